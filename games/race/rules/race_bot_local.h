/* race_bot_local: what the computer player's files share (race_bot.c:
 * the first bot and when the field is built; race_field.c: the distance
 * field; race_botplus.c: the stronger levels; race_sim.c: bot games and
 * the simulator). */
#ifndef GAMES_RACE_RULES_RACE_BOT_LOCAL_H
#define GAMES_RACE_RULES_RACE_BOT_LOCAL_H

#include "race_local.h"

#define INF 0x01010101 /* memset(dist, 1, ...) fills the field with it */
#define REBEL_RANGE 5 /* the first bot stirs the Chinese only against rivals
                         this near the legation */

typedef struct bot_ctx {
    int round, legmask;           /* when the field was built */
    int dist[RACE_MAX_CELLS + 1];  /* the extra cell: off the map */
    short nbs[RACE_MAX_CELLS][HEX_DIRS]; /* neighbours, off map = ncells */
    signed char legd[RACE_MAX_CELLS];    /* hexes to the nearest legation hex */
    int legoff[RACE_LEGATION_HEXES];     /* byte offset in st->cell of each
                                            legation hex's unit */
    signed char legdir[RACE_LEGATION_HEXES][RACE_LEGATION_HEXES]; /* side of
                                  legation hex i towards j, -1 not adjacent */
    int nnear;                    /* cells within REBEL_RANGE + 2 of it, */
    short near[RACE_MAX_CELLS];   /* in cell order: where stirred guns can be */
    long rebel_turn;              /* turn the rebel candidates were listed */
    int ncand, candpos;
    int cand[RACE_MAX_CELLS];     /* Chinese cells to stir, best first */
    long plan_turn;               /* turn the movers were ordered */
    int norder, pos;
    int order[RACE_MAX_UNITS];    /* the active army, nearest the goal first */
    /* nonzero if a unit of the army had markers when it was ordered: none
     * then, none to swap with all phase (in the action phase a unit gets
     * markers only in a fight of its own, after which it may not swap) */
    int any_sup;
    long breach_turn;             /* turn, field (round, legmask) and */
    int breach_round, breach_mask; /* the breach phase's sides were listed */
    int nbreach;
    struct { unsigned char unit, dir; int key; } breach[RACE_MAX_UNITS * HEX_DIRS];
    int stamp;                    /* marks for one scan: */
    int seen[RACE_MAX_CELLS + 1]; /* cell seen in the scan of that stamp */
    int narmy[RACE_NATIONS];      /* each nation's units, in index order */
    unsigned char army[RACE_NATIONS][RACE_MAX_UNITS]; /* (race_bot_armies) */
    int vstamp;                   /* nonzero while the rebel candidates are */
    int vseen[RACE_MAX_CELLS];    /* valued: vval[c] holds c's block value */
    int vval[RACE_MAX_CELLS];     /* when vseen[c] == vstamp */
    /* race_bot_choose's own Chinese bitset, built from the cells (a state
     * set up by hand may not keep race_state.chinese); own = 0: read the
     * state's, which the rules keep */
    int own;
    uint64_t chinese[(RACE_MAX_CELLS + 63) / 64];
    /* keep_start (set by the simulator, whose games all start from one
     * loaded state through race_setup): the first field built at epoch 0
     * is kept, with the legation mask it had (-1: none yet), and copied
     * instead of built again at epoch 0 with that mask */
    int keep_start, start_mask;
    int start_dist[RACE_MAX_CELLS + 1];
} bot_ctx;

/* The closed sides of cell c (bit d: race_closed(st, c, d)), for the
 * scans that test all six. Read off st itself: a pointer to each layer
 * of its own was one more register, spilled in the flood. */
static inline unsigned bot_closed(const race_state *st, int c)
{
    return (unsigned)(st->grid.side[RACE_LAYER_WALL][c] & ~st->grid.side[RACE_LAYER_BREACH][c]);
}

/* Bit i: legation hex i is held. Asked on every call of the bot: its
 * four unit bytes are read at the offsets race_bot_init worked out. */
static inline int bot_legation_mask(const bot_ctx *b, const race_state *st)
{
    const signed char *c = (const signed char *)st->cell;

    return (c[b->legoff[0]] >= 0) | (c[b->legoff[1]] >= 0) << 1 |
           (c[b->legoff[2]] >= 0) << 2 | (c[b->legoff[3]] >= 0) << 3;
}

/* Build the distance field b->dist from scratch (race_field.c; sets
 * b->legmask to the legation mask it was built for). */
void race_bot_field(bot_ctx *b, const race_state *st);

/* A fresh context for a game (or one decision) from this state. */
void race_bot_init(bot_ctx *b, const race_state *st);
/* Make a context that played a game on this map fresh for the next game
 * on it (st: that game's start), keeping the map's tables: what
 * race_bot_init gives, without its sweep of the map. */
void race_bot_reset(bot_ctx *b, const race_state *st);
/* List each nation's units (race_bot_init does; again after race_setup
 * renumbered them, for a context made before it). */
void race_bot_armies(bot_ctx *b, const race_state *st);
/* The next action of the active nation's computer player at its level
 * (race_state.level); 0, or -1 when the game is over. */
int race_bot_next(bot_ctx *b, const race_state *st, race_action *a);

/* The stronger levels' rebel phase (race_botplus.c; their other phases
 * are the first bot's): 1 with an action, or 0 to leave the choice to
 * the first bot. */
int race_botplus_rebel(bot_ctx *b, const race_state *st, race_action *a);

#endif
