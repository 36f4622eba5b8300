/* test_kutf_bot: the strong computer player of Keep Up The Fire! — it
 * beats the first (basic) player over the same decks, its relief column
 * does not attack when no advance can follow, its planner table is sane,
 * and the Suggest button's move is the bot's move with one sentence of
 * reason. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "test.h"
#include "games/kutf/rules/kutf.h"

static kutf_data data;

static int blk(const char *id)
{
    int b;

    for (b = 0; b < data.nblockers; b++)
        if (strcmp(data.blocker[b].id, id) == 0)
            return b;
    return -1;
}

/* Same seeds, both players: the strong one wins clearly more often. */
static void test_strong_beats_basic(void)
{
    kutf_state *s = malloc(sizeof *s);
    long g, win[2] = { 0, 0 };
    int lv;

    for (lv = 0; lv < 2; lv++)
        for (g = 0; g < 1500; g++) {
            int o = kutf_play_bot_game_level(s, &data, KUTF_DECK_EPOCHS,
                                             sim_game_seed(99, (uint64_t)g),
                                             lv ? KUTF_BOT_STRONG : KUTF_BOT_BASIC);
            CHECK(o != 0);
            win[lv] += o >= KUTF_OUT_PYRRHIC;
        }
    printf("  wins in 1500 two-epoch games: basic %ld, strong %ld\n", win[0],
           win[1]);
    CHECK(win[1] >= win[0] + 120);     /* at least 8 points better */
    free(s);
}

/* The planner: more boxes never hurt, Peking is certain, no time is none. */
static void test_plan_table(void)
{
    const kutf_plan *p = kutf_plan_of(&data);
    int sb = data.speed.start, pb = data.power.start, R;

    CHECK(p->w != NULL && p->start != NULL);
    for (R = 1; R <= p->nr; R++) {
        double v = kutf_plan_start(p, R, 0, sb, pb);
        CHECK(v >= 0 && v <= 1.0001);
        CHECK(kutf_plan_start(p, R, 0, data.speed.nboxes - 1,
                              data.power.nboxes - 1) >= v - 1e-6);
        CHECK(kutf_plan_start(p, R, 3, sb, pb) >= v - 1e-6);
        if (R > 1)
            CHECK(v >= kutf_plan_start(p, R - 1, 0, sb, pb) - 1e-6);
    }
    CHECK(kutf_plan_start(p, 0, 3, sb, pb) == 0.0);
    CHECK(kutf_plan_start(p, 5, data.nroute - 1, sb, pb) == 1.0);
    CHECK(kutf_plan_start(p, p->nr, 0, sb, pb) > 0.1);  /* model is cautious */
}

/* A Command state: card `cid` current, `cl` Commands, blocker `bid`. */
static void commands_state(kutf_state *s, int cl, const char *bid)
{
    int i;

    kutf_init(s, &data, KUTF_DECK_EPOCHS, 5);
    for (i = 0; i < data.ncards; i++)
        if (strcmp(data.card[i].id, "3") == 0)
            s->current = i;
    s->seg = KUTF_SEG_COMMANDS;
    s->commands_left = cl;
    s->blocker = blk(bid);
    s->dispersed = 0;
    for (i = 0; i < KUTF_UNITS; i++)
        s->utrack[i] = i / 2;
}

/* The first player's fault: with one Command it attacked alone, though a
 * won fight is wasted without an advance after it. The strong player
 * builds instead, and says why. */
static void test_no_lonely_attack(void)
{
    kutf_state *s = malloc(sizeof *s);
    kutf_action a;
    char why[256];

    commands_state(s, 1, "B3");
    s->power_box = data.power.nboxes - 1;     /* a sure win... */
    s->speed_box = data.speed.start;
    CHECK(kutf_bot_suggest(s, &a, why, sizeof why));
    CHECK(a.type == KUTF_A_SPEED || a.type == KUTF_A_END);   /* ...but alone */
    CHECK(strlen(why) > 20);
    /* two Commands, a strong column: attack, then advance */
    commands_state(s, 2, "B3");
    s->power_box = data.power.nboxes - 1;
    s->speed_box = data.speed.nboxes - 1;
    CHECK(kutf_bot_suggest(s, &a, why, sizeof why));
    CHECK_INT(a.type, KUTF_A_ATTACK);
    CHECK_CONTAINS(why, "Attack");
    s->dispersed = 1;
    s->commands_left = 1;
    s->attacks_made = 1;
    CHECK(kutf_bot_suggest(s, &a, why, sizeof why));
    CHECK_INT(a.type, KUTF_A_ADVANCE);
    CHECK_CONTAINS(why, "Advance");
    free(s);
}

/* Issue 28: with Speed and Combat Power full and one Command, Suggest
 * attacked (a sure win that the returning blocker undoes) while the relief
 * inset said a lone win was wasted; and its "Peking in time" stayed at the
 * same figure through the siege turns while both tracks rose, unexplained:
 * the estimate already counts the boxes the single-Command turns will
 * build. Now it ends the Commands and says why, and a flat figure says so. */
static void test_full_column_agrees_with_inset(void)
{
    kutf_state *s = malloc(sizeof *s);
    kutf_action a;
    char why[400];

    commands_state(s, 1, "B3");
    s->power_box = data.power.nboxes - 1;
    s->speed_box = data.speed.nboxes - 1;
    CHECK(kutf_bot_suggest(s, &a, why, sizeof why));
    CHECK_INT(a.type, KUTF_A_END);
    CHECK_CONTAINS(why, "Speed and Combat Power are full");
    CHECK(kutf_bot_choose(s, &a));
    CHECK_INT(a.type, KUTF_A_END);
    /* early in the siege, a box at a time: the figure does not move */
    commands_state(s, 1, "B3");
    s->speed_box = data.speed.start + 1;
    s->power_box = data.power.start + 1;
    CHECK(kutf_bot_suggest(s, &a, why, sizeof why));
    CHECK(a.type == KUTF_A_SPEED || a.type == KUTF_A_POWER);
    CHECK_CONTAINS(why, "as with both tracks full");
    free(s);
}

/* Suggest is the bot's move, always with one sentence. */
static void test_suggest_matches_bot(void)
{
    kutf_state *s = malloc(sizeof *s);
    kutf_action a, b;
    char why[256];
    int g, steps, bad = 0;

    for (g = 0; g < 40; g++) {
        kutf_init(s, &data, g % 3, 1000 + (uint64_t)g);
        for (steps = 0; !s->outcome && steps < 5000; steps++) {
            CHECK(kutf_bot_choose(s, &a));
            why[0] = 0;
            CHECK(kutf_bot_suggest(s, &b, why, sizeof why));
            if (memcmp(&a, &b, sizeof a) != 0 || strlen(why) < 15 ||
                why[strlen(why) - 1] != '.' || strchr(why, '\n'))
                bad++;
            if (kutf_apply(s, &a, NULL, NULL, 0) < 0)
                break;
        }
        CHECK(s->outcome != KUTF_OUT_NONE);
    }
    CHECK_INT(bad, 0);
    free(s);
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
    RUN(test_plan_table);
    RUN(test_no_lonely_attack);
    RUN(test_suggest_matches_bot);
    RUN(test_full_column_agrees_with_inset);
    RUN(test_strong_beats_basic);
    kutf_data_free(&data);
    TEST_END();
}
