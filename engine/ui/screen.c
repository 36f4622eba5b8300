/* screen: the shell of the board games' play screens (see screen.h):
 * buttons, Leave, undo over the computer's moves, the computer's pacing,
 * the hand-over between two humans and the end-of-game banner. */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/paths.h"

#include "ui/gameview.h"
#include "ui/screen.h"
#include "ui/ui_local.h"
#include "ui/watch.h"

static int command(ui_scene *sc, ui_app *a, int cmd);

/* The scene's question for scripts: a computer seat to move, by the
 * view's computer_seat (the scene is the screen's first member). */
static int scene_computer_turn(const ui_scene *sc)
{
    const screen *sh = (const screen *)(const void *)sc;
    int seat = sh->s->rules->seat_to_move ? sh->s->rules->seat_to_move(sh->s->state) : -1;

    return seat >= 0 && sh->computer_seat && sh->computer_seat(sh->ctx, seat);
}

void screen_init(screen *sh, session *s, const char *leave_title, int default_delay,
                 int chain_max, void *view)
{
    const char *env = getenv("LEGATION_BOT_DELAY");

    memset(sh, 0, sizeof *sh);
    sh->s = s;
    sh->leave_title = leave_title;
    sh->scene.command = command;
    sh->scene.session = s;
    sh->scene.data = view;
    sh->scene.computer_turn = scene_computer_turn;
    sh->ctx = view;
    sh->handover = -1;
    sh->screen_owner = -1;
    sh->hurry = -1;
    sh->chain_max = chain_max;
    sh->bot_delay = env && *env ? atoi(env) : default_delay;
    if (sh->bot_delay < 0)
        sh->bot_delay = 0;
}

/* ------------------------------------------------------ buttons, keys */

static void leave_choice(ui_app *a, void *ctx, int choice)
{
    (void)ctx;
    if (choice == 0)
        ui_pop(a); /* the dialog is already gone: this pops the game */
}

void screen_ask_leave(screen *sh, ui_app *a)
{
    static const char *const b[2] = {"Leave", "Stay"};

    /* a game that is over has nothing left to take up again, and a
     * replay (Watch) nothing to lose */
    if (sh->s->watch || (sh->s->rules->outcome && sh->s->rules->outcome(sh->s->state, NULL, 0))) {
        ui_pop(a);
        return;
    }
    /* a new game is saved at its player's first move (the computer's
     * moves alone are not): before that Continue would take up another
     * game, so the usual promise would mislead */
    ui_push(a, ui_dialog_new(sh->leave_title,
                             !sh->s->on_disk
                                 ? "Nothing of this game is saved yet: it is saved after your "
                                   "first move."
                                 : "The game is saved after every move: Continue in the launcher "
                                   "takes it up again.",
                             b, 2, leave_choice, NULL));
}

int screen_play_text(ui_app *a, session *s, const char *json)
{
    cJSON *j = cJSON_Parse(json);
    int rc;

    if (!j)
        return -1;
    rc = ui_play(a, s, j); /* runs after this frame: the view hears it in changed() */
    cJSON_Delete(j);
    return rc;
}

void screen_act(screen *sh, ui_app *a, int button)
{
    switch (button) {
    case SCREEN_HELP: sh->help_open = !sh->help_open; break;
    case SCREEN_UNDO: screen_undo(sh, a); break;
    case SCREEN_SAVE: ui_save(a, sh->s); break;
    case SCREEN_LOAD: {
        ui_scene *d = ui_load_dialog_new(a, sh->s->rules->id);
        if (d)
            ui_push(a, d);
        break;
    }
    default: screen_ask_leave(sh, a); break;
    }
}

/* Esc with the help closed: the view's step back, else its selection. */
static int step_back(screen *sh)
{
    if (sh->back)
        return sh->back(sh->ctx);
    if (!sh->sel || *sh->sel < 0)
        return 0;
    *sh->sel = -1;
    return 1;
}

/* The scene's command hook: the scene is the first member of its screen. */
static int command(ui_scene *sc, ui_app *a, int cmd)
{
    screen *sh = (screen *)(void *)((char *)sc - offsetof(screen, scene));

    switch (cmd) {
    case UI_CMD_UNDO: screen_undo(sh, a); return 1;
    case UI_CMD_SAVE: ui_save(a, sh->s); return 1;
    case UI_CMD_BACK:
        if (sh->help_open)
            sh->help_open = 0;
        else if (!step_back(sh))
            screen_ask_leave(sh, a);
        return 1;
    default: return 0;
    }
}

static const char *const labels[SCREEN_NBUTTONS] = {"Help", "Undo", "Save", "Load", "Leave"};

void screen_top_buttons(screen *sh, ui_app *a, SDL_Rect top)
{
    int bw = 70;

    for (int k = 0; k < SCREEN_NBUTTONS; k++) {
        SDL_Rect r = {top.w - 12 - (SCREEN_NBUTTONS - k) * (bw + 6), 10, bw, 36};
        int flags = k == SCREEN_UNDO && (!screen_can_undo(sh) || ui_queued(a, sh->s)) ? UI_DISABLED : 0;
        if (ui_button(a, r, labels[k], flags))
            screen_act(sh, a, k);
    }
}

void screen_bar_rects(int w, int bw, SDL_Rect b[SCREEN_NBUTTONS])
{
    int x = w - 12 - bw;

    for (int k = SCREEN_NBUTTONS - 1; k >= 0; k--, x -= 6 + bw)
        b[k] = (SDL_Rect){x, 14, bw, 36};
}

int screen_bar_input(screen *sh, ui_app *a, const SDL_Rect b[SCREEN_NBUTTONS])
{
    const ui_input *in = ui_in(a);

    for (int k = 0; k < SCREEN_NBUTTONS; k++)
        if (ui_clicked(a, b[k]) || (k == SCREEN_HELP && (in->key == SDLK_h || in->key == SDLK_F1))) {
            screen_act(sh, a, k);
            return 1;
        }
    return 0;
}

void screen_bar_draw(screen *sh, ui_app *a, const SDL_Rect b[SCREEN_NBUTTONS], const char *help_tip,
                     const char *load_tip)
{
    ui_button(a, b[SCREEN_HELP], labels[SCREEN_HELP], sh->help_open ? UI_SELECTED : 0);
    ui_button(a, b[SCREEN_UNDO], labels[SCREEN_UNDO], screen_can_undo(sh) > 0 ? 0 : UI_DISABLED);
    for (int k = SCREEN_SAVE; k < SCREEN_NBUTTONS; k++)
        ui_button(a, b[k], labels[k], 0);
    if (!sh->help_open) /* it would cover the help panel's Close button */
        ui_tooltip(a, b[SCREEN_HELP], help_tip);
    int over = sh->s->rules->outcome && sh->s->rules->outcome(sh->s->state, NULL, 0);
    ui_tooltip(a, b[SCREEN_UNDO], over ? "The game is over: a finished game is not taken back (Watch shows it again)."
                                       : "Take back moves up to the last die roll (Ctrl+Z)");
    ui_tooltip(a, b[SCREEN_SAVE], "Save this game (Ctrl+S)");
    ui_tooltip(a, b[SCREEN_LOAD], load_tip);
}

void screen_help_keys(screen *sh, ui_app *a)
{
    const ui_input *in = ui_in(a);

    if (in->key == SDLK_h || in->key == SDLK_F1)
        sh->help_open = !sh->help_open;
}

screen_layout screen_table_layout(gfx *g)
{
    enum { TOP_H = 56, SIDE_W = 430 };
    int w = gfx_w(g), h = gfx_h(g);
    screen_layout L;

    L.top = (SDL_Rect){0, 0, w, TOP_H};
    L.table = (SDL_Rect){0, TOP_H, w - SIDE_W, h - TOP_H};
    L.side = (SDL_Rect){w - SIDE_W, TOP_H, SIDE_W, h - TOP_H};
    L.help = (SDL_Rect){16, TOP_H + 10, w - 32, h - TOP_H - 20};
    return L;
}

char *screen_read_notes(ui_app *a, const session *s)
{
    char path[1200];

    snprintf(path, sizeof path, "%s/scenarios/%s/notes.md", ui_root(a), s->rules->id);
    return paths_read_file(path, NULL);
}

/* --------------------------------------------------------------- undo */

int screen_can_undo(const screen *sh)
{
    int k = session_can_undo(sh->s), j;

    if (sh->nhumans >= 2 && sh->s->rules->seat_to_move) {
        /* people taking turns at one screen: never back over a hand-over */
        unsigned computer = 0;
        for (j = 0; j < 32 && sh->computer_seat; j++)
            if (sh->computer_seat(sh->ctx, j))
                computer |= 1u << j;
        k = session_can_undo_for(sh->s, sh->s->rules->seat_to_move(sh->s->state), computer);
    }
    if (!sh->computer_seat)
        return k;
    for (j = 1; j <= k; j++) {
        int seat = session_seat_of(sh->s, sh->s->nactions - j);
        if (seat < 0 || !sh->computer_seat(sh->ctx, seat))
            return k;
    }
    return 0;
}

void screen_undo(screen *sh, ui_app *a)
{
    if (sh->handover >= 0 || ui_queued(a, sh->s))
        return;
    if (session_can_undo(sh->s) > 0 && !screen_can_undo(sh)) {
        ui_toast(a, sh->nhumans >= 2 && session_can_undo_for(sh->s, -1, 0) > 0
                        ? "The last move was the other player's: Undo does not reopen a turn handed over."
                        : "Only the computer has moved since the last die roll: nothing to take back.");
        return;
    }
    /* set first: from Ctrl+Z (outside a frame) the undo runs, and
     * changed() hears it, inside ui_undo */
    sh->undo_chain = 1;
    if (ui_undo(a, sh->s) != 0)
        sh->undo_chain = 0;
}

int screen_undone(screen *sh, ui_app *a, const ui_change *c, int computer)
{
    if (c->ok && sh->undo_chain && computer && session_can_undo(sh->s) > 0 && sh->undo_chain++ < 4096 &&
        ui_undo(a, sh->s) == 0)
        return 1;
    sh->undo_chain = 0;
    sh->bot_stuck = 0;
    return 0;
}

/* ------------------------------------------------------ the computer */

/* The game starts when the player is looking: the computer's first move
 * waits until the screen's first picture (the table, the opening roll)
 * has been on show this long beyond the usual pace. Counted from the
 * first frame after that picture was presented, so time spent drawing
 * it (a slow first frame, fonts loading) is not time the player saw. */
#define FIRST_LOOK_MS 1000

void screen_bot_step(screen *sh, ui_app *a, int seat, int computer)
{
    Uint32 now = ui_now(a);

    computer = screen_seat_computer(sh, seat, computer);
    /* the first frame this screen draws moves nothing; the next one
     * starts the clock of the first computer move (the first move of a
     * game opened by a script with no delay runs at once, as before) */
    /* a networked game begins once every seat is taken, its table on
     * show while the players joined: that was the first look */
    if (sh->s->net)
        sh->looked = 2;
    if (!sh->looked) {
        sh->looked = 1;
        sh->look_frame = a->presented;
        ui_wake(a, 0);
        return;
    }
    if (sh->looked == 1) {
        if (a->presented == sh->look_frame) {
            ui_wake(a, 0); /* the first frame drawn again (first_frame's second run) */
            return;
        }
        sh->looked = 2;
        if (sh->bot_delay > 0 && (Sint32)(now + FIRST_LOOK_MS + (Uint32)sh->bot_delay - sh->bot_next) > 0)
            sh->bot_next = now + FIRST_LOOK_MS + (Uint32)sh->bot_delay;
    }

    /* a networked game: the host's computer plays, once the game has begun */
    if (computer && sh->s->net && (!sh->s->net->may_bot || !sh->s->net->may_bot(sh->s->net_ctx, seat)))
        return;
    /* own dice: while the tray asks for the computer's die, it waits */
    if (!computer || sh->bot_stuck || sh->handover >= 0 || ui_queued(a, sh->s) || sh->s->ask.action)
        return;
    sh->bot_seat = seat;
    sh->bot_fast = sh->bot_delay <= 0 || sh->hurry == seat;
    if (!sh->bot_fast && (Sint32)(now - sh->bot_next) < 0) {
        ui_wake(a, (int)(sh->bot_next - now));
        return;
    }
    sh->bot_chain = 0;
    ui_bot_play(a, sh->s);
}

/* Half the delay after an action that rolled no die: a person follows a
 * move faster than a roll. */
void screen_bot_done(screen *sh, ui_app *a, const ui_change *c, int seat, int computer)
{
    int delay = c->chance ? sh->bot_delay : sh->bot_delay / 2;

    computer = screen_seat_computer(sh, seat, computer);
    if (c->asked)
        return; /* the dice tray asks for its die; the move runs once entered */
    if (!c->ok) {
        sh->bot_stuck = 1; /* never loop on a refused choice (the toast says so) */
        return;
    }
    if (sh->follow)
        sh->follow(sh->ctx, c);
    sh->bot_next = ui_now(a) + (Uint32)delay;
    if (!sh->chain_max) {
        ui_wake(a, sh->bot_delay);
        return;
    }
    if (!sh->bot_fast) {
        ui_wake(a, delay);
        return;
    }
    if (seat == sh->bot_seat && computer && sh->bot_chain++ < sh->chain_max) {
        ui_bot_play(a, sh->s);
        return;
    }
    if (seat != sh->bot_seat)
        sh->hurry = -1; /* hurrying lasts one turn */
    ui_wake(a, 0);      /* the next computer seat, if any, goes next frame */
}

/* ---------------------------------------------------------- hand-over */

int screen_seat_mine(const screen *sh, int seat)
{
    return session_seat_here(sh->s, seat, NULL, 0);
}

int screen_seat_computer(const screen *sh, int seat, int computer)
{
    return computer || (seat >= 0 && session_seat_where(sh->s, seat) == SESSION_SEAT_COMPUTER);
}

const char *screen_seat_tag(const screen *sh, int seat, int computer, char *buf, size_t n)
{
    char who[64];

    if (screen_seat_computer(sh, seat, computer))
        return "computer";
    if (!sh->s->net)
        return "human";
    if (session_seat_here(sh->s, seat, who, sizeof who))
        return "you";
    snprintf(buf, n, "%s", who[0] ? who : "remote");
    return buf;
}

const char *screen_turn_words(const screen *sh, int seat, int computer, char *buf, size_t n)
{
    char who[64];
    int where = session_seat_where(sh->s, seat);

    if (where == SESSION_SEAT_WAITING)
        return "Waiting for the host to start";
    if (screen_seat_computer(sh, seat, computer))
        return "computer moving";
    if (session_seat_here(sh->s, seat, who, sizeof who))
        return "your move";
    if (where == SESSION_SEAT_HOST)
        snprintf(buf, n, "%s (at the host) is moving", who[0] ? who : "the host");
    else if (who[0])
        snprintf(buf, n, "%s (remote) is moving", who);
    else
        snprintf(buf, n, "a remote player is moving");
    return buf;
}

const char *screen_waiting_words(const screen *sh, int seat)
{
    if (session_seat_where(sh->s, seat) == SESSION_SEAT_WAITING)
        return "Waiting for the host to start the game: no one moves before it.";
    return NULL;
}

const char *screen_seat_player(const screen *sh, int seat, int computer, char *buf, size_t n)
{
    char who[64];

    if (screen_seat_computer(sh, seat, computer) || session_seat_here(sh->s, seat, who, sizeof who))
        return "computer";
    if (session_seat_where(sh->s, seat) == SESSION_SEAT_HOST)
        snprintf(buf, n, "%s, at the host", who[0] ? who : "the host");
    else
        snprintf(buf, n, "%s%sremote", who, who[0] ? ", " : "");
    return buf;
}

int screen_seat_check(screen *sh, int seat, int human)
{
    /* a replay shows every side's moves: no one hides behind a hand-over */
    if (seat < 0 || sh->handover >= 0 || !human || sh->s->watch)
        return 0;
    /* a networked game: each player has a screen of their own */
    if (sh->s->net)
        return 0;
    if (sh->screen_owner < 0 || sh->nhumans < 2) {
        sh->screen_owner = seat; /* the first human needs no hand-over */
        return 0;
    }
    if (seat == sh->screen_owner)
        return 0;
    sh->handover = seat;
    sh->help_open = 0;
    return 1;
}

int screen_handover_input(screen *sh, ui_app *a, SDL_Rect ready)
{
    const ui_input *in = ui_in(a);

    if (sh->handover < 0)
        return 0;
    if (ui_clicked(a, ready) || in->key == SDLK_RETURN || in->key == SDLK_KP_ENTER) {
        sh->screen_owner = sh->handover;
        sh->handover = -1;
    }
    return 1;
}

SDL_Rect screen_handover_card(ui_app *a, gfx *g, int w, int h)
{
    SDL_Rect card = {w / 2 - 330, h / 2 - 210, 660, 400};

    /* the board is not drawn at all behind it: nothing to peek at */
    gfx_gradient(g, (SDL_Rect){0, 0, w, h}, gfx_rgb(0x2b2118), gfx_rgb(0x120c08));
    for (int i = 0; i * 90 < w + 90; i++)
        for (int j = 0; j * 104 < h + 104; j++)
            gfx_hexagon_outline(g, (float)(i * 90), (float)(j * 104 + (i % 2) * 52), 60, 2,
                                gfx_rgba(0xc9a227, 16));
    return ui_panel(a, card, NULL);
}

void screen_ready_button(ui_app *a, SDL_Rect r)
{
    ui_button(a, r, "Ready", UI_PRIMARY);
    ui_target(a, r, "next");
}

/* ------------------------------------------------------ the game's end */

/* Watch and Story on a result banner, left of its Leave button: the game
 * just ended shown again, or charted (not in a replay: it is one). */
static void end_rects(SDL_Rect leave, SDL_Rect *watch, SDL_Rect *story)
{
    *story = (SDL_Rect){leave.x - 12 - 84, leave.y, 84, leave.h};
    *watch = (SDL_Rect){story->x - 8 - 84, leave.y, 84, leave.h};
}

static int end_buttons(ui_app *a, const session *s, SDL_Rect leave, int draw)
{
    SDL_Rect w, st;

    if (s->watch)
        return 0;
    end_rects(leave, &w, &st);
    if (draw) {
        ui_button(a, w, "Watch", 0);
        ui_button(a, st, "Story", 0);
        ui_tooltip(a, w, "The whole game again on this board, move by move");
        ui_tooltip(a, st, "The game in charts, turn by turn");
        return 0;
    }
    if (ui_clicked(a, w))
        return ui_watch_open(a, s, 0) == 0;
    if (ui_clicked(a, st))
        return ui_story_open(a, s) == 0;
    return 0;
}

int screen_over_banner(const screen *sh)
{
    return !sh->over_seen && !sh->s->watch;
}

int screen_over_input(screen *sh, ui_app *a, int over, SDL_Rect view, SDL_Rect leave)
{
    const ui_input *in = ui_in(a);

    if (!over || !screen_over_banner(sh))
        return 0;
    if (end_buttons(a, sh->s, leave, 0))
        return 1;
    if (ui_clicked(a, view) || in->key == SDLK_RETURN)
        sh->over_seen = 1;
    else if (ui_clicked(a, leave))
        ui_pop(a);
    return 1;
}

void screen_map_banner(ui_app *a, gfx *g, const session *s, SDL_Rect area, SDL_Rect box,
                       const char *head, const char *body, SDL_Rect view, SDL_Rect leave)
{
    SDL_Rect in;

    gfx_fill(g, area, gfx_rgba(0x120c08, 120));
    in = ui_panel(a, box, head);
    gfx_text_wrap(g, GFX_BODY, (SDL_Rect){in.x + 6, in.y + 4, in.w - 12, 80}, gfx_rgb(UI_INK), body);
    ui_button(a, leave, "Leave", 0);
    ui_button(a, view, "View the map", UI_PRIMARY);
    ui_target(a, view, "next");
    end_buttons(a, s, leave, 1);
}

void screen_table_banner(screen *sh, ui_app *a, gfx *g, SDL_Rect area, const char *head)
{
    const glog *lg = sh->s->log;
    SDL_Rect b = {area.x + area.w / 2 - 310, area.y + area.h / 2 - 100, 620, 200}, in;

    gfx_fill(g, area, gfx_rgba(0x120c08, 110));
    in = ui_panel(a, b, head);
    gfx_text_wrap(g, GFX_BODY, (SDL_Rect){in.x + 6, in.y + 6, in.w - 12, 90}, gfx_rgb(UI_INK),
                  glog_count(lg) ? glog_get(lg, glog_count(lg) - 1) : "");
    SDL_Rect view = {b.x + b.w - 170, b.y + b.h - 56, 150, 40}, leave = {view.x - 142, view.y, 130, 40};
    if (end_buttons(a, sh->s, leave, 0))
        return;
    end_buttons(a, sh->s, leave, 1);
    if (ui_button(a, leave, "Leave", 0))
        ui_pop(a);
    if (ui_button(a, view, "View the table", UI_PRIMARY))
        sh->over_seen = 1;
    ui_target(a, view, "next");
}
