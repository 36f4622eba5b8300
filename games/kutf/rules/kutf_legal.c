/* kutf_legal: legality in Keep Up The Fire!. One `check` decides (and
 * says why not); the legal list is every candidate that passes it, so the
 * two never disagree; the shortcuts the sequence of play asks after every
 * action (one choice? only "end"?) give the same answers. */
#include <stdio.h>
#include <string.h>

#include "kutf.h"
#include "kutf_local.h"

/* ---- legality ------------------------------------------------------------- */

/* Who may take the next melee casualty, as a mask: bit 0 the
 * fortification, bit u + 1 legation unit u. Casualties are shared
 * evenly: a defender may take one when no other defender of the melee
 * has taken fewer, that is when it has taken the fewest; the fortification
 * may lose a level when it is not ahead of any unit that fought in the
 * melee (one eliminated in it, cas_unit > 0, now out of play, still
 * counts). One pass over the units: the simulator asks after every
 * casualty. */
unsigned kutf_casualty_mask(const kutf_state *s)
{
    int t = s->cas_track, v, least = 1 << 30, least_all = 1 << 30;
    unsigned m = 0;     /* the defenders with the fewest so far */

    if (t >= 0 && t < KUTF_TRACKS) {
        /* the same mask from the wall's byte of kutf_wall_units (its
         * defenders, at most two): the loop below was a twentieth of the
         * simulator's instructions */
        unsigned in = kutf_wall_of(s, t), b;
        for (b = in; b; b &= b - 1) {
            int c = s->cas_unit[kutf_low_unit(b)];
            if (c < least) {
                least = c;
                m = 0;
            }
            m |= (unsigned)(c == least) << kutf_low_unit(b);
        }
        m <<= 1;
        if (s->fort <= 0 || s->cas_fort > least)
            return m;
        /* the fort may lose a level: not ahead of any defender, nor of a
         * unit of the melee since eliminated (one that took any; none
         * can be ahead of a fort that has taken none) */
        if (s->cas_fort > 0)
            for (v = 0; v < KUTF_UNITS; v++)
                if (!(in >> v & 1) && s->cas_unit[v] > 0 &&
                    s->cas_unit[v] < s->cas_fort)
                    return m;
        return m | 1;
    }
    for (v = 0; v < KUTF_UNITS; v++) {
        int c = s->cas_unit[v];
        if (s->utrack[v] == t && s->cp[v] > 0) {
            if (c < least) {
                least = c;
                m = 1u << (v + 1);
            } else if (c == least) {
                m |= 1u << (v + 1);
            }
        } else if (c <= 0) {
            continue;
        }
        if (c < least_all)
            least_all = c;
    }
    if (s->fort > 0 && s->cas_fort <= least_all)
        m |= 1;
    return m;
}

static int casualty_ok(const kutf_state *s, int target)
{
    return target >= -1 && target < KUTF_UNITS &&
           (kutf_casualty_mask(s) >> (target + 1) & 1);
}

static int loss_ok(const kutf_state *s, int choice)
{
    const kutf_data *d = s->data;

    switch (choice) {
    case KUTF_LOSS_SPEED2: return s->speed_box >= d->speed.start + 2;
    case KUTF_LOSS_CP2: return s->power_box >= d->power.start + 2;
    case KUTF_LOSS_BOTH:
        return s->speed_box >= d->speed.start + 1 &&
               s->power_box >= d->power.start + 1;
    case KUTF_LOSS_RETREAT: return s->relief_pos > 0;
    default: return 0;
    }
}

static int valid_unit(int u)
{
    return u >= 0 && u < KUTF_UNITS;
}

static int valid_track(int t)
{
    return t >= 0 && t < KUTF_TRACKS;
}

/* NULL when the action is legal now, otherwise why not. */
const char *kutf_check(const kutf_state *s, const kutf_action *a)
{
    const kutf_data *d = s->data;
    int t, u, pendless = s->pend == KUTF_PEND_NONE;

    if (s->outcome)
        return "The game is over.";
    switch (a->type) {
    case KUTF_A_PLACE:
        u = a->unit;
        if (s->pend == KUTF_PEND_PLACE) {
            if (u != s->pend_unit)
                return s->pend_unit == KUTF_GUN ? "Place the International Gun first."
                                                : "Place the revived unit first.";
            if (u == KUTF_GUN)
                return valid_track(a->box) ? NULL : "No such gun box.";
        } else if (s->seg == KUTF_SEG_SETUP && pendless) {
            if (!valid_unit(u))
                return "Place one of the eight legation units.";
            if (s->utrack[u] >= 0)
                return "That unit is already placed.";
        } else {
            return "Nothing is waiting to be placed.";
        }
        if (a->box < 0 || a->box >= KUTF_TRACKS * KUTF_SLOTS)
            return "No such defenders box.";
        if (kutf_slot_taken(s, a->box / 2, a->box % 2))
            return "That box is occupied.";
        return NULL;
    case KUTF_A_FORTIFY:
    case KUTF_A_FIRE:
    case KUTF_A_MELEE:
    case KUTF_A_PEITANG:
        if (s->seg != KUTF_SEG_ACTIONS || !pendless)
            return "That is only possible during your Legation Actions.";
        if (s->actions_left <= 0)
            return "No Actions are left this turn.";
        if (a->type == KUTF_A_FORTIFY)
            return s->fort < KUTF_MAX_FORT ? NULL :
                   "The fortification is at its maximum (4).";
        if (a->type == KUTF_A_PEITANG)
            return s->peitang_open ? NULL :
                   "The current card offers no Peitang opportunity now.";
        t = a->track;
        if (!valid_track(t))
            return "No such track.";
        if (!s->ch[t].kind)
            return "There is no Chinese unit on that track.";
        if (a->type == KUTF_A_FIRE) {
            if (s->ch[t].space > KUTF_LONG)
                return "Fire only reaches Long and Extreme Range; use a Melee.";
            if (kutf_defenders(s, t) == 0 && s->gun_track != t)
                return "Nobody defends that wall.";
            return NULL;
        }
        if (s->ch[t].space < KUTF_WALL)
            return "Melee only at the Wall or in the Street; use Fire.";
        if (kutf_defenders(s, t) > 0)
            return NULL;
        if (s->gun_track == t && s->ch[t].space == KUTF_WALL)
            return NULL;
        return s->gun_track == t ? "The gun cannot fight in the Street alone."
                                 : "Nobody defends that wall.";
    case KUTF_A_CASUALTY:
        if (s->pend != KUTF_PEND_CASUALTY)
            return "No casualties are waiting to be taken.";
        if (a->unit >= KUTF_UNITS || a->unit < -1)
            return "No such unit.";
        if (casualty_ok(s, a->unit))
            return NULL;
        if (a->unit < 0)
            return s->fort <= 0 ? "The fortification is already at 0." :
                   "The fortification cannot lose more than one level ahead "
                   "of each defender.";
        if (s->utrack[a->unit] != s->cas_track || s->cp[a->unit] <= 0)
            return "That unit did not fight in this melee.";
        return "Casualties must be shared evenly between the defenders.";
    case KUTF_A_MOVE:
    case KUTF_A_SWAP:
        if (s->seg != KUTF_SEG_MOVEMENT || !pendless)
            return "Units move only in the Legation Movement segment.";
        u = a->unit;
        if (a->type == KUTF_A_MOVE) {
            if (!valid_track(a->track))
                return "No such track.";
            if (u == KUTF_GUN) {
                if (s->gun_track < 0)
                    return "The International Gun is not in play.";
                if (s->gun_track == a->track)
                    return "The gun is already there.";
                return kutf_frozen(s, KUTF_GUN) ? "The gun is engaged and "
                       "cannot leave its wall." : NULL;
            }
            if (!valid_unit(u) || s->utrack[u] < 0)
                return "That unit is not in play.";
            if (s->utrack[u] == a->track)
                return "That unit is already there.";
            if (kutf_frozen(s, u))
                return "That unit is engaged and cannot leave its wall.";
            if (kutf_defenders(s, a->track) >= KUTF_SLOTS)
                return "At most two legation units may defend a wall.";
            return NULL;
        }
        if (!valid_unit(u) || !valid_unit(a->other) || s->utrack[u] < 0 ||
            s->utrack[a->other] < 0)
            return "Both units must be in play.";
        if (s->utrack[u] == s->utrack[a->other])
            return "Those units defend the same wall.";
        if (kutf_frozen(s, u) || kutf_frozen(s, a->other))
            return "An engaged unit cannot leave its wall.";
        return NULL;
    case KUTF_A_SPEED:
    case KUTF_A_POWER:
    case KUTF_A_ATTACK:
    case KUTF_A_ADVANCE:
        if (s->seg != KUTF_SEG_COMMANDS || !pendless)
            return "That is only possible during the Relief Column Commands.";
        if (s->commands_left <= 0)
            return "No Commands are left this turn.";
        if (a->type == KUTF_A_SPEED)
            return s->speed_box < d->speed.nboxes - 1 ? NULL :
                   "Speed is at its maximum.";
        if (a->type == KUTF_A_POWER)
            return s->power_box < d->power.nboxes - 1 ? NULL :
                   "Combat Power is at its maximum.";
        if (s->arrived && (a->type == KUTF_A_ATTACK || a->type == KUTF_A_ADVANCE))
            return "The army is in Peking: only Speed or Combat Power now.";
        if (a->type == KUTF_A_ATTACK) {
            if (s->blocker < 0)
                return "No blocking unit bars the way.";
            return s->dispersed ? "The blocking unit is already dispersed." : NULL;
        }
        return s->dispersed ? NULL : "Disperse the blocking unit first.";
    case KUTF_A_LOSS:
        if (s->pend != KUTF_PEND_LOSS)
            return "No Loss is waiting to be taken.";
        if (a->choice < KUTF_LOSS_SPEED2 || a->choice > KUTF_LOSS_RETREAT)
            return "No such Loss choice (speed2, cp2, both or retreat).";
        if (loss_ok(s, a->choice))
            return NULL;
        return a->choice == KUTF_LOSS_RETREAT ? "The army is already at Taku." :
               "That track cannot drop below its starting box.";
    case KUTF_A_PLAY_EVENT:
        if (a->card < 0 || a->card >= d->ncards || kutf_in_hand(s, a->card) < 0)
            return "That event is not in your hand.";
        switch (d->card[a->card].when) {
        case KUTF_WHEN_ACTIONS:
            return s->seg == KUTF_SEG_ACTIONS && pendless ? NULL :
                   "This event is played during your Legation Actions.";
        case KUTF_WHEN_COMMANDS:
            return s->seg == KUTF_SEG_COMMANDS && pendless ? NULL :
                   "This event is played during the Relief Column Commands.";
        case KUTF_WHEN_LOSS:
            if (s->pend != KUTF_PEND_LOSS)
                return "This event is played when the relief column suffers a Loss.";
            /* a Loss nothing can pay is ignored anyway: never waste the card */
            for (t = 0; t <= KUTF_LOSS_RETREAT; t++)
                if (loss_ok(s, t))
                    return NULL;
            return "This Loss cannot be taken and is ignored; keep the event.";
        default:
            return "This event cannot be played now.";
        }
    case KUTF_A_GAIN:
        if (s->pend != KUTF_PEND_GAIN)
            return "No CP gain is waiting.";
        if (!valid_unit(a->unit))
            return "No such unit.";
        if (s->fx_done & (1 << a->unit))
            return "That unit has already been picked for this gain.";
        return kutf_eligible_gain(s, a->unit) ? NULL :
               "Only a unit below its starting CP may gain.";
    case KUTF_A_LOSE:
        if (s->pend != KUTF_PEND_LOSE)
            return "No CP loss is waiting.";
        if (!valid_unit(a->unit))
            return "No such unit.";
        if (s->fx_done & (1 << a->unit))
            return "That unit has already been picked for this loss.";
        return s->cp[a->unit] > 0 && s->utrack[a->unit] >= 0 ? NULL :
               "That unit is not in play.";
    case KUTF_A_HALT:
        if (s->pend != KUTF_PEND_HALT)
            return "No halt is waiting to be chosen.";
        if (!valid_track(a->track))
            return "No such track.";
        return s->ch[a->track].kind ? NULL : "There is no Chinese unit there.";
    case KUTF_A_END:
        if (!pendless)
            return "Finish the choice in progress first.";
        if (s->seg == KUTF_SEG_ACTIONS || s->seg == KUTF_SEG_MOVEMENT ||
            s->seg == KUTF_SEG_COMMANDS)
            return NULL;
        return s->seg == KUTF_SEG_SETUP ? "Place all eight units first." :
               "There is nothing to end now.";
    default:
        return "Unknown action.";
    }
}

const char *kutf_why_not(const kutf_state *s, const kutf_action *a)
{
    return kutf_check(s, a);
}

static int push(const kutf_state *s, kutf_action *out, int max, int n,
                const kutf_action *a)
{
    if (n < max && kutf_check(s, a) == NULL)
        out[n++] = *a;
    return n;
}

static void act0(kutf_action *a, int type)
{
    memset(a, 0, sizeof *a);
    a->type = type;
    a->unit = a->box = a->track = a->other = a->card = -1;
    a->choice = -1;
}

/* kutf_legal's list while a unit pick, a Loss or a halt waits, written
 * out: check's condition for each candidate read off the state, in the
 * list's order (the sequence of play asks after every such step, the bot
 * at each of these choices). Held events are legal only for a Loss, and
 * only when some way to pay it is. -1: not one of these choices. */
static int pend_list(const kutf_state *s, kutf_action *out, int max)
{
    const kutf_data *d = s->data;
    kutf_action a;
    int n = 0, i, ok = 0;

    switch (s->pend) {
    case KUTF_PEND_GAIN:
    case KUTF_PEND_LOSE:
        act0(&a, s->pend == KUTF_PEND_GAIN ? KUTF_A_GAIN : KUTF_A_LOSE);
        for (a.unit = 0; a.unit < KUTF_UNITS && n < max; a.unit++) {
            int u = a.unit;
            if (s->fx_done & (1 << u))
                continue;
            if (s->pend == KUTF_PEND_GAIN ? kutf_eligible_gain(s, u) :
                s->cp[u] > 0 && s->utrack[u] >= 0)
                out[n++] = a;
        }
        return n;
    case KUTF_PEND_HALT:
        act0(&a, KUTF_A_HALT);
        for (a.track = 0; a.track < KUTF_TRACKS && n < max; a.track++)
            if (s->ch[a.track].kind)
                out[n++] = a;
        return n;
    case KUTF_PEND_LOSS:
        act0(&a, KUTF_A_LOSS);
        for (a.choice = 0; a.choice <= KUTF_LOSS_RETREAT; a.choice++)
            if (loss_ok(s, a.choice)) {
                ok = 1;
                if (n < max)
                    out[n++] = a;
            }
        act0(&a, KUTF_A_PLAY_EVENT);
        for (i = 0; i < s->nhand && ok && n < max; i++) {
            a.card = s->hand[i];
            if (a.card >= 0 && a.card < d->ncards &&
                d->card[a.card].when == KUTF_WHEN_LOSS)
                out[n++] = a;
        }
        return n;
    default:
        return -1;
    }
}

int kutf_legal(const kutf_state *s, kutf_action *out, int max)
{
    kutf_action a;
    int n = 0, i, u, v, t;

    if (s->outcome)
        return 0;
    if ((n = pend_list(s, out, max)) >= 0)
        return n;
    n = 0;
    switch (s->pend) {
    case KUTF_PEND_PLACE:
        act0(&a, KUTF_A_PLACE);
        a.unit = s->pend_unit;
        for (a.box = 0; a.box < (s->pend_unit == KUTF_GUN ? KUTF_TRACKS :
                                 KUTF_TRACKS * KUTF_SLOTS); a.box++)
            n = push(s, out, max, n, &a);
        return n;
    case KUTF_PEND_CASUALTY:
        act0(&a, KUTF_A_CASUALTY);
        for (a.unit = -1; a.unit < KUTF_UNITS; a.unit++)
            if (a.unit < 0 || s->utrack[a.unit] == s->cas_track)
                n = push(s, out, max, n, &a);
        return n;
    case KUTF_PEND_GAIN:
    case KUTF_PEND_LOSE:
        act0(&a, s->pend == KUTF_PEND_GAIN ? KUTF_A_GAIN : KUTF_A_LOSE);
        for (a.unit = 0; a.unit < KUTF_UNITS; a.unit++)
            n = push(s, out, max, n, &a);
        return n;
    case KUTF_PEND_LOSS:
        act0(&a, KUTF_A_LOSS);
        for (a.choice = 0; a.choice <= KUTF_LOSS_RETREAT; a.choice++)
            n = push(s, out, max, n, &a);
        break;  /* loss events may be played too */
    case KUTF_PEND_HALT:
        act0(&a, KUTF_A_HALT);
        for (a.track = 0; a.track < KUTF_TRACKS; a.track++)
            n = push(s, out, max, n, &a);
        return n;
    default:
        break;
    }
    if (s->pend == KUTF_PEND_NONE) {
        switch (s->seg) {
        case KUTF_SEG_SETUP: {
            int taken = 0;  /* boxes in use: skip them before checking */
            for (u = 0; u < KUTF_UNITS; u++)
                if (s->utrack[u] >= 0)
                    taken |= 1 << (s->utrack[u] * 2 + s->uslot[u]);
            act0(&a, KUTF_A_PLACE);
            for (u = 0; u < KUTF_UNITS; u++) {
                if (s->utrack[u] >= 0)
                    continue;
                a.unit = u;
                for (a.box = 0; a.box < KUTF_TRACKS * KUTF_SLOTS; a.box++)
                    if (!(taken & (1 << a.box)))
                        n = push(s, out, max, n, &a);
            }
            return n;
        }
        case KUTF_SEG_ACTIONS:
            if (s->actions_left <= 0)
                break;      /* only events and "end" remain */
            act0(&a, KUTF_A_FORTIFY);
            n = push(s, out, max, n, &a);
            for (t = 0; t < KUTF_TRACKS; t++) {
                if (!s->ch[t].kind)
                    continue;
                act0(&a, s->ch[t].space <= KUTF_LONG ? KUTF_A_FIRE : KUTF_A_MELEE);
                a.track = t;
                n = push(s, out, max, n, &a);
            }
            if (s->peitang_open) {
                act0(&a, KUTF_A_PEITANG);
                n = push(s, out, max, n, &a);
            }
            break;
        case KUTF_SEG_MOVEMENT: {
            int mov[KUTF_UNITS + 1], full[KUTF_TRACKS];   /* prefilters */
            for (t = 0; t < KUTF_TRACKS; t++)
                full[t] = kutf_defenders(s, t) >= KUTF_SLOTS;
            for (u = 0; u <= KUTF_GUN; u++)
                mov[u] = (u == KUTF_GUN ? s->gun_track >= 0 : s->utrack[u] >= 0) &&
                         !kutf_frozen(s, u);
            for (u = 0; u <= KUTF_GUN; u++) {
                if (!mov[u])
                    continue;
                act0(&a, KUTF_A_MOVE);
                a.unit = u;
                for (a.track = 0; a.track < KUTF_TRACKS; a.track++)
                    if (u == KUTF_GUN || !full[a.track])
                        n = push(s, out, max, n, &a);
            }
            act0(&a, KUTF_A_SWAP);
            for (u = 0; u < KUTF_UNITS; u++)
                for (v = u + 1; v < KUTF_UNITS && mov[u]; v++) {
                    if (!mov[v] || s->utrack[u] == s->utrack[v])
                        continue;
                    a.unit = u;
                    a.other = v;
                    n = push(s, out, max, n, &a);
                }
            break;
        }
        case KUTF_SEG_COMMANDS:
            if (s->commands_left <= 0)
                break;
            act0(&a, KUTF_A_SPEED);
            n = push(s, out, max, n, &a);
            act0(&a, KUTF_A_POWER);
            n = push(s, out, max, n, &a);
            act0(&a, KUTF_A_ATTACK);
            n = push(s, out, max, n, &a);
            act0(&a, KUTF_A_ADVANCE);
            n = push(s, out, max, n, &a);
            break;
        default:
            return 0;
        }
    }
    for (i = 0; i < s->nhand; i++) {
        act0(&a, KUTF_A_PLAY_EVENT);
        a.card = s->hand[i];
        n = push(s, out, max, n, &a);
    }
    if (s->pend == KUTF_PEND_NONE) {
        act0(&a, KUTF_A_END);
        n = push(s, out, max, n, &a);
    }
    return n;
}

/* Only "end" possible? Then the segment ends by itself. The same answer
 * as kutf_legal listing nothing but "end" (run() asks only with no choice
 * pending, when "end" is legal), found without building the list or
 * asking check: check's conditions for each candidate of the segment,
 * read off the state (the simulator asks this after every action). */
int kutf_only_end(const kutf_state *s)
{
    const kutf_data *d = s->data;
    unsigned def = 0;       /* kutf_wall_units: byte t, wall t's defenders */
    int t, i, when;

    if (s->outcome)
        return 1;         /* check refuses everything once the game is over */
    /* a held event is legal in the segment its "when" names */
    when = s->seg == KUTF_SEG_ACTIONS ? KUTF_WHEN_ACTIONS :
           s->seg == KUTF_SEG_COMMANDS ? KUTF_WHEN_COMMANDS : -1;
    for (i = 0; i < s->nhand && when >= 0; i++)
        if (s->hand[i] >= 0 && s->hand[i] < d->ncards &&
            d->card[s->hand[i]].when == when)
            return 0;
    if (s->seg == KUTF_SEG_ACTIONS) {
        if (s->actions_left <= 0)
            return 1;
        if (s->fort < KUTF_MAX_FORT || s->peitang_open)
            return 0;
    }
    switch (s->seg) {
    case KUTF_SEG_ACTIONS:
        def = kutf_wall_units(s);
        for (t = 0; t < KUTF_TRACKS; t++) {
            const kutf_chinese *ch = &s->ch[t];
            if (!ch->kind)
                continue;
            if ((def >> (8 * t) & 0xffu) ||
                (s->gun_track == t && ch->space <= KUTF_WALL))
                return 0;      /* fire (Long, Extreme) or melee (the Wall) */
        }
        return 1;
    case KUTF_SEG_MOVEMENT: {
        /* a unit not frozen may move to another wall with room (the gun
         * to any other wall), or swap with a free unit on another wall;
         * walls as bit masks (asked after every move): free units on two
         * walls settle it before any wall's defenders are counted */
        unsigned walls, engaged = kutf_walls_engaged(s);
        if (s->gun_track >= 0 && !(engaged >> s->gun_track & 1))
            return 0;
        walls = kutf_walls_held(kutf_wall_placed(s)) & ~engaged;
        if (!walls)
            return 1;
        if (walls & (walls - 1))
            return 0;                       /* a swap */
        /* room on another wall (fewer than two defenders) */
        return !(kutf_walls_open(kutf_wall_units(s)) & ~walls);
    }
    case KUTF_SEG_COMMANDS:
        if (s->commands_left <= 0)
            return 1;
        if (s->speed_box < d->speed.nboxes - 1 ||
            s->power_box < d->power.nboxes - 1)
            return 0;
        if (s->arrived)
            return 1;
        return !(s->dispersed || s->blocker >= 0);   /* advance / attack */
    default:
        return 1;
    }
}
