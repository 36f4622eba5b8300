/* Unit tests of Tuan charges with several attackers: one fight in which
 * the attackers' hits add up against the defender's one roll, the
 * defender's casualties fall on the attackers in turn, every beaten
 * attacker rolls the winner's hits for morale, fighting on together, the
 * "with" field of the charge action, cavalry that loses its charging
 * bonus when its path crosses broken ground, and gun crews that charge on
 * foot. Forced dice throughout. */
#include <math.h>
#include <stdlib.h>

#include "test_tuan_common.h"


#define FORCE(st, ...) do { const int f_[] = { __VA_ARGS__ }; \
    (st)->dice.nscript = (st)->dice.pos = 0; dice_force(&(st)->dice, f_, (int)(sizeof f_ / sizeof f_[0])); } while (0)

/* jp1 and jp2 activated together (two actions each), cn1 ahead of them */
static tu_state *two_on_one(int *a1, int *a2, int *d)
{
    tu_state *st = tuan_board(NULL, TU_ALLIES);
    int g[2];

    if (!st)
        return NULL;
    *a1 = g[0] = tuan_put(st, "jp1", 16, 10, 90);
    *a2 = g[1] = tuan_put(st, "jp2", 24, 10, 90);
    *d = tuan_put(st, "cn1", 20, 20, 270);
    FORCE(st, 6, 6);
    tu_activate(st, g, 2, NULL);
    CHECK_INT(st->tray[*a1].actions, 2);
    CHECK_INT(st->tray[*a2].actions, 2);
    return st;
}

static tu_action charge2(int a1, int a2, int d)
{
    tu_action c = { .type = TA_CHARGE, .tray = a1, .target = d, .n = 1 };
    c.trays[0] = a2;
    return c;
}

static void attackers_add_their_hits(void)
{
    int a1, a2, d;
    char why[200] = "";
    tu_state *st = two_on_one(&a1, &a2, &d);
    tu_action c;

    if (!st)
        { CHECK(0); return; }
    c = charge2(a1, a2, d);
    /* two extra dice of inches; 2,2,2,2 and 2,2,1,1 at morale 1 are
     * 4 + 2 hits; the defender (morale 2) rolls 3,3,1,1: 2 hits. The
     * attackers win 6 to 2: the defender rolls six dice for morale, all
     * above 2, and holds. */
    FORCE(st, 6, 6,  2, 2, 2, 2,  2, 2, 1, 1,  3, 3, 1, 1,  3, 4, 5, 6, 3, 4);
    CHECK(tu_apply(st, &c, NULL, why, sizeof why) == 0);
    if (why[0])
        printf("  %s\n", why);
    CHECK_INT(dice_forced_left(&st->dice), 0);
    CHECK(table_touching(&st->tray[a1].p, &st->tray[d].p));
    CHECK(table_touching(&st->tray[a2].p, &st->tray[d].p));
    CHECK(!table_overlap(&st->tray[a1].p, &st->tray[a2].p));
    CHECK_INT(st->tray[a1].actions, 0);
    CHECK_INT(st->tray[a2].actions, 0);
    CHECK(!st->tray[d].routed);
    CHECK_INT(st->tray[d].figures, 4);       /* no 6 among the attackers' dice */
    /* all three stay in contact */
    CHECK_INT(st->tray[a1].melee, d);
    CHECK_INT(st->tray[a2].melee, d);
    CHECK(st->tray[d].melee == a1 || st->tray[d].melee == a2);
    /* next time both fight on together, with no activation roll: 8 dice
     * against 4, all ones: a tie */
    st->tray[a1].activated = st->tray[a2].activated = 0;
    st->phase = TU_P_SELECT;
    st->side = TU_ALLIES;
    tu_action on = { .type = TA_MELEE, .tray = a1, .target = d };
    FORCE(st, 1, 1, 1, 1, 1, 1, 1, 1,  1, 1, 1, 1,  5, 5);
    CHECK(tu_apply(st, &on, NULL, why, sizeof why) == 0);
    CHECK_INT(dice_forced_left(&st->dice), 2);
    CHECK(st->tray[a1].activated && st->tray[a2].activated);
    CHECK_INT(st->tray[a2].melee, d);
    tu_free(st);
}

static void defender_beats_both(void)
{
    int a1, a2, d;
    char why[200] = "";
    tu_state *st = two_on_one(&a1, &a2, &d);
    tu_action c;

    if (!st)
        { CHECK(0); return; }
    c = charge2(a1, a2, d);
    /* the attackers roll all ones: no hits. The defender rolls 6,6,3,3:
     * four hits, two casualties, one on each attacker (rolls 2 and 3:
     * figures). Each attacker, morale 2 now, rolls four dice: jp1 holds
     * (3,3,3,3), jp2 routs (1,1,3,3). */
    FORCE(st, 6, 6,  1, 1, 1, 1,  1, 1, 1, 1,  6, 6, 3, 3,  2, 3,  3, 3, 3, 3,  1, 1, 3, 3);
    CHECK(tu_apply(st, &c, NULL, why, sizeof why) == 0);
    CHECK_INT(dice_forced_left(&st->dice), 0);
    CHECK_INT(st->tray[a1].figures, 3);
    CHECK_INT(st->tray[a2].figures, 3);
    CHECK_INT(tu_morale(st, a1), 2);
    CHECK(!st->tray[a1].routed);
    CHECK(st->tray[a2].routed);
    CHECK(!table_touching(&st->tray[a2].p, &st->tray[d].p));
    CHECK_INT(st->tray[a2].melee, -1);
    CHECK_INT(st->tray[a1].melee, d);       /* the one that held stays */
    CHECK_INT(st->tray[d].melee, a1);
    tu_free(st);
}

static void with_field(void)
{
    int a1, a2, d;
    char why[200] = "";
    tu_state *st = two_on_one(&a1, &a2, &d);
    tu_action c, back;
    cJSON *j;
    char *txt;

    if (!st)
        { CHECK(0); return; }
    c = charge2(a1, a2, d);
    j = tu_action_json(st, &c);
    txt = cJSON_PrintUnformatted(j);
    CHECK_CONTAINS(txt, "\"with\":[\"jp2\"]");
    CHECK(tu_action_from_json(st, j, &back, why, sizeof why) == 0);
    CHECK_INT(back.tray, a1);
    CHECK_INT(back.n, 1);
    CHECK_INT(back.trays[0], a2);
    free(txt);
    cJSON_Delete(j);
    /* a plain charge has no "with" */
    c.n = 0;
    j = tu_action_json(st, &c);
    txt = cJSON_PrintUnformatted(j);
    CHECK(strstr(txt, "with") == NULL);
    free(txt);
    cJSON_Delete(j);
    /* the legal list offers the two together */
    {
        tu_action *l = malloc(TU_MAX_LEGAL * sizeof *l);
        int n = l ? tu_legal(st, l, TU_MAX_LEGAL) : 0, found = 0;
        for (int k = 0; k < n; k++)
            found |= l[k].type == TA_CHARGE && l[k].target == d && l[k].n == 1;
        CHECK(found);
        free(l);
    }
    /* a tray activated alone charges alone */
    tu_free(st);
    st = tuan_board(NULL, TU_ALLIES);
    a1 = tuan_put(st, "jp1", 16, 10, 90);
    a2 = tuan_put(st, "jp2", 24, 10, 90);
    d = tuan_put(st, "cn1", 20, 20, 270);
    FORCE(st, 6);
    tu_activate(st, &a1, 1, NULL);
    c = charge2(a1, a2, d);
    CHECK(tu_apply(st, &c, NULL, why, sizeof why) < 0);
    CHECK_CONTAINS(why, "alone");
    tu_free(st);
}

/* the dice a mounted charge uses, all ones (a tie: no morale rolls) */
static int cavalry_charge_dice(int woods)
{
    tu_state *st = tuan_board(NULL, TU_ALLIES);
    int a, d, used;
    char why[200] = "";
    const int ones[40] = { 6, 6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
                           1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1 };

    if (!st)
        return -1;
    if (woods) {
        vec2 w[4] = { { 10, 9 }, { 30, 9 }, { 30, 11 }, { 10, 11 } };
        table_add_area(&st->tab, TK_WOODS, 1, w, 4, 0, 0, "copse");
    }
    a = tuan_put(st, "jp1", 20, 4, 90);
    st->tray[a].arm = TU_CAVALRY;
    st->tray[a].mounted = 1;
    st->tray[a].figures = 3;
    d = tuan_put(st, "cn1", 20, 24, 270);
    st->dice.nscript = st->dice.pos = 0;
    dice_force(&st->dice, ones, 40);
    tu_activate(st, &a, 1, NULL);
    tu_action c = { .type = TA_CHARGE, .tray = a, .target = d };
    CHECK(tu_apply(st, &c, NULL, why, sizeof why) == 0);
    CHECK(table_touching(&st->tray[a].p, &st->tray[d].p));
    used = 40 - dice_forced_left(&st->dice);
    tu_free(st);
    return used;
}

static void cavalry_open_all_the_way(void)
{
    /* activation, extra inches, then 3 figures x best of 2, and 4 */
    CHECK_INT(cavalry_charge_dice(0), 2 + 6 + 4);
    /* through the copse: one die a figure */
    CHECK_INT(cavalry_charge_dice(1), 2 + 3 + 4);
}

/* the artillery's charge: the crew, on foot, once the gun is limbered */
static void gun_crews_charge(void)
{
    tu_state *st = tuan_board(NULL, TU_ALLIES);
    int g, d;
    char why[200] = "";

    if (!st)
        { CHECK(0); return; }
    g = tuan_put(st, "gun", 20, 10, 90);
    d = tuan_put(st, "cn1", 20, 16, 270);
    st->tray[g].limbered = 0;
    CHECK(tu_charge_ok(st, g, d, why, sizeof why) < 0);
    CHECK_CONTAINS(why, "limber");
    st->tray[g].limbered = 1;
    CHECK(tu_charge_ok(st, g, d, why, sizeof why) == 0);
    st->tray[g].limbered = 0;
    st->tray[g].crew_away = 1;
    CHECK(tu_charge_ok(st, g, d, why, sizeof why) == 0);
    tu_free(st);
}

int main(void)
{
    RUN(attackers_add_their_hits);
    RUN(defender_beats_both);
    RUN(with_field);
    RUN(cavalry_open_all_the_way);
    RUN(gun_crews_charge);
    TEST_END();
}
