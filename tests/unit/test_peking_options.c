/* test_peking_options: the switches that give the other side of five
 * readings of Siege at Peking (notes.md "Rules audit"), each with forced
 * dice (or, for attrition, the phase) showing that the two readings play
 * differently; every reading switch kept by the setup, a position and
 * its reload, off by default; and the rules editions' orders of battle. */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "games/peking/rules/peking_json.h"
#include "test_peking_common.h"

extern const game_rules peking_rules;

/* Take the first legal step of every retreat under way (the choices do
 * not matter here). */
static void finish_retreats(pk_state *st)
{
    pk_action l[64];
    int guard = 0;

    while (st->ntasks > 0 && st->task[0].kind == PK_TASK_RETREAT && guard++ < 20) {
        CHECK(pk_legal(st, l, 64) > 0);
        CHECK_INT(do_ok(st, l[0]), 0);
    }
}

/* 8.2 and the CRT legend, option loser_stays: three Boxers (12) against
 * two British guards (4) in the open, die 4: DL1. The Allies give the
 * step to brit-1. As we read 8.2 both guards retreat and a Boxer may
 * advance into the hex; with the option brit-1 stays (reduced) and only
 * brit-2 retreats, so the hex is still held. */
static void option_loser_stays(void)
{
    const char *three[3] = { "boxer-1", "boxer-2", "boxer-3" };
    int opt, die = 4;

    for (opt = 0; opt <= 1; opt++) {
        pk_state *st = empty_board(2, PK_PH_CCOMBAT);
        pk_action a;
        int b1, b2;

        st->loser_stays = opt;
        b1 = put(st, "brit-1", "0521");
        b2 = put(st, "brit-2", "0521");
        put(st, "boxer-1", "0520");
        put(st, "boxer-2", "0520");
        put(st, "boxer-3", "0520");
        a = attack1(st, "0521", 3, three);
        force(st, 1, &die);
        CHECK_INT(do_ok(st, a), 0);
        CHECK_STR(pk_result_name(st->last.result), "DL1");
        CHECK_INT(st->task[0].kind, PK_TASK_LOSS);
        a = act(PK_A_LOSE);
        a.unit = b1;
        CHECK_INT(do_ok(st, a), 0);
        CHECK_INT(st->u[b1].reduced, 1);
        CHECK_INT(st->task[0].kind, PK_TASK_RETREAT);
        CHECK_INT(st->task[0].n, opt ? 1 : 2);
        finish_retreats(st);
        CHECK(st->u[b2].cell != cell(st, "0521"));
        if (opt) {
            CHECK_INT(st->u[b1].cell, cell(st, "0521"));
            CHECK_INT(st->ntasks, 0); /* nothing vacated: no advance */
        } else {
            CHECK(st->u[b1].where == PK_W_MAP && st->u[b1].cell != cell(st, "0521"));
            CHECK_INT(st->task[0].kind, PK_TASK_ADVANCE);
        }
        pk_free(st);
    }
}

/* 8.4, option advance_retreat_only: three Boxers (12) against a lone
 * guard (2), 6-1: the forced die gives DE. As we read 8.4 a Boxer may
 * advance into the emptied hex; with the option only a retreat result
 * opens a hex to advance into (a DR still does). */
static void option_advance_retreat_only(void)
{
    const char *three[3] = { "boxer-1", "boxer-2", "boxer-3" };
    const char *one[1] = { "boxer-1" };
    pk_action a, l[64];
    int opt, die, n;

    for (opt = 0; opt <= 1; opt++) {
        pk_state *st = empty_board(2, PK_PH_CCOMBAT);
        st->adv_retreat = opt;
        put(st, "brit-1", "0521");
        put(st, "boxer-1", "0520");
        put(st, "boxer-2", "0520");
        put(st, "boxer-3", "0520");
        a = attack1(st, "0521", 3, three);
        die = die_for(st, &a, PK_R_DE);
        CHECK(die > 0);
        force(st, 1, &die);
        CHECK_INT(do_ok(st, a), 0);
        CHECK_STR(pk_result_name(st->last.result), "DE");
        CHECK(st->u[uid(st, "brit-1")].where == PK_W_DEAD);
        if (opt) {
            CHECK_INT(st->ntasks, 0);
        } else {
            CHECK_INT(st->ntasks, 1);
            CHECK_INT(st->task[0].kind, PK_TASK_ADVANCE);
            n = pk_legal(st, l, 64);
            CHECK(n >= 2 && l[0].type == PK_A_ADVANCE && l[0].cell == cell(st, "0521"));
        }
        pk_free(st);
    }
    /* with the option a retreat still opens the hex */
    {
        pk_state *st = empty_board(2, PK_PH_CCOMBAT);
        st->adv_retreat = 1;
        put(st, "brit-1", "0521");
        put(st, "boxer-1", "0520");
        a = attack1(st, "0521", 1, one);
        die = die_for(st, &a, PK_R_DR);
        CHECK(die > 0);
        force(st, 1, &die);
        CHECK_INT(do_ok(st, a), 0);
        finish_retreats(st);
        CHECK_INT(st->task[0].kind, PK_TASK_ADVANCE);
        pk_free(st);
    }
}

/* 11.1, option leaders_add: two guards and two leaders (6) attack a Boxer
 * (4) in the open asking for the leaders' bonus, die 1. As we read 11.1
 * one leader gives +1: 5 against 4, 1-1, total 2: AL1. With the option
 * both do: 4 against 4, 1-1, total 3: AR. Defending, two leaders with a
 * guard give -1 and their point (as we read it) or -2 (the option). */
static void option_leaders_add(void)
{
    const char *four[4] = { "brit-1", "brit-2", "strouts", "macdonald" };
    const char *three[3] = { "boxer-1", "boxer-2", "boxer-3" };
    int opt, die = 1;

    for (opt = 0; opt <= 1; opt++) {
        pk_state *st = empty_board(2, PK_PH_ACOMBAT);
        pk_action a;
        pk_combat c;

        st->leaders_add = opt;
        put(st, "boxer-1", "0521");
        put(st, "brit-1", "0522");
        put(st, "brit-2", "0522");
        put(st, "strouts", "0522");
        put(st, "macdonald", "0522");
        a = attack1(st, "0521", 4, four);
        a.drm = 1;
        CHECK_INT(pk_attack_check(st, &a, &c, NULL, 0), 0);
        CHECK_INT(c.drm, opt ? 2 : 1);
        CHECK_INT(c.att, opt ? 4 : 5);
        force(st, 1, &die);
        CHECK_INT(do_ok(st, a), 0);
        CHECK_STR(pk_result_name(st->last.result), opt ? "AR" : "AL1");
        pk_free(st);

        st = empty_board(2, PK_PH_CCOMBAT);
        st->leaders_add = opt;
        put(st, "brit-1", "0521");
        put(st, "strouts", "0521");
        put(st, "macdonald", "0521");
        put(st, "boxer-1", "0520");
        put(st, "boxer-2", "0520");
        put(st, "boxer-3", "0520");
        a = attack1(st, "0521", 3, three);
        CHECK_INT(pk_attack_check(st, &a, &c, NULL, 0), 0);
        CHECK_INT(c.drm, opt ? -2 : -1);
        CHECK_INT(c.def, opt ? 2 : 3);
        pk_free(st);
    }
}

/* 10, option gun_spares_chinese: a Big Gun at 2040 fires north, flight
 * die 1 (4 hexes, to 2036 in the open) where a Boxer stands, damage die
 * 5: SL. As we read 10 the Boxer loses a step; with the option it is
 * spared and no damage die is rolled. A British guard there is hit
 * either way. */
static void option_gun_spares_chinese(void)
{
    int faces[2] = { 1, 5 }, opt, k;

    for (k = 0; k < 3; k++) {
        pk_state *st = empty_board(2, PK_PH_BIGGUN);
        pk_action a = act(PK_A_GUN);
        const char *who = k < 2 ? "boxer-1" : "brit-1";
        int u;

        opt = k >= 1;
        st->gun_spares = opt;
        u = put(st, who, "2036");
        a.unit = 0;
        a.cell = cell(st, "2040");
        CHECK_INT(do_ok(st, a), 0);
        a = act(PK_A_SHELL);
        a.unit = 0;
        a.dir = 0;
        force(st, 2, faces);
        CHECK_INT(do_ok(st, a), 0);
        CHECK_INT(st->shell.land, cell(st, "2036"));
        if (k == 1) {
            CHECK_INT(st->u[u].reduced, 0);
            CHECK_INT(dice_forced_left(&st->dice), 1);
        } else {
            CHECK_INT(st->u[u].reduced, 1);
            CHECK_INT(dice_forced_left(&st->dice), 0);
        }
        pk_free(st);
    }
}

/* 14, option attrition_reaction (no die: the rule is when): on turn 2 the
 * Allies lose a guard at the start of the Allied movement phase as we read
 * 14; with the option at the start of the reaction phase, before the
 * Chinese attack, and not again in the movement phase. */
static void option_attrition_reaction(void)
{
    int opt;

    for (opt = 0; opt <= 1; opt++) {
        pk_state *st = empty_board(2, PK_PH_CMOVE);
        pk_action a;
        int guard = 0;

        st->attr_react = opt;
        put(st, "brit-1", "0914");
        put(st, "brit-2", "0914");
        CHECK_INT(do_ok(st, act(PK_A_END)), 0);
        CHECK_INT(st->phase, PK_PH_AREACT);
        if (opt) {
            CHECK_INT(st->ntasks, 1);
            CHECK_INT(st->task[0].kind, PK_TASK_ATTRITION);
            a = act(PK_A_ATTRITION);
            a.unit = uid(st, "brit-2");
            CHECK_INT(do_ok(st, a), 0);
        } else {
            CHECK_INT(st->ntasks, 0);
        }
        while (st->phase != PK_PH_AMOVE && st->ntasks == 0 && guard++ < 10)
            CHECK_INT(do_ok(st, act(PK_A_END)), 0);
        CHECK_INT(st->phase, PK_PH_AMOVE);
        if (opt) {
            CHECK_INT(st->ntasks, 0);
        } else {
            CHECK_INT(st->ntasks, 1);
            CHECK_INT(st->task[0].kind, PK_TASK_ATTRITION);
        }
        pk_free(st);
    }
}

/* Every reading switch: off by default and absent from positions; on from
 * the setup's options, written in the position and read back from it
 * (alone: the others stay off); anything but true or false refused. */
static void reading_switches_kept(void)
{
    int k, i;
    errs e;
    pk_state *st;
    cJSON *j;

    errs_clear(&e);
    st = peking_rules.create(".", "siege", NULL, 1, &e);
    CHECK(st != NULL);
    if (!st)
        return;
    j = pk_state_json(st);
    for (k = 0; k < PK_READING_OPTS; k++) {
        CHECK_INT(pk_reading_on(st, k), 0);
        CHECK(cJSON_GetObjectItemCaseSensitive(j, pk_reading_opts[k].key) == NULL);
    }
    cJSON_Delete(j);
    pk_free(st);
    for (k = 0; k < PK_READING_OPTS; k++) {
        char text[80], *pos;
        cJSON *o;
        jdoc d;
        pk_state *back;

        snprintf(text, sizeof text, "{\"%s\": true}", pk_reading_opts[k].key);
        o = cJSON_Parse(text);
        st = peking_rules.create(".", "siege", o, 1, &e);
        cJSON_Delete(o);
        CHECK(st != NULL);
        if (!st)
            continue;
        for (i = 0; i < PK_READING_OPTS; i++)
            CHECK_INT(pk_reading_on(st, i), i == k);
        j = pk_state_json(st);
        CHECK(cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(j, pk_reading_opts[k].key)));
        pos = cJSON_Print(j);
        cJSON_Delete(j);
        errs_clear(&e);
        memset(&d, 0, sizeof d);
        CHECK(jdoc_parse(&d, "pos.json", pos, &e));
        back = pk_state_load(".", "siege", NULL, &d, d.root, "start", &e);
        errs_print(&e, stdout);
        CHECK(back != NULL);
        for (i = 0; back && i < PK_READING_OPTS; i++)
            CHECK_INT(pk_reading_on(back, i), i == k);
        pk_free(back);
        jdoc_free(&d);
        free(pos);
        pk_free(st);
        snprintf(text, sizeof text, "{\"%s\": 1}", pk_reading_opts[k].key);
        o = cJSON_Parse(text);
        errs_clear(&e);
        CHECK(peking_rules.create(".", "siege", o, 1, &e) == NULL);
        CHECK_CONTAINS(errs_first(&e), pk_reading_opts[k].key);
        cJSON_Delete(o);
    }
}

/* The Chinese counters of each kind in a game. */
static void chinese_counts(const pk_state *st, int *boxers, int *imperials)
{
    int i;

    *boxers = *imperials = 0;
    for (i = 0; i < st->nunits; i++)
        if (st->u[i].side == PK_CHINESE) {
            *boxers += st->u[i].kind == PK_K_BOXER;
            *imperials += st->u[i].kind == PK_K_IMPERIAL;
        }
}

/* Rules editions (notes.md "Fourth pass"): options without "edition"
 * (a save from before it) play the first edition's 26 Boxers and 16
 * Imperials; edition 2, which every new game writes, has 28 Boxers, whose
 * position holds the two more counters and loads only by its own options;
 * an edition the build does not know is refused. */
static void edition_order_of_battle(void)
{
    static const char *const bad[] = { "{\"edition\": 3}", "{\"edition\": 0}",
                                       "{\"edition\": \"2\"}", "{\"edition\": 1.5}" };
    cJSON *o2 = cJSON_Parse("{\"edition\": 2}"), *o1 = cJSON_Parse("{\"edition\": 1}"), *j;
    pk_state *st, *back;
    int b, im, n1, k;
    char *pos;
    jdoc d;
    errs e;

    errs_clear(&e);
    st = peking_rules.create(".", "siege", NULL, 1, &e);
    CHECK(st != NULL);
    if (!st)
        return;
    chinese_counts(st, &b, &im);
    CHECK_INT(b, 26);
    CHECK_INT(im, 16);
    CHECK_INT(st->edition, 1);
    n1 = st->nunits;
    pk_free(st);
    st = peking_rules.create(".", "siege", o1, 1, &e);
    CHECK(st != NULL && st->nunits == n1);
    pk_free(st);

    st = peking_rules.create(".", "siege", o2, 1, &e);
    CHECK(st != NULL);
    if (!st)
        return;
    chinese_counts(st, &b, &im);
    CHECK_INT(b, 28);
    CHECK_INT(im, 16);
    CHECK_INT(st->edition, 2);
    CHECK_INT(st->nunits, n1 + 2);
    CHECK(uid(st, "boxer-28") >= 0);
    j = pk_state_json(st);
    pos = cJSON_Print(j);
    cJSON_Delete(j);
    memset(&d, 0, sizeof d);
    CHECK(jdoc_parse(&d, "pos.json", pos, &e));
    back = pk_state_load(".", "siege", o2, &d, d.root, "start", &e);
    errs_print(&e, stdout);
    CHECK(back != NULL && back->nunits == n1 + 2 && back->edition == 2);
    pk_free(back);
    errs_clear(&e);
    back = pk_state_load(".", "siege", NULL, &d, d.root, "start", &e);
    CHECK(back == NULL);
    CHECK_CONTAINS(errs_first(&e), "start.units");
    pk_free(back);
    jdoc_free(&d);
    free(pos);
    pk_free(st);

    for (k = 0; k < 4; k++) {
        cJSON *o = cJSON_Parse(bad[k]);
        errs_clear(&e);
        CHECK(peking_rules.create(".", "siege", o, 1, &e) == NULL);
        CHECK_CONTAINS(errs_first(&e), "option edition: expected an integer from 1 to 2");
        cJSON_Delete(o);
    }
    cJSON_Delete(o1);
    cJSON_Delete(o2);
}

/* siege.json's "editions" checked field by field: a later edition's count
 * in range, editions in rising order, no other key. */
static void edition_data_checked(void)
{
    static const struct { const char *from, *to, *path; } cases[] = {
        { "{\"edition\": 2, \"count\": 28}", "{\"edition\": 2, \"count\": 99}",
          "chinese[0].editions[0].count: expected an integer from 1 to 48" },
        { "{\"edition\": 2, \"count\": 28}", "{\"edition\": 1, \"count\": 28}",
          "chinese[0].editions[0].edition: expected an integer from 2 to 2" },
        { "{\"edition\": 2, \"count\": 28}", "{\"edition\": 2, \"count\": 28, \"turn\": 3}",
          "chinese[0].editions[0].turn: unknown key" },
        { "{\"edition\": 2, \"count\": 28}", "7", "chinese[0].editions[0]" },
    };
    char dir[] = "/tmp/pk_editionXXXXXX", path[64];
    jdoc src;
    errs e;
    int k;

    errs_clear(&e);
    memset(&src, 0, sizeof src);
    CHECK(mkdtemp(dir) != NULL);
    CHECK(jdoc_load(&src, "scenarios/peking/siege.json", &e));
    CHECK(src.text && strstr(src.text, cases[0].from));
    snprintf(path, sizeof path, "%s/siege.json", dir);
    CHECK(pk_validate_file("scenarios/peking/siege.json", &e));
    for (k = 0; src.text && k < 4; k++) {
        const char *at = strstr(src.text, cases[k].from);
        FILE *f = fopen(path, "w");
        CHECK(f != NULL && at != NULL);
        if (!f || !at)
            continue;
        fprintf(f, "%.*s%s%s", (int)(at - src.text), src.text, cases[k].to,
                at + strlen(cases[k].from));
        fclose(f);
        errs_clear(&e);
        CHECK(!pk_validate_file(path, &e));
        CHECK_CONTAINS(errs_first(&e), cases[k].path);
    }
    remove(path);
    rmdir(dir);
    jdoc_free(&src);
}

int main(void)
{
    RUN(option_loser_stays);
    RUN(option_advance_retreat_only);
    RUN(option_leaders_add);
    RUN(option_gun_spares_chinese);
    RUN(option_attrition_reaction);
    RUN(reading_switches_kept);
    RUN(edition_order_of_battle);
    RUN(edition_data_checked);
    pk_free(tpl_state);
    TEST_END();
}
