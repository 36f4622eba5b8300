/* race_local: what the race rules files share and nobody else needs. */
#ifndef GAMES_RACE_RULES_RACE_LOCAL_H
#define GAMES_RACE_RULES_RACE_LOCAL_H

#include "race.h"

/* Turn order: the Russians open, then round the seat list. */
extern const int race_turn_order[RACE_NATIONS];

/* Loading (race_data.c). race_load_file fills st with the map, every
 * nation's army on its deploy hexes, the garrison and the pile in file
 * order; race_setup then drops the armies of empty seats, seeds the dice,
 * shuffles the pile and opens the first turn. */
int race_load_file(race_state *st, const char *path, errs *e);
void race_setup(race_state *st, const int seat[RACE_NATIONS], uint64_t seed);

/* `legation sim race` (race_bot.c): all-bot games from one seed. */
/* Bot games for `legation sim` with the given seats (empty or computer). */
int race_sim(const char *datadir, const char *scenario, const int seat[RACE_NATIONS],
             const int level[RACE_NATIONS], long games, uint64_t seed, sim_report *out);

/* Per nation over bot games: total wins, shared wins it took part in,
 * legation hexes it held in shared wins. */
typedef struct race_tally {
    long games, total[RACE_NATIONS], part[RACE_NATIONS], hexes[RACE_NATIONS], shared;
    double rounds;
} race_tally;
/* A nation's score per game: a total win counts 1, a shared win its part
 * of the legation (hexes held / 4). */
double race_tally_score(const race_tally *t, int nation);
/* Play games bot games (levels per nation) into t, and into out when not
 * NULL. 0, or -1 with the reason in why. */
int race_sim_tally(const char *datadir, const char *scenario, const int seats[RACE_NATIONS],
                   const int level[RACE_NATIONS], long games, uint64_t seed,
                   race_tally *t, sim_report *out, char *why, size_t n);

/* A bot that keeps its maps between moves (as in race_play_bot_game), for
 * tests that play bot games step by step: one per game, from its start. */
typedef struct race_bot race_bot;
race_bot *race_bot_new(const race_state *st);
int race_bot_step(race_bot *bot, const race_state *st, race_action *a);
void race_bot_free(race_bot *bot);

/* race_play_bot_game with a game log (NULL for none). */
int race_bot_game(race_state *st, int check, glog *log, char *why, size_t n);

/* Turn flow (race_rules.c). */
void race_begin(race_state *st, glog *log);

/* May unit p (which has a step left) step into m, given that moving past
 * counts -1 on the whole move? (race_rules.c) */
int race_late_past_ok(const race_state *st, const race_unit *p, int m);

/* Does a step of p from c into m move past a Chinese or rival unit? */
int race_moves_past(const race_state *st, const race_unit *p, int c, int m);
/* Foreign units the Chinese unit at c may attack now (cells). */
int race_rebel_targets(const race_state *st, int c, int *out);
/* Cells at distance 1..r (r <= 3) of c; returns how many. */
int race_cells_near(const race_state *st, int c, int r, int *out);

/* Neighbour cell of c in direction d, -1 off the map. */
static inline int race_nb(const race_state *st, int c, int d)
{
    return st->nb[c][d];
}
/* Side d of cell c has a wall that is not breached. */
static inline int race_closed(const race_state *st, int c, int d)
{
    return ((st->grid.side[RACE_LAYER_WALL][c] &
             ~st->grid.side[RACE_LAYER_BREACH][c]) >> d) & 1;
}
static inline int race_is_chinese(int counter)
{
    return counter == RACE_C_QING || counter == RACE_C_QING_ART ||
           counter == RACE_C_BOXER;
}
/* Distance between two cells. */
int race_dist(const race_state *st, int a, int b);

#endif
