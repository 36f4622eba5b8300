/* Unit tests of engine/core/deck: piles, reshuffles, the 54-card deck and
 * the cup. */
#include "deck.h"
#include "test.h"

static void push_draw_order(void)
{
    deck d;
    rng r;

    rng_seed(&r, 1);
    deck_clear(&d);
    deck_push(&d, 1);
    deck_push(&d, 2);
    deck_push(&d, 3);          /* 3 is on top */
    deck_push_bottom(&d, 0);   /* 0 under everything */
    CHECK_INT(d.ndraw, 4);
    CHECK_INT(deck_peek(&d, 0), 3);
    CHECK_INT(deck_peek(&d, 3), 0);
    CHECK_INT(deck_peek(&d, 4), -1);
    CHECK_INT(deck_peek(&d, -1), -1);
    CHECK_INT(deck_draw(&d, &r, 0), 3);
    CHECK_INT(deck_draw(&d, &r, 0), 2);
    CHECK_INT(deck_draw(&d, &r, 0), 1);
    CHECK_INT(deck_draw(&d, &r, 0), 0);
    CHECK_INT(deck_draw(&d, &r, 0), -1);
    CHECK_INT(r.uses, 0);      /* drawing from the top is not chance */
}

static void insert_at_depth(void)
{
    deck d;

    deck_clear(&d);
    deck_push(&d, 10);
    deck_push(&d, 20);
    deck_push(&d, 30);         /* top to bottom: 30 20 10 */
    deck_insert(&d, 99, 1);    /* 30 99 20 10 */
    CHECK_INT(deck_peek(&d, 0), 30);
    CHECK_INT(deck_peek(&d, 1), 99);
    CHECK_INT(deck_peek(&d, 2), 20);
    deck_insert(&d, 7, 0);     /* new top */
    CHECK_INT(deck_peek(&d, 0), 7);
    deck_insert(&d, 8, 100);   /* deeper than the pile: bottom */
    CHECK_INT(deck_peek(&d, d.ndraw - 1), 8);
    CHECK_INT(d.ndraw, 6);
}

static void remove_first_copy(void)
{
    deck d;

    deck_clear(&d);
    deck_push(&d, 5);
    deck_push(&d, 6);
    deck_push(&d, 5);
    CHECK_INT(deck_remove(&d, 5), 1);
    CHECK_INT(d.ndraw, 2);
    CHECK_INT(deck_peek(&d, 0), 6);
    CHECK_INT(deck_peek(&d, 1), 5);
    CHECK_INT(deck_remove(&d, 42), 0);
    CHECK_INT(d.ndraw, 2);
}

static void reshuffle_when_empty(void)
{
    deck d;
    rng r;
    int i, seen[10] = { 0 }, c;

    rng_seed(&r, 3);
    deck_clear(&d);
    for (i = 0; i < 10; i++)
        deck_discard(&d, i);
    CHECK_INT(deck_draw(&d, &r, 0), -1);   /* no reshuffle asked */
    CHECK_INT(d.ndiscard, 10);
    c = deck_draw(&d, &r, 1);
    CHECK(c >= 0 && c < 10);
    CHECK_INT(d.ndiscard, 0);
    CHECK_INT(d.ndraw, 9);
    CHECK(r.uses > 0);                     /* the shuffle used chance */
    if (c >= 0 && c < 10)
        seen[c]++;
    while ((c = deck_draw(&d, &r, 1)) >= 0)
        seen[c]++;
    for (i = 0; i < 10; i++)
        CHECK_INT(seen[i], 1);
}

static void reshuffle_keeps_draw_pile(void)
{
    deck d;
    rng r;

    rng_seed(&r, 4);
    deck_clear(&d);
    deck_push(&d, 1);
    deck_discard(&d, 2);
    deck_discard(&d, 3);
    deck_reshuffle(&d, &r);
    CHECK_INT(d.ndraw, 3);
    CHECK_INT(d.ndiscard, 0);
}

static void shuffle_same_seed_same_order(void)
{
    deck a, b;
    rng ra, rb;
    int i, same = 1, moved = 0;

    rng_seed(&ra, 11);
    rng_seed(&rb, 11);
    deck_fill54(&a);
    deck_fill54(&b);
    deck_shuffle(&a, &ra);
    deck_shuffle(&b, &rb);
    for (i = 0; i < 54; i++) {
        same &= a.draw[i] == b.draw[i];
        moved += a.draw[i] != i;
    }
    CHECK(same);
    CHECK(moved > 40);
}

static void deck54_names_and_suits(void)
{
    char buf[32];

    CHECK_INT(DECK54_SIZE, 54);
    CHECK_STR(deck54_name(2 * 13 + 11, buf, sizeof buf), "Queen of hearts");
    CHECK_STR(deck54_name(3 * 13 + 0, buf, sizeof buf), "Ace of spades");
    CHECK_STR(deck54_name(0 * 13 + 9, buf, sizeof buf), "10 of clubs");
    CHECK_STR(deck54_name(1 * 13 + 12, buf, sizeof buf), "King of diamonds");
    CHECK_STR(deck54_name(DECK54_JOKER1, buf, sizeof buf), "Joker");
    CHECK_STR(deck54_name(DECK54_JOKER2, buf, sizeof buf), "Joker");
    CHECK_INT(deck54_suit(2 * 13 + 11), 2);
    CHECK_INT(deck54_rank(2 * 13 + 11), 12);
    CHECK_INT(deck54_suit(DECK54_JOKER1), -1);
    CHECK_INT(deck54_rank(DECK54_JOKER2), 0);
    CHECK(deck54_is_red(1 * 13 + 4));   /* diamonds */
    CHECK(deck54_is_red(2 * 13 + 4));   /* hearts */
    CHECK(!deck54_is_red(0 * 13 + 4));  /* clubs */
    CHECK(!deck54_is_red(3 * 13 + 4));  /* spades */
    CHECK(!deck54_is_red(DECK54_JOKER1));
}

static void fill54_has_every_card(void)
{
    deck d;
    int seen[54] = { 0 }, i;

    deck_fill54(&d);
    CHECK_INT(d.ndraw, 54);
    CHECK_INT(d.ndiscard, 0);
    for (i = 0; i < d.ndraw; i++)
        if (d.draw[i] >= 0 && d.draw[i] < 54)
            seen[d.draw[i]]++;
    for (i = 0; i < 54; i++)
        CHECK_INT(seen[i], 1);
}

static void deck_copies_by_value(void)
{
    deck a, b;
    rng r;

    rng_seed(&r, 1);
    deck_fill54(&a);
    b = a;
    deck_draw(&b, &r, 0);
    CHECK_INT(a.ndraw, 54);
    CHECK_INT(b.ndraw, 53);
}

static void cup_add_remove_draw(void)
{
    cup c;
    rng r;
    int i, counts[3] = { 0 }, v;

    rng_seed(&r, 6);
    cup_clear(&c);
    cup_add(&c, 1);
    cup_add(&c, 1);
    cup_add(&c, 2);
    CHECK_INT(cup_count(&c, 1), 2);
    CHECK_INT(cup_count(&c, 2), 1);
    CHECK_INT(cup_count(&c, 0), 0);
    CHECK_INT(cup_remove(&c, 1), 1);
    CHECK_INT(cup_count(&c, 1), 1);
    CHECK_INT(cup_remove(&c, 0), 0);
    CHECK_INT(c.n, 2);
    v = cup_draw(&c, &r);
    CHECK(v == 1 || v == 2);
    CHECK_INT(c.n, 1);
    CHECK_INT(cup_count(&c, v), 0);
    cup_draw(&c, &r);
    CHECK_INT(cup_draw(&c, &r), -1);
    /* Draws are fair: 3000 draws of one from {0, 1, 2}. */
    for (i = 0; i < 3000; i++) {
        cup_clear(&c);
        cup_add(&c, 0);
        cup_add(&c, 1);
        cup_add(&c, 2);
        counts[cup_draw(&c, &r)]++;
    }
    for (i = 0; i < 3; i++)
        CHECK(counts[i] > 880 && counts[i] < 1120);
}

int main(void)
{
    RUN(push_draw_order);
    RUN(insert_at_depth);
    RUN(remove_first_copy);
    RUN(reshuffle_when_empty);
    RUN(reshuffle_keeps_draw_pile);
    RUN(shuffle_same_seed_same_order);
    RUN(deck54_names_and_suits);
    RUN(fill54_has_every_card);
    RUN(deck_copies_by_value);
    RUN(cup_add_remove_draw);
    TEST_END();
}
