/* Unit tests of engine/core/game.c: the sim outcome tally. */
#include <stdio.h>

#include "game.h"
#include "test.h"

static void count_finds_or_adds(void)
{
    sim_report r;

    memset(&r, 0, sizeof r);
    sim_report_count(&r, "win");
    sim_report_count(&r, "loss");
    sim_report_count(&r, "win");
    CHECK_INT(r.noutcomes, 2);
    CHECK_STR(r.outcome[0], "win");
    CHECK_INT(r.count[0], 2);
    CHECK_STR(r.outcome[1], "loss");
    CHECK_INT(r.count[1], 1);
}

static void full_table_counts_other(void)
{
    sim_report r;
    char name[16];
    long sum = 0;
    int i;

    memset(&r, 0, sizeof r);
    for (i = 0; i < SIM_MAX_OUTCOMES + 5; i++) {
        snprintf(name, sizeof name, "o%d", i);
        sim_report_count(&r, name);
    }
    CHECK_INT(r.noutcomes, SIM_MAX_OUTCOMES);
    CHECK_STR(r.outcome[SIM_MAX_OUTCOMES - 1], "other");
    for (i = 0; i < r.noutcomes; i++)
        sum += r.count[i];
    CHECK_INT(sum, SIM_MAX_OUTCOMES + 5);   /* no game lost */
    sim_report_count(&r, "o0");
    CHECK_INT(r.count[0], 2);
}

int main(void)
{
    RUN(count_finds_or_adds);
    RUN(full_table_counts_other);
    TEST_END();
}
