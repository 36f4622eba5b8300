/* tuan_view_local: what the files of the Tuan screen share (the play
 * screen's state, the legal actions as the view keeps them, the side
 * panel and the help). Not for other games. */
#ifndef GAMES_TUAN_VIEW_LOCAL_H
#define GAMES_TUAN_VIEW_LOCAL_H

#include <SDL.h>

#include "core/session.h"
#include "gfx/gfx.h"
#include "ui/gameview.h"
#include "ui/helpdlg.h"
#include "ui/screen.h"
#include "ui/tableview.h"
#include "ui/ui.h"
#include "games/tuan/rules/tuan.h"
#include "games/tuan/rules/tuan_query.h"

#define TV_MAX_LEGAL 512
#define TV_MAX_DICE 24

/* One legal action: native for the view's questions, JSON text as the
 * click target's name (what bot-click looks for). */
typedef struct tlegal {
    tu_action act;
    char *name;
} tlegal;

typedef struct tview {
    session *s;
    ui_app *app;                        /* for the table's hooks, set each frame */
    tableview tv;
    int tray_of[TABLEVIEW_MAX_PIECES];  /* piece -> tray */
    int pc_of[TU_MAX_TRAYS];            /* tray -> piece, -1 off the table */

    SDL_Rect table_r, side_r;
    tlegal legal[TV_MAX_LEGAL];
    int nlegal, legal_for;
    char *advice;                       /* the computer's choice for this seat, JSON */
    char advice_text[160];
    int advice_for;

    int sel;                            /* selected tray, -1 */
    int pick[TU_MAX_TRAYS], npick;      /* trays chosen for a group of one's own */
    tu_state *scratch;                  /* trial copy for drag checks */

    /* the dice of the last change and what the log said of it */
    long dice_seen;
    int faces[TV_MAX_DICE], sides[TV_MAX_DICE], nfaces;
    long log_seen;
    char said[4][GLOG_LINE];
    int nsaid;
    Uint32 rolled_at;

    screen sh;                            /* buttons, undo, the computer's pace */
    /* where the trays stood before the last action: its moves are drawn
     * as trails, so a computer's play can be followed */
    vec2 before[TU_MAX_TRAYS];
    vec2 trail_from[TU_MAX_TRAYS], trail_to[TU_MAX_TRAYS];
    int ntrail;
    ui_logview logv;    /* the log panel: its place and split */
    int orders_scroll; /* first order shown when the panel cannot hold them all */
    int hov_trays[TU_MAX_TRAYS], nhov; /* the group of the Activate button under
                                          the pointer, ringed on the table */
    helpdlg help;                       /* its tab and scroll */
    char *notes;                        /* scenarios/tuan/notes.md */
    int opened;                         /* the opening roll was sent for a
                                           human side (once: after an undo
                                           back to it, the button) */
} tview;

static inline tu_state *TST(const tview *v) { return v->s->state; }

/* --- tuan_view.c --- */
int tuanv_human_turn(const tview *v);
/* Play one legal action by its JSON text (runs after this frame). */
int tuanv_play(tview *v, ui_app *a, const char *name);
/* A short sentence for an action ("Fire at Boxer tuan with 2 trays"). */
void tuanv_describe(const tu_state *st, const tu_action *x, char *buf, size_t n);
/* "north-east" for a facing in degrees. */

/* --- tuan_panel.c: the side panel; returns nothing, acts on clicks --- */
void tuanv_panel(tview *v, ui_app *a, gfx *g, SDL_Rect r);
/* Trails, objectives, group circle, range and arc over the table. */
void tuanv_overlays(tview *v);
/* The nation and side colours of a tray. */
unsigned tuanv_face_rgb(const tu_tray *t);
void tuanv_piece_of(tableview_piece *pc, const tu_tray *t);
unsigned tuanv_ink_rgb(const tu_tray *t);

/* --- tuan_help.c --- */
/* Draws the help over r; 1 when it was closed. */
int tuanv_help(tview *v, ui_app *a, gfx *g, SDL_Rect r);
void tuanv_picture(ui_app *a, gfx *g, SDL_Rect r);
/* The set-up screen's picture of a scenario: its table and trays. */
void tuanv_preview(ui_app *a, gfx *g, SDL_Rect r, const session *s);

#endif
