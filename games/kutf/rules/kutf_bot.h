/* kutf_bot.h: what the parts of the computer player share inside the
 * rules core (kutf_bot.c the siege's direct choices, kutf_bot_list.c the
 * choices from the legal list and the basic player's relief column,
 * kutf_relief.c the strong relief column); not for the view. */
#ifndef KUTF_BOT_H
#define KUTF_BOT_H

#include <stddef.h>

#include <string.h>

#include "kutf.h"

/* An action with no fields set (kutf_legal's candidates look the same). */
static inline void kutf_bot_blank(kutf_action *a, int type)
{
    memset(a, 0, sizeof *a);
    a->type = type;
    a->unit = a->box = a->track = a->other = a->card = a->choice = -1;
}

/* kutf_bot.c: P(d6 + mod > target); a track's threat for placing
 * defenders (nearer and stronger is worse). */
double kutf_bot_p_over(int mod, int target);
double kutf_bot_track_threat(const kutf_state *s, int t);
/* kutf_bot_list.c: the choice among the legal list acts (n > 0) of the
 * strong (or else the basic) player. Return 1. */
int kutf_bot_pick(const kutf_state *s, const kutf_action *acts, int n,
                  int strong, kutf_action *out);

/* The strong player's Command / Loss choice among the legal acts; why (if
 * not NULL) gets one sentence saying why. Return 1. */
int kutf_bot_plan_command(const kutf_state *s, const kutf_action *acts, int n,
                          kutf_action *out, char *why, size_t wn);
/* kutf_bot_plan_command's choice among the Commands segment's list
 * (no choice pending), found without the list; 0 when an event in hand
 * makes the list's way necessary. */
int kutf_bot_plan_fast(const kutf_state *s, kutf_action *out);
int kutf_bot_plan_loss(const kutf_state *s, const kutf_action *acts, int n,
                       kutf_action *out, char *why, size_t wn);
/* Headline turns left, the current one included. */
int kutf_bot_turns_left(const kutf_state *s);

#endif
