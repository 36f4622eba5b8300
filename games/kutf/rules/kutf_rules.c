/* kutf_rules: the Keep Up The Fire! sequence of play over a plain state:
 * performing a legal action, then the steps with no decision in them
 * (cards, Chinese placement and advance, the blocker, housekeeping) run
 * inside `run` until the player has a choice. */
#include <stdio.h>
#include <string.h>

#include "kutf.h"
#include "kutf_local.h"

/* ---- performing a legal action ----------------------------------------------- */

static void resume_after_place(kutf_state *s)
{
    s->pend = s->next_pend;
    s->next_pend = KUTF_PEND_NONE;
    if (s->pend == KUTF_PEND_GAIN && s->fx_picks <= 0)
        s->pend = KUTF_PEND_NONE;
}

/* One melee casualty to unit u, or to the fortification (u -1). */
static void take_casualty(kutf_state *s, int u, glog *log)
{
    if (u < 0) {
        s->cas_fort++;
        kutf_set_fort(s, s->fort - 1, log);
    } else {
        s->cas_unit[u]++;
        kutf_lose_unit(s, u, 1, log);
    }
    if (--s->cas_left <= 0 && s->pend == KUTF_PEND_CASUALTY)
        s->pend = KUTF_PEND_NONE;
}

/* (called from kutf_apply_legal alone, so the compiler folds it in) */
static void perform(kutf_state *s, const kutf_action *a, glog *log)
{
    const kutf_data *d = s->data;
    char bx[8];
    int u = a->unit, t, i, k;

    switch (a->type) {
    case KUTF_A_PLACE:
        if (u == KUTF_GUN) {
            s->gun_track = a->box;
            LOGF("The International Gun is placed on the %s wall.",
                 kutf_track_name(s, a->box));
            resume_after_place(s);
            break;
        }
        s->utrack[u] = a->box / 2;
        s->uslot[u] = a->box % 2;
        LOGF("%s takes box %s.", d->unit[u].name,
             kutf_box_name(s, a->box, 0, bx, sizeof bx));
        if (s->seg == KUTF_SEG_SETUP && s->pend == KUTF_PEND_NONE)
            s->placed++;
        else
            resume_after_place(s);
        break;
    case KUTF_A_FORTIFY:
        s->actions_left--;
        kutf_set_fort(s, s->fort + 1, log);
        break;
    case KUTF_A_FIRE: kutf_do_fire(s, a->track, log); break;
    case KUTF_A_MELEE: kutf_do_melee(s, a->track, log); break;
    case KUTF_A_PEITANG: {
        kutf_roll *r;
        s->actions_left--;
        s->peitang_open = 0;
        DIE_FOR(s, "Peitang Cathedral sortie");
        r = kutf_new_roll(s, KUTF_ROLL_PEITANG, -1, dice_d6(&s->dice));
        r->target = d->peitang_target;
        r->result = r->total > r->target ? 1 : -1;
        LOGF("Aid to the Peitang: die %d vs %d: %s.", r->die, r->target,
             r->result > 0 ? "the cathedral is relieved for now" : "no way through");
        if (r->result > 0) {
            s->heroic += d->peitang_heroic;
            LOGF("Heroic effort +%d (now %d).", d->peitang_heroic, s->heroic);
        }
        break;
    }
    case KUTF_A_CASUALTY: take_casualty(s, u, log); break;
    case KUTF_A_MOVE:
        t = a->track;
        s->moves_made++;
        if (u == KUTF_GUN) {
            s->gun_track = t;
        } else {
            s->uslot[u] = kutf_free_slot(s, t);
            s->utrack[u] = t;
        }
        LOGF("%s moves to the %s wall.", u == KUTF_GUN ? "The gun" :
             d->unit[u].name, kutf_track_name(s, t));
        break;
    case KUTF_A_SWAP:
        s->moves_made++;
        t = s->utrack[u];
        k = s->uslot[u];
        s->utrack[u] = s->utrack[a->other];
        s->uslot[u] = s->uslot[a->other];
        s->utrack[a->other] = t;
        s->uslot[a->other] = k;
        LOGF("%s and %s exchange walls.", d->unit[u].name, d->unit[a->other].name);
        break;
    case KUTF_A_SPEED:
        s->commands_left--;
        s->speed_box++;
        LOGF("Speed marker up a box: DRM %+d.", kutf_speed_drm(s));
        break;
    case KUTF_A_POWER:
        s->commands_left--;
        s->power_box++;
        LOGF("Combat Power marker up a box: DRM %+d.", kutf_power_drm(s));
        break;
    case KUTF_A_ATTACK: kutf_do_attack(s, log); break;
    case KUTF_A_ADVANCE: kutf_do_advance(s, log); break;
    case KUTF_A_LOSS:
        switch (a->choice) {
        case KUTF_LOSS_SPEED2: s->speed_box -= 2; break;
        case KUTF_LOSS_CP2: s->power_box -= 2; break;
        case KUTF_LOSS_BOTH: s->speed_box--; s->power_box--; break;
        default: s->relief_pos--; break;
        }
        LOGF("Loss taken: %s (Speed %+d, Combat Power %+d, at %s).",
             a->choice == KUTF_LOSS_SPEED2 ? "two Speed boxes" :
             a->choice == KUTF_LOSS_CP2 ? "two Combat Power boxes" :
             a->choice == KUTF_LOSS_BOTH ? "a box of each" : "retreat",
             kutf_speed_drm(s), kutf_power_drm(s), d->route[s->relief_pos].name);
        if (--s->loss_left <= 0)
            s->pend = KUTF_PEND_NONE;
        break;
    case KUTF_A_PLAY_EVENT: {
        const kutf_card *c = &d->card[a->card];
        i = kutf_in_hand(s, a->card);
        memmove(s->hand + i, s->hand + i + 1,
                (size_t)(s->nhand - i - 1) * sizeof s->hand[0]);
        s->nhand--;
        deck_discard(&s->deck, a->card);
        LOGF("Event played: %s.", c->title);
        if (s->pend == KUTF_PEND_LOSS) {
            /* loss events hold only effects that need no choice */
            for (k = 0; k < c->nfx && !s->outcome; k++)
                kutf_do_fx(s, &c->fx[k], a->card, log);
        } else {
            kutf_queue_fx(s, c->fx, c->nfx, a->card, 0);
        }
        break;
    }
    case KUTF_A_GAIN:
        s->fx_done |= 1 << u;
        s->fx_picks--;
        if (s->fx_picks <= 0)
            s->pend = KUTF_PEND_NONE;
        kutf_gain_unit(s, u, s->fx_amount, log);
        break;
    case KUTF_A_LOSE:
        s->fx_done |= 1 << u;
        s->fx_picks--;
        if (s->fx_picks <= 0)
            s->pend = KUTF_PEND_NONE;
        kutf_lose_unit(s, u, s->fx_amount, log);
        break;
    case KUTF_A_HALT:
        s->halt_mask |= 1 << a->track;
        s->pend = KUTF_PEND_NONE;
        LOGF("The %s unit holds still this turn.", kutf_track_name(s, a->track));
        break;
    case KUTF_A_END:
        if (s->seg == KUTF_SEG_ACTIONS) {
            s->actions_left = 0;
            s->seg = KUTF_SEG_ADVANCE;
        } else if (s->seg == KUTF_SEG_MOVEMENT) {
            s->seg = KUTF_SEG_REL_SPECIALS;
        } else {
            s->commands_left = 0;
            s->seg = KUTF_SEG_HOUSEKEEPING;
        }
        break;
    default:
        break;
    }
}

/* ---- the automatic steps --------------------------------------------------- */

static void start_turn(kutf_state *s)
{
    s->turn_fire = s->turn_attack = s->turn_advance = s->turn_guard = 0;
    s->turn_actions = s->turn_commands = 0;
    s->boxers_double = 0;
    s->halt_mask = 0;
    s->halt_due = 0;
    s->blockade_due = 0;
    s->peitang_open = 0;
    s->attacks_made = s->advances_made = 0;
    s->dispersed = 0;
    s->moves_made = 0;
    s->nrevealed = 0;
    s->last_event = -1;
    s->seg = KUTF_SEG_CARD;
}

static void card_step(kutf_state *s, glog *log)
{
    const kutf_data *d = s->data;
    const kutf_card *c;
    int card;

    if (s->dice.blind && dice_feeding(&s->dice))
        dice_for(&s->dice, "the card drawn");
    card = deck_draw_dice(&s->deck, &s->dice, 0);

    /* A revealed card is chance like a die: counting it as an rng use
     * makes it an undo barrier for the session. */
    if (card >= 0)
        s->dice.r.uses++;
    if (card < 0) {
        LOGF("The draw pile is empty and the relief column has not arrived: "
             "moderate defeat.");
        kutf_finish(s, KUTF_OUT_MODERATE_DEFEAT);
        return;
    }
    c = &d->card[card];
    if (c->event) {
        if (s->nrevealed < KUTF_MAX_HAND)
            s->revealed[s->nrevealed++] = card;
        s->last_event = card;
        if (c->when != KUTF_WHEN_NOW && s->nhand < KUTF_MAX_HAND) {
            s->hand[s->nhand++] = card;
            LOGF("Event %s: %s (kept in hand).", c->id, c->title);
            return;
        }
        if (c->permanent && s->nperm < KUTF_MAX_HAND)
            s->perm[s->nperm++] = card;
        else
            deck_discard(&s->deck, card);
        LOGF("Event %s: %s%s.", c->id, c->title,
             c->permanent ? " (for the rest of the game)" : "");
        kutf_queue_fx(s, c->fx, c->nfx, card, 0);
        return;
    }
    deck_discard(&s->deck, card);
    s->current = card;
    s->turn++;
    if (log) {
        size_t tl = strlen(c->title);  /* "Miracle Find at His-Ku!" takes no full stop */
        int stop = !tl || (c->title[tl - 1] != '!' && c->title[tl - 1] != '?');
        LOGF("Turn %d, card %s (%s): %s%s", s->turn, c->id, c->date, c->title, stop ? "." : "");
    }
    s->seg = KUTF_SEG_LEG_SPECIALS;
}

static void placement(kutf_state *s, glog *log)
{
    const kutf_card *c = kutf_cur_card(s);
    int t;

    for (t = 0; t < KUTF_TRACKS; t++) {
        kutf_chinese *ch = &s->ch[t];
        int kind = c->compass_kind[t];
        int put = (kind != 0) & (ch->kind == 0); /* [6.1]: only a track
                                                   lacking a unit */
        if (log && kind && !put)
            glog_add(log, "The card's %s %d for the %s track does not come: "
                     "the %s %s unit (%d CP) still holds that track.",
                     kutf_kind_name(kind), c->compass_cp[t],
                     kutf_track_name(s, t), kutf_track_name(s, t),
                     kutf_kind_name(ch->kind), ch->cp);
        /* placed without branches (which tracks are free is chance) */
        ch->kind = put ? kind : ch->kind;
        ch->space = put ? KUTF_EXTREME : ch->space;
        ch->cp = put ? c->compass_cp[t] : ch->cp;
        if (log && put)
            glog_add(log, "A %s unit (%d CP) appears at Extreme Range on the "
                     "%s track.", kutf_kind_name(kind), c->compass_cp[t],
                     kutf_track_name(s, t));
    }
}

static void chinese_advance(kutf_state *s, glog *log)
{
    int t, street = 0;

    for (t = 0; t < KUTF_TRACKS; t++) {
        kutf_chinese *ch = &s->ch[t];
        /* worked out without branches (which tracks hold a unit is chance:
         * the simulator mispredicted them); an empty or halted track moves
         * 0 steps */
        int moves = (ch->kind != KUTF_NOBODY) & !(s->halt_mask >> t & 1);
        int steps = 1 + ((ch->kind == KUTF_BOXER) & (s->boxers_double != 0));
        ch->space += moves * steps;
        if (ch->space >= KUTF_HALLIDAY) {
            ch->space = KUTF_HALLIDAY;
            LOGF("The %s %s unit storms into Fort Halliday: the compound is "
                 "overrun, decisive defeat.", kutf_track_name(s, t), kutf_kind_name(ch->kind));
            kutf_finish(s, KUTF_OUT_DECISIVE_DEFEAT);
            return;
        }
        if (log && moves)     /* log first: the simulator has none */
            glog_add(log, "The %s %s unit advances to %s.",
                     kutf_track_name(s, t), kutf_kind_name(ch->kind),
                     kutf_space_name(ch->space));
    }
    for (t = 0; t < KUTF_TRACKS; t++)
        street += (s->ch[t].kind != 0) & (s->ch[t].space == KUTF_STREET);
    if (street >= 3) {
        LOGF("Chinese units fight in the streets on %d tracks: the compound is "
             "overrun, decisive defeat.", street);
        kutf_finish(s, KUTF_OUT_DECISIVE_DEFEAT);
    }
}

static void draw_blocker(kutf_state *s, glog *log)
{
    const kutf_data *d = s->data;
    const kutf_card *c = kutf_cur_card(s);
    int losses;

    if (s->dice.blind && dice_feeding(&s->dice))
        dice_for(&s->dice, "the blocking force drawn from the cup");
    s->blocker = cup_draw_dice(&s->cup, &s->dice);
    s->dispersed = s->blocker < 0;   /* an empty cup leaves the road open */
    s->commands_left = c->commands + s->turn_commands + s->perm_commands;
    if (s->commands_left < 0)
        s->commands_left = 0;
    s->seg = KUTF_SEG_COMMANDS;
    if (s->blocker < 0) {
        LOGF("No Chinese force bars the road this turn.");
        return;
    }
    /* names are plural as often as not ("Boxer bands"): no verb to agree */
    LOGF("Blocking the road at %s: %s (strength %d).", d->route[s->relief_pos].name,
         d->blocker[s->blocker].name, d->blocker[s->blocker].strength);
    if (s->blockade_due) {
        losses = kutf_relief_roll(s, KUTF_ROLL_BLOCKADE, log);
        kutf_add_losses(s, losses);
    }
}

static void housekeeping(kutf_state *s, glog *log)
{
    if (s->arrived) {
        kutf_relief_arrives(s, log);
        return;
    }
    if (s->blocker >= 0 && s->bactive[s->blocker] == KUTF_BLK_ACTIVE) {
        cup_add(&s->cup, s->blocker);
        LOGF("Back into the cup: %s (%d).",
             s->data->blocker[s->blocker].name,
             s->data->blocker[s->blocker].strength);
    }
    s->blocker = -1;
    s->dispersed = 0;
    if (s->deck.ndraw == 0) {
        LOGF("The last card has been played and the relief column is still at "
             "%s: moderate defeat.", s->data->route[s->relief_pos].name);
        kutf_finish(s, KUTF_OUT_MODERATE_DEFEAT);
        return;
    }
    start_turn(s);
}

static void drop_pending(kutf_state *s, glog *log)
{
    switch (s->pend) {
    case KUTF_PEND_CASUALTY:
        LOGF("%d casualt%s cannot be taken and %s ignored.", s->cas_left,
             s->cas_left == 1 ? "y" : "ies", s->cas_left == 1 ? "is" : "are");
        s->cas_left = 0;
        break;
    case KUTF_PEND_LOSS:
        LOGF("%d Loss%s cannot be fulfilled and %s ignored [11.5]: Speed "
             "and Combat Power are too near their starting boxes to give two "
             "boxes, or a box of each, and the army is at %s%s.", s->loss_left,
             s->loss_left == 1 ? "" : "es", s->loss_left == 1 ? "is" : "are",
             s->data->route[s->relief_pos].name,
             s->relief_pos == 0 ? " and cannot retreat" : "");
        s->loss_left = 0;
        break;
    case KUTF_PEND_GAIN:
        LOGF("No unit can receive the gain%s: only a unit below its starting "
             "CP may [5.1].", s->fx_done ? " any more" : "");
        s->fx_picks = 0;
        break;
    case KUTF_PEND_LOSE:
        LOGF("No %sunit is in play to suffer the CP loss.",
             s->fx_done ? "other " : "");
        s->fx_picks = 0;
        break;
    default:
        break;
    }
    if (s->pend == KUTF_PEND_PLACE)
        resume_after_place(s);
    else
        s->pend = KUTF_PEND_NONE;
}

/* The steps with no decision in them, until the player has a choice (0)
 * or one is left with a single way to take it (1: *forced, which the
 * caller performs before running on). */
static int run(kutf_state *s, glog *log, kutf_action *forced)
{
    kutf_action acts[2];
    const kutf_card *c;
    int n, guard = 0;

    while (guard++ < 10000) {
        if (s->outcome) {
            s->seg = KUTF_SEG_OVER;
            return 0;
        }
        if (s->pend == KUTF_PEND_CASUALTY) {
            /* who may take the next casualty, from the mask (asked
             * after every casualty): none, one taker, or a choice */
            unsigned m = kutf_casualty_mask(s);
            if (!m) {
                drop_pending(s, log);
            } else if (!(m & (m - 1))) {
                take_casualty(s, kutf_low_unit(m) - 1, log);
            } else {
                return 0;
            }
            continue;
        }
        if (s->pend != KUTF_PEND_NONE) {
            /* none, one, or a choice */
            n = kutf_legal(s, acts, 2);
            if (n == 0)
                drop_pending(s, log);
            else if (n == 1)
                return *forced = acts[0], 1;
            else
                return 0;
            continue;
        }
        if (s->fxq_pos < s->nfxq) {
            n = s->fxq_pos++;
            kutf_do_fx(s, &s->fxq[n], s->fxq_src[n], log);
            continue;
        }
        s->nfxq = s->fxq_pos = 0;
        switch (s->seg) {
        case KUTF_SEG_SETUP:
            if (s->placed < KUTF_UNITS)
                return 0;
            LOGF("The eight detachments are in place. The siege begins.");
            start_turn(s);
            break;
        case KUTF_SEG_CARD:
            card_step(s, log);
            break;
        case KUTF_SEG_LEG_SPECIALS:
            c = &s->data->card[s->current];
            kutf_queue_fx(s, c->leg, c->nleg, s->current, 0);
            s->seg = KUTF_SEG_LEG_PLACEMENT;
            break;
        case KUTF_SEG_LEG_PLACEMENT:
            c = &s->data->card[s->current];
            placement(s, log);
            s->actions_left = c->actions + s->turn_actions + s->perm_actions;
            if (s->actions_left < 0)
                s->actions_left = 0;
            s->seg = KUTF_SEG_ACTIONS;
            break;
        case KUTF_SEG_ACTIONS:
            if (!kutf_only_end(s))
                return 0;
            s->actions_left = 0;
            s->seg = KUTF_SEG_ADVANCE;
            break;
        case KUTF_SEG_ADVANCE:
            if (s->halt_due) {
                s->halt_due = 0;
                s->pend = KUTF_PEND_HALT;
                break;
            }
            chinese_advance(s, log);
            if (!s->outcome) {
                s->moves_made = 0;
                s->seg = KUTF_SEG_MOVEMENT;
            }
            break;
        case KUTF_SEG_MOVEMENT:
            if (!kutf_only_end(s))
                return 0;
            s->seg = KUTF_SEG_REL_SPECIALS;
            break;
        case KUTF_SEG_REL_SPECIALS:
            c = &s->data->card[s->current];
            kutf_queue_fx(s, c->rel, c->nrel, s->current, 1);
            s->seg = KUTF_SEG_BLOCKADE;
            break;
        case KUTF_SEG_BLOCKADE:
            draw_blocker(s, log);
            break;
        case KUTF_SEG_COMMANDS:
            if (!kutf_only_end(s))
                return 0;
            s->commands_left = 0;
            s->seg = KUTF_SEG_HOUSEKEEPING;
            break;
        case KUTF_SEG_HOUSEKEEPING:
            housekeeping(s, log);
            break;
        default:
            return 0;
        }
    }
    return 0;
}

int kutf_apply(kutf_state *s, const kutf_action *a, glog *log, char *why,
               size_t n)
{
    kutf_action b = *a;
    const char *no;

    /* a swap names an unordered pair */
    if (b.type == KUTF_A_SWAP && b.unit > b.other) {
        int t = b.unit;
        b.unit = b.other;
        b.other = t;
    }
    no = kutf_check(s, &b);
    if (no) {
        if (why && n)
            snprintf(why, n, "%s", no);
        return -1;
    }
    kutf_apply_legal(s, &b, log);
    return 0;
}

void kutf_apply_legal(kutf_state *s, const kutf_action *a, glog *log)
{
    /* the dice tray shows the newest rolls: a new action's, except while
     * a choice the last one left is answered (one test of a bit set) */
    enum { KEEP = 1 << KUTF_A_CASUALTY | 1 << KUTF_A_LOSS | 1 << KUTF_A_GAIN |
                  1 << KUTF_A_LOSE | 1 << KUTF_A_PLACE | 1 << KUTF_A_HALT |
                  1 << KUTF_A_PLAY_EVENT };

    kutf_action forced;
    int guard = 0;

    if (a->type < 0 || a->type >= KUTF_NA || !(KEEP >> a->type & 1))
        s->nrolls = 0;
    /* perform's one call (the compiler folds it in here): the player's
     * action, then each choice left with one way to take it */
    for (;;) {
        perform(s, a, log);
        if (!run(s, log, &forced) || ++guard > 10000)
            break;
        a = &forced;
    }
}
