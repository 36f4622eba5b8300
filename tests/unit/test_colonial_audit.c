/* Colonial Siege: the faults the rules audit found (scenarios/colonial/
 * notes.md, Rules audit), each with forced dice: a building whose last
 * match goes while a casualty choice is open still burns; taking the last
 * match with smoke left engulfs it; the fire's casualty dice count the
 * original matches; the hidden-ammunition umpire says when rounds run low;
 * squads that survive a melee combine for free; the double-sized battle
 * with the forces doubled as written is offered (an option; new games
 * play the tuned order of battle, older saves the literal one). */
#include "catalog.h"
#include "game.h"
#include "test_colonial_common.h"

extern const game_rules colonial_rules;

enum { CHAPEL = 2 };

/* The owner takes casualties through actions (so the card cycle runs on
 * after the last, as it does in play). */
static void take_by_action(col_state *st, int side)
{
    char why[200];

    while (st->dec == DEC_CASUALTY && st->cas_side == side) {
        col_action a = A(CA_CASUALTY, -1, -1);
        int f;
        for (f = 0; f < st->nfig && !col_cas_candidate(st, f); f++)
            ;
        if (f == st->nfig)
            return;
        a.n = f;
        if (do_act(st, a, why) < 0) {
            printf("  %s\n", why);
            return;
        }
    }
}

static col_state *chapel_on_fire(int orig, int matches, int smoke)
{
    int opt[CO_COUNT] = { 0 };
    col_state *st;

    opt[CO_FIRES] = 1;
    st = fresh(opt);
    put(st, G_GERMANS, 19, 18.5);                 /* the chapel's garrison */
    st->build[CHAPEL].orig = orig;
    st->build[CHAPEL].matches = matches;
    st->build[CHAPEL].smoke = smoke;
    return st;
}

/* The last match turns to smoke on a volley whose casualties the natives
 * must choose: once they have, the chapel is engulfed (it used to stay
 * all smoke and never burn). */
static void fire_burns_after_a_casualty_choice(void)
{
    col_state *st = chapel_on_fire(2, 1, 1);
    char why[200] = "";
    int g;

    put(st, G_RUSSIANS, 40, 30);
    g = natives(st, T_BOXERS, 9, 42, 16);
    set_card(st, CARD(1, 1));
    /* 23 on 7 dice: 3 of 9 in the open; morale 6; the fire's 2 dice 6+6 */
    force(st, (int[]){ 6, 5, 2, 2, 3, 4, 1, 6, 6, 6 }, 10);
    CHECK_INT(do_act(st, A(CA_FIRE, G_RUSSIANS, g), why), 0);
    CHECK_INT(st->build[CHAPEL].matches, 0);
    CHECK_INT(st->dec, DEC_CASUALTY);
    CHECK_INT(st->cas_side, COL_ATT);
    take_by_action(st, COL_ATT);
    CHECK(st->build[CHAPEL].burned);
    CHECK_INT(st->dec, DEC_CASUALTY);             /* a German lost to the fire */
    CHECK_INT(st->cas_side, COL_DEF);
    CHECK_INT(st->cas_left, 1);
    take_by_action(st, COL_DEF);
    CHECK_INT(col_count(st, G_GERMANS), 6);
    CHECK(col_room_at(st, st->fig[col_leader(st, G_GERMANS)].pos) < 0);   /* fled */
    free(st);
}

/* Taking the last match while smoke is left leaves only smoke: engulfed
 * (it used to leave a fire that could never burn). */
static void last_match_taken_with_smoke_left(void)
{
    col_state *st = chapel_on_fire(2, 1, 1);
    char why[200] = "";
    col_action a = A(CA_FIGHTFIRE, G_GERMANS, CHAPEL);

    set_card(st, CARD(1, 1));
    a.n = 0;
    force(st, (int[]){ 1, 1 }, 2);
    CHECK_INT(do_act(st, a, why), 0);
    CHECK(st->build[CHAPEL].burned);
    CHECK(col_room_at(st, st->fig[col_leader(st, G_GERMANS)].pos) < 0);
    free(st);

    /* relighting the smoke instead keeps the garrison in */
    st = chapel_on_fire(2, 1, 1);
    set_card(st, CARD(1, 1));
    a.n = 1;
    CHECK_INT(do_act(st, a, why), 0);
    CHECK(!st->build[CHAPEL].burned);
    CHECK_INT(st->build[CHAPEL].matches, 2);
    CHECK_INT(st->build[CHAPEL].smoke, 0);
    free(st);
}

/* Three matches, one taken off by the garrison: when the chapel burns the
 * attacker still rolls three dice (6+5+1 = 12: one casualty), not two. */
static void fire_dice_count_original_matches(void)
{
    col_state *st = chapel_on_fire(3, 3, 0);
    char why[200] = "";
    col_action a = A(CA_FIGHTFIRE, G_GERMANS, CHAPEL);

    set_card(st, CARD(1, 1));
    st->actions = 6;
    a.n = 0;
    CHECK_INT(do_act(st, a, why), 0);
    CHECK_INT(st->build[CHAPEL].matches, 2);
    CHECK_INT(st->build[CHAPEL].orig, 3);
    force(st, (int[]){ 6, 5, 1 }, 3);
    for (int k = 0; k < 2; k++) {
        a = A(CA_MOVE, G_RUSSIANS, -1);
        a.x = 31;
        a.y = 25 - k;
        CHECK_INT(do_act(st, a, why), 0);
    }
    CHECK(st->build[CHAPEL].burned);
    CHECK_INT(st->dec, DEC_CASUALTY);
    CHECK_INT(st->cas_left, 1);
    free(st);
}

/* Hidden ammunition: the umpire tells the defender once, when the rifle
 * counters fall to a quarter of the supply (5 of 20). */
static void hidden_ammo_warns_when_low(void)
{
    int opt[CO_COUNT] = { 0 }, g, warned = 0;
    char why[200] = "";
    glog *log = glog_new(200);
    col_state *st;
    col_action a;

    opt[CO_HIDDEN_AMMO] = 1;
    st = fresh(opt);
    put(st, G_RUSSIANS, 40, 30);
    g = natives(st, T_BOXERS, 9, 42, 16);
    set_card(st, CARD(1, 1));
    st->rifle = 7;
    a = A(CA_FIRE, G_RUSSIANS, g);
    for (int shot = 0; shot < 3; shot++) {       /* 7 -> 6 -> 5 -> 4 */
        int before = glog_count(log);
        force(st, (int[]){ 1, 1, 1, 1, 1, 1, 1, 6 }, 8);   /* 7: one kill; morale 6 */
        st->actions = 3;
        CHECK_INT(col_apply(st, &a, log, why, sizeof why), 0);
        take_by_action(st, COL_ATT);
        for (int i = before; i < glog_count(log); i++)
            if (strstr(glog_get(log, i), "running low"))
                warned++;
        CHECK_INT(col_ammo_low(st), st->rifle <= 5);
        CHECK_INT(warned, st->rifle <= 5);        /* once, at 5 */
    }
    CHECK_INT(st->rifle, 4);
    free(st);
    glog_free(log);
}

/* Squads that survive a melee may be combined for free as the defender
 * wishes, no more than six men and an officer (they used to need a
 * card's action each). Two squads of three men each beat eight Boxers. */
static void squads_regroup_free_after_melee(void)
{
    col_state *st = fresh(NULL);
    col_action l[64], a;
    char why[200] = "";
    int g, n, officers = 0, men = 4;

    g = natives(st, T_BOXERS, 8, 40, 35);   /* first: their figures after the squads' */
    for (int f = 0; f < st->nfig; f++)      /* four men of each squad already fell */
        if (st->fig[f].used && !st->fig[f].officer && st->fig[f].group == G_ITALIANS && men-- > 0)
            col_kill_fig(st, f);
    men = 4;
    for (int f = 0; f < st->nfig; f++)
        if (st->fig[f].used && !st->fig[f].officer && st->fig[f].group == G_GERMANS && men-- > 0)
            col_kill_fig(st, f);
    put(st, G_GERMANS, 38, 30);
    put(st, G_ITALIANS, 43, 30);
    put(st, g, 40, 35);
    st->grp[g].melee = st->grp[G_GERMANS].melee = st->grp[G_ITALIANS].melee = 0;
    st->next_melee = 1;
    st->stage = 99;
    /* 6 defenders roll 6s: 36, six Boxers die; 8 Boxers roll 1s: one man */
    force(st, (int[]){ 6, 6, 6, 6, 6, 6, 1, 1, 1, 1, 1, 1, 1, 1, 6 }, 15);
    col_melee_begin(st, 0, NULL);
    take_first(st);
    CHECK_INT(col_count(st, G_GERMANS) + col_count(st, G_ITALIANS), 5);
    CHECK_INT(st->dec, DEC_REGROUP);
    CHECK_INT(col_seat_to_move(st), COL_DEF);
    n = col_legal(st, l, 64);
    CHECK_INT(n, 3);                          /* done, or either takes in the other */
    CHECK_INT(l[0].type, CA_END);
    {   /* a save in the middle of the choice loads as the same position */
        static const int seats[COL_SIDES] = { 1, 1 };
        int none[CO_COUNT] = { 0 };
        cJSON *j;
        char *text;
        errs e;
        jdoc d;
        st->stage = ST_CHECK;             /* where the card cycle stands after its melees */
        j = col_state_json(st);
        text = cJSON_PrintUnformatted(j);
        errs_clear(&e);
        CHECK(strstr(text, "\"regroup\":true") != NULL);
        if (jdoc_parse(&d, "pos", text, &e)) {
            col_state *back = col_state_load(".", "compound", none, seats, &d, d.root, "start", &e);
            CHECK(back != NULL);
            if (back) {
                CHECK_INT(back->dec, DEC_REGROUP);
                CHECK(col_regroup_ok(back, G_GERMANS, G_ITALIANS));
                free(back);
            } else {
                printf("  %s\n", errs_first(&e));
            }
            jdoc_free(&d);
        }
        free(text);
        cJSON_Delete(j);
    }
    CHECK(col_regroup(st, &(col_action){ .type = CA_MOVE, .group = G_GERMANS }, NULL, why,
                      sizeof why) < 0);
    a = A(CA_COMBINE, G_GERMANS, G_ITALIANS);
    CHECK_INT(col_regroup(st, &a, NULL, why, sizeof why), 0);
    CHECK_INT(col_count(st, G_GERMANS), 5);
    CHECK(!st->grp[G_ITALIANS].used);
    for (int f = 0; f < st->nfig; f++)
        officers += st->fig[f].used && st->fig[f].group == G_GERMANS && st->fig[f].officer;
    CHECK_INT(officers, 1);
    CHECK_INT(st->dec, DEC_NONE);             /* nothing left to combine */
    CHECK_INT(st->grp[G_GERMANS].regroup, 0);
    free(st);

    /* full squads that fought: nothing fits together, nothing is asked */
    st = fresh(NULL);
    put(st, G_GERMANS, 38, 30);
    put(st, G_ITALIANS, 43, 30);
    g = natives(st, T_BOXERS, 8, 40, 35);
    st->grp[g].melee = st->grp[G_GERMANS].melee = st->grp[G_ITALIANS].melee = 0;
    st->next_melee = 1;
    st->stage = 99;
    force(st, (int[]){ 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 1, 1, 1, 1, 1, 1, 1, 1, 6 }, 23);
    col_melee_begin(st, 0, NULL);
    take_first(st);
    CHECK_INT(st->dec, DEC_NONE);
    free(st);
}

/* The double-sized battle as the rules give it (both sides doubled): ten
 * squads and two guns, twice the sample natives; two games played by the
 * computers keep every invariant. */
static void double_full_forces(void)
{
    int literal[CO_COUNT] = { [CO_LITERAL] = 1 };
    col_state *st = fresh_scen("double-full", literal);
    int squads = 0, guns = 0;
    char why[256] = "";

    CHECK(st->doubled);
    for (int g = 0; g < COL_MAX_GROUP; g++)
        if (st->grp[g].used && st->grp[g].side == COL_DEF) {
            squads += st->grp[g].kind == GK_SQUAD && col_count(st, g) == 7;
            guns += st->grp[g].kind == GK_GUN && col_count(st, g) == 4;
        }
    CHECK_INT(squads, 10);
    CHECK_INT(guns, 2);
    CHECK_INT(st->type[T_BOXERS].total, 120);
    CHECK_INT(st->type[T_MUSKETS].total, 40);
    CHECK_INT(st->type[T_TIGERS].total, 40);
    CHECK_INT(st->type[T_GUN].total, 8);
    CHECK_INT(st->rifle0, 40);
    CHECK_INT(st->gun0, 10);
    free(st);
    for (uint64_t seed = 1; seed <= 2; seed++) {
        static const int seats[COL_SIDES] = { 1, 1 };
        errs e;
        errs_clear(&e);
        st = col_new(".", "double-full", literal, seats, seed, &e);
        CHECK(st != NULL);
        if (!st)
            return;
        col_start(st, NULL);
        CHECK_INT(col_play_out(st, NULL, col_check_invariants, why, sizeof why), 0);
        if (why[0])
            printf("  %s\n", why);
        CHECK(st->over);
        free(st);
    }
}

/* The squads of a new game by their names and compounds (south: y < 36). */
static int squads_of(const col_state *st, int *south, int *has_russian_inf, int *has_us_marines)
{
    int n = 0;

    *south = *has_russian_inf = *has_us_marines = 0;
    for (int g = 0; g < COL_MAX_GROUP; g++)
        if (st->grp[g].used && st->grp[g].side == COL_DEF && st->grp[g].kind == GK_SQUAD &&
            col_count(st, g) == 7) {
            n++;
            *south += st->fig[col_leader(st, g)].pos.y < st->centre.y;
            *has_russian_inf |= strcmp(st->grp[g].name, "Russian infantry") == 0;
            *has_us_marines |= strcmp(st->grp[g].name, "US marines") == 0;
        }
    return n;
}

/* New games of Two Legations, full forces play the tuned order of battle
 * (notes.md, Balance): four squads a compound, without the second Russian
 * and the second American squad, against 140 Boxers and 50 muskets (40
 * Tiger Men, two field guns, the doubled ammunition as before); whole
 * games run to the end with the invariants checked. */
static void double_full_tuned_forces(void)
{
    col_state *st = fresh_scen("double-full", NULL);
    int south, rus, usm, guns = 0;
    char why[256] = "";

    CHECK(st->doubled);
    CHECK_INT(squads_of(st, &south, &rus, &usm), 8);
    CHECK_INT(south, 4);
    CHECK(!rus && !usm);
    for (int g = 0; g < COL_MAX_GROUP; g++)
        guns += st->grp[g].used && st->grp[g].kind == GK_GUN && col_count(st, g) == 4;
    CHECK_INT(guns, 2);
    CHECK_INT(st->type[T_BOXERS].total, 140);
    CHECK_INT(st->pool[T_BOXERS], 140);
    CHECK_INT(st->type[T_MUSKETS].total, 50);
    CHECK_INT(st->type[T_TIGERS].total, 40);
    CHECK_INT(st->type[T_GUN].total, 8);
    CHECK_INT(st->rifle0, 40);
    CHECK_INT(st->gun0, 10);
    free(st);
    for (uint64_t seed = 1; seed <= 2; seed++) {
        static const int seats[COL_SIDES] = { 1, 1 };
        int opt[CO_COUNT] = { 0 };
        errs e;
        errs_clear(&e);
        st = col_new(".", "double-full", opt, seats, seed, &e);
        CHECK(st != NULL);
        if (!st)
            return;
        col_start(st, NULL);
        CHECK_INT(col_play_out(st, NULL, col_check_invariants, why, sizeof why), 0);
        if (why[0])
            printf("  %s\n", why);
        CHECK(st->over);
        free(st);
    }
}

/* Which order of battle a game of it plays, from its options: the
 * catalog's defaults (every new game: edition 3, forces tuned) the tuned
 * eight squads; forces literal, or a save of edition 2, of edition 1 (no
 * key) or with no options at all, the rules' ten. */
static int squads_by_options(cJSON *o)
{
    errs e;
    col_state *st;
    int n = -1, south, rus, usm;

    errs_clear(&e);
    st = colonial_rules.create(".", "double-full", o, 3, &e);
    if (st)
        n = squads_of(st, &south, &rus, &usm);
    else
        printf("  %s\n", errs_first(&e));
    free(st);
    return n;
}

static void double_full_forces_by_edition(void)
{
    catalog *c = calloc(1, sizeof *c);
    const cat_scenario *sc;
    cJSON *o;
    errs e;

    errs_clear(&e);
    CHECK(c && catalog_load(c, ".", "colonial", &e));
    sc = c ? catalog_find(c, "double-full") : NULL;
    CHECK(sc != NULL);
    if (!sc) {
        free(c);
        return;
    }
    o = catalog_default_options(sc);
    CHECK_INT((int)cJSON_GetNumberValue(cJSON_GetObjectItem(o, "edition")), 3);
    CHECK(cJSON_IsString(cJSON_GetObjectItem(o, "forces")) &&
          strcmp(cJSON_GetObjectItem(o, "forces")->valuestring, "tuned") == 0);
    CHECK_INT(squads_by_options(o), 8);
    cJSON_ReplaceItemInObject(o, "forces", cJSON_CreateString("literal"));
    CHECK_INT(squads_by_options(o), 10);
    cJSON_ReplaceItemInObject(o, "forces", cJSON_CreateString("tuned"));
    cJSON_ReplaceItemInObject(o, "edition", cJSON_CreateNumber(2));
    CHECK_INT(squads_by_options(o), 10);
    cJSON_DeleteItemFromObject(o, "edition");
    CHECK_INT(squads_by_options(o), 10);
    cJSON_DeleteItemFromObject(o, "forces");
    CHECK_INT(squads_by_options(o), 10);
    CHECK_INT(squads_by_options(NULL), 10);
    cJSON_Delete(o);
    /* the compound has no other order of battle: no such option */
    sc = catalog_find(c, "compound");
    o = sc ? catalog_default_options(sc) : NULL;
    CHECK(!cJSON_GetObjectItem(o, "forces"));
    cJSON_Delete(o);
    free(c);
}

int main(void)
{
    RUN(fire_burns_after_a_casualty_choice);
    RUN(last_match_taken_with_smoke_left);
    RUN(fire_dice_count_original_matches);
    RUN(hidden_ammo_warns_when_low);
    RUN(squads_regroup_free_after_melee);
    RUN(double_full_forces);
    RUN(double_full_tuned_forces);
    RUN(double_full_forces_by_edition);
    TEST_END();
}
