/* Colonial Siege melee with forced dice: contact across a wall, the
 * simultaneous sums, morale before the result, every outcome and both
 * ties, natives that kill everyone facing them, fanatics falling back,
 * cavalry with two dice (an option). */
#include "test_colonial_common.h"

/* Germans (7, in the open at 40,30) against n Boxers in contact. */
static col_state *melee_setup(int n, int *g, const int *opt)
{
    return melee_between(opt, n, g, 40, 30, 40, 36);
}

static void natives_lose_and_fall_back(void)
{
    int g;
    col_state *st = melee_setup(8, &g, NULL);
    vec2 before = st->fig[col_leader(st, g)].pos;

    melee_roll(st, 7, 6, 8, 1, 6);        /* 42: seven natives die; 8: one German */
    CHECK_INT(dice_forced_left(&st->dice), 0);
    CHECK_INT(col_count(st, G_GERMANS), 6);
    CHECK_INT(col_count(st, g), 1);
    CHECK_INT(st->grp[g].melee, -1);
    CHECK_INT(st->grp[G_GERMANS].melee, -1);
    CHECK(geom_dist(st->fig[col_leader(st, g)].pos, before) > 4);   /* fell back */
    CHECK_INT(st->mel_id, -1);
    free(st);
}

static void natives_break_on_morale(void)
{
    int g;
    col_state *st = melee_setup(8, &g, NULL);

    melee_roll(st, 7, 3, 8, 3, 3);        /* 21 and 24: 3 natives, 4 Germans die; morale 3 fails */
    CHECK_INT(col_count(st, G_GERMANS), 3);
    CHECK(!st->grp[g].used);
    CHECK_INT(st->pool[T_BOXERS], 60 - 8 + 5);
    free(st);
}

static void tie_in_losses_fewer_left_lose(void)
{
    int g;
    col_state *st = melee_setup(5, &g, NULL);
    vec2 before = st->fig[col_leader(st, G_GERMANS)].pos;

    /* defenders 12 (2 kills), natives 12 (2 kills); natives hold on a 6;
     * both lost two, the natives have fewer left (3 to 5): they lose */
    {
        int f[] = { 6, 6, 1, 1, 1, 1, 1, 6, 6, 1, 1, 1, 6 };
        force(st, f, 13);
    }
    col_melee_begin(st, 0, NULL);
    take_first(st);
    CHECK_INT(dice_forced_left(&st->dice), 0);
    CHECK_INT(col_count(st, G_GERMANS), 5);
    CHECK_INT(col_count(st, g), 3);
    CHECK(geom_dist(st->fig[col_leader(st, G_GERMANS)].pos, before) < 0.01);  /* held */
    CHECK(st->fig[col_leader(st, g)].pos.y > 40);                            /* fell back */
    free(st);
}

static void full_tie_defender_wins(void)
{
    int g;
    col_state *st = melee_setup(7, &g, NULL);
    int f[] = { 6, 6, 1, 1, 1, 1, 1, 6, 6, 1, 1, 1, 1, 1, 6 };

    force(st, f, 15);
    col_melee_begin(st, 0, NULL);
    take_first(st);
    CHECK_INT(col_count(st, G_GERMANS), 5);
    CHECK_INT(col_count(st, g), 5);
    CHECK(st->fig[col_leader(st, g)].pos.y > 40);   /* the natives fell back */
    free(st);
}

static void defenders_lose_natives_take_ground(void)
{
    int g;
    col_state *st = melee_setup(10, &g, NULL);
    vec2 held = st->fig[col_leader(st, G_GERMANS)].pos;

    melee_roll(st, 7, 1, 10, 4, 6);     /* 7: one native; 40: six Germans; morale 6 */
    CHECK_INT(col_count(st, G_GERMANS), 1);
    CHECK_INT(col_count(st, g), 9);
    CHECK(geom_dist(st->fig[col_leader(st, G_GERMANS)].pos, held) > 3);
    CHECK(geom_dist(st->fig[col_leader(st, g)].pos, held) < 1.5);   /* took the ground */
    free(st);
}

static void natives_killing_all_skip_morale(void)
{
    int g;
    col_state *st = melee_setup(8, &g, NULL);

    for (int f = 0, k = 0; f < st->nfig && k < 5; f++)
        if (st->fig[f].used && st->fig[f].group == G_GERMANS && !st->fig[f].officer) {
            col_kill_fig(st, f);
            k++;
        }
    melee_roll(st, 2, 6, 8, 2, 0);      /* 12: two natives; 16: both Germans */
    CHECK_INT(dice_forced_left(&st->dice), 0);   /* no morale die */
    CHECK(!st->grp[G_GERMANS].used);
    CHECK_INT(col_count(st, g), 6);
    free(st);
}

/* Natives who rout leave fanatics on the table, falling back. */
static void fanatics_stay_when_the_rest_rout(void)
{
    int g, t;
    col_state *st = melee_setup(4, &g, NULL);

    t = natives(st, T_TIGERS, 3, 44, 33);
    st->grp[t].melee = 0;
    melee_roll(st, 7, 4, 7, 1, 1);       /* 28: four killed (the Boxers first); morale 1 */
    CHECK(!st->grp[g].used);
    CHECK(st->grp[t].used);
    CHECK_INT(st->grp[t].melee, -1);
    CHECK(col_count(st, t) > 0);
    free(st);
}

/* A charge across the defended west wall: contact at the wall, the
 * defenders counted per 12. */
static void charge_across_a_wall(void)
{
    col_state *st = fresh(NULL);
    char why[200] = "";
    int g;

    put(st, G_JAPANESE, 16.8, 24);
    g = natives(st, T_BOXERS, 8, 9, 24);
    set_card(st, CARD(0, 1));
    CHECK_INT(do_act(st, A(CA_CHARGE, g, G_JAPANESE), why), 0);
    if (why[0])
        printf("  %s\n", why);
    CHECK(st->grp[g].melee >= 0);
    CHECK_INT(st->grp[G_JAPANESE].melee, st->grp[g].melee);
    CHECK_INT(st->grp[G_JAPANESE].mcover, COVER_HARD);
    for (int f = 0; f < st->nfig; f++)
        if (st->fig[f].used && st->fig[f].group == g)
            CHECK(st->fig[f].pos.x < 15);   /* still outside the wall */
    /* another group feeds in */
    CHECK_INT(do_act(st, A(CA_CHARGE, natives(st, T_BOXERS, 5, 9, 29), G_JAPANESE), why), 0);
    CHECK_INT(col_in_melee_count(st, st->grp[g].melee, COL_ATT), 13);
    /* no breaking off */
    CHECK(do_act(st, A(CA_WITHDRAW, g, -1), why) < 0);
    free(st);
}

/* Cavalry melee (an option): two dice a rider. */
static void cavalry_two_dice(void)
{
    for (int on = 0; on < 2; on++) {
        int opt[CO_COUNT] = { 0 }, g;
        int f[14] = { 1, 1, 1, 1, 1, 1, 1, 6, 6, 6, 6, 6, 6, 6 };
        col_state *st;
        opt[CO_CAVALRY] = on;
        st = melee_setup(3, &g, opt);
        st->grp[g].mounted = 1;
        force(st, f, 14);
        col_melee_begin(st, 0, NULL);
        take_first(st);
        /* riders roll 18 without the option (3 Germans die), 36 with it (6) */
        CHECK_INT(col_count(st, G_GERMANS), on ? 1 : 4);
        CHECK_INT(dice_forced_left(&st->dice), on ? 0 : 3);
        free(st);
    }
}

int main(void)
{
    RUN(natives_lose_and_fall_back);
    RUN(natives_break_on_morale);
    RUN(tie_in_losses_fewer_left_lose);
    RUN(full_tie_defender_wins);
    RUN(defenders_lose_natives_take_ground);
    RUN(natives_killing_all_skip_morale);
    RUN(fanatics_stay_when_the_rest_rout);
    RUN(charge_across_a_wall);
    RUN(cavalry_two_dice);
    TEST_END();
}
