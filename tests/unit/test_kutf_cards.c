/* test_kutf_cards: the card-order faults of the second audit — cup changes
 * that must not depend on the order a shuffled deck reveals them, card 19
 * that must not bring Li Bingheng's army in, and the log sentences that say
 * why an effect does not apply (compass units that do not come, a Loss
 * nobody can pay, a blocker going back to the cup). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "test_kutf_common.h"

/* A historical game past set-up, in the Legation Actions of card 1. */
static void start(void)
{
    static const char *const def[KUTF_UNITS] = {
        "N1", "N2", "E1", "E2", "S1", "S2", "W1", "W2" };
    int u;

    glog_clear(lg);
    kutf_init(s, &data, KUTF_DECK_HISTORICAL, 7);
    for (u = 0; u < KUTF_UNITS; u++) {
        kutf_action a = A(KUTF_A_PLACE);
        a.unit = u;
        a.box = tid((char[]){ def[u][0], 0 }) * 2 + (def[u][1] - '1');
        do_act(a);
    }
    CHECK_INT(s->seg, KUTF_SEG_ACTIONS);
}

static void apply_fx(int type, int unit, int src)
{
    kutf_fx fx;

    memset(&fx, 0, sizeof fx);
    fx.type = type;
    fx.amount = 1;
    fx.picks = 1;
    fx.unit = unit;
    s->fxq[0] = fx;
    s->fxq_src[0] = src;
    s->nfxq = 1;
    s->fxq_pos = 0;
    s->actions_left = 2;
    s->fort = 0;
    CHECK_INT(do_act(A(KUTF_A_FORTIFY)), 0);   /* any action runs the queue */
}

static int rel_has(const char *cid, int type, const char *bid)
{
    const kutf_card *c = &data.card[card(cid)];
    int i;

    for (i = 0; i < c->nrel; i++)
        if (c->rel[i].type == type && c->rel[i].unit == blk(bid))
            return 1;
    return 0;
}

/* Card 19, "Li Bingheng's Army Breaks", takes Li's army (Q7) out; it never
 * puts it in. Q6 comes with 16 and goes with 20, Q7 comes with 17. */
static void test_card19_data(void)
{
    CHECK(strstr(data.card[card("19")].title, "Li Bingheng") != NULL);
    CHECK(strstr(data.blocker[blk("Q7")].name, "Li Bingheng") != NULL);
    CHECK(!rel_has("19", KUTF_FX_CUP_ADD, "Q7"));
    CHECK(rel_has("19", KUTF_FX_CUP_REMOVE, "Q7"));
    CHECK(rel_has("16", KUTF_FX_CUP_ADD, "Q6"));
    CHECK(rel_has("20", KUTF_FX_CUP_REMOVE, "Q6"));
    CHECK(rel_has("17", KUTF_FX_CUP_ADD, "Q7"));
}

/* A removal revealed before its addition withdraws the unit for good: the
 * later addition does nothing and the log says why. */
static void test_cup_removal_first(void)
{
    int q6 = blk("Q6");

    start();
    CHECK_INT(s->bactive[q6], KUTF_BLK_NOT_YET);
    apply_fx(KUTF_FX_CUP_REMOVE, q6, card("20"));
    CHECK_INT(s->bactive[q6], KUTF_BLK_WITHDRAWN);
    CHECK(log_has("withdraws that force for good"));
    apply_fx(KUTF_FX_CUP_ADD, q6, card("16"));
    CHECK_INT(s->bactive[q6], KUTF_BLK_WITHDRAWN);
    CHECK_INT(cup_count(&s->cup, q6), 0);
    CHECK(log_has("Card 16 cannot add"));
    /* in the usual order: in, then out, and both are in the log */
    start();
    apply_fx(KUTF_FX_CUP_ADD, q6, card("16"));
    CHECK_INT(cup_count(&s->cup, q6), 1);
    CHECK(log_has("Into the cup, with the blocking forces: Ma Yukun's army (6)"));
    apply_fx(KUTF_FX_CUP_REMOVE, q6, card("20"));
    CHECK_INT(cup_count(&s->cup, q6), 0);
    CHECK(log_has("Out of the cup, leaving the blocking forces for good"));
}

/* Over many shuffled decks: once the card that removes a strength-6 or -7
 * blocker has been revealed, that blocker never faces the column again. */
static void test_cup_order_shuffled(void)
{
    int q6 = blk("Q6"), q7 = blk("Q7"), c19 = card("19"), c20 = card("20");
    long g, bad = 0, removed_first = 0;
    kutf_action a;

    for (g = 0; g < 1500; g++) {
        int mode = g % 2 ? KUTF_DECK_MIXED : KUTF_DECK_EPOCHS, steps = 0, i;
        int seen19 = 0, seen20 = 0, pos16 = -1, pos20 = -1;
        kutf_init(s, &data, mode, 0xc0ffee00u + (uint64_t)g);
        for (i = 0; i < s->deck.ndraw; i++) {   /* draw order is from the top */
            if (s->deck.draw[i] == card("16")) pos16 = i;
            if (s->deck.draw[i] == c20) pos20 = i;
        }
        removed_first += pos16 >= 0 && pos20 >= 0 && pos20 > pos16;
        while (!s->outcome && steps++ < 5000) {
            if (!kutf_bot_choose(s, &a) || kutf_apply(s, &a, NULL, NULL, 0) < 0)
                break;
            if (s->seg != KUTF_SEG_COMMANDS)
                continue;
            for (i = 0; i < s->deck.ndiscard; i++) {
                seen19 |= s->deck.discard[i] == c19;
                seen20 |= s->deck.discard[i] == c20;
            }
            if ((seen19 && (s->blocker == q7 || cup_count(&s->cup, q7))) ||
                (seen20 && (s->blocker == q6 || cup_count(&s->cup, q6))))
                bad++;
        }
        CHECK(s->outcome != KUTF_OUT_NONE);
    }
    CHECK_INT(bad, 0);
    CHECK(removed_first > 100);   /* the deck does put removals first */
}

/* Housekeeping puts the blocker back in the cup, and says so. */
static void test_blocker_back_logged(void)
{
    kutf_action a;
    int steps = 0;

    start();
    while (s->turn < 2 && !s->outcome && steps++ < 200) {
        CHECK(kutf_bot_choose(s, &a));
        CHECK_INT(do_act(a), 0);
    }
    CHECK_INT(s->turn, 2);
    CHECK(log_has("Back into the cup"));
}

/* [6.1] a compass unit for an occupied track does not come: the log says
 * which unit holds the track. */
static void test_compass_blocked_logged(void)
{
    kutf_action a;
    int steps = 0;

    start();
    memset(s->ch, 0, sizeof s->ch);
    s->ch[tid("S")].kind = KUTF_BOXER;    /* card 2 wants a Qing 5 here */
    s->ch[tid("S")].cp = 2;
    s->ch[tid("S")].space = KUTF_EXTREME;
    CHECK_INT(do_act(A(KUTF_A_END)), 0);
    while (s->turn < 2 && !s->outcome && steps++ < 200) {
        CHECK(kutf_bot_choose(s, &a));
        CHECK_INT(do_act(a), 0);
    }
    CHECK_INT(s->current, card("2"));
    CHECK(log_has("The card's Qing 5 for the South track does not come"));
    CHECK_INT(s->ch[tid("S")].kind, KUTF_BOXER);
}

/* [11.5] a Loss nothing can pay is ignored, and the log says why. */
static void test_loss_ignored_reason(void)
{
    int f[1] = { 1 };

    start();
    s->seg = KUTF_SEG_COMMANDS;
    s->actions_left = 0;
    s->commands_left = 2;
    s->blocker = blk("B4");
    s->dispersed = 0;
    dice_force(&s->dice, f, 1);
    CHECK_INT(do_act(A(KUTF_A_ATTACK)), 0);    /* 1 +1 < 4: defeat, 1 Loss */
    CHECK_INT(s->pend, KUTF_PEND_NONE);
    CHECK(log_has("1 Loss cannot be fulfilled and is ignored"));
    CHECK(log_has("Taku and cannot retreat"));
}


/* A Commands state at Matou (one space short of Peking), the road open. */
static void relief_state(int variants)
{
    start();
    s->variants = variants;
    s->seg = KUTF_SEG_COMMANDS;
    s->actions_left = 0;
    s->commands_left = 4;
    s->blocker = blk("B3");
    s->dispersed = 0;
    s->relief_pos = data.nroute - 3;
    s->speed_box = data.speed.nboxes - 1;
    s->power_box = data.power.nboxes - 1;
}

/* [11.3] Staying Power: by our reading every attack from the second on
 * costs a Combat Power box; by the "once" reading only the second. */
static void test_staying_readings(void)
{
    int f[3] = { 1, 1, 1 }, top = data.power.nboxes - 1;

    relief_state(0);
    s->blocker = blk("B5");            /* 1 +5 = 6 > 5: wins, stays beaten */
    dice_force(&s->dice, f, 3);
    s->dispersed = 0;
    CHECK_INT(do_act(A(KUTF_A_ATTACK)), 0);
    CHECK_INT(s->power_box, top);
    s->dispersed = 0;
    CHECK_INT(do_act(A(KUTF_A_ATTACK)), 0);
    CHECK_INT(s->power_box, top - 1);
    s->dispersed = 0;
    CHECK_INT(do_act(A(KUTF_A_ATTACK)), 0);
    CHECK_INT(s->power_box, top - 2);
    relief_state(KUTF_VAR_STAYING_ONCE);
    s->blocker = blk("B5");
    dice_force(&s->dice, f, 3);
    CHECK_INT(do_act(A(KUTF_A_ATTACK)), 0);
    s->dispersed = 0;
    CHECK_INT(do_act(A(KUTF_A_ATTACK)), 0);
    s->dispersed = 0;
    CHECK_INT(do_act(A(KUTF_A_ATTACK)), 0);
    CHECK_INT(s->power_box, top - 1);
}

/* [11.4] arrival on the second advance is scored before its Speed drop;
 * by the turn-end reading of [4.0] the game goes on to Housekeeping and
 * leftover Commands may build. */
static void test_arrival_readings(void)
{
    int f[3] = { 6, 6, 6 };
    int vp_speed = data.speed.drm[data.speed.nboxes - 1];

    relief_state(0);
    dice_force(&s->dice, f, 3);
    CHECK_INT(do_act(A(KUTF_A_ATTACK)), 0);
    CHECK_INT(do_act(A(KUTF_A_ADVANCE)), 0);
    CHECK_INT(do_act(A(KUTF_A_ADVANCE)), 0);    /* second advance: Peking */
    CHECK(s->outcome >= KUTF_OUT_PYRRHIC);
    CHECK_INT(s->vp.drm, vp_speed + data.power.drm[data.power.nboxes - 1]);

    relief_state(KUTF_VAR_ARRIVE_AT_END);
    s->commands_left = 5;
    dice_force(&s->dice, f, 3);
    CHECK_INT(do_act(A(KUTF_A_ATTACK)), 0);
    CHECK_INT(do_act(A(KUTF_A_ADVANCE)), 0);
    CHECK_INT(do_act(A(KUTF_A_ADVANCE)), 0);
    CHECK_INT(s->outcome, KUTF_OUT_NONE);
    CHECK_INT(s->arrived, 1);
    CHECK_INT(s->speed_box, data.speed.nboxes - 2);   /* the drop is made */
    CHECK(do_act(A(KUTF_A_ADVANCE)) < 0);             /* nowhere to go */
    CHECK_INT(do_act(A(KUTF_A_SPEED)), 0);            /* but it may build */
    CHECK(s->outcome >= KUTF_OUT_PYRRHIC);   /* all at maximum: turn over */
    CHECK_INT(s->vp.drm, vp_speed + data.power.drm[data.power.nboxes - 1]);
}

int main(void)
{
    errs e;

    errs_clear(&e);
    if (!kutf_data_load(&data, "scenarios/kutf", &e)) {
        errs_print(&e, stdout);
        printf("FAIL load\n");
        return 1;
    }
    lg = glog_new(4000);
    RUN(test_card19_data);
    RUN(test_cup_removal_first);
    RUN(test_cup_order_shuffled);
    RUN(test_blocker_back_logged);
    RUN(test_compass_blocked_logged);
    RUN(test_loss_ignored_reason);
    RUN(test_staying_readings);
    RUN(test_arrival_readings);
    glog_free(lg);
    TEST_END();
}
