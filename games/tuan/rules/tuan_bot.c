/* tuan_bot: the computer player. It plays to the scenario's objectives:
 * the attacker advances from cover to cover on the objectives, the defender
 * holds them; trays of low morale activate as a group to fire together at
 * one target (one big morale check routs more often than two small ones),
 * others alone (surer of their actions); it fires before it charges,
 * charges with hand weapons and cavalry, rallies, resupplies and recrews. */
#include <math.h>
#include <string.h>

#include "game.h"
#include "tuan_local.h"

/* The levels (the difficulty option; normal is the player of the passes
 * before). Easy fires at the trays already hurt rather than where its
 * volley does most, its riflemen charge once they have fired, it attacks
 * by half moves and defends out of cover; hard is below per side. Measured in notes.md, "Computer levels". */
static int level_is(const tu_state *st, int side, int level)
{
    return st->level[side] == level;
}

/* Hard Chinese: any tray of the group joins a group volley (not only the
 * steady ones: their dice weigh in the target's one morale check), they
 * pass over routed enemies (leaving the field) and prefer fresh trays to
 * hurt ones; hard Chinese defenders keep their holding trays' turns to
 * the last. Hard attackers of either side come on spread out
 * (choose_move). */
static int hard_chinese(const tu_state *st, int side)
{
    return side == TU_CHINESE && level_is(st, side, GAME_LEVEL_HARD);
}

/* Easy attackers come on by half moves (more turns under fire on the way
 * in); easy defenders do not hold cover. */
static int easy_attacker(const tu_state *st, int side)
{
    return side == st->attacker && level_is(st, side, GAME_LEVEL_EASY);
}

static int easy_defender(const tu_state *st, int side)
{
    return side != st->attacker && level_is(st, side, GAME_LEVEL_EASY);
}

/* Hard Allies: each tray fires on its own (a group's one morale check
 * at the target is not worth the trays that wait for it), and riflemen
 * leave the charging to hand weapons and cavalry. */
static int hard_allies(const tu_state *st, int side)
{
    return side == TU_ALLIES && level_is(st, side, GAME_LEVEL_HARD);
}

static tu_action act(int type, int tray, int target)
{
    tu_action a;

    memset(&a, 0, sizeof a);
    a.type = type;
    a.tray = tray;
    a.target = target;
    return a;
}

static int melee_troops(const tu_tray *t)
{
    return tu_weapons[t->weapon].range <= 3 || (t->arm == TU_CAVALRY && t->mounted);
}

/* How much a volley of tray i at j is worth: expected hits, more when they
 * may rout the target. -1 when it cannot fire. */
static double fire_value(const tu_state *st, int i, int j)
{
    int fm, nd;
    double p;

    if (!tu_can_fire_at(st, i, j, NULL, 0))
        return -1;
    fm = tu_morale(st, i) + tu_in_cover(st, st->tray[j].p.pos);
    nd = tu_fire_dice(st, i);
    p = fm >= 6 ? 0 : (6.0 - fm) / 6.0;
    return nd * p * (0.5 + tu_morale(st, j) / 4.0) *
           (st->tray[j].routed ? hard_chinese(st, st->tray[i].side) ? 0.05 : 0.5 : 1.0) + 0.01;
}

static int best_target(const tu_state *st, int i, double *val)
{
    int best = -1;

    *val = 0;
    for (int j = 0; j < st->ntrays; j++) {
        double v;
        if (st->tray[j].side == st->tray[i].side || !tu_on_table(&st->tray[j]))
            continue;
        v = fire_value(st, i, j);
        if (v > 0 && level_is(st, st->tray[i].side, GAME_LEVEL_EASY))
            v *= 1 + 2.0 * st->tray[j].lost / (st->tray[j].figures0 + 1); /* the wounded */
        else if (v > 0 && hard_chinese(st, st->tray[i].side))
            v /= 1 + 2.0 * st->tray[j].lost / (st->tray[j].figures0 + 1); /* the fresh */
        if (v > *val) {
            *val = v;
            best = j;
        }
    }
    return best;
}

/* Where this tray wants to go: an objective it does not hold yet (the
 * attacker), the nearest enemy (hand weapons), or the objective it guards. */
static vec2 goal_of(const tu_state *st, int i)
{
    const tu_tray *t = &st->tray[i];
    int e = tu_nearest_enemy(st, i), best = -1;
    double bd = 1e18;

    if (t->crew_away)
        return t->gun.pos;
    if (melee_troops(t) && e >= 0 && t->side == st->attacker)
        return st->tray[e].p.pos;
    for (int o = 0; o < st->nobj; o++) {
        double d = geom_dist(t->p.pos, st->obj[o].at);
        if (st->obj[o].arm >= 0 && st->obj[o].arm != t->arm)
            d += 30;
        if (d < bd) {
            bd = d;
            best = o;
        }
    }
    if (t->side != st->attacker && melee_troops(t) && e >= 0 &&
        (best < 0 || geom_dist(st->tray[e].p.pos, st->obj[best].at) < st->obj[best].r + 10))
        return st->tray[e].p.pos;
    if (best >= 0)
        return st->obj[best].at;
    return e >= 0 ? st->tray[e].p.pos : t->p.pos;
}

static double place_score(const tu_state *st, int i, vec2 p, vec2 goal)
{
    const tu_tray *t = &st->tray[i];
    double s = -geom_dist(p, goal);
    double range = tu_weapons[t->weapon].range;

    if (tu_in_cover(st, p))
        s += 3;
    s += table_elev(&st->tab, p) * (t->arm == TU_ARTILLERY ? 6 : 1);
    if (range > 3) {
        /* stand where enemies are in range, not where they are close */
        for (int j = 0; j < st->ntrays; j++) {
            const tu_tray *g = &st->tray[j];
            double d;
            if (g->side == t->side || !tu_on_table(g))
                continue;
            d = geom_dist(p, g->p.pos);
            if (range < 0 || d <= range)
                s += 1;
            if (d < 4 && !melee_troops(t))
                s -= 4;
        }
    }
    return s;
}

static int choose_move(const tu_state *st, int i, tu_action *a)
{
    const tu_tray *t = &st->tray[i];
    vec2 to[32], goal = goal_of(st, i);
    double best = place_score(st, i, t->p.pos, goal) + 0.5;
    int n = tu_move_targets(st, i, to, 32), found = 0;
    table_piece q;

    for (int k = 0; k < n; k++) {
        /* planned as the action's JSON will hold it (tu_move_targets gives
         * points on its grid) */
        double f = tu_snap_facing(geom_dist(t->p.pos, to[k]) > 0.01 ? geom_bearing(t->p.pos, to[k])
                                                                    : t->p.facing);
        double s = place_score(st, i, to[k], goal);
        int e;
        if (easy_attacker(st, t->side) && geom_dist(t->p.pos, to[k]) > tu_allowance(st, i) / 2)
            continue;
        if (s <= best || tu_move_ok(st, i, to[k], f, &q, NULL, 0) < 0)
            continue;
        /* face the enemy after the move */
        e = tu_nearest_enemy(st, i);
        if (e >= 0 && geom_dist(to[k], st->tray[e].p.pos) < 40) {
            double fe = tu_snap_facing(geom_bearing(to[k], st->tray[e].p.pos));
            if (tu_move_ok(st, i, to[k], fe, &q, NULL, 0) == 0)
                f = fe;
        }
        /* hard attackers go to the first place better than where they
         * stand, not all for the one best: they come on spread out */
        best = t->side == st->attacker && level_is(st, t->side, GAME_LEVEL_HARD) ? 1e18 : s;
        *a = act(TA_MOVE, i, -1);
        a->x = to[k].x;
        a->y = to[k].y;
        a->facing = f;
        a->has_facing = 1;
        found = 1;
    }
    return found;
}

/* Does a charge of i at j reach with a die of 2 or more (5 in 6)? */
static int charge_reaches(const tu_state *st, int i, int j)
{
    table_piece dest;
    double c;

    if (!tu_charge_contact(st, i, j, &dest))
        return 0;
    c = tu_charge_cost(st, i, dest.pos);
    return c >= 0 && c <= 2 * tu_allowance(st, i) + 2;
}

/* A charge takes on more enemy trays the leader can touch at once while
 * the attackers still expect to win the fight clearly: every beaten
 * defender then rolls for morale. Routed defenders (one die) come first. */
static void add_defenders(const tu_state *st, tu_action *a)
{
    int att[TU_MAX_TRAYS], na = 0, def[TU_MAX_TRAYS], nd = 1;
    const tu_tray *t = &st->tray[a->tray];
    double allow;

    if (t->must_charge >= 0)
        return;
    att[na++] = a->tray;
    for (int k = 0; k < a->n; k++)
        att[na++] = a->trays[k];
    def[0] = a->target;
    /* another defender only adds to the enemy's hits: no margin, no more */
    if (tu_melee_edge(st, att, na, def, 1) < 1.0)
        return;
    allow = 2 * tu_allowance(st, a->tray) + 2;
    for (int pass = 0; pass < 2; pass++)
        for (int k = 0; k < st->ntrays && nd < 4; k++) {
            const tu_tray *e = &st->tray[k];
            table_piece dest;
            double cost;
            int dup = 0;
            for (int m = 0; m < nd; m++)
                dup |= def[m] == k;
            if (dup || e->side == t->side || !tu_on_table(e) || e->arm == TU_TEAM ||
                (e->routed != 0) != (pass == 0) ||
                tu_tray_dist(st, a->target, k) > fmax(t->p.width, t->p.depth) + 0.1)
                continue;
            def[nd] = k;
            /* still a clear win, and the leader touches them all with a
             * die of 2 */
            if (tu_melee_edge(st, att, na, def, nd + 1) < 1.0 ||
                tu_charge_ok(st, a->tray, k, NULL, 0) < 0 ||
                !tu_charge_spot(st, a->tray, a->target, def + 1, nd, allow, &dest, &cost))
                continue;
            a->more[a->nmore++] = k;
            nd++;
        }
}

static int turn_to_face(const tu_state *st, int i, tu_action *a)
{
    const tu_tray *t = &st->tray[i];
    int e = tu_nearest_enemy(st, i);
    table_piece q;
    vec2 at;

    if (e < 0 || table_in_front_arc(&t->p, 180, &st->tray[e].p))
        return 0;
    /* where it stands and the facing as the action's JSON keeps them */
    at = tu_snap_pos(t->p.pos);
    *a = act(TA_MOVE, i, -1);
    a->x = at.x;
    a->y = at.y;
    a->facing = tu_snap_facing(geom_bearing(at, st->tray[e].p.pos));
    a->has_facing = 1;
    return tu_move_ok(st, i, at, a->facing, &q, NULL, 0) == 0;
}

static int act_for(tu_state *st, int k, tu_action *a)
{
    int i = st->group[k], tgt;
    tu_tray *t = &st->tray[i];
    double val;

    if (t->must_charge >= 0) {
        if (t->actions >= 2 && tu_charge_ok(st, i, t->must_charge, NULL, 0) == 0) {
            *a = act(TA_CHARGE, i, t->must_charge);
            return 1;
        }
        return 0;
    }
    if (t->no_ammo && !t->spent) {
        *a = act(TA_RESUPPLY, i, -1);
        return 1;
    }
    if (t->crew_away) {
        if (table_within(&t->p, &t->gun, 1) && tu_place_ok(st, i, &t->gun, NULL, 0)) {
            *a = act(TA_RECREW, i, -1);
            return 1;
        }
        return !st->fire_only[k] && choose_move(st, i, a);
    }
    if (t->column) {
        *a = act(TA_FORMATION, i, -1);
        return 1;
    }
    tgt = best_target(st, i, &val);
    /* hand weapons and cavalry charge; riflemen fire first, and charge a
     * shaken enemy once they have fired */
    if (t->actions >= 2 && !st->fire_only[k] &&
        (t->arm == TU_INFANTRY || t->arm == TU_CAVALRY)) {
        int e = -1;
        double bd = 1e18;
        for (int j = 0; j < st->ntrays; j++) {
            double d;
            if (st->tray[j].side == t->side || !tu_on_table(&st->tray[j]) ||
                st->tray[j].arm == TU_TEAM)
                continue;
            d = tu_tray_dist(st, i, j);
            if (d < bd && d <= 2 * tu_allowance(st, i) + 1.5 &&
                tu_charge_ok(st, i, j, NULL, 0) == 0 && charge_reaches(st, i, j)) {
                bd = d;
                e = j;
            }
        }
        if (e >= 0 && (melee_troops(t) ||
                       (!hard_allies(st, t->side) &&
                        ((t->fired && (tu_morale(st, e) >= 3 ||
                                       level_is(st, t->side, GAME_LEVEL_EASY))) ||
                         (st->tray[e].routed && t->side == st->attacker))))) {
            *a = act(TA_CHARGE, i, e);
            /* friends of the group that can reach it charge with it: one
             * fight, all their hits against its one roll */
            for (int m = k + 1; !st->single && m < st->ngroup; m++) {
                int j = st->group[m];
                const tu_tray *f = &st->tray[j];
                if (!tu_in_group(st, j) || st->fire_only[m] || f->actions < 2 ||
                    (f->arm != TU_INFANTRY && f->arm != TU_CAVALRY) ||
                    f->must_charge >= 0 ||
                    tu_tray_dist(st, j, e) > 2 * tu_allowance(st, j) + 1.5 ||
                    tu_charge_ok(st, j, e, NULL, 0) < 0 || !charge_reaches(st, j, e))
                    continue;
                if (melee_troops(f) || f->fired || st->tray[e].routed)
                    a->trays[a->n++] = j;
            }
            add_defenders(st, a);
            return 1;
        }
    }
    if (tgt >= 0) {
        *a = act(TA_FIRE, -1, tgt);
        a->trays[a->n++] = i;
        if (!st->single)
            for (int m = k + 1; m < st->ngroup; m++) {
                int j = st->group[m];
                if (tu_in_group(st, j) && st->tray[j].must_charge < 0 &&
                    tu_can_fire_at(st, j, tgt, NULL, 0))
                    a->trays[a->n++] = j;
            }
        return 1;
    }
    if (st->fire_only[k])
        return 0;
    if ((t->arm == TU_ARTILLERY || t->arm == TU_MG)) {
        /* guns set up where they can see, or on the high ground */
        if (t->limbered) {
            int sees = 0;
            t->limbered = 0;
            for (int j = 0; j < st->ntrays && !sees; j++)
                if (st->tray[j].side != t->side && tu_on_table(&st->tray[j]))
                    sees = tu_can_fire_at(st, i, j, NULL, 0);
            t->limbered = 1;
            if (sees || table_elev(&st->tab, t->p.pos) > 0) {
                *a = act(TA_LIMBER, i, -1);
                return 1;
            }
            return choose_move(st, i, a);
        }
        /* an attacker's gun with nothing in sight limbers to go closer */
        if (t->side == st->attacker && !t->crew_away && tu_nearest_enemy(st, i) >= 0 &&
            table_elev(&st->tab, t->p.pos) <= 0 && !turn_to_face(st, i, a)) {
            *a = act(TA_LIMBER, i, -1);
            return 1;
        }
        return turn_to_face(st, i, a);
    }
    if (t->arm == TU_CAVALRY && !t->mounted) {
        int ok;
        t->mounted = 1;   /* can the horses stand here? */
        ok = tu_place_ok(st, i, &t->p, NULL, 0);
        t->mounted = 0;
        if (ok) {
            *a = act(TA_MOUNT, i, -1);
            return 1;
        }
    }
    if (t->side != st->attacker && tu_in_cover(st, t->p.pos) && !melee_troops(t) &&
        !easy_defender(st, t->side))
        return turn_to_face(st, i, a);
    return choose_move(st, i, a) || turn_to_face(st, i, a);
}

/* best targets of the trays, worked out once per decision */
typedef struct targets {
    int tgt[TU_MAX_TRAYS];
} targets;

static int tray_value(const tu_state *st, targets *c, int i, int *tgt)
{
    double v;

    if (c->tgt[i] == -2)
        c->tgt[i] = best_target(st, i, &v);
    *tgt = c->tgt[i];
    return *tgt >= 0;
}

/* a defender in cover that stays put (riflemen, not guns or crews) */
static int holds(const tu_state *st, int i)
{
    const tu_tray *t = &st->tray[i];

    return t->side == st->side && !easy_defender(st, t->side) && tu_available(st, i) &&
           !t->routed && t->arm != TU_TEAM &&
           t->side != st->attacker && tu_in_cover(st, t->p.pos) && !melee_troops(t) &&
           t->arm != TU_ARTILLERY && !t->crew_away;
}

/* A retreated tray faces the nearest enemy, to fire back at whoever
 * comes on; as it stands (facing the enemy it fell back from) when it
 * cannot turn that way where it is. */
static void choose_facing(const tu_state *st, int f, tu_action *a)
{
    int e = tu_nearest_enemy(st, f);

    *a = act(TA_FACE, f, -1);
    a->has_facing = 1;
    a->facing = tu_snap_facing(st->tray[f].p.facing);
    if (e >= 0) {
        double w = tu_snap_facing(fmod(geom_bearing(st->tray[f].p.pos, st->tray[e].p.pos) +
                                       360, 360));
        if (tu_face_ok(st, f, w, NULL, 0) == 0)
            a->facing = w;
    }
}

/* Random event 2: the friendly tray that suffers least from the shot:
 * fewest expected hits (cover helps), then the fewest of them at or under
 * its morale (a steady tray shrugs them off), guns last (a cannon's
 * casualties may take the gun). */
static void choose_ff(const tu_state *st, int f, tu_action *a)
{
    double best = 1e18;

    *a = act(TA_FIRE, -1, -1);
    a->n = 1;
    a->trays[0] = f;
    for (int j = 0; j < st->ntrays; j++) {
        int fm, m;
        double hits, harm;
        if (!tu_ff_target_ok(st, f, j))
            continue;
        fm = tu_morale(st, f) + tu_in_cover(st, st->tray[j].p.pos);
        m = tu_morale(st, j);
        hits = tu_fire_dice(st, f) * (fm >= 6 ? 0 : (6.0 - fm) / 6.0);
        harm = hits * (1 + m / 6.0) + (st->tray[j].arm == TU_ARTILLERY ? 0.5 : 0);
        if (harm < best - 1e-9) {
            best = harm;
            a->target = j;
        }
    }
}

int tu_bot_choose(tu_state *st, tu_action *a)
{
    int f;

    if (st->phase == TU_P_OVER)
        return -1;
    if (st->phase == TU_P_OPEN) {
        *a = act(TA_START, -1, -1);
        return 0;
    }
    if ((f = tu_face_pending(st)) >= 0) {
        choose_facing(st, f, a);
        return 0;
    }
    if ((f = tu_ff_pending(st)) >= 0) {
        choose_ff(st, f, a);
        return 0;
    }
    if (st->phase == TU_P_ACT) {
        for (int k = 0; k < st->ngroup; k++)
            if (tu_in_group(st, st->group[k]) && act_for(st, k, a))
                return 0;
        *a = act(TA_END_ACTIVATION, -1, -1);
        return 0;
    }
    targets cache;
    for (int i = 0; i < TU_MAX_TRAYS; i++)
        cache.tgt[i] = -2;
    /* rally first: it is owed every turn */
    for (int i = 0; i < st->ntrays; i++)
        if (st->tray[i].side == st->side && tu_must_rally(st, i)) {
            *a = act(TA_RALLY, i, -1);
            return 0;
        }
    for (int i = 0; i < st->ntrays; i++) {
        const tu_tray *t = &st->tray[i];
        if (t->side == st->side && tu_available(st, i) && !t->routed && t->melee >= 0 &&
            tu_on_table(&st->tray[t->melee])) {
            *a = act(TA_MELEE, i, t->melee);
            return 0;
        }
    }
    /* a group that can fire together at one target, led by its steadiest
     * (not hard Allies: their trays fire alone) */
    if (!hard_allies(st, st->side)) {
        int best_n = 0, g[TU_MAX_TRAYS], best_g[TU_MAX_TRAYS];
        int steady = hard_chinese(st, st->side) ? 4 : 2;   /* the worst morale that joins */
        for (int i = 0; i < st->ntrays; i++) {
            const tu_tray *t = &st->tray[i];
            int tgt, n, m = 0, sel[TU_MAX_TRAYS];
            if (t->side != st->side || !tu_available(st, i) || t->routed ||
                t->arm == TU_TEAM || tu_morale(st, i) > steady ||
                !tray_value(st, &cache, i, &tgt))
                continue;
            n = tu_full_group(st, i, g);
            for (int k = 0; k < n; k++)
                if (tu_morale(st, g[k]) <= steady && tu_can_fire_at(st, g[k], tgt, NULL, 0))
                    sel[m++] = g[k];
            if (m > best_n && m >= 2) {
                best_n = m;
                memcpy(best_g, sel, (size_t)m * sizeof *sel);
            }
        }
        if (best_n >= 2) {
            *a = act(TA_ACTIVATE, -1, -1);
            a->n = best_n;
            memcpy(a->trays, best_g, (size_t)best_n * sizeof *best_g);
            return 0;
        }
    }
    /* otherwise one tray at a time: those with a target first. Defenders
     * in cover with nothing to shoot hold: the one the enemy is farthest
     * from gives up its turn, so those that may get a shot later this
     * turn keep theirs */
    int hold = -1;
    double hold_d = -1e18;
    for (int i = 0; i < st->ntrays; i++) {
        const tu_tray *t = &st->tray[i];
        if (holds(st, i)) {
            int e = tu_nearest_enemy(st, i);
            double rg = tu_weapons[t->weapon].range,
                   d = e < 0 ? 0 : rg < 0 ? -1e9 : tu_tray_dist(st, i, e) - rg;
            if (d > hold_d) {
                hold_d = d;
                hold = i;
            }
        }
    }
    /* hard Chinese defenders let every tray with somewhere to go act before
     * a holding one gives up its turn (pass 1 skips the holders) */
    int last = hard_chinese(st, st->side) && st->side != st->attacker;
    for (int pass = 0; pass < 2 + last; pass++)
        for (int i = 0; i < st->ntrays; i++) {
            const tu_tray *t = &st->tray[i];
            int tgt;
            if (t->side != st->side || !tu_available(st, i) || t->routed ||
                (last && pass == 1 && holds(st, i)))
                continue;
            if (pass == 0 && !tray_value(st, &cache, i, &tgt) && !t->no_ammo)
                continue;
            if (t->arm == TU_TEAM) {   /* horses stay out of the way */
                *a = act(TA_FORFEIT, i, -1);
                return 0;
            }
            if (pass >= 1 && holds(st, i)) {
                *a = act(TA_FORFEIT, hold, -1);
                return 0;
            }
            *a = act(TA_ACTIVATE, -1, -1);
            a->n = 1;
            a->trays[0] = i;
            return 0;
        }
    *a = act(TA_PASS, -1, -1);
    return 0;
}
