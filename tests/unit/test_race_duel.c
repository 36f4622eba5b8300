/* test_race_duel: the stronger computer players against the first one,
 * head to head. In every two-army seating each bot plays each side; in
 * the four-army game one stronger bot plays each nation against three
 * easy ones, compared with the same nation played by the easy bot. A
 * nation's score is its total wins plus its part of the legation in
 * shared wins. RACE_DUEL_GAMES=N (games per seating) prints the figures
 * of a longer run; under the sanitizers a few games check memory only. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/race/rules/race_local.h"
#include "test.h"

static long ngames = 150;
static const char *const names[RACE_NATIONS] = { "British", "Russians", "Japanese", "Americans" };

/* Mean and variance of a per-game score difference, pooled. */
typedef struct pool {
    double sum, sq;
    long n;
} pool;

static void tally(int *seat, int *level, uint64_t seed, race_tally *t)
{
    char why[256];

    if (race_sim_tally(".", "peking-1900", seat, level, ngames, seed, t, NULL, why,
                       sizeof why) < 0) {
        printf("  %s\n", why);
        exit(1);
    }
}

/* Two armies: strong against easy on each side of every pair. The same
 * seeds both ways, so luck cancels. */
static void duel_pairs(int strong, pool *p)
{
    int a, b;

    for (a = 0; a < RACE_NATIONS; a++)
        for (b = a + 1; b < RACE_NATIONS; b++) {
            int seat[RACE_NATIONS] = { 2, 2, 2, 2 }, level[RACE_NATIONS] = { 0, 0, 0, 0 };
            race_tally t1, t2;
            double d1, d2;
            seat[a] = seat[b] = RACE_SEAT_COMPUTER;
            level[a] = strong;
            tally(seat, level, 100 + a * 10 + b, &t1);
            level[a] = 0;
            level[b] = strong;
            tally(seat, level, 100 + a * 10 + b, &t2);
            d1 = race_tally_score(&t1, a) - race_tally_score(&t1, b);
            d2 = race_tally_score(&t2, b) - race_tally_score(&t2, a);
            if (getenv("RACE_DUEL_GAMES"))
                printf("  %-9s v %-9s: strong as %s %.3f-%.3f, as %s %.3f-%.3f\n",
                       names[a], names[b], names[a], race_tally_score(&t1, a),
                       race_tally_score(&t1, b), names[b], race_tally_score(&t2, b),
                       race_tally_score(&t2, a));
            /* one sample per seating and side: a mean of ngames games */
            p->sum += d1 + d2;
            p->sq += d1 * d1 + d2 * d2;
            p->n += 2;
        }
}

/* Four armies: one strong bot among three easy ones, per nation, against
 * that nation's score when all four are easy. */
static void lone_strong(int strong, double *gain)
{
    int seat[RACE_NATIONS] = { 1, 1, 1, 1 }, level[RACE_NATIONS] = { 0, 0, 0, 0 }, n;
    race_tally base, t;

    tally(seat, level, 7, &base);
    *gain = 0;
    for (n = 0; n < RACE_NATIONS; n++) {
        level[n] = strong;
        tally(seat, level, 7, &t);
        level[n] = 0;
        if (getenv("RACE_DUEL_GAMES"))
            printf("  four armies, %s strong: %.3f (all easy %.3f)\n", names[n],
                   race_tally_score(&t, n), race_tally_score(&base, n));
        *gain += race_tally_score(&t, n) - race_tally_score(&base, n);
    }
}

static void hard_beats_easy(void)
{
    pool p = { 0, 0, 0 };
    double mean, sd, gain;

    duel_pairs(RACE_LEVEL_HARD, &p);
    mean = p.sum / p.n;
    sd = sqrt(p.sq / p.n - mean * mean);
    printf("  two armies: hard minus easy %.3f a game (sd of seating means %.3f, "
           "%ld seatings of %ld games)\n", mean, sd, p.n, ngames);
    /* each seating mean has sd <= 1/sqrt(ngames) under the null; a margin
     * over four standard errors of the pooled mean cannot come by chance */
    if (!getenv("LEGATION_SANITIZED")) {  /* too few games there for the margin */
        CHECK(mean > 4.0 / sqrt((double)ngames * p.n));
        CHECK(mean > 0.1);
    }
    lone_strong(RACE_LEVEL_HARD, &gain);
    printf("  four armies: a lone hard bot gains %.3f a game over easy (sum of nations)\n",
           gain);
}

static void normal_against_easy(void)
{
    pool p = { 0, 0, 0 };
    double mean;

    duel_pairs(RACE_LEVEL_NORMAL, &p);
    mean = p.sum / p.n;
    /* a figure for the report; normal is meant to sit between the two */
    printf("  two armies: normal minus easy %.3f a game\n", mean);
}

int main(void)
{
    if (getenv("RACE_DUEL_GAMES"))
        ngames = atol(getenv("RACE_DUEL_GAMES"));
    else if (getenv("LEGATION_SANITIZED"))
        ngames = 10;  /* memory checks only */
    RUN(hard_beats_easy);
    if (getenv("RACE_DUEL_GAMES"))
        RUN(normal_against_easy);
    TEST_END();
}
