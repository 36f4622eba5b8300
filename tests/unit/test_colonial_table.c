/* Colonial Siege, the second rules audit (issue 27), with forced dice: no
 * shot passes between two touching bases of a friendly rank; the winner
 * of a melee may take the ground also when the loser fell to the last
 * man; a native field gun whose crew has all fallen stands until a
 * defender touches it, and the natives cannot use it again. A game saved
 * before them (no "edition" in its options) is played by the rules of then. */
#include "catalog.h"
#include "game.h"
#include "test_colonial_common.h"

extern const game_rules colonial_rules;

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

/* ---- games of the first edition (saved before these rules) ------------- */

/* The three set-ups above played by the rules of a game saved before them
 * (options without "edition"): the shot passes between the touching bases,
 * nobody follows up a wipe-out, the crewless gun goes with its last man. */
static void first_edition_plays_as_then(void)
{
    col_state *st = fresh(NULL);
    int it[8], n, g;
    char why[200] = "";
    vec2 was;

    st->edition = 1;
    put(st, G_GERMANS, 40.5, 26);
    st->fig[col_leader(st, G_GERMANS)].pos = geom_v(40.5, 28);
    put(st, G_ITALIANS, 40, 31);
    n = figs_of(st, G_ITALIANS, it, 8);
    for (int i = 0; i < n; i++)
        st->fig[it[i]].pos = geom_v(37 + i, 31);
    g = natives(st, T_BOXERS, 1, 40.5, 36);
    st->fig[col_leader(st, g)].pos = geom_v(40.5, 36);
    set_card(st, CARD(1, 5));
    CHECK_INT(col_los(st, G_GERMANS, g), 1);
    CHECK_INT(col_can_fire(st, G_GERMANS, g, why, sizeof why), 0);
    free(st);

    st = melee_between(NULL, 3, &g, 40, 30, 40, 36);
    st->edition = 1;
    st->seat[COL_DEF] = 0;
    was = st->fig[col_leader(st, G_GERMANS)].pos;
    melee_roll(st, 7, 6, 3, 1, 0);
    CHECK_INT(col_count(st, g), 0);
    CHECK(st->dec != DEC_FOLLOW);                 /* not asked */
    CHECK(geom_dist(st->fig[col_leader(st, G_GERMANS)].pos, was) < 1.5);
    free(st);

    st = fresh(NULL);
    st->edition = 1;
    put(st, G_GERMANS, 40, 31);
    g = natives(st, T_GUN, 4, 40, 36);
    set_card(st, CARD(1, 5));
    force(st, (int[]){ 6, 6, 6, 6, 6, 6, 6 }, 7);
    CHECK_INT(do_act(st, A(CA_FIRE, G_GERMANS, g), why), 0);
    take_first(st);
    col_advance(st, NULL);
    CHECK(!st->grp[g].used);                      /* gone with its crew */
    free(st);
}

/* The edition is read from a game's options: the catalog's defaults (what
 * every new game writes) give this one; without the key, or with 1, the
 * first; with 1 the melee's follow-up keeps the set-up's choice. */
static void edition_from_the_options(void)
{
    catalog *c = calloc(1, sizeof *c);
    const cat_scenario *sc;
    cJSON *o;
    col_state *st;
    errs e;

    errs_clear(&e);
    CHECK(c && catalog_load(c, ".", "colonial", &e));
    sc = c ? catalog_find(c, "compound") : NULL;
    CHECK(sc != NULL);
    if (!sc) {
        free(c);
        return;
    }
    o = catalog_default_options(sc);
    CHECK(cJSON_IsNumber(cJSON_GetObjectItem(o, "edition")));
    st = colonial_rules.create(".", "compound", o, 3, &e);
    CHECK(st && st->edition == COL_EDITION && !st->legacy);
    free(st);
    cJSON_ReplaceItemInObject(o, "edition", cJSON_CreateNumber(1));
    st = colonial_rules.create(".", "compound", o, 3, &e);
    CHECK(st && st->edition == 1 && !st->legacy);
    free(st);
    cJSON_DeleteItemFromObject(o, "edition");
    st = colonial_rules.create(".", "compound", o, 3, &e);
    CHECK(st && st->edition == 1 && !st->legacy);
    free(st);
    cJSON_Delete(o);
    st = colonial_rules.create(".", "compound", NULL, 3, &e);
    CHECK(st && st->edition == 1 && st->legacy);
    free(st);
    free(c);
}

/* ---- positions --------------------------------------------------------- */

/* The longest range a squad has fired at (what the hard attacker reads,
 * notes.md, Computer levels) is part of a position from edition 3 on:
 * dumped, loaded back and checked; a game of an earlier edition prints
 * its positions as before, without it. */
static void position_keeps_the_reach(void)
{
    static const int seats[COL_SIDES] = { 1, 1 };
    int none[CO_COUNT] = { 0 };
    col_state *st = fresh(NULL), *back;
    cJSON *j;
    char *text;
    jdoc d;
    errs e;

    st->reach = 14;
    j = col_state_json(st);
    CHECK_INT((int)cJSON_GetNumberValue(cJSON_GetObjectItem(j, "reach")), 14);
    text = cJSON_PrintUnformatted(j);
    errs_clear(&e);
    CHECK(jdoc_parse(&d, "pos", text, &e));
    back = col_state_load(".", "compound", none, seats, &d, d.root, "start", &e);
    CHECK(back && back->reach == 14);
    free(back);
    jdoc_free(&d);
    free(text);
    cJSON_ReplaceItemInObject(j, "reach", cJSON_CreateNumber(-1));
    text = cJSON_PrintUnformatted(j);
    errs_clear(&e);
    CHECK(jdoc_parse(&d, "pos", text, &e));
    CHECK(col_state_load(".", "compound", none, seats, &d, d.root, "start", &e) == NULL);
    CHECK(strstr(errs_first(&e), "start.reach: expected an integer from 0 to 200") != NULL);
    jdoc_free(&d);
    free(text);
    cJSON_Delete(j);
    st->edition = 2;
    j = col_state_json(st);
    CHECK(cJSON_GetObjectItem(j, "reach") == NULL);
    cJSON_Delete(j);
    free(st);
}

static const int seats_hd[COL_SIDES] = { 0, 1 };

/* the compound after the natives' opening roll, as a position */
static cJSON *opening_position(col_state **keep)
{
    int none[CO_COUNT] = { 0 };
    errs e;
    col_state *st;
    cJSON *j;

    errs_clear(&e);
    st = col_new(".", "compound", none, seats_hd, 7, &e);
    if (!st)
        return NULL;
    col_start(st, NULL);
    j = col_state_json(st);
    if (keep)
        *keep = st;
    else
        free(st);
    return j;
}

static col_state *load_json(const cJSON *j, errs *e)
{
    int none[CO_COUNT] = { 0 };
    char *text = cJSON_PrintUnformatted(j);
    col_state *back = NULL;
    jdoc d;

    errs_clear(e);
    if (jdoc_parse(&d, "pos.json", text, e))
        back = col_state_load(".", "compound", none, seats_hd, &d, d.root, "start", e);
    jdoc_free(&d);
    free(text);
    return back;
}

static void refused_with(const cJSON *j, const char *want)
{
    errs e;
    col_state *back = load_json(j, &e);

    CHECK(back == NULL);
    if (back)
        printf("  loaded, expected: %s\n", want);
    else
        CHECK_CONTAINS(errs_first(&e), want);
    free(back);
}

/* Another game or scenario, the draws of the dice not a string of digits,
 * hidden ammunition the save's options do not have: each refused where
 * it stands. */
static void colonial_position_checked(void)
{
    cJSON *j = opening_position(NULL), *o;

    if (!j)
        { CHECK(0); return; }
    cJSON_ReplaceItemInObject(j, "game", cJSON_CreateString("peking"));
    refused_with(j, "start.game: expected a position of colonial");
    cJSON_ReplaceItemInObject(j, "game", cJSON_CreateString("colonial"));
    cJSON_ReplaceItemInObject(j, "scenario", cJSON_CreateString("double"));
    refused_with(j, "expected a position of scenario compound");
    cJSON_ReplaceItemInObject(j, "scenario", cJSON_CreateString("compound"));
    o = cJSON_GetObjectItem(j, "dice");
    cJSON_ReplaceItemInObject(o, "uses", cJSON_CreateNumber(5));
    refused_with(j, "start.dice.uses");
    cJSON_ReplaceItemInObject(o, "uses", cJSON_CreateTrue());
    refused_with(j, "start.dice.uses");
    cJSON_ReplaceItemInObject(o, "uses", cJSON_CreateString("37"));
    o = cJSON_GetObjectItem(j, "ammo");
    cJSON_ReplaceItemInObject(o, "hidden", cJSON_CreateTrue());
    refused_with(j, "start.ammo.hidden");
    cJSON_Delete(j);
}

static cJSON *fig_json(int id, int group, double x, double y)
{
    char b[160];

    snprintf(b, sizeof b, "{\"id\":%d,\"group\":%d,\"officer\":false,\"at\":[%g,%g]}", id,
             group, x, y);
    return cJSON_Parse(b);
}

/* A position brings a squad of its own, a band of Tiger Men beyond the
 * pool, a barricade and a wood: it loads, holds them and dumps back the
 * same; the wood hides as the scenario's do. */
static void colonial_position_holds_anything(void)
{
    col_state *st = NULL, *back;
    cJSON *j = opening_position(&st), *groups, *figs, *g, *terr;
    errs e;
    int nw;

    if (!j || !st)
        { CHECK(0); cJSON_Delete(j); free(st); return; }
    nw = st->nwalls;
    groups = cJSON_GetObjectItem(j, "groups");
    figs = cJSON_GetObjectItem(j, "figures");
    g = cJSON_Duplicate(cJSON_GetArrayItem(groups, G_GERMANS), 1);   /* a squad's shape */
    cJSON_ReplaceItemInObject(g, "id", cJSON_CreateNumber(90));
    cJSON_ReplaceItemInObject(g, "name", cJSON_CreateString("French sailors"));
    cJSON_AddItemToArray(groups, g);
    for (int i = 0; i < 4; i++)
        cJSON_AddItemToArray(figs, fig_json(400 + i, 90, 6 + i, 44));
    cJSON_ReplaceItemInObject(j, "col_total",
                              cJSON_CreateNumber(cJSON_GetObjectItem(j, "col_total")->valueint + 4));
    g = cJSON_Parse("{\"id\":91,\"side\":1,\"kind\":2,\"type\":2,\"mounted\":false,"
                    "\"name\":\"Tiger Men #91\",\"floor\":0,\"facing\":0,\"gun\":[0,0],"
                    "\"fired\":false,\"melee\":-1,\"mcover\":6,\"acts\":0,\"crew0\":0}");
    cJSON_AddItemToArray(groups, g);
    for (int i = 0; i < 3; i++)
        cJSON_AddItemToArray(figs, fig_json(410 + i, 91, 40 + i, 46));
    terr = col_terrain_json(st);
    cJSON_AddItemToArray(cJSON_GetObjectItem(terr, "walls"), cJSON_Parse(
        "{\"id\":\"new barricade\",\"line\":[[30,44],[36,44]],\"height\":\"low\","
        "\"barricade\":true,\"width\":0.5}"));
    cJSON_AddItemToArray(cJSON_GetObjectItem(terr, "cover"), cJSON_Parse(
        "{\"kind\":\"woods\",\"points\":[[14,40],[18,40],[18,44],[14,44]]}"));
    cJSON_AddItemToObject(j, "terrain", terr);
    cJSON_AddItemToArray(cJSON_GetObjectItem(j, "walls"),
                         cJSON_Parse("{\"intact\":true,\"gate_open\":false}"));
    back = load_json(j, &e);
    if (!back)
        printf("  %s\n", errs_first(&e));
    CHECK(back != NULL);
    if (back) {
        cJSON *re = col_state_json(back);
        CHECK(back->grp[90].used && back->grp[90].kind == GK_SQUAD);
        CHECK_INT(col_count(back, 90), 4);
        CHECK_INT(col_count(back, 91), 3);
        CHECK_INT(back->type[T_TIGERS].total, st->type[T_TIGERS].total + 3);
        CHECK_INT(back->nwalls, nw + 1);
        CHECK(back->wall[nw].barricade);
        CHECK(table_point_in_kind(&back->tab, geom_v(16, 42), TK_WOODS));
        CHECK(cJSON_Compare(re, j, 1));
        cJSON_Delete(re);
        free(back);
    }
    cJSON_ReplaceItemInObject(cJSON_GetArrayItem(cJSON_GetObjectItem(terr, "cover"), 0), "kind",
                              cJSON_CreateString("swamp"));
    refused_with(j, "start.terrain.cover[0].kind");
    cJSON_Delete(j);
    free(st);
}

int main(void)
{
    RUN(shot_cannot_pass_between_touching_bases);
    RUN(defender_takes_ground_after_wipe_out);
    RUN(natives_take_ground_after_wipe_out);
    RUN(melee_ground_round_trip);
    RUN(native_gun_stands_without_crew);
    RUN(first_edition_plays_as_then);
    RUN(edition_from_the_options);
    RUN(position_keeps_the_reach);
    RUN(colonial_position_checked);
    RUN(colonial_position_holds_anything);
    TEST_END();
}
