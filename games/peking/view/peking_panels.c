/* peking_panels: what the Siege at Peking screen draws around the map:
 * the layout, the phase bar (seven phases, turns 1-11), the status panel
 * (victory hexes against the turn number, fortifications, mines, Big Gun
 * shots, hospital, the dice tray), the orders panel (what to do, the
 * stack inspector, the phase's buttons), the overlay buttons and the
 * end-of-game banner (the hover caption's words and the hand-over card:
 * peking_hover.c). */
#include <stdio.h>
#include <string.h>

#include <SDL.h>

#include "games/peking/view/peking_view_local.h"

#define SIDE_MIN 440
#define SIDE_MAX 620
#define ZOOM_ROOM 140 /* the map's + - Fit buttons, beside the map */

/* The side column's width: the map, taller than it is wide, is fitted to
 * its area's height on wide screens; the width it leaves unused goes to
 * the panels, so that the dice tray and the orders have room to be read,
 * less room on both sides of the centred map for its zoom buttons. */
static int side_width(const pview *v, int w, int h, int *mapw)
{
    const pk_state *st = PST(v);
    double x0 = 1e9, x1 = -1e9, y0 = 1e9, y1 = -1e9, scale;
    int i, n = st->d->cols * st->d->rows, side;

    for (i = 0; i < n; i++) { /* the extent hexmap_fit fits */
        double x, y;
        hex_center(hex_at(&st->d->grid, i), &x, &y);
        x0 = x - 1 < x0 ? x - 1 : x0;
        x1 = x + 1 > x1 ? x + 1 : x1;
        y0 = y - 0.87 < y0 ? y - 0.87 : y0;
        y1 = y + 0.87 > y1 ? y + 0.87 : y1;
    }
    *mapw = w;
    if (n <= 0 || y1 <= y0)
        return SIDE_MIN;
    scale = (h - PV_TOP_H - 24) / (y1 - y0);
    *mapw = (int)(scale * (x1 - x0)) + 24;
    side = w - *mapw - 2 * ZOOM_ROOM;
    return side < SIDE_MIN ? SIDE_MIN : side > SIDE_MAX ? SIDE_MAX : side;
}

void pkv_layout(pview *v, gfx *g, playout *L)
{
    int w = gfx_w(g), h = gfx_h(g), bw = 68, sx, y, k, mapw, side = side_width(v, w, h, &mapw), edge;
    /* the dice tray grows where the orders panel has height to spare */
    int status_h = h > 880 ? 176 + (h - 880) / 5 : 176;
    SDL_Rect col;

    status_h = status_h > 210 ? 210 : status_h;
    memset(L, 0, sizeof *L);
    L->w = w;
    L->h = h;
    L->top = (SDL_Rect){0, 0, w, PV_TOP_H};
    L->map = (SDL_Rect){0, PV_TOP_H, w - side, h - PV_TOP_H};
    L->side = (SDL_Rect){w - side, PV_TOP_H, side, h - PV_TOP_H};
    screen_bar_rects(w, bw, L->bar);
    /* the overlay toggles go down the margin left of the map when it is
     * wide enough, so that they hide none of its edge hexes (where the
     * Chinese enter); else along the top */
    edge = (L->map.w - (mapw - 24)) / 2; /* the map's hexes begin there */
    for (k = 0; k < 3; k++)
        L->ov[k] = edge >= 12 + 100 + 6
                       ? (SDL_Rect){L->map.x + 12, L->map.y + 10 + k * 38, 100, 30}
                       : (SDL_Rect){L->map.x + 12 + k * 112, L->map.y + 10, 106, 30};
    sx = L->side.x + 10;
    y = PV_TOP_H + 8;
    L->status = (SDL_Rect){sx, y, side - 20, status_h};
    y += L->status.h + 8;
    /* the log keeps its eight rows (the player's split moves it), the
     * orders panel takes the rest; a stack's rows of counters and an
     * attack's rows of attackers scroll in what is left (they cut the log
     * to five or six rows: the attack had 392 of its own) */
    col = (SDL_Rect){sx, y, side - 20, h - y - 8};
    L->log = ui_log_carve(g, &col, &v->logv, 340, 300);
    L->panel = col;
    L->b_end = (SDL_Rect){L->panel.x + L->panel.w - 14 - 170, L->panel.y + L->panel.h - 14 - 36, 170, 36};
    L->ready = (SDL_Rect){w / 2 - 110, h / 2 + 112, 220, 48};
    L->banner = (SDL_Rect){L->map.x + L->map.w / 2 - 270, L->map.y + L->map.h / 2 - 110, 540, 220};
    L->b_over_view = (SDL_Rect){L->banner.x + L->banner.w - 20 - 150, L->banner.y + L->banner.h - 20 - 40,
                                150, 40};
    L->b_over_leave = (SDL_Rect){L->b_over_view.x - 12 - 130, L->b_over_view.y, 130, 40};
    L->help = (SDL_Rect){16, PV_TOP_H + 12, w - 32, h - PV_TOP_H - 24};
}

/* ------------------------------------------------------------ top bar */

static const int phases[7] = {PK_PH_BIGGUN, PK_PH_CMOVE, PK_PH_AREACT, PK_PH_SNIPER,
                              PK_PH_CCOMBAT, PK_PH_AMOVE, PK_PH_ACOMBAT};
static const char *const short_names[7] = {"Guns", "Move", "React", "Snipe", "Fight", "Move", "Fight"};

static const char *side_name(int side) { return side == PK_ALLIED ? "Allies" : "Chinese"; }

void pkv_draw_top(pview *v, ui_app *a, gfx *g, const playout *L)
{
    const pk_state *st = PST(v);
    char buf[64];
    int i, x = 16, side = pk_to_move(st), over = side < 0, head = 150, tw = 0;
    int cw;

    /* the title's column is as wide as its widest title: "Turn 10/11"
     * ran under the first phase box in a fixed 150 */
    snprintf(buf, sizeof buf, "Turn %d/%d", st->d->nturns, st->d->nturns);
    tw = gfx_text_w(g, GFX_HEADING, buf) + 14;
    if (tw > head)
        head = tw;
    cw = (L->bar[SCREEN_HELP].x - 16 - head - 170) / 7 - 4;
    gfx_gradient(g, L->top, gfx_rgb(0x2b2118), gfx_rgb(0x1c150f));
    gfx_fill(g, (SDL_Rect){0, PV_TOP_H - 3, L->w, 3}, gfx_rgb(UI_GOLD));
    if (st->phase == PK_PH_SETUP)
        snprintf(buf, sizeof buf, "Set-up");
    else
        snprintf(buf, sizeof buf, "Turn %d/%d", st->turn, st->d->nturns);
    gfx_text(g, GFX_HEADING, x, 8, gfx_rgb(0xf3e9d2), buf);
    /* named for the screen tests' assert-apart (the title, the boxes) */
    ui_part(a, (SDL_Rect){x, 8, gfx_text_w(g, GFX_HEADING, buf), 30}, "header title");
    if (st->turn >= 1 && st->turn <= st->d->nturns && st->turn <= 16)
        gfx_text(g, GFX_SMALL, x, 40, gfx_rgb(0xc9b48e), st->d->turn_label[st->turn - 1]);
    x += head;
    for (i = 0; i < 7; i++) {
        SDL_Rect c = {x + i * (cw + 4), 14, cw, 36};
        int cur = !over && st->phase == phases[i], done = !over && st->phase > phases[i] && st->phase != PK_PH_SETUP;
        SDL_Color fill = cur ? gfx_rgb(i == 2 || i >= 5 ? 0x25477a : 0x7c1f1a)
                             : done ? gfx_rgb(0x4a3c2e) : gfx_rgb(0x34291f);
        SDL_Color tc = cur ? gfx_rgb(0xffffff) : done ? gfx_rgb(0xb8a78a) : gfx_rgb(0x8c7a62);
        char lab[32];
        gfx_round(g, c, 6, cur ? gfx_rgb(UI_GOLD) : gfx_rgb(0x5a4a3a));
        gfx_round(g, (SDL_Rect){c.x + 2, c.y + 2, c.w - 4, c.h - 4}, 5, fill);
        snprintf(lab, sizeof lab, "%d %s", i + 1, short_names[i]);
        gfx_text_align(g, GFX_SMALL, c.x, c.y + 10, c.w, GFX_CENTER, tc, lab);
        ui_tooltip(a, c, pk_phase_name(phases[i]));
        snprintf(lab, sizeof lab, "header phase %d", i + 1);
        ui_part(a, c, lab);
    }
    x += 7 * (cw + 4) + 8;
    if (!over) {
        gfx_text(g, GFX_BOLD, x, 12, gfx_rgb(0xf3e9d2), side_name(side));
        char wbuf[96];
        const char *words = screen_turn_words(&v->sh, side, pkv_seat_is(v, side, PK_SEAT_COMPUTER),
                                              wbuf, sizeof wbuf);
        /* up to the Help button: "Waiting for the host to start" ran
         * under it; cut with an ellipsis, whole in the tooltip */
        SDL_Rect wr = {x, 34, L->bar[SCREEN_HELP].x - 8 - x, gfx_line_h(g, GFX_SMALL)};
        gfx_text_wrap_fit(g, GFX_SMALL, wr, gfx_rgb(0xc9b48e), words);
        ui_part(a, wr, "header turn words");
        if (gfx_text_w(g, GFX_SMALL, words) > wr.w)
            ui_tooltip(a, wr, words);
    } else {
        gfx_text(g, GFX_BOLD, x, 22, gfx_rgb(UI_GOLD), "Game over");
    }
    screen_bar_draw(&v->sh, a, L->bar,
                    "The combat results table, the terrain chart, every rule and our readings (H)",
                    "Open a saved game of Siege at Peking");
}

/* ------------------------------------------------------------ status */

void pkv_draw_status(pview *v, ui_app *a, gfx *g, const playout *L)
{
    const pk_state *st = PST(v);
    SDL_Rect in = ui_panel(a, L->status, NULL), tray;
    int held = pk_victory_held(st, PK_CHINESE), need = pk_victory_needed(st), i, y = in.y;
    int hosp = 0, c, n = st->d->cols * st->d->rows, tw, off[2] = {0, 0}, prim = 0;
    char buf[160], line[6][96];
    static const char *const tips[6] = {
        "What wins the Chinese the game: at once, as many victory hexes as the turn number, 2 fewer "
        "once every civilian is lost (21.1); after turn 11, every primary victory hex, 2 fewer "
        "likewise (21.2)",
        "Fortification counters each side may still build (13)",
        "Mines the Chinese may still lay, one a turn from turn 4 (16)",
        "Shots each Big Gun may still fire this turn, in gun order (10)",
        "Reduced Allied units in the hospital hexes (they may recover there), and doctors lost (17)",
        "Chinese units off the map, entering at its edges (19)"};

    /* the figures first: the column they need leaves the rest to the tray;
     * the two counts of 21 by the names the log uses, all victory hexes
     * (the bold line, against the turn) and the primary ones (the end) */
    for (i = 0; i < st->d->nprimary; i++)
        prim += st->control[st->d->vic[i]] == PK_CHINESE;
    snprintf(line[0], sizeof line[0], "Wins at %d; primary %d of %d", need, prim,
             st->d->nprimary);
    snprintf(line[1], sizeof line[1], "Forts: Allied %d, Chinese %d", st->forts_left[PK_ALLIED],
             st->forts_left[PK_CHINESE]);
    snprintf(line[2], sizeof line[2], "Mines left %d%s", st->mines_left,
             st->turn < st->d->mines_from ? ", from turn 4" : "");
    /* each gun's own count ("4 4" read as one number) */
    snprintf(line[3], sizeof line[3], "Big Gun shots:");
    for (i = 0; i < st->d->nbig_guns && i < 4; i++) {
        size_t l = strlen(line[3]);
        snprintf(line[3] + l, sizeof line[3] - l, "%s %d", !i ? "" : i + 1 < st->d->nbig_guns ? "," : " and",
                 st->d->gun_shots - st->gun_shots[i]);
    }
    for (c = 0; c < n; c++)
        if (st->d->hospital[c])
            for (i = 0; i < st->nunits; i++)
                if (st->u[i].where == PK_W_MAP && st->u[i].cell == c && st->u[i].reduced)
                    hosp++;
    snprintf(line[4], sizeof line[4], "Hospital %d; doctors lost %d", hosp, st->doctors_dead);
    for (i = 0; i < st->nunits; i++)
        if (st->u[i].side == PK_CHINESE && st->u[i].where == PK_W_OFF)
            off[st->u[i].kind == PK_K_IMPERIAL]++;
    snprintf(line[5], sizeof line[5], "Off map %d Boxers, %d Imp.", off[0], off[1]);
    snprintf(buf, sizeof buf, "Victory hexes %d of all %d", held, st->d->nvic);
    tw = gfx_text_w(g, GFX_BOLD, buf);
    for (i = 0; i < 6; i++)
        if (gfx_text_w(g, GFX_SMALL, line[i]) > tw)
            tw = gfx_text_w(g, GFX_SMALL, line[i]);
    tw += 6;
    if (tw < 11 * 19)
        tw = 11 * 19; /* the turn track's boxes keep room for "11" */

    /* the turn track, over the figures */
    for (i = 0; i < st->d->nturns && i < 16; i++) {
        SDL_Rect b = {in.x + i * (tw / st->d->nturns), y, tw / st->d->nturns - 2, 20};
        int cur = i + 1 == st->turn;
        char num[8];
        gfx_round(g, b, 3, cur ? gfx_rgb(UI_ACCENT) : i + 1 < st->turn ? gfx_rgb(0xb8a78a) : gfx_rgb(0xe6d6b0));
        snprintf(num, sizeof num, "%d", i + 1);
        gfx_text_align(g, GFX_SMALL, b.x, b.y + 2, b.w, GFX_CENTER, cur ? gfx_rgb(0xffffff) : gfx_rgb(UI_INK), num);
        ui_tooltip(a, b, st->d->turn_label[i]);
    }
    y += 26;
    gfx_text(g, GFX_BOLD, in.x, y, held >= need ? gfx_rgb(UI_ACCENT) : gfx_rgb(UI_INK), buf);
    ui_tooltip(a, (SDL_Rect){in.x, y, gfx_text_w(g, GFX_BOLD, buf), 20},
               "Victory hexes the Chinese hold, primary and secondary, of all there are; as many "
               "as the line below says wins them the game at once (21.1)");
    y += 22;
    for (i = 0; i < 6; i++) {
        gfx_text(g, GFX_SMALL, in.x, y, gfx_rgb(UI_INK), line[i]);
        ui_tooltip(a, (SDL_Rect){in.x, y, gfx_text_w(g, GFX_SMALL, line[i]), 16}, tips[i]);
        y += 17;
    }
    /* the dice tray: the rest of the panel, its whole height */
    tray = (SDL_Rect){in.x + tw + 8, in.y, in.w - tw - 8, in.h};
    {
        /* where the title or the result would be cut (the felt's text
         * line is the tray less 36 px), the few words of them instead */
        ui_roll shown = v->tray;
        int room = tray.w - 36;
        if (v->tray_what_short[0] && gfx_text_w(g, GFX_SMALL, shown.what) > room)
            snprintf(shown.what, sizeof shown.what, "%s", v->tray_what_short);
        if (v->tray_result_short[0] && gfx_text_w(g, GFX_SMALL, shown.result) > room)
            snprintf(shown.result, sizeof shown.result, "%s", v->tray_result_short);
        ui_dice_tray(a, tray, v->has_roll ? &shown : NULL);
    }
    if (v->has_roll) {
        char tip[300];
        snprintf(tip, sizeof tip, "%.200s", v->tray_note[0] ? v->tray_note : v->tray.what);
        ui_tooltip(a, tray, tip);
    }
}

/* ------------------------------------------------------ orders panel */

static const char *unit_name(const pk_state *st, const pk_unit *u)
{
    if (u->side == PK_ALLIED && u->def >= 0 && u->def < st->d->nallied)
        return st->d->allied[u->def].name;
    if (u->side == PK_CHINESE && u->def >= 0 && u->def < st->d->nchin_kinds)
        return st->d->chinese[u->def].name;
    return u->id;
}

static int has_legal(const pview *v, int type)
{
    int k;
    for (k = 0; k < v->nlegal; k++)
        if (v->legal[k].type == type)
            return 1;
    return 0;
}

static const char *hint(const pview *v, char *buf, size_t n)
{
    const pk_state *st = PST(v);

    if (st->ntasks > 0)
        switch (st->task[0].kind) {
        case PK_TASK_LOSS:
            return "Take the step losses: click a counter with a gold ring (or its row below).";
        case PK_TASK_RETREAT:
            return "Retreat hex by hex: click a green hex for the counter in the yellow ring (its own "
                   "hex, when green, stops it there). Click a ringed stack to choose another counter.";
        case PK_TASK_WITHDRAW:
            /* Done waits while one unit's withdrawal is under way */
            if (st->task[0].plen > 0)
                return "Withdrawal: click the next green hex for the counter in the yellow ring, or "
                       "its own hex to stop it there; then the next unit, or Done.";
            return "Withdrawal: click a green hex for each unit you take back, then Done.";
        case PK_TASK_ADVANCE:
            return "Advance after combat: click a green hex to move the ringed unit in, or No advance.";
        case PK_TASK_ATTRITION:
            return v->sel >= 0 ? "Attrition: Remove the guard or volunteer counter that leaves the "
                                 "line this turn, or click another ringed stack (one counter a turn, 14)."
                               : "Attrition: click a stack with a gold ring, then choose the guard or "
                                 "volunteer counter that leaves the line this turn (one counter a turn, 14).";
        case PK_TASK_STACK: {
            /* the hex, its points and the limit: "the limit (7)" was read
             * as a limit of 7 points (7 is the rule) */
            const pk_task *t = &st->task[0];
            char h[8] = "";
            pk_label(st->d, t->cell[0], h, sizeof h);
            snprintf(buf, n, "Over the stacking limit (rule 7): %s holds %d points, %d at most. Click a "
                     "counter in the ringed hex to eliminate it, until no more than %d remain.",
                     h, st->sp[t->side][t->cell[0]], st->d->stack[t->side], st->d->stack[t->side]);
            return buf;
        }
        default:
            break;
        }
    if (v->tool == PV_TOOL_MINE)
        return "Click an orange hex to lay the mine under it (die 1-3 per unit, 16).";
    if (v->tool == PV_TOOL_FORT)
        return "Click an orange hex to build a fortification there (13).";
    if (v->tool == PV_TOOL_ENTER)
        return "Click a green edge hex: the counters of the kind chosen enter there, as many as "
               "the hex takes or the number set below (their MP counts from the edge). Click the "
               "button again to stop.";
    switch (st->phase) {
    case PK_PH_SETUP:
        return "Set-up: click a ringed stack, choose a counter below, then a green hex to shift it. "
               "End the set-up to start turn 1.";
    case PK_PH_BIGGUN:
        /* once both guns have fired, the only thing left is to end */
        if (!has_legal(v, PK_A_GUN) && !has_legal(v, PK_A_SHELL))
            return "The Big Guns have fired all their shells this turn: End phase goes on to the "
                   "Chinese movement.";
        return "Place each Big Gun on a green hex within 3 hexes of an edge, then click one of the six "
               "arrows to fire along that hex line (die x 4 hexes).";
    case PK_PH_CMOVE:
        /* the hints promise only what is there: no stack to move, no
         * leader to snipe or to withdraw, no stack to take off */
        if (!has_legal(v, PK_A_ENTER) && !has_legal(v, PK_A_MOVE))
            return "No unit can move or enter now: End phase goes on.";
        /* no reinforcement buttons when every Chinese unit is on the map */
        if (!has_legal(v, PK_A_ENTER))
            return "To move, click a stack, then a green hex (the number is the MP left).";
        return "To bring units on, click Boxers or Imperial troops below. To move, click a stack, then a "
               "green hex (the number is the MP left).";
    case PK_PH_AREACT:
    case PK_PH_AMOVE:
        if (v->sel < 0 && !has_legal(v, PK_A_MOVE))
            return st->phase == PK_PH_AREACT
                       ? "No stack of yours can move now (none may leave an enemy ZOC in the reaction "
                         "phase, 6): End phase goes on."
                       : "No stack of yours can move now: End phase goes on.";
        return v->sel >= 0 ? "Click a green hex to move the picked counters (number: MP left). Untick "
                             "counters below to leave them behind."
                           : "Click a stack with a gold ring to move it.";
    case PK_PH_SNIPER:
        if (!has_legal(v, PK_A_SNIPE))
            return "No Allied leader is within 2 hexes of a Chinese unit that can see him: no "
                   "sniper shot this turn (8.1.4). End phase goes on.";
        return "Chinese snipers may fire once this phase at one Allied leader within 2 hexes of a Chinese "
               "unit that can see him: choose the target below (8.1.4).";
    case PK_PH_CCOMBAT:
        if (st->step == 0)
            return has_legal(v, PK_A_WITHDRAW)
                       ? "Before the Chinese attack, Allied leaders may try to withdraw their stacks "
                         "(die 1-3)."
                       : "No Allied leader may try a withdrawal now (12): End phase goes on to the "
                         "Chinese attacks.";
        /* fall through */
    case PK_PH_ACOMBAT:
        /* said only when there is a crosshair to click */
        if (!has_legal(v, PK_A_ATTACK) && !has_legal(v, PK_A_CHARGE))
            return has_legal(v, PK_A_FORT)
                       ? "No attack can be made now (no red crosshair on the map): fortify below, "
                         "or End phase."
                       : "No attack can be made now (no red crosshair on the map): End phase goes on.";
        return "Click a red crosshair hex to build an attack on it in this panel. Units in an enemy "
               "ZOC must attack before the phase can end.";
    case PK_PH_END:
        if (!has_legal(v, PK_A_LEAVE))
            return "End of turn: no Chinese stack may be taken off the map now. End turn goes on.";
        return "End of turn: click a Chinese stack to take it off the map, or end the turn.";
    default:
        return "";
    }
}

/* Why Done is not offered yet while a task is open: what to do first. */
static const char *task_wait(const pk_state *st)
{
    switch (st->task[0].kind) {
    case PK_TASK_LOSS:
        return "Take the step losses first: click a counter with a gold ring.";
    case PK_TASK_RETREAT:
        return "Retreat every counter first.";
    case PK_TASK_WITHDRAW:
        return "Finish this unit's withdrawal first: click its next green hex, or its own hex to stop "
               "it there.";
    case PK_TASK_ATTRITION:
        return "Choose the guard or volunteer counter that leaves the line first.";
    case PK_TASK_STACK:
        return "Eliminate units from the overstacked hex first.";
    default:
        return "Finish the task first.";
    }
}

static int button_for(pview *v, ui_app *a, SDL_Rect r, const char *label, int i, int flags)
{
    int hit = ui_button(a, r, label, flags);
    if (i >= 0 && pkv_human_turn(v))
        ui_target(a, r, pkv_name(v, i));
    return hit;
}

/* A tool's button is the first click of the actions it makes (of type,
 * and for reinforcements of kind), named after each of them while the
 * tool is not yet in hand; scripts' bot-click reads the names. */
static void tool_targets(pview *v, ui_app *a, SDL_Rect r, int type, int kind, int in_hand)
{
    const pk_state *st = PST(v);
    int i;

    if (in_hand || !pkv_human_turn(v) || v->sh.help_open)
        return;
    for (i = 0; i < v->nlegal; i++)
        if (v->legal[i].type == type && (type != PK_A_ENTER || st->u[v->legal[i].units[0]].def == kind))
            ui_target(a, r, pkv_name(v, i));
}

/* The phase's own buttons: tools, reinforcements, snipers, withdrawals,
 * a retreat off the map. Returns the height used. */
static int phase_buttons(pview *v, ui_app *a, gfx *g, SDL_Rect r)
{
    const pk_state *st = PST(v);
    int i, k, x = r.x, y = r.y, has_mine = 0, has_fort = 0, nk[4] = {0, 0, 0, 0}, row = 0, bw;
    char lab[96];

    for (i = 0; i < v->nlegal; i++) {
        has_mine |= v->legal[i].type == PK_A_MINE;
        has_fort |= v->legal[i].type == PK_A_FORT;
        if (v->legal[i].type == PK_A_ENTER && st->u[v->legal[i].units[0]].def < 4)
            nk[st->u[v->legal[i].units[0]].def] = 1;
    }
    /* a count reads "N left", never "(N)": the hints' brackets hold rule
     * numbers ("Fortify (12)" sat beside "(13)") */
    if (has_mine) {
        snprintf(lab, sizeof lab, "Lay a mine: %d left", st->mines_left);
        bw = gfx_text_w(g, GFX_BOLD, lab) + 24;
        tool_targets(v, a, (SDL_Rect){x, y, bw, 30}, PK_A_MINE, 0, v->tool == PV_TOOL_MINE);
        if (ui_button(a, (SDL_Rect){x, y, bw, 30}, lab, v->tool == PV_TOOL_MINE ? UI_SELECTED : 0))
            v->tool = v->tool == PV_TOOL_MINE ? PV_TOOL_NONE : PV_TOOL_MINE;
        x += bw + 6;
        row = 1;
    }
    if (has_fort) {
        snprintf(lab, sizeof lab, "Fortify: %d left", st->forts_left[pk_to_move(st) < 0 ? 0 : pk_to_move(st)]);
        bw = gfx_text_w(g, GFX_BOLD, lab) + 24;
        if (x > r.x && x + bw > r.x + r.w) {
            x = r.x;
            y += 36;
        }
        tool_targets(v, a, (SDL_Rect){x, y, bw, 30}, PK_A_FORT, 0, v->tool == PV_TOOL_FORT);
        if (ui_button(a, (SDL_Rect){x, y, bw, 30}, lab, v->tool == PV_TOOL_FORT ? UI_SELECTED : 0))
            v->tool = v->tool == PV_TOOL_FORT ? PV_TOOL_NONE : PV_TOOL_FORT;
        x += bw + 6;
        row = 1;
    }
    for (k = 0; k < st->d->nchin_kinds && k < 4; k++) {
        int off = 0, on = v->tool == PV_TOOL_ENTER && v->enter_kind == k;
        if (!nk[k])
            continue;
        for (i = 0; i < st->nunits; i++)
            off += st->u[i].side == PK_CHINESE && st->u[i].def == k && st->u[i].where == PK_W_OFF;
        snprintf(lab, sizeof lab, "%s: %d off map", st->d->chinese[k].name, off);
        bw = gfx_text_w(g, GFX_BOLD, lab) + 24;
        if (x > r.x && x + bw > r.x + r.w) {
            x = r.x;
            y += 36;
        }
        tool_targets(v, a, (SDL_Rect){x, y, bw, 30}, PK_A_ENTER, k, on);
        if (ui_button(a, (SDL_Rect){x, y, bw, 30}, lab, on ? UI_SELECTED : 0)) {
            v->tool = on ? PV_TOOL_NONE : PV_TOOL_ENTER;
            v->enter_kind = k;
            pkv_select(v, -1);
        }
        x += bw + 6;
        row = 1;
    }
    if (row) {
        y += 36;
        x = r.x;
    }
    if (v->tool == PV_TOOL_ENTER && pkv_human_turn(v)) {
        /* how many a click brings on: fewer than a full hex to spread
         * them along the edge (top: a full hex of the kind) */
        int str = st->d->chinese[v->enter_kind].strength, top = st->d->stack[PK_CHINESE] / (str > 0 ? str : 1);
        if (v->enter_count >= top)
            v->enter_count = 0;
        if (v->enter_count > 0)
            snprintf(lab, sizeof lab, "Up to %d a click", v->enter_count);
        else
            snprintf(lab, sizeof lab, "As many as fit");
        gfx_text(g, GFX_BOLD, x, y + 6, gfx_rgb(UI_INK), lab);
        x += 160;
        if (ui_button(a, (SDL_Rect){x, y, 76, 30}, "Fewer", v->enter_count == 1 || top < 2 ? UI_DISABLED : 0) &&
            v->enter_count != 1 && top >= 2)
            v->enter_count = v->enter_count == 0 ? top - 1 : v->enter_count - 1;
        if (ui_button(a, (SDL_Rect){x + 82, y, 76, 30}, "More", v->enter_count == 0 ? UI_DISABLED : 0) &&
            v->enter_count != 0)
            v->enter_count = v->enter_count + 1 >= top ? 0 : v->enter_count + 1;
        y += 36;
        x = r.x;
    }
    for (i = 0; i < v->nlegal && y < r.y + r.h - 30; i++) {
        const pk_action *e = &v->legal[i];
        if (e->type == PK_A_SNIPE)
            snprintf(lab, sizeof lab, "Snipe at %s", unit_name(st, &st->u[e->unit]));
        else if (e->type == PK_A_WITHDRAW)
            snprintf(lab, sizeof lab, "Withdraw with %s", unit_name(st, &st->u[e->unit]));
        else if (e->type == PK_A_RETREAT && e->cell < 0 && e->unit == v->sel_unit)
            snprintf(lab, sizeof lab, "%s off the map", unit_name(st, &st->u[e->unit]));
        else
            continue;
        bw = gfx_text_w(g, GFX_BOLD, lab) + 28;
        if (bw > r.w)
            bw = r.w;
        if (x + bw > r.x + r.w) {
            x = r.x;
            y += 36;
        }
        if (ui_hover(a, (SDL_Rect){x, y, bw, 30}) && e->type != PK_A_RETREAT)
            v->btn_cell = st->u[e->unit].where == PK_W_MAP ? st->u[e->unit].cell : -1;
        if (button_for(v, a, (SDL_Rect){x, y, bw, 30}, lab, i, 0))
            pkv_play_legal(v, a, i);
        x += bw + 6;
        row = 2;
    }
    if (row == 2)
        y += 36;
    return y - r.y;
}

/* A counter's row in the inspector is the next click of every move from
 * the selected hex whose counters differ from those picked first at this
 * one (in counter order): clicking it ticks or unticks the counter, and
 * the move's hex is named once the picks match. Scripts' bot-click reads
 * these names; a player sees nothing of them. */
static void move_row_targets(pview *v, ui_app *a, SDL_Rect row, int unit)
{
    const pk_state *st = PST(v);
    int k, j, u;

    if (v->sh.help_open)
        return;
    for (k = 0; k < v->nlegal; k++) {
        const pk_action *x = &v->legal[k];
        int first = -1;
        if (x->type != PK_A_MOVE || x->n < 1 || st->u[x->units[0]].cell != v->sel)
            continue;
        for (u = 0; u < st->nunits && first < 0; u++) {
            int in = 0;
            for (j = 0; j < x->n; j++)
                in |= x->units[j] == u;
            if (in != (v->pick[u] != 0))
                first = u;
        }
        if (first == unit)
            ui_target(a, row, pkv_name(v, k));
    }
}

/* The counters of the selected hex: name, strength, MP; the side to
 * move ticks which of them move, or clicks one to take a loss. */
static void inspector(pview *v, ui_app *a, gfx *g, SDL_Rect r)
{
    const pk_state *st = PST(v);
    int i, k, y = r.y, rh = 30, nh, shown = 0, fit, first = 0, k0;
    char h[8], buf[160];

    if (v->sel < 0 || r.h < rh)
        return;
    /* the heading fits the panel: a building's name says its ground (the
     * chart's words and the name ran past the edge, "Prince Su's palac") */
    if (st->d->bldg[v->sel] >= 0)
        snprintf(buf, sizeof buf, "Hex %s: %s", pk_label(st->d, v->sel, h, sizeof h),
                 st->d->bldgs[(int)st->d->bldg[v->sel]].name);
    else
        snprintf(buf, sizeof buf, "Hex %s: %s", pk_label(st->d, v->sel, h, sizeof h),
                 st->d->tname[pk_terrain(st, v->sel)]);
    if (gfx_text_w(g, GFX_BOLD, buf) > r.w) {
        char *p = strstr(buf, " (");
        if (p)
            *p = 0;
    }
    k = gfx_text_wrap(g, GFX_BOLD, (SDL_Rect){r.x, y, r.w, 44}, gfx_rgb(UI_INK), buf);
    ui_part(a, (SDL_Rect){r.x, y, k > 24 ? r.w : gfx_text_w(g, GFX_BOLD, buf), k > 0 ? k : 20},
            "inspector heading");
    y += (k > 0 ? k : 20) + 2;
    /* the strip past the panel's right edge, for tests: a line of the
     * inspector that runs past the edge overlaps it (assert-apart) */
    ui_part(a, (SDL_Rect){r.x + r.w + 2, r.y, 40, r.h}, "inspector edge");
    /* a full Chinese stack is 7 Boxers: rows close up so that every
     * counter of the hex has its row (the rows are how a move leaves one
     * behind); when they still do not fit, they scroll (wheel or arrows)
     * with a line to say so, so that none is out of reach */
    for (i = 0, nh = 0; i < st->nunits; i++)
        nh += st->u[i].where == PK_W_MAP && st->u[i].cell == v->sel;
    fit = nh;
    if (nh > 0 && nh * rh > r.y + r.h - y) {
        rh = (r.y + r.h - y) / nh < 24 ? 24 : (r.y + r.h - y) / nh;
        if (nh * rh > r.y + r.h - y) {
            fit = (r.y + r.h - y) / rh - 1;
            if (fit < 1)
                fit = 1;
            if (ui_hover(a, (SDL_Rect){r.x, y, r.w, fit * rh}) && ui_in(a)->wheel)
                v->insp_scroll -= ui_in(a)->wheel;
            if (v->insp_scroll > nh - fit)
                v->insp_scroll = nh - fit;
            if (v->insp_scroll < 0)
                v->insp_scroll = 0;
            first = v->insp_scroll;
        }
    }
    if (fit == nh)
        v->insp_scroll = 0;
    for (i = 0, k0 = 0; i < st->nunits && shown < fit; i++) {
        const pk_unit *u = &st->u[i];
        SDL_Rect row = {r.x, y, r.w, rh - 2};
        int act = -1, can_pick = 0;
        if (u->where != PK_W_MAP || u->cell != v->sel)
            continue;
        if (k0++ < first)
            continue;
        for (k = 0; k < v->nlegal; k++) {
            const pk_action *x = &v->legal[k];
            if ((x->type == PK_A_LOSE || x->type == PK_A_ATTRITION || x->type == PK_A_ELIMINATE) &&
                x->unit == i)
                act = k;
            if (x->type == PK_A_MOVE) {
                int j;
                for (j = 0; j < x->n; j++)
                    can_pick |= x->units[j] == i;
            }
            if ((x->type == PK_A_PLACE || x->type == PK_A_RETREAT || x->type == PK_A_ADVANCE) && x->unit == i)
                can_pick |= 2;
        }
        if (v->pick[i] || v->sel_unit == i)
            gfx_round(g, row, 4, gfx_rgba(0x5fd38a, 90));
        pkv_counter(g, st, u, (float)(row.x + 13), (float)(row.y + row.h / 2), rh < 30 ? 10 : 12);
        snprintf(buf, sizeof buf, "%s  %d%s  MP %d%s%s%s", unit_name(st, u), pk_strength(st, u),
                 u->reduced ? " (reduced)" : "", u->mp, u->attacked ? ", attacked" : "",
                 u->moved ? ", moved" : "", st->d->cc_same && u->side == PK_ALLIED && !pk_in_cc(st, i) &&
                 u->kind != PK_K_LEADER ? ", out of command" : "");
        /* a row with a button (Lose a step, Remove) keeps its text clear
         * of it: the flags went under the button ("MP 0, attacked, mov") */
        if (act >= 0 && gfx_text_w(g, GFX_SMALL, buf) > row.w - 32 - 116) {
            snprintf(buf, sizeof buf, "%s  %d%s  MP %d", unit_name(st, u), pk_strength(st, u),
                     u->reduced ? " (reduced)" : "", u->mp);
            if (gfx_text_w(g, GFX_SMALL, buf) > row.w - 32 - 116)
                snprintf(buf, sizeof buf, "%s  %d%s", unit_name(st, u), pk_strength(st, u), u->reduced ? "r" : "");
        }
        gfx_text(g, GFX_SMALL, row.x + 32, row.y + (row.h - gfx_line_h(g, GFX_SMALL)) / 2, gfx_rgb(UI_INK), buf);
        ui_part(a, (SDL_Rect){row.x + 32, row.y + 4, gfx_text_w(g, GFX_SMALL, buf), 8}, "stack row words");
        /* named for scripts: a target where a click ticks or chooses */
        snprintf(buf, sizeof buf, "inspector row %s", u->id);
        if (act < 0 && pkv_human_turn(v) && can_pick && !v->sh.help_open)
            ui_target(a, row, buf);
        else
            ui_part(a, row, buf);
        shown++;
        if (act >= 0) {
            SDL_Rect b = {row.x + row.w - 110, row.y, 110, row.h};
            ui_part(a, b, "stack row button");
            if (button_for(v, a, b, v->legal[act].type == PK_A_LOSE ? "Lose a step"
                                    : v->legal[act].type == PK_A_ELIMINATE ? "Eliminate" : "Remove",
                           act, UI_DANGER))
                pkv_play_legal(v, a, act);
        } else if (pkv_human_turn(v) && can_pick) {
            move_row_targets(v, a, row, i);
            if (ui_clicked(a, row)) {
                if (can_pick & 2)
                    v->sel_unit = i;
                else
                    v->pick[i] = !v->pick[i];
                v->reach_for = -1;
            }
        }
        y += rh;
    }
    if (shown < nh) {
        SDL_Rect up = {r.x + r.w - 64, y, 30, rh - 2}, dn = {r.x + r.w - 30, y, 30, rh - 2};
        int ticked = 0;
        /* a row scrolled out of sight: the arrow towards it is the first
         * click of the moves that tick it (scripts' bot-click) */
        for (i = 0, k0 = 0; i < st->nunits && pkv_human_turn(v); i++) {
            if (st->u[i].where != PK_W_MAP || st->u[i].cell != v->sel)
                continue;
            if (k0 < first)
                move_row_targets(v, a, up, i);
            else if (k0 >= first + shown)
                move_row_targets(v, a, dn, i);
            k0++;
        }
        for (i = 0; i < st->nunits; i++)
            ticked += st->u[i].where == PK_W_MAP && st->u[i].cell == v->sel && v->pick[i];
        snprintf(buf, sizeof buf, "%d-%d of %d counters, %d ticked (wheel or arrows)", first + 1,
                 first + shown, nh, ticked);
        gfx_text(g, GFX_SMALL, r.x + 4, y + 3, gfx_rgb(UI_MUTED), buf);
        if (ui_button(a, up, "^", first > 0 ? 0 : UI_DISABLED) && first > 0)
            v->insp_scroll--;
        ui_target(a, up, "counters up");
        if (ui_button(a, dn, "v", first + shown < nh ? 0 : UI_DISABLED) && first + shown < nh)
            v->insp_scroll++;
        ui_target(a, dn, "counters down");
    }
}

/* What the end of the game says: a heading and the condition met, as the
 * rules word it for the log (the civilians' discount counted). */
static void end_text(const pk_state *st, char *head, size_t hn, char *body, size_t bn)
{
    snprintf(head, hn, "%s", st->end == PK_END_ALLIED_HOLD ? "The legations hold"
                             : st->end == PK_END_SUDDEN    ? "The Chinese overrun the Quarter"
                             : st->end == PK_END_PRIMARY   ? "The inner line has fallen"
                                                           : "The garrison is destroyed");
    if (st->end == PK_END_ALLIED_HOLD) {
        snprintf(body, bn, "The relief column arrives: the Allies held out for %d turns.", st->d->nturns);
        return;
    }
    pk_end_reason(st, body, bn);
    if (body[0] >= 'a' && body[0] <= 'z')
        body[0] = (char)(body[0] - 'a' + 'A');
    if (bn > strlen(body) + 1)
        strcat(body, ".");
}

void pkv_draw_panel(pview *v, ui_app *a, gfx *g, const playout *L)
{
    const pk_state *st = PST(v);
    int side = pk_to_move(st), i, e = -1, used;
    char title[96], hbuf[256];
    SDL_Rect in;

    v->btn_cell = -1; /* set again below while a Snipe/Withdraw button is hovered */
    if (side < 0)
        snprintf(title, sizeof title, "Game over");
    else
        snprintf(title, sizeof title, "%s - %s", pk_phase_name(st->phase), side_name(side));
    in = ui_panel(a, L->panel, title);
    if (v->cb.open) {
        pkv_combat_draw(v, a, g, in);
        return;
    }
    if (side < 0) {
        char head[96], body[256];
        end_text(st, head, sizeof head, body, sizeof body);
        gfx_text(g, GFX_BOLD, in.x, in.y, gfx_rgb(UI_ACCENT), head);
        gfx_text_wrap(g, GFX_BODY, (SDL_Rect){in.x, in.y + 26, in.w, 80}, gfx_rgb(UI_INK), body);
        return;
    }
    if (!pkv_human_turn(v) && v->s->watch) { /* a replay: the bar moves the computer */
        gfx_text_wrap(g, GFX_BODY, (SDL_Rect){in.x, in.y, in.w, 60}, gfx_rgb(UI_MUTED),
                      "A replay: the bar below steps through the moves (Left, Right) or plays "
                      "them (Space).");
        return;
    }
    if (!pkv_human_turn(v) && screen_waiting_words(&v->sh, side)) {
        /* a player's screen before the host's Start */
        gfx_text_wrap(g, GFX_BODY, (SDL_Rect){in.x, in.y, in.w, 60}, gfx_rgb(UI_MUTED),
                      screen_waiting_words(&v->sh, side));
        return;
    }
    if (!pkv_human_turn(v) && !pkv_seat_is(v, side, PK_SEAT_COMPUTER)) {
        /* a networked game: another player's turn, nothing to hurry */
        char who[64], line[160];
        snprintf(line, sizeof line, "The %s (%s) are playing.", side_name(side),
                 screen_seat_player(&v->sh, side, 0, who, sizeof who));
        gfx_text_wrap(g, GFX_BODY, (SDL_Rect){in.x, in.y, in.w, 60}, gfx_rgb(UI_MUTED), line);
        return;
    }
    if (!pkv_human_turn(v)) {
        gfx_text_wrap(g, GFX_BODY, (SDL_Rect){in.x, in.y, in.w, 60}, gfx_rgb(UI_MUTED),
                      "The computer is playing. Space or the button lets it finish its turn at once.");
        ui_button(a, L->b_end, "Hurry", v->sh.bot_delay > 0 ? 0 : UI_DISABLED);
        return;
    }
    if (st->ntasks > 0 && st->task[0].kind == PK_TASK_DEFEND) {
        pkv_defend_draw(v, a, g, in); /* in the odds panel's file */
        return;
    }
    {
        /* a stack that cannot move says why in place of "click a green
         * hex" (a unit held in a ZOC in the reaction phase read so, with
         * no hex green); the text wraps whole */
        char mbuf[400];
        const char *h = pkv_move_refusal(v, mbuf, sizeof mbuf);
        int red = h[0] != 0, hh;
        if (!red)
            h = hint(v, hbuf, sizeof hbuf);
        hh = gfx_text_wrap_h(g, GFX_SMALL, in.w, h);
        used = gfx_text_wrap(g, GFX_SMALL, (SDL_Rect){in.x, in.y, in.w, hh > 60 ? hh : 60},
                             red ? gfx_rgb(UI_ACCENT) : gfx_rgb(UI_INK), h);
        ui_part(a, (SDL_Rect){in.x, in.y, in.w, used > 0 ? used : 16}, red ? "orders refusal" : "orders hint");
    }
    used = used > 0 ? used + 8 : 52;
    used += phase_buttons(v, a, g, (SDL_Rect){in.x, in.y + used, in.w, 110});
    inspector(v, a, g, (SDL_Rect){in.x, in.y + used, in.w, L->b_end.y - 6 - in.y - used});
    for (i = 0; i < v->nlegal; i++)
        if (v->legal[i].type == PK_A_END)
            e = i;
    {
        const char *lab = "End phase";
        if (st->ntasks > 0)
            lab = st->task[0].kind == PK_TASK_ADVANCE ? "No advance" : "Done";
        else if (st->phase == PK_PH_SETUP)
            lab = "End set-up";
        else if (st->phase == PK_PH_END)
            lab = "End turn";
        if (ui_button(a, L->b_end, lab, e >= 0 ? UI_PRIMARY : UI_DISABLED) && e >= 0 && !v->sh.help_open &&
            pkv_end(v, a, 1))
            return;
        if (e >= 0)
            ui_target(a, L->b_end, pkv_name(v, e));
        else
            ui_tooltip(a, L->b_end, st->ntasks > 0 ? task_wait(st) : pkv_end_wait(v, hbuf, sizeof hbuf));
    }
}

/* ----------------------------------------------------------- hover */

void pkv_draw_hover(pview *v, ui_app *a, gfx *g, const playout *L)
{
    int i;

    (void)v;
    (void)a;
    for (i = 0; i < 3; i++) {
        static const char *const lab[3] = {"ZOC (Z)", "Command (C)", "Sight (L)"};
        gfx_round(g, L->ov[i], 5, (v->overlay >> i) & 1 ? gfx_rgb(UI_GOLD) : gfx_rgba(0x1c150f, 200));
        gfx_text_align(g, GFX_SMALL, L->ov[i].x, L->ov[i].y + 6, L->ov[i].w, GFX_CENTER,
                       (v->overlay >> i) & 1 ? gfx_rgb(UI_INK) : gfx_rgb(0xf3e9d2), lab[i]);
    }
}

/* ---------------------------------------------- hand-over and banner */

void pkv_draw_banner(pview *v, ui_app *a, gfx *g, const playout *L)
{
    const pk_state *st = PST(v);
    char head[96], body[256];

    end_text(st, head, sizeof head, body, sizeof body);
    screen_map_banner(a, g, v->s, L->map, L->banner, head, body, L->b_over_view, L->b_over_leave);
}
