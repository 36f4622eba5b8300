/* Colonial Siege over the network, without the network: host and client
 * in lockstep through the chance feed (the cards drawn from the deck are
 * outcomes like dice). */
#include "games/colonial/rules/col_local.h"
#include "test_net_common.h"

extern const game_rules colonial_rules;

/* Bot games, the client rebuilt now and then as a player rejoining: the
 * digests agree after every action, and the client's bot, seeing only the
 * public position, chooses what the host's does. */
static void colonial_lockstep(void)
{
    net_run run;
    long actions = 0, same = 0, over = 0;

    for (uint64_t seed = 1; seed <= 20; seed++) {
        if (!net_lockstep(&colonial_rules, NULL, NULL, seed, 6000, 1, 53, NULL, &run))
            break;
        actions += run.actions;
        same += run.same_choice;
        over += run.over;
    }
    CHECK_INT(over, 20);
    CHECK_INT(same, actions);
    printf("  %ld actions\n", actions);
}

/* The public position shows the deck only as the cards left: two hosts
 * that differ in the order of the undrawn cards and the random stream
 * give the same public text, the cards sorted. */
static void colonial_public_hides_deck_order(void)
{
    errs e;
    col_state *a, *b;
    cJSON *ja, *jb, *draw, *v;
    char *ta, *tb;
    int i, prev = -1, sorted = 1;

    errs_clear(&e);
    a = colonial_rules.create(".", NULL, NULL, 5, &e);
    b = colonial_rules.create(".", NULL, NULL, 5, &e);
    CHECK(a && b && a->deck.ndraw > 10);
    if (!a || !b)
        return;
    for (i = 0; i < b->deck.ndraw / 2; i++) {
        int t = b->deck.draw[i];
        b->deck.draw[i] = b->deck.draw[b->deck.ndraw - 1 - i];
        b->deck.draw[b->deck.ndraw - 1 - i] = t;
    }
    b->dice.r.s[1] ^= 0x777;
    ja = game_public_json(&colonial_rules, a);
    jb = game_public_json(&colonial_rules, b);
    ta = cJSON_PrintUnformatted(ja);
    tb = cJSON_PrintUnformatted(jb);
    CHECK_STR(ta, tb);
    CHECK(!net_has_rng(ja));
    draw = cJSON_GetObjectItemCaseSensitive(cJSON_GetObjectItemCaseSensitive(ja, "deck"), "draw");
    CHECK_INT(cJSON_GetArraySize(draw), a->deck.ndraw);
    cJSON_ArrayForEach(v, draw) {
        sorted &= v->valueint > prev;
        prev = v->valueint;
    }
    CHECK(sorted);
    free(ta);
    free(tb);
    cJSON_Delete(ja);
    cJSON_Delete(jb);
    colonial_rules.destroy(a);
    colonial_rules.destroy(b);
}

int main(void)
{
    RUN(colonial_lockstep);
    RUN(colonial_public_hides_deck_order);
    TEST_END();
}
