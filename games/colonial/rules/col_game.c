/* col_game: Colonial Siege as a game module (engine/core/game.h): options
 * (seats, the optional rules, the Joker edge order), the entry points, the
 * play-out loop with invariants and the simulator. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "catalog.h"
#include "game.h"
#include "jsonload.h"
#include "paths.h"
#include "col_local.h"

/* (defined at the end: the validator names its own game) */
extern const game_rules colonial_rules;

#define DEFAULT_SCENARIO "compound"

static const char *const seat_ids[] = { "human", "computer", NULL };

static int edition_of(const cJSON *options);

/* A choice option of two ids: 0 for off, 1 for on, -1 with the error. */
static int two_way(const cJSON *v, const char *key, const char *off, const char *on, errs *e)
{
    if (!cJSON_IsString(v) || (strcmp(v->valuestring, off) != 0 &&
                               strcmp(v->valuestring, on) != 0)) {
        errs_add(e, "colonial: option %s: expected \"%s\" or \"%s\"", key, off, on);
        return -1;
    }
    return strcmp(v->valuestring, on) == 0;
}

/* options object -> seats and optional rules */
static int options_of(const cJSON *options, int seat[COL_SIDES], int opt[CO_COUNT],
                      int level[COL_SIDES], errs *e)
{
    const cJSON *s = options ? cJSON_GetObjectItemCaseSensitive(options, "seats") : NULL;

    seat[0] = 0;
    seat[1] = 1;
    if (!game_levels_of(options, COL_SIDES, GAME_LEVEL_HARD, level, "colonial", e))
        return 0;
    for (int k = 0; k < CO_COUNT; k++) {
        const cJSON *v = options ? cJSON_GetObjectItemCaseSensitive(options, col_opt_ids[k])
                                 : NULL;
        opt[k] = 0;
        if (!v)
            continue;
        if (k == CO_JOKER_CHOOSE || k == CO_LITERAL) {
            int on = k == CO_LITERAL ? two_way(v, "forces", "tuned", "literal", e)
                                     : two_way(v, "joker-edge", "random", "choose", e);
            if (on < 0)
                return 0;
            opt[k] = on;
            continue;
        }
        if (!cJSON_IsBool(v)) {
            errs_add(e, "colonial: option %s: expected true or false", col_opt_ids[k]);
            return 0;
        }
        opt[k] = cJSON_IsTrue(v);
    }
    /* a game begun before the tuned order of battle keeps the literal one */
    if (edition_of(options) < COL_ED_TUNED)
        opt[CO_LITERAL] = 1;
    if (!s)
        return 1;
    if (!cJSON_IsArray(s) || cJSON_GetArraySize(s) != COL_SIDES) {
        errs_add(e, "colonial: option seats: expected an array of 2 seats (Defender, Attacker)");
        return 0;
    }
    for (int i = 0; i < COL_SIDES; i++) {
        const cJSON *v = cJSON_GetArrayItem(s, i);
        int k;
        for (k = 0; seat_ids[k]; k++)
            if (cJSON_IsString(v) && strcmp(v->valuestring, seat_ids[k]) == 0)
                break;
        if (!seat_ids[k]) {
            errs_add(e, "colonial: option seats[%d]: expected human or computer", i);
            return 0;
        }
        seat[i] = k;
    }
    return 1;
}

/* Options saved before the set-up step existed have no "deploy": such a
 * game replays with the follow-up after a melee as it was then. */
static int legacy_of(const cJSON *options)
{
    return !options || !cJSON_GetObjectItemCaseSensitive(options, col_opt_ids[CO_DEPLOY]);
}

/* Every new game writes the catalog's "edition" (COL_EDITION); options
 * without it were saved before the second audit's table rules and replay
 * by the rules of then. The catalog checks a save's value (1 to ours);
 * here only a whole number counts, anything else reads as the first. */
static int edition_of(const cJSON *options)
{
    const cJSON *v = options ? cJSON_GetObjectItemCaseSensitive(options, "edition") : NULL;

    if (!cJSON_IsNumber(v) || v->valuedouble < 1 || v->valuedouble > COL_EDITION)
        return 1;
    return (int)v->valuedouble;
}

/* The rules a game is played by, from its options. */
static void rules_of(col_state *st, const cJSON *options)
{
    st->legacy = legacy_of(options);
    st->edition = edition_of(options);
}

const char *col_result_name(const col_state *st)
{
    if (!st->over)
        return "none";
    return st->winner == COL_DEF ? "defender-wins" : "attacker-wins";
}

int col_seat_to_move(const col_state *st)
{
    if (st->over)
        return -1;
    switch (st->dec) {
    case DEC_CASUALTY: return st->cas_side;
    case DEC_SPECIAL: case DEC_PLACE: case DEC_EDGE: case DEC_OPEN: return COL_ATT;
    case DEC_REGROUP: case DEC_DEPLOY: return COL_DEF;
    case DEC_FOLLOW: return st->fol_side;
    default: return st->side;
    }
}

/* Play to the end with the computer on both seats; check after each action. */
int col_play_out(col_state *st, glog *log, int (*check)(const col_state *, char *, size_t),
                 char *why, size_t n)
{
    col_action a;

    if (check && !check(st, why, n))
        return -1;
    for (long step = 0; !st->over; step++) {
        if (step > 60000)
            return col_refuse(why, n, "the game did not end in 60000 actions");
        if (col_bot_choose(st, &a, log) < 0)
            return col_refuse(why, n, "the bot found no action");
        if (check && !check(st, why, n))
            return -1;
    }
    (void)log;
    return 0;
}

static void *g_create(const char *datadir, const char *scenario, const cJSON *options,
                      uint64_t seed, errs *e)
{
    int seat[COL_SIDES], opt[CO_COUNT], level[COL_SIDES];
    col_state *st;

    if (!options_of(options, seat, opt, level, e))
        return NULL;
    st = col_new(datadir, scenario ? scenario : DEFAULT_SCENARIO, opt, seat, seed, e);
    if (st) {
        rules_of(st, options);
        memcpy(st->level, level, sizeof st->level);
        /* without the set-up, the natives' opening roll waits for the
         * action "start", so a player rolling his own dice is asked for it */
        col_begin(st, NULL);
    }
    return st;
}

static void g_destroy(void *st)
{
    free(st);
}

static int g_apply(void *vs, const cJSON *action, glog *log, char *why, size_t n)
{
    col_action a;

    if (col_action_from_json(vs, action, &a, why, n) < 0)
        return -1;
    return col_apply(vs, &a, log, why, n);
}

static cJSON *one_json(const void *st, const void *a)
{
    return col_action_json(st, a);
}

static cJSON *g_legal(const void *vs)
{
    col_action *l = malloc(COL_MAX_LEGAL * sizeof *l);
    cJSON *arr = l ? game_actions_json(vs, l, sizeof *l, col_legal(vs, l, COL_MAX_LEGAL), one_json)
                   : cJSON_CreateArray();

    free(l);
    return arr;
}

static int g_seat_to_move(const void *vs)
{
    return col_seat_to_move(vs);
}

static int g_outcome(const void *vs, char *buf, size_t n)
{
    const col_state *st = vs;

    if (!st->over)
        return 0;
    if (buf && n)
        snprintf(buf, n, "%s", col_result_name(st));
    return 1;
}

static cJSON *g_bot_action(void *vs)
{
    col_action a;

    if (col_bot_pick(vs, &a) < 0)
        return NULL;
    return col_action_json(vs, &a);
}

static cJSON *g_state_json(const void *vs)
{
    return col_state_json(vs);
}

static cJSON *g_public_json(const void *vs)
{
    return col_public_json(vs);
}


static dice *g_state_dice(void *vs)
{
    return &((col_state *)vs)->dice;
}


static int g_validate(const char *path, errs *e)
{
    return game_validate_file(path, &colonial_rules, col_validate_scenario, jdoc_check_notes, e);
}


/* a random legal action for the side to move (the simulator's yardstick) */
static int random_choose(col_state *st, col_action *l, rng *r, char *why, size_t n)
{
    int k = col_legal(st, l, COL_MAX_LEGAL);

    if (k < 1)
        return col_refuse(why, n, "no legal action for the random player");
    return col_apply(st, &l[rng_range(r, k)], NULL, why, n);
}

/* One game: the computer on both seats except the sides in `random`
 * (bits), which choose among the legal actions at random. */
static int play_mixed(col_state *st, int random, col_action *l, uint64_t seed, char *why,
                      size_t n)
{
    col_action a;
    rng r;

    if (!random)
        return col_play_out(st, NULL, NULL, why, n);
    rng_seed(&r, seed ^ 0x5a5a5a5a5a5aULL);
    for (long step = 0; !st->over; step++) {
        int side = col_seat_to_move(st);
        if (step > 60000)
            return col_refuse(why, n, "the game did not end in 60000 actions");
        if (random & 1 << side) {
            if (random_choose(st, l, &r, why, n) < 0)
                return -1;
        } else if (col_bot_choose(st, &a, NULL) < 0) {
            return col_refuse(why, n, "the bot found no action");
        }
    }
    return 0;
}

/* "defender", "attacker" or "both" in a test switch -> side bits */
static int sides_of(const char *v)
{
    if (!v)
        return 0;
    return (!strcmp(v, "defender") || !strcmp(v, "both") ? 1 << COL_DEF : 0) |
           (!strcmp(v, "attacker") || !strcmp(v, "both") ? 1 << COL_ATT : 0);
}

static int g_sim(const char *datadir, const char *scenario, const cJSON *options,
                 long games, uint64_t seed, sim_report *out)
{
    int seat[COL_SIDES], opt[CO_COUNT], level[COL_SIDES];
    /* test switches of the simulator: sides played at random or by the
     * first computer players (notes.md, Computer players) */
    int random = sides_of(getenv("LEGATION_COLONIAL_RANDOM")) & 3;
    int old = sides_of(getenv("LEGATION_COLONIAL_OLD"));
    col_action *l = malloc(COL_MAX_LEGAL * sizeof *l);
    char why[256];
    double t0, cards = 0, ammo = 0, left[COL_SIDES] = { 0, 0 };
    col_state *tpl, *st;
    errs e;
    static const char *const level_tag[GAME_LEVELS] = { " (normal)", " (easy)", " (hard)" };

    errs_clear(&e);
    memset(out, 0, sizeof *out);
    if (!options_of(options, seat, opt, level, &e)) {
        snprintf(out->extra, sizeof out->extra, "%s", errs_first(&e));
        return -1;
    }
    seat[0] = seat[1] = 1;
    tpl = col_new(datadir, scenario ? scenario : DEFAULT_SCENARIO, opt, seat, 1, &e);
    if (tpl) {
        rules_of(tpl, options);
        memcpy(tpl->level, level, sizeof tpl->level);
    }
    st = malloc(sizeof *st);
    if (!tpl || !st || !l) {
        free(l);
        snprintf(out->extra, sizeof out->extra, "%s", e.n ? errs_first(&e) : "out of memory");
        free(tpl);
        free(st);
        return -1;
    }
    t0 = sim_cpu_seconds();
    for (long g = 0; g < games; g++) {
        memcpy(st, tpl, sizeof *st);
        dice_init(&st->dice, sim_game_seed(seed, g));
        st->bot_old = old;
        col_start(st, NULL);
        if (play_mixed(st, random, l, sim_game_seed(seed, g), why, sizeof why) < 0) {
            snprintf(out->extra, sizeof out->extra, "game %ld failed: %s", g, why);
            free(l);
            free(tpl);
            free(st);
            return -1;
        }
        sim_report_count(out, col_result_name(st));
        cards += st->cards_drawn;
        ammo += st->rifle;
        left[COL_DEF] += col_defenders_alive(st);
        left[COL_ATT] += col_natives_on_table(st);
    }
    out->games = games;
    out->seconds = sim_cpu_seconds() - t0;
    if (games > 0)
        snprintf(out->extra, sizeof out->extra,
                 "average cards drawn: %.1f\nrifle ammunition left: %.1f\n"
                 "figures standing at the end: defenders %.1f, natives %.1f\n"
                 "defender: %s%s; attacker: %s%s",
                 cards / games, ammo / games, left[COL_DEF] / games, left[COL_ATT] / games,
                 random & 1 ? "random" : old & 1 ? "old computer" : "computer",
                 random & 1 ? "" : level_tag[level[COL_DEF]],
                 random & 2 ? "random" : old & 2 ? "old computer" : "computer",
                 random & 2 ? "" : level_tag[level[COL_ATT]]);
    free(l);
    free(tpl);
    free(st);
    return 0;
}

static void *g_state_load(const char *datadir, const char *scenario, const cJSON *options,
                          const jdoc *d, const cJSON *pos, const char *path, errs *e)
{
    int seat[COL_SIDES], opt[CO_COUNT], level[COL_SIDES];
    col_state *st;

    if (!options_of(options, seat, opt, level, e))
        return NULL;
    st = col_state_load(datadir, scenario ? scenario : DEFAULT_SCENARIO, opt, seat, d, pos,
                        path, e);
    if (st) {
        rules_of(st, options);
        memcpy(st->level, level, sizeof st->level);
    }
    return st;
}

/* The keys each action may carry in a save (checked by the engine before
 * replaying; see game_rules.action_keys). */
static const game_action_keys ACTION_KEYS[] = {
    { "end", { NULL } },
    { "move", { "group", "x", "y" } },
    { "charge", { "group", "target" } },
    { "fire", { "group", "target" } },
    { "face", { "group", "facing" } },
    { "floor", { "group", "floor" } },
    { "combine", { "group", "target" } },
    { "withdraw", { "group" } },
    { "gate", { "group", "wall" } },
    { "climb", { "group", "wall" } },
    { "pull", { "group", "wall" } },
    { "ignite", { "group", "building" } },
    { "fight-fire", { "group", "building", "mode" } },
    { "recrew", { "group", "target" } },
    { "crewman", { "group", "target" } },
    { "casualty", { "figure" } },
    { "special", { "kind" } },
    { "place", { "at" } },
    { "edge", { "edge" } },
    { "deploy", { "group", "x", "y", "floor" } },
    { "start", { NULL } },
    { "follow", { "take" } },
    { NULL, { NULL } },
};

/* Where turns and cards begin, the story charts' figures (*_story.c). */
extern const game_story colonial_story;
/* The Load list's line: the cards drawn and the ammunition left. */
static void g_summary(const void *st, char *buf, size_t n)
{
    const col_state *s = st;
    snprintf(buf, n, "Card %d drawn; ammunition %d rifle, %d gun", s->cards_drawn, s->rifle,
             s->gunammo);
}

const game_rules colonial_rules = {
    "colonial",
    "Colonial Siege",
    "A garrison holds its compound against waves of natives till the column comes.\n"
    "A deck of cards says who acts; dice totals kill; ammunition runs low.",
    2, 2,
    g_create, g_destroy, g_apply, g_legal, g_seat_to_move, g_outcome,
    g_bot_action, g_state_json, NULL, g_validate, g_sim, g_state_load,
    g_state_dice,
    ACTION_KEYS,
    g_public_json,
    &colonial_story,
    g_summary,
};
