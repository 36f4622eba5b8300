/* kutf_combat: the dice of Keep Up The Fire!: the legation's fire and
 * melee, the relief column's attack and advance, with staying power. */
#include <stdio.h>
#include <string.h>

#include "kutf.h"
#include "kutf_local.h"

/* ---- combat ----------------------------------------------------------------- */

static void remove_chinese(kutf_state *s, int t, glog *log)
{
    LOGF("The %s %s unit is destroyed.", kutf_track_name(s, t),
         kutf_kind_name(s->ch[t].kind));
    memset(&s->ch[t], 0, sizeof s->ch[t]);
}

const char *kutf_space_name(int sp)
{
    static const char *const n[KUTF_NSPACES] = {
        "Extreme Range", "Long Range", "the Wall", "Street Fighting",
        "Fort Halliday" };
    return sp >= 0 && sp < KUTF_NSPACES ? n[sp] : "?";
}

void kutf_do_fire(kutf_state *s, int t, glog *log)
{
    const kutf_data *d = s->data;
    const kutf_card *c = kutf_cur_card(s);
    kutf_chinese *ch = &s->ch[t];
    kutf_roll *r;
    char b1[160], b2[160];
    int u, before = ch->cp, cas;
    unsigned m;

    s->actions_left--;
    DIE_FOR(s, "to-hit: fire at the %s track", s->data->track[t].name);
    r = kutf_new_roll(s, KUTF_ROLL_TO_HIT, t, dice_d6(&s->dice));
    for (m = kutf_wall_of(s, t); m; m &= m - 1) {
        u = kutf_low_unit(m);      /* the wall's defenders, in unit order */
        kutf_add_mod(r, ch->space == KUTF_EXTREME ? d->unit[u].hit_extreme :
                d->unit[u].hit_long, KUTF_SRC_UNIT, u);
    }
    if (s->gun_track == t)
        kutf_add_mod(r, d->gun_hit, KUTF_SRC_GUN, -1);
    if (c)
        kutf_add_mod(r, c->drm_fire, KUTF_SRC_CARD, s->current);
    kutf_add_mod(r, s->turn_fire, KUTF_SRC_EVENT, -1);
    kutf_add_mod(r, s->perm_fire, KUTF_SRC_PERM, -1);
    r->target = ch->cp;
    r->result = r->total > ch->cp ? 1 : -1;
    if (r->result < 0) {
        LOGF("Fire at %s %s (%d CP) at %s: to-hit %s, not > %d: miss.",
             kutf_track_name(s, t), kutf_kind_name(ch->kind), ch->cp, kutf_space_name(ch->space),
             log ? kutf_roll_text(s, r, b1, sizeof b1) : "", ch->cp);
        return;
    }
    if (log)
        kutf_roll_text(s, r, b1, sizeof b1);
    DIE_FOR(s, "casualties of the fire at the %s track", s->data->track[t].name);
    r = kutf_new_roll(s, KUTF_ROLL_FIRE_CAS, t, dice_d6(&s->dice));
    if (s->gun_track == t)
        kutf_add_mod(r, d->gun_casualties, KUTF_SRC_GUN, -1);
    if (ch->kind == KUTF_BOXER)
        kutf_add_mod(r, d->boxer_casualties, KUTF_SRC_BOXER, -1);
    if (ch->space == KUTF_EXTREME)
        kutf_add_mod(r, d->extreme_casualties, KUTF_SRC_EXTREME, -1);
    cas = r->total > 0 ? r->total : 0;
    r->result = cas;
    ch->cp -= cas;
    if (log) {
        char line[512];
        snprintf(line, sizeof line, "Fire at %s %s (%d CP) at %s: to-hit %s > "
                 "%d, hit; casualties %s; %s CP %d -> %d.", kutf_track_name(s, t),
                 kutf_kind_name(ch->kind), before, kutf_space_name(ch->space), b1, before,
                 kutf_roll_text(s, r, b2, sizeof b2), kutf_track_name(s, t), before,
                 ch->cp > 0 ? ch->cp : 0);
        kutf_log_long(log, line);
    }
    if (ch->cp <= 0)
        remove_chinese(s, t, log);
}

void kutf_do_melee(kutf_state *s, int t, glog *log)
{
    const kutf_data *d = s->data;
    kutf_chinese *ch = &s->ch[t];
    kutf_roll *rc, *rl;
    char b1[200], b2[200];
    int u, die, before = ch->cp, space = ch->space, kind = ch->kind, cas, lcas;
    unsigned wall = kutf_wall_of(s, t), m; /* defenders */

    s->actions_left--;
    DIE_FOR(s, "melee casualties at the %s track", s->data->track[t].name);
    die = dice_d6(&s->dice);
    rc = kutf_new_roll(s, KUTF_ROLL_MELEE_CH, t, die);
    if (kind == KUTF_BOXER)
        kutf_add_mod(rc, d->boxer_casualties, KUTF_SRC_BOXER, -1);
    if (space == KUTF_STREET)
        kutf_add_mod(rc, d->street_casualties, KUTF_SRC_STREET, -1);
    for (m = wall; m; m &= m - 1) {
        u = kutf_low_unit(m);
        kutf_add_mod(rc, d->unit[u].melee_chinese, KUTF_SRC_UNIT, u);
    }
    if (s->gun_track == t && space == KUTF_WALL)
        kutf_add_mod(rc, d->gun_casualties, KUTF_SRC_GUN, -1);
    cas = rc->total > 0 ? rc->total : 0;
    rc->result = cas;
    rc->target = before;

    rl = kutf_new_roll(s, KUTF_ROLL_MELEE_LEG, t, die);
    rc = &s->roll[s->nrolls - 2];
    if (kind == KUTF_BOXER)
        kutf_add_mod(rl, d->boxer_casualties, KUTF_SRC_BOXER, -1);
    if (space == KUTF_STREET)
        kutf_add_mod(rl, d->street_casualties, KUTF_SRC_STREET, -1);
    for (m = wall; m; m &= m - 1) {
        u = kutf_low_unit(m);
        kutf_add_mod(rl, d->unit[u].melee_legation, KUTF_SRC_UNIT, u);
    }
    if (before == 1)
        kutf_add_mod(rl, -1, KUTF_SRC_ONE_CP, -1);
    if (space == KUTF_WALL)
        kutf_add_mod(rl, -d->track[t].wall, KUTF_SRC_WALL, t);
    kutf_add_mod(rl, -s->turn_guard, KUTF_SRC_EVENT, -1);
    kutf_add_mod(rl, -s->perm_guard, KUTF_SRC_PERM, -1);
    lcas = rl->total > 0 ? rl->total : 0;
    rl->result = lcas;

    ch->cp -= cas;
    LOGF("Melee at %s %s (%d CP) at %s: Chinese casualties %s; %s CP %d -> %d.",
         kutf_track_name(s, t), kutf_kind_name(kind), before, kutf_space_name(space),
         log ? kutf_roll_text(s, rc, b1, sizeof b1) : "", kutf_track_name(s, t), before,
         ch->cp > 0 ? ch->cp : 0);
    LOGF("Melee at %s: Legation casualties %s%s.", kutf_track_name(s, t),
         log ? kutf_roll_text(s, rl, b2, sizeof b2) : "",
         lcas > 0 ? "" : ", none taken");
    if (ch->cp <= 0)
        remove_chinese(s, t, log);
    if (lcas <= 0)
        return;
    if (!wall) {          /* no defender (the units are as they were) */
        LOGF("The International Gun fights alone: the %d legation casualties "
             "are ignored.", lcas);
        return;
    }
    s->pend = KUTF_PEND_CASUALTY;
    s->cas_track = t;
    s->cas_left = lcas;
    memset(s->cas_unit, 0, sizeof s->cas_unit);
    s->cas_fort = 0;
}

/* The blocker's attack, or the army's: total vs the blocker's strength. */
int kutf_relief_roll(kutf_state *s, int kind, glog *log)
{
    const kutf_data *d = s->data;
    const kutf_card *c = kutf_cur_card(s);
    const kutf_blocker_def *b = &d->blocker[s->blocker];
    kutf_roll *r;
    char buf[160];
    int danger = d->route[s->relief_pos].danger, losses = 0;

    DIE_FOR(s, kind == KUTF_ROLL_BLOCKADE ? "blockade attack on the relief column"
                                                  : "relief column attack on the blocker");
    r = kutf_new_roll(s, kind, -1, dice_d6(&s->dice));
    kutf_add_mod(r, kutf_power_drm(s), KUTF_SRC_POWER, -1);
    if (c)
        kutf_add_mod(r, c->drm_attack, KUTF_SRC_CARD, s->current);
    kutf_add_mod(r, s->turn_attack, KUTF_SRC_EVENT, -1);
    kutf_add_mod(r, s->perm_attack, KUTF_SRC_PERM, -1);
    r->target = b->strength;
    r->result = r->total > b->strength ? 1 : r->total == b->strength ? 0 : -1;
    if (kind == KUTF_ROLL_BLOCKADE)
        losses = r->result < 0 ? 1 : (r->result == 0 && danger);
    else
        losses = r->result < 0 ? 1 + danger : (r->result == 0 && danger);
    if (log) {
        kutf_roll_text(s, r, buf, sizeof buf);
        LOGF("%s %s (%d)%s: %s vs %d: %s%s.",
             kind == KUTF_ROLL_BLOCKADE ? "Blockade attack by" : "Relief attack on",
             b->name, b->strength, danger ? " in a danger zone" : "", buf,
             b->strength,
             r->result > 0 ? (kind == KUTF_ROLL_BLOCKADE ? "the attack fails" :
                              "victory, the blocker is dispersed") :
             r->result == 0 ? "stalemate" : "defeat",
             losses ? (losses > 1 ? ", 2 Losses" : ", 1 Loss") : "");
    }
    return losses;
}

/* Staying power after the n-th attack (advance) of a turn: from the second
 * on, or by the "once" reading only after the second. */
static int staying(const kutf_state *s, int n)
{
    return s->variants & KUTF_VAR_STAYING_ONCE ? n == 2 : n >= 2;
}

void kutf_do_attack(kutf_state *s, glog *log)
{
    int losses;

    s->commands_left--;
    s->attacks_made++;
    losses = kutf_relief_roll(s, KUTF_ROLL_ATTACK, log);
    if (s->roll[s->nrolls - 1].result > 0)
        s->dispersed = 1;
    if (staying(s, s->attacks_made) && s->power_box > s->data->power.start) {
        s->power_box--;
        LOGF("Staying power: Combat Power drops a box (DRM %+d).",
             kutf_power_drm(s));
    }
    kutf_add_losses(s, losses);
}

void kutf_do_advance(kutf_state *s, glog *log)
{
    const kutf_data *d = s->data;
    const kutf_card *c = kutf_cur_card(s);
    kutf_roll *r;
    char buf[160];
    int danger = d->route[s->relief_pos].danger, losses;

    s->commands_left--;
    s->advances_made++;
    DIE_FOR(s, "relief column advance");
    r = kutf_new_roll(s, KUTF_ROLL_ADVANCE, -1, dice_d6(&s->dice));
    kutf_add_mod(r, kutf_speed_drm(s), KUTF_SRC_SPEED, -1);
    if (c)
        kutf_add_mod(r, c->drm_advance, KUTF_SRC_CARD, s->current);
    kutf_add_mod(r, s->turn_advance, KUTF_SRC_EVENT, -1);
    kutf_add_mod(r, s->perm_advance, KUTF_SRC_PERM, -1);
    r->target = 6;
    r->result = r->total > 6 ? 1 : r->total == 6 ? 0 : -1;
    losses = r->result < 0 ? 1 : (r->result == 0 && danger);
    if (r->result > 0)
        s->relief_pos++;
    LOGF("Advance from %s: %s vs 6: %s%s.", d->route[s->relief_pos -
         (r->result > 0)].name, log ? kutf_roll_text(s, r, buf, sizeof buf) : "",
         r->result > 0 ? "advance to " : r->result == 0 ? "maneuver" :
         "logistics problem", r->result > 0 ? d->route[s->relief_pos].name :
         losses ? ", 1 Loss" : "");
    if (s->relief_pos == d->nroute - 1) {
        if (!(s->variants & KUTF_VAR_ARRIVE_AT_END)) {
            kutf_relief_arrives(s, log);      /* [11.4]: the game is over */
            return;
        }
        s->arrived = 1;
        LOGF("The Eight-Nation Army reaches Peking; by the turn-end reading "
             "of [4.0] the game ends at Housekeeping, and leftover Commands "
             "may still raise Speed or Combat Power.");
    }
    if (staying(s, s->advances_made) && s->speed_box > d->speed.start) {
        s->speed_box--;
        LOGF("Staying power: Speed drops a box (DRM %+d).", kutf_speed_drm(s));
    }
    kutf_add_losses(s, losses);
}
