/* Unit tests of the computer's levels in Tuan (the difficulty option;
 * scenarios/tuan/notes.md, "Computer levels"): set positions on the
 * Appendix A table where a hard or easy computer chooses otherwise than
 * the normal one, each level's own choice pinned. */
#include <string.h>

#include "game.h"
#include "test_tuan_common.h"

/* The computer's choice for side in st at level lv (the other side normal). */
static tu_action choice_at(tu_state *st, int side, int lv)
{
    tu_action a;

    st->level[TU_ALLIES] = st->level[TU_CHINESE] = GAME_LEVEL_NORMAL;
    st->level[side] = lv;
    memset(&a, 0, sizeof a);
    CHECK_INT(tu_bot_choose(st, &a), 0);
    return a;
}

/* Tray i of st->side activated alone, with its two actions. */
static void activate_alone(tu_state *st, int i)
{
    st->phase = TU_P_ACT;
    st->side = st->tray[i].side;
    st->group[0] = i;
    st->ngroup = 1;
    st->single = 1;
    st->fire_only[0] = 0;
    st->tray[i].activated = 1;
    st->tray[i].actions = 2;
}

/* Two Japanese platoons in the open, side by side and as far from the
 * Imperial platoon; one has lost a man. The normal computer fires at the
 * hurt one (its morale is the worse, so it routs sooner), the hard
 * Chinese at the fresh one: the hurt platoon is already half out of the
 * fight, the fresh one still has all its rifles. */
static void hard_chinese_fire_at_the_fresh(void)
{
    tu_state *st = tuan_board(NULL, -1);
    int cn, hurt, fresh;
    tu_action a;

    if (!st)
        { CHECK(0); return; }
    cn = tuan_put(st, "cn1", 16, 42, 270);
    hurt = tuan_put(st, "jp1", 12, 30, 90);
    fresh = tuan_put(st, "jp2", 20, 30, 90);
    st->tray[hurt].figures--;
    st->tray[hurt].lost = 1;
    activate_alone(st, cn);
    a = choice_at(st, TU_CHINESE, GAME_LEVEL_NORMAL);
    CHECK_INT(a.type, TA_FIRE);
    CHECK_INT(a.target, hurt);
    a = choice_at(st, TU_CHINESE, GAME_LEVEL_HARD);
    CHECK_INT(a.type, TA_FIRE);
    CHECK_INT(a.target, fresh);
    /* easy fires at the hurt, as ever */
    a = choice_at(st, TU_CHINESE, GAME_LEVEL_EASY);
    CHECK_INT(a.target, hurt);
    tu_free(st);
}

/* A routed Japanese platoon of poor morale (4) in the open, a steady
 * one (morale 1) in the trench, neither has lost a man: the normal computer fires at the routed one (its bad
 * morale and the open ground make the volley look worth more), the hard
 * Chinese at the steady one, which will still fight; the routed one is
 * leaving the field. */
static void hard_chinese_pass_over_the_routed(void)
{
    tu_state *st = tuan_board(NULL, -1);
    int cn, routed, steady;
    tu_action a;

    if (!st)
        { CHECK(0); return; }
    cn = tuan_put(st, "cn1", 16, 34, 90);
    routed = tuan_put(st, "jp1", 22, 40, 90);
    steady = tuan_put(st, "jp2", 10, 42, 90);
    st->tray[routed].base_morale = 4;
    st->tray[steady].base_morale = 1;
    st->tray[routed].routed = 1;
    st->tray[routed].routed_turn = st->turn;
    st->tray[routed].activated = 1;
    CHECK(tu_in_cover(st, st->tray[steady].p.pos));
    CHECK(!tu_in_cover(st, st->tray[routed].p.pos));
    activate_alone(st, cn);
    a = choice_at(st, TU_CHINESE, GAME_LEVEL_NORMAL);
    CHECK_INT(a.type, TA_FIRE);
    CHECK_INT(a.target, routed);
    a = choice_at(st, TU_CHINESE, GAME_LEVEL_HARD);
    CHECK_INT(a.type, TA_FIRE);
    CHECK_INT(a.target, steady);
    tu_free(st);
}

/* Both Imperial platoons see the same Japanese platoon, at morale 3 (one
 * man lost each). The normal computer groups only trays of morale 1-2,
 * so it activates one alone; the hard Chinese activate both together:
 * one volley, one morale check for all their hits. */
static void hard_chinese_group_any_morale(void)
{
    tu_state *st = tuan_board(NULL, TU_CHINESE);
    int c1, c2, jp;
    tu_action a;

    if (!st)
        { CHECK(0); return; }
    c1 = tuan_put(st, "cn1", 14, 42, 270);
    c2 = tuan_put(st, "cn2", 20, 42, 270);
    jp = tuan_put(st, "jp1", 17, 30, 90);
    for (int k = 0; k < 2; k++) {
        int i = k ? c2 : c1;
        st->tray[i].figures--;
        st->tray[i].lost = 1;
        CHECK_INT(tu_morale(st, i), 3);
        CHECK(tu_can_fire_at(st, i, jp, NULL, 0));
    }
    a = choice_at(st, TU_CHINESE, GAME_LEVEL_NORMAL);
    CHECK_INT(a.type, TA_ACTIVATE);
    CHECK_INT(a.n, 1);
    a = choice_at(st, TU_CHINESE, GAME_LEVEL_HARD);
    CHECK_INT(a.type, TA_ACTIVATE);
    CHECK_INT(a.n, 2);
    tu_free(st);
}

/* The Imperial platoon holds its trench with no Japanese in range; the
 * Boxers behind the hill have somewhere to go. The normal computer gives
 * up the platoon's turn first (it comes first on the list); the hard
 * Chinese defender sends the Boxers first and keeps the platoon's turn
 * for when the Japanese come into range. */
static void hard_chinese_defender_holds_last(void)
{
    tu_state *st = tuan_board(NULL, TU_CHINESE);
    int cn, bx;
    tu_action a;

    if (!st)
        { CHECK(0); return; }
    cn = tuan_put(st, "cn1", 10, 42, 270);
    bx = tuan_put(st, "bx", 40, 28, 270);
    tuan_put(st, "jp1", 6, 4, 90);
    CHECK(tu_in_cover(st, st->tray[cn].p.pos));
    a = choice_at(st, TU_CHINESE, GAME_LEVEL_NORMAL);
    CHECK_INT(a.type, TA_FORFEIT);
    CHECK_INT(a.tray, cn);
    a = choice_at(st, TU_CHINESE, GAME_LEVEL_HARD);
    CHECK_INT(a.type, TA_ACTIVATE);
    CHECK_INT(a.n, 1);
    CHECK_INT(a.trays[0], bx);
    tu_free(st);
}

/* Easy defenders do not hold cover: the same platoon is activated to
 * leave its trench for the hill. */
static void easy_defender_leaves_cover(void)
{
    tu_state *st = tuan_board(NULL, TU_CHINESE);
    int cn;
    tu_action a;

    if (!st)
        { CHECK(0); return; }
    cn = tuan_put(st, "cn1", 10, 42, 270);
    tuan_put(st, "jp1", 6, 4, 90);
    a = choice_at(st, TU_CHINESE, GAME_LEVEL_NORMAL);
    CHECK_INT(a.type, TA_FORFEIT);
    a = choice_at(st, TU_CHINESE, GAME_LEVEL_EASY);
    CHECK_INT(a.type, TA_ACTIVATE);
    CHECK_INT(a.trays[0], cn);
    activate_alone(st, cn);
    a = choice_at(st, TU_CHINESE, GAME_LEVEL_EASY);
    CHECK_INT(a.type, TA_MOVE);
    CHECK(geom_dist(geom_v(a.x, a.y), st->tray[cn].p.pos) > 1);
    tu_free(st);
}

/* An easy attacker comes on by half moves: the Japanese platoon far from
 * any enemy moves its whole 6" when normal, at most 3" when easy. */
static void easy_attacker_half_moves(void)
{
    tu_state *st = tuan_board(NULL, -1);
    int jp;
    tu_action a;
    double allow, d;

    if (!st)
        { CHECK(0); return; }
    jp = tuan_put(st, "jp1", 6, 4, 90);
    tuan_put(st, "cn1", 10, 42, 270);
    activate_alone(st, jp);
    allow = tu_allowance(st, jp);
    a = choice_at(st, TU_ALLIES, GAME_LEVEL_NORMAL);
    CHECK_INT(a.type, TA_MOVE);
    d = geom_dist(geom_v(a.x, a.y), st->tray[jp].p.pos);
    CHECK(d > allow / 2 + 0.5);
    a = choice_at(st, TU_ALLIES, GAME_LEVEL_EASY);
    CHECK_INT(a.type, TA_MOVE);
    d = geom_dist(geom_v(a.x, a.y), st->tray[jp].p.pos);
    CHECK(d > 0.5 && d <= allow / 2 + 1e-6);
    tu_free(st);
}

/* A Japanese platoon that has fired, an Imperial platoon of good morale
 * (2) in the open 4" in front of it: the normal computer charges only a
 * shaken enemy (morale 3 or 4) and fires again; the easy one charges
 * anyway, into a fight it does not clearly win. */
static void easy_riflemen_charge_after_firing(void)
{
    tu_state *st = tuan_board(NULL, -1);
    int jp, cn;
    tu_action a;

    if (!st)
        { CHECK(0); return; }
    jp = tuan_put(st, "jp1", 16, 20, 90);
    cn = tuan_put(st, "cn1", 16, 25, 270);
    CHECK_INT(tu_morale(st, cn), 2);
    activate_alone(st, jp);
    st->tray[jp].fired = 1;
    a = choice_at(st, TU_ALLIES, GAME_LEVEL_NORMAL);
    CHECK(a.type != TA_CHARGE);
    a = choice_at(st, TU_ALLIES, GAME_LEVEL_EASY);
    CHECK_INT(a.type, TA_CHARGE);
    CHECK_INT(a.target, cn);
    tu_free(st);
}

/* A hard attacker, Allied as Chinese, takes the first place better than
 * where it stands rather than the one best: the trays come on spread out
 * (each of them does, so they do not all make for the same spot). The
 * Japanese platoon here goes elsewhere than the normal one, and still
 * nearer the gun hill it must take. */
static void hard_allied_attacker_spreads(void)
{
    tu_state *st = tuan_board(NULL, -1);
    int jp;
    tu_action n, h;
    vec2 hill;

    if (!st)
        { CHECK(0); return; }
    jp = tuan_put(st, "jp1", 42, 26, 90);
    tuan_put(st, "cn1", 18, 44, 270);
    activate_alone(st, jp);
    n = choice_at(st, TU_ALLIES, GAME_LEVEL_NORMAL);
    h = choice_at(st, TU_ALLIES, GAME_LEVEL_HARD);
    CHECK_INT(n.type, TA_MOVE);
    CHECK_INT(h.type, TA_MOVE);
    CHECK(geom_dist(geom_v(n.x, n.y), geom_v(h.x, h.y)) > 1);
    hill = st->obj[0].at;
    CHECK(geom_dist(geom_v(h.x, h.y), hill) < geom_dist(st->tray[jp].p.pos, hill));
    tu_free(st);
}

int main(void)
{
    RUN(hard_chinese_fire_at_the_fresh);
    RUN(hard_chinese_pass_over_the_routed);
    RUN(hard_chinese_group_any_morale);
    RUN(hard_chinese_defender_holds_last);
    RUN(easy_defender_leaves_cover);
    RUN(easy_attacker_half_moves);
    RUN(easy_riflemen_charge_after_firing);
    RUN(hard_allied_attacker_spreads);
    TEST_END();
}
