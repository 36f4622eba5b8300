/* peking_combat_panel: the attack being built before the die is rolled.
 * Opens on an enemy hex with the biggest attack the rules list on it;
 * attackers (adjacent and ranged), Allied guns, the leader's die bonus and
 * extra defending hexes are ticked on and off; the odds are built term by
 * term by the rules' own checks (pk_attack_check, pk_charge_odds for a
 * charge): strengths, each hex's terrain multiplier,
 * column, gun shifts, die modifier and what each face of the die would
 * do. A bayonet charge on the hex is offered when the rules list one. */
#include <stdio.h>
#include <string.h>

#include <SDL.h>

#include "games/peking/view/peking_view_local.h"

static const char *const col_names[10] = {"1-3", "1-2", "1-1", "2-1", "3-1",
                                          "4-1", "5-1", "6-1", "7-1", "8-1"};

static int has_def(const pk_action *x, int cell)
{
    int k;

    for (k = 0; k < x->nd; k++)
        if (x->defs[k] == cell)
            return 1;
    return 0;
}

static int in_list(const short *l, int n, int u)
{
    int k;

    for (k = 0; k < n; k++)
        if (l[k] == u)
            return 1;
    return 0;
}

static void add_unique(short *l, int *n, int max, int u)
{
    if (!in_list(l, *n, u) && *n < max)
        l[(*n)++] = (short)u;
}

/* The charge the panel's Bayonet charge button offers: one on a hex of
 * the attack, from the stack with the most of the ticked attackers (the
 * first listed among equals); -1 none. Another stack's charge on the same
 * hex is chosen by clicking that stack once the charge is shown. */
static int offered_charge(const pview *v)
{
    const pk_action *x = &v->cb.act;
    int i, k, best = -1, bs = -1;

    for (i = 0; i < v->nlegal; i++) {
        const pk_action *c = &v->legal[i];
        int s = 0;
        if (c->type != PK_A_CHARGE || !has_def(x, c->cell))
            continue;
        for (k = 0; k < c->n; k++)
            s += in_list(x->units, x->n, c->units[k]);
        if (s > bs) {
            bs = s;
            best = i;
        }
    }
    return best;
}

/* Another stack's charge on the charge's hex, from a stack at cell; -1. */
static int charge_from(const pview *v, int cell)
{
    const pk_state *st = PST(v);
    int i;

    for (i = 0; i < v->nlegal; i++) {
        const pk_action *c = &v->legal[i];
        if (c->type == PK_A_CHARGE && c->cell == v->cb.act.cell && c->n > 0 &&
            st->u[c->units[0]].cell == cell)
            return i;
    }
    return -1;
}

/* Enemy hexes next to an adjacent attacker: what a multi-hex attack may
 * add (the rules judge it). */
static void defender_choices(pview *v)
{
    const pk_state *st = PST(v);
    int k, d, e = 1 - st->u[v->cb.act.units[0]].side;

    v->cb.ndefc = 0;
    for (k = 0; k < v->cb.act.n; k++) {
        int c = st->u[v->cb.act.units[k]].cell;
        for (d = 0; d < HEX_DIRS; d++) {
            int nc = st->d->nb[c][d];
            if (nc >= 0 && st->occ[e][nc] && !has_def(&v->cb.act, nc))
                add_unique(v->cb.defc, &v->cb.ndefc, PK_MAX_DEF, nc);
        }
    }
}

int pkv_combat_open(pview *v, int cell)
{
    int i, k, best = -1, charge = -1;

    memset(&v->cb, 0, sizeof v->cb);
    for (i = 0; i < v->nlegal; i++) {
        const pk_action *x = &v->legal[i];
        if (x->type == PK_A_CHARGE && x->cell == cell && charge < 0)
            charge = i;
        if (x->type != PK_A_ATTACK || !has_def(x, cell))
            continue;
        for (k = 0; k < x->n; k++)
            add_unique(v->cb.cand, &v->cb.ncand, 64, x->units[k]);
        for (k = 0; k < x->ng; k++)
            add_unique(v->cb.gun, &v->cb.nguns, PK_MAX_GUNS, x->guns[k]);
        if (best < 0 || x->n + x->ng > v->legal[best].n + v->legal[best].ng)
            best = i;
    }
    if (best < 0 && charge < 0)
        return 0;
    v->cb.open = 1;
    if (best >= 0) {
        v->cb.act = v->legal[best];
    } else {
        v->cb.act = v->legal[charge];
        v->cb.charge = 1;
    }
    if (!v->cb.charge)
        defender_choices(v);
    pkv_select(v, -1);
    return 1;
}

void pkv_combat_close(pview *v)
{
    memset(&v->cb, 0, sizeof v->cb);
}

static void toggle_unit(pview *v, int u)
{
    pk_action *x = &v->cb.act;
    int k;

    for (k = 0; k < x->n; k++)
        if (x->units[k] == u) {
            memmove(&x->units[k], &x->units[k + 1], sizeof x->units[0] * (size_t)(x->n - k - 1));
            x->n--;
            return;
        }
    if (x->n < PK_MAX_SEL)
        x->units[x->n++] = (short)u;
}

static void toggle_gun(pview *v, int u)
{
    pk_action *x = &v->cb.act;
    int k;

    for (k = 0; k < x->ng; k++)
        if (x->guns[k] == u) {
            memmove(&x->guns[k], &x->guns[k + 1], sizeof x->guns[0] * (size_t)(x->ng - k - 1));
            x->ng--;
            return;
        }
    if (x->ng < PK_MAX_GUNS)
        x->guns[x->ng++] = (short)u;
}

void pkv_combat_click(pview *v, ui_app *a, int cell)
{
    const pk_state *st = PST(v);
    pk_action *x = &v->cb.act;
    int k, any = 0, all = 1;

    if (v->cb.charge) {
        int other = charge_from(v, cell);
        if (other >= 0)
            v->cb.act = v->legal[other];
        else
            ui_toast(a, "A charge takes the leader's whole stack: Roll or Cancel, or click "
                        "another stack that may charge this hex.");
        return;
    }
    if (has_def(x, cell)) {
        if (x->nd > 1) {
            for (k = 0; k < x->nd && x->defs[k] != cell; k++)
                ;
            memmove(&x->defs[k], &x->defs[k + 1], sizeof x->defs[0] * (size_t)(x->nd - k - 1));
            x->nd--;
            defender_choices(v);
        }
        return;
    }
    for (k = 0; k < v->cb.ndefc; k++)
        if (v->cb.defc[k] == cell && x->nd < PK_MAX_DEF) {
            x->defs[x->nd++] = (short)cell;
            defender_choices(v);
            return;
        }
    for (k = 0; k < v->cb.ncand; k++)
        if (st->u[v->cb.cand[k]].cell == cell) {
            any = 1;
            all &= in_list(x->units, x->n, v->cb.cand[k]);
        }
    if (!any) {
        ui_toast(a, "Click a blue or ringed hex to add or drop attackers, a ringed enemy hex to "
                    "attack it too; Cancel closes the attack.");
        return;
    }
    for (k = 0; k < v->cb.ncand; k++)
        if (st->u[v->cb.cand[k]].cell == cell && all == in_list(x->units, x->n, v->cb.cand[k]))
            toggle_unit(v, v->cb.cand[k]);
    if (x->n > 0)
        defender_choices(v);
}

static const char *unit_name(const pk_state *st, int i)
{
    const pk_unit *u = &st->u[i];
    if (u->side == PK_ALLIED && u->def >= 0 && u->def < st->d->nallied)
        return st->d->allied[u->def].name;
    if (u->side == PK_CHINESE && u->def >= 0 && u->def < st->d->nchin_kinds)
        return st->d->chinese[u->def].name;
    return u->id;
}

/* Why a defending hex's multiplier m is what it is, in a few words: the
 * chart's name of its terrain without the explanation in brackets, or
 * the wall, barricade or fortification that gives the x3 (a barricade
 * hex is clear ground: "x3 (Clear)" said nothing of the barricade). */
static const char *terrain_short(const pk_state *st, int cell, int m, char *buf, size_t n)
{
    int tk = pk_terrain(st, cell), w = pk_wall_at(st, cell);
    const char *t = st->d->tname[tk], *p = strstr(t, " (");
    int len = p ? (int)(p - t) : (int)strlen(t), own = st->d->defence[tk];

    if (m > own && st->fort[cell] >= 0 && m == st->d->defence[PK_T_FORT])
        snprintf(buf, n, "fortified %.*s", len, t);
    else if (m > own && w >= 0)
        snprintf(buf, n, "%s", st->d->walls[w].barricade ? "barricade" : "wall");
    else if (w >= 0)
        snprintf(buf, n, "%.*s, %s not counted", len, t,
                 st->d->walls[w].barricade ? "barricade" : "wall");
    else
        snprintf(buf, n, "%.*s%s", len, t, st->fort[cell] >= 0 ? ", fortified" : "");
    return buf;
}

/* A line of the panel named for tests by the room its text takes, so
 * that a text running past the panel's edge shows (assert-apart). */
static void text_part(ui_app *a, gfx *g, int font, int x, int y, const char *s)
{
    ui_part(a, (SDL_Rect){x, y + 4, gfx_text_w(g, font, s), 8}, "odds panel text");
}

/* The six faces of the die at column eff with modifier drm, in b: green
 * where the result is good for the attacker (for_attacker) or for the
 * defender. */
static void faces_row(ui_app *a, gfx *g, const pk_state *st, SDL_Rect r, int eff, int drm,
                      int for_attacker)
{
    int face;
    char buf[8];

    for (face = 1; face <= 6; face++) {
        int tot = face + drm < 1 ? 1 : face + drm > 6 ? 6 : face + drm;
        int res = pk_crt(st, eff, tot), bw = (r.w - 10) / 6;
        SDL_Rect b = {r.x + (face - 1) * (bw + 2), r.y, bw, r.h};
        int good = (res >= PK_R_DR && res != PK_R_EX) == for_attacker;
        gfx_round(g, b, 4, res == PK_R_EX ? gfx_rgb(0xd8c8a0) : good ? gfx_rgb(0xbfe3c6) : gfx_rgb(0xf0c0b8));
        snprintf(buf, sizeof buf, "%d", face);
        gfx_text_align(g, GFX_SMALL, b.x, b.y + 1, b.w, GFX_CENTER, gfx_rgb(UI_MUTED), buf);
        gfx_text_align(g, GFX_BOLD, b.x, b.y + r.h - 22, b.w, GFX_CENTER, gfx_rgb(UI_INK),
                       pk_result_name(res));
    }
    ui_part(a, r, "odds panel die row");
}

/* The defence's line of the odds, "1237 6 x1 (Clear)", with its sum
 * after terrain on the same line when one hex is attacked and it fits
 * (1 then): a line less, so the attackers' rows and an eight-row log
 * both have room at 1280x800. */
static int defence_line(const pview *v, gfx *g, const pk_action *t, const pk_combat *c, int w,
                        char *buf, size_t n)
{
    const pk_state *st = PST(v);
    size_t len;
    int k;

    buf[0] = 0;
    for (k = 0; k < t->nd; k++) {
        char h[8], tn[64];
        len = strlen(buf);
        snprintf(buf + len, n - len, "%s%s %d x%d (%s)", k ? ", " : "",
                 pk_label(st->d, t->defs[k], h, sizeof h), c->def_raw[k], c->def_mult[k],
                 terrain_short(st, t->defs[k], c->def_mult[k], tn, sizeof tn));
    }
    if (t->nd != 1)
        return 0;
    len = strlen(buf);
    snprintf(buf + len, n - len, " = %d", c->def);
    if (gfx_text_w(g, GFX_SMALL, buf) <= w - 120)
        return 1;
    buf[len] = 0;
    return 0;
}

/* The height odds() draws in width w: the rows above it leave it that
 * much (an estimate of 200 cut the attackers' list a row short). */
static int odds_h(const pview *v, gfx *g, int w)
{
    const pk_state *st = PST(v);
    pk_action t = v->cb.act;
    pk_combat c;
    char buf[220];
    int y;

    memset(&c, 0, sizeof c);
    if (v->cb.charge) {
        if (pk_charge_odds(st, &t, &c, NULL, 0) < 0)
            return 40;
        y = 3 * 18;
    } else {
        if (t.n == 0 || pk_attack_check(st, &t, &c, NULL, 0) < 0)
            return 40;
        y = 18 + 18 + (defence_line(v, g, &t, &c, w, buf, sizeof buf) ? 0 : 18);
    }
    return c.col < 0 ? y + 22 : y + 20 + 20 + 40;
}

/* The odds, term by term, and the six faces of the die. */
static int odds(pview *v, ui_app *a, gfx *g, SDL_Rect r)
{
    const pk_state *st = PST(v);
    pk_action t = v->cb.act;
    pk_combat c;
    char why[200] = "", buf[220];
    int y = r.y, k, eff, moved;

    memset(&c, 0, sizeof c);
    if (v->cb.charge) {
        char h[8], tn[64];
        if (pk_charge_odds(st, &t, &c, why, sizeof why) < 0) {
            gfx_text_wrap(g, GFX_SMALL, (SDL_Rect){r.x, y, r.w, 40}, gfx_rgb(UI_ACCENT), why);
            return -1;
        }
        snprintf(buf, sizeof buf, "Bayonet charge: strength %d x %d = %d", c.att_raw, c.att_mult, c.att);
        gfx_text(g, GFX_SMALL, r.x, y, gfx_rgb(UI_INK), buf);
        y += 18;
        snprintf(buf, sizeof buf, "Defence %s: %d x %d (%s) = %d", pk_label(st->d, t.cell, h, sizeof h),
                 c.def_raw[0], c.def_mult[0], terrain_short(st, t.cell, c.def_mult[0], tn, sizeof tn), c.def);
        gfx_text(g, GFX_SMALL, r.x, y, gfx_rgb(UI_INK), buf);
        y += 18;
        gfx_text(g, GFX_SMALL, r.x, y, gfx_rgb(UI_MUTED), "No guns and no leader bonus in a charge.");
        y += 18;
    } else {
        if (t.n == 0 || pk_attack_check(st, &t, &c, why, sizeof why) < 0) {
            gfx_text_wrap(g, GFX_SMALL, (SDL_Rect){r.x, y, r.w, 40}, gfx_rgb(UI_ACCENT),
                          t.n == 0 ? "Tick at least one attacker." : why);
            return -1;
        }
        buf[0] = 0;
        for (k = 0; k < t.n; k++)
            snprintf(buf + strlen(buf), sizeof buf - strlen(buf), "%s%d", k ? "+" : "",
                     pk_strength(st, &st->u[t.units[k]]));
        /* short: the line has the panel's width less its label */
        snprintf(buf + strlen(buf), sizeof buf - strlen(buf), " = %d", c.att_raw);
        if (c.drm > 0)
            snprintf(buf + strlen(buf), sizeof buf - strlen(buf), ", less %d used on the die", c.drm);
        gfx_text(g, GFX_SMALL, r.x, y, gfx_rgb(UI_INK), "Attack strength:");
        gfx_text(g, GFX_SMALL, r.x + 120, y, gfx_rgb(UI_INK), buf);
        text_part(a, g, GFX_SMALL, r.x + 120, y, buf);
        y += 18;
        int one = defence_line(v, g, &t, &c, r.w, buf, sizeof buf);
        gfx_text(g, GFX_SMALL, r.x, y, gfx_rgb(UI_INK), "Defence:");
        gfx_text(g, GFX_SMALL, r.x + 120, y, gfx_rgb(UI_INK), buf);
        text_part(a, g, GFX_SMALL, r.x + 120, y, buf);
        if (one) /* the note the sum's own line had */
            ui_tooltip(a, (SDL_Rect){r.x, y, r.w, 18}, "After terrain: the best multiplier of the hex "
                                                       "only, never two (18)");
        y += 18;
        if (!one) {
            snprintf(buf, sizeof buf, "= %d after terrain (best multiplier only)", c.def);
            gfx_text(g, GFX_SMALL, r.x + 120, y, gfx_rgb(UI_MUTED), buf);
            y += 18;
        }
    }
    if (c.col < 0) {
        snprintf(buf, sizeof buf, "Strengths %d against %d are below 1-3: the attack fails at once (AE).", c.att, c.def);
        gfx_text(g, GFX_BOLD, r.x, y, gfx_rgb(UI_ACCENT), buf);
        return y + 22 - r.y;
    }
    eff = c.col + c.shift > 9 ? 9 : c.col + c.shift;
    snprintf(buf, sizeof buf, "Strengths %d against %d: column %s%s%s%s", c.att, c.def, col_names[c.col],
             c.shift ? ", guns shift " : "", c.shift ? "to " : "", c.shift ? col_names[eff] : "");
    /* too wide in bold (guns shifting, 1280x800): the shift goes to the
     * die modifier's line below */
    moved = c.shift && gfx_text_w(g, GFX_BOLD, buf) > r.w;
    if (moved)
        snprintf(buf, sizeof buf, "Strengths %d against %d: column %s", c.att, c.def, col_names[c.col]);
    gfx_text(g, GFX_BOLD, r.x, y, gfx_rgb(UI_INK), buf);
    text_part(a, g, GFX_BOLD, r.x, y, buf);
    y += 20;
    if (!v->cb.charge && c.side == PK_CHINESE && pk_defend_choices(st, t.defs, t.nd) > 0) {
        /* 11.1: the defender will choose; the odds of his other choice */
        pk_action t0 = t;
        pk_combat c0;
        int h;
        t0.ddie = 0;
        if (pk_attack_check(st, &t0, &c0, NULL, 0) == 0) {
            if (c0.col < 0)
                snprintf(buf, sizeof buf, "The Allies choose (11.1). Leader as a point: %d against "
                         "%d, below 1-3. As -1 on the die, as below:", c0.att, c0.def);
            else
                snprintf(buf, sizeof buf, "The Allies choose (11.1). Leader as a point: %d against "
                         "%d, column %s, die unmodified. As -1 on the die, as below:", c0.att, c0.def,
                         col_names[c0.col + c0.shift > 9 ? 9 : c0.col + c0.shift]);
            h = gfx_text_wrap(g, GFX_SMALL, (SDL_Rect){r.x, y, r.w, 40}, gfx_rgb(UI_ACCENT), buf);
            y += (h > 0 ? h : 18) + 4;
        }
    }
    snprintf(buf, sizeof buf, "Die modifier %+d%s", c.drm,
             c.drm > 1 ? " (leaders)" : c.drm > 0 ? " (leader)"
             : c.drm < -1 ? " (Allied leaders defend)" : c.drm < 0 ? " (an Allied leader defends)" : "");
    if (moved)
        snprintf(buf + strlen(buf), sizeof buf - strlen(buf), "; guns shift the column to %s",
                 col_names[eff]);
    gfx_text(g, GFX_SMALL, r.x, y, gfx_rgb(UI_INK), buf);
    text_part(a, g, GFX_SMALL, r.x, y, buf);
    y += 20;
    faces_row(a, g, st, (SDL_Rect){r.x, y, r.w, 36}, eff, c.drm, 1);
    return y + 40 - r.y;
}

/* Why no normal attack may be made on the charge's hex: the charging
 * stack's units (its combat units and leaders, no guns) tried as one
 * attack on it by the rules' own check, its odds when they are below 1-3. */
static void normal_refusal(const pview *v, int cell, char *buf, size_t n)
{
    const pk_state *st = PST(v);
    const pk_action *ch = &v->cb.act;
    pk_action t;
    pk_combat c;
    char why[240] = "", h[8];
    int k;

    pk_label(st->d, cell, h, sizeof h);
    if (pkv_attack_refusal(v, cell, buf, n)[0])
        return;
    pk_action_init(&t, PK_A_ATTACK);
    t.nd = 1;
    t.defs[0] = (short)cell;
    for (k = 0; k < ch->n && t.n < PK_MAX_SEL; k++)
        t.units[t.n++] = ch->units[k];
    if (pk_attack_check(st, &t, &c, why, sizeof why) < 0 && c.def > 0 && c.col < 0 && strstr(why, "1-3"))
        snprintf(buf, n, "No normal attack on %s: the stack's %d against %d is worse than 1-3. No "
                 "attack may be made below 1-3, and only a unit forced to attack takes the automatic "
                 "AE (8.1.2); the charge counts four times the strength.", h, c.att, c.def);
    else if (why[0])
        snprintf(buf, n, "No normal attack on %s from this stack: %s", h, why);
    else
        snprintf(buf, n, "No normal attack on %s is allowed now (8.1).", h);
}

void pkv_combat_draw(pview *v, ui_app *a, gfx *g, SDL_Rect r)
{
    const pk_state *st = PST(v);
    pk_action *x = &v->cb.act;
    int y = r.y, k, rh = 22, charge = -1, i, ok, has_leader = 0;
    char buf[160];
    SDL_Rect roll = {r.x + r.w - 120, r.y + r.h - 34, 120, 34}, cancel = {roll.x - 100, roll.y, 94, 34};
    SDL_Rect chg = {r.x, roll.y, 150, 34};

    if (!v->cb.charge)
        charge = offered_charge(v);
    if (v->cb.charge) {
        int lead = x->units[0];
        for (k = 0; k < x->n; k++)
            if (st->u[x->units[k]].kind == PK_K_LEADER)
                lead = x->units[k];
        snprintf(buf, sizeof buf, "Bayonet charge led by %s", unit_name(st, lead));
        gfx_text(g, GFX_BOLD, r.x, y, gfx_rgb(UI_INK), buf);
        y += 22;
    } else {
        /* the heading in one bold line where it fits (1280x800); at
         * 1024x640 its aside goes small, or it ran over the panel's edge */
        static const char head[] = "Attackers", aside0[] = " (click to tick; ranged fire marked)";
        static const char more[] = " (click to tick; click a ringed hex to add it)";
        /* the hint that a ringed hex joins the attack goes in the aside
         * where it fits, a line less under the rows */
        int hint_up = v->cb.ndefc > 0 &&
                      gfx_text_w(g, GFX_BOLD, head) + gfx_text_w(g, GFX_SMALL, more) <= r.w;
        const char *aside = hint_up ? more : aside0;
        snprintf(buf, sizeof buf, "%s%s", head, aside);
        if (gfx_text_w(g, GFX_BOLD, buf) <= r.w) {
            gfx_text(g, GFX_BOLD, r.x, y, gfx_rgb(UI_INK), buf);
        } else {
            gfx_text(g, GFX_BOLD, r.x, y, gfx_rgb(UI_INK), head);
            gfx_text(g, GFX_SMALL, r.x + gfx_text_w(g, GFX_BOLD, head), y + 2, gfx_rgb(UI_MUTED), aside);
        }
        y += 20;
        /* the rows below the list (guns, the leader's die row, the hint)
         * take their room first, or the odds ran under the buttons; a
         * leader ticked but scrolled out of sight keeps his die row */
        int after = v->cb.nguns * rh + (v->cb.ndefc > 0 && !hint_up ? 20 : 0);
        for (k = 0; k < v->cb.ncand; k++)
            has_leader |= in_list(x->units, x->n, v->cb.cand[k]) &&
                          st->u[v->cb.cand[k]].kind == PK_K_LEADER;
        if (has_leader && st->u[x->units[0]].side == PK_ALLIED)
            after += rh;
        /* a Chinese attack on a leader with troops: the line of the
         * defender's other choice (11.1) under the strengths */
        if (x->n > 0 && st->u[x->units[0]].side == PK_CHINESE &&
            pk_defend_choices(st, x->defs, x->nd) > 0)
            after += 40;
        /* more candidates than rows (a full Chinese stack): the rows
         * scroll, with a line to say so, so that none is out of reach */
        int below = 4 + odds_h(v, g, r.w) + 4 + roll.h; /* the odds and the buttons */
        int fit = (r.y + r.h - below - after - y) / rh, n0 = 0, shown;
        if (fit < 2)
            fit = 2;
        if (v->cb.ncand > fit) {
            SDL_Rect list = {r.x, y, r.w, fit * rh};
            int top = v->cb.ncand - (fit - 1);
            if (ui_hover(a, list) && ui_in(a)->wheel)
                v->cb.scroll -= ui_in(a)->wheel;
            if (v->cb.scroll > top)
                v->cb.scroll = top;
            if (v->cb.scroll < 0)
                v->cb.scroll = 0;
            n0 = v->cb.scroll;
            shown = fit - 1;
        } else {
            v->cb.scroll = 0;
            shown = v->cb.ncand;
        }
        for (k = n0; k < v->cb.ncand && k < n0 + shown; k++) {
            int u = v->cb.cand[k], on = in_list(x->units, x->n, u), dd = 99, j;
            SDL_Rect row = {r.x, y, r.w, rh - 2};
            for (j = 0; j < x->nd; j++) {
                int dj = pk_dist(st, st->u[u].cell, x->defs[j]);
                if (dj < dd)
                    dd = dj;
            }
            gfx_round(g, row, 4, on ? gfx_rgba(0x4a90d9, 110) : gfx_rgba(0x8a7556, 40));
            pkv_counter(g, st, &st->u[u], (float)row.x + 11, (float)row.y + row.h / 2.0f, 10);
            snprintf(buf, sizeof buf, "%s %s  strength %d  %s", on ? "[x]" : "[ ]", unit_name(st, u),
                     pk_strength(st, &st->u[u]), dd >= 2 ? "ranged" : "adjacent");
            gfx_text(g, GFX_SMALL, row.x + 26, row.y + 3, gfx_rgb(UI_INK), buf);
            if (ui_clicked(a, row))
                toggle_unit(v, u);
            y += rh;
        }
        if (shown < v->cb.ncand) {
            SDL_Rect up = {r.x + r.w - 64, y, 30, rh - 2}, dn = {r.x + r.w - 30, y, 30, rh - 2};
            int ticked = 0;
            for (k = 0; k < v->cb.ncand; k++)
                ticked += in_list(x->units, x->n, v->cb.cand[k]);
            snprintf(buf, sizeof buf, "%d-%d of %d attackers, %d ticked (wheel or arrows)", n0 + 1,
                     n0 + shown, v->cb.ncand, ticked);
            gfx_text(g, GFX_SMALL, r.x + 4, y + 4, gfx_rgb(UI_MUTED), buf);
            if (ui_button(a, up, "^", n0 > 0 ? 0 : UI_DISABLED) && n0 > 0)
                v->cb.scroll--;
            ui_target(a, up, "attackers up");
            if (ui_button(a, dn, "v", n0 + shown < v->cb.ncand ? 0 : UI_DISABLED) &&
                n0 + shown < v->cb.ncand)
                v->cb.scroll++;
            ui_target(a, dn, "attackers down");
            y += rh;
        }
        for (k = 0; k < v->cb.nguns && y + rh < r.y + r.h - below; k++) {
            int u = v->cb.gun[k], on = in_list(x->guns, x->ng, u);
            SDL_Rect row = {r.x, y, r.w, rh - 2};
            gfx_round(g, row, 4, on ? gfx_rgba(0x4a90d9, 110) : gfx_rgba(0x8a7556, 40));
            pkv_counter(g, st, &st->u[u], (float)row.x + 11, (float)row.y + row.h / 2.0f, 10);
            snprintf(buf, sizeof buf, "%s %s  shifts %+d column%s", on ? "[x]" : "[ ]", unit_name(st, u),
                     st->d->allied[st->u[u].def].bonus, st->d->allied[st->u[u].def].bonus == 1 ? "" : "s");
            gfx_text(g, GFX_SMALL, row.x + 26, row.y + 3, gfx_rgb(UI_INK), buf);
            if (ui_clicked(a, row))
                toggle_gun(v, u);
            y += rh;
        }
        if (has_leader && st->u[x->units[0]].side == PK_ALLIED) {
            SDL_Rect row = {r.x, y, r.w, rh - 2};
            gfx_round(g, row, 4, x->drm ? gfx_rgba(0x4a90d9, 110) : gfx_rgba(0x8a7556, 40));
            snprintf(buf, sizeof buf, "%s %s (not for ranged fire alone)", x->drm ? "[x]" : "[ ]",
                     st->leaders_add ? "Each leader's point as +1 on the die"
                                     : "Leader's point as +1 on the die");
            /* the aside goes to a tooltip when the row is too narrow */
            ui_tooltip(a, row, buf);
            if (gfx_text_w(g, GFX_SMALL, buf) > row.w - 12)
                *strstr(buf, " (not for") = 0;
            gfx_text(g, GFX_SMALL, row.x + 6, row.y + 3, gfx_rgb(UI_INK), buf);
            text_part(a, g, GFX_SMALL, row.x + 6, row.y, buf);
            if (ui_clicked(a, row))
                x->drm = !x->drm;
            y += rh;
        }
        if (v->cb.ndefc > 0 && !hint_up) {
            gfx_text(g, GFX_SMALL, r.x, y + 2, gfx_rgb(UI_MUTED),
                     "Click a ringed enemy hex on the map to attack it too.");
            y += 20;
        }
    }
    y += 4;
    ok = odds(v, a, g, (SDL_Rect){r.x, y, r.w, roll.y - y - 4}) >= 0;
    /* named for tests: nothing of the odds may lie under the buttons or
     * run past the panel's right edge */
    ui_part(a, (SDL_Rect){r.x + r.w + 1, r.y, 8, r.h}, "odds panel edge");
    ui_part(a, roll, "odds panel button Roll");
    ui_part(a, cancel, "odds panel button Cancel");
    if (charge >= 0 || v->cb.charge)
        ui_part(a, chg, "odds panel button charge");
    if (ui_button(a, cancel, "Cancel", 0)) {
        pkv_combat_close(v);
        return;
    }
    if (charge >= 0 && !v->cb.charge && pkv_human_turn(v)) {
        /* named after every charge on the attack's hexes: the button leads
         * to each (another stack's by a click on it), for scripts too */
        for (i = 0; i < v->nlegal; i++)
            if (v->legal[i].type == PK_A_CHARGE && has_def(x, v->legal[i].cell)) {
                cJSON *j = pk_action_json(st, &v->legal[i]);
                char *name = j ? cJSON_PrintUnformatted(j) : NULL;
                if (name)
                    ui_target(a, chg, name);
                cJSON_free(name);
                cJSON_Delete(j);
            }
    }
    if (charge >= 0 && !v->cb.charge && ui_button(a, chg, "Bayonet charge", 0)) {
        v->cb.act = v->legal[charge];
        v->cb.charge = 1;
        return;
    }
    if (v->cb.charge) {
        /* a normal attack the rules refuse (below 1-3 and not forced, no
         * attacker left ...) is greyed, its reason on hover and on click;
         * it used to do nothing */
        char why[320];
        int cell = x->cell, can = 0;
        for (i = 0; i < v->nlegal && !can; i++)
            can = v->legal[i].type == PK_A_ATTACK && has_def(&v->legal[i], cell);
        if (can && ui_button(a, chg, "Normal attack", 0)) {
            pkv_combat_open(v, cell);
            return;
        }
        if (!can) {
            normal_refusal(v, cell, why, sizeof why);
            ui_button(a, chg, "Normal attack", UI_DISABLED);
            ui_tooltip(a, chg, why);
            ui_part(a, chg, "odds panel normal attack refused");
            if (ui_clicked(a, chg))
                ui_toast(a, "%s", why);
        }
    }
    if (pkv_human_turn(v) && ok) {
        cJSON *j = pk_action_json(st, x);
        char *name = j ? cJSON_PrintUnformatted(j) : NULL;
        if (name)
            ui_target(a, roll, name);
        cJSON_free(name);
        cJSON_Delete(j);
    }
    if (ui_button(a, roll, "Roll", ok ? UI_PRIMARY : UI_DISABLED) && ok)
        pkv_play(v, a, x);
}

void pkv_defend_draw(pview *v, ui_app *a, gfx *g, SDL_Rect r)
{
    const pk_state *st = PST(v);
    const pk_task *t = &st->task[0];
    int y = r.y, k, i, h;
    char buf[200], hx[8];

    snprintf(buf, sizeof buf, "Chinese attack on %s", pk_label(st->d, t->cell[0], hx, sizeof hx));
    gfx_text(g, GFX_BOLD, r.x, y, gfx_rgb(UI_INK), buf);
    y += 22;
    h = gfx_text_wrap(g, GFX_SMALL, (SDL_Rect){r.x, y, r.w, 60}, gfx_rgb(UI_INK),
                      t->need > 1 ? "Before the die: how many of your defending leaders give -1 "
                                    "on the die instead of a point of strength (11.1)?"
                                  : "Before the die: does your defending leader's 1 count as a "
                                    "point of strength or as -1 on the die (11.1)?");
    y += (h > 0 ? h : 18) + 8;
    /* each way: its line, the die row, its button; closer together where
     * the panel is short (a replay's, above the bar), so that every way
     * shows (the second was left out there) */
    int tight = y + (t->need + 1) * 104 > r.y + r.h, step = tight ? 96 : 104;
    /* three ways or more in a short panel: each way's button beside its
     * die row, in a few words (the third way was left out at 1024x640) */
    int beside = y + (t->need + 1) * 96 > r.y + r.h;
    if (beside)
        step = 66;
    for (k = 0; k <= t->need && y + step <= r.y + r.h; k++) {
        pk_combat c;
        int eff, act = -1;
        if (pk_defend_odds(st, k, &c) < 0)
            continue;
        for (i = 0; i < v->nlegal; i++)
            if (v->legal[i].type == PK_A_DEFEND && v->legal[i].ddie == k)
                act = i;
        if (k == 0)
            snprintf(buf, sizeof buf, "As a point: %d against %d", c.att, c.def);
        else
            snprintf(buf, sizeof buf, "%s on the die: %d against %d", k == 1 && t->need == 1 ?
                     "Leader" : k == 1 ? "One leader" : "Leaders", c.att, c.def);
        if (c.col < 0) {
            snprintf(buf + strlen(buf), sizeof buf - strlen(buf), ", below 1-3: AE");
            eff = 0;
        } else {
            eff = c.col + c.shift > 9 ? 9 : c.col + c.shift;
            snprintf(buf + strlen(buf), sizeof buf - strlen(buf), ", %s, die %+d", col_names[eff], c.drm);
        }
        gfx_text(g, beside ? GFX_SMALL : GFX_BOLD, r.x, y, gfx_rgb(UI_INK), buf);
        text_part(a, g, beside ? GFX_SMALL : GFX_BOLD, r.x, y, buf);
        y += beside ? 18 : 20;
        if (c.col >= 0)
            faces_row(a, g, st, (SDL_Rect){r.x, y, beside ? r.w - 112 : r.w, 40}, eff, c.drm, 0);
        if (!beside)
            y += tight ? 42 : 44;
        if (beside)
            snprintf(buf, sizeof buf, k == 0 ? "As points" : "%d on die", k);
        else if (k == 0)
            snprintf(buf, sizeof buf, "Count %s as a point", t->need > 1 ? "them" : "him");
        else
            snprintf(buf, sizeof buf, "%d on the die (-%d)", k, k);
        if (act >= 0) {
            SDL_Rect b = beside ? (SDL_Rect){r.x + r.w - 104, y, 104, 40}
                                : (SDL_Rect){r.x, y, r.w < 240 ? r.w : 240, 30};
            if (pkv_human_turn(v))
                ui_target(a, b, pkv_name(v, act));
            if (ui_button(a, b, buf, k == pk_bot_defend(st) ? UI_PRIMARY : 0))
                pkv_play_legal(v, a, act);
        }
        y += beside ? 48 : tight ? 34 : 40;
    }
    if (y + 32 <= r.y + r.h)
        gfx_text_wrap(g, GFX_SMALL, (SDL_Rect){r.x, y, r.w, 40}, gfx_rgb(UI_MUTED),
                      "Green: a result good for you. The red button is what the computer would choose.");
}
