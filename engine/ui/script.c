/* script: runs a --script file, the scripted input of tests and demos
 * (command set documented in ui.h). Time is simulated: a frame advances
 * the clock by 16 ms and waits jump straight to the next thing that moves,
 * so a script that "waits" a minute runs in a moment. */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "core/paths.h"
#include "core/session.h"
#include "ui/gameview.h"
#include "ui/ui_local.h"

#define IDLE_LIMIT 300

typedef struct script {
    ui_app *a;
    int line;
    int failed;
    int faces[64];     /* `dice`: faces bot-click enters when a die is asked */
    int nfaces, fpos;
    /* the bot's choice for the position on screen, kept until the game
     * moves: a bot may keep notes in the state as it weighs its options
     * (Peking's marks the stacks it has looked at), so asking it again
     * gives another move, and a move that takes several clicks (a
     * stack, its counters, a hex) would never be finished */
    cJSON *want;
    const session *want_s;
    const void *want_state;
    int want_n;
    char *want_last;   /* the last action then, as text ("" for none) */
} script;

static int fail(script *sc, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static int fail(script *sc, const char *fmt, ...)
{
    char buf[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    char clean[1024];   /* text from the script file: one harmless line */
    fprintf(stderr, "script:%d: %s\n", sc->line, errs_escape(clean, sizeof clean, buf));
    sc->failed = 1;
    return -1;
}

/* Window events (a resize) still count; real mouse and keys do not, so a
 * person's hand on the mouse cannot change a scripted run. */
static void pump(ui_app *a)
{
    SDL_Event ev;
    while (SDL_PollEvent(&ev))
        if (ev.type == SDL_WINDOWEVENT || ev.type == SDL_QUIT)
            ui_handle_event(a, &ev);
}

static int alive(const ui_app *a)
{
    return !a->quit && a->n > 0;
}

static void frame(ui_app *a, Uint32 ms)
{
    /* a networked game's peers live in real time (a dropped player is
     * noticed after seconds of silence): its waits may not run ahead of
     * the clock, or "wait-text ... 30000" ended before the drop was seen */
    if (a->pump)
        SDL_Delay(ms);
    pump(a);
    ui_sim_advance(a, ms);
    if (a->n > 0)
        ui_draw_frame(a, NULL);
}

/* Time to the next frame anything asked for, capped at left. */
static Uint32 next_step(const ui_app *a, Uint32 left)
{
    Uint32 step = left;
    /* a networked game (ui_set_pump) goes frame by frame: its players
     * move in real time */
    if (a->animating || a->need_frame || a->pump)
        step = UI_FRAME_MS;
    else if (a->wake_at) {
        Sint32 d = (Sint32)(a->wake_at - a->sim_now);
        step = d < UI_FRAME_MS ? UI_FRAME_MS : (Uint32)d;
    }
    return step < left ? step : left;
}

static void run_for(ui_app *a, Uint32 ms)
{
    Uint32 end = a->sim_now + ms;
    while (alive(a) && (Sint32)(end - a->sim_now) > 0)
        frame(a, next_step(a, end - a->sim_now));
}

/* One click: the click frame, then a frame that shows its effect. */
static void click_at(ui_app *a, int x, int y, int right)
{
    /* the pointer is brought there to click: never a click on a button
     * that came under a still pointer (press and release test that) */
    a->hov_still = 0;
    a->hov_mx = a->hov_my = -100000;
    a->in.mx = x;
    a->in.my = y;
    a->in.press_x = x;
    a->in.press_y = y;
    a->in.still_since = a->sim_now;
    a->in.down = 0;
    if (right)
        a->in.rclicked = 1;
    else
        a->in.clicked = 1;
    a->confirm_taken = 0;
    frame(a, UI_FRAME_MS);
    if (alive(a))
        frame(a, UI_FRAME_MS);
    /* a confirmed question (ui_forfeit): the view played the action in
     * the second frame; one more shows what it did */
    if (alive(a) && a->confirm_taken)
        frame(a, UI_FRAME_MS);
}

/* Drags: the button goes down at one point, the pointer travels in steps
 * (so views see the motion), and comes up at another. */
static void press_at(ui_app *a, int x, int y)
{
    a->in.mx = x;
    a->in.my = y;
    a->in.press_x = x;
    a->in.press_y = y;
    a->in.down = 1;
    a->in.still_since = a->sim_now;
    frame(a, UI_FRAME_MS);
}

static void release_at(ui_app *a, int x, int y)
{
    a->in.mx = x;
    a->in.my = y;
    a->in.down = 0;
    a->in.clicked = 1;
    frame(a, UI_FRAME_MS);
    if (alive(a))
        frame(a, UI_FRAME_MS);
}

static void drag_between(ui_app *a, int x, int y, int x2, int y2)
{
    press_at(a, x, y);
    for (int k = 1; k <= 8 && alive(a); k++) {
        a->in.mx = x + (x2 - x) * k / 8;
        a->in.my = y + (y2 - y) * k / 8;
        a->in.still_since = a->sim_now;
        frame(a, UI_FRAME_MS);
    }
    if (alive(a))
        release_at(a, x2, y2);
}

static int find_target(const ui_app *a, const char *name, SDL_Rect *r)
{
    for (int i = 0; i < ui_target_count(a); i++)
        if (!ui_target_is_part(a, i) && !strcmp(ui_target_name(a, i, r), name))
            return 1;
    return 0;
}

/* The first target whose name holds part (rows named by date and file);
 * with parts, a named part too (a hover may rest on one: the log panel). */
static int find_named(const ui_app *a, const char *part, SDL_Rect *r, int parts)
{
    for (int i = 0; i < ui_target_count(a); i++)
        if ((parts || !ui_target_is_part(a, i)) && strstr(ui_target_name(a, i, r), part))
            return 1;
    return 0;
}

static int find_target_part(const ui_app *a, const char *part, SDL_Rect *r)
{
    return find_named(a, part, r, 0);
}

static void list_targets(const ui_app *a, char *out, size_t n)
{
    size_t k = 0;
    out[0] = 0;
    for (int i = 0; i < ui_target_count(a) && k + 4 < n; i++) {
        if (ui_target_is_part(a, i))
            continue;
        int w = snprintf(out + k, n - k, "%s\"%s\"", k ? ", " : "", ui_target_name(a, i, NULL));
        if (w < 0)
            break;
        k += (size_t)w;
    }
    if (!ui_target_count(a))
        snprintf(out, n, "none");
}

/* assert-in-view: some target or part whose name holds text lies wholly
 * inside the last frame's map area (a counter half off the edge is not
 * "on screen" for a player). */
static int in_view(script *sc, const char *text)
{
    const ui_app *a = sc->a;
    SDL_Rect m, r;
    char where[600];
    size_t k = 0;
    int found = 0;

    if (!ui_last_map_area(a, &m))
        return fail(sc, "assert-in-view: the last frame showed no map");
    where[0] = 0;
    for (int i = 0; i < ui_target_count(a); i++) {
        const char *name = ui_target_name(a, i, &r);
        if (!strstr(name, text))
            continue;
        if (r.x >= m.x && r.y >= m.y && r.x + r.w <= m.x + m.w && r.y + r.h <= m.y + m.h)
            return 0;
        if (found++ < 4 && k + 2 < sizeof where) {
            int w = snprintf(where + k, sizeof where - k, "%s\"%s\" at %d,%d %dx%d",
                             k ? ", " : "", name, r.x, r.y, r.w, r.h);
            if (w > 0)
                k += (size_t)w;
        }
    }
    if (!found)
        return fail(sc, "assert-in-view: nothing on the last frame is named with \"%s\"", text);
    return fail(sc, "assert-in-view: no \"%s\" inside the map area %d,%d %dx%d (%d outside: %s%s)",
                text, m.x, m.y, m.w, m.h, found, where, found > 4 ? ", ..." : "");
}

static void click_center(ui_app *a, SDL_Rect r)
{
    click_at(a, r.x + r.w / 2, r.y + r.h / 2, 0);
}

static int parse_key(const char *name, SDL_Keycode *key, Uint16 *mod)
{
    *mod = 0;
    for (;;) {
        if (!strncasecmp(name, "ctrl+", 5)) {
            *mod |= KMOD_LCTRL;
            name += 5;
        } else if (!strncasecmp(name, "shift+", 6)) {
            *mod |= KMOD_LSHIFT;
            name += 6;
        } else if (!strncasecmp(name, "alt+", 4)) {
            *mod |= KMOD_LALT;
            name += 4;
        } else {
            break;
        }
    }
    if (!strcasecmp(name, "esc"))
        name = "Escape";
    else if (!strcasecmp(name, "enter"))
        name = "Return";
    *key = SDL_GetKeyFromName(name);
    return *key != SDLK_UNKNOWN;
}

static void send_key(ui_app *a, SDL_Keycode key, Uint16 mod)
{
    SDL_Event ev;
    memset(&ev, 0, sizeof ev);
    ev.type = SDL_KEYDOWN;
    ev.key.state = SDL_PRESSED;
    ev.key.keysym.sym = key;
    ev.key.keysym.scancode = SDL_GetScancodeFromKey(key);
    ev.key.keysym.mod = mod;
    ui_handle_event(a, &ev);
    if (alive(a))
        frame(a, UI_FRAME_MS);
    if (alive(a))
        frame(a, UI_FRAME_MS);
}

static void send_text(ui_app *a, const char *text)
{
    /* one event per character, as a keyboard would send them */
    const unsigned char *p = (const unsigned char *)text;
    while (*p && alive(a)) {
        int len = *p < 0x80 ? 1 : *p < 0xe0 ? 2 : *p < 0xf0 ? 3 : 4;
        SDL_Event ev;
        memset(&ev, 0, sizeof ev);
        ev.type = SDL_TEXTINPUT;
        for (int i = 0; i < len && p[i]; i++)
            ev.text.text[i] = (char)p[i];
        p += strlen(ev.text.text);
        ui_handle_event(a, &ev);
        frame(a, UI_FRAME_MS);
    }
}

/* The game on screen: the topmost scene that plays a session. */
static ui_scene *game_scene(ui_app *a)
{
    for (int i = a->n - 1; i >= 0; i--)
        if (a->stack[i]->session)
            return a->stack[i];
    return NULL;
}

static session *screen_session(ui_app *a)
{
    ui_scene *sc = game_scene(a);
    return sc ? sc->session : NULL;
}

static void forget_choice(script *sc)
{
    cJSON_Delete(sc->want);
    free(sc->want_last);
    sc->want = NULL;
    sc->want_last = NULL;
    sc->want_s = NULL;
}

/* The bot's move in the game on screen (a copy for the caller): asked
 * once per position, known by its session, state, number of actions and
 * last action (an undo and another move give the same count). */
static cJSON *bot_choice(script *sc, session *s)
{
    char *last = s->nactions > 0 ?
        cJSON_PrintUnformatted(cJSON_GetArrayItem(s->actions, s->nactions - 1)) : NULL;
    const char *lt = last ? last : "";

    if (!sc->want || sc->want_s != s || sc->want_state != s->state ||
        sc->want_n != s->nactions || !sc->want_last || strcmp(sc->want_last, lt) != 0) {
        forget_choice(sc);
        sc->want = s->rules->bot_action(s->state);
        if (sc->want) {
            sc->want_s = s;
            sc->want_state = s->state;
            sc->want_n = s->nactions;
            sc->want_last = strdup(lt);
        }
    }
    free(last);
    return sc->want ? cJSON_Duplicate(sc->want, 1) : NULL;
}

/* One bot-click attempt: 1 clicked, 0 let a frame pass, -1 failed. */
static int bot_step(script *sc, char *wanted, size_t nwanted)
{
    ui_app *a = sc->a;
    session *s = screen_session(a);
    if (!s)
        return fail(sc, "bot-click: no game on screen");
    cJSON *action = NULL;
    const game_rules *rules = s->rules;
    if (s->ask.action) {
        /* own dice: enter the next face of the `dice` list (folded into
         * the die's range), or count up through the faces */
        int span = s->ask.hi - s->ask.lo + 1, f;
        char name[16];
        SDL_Rect dr;
        f = sc->nfaces ? sc->faces[sc->fpos % sc->nfaces] : sc->fpos;
        sc->fpos++;
        f = s->ask.lo + ((f - s->ask.lo) % span + span) % span;
        snprintf(name, sizeof name, "die %d", f);
        snprintf(wanted, nwanted, "%s", name);
        if (find_target(a, name, &dr)) {
            click_center(a, dr);
            return 1;
        }
        frame(a, next_step(a, 1000));
        return 0;
    }
    /* a computer seat's own call is the one that counts (a bot may keep
     * notes in the state as it is asked): only a human seat is asked */
    ui_scene *gs = game_scene(a);
    if (rules->bot_action && rules->seat_to_move && rules->seat_to_move(s->state) >= 0 &&
        !(gs->computer_turn && gs->computer_turn(gs)))
        action = bot_choice(sc, s);
    wanted[0] = 0;
    if (action) {
        char *txt = cJSON_PrintUnformatted(action);
        snprintf(wanted, nwanted, "%s", txt ? txt : "");
        free(txt);
        for (int i = 0; i < ui_target_count(a); i++) {
            SDL_Rect r;
            const char *name = ui_target_name(a, i, &r);
            if (name[0] != '{' || ui_target_is_part(a, i))
                continue;
            cJSON *t = cJSON_Parse(name);
            int same = t && cJSON_Compare(t, action, 1);
            cJSON_Delete(t);
            if (same) {
                cJSON_Delete(action);
                click_center(a, r);
                return 1;
            }
        }
        cJSON_Delete(action);
    }
    SDL_Rect r;
    if (find_target(a, "next", &r)) {
        click_center(a, r);
        return 1;
    }
    /* a computer seat acts by itself: go to the next thing that moves */
    frame(a, next_step(a, 1000));
    return 0;
}

static int bot_clicks(script *sc, long n, const char *until)
{
    ui_app *a = sc->a;
    char wanted[512] = "";
    long clicks = 0;
    int idle = 0;
    for (;;) {
        if (!alive(a))
            return until ? fail(sc, "the app closed before \"%s\" was drawn", until) : 0;
        if (until && gfx_frame_has_text(a->g, until))
            return 0;
        if (!until && clicks >= n)
            return 0;
        if (until && clicks >= n)
            return fail(sc, "\"%s\" not drawn after %ld bot clicks", until, n);
        session *before = screen_session(a);
        int moves = before ? before->nactions : -1;
        int r = bot_step(sc, wanted, sizeof wanted);
        if (r < 0)
            return -1;
        session *after = screen_session(a);
        if (r == 1) {
            clicks++;
            idle = 0;
        } else if (after != before || (after && after->nactions != moves)) {
            /* a computer seat moved by itself (a long computer turn is
             * hundreds of actions): that is progress too */
            idle = 0;
        } else if (++idle >= IDLE_LIMIT) {
            char t[600];
            list_targets(a, t, sizeof t);
            if (wanted[0])
                return fail(sc, "bot-click: no progress in %d frames; the bot wants %s, "
                            "the screen offers %s", IDLE_LIMIT, wanted, t);
            return fail(sc, "bot-click: no progress in %d frames (the game may be over); "
                        "the screen offers %s", IDLE_LIMIT, t);
        }
    }
}

/* The invariants every game keeps, checked on the game on screen: its
 * state is what its save loads to (the actions replayed from the start
 * or its start position, with any faces entered by hand: undo, load and
 * the view never change a state behind the rules' back), and a game that
 * is not over has a seat to move and a legal action. */
static int verify(script *sc)
{
    session *s = screen_session(sc->a);
    if (!s)
        return 0;
    const game_rules *r = s->rules;
    errs e;
    errs_clear(&e);
    /* the replay goes through a save and its loading, so the faces
     * entered by hand ("Roll my own dice") and a start position are
     * replayed as a player's Load would */
    char path[] = "/tmp/legation-verify-XXXXXX";
    int fd = mkstemp(path);
    if (fd < 0)
        return fail(sc, "verify: no temporary file for the save");
    close(fd);
    session *fresh = NULL;
    if (session_save(s, path, &e) == 0)
        fresh = session_load_from(path, s->datadir, ui_games(sc->a), &e);
    remove(path);
    if (!fresh)
        return fail(sc, "verify: the game does not replay from its save: %s", errs_first(&e));
    int rc = 0;
    if (r->state_json) {
        cJSON *a = r->state_json(s->state), *b = r->state_json(fresh->state);
        if (!a || !b || !cJSON_Compare(a, b, 1))
            rc = fail(sc, "verify: the state differs from a replay of its %d actions",
                      s->nactions);
        cJSON_Delete(a);
        cJSON_Delete(b);
    }
    session_free(fresh);
    if (rc)
        return rc;
    char out[64];
    int over = r->outcome && r->outcome(s->state, out, sizeof out);
    if (!over) {
        cJSON *l = r->legal ? r->legal(s->state) : NULL;
        int n = cJSON_GetArraySize(l);
        cJSON_Delete(l);
        if (r->seat_to_move && r->seat_to_move(s->state) < 0)
            return fail(sc, "verify: the game is not over but no seat is to move");
        if (r->legal && n == 0)
            return fail(sc, "verify: the game is not over but has no legal action");
    }
    fprintf(stderr, "verify ok (%d actions%s)\n", s->nactions, over ? ", over" : "");
    return 0;
}

/* The bot's clicks until one action has run (a two-click move takes two;
 * computer seats may move meanwhile). 0, or -1 when the script failed. */
static int bot_act(script *sc)
{
    session *s = screen_session(sc->a);
    int before = s ? s->nactions : 0;
    for (int k = 0; k < 8 && alive(sc->a); k++) {
        if (bot_clicks(sc, 1, NULL) != 0)
            return -1;
        s = screen_session(sc->a);
        if (!s || s->nactions != before)
            return 0;
    }
    return 0;
}

/* n rounds of: one action by the bot's clicks, an undo (the Undo button
 * and Ctrl+Z in turn), the same action again: every kind of move taken back
 * right after it was drawn, as a player reaching for Undo would. */
static int bot_undo(script *sc, long n)
{
    ui_app *a = sc->a;
    SDL_Rect r;
    for (long i = 0; i < n && alive(a); i++) {
        session *s = screen_session(a);
        if (!s || s->rules->seat_to_move(s->state) < 0)
            return 0; /* the game is over: nothing left to take back and redo */
        if (bot_act(sc) != 0)
            return -1;
        if (!alive(a))
            break;
        frame(a, UI_FRAME_MS); /* the move drawn: this frame's targets */
        if ((i & 1) == 0 && find_target(a, "Undo", &r))
            click_center(a, r);
        else
            send_key(a, SDLK_z, KMOD_CTRL);
        if (alive(a) && bot_act(sc) != 0)
            return -1;
    }
    /* end on the board, not behind a hand-over screen */
    if (alive(a) && find_target(a, "next", &r))
        click_center(a, r);
    return 0;
}

/* --------------------------------------------------------------- parser */

static char *trim(char *s)
{
    while (isspace((unsigned char)*s))
        s++;
    size_t n = strlen(s);
    while (n && isspace((unsigned char)s[n - 1]))
        s[--n] = 0;
    return s;
}

static char *unquote(char *s)
{
    size_t n = strlen(s);
    if (n >= 2 && s[0] == '"' && s[n - 1] == '"') {
        s[n - 1] = 0;
        return s + 1;
    }
    return s;
}

/* Splits "TEXT N" into TEXT and the number at the end. */
static int split_tail_number(char *args, char **text, long *num)
{
    char *sp = strrchr(args, ' ');
    if (!sp)
        return 0;
    char *end;
    long v = strtol(sp + 1, &end, 10);
    if (*end || end == sp + 1)
        return 0;
    *sp = 0;
    *text = unquote(trim(args));
    *num = v;
    return **text != 0;
}

static int two_ints(const char *args, int *x, int *y)
{
    char extra;
    return sscanf(args, "%d %d %c", x, y, &extra) == 2;
}

static int run_line(script *sc, char *cmd, char *args)
{
    ui_app *a = sc->a;
    int x, y;
    long n;
    char *text;
    SDL_Rect r;

    if (!alive(a))
        return fail(sc, "the app has already closed");
    if (!strcmp(cmd, "click") || !strcmp(cmd, "rclick")) {
        if (!two_ints(args, &x, &y))
            return fail(sc, "%s needs X Y (logical coordinates)", cmd);
        click_at(a, x, y, cmd[0] == 'r');
    } else if (!strcmp(cmd, "press") || !strcmp(cmd, "release")) {
        if (!two_ints(args, &x, &y))
            return fail(sc, "%s needs X Y (logical coordinates)", cmd);
        if (cmd[0] == 'p')
            press_at(a, x, y);
        else
            release_at(a, x, y);
    } else if (!strcmp(cmd, "drag")) {
        int x2, y2;
        char extra;
        if (sscanf(args, "%d %d %d %d %c", &x, &y, &x2, &y2, &extra) != 4)
            return fail(sc, "drag needs X Y X2 Y2 (logical coordinates)");
        drag_between(a, x, y, x2, y2);
    } else if (!strcmp(cmd, "drag-part")) {
        /* drag-part TEXT DX DY: from the middle of the first target whose
         * name holds TEXT, by DX DY */
        char *sp2, *sp1;
        int dx, dy;
        text = trim(args);
        sp2 = strrchr(text, ' ');
        if (!sp2)
            return fail(sc, "drag-part needs TEXT DX DY");
        *sp2 = 0;
        sp1 = strrchr(text, ' ');
        if (!sp1 || sscanf(sp1 + 1, "%d", &dx) != 1 || sscanf(sp2 + 1, "%d", &dy) != 1)
            return fail(sc, "drag-part needs TEXT DX DY");
        *sp1 = 0;
        text = unquote(trim(text));
        if (!find_target_part(a, text, &r)) {
            char t[600];
            list_targets(a, t, sizeof t);
            return fail(sc, "no target's name holds \"%s\" (targets: %s)", text, t);
        }
        drag_between(a, r.x + r.w / 2, r.y + r.h / 2, r.x + r.w / 2 + dx, r.y + r.h / 2 + dy);
    } else if (!strcmp(cmd, "move")) {
        if (!two_ints(args, &x, &y))
            return fail(sc, "move needs X Y");
        a->in.mx = x;
        a->in.my = y;
        a->in.still_since = a->sim_now;
        frame(a, UI_FRAME_MS);
    } else if (!strcmp(cmd, "move-on-part")) {
        /* the pointer to the middle of the first target (or named part)
         * whose name holds TEXT, and held there: what a hover shows */
        text = unquote(args);
        if (!*text)
            return fail(sc, "move-on-part needs part of a target's name");
        if (!find_target_part(a, text, &r) && !find_named(a, text, &r, 1)) {
            char t[700];
            list_targets(a, t, sizeof t);
            return fail(sc, "no target's name holds \"%s\" (targets: %s)", text, t);
        }
        a->in.mx = r.x + r.w / 2;
        a->in.my = r.y + r.h / 2;
        a->in.still_since = a->sim_now;
        frame(a, UI_FRAME_MS);
    } else if (!strcmp(cmd, "wheel")) {
        char *end;
        n = strtol(args, &end, 10);
        if (!*args || *end)
            return fail(sc, "wheel needs a number of steps (+ up, - down)");
        a->in.wheel = (int)n;
        frame(a, UI_FRAME_MS);
        if (alive(a))
            frame(a, UI_FRAME_MS);
    } else if (!strcmp(cmd, "click-on")) {
        text = unquote(args);
        if (!*text)
            return fail(sc, "click-on needs the name of a target");
        if (!find_target(a, text, &r)) {
            char t[700];
            list_targets(a, t, sizeof t);
            return fail(sc, "no target called \"%s\" on screen (targets: %s)", text, t);
        }
        click_center(a, r);
    } else if (!strcmp(cmd, "click-on-part")) {
        text = unquote(args);
        if (!*text)
            return fail(sc, "click-on-part needs part of a target's name");
        if (!find_target_part(a, text, &r)) {
            char t[700];
            list_targets(a, t, sizeof t);
            return fail(sc, "no target's name holds \"%s\" (targets: %s)", text, t);
        }
        click_center(a, r);
    } else if (!strcmp(cmd, "key")) {
        SDL_Keycode k;
        Uint16 mod;
        if (!*args || !parse_key(args, &k, &mod))
            return fail(sc, "unknown key \"%s\" (SDL key names, e.g. Escape, Return, "
                        "ctrl+z)", args);
        send_key(a, k, mod);
    } else if (!strcmp(cmd, "type")) {
        send_text(a, unquote(args));
    } else if (!strcmp(cmd, "wait")) {
        char *end;
        n = strtol(args, &end, 10);
        if (!*args || *end || n < 0)
            return fail(sc, "wait needs a time in milliseconds");
        run_for(a, (Uint32)n);
    } else if (!strcmp(cmd, "wait-text")) {
        if (!split_tail_number(args, &text, &n) || n < 0)
            return fail(sc, "wait-text needs TEXT and a time in milliseconds");
        Uint32 end = a->sim_now + (Uint32)n;
        while (alive(a) && !gfx_frame_has_text(a->g, text)) {
            if ((Sint32)(end - a->sim_now) <= 0)
                return fail(sc, "\"%s\" not drawn within %ld ms", text, n);
            frame(a, next_step(a, end - a->sim_now));
        }
        if (!alive(a))
            return fail(sc, "the app closed while waiting for \"%s\"", text);
    } else if (!strcmp(cmd, "assert-text") || !strcmp(cmd, "assert-no-text")) {
        text = unquote(args);
        if (!*text)
            return fail(sc, "%s needs a text", cmd);
        int has = gfx_frame_has_text(a->g, text);
        if (cmd[7] == 'n' ? has : !has)
            return fail(sc, cmd[7] == 'n' ? "\"%s\" is on screen" : "\"%s\" is not on screen",
                        text);
    } else if (!strcmp(cmd, "assert-apart")) {
        text = unquote(args);
        char why[400];
        if (!*text)
            return fail(sc, "assert-apart needs part of a name");
        if (script_check_apart(a, text, why, sizeof why) != 0)
            return fail(sc, "assert-apart: %s", why);
    } else if (!strcmp(cmd, "assert-clear")) {
        char why[400];
        if (script_check_clear(a, args, why, sizeof why) != 0)
            return fail(sc, "assert-clear: %s", why);
    } else if (!strcmp(cmd, "assert-size")) {
        char why[400];
        if (script_check_size(a, args, why, sizeof why) != 0)
            return fail(sc, "assert-size: %s", why);
    } else if (!strcmp(cmd, "assert-in-view")) {
        text = unquote(args);
        if (!*text)
            return fail(sc, "assert-in-view needs part of a name");
        return in_view(sc, text);
    } else if (!strcmp(cmd, "bot-click")) {
        n = 1;
        if (*args) {
            char *end;
            n = strtol(args, &end, 10);
            if (*end || n < 1)
                return fail(sc, "bot-click takes a number of clicks (1 or more)");
        }
        return bot_clicks(sc, n, NULL);
    } else if (!strcmp(cmd, "bot-try")) {
        char wanted[512];
        if (screen_session(a))
            bot_step(sc, wanted, sizeof wanted);
    } else if (!strcmp(cmd, "verify")) {
        return verify(sc);
    } else if (!strcmp(cmd, "bot-undo")) {
        char *end;
        n = strtol(args, &end, 10);
        if (!*args || *end || n < 1)
            return fail(sc, "bot-undo takes a number of rounds (1 or more)");
        return bot_undo(sc, n);
    } else if (!strcmp(cmd, "bot-until")) {
        if (!split_tail_number(args, &text, &n) || n < 1)
            return fail(sc, "bot-until needs TEXT and the most clicks to make "
                        "(bot-until TEXT MAX)");
        return bot_clicks(sc, n, text);
    } else if (!strcmp(cmd, "dice")) {
        char *p = args, *end;
        sc->nfaces = sc->fpos = 0;
        while (*p && sc->nfaces < 64) {
            long v = strtol(p, &end, 10);
            if (end == p || v < 1 || v > 100)
                return fail(sc, "dice needs faces, whole numbers from 1");
            sc->faces[sc->nfaces++] = (int)v;
            p = end;
            while (*p == ' ')
                p++;
        }
        if (!sc->nfaces)
            return fail(sc, "dice needs faces, whole numbers from 1");
    } else if (!strcmp(cmd, "save-state")) {
        session *s = screen_session(a);
        text = unquote(args);
        if (!s || !*text)
            return fail(sc, "save-state needs a game on screen and a file name");
        cJSON *j = s->rules->state_json ? s->rules->state_json(s->state) : NULL;
        char *t = j ? cJSON_Print(j) : NULL;
        FILE *f = t ? fopen(text, "w") : NULL;
        int ok = f && fprintf(f, "%s\n", t) > 0;
        if (f && fclose(f) != 0)
            ok = 0;
        free(t);
        cJSON_Delete(j);
        if (!ok)
            return fail(sc, "cannot write the state to %s", text);
    } else if (!strcmp(cmd, "save-parts")) {
        /* what the last frame drew where: every target and named part */
        text = unquote(args);
        FILE *f = *text ? fopen(text, "w") : NULL;
        if (!f)
            return fail(sc, "save-parts needs a file it can write");
        for (int i = 0; i < ui_target_count(a); i++) {
            SDL_Rect pr;
            const char *nm = ui_target_name(a, i, &pr);
            fprintf(f, "%s %d %d %d %d %s\n", ui_target_is_part(a, i) ? "part" : "target", pr.x, pr.y,
                    pr.w, pr.h, nm);
        }
        if (fclose(f) != 0)
            return fail(sc, "cannot write %s", text);
    } else if (!strcmp(cmd, "screenshot")) {
        text = unquote(args);
        if (!*text)
            return fail(sc, "screenshot needs a file name");
        if (ui_draw_frame(a, text) != 0)
            return fail(sc, "cannot write %s", text);
    } else if (!strcmp(cmd, "resize")) {
        if (!two_ints(args, &x, &y) || x < 200 || y < 200 || x > 8192 || y > 8192)
            return fail(sc, "resize needs W H in pixels (200 to 8192)");
        SDL_SetWindowSize(gfx_window(a->g), x, y);
        pump(a);
        gfx_resized(a->g);
        frame(a, UI_FRAME_MS);
    } else if (!strcmp(cmd, "quit")) {
        a->quit = 1;
    } else {
        return fail(sc, "unknown command \"%s\"", cmd);
    }
    return 0;
}

int ui_script_run(ui_app *a, const char *path)
{
    char *text = paths_read_file(path, NULL);
    if (!text) {
        fprintf(stderr, "legation: cannot read the script %s\n", path);
        return 1;
    }
    script sc = {.a = a};
    frame(a, 0);
    char *p = text;
    while (p && *p && !sc.failed && !a->quit) {
        char *nl = strchr(p, '\n');
        if (nl)
            *nl = 0;
        sc.line++;
        char *s = trim(p);
        p = nl ? nl + 1 : NULL;
        if (!*s || *s == '#')
            continue;
        char *args = s;
        while (*args && !isspace((unsigned char)*args))
            args++;
        if (*args)
            *args++ = 0;
        args = trim(args);
        run_line(&sc, s, args);
    }
    free(text);
    forget_choice(&sc);
    return sc.failed ? 1 : 0;
}
