/* deck and cup: a draw pile with a discard pile (cards, counters), and a
 * cup of counters drawn at random. Fixed-size and copyable by value, so a
 * rules state that holds them can be copied with memcpy. The standard
 * 54-card deck (52 + 2 jokers) lives here too. */
#ifndef ENGINE_DECK_H
#define ENGINE_DECK_H

#include <stddef.h>

#include "dice.h"
#include "rng.h"

#define DECK_MAX 256

typedef struct deck {
    int draw[DECK_MAX];    /* draw[ndraw-1] is the top card */
    int ndraw;
    int discard[DECK_MAX]; /* discard[ndiscard-1] is the top of the discards */
    int ndiscard;
} deck;

void deck_clear(deck *d);
/* Put a card on top of the draw pile (build piles bottom-up). */
void deck_push(deck *d, int card);
/* Put a card under the draw pile. */
void deck_push_bottom(deck *d, int card);
/* Put a card at position depth from the top (0 = top). */
void deck_insert(deck *d, int card, int depth);
void deck_shuffle(deck *d, rng *r);
/* Take the top card; -1 when the draw pile is empty. When reshuffle is
 * set and the draw pile is empty, the discards are shuffled into it first. */
int deck_draw(deck *d, rng *r, int reshuffle);
/* The canonical order of a pile (network play: the order a client can
 * know): its n items (at most DECK_MAX) sorted by value into out. */
void deck_canonical(const int *item, int n, int *out);
/* deck_draw through the chance feed (dice_draw): the top card as before
 * (the same rng use), or, for blind dice or while recording, the card
 * whose place among the draw pile sorted by value is the face (its
 * canonical order: equal values count as one, at their first place). The
 * reshuffle uses dice->r. */
int deck_draw_dice(deck *dk, dice *d, int reshuffle);
void deck_discard(deck *d, int card);
/* Move every discard into the draw pile and shuffle it. */
void deck_reshuffle(deck *d, rng *r);
/* Card depth places from the top; -1 if there is none. */
int deck_peek(const deck *d, int depth);
/* Remove the first copy of card from the draw pile; 1 if found. */
int deck_remove(deck *d, int card);

/* Standard 54-card deck: card = suit*13 + rank-1 for suit 0..3 (clubs,
 * diamonds, hearts, spades) and rank 1..13 (ace..king); 52, 53 are jokers. */
enum { DECK54_JOKER1 = 52, DECK54_JOKER2 = 53, DECK54_SIZE = 54 };
void deck_fill54(deck *d);
int deck54_suit(int card);  /* 0..3, -1 for a joker */
int deck54_rank(int card);  /* 1..13, 0 for a joker */
int deck54_is_red(int card);
/* "Q of hearts", "Joker"; returns buf. */
const char *deck54_name(int card, char *buf, size_t n);

#define CUP_MAX 256

/* A cup: counters drawn blind, at random. */
typedef struct cup {
    int item[CUP_MAX];
    int n;
} cup;

void cup_clear(cup *c);
void cup_add(cup *c, int item);
/* Remove one counter of this value; 1 if one was there. */
int cup_remove(cup *c, int item);
int cup_count(const cup *c, int item);
/* Draw one at random and remove it; -1 when empty. */
int cup_draw(cup *c, rng *r);
/* cup_draw through the chance feed: the same counter and rng use as
 * cup_draw(c, &d->r) when the dice know the cup (not blind); the face is
 * the counter's place among the cup's counters sorted by value. */
int cup_draw_dice(cup *c, dice *d);

#endif
