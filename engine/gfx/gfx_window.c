/* gfx_window: the first window's size and fullscreen on and off. Under a
 * window manager the first window is fitted to the screen's usable area,
 * its frame included. SDL asks the window manager for
 * fullscreen (the EWMH _NET_WM_STATE_FULLSCREEN message); with no window
 * manager nobody answers, the X window keeps its old size while SDL lays
 * out for the whole screen, and the view is cut off. So on X11 without a
 * window manager the window is made fullscreen by hand: no border, placed
 * over the whole display, and put back as it was on the way out. Xlib is
 * reached through the library SDL already loaded, so the program does not
 * link X11 itself. */
#include <string.h>

#include <SDL.h>
#include <SDL_syswm.h>

#include "gfx/gfx_local.h"

#if defined(SDL_VIDEO_DRIVER_X11)
typedef Atom (*intern_atom_fn)(Display *, const char *, Bool);
typedef int (*get_property_fn)(Display *, Window, Atom, long, long, Bool, Atom, Atom *, int *,
                               unsigned long *, unsigned long *, unsigned char **);
typedef int (*xfree_fn)(void *);

/* 1 when an EWMH window manager runs on the window's X display: the root
 * window names its check window in _NET_SUPPORTING_WM_CHECK. */
static int x11_has_wm(SDL_Window *win)
{
    SDL_SysWMinfo info;
    void *lib;
    intern_atom_fn intern;
    get_property_fn getprop;
    xfree_fn xfree;
    Atom atom, type = None;
    int format = 0, wm = 0;
    unsigned long n = 0, after = 0;
    unsigned char *data = NULL;

    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo(win, &info) || info.subsystem != SDL_SYSWM_X11)
        return 1;   /* not X11: SDL's own way is right */
    if (!(lib = SDL_LoadObject("libX11.so.6")))
        return 1;
    intern = (intern_atom_fn)SDL_LoadFunction(lib, "XInternAtom");
    getprop = (get_property_fn)SDL_LoadFunction(lib, "XGetWindowProperty");
    xfree = (xfree_fn)SDL_LoadFunction(lib, "XFree");
    if (!intern || !getprop || !xfree) {
        SDL_UnloadObject(lib);
        return 1;
    }
    atom = intern(info.info.x11.display, "_NET_SUPPORTING_WM_CHECK", True);
    if (atom != None &&
        getprop(info.info.x11.display, DefaultRootWindow(info.info.x11.display), atom, 0, 1,
                False, XA_WINDOW, &type, &format, &n, &after, &data) == Success) {
        wm = type == XA_WINDOW && format == 32 && n == 1;
        if (data)
            xfree(data);
    }
    SDL_UnloadObject(lib);
    return wm;
}
#else
static int x11_has_wm(SDL_Window *win)
{
    (void)win;
    return 1;
}
#endif

int gfx_set_fullscreen(gfx *g, int on)
{
    int rc = 0;

    on = on != 0;
    if (on == g->full)
        return 0;
    if (on && !x11_has_wm(g->win)) {
        int d = SDL_GetWindowDisplayIndex(g->win);
        SDL_Rect b;
        if (SDL_GetDisplayBounds(d < 0 ? 0 : d, &b) != 0)
            return -1;
        SDL_GetWindowPosition(g->win, &g->win_x, &g->win_y);
        SDL_GetWindowSize(g->win, &g->win_w, &g->win_h);
        SDL_SetWindowBordered(g->win, SDL_FALSE);
        SDL_SetWindowMinimumSize(g->win, 1, 1);
        SDL_SetWindowPosition(g->win, b.x, b.y);
        SDL_SetWindowSize(g->win, b.w, b.h);
        g->full = 2;
    } else if (!on && g->full == 2) {
        SDL_SetWindowSize(g->win, g->win_w, g->win_h);
        SDL_SetWindowPosition(g->win, g->win_x, g->win_y);
        SDL_SetWindowBordered(g->win, SDL_TRUE);
        SDL_SetWindowMinimumSize(g->win, g->min_w, g->min_h);
        g->full = 0;
    } else {
        /* the window manager puts the window back as it likes (under its
         * own title bar, its foot off the screen): put it back by hand */
        if (on) {
            SDL_GetWindowPosition(g->win, &g->win_x, &g->win_y);
            SDL_GetWindowSize(g->win, &g->win_w, &g->win_h);
        }
        rc = SDL_SetWindowFullscreen(g->win, on ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0);
        g->full = on && rc == 0;
        if (!on && rc == 0 && g->win_w > 0) {
            SDL_SetWindowSize(g->win, g->win_w, g->win_h);
            SDL_SetWindowPosition(g->win, g->win_x, g->win_y);
            SDL_SetWindowMinimumSize(g->win, g->min_w, g->min_h);
        }
    }
    gfx_resized(g);
    return rc;
}

void gfx_window_fit(gfx *g)
{
    int d = SDL_GetWindowDisplayIndex(g->win), w, h, top = 0, left = 0, bottom = 0, right = 0;
    SDL_Rect ub;
    const char *drv = SDL_GetCurrentVideoDriver();

    if (!drv || strcmp(drv, "x11") != 0 || !x11_has_wm(g->win))
        return;
    if (SDL_GetDisplayUsableBounds(d < 0 ? 0 : d, &ub) != 0)
        return;
    SDL_GetWindowSize(g->win, &w, &h);
    if (w + 16 <= ub.w && h + 64 <= ub.h)
        return; /* room for any frame: no need to wait for it */
    /* the frame's size is known once the manager has framed the window;
     * a busy machine's manager may take a second or more (half a second
     * left the first window unframed at the screen's full size) */
    for (int k = 0; k < 400; k++) {
        SDL_PumpEvents();
        if (SDL_GetWindowBordersSize(g->win, &top, &left, &bottom, &right) == 0 && top > 0)
            break;
        SDL_Delay(5);
    }
    int aw = ub.w - left - right, ah = ub.h - top - bottom;
    if (w <= aw && h <= ah) {
        /* it fits, but centred as a bare window its frame may not: the
         * second start (1240x775 kept in the settings) stood at y 32 on a
         * 1280x800 screen, its foot 12 pixels off it */
        int x, y, nx, ny;
        SDL_GetWindowPosition(g->win, &x, &y);
        nx = x < ub.x + left ? ub.x + left : x > ub.x + ub.w - right - w ? ub.x + ub.w - right - w : x;
        ny = y < ub.y + top ? ub.y + top : y > ub.y + ub.h - bottom - h ? ub.y + ub.h - bottom - h : y;
        if (nx != x || ny != y)
            SDL_SetWindowPosition(g->win, nx, ny);
        return;
    }
    /* a screen no bigger than the minimum (1024x640) has less room than
     * that once the title bar is counted: the minimum gives way to the
     * usable area, or the window's foot and buttons are off the screen
     * (the view scales to any size) */
    if (aw < g->min_w || ah < g->min_h) {
        g->min_w = aw < g->min_w && aw >= GFX_MIN_WIN_W * 3 / 4 ? aw : g->min_w;
        g->min_h = ah < g->min_h && ah >= GFX_MIN_WIN_H * 3 / 4 ? ah : g->min_h;
        SDL_SetWindowMinimumSize(g->win, g->min_w, g->min_h);
    }
    double s = (double)aw / w < (double)ah / h ? (double)aw / w : (double)ah / h;
    int nw = (int)(w * s), nh = (int)(h * s);
    if (nw < g->min_w)
        nw = g->min_w;
    if (nh < g->min_h)
        nh = g->min_h;
    SDL_SetWindowSize(g->win, nw, nh);
    SDL_SetWindowPosition(g->win, ub.x + left + (aw > nw ? (aw - nw) / 2 : 0),
                          ub.y + top + (ah > nh ? (ah - nh) / 2 : 0));
    gfx_resized(g);
}

int gfx_fullscreen(const gfx *g)
{
    return g->full != 0;
}
