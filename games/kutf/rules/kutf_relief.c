/* kutf_relief: the strong player's relief column. Each Command is chosen
 * by looking one step ahead into the planner's table (kutf_plan.c) with
 * the real blocker, card and event modifiers: the choice that leaves the
 * best chance of reaching Peking in time. Losses are paid the same way. */
#include <stdio.h>
#include <string.h>

#include "kutf.h"
#include "kutf_bot.h"

/* kutf_bot_turns_left with the planner at hand (p, or NULL) */
static int turns_left(const kutf_state *s, const kutf_plan *p)
{
    const kutf_data *d = s->data;
    int i, n = 1;

    if (p) {                      /* the planner's copy: no card read */
        for (i = 0; i < s->deck.ndraw; i++)
            n += p->headline[s->deck.draw[i]];
        return n;
    }
    for (i = 0; i < s->deck.ndraw; i++)
        n += !d->card[s->deck.draw[i]].event;
    return n;
}

int kutf_bot_turns_left(const kutf_state *s)
{
    return turns_left(s, kutf_plan_of(s->data));
}

static int pct(double v)
{
    return (int)(v * 100 + 0.5);
}

/* the rolls' modifiers (kutf_power_drm and kutf_speed_drm read here) */
static int attack_mod(const kutf_state *s)
{
    const kutf_card *c = &s->data->card[s->current];

    return s->data->power.drm[s->power_box] + c->drm_attack +
           s->turn_attack + s->perm_attack;
}

static int advance_mod(const kutf_state *s)
{
    const kutf_card *c = &s->data->card[s->current];

    return s->data->speed.drm[s->speed_box] + c->drm_advance +
           s->turn_advance + s->perm_advance;
}

/* Chance of success of one roll: d6 + mod > target. */
static double p_over(int mod, int target)
{
    int need = target - mod + 1;

    return need <= 1 ? 1.0 : need > 6 ? 0.0 : (7 - need) / 6.0;
}

/* Would this held event help now? Commands events are played just before
 * the roll they improve. */
static int event_helps(const kutf_state *s, int card, int can_attack,
                       int can_advance)
{
    const kutf_card *c = &s->data->card[card];
    int i;

    for (i = 0; i < c->nfx; i++) {
        if (c->fx[i].type == KUTF_FX_DRM_ATTACK && can_attack)
            return 1;
        if (c->fx[i].type == KUTF_FX_DRM_ADVANCE && can_advance)
            return 1;
        if (c->fx[i].type == KUTF_FX_COMMANDS && (can_attack || can_advance))
            return 1;
    }
    return 0;
}

/* A note for an estimate that boxes do not raise: when the column's chance
 * is already what it would be with both tracks full, the turns left are
 * enough to fill them later (the siege cards' single Commands can do
 * nothing else), so the figure stays put while the boxes rise. */
static const char *flat_note(const kutf_state *s, const kutf_plan *p, int R,
                             double v)
{
    const kutf_data *d = s->data;
    int sf = d->speed.nboxes - 1, pf = d->power.nboxes - 1;
    double full;

    if (!p || (s->speed_box >= sf && s->power_box >= pf))
        return "";
    full = kutf_plan_value(p, R, s->commands_left, s->relief_pos, sf, pf,
                           s->dispersed, s->attacks_made > 0,
                           s->advances_made > 0, s->blocker >= 0 ?
                           d->blocker[s->blocker].strength : 0);
    return v >= full - 0.005 ? "; as with both tracks full: the turns left fill "
           "them anyway" : "";
}

int kutf_bot_plan_command(const kutf_state *s, const kutf_action *acts, int n,
                          kutf_action *out, char *why, size_t wn)
{
    const kutf_data *d = s->data;
    const kutf_plan *p = kutf_plan_of(d);
    int R = turns_left(s, p), cl = s->commands_left, pos = s->relief_pos;
    int sb = s->speed_box, pb = s->power_box, att = s->attacks_made > 0;
    int adv = s->advances_made > 0, disp = s->dispersed;
    int str = s->blocker >= 0 ? d->blocker[s->blocker].strength : 0;
    int i, bi = -1, iend = -1, can_att = 0, can_adv = 0;
    double v[KUTF_MAX_ACTIONS], best = -1, vend = 0;
    kutf_plan_look look;

    for (i = 0; i < n; i++) {
        can_att |= acts[i].type == KUTF_A_ATTACK;
        can_adv |= acts[i].type == KUTF_A_ADVANCE;
    }
    kutf_plan_look_at(p, d, R, cl, pos, sb, pb, disp, att, adv, str,
                      attack_mod(s), advance_mod(s), &look);
    for (i = 0; i < n; i++) {
        const kutf_action *a = &acts[i];
        switch (a->type) {
        case KUTF_A_SPEED:   /* a hair for the VP a box is worth */
            v[i] = look.speed + 1e-4;
            break;
        case KUTF_A_POWER:
            v[i] = look.power + 1e-4;
            break;
        case KUTF_A_ATTACK:   /* a hair against a win no advance can use */
            v[i] = look.attack - (cl < 2 ? 1e-6 : 0);
            break;
        case KUTF_A_ADVANCE:
            v[i] = look.advance;
            break;
        case KUTF_A_PLAY_EVENT:
            v[i] = event_helps(s, a->card, can_att, can_adv) ? 2.0 : -1.0;
            break;
        case KUTF_A_END:
            iend = i;
            v[i] = vend = look.end;
            break;
        default:
            v[i] = -1;
            break;
        }
        if (v[i] > best + 1e-9) {
            best = v[i];
            bi = i;
        }
    }
    if (bi < 0)
        bi = iend >= 0 ? iend : 0;
    *out = acts[bi];
    if (!why || !wn)
        return 1;
    switch (out->type) {
    case KUTF_A_ATTACK:
        snprintf(why, wn, "Attack %s (%d): %d%% to win with %+d, and %s; "
                 "Peking in time: %d%%.", d->blocker[s->blocker].name, str,
                 pct(p_over(attack_mod(s), str)), attack_mod(s),
                 cl >= 2 ? "Commands are left to advance after it" :
                 "a win now still clears the road", pct(best));
        break;
    case KUTF_A_ADVANCE:
        snprintf(why, wn, "Advance while the road is open: %d%% to move on "
                 "with %+d (a roll over 6); Peking in time: %d%%.",
                 pct(p_over(advance_mod(s), 6)), advance_mod(s), pct(best));
        break;
    case KUTF_A_SPEED:
    case KUTF_A_POWER:
        snprintf(why, wn, "Build %s first: %s; Peking in time: %d%% (ending "
                 "now: %d%%%s).", out->type == KUTF_A_SPEED ? "Speed" :
                 "Combat Power", disp ? "too risky to advance yet" :
                 can_att ? "an attack now is too likely to fail or leaves "
                 "no Command to advance" : "no attack is possible",
                 pct(best), pct(vend), flat_note(s, p, R, best));
        break;
    case KUTF_A_PLAY_EVENT:
        snprintf(why, wn, "Play %s now: its bonus helps the %s that follows.",
                 d->card[out->card].title, can_adv ? "advance" : "attack");
        break;
    default:
        snprintf(why, wn, "End the Commands: nothing left improves the "
                 "column's chance of reaching Peking in time (%d%%%s).",
                 pct(vend), sb >= d->speed.nboxes - 1 &&
                 pb >= d->power.nboxes - 1 ? "; Speed and Combat Power are "
                 "full, and a win with no Command left to advance is undone "
                 "when the blocker returns" : flat_note(s, p, R, vend));
        break;
    }
    return 1;
}

int kutf_bot_plan_fast(const kutf_state *s, kutf_action *out)
{
    const kutf_data *d = s->data;
    const kutf_plan *p = kutf_plan_of(d);
    int cl = s->commands_left, i, type = KUTF_A_END;
    int can_speed, can_power, can_att, can_adv;
    double best = -1;
    kutf_plan_look look;

    for (i = 0; i < s->nhand; i++)
        if (d->card[s->hand[i]].when == KUTF_WHEN_COMMANDS)
            return 0;             /* an event to weigh: the list's way */
    /* the candidates commands_list (kutf_bot.c) would list, in its order */
    can_speed = cl > 0 && s->speed_box < d->speed.nboxes - 1;
    can_power = cl > 0 && s->power_box < d->power.nboxes - 1;
    can_att = cl > 0 && !s->arrived && s->blocker >= 0 && !s->dispersed;
    can_adv = cl > 0 && !s->arrived && s->dispersed;
    kutf_plan_look_at(p, d, turns_left(s, p), cl, s->relief_pos,
                      s->speed_box, s->power_box, s->dispersed,
                      s->attacks_made > 0, s->advances_made > 0,
                      s->blocker >= 0 ? d->blocker[s->blocker].strength : 0,
                      attack_mod(s), advance_mod(s), &look);
    /* kutf_bot_plan_command's walk down that list: the first clearly
     * better value wins, "end" when none does */
#define WEIGH(ok, v, t) do { if ((ok) && (v) > best + 1e-9) { \
                                 best = (v); type = (t); } } while (0)
    WEIGH(can_speed, look.speed + 1e-4, KUTF_A_SPEED);
    WEIGH(can_power, look.power + 1e-4, KUTF_A_POWER);
    WEIGH(can_att, look.attack - (cl < 2 ? 1e-6 : 0), KUTF_A_ATTACK);
    WEIGH(can_adv, look.advance, KUTF_A_ADVANCE);
    WEIGH(1, look.end, KUTF_A_END);
#undef WEIGH
    memset(out, 0, sizeof *out);
    out->type = type;
    out->unit = out->box = out->track = out->other = out->card = -1;
    out->choice = -1;
    return 1;
}

int kutf_bot_plan_loss(const kutf_state *s, const kutf_action *acts, int n,
                       kutf_action *out, char *why, size_t wn)
{
    static const char *const names[] = {
        "two Speed boxes", "two Combat Power boxes", "a box of each",
        "a retreat" };
    const kutf_data *d = s->data;
    const kutf_plan *p = kutf_plan_of(d);
    int R = turns_left(s, p), cl = s->commands_left;
    int str = s->blocker >= 0 ? d->blocker[s->blocker].strength : 0;
    int i, bi = 0;
    double best = -1, v;

    for (i = 0; i < n; i++) {
        int sb = s->speed_box, pb = s->power_box, pos = s->relief_pos;
        if (acts[i].type == KUTF_A_PLAY_EVENT) {
            *out = acts[i];          /* a cancelled Loss beats any Loss */
            if (why && wn)
                snprintf(why, wn, "Play %s: it cancels the Loss.",
                         d->card[acts[i].card].title);
            return 1;
        }
        switch (acts[i].choice) {
        case KUTF_LOSS_SPEED2: sb -= 2; break;
        case KUTF_LOSS_CP2: pb -= 2; break;
        case KUTF_LOSS_BOTH: sb--; pb--; break;
        default: pos--; break;
        }
        v = kutf_plan_after_losses(p, d, R, cl, pos, sb, pb, s->dispersed,
                                   s->attacks_made > 0, s->advances_made > 0,
                                   str, s->loss_left - 1);
        if (v > best + 1e-9) {
            best = v;
            bi = i;
        }
    }
    *out = acts[bi];
    if (why && wn)
        snprintf(why, wn, "Pay the Loss with %s: it keeps the best chance of "
                 "reaching Peking in time (%d%%).",
                 names[out->choice & 3], pct(best));
    return 1;
}
