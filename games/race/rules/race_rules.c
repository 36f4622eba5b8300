/* race_rules: the turn of Race to the Legations: whose turn it is, the
 * phases in order (skipping those with nothing to decide), what an action
 * may do (race_check, which asks the phase's file) and what it does
 * (race_do), and victory. The phases themselves are in race_rally.c,
 * race_fire.c, race_breach.c, race_rebel.c and race_move.c; what they
 * share (the dice tray, scouting, fights, the log's names) in
 * race_board.c; the list of legal actions in race_legal.c. Choices where
 * the rules are silent are listed in scenarios/race/notes.md. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "race_local.h"

static int nation_playing(const race_state *st, int nation)
{
    int i;

    if (st->seat[nation] == RACE_SEAT_EMPTY)
        return 0;
    for (i = 0; i < st->nunits; i++)
        if (st->unit[i].alive && st->unit[i].nation == nation)
            return 1;
    return 0;
}

void race_find_active_span(race_state *st)
{
    int i, lo = st->nunits, hi = 0;

    for (i = 0; i < st->nunits; i++)
        if (st->unit[i].nation == st->active) {
            if (lo > i)
                lo = i;
            hi = i + 1;
        }
    st->act_lo = lo < hi ? lo : 0;
    st->act_hi = hi;
    st->act_nation = st->active;
    st->act_units = st->nunits;
}

static void open_turn(race_state *st, int nation, glog *log)
{
    int i, w, n = st->cols * st->rows, lo = st->nunits, hi = 0;

    st->active = nation;
    st->phase = RACE_PH_RALLY;
    st->pending = -1;
    st->rout = -1;
    /* a new army's turn starts with an empty dice tray (the game log
     * keeps every roll) */
    st->nroll = 0;
    st->rout_rest = 0;
    st->turns++;
    for (i = 0; i < st->nunits; i++) {
        race_unit *u = &st->unit[i];
        u->advance = 0;  /* an advance not taken lapses with its turn */
        if (u->nation != nation)
            continue;
        if (lo > i)
            lo = i;
        hi = i + 1;
        u->pinned = 0;
        u->rallied = u->fired = u->breach_tried = 0;
        u->rolled = u->steps = u->moved = u->fought = u->swapped = 0;
        u->mroll = 0;
        u->past = 0;
    }
    /* (race_find_active_span's, from the sweep made anyway) */
    st->act_lo = lo < hi ? lo : 0;
    st->act_hi = hi;
    st->act_nation = nation;
    st->act_units = st->nunits;
    /* only the cells whose flag was set (race_set_tried): no map sweep */
    for (w = 0; w < (n + 63) / 64; w++) {
        uint64_t bits = st->tried[w];
        st->tried[w] = 0;
        for (; bits; bits &= bits - 1)
            st->cell[(w << 6) + __builtin_ctzll(bits)].ctried = 0;
    }
    if (log)
        glog_add(log, "Round %d: %s to move.", st->round, race_nation_name(nation));
}

static void next_turn(race_state *st, glog *log)
{
    int pos, tries;

    for (pos = 0; pos < RACE_NATIONS; pos++)
        if (race_turn_order[pos] == st->active)
            break;
    for (tries = 0; tries < RACE_NATIONS; tries++) {
        pos++;
        if (pos == RACE_NATIONS) {
            pos = 0;
            st->round++;
            if (st->round > st->round_cap) {
                if (log)
                    glog_add(log, "Round %d reached: the relief has stalled.",
                             st->round_cap);
                race_end_game(st, RACE_RES_NORESULT, -1, log);
                return;
            }
        }
        if (nation_playing(st, race_turn_order[pos])) {
            open_turn(st, race_turn_order[pos], log);
            return;
        }
    }
    race_end_game(st, RACE_RES_NORESULT, -1, log);
}

/* Is there anything to decide in this phase besides ending it? (It may
 * update the hints, nothing else.) */
static int phase_has_choice(race_state *st)
{
    if (st->rout >= 0)
        return 1;
    switch (st->phase) {
    case RACE_PH_RALLY: return race_any_rally(st);
    case RACE_PH_ARTILLERY: return race_any_fire(st);
    case RACE_PH_BREACH: return race_any_breach(st);
    case RACE_PH_REBEL: return race_any_activate(st);
    case RACE_PH_ACTION: return race_any_action(st);
    default: return 1;
    }
}

/* Skip phases with nothing to decide (and turns with nothing at all). */
static void settle(race_state *st, glog *log)
{
    while (st->result == RACE_RES_NONE && !phase_has_choice(st)) {
        if (st->phase == RACE_PH_ACTION) {
            next_turn(st, log);
            continue;
        }
        /* say why a phase a player may expect was passed over */
        if (log && st->phase == RACE_PH_BREACH) {
            /* after breaches were tried, the phase ends rather than being skipped */
            int tried = 0;
            for (int i = 0; i < st->nunits; i++)
                tried |= st->unit[i].alive && st->unit[i].nation == st->active &&
                         st->unit[i].breach_tried;
            if (tried)
                glog_add(log, "No other %s unit can try a breach: breach phase over.",
                         race_nation_adj(st->active));
            else
                glog_add(log, "No %s unit stands at a wall it could breach: breach "
                         "phase skipped.", race_nation_adj(st->active));
        }
        else if (log && st->phase == RACE_PH_REBEL) {
            /* after the player rolled for some, the phase ends; it was
             * said "skipped" after a rebel phase the player did roll */
            int rolled = 0;
            for (size_t k = 0; k < sizeof st->tried / sizeof st->tried[0]; k++)
                rolled |= st->tried[k] != 0;
            if (rolled)
                glog_add(log, "No other Chinese unit can move, attack or rally: rebel "
                         "phase over.");
            else
                glog_add(log, "No Chinese unit could move, attack or rally: rebel phase "
                         "skipped.");
        }
        /* the rally and artillery phases passed over said so too (the
         * log is the account of what the turn did) */
        else if (log && (st->phase == RACE_PH_RALLY || st->phase == RACE_PH_ARTILLERY)) {
            /* after a rally roll or a shot the phase ends; with none, it
             * was passed over */
            int done = 0, art = st->phase == RACE_PH_ARTILLERY;
            for (int i = 0; i < st->nunits; i++)
                done |= st->unit[i].alive && st->unit[i].nation == st->active &&
                        (art ? st->unit[i].fired : st->unit[i].rallied);
            if (!done)
                glog_add(log, art ? "No %s gun has a target: artillery phase skipped."
                                  : "No %s unit needs rallying: rally phase skipped.",
                         race_nation_adj(st->active));
        }
        st->phase++;
    }
}

void race_begin(race_state *st, glog *log)
{
    int pos;

    for (pos = 0; pos < RACE_NATIONS; pos++)
        if (nation_playing(st, race_turn_order[pos]))
            break;
    if (pos == RACE_NATIONS) {
        race_end_game(st, RACE_RES_NORESULT, -1, log);
        return;
    }
    open_turn(st, race_turn_order[pos], log);
    settle(st, log);
}

/* The checks every action shares (the game running, a rout or a Chinese
 * order waiting first), then the phase's own. NULL, or why not. */
static const char *check(const race_state *st, const race_action *a)
{
    if (st->result != RACE_RES_NONE)
        return "The game is over.";
    if (st->rout >= 0) {
        int to[HEX_DIRS], nr, i2;
        if (a->type != RACE_A_ROUT)
            return "First choose the hex the routed unit falls back to.";
        if (a->unit != st->rout)
            return "That unit is not the one routing.";
        nr = race_rout_hexes(st, a->unit, to);
        for (i2 = 0; i2 < nr; i2++)
            if (to[i2] == a->to)
                return NULL;
        return "A routed unit falls back one hex into a free, scouted hex that is "
               "no nearer the legation (never into it), with no wall between.";
    }
    if (a->type == RACE_A_ROUT)
        return "No unit is routing.";
    if (st->pending >= 0 && a->type != RACE_A_REBEL_MOVE &&
        a->type != RACE_A_REBEL_ATTACK && a->type != RACE_A_REBEL_HOLD)
        return "First give the activated Chinese unit its order.";
    switch (a->type) {
    case RACE_A_END_PHASE:
        return NULL;
    case RACE_A_RALLY:
        return race_check_rally(st, a);
    case RACE_A_FIRE:
        return race_check_fire(st, a);
    case RACE_A_BREACH:
        return race_check_breach(st, a);
    case RACE_A_ACTIVATE:
    case RACE_A_REBEL_MOVE:
    case RACE_A_REBEL_ATTACK:
    case RACE_A_REBEL_HOLD:
        return race_check_rebel(st, a);
    case RACE_A_MOVE:
    case RACE_A_SWAP:
        return race_check_move(st, a);
    default:
        return "Unknown action.";
    }
}

int race_check(const race_state *st, const race_action *a, char *why, size_t n)
{
    const char *r = check(st, a);

    if (r && why && n)
        snprintf(why, n, "%s", r);
    return r == NULL;
}

static void check_victory(race_state *st, glog *log)
{
    int i, nat = -1, same = 1;

    if (st->result != RACE_RES_NONE)
        return;
    for (i = 0; i < RACE_LEGATION_HEXES; i++) {
        int u = st->cell[st->legation[i]].unit;
        if (u < 0)
            return;
        if (nat < 0)
            nat = st->unit[u].nation;
        else if (nat != st->unit[u].nation)
            same = 0;
    }
    race_end_game(st, same ? RACE_RES_TOTAL : RACE_RES_SHARED, same ? nat : -1, log);
}

static void end_phase(race_state *st, glog *log)
{
    int i, lo, hi;

    st->rout_rest = 0;
    race_active_span(st, &lo, &hi);
    if (st->phase == RACE_PH_RALLY)
        for (i = lo; i < hi && st->result == RACE_RES_NONE; i++) {
            race_unit *u = &st->unit[i];
            if (u->alive && u->nation == st->active && u->sup && !u->rallied) {
                race_do_rally(st, i, log);
                if (st->rout >= 0) {  /* its owner picks; then the rest roll */
                    st->rout_rest = 1;
                    return;
                }
            }
        }
    if (st->result != RACE_RES_NONE)
        return;
    if (log && st->phase == RACE_PH_REBEL) {
        /* a rebel phase the player ends by choice is said, as one
         * skipped or rolled out is: the hand-over named it, and the log
         * went on to the action phase without a word of it (one line
         * whether or not units were stirred: which were is not kept in a
         * saved position, and a reloaded game must log the same) */
        glog_add(log, "The %s end the rebel phase.", race_nation_name(st->active));
    }
    if (st->phase == RACE_PH_ACTION)
        next_turn(st, log);
    else
        st->phase++;
}

int race_do(race_state *st, const race_action *a, glog *log, char *why, size_t n)
{
    const char *r = check(st, a);

    if (r) {
        if (why && n)
            snprintf(why, n, "%s", r);
        return -1;
    }
    race_apply(st, a, log);
    return 0;
}

void race_apply(race_state *st, const race_action *a, glog *log)
{
    switch (a->type) {
    case RACE_A_END_PHASE: end_phase(st, log); break;
    case RACE_A_RALLY: race_do_rally(st, a->unit, log); break;
    case RACE_A_FIRE: race_do_fire(st, a->unit, a->to, log); break;
    case RACE_A_BREACH: race_do_breach(st, a->unit, a->dir, log); break;
    case RACE_A_ACTIVATE: race_do_activate(st, a->cell, log); break;
    case RACE_A_REBEL_MOVE:
        race_do_rebel_move(st, a->cell, a->to, log);
        st->pending = -1;
        break;
    case RACE_A_REBEL_ATTACK:
        st->pending = -1;
        race_chinese_attack(st, a->cell, a->to, log);
        break;
    case RACE_A_REBEL_HOLD:
        st->pending = -1;
        if (log) {
            char h[8];
            glog_add(log, "%s in %s hold.", race_counter_name(st->cell[a->cell].counter),
                     race_lab(st, a->cell, h));
        }
        break;
    case RACE_A_MOVE: race_do_move(st, a->unit, a->to, log); break;
    case RACE_A_SWAP: race_do_swap(st, a->unit, a->other, log); break;
    case RACE_A_ROUT:
        st->rout = -1;
        race_rout_to(st, a->unit, a->to, log);
        if (st->rout_rest)
            end_phase(st, log);
        break;
    default: break;
    }
    st->nactions++;
    /* the legation fills only by a step into it (a rout never enters it,
     * a swap leaves as many of its hexes held) */
    if (a->type == RACE_A_MOVE || a->type == RACE_A_SWAP)
        check_victory(st, log);
    settle(st, log);
}
