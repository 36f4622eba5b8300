/* screen: the shell every board game's play screen shares, whatever it
 * draws: the Help / Undo / Save / Load / Leave buttons and the keys that
 * go with them, the Leave question, undo that steps back over the
 * computer's moves, the computer players' pacing (one action per
 * LEGATION_BOT_DELAY ms, or a whole turn between two frames when there is
 * no delay or the player asked to hurry), the hand-over between two human
 * players at one screen, the end-of-game banner, and the table games'
 * layout. It owns the view's scene and answers its commands. A view
 * embeds one `screen` and keeps its own drawing, panels and clicks on
 * the board. */
#ifndef ENGINE_UI_SCREEN_H
#define ENGINE_UI_SCREEN_H

#include <SDL.h>

#include "core/session.h"
#include "ui/ui.h"

/* The top bar's buttons, left to right. */
enum { SCREEN_HELP, SCREEN_UNDO, SCREEN_SAVE, SCREEN_LOAD, SCREEN_LEAVE, SCREEN_NBUTTONS };

typedef struct screen {
    /* The view's scene: the shell answers its commands (Ctrl+Z, Ctrl+S,
     * Esc); the view sets frame, changed, destroy and animating. */
    ui_scene scene;
    session *s;
    const char *leave_title;   /* the Leave question's title */
    int help_open;             /* the help panel covers the board */
    int over_seen;             /* the end-of-game banner was closed */
    /* hand-over between two human players sharing the screen */
    int handover;              /* seat waiting behind the hand-over screen, -1 */
    int screen_owner;          /* the human seat that has the screen, -1 */
    int nhumans;               /* set by the view: a hand-over needs two */
    /* the computer's pacing */
    int bot_delay;             /* ms between two computer actions */
    int chain_max;             /* 0: one action a frame at most; else with no
                                  delay (or hurrying) a whole computer turn, up
                                  to this many actions, runs between frames */
    int bot_stuck;             /* the rules refused the bot's choice */
    int bot_seat, bot_fast, bot_chain;
    int hurry;                 /* computer seat told to finish its turn, -1 */
    Uint32 bot_next;
    int looked;                /* 0: no frame drawn yet; 1: the first drawn (at
                                  look_frame); 2: the player has seen it */
    int look_frame;
    int undo_chain;            /* undo steps taken over computer moves */
    int *sel;                  /* the view's selection (-1 none): Esc drops it
                                  before it asks about leaving (optional) */
    /* the view's hooks (optional), with their context (the view) */
    void *ctx;
    /* after each computer action: bring it into sight */
    void (*follow)(void *ctx, const ui_change *c);
    /* Esc with the help closed: 1 if the view stepped back (dropped a
     * selection); 0 asks the Leave question. Without it, sel is dropped. */
    int (*back)(void *ctx);
    /* Is this seat played by the computer? Undo steps back over the
     * computer's moves to a human's; without it every seat counts as
     * human. */
    int (*computer_seat)(void *ctx, int seat);
} screen;

/* bot_delay from LEGATION_BOT_DELAY, else default_delay (ms); view: the
 * scene's data and the hooks' context. */
void screen_init(screen *sh, session *s, const char *leave_title, int default_delay,
                 int chain_max, void *view);

/* What a top bar button does (SCREEN_HELP...). */
void screen_act(screen *sh, ui_app *a, int button);
void screen_ask_leave(screen *sh, ui_app *a);
/* Submit one action given as its JSON text (a legal action's name). */
int screen_play_text(ui_app *a, session *s, const char *json);

/* The five buttons drawn and acted on in one call, 70 wide at the right
 * of the bar `top` (Undo is off while a change is on its way). */
void screen_top_buttons(screen *sh, ui_app *a, SDL_Rect top);
/* Or laid out first (w: the window's width; bw: a button's width) ... */
void screen_bar_rects(int w, int bw, SDL_Rect b[SCREEN_NBUTTONS]);
/* ... acted on before anything is drawn (H and F1 toggle the help):
 * 1 when one was ... */
int screen_bar_input(screen *sh, ui_app *a, const SDL_Rect b[SCREEN_NBUTTONS]);
/* ... and drawn with their tooltips. */
void screen_bar_draw(screen *sh, ui_app *a, const SDL_Rect b[SCREEN_NBUTTONS], const char *help_tip,
                     const char *load_tip);

/* Undo (the button, Ctrl+Z): not while a change is on its way or the
 * screen waits for a hand-over. */
void screen_undo(screen *sh, ui_app *a);
/* How many actions Undo may take back (0: the button is off): none when
 * every action back to the last die roll was the computer's, which it
 * would only play again. */
int screen_can_undo(const screen *sh);
/* From the view's `changed` hook after an undo (computer: a computer
 * seat is to move now): 1 when a further undo was submitted, stepping
 * back over the computer's moves (or it would replay them at once); 0
 * when the chain is over and the view should re-read the state. */
int screen_undone(screen *sh, ui_app *a, const ui_change *c, int computer);

/* Each frame the screen is on top: the computer's next action when it is
 * time (seat: to move; computer: that seat is a computer's). */
void screen_bot_step(screen *sh, ui_app *a, int seat, int computer);
/* From the `changed` hook after a computer action (seat, computer: who
 * is to move now). */
void screen_bot_done(screen *sh, ui_app *a, const ui_change *c, int seat, int computer);

/* Who has the screen: 1 when the seat to move is a second human player
 * who must wait behind the hand-over screen (the view drops what the
 * last player had chosen; the help closes). */
int screen_seat_check(screen *sh, int seat, int human);
/* Does this screen's player act for seat? Always in a local game; in a
 * networked one only for the screen's own seats (session_seat_here): a
 * watcher or a player whose seat is not to move is offered nothing. */
int screen_seat_mine(const screen *sh, int seat);
/* Whose move, in a few words for a turn label: "your move", "computer
 * moving", "Ann (remote) is moving", "Ann (at the host) is moving" (buf
 * holds it), or on a player's screen before the host's Start "Waiting
 * for the host to start". */
const char *screen_turn_words(const screen *sh, int seat, int computer, char *buf, size_t n);
/* On a joined player's screen before the host's Start, the sentence the
 * game's orders panel shows in place of its hints ("Waiting for the host
 * to start the game: no one moves before it."); NULL once it has begun,
 * and in a game that is not networked. One sentence for every game. */
const char *screen_waiting_words(const screen *sh, int seat);
/* Does the computer play seat? computer: the view's own answer from the
 * game's seats; in a networked game the session may say so of a seat the
 * game names human (a remote player's, handed to the computer after a
 * drop). screen_bot_step and screen_bot_done ask it themselves. */
int screen_seat_computer(const screen *sh, int seat, int computer);
/* A seat list's tag for who plays seat: "computer" or "human" in a local
 * game; in a networked one "computer", "you", the remote player's name,
 * or "remote" while no one holds it (buf holds it). */
const char *screen_seat_tag(const screen *sh, int seat, int computer, char *buf, size_t n);
/* Who plays seat, for a sentence's parentheses ("The Allies (%s) are
 * playing"): "computer", "Ann, remote", or "remote" while no one holds
 * it (buf holds it). */
const char *screen_seat_player(const screen *sh, int seat, int computer, char *buf, size_t n);
/* While a hand-over waits: 1, and the Ready button (or Return) ends it. */
int screen_handover_input(screen *sh, ui_app *a, SDL_Rect ready);
/* The hand-over screen's backdrop over the whole window (w x h) and an
 * empty card of 660x400; returns the card's inner area. */
SDL_Rect screen_handover_card(ui_app *a, gfx *g, int w, int h);
/* The Ready button at r (a script's "next"). */
void screen_ready_button(ui_app *a, SDL_Rect r);

/* Whether the end-of-game banner stands over the board: not once closed,
 * and never in a replay (Watch), where the bar says the result and the
 * board stays in view. */
int screen_over_banner(const screen *sh);

/* While the game is over and its banner not closed: 1, and View (or
 * Return) closes it, Leave leaves. */
int screen_over_input(screen *sh, ui_app *a, int over, SDL_Rect view, SDL_Rect leave);
/* The end-of-game banner over a map: area dimmed, a panel at box with
 * head and body, Leave and View buttons, and left of Leave Watch and
 * Story for s (all acted on by screen_over_input). */
void screen_map_banner(ui_app *a, gfx *g, const session *s, SDL_Rect area, SDL_Rect box,
                       const char *head, const char *body, SDL_Rect view, SDL_Rect leave);
/* The table games' screen: a bar of 56 over the window, the table on the
 * left, a side panel of 430 on the right, the help panel over both. */
typedef struct screen_layout {
    SDL_Rect top, table, side, help;
} screen_layout;
screen_layout screen_table_layout(gfx *g);
/* The game's notes for its help (scenarios/<game>/notes.md), NULL when
 * they cannot be read; the caller frees them. */
char *screen_read_notes(ui_app *a, const session *s);
/* H and F1 open and close the help (after the frame's drawing). */
void screen_help_keys(screen *sh, ui_app *a);

/* The end-of-game banner over a table, acting on its own buttons: the
 * log's last sentence under head, "Watch", "Story", "Leave" and "View
 * the table". */
void screen_table_banner(screen *sh, ui_app *a, gfx *g, SDL_Rect area, const char *head);

#endif
