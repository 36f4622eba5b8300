/* race_view_local: what the files of the Race to the Legations view share
 * (the play screen's state, the map camera, the help overlay). Not for
 * other games. */
#ifndef GAMES_RACE_VIEW_LOCAL_H
#define GAMES_RACE_VIEW_LOCAL_H

#include <SDL.h>

#include "core/session.h"
#include "gfx/gfx.h"
#include "ui/gameview.h"
#include "ui/helpdlg.h"
#include "ui/hexmap.h"
#include "ui/screen.h"
#include "ui/ui.h"
#include "games/race/rules/race.h"

/* One legal action as the view uses it: native for geometry, JSON text as
 * the click target's name (what bot-click looks for). */
typedef struct rlegal {
    race_action act;
    char *name;
} rlegal;

/* What a cell's highlight says (rview.mark). */
enum {
    RM_PICK = 1,    /* may be clicked to choose it (unit, Chinese counter) */
    RM_SEL = 2,     /* the selected unit, or the activated Chinese unit */
    RM_MOVE = 4,    /* the selection may move there */
    RM_ATTACK = 8,  /* ... or attack there */
    RM_FIRE = 16,   /* an artillery target */
    RM_SWAP = 32    /* reserve rule partner */
};

typedef struct rview {
    session *s;

    hexmap map;                    /* camera, geometry, static layer */
    int hover_cell;                /* -1 none */

    rlegal legal[RACE_MAX_ACTIONS];
    int nlegal;
    int legal_for;                 /* s->nactions when listed, -1 stale */

    int sel;                       /* selected foreign unit, -1 none */
    unsigned char mark[RACE_MAX_CELLS]; /* RM_* per cell, this frame */
    int mark_anim;                 /* highlights pulse: keep drawing */
    int breach_cell, nbreach;      /* sides the selection may breach */
    int breach_dir[HEX_DIRS];

    screen sh;                     /* buttons, undo, hand-over, the computer's pace */

    uint64_t dice_uses;            /* rng draws when the tray was filled */
    ui_roll tray[RACE_MAX_ROLLS];
    int ntray;
    int roll_cell[2 * RACE_MAX_ROLLS]; /* hexes the last rolls were about */
    int nroll_cell;

    ui_logview logv;    /* the log panel: its place and split */
    helpdlg help;                       /* its tab and scroll */
    int leave;                     /* leaving confirmed in the dialog */
    int home_seat;                 /* human seat whose turn the view has
                                      opened on its army, -1 none */
} rview;

/* --- map (race_map.c) --- */
/* Draw terrain, walls, counters and markers (highlights from v). */
void racev_map_draw(rview *v, ui_app *a, gfx *g);
/* Counter art for a foreign unit / a Rebellion counter (asset names). */
const char *racev_map_unit_art(int nation, int kind);
const char *racev_map_counter_art(int counter);
/* Nation colours: counter face, text on it. */
unsigned racev_nation_rgb(int nation);
unsigned racev_nation_ink(int nation);
const char *racev_nation_flag(int nation);
const char *racev_nation_adj(int nation);   /* "Russian" */
/* The launcher's picture. */
void racev_map_picture(ui_app *a, gfx *g, SDL_Rect r);

/* --- help overlay (race_help.c) --- */
/* Draws the help panel over r; returns 1 when its Close was clicked. */
int racev_help_draw(rview *v, ui_app *a, gfx *g, SDL_Rect r);

/* --- the play screen's shared helpers (race_view.c) --- */
static inline race_state *ST(const rview *v) { return v->s->state; }
int racev_seat_to_move(const rview *v);
int racev_seat_is(const rview *v, int seat, int kind);
int racev_game_over(const rview *v, char *buf, size_t n);  /* buf may be NULL */
int racev_unit_cell(const rview *v, int unit);             /* -1 if gone */
const char *racev_kind_name(int kind);
int racev_in_rect(SDL_Rect r, int x, int y);
/* Where the marker to try a breach of side dir of cell stands, and its
 * radius: on the side at a zoom where markers have room, pushed out from
 * the hex at Fit so that the markers of a hex with three wall sides keep
 * apart at a size one can hit (they were 10 px and overlapped). */
void racev_breach_marker(const rview *v, int cell, int dir, float *x, float *y, float *rad);
int racev_human_turn(const rview *v);
void racev_legal_clear(rview *v);
void racev_legal_refresh(rview *v);
int racev_unit_has_actions(const rview *v, int unit);
/* Submit one legal action (its JSON text) for the player. */
int racev_play_name(rview *v, ui_app *a, const char *name);
/* First legal action of a type matching the fields given (-1: any). */
const rlegal *racev_find_legal(const rview *v, int type, int unit, int cell, int to, int dir);

/* --- layout and panels (race_panels.c) --- */
/* The head of the side column: the round and buttons, then the phase
 * chips. The map has the window's full height beside it. */
#define HEAD_H 100
/* Where everything goes this frame (logical units). */
typedef struct rlayout {
    int w, h;
    SDL_Rect top, map, side;        /* top: the side column's head */
    SDL_Rect bar[SCREEN_NBUTTONS];  /* Help, Undo, Save, Load, Leave */
    SDL_Rect chip[5];               /* the phases, Rally to Action */
    SDL_Rect armies, orders, dice, log;
    SDL_Rect b_end, b_hold;
    SDL_Rect ready;                 /* hand-over screen */
    SDL_Rect over_view, over_leave; /* end-of-game banner */
    SDL_Rect banner;
    SDL_Rect help;
} rlayout;
void racev_layout(const rview *v, gfx *g, rlayout *L);
/* Fill the dice tray from the rules' rolls (quiet: already settled). */
void racev_dice_refresh(rview *v, ui_app *a, int quiet);
void racev_draw_top(rview *v, ui_app *a, gfx *g, const rlayout *L);
void racev_draw_armies(rview *v, ui_app *a, gfx *g, const rlayout *L);
void racev_draw_orders(rview *v, ui_app *a, gfx *g, const rlayout *L);
void racev_draw_dice(rview *v, ui_app *a, gfx *g, const rlayout *L);
void racev_draw_hover(rview *v, gfx *g, const rlayout *L);
void racev_draw_handover(rview *v, ui_app *a, gfx *g, const rlayout *L);
void racev_draw_banner(rview *v, ui_app *a, gfx *g, const rlayout *L);

/* --- highlights, click targets, map clicks (race_marks.c) --- */
void racev_compute_marks(rview *v);
void racev_register_targets(rview *v, ui_app *a, const rlayout *L);
void racev_map_click(rview *v, ui_app *a, int mx, int my);
/* A tooltip on the hex under the pointer: why a click there is refused. */
void racev_hover_refusal(rview *v, ui_app *a, int cell);

#endif
