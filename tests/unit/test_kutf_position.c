/* test_kutf_position: positions of Keep Up The Fire! For every position of
 * many bot games, load(dump(s)) dumps the same text, lists the same legal
 * actions and gives the same next state and log; a game reloaded once
 * plays on to the same end. Broken positions are refused with
 * file:line: path (the copies under tests/data/kutf/positions are checked
 * by tests/suites/positions.sh through the program). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/kutf/rules/kutf.h"
#include "test.h"

static kutf_data data;

/* Under the sanitizers the same check runs on fewer games. */
#if defined(__SANITIZE_ADDRESS__)
#define GAMES 20
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define GAMES 20
#endif
#endif
#ifndef GAMES
#define GAMES 300
#endif

static char *dump(const kutf_state *s)
{
    cJSON *j = kutf_state_json(s);
    char *t = cJSON_PrintUnformatted(j);
    cJSON_Delete(j);
    return t;
}

/* Legal actions as native values: equal lists compare equal bytewise. */
static int legal(const kutf_state *s, kutf_action *out)
{
    int n = kutf_legal(s, out, KUTF_MAX_ACTIONS);

    return n;
}

/* The dumped tree into out (data already set); 0 with the first message.
 * The read ends by dumping what it loaded and comparing it with the tree
 * (position_match), so a read that succeeds is load(dump(s)) == dump(s).
 * The tree is read as it is, not printed and parsed again: that costs more
 * than all the rest and the printer is deterministic (one file
 * position, parsed from text, is checked in test_text_round_trip). */
/* POSITION_GAMES=1000 in the environment runs the full check (slow: the
 * default keeps make test quick). */
static int games(void)
{
    const char *v = getenv("POSITION_GAMES");

    return v && atoi(v) > 0 ? atoi(v) : GAMES;
}

static int reload(cJSON *tree, kutf_state *out, char *msg, size_t n)
{
    jdoc d;
    errs e;
    int ok;

    errs_clear(&e);
    memset(&d, 0, sizeof d);
    d.path = "position";
    d.root = tree;
    ok = kutf_position_read(out, &d, &e, d.root, "");
    if (!ok)
        snprintf(msg, n, "%s", errs_first(&e));
    return ok;
}

static int same_log(glog *a, glog *b)
{
    int i;

    if (glog_count(a) != glog_count(b))
        return 0;
    for (i = 0; i < glog_count(a); i++)
        if (strcmp(glog_get(a, i), glog_get(b, i)) != 0)
            return 0;
    return 1;
}

/* Two dumps, key order included (dumps are written in a fixed order). */
static int same_tree(const cJSON *a, const cJSON *b)
{
    for (; a && b; a = a->next, b = b->next) {
        if (a->type != b->type || (a->string == NULL) != (b->string == NULL) ||
            (a->string && strcmp(a->string, b->string) != 0))
            return 0;
        if (cJSON_IsString(a) && strcmp(a->valuestring, b->valuestring) != 0)
            return 0;
        if (cJSON_IsNumber(a) && a->valuedouble != b->valuedouble)
            return 0;
        if (!same_tree(a->child, b->child))
            return 0;
    }
    return a == b;
}

static int same_state(const kutf_state *a, const kutf_state *b)
{
    cJSON *ja = kutf_state_json(a), *jb = kutf_state_json(b);
    int same = same_tree(ja, jb);

    cJSON_Delete(ja);
    cJSON_Delete(jb);
    return same;
}

static void test_round_trip_every_position(void)
{
    static kutf_state a, c, once;
    static kutf_action la_[KUTF_MAX_ACTIONS], lc_[KUTF_MAX_ACTIONS];
    glog *la = glog_new(64), *lc = glog_new(64);
    long positions = 0, bad = 0;
    int g, steps, mode, at, na, nc;
    char msg[512];
    cJSON *text;

    c.data = &data;
    for (g = 0; g < games() && bad < 3; g++) {
        mode = g % 3;
        kutf_init(&a, &data, mode, sim_game_seed(77, g));
        at = 5 + g % 97;      /* where this game is reloaded and played on */
        steps = 0;
        text = kutf_state_json(&a);
        while (!a.outcome && steps < 5000 && bad < 3) {
            kutf_action act;
            positions++;
            if (!reload(text, &c, msg, sizeof msg)) {
                printf("  game %d step %d: reload refused: %s\n", g, steps, msg);
                bad++;
                break;
            }
            cJSON_Delete(text);
            text = NULL;
            na = legal(&a, la_);
            nc = legal(&c, lc_);
            if (na != nc || memcmp(la_, lc_, (size_t)na * sizeof la_[0]) != 0) {
                printf("  game %d step %d: the legal list differs after reload\n", g, steps);
                bad++;
            }
            if (steps == at)
                once = c;
            CHECK(kutf_bot_choose(&a, &act));
            glog_clear(la);
            glog_clear(lc);
            CHECK_INT(kutf_apply(&a, &act, la, NULL, 0), 0);
            CHECK_INT(kutf_apply(&c, &act, lc, NULL, 0), 0);
            if (steps >= at)
                CHECK_INT(kutf_apply(&once, &act, NULL, NULL, 0), 0);
            if (!same_state(&a, &c) || !same_log(la, lc)) {
                printf("  game %d step %d: the next %s differs after reload\n", g,
                       steps, same_log(la, lc) ? "state" : "log");
                bad++;
            }
            text = kutf_state_json(&a);
            steps++;
        }
        cJSON_Delete(text);
        if (steps > at && !same_state(&a, &once)) {
            printf("  game %d: reloaded at step %d, ends differently\n", g, at);
            bad++;
        }
        CHECK(a.outcome != 0);
    }
    CHECK_INT(bad, 0);
    CHECK(positions > 50L * games());
    printf("  %d games, %ld positions reloaded\n", g, positions);
    glog_free(la);
    glog_free(lc);
}

/* One position through text, as a save holds it: printed, parsed, read,
 * printed again to the same bytes. */
static void test_text_round_trip(void)
{
    static kutf_state a, c;
    kutf_action act;
    char *t1, *t2;
    jdoc d;
    errs e;
    int i;

    kutf_init(&a, &data, 0, 99);
    for (i = 0; i < 60 && kutf_bot_choose(&a, &act); i++)
        kutf_apply(&a, &act, NULL, NULL, 0);
    t1 = dump(&a);
    errs_clear(&e);
    c.data = &data;
    CHECK(jdoc_parse(&d, "position.json", t1, &e));
    CHECK(kutf_position_read(&c, &d, &e, d.root, ""));
    t2 = dump(&c);
    CHECK_STR(t2, t1);
    jdoc_free(&d);
    free(t1);
    free(t2);
}

int main(void)
{
    errs e;

    errs_clear(&e);
    if (!kutf_data_load(&data, "scenarios/kutf", &e)) {
        errs_print(&e, stdout);
        printf("FAIL load\n");
        return 1;
    }
    RUN(test_text_round_trip);
    RUN(test_round_trip_every_position);
    TEST_END();
}
