/* test_core_levels: the computer's levels, the "difficulty" option of
 * Siege at Peking, Tuan and Colonial Siege: a level for every computer seat or
 * one a seat, refused with file:line: path when wrong, kept in a save, and
 * each seat's level reaching that seat's computer. */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "core/catalog.h"
#include "core/session.h"
#include "games/colonial/rules/col_local.h"
#include "games/peking/rules/peking.h"
#include "games/tuan/rules/tuan.h"
#include "test.h"

extern const game_rules peking_rules, colonial_rules, tuan_rules;

static const game_rules *find_game(const char *id)
{
    return !strcmp(id, "peking") ? &peking_rules : !strcmp(id, "colonial") ? &colonial_rules
                                                                          : NULL;
}

static void *create(const game_rules *r, const char *opts, errs *e)
{
    cJSON *o = cJSON_Parse(opts);
    void *st = r->create(".", NULL, o, 7, e);

    cJSON_Delete(o);
    return st;
}

/* one level for all, one a seat, and absent: normal */
static void levels_option_parsed(void)
{
    errs e;
    pk_state *p;
    col_state *c;
    tu_state *t;

    errs_clear(&e);
    p = create(&peking_rules, "{\"difficulty\": \"hard\"}", &e);
    CHECK(p != NULL);
    if (p) {
        CHECK_INT(p->level[PK_ALLIED], GAME_LEVEL_HARD);
        CHECK_INT(p->level[PK_CHINESE], GAME_LEVEL_HARD);
        peking_rules.destroy(p);
    }
    p = create(&peking_rules, "{\"difficulty\": [\"hard\", \"easy\"]}", &e);
    CHECK(p != NULL);
    if (p) {
        CHECK_INT(p->level[PK_ALLIED], GAME_LEVEL_HARD);
        CHECK_INT(p->level[PK_CHINESE], GAME_LEVEL_EASY);
        peking_rules.destroy(p);
    }
    p = create(&peking_rules, "{}", &e);
    CHECK(p != NULL);
    if (p) {
        CHECK_INT(p->level[PK_ALLIED], GAME_LEVEL_NORMAL);
        CHECK_INT(p->level[PK_CHINESE], GAME_LEVEL_NORMAL);
        peking_rules.destroy(p);
    }
    c = create(&colonial_rules, "{\"difficulty\": [\"normal\", \"easy\"]}", &e);
    CHECK(c != NULL);
    if (c) {
        CHECK_INT(c->level[COL_DEF], GAME_LEVEL_NORMAL);
        CHECK_INT(c->level[COL_ATT], GAME_LEVEL_EASY);
        colonial_rules.destroy(c);
    }
    t = create(&tuan_rules, "{\"difficulty\": [\"easy\", \"hard\"]}", &e);
    CHECK(t != NULL);
    if (t) {
        CHECK_INT(t->level[TU_ALLIES], GAME_LEVEL_EASY);
        CHECK_INT(t->level[TU_CHINESE], GAME_LEVEL_HARD);
        tuan_rules.destroy(t);
    }
    CHECK_INT(e.n, 0);
}

/* wrong values are refused by the game with the reason */
static void levels_option_refused(void)
{
    static const char *const bad[] = {
        "{\"difficulty\": \"expert\"}", "{\"difficulty\": 2}",
        "{\"difficulty\": [\"hard\"]}", "{\"difficulty\": [\"hard\", \"easy\", \"easy\"]}",
        "{\"difficulty\": [\"hard\", 1]}", NULL };
    errs e;

    for (int i = 0; bad[i]; i++) {
        errs_clear(&e);
        CHECK(create(&peking_rules, bad[i], &e) == NULL);
        CHECK_CONTAINS(errs_first(&e), "option difficulty");
    }
    errs_clear(&e);
    CHECK(create(&colonial_rules, "{\"difficulty\": [\"hard\", \"hardest\"]}", &e) == NULL);
    CHECK_CONTAINS(errs_first(&e), "option difficulty[1]: expected easy, normal or hard");
    errs_clear(&e);
    CHECK(create(&tuan_rules, "{\"difficulty\": true}", &e) == NULL);
    CHECK_CONTAINS(errs_first(&e), "tuan: option difficulty");
}

static int write_file(const char *path, const char *text)
{
    FILE *f = fopen(path, "w");

    if (!f)
        return 0;
    fputs(text, f);
    fclose(f);
    return 1;
}

/* a save's difficulty is checked against the catalog, naming the line and
 * the path; a good one loads and is written back as it was */
static void levels_save_checked_and_kept(void)
{
    char path[] = "/tmp/legation_levels_XXXXXX";
    int fd = mkstemp(path);
    errs e;
    session *s;

    CHECK(fd >= 0);
    if (fd < 0)
        return;
    close(fd);
    CHECK(write_file(path, "{\"format\": \"legation-save\", \"version\": 1, \"game\": \"peking\", \"scenario\": \"siege\",\n"
                           " \"options\": {\"difficulty\": [\"hard\",\n"
                           "   \"expert\"]},\n"
                           " \"seed\": \"3\", \"actions\": []}\n"));
    errs_clear(&e);
    s = session_load(path, ".", find_game, &e);
    CHECK(s == NULL);
    CHECK_CONTAINS(errs_first(&e), ":3: options.difficulty[1]: expected one of \"easy\"");
    session_free(s);
    CHECK(write_file(path, "{\"format\": \"legation-save\", \"version\": 1, \"game\": \"peking\", \"scenario\": \"siege\",\n"
                           " \"options\": {\"difficulty\": [\"easy\", \"normal\", \"hard\"]},\n"
                           " \"seed\": \"3\", \"actions\": []}\n"));
    errs_clear(&e);
    s = session_load(path, ".", find_game, &e);
    CHECK(s == NULL);
    CHECK_CONTAINS(errs_first(&e), ":2: options.difficulty");
    session_free(s);
    CHECK(write_file(path, "{\"format\": \"legation-save\", \"version\": 1, \"game\": \"peking\", \"scenario\": \"siege\",\n"
                           " \"options\": {\"difficulty\": [\"hard\", \"easy\"]},\n"
                           " \"seed\": \"3\", \"actions\": []}\n"));
    errs_clear(&e);
    s = session_load(path, ".", find_game, &e);
    CHECK(s != NULL);
    if (s) {
        cJSON *j = session_to_json(s);
        char *txt = cJSON_PrintUnformatted(cJSON_GetObjectItemCaseSensitive(j, "options"));
        CHECK_CONTAINS(txt, "\"difficulty\":[\"hard\",\"easy\"]");
        CHECK_INT(((pk_state *)s->state)->level[PK_ALLIED], GAME_LEVEL_HARD);
        CHECK_INT(((pk_state *)s->state)->level[PK_CHINESE], GAME_LEVEL_EASY);
        free(txt);
        cJSON_Delete(j);
        session_free(s);
    }
    remove(path);
}

/* each seat's level reaches its own side's computer: the same game with
 * the levels swapped plays differently, and easy Allies (the first pass)
 * never send a leader alone to a post, while the levels of the Chinese
 * leave the Allied play of the opening alone */
static void levels_per_seat_apply(void)
{
    errs e;
    int seat[2] = { 1, 1 };
    pk_state *a, *b;
    pk_action x, y;

    errs_clear(&e);
    a = pk_new(".", seat, 1, 1, 11, &e);
    b = pk_new(".", seat, 1, 1, 11, &e);
    CHECK(a && b);
    if (!a || !b)
        return;
    a->level[PK_ALLIED] = GAME_LEVEL_EASY;
    a->level[PK_CHINESE] = GAME_LEVEL_HARD;
    b->level[PK_ALLIED] = GAME_LEVEL_HARD;
    b->level[PK_CHINESE] = GAME_LEVEL_EASY;
    CHECK(pk_bot_first(a, PK_ALLIED) && !pk_bot_first(a, PK_CHINESE));
    CHECK(!pk_bot_first(b, PK_ALLIED) && pk_bot_first(b, PK_CHINESE));
    CHECK_INT(pk_bot_stay_bonus(a, PK_ALLIED), 32);
    CHECK_INT(pk_bot_stay_bonus(b, PK_ALLIED), 0);
    CHECK_INT(pk_bot_stay_bonus(b, PK_CHINESE), 40);
    CHECK_INT(pk_bot_stay_bonus(a, PK_CHINESE), 0);
    CHECK_INT(pk_bot_easy_odds(b), 1);
    CHECK_INT(pk_bot_easy_odds(a), 0);
    /* the set-up is the Allies': both games' first choices are Allied */
    CHECK_INT(pk_bot_choose(a, &x), 0);
    CHECK_INT(pk_bot_choose(b, &y), 0);
    pk_free(a);
    pk_free(b);
}

/* the catalog: a per-seat choice needs a seats option, and the command
 * line's "hard,easy" becomes one a seat */
static void levels_catalog(void)
{
    catalog *c = calloc(1, sizeof *c);
    errs e;
    const cat_scenario *sc;

    errs_clear(&e);
    CHECK(c && catalog_load(c, ".", "peking", &e));
    sc = c ? catalog_find(c, "siege") : NULL;
    CHECK(sc != NULL);
    if (sc) {
        int k;
        for (k = 0; k < sc->nopts && strcmp(sc->opt[k].key, "difficulty"); k++)
            ;
        CHECK(k < sc->nopts);
        if (k < sc->nopts) {
            CHECK_INT(sc->opt[k].per_seat, 1);
            CHECK_INT(sc->opt[k].nchoices, 3);
            CHECK_STR(sc->opt[k].choice_id[sc->opt[k].def], "normal");
        }
        CHECK_INT(catalog_seat_count(sc), 2);
    }
    free(c);
}

int main(void)
{
    RUN(levels_option_parsed);
    RUN(levels_option_refused);
    RUN(levels_save_checked_and_kept);
    RUN(levels_per_seat_apply);
    RUN(levels_catalog);
    TEST_END();
}
