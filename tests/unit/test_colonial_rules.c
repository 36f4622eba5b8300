/* Colonial Siege rules with forced dice: the worked examples (the
 * composition roll; the 23 on 7D6 in the open and in hard cover), every
 * kind of card, both draws of the Ace of Hearts, Jokers before and after
 * the sighting, native morale with a 6, fanatics, the gun's crew losses. */
#include "test_colonial_common.h"

/* 4 and 3 on the average dice with a 6: four better troops (the attacker
 * picks their kind); the same without the 6: seven regulars. */
static void composition_example(void)
{
    col_state *st = fresh(NULL);
    char why[200];
    col_action a;
    int g;

    st->stage = ST_REINF;
    col_queue_reinf(st, 0, 0, 0);
    force(st, (int[]){ 4, 3, 6 }, 3);
    col_advance(st, NULL);
    CHECK_INT(st->dec, DEC_SPECIAL);
    CHECK_INT(st->pend_hi, 4);
    CHECK(!col_special_ok(st, T_GUN));      /* the field gun needs a five */
    CHECK(col_special_ok(st, T_TIGERS));
    a = A(CA_SPECIAL, -1, -1);
    a.n = T_TIGERS;
    CHECK_INT(do_act(st, a, why), 0);
    CHECK_INT(st->dec, DEC_PLACE);
    CHECK_INT(st->pend_size, 4);
    a = A(CA_PLACE, -1, -1);
    a.x = 24;
    st->stage = ST_CHECK + 100;   /* stop the cycle after placing */
    col_place(st, a.x, NULL);
    g = -1;
    for (int k = 0; k < COL_MAX_GROUP; k++)
        if (st->grp[k].used && st->grp[k].side == COL_ATT)
            g = k;
    CHECK(g >= 0);
    CHECK_INT(col_count(st, g), 4);
    CHECK_INT(st->grp[g].type, T_TIGERS);
    CHECK_INT(st->pool[T_TIGERS], 16);
    for (int f = 0; f < st->nfig; f++)   /* two deep along the north edge */
        if (st->fig[f].used && st->fig[f].group == g)
            CHECK(st->fig[f].pos.y > 46 && st->fig[f].pos.y < 48);
    free(st);

    st = fresh(NULL);
    st->stage = ST_REINF;
    col_queue_reinf(st, 2, 0, 0);
    force(st, (int[]){ 4, 3, 2 }, 3);
    col_reinf_step(st, NULL);
    CHECK_INT(st->dec, DEC_PLACE);
    CHECK_INT(st->pend_type, T_BOXERS);
    CHECK_INT(st->pend_size, 7);
    col_place(st, 24, NULL);
    CHECK_INT(st->pool[T_BOXERS], 53);
    CHECK_INT(col_natives_on_table(st), 7);
    free(st);

    /* a five on the number die lets the field gun come */
    st = fresh(NULL);
    st->stage = ST_REINF;
    col_queue_reinf(st, 1, 0, 0);
    force(st, (int[]){ 5, 2, 6 }, 3);
    col_reinf_step(st, NULL);
    CHECK_INT(st->dec, DEC_SPECIAL);
    CHECK(col_special_ok(st, T_GUN));
    col_choose_special(st, T_GUN, NULL);
    CHECK_INT(st->pend_size, 4);
    free(st);
}

/* The reinforcement roll: 1-4 an edge, 5-6 none; a finite pool. */
static void reinforcement_roll_and_pool(void)
{
    col_state *st = fresh(NULL);

    st->stage = ST_REINF;
    col_queue_reinf(st, -1, 0, 0);
    force(st, (int[]){ 5 }, 1);
    col_reinf_step(st, NULL);
    CHECK_INT(st->dec, DEC_NONE);
    CHECK_INT(st->pend_units, 0);
    col_queue_reinf(st, -1, 0, 0);
    force(st, (int[]){ 3, 5, 5, 1 }, 4);
    col_reinf_step(st, NULL);
    CHECK_INT(st->pend_edge, 2);
    CHECK_INT(st->pend_size, 10);
    /* the pool runs dry: only what is left comes */
    st->dec = DEC_NONE;
    st->pool[T_BOXERS] = 3;
    st->pend_units = 0;
    col_queue_reinf(st, 0, 0, 0);
    force(st, (int[]){ 5, 5, 1 }, 3);
    col_reinf_step(st, NULL);
    CHECK_INT(st->pend_size, 3);
    st->pool[T_BOXERS] = 0;
    st->dec = DEC_NONE;
    col_queue_reinf(st, 0, 0, 0);
    force(st, (int[]){ 5, 5, 1 }, 3);
    col_reinf_step(st, NULL);
    CHECK_INT(st->dec, DEC_NONE);   /* none left: none come */
    /* the empty-table roll rerolls 5s and 6s */
    st->pool[T_BOXERS] = 60;
    col_queue_reinf(st, -1, 1, 0);
    force(st, (int[]){ 6, 5, 2, 3, 3, 1 }, 6);
    col_reinf_step(st, NULL);
    CHECK_INT(st->pend_edge, 1);
    free(st);
}

/* The shooting example: 6,5,2,2,3,4,1 = 23 kills three in the open, one in
 * hard cover (rocks); one ammunition counter either way. */
static void shooting_example(void)
{
    for (int hard = 0; hard < 2; hard++) {
        col_state *st = fresh(NULL);
        char why[200] = "";
        int g;
        put(st, G_GERMANS, 40, hard ? 18 : 30);
        g = hard ? natives(st, T_BOXERS, 9, 40, 7.5) : natives(st, T_BOXERS, 9, 42, 16);
        set_card(st, CARD(1, 1));   /* ace of diamonds: three defender actions */
        CHECK_INT(col_cover_of(st, g, G_GERMANS, 0), hard ? COVER_HARD : COVER_OPEN);
        force(st, (int[]){ 6, 5, 2, 2, 3, 4, 1, 6 }, 8);
        CHECK_INT(do_act(st, A(CA_FIRE, G_GERMANS, g), why), 0);
        if (why[0])
            printf("  %s\n", why);
        CHECK_INT(st->rifle, 19);
        CHECK_INT(st->dec, DEC_CASUALTY);
        CHECK_INT(st->cas_left, hard ? 1 : 3);
        take_first(st);
        CHECK_INT(col_count(st, g), hard ? 8 : 6);   /* the morale 6 held them */
        CHECK_INT(st->dead[T_BOXERS], hard ? 1 : 3);
        free(st);
    }
}

/* A defender's line of sight runs from its officer; friends block it; no
 * one fires into a melee. */
static void sight_and_melee_block_fire(void)
{
    col_state *st = fresh(NULL);
    char why[200];
    int g, h;

    put(st, G_GERMANS, 40, 30);
    g = natives(st, T_BOXERS, 6, 40, 14);
    put(st, G_ITALIANS, 40, 22);       /* friends in the way */
    CHECK(col_can_fire(st, G_GERMANS, g, why, sizeof why) < 0);
    CHECK_CONTAINS(why, "cannot see");
    put(st, G_ITALIANS, 20, 30);
    CHECK_INT(col_can_fire(st, G_GERMANS, g, why, sizeof why), 0);
    h = natives(st, T_BOXERS, 4, 44, 40);
    st->grp[h].melee = st->grp[G_RUSSIANS].melee = 0;
    CHECK(col_can_fire(st, G_GERMANS, h, why, sizeof why) < 0);
    CHECK_CONTAINS(why, "melee");
    /* only muskets shoot among the natives */
    CHECK_INT(col_fire_dice(st, g), 0);
    CHECK_INT(col_fire_dice(st, natives(st, T_MUSKETS, 5, 10, 40)), 5);
    free(st);
}

/* 2-10 one action, a face card two (one group twice or two once), an ace
 * three; red for the defender, black for the attacker. */
static void card_kinds(void)
{
    col_state *st = fresh(NULL);
    char why[200];

    CHECK_INT(col_card_actions(st, CARD(0, 2)), 1);
    CHECK_INT(col_card_actions(st, CARD(0, 10)), 1);
    CHECK_INT(col_card_actions(st, CARD(1, 11)), 2);
    CHECK_INT(col_card_actions(st, CARD(2, 13)), 2);
    CHECK_INT(col_card_actions(st, CARD(3, 1)), 3);
    CHECK_INT(col_card_actions(st, DECK54_JOKER1), 0);
    natives(st, T_BOXERS, 6, 40, 44);
    stack(st, CARD(1, 7));
    st->stage = ST_DRAW;
    col_advance(st, NULL);
    CHECK_INT(st->card, CARD(1, 7));
    CHECK_INT(st->side, COL_DEF);
    CHECK_INT(st->actions, 1);
    CHECK_INT(col_seat_to_move(st), COL_DEF);
    /* the defender moves a squad; a number card then brings no reinforcement
     * roll: the next card comes (a black queen) */
    stack(st, CARD(3, 12));
    CHECK_INT(do_act(st, A(CA_END, -1, -1), why), 0);
    CHECK_INT(st->card, CARD(3, 12));
    CHECK_INT(st->side, COL_ATT);
    CHECK_INT(st->actions, 2);
    CHECK(do_act(st, A(CA_FIRE, G_GERMANS, 0), why) < 0);   /* not the attacker's */
    /* after a face card with no melee the attacker rolls for reinforcements */
    stack(st, CARD(0, 5));
    force(st, (int[]){ 6 }, 1);
    CHECK_INT(do_act(st, A(CA_END, -1, -1), why), 0);
    CHECK_INT(dice_forced_left(&st->dice), 0);   /* the 6 was the edge roll: none */
    CHECK_INT(st->card, CARD(0, 5));
    free(st);
}

/* A new card is chance: the action that brings it counts as an rng use,
 * so the session's Undo stops there, as it does at a die roll. */
static void new_card_is_undo_barrier(void)
{
    col_state *st = fresh(NULL);
    char why[200];
    uint64_t before;

    natives(st, T_BOXERS, 6, 40, 44);
    set_card(st, CARD(1, 7));
    stack(st, CARD(2, 4));
    before = st->dice.r.uses;
    CHECK_INT(do_act(st, A(CA_END, -1, -1), why), 0);
    CHECK_INT(st->card, CARD(2, 4));
    CHECK(st->dice.r.uses != before);
    free(st);
}

/* The Ace of Hearts sights the column; drawn again, the column arrives. */
static void ace_of_hearts_twice(void)
{
    col_state *st = fresh(NULL);
    char why[200];

    natives(st, T_BOXERS, 6, 40, 44);
    stack(st, CARD(2, 1));
    st->stage = ST_DRAW;
    col_advance(st, NULL);
    CHECK(st->sighted);
    CHECK(!st->over);
    CHECK_INT(st->actions, 3);     /* an ace like any other */
    CHECK_INT(st->side, COL_DEF);
    /* put it back on top (as a reshuffle might) and draw it again */
    deck_remove(&st->deck, CARD(2, 1));
    st->deck.ndiscard = 0;
    for (int c = 0; c < DECK54_SIZE; c++)
        if (c != CARD(2, 1)) {
            deck_remove(&st->deck, c);
            deck_push(&st->deck, c);
        }
    deck_push(&st->deck, CARD(2, 1));
    force(st, (int[]){ 6 }, 1);
    CHECK_INT(do_act(st, A(CA_END, -1, -1), why), 0);
    CHECK(st->over);
    CHECK_INT(st->winner, COL_DEF);
    CHECK_INT(col_seat_to_move(st), -1);
    free(st);
}

/* A Joker: no actions, a group rolled for on every edge, a reshuffle.
 * After the sighting only the first Joker reshuffles. */
static void jokers_before_and_after_sighting(void)
{
    col_state *st = fresh(NULL);

    natives(st, T_BOXERS, 4, 40, 44);
    set_card(st, CARD(0, 3));
    stack(st, DECK54_JOKER1);
    st->stage = ST_DRAW;
    /* edge roll 2 (east first), then four groups of 2+2 regulars */
    force(st, (int[]){ 2, 2, 2, 1, 2, 2, 1, 2, 2, 1, 2, 2, 1 }, 13);
    col_draw(st, NULL);
    CHECK_INT(st->card, DECK54_JOKER1);
    CHECK_INT(st->deck.ndiscard, 0);      /* reshuffled */
    CHECK_INT(st->nrq, 4);
    CHECK_INT(st->rq[0].edge, 1);
    CHECK_INT(st->rq[3].edge, 0);         /* clockwise from the east */
    for (int k = 0; k < 4; k++) {
        col_reinf_step(st, NULL);
        CHECK_INT(st->dec, DEC_PLACE);
        CHECK_INT(st->pend_size, 4);
        col_place(st, 24 + k, NULL);
    }
    CHECK_INT(col_natives_on_table(st), 20);

    st->sighted = 1;
    st->sight_joker = 0;
    st->nrq = 0;
    set_card(st, CARD(0, 4));
    stack(st, DECK54_JOKER2);
    force(st, (int[]){ 1 }, 1);
    col_draw(st, NULL);
    CHECK_INT(st->deck.ndiscard, 0);      /* the first after the sighting */
    CHECK(st->sight_joker);
    st->nrq = 0;
    set_card(st, CARD(0, 6));
    stack(st, DECK54_JOKER1);
    force(st, (int[]){ 1 }, 1);
    col_draw(st, NULL);
    CHECK(st->deck.ndiscard >= 2);        /* no reshuffle this time */
    CHECK_INT(st->nrq, 4);
    free(st);
}

/* Natives test morale when shot: above the casualties, a 6 always holds;
 * fanatics never test. */
static void morale_and_fanatics(void)
{
    col_state *st = fresh(NULL);
    char why[200];
    int g, t;

    put(st, G_GERMANS, 40, 30);
    g = natives(st, T_BOXERS, 10, 42, 16);
    set_card(st, CARD(1, 1));
    /* 7 sixes: 42, seven killed; the morale die a 6: they stay */
    force(st, (int[]){ 6, 6, 6, 6, 6, 6, 6, 6 }, 8);
    CHECK_INT(do_act(st, A(CA_FIRE, G_GERMANS, g), why), 0);
    take_first(st);
    CHECK_INT(col_count(st, g), 3);
    CHECK_INT(dice_forced_left(&st->dice), 0);
    /* two killed, a 2 rolled: not above 2, they rout to the pool */
    force(st, (int[]){ 2, 2, 2, 2, 2, 1, 1, 2 }, 8);
    CHECK_INT(do_act(st, A(CA_FIRE, G_GERMANS, g), why), 0);
    take_first(st);
    CHECK(!st->grp[g].used);
    CHECK_INT(st->pool[T_BOXERS], 60 - 10 + 1);
    CHECK_INT(st->dead[T_BOXERS], 9);
    /* Tiger Men take losses without a test */
    t = natives(st, T_TIGERS, 5, 42, 16);
    force(st, (int[]){ 6, 6, 6, 1, 1, 1, 1 }, 7);
    CHECK_INT(do_act(st, A(CA_FIRE, G_GERMANS, t), why), 0);
    take_first(st);
    CHECK_INT(col_count(st, t), 2);
    CHECK_INT(dice_forced_left(&st->dice), 0);   /* no morale die was rolled */
    free(st);
}

/* More kills than figures: the log tells the figures that fell, not the
 * kills the total was worth (a band of 2 hit for 7 lost 2, not 7). */
static void kills_told_as_figures_lost(void)
{
    col_state *st = fresh(NULL);
    glog *log = glog_new(100);
    col_action a = A(CA_FIRE, G_GERMANS, -1);
    char why[200];
    int found = 0;

    put(st, G_GERMANS, 40, 30);
    a.target = natives(st, T_BOXERS, 2, 42, 16);
    set_card(st, CARD(1, 1));
    /* a band's number is marked as one: "Boxers 6" read as six Boxers */
    CHECK(!strncmp(st->grp[a.target].name, "Boxers #", 8));
    force(st, (int[]){ 6, 6, 6, 6, 6, 6, 6 }, 7);
    CHECK_INT(col_apply(st, &a, log, why, sizeof why), 0);
    for (int i = 0; i < glog_count(log); i++)
        found |= strstr(glog_get(log, i), "total 42, no cover (per 6): 2 killed, all of them") != NULL;
    CHECK(found);
    if (!found)
        for (int i = 0; i < glog_count(log); i++)
            printf("  %s\n", glog_get(log, i));
    glog_free(log);
    free(st);
}

/* Officers go last: the owner may not take the officer while men remain. */
static void officers_last(void)
{
    col_state *st = fresh(NULL);
    int off = col_leader(st, G_GERMANS), man = -1;

    for (int f = 0; f < st->nfig && man < 0; f++)
        if (st->fig[f].used && st->fig[f].group == G_GERMANS && !st->fig[f].officer)
            man = f;
    col_start_casualties(st, COL_DEF, G_GERMANS, -1, 2, THEN_SHOT, NULL);
    CHECK_INT(st->dec, DEC_CASUALTY);
    CHECK(!col_cas_candidate(st, off));
    CHECK(col_cas_candidate(st, man));
    free(st);
}

/* The machine gun: 8 dice, 2 fewer a lost crewman; a gun counter a shot;
 * +/-45 degrees of its facing; turning needs the full crew. */
static void gun_crew_losses(void)
{
    col_state *st = fresh(NULL);
    char why[200];
    int g, crew[4], nc = 0;
    col_action a;

    CHECK_INT(col_fire_dice(st, G_COLT), 8);
    for (int f = 0; f < st->nfig; f++)
        if (st->fig[f].used && st->fig[f].group == G_COLT)
            crew[nc++] = f;
    CHECK_INT(nc, 4);
    col_kill_fig(st, crew[0]);
    CHECK_INT(col_fire_dice(st, G_COLT), 6);
    col_kill_fig(st, crew[1]);
    CHECK_INT(col_fire_dice(st, G_COLT), 4);
    g = natives(st, T_BOXERS, 8, 24, 5);     /* south of the gun, which faces south */
    set_card(st, CARD(2, 1));
    force(st, (int[]){ 6, 6, 6, 6, 3 }, 5);
    CHECK_INT(do_act(st, A(CA_FIRE, G_COLT, g), why), 0);
    CHECK_INT(st->gunammo, 4);
    take_first(st);
    a = A(CA_FACE, G_COLT, -1);
    a.x = 90;
    CHECK(do_act(st, a, why) < 0);
    CHECK_CONTAINS(why, "fully crewed");
    /* out of its arc: natives to the north */
    g = natives(st, T_BOXERS, 4, 24, 40);
    CHECK(col_can_fire(st, G_COLT, g, why, sizeof why) < 0);
    CHECK_CONTAINS(why, "arc");
    /* recrew from a squad: a man of the Japanese is teleported to the gun */
    put(st, G_JAPANESE, 16.8, 24);
    set_card(st, CARD(1, 1));
    CHECK_INT(do_act(st, A(CA_RECREW, G_JAPANESE, G_COLT), why), 0);
    CHECK_INT(col_count(st, G_COLT), 3);
    CHECK_INT(col_count(st, G_JAPANESE), 6);
    /* a crewman joins a squad only when the gun is out of ammunition */
    CHECK(do_act(st, A(CA_CREWMAN, G_COLT, G_JAPANESE), why) < 0);
    st->gunammo = 0;
    CHECK_INT(do_act(st, A(CA_CREWMAN, G_COLT, G_JAPANESE), why), 0);
    CHECK_INT(col_count(st, G_JAPANESE), 7);
    free(st);
}

/* Found by QA: the field gun's band was logged as "4 Chinese field gun
 * come on at the west edge", read as four guns; it is one gun and its
 * crew of four. */
static void field_gun_named_as_one_gun(void)
{
    col_state *st = fresh(NULL);
    glog *log = glog_new(50);
    int n;

    st->stage = ST_REINF;
    col_queue_reinf(st, 1, 0, 0);
    force(st, (int[]){ 5, 2, 6 }, 3);
    col_reinf_step(st, NULL);
    CHECK(col_special_ok(st, T_GUN));
    col_choose_special(st, T_GUN, log);
    st->stage = ST_CHECK + 100;   /* stop the cycle after placing */
    col_place(st, 24, log);
    n = glog_count(log);
    CHECK(n >= 2);
    if (n >= 2) {
        CHECK_STR(glog_get(log, 0), "Better troops: a Chinese field gun and its crew of 4.");
        CHECK_CONTAINS(glog_get(log, n - 1), "A Chinese field gun and its crew of 4 come on at the");
    }
    glog_free(log);
    free(st);
}

/* Found by QA: the log read "USMC Colt machine gun fire at Boxers #6": a
 * gun is one piece and fires; a squad's or a band's plural stays. */
static void gun_fires_in_the_singular(void)
{
    col_state *st = fresh(NULL);
    glog *log = glog_new(50);
    char why[200];
    int g = natives(st, T_BOXERS, 8, 24, 5);   /* south of the gun, which faces south */

    set_card(st, CARD(2, 1));
    force(st, (int[]){ 1, 1, 1, 1, 1, 1, 1, 1 }, 8);
    CHECK_INT(col_apply(st, &(col_action){ .type = CA_FIRE, .group = G_COLT, .target = g }, log,
                        why, sizeof why), 0);
    {
        int found = 0;
        for (int i = 0; i < glog_count(log); i++)
            found |= strstr(glog_get(log, i), "USMC Colt machine gun fires at Boxers #") != NULL;
        CHECK(found);
        if (!found)
            for (int i = 0; i < glog_count(log); i++)
                printf("  %s\n", glog_get(log, i));
    }
    glog_free(log);
    free(st);
}

int main(void)
{
    RUN(field_gun_named_as_one_gun);
    RUN(composition_example);
    RUN(reinforcement_roll_and_pool);
    RUN(shooting_example);
    RUN(sight_and_melee_block_fire);
    RUN(card_kinds);
    RUN(new_card_is_undo_barrier);
    RUN(ace_of_hearts_twice);
    RUN(jokers_before_and_after_sighting);
    RUN(morale_and_fanatics);
    RUN(kills_told_as_figures_lost);
    RUN(officers_last);
    RUN(gun_crew_losses);
    RUN(gun_fires_in_the_singular);
    TEST_END();
}
