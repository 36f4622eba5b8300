/* tuan_panel: the side panel of the Tuan screen. The battle's state
 * (initiative, objectives and the score of trays standing), the chosen
 * tray with the actions the rules offer it as buttons, the dice of the
 * last action, and the log; and the game's overlays on the table. */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "games/tuan/view/tuan_view_local.h"

static const char *const arm_names[TU_ARMS] = {"infantry", "cavalry", "artillery", "machine gun",
                                               "horse team"};
static const char *const class_names[TC_KINDS] = {"Allied regulars", "modern Chinese",
                                                  "traditional Chinese", "Boxers"};

static void draw_state(tview *v, ui_app *a, gfx *g, SDL_Rect r)
{
    const tu_state *st = TST(v);
    SDL_Rect in = ui_panel(a, r, "The battle");
    char buf[200];
    int y = in.y + 2, standing[TU_SIDES] = {0, 0}, all[TU_SIDES] = {0, 0};

    for (int i = 0; i < st->ntrays; i++) {
        const tu_tray *t = &st->tray[i];
        if (t->arm == TU_TEAM)
            continue;
        all[t->side]++;
        standing[t->side] += !t->off && !t->routed;
    }
    snprintf(buf, sizeof buf, "Initiative: the %s (+1 to their die)", tu_side_name(st->initiative));
    gfx_text(g, GFX_SMALL, in.x + 4, y, gfx_rgb(UI_INK), buf);
    y += 18;
    if (st->init_roll[0] || st->init_roll[1]) {
        snprintf(buf, sizeof buf, "Last dice for who activates: Allies %d, Chinese %d", st->init_roll[0], st->init_roll[1]);
        gfx_text(g, GFX_SMALL, in.x + 4, y, gfx_rgb(UI_INK), buf);
        y += 18;
    }
    snprintf(buf, sizeof buf, "Trays standing: Allies %d of %d, Chinese %d of %d", standing[0], all[0],
             standing[1], all[1]);
    gfx_text(g, GFX_SMALL, in.x + 4, y, gfx_rgb(UI_INK), buf);
    y += 18;
    for (int o = 0; o < st->nobj && y < in.y + in.h - 14; o++) {
        int held = tu_view_objective_held(st, o, st->attacker);
        snprintf(buf, sizeof buf, "Objective %s: %s", st->obj[o].name,
                 held ? "held by the attackers" : "not held by the attackers");
        gfx_text(g, GFX_SMALL, in.x + 4, y, gfx_rgb(held ? UI_HILITE : UI_ACCENT), buf);
        y += 18;
    }
}

/* Which legal actions go on the panel's buttons for the chosen tray. */
static int about_sel(const tview *v, const tu_action *x)
{
    int s = v->sel;

    switch (x->type) {
    case TA_ACTIVATE: return x->trays[0] == s;
    case TA_FIRE: return s >= 0 && x->n == 1 && x->trays[0] == s;
    case TA_MOVE: return 0; /* moves are dragged on the table */
    case TA_PASS: case TA_END_ACTIVATION: case TA_START: return 0;
    default: return x->tray == s;
    }
}

/* A button's words for an action of the chosen tray (its name is the
 * panel's title). */
static void short_label(const tu_state *st, const tu_action *x, char *buf, size_t n)
{
    const char *g = x->target >= 0 && x->target < st->ntrays ? st->tray[x->target].id : "";

    switch (x->type) {
    case TA_ACTIVATE:
        if (x->n == 1) {
            snprintf(buf, n, "Activate it alone");
        } else {
            /* which trays, not how many: "(2 trays)" named none of them */
            size_t l = (size_t)snprintf(buf, n, "With its group:");
            for (int t = 0; t < x->n && l < n; t++)
                l += (size_t)snprintf(buf + l, n - l, "%s%s", t ? " + " : " ",
                                      st->tray[x->trays[t]].id);
        }
        break;
    case TA_FORFEIT: snprintf(buf, n, "Forfeit: it does nothing"); break;
    case TA_RALLY: snprintf(buf, n, "Try to rally"); break;
    case TA_MELEE: snprintf(buf, n, "Fight on against %s", g); break;
    case TA_FIRE:
        if (x->has_spotter)   /* a cannon's indirect fire by another spotter */
            snprintf(buf, n, "Fire at %s, %s spotting", g, st->tray[x->spotter].id);
        else
            snprintf(buf, n, "Fire at %s (%s)", st->tray[x->target].name, g);
        break;
    case TA_CHARGE: {
        char with[24] = "";
        if (x->n > 0)  /* trays of the group charging with it */
            snprintf(with, sizeof with, ", %d more tray%s", x->n, x->n == 1 ? "" : "s");
        if (x->nmore > 0)  /* a second defender it can touch at the same time */
            snprintf(buf, n, "Charge %s and %s at once%s", g, st->tray[x->more[0]].id, with);
        else if (x->n > 0)
            snprintf(buf, n, "Charge %s%s", g, with);
        else
            snprintf(buf, n, "Charge %s (%s)", st->tray[x->target].name, g);
        break;
    }
    case TA_FACE: {
        const tu_tray *t = &st->tray[x->tray];
        int at = -1;
        for (int j = 0; j < st->ntrays && at < 0; j++)
            if (st->tray[j].side != t->side && !st->tray[j].off &&
                geom_angle_diff(x->facing, geom_bearing(t->p.pos, st->tray[j].p.pos)) < 0.15)
                at = j;
        if (geom_angle_diff(x->facing, t->p.facing) < 0.15)
            snprintf(buf, n, "Keep it facing %s (as it fell back)", geom_compass(x->facing));
        else if (at >= 0)
            snprintf(buf, n, "Face it towards %s", st->tray[at].name);
        else
            snprintf(buf, n, "Face it %s", geom_compass(x->facing));
        break;
    }
    default: tuanv_describe(st, x, buf, n); break;
    }
}

/* A weapon's data id in words: "light-artillery" reads "light artillery"
 * (the tray's facts, the range label on the table). */
static void weapon_words(int weapon, char *buf, size_t n)
{
    snprintf(buf, n, "%s", tu_weapons[weapon].id);
    for (char *c = buf; *c; c++)
        if (*c == '-')
            *c = ' ';
}

static void tray_facts(const tu_state *st, int i, char *buf, size_t n)
{
    const tu_tray *t = &st->tray[i];
    const tu_weapon_info *w = &tu_weapons[t->weapon];
    char range[24];

    if (w->range < 0)
        snprintf(range, sizeof range, "any range");
    else if (w->range == 0)
        snprintf(range, sizeof range, "cannot fire");
    else
        snprintf(range, sizeof range, "%.0f\"", w->range);
    /* the data's ids are lower case ("japanese", "light-artillery"):
     * a sentence starts with a capital, and words are not joined by dashes */
    char nation[32], weapon[32];
    snprintf(nation, sizeof nation, "%s", t->nation);
    nation[0] = (char)toupper((unsigned char)nation[0]);
    weapon_words(t->weapon, weapon, sizeof weapon);
    snprintf(buf, n, "%s %s, %s (%s). %d of %d figures%s%s. Morale %d (%s).%s%s%s%s%s%s",
             nation, arm_names[t->arm], weapon, range, t->figures, t->figures0,
             t->officer ? " and an officer" : ", no officer",
             t->guns > 0 && (t->arm == TU_ARTILLERY || t->arm == TU_MG) ? (t->guns > 1 ? ", guns" : ", a gun") : "",
             tu_morale(st, i), class_names[t->cls],
             t->routed ? " Routed." : "", t->no_ammo ? " Out of ammunition." : "",
             t->limbered && (t->arm == TU_ARTILLERY || t->arm == TU_MG) ? " Limbered." : "",
             t->mounted && t->arm == TU_CAVALRY ? " Mounted." : "", t->column ? " In column." : "",
             t->activated ? " Activated this turn." : "");
}

/* Would a plain retreat (twice its move, away from the nearest enemy, as
 * a failed morale check sends it) take tray i off the table? Said in its
 * panel before the player commits it: near its own edge a retreat
 * removes a full-strength tray (Langfang, Beicang). */
static int retreat_leaves(const tu_state *st, int i, char *buf, size_t n)
{
    const tu_tray *t = &st->tray[i];
    int near = -1;
    double bd = 1e9, move = tu_allowance(st, i);
    vec2 want;

    if (t->off || t->routed)
        return 0;
    for (int j = 0; j < st->ntrays; j++)
        if (!st->tray[j].off && st->tray[j].side != t->side &&
            geom_dist(st->tray[j].p.pos, t->p.pos) < bd) {
            bd = geom_dist(st->tray[j].p.pos, t->p.pos);
            near = j;
        }
    if (near < 0)
        return 0;
    if (move <= 0)
        move = 6;
    want = table_away_from(t->p.pos, st->tray[near].p.pos, 2 * move);
    if (want.x >= 0 && want.y >= 0 && want.x <= st->tab.w && want.y <= st->tab.h)
        return 0;
    snprintf(buf, n, "Near the edge: a retreat (%.0f\") would take it off the table.", 2 * move);
    return 1;
}

/* What an order gives up that is still to be had, in a sentence for the
 * question asked before it (engine/ui ui_forfeit); "" when nothing is:
 * a pass leaves the side's trays not yet activated idle for the turn, a
 * forfeit spends a tray's activation on nothing, ending an activation
 * drops the actions its trays have left. */
static const char *forfeit_loss(const tu_state *st, const tu_action *x, char *buf, size_t n,
                                const char **yes)
{
    size_t l = 0;
    int k = 0;
    buf[0] = 0;
    if (x->type == TA_PASS) {
        for (int i = 0; i < st->ntrays; i++) {
            const tu_tray *t = &st->tray[i];
            if (t->side != st->side || t->off || t->activated)
                continue;
            if (k++ == 0)
                l = (size_t)snprintf(buf, n, "Pass: your trays not yet activated this turn (");
            if (l < n)
                l += (size_t)snprintf(buf + l, n - l, "%s%s", k > 1 ? ", " : "", t->id);
        }
        if (k && l < n)
            snprintf(buf + l, n - l, ") will not act until the next turn.");
        *yes = "Pass";
    } else if (x->type == TA_FORFEIT && x->tray >= 0) {
        snprintf(buf, n, "%s uses its activation this turn and does nothing: it will not move, "
                 "fire or rally until the next turn.", st->tray[x->tray].name);
        *yes = "Forfeit";
    } else if (x->type == TA_END_ACTIVATION) {
        for (int i = 0; i < st->ntrays; i++) {
            const tu_tray *t = &st->tray[i];
            if (t->off || !tu_view_in_group(st, i) || t->actions <= 0)
                continue;
            if (k++ == 0)
                l = (size_t)snprintf(buf, n, "End the activation: ");
            if (l < n)
                l += (size_t)snprintf(buf + l, n - l, "%s%s has %d action%s left", k > 1 ? ", " : "",
                                      t->id, t->actions, t->actions == 1 ? "" : "s");
        }
        if (k && l < n)
            snprintf(buf + l, n - l, ": what is left is lost.");
        *yes = "End it";
    }
    return buf;
}

static void draw_orders(tview *v, ui_app *a, gfx *g, SDL_Rect r)
{
    const tu_state *st = TST(v);
    SDL_Rect in = ui_panel(a, r, v->sel >= 0 ? st->tray[v->sel].name : "Orders");
    char buf[300];
    int y = in.y + 2, nb = 0, human = tuanv_human_turn(v);

    if (v->sel >= 0 && tu_face_pending(st) == v->sel) {
        snprintf(buf, sizeof buf, "%s has retreated: the %s choose which way it faces "
                 "(rules IV, morale checks).", st->tray[v->sel].name,
                 tu_side_name(st->tray[v->sel].side));
        y += 4 + gfx_text_wrap(g, GFX_SMALL, (SDL_Rect){in.x + 4, y, in.w - 8, 60},
                               gfx_rgb(UI_HILITE), buf);
    } else if (v->sel >= 0 && tu_ff_pending(st) == v->sel) {
        snprintf(buf, sizeof buf, "Random event 2: %s fires on a friendly tray; the %s "
                 "choose which (the buttons below).", st->tray[v->sel].name,
                 tu_side_name(st->tray[v->sel].side));
        y += 4 + gfx_text_wrap(g, GFX_SMALL, (SDL_Rect){in.x + 4, y, in.w - 8, 60},
                               gfx_rgb(UI_HILITE), buf);
    } else if (v->sel >= 0) {
        tray_facts(st, v->sel, buf, sizeof buf);
        y += gfx_text_wrap(g, GFX_SMALL, (SDL_Rect){in.x + 4, y, in.w - 8, 60}, gfx_rgb(UI_INK), buf);
        /* while its side chooses what to activate: before it is committed
         * (once activated, the panel's room goes to its orders) */
        if (st->phase == TU_P_SELECT && retreat_leaves(st, v->sel, buf, sizeof buf)) {
            int k = gfx_text_wrap(g, GFX_SMALL, (SDL_Rect){in.x + 4, y + 2, in.w - 8, 40},
                                  gfx_rgb(0xc0392b), buf);
            ui_part(a, (SDL_Rect){in.x + 4, y + 2, in.w - 8, k}, "retreat warning");
            y += 2 + k;
        }
        if (st->phase == TU_P_ACT && tu_view_in_group(st, v->sel)) {
            snprintf(buf, sizeof buf, "%d action%s left. Drag it to move (wheel or Q/E turns it), "
                     "click an enemy to fire.", st->tray[v->sel].actions,
                     st->tray[v->sel].actions == 1 ? "" : "s");
            y += 2 + gfx_text_wrap(g, GFX_SMALL, (SDL_Rect){in.x + 4, y + 2, in.w - 8, 40},
                                   gfx_rgb(UI_HILITE), buf);
        }
        y += 4;
    } else if (human) {
        const char *hint = st->phase == TU_P_OPEN
                               ? "Both sides roll a die for who activates first."
                           : st->phase == TU_P_SELECT
                               ? "Click one of your trays (outlined green) to activate it alone or "
                                 "with its group; Shift+drag a box or Shift+click to make a group."
                               : "Click a tray of the activated group to give it orders.";
        y += gfx_text_wrap(g, GFX_SMALL, (SDL_Rect){in.x + 4, y, in.w - 8, 40}, gfx_rgb(UI_MUTED), hint) + 4;
    } else if (v->s->ask.action) {
        /* own dice: the move waits for its die, whoever's it is */
        gfx_text(g, GFX_BODY, in.x + 4, y, gfx_rgb(UI_MUTED), "Roll the die the tray asks for.");
        y += 24;
    } else if (st->phase != TU_P_OVER) {
        char who[64];
        int seat = v->s->rules->seat_to_move(v->s->state);
        snprintf(buf, sizeof buf, "The %s (%s) are playing.", tu_side_name(st->side),
                 screen_seat_player(&v->sh, seat, seat >= 0 && st->seat[seat] == 1, who,
                                    sizeof who));
        if (screen_waiting_words(&v->sh, seat)) /* the host has not started it */
            snprintf(buf, sizeof buf, "%s", screen_waiting_words(&v->sh, seat));
        y += gfx_text_wrap(g, GFX_BODY, (SDL_Rect){in.x + 4, y, in.w - 8, 60}, gfx_rgb(UI_MUTED), buf) + 4;
    } else {
        /* the result and why, once the banner is put away (the game's
         * last log line is the rules' own reason) */
        int nl = glog_count(v->s->log);
        gfx_text(g, GFX_BOLD, in.x + 4, y, gfx_rgb(UI_ACCENT),
                 st->result == TU_R_ALLIES ? "The Allies win" : st->result == TU_R_CHINESE ? "The Chinese win"
                                                                                           : "A draw");
        y += 26;
        if (nl > 0)
            y += gfx_text_wrap(g, GFX_SMALL, (SDL_Rect){in.x + 4, y, in.w - 8, 60}, gfx_rgb(UI_INK),
                               glog_get(v->s->log, nl - 1));
    }
    if (!human)
        return;
    /* the chosen tray's actions, then what the side may do as a whole;
     * every one gets a button: when they are more than the panel holds,
     * the list scrolls (the wheel over it, or the arrows beside it) */
    int idx[TV_MAX_LEGAL], n = 0;
    for (int pass = 0; pass < 2; pass++)
        for (int k = 0; k < v->nlegal && n < TV_MAX_LEGAL; k++) {
            const tu_action *x = &v->legal[k].act;
            if (pass == 0 ? about_sel(v, x)
                          : (x->type == TA_PASS || x->type == TA_END_ACTIVATION ||
                             x->type == TA_START || (x->type == TA_FIRE && x->n > 1)))
                idx[n++] = k;
        }
    /* the button that activates a Shift+clicked group keeps its row under
     * the list: the list scrolls rather than push it out of the panel */
    int pick_row = v->npick >= 2 && st->phase == TU_P_SELECT ? 34 : 0;
    /* as many rows as end above the Advice button (its top is 30 up from
     * the foot, 6 more to keep them apart) */
    int vis = (in.y + in.h - 32 - pick_row - y) / 32;
    if (vis < 1)
        vis = 1;
    int more = n > vis;
    SDL_Rect area = {in.x, y, in.w, vis * 32};
    if (more && ui_hover(a, area) && ui_in(a)->wheel)
        v->orders_scroll -= ui_in(a)->wheel;
    if (v->orders_scroll > n - vis)
        v->orders_scroll = n - vis;
    if (v->orders_scroll < 0 || !more)
        v->orders_scroll = 0;
    int hovered = 0;
    for (int i = v->orders_scroll; i < n && nb < vis; i++) {
        int k = idx[i];
        const tu_action *x = &v->legal[k].act;
        SDL_Rect b = {in.x + 4, y + nb * 32, in.w - 12 - (more ? 34 : 0), 28};
        if (about_sel(v, x))
            short_label(st, x, buf, sizeof buf);
        else if (x->type == TA_FIRE) {
            /* name the trays that fire: the chosen tray may not be one */
            size_t l = (size_t)snprintf(buf, sizeof buf, "Group fire at %s:", st->tray[x->target].id);
            for (int t = 0; t < x->n && l < sizeof buf; t++)
                l += (size_t)snprintf(buf + l, sizeof buf - l, "%s%s", t ? " + " : " ",
                                      st->tray[x->trays[t]].id);
        }
        else
            tuanv_describe(st, x, buf, sizeof buf);
        /* a label wider than its button (1024x640, a long tray name)
         * ends in an ellipsis, or it ran out past both edges; the
         * tooltip has it whole */
        char lab[sizeof buf];
        snprintf(lab, sizeof lab, "%s", buf);
        for (size_t cut = strlen(buf); cut > 4 && gfx_text_w(g, GFX_BOLD, lab) > b.w - 12; cut--) {
            while (cut > 4 && (buf[cut - 1] & 0xC0) == 0x80)
                cut--; /* not inside a UTF-8 character */
            snprintf(lab, sizeof lab, "%.*s\xE2\x80\xA6", (int)(cut - 1), buf);
        }
        if (x->type == TA_ACTIVATE && x->n > 1 && ui_hover(a, b)) {
            /* the group's trays are ringed on the table while pointed at
             * (drawn before this panel: one more frame shows them) */
            if (v->nhov != (x->n < TU_MAX_TRAYS ? x->n : TU_MAX_TRAYS) || v->hov_trays[0] != x->trays[0])
                ui_wake(a, 0);
            v->nhov = x->n < TU_MAX_TRAYS ? x->n : TU_MAX_TRAYS;
            memcpy(v->hov_trays, x->trays, sizeof x->trays[0] * (size_t)v->nhov);
            hovered = 1;
        }
        /* an order that gives up what is still to be had asks first */
        char loss[400];
        const char *yes = NULL;
        int giveup = x->type == TA_END_ACTIVATION || x->type == TA_PASS || x->type == TA_FORFEIT;
        forfeit_loss(st, x, loss, sizeof loss, &yes);
        if (ui_forfeit(a, ui_button(a, b, lab, giveup ? (loss[0] ? UI_DANGER : 0) : UI_PRIMARY),
                       v->legal[k].name, loss, yes))
            tuanv_play(v, a, v->legal[k].name);
        /* the whole order only when the button cuts it: a tooltip that
         * repeated the label covered the order below for nothing */
        if (gfx_text_w(g, GFX_BOLD, buf) > b.w - 12)
            ui_tooltip(a, b, buf);
        ui_target(a, b, v->legal[k].name);
        nb++;
    }
    if (!hovered && v->nhov) {
        v->nhov = 0;
        ui_wake(a, 0);
    }
    if (more) {
        SDL_Rect up = {in.x + in.w - 38, y, 28, 28};
        SDL_Rect dn = {in.x + in.w - 38, y + (vis - 1) * 32, 28, 28};
        if (ui_button(a, up, "^", v->orders_scroll > 0 ? 0 : UI_DISABLED) && v->orders_scroll > 0)
            v->orders_scroll--;
        ui_tooltip(a, up, "Earlier orders (or the mouse wheel)");
        ui_target(a, up, "orders up");
        if (ui_button(a, dn, "v", v->orders_scroll < n - vis ? 0 : UI_DISABLED) &&
            v->orders_scroll < n - vis)
            v->orders_scroll++;
        ui_tooltip(a, dn, "More orders (or the mouse wheel)");
        ui_target(a, dn, "orders down");
        if (vis >= 3) {
            /* which orders are shown, in words: a bare "6/8" beside the
             * arrows read as odds; "orders" too where the column has room */
            SDL_Rect col = {up.x - 2, y + 32, in.x + in.w - up.x + 2, dn.y - y - 32};
            int lh = gfx_line_h(g, GFX_SMALL), ty = col.y;
            char range[32], of[32], tip[160];
            snprintf(range, sizeof range, "%d-%d", v->orders_scroll + 1, v->orders_scroll + vis);
            snprintf(of, sizeof of, "of %d", n);
            snprintf(tip, sizeof tip, "Orders %d to %d of %d are shown: the arrows or the wheel show the others",
                     v->orders_scroll + 1, v->orders_scroll + vis, n);
            if (col.h >= 3 * lh) {
                gfx_text_align(g, GFX_SMALL, col.x, ty, col.w, GFX_CENTER, gfx_rgb(UI_MUTED), "orders");
                ty += lh;
            }
            gfx_text_align(g, GFX_SMALL, col.x, ty, col.w, GFX_CENTER, gfx_rgb(UI_MUTED), range);
            gfx_text_align(g, GFX_SMALL, col.x, ty + lh, col.w, GFX_CENTER, gfx_rgb(UI_MUTED), of);
            ui_tooltip(a, col, tip);
        }
    }
    y += nb * 32;
    if (pick_row && y + 30 <= in.y + in.h - 36) {
        SDL_Rect b = {in.x + 4, y, in.w - 12, 30};
        char whole[sizeof buf];
        snprintf(whole, sizeof whole, "Activate the %d chosen trays (lead: %s)", v->npick,
                 st->tray[v->pick[0]].name);
        /* a long lead's name ran out past both edges of the button: then
         * the button says the count, the tooltip the lead */
        if (gfx_text_w(g, GFX_BOLD, whole) > b.w - 12)
            snprintf(buf, sizeof buf, "Activate the %d chosen trays", v->npick);
        else
            snprintf(buf, sizeof buf, "%s", whole);
        int go = ui_button(a, b, buf, UI_PRIMARY);
        if (strcmp(buf, whole))
            ui_tooltip(a, b, whole);
        if (go) {
            tu_action x;
            memset(&x, 0, sizeof x);
            x.type = TA_ACTIVATE;
            x.tray = x.target = -1;
            x.n = v->npick;
            memcpy(x.trays, v->pick, sizeof v->pick);
            cJSON *j = tu_action_json(st, &x);
            char *txt = j ? cJSON_PrintUnformatted(j) : NULL;
            if (txt)
                tuanv_play(v, a, txt);
            cJSON_free(txt);
            cJSON_Delete(j);
            v->npick = 0;
        }
        y += 34;
    }
    if (v->advice) {
        SDL_Rect b = {in.x + 4, in.y + in.h - 30, 96, 28};
        gfx_text_wrap(g, GFX_SMALL, (SDL_Rect){b.x + b.w + 8, b.y - 2, in.w - b.w - 20, 34},
                      gfx_rgb(UI_MUTED), v->advice_text);
        if (ui_button(a, b, "Advice", 0))
            tuanv_play(v, a, v->advice);
        ui_tooltip(a, b, "What the computer would do in your place. Click to do it.");
        ui_target(a, b, v->advice);
    }
}

static void draw_dice(tview *v, ui_app *a, gfx *g, SDL_Rect r)
{
    SDL_Rect in = ui_panel(a, r, "Dice");
    Uint32 now = ui_now(a);
    int tumbling = now - v->rolled_at < 500;
    float size = v->nfaces > 12 ? 18 : 24;
    int y = in.y + 2;

    for (int k = 0; k < v->nfaces; k++) {
        int f = v->faces[k];
        if (tumbling)
            f = 1 + (int)((now / 60 + (Uint32)k * 7) % (Uint32)(v->sides[k] == 7 ? 4 : v->sides[k]));
        ui_die(g, v->sides[k] == 7 ? 7 : 6, v->sides[k] == 7 && f < 2 ? 2 : f,
               in.x + 4 + size / 2 + (size + 4) * (k % 16), y + size / 2 + (size + 4) * (float)(k / 16), size);
    }
    if (tumbling)
        ui_animate(a);
    if (v->nfaces)
        y += (int)((size + 4) * ((v->nfaces + 15) / 16));
    /* a sentence that would run past the panel's foot (three dice and two
     * long sentences at 1024x640) ends in an ellipsis: the log has it all */
    for (int k = 0; k < v->nsaid && in.y + in.h - y >= gfx_line_h(g, GFX_SMALL); k++) {
        SDL_Rect tr = {in.x + 4, y, in.w - 8, in.y + in.h - y};
        if (gfx_text_wrap_h(g, GFX_SMALL, tr.w, v->said[k]) > tr.h) {
            gfx_text_wrap_fit(g, GFX_SMALL, tr, gfx_rgb(UI_INK), v->said[k]);
            break;
        }
        y += gfx_text_wrap(g, GFX_SMALL, tr, gfx_rgb(UI_INK), v->said[k]);
    }
    /* a game opened (Load, Continue) has rolled before: not "no dice yet" */
    if (!v->nfaces && !v->nsaid)
        gfx_text_wrap(g, GFX_SMALL, (SDL_Rect){in.x + 4, y, in.w - 8, in.y + in.h - y},
                      gfx_rgb(UI_MUTED),
                      TST(v)->dice.nhist > 0 ? "No roll since the game was opened (the log has "
                                               "the earlier ones)."
                                             : "No dice rolled yet.");
}

/* What is drawn over the table for the game: the last moves, the
 * objectives, the chosen tray's 8" group or its weapon's range and arc. */
void tuanv_overlays(tview *v)
{
    const tu_state *st = TST(v);
    tableview_overlay o;

    /* the last action's moves */
    for (int k = 0; k < v->ntrail; k++) {
        memset(&o, 0, sizeof o);
        o.kind = TV_OV_LINE;
        o.at = v->trail_from[k];
        o.to = v->trail_to[k];
        o.rgb = 0xf3e9d2;
        snprintf(o.label, sizeof o.label, "%.1f\"", geom_dist(o.at, o.to));
        tableview_overlay_add(&v->tv, &o);
    }
    /* the last indirect fire: from the gun to where its leader spotted,
     * and on to the target (a gun firing through a hill looked like a
     * shot through it) */
    if (st->spot_valid && st->spot_gun >= 0 && st->spot_gun < st->ntrays &&
        st->spot_target >= 0 && st->spot_target < st->ntrays) {
        memset(&o, 0, sizeof o);
        o.kind = TV_OV_LINE;
        o.at = st->tray[st->spot_gun].p.pos;
        o.to = st->spot_at;
        o.rgb = 0xe67e22;
        snprintf(o.label, sizeof o.label, "leader spotting");
        tableview_overlay_add(&v->tv, &o);
        memset(&o, 0, sizeof o);
        o.kind = TV_OV_LINE;
        o.at = st->spot_at;
        o.to = st->tray[st->spot_target].p.pos;
        o.rgb = 0xe67e22;
        snprintf(o.label, sizeof o.label, "indirect fire");
        tableview_overlay_add(&v->tv, &o);
    }
    /* the group an Activate button under the pointer would activate */
    for (int k = 0; k < v->nhov; k++) {
        int j = v->hov_trays[k];
        if (j < 0 || j >= st->ntrays || st->tray[j].off)
            continue;
        memset(&o, 0, sizeof o);
        o.kind = TV_OV_CIRCLE;
        o.at = st->tray[j].p.pos;
        o.r = fmax(st->tray[j].p.width, st->tray[j].p.depth) / 2 + 1;
        o.rgb = 0x2ecc71;
        snprintf(o.label, sizeof o.label, "group: %s", st->tray[j].id);
        tableview_overlay_add(&v->tv, &o);
    }
    /* the objectives, always: gold, green while the attackers hold one */
    for (int k = 0; k < st->nobj; k++) {
        memset(&o, 0, sizeof o);
        o.kind = TV_OV_CIRCLE;
        o.at = st->obj[k].at;
        o.r = st->obj[k].r;
        o.rgb = tu_view_objective_held(st, k, st->attacker) ? 0x27ae60 : 0xc9a227;
        snprintf(o.label, sizeof o.label, "objective: %s", st->obj[k].name);
        tableview_overlay_add(&v->tv, &o);
    }
    if (v->sel < 0 || v->pc_of[v->sel] < 0)
        return;
    const tu_tray *t = &st->tray[v->sel];
    memset(&o, 0, sizeof o);
    if (st->phase == TU_P_SELECT) {
        o.kind = TV_OV_CIRCLE;
        o.at = t->p.pos;
        o.r = 8 + (t->p.round ? t->p.width / 2 : fmax(t->p.width, t->p.depth) / 2);
        o.rgb = 0xf1c40f;
        snprintf(o.label, sizeof o.label, "8\" group");
        tableview_overlay_add(&v->tv, &o);
        return;
    }
    /* no wedge for a tray that cannot fire as it stands: in column, a
     * gun limbered or dismantled (or its crew away), cavalry mounted; a
     * ring says why instead */
    if (tu_weapons[t->weapon].range != 0 &&
        (t->column || t->limbered || t->crew_away || (t->arm == TU_CAVALRY && t->mounted))) {
        o.kind = TV_OV_CIRCLE;
        o.at = t->p.pos;
        o.r = fmax(t->p.width, t->p.depth) / 2 + 1.5;
        o.rgb = 0x95a5a6;
        snprintf(o.label, sizeof o.label, "%s", t->column ? "in column: cannot fire"
                 : t->crew_away ? "no crew at the gun: cannot fire"
                 : t->limbered ? "not set up: cannot fire" : "mounted: dismount to fire");
        tableview_overlay_add(&v->tv, &o);
    } else if (tu_weapons[t->weapon].range != 0) {
        double r = tu_weapons[t->weapon].range;
        char words[32];
        weapon_words(t->weapon, words, sizeof words);
        o.kind = TV_OV_ARC;
        o.at = t->p.pos;
        o.facing = t->p.facing;
        o.arc = 180;
        o.r = r > 0 ? r : 0;
        o.rgb = 0x3498db;
        if (r > 0)
            snprintf(o.label, sizeof o.label, "%s %.0f\"", words, r);
        else
            snprintf(o.label, sizeof o.label, "%s, any range", words);
        tableview_overlay_add(&v->tv, &o);
    }
}

void tuanv_panel(tview *v, ui_app *a, gfx *g, SDL_Rect r)
{
    int x = r.x + 10, w = r.w - 20, y = r.y + 8;
    int hs = 56 + 18 * (TST(v)->nobj + (TST(v)->init_roll[0] || TST(v)->init_roll[1])) + 20;

    draw_state(v, a, g, (SDL_Rect){x, y, w, hs});
    y += hs + 8;
    /* the log keeps eight rows (the account of what the computer did);
     * the orders take what it and the dice leave, more when the chosen
     * tray has many (a charge offered against one enemy and against two
     * at once), and the player may drag the log's grip up over them */
    int nb = 0;
    if (tuanv_human_turn(v))
        for (int k = 0; k < v->nlegal; k++)
            nb += about_sel(v, &v->legal[k].act);
    int want = 250 + 32 * (nb > 6 ? 3 : nb > 3 ? nb - 3 : 0) + (v->npick >= 2 ? 56 : 0);
    SDL_Rect col = {x, y, w, r.y + r.h - 8 - y};
    SDL_Rect lr = ui_log_carve(g, &col, &v->logv, want + 136, 200 + 136);
    int oh = col.h - 136;
    draw_orders(v, a, g, (SDL_Rect){x, y, w, oh});
    y += oh + 8;
    draw_dice(v, a, g, (SDL_Rect){x, y, w, 128});
    ui_log_panel(a, lr, v->s->log, &v->logv);
}
