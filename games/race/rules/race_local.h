/* race_local: what the race rules files share and nobody else needs. */
#ifndef GAMES_RACE_RULES_RACE_LOCAL_H
#define GAMES_RACE_RULES_RACE_LOCAL_H

#include <string.h>

#include "race.h"

/* Turn order: the Russians open, then round the seat list. */
extern const int race_turn_order[RACE_NATIONS];

/* Loading (race_data.c). race_load_file fills st with the map, every
 * nation's army on its deploy hexes, the garrison and the pile in file
 * order; race_setup then drops the armies of empty seats, seeds the dice,
 * shuffles the pile and opens the first turn. */
int race_load_file(race_state *st, const char *path, errs *e);
void race_setup(race_state *st, const int seat[RACE_NATIONS], uint64_t seed);
/* Copy what a game can change from tpl into st, a full copy of tpl from
 * before (the simulator's fresh state for its next game). */
void race_copy_game(race_state *st, const race_state *tpl);

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
/* race_do without the legality check, for actions known to be legal (the
 * simulator's bot, whose every action the bot-game tests check). */
void race_apply(race_state *st, const race_action *a, glog *log);

/* ---- what the phases share (race_board.c) ---- */
const char *race_nation_adj(int nation);       /* "Russian" */
const char *race_lab(const race_state *st, int cell, char *buf); /* buf: 8 bytes */
const char *race_unit_name(const race_state *st, int u, char *buf, size_t n);
/* Dice modifiers of one roll; the text is written only when there is a
 * log (the simulator's path formats nothing). */
typedef struct race_mods {
    int sum;
    char text[80];
} race_mods;
/* The modifier's text for the log (race_mod_add's, when there is one). */
void race_mod_text(race_mods *m, int v, const char *why);
/* Add modifier v (why: its name in the log). Inline: a bot game adds
 * one to most rolls and formats nothing. */
static inline void race_mod_add(race_mods *m, int v, const char *why, const glog *log)
{
    m->sum += v;
    if (log)
        race_mod_text(m, v, why);
}
/* No modifiers yet (the text is read only up to its end). */
static inline void race_mods_clear(race_mods *m)
{
    m->sum = 0;
    m->text[0] = 0;
}
/* Roll a d10 into the dice tray (emptied when a new action rolls). */
race_roll *race_roll_d10(race_state *st, int kind, int nation, int unit, int cell,
                         const race_mods *m);
/* A roll's result text (inline: with a literal the length is known). */
static inline void race_set_result(race_roll *r, const char *s)
{
    size_t n = strlen(s);

    if (n >= sizeof r->result)
        n = sizeof r->result - 1;
    memcpy(r->result, s, n);
    r->result[n] = 0;
}
const char *race_roll_text(const race_roll *r, char *buf, size_t n); /* "d10 4 +1 (Qing) = 5" */
void race_end_game(race_state *st, int result, int winner, glog *log);
void race_place_unit(race_state *st, int u, int to);
void race_kill_unit(race_state *st, int u, glog *log);
void race_remove_chinese(race_state *st, int c);
/* Draw a counter for every unscouted hex next to c (race_scout_around
 * calls it only when there is one). */
void race_scout_draw(race_state *st, int c, glog *log);
void race_fight_rolls(race_state *st, int u, int c, int first, int nation, int second,
                      const char *markers, glog *log, race_roll **a, race_roll **b);
int race_fight_effects(race_state *st, int u, int c, const race_roll *a,
                       const race_roll *b, glog *log);
const char *race_unit_check(const race_state *st, int u); /* NULL if the active nation's */
int race_valid_cell(const race_state *st, int c);

/* ---- the phases: is there anything to do (race_any_*), may this action be
 * taken (race_check_*: NULL, or why not), and what it does ---- */
/* rally (race_rally.c) */
int race_any_rally(const race_state *st);
const char *race_check_rally(const race_state *st, const race_action *a);
void race_do_rally(race_state *st, int u, glog *log);
void race_rout_to(race_state *st, int u, int to, glog *log);
/* artillery (race_fire.c) */
int race_can_fire(const race_state *st, const race_unit *u);
int race_fire_targets(const race_state *st, int c, int *out);
int race_any_fire(const race_state *st);
const char *race_check_fire(const race_state *st, const race_action *a);
void race_do_fire(race_state *st, int u, int c, glog *log);
/* breach (race_breach.c) */
int race_can_breach(const race_state *st, const race_unit *u);
int race_breach_side(const race_state *st, int c, int d);
int race_any_breach(const race_state *st);
const char *race_check_breach(const race_state *st, const race_action *a);
void race_do_breach(race_state *st, int u, int dir, glog *log);
/* rebel (race_rebel.c); race_any_activate may update st->hint_cell */
int race_chinese_can_act(const race_state *st, int c);
int race_any_activate(race_state *st);
const char *race_check_rebel(const race_state *st, const race_action *a);
void race_chinese_attack(race_state *st, int c, int t, glog *log);
void race_do_activate(race_state *st, int c, glog *log);
void race_do_rebel_move(race_state *st, int c, int to, glog *log);
/* action (race_move.c); race_any_action may update st->hint_unit */
int race_can_step(const race_state *st, const race_unit *u);
int race_step_ok(const race_state *st, const race_unit *u, int d);
int race_swap_ok(const race_state *st, const race_unit *h, const race_unit *s);
int race_any_action(race_state *st);
const char *race_check_move(const race_state *st, const race_action *a);
void race_do_move(race_state *st, int u, int to, glog *log);
void race_do_swap(race_state *st, int u, int v, glog *log);

/* May unit p (which has a step left) step into m, given that moving past
 * counts -1 on the whole move? (race_move.c) */
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
/* race_state.chinese: bring cell c's bit in line with its counter, or
 * every cell's, and race_state.tried with the ctried flags (race_board.c;
 * after loading or editing counters). */
static inline void race_chinese_sync(race_state *st, int c)
{
    uint64_t bit = (uint64_t)1 << (c & 63);

    if (race_is_chinese(st->cell[c].counter))
        st->chinese[c >> 6] |= bit;
    else
        st->chinese[c >> 6] &= ~bit;
}
void race_chinese_rebuild(race_state *st);
/* Set the Chinese unit at c's ctried (and its bit in race_state.tried). */
static inline void race_set_tried(race_state *st, int c)
{
    st->cell[c].ctried = 1;
    st->tried[c >> 6] |= (uint64_t)1 << (c & 63);
}
/* Indices [*lo, *hi) that hold every unit of the active army: the span
 * race_find_active_span found when the turn opened (units never change
 * army, and the dead keep their index), or all units in a state whose
 * active army or unit count was set otherwise since (by hand, in tests). */
static inline void race_active_span(const race_state *st, int *lo, int *hi)
{
    if (st->act_nation == st->active && st->act_units == st->nunits) {
        *lo = st->act_lo;
        *hi = st->act_hi;
    } else {
        *lo = 0;
        *hi = st->nunits;
    }
}
/* Work out race_active_span's span for the active army (race_rules.c:
 * each turn's opening; the position loader). */
void race_find_active_span(race_state *st);
/* Distance between two cells (hot in the bot: inline). */
static inline int race_dist(const race_state *st, int a, int b)
{
    int dx = st->cube[a][0] - st->cube[b][0];
    int dz = st->cube[a][1] - st->cube[b][1];
    int dy = dx + dz;

    dx = dx < 0 ? -dx : dx;
    dz = dz < 0 ? -dz : dz;
    dy = dy < 0 ? -dy : dy;
    return (dx + dy + dz) / 2;
}
/* Cell at cube (x, z), -1 off the map. */
static inline int race_cell_from_cube(const race_state *st, int x, int z)
{
    int col = x + 1, row = z + (x - (x & 1)) / 2 + 1;

    if (col < 1 || col > st->cols || row < 1 || row > st->rows)
        return -1;
    return (row - 1) * st->cols + (col - 1);
}
/* Side of a leading to its neighbour b, -1 if they are not adjacent. */
static inline int race_dir_between(const race_state *st, int a, int b)
{
    int d;

    for (d = 0; d < HEX_DIRS; d++)
        if (st->nb[a][d] == b)
            return d;
    return -1;
}

/* Scout round c (a unit entered it): every unscouted hex next to it gets
 * a counter. Inline: after the first rounds nearly every hex a unit
 * enters has all its neighbours scouted, and this test is cheaper than
 * the call it saves. */
static inline void race_scout_around(race_state *st, int c, glog *log)
{
    int d;

    for (d = 0; d < HEX_DIRS; d++) {
        int m = race_nb(st, c, d);
        if (m >= 0 && !st->cell[m].scouted) {
            race_scout_draw(st, c, log);
            return;
        }
    }
}
/* Steps a movement roll's modified total gives. */
static inline int race_roll_steps(int total)
{
    return total <= 2 ? 0 : total <= 7 ? 1 : 2;
}
/* race_moves_past for the step across side d of c (inline: the rules and
 * the bots ask it for every side of every unit they look at). */
static inline int race_moves_past_dir(const race_state *st, const race_unit *p, int c, int d)
{
    int k;

    for (k = 1; k <= 5; k += 4) {
        int side = race_nb(st, c, (d + k) % HEX_DIRS), v;
        if (side < 0)
            continue;
        v = st->cell[side].unit;
        if (race_is_chinese(st->cell[side].counter) ||
            (v >= 0 && st->unit[v].nation != p->nation))
            return 1;
    }
    return 0;
}
/* race_late_past_ok for the step across side d of p's hex. */
static inline int race_late_past_ok_dir(const race_state *st, const race_unit *p, int d)
{
    int used;

    if (!p->rolled || p->past || p->advance || !race_moves_past_dir(st, p, p->cell, d))
        return 1;
    used = race_roll_steps(p->mroll) - p->steps;
    return race_roll_steps(p->mroll - 1) - used >= 1;
}

#endif
