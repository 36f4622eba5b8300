/* peking_snipe: the two rolls around the Chinese combat phase that need
 * no odds: sniper fire at one Allied leader a turn (8.1.4) and the
 * Allied withdrawal roll, per leader, before the Chinese attack (12);
 * a successful withdrawal becomes a task (peking_task.c). */
#include <stdio.h>
#include <string.h>

#include "peking.h"

static int why_set(char *why, size_t n, const char *s)
{
    if (why && n)
        snprintf(why, n, "%s", s);
    return -1;
}

/* ---- sniper fire (8.1.4) --------------------------------------------------- */

int pk_snipe_ok(const pk_state *st, int leader)
{
    const pk_unit *l;
    int i;

    if (leader < 0 || leader >= st->nunits)
        return 0;
    l = &st->u[leader];
    if (l->kind != PK_K_LEADER || l->side != PK_ALLIED || l->where != PK_W_MAP)
        return 0;
    for (i = 0; i < st->nunits; i++) {
        const pk_unit *u = &st->u[i];
        int dd;
        if (u->where != PK_W_MAP || u->side != PK_CHINESE)
            continue;
        dd = pk_dist(st, u->cell, l->cell);
        if (dd <= st->d->range[PK_CHINESE] && (dd <= 1 || pk_los(st, u->cell, l->cell, NULL)))
            return 1;
    }
    return 0;
}

int pk_snipe(pk_state *st, int leader, glog *log, char *why, size_t n)
{
    int die;

    if (st->phase != PK_PH_SNIPER || st->sniped)
        return why_set(why, n, "One sniper shot a turn, in the sniper phase (8.1.4).");
    if (!pk_snipe_ok(st, leader))
        return why_set(why, n, "The sniper needs an Allied leader within 2 hexes and sight "
                               "of a Chinese unit (8.1.4).");
    st->sniped = 1;
    die = dice_d6(&st->dice);
    glog_add(log, "Sniper fire at %s: die %d, %s.", st->d->allied[st->u[leader].def].name,
             die, die >= st->d->sniper_hit ? "hit" : "miss");
    if (die >= st->d->sniper_hit)
        pk_eliminate(st, leader, log, "sniper");
    return 0;
}

/* ---- withdrawal (12) --------------------------------------------------------- */

/* Allied units stacked with or next to the leader and next to an enemy. */
int pk_withdraw_units(const pk_state *st, int leader, short *out)
{
    int i, d, n = 0;
    const pk_unit *l = &st->u[leader];

    for (i = 0; i < st->nunits; i++) {
        const pk_unit *u = &st->u[i];
        int near = 0;
        if (u->where != PK_W_MAP || u->side != PK_ALLIED || pk_dist(st, u->cell, l->cell) > 1)
            continue;
        for (d = 0; d < HEX_DIRS; d++) {
            int nc = st->d->nb[u->cell][d];
            if (nc >= 0 && st->occ[PK_CHINESE][nc])
                near = 1;
        }
        if (near && n < 64)
            out[n++] = (short)i;
    }
    return n;
}

int pk_withdraw(pk_state *st, int leader, glog *log, char *why, size_t n)
{
    short us[64];
    int m, die;
    pk_task *t;

    if (st->phase != PK_PH_CCOMBAT || st->step != 0)
        return why_set(why, n, "Withdrawal comes before the Chinese combat (12).");
    if (leader < 0 || leader >= st->nunits || st->u[leader].kind != PK_K_LEADER ||
        st->u[leader].where != PK_W_MAP || st->u[leader].side != PK_ALLIED)
        return why_set(why, n, "Withdrawal needs an Allied leader on the map (12).");
    if (st->withdraw_tried[leader])
        return why_set(why, n, "That leader has rolled for withdrawal this turn.");
    m = pk_withdraw_units(st, leader, us);
    if (!m)
        return why_set(why, n, "No unit with or next to that leader is next to the enemy.");
    st->withdraw_tried[leader] = 1;
    die = dice_d6(&st->dice);
    glog_add(log, "Withdrawal under %s: die %d, %s.", st->d->allied[st->u[leader].def].name,
             die, die <= st->d->withdraw_ok ? "success" : "fails");
    if (die > st->d->withdraw_ok)
        return 0;
    if (st->ntasks < PK_MAX_TASKS) {
        t = &st->task[st->ntasks++];
        memset(t, 0, sizeof *t);
        t->kind = PK_TASK_WITHDRAW;
        t->side = PK_ALLIED;
        t->n = m;
        memcpy(t->unit, us, sizeof us[0] * (size_t)m);
    }
    pk_tasks_run(st, log);
    return 0;
}
