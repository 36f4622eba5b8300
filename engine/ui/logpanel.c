/* logpanel: the game log's panel, the player's only account of what the
 * computer did. It follows the newest line unless the player scrolled up;
 * then it keeps its place as lines arrive and offers a "newer lines" bar
 * that jumps back. A notch of the wheel moves three rows of text (never a
 * whole wrapped entry at a time), and the grip on its top edge moves the
 * split with the panels above (ui_log_carve). */
#include <stdio.h>

#include "ui/ui_local.h"

#define GRIP_H 10      /* the strip above the panel that drags the split */
#define GAP 8          /* between the log and the panels above it */
#define PAD 6          /* text inset, top and bottom */

static int inside(SDL_Rect r, int x, int y)
{
    return x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h;
}

int ui_log_rows_h(gfx *g, int rows)
{
    return rows * (gfx_line_h(g, GFX_SMALL) + 4) + 2 * PAD; /* a line and its gap */
}

SDL_Rect ui_log_carve(gfx *g, SDL_Rect *col, ui_logview *lv, int rest_want, int rest_min)
{
    int least = ui_log_rows_h(g, 3);
    int def = ui_log_rows_h(g, UI_LOG_ROWS_MIN), most = col->h - rest_min - GAP;
    if (def > col->h - rest_want - GAP)
        def = col->h - rest_want - GAP;
    if (def < least)
        def = least;
    if (most < def)
        most = def;
    /* how far the grip may go this frame: the log from three rows up to
     * leaving the panels above their least */
    lv->split_lo = least - def;
    lv->split_hi = most - def;
    int h = def + lv->split;
    if (h > most)
        h = most;
    if (h < least)
        h = least;
    if (h > col->h)
        h = col->h;
    SDL_Rect r = {col->x, col->y + col->h - h, col->w, h};
    col->h -= h + GAP;
    if (col->h < 0)
        col->h = 0;
    lv->carved = 1;
    return r;
}

/* Height of entry i as drawn in width w (its wrapped rows and a gap). */
static int entry_h(gfx *g, const glog *log, int i, int w)
{
    return gfx_text_wrap_h(g, GFX_SMALL, w, glog_get(log, i)) + 4;
}

/* The drag of the grip over the panel's top edge: only where a view
 * carved the log out of its column (elsewhere nothing would give way). */
static void grip(ui_app *a, SDL_Rect r, ui_logview *lv)
{
    gfx *g = a->g;
    SDL_Rect gr = {r.x + r.w / 2 - 60, r.y - GRIP_H + 2, 120, GRIP_H};
    const ui_input *in = &a->in;
    if (a->live && in->down && !lv->drag && inside(gr, in->press_x, in->press_y)) {
        lv->drag = 1;
        lv->drag_y = in->press_y;
        lv->drag_split = lv->split;
    }
    if (lv->drag) {
        if (!a->live || !in->down) {
            lv->drag = 0;
        } else {
            lv->split = lv->drag_split + (lv->drag_y - in->my); /* up enlarges */
            if (lv->split > lv->split_hi)
                lv->split = lv->split_hi;
            if (lv->split < lv->split_lo)
                lv->split = lv->split_lo;
            ui_animate(a);
        }
    }
    int hot = lv->drag || ui_hover(a, gr);
    for (int k = 0; k < 3; k++) {
        SDL_Rect line = {gr.x + 30, gr.y + 2 + 3 * k, gr.w - 60, 1};
        gfx_fill(g, line, gfx_rgba(hot ? UI_GOLD : UI_MUTED, hot ? 255 : 150));
    }
    ui_target(a, gr, "log grip");
    ui_tooltip(a, gr, "Drag up to see more of the log, down to give the panels above more room.");
}

void ui_log_mark(ui_app *a, const glog *log, long from, long to)
{
    a->mark_log = log;
    a->mark_from = from;
    a->mark_to = to;
    a->mark_click = -1;
}

long ui_log_clicked(const ui_app *a)
{
    return a->mark_click;
}

/* A line of the replay's log: the action shown is highlighted; every line
 * is a target that takes the board to its moment. */
static void log_line_marked(ui_app *a, SDL_Rect bg, int y, int h, long line)
{
    char name[48];
    SDL_Rect band = {bg.x, y - 1, bg.w, h};
    SDL_Rect vis = band;

    if (line >= a->mark_from && line < a->mark_to) {
        snprintf(name, sizeof name, "log line shown [%ld]", line);
        ui_part(a, band, name);
        gfx_fill(a->g, band, gfx_rgba(UI_GOLD, 110));
        gfx_fill(a->g, (SDL_Rect){bg.x, y - 1, 3, h}, gfx_rgb(UI_ACCENT));
    }
    if (SDL_IntersectRect(&band, &bg, &vis)) {
        snprintf(name, sizeof name, "log line [%ld]", line);
        ui_target(a, vis, name);
        if (ui_clicked(a, vis))
            a->mark_click = line;
    }
}

void ui_log_panel(ui_app *a, SDL_Rect r, const glog *log, ui_logview *lv)
{
    gfx *g = a->g;
    if (lv->carved)
        grip(a, r, lv);
    lv->carved = 0;
    gfx_round(g, r, 4, gfx_rgb(0x9c8a6c));
    SDL_Rect bg = {r.x + 1, r.y + 1, r.w - 2, r.h - 2};
    gfx_round(g, bg, 3, gfx_rgb(0xfcf8ee));
    ui_part(a, r, "game log");
    int n = log ? glog_count(log) : 0;
    long total = log ? log->total : 0;
    int lh = gfx_line_h(g, GFX_SMALL);
    SDL_Rect in = {r.x + 10, r.y + PAD, r.w - 26, r.h - 2 * PAD};
    lv->rows = in.h / (lh + 4);
    if (n == 0) {
        lv->back = 0;
        lv->seen = total;
        gfx_text_align(g, GFX_SMALL, r.x, r.y + 12, r.w, GFX_CENTER, gfx_rgb(UI_MUTED),
                       "Nothing has happened yet.");
        return;
    }
    /* lines written since the last frame: a reader scrolled up keeps his
     * place (they push the view's bottom down by their height) */
    if (total > lv->seen && lv->back > 0) {
        long k = total - lv->seen;
        for (int i = n - 1; i >= 0 && k > 0; i--, k--)
            lv->back += entry_h(g, log, i, in.w);
    }
    if (total < lv->seen) /* the log was rebuilt shorter (an undo) */
        lv->back = 0;
    lv->seen = total;
    if (ui_hover(a, r) && a->in.wheel) {
        lv->back += a->in.wheel * 3 * (lh + 4); /* wheel up reads older lines */
        a->in.wheel = 0;
    }
    /* scrolled up, the "newer lines" bar has the panel's foot to itself:
     * the rows end above it, none is drawn half under it */
    int bar_h = lh + 8;
    if (lv->back > 0)
        in.h -= bar_h + 4 + 2 - PAD;
    /* the bottom of the view sits `back` pixels above the newest line's
     * end: walk up from the newest to find the entries in view, and stop
     * the scroll where the oldest entry's top meets the panel's top */
    int all = 0, stop = lv->back + in.h;
    for (int i = n - 1; i >= 0 && all < stop; i--)
        all += entry_h(g, log, i, in.w);
    int most = all - in.h;
    if (lv->back > most)
        lv->back = most;
    if (lv->back < 0)
        lv->back = 0;
    gfx_clip(g, &bg);
    int bottom = in.y + in.h;
    int y = bottom + lv->back, newer = 0;
    for (int i = n - 1; i >= 0 && y > in.y; i--) {
        const char *s = glog_get(log, i);
        int h = entry_h(g, log, i, in.w);
        y -= h;
        if (y + h - 4 > bottom) { /* below the view: a newer line unseen */
            if (y + lh > bottom)
                newer++;
            if (y >= bottom)
                continue;
        }
        SDL_Rect shown = {bg.x, bg.y, bg.w, bottom - bg.y};
        if (y + 1 < bg.y) {
            /* the oldest entry in view runs off the top: show only its
             * whole rows, never a row cut through the middle */
            int top = y + 1 + (bg.y - (y + 1) + lh - 1) / lh * lh;
            shown = (SDL_Rect){bg.x, top, bg.w, bottom - top};
        } else if (y + h - 4 > bottom) {
            /* the newest in view runs off the foot: its whole rows only */
            int foot = y + 1 + (bottom - (y + 1)) / lh * lh;
            shown = (SDL_Rect){bg.x, bg.y, bg.w, foot - bg.y};
        }
        gfx_clip(g, &shown);
        SDL_Rect text = {bg.x, y + 1, bg.w, h - 4}, vis;
        if (SDL_IntersectRect(&text, &shown, &vis))
            ui_part(a, vis, "log entry");
        if (i % 2) {
            SDL_Rect band = {bg.x, y - 1, bg.w, h};
            gfx_fill(g, band, gfx_rgba(UI_PAPER2, 70));
        }
        SDL_Rect tr = {in.x, y + 1, in.w, h};
        if (log == a->mark_log)
            log_line_marked(a, bg, y, h, total - n + i);
        gfx_text_wrap(g, GFX_SMALL, tr, gfx_rgb(i == n - 1 ? UI_INK : 0x4a3c2e), s);
        gfx_clip(g, &bg);
    }
    gfx_clip(g, NULL);
    /* where we are: a bar when there is more than the view holds */
    if (most > 0) {
        SDL_Rect track = {r.x + r.w - 7, r.y + 4, 4, r.h - 8};
        gfx_round(g, track, 2, gfx_rgba(UI_MUTED, 50));
        long whole = (long)lv->back + in.h + (y > in.y ? 0 : in.y - y);
        int th = (int)(track.h * (long)in.h / (whole > in.h ? whole : in.h));
        if (th < 16)
            th = 16;
        int ty = track.y + track.h - th - (int)((long)(track.h - th) * lv->back / most);
        SDL_Rect thumb = {track.x, ty, track.w, th};
        gfx_round(g, thumb, 2, gfx_rgba(UI_MUTED, 190));
    }
    if (lv->back > 0) {
        /* not at the newest: say so, and jump back on a click */
        char label[64];
        if (newer > 0)
            snprintf(label, sizeof label, "%d newer line%s  \xe2\x96\xbc", newer,
                     newer == 1 ? "" : "s");
        else
            snprintf(label, sizeof label, "newer lines  \xe2\x96\xbc");
        int bw = gfx_text_w(g, GFX_SMALL, label) + 24, bh = bar_h;
        SDL_Rect b = {r.x + r.w - bw - 12, r.y + r.h - bh - 4, bw, bh};
        int hot = ui_hover(a, b);
        gfx_round(g, b, 5, gfx_rgb(hot ? 0x8a1f23 : UI_ACCENT));
        gfx_text_align(g, GFX_SMALL, b.x, b.y + 4, b.w, GFX_CENTER, gfx_rgb(0xfbf3dc), label);
        ui_target(a, b, "newer lines");
        ui_tooltip(a, b, "Back to the newest line; the log follows new lines again.");
        if (ui_clicked(a, b)) {
            lv->back = 0;
            ui_animate(a);
        }
    }
}
