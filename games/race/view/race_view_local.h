/* race_view_local: what the files of the Race to the Legations view share
 * (the play screen's state, the map camera, the help overlay). Not for
 * other games. */
#ifndef GAMES_RACE_VIEW_LOCAL_H
#define GAMES_RACE_VIEW_LOCAL_H

#include <SDL.h>

#include "core/session.h"
#include "gfx/gfx.h"
#include "ui/gameview.h"
#include "ui/ui.h"
#include "games/race/rules/race.h"

/* Map camera: a point (x, y) in hex units (circumradius 1, hex_center)
 * is drawn at (ox + x * scale, oy + y * scale) in logical units. */
typedef struct rcam {
    double scale, ox, oy;
    double fit_scale;
    SDL_Rect fitted_to;   /* map area the fit was made for */
    int user_moved;       /* zoomed or panned since the last fit */
} rcam;

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
    ui_scene scene;

    rcam cam;
    SDL_Rect maprect;
    int hover_cell;                /* -1 none */
    int dragging;
    int drag_lx, drag_ly;

    SDL_Texture *base;             /* the map's static layer (race_map.c) */
    int base_w, base_h, base_valid, base_failed;
    Uint32 base_sig;
    double base_scale, base_ox, base_oy;
    SDL_Rect base_rect;

    rlegal legal[RACE_MAX_ACTIONS];
    int nlegal;
    int legal_for;                 /* s->nactions when listed, -1 stale */

    int sel;                       /* selected foreign unit, -1 none */
    unsigned char mark[RACE_MAX_CELLS]; /* RM_* per cell, this frame */
    int mark_anim;                 /* highlights pulse: keep drawing */
    int breach_cell, nbreach;      /* sides the selection may breach */
    int breach_dir[HEX_DIRS];

    int screen_owner;              /* nation whose player has the screen */
    int handover;                  /* nation waiting at the hand-over, -1 */
    int nhumans;

    Uint32 bot_next;
    int bot_delay;
    int bot_stuck;
    int bot_seat, bot_fast;        /* the computer turn under way */
    int bot_chain, undo_chain;     /* changes chained between two frames */
    int queued;                    /* changes this view asked for, not yet run */
    int hurry;                     /* computer seat told to finish its turn at once, -1 */

    uint64_t dice_uses;            /* rng draws when the tray was filled */
    ui_roll tray[RACE_MAX_ROLLS];
    int ntray;
    int roll_cell[2 * RACE_MAX_ROLLS]; /* hexes the last rolls were about */
    int nroll_cell;

    int log_scroll;
    int help_open, help_tab, help_scroll;
    int over_seen;                 /* the end-of-game banner was closed */
    int leave;                     /* leaving confirmed in the dialog */
} rview;

/* --- map (race_map.c) --- */
/* Fit the whole map into r (keeps the user's zoom unless refit). */
void racev_map_fit(rview *v, SDL_Rect r, int force);
void racev_map_zoom(rview *v, double factor, int mx, int my);
void racev_map_pan(rview *v, double dx, double dy);
/* Cell under a logical point, -1 if none. */
int racev_map_cell_at(const rview *v, int x, int y);
/* Centre of a cell and the current hex radius, in logical units. */
void racev_map_cell_xy(const rview *v, int cell, float *x, float *y);
float racev_map_radius(const rview *v);
/* Midpoint of side dir of a cell, logical units. */
void racev_map_side_xy(const rview *v, int cell, int dir, float *x, float *y);
/* Square click target of a cell (inside the hex). */
SDL_Rect racev_map_cell_rect(const rview *v, int cell);
/* Click target of the breach marker on side dir of a cell. */
SDL_Rect racev_map_side_rect(const rview *v, int cell, int dir);
/* Drop the cached map layer (before the renderer goes). */
void racev_map_free(rview *v);
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

#endif
