/* test_kutf_position: positions of Keep Up The Fire! For every position of
 * many bot games, load(dump(s)) dumps the same text, lists the same legal
 * actions and gives the same next state and log; a game reloaded once
 * plays on to the same end. Broken positions are refused with
 * file:line: path (the copies under tests/data/kutf/positions are checked
 * by tests/suites/positions.sh through the program). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "games/kutf/rules/kutf.h"
#include "session.h"
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

#include "test_position_common.h"

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

static const game_rules *find(const char *id)
{
    return strcmp(id, "kutf") == 0 ? &kutf_rules : NULL;
}

static char *state_text(const session *s)
{
    cJSON *j = s->rules->state_json(s->state);
    char *t = cJSON_PrintUnformatted(j);

    cJSON_Delete(j);
    return t;
}

static int log_has(const session *s, const char *text)
{
    int i;

    for (i = 0; i < glog_count(s->log); i++)
        if (strstr(glog_get(s->log, i), text))
            return 1;
    return 0;
}

/* Roll my own dice: the fire asks for its to-hit die, then for the
 * casualties; a face out of range is refused and asked again; the log says
 * the faces were entered; the save replays to the same game. */
static void test_own_dice(void)
{
    static const char *const units[] = { "AT", "GB", "FR", "DE", "IT", "JP", "RU", "US" };
    static const char *const boxes[] = { "N1", "N2", "E1", "E2", "S1", "S2", "W1", "W2" };
    char path[] = "/tmp/legation-owndice-XXXXXX", file[64], why[256], *t1, *t2;
    session *s, *r;
    cJSON *a;
    errs e;
    int i, fd;

    errs_clear(&e);
    s = session_new(&kutf_rules, ".", "standard", NULL, 5, &e);
    CHECK(s != NULL);
    if (!s)
        return;
    session_set_own_dice(s, 1);
    for (i = 0; i < 8; i++) {
        a = cJSON_CreateObject();
        cJSON_AddStringToObject(a, "type", "place");
        cJSON_AddStringToObject(a, "unit", units[i]);
        cJSON_AddStringToObject(a, "box", boxes[i]);
        CHECK_INT(session_apply(s, a, why, sizeof why), 0);
        cJSON_Delete(a);
    }
    a = cJSON_Parse("{\"type\":\"fire\",\"track\":\"N\"}");
    CHECK_INT(session_apply(s, a, why, sizeof why), SESSION_NEED_DIE);
    CHECK_INT(s->ask.lo, 1);
    CHECK_INT(s->ask.hi, 6);
    CHECK_CONTAINS(s->ask.purpose, "to-hit");
    CHECK_INT(s->nactions, 8);
    CHECK_INT(session_enter_die(s, 7, why, sizeof why), -1);
    CHECK_CONTAINS(why, "1 to 6");
    CHECK_INT(session_enter_die(s, 6, why, sizeof why), SESSION_NEED_DIE);
    CHECK_CONTAINS(s->ask.purpose, "casualties");
    CHECK_INT(session_enter_die(s, 5, why, sizeof why), 0);
    CHECK_INT(s->nactions, 9);
    CHECK(s->ask.action == NULL);
    CHECK(log_has(s, "Die entered by hand: 6 for to-hit: fire at the North track."));
    CHECK(log_has(s, "Die entered by hand: 5 for casualties"));
    CHECK(log_has(s, "to-hit 6"));
    cJSON_Delete(a);
    /* cancelled: the faces entered for it are forgotten */
    a = cJSON_Parse("{\"type\":\"fire\",\"track\":\"E\"}");
    CHECK_INT(session_apply(s, a, why, sizeof why), SESSION_NEED_DIE);
    CHECK_INT(session_enter_die(s, 6, why, sizeof why), SESSION_NEED_DIE);
    CHECK_INT(s->nrolls, 3);
    session_cancel_die(s);
    CHECK_INT(s->nrolls, 2);
    cJSON_Delete(a);
    fd = mkstemp(path);
    if (fd >= 0)
        close(fd);
    snprintf(file, sizeof file, "%s", path);
    CHECK_INT(session_save(s, file, &e), 0);
    r = session_load(file, ".", find, &e);
    CHECK(r != NULL);
    if (r) {
        CHECK_INT(r->own_dice, 1);
        CHECK_INT(r->nrolls, 2);
        t1 = state_text(s);
        t2 = state_text(r);
        CHECK_STR(t2, t1);
        free(t1);
        free(t2);
        CHECK_INT(glog_count(r->log), glog_count(s->log));
        for (i = 0; i < glog_count(s->log) && i < glog_count(r->log); i++)
            CHECK_STR(glog_get(r->log, i), glog_get(s->log, i));
        session_free(r);
    }
    remove(file);
    session_free(s);
}

/* A save that starts from a position: undo goes back to it and no
 * further; --at stops after N actions. */
static void test_start_and_undo(void)
{
    char why[256], *t0, *t1;
    session *s;
    errs e;

    errs_clear(&e);
    s = session_load("tests/unit/kutf-start.json", ".", find, &e);
    CHECK(s != NULL);
    if (!s) {
        errs_print(&e, stdout);
        return;
    }
    CHECK_INT(s->nactions, 1);
    t0 = cJSON_PrintUnformatted(s->start);
    s->practice = 1;
    CHECK_INT(session_undo(s, why, sizeof why), 0);
    t1 = state_text(s);
    CHECK_STR(t1, t0);
    CHECK_INT(session_undo(s, why, sizeof why), -1);
    CHECK_CONTAINS(why, "nothing to undo");
    free(t0);
    free(t1);
    session_free(s);
    s = session_load_at("tests/unit/kutf-start.json", ".", find, 0, &e);
    CHECK(s && s->nactions == 0);
    session_free(s);
    s = session_load_at("tests/unit/kutf-start.json", ".", find, 5, &e);
    CHECK(s == NULL);
    CHECK_CONTAINS(errs_first(&e), "actions: the save has 1 actions, fewer than 5");
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
    RUN(test_own_dice);
    RUN(test_start_and_undo);
    RUN(test_round_trip_every_position);
    TEST_END();
}
