/* kutf_column: the relief column inset of the KUTF play screen: the road
 * from Taku to Peking, the blocker, the Speed and Combat Power tracks, the
 * dice tray and the Loss panel. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include <SDL.h>

#include "games/kutf/rules/kutf.h"
#include "gfx/gfx.h"
#include "ui/labels.h"
#include "ui/ui.h"

#include "games/kutf/view/kutf_hud.h"
#include "games/kutf/view/kutf_view.h"

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
    /* down to the Speed row: the route map's lowest label (Taku) hangs
     * below the map, and peeked out under a shorter panel */
    SDL_Rect p = {r.x + 10, r.y + 34, r.w - 20, 188};
    gfx_round(g, p, 8, gfx_rgba(0xfbf4e2, 245));
    gfx_frame(g, p, gfx_rgb(UI_HILITE), 2);
    const char *head = st->seg == KUTF_SEG_SETUP ? "The legation units: click one, then a Defender box"
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
    SDL_Rect p = {r.x + 10, r.y + 34, 480, 188}; /* covers Taku's label too */
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
        /* both in boxes: a bare "Combat Power 7" read as the +4 modifier */
        snprintf(why, sizeof why, "Speed is %d and Combat Power %d boxes above their starts; neither "
                 "drops below its start%s.", st->speed_box - d->speed.start,
                 st->power_box - d->power.start,
                 st->relief_pos == 0 ? ", and Taku allows no retreat" : "");
        SDL_Rect wr = {p.x + 12, p.y + p.h - 2 * gfx_line_h(g, GFX_SMALL) - 6, p.w - 24,
                       2 * gfx_line_h(g, GFX_SMALL)};
        gfx_text_wrap(g, GFX_SMALL, wr, gfx_rgb(UI_INK), why);
    }
}

/* Where the army stands on the route map, and its blocker (w 0: none on
 * the road), as kutfv_draw_relief draws them. */
static void army_rects(const kutf_state *st, SDL_Rect map, SDL_Rect *ar, SDL_Rect *br)
{
    int n = st->data->nroute;
    int pos = st->relief_pos < 0 ? 0 : st->relief_pos >= n ? n - 1 : st->relief_pos;
    float px, py;

    route_point(n > 1 ? (float)pos / (float)(n - 1) : 0.f, &px, &py);
    *ar = (SDL_Rect){map.x + (int)px - 22, map.y + (int)py - 22, 44, 44};
    *br = st->blocker >= 0 && !st->dispersed ? (SDL_Rect){ar->x + 22, ar->y - 24, 40, 40}
                                             : (SDL_Rect){0, 0, 0, 0};
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
    /* what the column needs next, in the empty lower left of the route
     * map; a town label it would cover goes above its town instead */
    char need[240] = "";
    SDL_Rect nr = {0, 0, 0, 0};
    if (st->seg != KUTF_SEG_SETUP && st->pend != KUTF_PEND_LOSS) {
        kutfv_relief_need(st, need, sizeof need);
        if (need[0]) {
            int nw = 250, nh = gfx_text_wrap_h(g, GFX_SMALL, nw - 12, need) + 4;
            /* down on the map's lower edge: four lines then clear the
             * discs of Matou and Ho-si-wu above (one unit more covered
             * Ho-si-wu's) */
            nr = (SDL_Rect){map.x + 4, map.y + map.h - nh, nw, nh};
            /* the army (and its blocker) at Matou or Ho-si-wu stand in
             * that corner: the note goes to the empty upper right then */
            SDL_Rect ar, br;
            army_rects(st, map, &ar, &br);
            if (SDL_HasIntersection(&nr, &ar) || (br.w > 0 && SDL_HasIntersection(&nr, &br))) {
                /* narrower there: right of Ho-si-wu's blocker, above the
                 * Yangtsun label */
                nw = 222;
                nh = gfx_text_wrap_h(g, GFX_SMALL, nw - 12, need) + 4;
                nr = (SDL_Rect){map.x + map.w - nw - 4, map.y + 2, nw, nh};
            }
        }
    }
    int n = d->nroute;
    /* the towns' names go through the label placer (engine/ui labels),
     * clear of every town's disc, the army, its blocker and the note
     * (they were put above or below their town by hand, and the army or
     * its blocker could stand on one) */
    {
        SDL_Rect ar, br;
        army_rects(st, map, &ar, &br);
        labels_begin(map);
        labels_keep(ar, 8);
        if (br.w > 0)
            labels_keep(br, 8);
        if (nr.w > 0)
            labels_keep(nr, 8);
        for (int i = 0; i < n; i++) {
            float px, py, rad = i == 0 || i == n - 1 ? 15.f : 12.f;
            route_point(n > 1 ? (float)i / (float)(n - 1) : 0.f, &px, &py);
            labels_keep((SDL_Rect){(int)(map.x + px - rad - 2), (int)(map.y + py - rad - 2),
                                   (int)(2 * rad + 4), (int)(2 * rad + 4)}, 4);
        }
    }
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
        /* alternately under and over its disc as before (neighbours
         * apart), then the other side, beside it, and its corners */
        int above = i % 2 == 1 && i != n - 1;
        /* then, farther out, clear of the army standing on its disc
         * (44 across) */
        float gap = rad + 5, far = 25;
        lplace_spot sp[12] = {
            {cx, cy + gap, 0.5f, 0}, {cx, cy - gap, 0.5f, 1}, {cx + gap, cy, 0, 0.5f},
            {cx - gap, cy, 1, 0.5f}, {cx + rad, cy + gap, 0, 0}, {cx - rad, cy + gap, 1, 0},
            {cx + rad, cy - gap, 0, 1}, {cx - rad, cy - gap, 1, 1}, {cx, cy + far, 0.5f, 0},
            {cx - far, cy, 1, 0.5f}, {cx, cy - far, 0.5f, 1}, {cx + far, cy, 0, 0.5f}};
        if (above) {
            lplace_spot t = sp[0];
            sp[0] = sp[1];
            sp[1] = t;
        }
        char part[64];
        /* the town's disc too: the note must not cover it either */
        snprintf(part, sizeof part, "label disc %s", d->route[i].name);
        ui_part(v->a, (SDL_Rect){(int)(cx - rad - 2), (int)(cy - rad - 2), (int)(2 * rad + 4),
                                 (int)(2 * rad + 4)}, part);
        snprintf(part, sizeof part, "label town %s", d->route[i].name);
        labels_add(g, LPLACE_NAME, LPLACE_IN_BOUNDS, d->route[i].name, NULL,
                   gfx_rgb(danger ? UI_ACCENT : UI_INK), 0, part, sp, 12);
        SDL_Rect hit = {(int)(cx - rad - 4), (int)(cy - rad - 4), (int)(2 * rad + 8), (int)(2 * rad + 8)};
        char tip[120];
        snprintf(tip, sizeof tip, "%s%s", d->route[i].name,
                 danger ? ": a danger zone (a tie costs a Loss, a lost Attack two)" : "");
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
        /* scripts check the note keeps clear of the army and its blocker */
        ui_part(v->a, ar, "keep clear: army");
        kutfv_tip(v, ar, "The Eight-Nation Army, marching to relieve the legations.");
        if (st->blocker >= 0 && !st->dispersed) {
            const kutf_blocker_def *b = &d->blocker[st->blocker];
            SDL_Rect br = {ar.x + 22, ar.y - 24, 40, 40};
            char num[16];
            snprintf(num, sizeof num, "%d", b->strength);
            diamond_piece(g, "kutf/blocker.svg", br, num);
            ui_part(v->a, br, "blocker piece");   /* the towns' names keep clear of it */
            char tip[120];
            snprintf(tip, sizeof tip, "Blocking the road: %s (strength %d); beat %d to disperse it.",
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

    labels_end(v->a, g);   /* the towns' names, placed */

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

    /* the note of what the column needs next (none once the game is over) */
    if (nr.w > 0) {
        ui_part(v->a, nr, "label relief need");
        ui_part(v->a, nr, "keep clear: note");
        gfx_round(g, nr, 4, gfx_rgba(0xfbf4e2, 225));
        gfx_frame(g, nr, gfx_rgba(0x2b5aa0, 200), 1);
        gfx_text_wrap(g, GFX_SMALL, (SDL_Rect){nr.x + 6, nr.y + 3, nr.w - 12, nr.h - 6}, gfx_rgb(0x1f3f6e),
                      need);
    }

    /* Speed and Combat Power tracks */
    SDL_Rect row1 = {r.x + 12, r.y + 224, r.w - 24, 30};
    SDL_Rect row2 = {r.x + 12, r.y + 262, r.w - 24, 30};
    draw_boxtrack(v, row1, "Speed", &d->speed, st->speed_box, kutf_speed_drm(st), KUTF_A_SPEED, 0x2b5aa0,
                  "Speed: its DRM is added to Advance rolls. A Command moves it up one box.");
    draw_boxtrack(v, row2, "Combat Power", &d->power, st->power_box, kutf_power_drm(st), KUTF_A_POWER,
                  0xa3262a, "Combat Power: its DRM is added to attacks on the blocker and against "
                            "their attacks. A Command moves it up one box.");

    if (st->seg == KUTF_SEG_SETUP || st->pend == KUTF_PEND_PLACE)
        draw_tray(v, r);
    if (st->pend == KUTF_PEND_LOSS)
        draw_loss_panel(v, r);
}
