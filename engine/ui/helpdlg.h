/* helpdlg: the help panel a game screen opens over its board: a titled
 * panel with a row of tabs and a Close button, the chosen tab and how far
 * it is scrolled. The game gives only its tabs' content. Two looks: a
 * scrolled page of text (the table games), or tabs laid across the whole
 * panel with the content area left to the game (the map games). */
#ifndef ENGINE_UI_HELPDLG_H
#define ENGINE_UI_HELPDLG_H

#include <SDL.h>

#include "gfx/gfx.h"
#include "ui/ui.h"

typedef struct helpdlg {
    int tab;       /* the tab shown */
    int scroll;    /* pixels scrolled down in it (0 when a tab is chosen) */
} helpdlg;

/* Draws tab `tab` into body, scrolled by `scroll` pixels (clipped to
 * body already); returns the height of the whole content. */
typedef int (*helpdlg_tab_fn)(void *ctx, gfx *g, SDL_Rect body, int tab, int scroll);

/* The scrolled page: a panel over r, tabs 124 wide, Close at the top
 * right; the wheel and the arrow and page keys scroll. 1 when closed. */
int helpdlg_page(helpdlg *h, ui_app *a, gfx *g, SDL_Rect r, const char *title,
                 const char *const *tabs, int ntabs, helpdlg_tab_fn draw, void *ctx);
/* The bar at the right edge of body (just outside it) that shows a page
 * of `total` height is longer than body, scrolled by `scroll`; nothing
 * when it fits. Its thumb is the part "help scrollbar". */
void helpdlg_scrollbar(ui_app *a, gfx *g, SDL_Rect body, int total, int scroll);
/* Paragraphs one under the other (the page's usual content); returns
 * their height. */
int helpdlg_paras(gfx *g, SDL_Rect r, const char *const *p, int n, int scroll);

/* A notes file in markdown as paragraphs: headings bold without their
 * marks, list items with a bullet, code and bold marks dropped, a
 * paragraph's lines joined; returns the height. */
int helpdlg_notes(gfx *g, SDL_Rect r, const char *md, int scroll);

/* The table games' help on a page: "Rules" and "The screen" as
 * paragraphs, "Readings" drawn by the game (from its notes file). */
typedef struct helpdlg_book {
    const char *title;
    const char *const *rules;
    int nrules;
    int (*readings)(void *ctx, gfx *g, SDL_Rect body, int scroll);
    const char *const *screen;
    int nscreen;
} helpdlg_book;
int helpdlg_book_page(helpdlg *h, ui_app *a, gfx *g, SDL_Rect r, const helpdlg_book *b, void *ctx);

/* The map games' panel: the window below r's top dimmed, tabs sharing
 * the panel's width (at most max_tab_w, 0 for no limit), a small Close;
 * returns the content area, *closed set to 1 when Close was clicked. */
SDL_Rect helpdlg_panel(helpdlg *h, ui_app *a, gfx *g, SDL_Rect r, const char *title,
                       const char *const *tabs, int ntabs, int max_tab_w, int *closed);

#endif
