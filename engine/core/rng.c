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
    return rng_range_inline(r, n);
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
