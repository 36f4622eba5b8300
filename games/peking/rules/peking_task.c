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

const char *pk_verb(const pk_state *st, int i, const char *one, const char *many)
{
    const pk_unit *u = &st->u[i];

    return (u->side == PK_ALLIED ? st->d->allied[u->def] : st->d->chinese[u->def]).plural ? many
                                                                                           : one;
}

void pk_eliminate(pk_state *st, int unit, glog *log, const char *why)
{
    pk_unit *u = &st->u[unit];
    char h[8];

    if (u->where != PK_W_MAP && u->where != PK_W_OFF)
        return;
    glog_add(log, "%s at %s %s eliminated (%s).", uname(st, unit),
             pk_label(st->d, u->where == PK_W_MAP ? u->cell : -1, h, sizeof h),
             pk_verb(st, unit, "is", "are"), why);
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
        glog_add(log, "%s at %s %s a step (%s): now %d.", uname(st, unit),
                 pk_label(st->d, u->cell, h, sizeof h), pk_verb(st, unit, "loses", "lose"), why,
                 d->reduced);
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

/* A retreat is made hex by hex, the owner choosing each step (8.3 note 1).
 * A step is offered only when some complete legal retreat goes on from it,
 * so a unit that starts a retreat can always finish it; a unit with no
 * complete retreat at all is eliminated before its first step, with the
 * reason. The searches below explore every path of up to 3 hexes (a few
 * hundred at most) from the hexes the unit has been in so far. */

enum { RX_ZOC = 1, RX_CANAL = 2, RX_STACK = 4, RX_EXIT = 8 };
#define STEP_OFF (-1)

typedef struct rsearch {
    const pk_state *st;
    int side, unit, relax, minlen, maxlen, root;
    unsigned char seen[PK_CELLS];
    unsigned char added[PK_CELLS];   /* in out[] already */
    short *out;
    int n, max, off;
    int first;                       /* first step of the path explored */
    short steps[HEX_DIRS + 1];       /* first steps that reach a legal end */
    int nsteps;
    int ucell, usp, ugun;            /* the unit's hex (-1 off), stacking, gun */
} rsearch;

/* pk_stack_ok for the searching unit alone, without the call. */
static int fits(const rsearch *r, int cell)
{
    const pk_state *st = r->st;
    int sp = st->sp[r->side][cell], guns = st->guns[cell];

    if (cell != r->ucell) {
        sp += r->usp;
        guns += r->ugun;
    }
    return sp <= st->d->stack[r->side] && guns <= 1;
}

static void add_dest(rsearch *r, int cell)
{
    if (r->added[cell] || r->n >= r->max)
        return;
    r->added[cell] = 1;
    r->out[r->n++] = (short)cell;
}

static void add_step(rsearch *r, int first)
{
    int i;

    for (i = 0; i < r->nsteps; i++)
        if (r->steps[i] == first)
            return;
    r->steps[r->nsteps++] = (short)first;
}

static void rdfs(rsearch *r, int cell, int len)
{
    const pk_state *st = r->st;
    int d;

    if (len >= r->minlen && len > r->root) {
        if ((r->relax & RX_STACK) || fits(r, cell)) {
            add_dest(r, cell);
            add_step(r, r->first);
        }
    }
    if (len >= r->maxlen)
        return;
    for (d = 0; d < HEX_DIRS; d++) {
        int n = st->d->nb[cell][d];
        if (n < 0) {
            /* off the map: Chinese units may go, Allied ones never (8.3) */
            if (r->side == PK_CHINESE || (r->relax & RX_EXIT)) {
                r->off = 1;
                add_step(r, len == r->root ? STEP_OFF : r->first);
            }
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
        if (len == r->root)
            r->first = n;
        r->seen[n] = 1;
        rdfs(r, n, len + 1);
        r->seen[n] = 0;
    }
}

/* Every legal retreat of unit that goes on from the hexes it has been in
 * (path, plen; plen 0: it has not moved yet): the end hexes into out, the
 * first steps into steps (STEP_OFF: off the map). Returns the ends. */
static int search(const pk_state *st, int unit, int withdraw, int relax, const short *path,
                  int plen, short *out, int max, int *off, short *steps, int *nsteps)
{
    static rsearch r;
    const pk_unit *u = &st->u[unit];
    int i, start = plen > 0 ? path[0] : u->cell;

    r.st = st;
    r.side = u->side;
    r.unit = unit;
    r.relax = relax;
    r.maxlen = withdraw ? st->d->withdraw_hexes : st->d->retreat_hexes;
    r.minlen = withdraw || pk_terrain(st, start) == PK_T_BUILDING ? 1 : r.maxlen;
    r.out = out;
    r.n = 0;
    r.max = max;
    r.off = 0;
    r.nsteps = 0;
    r.first = -2;
    r.root = plen > 0 ? plen - 1 : 0;
    r.ucell = u->where == PK_W_MAP ? u->cell : -1;
    r.usp = pk_stack_sp(u, st);
    r.ugun = u->kind == PK_K_GUN;
    r.seen[start] = 1;
    for (i = 1; i < plen; i++)
        r.seen[path[i]] = 1;
    rdfs(&r, plen > 0 ? path[plen - 1] : u->cell, r.root);
    /* the search leaves seen[] as it found it but for the path: clear that
     * (cheaper than clearing every hex each time) */
    r.seen[start] = 0;
    for (i = 1; i < plen; i++)
        r.seen[path[i]] = 0;
    for (i = 0; i < r.n; i++)
        r.added[out[i]] = 0;
    if (off)
        *off = r.off;
    if (steps)
        memcpy(steps, r.steps, (size_t)r.nsteps * sizeof *steps);
    if (nsteps)
        *nsteps = r.nsteps;
    return r.n;
}

/* Where unit may end a retreat (or a withdrawal move) from where it
 * stands: -1 in the list is "off the map" (Chinese only). With none,
 * *reason says which of the five ways to die of 8.3 applies. */
int pk_retreat_dests(const pk_state *st, int unit, int withdraw, short *out, int max,
                     const char **reason)
{
    short tmp[PK_CELLS];
    int n, off = 0, d, enemies = 0, cell = st->u[unit].cell;

    n = search(st, unit, withdraw, 0, NULL, 0, out, max, &off, NULL, NULL);
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
    else if (search(st, unit, withdraw, RX_ZOC, NULL, 0, tmp, PK_CELLS, NULL, NULL, NULL))
        *reason = "its only ways back lead into enemy zones of control";
    else if (search(st, unit, withdraw, RX_STACK, NULL, 0, tmp, PK_CELLS, NULL, NULL, NULL))
        *reason = "no hex to end in without overstacking";
    else if ((search(st, unit, withdraw, RX_EXIT, NULL, 0, tmp, PK_CELLS, &off, NULL, NULL), off))
        *reason = "forced off the map";
    else
        *reason = "forced into the canal";
    return 0;
}

int pk_retreating(const pk_state *st)
{
    const pk_task *t = &st->task[0];

    if (st->ntasks <= 0 || (t->kind != PK_TASK_RETREAT && t->kind != PK_TASK_WITHDRAW))
        return -1;
    return t->plen > 0 ? t->cur : -1;
}

/* The choices of one retreating unit now: each next hex (-1 off the map)
 * and, when it may stop where it stands, its own hex. A unit with no
 * retreat that ends within the stacking limit may end over it (8.3.3):
 * then the owner eliminates units there until the hex is legal (7). */
static int unit_steps(const pk_state *st, const pk_task *t, int unit, short *out)
{
    int withdraw = t->kind == PK_TASK_WITHDRAW, ns = 0, n = 0, i, relax = 0, stop = 0;
    int moving = t->plen > 0 && t->cur == unit;
    short ends[64], steps[HEX_DIRS + 1];
    const pk_unit *u = &st->u[unit];

    if (moving) {
        int maxlen = withdraw ? st->d->withdraw_hexes : st->d->retreat_hexes;
        int minlen = withdraw || pk_terrain(st, t->path[0]) == PK_T_BUILDING ? 1 : maxlen;
        short one = (short)unit;
        stop = t->plen - 1 < minlen ? 0 : pk_stack_ok(st, u->side, u->cell, &one, 1) ? 1 : 2;
    }
    search(st, unit, withdraw, 0, moving ? t->path : NULL, moving ? t->plen : 0, ends, 64,
           NULL, steps, &ns);
    if (ns == 0 && stop != 1 && !withdraw) {
        relax = RX_STACK;
        search(st, unit, withdraw, RX_STACK, moving ? t->path : NULL, moving ? t->plen : 0,
               ends, 64, NULL, steps, &ns);
    }
    for (i = 0; i < ns; i++)
        out[n++] = steps[i];
    if (stop == 1 || (stop == 2 && relax))
        out[n++] = u->cell;
    return n;
}

/* Where the unit of the current retreat task may end if it takes the step
 * to (its own hex: stops; -1: off): for the computer player to look ahead. */
int pk_retreat_ends_after(const pk_state *st, int unit, int to, short *out, int max)
{
    const pk_task *t = &st->task[0];
    short path[8];
    int plen, off = 0, n;

    if (max <= 0)
        return 0;
    if (to < 0 || to == st->u[unit].cell) {
        out[0] = (short)to;
        return 1;
    }
    if (t->plen > 0 && t->cur == unit) {
        memcpy(path, t->path, sizeof path);
        plen = t->plen;
    } else {
        path[0] = st->u[unit].cell;
        plen = 1;
    }
    if (plen >= 8)
        return 0;
    path[plen++] = (short)to;
    n = search(st, unit, t->kind == PK_TASK_WITHDRAW, 0, path, plen, out, max, &off, NULL, NULL);
    if (off && st->u[unit].side == PK_CHINESE && n < max)
        out[n++] = -1;
    {
        /* it may also stop on the step's hex itself */
        int maxlen = t->kind == PK_TASK_WITHDRAW ? st->d->withdraw_hexes : st->d->retreat_hexes;
        int minlen = t->kind == PK_TASK_WITHDRAW || pk_terrain(st, path[0]) == PK_T_BUILDING
                         ? 1 : maxlen;
        short one = (short)unit;
        if (plen - 1 >= minlen && n < max && pk_stack_ok(st, st->u[unit].side, to, &one, 1))
            out[n++] = (short)to;
    }
    return n;
}

/* ---- the task queue ------------------------------------------------------ */

static void pop_task(pk_state *st)
{
    if (st->ntasks <= 0)
        return;
    memmove(&st->task[0], &st->task[1], (size_t)(st->ntasks - 1) * sizeof st->task[0]);
    st->ntasks--;
}

/* ---- stacking (7) -------------------------------------------------------- */

int pk_overstacked(const pk_state *st, int side, short *out, int max)
{
    int c, n = 0, cells = st->d->cols * st->d->rows;

    for (c = 0; c < cells; c++)
        if ((st->sp[side][c] > st->d->stack[side] || (side == PK_ALLIED && st->guns[c] > 1)) &&
            n < max)
            out[n++] = (short)c;
    return n;
}

void pk_stack_tasks(pk_state *st)
{
    short over[64];
    int side, k, j, n, mid = pk_retreating(st);
    int midc = mid >= 0 ? st->u[mid].cell : -1; /* a retreat may pass a full hex (8.3.3) */

    for (side = PK_CHINESE; side >= PK_ALLIED; side--) {
        n = pk_overstacked(st, side, over, 64);
        for (k = 0; k < n && st->ntasks < PK_MAX_TASKS; k++) {
            int queued = over[k] == midc;
            pk_task *t;
            for (j = 0; j < st->ntasks; j++)
                queued |= st->task[j].kind == PK_TASK_STACK && st->task[j].side == side &&
                          st->task[j].cell[0] == over[k];
            if (queued)
                continue;
            memmove(&st->task[1], &st->task[0], (size_t)st->ntasks * sizeof st->task[0]);
            st->ntasks++;
            t = &st->task[0];
            memset(t, 0, sizeof *t);
            t->kind = PK_TASK_STACK;
            t->side = side;
            t->cell[0] = over[k];
            t->ncell = 1;
        }
    }
}

/* The units the owner may eliminate from the overstacked hex of a STACK
 * task: those whose points count while there are too many, a gun while
 * there are two (7). None: the hex is legal. */
static int stack_candidates(const pk_state *st, const pk_task *t, short *out)
{
    int c = t->cell[0], i, n = 0, side = t->side;
    int over_sp = st->sp[side][c] > st->d->stack[side];
    int over_gun = side == PK_ALLIED && st->guns[c] > 1;

    if (t->ncell < 1 || c < 0)
        return 0;
    for (i = 0; i < st->nunits && n < 64; i++) {
        const pk_unit *u = &st->u[i];
        if (u->where != PK_W_MAP || u->cell != c || u->side != side)
            continue;
        if ((over_sp && pk_stack_sp(u, st) > 0) || (over_gun && u->kind == PK_K_GUN))
            out[n++] = (short)i;
    }
    return n;
}

static void stack_eliminate(pk_state *st, int unit, glog *log)
{
    pk_eliminate(st, unit, log, "over the stacking limit, the owner's choice (7)");
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

static int pending_index(const pk_task *t, int unit)
{
    int i;

    for (i = 0; i < t->n; i++)
        if (t->unit[i] == unit)
            return i;
    return -1;
}

/* The unit's retreat is over: it leaves the task. */
static void retreat_done(pk_task *t, int unit)
{
    int i = pending_index(t, unit);

    if (i >= 0)
        t->unit[i] = t->unit[--t->n];
    t->plen = 0;
    t->cur = -1;
}

/* The option loser_stays (the CRT legend's AL1/DL1: "loses 1 step ... and
 * retreats all other units"): the unit that took the step of an AL1/DL1
 * (t: the LOSS task, need > 0, not a Big Gun's) leaves the retreat that
 * follows it and stays put, unless it shares its hex with the enemy
 * (chargers stand on the defenders' hex): then it retreats as before. */
static void loser_stays(pk_state *st, const pk_task *t, int unit)
{
    pk_task *r = &st->task[1];
    const pk_unit *u = &st->u[unit];
    int i;

    if (!st->loser_stays || t->from_gun || t->need <= 0 || st->ntasks < 2 ||
        r->kind != PK_TASK_RETREAT || r->plen > 0 || u->where != PK_W_MAP ||
        st->occ[1 - u->side][u->cell])
        return;
    i = pending_index(r, unit);
    if (i >= 0)
        r->unit[i] = r->unit[--r->n];
}

/* One step of a retreat (or withdrawal): to the next hex, off the map
 * (-1), or its own hex to stop there. The step was checked legal. */
static void retreat_step(pk_state *st, pk_task *t, int unit, int to, glog *log)
{
    pk_unit *u = &st->u[unit];
    const char *what = t->kind == PK_TASK_WITHDRAW ? pk_verb(st, unit, "withdraws", "withdraw")
                                                   : pk_verb(st, unit, "retreats", "retreat");
    int maxlen = t->kind == PK_TASK_WITHDRAW ? st->d->withdraw_hexes : st->d->retreat_hexes;
    char h1[8], h2[8];

    pk_label(st->d, u->cell, h1, sizeof h1);
    if (to == u->cell) {
        glog_add(log, "%s %s at %s.", uname(st, unit), pk_verb(st, unit, "stops", "stop"), h1);
        retreat_done(t, unit);
        pk_stack_tasks(st);
        return;
    }
    if (to < 0) {
        u->where = PK_W_OFF;
        u->cell = -1;
        glog_add(log, "%s %s from %s off the map.", uname(st, unit), what, h1);
        retreat_done(t, unit);
        pk_refresh(st);
        return;
    }
    if (t->plen == 0) {
        t->cur = unit;
        t->path[0] = u->cell;
        t->plen = 1;
    }
    t->path[t->plen++] = (short)to;
    u->cell = (short)to;
    if (st->d->victory[to])
        st->control[to] = u->side; /* passing through a victory hex takes it (21) */
    glog_add(log, "%s %s from %s to %s.", uname(st, unit), what, h1,
             pk_label(st->d, to, h2, sizeof h2));
    if (t->plen - 1 >= maxlen)
        retreat_done(t, unit);
    pk_refresh(st);
    if (t->plen == 0)
        pk_stack_tasks(st); /* t may have moved down the queue */
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
                loser_stays(st, t, c[0]);
                after = st->u[c[0]].where == PK_W_MAP ? pk_strength(st, &st->u[c[0]]) : 0;
                if (t->need > 0)
                    t->need--;
                else
                    t->need_sp -= before - after > 0 ? before - after : 1;
                continue;
            }
            return;
        case PK_TASK_RETREAT:
        case PK_TASK_WITHDRAW: {
            int withdraw = t->kind == PK_TASK_WITHDRAW, waiting = 0, forced = -1;
            if (t->plen > 0) {
                if (t->cur < 0 || t->cur >= st->nunits || st->u[t->cur].where != PK_W_MAP) {
                    retreat_done(t, t->cur);
                    continue;
                }
                n = unit_steps(st, t, t->cur, c);
                if (n == 1) {
                    retreat_step(st, t, t->cur, c[0], log);
                    continue;
                }
                if (n == 0) { /* only if the board changed under it */
                    pk_eliminate(st, t->cur, log, "no way back");
                    retreat_done(t, t->cur);
                    continue;
                }
                return;
            }
            for (i = 0; i < t->n; i++) {
                if (!retreat_pending(st, t, i))
                    continue;
                n = unit_steps(st, t, t->unit[i], c);
                if (n == 0) {
                    if (!withdraw) {
                        pk_retreat_dests(st, t->unit[i], 0, dests, 64, &reason);
                        pk_eliminate(st, t->unit[i], log, reason ? reason : "no way back");
                        i = -1; /* the picture changed: look again */
                    }
                    continue;
                }
                waiting = 1;
                if (!withdraw && forced < 0 && n == 1) {
                    forced = t->unit[i];
                    dests[0] = c[0];
                }
            }
            if (forced >= 0) {
                retreat_step(st, t, forced, dests[0], log);
                continue;
            }
            if (waiting)
                return;
            pop_task(st);
            pk_check_civilians(st, log);
            continue;
        }
        case PK_TASK_ADVANCE:
            if (advance_options(st, t, NULL, 0) == 0) {
                pop_task(st);
                continue;
            }
            return;
        case PK_TASK_DEFEND:
            return; /* the defender always chooses (11.1) */
        case PK_TASK_STACK:
            n = stack_candidates(st, t, c);
            if (n == 0) {
                pop_task(st);
                pk_check_civilians(st, log);
                continue;
            }
            if (n == 1) {
                stack_eliminate(st, c[0], log);
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
            int u = t->unit[i];
            if (!retreat_pending(st, t, i) || (t->plen > 0 && u != t->cur))
                continue;
            m = unit_steps(st, t, u, dests);
            for (k = 0; k < m && n < max; k++) {
                pk_action_init(&out[n], PK_A_RETREAT);
                out[n].unit = u;
                out[n++].cell = dests[k];
            }
        }
        if (t->kind == PK_TASK_WITHDRAW && t->plen == 0 && n < max)
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
    case PK_TASK_DEFEND:
        for (k = 0; k <= t->need && n < max; k++) {
            pk_action_init(&out[n], PK_A_DEFEND);
            out[n++].ddie = k;
        }
        break;
    case PK_TASK_STACK:
        m = stack_candidates(st, t, c);
        for (i = 0; i < m && n < max; i++) {
            pk_action_init(&out[n], PK_A_ELIMINATE);
            out[n++].unit = c[i];
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
            loser_stays(st, t, a->unit);
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
            if (t->plen > 0)
                return why_set(why, n, "Finish this unit's withdrawal first: click a next hex, "
                                       "or its own hex to stop there.");
            glog_add(log, "The withdrawal is over.");
            pop_task(st);
            break;
        }
        if (a->type != PK_A_RETREAT)
            return why_set(why, n, t->kind == PK_TASK_RETREAT ? "Retreat the units first."
                                                              : "Withdraw units or end.");
        i = a->unit >= 0 && a->unit < st->nunits ? pending_index(t, a->unit) : -1;
        if (i < 0 || !retreat_pending(st, t, i))
            return why_set(why, n, "That unit is not retreating now.");
        if (t->plen > 0 && a->unit != t->cur)
            return why_set(why, n, "Finish the retreat of the unit under way first.");
        m = unit_steps(st, t, a->unit, dests);
        for (ok = 0, i = 0; i < m; i++)
            ok |= dests[i] == a->cell;
        if (!ok)
            return why_set(why, n, "The unit cannot retreat there: one adjacent hex at a time, "
                                   "3 in all (1-3 from a building), never into an enemy ZOC "
                                   "or the canal, no hex twice, ending within the stacking "
                                   "limit (8.3).");
        retreat_step(st, t, a->unit, a->cell, log);
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
            glog_add(log, "%s %s into %s.", uname(st, a->unit),
                     pk_verb(st, a->unit, "advances", "advance"),
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
    case PK_TASK_DEFEND:
        if (a->type != PK_A_DEFEND)
            return why_set(why, n, "Say first how the defending leader's 1 counts: as a point "
                                   "of strength or as -1 on the die (11.1).");
        if (a->ddie < 0)
            return why_set(why, n, "Say how many defending leaders give -1 on the die.");
        if (pk_defend_resolve(st, a->ddie, log, why, n) < 0)
            return -1;
        break;
    case PK_TASK_STACK:
        if (a->type != PK_A_ELIMINATE)
            return why_set(why, n, "Choose first the unit to eliminate from the overstacked "
                                   "hex (7).");
        m = stack_candidates(st, t, c);
        for (i = 0; i < m; i++)
            ok |= c[i] == a->unit;
        if (!ok)
            return why_set(why, n, "Choose a unit of the overstacked hex whose points count "
                                   "(or a second gun) (7).");
        stack_eliminate(st, a->unit, log);
        break;
    default:
        return why_set(why, n, "That action is not open now.");
    }
    /* civilians are judged when a whole retreat is over, not between
     * the steps of their escort */
    if (st->ntasks <= 0 || (st->task[0].kind != PK_TASK_RETREAT &&
                            st->task[0].kind != PK_TASK_WITHDRAW))
        pk_check_civilians(st, log);
    pk_tasks_run(st, log);
    return 0;
}
