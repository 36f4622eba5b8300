/* Unit tests of one Tuan attacker charging several defenders it touches
 * at once (the "targets" of the charge action, one fight: each side's
 * hits added up, each side's sixes falling on the other side's trays in
 * turn, every beaten tray rolling the winners' total for morale), and of
 * the facing the owner of a retreating tray chooses (the "face" action).
 * Forced dice throughout. */
#include <math.h>
#include <stdlib.h>

#include "test_tuan_common.h"
#include "glog.h"


#define FORCE(st, ...) do { const int f_[] = { __VA_ARGS__ }; \
    (st)->dice.nscript = (st)->dice.pos = 0; dice_force(&(st)->dice, f_, (int)(sizeof f_ / sizeof f_[0])); } while (0)

/* The Appendix A table with only jp1 (activated alone, two actions)
 * facing two Chinese platoons side by side, half an inch apart, 10"
 * north of it: it can touch both by going at the gap. */
static tu_state *one_on_two_gap(int *a, int *d1, int *d2, double gap)
{
    tu_state *st = tuan_board(NULL, TU_ALLIES);
    double w;

    if (!st)
        return NULL;
    w = st->tray[tu_find_tray(st, "cn1")].p.width;
    *d1 = tuan_put(st, "cn1", 20, 20, 270);
    *d2 = tuan_put(st, "cn2", 20 + w + gap, 20, 270);
    *a = tuan_put(st, "jp1", 20 + (w + gap) / 2, 12, 90);
    FORCE(st, 6);
    tu_activate(st, a, 1, NULL);
    CHECK_INT(st->tray[*a].actions, 2);
    return st;
}

static tu_state *one_on_two(int *a, int *d1, int *d2)
{
    return one_on_two_gap(a, d1, d2, 0.5);
}

static tu_action charge_both(int a, int d1, int d2)
{
    tu_action c = { .type = TA_CHARGE, .tray = a, .target = d1, .nmore = 1 };
    c.more[0] = d2;
    return c;
}

static void one_attacker_beats_two(void)
{
    int a, d1, d2;
    char why[200] = "";
    tu_state *st = one_on_two(&a, &d1, &d2);
    tu_action c, other;

    if (!st)
        { CHECK(0); return; }
    c = charge_both(a, d1, d2);
    /* extra die 6. jp1 (morale 1) rolls 6,6,2,2: four hits, two
     * casualties, the first on cn1 (roll 2), the next on cn2 (roll 3).
     * cn1 (morale 2 when the fight began) rolls 1,1,1,1 and cn2 3,1,1,1:
     * one hit between them. jp1 wins 4 to 1; each defender rolls four
     * dice at morale 3: cn1 3,4,4,4 retreats, cn2 1,1,5,5 routs. */
    FORCE(st, 6,  6, 6, 2, 2,  2, 3,  1, 1, 1, 1,  3, 1, 1, 1,  3, 4, 4, 4,  1, 1, 5, 5);
    CHECK(tu_apply(st, &c, NULL, why, sizeof why) == 0);
    if (why[0])
        printf("  %s\n", why);
    CHECK_INT(dice_forced_left(&st->dice), 0);
    CHECK_INT(st->tray[d1].figures, 3);
    CHECK_INT(st->tray[d2].figures, 3);
    CHECK(!st->tray[d1].routed);
    CHECK(st->tray[d2].routed);
    CHECK(st->tray[d1].p.pos.y > 20.5);     /* fell back north */
    CHECK_INT(st->tray[a].actions, 0);
    /* the retreating tray waits for its owner to face it */
    CHECK_INT(tu_face_pending(st), d1);
    CHECK_INT(st->tray[d2].face_choice, 0); /* a routed tray faces away */
    {
        tu_action *l = malloc(TU_MAX_LEGAL * sizeof *l);
        int n = l ? tu_legal(st, l, TU_MAX_LEGAL) : 0, faces = 0;
        for (int k = 0; k < n; k++)
            faces += l[k].type == TA_FACE && l[k].tray == d1;
        CHECK(n > 1);
        CHECK_INT(faces, n);
        free(l);
    }
    other = (tu_action){ .type = TA_END_ACTIVATION, .tray = -1, .target = -1 };
    CHECK(tu_apply(st, &other, NULL, why, sizeof why) < 0);
    CHECK_CONTAINS(why, "faces");
    other = (tu_action){ .type = TA_FACE, .tray = d2, .target = -1, .facing = 90 };
    CHECK(tu_apply(st, &other, NULL, why, sizeof why) < 0);
    other = (tu_action){ .type = TA_FACE, .tray = d1, .target = -1, .facing = 45 };
    {
        glog *g = glog_new(8);
        CHECK(tu_apply(st, &other, g, why, sizeof why) == 0);
        /* the log names the facing as the screen does */
        CHECK(g && glog_count(g) >= 1);
        if (g && glog_count(g) >= 1)
            CHECK_CONTAINS(glog_get(g, glog_count(g) - 1), "faces north-east (45\xC2\xB0).");
        glog_free(g);
    }
    CHECK(fabs(st->tray[d1].p.facing - 45) < 1e-9);
    CHECK_INT(tu_face_pending(st), -1);
    tu_free(st);
}

static void two_defenders_beat_one(void)
{
    int a, d1, d2;
    char why[200] = "";
    tu_state *st = one_on_two(&a, &d1, &d2);
    tu_action c, f;

    if (!st)
        { CHECK(0); return; }
    c = charge_both(a, d1, d2);
    /* jp1 2,2,2,1: three hits. cn1 3,3,1,1 and cn2 3,3,1,1: four hits
     * together beat three. jp1 rolls the defenders' four hits for morale
     * at 1: 1,3,3,3, one at or below: it retreats, and its owner (the
     * Allies) chooses the facing; the computer turns it to the nearest
     * enemy. */
    FORCE(st, 6,  2, 2, 2, 1,  3, 3, 1, 1,  3, 3, 1, 1,  1, 3, 3, 3);
    CHECK(tu_apply(st, &c, NULL, why, sizeof why) == 0);
    CHECK_INT(dice_forced_left(&st->dice), 0);
    CHECK(!st->tray[d1].routed && !st->tray[d2].routed);
    CHECK(!st->tray[a].routed);
    CHECK(st->tray[a].p.pos.y < 12);        /* fell back south */
    CHECK_INT(tu_face_pending(st), a);
    CHECK_INT(tu_bot_choose(st, &f), 0);
    CHECK_INT(f.type, TA_FACE);
    CHECK_INT(f.tray, a);
    CHECK(geom_angle_diff(f.facing, 90) < 30);  /* north, at the Chinese */
    CHECK(tu_apply(st, &f, NULL, why, sizeof why) == 0);
    CHECK_INT(tu_face_pending(st), -1);
    tu_free(st);
}

static void targets_field(void)
{
    int a, d1, d2;
    char why[200] = "";
    tu_state *st = one_on_two(&a, &d1, &d2);
    tu_action c, back;
    cJSON *j, *old;
    char *txt;

    if (!st)
        { CHECK(0); return; }
    c = charge_both(a, d1, d2);
    j = tu_action_json(st, &c);
    txt = cJSON_PrintUnformatted(j);
    CHECK_CONTAINS(txt, "\"targets\":[\"cn1\",\"cn2\"]");
    CHECK(strstr(txt, "\"target\"") == NULL);
    CHECK(tu_action_from_json(st, j, &back, why, sizeof why) == 0);
    CHECK_INT(back.target, d1);
    CHECK_INT(back.nmore, 1);
    CHECK_INT(back.more[0], d2);
    free(txt);
    cJSON_Delete(j);
    /* a save's single "target" still reads; both keys at once do not */
    old = cJSON_Parse("{\"type\":\"charge\",\"tray\":\"jp1\",\"target\":\"cn2\"}");
    CHECK(tu_action_from_json(st, old, &back, why, sizeof why) == 0);
    CHECK_INT(back.target, d2);
    CHECK_INT(back.nmore, 0);
    cJSON_Delete(old);
    old = cJSON_Parse("{\"type\":\"charge\",\"tray\":\"jp1\",\"target\":\"cn2\","
                      "\"targets\":[\"cn1\"]}");
    CHECK(tu_action_from_json(st, old, &back, why, sizeof why) < 0);
    cJSON_Delete(old);
    /* the legal list offers the pair */
    {
        tu_action *l = malloc(TU_MAX_LEGAL * sizeof *l);
        int n = l ? tu_legal(st, l, TU_MAX_LEGAL) : 0, found = 0;
        for (int k = 0; k < n; k++)
            found |= l[k].type == TA_CHARGE && l[k].target == d1 && l[k].nmore == 1 &&
                     l[k].more[0] == d2;
        CHECK(found);
        free(l);
    }
    /* not a tray it cannot touch together with the first: cn2 moved 6"
     * further east */
    st->tray[d2].p.pos.x += 6;
    CHECK(tu_apply(st, &c, NULL, why, sizeof why) < 0);
    CHECK_CONTAINS(why, "at once");
    tu_free(st);
}

/* Short of the place touching both, the leader charges the first alone. */
static void short_of_both_charges_one(void)
{
    int a, d1, d2;
    char why[200] = "";
    tu_state *st = one_on_two_gap(&a, &d1, &d2, 2);
    tu_action c;

    if (!st)
        { CHECK(0); return; }
    c = charge_both(a, d1, d2);
    /* the pair 2" apart; jp1 12.9" straight south of contact with cn1:
     * 12" of moves and a die of 1 reach cn1's front straight on, not a
     * place 2" aside touching both (13.05") */
    CHECK(tu_allowance(st, a) == 6);
    st->tray[a].p.pos = geom_v(20, 20 - st->tray[d1].p.depth / 2 - st->tray[a].p.depth / 2 - 12.9);
    FORCE(st, 1,  1, 1, 1, 1,  1, 1, 1, 1);
    CHECK(tu_apply(st, &c, NULL, why, sizeof why) == 0);
    CHECK(table_touching(&st->tray[a].p, &st->tray[d1].p));
    CHECK(!table_touching(&st->tray[a].p, &st->tray[d2].p));
    CHECK_INT(dice_forced_left(&st->dice), 0);
    /* all ones, a tie: cn1 alone stays in the fight */
    CHECK_INT(st->tray[d1].melee, a);
    CHECK_INT(st->tray[d2].melee, -1);
    tu_free(st);
}

int main(void)
{
    RUN(one_attacker_beats_two);
    RUN(two_defenders_beat_one);
    RUN(targets_field);
    RUN(short_of_both_charges_one);
    TEST_END();
}
