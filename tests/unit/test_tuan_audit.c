/* Unit tests from the rules audit of Tuan (scenarios/tuan/notes.md, "Rules
 * audit"): the worked example of the Move action (4 inches up a slope
 * cost 8), and each fault the audit fixed, pinned so that it cannot come
 * back: only a cannon on higher ground fires over lower trays; under random
 * event 2 the owner chooses the friendly tray that is fired on; a routed
 * defender rolls one die, even in a house. And the two readings offered as
 * switches: random events for the lead tray only, low ground blocking. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "test_tuan_common.h"

static const int humans[TU_SIDES] = { 0, 0 };

/* IV, Move: "an infantry platoon traveling 4 inches up a slope pays 1:2,
 * a cost of 8 inches" -- more than its 6, so one move cannot do it; the
 * same 4 inches climbing onto a hill cost the same. */
static void move_example_slope(void)
{
    tu_state *st = tuan_board(NULL, -1);
    vec2 slope[4] = { { 2, 20 }, { 12, 20 }, { 12, 30 }, { 2, 30 } };
    table_rates r;
    table_piece q;
    char why[160] = "";
    int inf;

    if (!st)
        { CHECK(0); return; }
    table_add_area(&st->tab, TK_SLOPE, 1, slope, 4, 0, 0, "slope");
    inf = tuan_put(st, "jp1", 7, 21, 90);
    tu_rates(st, inf, &r);
    CHECK(fabs(table_path_cost(&st->tab, geom_v(7, 21), geom_v(7, 25), &r, 6) - 8) < 1e-6);
    CHECK(tu_move_ok(st, inf, geom_v(7, 25), 90, &q, why, sizeof why) < 0);
    CHECK(strstr(why, "costs 8.0") != NULL);
    /* 3 inches up the slope cost 6: one move */
    CHECK(tu_move_ok(st, inf, geom_v(7, 24), 90, &q, why, sizeof why) == 0);
    /* onto the gun hill (34-40 by 10-15, height 1): 1 inch of open
     * ground, then 4 inches climbing at 1:2 (notes: a move that ends
     * higher than it began pays the slope rate on the hill) */
    CHECK(fabs(table_path_cost(&st->tab, geom_v(37, 9), geom_v(37, 14), &r, 6) - 9) < 1e-6);
    /* along the hilltop, not climbing: open ground */
    CHECK(fabs(table_path_cost(&st->tab, geom_v(35, 11), geom_v(35, 14), &r, 6) - 3) < 1e-6);
    /* and across level open ground it is 4 */
    CHECK(fabs(table_path_cost(&st->tab, geom_v(20, 10), geom_v(20, 14), &r, 6) - 4) < 1e-6);
    tu_free(st);
}

/* IV, Fire: "Trays cannot fire through trays." The one exception the
 * text makes by height is the artillery's (Fire with artillery): a
 * platoon on the hill may not fire over a friendly platoon below it,
 * the cannon standing in the same place may. (The old code let any tray
 * on higher ground fire over lower trays.) */
static void only_cannon_fires_over_trays(void)
{
    tu_state *st = tuan_board(NULL, -1);
    char why[160] = "";
    int hi, lo, cn, gun;

    if (!st)
        { CHECK(0); return; }
    hi = tuan_put(st, "jp1", 37, 12.5, 90);   /* on the gun hill */
    lo = tuan_put(st, "jp2", 37, 20, 90);     /* below, in the line of fire */
    cn = tuan_put(st, "cn1", 37, 30, 270);
    CHECK(table_elev(&st->tab, st->tray[hi].p.pos) > table_elev(&st->tab, st->tray[lo].p.pos));
    CHECK(!tu_can_fire_at(st, hi, cn, why, sizeof why));
    CHECK(strstr(why, "blocked by") != NULL);
    /* with the platoon below gone, the line is clear */
    st->tray[lo].off = 1;
    CHECK(tu_can_fire_at(st, hi, cn, NULL, 0));
    st->tray[lo].off = 0;
    /* the gun, unlimbered on the hill, fires over the same platoon */
    st->tray[hi].off = 1;
    gun = tuan_put(st, "gun", 37, 12.5, 90);
    st->tray[gun].limbered = 0;
    CHECK(tu_can_fire_at(st, gun, cn, why, sizeof why));
    /* and the same gun on level ground may not */
    st->tray[gun].p.pos = geom_v(37, 8);
    CHECK(table_elev(&st->tab, st->tray[gun].p.pos) <= 0);
    CHECK(!tu_can_fire_at(st, gun, cn, NULL, 0));
    tu_free(st);
}

#define FORCE(st, ...) do { const int f_[] = { __VA_ARGS__ }; \
    (st)->dice.nscript = (st)->dice.pos = 0; dice_force(&(st)->dice, f_, (int)(sizeof f_ / sizeof f_[0])); } while (0)

/* Event 2's table: jp2 (*a) with two friends in its sights, jp3 near
 * and jp4 farther, and cn1 (returned) ahead; the Allies to choose. */
static int event2_table(tu_state *st, int *a, int *near, int *far)
{
    int cn;

    *a = tuan_put(st, "jp2", 20, 10, 90);
    *near = tuan_put(st, "jp3", 20, 18, 90);
    *far = tuan_put(st, "jp4", 28, 24, 90);
    cn = tuan_put(st, "cn1", 20, 40, 270);
    st->side = TU_ALLIES;
    return cn;
}

/* Random events, 2: the tray fires on a friendly tray, and its owner says
 * which. Two friends in its sights: play waits for the owner's choice,
 * offered as one fire action per friend; he picks the farther one and
 * that one is hit. (The old code fired at once on the nearest.) */
static void event2_owner_chooses(void)
{
    tu_state *st = tuan_board(NULL, -1);
    tu_action l[TU_MAX_LEGAL], x;
    char why[200] = "";
    int a, near, far, cn, nfire = 0, ok_near = 0, ok_far = 0, n;

    if (!st)
        { CHECK(0); return; }
    cn = event2_table(st, &a, &near, &far);
    memset(&x, 0, sizeof x);
    x.type = TA_ACTIVATE;
    x.n = 1;
    x.trays[0] = a;
    /* activation 1 (one action), random event 1+1 = 2 */
    FORCE(st, 1, 1, 1);
    CHECK(tu_apply(st, &x, NULL, why, sizeof why) == 0);
    CHECK_INT(tu_ff_pending(st), a);
    CHECK_INT(st->tray[a].actions, 1);        /* not yet fired */
    CHECK_INT(dice_forced_left(&st->dice), 0);
    n = tu_legal(st, l, TU_MAX_LEGAL);
    for (int k = 0; k < n; k++) {
        nfire += l[k].type == TA_FIRE && l[k].n == 1 && l[k].trays[0] == a;
        ok_near |= l[k].type == TA_FIRE && l[k].target == near;
        ok_far |= l[k].type == TA_FIRE && l[k].target == far;
    }
    CHECK_INT(n, 2);
    CHECK_INT(nfire, 2);
    CHECK(ok_near && ok_far);
    /* nothing else until the choice: not a move, not a fire at the enemy */
    x = (tu_action){ .type = TA_MOVE, .tray = a, .target = -1, .x = 20, .y = 12 };
    CHECK(tu_apply(st, &x, NULL, why, sizeof why) < 0);
    CHECK(strstr(why, "random event 2") != NULL);
    x = (tu_action){ .type = TA_FIRE, .tray = -1, .target = cn, .n = 1, .trays = { a } };
    CHECK(tu_apply(st, &x, NULL, why, sizeof why) < 0);
    /* the choice goes through JSON as any fire does, and a save keeps it */
    {
        cJSON *sj = tu_state_json(st), *tr = cJSON_GetObjectItem(sj, "trays"), *it;
        int flagged = 0;
        cJSON_ArrayForEach(it, tr)
            flagged += cJSON_IsTrue(cJSON_GetObjectItem(it, "ff_choice"));
        CHECK_INT(flagged, 1);
        {
            /* loaded back, the position still waits for the choice */
            int none[TO_COUNT] = { 0 };
            char *text = cJSON_Print(sj);
            errs e;
            jdoc d;
            tu_state *back;
            errs_clear(&e);
            CHECK(jdoc_parse(&d, "pos.json", text, &e));
            back = tu_state_load(".", "appendix-a", none, humans, &d, d.root, "start", &e);
            CHECK(back != NULL);
            if (back) {
                CHECK_INT(tu_ff_pending(back), a);
                tu_free(back);
            }
            jdoc_free(&d);
            free(text);
        }
        cJSON_Delete(sj);
        cJSON *j = cJSON_Parse("{\"type\":\"fire\",\"trays\":[\"jp2\"],\"target\":\"jp4\"}");
        CHECK(tu_action_from_json(st, j, &x, why, sizeof why) == 0);
        cJSON_Delete(j);
    }
    /* four dice, all 2: four hits at morale 1, no casualty; morale 6s:
     * holds; then the activation is over and the sides dice again */
    FORCE(st, 2, 2, 2, 2, 6, 6, 6, 6, 3, 4);
    CHECK(tu_apply(st, &x, NULL, why, sizeof why) == 0);
    CHECK(st->tray[far].bled);
    CHECK(!st->tray[near].bled);
    CHECK(!st->tray[far].routed);
    CHECK_INT(tu_ff_pending(st), -1);
    CHECK_INT(st->tray[a].actions, 0);
    CHECK(st->tray[a].fired);
    CHECK_INT(st->phase, TU_P_SELECT);
    CHECK_INT(dice_forced_left(&st->dice), 0);
    tu_free(st);
}

/* The computer, owning such a tray, names one of the friends, and the
 * game goes on; one friend only: it fires at once, no choice. */
static void event2_computer_and_single(void)
{
    tu_state *st = tuan_board(NULL, -1);
    tu_action x;
    int a, near, far;

    if (!st)
        { CHECK(0); return; }
    event2_table(st, &a, &near, &far);
    FORCE(st, 1, 1, 1);
    tu_activate(st, &a, 1, NULL);
    CHECK_INT(tu_ff_pending(st), a);
    CHECK(tu_bot_choose(st, &x) == 0);
    CHECK_INT(x.type, TA_FIRE);
    CHECK(x.target == near || x.target == far);
    FORCE(st, 2, 2, 2, 2, 6, 6, 6, 6, 3, 4);
    CHECK(tu_apply(st, &x, NULL, NULL, 0) == 0);
    CHECK_INT(tu_ff_pending(st), -1);
    tu_free(st);
    /* two friends, but before the choice both leave its sights (here:
     * taken off; in play, the rest of its group's events): the event
     * lapses and the activation goes on */
    st = tuan_board(NULL, -1);
    if (!st)
        { CHECK(0); return; }
    event2_table(st, &a, &near, &far);
    FORCE(st, 1, 1, 1);
    tu_activate(st, &a, 1, NULL);
    CHECK_INT(tu_ff_pending(st), a);
    st->tray[near].off = st->tray[far].off = 1;
    CHECK_INT(tu_ff_pending(st), -1);
    x = (tu_action){ .type = TA_MOVE, .tray = a, .target = -1, .x = 20, .y = 12 };
    FORCE(st, 3, 4);
    CHECK(tu_apply(st, &x, NULL, NULL, 0) == 0);
    CHECK(!st->tray[a].ff_choice);
    tu_free(st);
    /* one friend in its sights */
    st = tuan_board(NULL, -1);
    if (!st)
        { CHECK(0); return; }
    a = tuan_put(st, "jp2", 20, 10, 90);
    near = tuan_put(st, "jp3", 20, 18, 90);
    tuan_put(st, "cn1", 20, 40, 270);
    st->side = TU_ALLIES;
    FORCE(st, 1, 1, 1, 2, 2, 2, 2, 6, 6, 6, 6);
    tu_activate(st, &a, 1, NULL);
    CHECK_INT(tu_ff_pending(st), -1);
    CHECK(st->tray[near].bled);
    CHECK_INT(dice_forced_left(&st->dice), 0);
    tu_free(st);
}

/* Morale checks and Charge: a routed tray defends with one die. In a
 * house it used to take the better of two for that die (two dice). With
 * every die a 1 nobody hits: the attacker's four dice and the routed
 * defender's one are all that is rolled. */
static void routed_defender_one_die(void)
{
    tu_state *st = tuan_board(NULL, -1);
    vec2 house[4] = { { 16, 36 }, { 24, 36 }, { 24, 44 }, { 16, 44 } };
    int many[20], att, def;

    if (!st)
        { CHECK(0); return; }
    for (int k = 0; k < 20; k++)
        many[k] = 1;
    table_add_area(&st->tab, TK_HOUSE, 1, house, 4, 0, 0, "house");
    att = tuan_put(st, "jp1", 20, 34.4, 90);
    def = tuan_put(st, "cn1", 20, 40, 270);
    st->tray[def].routed = 1;
    st->dice.nscript = st->dice.pos = 0;
    dice_force(&st->dice, many, 20);
    tu_melee(st, att, def, 1, TABLE_FRONT, NULL);
    CHECK_INT(20 - dice_forced_left(&st->dice), 4 + 1);
    /* not routed, the same defender takes the better of two a figure */
    st->tray[def].routed = 0;
    st->dice.nscript = st->dice.pos = 0;
    dice_force(&st->dice, many, 20);
    tu_melee(st, att, def, 1, TABLE_FRONT, NULL);
    CHECK_INT(20 - dice_forced_left(&st->dice), 4 + 8);
    tu_free(st);
}

/* The routed defender's die, the option: one die a figure instead of one
 * in all, and still never the better of two in a house. */
static void option_routed_die_each(void)
{
    tu_state *st = tuan_board(NULL, -1);
    vec2 house[4] = { { 16, 36 }, { 24, 36 }, { 24, 44 }, { 16, 44 } };
    int many[20], att, def;
    glog *log = glog_new(50);

    if (!st || !log)
        { CHECK(0); tu_free(st); glog_free(log); return; }
    for (int k = 0; k < 20; k++)
        many[k] = 1;
    table_add_area(&st->tab, TK_HOUSE, 1, house, 4, 0, 0, "house");
    att = tuan_put(st, "jp1", 20, 34.4, 90);
    def = tuan_put(st, "cn1", 20, 40, 270);
    st->tray[def].routed = 1;
    st->opt[TO_ROUTED_DIE_EACH] = 1;
    st->dice.nscript = st->dice.pos = 0;
    dice_force(&st->dice, many, 20);
    tu_melee(st, att, def, 1, TABLE_FRONT, log);
    CHECK_INT(20 - dice_forced_left(&st->dice), 4 + 4);
    {
        int found = 0;
        for (int i = 0; i < glog_count(log); i++)
            found |= strstr(glog_get(log, i), "routed: one die a figure") != NULL;
        CHECK(found);
    }
    tu_free(st);
    glog_free(log);
}

/* Random events, the option: in a group only the lead tray rolls one. */
static void option_events_lead_only(void)
{
    for (int on = 0; on <= 1; on++) {
        tu_state *st = tuan_board(NULL, -1);
        int g[2];
        if (!st)
            { CHECK(0); return; }
        st->opt[TO_EVENT_LEAD_ONLY] = on;
        g[0] = tuan_put(st, "jp2", 20, 10, 90);
        g[1] = tuan_put(st, "jp3", 26, 10, 90);
        tuan_put(st, "cn1", 20, 40, 270);
        st->side = TU_ALLIES;
        /* the lead 3, the other a 1; then 6+6 would be event 12 */
        FORCE(st, 3, 1, 6, 6);
        tu_activate(st, g, 2, NULL);
        CHECK_INT(dice_forced_left(&st->dice), on ? 2 : 0);
        CHECK_INT(st->tray[g[1]].inspired, on ? 0 : 1);
        /* the lead's own 1 still brings its event */
        st->tray[g[0]].activated = st->tray[g[1]].activated = 0;
        FORCE(st, 1, 6, 6, 3);   /* its event's dice come before the next tray's */
        tu_activate(st, g, 2, NULL);
        CHECK_INT(dice_forced_left(&st->dice), 0);
        CHECK(st->tray[g[0]].inspired);
        tu_free(st);
    }
}

/* Fire, the option: a stream between firer and target blocks it. */
static void option_low_ground_blocks(void)
{
    tu_state *st = tuan_board(NULL, -1);
    vec2 stream[2] = { { 4, 25 }, { 40, 25 } };
    int a, t;

    if (!st)
        { CHECK(0); return; }
    table_add_area(&st->tab, TK_STREAM, 0, stream, 2, 1, 0, "stream");
    a = tuan_put(st, "jp1", 20, 10, 90);
    t = tuan_put(st, "cn1", 20, 36, 270);
    CHECK(tu_can_fire_at(st, a, t, NULL, 0));
    st->opt[TO_LOW_GROUND_BLOCKS] = 1;
    CHECK(!tu_can_fire_at(st, a, t, NULL, 0));
    /* standing in the stream, the target is not hidden by it */
    st->tray[t].p.pos = geom_v(20, 25);
    CHECK(tu_can_fire_at(st, a, t, NULL, 0));
    tu_free(st);
}

/* Found by QA: both sides left without a tray at once (hand-to-hand
 * takes both off) is a draw, and the log said "The Allies have no tray
 * left on the table: the Chinese win." One side alone still loses. */
static void no_trays_either_side_is_a_draw(void)
{
    tu_state *st = tuan_board(NULL, -1);
    glog *log = glog_new(50);

    CHECK(st != NULL);
    if (!st) {
        glog_free(log);
        return;
    }
    tu_check_end(st, 0, log);
    CHECK_INT(st->result, TU_R_DRAW);
    CHECK_INT(glog_count(log), 1);
    if (glog_count(log) == 1) {
        CHECK_CONTAINS(glog_get(log, 0), "draw");
        CHECK(!strstr(glog_get(log, 0), " win"));
    }
    tu_free(st);
    glog_free(log);

    st = tuan_board(NULL, -1);
    log = glog_new(50);
    if (!st) {
        glog_free(log);
        return;
    }
    tuan_put(st, "jp1", 20, 10, 90);
    tu_check_end(st, 0, log);
    CHECK_INT(st->result, TU_R_ALLIES);
    if (glog_count(log) == 1)
        CHECK_STR(glog_get(log, 0), "The Chinese have no tray left on the table: the Allies win.");
    tu_free(st);
    glog_free(log);
}

int main(void)
{
    RUN(no_trays_either_side_is_a_draw);
    RUN(move_example_slope);
    RUN(only_cannon_fires_over_trays);
    RUN(event2_owner_chooses);
    RUN(event2_computer_and_single);
    RUN(routed_defender_one_die);
    RUN(option_events_lead_only);
    RUN(option_low_ground_blocks);
    RUN(option_routed_die_each);
    TEST_END();
}
