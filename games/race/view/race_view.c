/* race_view: the play screen of Race to the Legations. Lays out the phase
 * bar, the map, the armies, the orders panel, the dice tray and the log;
 * turns clicks into the rules' legal actions; lets computer seats play by
 * themselves; hides the board behind a hand-over screen between two human
 * players. Every click is acted on at the start of a frame, before
 * anything is drawn, so the frame drawn (and its click targets) always
 * shows the state after the click. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL.h>

#include "games/race/view/race_view_local.h"

#define DEFAULT_BOT_DELAY 300


int racev_seat_to_move(const rview *v)
{
    return v->s->rules->seat_to_move(v->s->state);
}

int racev_seat_is(const rview *v, int seat, int kind)
{
    return seat >= 0 && seat < RACE_NATIONS && ST(v)->seat[seat] == kind;
}

int racev_game_over(const rview *v, char *buf, size_t n)
{
    char tmp[64];
    return v->s->rules->outcome(v->s->state, buf ? buf : tmp, buf ? n : sizeof tmp);
}

int racev_unit_cell(const rview *v, int unit)
{
    const race_state *st = ST(v);
    return unit >= 0 && unit < st->nunits && st->unit[unit].alive ? st->unit[unit].cell : -1;
}

const char *racev_kind_name(int kind)
{
    return kind == RACE_ARTILLERY ? "artillery" : "troops";
}

int racev_in_rect(SDL_Rect r, int x, int y)
{
    return x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h;
}

/* ------------------------------------------------------ legal actions */

void racev_legal_clear(rview *v)
{
    int i;

    for (i = 0; i < v->nlegal; i++)
        cJSON_free(v->legal[i].name);
    v->nlegal = 0;
}

int racev_unit_has_actions(const rview *v, int unit)
{
    int i;

    for (i = 0; i < v->nlegal; i++) {
        int t = v->legal[i].act.type;
        if ((t == RACE_A_FIRE || t == RACE_A_BREACH || t == RACE_A_MOVE || t == RACE_A_SWAP) &&
            v->legal[i].act.unit == unit)
            return 1;
    }
    return 0;
}

void racev_legal_refresh(rview *v)
{
    const race_state *st = ST(v);
    cJSON *arr, *it;

    if (v->legal_for == v->s->nactions)
        return;
    racev_legal_clear(v);
    arr = v->s->rules->legal(v->s->state);
    cJSON_ArrayForEach(it, arr) {
        race_action act;
        char why[160];

        if (v->nlegal >= RACE_MAX_ACTIONS)
            break;
        if (race_action_from_json(st, it, &act, why, sizeof why) != 0)
            continue;
        v->legal[v->nlegal].act = act;
        v->legal[v->nlegal].name = cJSON_PrintUnformatted(it);
        if (v->legal[v->nlegal].name)
            v->nlegal++;
    }
    cJSON_Delete(arr);
    v->legal_for = v->s->nactions;
    if (v->sel >= 0 && !racev_unit_has_actions(v, v->sel))
        v->sel = -1;
}

/* Submit one legal action (its JSON text) for the player. */
int racev_play_name(rview *v, ui_app *a, const char *name)
{
    cJSON *j = cJSON_Parse(name);
    int rc;

    if (!j)
        return -1;
    rc = ui_play(a, v->s, j); /* runs after this frame: see changed() */
    cJSON_Delete(j);
    return rc;
}

const rlegal *racev_find_legal(const rview *v, int type, int unit, int cell, int to, int dir)
{
    int i;

    for (i = 0; i < v->nlegal; i++) {
        const race_action *x = &v->legal[i].act;
        if (x->type != type)
            continue;
        if (unit >= 0 && x->unit != unit)
            continue;
        if (cell >= 0 && x->cell != cell)
            continue;
        if (to >= 0 && x->to != to)
            continue;
        if (dir >= 0 && x->dir != dir)
            continue;
        return &v->legal[i];
    }
    return NULL;
}

/* ------------------------------------------------------------- seats */

/* Who has the screen: a human to move who is not the one who had it
 * waits behind the hand-over screen. The first human needs none. */
static void seat_check(rview *v)
{
    int seat = racev_seat_to_move(v);

    if (screen_seat_check(&v->sh, seat, racev_seat_is(v, seat, RACE_SEAT_HUMAN)))
        v->sel = -1;
}

int racev_human_turn(const rview *v)
{
    int seat = racev_seat_to_move(v);
    return racev_seat_is(v, seat, RACE_SEAT_HUMAN) && v->sh.handover < 0 &&
           screen_seat_mine(&v->sh, seat);
}


/* A computer action has run (between frames): bring the unit that
 * rolled (or the hex it rolled for) into sight when it is off screen. */
static void follow(void *ctx, const ui_change *c)
{
    rview *v = ctx;

    if (c->chance && ST(v)->nroll > 0) {
        const race_roll *r = &ST(v)->roll[ST(v)->nroll - 1];
        int u = r->unit;
        if (u >= 0 && u < ST(v)->nunits && ST(v)->unit[u].alive)
            hexmap_show(&v->map, ST(v)->unit[u].cell);
        else
            hexmap_show(&v->map, r->cell);
    }
}

/* How far (squared) a cell's centre lies outside the map area less a
 * margin of 1.2 hexes, as the hex map's own wheel rule counts sight. */
static double off_sight(const hexmap *m, int cell)
{
    float x, y, mg = hexmap_radius(m) * 1.2f;
    SDL_Rect r = m->rect;
    double dx = 0, dy = 0;

    hexmap_cell_xy(m, cell, &x, &y);
    if (x < r.x + mg) dx = r.x + mg - x;
    else if (x > r.x + r.w - mg) dx = x - (r.x + r.w - mg);
    if (y < r.y + mg) dy = r.y + mg - y;
    else if (y > r.y + r.h - mg) dy = y - (r.y + r.h - mg);
    return dx < 0.5 && dy < 0.5 ? 0 : dx * dx + dy * dy;
}

/* ------------------------------------------------------------ scene */

/* The pan along one axis that brings [lo, hi] inside [a, b]: the least
 * move when it fits, its middle on the middle when it does not. */
static double pan_into(double lo, double hi, double a, double b)
{
    if (hi - lo > b - a)
        return (a + b) / 2 - (lo + hi) / 2;
    return lo < a ? a - lo : hi > b ? b - hi : 0;
}

/* A human turn opens on the player's own army (the view had followed the
 * computer's last move there): when none of its counters is in sight,
 * pan the least that brings the army (or its middle) into view. */
static void open_on_army(rview *v)
{
    const race_state *st = ST(v);
    int seat = racev_seat_to_move(v), k, n = 0, first = -1;
    double x0 = 1e18, y0 = 1e18, x1 = -1e18, y1 = -1e18;
    double mg = hexmap_radius(&v->map) * 1.2;

    if (!racev_human_turn(v) || racev_game_over(v, NULL, 0)) {
        if (!racev_seat_is(v, seat, RACE_SEAT_HUMAN))
            v->home_seat = -1;     /* the computer's moves: the next opens anew */
        return;
    }
    if (v->home_seat == seat)
        return;
    v->home_seat = seat;
    for (k = 0; k < st->nunits; k++) {
        float x, y;
        if (!st->unit[k].alive || st->unit[k].nation != seat || st->unit[k].cell < 0)
            continue;
        if (off_sight(&v->map, st->unit[k].cell) == 0)
            return;                /* already in sight: the player's view stays */
        hexmap_cell_xy(&v->map, st->unit[k].cell, &x, &y);
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        if (y > y1) y1 = y;
        if (first < 0)
            first = st->unit[k].cell;
        n++;
    }
    if (n == 0)
        return;
    {
        int moved = v->map.user_moved;
        SDL_Rect r = v->map.rect;
        hexmap_pan(&v->map, pan_into(x0, x1, r.x + mg, r.x + r.w - mg),
                   pan_into(y0, y1, r.y + mg, r.y + r.h - mg));
        v->map.user_moved = moved;  /* following play is not the player's pan */
    }
    for (k = 0; k < st->nunits; k++)
        if (st->unit[k].alive && st->unit[k].nation == seat && st->unit[k].cell >= 0 &&
            off_sight(&v->map, st->unit[k].cell) == 0)
            return;
    hexmap_show(&v->map, first);
}

/* An undo has run: step back over the computer's moves too, or it would
 * replay them at once. */
static void undo_done(rview *v, ui_app *a, const ui_change *c)
{
    if (screen_undone(&v->sh, a, c, racev_seat_is(v, racev_seat_to_move(v), RACE_SEAT_COMPUTER)))
        return;
    v->sel = -1;
    racev_legal_refresh(v); /* seat_check hands the screen over if undo crossed into another player's turn */
}

/* A change asked for by this view has run, between frames. */
static void changed(ui_scene *sc, ui_app *a, const ui_change *c)
{
    rview *v = sc->data;

    v->map.grid = &ST(v)->grid;
    v->legal_for = -1;
    if (c->kind == UI_CHANGE_UNDO)
        undo_done(v, a, c);
    else if (c->kind == UI_CHANGE_BOT)
        screen_bot_done(&v->sh, a, c, racev_seat_to_move(v),
                        racev_seat_is(v, racev_seat_to_move(v), RACE_SEAT_COMPUTER));
    else
        racev_legal_refresh(v);
}

/* All of this frame's input, before anything is drawn. */
static void lapse_choice(ui_app *a, void *ctx, int choice)
{
    rview *v = ctx;
    const rlegal *e;

    if (choice != 0)
        return;
    racev_legal_refresh(v);
    e = racev_find_legal(v, RACE_A_END_PHASE, -1, -1, -1, -1);
    if (e)
        racev_play_name(v, a, e->name);
}

/* Ending the action phase with an advance after a won fight unused lets
 * it lapse: ask first. 1 when the question was put. */
static int warn_lapse(rview *v, ui_app *a)
{
    static const char *const buttons[2] = {"End turn", "Back"};
    const race_state *st = ST(v);
    int who[RACE_MAX_UNITS], n = race_lapsing_advances(st, who, RACE_MAX_UNITS);
    char text[256], at[8], to[8];
    ui_scene *d;

    if (n == 0)
        return 0;
    race_cell_label(st, st->unit[who[0]].cell, at, sizeof at);
    race_cell_label(st, st->nb[st->unit[who[0]].cell][st->unit[who[0]].advance - 1], to,
                    sizeof to);
    snprintf(text, sizeof text, "Your %s at %s won the fight and may still advance into %s%s. "
             "Ending the turn lets %s lapse.", racev_kind_name(st->unit[who[0]].kind), at, to,
             n > 1 ? " (and other units theirs)" : "", n > 1 ? "them" : "it");
    d = ui_dialog_new("Advance unused", text, buttons, 2, lapse_choice, v);
    if (!d)
        return 0;
    ui_push(a, d);
    return 1;
}

/* Wheel zoom near an edge of the map area keeps that edge still: zooming
 * about the pointer itself pushed the counters between it and the edge
 * (an army on its starting edge) past it. Within an eighth of the area
 * of an edge, the anchor is on the edge. */
static void edge_anchor(const hexmap *m, int mx, int my, int *qx, int *qy)
{
    SDL_Rect r = m->rect;
    int ex = r.w / 8, ey = r.h / 8;

    *qx = mx < r.x + ex ? r.x : mx > r.x + r.w - ex ? r.x + r.w : mx;
    *qy = my < r.y + ey ? r.y : my > r.y + r.h - ey ? r.y + r.h : my;
}

static void handle_input(rview *v, ui_app *a, const rlayout *L)
{
    const ui_input *in = ui_in(a);
    int over = racev_game_over(v, NULL, 0);

    if (screen_handover_input(&v->sh, a, L->ready) ||
        screen_over_input(&v->sh, a, over, L->over_view, L->over_leave) ||
        screen_bar_input(&v->sh, a, L->bar))
        return;
    if (v->sh.help_open)
        return; /* the help panel covers the map and takes its own clicks */
    if (racev_seat_is(v, racev_seat_to_move(v), RACE_SEAT_COMPUTER) && v->sh.bot_delay > 0 &&
        (ui_clicked(a, L->b_end) || in->key == SDLK_SPACE)) {
        v->sh.hurry = racev_seat_to_move(v);
        return;
    }
    if (racev_human_turn(v) && !over) {
        const rlegal *e = racev_find_legal(v, RACE_A_END_PHASE, -1, -1, -1, -1);
        const rlegal *hold = racev_find_legal(v, RACE_A_REBEL_HOLD, -1, -1, -1, -1);
        char lab[48], loss[300];
        racev_end_label(v, lab, sizeof lab);
        int asked = e && (ui_button_clicked(a, L->b_end, lab) || in->key == SDLK_RETURN ||
                          in->key == SDLK_KP_ENTER);
        /* an advance left to lapse has its own question; anything else
         * still to be had is asked about through the engine's */
        if (asked && race_lapsing_advances(ST(v), NULL, 0) > 0) {
            v->sel = -1;
            warn_lapse(v, a);
            return;
        }
        if (e && ui_forfeit(a, asked, e->name, racev_end_loss(v, loss, sizeof loss), lab)) {
            v->sel = -1;
            racev_play_name(v, a, e->name);
            return;
        }
        if (hold && ui_clicked(a, L->b_hold)) {
            racev_play_name(v, a, hold->name);
            return;
        }
    }
    /* zoom and pan, the wheel never losing all of the player's units */
    {
        const race_state *st = ST(v);
        int cells[RACE_MAX_UNITS], nc = 0, k, who = v->sh.screen_owner >= 0 ? v->sh.screen_owner : st->active;
        int click;
        for (k = 0; k < st->nunits; k++)
            if (st->unit[k].alive && st->unit[k].nation == who)
                cells[nc++] = st->unit[k].cell;
        double scale0 = v->map.scale;
        int qx, qy, seen = 0;
        edge_anchor(&v->map, in->mx, in->my, &qx, &qy);
        for (k = 0; k < nc; k++)
            seen |= off_sight(&v->map, cells[k]) == 0;
        click = hexmap_input(&v->map, a, cells, nc);
        if (in->wheel && v->map.scale != scale0 && (qx != in->mx || qy != in->my)) {
            /* the zoom ran about the pointer: move it to run about the
             * edge instead, X -> Q + f (X - Q); then, as the hex map's
             * wheel does, never lose every unit that was in sight */
            double f = v->map.scale / scale0, bd = 1e18, d;
            int best = -1;
            hexmap_pan(&v->map, (qx - in->mx) * (1 - f), (qy - in->my) * (1 - f));
            for (k = 0; seen && k < nc; k++) {
                if ((d = off_sight(&v->map, cells[k])) == 0) {
                    best = -1;
                    break;
                }
                if (d < bd) {
                    bd = d;
                    best = cells[k];
                }
            }
            if (best >= 0)
                hexmap_show(&v->map, best);
        }
        if (in->rclicked)
            v->sel = -1;
        if (click && !over)
            racev_map_click(v, a, in->mx, in->my);
    }
}

static void frame(ui_scene *sc, ui_app *a, gfx *g)
{
    rview *v = sc->data;
    const ui_input *in = ui_in(a);
    rlayout L;

    racev_layout(v, g, &L);
    v->map.grid = &ST(v)->grid; /* an undo or a load may replace the state */
    hexmap_area(&v->map, L.map);
    racev_legal_refresh(v);
    seat_check(v);
    handle_input(v, a, &L);
    ui_scene *top = ui_top(a);
    if (top != sc && !(top && top->overlay))
        return; /* left the game */
    /* under a dialog (Leave, Load) the board stays in view, and still;
     * the computer waits while the player's own change is queued */
    if (top == sc)
        screen_bot_step(&v->sh, a, racev_seat_to_move(v),
                        racev_seat_is(v, racev_seat_to_move(v), RACE_SEAT_COMPUTER));
    racev_legal_refresh(v);
    seat_check(v);
    open_on_army(v);
    racev_dice_refresh(v, a, 0);

    if (v->sh.handover >= 0) {
        racev_draw_handover(v, a, g, &L);
        return;
    }
    v->hover_cell = racev_in_rect(L.map, in->mx, in->my) && !v->sh.help_open
                        ? hexmap_cell_at(&v->map, in->mx, in->my) : -1;
    racev_compute_marks(v);
    racev_map_draw(v, a, g);
    racev_register_targets(v, a, &L);
    hexmap_buttons(&v->map, a);
    racev_draw_hover(v, a, g, &L);
    racev_hover_refusal(v, a, v->hover_cell);
    gfx_fill(g, L.side, gfx_rgb(UI_BG));
    racev_draw_armies(v, a, g, &L);
    racev_draw_orders(v, a, g, &L);
    racev_draw_dice(v, a, g, &L);
    ui_log_panel(a, L.log, v->s->log, &v->logv);
    /* named for scripts: assert-apart "panel" checks the layout */
    ui_part(a, L.map, "panel map");
    ui_part(a, L.armies, "panel armies");
    ui_part(a, L.orders, "panel orders");
    ui_part(a, L.dice, "panel dice");
    ui_part(a, L.log, "panel log");
    racev_draw_top(v, a, g, &L);
    gfx_fill(g, (SDL_Rect){L.top.x, 0, 2, L.h}, gfx_rgb(0x1c150f));
    if (v->sh.help_open && racev_help_draw(v, a, g, L.help))
        v->sh.help_open = 0;
    if (racev_game_over(v, NULL, 0) && screen_over_banner(&v->sh))
        racev_draw_banner(v, a, g, &L);
}




static void destroy(ui_scene *sc)
{
    rview *v = sc->data;

    racev_legal_clear(v);
    hexmap_free(&v->map);
    session_free(v->s);
    free(v);
}

static int computer_seat(void *ctx, int seat)
{
    return racev_seat_is(ctx, seat, RACE_SEAT_COMPUTER);
}

static ui_scene *race_open(ui_app *a, session *s)
{
    rview *v = calloc(1, sizeof *v);
    const race_state *st = s->state;
    int i;

    (void)a;
    if (!v)
        return NULL;
    v->s = s;
    v->map.grid = &st->grid;
    v->legal_for = -1;
    v->sel = -1;
    v->hover_cell = -1;
    v->breach_cell = -1;
    v->home_seat = -1;
    screen_init(&v->sh, s, "Leave the game?", DEFAULT_BOT_DELAY, 4000, v);
    v->sh.follow = follow;
    v->sh.sel = &v->sel;
    v->sh.computer_seat = computer_seat;
    for (i = 0; i < RACE_NATIONS; i++)
        if (st->seat[i] == RACE_SEAT_HUMAN)
            v->sh.nhumans++;
    v->dice_uses = st->dice.r.uses;
    /* a loaded game shows its last rolls, settled */
    if (s->nactions > 0) {
        v->dice_uses = (uint64_t)-1;
        racev_dice_refresh(v, a, 1);
    }
    v->sh.scene.frame = frame;
    v->sh.scene.destroy = destroy;
    v->sh.scene.changed = changed;
    return &v->sh.scene;
}

const game_view race_view = {race_open, racev_map_picture, NULL}; /* one scenario */
const game_module race_module = {&race_rules, &race_view};