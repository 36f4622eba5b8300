/* peking_bot_levels: what sets the computer's levels apart (the
 * difficulty option; normal is the player of the passes before,
 * peking_bot.c). Easy Allies play the first pass's defence (no fire
 * brigade, charges only at 2-1) and are slow to leave a post; easy
 * Chinese come on in long bounds, attack at better odds only and look no
 * further than the next hex in a retreat. Hard Allies fortify the lines
 * they will fall back on (digging in there before the Chinese come),
 * keep a line of retreat, counter-charge next to a victory hex they hold
 * and vary their choice of posts; hard Chinese do not stop to dig in
 * forward. What each is worth was measured (notes.md, Computer levels). */
#include <string.h>

#include "peking.h"

static int hard(const pk_state *st)
{
    return st->level[PK_ALLIED] == GAME_LEVEL_HARD && !(st->bot_old & 1 << PK_ALLIED);
}

/* A hex's share of the hash, 0 to 31: hard Allies judge every hex,
 * their own post too, with it (measured: a garrison that does not all
 * answer the same call the same way holds more victory hexes, notes.md). */
int pk_bot_jitter(const pk_state *st, int side, int cell, int k)
{
    if (side != PK_ALLIED || !hard(st))
        return 0;
    return (int)(pk_bot_hash(st, cell, k ^ (int)st->nactions * 7919) >> 27);
}

static int chinese_adjacent(const pk_state *st, int c)
{
    int d;

    for (d = 0; d < HEX_DIRS; d++) {
        int n = st->d->nb[c][d];
        if (n >= 0 && st->occ[PK_CHINESE][n])
            return 1;
    }
    return 0;
}

/* Could a fortification stand at c (clear ground, no wall, ruin or
 * counter there, counters left)? */
static int fort_ground(const pk_state *st, int c)
{
    int t = pk_terrain(st, c);

    return st->forts_left[PK_ALLIED] > 0 && st->fort[c] < 0 && pk_wall_at(st, c) < 0 &&
           (t == PK_T_CLEAR || t == PK_T_OPEN);
}

/* A hex of the line to fall back on: within 2 of a victory hex the
 * Allies hold, with the Chinese coming (within 8 hexes) but not yet at
 * it. */
static int fallback_hex(const pk_state *st, int c)
{
    int i, vic = 0;

    for (i = 0; i < st->d->nvic && !vic; i++)
        vic = st->control[st->d->vic[i]] == PK_ALLIED && pk_dist(st, c, st->d->vic[i]) <= 2;
    return vic && !chinese_adjacent(st, c) && pk_bot_chinese_near(st, c, 8) > 0;
}

/* Hard: the fortification to build now, from the list l (the combat
 * phase's): any the Allies can build with the Chinese within 6 hexes,
 * those in contact and on the fall-back line first. */
int pk_bot_hard_fort(const pk_state *st, const pk_action *l, int n, pk_action *a)
{
    int i, best = -1, bs = 0;

    if (!hard(st))
        return 0;
    for (i = 0; i < n; i++) {
        int c = l[i].cell, s;
        if (l[i].type != PK_A_FORT || !pk_bot_chinese_near(st, c, 6))
            continue;
        s = 1 + (chinese_adjacent(st, c) ? 4 : 0) + (fallback_hex(st, c) ? 2 : 0);
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

/* Hard, in the Allied movement phase: a group of 5 points or more on
 * fall-back ground it can fortify stays unmoved, so that the combat
 * phase may place the counter (13: the points must not move). */
int pk_bot_dig_in(const pk_state *st, int here, const short *grp, int ng)
{
    int k, sp = 0;

    if (!hard(st) || st->phase != PK_PH_AMOVE || !fort_ground(st, here) ||
        !fallback_hex(st, here))
        return 0;
    for (k = 0; k < ng; k++)
        if (pk_is_combat(&st->u[grp[k]]) && !st->u[grp[k]].moved)
            sp += pk_strength(st, &st->u[grp[k]]);
    return sp >= st->d->fort_sp[PK_ALLIED];
}

/* Hard, in the reaction phase: what a fall-back hex is worth to a group
 * of group_sp points that could dig in there this turn. */
int pk_bot_dig_score(const pk_state *st, int c, int group_sp)
{
    if (!hard(st) || st->phase != PK_PH_AREACT ||
        group_sp < st->d->fort_sp[PK_ALLIED] || !fort_ground(st, c) || !fallback_hex(st, c))
        return 0;
    return 45;
}

/* Hard: how a hex's way out counts (the designer: "keep open a line of
 * retreat"): a hex with no neighbour free of the Chinese and their ZOC
 * (or held by friends) loses 25, with one such neighbour 8. */
int pk_bot_retreat_room(const pk_state *st, int c)
{
    int d, room = 0;

    if (!hard(st))
        return 0;
    for (d = 0; d < HEX_DIRS; d++) {
        int n = st->d->nb[c][d];
        if (n < 0 || st->occ[PK_CHINESE][n] || st->mvcost[PK_MV_ALLIED][n] <= 0)
            continue;
        if (st->occ[PK_ALLIED][n] || !st->zoc[PK_CHINESE][n])
            room++;
    }
    return room == 0 ? -25 : room == 1 ? -8 : 0;
}

/* Hard: a charge at evens after the doubling (1-1) also against a stack
 * next to a victory hex the Allies hold, from a hex that is not one: the
 * limited counter-attack that keeps the enemy off the post. */
int pk_bot_hard_charge(const pk_state *st, const pk_action *a)
{
    int d, c = a->cell;

    if (!hard(st) || st->d->victory[st->u[a->units[0]].cell])
        return 0;
    for (d = 0; d < HEX_DIRS; d++) {
        int n = st->d->nb[c][d];
        if (n >= 0 && st->d->victory[n] && st->control[n] == PK_ALLIED && st->occ[PK_ALLIED][n])
            return 1;
    }
    return 0;
}

/* Hard, in the reaction phase: counters of 5 points or more (whole
 * guards, not the last of a post: a victory hex keeps 4 points, any
 * other hex may empty) step out to a fall-back hex they can fortify
 * this turn, the one nearest the coming Chinese, where no fortification
 * stands within 2 hexes yet. */
int pk_bot_dig_move(pk_state *st, pk_action *a)
{
    int i, k, r, nr, cells = st->d->cols * st->d->rows;
    unsigned char cost[PK_CELLS];
    short reach[PK_CELLS];

    if (!hard(st) || st->phase != PK_PH_AREACT || st->forts_left[PK_ALLIED] <= 0)
        return 0;
    for (i = 0; i < cells; i++) {
        short grp[PK_MAX_SEL];
        int ng = 0, sp = 0, keep, best = -1, bs = -(1 << 30), lead = 0;
        if (!st->occ[PK_ALLIED][i] || st->zoc[PK_CHINESE][i] || chinese_adjacent(st, i) ||
            !pk_bot_chinese_near(st, i, 8))
            continue;
        keep = st->d->victory[i] ? 4 : 0;
        if (st->sp[PK_ALLIED][i] - st->d->fort_sp[PK_ALLIED] < keep)
            continue;
        /* guards first, a leader only to make up the points; the strongest
         * counters, so that few go */
        for (k = 0; k < st->nunits && sp < st->d->fort_sp[PK_ALLIED] && ng < PK_MAX_SEL; k++) {
            const pk_unit *u = &st->u[k];
            if (u->where != PK_W_MAP || u->cell != i || u->side != PK_ALLIED || u->mp <= 0 ||
                u->stopped || !pk_is_combat(u) || u->kind == PK_K_LEADER)
                continue;
            grp[ng++] = (short)k;
            sp += pk_strength(st, u);
        }
        for (k = 0; k < st->nunits && sp < st->d->fort_sp[PK_ALLIED] && ng < PK_MAX_SEL && !lead;
             k++) {
            const pk_unit *u = &st->u[k];
            if (u->where == PK_W_MAP && u->cell == i && u->side == PK_ALLIED && u->mp > 0 &&
                !u->stopped && u->kind == PK_K_LEADER) {
                grp[ng++] = (short)k;
                sp += pk_strength(st, u);
                lead = 1;
            }
        }
        if (sp < st->d->fort_sp[PK_ALLIED] || st->sp[PK_ALLIED][i] - sp < keep)
            continue;
        nr = pk_move_reach_list(st, grp, ng, reach, cost);
        for (r = 0; r < nr; r++) {
            int c = reach[r], s, m, near = 0;
            if (cost[c] == 0 || st->occ[PK_CHINESE][c] || st->zoc[PK_CHINESE][c] ||
                !fort_ground(st, c) || !fallback_hex(st, c) ||
                !pk_stack_ok(st, PK_ALLIED, c, grp, ng))
                continue;
            for (m = 0; m < cells && !near; m++)
                near = st->fort[m] == PK_ALLIED && pk_dist(st, m, c) <= 2;
            if (near)
                continue;
            s = pk_bot_chinese_near(st, c, 4) * 2 + pk_bot_chinese_near(st, c, 6) - cost[c] +
                (int)(pk_bot_hash(st, c, i) >> 30);
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
            return 1;
        }
    }
    return 0;
}

/* Easy Allies leave a post only for a hex worth 32 more: slow to send
 * help where it is needed; easy Chinese move a stack only when it gains
 * more than 4 MP on its target: they come on in long, slow bounds
 * (measured: both the weaker, notes.md). */
int pk_bot_stay_bonus(const pk_state *st, int side)
{
    if (st->level[side] != GAME_LEVEL_EASY || (st->bot_old & 1 << side))
        return 0;
    return side == PK_ALLIED ? 32 : 40;
}

/* Easy Chinese attack (when not obliged to) one odds column higher than
 * the others. */
int pk_bot_easy_odds(const pk_state *st)
{
    return st->level[PK_CHINESE] == GAME_LEVEL_EASY;
}
