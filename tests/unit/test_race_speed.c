/* test_race_speed: the simulator's speed work changes no game. The rules'
 * hints (race_state.hint_cell, hint_unit) are only guesses: scrambling
 * them before every action gives the same game. The simulator's bot,
 * made once a run and reset per game, plays the games a fresh bot per
 * game plays, and its state, reset per game by copying only what a game
 * changes, is byte for byte a fresh one. And bot games from fixed seeds keep their recorded
 * outcomes (recorded when the speed work began: a change of the bot or
 * the rules that alters them must say so here). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/race/rules/race_local.h"
#include "test.h"

static const int four[RACE_NATIONS] = { RACE_SEAT_COMPUTER, RACE_SEAT_COMPUTER,
                                        RACE_SEAT_COMPUTER, RACE_SEAT_COMPUTER };
static const int hard[RACE_NATIONS] = { RACE_LEVEL_HARD, RACE_LEVEL_HARD, RACE_LEVEL_HARD,
                                        RACE_LEVEL_HARD };

static race_state *fresh(uint64_t seed)
{
    race_state *st = calloc(1, sizeof *st);
    errs e;

    errs_clear(&e);
    if (!st || !race_load_file(st, "scenarios/race/peking-1900.json", &e)) {
        printf("  cannot load: %s\n", e.n ? errs_first(&e) : "out of memory");
        free(st);
        return NULL;
    }
    memcpy(st->level, hard, sizeof st->level);
    race_setup(st, four, seed);
    return st;
}

static void hints_are_only_guesses(void)
{
    uint64_t seed;

    for (seed = 1; seed <= 2; seed++) {
        race_state *a = fresh(seed), *b = fresh(seed), *c = malloc(sizeof *c);
        race_bot *bot = a ? race_bot_new(a) : NULL;
        long k = 0;
        int cells;
        char why[256];
        CHECK(a && b && c && bot);
        if (!a || !b || !c || !bot) {
            free(a), free(b), free(c), race_bot_free(bot);
            return;
        }
        cells = a->cols * a->rows;
        while (a->result == RACE_RES_NONE && k < 100000) {
            race_action act;
            CHECK_INT(race_bot_step(bot, a, &act), 0);
            /* wrong, stale, out of range: the rules must not care */
            b->hint_cell = (int)((k * 7919) % (cells + 20)) - 10;
            b->hint_unit = (int)((k * 104729) % (b->nunits + 20)) - 10;
            CHECK_INT(race_do(a, &act, NULL, why, sizeof why), 0);
            if (race_do(b, &act, NULL, why, sizeof why) != 0) {
                printf("  seed %llu action %ld refused with scrambled hints: %s\n",
                       (unsigned long long)seed, k, why);
                CHECK(0);
                break;
            }
            memcpy(c, b, sizeof *c);
            c->hint_cell = a->hint_cell;
            c->hint_unit = a->hint_unit;
            if (memcmp(a, c, sizeof *c) != 0) {
                printf("  seed %llu: the games part at action %ld\n", (unsigned long long)seed, k);
                CHECK(0);
                break;
            }
            k++;
        }
        CHECK(a->result != RACE_RES_NONE);
        race_bot_free(bot);
        free(a);
        free(b);
        free(c);
    }
}

static void simulator_plays_the_fresh_bots_games(void)
{
    race_tally t, u;
    char why[256];
    long g;

    memset(&u, 0, sizeof u);
    CHECK_INT(race_sim_tally(".", "peking-1900", four, hard, 6, 77, &t, NULL, why, sizeof why), 0);
    for (g = 0; g < 6; g++) {
        race_state *st = fresh(sim_game_seed(77, g));
        int nat;
        CHECK(st != NULL);
        if (!st)
            return;
        CHECK(race_play_bot_game(st, 1, why, sizeof why) > 0);
        u.rounds += st->round;
        if (st->result == RACE_RES_TOTAL)
            u.total[st->winner]++;
        if (st->result == RACE_RES_SHARED)
            for (nat = 0; nat < RACE_NATIONS; nat++)
                u.hexes[nat] += race_legation_held(st, nat);
        free(st);
    }
    CHECK(t.rounds == u.rounds);
    CHECK(memcmp(t.total, u.total, sizeof t.total) == 0);
    CHECK(memcmp(t.hexes, u.hexes, sizeof t.hexes) == 0);
}

/* race_copy_game after a whole game, then race_setup: every byte as a
 * full copy of the loaded state set up the same way (a field a game
 * changes but race_copy_game left out would differ here). */
static void copy_game_gives_a_fresh_state(void)
{
    static const int two[RACE_NATIONS] = { RACE_SEAT_COMPUTER, RACE_SEAT_EMPTY,
                                           RACE_SEAT_COMPUTER, RACE_SEAT_EMPTY };
    race_state *tpl = calloc(1, sizeof *tpl), *st = malloc(sizeof *st),
               *fr = malloc(sizeof *fr);
    char why[256];
    errs e;

    errs_clear(&e);
    CHECK(tpl && st && fr && race_load_file(tpl, "scenarios/race/peking-1900.json", &e));
    if (!tpl || !st || !fr || e.n) {
        free(tpl), free(st), free(fr);
        return;
    }
    memcpy(tpl->level, hard, sizeof tpl->level);
    memcpy(st, tpl, sizeof *st);
    race_setup(st, four, 5);
    CHECK(race_play_bot_game(st, 0, why, sizeof why) > 0);
    CHECK(st->nactions > 1000);  /* a real game changed the state */
    /* the next game with other seats: the units are renumbered too */
    race_copy_game(st, tpl);
    race_setup(st, two, 6);
    memcpy(fr, tpl, sizeof *fr);
    race_setup(fr, two, 6);
    CHECK(memcmp(st, fr, sizeof *st) == 0);
    free(tpl);
    free(st);
    free(fr);
}

/* The active army's span: set when each turn opens, it covers the
 * army's units; one that leaves a unit out is caught by the invariant
 * check, and a state whose active army was set by hand is swept whole. */
static void active_span_covers_the_army(void)
{
    race_state *st = fresh(3);
    int lo, hi, i;
    char why[256];

    CHECK(st != NULL);
    if (!st)
        return;
    race_active_span(st, &lo, &hi);
    CHECK(hi - lo < st->nunits);  /* a real span, not the whole list */
    for (i = 0; i < st->nunits; i++)
        CHECK((st->unit[i].nation == st->active) == (i >= lo && i < hi));
    CHECK(race_check_invariants(st, why, sizeof why));
    st->act_hi = st->act_lo + 1;
    CHECK(!race_check_invariants(st, why, sizeof why));
    st->active = (st->active + 1) % RACE_NATIONS;  /* by hand: all units */
    race_active_span(st, &lo, &hi);
    CHECK_INT(lo, 0);
    CHECK_INT(hi, st->nunits);
    free(st);
}

static void recorded_outcomes(void)
{
    /* 12 four-army games of hard bots from seed 1 (`legation sim race
     * --games 12 --option difficulty=hard` plays the same games) */
    static const long hexes[RACE_NATIONS] = { 11, 12, 7, 14 };
    race_tally t;
    char why[256];

    CHECK_INT(race_sim_tally(".", "peking-1900", four, hard, 12, 1, &t, NULL, why, sizeof why), 0);
    CHECK_INT(t.shared, 11);
    CHECK_INT((long)t.rounds, 337);
    CHECK(memcmp(t.hexes, hexes, sizeof hexes) == 0);
}

int main(void)
{
    RUN(hints_are_only_guesses);
    RUN(simulator_plays_the_fresh_bots_games);
    RUN(copy_game_gives_a_fresh_state);
    RUN(active_span_covers_the_army);
    RUN(recorded_outcomes);
    TEST_END();
}
