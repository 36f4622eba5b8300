/* ui: the app shell. Owns the scene stack, the frame loop (which sleeps in
 * SDL_WaitEvent while nothing moves), the input of each frame, click
 * targets, toasts and tooltips, and the shell keys (Esc, F11, Ctrl+Z,
 * Ctrl+S). Widgets are in widgets.c, scripts in script.c. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <SDL.h>

#include "ui/gameview.h"
#include "ui/ui_local.h"

/* Time since the program was loaded, for LEGATION_TIMING=1. */
static double t_load;
static double mono_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}
__attribute__((constructor)) static void note_load(void)
{
    t_load = mono_ms();
}

static void timing(const char *what)
{
    static int on = -1;
    if (on < 0)
        on = getenv("LEGATION_TIMING") && *getenv("LEGATION_TIMING") == '1';
    if (on) {
        /* wall time from the load, and the process's CPU time (user and
         * system), which a busy machine disturbs less */
        struct timespec cpu;
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &cpu);
        fprintf(stderr, "timing: %s at %.1f ms (cpu %.1f ms)\n", what, mono_ms() - t_load,
                cpu.tv_sec * 1e3 + cpu.tv_nsec / 1e6);
    }
}

/* What scenes under the top one see: a pointer far away, no clicks. */
static const ui_input dead_input = {.mx = -100000, .my = -100000,
                                    .press_x = -100000, .press_y = -100000};

/* ------------------------------------------------------------ lifetime */

ui_app *ui_app_new(const ui_app_opts *o, errs *e)
{
    ui_app *a = calloc(1, sizeof *a);
    if (!a) {
        errs_add(e, "out of memory");
        return NULL;
    }
    snprintf(a->root, sizeof a->root, "%s", o->root ? o->root : ".");
    a->simulated = o->screenshot || o->script;
    a->persist = !a->simulated;
    a->sim_now = 1000; /* above 0: a wake time of 0 means none */
    if (o->screenshot)
        snprintf(a->screenshot, sizeof a->screenshot, "%s", o->screenshot);
    if (o->script)
        snprintf(a->script, sizeof a->script, "%s", o->script);
    a->ready_line = o->ready_line;
    const char *tf = getenv("LEGATION_TARGETS");
    if (tf && *tf)
        snprintf(a->targets_file, sizeof a->targets_file, "%s", tf);
    timing("app start");
    ui_settings_load(a);
    int w = o->width > 0 ? o->width : ui_setting_int(a, "width", 1280);
    int h = o->height > 0 ? o->height : ui_setting_int(a, "height", 800);
    if (w < 800 || w > 8192)
        w = 1280;
    if (h < 500 || h > 8192)
        h = 800;
    a->fullscreen = a->simulated || o->width > 0 ? 0 : ui_setting_int(a, "fullscreen", 0) != 0;
    /* fontconfig is slow to ask: remember its answer between runs */
    gfx_font_hint(ui_setting_str(a, "font", ""));
    a->g = gfx_new("Legation", w, h, a->fullscreen, e);
    if (!a->g) {
        ui_settings_free(a);
        free(a);
        return NULL;
    }
    gfx_set_root(a->g, a->root);
    if (!getenv("LEGATION_FONT") && gfx_font_path() &&
        strcmp(ui_setting_str(a, "font", ""), gfx_font_path()) != 0)
        ui_set_setting_str(a, "font", gfx_font_path());
    timing("window and fonts ready");
    /* Scripted runs must give the same pictures every time. */
    rng_seed(&a->cosmetic, a->simulated ? 1900 : (uint64_t)time(NULL) ^ SDL_GetPerformanceCounter());
    a->in = dead_input;
    a->in.mx = a->in.my = -1000;
    a->live = 1;
    a->need_frame = 1;
    return a;
}

static void destroy_scene(ui_app *a, ui_scene *s)
{
    if (s && s->session)
        ui_drop_pending(a, s->session);
    if (s && s->destroy)
        s->destroy(s);
}

static void bury_dead(ui_app *a)
{
    for (int i = 0; i < a->ndead; i++)
        destroy_scene(a, a->dead[i]);
    a->ndead = 0;
}

void ui_app_free(ui_app *a)
{
    if (!a)
        return;
    while (a->n > 0)
        destroy_scene(a, a->stack[--a->n]);
    bury_dead(a);
    ui_netwait_stop(a);
    if (a->pump && a->pump_done)   /* a networked game still on: goodbye */
        a->pump_done(a->pump_ctx);
    ui_drop_pending(a, NULL);
    ui_settings_free(a);
    gfx_free(a->g);
    free(a->tg);
    free(a->names);
    free(a->last_tg);
    free(a->last_names);
    free(a);
}

void ui_quit(ui_app *a) { a->quit = 1; }
gfx *ui_gfx(ui_app *a) { return a->g; }
const char *ui_root(const ui_app *a) { return a->root; }
const ui_input *ui_in(const ui_app *a) { return a->live ? &a->in : &dead_input; }
rng *ui_cosmetic_rng(ui_app *a) { return &a->cosmetic; }

Uint32 ui_now(const ui_app *a)
{
    return a->simulated ? a->sim_now : SDL_GetTicks();
}

void ui_sim_advance(ui_app *a, Uint32 ms)
{
    a->sim_now += ms;
}

void ui_animate(ui_app *a)
{
    a->anim = 1;
}

void ui_wake(ui_app *a, int ms)
{
    if (ms < 0)
        ms = 0;
    Uint32 t = ui_now(a) + (Uint32)ms;
    if (!a->wake_at || (Sint32)(t - a->wake_at) < 0)
        a->wake_at = t ? t : 1;
}

/* --------------------------------------------------------------- stack */

void ui_push(ui_app *a, ui_scene *s)
{
    if (!s)
        return;
    if (a->n >= UI_MAX_SCENES) {
        fprintf(stderr, "legation: too many screens open\n");
        destroy_scene(a, s);
        return;
    }
    a->stack[a->n++] = s;
    a->need_frame = 1;
}

void ui_pop(ui_app *a)
{
    if (a->n <= 0)
        return;
    ui_scene *s = a->stack[--a->n];
    /* The scene may be inside its own frame(): free it after the frame. */
    if (a->ndead < UI_MAX_SCENES)
        a->dead[a->ndead++] = s;
    else
        destroy_scene(a, s);
    a->need_frame = 1;
}

void ui_replace(ui_app *a, ui_scene *s)
{
    ui_pop(a);
    ui_push(a, s);
}

ui_scene *ui_top(ui_app *a)
{
    return a->n > 0 ? a->stack[a->n - 1] : NULL;
}

int ui_depth(const ui_app *a)
{
    return a->n;
}

/* ------------------------------------------------------------- targets */

static void add_target(ui_app *a, SDL_Rect r, const char *name, int part)
{
    if (!a->live || !name)
        return;
    size_t n = strlen(name) + 1;
    if (a->ntg >= a->captg) {
        int cap = a->captg ? a->captg * 2 : 64;
        ui_target_rec *t = realloc(a->tg, (size_t)cap * sizeof *t);
        if (!t)
            return;
        a->tg = t;
        a->captg = cap;
    }
    if (a->names_len + n > a->names_cap) {
        size_t cap = (a->names_len + n) * 2 + 1024;
        char *p = realloc(a->names, cap);
        if (!p)
            return;
        a->names = p;
        a->names_cap = cap;
    }
    memcpy(a->names + a->names_len, name, n);
    a->tg[a->ntg].r = r;
    a->tg[a->ntg].name = a->names_len;
    a->tg[a->ntg].part = part;
    a->names_len += n;
    a->ntg++;
}

void ui_target(ui_app *a, SDL_Rect r, const char *name)
{
    add_target(a, r, name, 0);
}

void ui_part(ui_app *a, SDL_Rect r, const char *name)
{
    add_target(a, r, name, 1);
}

void ui_map_area(ui_app *a, SDL_Rect r)
{
    if (a->live)
        a->map_area = r;
}

static void targets_finish(ui_app *a)
{
    /* swap the buffers: this frame's targets become the last frame's */
    ui_target_rec *t = a->last_tg;
    int cap = a->last_captg;
    char *nm = a->last_names;
    size_t ncap = a->last_names_cap;
    a->last_tg = a->tg;
    a->last_captg = a->captg;
    a->last_ntg = a->ntg;
    a->last_names = a->names;
    a->last_names_cap = a->names_cap;
    a->tg = t;
    a->captg = cap;
    a->names = nm;
    a->names_cap = ncap;
    a->ntg = 0;
    a->names_len = 0;
    a->last_map_area = a->map_area;
    a->map_area = (SDL_Rect){0, 0, 0, 0};
}

/* For tests driving a real window with xdotool: the click targets of the
 * last frame in window coordinates, "x y w h name" a line, rewritten when
 * they change. */
static void write_targets(ui_app *a)
{
    char line[600];
    unsigned h = 2166136261u;
    /* LEGATION_TARGETS_PARTS=1: the named parts too, as "part: NAME" (a
     * test compares where a drag's ghost stood with where the drop put
     * the pieces) */
    const char *wp = getenv("LEGATION_TARGETS_PARTS");
    int with_parts = wp && wp[0] == '1';
    for (int i = 0; i < a->last_ntg; i++) {
        const ui_target_rec *t = &a->last_tg[i];
        const char *name = a->last_names + t->name;
        if (t->part && !with_parts)
            continue;
        for (const char *p = name; *p; p++)
            h = (h ^ (unsigned char)*p) * 16777619u;
        h = (h ^ (unsigned)(t->r.x * 7 + t->r.y * 13 + t->r.w * 17 + t->r.h)) * 16777619u;
    }
    if (h == a->targets_hash && a->presented > 1)
        return;
    a->targets_hash = h;
    char tmp[1100];
    snprintf(tmp, sizeof tmp, "%s.tmp", a->targets_file);
    FILE *f = fopen(tmp, "w");
    if (!f)
        return;
    for (int i = 0; i < a->last_ntg; i++) {
        const ui_target_rec *t = &a->last_tg[i];
        int x0, y0, x1, y1;
        if (t->part && !with_parts)
            continue; /* the clicker wants click targets only */
        gfx_to_window(a->g, t->r.x, t->r.y, &x0, &y0);
        gfx_to_window(a->g, t->r.x + t->r.w, t->r.y + t->r.h, &x1, &y1);
        snprintf(line, sizeof line, "%d %d %d %d %s%s\n", x0, y0, x1 - x0, y1 - y0,
                 t->part ? "part: " : "", a->last_names + t->name);
        fputs(line, f);
    }
    fclose(f);
    rename(tmp, a->targets_file);
}

int ui_target_count(const ui_app *a)
{
    return a->last_ntg;
}

const char *ui_target_name(const ui_app *a, int i, SDL_Rect *r)
{
    if (i < 0 || i >= a->last_ntg)
        return NULL;
    if (r)
        *r = a->last_tg[i].r;
    return a->last_names + a->last_tg[i].name;
}

int ui_target_is_part(const ui_app *a, int i)
{
    return i >= 0 && i < a->last_ntg && a->last_tg[i].part;
}

int ui_last_map_area(const ui_app *a, SDL_Rect *r)
{
    if (r)
        *r = a->last_map_area;
    return a->last_map_area.w > 0 && a->last_map_area.h > 0;
}

/* --------------------------------------------------------------- toast */

void ui_toast(ui_app *a, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(a->toast, sizeof a->toast, fmt, ap);
    va_end(ap);
    a->toast_at = ui_now(a);
    a->toast_on = 1;
    a->need_frame = 1;
}

static void draw_toast(ui_app *a, gfx *g)
{
    if (!a->toast_on)
        return;
    Uint32 age = a->in.now - a->toast_at;
    if ((Sint32)age < 0)
        age = 0;
    if (age >= UI_TOAST_MS) {
        a->toast_on = 0;
        return;
    }
    int alpha = 255;
    if (age > UI_TOAST_MS - UI_TOAST_FADE_MS) {
        alpha = (int)(255 * (UI_TOAST_MS - age) / UI_TOAST_FADE_MS);
        ui_animate(a);
    } else {
        ui_wake(a, (int)(UI_TOAST_MS - UI_TOAST_FADE_MS - age));
    }
    /* over the foot of the map or table when the screen has one: centred
     * on the window it covered the newest lines of the game's log, the
     * account of what just happened */
    SDL_Rect area = {0, 0, gfx_w(g), gfx_h(g)};
    if (a->map_area.w >= 200 && a->map_area.h >= 120)
        area = a->map_area;
    int maxw = area.w - 24 < 640 ? area.w - 24 : 640;
    int tw = gfx_text_w(g, GFX_BODY, a->toast);
    int w = tw + 48 > maxw ? maxw : tw + 48;
    int th = gfx_text_wrap_h(g, GFX_BODY, w - 48, a->toast);
    SDL_Rect r = {area.x + (area.w - w) / 2, area.y + area.h - 64 - th, w, th + 24};
    ui_part(a, r, "toast");
    SDL_Rect sh = {r.x + 2, r.y + 3, r.w, r.h};
    gfx_round(g, sh, 8, gfx_rgba(0x000000, alpha / 4));
    gfx_round(g, r, 8, gfx_rgba(UI_INK, alpha * 15 / 16));
    SDL_Rect bar = {r.x + 10, r.y + 8, 3, r.h - 16};
    gfx_fill(g, bar, gfx_rgba(UI_GOLD, alpha));
    SDL_Rect tr = {r.x + 24, r.y + 12, w - 48, th};
    gfx_text_wrap(g, GFX_BODY, tr, gfx_rgba(UI_PAPER, alpha), a->toast);
}

/* After a failed autosave a toast fades; this line stays on screen until
 * an autosave works again, so nobody plays on believing it is kept. */
static void draw_no_save(ui_app *a, gfx *g)
{
    if (!a->no_save[0] || a->n == 0 || !a->stack[a->n - 1]->session)
        return;
    char line[300];
    snprintf(line, sizeof line, "Progress is not being saved: %s", a->no_save);
    int w = gfx_text_w(g, GFX_SMALL, line) + 24;
    if (w > gfx_w(g) - 16)
        w = gfx_w(g) - 16;
    SDL_Rect r = {8, gfx_h(g) - 30, w, 24};
    /* it lies over a game's bottom-left controls (zoom, Tape and Fit,
     * KUTF's Fortification track): clicks go through it, and under the
     * pointer it fades so that what lies below shows */
    int under = a->in.mx >= r.x - 8 && a->in.mx < r.x + r.w + 8 && a->in.my >= r.y - 8 &&
                a->in.my < r.y + r.h + 8;
    gfx_round(g, r, 6, gfx_rgba(0x8a1c1c, under ? 40 : 235));
    SDL_Rect tr = {r.x + 12, r.y + 4, w - 24, 18};
    gfx_text_wrap(g, GFX_SMALL, tr, gfx_rgba(UI_PAPER, under ? 50 : 255), line);
}

/* A tooltip of several lines (a chart point's values) is as wide as its
 * widest line, not as all of them end to end. */
static int widest_line(gfx *g, const char *s)
{
    char line[512];
    int w = 0;

    while (*s) {
        size_t k = strcspn(s, "\n");
        snprintf(line, sizeof line, "%.*s", (int)(k < sizeof line ? k : sizeof line - 1), s);
        int lw = gfx_text_w(g, GFX_SMALL, line);
        if (lw > w)
            w = lw;
        s += k + (s[k] == '\n');
    }
    return w;
}

static void draw_tooltip(ui_app *a, gfx *g)
{
    if (!a->tip_on)
        return;
    int maxw = 340;
    int tw = widest_line(g, a->tip);
    int w = (tw < maxw ? tw : maxw) + 22; /* slack: widths round up */
    int h = gfx_text_wrap_h(g, GFX_SMALL, w - 20, a->tip) + 14;
    int x = a->in.mx + 14, y = a->in.my + 22;
    if (x + w > gfx_w(g) - 4)
        x = gfx_w(g) - 4 - w;
    if (y + h > gfx_h(g) - 4)
        y = a->in.my - h - 8;
    if (x < 4)
        x = 4;
    if (y < 4)
        y = 4;
    SDL_Rect r = {x, y, w, h};
    SDL_Rect sh = {x + 2, y + 3, w, h};
    gfx_round(g, sh, 5, gfx_rgba(0x000000, 60));
    gfx_round(g, r, 5, gfx_rgb(UI_INK));
    SDL_Rect in = {x + 1, y + 1, w - 2, h - 2};
    gfx_round(g, in, 4, gfx_rgb(0xfbf5e6));
    SDL_Rect tr = {x + 10, y + 7, w - 20, h - 14};
    gfx_text_wrap(g, GFX_SMALL, tr, gfx_rgb(UI_INK), a->tip);
}

/* ----------------------------------------------------------- the frame */

/* What one frame draws: the scenes from the topmost opaque one up (only
 * the top one gets input), the tooltip, the no-save line and the toast.
 * Sets a->animating. */
static void draw_scenes(ui_app *a, gfx *g)
{
    gfx_clear(g, gfx_rgb(UI_BG));
    /* a copy of the stack, because a scene may push or pop while drawing */
    ui_scene *vis[UI_MAX_SCENES];
    int nvis = 0, bottom = a->n - 1;
    while (bottom > 0 && a->stack[bottom]->overlay)
        bottom--;
    for (int i = bottom < 0 ? 0 : bottom; i < a->n; i++)
        vis[nvis++] = a->stack[i];
    int anim = 0;
    a->drawing = 1;
    for (int i = 0; i < nvis; i++) {
        a->live = (i == nvis - 1);
        if (vis[i]->frame)
            vis[i]->frame(vis[i], a, g);
        gfx_clip(g, NULL);
    }
    a->drawing = 0;
    a->live = 1;
    for (int i = 0; i < a->n; i++) /* the scenes still there after drawing */
        if (i >= bottom && a->stack[i]->animating && a->stack[i]->animating(a->stack[i], a))
            anim = 1;
    draw_tooltip(a, g);
    draw_no_save(a, g);
    draw_toast(a, g);
    a->animating = anim || a->anim;
}

/* The first frame, from the screen's picture of an earlier run where it
 * can be: the frame runs recording (everything it does besides drawing
 * happens, what it would draw is hashed, gfx_record_begin), and a picture
 * kept under that hash is shown. On a miss it runs again, drawing, like a
 * second frame with the same input and time; its picture is kept when the
 * first run changed nothing a frame can change (no move queued, no scene
 * pushed or popped), so it is what that hash draws. */
static void first_frame(ui_app *a, gfx *g, const char *screen)
{
    if (!gfx_frame_worth(g, screen)) {
        draw_scenes(a, g);
        gfx_frame_outcome(g, 0);
        return;
    }
    ui_input in = a->in;
    ui_scene *was[UI_MAX_SCENES];
    int n0 = a->n, np0 = a->npending, nd0 = a->ndead;
    memcpy(was, a->stack, (size_t)a->n * sizeof *was);
    gfx_record_begin(g);
    draw_scenes(a, g);
    unsigned long long key = gfx_record_end(g);
    if (gfx_frame_load(g, key)) {
        gfx_frame_outcome(g, 1);
        return;
    }
    gfx_frame_outcome(g, 0);
    int same = a->n == n0 && a->npending == np0 && a->ndead == nd0 &&
               !memcmp(was, a->stack, (size_t)a->n * sizeof *was);
    a->in = in;
    a->anim = 0;
    a->tip_on = 0;
    a->ntg = 0;
    a->names_len = 0;
    gfx_frame_restart(g);
    a->frame_again = !same;
    draw_scenes(a, g);
    a->frame_again = 0;
    if (same && a->n == n0 && a->npending == np0 && a->ndead == nd0)
        gfx_frame_save(g, key);
}

int ui_draw_frame(ui_app *a, const char *shot)
{
    gfx *g = a->g;
    /* scripts draw frames without the loop: the network's news come
     * before each */
    if (a->pump && a->script[0])
        a->pump(a, a->pump_ctx);
    /* a game waiting for a die gets the dice tray that asks, this frame */
    ui_dice_ask_watch(a);
    a->in.now = ui_now(a);
    gfx_frame_begin(g);
    a->anim = 0;
    a->tip_on = 0;
    a->need_frame = 0;
    if (a->wake_at && (Sint32)(a->in.now - a->wake_at) >= 0)
        a->wake_at = 0;
    if (!a->presented && a->n > 0) {
        /* the first frame's text comes from the screen's file where it can */
        const ui_scene *top = a->stack[a->n - 1];
        const char *screen = top->session && top->session->rules ? top->session->rules->id
                                                                 : "launcher";
        gfx_text_pack_begin(g, screen);
        first_frame(a, g, screen);
    } else {
        draw_scenes(a, g);
    }

    int rc = 0;
    if (shot && gfx_screenshot(g, shot) != 0) {
        fprintf(stderr, "legation: cannot write the screenshot %s: %s\n", shot, SDL_GetError());
        rc = -1;
    }
    gfx_present(g);
    if (!a->presented++) {
        timing("first frame presented");
        if (a->ready_line) {
            printf("READY\n");
            fflush(stdout);
        }
    }
    /* after the first frame is shown (a file written on a miss waits) */
    if (a->presented == 1) {
        gfx_text_pack_end(g);
        gfx_frame_note_end(g);
    }
    /* A widget acts on its input while the frame draws, after the parts
     * above it are drawn: one more frame shows what the input changed (a
     * help tab, a closed dialog), with nothing moving the mouse. */
    if (a->in.clicked || a->in.rclicked || a->in.wheel || a->in.key)
        a->need_frame = 1;
    a->in.clicked = a->in.rclicked = a->in.wheel = 0;
    /* the modifiers stay as held: a click while Shift is down is a
     * Shift+click, though Shift went down frames before */
    a->in.key = 0;
    a->in.mod = a->held_mod;
    ui_button_fresh_frame_end(a);
    targets_finish(a);
    if (a->targets_file[0])
        write_targets(a);
    /* between frames: the state changes asked for while drawing, then the
     * scenes popped while drawing (their sessions' changes are dropped) */
    ui_settle(a);
    bury_dead(a);
    a->last_frame = a->in.now;
    return rc;
}

/* -------------------------------------------------------------- events */

static void shell_command(ui_app *a, int cmd)
{
    ui_scene *s = ui_top(a);
    if (!s)
        return;
    if (s->command && s->command(s, a, cmd))
        return;
    if (cmd == UI_CMD_BACK)
        ui_pop(a);
    else if (cmd == UI_CMD_UNDO && s->session)
        ui_undo(a, s->session);
    else if (cmd == UI_CMD_SAVE && s->session)
        ui_save(a, s->session);
}

static void toggle_fullscreen(ui_app *a)
{
    gfx_set_fullscreen(a->g, !a->fullscreen);
    a->fullscreen = gfx_fullscreen(a->g);
    ui_set_setting_int(a, "fullscreen", a->fullscreen);
}

static void pointer_to(ui_app *a, int wx, int wy)
{
    gfx_to_logical(a->g, wx, wy, &a->in.mx, &a->in.my);
}

static int handle_event(ui_app *a, const SDL_Event *ev);

int ui_handle_event(ui_app *a, const SDL_Event *ev)
{
    int rc = handle_event(a, ev);
    ui_settle(a); /* a command may have asked for a change (Ctrl+Z) */
    return rc;
}

static int handle_event(ui_app *a, const SDL_Event *ev)
{
    Uint32 now = ui_now(a);
    ui_scene *top = ui_top(a);
    switch (ev->type) {
    case SDL_QUIT:
        a->quit = 1;
        return 0;
    case SDL_WINDOWEVENT:
        if (ev->window.event == SDL_WINDOWEVENT_SIZE_CHANGED) {
            gfx_resized(a->g);
            if (!a->fullscreen && a->persist && a->settings) {
                int w, h;
                SDL_GetWindowSize(gfx_window(a->g), &w, &h);
                /* kept in memory; written when the app closes */
                cJSON_DeleteItemFromObject(a->settings, "width");
                cJSON_DeleteItemFromObject(a->settings, "height");
                cJSON_AddNumberToObject(a->settings, "width", w);
                cJSON_AddNumberToObject(a->settings, "height", h);
            }
        }
        if (ev->window.event == SDL_WINDOWEVENT_LEAVE) {
            a->in.mx = a->in.my = -1000;
        }
        if (ev->window.event == SDL_WINDOWEVENT_FOCUS_LOST)
            a->held_mod = a->in.mod = 0; /* the key-up goes elsewhere */
        a->need_frame = 1;
        return 0;
    case SDL_MOUSEMOTION:
        pointer_to(a, ev->motion.x, ev->motion.y);
        a->in.still_since = now;
        a->need_frame = 1;
        return 0;
    case SDL_MOUSEBUTTONDOWN:
        pointer_to(a, ev->button.x, ev->button.y);
        if (ev->button.button == SDL_BUTTON_LEFT) {
            a->in.down = 1;
            a->in.press_x = a->in.mx;
            a->in.press_y = a->in.my;
        }
        return 1;
    case SDL_MOUSEBUTTONUP:
        pointer_to(a, ev->button.x, ev->button.y);
        if (ev->button.button == SDL_BUTTON_LEFT) {
            a->in.down = 0;
            a->in.clicked = 1;
        } else if (ev->button.button == SDL_BUTTON_RIGHT) {
            a->in.rclicked = 1;
        }
        return 1;
    case SDL_MOUSEWHEEL:
        a->in.wheel += ev->wheel.direction == SDL_MOUSEWHEEL_FLIPPED ? -ev->wheel.y : ev->wheel.y;
        return 1;
    case SDL_KEYUP:
        a->held_mod = a->in.mod = ev->key.keysym.mod & (KMOD_SHIFT | KMOD_CTRL | KMOD_ALT);
        return 1;
    case SDL_KEYDOWN: {
        SDL_Keycode k = ev->key.keysym.sym;
        Uint16 mod = ev->key.keysym.mod;
        int ctrl = (mod & KMOD_CTRL) != 0;
        a->held_mod = mod & (KMOD_SHIFT | KMOD_CTRL | KMOD_ALT);
        if (k == SDLK_ESCAPE) {
            shell_command(a, UI_CMD_BACK);
        } else if (k == SDLK_F11) {
            toggle_fullscreen(a);
        } else if (ctrl && k == SDLK_z) {
            shell_command(a, UI_CMD_UNDO);
        } else if (ctrl && k == SDLK_s) {
            shell_command(a, UI_CMD_SAVE);
        } else {
            a->in.key = k;
            a->in.mod = mod;
            if (top && top->event)
                top->event(top, a, ev);
        }
        return 1;
    }
    case SDL_TEXTINPUT:
        if (top && top->event)
            top->event(top, a, ev);
        return 1;
    default:
        return 0;
    }
}

/* ---------------------------------------------------------------- loop */

/* --screenshot: let animations finish on the simulated clock, then shoot
 * the frame. Wakes (a computer seat about to move) are not followed: the
 * picture is of the screen as it opens. */
static int run_screenshot(ui_app *a)
{
    ui_draw_frame(a, NULL);
    for (int i = 0; i < 240 && a->n > 0 && (a->animating || a->need_frame); i++) {
        ui_sim_advance(a, UI_FRAME_MS);
        ui_draw_frame(a, NULL);
    }
    if (a->n == 0) {
        fprintf(stderr, "legation: nothing on screen to take a picture of\n");
        return 1;
    }
    return ui_draw_frame(a, a->screenshot) == 0 ? a->status : 1;
}

int ui_app_run(ui_app *a)
{
    if (a->script[0]) {
        int rc = ui_script_run(a, a->script);
        if (rc == 0 && a->screenshot[0] && a->n > 0 && ui_draw_frame(a, a->screenshot) != 0)
            rc = 1;
        return rc ? rc : a->status;
    }
    if (a->screenshot[0])
        return run_screenshot(a);

    a->need_frame = 1;
    while (!a->quit && a->n > 0) {
        SDL_Event ev;
        if (a->pump) {
            a->pump(a, a->pump_ctx);
            ui_netwait_pumped(a);
        }
        int got = SDL_PollEvent(&ev);
        if (!got) {
            Uint32 now = SDL_GetTicks();
            /* wakes are paced like animation frames, so a view that asks
             * for "now" every frame cannot spin the CPU */
            int paced = (Sint32)(now - a->last_frame) >= UI_FRAME_MS;
            int due = a->need_frame || (a->animating && paced) ||
                      (a->wake_at && (Sint32)(now - a->wake_at) >= 0 && paced);
            if (due) {
                ui_draw_frame(a, NULL);
                continue;
            }
            int timeout = -1;
            if (a->animating)
                timeout = UI_FRAME_MS - (int)(now - a->last_frame);
            if (a->wake_at) {
                int t = (int)(a->wake_at - now);
                int pace = UI_FRAME_MS - (int)(now - a->last_frame);
                if (t < pace)
                    t = pace;
                if (timeout < 0 || t < timeout)
                    timeout = t;
            }
            /* the network's news: a message wakes the loop (netwait.c),
             * else they are looked at often */
            int look = ui_netwait_start(a) ? 100 : 20;
            if (a->pump && (timeout < 0 || timeout > look))
                timeout = look;
            if (timeout < 0)
                got = SDL_WaitEvent(&ev);
            else
                got = SDL_WaitEventTimeout(&ev, timeout < 1 ? 1 : timeout);
            if (!got) {
                if (timeout < 0)
                    SDL_Delay(10); /* an error, not a timeout: do not spin */
                continue; /* the timeout: the next pass draws */
            }
        }
        if (ui_netwait_event(a, &ev))
            continue; /* a message came: the next pass pumps it */
        if (ui_handle_event(a, &ev) && !a->quit && a->n > 0)
            ui_draw_frame(a, NULL); /* one frame per click or key */
    }
    return a->status;
}

void ui_set_pump(ui_app *a, void (*pump)(ui_app *a, void *ctx), void *ctx,
                 void (*done)(void *ctx))
{
    ui_netwait_stop(a);   /* its socket may be freed next */
    a->nw_wait = NULL;
    a->pump = pump;
    a->pump_ctx = ctx;
    a->pump_done = done;
}

void ui_set_pump_waiter(ui_app *a, int (*wait)(void *ctx, int ms))
{
    ui_netwait_stop(a);
    a->nw_wait = a->pump ? wait : NULL;
}
