/* test_tuan_actionkeys: tuan's list of action keys (what a save's actions
 * may hold) covers every action the game writes; see actionkeys.h. */
#include "actionkeys.h"

extern const game_rules tuan_rules;

static void every_action_fits_the_key_list(void)
{
    long checked = 0;

    CHECK_INT(ak_check_game(&tuan_rules, 2, 400, &checked), 0);
    CHECK(checked > 100);
    printf("  %ld actions checked\n", checked);
}

/* a charge at several defenders and the facing of a retreated tray are
 * rarely met in a few bot games: their keys are checked here, and a key
 * the game does not read is still refused */
static void new_keys_fit(void)
{
    cJSON *a = cJSON_Parse("{\"type\":\"charge\",\"tray\":\"jp1\","
                           "\"targets\":[\"cn1\",\"bx\"],\"with\":[\"jp2\"]}");
    cJSON *f = cJSON_Parse("{\"type\":\"face\",\"tray\":\"jp1\",\"facing\":90}");
    cJSON *bad = cJSON_Parse("{\"type\":\"face\",\"tray\":\"jp1\",\"target\":\"cn1\"}");

    CHECK(ak_fits(&tuan_rules, a));
    CHECK(ak_fits(&tuan_rules, f));
    printf("  (a refusal expected next)\n");
    CHECK(!ak_fits(&tuan_rules, bad));
    cJSON_Delete(a);
    cJSON_Delete(f);
    cJSON_Delete(bad);
}

int main(void)
{
    RUN(every_action_fits_the_key_list);
    RUN(new_keys_fit);
    TEST_END();
}
