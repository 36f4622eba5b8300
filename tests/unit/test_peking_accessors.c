/* test_peking_accessors: what the rules tell the view before and after a
 * die: the odds of a proposed bayonet charge (pk_charge_odds) are the
 * numbers the charge is resolved with, for every face of a forced die and
 * in the terrain cases the view used to guess (fortification, building,
 * Tartar Wall, a stack); the last Big Gun shot (pk_last_shell): the hexes
 * it flew over and where it landed, off the map, in a building, on the
 * Wall, in the open. */
#include "test_peking_common.h"

/* Charge target from the stack of ids at from; the accessor's odds are
 * compared with the charge resolved under each die face. Returns the
 * accessor's defence. */
static int charge_case(pk_state *base, const char *from, const char *target,
                       const char *const *ids, int n, int expect_col)
{
    pk_action a = act(PK_A_CHARGE);
    pk_combat c;
    char why[200] = "";
    int i, face;

    for (i = 0; i < n; i++) {
        put(base, ids[i], from);
        a.units[a.n++] = (short)uid(base, ids[i]);
    }
    a.cell = cell(base, target);
    if (pk_charge_odds(base, &a, &c, why, sizeof why) < 0) {
        printf("  charge %s -> %s refused: %s\n", from, target, why);
        CHECK(0);
        return -1;
    }
    CHECK_INT(c.charge, 1);
    CHECK_INT(c.att, c.att_raw * base->d->charge_mult);
    CHECK_INT(c.def, c.def_raw[0] * c.def_mult[0]);
    CHECK_INT(c.col, pk_odds_column(c.att, c.def));
    CHECK_INT(c.col, expect_col);
    for (face = 1; face <= 6; face++) {
        pk_state *st = pk_clone(base);
        force(st, 1, &face);
        CHECK_INT(do_ok(st, a), 0);
        CHECK_INT(st->last.charge, 1);
        CHECK_INT(st->last.att, c.att);
        CHECK_INT(st->last.def, c.def);
        CHECK_INT(st->last.col, c.col);
        CHECK_INT(st->last.drm, 0);
        CHECK_INT(st->last.result, c.col < 0 ? PK_R_AE : pk_crt(st, c.col, face));
        CHECK_INT(dice_forced_left(&st->dice), c.col < 0 ? 1 : 0);
        CHECK_INT(st->charge_used, c.att_raw);
        pk_free(st);
    }
    return c.def;
}

static void test_charge_odds_match(void)
{
    const char *three[3] = { "brit-1", "brit-2", "strouts" };
    const char *lone[1] = { "strouts" };
    pk_state *st;
    pk_action a = act(PK_A_CHARGE);
    pk_combat c;
    char why[200] = "";

    /* the worked case: (2+2+1) x 4 = 20 against a Boxer in the open, 5-1 */
    st = empty_board(2, PK_PH_ACOMBAT);
    put(st, "boxer-1", "0521");
    CHECK_INT(charge_case(st, "0523", "0521", three, 3, 6), 4);
    pk_free(st);
    /* a fortified clear hex: x3, which the panel used to miss (20:12 is 1-1) */
    st = empty_board(2, PK_PH_ACOMBAT);
    put(st, "boxer-1", "0521");
    st->fort[cell(st, "0521")] = PK_CHINESE;
    CHECK_INT(charge_case(st, "0523", "0521", three, 3, 2), 12);
    pk_free(st);
    /* a stack of two Boxers in a building: 8 x 3 = 24 against 20: 1-2 */
    st = empty_board(2, PK_PH_ACOMBAT);
    put(st, "boxer-1", "1213");
    put(st, "boxer-2", "1213");
    CHECK_INT(charge_case(st, "1214", "1213", three, 3, 1), 24);
    pk_free(st);
    /* along the top of the Tartar Wall: x1 (from below it is 8 MP, out of
     * a charge's reach); a leader alone (1 x 4 = 4) against three Boxers
     * (12) is 1-3; against four (16) it would be below 1-3, which no
     * charge may be (8.1.2) */
    st = empty_board(2, PK_PH_ACOMBAT);
    put(st, "boxer-1", "2138");
    put(st, "boxer-2", "2138");
    put(st, "boxer-3", "2138");
    CHECK_INT(charge_case(st, "2238", "2138", lone, 1, 0), 12);
    put(st, "boxer-4", "2138");
    a.n = 1;
    a.units[0] = (short)uid(st, "strouts");
    a.cell = cell(st, "2138");
    CHECK_INT(pk_charge_odds(st, &a, &c, why, sizeof why), -1);
    CHECK_CONTAINS(why, "1-3");
    pk_free(st);
    /* a refused charge is refused by the accessor with the same reason */
    st = empty_board(2, PK_PH_ACOMBAT);
    put(st, "boxer-1", "0521");
    put(st, "brit-1", "0523");
    a.n = 1;
    a.units[0] = (short)uid(st, "brit-1");
    a.cell = cell(st, "0521");
    CHECK_INT(pk_charge_odds(st, &a, &c, why, sizeof why), -1);
    CHECK_CONTAINS(why, "leader");
    CHECK_INT(c.valid, 0);
    pk_free(st);
}

/* The normal attack's per-hex terms add up to the defence it uses. */
static void test_attack_terms(void)
{
    pk_state *st = empty_board(2, PK_PH_ACOMBAT);
    const char *ids[2] = { "brit-1", "brit-2" };
    pk_action a;
    pk_combat c;

    /* 10 against two Boxers in buildings (24): 1-3, an attack that may
     * be made (below 1-3 it could not, 8.1.2) */
    st->d->allied[uid(st, "brit-1")].strength = 5;
    st->d->allied[uid(st, "brit-2")].strength = 5;
    put(st, "boxer-1", "1213");
    put(st, "boxer-3", "1214");
    put(st, "brit-1", "1314");
    put(st, "brit-2", "1314");
    a = attack1(st, "1213", 2, ids);
    a.defs[a.nd++] = (short)cell(st, "1214");
    CHECK_INT(pk_attack_check(st, &a, &c, NULL, 0), 0);
    CHECK_INT(c.att_raw, 10);
    CHECK_INT(c.att_mult, 1);
    CHECK_INT(c.def, c.def_raw[0] * c.def_mult[0] + c.def_raw[1] * c.def_mult[1]);
    CHECK_INT(c.def_raw[0], 4);
    CHECK_INT(c.def_mult[0], 3);
    tpl_state->d->allied[uid(tpl_state, "brit-1")].strength = 2;
    tpl_state->d->allied[uid(tpl_state, "brit-2")].strength = 2;
    pk_free(st);
}

static void shoot(pk_state *st, int gun, int dir, int n, const int *faces)
{
    pk_action a = act(PK_A_SHELL);

    a.unit = gun;
    a.dir = dir;
    force(st, n, faces);
    CHECK_INT(do_ok(st, a), 0);
    CHECK_INT(dice_forced_left(&st->dice), 0);
}

static void test_shell_path(void)
{
    pk_state *st = empty_board(2, PK_PH_BIGGUN);
    pk_action a = act(PK_A_GUN);
    const pk_shell *sh;
    int r[2], k;
    char b[8];

    CHECK(pk_last_shell(st) == NULL);
    a.unit = 0;
    a.cell = cell(st, "1203");
    CHECK_INT(do_ok(st, a), 0);
    /* north 4 from row 3: over 1202 and 1201, then off the map */
    r[0] = 1;
    shoot(st, 0, HEX_N, 1, r);
    sh = pk_last_shell(st);
    CHECK(sh != NULL);
    if (!sh)
        return;
    CHECK_INT(sh->gun, 0);
    CHECK_INT(sh->from, cell(st, "1203"));
    CHECK_INT(sh->die, 1);
    CHECK_INT(sh->dist, 4);
    CHECK_INT(sh->land, -1);
    CHECK_INT(sh->outcome, PK_SHELL_OFFMAP);
    CHECK_INT(sh->n, 2);
    CHECK_INT(sh->path[0], cell(st, "1202"));
    CHECK_INT(sh->path[1], cell(st, "1201"));
    CHECK_INT(sh->damage_die, 0);
    /* south 8: over 1204 ... 1211, landing in the open on a unit: SL */
    put(st, "brit-1", "1211");
    r[0] = 2;
    r[1] = 6;
    shoot(st, 0, HEX_S, 2, r);
    sh = pk_last_shell(st);
    CHECK_INT(sh->n, 8);
    for (k = 0; k < 8; k++) {
        snprintf(b, sizeof b, "12%02d", 4 + k);
        CHECK_INT(sh->path[k], cell(st, b));
    }
    CHECK_INT(sh->land, cell(st, "1211"));
    CHECK_INT(sh->outcome, PK_SHELL_UNITS);
    CHECK_INT(sh->damage_die, 6);
    CHECK_INT(sh->result, PK_G_SL);
    /* south 4: the Hanlin at 1207, damage 5: ruin */
    r[0] = 1;
    r[1] = 5;
    shoot(st, 0, HEX_S, 2, r);
    sh = pk_last_shell(st);
    CHECK_INT(sh->land, cell(st, "1207"));
    CHECK_INT(sh->path[sh->n - 1], sh->land);
    CHECK_INT(sh->outcome, PK_SHELL_NONCLEAR);
    CHECK_INT(sh->result, PK_G_RUIN);
    CHECK(st->ruin[cell(st, "1207")]);
    /* the next turn has no last shot until a gun fires */
    st->turn++;
    CHECK(pk_last_shell(st) == NULL);
    pk_free(st);
    /* onto the Tartar Wall: no damage die */
    st = empty_board(2, PK_PH_BIGGUN);
    a = act(PK_A_GUN);
    a.unit = 1;
    a.cell = cell(st, "0334");
    CHECK_INT(do_ok(st, a), 0);
    r[0] = 1;
    shoot(st, 1, HEX_S, 1, r);
    sh = pk_last_shell(st);
    CHECK(sh && sh->land == cell(st, "0338") && sh->outcome == PK_SHELL_TARTAR);
    /* open and empty */
    put(st, "brit-1", NULL);
    shoot(st, 1, HEX_N, 1, r);
    sh = pk_last_shell(st);
    CHECK(sh && sh->land == cell(st, "0330") && sh->outcome == PK_SHELL_EMPTY);
    pk_free(st);
}

int main(void)
{
    RUN(test_charge_odds_match);
    RUN(test_attack_terms);
    RUN(test_shell_path);
    pk_free(tpl_state);
    TEST_END();
}
