/* peking_combat: combat (8): who may attack whom with ranged fire and
 * normal combat (the attacks 8.1.2 demands and forbids), multi-hex
 * attacks, the odds with terrain (18) and the six wall cases, artillery
 * shifts (9), leader die modifiers (11), the CRT and every result; bayonet
 * charges (8.1.3). Results that need the owner's choice become tasks
 * (peking_task.c); sniper fire and withdrawal are in peking_snipe.c, the
 * table itself in peking_crt.c. */
#include <stdio.h>
#include <string.h>

#include "peking.h"

static const char *const col_names[10] = { "1-3", "1-2", "1-1", "2-1", "3-1",
                                           "4-1", "5-1", "6-1", "7-1", "8-1" };

static int why_set(char *why, size_t n, const char *s)
{
    if (why && n)
        snprintf(why, n, "%s", s);
    return -1;
}

/* The best single terrain multiplier of a defending hex against attackers
 * standing in cells acells (18): buildings x3, the Tartar Wall x4 unless
 * every attacker is on the Wall, a wall x3 unless an attacker is on the
 * same wall or the attack comes from both sides of it, fortifications
 * x3, ruins as rubble. */
static int hex_multiplier(const pk_state *st, int cell, const short *acells, int na)
{
    int t = pk_terrain(st, cell), best = 1, i, m, w;

    if (t == PK_T_TARTAR) {
        int on = 0, off = 0;
        for (i = 0; i < na; i++) {
            if (pk_terrain(st, acells[i]) == PK_T_TARTAR)
                on = 1;
            else
                off = 1;
        }
        /* x4 when attacked from off the Wall: from any hex off it (the
         * default), or, with the option, only when no attacker is on it,
         * as one attacker on a wall cancels a wall's x3 (18.4 case 4) */
        m = off && !(st->tartar_shared && on) ? st->d->defence[PK_T_TARTAR] : 1;
    } else {
        m = st->d->defence[t];
    }
    if (m > best)
        best = m;
    w = pk_wall_at(st, cell);
    if (w >= 0) {
        int plus = 0, minus = 0, same = 0;
        for (i = 0; i < na; i++) {
            int s = pk_wall_side(st, w, acells[i]);
            if (s == 0)
                same = 1;
            else if (s > 0)
                plus = 1;
            else
                minus = 1;
        }
        if (!same && !(plus && minus) && st->d->defence[PK_T_WALL] > best)
            best = st->d->defence[PK_T_WALL];
    }
    if (st->fort[cell] >= 0 && st->d->defence[PK_T_FORT] > best)
        best = st->d->defence[PK_T_FORT];
    return best;
}

/* Defence strength of the units of the side other than side in cell,
 * before terrain; *used counts the Allied leaders there who give their -1
 * die modifier instead of their point (11.1), up to allow in the whole
 * attack. Only a leader with troops in his hex has the choice: alone he
 * defends with his point. */
static int hex_strength(const pk_state *st, int c, int side, int allow, int *used)
{
    int i, sum = 0, manned = pk_manned(st, c), anyc = 0;

    for (i = 0; i < st->nunits; i++) {
        const pk_unit *u = &st->u[i];
        if (u->where != PK_W_MAP || u->cell != c || u->side == side)
            continue;
        if (pk_is_combat(u) && u->kind != PK_K_LEADER)
            anyc = 1;
    }
    for (i = 0; i < st->nunits; i++) {
        const pk_unit *u = &st->u[i];
        if (u->where != PK_W_MAP || u->cell != c || u->side == side)
            continue;
        if (u->kind == PK_K_LEADER) {
            if (*used < allow && anyc) {
                ++*used;
                continue;
            }
            sum += 1;
        } else if (u->kind == PK_K_GUN) {
            sum += st->d->allied[u->def].defence;
        } else if (u->kind == PK_K_CIVILIAN || u->kind == PK_K_DOCTOR) {
            sum += manned ? 1 : 0;
        } else {
            sum += pk_strength(st, u);
        }
    }
    return sum;
}

int pk_defend_choices(const pk_state *st, const short *cells, int nc)
{
    int k, used = 0;

    for (k = 0; k < nc; k++)
        hex_strength(st, cells[k], PK_CHINESE, st->leaders_add ? PK_MAX_UNITS : 1, &used);
    return used;
}

/* Defence strength of the units in def cells against side attacking from
 * acells, each hex's strength times its terrain multiplier (kept per hex
 * in c); c->drm lowered by the Allied leaders whose 1 goes on the die
 * (11.1): ddie of them, or with ddie < 0 as many as may. */
static int defence_of(const pk_state *st, int side, const short *cells, int nc,
                      const short *acells, int na, int ddie, pk_combat *c)
{
    int k, total = 0, used = 0, allow = 0;

    if (side == PK_CHINESE)
        allow = ddie >= 0 ? ddie : st->leaders_add ? PK_MAX_UNITS : 1;
    for (k = 0; k < nc; k++) {
        int sum = hex_strength(st, cells[k], side, allow, &used);
        int m = hex_multiplier(st, cells[k], acells, na);
        c->def_raw[k] = (short)sum;
        c->def_mult[k] = (unsigned char)m;
        total += sum * m;
    }
    c->drm -= used;
    return total;
}

/* Is some unit in cell already attacked this phase? */
static int cell_defended(const pk_state *st, int cell)
{
    int i;

    for (i = 0; i < st->nunits; i++)
        if (st->u[i].where == PK_W_MAP && st->u[i].cell == cell && st->u[i].defended)
            return 1;
    return 0;
}

/* Is some attacker of a forced to attack (8.1.2): next to an attacked hex
 * whose units' ZOC reaches it? Only such an attack may go in below 1-3. */
static int forced_attack(const pk_state *st, const pk_action *a, int side)
{
    int i, k, j;

    for (i = 0; i < a->n; i++) {
        const pk_unit *u = &st->u[a->units[i]];
        for (k = 0; k < a->nd; k++) {
            if (pk_dist(st, u->cell, a->defs[k]) != 1 || !pk_zoc_reaches(st, a->defs[k], u->cell))
                continue;
            for (j = 0; j < st->nunits; j++)
                if (st->u[j].where == PK_W_MAP && st->u[j].cell == a->defs[k] &&
                    st->u[j].side != side && pk_exerts_zoc(st, j))
                    return 1;
        }
    }
    return 0;
}

/* The ZOC of the units of the side other than side in hex b reaches cell
 * (next to b)? */
static int zoc_on(const pk_state *st, int side, int b, int cell)
{
    int j;

    if (pk_dist(st, b, cell) != 1 || !pk_zoc_reaches(st, b, cell))
        return 0;
    for (j = 0; j < st->nunits; j++)
        if (st->u[j].where == PK_W_MAP && st->u[j].cell == b && st->u[j].side != side &&
            pk_exerts_zoc(st, j))
            return 1;
    return 0;
}

/* 8.1.2: the phasing units must attack all the enemy units whose ZOC
 * they are in. An attacker leaving out such a hex b (not attacked yet)
 * needs another unit, outside this attack and free to attack, that is in
 * b's ZOC too and so must attack it later (it always can: alone against
 * every hex whose ZOC it is in). Else b would escape: -1 and its hex. */
static int zoc_left_out(const pk_state *st, const pk_action *a, int side)
{
    int i, k, d, j;

    for (i = 0; i < a->n; i++) {
        const pk_unit *u = &st->u[a->units[i]];
        for (d = 0; d < HEX_DIRS; d++) {
            int b = st->d->nb[u->cell][d], named = 0, other = 0;
            if (b < 0 || !st->occ[1 - side][b] || !zoc_on(st, side, b, u->cell) ||
                cell_defended(st, b))
                continue;
            for (k = 0; k < a->nd; k++)
                named |= a->defs[k] == b;
            if (named)
                continue;
            for (j = 0; j < st->nunits && !other; j++) {
                const pk_unit *v = &st->u[j];
                int in = 0;
                if (v->where != PK_W_MAP || v->side != side || !pk_is_combat(v) || v->attacked ||
                    v->no_attack || v->was_charging || !zoc_on(st, side, b, v->cell))
                    continue;
                for (k = 0; k < a->n; k++)
                    in |= a->units[k] == j;
                other = !in;
            }
            if (!other)
                return b;
        }
    }
    return -1;
}

int pk_attack_check(const pk_state *st, const pk_action *a, pk_combat *c, char *why,
                    size_t n)
{
    int side = st->phase == PK_PH_ACOMBAT ? PK_ALLIED : PK_CHINESE, e = 1 - side;
    int i, k, att = 0, nadj = 0, leaders = 0;
    short acells[PK_MAX_SEL];
    pk_state *mst = (pk_state *)st; /* the log's record names the attacker */

    memset(c, 0, sizeof *c);
    if (a->nd < 1 || a->nd > PK_MAX_DEF)
        return why_set(why, n, "Name the hexes attacked.");
    if (a->n < 1 || a->n > PK_MAX_SEL)
        return why_set(why, n, "Name the attacking units.");
    for (k = 0; k < a->nd; k++) {
        int dc = a->defs[k], j;
        if (dc < 0 || dc >= st->d->cols * st->d->rows || !st->occ[e][dc])
            return why_set(why, n, "An attacked hex holds no enemy units.");
        for (j = 0; j < k; j++)
            if (a->defs[j] == dc)
                return why_set(why, n, "A hex is named twice.");
        if (cell_defended(st, dc))
            return why_set(why, n, "Those units have been attacked already this phase (8.1).");
    }
    for (i = 0; i < a->n; i++) {
        const pk_unit *u;
        int adj = 1, inr = 1, j;
        if (a->units[i] < 0 || a->units[i] >= st->nunits)
            return why_set(why, n, "There is no such unit.");
        u = &st->u[a->units[i]];
        for (j = 0; j < i; j++)
            if (a->units[j] == a->units[i])
                return why_set(why, n, "A unit is named twice.");
        if (u->side != side || u->where != PK_W_MAP || !pk_is_combat(u))
            return why_set(why, n, "Only the phasing side's combat units and leaders attack.");
        if (u->attacked || u->was_charging)
            return why_set(why, n, "A unit attacks once a phase (8.1).");
        if (u->no_attack)
            return why_set(why, n, "A unit that failed its recovery cannot attack this turn (8.6).");
        for (k = 0; k < a->nd; k++) {
            int dd = pk_dist(st, u->cell, a->defs[k]);
            if (dd != 1)
                adj = 0;
            if (dd < 2 || dd > st->d->range[side] || !pk_los(st, u->cell, a->defs[k], NULL))
                inr = 0;
        }
        if (!adj && inr && st->zoc[e][u->cell])
            return why_set(why, n, "A unit in an enemy ZOC cannot use ranged fire (8.2).");
        if (!adj && !inr)
            return why_set(why, n, "Each attacker must be next to every attacked hex, or "
                                   "fire at all of them in range and sight (8.1).");
        c->att_units[i] = a->units[i];
        c->ranged[i] = (unsigned char)!adj;
        acells[i] = u->cell;
        nadj += adj;
        att += pk_strength(st, u);
        if (u->kind == PK_K_LEADER)
            leaders++;
    }
    c->natt = a->n;
    c->nbatt = nadj;
    {
        int b = zoc_left_out(st, a, side);
        if (b >= 0) {
            char h[8];
            if (why && n)
                snprintf(why, n, "The attackers are also in the zone of control of the units at "
                         "%s, which no other unit is left to attack: attack them too, in the same "
                         "attack (8.1.2).", pk_label(st->d, b, h, sizeof h));
            return -1;
        }
    }
    /* 11.1: a leader aids an attack only stacked with another unit of it;
     * alone he may attack by himself */
    for (i = 0; i < a->n && a->n > 1; i++) {
        const pk_unit *u = &st->u[a->units[i]];
        int j, with = 0;
        if (u->kind != PK_K_LEADER)
            continue;
        for (j = 0; j < a->n; j++)
            with |= j != i && st->u[a->units[j]].cell == u->cell;
        if (!with)
            return why_set(why, n, "A leader aids an attack only when stacked with another "
                                   "unit of it; next to it is not enough (11.1).");
    }
    if (a->ng && side != PK_ALLIED)
        return why_set(why, n, "Only the Allies have field guns (9).");
    for (i = 0; i < a->ng; i++) {
        const pk_unit *g;
        int j;
        if (a->guns[i] < 0 || a->guns[i] >= st->nunits)
            return why_set(why, n, "There is no such gun.");
        g = &st->u[a->guns[i]];
        for (j = 0; j < i; j++)
            if (a->guns[j] == a->guns[i])
                return why_set(why, n, "A gun is named twice.");
        if (g->kind != PK_K_GUN || g->side != PK_ALLIED || g->where != PK_W_MAP)
            return why_set(why, n, "That is not an Allied gun on the map.");
        if (g->attacked)
            return why_set(why, n, "A gun supports one attack a phase.");
        if (!pk_manned(st, g->cell))
            return why_set(why, n, "A gun fires only when an Allied combat unit mans it (9).");
        for (k = 0; k < a->nd; k++) {
            int dd = pk_dist(st, g->cell, a->defs[k]);
            if (dd > st->d->art_range || (dd >= 2 && !pk_los(st, g->cell, a->defs[k], NULL)))
                return why_set(why, n, "A gun must be within 4 hexes of the target with a "
                                       "clear line of sight (9).");
        }
        c->shift += st->d->allied[g->def].bonus;
    }
    c->att_raw = att;
    c->att_mult = 1;
    /* 11.1: one leader's point becomes +1 on the die; with the option
     * leaders_add, every leader's. Not in an attack made by ranged fire
     * alone: asked there, it is refused, not turned into his point. (An
     * attack with no leader ignores the flag: saves made before the legal
     * list left it out ask it for every attack.) */
    if (a->drm && side == PK_ALLIED && leaders > 0 && nadj == 0)
        return why_set(why, n, "A leader's 1 cannot go on the die in an attack made by ranged "
                               "fire alone (11.1): untick the leader's die bonus; he adds his "
                               "point to the fire.");
    if (a->drm && side == PK_ALLIED && leaders > 0) {
        c->drm = st->leaders_add ? leaders : 1;
        att -= c->drm;
    }
    c->side = side;
    mst->last.side = side;
    if (a->ddie >= 0 && side == PK_CHINESE && a->ddie > pk_defend_choices(st, a->defs, a->nd))
        return why_set(why, n, st->leaders_add
                       ? "Only leaders with troops in their hex may give -1 on the die (11.1)."
                       : "One defending leader a combat gives -1 on the die (11.1).");
    c->def = defence_of(st, side, a->defs, a->nd, acells, a->n, a->ddie, c);
    c->att = att;
    c->col = pk_odds_column(att, c->def);
    /* (not once the attack is made: a defender whose leader counts as a
     * point may bring it below 1-3, and the attack then fails, AE) */
    if (c->col < 0 && a->ddie < 0 && !forced_attack(st, a, side))
        return why_set(why, n, "No attack may be made at worse than 1-3; only a unit forced "
                               "to attack suffers the automatic AE (8.1.2).");
    c->ndef = a->nd;
    memcpy(c->def_cells, a->defs, sizeof a->defs[0] * (size_t)a->nd);
    c->valid = 1;
    return 0;
}

/* ---- results ---------------------------------------------------------------- */

static pk_task *push(pk_state *st, int kind, int side)
{
    pk_task *t;

    if (st->ntasks >= PK_MAX_TASKS)
        return NULL;
    t = &st->task[st->ntasks++];
    memset(t, 0, sizeof *t);
    t->kind = kind;
    t->side = side;
    return t;
}

/* Units of side in cells, into out; returns how many. */
static int units_in(const pk_state *st, int side, const short *cells, int nc, short *out,
                    int max)
{
    int i, k, n = 0;

    for (i = 0; i < st->nunits; i++)
        for (k = 0; k < nc; k++)
            if (st->u[i].where == PK_W_MAP && st->u[i].side == side &&
                st->u[i].cell == cells[k] && n < max)
                out[n++] = (short)i;
    return n;
}

/* Eliminate a group (AE, DE, EX). A leader stacked with eliminated combat
 * units is not eliminated but joins the nearest friends (11.1); a leader
 * in a hex of his own, or with no combat unit, dies with the result. */
static void group_die(pk_state *st, const short *units, int n, glog *log, const char *why)
{
    int i, k;
    unsigned char with[64];

    for (i = 0; i < n && i < 64; i++) {
        const pk_unit *l = &st->u[units[i]];
        with[i] = 0;
        for (k = 0; k < n && l->kind == PK_K_LEADER; k++) {
            const pk_unit *f = &st->u[units[k]];
            if (f->where == PK_W_MAP && f->cell == l->cell && pk_is_combat(f) &&
                f->kind != PK_K_LEADER)
                with[i] = 1;
        }
    }
    for (i = 0; i < n; i++)
        if (st->u[units[i]].where == PK_W_MAP && st->u[units[i]].kind != PK_K_LEADER)
            pk_eliminate(st, units[i], log, why);
    for (i = 0; i < n; i++) {
        pk_unit *l = &st->u[units[i]];
        int j, best = -1, bd = 999;
        if (l->where != PK_W_MAP || l->kind != PK_K_LEADER)
            continue;
        if (i >= 64 || !with[i]) {
            pk_eliminate(st, units[i], log, why);
            continue;
        }
        for (j = 0; j < st->nunits; j++) {
            const pk_unit *f = &st->u[j];
            int dd;
            if (f->where != PK_W_MAP || f->side != PK_ALLIED || f->cell == l->cell ||
                st->sp[PK_ALLIED][f->cell] + 1 > st->d->stack[PK_ALLIED])
                continue;
            dd = pk_dist(st, l->cell, f->cell);
            if (dd < bd) {
                bd = dd;
                best = f->cell;
            }
        }
        if (best < 0) {
            pk_eliminate(st, units[i], log, "no friendly unit to join");
        } else {
            char h[8];
            l->cell = (short)best;
            glog_add(log, "%s joins the nearest friends at %s (11.1).",
                     st->d->allied[l->def].name, pk_label(st->d, best, h, sizeof h));
            pk_refresh(st);
        }
    }
}

/* Apply result r of combat c (attackers' cells before a charge in
 * origin). */
static void apply_result(pk_state *st, const pk_combat *c, int r, glog *log)
{
    short adj[PK_MAX_SEL], defs[64], acells[PK_MAX_SEL];
    int nadj = 0, ndef, i, leader_att = 0, leader_def = 0, lost = 0;
    int side = c->side, e = 1 - side;
    pk_task *t;

    for (i = 0; i < c->natt; i++) {
        const pk_unit *u = &st->u[c->att_units[i]];
        if (u->kind == PK_K_LEADER)
            leader_att = 1;
        if (!c->ranged[i])
            adj[nadj++] = c->att_units[i];
    }
    ndef = units_in(st, e, c->def_cells, c->ndef, defs, 64);
    for (i = 0; i < ndef; i++)
        if (st->u[defs[i]].kind == PK_K_LEADER)
            leader_def = 1;
    for (i = 0; i < nadj; i++)
        acells[i] = st->u[adj[i]].cell;

    switch (r) {
    case PK_R_AE:
        group_die(st, adj, nadj, log, "AE");
        break;
    case PK_R_AL1:
    case PK_R_AR:
        if (nadj == 0)
            break;
        if (r == PK_R_AL1 && (t = push(st, PK_TASK_LOSS, side)) != NULL) {
            t->need = 1;
            t->n = nadj;
            memcpy(t->unit, adj, sizeof adj[0] * (size_t)nadj);
        }
        if ((t = push(st, PK_TASK_RETREAT, side)) != NULL) {
            t->n = nadj;
            memcpy(t->unit, adj, sizeof adj[0] * (size_t)nadj);
        }
        if ((e == PK_CHINESE || leader_def) && (t = push(st, PK_TASK_ADVANCE, e)) != NULL) {
            t->n = ndef < 64 ? ndef : 64;
            memcpy(t->unit, defs, sizeof defs[0] * (size_t)t->n);
            t->ncell = nadj;
            memcpy(t->cell, acells, sizeof acells[0] * (size_t)nadj);
        }
        break;
    case PK_R_DR:
    case PK_R_DL1:
        if (r == PK_R_DL1 && (t = push(st, PK_TASK_LOSS, e)) != NULL) {
            t->need = 1;
            t->n = ndef;
            memcpy(t->unit, defs, sizeof defs[0] * (size_t)ndef);
        }
        if ((t = push(st, PK_TASK_RETREAT, e)) != NULL) {
            t->n = ndef;
            memcpy(t->unit, defs, sizeof defs[0] * (size_t)ndef);
        }
        break;
    case PK_R_DE:
    case PK_R_EX: {
        /* EX: the attacker owes what the defender really lost at face
         * value; a leader who joins his friends (11.1) is not lost */
        short face[64];
        for (i = 0; i < ndef; i++)
            face[i] = (short)(pk_is_combat(&st->u[defs[i]]) ? pk_strength(st, &st->u[defs[i]]) : 0);
        group_die(st, defs, ndef, log, pk_result_name(r));
        for (i = 0; i < ndef; i++)
            if (st->u[defs[i]].where != PK_W_MAP)
                lost += face[i];
        if (r == PK_R_EX && nadj && (t = push(st, PK_TASK_LOSS, side)) != NULL) {
            t->need_sp = lost > 0 ? lost : 1;
            t->n = nadj;
            memcpy(t->unit, adj, sizeof adj[0] * (size_t)nadj);
        }
        break;
    }
    }
    /* 8.4: into a hex the losers left by retreat or by elimination; with
     * the option advance_retreat_only, by a retreat result only */
    if (r >= PK_R_DR && !c->charge && (side == PK_CHINESE || leader_att) &&
        !(st->adv_retreat && (r == PK_R_DE || r == PK_R_EX)) &&
        (t = push(st, PK_TASK_ADVANCE, side)) != NULL) {
        t->n = nadj;
        memcpy(t->unit, adj, sizeof adj[0] * (size_t)nadj);
        t->ncell = c->ndef;
        memcpy(t->cell, c->def_cells, sizeof c->def_cells[0] * (size_t)c->ndef);
    }
    pk_refresh(st);
    pk_check_civilians(st, log);
    pk_tasks_run(st, log);
}

/* The log's account of who attacks: each stack's counters by name and
 * hex, the field guns that add their shift, and whether the attack is
 * ranged (8.1.1: those firing at range are not hurt by a bad result).
 * Said before the odds so that a player reading the computer's attacks
 * knows where they came from. */
static void log_attackers(const pk_state *st, const pk_action *a, int charge, glog *log)
{
    char buf[400], h[8];
    size_t l;
    int i, j, k, nranged = 0, nadj = 0;
    unsigned char done[PK_MAX_SEL] = { 0 };

    snprintf(buf, sizeof buf, "%s", charge ? "Charging" : "Attacking");
    for (i = 0; i < a->n; i++) {
        const pk_unit *u = &st->u[a->units[i]];
        int cell = u->cell, near = 1;
        if (done[i])
            continue;
        for (k = 0; k < a->nd && !charge; k++)
            near &= pk_dist(st, cell, a->defs[k]) == 1;
        l = strlen(buf);
        snprintf(buf + l, sizeof buf - l, "%s", i ? ";" : ":");
        /* the counters of this hex, a name once with its count */
        for (j = i; j < a->n; j++) {
            const pk_unit *w = &st->u[a->units[j]];
            const char *nm = w->side == PK_ALLIED ? st->d->allied[w->def].name
                                                  : st->d->chinese[w->def].name;
            int m, cnt = 0;
            if (done[j] || w->cell != cell)
                continue;
            for (m = j; m < a->n; m++) {
                const pk_unit *x = &st->u[a->units[m]];
                if (!done[m] && x->cell == cell && x->side == w->side && x->def == w->def) {
                    done[m] = 1;
                    cnt++;
                }
            }
            l = strlen(buf);
            if (cnt > 1)
                snprintf(buf + l, sizeof buf - l, "%s %d %s", j == i ? "" : ",", cnt, nm);
            else
                snprintf(buf + l, sizeof buf - l, "%s %s", j == i ? "" : ",", nm);
        }
        l = strlen(buf);
        snprintf(buf + l, sizeof buf - l, " from %s%s", pk_label(st->d, cell, h, sizeof h),
                 near ? "" : " (ranged)");
        if (near)
            nadj++;
        else
            nranged++;
    }
    for (i = 0; i < a->ng; i++) {
        l = strlen(buf);
        snprintf(buf + l, sizeof buf - l, "%s gun at %s", i ? "," : "; with the support of the",
                 pk_label(st->d, st->u[a->guns[i]].cell, h, sizeof h));
    }
    l = strlen(buf);
    if (nranged && !nadj)
        snprintf(buf + l, sizeof buf - l, ". A ranged attack: a bad result does not touch "
                                          "the attackers (8.1.1).");
    else if (nranged)
        snprintf(buf + l, sizeof buf - l, ". A bad result does not touch those firing at "
                                          "range (8.1.1).");
    else
        snprintf(buf + l, sizeof buf - l, ".");
    glog_add(log, "%s", buf);
}

static void roll_and_apply(pk_state *st, pk_combat *c, glog *log, const char *what)
{
    char h[8], buf[64] = "";
    int col = c->col, r, k;

    for (k = 0; k < c->ndef && k < 3; k++) {
        size_t l = strlen(buf);
        snprintf(buf + l, sizeof buf - l, "%s%s", k ? "+" : "",
                 pk_label(st->d, c->def_cells[k], h, sizeof h));
    }
    if (col < 0) {
        c->die = c->total = 0;
        c->result = r = PK_R_AE;
        snprintf(c->text, sizeof c->text, "%s on %s: %d against %d is below 1-3: "
                 "automatic AE.", what, buf, c->att, c->def);
    } else {
        int eff = col + c->shift > 9 ? 9 : col + c->shift;
        c->die = dice_d6(&st->dice);
        c->total = c->die + c->drm;
        if (c->total < 1)
            c->total = 1;
        if (c->total > 6)
            c->total = 6;
        c->result = r = pk_crt(st, eff, c->total);
        /* the table runs 1 to 6: a total beyond it is read as its end */
        char read[24] = "";
        if (c->total != c->die + c->drm)
            snprintf(read, sizeof read, ", read as %d", c->total);
        snprintf(c->text, sizeof c->text, "%s on %s: %d against %d is %s%s%s, die %d%+d=%d%s: %s.",
                 what, buf, c->att, c->def, col_names[col], c->shift ? " shifted to " : "",
                 c->shift ? col_names[eff] : "", c->die, c->drm, c->die + c->drm, read,
                 pk_result_name(r));
    }
    glog_add(log, "%s", c->text);
    st->last = *c;
    apply_result(st, c, r, log);
}

/* Mark the attackers and the defenders of a for this phase (8.1), or
 * clear the marks again (on 0), for the odds of an attack declared. */
static void mark_attack(pk_state *st, const pk_action *a, int side, int on)
{
    int i, k;

    for (i = 0; i < a->n; i++)
        st->u[a->units[i]].attacked = (unsigned char)on;
    for (i = 0; i < a->ng; i++)
        st->u[a->guns[i]].attacked = (unsigned char)on;
    for (i = 0; i < st->nunits; i++)
        for (k = 0; k < a->nd; k++)
            if (st->u[i].where == PK_W_MAP && st->u[i].cell == a->defs[k] &&
                st->u[i].side != side)
                st->u[i].defended = (unsigned char)on;
}

int pk_attack(pk_state *st, const pk_action *a, glog *log, char *why, size_t n)
{
    pk_combat c;
    pk_task *t;

    if (pk_attack_check(st, a, &c, why, n) < 0)
        return -1;
    mark_attack(st, a, c.side, 1);
    st->combat_started = 1;
    /* 11.1: a defending leader's 1 is a point or -1 on the die, as the
     * defender chooses: the die waits for his choice (a DEFEND task) */
    if (c.side == PK_CHINESE && a->ddie < 0 && c.col >= 0 &&
        pk_defend_choices(st, a->defs, a->nd) > 0 && (t = push(st, PK_TASK_DEFEND, PK_ALLIED))) {
        char h[8];
        t->n = a->n;
        memcpy(t->unit, a->units, sizeof a->units[0] * (size_t)a->n);
        t->ncell = a->nd;
        memcpy(t->cell, a->defs, sizeof a->defs[0] * (size_t)a->nd);
        t->need = pk_defend_choices(st, a->defs, a->nd);
        glog_add(log, "Chinese attack on %s: the Allied player chooses how the defending "
                 "leader's 1 counts, as a point or as -1 on the die (11.1).",
                 pk_label(st->d, a->defs[0], h, sizeof h));
        return 0;
    }
    log_attackers(st, a, 0, log);
    roll_and_apply(st, &c, log, c.side == PK_ALLIED ? "Allied attack" : "Chinese attack");
    return 0;
}

int pk_defend_attack(const pk_state *st, int ddie, pk_action *a)
{
    const pk_task *t = &st->task[0];

    pk_action_init(a, PK_A_ATTACK);
    if (st->ntasks <= 0 || t->kind != PK_TASK_DEFEND)
        return -1;
    a->n = t->n < PK_MAX_SEL ? t->n : PK_MAX_SEL;
    memcpy(a->units, t->unit, sizeof a->units[0] * (size_t)a->n);
    a->nd = t->ncell < PK_MAX_DEF ? t->ncell : PK_MAX_DEF;
    memcpy(a->defs, t->cell, sizeof a->defs[0] * (size_t)a->nd);
    a->ddie = ddie;
    return 0;
}

int pk_defend_odds(const pk_state *cst, int ddie, pk_combat *c)
{
    pk_state *st = (pk_state *)cst; /* the attack's marks are lifted and put back */
    pk_action a;
    int rc, i;
    unsigned char att[PK_MAX_UNITS], def[PK_MAX_UNITS];

    memset(c, 0, sizeof *c);
    if (pk_defend_attack(st, ddie, &a) < 0)
        return -1;
    for (i = 0; i < st->nunits; i++) {
        att[i] = st->u[i].attacked;
        def[i] = st->u[i].defended;
    }
    mark_attack(st, &a, PK_CHINESE, 0);
    rc = pk_attack_check(st, &a, c, NULL, 0);
    for (i = 0; i < st->nunits; i++) {
        st->u[i].attacked = att[i];
        st->u[i].defended = def[i];
    }
    return rc;
}

int pk_defend_resolve(pk_state *st, int ddie, glog *log, char *why, size_t n)
{
    pk_combat c;
    const char *who = ddie > 1 ? "leaders' 1s go" : ddie == 1 ? "leader's 1 goes" : "";

    if (ddie > st->task[0].need)
        return why_set(why, n, st->leaders_add ? "Only leaders with troops in their hex may "
                                                 "give -1 on the die (11.1)."
                                               : "One defending leader a combat gives -1 on "
                                                 "the die (11.1).");
    if (pk_defend_odds(st, ddie, &c) < 0)
        return why_set(why, n, "The attack waiting for the defender's choice is gone.");
    if (ddie > 0)
        glog_add(log, "The defending %s on the die (-%d, 11.1).", who, ddie);
    else if (ddie == 0)
        glog_add(log, "The defending leader%s %s as a point of strength (11.1).",
                 st->task[0].need > 1 ? "s" : "", st->task[0].need > 1 ? "count" : "counts");
    memmove(&st->task[0], &st->task[1], (size_t)(st->ntasks - 1) * sizeof st->task[0]);
    st->ntasks--;
    roll_and_apply(st, &c, log, "Chinese attack");
    return 0;
}

/* ---- bayonet charge (8.1.3) --------------------------------------------- */

/* Who may charge where (8.1.3), before the odds. */
static int charge_reach(const pk_state *cst, const pk_action *a, int *spout, char *why, size_t n)
{
    pk_state *st = (pk_state *)cst; /* movement points are lent and restored */
    int i, sp = 0, leader = 0, from, cost[PK_CELLS], budget, d, ok = 0;

    if (st->phase != PK_PH_ACOMBAT || st->combat_started)
        return why_set(why, n, "Bayonet charges come before the Allied attacks (8.1.3).");
    if (a->n < 1 || a->n > PK_MAX_SEL || a->units[0] < 0 || a->units[0] >= st->nunits)
        return why_set(why, n, "Name the charging units.");
    from = st->u[a->units[0]].cell;
    for (i = 0; i < a->n; i++) {
        const pk_unit *u;
        int j;
        if (a->units[i] < 0 || a->units[i] >= st->nunits)
            return why_set(why, n, "There is no such unit.");
        u = &st->u[a->units[i]];
        for (j = 0; j < i; j++)
            if (a->units[j] == a->units[i])
                return why_set(why, n, "A unit is named twice.");
        if (u->side != PK_ALLIED || u->where != PK_W_MAP || u->cell != from ||
            !pk_is_combat(u))
            return why_set(why, n, "Charging units are Allied combat units and leaders of "
                                   "one stack (no guns, 8.1.3).");
        if (u->moved)
            return why_set(why, n, "Only units that did not move in the movement phase may "
                                   "charge (8.1.3).");
        if (u->attacked || u->no_attack)
            return why_set(why, n, "A unit attacks once a phase.");
        if (u->kind == PK_K_LEADER)
            leader = 1;
        sp += pk_strength(st, u);
    }
    if (!leader)
        return why_set(why, n, "A leader must lead the charge (8.1.3).");
    if (sp + st->charge_used > st->d->charge_max)
        return why_set(why, n, "No more than 15 strength points may charge a turn (8.1.3).");
    if (a->cell < 0 || !st->occ[PK_CHINESE][a->cell] || cell_defended(st, a->cell))
        return why_set(why, n, "Charge a hex of Chinese units not yet attacked.");
    budget = st->d->mp[PK_MV_ALLIED] / 2;
    {
        short grp[PK_MAX_SEL];
        signed char save[PK_MAX_SEL];
        for (i = 0; i < a->n; i++) {
            grp[i] = a->units[i];
            save[i] = st->u[a->units[i]].mp;
            st->u[a->units[i]].mp = (signed char)budget;
            st->u[a->units[i]].stopped = 0;
        }
        pk_move_reach(st, grp, a->n, cost);
        for (i = 0; i < a->n; i++)
            st->u[a->units[i]].mp = save[i];
    }
    for (d = 0; d < HEX_DIRS && !ok; d++) {
        int nc = st->d->nb[a->cell][d], k;
        if (nc < 0 || cost[nc] < 0)
            continue;
        k = pk_enter_cost(st, PK_MV_ALLIED, nc, a->cell);
        ok = k > 0 && cost[nc] + k <= budget;
    }
    if (!ok)
        return why_set(why, n, "The charge cannot reach that hex at half movement (8.1.3).");
    *spout = sp;
    return 0;
}

/* The odds of a charge that may be made (charge_reach said yes). */
static void charge_terms(const pk_state *st, const pk_action *a, int sp, pk_combat *c)
{
    int i;
    short acells[PK_MAX_SEL];

    memset(c, 0, sizeof *c);
    /* four times the chargers against the hex as seen from their stack;
     * no leader bonus (a defending leader gives the Chinese nothing),
     * no guns */
    c->side = PK_ALLIED;
    for (i = 0; i < a->n; i++) {
        c->att_units[i] = a->units[i];
        acells[i] = st->u[a->units[0]].cell;
    }
    c->natt = c->nbatt = a->n;
    c->att_raw = sp;
    c->att_mult = st->d->charge_mult;
    c->att = sp * st->d->charge_mult;
    c->ndef = 1;
    c->def_cells[0] = (short)a->cell;
    c->def = defence_of(st, PK_ALLIED, c->def_cells, 1, acells, a->n, -1, c);
    c->drm = 0;
    c->col = pk_odds_column(c->att, c->def);
}

/* A charge that may be made: reach, and odds of 1-3 or better (8.1.2: no
 * attack below 1-3, and nothing forces a charge). */
int pk_charge_check(const pk_state *st, const pk_action *a, int *spout, char *why, size_t n)
{
    pk_combat c;

    if (charge_reach(st, a, spout, why, n) < 0)
        return -1;
    charge_terms(st, a, *spout, &c);
    if (c.col < 0)
        return why_set(why, n, "No attack may be made at worse than 1-3, and nothing forces "
                               "a charge (8.1.2).");
    return 0;
}

int pk_charge_odds(const pk_state *st, const pk_action *a, pk_combat *c, char *why, size_t n)
{
    int sp = 0;

    memset(c, 0, sizeof *c);
    if (pk_charge_check(st, a, &sp, why, n) < 0)
        return -1;
    charge_terms(st, a, sp, c);
    c->charge = 1;
    c->valid = 1;
    return 0;
}

int pk_charge(pk_state *st, const pk_action *a, glog *log, char *why, size_t n)
{
    int i;
    pk_combat c;

    if (pk_charge_odds(st, a, &c, why, n) < 0)
        return -1;
    st->last.side = PK_ALLIED;
    for (i = 0; i < a->n; i++) {
        st->u[a->units[i]].attacked = 1;
        st->u[a->units[i]].was_charging = 1;
    }
    st->charge_used += c.att_raw;
    log_attackers(st, a, 1, log);
    for (i = 0; i < st->nunits; i++)
        if (st->u[i].where == PK_W_MAP && st->u[i].cell == a->cell)
            st->u[i].defended = 1;
    for (i = 0; i < a->n; i++)
        st->u[a->units[i]].cell = (short)a->cell;
    pk_refresh(st);
    roll_and_apply(st, &c, log, "Bayonet charge");
    return 0;
}
