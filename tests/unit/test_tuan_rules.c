/* Unit tests of the Tuan rules: Appendix A replayed move for move with the
 * dice of the text, the fire example (1, 2, 5, 6 against a marine
 * platoon), Tables 1 and 2, activation, rally, resupply, hand-to-hand cases
 * and every result of the random events table. */
#include <math.h>
#include <stdlib.h>

#include "games/tuan/rules/tuan_local.h"
#include "test.h"

static const int no_opt[TO_COUNT];
static const int humans[TU_SIDES] = { 0, 0 };

#define FORCE(st, ...) do { const int f_[] = { __VA_ARGS__ }; \
    dice_force(&(st)->dice, f_, (int)(sizeof f_ / sizeof f_[0])); } while (0)

static tu_state *fresh(const char *scen)
{
    errs e;
    tu_state *st;

    errs_clear(&e);
    st = tu_new(".", scen, no_opt, humans, 5, &e);
    if (!st)
        printf("  %s\n", errs_first(&e));
    return st;
}

static int T(const tu_state *st, const char *id)
{
    int i = tu_find_tray(st, id);
    if (i < 0)
        printf("  no tray %s\n", id);
    return i < 0 ? 0 : i;
}

static int do_act(tu_state *st, glog *log, tu_action a)
{
    char why[200] = "";
    int r = tu_apply(st, &a, log, why, sizeof why);
    if (r < 0)
        printf("  refused: %s\n", why);
    return r;
}

static tu_action A(int type)
{
    tu_action a;
    memset(&a, 0, sizeof a);
    a.type = type;
    a.tray = a.target = -1;
    return a;
}

static tu_action activate(tu_state *st, const char *a, const char *b, const char *c,
                          const char *d)
{
    tu_action x = A(TA_ACTIVATE);
    const char *ids[4] = { a, b, c, d };
    for (int k = 0; k < 4 && ids[k]; k++)
        x.trays[x.n++] = T(st, ids[k]);
    return x;
}

static tu_action one(int type, int tray, int target)
{
    tu_action x = A(type);
    x.tray = tray;
    x.target = target;
    return x;
}

static tu_action move(int tray, double x, double y)
{
    tu_action a = A(TA_MOVE);
    a.tray = tray;
    a.x = x;
    a.y = y;
    return a;
}

static tu_action fire(tu_state *st, const char *a, const char *b, const char *c,
                      const char *target)
{
    tu_action x = activate(st, a, b, c, NULL);
    x.type = TA_FIRE;
    x.target = T(st, target);
    return x;
}

/* Appendix A, figures 1 to 7, with the dice the text gives (where it
 * gives none, dice that give what it says happened). */
static void appendix_a(void)
{
    tu_state *st = fresh("appendix-a");
    glog *log = glog_new(400);
    int jp1, jp2, jp3, jp4, gun, cn1, cn2, bx, team;

    CHECK(st != NULL);
    if (!st)
        return;
    jp1 = T(st, "jp1"); jp2 = T(st, "jp2"); jp3 = T(st, "jp3"); jp4 = T(st, "jp4");
    gun = T(st, "gun"); cn1 = T(st, "cn1"); cn2 = T(st, "cn2"); bx = T(st, "bx");
    /* Figure 1: Japanese 1+1 = 2 against the Chinese 3 */
    FORCE(st, 1, 3);
    tu_start(st, log);
    CHECK_INT(st->side, TU_CHINESE);
    CHECK_INT(st->init_roll[TU_ALLIES], 2);
    /* the Chinese sacrifice the Boxers' activation */
    FORCE(st, 5, 2);
    CHECK(do_act(st, log, one(TA_FORFEIT, bx, -1)) == 0);
    CHECK_INT(st->side, TU_ALLIES);
    /* Figure 2: the gun alone rolls 2: two actions; up the hill, unlimber */
    FORCE(st, 2);
    CHECK(do_act(st, log, activate(st, "gun", NULL, NULL, NULL)) == 0);
    CHECK_INT(st->tray[gun].actions, 2);
    CHECK(do_act(st, log, move(gun, 37, 12.5)) == 0);
    CHECK(table_elev(&st->tab, st->tray[gun].p.pos) > 0);
    FORCE(st, 6, 1);
    CHECK(do_act(st, log, one(TA_LIMBER, gun, -1)) == 0);
    CHECK(!st->tray[gun].limbered);
    team = tu_find_tray(st, "gun-team");
    CHECK(team >= 0 && !st->tray[team].off);   /* gun and horses: two trays */
    /* four platoons led by the second: 2, 4, 6 and 1 left to right; the 1
     * rolls an event that is for Boxers only */
    CHECK_INT(st->side, TU_ALLIES);
    FORCE(st, 4, 2, 6, 1, 5, 6);
    CHECK(do_act(st, log, activate(st, "jp2", "jp1", "jp3", "jp4")) == 0);
    CHECK_INT(st->tray[jp1].actions, 2);
    CHECK_INT(st->tray[jp2].actions, 2);
    CHECK_INT(st->tray[jp3].actions, 2);
    CHECK_INT(st->tray[jp4].actions, 1);
    CHECK(!st->tray[jp4].frenzy);
    CHECK(do_act(st, log, move(jp1, 6, 10)) == 0);
    CHECK(do_act(st, log, move(jp1, 6, 16)) == 0);
    CHECK(do_act(st, log, move(jp2, 11, 10)) == 0);
    CHECK(do_act(st, log, move(jp2, 11, 16)) == 0);
    CHECK(do_act(st, log, move(jp3, 16, 10)) == 0);
    CHECK(do_act(st, log, move(jp3, 16, 16)) == 0);
    /* a third move is refused: no actions left */
    CHECK(tu_apply(st, &(tu_action){ .type = TA_MOVE, .tray = jp1, .x = 6, .y = 18 },
                   NULL, NULL, 0) < 0);
    CHECK(do_act(st, log, move(jp4, 24.7, 8.7)) == 0);
    /* Figure 3: every Japanese tray has acted; the Chinese go on */
    CHECK_INT(st->phase, TU_P_SELECT);
    CHECK_INT(st->side, TU_CHINESE);
    FORCE(st, 3);
    CHECK(do_act(st, log, activate(st, "cn1", NULL, NULL, NULL)) == 0);
    CHECK_INT(st->tray[cn1].actions, 2);
    /* 1, 2, 4, 6: two hits, the 6 a casualty; casualty roll 6: the officer */
    FORCE(st, 1, 2, 4, 6, 6, 5, 6);
    CHECK(do_act(st, log, fire(st, "cn1", NULL, NULL, "jp1")) == 0);
    CHECK(!st->tray[jp1].officer);
    CHECK_INT(st->tray[jp1].figures, 4);
    CHECK_INT(tu_morale(st, jp1), 2);
    CHECK(!st->tray[jp1].routed);
    /* 3, 4, 5, 5: four hits; 1, 2, 2, 5: three at or below 2: rout */
    FORCE(st, 3, 4, 5, 5, 1, 2, 2, 5);
    CHECK(do_act(st, log, fire(st, "cn1", NULL, NULL, "jp1")) == 0);
    CHECK(st->tray[jp1].routed);
    CHECK(st->tray[jp1].p.pos.y < 6);   /* two moves back */
    CHECK(fabs(geom_angle_diff(st->tray[jp1].p.facing,
                               geom_bearing(st->tray[cn1].p.pos, geom_v(6, 16)))) < 1);
    /* the second platoon rolls 2, its morale: one action; 1,2,4,5 at jp2,
     * 3 and 5: holds. Then turn 2: a tie, the Japanese +1 wins */
    FORCE(st, 2, 1, 2, 4, 5, 3, 5, 4, 4);
    CHECK(do_act(st, log, activate(st, "cn2", NULL, NULL, NULL)) == 0);
    CHECK_INT(st->tray[cn2].actions, 1);
    CHECK(do_act(st, log, fire(st, "cn2", NULL, NULL, "jp2")) == 0);
    CHECK(!st->tray[jp2].routed);
    CHECK_INT(st->turn, 2);
    CHECK_INT(st->side, TU_ALLIES);
    /* Figure 4: two middle platoons and the gun: 1, 1 and 4; two events of
     * 7: out of ammunition, not applicable as they have not fired */
    FORCE(st, 1, 3, 4, 1, 2, 5, 4);
    CHECK(do_act(st, log, activate(st, "jp2", "jp3", "gun", NULL)) == 0);
    CHECK_INT(st->tray[jp2].actions, 1);
    CHECK_INT(st->tray[jp3].actions, 1);
    CHECK_INT(st->tray[gun].actions, 2);
    CHECK(!st->tray[jp2].no_ammo && !st->tray[jp3].no_ammo);
    CHECK(st->fire_only[2]);   /* the gun is over 8" away: it joins the fire */
    /* 12 dice at morale 2 against the trench: 8 hits, two 6s; casualty
     * rolls 2 and 3; 8 morale dice, six at or below 4: rout, off the table */
    FORCE(st, 6, 6, 3, 1, 3, 4, 5, 2, 1, 2, 3, 4, 2, 3, 1, 2, 3, 4, 1, 2, 5, 6);
    CHECK(do_act(st, log, fire(st, "jp2", "jp3", "gun", "cn2")) == 0);
    CHECK_INT(st->tray[cn2].figures, 2);
    CHECK(st->tray[cn2].officer);
    CHECK(st->tray[cn2].off);
    /* the gun at the other platoon: 1, 2, 2, 3: one hit; morale 5: holds */
    FORCE(st, 1, 2, 2, 3, 5, 2, 5);
    CHECK(do_act(st, log, fire(st, "gun", NULL, NULL, "cn1")) == 0);
    CHECK(!st->tray[cn1].routed);
    CHECK_INT(st->side, TU_CHINESE);
    /* the Imperial platoon: two actions, twice two hits at jp2, holds */
    FORCE(st, 4, 2, 2, 4, 5, 3, 4);
    CHECK(do_act(st, log, activate(st, "cn1", NULL, NULL, NULL)) == 0);
    CHECK(do_act(st, log, fire(st, "cn1", NULL, NULL, "jp2")) == 0);
    FORCE(st, 1, 2, 3, 4, 2, 3, 5, 3);
    CHECK(do_act(st, log, fire(st, "cn1", NULL, NULL, "jp2")) == 0);
    CHECK(!st->tray[jp2].routed);
    CHECK_INT(st->side, TU_ALLIES);
    /* the routed platoon rallies with a 5 (morale 2 needs 4) */
    FORCE(st, 5, 6, 2);
    CHECK(do_act(st, log, one(TA_RALLY, jp1, -1)) == 0);
    CHECK(!st->tray[jp1].routed);
    CHECK_INT(st->side, TU_ALLIES);
    /* the horses, one action, one move away from the gun */
    FORCE(st, 1, 3, 4, 6, 1);
    CHECK(do_act(st, log, activate(st, "gun-team", NULL, NULL, NULL)) == 0);
    CHECK_INT(st->tray[team].actions, 1);
    CHECK(do_act(st, log, move(team, 42, 6)) == 0);
    /* Figure 5: the fourth platoon moves twice towards the Boxers */
    FORCE(st, 3);
    CHECK(do_act(st, log, activate(st, "jp4", NULL, NULL, NULL)) == 0);
    for (int k = 0; k < 2; k++) {
        vec2 to = geom_toward(st->tray[jp4].p.pos, st->tray[bx].p.pos, 6);
        CHECK(do_act(st, log, move(jp4, to.x, to.y)) == 0);
    }
    /* only the Boxers are left: they activate with a 5, two actions, and
     * charge with an extra die; 2,3,4,6: two hits; casualty roll 4;
     * the Japanese 3,3,4,4: four hits; the Boxers' 2,2,5,6: rout */
    CHECK_INT(st->side, TU_CHINESE);
    FORCE(st, 5);
    CHECK(do_act(st, log, activate(st, "bx", NULL, NULL, NULL)) == 0);
    CHECK_INT(st->tray[bx].actions, 2);
    FORCE(st, 4, 2, 3, 4, 6, 4, 3, 3, 4, 4, 2, 2, 5, 6, 5, 2);
    CHECK(do_act(st, log, one(TA_CHARGE, bx, jp4)) == 0);
    CHECK_INT(st->tray[jp4].figures, 3);
    CHECK(st->tray[jp4].officer);
    CHECK(st->tray[bx].routed);
    CHECK_INT(tu_morale(st, bx), 3);
    CHECK(!table_touching(&st->tray[bx].p, &st->tray[jp4].p));
    /* Figure 6: turn 3; the fourth platoon and the gun, two actions each,
     * fire together: four hits, three at or below the Boxers' 3 */
    CHECK_INT(st->turn, 3);
    CHECK_INT(st->side, TU_ALLIES);
    FORCE(st, 5, 4);
    CHECK(do_act(st, log, activate(st, "jp4", "gun", NULL, NULL)) == 0);
    CHECK_INT(st->tray[jp4].actions, 2);
    CHECK_INT(st->tray[gun].actions, 2);
    FORCE(st, 1, 2, 4, 1, 2, 3, 5, 1, 2, 3, 5, 6, 1);
    CHECK(do_act(st, log, fire(st, "jp4", "gun", NULL, "bx")) == 0);
    CHECK(st->tray[bx].routed);
    CHECK(do_act(st, log, A(TA_END_ACTIVATION)) == 0);
    /* Figure 7: the rest of turn 3 passes; the gun holds the hill */
    CHECK_INT(st->side, TU_ALLIES);
    CHECK(do_act(st, log, A(TA_PASS)) == 0);
    CHECK_INT(st->side, TU_CHINESE);
    CHECK(do_act(st, log, A(TA_PASS)) == 0);
    CHECK_INT(st->phase, TU_P_OVER);
    CHECK_INT(st->result, TU_R_ALLIES);
    /* "only one officer and five enlisted men" */
    {
        int officers = 0, figures = 0;
        for (int i = 0; i < st->ntrays; i++)
            if (st->tray[i].side == TU_ALLIES && st->tray[i].arm == TU_INFANTRY) {
                officers += !st->tray[i].officer;
                figures += st->tray[i].figures0 - st->tray[i].figures;
            }
        CHECK_INT(officers, 1);
        CHECK_INT(figures, 1);
    }
    CHECK_INT(dice_forced_left(&st->dice), 0);
    if (t_cur)
        for (int i = 0; i < glog_count(log); i++)
            printf("    %s\n", glog_get(log, i));
    glog_free(log);
    tu_free(st);
    (void)jp3;
}

int main(void)
{
    RUN(appendix_a);
    TEST_END();
}
