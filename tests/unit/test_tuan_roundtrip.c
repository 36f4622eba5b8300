/* test_tuan_roundtrip: the computer's actions as a save and the screen see
 * them (written as JSON, read back, then applied) are never refused, nor
 * is any action of the legal list after the same round trip. Refusals are
 * counted per reason; TUAN_RT_GAMES=N plays more games (default 6 a
 * scenario, to stay quick). */
#include <stdlib.h>
#include <string.h>

#include "games/tuan/rules/tuan_local.h"
#include "test.h"

static const char *const scenarios[] = { "appendix-a", "langfang", "beicang" };
static const int bots[TU_SIDES] = { 1, 1 };

/* reasons seen, with counts */
static char reason[32][160];
static int count[32], nreason;

static void tally(const char *why)
{
    char r[160];
    int k;

    /* the reason without its numbers, so one kind counts once */
    snprintf(r, sizeof r, "%s", why);
    for (char *p = r; *p; p++)
        if ((*p >= '0' && *p <= '9') || *p == '.')
            *p = '#';
    for (k = 0; k < nreason; k++)
        if (strcmp(reason[k], r) == 0)
            break;
    if (k == nreason && nreason < 32)
        snprintf(reason[nreason++], sizeof reason[0], "%s", r);
    if (k < 32)
        count[k]++;
}

/* a through JSON and back; -1 when it does not read back */
static int round_trip(tu_state *st, const tu_action *a, tu_action *b, char *why, size_t n)
{
    cJSON *j = tu_action_json(st, a);
    int r = j ? tu_action_from_json(st, j, b, why, n) : -1;

    cJSON_Delete(j);
    return r;
}

static void bot_actions_survive_the_round_trip(void)
{
    const char *env = getenv("TUAN_RT_GAMES");
    int games = env ? atoi(env) : 6, refused = 0, listed_refused = 0;
    long acts = 0;
    tu_action *l = malloc(TU_MAX_LEGAL * sizeof *l);
    tu_state *w = malloc(sizeof *w);

    if (!l || !w) {
        CHECK(0);
        free(l);
        free(w);
        return;
    }
    for (int s = 0; s < 3; s++)
        for (int g = 0; g < games; g++) {
            int opt[TO_COUNT];
            char why[256];
            errs e;
            tu_state *st;
            errs_clear(&e);
            for (int k = 0; k < TO_COUNT; k++)
                opt[k] = (g >> (k % 5)) & 1;
            st = tu_new(".", scenarios[s], opt, bots, (uint64_t)(7000 + g), &e);
            if (!st) {
                printf("  %s\n", errs_first(&e));
                CHECK(0);
                continue;
            }
            for (long step = 0; st->phase != TU_P_OVER && step < 20000; step++) {
                tu_action a, b;
                CHECK_INT(tu_bot_choose(st, &a), 0);
                /* every few actions, the legal list too */
                if (step % 8 == 0) {
                    int n = tu_legal(st, l, TU_MAX_LEGAL);
                    for (int k = 0; k < n; k++) {
                        memcpy(w, st, sizeof *w);
                        if (round_trip(w, &l[k], &b, why, sizeof why) < 0 ||
                            tu_apply(w, &b, NULL, why, sizeof why) < 0) {
                            tally(why);
                            listed_refused++;
                        }
                    }
                }
                acts++;
                if (round_trip(st, &a, &b, why, sizeof why) < 0 ||
                    tu_apply(st, &b, NULL, why, sizeof why) < 0) {
                    tally(why);
                    refused++;
                    /* go on with the action as the bot meant it */
                    if (tu_apply(st, &a, NULL, why, sizeof why) < 0) {
                        printf("  %s: refused even unrounded: %s\n", scenarios[s], why);
                        CHECK(0);
                        break;
                    }
                }
                if (!tu_check_invariants(st, why, sizeof why)) {
                    printf("  %s game %d: %s\n", scenarios[s], g, why);
                    CHECK(0);
                    break;
                }
            }
            CHECK(st->phase == TU_P_OVER);
            tu_free(st);
        }
    for (int k = 0; k < nreason; k++)
        printf("  %d x %s\n", count[k], reason[k]);
    printf("  %ld bot actions, %d refused after the round trip; %d listed actions refused\n",
           acts, refused, listed_refused);
    CHECK_INT(refused, 0);
    CHECK_INT(listed_refused, 0);
    free(l);
    free(w);
}

int main(void)
{
    RUN(bot_actions_survive_the_round_trip);
    TEST_END();
}
