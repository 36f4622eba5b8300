/* col_view: the play screen of Colonial Siege. The table (engine/ui/
 * tableview) on the left with every figure on its round base, the side
 * panel on the right (col_panel.c); turns clicks and drags into the rules'
 * actions (a group moves by dragging any of its figures, the rest keep
 * round it; a click on an enemy shoots at it; a click on a figure chooses
 * a casualty), lets computer seats play step by step at a pace a person
 * can follow, and keeps the dice of the last action for the tray. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/colonial/view/col_view_local.h"

#define DEFAULT_BOT_DELAY 450

static int seat_to_move(const cview *v)
{
    return v->s->rules->seat_to_move(v->s->state);
}

int colv_human_turn(const cview *v)
{
    int seat = seat_to_move(v);
    return seat >= 0 && CST(v)->seat[seat] == 0 && !v->s->ask.action &&
           screen_seat_mine(&v->sh, seat);
}

int colv_computer_turn(const cview *v)
{
    int seat = seat_to_move(v);
    return seat >= 0 && CST(v)->seat[seat] == 1;
}

void colv_describe(const col_state *st, const col_action *x, char *buf, size_t n)
{
    const char *g = x->group >= 0 && x->group < COL_MAX_GROUP ? st->grp[x->group].name : "";
    const char *t = x->target >= 0 && x->target < COL_MAX_GROUP ? st->grp[x->target].name : "";
    static const char *const edges[4] = {"north", "east", "south", "west"};

    switch (x->type) {
    case CA_END: snprintf(buf, n, "End the card's actions"); break;
    case CA_MOVE: snprintf(buf, n, "%s moves to (%.1f, %.1f)", g, x->x, x->y); break;
    case CA_CHARGE: snprintf(buf, n, "%s charges %s", g, t); break;
    case CA_FIRE: snprintf(buf, n, "%s shoots at %s", g, t); break;
    case CA_FACE: snprintf(buf, n, "%s turns to face %s (%.0f\xC2\xB0)", g, geom_compass(x->x), x->x); break;
    case CA_FLOOR:
        snprintf(buf, n, "%s goes to %s %d", g, x->n == 0 ? "the ground floor" : "level", x->n);
        break;
    case CA_COMBINE: snprintf(buf, n, "%s takes in %s (its officer becomes a man)", g, t); break;
    case CA_WITHDRAW: snprintf(buf, n, "%s leaves the table for the pool", g); break;
    case CA_GATE: snprintf(buf, n, "%s forces the gate of %s", g, st->wall[x->target].id); break;
    case CA_CLIMB: snprintf(buf, n, "%s climbs %s", g, st->wall[x->target].id); break;
    case CA_PULL: snprintf(buf, n, "%s pulls down %s", g, st->wall[x->target].id); break;
    case CA_IGNITE: snprintf(buf, n, "%s sets fire to %s", g, st->build[x->target].name); break;
    case CA_FIGHTFIRE:
        snprintf(buf, n, "%s fights the fire in %s (%s)", g, st->build[x->target].name,
                 x->n ? "relight" : "remove a counter");
        break;
    case CA_RECREW: snprintf(buf, n, "%s recrews %s", g, t); break;
    case CA_CREWMAN: snprintf(buf, n, "%s gives a crewman to %s", g, t); break;
    case CA_CASUALTY:
        /* the figure by its group and rank: "Take figure 27" named a slot */
        if (x->n >= 0 && x->n < st->nfig && st->fig[x->n].used) {
            const col_fig *f = &st->fig[x->n];
            const col_group *gr = &st->grp[f->group];
            snprintf(buf, n, "Take %s of %s as the casualty",
                     f->officer ? "the officer" : gr->kind == GK_GUN ? "a crewman"
                                  : gr->mounted ? "a rider" : "a man", gr->name);
        } else {
            snprintf(buf, n, "Take a casualty");
        }
        break;
    case CA_SPECIAL:
        snprintf(buf, n, "Better troops: %s", x->n >= 0 && x->n < st->ntypes ? st->type[x->n].name : "?");
        break;
    case CA_PLACE: snprintf(buf, n, "Place the group %.1f\" along the edge", x->x); break;
    case CA_EDGE: snprintf(buf, n, "The Joker's natives start from the %s", edges[x->n & 3]); break;
    case CA_DEPLOY:
        if (x->n > 0)
            snprintf(buf, n, "%s sets up on storey %d here (%.1f, %.1f)", g, x->n, x->x, x->y);
        else if (x->n == 0)
            snprintf(buf, n, "%s sets up on the ground floor here", g);
        else
            snprintf(buf, n, "%s sets up at (%.1f, %.1f)", g, x->x, x->y);
        break;
    case CA_START: snprintf(buf, n, "The natives roll for their starting forces"); break;
    case CA_FOLLOW:
        snprintf(buf, n, x->n ? "%s takes the ground the loser held" : "%s stays where it stands",
                 st->fol_group >= 0 && st->fol_group < COL_MAX_GROUP ? st->grp[st->fol_group].name
                                                                     : "The winner");
        break;
    default: snprintf(buf, n, "?"); break;
    }
}

/* ------------------------------------------------------ legal actions */

static void legal_clear(cview *v)
{
    for (int i = 0; i < v->nlegal; i++)
        cJSON_free(v->legal[i].name);
    v->nlegal = 0;
    cJSON_free(v->advice);
    v->advice = NULL;
}

static void legal_refresh(cview *v)
{
    cJSON *arr, *it, *b;

    if (v->legal_for == v->s->nactions)
        return;
    legal_clear(v);
    /* not the player's turn (or the tray asks for a die): looked at again
     * next frame, so a roll put away with Esc brings the orders back */
    if (!colv_human_turn(v))
        return;
    v->legal_for = v->s->nactions;
    arr = v->s->rules->legal(v->s->state);
    cJSON_ArrayForEach(it, arr) {
        col_action x;
        char why[160];
        if (v->nlegal >= CV_MAX_LEGAL)
            break;
        if (col_action_from_json(CST(v), it, &x, why, sizeof why) != 0)
            continue;
        v->legal[v->nlegal].act = x;
        v->legal[v->nlegal].name = cJSON_PrintUnformatted(it);
        if (v->legal[v->nlegal].name)
            v->nlegal++;
    }
    cJSON_Delete(arr);
    b = v->s->rules->bot_action(v->s->state);
    v->advice_text[0] = 0;
    if (b) {
        col_action x;
        char why[160];
        if (col_action_from_json(CST(v), b, &x, why, sizeof why) == 0) {
            v->advice = cJSON_PrintUnformatted(b);
            colv_describe(CST(v), &x, v->advice_text, sizeof v->advice_text);
        }
    }
    cJSON_Delete(b);
    if (v->sel >= 0 && !CST(v)->grp[v->sel].used)
        v->sel = -1;
}

int colv_play(cview *v, ui_app *a, const char *name)
{
    return screen_play_text(a, v->s, name);
}

static int play_action(cview *v, ui_app *a, const col_action *x)
{
    cJSON *j = col_action_json(CST(v), x);
    int rc;

    if (!j)
        return -1;
    rc = ui_play(a, v->s, j);
    cJSON_Delete(j);
    return rc;
}

/* ---------------------------------------------------- table hooks */

static int group_of_piece(const cview *v, int i)
{
    return CST(v)->fig[v->fig_of[i]].group;
}

static int group_movable(const cview *v, int g)
{
    for (int k = 0; k < v->nlegal; k++)
        if ((v->legal[k].act.type == CA_MOVE || v->legal[k].act.type == CA_DEPLOY) &&
            v->legal[k].act.group == g)
            return 1;
    return 0;
}

static int h_can_drag(void *ctx, int i)
{
    cview *v = ctx;
    return colv_human_turn(v) && !ui_queued(v->app, v->s) && group_movable(v, group_of_piece(v, i));
}

static double round1(double x)
{
    return floor(x * 10 + 0.5) / 10;
}

/* The move a drop of piece i at `to` means: the group's leader goes as
 * far as the dragged figure went; the rules form the rest round him. At
 * set-up the same drop places the squad (no allowance). */
static col_action move_of(const cview *v, int i, vec2 to)
{
    const col_state *st = CST(v);
    int f = v->fig_of[i], g = st->fig[f].group, l = col_leader(st, g);
    vec2 lp = l >= 0 ? st->fig[l].pos : st->fig[f].pos;
    col_action x;

    memset(&x, 0, sizeof x);
    x.type = st->dec == DEC_DEPLOY ? CA_DEPLOY : CA_MOVE;
    x.n = -1;   /* a placing: the storey the rules choose */
    x.group = g;
    x.target = -1;
    x.x = round1(lp.x + to.x - st->fig[f].pos.x);
    x.y = round1(lp.y + to.y - st->fig[f].pos.y);
    return x;
}

static int h_check_move(void *ctx, int i, vec2 to, double facing, double *used, double *left,
                        char *why, size_t n)
{
    cview *v = ctx;
    const col_state *st = CST(v);
    col_action x = move_of(v, i, to);
    double allow = col_allowance(st, x.group), d = geom_dist(st->fig[v->fig_of[i]].pos, to);

    (void)facing;
    *used = d;
    *left = allow - d;
    if (x.type == CA_DEPLOY)
        *used = *left = -1;   /* placing, not moving: no inches counted */
    if (!v->scratch)
        return 1;
    /* the rules decide, on a copy: nothing of the game changes */
    memcpy(v->scratch, st, sizeof *st);
    if (col_apply(v->scratch, &x, NULL, why, n) != 0)
        return 0;
    /* the ghost shows the group as the rules form it round its leader,
     * so that the drop keeps the formation the ghost showed */
    for (int j = 0; j < v->tv.npc; j++) {
        int f = v->fig_of[j];
        if (f >= 0 && v->scratch->fig[f].used && st->fig[f].group == x.group)
            v->tv.ghost_at[j] = v->scratch->fig[f].pos;
        else
            v->tv.ghost_at[j] = v->tv.pc[j].p.pos;
    }
    v->tv.ghost_valid = 1;
    return 1;
}

static void h_moved(void *ctx, int i, vec2 to, double facing)
{
    cview *v = ctx;
    col_action x = move_of(v, i, to);

    (void)facing;
    if (v->app)
        play_action(v, v->app, &x);
}

/* The whole group goes along with the dragged figure. */
static int h_followers(void *ctx, int i, int *out, int max)
{
    cview *v = ctx;
    const col_state *st = CST(v);
    int g = group_of_piece(v, i), n = 0;

    for (int f = 0; f < st->nfig && n < max; f++)
        if (st->fig[f].used && st->fig[f].group == g && v->pc_of[f] >= 0 && v->pc_of[f] != i)
            out[n++] = v->pc_of[f];
    return n;
}

/* ------------------------------------------------------------ pieces */

static int fig_has_action(const cview *v, int f)
{
    const col_state *st = CST(v);

    for (int k = 0; k < v->nlegal; k++) {
        const col_action *x = &v->legal[k].act;
        if (x->type == CA_CASUALTY ? x->n == f : x->group >= 0 && x->group == st->fig[f].group)
            return 1;
    }
    return 0;
}

static void build_pieces(cview *v)
{
    const col_state *st = CST(v);
    tableview *tv = &v->tv;
    int human = colv_human_turn(v), seli = -1;

    tv->tab = &st->tab;
    tv->npc = 0;
    tv->nlone = 0;
    /* a gun whose crew has all fallen still stands: the defender's to be
     * recrewed, the natives' until a defender touches it */
    for (int g = 0; g < COL_MAX_GROUP && tv->nlone < TABLEVIEW_MAX_LONE_GUNS; g++)
        if (st->grp[g].used && col_is_gun(st, g) && col_leader(st, g) < 0) {
            tableview_lone_gun *l = &tv->lone[tv->nlone++];
            l->pos = st->grp[g].gun;
            l->facing = st->grp[g].facing;
            l->width = COL_BASE;
            l->crewed = 0;
            snprintf(l->name, sizeof l->name, "%s", st->grp[g].name);
        }
    /* a native field gun stands at its own spot, its crew round it: drawn
     * as a gun (it was four figures and no gun); without its crew the loop
     * above has it (twice, it said "no crew" twice) */
    for (int g = 0; g < COL_MAX_GROUP && tv->nlone < TABLEVIEW_MAX_LONE_GUNS; g++)
        if (st->grp[g].used && st->grp[g].type >= 0 && st->type[st->grp[g].type].gun &&
            col_leader(st, g) >= 0) {
            tableview_lone_gun *l = &tv->lone[tv->nlone++];
            l->pos = st->grp[g].gun;
            l->facing = st->grp[g].facing;
            l->width = COL_BASE;
            l->crewed = 1;
            snprintf(l->name, sizeof l->name, "%s", st->grp[g].name);
        }
    for (int f = 0; f < COL_MAX_FIG; f++)
        v->pc_of[f] = -1;
    for (int f = 0; f < st->nfig && tv->npc < TABLEVIEW_MAX_PIECES; f++) {
        const col_fig *fg = &st->fig[f];
        const col_group *gr;
        tableview_piece *pc;
        if (!fg->used)
            continue;
        gr = &st->grp[fg->group];
        v->pc_of[f] = tv->npc;
        v->fig_of[tv->npc] = f;
        pc = &tv->pc[tv->npc++];
        memset(pc, 0, sizeof *pc);
        pc->p.pos = fg->pos;
        /* skirmishers fire any way: natives are drawn facing the compound
         * (the table's middle) and defenders facing out from it, so no
         * band at the north edge looks away from the fight */
        if (gr->kind == GK_GUN) {
            pc->p.facing = gr->facing;
        } else {
            double dx = st->tab.w / 2 - fg->pos.x, dy = st->tab.h / 2 - fg->pos.y;
            double ang = dx * dx + dy * dy < 1e-6 ? 90 : atan2(dy, dx) * 180 / M_PI;
            pc->p.facing = fmod(ang + (gr->side == COL_DEF ? 540 : 360), 360);
        }
        pc->p.width = gr->mounted ? COL_BASE * 1.5 : COL_BASE;
        pc->p.depth = pc->p.width;
        pc->p.round = 1;
        pc->face = colv_face_rgb(st, fg->group);
        pc->ink = gr->side == COL_DEF ? 0x1f2f5a : 0x3a2a10;
        pc->figures = pc->figures0 = 1;
        pc->officer = fg->officer;
        pc->fig = gr->mounted ? TV_FIG_HORSE : TV_FIG_FOOT;
        pc->guns = gr->kind == GK_GUN && f == col_leader(st, fg->group);
        /* a group's markers once, beside its leader */
        if (f == col_leader(st, fg->group))
            pc->markers = (gr->melee >= 0 ? TV_MK_MELEE : 0) | (gr->acts > 0 ? TV_MK_ACTIVATED : 0);
        pc->group = fg->group;
        snprintf(pc->name, sizeof pc->name, "figure %d", f);   /* as its click target */
        /* a chosen group is named once, under its leader */
        if (fg->group != v->sel || f == col_leader(st, fg->group))
            snprintf(pc->label, sizeof pc->label, "%s%s", gr->name, fg->officer ? " (officer)" : "");
        if (gr->floor > 0 && f == col_leader(st, fg->group)) {
            int rm = col_group_room(st, fg->group);
            int top = rm >= 0 ? st->build[st->room[rm].building].floors : 0;
            /* which storey, not just "up": a squad's floor is its cover */
            if (gr->floor > top)
                snprintf(pc->tag, sizeof pc->tag, "roof");
            else
                snprintf(pc->tag, sizeof pc->tag, "floor %d", gr->floor);
        }
        pc->pickable = human && fig_has_action(v, f);
        if (fg->group == v->sel && seli < 0)
            seli = tv->npc - 1;
    }
    if (tv->mode == TV_IDLE) {
        tv->nsel = 0;
        if (v->sel >= 0)
            for (int i = 0; i < tv->npc; i++)
                if (group_of_piece(v, i) == v->sel)
                    tv->sel[tv->nsel++] = i;
    }
    /* sight is the rules' question (col_can_fire): drawn by colv_overlays */
    (void)seli;
    tv->los_from = -1;
}

/* ------------------------------------------------------------- dice */

/* What the new roll was, from the log lines it brought: a volley (its
 * total is the sum worth showing: the same action may go on to roll a
 * reinforcement die) or a melee (two sides' dice: no one sum). */
static void tray_kind(cview *v, const glog *lg, long total)
{
    int cnt = lg ? glog_count(lg) : 0;
    long add = total - v->log_seen;

    v->fight = 0;
    v->vol_total = -1;
    for (int k = add < cnt ? cnt - (int)add : 0; k < cnt; k++) {
        const char *l = glog_get(lg, k), *p = strstr(l, " dice total ");
        int t;
        if (p && v->vol_total < 0 && sscanf(p, " dice total %d", &t) == 1) {
            v->vol_total = t;
            v->fight = 1;
        }
        if (!strncmp(l, "Melee: ", 7))
            v->fight = 1;
    }
}

static void dice_refresh(cview *v, ui_app *a)
{
    const col_state *st = CST(v);
    const glog *lg = v->s->log;
    long total = lg ? lg->total : 0;
    int n, faces[CV_MAX_DICE], sides[CV_MAX_DICE];

    if (st->dice.nhist == v->dice_seen && total == v->log_seen)
        return;
    n = dice_history(&st->dice, v->dice_seen, faces, sides, CV_MAX_DICE);
    if (st->dice.nhist < v->dice_seen || n == 0) {
        /* an undo or a load, or news on a later card: the old dice go;
         * casualty picks and moves on the same card leave the last roll
         * in view, and so does the pick that ends the card */
        if (st->dice.nhist < v->dice_seen ||
            (total > v->log_seen && st->cards_drawn != v->roll_card && v->card_seen != v->roll_card))
            v->nfaces = v->nx = 0;
    } else if (n <= 2 && v->nfaces > 2 && v->fight && v->roll_card == v->card_seen) {
        /* a morale die right after a volley or melee: both stay in the
         * tray, the volley's sum still shown (also when the same action
         * went on to draw the next card: the draw comes last) */
        v->nx = n;
        memcpy(v->xfaces, faces, (size_t)n * sizeof faces[0]);
        v->rolled_at = ui_now(a);
    } else {
        v->nfaces = n;
        memcpy(v->faces, faces, (size_t)n * sizeof faces[0]);
        memcpy(v->sides, sides, (size_t)n * sizeof sides[0]);
        v->nx = 0;
        v->roll_card = st->cards_drawn;
        v->rolled_at = ui_now(a);
        tray_kind(v, lg, total);
    }
    if (total > v->log_seen && lg)
        v->nsaid = glog_news(lg, v->log_seen, v->said, 4);
    else if (total < v->log_seen)
        /* an undo or a load: what was said went with it; the latest
         * line left is the news now */
        v->nsaid = lg ? glog_news(lg, total - 1, v->said, 4) : 0;
    v->dice_seen = st->dice.nhist;
    v->log_seen = total;
    v->card_seen = st->cards_drawn;
}

/* ------------------------------------------------------------ scene */

static void changed(ui_scene *sc, ui_app *a, const ui_change *c)
{
    cview *v = sc->data;

    v->legal_for = -1;
    if (c->kind == UI_CHANGE_UNDO) {
        /* step back over the computer's moves too, or it replays them */
        if (screen_undone(&v->sh, a, c, colv_computer_turn(v)))
            return;
        v->sel = -1;
        v->sh.over_seen = 0;
        v->dice_seen = CST(v)->dice.nhist;
        v->nfaces = v->nx = 0;
    } else if (c->kind == UI_CHANGE_BOT) {
        screen_bot_done(&v->sh, a, c, seat_to_move(v), colv_computer_turn(v));
    }
    legal_refresh(v);
    dice_refresh(v, a);
    if (v->sel >= 0) {
        int keep = 0;
        for (int k = 0; k < v->nlegal && !keep; k++)
            keep = v->legal[k].act.group == v->sel && v->legal[k].act.type != CA_END;
        if (!keep)
            v->sel = -1;
    }
}

static void draw_top(cview *v, ui_app *a, gfx *g, SDL_Rect top)
{
    const col_state *st = CST(v);
    /* the turn's stage in a player's words (none while actions are chosen) */
    static const char *const stages[6] = {"", " (after the action)", " (melees)",
                                          " (reinforcements)", " (checks)", " (next card)"};
    char buf[200];

    gfx_gradient(g, top, gfx_rgb(0x3a2e25), gfx_rgb(0x2a2019));
    gfx_text(g, GFX_HEADING, 16, 8, gfx_rgb(UI_PAPER), "Colonial Siege");
    if (st->over)
        snprintf(buf, sizeof buf, "The siege is over: %s",
                 st->winner == COL_DEF ? "the defenders hold" : "the attackers win");
    else if (st->dec == DEC_CASUALTY)
        snprintf(buf, sizeof buf, "The %s chooses %d casualt%s%s", col_side_name(st->cas_side),
                 st->cas_left, st->cas_left == 1 ? "y" : "ies",
                 colv_computer_turn(v) ? " (computer)" : "");
    else if (st->dec == DEC_REGROUP)
        snprintf(buf, sizeof buf, "The defender may combine the squads that fought, free%s",
                 colv_computer_turn(v) ? " (computer)" : "");
    else if (st->dec == DEC_DEPLOY)
        snprintf(buf, sizeof buf, "Set-up: the defender places his forces inside the compound%s",
                 colv_computer_turn(v) ? " (computer)" : "");
    else if (st->dec == DEC_FOLLOW)
        snprintf(buf, sizeof buf, "The %s won the melee: take the ground or stay%s",
                 st->fol_side == COL_DEF ? "defender" : "attacker",
                 colv_computer_turn(v) ? " (computer)" : "");
    else if (st->dec == DEC_OPEN)
        snprintf(buf, sizeof buf, "The natives roll for their starting forces%s",
                 colv_computer_turn(v) ? " (computer)" : "");
    else if (st->dec != DEC_NONE)
        snprintf(buf, sizeof buf, "The attacker decides on reinforcements%s",
                 colv_computer_turn(v) ? " (computer)" : "");
    else
        snprintf(buf, sizeof buf, "Card %d  -  the %s: %d action%s left%s%s", st->cards_drawn,
                 col_side_name(st->side), st->actions, st->actions == 1 ? "" : "s",
                 stages[st->stage < 6 ? st->stage : 0], colv_computer_turn(v) ? " (computer)" : "");
    gfx_text(g, GFX_SMALL, 18, 34, gfx_rgb(UI_GOLD), buf);
    screen_top_buttons(&v->sh, a, top);
}

/* A click on a figure: a casualty, a shot at an enemy, or choosing a group. */
static void table_click(cview *v, ui_app *a, int piece)
{
    const col_state *st = CST(v);
    int f = v->fig_of[piece], g = st->fig[f].group;

    if (!colv_human_turn(v)) {
        int seat = seat_to_move(v);
        char words[96];
        if (colv_computer_turn(v))
            ui_toast(a, "The computer is playing.");
        else if (seat >= 0 && !v->s->ask.action)
            ui_toast(a, "Not yours to move: %s.", screen_turn_words(&v->sh, seat, 0, words,
                                                                   sizeof words));
        return;
    }
    if (st->dec == DEC_CASUALTY) {
        for (int k = 0; k < v->nlegal; k++)
            if (v->legal[k].act.type == CA_CASUALTY && v->legal[k].act.n == f) {
                colv_play(v, a, v->legal[k].name);
                return;
            }
        ui_toast(a, "That figure cannot be taken (it must be of %s; officers go last).",
                 st->cas_group >= 0 ? st->grp[st->cas_group].name : "the melee");
        return;
    }
    if (v->sel >= 0 && st->grp[g].side != st->grp[v->sel].side) {
        for (int k = 0; k < v->nlegal; k++) {
            const col_action *x = &v->legal[k].act;
            if (x->type == CA_FIRE && x->group == v->sel && x->target == g) {
                colv_play(v, a, v->legal[k].name);
                return;
            }
        }
        char why[200] = "";
        if (col_can_fire(st, v->sel, g, why, sizeof why) != 0 && why[0])
            ui_toast(a, "%s", why);
        else
            ui_toast(a, "%s cannot shoot now.", st->grp[v->sel].name);
        return;
    }
    if (!v->tv.pc[piece].pickable) {
        ui_toast(a, "%s has nothing to do now.", st->grp[g].name);
        return;
    }
    v->sel = g;
}

static void target_rect(cview *v, ui_app *a, int f, const char *name)
{
    if (f >= 0 && v->pc_of[f] >= 0)
        ui_target(a, tableview_piece_rect(&v->tv, v->pc_of[f]), name);
}

static void register_targets(cview *v, ui_app *a)
{
    const col_state *st = CST(v);

    if (v->sh.help_open)
        return;
    /* every figure by number, and each group's leader by the group's
     * number, for scripts that drag or point at them */
    for (int i = 0; i < v->tv.npc; i++) {
        char name[40];
        int f = v->fig_of[i], g = st->fig[f].group;
        snprintf(name, sizeof name, "figure %d", f);
        ui_target(a, tableview_piece_rect(&v->tv, i), name);
        if (f == col_leader(st, g)) {
            snprintf(name, sizeof name, "group %d", g);
            ui_target(a, tableview_piece_rect(&v->tv, i), name);
        }
    }
    if (!colv_human_turn(v))
        return;
    for (int k = 0; k < v->nlegal; k++) {
        const col_action *x = &v->legal[k].act;
        if (x->type == CA_CASUALTY)
            target_rect(v, a, x->n, v->legal[k].name);
        else if (x->type == CA_FIRE && x->group != v->sel)
            target_rect(v, a, col_leader(st, x->group), v->legal[k].name);
        else if (x->type == CA_FIRE)
            target_rect(v, a, col_leader(st, x->target), v->legal[k].name);
    }
}

/* Where a new band may be placed: a dot at the middle of each offered
 * place along its edge; a click on one places it there. */
static int place_dot(const cview *v, int k, float *sx, float *sy)
{
    const col_state *st = CST(v);
    vec2 spot[COL_MAX_FIG / 8], c = {0, 0};
    int n = st->pend_size;

    if (v->legal[k].act.type != CA_PLACE || n < 1 || n > (int)(sizeof spot / sizeof spot[0]) ||
        !col_place_ok(st, v->legal[k].act.x, spot, n))
        return 0;
    for (int i = 0; i < n; i++)
        c = geom_v(c.x + spot[i].x / n, c.y + spot[i].y / n);
    tableview_to_screen(&v->tv, c, sx, sy);
    return 1;
}

static void place_dots(cview *v, ui_app *a, gfx *g)
{
    float sx, sy;

    if (!colv_human_turn(v) || CST(v)->dec != DEC_PLACE || v->sh.help_open)
        return;
    for (int k = 0; k < v->nlegal; k++) {
        if (!place_dot(v, k, &sx, &sy))
            continue;
        gfx_circle(g, sx, sy, 6, gfx_rgba(0xffffff, 170));
        gfx_ring(g, sx, sy, 6, 1.5f, gfx_rgba(0xd0312d, 220));
        ui_target(a, (SDL_Rect){(int)sx - 6, (int)sy - 6, 12, 12}, v->legal[k].name);
    }
}

static int place_dot_at(const cview *v, int x, int y)
{
    float sx, sy;

    if (!colv_human_turn(v) || CST(v)->dec != DEC_PLACE || ui_queued(v->app, v->s))
        return -1;
    for (int k = 0; k < v->nlegal; k++)
        if (place_dot(v, k, &sx, &sy) && abs(x - (int)sx) <= 6 && abs(y - (int)sy) <= 6)
            return k;
    return -1;
}


/* Without the set-up a new game opens with the natives' opening roll
 * ("start"): for a human attacker the screen rolls it at once (with own
 * dice the tray asks for it); a computer attacker rolls it as its move. */
static void open_game(cview *v, ui_app *a)
{
    cJSON *j;

    if (v->opened || CST(v)->dec != DEC_OPEN || !colv_human_turn(v) || ui_queued(a, v->s))
        return;
    j = cJSON_Parse("{\"type\":\"start\"}");
    if (j && ui_play_opening(a, v->s, j) == 0)
        v->opened = 1;
    cJSON_Delete(j);
}

static void frame(ui_scene *sc, ui_app *a, gfx *g)
{
    cview *v = sc->data;
    const ui_input *in = ui_in(a);
    screen_layout L = screen_table_layout(g);

    v->app = a;
    v->table_r = L.table;
    v->side_r = L.side;
    open_game(v, a);
    /* the table of this frame's state before placing it: an undo or a
     * load brings a new state, and the tools' place reads the table */
    v->tv.tab = &CST(v)->tab;
    tableview_place(&v->tv, v->table_r);
    legal_refresh(v);
    dice_refresh(v, a);
    build_pieces(v);
    if (ui_top(a) == sc && !v->sh.help_open) {
        int dot = in->clicked && abs(in->mx - in->press_x) <= 4 && abs(in->my - in->press_y) <= 4
                      ? place_dot_at(v, in->mx, in->my) : -1;
        tableview_input(&v->tv, a);
        if (dot >= 0)
            colv_play(v, a, v->legal[dot].name);
        else if (v->tv.clicked_piece >= 0)
            table_click(v, a, v->tv.clicked_piece);
        else if (v->tv.clicked_empty && !v->tv.tape_tool)
            v->sel = -1;
        if (in->rclicked)
            v->sel = -1;
        screen_bot_step(&v->sh, a, seat_to_move(v), colv_computer_turn(v));
    }
    build_pieces(v);
    colv_overlays(v);
    colv_mark_labels(v, a, g);
    tableview_draw(&v->tv, a, g);   /* with colv_draw_marks under the figures */
    register_targets(v, a);
    place_dots(v, a, g);
    tableview_tools(&v->tv, a, NULL);
    gfx_fill(g, v->side_r, gfx_rgb(UI_BG));
    colv_panel(v, a, g, v->side_r);
    draw_top(v, a, g, L.top);
    if (v->sh.help_open && colv_help(v, a, g, L.help))
        v->sh.help_open = 0;
    if (CST(v)->over && screen_over_banner(&v->sh) && !v->sh.help_open)
        screen_table_banner(&v->sh, a, g, v->table_r,
                            CST(v)->winner == COL_DEF ? "The defenders hold" : "The attackers win");
    screen_help_keys(&v->sh, a);
}



static int animating(ui_scene *sc, ui_app *a)
{
    cview *v = sc->data;
    return v->nfaces > 0 && ui_now(a) - v->rolled_at < 600;
}

static void destroy(ui_scene *sc)
{
    cview *v = sc->data;

    legal_clear(v);
    free(v->scratch);
    free(v->notes);
    session_free(v->s);
    free(v);
}

static int computer_seat(void *ctx, int seat)
{
    const cview *v = ctx;
    return seat >= 0 && seat < COL_SIDES && CST(v)->seat[seat] == 1;
}

/* Doors, gates and fires, drawn by the table view under the figures. */
static void marks_under(void *ctx, ui_app *a, gfx *g)
{
    colv_draw_marks(ctx, a, g);
}

static ui_scene *col_open(ui_app *a, session *s)
{
    cview *v = calloc(1, sizeof *v);
    tableview_hooks h = {0};

    if (!v)
        return NULL;
    v->s = s;
    v->legal_for = -1;
    v->sel = -1;
    v->scratch = malloc(sizeof *v->scratch);
    screen_init(&v->sh, s, "Leave the siege?", DEFAULT_BOT_DELAY, 0, v);
    v->sh.sel = &v->sel;
    v->sh.computer_seat = computer_seat;
    h.ctx = v;
    h.can_drag = h_can_drag;
    h.check_move = h_check_move;
    h.moved = h_moved;
    h.followers = h_followers;
    tableview_init(&v->tv, &((col_state *)s->state)->tab, &h);
    v->tv.under = marks_under;
    v->dice_seen = ((col_state *)s->state)->dice.nhist;
    v->card_seen = ((col_state *)s->state)->cards_drawn;
    v->vol_total = -1;
    v->log_seen = s->log ? s->log->total : 0;
    v->notes = screen_read_notes(a, s);
    /* the natives' opening roll is an action now: it shows in the tray
     * and the log like any other, before the first frame when a human
     * side rolls it */
    open_game(v, a);
    v->sh.scene.frame = frame;
    v->sh.scene.animating = animating;
    v->sh.scene.destroy = destroy;
    v->sh.scene.changed = changed;
    return &v->sh.scene;
}

const game_view colonial_view = {col_open, colv_picture, colv_preview};
