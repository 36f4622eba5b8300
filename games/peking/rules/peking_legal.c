/* peking_legal: the list of legal actions for any state. Moves of whole
 * stacks and of single units to every reachable hex, entries at every map
 * edge hex, Big Gun placements and shots, mines, fortifications, sniper
 * and withdrawal rolls, charges, and for each enemy hex the natural
 * attacks (every adjacent unit; adjacent plus every ranged unit; each
 * adjacent stack alone; ranged fire alone). apply() accepts any legal
 * combination, also those the list leaves out (any subset of attackers);
 * every listed action is checked by the same code apply() uses. */
#include <stdint.h>
#include <string.h>

#include "peking.h"

typedef struct lst {
    pk_action *out;
    int n, max;
} lst;

static pk_action *add(lst *l, int type)
{
    if (l->n >= l->max)
        return NULL;
    pk_action_init(&l->out[l->n], type);
    return &l->out[l->n++];
}

/* The hexes holding units of either side, in hex order (a fortification
 * needs units in its hex: no need to ask of every hex of the map). */
static int held_cells(const pk_state *st, short *out)
{
    uint64_t bits[(PK_CELLS + 63) / 64];
    int i, w, n = 0;

    memset(bits, 0, sizeof bits);
    for (i = 0; i < st->nunits; i++)
        if (st->u[i].where == PK_W_MAP && st->u[i].cell >= 0)
            bits[st->u[i].cell >> 6] |= (uint64_t)1 << (st->u[i].cell & 63);
    for (w = 0; w < (PK_CELLS + 63) / 64; w++) {
        uint64_t x = bits[w];
        while (x) {
            out[n++] = (short)(w * 64 + __builtin_ctzll(x));
            x &= x - 1;
        }
    }
    return n;
}

static int movable(const pk_unit *u)
{
    return u->where == PK_W_MAP && u->mp > 0 && !u->stopped;
}

static void gen_moves(const pk_state *st, int side, lst *l)
{
    int i, c, k, cost[PK_CELLS], cells = st->d->cols * st->d->rows;
    unsigned char done[PK_CELLS];
    pk_action *a;

    memset(done, 0, (size_t)cells);
    for (i = 0; i < st->nunits; i++) {
        const pk_unit *u = &st->u[i];
        short grp[PK_MAX_SEL];
        int ng = 0, escort = 0, firstkind[PK_KINDS];
        if (u->side != side || !movable(u) || done[u->cell])
            continue;
        done[u->cell] = 1;
        if (st->phase == PK_PH_AREACT && st->zoc[PK_CHINESE][u->cell])
            continue;
        for (k = 0; k < st->nunits; k++) {
            const pk_unit *v = &st->u[k];
            if (v->side == side && v->cell == u->cell && movable(v) &&
                (v->kind == PK_K_INFANTRY || v->kind == PK_K_VOLUNTEER))
                escort = 1;
        }
        for (k = 0; k < st->nunits && ng < PK_MAX_SEL; k++) {
            const pk_unit *v = &st->u[k];
            if (v->side != side || v->cell != u->cell || !movable(v))
                continue;
            if ((v->kind == PK_K_GUN || v->kind == PK_K_CIVILIAN) && !escort)
                continue;
            grp[ng++] = (short)k;
        }
        if (!ng)
            continue;
        pk_move_reach(st, grp, ng, cost);
        for (c = 0; c < cells; c++) {
            if (cost[c] <= 0 || st->occ[1 - side][c] || !pk_stack_ok(st, side, c, grp, ng) ||
                !pk_civ_escort_ok(st, grp, ng, c))
                continue;
            if ((a = add(l, PK_A_MOVE)) == NULL)
                return;
            a->n = ng;
            memcpy(a->units, grp, sizeof grp[0] * (size_t)ng);
            a->cell = c;
        }
        if (ng < 2)
            continue;
        /* single units: the first of each kind (the rest are alike) */
        for (k = 0; k < PK_KINDS; k++)
            firstkind[k] = 0;
        for (k = 0; k < ng; k++) {
            const pk_unit *v = &st->u[grp[k]];
            short one = grp[k];
            if (v->kind == PK_K_GUN || v->kind == PK_K_CIVILIAN)
                continue;
            if (side == PK_CHINESE && firstkind[(int)v->kind]++)
                continue;
            pk_move_reach(st, &one, 1, cost);
            for (c = 0; c < cells; c++) {
                if (cost[c] <= 0 || st->occ[1 - side][c] || !pk_stack_ok(st, side, c, &one, 1) ||
                    !pk_civ_escort_ok(st, &one, 1, c))
                    continue;
                if ((a = add(l, PK_A_MOVE)) == NULL)
                    return;
                a->n = 1;
                a->units[0] = one;
                a->cell = c;
            }
        }
    }
}

static void gen_enter(const pk_state *st, lst *l)
{
    int k, i, c, cells = st->d->cols * st->d->rows;
    pk_action *a;

    for (k = 0; k < st->d->nchin_kinds; k++) {
        for (i = 0; i < st->nunits; i++)
            if (st->u[i].side == PK_CHINESE && st->u[i].def == k && st->u[i].where == PK_W_OFF)
                break;
        if (i == st->nunits)
            continue;
        for (c = 0; c < cells; c++) {
            pk_action t;
            pk_action_init(&t, PK_A_ENTER);
            t.n = 1;
            t.units[0] = (short)i;
            t.cell = c;
            if (!st->d->edge[c] || pk_move_check(st, &t, NULL, 0) < 0)
                continue;
            if ((a = add(l, PK_A_ENTER)) == NULL)
                return;
            *a = t;
        }
    }
}

static int attacker_ok(const pk_unit *u, int side)
{
    return u->side == side && u->where == PK_W_MAP && pk_is_combat(u) && !u->attacked &&
           !u->no_attack && !u->was_charging;
}

/* 11.1: an Allied attack asks for the leader's die bonus when a leader
 * takes part and some attacker is next to every attacked hex (never in
 * ranged fire alone, nor for the Chinese, who have no leaders). */
static int leader_die_open(const pk_state *st, const pk_action *t)
{
    int i, k, lead = 0, adj = 0;

    for (i = 0; i < t->n; i++) {
        const pk_unit *u = &st->u[t->units[i]];
        int next = 1;
        if (u->side != PK_ALLIED)
            return 0;
        lead |= u->kind == PK_K_LEADER;
        for (k = 0; k < t->nd; k++)
            next &= pk_dist(st, u->cell, t->defs[k]) == 1;
        adj |= next;
    }
    return lead && adj;
}

static void try_attack(const pk_state *st, lst *l, const pk_action *t)
{
    pk_combat c;
    pk_action *a, x = *t;

    x.drm = t->drm && leader_die_open(st, t);
    if (x.n < 1 || pk_attack_check(st, &x, &c, NULL, 0) < 0)
        return;
    if ((a = add(l, PK_A_ATTACK)) != NULL)
        *a = x;
}

static void gen_attacks(const pk_state *st, int side, lst *l)
{
    int c, i, d, cells = st->d->cols * st->d->rows, e = 1 - side;

    for (c = 0; c < cells; c++) {
        pk_action base, t;
        int defended = 0, nadjcells = 0;
        short adjcells[HEX_DIRS];
        if (!st->occ[e][c])
            continue;
        for (i = 0; i < st->nunits; i++)
            if (st->u[i].where == PK_W_MAP && st->u[i].cell == c && st->u[i].defended)
                defended = 1;
        if (defended)
            continue;
        pk_action_init(&base, PK_A_ATTACK);
        base.nd = 1;
        base.defs[0] = (short)c;
        base.drm = 1;
        for (d = 0; d < HEX_DIRS; d++) {
            int nc = st->d->nb[c][d], had = 0;
            if (nc < 0 || !st->occ[side][nc])
                continue;
            for (i = 0; i < st->nunits && base.n < PK_MAX_SEL; i++)
                if (st->u[i].cell == nc && attacker_ok(&st->u[i], side)) {
                    base.units[base.n++] = (short)i;
                    had = 1;
                }
            if (had)
                adjcells[nadjcells++] = (short)nc;
        }
        if (side == PK_ALLIED)
            for (i = 0; i < st->nunits && base.ng < PK_MAX_GUNS; i++) {
                const pk_unit *g = &st->u[i];
                int dd;
                if (g->kind != PK_K_GUN || g->where != PK_W_MAP || g->attacked ||
                    !pk_manned(st, g->cell))
                    continue;
                dd = pk_dist(st, g->cell, c);
                if (dd <= st->d->art_range && (dd < 2 || pk_los(st, g->cell, c, NULL)))
                    base.guns[base.ng++] = (short)i;
            }
        if (base.n)
            try_attack(st, l, &base);
        /* with every ranged unit added */
        t = base;
        for (i = 0; i < st->nunits && t.n < PK_MAX_SEL; i++) {
            const pk_unit *u = &st->u[i];
            int dd;
            if (!attacker_ok(u, side))
                continue;
            dd = pk_dist(st, u->cell, c);
            if (dd >= 2 && dd <= st->d->range[side] && !st->zoc[e][u->cell] &&
                pk_los(st, u->cell, c, NULL))
                t.units[t.n++] = (short)i;
        }
        if (t.n > base.n)
            try_attack(st, l, &t);
        /* each adjacent stack alone */
        if (nadjcells > 1)
            for (d = 0; d < nadjcells; d++) {
                t = base;
                t.n = 0;
                for (i = 0; i < base.n; i++)
                    if (st->u[base.units[i]].cell == adjcells[d])
                        t.units[t.n++] = base.units[i];
                try_attack(st, l, &t);
            }
    }
}

/* 8.1.2: a stack in the ZOC of several enemy hexes may have to attack
 * them all at once (nobody else can reach one of them): every able unit
 * of the stack against every such hex not attacked yet. */
static void gen_zoc_attacks(const pk_state *st, int side, lst *l)
{
    int i, k, d, j, cells = st->d->cols * st->d->rows;
    unsigned char done[PK_CELLS];

    memset(done, 0, (size_t)cells);
    for (i = 0; i < st->nunits; i++) {
        const pk_unit *u = &st->u[i];
        pk_action t;
        if (!attacker_ok(u, side) || done[u->cell] || !st->zoc[1 - side][u->cell])
            continue;
        done[u->cell] = 1;
        pk_action_init(&t, PK_A_ATTACK);
        t.drm = 1;
        for (d = 0; d < HEX_DIRS; d++) {
            int b = st->d->nb[u->cell][d], zoc = 0, hit = 0;
            if (b < 0 || !st->occ[1 - side][b] || !pk_zoc_reaches(st, b, u->cell))
                continue;
            for (j = 0; j < st->nunits; j++) {
                const pk_unit *e = &st->u[j];
                if (e->where != PK_W_MAP || e->cell != b || e->side == side)
                    continue;
                zoc |= pk_exerts_zoc(st, j);
                hit |= e->defended;
            }
            if (zoc && !hit && t.nd < PK_MAX_DEF)
                t.defs[t.nd++] = (short)b;
        }
        if (t.nd < 2)
            continue;
        for (k = 0; k < st->nunits && t.n < PK_MAX_SEL; k++)
            if (st->u[k].cell == u->cell && attacker_ok(&st->u[k], side))
                t.units[t.n++] = (short)k;
        try_attack(st, l, &t);
    }
}

static void gen_charges(const pk_state *st, lst *l)
{
    int i, k, c, cells = st->d->cols * st->d->rows;
    unsigned char done[PK_CELLS];

    memset(done, 0, (size_t)cells);
    for (i = 0; i < st->nunits; i++) {
        const pk_unit *u = &st->u[i];
        pk_action t;
        int sp = 0, room = st->d->charge_max - st->charge_used;
        if (u->side != PK_ALLIED || u->where != PK_W_MAP || u->kind != PK_K_LEADER ||
            u->moved || done[u->cell])
            continue;
        done[u->cell] = 1;
        pk_action_init(&t, PK_A_CHARGE);
        for (k = 0; k < st->nunits; k++) {
            const pk_unit *v = &st->u[k];
            int s;
            if (v->cell != u->cell || v->side != PK_ALLIED || v->where != PK_W_MAP ||
                !pk_is_combat(v) || v->moved || v->attacked || v->no_attack)
                continue;
            s = pk_strength(st, v);
            if (sp + s > room || t.n >= PK_MAX_SEL)
                continue;
            sp += s;
            t.units[t.n++] = (short)k;
        }
        for (c = 0; c < cells; c++) {
            int sp2;
            pk_action *a;
            if (!st->occ[PK_CHINESE][c] || pk_dist(st, c, u->cell) > 3)
                continue;
            t.cell = c;
            if (pk_charge_check(st, &t, &sp2, NULL, 0) < 0)
                continue;
            if ((a = add(l, PK_A_CHARGE)) == NULL)
                return;
            *a = t;
        }
    }
}

int pk_legal(const pk_state *st, pk_action *out, int max)
{
    lst L = { out, 0, max };
    int i, c, d, k, nh, cells = st->d->cols * st->d->rows, side = pk_to_move(st);
    short held[PK_CELLS];
    pk_action *a;

    if (side < 0)
        return 0;
    if (st->ntasks > 0)
        return pk_task_legal(st, out, max);
    switch (st->phase) {
    case PK_PH_SETUP:
        for (i = 0; i < st->nunits; i++) {
            const pk_unit *u = &st->u[i];
            short one = (short)i;
            if (u->side != PK_ALLIED || u->where != PK_W_MAP)
                continue;
            for (d = 0; d < HEX_DIRS; d++) {
                c = st->d->nb[u->cell][d];
                if (c < 0 || !st->d->inside[c] || pk_terrain(st, c) == PK_T_CANAL ||
                    !pk_stack_ok(st, PK_ALLIED, c, &one, 1) || !pk_civ_escort_ok(st, &one, 1, c))
                    continue;
                if ((a = add(&L, PK_A_PLACE)) != NULL) {
                    a->unit = i;
                    a->cell = c;
                }
            }
        }
        break;
    case PK_PH_BIGGUN:
        for (i = 0; i < st->d->nbig_guns; i++) {
            if (st->gun_cell[i] < 0 && st->gun_shots[i] == 0) {
                for (c = 0; c < cells; c++)
                    if (st->d->band[c] && pk_gun_place_ok(st, i, c) && (a = add(&L, PK_A_GUN)) != NULL) {
                        a->unit = i;
                        a->cell = c;
                    }
            } else if (st->gun_cell[i] >= 0 && st->gun_shots[i] < st->d->gun_shots) {
                for (d = 0; d < HEX_DIRS; d++)
                    if ((a = add(&L, PK_A_SHELL)) != NULL) {
                        a->unit = i;
                        a->dir = d;
                    }
            }
        }
        break;
    case PK_PH_CMOVE:
        for (c = 0; c < cells; c++)
            if (pk_mine_ok(st, c) && (a = add(&L, PK_A_MINE)) != NULL)
                a->cell = c;
        gen_moves(st, PK_CHINESE, &L);
        gen_enter(st, &L);
        break;
    case PK_PH_AREACT:
    case PK_PH_AMOVE:
        gen_moves(st, PK_ALLIED, &L);
        break;
    case PK_PH_SNIPER:
        if (!st->sniped)
            for (i = 0; i < st->nunits; i++)
                if (pk_snipe_ok(st, i) && (a = add(&L, PK_A_SNIPE)) != NULL)
                    a->unit = i;
        break;
    case PK_PH_CCOMBAT:
        if (st->step == 0) {
            short us[64];
            for (i = 0; i < st->nunits; i++)
                if (st->u[i].kind == PK_K_LEADER && st->u[i].where == PK_W_MAP &&
                    st->u[i].side == PK_ALLIED && !st->withdraw_tried[i] &&
                    pk_withdraw_units(st, i, us) > 0 && (a = add(&L, PK_A_WITHDRAW)) != NULL)
                    a->unit = i;
        } else {
            nh = held_cells(st, held);
            for (k = 0; k < nh; k++)
                if (pk_fort_ok(st, held[k]) && (a = add(&L, PK_A_FORT)) != NULL)
                    a->cell = held[k];
            gen_attacks(st, PK_CHINESE, &L);
            gen_zoc_attacks(st, PK_CHINESE, &L);
        }
        break;
    case PK_PH_ACOMBAT:
        nh = held_cells(st, held);
        for (k = 0; k < nh; k++)
            if (pk_fort_ok(st, held[k]) && (a = add(&L, PK_A_FORT)) != NULL)
                a->cell = held[k];
        if (!st->combat_started)
            gen_charges(st, &L);
        gen_attacks(st, PK_ALLIED, &L);
        gen_zoc_attacks(st, PK_ALLIED, &L);
        break;
    case PK_PH_END:
        for (c = 0; c < cells; c++)
            if (st->occ[PK_CHINESE][c] && (a = add(&L, PK_A_LEAVE)) != NULL)
                a->cell = c;
        break;
    }
    /* END last, when the phase may end (no attack owed, 8.1.2) */
    if (pk_end_ok(st)) {
        if (L.n >= max)
            L.n = max - 1;
        add(&L, PK_A_END);
    }
    return L.n;
}
