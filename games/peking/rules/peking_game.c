/* peking_game: Siege at Peking as a game module (engine/core/game.h): the
 * options (seats, command control, the switches that give the other side
 * of seven readings), actions as small JSON objects and
 * back, the state as JSON for replays, data checks, `legation sim`. The
 * position loader (the inverse of state_json) is in peking_load.c. */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "catalog.h"
#include "paths.h"
#include "peking.h"
#include "peking_json.h"

/* (defined at the end: the validator names its own game) */
extern const game_rules peking_rules;

static const char *const seat_ids[] = { "human", "computer", NULL };
const char *const pk_dir_names[HEX_DIRS] = { "N", "NE", "SE", "S", "SW", "NW" };
const char *const pk_action_names[PK_ACTIONS] = {
    "end", "place", "move", "enter", "gun", "shell", "mine", "fort", "attack",
    "charge", "snipe", "withdraw", "lose", "retreat", "advance", "attrition", "leave",
    "defend", "eliminate"
};
const char *const pk_where_names[4] = { "map", "off", "pool", "dead" };
const char *const pk_kind_names[PK_KINDS] = { "infantry", "volunteer", "leader", "gun",
                                              "doctor", "civilian", "boxer", "imperial" };
const char *const pk_task_names[PK_TASKS] = { "loss", "retreat", "withdraw", "advance",
                                              "attrition", "defend", "stack" };

static int why_set(char *why, size_t n, const char *s)
{
    if (why && n)
        snprintf(why, n, "%s", s);
    return -1;
}

int pk_unit_by_id(const pk_state *st, const char *id)
{
    int i;

    for (i = 0; id && i < st->nunits; i++)
        if (!strcmp(st->u[i].id, id))
            return i;
    return -1;
}

static int get_unit(const pk_state *st, const cJSON *j, const char *key, int *out)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(j, key);

    *out = cJSON_IsString(v) ? pk_unit_by_id(st, v->valuestring) : -1;
    return *out >= 0;
}

static int get_cell(const pk_state *st, const cJSON *j, const char *key, int *out, int off_ok)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(j, key);

    if (!cJSON_IsString(v))
        return 0;
    if (off_ok && !strcmp(v->valuestring, "off")) {
        *out = -1;
        return 1;
    }
    *out = pk_cell(st->d, v->valuestring);
    return *out >= 0;
}

static int get_units(const pk_state *st, const cJSON *j, const char *key, short *out,
                     int *n, int max)
{
    const cJSON *arr = cJSON_GetObjectItemCaseSensitive(j, key), *v;

    *n = 0;
    if (!cJSON_IsArray(arr))
        return 0;
    cJSON_ArrayForEach(v, arr) {
        int u = cJSON_IsString(v) ? pk_unit_by_id(st, v->valuestring) : -1;
        if (u < 0 || *n >= max)
            return 0;
        out[(*n)++] = (short)u;
    }
    return 1;
}

int pk_action_from_json(const pk_state *st, const cJSON *j, pk_action *a, char *why, size_t n)
{
    const cJSON *t = cJSON_GetObjectItemCaseSensitive(j, "type"), *v;
    int k;

    pk_action_init(a, -1);
    if (!cJSON_IsObject(j) || !cJSON_IsString(t))
        return why_set(why, n, "An action needs a \"type\".");
    for (k = 0; k < PK_ACTIONS && strcmp(pk_action_names[k], t->valuestring); k++)
        ;
    if (k == PK_ACTIONS)
        return why_set(why, n, "Unknown action type.");
    a->type = k;
    switch (k) {
    case PK_A_END:
        break;
    case PK_A_PLACE:
    case PK_A_RETREAT:
    case PK_A_ADVANCE:
        if (!get_unit(st, j, "unit", &a->unit) || !get_cell(st, j, "to", &a->cell, k == PK_A_RETREAT))
            return why_set(why, n, "This action needs a \"unit\" id and a \"to\" hex.");
        break;
    case PK_A_MOVE:
    case PK_A_ENTER:
        if (!get_units(st, j, "units", a->units, &a->n, PK_MAX_SEL) ||
            !get_cell(st, j, k == PK_A_MOVE ? "to" : "at", &a->cell, 0))
            return why_set(why, n, k == PK_A_MOVE ? "move needs \"units\" (ids) and a \"to\" hex."
                                                  : "enter needs \"units\" (ids) and an \"at\" hex.");
        break;
    case PK_A_GUN:
    case PK_A_SHELL:
        v = cJSON_GetObjectItemCaseSensitive(j, "gun");
        if (!jnum_int(v, 1, 4, &a->unit))   /* checked before it is an int; data allows 4 */
            return why_set(why, n, "Name the Big Gun: \"gun\": its number, from 1.");
        a->unit--;
        if (k == PK_A_GUN && !get_cell(st, j, "at", &a->cell, 0))
            return why_set(why, n, "gun needs an \"at\" hex.");
        if (k == PK_A_SHELL) {
            v = cJSON_GetObjectItemCaseSensitive(j, "dir");
            for (a->dir = 0; a->dir < HEX_DIRS; a->dir++)
                if (cJSON_IsString(v) && !strcmp(v->valuestring, pk_dir_names[a->dir]))
                    break;
            if (a->dir == HEX_DIRS)
                return why_set(why, n, "shell needs a \"dir\": N, NE, SE, S, SW or NW.");
        }
        break;
    case PK_A_MINE:
    case PK_A_FORT:
        if (!get_cell(st, j, "at", &a->cell, 0))
            return why_set(why, n, "This action needs an \"at\" hex.");
        break;
    case PK_A_LEAVE:
        if (!get_cell(st, j, "hex", &a->cell, 0))
            return why_set(why, n, "leave needs a \"hex\".");
        break;
    case PK_A_ATTACK: {
        const cJSON *tg = cJSON_GetObjectItemCaseSensitive(j, "targets");
        if (!get_units(st, j, "units", a->units, &a->n, PK_MAX_SEL) || !cJSON_IsArray(tg))
            return why_set(why, n, "attack needs \"units\" (ids) and \"targets\" (hexes).");
        cJSON_ArrayForEach(v, tg) {
            int c = cJSON_IsString(v) ? pk_cell(st->d, v->valuestring) : -1;
            if (c < 0 || a->nd >= PK_MAX_DEF)
                return why_set(why, n, "\"targets\" holds up to 6 hexes CCRR.");
            a->defs[a->nd++] = (short)c;
        }
        if (cJSON_GetObjectItemCaseSensitive(j, "guns")) {
            int ng;
            if (!get_units(st, j, "guns", a->guns, &ng, PK_MAX_GUNS))
                return why_set(why, n, "\"guns\" holds gun ids.");
            a->ng = ng;
        }
        v = cJSON_GetObjectItemCaseSensitive(j, "leader_bonus");
        a->drm = cJSON_IsTrue(v);
        break;
    }
    case PK_A_CHARGE:
        if (!get_units(st, j, "units", a->units, &a->n, PK_MAX_SEL) ||
            !get_cell(st, j, "target", &a->cell, 0))
            return why_set(why, n, "charge needs \"units\" (ids) and a \"target\" hex.");
        break;
    case PK_A_SNIPE:
    case PK_A_WITHDRAW:
        if (!get_unit(st, j, "leader", &a->unit))
            return why_set(why, n, "This action needs a \"leader\" id.");
        break;
    case PK_A_LOSE:
    case PK_A_ATTRITION:
    case PK_A_ELIMINATE:
        if (!get_unit(st, j, "unit", &a->unit))
            return why_set(why, n, "This action needs a \"unit\" id.");
        break;
    case PK_A_DEFEND:
        v = cJSON_GetObjectItemCaseSensitive(j, "leaders_on_die");
        if (!jnum_int(v, 0, PK_MAX_UNITS, &a->ddie))
            return why_set(why, n, "defend needs \"leaders_on_die\": how many defending "
                                   "leaders give -1 on the die (0: each counts as a point).");
        break;
    }
    return 0;
}

static cJSON *ids_json(const pk_state *st, const short *u, int n)
{
    cJSON *arr = cJSON_CreateArray();
    int i;

    for (i = 0; i < n; i++)
        cJSON_AddItemToArray(arr, cJSON_CreateString(st->u[u[i]].id));
    return arr;
}

cJSON *pk_action_json(const pk_state *st, const pk_action *a)
{
    cJSON *j = cJSON_CreateObject(), *arr;
    char h[8];
    int i;

    if (!j || a->type < 0 || a->type >= PK_ACTIONS)
        return j;
    cJSON_AddStringToObject(j, "type", pk_action_names[a->type]);
    switch (a->type) {
    case PK_A_PLACE:
    case PK_A_RETREAT:
    case PK_A_ADVANCE:
        cJSON_AddStringToObject(j, "unit", st->u[a->unit].id);
        cJSON_AddStringToObject(j, "to", a->cell < 0 ? "off" : pk_label(st->d, a->cell, h, sizeof h));
        break;
    case PK_A_MOVE:
    case PK_A_ENTER:
        cJSON_AddItemToObject(j, "units", ids_json(st, a->units, a->n));
        cJSON_AddStringToObject(j, a->type == PK_A_MOVE ? "to" : "at",
                                pk_label(st->d, a->cell, h, sizeof h));
        break;
    case PK_A_GUN:
        cJSON_AddNumberToObject(j, "gun", a->unit + 1);
        cJSON_AddStringToObject(j, "at", pk_label(st->d, a->cell, h, sizeof h));
        break;
    case PK_A_SHELL:
        cJSON_AddNumberToObject(j, "gun", a->unit + 1);
        cJSON_AddStringToObject(j, "dir", pk_dir_names[a->dir]);
        break;
    case PK_A_MINE:
    case PK_A_FORT:
        cJSON_AddStringToObject(j, "at", pk_label(st->d, a->cell, h, sizeof h));
        break;
    case PK_A_LEAVE:
        cJSON_AddStringToObject(j, "hex", pk_label(st->d, a->cell, h, sizeof h));
        break;
    case PK_A_ATTACK:
        cJSON_AddItemToObject(j, "units", ids_json(st, a->units, a->n));
        arr = cJSON_AddArrayToObject(j, "targets");
        for (i = 0; i < a->nd; i++)
            cJSON_AddItemToArray(arr, cJSON_CreateString(pk_label(st->d, a->defs[i], h, sizeof h)));
        if (a->ng)
            cJSON_AddItemToObject(j, "guns", ids_json(st, a->guns, a->ng));
        if (a->drm)
            cJSON_AddTrueToObject(j, "leader_bonus");
        break;
    case PK_A_CHARGE:
        cJSON_AddItemToObject(j, "units", ids_json(st, a->units, a->n));
        cJSON_AddStringToObject(j, "target", pk_label(st->d, a->cell, h, sizeof h));
        break;
    case PK_A_SNIPE:
    case PK_A_WITHDRAW:
        cJSON_AddStringToObject(j, "leader", st->u[a->unit].id);
        break;
    case PK_A_LOSE:
    case PK_A_ATTRITION:
    case PK_A_ELIMINATE:
        cJSON_AddStringToObject(j, "unit", st->u[a->unit].id);
        break;
    case PK_A_DEFEND:
        cJSON_AddNumberToObject(j, "leaders_on_die", a->ddie);
        break;
    }
    return j;
}

/* ---- options and entry points -------------------------------------------- */

/* A true/false option: 1 read (or absent: *x = def), 0 bad. */
static int bool_option(const cJSON *o, const char *key, int def, int *x, errs *e)
{
    const cJSON *c = o ? cJSON_GetObjectItemCaseSensitive(o, key) : NULL;

    *x = def;
    if (!c)
        return 1;
    if (!cJSON_IsBool(c)) {
        errs_add(e, "peking: option %s: expected true or false", key);
        return 0;
    }
    *x = cJSON_IsTrue(c);
    return 1;
}

/* The switches that give the other side of a reading (notes.md "Rules
 * audit"), each off by default: option key, position key (the same) and
 * the pk_state field it sets. */
const pk_reading_opt pk_reading_opts[PK_READING_OPTS] = {
    { "tartar_shared", offsetof(pk_state, tartar_shared) },      /* 18.1 */
    { "command_line", offsetof(pk_state, cc_line) },             /* 11.2 */
    { "loser_stays", offsetof(pk_state, loser_stays) },          /* 8.2, CRT */
    { "advance_retreat_only", offsetof(pk_state, adv_retreat) }, /* 8.4 */
    { "leaders_add", offsetof(pk_state, leaders_add) },          /* 11.1 */
    { "gun_spares_chinese", offsetof(pk_state, gun_spares) },    /* 10 */
    { "attrition_reaction", offsetof(pk_state, attr_react) },    /* 14 */
    { "tartar_ramps", offsetof(pk_state, tartar_ramps) },        /* 5.1, 18.1 */
};

int *pk_reading_field(pk_state *st, int k)
{
    return (int *)(void *)((char *)st + pk_reading_opts[k].off);
}

int pk_reading_on(const pk_state *st, int k)
{
    return *(const int *)(const void *)((const char *)st + pk_reading_opts[k].off);
}

/* Seats (Allied, Chinese), the command-control option, the reading
 * switches (read[k] for pk_reading_opts[k]), the computer's level of
 * each side and the rules edition (every new game writes the catalog's;
 * options without one were saved before editions: the first). */
static int options_of(const cJSON *o, int seat[2], int *cc, int read[PK_READING_OPTS],
                      int level[2], int *edition, errs *e)
{
    const cJSON *seats = o ? cJSON_GetObjectItemCaseSensitive(o, "seats") : NULL;
    const cJSON *ed = o ? cJSON_GetObjectItemCaseSensitive(o, "edition") : NULL;
    int i, k;

    seat[0] = PK_SEAT_HUMAN;
    seat[1] = PK_SEAT_COMPUTER;
    *edition = 1;
    if (ed && !jnum_int(ed, 1, PK_EDITION, edition)) {
        errs_add(e, "peking: option edition: expected an integer from 1 to %d", PK_EDITION);
        return 0;
    }
    if (!game_levels_of(o, 2, GAME_LEVEL_HARD, level, "peking", e))
        return 0;
    if (!bool_option(o, "command_control", 1, cc, e))
        return 0;
    for (k = 0; k < PK_READING_OPTS; k++)
        if (!bool_option(o, pk_reading_opts[k].key, 0, &read[k], e))
            return 0;
    if (!seats)
        return 1;
    if (!cJSON_IsArray(seats) || cJSON_GetArraySize(seats) != 2) {
        errs_add(e, "peking: option seats: expected an array of 2 seats (Allied, Chinese)");
        return 0;
    }
    for (i = 0; i < 2; i++) {
        const cJSON *s = cJSON_GetArrayItem(seats, i);
        for (k = 0; seat_ids[k]; k++)
            if (cJSON_IsString(s) && !strcmp(s->valuestring, seat_ids[k]))
                break;
        if (!seat_ids[k]) {
            errs_add(e, "peking: option seats[%d]: expected human or computer", i);
            return 0;
        }
        seat[i] = k;
    }
    return 1;
}

static void *g_create(const char *datadir, const char *scenario, const cJSON *options,
                      uint64_t seed, errs *e)
{
    int seat[2], cc, read[PK_READING_OPTS], level[2], k, edition;
    pk_state *st;

    if (scenario && strcmp(scenario, "siege")) {
        errs_add(e, "peking: no scenario called \"%s\" (there is \"siege\")", scenario);
        return NULL;
    }
    if (!options_of(options, seat, &cc, read, level, &edition, e))
        return NULL;
    st = pk_new(datadir, seat, cc, edition, seed, e);
    for (k = 0; st && k < PK_READING_OPTS; k++)
        *pk_reading_field(st, k) = read[k];
    if (st)
        memcpy(st->level, level, sizeof st->level);
    return st;
}

static void g_destroy(void *st)
{
    pk_free(st);
}

static int g_apply(void *vs, const cJSON *action, glog *log, char *why, size_t n)
{
    pk_action a;

    if (pk_action_from_json(vs, action, &a, why, n) < 0)
        return -1;
    return pk_do(vs, &a, log, why, n);
}

static cJSON *one_json(const void *st, const void *a)
{
    return pk_action_json(st, a);
}

static cJSON *g_legal(const void *vs)
{
    pk_action *l = malloc(PK_MAX_ACTIONS * sizeof *l);
    cJSON *arr = l ? game_actions_json(vs, l, sizeof *l, pk_legal(vs, l, PK_MAX_ACTIONS), one_json)
                   : cJSON_CreateArray();

    free(l);
    return arr;
}

static int g_seat_to_move(const void *vs)
{
    return pk_to_move(vs);
}

static int g_outcome(const void *vs, char *buf, size_t n)
{
    const pk_state *st = vs;

    if (!st->end)
        return 0;
    if (buf && n)
        snprintf(buf, n, "%s", pk_end_name(st->end));
    return 1;
}

static cJSON *g_bot_action(void *vs)
{
    pk_action a;

    if (pk_bot_choose(vs, &a) < 0)
        return NULL;
    return pk_action_json(vs, &a);
}


static dice *g_state_dice(void *vs)
{
    return &((pk_state *)vs)->dice;
}

static int g_validate(const char *path, errs *e)
{
    const char *base = strrchr(path, '/');
    size_t len;

    base = base ? base + 1 : path;
    len = strlen(base);
    if (!strcmp(base, "scenarios.json"))
        return game_validate_catalog(&peking_rules, path, e);
    if (len > 5 && !strcmp(base + len - 5, ".json"))
        return pk_validate_file(path, e);
    if (len > 3 && !strcmp(base + len - 3, ".md"))
        return game_check_text(path, e);
    errs_add(e, "%s: expected a peking data file (.json) or notes (.md)", path);
    return 0;
}


static int g_sim(const char *datadir, const char *scenario, const cJSON *options, long games,
                 uint64_t seed, sim_report *out)
{
    int seat[2], cc, read[PK_READING_OPTS], level[2], k, kind[2] = { 0, 0 }, check, edition;
    long g, wins[2] = { 0, 0 }, counts[2][PK_ACTIONS];
    double t0, turns = 0, held = 0;
    char why[256];
    const char *rnd = getenv("LEGATION_PEKING_RANDOM"), *old;
    pk_state *tpl, *st;
    errs e;
    static const char *const level_tag[GAME_LEVELS] = { " (normal)", " (easy)", " (hard)" };

    /* Test switches of the simulator (the launcher's options are for
     * people): a side played by the random legal player, and the
     * invariants checked after every action. */
    if (rnd && !strcmp(rnd, "allied"))
        kind[PK_ALLIED] = 1;
    else if (rnd && !strcmp(rnd, "chinese"))
        kind[PK_CHINESE] = 1;
    old = getenv("LEGATION_PEKING_OLD");
    check = getenv("LEGATION_PEKING_CHECK") && strcmp(getenv("LEGATION_PEKING_CHECK"), "0");

    errs_clear(&e);
    memset(out, 0, sizeof *out);
    if (scenario && strcmp(scenario, "siege")) {
        snprintf(out->extra, sizeof out->extra, "no scenario called \"%s\"", scenario);
        return -1;
    }
    if (!options_of(options, seat, &cc, read, level, &edition, &e)) {
        snprintf(out->extra, sizeof out->extra, "%s", errs_first(&e));
        return -1;
    }
    tpl = pk_new(datadir, seat, cc, edition, 1, &e);
    if (!tpl) {
        snprintf(out->extra, sizeof out->extra, "%s", errs_first(&e));
        return -1;
    }
    for (k = 0; k < PK_READING_OPTS; k++)
        *pk_reading_field(tpl, k) = read[k];
    memcpy(tpl->level, level, sizeof tpl->level);
    /* the computer of the first pass (Allies that rarely charge), kept
     * for the comparison in notes.md */
    tpl->bot_old = (old && (!strcmp(old, "allied") || !strcmp(old, "both")) ? 1 << PK_ALLIED : 0) |
                   (old && (!strcmp(old, "chinese") || !strcmp(old, "both")) ? 1 << PK_CHINESE : 0);
    /* every game opens on the template's position: its Chinese targets and
     * distance maps are the same for all, work them out once */
    pk_bot_prepare(tpl);
    st = pk_clone(tpl);
    memset(counts, 0, sizeof counts);
    t0 = sim_cpu_seconds();
    for (g = 0; g < games; g++) {
        rng r;
        *st = *tpl;
        st->owns_data = 0;
        dice_init(&st->dice, sim_game_seed(seed, g));
        pk_bot_seed(st, sim_game_seed(seed, g));
        rng_seed(&r, sim_game_seed(seed, g) ^ 0x9e3779b97f4a7c15ull);
        if (pk_play_counted(st, kind, &r, check, NULL, why, sizeof why, counts) < 0) {
            snprintf(out->extra, sizeof out->extra, "game %ld failed: %s", g, why);
            pk_free(st);
            pk_free(tpl);
            return -1;
        }
        sim_report_count(out, pk_end_name(st->end));
        wins[st->winner]++;
        turns += st->turn;
        held += st->max_chinese_hexes;
    }
    out->games = games;
    out->seconds = sim_cpu_seconds() - t0;
    if (games > 0) {
        double gm = (double)games;
        snprintf(out->extra, sizeof out->extra,
                 "players: Allied %s%s, Chinese %s%s%s\n"
                 "wins: Allied %ld (%.1f%%), Chinese %ld (%.1f%%)\n"
                 "average turn of the end: %.2f\n"
                 "most victory hexes the Chinese held at once (average): %.2f\n"
                 "per game: Allied attacks %.1f, charges %.2f, withdrawal rolls %.2f, "
                 "advances %.1f, fortifications %.2f;\n"
                 "  Chinese attacks %.1f, snipes %.1f, Big Gun shots %.1f, mines %.2f, "
                 "fortifications %.2f, advances %.1f",
                 kind[0] ? "random" : tpl->bot_old & 1 ? "old computer" : "computer",
                 kind[0] ? "" : level_tag[level[0]],
                 kind[1] ? "random" : tpl->bot_old & 2 ? "old computer" : "computer",
                 kind[1] ? "" : level_tag[level[1]], check ? "; invariants checked after every action" : "", wins[0],
                 100.0 * (double)wins[0] / gm, wins[1], 100.0 * (double)wins[1] / gm,
                 turns / gm, held / gm, (double)counts[0][PK_A_ATTACK] / gm,
                 (double)counts[0][PK_A_CHARGE] / gm, (double)counts[0][PK_A_WITHDRAW] / gm,
                 (double)counts[0][PK_A_ADVANCE] / gm, (double)counts[0][PK_A_FORT] / gm,
                 (double)counts[1][PK_A_ATTACK] / gm, (double)counts[1][PK_A_SNIPE] / gm,
                 (double)counts[1][PK_A_SHELL] / gm,
                 (double)counts[1][PK_A_MINE] / gm, (double)counts[1][PK_A_FORT] / gm,
                 (double)counts[1][PK_A_ADVANCE] / gm);
    }
    pk_free(st);
    pk_free(tpl);
    return 0;
}

/* What each action may hold (what pk_action_from_json reads): the engine
 * refuses a save's action with any other key. */
static const game_action_keys ACTION_KEYS[] = {
    { "end", { NULL } },
    { "place", { "unit", "to" } },
    { "move", { "units", "to" } },
    { "enter", { "units", "at" } },
    { "gun", { "gun", "at" } },
    { "shell", { "gun", "dir" } },
    { "mine", { "at" } },
    { "fort", { "at" } },
    { "attack", { "units", "targets", "guns", "leader_bonus" } },
    { "charge", { "units", "target" } },
    { "snipe", { "leader" } },
    { "withdraw", { "leader" } },
    { "lose", { "unit" } },
    { "retreat", { "unit", "to" } },
    { "advance", { "unit", "to" } },
    { "attrition", { "unit" } },
    { "leave", { "hex" } },
    { "defend", { "leaders_on_die" } },
    { "eliminate", { "unit" } },
    { NULL, { NULL } }
};

/* Where turns and cards begin, the story charts' figures (*_story.c). */
extern const game_story peking_story;
/* The Load list's line: the turn, the phase and the victory hexes. */
static void g_summary(const void *st, char *buf, size_t n)
{
    const pk_state *s = st;
    /* a finished game's result is the load list's to say, not "Game over" */
    if (s->end)
        snprintf(buf, n, "Turn %d of %d", s->turn, s->d->nturns);
    else
        snprintf(buf, n, "Turn %d of %d, %s", s->turn, s->d->nturns, pk_phase_name(s->phase));
}

const game_rules peking_rules = {
    "peking",
    "Siege at Peking",
    "Eleven turns of 1900: the legation guards against Boxers and Imperial troops.\n"
    "Hold the victory hexes until the relief, or take them by the turn number.",
    2, 2,
    g_create, g_destroy, g_apply, g_legal, g_seat_to_move, g_outcome,
    g_bot_action, pk_state_json, NULL, g_validate, g_sim, pk_state_load,
    g_state_dice,
    ACTION_KEYS,
    pk_public_json,
    &peking_story,
    g_summary,
};
