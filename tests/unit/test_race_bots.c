/* test_race_bots: thousands of all-bot games of Race to the Legations,
 * the state's invariants checked after every action (one unit per hex,
 * no unit past an unbreached wall, no counter lost); every game must end,
 * and before the round cap. The nations' bots cycle through the levels. Under the sanitizers fewer games are played. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "games/race/rules/race_local.h"
#include "test.h"

static long ngames = 3000;

static double now(void)
{
    struct timespec ts;

    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec / 1e9;
}

static void bot_games_keep_invariants(void)
{
    static const int seats[RACE_NATIONS] = { RACE_SEAT_COMPUTER, RACE_SEAT_COMPUTER,
                                             RACE_SEAT_COMPUTER, RACE_SEAT_COMPUTER };
    long g, wins[RACE_NATIONS] = { 0, 0, 0, 0 }, shared = 0, none = 0, rounds = 0;
    long capped = 0, longest = 0;
    double t0, dt;
    char why[256];
    errs e;
    race_state *tpl = calloc(1, sizeof *tpl), *st = malloc(sizeof *st);

    errs_clear(&e);
    CHECK(tpl && st && race_load_file(tpl, "scenarios/race/peking-1900.json", &e));
    if (!tpl || !st || e.n) {
        errs_print(&e, stdout);
        free(tpl);
        free(st);
        return;
    }
    t0 = now();
    for (g = 0; g < ngames; g++) {
        int r;
        /* a fresh game from the loaded map: no JSON in the loop */
        memcpy(st, tpl, sizeof *st);
        {   /* every computer level in turn */
            int k;
            for (k = 0; k < RACE_NATIONS; k++)
                st->level[k] = (int)((g + k) % RACE_LEVELS);
        }
        race_setup(st, seats, 1000 + (uint64_t)g);
        r = race_play_bot_game(st, 1, why, sizeof why);
        if (r < 0) {
            printf("  game %ld (seed %ld): %s\n", g, 1000 + g, why);
            CHECK(r >= 0);
            break;
        }
        if (r == RACE_RES_TOTAL)
            wins[st->winner]++;
        else if (r == RACE_RES_SHARED)
            shared++;
        else
            none++;
        /* every game ends on its own, before the safety cap */
        if (st->round > st->round_cap)
            capped++;
        if (st->round > longest)
            longest = st->round;
        rounds += st->round;
    }
    dt = now() - t0;
    printf("  %ld games in %.2f s (%.0f/s): British %ld, Russians %ld, Japanese %ld, "
           "Americans %ld, shared %ld, no result %ld; average rounds %.1f, "
           "longest %ld\n", g, dt, g / dt, wins[0], wins[1], wins[2], wins[3],
           shared, none, g ? (double)rounds / g : 0.0, longest);
    CHECK_INT(g, ngames);
    CHECK_INT(capped, 0);
    CHECK(none * 100 <= ngames);  /* no result (all but three units lost) stays rare */
    free(tpl);
    free(st);
}

/* A whole game through the JSON entry points (what the app and saves use),
 * then replayed from its action list onto a fresh game: the same seed and
 * the same actions give exactly the same state. */
static void json_game_replays_exactly(void)
{
    cJSON *opt = cJSON_Parse("{\"seats\":[\"computer\",\"human\",\"computer\",\"computer\"]}");
    cJSON *actions = cJSON_CreateArray(), *a;
    errs e;
    void *g, *h;
    char why[256], out[64];
    glog *log = glog_new(100);
    int steps = 0;

    errs_clear(&e);
    g = race_rules.create(".", "peking-1900", opt, 99, &e);
    h = race_rules.create(".", "peking-1900", opt, 99, &e);
    CHECK(g && h);
    if (!g || !h)
        return;
    while (race_rules.seat_to_move(g) >= 0 && steps < 100000) {
        a = race_rules.bot_action(g);
        CHECK(a != NULL);
        if (!a)
            break;
        if (race_rules.apply(g, a, log, why, sizeof why) != 0) {
            printf("  refused: %s\n", why);
            CHECK(0);
            cJSON_Delete(a);
            break;
        }
        cJSON_AddItemToArray(actions, a);
        steps++;
    }
    CHECK(race_rules.outcome(g, out, sizeof out));
    CHECK(glog_count(log) > 0);
    cJSON_ArrayForEach(a, actions)
        CHECK_INT(race_rules.apply(h, a, NULL, why, sizeof why), 0);
    /* the dice trays differ only in the texts a log asks for */
    {
        race_state *x = g, *y = h;
        x->nroll = y->nroll = 0;
        memset(x->roll, 0, sizeof x->roll);
        memset(y->roll, 0, sizeof y->roll);
        CHECK(memcmp(x, y, sizeof *x) == 0);
    }
    race_rules.destroy(g);
    race_rules.destroy(h);
    cJSON_Delete(actions);
    cJSON_Delete(opt);
    glog_free(log);
}

int main(int argc, char **argv)
{
    if (getenv("LEGATION_SANITIZED"))
        ngames = 1000;
    if (argc > 1)
        ngames = atol(argv[1]);
    RUN(json_game_replays_exactly);
    RUN(bot_games_keep_invariants);
    TEST_END();
}
