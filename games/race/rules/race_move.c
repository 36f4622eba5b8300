/* race_move: the action phase of Race to the Legations: movement rolls
 * and steps (with the -1 for moving past judged over the whole move),
 * attacks on Chinese hexes and the advance after a won fight, the reserve
 * rule, and the advances a player is about to let lapse. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "race_local.h"

/* Does a step of unit p from c into m move past a Chinese unit or another
 * nation's unit (one beside both hexes)? */
int race_moves_past(const race_state *st, const race_unit *p, int c, int m)
{
    int d = race_dir_between(st, c, m);

    return d >= 0 && race_moves_past_dir(st, p, c, d);
}

/* The -1 for moving past is judged on the whole move: a later step that
 * moves past when no earlier one did takes the -1 off the roll after
 * the fact, and is refused if the roll then no longer reaches it. */
int race_late_past_ok(const race_state *st, const race_unit *p, int m)
{
    int d;

    if (!p->rolled || p->past || p->advance)
        return 1;
    d = race_dir_between(st, p->cell, m);
    return d < 0 || race_late_past_ok_dir(st, p, d);
}

/* May this unit take a step now (ignoring where)? A unit that won a fight
 * may still take the hex it cleared (its advance), and nothing else.
 * (Inline here: unit_can_act asks it after every step.) */
static inline int can_step(const race_state *st, const race_unit *u)
{
    if (!u->alive || u->nation != st->active || u->sup)
        return 0;
    if (u->advance)
        return 1;
    if (u->fought || u->swapped)
        return 0;
    if (u->kind == RACE_ARTILLERY && (u->fired || u->breach_tried))
        return 0;
    return !u->rolled || u->steps > 0;
}

int race_can_step(const race_state *st, const race_unit *u)
{
    return can_step(st, u);
}

/* Can a foreign unit step from c into m across side d? (Chinese units
 * there mean an attack.) */
static inline int enterable(const race_state *st, int c, int d)
{
    int m = race_nb(st, c, d);

    if (m < 0 || race_closed(st, c, d))
        return 0;
    return st->cell[m].scouted && st->cell[m].counter != RACE_C_IMPASSABLE &&
           st->cell[m].unit < 0;
}

/* Can unit u (which can_step) step across side d of its hex? */
static inline int step_ok(const race_state *st, const race_unit *u, int d)
{
    if (u->advance && d != u->advance - 1)
        return 0;
    return enterable(st, u->cell, d) && race_late_past_ok_dir(st, u, d);
}

int race_step_ok(const race_state *st, const race_unit *u, int d)
{
    return step_ok(st, u, d);
}

int race_swap_ok(const race_state *st, const race_unit *h, const race_unit *s)
{
    int d;

    if (!h->alive || h->nation != st->active || h->sup || h->rolled ||
        h->fought || h->swapped || h->moved)
        return 0;
    if (h->kind == RACE_ARTILLERY && (h->fired || h->breach_tried))
        return 0;
    /* a unit that fought (or took any step or roll) has had its move:
     * "a unit cannot move after fighting" covers being swapped too */
    if (!s->alive || s->nation != h->nation || !s->sup || s->pinned ||
        s->swapped || s->moved || s->fought || s->rolled)
        return 0;
    if (s->kind == RACE_ARTILLERY && (s->fired || s->breach_tried))
        return 0;
    d = race_dir_between(st, h->cell, s->cell);
    return d >= 0 && !race_closed(st, h->cell, d);
}

/* Could unit u act at all this phase, wherever it stands? Most units
 * race_any_action meets (it runs after every step, over the units up to
 * the next one that can act) are another army's, or have spent their
 * move, and leave here, inline, before unit_can_act's call. */
static inline int may_act(const race_state *st, const race_unit *u)
{
    if (u->nation != st->active || !u->alive || u->sup)
        return 0;  /* (suppressed: it neither steps nor swaps) */
    return !u->rolled || u->steps || u->advance;  /* (a unit that rolled cannot swap) */
}

/* May unit u of the active army (may_act) step or use the reserve rule? */
static int unit_can_act(const race_state *st, const race_unit *u)
{
    int d;

    if (can_step(st, u))
        for (d = 0; d < HEX_DIRS; d++)
            if (step_ok(st, u, d))
                return 1;
    if (!u->sup && !u->rolled)
        for (d = 0; d < HEX_DIRS; d++) {
            int m = race_nb(st, u->cell, d), v;
            if (m >= 0 && (v = st->cell[m].unit) >= 0 && race_swap_ok(st, u, &st->unit[v]))
                return 1;
        }
    return 0;
}

/* Runs after every step: the search starts at the unit found last time. */
int race_any_action(race_state *st)
{
    int i, h, lo, hi;

    race_active_span(st, &lo, &hi);
    h = st->hint_unit >= lo && st->hint_unit < hi ? st->hint_unit : lo;
    for (i = h; i < hi; i++)
        if (may_act(st, &st->unit[i]) && unit_can_act(st, &st->unit[i])) {
            st->hint_unit = i;
            return 1;
        }
    for (i = lo; i < h; i++)
        if (may_act(st, &st->unit[i]) && unit_can_act(st, &st->unit[i])) {
            st->hint_unit = i;
            return 1;
        }
    return 0;
}

/* May the active nation make this step or swap? NULL, or why not. */
const char *race_check_move(const race_state *st, const race_action *a)
{
    const char *r;
    const race_unit *u;
    int d;

    if (a->type == RACE_A_SWAP) {
        if (st->phase != RACE_PH_ACTION)
            return "The reserve rule applies in the action phase.";
        if ((r = race_unit_check(st, a->unit)))
            return r;
        if ((r = race_unit_check(st, a->other)))
            return r;
        if (!race_swap_ok(st, &st->unit[a->unit], &st->unit[a->other]))
            return "Only a healthy unit that has not moved may trade places with "
                   "an adjacent suppressed unit that has not moved or fought this "
                   "turn (not pinned, no wall between).";
        return NULL;
    }
    if (st->phase != RACE_PH_ACTION)
        return "Movement happens in the action phase.";
    if ((r = race_unit_check(st, a->unit)))
        return r;
    u = &st->unit[a->unit];
    if (u->sup)
        return "A unit with suppression markers stays put.";
    if (u->advance && race_valid_cell(st, a->to) &&
        race_dir_between(st, u->cell, a->to) == u->advance - 1)
        return st->cell[a->to].unit >= 0
                   ? "Another unit is there, and units never share a hex."
                   : NULL;
    if (u->fought)
        return "That unit fought this turn and stays put after fighting.";
    if (u->swapped)
        return "That unit used the reserve rule this turn.";
    if (u->kind == RACE_ARTILLERY && (u->fired || u->breach_tried))
        return "A battery that fired or worked on a wall stays put this turn.";
    if (u->rolled && !u->steps)
        return "That unit has no movement left this turn.";
    d = race_valid_cell(st, a->to) ? race_dir_between(st, u->cell, a->to) : -1;
    if (d < 0)
        return "Units move one hex at a time.";
    if (race_closed(st, u->cell, d))
        return "An intact wall is in the way; breach it first.";
    if (!st->cell[a->to].scouted)
        return "That hex is still unknown; it must be scouted first.";
    if (st->cell[a->to].counter == RACE_C_IMPASSABLE)
        return "That hex is blocked (impassable).";
    if (st->cell[a->to].unit >= 0)
        return "Another unit is there, and units never share a hex.";
    if (!race_late_past_ok(st, u, a->to))
        return "That step moves past a Chinese or rival unit: the -1 counts for "
               "the whole move, and with it the roll gives only one hex.";
    return NULL;
}

/* A foreign unit tries to enter the Chinese unit's hex c: two rolls. */
static void combat(race_state *st, int u, int c, glog *log)
{
    race_unit *p = &st->unit[u];
    int kind = st->cell[c].counter;
    race_roll *a, *b;
    char name[64], ra[160], rb[160], h[8];

    race_fight_rolls(st, u, c, RACE_ROLL_ATTACK, p->nation, RACE_ROLL_DEFENCE,
                     "own markers", log, &a, &b);
    if (log)
        glog_add(log, "%s attack %s in %s: %s: %s; defence %s: %s.",
                 race_unit_name(st, u, name, sizeof name), race_counter_name(kind),
                 race_lab(st, c, h), race_roll_text(a, ra, sizeof ra), a->result,
                 race_roll_text(b, rb, sizeof rb), b->result);
    p->fought = 1;
    p->steps = 0;
    if (race_fight_effects(st, u, c, a, b, log))
        return;
    if (a->total <= 5 && b->total <= 7) {
        /* It may take the hex (a "move" there) or stay: the player's call. */
        p->advance = (unsigned char)(1 + race_dir_between(st, p->cell, c));
        if (log)
            glog_add(log, "%s may advance into %s.", race_unit_name(st, u, name, sizeof name),
                     race_lab(st, c, h));
    }
}

void race_do_move(race_state *st, int u, int to, glog *log)
{
    race_unit *p = &st->unit[u];
    char name[64], rt[160], h2[8];
    int d;

    if (p->advance) {  /* taking the hex it cleared: no roll, no step */
        p->advance = 0;
        if (log)
            glog_add(log, "%s advances into %s.", race_unit_name(st, u, name, sizeof name),
                     race_lab(st, to, h2));
        race_place_unit(st, u, to);
        p->moved = 1;
        race_scout_around(st, to, log);
        return;
    }
    d = race_dir_between(st, p->cell, to);  /* adjacent: race_check_move */
    if (!p->rolled) {
        race_mods m;
        race_roll *r;

        race_mods_clear(&m);
        if (p->kind == RACE_ARTILLERY)
            race_mod_add(&m, -1, "artillery", log);
        if (p->nation == RACE_JAPANESE && p->kind == RACE_TROOPS)
            race_mod_add(&m, -1, "Japanese troops", log);
        if (p->nation == RACE_AMERICANS)
            race_mod_add(&m, 1, "Americans", log);
        /* Moving past: a Chinese or rival unit beside both the hex left
         * and the hex entered (later steps are judged as they come). */
        if (d >= 0 && race_moves_past_dir(st, p, p->cell, d)) {
            race_mod_add(&m, -1, "moving past", log);
            p->past = 1;
        }
        r = race_roll_d10(st, RACE_ROLL_MOVE, p->nation, u, p->cell, &m);
        p->rolled = 1;
        p->mroll = (signed char)r->total;
        p->steps = (unsigned char)race_roll_steps(r->total);
        race_set_result(r, p->steps == 0 ? "fails to move" :
                      p->steps == 1 ? "moves 1" : "moves 2");
        if (log)
            glog_add(log, "%s movement roll: %s: %s.",
                     race_unit_name(st, u, name, sizeof name),
                     race_roll_text(r, rt, sizeof rt), r->result);
        if (!p->steps)
            return;
    } else if (!p->past && d >= 0 && race_moves_past_dir(st, p, p->cell, d)) {
        int used = race_roll_steps(p->mroll) - p->steps;
        p->past = 1;
        p->mroll--;
        p->steps = (unsigned char)(race_roll_steps(p->mroll) - used);
        if (log)
            glog_add(log, "%s moves past a Chinese or rival unit: -1 on its "
                     "movement roll, now %d.", race_unit_name(st, u, name, sizeof name),
                     p->mroll);
    }
    p->steps--;
    if (race_is_chinese(st->cell[to].counter)) {
        combat(st, u, to, log);
        return;
    }
    if (log)
        glog_add(log, "%s moves to %s.", race_unit_name(st, u, name, sizeof name),
                 race_lab(st, to, h2));
    race_place_unit(st, u, to);
    p->moved = 1;
    race_scout_around(st, to, log);
}

void race_do_swap(race_state *st, int u, int v, glog *log)
{
    race_unit *a = &st->unit[u], *b = &st->unit[v];
    int ca = a->cell, cb = b->cell;
    char n1[64], n2[64];

    if (log)
        glog_add(log, "Reserve: %s and %s trade places.",
                 race_unit_name(st, u, n1, sizeof n1), race_unit_name(st, v, n2, sizeof n2));
    st->cell[ca].unit = (signed char)v;
    st->cell[cb].unit = (signed char)u;
    a->cell = (short)cb;
    b->cell = (short)ca;
    a->swapped = b->swapped = 1;
    a->moved = b->moved = 1;
    a->rolled = 1;
    a->steps = 0;
    race_scout_around(st, cb, log);
    race_scout_around(st, ca, log);
}

int race_lapsing_advances(const race_state *st, int *out, int max)
{
    int i, k = 0;

    if (st->result != RACE_RES_NONE || st->phase != RACE_PH_ACTION)
        return 0;
    for (i = 0; i < st->nunits; i++) {
        const race_unit *u = &st->unit[i];
        int y;
        if (!u->alive || u->nation != st->active || !u->advance)
            continue;
        y = race_nb(st, u->cell, u->advance - 1);
        if (y < 0 || st->cell[y].unit >= 0 || st->cell[y].counter != RACE_C_NONE)
            continue;
        if (out && k < max)
            out[k] = i;
        k++;
    }
    return k;
}
