/* peking_bot_levels: the computer's levels (the difficulty option) as
 * the numbers of pk_bot_par, which the one code path of peking_bot.c,
 * peking_bot_allied.c and peking_bot_tasks.c reads; and the hard Allies'
 * own choices: the fortified line they will fall back on (guards from
 * several posts meet on clear ground by a victory hex in the reaction
 * phase, stay unmoved and dig in) and a line of retreat (the hard
 * Allies' charges and counter-attacks are in peking_bot_strike.c).
 * Normal is the player of the passes before; what each level is worth
 * was measured (notes.md, Computer levels). */
#include <string.h>

#include "peking.h"

/* [side][GAME_LEVEL_NORMAL, _EASY, _HARD] */
static const pk_bot_par levels[2][GAME_LEVELS] = {
    { { .lookahead = 1 },
      { .first = 1, .stay = 32 },
      { .lookahead = 1, .jitter = 5, .room = { 25, 8 }, .dig = 1, .dig_keep = 3,
        .dig_ring = 3, .dig_from = 8, .attack = 1, .fire = 1, .charge = 1, .charge_col = 2,
        .charge_vic = 1, .charge_guard = 2 } },
    { { .lookahead = 1, .forward = 1 },
      { .first = 1, .stay = 40, .odds = 1, .forward = 1 },
      { .lookahead = 1 } },
};

/* The simulator's LEGATION_PEKING_OLD: the first pass's computer. */
static const pk_bot_par first_pass[2] = { { .first = 1, .lookahead = 1 },
                                          { .first = 1, .lookahead = 1, .forward = 1 } };

const pk_bot_par *pk_bot_level(const pk_state *st, int side)
{
    int l = st->level[side];

    if (st->bot_old & 1 << side)
        return &first_pass[side];
    return &levels[side][l >= 0 && l < GAME_LEVELS ? l : GAME_LEVEL_NORMAL];
}

static const pk_bot_par *allied(const pk_state *st)
{
    return pk_bot_level(st, PK_ALLIED);
}

/* A hex's share of the hash: hard Allies judge every hex, their own post
 * too, with 0-31 of it (measured: a garrison that does not all answer
 * the same call the same way holds more victory hexes, notes.md). */
int pk_bot_jitter(const pk_state *st, int side, int cell, int k)
{
    int bits = pk_bot_level(st, side)->jitter;

    if (bits <= 0)
        return 0;
    return (int)(pk_bot_hash(st, cell, k ^ (int)st->nactions * 7919) >> (32 - bits));
}

int pk_bot_stay_bonus(const pk_state *st, int side)
{
    return pk_bot_level(st, side)->stay;
}

int pk_bot_easy_odds(const pk_state *st)
{
    return pk_bot_level(st, PK_CHINESE)->odds;
}

/* Could a fortification stand at c (clear ground, no wall, ruin or
 * counter there, counters left)? The rest of 13 is pk_fort_ok's. */
static int fort_ground(const pk_state *st, int c)
{
    int t = pk_terrain(st, c);

    return st->forts_left[PK_ALLIED] > 0 && st->fort[c] < 0 && pk_wall_at(st, c) < 0 &&
           (t == PK_T_CLEAR || t == PK_T_OPEN);
}

/* A hex of the line to fall back on: near a victory hex the Allies hold,
 * with the Chinese coming but not yet next to it. */
static int fallback_hex(const pk_state *st, int c)
{
    const pk_bot_par *p = allied(st);
    int i, vic = 0;

    for (i = 0; i < st->d->nvic && !vic; i++)
        vic = st->control[st->d->vic[i]] == PK_ALLIED && pk_dist(st, c, st->d->vic[i]) <= p->dig_ring;
    return vic && !pk_bot_contact(st, c) && pk_bot_chinese_near(st, c, p->dig_from) > 0;
}

static int allied_fort_within(const pk_state *st, int c, int r)
{
    int m, cells = st->d->cols * st->d->rows;

    for (m = 0; m < cells; m++)
        if (st->fort[m] == PK_ALLIED && pk_dist(st, m, c) <= r)
            return 1;
    return 0;
}

/* A hex where the hard Allies mean to dig in: fall-back ground out of
 * the Chinese ZOC, with no Allied fortification within 2 hexes yet (one
 * post a stretch of the line). */
static int dig_site(const pk_state *st, int c)
{
    return allied(st)->dig && fort_ground(st, c) && fallback_hex(st, c) &&
           !st->zoc[PK_CHINESE][c] && !st->occ[PK_CHINESE][c] && !allied_fort_within(st, c, 2);
}

/* Allied combat points at c that have not moved this phase. */
static int standing(const pk_state *st, int c)
{
    int i, sp = 0;

    for (i = 0; i < st->nunits; i++) {
        const pk_unit *u = &st->u[i];
        if (u->where == PK_W_MAP && u->cell == c && u->side == PK_ALLIED && !u->moved &&
            pk_is_combat(u))
            sp += pk_strength(st, u);
    }
    return sp;
}

/* Hard: the fortification to build now, from the list l (the combat
 * phase's): any the Allies can build with the Chinese within 6 hexes,
 * those in contact and on the fall-back line first. */
int pk_bot_hard_fort(const pk_state *st, const pk_action *l, int n, pk_action *a)
{
    int i, best = -1, bs = 0;

    if (!allied(st)->dig)
        return 0;
    for (i = 0; i < n; i++) {
        int c = l[i].cell, s;
        if (l[i].type != PK_A_FORT || !pk_bot_chinese_near(st, c, 6))
            continue;
        s = 1 + (pk_bot_contact(st, c) ? 4 : 0) + (fallback_hex(st, c) ? 2 : 0);
        if (s > bs) {
            bs = s;
            best = i;
        }
    }
    if (best < 0)
        return 0;
    *a = l[best];
    return 1;
}

/* Hard: the Allies on clear ground with the Chinese within 6 hexes stay
 * where they are with the points to build: in the reaction phase (the
 * guards coming to join them move first, pk_bot_dig_move; a post left
 * short goes on as before: measured, waiting there cost 3 points of
 * wins), in the movement phase unmoved (13: the points must not move),
 * so that the combat phase may place the counter. */
int pk_bot_dig_in(const pk_state *st, int here)
{
    int need = st->d->fort_sp[PK_ALLIED];

    if (!allied(st)->dig || !fort_ground(st, here) || !pk_bot_chinese_near(st, here, 6))
        return 0;
    if (st->phase == PK_PH_AREACT)
        return st->sp[PK_ALLIED][here] >= need;
    if (st->phase != PK_PH_AMOVE)
        return 0;
    return standing(st, here) >= need;
}

/* Hard, in the reaction phase: what a fall-back hex is worth to a group
 * of group_sp points that could dig in there this turn. */
int pk_bot_dig_score(const pk_state *st, int c, int group_sp)
{
    if (!allied(st)->dig || st->phase != PK_PH_AREACT ||
        group_sp < st->d->fort_sp[PK_ALLIED] || !fort_ground(st, c) || !fallback_hex(st, c))
        return 0;
    return 45;
}

/* How a hex's way out counts (the designer: "keep open a line of
 * retreat"): room[0] off a hex with no neighbour free of the Chinese and
 * their ZOC (or held by friends), room[1] off one with a single one. */
int pk_bot_retreat_room(const pk_state *st, int c)
{
    const pk_bot_par *p = allied(st);
    int d, room = 0;

    if (!p->room[0] && !p->room[1])
        return 0;
    for (d = 0; d < HEX_DIRS; d++) {
        int n = st->d->nb[c][d];
        if (n < 0 || st->occ[PK_CHINESE][n] || st->mvcost[PK_MV_ALLIED][n] <= 0)
            continue;
        if (st->occ[PK_ALLIED][n] || !st->zoc[PK_CHINESE][n])
            room++;
    }
    return room < 2 ? -p->room[room] : 0;
}

/* The counters of the stack at c that may step out to dig in: guards
 * first, strongest first, a leader only to make up the points; a victory
 * hex keeps dig_keep points. Their points, or 0. */
static int spare_group(const pk_state *st, int c, int want, short *grp, int *ng)
{
    int k, sp = 0, keep = st->d->victory[c] ? allied(st)->dig_keep : 0, pass;

    *ng = 0;
    for (pass = 0; pass < 2; pass++)
        for (k = 0; k < st->nunits && sp < want && *ng < PK_MAX_SEL; k++) {
            const pk_unit *u = &st->u[k];
            int s;
            if (u->where != PK_W_MAP || u->cell != c || u->side != PK_ALLIED || u->mp <= 0 ||
                u->stopped || !pk_is_combat(u) || (u->kind == PK_K_LEADER) != pass)
                continue;
            s = pk_strength(st, u);
            if (st->sp[PK_ALLIED][c] - sp - s < keep)
                continue;
            grp[(*ng)++] = (short)k;
            sp += s;
        }
    return sp;
}

/* Hard, in both Allied movement phases: guards step out to a dig site in
 * reach, one where the points to build are there or on their way (the
 * points already on it, their own, and what other posts within reach
 * could spare), the one nearest the coming Chinese first. Those who
 * come in the reaction phase may build in this turn's combat phase,
 * those of the movement phase in the next turn's. */
int pk_bot_dig_move(pk_state *st, pk_action *a)
{
    static _Thread_local short spare[PK_CELLS];
    int i, k, r, nr, cells = st->d->cols * st->d->rows, need = st->d->fort_sp[PK_ALLIED];
    unsigned char cost[PK_CELLS];
    short reach[PK_CELLS], src[PK_CELLS];
    int nsrc = 0;

    if (!allied(st)->dig || st->phase != PK_PH_AREACT || st->forts_left[PK_ALLIED] <= 0)
        return 0;
    /* the posts that could send guards: out of contact, the Chinese near */
    for (i = 0; i < cells; i++) {
        short g[PK_MAX_SEL];
        int n;
        spare[i] = 0;
        if (!st->occ[PK_ALLIED][i] || st->zoc[PK_CHINESE][i] || pk_bot_contact(st, i) ||
            dig_site(st, i) || !pk_bot_chinese_near(st, i, allied(st)->dig_from))
            continue;
        spare[i] = (short)spare_group(st, i, need, g, &n);
        if (spare[i] > 0)
            src[nsrc++] = (short)i;
    }
    for (i = 0; i < nsrc; i++) {
        short grp[PK_MAX_SEL];
        int ng, sp, here = src[i], best = -1, bs = -(1 << 30);
        sp = spare_group(st, here, need, grp, &ng);
        if (!sp)
            continue;
        nr = pk_move_reach_list(st, grp, ng, reach, cost);
        for (r = 0; r < nr; r++) {
            int c = reach[r], s, at, more = 0;
            if (cost[c] == 0 || !dig_site(st, c) || !pk_stack_ok(st, PK_ALLIED, c, grp, ng))
                continue;
            at = st->sp[PK_ALLIED][c];
            if (at >= need)
                continue;
            for (k = 0; k < nsrc && at + sp + more < need; k++)
                if (src[k] != here && pk_dist(st, src[k], c) <= 3)
                    more += spare[src[k]];
            if (at + sp + more < need)
                continue;
            s = pk_bot_chinese_near(st, c, 4) * 2 + pk_bot_chinese_near(st, c, 6) - cost[c] +
                (at > 0 ? 60 : 0) + (int)(pk_bot_hash(st, c, here) >> 30);
            if (s > bs) {
                bs = s;
                best = c;
            }
        }
        if (best >= 0) {
            pk_action_init(a, PK_A_MOVE);
            a->n = ng;
            memcpy(a->units, grp, sizeof grp[0] * (size_t)ng);
            a->cell = best;
            if (pk_move_check(st, a, NULL, 0) == 0)
                return 1;
        }
    }
    return 0;
}
