/* peking_task: the decisions the rules wait for in the middle of a phase
 * and what they do: step losses chosen by the owner (8.2, 8.6, 10),
 * retreats with the five ways to be eliminated (8.3), withdrawal moves
 * (12), advance after combat (8.4), attrition (14); and the ways units
 * leave play: step losses, elimination, leaders moved to the nearest
 * friend (11.1), civilians left without an escort (15). */
#include <stdio.h>
#include <string.h>

#include "peking.h"

static int why_set(char *why, size_t n, const char *s)
{
    if (why && n)
        snprintf(why, n, "%s", s);
    return -1;
}

static const char *uname(const pk_state *st, int i)
{
    const pk_unit *u = &st->u[i];

    return u->side == PK_ALLIED ? st->d->allied[u->def].name : st->d->chinese[u->def].name;
}

void pk_eliminate(pk_state *st, int unit, glog *log, const char *why)
{
    pk_unit *u = &st->u[unit];
    char h[8];

    if (u->where != PK_W_MAP && u->where != PK_W_OFF)
        return;
    glog_add(log, "%s at %s is eliminated (%s).", uname(st, unit),
             pk_label(st->d, u->where == PK_W_MAP ? u->cell : -1, h, sizeof h), why);
    if (u->side == PK_ALLIED) {
        u->where = PK_W_DEAD;
        if (u->kind == PK_K_DOCTOR)
            st->doctors_dead++;
        if (u->kind == PK_K_CIVILIAN)
            st->civs_dead++;
    } else {
        u->where = PK_W_POOL;
    }
    u->reduced = 0;
    u->cell = -1;
    pk_refresh(st);
}

void pk_lose_step(pk_state *st, int unit, glog *log, const char *why)
{
    pk_unit *u = &st->u[unit];
    const pk_unit_def *d = u->side == PK_ALLIED ? &st->d->allied[u->def] : &st->d->chinese[u->def];
    char h[8];

    if (!u->reduced && d->reduced > 0) {
        u->reduced = 1;
        glog_add(log, "%s at %s loses a step (%s): now %d.", uname(st, unit),
                 pk_label(st->d, u->cell, h, sizeof h), why, d->reduced);
        pk_refresh(st);
    } else {
        pk_eliminate(st, unit, log, why);
    }
}

void pk_check_civilians(pk_state *st, glog *log)
{
    int i, d;

    for (i = 0; i < st->nunits; i++) {
        const pk_unit *u = &st->u[i];
        int ok;
        if (u->where != PK_W_MAP || u->kind != PK_K_CIVILIAN)
            continue;
        ok = pk_manned(st, u->cell);
        for (d = 0; !ok && d < HEX_DIRS; d++) {
            int nc = st->d->nb[u->cell][d];
            ok = nc >= 0 && pk_manned(st, nc);
        }
        if (!ok)
            pk_eliminate(st, i, log, "no combat unit with them");
    }
}

/* ---- retreats ------------------------------------------------------------- */

enum { RX_ZOC = 1, RX_CANAL = 2, RX_STACK = 4, RX_EXIT = 8 };

typedef struct rsearch {
    const pk_state *st;
    int side, unit, relax, minlen, maxlen;
    unsigned char seen[PK_CELLS];
    short *out;
    int n, max, off;
} rsearch;

static void add_dest(rsearch *r, int cell)
{
    int i;

    for (i = 0; i < r->n; i++)
        if (r->out[i] == cell)
            return;
    if (r->n < r->max)
        r->out[r->n++] = (short)cell;
}

static void rdfs(rsearch *r, int cell, int len)
{
    const pk_state *st = r->st;
    int d;

    if (len >= r->minlen) {
        short one = (short)r->unit;
        if ((r->relax & RX_STACK) || pk_stack_ok(st, r->side, cell, &one, 1))
            add_dest(r, cell);
    }
    if (len >= r->maxlen)
        return;
    for (d = 0; d < HEX_DIRS; d++) {
        int n = st->d->nb[cell][d];
        if (n < 0) {
            /* off the map: Chinese units may go, Allied ones never (8.3) */
            if (r->side == PK_CHINESE || (r->relax & RX_EXIT))
                r->off = 1;
            continue;
        }
        if (r->seen[n] || st->occ[1 - r->side][n])
            continue;
        if (pk_terrain(st, n) == PK_T_CANAL && !(r->relax & RX_CANAL))
            continue;
        if (st->zoc[1 - r->side][n] && !(r->relax & RX_ZOC))
            continue;
        if (pk_terrain(st, n) == PK_T_TARTAR && !pk_enter_cost(st, pk_mover(&st->u[r->unit]), cell, n))
            continue;
        r->seen[n] = 1;
        rdfs(r, n, len + 1);
        r->seen[n] = 0;
    }
}

static int search(const pk_state *st, int unit, int withdraw, int relax, short *out,
                  int max, int *off)
{
    static rsearch r;
    const pk_unit *u = &st->u[unit];

    memset(r.seen, 0, sizeof r.seen);
    r.st = st;
    r.side = u->side;
    r.unit = unit;
    r.relax = relax;
    r.maxlen = withdraw ? st->d->withdraw_hexes : st->d->retreat_hexes;
    r.minlen = withdraw || pk_terrain(st, u->cell) == PK_T_BUILDING ? 1 : r.maxlen;
    r.out = out;
    r.n = 0;
    r.max = max;
    r.off = 0;
    r.seen[u->cell] = 1;
    rdfs(&r, u->cell, 0);
    if (off)
        *off = r.off;
    return r.n;
}

/* Where unit may end a retreat (or a withdrawal move): -1 in the list is
 * "off the map" (Chinese only). With none, *reason says why it dies. */
int pk_retreat_dests(const pk_state *st, int unit, int withdraw, short *out, int max,
                     const char **reason)
{
    short tmp[PK_CELLS];
    int n, off = 0, d, enemies = 0, cell = st->u[unit].cell;

    n = search(st, unit, withdraw, 0, out, max, &off);
    if (off && st->u[unit].side == PK_CHINESE && n < max)
        out[n++] = -1;
    if (reason)
        *reason = NULL;
    if (n || !reason)
        return n;
    for (d = 0; d < HEX_DIRS; d++) {
        int nc = st->d->nb[cell][d];
        if (nc >= 0 && st->occ[1 - st->u[unit].side][nc])
            enemies++;
    }
    if (enemies == HEX_DIRS)
        *reason = "surrounded by enemy units";
    else if (search(st, unit, withdraw, RX_ZOC, tmp, PK_CELLS, NULL))
        *reason = "its only ways back lead into enemy zones of control";
    else if (search(st, unit, withdraw, RX_STACK, tmp, PK_CELLS, NULL))
        *reason = "no hex to end in without overstacking";
    else if ((search(st, unit, withdraw, RX_EXIT, tmp, PK_CELLS, &off), off))
        *reason = "forced off the map";
    else if ((search(st, unit, withdraw, RX_CANAL, tmp, PK_CELLS, &off), 1))
        *reason = "forced into the canal";
    return 0;
}

/* ---- the task queue ------------------------------------------------------ */

static void pop_task(pk_state *st)
{
    if (st->ntasks <= 0)
        return;
    memmove(&st->task[0], &st->task[1], (size_t)(st->ntasks - 1) * sizeof st->task[0]);
    st->ntasks--;
}

/* Units of a LOSS task that may take the step: combat units before
 * leaders, leaders before the rest (leaders take a loss only when alone,
 * 11.1; the Big Gun may take leaders, 10). */
static int loss_candidates(const pk_state *st, const pk_task *t, short *out)
{
    int i, n = 0, tier;

    for (tier = 0; tier < 3 && !n; tier++)
        for (i = 0; i < t->n; i++) {
            const pk_unit *u = &st->u[t->unit[i]];
            int k = u->kind == PK_K_LEADER ? 1
                    : (pk_is_combat(u) ? 0 : 2);
            if (u->where != PK_W_MAP)
                continue;
            if (u->side == PK_ALLIED && u->kind == PK_K_GUN)
                continue;
            if (t->from_gun && k == 1)
                k = 0;
            if (k == tier)
                out[n++] = t->unit[i];
        }
    return n;
}

static int retreat_pending(const pk_state *st, const pk_task *t, int i)
{
    return st->u[t->unit[i]].where == PK_W_MAP;
}

/* ADVANCE: vacated hexes and units that may go there. */
static int advance_options(const pk_state *st, const pk_task *t, pk_action *out, int max)
{
    int i, k, n = 0;

    for (k = 0; k < t->ncell; k++) {
        int c = t->cell[k];
        if (st->occ[1 - t->side][c] || pk_terrain(st, c) == PK_T_CANAL)
            continue;
        for (i = 0; i < t->n; i++) {
            const pk_unit *u = &st->u[t->unit[i]];
            short one = t->unit[i];
            if (u->where != PK_W_MAP || !pk_is_combat(u) || u->was_charging)
                continue;
            if (pk_dist(st, u->cell, c) != 1 || !pk_stack_ok(st, t->side, c, &one, 1))
                continue;
            if (n < max) {
                pk_action_init(&out[n], PK_A_ADVANCE);
                out[n].unit = t->unit[i];
                out[n].cell = c;
            }
            n++;
        }
    }
    return n;
}

static void retreat_unit(pk_state *st, int unit, int to, glog *log, const char *what)
{
    pk_unit *u = &st->u[unit];
    char h1[8], h2[8];

    pk_label(st->d, u->cell, h1, sizeof h1);
    if (to < 0) {
        u->where = PK_W_OFF;
        u->cell = -1;
        glog_add(log, "%s %s from %s off the map.", uname(st, unit), what, h1);
    } else {
        u->cell = (short)to;
        if (st->d->victory[to])
            st->control[to] = u->side;
        glog_add(log, "%s %s from %s to %s.", uname(st, unit), what, h1,
                 pk_label(st->d, to, h2, sizeof h2));
    }
    pk_refresh(st);
}

/* Resolve what needs no choice; stop at the first real decision. */
void pk_tasks_run(pk_state *st, glog *log)
{
    short c[64], dests[64];
    const char *reason;
    int n, i;

    while (st->ntasks > 0) {
        pk_task *t = &st->task[0];
        switch (t->kind) {
        case PK_TASK_LOSS:
            if (t->need <= 0 && t->need_sp <= 0) {
                pop_task(st);
                continue;
            }
            n = loss_candidates(st, t, c);
            if (n == 0) {
                pop_task(st);
                continue;
            }
            if (n == 1) {
                int before = pk_strength(st, &st->u[c[0]]), after;
                pk_lose_step(st, c[0], log, t->from_gun ? "Big Gun" : "combat");
                after = st->u[c[0]].where == PK_W_MAP ? pk_strength(st, &st->u[c[0]]) : 0;
                if (t->need > 0)
                    t->need--;
                else
                    t->need_sp -= before - after > 0 ? before - after : 1;
                continue;
            }
            return;
        case PK_TASK_RETREAT: {
            int waiting = 0;
            for (i = 0; i < t->n; i++) {
                if (!retreat_pending(st, t, i))
                    continue;
                n = pk_retreat_dests(st, t->unit[i], 0, dests, 64, &reason);
                if (n == 0) {
                    pk_eliminate(st, t->unit[i], log, reason ? reason : "no way back");
                    i = -1; /* the picture changed: look again */
                    continue;
                }
                if (n == 1) {
                    retreat_unit(st, t->unit[i], dests[0], log, "retreats");
                    t->unit[i] = t->unit[--t->n];
                    i = -1;
                    continue;
                }
                waiting = 1;
            }
            if (waiting)
                return;
            pop_task(st);
            pk_check_civilians(st, log);
            continue;
        }
        case PK_TASK_WITHDRAW: {
            int any = 0;
            for (i = 0; i < t->n; i++)
                if (retreat_pending(st, t, i) &&
                    pk_retreat_dests(st, t->unit[i], 1, dests, 64, NULL) > 0)
                    any = 1;
            if (!any) {
                pop_task(st);
                continue;
            }
            return;
        }
        case PK_TASK_ADVANCE:
            if (advance_options(st, t, NULL, 0) == 0) {
                pop_task(st);
                continue;
            }
            return;
        case PK_TASK_ATTRITION:
            n = 0;
            for (i = 0; i < st->nunits; i++)
                if (st->u[i].where == PK_W_MAP && st->u[i].side == PK_ALLIED &&
                    (st->u[i].kind == PK_K_INFANTRY || st->u[i].kind == PK_K_VOLUNTEER))
                    c[n++ < 64 ? n - 1 : 63] = (short)i;
            if (n == 0) {
                pop_task(st);
                continue;
            }
            if (n == 1) {
                pk_eliminate(st, c[0], log, "attrition");
                pop_task(st);
                pk_check_civilians(st, log);
                continue;
            }
            return;
        default:
            pop_task(st);
        }
    }
}

int pk_task_legal(const pk_state *st, pk_action *out, int max)
{
    const pk_task *t = &st->task[0];
    short c[64], dests[64];
    int n = 0, i, k, m;

    if (st->ntasks <= 0)
        return 0;
    switch (t->kind) {
    case PK_TASK_LOSS:
        m = loss_candidates(st, t, c);
        for (i = 0; i < m && n < max; i++) {
            pk_action_init(&out[n], PK_A_LOSE);
            out[n++].unit = c[i];
        }
        break;
    case PK_TASK_RETREAT:
    case PK_TASK_WITHDRAW:
        for (i = 0; i < t->n; i++) {
            if (!retreat_pending(st, t, i))
                continue;
            m = pk_retreat_dests(st, t->unit[i], t->kind == PK_TASK_WITHDRAW, dests, 64, NULL);
            for (k = 0; k < m && n < max; k++) {
                pk_action_init(&out[n], PK_A_RETREAT);
                out[n].unit = t->unit[i];
                out[n++].cell = dests[k];
            }
        }
        if (t->kind == PK_TASK_WITHDRAW && n < max)
            pk_action_init(&out[n++], PK_A_END);
        break;
    case PK_TASK_ADVANCE:
        n = advance_options(st, t, out, max);
        if (n > max)
            n = max;
        if (n < max)
            pk_action_init(&out[n++], PK_A_END);
        break;
    case PK_TASK_ATTRITION:
        for (i = 0; i < st->nunits && n < max; i++)
            if (st->u[i].where == PK_W_MAP && st->u[i].side == PK_ALLIED &&
                (st->u[i].kind == PK_K_INFANTRY || st->u[i].kind == PK_K_VOLUNTEER)) {
                pk_action_init(&out[n], PK_A_ATTRITION);
                out[n++].unit = i;
            }
        break;
    }
    return n;
}

int pk_task_do(pk_state *st, const pk_action *a, glog *log, char *why, size_t n)
{
    pk_task *t = &st->task[0];
    short c[64], dests[64];
    int m, i, ok = 0;

    switch (t->kind) {
    case PK_TASK_LOSS:
        if (a->type != PK_A_LOSE)
            return why_set(why, n, "Choose the unit that takes the loss first.");
        m = loss_candidates(st, t, c);
        for (i = 0; i < m; i++)
            ok |= c[i] == a->unit;
        if (!ok)
            return why_set(why, n, "That unit cannot take this loss.");
        {
            int before = pk_strength(st, &st->u[a->unit]), after;
            pk_lose_step(st, a->unit, log, t->from_gun ? "Big Gun" : "combat");
            after = st->u[a->unit].where == PK_W_MAP ? pk_strength(st, &st->u[a->unit]) : 0;
            if (t->need > 0)
                t->need--;
            else
                t->need_sp -= before - after > 0 ? before - after : 1;
        }
        break;
    case PK_TASK_RETREAT:
    case PK_TASK_WITHDRAW:
        if (a->type == PK_A_END && t->kind == PK_TASK_WITHDRAW) {
            glog_add(log, "The withdrawal is over.");
            pop_task(st);
            break;
        }
        if (a->type != PK_A_RETREAT)
            return why_set(why, n, t->kind == PK_TASK_RETREAT ? "Retreat the units first."
                                                              : "Withdraw units or end.");
        for (i = 0; i < t->n; i++)
            if (t->unit[i] == a->unit && retreat_pending(st, t, i))
                break;
        if (i == t->n)
            return why_set(why, n, "That unit is not retreating now.");
        m = pk_retreat_dests(st, a->unit, t->kind == PK_TASK_WITHDRAW, dests, 64, NULL);
        for (ok = 0, i = 0; i < m; i++)
            ok |= dests[i] == a->cell;
        if (!ok)
            return why_set(why, n, "The unit cannot retreat there (3 hexes, no enemy ZOC, "
                                   "no hex twice, 8.3).");
        retreat_unit(st, a->unit, a->cell, log,
                     t->kind == PK_TASK_WITHDRAW ? "withdraws" : "retreats");
        for (i = 0; i < t->n; i++)
            if (t->unit[i] == a->unit) {
                t->unit[i] = t->unit[--t->n];
                break;
            }
        pk_check_civilians(st, log);
        break;
    case PK_TASK_ADVANCE: {
        pk_action opts[128];
        if (a->type == PK_A_END) {
            pop_task(st);
            break;
        }
        if (a->type != PK_A_ADVANCE)
            return why_set(why, n, "Advance one unit after combat, or decline (end).");
        m = advance_options(st, t, opts, 128);
        for (i = 0; i < m && i < 128; i++)
            ok |= opts[i].unit == a->unit && opts[i].cell == a->cell;
        if (!ok)
            return why_set(why, n, "Only one unit that took part may advance, into a "
                                   "vacated hex next to it (8.4).");
        {
            char h[8];
            st->u[a->unit].cell = (short)a->cell;
            if (st->d->victory[a->cell])
                st->control[a->cell] = (signed char)t->side;
            glog_add(log, "%s advances into %s.", uname(st, a->unit),
                     pk_label(st->d, a->cell, h, sizeof h));
            pk_refresh(st);
        }
        pop_task(st);
        break;
    }
    case PK_TASK_ATTRITION:
        if (a->type != PK_A_ATTRITION)
            return why_set(why, n, "Choose the unit lost to attrition first (14).");
        if (a->unit < 0 || a->unit >= st->nunits || st->u[a->unit].where != PK_W_MAP ||
            st->u[a->unit].side != PK_ALLIED ||
            (st->u[a->unit].kind != PK_K_INFANTRY && st->u[a->unit].kind != PK_K_VOLUNTEER))
            return why_set(why, n, "Attrition takes an Allied combat unit on the map.");
        pk_eliminate(st, a->unit, log, "attrition");
        pop_task(st);
        break;
    }
    pk_check_civilians(st, log);
    pk_tasks_run(st, log);
    return 0;
}
