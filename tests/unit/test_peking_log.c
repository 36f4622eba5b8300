/* test_peking_log: what the game log tells a player about an attack:
 * who attacked from which hexes, and whether the attack was ranged
 * (8.1.1: those firing at range are not hurt by a bad result). */
#include <stdio.h>
#include <string.h>

#include "test_peking_common.h"

static int logged(const glog *log, const char *s)
{
    int i;

    for (i = 0; i < glog_count(log); i++)
        if (strstr(glog_get(log, i), s))
            return 1;
    return 0;
}

static void show(const glog *log)
{
    int i;

    for (i = 0; i < glog_count(log); i++)
        printf("    %s\n", glog_get(log, i));
}

/* One Allied stack next to the Boxers and one firing from three hexes
 * away: the log names both hexes and counters, and says the second fired
 * at range. */
static void test_attack_names_attackers(void)
{
    pk_state *st = empty_board(2, PK_PH_ACOMBAT);
    const char *ids[2] = { "brit-1", "russ-1" };
    glog *log = glog_new(16);
    char why[200] = "";
    pk_action a;
    int die = 3;

    put(st, "boxer-1", "0521");
    put(st, "brit-1", "0522");
    put(st, "russ-1", "0518");
    a = attack1(st, "0521", 2, ids);
    force(st, 1, &die);
    CHECK_INT(pk_do(st, &a, log, why, sizeof why), 0);
    CHECK(logged(log, "Attacking: Royal Marines (1) from 0522; Russian sailors (1) from 0518 (ranged)"));
    CHECK(logged(log, "A bad result does not touch those firing at range (8.1.1)"));
    if (!logged(log, "Attacking:"))
        show(log);
    glog_free(log);
    pk_free(st);
}

/* Two Boxer counters of one hex firing from two hexes away: a ranged
 * attack, said as such. */
static void test_ranged_attack_said(void)
{
    pk_state *st = empty_board(2, PK_PH_CCOMBAT);
    const char *ids[2] = { "boxer-1", "boxer-2" };
    glog *log = glog_new(16);
    char why[200] = "";
    pk_action a;
    int die = 3;

    put(st, "brit-1", "0521");
    put(st, "boxer-1", "0523");
    put(st, "boxer-2", "0523");
    a = attack1(st, "0521", 2, ids);
    force(st, 1, &die);
    CHECK_INT(pk_do(st, &a, log, why, sizeof why), 0);
    if (why[0])
        printf("  refused: %s\n", why);
    CHECK(logged(log, "Attacking: 2 Boxers from 0523 (ranged). A ranged attack: a bad result "
                      "does not touch the attackers (8.1.1)."));
    if (!logged(log, "A ranged attack"))
        show(log);
    glog_free(log);
    pk_free(st);
}

/* The end of turn 11 names both counts the panel shows: the primary
 * hexes of 21.2 (what decides it now) and all victory hexes of 21.1, so
 * "Victory hexes 3 of 11" on the panel and the log's primary count can
 * be told apart. Two primaries and one secondary are Chinese. */
static void test_final_count_names_both(void)
{
    pk_state *st = empty_board(11, PK_PH_END);
    glog *log = glog_new(16);
    char why[200] = "";
    pk_action e = act(PK_A_END);

    st->control[st->d->vic[0]] = PK_CHINESE;
    st->control[st->d->vic[1]] = PK_CHINESE;
    st->control[st->d->vic[st->d->nprimary]] = PK_CHINESE;
    CHECK_INT(pk_do(st, &e, log, why, sizeof why), 0);
    CHECK(logged(log, "After turn 11 the Chinese hold 2 of the 7 primary victory hexes "
                      "(7 needed, 21.2); of all 11 victory hexes they hold 3 (21.1)."));
    if (!logged(log, "After turn 11"))
        show(log);
    glog_free(log);
    pk_free(st);
}

int main(void)
{
    (void)do_ok;
    RUN(test_attack_names_attackers);
    RUN(test_ranged_attack_said);
    RUN(test_final_count_names_both);
    TEST_END();
}
