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
/* Fisher-Yates shuffle of n ints. */
void rng_shuffle_ints(rng *r, int *a, int n);

#endif
