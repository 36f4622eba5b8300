/* tuan_query: the screen's questions (see tuan_query.h). */
#include "tuan_local.h"
#include "tuan_query.h"

double tu_move_cost(const tu_state *st, int i, vec2 to)
{
    table_rates r;

    if (i < 0 || i >= st->ntrays)
        return -1;
    tu_rates(st, i, &r);
    return table_path_cost(&st->tab, st->tray[i].p.pos, to, &r, tu_allowance(st, i));
}

int tu_view_objective_held(const tu_state *st, int o, int side)
{
    return o >= 0 && o < st->nobj && tu_objective_held(st, o, side);
}

int tu_view_in_group(const tu_state *st, int i)
{
    return i >= 0 && i < st->ntrays && st->phase == TU_P_ACT && tu_in_group(st, i);
}
