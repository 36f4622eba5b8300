/* col_orders: the Orders panel of the Colonial Siege screen: the words
 * for the decision asked or the chosen group (a fire's rule at their
 * head), every legal choice as a button in a grid that scrolls, End the
 * card (asking first when actions would be lost) and Advice; and the
 * height it needs, so that the side column gives it room (col_panel). */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "games/colonial/view/col_view_local.h"

/* Which legal actions go on buttons: decisions always; for the chosen
 * group everything but moves (those are dragged). */
static int on_button(const cview *v, const col_action *x)
{
    if (CST(v)->dec == DEC_REGROUP)   /* the free combinations after a melee */
        return x->type == CA_COMBINE;
    if (x->type == CA_DEPLOY)         /* dragged into place; the storeys are buttons */
        return x->n >= 0 && v->sel >= 0 && x->group == v->sel;
    if (x->type >= CA_CASUALTY)
        return x->type != CA_CASUALTY;
    if (x->type == CA_END || x->type == CA_MOVE)
        return 0;
    /* a turn to the facing the gun has would spend an action on nothing */
    if (x->type == CA_FACE && x->group >= 0 && x->group < COL_MAX_GROUP &&
        fabs(x->x - CST(v)->grp[x->group].facing) < 1e-9)
        return 0;
    return v->sel >= 0 && x->group == v->sel;
}

/* A button's words: short, the panel's title names the chosen group. */
static void short_label(const col_state *st, const col_action *x, char *buf, size_t n)
{
    const char *t = x->target >= 0 && x->target < COL_MAX_GROUP ? st->grp[x->target].name : "";

    switch (x->type) {
    case CA_FIRE: snprintf(buf, n, "Shoot %s", t); break;
    case CA_CHARGE: snprintf(buf, n, "Charge: %s", t); break;
    case CA_COMBINE:
        if (st->dec == DEC_REGROUP)   /* no group chosen: name both (first words) */
            snprintf(buf, n, "%.*s takes in %.*s", (int)strcspn(st->grp[x->group].name, " "),
                     st->grp[x->group].name, (int)strcspn(t, " "), t);
        else
            snprintf(buf, n, "Take in %s", t);
        break;
    case CA_RECREW: snprintf(buf, n, "Recrew %s", t); break;
    case CA_CREWMAN: snprintf(buf, n, "Crewman to %s", t); break;
    case CA_FACE: {
        /* the compass point short ("north-west" is NW), so the button holds it */
        char pt[4] = "";
        for (const char *c = geom_compass(x->x); *c && strlen(pt) < 2; c++)
            if (c == geom_compass(x->x) || c[-1] == '-')
                pt[strlen(pt)] = (char)(*c - 'a' + 'A');
        snprintf(buf, n, "Face %s (%.0f\xC2\xB0)", pt, x->x);
        break;
    }
    case CA_FLOOR: snprintf(buf, n, x->n ? "Up to level %d" : "Ground floor", x->n); break;
    case CA_WITHDRAW: snprintf(buf, n, "Withdraw"); break;
    case CA_GATE: snprintf(buf, n, "Gate %s", st->wall[x->target].id); break;
    case CA_CLIMB: snprintf(buf, n, "Climb %s", st->wall[x->target].id); break;
    case CA_PULL: snprintf(buf, n, "Pull down %s", st->wall[x->target].id); break;
    case CA_IGNITE: snprintf(buf, n, "Set fire: %s", st->build[x->target].id); break;
    case CA_FIGHTFIRE: snprintf(buf, n, "%s fire: %s", x->n ? "Relight" : "Fight", st->build[x->target].id); break;
    case CA_SPECIAL: snprintf(buf, n, "%s", st->type[x->n].name); break;
    case CA_PLACE: snprintf(buf, n, "%.1f\"", x->x); break;
    case CA_FOLLOW: snprintf(buf, n, x->n ? "Take the ground" : "Stay"); break;
    case CA_START: snprintf(buf, n, "Roll for the natives"); break;
    case CA_DEPLOY: {
        int r = col_room_at(st, geom_v(x->x, x->y));
        int top = r >= 0 ? st->build[st->room[r].building].floors : 0;
        if (x->n == 0)
            snprintf(buf, n, "Ground floor");
        else if (x->n > top)
            snprintf(buf, n, "On the roof");
        else
            snprintf(buf, n, "Upstairs, level %d", x->n);
        break;
    }
    case CA_EDGE: {
        static const char *const e[4] = {"North", "East", "South", "West"};
        snprintf(buf, n, "%s edge", e[x->n & 3]);
        break;
    }
    default: colv_describe(st, x, buf, n); break;
    }
}

#define ROW_H 25   /* a row of choice buttons */

/* Cut a label to the button's width ("Shoot Boxers with mus..."); the
 * tooltip says it in full. */
static void fit_label(gfx *g, char *buf, int w)
{
    char full[200];
    size_t n;

    if (gfx_text_w(g, GFX_BOLD, buf) <= w)
        return;
    snprintf(full, sizeof full, "%s", buf);
    for (n = strlen(full); n > 3; n--) {
        if (n + 3 > sizeof full)   /* buf holds as much as full */
            continue;
        snprintf(buf, n + 3, "%.*s..", (int)n, full);
        if (gfx_text_w(g, GFX_BOLD, buf) <= w)
            return;
    }
}

/* A fire, said at the head of the orders: what it will do to those
 * inside before it does it (the log said only "Fire engulfs the
 * chapel"). Returns the height used. */
/* The words on building b's fire; 0 when it is not burning. */
static int fire_words(const col_state *st, int b, char *buf, size_t n)
{
    const col_build *bd = &st->build[b];
    int inside = 0;

    if (bd->orig <= 0 || bd->burned)
        return 0;
    for (int gi = 0; gi < COL_MAX_GROUP; gi++) {
        int rm = st->grp[gi].used && st->grp[gi].kind != GK_GUN ? col_group_room(st, gi) : -1;
        inside += rm >= 0 && st->room[rm].building == b ? col_count(st, gi) : 0;
    }
    snprintf(buf, n, "Fire in %s (%d match%s, %d smoke): each defender action but "
             "fighting it turns a match to smoke. At none the %d inside flee a full move and "
             "lose one per 12 on %dD6.", bd->name, bd->matches, bd->matches == 1 ? "" : "es",
             bd->smoke, inside, bd->orig);
    return 1;
}

static int fire_text(cview *v, ui_app *a, gfx *g, SDL_Rect r)
{
    const col_state *st = CST(v);
    char buf[300];
    int h = 0;

    for (int b = 0; b < st->nbuilds; b++) {
        int k;
        if (!fire_words(st, b, buf, sizeof buf))
            continue;
        k = gfx_text_wrap(g, GFX_SMALL, (SDL_Rect){r.x, r.y + h, r.w, r.h - h}, gfx_rgb(0xb03a10), buf);
        ui_part(a, (SDL_Rect){r.x, r.y + h, r.w, k}, "fire rule line");
        h += k + 4;
    }
    return h;
}

/* Another player's turn in a networked game: "Ann (remote) is moving.";
 * before the host's Start, the sentence every game says then. */
static const char *remote_words(cview *v, char *buf, size_t n)
{
    char words[96];
    int seat = v->s->rules->seat_to_move(v->s->state);

    if (screen_waiting_words(&v->sh, seat)) /* the host has not started it */
        return screen_waiting_words(&v->sh, seat);
    snprintf(buf, n, "%s.", screen_turn_words(&v->sh, seat, 0, words, sizeof words));
    buf[0] = (char)(buf[0] >= 'a' && buf[0] <= 'z' ? buf[0] - 32 : buf[0]);
    return buf;
}

/* What ending the card gives up that is still to be had, for the question
 * asked first (engine/ui ui_forfeit); "" when nothing is: the card's
 * actions not yet taken, while a group of the side may still take one,
 * are lost (the next card brings its own count). */
static const char *end_loss(const cview *v, char *buf, size_t n)
{
    const col_state *st = CST(v);
    int groups = 0;
    buf[0] = 0;
    if (st->stage != ST_ACT || st->dec != DEC_NONE || st->actions <= 0)
        return buf;
    for (int g = 0; g < COL_MAX_GROUP; g++) {
        const col_group *gr = &st->grp[g];
        int can = 0;
        if (!gr->used || gr->side != st->side || gr->acts >= 3)
            continue;
        for (int k = 0; k < v->nlegal && !can; k++)
            can = v->legal[k].act.type != CA_END && v->legal[k].act.group == g;
        groups += can;
    }
    if (groups)
        snprintf(buf, n, "End the card with %d action%s not taken (%d group%s could still act): "
                 "%s lost, not kept for the next card.", st->actions, st->actions == 1 ? "" : "s",
                 groups, groups == 1 ? "" : "s", st->actions == 1 ? "it is" : "they are");
    return buf;
}

/* The orders' words over the buttons for the decision asked or the chosen
 * group ("" for none): drawn by colv_draw_orders, measured by colv_orders_h. */
static const char *orders_words(const cview *v, char *buf, size_t n)
{
    const col_state *st = CST(v);

    if (st->dec == DEC_CASUALTY) {
        snprintf(buf, n, "Click %d figure%s of %s to take as casualties (glowing; officers last).",
                 st->cas_left, st->cas_left == 1 ? "" : "s",
                 st->cas_group >= 0 ? st->grp[st->cas_group].name : "your side in the melee");
        return buf;
    }
    if (st->dec == DEC_PLACE) {
        static const char *const e[4] = {"north", "east", "south", "west"};
        int known = st->pend_type >= 0 && st->pend_type < st->ntypes;
        if (known && st->type[st->pend_type].gun) /* one gun, not so many */
            snprintf(buf, n, "Place a %s and its crew of %d along the %s edge: click a red dot on "
                     "the table.", st->type[st->pend_type].name, st->pend_size, e[st->pend_edge & 3]);
        else
            snprintf(buf, n, "Place %d %s along the %s edge: click a red dot on the table.",
                     st->pend_size, known ? st->type[st->pend_type].name : "natives", e[st->pend_edge & 3]);
        return buf;
    }
    if (st->dec == DEC_REGROUP)
        return "After the melee your squads that fought may combine for free (six men and an "
               "officer at most; the joining officer becomes a man). Done keeps them as they are.";
    if (st->dec == DEC_DEPLOY)
        return "Place your squads and gun inside the compound, then Done. Drag a group by any "
               "figure. Green dots: the chosen group's places; storeys and the gun's facings are "
               "buttons.";
    if (st->dec == DEC_FOLLOW) {
        snprintf(buf, n, "%s won: take the ground the %s held (green ring) or stay.",
                 st->fol_group >= 0 ? st->grp[st->fol_group].name : "Your group",
                 st->fol_side == COL_DEF ? "natives" : "defenders");
        return buf;
    }
    if (st->dec == DEC_OPEN)
        return "The natives roll for their starting forces on every edge.";
    if (st->dec == DEC_SPECIAL || st->dec == DEC_EDGE)
        return st->dec == DEC_SPECIAL ? "Which better troops come?"
                                      : "Which edge do the Joker's natives start from?";
    if (st->dec == DEC_NONE && v->sel < 0)
        return "Click one of your figures (glowing) to choose its group; drag it to move the whole "
               "group; then click an enemy to shoot at it.";
    if (st->dec == DEC_NONE && st->grp[v->sel].used) {
        /* where the chosen group stands: its building and floor (the
         * table shows a squad from above, whatever its storey) */
        int rm = col_group_room(st, v->sel), fl = st->grp[v->sel].floor;
        if (rm >= 0) {
            const col_build *bd = &st->build[st->room[rm].building];
            if (fl > bd->floors)
                snprintf(buf, n, "On the roof of %s.", bd->name);
            else if (fl > 0)
                snprintf(buf, n, "On floor %d of %s, above the ground floor.", fl, bd->name);
            else
                snprintf(buf, n, "On the ground floor of %s.", bd->name);
            return buf;
        }
    }
    return "";
}

/* Would two buttons a row cut one of the nb labels of idx in width w? */
static int two_cut(const cview *v, gfx *g, const int *idx, int nb, int w)
{
    char buf[200];

    for (int i = 0; i < nb; i++) {
        short_label(CST(v), &v->legal[idx[i]].act, buf, sizeof buf);
        if (gfx_text_w(g, GFX_BOLD, buf) > w / 2 - 6 - 12)
            return 1;
    }
    return 0;
}

/* The rows of choices the panel asks room for in inner width w: none
 * without buttons; a row, two for a chosen group (its four first
 * choices, the rest scroll); up to four one a row when two a row would
 * cut a label (draw_orders then lays them so). */
static int grid_rows(const cview *v, gfx *g, int w)
{
    int idx[CV_MAX_LEGAL], nb = 0, rows;

    for (int k = 0; k < v->nlegal; k++)
        if (on_button(v, &v->legal[k].act))
            idx[nb++] = k;
    if (nb == 0)
        return 0;
    if (CST(v)->dec == DEC_REGROUP || (nb <= 4 && two_cut(v, g, idx, nb, w)))
        rows = nb;
    else
        rows = (nb + 1) / 2;
    if (rows > (v->sel >= 0 ? 2 : 1) && !(nb <= 4 && rows == nb))
        rows = v->sel >= 0 ? 2 : 1;
    return rows > 4 ? 4 : rows;
}

/* The least height of the orders panel in width w: its words (a fire's
 * lines, the decision's or the group's), a row of buttons and the End
 * row, so that End never comes over the words (it did at 1024x640). */
int colv_orders_h(cview *v, gfx *g, int w)
{
    const col_state *st = CST(v);
    char buf[300];
    const char *words = orders_words(v, buf, sizeof buf);
    int iw = w - 28 - 8, h = gfx_line_h(g, GFX_BOLD) + 46 + 2;

    for (int b = 0; b < st->nbuilds; b++) { /* fire_text's lines */
        char fire[300];
        if (fire_words(st, b, fire, sizeof fire))
            h += gfx_text_wrap_h(g, GFX_SMALL, iw, fire) + 4;
    }
    if (words[0])
        h += gfx_text_wrap_h(g, GFX_SMALL, iw, words) + 3 + 4;
    return h + grid_rows(v, g, w - 28) * ROW_H + 38;
}

int colv_draw_orders(cview *v, ui_app *a, gfx *g, SDL_Rect r)
{
    const col_state *st = CST(v);
    SDL_Rect in = ui_panel(a, r, v->sel >= 0 ? st->grp[v->sel].name : "Orders");
    int y = in.y + 2, shown = 0;
    char buf[200];

    if (st->over) {
        /* who won and why (the game's last log line is the rules' reason) */
        int nl = glog_count(v->s->log);
        gfx_text(g, GFX_BOLD, in.x + 4, y, gfx_rgb(UI_ACCENT),
                 st->winner == COL_DEF ? "The defenders hold" : "The attackers win");
        y += 26;
        if (nl > 0)
            gfx_text_wrap(g, GFX_SMALL, (SDL_Rect){in.x + 4, y, in.w - 8, 60}, gfx_rgb(UI_INK),
                          glog_get(v->s->log, nl - 1));
        return 0;
    }
    y += fire_text(v, a, g, (SDL_Rect){in.x + 4, y, in.w - 8, 80});
    if (!colv_human_turn(v)) {
        /* before the host's Start a computer seat waits too */
        int waiting = screen_waiting_words(&v->sh, v->s->rules->seat_to_move(v->s->state)) != NULL;
        gfx_text_wrap(g, GFX_SMALL, (SDL_Rect){in.x + 4, y, in.w - 8, 40}, gfx_rgb(UI_MUTED),
                      st->over ? "The siege is over."
                      /* own dice: the move waits for its die, whoever's it is */
                      : v->s->ask.action ? "Roll the die the tray asks for."
                      : colv_computer_turn(v) && !waiting ? "The computer is playing."
                                                          : remote_words(v, buf, sizeof buf));
        return 0;
    }
    {
        const char *w = orders_words(v, buf, sizeof buf);
        if (w[0])
            y += gfx_text_wrap(g, GFX_SMALL,
                               (SDL_Rect){in.x + 4, y, in.w - 8, gfx_text_wrap_h(g, GFX_SMALL, in.w - 8, w)},
                               gfx_rgb(UI_INK), w);
    }
    if (y > in.y + 2) {
        /* the text's descenders reach its last line's foot: the buttons
         * keep clear of them (they touched at 1024x640); named for tests */
        ui_part(a, (SDL_Rect){in.x + 4, in.y + 2, in.w - 8, y + 3 - (in.y + 2)}, "orders text");
        y += 4;
    }
    {
        /* Every choice gets a button: a grid of compact rows that scrolls
         * (the wheel over the panel, or the arrows) when there are more
         * than the panel holds. */
        int idx[CV_MAX_LEGAL], nb = 0, cols = 2, rows, vis, top, bw, more;
        SDL_Rect area;
        for (int k = 0; k < v->nlegal; k++)
            if (on_button(v, &v->legal[k].act))
                idx[nb++] = k;
        if (nb && v->legal[idx[0]].act.type == CA_PLACE)
            cols = 4;
        if (st->dec == DEC_REGROUP)   /* two squads' names a button */
            cols = 1;
        area = (SDL_Rect){in.x, y, in.w, in.y + in.h - 38 - y};
        /* one button a row when two would cut a label ("Pull down east b..")
         * and one column still needs no scrolling */
        if (cols == 2 && nb <= (area.h + 3) / ROW_H && two_cut(v, g, idx, nb, in.w))
            cols = 1;
        rows = (nb + cols - 1) / cols;
        vis = (area.h + 3) / ROW_H;   /* the last row needs no gap under it */
        if (vis < 1)
            vis = 1;
        more = rows > vis;
        if (ui_hover(a, area) && ui_in(a)->wheel && more)
            v->panel_scroll -= ui_in(a)->wheel;
        if (v->panel_scroll > rows - vis)
            v->panel_scroll = rows - vis;
        if (v->panel_scroll < 0)
            v->panel_scroll = 0;
        top = more ? v->panel_scroll : 0;
        bw = (in.w - (more ? 34 : 0)) / cols;
        for (int i = top * cols; i < nb && i < (top + vis) * cols; i++) {
            const col_action *x = &v->legal[idx[i]].act;
            SDL_Rect b = {in.x + 4 + (i % cols) * bw, y + (i / cols - top) * ROW_H, bw - 6,
                          ROW_H - 3};
            char tip[200];
            short_label(st, x, buf, sizeof buf);
            fit_label(g, buf, b.w - 12);
            colv_describe(st, x, tip, sizeof tip);
            if (ui_button(a, b, buf, 0))
                colv_play(v, a, v->legal[idx[i]].name);
            ui_tooltip(a, b, tip);
            ui_target(a, b, v->legal[idx[i]].name);
            ui_part(a, b, "orders choice");
        }
        shown = nb;
        if (more) {
            SDL_Rect up = {in.x + in.w - 30, y, 28, ROW_H - 3};
            SDL_Rect dn = {in.x + in.w - 30, y + (vis - 1) * ROW_H, 28, ROW_H - 3};
            char pos[32];
            if (ui_button(a, up, "^", top > 0 ? 0 : UI_DISABLED) && top > 0)
                v->panel_scroll--;
            ui_tooltip(a, up, "Earlier choices (or the mouse wheel)");
            ui_target(a, up, "orders up");
            if (ui_button(a, dn, "v", top < rows - vis ? 0 : UI_DISABLED) && top < rows - vis)
                v->panel_scroll++;
            ui_tooltip(a, dn, "More choices (or the mouse wheel)");
            ui_target(a, dn, "orders down");
            if (vis >= 3) {
                snprintf(pos, sizeof pos, "%d/%d", top + vis < rows ? top + vis : rows, rows);
                gfx_text(g, GFX_SMALL, up.x, y + ROW_H + 2, gfx_rgb(UI_MUTED), pos);
            }
        }
    }
    y = in.y + in.h - 34;
    for (int k = 0; k < v->nlegal; k++)
        if (v->legal[k].act.type == CA_END) {
            SDL_Rect b = {in.x + 4, y, in.w / 2 - 8, 30};
            char loss[240];
            end_loss(v, loss, sizeof loss);
            if (ui_forfeit(a, ui_button(a, b, st->dec == DEC_REGROUP || st->dec == DEC_DEPLOY ? "Done"
                                                                                          : "End the card",
                                        loss[0] ? UI_DANGER : 0),
                           v->legal[k].name, loss, "End the card"))
                colv_play(v, a, v->legal[k].name);
            ui_target(a, b, v->legal[k].name);
        }
    if (v->advice) {
        SDL_Rect b = {in.x + in.w / 2 + 4, y, in.w / 2 - 8, 30};
        if (ui_button(a, b, "Advice", 0))
            colv_play(v, a, v->advice);
        ui_tooltip(a, b, v->advice_text);
        ui_target(a, b, v->advice);
    }
    return shown;
}

