/* rng: the seeded random stream every rules core draws from.
 * xoshiro256** seeded through splitmix64, so a seed gives the same sequence
 * on every machine. `uses` counts draws: the action log uses it to know
 * whether an action revealed chance (an undo barrier). */
#ifndef ENGINE_RNG_H
#define ENGINE_RNG_H

#include <stdint.h>

typedef struct rng {
    uint64_t s[4];
    uint64_t uses; /* number of draws so far (forced dice count too) */
} rng;

void rng_seed(rng *r, uint64_t seed);
uint64_t rng_next(rng *r);
/* Uniform integer in [0, n), n >= 1, without modulo bias. */
int rng_range(rng *r, int n);

/* The same two as inline functions, for the hot paths of simulators: with
 * a constant n the compiler turns both divisions into multiplications
 * (rng.c's functions are these; the stream is the same). */
static inline uint64_t rng_next_inline(rng *r)
{
    uint64_t *s = r->s;
    uint64_t x = s[1] * 5, result = ((x << 7) | (x >> 57)) * 9;
    uint64_t t = s[1] << 17;

    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = (s[3] << 45) | (s[3] >> 19);
    r->uses++;
    return result;
}

static inline int rng_range_inline(rng *r, int n)
{
    uint64_t un, limit, v;

    if (n <= 1) {
        /* Still a draw, so the use count says chance was consulted. */
        rng_next_inline(r);
        return 0;
    }
    un = (uint64_t)n;
    /* Largest multiple of n that fits: values at or above it would favour
     * the low results, so they are drawn again. */
    limit = UINT64_MAX - (UINT64_MAX % un);
    do
        v = rng_next_inline(r);
    while (v >= limit);
    return (int)(v % un);
}
/* Fisher-Yates shuffle of n ints. */
void rng_shuffle_ints(rng *r, int *a, int n);

#endif
