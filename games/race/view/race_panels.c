/* race_panels: what the Race to the Legations screen draws around the
 * map: the layout, the side column's head (round, phases, buttons), the
 * armies, the orders panel, the dice tray (from the rules' rolls), the
 * hover line, the hand-over screen and the end-of-game banner. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL.h>

#include "games/race/view/race_view_local.h"
#include "ui/labels.h"

/* The side column is at least this wide (its header holds the five
 * phase chips side by side) and at most that. */
#define SIDE_W_MIN 560
#define SIDE_W_MAX 600

/* ------------------------------------------------------------ layout */

/* The map is taller than wide (27 rows of flat-topped hexes), so at
 * "Fit" its hex size is set by the window's height: the map takes the
 * full height on the left, and the side column on the right (with the
 * round, the phase chips and the buttons at its head) takes the width
 * the fitted map leaves over, within limits. */
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
    scale = (h - 24) / hu;  /* hexmap_fit keeps a 12-unit margin */
    side = w - (int)ceil(wu * scale + 24) - 4;
    if (side < SIDE_W_MIN)
        side = SIDE_W_MIN;
    if (side > SIDE_W_MAX)
        side = SIDE_W_MAX;
    return side;
}

void racev_layout(const rview *v, gfx *g, rlayout *L)
{
    int w = gfx_w(g), h = gfx_h(g), sx, bw = 68, y, sw = side_width(v, w, h), k, cw;

    memset(L, 0, sizeof *L);
    L->w = w;
    L->h = h;
    L->map = (SDL_Rect){0, 0, w - sw, h};
    L->top = (SDL_Rect){w - sw, 0, sw, HEAD_H};
    L->side = (SDL_Rect){w - sw, HEAD_H, sw, h - HEAD_H};
    screen_bar_rects(w, bw, L->bar);
    for (k = 0; k < SCREEN_NBUTTONS; k++)
        L->bar[k].y = 10;
    /* the five phase chips share the column's width */
    cw = (sw - 20 - 4 * 6) / 5;
    for (k = 0; k < 5; k++)
        L->chip[k] = (SDL_Rect){L->top.x + 10 + k * (cw + 6), 54, cw, 36};
    sx = L->side.x + 10;
    y = HEAD_H + 8;
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
    /* below the head, so the buttons stay clickable (Help closes it) */
    L->help = (SDL_Rect){16, HEAD_H + 12, w - 32, h - HEAD_H - 24};
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
                 racev_kind_name(st->unit[r->unit].kind));
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

void racev_dice_refresh(rview *v, ui_app *a, int quiet)
{
    const race_state *st = ST(v);
    Uint32 at = ui_now(a);
    int i;

    /* new rolls, or a new army's turn that emptied the tray */
    if (st->dice.r.uses == v->dice_uses && !(st->nroll == 0 && v->ntray > 0))
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
        if (racev_unit_cell(v, r->unit) >= 0)
            v->roll_cell[v->nroll_cell++] = racev_unit_cell(v, r->unit);
    }
}

/* ---------------------------------------------------------- drawing */

static const char *phase_hint(const rview *v)
{
    const race_state *st = ST(v);
    int seat = racev_seat_to_move(v);

    if (screen_waiting_words(&v->sh, seat))
        return screen_waiting_words(&v->sh, seat);
    if (seat >= 0 && !racev_seat_is(v, seat, RACE_SEAT_COMPUTER) && !screen_seat_mine(&v->sh, seat)) {
        /* a networked game: another player's turn, shown as it is played */
        static char other[160];
        char words[96];
        snprintf(other, sizeof other, "%s: the map shows their moves as they make them.",
                 screen_turn_words(&v->sh, seat, 0, words, sizeof words));
        other[0] = (char)(other[0] >= 'a' && other[0] <= 'z' ? other[0] - 32 : other[0]);
        return other;
    }

    if (st->rout >= 0)
        return "Your unit routs. Click a green hex for it to fall back to: the rules let "
               "it go to any free hex no nearer the legation.";
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

/* The head of the side column: the round, the Help..Leave buttons and
 * the five phase chips (the current one in the army's colour). */
void racev_draw_top(rview *v, ui_app *a, gfx *g, const rlayout *L)
{
    const race_state *st = ST(v);
    static const int phases[5] = {RACE_PH_RALLY, RACE_PH_ARTILLERY, RACE_PH_BREACH, RACE_PH_REBEL,
                                  RACE_PH_ACTION};
    char buf[64];
    int i, over = racev_game_over(v, NULL, 0), seat = st->active;
    unsigned col = racev_nation_rgb(seat), ink = racev_nation_ink(seat);

    gfx_gradient(g, L->top, gfx_rgb(0x2b2118), gfx_rgb(0x1c150f));
    gfx_fill(g, (SDL_Rect){L->top.x, HEAD_H - 3, L->top.w, 3}, gfx_rgb(UI_GOLD));
    if (over)
        snprintf(buf, sizeof buf, "Game over");
    else
        snprintf(buf, sizeof buf, "Round %d", st->round);
    i = gfx_text(g, GFX_HEADING, L->top.x + 16, 14, gfx_rgb(over ? UI_GOLD : 0xf3e9d2), buf);
    ui_part(a, (SDL_Rect){L->top.x + 16, 14, i, gfx_line_h(g, GFX_HEADING)}, "panel head round");
    for (i = 0; i < 5; i++) {
        SDL_Rect c = L->chip[i];
        int cur = !over && st->phase == phases[i], done = !over && st->phase > phases[i];
        SDL_Color fill = cur ? gfx_rgb(col) : done ? gfx_rgb(0x4a3c2e) : gfx_rgb(0x34291f);
        SDL_Color tc = cur ? gfx_rgb(ink) : done ? gfx_rgb(0xb8a78a) : gfx_rgb(0x8c7a62);
        char lab[32];
        gfx_round(g, c, 6, cur ? gfx_rgb(UI_GOLD) : gfx_rgb(0x5a4a3a));
        gfx_round(g, (SDL_Rect){c.x + 2, c.y + 2, c.w - 4, c.h - 4}, 5, fill);
        snprintf(lab, sizeof lab, "%d %s", i + 1, race_phase_name(phases[i]));
        {
            /* a chip too narrow for its label takes the small type */
            int font = cur ? GFX_BOLD : GFX_BODY, tw = gfx_text_w(g, font, lab), lh;
            if (tw > c.w - 8) {
                font = GFX_SMALL;
                tw = gfx_text_w(g, font, lab);
            }
            lh = gfx_line_h(g, font);
            gfx_text_align(g, font, c.x, c.y + (c.h - lh) / 2, c.w, GFX_CENTER, tc, lab);
            snprintf(buf, sizeof buf, "panel head chip %s", lab);
            ui_part(a, (SDL_Rect){c.x + (c.w - tw) / 2, c.y + (c.h - lh) / 2, tw, lh}, buf);
        }
    }
    for (i = 0; i < SCREEN_NBUTTONS; i++)
        ui_part(a, L->bar[i], "panel head button");
    screen_bar_draw(&v->sh, a, L->bar,
                    "Every rule table, and the choices made where the rules are silent (H)",
                    "Open a saved game of the Race");
}

/* Army rows in turn order (the rules start with the Russians). */
void racev_draw_armies(rview *v, ui_app *a, gfx *g, const rlayout *L)
{
    const race_state *st = ST(v);
    SDL_Rect in = ui_panel(a, L->armies, NULL);
    static const int order[RACE_NATIONS] = {RACE_RUSSIANS, RACE_JAPANESE, RACE_AMERICANS, RACE_BRITISH};
    int i, k, rh = in.h / RACE_NATIONS, over = racev_game_over(v, NULL, 0);
    int narrow = in.w < 470; /* no room for the seat badges */
    int xname = in.x + 64, xseat = in.x + 64 + 104, xunits = narrow ? xseat : xseat + 84;
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
        /* the army's counter, so its colour on the map is plain */
        gfx_image(g, racev_map_unit_art(n, RACE_TROOPS), (SDL_Rect){in.x + 35, row.y + (row.h - 22) / 2, 22, 22});
        gfx_text(g, GFX_BOLD, xname, ty, gfx_rgb(UI_INK), race_nation_name(n));
        if (st->seat[n] == RACE_SEAT_EMPTY) {
            gfx_text(g, GFX_SMALL, xseat, sy, gfx_rgb(UI_MUTED), "not playing");
            continue;
        }
        if (!narrow) {
            /* who plays it as the session knows it: a remote player's
             * name, or the computer's once a dropped seat is handed over */
            char tag[64];
            int comp = screen_seat_computer(&v->sh, n, st->seat[n] == RACE_SEAT_COMPUTER);
            const char *lab = screen_seat_tag(&v->sh, n, comp, tag, sizeof tag);
            int tw = gfx_text_w(g, GFX_SMALL, lab) + 14;
            SDL_Rect badge = {xseat, row.y + (row.h - 20) / 2, tw, 20};
            gfx_round(g, badge, 10, gfx_rgb(comp ? 0xd9ccae : 0x2b2118));
            gfx_text_align(g, GFX_SMALL, badge.x, badge.y + (20 - gfx_line_h(g, GFX_SMALL)) / 2, badge.w,
                           GFX_CENTER, gfx_rgb(comp ? UI_INK : 0xf3e9d2), lab);
            snprintf(buf, sizeof buf, "seat tag %s: %.40s", race_nation_name(n), lab);
            ui_part(a, badge, buf); /* named for tests */
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
        snprintf(buf + strlen(buf), n - strlen(buf), "%d hex%s to assault. ", as, as == 1 ? "" : "es");
    if (sw)
        snprintf(buf + strlen(buf), n - strlen(buf), "%d to relieve. ", sw);
}

/* " British 3, Russians 1." after a shared victory's sentence in buf: the
 * legation hexes each army holds */
static void append_held(const race_state *st, char *buf, size_t n)
{
    for (int i = 0; i < RACE_NATIONS; i++) {
        int h = race_legation_held(st, i);
        if (h)
            snprintf(buf + strlen(buf), n - strlen(buf), " %s %d,", race_nation_name(i), h);
    }
    buf[strlen(buf) - 1] = '.';
}

void racev_draw_orders(rview *v, ui_app *a, gfx *g, const rlayout *L)
{
    const race_state *st = ST(v);
    char title[96], buf[256], res[64];
    int seat = racev_seat_to_move(v), y;
    SDL_Rect in;

    if (racev_game_over(v, res, sizeof res)) {
        snprintf(title, sizeof title, "The race is over");
    } else {
        snprintf(title, sizeof title, "%s phase - %s", race_phase_name(st->phase),
                 race_nation_name(st->active));
    }
    in = ui_panel(a, L->orders, title);
    y = in.y;
    if (!racev_game_over(v, NULL, 0) && st->active >= 0 && st->active < RACE_NATIONS) {
        /* whose move, on the title bar's right: the army's flag and who plays it */
        int lh = gfx_line_h(g, GFX_BOLD), by = L->orders.y + 6 + (lh + 14 - 20) / 2;
        SDL_Rect f = {L->orders.x + L->orders.w - 6 - 10 - 30, by, 30, 20};
        char wbuf[96];
        const char *who = screen_turn_words(&v->sh, st->active,
                                            racev_seat_is(v, st->active, RACE_SEAT_COMPUTER),
                                            wbuf, sizeof wbuf);
        int tw = gfx_text_w(g, GFX_SMALL, who);
        gfx_image(g, racev_nation_flag(st->active), f);
        gfx_text(g, GFX_SMALL, f.x - 8 - tw, L->orders.y + 6 + (lh + 14 - gfx_line_h(g, GFX_SMALL)) / 2,
                 gfx_rgb(0xc9b48e), who);
        ui_part(a, (SDL_Rect){f.x - 8 - tw, f.y, tw + 8 + f.w, f.h}, "orders bar: who moves");
        ui_part(a, (SDL_Rect){L->orders.x + 18, L->orders.y + 6, gfx_text_w(g, GFX_BOLD, title), lh + 14},
                "orders bar: title");
    }
    if (racev_game_over(v, NULL, 0)) {
        /* who won stays on screen once the banner is closed (View the map) */
        if (st->result == RACE_RES_TOTAL && st->winner >= 0) {
            snprintf(buf, sizeof buf, "Total victory for the %s: they hold all four legation hexes.",
                     race_nation_name(st->winner));
        } else if (st->result == RACE_RES_SHARED) {
            snprintf(buf, sizeof buf, "The legations are relieved; the armies in them share the victory:");
            append_held(st, buf, sizeof buf);
        } else {
            snprintf(buf, sizeof buf, "No one reached the legations in time: no result.");
        }
        gfx_text_wrap(g, GFX_BODY, (SDL_Rect){in.x, y, in.w, 80}, gfx_rgb(UI_INK), buf);
        return;
    }
    if (racev_seat_is(v, seat, RACE_SEAT_COMPUTER)) {
        static const char *const dots[4] = {"", ".", "..", "..."};
        snprintf(buf, sizeof buf, "The %s (computer) %s%s", race_nation_name(seat),
                 v->s->watch ? "move" : "are at work", v->s->watch ? "." : dots[(ui_now(a) / 350) % 4]);
        gfx_text_wrap(g, GFX_BODY, (SDL_Rect){in.x, y, in.w, 60}, gfx_rgb(UI_INK), buf);
        gfx_text_wrap(g, GFX_SMALL, (SDL_Rect){in.x, y + 48, in.w, 60}, gfx_rgb(UI_MUTED),
                      v->s->watch ? "A replay: the bar below steps through the moves (Left, "
                                    "Right) or plays them (Space)."
                                  : "Their rolls appear in the dice tray and every event in the log below.");
        if (v->sh.bot_delay > 0 && v->sh.hurry != seat && !v->s->watch) {
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
        snprintf(buf, sizeof buf, "%s %s at %s", racev_nation_adj(u->nation), racev_kind_name(u->kind), lab);
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
        if (u->pinned)
            snprintf(buf + strlen(buf), sizeof buf - strlen(buf), "Pinned. ");
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
    if (racev_human_turn(v) && racev_find_legal(v, RACE_A_REBEL_HOLD, -1, -1, -1, -1))
        ui_button(a, L->b_hold, "Hold", 0);
    {
        const rlegal *e = racev_find_legal(v, RACE_A_END_PHASE, -1, -1, -1, -1);
        char lab[48], loss[300];
        racev_end_label(v, lab, sizeof lab);
        ui_button(a, L->b_end, lab, !e || !racev_human_turn(v) ? UI_DISABLED
                                    : racev_end_loss(v, loss, sizeof loss)[0] ? UI_DANGER : UI_PRIMARY);
        ui_tooltip(a, L->b_end, "Finish this phase and go on to the next (Enter)");
    }
}

void racev_draw_dice(rview *v, ui_app *a, gfx *g, const rlayout *L)
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

/* The hovered hex's words go through the map's label placer (engine/ui
 * labels) as the verdict: in the map's lower left corner as before, or
 * another corner, or beside the hex, wherever they cover no counter nor
 * the hex itself (fixed in the lower left they covered the armies that
 * stand at the map's left edge, and the hex pointed at there). */
static void hover_label(rview *v, ui_app *a, gfx *g, const rlayout *L, const char *text)
{
    const race_state *st = ST(v);
    SDL_Rect m = L->map, hr = hexmap_cell_rect(&v->map, v->hover_cell);
    float r = hexmap_radius(&v->map);
    lplace_spot sp[12];
    int n = 0;

    hexmap_labels_begin(&v->map);
    for (int c = 0; c < st->cols * st->rows; c++) {
        const race_cell *ce = &st->cell[c];
        float x, y;
        if (ce->unit < 0 && (ce->counter < 0 || ce->counter == RACE_C_EMPTY))
            continue;
        hexmap_cell_xy(&v->map, c, &x, &y);
        if (hexmap_visible(&v->map, x, y, r))
            labels_keep(hexmap_square(x, y, r * 0.84f), 4);
    }
    labels_keep(hr, 16);
    sp[n++] = (lplace_spot){(float)m.x + 10, (float)(m.y + m.h - 12), 0, 1};
    sp[n++] = (lplace_spot){(float)(m.x + m.w - 10), (float)m.y + 10, 1, 0};
    sp[n++] = (lplace_spot){(float)m.x + 10, (float)m.y + 10, 0, 0};
    n += labels_box_spots(hr, 6, sp + n);
    labels_add(g, LPLACE_VERDICT, LPLACE_IN_BOUNDS, text, NULL, gfx_rgb(0xf3e9d2), 1,
               "label: verdict: hover", sp, n);
    labels_end(a, g);
}

void racev_draw_hover(rview *v, ui_app *a, gfx *g, const rlayout *L)
{
    const race_state *st = ST(v);
    const race_cell *c;
    char lab[8], buf[160];
    static const char *const terr[] = {"Fields", "City", "Imperial Palace", "Legation quarter"};

    if (v->hover_cell < 0)
        return;
    c = &st->cell[v->hover_cell];
    race_cell_label(st, v->hover_cell, lab, sizeof lab);
    snprintf(buf, sizeof buf, "%s  %s", lab, c->terrain < 4 ? terr[c->terrain] : "");
    if (!c->scouted)
        snprintf(buf + strlen(buf), sizeof buf - strlen(buf), ", unscouted");
    else if (c->unit >= 0) {
        const race_unit *u = &st->unit[c->unit];
        snprintf(buf + strlen(buf), sizeof buf - strlen(buf), ": %s %s", racev_nation_adj(u->nation),
                 racev_kind_name(u->kind));
        if (u->sup)
            snprintf(buf + strlen(buf), sizeof buf - strlen(buf), ", suppressed (%d)", u->sup);
        if (u->pinned)
            snprintf(buf + strlen(buf), sizeof buf - strlen(buf), ", pinned");
        if (u->no_ammo)
            snprintf(buf + strlen(buf), sizeof buf - strlen(buf), ", out of ammunition");
    } else if (c->counter >= 0 && c->counter != RACE_C_EMPTY) {
        snprintf(buf + strlen(buf), sizeof buf - strlen(buf), ": %s%s", race_counter_name(c->counter),
                 c->csup ? ", suppressed" : "");
    }
    hover_label(v, a, g, L, buf);
}

/* The board is not drawn at all behind it: nothing to peek at. */
void racev_draw_handover(rview *v, ui_app *a, gfx *g, const rlayout *L)
{
    const race_state *st = ST(v);
    char buf[96];
    int n = v->sh.handover;
    SDL_Rect in = screen_handover_card(a, g, L->w, L->h), flag;

    flag = (SDL_Rect){L->w / 2 - 75, in.y + 12, 150, 100};
    gfx_fill(g, (SDL_Rect){flag.x + 4, flag.y + 5, flag.w, flag.h}, gfx_rgba(0, 90));
    gfx_image(g, racev_nation_flag(n), flag);
    snprintf(buf, sizeof buf, "Pass to the %s player", racev_nation_adj(n));
    gfx_text_align(g, GFX_TITLE, in.x, flag.y + flag.h + 22, in.w, GFX_CENTER, gfx_rgb(UI_INK), buf);
    snprintf(buf, sizeof buf, "Round %d  -  %s phase", st->round, race_phase_name(st->phase));
    gfx_text_align(g, GFX_LARGE, in.x, flag.y + flag.h + 78, in.w, GFX_CENTER, gfx_rgb(UI_ACCENT), buf);
    gfx_text_align(g, GFX_BODY, in.x, flag.y + flag.h + 114, in.w, GFX_CENTER, gfx_rgb(UI_MUTED),
                   "The map stays hidden until the next player is ready.");
    screen_ready_button(a, L->ready);
}

void racev_draw_banner(rview *v, ui_app *a, gfx *g, const rlayout *L)
{
    const race_state *st = ST(v);
    char head[96], body[256];

    if (st->result == RACE_RES_TOTAL && st->winner >= 0) {
        snprintf(head, sizeof head, "Total victory for the %s", race_nation_name(st->winner));
        snprintf(body, sizeof body, "The %s hold all four legation hexes and rescue the foreign "
                 "nationals alone.", race_nation_name(st->winner));
    } else if (st->result == RACE_RES_SHARED) {
        snprintf(head, sizeof head, "The legations are relieved");
        snprintf(body, sizeof body, "A shared victory. Legation hexes held:");
        append_held(st, body, sizeof body);
    } else {
        snprintf(head, sizeof head, "No result");
        snprintf(body, sizeof body, "The relief did not reach all four legation hexes in time.");
    }
    screen_map_banner(a, g, v->s, L->map, L->banner, head, body, L->over_view, L->over_leave);
}

void racev_end_label(const rview *v, char *buf, size_t n)
{
    const race_state *st = ST(v);
    if (st->phase == RACE_PH_ACTION)
        snprintf(buf, n, "End turn");
    else
        snprintf(buf, n, "End %s phase", race_phase_name(st->phase));
}

/* What ending the phase gives up that is still to be had, for the
 * question asked first (engine/ui ui_forfeit); "" when nothing is. The
 * units that could still rally, fire, try a breach or move (their roll
 * not made, or steps left), or a Chinese unit not roused in the Rebel
 * phase: each is a chance the rules let pass for the turn. */
const char *racev_end_loss(const rview *v, char *buf, size_t n)
{
    const race_state *st = ST(v);
    int seen[RACE_MAX_UNITS] = {0}, units = 0, rebels = 0, moving = 0;
    buf[0] = 0;
    for (int k = 0; k < v->nlegal; k++) {
        const race_action *x = &v->legal[k].act;
        if (x->type == RACE_A_ACTIVATE) {
            rebels++;
            continue;
        }
        if (x->type != RACE_A_RALLY && x->type != RACE_A_FIRE && x->type != RACE_A_BREACH &&
            x->type != RACE_A_MOVE)
            continue;
        if (x->unit < 0 || x->unit >= RACE_MAX_UNITS || seen[x->unit])
            continue;
        seen[x->unit] = 1;
        units++;
        moving += x->type == RACE_A_MOVE && st->unit[x->unit].rolled;
    }
    switch (st->phase) {
    case RACE_PH_RALLY:
        if (units)
            snprintf(buf, n, "End the Rally phase: %d unit%s that may still roll to rally will "
                     "keep %s suppression this turn.", units, units == 1 ? "" : "s",
                     units == 1 ? "its" : "their");
        break;
    case RACE_PH_ARTILLERY:
        if (units)
            snprintf(buf, n, "End the Artillery phase: %d gun%s that may still fire will not "
                     "fire this turn.", units, units == 1 ? "" : "s");
        break;
    case RACE_PH_BREACH:
        if (units)
            snprintf(buf, n, "End the Breach phase: %d unit%s that may still try a breach will "
                     "not this turn.", units, units == 1 ? "" : "s");
        break;
    case RACE_PH_REBEL:
        if (rebels)
            snprintf(buf, n, "End the Rebel phase without rousing a Chinese unit: none acts "
                     "against a rival army this turn.");
        break;
    case RACE_PH_ACTION:
        if (units && moving == units)
            snprintf(buf, n, "End the turn: %d unit%s with steps left will not move again this "
                     "turn.", units, units == 1 ? "" : "s");
        else if (units && moving == 0)
            snprintf(buf, n, "End the turn: %d unit%s that could still move will stay where %s "
                     "this turn.", units, units == 1 ? "" : "s", units == 1 ? "it is" : "they are");
        else if (units)
            snprintf(buf, n, "End the turn: %d units could still move (%d with steps left, %d not "
                     "yet rolled for movement); they will not move again this turn.", units, moving,
                     units - moving);
        break;
    default:
        break;
    }
    return buf;
}
