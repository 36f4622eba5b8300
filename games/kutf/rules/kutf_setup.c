/* kutf_setup: a new game of Keep Up The Fire!: the deck by the chosen
 * mode, the map's start positions. */
#include <stdio.h>
#include <string.h>

#include "kutf.h"
#include "kutf_local.h"

/* ---- set-up -------------------------------------------------------------- */

/* Shuffle an epoch's events; the first half are used, the rest set aside. */
static int half_events(kutf_state *s, int *ev, int n)
{
    int i;

    rng_shuffle_ints(&s->dice.r, ev, n);
    for (i = 0; i < n / 2; i++)
        s->unused[ev[i]] = 0;
    return n / 2;
}

static void push_shuffled(kutf_state *s, int *pile, int n)
{
    int i;

    rng_shuffle_ints(&s->dice.r, pile, n);
    for (i = 0; i < n; i++)
        deck_push(&s->deck, pile[i]);
}

static void build_deck(kutf_state *s)
{
    const kutf_data *d = s->data;
    int ev1[KUTF_MAX_CARDS], ev2[KUTF_MAX_CARDS], all[KUTF_MAX_CARDS];
    int p1[KUTF_MAX_CARDS], p2[KUTF_MAX_CARDS];
    int n1 = 0, n2 = 0, na = 0, k1 = 0, k2 = 0, i, k;

    deck_clear(&s->deck);
    for (i = 0; i < d->ncards; i++) {
        const kutf_card *c = &d->card[i];
        if (c->event) {
            s->unused[i] = 1;
            if (c->epoch == 1)
                ev1[n1++] = i;
            else
                ev2[n2++] = i;
            all[na++] = i;
        } else if (i != d->headline_first && i != d->headline_gun) {
            if (c->epoch == 1)
                p1[k1++] = i;
            else
                p2[k2++] = i;
        }
    }
    switch (s->deck_mode) {
    case KUTF_DECK_HISTORICAL:
        for (i = d->ncards - 1; i >= 0; i--)
            if (!d->card[i].event)
                deck_push(&s->deck, i);
        break;
    case KUTF_DECK_MIXED:
        k = half_events(s, all, na);
        for (i = 0; i < k2; i++)
            p1[k1++] = p2[i];
        for (i = 0; i < k; i++)
            p1[k1++] = all[i];
        push_shuffled(s, p1, k1);
        deck_insert(&s->deck, d->headline_gun, s->deck.ndraw / 2);
        deck_push(&s->deck, d->headline_first);
        break;
    default:    /* two epochs, built bottom-up */
        k = half_events(s, ev2, n2);
        for (i = 0; i < k; i++)
            p2[k2++] = ev2[i];
        push_shuffled(s, p2, k2);
        deck_push(&s->deck, d->headline_gun);
        k = half_events(s, ev1, n1);
        for (i = 0; i < k; i++)
            p1[k1++] = ev1[i];
        push_shuffled(s, p1, k1);
        deck_push(&s->deck, d->headline_first);
        break;
    }
}

void kutf_init(kutf_state *s, const kutf_data *d, int deck_mode, uint64_t seed)
{
    int u, b;

    memset(s, 0, sizeof *s);
    s->data = d;
    s->deck_mode = deck_mode;
    dice_init(&s->dice, seed);
    for (u = 0; u < KUTF_UNITS; u++) {
        s->cp[u] = d->unit[u].start_cp;
        s->utrack[u] = -1;
    }
    s->gun_track = -1;
    s->speed_box = d->speed.start;
    s->power_box = d->power.start;
    cup_clear(&s->cup);
    for (b = 0; b < d->nblockers; b++) {
        if (d->cup_start[b]) {
            s->bactive[b] = KUTF_BLK_ACTIVE;
            cup_add(&s->cup, b);
        }
    }
    s->bot_level = KUTF_BOT_STRONG;
    s->blocker = -1;
    s->current = -1;
    s->last_event = -1;
    s->pend_unit = -1;
    s->fx_unit = -1;
    s->cas_track = -1;
    build_deck(s);
    s->seg = KUTF_SEG_SETUP;
}
