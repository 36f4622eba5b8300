/* kutf view internals: the play screen's context shared by the files of
 * games/kutf/view (scene, input, prompt, dice, board, relief inset, cards,
 * end screen). The view reads kutf_state directly and changes it only
 * through ui_play with actions from the rules' legal list; those run between frames, and kutf_changed
 * re-reads the state, so a frame always draws one state from start to end. */
#ifndef KUTF_VIEW_H
#define KUTF_VIEW_H

#include <SDL.h>

#include "core/session.h"
#include "games/kutf/rules/kutf.h"
#include "games/kutf/view/kutf_help.h"
#include "gfx/gfx.h"
#include "ui/gameview.h"
#include "ui/ui.h"

#define KUTFV_MAX_SHOWN 4     /* dice trays shown at once */

/* One legal action as the view uses it. */
typedef struct kutfv_act {
    kutf_action a;       /* native form, for matching board elements */
    char *name;          /* unformatted JSON: the target name for scripts */
    const cJSON *json;   /* the action itself (inside kutfv.legal) */
    int drawn;           /* got a click target this frame */
} kutfv_act;

typedef struct kutfv {
    session *s;
    ui_app *a;
    gfx *g;
    kutf_state *st;

    cJSON *legal;
    kutfv_act act[KUTF_MAX_ACTIONS];
    int nact;

    int sel;             /* unit picked for a two-click action, -1 none */
    int zoom;            /* card shown enlarged, -1 none */
    int zoom_fresh;      /* opened this frame: its click must not close it */
    int busy;            /* the state changed this frame: no more input */
    int input;           /* board input allowed this frame (no overlay) */
    int clicked_used;    /* a click landed on something this frame */
    int leave;           /* leave the game at the next frame */
    int quick;           /* quick placement under way (one unit per change) */
    int end_board;       /* end screen put aside to look at the board */
    ui_logview logv;    /* the log panel: its place and split */

    ui_roll shown[KUTFV_MAX_SHOWN]; /* the last dice rolled, with texts */
    int nshown;
    kutf_chinese pre_ch[KUTF_TRACKS]; /* Chinese units before the action */
    int pre_blocker;
    /* a casualty click the rules may follow with forced ones: the CP and
     * fort before it and who was clicked (-1 the fort); after it, a note
     * of what went by itself, and the quick clicks still meant for those
     * casualties, swallowed until forced_at + KUTFV_FORCED_MS */
    int cas_watch, cas_unit, cas_fort, cas_cp[KUTF_UNITS];
    int forced_clicks;
    Uint32 forced_at;
    char forced_note[200];

    kutfv_help help;     /* the rules help overlay (H, F1) */
    char sug_what[96];   /* Suggest: the move and why, shown until the */
    char sug_why[400];   /* player acts ("" when none) */
    int pause[KUTF_MAX_HAND + 1]; /* cards to show large before play goes
                                     on: this card phase's events, then the
                                     new headline */
    int npause;
    int seen_current;    /* headline last shown; -2: resync without pause
                            (after undo or load) */

    /* layout, logical units */
    int w;
    SDL_Rect r_top, r_prompt, r_map, r_strip, r_relief, r_card, r_piles, r_dice, r_log;
} kutfv;

/* how long after forced casualties a click still counts as meant for them */
#define KUTFV_FORCED_MS 800

/* ---- shared helpers (kutf_view.c) ---- */
/* A click inside r this frame while board input is allowed. */
int kutfv_click(kutfv *v, SDL_Rect r);
/* Legal action index matching, or -1. */
int kutfv_find(const kutfv *v, int type);
int kutfv_find_track(const kutfv *v, int type, int track);
int kutfv_find_unit(const kutfv *v, int type, int unit);
int kutfv_find_place(const kutfv *v, int unit, int box);
int kutfv_find_move(const kutfv *v, int unit, int track);
int kutfv_find_swap(const kutfv *v, int unit, int other);
int kutfv_find_loss(const kutfv *v, int choice);
int kutfv_find_card(const kutfv *v, int card);
/* Does unit u (0..7 or KUTF_GUN) start any two-click action? */
int kutfv_selectable(const kutfv *v, int u);
/* Legal action i gets its click target r: glow, register, play on click. */
void kutfv_hot(kutfv *v, SDL_Rect r, int i);
/* Register every legal action unit u starts on r (first click of a
 * two-click action); a click selects u. Returns 1 if u is selectable. */
int kutfv_pick(kutfv *v, SDL_Rect r, int u);
/* Count unit u's two-click actions as shown (while another unit is picked
 * they wait behind it, and need no buttons of their own). */
void kutfv_mark(kutfv *v, int u);
/* Submit legal action i. */
void kutfv_play(kutfv *v, int i);
/* After a casualty click has run: note the casualties the rules then took
 * by themselves, and hold that many quick clicks as meant for them. */
void kutfv_forced_check(kutfv *v);
/* A click on something that is not legal now: submit the natural action
 * for it so the rules say why (nothing changes: it is not legal). */
void kutfv_explain(kutfv *v, const char *json);
/* A tooltip, unless an overlay covers the board. */
void kutfv_tip(kutfv *v, SDL_Rect r, const char *text);
/* Highlight glows. */
void kutfv_glow(gfx *g, SDL_Rect r, unsigned color);
void kutfv_glow_diamond(gfx *g, SDL_Rect r, unsigned color);

/* ---- legal actions (kutf_input.c) ---- */
/* Drop the legal list; fetch it again from the session when the state
 * moved (and take the new dice into the trays). */
void kutfv_clear_legal(kutfv *v);
void kutfv_refresh(kutfv *v);

/* ---- dice trays (kutf_dice.c) ---- */
/* Copy the dice of the action just taken into the trays. */
void kutfv_take_rolls(kutfv *v);
void kutfv_draw_dice(kutfv *v, SDL_Rect r);
const char *kutfv_track_name(const kutf_state *st, int t);

/* ---- prompt bar (kutf_prompt.c) ---- */
/* A legal action in words, as its button says it. */
void kutfv_action_label(const kutfv *v, const kutf_action *a, char *buf,
                        size_t n);
/* What ending the segment now gives up (actions or commands unused), for
 * the question asked first; "" when nothing is. */
const char *kutfv_end_loss(const kutfv *v, char *buf, size_t n);
/* The quick set-up's next placement (the bot's), if set-up goes on. */
void kutfv_quick_next(kutfv *v);
void kutfv_draw_prompt(kutfv *v, SDL_Rect r);

/* ---- pieces (kutf_board.c, kutf_strip.c, kutf_column.c) ---- */
/* Asset and short label of a legation unit (index 0..7 or KUTF_GUN). */
const char *kutfv_unit_asset(const kutf_state *st, int u);
const char *kutfv_unit_flag(const kutf_state *st, int u);
const char *kutfv_unit_abbr(const kutf_state *st, int u);
/* A counter: art, label band and a CP badge (cp < 0: none). */
void kutfv_counter(gfx *g, const char *asset, SDL_Rect r, const char *label,
                   int cp, int cp_low);
void kutfv_draw_map(kutfv *v, SDL_Rect r);
void kutfv_draw_strip(kutfv *v, SDL_Rect r);
void kutfv_draw_relief(kutfv *v, SDL_Rect r);
/* What a casualty action would take, said before the click (the strip's
 * fortification and the defenders use it). */
void kutfv_casualty_preview(const kutfv *v, const kutf_action *a, char *buf,
                            size_t n);
/* One-line description of a legation unit's abilities. */
void kutfv_unit_tip(const kutf_state *st, int u, char *buf, size_t n);

/* ---- cards (kutf_cards.c) ---- */
/* Card c drawn into r (a 260x364 shape at any size); big adds the whole
 * note and larger type. */
void kutfv_draw_card(gfx *g, const kutf_state *st, int c, SDL_Rect r, int big);
void kutfv_draw_back(gfx *g, SDL_Rect r);
/* Sentence for one effect ("Two units below their start gain 1 CP"). */
void kutfv_fx_text(const kutf_state *st, const kutf_fx *fx, char *buf, size_t n);
void kutfv_draw_piles(kutfv *v, SDL_Rect r);

/* ---- end screen (kutf_end.c) ---- */
void kutfv_draw_end(kutfv *v);

#endif
