/* ui_local: the app shell's insides, shared by the files of engine/ui
 * (shell, widgets, dice tray, scripts, settings). Not for views. */
#ifndef ENGINE_UI_LOCAL_H
#define ENGINE_UI_LOCAL_H

#include <cJSON.h>

#include "core/game.h"
#include "ui/ui.h"

#define UI_MAX_SCENES 32
#define UI_MAX_PENDING 64   /* state changes waiting for the frame's end */
#define UI_FRAME_MS 16      /* 60 fps while something moves */
#define UI_TOOLTIP_MS 500
#define UI_TOAST_MS 3000
#define UI_TOAST_FADE_MS 500
#define UI_CONFIRM_KEY 512

typedef struct ui_pending {
    int kind;               /* enum ui_change_kind */
    struct session *s;
    cJSON *action;          /* owned; UI_CHANGE_PLAY only */
    int face;               /* UI_CHANGE_DIE only; 0: "Roll it for me" */
    int quiet;              /* UI_CHANGE_PLAY: not autosaved (ui_play_opening) */
} ui_pending;

typedef struct ui_target_rec {
    SDL_Rect r;
    size_t name;            /* offset into the names arena */
    int part;               /* a named part (ui_part), not clickable */
} ui_target_rec;

struct ui_app {
    gfx *g;
    char root[1024];
    ui_scene *stack[UI_MAX_SCENES];
    int n;
    ui_scene *dead[UI_MAX_SCENES]; /* popped during a frame, freed after it */
    int ndead;

    ui_pending pending[UI_MAX_PENDING]; /* queued by views, run by ui_settle */
    int npending;
    int drawing;            /* inside ui_draw_frame's scene frames */
    int frame_again;        /* drawing the first frame a second time (ui.c) */

    ui_input in;
    int held_mod;           /* modifiers held now (Shift for a Shift+click) */
    int live;               /* the scene being drawn gets the input */
    int replay;             /* drawing a replay's view (Watch): buttons
                               that would play, save or undo are off */
    rng cosmetic;
    int quit, status;

    Uint32 wake_at;         /* 0: no wake asked */
    int need_frame;
    int anim;               /* something asked to animate this frame */
    int animating;          /* ... in the last frame */
    Uint32 last_frame;

    ui_target_rec *tg;      /* targets registered in the frame being drawn */
    int ntg, captg;
    char *names;
    size_t names_len, names_cap;
    ui_target_rec *last_tg; /* ... and in the last finished frame */
    int last_ntg, last_captg;
    char *last_names;
    size_t last_names_cap;
    SDL_Rect map_area, last_map_area; /* ui_map_area: w 0 when none */

    char toast[400];
    char no_save[200];  /* why autosaves fail, shown until one succeeds */
    Uint32 toast_at;
    int toast_on;

    char tip[512];
    SDL_Rect tip_r;
    int tip_on;

    cJSON *settings;        /* flat object of numbers and strings */
    char settings_path[1024];
    int persist;            /* write settings (not in scripted runs) */

    int simulated;          /* the clock advances by frames, not by time */
    Uint32 sim_now;
    char screenshot[1024];
    char script[1024];
    int ready_line, presented;
    char targets_file[1024]; /* $LEGATION_TARGETS: real-window tests read it */
    unsigned targets_hash;
    int fullscreen;

    const glog *mark_log;   /* ui_log_mark: the replay's log, its lines */
    long mark_from, mark_to, mark_click;
    /* confirm.c: the action the player confirmed giving something up for
     * (ui_forfeit), and the button under the pointer and since when */
    char confirm_key[UI_CONFIRM_KEY];
    int confirm_age;
    int confirm_taken;      /* a view took a confirmation up (scripts draw its effect) */
    unsigned hov_now, hov_last;
    Uint32 hov_since;
    int hov_still;          /* it came under a pointer standing still */
    int hov_mx, hov_my, hov_seen; /* the pointer at the last frame's end */
    void (*pump)(ui_app *a, void *ctx);   /* ui_set_pump */
    void *pump_ctx;
    void (*pump_done)(void *ctx);
    /* netwait.c: the thread that wakes the loop when a message comes */
    int (*nw_wait)(void *ctx, int ms);    /* ui_set_pump_waiter */
    SDL_Thread *nw_thread;
    SDL_sem *nw_ack;
    SDL_atomic_t nw_quit, nw_pending;
    Uint32 nw_event;
    /* the app's games (ui_set_games) */
    const struct game_module *games[GAME_REGISTRY_MAX];
    game_registry reg;
};

/* netwait.c: the waiter thread started (1 when it runs), stopped (joined),
 * told the pump has run, and its event known. */
int ui_netwait_start(ui_app *a);
void ui_netwait_stop(ui_app *a);
void ui_netwait_pumped(ui_app *a);
int ui_netwait_event(const ui_app *a, const SDL_Event *ev);

/* confirm.c: may the hovered button id take this frame's click (not when
 * it just came under a still pointer); and the bookkeeping at a frame's end. */
int ui_button_fresh(ui_app *a, unsigned id);
void ui_button_fresh_frame_end(ui_app *a);
/* Draw one frame (all visible scenes, tooltip, toast); with shot, read it
 * back into that PNG before presenting. 0, or -1 if the shot failed. */
int ui_draw_frame(ui_app *a, const char *shot);
/* Own dice (diceask.c): after each frame, when the game on top waits for
 * a die, the dice tray that asks for it opens over the game. */
void ui_dice_ask_watch(ui_app *a);
/* The dice tray's face for the die the session asks for, run between
 * frames like ui_play (play.c). */
int ui_enter_die(ui_app *a, struct session *s, int face);
/* "Roll it for me": the session rolls the die asked for (session_roll_die). */
int ui_roll_die(ui_app *a, struct session *s);
/* Handle one SDL event as the shell does; 1 if it deserves its own frame
 * (a click, a key, the wheel) so clicks are never coalesced. */
int ui_handle_event(ui_app *a, const SDL_Event *ev);
/* Advance the simulated clock. */
void ui_sim_advance(ui_app *a, Uint32 ms);
/* Targets and named parts of the last finished frame. */
int ui_target_count(const ui_app *a);
const char *ui_target_name(const ui_app *a, int i, SDL_Rect *r);
/* assert-apart (script_apart.c): 0 when no two targets or parts named
 * with text overlap; otherwise -1 with the first pair (or "nothing named")
 * in why. */
int script_check_apart(const ui_app *a, const char *text, char *why, size_t n);
/* assert-size TEXT W H (script_apart.c): 0 when every target or part
 * named with TEXT is at least W x H logical units; otherwise -1 and why. */
int script_check_size(const ui_app *a, const char *args, char *why, size_t n);
/* assert-clear "TEXT" "OTHER": no target or part whose name holds TEXT
 * overlaps one whose name holds OTHER (labels over counters, stars). */
int script_check_clear(const ui_app *a, const char *args, char *why, size_t n);
/* 1 when entry i is a part (ui_part): only looked at, never clicked. */
int ui_target_is_part(const ui_app *a, int i);
/* The last finished frame's map area (ui_map_area); 0 when none. */
int ui_last_map_area(const ui_app *a, SDL_Rect *r);

void ui_settings_load(ui_app *a);
void ui_settings_free(ui_app *a);

/* Run the state changes views asked for (play.c), in order, each told to
 * its scene's `changed` hook. Called between frames only. */
void ui_settle(ui_app *a);
/* Forget queued changes of a session about to be freed. */
void ui_drop_pending(ui_app *a, const struct session *s);

/* Run the --script file; returns the exit status. */
int ui_script_run(ui_app *a, const char *path);

#endif
