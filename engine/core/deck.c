/* deck and cup: fixed-size piles of ints (card or counter ids) and the
 * standard 54-card deck's names. All chance goes through the rng, and the
 * draws of network play through the dice's feed (deck_draw_dice). */
#include <assert.h>
#include <stdio.h>
#include <string.h>

#include "deck.h"

void deck_clear(deck *d)
{
    d->ndraw = 0;
    d->ndiscard = 0;
}

void deck_push(deck *d, int card)
{
    assert(d->ndraw < DECK_MAX);
    if (d->ndraw >= DECK_MAX)
        return;
    d->draw[d->ndraw++] = card;
}

void deck_push_bottom(deck *d, int card)
{
    deck_insert(d, card, d->ndraw);
}

void deck_insert(deck *d, int card, int depth)
{
    int pos;

    assert(d->ndraw < DECK_MAX);
    if (d->ndraw >= DECK_MAX)
        return;
    if (depth < 0)
        depth = 0;
    if (depth > d->ndraw)
        depth = d->ndraw;
    pos = d->ndraw - depth;  /* array index: the top is at the end */
    memmove(d->draw + pos + 1, d->draw + pos,
            (size_t)(d->ndraw - pos) * sizeof d->draw[0]);
    d->draw[pos] = card;
    d->ndraw++;
}

void deck_shuffle(deck *d, rng *r)
{
    rng_shuffle_ints(r, d->draw, d->ndraw);
}

int deck_draw(deck *d, rng *r, int reshuffle)
{
    if (d->ndraw == 0 && reshuffle && d->ndiscard > 0)
        deck_reshuffle(d, r);
    if (d->ndraw == 0)
        return -1;
    return d->draw[--d->ndraw];
}

void deck_discard(deck *d, int card)
{
    assert(d->ndiscard < DECK_MAX);
    if (d->ndiscard >= DECK_MAX)
        return;
    d->discard[d->ndiscard++] = card;
}

void deck_reshuffle(deck *d, rng *r)
{
    int i;

    for (i = 0; i < d->ndiscard && d->ndraw < DECK_MAX; i++)
        d->draw[d->ndraw++] = d->discard[i];
    d->ndiscard = 0;
    deck_shuffle(d, r);
}

int deck_peek(const deck *d, int depth)
{
    if (depth < 0 || depth >= d->ndraw)
        return -1;
    return d->draw[d->ndraw - 1 - depth];
}

int deck_remove(deck *d, int card)
{
    int i;

    /* "First" counts from the top, the order a player would search. */
    for (i = d->ndraw - 1; i >= 0; i--) {
        if (d->draw[i] == card) {
            memmove(d->draw + i, d->draw + i + 1,
                    (size_t)(d->ndraw - i - 1) * sizeof d->draw[0]);
            d->ndraw--;
            return 1;
        }
    }
    return 0;
}

void deck_fill54(deck *d)
{
    int c;

    deck_clear(d);
    for (c = 0; c < DECK54_SIZE; c++)
        deck_push(d, c);
}

int deck54_suit(int card)
{
    if (card < 0 || card >= 52)
        return -1;
    return card / 13;
}

int deck54_rank(int card)
{
    if (card < 0 || card >= 52)
        return 0;
    return card % 13 + 1;
}

int deck54_is_red(int card)
{
    int s = deck54_suit(card);

    return s == 1 || s == 2;
}

const char *deck54_name(int card, char *buf, size_t n)
{
    static const char *const suit[4] = { "clubs", "diamonds", "hearts", "spades" };
    /* in words, as the log and the panel read them ("Queen of diamonds") */
    static const char *const rank[14] = { "", "Ace", "2", "3", "4", "5", "6",
                                          "7", "8", "9", "10", "Jack", "Queen", "King" };

    if (!buf || n == 0)
        return buf;
    if (card == DECK54_JOKER1 || card == DECK54_JOKER2)
        snprintf(buf, n, "Joker");
    else if (card >= 0 && card < 52)
        snprintf(buf, n, "%s of %s", rank[deck54_rank(card)], suit[deck54_suit(card)]);
    else
        snprintf(buf, n, "card %d", card);
    return buf;
}

void cup_clear(cup *c)
{
    c->n = 0;
}

void cup_add(cup *c, int item)
{
    assert(c->n < CUP_MAX);
    if (c->n >= CUP_MAX)
        return;
    c->item[c->n++] = item;
}

int cup_remove(cup *c, int item)
{
    int i;

    for (i = 0; i < c->n; i++) {
        if (c->item[i] == item) {
            /* Order inside a cup means nothing: fill the hole from the end. */
            c->item[i] = c->item[--c->n];
            return 1;
        }
    }
    return 0;
}

int cup_count(const cup *c, int item)
{
    int i, k = 0;

    for (i = 0; i < c->n; i++)
        k += c->item[i] == item;
    return k;
}

int cup_draw(cup *c, rng *r)
{
    int i, v;

    if (c->n == 0)
        return -1;
    i = rng_range(r, c->n);
    v = c->item[i];
    c->item[i] = c->item[--c->n];
    return v;
}

/* The place (1-based) of v among the n items sorted by value: the first
 * of its equals. */
static int sorted_place(const int *item, int n, int v)
{
    int k = 1;

    for (int i = 0; i < n; i++)
        k += item[i] < v;
    return k;
}

void deck_canonical(const int *item, int n, int *out)
{
    for (int i = 0; i < n; i++) {        /* insertion sort: a pile is short */
        int j = i, v = item[i];
        for (; j > 0 && out[j - 1] > v; j--)
            out[j] = out[j - 1];
        out[j] = v;
    }
}

/* The item at place f (1-based) of the n items (n <= DECK_MAX) in the
 * canonical order. */
static int sorted_item(const int *item, int n, int f)
{
    int tmp[DECK_MAX];

    deck_canonical(item, n, tmp);
    return tmp[f < 1 ? 0 : f > n ? n - 1 : f - 1];
}

int deck_draw_dice(deck *dk, dice *d, int reshuffle)
{
    int top, v;

    if (dk->ndraw == 0 && reshuffle && dk->ndiscard > 0)
        deck_reshuffle(dk, &d->r);
    if (dk->ndraw == 0)
        return -1;
    if (dice_draws_natural(d))
        return dk->draw[--dk->ndraw];
    top = dk->draw[dk->ndraw - 1];
    v = sorted_item(dk->draw, dk->ndraw,
                    dice_draw(d, dk->ndraw, sorted_place(dk->draw, dk->ndraw, top)));
    deck_remove(dk, v);     /* from the top down: the top card when v is it */
    return v;
}

int cup_draw_dice(cup *c, dice *d)
{
    int i = 0, v;

    if (c->n == 0)
        return -1;
    if (dice_draws_natural(d))
        return cup_draw(c, &d->r);
    if (!d->blind)
        i = rng_range(&d->r, c->n);     /* the counter cup_draw would take */
    v = sorted_item(c->item, c->n,
                    dice_draw(d, c->n, sorted_place(c->item, c->n, c->item[i])));
    if (!d->blind && v == c->item[i])
        c->item[i] = c->item[--c->n];   /* as cup_draw leaves the cup */
    else
        cup_remove(c, v);
    return v;
}
