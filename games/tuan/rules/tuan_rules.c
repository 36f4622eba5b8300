/* tuan_rules: the turn. Initiative dice, choosing and activating trays,
 * the activation dice against morale, the random events table, rally,
 * hand-to-hand fights carried on, the end of the turn and of the game. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "tuan_local.h"

const char *const tu_opt_ids[] = {
    "boxer-immunity", "red-lanterns", "chinese-gunners", "chinese-apart",
    "cavalry-one-hit", "tigermen", "russo-japanese", "counter-charge",
    "events-lead-only", "low-ground-blocks", "routed-die-each", "spotter-own-leader", NULL
};

const char *tu_side_name(int side)
{
    return side == TU_ALLIES ? "Allies" : "Chinese";
}

int tu_find_tray(const tu_state *st, const char *id)
{
    for (int i = 0; id && i < st->ntrays; i++)
        if (strcmp(st->tray[i].id, id) == 0)
            return i;
    return -1;
}

static int fights(const tu_tray *t)
{
    return tu_on_table(t) && !t->routed && t->arm != TU_TEAM;
}

int tu_must_rally(const tu_state *st, int i)
{
    const tu_tray *t = &st->tray[i];

    return tu_on_table(t) && t->routed && t->routed_turn < st->turn && !t->rally_tried;
}

int tu_available(const tu_state *st, int i)
{
    const tu_tray *t = &st->tray[i];

    if (!tu_on_table(t) || t->activated)
        return 0;
    return t->routed ? tu_must_rally(st, i) : 1;
}

static int side_has(const tu_state *st, int s)
{
    for (int i = 0; i < st->ntrays; i++)
        if (st->tray[i].side == s && tu_available(st, i))
            return 1;
    return 0;
}

int tu_objective_held(const tu_state *st, int o, int side)
{
    const tu_objective *ob = &st->obj[o];
    int mine = 0;

    for (int i = 0; i < st->ntrays; i++) {
        const tu_tray *t = &st->tray[i];
        if (!fights(t) || geom_dist(t->p.pos, ob->at) > ob->r)
            continue;
        if (t->side != side)
            return 0;
        if (ob->arm < 0 || ob->arm == t->arm)
            mine = 1;
    }
    return mine;
}

/* A side with no tray left on the table loses at once (routed trays may
 * still rally, so they count); otherwise the objectives decide when the
 * last turn ends. */
void tu_check_end(tu_state *st, int end_of_turn, glog *log)
{
    int alive[TU_SIDES] = { 0, 0 };

    if (st->result != TU_R_NONE)
        return;
    for (int i = 0; i < st->ntrays; i++)
        if (tu_on_table(&st->tray[i]) && st->tray[i].arm != TU_TEAM)
            alive[st->tray[i].side] = 1;
    if (!alive[0] || !alive[1]) {
        st->result = !alive[0] && !alive[1] ? TU_R_DRAW : alive[0] ? TU_R_ALLIES : TU_R_CHINESE;
        if (st->result == TU_R_DRAW) /* both gone at once (a hand-to-hand) */
            glog_add(log, "Neither side has a tray left on the table: the battle is a draw.");
        else
            glog_add(log, "The %s have no tray left on the table: the %s win.",
                     tu_side_name(alive[0] ? TU_CHINESE : TU_ALLIES),
                     alive[0] ? "Allies" : "Chinese");
    } else if (end_of_turn && st->turn > st->max_turns) {
        int held = 1;
        for (int o = 0; o < st->nobj; o++)
            held &= tu_objective_held(st, o, st->attacker);
        st->result = held ? st->attacker : tu_enemy_side(st->attacker);
        glog_add(log, "The battle ends after turn %d: the %s %s the objectives; the %s win.",
                 st->max_turns, tu_side_name(st->attacker), held ? "hold" : "failed to take",
                 tu_side_name(st->result));
    }
    if (st->result != TU_R_NONE) {
        st->phase = TU_P_OVER;
        st->side = -1;
    }
}

static void new_turn(tu_state *st, glog *log)
{
    for (int i = 0; i < st->ntrays; i++) {
        tu_tray *t = &st->tray[i];
        t->activated = 0;
        t->actions = 0;
        t->rally_tried = 0;
        t->must_charge = -1;
    }
    glog_add(log, "Turn %d begins.", st->turn);
}

void tu_next_initiative(tu_state *st, glog *log)
{
    st->ngroup = 0;
    st->phase = TU_P_SELECT;
    tu_melee_tidy(st);
    for (int guard = 0; guard < 4; guard++) {
        int a, c;
        tu_check_end(st, 0, log);
        if (st->result != TU_R_NONE)
            return;
        a = side_has(st, TU_ALLIES);
        c = side_has(st, TU_CHINESE);
        if (a && c) {
            int ra, rc;
            do {
                dice_for(&st->dice, "activation: Allies");
                ra = dice_d6(&st->dice);
                dice_for(&st->dice, "activation: Chinese");
                rc = dice_d6(&st->dice);
                st->init_roll[TU_ALLIES] = ra + (st->initiative == TU_ALLIES);
                st->init_roll[TU_CHINESE] = rc + (st->initiative == TU_CHINESE);
                glog_add(log, "Dice for activation: Allies %d%s, Chinese %d%s.", ra,
                         st->initiative == TU_ALLIES ? "+1" : "", rc,
                         st->initiative == TU_CHINESE ? "+1" : "");
            } while (st->init_roll[0] == st->init_roll[1]);
            st->side = st->init_roll[0] > st->init_roll[1] ? TU_ALLIES : TU_CHINESE;
            glog_add(log, "The %s activate.", tu_side_name(st->side));
            return;
        }
        if (a || c) {
            st->side = a ? TU_ALLIES : TU_CHINESE;
            return;
        }
        /* everybody has had a chance: the turn is over */
        st->turn++;
        tu_check_end(st, 1, log);
        if (st->result != TU_R_NONE)
            return;
        new_turn(st, log);
    }
}

void tu_begin(tu_state *st, glog *log)
{
    st->turn = 1;
    st->result = TU_R_NONE;
    new_turn(st, log);
    /* the side holding the initiative rolls first: it is its roll to make */
    st->phase = TU_P_OPEN;
    st->side = st->initiative;
}

void tu_start(tu_state *st, glog *log)
{
    tu_begin(st, log);
    tu_next_initiative(st, log);
}

static int is_gun(const tu_tray *t)
{
    return t->arm == TU_ARTILLERY || t->arm == TU_MG;
}

static int russo_japanese(const tu_tray *a, const tu_tray *b)
{
    return (!strcmp(a->nation, "russian") && !strcmp(b->nation, "japanese")) ||
           (!strcmp(a->nation, "japanese") && !strcmp(b->nation, "russian"));
}

/* May tray j join an activation led by lead? */
int tu_member_ok(const tu_state *st, int lead, int j, char *why, size_t wn)
{
    const tu_tray *t = &st->tray[j], *l = &st->tray[lead];

    if (t->arm == TU_TEAM || l->arm == TU_TEAM)
        return tu_refuse(why, wn, "Horse teams activate alone.");
    if (is_gun(t)) {
        if (st->opt[TO_RUSSO_JAPANESE] && russo_japanese(t, l))
            return tu_refuse(why, wn, "Russian and Japanese guns do not support "
                             "each other (optional rule).");
        return 0;  /* guns join any fire, of any nation, at any distance */
    }
    if (!table_within(&l->p, &t->p, 8))
        return tu_refuse(why, wn, "%s is more than 8\" from the lead tray %s.",
                         t->name, l->name);
    if (t->side == TU_ALLIES && strcmp(t->nation, l->nation) != 0)
        return tu_refuse(why, wn, "Allied trays activate together only with their "
                         "own nation (%s is %s, the lead is %s).", t->name, t->nation,
                         l->nation);
    if (t->side == TU_CHINESE && st->opt[TO_CHINESE_APART] && t->force != l->force)
        return tu_refuse(why, wn, "Imperial, Provincial and Boxer trays activate "
                         "apart (optional rule).");
    return 0;
}

int tu_group_ok(const tu_state *st, const int *trays, int n, char *why, size_t wn)
{
    if (n < 1)
        return tu_refuse(why, wn, "Choose a tray to activate.");
    for (int k = 0; k < n; k++) {
        const tu_tray *t = &st->tray[trays[k]];
        for (int j = 0; j < k; j++)
            if (trays[j] == trays[k])
                return tu_refuse(why, wn, "%s is chosen twice.", t->name);
        if (t->side != st->side)
            return tu_refuse(why, wn, "%s is not a tray of the %s.", t->name,
                             tu_side_name(st->side));
        if (!tu_available(st, trays[k]) || t->routed)
            return tu_refuse(why, wn, "%s cannot be activated now.", t->name);
        if (t->must_charge >= 0)
            return tu_refuse(why, wn, "%s is frenzied.", t->name);
        if (k > 0 && tu_member_ok(st, trays[0], trays[k], why, wn) < 0)
            return -1;
    }
    return 0;
}

/* ---- random events ----------------------------------------------------- */

static void toggle_gear(tu_state *st, int i, glog *log, int *applied);

int tu_ff_target_ok(const tu_state *st, int i, int j)
{
    return j >= 0 && j < st->ntrays && tu_can_fire_on(st, i, j, 1, NULL, 0);
}

/* Event 2: the tray fires an action on a friendly tray that its owner
 * picks (section "Random events"). One it could hit: it fires at once; two or
 * more: its owner chooses (tu_ff_pending; the fire comes through
 * tu_apply). None: not applicable. */
static void friendly_fire(tu_state *st, int i, glog *log)
{
    int only = -1, count = 0;

    for (int j = 0; j < st->ntrays; j++)
        if (tu_ff_target_ok(st, i, j)) {
            only = j;
            count++;
        }
    if (count == 0) {
        glog_add(log, "No friendly tray in its sights: not applicable.");
        return;
    }
    if (count > 1) {
        st->tray[i].ff_choice = 1;
        glog_add(log, "%s must fire on a friendly tray: the %s choose which.",
                 st->tray[i].name, tu_side_name(st->tray[i].side));
        return;
    }
    tu_friendly_fire(st, i, only, log);
}

void tu_friendly_fire(tu_state *st, int i, int j, glog *log)
{
    int saved = st->tray[j].side;

    glog_add(log, "%s fires on a friendly tray, %s.", st->tray[i].name, st->tray[j].name);
    st->tray[i].ff_choice = 0;
    /* the target stands in for an enemy for the one shot */
    st->tray[j].side = tu_enemy_side(saved);
    tu_fire(st, &i, 1, j, log, NULL, 0);
    st->tray[j].side = saved;
}

/* What a 2D6 of the events table does, in a few words: a log line that
 * says an event does not apply names it, or the player cannot tell which. */
static const char *event_name(int r, int arm)
{
    switch (r) {
    case 2: return "it fires on a friendly tray";
    case 3: return "a sniper kills its leader";
    case 4: return arm == TU_INFANTRY ? "it retreats one move" : "its horses or gun change state";
    case 5: case 6: case 7: case 8: return "out of ammunition, once it has fired";
    case 11: return "Boxers frenzy and charge";
    default: return "no event";
    }
}

void tu_random_event(tu_state *st, int i, glog *log)
{
    tu_tray *t = &st->tray[i];
    int r, e = tu_nearest_enemy(st, i);
    int applied = 1;

    tu_die_for(st, "random event for %s (two dice)", t->name);
    r = dice_2d6(&st->dice);
    glog_add(log, "A 1 for %s: random event, 2D6 = %d+%d = %d.", t->name,
             st->dice.last[0], st->dice.last[1], r);
    switch (r) {
    case 2:
        friendly_fire(st, i, log);
        break;
    case 3:
        if (!t->officer) {
            applied = 0;
            break;
        }
        glog_add(log, "A sniper kills the leader of %s.", t->name);
        tu_lose_officer(st, i, log);
        tu_morale_check(st, i, 1, e >= 0 ? st->tray[e].p.pos : t->p.pos, log);
        break;
    case 4:
        if (t->arm == TU_INFANTRY) {
            if (e < 0) {
                applied = 0;
                break;
            }
            glog_add(log, "%s retreats one move.", t->name);
            tu_fall_back(st, i, st->tray[e].p.pos, tu_allowance(st, i), 2, log);
        } else {
            toggle_gear(st, i, log, &applied);
        }
        break;
    case 5: case 6: case 7: case 8:
        if (t->fired && tu_weapons[t->weapon].range != 0) {
            t->no_ammo = 1;
            glog_add(log, "%s is out of ammunition.", t->name);
        } else {
            applied = 0;
        }
        break;
    case 9:
        t->actions = 3;
        glog_add(log, "%s gets three actions.", t->name);
        break;
    case 10:
        if (!t->officer) {
            t->officer = 1;
            if (t->lost > 0)
                t->lost--;
            glog_add(log, "An ensign of %s is inspired and leads it.", t->name);
        } else {
            t->ensign = 1;
            glog_add(log, "An ensign of %s stands ready to lead.", t->name);
        }
        break;
    case 11:
        if (t->cls != TC_BOXER || e < 0) {
            applied = 0;
            break;
        }
        t->frenzy = 1;
        t->must_charge = e;
        if (t->actions < 2)
            t->actions = 2;
        glog_add(log, "%s frenzies and must charge %s.", t->name, st->tray[e].name);
        break;
    default:
        t->inspired = 1;
        glog_add(log, "%s is inspired: morale 1 for the rest of the game.", t->name);
        break;
    }
    if (!applied)
        glog_add(log, "The event (%s) does not apply to %s.", event_name(r, t->arm), t->name);
}

/* Event 4 for guns and cavalry: the gear changes state. */
static void toggle_gear(tu_state *st, int i, glog *log, int *applied)
{
    tu_tray *t = &st->tray[i];

    if (t->arm == TU_CAVALRY) {
        t->mounted = !t->mounted;
        if (!tu_place_ok(st, i, &t->p, NULL, 0)) {
            t->mounted = !t->mounted;
            *applied = 0;
            return;
        }
        glog_add(log, "%s %s.", t->name, t->mounted ? "mounts" : "dismounts");
    } else if (is_gun(t) && !t->crew_away) {
        if (tu_do_limber(st, i, log, NULL, 0) < 0)
            *applied = 0;
    } else {
        *applied = 0;
    }
}

/* ---- activation -------------------------------------------------------- */

static int actions_for(int die, int morale, int single)
{
    if (single)
        return die <= morale ? 1 : 2;
    return die < morale ? 0 : die == morale ? 1 : 2;
}

void tu_activate(tu_state *st, const int *trays, int n, glog *log)
{
    st->ngroup = n;
    st->single = n == 1;
    for (int k = 0; k < n; k++) {
        int i = trays[k], m = tu_morale(st, i), die;
        tu_tray *t = &st->tray[i];
        tu_die_for(st, "activation: %s", t->name);
        die = dice_d6(&st->dice);
        st->group[k] = i;
        st->fire_only[k] = k > 0 && is_gun(t) && tu_tray_dist(st, trays[0], i) > 8 + 1e-9;
        t->activated = 1;
        t->actions = actions_for(die, m, n == 1);
        glog_add(log, "%s%s rolls %d against morale %d: %d action%s.", t->name,
                 k == 0 && n > 1 ? " (lead)" : "", die, m, t->actions,
                 t->actions == 1 ? "" : "s");
        /* the random events section gives the event to the lead (or
         * only) tray, Appendix A to every tray that rolls a 1: an option */
        if (die == 1 && (k == 0 || !st->opt[TO_EVENT_LEAD_ONLY]))
            tu_random_event(st, i, log);
    }
    st->phase = TU_P_ACT;
}

/* Ends the activation when nobody in it has an action left. */
void tu_after_act(tu_state *st, glog *log)
{
    tu_check_end(st, 0, log);
    if (st->result != TU_R_NONE)
        return;
    for (int k = 0; k < st->ngroup; k++) {
        tu_tray *t = &st->tray[st->group[k]];
        if (t->actions > 0 && tu_on_table(t) && !t->routed)
            return;
    }
    for (int k = 0; k < st->ngroup; k++)
        st->tray[st->group[k]].actions = 0;
    tu_next_initiative(st, log);
}

int tu_rally(tu_state *st, int i, glog *log, char *why, size_t n)
{
    tu_tray *t = &st->tray[i];
    int m, need, die, e;

    if (!tu_must_rally(st, i) || t->side != st->side)
        return tu_refuse(why, n, "%s has no rally to try now (routed trays try once a "
                         "turn, from the turn after their rout).", t->name);
    m = tu_morale(st, i);
    need = m == 1 ? 3 : m == 2 ? 4 : 6;
    tu_die_for(st, "rally of %s (%d or more)", t->name, need);
    die = dice_d6(&st->dice);
    t->rally_tried = 1;
    t->activated = 1;
    if (die >= need) {
        t->routed = 0;
        glog_add(log, "%s tries to rally (morale %d, needs %d+): %d, rallied.", t->name,
                 m, need, die);
    } else {
        glog_add(log, "%s tries to rally (morale %d, needs %d+): %d, routs on.", t->name,
                 m, need, die);
        e = tu_nearest_enemy(st, i);
        if (e >= 0) {
            double mv = tu_allowance(st, i) > 0 ? tu_allowance(st, i) : 6;
            tu_fall_back(st, i, st->tray[e].p.pos, 2 * mv, 1, log);
        }
    }
    tu_next_initiative(st, log);
    return 0;
}
