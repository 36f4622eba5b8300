/* race_legal: every action the active player may take now, for the view
 * (what may be clicked), the first bot and the fuzzers. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "race_local.h"

static int put(race_action *out, int k, int max, int type, int unit, int other,
               int cell, int to, int dir)
{
    if (k < max) {
        out[k].type = type;
        out[k].unit = unit;
        out[k].other = other;
        out[k].cell = cell;
        out[k].to = to;
        out[k].dir = dir;
    }
    return k + 1;
}

/* Actions of unit i (or of every unit when only < 0); k so far. */
static int unit_actions(const race_state *st, int only, race_action *out,
                        int k, int max)
{
    int i, d, j, t[64], n;

    for (i = 0; i < st->nunits; i++) {
        const race_unit *u = &st->unit[i];
        if (!u->alive || u->nation != st->active)
            continue;
        switch (st->phase) {
        case RACE_PH_RALLY:
            if (only >= 0 && i != only)
                break;
            if (u->sup && !u->rallied)
                k = put(out, k, max, RACE_A_RALLY, i, -1, -1, -1, -1);
            break;
        case RACE_PH_ARTILLERY:
            if ((only >= 0 && i != only) || !race_can_fire(st, u))
                break;
            n = race_fire_targets(st, u->cell, t);
            for (j = 0; j < n; j++)
                k = put(out, k, max, RACE_A_FIRE, i, -1, -1, t[j], -1);
            break;
        case RACE_PH_BREACH:
            if ((only >= 0 && i != only) || !race_can_breach(st, u))
                break;
            for (d = 0; d < HEX_DIRS; d++)
                if (race_breach_side(st, u->cell, d))
                    k = put(out, k, max, RACE_A_BREACH, i, -1, -1, -1, d);
            break;
        case RACE_PH_ACTION:
            if ((only < 0 || i == only) && race_can_step(st, u))
                for (d = 0; d < HEX_DIRS; d++)
                    if (race_step_ok(st, u, d))
                        k = put(out, k, max, RACE_A_MOVE, i, -1, -1,
                                race_nb(st, u->cell, d), -1);
            for (d = 0; d < HEX_DIRS; d++) {
                int m = race_nb(st, u->cell, d), v;
                if (m < 0 || (v = st->cell[m].unit) < 0)
                    continue;
                if ((only < 0 || i == only || v == only) &&
                    race_swap_ok(st, u, &st->unit[v]))
                    k = put(out, k, max, RACE_A_SWAP, i, v, -1, -1, -1);
            }
            break;
        default:
            break;
        }
    }
    return k;
}

int race_legal_actions(const race_state *st, race_action *out, int max)
{
    int k = 0, i, n, t[64];

    if (st->result != RACE_RES_NONE)
        return 0;
    if (st->rout >= 0) {
        int to[HEX_DIRS];
        n = race_rout_hexes(st, st->rout, to);
        for (i = 0; i < n; i++)
            k = put(out, k, max, RACE_A_ROUT, st->rout, -1, -1, to[i], -1);
        return k < max ? k : max;
    }
    if (st->pending >= 0) {
        int c = st->pending, d;
        for (d = 0; d < HEX_DIRS; d++) {
            int m = race_nb(st, c, d);
            if (m >= 0 && !race_closed(st, c, d) && st->cell[m].scouted &&
                st->cell[m].counter == RACE_C_NONE && st->cell[m].unit < 0)
                k = put(out, k, max, RACE_A_REBEL_MOVE, -1, -1, c, m, -1);
        }
        n = race_rebel_targets(st, c, t);
        for (i = 0; i < n; i++)
            k = put(out, k, max, RACE_A_REBEL_ATTACK, -1, -1, c, t[i], -1);
        k = put(out, k, max, RACE_A_REBEL_HOLD, -1, -1, c, -1, -1);
        return k < max ? k : max;
    }
    if (st->phase == RACE_PH_REBEL) {
        n = st->cols * st->rows;
        for (i = 0; i < n; i++)
            if (race_is_chinese(st->cell[i].counter) && !st->cell[i].ctried &&
                race_chinese_can_act(st, i))
                k = put(out, k, max, RACE_A_ACTIVATE, -1, -1, i, -1, -1);
    } else {
        k = unit_actions(st, -1, out, k, max);
    }
    k = put(out, k, max, RACE_A_END_PHASE, -1, -1, -1, -1, -1);
    return k < max ? k : max;
}

int race_unit_actions(const race_state *st, int unit, race_action *out, int max)
{
    int k;

    if (st->result != RACE_RES_NONE || st->pending >= 0 || st->rout >= 0 || unit < 0 ||
        unit >= st->nunits)
        return 0;
    k = unit_actions(st, unit, out, 0, max);
    return k < max ? k : max;
}
