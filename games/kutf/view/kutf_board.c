/* kutf_board: the board pieces of the play screen — the Legation Compound
 * with its four approach tracks, defenders' and gun boxes, Fort Halliday,
 * the Chinese CP tracks and the Peitang; the strip below it (fortification,
 * strength and heroic effort); the relief-column inset (route, cup,
 * dispersed box, Speed and Combat Power tracks); and the set-up tray.
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
        snprintf(buf, n, "The International Gun: +%d to hit and +%d casualties when firing at "
                 "Long or Extreme Range. Never takes casualties.",
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
        static const char *const where[KUTF_NSPACES] = {"Extreme", "Long rng", "Wall", "Street", "Fort"};
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
    char tip[200];
    snprintf(tip, sizeof tip, "%s on the %s track, %s: %d CP. %s", c->kind == KUTF_BOXER ? "Boxers" : "Qing troops",
             st->data->track[t].name,
             c->space == KUTF_EXTREME ? "Extreme Range" : c->space == KUTF_LONG ? "Long Range"
             : c->space == KUTF_WALL ? "at the Wall" : "Street Fighting", c->cp,
             ranged ? "Fire at it (to hit: beat its CP)." : "Melee it (both sides take casualties).");
    kutfv_tip(v, r, tip);
    if (i >= 0) {
        if (v->input) { /* dark edges keep the green glow visible on a yellow Qing counter */
            SDL_Rect d1 = {r.x - 1, r.y - 1, r.w + 2, r.h + 2};
            SDL_Rect d2 = {r.x - 8, r.y - 8, r.w + 16, r.h + 16};
            gfx_frame(v->g, d1, gfx_rgba(0x1a120c, 230), 1);
            gfx_frame(v->g, d2, gfx_rgba(0x1a120c, 200), 2);
        }
        kutfv_hot(v, r, i);
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
static void casualty_preview(const kutfv *v, const kutf_action *a, char *buf, size_t n)
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
            casualty_preview(v, &v->act[i].a, pv, sizeof pv);
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
            gfx_text_align(g, GFX_SMALL, b.x, b.y + b.h / 2 - lh, b.w, GFX_CENTER,
                           gfx_rgba(0x2b4a7a, 220), "Defender");
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
        kutfv_tip(v, gb, "The International Gun's box on this wall.");
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

/* ------------------------------------------------------------------ */
/* strip: fortification, strength and heroic effort                    */

void kutfv_draw_strip(kutfv *v, SDL_Rect r)
{
    const kutf_state *st = v->st;
    gfx *g = v->g;
    gfx_round(g, r, 6, gfx_rgba(0xf3e9d2, 220));
    gfx_frame(g, r, gfx_rgba(0x3e3020, 180), 1);
    int lh = gfx_line_h(g, GFX_SMALL);

    /* fortification 0..4 */
    int x = r.x + 10, y = r.y + 6;
    gfx_text(g, GFX_BOLD, x, y, gfx_rgb(UI_INK), "Fortification");
    int by = y + gfx_line_h(g, GFX_BOLD) + 6;
    for (int n = 0; n <= KUTF_MAX_FORT; n++) {
        SDL_Rect b = {x + n * 38, by, 34, 50};
        int on = st->fort == n;
        gfx_round(g, b, 3, gfx_rgb(on ? 0x8e7a5c : 0xfbf4e2));
        gfx_frame(g, b, gfx_rgba(0x3e3020, 200), 1);
        char s[16];
        snprintf(s, sizeof s, "%d", n);
        gfx_text_align(g, GFX_LARGE, b.x, b.y + (b.h - gfx_line_h(g, GFX_LARGE)) / 2 - 5, b.w, GFX_CENTER,
                       gfx_rgb(on ? 0xfbf4e2 : UI_MUTED), s);
        /* the current level says "now"; the next says "+1" only when a
         * fortify is possible, so the glowing box never reads as current */
        int fi = kutfv_find(v, KUTF_A_FORTIFY);
        if (on || (n == st->fort + 1 && fi >= 0))
            gfx_text_align(g, GFX_SMALL, b.x, b.y + b.h - lh - 2, b.w, GFX_CENTER,
                           gfx_rgb(on ? 0xfbf4e2 : 0x2e6b47), on ? "now" : "+1");
        if (on) {
            kutfv_tip(v, b, st->fort > 0 ? "The fortification level now: a melee casualty may be "
                                           "taken here instead of by a unit."
                                         : "The fortification level now: at 0 it cannot take "
                                           "casualties.");
            int i = kutfv_find_unit(v, KUTF_A_CASUALTY, -1);
            if (i >= 0) {
                char pv[200];
                casualty_preview(v, &v->act[i].a, pv, sizeof pv);
                if (pv[0])
                    kutfv_tip(v, b, pv);
                kutfv_hot(v, b, i);
            } else if (st->pend == KUTF_PEND_CASUALTY && kutfv_click(v, b))
                kutfv_explain(v, "{\"type\":\"casualty\",\"target\":\"fort\"}");
        } else if (n == st->fort + 1) {
            if (fi >= 0) {
                kutfv_tip(v, b, "Fortify to this level: one Action raises it by one (at most 4).");
                kutfv_hot(v, b, fi);
            } else if (st->pend == KUTF_PEND_CASUALTY) {
                if (kutfv_click(v, b))
                    kutfv_explain(v, "{\"type\":\"casualty\",\"target\":\"fort\"}");
            } else if (kutfv_click(v, b)) {
                kutfv_explain(v, "{\"type\":\"fortify\"}");
            }
        }
    }

    /* strength 0..8: a flag marker per nation */
    int sx = r.x + 212;
    gfx_line(g, sx - 8, r.y + 8, sx - 8, r.y + r.h - 8, 1, gfx_rgba(0x3e3020, 120));
    gfx_text(g, GFX_BOLD, sx, y, gfx_rgb(UI_INK), "Legation Strength & Heroic Effort");
    int bw = 36;
    for (int n = 0; n <= KUTF_MAX_CP; n++) {
        SDL_Rect b = {sx + n * (bw + 2), by, bw, 62};
        gfx_fill(g, b, gfx_rgb(n == 0 ? 0xe2cfc2 : 0xfbf4e2));
        gfx_frame(g, b, gfx_rgba(0x3e3020, 200), 1);
        char s[16];
        snprintf(s, sizeof s, "%d", n);
        gfx_text_align(g, GFX_SMALL, b.x, b.y + 1, b.w, GFX_CENTER, gfx_rgb(UI_MUTED), s);
        int k = 0;
        for (int u = 0; u < KUTF_UNITS; u++) {
            int cp = st->seg == KUTF_SEG_SETUP && st->utrack[u] < 0 ? st->data->unit[u].start_cp : st->cp[u];
            if (cp != n)
                continue;
            SDL_Rect f = {b.x + 2 + (k % 2) * 17, b.y + lh + 2 + (k / 2) * 11, 15, 10};
            gfx_image(g, kutfv_unit_flag(st, u), f);
            k++;
            char tip[320];
            kutfv_unit_tip(st, u, tip, sizeof tip);
            kutfv_tip(v, f, tip);
            /* units off the board (eliminated) are chosen here */
            if (st->utrack[u] < 0 && st->seg != KUTF_SEG_SETUP) {
                int i = kutfv_find_unit(v, KUTF_A_GAIN, u);
                if (i >= 0)
                    kutfv_hot(v, f, i);
            }
        }
    }
    /* heroic effort */
    int hx = sx + 9 * (bw + 2) + 6;
    SDL_Rect hb = {hx, by, r.x + r.w - hx - 8, 62};
    gfx_round(g, hb, 4, gfx_rgb(0xf6e7b0));
    gfx_frame(g, hb, gfx_rgba(0x8a6a10, 220), 1);
    gfx_text_align(g, GFX_SMALL, hb.x, hb.y + 2, hb.w, GFX_CENTER, gfx_rgb(0x6b4f10), "Heroic");
    char hs[32];
    snprintf(hs, sizeof hs, "%d", st->heroic);
    gfx_text_align(g, GFX_LARGE, hb.x, hb.y + lh + 2, hb.w, GFX_CENTER, gfx_rgb(0x6b4f10), hs);
    snprintf(hs, sizeof hs, "%d VP", st->heroic * 5);
    gfx_text_align(g, GFX_SMALL, hb.x, hb.y + hb.h - lh - 2, hb.w, GFX_CENTER, gfx_rgb(0x6b4f10), hs);
    kutfv_tip(v, hb, "Heroic effort, earned from events and the Peitang: 5 victory points each.");
}

/* ------------------------------------------------------------------ */
/* relief column inset                                                 */

/* The road on assets/kutf/route.svg (480x180), Taku first. */
static const float route_pts[][2] = {
    {452, 150}, {400, 142}, {352, 122}, {300, 128}, {252, 110},
    {204, 92},  {160, 98},  {118, 76},  {78, 58},   {38, 42},
};
enum { NROUTE_PTS = (int)(sizeof route_pts / sizeof route_pts[0]) };

/* Point at fraction f (0 Taku .. 1 Peking) of the road's length. */
static void route_point(float f, float *x, float *y)
{
    float len = 0, seg[NROUTE_PTS];
    for (int i = 1; i < NROUTE_PTS; i++) {
        seg[i] = hypotf(route_pts[i][0] - route_pts[i - 1][0], route_pts[i][1] - route_pts[i - 1][1]);
        len += seg[i];
    }
    float want = f * len;
    for (int i = 1; i < NROUTE_PTS; i++) {
        if (want <= seg[i] || i == NROUTE_PTS - 1) {
            float t = seg[i] > 0 ? want / seg[i] : 0;
            if (t > 1)
                t = 1;
            *x = route_pts[i - 1][0] + (route_pts[i][0] - route_pts[i - 1][0]) * t;
            *y = route_pts[i - 1][1] + (route_pts[i][1] - route_pts[i - 1][1]) * t;
            return;
        }
        want -= seg[i];
    }
    *x = route_pts[NROUTE_PTS - 1][0];
    *y = route_pts[NROUTE_PTS - 1][1];
}

static void diamond_piece(gfx *g, const char *asset, SDL_Rect r, const char *num)
{
    SDL_FPoint sh[4] = {{r.x + r.w / 2.f + 2, (float)r.y + 3}, {(float)r.x + r.w + 2, r.y + r.h / 2.f + 3},
                        {r.x + r.w / 2.f + 2, (float)r.y + r.h + 3}, {(float)r.x + 2, r.y + r.h / 2.f + 3}};
    gfx_poly(g, sh, 4, gfx_rgba(0x1a120c, 90));
    gfx_image(g, asset, r);
    if (num)
        gfx_text_align(g, GFX_BOLD, r.x, r.y + (r.h - gfx_line_h(g, GFX_BOLD)) / 2, r.w, GFX_CENTER,
                       gfx_rgb(UI_INK), num);
}

static void draw_boxtrack(kutfv *v, SDL_Rect row, const char *label, const kutf_boxtrack *bt,
                          int at, int drm, int type, unsigned token, const char *tip)
{
    gfx *g = v->g;
    char lb[48];
    snprintf(lb, sizeof lb, "%s %+d", label, drm);
    gfx_text(g, GFX_BOLD, row.x, row.y + (row.h - gfx_line_h(g, GFX_BOLD)) / 2, gfx_rgb(UI_INK), lb);
    int x = row.x + 170;
    int bw = (row.x + row.w - x) / (bt->nboxes > 0 ? bt->nboxes : 1) - 3;
    if (bw > 44)
        bw = 44;
    for (int n = 0; n < bt->nboxes; n++) {
        SDL_Rect b = {x + n * (bw + 3), row.y, bw, row.h};
        gfx_round(g, b, 3, gfx_rgb(n == bt->start ? 0xe6ecd8 : 0xfbf4e2));
        gfx_frame(g, b, gfx_rgba(0x3e3020, 200), 1);
        char s[16] = "";
        if (bt->marked[n])
            snprintf(s, sizeof s, "%+d", bt->drm[n]);
        if (n == at) {
            float rad = (b.h < b.w ? b.h : b.w) * 0.42f;
            gfx_circle(g, b.x + b.w / 2.f, b.y + b.h / 2.f, rad + 1.5f, gfx_rgb(0x2b2118));
            gfx_circle(g, b.x + b.w / 2.f, b.y + b.h / 2.f, rad, gfx_rgb(token));
            snprintf(s, sizeof s, "%+d", bt->drm[n]);
        }
        if (s[0])
            gfx_text_align(g, GFX_BOLD, b.x, b.y + (b.h - gfx_line_h(g, GFX_BOLD)) / 2, b.w, GFX_CENTER,
                           gfx_rgb(n == at ? 0xffffff : UI_MUTED), s);
        if (!bt->marked[n]) {
            char t2[400];
            snprintf(t2, sizeof t2, "%s A blank half-step keeps the value before it: crossing it "
                     "costs a Command and pays off at the next printed box, and it absorbs a Loss "
                     "without lowering the modifier.", tip);
            kutfv_tip(v, b, t2);
        } else {
            kutfv_tip(v, b, tip);
        }
        if (n == at + 1) {
            int i = kutfv_find(v, type);
            if (i >= 0)
                kutfv_hot(v, b, i);
            else if (kutfv_click(v, b))
                kutfv_explain(v, type == KUTF_A_SPEED ? "{\"type\":\"speed\"}" : "{\"type\":\"power\"}");
        }
    }
}

/* The set-up tray: units still to be placed, over the relief inset. */
static void draw_tray(kutfv *v, SDL_Rect r)
{
    const kutf_state *st = v->st;
    gfx *g = v->g;
    /* set-up keeps all eight in fixed places (a placed one leaves a gap);
     * later only the unit being placed */
    int n = 0, any = 0, list[KUTF_UNITS + 1];
    for (int u = 0; u < KUTF_UNITS; u++) {
        int can = kutfv_find_unit(v, KUTF_A_PLACE, u) >= 0;
        any |= can;
        if (can || st->seg == KUTF_SEG_SETUP)
            list[n++] = u;
    }
    if (kutfv_find_unit(v, KUTF_A_PLACE, KUTF_GUN) >= 0) {
        list[n++] = KUTF_GUN;
        any = 1;
    }
    if (!any)
        return;
    SDL_Rect p = {r.x + 10, r.y + 34, r.w - 20, 176};
    gfx_round(g, p, 8, gfx_rgba(0xfbf4e2, 245));
    gfx_frame(g, p, gfx_rgb(UI_HILITE), 2);
    const char *head = st->seg == KUTF_SEG_SETUP ? "The Legation detachments: click one, then a Defender box"
                                                 : "To place: click a highlighted box";
    gfx_text(g, GFX_BOLD, p.x + 12, p.y + 8, gfx_rgb(UI_INK), head);
    int cs = 64, gap = 10;
    int x = p.x + 12, y = p.y + 36;
    for (int k = 0; k < n; k++) {
        int u = list[k];
        SDL_Rect c = {x + k * (cs + gap), y, cs, cs};
        if (u != KUTF_GUN && kutfv_find_unit(v, KUTF_A_PLACE, u) < 0) {
            gfx_round(g, c, 6, gfx_rgba(0x8a7550, 40));
            gfx_frame(g, c, gfx_rgba(0x8a7550, 120), 1);
            gfx_text_align(g, GFX_SMALL, c.x - 4, c.y + c.h + 4, c.w + 8, GFX_CENTER, gfx_rgba(0x7d6b57, 140),
                           "placed");
            continue;
        }
        int cp = u == KUTF_GUN ? -1 : st->data->unit[u].start_cp;
        kutfv_counter(g, kutfv_unit_asset(st, u), c, kutfv_unit_abbr(st, u), cp, 0);
        char tip[320];
        kutfv_unit_tip(st, u, tip, sizeof tip);
        kutfv_tip(v, c, tip);
        if (v->sel == u)
            kutfv_glow(g, c, UI_GOLD);
        if (st->pend != KUTF_PEND_PLACE)
            kutfv_pick(v, c, u);
        gfx_text_align(g, GFX_SMALL, c.x - 4, c.y + c.h + 4, c.w + 8, GFX_CENTER, gfx_rgb(UI_MUTED),
                       u == KUTF_GUN ? "Gun" : st->data->unit[u].name);
    }
    gfx_text(g, GFX_SMALL, p.x + 12, p.y + p.h - gfx_line_h(g, GFX_SMALL) - 8, gfx_rgb(UI_MUTED),
             "Hover a unit for its special ability. Two units hold each wall.");
}

/* The ways to take a Loss, over the route map while one is owed. */
static void draw_loss_panel(kutfv *v, SDL_Rect r)
{
    const kutf_state *st = v->st;
    gfx *g = v->g;
    SDL_Rect p = {r.x + 10, r.y + 34, 480, 180};
    gfx_round(g, p, 8, gfx_rgba(0xfbf4e2, 245));
    gfx_frame(g, p, gfx_rgb(UI_ACCENT), 2);
    char head[96];
    snprintf(head, sizeof head, "The column suffers %s: choose how", st->loss_left > 1 ? "Losses" : "a Loss");
    gfx_text(g, GFX_BOLD, p.x + 12, p.y + 8, gfx_rgb(UI_ACCENT), head);
    int prev = st->relief_pos > 0 ? st->relief_pos - 1 : 0;
    char retreat[64];
    snprintf(retreat, sizeof retreat, "Retreat to %s", st->data->route[prev].name);
    const struct {
        int choice;
        const char *label;
    } opt[4] = {
        {KUTF_LOSS_SPEED2, "Lose 2 Speed"},
        {KUTF_LOSS_CP2, "Lose 2 Combat Power"},
        {KUTF_LOSS_BOTH, "Lose 1 of each"},
        {KUTF_LOSS_RETREAT, retreat},
    };
    int bw = (p.w - 36) / 2, bh = 42;
    for (int k = 0; k < 4; k++) {
        SDL_Rect b = {p.x + 12 + (k % 2) * (bw + 12), p.y + 36 + (k / 2) * (bh + 10), bw, bh};
        int i = kutfv_find_loss(v, opt[k].choice);
        if (i >= 0) {
            v->act[i].drawn = 1;
            if (v->input)
                ui_target(v->a, b, v->act[i].name);
        }
        if (ui_button(v->a, b, opt[k].label, i >= 0 ? 0 : UI_DISABLED) && i >= 0 && v->input && !v->busy)
            kutfv_play(v, i);
    }
    {
        char why[200];
        const kutf_data *d = st->data;
        snprintf(why, sizeof why, "Speed is %d box%s above its start, Combat Power %d; tracks never "
                 "drop below the start%s.", st->speed_box - d->speed.start,
                 st->speed_box - d->speed.start == 1 ? "" : "es", st->power_box - d->power.start,
                 st->relief_pos == 0 ? ", and Taku allows no retreat" : "");
        SDL_Rect wr = {p.x + 12, p.y + p.h - 2 * gfx_line_h(g, GFX_SMALL) - 6, p.w - 24,
                       2 * gfx_line_h(g, GFX_SMALL)};
        gfx_text_wrap(g, GFX_SMALL, wr, gfx_rgb(UI_INK), why);
    }
}

void kutfv_draw_relief(kutfv *v, SDL_Rect r)
{
    const kutf_state *st = v->st;
    const kutf_data *d = st->data;
    gfx *g = v->g;
    gfx_round(g, (SDL_Rect){r.x + 3, r.y + 4, r.w, r.h}, 6, gfx_rgba(0x1a120c, 60));
    gfx_round(g, r, 6, gfx_rgb(0xefe3c2));
    gfx_frame(g, r, gfx_rgba(0x3e3020, 200), 2);
    int hw = gfx_text(g, GFX_HEADING, r.x + 12, r.y + 3, gfx_rgb(UI_INK), "The Relief Column");
    gfx_text(g, GFX_SMALL, r.x + 24 + hw, r.y + 3 + gfx_line_h(g, GFX_HEADING) - gfx_line_h(g, GFX_SMALL) - 3,
             gfx_rgb(UI_MUTED), "from Taku to Peking, summer 1900");

    SDL_Rect map = {r.x + 10, r.y + 34, 480, 180};
    gfx_image(g, "kutf/route.svg", map);
    int n = d->nroute;
    for (int i = 0; i < n; i++) {
        float px, py;
        route_point(n > 1 ? (float)i / (float)(n - 1) : 0.f, &px, &py);
        float cx = map.x + px, cy = map.y + py;
        int danger = d->route[i].danger;
        int ends = i == 0 || i == n - 1;
        float rad = ends ? 15.f : 12.f;
        gfx_circle(g, cx, cy, rad + 2, gfx_rgb(0x2b2118));
        gfx_circle(g, cx, cy, rad, gfx_rgb(danger ? 0xd98a7a : i == 0 ? 0x9fc28a : i == n - 1 ? 0xe9c46a : 0xfbf4e2));
        if (danger)
            gfx_ring(g, cx, cy, rad + 5, 2, gfx_rgba(UI_ACCENT, 200));
        int lh = gfx_line_h(g, GFX_SMALL);
        int above = i % 2 == 1;
        int tw = gfx_text_w(g, GFX_SMALL, d->route[i].name);
        int lx = (int)cx - tw / 2;
        if (lx + tw > map.x + map.w - 4)
            lx = map.x + map.w - 4 - tw;
        if (lx < map.x + 2)
            lx = map.x + 2;
        int ly = above ? (int)(cy - rad - 6 - lh) : (int)(cy + rad + 5);
        if (i == n - 1)
            ly = (int)(cy + rad + 5);
        SDL_Rect lbg = {lx - 3, ly, tw + 6, lh};
        gfx_round(g, lbg, 3, gfx_rgba(0xfbf4e2, 200));
        gfx_text(g, GFX_SMALL, lx, ly, gfx_rgb(danger ? UI_ACCENT : UI_INK), d->route[i].name);
        SDL_Rect hit = {(int)(cx - rad - 4), (int)(cy - rad - 4), (int)(2 * rad + 8), (int)(2 * rad + 8)};
        char tip[120];
        snprintf(tip, sizeof tip, "%s%s", d->route[i].name,
                 danger ? ": a Danger Zone (a stalemate costs a Loss, a defeat two)" : "");
        kutfv_tip(v, hit, tip);
        if (i == st->relief_pos + 1) {
            int k = kutfv_find(v, KUTF_A_ADVANCE);
            if (k >= 0)
                kutfv_hot(v, hit, k);
            else if (kutfv_click(v, hit))
                kutfv_explain(v, "{\"type\":\"advance\"}");
        }
    }
    /* the army, with the blocking unit on top of it */
    {
        float px, py;
        int pos = st->relief_pos < 0 ? 0 : st->relief_pos >= n ? n - 1 : st->relief_pos;
        route_point(n > 1 ? (float)pos / (float)(n - 1) : 0.f, &px, &py);
        SDL_Rect ar = {map.x + (int)px - 22, map.y + (int)py - 22, 44, 44};
        diamond_piece(g, "kutf/eight-nation.svg", ar, NULL);
        kutfv_tip(v, ar, "The Eight-Nation Army, marching to relieve the legations.");
        if (st->blocker >= 0 && !st->dispersed) {
            const kutf_blocker_def *b = &d->blocker[st->blocker];
            SDL_Rect br = {ar.x + 22, ar.y - 24, 40, 40};
            char num[16];
            snprintf(num, sizeof num, "%d", b->strength);
            diamond_piece(g, "kutf/blocker.svg", br, num);
            char tip[120];
            snprintf(tip, sizeof tip, "%s (strength %d) blocks the road: beat %d to disperse it.",
                     b->name, b->strength, b->strength);
            kutfv_tip(v, br, tip);
            int k = kutfv_find(v, KUTF_A_ATTACK);
            if (k >= 0) {
                v->act[k].drawn = 1;
                if (v->input) {
                    kutfv_glow_diamond(g, br, UI_HILITE);
                    ui_target(v->a, br, v->act[k].name);
                    if (kutfv_click(v, br))
                        kutfv_play(v, k);
                }
            } else if (kutfv_click(v, br)) {
                kutfv_explain(v, "{\"type\":\"attack\"}");
            }
        }
    }

    /* cup and dispersed box on the right */
    int cx0 = map.x + map.w + 10, cw = r.x + r.w - 10 - cx0;
    SDL_Rect cupr = {cx0 + (cw - 84) / 2, r.y + 30, 84, 66};
    gfx_image(g, "kutf/cup.svg", cupr);
    char ct[32];
    snprintf(ct, sizeof ct, "The Cup (%d)", st->cup.n);
    gfx_text_align(g, GFX_SMALL, cx0, cupr.y + cupr.h, cw, GFX_CENTER, gfx_rgb(UI_INK), ct);
    {
        int k = 0, ds = 24;
        int per = cw / (ds + 2);
        if (per < 1)
            per = 1;
        int inrow = st->cup.n < per ? st->cup.n : per;
        int rowx = cx0 + (cw - inrow * (ds + 2)) / 2;
        for (int i = 0; i < st->cup.n && k < 12; i++, k++) {
            const kutf_blocker_def *b = &d->blocker[st->cup.item[i]];
            SDL_Rect dr = {rowx + (k % per) * (ds + 2), cupr.y + cupr.h + 18 + (k / per) * (ds + 2), ds, ds};
            char num[16];
            snprintf(num, sizeof num, "%d", b->strength);
            gfx_image(g, "kutf/blocker.svg", dr);
            gfx_text_align(g, GFX_SMALL, dr.x, dr.y + (dr.h - gfx_line_h(g, GFX_SMALL)) / 2, dr.w,
                           GFX_CENTER, gfx_rgb(UI_INK), num);
            kutfv_tip(v, dr, b->name);
        }
    }
    SDL_Rect disp = {cx0 + (cw - 64) / 2, r.y + 160, 64, 58};
    gfx_round(g, disp, 4, gfx_rgba(0xfbf4e2, 200));
    gfx_frame(g, disp, gfx_rgba(0x3e3020, 160), 1);
    gfx_text_align(g, GFX_SMALL, disp.x - 10, disp.y - gfx_line_h(g, GFX_SMALL) - 1, disp.w + 20, GFX_CENTER,
                   gfx_rgb(UI_MUTED), "Dispersed");
    if (st->blocker >= 0 && st->dispersed) {
        const kutf_blocker_def *b = &d->blocker[st->blocker];
        SDL_Rect br = {disp.x + (disp.w - 46) / 2, disp.y + (disp.h - 46) / 2, 46, 46};
        char num[16];
        snprintf(num, sizeof num, "%d", b->strength);
        diamond_piece(g, "kutf/blocker.svg", br, num);
        kutfv_tip(v, br, "Beaten this turn: the road is open for Advance commands.");
    }

    /* what the column needs next, over the empty corner of the route map */
    if (st->seg != KUTF_SEG_SETUP && st->pend != KUTF_PEND_LOSS) {
        char need[240];
        kutfv_relief_need(st, need, sizeof need);
        int nw = 250, nh = gfx_text_wrap_h(g, GFX_SMALL, nw - 12, need) + 6;
        SDL_Rect nr = {map.x + 4, map.y + map.h - nh - 2, nw, nh};
        gfx_round(g, nr, 4, gfx_rgba(0xfbf4e2, 225));
        gfx_frame(g, nr, gfx_rgba(0x2b5aa0, 200), 1);
        gfx_text_wrap(g, GFX_SMALL, (SDL_Rect){nr.x + 6, nr.y + 3, nw - 12, nh - 6}, gfx_rgb(0x1f3f6e), need);
    }

    /* Speed and Combat Power tracks */
    SDL_Rect row1 = {r.x + 12, r.y + 224, r.w - 24, 30};
    SDL_Rect row2 = {r.x + 12, r.y + 262, r.w - 24, 30};
    draw_boxtrack(v, row1, "Speed", &d->speed, st->speed_box, kutf_speed_drm(st), KUTF_A_SPEED, 0x2b5aa0,
                  "Speed: its DRM is added to Advance rolls. A Command moves it up one box.");
    draw_boxtrack(v, row2, "Combat Power", &d->power, st->power_box, kutf_power_drm(st), KUTF_A_POWER,
                  0xa3262a, "Combat Power: its DRM is added to attacks on the blockers and against "
                            "their attacks. A Command moves it up one box.");

    if (st->seg == KUTF_SEG_SETUP || st->pend == KUTF_PEND_PLACE)
        draw_tray(v, r);
    if (st->pend == KUTF_PEND_LOSS)
        draw_loss_panel(v, r);
}
