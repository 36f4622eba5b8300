/* deck and cup: fixed-size piles of ints (card or counter ids) and the
 * standard 54-card deck's names. All chance goes through the rng. */
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
