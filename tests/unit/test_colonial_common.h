/* Shared set-ups of the Colonial Siege rule tests: the compound without its
 * starting natives, an ordered deck, groups put where a test wants them. */
#ifndef TEST_COLONIAL_COMMON_H
#define TEST_COLONIAL_COMMON_H

#include <stdlib.h>
#include <string.h>

#include "games/colonial/rules/col_local.h"
#include "test.h"

enum { T_BOXERS, T_MUSKETS, T_TIGERS, T_GUN };      /* the compound's pool */
enum { G_GERMANS, G_ITALIANS, G_JAPANESE, G_RUSSIANS, G_SAILORS, G_COLT };
#define CARD(suit, rank) ((suit) * 13 + (rank) - 1)  /* 0 clubs 1 diamonds 2 hearts 3 spades */

static inline col_state *fresh_scen(const char *scen, const int *opt)
{
    static const int seats[COL_SIDES] = { 1, 1 };
    int none[CO_COUNT] = { 0 };
    errs e;
    col_state *st;

    errs_clear(&e);
    st = col_new(".", scen, opt ? opt : none, seats, 1, &e);
    if (!st) {
        printf("  %s\n", errs_first(&e));
        exit(1);
    }
    deck_fill54(&st->deck);
    st->card = -1;
    st->mel_id = -1;
    st->rifle = st->rifle0;
    st->gunammo = st->gun0;
    st->stage = ST_ACT;
    return st;
}

static inline col_state *fresh(const int *opt)
{
    return fresh_scen("compound", opt);
}

/* The card in play (taken out of the draw pile into the discards). */
static inline void set_card(col_state *st, int card)
{
    deck_remove(&st->deck, card);
    deck_discard(&st->deck, card);
    st->card = card;
    st->side = deck54_is_red(card) ? COL_DEF : COL_ATT;
    st->actions = col_card_actions(st, card);
    st->stage = ST_ACT;
    st->dec = DEC_NONE;      /* drop whatever the cycle was doing */
    st->nrq = 0;
    st->pend_units = 0;
    for (int g = 0; g < COL_MAX_GROUP; g++)
        st->grp[g].acts = 0;
}

/* Put card on top of the draw pile. */
static inline void stack(col_state *st, int card)
{
    deck_remove(&st->deck, card);
    deck_push(&st->deck, card);
}

static inline int natives(col_state *st, int type, int n, double x, double y)
{
    int g = col_new_group(st, COL_ATT, GK_NATIVE, type);

    for (int i = 0; i < n; i++)
        col_new_fig(st, g, 0, geom_v(x, y));
    if (!col_form(st, g, geom_v(x, y), -1, 1))
        printf("  natives do not fit at %g,%g\n", x, y);
    st->pool[type] -= n;
    if (st->type[type].gun) {
        st->grp[g].gun = geom_v(x, y);
        st->grp[g].crew0 = 4;
    }
    return g;
}

static inline void put(col_state *st, int g, double x, double y)
{
    if (!col_form(st, g, geom_v(x, y), -1, 1))
        printf("  group %d does not fit at %g,%g\n", g, x, y);
}

static inline void force(col_state *st, const int *faces, int n)
{
    dice_force(&st->dice, faces, n);
}

static inline col_action A(int type, int g, int t)
{
    col_action a;
    memset(&a, 0, sizeof a);
    a.type = type;
    a.group = g;
    a.target = t;
    return a;
}

static inline int do_act(col_state *st, col_action a, char *why)
{
    return col_apply(st, &a, NULL, why, 200);
}

/* The owner takes casualties: the first figures the rules allow. */
static inline void take_first(col_state *st)
{
    while (st->dec == DEC_CASUALTY) {
        int f;
        for (f = 0; f < st->nfig && !col_cas_candidate(st, f); f++)
            ;
        if (f == st->nfig)
            return;
        col_take_casualty(st, f, NULL);
    }
}

/* The Germans at (gx, gy) in contact with n Boxers at (nx, ny), the melee
 * to be fought next and no card cycle after it; *g: the Boxers' group. */
static inline col_state *melee_between(const int *opt, int n, int *g, double gx, double gy,
                                       double nx, double ny)
{
    col_state *st = fresh(opt);

    put(st, G_GERMANS, gx, gy);
    *g = natives(st, T_BOXERS, n, nx, ny);
    st->grp[*g].melee = st->grp[G_GERMANS].melee = 0;
    st->next_melee = 1;
    st->stage = 99;
    return st;
}

/* A melee fought with forced dice: each defending figure rolls dface,
 * each attacking one aface (the defenders' figures come first, as they
 * have the lower figure numbers), then the morale die if any; the owner
 * takes the first casualties the rules allow. */
static inline void melee_roll(col_state *st, int def, int dface, int att, int aface, int morale)
{
    int f[40], n = 0;

    for (int i = 0; i < def; i++)
        f[n++] = dface;
    for (int i = 0; i < att; i++)
        f[n++] = aface;
    if (morale)
        f[n++] = morale;
    force(st, f, n);
    col_melee_begin(st, 0, NULL);
    take_first(st);
}

#endif
