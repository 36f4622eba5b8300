/* kutf_local.h: what the parts of the Keep Up The Fire! rules core share
 * among themselves (kutf_query, kutf_effects, kutf_setup, kutf_legal,
 * kutf_combat, kutf_rules); not for the view or the bot. */
#ifndef KUTF_LOCAL_H
#define KUTF_LOCAL_H

#include <stddef.h>
#include <string.h>

#include "kutf.h"

#define LOGF(...) do { if (log) glog_add(log, __VA_ARGS__); } while (0)
/* A die's purpose is read only when faces are fed from outside (a save's
 * rolls, a player rolling their own dice): formatting it for every roll of
 * the simulator cost a twentieth of its time. */
#define DIE_FOR(s, ...) do { if ((s)->dice.feed || (s)->dice.strict) \
                                 dice_for(&(s)->dice, __VA_ARGS__); } while (0)

/* kutf_query.c */
/* The current headline card, NULL before the first (inline: every fire
 * and each turn's placement asks). */
static inline const kutf_card *kutf_cur_card(const kutf_state *s)
{
    return s->current >= 0 ? &s->data->card[s->current] : NULL;
}
int kutf_engaged(const kutf_state *s, int t);
int kutf_slot_taken(const kutf_state *s, int track, int slot);
int kutf_free_slot(const kutf_state *s, int track);
int kutf_in_hand(const kutf_state *s, int card);
const char *kutf_track_name(const kutf_state *s, int t);
const char *kutf_kind_name(int kind);
void kutf_log_long(glog *log, const char *text);
const char *kutf_roll_text(const kutf_state *s, const kutf_roll *r, char *buf, size_t n);
/* The dice tray's rolls (every die the rules roll goes through these:
 * inline, as the simulator's hottest small calls). */
static inline kutf_roll *kutf_new_roll(kutf_state *s, int kind, int track, int die)
{
    kutf_roll *r;

    if (s->nrolls == KUTF_MAX_ROLLS) {  /* keep the latest */
        memmove(s->roll, s->roll + 1, (KUTF_MAX_ROLLS - 1) * sizeof s->roll[0]);
        s->nrolls--;
    }
    r = &s->roll[s->nrolls++];
    r->kind = kind;     /* every field but the unused mods: clearing */
    r->track = track;   /* those was most of a roll's cost */
    r->die = die;
    r->nmods = 0;
    r->total = die;
    r->target = -1;
    r->result = 0;
    return r;
}

static inline void kutf_add_mod(kutf_roll *r, int value, int src, int arg)
{
    if (value == 0 || r->nmods == KUTF_MAX_MODS)
        return;
    r->mod[r->nmods].value = value;
    r->mod[r->nmods].src = src;
    r->mod[r->nmods].arg = arg;
    r->nmods++;
    r->total += value;
}

/* kutf_effects.c */
void kutf_finish(kutf_state *s, int outcome);
void kutf_relief_arrives(kutf_state *s, glog *log);
void kutf_add_losses(kutf_state *s, int n);
int kutf_eligible_gain(const kutf_state *s, int u);
void kutf_gain_unit(kutf_state *s, int u, int amount, glog *log);
void kutf_lose_unit(kutf_state *s, int u, int amount, glog *log);
void kutf_set_fort(kutf_state *s, int v, glog *log);
void kutf_do_fx(kutf_state *s, const kutf_fx *fx, int src, glog *log);
void kutf_queue_fx(kutf_state *s, const kutf_fx *fx, int n, int src, int skip_blockade);
/* kutf_legal.c */
const char *kutf_check(const kutf_state *s, const kutf_action *a);
int kutf_only_end(const kutf_state *s);
/* kutf_rules.c: kutf_apply after its check, for an action known to be
 * legal (a swap's pair in order). The simulator's bot games use it: the
 * bot only picks legal actions (kutf-fingerprint and the unit tests play
 * the same games through kutf_apply, which checks), and the check was a
 * twelfth of the simulator's time. */
void kutf_apply_legal(kutf_state *s, const kutf_action *a, glog *log);
/* kutf_combat.c */
const char *kutf_space_name(int sp);
void kutf_do_fire(kutf_state *s, int t, glog *log);
void kutf_do_melee(kutf_state *s, int t, glog *log);
int kutf_relief_roll(kutf_state *s, int kind, glog *log);
void kutf_do_attack(kutf_state *s, glog *log);
void kutf_do_advance(kutf_state *s, glog *log);

/* the deck options' names, by KUTF deck mode (kutf_game.c) */
extern const char *const KUTF_DECK_NAMES[3];

#endif
