/* widgets: the immediate-mode pieces every screen reuses: buttons, labels,
 * paper panels, tooltips, scrolling lists and the modal dialog (the game
 * log is logpanel.c). Each draws itself and reports this frame's clicks. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/ui_local.h"

static int inside(SDL_Rect r, int x, int y)
{
    return x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h;
}

int ui_hover(ui_app *a, SDL_Rect r)
{
    return a->live && inside(r, a->in.mx, a->in.my);
}

int ui_clicked(ui_app *a, SDL_Rect r)
{
    /* press and release both inside: a drag off a button cancels it */
    return a->live && a->in.clicked && inside(r, a->in.mx, a->in.my) &&
           inside(r, a->in.press_x, a->in.press_y);
}

/* A button's identity for the still-pointer guard: its words and place. */
static unsigned button_id(SDL_Rect r, const char *label)
{
    unsigned id = 2166136261u;
    for (const char *c = label; *c; c++)
        id = (id ^ (unsigned char)*c) * 16777619u;
    id ^= (unsigned)r.x * 73856093u ^ (unsigned)r.y * 19349663u;
    return id ? id : 1;
}

#define REPLAY_TIP                                                                                     \
    "This is a replay: nothing is played, saved or taken back here. Take over plays on from this move."

/* In a replay (Watch) the view is read-only: a button that would play a
 * move (a primary action, End..., Pass, Forfeit), ask for advice, save,
 * load or undo is drawn off, its reason on hover, in every game alike. */
static int replay_off(const char *label, int flags)
{
    static const char *const verbs[] = {"Suggest", "Save", "Load", "Undo", "End", "Pass", "Forfeit"};
    if (flags & UI_PRIMARY)
        return 1;
    for (size_t i = 0; i < sizeof verbs / sizeof verbs[0]; i++)
        if (!strncmp(label, verbs[i], strlen(verbs[i])))
            return 1;
    return 0;
}

int ui_button(ui_app *a, SDL_Rect r, const char *label, int flags)
{
    gfx *g = a->g;
    int off = a->replay && label && replay_off(label, flags);
    if (off)
        flags = (flags & ~UI_PRIMARY) | UI_DISABLED;
    int disabled = flags & UI_DISABLED;
    int hover = !disabled && ui_hover(a, r);
    int pressed = hover && a->in.down && inside(r, a->in.press_x, a->in.press_y);
    unsigned fill = 0xfaf3e1, edge = UI_MUTED, ink = UI_INK;
    if (flags & UI_PRIMARY) {
        fill = hover ? 0xb83236 : UI_ACCENT;
        edge = 0x6e1518;
        ink = 0xfbf3dc;
    } else if (flags & UI_SELECTED) {
        fill = UI_INK;
        edge = UI_GOLD;
        ink = 0xfbf3dc;
    } else if (flags & UI_DANGER) {
        fill = hover ? 0xf6e1d6 : 0xfaf3e1;
        edge = UI_ACCENT;
        ink = UI_ACCENT;
    } else if (hover) {
        fill = 0xfffaee;
        edge = UI_INK;
    }
    if (disabled) {
        fill = UI_PAPER2;
        edge = 0xb8a78a;
        ink = 0x9c8b72;
    }
    if (pressed)
        fill = (flags & (UI_PRIMARY | UI_SELECTED)) ? 0x5a1114 : UI_PAPER2;
    SDL_Rect sh = {r.x, r.y + 2, r.w, r.h};
    if (!disabled && !pressed)
        gfx_round(g, sh, 6, gfx_rgba(0x000000, 50));
    gfx_round(g, r, 6, gfx_rgb(edge));
    SDL_Rect in = {r.x + 1, r.y + 1, r.w - 2, r.h - 2};
    gfx_round(g, in, 5, gfx_rgb(fill));
    if ((flags & UI_PRIMARY) && !disabled) { /* a gold hairline inside */
        SDL_Rect gl = {r.x + 3, r.y + 3, r.w - 6, r.h - 6};
        gfx_round(g, gl, 4, gfx_rgba(UI_GOLD, 120));
        SDL_Rect gi = {r.x + 4, r.y + 4, r.w - 8, r.h - 8};
        gfx_round(g, gi, 3, gfx_rgb(fill));
    }
    int lh = gfx_line_h(g, GFX_BOLD);
    gfx_text_align(g, GFX_BOLD, r.x + 6, r.y + (r.h - lh) / 2 + (pressed ? 1 : 0), r.w - 12,
                   GFX_CENTER, gfx_rgb(ink), label);
    if (off) {
        char name[96];
        snprintf(name, sizeof name, "replay off: %s", label);
        ui_part(a, r, name);
        ui_tooltip(a, r, REPLAY_TIP);
    }
    if (disabled)
        return 0;
    ui_target(a, r, label);
    if (!hover)
        return 0;
    /* a button that has just come under a still pointer (where the one
     * clicked was) takes no click for a moment */
    int fresh = ui_button_fresh(a, button_id(r, label)); /* every frame it is hovered */
    return ui_clicked(a, r) && fresh;
}

int ui_button_clicked(ui_app *a, SDL_Rect r, const char *label)
{
    if (!ui_hover(a, r))
        return 0;
    /* the same id as ui_button's drawing of it: asked twice in a frame,
     * the guard answers alike */
    int fresh = ui_button_fresh(a, button_id(r, label));
    return ui_clicked(a, r) && fresh;
}

void ui_label(ui_app *a, SDL_Rect r, int font, int align, const char *text)
{
    gfx *g = a->g;
    int lh = gfx_line_h(g, font);
    gfx_text_align(g, font, r.x, r.y + (r.h - lh) / 2, r.w, align, gfx_rgb(UI_INK), text);
}

SDL_Rect ui_panel(ui_app *a, SDL_Rect r, const char *title)
{
    gfx *g = a->g;
    SDL_Rect sh = {r.x + 3, r.y + 4, r.w, r.h};
    gfx_round(g, sh, 6, gfx_rgba(0x000000, 70));
    gfx_round(g, r, 6, gfx_rgb(0x8a7556));
    SDL_Rect p = {r.x + 1, r.y + 1, r.w - 2, r.h - 2};
    gfx_round(g, p, 5, gfx_rgb(UI_PAPER));
    SDL_Rect rule = {r.x + 5, r.y + 5, r.w - 10, r.h - 10};
    gfx_frame(g, rule, gfx_rgba(UI_GOLD, 150), 1);
    SDL_Rect inner = {r.x + 14, r.y + 14, r.w - 28, r.h - 28};
    if (title && *title) {
        int lh = gfx_line_h(g, GFX_BOLD);
        SDL_Rect bar = {r.x + 6, r.y + 6, r.w - 12, lh + 14};
        gfx_fill(g, bar, gfx_rgb(UI_INK));
        SDL_Rect gold = {bar.x, bar.y + bar.h, bar.w, 2};
        gfx_fill(g, gold, gfx_rgb(UI_GOLD));
        gfx_text(g, GFX_BOLD, bar.x + 12, bar.y + 7, gfx_rgb(0xf6ecd2), title);
        inner.y = bar.y + bar.h + 12;
        inner.h = r.y + r.h - 14 - inner.y;
    }
    return inner;
}

void ui_result_words(char *s)
{
    if (!s || strchr(s, ' '))
        return; /* already words */
    for (char *c = s; *c; c++)
        if (*c == '-' || *c == '_')
            *c = ' ';
    if (*s >= 'a' && *s <= 'z')
        *s = (char)(*s - 'a' + 'A');
}

void ui_tooltip(ui_app *a, SDL_Rect r, const char *text)
{
    if (!text || !*text || !ui_hover(a, r))
        return;
    Uint32 still = a->in.now - a->in.still_since;
    if (still >= UI_TOOLTIP_MS) {
        /* a replay's "off" reason stays over the button's own tooltip */
        if (a->replay && a->tip_on && SDL_RectEquals(&r, &a->tip_r) &&
            !strncmp(a->tip, REPLAY_TIP, 16) && strcmp(text, REPLAY_TIP) != 0)
            return;
        snprintf(a->tip, sizeof a->tip, "%s", text);
        a->tip_r = r;
        a->tip_on = 1;
    } else {
        ui_wake(a, (int)(UI_TOOLTIP_MS - still));
    }
}

void ui_modal(ui_app *a, SDL_Rect r)
{
    if (a->tip_on && inside(r, a->in.mx, a->in.my))
        a->tip_on = 0;
}

/* Thin scroll bar along the right edge of r: first visible of total. */
static void scrollbar(gfx *g, SDL_Rect r, int first, int visible, int total)
{
    if (total <= visible || total <= 0)
        return;
    SDL_Rect track = {r.x + r.w - 7, r.y + 4, 4, r.h - 8};
    gfx_round(g, track, 2, gfx_rgba(UI_MUTED, 50));
    int th = track.h * visible / total;
    if (th < 16)
        th = 16;
    int ty = track.y + (track.h - th) * first / (total - visible);
    SDL_Rect thumb = {track.x, ty, track.w, th};
    gfx_round(g, thumb, 2, gfx_rgba(UI_MUTED, 190));
}

int ui_list(ui_app *a, SDL_Rect r, const char *const *rows, int n, int *sel, int *scroll)
{
    gfx *g = a->g;
    int rh = gfx_line_h(g, GFX_BODY) + 14;
    int visible = (r.h - 4) / rh;
    if (visible < 1)
        visible = 1;
    int maxscroll = n > visible ? n - visible : 0;
    if (ui_hover(a, r) && a->in.wheel) {
        *scroll -= a->in.wheel;
        a->in.wheel = 0; /* consumed */
    }
    if (*scroll > maxscroll)
        *scroll = maxscroll;
    if (*scroll < 0)
        *scroll = 0;
    gfx_round(g, r, 4, gfx_rgb(0x9c8a6c));
    SDL_Rect bg = {r.x + 1, r.y + 1, r.w - 2, r.h - 2};
    gfx_round(g, bg, 3, gfx_rgb(0xfcf8ee));
    gfx_clip(g, &bg);
    int clicked = -1;
    for (int i = *scroll; i < n && i < *scroll + visible + 1; i++) {
        SDL_Rect row = {r.x + 2, r.y + 2 + (i - *scroll) * rh, r.w - 4 - (maxscroll ? 10 : 0), rh};
        if (row.y >= r.y + r.h)
            break;
        int selected = sel && *sel == i;
        int hov = ui_hover(a, row) && row.y + rh <= r.y + r.h;
        if (selected) {
            gfx_fill(g, row, gfx_rgb(UI_ACCENT));
        } else if (hov) {
            gfx_fill(g, row, gfx_rgb(0xf1e4c6));
        } else if (i % 2) {
            gfx_fill(g, row, gfx_rgba(UI_PAPER2, 90));
        }
        gfx_text(g, GFX_BODY, row.x + 12, row.y + 7,
                 gfx_rgb(selected ? 0xfbf3dc : UI_INK), rows[i] ? rows[i] : "");
        if (row.y + rh <= r.y + r.h) {
            ui_target(a, row, rows[i] ? rows[i] : "");
            if (ui_clicked(a, row)) {
                clicked = i;
                if (sel)
                    *sel = i;
            }
        }
    }
    gfx_clip(g, NULL);
    scrollbar(g, r, *scroll, visible, n);
    return clicked;
}

/* ------------------------------------------------------------- dialog */

typedef struct dialog {
    char title[128];
    char text[1024];
    char button[4][64];
    int nbuttons;
    ui_dialog_fn fn;
    void *ctx;
} dialog;

static void dialog_choose(ui_scene *s, ui_app *a, int choice)
{
    dialog *d = s->data;
    ui_dialog_fn fn = d->fn;
    void *ctx = d->ctx;
    ui_pop(a); /* freed after this frame, so d stays readable here */
    if (fn)
        fn(a, ctx, choice);
}

static void dialog_frame(ui_scene *s, ui_app *a, gfx *g)
{
    dialog *d = s->data;
    SDL_Rect all = {0, 0, gfx_w(g), gfx_h(g)};
    gfx_fill(g, all, gfx_rgba(0x120c08, 150));
    int w = 560;
    int th = gfx_text_wrap_h(g, GFX_BODY, w - 64, d->text);
    int h = gfx_line_h(g, GFX_BOLD) + th + 122; /* title bar, text, gap, buttons */
    SDL_Rect r = {(gfx_w(g) - w) / 2, (gfx_h(g) - h) / 2 - 20, w, h};
    SDL_Rect in = ui_panel(a, r, d->title);
    SDL_Rect tr = {in.x + 18, in.y + 6, in.w - 36, th};
    gfx_text_wrap(g, GFX_BODY, tr, gfx_rgb(UI_INK), d->text);
    int bw = 150, gap = 12, x = in.x + in.w - 8;
    for (int i = d->nbuttons - 1; i >= 0; i--) {
        int tw = gfx_text_w(g, GFX_BOLD, d->button[i]) + 40;
        int wb = tw > bw ? tw : bw;
        x -= wb;
        SDL_Rect b = {x, in.y + in.h - 44, wb, 40};
        x -= gap;
        if (ui_button(a, b, d->button[i], i == 0 ? UI_PRIMARY : 0)) {
            dialog_choose(s, a, i);
            return;
        }
    }
    const ui_input *ip = ui_in(a);
    if (ip->key == SDLK_RETURN || ip->key == SDLK_KP_ENTER)
        dialog_choose(s, a, d->nbuttons > 0 ? 0 : -1);
}

static int dialog_command(ui_scene *s, ui_app *a, int cmd)
{
    if (cmd != UI_CMD_BACK)
        return 1; /* no undo or save behind a dialog */
    dialog_choose(s, a, -1);
    return 1;
}

static void dialog_destroy(ui_scene *s)
{
    free(s->data);
    free(s);
}

ui_scene *ui_dialog_new(const char *title, const char *text,
                        const char *const *buttons, int nbuttons,
                        ui_dialog_fn on_choice, void *ctx)
{
    ui_scene *s = calloc(1, sizeof *s);
    dialog *d = calloc(1, sizeof *d);
    if (!s || !d) {
        free(s);
        free(d);
        return NULL;
    }
    snprintf(d->title, sizeof d->title, "%s", title ? title : "");
    snprintf(d->text, sizeof d->text, "%s", text ? text : "");
    if (nbuttons > 4)
        nbuttons = 4;
    for (int i = 0; i < nbuttons; i++)
        snprintf(d->button[i], sizeof d->button[i], "%s", buttons[i]);
    if (nbuttons <= 0) {
        snprintf(d->button[0], sizeof d->button[0], "OK");
        nbuttons = 1;
    }
    d->nbuttons = nbuttons;
    d->fn = on_choice;
    d->ctx = ctx;
    s->frame = dialog_frame;
    s->command = dialog_command;
    s->destroy = dialog_destroy;
    s->overlay = 1;
    s->data = d;
    return s;
}

double ui_clamp_span(double o, double size, double start, double len)
{
    if (size <= len)
        return start + (len - size) / 2;
    if (o > start)
        return start;
    if (o + size < start + len)
        return start + len - size;
    return o;
}
