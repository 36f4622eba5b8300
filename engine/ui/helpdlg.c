/* helpdlg: the help panel over a game screen (see helpdlg.h). */
#include "ui/helpdlg.h"

static void choose(helpdlg *h, int tab)
{
    h->tab = tab;
    h->scroll = 0;
}

int helpdlg_paras(gfx *g, SDL_Rect r, const char *const *p, int n, int scroll)
{
    int y = r.y - scroll;

    for (int k = 0; k < n; k++) {
        int h = gfx_text_wrap_h(g, GFX_BODY, r.w, p[k]);
        if (y + h > r.y && y < r.y + r.h)
            gfx_text_wrap(g, GFX_BODY, (SDL_Rect){r.x, y, r.w, h}, gfx_rgb(UI_INK), p[k]);
        y += h + 10;
    }
    return y + scroll - r.y;
}

int helpdlg_page(helpdlg *h, ui_app *a, gfx *g, SDL_Rect r, const char *title,
                 const char *const *tabs, int ntabs, helpdlg_tab_fn draw, void *ctx)
{
    const ui_input *in = ui_in(a);
    SDL_Rect body, close = {r.x + r.w - 110, r.y + 8, 96, 32};
    int total;

    ui_modal(a, r);
    body = ui_panel(a, r, title);
    for (int k = 0; k < ntabs; k++) {
        SDL_Rect t = {body.x + 4 + k * 130, body.y + 2, 124, 32};
        if (ui_button(a, t, tabs[k], h->tab == k ? UI_SELECTED : 0))
            choose(h, k);
    }
    if (ui_button(a, close, "Close", 0))
        return 1;
    body = (SDL_Rect){body.x + 8, body.y + 44, body.w - 16, body.h - 50};
    if (in->wheel)
        h->scroll -= in->wheel * 40;
    if (in->key == SDLK_DOWN || in->key == SDLK_PAGEDOWN)
        h->scroll += in->key == SDLK_DOWN ? 40 : body.h - 40;
    if (in->key == SDLK_UP || in->key == SDLK_PAGEUP)
        h->scroll -= in->key == SDLK_UP ? 40 : body.h - 40;
    if (h->scroll < 0)
        h->scroll = 0;
    gfx_clip(g, &body);
    total = draw(ctx, g, body, h->tab, h->scroll);
    gfx_clip(g, NULL);
    /* no scrolling past the end */
    if (h->scroll > total - body.h + 20)
        h->scroll = total - body.h + 20 > 0 ? total - body.h + 20 : 0;
    return 0;
}

typedef struct book_ctx {
    const helpdlg_book *b;
    void *ctx;
} book_ctx;

static int book_tab(void *ctx, gfx *g, SDL_Rect body, int tab, int scroll)
{
    const book_ctx *c = ctx;

    if (tab == 0)
        return helpdlg_paras(g, body, c->b->rules, c->b->nrules, scroll);
    if (tab == 1)
        return c->b->readings(c->ctx, g, body, scroll);
    return helpdlg_paras(g, body, c->b->screen, c->b->nscreen, scroll);
}

int helpdlg_book_page(helpdlg *h, ui_app *a, gfx *g, SDL_Rect r, const helpdlg_book *b, void *ctx)
{
    static const char *const tabs[3] = {"Rules", "Readings", "The screen"};
    book_ctx c = {b, ctx};

    return helpdlg_page(h, a, g, r, b->title, tabs, 3, book_tab, &c);
}

SDL_Rect helpdlg_panel(helpdlg *h, ui_app *a, gfx *g, SDL_Rect r, const char *title,
                       const char *const *tabs, int ntabs, int max_tab_w, int *closed)
{
    SDL_Rect in, close = {r.x + r.w - 10 - 84, r.y + 8, 80, 26};
    SDL_Rect under = {0, r.y - 12, gfx_w(g), gfx_h(g) - r.y + 12};
    int tw;

    /* no tooltip of the board under the panel shows through it */
    ui_modal(a, under);
    gfx_fill(g, under, gfx_rgba(0x120c08, 150));
    in = ui_panel(a, r, title);
    tw = (in.w - 8 * 6) / ntabs;
    if (max_tab_w > 0 && tw > max_tab_w)
        tw = max_tab_w;
    for (int i = 0; i < ntabs; i++) {
        SDL_Rect t = {in.x + i * (tw + 6), in.y, tw, 32};
        if (ui_button(a, t, tabs[i], h->tab == i ? UI_SELECTED : 0) && h->tab != i)
            choose(h, i);
    }
    *closed = ui_button(a, close, "Close", 0);
    return (SDL_Rect){in.x + 8, in.y + 48, in.w - 16, in.h - 56};
}
