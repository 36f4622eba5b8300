/* gameview: the screen half of a game module. The app's registry pairs it
 * with the rules half (core/game.h). */
#ifndef ENGINE_GAMEVIEW_H
#define ENGINE_GAMEVIEW_H

#include "core/game.h"
#include "core/session.h"
#include "ui/ui.h"

typedef struct game_view {
    /* The play screen for a session (the scene takes ownership of s). */
    ui_scene *(*open)(ui_app *a, session *s);
    /* The launcher's picture of the game, drawn into r. */
    void (*picture)(ui_app *a, gfx *g, SDL_Rect r);
    /* The set-up screen's picture of one scenario: its own table or map
     * as a new game of it begins (s, never played), drawn into r. NULL
     * (a game of one scenario, or one whose scenarios share a map): the
     * launcher's picture stands for every scenario. */
    void (*preview)(ui_app *a, gfx *g, SDL_Rect r, const session *s);
} game_view;

/* Submit an action for the player (copied). It runs between frames (at
 * once when no frame is being drawn): a refusal shows the rules' reason as
 * a toast, a success autosaves (the launcher's Continue); either way the
 * session's scene hears it through its `changed` hook. -1 only when it
 * could not be queued. */
int ui_play(ui_app *a, session *s, const cJSON *action);
/* The same for an action the screen makes on the player's behalf, not his
 * move: a game's opening roll ("start"). It is not autosaved (a new game
 * is saved at its player's first move, so opening one never writes over
 * the autosave Continue would take up); with own dice, the faces entered
 * for it are. */
int ui_play_opening(ui_app *a, session *s, const cJSON *action);
/* Changes to s submitted (ui_play, ui_bot_play, ui_undo, a die entered)
 * and not yet run. Inside a scene's `changed` hook the change it hears is
 * no longer counted. Views wait on it (no computer move or second undo
 * while the player's change is on its way) instead of counting their own:
 * a submit outside a frame (Ctrl+Z) runs, and calls `changed`, before it
 * returns. */
int ui_queued(const ui_app *a, const session *s);
/* The computer's move for the seat to move, run like ui_play (no autosave:
 * the bot is deterministic). */
int ui_bot_play(ui_app *a, session *s);
/* Ctrl+Z: -1 with a toast explaining a refusal (a die roll in the way);
 * otherwise 0 and the undo runs like ui_play. */
int ui_undo(ui_app *a, session *s);
/* Ctrl+S: save to the per-user saves folder, toast with the file name. */
int ui_save(ui_app *a, session *s);
/* Write s as its game's autosave, the game Continue takes up (after each
 * move, and after a Load: the game loaded is the one being played). */
void ui_autosave(ui_app *a, session *s);
/* Open the play screen of a session's game (used by launcher and load):
 * the scene of the game's view from the games the app handed over
 * (ui_set_games). -1 with a toast (and s freed) when there is none. */
int ui_open_game(ui_app *a, session *s);
/* The Load dialog (an overlay): game_id's saves, newest first; the chosen
 * one replaces the game screen below it, a broken one shows its problems
 * and is left as it is. Esc or Cancel closes it. */
ui_scene *ui_load_dialog_new(ui_app *a, const char *game_id);
/* The same list, the chosen save loaded and handed to pick (which owns
 * it) once the dialog has closed, instead of opened; verb names the
 * choosing button ("Host"). */
typedef void (*ui_load_fn)(ui_app *a, void *ctx, session *s);
ui_scene *ui_load_dialog_pick(ui_app *a, const char *game_id, const char *verb, ui_load_fn pick,
                              void *ctx);

typedef struct game_module {
    const game_rules *rules;
    const game_view *view;
} game_module;

/* The app hands its games to the engine when it starts, in launcher
 * order (NULL entries, games left out of a narrowed build, are skipped):
 * the engine finds a game by id through them and never calls up into
 * app/ (the build checks it: tools/check-app-calls.sh). */
void ui_set_games(ui_app *a, const game_module *const *modules, int n);
/* The game called id among them, or NULL. */
const game_module *ui_game(const ui_app *a, const char *id);
/* Their rules, for session_load_from and the network. */
const game_registry *ui_games(const ui_app *a);

#endif
