/* tableview: the camera and the hand tools of the table view (pan, zoom,
 * fit, the tape, selecting, dragging and rotating pieces). Drawing is in
 * tableview_draw.c. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "ui/tableview.h"

#define MAX_PX_PER_INCH 120.0
#define DRAG_SLOP 5          /* pointer travel (logical px) before a press drags */
#define TURN_STEP 15.0       /* degrees per wheel step or Q/E */

static int in_rect(SDL_Rect r, int x, int y)
{
    return x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h;
}

/* Is (x, y) on the table and not on a button drawn over it? */
static int on_table(const tableview *tv, int x, int y)
{
    if (!in_rect(tv->r, x, y))
        return 0;
    for (int k = 0; k < tv->nkeep_out; k++)
        if (in_rect(tv->keep_out[k], x, y))
            return 0;
    return 1;
}

void tableview_init(tableview *tv, const table *tab, const tableview_hooks *h)
{
    memset(tv, 0, sizeof *tv);
    tv->tab = tab;
    if (h)
        tv->hooks = *h;
    tv->hover = tv->drag = tv->press_piece = tv->los_from = -1;
    tv->clicked_piece = -1;
    tv->scale = 10;
}

/* Where the tool buttons (Tape, Fit) go, off the table as fitted in r
 * (they floated over its bottom-left corner and hid trays and set-up
 * dots there): stacked in the free margin left of the table when there
 * is one (Colonial's square table), else in the free strip under it,
 * made for them by fitting the table a little smaller when there is
 * none (Tuan's wide tables). Returns the scale of the fit; *strip is the
 * height kept free under the table. */
enum { TOOL_LEFT, TOOL_UNDER };
static double tool_fit(const tableview *tv, SDL_Rect r, int *mode, int *strip)
{
    double sx = (r.w - 24) / tv->tab->w, sy = (r.h - 24) / tv->tab->h, s = sx < sy ? sx : sy;

    *strip = 0;
    *mode = TOOL_UNDER;
    if ((r.w - tv->tab->w * s) / 2 - 12 >= 48) {
        *mode = TOOL_LEFT;
        return s;
    }
    if ((r.h - tv->tab->h * s) / 2 >= 46)
        return s;
    *strip = 40;
    sy = (r.h - 24 - *strip) / tv->tab->h;
    return sx < sy ? sx : sy;
}

static void tool_rects(const tableview *tv, SDL_Rect r, SDL_Rect *tb, SDL_Rect *fb)
{
    int mode, strip;
    double s = tool_fit(tv, r, &mode, &strip);
    int lm = (int)((r.w - tv->tab->w * s) / 2), w = lm - 12 > 96 ? 96 : lm - 12;

    if (mode == TOOL_LEFT) {
        *tb = (SDL_Rect){r.x + 6, r.y + r.h - 12 - 32 - 38, w, 32};
        *fb = (SDL_Rect){r.x + 6, r.y + r.h - 12 - 32, w, 32};
    } else {
        *tb = (SDL_Rect){r.x + 12, r.y + r.h - 40, 96, 32};
        *fb = (SDL_Rect){r.x + 114, r.y + r.h - 40, 56, 32};
    }
}

/* The scale of the whole table fitted into the view (at least 1). */
static double fit_scale(const tableview *tv)
{
    int mode, strip;
    double s = tool_fit(tv, tv->r, &mode, &strip);
    return s < 1 ? 1 : s;
}

/* The table covers the view along each axis where it is larger than the
 * view, and is centred where smaller (above the tools' strip, as Fit puts
 * it): a pan, a zoom, following play or a resize never leaves the view
 * mostly empty (ui_clamp_span). */
static void clamp_view(tableview *tv)
{
    int mode, strip;
    SDL_Rect r = tv->r;
    double w = tv->tab->w * tv->scale, h = tv->tab->h * tv->scale;

    tool_fit(tv, r, &mode, &strip);
    tv->ox = ui_clamp_span(tv->ox, w, r.x, r.w);
    tv->oy = ui_clamp_span(tv->oy, h, r.y, h <= r.h - strip ? r.h - strip : r.h);
}

void tableview_fit(tableview *tv, SDL_Rect r, int force)
{
    tv->r = r;
    if (!force && tv->user_moved && tv->fitted_to.w == r.w && tv->fitted_to.h == r.h)
        return;
    if (!force && tv->user_moved) {
        tv->fitted_to = r;
        if (tv->scale < fit_scale(tv))
            tv->scale = fit_scale(tv);
        clamp_view(tv);
        return;
    }
    {
        int mode, strip;
        tv->scale = tool_fit(tv, r, &mode, &strip);
        if (tv->scale < 1)
            tv->scale = 1;
        tv->ox = r.x + (r.w - tv->tab->w * tv->scale) / 2;
        tv->oy = r.y + (r.h - strip - tv->tab->h * tv->scale) / 2;
    }
    tv->fitted_to = r;
    tv->user_moved = 0;
}

void tableview_fit_picture(tableview *tv, SDL_Rect r, vec2 at)
{
    double sx = r.w / tv->tab->w, sy = r.h / tv->tab->h;

    tv->r = tv->fitted_to = r;
    tv->scale = sx > sy ? sx : sy;
    tv->ox = ui_clamp_span(r.x + r.w / 2.0 - at.x * tv->scale, tv->tab->w * tv->scale, r.x, r.w);
    tv->oy = ui_clamp_span(r.y + r.h / 2.0 - (tv->tab->h - at.y) * tv->scale,
                           tv->tab->h * tv->scale, r.y, r.h);
}

void tableview_place(tableview *tv, SDL_Rect r)
{
    if (tv->fitted_to.w != r.w || tv->fitted_to.h != r.h)
        tableview_fit(tv, r, !tv->user_moved);
    tv->r = r;
    tool_rects(tv, r, &tv->keep_out[0], &tv->keep_out[1]);
    tv->nkeep_out = 2;
}

void tableview_tools(tableview *tv, ui_app *a, const char *fit_tip)
{
    SDL_Rect r = tv->r, tb, fb;

    tool_rects(tv, r, &tb, &fb);
    /* named for tests: assert-apart "table " finds a tool over the table */
    ui_part(a, tb, "table tool Tape");
    ui_part(a, fb, "table tool Fit");
    if (ui_button(a, tb, tv->tape_tool && tb.w >= 90 ? "Tape: on" : "Tape", tv->tape_tool ? UI_SELECTED : 0))
        tv->tape_tool = !tv->tape_tool;
    ui_tooltip(a, tb, "Measure: drag anywhere on the table (T). Distances in inches.");
    if (ui_button(a, fb, "Fit", 0))
        tableview_fit(tv, r, 1);
    if (fit_tip)
        ui_tooltip(a, fb, fit_tip);
}

void tableview_to_screen(const tableview *tv, vec2 p, float *x, float *y)
{
    *x = (float)(tv->ox + p.x * tv->scale);
    *y = (float)(tv->oy + (tv->tab->h - p.y) * tv->scale);
}

vec2 tableview_to_table(const tableview *tv, int x, int y)
{
    return geom_v((x - tv->ox) / tv->scale, tv->tab->h - (y - tv->oy) / tv->scale);
}

void tableview_zoom(tableview *tv, double factor, int mx, int my)
{
    vec2 at = tableview_to_table(tv, mx, my);
    double s = tv->scale * factor, lo = fit_scale(tv);

    /* no further out than the whole table fitted: smaller, it only sat
     * alone in an empty view */
    if (s < lo)
        s = lo;
    if (s > MAX_PX_PER_INCH)
        s = MAX_PX_PER_INCH;
    tv->scale = s;
    /* the point under the pointer stays under it, as far as the table
     * still covers the view */
    tv->ox = mx - at.x * s;
    tv->oy = my - (tv->tab->h - at.y) * s;
    clamp_view(tv);
    tv->user_moved = 1;
}

void tableview_pan(tableview *tv, double dx, double dy)
{
    tv->ox += dx;
    tv->oy += dy;
    clamp_view(tv);
    tv->user_moved = 1;
}

void tableview_show(tableview *tv, vec2 p)
{
    float x, y;

    tableview_to_screen(tv, p, &x, &y);
    if (in_rect((SDL_Rect){tv->r.x + 40, tv->r.y + 40, tv->r.w - 80, tv->r.h - 80}, (int)x, (int)y))
        return;
    tv->ox += tv->r.x + tv->r.w / 2.0 - x;
    tv->oy += tv->r.y + tv->r.h / 2.0 - y;
    clamp_view(tv);
}

/* Is table point p inside piece i (with a little slack for thin trays)? */
static int piece_hit(const tableview *tv, int i, vec2 p)
{
    const table_piece *q = &tv->pc[i].p;
    double slack = 3.0 / tv->scale;

    if (q->round)
        return geom_dist(p, q->pos) <= q->width / 2 + slack;
    double f = q->facing * M_PI / 180;
    double dx = p.x - q->pos.x, dy = p.y - q->pos.y;
    double along = dx * cos(f) + dy * sin(f);       /* front-back */
    double across = -dx * sin(f) + dy * cos(f);     /* left-right */
    return fabs(along) <= q->depth / 2 + slack && fabs(across) <= q->width / 2 + slack;
}

int tableview_piece_at(const tableview *tv, int x, int y)
{
    vec2 p = tableview_to_table(tv, x, y);

    if (!in_rect(tv->r, x, y))
        return -1;
    for (int i = tv->npc - 1; i >= 0; i--)
        if (piece_hit(tv, i, p))
            return i;
    return -1;
}

SDL_Rect tableview_piece_rect(const tableview *tv, int i)
{
    vec2 c[4];
    float x0 = 1e9f, y0 = 1e9f, x1 = -1e9f, y1 = -1e9f;

    table_piece_corners(&tv->pc[i].p, c);
    for (int k = 0; k < 4; k++) {
        float x, y;
        tableview_to_screen(tv, c[k], &x, &y);
        x0 = fminf(x0, x);
        y0 = fminf(y0, y);
        x1 = fmaxf(x1, x);
        y1 = fmaxf(y1, y);
    }
    /* a click in the middle half always lands on the piece */
    float cx = (x0 + x1) / 2, cy = (y0 + y1) / 2, w = (x1 - x0) / 2, h = (y1 - y0) / 2;
    if (w < 6)
        w = 6;
    if (h < 6)
        h = 6;
    return (SDL_Rect){(int)(cx - w / 2), (int)(cy - h / 2), (int)w, (int)h};
}

int tableview_selected(const tableview *tv, int i)
{
    for (int k = 0; k < tv->nsel; k++)
        if (tv->sel[k] == i)
            return 1;
    return 0;
}

void tableview_select(tableview *tv, int i)
{
    tv->nsel = 0;
    if (i >= 0 && i < tv->npc)
        tv->sel[tv->nsel++] = i;
}

void tableview_select_add(tableview *tv, int i)
{
    if (i < 0 || i >= tv->npc || tableview_selected(tv, i) || tv->nsel >= TABLEVIEW_MAX_PIECES)
        return;
    tv->sel[tv->nsel++] = i;
}

void tableview_overlay_add(tableview *tv, const tableview_overlay *o)
{
    if (tv->nov < TABLEVIEW_MAX_OVERLAYS)
        tv->ov[tv->nov++] = *o;
}

/* The rotation handle of the one selected draggable piece, in inches. */
int tableview_handle(const tableview *tv, vec2 *at)
{
    const table_piece *q;
    double f, d;

    if (tv->nsel != 1 || !tv->hooks.can_drag || !tv->hooks.can_drag(tv->hooks.ctx, tv->sel[0]))
        return 0;
    q = &tv->pc[tv->sel[0]].p;
    f = q->facing * M_PI / 180;
    d = (q->round ? q->width / 2 : q->depth / 2) + 14.0 / tv->scale;
    *at = geom_v(q->pos.x + cos(f) * d, q->pos.y + sin(f) * d);
    return 1;
}

static void check_drag(tableview *tv)
{
    tv->drag_used = tv->drag_left = -1;
    tv->drag_why[0] = 0;
    tv->ghost_valid = 0;
    tv->drag_ok = tv->hooks.check_move
                      ? tv->hooks.check_move(tv->hooks.ctx, tv->drag, tv->drag_to, tv->drag_facing,
                                             &tv->drag_used, &tv->drag_left, tv->drag_why,
                                             sizeof tv->drag_why)
                      : 1;
}

static void start_drag(tableview *tv, int i, vec2 at)
{
    tv->mode = TV_DRAG;
    tv->drag = i;
    tv->grab = geom_v(at.x - tv->pc[i].p.pos.x, at.y - tv->pc[i].p.pos.y);
    tv->drag_to = tv->pc[i].p.pos;
    tv->drag_facing = tv->pc[i].p.facing;
    tv->nfollow = tv->hooks.followers
                      ? tv->hooks.followers(tv->hooks.ctx, i, tv->follow, TABLEVIEW_MAX_PIECES)
                      : 0;
    tableview_select(tv, i);
    check_drag(tv);
}

static double norm_deg(double d)
{
    d = fmod(d, 360);
    return d < 0 ? d + 360 : d;
}

/* A press became a drag: decide what it drags. */
static void begin_motion(tableview *tv, const ui_input *in, vec2 press)
{
    if (tv->press_piece >= 0 && tv->hooks.can_drag &&
        tv->hooks.can_drag(tv->hooks.ctx, tv->press_piece)) {
        start_drag(tv, tv->press_piece, press);
        return;
    }
    if (in->mod & KMOD_SHIFT) {
        tv->mode = TV_BOX;
        return;
    }
    tv->mode = TV_PAN;
    tv->last_x = in->press_x;
    tv->last_y = in->press_y;
}

static void release(tableview *tv, const ui_input *in)
{
    switch (tv->mode) {
    case TV_DRAG:
        if (tv->drag_ok && tv->hooks.moved)
            tv->hooks.moved(tv->hooks.ctx, tv->drag, tv->drag_to, tv->drag_facing);
        tv->drag = -1;
        break;
    case TV_ROTATE:
        if (tv->drag_ok && tv->hooks.moved)
            tv->hooks.moved(tv->hooks.ctx, tv->drag, tv->drag_to, tv->drag_facing);
        tv->drag = -1;
        break;
    case TV_BOX: {
        vec2 a = tableview_to_table(tv, in->press_x, in->press_y), b = tableview_to_table(tv, in->mx, in->my);
        double x0 = fmin(a.x, b.x), x1 = fmax(a.x, b.x), y0 = fmin(a.y, b.y), y1 = fmax(a.y, b.y);
        tv->nsel = 0;
        for (int i = 0; i < tv->npc; i++) {
            vec2 p = tv->pc[i].p.pos;
            if (tv->pc[i].pickable && p.x >= x0 && p.x <= x1 && p.y >= y0 && p.y <= y1)
                tableview_select_add(tv, i);
        }
        tv->box_done = 1;
        break;
    }
    case TV_TAPE: case TV_PAN:
        break;
    default: {
        /* a click */
        int i = tableview_piece_at(tv, in->mx, in->my);
        if (tv->tape_tool)
            break;
        if (i >= 0) {
            tv->clicked_piece = i;
        } else if (on_table(tv, in->mx, in->my)) {
            tv->clicked_empty = 1;
            tv->tape_on = 0; /* a click on the bare table puts the tape away */
        }
        break;
    }
    }
    tv->mode = TV_IDLE;
    tv->press_piece = -1;
}

void tableview_input(tableview *tv, ui_app *a)
{
    const ui_input *in = ui_in(a);
    int inside = on_table(tv, in->mx, in->my);
    vec2 at = tableview_to_table(tv, in->mx, in->my);

    tv->clicked_piece = -1;
    tv->clicked_empty = 0;
    tv->box_done = 0;
    tv->hover_in = inside;
    tv->hover_at = at;
    tv->hover = tv->mode == TV_IDLE && inside ? tableview_piece_at(tv, in->mx, in->my) : -1;

    /* keys */
    if (in->key == SDLK_t)
        tv->tape_tool = !tv->tape_tool;
    if (in->key == SDLK_LEFT) tableview_pan(tv, 80, 0);
    if (in->key == SDLK_RIGHT) tableview_pan(tv, -80, 0);
    if (in->key == SDLK_UP) tableview_pan(tv, 0, 80);
    if (in->key == SDLK_DOWN) tableview_pan(tv, 0, -80);
    if (in->key == SDLK_PLUS || in->key == SDLK_EQUALS || in->key == SDLK_KP_PLUS)
        tableview_zoom(tv, 1.25, tv->r.x + tv->r.w / 2, tv->r.y + tv->r.h / 2);
    if (in->key == SDLK_MINUS || in->key == SDLK_KP_MINUS)
        tableview_zoom(tv, 0.8, tv->r.x + tv->r.w / 2, tv->r.y + tv->r.h / 2);
    if (in->key == SDLK_0)
        tableview_fit(tv, tv->r, 1);
    if (tv->mode == TV_DRAG && (in->key == SDLK_q || in->key == SDLK_e)) {
        tv->drag_facing = norm_deg(tv->drag_facing + (in->key == SDLK_q ? TURN_STEP : -TURN_STEP));
        check_drag(tv);
    }

    /* the wheel turns what is dragged, else zooms about the pointer */
    if (in->wheel && tv->mode == TV_DRAG) {
        tv->drag_facing = norm_deg(tv->drag_facing + TURN_STEP * in->wheel);
        check_drag(tv);
    } else if (in->wheel && inside && tv->mode == TV_IDLE) {
        tableview_zoom(tv, pow(1.2, in->wheel), in->mx, in->my);
    }

    /* a new press */
    if (in->down && tv->mode == TV_IDLE && tv->press_piece < 0 &&
        on_table(tv, in->press_x, in->press_y) && !tv->pressed) {
        vec2 p = tableview_to_table(tv, in->press_x, in->press_y), h;
        tv->pressed = 1;
        if (tv->tape_tool) {
            tv->mode = TV_TAPE;
            tv->tape_on = 1;
            tv->tape_a = tv->tape_b = p;
        } else if (tableview_handle(tv, &h) && geom_dist(h, p) * tv->scale < 9) {
            int i = tv->sel[0];
            tv->mode = TV_ROTATE;
            tv->drag = i;
            tv->drag_to = tv->pc[i].p.pos;
            tv->drag_facing = tv->pc[i].p.facing;
            tv->nfollow = 0;
            check_drag(tv);
        } else {
            tv->press_piece = tableview_piece_at(tv, in->press_x, in->press_y);
            if (tv->press_piece < 0)
                tv->press_piece = -2; /* empty table */
        }
    }
    if (in->down && tv->mode == TV_IDLE && tv->press_piece != -1) {
        int dx = in->mx - in->press_x, dy = in->my - in->press_y;
        if (dx * dx + dy * dy > DRAG_SLOP * DRAG_SLOP) {
            if (tv->press_piece == -2)
                tv->press_piece = -1;
            begin_motion(tv, in, tableview_to_table(tv, in->press_x, in->press_y));
        }
    }
    switch (tv->mode) {
    case TV_PAN:
        if (in->down) {
            tableview_pan(tv, in->mx - tv->last_x, in->my - tv->last_y);
            tv->last_x = in->mx;
            tv->last_y = in->my;
        }
        break;
    case TV_TAPE:
        tv->tape_b = at;
        break;
    case TV_DRAG: {
        vec2 to = geom_v(at.x - tv->grab.x, at.y - tv->grab.y);
        if (geom_dist(to, tv->drag_to) > 1e-6) {
            tv->drag_to = to;
            check_drag(tv);
        }
        break;
    }
    case TV_ROTATE: {
        vec2 c = tv->pc[tv->drag].p.pos;
        if (geom_dist(at, c) > 0.2) {
            /* snap to whole degrees so saves and tests read cleanly */
            double f = floor(geom_bearing(c, at) + 0.5);
            if (fabs(f - tv->drag_facing) > 0.01) {
                tv->drag_facing = norm_deg(f);
                check_drag(tv);
            }
        }
        break;
    }
    default:
        break;
    }
    if (in->clicked) {
        if (tv->pressed || tv->mode != TV_IDLE || on_table(tv, in->press_x, in->press_y))
            release(tv, in);
        tv->pressed = 0;
    } else if (!in->down) {
        /* released outside the window: drop nothing */
        tv->mode = TV_IDLE;
        tv->drag = -1;
        tv->press_piece = -1;
        tv->pressed = 0;
    }
}
