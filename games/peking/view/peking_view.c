/* peking_view: the play screen of Siege at Peking as a scene. Keeps the
 * rules' legal list, turns clicks on the map into actions (a stack and
 * where it goes, an enemy hex to attack, a retreat or advance hex, a
 * loss), lets computer seats play at a pace a person can follow, hides
 * the board between two human players, and wires Undo, Save, Load and
 * Leave. Every click is acted on at the start of a frame, before anything
 * is drawn, so the frame drawn always shows the state after it. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL.h>

#include "games/peking/view/peking_view_local.h"

#define DEFAULT_BOT_DELAY 300

int pkv_in_rect(SDL_Rect r, int x, int y)
{
    return x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h;
}

static int seat_to_move(const pview *v) { return pk_to_move(PST(v)); }

int pkv_seat_is(const pview *v, int seat, int kind)
{
    return seat >= 0 && seat < 2 && PST(v)->seat[seat] == kind;
}

int pkv_human_turn(const pview *v)
{
    return pkv_seat_is(v, seat_to_move(v), PK_SEAT_HUMAN) && v->handover < 0;
}

/* ------------------------------------------------------ legal actions */

static void legal_clear(pview *v)
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

static void legal_refresh(pview *v)
{
    const pk_state *st = PST(v);
    int i, any;

    if (v->legal_for == v->s->nactions)
        return;
    legal_clear(v);
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
        for (i = 0; i < v->nlegal; i++)
            has |= v->legal[i].type == want;
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
    if (rc == 0)
        v->queued++;
    return rc;
}

int pkv_play_legal(pview *v, ui_app *a, int i)
{
    return i >= 0 && i < v->nlegal ? pkv_play(v, a, &v->legal[i]) : -1;
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
    if (cell < 0)
        return;
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

/* ------------------------------------------------------------- seats */

static void seat_check(pview *v)
{
    int seat = seat_to_move(v);

    if (seat < 0 || v->handover >= 0 || !pkv_seat_is(v, seat, PK_SEAT_HUMAN))
        return;
    if (v->screen_owner < 0 || v->nhumans < 2) {
        v->screen_owner = seat;
        return;
    }
    if (seat != v->screen_owner) {
        v->handover = seat;
        pkv_select(v, -1);
        pkv_combat_close(v);
        v->help_open = 0;
    }
}

/* One computer action per bot_delay ms (half that without dice); with no
 * delay, or when the player asked to hurry, the whole computer turn runs
 * between two frames. */
static void bot_step(pview *v, ui_app *a)
{
    Uint32 now = ui_now(a);
    int seat = seat_to_move(v);

    if (!pkv_seat_is(v, seat, PK_SEAT_COMPUTER) || v->bot_stuck || v->handover >= 0 || v->queued ||
        v->s->ask.action)
        return;
    v->bot_seat = seat;
    v->bot_fast = v->bot_delay <= 0 || v->hurry == seat;
    if (!v->bot_fast && (Sint32)(now - v->bot_next) < 0) {
        ui_wake(a, (int)(v->bot_next - now));
        return;
    }
    v->bot_chain = 0;
    if (ui_bot_play(a, v->s) == 0)
        v->queued++;
}

/* The hex a change was about, to bring into sight. */
static int focus_cell(const pview *v)
{
    const pk_state *st = PST(v);

    if (st->last.valid && st->last.ndef > 0)
        return st->last.def_cells[0];
    return -1;
}

static void bot_done(pview *v, ui_app *a, const ui_change *c)
{
    int seat = seat_to_move(v), delay = c->chance ? v->bot_delay : v->bot_delay / 2;

    if (c->asked)
        return;
    if (!c->ok) {
        v->bot_stuck = 1;
        return;
    }
    if (c->chance)
        hexmap_show(&v->map, focus_cell(v));
    v->bot_next = ui_now(a) + (Uint32)delay;
    if (!v->bot_fast) {
        ui_wake(a, delay);
        return;
    }
    if (seat == v->bot_seat && pkv_seat_is(v, seat, PK_SEAT_COMPUTER) && v->bot_chain++ < 20000) {
        if (ui_bot_play(a, v->s) == 0)
            v->queued++;
        return;
    }
    if (seat != v->bot_seat)
        v->hurry = -1;
    ui_wake(a, 0);
}

/* ------------------------------------------------------------- dice */

/* The newest roll in the tray (a new one tumbles): a combat with its
 * odds, any other die with the rules' sentence about it. */
static void dice_refresh(pview *v, ui_app *a, int quiet)
{
    const pk_state *st = PST(v);
    const pk_combat *c = &st->last;
    int n = glog_count(v->s->log), i;
    const char *line = NULL;

    if (st->dice.r.uses == v->dice_uses)
        return;
    v->dice_uses = st->dice.r.uses;
    v->has_roll = 0;
    if (st->dice.nlast <= 0 || st->dice.last[0] <= 0)
        return;
    memset(&v->tray, 0, sizeof v->tray);
    v->tray.n = 1;
    v->tray.sides[0] = 6;
    v->tray.face[0] = st->dice.last[0];
    v->tray.total = st->dice.last[0];
    v->tray.at = quiet ? ui_now(a) - 100000 : ui_now(a);
    v->has_roll = 1;
    /* the newest sentence that speaks of a die */
    for (i = n - 1; i >= 0 && i >= n - 12; i--) {
        const char *l = glog_get(v->s->log, i);
        if (l && strstr(l, "die")) {
            line = l;
            break;
        }
    }
    if (c->valid && c->die > 0 && c->die == st->dice.last[0] && line && strstr(line, c->text) == line) {
        v->tray.modifier = c->drm;
        v->tray.total = c->total;
        snprintf(v->tray.what, sizeof v->tray.what, "%s %d:%d", c->side == PK_ALLIED ? "Allies" : "Chinese",
                 c->att, c->def);
        snprintf(v->tray.mods, sizeof v->tray.mods, "%s%s", c->drm ? "leader " : "", c->shift ? "guns" : "");
        snprintf(v->tray.result, sizeof v->tray.result, "%s", pk_result_name(c->result));
        return;
    }
    if (line) {
        const char *colon = strchr(line, ':');
        size_t k = colon ? (size_t)(colon - line) : strlen(line);
        snprintf(v->tray.what, sizeof v->tray.what, "%.*s", (int)(k < 60 ? k : 60), line);
        snprintf(v->tray.result, sizeof v->tray.result, "%s", colon ? colon + 1 + (colon[1] == ' ') : "");
    }
}

/* The last action, if it was a Big Gun shot: its gun, line and length
 * (the die it rolled times the hexes per pip), for the board to draw. */
static void shell_refresh(pview *v)
{
    const pk_state *st = PST(v);
    int i, k, n, die;
    pk_action x;

    v->shell_gun = -1;
    if (st->phase != PK_PH_BIGGUN && st->phase != PK_PH_CMOVE)
        return; /* shown for the Big Gun phase and the move after it */
    for (i = v->s->nactions - 1; i >= 0 && i >= v->s->nactions - 12; i--) {
        const cJSON *j = cJSON_GetArrayItem(v->s->actions, i);
        if (!j || pk_action_from_json(st, j, &x, NULL, 0) != 0)
            return;
        if (x.type == PK_A_END)
            return; /* not this phase's */
        if (x.type == PK_A_SHELL)
            break;
    }
    if (i < 0 || i < v->s->nactions - 12 || x.unit < 0 || x.unit >= 4 || st->gun_cell[x.unit] < 0)
        return;
    v->shell_gun = x.unit;
    v->shell_dir = x.dir;
    v->shell_from = st->gun_cell[x.unit];
    v->shell_len = 0;
    /* the flight die is in the rules' sentence for the shot (a second
     * die, for damage, may have followed it) */
    n = glog_count(v->s->log);
    for (k = n - 1; k >= 0 && k >= n - 30; k--) {
        const char *l = glog_get(v->s->log, k), *p = l ? strstr(l, "fires: die ") : NULL;
        if (p && sscanf(p, "fires: die %d", &die) == 1) {
            v->shell_len = die * st->d->gun_perpip;
            break;
        }
    }
}

/* MP left in every hex the picked units may move to together (-1: not
 * there), by the rules' own flood and the legal list's filters. */
void pkv_reach_update(pview *v)
{
    const pk_state *st = PST(v);
    int i, n = 0, c, cells = st->d->cols * st->d->rows, cost[PK_CELLS], mp = 1000, side;
    short us[PK_MAX_SEL];
    int key = (int)(v->s->nactions * 131 + v->sel);

    for (i = 0; i < st->nunits && n < PK_MAX_SEL; i++)
        if (v->pick[i]) {
            us[n++] = (short)i;
            key = key * 31 + i;
            if (st->u[i].mp < mp)
                mp = st->u[i].mp;
        }
    if (key == v->reach_for)
        return;
    v->reach_for = key;
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

static int find(const pview *v, int type, int unit, int cell)
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

static void map_click(pview *v, ui_app *a, int cell)
{
    const pk_state *st = PST(v);
    int side = seat_to_move(v), i, n, only = -1;
    char why[200] = "";
    short us[PK_MAX_SEL];
    pk_action x;

    if (!pkv_human_turn(v)) {
        if (side >= 0)
            ui_toast(a, "The %s (computer) are playing.", side == PK_ALLIED ? "Allies" : "Chinese");
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
        i = find(v, v->tool == PV_TOOL_MINE ? PK_A_MINE : PK_A_FORT, -1, cell);
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
    n = 0;
    for (i = 0; i < v->nlegal; i++) {
        const pk_action *y = &v->legal[i];
        if ((y->type == PK_A_LOSE || y->type == PK_A_ATTRITION) && st->u[y->unit].cell == cell) {
            only = i;
            n++;
        }
    }
    if (n == 1) {
        pkv_play_legal(v, a, only);
        return;
    }
    if (n > 1) {
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
static void register_targets(pview *v, ui_app *a)
{
    const pk_state *st = PST(v);
    int i, side = seat_to_move(v);
    short us[PK_MAX_SEL];
    int n = picked(v, us);

    if (!pkv_human_turn(v) || v->help_open)
        return;
    for (i = 0; i < v->nlegal; i++) {
        const pk_action *x = &v->legal[i];
        int c = -1;
        SDL_Rect r;

        switch (x->type) {
        case PK_A_MOVE:
            if (v->sel >= 0 && st->u[x->units[0]].cell == v->sel) {
                int k, same = x->n == n;
                for (k = 0; same && k < n; k++)
                    same = x->units[k] == us[k];
                if (same)
                    c = x->cell;
            } else if (v->sel < 0) {
                c = st->u[x->units[0]].cell;
            }
            break;
        case PK_A_ATTACK:
        case PK_A_CHARGE:
            if (!v->cb.open)
                c = x->type == PK_A_CHARGE ? x->cell : x->defs[0];
            break;
        case PK_A_PLACE: case PK_A_RETREAT: case PK_A_ADVANCE:
            c = x->unit == v->sel_unit ? x->cell : st->u[x->unit].cell;
            break;
        case PK_A_LOSE: case PK_A_ATTRITION:
            c = st->u[x->unit].cell;
            break;
        case PK_A_GUN:
            if (x->unit == pkv_gun_to_place(v))
                c = x->cell;
            break;
        case PK_A_LEAVE:
            c = x->cell;
            break;
        case PK_A_ENTER:
            if (v->tool == PV_TOOL_ENTER && st->u[x->units[0]].def == v->enter_kind)
                c = x->cell;
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

/* ------------------------------------------------------------ scene */

static void leave_choice(ui_app *a, void *ctx, int choice)
{
    (void)ctx;
    if (choice == 0)
        ui_pop(a);
}

static void ask_leave(ui_app *a)
{
    static const char *const b[2] = {"Leave", "Stay"};
    ui_push(a, ui_dialog_new("Leave the game?",
                             "The game is saved after every move: Continue in the launcher "
                             "takes it up again.", b, 2, leave_choice, NULL));
}

static void do_undo(pview *v, ui_app *a)
{
    if (v->handover >= 0 || v->queued)
        return;
    if (ui_undo(a, v->s) != 0)
        return;
    v->queued++;
    v->undo_chain = 1;
}

static void undo_done(pview *v, ui_app *a, const ui_change *c)
{
    if (c->ok && v->undo_chain && pkv_seat_is(v, seat_to_move(v), PK_SEAT_COMPUTER) &&
        session_can_undo(v->s) > 0 && v->undo_chain++ < 4096 && ui_undo(a, v->s) == 0) {
        v->queued++;
        return;
    }
    v->undo_chain = 0;
    v->bot_stuck = 0;
    pkv_combat_close(v);
    legal_refresh(v);
    pkv_select(v, -1);
}

static void changed(ui_scene *sc, ui_app *a, const ui_change *c)
{
    pview *v = sc->data;

    v->map.grid = &PST(v)->d->grid;
    if (v->queued > 0)
        v->queued--;
    v->legal_for = -1;
    if (c->kind == UI_CHANGE_UNDO) {
        undo_done(v, a, c);
        return;
    }
    if (c->ok && c->kind == UI_CHANGE_PLAY)
        pkv_combat_close(v); /* the attack was made (or the board moved on) */
    shell_refresh(v);
    if (c->kind == UI_CHANGE_BOT)
        bot_done(v, a, c);
    else
        legal_refresh(v);
}

static void handle_input(pview *v, ui_app *a, const playout *L)
{
    const ui_input *in = ui_in(a);
    const pk_state *st = PST(v);
    int over = pk_to_move(st) < 0, k;

    if (v->handover >= 0) {
        if (ui_clicked(a, L->ready) || in->key == SDLK_RETURN || in->key == SDLK_KP_ENTER) {
            v->screen_owner = v->handover;
            v->handover = -1;
        }
        return;
    }
    if (over && !v->over_seen) {
        if (ui_clicked(a, L->b_over_view) || in->key == SDLK_RETURN)
            v->over_seen = 1;
        else if (ui_clicked(a, L->b_over_leave))
            ui_pop(a);
        return;
    }
    if (ui_clicked(a, L->b_help) || in->key == SDLK_h || in->key == SDLK_F1) {
        v->help_open = !v->help_open;
        return;
    }
    if (ui_clicked(a, L->b_undo)) {
        do_undo(v, a);
        return;
    }
    if (ui_clicked(a, L->b_save)) {
        ui_save(a, v->s);
        return;
    }
    if (ui_clicked(a, L->b_load)) {
        ui_scene *d = ui_load_dialog_new(a, "peking");
        if (d)
            ui_push(a, d);
        return;
    }
    if (ui_clicked(a, L->b_leave)) {
        ask_leave(a);
        return;
    }
    if (v->help_open)
        return;
    for (k = 0; k < 3; k++)
        if (ui_clicked(a, L->ov[k])) {
            v->overlay ^= 1 << k;
            return;
        }
    if (in->key == SDLK_z) v->overlay ^= PV_OV_ZOC;
    if (in->key == SDLK_c) v->overlay ^= PV_OV_CC;
    if (in->key == SDLK_l) v->overlay ^= PV_OV_LOS;
    if (pkv_seat_is(v, seat_to_move(v), PK_SEAT_COMPUTER) && v->bot_delay > 0 &&
        (ui_clicked(a, L->b_end) || in->key == SDLK_SPACE)) {
        v->hurry = seat_to_move(v);
        return;
    }
    if (pkv_human_turn(v) && !over && !v->cb.open) {
        int e = find(v, PK_A_END, -1, -2);
        if (e >= 0 && (ui_clicked(a, L->b_end) || in->key == SDLK_RETURN || in->key == SDLK_KP_ENTER)) {
            pkv_select(v, -1);
            v->tool = PV_TOOL_NONE;
            pkv_play_legal(v, a, e);
            return;
        }
    }
    {
        int cells[PK_MAX_UNITS], nc = 0, who = v->screen_owner >= 0 ? v->screen_owner : PK_ALLIED;
        for (k = 0; k < st->nunits; k++)
            if (st->u[k].where == PK_W_MAP && st->u[k].side == who)
                cells[nc++] = st->u[k].cell;
        if (hexmap_input(&v->map, a, cells, nc) && !over) {
            int si = pkv_human_turn(v) ? pkv_shell_at(v, in->mx, in->my) : -1;
            if (si >= 0)
                pkv_play_legal(v, a, si);
            else
                map_click(v, a, hexmap_cell_at(&v->map, in->mx, in->my));
        }
        if (in->rclicked) {
            if (v->cb.open)
                pkv_combat_close(v);
            else
                pkv_select(v, -1);
            v->tool = PV_TOOL_NONE;
        }
    }
}

static void frame(ui_scene *sc, ui_app *a, gfx *g)
{
    pview *v = sc->data;
    const ui_input *in = ui_in(a);
    playout L;

    v->map.grid = &PST(v)->d->grid;
    pkv_layout(v, g, &L);
    hexmap_area(&v->map, L.map);
    legal_refresh(v);
    seat_check(v);
    /* the panel acts on its clicks while drawing; the map's come first */
    handle_input(v, a, &L);
    ui_scene *top = ui_top(a);
    if (top != sc && !(top && top->overlay))
        return;
    if (top == sc)
        bot_step(v, a);
    legal_refresh(v);
    seat_check(v);
    dice_refresh(v, a, 0);

    if (v->handover >= 0) {
        pkv_draw_handover(v, a, g, &L);
        return;
    }
    v->hover = hexmap_hit(&v->map, in->mx, in->my) && !v->help_open ? hexmap_cell_at(&v->map, in->mx, in->my)
                                                                   : -1;
    pkv_compute_marks(v);
    pkv_board_draw(v, a, g);
    register_targets(v, a);
    hexmap_buttons(&v->map, a);
    pkv_draw_hover(v, g, &L);
    gfx_fill(g, L.side, gfx_rgb(UI_BG));
    gfx_fill(g, (SDL_Rect){L.side.x, L.side.y, 2, L.side.h}, gfx_rgb(0x1c150f));
    pkv_draw_status(v, a, g, &L);
    pkv_draw_panel(v, a, g, &L);
    ui_log_panel(a, L.log, v->s->log, &v->log_scroll);
    pkv_draw_top(v, a, g, &L);
    if (v->help_open && pkv_help_draw(v, a, g, L.help))
        v->help_open = 0;
    if (pk_to_move(PST(v)) < 0 && !v->over_seen)
        pkv_draw_banner(v, a, g, &L);
}

static int command(ui_scene *sc, ui_app *a, int cmd)
{
    pview *v = sc->data;

    switch (cmd) {
    case UI_CMD_UNDO:
        do_undo(v, a);
        return 1;
    case UI_CMD_SAVE:
        ui_save(a, v->s);
        return 1;
    case UI_CMD_BACK:
        if (v->help_open)
            v->help_open = 0;
        else if (v->cb.open)
            pkv_combat_close(v);
        else if (v->tool != PV_TOOL_NONE)
            v->tool = PV_TOOL_NONE;
        else if (v->sel >= 0)
            pkv_select(v, -1);
        else
            ask_leave(a);
        return 1;
    default:
        return 0;
    }
}

static int animating(ui_scene *sc, ui_app *a)
{
    (void)sc;
    (void)a;
    return 0; /* nothing pulses: an idle board costs no CPU */
}

static void destroy(ui_scene *sc)
{
    pview *v = sc->data;

    legal_clear(v);
    hexmap_free(&v->map);
    free(v->legal);
    free(v->name);
    session_free(v->s);
    free(v);
}

static ui_scene *peking_open(ui_app *a, session *s)
{
    pview *v = calloc(1, sizeof *v);
    const pk_state *st = s->state;
    const char *env = getenv("LEGATION_BOT_DELAY");
    int i;

    if (!v)
        return NULL;
    v->legal = calloc(PK_MAX_ACTIONS, sizeof *v->legal);
    v->name = calloc(PK_MAX_ACTIONS, sizeof *v->name);
    if (!v->legal || !v->name) {
        free(v->legal);
        free(v->name);
        free(v);
        return NULL;
    }
    v->s = s;
    v->map.grid = &st->d->grid;
    v->legal_for = -1;
    v->sel = -1;
    v->sel_unit = -1;
    v->hover = -1;
    v->screen_owner = -1;
    v->handover = -1;
    v->hurry = -1;
    v->reach_for = -1;
    v->shell_gun = -1;
    v->bot_delay = env && *env ? atoi(env) : DEFAULT_BOT_DELAY;
    if (v->bot_delay < 0)
        v->bot_delay = 0;
    for (i = 0; i < 2; i++)
        if (st->seat[i] == PK_SEAT_HUMAN)
            v->nhumans++;
    v->dice_uses = st->dice.r.uses;
    if (s->nactions > 0) {
        v->dice_uses = (uint64_t)-1;
        dice_refresh(v, a, 1);
        shell_refresh(v);
    }
    v->scene.frame = frame;
    v->scene.command = command;
    v->scene.animating = animating;
    v->scene.destroy = destroy;
    v->scene.changed = changed;
    v->scene.session = s;
    v->scene.data = v;
    return &v->scene;
}

const game_view peking_view = {peking_open, pkv_picture};
