/* kutf_board: the board pieces of the play screen: the units' counters,
 * and the Legation Compound with its four approach tracks, defenders' and
 * gun boxes, Fort Halliday, the Chinese CP tracks and the Peitang. The
 * strip below it is kutf_strip.c, the relief-column inset kutf_column.c.
 * Every legal action that belongs to a piece is offered on that piece. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include <SDL.h>

#include "games/kutf/rules/kutf.h"
#include "gfx/gfx.h"
#include "ui/ui.h"

#include "games/kutf/view/kutf_hud.h"
#include "games/kutf/view/kutf_view.h"

/* ------------------------------------------------------------------ */
/* units                                                               */

static const struct {
    const char *id, *file, *abbr;
} nations[] = {
    {"AT", "austria", "AUT"}, {"GB", "britain", "GBR"}, {"FR", "france", "FRA"},
    {"DE", "germany", "GER"}, {"IT", "italy", "ITA"},   {"JP", "japan", "JPN"},
    {"RU", "russia", "RUS"},  {"US", "usa", "USA"},
};

static int nation_of(const kutf_state *st, int u)
{
    if (u < 0 || u >= KUTF_UNITS)
        return -1;
    for (int i = 0; i < (int)(sizeof nations / sizeof nations[0]); i++)
        if (!strcmp(nations[i].id, st->data->unit[u].id))
            return i;
    return -1;
}

const char *kutfv_unit_asset(const kutf_state *st, int u)
{
    static char buf[64];
    if (u == KUTF_GUN)
        return "kutf/unit-gun.svg";
    int k = nation_of(st, u);
    snprintf(buf, sizeof buf, "kutf/unit-%s.svg", k >= 0 ? nations[k].file : "britain");
    return buf;
}

const char *kutfv_unit_flag(const kutf_state *st, int u)
{
    static char buf[64];
    int k = nation_of(st, u);
    snprintf(buf, sizeof buf, "kutf/flag-%s.svg", k >= 0 ? nations[k].file : "britain");
    return buf;
}

const char *kutfv_unit_abbr(const kutf_state *st, int u)
{
    if (u == KUTF_GUN)
        return "GUN";
    int k = nation_of(st, u);
    return k >= 0 ? nations[k].abbr : st->data->unit[u].id;
}

void kutfv_unit_tip(const kutf_state *st, int u, char *buf, size_t n)
{
    if (u == KUTF_GUN) {
        snprintf(buf, n, "The International Gun: +%d to hit at Long or Extreme Range, and +%d Chinese "
                 "casualties in fire and in melee at the Wall (not in the Street). Never takes "
                 "casualties.",
                 st->data->gun_hit, st->data->gun_casualties);
        return;
    }
    const kutf_unit_def *d = &st->data->unit[u];
    char ab[160] = "";
    size_t k = 0;
#define ADD(...) do { int w_ = snprintf(ab + k, sizeof ab - k, __VA_ARGS__); \
        if (w_ > 0 && (size_t)w_ < sizeof ab - k) k += (size_t)w_; } while (0)
    if (d->hit_extreme && d->hit_long && d->hit_extreme == d->hit_long)
        ADD("%s%+d to hit at range", k ? "; " : "", d->hit_long);
    else {
        if (d->hit_long)
            ADD("%s%+d to hit at Long Range", k ? "; " : "", d->hit_long);
        if (d->hit_extreme)
            ADD("%s%+d to hit at Extreme Range", k ? "; " : "", d->hit_extreme);
    }
    if (d->melee_chinese)
        ADD("%s%+d Chinese melee casualties", k ? "; " : "", d->melee_chinese);
    if (d->melee_legation)
        ADD("%s%+d Legation melee casualties", k ? "; " : "", d->melee_legation);
#undef ADD
    snprintf(buf, n, "%s: %d CP (started with %d). %s%s", d->name, st->cp[u], d->start_cp,
             ab[0] ? ab : "No special ability", ab[0] ? "." : ".");
}

void kutfv_counter(gfx *g, const char *asset, SDL_Rect r, const char *label, int cp, int cp_low)
{
    /* a drop shadow lifts the counter off the map */
    SDL_Rect sh = {r.x + 2, r.y + 3, r.w, r.h};
    gfx_round(g, sh, 6, gfx_rgba(0x1a120c, 90));
    gfx_image(g, asset, r);
    int band = r.h * 19 / 100;
    int lh = gfx_line_h(g, GFX_SMALL);
    gfx_text_align(g, GFX_SMALL, r.x, r.y + r.h - band - 1 - (lh - band) / 2 - 1, r.w,
                   GFX_CENTER, gfx_rgb(0xf3e9d2), label);
    if (cp >= 0) {
        float rad = r.w * 0.21f;
        float cx = r.x + r.w - rad * 0.55f, cy = r.y + rad * 0.55f;
        gfx_circle(g, cx, cy, rad + 1.5f, gfx_rgb(0x2b2118));
        gfx_circle(g, cx, cy, rad, gfx_rgb(cp_low ? 0xf4d9c8 : 0xfbf4e2));
        char b[16];
        snprintf(b, sizeof b, "%d", cp);
        int bl = gfx_line_h(g, GFX_BOLD);
        gfx_text_align(g, GFX_BOLD, (int)(cx - rad), (int)(cy - bl / 2.f), (int)(2 * rad),
                       GFX_CENTER, gfx_rgb(cp_low ? UI_ACCENT : UI_INK), b);
    }
}

/* ------------------------------------------------------------------ */
/* map geometry: base units of a 640-square map, scaled into v->r_map   */

enum { SPACE = 60, COUNTER = 54 };
static const int dist[KUTF_NSPACES] = {290, 228, 162, 92, 0};
static const char *const space_l1[KUTF_NSPACES] = {"Extreme", "Long", "Wall", "Street", "Fort"};
static const char *const space_l2[KUTF_NSPACES] = {"range", "range", "", "fighting", ""};

typedef struct geo {
    SDL_Rect r;
    float k;
} geo;

static int gx(const geo *m, float x) { return m->r.x + (int)lroundf(x * m->k); }
static int gy(const geo *m, float y) { return m->r.y + (int)lroundf(y * m->k); }

static SDL_Rect box_at(const geo *m, float cx, float cy, int size)
{
    int s = (int)lroundf(size * m->k);
    return (SDL_Rect){gx(m, cx) - s / 2, gy(m, cy) - s / 2, s, s};
}

static SDL_Rect inset(SDL_Rect r, int d)
{
    return (SDL_Rect){r.x + d, r.y + d, r.w - 2 * d, r.h - 2 * d};
}

/* Direction of a track on the map from its id ("N", "E", "S", "W"). */
static void track_dir(const kutf_state *st, int t, int *dx, int *dy)
{
    static const int def[4][2] = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}};
    char c = st->data->track[t].id[0];
    int k = c == 'N' ? 0 : c == 'E' ? 1 : c == 'S' ? 2 : c == 'W' ? 3 : t % 4;
    *dx = def[k][0];
    *dy = def[k][1];
}

static SDL_Rect space_rect(const kutf_state *st, const geo *m, int t, int sp, int size)
{
    int dx, dy;
    track_dir(st, t, &dx, &dy);
    return box_at(m, 320.f + dx * dist[sp], 320.f + dy * dist[sp], size);
}

/* Defender box slot 0/1 on the wall line, and the gun box further along. */
static SDL_Rect wall_box(const kutf_state *st, const geo *m, int t, int along, int size)
{
    int dx, dy;
    track_dir(st, t, &dx, &dy);
    float px = (float)-dy, py = (float)dx;
    return box_at(m, 320.f + dx * 162 + px * along, 320.f + dy * 162 + py * along, size);
}

static SDL_Rect slot_rect(const kutf_state *st, const geo *m, int t, int slot, int size)
{
    return wall_box(st, m, t, slot ? 66 : -66, size);
}

static SDL_Rect gun_rect(const kutf_state *st, const geo *m, int t, int size)
{
    return wall_box(st, m, t, 132, size);
}

static int unit_at(const kutf_state *st, int t, int slot)
{
    for (int u = 0; u < KUTF_UNITS; u++)
        if (st->utrack[u] == t && st->uslot[u] == slot && st->cp[u] > 0)
            return u;
    return -1;
}

/* ------------------------------------------------------------------ */
/* the compound                                                        */

static void empty_space(gfx *g, SDL_Rect r, const char *l1, const char *l2, unsigned tint)
{
    gfx_round(g, r, 4, gfx_rgba(tint, 150));
    gfx_frame(g, r, gfx_rgba(0x3e3020, 200), 1);
    int lh = gfx_line_h(g, GFX_SMALL);
    int y = r.y + (r.h - (l2[0] ? 2 * lh : lh)) / 2;
    gfx_text_align(g, GFX_SMALL, r.x, y, r.w, GFX_CENTER, gfx_rgba(0x3e3020, 190), l1);
    if (l2[0])
        gfx_text_align(g, GFX_SMALL, r.x, y + lh, r.w, GFX_CENTER, gfx_rgba(0x3e3020, 190), l2);
}

static void draw_chinese(kutfv *v, const geo *m, int t)
{
    const kutf_state *st = v->st;
    const kutf_chinese *c = &st->ch[t];
    if (c->kind == KUTF_NOBODY)
        return;
    /* the counter's band names the space it stands on, not its kind (the
     * art and colour show that): a Boxer at Long Range must not read as
     * one at the Wall, and the box label under it is covered */
    SDL_Rect r = space_rect(st, m, t, c->space, COUNTER);
    kutfv_counter(v->g, c->kind == KUTF_BOXER ? "kutf/unit-boxer.svg" : "kutf/unit-qing.svg", r,
                  "", c->cp, 0);
    {
        static const char *const where[KUTF_NSPACES] = {"Extreme", "Long", "Wall", "Street", "Fort"};
        int lhs = gfx_line_h(v->g, GFX_SMALL);
        char wl[24];
        if (c->space == KUTF_WALL)
            snprintf(wl, sizeof wl, "Wall -%d", st->data->track[t].wall);
        else
            snprintf(wl, sizeof wl, "%s", where[c->space]);
        SDL_Rect ls = {r.x - 3, r.y + r.h - lhs - 1, r.w + 6, lhs};
        gfx_round(v->g, ls, 3, gfx_rgba(0x2b2118, 225));
        gfx_text_align(v->g, GFX_SMALL, ls.x, ls.y, ls.w, GFX_CENTER, gfx_rgb(0xf3e9d2), wl);
    }
    if (st->halt_mask & (1 << t)) {
        SDL_Rect hb = {r.x, r.y + r.h + 2, r.w, gfx_line_h(v->g, GFX_SMALL)};
        gfx_round(v->g, hb, 3, gfx_rgba(0x2b2118, 200));
        gfx_text_align(v->g, GFX_SMALL, hb.x, hb.y, hb.w, GFX_CENTER, gfx_rgb(0xf3e9d2), "holds");
    }
    int ranged = c->space == KUTF_EXTREME || c->space == KUTF_LONG;
    int i = kutfv_find_track(v, ranged ? KUTF_A_FIRE : KUTF_A_MELEE, t);
    if (i < 0)
        i = kutfv_find_track(v, KUTF_A_HALT, t);
    char tip[260], odds[120] = "";
    int pct = -1;
    if (ranged) {
        /* the chance of a hit, as the column's are shown: a die and the
         * wall's defenders' and the gun's bonuses, the card's and the
         * events' modifiers, over its CP (a 7-CP Qing at Extreme Range
         * was offered like any other shot, with no die able to hit) */
        const kutf_card *cc = st->current >= 0 ? &st->data->card[st->current] : NULL;
        int mod = 0, hits = 0;
        for (unsigned wm = kutf_wall_of(st, t); wm; wm &= wm - 1) {
            int u = kutf_low_unit(wm);
            mod += c->space == KUTF_EXTREME ? st->data->unit[u].hit_extreme : st->data->unit[u].hit_long;
        }
        if (st->gun_track == t)
            mod += st->data->gun_hit;
        mod += (cc ? cc->drm_fire : 0) + st->turn_fire + st->perm_fire;
        for (int d = 1; d <= 6; d++)
            hits += d + mod > c->cp;
        pct = (hits * 100 + 3) / 6;
        snprintf(odds, sizeof odds, " To hit: die %+d over %d, %d%%%s.", mod, c->cp, pct,
                 hits == 0 ? " (no die can hit: a wasted Action)" : "");
    }
    snprintf(tip, sizeof tip, "%s on the %s track, %s: %d CP. %s%s", c->kind == KUTF_BOXER ? "Boxers" : "Qing troops",
             st->data->track[t].name,
             c->space == KUTF_EXTREME ? "Extreme Range" : c->space == KUTF_LONG ? "Long Range"
             : c->space == KUTF_WALL ? "at the Wall" : "Street Fighting", c->cp,
             ranged ? "Fire at it (to hit: beat its CP)." : "Melee it (both sides take casualties).", odds);
    kutfv_tip(v, r, tip);
    if (i >= 0) {
        if (v->input) { /* dark edges keep the green glow visible on a yellow Qing counter */
            SDL_Rect d1 = {r.x - 1, r.y - 1, r.w + 2, r.h + 2};
            SDL_Rect d2 = {r.x - 8, r.y - 8, r.w + 16, r.h + 16};
            gfx_frame(v->g, d1, gfx_rgba(0x1a120c, 230), 1);
            gfx_frame(v->g, d2, gfx_rgba(0x1a120c, 200), 2);
        }
        kutfv_hot(v, r, i);
        if (pct >= 0 && v->input && v->st->data) {
            /* the odds on the counter while a shot at it is offered */
            char pb[16], pn[48];
            int lhs = gfx_line_h(v->g, GFX_SMALL), pw;
            snprintf(pb, sizeof pb, "%d%%", pct);
            pw = gfx_text_w(v->g, GFX_SMALL, pb) + 8;
            SDL_Rect ob = {r.x - pw + 6, r.y + 2, pw, lhs};   /* clear of its CP badge */
            gfx_round(v->g, ob, 3, gfx_rgb(pct == 0 ? 0x9a1d14 : 0x2b5aa0));
            gfx_text_align(v->g, GFX_SMALL, ob.x, ob.y, ob.w, GFX_CENTER, gfx_rgb(0xfbf4e2), pb);
            snprintf(pn, sizeof pn, "fire odds %s %d%%", st->data->track[t].name, pct);
            ui_part(v->a, ob, pn);
        }
    } else if (kutfv_click(v, r)) {
        char j[80];
        snprintf(j, sizeof j, "{\"type\":\"%s\",\"track\":\"%s\"}", ranged ? "fire" : "melee",
                 st->data->track[t].id);
        kutfv_explain(v, j);
    }
}

/* What one casualty click does, said before the click: the rules take
 * the rest by themselves once only one choice is left, so one click may
 * cost two units (or a unit and the fort). Tried on a copy of the state. */
void kutfv_casualty_preview(const kutfv *v, const kutf_action *a, char *buf, size_t n)
{
    static kutf_state tmp;   /* large: not on the stack */
    const kutf_state *st = v->st;
    const kutf_data *d = st->data;
    size_t k = 0;
    int u, parts = 0;

    tmp = *st;
    buf[0] = 0;
    if (kutf_apply(&tmp, a, NULL, NULL, 0) < 0)
        return;
    k += (size_t)snprintf(buf + k, n - k, "This click: ");
    for (u = -1; u < KUTF_UNITS && k < n; u++) {
        int lost = u < 0 ? st->fort - tmp.fort : st->cp[u] - tmp.cp[u];
        if (lost <= 0)
            continue;
        k += (size_t)snprintf(buf + k, n - k, "%s%s -%d", parts++ ? ", " : "",
                              u < 0 ? "fortification" : d->unit[u].name, lost);
    }
    if (k < n)
        snprintf(buf + k, n - k, "%s", parts > 1 ? " (the rest follow by themselves: only one "
                                                   "choice is left after it)." : ".");
}

/* A legation unit on the board (u 0..7 or KUTF_GUN) with every action it
 * takes part in: casualty, gain/lose, the first click of a move or swap, or
 * the second click of a swap. */
static void draw_defender(kutfv *v, SDL_Rect box, int u)
{
    const kutf_state *st = v->st;
    SDL_Rect r = inset(box, (box.w - box.w * COUNTER / SPACE) / 2);
    int cp = u == KUTF_GUN ? -1 : st->cp[u];
    int low = u != KUTF_GUN && st->cp[u] < st->data->unit[u].start_cp;
    kutfv_counter(v->g, kutfv_unit_asset(st, u), r, kutfv_unit_abbr(st, u), cp, low);
    char tip[320];
    kutfv_unit_tip(st, u, tip, sizeof tip);
    kutfv_tip(v, r, tip);
    int i = -1;
    if (v->sel >= 0 && v->sel != u)
        i = kutfv_find_swap(v, v->sel, u);
    if (i < 0 && u != KUTF_GUN) {
        i = kutfv_find_unit(v, KUTF_A_CASUALTY, u);
        if (i >= 0) {
            char pv[200];
            kutfv_casualty_preview(v, &v->act[i].a, pv, sizeof pv);
            if (pv[0])
                kutfv_tip(v, r, pv);
        }
        if (i < 0)
            i = kutfv_find_unit(v, KUTF_A_GAIN, u);
        if (i < 0)
            i = kutfv_find_unit(v, KUTF_A_LOSE, u);
    }
    if (i >= 0) {
        kutfv_hot(v, r, i);
        kutfv_mark(v, u);
        return;
    }
    if (kutfv_pick(v, r, u))
        return;
    if (kutfv_click(v, r) && st->seg == KUTF_SEG_MOVEMENT) {
        /* ask the rules why this unit cannot move (engaged, or full walls) */
        int t = u == KUTF_GUN ? st->gun_track : st->utrack[u];
        char j[96];
        snprintf(j, sizeof j, "{\"type\":\"move\",\"unit\":\"%s\",\"track\":\"%s\"}",
                 u == KUTF_GUN ? "GUN" : st->data->unit[u].id,
                 st->data->track[(t + 1) % KUTF_TRACKS].id);
        kutfv_explain(v, j);
    }
}

/* In the Movement segment, "engaged" on each pinned defender: why it does
 * not glow. Drawn after the Chinese counters, inside the defender's box,
 * so nothing covers it. */
static void draw_engaged(kutfv *v, const geo *m)
{
    const kutf_state *st = v->st;
    int lh = gfx_line_h(v->g, GFX_SMALL);

    if (st->seg != KUTF_SEG_MOVEMENT || st->pend != KUTF_PEND_NONE)
        return;
    for (int u = 0; u <= KUTF_GUN; u++) {
        int t = u == KUTF_GUN ? st->gun_track : st->utrack[u];
        if (t < 0 || (u != KUTF_GUN && st->cp[u] <= 0) || !kutf_frozen(st, u))
            continue;
        SDL_Rect b = u == KUTF_GUN ? gun_rect(st, m, t, SPACE) : slot_rect(st, m, t, st->uslot[u], SPACE);
        SDL_Rect fb = {b.x - 4, b.y + b.h / 2 - lh / 2, b.w + 8, lh + 2};
        gfx_round(v->g, fb, 3, gfx_rgba(UI_ACCENT, 235));
        gfx_frame(v->g, fb, gfx_rgba(0xfbf4e2, 200), 1);
        gfx_text_align(v->g, GFX_SMALL, fb.x, fb.y + 1, fb.w, GFX_CENTER, gfx_rgb(0xfbf4e2), "engaged");
    }
}

static void draw_wall_boxes(kutfv *v, const geo *m, int t)
{
    const kutf_state *st = v->st;
    gfx *g = v->g;
    for (int slot = 0; slot < KUTF_SLOTS; slot++) {
        SDL_Rect b = slot_rect(st, m, t, slot, SPACE);
        int u = unit_at(st, t, slot);
        if (u < 0) {
            char nm[8];
            kutf_box_name(st, t * 2 + slot, 0, nm, sizeof nm);
            gfx_round(g, b, 4, gfx_rgba(0xf3e9d2, 200));
            gfx_frame(g, b, gfx_rgb(0x2b4a7a), 2);
            int lh = gfx_line_h(g, GFX_SMALL);
            /* "Defender" where the box is wide enough for it, else "Box" */
            gfx_text_align(g, GFX_SMALL, b.x, b.y + b.h / 2 - lh, b.w, GFX_CENTER,
                           gfx_rgba(0x2b4a7a, 220),
                           gfx_text_w(g, GFX_SMALL, "Defender") <= b.w - 8 ? "Defender" : "Box");
            gfx_text_align(g, GFX_SMALL, b.x, b.y + b.h / 2, b.w, GFX_CENTER, gfx_rgba(0x2b4a7a, 220), nm);
            if (v->sel >= 0 && v->sel != KUTF_GUN) {
                int i = kutfv_find_place(v, v->sel, t * 2 + slot);
                if (i < 0)
                    i = kutfv_find_move(v, v->sel, t);
                if (i >= 0)
                    kutfv_hot(v, b, i);
            }
        } else {
            gfx_round(g, b, 4, gfx_rgba(0x2b4a7a, 120));
            draw_defender(v, b, u);
        }
    }
    SDL_Rect gb = gun_rect(st, m, t, SPACE);
    if (st->gun_track == t) {
        gfx_round(g, gb, 4, gfx_rgba(0x6b4f1d, 120));
        draw_defender(v, gb, KUTF_GUN);
    } else {
        /* faint until the gun is in play: a reminder of where it goes */
        int live = st->gun_track >= 0 || v->sel == KUTF_GUN;
        gfx_round(g, gb, 4, gfx_rgba(0xf3e9d2, live ? 170 : 90));
        gfx_frame(g, gb, gfx_rgba(0x6b4f1d, live ? 200 : 90), 1);
        int lh = gfx_line_h(g, GFX_SMALL);
        gfx_text_align(g, GFX_SMALL, gb.x, gb.y + gb.h / 2 - lh, gb.w, GFX_CENTER,
                       gfx_rgba(0x6b4f1d, live ? 220 : 120), "Gun");
        gfx_text_align(g, GFX_SMALL, gb.x, gb.y + gb.h / 2, gb.w, GFX_CENTER,
                       gfx_rgba(0x6b4f1d, live ? 220 : 120), "box");
        {   /* which wall: "on this wall" named none of the four */
            char gt[96];
            snprintf(gt, sizeof gt, "The International Gun's box on the %s wall.",
                     st->data->track[t].name);
            kutfv_tip(v, gb, gt);
            snprintf(gt, sizeof gt, "gun box %s", st->data->track[t].name);
            ui_part(v->a, gb, gt);
        }
        if (v->sel == KUTF_GUN) {
            int i = kutfv_find_place(v, KUTF_GUN, t);
            if (i < 0)
                i = kutfv_find_move(v, KUTF_GUN, t);
            if (i >= 0)
                kutfv_hot(v, gb, i);
        }
    }
}

/* Chinese CP track of one approach: boxes 0..9 in two rows, in the map
 * corner beside that approach. */
static void draw_cp_track(kutfv *v, const geo *m, int t)
{
    const kutf_state *st = v->st;
    gfx *g = v->g;
    int dx, dy;
    track_dir(st, t, &dx, &dy);
    int bx, by; /* top-left, base units */
    if (dy < 0) { bx = 150; by = 12; }
    else if (dx > 0) { bx = 514; by = 206; }
    else if (dy > 0) { bx = 366; by = 522; }
    else { bx = 4; by = 366; }
    int lh = gfx_line_h(g, GFX_SMALL);
    SDL_Rect whole = {gx(m, bx) - 3, gy(m, by) - 2, (int)(122 * m->k) + 6, lh + (int)(44 * m->k) + 6};
    gfx_round(g, whole, 4, gfx_rgba(0xf3e9d2, 200));
    gfx_frame(g, whole, gfx_rgba(0x3e3020, 160), 1);
    char lb[40];
    snprintf(lb, sizeof lb, "%s Chinese CP", st->data->track[t].name);
    gfx_text(g, GFX_SMALL, gx(m, bx) + 1, gy(m, by), gfx_rgb(UI_INK), lb);
    const kutf_chinese *c = &st->ch[t];
    for (int n = 0; n <= KUTF_MAX_CHINESE_CP; n++) {
        int col = n % 5, row = n / 5;
        SDL_Rect b = {gx(m, bx + col * 24.4f), gy(m, by) + lh + 2 + (int)(row * 22 * m->k),
                      (int)(22 * m->k), (int)(20 * m->k)};
        int on = c->cp == n && (c->kind != KUTF_NOBODY || n == 0);
        unsigned fill = !on ? 0xfbf4e2 : c->kind == KUTF_QING ? 0xe9b93a : c->kind == KUTF_BOXER ? 0xc0392b : 0x8a7550;
        gfx_fill(g, b, gfx_rgb(fill));
        gfx_frame(g, b, gfx_rgba(0x3e3020, 200), 1);
        char s[16];
        snprintf(s, sizeof s, "%d", n);
        gfx_text_align(g, on ? GFX_BOLD : GFX_SMALL, b.x, b.y + (b.h - gfx_line_h(g, on ? GFX_BOLD : GFX_SMALL)) / 2,
                       b.w, GFX_CENTER, gfx_rgb(on && c->kind == KUTF_BOXER ? 0xffffff : UI_INK), s);
    }
}

static void draw_peitang(kutfv *v, const geo *m)
{
    const kutf_state *st = v->st;
    gfx *g = v->g;
    SDL_Rect r = {gx(m, 10), gy(m, 10), (int)(128 * m->k), (int)(108 * m->k)};
    gfx_round(g, r, 5, gfx_rgba(0xf3e9d2, 215));
    gfx_frame(g, r, gfx_rgba(0x3e3020, 170), 1);
    SDL_Rect ic = {r.x + 4, r.y + 6, 44, 44};
    gfx_image(g, "kutf/peitang.svg", ic);
    int lh = gfx_line_h(g, GFX_SMALL);
    gfx_text(g, GFX_BOLD, ic.x + ic.w + 2, r.y + 8, gfx_rgb(UI_INK), "Peitang");
    gfx_text(g, GFX_SMALL, ic.x + ic.w + 2, r.y + 8 + lh + 4, gfx_rgb(UI_MUTED), "Cathedral");
    char l1[48], l2[48];
    snprintf(l1, sizeof l1, "Roll over %d:", st->data->peitang_target);
    snprintf(l2, sizeof l2, "+%d heroic effort", st->data->peitang_heroic);
    gfx_text(g, GFX_SMALL, r.x + 6, r.y + 56, gfx_rgb(UI_INK), l1);
    gfx_text(g, GFX_SMALL, r.x + 6, r.y + 56 + lh, gfx_rgb(UI_INK), l2);
    kutfv_tip(v, r, "When a card offers it, one Action may be spent to aid the refugees "
                        "besieged in the Peitang Cathedral.");
    int i = kutfv_find(v, KUTF_A_PEITANG);
    if (i >= 0)
        kutfv_hot(v, r, i);
    else if (kutfv_click(v, r))
        kutfv_explain(v, "{\"type\":\"peitang\"}");
}

void kutfv_draw_map(kutfv *v, SDL_Rect r)
{
    const kutf_state *st = v->st;
    gfx *g = v->g;
    geo m = {r, r.w / 640.f};
    SDL_Rect sh = {r.x + 3, r.y + 4, r.w, r.h};
    gfx_fill(g, sh, gfx_rgba(0x1a120c, 70));
    gfx_image(g, "kutf/compound.svg", r);

    /* track names at the outer end of each approach */
    for (int t = 0; t < KUTF_TRACKS; t++) {
        int dx, dy;
        track_dir(st, t, &dx, &dy);
        SDL_Rect e = space_rect(st, &m, t, KUTF_EXTREME, SPACE);
        const char *nm = st->data->track[t].name;
        int tw = gfx_text_w(g, GFX_BOLD, nm) + 12, th = gfx_line_h(g, GFX_BOLD) + 2;
        SDL_Rect lb;
        if (dy != 0)
            lb = (SDL_Rect){e.x + e.w + 6, e.y + (dy < 0 ? 2 : e.h - th - 2), tw, th};
        else
            lb = (SDL_Rect){e.x + (e.w - tw) / 2 + (dx > 0 ? -8 : 8), e.y - th - 3, tw, th};
        if (dy > 0)
            lb.x = e.x - tw - 6;
        gfx_round(g, lb, 3, gfx_rgba(0x2b2118, 210));
        gfx_text_align(g, GFX_BOLD, lb.x, lb.y + 1, lb.w, GFX_CENTER, gfx_rgb(0xf3e9d2), nm);
    }

    /* the four approach tracks' spaces */
    for (int t = 0; t < KUTF_TRACKS; t++) {
        for (int sp = KUTF_EXTREME; sp <= KUTF_STREET; sp++) {
            SDL_Rect b = space_rect(st, &m, t, sp, SPACE);
            char l2[16];
            snprintf(l2, sizeof l2, "%s", space_l2[sp]);
            if (sp == KUTF_WALL)
                snprintf(l2, sizeof l2, "-%d", st->data->track[t].wall);
            unsigned tint = sp == KUTF_STREET ? 0xe9c9b0 : sp == KUTF_WALL ? 0xd8c9a8 : 0xf3e9d2;
            empty_space(g, b, space_l1[sp], l2, tint);
            if (sp == KUTF_WALL) {
                char tip[120];
                snprintf(tip, sizeof tip, "The %s wall: Legation melee casualties here are reduced by %d.",
                         st->data->track[t].name, st->data->track[t].wall);
                kutfv_tip(v, b, tip);
            }
        }
    }
    /* Fort Halliday */
    {
        int lh = gfx_line_h(g, GFX_SMALL);
        SDL_Rect fl = {gx(&m, 320) - 48, gy(&m, 320 + 46) + 1, 96, lh + 2};
        gfx_round(g, fl, 3, gfx_rgba(0x2b2118, 200));
        gfx_text_align(g, GFX_SMALL, fl.x, fl.y + 1, fl.w, GFX_CENTER, gfx_rgb(0xf3e9d2), "Fort Halliday");
        SDL_Rect fr = box_at(&m, 320, 320, 80);
        kutfv_tip(v, fr, "Fort Halliday: if a Chinese unit advances here, the compound falls.");
    }
    for (int t = 0; t < KUTF_TRACKS; t++)
        draw_cp_track(v, &m, t);
    draw_peitang(v, &m);
    for (int t = 0; t < KUTF_TRACKS; t++)
        draw_wall_boxes(v, &m, t);
    for (int t = 0; t < KUTF_TRACKS; t++)
        draw_chinese(v, &m, t);
    draw_engaged(v, &m);
}
