/* Unit tests of engine/core/catalog: loading scenarios.json, every kind of
 * error it reports, and the default options object. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "catalog.h"
#include "paths.h"
#include "test.h"

static char tmp[64];

static const char good[] =
    "{\"scenarios\": [\n"
    "  {\"id\": \"standard\", \"title\": \"The siege\", \"description\": \"All of it.\",\n"
    "   \"options\": [\n"
    "     {\"key\": \"deck\", \"label\": \"Deck\", \"kind\": \"choice\",\n"
    "      \"choices\": [{\"id\": \"epochs\", \"label\": \"Two epochs\", \"help\": \"By date.\"},\n"
    "                  {\"id\": \"short\", \"label\": \"Short\"}],\n"
    "      \"default\": \"short\"},\n"
    "     {\"key\": \"seats\", \"label\": \"Seats\", \"kind\": \"seats\",\n"
    "      \"names\": [\"British\", \"French\", \"Russian\", \"American\"], \"min\": 2,\n"
    "      \"default\": [\"human\", \"human\", \"computer\", \"empty\"]},\n"
    "     {\"key\": \"seed\", \"label\": \"Seed\", \"kind\": \"seed\"},\n"
    "     {\"key\": \"fog\", \"label\": \"Hidden cards\", \"kind\": \"bool\", \"default\": true,\n"
    "      \"help\": \"Cards face down.\"}\n"
    "   ]},\n"
    "  {\"id\": \"intro\", \"title\": \"A short game\"}\n"
    "]}\n";

/* Writes text as <tmp>/scenarios/<game>/scenarios.json. */
static void put(const char *game, const char *text)
{
    char dir[256], file[300];

    snprintf(dir, sizeof dir, "%s/scenarios/%s", tmp, game);
    paths_mkdirs(dir);
    snprintf(file, sizeof file, "%s/scenarios.json", dir);
    if (paths_write_atomic(file, text, strlen(text)) != 0)
        printf("  cannot write %s\n", file);
}

static catalog cat;

static void loads_good_file(void)
{
    const cat_scenario *s;
    errs e;

    put("good", good);
    errs_clear(&e);
    CHECK(catalog_load(&cat, tmp, "good", &e));
    CHECK_INT(e.n, 0);
    errs_print(&e, stdout);
    CHECK_INT(cat.n, 2);
    s = catalog_find(&cat, "standard");
    CHECK(s != NULL);
    if (!s)
        return;
    CHECK_STR(s->title, "The siege");
    CHECK_STR(s->description, "All of it.");
    CHECK_INT(s->nopts, 4);
    CHECK_INT(s->opt[0].kind, CAT_CHOICE);
    CHECK_INT(s->opt[0].nchoices, 2);
    CHECK_STR(s->opt[0].choice_id[1], "short");
    CHECK_STR(s->opt[0].choice_label[0], "Two epochs");
    CHECK_STR(s->opt[0].choice_help[0], "By date.");
    CHECK_STR(s->opt[0].choice_help[1], "");
    CHECK_INT(s->opt[0].def, 1);
    CHECK_INT(s->opt[1].kind, CAT_SEATS);
    CHECK_INT(s->opt[1].nchoices, 4);
    CHECK_STR(s->opt[1].choice_id[3], "American");
    CHECK_INT(s->opt[1].seat_min, 2);
    CHECK_INT(s->opt[1].seat_def[0], 0);
    CHECK_INT(s->opt[1].seat_def[2], 1);
    CHECK_INT(s->opt[1].seat_def[3], 2);
    CHECK_INT(s->opt[2].kind, CAT_SEED);
    CHECK_INT(s->opt[3].kind, CAT_BOOL);
    CHECK_INT(s->opt[3].def, 1);
    CHECK_STR(s->opt[3].choice_help[0], "Cards face down.");
    s = catalog_find(&cat, "intro");
    CHECK(s && s->nopts == 0 && s->description[0] == 0);
    CHECK(catalog_find(&cat, "nope") == NULL);
}

static void default_options_object(void)
{
    const cat_scenario *s = catalog_find(&cat, "standard");
    cJSON *o;
    char *text;

    CHECK(s != NULL);
    if (!s)
        return;
    o = catalog_default_options(s);
    text = cJSON_PrintUnformatted(o);
    CHECK_STR(text, "{\"deck\":\"short\",\"seats\":[\"human\",\"human\",\"computer\","
              "\"empty\"],\"fog\":true}");
    free(text);
    cJSON_Delete(o);
    o = catalog_default_options(catalog_find(&cat, "intro"));
    text = cJSON_PrintUnformatted(o);
    CHECK_STR(text, "{}");
    free(text);
    cJSON_Delete(o);
}

static void seats_default_without_default(void)
{
    errs e;
    cJSON *o;
    char *text;

    put("seats", "{\"scenarios\": [{\"id\": \"s\", \"title\": \"S\", \"options\": [\n"
        " {\"key\": \"seats\", \"label\": \"Seats\", \"kind\": \"seats\",\n"
        "  \"names\": [\"A\", \"B\", \"C\"]},\n"
        " {\"key\": \"deck\", \"label\": \"Deck\", \"kind\": \"choice\",\n"
        "  \"choices\": [{\"id\": \"x\", \"label\": \"X\"}]}]}]}");
    errs_clear(&e);
    CHECK(catalog_load(&cat, tmp, "seats", &e));
    errs_print(&e, stdout);
    CHECK_INT(cat.scen[0].opt[0].seat_min, 3);
    o = catalog_default_options(&cat.scen[0]);
    text = cJSON_PrintUnformatted(o);
    CHECK_STR(text, "{\"seats\":[\"human\",\"computer\",\"computer\"],\"deck\":\"x\"}");
    free(text);
    cJSON_Delete(o);
}

/* Loads text for game "bad" and returns the first error. */
static const char *bad(const char *text, errs *e)
{
    catalog *c = malloc(sizeof *c);
    int ok;

    put("bad", text);
    errs_clear(e);
    ok = catalog_load(c, tmp, "bad", e);
    CHECK(!ok);
    CHECK_INT(c->n, 0);   /* nothing half-loaded */
    free(c);
    return errs_first(e);
}

static void reports_each_kind_of_error(void)
{
    char want[512];
    errs e;

#define WANT(line, msg) snprintf(want, sizeof want, "%s/scenarios/bad/scenarios.json:%s", \
                                 tmp, line msg)
    WANT("1:16", ": syntax error near ',]}' (expected a value)");
    CHECK_STR(bad("{\"scenarios\": [,]}", &e), want);

    WANT("2", ": scenarios[0].colour: unknown key (expected one of: id, title, "
         "description, options)");
    CHECK_STR(bad("{\"scenarios\": [\n{\"id\": \"a\", \"title\": \"A\", \"colour\": 1}]}", &e),
              want);

    WANT("2", ": scenarios[0]: missing key \"title\"");
    CHECK_STR(bad("{\"scenarios\": [\n{\"id\": \"a\"}]}", &e), want);

    WANT("3", ": scenarios[0].options[0].kind: expected one of \"choice\", \"seats\", "
         "\"seed\", \"bool\", \"edition\", found \"dice\"");
    CHECK_STR(bad("{\"scenarios\": [\n{\"id\": \"a\", \"title\": \"A\", \"options\": [\n"
                  "{\"key\": \"k\", \"label\": \"K\", \"kind\": \"dice\"}]}]}", &e), want);

    WANT("3", ": scenarios[0].options[0].min: expected an integer from 1 to 2, found 3");
    CHECK_STR(bad("{\"scenarios\": [\n{\"id\": \"a\", \"title\": \"A\", \"options\": [\n"
                  "{\"key\": \"s\", \"label\": \"S\", \"kind\": \"seats\", \"names\": "
                  "[\"x\", \"y\"], \"min\": 3}]}]}", &e), want);

    WANT("5", ": scenarios[0].options[0].default: no choice called \"long\" "
         "(expected one of: epochs, short)");
    CHECK_STR(bad("{\"scenarios\": [\n{\"id\": \"a\", \"title\": \"A\", \"options\": [\n"
                  "{\"key\": \"d\", \"label\": \"D\", \"kind\": \"choice\",\n"
                  " \"choices\": [{\"id\": \"epochs\", \"label\": \"E\"}, {\"id\": \"short\", "
                  "\"label\": \"S\"}],\n \"default\": \"long\"}]}]}", &e), want);

    WANT("3", ": scenarios[0].options[0].default[1]: expected \"human\", \"computer\" "
         "or \"empty\", found \"robot\"");
    CHECK_STR(bad("{\"scenarios\": [\n{\"id\": \"a\", \"title\": \"A\", \"options\": [\n"
                  "{\"key\": \"s\", \"label\": \"S\", \"kind\": \"seats\", \"names\": "
                  "[\"x\", \"y\"], \"default\": [\"human\", \"robot\"]}]}]}", &e), want);

    WANT("3", ": scenarios[0].options[0].default: expected at least 2 seats that play, "
         "found 1");
    CHECK_STR(bad("{\"scenarios\": [\n{\"id\": \"a\", \"title\": \"A\", \"options\": [\n"
                  "{\"key\": \"s\", \"label\": \"S\", \"kind\": \"seats\", \"names\": "
                  "[\"x\", \"y\"], \"default\": [\"human\", \"empty\"]}]}]}", &e), want);

    WANT("3", ": scenarios[0].options[0].choices: unknown key (expected one of: key, "
         "label, kind)");
    CHECK_STR(bad("{\"scenarios\": [\n{\"id\": \"a\", \"title\": \"A\", \"options\": [\n"
                  "{\"key\": \"s\", \"label\": \"S\", \"kind\": \"seed\", \"choices\": []}]}]}",
                  &e), want);

    WANT("4", ": scenarios[0].options[0].choices[0].help: expected a string, found 7");
    CHECK_STR(bad("{\"scenarios\": [\n{\"id\": \"a\", \"title\": \"A\", \"options\": [\n"
                  "{\"key\": \"d\", \"label\": \"D\", \"kind\": \"choice\",\n"
                  " \"choices\": [{\"id\": \"e\", \"label\": \"E\", \"help\": 7}]}]}]}", &e), want);

    WANT("3", ": scenarios[1].id: expected a new id, found \"a\" a second time");
    CHECK_STR(bad("{\"scenarios\": [\n{\"id\": \"a\", \"title\": \"A\"},\n"
                  "{\"id\": \"a\", \"title\": \"B\"}]}", &e), want);

    WANT("1", ": scenarios: expected an array of 1 to 16 entries, found 0 entries");
    CHECK_STR(bad("{\"scenarios\": []}", &e), want);

    WANT("2", ": scenarios[0].title: expected a string of at most 63 characters, "
         "found \"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx...\" (70 characters)");
    CHECK_STR(bad("{\"scenarios\": [\n{\"id\": \"a\", \"title\": \"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
                  "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\"}]}", &e), want);
#undef WANT
    /* Several problems in one file are all reported. */
    bad("{\"scenarios\": [{\"id\": 1, \"title\": 2}], \"x\": 0}", &e);
    CHECK_INT(e.n, 3);
}

/* The result of checking a save's options text against scenario s: 1
 * good, 0 refused with its first message in msg. */
static int options_ok(const cat_scenario *s, const char *text, char *msg, size_t n)
{
    jdoc d;
    errs e;
    int ok;

    errs_clear(&e);
    msg[0] = 0;
    if (!jdoc_parse(&d, "save.json", text, &e))
        return -1;
    ok = catalog_check_options(s, &d, &e, d.root, "options");
    if (!ok)
        snprintf(msg, n, "%s", errs_first(&e));
    jdoc_free(&d);
    return ok;
}

/* An edition: no choice, but every new game's options carry the
 * catalog's; a save may hold an earlier one or none, never a later one. */
static void edition_written_and_checked(void)
{
    catalog *c = calloc(1, sizeof *c);
    const cat_scenario *s;
    char msg[300];
    cJSON *o;
    char *text;
    errs e;

    put("ed", "{\"scenarios\": [{\"id\": \"a\", \"title\": \"A\", \"options\": [\n"
              "  {\"key\": \"fog\", \"label\": \"Fog\", \"kind\": \"bool\"},\n"
              "  {\"key\": \"edition\", \"label\": \"Rules edition\", \"kind\": \"edition\",\n"
              "   \"default\": 2}]}]}\n");
    errs_clear(&e);
    CHECK(c && catalog_load(c, tmp, "ed", &e));
    s = c ? catalog_find(c, "a") : NULL;
    CHECK(s != NULL);
    if (!s) {
        free(c);
        return;
    }
    CHECK_INT(s->opt[1].kind, CAT_EDITION);
    CHECK_INT(s->opt[1].def, 2);
    o = catalog_default_options(s);
    text = cJSON_PrintUnformatted(o);
    CHECK_STR(text, "{\"fog\":false,\"edition\":2}");
    free(text);
    cJSON_Delete(o);
    CHECK_INT(options_ok(s, "{\"fog\":true,\"edition\":2}", msg, sizeof msg), 1);
    CHECK_INT(options_ok(s, "{\"edition\":1}", msg, sizeof msg), 1);
    CHECK_INT(options_ok(s, "{\"fog\":true}", msg, sizeof msg), 1);   /* from before editions */
    CHECK_INT(options_ok(s, "{\"edition\":3}", msg, sizeof msg), 0);  /* a later build's */
    CHECK_STR(msg, "save.json:1: options.edition: expected an integer from 1 to 2, found 3");
    CHECK_INT(options_ok(s, "{\"edition\":\"2\"}", msg, sizeof msg), 0);
    CHECK_INT(options_ok(s, "{\"edition\":1.5}", msg, sizeof msg), 0);
    /* the catalog must say which edition new games are */
    put("ed", "{\"scenarios\": [{\"id\": \"a\", \"title\": \"A\", \"options\": [\n"
              "  {\"key\": \"edition\", \"label\": \"E\", \"kind\": \"edition\"}]}]}\n");
    errs_clear(&e);
    CHECK(!catalog_load(c, tmp, "ed", &e));
    CHECK_CONTAINS(errs_first(&e), "scenarios.json:2: scenarios[0].options[0]: missing key "
                   "\"default\"");
    free(c);
}

static void missing_file_and_validate(void)
{
    char file[128];
    errs e;

    errs_clear(&e);
    CHECK(!catalog_load(&cat, tmp, "nogame", &e));
    CHECK_CONTAINS(errs_first(&e), "scenarios/nogame/scenarios.json: cannot read the file");
    snprintf(file, sizeof file, "%s/scenarios/good/scenarios.json", tmp);
    /* validate also wants each scenario's file beside the catalog */
    errs_clear(&e);
    CHECK(!catalog_validate_file(file, &e));
    /* named at the id's line, like every other fault of the file */
    CHECK_CONTAINS(errs_first(&e), "good/scenarios.json:2: scenarios[0].id: expected a "
                   "scenario file standard.json beside the catalog");
    {
        char sf[200];
        snprintf(sf, sizeof sf, "%s/scenarios/good/standard.json", tmp);
        paths_write_atomic(sf, "{}", 2);
        snprintf(sf, sizeof sf, "%s/scenarios/good/intro.json", tmp);
        paths_write_atomic(sf, "{}", 2);
    }
    errs_clear(&e);
    CHECK(catalog_validate_file(file, &e));
    CHECK_INT(e.n, 0);
    snprintf(file, sizeof file, "%s/scenarios/bad/scenarios.json", tmp);
    CHECK(!catalog_validate_file(file, &e));
    CHECK(e.n > 0);
}

int main(void)
{
    char t[] = "/tmp/legation-cat-XXXXXX";
    char cmd[128];

    if (!mkdtemp(t)) {
        printf("FAIL mkdtemp\n");
        return 1;
    }
    snprintf(tmp, sizeof tmp, "%s", t);
    RUN(loads_good_file);
    RUN(default_options_object);
    RUN(seats_default_without_default);
    RUN(reports_each_kind_of_error);
    RUN(missing_file_and_validate);
    RUN(edition_written_and_checked);
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", tmp);
    if (system(cmd) != 0)
        printf("  could not remove %s\n", tmp);
    TEST_END();
}
