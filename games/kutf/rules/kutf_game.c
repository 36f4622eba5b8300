/* kutf_game: the game-module table for Keep Up The Fire! — actions as
 * JSON, create/destroy, validation and the simulator
 * (`legation sim kutf`), all wrapping the native API of kutf.h. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "kutf.h"
#include "kutf_local.h"

static const char *const ACTION_NAMES[KUTF_NA] = {
    "place", "fortify", "fire", "melee", "peitang", "casualty", "move", "swap",
    "speed", "power", "attack", "advance", "loss", "play_event", "gain",
    "lose", "halt", "end"
};
static const char *const LOSS_NAMES[] = { "speed2", "cp2", "both", "retreat" };
const char *const KUTF_DECK_NAMES[3] = { "epochs", "historical", "mixed" };

/* ---- ids ---------------------------------------------------------------- */

static int find_track(const kutf_state *s, const char *id)
{
    int t;

    for (t = 0; id && t < KUTF_TRACKS; t++)
        if (strcmp(s->data->track[t].id, id) == 0)
            return t;
    return -1;
}

/* Unit id -> index; "GUN" -> KUTF_GUN; -1 when unknown. */
static int find_unit(const kutf_state *s, const char *id)
{
    int u;

    if (!id)
        return -1;
    if (strcmp(id, "GUN") == 0)
        return KUTF_GUN;
    for (u = 0; u < KUTF_UNITS; u++)
        if (strcmp(s->data->unit[u].id, id) == 0)
            return u;
    return -1;
}

static int find_card(const kutf_state *s, const char *id)
{
    int i;

    for (i = 0; id && i < s->data->ncards; i++)
        if (strcmp(s->data->card[i].id, id) == 0)
            return i;
    return -1;
}

static const char *str_field(const cJSON *j, const char *key)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(j, key);

    return cJSON_IsString(v) ? v->valuestring : NULL;
}

static int need(const char *v, const char *key, char *why, size_t n)
{
    if (v)
        return 1;
    snprintf(why, n, "The action needs a \"%s\" string.", key);
    return 0;
}

int kutf_action_from_json(const kutf_state *s, const cJSON *j, kutf_action *a,
                          char *why, size_t n)
{
    const char *type, *v;
    char tmp[8];
    int i, t;

    memset(a, 0, sizeof *a);
    a->unit = a->box = a->track = a->other = a->card = a->choice = -1;
    if (!why || !n) {
        why = tmp;
        n = sizeof tmp;
    }
    if (!cJSON_IsObject(j) || !(type = str_field(j, "type"))) {
        snprintf(why, n, "An action is an object with a \"type\".");
        return -1;
    }
    for (i = 0; i < KUTF_NA; i++)
        if (strcmp(ACTION_NAMES[i], type) == 0)
            break;
    if (i == KUTF_NA) {
        snprintf(why, n, "Unknown action \"%s\".", type);
        return -1;
    }
    a->type = i;
    switch (a->type) {
    case KUTF_A_PLACE:
    case KUTF_A_MOVE:
    case KUTF_A_SWAP:
    case KUTF_A_GAIN:
    case KUTF_A_LOSE:
        v = str_field(j, "unit");
        if (!need(v, "unit", why, n))
            return -1;
        a->unit = find_unit(s, v);
        if (a->unit < 0 || (a->unit == KUTF_GUN && (a->type == KUTF_A_SWAP ||
            a->type == KUTF_A_GAIN || a->type == KUTF_A_LOSE))) {
            snprintf(why, n, "No unit called \"%s\".", v);
            return -1;
        }
        break;
    default:
        break;
    }
    switch (a->type) {
    case KUTF_A_PLACE:
        v = str_field(j, "box");
        if (!need(v, "box", why, n))
            return -1;
        t = strlen(v) == 2 ? find_track(s, (char[]){ v[0], 0 }) : -1;
        if (t >= 0 && a->unit == KUTF_GUN && v[1] == 'G')
            a->box = t;
        else if (t >= 0 && a->unit != KUTF_GUN && (v[1] == '1' || v[1] == '2'))
            a->box = t * 2 + (v[1] - '1');
        else {
            snprintf(why, n, "No %s box called \"%s\".",
                     a->unit == KUTF_GUN ? "gun" : "defenders", v);
            return -1;
        }
        break;
    case KUTF_A_FIRE:
    case KUTF_A_MELEE:
    case KUTF_A_MOVE:
    case KUTF_A_HALT:
        v = str_field(j, "track");
        if (!need(v, "track", why, n))
            return -1;
        if ((a->track = find_track(s, v)) < 0) {
            snprintf(why, n, "No track called \"%s\".", v);
            return -1;
        }
        break;
    case KUTF_A_SWAP:
        v = str_field(j, "with");
        if (!need(v, "with", why, n))
            return -1;
        a->other = find_unit(s, v);
        if (a->other < 0 || a->other == KUTF_GUN) {
            snprintf(why, n, "No unit called \"%s\".", v);
            return -1;
        }
        break;
    case KUTF_A_CASUALTY:
        v = str_field(j, "target");
        if (!need(v, "target", why, n))
            return -1;
        if (strcmp(v, "fort") == 0) {
            a->unit = -1;
        } else {
            a->unit = find_unit(s, v);
            if (a->unit < 0) {
                snprintf(why, n, "No unit called \"%s\".", v);
                return -1;
            }
            if (a->unit == KUTF_GUN) {
                snprintf(why, n, "The International Gun never takes casualties.");
                return -1;
            }
        }
        break;
    case KUTF_A_LOSS:
        v = str_field(j, "choice");
        if (!need(v, "choice", why, n))
            return -1;
        for (i = 0; i < 4; i++)
            if (strcmp(LOSS_NAMES[i], v) == 0)
                a->choice = i;
        if (a->choice < 0) {
            snprintf(why, n, "A Loss is \"speed2\", \"cp2\", \"both\" or "
                     "\"retreat\", not \"%s\".", v);
            return -1;
        }
        break;
    case KUTF_A_PLAY_EVENT:
        v = str_field(j, "card");
        if (!need(v, "card", why, n))
            return -1;
        if ((a->card = find_card(s, v)) < 0) {
            snprintf(why, n, "No card called \"%s\".", v);
            return -1;
        }
        break;
    default:
        break;
    }
    return 0;
}

static const char *unit_id(const kutf_state *s, int u)
{
    return u == KUTF_GUN ? "GUN" : s->data->unit[u].id;
}

cJSON *kutf_action_to_json(const kutf_state *s, const kutf_action *a)
{
    cJSON *j = cJSON_CreateObject();
    char buf[8];

    if (!j || a->type < 0 || a->type >= KUTF_NA)
        return j;
    cJSON_AddStringToObject(j, "type", ACTION_NAMES[a->type]);
    switch (a->type) {
    case KUTF_A_PLACE:
        cJSON_AddStringToObject(j, "unit", unit_id(s, a->unit));
        cJSON_AddStringToObject(j, "box", kutf_box_name(s, a->box,
                                a->unit == KUTF_GUN, buf, sizeof buf));
        break;
    case KUTF_A_FIRE:
    case KUTF_A_MELEE:
    case KUTF_A_HALT:
        cJSON_AddStringToObject(j, "track", s->data->track[a->track].id);
        break;
    case KUTF_A_MOVE:
        cJSON_AddStringToObject(j, "unit", unit_id(s, a->unit));
        cJSON_AddStringToObject(j, "track", s->data->track[a->track].id);
        break;
    case KUTF_A_SWAP:
        cJSON_AddStringToObject(j, "unit", unit_id(s, a->unit));
        cJSON_AddStringToObject(j, "with", unit_id(s, a->other));
        break;
    case KUTF_A_CASUALTY:
        cJSON_AddStringToObject(j, "target", a->unit < 0 ? "fort" :
                                unit_id(s, a->unit));
        break;
    case KUTF_A_GAIN:
    case KUTF_A_LOSE:
        cJSON_AddStringToObject(j, "unit", unit_id(s, a->unit));
        break;
    case KUTF_A_LOSS:
        cJSON_AddStringToObject(j, "choice", LOSS_NAMES[a->choice & 3]);
        break;
    case KUTF_A_PLAY_EVENT:
        cJSON_AddStringToObject(j, "card", s->data->card[a->card].id);
        break;
    default:
        break;
    }
    return j;
}

/* ---- module entry points ---------------------------------------------------- */

/* The deck option: -1 with a message when it names no deck. */
static int deck_mode_of(const cJSON *options, errs *e)
{
    const cJSON *dk = options && cJSON_IsObject(options)
                          ? cJSON_GetObjectItemCaseSensitive(options, "deck") : NULL;
    int i;

    if (!dk)
        return KUTF_DECK_EPOCHS;
    for (i = 0; i < 3 && cJSON_IsString(dk); i++)
        if (strcmp(KUTF_DECK_NAMES[i], dk->valuestring) == 0)
            return i;
    errs_add(e, "kutf: option \"deck\" must be \"epochs\", \"historical\" or \"mixed\"");
    return -1;
}

/* The readings options ("arrival", "staying"): KUTF_VAR_* flags, or -1
 * with a message. */
static int variants_of(const cJSON *options, errs *e)
{
    static const struct { const char *key, *dflt, *alt; int flag; } o[] = {
        { "arrival", "at-once", "turn-end", KUTF_VAR_ARRIVE_AT_END },
        { "staying", "every", "once", KUTF_VAR_STAYING_ONCE } };
    int i, v = 0;

    for (i = 0; i < 2; i++) {
        const cJSON *j = options && cJSON_IsObject(options) ?
            cJSON_GetObjectItemCaseSensitive(options, o[i].key) : NULL;
        if (!j)
            continue;
        if (cJSON_IsString(j) && strcmp(j->valuestring, o[i].alt) == 0)
            v |= o[i].flag;
        else if (!cJSON_IsString(j) || strcmp(j->valuestring, o[i].dflt) != 0) {
            errs_add(e, "kutf: option \"%s\" must be \"%s\" or \"%s\"",
                     o[i].key, o[i].dflt, o[i].alt);
            return -1;
        }
    }
    return v;
}

/* The "bot" option: "strong" (default) or "basic" (the first bot, kept to
 * measure the strong one against): the sim's players, the module's bot
 * action and Suggest. -1 when it names neither. */
static int bot_level_of(const cJSON *options, errs *e)
{
    const cJSON *b = options && cJSON_IsObject(options)
                         ? cJSON_GetObjectItemCaseSensitive(options, "bot") : NULL;

    if (!b)
        return KUTF_BOT_STRONG;
    if (cJSON_IsString(b) && strcmp(b->valuestring, "basic") == 0)
        return KUTF_BOT_BASIC;
    if (cJSON_IsString(b) && strcmp(b->valuestring, "strong") == 0)
        return KUTF_BOT_STRONG;
    errs_add(e, "kutf: option \"bot\" must be \"strong\" or \"basic\"");
    return -1;
}

static void scenario_path(char *path, size_t n, const char *datadir, const char *scenario)
{
    snprintf(path, n, "%s/scenarios/kutf/%s.json", datadir ? datadir : ".",
             scenario && *scenario ? scenario : "standard");
}

static void *k_create(const char *datadir, const char *scenario,
                      const cJSON *options, uint64_t seed, errs *e)
{
    char path[1200];
    kutf_state *s;
    kutf_data *d;
    int mode = deck_mode_of(options, e), var = variants_of(options, e);
    int lv = bot_level_of(options, e);

    if (mode < 0 || var < 0 || lv < 0)
        return NULL;
    /* a scenario is a name from the catalog, never a path */
    if (scenario && (strchr(scenario, '/') || scenario[0] == '.' || strlen(scenario) > 64)) {
        errs_add(e, "kutf: expected a scenario name, found \"%s\"", scenario);
        return NULL;
    }
    scenario_path(path, sizeof path, datadir, scenario);
    d = malloc(sizeof *d);
    s = malloc(sizeof *s);
    if (!d || !s) {
        free(d);
        free(s);
        errs_add(e, "kutf: out of memory");
        return NULL;
    }
    if (!kutf_data_load_scenario(d, path, e)) {
        kutf_data_free(d);
        free(d);
        free(s);
        return NULL;
    }
    kutf_init(s, d, mode, seed);
    s->variants = var;
    s->bot_level = lv;
    s->owned = d;
    return s;
}

static void k_destroy(void *st)
{
    kutf_state *s = st;

    if (!s)
        return;
    kutf_data_free(s->owned);
    free(s->owned);
    free(s);
}

static int k_apply(void *st, const cJSON *action, glog *log, char *why,
                   size_t n)
{
    kutf_action a;

    if (kutf_action_from_json(st, action, &a, why, n) < 0)
        return -1;
    return kutf_apply(st, &a, log, why, n);
}

static cJSON *k_legal(const void *st)
{
    kutf_action acts[KUTF_MAX_ACTIONS];
    cJSON *arr = cJSON_CreateArray();
    int n = kutf_legal(st, acts, KUTF_MAX_ACTIONS), i;

    for (i = 0; arr && i < n; i++)
        cJSON_AddItemToArray(arr, kutf_action_to_json(st, &acts[i]));
    return arr;
}

static int k_seat(const void *st)
{
    return ((const kutf_state *)st)->outcome ? -1 : 0;
}

static int k_outcome(const void *st, char *buf, size_t n)
{
    const kutf_state *s = st;

    if (buf && n)
        snprintf(buf, n, "%s", kutf_outcome_name(s->outcome));
    return s->outcome != KUTF_OUT_NONE;
}

static cJSON *k_bot(void *st)
{
    kutf_action a;

    if (!kutf_bot_choose_level(st, &a, ((kutf_state *)st)->bot_level))
        return NULL;
    return kutf_action_to_json(st, &a);
}

static rng *k_rng(void *st)
{
    return &((kutf_state *)st)->dice.r;
}

static dice *k_dice(void *st)
{
    return &((kutf_state *)st)->dice;
}

static int k_validate(const char *path, errs *e)
{
    return kutf_validate_file(path, e);
}

/* Plays one bot game to its end; returns the outcome (0 if it stalled). */
int kutf_play_bot_game(kutf_state *s, const kutf_data *d, int deck_mode,
                       uint64_t seed)
{
    return kutf_play_bot_game_level(s, d, deck_mode, seed, KUTF_BOT_STRONG);
}

int kutf_play_bot_game_level(kutf_state *s, const kutf_data *d, int deck_mode,
                             uint64_t seed, int level)
{
    return kutf_play_bot_game_var(s, d, deck_mode, seed, level, 0);
}

int kutf_play_bot_game_var(kutf_state *s, const kutf_data *d, int deck_mode,
                           uint64_t seed, int level, int variants)
{
    kutf_action a;
    int steps = 0;

    kutf_init(s, d, deck_mode, seed);
    s->variants = variants;
    while (!s->outcome && steps++ < 5000) {
        if (!kutf_bot_choose_level(s, &a, level))
            return 0;
        kutf_apply_legal(s, &a, NULL);
    }
    return s->outcome;
}

static int k_sim(const char *datadir, const char *scenario, const cJSON *options,
                 long games, uint64_t seed, sim_report *out)
{
    char path[1200];
    struct timespec t0, t1;
    kutf_data *d = malloc(sizeof *d);
    kutf_state *s = malloc(sizeof *s);
    long i, wins = 0, level[KUTF_NOUT] = { 0 }, vpsum = 0, turns = 0;
    errs e;
    int o, mode, botlv, var;

    if (!d || !s) {
        free(d);
        free(s);
        return -1;
    }
    errs_clear(&e);
    memset(out, 0, sizeof *out);
    scenario_path(path, sizeof path, datadir, scenario);
    if ((mode = deck_mode_of(options, &e)) < 0 ||
        (botlv = bot_level_of(options, &e)) < 0 ||
        (var = variants_of(options, &e)) < 0 ||
        !kutf_data_load_scenario(d, path, &e)) {
        snprintf(out->extra, sizeof out->extra, "%s", errs_first(&e));
        kutf_data_free(d);
        free(d);
        free(s);
        return -1;
    }
    for (o = 1; o < KUTF_NOUT; o++) {   /* fixed order, zeros shown */
        snprintf(out->outcome[o - 1], sizeof out->outcome[0], "%s",
                 kutf_outcome_name(o));
        out->count[o - 1] = 0;
    }
    out->noutcomes = KUTF_NOUT - 1;
    /* the strong player's planner table is built once and kept with the
     * data: part of loading it, not of the games timed below */
    if (botlv == KUTF_BOT_STRONG)
        kutf_plan_of(d);
    /* CPU time of this process: the speed on one core, whatever else the
     * machine is doing */
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t0);
    for (i = 0; i < games; i++) {
        o = kutf_play_bot_game_var(s, d, mode, sim_game_seed(seed, i), botlv,
                                   var);
        sim_report_count(out, o ? kutf_outcome_name(o) : "stalled");
        level[o]++;
        turns += s->turn;
        if (o >= KUTF_OUT_PYRRHIC) {
            wins++;
            vpsum += s->vp.total;
        }
    }
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t1);
    out->games = games;
    out->seconds = (double)(t1.tv_sec - t0.tv_sec) +
                   (double)(t1.tv_nsec - t0.tv_nsec) / 1e9;
    snprintf(out->extra, sizeof out->extra,
             "win rate: %.1f%% (%ld of %ld)\n"
             "moderate victory: %.1f%% of wins; mean VP of wins: %.1f\n"
             "mean turns played: %.1f",
             games ? 100.0 * (double)wins / (double)games : 0.0, wins, games,
             wins ? 100.0 * (double)level[KUTF_OUT_MODERATE] / (double)wins : 0.0,
             wins ? (double)vpsum / (double)wins : 0.0,
             games ? (double)turns / (double)games : 0.0);
    kutf_data_free(d);
    free(d);
    free(s);
    return 0;
}

/* What each action may hold (what kutf_action_from_json reads): the
 * engine refuses a save's action with any other key. */
static const game_action_keys ACTION_KEYS[] = {
    { "place", { "unit", "box" } },
    { "fortify", { NULL } },
    { "fire", { "track" } },
    { "melee", { "track" } },
    { "peitang", { NULL } },
    { "casualty", { "target" } },
    { "move", { "unit", "track" } },
    { "swap", { "unit", "with" } },
    { "speed", { NULL } },
    { "power", { NULL } },
    { "attack", { NULL } },
    { "advance", { NULL } },
    { "loss", { "choice" } },
    { "play_event", { "card" } },
    { "gain", { "unit" } },
    { "lose", { "unit" } },
    { "halt", { "track" } },
    { "end", { NULL } },
    { NULL, { NULL } }
};

const game_rules kutf_rules = {
    "kutf",
    "Keep Up The Fire!",
    "Peking, summer 1900: hold the legation walls\n"
    "while the Eight-Nation relief column fights its way in.",
    1, 1,
    k_create,
    k_destroy,
    k_apply,
    k_legal,
    k_seat,
    k_outcome,
    k_bot,
    kutf_state_json,
    k_rng,
    k_validate,
    k_sim,
    kutf_state_load,
    k_dice,
    ACTION_KEYS,
    kutf_public_json,
};
