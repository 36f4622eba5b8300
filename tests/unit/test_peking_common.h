/* test_peking_common: building positions for the Siege at Peking tests:
 * an empty board (one Allied leader kept far away so the garrison is not
 * "annihilated"), units put on hexes, the phase set, dice forced. */
#ifndef TEST_PEKING_COMMON_H
#define TEST_PEKING_COMMON_H

#include <stdlib.h>
#include <string.h>

#include "games/peking/rules/peking.h"
#include "test.h"

static pk_state *tpl_state;

static pk_state *fresh(void)
{
    errs e;
    int seat[2] = { PK_SEAT_HUMAN, PK_SEAT_HUMAN };

    if (!tpl_state) {
        errs_clear(&e);
        tpl_state = pk_new(".", seat, 1, 1, 5, &e);
        if (!tpl_state) {
            errs_print(&e, stdout);
            exit(1);
        }
    }
    return pk_clone(tpl_state);
}

static int cell(const pk_state *st, const char *h)
{
    int c = pk_cell(st->d, h);

    if (c < 0) {
        printf("  bad hex %s\n", h);
        exit(1);
    }
    return c;
}

static int uid(const pk_state *st, const char *id)
{
    int i;

    for (i = 0; i < st->nunits; i++)
        if (!strcmp(st->u[i].id, id))
            return i;
    printf("  no unit %s\n", id);
    exit(1);
}

/* Everything off the board but a guard leader in the far north-east. */
static pk_state *empty_board(int turn, int phase)
{
    pk_state *st = fresh();
    int i;

    for (i = 0; i < st->nunits; i++) {
        pk_unit *u = &st->u[i];
        u->where = u->side == PK_ALLIED ? PK_W_DEAD : PK_W_OFF;
        u->cell = -1;
        u->mp = (signed char)st->d->mp[pk_mover(u)];
    }
    st->u[uid(st, "darcy")].where = PK_W_MAP;
    st->u[uid(st, "darcy")].cell = (short)cell(st, "3604");
    st->turn = turn;
    st->phase = phase;
    st->step = phase == PK_PH_CCOMBAT ? 1 : 0;
    st->cc_rule = 0;
    pk_refresh(st);
    return st;
}

/* Put unit id on hex h (NULL: off the map / dead). */
static int put(pk_state *st, const char *id, const char *h)
{
    int u = uid(st, id);

    if (h) {
        st->u[u].where = PK_W_MAP;
        st->u[u].cell = (short)cell(st, h);
    } else {
        st->u[u].where = st->u[u].side == PK_ALLIED ? PK_W_DEAD : PK_W_OFF;
        st->u[u].cell = -1;
    }
    pk_refresh(st);
    return u;
}

__attribute__((unused)) static void force(pk_state *st, int n, const int *faces)
{
    dice_force(&st->dice, faces, n);
}

static pk_action act(int type)
{
    pk_action a;

    pk_action_init(&a, type);
    return a;
}

__attribute__((unused)) static pk_action attack1(pk_state *st, const char *target, int n, const char *const *ids)
{
    pk_action a = act(PK_A_ATTACK);
    int i;

    a.nd = 1;
    a.defs[0] = (short)cell(st, target);
    for (i = 0; i < n; i++)
        a.units[a.n++] = (short)uid(st, ids[i]);
    return a;
}

/* The forced die that gives result r to attack a (0: none). */
__attribute__((unused)) static int die_for(const pk_state *st, const pk_action *a, int r)
{
    pk_combat c;
    char why[200];
    int die;

    if (pk_attack_check(st, a, &c, why, sizeof why) < 0 || c.col < 0)
        return 0;
    for (die = 1; die <= 6; die++) {
        int t = die + c.drm, col = c.col + c.shift > 9 ? 9 : c.col + c.shift;
        if (pk_crt(st, col, t < 1 ? 1 : t > 6 ? 6 : t) == r)
            return die;
    }
    return 0;
}

static int do_ok(pk_state *st, pk_action a)
{
    char why[200] = "";
    int rc = pk_do(st, &a, NULL, why, sizeof why);

    if (rc < 0)
        printf("  refused: %s\n", why);
    return rc;
}

/* Answer the defender's choice of 11.1 waiting after a Chinese attack:
 * k leaders' 1 on the die (the die is rolled then). */
__attribute__((unused)) static int defend_with(pk_state *st, int k)
{
    pk_action a = act(PK_A_DEFEND);

    if (st->ntasks <= 0 || st->task[0].kind != PK_TASK_DEFEND) {
        printf("  no defender's choice waits\n");
        return -1;
    }
    a.ddie = k;
    return do_ok(st, a);
}

#endif
