/* peking_view: the play screen of Siege at Peking as a scene: the frame
 * (layout, input before drawing, then the board and panels), computer
 * seats playing at a pace a person can follow, the hand-over screen
 * between two human players, the dice tray, and Undo, Save, Load and
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

    if (!pkv_seat_is(v, seat, PK_SEAT_COMPUTER) || v->bot_stuck || v->handover >= 0 ||
        ui_queued(a, v->s) || v->s->ask.action)
        return;
    v->bot_seat = seat;
    v->bot_fast = v->bot_delay <= 0 || v->hurry == seat;
    if (!v->bot_fast && (Sint32)(now - v->bot_next) < 0) {
        ui_wake(a, (int)(v->bot_next - now));
        return;
    }
    v->bot_chain = 0;
    ui_bot_play(a, v->s);
}

/* The hex a change was about, to bring into sight: where the last action
 * went, or the hex its combat was about. */
static int focus_cell(const pview *v)
{
    const pk_state *st = PST(v);
    const cJSON *last = v->s->nactions > 0 ? cJSON_GetArrayItem(v->s->actions, v->s->nactions - 1) : NULL;
    pk_action x;

    if (last && pk_action_from_json(st, last, &x, NULL, 0) == 0) {
        if (x.type == PK_A_ATTACK && x.nd > 0)
            return x.defs[0];
        if (x.cell >= 0 && x.type != PK_A_END)
            return x.cell;
    }
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
    hexmap_show(&v->map, focus_cell(v));
    v->bot_next = ui_now(a) + (Uint32)delay;
    if (!v->bot_fast) {
        ui_wake(a, delay);
        return;
    }
    if (seat == v->bot_seat && pkv_seat_is(v, seat, PK_SEAT_COMPUTER) && v->bot_chain++ < 20000) {
        ui_bot_play(a, v->s);
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
    if (v->handover >= 0 || ui_queued(a, v->s))
        return;
    /* set first: from Ctrl+Z (outside a frame) the undo runs, and
     * changed() hears it, inside ui_undo */
    v->undo_chain = 1;
    if (ui_undo(a, v->s) != 0)
        v->undo_chain = 0;
}

static void undo_done(pview *v, ui_app *a, const ui_change *c)
{
    if (c->ok && v->undo_chain && pkv_seat_is(v, seat_to_move(v), PK_SEAT_COMPUTER) &&
        session_can_undo(v->s) > 0 && v->undo_chain++ < 4096 && ui_undo(a, v->s) == 0)
        return;
    v->undo_chain = 0;
    v->bot_stuck = 0;
    pkv_combat_close(v);
    pkv_legal_refresh(v);
    pkv_select(v, -1);
}

static void changed(ui_scene *sc, ui_app *a, const ui_change *c)
{
    pview *v = sc->data;

    v->map.grid = &PST(v)->d->grid;
    v->legal_for = -1;
    if (c->kind == UI_CHANGE_UNDO) {
        undo_done(v, a, c);
        return;
    }
    if (c->ok && c->kind == UI_CHANGE_PLAY)
        pkv_combat_close(v); /* the attack was made (or the board moved on) */
    pkv_shell_refresh(v);
    if (c->kind == UI_CHANGE_BOT)
        bot_done(v, a, c);
    else
        pkv_legal_refresh(v);
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
        int e = pkv_find(v, PK_A_END, -1, -2);
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
                pkv_map_click(v, a, hexmap_cell_at(&v->map, in->mx, in->my));
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
    pkv_legal_refresh(v);
    seat_check(v);
    /* the panel acts on its clicks while drawing; the map's come first */
    handle_input(v, a, &L);
    ui_scene *top = ui_top(a);
    if (top != sc && !(top && top->overlay))
        return;
    if (top == sc)
        bot_step(v, a);
    pkv_legal_refresh(v);
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
    pkv_register_targets(v, a);
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

    pkv_legal_clear(v);
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
        pkv_shell_refresh(v);
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
