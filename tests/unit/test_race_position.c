/* test_race_position: positions of Race to the Legations. For every
 * position of many bot games, load(dump(s)) dumps the same, lists the same
 * legal actions and gives the same next state and log; a game reloaded
 * once plays on to the same end. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/race/rules/race_local.h"
#include "session.h"
#include "test.h"

#if defined(__SANITIZE_ADDRESS__)
#define GAMES 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define GAMES 1
#endif
#endif
#ifndef GAMES
#define GAMES 6
#endif

#include "test_position_common.h"

static race_state base;     /* the scenario as loaded, before set-up */
static race_state blank;    /* set up with the test's seats: reads start here */
static const int seats[RACE_NATIONS] = { RACE_SEAT_COMPUTER, RACE_SEAT_COMPUTER,
                                         RACE_SEAT_COMPUTER, RACE_SEAT_COMPUTER };

static int reload(cJSON *tree, race_state *out, char *msg, size_t n)
{
    jdoc d;
    errs e;
    int ok;

    errs_clear(&e);
    memset(&d, 0, sizeof d);
    d.path = "position";
    d.root = tree;
    *out = blank;
    ok = race_position_read(out, &d, &e, d.root, "");
    if (!ok)
        snprintf(msg, n, "%s", errs_first(&e));
    return ok;
}

static int same_state(const race_state *a, const race_state *b)
{
    cJSON *ja = race_state_json(a), *jb = race_state_json(b);
    int same = same_tree(ja, jb);

    cJSON_Delete(ja);
    cJSON_Delete(jb);
    return same;
}

static void test_round_trip_every_position(void)
{
    static race_state a, c, once;
    static race_action la_[RACE_MAX_ACTIONS], lc_[RACE_MAX_ACTIONS];
    /* the tray's modifier texts are written only with a log: all three
     * games get one */
    glog *la = glog_new(256), *lc = glog_new(256), *lo = glog_new(256);
    long positions = 0, bad = 0;
    int g, steps, at, na, nc;
    char msg[512], why[256];
    cJSON *tree;
    race_bot *bot;

    for (g = 0; g < games() && bad < 3; g++) {
        a = base;
        race_setup(&a, seats, sim_game_seed(78, g));
        at = 5 + g % 301;
        steps = 0;
        bot = race_bot_new(&a);
        tree = race_state_json(&a);
        while (a.result == RACE_RES_NONE && steps < 20000 && bad < 3) {
            race_action act;
            positions++;
            if (!reload(tree, &c, msg, sizeof msg)) {
                printf("  game %d step %d: reload refused: %s\n", g, steps, msg);
                bad++;
                break;
            }
            cJSON_Delete(tree);
            tree = NULL;
            na = race_legal_actions(&a, la_, RACE_MAX_ACTIONS);
            nc = race_legal_actions(&c, lc_, RACE_MAX_ACTIONS);
            if (na != nc || memcmp(la_, lc_, (size_t)na * sizeof la_[0]) != 0) {
                printf("  game %d step %d: the legal list differs after reload\n", g, steps);
                bad++;
            }
            if (steps == at)
                once = c;
            CHECK_INT(race_bot_step(bot, &a, &act), 0);
            glog_clear(la);
            glog_clear(lc);
            CHECK_INT(race_do(&a, &act, la, why, sizeof why), 0);
            CHECK_INT(race_do(&c, &act, lc, why, sizeof why), 0);
            if (steps >= at)
                CHECK_INT(race_do(&once, &act, lo, why, sizeof why), 0);
            if (!same_state(&a, &c) || !same_log(la, lc)) {
                printf("  game %d step %d: the next %s differs after reload\n", g,
                       steps, same_log(la, lc) ? "state" : "log");
                bad++;
            }
            tree = race_state_json(&a);
            steps++;
        }
        cJSON_Delete(tree);
        race_bot_free(bot);
        if (steps > at && !same_state(&a, &once)) {
            printf("  game %d: reloaded at step %d, ends differently\n", g, at);
            bad++;
        }
        CHECK(a.result != RACE_RES_NONE);
    }
    CHECK_INT(bad, 0);
    printf("  %d games, %ld positions reloaded\n", g, positions);
    glog_free(la);
    glog_free(lc);
    glog_free(lo);
}

/* Own dice: the computer player's dice are asked for too; its action goes
 * through once they are entered, and the log says so. */
static void test_own_dice_computer(void)
{
    cJSON *o = cJSON_Parse("{\"seats\":[\"computer\",\"computer\",\"empty\",\"empty\"]}");
    char why[256];
    session *s;
    errs e;
    int i, rc = 0, asked = 0, done = 0;

    errs_clear(&e);
    s = session_new(&race_rules, ".", "peking-1900", o, 7, &e);
    cJSON_Delete(o);
    CHECK(s != NULL);
    if (!s)
        return;
    session_set_own_dice(s, 1);
    for (i = 0; i < 400 && asked < 3; i++) {
        rc = session_bot_step(s, why, sizeof why);
        if (rc == SESSION_NEED_DIE) {
            CHECK(s->ask.bot);
            CHECK_INT(s->ask.lo, 1);
            CHECK_INT(s->ask.hi, 10);
            CHECK(s->ask.purpose[0] != 0);
            /* asking again does not pick another move */
            CHECK_INT(session_bot_step(s, why, sizeof why), SESSION_NEED_DIE);
            asked++;
            rc = session_enter_die(s, 1 + asked % 10, why, sizeof why);
            while (rc == SESSION_NEED_DIE)
                rc = session_enter_die(s, 5, why, sizeof why);
            CHECK_INT(rc, 0);
            done++;
        } else {
            CHECK_INT(rc, 0);
        }
    }
    CHECK_INT(asked, 3);
    CHECK_INT(done, 3);
    CHECK(s->nrolls >= 3);
    CHECK(s->nrolls == s->rolls_used);
    for (i = 0, rc = 0; i < glog_count(s->log); i++)
        rc += strstr(glog_get(s->log, i), "Die entered by hand") != NULL;
    CHECK_INT(rc, s->nrolls);
    session_free(s);
}

int main(void)
{
    errs e;

    errs_clear(&e);
    if (!race_load_file(&base, "scenarios/race/peking-1900.json", &e)) {
        errs_print(&e, stdout);
        printf("FAIL load\n");
        return 1;
    }
    snprintf(base.scenario, sizeof base.scenario, "peking-1900");
    blank = base;
    race_setup(&blank, seats, 1);
    RUN(test_own_dice_computer);
    RUN(test_round_trip_every_position);
    TEST_END();
}
