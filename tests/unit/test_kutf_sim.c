/* test_kutf_sim: bot games of Keep Up The Fire! through the native API,
 * checking invariants after every action (CP bounds, two defenders per
 * wall, one unit per box, the game ends within 24 headline cards), then the
 * outcome spread the card data is tuned for. `test_kutf_sim N` plays N
 * games (default 10,000) and prints the outcome table and games/second. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "test.h"
#include "games/kutf/rules/kutf.h"

static kutf_data data;
static long games = 10000;
static long count[KUTF_NOUT];
static double seconds;
static long played;
static char bad[256];

static int invariants(const kutf_state *s)
{
    const kutf_data *d = s->data;
    int t, u, v, n;

    for (u = 0; u < KUTF_UNITS; u++) {
        if (s->cp[u] < 0 || s->cp[u] > KUTF_MAX_CP)
            return snprintf(bad, sizeof bad, "%s CP %d", d->unit[u].id, s->cp[u]), 0;
        if (s->seg != KUTF_SEG_SETUP && s->pend != KUTF_PEND_PLACE &&
            (s->cp[u] > 0) != (s->utrack[u] >= 0))
            return snprintf(bad, sizeof bad, "%s cp %d track %d", d->unit[u].id,
                            s->cp[u], s->utrack[u]), 0;
        for (v = u + 1; v < KUTF_UNITS; v++)
            if (s->utrack[u] >= 0 && s->utrack[u] == s->utrack[v] &&
                s->uslot[u] == s->uslot[v])
                return snprintf(bad, sizeof bad, "two units in one box"), 0;
    }
    for (t = 0; t < KUTF_TRACKS; t++) {
        n = kutf_defenders(s, t);
        if (n > KUTF_SLOTS)
            return snprintf(bad, sizeof bad, "%d units on a track", n), 0;
        if (s->ch[t].kind && (s->ch[t].cp < 1 || s->ch[t].cp > KUTF_MAX_CHINESE_CP))
            return snprintf(bad, sizeof bad, "Chinese CP %d", s->ch[t].cp), 0;
        if (s->ch[t].kind && s->ch[t].space >= KUTF_HALLIDAY &&
            s->outcome != KUTF_OUT_DECISIVE_DEFEAT)
            return snprintf(bad, sizeof bad, "Chinese in Fort Halliday"), 0;
    }
    if (s->fort < 0 || s->fort > KUTF_MAX_FORT)
        return snprintf(bad, sizeof bad, "fort %d", s->fort), 0;
    if (s->speed_box < d->speed.start || s->speed_box >= d->speed.nboxes ||
        s->power_box < d->power.start || s->power_box >= d->power.nboxes)
        return snprintf(bad, sizeof bad, "relief boxes %d %d", s->speed_box,
                        s->power_box), 0;
    if (s->relief_pos < 0 || s->relief_pos >= d->nroute)
        return snprintf(bad, sizeof bad, "relief at %d", s->relief_pos), 0;
    if (s->turn > 24)
        return snprintf(bad, sizeof bad, "turn %d", s->turn), 0;
    if (s->actions_left < 0 || s->commands_left < 0)
        return snprintf(bad, sizeof bad, "negative actions/commands"), 0;
    return 1;
}

static void test_invariants(void)
{
    kutf_state *s = malloc(sizeof *s);
    kutf_action a;
    struct timespec t0, t1;
    char why[128];
    long g, steps;
    int ok = 1;

    played = 0;

    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t0);
    for (g = 0; g < games && ok; g++) {
        /* all three decks; the tuning targets are for the two epochs */
        int mode = g % 5 == 3 ? KUTF_DECK_MIXED : g % 5 == 4 ?
                   KUTF_DECK_HISTORICAL : KUTF_DECK_EPOCHS;
        kutf_init(s, &data, mode, 0x5eed0000u + (uint64_t)g);
        for (steps = 0; !s->outcome && steps < 5000; steps++) {
            if (!kutf_bot_choose(s, &a)) {
                printf("  game %ld: bot found no action\n", g);
                ok = 0;
                break;
            }
            if (kutf_apply(s, &a, NULL, why, sizeof why) < 0) {
                printf("  game %ld: bot action refused: %s\n", g, why);
                ok = 0;
                break;
            }
            if (!invariants(s)) {
                printf("  game %ld step %ld: %s\n", g, steps, bad);
                ok = 0;
                break;
            }
        }
        if (ok && !s->outcome) {
            printf("  game %ld did not end\n", g);
            ok = 0;
        }
        if (ok && s->outcome == KUTF_OUT_MODERATE_DEFEAT && s->deck.ndraw != 0) {
            printf("  game %ld: deck defeat with cards left\n", g);
            ok = 0;
        }
        if (mode == KUTF_DECK_EPOCHS)
            count[s->outcome]++;
        played++;
    }
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t1);
    seconds = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) / 1e9;
    CHECK(ok);
    free(s);
}

/* The tuning targets for the strong player: wins near half (40-62%),
 * moderate victory the commonest win, the compound's fall a fifth of
 * losses or more. */
static void test_balance(void)
{
    long wins = 0, g = 0;
    int o, top = KUTF_OUT_MODERATE;

    for (o = 1; o < KUTF_NOUT; o++)
        g += count[o];
    for (o = KUTF_OUT_PYRRHIC; o < KUTF_NOUT; o++) {
        wins += count[o];
        if (count[o] > count[top])
            top = o;
    }
    printf("  %ld games in %.2f s of CPU (%.0f games/s, invariants checked)\n",
           played, seconds, seconds > 0 ? (double)played / seconds : 0.0);
    printf("  outcomes of the %ld two-epoch games:\n", g);
    for (o = 1; o < KUTF_NOUT; o++)
        printf("  %-20s %6ld  %5.1f%%\n", kutf_outcome_name(o), count[o],
               g ? 100.0 * (double)count[o] / (double)g : 0.0);
    printf("  win rate %.1f%%\n", g ? 100.0 * (double)wins / (double)g : 0.0);
    CHECK(g > 0);
    CHECK(wins * 100 >= g * 40 && wins * 100 <= g * 62);
    CHECK_STR(kutf_outcome_name(top), "moderate-victory");
    /* the siege matters: the compound's fall is at least a fifth of losses */
    CHECK((count[KUTF_OUT_DECISIVE_DEFEAT] + count[KUTF_OUT_SUBSTANTIVE_DEFEAT]) * 5
          >= g - wins);
}

int main(int argc, char **argv)
{
    errs e;

    if (argc > 1)
        games = atol(argv[1]);
    errs_clear(&e);
    if (!kutf_data_load(&data, "scenarios/kutf", &e)) {
        errs_print(&e, stdout);
        printf("FAIL load\n");
        return 1;
    }
    RUN(test_invariants);
    RUN(test_balance);
    TEST_END();
}
