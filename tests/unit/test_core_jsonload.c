/* Unit tests of engine/core/jsonload: line tracking, syntax errors and
 * the message of every jc_* checker, on small inline texts. */
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "jsonload.h"
#include "prefs.h"
#include "test.h"

static const char *const card_keys[] = { "id", "title", "actions", "compass", NULL };

/* A small cards file; line numbers matter to the tests below. */
static const char cards_text[] =
    "{\n"                                       /* 1 */
    "  \"cards\": [\n"                          /* 2 */
    "    {\"id\": 1, \"title\": \"Sortie\",\n"  /* 3 */
    "     \"actions\": 2},\n"                   /* 4 */
    "    {\"id\": 2,\n"                         /* 5 */
    "     \"title\": \"Rain: \\\"heavy\\\"\",\n" /* 6 */
    "     \"actions\": \"three\",\n"            /* 7 */
    "     \"colour\": \"red\",\n"               /* 8 */
    "     \"compass\": {\"N\": \"Q\"}\n"        /* 9 */
    "    }\n"                                   /* 10 */
    "  ],\n"                                    /* 11 */
    "  \"tracks\": [\"N\", \"E\",\n"            /* 12 */
    "             \"S\", \"W\"]\n"              /* 13 */
    "}\n";                                      /* 14 */

static const cJSON *card(const jdoc *d, int i)
{
    return cJSON_GetArrayItem(cJSON_GetObjectItemCaseSensitive(d->root, "cards"), i);
}

static void lines_of_nodes(void)
{
    jdoc d;
    errs e;
    const cJSON *tracks;

    errs_clear(&e);
    CHECK(jdoc_parse(&d, "cards.json", cards_text, &e));
    CHECK_INT(e.n, 0);
    CHECK_INT(jdoc_line(&d, d.root), 1);
    CHECK_INT(jdoc_line(&d, cJSON_GetObjectItemCaseSensitive(d.root, "cards")), 2);
    CHECK_INT(jdoc_line(&d, card(&d, 0)), 3);
    CHECK_INT(jdoc_line(&d, cJSON_GetObjectItemCaseSensitive(card(&d, 0), "actions")), 4);
    CHECK_INT(jdoc_line(&d, card(&d, 1)), 5);
    /* A string holding escaped quotes and a colon is still one value. */
    CHECK_INT(jdoc_line(&d, cJSON_GetObjectItemCaseSensitive(card(&d, 1), "title")), 6);
    CHECK_STR(cJSON_GetObjectItemCaseSensitive(card(&d, 1), "title")->valuestring,
              "Rain: \"heavy\"");
    CHECK_INT(jdoc_line(&d, cJSON_GetObjectItemCaseSensitive(card(&d, 1), "compass")), 9);
    tracks = cJSON_GetObjectItemCaseSensitive(d.root, "tracks");
    CHECK_INT(jdoc_line(&d, tracks), 12);
    CHECK_INT(jdoc_line(&d, cJSON_GetArrayItem(tracks, 1)), 12);
    CHECK_INT(jdoc_line(&d, cJSON_GetArrayItem(tracks, 2)), 13);
    CHECK_INT(jdoc_line(&d, cJSON_GetArrayItem(tracks, 3)), 13);
    CHECK_INT(jdoc_line(&d, NULL), 0);
    jdoc_free(&d);
}

static void lines_of_generated_document(void)
{
    /* Every value on a line of its own, in a shape with nesting, empty
     * containers, literals and keys: each node's line must match. */
    char *text = malloc(200000);
    int expect[2000], n = 0, line = 1, i, bad = 0;
    size_t len = 0;
    jdoc d;
    errs e;
    const cJSON *it, *f;

#define OUT(...) (len += (size_t)sprintf(text + len, __VA_ARGS__))
    OUT("[\n");
    expect[n++] = line++;
    for (i = 0; i < 300; i++) {
        OUT("  {\n");
        expect[n++] = line++;
        OUT("    \"a\":\n      %d,\n", i);
        line++;
        expect[n++] = line++;
        OUT("    \"b\": \"x\\\"y:%d\",\n", i);
        expect[n++] = line++;
        OUT("    \"c\": [ ],\n");
        expect[n++] = line++;
        OUT("    \"d\": %s\n", i % 3 ? "true" : "null");
        expect[n++] = line++;
        OUT("  }%s\n", i < 299 ? "," : "");
        line++;
    }
    OUT("]\n");
#undef OUT
    errs_clear(&e);
    CHECK(jdoc_parse(&d, "gen.json", text, &e));
    CHECK_INT(d.nlines, n);
    i = 0;
    CHECK_INT(jdoc_line(&d, d.root), expect[i++]);
    cJSON_ArrayForEach(it, d.root) {
        bad += jdoc_line(&d, it) != expect[i++];
        cJSON_ArrayForEach(f, it)
            bad += jdoc_line(&d, f) != expect[i++];
    }
    CHECK_INT(bad, 0);
    CHECK_INT(i, n);
    jdoc_free(&d);
    free(text);
}

static int count_nodes(const cJSON *n)
{
    int k = 0;

    for (; n; n = n->next)
        k += 1 + count_nodes(n->child);
    return k;
}

static void line_table_agrees_with_cjson_on_mutations(void)
{
    /* Random one-byte changes to a document: whenever cJSON still accepts
     * it, the scanner must have found exactly one line per node. */
    static const char base[] =
        "{\"a\": [1, -2.5e3, \"x:y\", {\"b\": null}, [true, false]],\n"
        " \"c\": {\"d\": \"\\\"q\\\"\", \"e\": [ ], \"f\": { }}, \"g\": 0}\n";
    static const char bytes[] = "{}[]\":, \n\\0123-eE.tfnulx";
    char buf[sizeof base];
    unsigned seed = 1;
    int i, parsed = 0, bad = 0;
    jdoc d;
    errs e;

    for (i = 0; i < 20000; i++) {
        size_t at;
        memcpy(buf, base, sizeof base);
        seed = seed * 1103515245u + 12345u;
        at = (seed >> 8) % (sizeof base - 1);
        seed = seed * 1103515245u + 12345u;
        buf[at] = bytes[(seed >> 8) % (sizeof bytes - 1)];
        errs_clear(&e);
        if (jdoc_parse(&d, "m.json", buf, &e)) {
            parsed++;
            bad += d.nlines != count_nodes(d.root);
        } else {
            bad += e.n != 1 || !strstr(errs_first(&e), "syntax error");
        }
        jdoc_free(&d);
    }
    CHECK(parsed > 1000);
    CHECK_INT(bad, 0);
}

static void bom_and_crlf(void)
{
    jdoc d;
    errs e;

    errs_clear(&e);
    CHECK(jdoc_parse(&d, "w.json", "\xEF\xBB\xBF{\r\n\"a\": 1,\r\n\"b\": 2}", &e));
    CHECK_INT(jdoc_line(&d, cJSON_GetObjectItemCaseSensitive(d.root, "b")), 3);
    jdoc_free(&d);
}

/* Parses text expecting a syntax error; returns the first message. */
static const char *syntax(const char *text, errs *e)
{
    jdoc d;
    int ok;

    errs_clear(e);
    ok = jdoc_parse(&d, "t.json", text, e);
    CHECK(!ok);
    CHECK(d.root == NULL);
    jdoc_free(&d);
    return errs_first(e);
}

static void syntax_errors_name_line_and_column(void)
{
    errs e;

    CHECK_STR(syntax("{\n  \"a\": 1,\n  }\n", &e),
              "t.json:3:3: syntax error near '}' (expected a key in quotes after ',')");
    CHECK_STR(syntax("[1, 2\n", &e),
              "t.json:2:1: syntax error near the end of the file (expected ',' or ']')");
    CHECK_STR(syntax("{\"a\" 1}", &e),
              "t.json:1:6: syntax error near '1}' (expected ':' after the key)");
    CHECK_STR(syntax("{\"a\": tru}", &e),
              "t.json:1:7: syntax error near 'tru}' (expected a value)");
    CHECK_STR(syntax("[1]\n\nx", &e),
              "t.json:3:1: syntax error near 'x' (text after the end of the value)");
    CHECK_STR(syntax("\n{\"a\": \"open", &e),
              "t.json:2:12: syntax error near the end of the file (unterminated string)");
    CHECK_STR(syntax("  \n ", &e), "t.json:2:2: syntax error: the file is empty");
    CHECK_STR(syntax("", &e), "t.json:1:1: syntax error: the file is empty");
    CHECK_STR(syntax("[1, 2,]", &e),
              "t.json:1:7: syntax error near ']' (expected a value)");
    CHECK_STR(syntax("{'a': 1}", &e),
              "t.json:1:2: syntax error near ''a': 1}' (expected a key in quotes)");
    CHECK_INT(e.n, 1);
}

static void deep_nesting_is_an_error_not_a_crash(void)
{
    char *text = malloc(5002);
    errs e;

    memset(text, '[', 5000);
    text[5000] = 0;
    syntax(text, &e);
    CHECK_CONTAINS(errs_first(&e), "t.json:1:");
    free(text);
}

/* Parse cards_text for checker tests. */
static void open_cards(jdoc *d, errs *e)
{
    errs_clear(e);
    CHECK(jdoc_parse(d, "scenarios/kutf/cards.json", cards_text, e));
}

static void wrong_type_message(void)
{
    jdoc d;
    errs e;
    int v = -5;

    open_cards(&d, &e);
    CHECK(!jc_int(&d, &e, card(&d, 1), "actions", "cards[1]", 1, 0, 6, &v));
    CHECK_INT(v, -5);   /* untouched on failure */
    CHECK_STR(errs_first(&e), "scenarios/kutf/cards.json:7: cards[1].actions: "
              "expected an integer from 0 to 6, found \"three\"");
    errs_clear(&e);
    CHECK(!jc_bool(&d, &e, card(&d, 0), "title", "cards[0]", 1, &v));
    CHECK_STR(errs_first(&e), "scenarios/kutf/cards.json:3: cards[0].title: "
              "expected true or false, found \"Sortie\"");
    errs_clear(&e);
    CHECK(!jc_array(&d, &e, card(&d, 1), "compass", "cards[1]", 1, 0, 10, NULL));
    CHECK_STR(errs_first(&e), "scenarios/kutf/cards.json:9: cards[1].compass: "
              "expected an array of at most 10 entries, found an object");
    errs_clear(&e);
    CHECK(!jc_child(&d, &e, d.root, "tracks", "", 1, NULL, NULL));
    CHECK_STR(errs_first(&e), "scenarios/kutf/cards.json:12: tracks: "
              "expected an object, found an array");
    errs_clear(&e);
    {
        char s[16];
        CHECK(!jc_str(&d, &e, card(&d, 0), "id", "cards[0]", 1, s, sizeof s));
        CHECK_STR(errs_first(&e), "scenarios/kutf/cards.json:3: cards[0].id: "
                  "expected a string, found 1");
    }
    jdoc_free(&d);
}

static void unknown_key_message(void)
{
    jdoc d;
    errs e;

    open_cards(&d, &e);
    CHECK(jc_object(&d, &e, card(&d, 0), "cards[0]", card_keys));
    CHECK_INT(e.n, 0);
    CHECK(!jc_object(&d, &e, card(&d, 1), "cards[1]", card_keys));
    CHECK_INT(e.n, 1);
    CHECK_STR(errs_first(&e), "scenarios/kutf/cards.json:8: cards[1].colour: "
              "unknown key (expected one of: id, title, actions, compass)");
    /* Root-level keys have no leading dot. */
    errs_clear(&e);
    {
        static const char *const only_cards[] = { "cards", NULL };
        CHECK(!jc_object(&d, &e, d.root, "", only_cards));
        CHECK_STR(errs_first(&e), "scenarios/kutf/cards.json:12: tracks: "
                  "unknown key (expected one of: cards)");
    }
    jdoc_free(&d);
}

static void missing_key_message(void)
{
    jdoc d;
    errs e;
    int v = 3;

    open_cards(&d, &e);
    CHECK(!jc_int(&d, &e, card(&d, 1), "cost", "cards[1]", 1, 0, 9, &v));
    CHECK_STR(errs_first(&e),
              "scenarios/kutf/cards.json:5: cards[1]: missing key \"cost\"");
    /* Optional and absent: fine, default kept. */
    errs_clear(&e);
    CHECK(jc_int(&d, &e, card(&d, 1), "cost", "cards[1]", 0, 0, 9, &v));
    CHECK_INT(v, 3);
    CHECK_INT(e.n, 0);
    CHECK(!jc_array(&d, &e, d.root, "units", "", 1, 0, 5, NULL));
    CHECK_STR(errs_first(&e), "scenarios/kutf/cards.json:1: missing key \"units\"");
    jdoc_free(&d);
}

static void out_of_range_messages(void)
{
    jdoc d;
    errs e;
    int v = 0;
    double x = 0;
    char s[4];
    const cJSON *arr;

    errs_clear(&e);
    CHECK(jdoc_parse(&d, "r.json",
                     "{\"a\": 7, \"b\": 2.5, \"c\": -1, \"n\": 1e3,\n"
                     " \"s\": \"long\", \"l\": [1, 2, 3], \"big\": 1e300}", &e));
    CHECK(!jc_int(&d, &e, d.root, "a", "", 1, 0, 6, &v));
    CHECK_STR(errs_first(&e), "r.json:1: a: expected an integer from 0 to 6, found 7");
    errs_clear(&e);
    CHECK(!jc_int(&d, &e, d.root, "b", "", 1, 0, 6, &v));
    CHECK_STR(errs_first(&e), "r.json:1: b: expected an integer from 0 to 6, found 2.5");
    errs_clear(&e);
    CHECK(!jc_int(&d, &e, d.root, "c", "", 1, 0, INT_MAX, &v));
    CHECK_STR(errs_first(&e), "r.json:1: c: expected an integer of at least 0, found -1");
    errs_clear(&e);
    CHECK(!jc_int(&d, &e, d.root, "big", "", 1, INT_MIN, INT_MAX, &v));
    CHECK_STR(errs_first(&e), "r.json:2: big: expected an integer, found 1e+300");
    errs_clear(&e);
    CHECK(jc_int(&d, &e, d.root, "n", "", 1, 0, 1000, &v));
    CHECK_INT(v, 1000);
    CHECK(!jc_num(&d, &e, d.root, "b", "", 1, 0, 1, &x));
    CHECK_STR(errs_first(&e), "r.json:1: b: expected a number from 0 to 1, found 2.5");
    errs_clear(&e);
    CHECK(jc_num(&d, &e, d.root, "b", "", 1, 0, 10, &x));
    CHECK(x == 2.5);
    CHECK(!jc_str(&d, &e, d.root, "s", "", 1, s, sizeof s));
    CHECK_STR(errs_first(&e), "r.json:2: s: expected a string of at most 3 characters, "
              "found \"long\" (4 characters)");
    errs_clear(&e);
    CHECK(!jc_array(&d, &e, d.root, "l", "", 1, 1, 2, &arr));
    CHECK(arr == NULL);
    CHECK_STR(errs_first(&e), "r.json:2: l: expected an array of 1 to 2 entries, "
              "found 3 entries");
    errs_clear(&e);
    CHECK(!jc_array(&d, &e, d.root, "l", "", 1, 4, 4, &arr));
    CHECK_STR(errs_first(&e), "r.json:2: l: expected an array of exactly 4 entries, "
              "found 3 entries");
    errs_clear(&e);
    CHECK(jc_array(&d, &e, d.root, "l", "", 1, 0, INT_MAX, &arr));
    CHECK_INT(cJSON_GetArraySize(arr), 3);
    CHECK_INT(e.n, 0);
    jdoc_free(&d);
}

static void enum_message(void)
{
    static const char *const kinds[] = { "choice", "seats", "seed", NULL };
    jdoc d;
    errs e;
    int k = -1;

    errs_clear(&e);
    CHECK(jdoc_parse(&d, "k.json", "{\"kind\": \"seats\", \"bad\": \"dice\"}", &e));
    CHECK(jc_enum(&d, &e, d.root, "kind", "", 1, kinds, &k));
    CHECK_INT(k, 1);
    CHECK(!jc_enum(&d, &e, d.root, "bad", "", 1, kinds, &k));
    CHECK_STR(errs_first(&e), "k.json:1: bad: expected one of \"choice\", \"seats\", "
              "\"seed\", found \"dice\"");
    jdoc_free(&d);
}

static void dangling_reference_message(void)
{
    static const char *const tracks[] = { "N", "E", "S", "W" };
    const cJSON *compass, *n;
    jdoc d;
    errs e;
    int idx = -1;

    open_cards(&d, &e);
    CHECK(jc_child(&d, &e, card(&d, 1), "compass", "cards[1]", 1, NULL, &compass));
    n = cJSON_GetObjectItemCaseSensitive(compass, "N");
    CHECK(!jc_ref(&d, &e, n, "cards[1].compass.N", "track", n->valuestring, tracks, 4,
                  &idx));
    CHECK_STR(errs_first(&e), "scenarios/kutf/cards.json:9: cards[1].compass.N: "
              "no track called \"Q\" (expected one of: N, E, S, W)");
    CHECK(jc_ref(&d, &e, n, "x", "track", "S", tracks, 4, &idx));
    CHECK_INT(idx, 2);
    errs_clear(&e);
    CHECK(!jc_ref(&d, &e, n, "x", "track", "S", NULL, 0, &idx));
    CHECK_STR(errs_first(&e), "scenarios/kutf/cards.json:9: x: "
              "no track called \"S\" (there are none)");
    jdoc_free(&d);
}

static void duplicate_key_and_child_keys(void)
{
    static const char *const ab[] = { "a", "b", NULL };
    const cJSON *c;
    jdoc d;
    errs e;

    errs_clear(&e);
    CHECK(jdoc_parse(&d, "d.json", "{\"a\": 1,\n\"a\": 2,\n\"o\": {\"b\": 1, \"z\": 2}}", &e));
    CHECK(!jc_object(&d, &e, d.root, "", NULL));
    CHECK_STR(errs_first(&e), "d.json:2: a: duplicate key (it already appears above)");
    errs_clear(&e);
    CHECK(!jc_child(&d, &e, d.root, "o", "", 1, ab, &c));
    CHECK(c != NULL);
    CHECK_STR(errs_first(&e), "d.json:3: o.z: unknown key (expected one of: a, b)");
    jdoc_free(&d);
}

static void many_errors_are_counted(void)
{
    static const char *const none[] = { NULL };
    char text[2000];
    size_t len = 0;
    jdoc d;
    errs e;
    int i;

    len += (size_t)sprintf(text + len, "{");
    for (i = 0; i < 40; i++)
        len += (size_t)sprintf(text + len, "%s\n\"k%d\": %d", i ? "," : "", i, i);
    sprintf(text + len, "}");
    errs_clear(&e);
    CHECK(jdoc_parse(&d, "many.json", text, &e));
    CHECK(!jc_object(&d, &e, d.root, "", none));
    CHECK_INT(e.n, ERRS_MAX);
    CHECK_INT(e.total, 40);
    CHECK_STR(e.msg[31], "many.json:33: k31: unknown key (no keys belong here)");
    jdoc_free(&d);
}

static void paths_are_built_without_leading_dot(void)
{
    char buf[64], b2[64];

    CHECK_STR(jc_path(buf, sizeof buf, "", "cards"), "cards");
    CHECK_STR(jc_path(buf, sizeof buf, NULL, "cards"), "cards");
    CHECK_STR(jc_pathi(b2, sizeof b2, "cards", 3), "cards[3]");
    CHECK_STR(jc_path(buf, sizeof buf, b2, "title"), "cards[3].title");
    CHECK_STR(jc_path(b2, sizeof b2, b2, "x"), "cards[3].x");  /* in place */
    /* an empty key still shows in the path (a settings file's "": true
     * was reported with no path at all) */
    CHECK_STR(jc_path(buf, sizeof buf, "", ""), "\"\"");
    CHECK_STR(jc_path(buf, sizeof buf, "a", ""), "a.\"\"");
    CHECK_STR(jc_type_name(NULL), "nothing");
}

/* settings.json's checker names every bad value by its key, "" too */
static void settings_messages_name_the_key(void)
{
    jdoc d;
    errs e;

    errs_clear(&e);
    CHECK(jdoc_parse(&d, "s.json", "{\"width\": 900,\n\"\": true}", &e));
    CHECK(!prefs_check(&d, &e));
    CHECK_STR(errs_first(&e), "s.json:2: \"\": expected a number or a string, found boolean");
    jdoc_free(&d);
    errs_clear(&e);
    CHECK(jdoc_parse(&d, "s.json", "[1]", &e));
    CHECK(!prefs_check(&d, &e));
    CHECK_STR(errs_first(&e), "s.json:1: expected an object, found array");
    jdoc_free(&d);
}

static void type_names(void)
{
    jdoc d;
    errs e;

    errs_clear(&e);
    CHECK(jdoc_parse(&d, "t.json", "[{}, [], \"s\", 1, true, false, null]", &e));
    CHECK_STR(jc_type_name(cJSON_GetArrayItem(d.root, 0)), "object");
    CHECK_STR(jc_type_name(cJSON_GetArrayItem(d.root, 1)), "array");
    CHECK_STR(jc_type_name(cJSON_GetArrayItem(d.root, 2)), "string");
    CHECK_STR(jc_type_name(cJSON_GetArrayItem(d.root, 3)), "number");
    CHECK_STR(jc_type_name(cJSON_GetArrayItem(d.root, 4)), "boolean");
    CHECK_STR(jc_type_name(cJSON_GetArrayItem(d.root, 5)), "boolean");
    CHECK_STR(jc_type_name(cJSON_GetArrayItem(d.root, 6)), "null");
    jdoc_free(&d);
}

static void odd_input_never_crashes(void)
{
    static const char *const none[] = { NULL };
    jdoc d, z;
    errs e;
    int v = 0;
    double x = 0;
    char s[8];
    const cJSON *o = NULL;

    errs_clear(&e);
    memset(&z, 0, sizeof z);
    CHECK(!jc_int(NULL, NULL, NULL, NULL, NULL, 1, 0, 1, NULL));
    CHECK(!jc_int(&z, &e, NULL, "a", "p", 1, 0, 1, &v));
    CHECK(jc_int(&z, &e, NULL, "a", "p", 0, 0, 1, &v) == 0);
    CHECK(!jc_num(NULL, &e, NULL, "a", NULL, 1, 0, 1, &x));
    CHECK(!jc_bool(NULL, &e, NULL, "a", NULL, 1, &v));
    CHECK(!jc_str(NULL, &e, NULL, "a", NULL, 1, s, sizeof s));
    CHECK(!jc_enum(NULL, &e, NULL, "a", NULL, 1, NULL, &v));
    CHECK(!jc_array(NULL, &e, NULL, "a", NULL, 1, 0, 1, &o));
    CHECK(!jc_child(NULL, &e, NULL, "a", NULL, 1, NULL, &o));
    CHECK(!jc_object(NULL, &e, NULL, NULL, NULL));
    CHECK(!jc_ref(NULL, &e, NULL, NULL, NULL, NULL, NULL, 0, NULL));
    jc_fail(NULL, &e, NULL, NULL, "x");
    CHECK_INT(jdoc_line(NULL, NULL), 0);
    CHECK_INT(jdoc_line(&z, NULL), 0);
    CHECK(!jdoc_parse(&d, NULL, NULL, &e));
    jdoc_free(&d);
    jdoc_free(&d);       /* twice is fine */
    jdoc_free(NULL);
    /* Checkers on a non-object parent say so instead of crashing. */
    errs_clear(&e);
    CHECK(jdoc_parse(&d, "o.json", "[1, 2]", &e));
    CHECK(!jc_int(&d, &e, d.root, "a", "", 1, 0, 1, &v));
    CHECK_STR(errs_first(&e), "o.json:1: expected an object, found an array");
    CHECK(!jc_object(&d, &e, cJSON_GetArrayItem(d.root, 1), "[1]", none));
    CHECK_STR(e.msg[1], "o.json:1: [1]: expected an object, found 2");
    jdoc_free(&d);
}

static void load_from_file(void)
{
    char path[] = "/tmp/legation-jsonload-XXXXXX";
    int fd = mkstemp(path);
    jdoc d;
    errs e;
    int v = 0;

    CHECK(fd >= 0);
    if (fd < 0)
        return;
    CHECK(write(fd, "{\n\"a\": 5\n}\n", 11) == 11);
    close(fd);
    errs_clear(&e);
    CHECK(jdoc_load(&d, path, &e));
    CHECK(jc_int(&d, &e, d.root, "a", "", 1, 0, 9, &v));
    CHECK_INT(v, 5);
    CHECK_INT(jdoc_line(&d, cJSON_GetObjectItemCaseSensitive(d.root, "a")), 2);
    CHECK_STR(d.path, path);
    jdoc_free(&d);
    /* A NUL byte inside the file is refused, not silently cut off. */
    fd = open(path, O_WRONLY | O_TRUNC);
    CHECK(write(fd, "{\"a\": 5}\0junk", 13) == 13);
    close(fd);
    CHECK(!jdoc_load(&d, path, &e));
    CHECK_CONTAINS(errs_first(&e), ":1:9: syntax error: a NUL byte in the text");
    jdoc_free(&d);
    unlink(path);
    errs_clear(&e);
    CHECK(!jdoc_load(&d, "/nonexistent/x.json", &e));
    CHECK_STR(errs_first(&e), "/nonexistent/x.json: cannot read the file "
              "(No such file or directory)");
    jdoc_free(&d);
}

int main(void)
{
    RUN(lines_of_nodes);
    RUN(lines_of_generated_document);
    RUN(line_table_agrees_with_cjson_on_mutations);
    RUN(bom_and_crlf);
    RUN(syntax_errors_name_line_and_column);
    RUN(deep_nesting_is_an_error_not_a_crash);
    RUN(wrong_type_message);
    RUN(unknown_key_message);
    RUN(missing_key_message);
    RUN(out_of_range_messages);
    RUN(enum_message);
    RUN(dangling_reference_message);
    RUN(duplicate_key_and_child_keys);
    RUN(many_errors_are_counted);
    RUN(paths_are_built_without_leading_dot);
    RUN(settings_messages_name_the_key);
    RUN(type_names);
    RUN(odd_input_never_crashes);
    RUN(load_from_file);
    TEST_END();
}
