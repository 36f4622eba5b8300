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

int main(void)
{
    RUN(every_action_fits_the_key_list);
    TEST_END();
}
