/* Colonial Siege, the second rules audit (issue 27), with forced dice: no
 * shot passes between two touching bases of a friendly rank; the winner
 * of a melee may take the ground also when the loser fell to the last
 * man; a native field gun whose crew has all fallen stands until a
 * defender touches it, and the natives cannot use it again. */
#include "test_colonial_common.h"

/* the figures of group g, in figure order, into out (at most max) */
static int figs_of(const col_state *st, int g, int *out, int max)
{
    int n = 0;

    for (int f = 0; f < st->nfig && n < max; f++)
        if (st->fig[f].used && st->fig[f].group == g)
            out[n++] = f;
    return n;
}

/* The Italians stand in a rank of touching bases (1" apart) between the
 * Germans' officer and a Boxer straight behind the touch of two bases:
 * the shot may not pass between them. */
static void shot_cannot_pass_between_touching_bases(void)
{
    col_state *st = fresh(NULL);
    int it[8], n, g;
    char why[200] = "";

    put(st, G_GERMANS, 40.5, 26);
    st->fig[col_leader(st, G_GERMANS)].pos = geom_v(40.5, 28);
    put(st, G_ITALIANS, 40, 31);
    n = figs_of(st, G_ITALIANS, it, 8);
    CHECK_INT(n, 7);
    for (int i = 0; i < n; i++)
        st->fig[it[i]].pos = geom_v(37 + i, 31);     /* touching: 1" apart */
    g = natives(st, T_BOXERS, 1, 40.5, 36);
    st->fig[col_leader(st, g)].pos = geom_v(40.5, 36);
    set_card(st, CARD(1, 5));
    CHECK_INT(col_los(st, G_GERMANS, g), 0);
    CHECK(col_can_fire(st, G_GERMANS, g, why, sizeof why) < 0);
    /* a gap of a base's width lets it through */
    for (int i = 3; i < n; i++)
        st->fig[it[i]].pos.x += 1.5;
    CHECK_INT(col_los(st, G_GERMANS, g), 1);
    free(st);
}

/* The defenders kill every native of the melee: a human defender is
 * asked and may take the ground the natives held. */
static void defender_takes_ground_after_wipe_out(void)
{
    int g;
    col_state *st = melee_between(NULL, 3, &g, 40, 30, 40, 36);
    col_action fol = A(CA_FOLLOW, -1, -1);
    char why[200] = "";
    vec2 held;

    st->seat[COL_DEF] = 0;
    melee_roll(st, 7, 6, 3, 1, 0);                /* 42: all three natives; 3: none */
    CHECK_INT(col_count(st, g), 0);
    CHECK_INT(st->dec, DEC_FOLLOW);
    CHECK_INT(st->fol_group, G_GERMANS);
    held = st->fol_at;
    CHECK(geom_dist(held, geom_v(40, 36)) < 2.5);  /* where the natives stood */
    fol.n = 1;
    CHECK_INT(do_act(st, fol, why), 0);
    CHECK(geom_dist(st->fig[col_leader(st, G_GERMANS)].pos, held) < 1.5);
    free(st);
}

/* Natives who kill every defender at the wall cross it: the computer's
 * natives take the ground the Germans held. */
static void natives_take_ground_after_wipe_out(void)
{
    int g;
    col_state *st = melee_between(NULL, 10, &g, 20, 30, 26, 30);

    melee_roll(st, 7, 1, 10, 6, 0);               /* 7: one native; 60: all seven Germans */
    CHECK_INT(col_count(st, G_GERMANS), 0);
    CHECK_INT(st->dec, DEC_NONE);                 /* the computer answered */
    CHECK(geom_dist(st->fig[col_leader(st, g)].pos, geom_v(20, 30)) < 1.5);
    free(st);
}

/* A position taken while a melee is resolved keeps the ground each side
 * held, so a wiped-out side's ground survives a save. */
static void melee_ground_round_trip(void)
{
    int g, none[CO_COUNT] = { 0 };
    col_state *st = melee_between(NULL, 5, &g, 40, 30, 40, 36), *back;
    static const int seats[COL_SIDES] = { 0, 1 };
    cJSON *j;
    char *text;
    jdoc d;
    errs e;

    st->seat[COL_DEF] = 0;
    st->seat[COL_ATT] = 0;
    force(st, (int[]){ 3, 3, 3, 3, 3, 3, 3, 1, 1, 1, 1, 1 }, 12);   /* 21: three of five */
    col_melee_begin(st, 0, NULL);
    CHECK_INT(st->dec, DEC_CASUALTY);             /* the natives choose their dead */
    st->stage = ST_MELEES;
    j = col_state_json(st);
    text = cJSON_PrintUnformatted(j);
    cJSON_Delete(j);
    CHECK(strstr(text, "\"melee_at\":[[") != NULL);
    errs_clear(&e);
    CHECK(jdoc_parse(&d, "pos", text, &e));
    back = col_state_load(".", "compound", none, seats, &d, d.root, "start", &e);
    if (!back)
        printf("  %s\n", errs_first(&e));
    CHECK(back != NULL);
    if (back) {
        CHECK(geom_dist(back->mel_at[COL_ATT], st->mel_at[COL_ATT]) < 1e-9);
        free(back);
    }
    jdoc_free(&d);
    free(text);
    free(st);
}

/* The field gun's crew all fall to a volley: the gun stays, cannot act,
 * and is destroyed when the Germans walk up to it. */
static void native_gun_stands_without_crew(void)
{
    col_state *st = fresh(NULL);
    col_action mv = A(CA_MOVE, G_GERMANS, -1);
    char why[200] = "";
    int g;

    put(st, G_GERMANS, 40, 31);
    g = natives(st, T_GUN, 4, 40, 36);
    set_card(st, CARD(1, 5));                     /* red: the defender acts */
    force(st, (int[]){ 6, 6, 6, 6, 6, 6, 6 }, 7); /* 42: more than the crew of four */
    CHECK_INT(do_act(st, A(CA_FIRE, G_GERMANS, g), why), 0);
    take_first(st);
    col_advance(st, NULL);
    CHECK_INT(col_count(st, g), 0);
    CHECK(st->grp[g].used);                       /* the gun stands */
    CHECK(geom_dist(st->grp[g].gun, geom_v(40, 36)) < 0.01);
    set_card(st, CARD(0, 5));                     /* black: the natives act */
    CHECK(do_act(st, A(CA_WITHDRAW, g, -1), why) < 0);
    CHECK(strstr(why, "no crew") != NULL);
    set_card(st, CARD(1, 6));
    mv.x = 40;
    mv.y = 34.5;
    CHECK_INT(do_act(st, mv, why), 0);
    CHECK(!st->grp[g].used);                      /* touched: destroyed */
    free(st);
}

int main(void)
{
    RUN(shot_cannot_pass_between_touching_bases);
    RUN(defender_takes_ground_after_wipe_out);
    RUN(natives_take_ground_after_wipe_out);
    RUN(melee_ground_round_trip);
    RUN(native_gun_stands_without_crew);
    TEST_END();
}
