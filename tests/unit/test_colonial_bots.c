/* Bot games of Colonial Siege: both scenarios played out by the computer,
 * the invariants checked after every action (figures only lost or back in
 * the pool, defenders never more, ammunition never below 0, all 54 cards
 * accounted for), every game ending; the computer beating a player that
 * picks random legal actions on either seat; same seed, same game.
 * Run with --games N for the long run (notes.md), --log SEED to print a
 * game's log. */
#include <stdlib.h>
#include <string.h>

#include "games/colonial/rules/col_local.h"
#include "test.h"

static const int bots[COL_SIDES] = { 1, 1 };
static int alive_before, rifle_before, gun_before;
static long quick_games = 6;

static int check(const col_state *st, char *why, size_t n)
{
    if (col_check_invariants(st, why, n) != 1)
        return 0;
    if (col_defenders_alive(st) > alive_before) {
        snprintf(why, n, "defenders went from %d to %d", alive_before, col_defenders_alive(st));
        return 0;
    }
    if (st->rifle > rifle_before || st->gunammo > gun_before) {
        snprintf(why, n, "ammunition grew");
        return 0;
    }
    alive_before = col_defenders_alive(st);
    rifle_before = st->rifle;
    gun_before = st->gunammo;
    return 1;
}

static col_state *start(const char *scen, const int opt[CO_COUNT], uint64_t seed)
{
    errs e;
    col_state *st;

    errs_clear(&e);
    st = col_new(".", scen, opt, bots, seed, &e);
    if (!st) {
        printf("  %s\n", errs_first(&e));
        return NULL;
    }
    col_start(st, NULL);
    alive_before = col_defenders_alive(st);
    rifle_before = st->rifle;
    gun_before = st->gunammo;
    return st;
}

static void run_games(long games, int verbose)
{
    static const char *const scen[] = { "compound", "double" };
    long wins[2] = { 0, 0 }, played = 0;

    for (int s = 0; s < 2; s++)
        for (long g = 0; g < games; g++) {
            int opt[CO_COUNT];
            char why[256] = "";
            col_state *st;
            for (int k = 0; k < CO_COUNT; k++)
                opt[k] = (g >> k) & 1;   /* every option in turn */
            opt[CO_DEPLOY] = (g & 1) == 0;   /* the set-up in every other game */
            st = start(scen[s], opt, (uint64_t)(7000 + g));
            CHECK(st != NULL);
            if (!st)
                return;
            if (col_play_out(st, NULL, check, why, sizeof why) < 0) {
                printf("  %s game %ld: %s\n", scen[s], g, why);
                CHECK(0);
                free(st);
                return;
            }
            CHECK(st->over);
            wins[st->winner]++;
            played++;
            free(st);
        }
    if (verbose)
        printf("  %ld games, every action checked: defender %ld, attacker %ld\n", played,
               wins[0], wins[1]);
}

static void bot_games_keep_invariants(void)
{
    run_games(quick_games, quick_games > 6);
}

/* A player that picks a random legal action. */
static void random_move(col_state *st, rng *r)
{
    col_action *l = malloc(COL_MAX_LEGAL * sizeof *l);
    char why[200];
    int n = col_legal(st, l, COL_MAX_LEGAL);

    CHECK(n > 0);
    if (n > 0 && col_apply(st, &l[rng_range(r, n)], NULL, why, sizeof why) < 0) {
        printf("  a legal action was refused: %s\n", why);
        CHECK(0);
        st->over = 1;
    }
    free(l);
}

static int killed;   /* defenders killed in the games of versus_random */

/* bot_side -1: random play on both seats */
static int versus_random(int bot_side, int games)
{
    int won = 0, opt[CO_COUNT] = { 0 };

    killed = 0;

    for (int g = 0; g < games; g++) {
        col_state *st = start("compound", opt, (uint64_t)(500 + g));
        rng r;
        col_action a;
        if (!st)
            return -1;
        rng_seed(&r, (uint64_t)g);
        for (int step = 0; !st->over && step < 20000; step++) {
            if (col_seat_to_move(st) == bot_side)
                CHECK(col_bot_choose(st, &a, NULL) == 0);
            else
                random_move(st, &r);
        }
        CHECK(st->over);
        if (getenv("COL_DEBUG"))
            printf("  bot %d: winner %d, cards %d, defenders %d, rifle %d\n", bot_side,
                   st->winner, st->cards_drawn, col_defenders_alive(st), st->rifle);
        won += st->over && st->winner == bot_side;
        killed += st->col_dead;
        free(st);
    }
    return won;
}

/* Each side's computer beats random play: the defender, and the attacker
 * (whose task is harder: the column is a clock the defender needs no skill
 * for) wins most games and kills far more defenders than random play
 * kills against the same random defender. */
static void bot_beats_random_player(void)
{
    int d = versus_random(COL_DEF, 3), a, ka, kr;

    a = versus_random(COL_ATT, 3);
    ka = killed;
    (void)versus_random(-1, 3);
    kr = killed;
    printf("  defender bot won %d of 3 against random play; attacker bot won %d of 3 and "
           "killed %d defenders, random attackers killed %d\n", d, a, ka, kr);
    CHECK(d >= 2);
    CHECK(a >= 2);   /* about three in four over 200 games (notes.md) */
    CHECK(ka > 2 * kr);
}

static void same_seed_same_game(void)
{
    int opt[CO_COUNT] = { 0 };
    col_state *a = start("compound", opt, 42), *b = start("compound", opt, 42);
    char why[200];

    CHECK(a && b);
    if (!a || !b)
        return;
    CHECK(col_play_out(a, NULL, NULL, why, sizeof why) == 0);
    CHECK(col_play_out(b, NULL, NULL, why, sizeof why) == 0);
    CHECK_INT(a->cards_drawn, b->cards_drawn);
    CHECK_INT(a->winner, b->winner);
    CHECK_INT(col_defenders_alive(a), col_defenders_alive(b));
    free(a);
    free(b);
}

static void print_log(uint64_t seed)
{
    int opt[CO_COUNT] = { 0 };
    col_state *st = start("compound", opt, seed);
    glog *log = glog_new(100000);
    col_action a;

    free(st);
    st = col_new(".", "compound", opt, bots, seed, &(errs){ 0 });
    col_start(st, log);
    while (!st->over && col_bot_choose(st, &a, log) == 0) {
        cJSON *j = col_action_json(st, &a);
        char *s = cJSON_PrintUnformatted(j);
        glog_add(log, "  > %s", s);
        free(s);
        cJSON_Delete(j);
    }
    for (int i = 0; i < glog_count(log); i++)
        printf("%s\n", glog_get(log, i));
    glog_free(log);
    free(st);
}

int main(int argc, char **argv)
{
    for (int i = 1; i + 1 < argc; i++) {
        if (strcmp(argv[i], "--games") == 0)
            quick_games = atol(argv[i + 1]);
        if (strcmp(argv[i], "--log") == 0) {
            print_log((uint64_t)atol(argv[i + 1]));
            return 0;
        }
    }
    RUN(bot_games_keep_invariants);
    RUN(same_seed_same_game);
    RUN(bot_beats_random_player);
    TEST_END();
}
