/* race_game: the race rules as a game module (engine/core/game.h): the
 * options, actions in JSON, the state as JSON for replays, data checks. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "catalog.h"
#include "paths.h"
#include "position.h"
#include "race_local.h"

/* The names positions use (race_position.c reads them back). */
const char *const race_seat_ids[] = { "human", "computer", "empty", NULL };
const char *const race_dir_names[] = { "N", "NE", "SE", "S", "SW", "NW", NULL };
const char *const race_counter_ids[] = {
    "qing", "qing-artillery", "boxers", "empty", "impassable", NULL
};
const char *const race_phase_ids[] = {
    "rally", "artillery", "breach", "rebel", "action", "over", NULL
};
const char *const race_roll_ids[] = {
    "rally", "artillery", "breach", "activate", "move", "attack", "defence",
    "chinese-attack", "chinese-fire", "chinese-loss", NULL
};

/* ---- actions ---------------------------------------------------------- */

static int why_set(char *why, size_t n, const char *s)
{
    if (why && n)
        snprintf(why, n, "%s", s);
    return -1;
}

static int get_int(const cJSON *j, const char *key, int *out)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(j, key);

    return jnum_int(v, INT_MIN, INT_MAX, out);
}

static int get_cell(const race_state *st, const cJSON *j, const char *key, int *out)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(j, key);

    if (!cJSON_IsString(v))
        return 0;
    *out = race_cell_at(st, v->valuestring);
    return *out >= 0;
}

int race_action_from_json(const race_state *st, const cJSON *j,
                          race_action *a, char *why, size_t n)
{
    const cJSON *t = cJSON_GetObjectItemCaseSensitive(j, "type"), *dv;
    const char *type;

    a->type = -1;
    a->unit = a->other = a->cell = a->to = a->dir = -1;
    if (!cJSON_IsObject(j) || !cJSON_IsString(t))
        return why_set(why, n, "An action needs a \"type\".");
    type = t->valuestring;
    if (strcmp(type, "end_phase") == 0) {
        a->type = RACE_A_END_PHASE;
    } else if (strcmp(type, "rally") == 0) {
        a->type = RACE_A_RALLY;
        if (!get_int(j, "unit", &a->unit))
            return why_set(why, n, "rally needs a \"unit\" number.");
    } else if (strcmp(type, "fire") == 0) {
        a->type = RACE_A_FIRE;
        if (!get_int(j, "unit", &a->unit) || !get_cell(st, j, "target", &a->to))
            return why_set(why, n, "fire needs a \"unit\" and a \"target\" hex.");
    } else if (strcmp(type, "breach") == 0) {
        a->type = RACE_A_BREACH;
        if (!get_int(j, "unit", &a->unit) || !get_int(j, "dir", &a->dir))
            return why_set(why, n, "breach needs a \"unit\" and a \"dir\" 0-5.");
    } else if (strcmp(type, "activate") == 0) {
        a->type = RACE_A_ACTIVATE;
        if (!get_cell(st, j, "hex", &a->cell))
            return why_set(why, n, "activate needs a \"hex\".");
    } else if (strcmp(type, "rebel") == 0) {
        dv = cJSON_GetObjectItemCaseSensitive(j, "do");
        if (!get_cell(st, j, "hex", &a->cell) || !cJSON_IsString(dv))
            return why_set(why, n, "rebel needs a \"hex\" and a \"do\".");
        if (strcmp(dv->valuestring, "move") == 0) {
            a->type = RACE_A_REBEL_MOVE;
            if (!get_cell(st, j, "to", &a->to))
                return why_set(why, n, "a rebel move needs a \"to\" hex.");
        } else if (strcmp(dv->valuestring, "attack") == 0) {
            a->type = RACE_A_REBEL_ATTACK;
            if (!get_cell(st, j, "target", &a->to))
                return why_set(why, n, "a rebel attack needs a \"target\" hex.");
        } else if (strcmp(dv->valuestring, "hold") == 0) {
            a->type = RACE_A_REBEL_HOLD;
        } else {
            return why_set(why, n, "\"do\" is move, attack or hold.");
        }
    } else if (strcmp(type, "move") == 0) {
        a->type = RACE_A_MOVE;
        if (!get_int(j, "unit", &a->unit) || !get_cell(st, j, "to", &a->to))
            return why_set(why, n, "move needs a \"unit\" and a \"to\" hex.");
    } else if (strcmp(type, "rout") == 0) {
        a->type = RACE_A_ROUT;
        if (!get_int(j, "unit", &a->unit) || !get_cell(st, j, "to", &a->to))
            return why_set(why, n, "rout needs a \"unit\" and a \"to\" hex.");
    } else if (strcmp(type, "swap") == 0) {
        a->type = RACE_A_SWAP;
        if (!get_int(j, "unit", &a->unit) || !get_int(j, "with", &a->other))
            return why_set(why, n, "swap needs a \"unit\" and a \"with\" unit.");
    } else {
        return why_set(why, n, "Unknown action type.");
    }
    return 0;
}

cJSON *race_action_json(const race_state *st, const race_action *a)
{
    cJSON *j = cJSON_CreateObject();
    char h[8];

    if (!j)
        return NULL;
    switch (a->type) {
    case RACE_A_END_PHASE:
        cJSON_AddStringToObject(j, "type", "end_phase");
        break;
    case RACE_A_RALLY:
        cJSON_AddStringToObject(j, "type", "rally");
        cJSON_AddNumberToObject(j, "unit", a->unit);
        break;
    case RACE_A_FIRE:
        cJSON_AddStringToObject(j, "type", "fire");
        cJSON_AddNumberToObject(j, "unit", a->unit);
        cJSON_AddStringToObject(j, "target", race_cell_label(st, a->to, h, sizeof h));
        break;
    case RACE_A_BREACH:
        cJSON_AddStringToObject(j, "type", "breach");
        cJSON_AddNumberToObject(j, "unit", a->unit);
        cJSON_AddNumberToObject(j, "dir", a->dir);
        break;
    case RACE_A_ACTIVATE:
        cJSON_AddStringToObject(j, "type", "activate");
        cJSON_AddStringToObject(j, "hex", race_cell_label(st, a->cell, h, sizeof h));
        break;
    case RACE_A_REBEL_MOVE:
    case RACE_A_REBEL_ATTACK:
    case RACE_A_REBEL_HOLD:
        cJSON_AddStringToObject(j, "type", "rebel");
        cJSON_AddStringToObject(j, "hex", race_cell_label(st, a->cell, h, sizeof h));
        if (a->type == RACE_A_REBEL_MOVE) {
            cJSON_AddStringToObject(j, "do", "move");
            cJSON_AddStringToObject(j, "to", race_cell_label(st, a->to, h, sizeof h));
        } else if (a->type == RACE_A_REBEL_ATTACK) {
            cJSON_AddStringToObject(j, "do", "attack");
            cJSON_AddStringToObject(j, "target", race_cell_label(st, a->to, h, sizeof h));
        } else {
            cJSON_AddStringToObject(j, "do", "hold");
        }
        break;
    case RACE_A_MOVE:
        cJSON_AddStringToObject(j, "type", "move");
        cJSON_AddNumberToObject(j, "unit", a->unit);
        cJSON_AddStringToObject(j, "to", race_cell_label(st, a->to, h, sizeof h));
        break;
    case RACE_A_ROUT:
        cJSON_AddStringToObject(j, "type", "rout");
        cJSON_AddNumberToObject(j, "unit", a->unit);
        cJSON_AddStringToObject(j, "to", race_cell_label(st, a->to, h, sizeof h));
        break;
    case RACE_A_SWAP:
        cJSON_AddStringToObject(j, "type", "swap");
        cJSON_AddNumberToObject(j, "unit", a->unit);
        cJSON_AddNumberToObject(j, "with", a->other);
        break;
    default:
        cJSON_AddStringToObject(j, "type", "unknown");
        break;
    }
    return j;
}

static cJSON *one_json(const void *st, const void *a)
{
    return race_action_json(st, a);
}

static cJSON *actions_json(const race_state *st, const race_action *l, int n)
{
    return game_actions_json(st, l, sizeof *l, n, one_json);
}

cJSON *race_unit_legal_json(const race_state *st, int unit)
{
    race_action l[RACE_MAX_ACTIONS];

    return actions_json(st, l, race_unit_actions(st, unit, l, RACE_MAX_ACTIONS));
}

/* ---- entry points ------------------------------------------------------ */

/* The seats option into seat (default: two humans, two computers). */
static int seats_of(const cJSON *options, int seat[RACE_NATIONS], errs *e)
{
    const cJSON *seats = options ? cJSON_GetObjectItemCaseSensitive(options, "seats") : NULL;
    int i, k;

    seat[0] = seat[1] = RACE_SEAT_HUMAN;
    seat[2] = seat[3] = RACE_SEAT_COMPUTER;
    if (!seats)
        return 1;
    if (!cJSON_IsArray(seats) || cJSON_GetArraySize(seats) != RACE_NATIONS) {
        errs_add(e, "race: option seats: expected an array of 4 seats "
                 "(British, Russians, Japanese, Americans)");
        return 0;
    }
    for (i = 0; i < RACE_NATIONS; i++) {
        const cJSON *s = cJSON_GetArrayItem(seats, i);
        for (k = 0; race_seat_ids[k]; k++)
            if (cJSON_IsString(s) && strcmp(s->valuestring, race_seat_ids[k]) == 0)
                break;
        if (!race_seat_ids[k]) {
            errs_add(e, "race: option seats[%d]: expected human, computer or empty", i);
            return 0;
        }
        seat[i] = k;
    }
    return 1;
}

static const char *const level_ids[] = { "easy", "normal", "hard", NULL };

/* The difficulty option: one level for every computer seat (default
 * normal). */
static int level_of(const cJSON *options, int *level, errs *e)
{
    const cJSON *v = options ? cJSON_GetObjectItemCaseSensitive(options, "difficulty") : NULL;
    int k;

    *level = RACE_LEVEL_NORMAL;
    if (!v)
        return 1;
    for (k = 0; level_ids[k]; k++)
        if (cJSON_IsString(v) && strcmp(v->valuestring, level_ids[k]) == 0) {
            *level = k;
            return 1;
        }
    errs_add(e, "race: option difficulty: expected easy, normal or hard");
    return 0;
}

static void *g_create(const char *datadir, const char *scenario,
                      const cJSON *options, uint64_t seed, errs *e)
{
    int seat[RACE_NATIONS], level, i;
    race_state *st;

    if (!seats_of(options, seat, e) || !level_of(options, &level, e))
        return NULL;
    st = race_new(datadir, scenario ? scenario : "peking-1900", seat, seed, e);
    if (st)
        for (i = 0; i < RACE_NATIONS; i++)
            st->level[i] = level;
    return st;
}

static void g_destroy(void *st)
{
    race_free(st);
}

static int g_apply(void *vs, const cJSON *action, glog *log, char *why, size_t n)
{
    race_state *st = vs;
    race_action a;

    if (race_action_from_json(st, action, &a, why, n) < 0)
        return -1;
    return race_do(st, &a, log, why, n);
}

static cJSON *g_legal(const void *vs)
{
    const race_state *st = vs;
    race_action *l = malloc(RACE_MAX_ACTIONS * sizeof *l);
    cJSON *arr;

    if (!l)
        return cJSON_CreateArray();
    arr = actions_json(st, l, race_legal_actions(st, l, RACE_MAX_ACTIONS));
    free(l);
    return arr;
}

static int g_seat_to_move(const void *vs)
{
    const race_state *st = vs;

    return st->result == RACE_RES_NONE ? st->active : -1;
}

static int g_outcome(const void *vs, char *buf, size_t n)
{
    const race_state *st = vs;

    if (st->result == RACE_RES_NONE)
        return 0;
    if (buf && n)
        snprintf(buf, n, "%s", race_result_name(st));
    return 1;
}

static cJSON *g_bot_action(void *vs)
{
    race_state *st = vs;
    race_action a;

    if (race_bot_choose(st, &a) < 0)
        return NULL;
    return race_action_json(st, &a);
}

static cJSON *bool_json(int v)
{
    return cJSON_CreateBool(v != 0);
}

static cJSON *counter_list(const int *c, int n)
{
    cJSON *arr = cJSON_CreateArray();
    int i;

    for (i = 0; arr && i < n; i++)
        cJSON_AddItemToArray(arr, cJSON_CreateString(race_counter_ids[c[i]]));
    return arr;
}

cJSON *race_state_json(const void *vs)
{
    const race_state *st = vs;
    cJSON *j = cJSON_CreateObject(), *arr, *o;
    char h[8], row[RACE_MAX_COLS + 1], side[16];
    int i, r, c, d, cells = st->cols * st->rows;
    static const char ter[] = "RCPL";

    cJSON_AddStringToObject(j, "game", "race");
    cJSON_AddStringToObject(j, "scenario", st->scenario);
    cJSON_AddNumberToObject(j, "round", st->round);
    cJSON_AddNumberToObject(j, "round_cap", st->round_cap);
    cJSON_AddStringToObject(j, "active", race_nation_id(st->active));
    cJSON_AddStringToObject(j, "phase", race_phase_ids[st->phase]);
    if (st->pending >= 0)
        cJSON_AddStringToObject(j, "pending", race_cell_label(st, st->pending, h, sizeof h));
    else
        cJSON_AddNullToObject(j, "pending");
    if (st->rout >= 0)
        cJSON_AddNumberToObject(j, "rout", st->rout);
    else
        cJSON_AddNullToObject(j, "rout");
    cJSON_AddItemToObject(j, "rout_rest", bool_json(st->rout_rest));
    if (st->result != RACE_RES_NONE)
        cJSON_AddStringToObject(j, "result", race_result_name(st));
    else
        cJSON_AddNullToObject(j, "result");
    arr = cJSON_AddArrayToObject(j, "seats");
    for (i = 0; i < RACE_NATIONS; i++)
        cJSON_AddItemToArray(arr, cJSON_CreateString(race_seat_ids[st->seat[i]]));
    arr = cJSON_AddArrayToObject(j, "levels");
    for (i = 0; i < RACE_NATIONS; i++)
        cJSON_AddItemToArray(arr, cJSON_CreateString(
            level_ids[st->level[i] >= 0 && st->level[i] < RACE_LEVELS ? st->level[i] : 0]));
    o = cJSON_AddObjectToObject(j, "map");
    cJSON_AddNumberToObject(o, "cols", st->cols);
    cJSON_AddNumberToObject(o, "rows", st->rows);
    arr = cJSON_AddArrayToObject(o, "terrain");
    for (r = 0; r < st->rows; r++) {
        for (c = 0; c < st->cols; c++)
            row[c] = ter[st->cell[r * st->cols + c].terrain];
        row[st->cols] = 0;
        cJSON_AddItemToArray(arr, cJSON_CreateString(row));
    }
    arr = cJSON_AddArrayToObject(o, "scouted");
    for (r = 0; r < st->rows; r++) {
        for (c = 0; c < st->cols; c++)
            row[c] = st->cell[r * st->cols + c].scouted ? '1' : '0';
        row[st->cols] = 0;
        cJSON_AddItemToArray(arr, cJSON_CreateString(row));
    }
    {
        cJSON *w = cJSON_AddArrayToObject(o, "walls");
        cJSON *b = cJSON_AddArrayToObject(o, "breaches");
        for (i = 0; i < cells; i++)
            for (d = 0; d < 3; d++) {  /* N, NE, SE: each side once */
                if (race_nb(st, i, d) < 0 ||
                    !((st->grid.side[RACE_LAYER_WALL][i] >> d) & 1))
                    continue;
                snprintf(side, sizeof side, "%s:%s",
                         race_cell_label(st, i, h, sizeof h), race_dir_names[d]);
                cJSON_AddItemToArray(
                    (st->grid.side[RACE_LAYER_BREACH][i] >> d) & 1 ? b : w,
                    cJSON_CreateString(side));
            }
    }
    {
        cJSON *gar = cJSON_AddObjectToObject(o, "garrison");
        for (i = 0; i < RACE_COUNTER_KINDS; i++)
            if (st->garrison[i])
                cJSON_AddNumberToObject(gar, race_counter_ids[i], st->garrison[i]);
    }
    arr = cJSON_AddArrayToObject(o, "legation");
    for (i = 0; i < RACE_LEGATION_HEXES; i++)
        cJSON_AddItemToArray(arr, cJSON_CreateString(
            race_cell_label(st, st->legation[i], h, sizeof h)));
    arr = cJSON_AddArrayToObject(j, "counters");
    for (i = 0; i < cells; i++) {
        if (st->cell[i].counter == RACE_C_NONE)
            continue;
        o = cJSON_CreateObject();
        cJSON_AddStringToObject(o, "hex", race_cell_label(st, i, h, sizeof h));
        cJSON_AddStringToObject(o, "counter", race_counter_ids[st->cell[i].counter]);
        cJSON_AddNumberToObject(o, "suppression", st->cell[i].csup);
        cJSON_AddItemToObject(o, "tried", bool_json(st->cell[i].ctried));
        cJSON_AddItemToArray(arr, o);
    }
    arr = cJSON_AddArrayToObject(j, "units");
    for (i = 0; i < st->nunits; i++) {
        const race_unit *u = &st->unit[i];
        o = cJSON_CreateObject();
        cJSON_AddNumberToObject(o, "id", i);
        cJSON_AddStringToObject(o, "nation", race_nation_id(u->nation));
        cJSON_AddStringToObject(o, "kind", u->kind == RACE_ARTILLERY ? "artillery" : "troops");
        if (u->alive)
            cJSON_AddStringToObject(o, "hex", race_cell_label(st, u->cell, h, sizeof h));
        else
            cJSON_AddNullToObject(o, "hex");
        cJSON_AddNumberToObject(o, "suppression", u->sup);
        cJSON_AddItemToObject(o, "pinned", bool_json(u->pinned));
        cJSON_AddItemToObject(o, "out_of_ammo", bool_json(u->no_ammo));
        cJSON_AddItemToObject(o, "moved", bool_json(u->moved));
        cJSON_AddItemToObject(o, "fought", bool_json(u->fought));
        cJSON_AddNumberToObject(o, "steps", u->steps);
        cJSON_AddNumberToObject(o, "move_roll", u->mroll);
        cJSON_AddItemToObject(o, "moved_past", bool_json(u->past));
        if (u->alive && u->advance && race_nb(st, u->cell, u->advance - 1) >= 0)
            cJSON_AddStringToObject(o, "advance", race_cell_label(
                st, race_nb(st, u->cell, u->advance - 1), h, sizeof h));
        else
            cJSON_AddNullToObject(o, "advance");
        cJSON_AddItemToObject(o, "rallied", bool_json(u->rallied));
        cJSON_AddItemToObject(o, "fired", bool_json(u->fired));
        cJSON_AddItemToObject(o, "breach_tried", bool_json(u->breach_tried));
        cJSON_AddItemToObject(o, "rolled", bool_json(u->rolled));
        cJSON_AddItemToObject(o, "swapped", bool_json(u->swapped));
        cJSON_AddItemToArray(arr, o);
    }
    o = cJSON_AddObjectToObject(j, "pile");
    cJSON_AddNumberToObject(o, "draw", st->pile.ndraw);
    cJSON_AddNumberToObject(o, "discard", st->pile.ndiscard);
    /* the order is the future: draw_pile's last is drawn next */
    cJSON_AddItemToObject(o, "draw_pile", counter_list(st->pile.draw, st->pile.ndraw));
    cJSON_AddItemToObject(o, "discards", counter_list(st->pile.discard, st->pile.ndiscard));
    o = cJSON_AddObjectToObject(j, "legation_held");
    for (i = 0; i < RACE_NATIONS; i++)
        cJSON_AddNumberToObject(o, race_nation_id(i), race_legation_held(st, i));
    arr = cJSON_AddArrayToObject(j, "rolls");
    for (i = 0; i < st->nroll; i++) {
        const race_roll *rl = &st->roll[i];
        o = cJSON_CreateObject();
        cJSON_AddStringToObject(o, "kind", race_roll_ids[rl->kind]);
        cJSON_AddNumberToObject(o, "die", rl->die);
        cJSON_AddNumberToObject(o, "mod", rl->mod);
        cJSON_AddNumberToObject(o, "total", rl->total);
        cJSON_AddStringToObject(o, "mods", rl->mods);
        cJSON_AddStringToObject(o, "result", rl->result);
        cJSON_AddStringToObject(o, "nation", rl->nation >= 0 ?
                                race_nation_id(rl->nation) : "chinese");
        cJSON_AddNumberToObject(o, "unit", rl->unit);
        if (rl->cell >= 0)
            cJSON_AddStringToObject(o, "hex", race_cell_label(st, rl->cell, h, sizeof h));
        else
            cJSON_AddNullToObject(o, "hex");
        cJSON_AddItemToArray(arr, o);
    }
    cJSON_AddNumberToObject(j, "actions", (double)st->nactions);
    cJSON_AddNumberToObject(j, "turns", (double)st->turns);
    cJSON_AddNumberToObject(j, "epoch", (double)st->epoch);
    cJSON_AddNumberToObject(j, "roll_action", (double)st->roll_action);
    cJSON_AddItemToObject(j, "dice", position_dice_json(&st->dice));
    return j;
}


static dice *g_state_dice(void *vs)
{
    return &((race_state *)vs)->dice;
}


static int g_validate(const char *path, errs *e)
{
    return game_validate_file(path, &race_rules, race_validate_scenario, jdoc_check_notes, e);
}

static int g_sim(const char *datadir, const char *scenario, const cJSON *options,
                 long games, uint64_t seed, sim_report *out)
{
    int seat[RACE_NATIONS], i, level, levels[RACE_NATIONS];
    errs e;

    errs_clear(&e);
    if (!seats_of(options, seat, &e) || !level_of(options, &level, &e)) {
        snprintf(out->extra, sizeof out->extra, "%s", errs_first(&e));
        return -1;
    }
    /* in the simulator every seat that plays is a computer */
    for (i = 0; i < RACE_NATIONS; i++)
        if (seat[i] == RACE_SEAT_HUMAN)
            seat[i] = RACE_SEAT_COMPUTER;
    for (i = 0; i < RACE_NATIONS; i++)
        levels[i] = level;
    return race_sim(datadir, scenario ? scenario : "peking-1900", seat, levels, games,
                    seed, out);
}

/* The position every seat may see (network play): no rng, and the
 * Rebellion pile's undrawn counters in their canonical order (by kind),
 * so only how many of each kind are left shows. */
cJSON *race_public_json(const void *v)
{
    const race_state *st = v;
    int sorted[DECK_MAX];
    cJSON *j = race_state_json(st), *pile = cJSON_GetObjectItemCaseSensitive(j, "pile");

    game_public_strip(j);
    deck_canonical(st->pile.draw, st->pile.ndraw, sorted);
    cJSON_ReplaceItemInObjectCaseSensitive(pile, "draw_pile",
                                           counter_list(sorted, st->pile.ndraw));
    return j;
}

/* What each action may hold (what race_action_from_json reads): the
 * engine refuses a save's action with any other key. */
static const game_action_keys ACTION_KEYS[] = {
    { "end_phase", { NULL } },
    { "rally", { "unit" } },
    { "fire", { "unit", "target" } },
    { "breach", { "unit", "dir" } },
    { "activate", { "hex" } },
    { "rebel", { "hex", "do", "to", "target" } },
    { "move", { "unit", "to" } },
    { "rout", { "unit", "to" } },
    { "swap", { "unit", "with" } },
    { NULL, { NULL } }
};

const game_rules race_rules = {
    "race",
    "Race to the Legations",
    "Four relief armies race across Peking to the besieged legations.\n"
    "Fill all four legation hexes alone to win, or share the relief.",
    2, 4,
    g_create, g_destroy, g_apply, g_legal, g_seat_to_move, g_outcome,
    g_bot_action, race_state_json, NULL, g_validate, g_sim, race_state_load, g_state_dice,
    ACTION_KEYS,
    race_public_json,
};
