/* race_marks: what the map of Race to the Legations offers to click: the
 * highlights of the legal actions, their click targets (named by the
 * actions' JSON for scripts), and clicks on the map turned into actions,
 * or into the rules' reason why not. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL.h>

#include "games/race/view/race_view_local.h"

/* ------------------------------------------------------------- marks */

static int cell_of_action(const rview *v, const race_action *x)
{
    switch (x->type) {
    case RACE_A_RALLY: case RACE_A_FIRE: case RACE_A_BREACH: case RACE_A_MOVE: case RACE_A_SWAP:
    case RACE_A_ROUT:
        return racev_unit_cell(v, x->unit);
    case RACE_A_ACTIVATE: case RACE_A_REBEL_MOVE: case RACE_A_REBEL_ATTACK: case RACE_A_REBEL_HOLD:
        return x->cell;
    default:
        return -1;
    }
}

/* The cell a two-click action's second click goes to (-1: none). */
static int second_cell(const rview *v, const race_action *x)
{
    switch (x->type) {
    case RACE_A_FIRE: case RACE_A_MOVE: return x->to;
    case RACE_A_SWAP: return racev_unit_cell(v, x->other);
    default: return -1;
    }
}

static int two_click(int type)
{
    return type == RACE_A_FIRE || type == RACE_A_BREACH || type == RACE_A_MOVE || type == RACE_A_SWAP;
}

void racev_compute_marks(rview *v)
{
    const race_state *st = ST(v);
    int i, n = st->cols * st->rows;

    memset(v->mark, 0, (size_t)n);
    v->nbreach = 0;
    v->breach_cell = -1;
    v->mark_anim = 0;
    if (!racev_human_turn(v))
        return;
    for (i = 0; i < v->nlegal; i++) {
        const race_action *x = &v->legal[i].act;
        int c = cell_of_action(v, x), t;

        if (c < 0 || c >= n)
            continue;
        switch (x->type) {
        case RACE_A_RALLY: case RACE_A_ACTIVATE:
            v->mark[c] |= RM_PICK;
            break;
        case RACE_A_REBEL_MOVE: case RACE_A_REBEL_ATTACK: case RACE_A_REBEL_HOLD:
            v->mark[c] |= RM_SEL;
            if (x->type != RACE_A_REBEL_HOLD && x->to >= 0 && x->to < n)
                v->mark[x->to] |= x->type == RACE_A_REBEL_MOVE ? RM_MOVE : RM_ATTACK;
            break;
        case RACE_A_ROUT:  /* the routed unit, and where it may fall back */
            v->mark[c] |= RM_SEL;
            if (x->to >= 0 && x->to < n)
                v->mark[x->to] |= RM_MOVE;
            break;
        default:
            if (!two_click(x->type))
                break;
            if (x->unit != v->sel) {
                v->mark[c] |= RM_PICK;
                break;
            }
            if (x->type == RACE_A_BREACH) {
                if (v->nbreach < HEX_DIRS) {
                    v->breach_cell = c;
                    v->breach_dir[v->nbreach++] = x->dir;
                }
                break;
            }
            t = second_cell(v, x);
            if (t < 0 || t >= n)
                break;
            if (x->type == RACE_A_FIRE)
                v->mark[t] |= RM_FIRE;
            else if (x->type == RACE_A_SWAP)
                v->mark[t] |= RM_SWAP;
            else
                v->mark[t] |= st->cell[t].counter >= 0 && st->cell[t].counter != RACE_C_EMPTY ? RM_ATTACK
                                                                                            : RM_MOVE;
            break;
        }
    }
    if (v->sel >= 0 && racev_unit_cell(v, v->sel) >= 0)
        v->mark[racev_unit_cell(v, v->sel)] |= RM_SEL;
    for (i = 0; i < n; i++)
        if (v->mark[i])
            v->mark_anim = 1;
    if (v->nbreach)
        v->mark_anim = 1;
}

static int rect_in_map(const rview *v, const rlayout *L, SDL_Rect r)
{
    int cx = r.x + r.w / 2, cy = r.y + r.h / 2;
    (void)L;
    return hexmap_hit(&v->map, cx, cy);
}

/* Every legal action's click target, named by its JSON text. */
void racev_register_targets(rview *v, ui_app *a, const rlayout *L)
{
    int i;

    if (!racev_human_turn(v) || v->sh.help_open)
        return;
    for (i = 0; i < v->nlegal; i++) {
        const race_action *x = &v->legal[i].act;
        int c = cell_of_action(v, x);
        SDL_Rect r;

        switch (x->type) {
        case RACE_A_END_PHASE: r = L->b_end; break;
        case RACE_A_REBEL_HOLD: r = L->b_hold; break;
        case RACE_A_RALLY: case RACE_A_ACTIVATE:
            if (c < 0)
                continue;
            r = hexmap_cell_rect(&v->map, c);
            break;
        case RACE_A_REBEL_MOVE: case RACE_A_REBEL_ATTACK: case RACE_A_ROUT:
            if (x->to < 0)
                continue;
            r = hexmap_cell_rect(&v->map, x->to);
            break;
        default:
            if (c < 0)
                continue;
            if (x->unit != v->sel) {
                r = hexmap_cell_rect(&v->map, c);
            } else if (x->type == RACE_A_BREACH) {
            {
                float bx, by, br;
                racev_breach_marker(v, c, x->dir, &bx, &by, &br);
                r = hexmap_square(bx, by, br);
            }
            } else {
                int t = second_cell(v, x);
                if (t < 0)
                    continue;
                r = hexmap_cell_rect(&v->map, t);
            }
            break;
        }
        if (x->type != RACE_A_END_PHASE && x->type != RACE_A_REBEL_HOLD && !rect_in_map(v, L, r))
            continue;
        ui_target(a, r, v->legal[i].name);
    }
}

/* -------------------------------------------------------- map clicks */

static int phase_of(const rview *v) { return ST(v)->phase; }

/* Why a click on cell does nothing, into why (empty when nothing was
 * asked): ask the rules about the action it would have been, so the
 * reason is theirs. The click says it (a toast) and so does the pointer
 * resting there (a tooltip, racev_hover_refusal). */
static void refusal(const rview *v, int cell, char *why, size_t n)
{
    const race_state *st = ST(v);
    race_action x;
    int u = st->cell[cell].unit, ph = phase_of(v);

    why[0] = 0;

    memset(&x, -1, sizeof x);
    if (v->sel >= 0) {
        x.unit = v->sel;
        if (ph == RACE_PH_ARTILLERY) {
            x.type = RACE_A_FIRE;
            x.to = cell;
        } else if (ph == RACE_PH_BREACH) {
            snprintf(why, n, "Click one of the orange wall sides beside the selected unit.");
            return;
        } else if (u >= 0 && st->unit[u].nation == st->active) {
            x.type = RACE_A_SWAP;
            x.other = u;
        } else {
            x.type = RACE_A_MOVE;
            x.to = cell;
        }
    } else if (st->pending >= 0) {
        x.cell = st->pending;
        x.to = cell;
        x.type = u >= 0 ? RACE_A_REBEL_ATTACK : RACE_A_REBEL_MOVE;
    } else if (u >= 0) {
        const race_unit *un = &st->unit[u];
        if (un->nation != st->active) {
            snprintf(why, n, "That is a %s unit; the %s are to move.", racev_nation_adj(un->nation),
                     race_nation_name(st->active));
            return;
        }
        x.unit = u;
        switch (ph) {
        case RACE_PH_RALLY: x.type = RACE_A_RALLY; break;
        case RACE_PH_ARTILLERY:
            if (un->kind != RACE_ARTILLERY) {
                snprintf(why, n, "Only artillery fires in the Artillery phase.");
                return;
            }
            snprintf(why, n, "These guns have no target they may fire at now.");
            return;
        case RACE_PH_BREACH:
            snprintf(why, n, "This unit cannot try a breach now (it must stand beside an unbreached "
                             "wall and not be suppressed).");
            return;
        case RACE_PH_REBEL:
            snprintf(why, n, "In the Rebel phase you roll for Chinese units, not your own.");
            return;
        default: {
            /* a step towards any neighbour tells why it cannot move */
            int d;
            hex h = hex_at(&st->grid, cell);
            x.type = RACE_A_MOVE;
            for (d = 0; d < HEX_DIRS; d++) {
                hex nb = hex_neighbor(h, d);
                if (hex_in_grid(&st->grid, nb)) {
                    x.to = hex_index(&st->grid, nb);
                    break;
                }
            }
        }
        }
    } else if (st->cell[cell].counter >= 0 && st->cell[cell].scouted) {
        if (ph != RACE_PH_REBEL) {
            snprintf(why, n, "%s. Chinese units act in the Rebel phase.",
                     race_counter_name(st->cell[cell].counter));
            return;
        }
        x.type = RACE_A_ACTIVATE;
        x.cell = cell;
    } else {
        return; /* an empty hex: nothing was asked */
    }
    if (race_check(st, &x, why, n))
        why[0] = 0;
}

static void explain(rview *v, ui_app *a, int cell)
{
    char why[200];
    refusal(v, cell, why, sizeof why);
    if (why[0])
        ui_toast(a, "%s", why);
}

void racev_breach_marker(const rview *v, int cell, int dir, float *x, float *y, float *rad)
{
    float cx, cy, sx, sy, r = hexmap_radius(&v->map), a = r * 0.866f, k;

    *rad = r * 0.26f + 5 < 10 ? 10 : r * 0.26f + 5;
    hexmap_cell_xy(&v->map, cell, &cx, &cy);
    hexmap_side_xy(&v->map, cell, dir, &sx, &sy);
    /* the markers of neighbouring sides are a 60-degree chord apart */
    k = a > 0 && (2 * *rad + 3) / a > 1 ? (2 * *rad + 3) / a : 1;
    *x = cx + (sx - cx) * k;
    *y = cy + (sy - cy) * k;
}

static int breach_hit(const rview *v, int cell, int dir, int mx, int my)
{
    float x, y, r;

    racev_breach_marker(v, cell, dir, &x, &y, &r);
    return racev_in_rect(hexmap_square(x, y, r), mx, my);
}


void racev_map_click(rview *v, ui_app *a, int mx, int my)
{
    const race_state *st = ST(v);
    int cell = hexmap_cell_at(&v->map, mx, my), i;

    if (!racev_human_turn(v)) {
        int seat = racev_seat_to_move(v);
        if (seat >= 0)
            ui_toast(a, "The %s (computer) are playing their turn.", race_nation_name(seat));
        return;
    }
    /* the orange wall sides of a unit chosen to breach */
    if (v->sel >= 0)
        for (i = 0; i < v->nlegal; i++) {
            const race_action *x = &v->legal[i].act;
            if (x->type == RACE_A_BREACH && x->unit == v->sel &&
                breach_hit(v, racev_unit_cell(v, v->sel), x->dir, mx, my)) {
                racev_play_name(v, a, v->legal[i].name);
                return;
            }
        }
    if (cell < 0)
        return;
    /* the selected unit's second click */
    if (v->sel >= 0) {
        if (cell == racev_unit_cell(v, v->sel)) {
            v->sel = -1;
            return;
        }
        for (i = 0; i < v->nlegal; i++) {
            const race_action *x = &v->legal[i].act;
            if (x->unit == v->sel && two_click(x->type) && second_cell(v, x) == cell) {
                racev_play_name(v, a, v->legal[i].name);
                return;
            }
        }
    }
    /* one-click actions */
    for (i = 0; i < v->nlegal; i++) {
        const race_action *x = &v->legal[i].act;
        if (((x->type == RACE_A_REBEL_MOVE || x->type == RACE_A_REBEL_ATTACK ||
              x->type == RACE_A_ROUT) && x->to == cell) ||
            ((x->type == RACE_A_RALLY || x->type == RACE_A_ACTIVATE) && cell_of_action(v, x) == cell)) {
            racev_play_name(v, a, v->legal[i].name);
            return;
        }
    }
    /* choose a unit for a two-click action */
    if (st->cell[cell].unit >= 0 && racev_unit_has_actions(v, st->cell[cell].unit)) {
        v->sel = st->cell[cell].unit;
        return;
    }
    explain(v, a, cell);
}

/* The pointer resting on a hex tells what a click there would refuse, and
 * why, as the click does: nothing when the click would act (a unit of
 * the side to move that has something to do, a target of the chosen
 * unit) or when nothing would be asked (an empty hex). */
void racev_hover_refusal(rview *v, ui_app *a, int cell)
{
    const race_state *st = ST(v);
    char why[200];
    int i;

    if (cell < 0 || v->sh.handover >= 0 || v->sh.help_open || !racev_human_turn(v) ||
        racev_game_over(v, NULL, 0))
        return;
    if (v->sel >= 0 && (cell == racev_unit_cell(v, v->sel) || phase_of(v) == RACE_PH_BREACH))
        return; /* the click puts the unit down; a breach is aimed at a wall side */
    for (i = 0; i < v->nlegal; i++) {
        const race_action *x = &v->legal[i].act;
        if (v->sel >= 0 && x->unit == v->sel && two_click(x->type) && second_cell(v, x) == cell)
            return;
        if (((x->type == RACE_A_REBEL_MOVE || x->type == RACE_A_REBEL_ATTACK ||
              x->type == RACE_A_ROUT) && x->to == cell) ||
            ((x->type == RACE_A_RALLY || x->type == RACE_A_ACTIVATE) && cell_of_action(v, x) == cell))
            return;
    }
    if (st->cell[cell].unit >= 0 && racev_unit_has_actions(v, st->cell[cell].unit))
        return;
    refusal(v, cell, why, sizeof why);
    if (why[0])
        ui_tooltip(a, hexmap_cell_rect(&v->map, cell), why);
}
