/* ui: the app shell shared by every screen. A stack of scenes, a frame
 * loop that sleeps in SDL_WaitEvent while nothing moves, and immediate-mode
 * widgets: a scene's frame() draws its widgets and they report clicks in
 * the same call, so views stay short and have no retained widget trees.
 *
 * Coordinates are logical (see gfx.h): mouse positions are converted
 * before a scene sees them, and scripted clicks use the same units.
 * Keys handled by the shell: Esc (back), F11 (fullscreen), Ctrl+Z (undo),
 * Ctrl+S (save); scenes receive the last three as commands. */
#ifndef ENGINE_UI_H
#define ENGINE_UI_H

#include <SDL.h>

#include "core/glog.h"
#include "core/rng.h"
#include "gfx/gfx.h"

typedef struct ui_app ui_app;
typedef struct ui_scene ui_scene;

/* A change to a game's state asked for by a view: it runs between frames,
 * never inside one, so nothing a frame draws can point into a state that
 * an action, an undo or a computer move replaces. */
/* UI_CHANGE_DIE: a face entered in the dice tray ("Roll my own dice");
 * when it completes the waiting action, views hear that action's kind
 * (PLAY or BOT), never DIE. */
enum ui_change_kind { UI_CHANGE_PLAY, UI_CHANGE_UNDO, UI_CHANGE_BOT, UI_CHANGE_DIE };
typedef struct ui_change {
    int kind;
    int ok;            /* applied (0: refused, with a toast) */
    int chance;        /* the change rolled dice or revealed a card */
    int asked;         /* not applied yet: the dice tray asks for a die */
} ui_change;

enum ui_cmd { UI_CMD_BACK, UI_CMD_UNDO, UI_CMD_SAVE };

struct ui_scene {
    /* Draw one frame and act on this frame's input (ui_input). */
    void (*frame)(ui_scene *s, ui_app *a, gfx *g);
    /* A shell command; return 1 if handled. Unhandled BACK pops the scene. */
    int (*command)(ui_scene *s, ui_app *a, int cmd);
    /* Any other SDL event (text input, keys), already in logical units. */
    void (*event)(ui_scene *s, ui_app *a, const SDL_Event *ev);
    /* 1 while something moves: the loop keeps drawing at 60 fps. */
    int (*animating)(ui_scene *s, ui_app *a);
    void (*destroy)(ui_scene *s);
    /* A change to this scene's session has run (between frames, the state
     * fresh): re-read what the view keeps of it. May submit more changes
     * (they run next, before any frame). Optional. */
    void (*changed)(ui_scene *s, ui_app *a, const struct ui_change *c);
    int overlay;   /* drawn over the scene below it (dialogs) */
    struct session *session; /* the game this scene plays, if any (scripts'
                                bot-click asks its bot) */
    /* Optional: is a computer seat to move in it? bot-click then leaves
     * the choice to that seat (the board games' screen answers it). */
    int (*computer_turn)(const struct ui_scene *s);
    void *data;
};

/* This frame's input, in logical coordinates. */
typedef struct ui_input {
    int mx, my;        /* pointer */
    int down;          /* left button held */
    int clicked;       /* left button released this frame (a click) */
    int rclicked;      /* right button released this frame */
    int press_x, press_y; /* where the current/last press started */
    int wheel;         /* wheel steps this frame (+ up) */
    int key;           /* SDL_Keycode pressed this frame, 0 if none */
    int mod;           /* SDL_Keymod with it */
    Uint32 now;        /* SDL_GetTicks() */
    Uint32 still_since;/* ticks since the pointer last moved */
} ui_input;

/* --- scripts (--script FILE): one command a line, '#' comments ---
 *   click X Y | rclick X Y | move X Y | wheel N   logical coordinates
 *   press X Y | release X Y   the left button down / up there (a drag
 *                        by hand: move and wheel in between)
 *   drag X Y X2 Y2       press, travel in steps, release
 *   drag-part TEXT DX DY drag from the middle of the first target whose
 *                        name holds TEXT, by DX DY
 *   click-on TEXT        click the target registered as TEXT
 *   click-on-part TEXT   click the first target whose name holds TEXT
 *   key NAME             SDL key name, with ctrl+/shift+ prefixes
 *   type TEXT            text input
 *   wait MS              let time pass (animations run)
 *   wait-text TEXT MS    until TEXT is drawn, or fail after MS
 *   assert-text TEXT     the last frame drew TEXT (fails the run if not)
 *   assert-no-text TEXT
 *   assert-in-view TEXT  some target or named part (ui_part: a unit's
 *                        counter) of the last frame whose name holds TEXT
 *                        lies wholly inside the visible map area
 *                        (ui_map_area); fails naming where they are
 *   assert-apart TEXT    no two targets or named parts of the last frame
 *                        whose names hold TEXT overlap (labels drawn over
 *                        each other); fails naming the first pair
 *   assert-size TEXT W H every target or named part of the last frame
 *                        whose name holds TEXT is at least W x H logical
 *                        units (a counter, a mark that must stay legible)
 *   bot-click [N]        N times: ask the session's bot (rules->bot_action
 *                        for the seat to move) for an action and click the
 *                        target registered under that action's JSON text;
 *                        if there is none but a target named "next" is
 *                        registered (hand-over screen, a result to
 *                        acknowledge), click "next"; if neither, let a
 *                        frame pass (computer seats act by themselves).
 *                        Fails after 300 frames without progress.
 *                        When the game waits for a die (own dice), a
 *                        bot-click enters one instead: the next face of
 *                        the `dice` list, folded into the die's range.
 *   bot-until TEXT MAX   bot-click until TEXT is drawn (at most MAX clicks)
 *   dice F...            faces for bot-click to enter, in order, cycling
 *   save-state FILE      the game's state as JSON (replay --json's form)
 *   save-parts FILE      the last frame's targets and named parts, one
 *                        "target|part X Y W H NAME" a line
 *   bot-try              one bot-click attempt if a game is on screen; never
 *                        fails (the monkey test's way to make progress)
 *   verify               if a game is on screen, check the rules invariants
 *                        that hold for every game: the state equals a fresh
 *                        replay of its actions, and a game not over has a
 *                        legal action and a seat to move; prints "verify ok"
 *                        on standard error, or fails
 *   bot-undo N           N rounds of: bot-clicks until one action has run,
 *                        undo (the "Undo" button and Ctrl+Z in turn), the
 *                        action again; stops early when the game is over
 *   screenshot FILE
 *   resize W H | quit
 * A failing command prints "script:LINE: why" and ends the run with
 * status 1. */

/* --- app shell --- */
typedef struct ui_app_opts {
    const char *root;        /* project root (assets/, scenarios/) */
    const char *screenshot;  /* render the first settled frame here, exit */
    const char *script;      /* scripted input file (see ui_script) */
    int width, height;       /* 0 = from settings */
    int ready_line;          /* print READY after the first present */
} ui_app_opts;

ui_app *ui_app_new(const ui_app_opts *o, errs *e);
void ui_app_free(ui_app *a);
/* Runs until the stack is empty or ui_quit; returns the exit status
 * (non-zero if a script or screenshot failed). */
int ui_app_run(ui_app *a);
void ui_quit(ui_app *a);
gfx *ui_gfx(ui_app *a);
const char *ui_root(const ui_app *a);
const ui_input *ui_in(const ui_app *a);
/* Cosmetic randomness (dice tumbling): never the game's rng. */
rng *ui_cosmetic_rng(ui_app *a);

void ui_push(ui_app *a, ui_scene *s);
void ui_pop(ui_app *a);                 /* destroys the top scene */
void ui_replace(ui_app *a, ui_scene *s);/* pop then push */
ui_scene *ui_top(ui_app *a);
int ui_depth(const ui_app *a);          /* scenes on the stack */
/* Ask for another frame soon (after ms), e.g. for a tooltip delay. */
void ui_wake(ui_app *a, int ms);
/* The frame clock in ms: SDL_GetTicks() in a window, simulated time under
 * --script and --screenshot (so `wait 1000` does not really sleep). Views
 * time their animations with it, never with SDL_GetTicks. */
Uint32 ui_now(const ui_app *a);
/* Something moves in this frame: draw the next one at 60 fps. */
void ui_animate(ui_app *a);
/* A source of changes besides the input (a networked game): pump runs
 * before each pass of the frame loop, and the loop waits no longer than
 * 20 ms for input while one is set. NULL stops it. done (may be NULL)
 * frees ctx if the app closes while the pump is set. */
void ui_set_pump(ui_app *a, void (*pump)(ui_app *a, void *ctx), void *ctx,
                 void (*done)(void *ctx));
/* After ui_set_pump: wait(ctx, ms) returns 1 when the network has
 * something to read within ms (from another thread: it must read
 * nothing). The loop then sleeps until input or a message comes (100 ms
 * at most, for the network's own clock) instead of looking every 20 ms. */
void ui_set_pump_waiter(ui_app *a, int (*wait)(void *ctx, int ms));
/* Show a short message at the bottom of the screen for a few seconds
 * ("That track has no Chinese unit to fire at"). */
void ui_toast(ui_app *a, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* --- settings, persisted in $XDG_CONFIG_HOME/legation/settings.json --- */
int ui_setting_int(ui_app *a, const char *key, int def);
void ui_set_setting_int(ui_app *a, const char *key, int v);
const char *ui_setting_str(ui_app *a, const char *key, const char *def);
void ui_set_setting_str(ui_app *a, const char *key, const char *v);

/* --- palette shared by the screens --- */
#define UI_INK      0x2b2118   /* dark text */
#define UI_PAPER    0xf3e9d2   /* panels */
#define UI_PAPER2   0xe6d6b0
#define UI_BG       0x3a2e25   /* behind everything */
#define UI_ACCENT   0xa3262a   /* imperial red */
#define UI_GOLD     0xc9a227
#define UI_HILITE   0x2e8b57   /* legal choices */
#define UI_MUTED    0x7d6b57

/* --- widgets: draw and report; 1 = clicked this frame --- */
enum { UI_DISABLED = 1, UI_PRIMARY = 2, UI_SELECTED = 4, UI_DANGER = 8 };
/* Register a clickable target drawn this frame under a name, so scripts
 * can click it: buttons register their label; game views register each
 * legal action's click target under the action's JSON text (as built by
 * the rules core's legal list). Multi-click actions register the first
 * click under the action's name until it is selected. */
void ui_target(ui_app *a, SDL_Rect r, const char *name);
/* Name a part drawn this frame that is not a click target (a unit's
 * counter on a map), so scripts can ask where it is (assert-in-view);
 * registered even when it lies outside the visible area. */
void ui_part(ui_app *a, SDL_Rect r, const char *name);
/* The visible area of this frame's scrolling map (hexmap_buttons says
 * it), against which assert-in-view checks targets and parts. */
void ui_map_area(ui_app *a, SDL_Rect r);
/* A map's offset o along one axis, its size size on screen, in the view
 * [start, start + len): kept so the map covers the view when it is larger,
 * centred in it when it is smaller (a pan never empties the view). */
double ui_clamp_span(double o, double size, double start, double len);
int ui_hover(ui_app *a, SDL_Rect r);
int ui_clicked(ui_app *a, SDL_Rect r);
/* (A button that has just come under a pointer standing still, where
 * another was clicked a moment before, takes no click for a moment.) */
int ui_button(ui_app *a, SDL_Rect r, const char *label, int flags);
/* A click on the button ui_button draws at r with label later in this
 * frame, for a view that acts on its input before it draws: taken as
 * ui_button would take it (not while it is new under a still pointer). */
int ui_button_clicked(ui_app *a, SDL_Rect r, const char *label);
void ui_label(ui_app *a, SDL_Rect r, int font, int align, const char *text);
/* An action that gives up something still available (a pass that forfeits
 * every tray not yet activated, ending a phase with shots unused) asks
 * first. Call it every frame the action is offered, with asked = the
 * player asked for it this frame (a click, a key) and key = the action's
 * name (its JSON): with no loss (NULL or "") it returns asked; else a
 * click opens a question saying loss (one or two sentences) with "Go back"
 * (the default) and yes (the button's words, "Pass"), and returns 0; when
 * the player confirms, the call for the same key in the next frame
 * returns 1, and the view plays the action then. */
int ui_forfeit(ui_app *a, int asked, const char *key, const char *loss, const char *yes);
/* Paper panel with an optional title bar; returns the inner area. */
SDL_Rect ui_panel(ui_app *a, SDL_Rect r, const char *title);
/* Tooltip shown after the pointer rests on r for a moment. */
void ui_tooltip(ui_app *a, SDL_Rect r, const char *text);
/* A game's outcome id ("allies-win", rules->outcome) made words for a
 * player, in place ("Allies win"). */
void ui_result_words(char *s);
/* A modal panel drawn over r this frame (call it before drawing the
 * panel): a tooltip asked for by a widget drawn earlier, under the panel,
 * is dropped while the pointer is over r; the panel's own tooltips, asked
 * for after this call, show as usual. */
void ui_modal(ui_app *a, SDL_Rect r);
/* Scrolling list of n rows; *sel is the selected row (-1 none), *scroll in
 * rows. Returns the row clicked this frame or -1. */
int ui_list(ui_app *a, SDL_Rect r, const char *const *rows, int n, int *sel, int *scroll);
/* --- the game log's panel (logpanel.c) ---
 * A view keeps one ui_logview per log, zeroed at the start (and zeroed
 * again to forget the reader's place, for a new game). The panel follows
 * the newest line while back is 0; scrolled up (the wheel moves three rows
 * of text a notch), it keeps the reader's place as lines arrive and shows
 * a "newer lines" bar (a target of that name) that jumps back. A view may
 * set back to 0 itself to bring the newest line into view. */
#define UI_LOG_ROWS_MIN 8     /* rows of text a carved log shows at least */
typedef struct ui_logview {
    int back;      /* pixels scrolled up from the newest line's end; 0 follows */
    long seen;     /* glog total when last drawn: lines since keep the place */
    int rows;      /* whole rows of text the panel had room for last frame */
    int split;     /* how far the player dragged the grip up (down: < 0)
                      from where the log would be */
    int split_lo, split_hi; /* the grip's reach, set by ui_log_carve */
    int carved;    /* ui_log_carve made this frame's rect: draw the grip */
    int drag, drag_y, drag_split; /* the grip being dragged */
} ui_logview;
/* The log's rect taken from the bottom of a side column *col (which loses
 * it and a gap): UI_LOG_ROWS_MIN rows of text, less where that would leave
 * the panels above less than rest_want (a list they show), and moved by
 * what the player dragged the grip by (split), as far as leaving them
 * rest_min or the log three rows. The panel drawn in it then has a grip
 * on its top edge. */
SDL_Rect ui_log_carve(gfx *g, SDL_Rect *col, ui_logview *lv, int rest_want, int rest_min);
/* Height of a log panel that shows `rows` rows of text. */
int ui_log_rows_h(gfx *g, int rows);
/* The log in r, newest at the bottom; names itself "game log" (a part). */
void ui_log_panel(ui_app *a, SDL_Rect r, const glog *log, ui_logview *lv);
/* The replay viewer's hold on a log (engine/ui/watch.c), for the frame
 * being drawn: ui_log_panel drawing log highlights its lines numbered
 * from to to-1 (glog totals: the action shown), names each line a target
 * "log line [N]" and reports a click on one (ui_log_clicked). */
void ui_log_mark(ui_app *a, const glog *log, long from, long to);
/* The line (a glog total) clicked in the marked log this frame; -1. */
long ui_log_clicked(const ui_app *a);

/* A roll to show in the dice tray. */
typedef struct ui_roll {
    int n;             /* dice in the roll (1..4) */
    int sides[4];      /* 6 or 10 (7 = average die) */
    int face[4];
    int modifier;      /* net modifier */
    int total;         /* result after modifiers */
    char what[96];     /* "To hit North Qing (6 CP)" */
    char mods[160];    /* "+1 Italy, +1 Gun" */
    char result[96];   /* "7 > 6: hit" */
    Uint32 at;         /* when it was rolled (for the tumble) */
} ui_roll;
/* Dice tray: tumbles for a moment after r->at, then shows the faces,
 * modifiers and outcome. Makes the app animate while tumbling. */
void ui_dice_tray(ui_app *a, SDL_Rect r, const ui_roll *roll);
/* One die at rest, centred on (cx, cy): sides 6, 10 or 7 (average die). */
void ui_die(gfx *g, int sides, int face, float cx, float cy, float size);

/* Modal dialog scene: a message and up to 4 buttons; on_choice gets the
 * button index (or -1 for Esc) and may be NULL. */
typedef void (*ui_dialog_fn)(ui_app *a, void *ctx, int choice);
ui_scene *ui_dialog_new(const char *title, const char *text,
                        const char *const *buttons, int nbuttons,
                        ui_dialog_fn on_choice, void *ctx);

#endif
