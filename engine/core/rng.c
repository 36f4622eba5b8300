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

static uint64_t rotl(uint64_t x, int k)
{
    return (x << k) | (x >> (64 - k));
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
    uint64_t *s = r->s;
    uint64_t result = rotl(s[1] * 5, 7) * 9;
    uint64_t t = s[1] << 17;

    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rotl(s[3], 45);
    r->uses++;
    return result;
}

/* A draw in 0..n-1: values at or above the largest multiple of n that
 * fits would favour the low results, so they are drawn again. Inline: with
 * n known when compiled, the two divisions become multiplications. */
static inline int draw_below(rng *r, uint64_t n)
{
    uint64_t limit = UINT64_MAX - (UINT64_MAX % n), v;

    do
        v = rng_next(r);
    while (v >= limit);
    return (int)(v % n);
}

int rng_range(rng *r, int n)
{
    assert(n >= 1);
    if (n <= 1) {
        /* Still a draw, so the use count says chance was consulted. */
        rng_next(r);
        return 0;
    }
    /* dice, cups and the shuffles of small decks with a constant divisor
     * each (the divisions were most of the cost of a draw in the
     * simulators); the same draws as the general case */
#define SMALL(k) case k: return draw_below(r, k);
    switch (n) {
    SMALL(2) SMALL(3) SMALL(4) SMALL(5) SMALL(6) SMALL(7) SMALL(8) SMALL(9)
    SMALL(10) SMALL(11) SMALL(12) SMALL(13) SMALL(14) SMALL(15) SMALL(16)
    SMALL(17) SMALL(18) SMALL(19) SMALL(20) SMALL(21) SMALL(22) SMALL(23)
    SMALL(24)
    default:
        return draw_below(r, (uint64_t)n);
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
