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

#define TOP_H 64
#define SIDE_W 420
#define SIDE_W_MAX 580
#define DEFAULT_BOT_DELAY 300

/* Where everything goes this frame (logical units). */
typedef struct rlayout {
    int w, h;
    SDL_Rect top, map, side;
    SDL_Rect b_help, b_undo, b_save, b_load, b_leave;
    SDL_Rect z_in, z_out, z_fit;
    SDL_Rect armies, orders, dice, log;
    SDL_Rect b_end, b_hold;
    SDL_Rect ready;                 /* hand-over screen */
    SDL_Rect over_view, over_leave; /* end-of-game banner */
    SDL_Rect banner;
    SDL_Rect help;
} rlayout;

static race_state *ST(const rview *v) { return v->s->state; }

static int seat_to_move(const rview *v)
{
    return v->s->rules->seat_to_move(v->s->state);
}

static int seat_is(const rview *v, int seat, int kind)
{
    return seat >= 0 && seat < RACE_NATIONS && ST(v)->seat[seat] == kind;
}

static int game_over(const rview *v, char *buf, size_t n)
{
    char tmp[64];
    return v->s->rules->outcome(v->s->state, buf ? buf : tmp, buf ? n : sizeof tmp);
}

static int unit_cell(const rview *v, int unit)
{
    const race_state *st = ST(v);
    return unit >= 0 && unit < st->nunits && st->unit[unit].alive ? st->unit[unit].cell : -1;
}

static const char *kind_name(int kind)
{
    return kind == RACE_ARTILLERY ? "artillery" : "troops";
}

static int in_rect(SDL_Rect r, int x, int y)
{
    return x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h;
}

/* ------------------------------------------------------ legal actions */

static void legal_clear(rview *v)
{
    int i;

    for (i = 0; i < v->nlegal; i++)
        cJSON_free(v->legal[i].name);
    v->nlegal = 0;
}

static int unit_has_actions(const rview *v, int unit)
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

static void legal_refresh(rview *v)
{
    const race_state *st = ST(v);
    cJSON *arr, *it;

    if (v->legal_for == v->s->nactions)
        return;
    legal_clear(v);
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
    if (v->sel >= 0 && !unit_has_actions(v, v->sel))
        v->sel = -1;
}

/* Submit one legal action (its JSON text) for the player. */
static int play_name(rview *v, ui_app *a, const char *name)
{
    cJSON *j = cJSON_Parse(name);
    int rc;

    if (!j)
        return -1;
    rc = ui_play(a, v->s, j); /* runs after this frame: see changed() */
    cJSON_Delete(j);
    if (rc == 0)
        v->queued++;
    return rc;
}

static const rlegal *find_legal(const rview *v, int type, int unit, int cell, int to, int dir)
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

/* --------------------------------------------------------------- dice */

static const char *counter_at(const race_state *st, int cell)
{
    if (cell < 0 || cell >= st->cols * st->rows || st->cell[cell].counter < 0)
        return "Chinese unit";
    return race_counter_name(st->cell[cell].counter);
}

static void roll_to_tray(const race_state *st, const race_roll *r, ui_roll *o, Uint32 at)
{
    char hexl[8] = "", who[48] = "";

    memset(o, 0, sizeof *o);
    o->n = 1;
    o->sides[0] = 10;
    o->face[0] = r->die;
    o->modifier = r->mod;
    o->total = r->total;
    o->at = at;
    if (r->cell >= 0)
        race_cell_label(st, r->cell, hexl, sizeof hexl);
    if (r->unit >= 0 && r->unit < st->nunits)
        snprintf(who, sizeof who, "%s %s", racev_nation_adj(st->unit[r->unit].nation),
                 kind_name(st->unit[r->unit].kind));
    else if (r->nation >= 0)
        snprintf(who, sizeof who, "%s", race_nation_name(r->nation));
    switch (r->kind) {
    case RACE_ROLL_RALLY: snprintf(o->what, sizeof o->what, "Rally: %s", who); break;
    case RACE_ROLL_ARTILLERY: snprintf(o->what, sizeof o->what, "Gunfire at %s", hexl); break;
    case RACE_ROLL_BREACH: snprintf(o->what, sizeof o->what, "Breach: %s", who); break;
    case RACE_ROLL_ACTIVATE:
        snprintf(o->what, sizeof o->what, "Rouse %s %s", counter_at(st, r->cell), hexl);
        break;
    case RACE_ROLL_MOVE: snprintf(o->what, sizeof o->what, "Move: %s", who); break;
    case RACE_ROLL_ATTACK: snprintf(o->what, sizeof o->what, "Assault on %s", hexl); break;
    case RACE_ROLL_DEFENCE: snprintf(o->what, sizeof o->what, "Cost to %s", who); break;
    case RACE_ROLL_CHINESE_ATTACK:
        snprintf(o->what, sizeof o->what, "Rebels strike %s", who);
        break;
    case RACE_ROLL_CHINESE_FIRE: snprintf(o->what, sizeof o->what, "Qing guns at %s", who); break;
    case RACE_ROLL_CHINESE_LOSS: snprintf(o->what, sizeof o->what, "Rebel losses %s", hexl); break;
    default: snprintf(o->what, sizeof o->what, "Roll"); break;
    }
    snprintf(o->mods, sizeof o->mods, "%s", r->mods);
    snprintf(o->result, sizeof o->result, "%s", r->result);
}

static void dice_refresh(rview *v, ui_app *a, int quiet)
{
    const race_state *st = ST(v);
    Uint32 at = ui_now(a);
    int i;

    if (st->dice.r.uses == v->dice_uses)
        return;
    v->dice_uses = st->dice.r.uses;
    if (quiet)
        at -= 100000; /* already settled: an undo or a load, not a new roll */
    v->ntray = 0;
    v->nroll_cell = 0;
    for (i = 0; i < st->nroll && i < RACE_MAX_ROLLS; i++) {
        const race_roll *r = &st->roll[i];
        roll_to_tray(st, r, &v->tray[v->ntray++], at);
        if (r->cell >= 0)
            v->roll_cell[v->nroll_cell++] = r->cell;
        if (unit_cell(v, r->unit) >= 0)
            v->roll_cell[v->nroll_cell++] = unit_cell(v, r->unit);
    }
}

/* ------------------------------------------------------------- seats */

/* Who has the screen: a human to move who is not the one who had it
 * waits behind the hand-over screen. The first human needs none. */
static void seat_check(rview *v)
{
    int seat = seat_to_move(v);

    if (seat < 0 || v->handover >= 0 || !seat_is(v, seat, RACE_SEAT_HUMAN))
        return;
    if (v->screen_owner < 0 || v->nhumans < 2) {
        v->screen_owner = seat;
        return;
    }
    if (seat != v->screen_owner) {
        v->handover = seat;
        v->sel = -1;
        v->help_open = 0;
    }
}

static int human_turn(const rview *v)
{
    int seat = seat_to_move(v);
    return seat_is(v, seat, RACE_SEAT_HUMAN) && v->handover < 0;
}

/* One computer action per bot_delay ms (half that when no die was
 * rolled), so a person can follow it; with no delay (tests), or when the
 * player asked to hurry, a whole computer turn is played between two
 * frames (changed() asks for the next action as each one runs). */
static void bot_step(rview *v, ui_app *a)
{
    Uint32 now = ui_now(a);
    int seat = seat_to_move(v);

    if (!seat_is(v, seat, RACE_SEAT_COMPUTER) || v->bot_stuck || v->handover >= 0 || v->queued)
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

/* A computer action has run (between frames). */
static void bot_done(rview *v, ui_app *a, const ui_change *c)
{
    int seat = seat_to_move(v), delay = c->chance ? v->bot_delay : v->bot_delay / 2;

    if (!c->ok) {
        v->bot_stuck = 1; /* never loop on a refused choice (the toast says so) */
        return;
    }
    v->bot_next = ui_now(a) + (Uint32)delay;
    if (!v->bot_fast) {
        ui_wake(a, delay);
        return;
    }
    if (seat == v->bot_seat && seat_is(v, seat, RACE_SEAT_COMPUTER) && v->bot_chain++ < 4000) {
        if (ui_bot_play(a, v->s) == 0)
            v->queued++;
        return;
    }
    if (seat != v->bot_seat)
        v->hurry = -1; /* hurrying lasts one turn */
    ui_wake(a, 0);     /* the next computer seat, if any, goes next frame */
}

/* ------------------------------------------------------------ layout */

/* The side panel takes what the map, fitted to the height, leaves over
 * (within limits), so the map is never lost in empty space. */
static int side_width(const rview *v, int w, int h)
{
    const race_state *st = ST(v);
    double x0, y0, x1, y1, x2, y2, wu, hu, scale;
    int side;

    hex_center((hex){1, 1}, &x0, &y0);
    hex_center((hex){2, 1}, &x1, &y1);
    hex_center((hex){st->cols, st->rows}, &x2, &y2);
    wu = x2 - x0 + 2;
    hu = y2 - y0 + 1.74 + (st->cols > 1 ? y1 - y0 : 0);
    scale = (h - TOP_H - 24) / hu;
    side = w - (int)(wu * scale) - 72;
    if (side < SIDE_W)
        side = SIDE_W;
    if (side > SIDE_W_MAX)
        side = SIDE_W_MAX;
    return side;
}

static void layout(const rview *v, gfx *g, rlayout *L)
{
    int w = gfx_w(g), h = gfx_h(g), sx, bw = 68, y, sw = side_width(v, w, h);

    memset(L, 0, sizeof *L);
    L->w = w;
    L->h = h;
    L->top = (SDL_Rect){0, 0, w, TOP_H};
    L->map = (SDL_Rect){0, TOP_H, w - sw, h - TOP_H};
    L->side = (SDL_Rect){w - sw, TOP_H, sw, h - TOP_H};
    L->b_leave = (SDL_Rect){w - 12 - bw, 14, bw, 36};
    L->b_load = (SDL_Rect){L->b_leave.x - 6 - bw, 14, bw, 36};
    L->b_save = (SDL_Rect){L->b_load.x - 6 - bw, 14, bw, 36};
    L->b_undo = (SDL_Rect){L->b_save.x - 6 - bw, 14, bw, 36};
    L->b_help = (SDL_Rect){L->b_undo.x - 6 - bw, 14, bw, 36};
    L->z_fit = (SDL_Rect){L->map.x + L->map.w - 12 - 48, L->map.y + L->map.h - 12 - 32, 48, 32};
    L->z_out = (SDL_Rect){L->z_fit.x - 6 - 32, L->z_fit.y, 32, 32};
    L->z_in = (SDL_Rect){L->z_out.x - 6 - 32, L->z_fit.y, 32, 32};
    sx = L->side.x + 10;
    y = TOP_H + 8;
    L->armies = (SDL_Rect){sx, y, sw - 20, 150};
    y += L->armies.h + 8;
    L->orders = (SDL_Rect){sx, y, sw - 20, 196};
    L->b_end = (SDL_Rect){L->orders.x + L->orders.w - 14 - 190, L->orders.y + L->orders.h - 14 - 36,
                          190, 36};
    L->b_hold = (SDL_Rect){L->orders.x + 14, L->b_end.y, 120, 36};
    y += L->orders.h + 8;
    L->dice = (SDL_Rect){sx, y, sw - 20, 136};
    y += L->dice.h + 8;
    L->log = (SDL_Rect){sx, y, sw - 20, h - 8 - y};
    L->ready = (SDL_Rect){w / 2 - 110, h / 2 + 112, 220, 48};
    L->banner = (SDL_Rect){L->map.x + L->map.w / 2 - 260, L->map.y + L->map.h / 2 - 110, 520, 220};
    L->over_view = (SDL_Rect){L->banner.x + L->banner.w - 20 - 150, L->banner.y + L->banner.h - 20 - 40,
                              150, 40};
    L->over_leave = (SDL_Rect){L->over_view.x - 12 - 130, L->over_view.y, 130, 40};
    L->help = (SDL_Rect){16, TOP_H + 12, w - 32, h - TOP_H - 24};
    }

/* ------------------------------------------------------------- marks */

static int cell_of_action(const rview *v, const race_action *x)
{
    switch (x->type) {
    case RACE_A_RALLY: case RACE_A_FIRE: case RACE_A_BREACH: case RACE_A_MOVE: case RACE_A_SWAP:
        return unit_cell(v, x->unit);
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
    case RACE_A_SWAP: return unit_cell(v, x->other);
    default: return -1;
    }
}

static int two_click(int type)
{
    return type == RACE_A_FIRE || type == RACE_A_BREACH || type == RACE_A_MOVE || type == RACE_A_SWAP;
}

static void compute_marks(rview *v)
{
    const race_state *st = ST(v);
    int i, n = st->cols * st->rows;

    memset(v->mark, 0, (size_t)n);
    v->nbreach = 0;
    v->breach_cell = -1;
    v->mark_anim = 0;
    if (!human_turn(v))
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
    if (v->sel >= 0 && unit_cell(v, v->sel) >= 0)
        v->mark[unit_cell(v, v->sel)] |= RM_SEL;
    for (i = 0; i < n; i++)
        if (v->mark[i])
            v->mark_anim = 1;
    if (v->nbreach)
        v->mark_anim = 1;
}

static int rect_in_map(const rlayout *L, SDL_Rect r)
{
    int cx = r.x + r.w / 2, cy = r.y + r.h / 2;
    return in_rect(L->map, cx, cy) && !in_rect(L->z_in, cx, cy) && !in_rect(L->z_out, cx, cy) &&
           !in_rect(L->z_fit, cx, cy);
}

/* Every legal action's click target, named by its JSON text. */
static void register_targets(rview *v, ui_app *a, const rlayout *L)
{
    int i;

    if (!human_turn(v) || v->help_open)
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
            r = racev_map_cell_rect(v, c);
            break;
        case RACE_A_REBEL_MOVE: case RACE_A_REBEL_ATTACK:
            if (x->to < 0)
                continue;
            r = racev_map_cell_rect(v, x->to);
            break;
        default:
            if (c < 0)
                continue;
            if (x->unit != v->sel) {
                r = racev_map_cell_rect(v, c);
            } else if (x->type == RACE_A_BREACH) {
                r = racev_map_side_rect(v, c, x->dir);
            } else {
                int t = second_cell(v, x);
                if (t < 0)
                    continue;
                r = racev_map_cell_rect(v, t);
            }
            break;
        }
        if (x->type != RACE_A_END_PHASE && x->type != RACE_A_REBEL_HOLD && !rect_in_map(L, r))
            continue;
        ui_target(a, r, v->legal[i].name);
    }
}

/* -------------------------------------------------------- map clicks */

static int phase_of(const rview *v) { return ST(v)->phase; }

/* Why a click did nothing: ask the rules about the action it would have
 * been, so the reason is theirs. */
static void explain(rview *v, ui_app *a, int cell)
{
    const race_state *st = ST(v);
    race_action x;
    char why[200] = "";
    int u = st->cell[cell].unit, ph = phase_of(v);

    memset(&x, -1, sizeof x);
    if (v->sel >= 0) {
        x.unit = v->sel;
        if (ph == RACE_PH_ARTILLERY) {
            x.type = RACE_A_FIRE;
            x.to = cell;
        } else if (ph == RACE_PH_BREACH) {
            ui_toast(a, "Click one of the orange wall sides beside the selected unit.");
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
            ui_toast(a, "That is a %s unit; the %s are to move.", racev_nation_adj(un->nation),
                     race_nation_name(st->active));
            return;
        }
        x.unit = u;
        switch (ph) {
        case RACE_PH_RALLY: x.type = RACE_A_RALLY; break;
        case RACE_PH_ARTILLERY:
            if (un->kind != RACE_ARTILLERY) {
                ui_toast(a, "Only artillery fires in the Artillery phase.");
                return;
            }
            ui_toast(a, "These guns have no target they may fire at now.");
            return;
        case RACE_PH_BREACH:
            ui_toast(a, "This unit cannot try a breach now (it must stand beside an unbreached "
                        "wall and not be suppressed).");
            return;
        case RACE_PH_REBEL:
            ui_toast(a, "In the Rebel phase you roll for Chinese units, not your own.");
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
            ui_toast(a, "%s. Chinese units act in the Rebel phase.",
                     race_counter_name(st->cell[cell].counter));
            return;
        }
        x.type = RACE_A_ACTIVATE;
        x.cell = cell;
    } else {
        return; /* an empty hex: nothing was asked */
    }
    if (race_check(st, &x, why, sizeof why))
        return;
    if (why[0])
        ui_toast(a, "%s", why);
}

static void map_click(rview *v, ui_app *a, int mx, int my)
{
    const race_state *st = ST(v);
    int cell = racev_map_cell_at(v, mx, my), i;

    if (!human_turn(v)) {
        int seat = seat_to_move(v);
        if (seat >= 0)
            ui_toast(a, "The %s (computer) are playing their turn.", race_nation_name(seat));
        return;
    }
    /* the orange wall sides of a unit chosen to breach */
    if (v->sel >= 0)
        for (i = 0; i < v->nlegal; i++) {
            const race_action *x = &v->legal[i].act;
            if (x->type == RACE_A_BREACH && x->unit == v->sel &&
                in_rect(racev_map_side_rect(v, unit_cell(v, v->sel), x->dir), mx, my)) {
                play_name(v, a, v->legal[i].name);
                return;
            }
        }
    if (cell < 0)
        return;
    /* the selected unit's second click */
    if (v->sel >= 0) {
        if (cell == unit_cell(v, v->sel)) {
            v->sel = -1;
            return;
        }
        for (i = 0; i < v->nlegal; i++) {
            const race_action *x = &v->legal[i].act;
            if (x->unit == v->sel && two_click(x->type) && second_cell(v, x) == cell) {
                play_name(v, a, v->legal[i].name);
                return;
            }
        }
    }
    /* one-click actions */
    for (i = 0; i < v->nlegal; i++) {
        const race_action *x = &v->legal[i].act;
        if (((x->type == RACE_A_REBEL_MOVE || x->type == RACE_A_REBEL_ATTACK) && x->to == cell) ||
            ((x->type == RACE_A_RALLY || x->type == RACE_A_ACTIVATE) && cell_of_action(v, x) == cell)) {
            play_name(v, a, v->legal[i].name);
            return;
        }
    }
    /* choose a unit for a two-click action */
    if (st->cell[cell].unit >= 0 && unit_has_actions(v, st->cell[cell].unit)) {
        v->sel = st->cell[cell].unit;
        return;
    }
    explain(v, a, cell);
}

/* ---------------------------------------------------------- drawing */

static const char *phase_hint(const rview *v)
{
    const race_state *st = ST(v);

    if (st->pending >= 0)
        return "The Chinese unit is roused. Click a green hex to move it, a red foreign "
               "unit to have it attack, or Hold.";
    if (v->sel >= 0) {
        switch (st->phase) {
        case RACE_PH_ARTILLERY:
            return "Click a red target up to 3 hexes away. 1-5 on the die destroys it, 6 leaves "
                   "the guns dry, 7-8 suppresses it (+1 Qing, +1 per hex beyond the first, "
                   "+1 behind a wall).";
        case RACE_PH_BREACH:
            return "Click an orange wall side. 6 or more breaches it; artillery adds 2.";
        case RACE_PH_ACTION:
            return "Click a green hex to step there or a red one to assault it; blue trades places "
                   "with a suppressed unit. Click the unit again to put it down.";
        default:
            break;
        }
    }
    switch (st->phase) {
    case RACE_PH_RALLY:
        return "Click a suppressed unit (gold ring) to roll for it: 1-4 clears it, 5-7 removes one "
               "marker, 8-9 pins it, 10 it falls back. Ending the phase rolls for the rest.";
    case RACE_PH_ARTILLERY:
        return "Click one of your guns, then a Chinese unit in a scouted hex up to 3 hexes away.";
    case RACE_PH_BREACH:
        return "Click a unit beside a wall, then the wall side it should try to breach.";
    case RACE_PH_REBEL:
        return "Click Chinese units near your enemies' armies to roll for them: on 1-3 one acts "
               "and you choose what it does.";
    case RACE_PH_ACTION:
        return "Click a unit, then where it goes. Its first step rolls the die: 1-2 stuck, 3-7 one "
               "hex, 8+ two (artillery and Japanese -1, Americans +1).";
    default:
        return "";
    }
}

static void draw_top(rview *v, ui_app *a, gfx *g, const rlayout *L)
{
    const race_state *st = ST(v);
    static const int phases[5] = {RACE_PH_RALLY, RACE_PH_ARTILLERY, RACE_PH_BREACH, RACE_PH_REBEL,
                                  RACE_PH_ACTION};
    char buf[64];
    int i, x = 18, over = game_over(v, NULL, 0);
    int cw = 104, seat = st->active;
    unsigned col = racev_nation_rgb(seat), ink = racev_nation_ink(seat);

    gfx_gradient(g, L->top, gfx_rgb(0x2b2118), gfx_rgb(0x1c150f));
    gfx_fill(g, (SDL_Rect){0, TOP_H - 3, L->w, 3}, gfx_rgb(UI_GOLD));
    snprintf(buf, sizeof buf, "Round %d", st->round);
    gfx_text(g, GFX_HEADING, x, 14, gfx_rgb(0xf3e9d2), buf);
    x += 150;
    for (i = 0; i < 5; i++) {
        SDL_Rect c = {x + i * (cw + 6), 14, cw, 36};
        int cur = !over && st->phase == phases[i], done = !over && st->phase > phases[i];
        SDL_Color fill = cur ? gfx_rgb(col) : done ? gfx_rgb(0x4a3c2e) : gfx_rgb(0x34291f);
        SDL_Color tc = cur ? gfx_rgb(ink) : done ? gfx_rgb(0xb8a78a) : gfx_rgb(0x8c7a62);
        char lab[32];
        gfx_round(g, c, 6, cur ? gfx_rgb(UI_GOLD) : gfx_rgb(0x5a4a3a));
        gfx_round(g, (SDL_Rect){c.x + 2, c.y + 2, c.w - 4, c.h - 4}, 5, fill);
        snprintf(lab, sizeof lab, "%d %s", i + 1, race_phase_name(phases[i]));
        gfx_text_align(g, cur ? GFX_BOLD : GFX_BODY, c.x, c.y + 8, c.w, GFX_CENTER, tc, lab);
    }
    x += 5 * (cw + 6) + 10;
    if (!over && seat >= 0 && seat < RACE_NATIONS) {
        SDL_Rect f = {x, 18, 42, 28};
        gfx_fill(g, (SDL_Rect){f.x + 2, f.y + 2, f.w, f.h}, gfx_rgba(0, 110));
        gfx_image(g, racev_nation_flag(seat), f);
        gfx_text(g, GFX_BOLD, x + 52, 12, gfx_rgb(0xf3e9d2), race_nation_name(seat));
        gfx_text(g, GFX_SMALL, x + 52, 34, gfx_rgb(0xc9b48e),
                 seat_is(v, seat, RACE_SEAT_COMPUTER) ? "computer moving" : "your move");
    } else if (over) {
        gfx_text(g, GFX_BOLD, x, 22, gfx_rgb(UI_GOLD), "Game over");
    }
    ui_button(a, L->b_help, "Help", v->help_open ? UI_SELECTED : 0);
    ui_button(a, L->b_undo, "Undo", session_can_undo(v->s) > 0 ? 0 : UI_DISABLED);
    ui_button(a, L->b_save, "Save", 0);
    ui_button(a, L->b_load, "Load", 0);
    ui_button(a, L->b_leave, "Leave", 0);
    ui_tooltip(a, L->b_help, "Every rule table, and the choices made where the rules are silent (H)");
    ui_tooltip(a, L->b_undo, "Take back moves up to the last die roll (Ctrl+Z)");
    ui_tooltip(a, L->b_save, "Save this game (Ctrl+S)");
    ui_tooltip(a, L->b_load, "Open a saved game of the Race");
}

/* Army rows in turn order (the rules start with the Russians). */
static void draw_armies(rview *v, ui_app *a, gfx *g, const rlayout *L)
{
    const race_state *st = ST(v);
    SDL_Rect in = ui_panel(a, L->armies, NULL);
    static const int order[RACE_NATIONS] = {RACE_RUSSIANS, RACE_JAPANESE, RACE_AMERICANS, RACE_BRITISH};
    int i, k, rh = in.h / RACE_NATIONS, over = game_over(v, NULL, 0);
    int narrow = in.w < 470; /* no room for the seat badges */
    int xname = in.x + 42, xseat = in.x + 42 + 108, xunits = narrow ? xseat : xseat + 84;
    int xhex = in.x + in.w - 66;

    for (i = 0; i < RACE_NATIONS; i++) {
        int n = order[i], troops = 0, guns = 0, sup = 0, held = race_legation_held(st, n);
        SDL_Rect row = {in.x - 6, in.y + i * rh, in.w + 12, rh - 2};
        int ty = row.y + (row.h - gfx_line_h(g, GFX_BOLD)) / 2;
        int sy = row.y + (row.h - gfx_line_h(g, GFX_SMALL)) / 2;
        char buf[96];

        for (k = 0; k < st->nunits; k++) {
            const race_unit *u = &st->unit[k];
            if (u->nation != n || !u->alive)
                continue;
            if (u->kind == RACE_ARTILLERY)
                guns++;
            else
                troops++;
            if (u->sup)
                sup++;
        }
        if (n == st->active && !over) {
            gfx_round(g, row, 4, gfx_rgba(0x8a7556, 55));
            gfx_fill(g, (SDL_Rect){row.x, row.y + 3, 4, row.h - 6}, gfx_rgb(UI_ACCENT));
        }
        gfx_fill(g, (SDL_Rect){in.x + 2, row.y + (row.h - 20) / 2 + 2, 30, 20}, gfx_rgba(0, 70));
        gfx_image(g, racev_nation_flag(n), (SDL_Rect){in.x, row.y + (row.h - 20) / 2, 30, 20});
        gfx_text(g, GFX_BOLD, xname, ty, gfx_rgb(UI_INK), race_nation_name(n));
        if (st->seat[n] == RACE_SEAT_EMPTY) {
            gfx_text(g, GFX_SMALL, xseat, sy, gfx_rgb(UI_MUTED), "not playing");
            continue;
        }
        if (!narrow) {
            int comp = st->seat[n] == RACE_SEAT_COMPUTER;
            const char *lab = comp ? "computer" : "human";
            int tw = gfx_text_w(g, GFX_SMALL, lab) + 14;
            SDL_Rect badge = {xseat, row.y + (row.h - 20) / 2, tw, 20};
            gfx_round(g, badge, 10, gfx_rgb(comp ? 0xd9ccae : 0x2b2118));
            gfx_text_align(g, GFX_SMALL, badge.x, badge.y + (20 - gfx_line_h(g, GFX_SMALL)) / 2, badge.w,
                           GFX_CENTER, gfx_rgb(comp ? UI_INK : 0xf3e9d2), lab);
        }
        snprintf(buf, sizeof buf, "%d troops, %d gun%s", troops, guns, guns == 1 ? "" : "s");
        gfx_text(g, GFX_SMALL, xunits, sy, gfx_rgb(0x4a3c2e), buf);
        if (sup) {
            int sx = xunits + gfx_text_w(g, GFX_SMALL, buf) + 8;
            gfx_image(g, "race/suppressed.svg", (SDL_Rect){sx, row.y + (row.h - 16) / 2, 16, 16});
            snprintf(buf, sizeof buf, "%d", sup);
            gfx_text(g, GFX_SMALL, sx + 19, sy, gfx_rgb(0x4a3c2e), buf);
        }
        /* legation hexes held: four little hexes, gold when held */
        for (k = 0; k < RACE_LEGATION_HEXES; k++) {
            float hx = (float)(xhex + 8 + k * 17), hy = (float)(row.y + row.h / 2);
            gfx_hexagon(g, hx, hy, 8, k < held ? gfx_rgb(UI_GOLD) : gfx_rgb(0xe2d6ba));
            gfx_hexagon_outline(g, hx, hy, 8, 1, gfx_rgb(0x8a7556));
        }
        ui_tooltip(a, row, "Units left (and how many are suppressed), and the legation hexes "
                           "this army holds");
    }
}

/* What the selected unit may do now, counted: "3 hexes to enter, 1 to
 * assault". */
static void sel_choices(const rview *v, char *buf, size_t n)
{
    const race_state *st = ST(v);
    int i, mv = 0, as = 0, fi = 0, br = 0, sw = 0;

    for (i = 0; i < v->nlegal; i++) {
        const race_action *x = &v->legal[i].act;
        if (x->unit != v->sel)
            continue;
        switch (x->type) {
        case RACE_A_MOVE:
            if (x->to >= 0 && st->cell[x->to].counter >= 0 && st->cell[x->to].counter != RACE_C_EMPTY)
                as++;
            else
                mv++;
            break;
        case RACE_A_FIRE: fi++; break;
        case RACE_A_BREACH: br++; break;
        case RACE_A_SWAP: sw++; break;
        default: break;
        }
    }
    buf[0] = 0;
    if (fi)
        snprintf(buf + strlen(buf), n - strlen(buf), "%d target%s in range. ", fi, fi == 1 ? "" : "s");
    if (br)
        snprintf(buf + strlen(buf), n - strlen(buf), "%d wall side%s to try. ", br, br == 1 ? "" : "s");
    if (mv)
        snprintf(buf + strlen(buf), n - strlen(buf), "%d hex%s to enter. ", mv, mv == 1 ? "" : "es");
    if (as)
        snprintf(buf + strlen(buf), n - strlen(buf), "%d to assault. ", as);
    if (sw)
        snprintf(buf + strlen(buf), n - strlen(buf), "%d to relieve. ", sw);
}

static void draw_orders(rview *v, ui_app *a, gfx *g, const rlayout *L)
{
    const race_state *st = ST(v);
    char title[96], buf[256], res[64];
    int seat = seat_to_move(v), y;
    SDL_Rect in;

    if (game_over(v, res, sizeof res)) {
        snprintf(title, sizeof title, "The race is over");
    } else {
        snprintf(title, sizeof title, "%s phase - %s", race_phase_name(st->phase),
                 race_nation_name(st->active));
    }
    in = ui_panel(a, L->orders, title);
    y = in.y;
    if (game_over(v, NULL, 0)) {
        const char *what;
        if (st->result == RACE_RES_TOTAL)
            what = "Total victory: one army holds all four legation hexes.";
        else if (st->result == RACE_RES_SHARED)
            what = "The legations are relieved; the armies in them share the victory.";
        else
            what = "No one reached the legations in time: no result.";
        gfx_text_wrap(g, GFX_BODY, (SDL_Rect){in.x, y, in.w, 80}, gfx_rgb(UI_INK), what);
        return;
    }
    if (seat_is(v, seat, RACE_SEAT_COMPUTER)) {
        static const char *const dots[4] = {"", ".", "..", "..."};
        snprintf(buf, sizeof buf, "The %s (computer) are at work%s", race_nation_name(seat),
                 dots[(ui_now(a) / 350) % 4]);
        gfx_text_wrap(g, GFX_BODY, (SDL_Rect){in.x, y, in.w, 60}, gfx_rgb(UI_INK), buf);
        gfx_text_wrap(g, GFX_SMALL, (SDL_Rect){in.x, y + 48, in.w, 60}, gfx_rgb(UI_MUTED),
                      "Their rolls appear in the dice tray and every event in the log below.");
        if (v->bot_delay > 0 && v->hurry != seat) {
            ui_button(a, L->b_end, "Hurry them up", 0);
            ui_tooltip(a, L->b_end, "Play the rest of this computer turn at once (Space)");
        }
        ui_animate(a);
        return;
    }
    if (v->sel >= 0) {
        const race_unit *u = &st->unit[v->sel];
        char lab[8];
        race_cell_label(st, u->cell, lab, sizeof lab);
        snprintf(buf, sizeof buf, "%s %s at %s", racev_nation_adj(u->nation), kind_name(u->kind), lab);
        gfx_text(g, GFX_BOLD, in.x, y, gfx_rgb(UI_INK), buf);
        buf[0] = 0;
        if (u->sup)
            snprintf(buf + strlen(buf), sizeof buf - strlen(buf), "%d suppression marker%s. ", u->sup,
                     u->sup > 1 ? "s" : "");
        if (st->phase == RACE_PH_ACTION && u->rolled)
            snprintf(buf + strlen(buf), sizeof buf - strlen(buf), "%d step%s left. ", u->steps,
                     u->steps == 1 ? "" : "s");
        if (u->no_ammo)
            snprintf(buf + strlen(buf), sizeof buf - strlen(buf), "Out of ammunition. ");
        {
            char choices[160];
            int w = buf[0] ? gfx_text(g, GFX_SMALL, in.x, y + 20, gfx_rgb(UI_ACCENT), buf) : 0;
            sel_choices(v, choices, sizeof choices);
            gfx_text(g, GFX_SMALL, in.x + w, y + 20, gfx_rgb(0x2e6b45), choices);
        }
        y += 40;
    } else if (st->pending >= 0) {
        char lab[8];
        race_cell_label(st, st->pending, lab, sizeof lab);
        snprintf(buf, sizeof buf, "%s at %s roused", counter_at(st, st->pending), lab);
        gfx_text(g, GFX_BOLD, in.x, y, gfx_rgb(UI_INK), buf);
        y += 24;
    }
    gfx_text_wrap(g, GFX_SMALL, (SDL_Rect){in.x, y, in.w, L->b_end.y - y - 4}, gfx_rgb(0x4a3c2e),
                  phase_hint(v));
    if (find_legal(v, RACE_A_REBEL_HOLD, -1, -1, -1, -1))
        ui_button(a, L->b_hold, "Hold", 0);
    {
        const rlegal *e = find_legal(v, RACE_A_END_PHASE, -1, -1, -1, -1);
        char lab[48];
        if (st->phase == RACE_PH_ACTION)
            snprintf(lab, sizeof lab, "End turn");
        else
            snprintf(lab, sizeof lab, "End %s phase", race_phase_name(st->phase));
        ui_button(a, L->b_end, lab, e && human_turn(v) ? UI_PRIMARY : UI_DISABLED);
        ui_tooltip(a, L->b_end, "Finish this phase and go on to the next (Enter)");
    }
}

static void draw_dice(rview *v, ui_app *a, gfx *g, const rlayout *L)
{
    SDL_Rect d = L->dice;

    if (v->ntray <= 1) {
        ui_dice_tray(a, d, v->ntray ? &v->tray[0] : NULL);
        return;
    }
    if (v->ntray > 2)
        d.h -= 18; /* room for the note below */
    {
        /* the last two rolls side by side (an assault and its cost, say) */
        SDL_Rect l = {d.x, d.y, d.w / 2 - 3, d.h};
        SDL_Rect r = {d.x + d.w / 2 + 3, d.y, d.w / 2 - 3, d.h};
        ui_dice_tray(a, l, &v->tray[v->ntray - 2]);
        ui_dice_tray(a, r, &v->tray[v->ntray - 1]);
    }
    if (v->ntray > 2) {
        char buf[64];
        snprintf(buf, sizeof buf, "and %d earlier roll%s: see the log", v->ntray - 2,
                 v->ntray == 3 ? "" : "s");
        gfx_text_align(g, GFX_SMALL, d.x, d.y + d.h + 1, d.w, GFX_CENTER, gfx_rgb(0xc9b48e), buf);
    }
}

static void draw_hover(rview *v, gfx *g, const rlayout *L)
{
    const race_state *st = ST(v);
    const race_cell *c;
    char lab[8], buf[160];
    static const char *const terr[] = {"Fields", "City", "Imperial Palace", "Legation quarter"};
    int w;

    if (v->hover_cell < 0)
        return;
    c = &st->cell[v->hover_cell];
    race_cell_label(st, v->hover_cell, lab, sizeof lab);
    snprintf(buf, sizeof buf, "%s  %s", lab, c->terrain < 4 ? terr[c->terrain] : "");
    if (!c->scouted)
        snprintf(buf + strlen(buf), sizeof buf - strlen(buf), ", unscouted");
    else if (c->unit >= 0) {
        const race_unit *u = &st->unit[c->unit];
        snprintf(buf + strlen(buf), sizeof buf - strlen(buf), ": %s %s%s", racev_nation_adj(u->nation),
                 kind_name(u->kind), u->sup ? ", suppressed" : "");
    } else if (c->counter >= 0 && c->counter != RACE_C_EMPTY) {
        snprintf(buf + strlen(buf), sizeof buf - strlen(buf), ": %s%s", race_counter_name(c->counter),
                 c->csup ? ", suppressed" : "");
    }
    w = gfx_text_w(g, GFX_SMALL, buf) + 20;
    gfx_round(g, (SDL_Rect){L->map.x + 10, L->map.y + L->map.h - 40, w, 28}, 6, gfx_rgba(0x1c150f, 210));
    gfx_text(g, GFX_SMALL, L->map.x + 20, L->map.y + L->map.h - 34, gfx_rgb(0xf3e9d2), buf);
}

/* The board is not drawn at all behind it: nothing to peek at. */
static void draw_handover(rview *v, ui_app *a, gfx *g, const rlayout *L)
{
    const race_state *st = ST(v);
    char buf[96];
    int n = v->handover, i, j;
    SDL_Rect card = {L->w / 2 - 330, L->h / 2 - 210, 660, 400}, in;
    SDL_Rect flag;

    gfx_gradient(g, (SDL_Rect){0, 0, L->w, L->h}, gfx_rgb(0x2b2118), gfx_rgb(0x120c08));
    for (i = 0; i * 90 < L->w + 90; i++)
        for (j = 0; j * 104 < L->h + 104; j++)
            gfx_hexagon_outline(g, (float)(i * 90), (float)(j * 104 + (i % 2) * 52), 60, 2,
                                gfx_rgba(0xc9a227, 16));
    in = ui_panel(a, card, NULL);
    flag = (SDL_Rect){L->w / 2 - 75, in.y + 12, 150, 100};
    gfx_fill(g, (SDL_Rect){flag.x + 4, flag.y + 5, flag.w, flag.h}, gfx_rgba(0, 90));
    gfx_image(g, racev_nation_flag(n), flag);
    snprintf(buf, sizeof buf, "Pass to the %s player", racev_nation_adj(n));
    gfx_text_align(g, GFX_TITLE, in.x, flag.y + flag.h + 22, in.w, GFX_CENTER, gfx_rgb(UI_INK), buf);
    snprintf(buf, sizeof buf, "Round %d  -  %s phase", st->round, race_phase_name(st->phase));
    gfx_text_align(g, GFX_LARGE, in.x, flag.y + flag.h + 78, in.w, GFX_CENTER, gfx_rgb(UI_ACCENT), buf);
    gfx_text_align(g, GFX_BODY, in.x, flag.y + flag.h + 114, in.w, GFX_CENTER, gfx_rgb(UI_MUTED),
                   "The map stays hidden until the next player is ready.");
    ui_button(a, L->ready, "Ready", UI_PRIMARY);
    ui_target(a, L->ready, "next");
}

static void draw_banner(rview *v, ui_app *a, gfx *g, const rlayout *L)
{
    const race_state *st = ST(v);
    char head[96], body[256];
    SDL_Rect in;
    int i;

    if (st->result == RACE_RES_TOTAL && st->winner >= 0) {
        snprintf(head, sizeof head, "Total victory for the %s", race_nation_name(st->winner));
        snprintf(body, sizeof body, "The %s hold all four legation hexes and rescue the foreign "
                 "nationals alone.", race_nation_name(st->winner));
    } else if (st->result == RACE_RES_SHARED) {
        snprintf(head, sizeof head, "The legations are relieved");
        snprintf(body, sizeof body, "A shared victory. Legation hexes held:");
        for (i = 0; i < RACE_NATIONS; i++) {
            int h = race_legation_held(st, i);
            if (h)
                snprintf(body + strlen(body), sizeof body - strlen(body), " %s %d,", race_nation_name(i), h);
        }
        body[strlen(body) - 1] = '.';
    } else {
        snprintf(head, sizeof head, "No result");
        snprintf(body, sizeof body, "The relief did not reach all four legation hexes in time.");
    }
    gfx_fill(g, L->map, gfx_rgba(0x120c08, 120));
    in = ui_panel(a, L->banner, head);
    gfx_text_wrap(g, GFX_BODY, (SDL_Rect){in.x + 6, in.y + 4, in.w - 12, 80}, gfx_rgb(UI_INK), body);
    ui_button(a, L->over_leave, "Leave", 0);
    ui_button(a, L->over_view, "View the map", UI_PRIMARY);
    ui_target(a, L->over_view, "next");
}

static void zoom_buttons(rview *v, ui_app *a, const rlayout *L)
{
    (void)v;
    ui_button(a, L->z_in, "+", 0);
    ui_button(a, L->z_out, "-", 0);
    ui_button(a, L->z_fit, "Fit", 0);
    ui_tooltip(a, L->z_fit, "Show the whole map (0). Wheel or +/- zoom, drag or arrow keys pan.");
}

/* ------------------------------------------------------------ scene */

static void leave_choice(ui_app *a, void *ctx, int choice)
{
    (void)ctx;
    if (choice == 0)
        ui_pop(a); /* the dialog is already gone: this pops the game */
}

static void ask_leave(ui_app *a)
{
    static const char *const b[2] = {"Leave", "Stay"};
    ui_push(a, ui_dialog_new("Leave the game?",
                             "The game is saved after every move: Continue in the launcher "
                             "takes it up again.", b, 2, leave_choice, NULL));
}

static void do_undo(rview *v, ui_app *a)
{
    if (v->handover >= 0 || v->queued)
        return;
    if (ui_undo(a, v->s) != 0)
        return;
    v->queued++;
    v->undo_chain = 1;
}

/* An undo has run: step back over the computer's moves too, or it would
 * replay them at once. */
static void undo_done(rview *v, ui_app *a, const ui_change *c)
{
    if (c->ok && v->undo_chain && seat_is(v, seat_to_move(v), RACE_SEAT_COMPUTER) &&
        session_can_undo(v->s) > 0 && v->undo_chain++ < 4096 && ui_undo(a, v->s) == 0) {
        v->queued++;
        return;
    }
    v->undo_chain = 0;
    v->sel = -1;
    v->bot_stuck = 0;
    legal_refresh(v); /* seat_check hands the screen over if undo crossed into another player's turn */
}

/* A change asked for by this view has run, between frames. */
static void changed(ui_scene *sc, ui_app *a, const ui_change *c)
{
    rview *v = sc->data;

    if (v->queued > 0)
        v->queued--;
    v->legal_for = -1;
    if (c->kind == UI_CHANGE_UNDO)
        undo_done(v, a, c);
    else if (c->kind == UI_CHANGE_BOT)
        bot_done(v, a, c);
    else
        legal_refresh(v);
}

/* All of this frame's input, before anything is drawn. */
static void handle_input(rview *v, ui_app *a, const rlayout *L)
{
    const ui_input *in = ui_in(a);
    int over = game_over(v, NULL, 0);

    if (v->handover >= 0) {
        if (ui_clicked(a, L->ready) || in->key == SDLK_RETURN || in->key == SDLK_KP_ENTER) {
            v->screen_owner = v->handover;
            v->handover = -1;
        }
        return;
    }
    if (over && !v->over_seen) {
        if (ui_clicked(a, L->over_view) || in->key == SDLK_RETURN)
            v->over_seen = 1;
        else if (ui_clicked(a, L->over_leave))
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
        ui_scene *d = ui_load_dialog_new(a, "race");
        if (d)
            ui_push(a, d);
        return;
    }
    if (ui_clicked(a, L->b_leave)) {
        ask_leave(a);
        return;
    }
    if (v->help_open)
        return; /* the help panel covers the map and takes its own clicks */
    if (seat_is(v, seat_to_move(v), RACE_SEAT_COMPUTER) && v->bot_delay > 0 &&
        (ui_clicked(a, L->b_end) || in->key == SDLK_SPACE)) {
        v->hurry = seat_to_move(v);
        return;
    }
    if (human_turn(v) && !over) {
        const rlegal *e = find_legal(v, RACE_A_END_PHASE, -1, -1, -1, -1);
        const rlegal *hold = find_legal(v, RACE_A_REBEL_HOLD, -1, -1, -1, -1);
        if (e && (ui_clicked(a, L->b_end) || in->key == SDLK_RETURN || in->key == SDLK_KP_ENTER)) {
            v->sel = -1;
            play_name(v, a, e->name);
            return;
        }
        if (hold && ui_clicked(a, L->b_hold)) {
            play_name(v, a, hold->name);
            return;
        }
    }
    /* zoom and pan */
    if (ui_clicked(a, L->z_in) || in->key == SDLK_PLUS || in->key == SDLK_EQUALS || in->key == SDLK_KP_PLUS) {
        racev_map_zoom(v, 1.25, L->map.x + L->map.w / 2, L->map.y + L->map.h / 2);
        return;
    }
    if (ui_clicked(a, L->z_out) || in->key == SDLK_MINUS || in->key == SDLK_KP_MINUS) {
        racev_map_zoom(v, 0.8, L->map.x + L->map.w / 2, L->map.y + L->map.h / 2);
        return;
    }
    if (ui_clicked(a, L->z_fit) || in->key == SDLK_0 || in->key == SDLK_f) {
        racev_map_fit(v, L->map, 1);
        return;
    }
    if (in->key == SDLK_LEFT) racev_map_pan(v, 80, 0);
    if (in->key == SDLK_RIGHT) racev_map_pan(v, -80, 0);
    if (in->key == SDLK_UP) racev_map_pan(v, 0, 80);
    if (in->key == SDLK_DOWN) racev_map_pan(v, 0, -80);
    if (in_rect(L->map, in->mx, in->my) && in->wheel)
        racev_map_zoom(v, pow(1.2, in->wheel), in->mx, in->my);
    if (in->down && in_rect(L->map, in->press_x, in->press_y)) {
        int dx = in->mx - in->press_x, dy = in->my - in->press_y;
        if (!v->dragging && dx * dx + dy * dy > 36) {
            v->dragging = 1;
            v->drag_lx = in->press_x;
            v->drag_ly = in->press_y;
        }
        if (v->dragging) {
            racev_map_pan(v, in->mx - v->drag_lx, in->my - v->drag_ly);
            v->drag_lx = in->mx;
            v->drag_ly = in->my;
        }
    }
    if (in->rclicked)
        v->sel = -1;
    if (!in->down && !in->clicked)
        v->dragging = 0; /* released outside the window */
    if (in->clicked) {
        int was_drag = v->dragging;
        v->dragging = 0;
        if (!was_drag && !over && in_rect(L->map, in->mx, in->my) &&
            in_rect(L->map, in->press_x, in->press_y) &&
            !in_rect(L->z_in, in->mx, in->my) && !in_rect(L->z_out, in->mx, in->my) &&
            !in_rect(L->z_fit, in->mx, in->my))
            map_click(v, a, in->mx, in->my);
    }
}

static void frame(ui_scene *sc, ui_app *a, gfx *g)
{
    rview *v = sc->data;
    const ui_input *in = ui_in(a);
    rlayout L;

    layout(v, g, &L);
    v->maprect = L.map;
    if (v->cam.fitted_to.w != L.map.w || v->cam.fitted_to.h != L.map.h)
        racev_map_fit(v, L.map, v->cam.fit_scale <= 0 || !v->cam.user_moved);
    legal_refresh(v);
    seat_check(v);
    handle_input(v, a, &L);
    ui_scene *top = ui_top(a);
    if (top != sc && !(top && top->overlay))
        return; /* left the game */
    /* under a dialog (Leave, Load) the board stays in view, and still;
     * the computer waits while the player's own change is queued */
    if (top == sc)
        bot_step(v, a);
    legal_refresh(v);
    seat_check(v);
    dice_refresh(v, a, 0);

    if (v->handover >= 0) {
        draw_handover(v, a, g, &L);
        return;
    }
    v->hover_cell = in_rect(L.map, in->mx, in->my) && !v->help_open
                        ? racev_map_cell_at(v, in->mx, in->my) : -1;
    compute_marks(v);
    racev_map_draw(v, a, g);
    register_targets(v, a, &L);
    zoom_buttons(v, a, &L);
    draw_hover(v, g, &L);
    gfx_fill(g, L.side, gfx_rgb(UI_BG));
    gfx_fill(g, (SDL_Rect){L.side.x, L.side.y, 2, L.side.h}, gfx_rgb(0x1c150f));
    draw_armies(v, a, g, &L);
    draw_orders(v, a, g, &L);
    draw_dice(v, a, g, &L);
    ui_log_panel(a, L.log, v->s->log, &v->log_scroll);
    draw_top(v, a, g, &L);
    if (v->help_open && racev_help_draw(v, a, g, L.help))
        v->help_open = 0;
    if (game_over(v, NULL, 0) && !v->over_seen)
        draw_banner(v, a, g, &L);
}

static int command(ui_scene *sc, ui_app *a, int cmd)
{
    rview *v = sc->data;

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
        else if (v->sel >= 0)
            v->sel = -1;
        else
            ask_leave(a);
        return 1;
    default:
        return 0;
    }
}

static int animating(ui_scene *sc, ui_app *a)
{
    rview *v = sc->data;
    (void)a;
    /* nothing pulses: an idle board costs no CPU */
    (void)v;
    return 0;
}

static void destroy(ui_scene *sc)
{
    rview *v = sc->data;

    legal_clear(v);
    racev_map_free(v);
    session_free(v->s);
    free(v);
}

static ui_scene *race_open(ui_app *a, session *s)
{
    rview *v = calloc(1, sizeof *v);
    const race_state *st = s->state;
    const char *env = getenv("LEGATION_BOT_DELAY");
    int i;

    (void)a;
    if (!v)
        return NULL;
    v->s = s;
    v->legal_for = -1;
    v->sel = -1;
    v->hover_cell = -1;
    v->screen_owner = -1;
    v->handover = -1;
    v->breach_cell = -1;
    v->hurry = -1;
    v->bot_delay = env && *env ? atoi(env) : DEFAULT_BOT_DELAY;
    if (v->bot_delay < 0)
        v->bot_delay = 0;
    for (i = 0; i < RACE_NATIONS; i++)
        if (st->seat[i] == RACE_SEAT_HUMAN)
            v->nhumans++;
    v->dice_uses = st->dice.r.uses;
    /* a loaded game shows its last rolls, settled */
    if (s->nactions > 0) {
        v->dice_uses = (uint64_t)-1;
        dice_refresh(v, a, 1);
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

const game_view race_view = {race_open, racev_map_picture};
const game_module race_module = {&race_rules, &race_view};
