/* Colonial Siege options (range rule, hidden ammunition, fires, Joker
 * composition, reinforcement scheme, Joker edge order, double-sized
 * battles), movement and the special actions, and positions: a state
 * dumped and loaded gives the same state. */
#include "test_colonial_common.h"
#include "position.h"

static void range_rule(void)
{
    for (int on = 0; on < 2; on++) {
        int opt[CO_COUNT] = { 0 }, g;
        char why[200];
        col_state *st;
        opt[CO_RANGE] = on;
        st = fresh(opt);
        put(st, G_GERMANS, 44, 34);
        g = natives(st, T_BOXERS, 9, 44, 5);    /* 28" away, in the open */
        set_card(st, CARD(1, 1));
        force(st, (int[]){ 6, 5, 2, 2, 3, 4, 1, 6 }, 8);
        CHECK_INT(do_act(st, A(CA_FIRE, G_GERMANS, g), why), 0);
        CHECK_INT(st->cas_left, on ? 2 : 3);      /* 23 per 9, or per 6 */
        free(st);
    }
}

static void hidden_ammunition(void)
{
    int opt[CO_COUNT] = { 0 }, g;
    char why[200];
    col_state *st;

    opt[CO_HIDDEN_AMMO] = 1;
    st = fresh(opt);
    st->nrq = 0;
    force(st, (int[]){ 4 }, 1);
    /* col_start removes 1D6 counters before the natives roll */
    st->deck.ndraw = st->deck.ndiscard = 0;
    col_start(st, NULL);
    CHECK_INT(st->hidden_removed, 4);
    CHECK(st->rifle <= 16);
    free(st);
    st = fresh(opt);
    put(st, G_GERMANS, 40, 30);
    g = natives(st, T_BOXERS, 9, 42, 16);
    set_card(st, CARD(1, 1));
    st->rifle = 0;
    CHECK_INT(do_act(st, A(CA_FIRE, G_GERMANS, g), why), 0);   /* click */
    CHECK_INT(st->rifle, 0);
    CHECK_INT(col_count(st, g), 9);
    CHECK_INT(st->actions, 2);
    st->opt[CO_HIDDEN_AMMO] = 0;
    CHECK(do_act(st, A(CA_FIRE, G_GERMANS, g), why) < 0);     /* without it: refused */
    CHECK_CONTAINS(why, "ammunition");
    free(st);
}

static void fires(void)
{
    int opt[CO_COUNT] = { 0 }, g;
    char why[200] = "";
    col_state *st;
    col_action a;

    st = fresh(NULL);
    g = natives(st, T_BOXERS, 4, 22.3, 18.5);
    set_card(st, CARD(0, 1));
    CHECK(do_act(st, A(CA_IGNITE, g, 2), why) < 0);     /* the option is off */
    CHECK_CONTAINS(why, "option");
    why[0] = 0;
    free(st);

    opt[CO_FIRES] = 1;
    st = fresh(opt);
    put(st, G_GERMANS, 19, 18.5);                        /* in the chapel */
    CHECK_INT(col_room_at(st, st->fig[col_leader(st, G_GERMANS)].pos), 3);
    g = natives(st, T_BOXERS, 4, 22.3, 18.5);
    set_card(st, CARD(0, 1));
    force(st, (int[]){ 3 }, 1);
    CHECK_INT(do_act(st, A(CA_IGNITE, g, 2), why), 0);
    if (why[0])
        printf("  %s\n", why);
    CHECK_INT(st->build[2].matches, 3);
    CHECK(do_act(st, A(CA_IGNITE, g, 2), why) < 0);      /* no double ignition */
    /* the defender fights it: a match off; a move turns one to smoke */
    set_card(st, CARD(1, 1));
    st->actions = 6;   /* all in one card, so no reinforcement roll between */
    a = A(CA_FIGHTFIRE, G_GERMANS, 2);
    a.n = 0;
    CHECK_INT(do_act(st, a, why), 0);
    CHECK_INT(st->build[2].matches, 2);
    a = A(CA_MOVE, G_RUSSIANS, -1);
    a.x = 31;
    a.y = 25;
    CHECK_INT(do_act(st, a, why), 0);
    CHECK_INT(st->build[2].matches, 1);
    CHECK_INT(st->build[2].smoke, 1);
    a = A(CA_FIGHTFIRE, G_GERMANS, 2);
    a.n = 1;
    CHECK_INT(do_act(st, a, why), 0);                    /* smoke back to a match */
    CHECK_INT(st->build[2].matches, 2);
    CHECK_INT(st->build[2].smoke, 0);
    /* two more actions elsewhere: engulfed; the garrison flees and the
     * attacker rolls a die per original match, 3 (per 12) */
    a = A(CA_MOVE, G_RUSSIANS, -1);
    a.x = 31;
    a.y = 24;
    CHECK_INT(do_act(st, a, why), 0);
    if (st->build[2].matches != 1)
        printf("  %s\n", why);
    force(st, (int[]){ 6, 6, 1 }, 3);
    a.y = 23;
    CHECK_INT(do_act(st, a, why), 0);
    CHECK(st->build[2].burned);
    CHECK_INT(st->dec, DEC_CASUALTY);
    CHECK_INT(st->cas_left, 1);
    take_first(st);
    CHECK(col_room_at(st, st->fig[col_leader(st, G_GERMANS)].pos) < 0);
    CHECK_INT(col_count(st, G_GERMANS), 6);
    free(st);
}

static void joker_composition_and_scheme(void)
{
    int opt[CO_COUNT] = { 0 };
    col_state *st;

    for (int on = 0; on < 2; on++) {
        opt[CO_COMPOSITION] = on;
        st = fresh(opt);
        st->stage = ST_REINF;
        col_queue_reinf(st, 0, 0, 1);          /* a Joker's roll */
        force(st, (int[]){ 4, 3, 5 }, 3);
        col_reinf_step(st, NULL);
        CHECK_INT(st->dec, on ? DEC_SPECIAL : DEC_PLACE);
        free(st);
    }
    opt[CO_COMPOSITION] = 0;
    for (int on = 0; on < 2; on++) {
        opt[CO_SCHEME] = on;
        st = fresh(opt);
        st->pool[T_BOXERS] = 0;
        st->dead[T_BOXERS] = 60;
        st->stage = ST_REINF;
        col_queue_reinf(st, 0, 0, 0);
        force(st, (int[]){ 4, 3, 2 }, 3);
        col_reinf_step(st, NULL);
        CHECK_INT(st->dec, on ? DEC_SPECIAL : DEC_NONE);
        free(st);
    }
}

static void joker_edge_chosen(void)
{
    int opt[CO_COUNT] = { 0 };
    char why[200];
    col_state *st;
    col_action a;

    opt[CO_JOKER_CHOOSE] = 1;
    st = fresh(opt);
    natives(st, T_BOXERS, 4, 40, 44);
    stack(st, DECK54_JOKER2);
    st->stage = ST_DRAW;
    col_advance(st, NULL);
    CHECK_INT(st->dec, DEC_EDGE);
    CHECK_INT(col_seat_to_move(st), COL_ATT);
    a = A(CA_EDGE, -1, -1);
    a.n = 2;
    force(st, (int[]){ 2, 2, 1 }, 3);
    CHECK_INT(do_act(st, a, why), 0);
    CHECK_INT(st->pend_edge, 2);                  /* south first */
    CHECK_INT(st->nrq, 3);
    CHECK_INT(st->rq[0].edge, 3);                 /* then west, clockwise */
    free(st);
}

static void double_sized(void)
{
    col_state *st = fresh_scen("double", NULL);
    char why[200];
    col_action a;

    CHECK(st->doubled);
    CHECK_INT(st->rifle0, 40);
    CHECK_INT(st->gun0, 10);
    CHECK_INT(col_card_actions(st, CARD(0, 5)), 2);
    CHECK_INT(col_card_actions(st, CARD(0, 12)), 4);
    CHECK_INT(col_card_actions(st, CARD(0, 1)), 6);
    set_card(st, CARD(1, 1));
    CHECK_INT(st->actions, 6);
    a = A(CA_FACE, 6, -1);          /* the south compound's gun turns */
    CHECK_INT(st->grp[6].kind, GK_GUN);
    for (int k = 0; k < 3; k++) {
        a.x = 200 + 20 * k;
        CHECK_INT(do_act(st, a, why), 0);
    }
    a.x = 300;
    CHECK(do_act(st, a, why) < 0);
    CHECK_CONTAINS(why, "three actions");
    /* a reinforcement roll brings two units to its edge */
    st->stage = ST_REINF;
    col_queue_reinf(st, 0, 0, 0);
    force(st, (int[]){ 2, 2, 1 }, 3);
    col_reinf_step(st, NULL);
    CHECK_INT(st->pend_units, 1);
    free(st);
}

static void movement(void)
{
    col_state *st = fresh(NULL);
    char why[200] = "";
    col_action a = A(CA_MOVE, G_RUSSIANS, -1);
    vec2 off = st->fig[col_leader(st, G_RUSSIANS)].pos;
    int g;

    set_card(st, CARD(1, 1));
    a.x = off.x - 6.5;
    a.y = off.y;
    CHECK(do_act(st, a, why) < 0);
    CHECK_CONTAINS(why, "Too far");
    a.x = off.x;
    a.y = off.y - 5.9;
    CHECK_INT(do_act(st, a, why), 0);
    CHECK(geom_dist(st->fig[col_leader(st, G_RUSSIANS)].pos, geom_v(a.x, a.y)) < 0.01);
    /* the west wall: a full move to cross */
    a = A(CA_MOVE, G_JAPANESE, -1);
    off = st->fig[col_leader(st, G_JAPANESE)].pos;
    a.x = 10;
    a.y = off.y;
    CHECK(do_act(st, a, why) < 0);
    CHECK_CONTAINS(why, "whole move");
    a.x = 13.6;
    CHECK_INT(do_act(st, a, why), 0);
    /* natives: 8" from any figure; a defended wall is closed to them */
    g = natives(st, T_BOXERS, 6, 8, 30);
    set_card(st, CARD(0, 1));
    a = A(CA_MOVE, g, -1);
    a.x = 8;
    a.y = 37.5;
    CHECK_INT(do_act(st, a, why), 0);
    put(st, G_ITALIANS, 16.3, 27);
    CHECK(!col_path_ok(st, g, geom_v(13.3, 27), geom_v(17.5, 27), 8, why, sizeof why));
    CHECK_CONTAINS(why, "defended");
    /* high walls: climbed as a special action, never crossed by a move */
    st->wall[2].high = 1;
    st->grp[G_ITALIANS].used = 1;
    put(st, G_ITALIANS, 30, 40);
    put(st, g, 13.3, 20);
    a.x = 17.2;
    a.y = 20.5;
    CHECK(do_act(st, a, why) < 0);
    CHECK_CONTAINS(why, "high wall");
    CHECK_INT(do_act(st, A(CA_CLIMB, g, 2), why), 0);
    CHECK(st->fig[col_leader(st, g)].pos.x > 15);
    free(st);
}

/* Defenders upstairs do not hold the room below: natives may enter its
 * ground floor beside them (while defenders on the ground floor keep them
 * out), climb to their floor as a full move, and charge them there. */
static void upstairs_defenders(void)
{
    col_state *st = fresh(NULL);
    char why[200] = "";
    col_action a;
    int g;

    put(st, G_SAILORS, 21, 25.5);        /* in the hall, by its door */
    CHECK_INT(col_group_room(st, G_SAILORS), 0);
    st->grp[G_SAILORS].floor = 0;
    put(st, G_ITALIANS, 4, 44);
    g = natives(st, T_BOXERS, 4, 21, 20.9);
    a = A(CA_MOVE, g, -1);
    a.x = 21;
    a.y = 23.5;
    set_card(st, CARD(0, 1));
    CHECK(do_act(st, a, why) < 0);       /* the sailors on the ground floor */
    CHECK_CONTAINS(why, "contact");
    st->grp[G_SAILORS].floor = 1;
    set_card(st, CARD(0, 1));
    CHECK_INT(do_act(st, a, why), 0);    /* under the sailors upstairs */
    CHECK_INT(col_group_room(st, g), 0);
    CHECK_INT(st->grp[g].floor, 0);
    set_card(st, CARD(0, 1));
    CHECK(do_act(st, A(CA_CHARGE, g, G_SAILORS), why) < 0);
    CHECK_CONTAINS(why, "upstairs");
    a = A(CA_FLOOR, g, -1);
    a.n = 1;
    set_card(st, CARD(0, 1));
    CHECK_INT(do_act(st, a, why), 0);
    set_card(st, CARD(0, 1));
    CHECK_INT(do_act(st, A(CA_CHARGE, g, G_SAILORS), why), 0);
    CHECK(st->grp[g].melee >= 0 || col_count(st, g) == 0 || col_count(st, G_SAILORS) == 0);
    free(st);
}

static void doors_floors_and_specials(void)
{
    col_state *st = fresh(NULL);
    char why[200] = "";
    col_action a = A(CA_MOVE, G_ITALIANS, -1);
    int g;

    put(st, G_ITALIANS, 21, 20.9);
    set_card(st, CARD(1, 1));
    a.x = 21;
    a.y = 24.5;
    st->grp[G_SAILORS].used = 0;      /* an empty hall */
    for (int f = 0; f < st->nfig; f++)
        if (st->fig[f].used && st->fig[f].group == G_SAILORS)
            st->fig[f].pos = geom_v(2, 2);
    st->grp[G_SAILORS].used = 1;
    put(st, G_SAILORS, 4, 44);
    CHECK_INT(do_act(st, a, why), 0);   /* in by the door */
    CHECK_INT(col_group_room(st, G_ITALIANS), 0);
    a = A(CA_FLOOR, G_ITALIANS, -1);
    a.n = 2;                              /* the roof */
    CHECK_INT(do_act(st, a, why), 0);
    a.n = 3;
    CHECK(do_act(st, a, why) < 0);
    /* the godown has no door on its south side: no way in from there */
    a = A(CA_MOVE, G_RUSSIANS, -1);
    put(st, G_RUSSIANS, 28.5, 16.4);
    a.x = 28.5;
    a.y = 18.5;
    set_card(st, CARD(1, 1));
    CHECK(do_act(st, a, why) < 0);
    CHECK_CONTAINS(why, "door");
    /* combining two weak squads within 6" */
    for (int k = 0, f = 0; f < st->nfig && k < 8; f++)
        if (st->fig[f].used && (st->fig[f].group == G_GERMANS ||
                                st->fig[f].group == G_JAPANESE) && !st->fig[f].officer) {
            col_kill_fig(st, f);
            k++;
        }
    put(st, G_GERMANS, 20, 30);
    put(st, G_JAPANESE, 24, 30);
    CHECK_INT(do_act(st, A(CA_COMBINE, G_GERMANS, G_JAPANESE), why), 0);
    CHECK_INT(col_count(st, G_GERMANS), 6);
    CHECK(!st->grp[G_JAPANESE].used);
    {
        int officers = 0;
        for (int f = 0; f < st->nfig; f++)
            officers += st->fig[f].used && st->fig[f].group == G_GERMANS && st->fig[f].officer;
        CHECK_INT(officers, 1);
    }
    /* gate, barricade, withdrawal */
    g = natives(st, T_BOXERS, 4, 24, 34.3);
    set_card(st, CARD(0, 1));
    CHECK_INT(do_act(st, A(CA_GATE, g, 0), why), 0);
    if (!st->wall[0].gate_open)
        printf("  %s\n", why);
    CHECK(st->wall[0].gate_open);
    a = A(CA_MOVE, g, -1);
    a.x = 24;
    a.y = 30.5;
    put(st, G_GERMANS, 10, 10);
    CHECK_INT(do_act(st, a, why), 0);     /* through the open gate */
    put(st, g, 35, 20);
    put(st, G_RUSSIANS, 40, 44);
    CHECK_INT(do_act(st, A(CA_PULL, g, 3), why), 0);
    CHECK(!st->wall[3].intact);
    set_card(st, CARD(0, 1));
    CHECK_INT(do_act(st, A(CA_WITHDRAW, g, -1), why), 0);
    CHECK_INT(st->pool[T_BOXERS], 60);
    CHECK(do_act(st, A(CA_WITHDRAW, G_COLT, -1), why) < 0);
    free(st);
}

/* Positions: dump, load, dump again: the same text; a broken one refused. */
static void position_round_trip(void)
{
    static const int seats[COL_SIDES] = { 1, 1 };
    int opt[CO_COUNT] = { 0 };
    errs e;
    col_state *st, *back;
    col_action a;

    opt[CO_FIRES] = 1;
    errs_clear(&e);
    st = col_new(".", "compound", opt, seats, 77, &e);
    col_start(st, NULL);
    for (int step = 0; step < 400 && !st->over; step++) {
        cJSON *j = col_state_json(st);
        char *text = cJSON_PrintUnformatted(j), *again;
        jdoc d;
        if (jdoc_parse(&d, "pos", text, &e)) {
            back = col_state_load(".", "compound", opt, seats, &d, d.root, "start", &e);
            CHECK(back != NULL);
            if (!back) {
                printf("  step %d: %s\n", step, errs_first(&e));
                step = 1000;
            } else {
                cJSON *j2 = col_state_json(back);
                again = cJSON_PrintUnformatted(j2);
                CHECK_STR(again, text);
                free(again);
                cJSON_Delete(j2);
                free(back);
            }
            jdoc_free(&d);
        }
        free(text);
        cJSON_Delete(j);
        col_bot_choose(st, &a, NULL);
    }
    /* a broken position: an ammunition count past the supply */
    {
        cJSON *j = col_state_json(st);
        char *text;
        jdoc d;
        cJSON_ReplaceItemInObject(cJSON_GetObjectItem(j, "ammo"), "rifle",
                                  cJSON_CreateNumber(99));
        text = cJSON_Print(j);
        errs_clear(&e);
        CHECK(jdoc_parse(&d, "pos.json", text, &e));
        CHECK(col_state_load(".", "compound", opt, seats, &d, d.root, "start", &e) == NULL);
        CHECK_CONTAINS(errs_first(&e), "start.ammo.rifle: expected an integer from 0 to 20");
        jdoc_free(&d);
        free(text);
        cJSON_Delete(j);
    }
    free(st);
}

int main(void)
{
    RUN(range_rule);
    RUN(hidden_ammunition);
    RUN(fires);
    RUN(joker_composition_and_scheme);
    RUN(joker_edge_chosen);
    RUN(double_sized);
    RUN(movement);
    RUN(doors_floors_and_specials);
    RUN(upstairs_defenders);
    RUN(position_round_trip);
    TEST_END();
}
