/* tableview_pieces: the pieces on the table (trays of figure symbols with
 * gaps for the fallen, round bases, guns, facing, status markers, group
 * outlines) and the tools drawn over them: overlays, the dragged ghost
 * with its inches, the rotation handle, the tape and line of sight. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/labels.h"
#include "ui/tableview.h"

static SDL_FPoint scr(const tableview *tv, vec2 p)
{
    SDL_FPoint o;
    tableview_to_screen(tv, p, &o.x, &o.y);
    return o;
}

/* A point of a piece in its own frame: along (forward), across (left). */
static vec2 local(const table_piece *q, double along, double across)
{
    double f = q->facing * M_PI / 180;
    return geom_v(q->pos.x + cos(f) * along - sin(f) * across,
                  q->pos.y + sin(f) * along + cos(f) * across);
}

static void outline_piece(tableview *tv, gfx *g, const table_piece *q, float w, SDL_Color c)
{
    if (q->round) {
        SDL_FPoint p = scr(tv, q->pos);
        gfx_ring(g, p.x, p.y, (float)(q->width / 2 * tv->scale) + w / 2, w, c);
        return;
    }
    vec2 cr[4];
    SDL_FPoint p[4];
    table_piece_corners(q, cr);
    for (int k = 0; k < 4; k++)
        p[k] = scr(tv, cr[k]);
    gfx_poly_outline(g, p, 4, w, c);
}

static void figure(gfx *g, int fig, SDL_FPoint p, float r, SDL_Color ink, int officer, float dx,
                   float dy)
{
    if (fig == TV_FIG_HORSE || fig == TV_FIG_TEAM) {
        /* a horse: a body along the facing and a head in front */
        gfx_line(g, p.x - dx * r * 1.1f, p.y - dy * r * 1.1f, p.x + dx * r * 0.9f, p.y + dy * r * 0.9f,
                 r * 1.1f, gfx_rgb(0x6b4a2b));
        gfx_circle(g, p.x + dx * r * 1.2f, p.y + dy * r * 1.2f, r * 0.45f, gfx_rgb(0x6b4a2b));
        if (fig == TV_FIG_TEAM)
            return;
    }
    gfx_circle(g, p.x, p.y, r * 0.62f, ink);
    gfx_circle(g, p.x + dx * r * 0.2f, p.y + dy * r * 0.2f, r * 0.3f, gfx_rgb(0xe8cfa8));
    if (officer)
        gfx_ring(g, p.x, p.y, r * 0.85f, r * 0.28f, gfx_rgb(0xe0b020));
}

static void gun(gfx *g, SDL_FPoint p, float r, float dx, float dy)
{
    gfx_line(g, p.x - dx * r, p.y - dy * r, p.x + dx * r * 1.6f, p.y + dy * r * 1.6f, r * 0.5f,
             gfx_rgb(0x2b2b2b));
    gfx_line(g, p.x - dy * r * 0.8f, p.y + dx * r * 0.8f, p.x + dy * r * 0.8f, p.y - dx * r * 0.8f,
             r * 0.35f, gfx_rgb(0x5a4024));
}

/* Figures stand in up to two ranks, across the tray; the fallen leave
 * gaps, so a glance tells how hurt a tray is. */
static void draw_figures(tableview *tv, gfx *g, const tableview_piece *pc)
{
    const table_piece *q = &pc->p;
    int slots = pc->figures0 + (pc->officer || pc->figures0 == 0 ? 1 : 0), ranks, per, k = 0;
    double f = q->facing * M_PI / 180;
    float dx = (float)cos(f), dy = (float)-sin(f);
    float r;
    SDL_Color ink = gfx_rgb(pc->ink);

    if (q->round) {
        r = (float)(q->width * 0.35 * tv->scale);
        if (pc->figures > 0 || pc->officer)
            figure(g, pc->fig, scr(tv, q->pos), r, ink, pc->officer, dx, dy);
        return;
    }
    if (pc->guns > 0) {
        for (int i = 0; i < pc->guns; i++) {
            double across = (i + 0.5 - pc->guns / 2.0) * q->width / (pc->guns + 0.5);
            gun(g, scr(tv, local(q, q->depth * 0.12, across)), (float)(q->depth * 0.22 * tv->scale), dx, dy);
        }
    }
    ranks = slots > 5 || (pc->guns == 0 && q->depth > q->width * 0.45 && slots > 3) ? 2 : 1;
    per = (slots + ranks - 1) / ranks;
    r = (float)(fmin(q->width / (per + 0.4), q->depth / (ranks + (pc->guns ? 1.2 : 0.4))) * 0.5 * tv->scale);
    if (pc->fig == TV_FIG_HORSE)
        r *= 0.8f;
    for (int rank = 0; rank < ranks; rank++) {
        int in_rank = rank == ranks - 1 ? slots - per * (ranks - 1) : per;
        double along = pc->guns ? -q->depth * 0.28
                                : (ranks == 1 ? 0 : (rank == 0 ? q->depth * 0.22 : -q->depth * 0.22));
        for (int i = 0; i < in_rank; i++, k++) {
            double across = (in_rank - 1) / 2.0 - i;
            SDL_FPoint p = scr(tv, local(q, along, across * q->width / (per + 0.4)));
            int is_officer = k == 0 && (pc->officer || pc->figures0 == 0);
            int standing = is_officer ? (pc->officer || pc->figures0 == 0)
                                      : k - (pc->officer || pc->figures0 == 0 ? 1 : 0) < pc->figures;
            if (is_officer && !pc->officer)
                standing = 0;
            if (standing)
                figure(g, pc->fig, p, r, ink, is_officer, dx, dy);
            else
                gfx_ring(g, p.x, p.y, r * 0.5f, 1, gfx_rgba(0x000000, 70));
        }
    }
}

static const struct { unsigned bit; const char *txt; unsigned rgb; } marks[] = {
    {TV_MK_ROUTED, "R", 0xc0392b},  {TV_MK_NOAMMO, "A", 0x7f8c8d},
    {TV_MK_LIMBERED, "L", 0x8e6b3a}, {TV_MK_MOUNTED, "M", 0x6b4a2b},
    {TV_MK_ACTIVATED, "*", 0x2e8b57}, {TV_MK_MELEE, "X", 0x8e44ad},
    {TV_MK_COLUMN, "C", 0x34495e},   {TV_MK_SPENT, "S", 0x95a5a6},
};

static void draw_markers(tableview *tv, gfx *g, const tableview_piece *pc)
{
    SDL_Rect r = tableview_piece_rect(tv, (int)(pc - tv->pc));
    SDL_FPoint c = scr(tv, pc->p.pos);
    float x = (float)(c.x + r.w + 8), y = (float)(c.y - r.h - 6);
    int n = 0;

    for (size_t k = 0; k < sizeof marks / sizeof marks[0]; k++) {
        if (!(pc->markers & marks[k].bit))
            continue;
        gfx_circle(g, x, y + n * 15.0f, 7, gfx_rgb(marks[k].rgb));
        gfx_ring(g, x, y + n * 15.0f, 7, 1, gfx_rgb(0xffffff));
        gfx_text_align(g, GFX_SMALL, (int)x - 8, (int)(y + n * 15.0f) - 9, 16, GFX_CENTER,
                       gfx_rgb(0xffffff), marks[k].txt);
        n++;
    }
}

static void draw_piece(tableview *tv, gfx *g, const tableview_piece *pc, int alpha, int ghost,
                       unsigned ghost_rgb)
{
    const table_piece *q = &pc->p;
    SDL_Color face = ghost ? gfx_rgba(ghost_rgb, 110) : gfx_rgba(pc->face, pc->dim ? 140 : alpha);
    double f = q->facing * M_PI / 180;

    if (q->round) {
        SDL_FPoint p = scr(tv, q->pos);
        float rr = (float)(q->width / 2 * tv->scale);
        gfx_circle(g, p.x + 2, p.y + 2, rr, gfx_rgba(0, ghost ? 0 : 80));
        gfx_circle(g, p.x, p.y, rr, face);
        gfx_ring(g, p.x, p.y, rr, 1.2f, gfx_rgba(0x1c150f, 200));
    } else {
        vec2 cr[4];
        SDL_FPoint p[4], sh[4];
        table_piece_corners(q, cr);
        for (int k = 0; k < 4; k++) {
            p[k] = scr(tv, cr[k]);
            sh[k] = (SDL_FPoint){p[k].x + 2, p[k].y + 3};
        }
        if (!ghost)
            gfx_poly(g, sh, 4, gfx_rgba(0, 80));
        gfx_poly(g, p, 4, face);
        gfx_poly_outline(g, p, 4, 1.2f, gfx_rgba(0x1c150f, 200));
        /* the front edge, thick: facing at a glance */
        gfx_line(g, p[0].x, p[0].y, p[1].x, p[1].y, 3, ghost ? gfx_rgb(ghost_rgb) : gfx_rgb(0x1c150f));
    }
    if (!ghost)
        draw_figures(tv, g, pc);
    /* a small arrow ahead of the front */
    {
        double d = q->round ? q->width / 2 : q->depth / 2;
        SDL_FPoint tip = scr(tv, local(q, d + 5.0 / tv->scale, 0)),
                   l = scr(tv, local(q, d + 1.0 / tv->scale, 3.5 / tv->scale)),
                   r = scr(tv, local(q, d + 1.0 / tv->scale, -3.5 / tv->scale));
        SDL_FPoint tri[3] = {tip, l, r};
        (void)f;
        gfx_poly(g, tri, 3, ghost ? gfx_rgb(ghost_rgb) : gfx_rgba(0x1c150f, 220));
    }
}

/* A piece's whole box on screen (its click target is the middle half). */
static SDL_Rect piece_box(const tableview *tv, int i)
{
    SDL_Rect r = tableview_piece_rect(tv, i);
    return (SDL_Rect){r.x - r.w / 2, r.y - r.h / 2, r.w * 2, r.h * 2};
}

/* Start the frame's labels (labels.h) on the cloth, where dark ink
 * reads: the pieces kept clear, the game's words of this frame added. */
static void lab_begin(tableview *tv, gfx *g)
{
    SDL_Rect b = tv->r, cloth;
    float x0, y0, x1, y1;

    /* on the cloth, where dark ink reads, and in the view */
    tableview_to_screen(tv, geom_v(0, tv->tab->h), &x0, &y0);
    tableview_to_screen(tv, geom_v(tv->tab->w, 0), &x1, &y1);
    cloth = (SDL_Rect){(int)x0, (int)y0, (int)(x1 - x0), (int)(y1 - y0)};
    if (!SDL_IntersectRect(&cloth, &tv->r, &b))
        b = tv->r;
    labels_begin(b);
    for (int i = 0; i < tv->npc; i++) {
        SDL_Rect r = piece_box(tv, i);
        labels_keep(r, 1);
    }
    for (int i = 0; i < tv->nlone; i++) {
        float x, y;
        int w = (int)(tv->lone[i].width * tv->scale) + 1;
        tableview_to_screen(tv, tv->lone[i].pos, &x, &y);
        labels_keep((SDL_Rect){(int)x - w, (int)y - w, 2 * w, 2 * w}, 1);
    }
    /* the game's own words, registered before the frame's drawing */
    for (int i = 0; i < tv->nglab; i++) {
        const tableview_label *l = &tv->glab[i];
        labels_add(g, l->prio, l->flags, l->text, l->shorter, gfx_rgb(l->rgb), l->plate, l->part,
                          l->spot, l->nspot);
    }
    tv->nglab = 0;
}

void tableview_label_add(tableview *tv, const tableview_label *l)
{
    if (tv->nglab < TABLEVIEW_MAX_LABELS)
        tv->glab[tv->nglab++] = *l;
}

/* A circle's label: beside its upper right, upper left, lower right or
 * lower left, then over, under, right or left of it. */
static void circle_label(gfx *g, SDL_FPoint c, float r, const char *s, unsigned rgb, const char *part)
{
    float d = r * 0.71f;
    lplace_spot sp[8] = {{c.x + d + 4, c.y - d + 2, 0, 1}, {c.x - d - 4, c.y - d + 2, 1, 1},
                         {c.x + d + 4, c.y + d - 2, 0, 0}, {c.x - d - 4, c.y + d - 2, 1, 0},
                         {c.x, c.y - r - 2, 0.5f, 1},      {c.x, c.y + r + 2, 0.5f, 0},
                         {c.x + r + 4, c.y, 0, 0.5f},      {c.x - r - 4, c.y, 1, 0.5f}};
    labels_add(g, LPLACE_MARK, LPLACE_IN_BOUNDS, s, NULL, gfx_rgb(rgb), 1, part, sp, 8);
}

/* An arc's label near the end of its axis (l): right of it, left of it,
 * over or under it, or further in along the axis (c the arc's centre). It
 * was bare text at one place, and an objective's plate there hid it. */
static void arc_label(gfx *g, SDL_FPoint c, SDL_FPoint l, const char *s, unsigned rgb, const char *part)
{
    SDL_FPoint m = {c.x + (l.x - c.x) * 0.75f, c.y + (l.y - c.y) * 0.75f};
    SDL_FPoint h = {c.x + (l.x - c.x) * 0.5f, c.y + (l.y - c.y) * 0.5f};
    lplace_spot sp[8] = {{l.x + 4, l.y, 0, 0.5f}, {l.x - 4, l.y, 1, 0.5f}, {l.x, l.y - 8, 0.5f, 1},
                         {l.x, l.y + 8, 0.5f, 0}, {m.x + 4, m.y, 0, 0.5f}, {m.x - 4, m.y, 1, 0.5f},
                         {h.x + 4, h.y, 0, 0.5f}, {h.x - 4, h.y, 1, 0.5f}};
    labels_add(g, LPLACE_MARK, LPLACE_IN_BOUNDS, s, NULL, gfx_rgb(rgb), 1, part, sp, 8);
}

/* What the pointer's thing means, on a plate by a line from a to b (a
 * shot's verdict, sight, a move's inches): beside its middle first, then
 * along it, then by its ends. The highest label: the others give way. */
static void verdict_label(gfx *g, SDL_FPoint a, SDL_FPoint b, const char *s, unsigned rgb, const char *part)
{
    SDL_FPoint m = {(a.x + b.x) / 2, (a.y + b.y) / 2}, q = {a.x + (b.x - a.x) * 0.75f, a.y + (b.y - a.y) * 0.75f},
               o = {a.x + (b.x - a.x) * 0.25f, a.y + (b.y - a.y) * 0.25f};
    lplace_spot sp[12] = {{m.x + 8, m.y - 2, 0, 1},   {m.x - 8, m.y - 2, 1, 1},   {m.x + 8, m.y + 2, 0, 0},
                          {m.x - 8, m.y + 2, 1, 0},   {q.x + 8, q.y - 2, 0, 1},   {q.x - 8, q.y + 2, 1, 0},
                          {o.x + 8, o.y - 2, 0, 1},   {o.x - 8, o.y + 2, 1, 0},   {b.x + 14, b.y - 14, 0, 1},
                          {b.x - 14, b.y + 14, 1, 0}, {a.x + 14, a.y - 14, 0, 1}, {a.x - 14, a.y + 14, 1, 0}};
    char name[128];

    snprintf(name, sizeof name, "label: verdict: %.100s", part ? part : s);
    labels_add(g, LPLACE_VERDICT, LPLACE_IN_BOUNDS, s, NULL, gfx_rgb(rgb), 1, name, sp, 12);
}

static void draw_overlay(tableview *tv, gfx *g, const tableview_overlay *o)
{
    char name[96];

    SDL_FPoint c = scr(tv, o->at);
    float r = (float)(o->r * tv->scale);
    SDL_Color col = gfx_rgba(o->rgb, 200);

    switch (o->kind) {
    case TV_OV_CIRCLE:
        gfx_circle(g, c.x, c.y, r, gfx_rgba(o->rgb, 28));
        gfx_ring(g, c.x, c.y, r, 2, col);
        if (o->label[0]) {
            /* named for scripts: assert-apart "label:" finds plates over tags */
            snprintf(name, sizeof name, "label: %s", o->label);
            circle_label(g, c, r, o->label, o->rgb | 0x404040, name);
        }
        break;
    case TV_OV_ARC: {
        /* the wedge of the arc out to the range, as a fan of points */
        SDL_FPoint p[40];
        int n = 0, steps = 32;
        double range = o->r > 0 ? o->r : 200;
        p[n++] = c;
        for (int k = 0; k <= steps && n < 40; k++) {
            double ang = (o->facing - o->arc / 2 + o->arc * k / steps) * M_PI / 180;
            p[n++] = scr(tv, geom_v(o->at.x + cos(ang) * range, o->at.y + sin(ang) * range));
        }
        /* fan triangles from the centre: a convex wedge up to 180 degrees */
        gfx_poly(g, p, n, gfx_rgba(o->rgb, 30));
        gfx_poly_outline(g, p, n, 1.5f, col);
        if (o->label[0]) {
            double ang = o->facing * M_PI / 180;
            SDL_FPoint l = scr(tv, geom_v(o->at.x + cos(ang) * range * 0.92, o->at.y + sin(ang) * range * 0.92));
            snprintf(name, sizeof name, "label: %s", o->label);
            arc_label(g, c, l, o->label, o->rgb | 0x404040, name);
        }
        break;
    }
    case TV_OV_LINE: {
        SDL_FPoint e = scr(tv, o->to);
        gfx_line(g, c.x, c.y, e.x, e.y, 2.5f, col);
        /* a line's label is the verdict on what it joins (a shot): on a
         * plate (bare green text on the cloth was unreadable) */
        if (o->label[0])
            verdict_label(g, c, e, o->label, o->rgb | 0x404040, NULL);
        break;
    }
    default:
        break;
    }
}

static void draw_tape(tableview *tv, gfx *g)
{
    SDL_FPoint a = scr(tv, tv->tape_a), b = scr(tv, tv->tape_b);
    double len = geom_dist(tv->tape_a, tv->tape_b);
    char buf[32];

    gfx_line(g, a.x, a.y, b.x, b.y, 5, gfx_rgb(0xe8c33a));
    /* a tick every inch, a longer one every 6 */
    for (int k = 1; k < len; k++) {
        vec2 p = geom_toward(tv->tape_a, tv->tape_b, k);
        SDL_FPoint s = scr(tv, p);
        double ang = atan2(b.y - a.y, b.x - a.x) + M_PI / 2;
        float t = k % 6 == 0 ? 6.0f : 3.0f;
        gfx_line(g, s.x - (float)cos(ang) * t, s.y - (float)sin(ang) * t, s.x + (float)cos(ang) * t,
                 s.y + (float)sin(ang) * t, 1.2f, gfx_rgb(0x3b2f10));
    }
    gfx_circle(g, a.x, a.y, 4, gfx_rgb(0x3b2f10));
    snprintf(buf, sizeof buf, "%.1f\"", len);
    verdict_label(g, a, b, buf, 0xffe27a, "tape");
}

/* Sight from the piece the game names to the piece under the pointer:
 * green when clear, red to the blocker (a piece outlined, or the area). */
static void draw_los(tableview *tv, gfx *g)
{
    table_piece ps[TABLEVIEW_MAX_PIECES];
    int from = tv->los_from, to = tv->hover, who = -1, area;
    SDL_FPoint a, b;
    char buf[320];

    if (from < 0 || to < 0 || from == to || from >= tv->npc || tv->mode != TV_IDLE)
        return;
    for (int i = 0; i < tv->npc; i++)
        ps[i] = tv->pc[i].p;
    a = scr(tv, ps[from].pos);
    b = scr(tv, ps[to].pos);
    if (table_los(tv->tab, ps[from].pos, ps[to].pos, tv->los_mask, ps, tv->npc, from, to, &who)) {
        char why[200] = "";
        /* in sight, but the click may still be refused (arc, range, a
         * gun's rule): say so on hover, as the click would */
        int no = tv->hooks.why_not && tv->hooks.why_not(tv->hooks.ctx, from, to, why, sizeof why);
        gfx_line(g, a.x, a.y, b.x, b.y, 2, gfx_rgba(no ? 0xe67e22 : 0x2ecc71, 220));
        if (no)
            snprintf(buf, sizeof buf, "in sight, %.1f\", but %s", table_piece_dist(&ps[from], &ps[to]), why);
        else
            snprintf(buf, sizeof buf, "in sight, %.1f\"", table_piece_dist(&ps[from], &ps[to]));
        verdict_label(g, a, b, buf, no ? 0xffd0a0 : 0xb8f5c8, NULL);
        return;
    }
    gfx_line(g, a.x, a.y, b.x, b.y, 2, gfx_rgba(0xe74c3c, 220));
    if (who >= 0) {
        outline_piece(tv, g, &ps[who], 3, gfx_rgb(0xe74c3c));
        snprintf(buf, sizeof buf, "blocked by %s", tv->pc[who].label[0] ? tv->pc[who].label : "a piece");
    } else if ((area = table_los_area(tv->tab, ps[from].pos, ps[to].pos, tv->los_mask)) >= 0) {
        const table_area *ar = &tv->tab->area[area];
        SDL_FPoint p[TABLE_MAX_PTS];
        for (int k = 0; k < ar->n; k++)
            p[k] = scr(tv, ar->pt[k]);
        if (ar->closed)
            gfx_poly_outline(g, p, ar->n, 3, gfx_rgb(0xe74c3c));
        else
            for (int k = 0; k + 1 < ar->n; k++)
                gfx_line(g, p[k].x, p[k].y, p[k + 1].x, p[k + 1].y, 3, gfx_rgb(0xe74c3c));
        snprintf(buf, sizeof buf, "blocked by %s", ar->name[0] ? ar->name : tableview_kind_name(ar->kind));
    } else {
        snprintf(buf, sizeof buf, "blocked");
    }
    verdict_label(g, a, b, buf, 0xffb3a7, NULL);
}

static void draw_ghost(tableview *tv, gfx *g)
{
    tableview_piece gp;
    unsigned rgb = tv->drag_ok ? 0x2e8b57 : 0xd0312d;
    SDL_FPoint a, b;
    char buf[200];
    vec2 off;

    if (tv->drag < 0 || (tv->mode != TV_DRAG && tv->mode != TV_ROTATE))
        return;
    gp = tv->pc[tv->drag];
    off = geom_v(tv->drag_to.x - gp.p.pos.x, tv->drag_to.y - gp.p.pos.y);
    a = scr(tv, gp.p.pos);
    gp.p.pos = tv->drag_to;
    gp.p.facing = tv->drag_facing;
    b = scr(tv, gp.p.pos);
    gfx_line(g, a.x, a.y, b.x, b.y, 2, gfx_rgba(rgb, 200));
    for (int k = 0; k < tv->nfollow; k++) {
        tableview_piece fp = tv->pc[tv->follow[k]];
        fp.p.pos = tv->ghost_valid && tv->drag_ok ? tv->ghost_at[tv->follow[k]]
                                                  : geom_v(fp.p.pos.x + off.x, fp.p.pos.y + off.y);
        draw_piece(tv, g, &fp, 255, 1, rgb);
    }
    if (tv->ghost_valid && tv->drag_ok)
        gp.p.pos = tv->ghost_at[tv->drag];
    draw_piece(tv, g, &gp, 255, 1, rgb);
    if (geom_dist(tv->pc[tv->drag].p.pos, tv->drag_to) < 0.05 &&
        fabs(tv->drag_facing - tv->pc[tv->drag].p.facing) > 0.5)
        /* a turn where it stands moves no inch, yet it is the move: "0.0"
         * used" read as free */
        snprintf(buf, sizeof buf, "turn in place to %s: this is its move", geom_compass(tv->drag_facing));
    else if (tv->drag_used >= 0 && tv->drag_left < 0 && tv->drag_used + tv->drag_left >= 0)
        /* too far: what it needs against what it has, not "0.0 left" */
        snprintf(buf, sizeof buf, "needs %.1f\", you have %.1f\"", tv->drag_used,
                 tv->drag_used + tv->drag_left);
    else if (tv->drag_used >= 0)
        snprintf(buf, sizeof buf, "%.1f\" used, %.1f\" left", tv->drag_used,
                 tv->drag_left > 0 ? tv->drag_left : 0);
    else
        snprintf(buf, sizeof buf, "%.1f\"", geom_dist(tv->pc[tv->drag].p.pos, tv->drag_to));
    if (!tv->drag_ok && tv->drag_why[0])
        snprintf(buf + strlen(buf), sizeof buf - strlen(buf), ": %s", tv->drag_why);
    {
        /* by the ghost, its right first (where it always was) */
        lplace_spot sp[4] = {{b.x + 18, b.y + 14, 0, 0}, {b.x - 18, b.y + 14, 1, 0},
                             {b.x + 18, b.y - 14, 0, 1}, {b.x - 18, b.y - 14, 1, 1}};
        labels_add(g, LPLACE_VERDICT, LPLACE_IN_BOUNDS, buf, NULL,
                          gfx_rgb(tv->drag_ok ? 0xb8f5c8 : 0xffb3a7), 1, "label: verdict: move", sp, 4);
    }
}

static void pieces(tableview *tv, gfx *g)
{
    /* group outlines under the pieces */
    for (int i = 0; i < tv->npc; i++) {
        if (tv->pc[i].group < 0)
            continue;
        outline_piece(tv, g, &tv->pc[i].p, 5, gfx_rgba(0xf1c40f, 120));
    }
    for (int i = 0; i < tv->npc; i++) {
        const tableview_piece *pc = &tv->pc[i];
        int dragged = (tv->mode == TV_DRAG || tv->mode == TV_ROTATE) && i == tv->drag;
        if (pc->pickable)
            outline_piece(tv, g, &pc->p, 4, gfx_rgba(0x2ecc71, 170));
        if (tableview_selected(tv, i))
            outline_piece(tv, g, &pc->p, 4, gfx_rgb(0xffd84a));
        if (i == tv->hover && !dragged)
            outline_piece(tv, g, &pc->p, 2, gfx_rgba(0xffffff, 200));
        draw_piece(tv, g, pc, dragged ? 110 : 255, 0, 0);
        draw_markers(tv, g, pc);
    }
    /* a round piece's gun (Colonial's Colt, on its crew's leader) over the
     * crew round it: where the gun stands and which way it faces */
    for (int i = 0; i < tv->npc; i++) {
        const tableview_piece *pc = &tv->pc[i];
        double f = pc->p.facing * M_PI / 180;
        float dx = (float)cos(f), dy = (float)-sin(f), r = (float)(pc->p.width * 0.5 * tv->scale);
        SDL_FPoint c = scr(tv, pc->p.pos);
        if (!pc->p.round || pc->guns <= 0)
            continue;
        gfx_line(g, c.x - dx * r * 1.2f, c.y - dy * r * 1.2f, c.x + dx * r * 2.0f,
                 c.y + dy * r * 2.0f, r * 0.8f, gfx_rgba(0xf3e9d2, 220));
        gun(g, c, r * 1.1f, dx, dy);
    }
    for (int i = 0; i < tv->nlone; i++) {
        const tableview_lone_gun *l = &tv->lone[i];
        double f = l->facing * M_PI / 180;
        float dx = (float)cos(f), dy = (float)-sin(f), r = (float)(l->width * 0.5 * tv->scale);
        SDL_FPoint c = scr(tv, l->pos);
        gfx_line(g, c.x - dx * r * 1.2f, c.y - dy * r * 1.2f, c.x + dx * r * 2.0f,
                 c.y + dy * r * 2.0f, r * 0.8f, gfx_rgba(0xf3e9d2, l->crewed ? 220 : 160));
        gun(g, c, r * 1.1f, dx, dy);
    }
}

/* The pieces' words, to the frame's labels: the name of the piece pointed
 * at or chosen on a plate, kept inside the view (a band at the table's
 * east edge had its name cut by the side panel); a short tag under every
 * other one, moved aside from plates and pieces. */
static void piece_labels(tableview *tv, gfx *g)
{
    char name[96];
    lplace_spot sp[8];

    for (int i = 0; i < tv->npc; i++) {
        const tableview_piece *pc = &tv->pc[i];
        SDL_Rect r = piece_box(tv, i);
        int n = labels_box_spots(r, 4, sp);
        if ((i == tv->hover || tableview_selected(tv, i)) && pc->label[0]) {
            snprintf(name, sizeof name, "label plate: %.50s", pc->label);
            labels_add(g, LPLACE_PLATE, LPLACE_IN_BOUNDS, pc->label, NULL, gfx_rgb(0xf3e9d2), 1, name,
                              sp, n);
        } else if (pc->tag[0] && tv->scale >= 6) {
            snprintf(name, sizeof name, "label: %s", pc->tag);
            labels_add(g, LPLACE_TAG, LPLACE_IN_BOUNDS, pc->tag, NULL,
                              gfx_rgba(0x1c150f, pc->dim ? 120 : 220), 0, name, sp, n);
        }
    }
    /* a gun without crew says so, under it or over it: clear of the words
     * on the table (a gun left at a gate: "no crew" ran into "gate") */
    for (int i = 0; i < tv->nlone && tv->scale >= 6; i++) {
        const tableview_lone_gun *l = &tv->lone[i];
        SDL_FPoint c = scr(tv, l->pos);
        float r = (float)(l->width * 0.5 * tv->scale);
        if (l->crewed)
            continue;
        sp[0] = (lplace_spot){c.x, c.y + r * 2 + 4, 0.5f, 0};
        sp[1] = (lplace_spot){c.x, c.y - r * 2 - 4, 0.5f, 1};
        labels_add(g, LPLACE_TAG, LPLACE_IN_BOUNDS, "no crew", NULL, gfx_rgba(0x1c150f, 220), 0,
                   "label: no crew", sp, 2);
    }
}

/* Pieces and their words (the help's pictures). */
void tableview_draw_pieces(tableview *tv, gfx *g)
{
    pieces(tv, g);
    lab_begin(tv, g);
    piece_labels(tv, g);
    labels_end(NULL, g);
}

/* Round pieces' guns as named parts, with their facing. */
static void name_guns(const tableview *tv, ui_app *a)
{
    char name[64];

    /* a round piece's gun, drawn over its crew, named with its facing */
    for (int i = 0; i < tv->npc; i++) {
        const tableview_piece *pc = &tv->pc[i];
        if (!pc->p.round || pc->guns <= 0)
            continue;
        SDL_Rect r = tableview_piece_rect(tv, i);
        snprintf(name, sizeof name, "gun %.30s facing %s", pc->label, geom_compass(pc->p.facing));
        ui_part(a, (SDL_Rect){r.x - r.w, r.y - r.h, 3 * r.w, 3 * r.h}, name);
    }
    for (int i = 0; i < tv->nlone; i++) {
        const tableview_lone_gun *l = &tv->lone[i];
        SDL_FPoint c = scr(tv, l->pos);
        int w = (int)(l->width * tv->scale) + 1;
        snprintf(name, sizeof name, "gun %.30s facing %s%s", l->name, geom_compass(l->facing),
                 l->crewed ? "" : ", no crew");
        ui_part(a, (SDL_Rect){(int)c.x - w * 3 / 2, (int)c.y - w * 3 / 2, 3 * w, 3 * w}, name);
    }
}

void tableview_draw(tableview *tv, ui_app *a, gfx *g)
{
    vec2 h;

    gfx_clip(g, &tv->r);
    ui_map_area(a, tv->r);   /* for assert-in-view: plates stay inside it */
    gfx_fill(g, tv->r, gfx_rgb(0x2a2219));
    tableview_draw_terrain(tv, g);
    {   /* the table's surface on screen, named for tests (assert-apart
         * "table ": the tool buttons keep off it) */
        float x0, y0, x1, y1;
        SDL_Rect s, in;
        tableview_to_screen(tv, geom_v(0, tv->tab->h), &x0, &y0);
        tableview_to_screen(tv, geom_v(tv->tab->w, 0), &x1, &y1);
        s = (SDL_Rect){(int)x0, (int)y0, (int)(x1 - x0), (int)(y1 - y0)};
        if (SDL_IntersectRect(&s, &tv->r, &in))
            ui_part(a, in, "table surface");
    }
    /* every word written on the table goes through one placer, drawn
     * last, over everything */
    lab_begin(tv, g);
    {
        /* ranges and circles stop at the table's edge */
        SDL_FPoint c0 = scr(tv, geom_v(0, tv->tab->h)), c1 = scr(tv, geom_v(tv->tab->w, 0));
        SDL_Rect cloth = {(int)c0.x, (int)c0.y, (int)(c1.x - c0.x), (int)(c1.y - c0.y)}, clip;
        if (!SDL_IntersectRect(&cloth, &tv->r, &clip))
            clip = tv->r;
        gfx_clip(g, &clip);
        for (int k = 0; k < tv->nov; k++)
            draw_overlay(tv, g, &tv->ov[k]);
    }
    gfx_clip(g, &tv->r);
    if (tv->under) {
        tv->under(tv->hooks.ctx, a, g);
        gfx_clip(g, &tv->r);
    }
    pieces(tv, g);
    piece_labels(tv, g);
    name_guns(tv, a);
    if (tv->mode == TV_IDLE && tableview_handle(tv, &h)) {
        SDL_FPoint p = scr(tv, h), c = scr(tv, tv->pc[tv->sel[0]].p.pos);
        gfx_line(g, c.x, c.y, p.x, p.y, 1.5f, gfx_rgba(0xffd84a, 200));
        gfx_circle(g, p.x, p.y, 6, gfx_rgb(0xffd84a));
        gfx_ring(g, p.x, p.y, 6, 1.5f, gfx_rgb(0x1c150f));
        /* a press there turns the piece: named for scripts */
        ui_target(a, (SDL_Rect){(int)p.x - 5, (int)p.y - 5, 11, 11}, "rotation handle");
    }
    draw_ghost(tv, g);
    if (tv->drag >= 0 && tv->ghost_valid && tv->drag_ok && tv->mode == TV_DRAG) {
        /* the ghost's pieces, named after their pieces' click targets */
        char nm[80];
        for (int k = -1; k < tv->nfollow; k++) {
            int i = k < 0 ? tv->drag : tv->follow[k];
            SDL_FPoint c = scr(tv, tv->ghost_at[i]);
            int w = (int)(tv->pc[i].p.width * tv->scale) + 1;
            if (!tv->pc[i].name[0])
                continue;
            snprintf(nm, sizeof nm, "ghost %.60s", tv->pc[i].name);
            ui_part(a, (SDL_Rect){(int)c.x - w / 2, (int)c.y - w / 2, w, w}, nm);
        }
    }
    draw_los(tv, g);
    if (tv->mode == TV_BOX) {
        const ui_input *in = ui_in(a);
        SDL_Rect b = {in->press_x < in->mx ? in->press_x : in->mx, in->press_y < in->my ? in->press_y : in->my,
                      abs(in->mx - in->press_x), abs(in->my - in->press_y)};
        gfx_fill(g, b, gfx_rgba(0xffd84a, 40));
        gfx_frame(g, b, gfx_rgb(0xffd84a), 1);
    }
    if (tv->tape_on)
        draw_tape(tv, g);
    /* what the ground under the pointer is, in words: in the view's
     * bottom right corner, a label like the others so they keep off it */
    if (tv->hover_in && tv->mode == TV_IDLE && tv->hover < 0 && tv->hover_at.x >= 0 &&
        tv->hover_at.y >= 0 && tv->hover_at.x <= tv->tab->w && tv->hover_at.y <= tv->tab->h) {
        unsigned m = table_kinds_at(tv->tab, tv->hover_at);
        char buf[160];
        size_t k = 0;
        buf[0] = 0;
        for (int kind = 0; kind < TK_KINDS && k + 40 < sizeof buf; kind++) {
            if (!(m & (1u << kind)) || kind == TK_OPEN)
                continue;
            if (kind == TK_HILL)
                k += (size_t)snprintf(buf + k, sizeof buf - k, "%shill +%g", k ? ", " : "",
                                      table_elev(tv->tab, tv->hover_at));
            else
                k += (size_t)snprintf(buf + k, sizeof buf - k, "%s%s", k ? ", " : "",
                                      tableview_kind_name(kind));
        }
        if (!k)
            snprintf(buf, sizeof buf, "open ground");
        snprintf(buf + strlen(buf), sizeof buf - strlen(buf), "  (%.1f, %.1f)", tv->hover_at.x,
                 tv->hover_at.y);
        {
            lplace_spot sp = {(float)(tv->r.x + tv->r.w - 12), (float)(tv->r.y + tv->r.h - 34), 1, 0};
            labels_add(g, LPLACE_VERDICT, 0, buf, NULL, gfx_rgb(0xf3e9d2), 1, "label: ground", &sp, 1);
        }
    }
    labels_end(a, g);
    gfx_clip(g, NULL);
    tv->nov = 0;
}
