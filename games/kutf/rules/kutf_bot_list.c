/* kutf_bot_list: the computer's choices made from the legal list: the
 * rarer choices (revived units, unit picks, halts, Losses and Commands of
 * the first, basic player, set-up and casualties when the direct way in
 * kutf_bot.c does not apply). The strong relief column's Commands and
 * Losses go to kutf_relief.c. */
#include <stdio.h>
#include <string.h>

#include "kutf.h"
#include "kutf_bot.h"

static int choose_setup(const kutf_state *s, const kutf_action *acts, int n,
                        kutf_action *out)
{
    /* spread the fire bonuses and the melee bonuses: one of each per wall */
    static const char *const pref[KUTF_UNITS] = {
        "US", "GB", "FR", "DE", "IT", "AT", "JP", "RU" };
    const kutf_data *d = s->data;
    int k, u, i;

    for (k = 0; k < KUTF_UNITS; k++) {
        for (u = 0; u < KUTF_UNITS; u++)
            if (strcmp(d->unit[u].id, pref[k]) == 0)
                break;
        if (u == KUTF_UNITS || s->utrack[u] >= 0)
            continue;
        /* wall k/2 (N,E,S,W in order), first free box */
        for (i = 0; i < n; i++)
            if (acts[i].unit == u && acts[i].box / 2 == (k / 2) % KUTF_TRACKS) {
                *out = acts[i];
                return 1;
            }
        for (i = 0; i < n; i++)
            if (acts[i].unit == u) {
                *out = acts[i];
                return 1;
            }
    }
    *out = acts[0];
    return 1;
}

static int choose_place(const kutf_state *s, const kutf_action *acts, int n,
                        kutf_action *out)
{
    double best = -1e9;
    int i, bi = 0;

    for (i = 0; i < n; i++) {
        int t = acts[i].unit == KUTF_GUN ? acts[i].box : acts[i].box / 2;
        double v = kutf_bot_track_threat(s, t) - (acts[i].unit == KUTF_GUN ? 0 :
                                         kutf_defenders(s, t) * 3.0);
        if (v > best) {
            best = v;
            bi = i;
        }
    }
    *out = acts[bi];
    return 1;
}

static int choose_casualty(const kutf_state *s, const kutf_action *acts, int n,
                           kutf_action *out)
{
    int i, bi = -1, bcp = -1;

    for (i = 0; i < n; i++)
        if (acts[i].unit < 0) {    /* fortification first */
            *out = acts[i];
            return 1;
        }
    for (i = 0; i < n; i++) {
        int u = acts[i].unit, v = s->cp[u] * 2 -
                (s->data->unit[u].melee_legation > 0 ? 1 : 0);
        if (v > bcp) {
            bcp = v;
            bi = i;
        }
    }
    *out = acts[bi < 0 ? 0 : bi];
    return 1;
}

static int choose_unit_pick(const kutf_state *s, const kutf_action *acts, int n,
                            int gain, kutf_action *out)
{
    int i, bi = 0, best = -100;

    for (i = 0; i < n; i++) {
        int u = acts[i].unit, v;
        if (acts[i].type == KUTF_A_PLAY_EVENT)
            continue;
        v = gain ? s->data->unit[u].start_cp - s->cp[u] : s->cp[u];
        if (v > best) {
            best = v;
            bi = i;
        }
    }
    *out = acts[bi];
    return 1;
}

static int choose_loss(const kutf_state *s, const kutf_action *acts, int n,
                       kutf_action *out)
{
    const kutf_data *d = s->data;
    double best = -1e9;
    int i, bi = 0;

    for (i = 0; i < n; i++) {
        int sb = s->speed_box, pb = s->power_box, back = 0;
        double v;
        if (acts[i].type == KUTF_A_PLAY_EVENT) {
            *out = acts[i];      /* a cancelled loss beats any loss */
            return 1;
        }
        switch (acts[i].choice) {
        case KUTF_LOSS_SPEED2: sb -= 2; break;
        case KUTF_LOSS_CP2: pb -= 2; break;
        case KUTF_LOSS_BOTH: sb--; pb--; break;
        default: back = 1; break;
        }
        v = d->speed.drm[sb] * 1.6 + d->power.drm[pb] - back * 4.5;
        if (v > best) {
            best = v;
            bi = i;
        }
    }
    *out = acts[bi];
    return 1;
}

static int find_type(const kutf_action *acts, int n, int type)
{
    int i;

    for (i = 0; i < n; i++)
        if (acts[i].type == type)
            return i;
    return -1;
}

/* Relief commands: an advance roll needs a total over 6, and a failure
 * costs a Loss, so advance only at Speed +3 (or in the last turns, when
 * waiting loses anyway); attack only when an advance can follow. */
static int choose_command(const kutf_state *s, const kutf_action *acts, int n,
                          kutf_action *out)
{
    const kutf_data *d = s->data;
    const kutf_card *c = &d->card[s->current];
    int iadv = find_type(acts, n, KUTF_A_ADVANCE);
    int iatt = find_type(acts, n, KUTF_A_ATTACK);
    int ispd = find_type(acts, n, KUTF_A_SPEED);
    int ipow = find_type(acts, n, KUTF_A_POWER);
    int iend = find_type(acts, n, KUTF_A_END);
    int iev = find_type(acts, n, KUTF_A_PLAY_EVENT);
    int sm = kutf_speed_drm(s) + c->drm_advance + s->turn_advance + s->perm_advance;
    int am = kutf_power_drm(s) + c->drm_attack + s->turn_attack + s->perm_attack;
    int late = s->deck.ndraw <= 2;
    int need = late ? 2 : 3, pick = -1;
    double pwin = s->blocker >= 0 ? kutf_bot_p_over(am, d->blocker[s->blocker].strength) : 1;

    if (iev >= 0 && (iadv >= 0 || iatt >= 0))
        pick = iev;
    else if (iadv >= 0)
        pick = sm >= need || ispd < 0 ? iadv : ispd;
    else if (iatt >= 0 && s->commands_left >= 2 && (sm >= need || ispd < 0) &&
             (pwin >= 0.5 || ipow < 0 || (late && pwin > 0)))
        pick = iatt;
    else if (ispd >= 0 && sm < 3)
        pick = ispd;
    else if (ipow >= 0)
        pick = ipow;
    else if (ispd >= 0)
        pick = ispd;
    if (pick < 0)
        pick = iend >= 0 ? iend : 0;
    *out = acts[pick];
    return 1;
}

int kutf_bot_pick(const kutf_state *s, const kutf_action *acts, int n,
                  int strong, kutf_action *out)
{
    int i, bi, best;
    /* the planner only for the relief column's choices (asking for it is
     * a call per decision otherwise) */
    int planner = strong && (s->pend == KUTF_PEND_LOSS ||
                             (s->pend == KUTF_PEND_NONE &&
                              s->seg == KUTF_SEG_COMMANDS)) &&
                  kutf_plan_of(s->data) != NULL;

    switch (s->pend) {
    case KUTF_PEND_PLACE: return choose_place(s, acts, n, out);
    case KUTF_PEND_CASUALTY: return choose_casualty(s, acts, n, out);
    case KUTF_PEND_GAIN: return choose_unit_pick(s, acts, n, 1, out);
    case KUTF_PEND_LOSE: return choose_unit_pick(s, acts, n, 0, out);
    case KUTF_PEND_LOSS:
        return planner ? kutf_bot_plan_loss(s, acts, n, out, NULL, 0) :
                        choose_loss(s, acts, n, out);
    case KUTF_PEND_HALT:
        bi = 0;
        best = -1;
        for (i = 0; i < n; i++)
            if (s->ch[acts[i].track].space > best) {
                best = s->ch[acts[i].track].space;
                bi = i;
            }
        *out = acts[bi];
        return 1;
    default:
        break;
    }
    switch (s->seg) {
    case KUTF_SEG_SETUP: return choose_setup(s, acts, n, out);
    case KUTF_SEG_COMMANDS:
        return planner ? kutf_bot_plan_command(s, acts, n, out, NULL, 0) :
                        choose_command(s, acts, n, out);
    default:
        *out = acts[0];
        return 1;
    }
}
