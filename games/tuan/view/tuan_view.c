/* tuan_view: the play screen of Tuan. The table (engine/ui/tableview) on
 * the left, the side panel on the right (tuan_panel.c); turns clicks and
 * drags into the rules' actions, lets computer seats play step by step at
 * a pace a person can follow, and keeps the dice of the last action for
 * the tray. Clicks are acted on before anything is drawn, so each frame
 * shows the state after them. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/tuan/view/tuan_view_local.h"

#define DEFAULT_BOT_DELAY 450

static int seat_to_move(const tview *v)
{
    return v->s->rules->seat_to_move(v->s->state);
}

int tuanv_human_turn(const tview *v)
{
    int seat = seat_to_move(v);
    return seat >= 0 && TST(v)->seat[seat] == 0 && !v->s->ask.action &&
           screen_seat_mine(&v->sh, seat);
}

static int computer_turn(const tview *v)
{
    int seat = seat_to_move(v);
    return seat >= 0 && TST(v)->seat[seat] == 1;
}

/* ------------------------------------------------------ legal actions */

static void legal_clear(tview *v)
{
    for (int i = 0; i < v->nlegal; i++)
        cJSON_free(v->legal[i].name);
    v->nlegal = 0;
    cJSON_free(v->advice);
    v->advice = NULL;
}

static void legal_refresh(tview *v)
{
    cJSON *arr, *it;

    if (v->legal_for == v->s->nactions)
        return;
    legal_clear(v);
    /* not the player's turn (or the tray asks for a die): looked at again
     * next frame, so a roll put away with Esc brings the orders back */
    if (!tuanv_human_turn(v))
        return;
    v->legal_for = v->s->nactions;
    arr = v->s->rules->legal(v->s->state);
    cJSON_ArrayForEach(it, arr) {
        tu_action x;
        char why[160];
        if (v->nlegal >= TV_MAX_LEGAL)
            break;
        if (tu_action_from_json(TST(v), it, &x, why, sizeof why) != 0)
            continue;
        v->legal[v->nlegal].act = x;
        v->legal[v->nlegal].name = cJSON_PrintUnformatted(it);
        if (v->legal[v->nlegal].name)
            v->nlegal++;
    }
    cJSON_Delete(arr);
    /* the computer's advice for the player's seat: a button in the panel
     * (and what scripts' bot-click finds for a move off the list) */
    {
        cJSON *b = v->s->rules->bot_action(v->s->state);
        tu_action x;
        char why[160];
        v->advice_text[0] = 0;
        if (b && tu_action_from_json(TST(v), b, &x, why, sizeof why) == 0) {
            v->advice = cJSON_PrintUnformatted(b);
            tuanv_describe(TST(v), &x, v->advice_text, sizeof v->advice_text);
        }
        cJSON_Delete(b);
    }
    if (v->sel >= 0 && (v->sel >= TST(v)->ntrays || TST(v)->tray[v->sel].off))
        v->sel = -1;
    /* a tray of ours has just retreated: its facing is ours to choose */
    if (tu_face_pending(TST(v)) >= 0)
        v->sel = tu_face_pending(TST(v));
    /* random event 2: ours to choose the friendly tray it fires on */
    else if (tu_ff_pending(TST(v)) >= 0)
        v->sel = tu_ff_pending(TST(v));
}

int tuanv_play(tview *v, ui_app *a, const char *name)
{
    return screen_play_text(a, v->s, name);
}

static int play_action(tview *v, ui_app *a, const tu_action *x)
{
    cJSON *j = tu_action_json(TST(v), x);
    int rc;

    if (!j)
        return -1;
    rc = ui_play(a, v->s, j);
    cJSON_Delete(j);
    return rc;
}

/* A new game opens with the first dice for who activates ("start"):
 * for a human side the screen rolls them at once (with own dice the tray
 * asks for them); a computer side rolls them as its move. */
static void open_game(tview *v, ui_app *a)
{
    cJSON *j;

    if (v->opened || TST(v)->phase != TU_P_OPEN || !tuanv_human_turn(v) ||
        ui_queued(a, v->s))
        return;
    j = cJSON_Parse("{\"type\":\"start\"}");
    if (j && ui_play_opening(a, v->s, j) == 0)
        v->opened = 1;
    cJSON_Delete(j);
}

/* ---------------------------------------------------- table hooks */

static int tray_movable(const tview *v, int tray)
{
    for (int k = 0; k < v->nlegal; k++)
        if (v->legal[k].act.type == TA_MOVE && v->legal[k].act.tray == tray)
            return 1;
    return 0;
}

static int h_can_drag(void *ctx, int i)
{
    tview *v = ctx;
    return tuanv_human_turn(v) && !ui_queued(v->app, v->s) && tray_movable(v, v->tray_of[i]);
}

static double round1(double x)
{
    return floor(x * 10 + 0.5) / 10;
}

static tu_action move_of(const tview *v, int i, vec2 to, double facing)
{
    tu_action x;

    memset(&x, 0, sizeof x);
    x.type = TA_MOVE;
    x.tray = v->tray_of[i];
    x.target = -1;
    x.x = round1(to.x);
    x.y = round1(to.y);
    x.facing = floor(facing + 0.5);
    if (x.facing >= 360)
        x.facing -= 360;
    x.has_facing = 1;
    return x;
}

static int h_check_move(void *ctx, int i, vec2 to, double facing, double *used, double *left,
                        char *why, size_t n)
{
    tview *v = ctx;
    const tu_state *st = TST(v);
    tu_action x = move_of(v, i, to, facing);
    double allow = tu_allowance(st, x.tray), cost = tu_move_cost(st, x.tray, geom_v(x.x, x.y));

    *used = cost;
    *left = cost >= 0 ? allow - cost : -1;
    if (!v->scratch)
        return 1;
    /* the rules decide, on a copy: nothing of the game changes */
    memcpy(v->scratch, st, sizeof *st);
    return tu_apply(v->scratch, &x, NULL, why, n) == 0;
}

/* The hover over an enemy with a tray of ours chosen: the reason a click
 * would be refused (arc, range, the artillery rule), not sight alone. */
static int h_why_not(void *ctx, int from, int to, char *why, size_t n)
{
    tview *v = ctx;
    const tu_state *st = TST(v);
    int me = v->tray_of[from], it = v->tray_of[to];

    if (me < 0 || it < 0 || st->tray[it].side == st->tray[me].side || !tuanv_human_turn(v))
        return 0;
    for (int k = 0; k < v->nlegal; k++) {
        const tu_action *x = &v->legal[k].act;
        if (x->type == TA_FIRE && x->n == 1 && x->trays[0] == me && x->target == it)
            return 0; /* the click fires */
    }
    why[0] = 0;
    tu_can_fire_at(st, me, it, why, n);
    if (!why[0])
        snprintf(why, n, "%s cannot fire now", st->tray[me].name);
    return 1;
}

static void h_moved(void *ctx, int i, vec2 to, double facing)
{
    tview *v = ctx;
    tu_action x = move_of(v, i, to, facing);

    if (v->app)
        play_action(v, v->app, &x);
}

/* ------------------------------------------------------------ pieces */

/* A tray as the table draws it, whatever the screen: its place, colours,
 * figures, guns and figure kind (the game's screen adds its markers and
 * what may be picked; the set-up preview draws it as it is). */
void tuanv_piece_of(tableview_piece *pc, const tu_tray *t)
{
    memset(pc, 0, sizeof *pc);
    pc->p = t->p;
    pc->face = tuanv_face_rgb(t);
    pc->ink = tuanv_ink_rgb(t);
    pc->figures = t->figures;
    pc->figures0 = t->figures0;
    pc->officer = t->officer;
    pc->guns = (t->arm == TU_ARTILLERY || t->arm == TU_MG) && t->guns > 0 ? t->guns : 0;
    pc->fig = t->arm == TU_TEAM ? TV_FIG_TEAM : t->arm == TU_CAVALRY && t->mounted ? TV_FIG_HORSE : TV_FIG_FOOT;
    pc->group = -1;
}

static void build_pieces(tview *v)
{
    const tu_state *st = TST(v);
    tableview *tv = &v->tv;
    int human = tuanv_human_turn(v);

    tv->tab = &st->tab; /* an undo or a load brings a new state */
    tv->npc = 0;
    for (int i = 0; i < st->ntrays && tv->npc < TABLEVIEW_MAX_PIECES; i++) {
        const tu_tray *t = &st->tray[i];
        tableview_piece *pc;
        v->pc_of[i] = -1;
        if (t->off)
            continue;
        v->pc_of[i] = tv->npc;
        v->tray_of[tv->npc] = i;
        pc = &tv->pc[tv->npc++];
        tuanv_piece_of(pc, t);
        pc->markers = (t->routed ? TV_MK_ROUTED : 0) | (t->no_ammo ? TV_MK_NOAMMO : 0) |
                      (t->limbered && (t->arm == TU_ARTILLERY || t->arm == TU_MG) ? TV_MK_LIMBERED : 0) |
                      (t->mounted && t->arm == TU_CAVALRY ? TV_MK_MOUNTED : 0) |
                      (t->activated ? TV_MK_ACTIVATED : 0) | (t->melee >= 0 ? TV_MK_MELEE : 0) |
                      (t->column ? TV_MK_COLUMN : 0);
        pc->group = st->phase == TU_P_ACT && tu_view_in_group(st, i) ? 0 : -1;
        pc->dim = t->activated && st->phase == TU_P_SELECT;
        snprintf(pc->label, sizeof pc->label, "%s", t->name);
        snprintf(pc->tag, sizeof pc->tag, "%s", t->id);
        pc->pickable = 0;
        if (human)
            for (int k = 0; k < v->nlegal && !pc->pickable; k++) {
                const tu_action *x = &v->legal[k].act;
                pc->pickable = (x->type == TA_ACTIVATE && x->trays[0] == i) ||
                               ((x->type == TA_RALLY || x->type == TA_MOVE || x->type == TA_CHARGE ||
                                 x->type == TA_FORMATION || x->type == TA_LIMBER || x->type == TA_MOUNT ||
                                 x->type == TA_RESUPPLY || x->type == TA_RECREW ||
                                 x->type == TA_FACE) && x->tray == i) ||
                               (x->type == TA_FIRE && x->n == 1 && x->trays[0] == i);
            }
    }
    /* the group a chosen lead would take along */
    if (human && st->phase == TU_P_SELECT && v->sel >= 0)
        for (int k = 0; k < v->nlegal; k++) {
            const tu_action *x = &v->legal[k].act;
            if (x->type != TA_ACTIVATE || x->n < 2 || x->trays[0] != v->sel)
                continue;
            for (int m = 0; m < x->n; m++)
                if (v->pc_of[x->trays[m]] >= 0)
                    tv->pc[v->pc_of[x->trays[m]]].group = 0;
        }
    for (int k = 0; k < v->npick; k++)
        if (v->pc_of[v->pick[k]] >= 0)
            tv->pc[v->pc_of[v->pick[k]]].group = 0;
    tv->sel[0] = v->sel >= 0 ? v->pc_of[v->sel] : -1;
    if (tv->mode == TV_IDLE) {
        tv->nsel = v->sel >= 0 && v->pc_of[v->sel] >= 0 ? 1 : 0;
    }
    tv->los_from = v->sel >= 0 ? v->pc_of[v->sel] : -1;
    tv->los_mask = TU_SIGHT_BLOCK;
}

/* ------------------------------------------------------------- dice */

static void dice_refresh(tview *v, ui_app *a)
{
    const tu_state *st = TST(v);
    const glog *lg = v->s->log;
    long total = lg ? lg->total : 0;
    int n;

    if (st->dice.nhist == v->dice_seen && total == v->log_seen)
        return;
    n = dice_history(&st->dice, v->dice_seen, v->faces, v->sides, TV_MAX_DICE);
    if (st->dice.nhist < v->dice_seen || n == 0) {
        /* an undo, a load, or an action without dice: no faces to show */
        if (st->dice.nhist < v->dice_seen || total > v->log_seen)
            v->nfaces = 0;
    } else {
        v->nfaces = n;
        v->rolled_at = ui_now(a);
    }
    if (total > v->log_seen && lg)
        v->nsaid = glog_news(lg, v->log_seen, v->said, 4);
    else if (total < v->log_seen)
        /* an undo or a load: what was said went with it; the latest
         * line left is the news now */
        v->nsaid = lg ? glog_news(lg, total - 1, v->said, 4) : 0;
    v->dice_seen = st->dice.nhist;
    v->log_seen = total;
}

/* ------------------------------------------------------------ scene */

/* After a computer action: the group acting stays in sight. */
static void follow(void *ctx, const ui_change *c)
{
    tview *v = ctx;
    const tu_state *st = TST(v);

    (void)c;
    if (st->ngroup > 0 && st->group[0] >= 0 && st->group[0] < st->ntrays)
        tableview_show(&v->tv, st->tray[st->group[0]].p.pos);
}

/* Trails of the trays the last change moved (none after an undo). */
static void note_trails(tview *v, int show)
{
    const tu_state *st = TST(v);

    v->ntrail = 0;
    for (int i = 0; i < st->ntrays; i++) {
        vec2 now = st->tray[i].p.pos;
        if (show && !st->tray[i].off && geom_dist(now, v->before[i]) > 0.05 && v->ntrail < TU_MAX_TRAYS) {
            v->trail_from[v->ntrail] = v->before[i];
            v->trail_to[v->ntrail++] = now;
        }
        v->before[i] = now;
    }
}

static void changed(ui_scene *sc, ui_app *a, const ui_change *c)
{
    tview *v = sc->data;

    note_trails(v, c->kind != UI_CHANGE_UNDO && c->ok);

    v->legal_for = -1;
    if (c->kind == UI_CHANGE_UNDO) {
        /* step back over the computer's moves too, or it replays them */
        if (screen_undone(&v->sh, a, c, computer_turn(v)))
            return;
        v->sel = -1;
        v->sh.over_seen = 0;
        v->dice_seen = TST(v)->dice.nhist;
        v->nfaces = 0;
    } else if (c->kind == UI_CHANGE_BOT) {
        screen_bot_done(&v->sh, a, c, seat_to_move(v), computer_turn(v));
    }
    legal_refresh(v);
    dice_refresh(v, a);
    /* after the player's action the selected tray stays chosen while it
     * still has something to do */
    if (v->sel >= 0) {
        int keep = 0;
        for (int k = 0; k < v->nlegal && !keep; k++) {
            const tu_action *x = &v->legal[k].act;
            keep = x->tray == v->sel || (x->n > 0 && x->trays[0] == v->sel);
        }
        if (!keep)
            v->sel = -1;
    }
}


static const char *phase_text(const tu_state *st, char *buf, size_t n)
{
    if (st->phase == TU_P_OVER)
        snprintf(buf, n, "The battle is over");
    else if (tu_face_pending(st) >= 0)
        snprintf(buf, n, "The %s face their retreating tray",
                 tu_side_name(st->tray[tu_face_pending(st)].side));
    else if (tu_ff_pending(st) >= 0)
        snprintf(buf, n, "The %s choose a friendly tray for event 2",
                 tu_side_name(st->tray[tu_ff_pending(st)].side));
    else if (st->phase == TU_P_OPEN)
        snprintf(buf, n, "The first dice for who activates");
    else if (st->phase == TU_P_SELECT)
        snprintf(buf, n, "The %s choose trays to activate", tu_side_name(st->side));
    else
        snprintf(buf, n, "The %s act", tu_side_name(st->side));
    return buf;
}

static void draw_top(tview *v, ui_app *a, gfx *g, SDL_Rect top)
{
    const tu_state *st = TST(v);
    char buf[160], ph[96];

    gfx_gradient(g, top, gfx_rgb(0x3a2e25), gfx_rgb(0x2a2019));
    gfx_text(g, GFX_HEADING, 16, 8, gfx_rgb(UI_PAPER), st->title);
    snprintf(buf, sizeof buf, "Turn %d of %d  -  %s%s", st->turn > st->max_turns ? st->max_turns : st->turn,
             st->max_turns, phase_text(st, ph, sizeof ph),
             computer_turn(v) ? " (computer)" : "");
    gfx_text(g, GFX_SMALL, 18, 34, gfx_rgb(UI_GOLD), buf);
    screen_top_buttons(&v->sh, a, top);
}

/* A click on the table: choose a tray, or act on an enemy. */
static void table_click(tview *v, ui_app *a, int piece)
{
    const tu_state *st = TST(v);
    int tray = v->tray_of[piece];

    if (!tuanv_human_turn(v)) {
        int seat = seat_to_move(v);
        char who[64];
        if (seat >= 0 && !v->s->ask.action)
            ui_toast(a, "The %s (%s) are playing.", tu_side_name(st->side),
                     screen_seat_player(&v->sh, seat, computer_turn(v), who, sizeof who));
        return;
    }
    /* random event 2: a click on one of the friends it may hit fires */
    if (v->sel >= 0 && v->sel == tu_ff_pending(st)) {
        for (int k = 0; k < v->nlegal; k++) {
            const tu_action *x = &v->legal[k].act;
            if (x->type == TA_FIRE && x->n == 1 && x->trays[0] == v->sel && x->target == tray) {
                tuanv_play(v, a, v->legal[k].name);
                return;
            }
        }
        ui_toast(a, "Choose a friendly tray %s can hit (the buttons in the panel).",
                 st->tray[v->sel].name);
        return;
    }
    /* an enemy with a tray of ours chosen: fire at it if we may */
    if (v->sel >= 0 && st->tray[tray].side != st->side) {
        for (int k = 0; k < v->nlegal; k++) {
            const tu_action *x = &v->legal[k].act;
            if (x->type == TA_FIRE && x->n == 1 && x->trays[0] == v->sel && x->target == tray) {
                tuanv_play(v, a, v->legal[k].name);
                return;
            }
        }
        char why[200] = "";
        if (!tu_can_fire_at(st, v->sel, tray, why, sizeof why) && why[0])
            ui_toast(a, "%s", why);
        else
            ui_toast(a, "%s cannot fire now.", st->tray[v->sel].name);
        return;
    }
    if (st->tray[tray].side != st->side) {
        ui_toast(a, "%s is the enemy's. Choose one of your trays first.", st->tray[tray].name);
        return;
    }
    if (!v->tv.pc[piece].pickable) {
        ui_toast(a, "%s has nothing to do now.", st->tray[tray].name);
        return;
    }
    v->sel = tray;
}

/* Shift+click or a box: a group of the player's own choosing. */
static void pick_add(tview *v, int piece)
{
    const tu_state *st = TST(v);
    int tray = v->tray_of[piece];

    if (!tuanv_human_turn(v) || st->phase != TU_P_SELECT || st->tray[tray].side != st->side ||
        !v->tv.pc[piece].pickable)
        return;
    if (v->npick == 0 && v->sel >= 0 && v->sel != tray && st->tray[v->sel].side == st->side)
        v->pick[v->npick++] = v->sel;
    for (int k = 0; k < v->npick; k++)
        if (v->pick[k] == tray)
            return;
    if (v->npick < TU_MAX_TRAYS)
        v->pick[v->npick++] = tray;
    v->sel = v->pick[0];
}

static void register_targets(tview *v, ui_app *a)
{
    const tu_state *st = TST(v);

    if (v->sh.help_open)
        return;
    /* every tray by name, for scripts that drag or point at it */
    for (int i = 0; i < v->tv.npc; i++) {
        char name[40];
        snprintf(name, sizeof name, "tray %s", st->tray[v->tray_of[i]].id);
        ui_target(a, tableview_piece_rect(&v->tv, i), name);
    }
    if (!tuanv_human_turn(v))
        return;
    for (int k = 0; k < v->nlegal; k++) {
        const tu_action *x = &v->legal[k].act;
        int tray = x->type == TA_ACTIVATE || x->type == TA_FIRE ? x->trays[0] : x->tray, pc;
        if (tray < 0 || tray >= st->ntrays || (pc = v->pc_of[tray]) < 0)
            continue;
        if (tray != v->sel) {
            /* the first click of an action on a tray chooses the tray */
            ui_target(a, tableview_piece_rect(&v->tv, pc), v->legal[k].name);
            continue;
        }
        if (x->type == TA_FIRE && x->n == 1 && x->target >= 0 && v->pc_of[x->target] >= 0) {
            ui_target(a, tableview_piece_rect(&v->tv, v->pc_of[x->target]), v->legal[k].name);
        } else if (x->type == TA_MOVE) {
            /* a dot at the offered destination: clicking it moves there */
            float sx, sy;
            tableview_to_screen(&v->tv, geom_v(x->x, x->y), &sx, &sy);
            ui_target(a, (SDL_Rect){(int)sx - 4, (int)sy - 4, 8, 8}, v->legal[k].name);
        }
    }
}

/* The offered destinations of the chosen tray, as dots one may click. */
static void move_dots(tview *v, gfx *g)
{
    if (v->sel < 0 || !tuanv_human_turn(v) || v->tv.mode != TV_IDLE)
        return;
    for (int k = 0; k < v->nlegal; k++) {
        const tu_action *x = &v->legal[k].act;
        float sx, sy;
        if (x->type != TA_MOVE || x->tray != v->sel)
            continue;
        tableview_to_screen(&v->tv, geom_v(x->x, x->y), &sx, &sy);
        gfx_circle(g, sx, sy, 4, gfx_rgba(0xffffff, 150));
        gfx_ring(g, sx, sy, 4, 1, gfx_rgba(0x1c150f, 180));
    }
}

/* The legal move whose dot is under (x, y), or -1. */
static int dot_at(const tview *v, int x, int y)
{
    if (v->sel < 0 || !tuanv_human_turn(v) || ui_queued(v->app, v->s))
        return -1;
    for (int k = 0; k < v->nlegal; k++) {
        const tu_action *m = &v->legal[k].act;
        float sx, sy;
        if (m->type != TA_MOVE || m->tray != v->sel)
            continue;
        tableview_to_screen(&v->tv, geom_v(m->x, m->y), &sx, &sy);
        if (abs(x - (int)sx) <= 4 && abs(y - (int)sy) <= 4)
            return k;
    }
    return -1;
}

static void draw_banner(tview *v, ui_app *a, gfx *g)
{
    const tu_state *st = TST(v);

    screen_table_banner(&v->sh, a, g, v->table_r,
                        st->result == TU_R_ALLIES    ? "The Allies win"
                        : st->result == TU_R_CHINESE ? "The Chinese win"
                                                     : "A draw");
}

static void frame(ui_scene *sc, ui_app *a, gfx *g)
{
    tview *v = sc->data;
    const ui_input *in = ui_in(a);
    screen_layout L = screen_table_layout(g);
    ui_scene *up;

    v->app = a;
    v->table_r = L.table;
    v->side_r = L.side;
    open_game(v, a);
    /* the table of this frame's state before placing it: an undo or a
     * load brings a new state, and the tools' place reads the table */
    v->tv.tab = &TST(v)->tab;
    tableview_place(&v->tv, v->table_r);
    legal_refresh(v);
    dice_refresh(v, a);
    build_pieces(v);
    up = ui_top(a);
    if (up == sc && !v->sh.help_open) {
        /* a click on a suggested move's dot plays it, whatever the table
         * makes of the click */
        int dot = in->clicked && abs(in->mx - in->press_x) <= 4 && abs(in->my - in->press_y) <= 4
                      ? dot_at(v, in->mx, in->my) : -1;
        tableview_input(&v->tv, a);
        if (dot >= 0)
            tuanv_play(v, a, v->legal[dot].name);
        else if (v->tv.clicked_piece >= 0 && (in->mod & KMOD_SHIFT))
            pick_add(v, v->tv.clicked_piece);
        else if (v->tv.clicked_piece >= 0) {
            v->npick = 0;
            table_click(v, a, v->tv.clicked_piece);
        } else if (v->tv.clicked_empty && !v->tv.tape_tool) {
            v->sel = -1;
            v->npick = 0;
        }
        if (v->tv.box_done) {
            int n = v->tv.nsel;
            v->npick = 0;
            for (int k = 0; k < n; k++)
                pick_add(v, v->tv.sel[k]);
        }
        if (in->rclicked)
            v->sel = -1;
        screen_bot_step(&v->sh, a, seat_to_move(v), computer_turn(v));
    }
    build_pieces(v);
    tuanv_overlays(v);
    tableview_draw(&v->tv, a, g);
    move_dots(v, g);
    register_targets(v, a);
    /* the tape button and the fit button over the table */
    tableview_tools(&v->tv, a, "Show the whole table (0). Wheel zooms, drag the bare table or arrow keys pan.");
    gfx_fill(g, v->side_r, gfx_rgb(UI_BG));
    tuanv_panel(v, a, g, v->side_r);
    draw_top(v, a, g, L.top);
    if (v->sh.help_open && tuanv_help(v, a, g, L.help))
        v->sh.help_open = 0;
    if (TST(v)->phase == TU_P_OVER && screen_over_banner(&v->sh) && !v->sh.help_open)
        draw_banner(v, a, g);
    screen_help_keys(&v->sh, a);
}



static int animating(ui_scene *sc, ui_app *a)
{
    tview *v = sc->data;
    /* the dice tumble for a moment after a roll */
    return v->nfaces > 0 && ui_now(a) - v->rolled_at < 600;
}

static void destroy(ui_scene *sc)
{
    tview *v = sc->data;

    legal_clear(v);
    free(v->scratch);
    free(v->notes);
    session_free(v->s);
    free(v);
}

static int computer_seat(void *ctx, int seat)
{
    const tview *v = ctx;
    return seat >= 0 && seat < TU_SIDES && TST(v)->seat[seat] == 1;
}

static ui_scene *tuan_open(ui_app *a, session *s)
{
    tview *v = calloc(1, sizeof *v);
    tableview_hooks h = {0};

    if (!v)
        return NULL;
    v->s = s;
    v->legal_for = -1;
    v->advice_for = -1;
    v->sel = -1;
    v->scratch = malloc(sizeof *v->scratch);
    screen_init(&v->sh, s, "Leave the battle?", DEFAULT_BOT_DELAY, 0, v);
    v->sh.sel = &v->sel;
    v->sh.follow = follow;
    v->sh.computer_seat = computer_seat;
    h.ctx = v;
    h.can_drag = h_can_drag;
    h.check_move = h_check_move;
    h.moved = h_moved;
    h.why_not = h_why_not;
    tableview_init(&v->tv, &((tu_state *)s->state)->tab, &h);
    /* a loaded game does not roll its old dice again */
    v->dice_seen = ((tu_state *)s->state)->dice.nhist;
    v->log_seen = s->log ? s->log->total : 0;
    note_trails(v, 0);
    v->notes = screen_read_notes(a, s);
    open_game(v, a);   /* before the first frame, when nothing is drawing */
    v->sh.scene.frame = frame;
    v->sh.scene.animating = animating;
    v->sh.scene.destroy = destroy;
    v->sh.scene.changed = changed;
    return &v->sh.scene;
}

const game_view tuan_view = {tuan_open, tuanv_picture, tuanv_preview};
