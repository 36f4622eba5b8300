/* Colonial Siege: the defender's set-up (Setup: he places his forces
 * inside the compound) and the melee winner's follow-up (Melee: the winner
 * may take the ground the loser held), with forced dice. */
#include <math.h>

#include "test_colonial_common.h"

static const int human_def[COL_SIDES] = { 0, 1 };

/* a real start (shuffle, the set-up decision) of the compound */
static col_state *started(int deploy, uint64_t seed)
{
    int opt[CO_COUNT] = { 0 };
    errs e;
    col_state *st;

    opt[CO_DEPLOY] = deploy;
    errs_clear(&e);
    st = col_new(".", "compound", opt, human_def, seed, &e);
    if (!st) {
        printf("  %s\n", errs_first(&e));
        exit(1);
    }
    col_start(st, NULL);
    return st;
}

static col_action deploy_at(int g, double x, double y)
{
    col_action a = A(CA_DEPLOY, g, -1);
    a.x = x;
    a.y = y;
    a.n = -1;   /* no storey given */
    return a;
}

static char *dump(const col_state *st)
{
    cJSON *j = col_state_json(st);
    char *s = cJSON_PrintUnformatted(j);
    cJSON_Delete(j);
    return s;
}

/* the position text loaded back as the compound with options opt (NULL
 * when it does not load, its error printed) */
static col_state *reload(const char *text, const int *opt)
{
    col_state *back;
    jdoc d;
    errs e;

    errs_clear(&e);
    if (!jdoc_parse(&d, "pos", text, &e)) {
        printf("  %s\n", errs_first(&e));
        return NULL;
    }
    back = col_state_load(".", "compound", opt, human_def, &d, d.root, "start", &e);
    if (!back)
        printf("  %s\n", errs_first(&e));
    jdoc_free(&d);
    return back;
}

static void deploy_comes_before_the_natives_roll(void)
{
    col_state *st = started(1, 7);

    CHECK_INT(st->dec, DEC_DEPLOY);
    CHECK_INT(col_seat_to_move(st), COL_DEF);
    CHECK_INT(col_natives_on_table(st), 0);
    CHECK_INT(st->nrq, 4);                       /* one roll an edge, waiting */
    CHECK_INT(st->card, -1);
    free(st);
}

static void deploy_places_a_squad_inside(void)
{
    col_state *st = started(1, 7);
    char why[200] = "";
    int l;

    CHECK_INT(do_act(st, deploy_at(G_GERMANS, 24, 30), why), 0);
    l = col_leader(st, G_GERMANS);
    CHECK(geom_dist(st->fig[l].pos, geom_v(24, 30)) < 0.01);   /* the officer on the point */
    CHECK_INT(col_count(st, G_GERMANS), 7);
    for (int f = 0; f < st->nfig; f++)
        if (st->fig[f].used && st->fig[f].group == G_GERMANS) {
            CHECK(col_in_compound(st, st->fig[f].pos));
            CHECK(geom_dist(st->fig[f].pos, geom_v(24, 30)) < 2.2);   /* formed round him */
        }
    CHECK_INT(st->dec, DEC_DEPLOY);              /* still setting up */
    CHECK_INT(col_natives_on_table(st), 0);
    free(st);
}

static void deploy_refuses_outside_and_crowded(void)
{
    col_state *st = started(1, 7);
    char why[200] = "", *before = dump(st), *after;

    CHECK(do_act(st, deploy_at(G_GERMANS, 10, 10), why) < 0);          /* outside */
    CHECK(strstr(why, "inside the compound") != NULL);
    CHECK(do_act(st, deploy_at(G_GERMANS, 15.6, 24), why) < 0);        /* half over the wall */
    CHECK(do_act(st, deploy_at(G_GERMANS, 16.8, 24), why) < 0);        /* on the Japanese */
    CHECK(do_act(st, deploy_at(G_COLT, 24, 24), why) < 0);             /* a gun: not indoors */
    CHECK(strstr(why, "in the open") != NULL);
    st->grp[G_ITALIANS].mounted = 1;
    CHECK(do_act(st, deploy_at(G_ITALIANS, 26, 25), why) < 0);         /* riders: no rooms */
    CHECK(strstr(why, "Riders") != NULL);
    st->grp[G_ITALIANS].mounted = 0;
    after = dump(st);
    CHECK(strcmp(before, after) == 0);            /* nothing changed on a refusal */
    free(before);
    free(after);
    free(st);
}

static void deploy_keeps_the_storey_in_its_building(void)
{
    col_state *st = started(1, 7);
    char why[200] = "";

    CHECK_INT(st->grp[G_SAILORS].floor, 1);
    CHECK_INT(do_act(st, deploy_at(G_SAILORS, 26, 25), why), 0);   /* the office, upstairs */
    CHECK_INT(st->grp[G_SAILORS].floor, 1);
    CHECK_INT(do_act(st, deploy_at(G_SAILORS, 28.5, 18.5), why), 0); /* the godown */
    CHECK_INT(st->grp[G_SAILORS].floor, 0);
    free(st);
}

/* A storey may be named: the chancery has an upper floor and a roof (2),
 * the chapel only a roof (1); the legal list offers a housed squad's
 * other storeys where it stands. */
static void deploy_names_a_storey(void)
{
    col_state *st = started(1, 7);
    col_action *l = malloc(COL_MAX_LEGAL * sizeof *l), a;
    char why[200] = "";
    int n, storeys = 0;

    a = deploy_at(G_SAILORS, 26, 25);
    a.n = 2;
    CHECK_INT(do_act(st, a, why), 0);
    CHECK_INT(st->grp[G_SAILORS].floor, 2);            /* the chancery's roof */
    a = deploy_at(G_GERMANS, 19, 18.5);
    a.n = 2;
    CHECK(do_act(st, a, why) < 0);                     /* the chapel has no storey 2 */
    CHECK(strstr(why, "storey 2") != NULL);
    a.n = 1;
    CHECK_INT(do_act(st, a, why), 0);
    CHECK_INT(st->grp[G_GERMANS].floor, 1);            /* on the chapel's roof */
    a = deploy_at(G_ITALIANS, 24, 30);
    a.n = 1;
    CHECK(do_act(st, a, why) < 0);                     /* in the open: ground only */
    n = col_legal(st, l, COL_MAX_LEGAL);
    for (int i = 0; i < n; i++)
        if (l[i].type == CA_DEPLOY && l[i].group == G_SAILORS && l[i].n >= 0) {
            CHECK(l[i].n == 0 || l[i].n == 1);         /* not the roof it stands on */
            storeys++;
        }
    CHECK_INT(storeys, 2);
    free(l);
    free(st);
}

/* Done at once: the very game the option's absence gives. */
static void deploy_done_at_once_is_the_old_game(void)
{
    col_state *a = started(0, 11), *b = started(1, 11);
    char why[200] = "", *sa, *sb;

    CHECK_INT(do_act(b, A(CA_END, -1, -1), why), 0);
    CHECK(b->dec != DEC_DEPLOY);
    sa = dump(a);
    sb = dump(b);
    CHECK(strcmp(sa, sb) == 0);
    CHECK(col_natives_on_table(b) > 0 || b->dec == DEC_SPECIAL || b->dec == DEC_PLACE);
    free(sa);
    free(sb);
    free(a);
    free(b);
}

static void deploy_legal_places_all_apply(void)
{
    col_state *st = started(1, 7);
    col_action *l = malloc(COL_MAX_LEGAL * sizeof *l);
    int n = col_legal(st, l, COL_MAX_LEGAL), squads[COL_MAX_GROUP] = { 0 }, faces = 0;
    char why[200];

    CHECK(n > 50);
    CHECK_INT(l[0].type, CA_END);
    for (int i = 1; i < n; i++) {
        col_state *s = malloc(sizeof *s);
        memcpy(s, st, sizeof *s);
        if (l[i].type == CA_FACE) {   /* the gun's other seven facings */
            CHECK_INT(l[i].group, G_COLT);
            faces++;
        } else {
            CHECK_INT(l[i].type, CA_DEPLOY);
            CHECK(col_in_compound(st, geom_v(l[i].x, l[i].y)));
            squads[l[i].group]++;
        }
        if (col_apply(s, &l[i], NULL, why, sizeof why) != 0) {
            printf("  refused: %s\n", why);
            CHECK(0);
        }
        free(s);
    }
    for (int g = G_GERMANS; g <= G_SAILORS; g++)
        CHECK(squads[g] > 5);
    CHECK(squads[G_COLT] > 5);   /* the gun is the defender's to place too */
    CHECK_INT(faces, 7);
    free(l);
    free(st);
}

/* The gun is among the forces the defender places (Setup): in the open
 * inside the compound, its crew round it, and turned as he likes, with
 * no action spent; a squad is not turned, and after Done the gun turns
 * only as an action of a card. A position keeps where it stands. */
static void deploy_places_and_turns_the_gun(void)
{
    col_state *st = started(1, 7), *back;
    char why[200] = "", *text;
    int opt[CO_COUNT] = { 0 }, crew = 0;
    col_action face = A(CA_FACE, G_COLT, -1);

    CHECK_INT(do_act(st, deploy_at(G_COLT, 24, 31), why), 0);
    CHECK(geom_dist(st->grp[G_COLT].gun, geom_v(24, 31)) < 0.01);
    for (int f = 0; f < st->nfig; f++)
        if (st->fig[f].used && st->fig[f].group == G_COLT) {
            crew++;
            CHECK(col_in_compound(st, st->fig[f].pos));
            CHECK(geom_dist(st->fig[f].pos, geom_v(24, 31)) < 2.2);
        }
    CHECK_INT(crew, 4);
    CHECK_INT(st->grp[G_COLT].acts, 0);
    face.x = 90;
    CHECK_INT(do_act(st, face, why), 0);
    CHECK(fabs(st->grp[G_COLT].facing - 90) < 1e-9);
    CHECK_INT(st->grp[G_COLT].acts, 0);
    CHECK_INT(st->dec, DEC_DEPLOY);              /* still setting up */
    CHECK(do_act(st, face, why) < 0);            /* it faces that way already */
    face.group = G_GERMANS;
    face.x = 180;
    CHECK(do_act(st, face, why) < 0);            /* only guns are turned */
    CHECK(do_act(st, deploy_at(G_COLT, 10, 31), why) < 0);   /* outside */
    opt[CO_DEPLOY] = 1;
    text = dump(st);
    back = reload(text, opt);
    CHECK(back != NULL);
    if (back) {
        CHECK(geom_dist(back->grp[G_COLT].gun, geom_v(24, 31)) < 0.01);
        CHECK(fabs(back->grp[G_COLT].facing - 90) < 1e-9);
        free(back);
    }
    free(text);
    free(st);
}

/* a set-up position saved and loaded back keeps the decision */
static void deploy_position_round_trip(void)
{
    col_state *st = started(1, 7), *back;
    char why[200] = "", *text;
    int opt[CO_COUNT] = { 0 };

    opt[CO_DEPLOY] = 1;
    CHECK_INT(do_act(st, deploy_at(G_GERMANS, 24, 30), why), 0);
    text = dump(st);
    back = reload(text, opt);
    CHECK(back != NULL);
    if (back) {
        CHECK_INT(back->dec, DEC_DEPLOY);
        CHECK(geom_dist(back->fig[col_leader(back, G_GERMANS)].pos, geom_v(24, 30)) < 0.01);
        free(back);
    }
    free(text);
    free(st);
}

/* ---- the follow-up ------------------------------------------------------ */

static void human_defender_may_take_the_ground(void)
{
    int g;
    col_state *st = melee_between(NULL, 8, &g, 40, 30, 40, 36);
    vec2 held;
    col_action l[4], fol = A(CA_FOLLOW, -1, -1);
    char why[200] = "";

    st->seat[COL_DEF] = 0;
    melee_roll(st, 7, 6, 8, 1, 6);               /* seven natives die, one German */
    CHECK_INT(st->dec, DEC_FOLLOW);
    CHECK_INT(col_seat_to_move(st), COL_DEF);
    CHECK_INT(col_legal(st, l, 4), 2);
    CHECK(do_act(st, A(CA_END, -1, -1), why) < 0);   /* answer first */
    held = st->fol_at;
    CHECK(geom_dist(held, geom_v(40, 36)) < 2.5);      /* where the natives stood */
    fol.n = 1;
    CHECK_INT(do_act(st, fol, why), 0);
    CHECK_INT(st->fol_group, -1);                 /* answered (the cycle then runs on) */
    CHECK(geom_dist(st->fig[col_leader(st, G_GERMANS)].pos, held) < 1.5);
    free(st);
}

static void human_defender_may_stay(void)
{
    int g;
    col_state *st = melee_between(NULL, 8, &g, 40, 30, 40, 36);
    vec2 before = st->fig[col_leader(st, G_GERMANS)].pos;
    col_action fol = A(CA_FOLLOW, -1, -1);
    char why[200] = "";

    st->seat[COL_DEF] = 0;
    melee_roll(st, 7, 6, 8, 1, 6);
    fol.n = 0;
    CHECK_INT(do_act(st, fol, why), 0);
    CHECK(geom_dist(st->fig[col_leader(st, G_GERMANS)].pos, before) < 0.01);
    CHECK(st->fig[col_leader(st, g)].pos.y > 40);      /* the native fell back all the same */
    free(st);
}

static void human_attacker_may_stay(void)
{
    int g;
    col_state *st = melee_between(NULL, 10, &g, 40, 30, 40, 36);
    vec2 held = st->fig[col_leader(st, G_GERMANS)].pos, mine;
    col_action fol = A(CA_FOLLOW, -1, -1);
    char why[200] = "";

    st->seat[COL_ATT] = 0;
    melee_roll(st, 7, 1, 10, 4, 6);              /* one native dies, six Germans */
    CHECK_INT(st->dec, DEC_FOLLOW);
    CHECK_INT(col_seat_to_move(st), COL_ATT);
    mine = st->fig[col_leader(st, g)].pos;
    fol.n = 0;
    CHECK_INT(do_act(st, fol, why), 0);
    CHECK(geom_dist(st->fig[col_leader(st, g)].pos, mine) < 0.01);
    CHECK(geom_dist(st->fig[col_leader(st, g)].pos, held) > 3);
    free(st);
}

/* The computer: natives take the ground; defenders only inside the compound. */
static void computer_follow_up_rule(void)
{
    int g;
    col_state *st = melee_between(NULL, 8, &g, 40, 30, 40, 36);   /* out in the open */
    vec2 before = st->fig[col_leader(st, G_GERMANS)].pos;

    melee_roll(st, 7, 6, 8, 1, 6);
    CHECK_INT(st->dec, DEC_NONE);                 /* no question to a computer */
    CHECK(geom_dist(st->fig[col_leader(st, G_GERMANS)].pos, before) < 0.01);
    free(st);

    st = melee_between(NULL, 8, &g, 20, 30, 26, 30);         /* the natives got inside */
    melee_roll(st, 7, 6, 8, 1, 6);
    CHECK_INT(st->dec, DEC_NONE);
    CHECK(geom_dist(st->fig[col_leader(st, G_GERMANS)].pos, geom_v(20, 30)) > 3);
    CHECK(col_in_compound(st, st->fig[col_leader(st, G_GERMANS)].pos));
    free(st);
}

/* A game saved before the choice (options without "deploy") replays as
 * then: a winning defender stays, winning natives take the ground, and
 * nobody is asked. */
static void legacy_game_follows_as_before(void)
{
    int g;
    col_state *st = melee_between(NULL, 8, &g, 20, 30, 26, 30);   /* the defender would follow */
    vec2 before = st->fig[col_leader(st, G_GERMANS)].pos, held;

    st->legacy = 1;
    st->seat[COL_DEF] = 0;
    melee_roll(st, 7, 6, 8, 1, 6);
    CHECK_INT(st->dec, DEC_NONE);
    CHECK(geom_dist(st->fig[col_leader(st, G_GERMANS)].pos, before) < 0.01);
    free(st);

    st = melee_between(NULL, 10, &g, 40, 30, 40, 36);
    held = st->fig[col_leader(st, G_GERMANS)].pos;
    st->legacy = 1;
    st->seat[COL_ATT] = 0;
    melee_roll(st, 7, 1, 10, 4, 6);
    CHECK_INT(st->dec, DEC_NONE);
    CHECK(geom_dist(st->fig[col_leader(st, g)].pos, held) < 1.5);
    free(st);
}

static void follow_position_round_trip(void)
{
    int g, none[CO_COUNT] = { 0 };
    col_state *st = melee_between(NULL, 8, &g, 40, 30, 40, 36), *back;
    char *text;

    st->seat[COL_DEF] = 0;
    melee_roll(st, 7, 6, 8, 1, 6);
    st->stage = ST_MELEES;                        /* a stage a position may hold */
    text = dump(st);
    CHECK(strstr(text, "\"follow\":{") != NULL);
    back = reload(text, none);
    CHECK(back != NULL);
    if (back) {
        CHECK_INT(back->dec, DEC_FOLLOW);
        CHECK_INT(back->fol_group, G_GERMANS);
        CHECK_INT(back->fol_nm, st->fol_nm);
        free(back);
    }
    free(text);
    free(st);
}

int main(void)
{
    RUN(deploy_comes_before_the_natives_roll);
    RUN(deploy_places_a_squad_inside);
    RUN(deploy_refuses_outside_and_crowded);
    RUN(deploy_keeps_the_storey_in_its_building);
    RUN(deploy_names_a_storey);
    RUN(deploy_done_at_once_is_the_old_game);
    RUN(deploy_legal_places_all_apply);
    RUN(deploy_position_round_trip);
    RUN(deploy_places_and_turns_the_gun);
    RUN(human_defender_may_take_the_ground);
    RUN(human_defender_may_stay);
    RUN(human_attacker_may_stay);
    RUN(computer_follow_up_rule);
    RUN(legacy_game_follows_as_before);
    RUN(follow_position_round_trip);
    TEST_END();
}
