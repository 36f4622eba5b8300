/* peking_view_local: what the files of the Siege at Peking view share (the
 * play screen's state, its layout, the board, the panels, the help). Not
 * for other games. The view reads the rules' state and their legal list
 * (pk_legal) and submits actions as JSON through ui_play. */
#ifndef GAMES_PEKING_VIEW_LOCAL_H
#define GAMES_PEKING_VIEW_LOCAL_H

#include <SDL.h>

#include "core/session.h"
#include "gfx/gfx.h"
#include "ui/gameview.h"
#include "ui/helpdlg.h"
#include "ui/hexmap.h"
#include "ui/screen.h"
#include "ui/ui.h"
#include "games/peking/rules/peking.h"
#include "games/peking/rules/peking_json.h"

#define PV_TOP_H 64

/* What a click on the map does besides moving and attacking. */
enum { PV_TOOL_NONE, PV_TOOL_MINE, PV_TOOL_FORT, PV_TOOL_ENTER };
/* Overlay bits (the Overlay buttons). */
enum { PV_OV_ZOC = 1, PV_OV_CC = 2, PV_OV_LOS = 4 };
/* Highlights of a cell this frame. */
enum {
    PM_PICK = 1,    /* holds something that may be clicked */
    PM_SEL = 2,     /* the selected hex */
    PM_DEST = 4,    /* the selection may go there (move, place, retreat ...) */
    PM_TARGET = 8,  /* an enemy hex that may be attacked */
    PM_DEF = 16,    /* a defender of the attack being built */
    PM_ATT = 32,    /* holds attackers of the attack being built */
    PM_TOOL = 64    /* a mine / fortification / removal may go there */
};

typedef struct playout {
    int w, h;
    SDL_Rect top, map, side;
    SDL_Rect bar[SCREEN_NBUTTONS];     /* Help, Undo, Save, Load, Leave */
    SDL_Rect ov[3];                    /* overlay toggles on the map */
    SDL_Rect status, panel, log;       /* side column */
    SDL_Rect b_end;
    SDL_Rect banner, b_over_view, b_over_leave;
    SDL_Rect ready;
    SDL_Rect help;
} playout;

/* The attack being built in the combat panel. */
typedef struct pv_combat {
    int open;
    int charge;                        /* a bayonet charge (one target hex) */
    pk_action act;                     /* units, guns, targets, leader bonus */
    int ncand;                         /* units that could join */
    short cand[64];
    int nguns;
    short gun[PK_MAX_GUNS];
    int ndefc;                         /* enemy hexes that could be added */
    short defc[PK_MAX_DEF];
    int scroll;                        /* first attacker row shown */
} pv_combat;

typedef struct pview {
    session *s;
    hexmap map;
    int hover;                          /* cell under the pointer, -1 */
    int btn_cell;                       /* the hex of the leader whose Snipe
                                           or Withdraw button the pointer was
                                           on last frame, -1 */

    pk_action *legal;                   /* the rules' list, native */
    char **name;                        /* its JSON text, made when asked */
    int nlegal;
    long legal_for;                     /* s->nactions when listed, -1 stale */

    int sel;                            /* selected hex, -1 none */
    unsigned char pick[PK_MAX_UNITS];   /* units of the selected hex chosen */
    int sel_unit;                       /* unit for place/retreat/advance */
    int enter_kind;                     /* Chinese kind to bring on */
    int enter_count;                    /* counters a click brings on at
                                           most (0: as many as fit) */
    int tool;
    int overlay;
    int reach_for;                      /* -1: the reach must be made again */
    int reach_n, reach_sel;             /* the position (actions played) and */
    unsigned char reach_pick[PK_MAX_UNITS]; /* selection it was made for */
    int reach[PK_CELLS];                /* MP left after moving there, -1 no */
    unsigned char mark[PK_CELLS];
    pv_combat cb;
    int insp_scroll;
    SDL_Rect ov_keep[3];                /* the overlay toggles: labels keep off */

    screen sh;                          /* buttons, undo, hand-over, the computer's pace */

    uint64_t dice_uses;
    int dice_log_n;                     /* the log's length at the last roll seen */
    ui_roll tray;
    int has_roll;
    char tray_note[200];                /* the tray's tooltip: every term, the log's line */
    char tray_what_short[48];           /* the tray's title and result in a few words, */
    char tray_result_short[48];         /* for a tray too narrow for the long ones */
    int shell_on;                       /* the last Big Gun shot, for its path */
    pk_shell shell;                     /* as the rules recorded it */

    ui_logview logv;    /* the log panel: its place and split */
    helpdlg help;                       /* its tab and scroll */
} pview;

static inline pk_state *PST(const pview *v) { return v->s->state; }

/* --- the scene (peking_view.c) --- */
int pkv_seat_is(const pview *v, int seat, int kind);
int pkv_human_turn(const pview *v);
int pkv_in_rect(SDL_Rect r, int x, int y);
const char *pkv_name(pview *v, int i);       /* JSON text of legal[i] */
int pkv_play(pview *v, ui_app *a, const pk_action *x); /* submit one action */
int pkv_play_legal(pview *v, ui_app *a, int i);
void pkv_select(pview *v, int cell);
/* What a click on an edge hex brings on with the reinforcement tool: up
 * to enter_count waiting counters of the kind chosen, as many as the hex
 * takes; 0 when none can enter there. */
int pkv_enter_group(const pview *v, int cell, pk_action *x);
void pkv_reach_update(pview *v);
int pkv_gun_to_place(const pview *v);
/* End the phase (or the task, the set-up, the turn) when asked (the End
 * button, Return) or confirmed: first asks when ending gives up something
 * still available (ui_forfeit). Returns 1 when the end was played. */
int pkv_end(pview *v, ui_app *a, int asked);

/* --- legal list, selection, map clicks (peking_clicks.c) --- */
void pkv_legal_clear(pview *v);
/* List the legal actions again when the state changed. */
void pkv_legal_refresh(pview *v);
/* First legal action of a type (unit, cell: -1 / -2 for any). */
int pkv_find(const pview *v, int type, int unit, int cell);
void pkv_map_click(pview *v, ui_app *a, int cell);
void pkv_register_targets(pview *v, ui_app *a);
/* Why the enemy hex cell cannot be attacked now, with the rule; "" when
 * it can, or when no attack is being made (not a combat phase). */
const char *pkv_attack_refusal(const pview *v, int cell, char *buf, size_t n);
/* Why the selected stack has no hex to move to in a movement phase (held
 * in a ZOC in the reaction phase, stopped, no MP, not the player's); ""
 * when it has one or nothing is selected. */
const char *pkv_move_refusal(pview *v, char *buf, size_t n);
/* The same for a stack of the player's under the pointer that has no
 * move this phase ("" when it has one, or is not the player's). */
const char *pkv_hover_move_refusal(const pview *v, int cell, char *buf, size_t n);
/* Note the last Big Gun shot of this phase for the board to draw. */
void pkv_shell_refresh(pview *v);
/* The tooltip of a Big Gun's arrow: where each face of the die lands
 * along that line, and which throw the shell off the map. */
/* Why End is grey with no task open: the hex whose units in an enemy
 * ZOC must attack first. */
const char *pkv_end_wait(const pview *v, char *buf, size_t n);
const char *pkv_shell_tip(const pk_state *st, int gun, int dir, char *tip, size_t n);

/* --- the board (peking_board.c) --- */
unsigned pkv_nation_rgb(int nation, int kind);
unsigned pkv_nation_ink(int nation, int kind);
const char *pkv_nation_code(int nation, int kind);
/* One counter with its face: colour, symbol, strength, reduced stripe. */
void pkv_counter(gfx *g, const pk_state *st, const pk_unit *u, float x, float y, float half);
void pkv_compute_marks(pview *v);
void pkv_board_draw(pview *v, ui_app *a, gfx *g);
/* The Big Gun direction arrow under a point: its legal action, or -1. */
int pkv_shell_at(const pview *v, int mx, int my);
void pkv_picture(ui_app *a, gfx *g, SDL_Rect r);

/* --- the panels (peking_panels.c) --- */
void pkv_layout(pview *v, gfx *g, playout *L);
void pkv_draw_top(pview *v, ui_app *a, gfx *g, const playout *L);
void pkv_draw_status(pview *v, ui_app *a, gfx *g, const playout *L);
/* The orders panel: the hint, the stack inspector, the phase's buttons
 * (tools, snipers, withdrawals, reinforcements), or the combat panel. */
void pkv_draw_panel(pview *v, ui_app *a, gfx *g, const playout *L);
void pkv_draw_hover(pview *v, ui_app *a, gfx *g, const playout *L);
/* The hover caption's text for the hex under the pointer ("" none). */
const char *pkv_hover_text(pview *v, char *buf, size_t n);
void pkv_draw_handover(pview *v, ui_app *a, gfx *g, const playout *L);
void pkv_draw_banner(pview *v, ui_app *a, gfx *g, const playout *L);

/* --- the combat panel (peking_combat_panel.c) --- */
/* Open the panel on an enemy hex with the biggest legal attack on it. */
int pkv_combat_open(pview *v, int cell);
void pkv_combat_close(pview *v);
/* Toggle an attacker / an extra defender hex from a map click. */
void pkv_combat_click(pview *v, ui_app *a, int cell);
void pkv_combat_draw(pview *v, ui_app *a, gfx *g, SDL_Rect r);
/* The defender's choice of 11.1 waiting after a Chinese attack: the odds
 * of each way the leader's 1 may count, a button for each. */
void pkv_defend_draw(pview *v, ui_app *a, gfx *g, SDL_Rect r);

/* --- help (peking_help.c) --- */
/* Draws the help panel over r; returns 1 when its Close was clicked. */
int pkv_help_draw(pview *v, ui_app *a, gfx *g, SDL_Rect r);

#endif
