/* kutf_bot.h: what the two halves of the computer player share inside the
 * rules core (kutf_bot.c the siege and the basic player, kutf_relief.c the
 * strong relief column); not for the view. */
#ifndef KUTF_BOT_H
#define KUTF_BOT_H

#include <stddef.h>

#include "kutf.h"

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
