/* col_bot_local: what the files of the computer players share: the list
 * of candidate actions each decision ranks, and the calls of the set-up
 * and bookkeeping decisions (col_bot_setup.c). */
#ifndef COL_BOT_LOCAL_H
#define COL_BOT_LOCAL_H

#include <string.h>

#include "col_local.h"

#define BOT_MAX 600

typedef struct cand {
    col_action a;
    double score;
} cand;

typedef struct blist {
    cand c[BOT_MAX];
    int n;
} blist;

static inline void add(blist *b, col_action a, double score)
{
    if (b->n < BOT_MAX) {
        b->c[b->n].a = a;
        b->c[b->n].score = score;
        b->n++;
    }
}

static inline col_action act(int type, int g, int t)
{
    col_action a;
    memset(&a, 0, sizeof a);
    a.type = type;
    a.group = g;
    a.target = t;
    return a;
}

void col_bot_casualty_cands(const col_state *st, blist *b);
void col_bot_place_cands(const col_state *st, blist *b);
void col_bot_deploy_cands(const col_state *st, blist *b);

#endif
