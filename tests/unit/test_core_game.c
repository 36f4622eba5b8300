/* Unit tests of engine/core/game.c: the sim outcome tally and the key
 * check of a save's actions. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "game.h"
#include "test.h"

static void count_finds_or_adds(void)
{
    sim_report r;

    memset(&r, 0, sizeof r);
    sim_report_count(&r, "win");
    sim_report_count(&r, "loss");
    sim_report_count(&r, "win");
    CHECK_INT(r.noutcomes, 2);
    CHECK_STR(r.outcome[0], "win");
    CHECK_INT(r.count[0], 2);
    CHECK_STR(r.outcome[1], "loss");
    CHECK_INT(r.count[1], 1);
}

static void full_table_counts_other(void)
{
    sim_report r;
    char name[16];
    long sum = 0;
    int i;

    memset(&r, 0, sizeof r);
    for (i = 0; i < SIM_MAX_OUTCOMES + 5; i++) {
        snprintf(name, sizeof name, "o%d", i);
        sim_report_count(&r, name);
    }
    CHECK_INT(r.noutcomes, SIM_MAX_OUTCOMES);
    CHECK_STR(r.outcome[SIM_MAX_OUTCOMES - 1], "other");
    for (i = 0; i < r.noutcomes; i++)
        sum += r.count[i];
    CHECK_INT(sum, SIM_MAX_OUTCOMES + 5);   /* no game lost */
    sim_report_count(&r, "o0");
    CHECK_INT(r.count[0], 2);
}

static const game_action_keys toy_keys[] = {
    { "fire", { "unit", "target" } },
    { "pass", { NULL } },
    { NULL, { NULL } }
};

/* The first message of checking text as the action at "actions[3]". */
static int check_text(const game_rules *r, const char *text, char *msg, size_t n)
{
    jdoc d;
    errs e;
    int ok;

    errs_clear(&e);
    if (!jdoc_parse(&d, "save.json", text, &e))
        return -1;
    ok = game_check_action(r, &d, &e, d.root, "actions[3]");
    snprintf(msg, n, "%s", e.n ? errs_first(&e) : "");
    jdoc_free(&d);
    return ok;
}

static void action_keys_checked(void)
{
    game_rules r;
    char m[512];

    memset(&r, 0, sizeof r);
    r.action_keys = toy_keys;
    CHECK_INT(check_text(&r, "{\"type\": \"fire\", \"unit\": 1, \"target\": \"a\"}", m, sizeof m), 1);
    CHECK_INT(check_text(&r, "{\"type\": \"fire\", \"unit\": 1}", m, sizeof m), 1);
    CHECK_INT(check_text(&r, "{\"type\": \"pass\"}", m, sizeof m), 1);
    CHECK_INT(check_text(&r, "{\"type\": \"fire\",\n \"zz\": 1}", m, sizeof m), 0);
    CHECK_STR(m, "save.json:2: actions[3].zz: unknown key (expected one of: type, unit, target)");
    CHECK_INT(check_text(&r, "{\"type\": \"pass\", \"unit\": 1}", m, sizeof m), 0);
    CHECK_STR(m, "save.json:1: actions[3].unit: unknown key (expected one of: type)");
    CHECK_INT(check_text(&r, "{\"type\": \"fire\", \"unit\": 1, \"unit\": 2}", m, sizeof m), 0);
    CHECK_STR(m, "save.json:1: actions[3].unit: duplicate key (it already appears above)");
    CHECK_INT(check_text(&r, "{\"type\": \"jump\"}", m, sizeof m), 0);
    CHECK_CONTAINS(m, "save.json:1: actions[3].type: expected one of \"fire\", \"pass\", found \"jump\"");
    CHECK_INT(check_text(&r, "{\"unit\": 1}", m, sizeof m), 0);
    CHECK_CONTAINS(m, "actions[3]: missing key \"type\"");
    CHECK_INT(check_text(&r, "[1]", m, sizeof m), 0);
    CHECK_CONTAINS(m, "actions[3]: expected an action (an object), found an array");
    /* a game with no list: only a key twice is refused */
    r.action_keys = NULL;
    CHECK_INT(check_text(&r, "{\"type\": \"jump\", \"zz\": 1}", m, sizeof m), 1);
    CHECK_INT(check_text(&r, "{\"zz\": 1, \"zz\": 2}", m, sizeof m), 0);
}

static int seen_scenario, seen_notes;

static int scenario_ok(const char *path, errs *e)
{
    (void)path;
    (void)e;
    return ++seen_scenario > 0;
}

static int notes_ok(const char *path, errs *e)
{
    (void)path;
    (void)e;
    return ++seen_notes > 0;
}

/* A toy game that starts only when its "fast" option is off: as a real
 * game reads its own options (a seats list of its length, a switch). */
static void *toy_create(const char *datadir, const char *scenario, const cJSON *options,
                        uint64_t seed, errs *e)
{
    const cJSON *f = cJSON_GetObjectItemCaseSensitive(options, "fast");
    (void)datadir;
    (void)scenario;
    (void)seed;
    if (cJSON_IsTrue(f)) {
        errs_add(e, "toy: option fast: expected false");
        return NULL;
    }
    return malloc(1);
}

static void toy_destroy(void *st)
{
    free(st);
}

static const game_rules toy = {.id = "toy", .create = toy_create, .destroy = toy_destroy};

/* Each kind of data file goes to its own checker; any other is refused
 * naming the game. */
static void validate_by_kind(void)
{
    errs e;

    errs_clear(&e);
    CHECK(game_validate_file("scenarios/toy/map.json", &toy, scenario_ok, notes_ok, &e));
    CHECK(game_validate_file("notes.md", &toy, scenario_ok, notes_ok, &e));
    CHECK_INT(seen_scenario, 1);
    CHECK_INT(seen_notes, 1);
    CHECK(!game_validate_file("scenarios/toy/map.txt", &toy, scenario_ok, notes_ok, &e));
    CHECK_STR(errs_first(&e), "scenarios/toy/map.txt: expected a toy data file (.json) or notes (.md)");
    errs_clear(&e);
    CHECK(game_check_text("README.md", &e));
    CHECK(!game_check_text("no/such/file.md", &e));
    CHECK_STR(errs_first(&e), "no/such/file.md: expected a non-empty text file");
}

static void write_text(const char *path, const char *text)
{
    FILE *f = fopen(path, "w");
    CHECK(f != NULL);
    if (f) {
        fputs(text, f);
        fclose(f);
    }
}

/* A toy catalog: one scenario "s" whose switch "fast" defaults to fast. */
static void write_catalog(const char *path, int fast)
{
    char text[300];
    snprintf(text, sizeof text,
             "{\"scenarios\": [{\"id\": \"s\", \"title\": \"Short\", \"options\": "
             "[{\"key\": \"fast\", \"label\": \"Fast\", \"kind\": \"bool\", "
             "\"default\": %s}]}]}\n", fast ? "true" : "false");
    write_text(path, text);
}

/* A catalog the catalog's own checks pass is refused when the game cannot
 * start a scenario with its default options (found by the data fuzzers:
 * a seats option with one name, a switch given a choice). */
static void catalog_the_game_cannot_start(void)
{
    char root[] = "/tmp/legation-catalog-XXXXXX", dir[300], path[400];
    errs e;

    CHECK(mkdtemp(root) != NULL);
    snprintf(dir, sizeof dir, "%s/scenarios", root);
    mkdir(dir, 0700);
    snprintf(dir, sizeof dir, "%s/scenarios/toy", root);
    mkdir(dir, 0700);
    snprintf(path, sizeof path, "%s/s.json", dir);
    write_text(path, "{}\n");
    snprintf(path, sizeof path, "%s/scenarios.json", dir);
    write_catalog(path, 0);
    errs_clear(&e);
    CHECK(game_validate_file(path, &toy, scenario_ok, notes_ok, &e));
    CHECK_INT(e.total, 0);
    write_catalog(path, 1);
    errs_clear(&e);
    CHECK(!game_validate_file(path, &toy, scenario_ok, notes_ok, &e));
    CHECK(e.n > 0 && strstr(errs_first(&e), "scenarios.json:1: scenarios[0]: the game cannot start "
                                            "\"s\" with its default options: toy: option fast: "
                                            "expected false"));
    /* the same file laid out otherwise (not under scenarios/toy/): no game
     * to start it from, so the catalog's own checks only */
    {
        char odir[300], opath[400], sj[400];
        snprintf(odir, sizeof odir, "%s/other", root);
        mkdir(odir, 0700);
        snprintf(sj, sizeof sj, "%s/s.json", odir);
        write_text(sj, "{}\n");
        snprintf(opath, sizeof opath, "%s/scenarios.json", odir);
        write_catalog(opath, 1);
        errs_clear(&e);
        CHECK(game_validate_catalog(&toy, opath, &e));
        CHECK_INT(e.total, 0);
        remove(opath);
        remove(sj);
        rmdir(odir);
    }
    remove(path);
    snprintf(path, sizeof path, "%s/s.json", dir);
    remove(path);
    rmdir(dir);
    snprintf(dir, sizeof dir, "%s/scenarios", root);
    rmdir(dir);
    rmdir(root);
}

static cJSON *num_json(const void *st, const void *a)
{
    (void)st;
    /* an action it cannot make (here: a negative one) is left out */
    return *(const int *)a < 0 ? NULL : cJSON_CreateNumber(*(const int *)a);
}

static void actions_as_json(void)
{
    static const int acts[4] = { 3, -1, 5, 7 };
    cJSON *arr = game_actions_json(NULL, acts, sizeof acts[0], 4, num_json);
    char *txt = cJSON_PrintUnformatted(arr);

    CHECK_STR(txt, "[3,5,7]");
    free(txt);
    cJSON_Delete(arr);
    arr = game_actions_json(NULL, acts, sizeof acts[0], 0, num_json);
    CHECK_INT(cJSON_GetArraySize(arr), 0);
    cJSON_Delete(arr);
}

/* A toy game for the public position: its state_json holds an rng. */
static cJSON *toy_json(const void *st)
{
    cJSON *j = cJSON_CreateObject();

    cJSON_AddNumberToObject(j, "turn", *(const int *)st);
    cJSON_AddStringToObject(j, "rng", "0123456789abcdef");
    cJSON_AddStringToObject(j, "rng_uses", "12");
    cJSON_AddStringToObject(j, "side", "allied");
    cJSON_AddNumberToObject(j, "x", 0.1 + 0.2);
    return j;
}

static cJSON *toy_public(const void *st)
{
    cJSON *j = cJSON_CreateObject();

    cJSON_AddNumberToObject(j, "turn", *(const int *)st);
    return j;
}

static void public_json_and_digest(void)
{
    game_rules r;
    int turn = 3, other = 4;
    cJSON *j;
    char *txt;
    uint64_t h;

    memset(&r, 0, sizeof r);
    r.state_json = toy_json;
    j = game_public_json(&r, &turn);
    txt = cJSON_PrintUnformatted(j);
    /* 0.1 + 0.2 in the 17 digits that read back as the very same double */
    CHECK_STR(txt, "{\"turn\":3,\"side\":\"allied\",\"x\":0.30000000000000004}");
    /* FNV-1a 64 of that text, worked by hand from its definition */
    h = 0xcbf29ce484222325ull;
    for (const char *p = txt; p && *p; p++) {
        h ^= (unsigned char)*p;
        h *= 0x100000001b3ull;
    }
    CHECK(game_public_digest(&r, &turn) == h);
    CHECK(game_public_digest(&r, &turn) != game_public_digest(&r, &other));
    free(txt);
    cJSON_Delete(j);

    r.public_json = toy_public;                   /* the game's own hook */
    j = game_public_json(&r, &turn);
    txt = cJSON_PrintUnformatted(j);
    CHECK_STR(txt, "{\"turn\":3}");
    free(txt);
    cJSON_Delete(j);
    /* the empty object's digest: FNV-1a of "{}" */
    CHECK(game_public_digest(&r, &turn) != 0);
    r.public_json = NULL;
    r.state_json = NULL;
    CHECK(game_public_json(&r, &turn) == NULL);
    CHECK(game_public_digest(&r, &turn) == 0);
}

int main(void)
{
    RUN(public_json_and_digest);
    RUN(count_finds_or_adds);
    RUN(full_table_counts_other);
    RUN(action_keys_checked);
    RUN(validate_by_kind);
    RUN(catalog_the_game_cannot_start);
    RUN(actions_as_json);
    TEST_END();
}
