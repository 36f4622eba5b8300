/* kutf_rules: the Keep Up The Fire! sequence of play over a plain state.
 * One `check` function decides legality (and says why not); the legal list
 * is every candidate that passes it, so the two never disagree. Steps with
 * no decision in them run inside `run` until the player has a choice. */
#include <stdio.h>
#include <string.h>

#include "kutf.h"

#define LOGF(...) do { if (log) glog_add(log, __VA_ARGS__); } while (0)
/* A die's purpose is read only when faces are fed from outside (a save's
 * rolls, a player rolling their own dice): formatting it for every roll of
 * the simulator cost a twentieth of its time. */
#define DIE_FOR(s, ...) do { if ((s)->dice.feed || (s)->dice.strict) \
                                 dice_for(&(s)->dice, __VA_ARGS__); } while (0)

static void run(kutf_state *s, glog *log);

/* A sentence longer than a log line is split after a "; ". */
static void log_long(glog *log, const char *text)
{
    char part[GLOG_LINE];
    size_t len = strlen(text), cut;

    while (len >= GLOG_LINE) {
        cut = GLOG_LINE - 1;
        while (cut > 0 && !(text[cut - 1] == ';' && text[cut] == ' '))
            cut--;
        if (cut == 0)
            cut = GLOG_LINE - 1;
        snprintf(part, sizeof part, "%.*s", (int)cut, text);
        glog_add(log, "%s", part);
        text += cut;
        while (*text == ' ')
            text++;
        len = strlen(text);
    }
    glog_add(log, "%s", text);
}

/* ---- small queries -------------------------------------------------- */

static const kutf_card *cur_card(const kutf_state *s)
{
    return s->current >= 0 ? &s->data->card[s->current] : NULL;
}

int kutf_speed_drm(const kutf_state *s)
{
    return s->data->speed.drm[s->speed_box];
}

int kutf_power_drm(const kutf_state *s)
{
    return s->data->power.drm[s->power_box];
}

int kutf_defenders(const kutf_state *s, int track)
{
    int u, n = 0;

    for (u = 0; u < KUTF_UNITS; u++)
        if (s->utrack[u] == track && s->cp[u] > 0)
            n++;
    return n;
}

static int engaged(const kutf_state *s, int t)
{
    return s->ch[t].kind != KUTF_NOBODY && s->ch[t].space >= KUTF_WALL;
}

int kutf_frozen(const kutf_state *s, int unit)
{
    int t = unit == KUTF_GUN ? s->gun_track : s->utrack[unit];

    return t >= 0 && engaged(s, t);
}

static int slot_taken(const kutf_state *s, int track, int slot)
{
    int u;

    for (u = 0; u < KUTF_UNITS; u++)
        if (s->utrack[u] == track && s->uslot[u] == slot && s->cp[u] > 0)
            return 1;
    return 0;
}

static int free_slot(const kutf_state *s, int track)
{
    return slot_taken(s, track, 0) ? 1 : 0;
}

static int in_hand(const kutf_state *s, int card)
{
    int i;

    for (i = 0; i < s->nhand; i++)
        if (s->hand[i] == card)
            return i;
    return -1;
}

static const char *track_name(const kutf_state *s, int t)
{
    return s->data->track[t].name;
}

static const char *kind_name(int kind)
{
    return kind == KUTF_BOXER ? "Boxer" : kind == KUTF_QING ? "Qing" : "no";
}

const char *kutf_box_name(const kutf_state *s, int box, int gun, char *buf,
                          size_t n)
{
    if (gun)
        snprintf(buf, n, "%sG", s->data->track[box & 3].id);
    else
        snprintf(buf, n, "%s%d", s->data->track[(box / 2) & 3].id, box % 2 + 1);
    return buf;
}

const char *kutf_outcome_name(int outcome)
{
    static const char *const names[KUTF_NOUT] = {
        "", "decisive-defeat", "substantive-defeat", "moderate-defeat",
        "pyrrhic-victory", "minor-victory", "moderate-victory",
        "substantive-victory", "decisive-victory"
    };
    return outcome >= 0 && outcome < KUTF_NOUT ? names[outcome] : "";
}

int kutf_victory_level(int vp)
{
    if (vp >= 75)
        return KUTF_OUT_DECISIVE;
    if (vp >= 63)
        return KUTF_OUT_SUBSTANTIVE;
    if (vp >= 46)
        return KUTF_OUT_MODERATE;
    if (vp >= 29)
        return KUTF_OUT_MINOR;
    return KUTF_OUT_PYRRHIC;
}

void kutf_vp_now(const kutf_state *s, kutf_vp *v)
{
    int u;

    memset(v, 0, sizeof *v);
    for (u = 0; u < KUTF_UNITS; u++)
        if (s->cp[u] > 0)
            v->cp += s->cp[u];
    v->cards = s->deck.ndraw;
    v->drm = kutf_speed_drm(s) + kutf_power_drm(s);
    v->heroic = 5 * s->heroic;
    v->total = v->cp + v->cards + v->drm + v->heroic;
}

const char *kutf_mod_label(const kutf_state *s, const kutf_mod *m, char *buf,
                           size_t n)
{
    switch (m->src) {
    case KUTF_SRC_UNIT:
        snprintf(buf, n, "%s", m->arg >= 0 && m->arg < KUTF_UNITS ?
                 s->data->unit[m->arg].name : "unit");
        break;
    case KUTF_SRC_GUN: snprintf(buf, n, "Gun"); break;
    case KUTF_SRC_BOXER: snprintf(buf, n, "Boxer"); break;
    case KUTF_SRC_STREET: snprintf(buf, n, "Street Fighting"); break;
    case KUTF_SRC_EXTREME: snprintf(buf, n, "Extreme Range"); break;
    case KUTF_SRC_WALL: snprintf(buf, n, "Wall"); break;
    case KUTF_SRC_ONE_CP: snprintf(buf, n, "Chinese at 1 CP"); break;
    case KUTF_SRC_CARD: snprintf(buf, n, "Card"); break;
    case KUTF_SRC_EVENT: snprintf(buf, n, "Event"); break;
    case KUTF_SRC_POWER: snprintf(buf, n, "Combat Power"); break;
    case KUTF_SRC_SPEED: snprintf(buf, n, "Speed"); break;
    case KUTF_SRC_PERM: snprintf(buf, n, "Permanent event"); break;
    default: snprintf(buf, n, "?"); break;
    }
    return buf;
}

/* ---- dice tray ------------------------------------------------------- */

static kutf_roll *new_roll(kutf_state *s, int kind, int track, int die)
{
    kutf_roll *r;

    if (s->nrolls == KUTF_MAX_ROLLS) {  /* keep the latest */
        memmove(s->roll, s->roll + 1, (KUTF_MAX_ROLLS - 1) * sizeof s->roll[0]);
        s->nrolls--;
    }
    r = &s->roll[s->nrolls++];
    memset(r, 0, sizeof *r);
    r->kind = kind;
    r->track = track;
    r->die = die;
    r->total = die;
    r->target = -1;
    return r;
}

static void add_mod(kutf_roll *r, int value, int src, int arg)
{
    if (value == 0 || r->nmods == KUTF_MAX_MODS)
        return;
    r->mod[r->nmods].value = value;
    r->mod[r->nmods].src = src;
    r->mod[r->nmods].arg = arg;
    r->nmods++;
    r->total += value;
}

/* "5 +2 (Italy +1, Gun +1) = 7" */
static const char *roll_text(const kutf_state *s, const kutf_roll *r, char *buf,
                             size_t n)
{
    char lab[32];
    size_t k;
    int i, sum = 0;

    if (r->nmods == 0) {
        snprintf(buf, n, "%d", r->die);
        return buf;
    }
    for (i = 0; i < r->nmods; i++)
        sum += r->mod[i].value;
    k = (size_t)snprintf(buf, n, "%d %+d (", r->die, sum);
    for (i = 0; i < r->nmods && k < n; i++)
        k += (size_t)snprintf(buf + k, n - k, "%s%s %+d", i ? ", " : "",
                              kutf_mod_label(s, &r->mod[i], lab, sizeof lab),
                              r->mod[i].value);
    if (k < n)
        snprintf(buf + k, n - k, ") = %d", r->total);
    return buf;
}

/* ---- game end -------------------------------------------------------- */

static void finish(kutf_state *s, int outcome)
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
        finish(s, KUTF_OUT_SUBSTANTIVE_DEFEAT);
    }
}

static void relief_arrives(kutf_state *s, glog *log)
{
    kutf_vp v;

    kutf_vp_now(s, &v);
    s->vp = v;
    LOGF("The Eight-Nation Army enters Peking! VP: %d CP + %d cards + %d DRM "
         "+ %d heroic = %d.", v.cp, v.cards, v.drm, v.heroic, v.total);
    finish(s, kutf_victory_level(v.total));
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

static void add_losses(kutf_state *s, int n)
{
    if (n <= 0 || s->outcome)
        return;
    s->loss_left += n;
    s->pend = KUTF_PEND_LOSS;
}

/* ---- effects ------------------------------------------------------------ */

static int eligible_gain(const kutf_state *s, int u)
{
    return s->cp[u] < s->data->unit[u].start_cp;
}

/* Give u `amount` CP (capped at 8); a unit coming back from 0 must be
 * placed in a vacant defenders box, which interrupts any further picks. */
static void gain_unit(kutf_state *s, int u, int amount, glog *log)
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

static void lose_unit(kutf_state *s, int u, int amount, glog *log)
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

static void set_fort(kutf_state *s, int v, glog *log)
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
            LOGF("Cup: %s (%d) joins the blocking forces (card %s).",
                 bd->name, bd->strength, cid);
        }
        return;
    }
    if (s->bactive[b] == KUTF_BLK_WITHDRAWN) {
        LOGF("Card %s: %s (%d) is already out of the campaign.", cid,
             bd->name, bd->strength);
    } else if (s->bactive[b] == KUTF_BLK_NOT_YET) {
        s->bactive[b] = KUTF_BLK_WITHDRAWN;
        LOGF("Cup: %s (%d) has not joined yet; card %s withdraws it for "
             "good, so the card that would add it will do nothing.",
             bd->name, bd->strength, cid);
    } else if (active_blockers(s) <= 1) {
        LOGF("Card %s cannot remove %s (%d): it is the last blocking force "
             "and the cup is never left empty.", cid, bd->name, bd->strength);
    } else {
        s->bactive[b] = KUTF_BLK_WITHDRAWN;
        cup_remove(&s->cup, b);
        LOGF("Cup: %s (%d) leaves the blocking forces for good (card %s).",
             bd->name, bd->strength, cid);
    }
}

static void do_fx(kutf_state *s, const kutf_fx *fx, int src, glog *log)
{
    const kutf_data *d = s->data;
    const kutf_card *c = &d->card[src];
    int perm = c->event && c->permanent, t, a = fx->amount;

    switch (fx->type) {
    case KUTF_FX_GAIN_CP:
        if (fx->unit >= 0) {
            if (eligible_gain(s, fx->unit))
                gain_unit(s, fx->unit, a, log);
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
                lose_unit(s, fx->unit, a, log);
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
    case KUTF_FX_FORTIFY: set_fort(s, s->fort + a, log); break;
    case KUTF_FX_LOSE_FORT: set_fort(s, s->fort - a, log); break;
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
        LOGF("Speed marker %+d box(es): DRM now %+d.", s->speed_box - t,
             kutf_speed_drm(s));
        break;
    case KUTF_FX_POWER:
        t = s->power_box;
        move_box(s, &s->power_box, &d->power, a);
        LOGF("Combat Power marker %+d box(es): DRM now %+d.", s->power_box - t,
             kutf_power_drm(s));
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
                LOGF("The %s %s unit melts away.", track_name(s, t),
                     kind_name(ch->kind));
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

static void queue_fx(kutf_state *s, const kutf_fx *fx, int n, int src,
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

/* ---- set-up -------------------------------------------------------------- */

/* Shuffle an epoch's events; the first half are used, the rest set aside. */
static int half_events(kutf_state *s, int *ev, int n)
{
    int i;

    rng_shuffle_ints(&s->dice.r, ev, n);
    for (i = 0; i < n / 2; i++)
        s->unused[ev[i]] = 0;
    return n / 2;
}

static void push_shuffled(kutf_state *s, int *pile, int n)
{
    int i;

    rng_shuffle_ints(&s->dice.r, pile, n);
    for (i = 0; i < n; i++)
        deck_push(&s->deck, pile[i]);
}

static void build_deck(kutf_state *s)
{
    const kutf_data *d = s->data;
    int ev1[KUTF_MAX_CARDS], ev2[KUTF_MAX_CARDS], all[KUTF_MAX_CARDS];
    int p1[KUTF_MAX_CARDS], p2[KUTF_MAX_CARDS];
    int n1 = 0, n2 = 0, na = 0, k1 = 0, k2 = 0, i, k;

    deck_clear(&s->deck);
    for (i = 0; i < d->ncards; i++) {
        const kutf_card *c = &d->card[i];
        if (c->event) {
            s->unused[i] = 1;
            if (c->epoch == 1)
                ev1[n1++] = i;
            else
                ev2[n2++] = i;
            all[na++] = i;
        } else if (i != d->headline_first && i != d->headline_gun) {
            if (c->epoch == 1)
                p1[k1++] = i;
            else
                p2[k2++] = i;
        }
    }
    switch (s->deck_mode) {
    case KUTF_DECK_HISTORICAL:
        for (i = d->ncards - 1; i >= 0; i--)
            if (!d->card[i].event)
                deck_push(&s->deck, i);
        break;
    case KUTF_DECK_MIXED:
        k = half_events(s, all, na);
        for (i = 0; i < k2; i++)
            p1[k1++] = p2[i];
        for (i = 0; i < k; i++)
            p1[k1++] = all[i];
        push_shuffled(s, p1, k1);
        deck_insert(&s->deck, d->headline_gun, s->deck.ndraw / 2);
        deck_push(&s->deck, d->headline_first);
        break;
    default:    /* two epochs, built bottom-up */
        k = half_events(s, ev2, n2);
        for (i = 0; i < k; i++)
            p2[k2++] = ev2[i];
        push_shuffled(s, p2, k2);
        deck_push(&s->deck, d->headline_gun);
        k = half_events(s, ev1, n1);
        for (i = 0; i < k; i++)
            p1[k1++] = ev1[i];
        push_shuffled(s, p1, k1);
        deck_push(&s->deck, d->headline_first);
        break;
    }
}

void kutf_init(kutf_state *s, const kutf_data *d, int deck_mode, uint64_t seed)
{
    int u, b;

    memset(s, 0, sizeof *s);
    s->data = d;
    s->deck_mode = deck_mode;
    dice_init(&s->dice, seed);
    for (u = 0; u < KUTF_UNITS; u++) {
        s->cp[u] = d->unit[u].start_cp;
        s->utrack[u] = -1;
    }
    s->gun_track = -1;
    s->speed_box = d->speed.start;
    s->power_box = d->power.start;
    cup_clear(&s->cup);
    for (b = 0; b < d->nblockers; b++) {
        if (d->cup_start[b]) {
            s->bactive[b] = KUTF_BLK_ACTIVE;
            cup_add(&s->cup, b);
        }
    }
    s->bot_level = KUTF_BOT_STRONG;
    s->blocker = -1;
    s->current = -1;
    s->last_event = -1;
    s->pend_unit = -1;
    s->fx_unit = -1;
    s->cas_track = -1;
    build_deck(s);
    s->seg = KUTF_SEG_SETUP;
}

/* ---- legality ------------------------------------------------------------- */

static int casualty_ok(const kutf_state *s, int target)
{
    int t = s->cas_track, v;

    if (target < 0) {
        /* the limit is against every unit that fought in this melee: one
         * eliminated in it (cas_unit > 0, now out of play) still counts */
        if (s->fort <= 0)
            return 0;
        for (v = 0; v < KUTF_UNITS; v++)
            if (((s->utrack[v] == t && s->cp[v] > 0) || s->cas_unit[v] > 0) &&
                s->cas_fort > s->cas_unit[v])
                return 0;
        return 1;
    }
    if (target >= KUTF_UNITS || s->utrack[target] != t || s->cp[target] <= 0)
        return 0;
    for (v = 0; v < KUTF_UNITS; v++)
        if (v != target && s->utrack[v] == t && s->cp[v] > 0 &&
            s->cas_unit[target] > s->cas_unit[v])
            return 0;
    return 1;
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
static const char *check(const kutf_state *s, const kutf_action *a)
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
        if (slot_taken(s, a->box / 2, a->box % 2))
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
                   "The fortifications are at their maximum (4).";
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
            return s->fort <= 0 ? "The fortifications are already at 0." :
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
        if (a->card < 0 || a->card >= d->ncards || in_hand(s, a->card) < 0)
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
        return eligible_gain(s, a->unit) ? NULL :
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
    return check(s, a);
}

static int push(const kutf_state *s, kutf_action *out, int max, int n,
                const kutf_action *a)
{
    if (n < max && check(s, a) == NULL)
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

int kutf_legal(const kutf_state *s, kutf_action *out, int max)
{
    kutf_action a;
    int n = 0, i, u, v, t;

    if (s->outcome)
        return 0;
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

/* ---- combat ----------------------------------------------------------------- */

static void remove_chinese(kutf_state *s, int t, glog *log)
{
    LOGF("The %s %s unit is destroyed.", track_name(s, t),
         kind_name(s->ch[t].kind));
    memset(&s->ch[t], 0, sizeof s->ch[t]);
}

static const char *space_name(int sp)
{
    static const char *const n[KUTF_NSPACES] = {
        "Extreme Range", "Long Range", "the Wall", "Street Fighting",
        "Fort Halliday" };
    return sp >= 0 && sp < KUTF_NSPACES ? n[sp] : "?";
}

static void do_fire(kutf_state *s, int t, glog *log)
{
    const kutf_data *d = s->data;
    const kutf_card *c = cur_card(s);
    kutf_chinese *ch = &s->ch[t];
    kutf_roll *r;
    char b1[160], b2[160];
    int u, before = ch->cp, cas;

    s->actions_left--;
    DIE_FOR(s, "to-hit: fire at the %s track", s->data->track[t].name);
    r = new_roll(s, KUTF_ROLL_TO_HIT, t, dice_d6(&s->dice));
    for (u = 0; u < KUTF_UNITS; u++)
        if (s->utrack[u] == t && s->cp[u] > 0)
            add_mod(r, ch->space == KUTF_EXTREME ? d->unit[u].hit_extreme :
                    d->unit[u].hit_long, KUTF_SRC_UNIT, u);
    if (s->gun_track == t)
        add_mod(r, d->gun_hit, KUTF_SRC_GUN, -1);
    if (c)
        add_mod(r, c->drm_fire, KUTF_SRC_CARD, s->current);
    add_mod(r, s->turn_fire, KUTF_SRC_EVENT, -1);
    add_mod(r, s->perm_fire, KUTF_SRC_PERM, -1);
    r->target = ch->cp;
    r->result = r->total > ch->cp ? 1 : -1;
    if (r->result < 0) {
        LOGF("Fire at %s %s (%d CP) at %s: to-hit %s, not > %d: miss.",
             track_name(s, t), kind_name(ch->kind), ch->cp, space_name(ch->space),
             log ? roll_text(s, r, b1, sizeof b1) : "", ch->cp);
        return;
    }
    if (log)
        roll_text(s, r, b1, sizeof b1);
    DIE_FOR(s, "casualties of the fire at the %s track", s->data->track[t].name);
    r = new_roll(s, KUTF_ROLL_FIRE_CAS, t, dice_d6(&s->dice));
    if (s->gun_track == t)
        add_mod(r, d->gun_casualties, KUTF_SRC_GUN, -1);
    if (ch->kind == KUTF_BOXER)
        add_mod(r, d->boxer_casualties, KUTF_SRC_BOXER, -1);
    if (ch->space == KUTF_EXTREME)
        add_mod(r, d->extreme_casualties, KUTF_SRC_EXTREME, -1);
    cas = r->total > 0 ? r->total : 0;
    r->result = cas;
    ch->cp -= cas;
    if (log) {
        char line[512];
        snprintf(line, sizeof line, "Fire at %s %s (%d CP) at %s: to-hit %s > "
                 "%d, hit; casualties %s; %s CP %d -> %d.", track_name(s, t),
                 kind_name(ch->kind), before, space_name(ch->space), b1, before,
                 roll_text(s, r, b2, sizeof b2), track_name(s, t), before,
                 ch->cp > 0 ? ch->cp : 0);
        log_long(log, line);
    }
    if (ch->cp <= 0)
        remove_chinese(s, t, log);
}

static void do_melee(kutf_state *s, int t, glog *log)
{
    const kutf_data *d = s->data;
    kutf_chinese *ch = &s->ch[t];
    kutf_roll *rc, *rl;
    char b1[200], b2[200];
    int u, die, before = ch->cp, space = ch->space, kind = ch->kind, cas, lcas;

    s->actions_left--;
    DIE_FOR(s, "melee casualties at the %s track", s->data->track[t].name);
    die = dice_d6(&s->dice);
    rc = new_roll(s, KUTF_ROLL_MELEE_CH, t, die);
    if (kind == KUTF_BOXER)
        add_mod(rc, d->boxer_casualties, KUTF_SRC_BOXER, -1);
    if (space == KUTF_STREET)
        add_mod(rc, d->street_casualties, KUTF_SRC_STREET, -1);
    for (u = 0; u < KUTF_UNITS; u++)
        if (s->utrack[u] == t && s->cp[u] > 0)
            add_mod(rc, d->unit[u].melee_chinese, KUTF_SRC_UNIT, u);
    if (s->gun_track == t && space == KUTF_WALL)
        add_mod(rc, d->gun_casualties, KUTF_SRC_GUN, -1);
    cas = rc->total > 0 ? rc->total : 0;
    rc->result = cas;
    rc->target = before;

    rl = new_roll(s, KUTF_ROLL_MELEE_LEG, t, die);
    rc = &s->roll[s->nrolls - 2];
    if (kind == KUTF_BOXER)
        add_mod(rl, d->boxer_casualties, KUTF_SRC_BOXER, -1);
    if (space == KUTF_STREET)
        add_mod(rl, d->street_casualties, KUTF_SRC_STREET, -1);
    for (u = 0; u < KUTF_UNITS; u++)
        if (s->utrack[u] == t && s->cp[u] > 0)
            add_mod(rl, d->unit[u].melee_legation, KUTF_SRC_UNIT, u);
    if (before == 1)
        add_mod(rl, -1, KUTF_SRC_ONE_CP, -1);
    if (space == KUTF_WALL)
        add_mod(rl, -d->track[t].wall, KUTF_SRC_WALL, t);
    add_mod(rl, -s->turn_guard, KUTF_SRC_EVENT, -1);
    add_mod(rl, -s->perm_guard, KUTF_SRC_PERM, -1);
    lcas = rl->total > 0 ? rl->total : 0;
    rl->result = lcas;

    ch->cp -= cas;
    LOGF("Melee at %s %s (%d CP) at %s: Chinese casualties %s; %s CP %d -> %d.",
         track_name(s, t), kind_name(kind), before, space_name(space),
         log ? roll_text(s, rc, b1, sizeof b1) : "", track_name(s, t), before,
         ch->cp > 0 ? ch->cp : 0);
    LOGF("Melee at %s: Legation casualties %s%s.", track_name(s, t),
         log ? roll_text(s, rl, b2, sizeof b2) : "",
         lcas > 0 ? "" : ", none taken");
    if (ch->cp <= 0)
        remove_chinese(s, t, log);
    if (lcas <= 0)
        return;
    if (kutf_defenders(s, t) == 0) {
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
static int relief_roll(kutf_state *s, int kind, glog *log)
{
    const kutf_data *d = s->data;
    const kutf_card *c = cur_card(s);
    const kutf_blocker_def *b = &d->blocker[s->blocker];
    kutf_roll *r;
    char buf[160];
    int danger = d->route[s->relief_pos].danger, losses = 0;

    DIE_FOR(s, kind == KUTF_ROLL_BLOCKADE ? "blockade attack on the relief column"
                                                  : "relief column attack on the blocker");
    r = new_roll(s, kind, -1, dice_d6(&s->dice));
    add_mod(r, kutf_power_drm(s), KUTF_SRC_POWER, -1);
    if (c)
        add_mod(r, c->drm_attack, KUTF_SRC_CARD, s->current);
    add_mod(r, s->turn_attack, KUTF_SRC_EVENT, -1);
    add_mod(r, s->perm_attack, KUTF_SRC_PERM, -1);
    r->target = b->strength;
    r->result = r->total > b->strength ? 1 : r->total == b->strength ? 0 : -1;
    if (kind == KUTF_ROLL_BLOCKADE)
        losses = r->result < 0 ? 1 : (r->result == 0 && danger);
    else
        losses = r->result < 0 ? 1 + danger : (r->result == 0 && danger);
    if (log) {
        roll_text(s, r, buf, sizeof buf);
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

static void do_attack(kutf_state *s, glog *log)
{
    int losses;

    s->commands_left--;
    s->attacks_made++;
    losses = relief_roll(s, KUTF_ROLL_ATTACK, log);
    if (s->roll[s->nrolls - 1].result > 0)
        s->dispersed = 1;
    if (staying(s, s->attacks_made) && s->power_box > s->data->power.start) {
        s->power_box--;
        LOGF("Staying power: Combat Power drops a box (DRM %+d).",
             kutf_power_drm(s));
    }
    add_losses(s, losses);
}

static void do_advance(kutf_state *s, glog *log)
{
    const kutf_data *d = s->data;
    const kutf_card *c = cur_card(s);
    kutf_roll *r;
    char buf[160];
    int danger = d->route[s->relief_pos].danger, losses;

    s->commands_left--;
    s->advances_made++;
    DIE_FOR(s, "relief column advance");
    r = new_roll(s, KUTF_ROLL_ADVANCE, -1, dice_d6(&s->dice));
    add_mod(r, kutf_speed_drm(s), KUTF_SRC_SPEED, -1);
    if (c)
        add_mod(r, c->drm_advance, KUTF_SRC_CARD, s->current);
    add_mod(r, s->turn_advance, KUTF_SRC_EVENT, -1);
    add_mod(r, s->perm_advance, KUTF_SRC_PERM, -1);
    r->target = 6;
    r->result = r->total > 6 ? 1 : r->total == 6 ? 0 : -1;
    losses = r->result < 0 ? 1 : (r->result == 0 && danger);
    if (r->result > 0)
        s->relief_pos++;
    LOGF("Advance from %s: %s vs 6: %s%s.", d->route[s->relief_pos -
         (r->result > 0)].name, log ? roll_text(s, r, buf, sizeof buf) : "",
         r->result > 0 ? "advance to " : r->result == 0 ? "maneuver" :
         "logistics problem", r->result > 0 ? d->route[s->relief_pos].name :
         losses ? ", 1 Loss" : "");
    if (s->relief_pos == d->nroute - 1) {
        if (!(s->variants & KUTF_VAR_ARRIVE_AT_END)) {
            relief_arrives(s, log);      /* [11.4]: the game is over */
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
    add_losses(s, losses);
}

/* ---- performing a legal action ----------------------------------------------- */

static void resume_after_place(kutf_state *s)
{
    s->pend = s->next_pend;
    s->next_pend = KUTF_PEND_NONE;
    if (s->pend == KUTF_PEND_GAIN && s->fx_picks <= 0)
        s->pend = KUTF_PEND_NONE;
}

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
                 track_name(s, a->box));
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
        set_fort(s, s->fort + 1, log);
        break;
    case KUTF_A_FIRE: do_fire(s, a->track, log); break;
    case KUTF_A_MELEE: do_melee(s, a->track, log); break;
    case KUTF_A_PEITANG: {
        kutf_roll *r;
        s->actions_left--;
        s->peitang_open = 0;
        DIE_FOR(s, "Peitang Cathedral sortie");
        r = new_roll(s, KUTF_ROLL_PEITANG, -1, dice_d6(&s->dice));
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
    case KUTF_A_CASUALTY:
        if (u < 0) {
            s->cas_fort++;
            set_fort(s, s->fort - 1, log);
        } else {
            s->cas_unit[u]++;
            lose_unit(s, u, 1, log);
        }
        if (--s->cas_left <= 0 && s->pend == KUTF_PEND_CASUALTY)
            s->pend = KUTF_PEND_NONE;
        break;
    case KUTF_A_MOVE:
        t = a->track;
        s->moves_made++;
        if (u == KUTF_GUN) {
            s->gun_track = t;
        } else {
            s->uslot[u] = free_slot(s, t);
            s->utrack[u] = t;
        }
        LOGF("%s moves to the %s wall.", u == KUTF_GUN ? "The gun" :
             d->unit[u].name, track_name(s, t));
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
    case KUTF_A_ATTACK: do_attack(s, log); break;
    case KUTF_A_ADVANCE: do_advance(s, log); break;
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
        i = in_hand(s, a->card);
        memmove(s->hand + i, s->hand + i + 1,
                (size_t)(s->nhand - i - 1) * sizeof s->hand[0]);
        s->nhand--;
        deck_discard(&s->deck, a->card);
        LOGF("Event played: %s.", c->title);
        if (s->pend == KUTF_PEND_LOSS) {
            /* loss events hold only effects that need no choice */
            for (k = 0; k < c->nfx && !s->outcome; k++)
                do_fx(s, &c->fx[k], a->card, log);
        } else {
            queue_fx(s, c->fx, c->nfx, a->card, 0);
        }
        break;
    }
    case KUTF_A_GAIN:
        s->fx_done |= 1 << u;
        s->fx_picks--;
        if (s->fx_picks <= 0)
            s->pend = KUTF_PEND_NONE;
        gain_unit(s, u, s->fx_amount, log);
        break;
    case KUTF_A_LOSE:
        s->fx_done |= 1 << u;
        s->fx_picks--;
        if (s->fx_picks <= 0)
            s->pend = KUTF_PEND_NONE;
        lose_unit(s, u, s->fx_amount, log);
        break;
    case KUTF_A_HALT:
        s->halt_mask |= 1 << a->track;
        s->pend = KUTF_PEND_NONE;
        LOGF("The %s unit holds still this turn.", track_name(s, a->track));
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
    int card = deck_draw(&s->deck, &s->dice.r, 0);

    /* A revealed card is chance like a die: counting it as an rng use
     * makes it an undo barrier for the session. */
    if (card >= 0)
        s->dice.r.uses++;
    if (card < 0) {
        LOGF("The draw pile is empty and the relief column has not arrived: "
             "moderate defeat.");
        finish(s, KUTF_OUT_MODERATE_DEFEAT);
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
        queue_fx(s, c->fx, c->nfx, card, 0);
        return;
    }
    deck_discard(&s->deck, card);
    s->current = card;
    s->turn++;
    LOGF("Turn %d, card %s (%s): %s.", s->turn, c->id, c->date, c->title);
    s->seg = KUTF_SEG_LEG_SPECIALS;
}

static void placement(kutf_state *s, glog *log)
{
    const kutf_card *c = cur_card(s);
    int t;

    for (t = 0; t < KUTF_TRACKS; t++) {
        if (!c->compass_kind[t])
            continue;
        if (s->ch[t].kind) {    /* [6.1]: only a track lacking a unit */
            LOGF("The card's %s %d for the %s track does not come: the %s "
                 "%s unit (%d CP) still holds that track.",
                 kind_name(c->compass_kind[t]), c->compass_cp[t],
                 track_name(s, t), track_name(s, t), kind_name(s->ch[t].kind),
                 s->ch[t].cp);
            continue;
        }
        s->ch[t].kind = c->compass_kind[t];
        s->ch[t].space = KUTF_EXTREME;
        s->ch[t].cp = c->compass_cp[t];
        LOGF("A %s unit (%d CP) appears at Extreme Range on the %s track.",
             kind_name(c->compass_kind[t]), c->compass_cp[t], track_name(s, t));
    }
}

static void chinese_advance(kutf_state *s, glog *log)
{
    int t, street = 0;

    for (t = 0; t < KUTF_TRACKS; t++) {
        kutf_chinese *ch = &s->ch[t];
        int steps;
        if (!ch->kind || (s->halt_mask & (1 << t)))
            continue;
        steps = ch->kind == KUTF_BOXER && s->boxers_double ? 2 : 1;
        ch->space += steps;
        if (ch->space >= KUTF_HALLIDAY) {
            ch->space = KUTF_HALLIDAY;
            LOGF("The %s %s unit storms into Fort Halliday: the compound is "
                 "overrun, decisive defeat.", track_name(s, t), kind_name(ch->kind));
            finish(s, KUTF_OUT_DECISIVE_DEFEAT);
            return;
        }
        LOGF("The %s %s unit advances to %s.", track_name(s, t),
             kind_name(ch->kind), space_name(ch->space));
    }
    for (t = 0; t < KUTF_TRACKS; t++)
        street += s->ch[t].kind && s->ch[t].space == KUTF_STREET;
    if (street >= 3) {
        LOGF("Chinese units fight in the streets on %d tracks: the compound is "
             "overrun, decisive defeat.", street);
        finish(s, KUTF_OUT_DECISIVE_DEFEAT);
    }
}

static void draw_blocker(kutf_state *s, glog *log)
{
    const kutf_data *d = s->data;
    const kutf_card *c = cur_card(s);
    int losses;

    s->blocker = cup_draw(&s->cup, &s->dice.r);
    s->dispersed = s->blocker < 0;   /* an empty cup leaves the road open */
    s->commands_left = c->commands + s->turn_commands + s->perm_commands;
    if (s->commands_left < 0)
        s->commands_left = 0;
    s->seg = KUTF_SEG_COMMANDS;
    if (s->blocker < 0) {
        LOGF("No Chinese force bars the road this turn.");
        return;
    }
    LOGF("%s (strength %d) blocks the road at %s.", d->blocker[s->blocker].name,
         d->blocker[s->blocker].strength, d->route[s->relief_pos].name);
    if (s->blockade_due) {
        losses = relief_roll(s, KUTF_ROLL_BLOCKADE, log);
        add_losses(s, losses);
    }
}

static void housekeeping(kutf_state *s, glog *log)
{
    if (s->arrived) {
        relief_arrives(s, log);
        return;
    }
    if (s->blocker >= 0 && s->bactive[s->blocker] == KUTF_BLK_ACTIVE) {
        cup_add(&s->cup, s->blocker);
        LOGF("Cup: %s (%d) goes back into the cup.",
             s->data->blocker[s->blocker].name,
             s->data->blocker[s->blocker].strength);
    }
    s->blocker = -1;
    s->dispersed = 0;
    if (s->deck.ndraw == 0) {
        LOGF("The last card has been played and the relief column is still at "
             "%s: moderate defeat.", s->data->route[s->relief_pos].name);
        finish(s, KUTF_OUT_MODERATE_DEFEAT);
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

/* kutf_legal(s, acts, 2) while casualties are waiting, without its other
 * candidates (the game asks after every casualty taken). */
static int casualty_choices(const kutf_state *s, kutf_action *acts)
{
    int u, n = 0;

    for (u = -1; u < KUTF_UNITS && n < 2; u++)
        if ((u < 0 || s->utrack[u] == s->cas_track) && casualty_ok(s, u)) {
            act0(&acts[n], KUTF_A_CASUALTY);
            acts[n++].unit = u;
        }
    return n;
}

/* Only "end" possible? Then the segment ends by itself. The same answer
 * as kutf_legal listing nothing but "end" (run() asks only with no choice
 * pending, when "end" is legal), found without building the list: the
 * first other legal candidate settles it. */
static int only_end(const kutf_state *s)
{
    kutf_action a;
    int u, t, i;

    for (i = 0; i < s->nhand; i++) {
        act0(&a, KUTF_A_PLAY_EVENT);
        a.card = s->hand[i];
        if (!check(s, &a))
            return 0;
    }
    switch (s->seg) {
    case KUTF_SEG_ACTIONS:
        if (s->actions_left <= 0)
            return 1;
        act0(&a, KUTF_A_FORTIFY);
        if (!check(s, &a))
            return 0;
        for (t = 0; t < KUTF_TRACKS; t++) {
            if (!s->ch[t].kind)
                continue;
            act0(&a, s->ch[t].space <= KUTF_LONG ? KUTF_A_FIRE : KUTF_A_MELEE);
            a.track = t;
            if (!check(s, &a))
                return 0;
        }
        act0(&a, KUTF_A_PEITANG);
        return check(s, &a) != NULL;
    case KUTF_SEG_MOVEMENT: {
        /* check's move and swap conditions, read off one pass over the
         * units (the simulator asks this after every move): a unit not
         * frozen may move to another wall with room (the gun to any other
         * wall), or swap with a free unit on another wall */
        int ndef[KUTF_TRACKS] = { 0 }, walls = 0;
        for (u = 0; u < KUTF_UNITS; u++)
            if (s->utrack[u] >= 0 && s->cp[u] > 0)
                ndef[s->utrack[u]]++;
        for (u = 0; u <= KUTF_GUN; u++) {
            int at = u == KUTF_GUN ? s->gun_track : s->utrack[u];
            if (at < 0 || engaged(s, at))
                continue;
            if (u == KUTF_GUN)
                return 0;
            for (t = 0; t < KUTF_TRACKS; t++)
                if (t != at && ndef[t] < KUTF_SLOTS)
                    return 0;
            if (walls & ~(1 << at))
                return 0;
            walls |= 1 << at;
        }
        return 1;
    }
    case KUTF_SEG_COMMANDS:
        if (s->commands_left <= 0)
            return 1;
        for (i = KUTF_A_SPEED; i <= KUTF_A_ADVANCE; i++) {
            act0(&a, i);
            if (!check(s, &a))
                return 0;
        }
        return 1;
    default:
        return 1;
    }
}

static void run(kutf_state *s, glog *log)
{
    kutf_action acts[2];
    const kutf_card *c;
    int n, guard = 0;

    while (guard++ < 10000) {
        if (s->outcome) {
            s->seg = KUTF_SEG_OVER;
            return;
        }
        if (s->pend != KUTF_PEND_NONE) {
            /* none, one, or a choice */
            n = s->pend == KUTF_PEND_CASUALTY ? casualty_choices(s, acts) :
                kutf_legal(s, acts, 2);
            if (n == 0)
                drop_pending(s, log);
            else if (n == 1)
                perform(s, &acts[0], log);
            else
                return;
            continue;
        }
        if (s->fxq_pos < s->nfxq) {
            n = s->fxq_pos++;
            do_fx(s, &s->fxq[n], s->fxq_src[n], log);
            continue;
        }
        s->nfxq = s->fxq_pos = 0;
        c = cur_card(s);
        switch (s->seg) {
        case KUTF_SEG_SETUP:
            if (s->placed < KUTF_UNITS)
                return;
            LOGF("The eight detachments are in place. The siege begins.");
            start_turn(s);
            break;
        case KUTF_SEG_CARD:
            card_step(s, log);
            break;
        case KUTF_SEG_LEG_SPECIALS:
            queue_fx(s, c->leg, c->nleg, s->current, 0);
            s->seg = KUTF_SEG_LEG_PLACEMENT;
            break;
        case KUTF_SEG_LEG_PLACEMENT:
            placement(s, log);
            s->actions_left = c->actions + s->turn_actions + s->perm_actions;
            if (s->actions_left < 0)
                s->actions_left = 0;
            s->seg = KUTF_SEG_ACTIONS;
            break;
        case KUTF_SEG_ACTIONS:
            if (!only_end(s))
                return;
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
            if (!only_end(s))
                return;
            s->seg = KUTF_SEG_REL_SPECIALS;
            break;
        case KUTF_SEG_REL_SPECIALS:
            queue_fx(s, c->rel, c->nrel, s->current, 1);
            s->seg = KUTF_SEG_BLOCKADE;
            break;
        case KUTF_SEG_BLOCKADE:
            draw_blocker(s, log);
            break;
        case KUTF_SEG_COMMANDS:
            if (!only_end(s))
                return;
            s->commands_left = 0;
            s->seg = KUTF_SEG_HOUSEKEEPING;
            break;
        case KUTF_SEG_HOUSEKEEPING:
            housekeeping(s, log);
            break;
        default:
            return;
        }
    }
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
    no = check(s, &b);
    if (no) {
        if (why && n)
            snprintf(why, n, "%s", no);
        return -1;
    }
    switch (b.type) {   /* the dice tray shows the newest rolls */
    case KUTF_A_CASUALTY: case KUTF_A_LOSS: case KUTF_A_GAIN: case KUTF_A_LOSE:
    case KUTF_A_PLACE: case KUTF_A_HALT: case KUTF_A_PLAY_EVENT:
        break;
    default:
        s->nrolls = 0;
        break;
    }
    perform(s, &b, log);
    run(s, log);
    return 0;
}
