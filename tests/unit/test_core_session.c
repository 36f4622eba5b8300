/* Unit tests of engine/core/session, driven by a toy game: players add 1-3
 * to a running total or roll a die and add it; at 30 or more the game is
 * over. Rolling is the chance that makes undo barriers. */
#include <inttypes.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include "dice.h"
#include "paths.h"
#include "session.h"
#include "test.h"

typedef struct toy {
    dice d;
    int total, start, moves;
} toy;

static int toy_created;

static void *toy_create(const char *datadir, const char *scenario,
                        const cJSON *options, uint64_t seed, errs *e)
{
    const cJSON *start = options ? cJSON_GetObjectItemCaseSensitive(options, "start") : NULL;
    toy *t;

    (void)datadir;
    if (strcmp(scenario, "standard") != 0) {
        errs_add(e, "toy: no scenario called \"%s\"", scenario);
        return NULL;
    }
    if (start && !cJSON_IsNumber(start)) {
        errs_add(e, "toy: option start must be a number");
        return NULL;
    }
    t = calloc(1, sizeof *t);
    dice_init(&t->d, seed);
    t->start = t->total = start ? start->valueint : 0;
    toy_created++;
    return t;
}

static void toy_destroy(void *st)
{
    free(st);
}

static int toy_apply(void *st, const cJSON *a, glog *log, char *why, size_t n)
{
    toy *t = st;
    const char *type = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(a, "type"));
    const cJSON *k = cJSON_GetObjectItemCaseSensitive(a, "n");

    if (t->total >= 30) {
        snprintf(why, n, "The game is over.");
        return -1;
    }
    if (type && strcmp(type, "add") == 0) {
        if (!cJSON_IsNumber(k) || k->valueint < 1 || k->valueint > 3) {
            snprintf(why, n, "You may add 1, 2 or 3.");
            return -1;
        }
        t->total += k->valueint;
        glog_add(log, "Added %d (total %d)", k->valueint, t->total);
    } else if (type && strcmp(type, "roll") == 0) {
        int r = dice_d6(&t->d);
        t->total += r;
        glog_add(log, "Rolled %d (total %d)", r, t->total);
    } else {
        snprintf(why, n, "Unknown action.");
        return -1;
    }
    t->moves++;
    return 0;
}

static int toy_seat(const void *st)
{
    const toy *t = st;

    return t->total >= 30 ? -1 : t->moves % 2;
}

static cJSON *toy_bot(void *st)
{
    toy *t = st;
    cJSON *a = cJSON_CreateObject();

    if (t->total % 2) {
        cJSON_AddStringToObject(a, "type", "add");
        cJSON_AddNumberToObject(a, "n", 3);
    } else {
        cJSON_AddStringToObject(a, "type", "roll");
    }
    return a;
}

static rng *toy_rng(void *st)
{
    return &((toy *)st)->d.r;
}

static int toy_outcome(const void *st, char *buf, size_t n)
{
    const toy *t = st;

    if (t->total < 30)
        return 0;
    if (buf && n)
        snprintf(buf, n, "Thirty reached");
    return 1;
}

static const game_rules toy_rules = {
    .id = "toy", .title = "Toy", .blurb = "Count\nto thirty",
    .min_players = 2, .max_players = 2,
    .create = toy_create, .destroy = toy_destroy, .apply = toy_apply,
    .seat_to_move = toy_seat, .outcome = toy_outcome, .bot_action = toy_bot,
    .state_rng = toy_rng,
};

static dice *toy_dice(void *st)
{
    return &((toy *)st)->d;
}

/* The same game telling only its dice: the session finds the rng in them. */
static const game_rules toy_dice_rules = {
    .id = "toy", .title = "Toy", .blurb = "Count\nto thirty",
    .min_players = 2, .max_players = 2,
    .create = toy_create, .destroy = toy_destroy, .apply = toy_apply,
    .seat_to_move = toy_seat, .bot_action = toy_bot, .state_dice = toy_dice,
};

static const game_rules *find_toy(const char *id)
{
    return strcmp(id, "toy") == 0 ? &toy_rules : NULL;
}

static char tmp[64];

static cJSON *act(const char *json)
{
    return cJSON_Parse(json);
}

/* Apply a JSON text action; returns the session_apply result. */
static int play(session *s, const char *json, char *why, size_t n)
{
    cJSON *a = act(json);
    int rc = session_apply(s, a, why, n);

    cJSON_Delete(a);
    return rc;
}

static int total(const session *s)
{
    return ((const toy *)s->state)->total;
}

static void new_apply_and_refuse(void)
{
    char why[128];
    errs e;
    session *s;

    errs_clear(&e);
    s = session_new(&toy_rules, "/data", "standard", NULL, 5, &e);
    CHECK(s != NULL);
    if (!s)
        return;
    CHECK_INT(s->log->cap, 2000);
    CHECK_INT(play(s, "{\"type\":\"add\",\"n\":2}", why, sizeof why), 0);
    CHECK_INT(play(s, "{\"type\":\"add\",\"n\":9}", why, sizeof why), -1);
    CHECK_STR(why, "You may add 1, 2 or 3.");
    CHECK_INT(play(s, "{\"type\":\"roll\"}", why, sizeof why), 0);
    CHECK_INT(s->nactions, 2);
    CHECK_INT(cJSON_GetArraySize(s->actions), 2);
    CHECK_INT(s->chance[0], 0);
    CHECK_INT(s->chance[1], 1);
    CHECK_INT(glog_count(s->log), 2);
    CHECK_CONTAINS(glog_get(s->log, 1), "Rolled ");
    session_free(s);
    /* A create that fails gives NULL with the game's message. */
    errs_clear(&e);
    CHECK(session_new(&toy_rules, "/data", "epic", NULL, 5, &e) == NULL);
    CHECK_STR(errs_first(&e), "toy: no scenario called \"epic\"");
    CHECK(session_new(NULL, "/data", "standard", NULL, 5, &e) == NULL);
}

static void undo_stops_at_chance(void)
{
    char why[128];
    errs e;
    session *s;
    glog *log;

    errs_clear(&e);
    s = session_new(&toy_rules, "/data", "standard", NULL, 77, &e);
    log = s->log;
    play(s, "{\"type\":\"add\",\"n\":1}", why, sizeof why);
    play(s, "{\"type\":\"roll\"}", why, sizeof why);
    play(s, "{\"type\":\"add\",\"n\":2}", why, sizeof why);
    play(s, "{\"type\":\"add\",\"n\":3}", why, sizeof why);
    CHECK_INT(session_can_undo(s), 2);
    {
        int before = total(s);
        CHECK_INT(session_undo(s, why, sizeof why), 0);
        CHECK_INT(total(s), before - 3);
    }
    CHECK_INT(s->nactions, 3);
    CHECK_INT(session_can_undo(s), 1);
    CHECK_INT(glog_count(s->log), 3);      /* the log is rebuilt too */
    CHECK(s->log == log);                   /* same log object for views */
    CHECK_CONTAINS(glog_get(s->log, 2), "Added 2");
    CHECK_INT(session_undo(s, why, sizeof why), 0);
    CHECK_INT(session_can_undo(s), 0);
    CHECK_INT(session_undo(s, why, sizeof why), -1);
    CHECK_STR(why, "Can't undo past a die roll or a card draw.");
    CHECK_INT(s->nactions, 2);
    session_free(s);
}

/* Each action remembers the seat that made it (the seat to move before
 * it), after an undo's replay and a load too: the screen's undo asks it
 * to step back only over the computer's moves. */
static void seats_recorded(void)
{
    char why[128], path[128];
    errs e;
    session *s, *t;
    int i;

    errs_clear(&e);
    s = session_new(&toy_rules, "/data", "standard", NULL, 5, &e);
    for (i = 0; i < 5; i++)
        play(s, "{\"type\":\"add\",\"n\":1}", why, sizeof why);
    for (i = 0; i < 5; i++)
        CHECK_INT(session_seat_of(s, i), i % 2);
    CHECK_INT(session_seat_of(s, 5), -1);
    CHECK_INT(session_seat_of(s, -1), -1);
    CHECK_INT(session_undo(s, why, sizeof why), 0);
    play(s, "{\"type\":\"add\",\"n\":2}", why, sizeof why);
    for (i = 0; i < 5; i++)
        CHECK_INT(session_seat_of(s, i), i % 2);
    snprintf(path, sizeof path, "%s/seats.json", tmp);
    CHECK_INT(session_save(s, path, &e), 0);
    t = session_load(path, "/data", find_toy, &e);
    CHECK(t != NULL);
    if (t) {
        for (i = 0; i < 5; i++)
            CHECK_INT(session_seat_of(t, i), i % 2);
        session_free(t);
    }
    session_free(s);
}

/* Two people at one screen (seats 0 and 1 alternate in the toy game):
 * undo at the start of a seat's turn must not take back the move of the
 * other person, who handed the screen over; over a computer's moves it
 * reaches back to the seat's own. */
static void undo_never_crosses_a_hand_over(void)
{
    char why[128];
    errs e;
    session *s;

    errs_clear(&e);
    s = session_new(&toy_rules, "/data", "standard", NULL, 5, &e);
    play(s, "{\"type\":\"add\",\"n\":1}", why, sizeof why); /* seat 0 */
    play(s, "{\"type\":\"add\",\"n\":1}", why, sizeof why); /* seat 1 */
    /* seat 0 to move: the last move is seat 1's */
    CHECK_INT(session_can_undo(s), 2);
    CHECK_INT(session_can_undo_for(s, 0, 0u), 0);
    CHECK_INT(session_can_undo_for(s, 1, 0u), 2);
    /* seat 1 a computer: undo steps over it to seat 0's own move */
    CHECK(session_can_undo_for(s, 0, 1u << 1) > 0);
    CHECK_INT(session_can_undo_for(s, -1, 0u), 2);
    session_free(s);
}

/* A finished game is not taken back, even when its last move was a
 * person's and no die was rolled: the result stands (Watch shows the game
 * again); practice mode, the sandbox, still steps back. */
static void finished_game_is_not_undone(void)
{
    char why[128];
    errs e;
    session *s;
    cJSON *o = cJSON_Parse("{\"start\":28}");

    errs_clear(&e);
    s = session_new(&toy_rules, "/data", "standard", o, 5, &e);
    CHECK(s != NULL);
    if (s) {
        play(s, "{\"type\":\"add\",\"n\":3}", why, sizeof why); /* 31: over */
        CHECK_INT(session_can_undo(s), 0);
        CHECK_INT(session_can_undo_for(s, 0, 0u), 0);
        CHECK(session_undo(s, why, sizeof why) != 0);
        CHECK(strstr(why, "over") != NULL);
        s->practice = 1;
        CHECK_INT(session_can_undo(s), 1);
        CHECK_INT(session_undo(s, why, sizeof why), 0);
        session_free(s);
    }
    cJSON_Delete(o);
}

/* A game that gives state_dice and no state_rng: its rolls are still
 * undo barriers. */
static void undo_stops_at_the_dice_rng(void)
{
    char why[128];
    errs e;
    session *s;

    errs_clear(&e);
    s = session_new(&toy_dice_rules, "/data", "standard", NULL, 77, &e);
    play(s, "{\"type\":\"add\",\"n\":1}", why, sizeof why);
    play(s, "{\"type\":\"roll\"}", why, sizeof why);
    play(s, "{\"type\":\"add\",\"n\":2}", why, sizeof why);
    CHECK_INT(session_can_undo(s), 1);
    CHECK_INT(session_undo(s, why, sizeof why), 0);
    CHECK_INT(session_undo(s, why, sizeof why), -1);
    CHECK_INT(s->nactions, 2);
    session_free(s);
}

static void practice_undo_replays_the_same_roll(void)
{
    char why[128];
    errs e;
    session *s;
    int after_roll;

    errs_clear(&e);
    s = session_new(&toy_rules, "/data", "standard", NULL, 1234, &e);
    s->practice = 1;
    play(s, "{\"type\":\"roll\"}", why, sizeof why);
    after_roll = total(s);
    play(s, "{\"type\":\"roll\"}", why, sizeof why);
    CHECK_INT(session_can_undo(s), 2);
    CHECK_INT(session_undo(s, why, sizeof why), 0);
    CHECK_INT(total(s), after_roll);        /* same seed, same first roll */
    CHECK_INT(session_undo(s, why, sizeof why), 0);
    CHECK_INT(total(s), 0);
    CHECK_INT(session_undo(s, why, sizeof why), -1);
    CHECK_STR(why, "There is nothing to undo.");
    session_free(s);
}

static void bot_plays_to_the_end(void)
{
    char why[128];
    errs e;
    session *s;
    int steps = 0;

    errs_clear(&e);
    s = session_new(&toy_rules, "/data", "standard", NULL, 9, &e);
    while (toy_seat(s->state) >= 0 && steps < 100) {
        CHECK_INT(session_bot_step(s, why, sizeof why), 0);
        steps++;
    }
    CHECK(total(s) >= 30);
    CHECK_INT(s->nactions, steps);
    CHECK_INT(session_bot_step(s, why, sizeof why), -1);
    CHECK_STR(why, "The game is over.");
    session_free(s);
}

static void save_and_load_round_trip(void)
{
    char why[128], path[128];
    cJSON *opts = cJSON_Parse("{\"start\": 4}");
    uint64_t big = 18446744073709551557ULL;  /* far past 2^53 */
    errs e;
    session *s, *t;
    char *text;
    int i;

    errs_clear(&e);
    s = session_new(&toy_rules, "/data", "standard", opts, big, &e);
    cJSON_Delete(opts);
    for (i = 0; i < 6; i++)
        play(s, i % 2 ? "{\"type\":\"roll\"}" : "{\"type\":\"add\",\"n\":1}", why, sizeof why);
    s->practice = 1;
    snprintf(path, sizeof path, "%s/game.json", tmp);
    CHECK_INT(session_save(s, path, &e), 0);
    text = paths_read_file(path, NULL);
    CHECK_CONTAINS(text, "\"format\": \"legation-save\"");
    CHECK_CONTAINS(text, "\"seed\": \"18446744073709551557\"");
    CHECK_CONTAINS(text, "\"options\": {\"start\":4}");
    free(text);
    t = session_load(path, "/data", find_toy, &e);
    errs_print(&e, stdout);
    CHECK(t != NULL);
    if (t) {
        CHECK(t->seed == big);
        CHECK_INT(t->nactions, 6);
        CHECK_INT(total(t), total(s));
        CHECK_INT(t->practice, 1);
        CHECK_STR(t->scenario, "standard");
        CHECK_INT(glog_count(t->log), 6);
        CHECK_INT(memcmp(t->chance, s->chance, 6), 0);
        session_free(t);
    }
    session_free(s);
}

static void seed_as_number_is_accepted(void)
{
    char path[128];
    const char *text = "{\"format\": \"legation-save\", \"version\": 1, \"game\": \"toy\",\n"
                       " \"scenario\": \"standard\", \"seed\": 42, \"actions\": [\n"
                       "  {\"type\": \"roll\"}]}\n";
    errs e;
    session *s;

    snprintf(path, sizeof path, "%s/num.json", tmp);
    paths_write_atomic(path, text, strlen(text));
    errs_clear(&e);
    s = session_load(path, "/data", find_toy, &e);
    CHECK(s != NULL);
    if (s) {
        CHECK(s->seed == 42);
        CHECK(s->options == NULL);
        CHECK_INT(s->practice, 0);
        session_free(s);
    }
}

/* Writes a save text and loads it, expecting a refusal. */
static const char *load_bad(const char *name, const char *text, errs *e)
{
    char path[128];
    session *s;

    snprintf(path, sizeof path, "%s/%s", tmp, name);
    paths_write_atomic(path, text, strlen(text));
    errs_clear(e);
    s = session_load(path, "/data", find_toy, e);
    CHECK(s == NULL);
    session_free(s);
    return errs_first(e);
}

#define HEAD "{\"format\": \"legation-save\", \"version\": 1, \"game\": \"toy\",\n" \
             " \"scenario\": \"standard\", \"seed\": \"7\",\n"

static void load_reports_problems(void)
{
    char want[256];
    errs e;

#define WANT(file, msg) snprintf(want, sizeof want, "%s/%s:%s", tmp, file, msg)
    WANT("a.json", "5: actions[2]: refused by the rules: You may add 1, 2 or 3.");
    CHECK_STR(load_bad("a.json", HEAD " \"actions\": [\n{\"type\": \"roll\"},\n"
                       "{\"type\": \"add\", \"n\": 1}, {\"type\": \"add\", \"n\": 7}]}", &e),
              want);
    WANT("b.json", "3: colour: unknown key (expected one of: format, version, game, "
         "scenario, options, seed, practice, own_dice, players, rolls, rolled_for_me, start, "
         "actions)");
    CHECK_STR(load_bad("b.json", HEAD " \"colour\": 1, \"actions\": []}", &e), want);
    /* a networked game's players: names of at most 24 bytes */
    WANT("b2.json", "3: players[1]: expected a player's name (text of at most 24 bytes, "
         "\"\" for none), found 42");
    CHECK_STR(load_bad("b2.json", HEAD " \"players\": [\"Kim\", 42], \"actions\": []}", &e),
              want);
    WANT("c.json", "1: missing key \"actions\"");
    CHECK_STR(load_bad("c.json", HEAD " \"practice\": false}", &e), want);
    WANT("d.json", "1: game: no game called \"chess\" in this program");
    CHECK_STR(load_bad("d.json", "{\"format\": \"legation-save\", \"version\": 1, "
                       "\"game\": \"chess\", \"scenario\": \"x\", \"seed\": \"1\", "
                       "\"actions\": []}", &e), want);
    WANT("e.json", "2: seed: expected a whole number from 0 to 18446744073709551615 "
         "(written as a string of digits), found \"12x\"");
    CHECK_STR(load_bad("e.json", "{\"format\": \"legation-save\", \"version\": 1, "
                       "\"game\": \"toy\", \"scenario\": \"standard\",\n\"seed\": \"12x\", "
                       "\"actions\": []}", &e), want);
    WANT("f.json", "1: version: expected 1 (the save version this program reads), found 2");
    CHECK_STR(load_bad("f.json", "{\"format\": \"legation-save\", \"version\": 2, "
                       "\"game\": \"toy\", \"scenario\": \"standard\", \"seed\": \"1\", "
                       "\"actions\": []}", &e), want);
    WANT("g.json", "5: actions[1]: expected an action (an object), found 5");
    CHECK_STR(load_bad("g.json", HEAD " \"actions\": [{\"type\": \"roll\"},\n\n5]}", &e), want);
    WANT("h.json", "2: scenario: the game could not be set up with this scenario and "
         "these options");
    load_bad("h.json", "{\"format\": \"legation-save\", \"version\": 1, \"game\": \"toy\",\n"
             " \"scenario\": \"epic\", \"seed\": \"1\", \"actions\": []}", &e);
    CHECK_STR(e.msg[0], "toy: no scenario called \"epic\"");
    CHECK_STR(e.msg[1], want);
    WANT("i.json", "1: format: expected one of \"legation-save\", found \"chess-pgn\"");
    CHECK_STR(load_bad("i.json", "{\"format\": \"chess-pgn\", \"version\": 1, \"game\": "
                       "\"toy\", \"scenario\": \"standard\", \"seed\": \"1\", \"actions\": []}",
                       &e), want);
    WANT("j.json", "3:1: syntax error near the end of the file (expected a key in quotes "
         "after ',')");
    CHECK_STR(load_bad("j.json", HEAD, &e), want);
    WANT("k.json", "1: expected an object, found an array");
    CHECK_STR(load_bad("k.json", "[1, 2, 3]", &e), want);
    WANT("l.json", "2: seed: expected a whole number from 0 to 18446744073709551615 "
         "(written as a string of digits), found \"18446744073709551616\"");
    CHECK_STR(load_bad("l.json", "{\"format\": \"legation-save\", \"version\": 1, "
                       "\"game\": \"toy\", \"scenario\": \"standard\",\n\"seed\": "
                       "\"18446744073709551616\", \"actions\": []}", &e), want);
    WANT("m.json", "3: options: expected an object or null, found \"fast\"");
    CHECK_STR(load_bad("m.json", HEAD "\"options\": \"fast\", \"actions\": []}", &e), want);
#undef WANT
    errs_clear(&e);
    CHECK(session_load("/nonexistent.json", "/data", find_toy, &e) == NULL);
    CHECK_CONTAINS(errs_first(&e), "cannot read the file");
    CHECK(session_load(NULL, NULL, NULL, &e) == NULL);
}

static void garbage_never_crashes(void)
{
    /* Mangle a good save byte by byte: every load either works or fails
     * with a message, and never crashes (the sanitizer run checks). */
    const char *good = HEAD " \"practice\": true, \"options\": {\"start\": 2},\n"
                       " \"actions\": [{\"type\": \"add\", \"n\": 2}, {\"type\": \"roll\"}]}";
    static const char junk[] = "{}[]\",:0-x \n\\e";
    char path[128], buf[512];
    size_t len = strlen(good), i, j;
    int loaded = 0, refused = 0;
    errs e;
    session *s;

    snprintf(path, sizeof path, "%s/junk.json", tmp);
    for (i = 0; i < len; i += 3) {
        for (j = 0; j < sizeof junk - 1; j += 2) {
            memcpy(buf, good, len + 1);
            buf[i] = junk[j];
            paths_write_atomic(path, buf, len);
            errs_clear(&e);
            s = session_load(path, "/data", find_toy, &e);
            if (s)
                loaded++;
            else
                refused += e.n > 0;
            session_free(s);
        }
    }
    CHECK(loaded > 0);
    CHECK(refused > 0);
    CHECK_INT(loaded + refused, (int)(((len + 2) / 3) * ((sizeof junk - 1 + 1) / 2)));
}

static void failed_save_keeps_old_file(void)
{
    char path[128], blocker[140], why[64];
    errs e;
    session *s;
    char *before, *after;

    errs_clear(&e);
    s = session_new(&toy_rules, "/data", "standard", NULL, 3, &e);
    play(s, "{\"type\":\"add\",\"n\":1}", why, sizeof why);
    snprintf(path, sizeof path, "%s/keep.json", tmp);
    CHECK_INT(session_save(s, path, &e), 0);
    before = paths_read_file(path, NULL);
    play(s, "{\"type\":\"add\",\"n\":2}", why, sizeof why);
    snprintf(blocker, sizeof blocker, "%s.tmp", path);
    mkdir(blocker, 0755);
    CHECK_INT(session_save(s, path, &e), -1);
    CHECK_CONTAINS(errs_first(&e), "keep.json: cannot write the save");
    after = paths_read_file(path, NULL);
    CHECK_STR(after, before);
    rmdir(blocker);
    free(before);
    free(after);
    session_free(s);
}

static void to_json_shape(void)
{
    char why[64], *text;
    errs e;
    session *s;
    cJSON *j;

    errs_clear(&e);
    s = session_new(&toy_rules, "/data", "standard", NULL, 123, &e);
    play(s, "{\"type\":\"add\",\"n\":1}", why, sizeof why);
    j = session_to_json(s);
    text = cJSON_PrintUnformatted(j);
    CHECK_STR(text, "{\"format\":\"legation-save\",\"version\":1,\"game\":\"toy\","
              "\"scenario\":\"standard\",\"options\":null,\"seed\":\"123\","
              "\"practice\":false,\"actions\":[{\"type\":\"add\",\"n\":1}]}");
    free(text);
    cJSON_Delete(j);
    session_free(s);
}

int main(void)
{
    char t[] = "/tmp/legation-session-XXXXXX";
    char cmd[128];

    if (!mkdtemp(t)) {
        printf("FAIL mkdtemp\n");
        return 1;
    }
    snprintf(tmp, sizeof tmp, "%s", t);
    RUN(new_apply_and_refuse);
    RUN(undo_stops_at_chance);
    RUN(seats_recorded);
    RUN(undo_never_crosses_a_hand_over);
    RUN(undo_stops_at_the_dice_rng);
    RUN(finished_game_is_not_undone);
    RUN(practice_undo_replays_the_same_roll);
    RUN(bot_plays_to_the_end);
    RUN(save_and_load_round_trip);
    RUN(seed_as_number_is_accepted);
    RUN(load_reports_problems);
    RUN(garbage_never_crashes);
    RUN(failed_save_keeps_old_file);
    RUN(to_json_shape);
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", tmp);
    if (system(cmd) != 0)
        printf("  could not remove %s\n", tmp);
    TEST_END();
}
