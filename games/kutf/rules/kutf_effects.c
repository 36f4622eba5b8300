/* kutf_effects: what cards do to a Keep Up The Fire! state: the end of
 * the game, the relief column's tracks, every effect type and the blocking
 * units' cup (order-proof: a unit withdrawn stays out). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kutf.h"
#include "kutf_local.h"

/* ---- game end -------------------------------------------------------- */

void kutf_finish(kutf_state *s, int outcome)
{
    if (s->outcome)
        return;
    s->outcome = outcome;
    s->seg = KUTF_SEG_OVER;
    s->pend = KUTF_PEND_NONE;
    s->nfxq = s->fxq_pos = 0;
}

static void eliminate(kutf_state *s, int u, glog *log)
{
    int v, alive = 0;

    s->cp[u] = 0;
    s->utrack[u] = -1;
    LOGF("%s is eliminated.", s->data->unit[u].name);
    for (v = 0; v < KUTF_UNITS; v++)
        if (s->cp[v] > 0)
            alive++;
    if (!alive) {
        LOGF("Every legation detachment has fallen: substantive defeat.");
        kutf_finish(s, KUTF_OUT_SUBSTANTIVE_DEFEAT);
    }
}

void kutf_relief_arrives(kutf_state *s, glog *log)
{
    kutf_vp v;

    kutf_vp_now(s, &v);
    s->vp = v;
    LOGF("The Eight-Nation Army enters Peking! VP: %d CP + %d cards + %d DRM "
         "+ %d heroic = %d.", v.cp, v.cards, v.drm, v.heroic, v.total);
    kutf_finish(s, kutf_victory_level(v.total));
}

/* ---- relief column tracks --------------------------------------------- */

static void move_box(kutf_state *s, int *box, const kutf_boxtrack *t, int by)
{
    (void)s;
    *box += by;
    if (*box < t->start)
        *box = t->start;
    if (*box > t->nboxes - 1)
        *box = t->nboxes - 1;
}

void kutf_add_losses(kutf_state *s, int n)
{
    if (n <= 0 || s->outcome)
        return;
    s->loss_left += n;
    s->pend = KUTF_PEND_LOSS;
}

/* ---- effects ------------------------------------------------------------ */

int kutf_eligible_gain(const kutf_state *s, int u)
{
    return s->cp[u] < s->data->unit[u].start_cp;
}

/* Give u `amount` CP (capped at 8); a unit coming back from 0 must be
 * placed in a vacant defenders box, which interrupts any further picks. */
void kutf_gain_unit(kutf_state *s, int u, int amount, glog *log)
{
    int before = s->cp[u];

    s->cp[u] += amount;
    if (s->cp[u] > KUTF_MAX_CP)
        s->cp[u] = KUTF_MAX_CP;
    LOGF("%s gains %d CP (%d -> %d).", s->data->unit[u].name,
         s->cp[u] - before, before, s->cp[u]);
    if (before == 0 && s->cp[u] > 0) {
        s->utrack[u] = -1;
        s->next_pend = s->pend == KUTF_PEND_GAIN && s->fx_picks > 0 ?
                       KUTF_PEND_GAIN : KUTF_PEND_NONE;
        s->pend = KUTF_PEND_PLACE;
        s->pend_unit = u;
        LOGF("%s is revived and must be placed in a vacant box.",
             s->data->unit[u].name);
    }
}

void kutf_lose_unit(kutf_state *s, int u, int amount, glog *log)
{
    int before = s->cp[u];

    s->cp[u] -= amount;
    if (s->cp[u] < 0)
        s->cp[u] = 0;
    LOGF("%s loses %d CP (%d -> %d).", s->data->unit[u].name, before - s->cp[u],
         before, s->cp[u]);
    if (s->cp[u] == 0)
        eliminate(s, u, log);
}

void kutf_set_fort(kutf_state *s, int v, glog *log)
{
    int before = s->fort;

    if (v < 0)
        v = 0;
    if (v > KUTF_MAX_FORT)
        v = KUTF_MAX_FORT;
    s->fort = v;
    if (v == before)
        LOGF("Fortification stays at %d (%s).", v, v == 0 ?
             "it cannot go below 0" : v == KUTF_MAX_FORT ?
             "it is at its maximum" : "no change");
    else
        LOGF("Fortification %d -> %d.", before, v);
}

static int active_blockers(const kutf_state *s)
{
    int b, n = 0;

    for (b = 0; b < s->data->nblockers; b++)
        n += s->bactive[b] == KUTF_BLK_ACTIVE;
    return n;
}

/* Cup changes are order-proof: a removal that comes before its addition
 * (a shuffled deck) withdraws the unit for good, so the later addition
 * does nothing; every change, and every change that cannot apply, is
 * logged with its reason. */
static void cup_change(kutf_state *s, int add, int b, int src, glog *log)
{
    const kutf_blocker_def *bd = &s->data->blocker[b];
    const char *cid = s->data->card[src].id;

    if (add) {
        if (s->bactive[b] == KUTF_BLK_ACTIVE) {
            LOGF("Card %s: %s (%d) is already among the blocking forces; "
                 "nothing changes.", cid, bd->name, bd->strength);
        } else if (s->bactive[b] == KUTF_BLK_WITHDRAWN) {
            LOGF("Card %s cannot add %s (%d): that force was already "
                 "withdrawn by an earlier card, so it never joins the cup.",
                 cid, bd->name, bd->strength);
        } else {
            s->bactive[b] = KUTF_BLK_ACTIVE;
            cup_add(&s->cup, b);
            LOGF("Into the cup, with the blocking forces: %s (%d) (card %s).",
                 bd->name, bd->strength, cid);
        }
        return;
    }
    if (s->bactive[b] == KUTF_BLK_WITHDRAWN) {
        LOGF("Card %s: %s (%d), already out of the campaign.", cid,
             bd->name, bd->strength);
    } else if (s->bactive[b] == KUTF_BLK_NOT_YET) {
        s->bactive[b] = KUTF_BLK_WITHDRAWN;
        LOGF("Not in the cup yet: %s (%d); card %s withdraws that force for "
             "good, so the card that would add it will do nothing.",
             bd->name, bd->strength, cid);
    } else if (active_blockers(s) <= 1) {
        LOGF("Card %s cannot remove %s (%d): it is the last blocking force "
             "and the cup is never left empty.", cid, bd->name, bd->strength);
    } else {
        s->bactive[b] = KUTF_BLK_WITHDRAWN;
        cup_remove(&s->cup, b);
        LOGF("Out of the cup, leaving the blocking forces for good: %s (%d) (card %s).",
             bd->name, bd->strength, cid);
    }
}

void kutf_do_fx(kutf_state *s, const kutf_fx *fx, int src, glog *log)
{
    const kutf_data *d = s->data;
    const kutf_card *c = &d->card[src];
    int perm = c->event && c->permanent, t, a = fx->amount;

    switch (fx->type) {
    case KUTF_FX_GAIN_CP:
        if (fx->unit >= 0) {
            if (kutf_eligible_gain(s, fx->unit))
                kutf_gain_unit(s, fx->unit, a, log);
            else
                LOGF("%s is at full strength: no gain.", d->unit[fx->unit].name);
        } else {
            s->pend = KUTF_PEND_GAIN;
            s->fx_amount = a;
            s->fx_picks = fx->picks;
            s->fx_unit = -1;
            s->fx_done = 0;
        }
        break;
    case KUTF_FX_LOSE_CP:
        if (fx->unit >= 0) {
            if (s->cp[fx->unit] > 0)
                kutf_lose_unit(s, fx->unit, a, log);
            else
                LOGF("%s is out of play: the CP loss does not apply.",
                     d->unit[fx->unit].name);
        } else {
            s->pend = KUTF_PEND_LOSE;
            s->fx_amount = a;
            s->fx_picks = fx->picks;
            s->fx_unit = -1;
            s->fx_done = 0;
        }
        break;
    case KUTF_FX_FORTIFY: kutf_set_fort(s, s->fort + a, log); break;
    case KUTF_FX_LOSE_FORT: kutf_set_fort(s, s->fort - a, log); break;
    case KUTF_FX_HEROIC:
        s->heroic += a;
        LOGF("Heroic effort +%d (now %d).", a, s->heroic);
        break;
    case KUTF_FX_BLOCKADE: s->blockade_due = 1; break;
    case KUTF_FX_DRM_FIRE:
        if (perm) s->perm_fire += a; else s->turn_fire += a;
        LOGF("To-hit %+d %s.", a, perm ? "for the rest of the game" : "this turn");
        break;
    case KUTF_FX_DRM_ATTACK:
        if (perm) s->perm_attack += a; else s->turn_attack += a;
        LOGF("Relief attack DRM %+d %s.", a, perm ? "for the rest of the game" :
             "this turn");
        break;
    case KUTF_FX_DRM_ADVANCE:
        if (perm) s->perm_advance += a; else s->turn_advance += a;
        LOGF("Relief advance DRM %+d %s.", a, perm ? "for the rest of the game" :
             "this turn");
        break;
    case KUTF_FX_MELEE_GUARD:
        if (perm) s->perm_guard += a; else s->turn_guard += a;
        LOGF("Legation melee casualties %+d %s.", -a,
             perm ? "for the rest of the game" : "this turn");
        break;
    case KUTF_FX_ACTIONS:
        if (perm)
            s->perm_actions += a;
        else if (s->seg == KUTF_SEG_ACTIONS)
            s->actions_left += a;
        else
            s->turn_actions += a;
        if (s->actions_left < 0)
            s->actions_left = 0;
        LOGF("Actions %+d.", a);
        break;
    case KUTF_FX_COMMANDS:
        if (perm)
            s->perm_commands += a;
        else if (s->seg == KUTF_SEG_COMMANDS)
            s->commands_left += a;
        else
            s->turn_commands += a;
        if (s->commands_left < 0)
            s->commands_left = 0;
        LOGF("Commands %+d.", a);
        break;
    case KUTF_FX_CUP_ADD:
    case KUTF_FX_CUP_REMOVE:
        cup_change(s, fx->type == KUTF_FX_CUP_ADD, fx->unit, src, log);
        break;
    case KUTF_FX_BOXERS_DOUBLE:
        s->boxers_double = 1;
        LOGF("Boxers advance two spaces this turn.");
        break;
    case KUTF_FX_PEITANG:
        s->peitang_open = 1;
        LOGF("The Peitang Cathedral can be aided this turn (1 Action, die > %d).",
             d->peitang_target);
        break;
    case KUTF_FX_SPEED:
        t = s->speed_box;
        move_box(s, &s->speed_box, &d->speed, a);
        LOGF("Speed marker %+d box%s: DRM now %+d.", s->speed_box - t,
             abs(s->speed_box - t) == 1 ? "" : "es", kutf_speed_drm(s));
        break;
    case KUTF_FX_POWER:
        t = s->power_box;
        move_box(s, &s->power_box, &d->power, a);
        LOGF("Combat Power marker %+d box%s: DRM now %+d.", s->power_box - t,
             abs(s->power_box - t) == 1 ? "" : "es", kutf_power_drm(s));
        break;
    case KUTF_FX_CANCEL_LOSS:
        if (s->pend == KUTF_PEND_LOSS && s->loss_left > 0) {
            s->loss_left--;
            LOGF("One Loss is cancelled.");
            if (s->loss_left == 0)
                s->pend = KUTF_PEND_NONE;
        } else {
            LOGF("No Loss is waiting: nothing to cancel.");
        }
        break;
    case KUTF_FX_HALT: s->halt_due = 1; break;
    case KUTF_FX_CHINESE_CP:
        for (t = 0; t < KUTF_TRACKS; t++) {
            kutf_chinese *ch = &s->ch[t];
            if (!ch->kind)
                continue;
            ch->cp += a;
            if (ch->cp > KUTF_MAX_CHINESE_CP)
                ch->cp = KUTF_MAX_CHINESE_CP;
            if (ch->cp <= 0) {
                LOGF("The %s %s unit melts away.", kutf_track_name(s, t),
                     kutf_kind_name(ch->kind));
                memset(ch, 0, sizeof *ch);
            }
        }
        LOGF("Every Chinese unit on the tracks %+d CP.", a);
        break;
    case KUTF_FX_GUN:
        if (s->gun_track < 0) {
            s->next_pend = s->pend;
            s->pend = KUTF_PEND_PLACE;
            s->pend_unit = KUTF_GUN;
            LOGF("The International Gun is ready: choose its wall.");
        } else {
            LOGF("The International Gun is already in play.");
        }
        break;
    default:
        break;
    }
}

void kutf_queue_fx(kutf_state *s, const kutf_fx *fx, int n, int src,
                     int skip_blockade)
{
    int i;

    for (i = 0; i < n; i++) {
        if (skip_blockade && fx[i].type == KUTF_FX_BLOCKADE) {
            s->blockade_due = 1;
            continue;
        }
        if (s->nfxq < 2 * KUTF_MAX_FX) {
            s->fxq[s->nfxq] = fx[i];
            s->fxq_src[s->nfxq] = src;
            s->nfxq++;
        }
    }
}
