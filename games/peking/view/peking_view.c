/* peking_view: the play screen of Siege at Peking as a scene: the frame
 * (layout, input before drawing, then the board and panels), computer
 * seats playing at a pace a person can follow, the hand-over screen
 * between two human players, the dice tray, and Undo, Save, Load and
 * Leave. Every click is acted on at the start of a frame, before anything
 * is drawn, so the frame drawn always shows the state after it. */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL.h>

#include "games/peking/view/peking_view_local.h"

#define DEFAULT_BOT_DELAY 300

int pkv_in_rect(SDL_Rect r, int x, int y)
{
    return x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h;
}

static int seat_to_move(const pview *v) { return pk_to_move(PST(v)); }

int pkv_seat_is(const pview *v, int seat, int kind)
{
    return seat >= 0 && seat < 2 && PST(v)->seat[seat] == kind;
}

int pkv_human_turn(const pview *v)
{
    return pkv_seat_is(v, seat_to_move(v), PK_SEAT_HUMAN) && v->sh.handover < 0 &&
           screen_seat_mine(&v->sh, seat_to_move(v));
}

/* ------------------------------------------------------------- seats */

static void seat_check(pview *v)
{
    int seat = seat_to_move(v);

    if (screen_seat_check(&v->sh, seat, pkv_seat_is(v, seat, PK_SEAT_HUMAN))) {
        pkv_select(v, -1);
        pkv_combat_close(v);
    }
}


/* The hex a change was about, to bring into sight: where the last action
 * went, or the hex its combat was about. */
static int focus_cell(const pview *v)
{
    const pk_state *st = PST(v);
    const cJSON *last = v->s->nactions > 0 ? cJSON_GetArrayItem(v->s->actions, v->s->nactions - 1) : NULL;
    pk_action x;

    if (last && pk_action_from_json(st, last, &x, NULL, 0) == 0) {
        if (x.type == PK_A_ATTACK && x.nd > 0)
            return x.defs[0];
        if (x.cell >= 0 && x.type != PK_A_END)
            return x.cell;
    }
    if (st->last.valid && st->last.ndef > 0)
        return st->last.def_cells[0];
    return -1;
}

/* After a computer action: bring it into sight. */
static void follow(void *ctx, const ui_change *c)
{
    pview *v = ctx;

    (void)c;
    hexmap_show(&v->map, focus_cell(v));
}

/* ------------------------------------------------------------- dice */

/* A log sentence that gives a die as it fell ("die 4", "damage die 2",
 * "the die for ... is 3"), not one that only speaks of the die: the
 * defender's choice (11.1) is asked before its die is rolled, so the
 * tray must not put its question over the roll before it. */
static int tells_a_die(const char *l)
{
    const char *p;
    for (p = strstr(l, "die "); p; p = strstr(p + 1, "die "))
        if (isdigit((unsigned char)p[4]))
            return 1;
    return strstr(l, "the die for ") != NULL;
}

/* The newest roll in the tray (a new one tumbles): a combat with its
 * odds, a Big Gun shot by its flight or damage die, any other die with
 * the rules' sentence about it. The tray shows the short form in large
 * type; its tooltip (tray_note) the log's whole sentence. */
static void dice_refresh(pview *v, ui_app *a, int quiet)
{
    static const char *const cols[10] = {"1-3", "1-2", "1-1", "2-1", "3-1",
                                         "4-1", "5-1", "6-1", "7-1", "8-1"};
    const pk_state *st = PST(v);
    const pk_combat *c = &st->last;
    const pk_shell *sh = &st->shell;
    int n = glog_count(v->s->log), i, from;
    const char *line = NULL;
    char h[8] = "";

    if (st->dice.r.uses == v->dice_uses)
        return;
    v->dice_uses = st->dice.r.uses;
    v->has_roll = 0;
    if (st->dice.nlast <= 0 || st->dice.last[0] <= 0)
        return;
    memset(&v->tray, 0, sizeof v->tray);
    v->tray_note[0] = 0;
    v->tray_what_short[0] = v->tray_result_short[0] = 0;
    v->tray.n = 1;
    v->tray.sides[0] = 6;
    v->tray.face[0] = st->dice.last[0];
    v->tray.total = st->dice.last[0];
    v->tray.at = quiet ? ui_now(a) - 100000 : ui_now(a);
    v->has_roll = 1;
    /* the newest sentence that speaks of a die, back to the last roll
     * seen: the computer may have logged a whole phase after its die */
    from = v->dice_log_n <= n ? v->dice_log_n : 0;
    v->dice_log_n = n;
    for (i = n - 1; i >= from; i--) {
        const char *l = glog_get(v->s->log, i);
        if (l && tells_a_die(l)) {
            line = l;
            break;
        }
    }
    if (line)
        snprintf(v->tray_note, sizeof v->tray_note, "%s", line);
    if (c->valid && c->die > 0 && c->die == st->dice.last[0] && line && strstr(line, c->text) == line) {
        int eff = c->col < 0 ? -1 : c->col + c->shift > 9 ? 9 : c->col + c->shift;
        /* the sum as it is, and the row the table reads when the sum
         * falls off it ("-1 = 1" over a 1 read wrong) */
        v->tray.modifier = c->drm;
        v->tray.total = c->die + c->drm;
        snprintf(v->tray.what, sizeof v->tray.what, "%s %s %s", c->side == PK_ALLIED ? "Allied" : "Chinese",
                 c->charge ? "charge" : "attack", eff < 0 ? "below 1-3" : cols[eff]);
        if (c->total != v->tray.total) {
            snprintf(v->tray.result, sizeof v->tray.result, "read as %d: %s", c->total,
                     pk_result_name(c->result));
            snprintf(v->tray_result_short, sizeof v->tray_result_short, "%s",
                     pk_result_name(c->result));
        } else {
            snprintf(v->tray.result, sizeof v->tray.result, "%s", pk_result_name(c->result));
        }
        return;
    }
    if (line && sh->valid && sh->turn == st->turn && !strncmp(line, "Big Gun", 7) &&
        st->dice.last[0] == (sh->damage_die ? sh->damage_die : sh->die)) {
        if (sh->land >= 0)
            pk_label(st->d, sh->land, h, sizeof h);
        if (sh->damage_die) {
            snprintf(v->tray.what, sizeof v->tray.what, "Big Gun %d: damage at %s", sh->gun + 1, h);
            snprintf(v->tray_what_short, sizeof v->tray_what_short, "Gun %d hits %s", sh->gun + 1,
                     h);
            if (sh->result == PK_G_SL)
                snprintf(v->tray_result_short, sizeof v->tray_result_short, "SL");
            snprintf(v->tray.result, sizeof v->tray.result, "%s",
                     sh->result == PK_G_RUIN ? "RUIN" : sh->result == PK_G_SL ? "SL: a step lost" : "no effect");
        } else {
            snprintf(v->tray.what, sizeof v->tray.what, "Big Gun %d: %d hexes", sh->gun + 1, sh->dist);
            snprintf(v->tray_what_short, sizeof v->tray_what_short, "Gun %d: %d hexes", sh->gun + 1,
                     sh->dist);
            if (sh->land < 0)
                snprintf(v->tray.result, sizeof v->tray.result, "off the map");
            else
                snprintf(v->tray.result, sizeof v->tray.result, "%s: %s", h,
                         sh->outcome == PK_SHELL_TARTAR ? "the Wall" : "empty");
        }
        return;
    }
    if (line) {
        const char *colon = strchr(line, ':');
        size_t k = colon ? (size_t)(colon - line) : strlen(line);
        const char *named = strstr(line, " at ");
        int die = 0;
        snprintf(v->tray.what, sizeof v->tray.what, "%.*s", (int)(k < 60 ? k : 60), line);
        snprintf(v->tray.result, sizeof v->tray.result, "%s", colon ? colon + 1 + (colon[1] == ' ') : "");
        /* a few words for a narrow tray: the sentence without the name
         * (the tooltip and the log keep it), the outcome alone */
        if (!named || named > line + k)
            named = strstr(line, " under ");
        if (named && named < line + k)
            k = (size_t)(named - line);
        snprintf(v->tray_what_short, sizeof v->tray_what_short, "%.*s", (int)(k < 40 ? k : 40),
                 line);
        if (strstr(line, "does not recover"))
            snprintf(v->tray_result_short, sizeof v->tray_result_short, "not recovered");
        else if (strstr(line, "recovers"))
            snprintf(v->tray_result_short, sizeof v->tray_result_short, "recovered");
        else if (!strncmp(line, "Mine:", 5) && strstr(line, " rolls ") &&
                 sscanf(strstr(line, " rolls ") + 7, "%d", &die) == 1)
            snprintf(v->tray_result_short, sizeof v->tray_result_short, "%d: %s", die,
                     die <= 3 ? "a step lost" : "no loss");
    }
}

/* ------------------------------------------------------------ scene */




static void undo_done(pview *v, ui_app *a, const ui_change *c)
{
    if (screen_undone(&v->sh, a, c, pkv_seat_is(v, seat_to_move(v), PK_SEAT_COMPUTER)))
        return;
    pkv_combat_close(v);
    pkv_legal_refresh(v);
    pkv_select(v, -1);
}

static void changed(ui_scene *sc, ui_app *a, const ui_change *c)
{
    pview *v = sc->data;

    v->map.grid = &PST(v)->d->grid;
    v->legal_for = -1;
    if (c->kind == UI_CHANGE_UNDO) {
        undo_done(v, a, c);
        return;
    }
    if (c->ok && c->kind == UI_CHANGE_PLAY)
        pkv_combat_close(v); /* the attack was made (or the board moved on) */
    pkv_shell_refresh(v);
    if (c->kind == UI_CHANGE_BOT)
        screen_bot_done(&v->sh, a, c, seat_to_move(v), pkv_seat_is(v, seat_to_move(v), PK_SEAT_COMPUTER));
    else
        pkv_legal_refresh(v);
}

/* What ending the phase gives up, for the question asked first (engine/ui
 * ui_forfeit): the Big Guns' shots not fired are not kept (rule 10); the
 * snipers' one shot of the turn is not kept either (8.1.4), nor a combat
 * phase's attacks when none was made (the next die is the other side's:
 * no undo then). Ending a movement phase gives up nothing kept: no
 * question there. */
static const char *end_loss(const pview *v, char *buf, size_t n)
{
    const pk_state *st = PST(v);
    int left = 0, i, nsn = 0;
    buf[0] = 0;
    if (st->ntasks > 0)
        return buf;
    if (st->phase == PK_PH_SNIPER) {
        for (i = 0; i < v->nlegal; i++)
            nsn += v->legal[i].type == PK_A_SNIPE;
        if (nsn > 0)
            snprintf(buf, n, "End the sniper phase without firing: the snipers' one shot of this "
                     "turn at an Allied leader (%d in sight) is lost, not kept for a later turn "
                     "(8.1.4).", nsn);
        return buf;
    }
    if ((st->phase == PK_PH_ACOMBAT || (st->phase == PK_PH_CCOMBAT && st->step > 0)) &&
        !st->combat_started && st->charge_used == 0) {
        /* a combat phase ended before any attack: each enemy hex that
         * could be attacked is given up for this turn */
        unsigned char seen[PK_CELLS];
        int k, nh = 0, first = -1;
        char h[8];
        memset(seen, 0, sizeof seen);
        for (i = 0; i < v->nlegal; i++) {
            const pk_action *x = &v->legal[i];
            if (x->type == PK_A_CHARGE && !seen[x->cell]++)
                nh++, first = first < 0 ? x->cell : first;
            if (x->type == PK_A_ATTACK)
                for (k = 0; k < x->nd; k++)
                    if (!seen[x->defs[k]]++)
                        nh++, first = first < 0 ? x->defs[k] : first;
        }
        if (nh > 0)
            snprintf(buf, n, "End the combat phase without attacking: %d enemy hex%s (%s%s) could "
                     "still be attacked this phase; the chance is lost, not kept for later.", nh,
                     nh == 1 ? "" : "es", pk_label(st->d, first, h, sizeof h), nh > 1 ? " and others" : "");
        return buf;
    }
    if (st->phase != PK_PH_BIGGUN ||
        (pkv_find(v, PK_A_SHELL, -1, -2) < 0 && pkv_find(v, PK_A_GUN, -1, -2) < 0))
        return buf;
    for (i = 0; i < st->d->nbig_guns && i < 4; i++)
        left += st->d->gun_shots - st->gun_shots[i];
    if (left > 0)
        snprintf(buf, n, "End the Big Gun phase with %d shot%s not fired: %s lost, not kept for "
                 "a later turn.", left, left == 1 ? "" : "s", left == 1 ? "it is" : "they are");
    return buf;
}

int pkv_end(pview *v, ui_app *a, int asked)
{
    int e = pkv_find(v, PK_A_END, -1, -2);
    char loss[240];

    if (!pkv_human_turn(v) || pk_to_move(PST(v)) < 0 || v->cb.open || e < 0)
        return 0;
    if (!ui_forfeit(a, asked, pkv_name(v, e), end_loss(v, loss, sizeof loss), "End the phase"))
        return 0;
    pkv_select(v, -1);
    v->tool = PV_TOOL_NONE;
    pkv_play_legal(v, a, e);
    return 1;
}

static void handle_input(pview *v, ui_app *a, const playout *L)
{
    const ui_input *in = ui_in(a);
    const pk_state *st = PST(v);
    int over = pk_to_move(st) < 0, k;

    if (screen_handover_input(&v->sh, a, L->ready) ||
        screen_over_input(&v->sh, a, over, L->b_over_view, L->b_over_leave) ||
        screen_bar_input(&v->sh, a, L->bar))
        return;
    if (v->sh.help_open)
        return;
    for (k = 0; k < 3; k++)
        if (ui_clicked(a, L->ov[k])) {
            v->overlay ^= 1 << k;
            return;
        }
    if (in->key == SDLK_z) v->overlay ^= PV_OV_ZOC;
    if (in->key == SDLK_c) v->overlay ^= PV_OV_CC;
    if (in->key == SDLK_l) v->overlay ^= PV_OV_LOS;
    if (pkv_seat_is(v, seat_to_move(v), PK_SEAT_COMPUTER) && v->sh.bot_delay > 0 &&
        (ui_clicked(a, L->b_end) || in->key == SDLK_SPACE)) {
        v->sh.hurry = seat_to_move(v);
        return;
    }
    /* the End button's click is taken where it is drawn (the panel), by
     * ui_button: a button new under a still pointer waits a moment; here
     * the keys, and a confirmation from the question */
    if (pkv_end(v, a, in->key == SDLK_RETURN || in->key == SDLK_KP_ENTER))
        return;
    {
        int cells[PK_MAX_UNITS], nc = 0, who = v->sh.screen_owner >= 0 ? v->sh.screen_owner : PK_ALLIED;
        for (k = 0; k < st->nunits; k++)
            if (st->u[k].where == PK_W_MAP && st->u[k].side == who)
                cells[nc++] = st->u[k].cell;
        if (hexmap_input(&v->map, a, cells, nc) && !over) {
            int si = pkv_human_turn(v) ? pkv_shell_at(v, in->mx, in->my) : -1;
            if (si >= 0)
                pkv_play_legal(v, a, si);
            else
                pkv_map_click(v, a, hexmap_cell_at(&v->map, in->mx, in->my));
        }
        if (in->rclicked) {
            if (v->cb.open)
                pkv_combat_close(v);
            else
                pkv_select(v, -1);
            v->tool = PV_TOOL_NONE;
        }
    }
}

static void frame(ui_scene *sc, ui_app *a, gfx *g)
{
    pview *v = sc->data;
    const ui_input *in = ui_in(a);
    playout L;

    v->map.grid = &PST(v)->d->grid;
    pkv_layout(v, g, &L);
    memcpy(v->ov_keep, L.ov, sizeof v->ov_keep);
    hexmap_area(&v->map, L.map);
    pkv_legal_refresh(v);
    seat_check(v);
    /* the panel acts on its clicks while drawing; the map's come first */
    handle_input(v, a, &L);
    ui_scene *top = ui_top(a);
    if (top != sc && !(top && top->overlay))
        return;
    if (top == sc)
        screen_bot_step(&v->sh, a, seat_to_move(v), pkv_seat_is(v, seat_to_move(v), PK_SEAT_COMPUTER));
    pkv_legal_refresh(v);
    seat_check(v);
    dice_refresh(v, a, 0);

    if (v->sh.handover >= 0) {
        pkv_draw_handover(v, a, g, &L);
        return;
    }
    v->hover = hexmap_hit(&v->map, in->mx, in->my) && !v->sh.help_open ? hexmap_cell_at(&v->map, in->mx, in->my)
                                                                   : -1;
    pkv_compute_marks(v);
    pkv_board_draw(v, a, g);
    pkv_register_targets(v, a);
    hexmap_buttons(&v->map, a);
    pkv_draw_hover(v, a, g, &L);
    gfx_fill(g, L.side, gfx_rgb(UI_BG));
    gfx_fill(g, (SDL_Rect){L.side.x, L.side.y, 2, L.side.h}, gfx_rgb(0x1c150f));
    pkv_draw_status(v, a, g, &L);
    pkv_draw_panel(v, a, g, &L);
    ui_log_panel(a, L.log, v->s->log, &v->logv);
    pkv_draw_top(v, a, g, &L);
    if (v->sh.help_open && pkv_help_draw(v, a, g, L.help))
        v->sh.help_open = 0;
    if (pk_to_move(PST(v)) < 0 && screen_over_banner(&v->sh))
        pkv_draw_banner(v, a, g, &L);
}


/* Esc steps back: the combat panel, the tool, the selection, then Leave. */
static int back(void *ctx)
{
    pview *v = ctx;

    if (v->cb.open)
        pkv_combat_close(v);
    else if (v->tool != PV_TOOL_NONE)
        v->tool = PV_TOOL_NONE;
    else if (v->sel >= 0)
        pkv_select(v, -1);
    else
        return 0;
    return 1;
}


static void destroy(ui_scene *sc)
{
    pview *v = sc->data;

    pkv_legal_clear(v);
    hexmap_free(&v->map);
    free(v->legal);
    free(v->name);
    session_free(v->s);
    free(v);
}

static int computer_seat(void *ctx, int seat)
{
    return pkv_seat_is(ctx, seat, PK_SEAT_COMPUTER);
}

static ui_scene *peking_open(ui_app *a, session *s)
{
    pview *v = calloc(1, sizeof *v);
    const pk_state *st = s->state;
    int i;

    if (!v)
        return NULL;
    v->legal = calloc(PK_MAX_ACTIONS, sizeof *v->legal);
    v->name = calloc(PK_MAX_ACTIONS, sizeof *v->name);
    if (!v->legal || !v->name) {
        free(v->legal);
        free(v->name);
        free(v);
        return NULL;
    }
    v->s = s;
    v->map.grid = &st->d->grid;
    v->legal_for = -1;
    v->sel = -1;
    v->sel_unit = -1;
    v->hover = -1;
    v->btn_cell = -1;
    v->reach_for = -1;
    v->shell_on = 0;
    screen_init(&v->sh, s, "Leave the game?", DEFAULT_BOT_DELAY, 20000, v);
    v->sh.follow = follow;
    v->sh.back = back;
    v->sh.computer_seat = computer_seat;
    for (i = 0; i < 2; i++)
        if (st->seat[i] == PK_SEAT_HUMAN)
            v->sh.nhumans++;
    v->dice_uses = st->dice.r.uses;
    if (s->nactions > 0) {
        v->dice_uses = (uint64_t)-1;
        dice_refresh(v, a, 1);
        pkv_shell_refresh(v);
    }
    v->sh.scene.frame = frame;
    v->sh.scene.destroy = destroy;
    v->sh.scene.changed = changed;
    return &v->sh.scene;
}

const game_view peking_view = {peking_open, pkv_picture, NULL}; /* one scenario */
