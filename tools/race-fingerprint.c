/* race-fingerprint: one line per all-bot race game, for checking that a
 * speed change alters no game. 5,400 games: easy, normal and hard bots
 * in six seatings (four armies and the five two-army pairs that include
 * the Russians or the British), 300 games each, game g of seating s
 * seeded sim_game_seed(1000 + s, g). Each line: level seating game:
 * result winner round actions, legation hexes held per nation, a hash
 * of every unit's hex and markers, and a hash of every action the bots
 * took and every die rolled (each action's fields and the dice tray
 * after it), so two builds agree only if every game went the same way
 * step by step. Not part of the build: compile
 * against build/librules.a (see scenarios/race/notes.md, "Speed") and
 * diff the output of two builds. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/race/rules/race_local.h"

static const int seatings[6][RACE_NATIONS] = {
    { 1, 1, 1, 1 }, { 1, 1, 0, 0 }, { 1, 0, 1, 0 },
    { 1, 0, 0, 1 }, { 0, 1, 1, 0 }, { 0, 1, 0, 1 }
};

static int one_game(int lv, int s, long g)
{
    race_state *st = calloc(1, sizeof *st);
    unsigned long long h = 1469598103934665603ULL, ha = h;
    int seat[RACE_NATIONS], i;
    race_bot *bot;
    long last = -1;
    char why[256];
    errs e;

    errs_clear(&e);
    if (!st || !race_load_file(st, "scenarios/race/peking-1900.json", &e)) {
        fprintf(stderr, "cannot load the scenario (run from the project root)\n");
        free(st);
        return -1;
    }
    for (i = 0; i < RACE_NATIONS; i++) {
        seat[i] = seatings[s][i] ? RACE_SEAT_COMPUTER : RACE_SEAT_EMPTY;
        st->level[i] = lv;
    }
    race_setup(st, seat, sim_game_seed(1000 + (uint64_t)s, g));
    bot = race_bot_new(st);
    while (bot && st->result == RACE_RES_NONE) {
        race_action a;
        if (race_bot_step(bot, st, &a) < 0 || race_do(st, &a, NULL, why, sizeof why) < 0) {
            fprintf(stderr, "game %d %d %ld failed: %s\n", lv, s, g, why);
            break;
        }
        {
            const int f[6] = { a.type, a.unit, a.other, a.cell, a.to, a.dir };
            for (i = 0; i < 6; i++)
                ha = (ha ^ (unsigned)f[i]) * 1099511628211ULL;
        }
        if (st->roll_action != last)  /* this action rolled */
            for (i = 0; i < st->nroll; i++)
                ha = (ha ^ (unsigned)(st->roll[i].die * 64 + st->roll[i].total)) *
                     1099511628211ULL;
        last = st->roll_action;
    }
    race_bot_free(bot);
    for (i = 0; i < st->nunits; i++) {
        h = (h ^ (unsigned)st->unit[i].cell) * 1099511628211ULL;
        h = (h ^ st->unit[i].sup) * 1099511628211ULL;
    }
    printf("%d %d %ld: %d %d %d %ld %d%d%d%d %llx %llx\n", lv, s, g, st->result, st->winner,
           st->round, st->nactions, race_legation_held(st, 0), race_legation_held(st, 1),
           race_legation_held(st, 2), race_legation_held(st, 3), h, ha);
    free(st);
    return 0;
}

int main(void)
{
    int lv, s;
    long g;

    for (lv = 0; lv < RACE_LEVELS; lv++)
        for (s = 0; s < 6; s++)
            for (g = 0; g < 300; g++)
                if (one_game(lv, s, g) != 0)
                    return 1;
    return 0;
}
