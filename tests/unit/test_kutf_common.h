/* Shared by the Keep Up The Fire! rule tests (test_kutf.c,
 * test_kutf_cards.c): the data and the state under test, its log, lookups
 * of cards, blockers and tracks by id, an action of a type with nothing
 * chosen, an action done with its refusal printed, a sentence looked for
 * in the log. */
#ifndef TEST_KUTF_COMMON_H
#define TEST_KUTF_COMMON_H

#include <stdio.h>
#include <string.h>

#include "games/kutf/rules/kutf.h"
#include "test.h"

static kutf_data data;
static kutf_state st, *s = &st;
static glog *lg;

static inline int card(const char *id)
{
    int i;

    for (i = 0; i < data.ncards; i++)
        if (strcmp(data.card[i].id, id) == 0)
            return i;
    return -1;
}

static inline int blk(const char *id)
{
    int b;

    for (b = 0; b < data.nblockers; b++)
        if (strcmp(data.blocker[b].id, id) == 0)
            return b;
    return -1;
}

static inline int tid(const char *id)
{
    int t;

    for (t = 0; t < KUTF_TRACKS; t++)
        if (strcmp(data.track[t].id, id) == 0)
            return t;
    return 0;
}

static inline kutf_action A(int type)
{
    kutf_action a;

    memset(&a, 0, sizeof a);
    a.type = type;
    a.unit = a.box = a.track = a.other = a.card = a.choice = -1;
    return a;
}

static inline int do_act(kutf_action a)
{
    char why[160];
    int r = kutf_apply(s, &a, lg, why, sizeof why);

    if (r < 0)
        printf("  refused: %s\n", why);
    return r;
}

/* Does any log line contain text? */
static inline int log_has(const char *text)
{
    int i;

    for (i = 0; i < glog_count(lg); i++)
        if (strstr(glog_get(lg, i), text))
            return 1;
    return 0;
}

#endif
