/* The computer attacker's choices of Colonial Siege in set positions: a
 * musket band with nothing in sight steps to where it sees a squad, and a
 * band going for a squad upstairs goes in by an outside door of an empty
 * room and climbs to it, and with fires on a band sets alight the
 * building that holds defenders, not an empty one (notes.md, Computer
 * players); a hard attacker's new band comes on in a corner of its edge,
 * out of the volley that meets a band in the middle (Computer levels). */
#include <stdio.h>

#include "engine/core/game.h"
#include "test_colonial_common.h"

/* the compound with only the squad `keep` left (the others and the Colt gone) */
static col_state *only_opt(int keep, const int *opt)
{
    col_state *st = fresh(opt);

    for (int g = G_GERMANS; g <= G_COLT; g++)
        if (g != keep)
            col_remove_group(st, g, 0);
    return st;
}

static col_state *only(int keep)
{
    return only_opt(keep, NULL);
}

/* Five muskets east of the compound, the godown between them and the
 * Germans in the open north of the chancery: the band walked toward the
 * squad (and stayed out of sight behind the godown); now it looks round
 * its move and steps north-east, from where the Germans are in sight. */
static void muskets_step_out_to_shoot(void)
{
    col_state *st = only(G_GERMANS);
    col_action a;
    int m;

    put(st, G_GERMANS, 24, 30);
    m = natives(st, T_MUSKETS, 5, 38, 14);
    set_card(st, CARD(0, 5));
    CHECK(col_can_fire(st, m, G_GERMANS, NULL, 0) != 0);   /* out of sight */
    CHECK(col_bot_choose(st, &a, NULL) == 0);
    CHECK_INT(a.type, CA_MOVE);
    CHECK_INT(a.group, m);
    CHECK(col_can_fire(st, m, G_GERMANS, NULL, 0) == 0);   /* in sight now */
    /* and the next action is the volley */
    set_card(st, CARD(0, 5));
    CHECK(col_bot_choose(st, &a, NULL) == 0);
    CHECK_INT(a.type, CA_FIRE);
    CHECK_INT(a.target, G_GERMANS);
    free(st);
}

/* Six Boxers west of the chancery, the US sailors alone on its upper
 * floor: the band goes in by the hall's outside door (the door nearest
 * the compound's middle is the inner one to the office, which no band
 * outside can walk to) and climbs to the sailors' floor. */
static void boxers_climb_to_squad_upstairs(void)
{
    col_state *st = only(G_SAILORS);
    col_action a;
    int m, r, steps;

    CHECK_INT(st->grp[G_SAILORS].floor, 1);
    m = natives(st, T_BOXERS, 6, 16, 22);
    for (steps = 0; steps < 5 && st->grp[m].floor == 0; steps++) {
        set_card(st, CARD(0, 5));
        CHECK(col_bot_choose(st, &a, NULL) == 0);
        CHECK(a.type == CA_MOVE || a.type == CA_FLOOR);
    }
    r = col_group_room(st, m);
    CHECK(r >= 0);
    if (r >= 0)
        CHECK_STR(st->build[st->room[r].building].id, "chancery");
    CHECK_INT(st->grp[m].floor, 1);
    CHECK(steps <= 3);
    free(st);
}

static int building(const col_state *st, const char *id)
{
    for (int b = 0; b < st->nbuilds; b++)
        if (strcmp(st->build[b].id, id) == 0)
            return b;
    return -1;
}

/* Fires on, the US sailors alone upstairs in the chancery, six Boxers
 * touching the empty chapel: the band does not waste a match on the
 * chapel (the first attacker lit any building it touched) but walks into
 * the hall below the sailors and sets the chancery alight. */
static void boxers_fire_the_garrisoned_building(void)
{
    int opt[CO_COUNT] = { 0 };
    col_state *st;
    col_action a;
    int m, chapel, chancery, steps;

    opt[CO_FIRES] = 1;
    st = only_opt(G_SAILORS, opt);
    chapel = building(st, "chapel");
    chancery = building(st, "chancery");
    CHECK(chapel >= 0 && chancery >= 0);
    m = natives(st, T_BOXERS, 6, 22.2, 18.5);
    set_card(st, CARD(0, 5));
    CHECK(col_bot_choose(st, &a, NULL) == 0);
    CHECK(a.type != CA_IGNITE);
    CHECK_INT(st->build[chapel].orig, 0);
    for (steps = 1; steps < 4 && st->build[chancery].orig == 0; steps++) {
        set_card(st, CARD(0, 5));
        CHECK(col_bot_choose(st, &a, NULL) == 0);
    }
    CHECK(st->build[chancery].orig > 0);
    CHECK_INT(a.type, CA_IGNITE);
    CHECK_INT(a.group, m);
    CHECK_INT(st->build[chapel].orig, 0);
    free(st);
}

/* Seven Boxers to come on at the north edge, the Colt gone and the
 * defender down to eight rifle counters (the normal defender then keeps
 * its volleys for natives within 18"). The normal attacker puts the band
 * in the middle of the edge, 16" from the Germans, who shoot it on the
 * next red card; the hard attacker puts it in a corner, farther from every
 * defender, out of that volley (notes.md, Computer levels). */
static void hard_band_comes_on_in_a_corner(void)
{
    for (int hard = 0; hard < 2; hard++) {
        col_state *st = fresh(NULL);
        col_action a;
        double x = 0, near = 1e9;
        int g = -1, n = 0;

        col_remove_group(st, G_COLT, 0);
        st->level[COL_ATT] = hard ? GAME_LEVEL_HARD : GAME_LEVEL_NORMAL;
        st->rifle = 8;
        st->stage = ST_REINF;
        col_queue_reinf(st, 0, 0, 0);
        force(st, (int[]){ 4, 3, 2 }, 3);
        col_reinf_step(st, NULL);
        CHECK_INT(st->dec, DEC_PLACE);
        CHECK_INT(st->pend_size, 7);
        CHECK(col_bot_pick(st, &a) == 0);
        CHECK_INT(a.type, CA_PLACE);
        st->stage = ST_CHECK + 100;   /* stop the cycle after placing */
        col_place(st, a.x, NULL);
        for (int k = 0; k < COL_MAX_GROUP; k++)
            if (st->grp[k].used && st->grp[k].side == COL_ATT)
                g = k;
        CHECK(g >= 0);
        for (int f = 0; f < st->nfig; f++)
            if (st->fig[f].used && st->fig[f].group == g) {
                x += st->fig[f].pos.x;
                n++;
                for (int e = 0; e < st->nfig; e++)
                    if (st->fig[e].used && st->grp[st->fig[e].group].side == COL_DEF &&
                        geom_dist(st->fig[f].pos, st->fig[e].pos) < near)
                        near = geom_dist(st->fig[f].pos, st->fig[e].pos);
            }
        CHECK_INT(n, 7);
        x /= n;
        if (hard)
            CHECK(x < 6 || x > 42);
        else
            CHECK(x > 21 && x < 27);
        CHECK(hard ? near > 18 : near < 18);
        set_card(st, CARD(2, 5));   /* the defender's turn */
        CHECK(col_bot_pick(st, &a) == 0);
        if (hard)
            CHECK(a.type != CA_FIRE);
        else
            CHECK(a.type == CA_FIRE && a.target == g);
        free(st);
    }
}

/* Where the hard attacker's next band of seven Boxers comes on at the
 * north edge (its middle's x), the Colt gone, after the Germans have fired
 * one volley at four Boxers `range` inches away (none: 0) and with the
 * column sighted or not; *json: whether the position then says the range
 * ("reach"). */
static double hard_band_x(int sighted, double range, int *json)
{
    col_state *st = fresh(NULL);
    col_action a;
    double x = 0;
    int g = -1, n = 0;
    char why[200];

    col_remove_group(st, G_COLT, 0);
    st->level[COL_ATT] = GAME_LEVEL_HARD;
    st->sighted = sighted;
    st->rifle = 8;
    *json = 0;
    if (range > 0) {
        int b;
        put(st, G_GERMANS, 24, 30);
        b = natives(st, T_BOXERS, 4, 24 + range * 0.8, 30 + range * 0.6);
        force(st, (int[]){ 1, 1, 1, 1, 1, 1, 1 }, 7);   /* 7: nobody falls */
        CHECK_INT(col_do_fire(st, G_GERMANS, b, NULL, why, sizeof why), 0);
        {
            cJSON *j = col_state_json(st);
            *json = cJSON_IsNumber(cJSON_GetObjectItem(j, "reach"));
            cJSON_Delete(j);
        }
        col_remove_group(st, b, 1);
    }
    st->stage = ST_REINF;
    col_queue_reinf(st, 0, 0, 0);
    force(st, (int[]){ 4, 3, 2 }, 3);
    col_reinf_step(st, NULL);
    CHECK_INT(st->dec, DEC_PLACE);
    CHECK(col_bot_pick(st, &a) == 0);
    CHECK_INT(a.type, CA_PLACE);
    st->stage = ST_CHECK + 100;   /* stop the cycle after placing */
    col_place(st, a.x, NULL);
    for (int k = 0; k < COL_MAX_GROUP; k++)
        if (st->grp[k].used && st->grp[k].side == COL_ATT)
            g = k;
    for (int f = 0; f < st->nfig; f++)
        if (g >= 0 && st->fig[f].used && st->fig[f].group == g) {
            x += st->fig[f].pos.x;
            n++;
        }
    CHECK_INT(n, 7);
    free(st);
    return n ? x / n : -1;
}

/* Once the column is sighted time is short: the hard attacker brings a
 * band on in the middle of its edge, as Normal does, when the defender's
 * squads have fired only at close range (10", the easy defender's way:
 * a corner would keep the band out of no volley), or not at all; after a
 * volley at 25" it keeps to the corners, and so it does before the
 * sighting whatever was fired (notes.md, Computer levels). The range
 * goes into the position. */
static void hard_band_after_sighting_follows_the_volleys(void)
{
    int json;
    double x;

    x = hard_band_x(1, 10, &json);
    CHECK(x > 21 && x < 27);
    CHECK(json);
    x = hard_band_x(1, 25, &json);
    CHECK(x < 6 || x > 42);
    x = hard_band_x(0, 10, &json);
    CHECK(x < 6 || x > 42);
    x = hard_band_x(1, 0, &json);         /* no squad has fired: none at 23" */
    CHECK(x > 21 && x < 27);
    CHECK(!json);
}

int main(void)
{
    RUN(muskets_step_out_to_shoot);
    RUN(boxers_climb_to_squad_upstairs);
    RUN(boxers_fire_the_garrisoned_building);
    RUN(hard_band_comes_on_in_a_corner);
    RUN(hard_band_after_sighting_follows_the_volleys);
    TEST_END();
}
