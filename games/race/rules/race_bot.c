/* race_bot: the computer player of Race to the Legations: when its
 * distance field is built (the flood itself is race_field.c), and the
 * first ("easy") bot, whose choices the stronger levels (race_botplus.c)
 * take over where they know better.
 *
 * The bot steers by one distance field: the cost from every hex to the
 * nearest free legation hex (unknown hexes, Chinese units and unbreached
 * walls cost extra; impassable hexes and legation hexes already held
 * block). It moves the units nearest the goal first, only ever forward,
 * fires and breaches where the way ahead needs it, keeps units that got
 * into the legation there (moving them deeper to make room), and in the
 * rebel phase turns the Chinese against the rival units nearest the
 * legation. Choices are deterministic: no dice, no randomness. */
#include <limits.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "race_bot_local.h"

/* The field is built every other round and whenever the free legation
 * hexes change. In between it misses what the armies found since (up to
 * two rounds of scouting, fights and breaches): the flood is most of a
 * game's cost, and a stale field only matters far from the units, since
 * the bot checks each step it takes and never tries a blocked one. Built
 * every round, all-bot games ran about a fifth slower with the same balance;
 * every third round tilted it (seed 1: Russians won twice as often as
 * Americans). race_bot_choose builds a fresh field on every call. */
static void refresh(bot_ctx *b, const race_state *st)
{
    if (st->round >= b->round + 2 || b->legmask != bot_legation_mask(b, st)) {
        /* the simulator's games start alike: a field built before any
         * scouting, breach or counter change (epoch 0) with the same
         * legation hexes held is the field of the game before */
        if (b->keep_start && st->epoch == 0 && b->start_mask == bot_legation_mask(b, st)) {
            memcpy(b->dist, b->start_dist, sizeof b->dist);
            b->legmask = b->start_mask;
        } else {
            race_bot_field(b, st);
            if (b->keep_start && st->epoch == 0) {
                memcpy(b->start_dist, b->dist, sizeof b->dist);
                b->start_mask = b->legmask;
            }
        }
        b->round = st->round;
    }
}

void race_bot_armies(bot_ctx *b, const race_state *st)
{
    int i;

    memset(b->narmy, 0, sizeof b->narmy);
    for (i = 0; i < st->nunits; i++) {
        int nat = st->unit[i].nation;
        if (nat < RACE_NATIONS)
            b->army[nat][b->narmy[nat]++] = (unsigned char)i;
    }
}

void race_bot_init(bot_ctx *b, const race_state *st)
{
    int i, d, k, n = st->cols * st->rows;

    for (i = 0; i < n; i++) {
        int best = 127;
        for (d = 0; d < HEX_DIRS; d++)
            b->nbs[i][d] = (short)(st->nb[i][d] >= 0 ? st->nb[i][d] : n);
        for (k = 0; k < RACE_LEGATION_HEXES; k++) {
            int x = race_dist(st, i, st->legation[k]);
            if (x < best)
                best = x;
        }
        b->legd[i] = (signed char)best;
    }
    for (k = 0; k < RACE_LEGATION_HEXES; k++) {
        int j;
        b->legoff[k] = (int)(st->legation[k] * sizeof(race_cell) + offsetof(race_cell, unit));
        for (j = 0; j < RACE_LEGATION_HEXES; j++)
            b->legdir[k][j] = (signed char)race_dir_between(st, st->legation[k], st->legation[j]);
    }
    b->nnear = 0;
    for (i = 0; i < n; i++)
        if (b->legd[i] <= REBEL_RANGE + 2)
            b->near[b->nnear++] = (short)i;
    b->stamp = 0;
    memset(b->seen, 0, sizeof b->seen);
    b->vstamp = 0;
    memset(b->vseen, 0, sizeof b->vseen);
    b->keep_start = 0;
    b->start_mask = -1;
    race_bot_reset(b, st);
}

/* Everything but the map's tables and the scan marks: a mark counts only
 * when it equals the present stamp, and the stamps go on rising from the
 * last game's, so old marks are as good as cleared (a fresh context's are
 * all 0 with the stamp at 0). Only near the top of an int are they
 * cleared for real. */
void race_bot_reset(bot_ctx *b, const race_state *st)
{
    if (b->stamp > INT_MAX / 2) {
        b->stamp = b->vstamp = 0;
        memset(b->seen, 0, sizeof b->seen);
        memset(b->vseen, 0, sizeof b->vseen);
    }
    b->round = -1;
    b->legmask = -1;
    b->rebel_turn = -1;
    b->plan_turn = -1;
    b->breach_turn = -1;
    b->ncand = b->candpos = b->norder = b->pos = 0;
    b->vstamp = 0;
    race_bot_armies(b, st);
    b->own = 0;
}

static void set(race_action *a, int type, int unit, int other, int cell, int to, int dir)
{
    a->type = type;
    a->unit = unit;
    a->other = other;
    a->cell = cell;
    a->to = to;
    a->dir = dir;
}

/* The battery's shot: the Chinese unit on or beside the way ahead that is
 * cheapest to hit; batteries and targets in the order race_legal_actions
 * lists them, the first of equals kept. The targets are read from the
 * Chinese units' bitset, in the rows within 3 of the battery (a hex 3
 * away is at most 3 rows away); equals are then told apart by the order
 * race_cells_near gives them (cube x, then z). */
static int choose_fire(const bot_ctx *b, const race_state *st, race_action *a)
{
    const uint64_t *cs = b->own ? b->chinese : st->chinese;
    int k, n = st->cols * st->rows, bu = -1, bt = -1, bs = INF;

    for (k = 0; k < b->narmy[st->active]; k++) {
        int i = b->army[st->active][k], from, row, lo, hi, w, ms = INF, mt = -1, mo = 0;
        const race_unit *u = &st->unit[i];
        if (!u->alive || u->nation != st->active || u->kind != RACE_ARTILLERY ||
            u->sup || u->no_ammo || u->fired)
            continue;
        from = u->cell;
        row = from / st->cols;
        lo = row > 3 ? (row - 3) * st->cols : 0;
        hi = (row + 4) * st->cols < n ? (row + 4) * st->cols : n;
        for (w = lo >> 6; w <= (hi - 1) >> 6; w++) {
            uint64_t bits = cs[w];
            while (bits) {
                int t = (w << 6) + __builtin_ctzll(bits), kc, score, ord, dd;
                bits &= bits - 1;
                if (t < lo || t >= hi || (dd = race_dist(st, from, t)) < 1 || dd > 3)
                    continue;
                kc = st->cell[t].counter;
                if (!st->cell[t].scouted || !race_is_chinese(kc))
                    continue;
                /* only what stands on the way ahead (or just beside it) */
                if (b->dist[t] > b->dist[from] + 2)
                    continue;
                score = b->dist[t] + 3 * dd + (kc == RACE_C_BOXER ? 0 : 3);
                ord = (st->cube[t][0] - st->cube[from][0]) * 16 +
                      (st->cube[t][1] - st->cube[from][1]);
                if (score < ms || (score == ms && ord < mo)) {
                    ms = score;
                    mt = t;
                    mo = ord;
                }
            }
        }
        if (mt >= 0 && ms < bs) {
            bs = ms;
            bu = i;
            bt = mt;
        }
    }
    if (bu < 0)
        return 0;
    set(a, RACE_A_FIRE, bu, -1, -1, bt, -1);
    return 1;
}

/* The wall to try: the closed side leading nearest the goal (and nearer
 * than the unit stands), units and sides in order, the first of equals
 * kept. The sides worth it are listed at the phase's first call: in a
 * breach phase no unit moves and the field stands, and what changes
 * (breaches opened, units that tried) only strikes sides off, which each
 * later call checks again. */
static int choose_breach(bot_ctx *b, const race_state *st, race_action *a)
{
    int k, d, best = -1, bd = -1, bs = INF;

    if (b->breach_turn != st->turns || b->breach_round != b->round ||
        b->breach_mask != b->legmask) {
        b->breach_turn = st->turns;
        b->breach_round = b->round;
        b->breach_mask = b->legmask;
        b->nbreach = 0;
        for (k = 0; k < b->narmy[st->active]; k++) {
            int i = b->army[st->active][k];
            const race_unit *u = &st->unit[i];
            unsigned cl;
            if (!u->alive || u->nation != st->active || u->sup || u->breach_tried ||
                !(cl = bot_closed(st, u->cell)))
                continue;  /* (the last: no closed side at all, the common case) */
            for (d = 0; d < HEX_DIRS; d++) {
                int y = race_nb(st, u->cell, d);
                if (y < 0 || !((cl >> d) & 1) || st->cell[y].counter == RACE_C_IMPASSABLE ||
                    b->dist[y] >= b->dist[u->cell])
                    continue;
                b->breach[b->nbreach].unit = (unsigned char)i;
                b->breach[b->nbreach].dir = (unsigned char)d;
                b->breach[b->nbreach++].key = b->dist[y];
            }
        }
    }
    for (k = 0; k < b->nbreach; k++) {
        const race_unit *u = &st->unit[b->breach[k].unit];
        d = b->breach[k].dir;
        if (b->breach[k].key < bs && !u->breach_tried && !u->sup && u->alive &&
            race_closed(st, u->cell, d) &&
            st->cell[race_nb(st, u->cell, d)].counter != RACE_C_IMPASSABLE) {
            bs = b->breach[k].key;
            best = b->breach[k].unit;
            bd = d;
        }
    }
    if (best < 0)
        return 0;
    set(a, RACE_A_BREACH, best, -1, -1, -1, bd);
    return 1;
}

/* Chinese units that can strike a rival unit, those near the rivals
 * closest to the legation first (listed once per turn). */
/* Add Chinese cell c to the candidates with urgency key (lower first). */
static void add_cand(bot_ctx *b, int *key, int c, int k)
{
    int i;

    for (i = 0; i < b->ncand; i++)
        if (b->cand[i] == c) {
            if (k < key[i])
                key[i] = k;
            return;
        }
    if (b->ncand < RACE_MAX_CELLS) {
        b->cand[b->ncand] = c;
        key[b->ncand++] = k;
    }
}

/* Chinese units that can strike a rival unit near the legation, those
 * next to the rivals nearest the goal first (listed once per turn). */
static void list_rebels(bot_ctx *b, const race_state *st)
{
    int key[RACE_MAX_CELLS], rival[RACE_MAX_UNITS], nr = 0, i, j, d;
    int guns[64], ng = 0;

    b->rebel_turn = st->turns;
    b->ncand = b->candpos = 0;
    for (i = 0; i < st->nunits; i++) {
        const race_unit *u = &st->unit[i];
        if (u->alive && u->nation != st->active && b->legd[u->cell] <= REBEL_RANGE)
            rival[nr++] = i;
    }
    if (!nr)
        return;
    /* a gun within 2 hexes of a rival no further than REBEL_RANGE from
     * the legation is within REBEL_RANGE + 2 of it: only those cells */
    for (i = 0; i < b->nnear && ng < 64; i++)
        if (st->cell[b->near[i]].counter == RACE_C_QING_ART)
            guns[ng++] = b->near[i];
    for (i = 0; i < nr; i++) {
        int uc = st->unit[rival[i]].cell, k = b->dist[uc];
        for (d = 0; d < HEX_DIRS; d++) {
            int c = race_nb(st, uc, d);
            if (c >= 0 && (st->cell[c].counter == RACE_C_BOXER ||
                           st->cell[c].counter == RACE_C_QING) &&
                !race_closed(st, uc, d))
                add_cand(b, key, c, k);
        }
        for (j = 0; j < ng; j++)
            if (race_dist(st, guns[j], uc) <= 2)
                add_cand(b, key, guns[j], k);
    }
    /* insertion sort by urgency */
    for (i = 1; i < b->ncand; i++) {
        int c = b->cand[i], k = key[i];
        for (j = i; j > 0 && key[j - 1] > k; j--) {
            b->cand[j] = b->cand[j - 1];
            key[j] = key[j - 1];
        }
        b->cand[j] = c;
        key[j] = k;
    }
}

static int choose_rebel(bot_ctx *b, const race_state *st, race_action *a)
{
    race_action l[64];
    int i, best = -1, bs = INF, n;

    if (st->pending >= 0) {
        n = race_legal_actions(st, l, 64);
        for (i = 0; i < n; i++)
            if (l[i].type == RACE_A_REBEL_ATTACK &&
                st->unit[st->cell[l[i].to].unit].nation != st->active &&
                b->dist[l[i].to] < bs) {
                bs = b->dist[l[i].to];
                best = i;
            }
        if (best >= 0)
            *a = l[best];
        else
            set(a, RACE_A_REBEL_HOLD, -1, -1, st->pending, -1, -1);
        return 1;
    }
    if (b->rebel_turn != st->turns)
        list_rebels(b, st);
    while (b->candpos < b->ncand) {
        int c = b->cand[b->candpos++];
        if (race_is_chinese(st->cell[c].counter) && !st->cell[c].ctried &&
            !st->cell[c].csup) {
            set(a, RACE_A_ACTIVATE, -1, -1, c, -1, -1);
            return 1;
        }
    }
    return 0;
}

/* Order the active army by distance to the goal (once per turn). */
static void plan_moves(bot_ctx *b, const race_state *st)
{
    int i, j, k, keys[RACE_MAX_UNITS];

    b->plan_turn = st->turns;
    b->norder = b->pos = 0;
    b->any_sup = 0;
    for (k = 0; k < b->narmy[st->active]; k++) {
        const race_unit *u = &st->unit[i = b->army[st->active][k]];
        int key;
        if (!u->alive || u->nation != st->active)
            continue;
        b->any_sup |= u->sup;
        key = b->dist[u->cell];
        for (j = b->norder; j > 0 && keys[j - 1] > key; j--) {
            b->order[j] = b->order[j - 1];
            keys[j] = keys[j - 1];
        }
        b->order[j] = i;
        keys[j] = key;
        b->norder++;
    }
}

/* Open sides from a legation hex to the outside: the fewer, the deeper. */
static int exposure(const race_state *st, int c)
{
    int d, k = 0;

    for (d = 0; d < HEX_DIRS; d++) {
        int m = race_nb(st, c, d);
        if (m >= 0 && st->cell[m].terrain != RACE_LEGATION && !race_closed(st, c, d))
            k++;
    }
    return k;
}

static int can_walk(const race_unit *u)
{
    return !u->fought && !u->swapped && (!u->rolled || u->steps) &&
           !(u->kind == RACE_ARTILLERY && (u->fired || u->breach_tried));
}

/* Depth of each legation hex: 0 for one with an open way out, else one
 * more than its shallowest legation neighbour (no wall between). */
static void legation_depth(const bot_ctx *b, const race_state *st, int *depth)
{
    int i, j, changed = 1;

    for (i = 0; i < RACE_LEGATION_HEXES; i++)
        depth[i] = exposure(st, st->legation[i]) ? 0 : INF;
    while (changed) {
        changed = 0;
        for (i = 0; i < RACE_LEGATION_HEXES; i++)
            for (j = 0; j < RACE_LEGATION_HEXES; j++) {
                int d = b->legdir[i][j];  /* the side from i to j, if any */
                if (d >= 0 && !race_closed(st, st->legation[i], d) &&
                    depth[j] + 1 < depth[i]) {
                    depth[i] = depth[j] + 1;
                    changed = 1;
                }
            }
    }
}

/* A unit in the legation never leaves it; it moves deeper (away from the
 * ways in) to make room for the next one. */
static int legation_move(const bot_ctx *b, const race_state *st, int i, race_action *a)
{
    const race_unit *u = &st->unit[i];
    int depth[RACE_LEGATION_HEXES], k, here = -1, best = -1, bd;

    if (!can_walk(u))
        return 0;
    legation_depth(b, st, depth);
    for (k = 0; k < RACE_LEGATION_HEXES; k++)
        if (st->legation[k] == u->cell)
            here = k;
    if (here < 0)
        return 0;
    bd = depth[here];
    for (k = 0; k < RACE_LEGATION_HEXES; k++) {
        int y = st->legation[k], d;
        if (st->cell[y].unit >= 0 || st->cell[y].counter != RACE_C_NONE || depth[k] <= bd)
            continue;
        for (d = 0; d < HEX_DIRS; d++)
            if (race_nb(st, u->cell, d) == y && !race_closed(st, u->cell, d) &&
                race_late_past_ok_dir(st, u, d)) {
                bd = depth[k];
                best = y;
            }
    }
    if (best < 0)
        return 0;
    set(a, RACE_A_MOVE, i, -1, -1, best, -1);
    return 1;
}

/* Chinese units next to cell c (no wall between): the danger of a hex. */
static int threats(const race_state *st, int c)
{
    int d, k = 0;

    for (d = 0; d < HEX_DIRS; d++) {
        int m = race_nb(st, c, d);
        if (m >= 0 && race_is_chinese(st->cell[m].counter) && !race_closed(st, c, d))
            k++;
    }
    return k;
}

/* The best thing unit i can do in the action phase: a step to a hex
 * nearer the goal (an attack if Chinese hold it; a Chinese unit level with
 * the unit is attacked too, to clear the way), or the reserve rule when
 * that moves it further. */
static int unit_move(const bot_ctx *b, const race_state *st, int i, race_action *a)
{
    const race_unit *u = &st->unit[i];
    int d, here, by = -1, bys = INF, sw = -1, sws = INF, byk = INF;
    unsigned cl;  /* u's closed sides */

    if (!u->alive || u->sup)
        return 0;
    if (u->advance) {  /* always take the hex a won fight cleared */
        int y = race_nb(st, u->cell, u->advance - 1);
        if (y >= 0 && st->cell[y].unit < 0) {
            set(a, RACE_A_MOVE, i, -1, -1, y, -1);
            return 1;
        }
        return 0;
    }
    if (st->cell[u->cell].terrain == RACE_LEGATION)
        return legation_move(b, st, i, a);
    here = b->dist[u->cell];
    cl = bot_closed(st, u->cell);
    if (can_walk(u)) {
        for (d = 0; d < HEX_DIRS; d++) {
            int y = race_nb(st, u->cell, d), k;
            /* the cheap tests first: most sides lead back or are blocked */
            if (y < 0 || b->dist[y] > here || ((cl >> d) & 1) ||
                !st->cell[y].scouted || (k = st->cell[y].counter) == RACE_C_IMPASSABLE ||
                st->cell[y].unit >= 0)
                continue;
            if ((b->dist[y] < here || race_is_chinese(k)) && race_late_past_ok_dir(st, u, d)) {
                int key = b->dist[y];
                if (key < byk) {
                    byk = key;
                    bys = b->dist[y];
                    by = y;
                }
            }
        }
    }
    if (b->any_sup && !u->rolled && !u->moved && !u->fought && !u->swapped &&
        !(u->kind == RACE_ARTILLERY && (u->fired || u->breach_tried))) {
        for (d = 0; d < HEX_DIRS; d++) {
            int y = race_nb(st, u->cell, d), v;
            const race_unit *s;
            if (y < 0 || (v = st->cell[y].unit) < 0 || ((cl >> d) & 1))
                continue;
            s = &st->unit[v];
            if (s->nation == u->nation && s->sup && !s->pinned && !s->swapped &&
                !s->moved && !s->fought && !s->rolled &&
                !(s->kind == RACE_ARTILLERY && (s->fired || s->breach_tried)) &&
                b->dist[y] < here && b->dist[y] < sws) {
                sws = b->dist[y];
                sw = v;
            }
        }
    }
    if (sw >= 0 && sws <= bys) {
        set(a, RACE_A_SWAP, i, sw, -1, -1, -1);
        return 1;
    }
    if (by >= 0) {
        set(a, RACE_A_MOVE, i, -1, -1, by, -1);
        return 1;
    }
    return 0;
}

/* A routed unit falls back to the hex that keeps it nearest the goal,
 * the one with fewer Chinese units beside it on a tie. */
static void choose_rout(const bot_ctx *b, const race_state *st, race_action *a)
{
    int to[HEX_DIRS], n = race_rout_hexes(st, st->rout, to), i, best = 0, bs = INF;

    for (i = 0; i < n; i++) {
        int sc = b->dist[to[i]] * 4 + threats(st, to[i]);
        if (sc < bs) {
            bs = sc;
            best = i;
        }
    }
    set(a, RACE_A_ROUT, st->rout, -1, -1, n ? to[best] : -1, -1);
}

static int choose_action(bot_ctx *b, const race_state *st, race_action *a)
{
    if (b->plan_turn != st->turns)
        plan_moves(b, st);
    for (; b->pos < b->norder; b->pos++)
        if (unit_move(b, st, b->order[b->pos], a))
            return 1;
    return 0;
}

int race_bot_next(bot_ctx *b, const race_state *st, race_action *a)
{
    int plus = st->level[st->active] > RACE_LEVEL_EASY;

    if (st->result != RACE_RES_NONE)
        return -1;
    if (st->phase != RACE_PH_RALLY || st->rout >= 0)  /* a rout reads the field */
        refresh(b, st);
    if (st->rout >= 0) {
        choose_rout(b, st, a);
        return 0;
    }
    if (st->pending >= 0) {
        if (!plus || !race_botplus_rebel(b, st, a))
            choose_rebel(b, st, a);
        return 0;
    }
    switch (st->phase) {
    case RACE_PH_ARTILLERY:
        if (choose_fire(b, st, a))
            return 0;
        break;
    case RACE_PH_BREACH:
        if (choose_breach(b, st, a))
            return 0;
        break;
    case RACE_PH_REBEL:
        if (plus ? race_botplus_rebel(b, st, a) : choose_rebel(b, st, a))
            return 0;
        break;
    case RACE_PH_ACTION:
        if (choose_action(b, st, a))
            return 0;
        break;
    default:
        break;
    }
    set(a, RACE_A_END_PHASE, -1, -1, -1, -1, -1);
    return 0;
}

race_bot *race_bot_new(const race_state *st)
{
    bot_ctx *b = malloc(sizeof *b);

    if (b)
        race_bot_init(b, st);
    return (race_bot *)b;
}

int race_bot_step(race_bot *bot, const race_state *st, race_action *a)
{
    return race_bot_next((bot_ctx *)bot, st, a);
}

void race_bot_free(race_bot *bot)
{
    free(bot);
}

int race_bot_choose(const race_state *st, race_action *a)
{
    bot_ctx *b = malloc(sizeof *b);
    int r;

    if (!b)
        return -1;
    race_bot_init(b, st);
    b->own = 1;
    memset(b->chinese, 0, sizeof b->chinese);
    for (r = 0; r < st->cols * st->rows; r++)
        if (race_is_chinese(st->cell[r].counter))
            b->chinese[r >> 6] |= (uint64_t)1 << (r & 63);
    r = race_bot_next(b, st, a);
    free(b);
    return r;
}

