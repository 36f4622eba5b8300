/* Siege at Peking over the network, without the network: host and client
 * in lockstep through the chance feed. Peking draws from no pile: what a
 * client must not have is the dice's stream and the computer's salt,
 * which comes from the seed. */
#include "games/peking/rules/peking.h"
#include "games/peking/rules/peking_json.h"
#include "test_net_common.h"

extern const game_rules peking_rules;

/* The client's computer keeps its own salt (the public position has none)
 * and its own memory of the turn (which units it has seen to: no part of
 * a position, so a rejoined client starts it afresh); for the comparison
 * of choices it is given the host's. */
static void peking_same_salt(const void *host, void *client)
{
    const pk_state *h = host;
    pk_state *c = client;

    c->bot_salt = h->bot_salt;
    memcpy(c->bot_done, h->bot_done, sizeof c->bot_done);
    c->bot_key = h->bot_key;
    c->bot_target = h->bot_target;
    c->bot_second = h->bot_second;
    c->bot_dist_key = h->bot_dist_key;
    memcpy(c->bot_dist, h->bot_dist, sizeof c->bot_dist);
}

static void peking_lockstep(void)
{
    net_run run;
    long actions = 0, same = 0, over = 0;

    for (uint64_t seed = 1; seed <= 3; seed++) {
        if (!net_lockstep(&peking_rules, NULL, NULL, seed, 20000, 1, 211, peking_same_salt,
                          &run))
            break;
        actions += run.actions;
        same += run.same_choice;
        over += run.over;
    }
    CHECK_INT(over, 3);
    CHECK_INT(same, actions);
    printf("  %ld actions\n", actions);
}

/* Two hosts apart only in the dice's stream and the salt (two seeds of
 * the same set-up) show the same public position; the full state shows
 * the difference. */
static void peking_public_hides_the_stream(void)
{
    errs e;
    pk_state *a, *b;
    cJSON *ja, *jb;
    char *ta, *tb;

    errs_clear(&e);
    a = peking_rules.create(".", NULL, NULL, 5, &e);
    b = peking_rules.create(".", NULL, NULL, 6, &e);
    CHECK(a && b);
    if (!a || !b)
        return;
    CHECK(a->bot_salt != b->bot_salt);
    ja = game_public_json(&peking_rules, a);
    jb = game_public_json(&peking_rules, b);
    ta = cJSON_PrintUnformatted(ja);
    tb = cJSON_PrintUnformatted(jb);
    CHECK_STR(ta, tb);
    CHECK(!net_has_rng(ja));
    free(ta);
    free(tb);
    cJSON_Delete(ja);
    cJSON_Delete(jb);
    ja = peking_rules.state_json(a);
    jb = peking_rules.state_json(b);
    ta = cJSON_PrintUnformatted(ja);
    tb = cJSON_PrintUnformatted(jb);
    CHECK(strcmp(ta, tb) != 0);
    free(ta);
    free(tb);
    cJSON_Delete(ja);
    cJSON_Delete(jb);
    peking_rules.destroy(a);
    peking_rules.destroy(b);
}

int main(void)
{
    RUN(peking_lockstep);
    RUN(peking_public_hides_the_stream);
    TEST_END();
}
