/* race_rebel: the rebel phase of Race to the Legations: the active player
 * rolls to stir Chinese units (each once a turn); a stirred unit sheds a
 * marker, or takes one order: move a hex, attack an adjacent foreign unit
 * (guns: a closest one within two hexes), or hold. Chinese attacks are
 * settled with the two rolls of a fight. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "race_local.h"

/* Could the Chinese unit at c do anything if activated: shed a marker,
 * move to a free hex, or attack? */
int race_chinese_can_act(const race_state *st, int c)
{
    int d, t[64];

    if (st->cell[c].csup)
        return 1;
    for (d = 0; d < HEX_DIRS; d++) {
        int m = race_nb(st, c, d);
        if (m >= 0 && !race_closed(st, c, d) && st->cell[m].scouted &&
            st->cell[m].counter == RACE_C_NONE && st->cell[m].unit < 0)
            return 1;
    }
    return race_rebel_targets(st, c, t) > 0;
}

/* May the Chinese unit at c still be stirred (untried, able to act)?
 * race_is_chinese as one unsigned compare: Qing, guns and Boxers are the
 * counters 0..2, none is -1. */
static int stirrable(const race_state *st, int c)
{
    _Static_assert(RACE_C_QING == 0 && RACE_C_QING_ART == 1 && RACE_C_BOXER == 2,
                   "the Chinese counters come first");
    return (unsigned char)st->cell[c].counter <= RACE_C_BOXER && !st->cell[c].ctried &&
           race_chinese_can_act(st, c);
}

/* The rebel phase is skipped when no Chinese unit could do anything.
 * This runs after every action of a rebel phase: the search starts at
 * the unit found last time (it usually still qualifies). */
int race_any_activate(race_state *st)
{
    int i, n = st->cols * st->rows;

    int h = st->hint_cell >= 0 && st->hint_cell < n ? st->hint_cell : 0;

    if (st->pending >= 0)
        return 1;
    /* from the hint round the map: any unit found will do */
    for (i = h; i < n; i++)
        if (stirrable(st, i)) {
            st->hint_cell = i;
            return 1;
        }
    for (i = 0; i < h; i++)
        if (stirrable(st, i)) {
            st->hint_cell = i;
            return 1;
        }
    return 0;
}

/* Rival units the Chinese unit at c may attack now. */
int race_rebel_targets(const race_state *st, int c, int *out)
{
    /* cube offsets (dx, dz) of the hexes 1 and then 2 away, each ring in
     * the order race_cells_near lists them (the targets keep that order) */
    static const signed char ring[18][2] = {
        { -1, 0 }, { -1, 1 }, { 0, -1 }, { 0, 1 }, { 1, -1 }, { 1, 0 },
        { -2, 0 }, { -2, 1 }, { -2, 2 }, { -1, -1 }, { -1, 2 }, { 0, -2 },
        { 0, 2 }, { 1, -2 }, { 1, 1 }, { 2, -2 }, { 2, -1 }, { 2, 0 }
    };
    int k = 0, d, i;

    if (st->cell[c].counter == RACE_C_QING_ART) {
        /* The guns aim at the closest foreign unit, whoever owns it (the
         * active player's own units are foreign units too); the active
         * player picks among the closest: the units 1 hex away, or if
         * none, those 2 away. */
        int x0 = st->cube[c][0], z0 = st->cube[c][1];
        for (i = 0; i < 18; i++) {
            int m;
            if (i == 6 && k)
                break;
            m = race_cell_from_cube(st, x0 + ring[i][0], z0 + ring[i][1]);
            if (m >= 0 && st->cell[m].unit >= 0)
                out[k++] = m;
        }
        return k;
    }
    for (d = 0; d < HEX_DIRS; d++) {
        int m = race_nb(st, c, d), u;
        if (m < 0 || race_closed(st, c, d))
            continue;
        u = st->cell[m].unit;
        if (u >= 0)
            out[k++] = m;
    }
    return k;
}

/* May the active player stir the Chinese unit at a->cell, or give the
 * stirred one its order? NULL, or why not. */
const char *race_check_rebel(const race_state *st, const race_action *a)
{
    int i, d, t[64], n;

    if (a->type == RACE_A_ACTIVATE) {
        if (st->phase != RACE_PH_REBEL)
            return "Chinese units are activated only in the rebel phase.";
        if (!race_valid_cell(st, a->cell) || !race_is_chinese(st->cell[a->cell].counter))
            return "There is no Chinese unit there.";
        if (st->cell[a->cell].ctried)
            return "That Chinese unit has already been rolled for this turn.";
        return NULL;
    }
    if (st->pending < 0 || a->cell != st->pending)
        return "That Chinese unit is not waiting for an order.";
    if (a->type == RACE_A_REBEL_HOLD)
        return NULL;
    if (a->type == RACE_A_REBEL_MOVE) {
        d = race_valid_cell(st, a->to) ? race_dir_between(st, a->cell, a->to) : -1;
        if (d < 0)
            return "A Chinese unit moves one hex at a time.";
        if (race_closed(st, a->cell, d))
            return "An unbreached wall is in the way.";
        if (!st->cell[a->to].scouted || st->cell[a->to].counter != RACE_C_NONE ||
            st->cell[a->to].unit >= 0)
            return "That hex is not free.";
        return NULL;
    }
    n = race_rebel_targets(st, a->cell, t);
    for (i = 0; i < n; i++)
        if (t[i] == a->to)
            return NULL;
    return st->cell[a->cell].counter == RACE_C_QING_ART
               ? "Chinese artillery fires only at a closest foreign unit within "
                 "2 hexes."
               : "Chinese units attack an adjacent foreign unit (no wall between).";
}

/* A Chinese attack (melee or artillery) on the foreign unit in cell t is
 * settled with the two combat rolls. Nobody changes hex. */
void race_chinese_attack(race_state *st, int c, int t, glog *log)
{
    int kind = st->cell[c].counter, u = st->cell[t].unit;
    race_roll *a, *r;
    char name[64], ra[160], rt[160], h[8];

    race_fight_rolls(st, u, c, RACE_ROLL_CHINESE_LOSS, -1,
                     kind == RACE_C_QING_ART ? RACE_ROLL_CHINESE_FIRE : RACE_ROLL_CHINESE_ATTACK,
                     "target's markers", log, &a, &r);
    if (log)
        glog_add(log, "%s in %s %s %s: their loss %s: %s; the target's %s: %s.",
                 race_counter_name(kind), race_lab(st, c, h),
                 kind == RACE_C_QING_ART ? "fires at" : "attack",
                 race_unit_name(st, u, name, sizeof name), race_roll_text(a, ra, sizeof ra),
                 a->result, race_roll_text(r, rt, sizeof rt), r->result);
    race_fight_effects(st, u, c, a, r, log);
}

void race_do_activate(race_state *st, int c, glog *log)
{
    race_cell *x = &st->cell[c];
    race_roll *r = race_roll_d10(st, RACE_ROLL_ACTIVATE, -1, -1, c, NULL);
    char h[8], rt[96];

    race_set_tried(st, c);
    if (r->total > 3) {
        race_set_result(r, "does not act");
    } else if (x->csup) {
        x->csup--;
        race_set_result(r, "removes a suppression marker");
    } else {
        st->pending = c;
        race_set_result(r, "activated");
    }
    if (log)
        glog_add(log, "The %s try to stir %s in %s: %s: %s.",
                 race_nation_name(st->active), race_counter_name(x->counter), race_lab(st, c, h),
                 race_roll_text(r, rt, sizeof rt), r->result);
}

void race_do_rebel_move(race_state *st, int c, int to, glog *log)
{
    char h1[8], h2[8];

    st->cell[to].counter = st->cell[c].counter;
    st->cell[to].csup = st->cell[c].csup;
    race_set_tried(st, to);
    st->cell[c].counter = RACE_C_NONE;
    st->cell[c].csup = 0;
    st->cell[c].ctried = 0;
    race_chinese_sync(st, c);
    race_chinese_sync(st, to);
    st->epoch++;
    if (log)
        glog_add(log, "%s %s from %s to %s.", race_counter_name(st->cell[to].counter),
                 st->cell[to].counter == RACE_C_QING_ART ? "moves" : "move",
                 race_lab(st, c, h1), race_lab(st, to, h2));
}
