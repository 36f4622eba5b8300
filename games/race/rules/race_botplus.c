/* race_botplus: the stronger computer players ("normal" and "hard").
 *
 * Both read the same distance field as the first bot (race_bot.c) and
 * take over the rebel phase: every activation roll is free, so they stir
 * every Chinese unit whose best order is worth something to them, and
 * weigh each order by what it costs the rivals: an attack on a rival's
 * unit near the goal (above all one inside the legation, which a
 * destroyed unit frees) less what the attacker risks (a Chinese unit
 * destroyed in its own attack no longer blocks anybody), never one on
 * their own army; or a move into a rival's way forward, or out of their
 * own way. "Hard" also plays for its share of the legation: it moves the
 * Chinese onto a free legation hex that a rival is nearer than it is, or
 * when the rivals hold more of it, and stirs suppressed Chinese units in
 * a rival's way to shed their markers. */
#include <string.h>

#include "race_bot_local.h"

/* How much a rival's unit matters: how near the goal it stands. A unit
 * inside the legation counts most: destroying it frees a hex. */
static inline int urgency(const bot_ctx *b, const race_state *st, int u)
{
    const race_unit *p = &st->unit[u];
    int d;

    if (st->cell[p->cell].terrain == RACE_LEGATION)
        return 40;
    d = b->dist[p->cell];
    return d >= 30 ? 1 : 31 - d;
}

/* Expected harm (in tenths) of a Chinese attack from c on the unit in t:
 * the foreign roll is 1-7 unaffected, 8-10 suppressed, 11+ destroyed,
 * +1 per marker, +1 against Qing artillery. */
static int attack_value(const bot_ctx *b, const race_state *st, int c, int t)
{
    int u = st->cell[t].unit, mod, kill, sup, v;

    if (u < 0)
        return 0;
    mod = st->unit[u].sup + (st->cell[c].counter == RACE_C_QING_ART);
    kill = mod > 10 ? 10 : mod;          /* faces that reach 11+ */
    {
        int lo = 8 - mod < 1 ? 1 : 8 - mod, hi = 10 - mod;
        sup = hi >= lo ? hi - lo + 1 : 0;  /* faces landing on 8-10 */
    }
    v = urgency(b, st, u);
    if (st->cell[st->unit[u].cell].terrain == RACE_LEGATION)
        return kill * 12 * v / 10 + sup * 2;  /* markers there feed later kills */
    return kill * 2 * v + sup * v;
}

/* legation_value on a free legation hex at the hard level. */
static int legation_hex_value(const race_state *st, int x)
{
    int v = 0, me = st->active, mine = INF, theirs = INF, i, held = 0, k, mine_held;

    /* a free legation hex: worth holding when a rival is nearer it */
    for (i = 0; i < st->nunits; i++) {
        const race_unit *p = &st->unit[i];
        int dd;
        if (!p->alive || st->cell[p->cell].terrain == RACE_LEGATION)
            continue;
        dd = race_dist(st, p->cell, x);
        if (p->nation == me) {
            if (dd < mine)
                mine = dd;
        } else if (dd < theirs) {
            theirs = dd;
        }
    }
    if (theirs < mine)
        v += 60;
    else if (mine <= theirs && mine < INF)
        v -= 60;
    /* and when the rivals hold more of it: the hex ends the game */
    mine_held = race_legation_held(st, me);
    for (k = 0; k < RACE_NATIONS; k++)
        if (k != me && race_legation_held(st, k) > held)
            held = race_legation_held(st, k);
    v += held > mine_held ? 40 : held < mine_held ? -40 : 0;
    return v;
}

/* What a Chinese unit on the free legation hex x is worth to the hard
 * level (0 elsewhere, and at the other levels). Asked for every hex the
 * bot values: the common answer inline. */
static inline int legation_value(const bot_ctx *b, const race_state *st, int x)
{
    (void)b;
    if (st->cell[x].terrain != RACE_LEGATION || st->cell[x].unit >= 0 ||
        st->level[st->active] < RACE_LEVEL_HARD)
        return 0;
    return legation_hex_value(st, x);
}

/* What unit u standing beyond a Chinese unit counts: its urgency for a
 * rival, twice that against for the active army. */
static inline int unit_weight(const bot_ctx *b, const race_state *st, int u)
{
    return st->unit[u].nation == st->active ? -2 * urgency(b, st, u) : urgency(b, st, u);
}

/* A Chinese unit standing in cell x: how much it gets in the way of the
 * rivals (positive) or of the active army (negative). While the rebel
 * candidates are valued (b->vstamp > 0) the board stands still, and
 * several candidates weigh the same free hexes: each is worked out once. */
static int block_value(bot_ctx *b, const race_state *st, int x)
{
    int d, v;

    if (b->vstamp && b->vseen[x] == b->vstamp)
        return b->vval[x];
    v = legation_value(b, st, x);
    /* chinese_near_units marked this turn every hex next to a unit (and
     * in the rebel phase no foreign unit changes hex): an unmarked hex
     * has no unit beside it */
    if (b->rebel_turn != st->turns || b->seen[x] == b->stamp) {
        unsigned cl = bot_closed(st, x);
        for (d = 0; d < HEX_DIRS; d++) {
            int m = race_nb(st, x, d), u;
            if (m < 0 || (u = st->cell[m].unit) < 0 || ((cl >> d) & 1))
                continue;
            if (b->dist[x] >= b->dist[m])
                continue;  /* not in that unit's way forward */
            v += unit_weight(b, st, u);
        }
    }
    if (b->vstamp) {
        b->vseen[x] = b->vstamp;
        b->vval[x] = v;
    }
    return v;
}

/* The best order for the Chinese unit at c and what it is worth: the
 * attacks first (targets in race_rebel_targets' order), then the moves
 * (sides in order), the first of equals kept. One pass over c's sides
 * gathers what all three need (its own block value, its melee targets,
 * the free hexes): this runs for every candidate of every rebel phase. */
static int best_order(bot_ctx *b, const race_state *st, int c, race_action *a)
{
    int t[64], n = 0, i, d, best = 0, here, lost, nfree = 0, freeh[HEX_DIRS];
    int gun = st->cell[c].counter == RACE_C_QING_ART;
    unsigned cl = bot_closed(st, c);

    a->type = RACE_A_REBEL_HOLD;
    a->unit = a->other = a->dir = a->to = -1;
    a->cell = c;
    here = legation_value(b, st, c);
    for (d = 0; d < HEX_DIRS; d++) {
        int m = race_nb(st, c, d), u;
        if (m < 0 || ((cl >> d) & 1))
            continue;
        u = st->cell[m].unit;
        if (u >= 0) {
            if (b->dist[c] < b->dist[m])
                here += unit_weight(b, st, u);  /* block_value(c, -1) */
            if (!gun)
                t[n++] = m;  /* race_rebel_targets for Boxers and Qing */
        } else if (st->cell[m].scouted && st->cell[m].counter == RACE_C_NONE) {
            freeh[nfree++] = m;
        }
    }
    if (gun)
        n = race_rebel_targets(st, c, t);
    /* the attacker's own roll: 1-5 destroyed (1-4 for Qing), and a
     * destroyed unit no longer stands in anybody's way */
    lost = st->cell[c].counter == RACE_C_BOXER ? 5 : 4;
    for (i = 0; i < n; i++) {
        int v;
        if (st->unit[st->cell[t[i]].unit].nation == st->active)
            continue;  /* never against its own army */
        v = attack_value(b, st, c, t[i]) - lost * here;
        if (v > best) {
            best = v;
            a->type = RACE_A_REBEL_ATTACK;
            a->to = t[i];
        }
    }
    for (i = 0; i < nfree; i++) {
        int v = (block_value(b, st, freeh[i]) - here) * 10;
        if (v > best) {
            best = v;
            a->type = RACE_A_REBEL_MOVE;
            a->to = freeh[i];
        }
    }
    return best;
}

/* Chinese units within two hexes of a foreign unit (the only ones that
 * can strike one or step into a unit's way), in cell order: mark every
 * unit's hex and its neighbours, then a Chinese unit qualifies when its
 * hex or a neighbour is marked. The Chinese units are read from their
 * bitset (race_state.chinese) in cell order, not by sweeping the map. */
static int chinese_near_units(bot_ctx *b, const race_state *st, int *out)
{
    const uint64_t *set = b->own ? b->chinese : st->chinese;
    const short *nb;
    int i, d, k = 0, w, nw = (st->cols * st->rows + 63) / 64;

    b->stamp++;
    for (i = 0; i < st->nunits; i++) {
        const race_unit *p = &st->unit[i];
        if (!p->alive)
            continue;
        nb = b->nbs[p->cell];  /* off map: the spare slot */
        b->seen[p->cell] = b->stamp;
        b->seen[nb[0]] = b->seen[nb[1]] = b->seen[nb[2]] = b->stamp;
        b->seen[nb[3]] = b->seen[nb[4]] = b->seen[nb[5]] = b->stamp;
    }
    b->seen[st->cols * st->rows] = 0;  /* which is never seen */
    for (w = 0; w < nw; w++) {
        uint64_t bits = set[w];
        while (bits) {
            i = (w << 6) + __builtin_ctzll(bits);
            bits &= bits - 1;
            if (b->seen[i] == b->stamp) {
                out[k++] = i;
                continue;
            }
            for (d = 0; d < HEX_DIRS; d++)
                if (b->seen[b->nbs[i][d]] == b->stamp) {
                    out[k++] = i;
                    break;
                }
        }
    }
    return k;
}

/* What stirring the Chinese unit at c is worth now (0: leave it). */
static int stir_value(bot_ctx *b, const race_state *st, int c, int hard)
{
    race_action o;

    if (!race_is_chinese(st->cell[c].counter) || st->cell[c].ctried)
        return 0;
    /* a suppressed unit only sheds a marker: good for one in a rival's way */
    if (st->cell[c].csup)
        return hard ? block_value(b, st, c) : 0;
    return best_order(b, st, c, &o);
}

int race_botplus_rebel(bot_ctx *b, const race_state *st, race_action *a)
{
    int hard = st->level[st->active] >= RACE_LEVEL_HARD;

    if (st->pending >= 0) {
        best_order(b, st, st->pending, a);
        return 1;
    }
    /* the Chinese worth stirring, best first, valued once a turn (the
     * order given on activation is weighed afresh) */
    if (b->rebel_turn != st->turns) {
        int key[RACE_MAX_CELLS], i, j, n = chinese_near_units(b, st, b->cand);
        b->rebel_turn = st->turns;
        b->ncand = b->candpos = 0;
        b->vstamp = b->stamp;  /* (chinese_near_units bumped it) */
        for (i = 0; i < n; i++) {
            int c = b->cand[i], v = stir_value(b, st, c, hard);
            if (v <= 0)
                continue;
            for (j = b->ncand; j > 0 && key[j - 1] < v; j--) {
                b->cand[j] = b->cand[j - 1];
                key[j] = key[j - 1];
            }
            b->cand[j] = c;
            key[j] = v;
            b->ncand++;
        }
        b->vstamp = 0;
    }
    while (b->candpos < b->ncand) {
        int c = b->cand[b->candpos++];
        if (race_is_chinese(st->cell[c].counter) && !st->cell[c].ctried) {
            a->type = RACE_A_ACTIVATE;
            a->unit = a->other = a->to = a->dir = -1;
            a->cell = c;
            return 1;
        }
    }
    return 0;
}
