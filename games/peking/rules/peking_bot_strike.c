/* peking_bot_strike: the hard Allies' charges and counter-attacks (the
 * designer's fire brigade and "limited offensive actions"): which
 * charges and attacks the combat phase makes beyond the normal
 * computer's. The numbers are pk_bot_par's (peking_bot_levels.c). */
#include "peking.h"

static const pk_bot_par *allied(const pk_state *st)
{
    return pk_bot_level(st, PK_ALLIED);
}

/* Is the Chinese hex c next to a victory hex the Allies hold and man? */
static int threatens_post(const pk_state *st, int c)
{
    int d;

    for (d = 0; d < HEX_DIRS; d++) {
        int n = st->d->nb[c][d];
        if (n >= 0 && st->d->victory[n] && st->control[n] == PK_ALLIED && st->occ[PK_ALLIED][n])
            return 1;
    }
    return 0;
}

/* Hard: a charge at evens after the doubling (1-1) also against a stack
 * next to a victory hex the Allies hold, from a hex that is not one: the
 * limited counter-attack that keeps the enemy off the post. */
int pk_bot_hard_charge(const pk_state *st, const pk_action *a)
{
    if (!allied(st)->counter || st->d->victory[st->u[a->units[0]].cell])
        return 0;
    return threatens_post(st, a->cell);
}

/* Hard: an attack at 1-1 (a column below the usual) on a stack standing
 * on open ground, unfortified, next to a victory hex the Allies hold. */
int pk_bot_counter_attack(const pk_state *st, const pk_action *a)
{
    int k;

    if (!allied(st)->attack)
        return 0;
    for (k = 0; k < a->nd; k++) {
        int c = a->defs[k], t = pk_terrain(st, c);
        if ((t != PK_T_CLEAR && t != PK_T_OPEN) || st->fort[c] >= 0 || !threatens_post(st, c))
            return 0;
    }
    return a->nd > 0;
}
