/* peking_clicks: what the Siege at Peking map offers to click, built from
 * the rules' legal list: the selected stack and the counters picked in
 * it, the hexes they reach with the MP left, the Big Gun to place and the
 * last shell's path, map clicks turned into actions (or into the rules'
 * reason why not), and the click targets named by the actions' JSON. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL.h>

#include "games/peking/view/peking_view_local.h"

/* ------------------------------------------------------ legal actions */

void pkv_legal_clear(pview *v)
{
    int i;

    for (i = 0; i < v->nlegal; i++)
        if (v->name[i]) {
            cJSON_free(v->name[i]);
            v->name[i] = NULL;
        }
    v->nlegal = 0;
}

const char *pkv_name(pview *v, int i)
{
    if (i < 0 || i >= v->nlegal)
        return "";
    if (!v->name[i]) {
        cJSON *j = pk_action_json(PST(v), &v->legal[i]);
        v->name[i] = j ? cJSON_PrintUnformatted(j) : NULL;
        cJSON_Delete(j);
    }
    return v->name[i] ? v->name[i] : "";
}

static int unit_acts(const pview *v, int unit)
{
    int i, k;

    for (i = 0; i < v->nlegal; i++) {
        const pk_action *x = &v->legal[i];
        switch (x->type) {
        case PK_A_PLACE: case PK_A_RETREAT: case PK_A_ADVANCE:
            if (x->unit == unit)
                return 1;
            break;
        case PK_A_MOVE:
            for (k = 0; k < x->n; k++)
                if (x->units[k] == unit)
                    return 1;
            break;
        default:
            break;
        }
    }
    return 0;
}

/* The unit whose place / retreat / advance hexes show: the chosen one if
 * it still has some, else the first that has. */
static void pick_sel_unit(pview *v)
{
    int i;

    if (v->sel_unit >= 0 && unit_acts(v, v->sel_unit)) {
        for (i = 0; i < v->nlegal; i++) {
            int t = v->legal[i].type;
            if ((t == PK_A_PLACE || t == PK_A_RETREAT || t == PK_A_ADVANCE) &&
                v->legal[i].unit == v->sel_unit)
                return;
        }
    }
    v->sel_unit = -1;
    /* one in the selected hex first, else any retreat or advance */
    for (i = 0; i < v->nlegal; i++) {
        int t = v->legal[i].type;
        if ((t == PK_A_RETREAT || t == PK_A_ADVANCE || t == PK_A_PLACE) && v->sel >= 0 &&
            PST(v)->u[v->legal[i].unit].cell == v->sel) {
            v->sel_unit = v->legal[i].unit;
            return;
        }
    }
    for (i = 0; i < v->nlegal; i++) {
        int t = v->legal[i].type;
        if (t == PK_A_RETREAT || t == PK_A_ADVANCE) {
            v->sel_unit = v->legal[i].unit;
            return;
        }
    }
}

void pkv_legal_refresh(pview *v)
{
    const pk_state *st = PST(v);
    int i, any;

    if (v->legal_for == v->s->nactions)
        return;
    pkv_legal_clear(v);
    v->nlegal = pk_legal(st, v->legal, PK_MAX_ACTIONS);
    if (v->nlegal < 0)
        v->nlegal = 0;
    v->legal_for = v->s->nactions;
    v->reach_for = -1;
    /* a selection keeps only units that may still move */
    any = 0;
    for (i = 0; i < st->nunits; i++) {
        if (v->pick[i] && (st->u[i].where != PK_W_MAP || st->u[i].cell != v->sel || !unit_acts(v, i)))
            v->pick[i] = 0;
        any |= v->pick[i];
    }
    if (v->sel >= 0 && !any)
        pkv_select(v, st->occ[0][v->sel] || st->occ[1][v->sel] ? v->sel : -1);
    pick_sel_unit(v);
    if (v->cb.open) {
        pk_combat c;
        pk_action t = v->cb.act;
        if (pk_attack_check(st, &t, &c, NULL, 0) < 0 && !v->cb.charge)
            pkv_combat_close(v);
        if (v->cb.charge && pk_charge_check(st, &t, &i, NULL, 0) < 0)
            pkv_combat_close(v);
    }
    if (v->tool != PV_TOOL_NONE) {
        int want = v->tool == PV_TOOL_MINE ? PK_A_MINE : v->tool == PV_TOOL_FORT ? PK_A_FORT : PK_A_ENTER, has = 0;
        /* for reinforcements, of the kind chosen: with the last Boxers
         * on the map the tool stayed in hand, its hint asking for a green
         * edge hex where none was */
        for (i = 0; i < v->nlegal; i++)
            has |= v->legal[i].type == want &&
                   (want != PK_A_ENTER || st->u[v->legal[i].units[0]].def == v->enter_kind);
        if (!has)
            v->tool = PV_TOOL_NONE;
    }
}

int pkv_play(pview *v, ui_app *a, const pk_action *x)
{
    cJSON *j = pk_action_json(PST(v), x);
    int rc;

    if (!j)
        return -1;
    rc = ui_play(a, v->s, j); /* runs after this frame: see changed() */
    cJSON_Delete(j);
    return rc;
}

int pkv_play_legal(pview *v, ui_app *a, int i)
{
    return i >= 0 && i < v->nlegal ? pkv_play(v, a, &v->legal[i]) : -1;
}

int pkv_enter_group(const pview *v, int cell, pk_action *x)
{
    const pk_state *st = PST(v);
    int i, max = v->enter_count > 0 && v->enter_count < PK_MAX_SEL ? v->enter_count : PK_MAX_SEL;

    pk_action_init(x, PK_A_ENTER);
    x->cell = cell;
    for (i = 0; i < st->nunits && x->n < max; i++) {
        const pk_unit *u = &st->u[i];
        if (u->side != PK_CHINESE || u->def != v->enter_kind || u->where != PK_W_OFF)
            continue;
        x->units[x->n] = (short)i;
        if (!pk_stack_ok(st, PK_CHINESE, cell, x->units, x->n + 1))
            break;
        x->n++;
    }
    return x->n > 0 && pk_move_check(st, x, NULL, 0) >= 0;
}

/* Select a hex: its movable units are picked as the rules' biggest move
 * group from there (the whole stack that may move). */
void pkv_select(pview *v, int cell)
{
    const pk_state *st = PST(v);
    int i, k, best = -1;

    memset(v->pick, 0, sizeof v->pick);
    v->sel = cell;
    v->reach_for = -1;
    v->insp_scroll = 0;
    if (cell < 0) {
        /* the counter chosen goes with the selection: its green hexes
         * would stay lit, and a click there would still shift it (after
         * an undo, after a click elsewhere); a retreat or advance owed is
         * chosen again by pick_sel_unit */
        v->sel_unit = -1;
        pick_sel_unit(v);
        return;
    }
    for (i = 0; i < v->nlegal; i++) {
        const pk_action *x = &v->legal[i];
        if (x->type != PK_A_MOVE || x->n < 1 || st->u[x->units[0]].cell != cell)
            continue;
        if (best < 0 || x->n > v->legal[best].n)
            best = i;
    }
    if (best >= 0)
        for (k = 0; k < v->legal[best].n; k++)
            v->pick[v->legal[best].units[k]] = 1;
    if (v->sel_unit >= 0 && st->u[v->sel_unit].cell != cell)
        v->sel_unit = -1;
    pick_sel_unit(v);
}

/* The last Big Gun shot of this turn as the rules recorded it (its gun,
 * line, the hexes it flew over and where it landed), for the board to
 * draw in the Big Gun phase and the Chinese move after it. */
void pkv_shell_refresh(pview *v)
{
    const pk_state *st = PST(v);
    const pk_shell *sh = pk_last_shell(st);

    v->shell_on = 0;
    if (!sh || (st->phase != PK_PH_BIGGUN && st->phase != PK_PH_CMOVE))
        return;
    v->shell = *sh;
    v->shell_on = 1;
}

const char *pkv_shell_tip(const pk_state *st, int gun, int dir, char *tip, size_t n)
{
    char h[8];
    int face, off = 0, c, k;

    snprintf(tip, n, "Fire %s (die x %d hexes):", pk_dir_names[dir], st->d->gun_perpip);
    for (face = 1; face <= 6; face++) {
        size_t l = strlen(tip);
        c = st->gun_cell[gun];
        for (k = 0; k < face * st->d->gun_perpip && c >= 0; k++)
            c = st->d->nb[c][dir];
        if (c < 0)
            off++;
        else if (l < n)
            snprintf(tip + l, n - l, " %d to %s,", face, pk_label(st->d, c, h, sizeof h));
    }
    if (off == 6)
        snprintf(tip + strlen(tip), n - strlen(tip), " every throw lands off the map: the shot is lost.");
    else if (off)
        snprintf(tip + strlen(tip), n - strlen(tip), " %d to 6 off the map (lost).", 7 - off);
    else
        tip[strlen(tip) - 1] = '.';
    return tip;
}

const char *pkv_end_wait(const pview *v, char *buf, size_t n)
{
    const pk_state *st = PST(v);
    int side = pk_to_move(st), i, k, at = -1;
    char h[8];

    /* the first hex of the player's that an attack listed must still
     * come from: its units stand in an enemy ZOC (8.1.2) */
    for (i = 0; i < v->nlegal && at < 0; i++)
        if (v->legal[i].type == PK_A_ATTACK)
            for (k = 0; k < v->legal[i].n && at < 0; k++) {
                const pk_unit *u = &st->u[v->legal[i].units[k]];
                if (side >= 0 && u->side == side && st->zoc[1 - side][u->cell] && !u->attacked)
                    at = u->cell;
            }
    if (at >= 0)
        snprintf(buf, n, "Not yet: the units at %s stand in an enemy ZOC and must attack before the "
                 "phase ends (8.1.2). Click a red crosshair hex next to them.",
                 pk_label(st->d, at, h, sizeof h));
    else
        snprintf(buf, n, "Not yet: units in an enemy ZOC must attack before the phase ends (8.1.2).");
    return buf;
}

/* MP left in every hex the picked units may move to together (-1: not
 * there), by the rules' own flood and the legal list's filters. */
void pkv_reach_update(pview *v)
{
    const pk_state *st = PST(v);
    int i, n = 0, c, cells = st->d->cols * st->d->rows, cost[PK_CELLS], mp = 1000, side;
    short us[PK_MAX_SEL];

    for (i = 0; i < st->nunits && n < PK_MAX_SEL; i++)
        if (v->pick[i]) {
            us[n++] = (short)i;
            if (st->u[i].mp < mp)
                mp = st->u[i].mp;
        }
    /* made once per position and selection, known exactly (a hash of the
     * picks once overflowed, and could have matched another selection) */
    if (v->reach_for == 0 && v->reach_n == v->s->nactions && v->reach_sel == v->sel &&
        !memcmp(v->reach_pick, v->pick, sizeof v->pick))
        return;
    v->reach_for = 0;
    v->reach_n = v->s->nactions;
    v->reach_sel = v->sel;
    memcpy(v->reach_pick, v->pick, sizeof v->pick);
    for (c = 0; c < cells; c++)
        v->reach[c] = -1;
    if (n == 0 || (st->phase != PK_PH_CMOVE && st->phase != PK_PH_AREACT && st->phase != PK_PH_AMOVE) ||
        st->ntasks > 0 || !pk_move_reach(st, us, n, cost))
        return;
    side = st->u[us[0]].side;
    for (c = 0; c < cells; c++)
        if (cost[c] > 0 && !st->occ[1 - side][c] && pk_stack_ok(st, side, c, us, n))
            v->reach[c] = mp - cost[c] < 0 ? 0 : mp - cost[c];
}

/* The Big Gun to place next: the lowest-numbered one the rules let place
 * (both share their hexes, so one at a time). */
int pkv_gun_to_place(const pview *v)
{
    int i, g = -1;

    for (i = 0; i < v->nlegal; i++)
        if (v->legal[i].type == PK_A_GUN && (g < 0 || v->legal[i].unit < g))
            g = v->legal[i].unit;
    return g;
}

/* -------------------------------------------------------- map clicks */

int pkv_find(const pview *v, int type, int unit, int cell)
{
    int i;

    for (i = 0; i < v->nlegal; i++) {
        const pk_action *x = &v->legal[i];
        if (x->type == type && (unit < 0 || x->unit == unit) && (cell < -1 || x->cell == cell))
            return i;
    }
    return -1;
}

static int picked(const pview *v, short *out)
{
    int i, n = 0;

    for (i = 0; i < PST(v)->nunits && n < PK_MAX_SEL; i++)
        if (v->pick[i])
            out[n++] = (short)i;
    return n;
}

static int attackable(const pview *v, int cell)
{
    int i, k;

    for (i = 0; i < v->nlegal; i++) {
        const pk_action *x = &v->legal[i];
        if (x->type == PK_A_CHARGE && x->cell == cell)
            return 1;
        if (x->type == PK_A_ATTACK)
            for (k = 0; k < x->nd; k++)
                if (x->defs[k] == cell)
                    return 1;
    }
    return 0;
}

/* Why no attack may be made on the enemy hex cell now, in a sentence with
 * its rule; "" when one may (or when the question does not arise: not a
 * combat phase of the player to move, a task open, no enemy there). The
 * whole of the player's units that could still reach it are tried as one
 * attack, so the reason is the rules' own (pk_attack_check). */
const char *pkv_attack_refusal(const pview *v, int cell, char *buf, size_t n)
{
    const pk_state *st = PST(v);
    int side = pk_to_move(st), i, free_ = 0, nolos = 0, zocd = 0;
    pk_action x;
    pk_combat c;
    char why[220] = "", h[8];

    buf[0] = 0;
    if (cell < 0 || side < 0 || st->ntasks > 0 || attackable(v, cell) ||
        !(st->phase == PK_PH_ACOMBAT || (st->phase == PK_PH_CCOMBAT && st->step > 0)) ||
        side != (st->phase == PK_PH_ACOMBAT ? PK_ALLIED : PK_CHINESE) || !st->occ[1 - side][cell])
        return buf;
    pk_label(st->d, cell, h, sizeof h);
    for (i = 0; i < st->nunits; i++)
        if (st->u[i].where == PK_W_MAP && st->u[i].cell == cell && st->u[i].defended) {
            snprintf(buf, n, "%s cannot be attacked: its units have been attacked already this "
                     "phase, and no unit is attacked twice (8.1).", h);
            return buf;
        }
    pk_action_init(&x, PK_A_ATTACK);
    x.nd = 1;
    x.defs[0] = (short)cell;
    for (i = 0; i < st->nunits; i++) {
        const pk_unit *u = &st->u[i];
        int d;
        if (u->side != side || u->where != PK_W_MAP || !pk_is_combat(u) || u->attacked ||
            u->was_charging || u->no_attack)
            continue;
        free_++;
        d = pk_dist(st, u->cell, cell);
        if (d > st->d->range[side])
            continue;
        if (d > 1 && !pk_los(st, u->cell, cell, NULL))
            nolos++;
        else if (d > 1 && st->zoc[1 - side][u->cell])
            zocd++;
        else if (x.n < PK_MAX_SEL)
            x.units[x.n++] = (short)i;
    }
    if (!free_)
        snprintf(buf, n, "%s cannot be attacked: none of your units is left to attack this phase "
                 "(each attacks once a phase, 8.1).", h);
    else if (!x.n && (nolos || zocd))
        snprintf(buf, n, "%s cannot be attacked: no unit of yours that may still attack is next to "
                 "it, and those within %d hexes %s (8.1, 8.2).", h, st->d->range[side],
                 nolos && zocd ? "have no line of sight to it or stand in an enemy ZOC, which "
                                 "allows no ranged fire"
                 : nolos ? "have no line of sight to it"
                         : "stand in an enemy ZOC, which allows no ranged fire");
    else if (!x.n)
        snprintf(buf, n, "%s cannot be attacked: no unit of yours that may still attack is next to "
                 "it or within %d hexes with a line of sight (8.1).", h, st->d->range[side]);
    else if (pk_attack_check(st, &x, &c, why, sizeof why) < 0 && c.def > 0 && c.col < 0 &&
             strstr(why, "1-3"))
        snprintf(buf, n, "%s cannot be attacked: all of your %d unit%s that may reach it make %d "
                 "against %d, worse than 1-3; no attack may be made below 1-3, and only a unit "
                 "forced to attack takes the automatic AE (8.1.2).", h, x.n, x.n == 1 ? "" : "s",
                 c.att, c.def);
    else if (why[0])
        snprintf(buf, n, "%s cannot be attacked now: %s", h, why);
    else
        snprintf(buf, n, "%s cannot be attacked now: no attack on it is allowed by the rules with "
                 "the units you have (8.1).", h);
    return buf;
}

/* Why the player's units at cell have no move this phase ("" when they
 * have, or when none of the player's units are there and mine is 0):
 * the reason of the first kind found among them. */
static const char *stack_refusal(const pview *v, int cell, int mine, char *buf, size_t n);

const char *pkv_move_refusal(pview *v, char *buf, size_t n)
{
    const pk_state *st = PST(v);
    int side = pk_to_move(st), c, any = 0;

    buf[0] = 0;
    if (v->sel < 0 || side < 0 || st->ntasks > 0 || v->tool != PV_TOOL_NONE ||
        (st->phase != PK_PH_CMOVE && st->phase != PK_PH_AREACT && st->phase != PK_PH_AMOVE))
        return buf;
    pkv_reach_update(v);
    for (c = 0; c < st->d->cols * st->d->rows; c++)
        any |= v->reach[c] >= 0;
    if (any)
        return buf;
    return stack_refusal(v, v->sel, 1, buf, n);
}

const char *pkv_hover_move_refusal(const pview *v, int cell, char *buf, size_t n)
{
    const pk_state *st = PST(v);
    int side = pk_to_move(st), i;

    buf[0] = 0;
    if (cell < 0 || side < 0 || st->ntasks > 0 || v->tool != PV_TOOL_NONE || !st->occ[side][cell] ||
        (st->phase != PK_PH_CMOVE && st->phase != PK_PH_AREACT && st->phase != PK_PH_AMOVE))
        return buf;
    for (i = 0; i < v->nlegal; i++)
        if (v->legal[i].type == PK_A_MOVE && v->legal[i].n > 0 && st->u[v->legal[i].units[0]].cell == cell)
            return buf;
    return stack_refusal(v, cell, 0, buf, n);
}

static const char *stack_refusal(const pview *v, int cell, int mine, char *buf, size_t n)
{
    const pk_state *st = PST(v);
    int side = pk_to_move(st), i, own = 0, held = 0, stopped = 0, spent = 0, tail = 0;
    char h[8];

    buf[0] = 0;
    pk_label(st->d, cell, h, sizeof h);
    for (i = 0; i < st->nunits; i++) {
        const pk_unit *u = &st->u[i];
        if (u->where != PK_W_MAP || u->cell != cell || u->side != side)
            continue;
        own++;
        if (u->kind == PK_K_GUN || u->kind == PK_K_CIVILIAN || u->kind == PK_K_DOCTOR) {
            tail++;
            continue;
        }
        if (st->phase == PK_PH_AREACT && st->zoc[PK_CHINESE][u->cell])
            held++;
        else if (u->stopped)
            stopped++;
        else if (u->mp <= 0)
            spent++;
    }
    if (!own && !mine)
        return buf;
    if (!own) {
        snprintf(buf, n, "%s holds no units of yours, only %s ones. Click a stack of yours with a gold "
                 "ring to move it.", h, side == PK_ALLIED ? "Chinese" : "Allied");
        return buf;
    }
    if (held)
        snprintf(buf, n, "The counters in %s cannot move: they are held in a Chinese zone of "
                 "control, and Allied units may not leave an enemy ZOC in the reaction phase (6); "
                 "they may in the movement phase. Click another stack with a gold ring, or End phase.", h);
    else if (stopped)
        snprintf(buf, n, "The counters in %s cannot move on: they entered an enemy zone of control "
                 "this phase and must stop there (6). Click another stack with a gold ring, or End "
                 "phase.", h);
    else if (spent)
        snprintf(buf, n, "The counters in %s have no movement left this phase (MP 0). Click another stack with a gold ring, or End phase.", h);
    else if (tail == own)
        snprintf(buf, n, "Guns and civilians in %s move only with an Allied combat unit of their "
                 "hex (9, 15). Click another stack with a gold ring, or End phase.", h);
    else
        snprintf(buf, n, "The counters in %s have no hex to move to: every hex next to them costs "
                 "more MP than they have, is blocked, or is over the stacking limit (5, 7). Click "
                 "another stack with a gold ring, or End phase.", h);
    return buf;
}

void pkv_map_click(pview *v, ui_app *a, int cell)
{
    const pk_state *st = PST(v);
    int side = pk_to_move(PST(v)), i, n, only = -1;
    char why[320] = "";
    short us[PK_MAX_SEL];
    pk_action x;

    if (!pkv_human_turn(v)) {
        char who[64];
        if (side >= 0)
            ui_toast(a, "The %s (%s) are playing.", side == PK_ALLIED ? "Allies" : "Chinese",
                     screen_seat_player(&v->sh, side, pkv_seat_is(v, side, PK_SEAT_COMPUTER), who,
                                        sizeof who));
        return;
    }
    if (cell < 0)
        return;
    pkv_reach_update(v);
    if (v->cb.open) {
        pkv_combat_click(v, a, cell);
        return;
    }
    if (v->tool == PV_TOOL_MINE || v->tool == PV_TOOL_FORT) {
        i = pkv_find(v, v->tool == PV_TOOL_MINE ? PK_A_MINE : PK_A_FORT, -1, cell);
        if (i >= 0)
            pkv_play_legal(v, a, i);
        else
            ui_toast(a, "%s", v->tool == PV_TOOL_MINE
                                  ? "A mine goes under a non-clear Allied hex next to a Chinese unit (16)."
                                  : "A fortification goes on a clear hex you hold with enough unmoved "
                                    "strength (13).");
        return;
    }
    /* one-click actions on this hex */
    if (v->sel_unit >= 0) {
        for (i = 0; i < v->nlegal; i++) {
            const pk_action *y = &v->legal[i];
            if ((y->type == PK_A_RETREAT || y->type == PK_A_ADVANCE || y->type == PK_A_PLACE) &&
                y->unit == v->sel_unit && y->cell == cell) {
                pkv_play_legal(v, a, i);
                return;
            }
        }
    }
    /* a hex of counters that owe a retreat, an advance or a placement:
     * each click there chooses the next of them */
    {
        int first = -1, next = -1, seen = 0;
        for (i = 0; i < v->nlegal; i++) {
            const pk_action *y = &v->legal[i];
            if ((y->type != PK_A_RETREAT && y->type != PK_A_ADVANCE && y->type != PK_A_PLACE) ||
                st->u[y->unit].cell != cell)
                continue;
            if (first < 0)
                first = y->unit;
            if (seen && y->unit != v->sel_unit && next < 0)
                next = y->unit;
            if (y->unit == v->sel_unit)
                seen = 1;
        }
        if (next < 0)
            next = first;
        if (next >= 0 && v->sel != cell) {
            /* the inspector lists the hex's counters, the chosen one lit
             * (the set-up's "choose a counter below") */
            pkv_select(v, cell);
            v->sel_unit = next;
            return;
        }
        if (next >= 0 && next != v->sel_unit) {
            v->sel_unit = next;
            return;
        }
    }
    n = 0;
    for (i = 0; i < v->nlegal; i++) {
        const pk_action *y = &v->legal[i];
        if ((y->type == PK_A_LOSE || y->type == PK_A_ATTRITION || y->type == PK_A_ELIMINATE) &&
            st->u[y->unit].cell == cell) {
            only = i;
            n++;
        }
    }
    /* attrition (14) is the player's choice of counter: a click lists
     * the stack, a Remove button on each row, even when one counter of
     * it could go (a click used to remove it at once) */
    if (n == 1 && v->legal[only].type != PK_A_ATTRITION) {
        pkv_play_legal(v, a, only);
        return;
    }
    if (n >= 1) {
        pkv_select(v, cell); /* the inspector lists the counters to choose from */
        return;
    }
    for (i = 0; i < v->nlegal; i++) {
        const pk_action *y = &v->legal[i];
        if (((y->type == PK_A_GUN && y->unit == pkv_gun_to_place(v)) || y->type == PK_A_LEAVE) &&
            y->cell == cell) {
            pkv_play_legal(v, a, i);
            return;
        }
        if (y->type == PK_A_ENTER && y->cell == cell && v->tool == PV_TOOL_ENTER &&
            st->u[y->units[0]].def == v->enter_kind) {
            pk_action g;
            if (pkv_enter_group(v, cell, &g))
                pkv_play(v, a, &g);
            else
                pkv_play_legal(v, a, i);
            return;
        }
    }
    /* the selected stack's move */
    n = picked(v, us);
    if (v->sel >= 0 && n > 0 && cell != v->sel && !(st->occ[side][cell] && v->reach[cell] < 0)) {
        pk_action_init(&x, PK_A_MOVE);
        x.n = n;
        memcpy(x.units, us, sizeof us[0] * (size_t)n);
        x.cell = cell;
        if (v->reach[cell] >= 0 || pk_move_check(st, &x, why, sizeof why) >= 0) {
            pkv_play(v, a, &x);
            return;
        }
        if (!attackable(v, cell)) {
            ui_toast(a, "%s", why[0] ? why : "The selected units cannot go there.");
            return;
        }
    }
    if (attackable(v, cell)) {
        pkv_combat_open(v, cell);
        return;
    }
    /* an enemy hex that cannot be attacked says why (the hover says it too) */
    if (pkv_attack_refusal(v, cell, why, sizeof why)[0])
        ui_toast(a, "%s", why);
    if (cell == v->sel) {
        pkv_select(v, -1);
        return;
    }
    for (i = 0; i < st->nunits; i++)
        if (st->u[i].where == PK_W_MAP && st->u[i].cell == cell)
            break;
    if (i < st->nunits) {
        pkv_select(v, cell); /* the inspector shows any stack */
        return;
    }
    pkv_select(v, -1);
}

/* Every legal action's click target, named by its JSON text. The panel
 * registers its own buttons (tools, snipers, the combat panel's Roll). */
void pkv_register_targets(pview *v, ui_app *a)
{
    const pk_state *st = PST(v);
    int i, side = pk_to_move(PST(v));
    short us[PK_MAX_SEL];
    int n = picked(v, us);

    if (!pkv_human_turn(v) || v->sh.help_open)
        return;
    for (i = 0; i < v->nlegal; i++) {
        const pk_action *x = &v->legal[i];
        int c = -1;
        SDL_Rect r;

        switch (x->type) {
        case PK_A_MOVE:
            /* a move takes up to three clicks: its stack, the counters
             * that differ from those picked (the inspector's rows name
             * them), its hex; another stack selected is clicked first to
             * clear it (a click elsewhere might move that stack) */
            if (v->sel >= 0 && st->u[x->units[0]].cell == v->sel) {
                int k, same = x->n == n;
                for (k = 0; same && k < n; k++)
                    same = x->units[k] == us[k];
                if (same)
                    c = x->cell;
            } else {
                c = v->sel >= 0 ? v->sel : st->u[x->units[0]].cell;
            }
            break;
        case PK_A_ATTACK:
        case PK_A_CHARGE:
            if (!v->cb.open) {
                c = x->type == PK_A_CHARGE ? x->cell : x->defs[0];
            } else if (x->type == PK_A_CHARGE && v->cb.charge && x->cell == v->cb.act.cell &&
                       x->units[0] != v->cb.act.units[0]) {
                /* another stack's charge on the hex: a click on it */
                r = hexmap_cell_rect(&v->map, st->u[x->units[0]].cell);
                if (hexmap_hit(&v->map, r.x + r.w / 2, r.y + r.h / 2))
                    ui_target(a, r, pkv_name(v, i));
            }
            break;
        case PK_A_PLACE: case PK_A_RETREAT: case PK_A_ADVANCE:
            c = x->unit == v->sel_unit ? x->cell : st->u[x->unit].cell;
            break;
        case PK_A_LOSE: case PK_A_ATTRITION: case PK_A_ELIMINATE:
            /* once its hex is selected, the inspector's button names it */
            c = st->u[x->unit].cell == v->sel ? -1 : st->u[x->unit].cell;
            break;
        case PK_A_GUN:
            if (x->unit == pkv_gun_to_place(v))
                c = x->cell;
            break;
        case PK_A_LEAVE:
            c = x->cell;
            break;
        case PK_A_ENTER:
            /* named after the group a click there brings on */
            if (v->tool == PV_TOOL_ENTER && st->u[x->units[0]].def == v->enter_kind) {
                pk_action g;
                r = hexmap_cell_rect(&v->map, x->cell);
                if (!v->cb.open && pkv_enter_group(v, x->cell, &g) &&
                    hexmap_hit(&v->map, r.x + r.w / 2, r.y + r.h / 2)) {
                    cJSON *j = pk_action_json(st, &g);
                    char *t = j ? cJSON_PrintUnformatted(j) : NULL;
                    ui_target(a, r, t ? t : pkv_name(v, i));
                    cJSON_free(t);
                    cJSON_Delete(j);
                }
            }
            break;
        case PK_A_MINE:
            if (v->tool == PV_TOOL_MINE)
                c = x->cell;
            break;
        case PK_A_FORT:
            if (v->tool == PV_TOOL_FORT)
                c = x->cell;
            break;
        default:
            break;
        }
        if (c < 0 || v->cb.open)
            continue;
        r = hexmap_cell_rect(&v->map, c);
        if (!hexmap_hit(&v->map, r.x + r.w / 2, r.y + r.h / 2))
            continue;
        ui_target(a, r, pkv_name(v, i));
    }
    (void)side;
}

