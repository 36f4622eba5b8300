/* loaddlg: the Load dialog every game screen shares. An overlay scene
 * listing one game's saves from the per-user saves folder, newest first,
 * each with what it holds (the game's summary hook: turn, state);
 * choosing one replaces the game screen under it with the loaded game (or,
 * to host it, hands it to the caller). A save that does not load is named
 * with its problems and left as it is. */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "core/catalog.h"
#include "core/paths.h"
#include "core/session.h"
#include "ui/gameview.h"
#include "ui/watch.h"

typedef struct load_ent {
    char path[1024];
    char stamp[40];
    char what[400];    /* scenario title: the game's summary; the result */
    char name[260];    /* the file name without .json */
    char label[700];   /* the row as drawn: fitted to fit_w */
    int fit_w;
    time_t when;
    long nsec;   /* saves made within one second still sort newest first */
} load_ent;

typedef struct load_dlg {
    char game[64];
    char root[1024];   /* where scenarios/ is, to replay each save */
    const game_registry *games; /* the app's games, to replay each save */
    char title[96];
    load_ent *ent;
    int n;
    int sel, scroll;
    ui_load_fn pick;   /* NULL: the loaded game opens; else it is handed here */
    void *pick_ctx;
    char verb[32];     /* the choosing button's word: "Load", "Host" */
} load_dlg;

static int cmp_ent(const void *x, const void *y)
{
    const load_ent *a = x, *b = y;
    if (a->when != b->when)
        return a->when < b->when ? 1 : -1;
    return a->nsec < b->nsec ? 1 : a->nsec > b->nsec ? -1 : 0;
}

/* A save's row: when, the file name, then what it holds, as its game
 * sums it up (scenario title, turn, a line of where it stands, the result
 * of a finished game), from the save replayed; a save that does not load
 * says so. */
static void describe(const char *root, const game_registry *games, const char *game,
                     load_ent *e, const char *stamp,
                     const char *nm, size_t nlen)
{
    errs er;
    char sum[240] = "";
    snprintf(e->stamp, sizeof e->stamp, "%s", stamp);
    snprintf(e->name, sizeof e->name, "%.*s", (int)nlen, nm);
    errs_clear(&er);
    session *s = session_load_from(e->path, root, games, &er);
    if (!s) {
        snprintf(e->what, sizeof e->what, "(does not load)");
        return;
    }
    if (s->rules->summary)
        s->rules->summary(s->state, sum, sizeof sum);
    char over[96] = "";
    int done = s->rules->outcome && s->rules->outcome(s->state, over, sizeof over);
    ui_result_words(over);
    /* the scenario by its title, as the setup screen names it */
    const char *scen = s->scenario;
    catalog *cat = malloc(sizeof *cat);
    errs ce;
    errs_clear(&ce);
    if (cat && catalog_load(cat, root, s->rules->id, &ce)) {
        const cat_scenario *cs = catalog_find(cat, s->scenario);
        if (cs && cs->title[0])
            scen = cs->title;
    }
    /* the game is named when it is not the one whose saves these are (a
     * file renamed by hand) */
    int other = strcmp(s->rules->id, game) != 0;
    snprintf(e->what, sizeof e->what, "%s%s%s%s%s%s%s", other ? s->rules->title : "",
             other ? ", " : "", scen, sum[0] ? ": " : "", sum, done ? "; over: " : "",
             done ? (over[0] ? over : "finished") : "");
    free(cat);
    session_free(s);
}

/* The row as drawn within w pixels: the date and the file name whole,
 * what the save holds cut with an ellipsis where it would not fit (the
 * whole of it on hover). */
static void fit_label(gfx *g, load_ent *e, int w)
{
    if (e->fit_w == w)
        return;
    e->fit_w = w;
    size_t n = strlen(e->what);
    for (;;) {
        snprintf(e->label, sizeof e->label, "%s   %s   %.*s%s", e->stamp, e->name, (int)n, e->what,
                 n < strlen(e->what) ? "\u2026" : "");
        if (n == 0 || gfx_text_w(g, GFX_BODY, e->label) <= w)
            return;
        n--;
        while (n > 0 && (e->what[n] & 0xC0) == 0x80)  /* whole UTF-8 letters */
            n--;
        while (n > 0 && e->what[n - 1] == ' ')
            n--;
    }
}

/* The saves of one game: ui_save and the autosave both name them
 * "<game id>-*.json" in paths_save_dir. */
static void scan(load_dlg *d)
{
    char dir[900], prefix[70];
    if (!paths_save_dir(dir, sizeof dir))
        return;
    DIR *dd = opendir(dir);
    if (!dd)
        return;
    size_t plen = (size_t)snprintf(prefix, sizeof prefix, "%s-", d->game);
    struct dirent *de;
    int cap = 0;
    while ((de = readdir(dd))) {
        const char *nm = de->d_name;
        size_t len = strlen(nm);
        if (len <= plen + 5 || strncmp(nm, prefix, plen) != 0 || strcmp(nm + len - 5, ".json") != 0)
            continue;
        load_ent *e;
        if (d->n == cap) {
            cap = cap ? cap * 2 : 16;
            e = realloc(d->ent, (size_t)cap * sizeof *e);
            if (!e)
                break;
            d->ent = e;
        }
        e = &d->ent[d->n];
        snprintf(e->path, sizeof e->path, "%s/%s", dir, nm);
        struct stat sb;
        if (stat(e->path, &sb) != 0 || !S_ISREG(sb.st_mode))
            continue;
        e->when = sb.st_mtime;
        e->nsec = sb.st_mtim.tv_nsec;
        struct tm tm;
        char stamp[40] = "";
        if (localtime_r(&e->when, &tm))
            strftime(stamp, sizeof stamp, "%Y-%m-%d %H:%M", &tm);
        describe(d->root, d->games, d->game, e, stamp, nm, len - 5);
        d->n++;
    }
    closedir(dd);
    if (d->n > 1)   /* no saves: d->ent is NULL, which qsort must not get */
        qsort(d->ent, (size_t)d->n, sizeof *d->ent, cmp_ent);
}

/* The problems of a save that did not load, file:line first, the folder
 * left out (it is long and the same for every save). */
static void show_errors(ui_app *a, const char *path, const errs *e)
{
    char text[1400];
    size_t k = (size_t)snprintf(text, sizeof text,
                                "This saved game could not be loaded; the file is left as it is.\n\n");
    const char *base = strrchr(path, '/');
    base = base ? base + 1 : path;
    size_t plen = strlen(path);
    for (int i = 0; i < e->n && i < 4 && k < sizeof text; i++) {
        const char *m = e->msg[i];
        int same = !strncmp(m, path, plen);
        k += (size_t)snprintf(text + k, sizeof text - k, "%s%s\n", same ? base : "", same ? m + plen : m);
    }
    static const char *const ok[] = {"OK"};
    ui_scene *dlg = ui_dialog_new("Cannot load", text, ok, 1, NULL, NULL);
    if (dlg)
        ui_push(a, dlg);
}

static void load_chosen(load_dlg *d, ui_app *a)
{
    char path[1024];
    errs e;
    errs_clear(&e);
    snprintf(path, sizeof path, "%s", d->ent[d->sel].path);
    session *ns = session_load_from(path, ui_root(a), ui_games(a), &e);
    if (!ns) {
        show_errors(a, path, &e); /* over this dialog: pick another */
        return;
    }
    ui_pop(a); /* this dialog; freed after the frame */
    if (d->pick) {   /* the caller does with it what it was asked for */
        d->pick(a, d->pick_ctx, ns);
        return;
    }
    /* the game screen under it gives way to the loaded game */
    ui_scene *below = ui_top(a);
    if (below && below->session)
        ui_pop(a);
    /* a save of another game (a file renamed by hand): under it is this
     * game's set-up, where Leave would land; the title screen instead */
    if (strcmp(ns->rules->id, d->game) != 0)
        while (ui_depth(a) > 1)
            ui_pop(a);
    /* Continue takes up the game loaded, not the one played before it */
    ui_autosave(a, ns);
    ui_open_game(a, ns);
}

/* Watch: the chosen save shown again by the replay viewer, over this
 * dialog (Esc comes back to the list). 1 when it opened. */
static int watch_button(load_dlg *d, ui_app *a, SDL_Rect r, int can)
{
    errs e;

    int hit = ui_button(a, r, "Watch", can ? 0 : UI_DISABLED);
    ui_tooltip(a, r, "Show this game again on its board, move by move");
    if (!hit || !can)
        return 0;
    errs_clear(&e);
    if (ui_watch_file(a, d->ent[d->sel].path, -1, &e) != 0) {
        show_errors(a, d->ent[d->sel].path, &e);
        return 0;
    }
    return 1;
}

/* The row under the pointer whole, when its line was cut. */
static void tip_rows(ui_app *a, gfx *g, SDL_Rect lr, const load_dlg *d)
{
    int rh = gfx_line_h(g, GFX_BODY) + 14;
    for (int i = d->scroll; i < d->n; i++) {
        SDL_Rect row = {lr.x + 2, lr.y + 2 + (i - d->scroll) * rh, lr.w - 4, rh};
        if (row.y + rh > lr.y + lr.h)
            break;
        const load_ent *e = &d->ent[i];
        if (strstr(e->label, e->what) == NULL)
            ui_tooltip(a, row, e->what);
    }
}

static void load_frame(ui_scene *sc, ui_app *a, gfx *g)
{
    load_dlg *d = sc->data;
    SDL_Rect all = {0, 0, gfx_w(g), gfx_h(g)};
    gfx_fill(g, all, gfx_rgba(0x120c08, 150));
    int w = all.w - 80 < 980 ? all.w - 80 : 980; /* room for each save's line */
    SDL_Rect r = {(all.w - w) / 2, 150, w, 460};
    char head[160];
    snprintf(head, sizeof head, "Load a saved game: %s", d->title);
    SDL_Rect in = ui_panel(a, r, head);
    SDL_Rect lr = {in.x + 12, in.y + 8, in.w - 24, in.h - 70};
    if (d->n == 0) {
        char msg[200];
        snprintf(msg, sizeof msg, "No saved games of %s yet.", d->title);
        gfx_text_align(g, GFX_BODY, lr.x, lr.y + 40, lr.w, GFX_CENTER, gfx_rgb(UI_MUTED), msg);
        gfx_text_align(g, GFX_BODY, lr.x, lr.y + 40 + gfx_line_h(g, GFX_BODY) + 4, lr.w, GFX_CENTER,
                       gfx_rgb(UI_MUTED), "Save (or Ctrl+S) in a game makes one.");
    } else {
        const char **rows = malloc((size_t)d->n * sizeof *rows);
        if (rows) {
            /* the list's row less its margins and scroll bar */
            int rw = lr.w - 4 - 10 - 24;
            for (int i = 0; i < d->n; i++) {
                fit_label(g, &d->ent[i], rw);
                rows[i] = d->ent[i].label;
            }
            ui_list(a, lr, rows, d->n, &d->sel, &d->scroll);
            tip_rows(a, g, lr, d);
            free(rows);
        }
    }
    SDL_Rect bl = {in.x + in.w - 150 - 12, in.y + in.h - 50, 150, 40};
    SDL_Rect bc = {bl.x - 162, bl.y, 150, 40};
    int can = d->sel >= 0 && d->sel < d->n;
    if (watch_button(d, a, (SDL_Rect){in.x + 12, bl.y, 150, 40}, can))
        return;
    if (ui_button(a, bc, "Cancel", 0)) {
        ui_pop(a);
        return;
    }
    const ui_input *ip = ui_in(a);
    int enter = ip->key == SDLK_RETURN || ip->key == SDLK_KP_ENTER;
    if ((ui_button(a, bl, d->verb, can ? UI_PRIMARY : UI_DISABLED) || enter) && can)
        load_chosen(d, a);
}

static void load_destroy(ui_scene *sc)
{
    load_dlg *d = sc->data;
    if (d)
        free(d->ent);
    free(d);
    free(sc);
}

ui_scene *ui_load_dialog_new(ui_app *a, const char *game_id)
{
    ui_scene *sc = calloc(1, sizeof *sc);
    load_dlg *d = calloc(1, sizeof *d);
    if (!sc || !d) {
        free(sc);
        free(d);
        return NULL;
    }
    snprintf(d->game, sizeof d->game, "%s", game_id);
    snprintf(d->root, sizeof d->root, "%s", ui_root(a));
    d->games = ui_games(a);
    const game_rules *r = game_registry_find(d->games, game_id);
    snprintf(d->title, sizeof d->title, "%s", r && r->title ? r->title : game_id);
    d->sel = -1;
    snprintf(d->verb, sizeof d->verb, "Load");
    scan(d);
    sc->frame = load_frame;
    sc->destroy = load_destroy; /* Esc: the shell pops an unhandled BACK */
    sc->overlay = 1;
    sc->data = d;
    return sc;
}

ui_scene *ui_load_dialog_pick(ui_app *a, const char *game_id, const char *verb, ui_load_fn pick,
                              void *ctx)
{
    ui_scene *sc = ui_load_dialog_new(a, game_id);
    if (sc) {
        load_dlg *d = sc->data;
        d->pick = pick;
        d->pick_ctx = ctx;
        snprintf(d->verb, sizeof d->verb, "%s", verb);
    }
    return sc;
}
