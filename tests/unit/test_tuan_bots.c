/* Bot games of Tuan: every scenario played out by the computer on both
 * sides, with the invariants checked after every action (morale 1-4,
 * figures only lost, no tray inside another or in terrain it may not
 * enter), every game ending, and the same seed giving the same game. */
#include <stdlib.h>

#include "games/tuan/rules/tuan_local.h"
#include "test.h"

static const char *const scenarios[] = { "appendix-a", "langfang", "beicang" };
static const int bots[TU_SIDES] = { 1, 1 };

static int figures[TU_MAX_TRAYS];

static int check(const tu_state *st, char *why, size_t n)
{
    if (!tu_check_invariants(st, why, n))
        return 0;
    for (int i = 0; i < st->ntrays; i++) {
        if (st->tray[i].figures > figures[i]) {
            snprintf(why, n, "%s gained figures (%d to %d)", st->tray[i].name, figures[i],
                     st->tray[i].figures);
            return 0;
        }
        figures[i] = st->tray[i].figures;
    }
    if (st->phase != TU_P_OVER && st->nactions % 16 == 0) {
        tu_action l[64];
        if (tu_legal(st, l, 64) == 0) {
            snprintf(why, n, "no legal action in a running game");
            return 0;
        }
    }
    return 1;
}

static void bot_games_keep_invariants(void)
{
    int wins[3] = { 0, 0, 0 };

    for (int s = 0; s < 3; s++)
        for (int g = 0; g < 40; g++) {
            int opt[TO_COUNT];
            char why[256] = "";
            errs e;
            tu_state *st;
            errs_clear(&e);
            for (int k = 0; k < TO_COUNT; k++)
                opt[k] = (g >> (k % 5)) & 1;   /* the optional rules in turn */
            st = tu_new(".", scenarios[s], opt, bots, (uint64_t)(1000 + g), &e);
            CHECK(st != NULL);
            if (!st) {
                printf("  %s\n", errs_first(&e));
                return;
            }
            for (int i = 0; i < TU_MAX_TRAYS; i++)
                figures[i] = i < st->ntrays ? st->tray[i].figures : 99;
            if (tu_play_out(st, NULL, check, why, sizeof why) < 0) {
                printf("  %s game %d: %s\n", scenarios[s], g, why);
                CHECK(0);
                tu_free(st);
                return;
            }
            CHECK(st->phase == TU_P_OVER && st->result != TU_R_NONE);
            wins[st->result]++;
            tu_free(st);
        }
    /* both sides win some games */
    CHECK(wins[TU_R_ALLIES] > 0);
    CHECK(wins[TU_R_CHINESE] > 0);
}

/* Random legal actions, not the bot's: every listed action is accepted,
 * the invariants hold, the game ends. */
static void random_legal_play(void)
{
    tu_action *l = malloc(TU_MAX_LEGAL * sizeof *l);
    char why[200];

    for (int s = 0; s < 3; s++)
        for (int g = 0; g < 4; g++) {
            int opt[TO_COUNT] = { 0 };
            errs e;
            tu_state *st;
            rng r;
            long steps = 0;
            errs_clear(&e);
            st = tu_new(".", scenarios[s], opt, bots, (uint64_t)(50 + g), &e);
            if (!st || !l) {
                CHECK(0);
                break;
            }
            rng_seed(&r, (uint64_t)(9 + g));
            while (st->phase != TU_P_OVER && steps++ < 3000) {
                int n = tu_legal(st, l, TU_MAX_LEGAL), k;
                if (n == 0) {
                    CHECK(n > 0);
                    break;
                }
                /* passing now and then keeps the games short */
                k = rng_range(&r, n);
                if (tu_apply(st, &l[k], NULL, why, sizeof why) < 0) {
                    printf("  %s: listed but refused: %s\n", scenarios[s], why);
                    CHECK(0);
                    break;
                }
                if (!tu_check_invariants(st, why, sizeof why)) {
                    printf("  %s: %s\n", scenarios[s], why);
                    CHECK(0);
                    break;
                }
            }
            CHECK(st->phase == TU_P_OVER);
            tu_free(st);
        }
    free(l);
}

/* The computer against a player choosing uniformly among the legal
 * actions, on each side of each scenario: it must win nearly always
 * (figures over 200 games a side are in scenarios/tuan/notes.md). */
static void bot_beats_random(void)
{
    tu_action *l = malloc(TU_MAX_LEGAL * sizeof *l);
    int won = 0, played = 0;
    char why[200];

    if (!l)
        { CHECK(0); return; }
    for (int s = 0; s < 3; s++)
        for (int botside = 0; botside < TU_SIDES; botside++)
            for (int g = 0; g < 2; g++) {
                int opt[TO_COUNT] = { 0 };
                errs e;
                tu_state *st;
                rng r;
                long steps = 0;
                errs_clear(&e);
                st = tu_new(".", scenarios[s], opt, bots, (uint64_t)(300 + g), &e);
                if (!st)
                    { CHECK(0); break; }
                rng_seed(&r, (uint64_t)(31 + g));
                while (st->phase != TU_P_OVER && steps++ < 20000) {
                    tu_action a;
                    if (st->side == botside) {
                        CHECK(tu_bot_choose(st, &a) == 0);
                    } else {
                        int n = tu_legal(st, l, TU_MAX_LEGAL);
                        if (n <= 0)
                            { CHECK(0); break; }
                        a = l[rng_range(&r, n)];
                    }
                    if (tu_apply(st, &a, NULL, why, sizeof why) < 0) {
                        printf("  %s: refused: %s\n", scenarios[s], why);
                        CHECK(0);
                        break;
                    }
                }
                played++;
                won += st->result == botside;
                tu_free(st);
            }
    free(l);
    printf("  the computer won %d of %d games against random play\n", won, played);
    CHECK(won >= played - 1);
}

static void same_seed_same_game(void)
{
    errs e;
    int opt[TO_COUNT] = { 0 };
    char why[200];
    tu_state *a, *b;

    errs_clear(&e);
    a = tu_new(".", "beicang", opt, bots, 77, &e);
    b = tu_new(".", "beicang", opt, bots, 77, &e);
    if (!a || !b)
        { CHECK(0); return; }
    CHECK(tu_play_out(a, NULL, NULL, why, sizeof why) == 0);
    CHECK(tu_play_out(b, NULL, NULL, why, sizeof why) == 0);
    CHECK_INT(a->nactions, b->nactions);
    CHECK_INT(a->result, b->result);
    CHECK(a->dice.r.uses == b->dice.r.uses);
    tu_free(a);
    tu_free(b);
}

int main(void)
{
    RUN(bot_games_keep_invariants);
    RUN(random_legal_play);
    RUN(bot_beats_random);
    RUN(same_seed_same_game);
    TEST_END();
}
