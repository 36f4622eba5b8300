/* peking_bot_strike: the hard Allies' charges and counter-attacks (the
 * designer's fire brigade and "limited offensive actions"): the charges
 * the combat phase makes at the true odds, the led stacks kept unmoved
 * in the movement phase for them, and the attacks made below the normal
 * computer's odds (the counter-attack by a victory hex, ranged fire).
 * The numbers are pk_bot_par's (peking_bot_levels.c); measured in
 * notes.md, Computer levels, fifth pass. */
#include <limits.h>
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

/* Hard: an attack at 1-1 (a column below the usual) on a stack standing
 * on open ground, unfortified, next to a victory hex the Allies hold. */
static int counter_attack(const pk_state *st, const pk_action *a)
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

/* Hard: how many columns below min_col the Allies go for attack a: one
 * for the counter-attack; down to the fire column for ranged fire alone,
 * which no adverse result touches (8.1.1): free attrition. */
int pk_bot_attack_ease(const pk_state *st, const pk_action *a, const pk_combat *c, int min_col)
{
    const pk_bot_par *p = allied(st);
    int k, ranged = a->n > 0, ease = counter_attack(st, a), fire = p->fire;

    for (k = 0; k < a->n; k++)
        ranged &= c->ranged[k];
    if (fire && ranged && min_col - (fire - 1) > ease)
        ease = min_col - (fire - 1);
    return ease;
}

/* ---- the fire brigade's charge (8.1.3) ------------------------------------ */

/* The worst column, at the true odds after the multiplier, at which the
 * hard Allies charge with sp points of the stack at from: charge_col,
 * charge_vic more when that leaves a victory hex they hold with fewer
 * than charge_guard points (measured: a held hex emptied by a charge at
 * 1-1 is lost more often than the charge gains, notes.md). */
static int charge_need(const pk_state *st, int from, int sp)
{
    const pk_bot_par *p = allied(st);

    if (st->d->victory[from] && st->control[from] == PK_ALLIED &&
        st->sp[PK_ALLIED][from] - sp < p->charge_guard)
        return p->charge_col + p->charge_vic;
    return p->charge_col;
}

/* The charge t off a victory hex the Allies hold without the guards that
 * must stay (charge_guard points, the weakest counters first); 0 if that
 * leaves no leader or nobody to lead. */
static int guarded(const pk_state *st, pk_action *t)
{
    int from = st->u[t->units[0]].cell, k, sp = 0, lead = 0, left, drop;

    if (!st->d->victory[from] || st->control[from] != PK_ALLIED)
        return 0;
    for (k = 0; k < t->n; k++)
        sp += pk_strength(st, &st->u[t->units[k]]);
    left = st->sp[PK_ALLIED][from] - sp;
    while (left < allied(st)->charge_guard) {
        drop = -1;
        for (k = 0; k < t->n; k++) {
            const pk_unit *u = &st->u[t->units[k]];
            if (u->kind != PK_K_LEADER &&
                (drop < 0 || pk_strength(st, u) < pk_strength(st, &st->u[t->units[drop]])))
                drop = k;
        }
        if (drop < 0)
            return 0;
        left += pk_strength(st, &st->u[t->units[drop]]);
        t->units[drop] = t->units[--t->n];
    }
    for (k = 0; k < t->n; k++)
        lead += st->u[t->units[k]].kind == PK_K_LEADER;
    return lead > 0 && lead < t->n;
}

/* Hard: the charge to make now from the list l (the combat phase's,
 * before any attack), or 0: the best odds, a victory hex first, then the
 * bigger stack. */
int pk_bot_strike_charge(const pk_state *st, const pk_action *l, int n, pk_action *a)
{
    int i, bs = INT_MIN;

    for (i = 0; i < n; i++) {
        pk_action t[2];
        int v, nt = 1;
        if (l[i].type != PK_A_CHARGE)
            continue;
        t[0] = t[1] = l[i];
        nt += guarded(st, &t[1]);
        for (v = 0; v < nt; v++) {
            pk_combat c;
            int s;
            if (pk_charge_odds(st, &t[v], &c, NULL, 0) < 0 ||
                c.col < charge_need(st, st->u[t[v].units[0]].cell, c.att_raw))
                continue;
            s = c.col * 100 + (st->d->victory[t[v].cell] ? 50 : 0) + st->sp[PK_CHINESE][t[v].cell];
            if (s > bs) {
                bs = s;
                *a = t[v];
            }
        }
    }
    return bs > INT_MIN;
}

/* Hard, in the movement phase: would the led stack at here, staying
 * unmoved, charge in the combat phase (the test of pk_bot_strike_charge
 * on the charge the combat phase will list)? Nothing Chinese moves in
 * between, so the odds are those the combat phase will see. */
int pk_bot_brigade_holds(pk_state *st, int here)
{
    int k, c, sp = 0, lead = 0, ph = st->phase, cs = st->combat_started, hold = 0;
    int cells = st->d->cols * st->d->rows;
    pk_action t, part;

    if (!allied(st)->charge || ph != PK_PH_AMOVE || !st->occ[PK_ALLIED][here])
        return 0;
    pk_action_init(&t, PK_A_CHARGE);
    for (k = 0; k < st->nunits && t.n < PK_MAX_SEL; k++) {
        const pk_unit *u = &st->u[k];
        int s;
        if (u->where != PK_W_MAP || u->cell != here || u->side != PK_ALLIED || !pk_is_combat(u) ||
            u->moved || u->attacked || u->no_attack)
            continue;
        s = pk_strength(st, u);
        if (sp + s > st->d->charge_max - st->charge_used)
            continue;
        sp += s;
        lead |= u->kind == PK_K_LEADER;
        t.units[t.n++] = (short)k;
    }
    if (!lead)
        return 0;
    /* pk_charge_odds asks for the combat phase: lent for the question */
    st->phase = PK_PH_ACOMBAT;
    st->combat_started = 0;
    for (c = 0; c < cells && !hold; c++) {
        pk_combat cb;
        if (!st->occ[PK_CHINESE][c] || pk_dist(st, c, here) > 3)
            continue;
        t.cell = c;
        part = t;
        hold = (pk_charge_odds(st, &t, &cb, NULL, 0) == 0 && cb.col >= charge_need(st, here, sp)) ||
               (guarded(st, &part) && pk_charge_odds(st, &part, &cb, NULL, 0) == 0 &&
                cb.col >= charge_need(st, here, cb.att_raw));
    }
    st->phase = ph;
    st->combat_started = cs;
    return hold;
}
