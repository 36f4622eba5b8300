/* test_peking_position: a Siege at Peking position is the inverse of its
 * dump (docs/saves.md, "What a game's state_load must guarantee"): along
 * computer games every so many actions the state is dumped and loaded
 * back; the reload dumps the same, lists the same legal actions, and the
 * next action gives the same state and log lines on both. */
#include <stdio.h>

#include "games/peking/rules/peking_json.h"
#include "test.h"

#define GAMES 2
#include "test_position_common.h"

#define EVERY 9 /* actions between two checks (POSITION_GAMES for more games) */

static pk_state *reload(const pk_state *st, char *msg, size_t n)
{
    cJSON *j = pk_state_json(st);
    char *text = cJSON_Print(j);
    pk_state *back = NULL;
    jdoc d;
    errs e;

    errs_clear(&e);
    memset(&d, 0, sizeof d);
    if (jdoc_parse(&d, "pos.json", text, &e))
        back = pk_state_load(".", "siege", NULL, &d, d.root, "start", &e);
    if (!back)
        snprintf(msg, n, "%s", errs_first(&e));
    jdoc_free(&d);
    free(text);
    cJSON_Delete(j);
    return back;
}

static int same_dump(const pk_state *a, const pk_state *b)
{
    cJSON *x = pk_state_json(a), *y = pk_state_json(b);
    int same = same_tree(x->child, y->child);

    cJSON_Delete(x);
    cJSON_Delete(y);
    return same;
}

static int same_legal(const pk_state *a, const pk_state *b)
{
    static pk_action la[PK_MAX_ACTIONS], lb[PK_MAX_ACTIONS];
    int na = pk_legal(a, la, PK_MAX_ACTIONS), nb = pk_legal(b, lb, PK_MAX_ACTIONS), i;

    if (na != nb)
        return 0;
    for (i = 0; i < na; i++) {
        cJSON *x = pk_action_json(a, &la[i]), *y = pk_action_json(b, &lb[i]);
        int same = cJSON_Compare(x, y, 1);
        cJSON_Delete(x);
        cJSON_Delete(y);
        if (!same)
            return 0;
    }
    return 1;
}

static void round_trip_every_position(void)
{
    int seat[2] = { PK_SEAT_COMPUTER, PK_SEAT_COMPUTER }, g, bad = 0;

    for (g = 0; g < games() && !bad; g++) {
        errs e;
        pk_state *st;
        long k = 0;

        errs_clear(&e);
        st = pk_new(".", seat, 1, 1, 100 + (uint64_t)g, &e);
        CHECK(st != NULL);
        if (!st)
            return;
        while (pk_to_move(st) >= 0 && k < PK_MAX_ACTIONS && !bad) {
            pk_action a;
            char msg[300] = "", why[200] = "";
            if (pk_bot_choose(st, &a) < 0)
                break;
            if (k++ % EVERY == 0) {
                pk_state *back = reload(st, msg, sizeof msg);
                glog *l1 = glog_new(64), *l2 = glog_new(64);
                if (!back) {
                    printf("  game %d action %ld: refused: %s\n", g, k, msg);
                    bad = 1;
                } else if (!same_dump(st, back) || !same_legal(st, back)) {
                    printf("  game %d action %ld: the reload differs\n", g, k);
                    bad = 1;
                } else {
                    pk_state *cp = pk_clone(st);
                    int r1 = pk_do(cp, &a, l1, why, sizeof why);
                    int r2 = pk_do(back, &a, l2, why, sizeof why);
                    if (r1 != r2 || !same_dump(cp, back) || !same_log(l1, l2)) {
                        printf("  game %d action %ld: the next action differs\n", g, k);
                        bad = 1;
                    }
                    pk_free(cp);
                }
                pk_free(back);
                glog_free(l1);
                glog_free(l2);
            }
            if (pk_do(st, &a, NULL, why, sizeof why) < 0) {
                printf("  game %d: the computer's action refused: %s\n", g, why);
                bad = 1;
            }
        }
        CHECK(k > 100); /* a whole game was walked */
        pk_free(st);
    }
    CHECK_INT(bad, 0);
}

int main(void)
{
    RUN(round_trip_every_position);
    TEST_END();
}
