/* Tuan over the network, without the network: host and client in
 * lockstep through the chance feed. Tuan draws from no pile: what a
 * client must not have is the dice's stream. */
#include "games/tuan/rules/tuan.h"
#include "test_net_common.h"

extern const game_rules tuan_rules;

static void tuan_lockstep(void)
{
    net_run run;
    long actions = 0, same = 0, over = 0;

    for (uint64_t seed = 1; seed <= 10; seed++) {
        if (!net_lockstep(&tuan_rules, NULL, NULL, seed, 20000, 1, 61, NULL, &run))
            break;
        actions += run.actions;
        same += run.same_choice;
        over += run.over;
    }
    CHECK_INT(over, 10);
    CHECK_INT(same, actions);
    printf("  %ld actions\n", actions);
}

/* Two hosts apart only in the dice's stream show the same public
 * position; the full state shows the difference. */
static void tuan_public_hides_the_stream(void)
{
    errs e;
    tu_state *a, *b;
    cJSON *ja, *jb;
    char *ta, *tb;

    errs_clear(&e);
    a = tuan_rules.create(".", NULL, NULL, 5, &e);
    b = tuan_rules.create(".", NULL, NULL, 6, &e);
    CHECK(a && b);
    if (!a || !b)
        return;
    ja = game_public_json(&tuan_rules, a);
    jb = game_public_json(&tuan_rules, b);
    ta = cJSON_PrintUnformatted(ja);
    tb = cJSON_PrintUnformatted(jb);
    CHECK_STR(ta, tb);
    CHECK(!net_has_rng(ja));
    free(ta);
    free(tb);
    cJSON_Delete(ja);
    cJSON_Delete(jb);
    ja = tuan_rules.state_json(a);
    jb = tuan_rules.state_json(b);
    ta = cJSON_PrintUnformatted(ja);
    tb = cJSON_PrintUnformatted(jb);
    CHECK(strcmp(ta, tb) != 0);
    free(ta);
    free(tb);
    cJSON_Delete(ja);
    cJSON_Delete(jb);
    tuan_rules.destroy(a);
    tuan_rules.destroy(b);
}

int main(void)
{
    RUN(tuan_lockstep);
    RUN(tuan_public_hides_the_stream);
    TEST_END();
}
