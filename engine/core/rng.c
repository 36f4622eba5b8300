/* rng: xoshiro256** seeded through splitmix64 (public-domain algorithms by
 * Blackman and Vigna), written from their published description. Only
 * fixed-width integer arithmetic, so every machine gets the same stream. */
#include <assert.h>

#include "rng.h"

static uint64_t splitmix64(uint64_t *x)
{
    uint64_t z = (*x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

void rng_seed(rng *r, uint64_t seed)
{
    uint64_t x = seed;
    int i;

    for (i = 0; i < 4; i++)
        r->s[i] = splitmix64(&x);
    r->uses = 0;
}

uint64_t rng_next(rng *r)
{
    return rng_next_inline(r);
}

int rng_range(rng *r, int n)
{
    assert(n >= 1);
    /* dice, cups and the shuffles of small decks (up to 40 cards, the
     * kutf deck's size): each divisor a constant in rng_range_inline, so
     * its two divisions become multiplications (they were most of the
     * cost of a draw in the simulators); the same draws as the general
     * case */
#define SMALL(k) case k: return rng_range_inline(r, k);
    switch (n) {
    SMALL(2) SMALL(3) SMALL(4) SMALL(5) SMALL(6) SMALL(7) SMALL(8) SMALL(9)
    SMALL(10) SMALL(11) SMALL(12) SMALL(13) SMALL(14) SMALL(15) SMALL(16)
    SMALL(17) SMALL(18) SMALL(19) SMALL(20) SMALL(21) SMALL(22) SMALL(23)
    SMALL(24) SMALL(25) SMALL(26) SMALL(27) SMALL(28) SMALL(29) SMALL(30)
    SMALL(31) SMALL(32) SMALL(33) SMALL(34) SMALL(35) SMALL(36) SMALL(37)
    SMALL(38) SMALL(39) SMALL(40)
    default:
        return rng_range_inline(r, n);
    }
#undef SMALL
}

void rng_shuffle_ints(rng *r, int *a, int n)
{
    int i, j, t;

    for (i = n - 1; i > 0; i--) {
        j = rng_range(r, i + 1);
        t = a[i];
        a[i] = a[j];
        a[j] = t;
    }
}
