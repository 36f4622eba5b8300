/* tuan_game: the Tuan rules as a game module (engine/core/game.h): options
 * (seats and the eight optional rules), the entry points, the invariants a
 * sane game keeps and the simulator. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "catalog.h"
#include "game.h"
#include "jsonload.h"
#include "paths.h"
#include "tuan_local.h"

/* (defined at the end: the validator names its own game) */
extern const game_rules tuan_rules;

static const char *const seat_ids[] = { "human", "computer", NULL };

const char *tu_result_name(const tu_state *st)
{
    switch (st->result) {
    case TU_R_ALLIES: return "allies-win";
    case TU_R_CHINESE: return "chinese-win";
    case TU_R_DRAW: return "draw";
    default: return "none";
    }
}

/* options object -> seats and optional rules */
static int options_of(const cJSON *options, int seat[TU_SIDES], int opt[TO_COUNT],
                      int level[TU_SIDES], errs *e)
{
    if (!game_levels_of(options, TU_SIDES, GAME_LEVEL_HARD, level, "tuan", e))
        return 0;
    const cJSON *s = options ? cJSON_GetObjectItemCaseSensitive(options, "seats") : NULL;

    seat[0] = 0;
    seat[1] = 1;
    for (int k = 0; k < TO_COUNT; k++) {
        const cJSON *v = options ? cJSON_GetObjectItemCaseSensitive(options, tu_opt_ids[k]) : NULL;
        if (v && !cJSON_IsBool(v)) {
            errs_add(e, "tuan: option %s: expected true or false", tu_opt_ids[k]);
            return 0;
        }
        opt[k] = cJSON_IsTrue(v);
    }
    if (!s)
        return 1;
    if (!cJSON_IsArray(s) || cJSON_GetArraySize(s) != TU_SIDES) {
        errs_add(e, "tuan: option seats: expected an array of 2 seats (Allies, Chinese)");
        return 0;
    }
    for (int i = 0; i < TU_SIDES; i++) {
        const cJSON *v = cJSON_GetArrayItem(s, i);
        int k;
        for (k = 0; seat_ids[k]; k++)
            if (cJSON_IsString(v) && strcmp(v->valuestring, seat_ids[k]) == 0)
                break;
        if (!seat_ids[k]) {
            errs_add(e, "tuan: option seats[%d]: expected human or computer", i);
            return 0;
        }
        seat[i] = k;
    }
    return 1;
}

int tu_check_invariants(const tu_state *st, char *why, size_t n)
{
    for (int i = 0; i < st->ntrays; i++) {
        const tu_tray *t = &st->tray[i];
        int m = tu_morale(st, i);
        if (m < 1 || m > 4)
            return tu_refuse(why, n, "%s has morale %d.", t->name, m) + 1;
        if (t->figures < 0 || t->figures > t->figures0 || t->guns < 0)
            return tu_refuse(why, n, "%s has %d figures of %d.", t->name, t->figures,
                             t->figures0) + 1;
        if (t->actions < 0 || t->actions > 3)
            return tu_refuse(why, n, "%s has %d actions.", t->name, t->actions) + 1;
        if (!tu_on_table(t))
            continue;
        if (!tu_place_ok(st, i, &t->p, why, n))
            return 0;
    }
    return 1;
}

int tu_play_out(tu_state *st, glog *log, int (*check)(const tu_state *, char *, size_t),
                char *why, size_t n)
{
    tu_action a;

    for (long step = 0; st->phase != TU_P_OVER; step++) {
        if (step > 20000)
            return tu_refuse(why, n, "the game did not end in 20000 actions");
        if (tu_bot_choose(st, &a) < 0)
            return tu_refuse(why, n, "the bot found no action");
        if (tu_apply(st, &a, log, why, n) < 0) {
            char w2[200];
            snprintf(w2, sizeof w2, "bot action refused: %s", why);
            return tu_refuse(why, n, "%s", w2);
        }
        if (check && !check(st, why, n))
            return -1;
    }
    return 0;
}

/* A bot game with the invariants checked after every action, and figures,
 * guns and officers only ever lost (an inspired ensign may take a fallen
 * leader's place: that is the one way back). */
static int play_checked(tu_state *st, char *why, size_t n)
{
    int fig[TU_MAX_TRAYS], guns[TU_MAX_TRAYS], seen = st->ntrays;
    tu_action a;

    for (int i = 0; i < TU_MAX_TRAYS; i++) {
        fig[i] = i < st->ntrays ? st->tray[i].figures : 0;
        guns[i] = i < st->ntrays ? st->tray[i].guns : 0;
    }
    if (!tu_check_invariants(st, why, n))
        return -1;
    for (long step = 0; st->phase != TU_P_OVER; step++) {
        if (step > 20000)
            return tu_refuse(why, n, "the game did not end in 20000 actions");
        if (tu_bot_choose(st, &a) < 0)
            return tu_refuse(why, n, "the bot found no action");
        if (tu_apply(st, &a, NULL, why, n) < 0) {
            char w2[200];
            snprintf(w2, sizeof w2, "bot action refused: %.170s", why);
            return tu_refuse(why, n, "%s", w2);
        }
        if (!tu_check_invariants(st, why, n)) {
            cJSON *j = tu_action_json(st, &a);
            char *txt = j ? cJSON_PrintUnformatted(j) : NULL, w2[200];
            snprintf(w2, sizeof w2, "%.120s (after %.70s)", why, txt ? txt : "?");
            free(txt);
            cJSON_Delete(j);
            return tu_refuse(why, n, "%s", w2);
        }
        for (int i = 0; i < st->ntrays; i++) {
            const tu_tray *t = &st->tray[i];
            if (i >= seen)   /* horses that came off their gun */
                fig[i] = t->figures, guns[i] = t->guns, seen = i + 1;
            if (t->figures > fig[i] || t->guns > guns[i])
                return tu_refuse(why, n, "%s gained figures or guns", t->name);
            fig[i] = t->figures;
            guns[i] = t->guns;
        }
    }
    return 0;
}

/* ---- entry points ------------------------------------------------------ */

static void *g_create(const char *datadir, const char *scenario, const cJSON *options,
                      uint64_t seed, errs *e)
{
    int seat[TU_SIDES], opt[TO_COUNT], level[TU_SIDES];
    tu_state *st;

    if (!options_of(options, seat, opt, level, e))
        return NULL;
    /* the first dice for who activates wait for the action "start", so a
     * player who rolls his own dice is asked for them */
    st = tu_new_open(datadir, scenario ? scenario : "appendix-a", opt, seat, seed, e);
    if (st)
        memcpy(st->level, level, sizeof st->level);
    return st;
}

static void g_destroy(void *st)
{
    tu_free(st);
}

static int g_apply(void *vs, const cJSON *action, glog *log, char *why, size_t n)
{
    tu_action a;

    if (tu_action_from_json(vs, action, &a, why, n) < 0)
        return -1;
    return tu_apply(vs, &a, log, why, n);
}

static cJSON *one_json(const void *st, const void *a)
{
    return tu_action_json(st, a);
}

static cJSON *g_legal(const void *vs)
{
    tu_action *l = malloc(TU_MAX_LEGAL * sizeof *l);
    cJSON *arr = l ? game_actions_json(vs, l, sizeof *l, tu_legal(vs, l, TU_MAX_LEGAL), one_json)
                   : cJSON_CreateArray();

    free(l);
    return arr;
}

static int g_seat_to_move(const void *vs)
{
    const tu_state *st = vs;

    int f;

    if (st->phase == TU_P_OVER)
        return -1;
    /* a retreated tray's owner chooses its facing before play goes on */
    f = tu_face_pending(st);
    if (f < 0)
        f = tu_ff_pending(st);  /* random event 2: the owner picks the tray */
    return f >= 0 ? st->tray[f].side : st->side;
}

static int g_outcome(const void *vs, char *buf, size_t n)
{
    const tu_state *st = vs;

    if (st->result == TU_R_NONE)
        return 0;
    if (buf && n)
        snprintf(buf, n, "%s", tu_result_name(st));
    return 1;
}

static cJSON *g_bot_action(void *vs)
{
    tu_action a;

    if (tu_bot_choose(vs, &a) < 0)
        return NULL;
    return tu_action_json(vs, &a);
}

static cJSON *g_state_json(const void *vs)
{
    return tu_state_json(vs);
}


/* The dice the session feeds a save's rolls and faces entered by hand. */
static dice *g_state_dice(void *vs)
{
    return &((tu_state *)vs)->dice;
}


static int g_validate(const char *path, errs *e)
{
    return game_validate_file(path, &tuan_rules, tu_validate_scenario, game_check_text, e);
}


static int g_sim(const char *datadir, const char *scenario, const cJSON *options,
                 long games, uint64_t seed, sim_report *out)
{
    int seat[TU_SIDES], opt[TO_COUNT], level[TU_SIDES];
    char why[256];
    double t0, turns = 0, left[TU_SIDES] = { 0, 0 }, fell[TU_SIDES] = { 0, 0 };
    tu_state *tpl, *st;
    errs e;

    errs_clear(&e);
    memset(out, 0, sizeof *out);
    if (!options_of(options, seat, opt, level, &e)) {
        snprintf(out->extra, sizeof out->extra, "%s", errs_first(&e));
        return -1;
    }
    seat[0] = seat[1] = 1;
    tpl = tu_new(datadir, scenario ? scenario : "appendix-a", opt, seat, 1, &e);
    if (tpl)
        memcpy(tpl->level, level, sizeof tpl->level);
    st = malloc(sizeof *st);
    if (!tpl || !st) {
        snprintf(out->extra, sizeof out->extra, "%s", e.n ? errs_first(&e) : "out of memory");
        tu_free(tpl);
        free(st);
        return -1;
    }
    t0 = sim_cpu_seconds();
    for (long g = 0; g < games; g++) {
        memcpy(st, tpl, sizeof *st);
        dice_init(&st->dice, sim_game_seed(seed, g));
        tu_begin(st, NULL);   /* the bot's first action is "start", as in play */
        if (play_checked(st, why, sizeof why) < 0) {
            snprintf(out->extra, sizeof out->extra, "game %ld failed: %s", g, why);
            tu_free(tpl);
            free(st);
            return -1;
        }
        sim_report_count(out, tu_result_name(st));
        turns += st->turn > st->max_turns ? st->max_turns : st->turn;
        for (int i = 0; i < st->ntrays; i++)
            if (tu_on_table(&st->tray[i]) && !st->tray[i].routed &&
                st->tray[i].arm != TU_TEAM)
                left[st->tray[i].side]++;
        /* the figures each side lost: where one side always wins (Appendix
         * A) the price of the win tells the levels apart (notes.md) */
        for (int i = 0; i < st->ntrays; i++)
            if (st->tray[i].arm != TU_TEAM)
                fell[st->tray[i].side] += st->tray[i].figures0 - st->tray[i].figures;
    }
    out->games = games;
    out->seconds = sim_cpu_seconds() - t0;
    if (games > 0)
        snprintf(out->extra, sizeof out->extra,
                 "players: Allies computer (%s), Chinese computer (%s)\n"
                 "average turns: %.2f\ntrays left standing: Allies %.1f, Chinese %.1f\n"
                 "figures lost: Allies %.2f, Chinese %.2f\n"
                 "invariants checked after every action: morale 1-4, figures and guns "
                 "only lost, no tray on another or in terrain it may not enter",
                 game_level_names[level[0]], game_level_names[level[1]], turns / games,
                 left[0] / games, left[1] / games, fell[0] / games, fell[1] / games);
    tu_free(tpl);
    free(st);
    return 0;
}

static void *g_state_load(const char *datadir, const char *scenario, const cJSON *options,
                          const jdoc *d, const cJSON *pos, const char *path, errs *e)
{
    int seat[TU_SIDES], opt[TO_COUNT], level[TU_SIDES];

    if (!options_of(options, seat, opt, level, e))
        return NULL;
    tu_state *st = tu_state_load(datadir, scenario ? scenario : "appendix-a", opt, seat, d,
                                 pos, path, e);
    if (st)
        memcpy(st->level, level, sizeof st->level);
    return st;
}

/* What each action may hold (what tu_action_from_json reads): the engine
 * refuses a save's action with any other key. */
static const game_action_keys ACTION_KEYS[] = {
    { "activate", { "trays" } },
    { "rally", { "tray" } },
    { "melee", { "tray", "target" } },
    { "forfeit", { "tray" } },
    { "pass", { NULL } },
    { "move", { "tray", "x", "y", "facing" } },
    { "fire", { "trays", "target", "spotter", "at" } },
    { "charge", { "tray", "target", "targets", "with" } },
    { "formation", { "tray" } },
    { "mount", { "tray" } },
    { "limber", { "tray" } },
    { "recrew", { "tray" } },
    { "resupply", { "tray" } },
    { "end_activation", { NULL } },
    { "face", { "tray", "facing" } },
    { "start", { NULL } },
    { NULL, { NULL } }
};

/* Where turns and cards begin, the story charts' figures (*_story.c). */
extern const game_story tuan_story;
/* The Load list's line: the turn and the trays standing on each side. */
static void g_summary(const void *st, char *buf, size_t n)
{
    const tu_state *s = st;
    int up[TU_SIDES] = {0, 0};
    for (int i = 0; i < s->ntrays; i++)
        if (!s->tray[i].off && s->tray[i].side >= 0 && s->tray[i].side < TU_SIDES)
            up[s->tray[i].side]++;
    /* the scenario's title is the load list's own, before this line */
    snprintf(buf, n, "Turn %d of %d; trays standing: Allies %d, Chinese %d",
             s->turn > s->max_turns ? s->max_turns : s->turn, s->max_turns, up[0], up[1]);
}

const game_rules tuan_rules = {
    "tuan",
    "Tuan",
    "Boxer-Rebellion battles with trays of figures on a measured table.\n"
    "Activation dice against morale, fire, charges and hand-to-hand.",
    2, 2,
    g_create, g_destroy, g_apply, g_legal, g_seat_to_move, g_outcome,
    g_bot_action, g_state_json, NULL, g_validate, g_sim, g_state_load,
    g_state_dice,
    ACTION_KEYS,
    NULL,               /* public_json: state_json without its rng */
    &tuan_story,
    g_summary,
};
