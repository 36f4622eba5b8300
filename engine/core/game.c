/* game: the little that game.h implements itself, the outcome tally of
 * `legation sim`. */
#include <stdio.h>
#include <string.h>

#include "game.h"

void sim_report_count(sim_report *r, const char *outcome)
{
    int i;

    if (!r)
        return;
    if (!outcome)
        outcome = "unknown";
    for (i = 0; i < r->noutcomes; i++) {
        if (strcmp(r->outcome[i], outcome) == 0) {
            r->count[i]++;
            return;
        }
    }
    /* The last slot is kept for "other", so a game with more outcome
     * names than slots still counts every game. */
    if (r->noutcomes >= SIM_MAX_OUTCOMES - 1 && strcmp(outcome, "other") != 0) {
        sim_report_count(r, "other");
        return;
    }
    i = r->noutcomes++;
    snprintf(r->outcome[i], sizeof r->outcome[i], "%s", outcome);
    r->count[i] = 1;
}

static uint64_t splitmix(uint64_t x)
{
    x += 0x9E3779B97F4A7C15ull;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
    return x ^ (x >> 31);
}

uint64_t sim_game_seed(uint64_t seed, long i)
{
    /* mixing the seed first keeps seed S game 1 apart from seed S+1 game 0 */
    return splitmix(splitmix(seed) ^ splitmix((uint64_t)i + 0x5851F42D4C957F2Dull));
}
