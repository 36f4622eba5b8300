/* test_kutf: the Keep Up The Fire! rules core with forced dice — every
 * worked example of the rules text (fire, melee, blockade attack, relief
 * attack), each nationality's ability, the casualty-sharing rules, losses,
 * events, the deck modes, every defeat and every victory level, the JSON
 * layer and the data validation (shipped files and broken copies). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "session.h"
#include "test_kutf_common.h"

static int uid(const char *id)
{
    int u;

    for (u = 0; u < KUTF_UNITS; u++)
        if (strcmp(data.unit[u].id, id) == 0)
            return u;
    printf("  no unit %s\n", id);
    return 0;
}

/* A box on the relief tracks with this DRM (the first such box). */
static int box_with(const kutf_boxtrack *t, int drm)
{
    int i;

    for (i = 0; i < t->nboxes; i++)
        if (t->drm[i] == drm && t->marked[i])
            return i;
    return -1;
}

static int fire(const char *t)
{
    kutf_action a = A(KUTF_A_FIRE);
    a.track = tid(t);
    return do_act(a);
}

static int melee(const char *t)
{
    kutf_action a = A(KUTF_A_MELEE);
    a.track = tid(t);
    return do_act(a);
}

static int casualty(const char *u)
{
    kutf_action a = A(KUTF_A_CASUALTY);
    a.unit = strcmp(u, "fort") == 0 ? -1 : uid(u);
    return do_act(a);
}

static int is_legal(kutf_action a)
{
    kutf_action acts[KUTF_MAX_ACTIONS];
    int n = kutf_legal(s, acts, KUTF_MAX_ACTIONS), i;

    for (i = 0; i < n; i++)
        if (acts[i].type == a.type && acts[i].unit == a.unit &&
            acts[i].box == a.box && acts[i].track == a.track &&
            acts[i].other == a.other && acts[i].card == a.card &&
            acts[i].choice == a.choice)
            return 1;
    return 0;
}

static int count_legal(void)
{
    kutf_action acts[KUTF_MAX_ACTIONS];

    return kutf_legal(s, acts, KUTF_MAX_ACTIONS);
}

static void force(int a, int b)
{
    int f[2] = { a, b };

    dice_force(&s->dice, f, b ? 2 : 1);
}

/* A historical-deck game past set-up, in the Legation Actions of card 1,
 * with the compound emptied so each test builds its own situation:
 * layout "RU:N IT:N GB:E ..." puts units on walls, the rest out of play. */
static void start(const char *layout)
{
    static const char *const def[KUTF_UNITS] = {
        "N1", "N2", "E1", "E2", "S1", "S2", "W1", "W2" };
    char buf[128], *tok, *save = NULL;
    int u, slot[KUTF_TRACKS] = { 0 };

    glog_clear(lg);
    kutf_init(s, &data, KUTF_DECK_HISTORICAL, 7);
    for (u = 0; u < KUTF_UNITS; u++) {
        kutf_action a = A(KUTF_A_PLACE);
        a.unit = u;
        a.box = tid((char[]){ def[u][0], 0 }) * 2 + (def[u][1] - '1');
        do_act(a);
    }
    CHECK_INT(s->seg, KUTF_SEG_ACTIONS);
    CHECK_INT(s->current, card("1"));
    memset(s->ch, 0, sizeof s->ch);
    for (u = 0; u < KUTF_UNITS; u++)
        s->utrack[u] = -1;
    snprintf(buf, sizeof buf, "%s", layout);
    for (tok = strtok_r(buf, " ", &save); tok; tok = strtok_r(NULL, " ", &save)) {
        char id[8];
        int t;
        snprintf(id, sizeof id, "%.*s", (int)(strchr(tok, ':') - tok), tok);
        t = tid(strchr(tok, ':') + 1);
        if (strcmp(id, "GUN") == 0) {
            s->gun_track = t;
            continue;
        }
        u = uid(id);
        s->utrack[u] = t;
        s->uslot[u] = slot[t]++;
    }
    s->actions_left = 3;
    s->fort = 0;
    s->nrolls = 0;
}

static void chinese(const char *t, int kind, int space, int cp)
{
    kutf_chinese *c = &s->ch[tid(t)];

    c->kind = kind;
    c->space = space;
    c->cp = cp;
}

/* ---- the worked examples ------------------------------------------------ */

/* [7.2] Qing 6 CP at Extreme on the North; Russia, Italy and the gun fire:
 * to-hit 5 +2 = 7 > 6; casualties 2 +3 -1 = 4; North CP 6 -> 2. */
static void test_fire_example(void)
{
    start("RU:N IT:N GUN:N GB:E JP:E");
    chinese("N", KUTF_QING, KUTF_EXTREME, 6);
    force(5, 2);
    CHECK_INT(fire("N"), 0);
    CHECK_INT(s->nrolls, 2);
    CHECK_INT(s->roll[0].kind, KUTF_ROLL_TO_HIT);
    CHECK_INT(s->roll[0].die, 5);
    CHECK_INT(s->roll[0].total, 7);
    CHECK_INT(s->roll[0].result, 1);
    CHECK_INT(s->roll[0].nmods, 2);
    CHECK_INT(s->roll[1].die, 2);
    CHECK_INT(s->roll[1].total, 4);
    CHECK_INT(s->ch[tid("N")].cp, 2);
    CHECK_INT(s->ch[tid("N")].kind, KUTF_QING);
    CHECK(log_has("Fire at North Qing (6 CP) at Extreme Range: to-hit 5 +2 "
                  "(Italy +1, Gun +1) = 7 > 6, hit; casualties 2 +2 (Gun +3, "
                  "Extreme Range -1) = 4; North CP 6 -> 2."));
}

/* "had this been a Boxer force, its Casualties would have been one higher" */
static void test_fire_example_boxer(void)
{
    start("RU:N IT:N GUN:N");
    chinese("N", KUTF_BOXER, KUTF_EXTREME, 6);
    force(5, 2);
    CHECK_INT(fire("N"), 0);
    CHECK_INT(s->roll[1].total, 5);
    CHECK_INT(s->ch[tid("N")].cp, 1);
}

static void test_fire_miss_and_limits(void)
{
    start("RU:N IT:N GB:E");
    chinese("N", KUTF_QING, KUTF_EXTREME, 6);
    force(5, 0);
    CHECK_INT(fire("N"), 0);          /* 5 +1 (Italy) = 6, not > 6 */
    CHECK_INT(s->roll[0].result, -1);
    CHECK_INT(s->nrolls, 1);
    CHECK_INT(s->ch[tid("N")].cp, 6);
    CHECK_INT(s->actions_left, 2);
    /* fire is refused at the Wall, melee refused at range */
    chinese("E", KUTF_BOXER, KUTF_WALL, 3);
    {
        kutf_action a = A(KUTF_A_FIRE);
        char why[128];
        a.track = tid("E");
        CHECK_INT(kutf_apply(s, &a, lg, why, sizeof why), -1);
        CHECK_CONTAINS(why, "Melee");
        a = A(KUTF_A_MELEE);
        a.track = tid("N");
        CHECK_INT(kutf_apply(s, &a, lg, why, sizeof why), -1);
        CHECK_CONTAINS(why, "Fire");
    }
    /* no defenders on South: nobody can fire there */
    chinese("S", KUTF_BOXER, KUTF_LONG, 3);
    {
        kutf_action a = A(KUTF_A_FIRE);
        a.track = tid("S");
        CHECK(!is_legal(a));
    }
}

/* [7.3] Boxer 4 CP in the Street; Britain and Japan defend; fort 2; die 3:
 * Chinese 3+1+1+1 = 6, wiped out; Legation 3+1+1-1 = 4 shared GB, JP, fort,
 * and the fourth to Britain. */
static void test_melee_example(void)
{
    kutf_action a;

    start("GB:E JP:E US:N");
    s->fort = 2;
    chinese("E", KUTF_BOXER, KUTF_STREET, 4);
    force(3, 0);
    CHECK_INT(melee("E"), 0);
    CHECK_INT(s->ch[tid("E")].kind, KUTF_NOBODY);
    CHECK_INT(s->roll[0].kind, KUTF_ROLL_MELEE_CH);
    CHECK_INT(s->roll[0].total, 6);
    CHECK_INT(s->roll[1].kind, KUTF_ROLL_MELEE_LEG);
    CHECK_INT(s->roll[1].total, 4);
    CHECK_INT(s->pend, KUTF_PEND_CASUALTY);
    CHECK_INT(s->cas_left, 4);
    CHECK_INT(count_legal(), 3);          /* GB, JP or fort */
    CHECK(log_has("Chinese casualties 3 +3 (Boxer +1, Street Fighting +1, "
                  "Britain +1) = 6"));
    CHECK(log_has("Legation casualties 3 +1 (Boxer +1, Street Fighting +1, "
                  "Japan -1) = 4"));
    CHECK_INT(casualty("GB"), 0);
    /* Britain has taken one: the next must go to Japan or the fort */
    a = A(KUTF_A_CASUALTY);
    a.unit = uid("GB");
    CHECK(!is_legal(a));
    CHECK_INT(casualty("JP"), 0);
    CHECK_INT(casualty("fort"), 0);
    CHECK_INT(s->cas_left, 1);
    CHECK_INT(count_legal(), 3);
    CHECK_INT(casualty("GB"), 0);
    CHECK_INT(s->pend, KUTF_PEND_NONE);
    CHECK_INT(s->cp[uid("GB")], data.unit[uid("GB")].start_cp - 2);
    CHECK_INT(s->cp[uid("JP")], data.unit[uid("JP")].start_cp - 1);
    CHECK_INT(s->fort, 1);
}

/* The same melee on a 6: 7 losses, two each to both units and the fort
 * (down to 0) and a third to either unit. */
static void test_melee_example_six(void)
{
    kutf_action a;

    start("GB:E JP:E US:N");
    s->fort = 2;
    chinese("E", KUTF_BOXER, KUTF_STREET, 4);
    force(6, 0);
    CHECK_INT(melee("E"), 0);
    CHECK_INT(s->cas_left, 7);
    /* the fort may not take a second loss before each unit took one */
    CHECK_INT(casualty("fort"), 0);
    a = A(KUTF_A_CASUALTY);
    CHECK(!is_legal(a));
    CHECK_INT(casualty("GB"), 0);
    /* Japan is then the only legal target (even shares): taken by itself */
    CHECK_INT(s->cas_unit[uid("JP")], 1);
    CHECK_INT(s->cas_left, 4);
    CHECK_INT(casualty("fort"), 0);
    CHECK_INT(casualty("GB"), 0);
    CHECK_INT(s->cas_unit[uid("JP")], 2);
    CHECK_INT(s->fort, 0);
    CHECK_INT(s->cas_left, 1);
    CHECK_INT(count_legal(), 2);        /* GB or JP, not the empty fort */
    CHECK_INT(casualty("JP"), 0);
    CHECK_INT(s->cp[uid("GB")], data.unit[uid("GB")].start_cp - 2);
    CHECK_INT(s->cp[uid("JP")], data.unit[uid("JP")].start_cp - 3);
    CHECK_INT(s->pend, KUTF_PEND_NONE);
}

/* [10.0] A 5-strength blocker attacks an army with +2 Combat Power and no
 * card modifier: 1-2 defeat (1 Loss), 3 stalemate (a Loss only in a danger
 * zone), 4-6 no effect. */
static void blockade_at(int pos, int die)
{
    kutf_action a;
    int b;

    start("US:N GB:E");
    s->current = card("4");       /* calls a blockade attack, no DRMs */
    CHECK_INT(data.card[s->current].drm_attack, 0);
    s->seg = KUTF_SEG_MOVEMENT;
    s->actions_left = 0;
    cup_clear(&s->cup);
    for (b = 0; b < data.nblockers; b++)
        s->bactive[b] = 0;
    b = blk("Q5");
    s->bactive[b] = 1;
    cup_add(&s->cup, b);
    s->power_box = box_with(&data.power, 2);
    s->speed_box = data.speed.nboxes - 1;   /* +3: every loss option open */
    s->relief_pos = pos;
    force(die, 0);
    a = A(KUTF_A_END);
    CHECK_INT(do_act(a), 0);
    CHECK_INT(s->blocker, b);
    CHECK_INT(s->roll[s->nrolls - 1].kind, KUTF_ROLL_BLOCKADE);
    CHECK_INT(s->roll[s->nrolls - 1].total, die + 2);
}

static void test_blockade_example(void)
{
    int safe = 1, danger = -1, i, die;

    for (i = 1; i < data.nroute - 1; i++)
        if (data.route[i].danger && danger < 0)
            danger = i;
    CHECK(!data.route[safe].danger);
    CHECK(danger > 0);
    for (die = 1; die <= 6; die++) {
        blockade_at(safe, die);
        CHECK_INT(s->pend, die <= 2 ? KUTF_PEND_LOSS : KUTF_PEND_NONE);
        if (die <= 2)
            CHECK_INT(s->loss_left, 1);
        CHECK_INT(s->roll[s->nrolls - 1].result, die <= 2 ? -1 : die == 3 ? 0 : 1);
        blockade_at(danger, die);
        CHECK_INT(s->pend, die <= 3 ? KUTF_PEND_LOSS : KUTF_PEND_NONE);
    }
    blockade_at(safe, 3);
    CHECK(log_has("Blockade attack by"));
    CHECK(log_has("3 +2 (Combat Power +2) = 5 vs 5: stalemate"));
}

/* [11.3] A 6-strength blocker at Tientsin; +3 Combat Power; a 3 makes 6:
 * stalemate, no effect outside a danger zone; then one Command moves
 * Combat Power to its +4 box. */
static void commands_vs(const char *blocker, int pos)
{
    start("US:N GB:E");
    s->seg = KUTF_SEG_COMMANDS;
    s->actions_left = 0;
    s->commands_left = 2;
    s->blocker = blk(blocker);
    s->dispersed = 0;
    s->relief_pos = pos;
    s->power_box = box_with(&data.power, 3);
    s->speed_box = data.speed.nboxes - 1;
}

static void test_relief_attack_example(void)
{
    kutf_action a;

    CHECK_STR(data.route[1].name, "Tientsin");
    CHECK(!data.route[1].danger);
    commands_vs("Q6", 1);
    force(3, 0);
    CHECK_INT(do_act(A(KUTF_A_ATTACK)), 0);
    CHECK_INT(s->roll[0].total, 6);
    CHECK_INT(s->roll[0].result, 0);
    CHECK_INT(s->pend, KUTF_PEND_NONE);
    CHECK_INT(s->dispersed, 0);
    CHECK(!is_legal(A(KUTF_A_ADVANCE)));
    CHECK_INT(do_act(A(KUTF_A_POWER)), 0);
    CHECK_INT(kutf_power_drm(s), 4);
    /* a lower roll: defeat, one Loss */
    commands_vs("Q6", 1);
    force(2, 0);
    CHECK_INT(do_act(A(KUTF_A_ATTACK)), 0);
    CHECK_INT(s->pend, KUTF_PEND_LOSS);
    CHECK_INT(s->loss_left, 1);
    /* a higher roll: dispersed, and an Advance may follow */
    commands_vs("Q6", 1);
    force(4, 0);
    CHECK_INT(do_act(A(KUTF_A_ATTACK)), 0);
    CHECK_INT(s->dispersed, 1);
    a = A(KUTF_A_ADVANCE);
    CHECK(is_legal(a));
    /* in a danger zone a defeat costs two Losses and a stalemate one */
    commands_vs("Q6", 2);
    CHECK(data.route[2].danger);
    force(2, 0);
    CHECK_INT(do_act(A(KUTF_A_ATTACK)), 0);
    CHECK_INT(s->loss_left, 2);
    commands_vs("Q6", 2);
    force(3, 0);
    CHECK_INT(do_act(A(KUTF_A_ATTACK)), 0);
    CHECK_INT(s->loss_left, 1);
}

static void test_staying_power(void)
{
    int p;

    commands_vs("Q6", 1);
    s->commands_left = 3;
    p = s->power_box;
    force(3, 3);
    CHECK_INT(do_act(A(KUTF_A_ATTACK)), 0);
    CHECK_INT(s->power_box, p);
    CHECK_INT(do_act(A(KUTF_A_ATTACK)), 0);   /* the second attack */
    CHECK_INT(s->power_box, p - 1);
    /* two advances: Speed drops a box after the second */
    commands_vs("B3", 1);
    s->commands_left = 3;
    s->dispersed = 1;
    p = s->speed_box;
    force(6, 6);
    CHECK_INT(do_act(A(KUTF_A_ADVANCE)), 0);
    CHECK_INT(s->relief_pos, 2);
    CHECK_INT(s->speed_box, p);
    CHECK_INT(do_act(A(KUTF_A_ADVANCE)), 0);
    CHECK_INT(s->relief_pos, 3);
    CHECK_INT(s->speed_box, p - 1);
}

/* [11.4] >6 advance, =6 maneuver (a Loss in a danger zone), <6 a Loss. */
static void test_advance_table(void)
{
    commands_vs("B3", 1);
    s->dispersed = 1;
    force(4, 0);                        /* 4 +3 = 7 */
    CHECK_INT(do_act(A(KUTF_A_ADVANCE)), 0);
    CHECK_INT(s->relief_pos, 2);
    CHECK_INT(s->pend, KUTF_PEND_NONE);
    commands_vs("B3", 1);
    s->dispersed = 1;
    force(3, 0);                        /* = 6 outside a danger zone */
    CHECK_INT(do_act(A(KUTF_A_ADVANCE)), 0);
    CHECK_INT(s->relief_pos, 1);
    CHECK_INT(s->pend, KUTF_PEND_NONE);
    commands_vs("B3", 2);
    s->dispersed = 1;
    force(3, 0);                        /* = 6 in a danger zone */
    CHECK_INT(do_act(A(KUTF_A_ADVANCE)), 0);
    CHECK_INT(s->pend, KUTF_PEND_LOSS);
    commands_vs("B3", 1);
    s->dispersed = 1;
    force(2, 0);                        /* 5 < 6 */
    CHECK_INT(do_act(A(KUTF_A_ADVANCE)), 0);
    CHECK_INT(s->pend, KUTF_PEND_LOSS);
}

/* [11.5] loss options and their limits */
static void test_losses(void)
{
    kutf_action a;

    commands_vs("Q6", 1);
    s->speed_box = data.speed.start + 1;
    s->power_box = data.power.start + 1;
    force(1, 0);
    CHECK_INT(do_act(A(KUTF_A_ATTACK)), 0);
    CHECK_INT(s->pend, KUTF_PEND_LOSS);
    a = A(KUTF_A_LOSS);
    a.choice = KUTF_LOSS_SPEED2;
    CHECK(!is_legal(a));
    a.choice = KUTF_LOSS_CP2;
    CHECK(!is_legal(a));
    a.choice = KUTF_LOSS_BOTH;
    CHECK(is_legal(a));
    a.choice = KUTF_LOSS_RETREAT;
    CHECK(is_legal(a));
    CHECK_INT(do_act(a), 0);
    CHECK_INT(s->relief_pos, 0);
    CHECK_INT(s->pend, KUTF_PEND_NONE);
    /* at Taku with both tracks at their start: the Loss is ignored */
    commands_vs("Q6", 0);
    s->speed_box = data.speed.start;
    s->power_box = data.power.start;
    force(1, 0);
    CHECK_INT(do_act(A(KUTF_A_ATTACK)), 0);
    CHECK_INT(s->pend, KUTF_PEND_NONE);
    CHECK(log_has("cannot be fulfilled"));
    /* a single possibility is taken by itself */
    commands_vs("Q6", 0);
    s->speed_box = data.speed.start + 2;
    s->power_box = data.power.start;
    force(1, 0);
    CHECK_INT(do_act(A(KUTF_A_ATTACK)), 0);
    CHECK_INT(s->pend, KUTF_PEND_NONE);
    CHECK_INT(s->speed_box, data.speed.start);
}

/* ---- nationalities and the gun ----------------------------------------- */

static int to_hit_bonus(const char *layout, int space)
{
    start(layout);
    chinese("N", KUTF_QING, space, 9);
    force(1, 0);
    fire("N");
    return s->roll[0].total - 1;
}

static void test_fire_abilities(void)
{
    CHECK_INT(to_hit_bonus("IT:N", KUTF_EXTREME), 1);
    CHECK_INT(to_hit_bonus("IT:N", KUTF_LONG), 0);
    CHECK_INT(to_hit_bonus("FR:N", KUTF_LONG), 1);
    CHECK_INT(to_hit_bonus("FR:N", KUTF_EXTREME), 0);
    CHECK_INT(to_hit_bonus("US:N", KUTF_LONG), 1);
    CHECK_INT(to_hit_bonus("US:N", KUTF_EXTREME), 1);
    CHECK_INT(to_hit_bonus("GB:N RU:N", KUTF_LONG), 0);
    CHECK_INT(to_hit_bonus("GUN:N", KUTF_LONG), 1);
    CHECK_INT(to_hit_bonus("GUN:N", KUTF_EXTREME), 1);
    CHECK_INT(to_hit_bonus("GUN:N US:N IT:N", KUTF_EXTREME), 3);
}

/* Chinese and Legation melee casualties for a die of 3 against a Qing
 * unit of cp at space on the North (wall value w). */
static void melee_totals(const char *layout, int space, int cp, int *chn,
                         int *leg)
{
    start(layout);
    chinese("N", KUTF_QING, space, cp);
    force(3, 0);
    melee("N");
    *chn = s->roll[0].total;
    *leg = s->roll[1].total;
}

static void test_melee_abilities(void)
{
    int c, l, w = data.track[tid("N")].wall;

    melee_totals("US:N FR:N", KUTF_STREET, 9, &c, &l);
    CHECK_INT(c, 4);
    CHECK_INT(l, 4);
    melee_totals("AT:N DE:N", KUTF_STREET, 9, &c, &l);
    CHECK_INT(c, 6);
    melee_totals("GB:N US:N", KUTF_STREET, 9, &c, &l);
    CHECK_INT(c, 5);
    melee_totals("RU:N US:N", KUTF_STREET, 9, &c, &l);
    CHECK_INT(l, 5);
    melee_totals("JP:N US:N", KUTF_STREET, 9, &c, &l);
    CHECK_INT(l, 3);
    /* at the Wall the wall value comes off the Legation casualties */
    melee_totals("US:N FR:N", KUTF_WALL, 9, &c, &l);
    CHECK_INT(c, 3);
    CHECK_INT(l, 3 - w);
    /* a Chinese unit down to 1 CP inflicts one casualty less */
    melee_totals("US:N FR:N", KUTF_STREET, 1, &c, &l);
    CHECK_INT(l, 3);
    /* the gun: +3 Chinese casualties at the Wall, none in the Street */
    melee_totals("US:N GUN:N", KUTF_WALL, 9, &c, &l);
    CHECK_INT(c, 6);
    melee_totals("US:N GUN:N", KUTF_STREET, 9, &c, &l);
    CHECK_INT(c, 4);
}

static void test_gun_alone(void)
{
    kutf_action a;

    /* alone at the Wall it fights, and legation casualties are ignored */
    start("GUN:N US:E");
    chinese("N", KUTF_QING, KUTF_WALL, 9);
    s->fort = 3;
    force(6, 0);
    CHECK_INT(melee("N"), 0);
    CHECK_INT(s->ch[tid("N")].kind, KUTF_NOBODY);   /* 6 +3 = 9: wiped out */
    CHECK_INT(s->roll[1].total, 6 - data.track[tid("N")].wall);
    CHECK_INT(s->pend, KUTF_PEND_NONE);
    CHECK_INT(s->fort, 3);
    CHECK_INT(s->cp[uid("US")], data.unit[uid("US")].start_cp);
    CHECK(log_has("fights alone"));
    /* alone it cannot fight in the Street */
    start("GUN:N US:E");
    chinese("N", KUTF_QING, KUTF_STREET, 5);
    a = A(KUTF_A_MELEE);
    a.track = tid("N");
    CHECK(!is_legal(a));
    /* alone it can fire */
    start("GUN:N US:E");
    chinese("N", KUTF_QING, KUTF_LONG, 5);
    a = A(KUTF_A_FIRE);
    a.track = tid("N");
    CHECK(is_legal(a));
    /* with defenders the gun never takes a casualty */
    start("GUN:N US:N");
    chinese("N", KUTF_QING, KUTF_WALL, 9);
    force(6, 0);
    CHECK_INT(melee("N"), 0);
    CHECK_INT(s->pend, KUTF_PEND_NONE);    /* only USA: taken by itself */
    CHECK_INT(s->cp[uid("US")], data.unit[uid("US")].start_cp -
              (6 - data.track[tid("N")].wall));
}

/* ---- advance, movement, defeats ---------------------------------------- */

static void end_segment(void)
{
    CHECK_INT(do_act(A(KUTF_A_END)), 0);
}

static void test_chinese_advance(void)
{
    start("US:N GB:E");
    chinese("N", KUTF_QING, KUTF_EXTREME, 5);
    chinese("E", KUTF_BOXER, KUTF_EXTREME, 3);
    s->boxers_double = 1;
    end_segment();
    CHECK_INT(s->ch[tid("N")].space, KUTF_LONG);
    CHECK_INT(s->ch[tid("E")].space, KUTF_WALL);   /* Boxers move two */
    CHECK_INT(s->seg, KUTF_SEG_MOVEMENT);
}

static void test_decisive_defeat_halliday(void)
{
    start("US:N GB:E");
    chinese("W", KUTF_QING, KUTF_STREET, 5);
    end_segment();
    CHECK_INT(s->outcome, KUTF_OUT_DECISIVE_DEFEAT);
    CHECK_STR(kutf_outcome_name(s->outcome), "decisive-defeat");
    CHECK_INT(count_legal(), 0);
}

static void test_decisive_defeat_streets(void)
{
    start("US:N GB:E");
    chinese("N", KUTF_QING, KUTF_WALL, 5);
    chinese("E", KUTF_QING, KUTF_WALL, 5);
    chinese("S", KUTF_BOXER, KUTF_WALL, 5);
    end_segment();
    CHECK_INT(s->outcome, KUTF_OUT_DECISIVE_DEFEAT);
    /* two in the streets is not yet a defeat */
    start("US:N GB:E");
    chinese("N", KUTF_QING, KUTF_WALL, 5);
    chinese("E", KUTF_QING, KUTF_WALL, 5);
    end_segment();
    CHECK_INT(s->outcome, KUTF_OUT_NONE);
}

static void test_substantive_defeat(void)
{
    int u;

    start("US:N");
    for (u = 0; u < KUTF_UNITS; u++)
        if (u != uid("US"))
            s->cp[u] = 0;
    s->cp[uid("US")] = 1;
    chinese("N", KUTF_BOXER, KUTF_STREET, 9);
    force(4, 0);
    CHECK_INT(melee("N"), 0);
    CHECK_INT(s->outcome, KUTF_OUT_SUBSTANTIVE_DEFEAT);
    CHECK_STR(kutf_outcome_name(s->outcome), "substantive-defeat");
}

static void test_moderate_defeat(void)
{
    start("US:N GB:E");
    s->seg = KUTF_SEG_COMMANDS;
    s->commands_left = 1;
    s->blocker = blk("B3");
    s->deck.ndraw = 0;
    end_segment();
    CHECK_INT(s->outcome, KUTF_OUT_MODERATE_DEFEAT);
    CHECK_STR(kutf_outcome_name(s->outcome), "moderate-defeat");
}

static void test_movement(void)
{
    kutf_action a;

    start("US:N GB:N FR:E DE:S");
    chinese("N", KUTF_QING, KUTF_WALL, 5);   /* North is engaged */
    s->seg = KUTF_SEG_MOVEMENT;
    a = A(KUTF_A_MOVE);
    a.unit = uid("US");
    a.track = tid("W");
    CHECK(!is_legal(a));                     /* frozen */
    a.unit = uid("FR");
    a.track = tid("N");
    CHECK(!is_legal(a));                     /* North already has two */
    a.track = tid("S");
    CHECK(is_legal(a));                      /* to help South */
    CHECK_INT(do_act(a), 0);
    CHECK_INT(s->utrack[uid("FR")], tid("S"));
    CHECK(s->uslot[uid("FR")] != s->uslot[uid("DE")]);
    a.unit = uid("DE");
    a.track = tid("W");
    CHECK_INT(do_act(a), 0);
    a = A(KUTF_A_SWAP);
    a.unit = uid("FR");
    a.other = uid("US");
    CHECK(!is_legal(a));                     /* US is frozen */
    a.other = uid("DE");
    CHECK(is_legal(a));
    CHECK_INT(do_act(a), 0);
    CHECK_INT(s->utrack[uid("FR")], tid("W"));
    CHECK_INT(s->utrack[uid("DE")], tid("S"));
}

/* ---- victory levels ------------------------------------------------------- */

static void win_with(int vp_target, int heroic)
{
    int u, rest, drm;

    start("US:N GB:E FR:S DE:W AT:N IT:E JP:S RU:W");
    s->seg = KUTF_SEG_COMMANDS;
    s->commands_left = 1;
    s->blocker = blk("B3");
    s->dispersed = 1;
    s->relief_pos = data.nroute - 2;
    s->speed_box = data.speed.nboxes - 1;
    s->power_box = data.power.start;
    s->heroic = heroic;
    s->deck.ndraw = 5;
    drm = 3 + data.power.drm[data.power.start];
    rest = vp_target - 5 - drm - 5 * heroic;
    for (u = 0; u < KUTF_UNITS; u++) {
        int give = rest > KUTF_MAX_CP ? KUTF_MAX_CP : rest;
        s->cp[u] = give > 0 ? give : 0;
        if (!s->cp[u])
            s->utrack[u] = -1;
        rest -= s->cp[u];
    }
    force(6, 0);
    CHECK_INT(do_act(A(KUTF_A_ADVANCE)), 0);
}

static void test_victory_levels(void)
{
    static const struct { int vp, heroic, out; } c[] = {
        { 20, 0, KUTF_OUT_PYRRHIC }, { 28, 0, KUTF_OUT_PYRRHIC },
        { 29, 0, KUTF_OUT_MINOR }, { 45, 1, KUTF_OUT_MINOR },
        { 46, 0, KUTF_OUT_MODERATE }, { 62, 2, KUTF_OUT_MODERATE },
        { 63, 1, KUTF_OUT_SUBSTANTIVE }, { 74, 1, KUTF_OUT_SUBSTANTIVE },
        { 75, 3, KUTF_OUT_DECISIVE }, { 80, 2, KUTF_OUT_DECISIVE } };
    unsigned i;

    for (i = 0; i < sizeof c / sizeof c[0]; i++) {
        win_with(c[i].vp, c[i].heroic);
        CHECK_INT(s->vp.total, c[i].vp);
        CHECK_INT(s->vp.heroic, 5 * c[i].heroic);
        CHECK_INT(s->vp.cards, 5);
        CHECK_INT(s->outcome, c[i].out);
    }
    CHECK_STR(kutf_outcome_name(KUTF_OUT_PYRRHIC), "pyrrhic-victory");
    CHECK_STR(kutf_outcome_name(KUTF_OUT_MINOR), "minor-victory");
    CHECK_STR(kutf_outcome_name(KUTF_OUT_MODERATE), "moderate-victory");
    CHECK_STR(kutf_outcome_name(KUTF_OUT_SUBSTANTIVE), "substantive-victory");
    CHECK_STR(kutf_outcome_name(KUTF_OUT_DECISIVE), "decisive-victory");
    CHECK(log_has("enters Peking"));
}

/* ---- cards, events, gains ------------------------------------------------ */

static int pos_in_deck(const kutf_state *st2, int c)
{
    int i;

    for (i = 0; i < st2->deck.ndraw; i++)
        if (st2->deck.draw[st2->deck.ndraw - 1 - i] == c)
            return i;
    return -1;
}

static void test_deck_modes(void)
{
    kutf_state *t = malloc(sizeof *t);
    int i, ev1 = 0, ev2 = 0, used1 = 0, used2 = 0, seed;

    for (i = 0; i < data.ncards; i++) {
        ev1 += data.card[i].event && data.card[i].epoch == 1;
        ev2 += data.card[i].event && data.card[i].epoch == 2;
    }
    for (seed = 1; seed < 20; seed++) {
        kutf_init(t, &data, KUTF_DECK_EPOCHS, (uint64_t)seed);
        CHECK_INT(t->deck.ndraw, 24 + ev1 / 2 + ev2 / 2);
        CHECK_INT(pos_in_deck(t, card("1")), 0);
        CHECK_INT(pos_in_deck(t, card("13")), 1 + 11 + ev1 / 2);
        used1 = used2 = 0;
        for (i = 0; i < t->deck.ndraw; i++) {
            const kutf_card *c = &data.card[t->deck.draw[t->deck.ndraw - 1 - i]];
            if (i < 12 + ev1 / 2)
                CHECK_INT(c->epoch, 1);
            else
                CHECK_INT(c->epoch, 2);
            used1 += c->event && c->epoch == 1;
            used2 += c->event && c->epoch == 2;
        }
        CHECK_INT(used1, ev1 / 2);
        CHECK_INT(used2, ev2 / 2);
    }
    kutf_init(t, &data, KUTF_DECK_HISTORICAL, 3);
    CHECK_INT(t->deck.ndraw, 24);
    for (i = 0; i < 24; i++) {
        char id[4];
        snprintf(id, sizeof id, "%d", i + 1);
        CHECK_INT(pos_in_deck(t, card(id)), i);
    }
    kutf_init(t, &data, KUTF_DECK_MIXED, 3);
    CHECK_INT(t->deck.ndraw, 24 + (ev1 + ev2) / 2);
    CHECK_INT(pos_in_deck(t, card("1")), 0);
    /* slid into the middle of the shuffled pile, under card 1 */
    CHECK_INT(pos_in_deck(t, card("13")), 1 + (t->deck.ndraw - 2) / 2);
    free(t);
}

static int find_event(int when, int fxtype)
{
    int i, k;

    for (i = 0; i < data.ncards; i++) {
        if (!data.card[i].event || data.card[i].when != when)
            continue;
        for (k = 0; k < data.card[i].nfx; k++)
            if (data.card[i].fx[k].type == fxtype)
                return i;
    }
    return -1;
}

static void test_held_events(void)
{
    kutf_action a;
    int ev = find_event(KUTF_WHEN_ACTIONS, KUTF_FX_FORTIFY);
    int lossev = find_event(KUTF_WHEN_LOSS, KUTF_FX_CANCEL_LOSS);

    CHECK(ev >= 0);
    CHECK(lossev >= 0);
    start("US:N GB:E");
    s->hand[s->nhand++] = ev;
    s->hand[s->nhand++] = lossev;
    a = A(KUTF_A_PLAY_EVENT);
    a.card = lossev;
    CHECK(!is_legal(a));                 /* not the moment it names */
    a.card = ev;
    CHECK(is_legal(a));
    CHECK_INT(do_act(a), 0);
    CHECK_INT(s->fort, data.card[ev].fx[0].amount);
    CHECK_INT(s->nhand, 1);
    CHECK_INT(s->deck.discard[s->deck.ndiscard - 1], ev);
    /* the loss event cancels a Loss when one is due */
    commands_vs("Q6", 1);
    s->hand[s->nhand++] = lossev;
    force(1, 0);
    CHECK_INT(do_act(A(KUTF_A_ATTACK)), 0);
    CHECK_INT(s->pend, KUTF_PEND_LOSS);
    a.card = lossev;
    CHECK(is_legal(a));
    CHECK_INT(do_act(a), 0);
    CHECK_INT(s->pend, KUTF_PEND_NONE);
    CHECK_INT(s->relief_pos, 1);
}

static void test_card_phase_events(void)
{
    kutf_state *t = malloc(sizeof *t);
    kutf_action a;
    int seed, saw_hand = 0, saw_perm = 0, steps;

    /* bot games in the two-epoch deck reveal events: held ones go to the
     * hand, permanent ones stay in force */
    for (seed = 1; seed < 200 && !(saw_hand && saw_perm); seed++) {
        kutf_init(t, &data, KUTF_DECK_EPOCHS, (uint64_t)seed);
        for (steps = 0; !t->outcome && steps < 3000; steps++) {
            if (t->nhand)
                saw_hand = 1;
            if (t->nperm) {
                const kutf_card *c = &data.card[t->perm[0]];
                saw_perm = c->permanent;
            }
            kutf_bot_choose(t, &a);
            kutf_apply(t, &a, NULL, NULL, 0);
        }
    }
    CHECK(saw_hand);
    CHECK(saw_perm);
    free(t);
}

static void test_revival(void)
{
    kutf_action a;
    int gb = uid("GB");

    start("US:N GB:N FR:E DE:E IT:S AT:S JP:W");   /* RU out of play */
    s->cp[uid("RU")] = 0;
    s->cp[uid("US")] = data.unit[uid("US")].start_cp;
    s->pend = KUTF_PEND_GAIN;
    s->fx_amount = 1;
    s->fx_picks = 1;
    a = A(KUTF_A_GAIN);
    a.unit = gb;
    CHECK(!is_legal(a));                /* at its starting CP */
    a.unit = uid("RU");
    CHECK(is_legal(a));
    CHECK_INT(do_act(a), 0);
    CHECK_INT(s->cp[uid("RU")], 1);
    /* only W2 is vacant: the revived unit is placed there by itself */
    CHECK_INT(s->pend, KUTF_PEND_NONE);
    CHECK_INT(s->utrack[uid("RU")], tid("W"));
    /* gains above the starting CP: allowed from below it, never over 8 */
    s->cp[gb] = data.unit[gb].start_cp - 1;
    s->pend = KUTF_PEND_GAIN;
    s->fx_amount = 5;
    s->fx_picks = 1;
    a.unit = gb;
    CHECK_INT(do_act(a), 0);
    CHECK_INT(s->cp[gb], KUTF_MAX_CP);
}

static void test_peitang_and_fortify(void)
{
    kutf_action a = A(KUTF_A_PEITANG);

    start("US:N");
    CHECK(!is_legal(a));
    s->peitang_open = 1;
    force(data.peitang_target + 1, 0);
    CHECK_INT(do_act(a), 0);
    CHECK_INT(s->heroic, data.peitang_heroic);
    CHECK(!is_legal(a));
    s->fort = KUTF_MAX_FORT;
    CHECK(!is_legal(A(KUTF_A_FORTIFY)));
    s->fort = 1;
    CHECK_INT(do_act(A(KUTF_A_FORTIFY)), 0);
    CHECK_INT(s->fort, 2);
}

static void test_gun_arrives(void)
{
    kutf_state *t = malloc(sizeof *t);
    kutf_action a, acts[KUTF_MAX_ACTIONS];
    int steps, seed, found = 0;

    /* historical deck: card 13 brings the gun and the player picks its
     * wall (the first bot games that survive that long) */
    for (seed = 1; seed < 60 && !found; seed++) {
        kutf_init(t, &data, KUTF_DECK_HISTORICAL, (uint64_t)seed);
        for (steps = 0; !t->outcome && steps < 3000; steps++) {
            if (t->pend == KUTF_PEND_PLACE && t->pend_unit == KUTF_GUN) {
                found = 1;
                CHECK_INT(t->current, card("13"));
                CHECK_INT(kutf_legal(t, acts, KUTF_MAX_ACTIONS), 4);
                CHECK_INT(t->gun_track, -1);
                a = acts[2];
                CHECK_INT(kutf_apply(t, &a, NULL, NULL, 0), 0);
                CHECK_INT(t->gun_track, 2);
                break;
            }
            kutf_bot_choose(t, &a);
            kutf_apply(t, &a, NULL, NULL, 0);
        }
    }
    CHECK(found);
    free(t);
}

/* Resolve one effect as if a card gave it (src: the card it comes from),
 * through the queue the card phase uses. */
static void apply_fx(int type, int amount, int picks, int unit, int src)
{
    kutf_fx fx;

    memset(&fx, 0, sizeof fx);
    fx.type = type;
    fx.amount = amount;
    fx.picks = picks;
    fx.unit = unit;
    s->fxq[0] = fx;
    s->fxq_src[0] = src;
    s->nfxq = 1;
    s->fxq_pos = 0;
    CHECK_INT(do_act(A(KUTF_A_FORTIFY)), 0);   /* any action runs the queue */
}

static void test_effects(void)
{
    kutf_action a;
    int b = blk("Q7"), perm = -1, i;

    /* chinese_cp: every unit on the tracks loses CP, some melt away */
    start("US:N GB:E");
    chinese("N", KUTF_QING, KUTF_LONG, 5);
    chinese("E", KUTF_BOXER, KUTF_EXTREME, 1);
    apply_fx(KUTF_FX_CHINESE_CP, -1, 1, -1, card("20"));
    CHECK_INT(s->ch[tid("N")].cp, 4);
    CHECK_INT(s->ch[tid("E")].kind, KUTF_NOBODY);
    /* actions this turn */
    start("US:N GB:E");
    apply_fx(KUTF_FX_ACTIONS, 2, 1, -1, card("1"));
    CHECK_INT(s->actions_left, 3 - 1 + 2);
    /* lose_cp with picks: the player picks, the unit at 1 CP dies */
    start("US:N GB:E");
    s->cp[uid("US")] = 1;
    apply_fx(KUTF_FX_LOSE_CP, 1, 2, -1, card("1"));
    CHECK_INT(s->pend, KUTF_PEND_LOSE);
    a = A(KUTF_A_LOSE);
    a.unit = uid("US");
    CHECK_INT(do_act(a), 0);
    CHECK_INT(s->cp[uid("US")], 0);
    CHECK_INT(s->utrack[uid("US")], -1);
    CHECK_INT(s->pend, KUTF_PEND_NONE);  /* GB is the last choice: automatic */
    CHECK_INT(s->cp[uid("GB")], data.unit[uid("GB")].start_cp - 1);
    /* cup changes, never emptying the cup */
    start("US:N");
    CHECK_INT(s->bactive[b], 0);
    apply_fx(KUTF_FX_CUP_ADD, 1, 1, b, card("19"));
    CHECK_INT(s->bactive[b], 1);
    CHECK_INT(cup_count(&s->cup, b), 1);
    apply_fx(KUTF_FX_CUP_REMOVE, 1, 1, b, card("20"));
    CHECK_INT(cup_count(&s->cup, b), 0);
    for (i = 0; i < data.nblockers; i++)
        if (s->bactive[i] == KUTF_BLK_ACTIVE && i != blk("B3"))
            apply_fx(KUTF_FX_CUP_REMOVE, 1, 1, i, card("20"));
    CHECK_INT(s->cup.n, 1);              /* B3 stays: the cup is never empty */
    /* speed and power boxes, clamped to the track */
    start("US:N");
    apply_fx(KUTF_FX_SPEED, 9, 1, -1, card("8"));
    CHECK_INT(s->speed_box, data.speed.nboxes - 1);
    apply_fx(KUTF_FX_POWER, -9, 1, -1, card("8"));
    CHECK_INT(s->power_box, data.power.start);
    /* a permanent to-hit modifier lasts the game, a one-turn one does not */
    for (i = 0; i < data.ncards; i++)
        if (data.card[i].event && data.card[i].permanent)
            perm = i;
    CHECK(perm >= 0);
    start("IT:N");
    apply_fx(KUTF_FX_DRM_FIRE, 1, 1, -1, perm);
    apply_fx(KUTF_FX_DRM_FIRE, 1, 1, -1, card("1"));
    CHECK_INT(s->perm_fire, 1);
    CHECK_INT(s->turn_fire, 1);
    chinese("N", KUTF_QING, KUTF_EXTREME, 9);
    s->actions_left = 1;
    force(1, 0);
    CHECK_INT(fire("N"), 0);
    CHECK_INT(s->roll[0].total, 1 + 1 + 1 + 1);   /* Italy, event, permanent */
    CHECK(log_has("Permanent event +1"));
}

/* halt_advance waits for the Chinese Advance, then the player picks. */
static void test_halt(void)
{
    kutf_action a;

    start("US:N GB:E");
    chinese("N", KUTF_QING, KUTF_LONG, 5);
    chinese("E", KUTF_BOXER, KUTF_EXTREME, 3);
    apply_fx(KUTF_FX_HALT, 1, 1, -1, card("11"));
    CHECK_INT(s->pend, KUTF_PEND_NONE);
    CHECK_INT(s->halt_due, 1);
    end_segment();
    CHECK_INT(s->pend, KUTF_PEND_HALT);
    CHECK_INT(count_legal(), 2);
    a = A(KUTF_A_HALT);
    a.track = tid("N");
    CHECK_INT(do_act(a), 0);
    CHECK_INT(s->ch[tid("N")].space, KUTF_LONG);     /* held still */
    CHECK_INT(s->ch[tid("E")].space, KUTF_LONG);
}

/* commands events add to this turn's Commands when played then */
static void test_commands_event(void)
{
    kutf_action a;
    int ev = find_event(KUTF_WHEN_COMMANDS, KUTF_FX_COMMANDS);

    CHECK(ev >= 0);
    commands_vs("Q6", 1);
    s->hand[s->nhand++] = ev;
    a = A(KUTF_A_PLAY_EVENT);
    a.card = ev;
    CHECK_INT(do_act(a), 0);
    CHECK_INT(s->commands_left, 3);
    CHECK_INT(s->nhand, 0);
}

/* The same seed and actions give the same game; a card reveal counts as
 * chance (an undo barrier) even when no die is rolled. */
static void test_determinism(void)
{
    kutf_state *a = malloc(sizeof *a), *b = malloc(sizeof *b);
    int i;

    for (i = 0; i < 5; i++) {
        int oa = kutf_play_bot_game(a, &data, KUTF_DECK_EPOCHS, 900 + (uint64_t)i);
        int ob = kutf_play_bot_game(b, &data, KUTF_DECK_EPOCHS, 900 + (uint64_t)i);
        CHECK(oa != 0);
        CHECK_INT(oa, ob);
        CHECK_INT(a->turn, b->turn);
        CHECK(memcmp(&a->dice.r, &b->dice.r, sizeof a->dice.r) == 0);
        CHECK(memcmp(a->cp, b->cp, sizeof a->cp) == 0);
    }
    kutf_init(a, &data, KUTF_DECK_HISTORICAL, 1);
    CHECK_INT(a->dice.r.uses, 0);      /* no shuffle in the historical deck */
    for (i = 0; i < KUTF_UNITS; i++) {
        kutf_action p = A(KUTF_A_PLACE);
        p.unit = i;
        p.box = i;
        CHECK_INT(kutf_apply(a, &p, NULL, NULL, 0), 0);
        if (i < KUTF_UNITS - 1)
            CHECK_INT(a->dice.r.uses, 0);
    }
    CHECK(a->dice.r.uses >= 1);        /* card 1 was revealed */
    free(a);
    free(b);
}

/* Through the engine's session: placing units can be undone, the first
 * card reveal cannot; bot steps play a whole game. */
static void test_session(void)
{
    cJSON *opt = cJSON_Parse("{\"deck\":\"epochs\"}");
    char why[160];
    errs e;
    session *ss;
    int i;

    errs_clear(&e);
    ss = session_new(&kutf_rules, ".", "standard", opt, 77, &e);
    CHECK(ss != NULL);
    if (!ss) {
        errs_print(&e, stdout);
        cJSON_Delete(opt);
        return;
    }
    for (i = 0; i < KUTF_UNITS - 1; i++)
        CHECK_INT(session_bot_step(ss, why, sizeof why), 0);
    CHECK(session_can_undo(ss) > 0);
    CHECK_INT(session_bot_step(ss, why, sizeof why), 0);   /* card 1 revealed */
    CHECK_INT(session_can_undo(ss), 0);
    for (i = 0; i < 3000 && kutf_rules.seat_to_move(ss->state) == 0; i++)
        CHECK_INT(session_bot_step(ss, why, sizeof why), 0);
    CHECK_INT(kutf_rules.seat_to_move(ss->state), -1);
    CHECK(glog_count(ss->log) > 50);
    session_free(ss);
    cJSON_Delete(opt);
}

/* ---- JSON, module table, data ------------------------------------------------ */

static void test_json_module(void)
{
    const game_rules *r = &kutf_rules;
    cJSON *opt = cJSON_Parse("{\"deck\":\"historical\"}"), *legal, *act, *js;
    char why[160], out[64];
    errs e;
    void *g;
    int i, n;

    CHECK_STR(r->id, "kutf");
    CHECK_STR(r->title, "Keep Up The Fire!");
    CHECK(strchr(r->blurb, '\n') != NULL);
    CHECK_INT(r->min_players, 1);
    CHECK_INT(r->max_players, 1);
    errs_clear(&e);
    g = r->create(".", "standard", opt, 5, &e);
    CHECK(g != NULL);
    if (!g)
        return;
    CHECK_INT(r->seat_to_move(g), 0);
    CHECK(r->state_rng(g) != NULL);
    legal = r->legal(g);
    CHECK_INT(cJSON_GetArraySize(legal), 64);
    act = cJSON_Parse("{\"type\":\"place\",\"unit\":\"GB\",\"box\":\"N1\"}");
    CHECK_INT(r->apply(g, act, NULL, why, sizeof why), 0);
    CHECK_INT(r->apply(g, act, NULL, why, sizeof why), -1);
    CHECK_CONTAINS(why, "already placed");
    cJSON_Delete(act);
    act = cJSON_Parse("{\"type\":\"fly\"}");
    CHECK_INT(r->apply(g, act, NULL, why, sizeof why), -1);
    CHECK_CONTAINS(why, "Unknown action");
    cJSON_Delete(act);
    act = cJSON_Parse("{\"type\":\"place\",\"unit\":\"XX\",\"box\":\"N2\"}");
    CHECK_INT(r->apply(g, act, NULL, why, sizeof why), -1);
    cJSON_Delete(act);
    cJSON_Delete(legal);
    /* the bot plays on through JSON; every legal action round-trips */
    for (i = 0; i < 4000 && r->seat_to_move(g) == 0; i++) {
        kutf_action acts[KUTF_MAX_ACTIONS], back;
        n = kutf_legal(g, acts, KUTF_MAX_ACTIONS);
        if (n > 0) {
            cJSON *j = kutf_action_to_json(g, &acts[n - 1]);
            CHECK_INT(kutf_action_from_json(g, j, &back, why, sizeof why), 0);
            CHECK(memcmp(&back, &acts[n - 1], sizeof back) == 0);
            cJSON_Delete(j);
        }
        act = r->bot_action(g);
        CHECK(act != NULL);
        if (!act)
            break;
        CHECK_INT(r->apply(g, act, NULL, why, sizeof why), 0);
        cJSON_Delete(act);
    }
    CHECK_INT(r->outcome(g, out, sizeof out), 1);
    CHECK(out[0] != 0);
    CHECK_INT(r->seat_to_move(g), -1);
    js = r->state_json(g);
    CHECK_STR(cJSON_GetObjectItem(js, "game")->valuestring, "kutf");
    CHECK_STR(cJSON_GetObjectItem(js, "outcome")->valuestring, out);
    cJSON_Delete(js);
    r->destroy(g);
    cJSON_Delete(opt);
    opt = cJSON_Parse("{\"deck\":\"shuffled\"}");
    errs_clear(&e);
    CHECK(r->create(".", "standard", opt, 5, &e) == NULL);
    CHECK_CONTAINS(errs_first(&e), "deck");
    cJSON_Delete(opt);
}

static void test_sim_report(void)
{
    sim_report rep;
    long total = 0;
    int i;

    memset(&rep, 0, sizeof rep);
    CHECK_INT(kutf_rules.sim(".", NULL, NULL, 300, 42, &rep), 0);
    CHECK_INT(rep.games, 300);
    CHECK_INT(rep.noutcomes, 8);
    for (i = 0; i < rep.noutcomes; i++)
        total += rep.count[i];
    CHECK_INT(total, 300);
    CHECK_CONTAINS(rep.extra, "win rate");
}

/* Issue #14: sim takes the options play takes, so every deck can be
 * measured; each option changes the games, a bad value is refused. */
static void test_sim_options(void)
{
    static const char *const opts[] = {
        "{\"deck\":\"historical\"}", "{\"deck\":\"mixed\"}",
        "{\"arrival\":\"turn-end\"}", "{\"staying\":\"once\"}",
        "{\"bot\":\"basic\"}" };
    sim_report base, rep;
    cJSON *o;
    unsigned i;

    memset(&base, 0, sizeof base);
    CHECK_INT(kutf_rules.sim(".", NULL, NULL, 200, 5, &base), 0);
    for (i = 0; i < sizeof opts / sizeof opts[0]; i++) {
        o = cJSON_Parse(opts[i]);
        memset(&rep, 0, sizeof rep);
        CHECK_INT(kutf_rules.sim(".", NULL, o, 200, 5, &rep), 0);
        CHECK_INT(rep.games, 200);
        CHECK(memcmp(rep.count, base.count, sizeof rep.count) != 0);
        cJSON_Delete(o);
    }
    o = cJSON_Parse("{\"deck\":\"sorted\"}");
    CHECK(kutf_rules.sim(".", NULL, o, 10, 5, &rep) < 0);
    CHECK_CONTAINS(rep.extra, "deck");
    cJSON_Delete(o);
}

static void test_validate_shipped(void)
{
    static const char *const files[] = {
        "scenarios/kutf/map.json", "scenarios/kutf/cards.json",
        "scenarios/kutf/standard.json", "scenarios/kutf/scenarios.json" };
    unsigned i;

    for (i = 0; i < sizeof files / sizeof files[0]; i++) {
        errs e;
        errs_clear(&e);
        CHECK(kutf_validate_file(files[i], &e));
        if (e.n)
            errs_print(&e, stdout);
    }
}

static void test_validate_broken(void)
{
    static const char *const names[] = {
        "bad-syntax", "bad-type", "unknown-key", "dangling-ref" };
    unsigned i;

    for (i = 0; i < sizeof names / sizeof names[0]; i++) {
        char path[128], exp[400], all[ERRS_MAX * ERRS_LEN];
        FILE *f;
        errs e;
        int k;
        size_t len = 0;

        snprintf(path, sizeof path, "tests/data/kutf/%s.expect", names[i]);
        f = fopen(path, "r");
        CHECK(f != NULL);
        if (!f)
            continue;
        exp[0] = 0;
        if (!fgets(exp, sizeof exp, f))
            exp[0] = 0;
        fclose(f);
        exp[strcspn(exp, "\n")] = 0;
        snprintf(path, sizeof path, "tests/data/kutf/%s.json", names[i]);
        errs_clear(&e);
        CHECK(!kutf_validate_file(path, &e));
        all[0] = 0;
        for (k = 0; k < e.n; k++)
            len += (size_t)snprintf(all + len, sizeof all - len, "%s\n", e.msg[k]);
        CHECK_CONTAINS(all, exp);
    }
}

/* Write dir/name with one replacement made in the shipped text. */
static int write_variant(const char *dir, const char *name, const char *src,
                         const char *from, const char *to)
{
    char path[256], *text, *hit;
    size_t n;
    FILE *f = fopen(src, "rb");
    long len;

    if (!f)
        return 0;
    fseek(f, 0, SEEK_END);
    len = ftell(f);
    fseek(f, 0, SEEK_SET);
    text = calloc(1, (size_t)len + 1);
    n = fread(text, 1, (size_t)len, f);
    fclose(f);
    text[n] = 0;
    snprintf(path, sizeof path, "%s/%s", dir, name);
    f = fopen(path, "wb");
    hit = from ? strstr(text, from) : NULL;
    if (!f || (from && !hit)) {
        if (f)
            fclose(f);
        free(text);
        return 0;
    }
    if (hit) {
        fwrite(text, 1, (size_t)(hit - text), f);
        fputs(to, f);
        fputs(hit + strlen(from), f);
    } else {
        fputs(text, f);
    }
    fclose(f);
    free(text);
    return 1;
}

/* Cross-references and placement rules of the cards, checked against the
 * map beside them. */
static void test_validate_card_rules(void)
{
    static const char *const cases[][3] = {
        { "{\"track\": \"N\", \"kind\": \"boxer\", \"cp\": 4}",
          "{\"track\": \"X\", \"kind\": \"boxer\", \"cp\": 4}",
          "compass[0].track: no track called \"X\"" },
        { "\"effects\": [{\"type\": \"fortify\", \"amount\": 2}]",
          "\"effects\": [{\"type\": \"blockade_attack\"}]",
          "expected blockade_attack only" },
        { "{\"type\": \"cup_add\", \"unit\": \"Q5\"}",
          "{\"type\": \"cup_add\", \"unit\": \"Q9\"}",
          "no blocking unit called \"Q9\"" },
        { "\"when\": \"immediate\", \"permanent\": true",
          "\"when\": \"actions\", \"permanent\": true",
          "expected \"immediate\" for a permanent event" },
        { "\"id\": \"7\"", "\"id\": \"77\"",
          "expected \"7\" (headlines in number order)" },
    };
    char dir[] = "/tmp/kutf-validate-XXXXXX", path[256];
    unsigned i;

    CHECK(mkdtemp(dir) != NULL);
    CHECK(write_variant(dir, "map.json", "scenarios/kutf/map.json", NULL, NULL));
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        errs e;
        CHECK(write_variant(dir, "cards.json", "scenarios/kutf/cards.json",
                            cases[i][0], cases[i][1]));
        snprintf(path, sizeof path, "%s/cards.json", dir);
        errs_clear(&e);
        CHECK(!kutf_validate_file(path, &e));
        CHECK_CONTAINS(errs_first(&e), cases[i][2]);
        CHECK_CONTAINS(errs_first(&e), "cards.json:");
    }
    snprintf(path, sizeof path, "%s/cards.json", dir);
    remove(path);
    snprintf(path, sizeof path, "%s/map.json", dir);
    remove(path);
    rmdir(dir);
}

/* ---- audit: cases the first version got wrong or did not test ----------- */

/* [7.3] The fortification may never be more than one loss ahead of any unit
 * that fought in the melee, even one eliminated in it. */
static void test_casualty_fort_limit_eliminated(void)
{
    int jp = uid("JP");

    start("GB:E JP:E");
    s->cp[uid("GB")] = 1;
    s->fort = 4;
    chinese("E", KUTF_QING, KUTF_STREET, 9);
    force(6, 0);                       /* 6 +1 street -1 Japan = 6 losses */
    CHECK_INT(melee("E"), 0);
    CHECK_INT(s->cas_left, 6);
    CHECK_INT(casualty("GB"), 0);      /* Britain falls with its 1 CP */
    CHECK_INT(s->cp[uid("GB")], 0);
    CHECK_INT(s->outcome, KUTF_OUT_NONE);
    CHECK_INT(casualty("fort"), 0);    /* then Japan is forced (fort ahead) */
    CHECK_INT(s->cas_unit[jp], 1);
    CHECK_INT(casualty("fort"), 0);    /* fort 2 = Britain's 1 + 1: allowed */
    CHECK_INT(s->cas_fort, 2);
    /* a third fort loss would be two ahead of Britain's single loss, so
     * Japan takes the other two by itself */
    CHECK_INT(s->pend, KUTF_PEND_NONE);
    CHECK_INT(s->fort, 2);
    CHECK_INT(s->cp[jp], data.unit[jp].start_cp - 3);
    CHECK_INT(s->cas_unit[jp], 3);
}

/* [11.5] A Loss nothing can pay is ignored: a held loss event is not
 * spent on it; with one way to pay, the player may still use the event. */
static void test_loss_event_not_wasted(void)
{
    kutf_action a = A(KUTF_A_PLAY_EVENT);
    int lossev = find_event(KUTF_WHEN_LOSS, KUTF_FX_CANCEL_LOSS);

    commands_vs("Q6", 0);              /* at Taku */
    s->speed_box = data.speed.start;
    s->power_box = data.power.start;
    s->hand[s->nhand++] = lossev;
    force(1, 0);
    CHECK_INT(do_act(A(KUTF_A_ATTACK)), 0);
    CHECK_INT(s->pend, KUTF_PEND_NONE);
    CHECK_INT(s->nhand, 1);            /* still held */
    CHECK(log_has("cannot be fulfilled"));
    a.card = lossev;
    CHECK(!is_legal(a));
    /* one way to pay (a retreat): the player chooses between it and the event */
    commands_vs("Q6", 1);
    s->speed_box = data.speed.start;
    s->power_box = data.power.start;
    s->hand[s->nhand++] = lossev;
    force(1, 0);
    CHECK_INT(do_act(A(KUTF_A_ATTACK)), 0);
    CHECK_INT(s->pend, KUTF_PEND_LOSS);
    CHECK_INT(count_legal(), 2);
    CHECK(is_legal(a));
    {
        kutf_action l = A(KUTF_A_LOSS);
        char why[128];
        l.choice = 9;
        CHECK_INT(kutf_apply(s, &l, lg, why, sizeof why), -1);
        CHECK_CONTAINS(why, "No such Loss choice");
    }
}

/* gain_cp / lose_cp with several picks: each pick is a different unit. */
static void test_distinct_picks(void)
{
    kutf_action a;
    int gb = uid("GB"), ru = uid("RU");

    start("GB:N RU:N US:E");
    s->cp[gb] = data.unit[gb].start_cp - 2;
    s->pend = KUTF_PEND_GAIN;
    s->fx_amount = 1;
    s->fx_picks = 2;
    s->fx_done = 0;
    s->cp[ru] = data.unit[ru].start_cp - 1;
    a = A(KUTF_A_GAIN);
    a.unit = gb;
    CHECK_INT(do_act(a), 0);
    CHECK(!is_legal(a));               /* Britain again: refused */
    CHECK_INT(s->pend, KUTF_PEND_NONE);   /* Russia was the only pick left */
    CHECK_INT(s->cp[gb], data.unit[gb].start_cp - 1);
    CHECK_INT(s->cp[ru], data.unit[ru].start_cp);
    /* only one unit eligible: the second pick has nobody and lapses */
    start("GB:N US:E");
    s->cp[gb] = data.unit[gb].start_cp - 2;
    apply_fx(KUTF_FX_GAIN_CP, 1, 2, -1, card("11"));
    CHECK_INT(s->pend, KUTF_PEND_NONE);
    CHECK_INT(s->cp[gb], data.unit[gb].start_cp - 1);
    CHECK(log_has("No unit can receive the gain"));
    /* losses: two different units */
    start("GB:N US:E FR:S");
    apply_fx(KUTF_FX_LOSE_CP, 1, 2, -1, card("1"));
    CHECK_INT(s->pend, KUTF_PEND_LOSE);
    a = A(KUTF_A_LOSE);
    a.unit = gb;
    CHECK_INT(do_act(a), 0);
    CHECK(!is_legal(a));
    CHECK_INT(count_legal(), 2);       /* USA or France */
}

/* [6.1] example: card 6 is current; West and South still hold units from
 * earlier turns, East has no symbol, the empty North gets a Qing unit at
 * Extreme Range with its CP marker on 6. */
static void test_placement_example(void)
{
    start("US:N GB:E FR:S DE:W");
    chinese("W", KUTF_BOXER, KUTF_LONG, 2);
    chinese("S", KUTF_QING, KUTF_WALL, 3);
    CHECK_INT(data.card[card("6")].compass_kind[tid("N")], KUTF_QING);
    CHECK_INT(data.card[card("6")].compass_cp[tid("N")], 6);
    CHECK_INT(data.card[card("6")].compass_kind[tid("E")], KUTF_NOBODY);
    s->seg = KUTF_SEG_MOVEMENT;
    s->actions_left = 0;
    deck_push(&s->deck, card("6"));    /* next card revealed */
    end_segment();                     /* movement -> relief phase of card 1 */
    CHECK_INT(s->seg, KUTF_SEG_COMMANDS);
    end_segment();                     /* housekeeping -> card 6 */
    CHECK_INT(s->current, card("6"));
    CHECK_INT(s->seg, KUTF_SEG_ACTIONS);
    CHECK_INT(s->ch[tid("N")].kind, KUTF_QING);
    CHECK_INT(s->ch[tid("N")].space, KUTF_EXTREME);
    CHECK_INT(s->ch[tid("N")].cp, 6);
    CHECK_INT(s->ch[tid("E")].kind, KUTF_NOBODY);
    CHECK_INT(s->ch[tid("W")].cp, 2);      /* skipped: still occupied */
    CHECK_INT(s->ch[tid("W")].space, KUTF_LONG);
    CHECK_INT(s->ch[tid("S")].kind, KUTF_QING);
    CHECK_INT(s->ch[tid("S")].cp, 3);
    CHECK(log_has("A Qing unit (6 CP) appears at Extreme Range on the North"));
}

/* [8.0] a Boxer moving two from the Wall passes the Street into Fort
 * Halliday; a Qing unit never moves two. */
static void test_boxer_double_into_halliday(void)
{
    start("US:N GB:E");
    chinese("N", KUTF_QING, KUTF_WALL, 5);
    s->boxers_double = 1;
    end_segment();
    CHECK_INT(s->outcome, KUTF_OUT_NONE);
    CHECK_INT(s->ch[tid("N")].space, KUTF_STREET);
    start("US:N GB:E");
    chinese("E", KUTF_BOXER, KUTF_WALL, 5);
    s->boxers_double = 1;
    end_segment();
    CHECK_INT(s->outcome, KUTF_OUT_DECISIVE_DEFEAT);
    CHECK(log_has("Fort Halliday"));
}

/* [7.5]-[7.7] several attacks on one unit in a segment, each known before
 * the next; the unit never moves because of them. */
static void test_sustained_attack(void)
{
    start("US:N IT:N");
    chinese("N", KUTF_BOXER, KUTF_LONG, 8);
    s->actions_left = 4;               /* the segment stays open */
    force(6, 0);                        /* 7 > 8? no: a miss */
    CHECK_INT(fire("N"), 0);
    CHECK_INT(s->ch[tid("N")].cp, 8);
    force(6, 0);
    CHECK_INT(fire("N"), 0);            /* miss again */
    s->ch[tid("N")].cp = 5;
    force(6, 2);                        /* 7 > 5: hit; 2 +1 Boxer = 3 */
    CHECK_INT(fire("N"), 0);
    CHECK_INT(s->ch[tid("N")].cp, 2);
    CHECK_INT(s->ch[tid("N")].space, KUTF_LONG);
    CHECK_INT(s->actions_left, 1);
    /* a melee leaves the unit where it is too */
    start("US:N RU:N");
    chinese("N", KUTF_QING, KUTF_WALL, 9);
    force(1, 0);
    CHECK_INT(melee("N"), 0);
    CHECK_INT(s->ch[tid("N")].space, KUTF_WALL);
    CHECK_INT(s->ch[tid("N")].cp, 8);
    CHECK(log_has("Legation casualties 1 -1 (Russia +1, Wall -2) = 0, none taken"));
}

/* [9.0] the gun moves outside the two-per-wall limit; [11.1]/[11.2] the
 * tracks stop at +3 and +5; housekeeping returns the blocker to the cup. */
static void test_gun_move_tracks_housekeeping(void)
{
    kutf_action a;
    char why[128];
    int b = blk("B4"), before;

    start("US:N GB:N FR:E GUN:E");
    s->seg = KUTF_SEG_MOVEMENT;
    a = A(KUTF_A_MOVE);
    a.unit = KUTF_GUN;
    a.track = tid("N");
    CHECK(is_legal(a));
    CHECK_INT(do_act(a), 0);
    CHECK_INT(s->gun_track, tid("N"));
    CHECK_INT(kutf_defenders(s, tid("N")), 2);
    commands_vs("B4", 1);
    s->speed_box = data.speed.nboxes - 1;
    s->power_box = data.power.nboxes - 1;
    CHECK_INT(kutf_speed_drm(s), 3);
    CHECK_INT(kutf_power_drm(s), 5);
    a = A(KUTF_A_SPEED);
    CHECK_INT(kutf_apply(s, &a, lg, why, sizeof why), -1);
    CHECK_CONTAINS(why, "Speed is at its maximum");
    a = A(KUTF_A_POWER);
    CHECK_INT(kutf_apply(s, &a, lg, why, sizeof why), -1);
    CHECK_CONTAINS(why, "Combat Power is at its maximum");
    /* the blocker atop the army goes back into the cup at housekeeping */
    cup_remove(&s->cup, b);
    before = cup_count(&s->cup, b);
    CHECK_INT(before, 0);
    end_segment();
    CHECK_INT(cup_count(&s->cup, b) + (s->blocker == b), 1);
    CHECK(s->turn >= 2);
}

/* state_json carries the pending choice, the turn's flags, the modifiers
 * and the dice tray as well as the board. */
static void test_state_json_complete(void)
{
    static const char *const keys[] = {
        "segment", "pending", "choice", "this_turn", "permanent_mods",
        "set_aside_events", "blockers_out", "danger_zone", "rolls", "placed",
        "hand", "permanent", "draw_pile", "discards", "relief", "chinese",
        "legation", "gun", "vp" };
    cJSON *js, *r, *cas;
    unsigned i;

    start("IT:N GB:E JP:E");
    chinese("N", KUTF_QING, KUTF_EXTREME, 6);
    chinese("E", KUTF_BOXER, KUTF_STREET, 9);
    s->fort = 2;
    force(5, 0);                       /* 5 +1 = 6, not > 6: a miss */
    fire("N");
    js = kutf_rules.state_json(s);
    for (i = 0; i < sizeof keys / sizeof keys[0]; i++)
        CHECK(cJSON_GetObjectItem(js, keys[i]) != NULL);
    r = cJSON_GetArrayItem(cJSON_GetObjectItem(js, "rolls"), 0);
    CHECK(r != NULL);
    if (r) {
        CHECK_STR(cJSON_GetObjectItem(r, "kind")->valuestring, "to_hit");
        CHECK_INT(cJSON_GetObjectItem(r, "total")->valueint, 6);
        CHECK_STR(cJSON_GetObjectItem(cJSON_GetArrayItem(
                  cJSON_GetObjectItem(r, "mods"), 0), "label")->valuestring,
                  "Italy");
    }
    cJSON_Delete(js);
    force(3, 0);
    melee("E");                        /* 3 +1 +1 -1 = 4 casualties to share */
    js = kutf_rules.state_json(s);
    CHECK_STR(cJSON_GetObjectItem(js, "pending")->valuestring, "casualty");
    cas = cJSON_GetObjectItem(js, "choice");
    CHECK_STR(cJSON_GetObjectItem(cas, "casualty_track")->valuestring, "E");
    CHECK_INT(cJSON_GetObjectItem(cas, "casualties_left")->valueint, 4);
    cJSON_Delete(js);
}

/* A scenario file is good only if its cards load too; missing keys,
 * out-of-range values and duplicate ids name file:line: path. */
static void test_validate_more(void)
{
    static const char *const cases[][4] = {
        { "map.json", "{\"id\": \"GB\", \"name\": \"Britain\", \"cp\": 8,",
          "{\"id\": \"GB\", \"name\": \"Britain\", \"cp\": 12,",
          "units[1].cp: expected an integer from 1 to 8" },
        { "map.json", "{\"id\": \"E\", \"name\": \"East\", \"wall\": 1}",
          "{\"id\": \"N\", \"name\": \"East\", \"wall\": 1}",
          "tracks[1].id: expected a unique id" },
        { "cards.json", "\"actions\": 3, \"commands\": 1,\n     \"compass\": "
          "[{\"track\": \"E\", \"kind\": \"boxer\", \"cp\": 5}",
          "\"commands\": 1,\n     \"compass\": "
          "[{\"track\": \"E\", \"kind\": \"boxer\", \"cp\": 5}",
          "headlines[1]: missing key \"actions\"" },
    };
    char dir[] = "/tmp/kutf-validate2-XXXXXX", path[256];
    unsigned i;
    errs e;

    CHECK(mkdtemp(dir) != NULL);
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        int map = strcmp(cases[i][0], "map.json") == 0;
        CHECK(write_variant(dir, "map.json", "scenarios/kutf/map.json",
                            map ? cases[i][1] : NULL, map ? cases[i][2] : NULL));
        CHECK(write_variant(dir, "cards.json", "scenarios/kutf/cards.json",
                            map ? NULL : cases[i][1], map ? NULL : cases[i][2]));
        snprintf(path, sizeof path, "%s/%s", dir, cases[i][0]);
        errs_clear(&e);
        CHECK(!kutf_validate_file(path, &e));
        CHECK_CONTAINS(errs_first(&e), cases[i][3]);
        CHECK_CONTAINS(errs_first(&e), cases[i][0]);
        CHECK(strstr(errs_first(&e), ".json:") != NULL);
    }
    /* the scenario names a broken cards file: refused, naming "cards" */
    CHECK(write_variant(dir, "map.json", "scenarios/kutf/map.json", NULL, NULL));
    CHECK(write_variant(dir, "cards.json", "scenarios/kutf/cards.json",
                        "{\"type\": \"cup_add\", \"unit\": \"Q5\"}",
                        "{\"type\": \"cup_add\", \"unit\": \"Q9\"}"));
    CHECK(write_variant(dir, "standard.json", "scenarios/kutf/standard.json",
                        NULL, NULL));
    snprintf(path, sizeof path, "%s/standard.json", dir);
    errs_clear(&e);
    CHECK(!kutf_validate_file(path, &e));
    CHECK_CONTAINS(errs_first(&e), "standard.json:");
    CHECK_CONTAINS(errs_first(&e), "cards: expected a cards file that loads");
    CHECK_CONTAINS(errs_first(&e), "Q9");
    {
        static const char *const names[] = { "map.json", "cards.json",
                                              "standard.json" };
        for (i = 0; i < 3; i++) {
            snprintf(path, sizeof path, "%s/%s", dir, names[i]);
            remove(path);
        }
    }
    rmdir(dir);
}

/* Every candidate action, at every step of some bot games in all three
 * decks: apply accepts it exactly when the legal list holds it (a swap in
 * either order), and a refusal always says why. */
static int same_action(const kutf_action *x, const kutf_action *y)
{
    return x->type == y->type && x->unit == y->unit && x->box == y->box &&
           x->track == y->track && x->other == y->other &&
           x->card == y->card && x->choice == y->choice;
}

static void test_legal_matches_apply(void)
{
    kutf_state *g = malloc(sizeof *g), *c = malloc(sizeof *c);
    kutf_action acts[KUTF_MAX_ACTIONS], a, b;
    char why[160];
    int game, steps, n, i, type, x, y, ok, listed, bad = 0, checked = 0;

    for (game = 0; game < 9 && !bad; game++) {
        kutf_init(g, &data, game % 3, 4000 + (uint64_t)game);
        for (steps = 0; !g->outcome && steps < 3000 && !bad; steps++) {
            n = kutf_legal(g, acts, KUTF_MAX_ACTIONS);
            for (type = 0; type < KUTF_NA && !bad; type++) {
                for (x = -1; x <= 9 && !bad; x++) {
                    for (y = -1; y < (type == KUTF_A_PLAY_EVENT ?
                                      data.ncards : 9) && !bad; y++) {
                        a = A(type);
                        switch (type) {
                        case KUTF_A_PLACE: a.unit = x; a.box = y; break;
                        case KUTF_A_MOVE: a.unit = x; a.track = y; break;
                        case KUTF_A_SWAP: a.unit = x; a.other = y; break;
                        case KUTF_A_FIRE: case KUTF_A_MELEE: case KUTF_A_HALT:
                            if (y != -1) continue;
                            a.track = x; break;
                        case KUTF_A_CASUALTY: case KUTF_A_GAIN: case KUTF_A_LOSE:
                            if (y != -1) continue;
                            a.unit = x; break;
                        case KUTF_A_LOSS:
                            if (y != -1) continue;
                            a.choice = x; break;
                        case KUTF_A_PLAY_EVENT:
                            if (x != -1) continue;
                            a.card = y; break;
                        default:
                            if (x != -1 || y != -1) continue;
                            break;
                        }
                        b = a;
                        if (type == KUTF_A_SWAP) {
                            b.unit = a.other;
                            b.other = a.unit;
                        }
                        listed = 0;
                        for (i = 0; i < n; i++)
                            if (same_action(&acts[i], &a) ||
                                same_action(&acts[i], &b))
                                listed = 1;
                        memcpy(c, g, sizeof *c);
                        why[0] = 0;
                        ok = kutf_apply(c, &a, NULL, why, sizeof why) == 0;
                        checked++;
                        if (ok != listed || (!ok && !why[0])) {
                            printf("  game %d step %d type %d x %d y %d: apply %d "
                                   "listed %d (%s)\n", game, steps, type, x, y,
                                   ok, listed, why);
                            bad = 1;
                        }
                    }
                }
            }
            if (!kutf_bot_choose(g, &a) || kutf_apply(g, &a, NULL, NULL, 0) < 0)
                break;
        }
    }
    CHECK(!bad);
    CHECK(checked > 10000);
    free(g);
    free(c);
}

static void test_data_titles(void)
{
    CHECK_INT(data.ncards, 36);
    CHECK_STR(data.card[card("1")].title,
              "Empress Dowager Issues Edict in Support of Boxers");
    CHECK_STR(data.card[card("6")].title, "Miracle Find at His-Ku!");
    CHECK_STR(data.card[card("13")].title, "International Gun Assembled");
}

int main(void)
{
    errs e;

    errs_clear(&e);
    if (!kutf_data_load(&data, "scenarios/kutf", &e)) {
        errs_print(&e, stdout);
        printf("FAIL load\n");
        return 1;
    }
    lg = glog_new(2000);
    RUN(test_fire_example);
    RUN(test_fire_example_boxer);
    RUN(test_fire_miss_and_limits);
    RUN(test_melee_example);
    RUN(test_melee_example_six);
    RUN(test_blockade_example);
    RUN(test_relief_attack_example);
    RUN(test_staying_power);
    RUN(test_advance_table);
    RUN(test_losses);
    RUN(test_fire_abilities);
    RUN(test_melee_abilities);
    RUN(test_gun_alone);
    RUN(test_chinese_advance);
    RUN(test_decisive_defeat_halliday);
    RUN(test_decisive_defeat_streets);
    RUN(test_substantive_defeat);
    RUN(test_moderate_defeat);
    RUN(test_movement);
    RUN(test_victory_levels);
    RUN(test_deck_modes);
    RUN(test_held_events);
    RUN(test_card_phase_events);
    RUN(test_revival);
    RUN(test_peitang_and_fortify);
    RUN(test_gun_arrives);
    RUN(test_effects);
    RUN(test_determinism);
    RUN(test_halt);
    RUN(test_commands_event);
    RUN(test_json_module);
    RUN(test_session);
    RUN(test_sim_report);
    RUN(test_sim_options);
    RUN(test_validate_shipped);
    RUN(test_validate_broken);
    RUN(test_validate_card_rules);
    RUN(test_data_titles);
    RUN(test_casualty_fort_limit_eliminated);
    RUN(test_loss_event_not_wasted);
    RUN(test_distinct_picks);
    RUN(test_placement_example);
    RUN(test_boxer_double_into_halliday);
    RUN(test_sustained_attack);
    RUN(test_gun_move_tracks_housekeeping);
    RUN(test_state_json_complete);
    RUN(test_validate_more);
    RUN(test_legal_matches_apply);
    glog_free(lg);
    TEST_END();
}
