/* Race to the Legations over the network, without the network: four bot
 * armies, host and client in lockstep through the chance feed (the
 * counters drawn from the Rebellion pile are outcomes like dice). */
#include "games/race/rules/race.h"
#include "test_net_common.h"

/* Many four-army games: the client, built from the public position and
 * rebuilt now and then as a player rejoining, keeps the host's digest
 * after every action; its bot, seeing only the public position, chooses
 * exactly what the host's does (it reads nothing hidden). */
static void race_lockstep_four_armies(void)
{
    net_run run;
    long actions = 0, same = 0, faces = 0, over = 0;

    for (uint64_t seed = 1; seed <= 6; seed++) {
        if (!net_lockstep(&race_rules, NULL, NULL, seed, 4000, 1, 97, NULL, &run))
            break;
        actions += run.actions;
        same += run.same_choice;
        faces += run.faces;
        over += run.over;
    }
    CHECK_INT(over, 6);
    CHECK_INT(same, actions);
    CHECK(faces > actions / 4);
    printf("  %ld actions, %ld outcomes sent\n", actions, faces);
}

/* The public position shows the Rebellion pile only as counts by kind:
 * two hosts that differ only in the order of the undrawn counters and in
 * the random stream give the same public text, and the pile is listed in
 * the order of its kinds. */
static void race_public_hides_pile_order(void)
{
    errs e;
    race_state *a, *b;
    cJSON *ja, *jb, *pile, *v;
    char *ta, *tb;
    int i, prev = -1, sorted = 1;

    errs_clear(&e);
    a = race_rules.create(".", NULL, NULL, 5, &e);
    b = race_rules.create(".", NULL, NULL, 5, &e);
    CHECK(a && b && a->pile.ndraw > 10);
    if (!a || !b)
        return;
    for (i = 0; i < b->pile.ndraw / 2; i++) {
        int t = b->pile.draw[i];
        b->pile.draw[i] = b->pile.draw[b->pile.ndraw - 1 - i];
        b->pile.draw[b->pile.ndraw - 1 - i] = t;
    }
    b->dice.r.s[0] ^= 0x12345;
    CHECK(memcmp(a->pile.draw, b->pile.draw, sizeof a->pile.draw) != 0);
    ja = game_public_json(&race_rules, a);
    jb = game_public_json(&race_rules, b);
    ta = cJSON_PrintUnformatted(ja);
    tb = cJSON_PrintUnformatted(jb);
    CHECK_STR(ta, tb);
    CHECK(!net_has_rng(ja));
    pile = cJSON_GetObjectItemCaseSensitive(cJSON_GetObjectItemCaseSensitive(ja, "pile"),
                                            "draw_pile");
    CHECK_INT(cJSON_GetArraySize(pile), a->pile.ndraw);
    cJSON_ArrayForEach(v, pile) {
        int k;
        for (k = 0; k < RACE_COUNTER_KINDS; k++)
            if (cJSON_IsString(v) && strcmp(v->valuestring, race_counter_ids[k]) == 0)
                break;
        sorted &= k >= prev;
        prev = k;
    }
    CHECK(sorted);
    /* and the full state does show the order (what the host keeps) */
    free(ta);
    cJSON_Delete(ja);
    ja = race_state_json(a);
    ta = cJSON_PrintUnformatted(ja);
    CHECK(strcmp(ta, tb) != 0);
    free(ta);
    free(tb);
    cJSON_Delete(ja);
    cJSON_Delete(jb);
    race_free(a);
    race_free(b);
}

int main(void)
{
    RUN(race_lockstep_four_armies);
    RUN(race_public_hides_pile_order);
    TEST_END();
}
