/* peking_bot_levels: the computer's levels (the difficulty option) as
 * the numbers of pk_bot_par, which the one code path of peking_bot.c,
 * peking_bot_allied.c and peking_bot_tasks.c reads; and the hard Allies'
 * own choices: the fortified line they will fall back on (guards from
 * several posts meet on clear ground by a victory hex in the reaction
 * phase, stay unmoved and dig in; the inner line they prepare while the
 * Chinese are far is peking_bot_lines.c's) and a line of retreat (the
 * hard Allies' charges and counter-attacks are in peking_bot_strike.c).
 * Normal is the player of the passes before; what each level is worth
 * was measured (notes.md, Computer levels). */
#include <string.h>

#include "peking.h"

/* [side][GAME_LEVEL_NORMAL, _EASY, _HARD] */
static const pk_bot_par levels[2][GAME_LEVELS] = {
    { { .lookahead = 1 },
      { .first = 1, .stay = 32 },
      { .lookahead = 1, .jitter = 5, .room = { 25, 8 }, .dig = 1, .dig_keep = 3,
        .dig_ring = 3, .dig_from = 8, .attack = 1, .line = 4, .line_safe = 10, .line_ring = 2,
        .line_keep = 2, .line_worth = 10, .line_open = 2, .fire = 1, .charge = 1,
        .charge_col = 2, .charge_vic = 1, .charge_guard = 2 } },
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
int pk_bot_fort_ground(const pk_state *st, int c)
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

int pk_bot_allied_fort_within(const pk_state *st, int c, int r)
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
    return allied(st)->dig && pk_bot_fort_ground(st, c) && fallback_hex(st, c) &&
           !st->zoc[PK_CHINESE][c] && !st->occ[PK_CHINESE][c] && !pk_bot_allied_fort_within(st, c, 2);
}

/* Allied combat points at c that have not moved this phase. */
int pk_bot_standing(const pk_state *st, int c)
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
 * phase's): any the Allies can build with the Chinese within 6 hexes or
 * on the prepared inner line, those in contact and on the fall-back line
 * first. */
int pk_bot_hard_fort(const pk_state *st, const pk_action *l, int n, pk_action *a)
{
    int i, best = -1, bs = 0;

    if (!allied(st)->dig)
        return 0;
    for (i = 0; i < n; i++) {
        int c = l[i].cell, s;
        if (l[i].type != PK_A_FORT || !(pk_bot_chinese_near(st, c, 6) || pk_bot_line_fort(st, c)))
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

/* Hard: a group on the prepared inner line with the points to build
 * stays (pk_bot_line_hold); the Allies on clear ground with the Chinese
 * within 6 hexes stay where they are with the points to build: in the reaction phase (the
 * guards coming to join them move first, pk_bot_dig_move; a post left
 * short goes on as before: measured, waiting there cost 3 points of
 * wins), in the movement phase unmoved (13: the points must not move),
 * so that the combat phase may place the counter. */
int pk_bot_dig_in(const pk_state *st, int here)
{
    int need = st->d->fort_sp[PK_ALLIED];

    if (pk_bot_line_hold(st, here))
        return 1;
    if (!allied(st)->dig || !pk_bot_fort_ground(st, here) || !pk_bot_chinese_near(st, here, 6))
        return 0;
    if (st->phase == PK_PH_AREACT)
        return st->sp[PK_ALLIED][here] >= need;
    if (st->phase != PK_PH_AMOVE)
        return 0;
    return pk_bot_standing(st, here) >= need;
}

/* Hard, in the reaction phase: what a fall-back hex is worth to a group
 * of group_sp points that could dig in there this turn. */
int pk_bot_dig_score(const pk_state *st, int c, int group_sp)
{
    if (!allied(st)->dig || st->phase != PK_PH_AREACT ||
        group_sp < st->d->fort_sp[PK_ALLIED] || !pk_bot_fort_ground(st, c) || !fallback_hex(st, c))
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

/* The reactive dig: posts out of contact with the Chinese near, sites on
 * the fall-back line, the one nearest the coming Chinese first. */
static int dig_post(const pk_state *st, int c)
{
    return !pk_bot_contact(st, c) && !dig_site(st, c) &&
           pk_bot_chinese_near(st, c, allied(st)->dig_from);
}

static int dig_worth(const pk_state *st, int c)
{
    return pk_bot_chinese_near(st, c, 4) * 2 + pk_bot_chinese_near(st, c, 6);
}

/* Hard, in the reaction phase: guards step out to a dig site in reach,
 * one where the points to build are there or on their way (the points
 * already on it, their own, and what other posts within reach could
 * spare); they may build in this turn's combat phase. Before that, the
 * prepared line (peking_bot_lines.c), while the Chinese are far. */
int pk_bot_dig_move(pk_state *st, pk_action *a)
{
    static const pk_gather dig = { dig_post, dig_site, dig_worth };

    if (!allied(st)->dig || st->phase != PK_PH_AREACT || st->forts_left[PK_ALLIED] <= 0)
        return 0;
    if (pk_bot_line_move(st, a))
        return 1;
    return pk_bot_gather(st, a, &dig, allied(st)->dig_keep);
}
