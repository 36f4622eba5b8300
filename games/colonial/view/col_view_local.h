/* col_view_local: what the files of the Colonial Siege screen share (the
 * play screen's state, the legal actions as the view keeps them, the side
 * panel and the help). Not for other games. */
#ifndef GAMES_COLONIAL_VIEW_LOCAL_H
#define GAMES_COLONIAL_VIEW_LOCAL_H

#include <SDL.h>

#include "core/session.h"
#include "gfx/gfx.h"
#include "ui/gameview.h"
#include "ui/helpdlg.h"
#include "ui/screen.h"
#include "ui/tableview.h"
#include "ui/ui.h"
#include "games/colonial/rules/col_local.h"

#define CV_MAX_LEGAL 1200
#define CV_MAX_DICE 48

/* One legal action: native for the view's questions, JSON text as the
 * click target's name (what scripts' click-on and bot-click look for). */
typedef struct clegal {
    col_action act;
    char *name;
} clegal;

typedef struct cview {
    session *s;
    ui_app *app;                          /* for the table's hooks, set each frame */
    tableview tv;
    int fig_of[TABLEVIEW_MAX_PIECES];     /* piece -> figure */
    int pc_of[COL_MAX_FIG];               /* figure -> piece, -1 */

    SDL_Rect table_r, side_r;
    clegal legal[CV_MAX_LEGAL];
    int nlegal, legal_for;
    char *advice;
    char advice_text[160];

    int sel;                              /* chosen group, -1 */
    col_state *scratch;                   /* trial copy for drag checks */

    long dice_seen;
    int faces[CV_MAX_DICE], sides[CV_MAX_DICE], nfaces;
    int xfaces[4], nx;                    /* a morale die after the shot above */
    int roll_card;                        /* cards_drawn when faces were rolled */
    int card_seen;                        /* cards_drawn at the last refresh */
    int fight;                            /* the tray holds a volley or a melee */
    int vol_total;                        /* the volley's total (its log line), -1 */
    long log_seen;
    char said[4][GLOG_LINE];
    int nsaid;
    Uint32 rolled_at;

    screen sh;                            /* buttons, undo, the computer's pace */
    ui_logview logv;    /* the log panel: its place and split */
    int panel_scroll;
    helpdlg help;                       /* its tab and scroll */
    char *notes;                          /* scenarios/colonial/notes.md */
    int opened;                           /* the opening roll was sent for a
                                             human attacker (once: after an
                                             undo back to it, the button) */
} cview;

static inline col_state *CST(const cview *v) { return v->s->state; }

/* --- col_view.c --- */
int colv_human_turn(const cview *v);
int colv_computer_turn(const cview *v);
int colv_play(cview *v, ui_app *a, const char *name);
/* A short sentence for an action ("Fire at the Boxers"). */
void colv_describe(const col_state *st, const col_action *x, char *buf, size_t n);

/* --- col_panel.c --- */
void colv_panel(cview *v, ui_app *a, gfx *g, SDL_Rect r);
/* The Orders panel (col_orders.c): its least height in width w, and the
 * panel drawn in r; returns how many choices it offers. */
int colv_orders_h(cview *v, gfx *g, int w);
int colv_draw_orders(cview *v, ui_app *a, gfx *g, SDL_Rect r);
void colv_overlays(cview *v);
/* Doors, floors and gates drawn over the table's terrain. */
void colv_draw_marks(cview *v, ui_app *a, gfx *g);
/* The table's written labels as places the view's plates keep off, and
 * as named parts; before tableview_draw. */
void colv_mark_labels(cview *v, ui_app *a, gfx *g);
unsigned colv_face_rgb(const col_state *st, int g);

/* --- col_help.c --- */
int colv_help(cview *v, ui_app *a, gfx *g, SDL_Rect r);
void colv_picture(ui_app *a, gfx *g, SDL_Rect r);
/* The set-up screen's picture of a scenario: its compound and figures. */
void colv_preview(ui_app *a, gfx *g, SDL_Rect r, const session *s);

#endif
