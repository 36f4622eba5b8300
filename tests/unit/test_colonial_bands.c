/* test_colonial_bands: a native band's number is never a fallen band's
 * (QA: "Boxers #6" came back after #6 was destroyed, its slot taken by
 * the next band), and a position keeps the count across a save. */
#include <stdio.h>
#include <string.h>

#include "test_colonial_common.h"

static int band(col_state *st, int type)
{
    int g = col_new_group(st, COL_ATT, GK_NATIVE, type);
    col_new_fig(st, g, 0, geom_v(2, 2));
    st->pool[type]--;   /* from the pool, as a band that comes on */
    return g;
}

static void test_fallen_number_not_reused(void)
{
    col_state *st = fresh(NULL);
    int a = band(st, T_BOXERS), b = band(st, T_BOXERS), c;
    char first[40];

    snprintf(first, sizeof first, "%s", st->grp[a].name);
    CHECK(strcmp(st->grp[a].name, st->grp[b].name) != 0);
    /* the first band falls: its slot is free for the next */
    for (int f = 0; f < st->nfig; f++)
        if (st->fig[f].used && st->fig[f].group == a)
            col_kill_fig(st, f);
    st->grp[a].used = 0;
    c = band(st, T_BOXERS);
    CHECK_INT(c, a);                              /* the same slot */
    if (strcmp(st->grp[c].name, first) == 0 || strcmp(st->grp[c].name, st->grp[b].name) == 0)
        printf("  new band named %s (fallen %s, standing %s)\n", st->grp[c].name, first,
               st->grp[b].name);
    CHECK(strcmp(st->grp[c].name, first) != 0);
    CHECK(strcmp(st->grp[c].name, st->grp[b].name) != 0);
    free(st);
}

/* Saved with the highest number fallen, loaded back: the next band still
 * takes a new number. A position without "bands" (written before) loads
 * as before. */
static void test_position_keeps_count(void)
{
    static const int seats[COL_SIDES] = { 1, 1 };
    int none[CO_COUNT] = { 0 };
    col_state *st = fresh(NULL), *back = NULL;
    int a = band(st, T_BOXERS), b = band(st, T_BOXERS), c;
    cJSON *j;
    char *text;
    errs e;
    jdoc d;

    (void)a;
    for (int f = 0; f < st->nfig; f++)
        if (st->fig[f].used && st->fig[f].group == b)
            col_kill_fig(st, f);
    st->grp[b].used = 0;
    j = col_state_json(st);
    text = cJSON_PrintUnformatted(j);
    CHECK(strstr(text, "\"bands\":") != NULL);
    errs_clear(&e);
    if (jdoc_parse(&d, "pos", text, &e)) {
        back = col_state_load(".", "compound", none, seats, &d, d.root, "start", &e);
        CHECK(back != NULL);
        if (back) {
            c = band(back, T_BOXERS);
            CHECK_INT(back->bands, st->bands + 1);
            CHECK(strcmp(back->grp[c].name, st->grp[a].name) != 0);
            free(back);
        } else {
            printf("  %s\n", errs_first(&e));
        }
        jdoc_free(&d);
    }
    free(text);
    cJSON_Delete(j);
    free(st);
}

int main(void)
{
    RUN(test_fallen_number_not_reused);
    RUN(test_position_keeps_count);
    TEST_END();
}
