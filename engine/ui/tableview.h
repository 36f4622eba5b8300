/* tableview: the miniatures table on screen, shared by the games played on
 * engine/core/table (Tuan, Colonial Siege). It owns the camera (zoom about
 * the pointer, pan, fit), the terrain drawn by kind, the pieces drawn from
 * descriptors the game fills in every frame (trays of figure symbols with
 * gaps for casualties, or single figures on round bases; facing, status
 * markers, group outlines), and the hand tools: the measuring tape,
 * selection (click, box), dragging a piece with a ghost that shows the
 * inches used and left and turns red where the game says no, rotating by
 * a handle or the wheel, and overlays (range and arc, circles, line of
 * sight with the blocker marked). The game answers questions through
 * hooks; the view never changes a game's state, it reports a drop. */
#ifndef ENGINE_TABLEVIEW_H
#define ENGINE_TABLEVIEW_H

#include <stddef.h>

#include <SDL.h>

#include "core/table.h"
#include "gfx/gfx.h"
#include "ui/lplace.h"
#include "ui/ui.h"

#define TABLEVIEW_MAX_PIECES 480  /* Colonial: single figures */

/* Status markers drawn beside a piece. */
enum {
    TV_MK_ROUTED = 1, TV_MK_NOAMMO = 2, TV_MK_LIMBERED = 4, TV_MK_MOUNTED = 8,
    TV_MK_ACTIVATED = 16, TV_MK_MELEE = 32, TV_MK_COLUMN = 64, TV_MK_SPENT = 128
};
/* What the figure symbols on a piece are. */
enum { TV_FIG_FOOT, TV_FIG_HORSE, TV_FIG_GUN, TV_FIG_TEAM };

typedef struct tableview_piece {
    table_piece p;
    unsigned face, ink;        /* base colour, figure colour (0xRRGGBB) */
    int figures, figures0;     /* figures standing / at the start (gaps) */
    int officer;               /* an officer stands (drawn with a star) */
    int guns;                  /* gun symbols in front of the figures */
    int fig;                   /* TV_FIG_* */
    unsigned markers;          /* TV_MK_* */
    int group;                 /* pieces of one group get one outline; -1 */
    int pickable;              /* may be clicked now (drawn with a glow) */
    int dim;                   /* off to the side: drawn faded */
    char label[48];            /* name, drawn under the piece when pointed at or chosen */
    char tag[12];              /* short id, drawn under it always */
    char name[64];             /* click-target name (scripts), "" none */
} tableview_piece;

/* The game's answers. ctx is the game view. */
typedef struct tableview_hooks {
    void *ctx;
    /* May piece i be dragged now? */
    int (*can_drag)(void *ctx, int i);
    /* Is a move of piece i to `to`, facing f, allowed? *used and *left in
     * inches of its allowance (negative: unknown); why when not. */
    int (*check_move)(void *ctx, int i, vec2 to, double facing, double *used,
                      double *left, char *why, size_t n);
    /* The player dropped piece i there (only after check_move said yes). */
    void (*moved)(void *ctx, int i, vec2 to, double facing);
    /* Pieces that move along with i (Colonial's group), rigidly; may be
     * NULL. Returns how many (i not counted) in out. */
    int (*followers)(void *ctx, int i, int *out, int max);
    /* Would a click on piece to, with piece from chosen (los_from), be
     * refused? 1 with the reason in why (the hover says it as the click
     * would: arc, range, a gun's rule, not only sight); may be NULL. */
    int (*why_not)(void *ctx, int from, int to, char *why, size_t n);
} tableview_hooks;

/* An overlay the game asks for this frame. */
enum { TV_OV_CIRCLE, TV_OV_ARC, TV_OV_LINE };
typedef struct tableview_overlay {
    int kind;
    vec2 at;                   /* centre / start */
    vec2 to;                   /* TV_OV_LINE end */
    double r;                  /* circle radius / arc range, inches */
    double facing, arc;        /* TV_OV_ARC: centre and width in degrees */
    unsigned rgb;
    char label[48];
} tableview_overlay;
#define TABLEVIEW_MAX_OVERLAYS 16

/* A gun whose whole crew has fallen: no figure to draw it on, yet it
 * stands there to be recrewed (Colonial's Colt); or a gun that stands
 * apart from its crew's figures (crewed). Drawn, never picked. */
typedef struct tableview_lone_gun {
    vec2 pos;
    double facing, width;      /* degrees; the crew's base width, inches */
    char name[48];
    int crewed;                /* its crew stands round it as pieces of their
                                  own (Colonial's native field gun): drawn
                                  full, without "no crew" */
} tableview_lone_gun;
#define TABLEVIEW_MAX_LONE_GUNS 4

/* Words the game writes on the table this frame (a gate's, a building's
 * name), placed with the view's own labels (lplace.h): prio and flags as
 * there, spots in screen units (the game knows where its words belong);
 * shorter, when not empty, is what it shrinks to; part names it for
 * scripts. Registered before tableview_draw, which draws them. */
typedef struct tableview_label {
    char text[64], shorter[64], part[80];
    unsigned rgb;
    int plate;                 /* on a dark plate; else bare text */
    int prio, flags;
    lplace_spot spot[LPLACE_MAX_SPOTS];
    int nspot;
} tableview_label;
#define TABLEVIEW_MAX_LABELS 32

enum { TV_IDLE, TV_PAN, TV_TAPE, TV_DRAG, TV_BOX, TV_ROTATE };

typedef struct tableview {
    const table *tab;
    tableview_hooks hooks;
    tableview_piece pc[TABLEVIEW_MAX_PIECES];
    int npc;
    tableview_lone_gun lone[TABLEVIEW_MAX_LONE_GUNS];
    int nlone;
    tableview_overlay ov[TABLEVIEW_MAX_OVERLAYS];
    int nov;
    tableview_label glab[TABLEVIEW_MAX_LABELS]; /* the game's words this frame */
    int nglab;
    /* the game's own marks on the table (Colonial's doors, gates and
     * fires), drawn over the terrain and overlays, under the pieces and
     * the words (a charred roof drawn over the figures hid them, a plate
     * over them covered them); context hooks.ctx; may be NULL */
    void (*under)(void *ctx, ui_app *a, gfx *g);
    unsigned los_mask;         /* terrain kinds that block sight */

    SDL_Rect r;                /* screen area, logical units */
    SDL_Rect keep_out[4];      /* buttons over the table: presses there are theirs */
    int nkeep_out;
    double scale, ox, oy;      /* inch (x, y) at (ox + x*s, oy + (h-y)*s) */
    SDL_Rect fitted_to;
    int user_moved;

    int mode;                  /* TV_* while the button is held */
    int press_piece;           /* piece under the press, -1 */
    int tape_tool;             /* the tape button is on: drags measure */
    int tape_on;               /* a measurement is shown */
    vec2 tape_a, tape_b;
    int last_x, last_y;
    int pressed;               /* a press on the table is under way */

    int sel[TABLEVIEW_MAX_PIECES];  /* selected pieces, first is the lead */
    int nsel;
    int hover;                 /* piece under the pointer, -1 */
    vec2 hover_at;             /* table point under the pointer */
    int hover_in;

    int drag;                  /* piece being dragged */
    vec2 grab;                 /* pointer offset from its centre */
    vec2 drag_to;
    double drag_facing;
    int drag_ok;
    double drag_used, drag_left;
    char drag_why[160];
    int nfollow, follow[TABLEVIEW_MAX_PIECES];
    /* where the game will put each piece of the drag on a drop, when its
     * check_move knows (Colonial's rules form a group round its leader,
     * not as it was): the ghost is drawn there instead of rigidly */
    vec2 ghost_at[TABLEVIEW_MAX_PIECES];
    int ghost_valid;

    int los_from;              /* piece sight is drawn from on hover, -1 */
    int clicked_piece;         /* this frame: a click landed on piece, -1 */
    int clicked_empty;         /* this frame: a click on empty table */
    int box_done;              /* this frame: a box selection ended */
} tableview;

void tableview_init(tableview *tv, const table *tab, const tableview_hooks *h);
/* Fit the table into r (force: even when the player has zoomed). */
void tableview_fit(tableview *tv, SDL_Rect r, int force);
/* A picture of the table filling r (a launcher card): no room kept for
 * the tools, scaled so the table covers r, centred on table point at as
 * far as the table's edges allow. */
void tableview_fit_picture(tableview *tv, SDL_Rect r, vec2 at);
/* Each frame: the table takes r (fitted again when r's size changes,
 * unless the player zoomed), keeping the tool buttons' corner clear. */
void tableview_place(tableview *tv, SDL_Rect r);
/* The Tape and Fit buttons in the table's bottom-left corner, drawn and
 * acted on (fit_tip: the Fit button's tooltip, or NULL). */
void tableview_tools(tableview *tv, ui_app *a, const char *fit_tip);
void tableview_zoom(tableview *tv, double factor, int mx, int my);
void tableview_pan(tableview *tv, double dx, double dy);
/* Inch <-> screen (logical units). */
void tableview_to_screen(const tableview *tv, vec2 p, float *x, float *y);
vec2 tableview_to_table(const tableview *tv, int x, int y);
/* Piece under a screen point, -1. Topmost (last drawn) first. */
int tableview_piece_at(const tableview *tv, int x, int y);
/* Screen box around a piece (click targets). */
SDL_Rect tableview_piece_rect(const tableview *tv, int i);
/* Centre a point in the view (following the computer's play). */
void tableview_show(tableview *tv, vec2 p);

/* This frame's input over the table: pan, zoom, tape, select, drag,
 * rotate. Call once per frame before drawing; the clicked_* fields say
 * what a click hit. Keys: T tape, arrows pan, +/- zoom, 0 fit, Q/E rotate
 * the dragged piece. */
void tableview_input(tableview *tv, ui_app *a);
/* The rotation handle of the one selected piece that may move (inches). */
int tableview_handle(const tableview *tv, vec2 *at);
/* Select one piece (or none with -1) / add one. */
void tableview_select(tableview *tv, int i);
void tableview_select_add(tableview *tv, int i);
int tableview_selected(const tableview *tv, int i);

/* Overlays for this frame (cleared by tableview_draw). */
void tableview_overlay_add(tableview *tv, const tableview_overlay *o);
/* A label of the game's for this frame (cleared by tableview_draw). */
void tableview_label_add(tableview *tv, const tableview_label *l);

/* Draw table, terrain, overlays, pieces, ghost, tape, LOS. */
void tableview_draw(tableview *tv, ui_app *a, gfx *g);
/* Terrain only, into r (launcher pictures). */
void tableview_draw_terrain(tableview *tv, gfx *g);
void tableview_draw_pieces(tableview *tv, gfx *g);
/* Legend line of the terrain kind under the pointer ("woods: 1:2, hides"). */
const char *tableview_kind_name(int kind);
unsigned tableview_kind_rgb(int kind);

#endif
