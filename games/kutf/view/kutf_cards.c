/* kutf_cards: the Headline and Event cards as the player sees them — the
 * full card (number, title, date, Chinese Action Compass, Actions and
 * Commands, specials in plain words, historical note), the face-down back,
 * and the piles panel (draw pile, discards, held and permanent events). */
#include <stdio.h>
#include <string.h>

#include <SDL.h>

#include "games/kutf/rules/kutf.h"
#include "gfx/gfx.h"
#include "ui/ui.h"

#include "games/kutf/view/kutf_view.h"

static const char *unit_or(const kutf_state *st, int u, const char *def)
{
    return u >= 0 && u < KUTF_UNITS ? st->data->unit[u].name : def;
}

void kutfv_fx_text(const kutf_state *st, const kutf_fx *fx, char *buf, size_t n)
{
    const kutf_data *d = st->data;
    int a = fx->amount;
    const kutf_blocker_def *b = fx->unit >= 0 && fx->unit < d->nblockers ? &d->blocker[fx->unit] : NULL;
    switch (fx->type) {
    case KUTF_FX_GAIN_CP:
        if (fx->unit >= 0)
            snprintf(buf, n, "%s gains %d CP (only if below its start)", unit_or(st, fx->unit, "A unit"), a);
        else if (fx->picks > 1)
            snprintf(buf, n, "%d units below their start gain %d CP each", fx->picks, a);
        else
            snprintf(buf, n, "A unit below its start gains %d CP", a);
        return;
    case KUTF_FX_LOSE_CP:
        if (fx->unit >= 0)
            snprintf(buf, n, "%s loses %d CP", unit_or(st, fx->unit, "A unit"), a);
        else if (fx->picks > 1)
            snprintf(buf, n, "%d units of your choice lose %d CP each", fx->picks, a);
        else
            snprintf(buf, n, "A unit of your choice loses %d CP", a);
        return;
    case KUTF_FX_FORTIFY: snprintf(buf, n, "Fortification +%d", a); return;
    case KUTF_FX_LOSE_FORT: snprintf(buf, n, "Fortification -%d", a); return;
    case KUTF_FX_HEROIC: snprintf(buf, n, "Heroic effort +%d (%d VP)", a, 5 * a); return;
    case KUTF_FX_BLOCKADE: snprintf(buf, n, "The blocking force attacks the column"); return;
    case KUTF_FX_DRM_FIRE: snprintf(buf, n, "Fire attacks %+d to hit", a); return;
    case KUTF_FX_DRM_ATTACK: snprintf(buf, n, "Relief combat %+d", a); return;
    case KUTF_FX_DRM_ADVANCE: snprintf(buf, n, "Advance rolls %+d", a); return;
    case KUTF_FX_MELEE_GUARD: snprintf(buf, n, "Legation melee casualties -%d", a); return;
    case KUTF_FX_ACTIONS: snprintf(buf, n, "%+d Action%s", a, a == 1 || a == -1 ? "" : "s"); return;
    case KUTF_FX_COMMANDS: snprintf(buf, n, "%+d Command%s", a, a == 1 || a == -1 ? "" : "s"); return;
    case KUTF_FX_CUP_ADD:
        snprintf(buf, n, "Into the cup: %s (%d)", b ? b->name : "a blocking unit", b ? b->strength : 0);
        return;
    case KUTF_FX_CUP_REMOVE:
        snprintf(buf, n, "Out of the cup: %s (%d)", b ? b->name : "a blocking unit", b ? b->strength : 0);
        return;
    case KUTF_FX_BOXERS_DOUBLE: snprintf(buf, n, "Boxers advance two spaces"); return;
    case KUTF_FX_PEITANG: snprintf(buf, n, "You may spend an Action to aid the Peitang"); return;
    case KUTF_FX_SPEED: snprintf(buf, n, "Speed %+d box%s", a, a == 1 || a == -1 ? "" : "es"); return;
    case KUTF_FX_POWER: snprintf(buf, n, "Combat Power %+d box%s", a, a == 1 || a == -1 ? "" : "es"); return;
    case KUTF_FX_CANCEL_LOSS: snprintf(buf, n, "Ignore one Loss of the relief column"); return;
    case KUTF_FX_HALT: snprintf(buf, n, "One Chinese unit of your choice does not advance"); return;
    case KUTF_FX_CHINESE_CP: snprintf(buf, n, "Every Chinese unit on the tracks %+d CP", a); return;
    case KUTF_FX_GUN: snprintf(buf, n, "The International Gun joins the defence"); return;
    default: snprintf(buf, n, "?"); return;
    }
}

static const char *frame_asset(const kutf_card *c)
{
    if (c->event)
        return c->epoch == 2 ? "kutf/card-event-gold.svg" : "kutf/card-event-red.svg";
    return c->epoch == 2 ? "kutf/card-gold.svg" : "kutf/card-red.svg";
}

/* Bulleted lines into r; returns the height used. When they do not all
 * fit, as many as leave room for a "more" line are drawn, then that line:
 * a bullet never goes missing without a word. */
static int fx_list(gfx *g, const kutf_state *st, const kutf_fx *fx, int nfx, SDL_Rect r, int font,
                   const char *extra[], int nextra)
{
    enum { MAXL = 16 };
    char line[MAXL][200];
    int h[MAXL], n = nfx + nextra < MAXL ? nfx + nextra : MAXL, total = 0, show = n;
    int more = gfx_line_h(g, GFX_SMALL), y = r.y;
    for (int i = 0; i < n; i++) {
        char t[180];
        if (i < nfx)
            kutfv_fx_text(st, &fx[i], t, sizeof t);
        else
            snprintf(t, sizeof t, "%s", extra[i - nfx]);
        snprintf(line[i], sizeof line[i], "\xE2\x80\xA2 %s", t);
        h[i] = gfx_text_wrap_h(g, font, r.w, line[i]);
        total += h[i] + 2;
    }
    if (total - 2 > r.h) {  /* keep room for the "more" line */
        int used = 0;
        for (show = 0; show < n && used + h[show] + 2 + more <= r.h; show++)
            used += h[show] + 2;
    }
    for (int i = 0; i < show; i++) {
        SDL_Rect lr = {r.x, y, r.w, h[i]};
        y += gfx_text_wrap(g, font, lr, gfx_rgb(UI_INK), line[i]) + 2;
    }
    if (show < n && y + more <= r.y + r.h) {
        /* a narrow place (beside the compass) gets a shorter line, never a cut one */
        const char *ml = "\xE2\x80\xA6 more (click the card)";
        if (gfx_text_w(g, GFX_SMALL, ml) > r.w)
            ml = "\xE2\x80\xA6 more (click)";
        if (gfx_text_w(g, GFX_SMALL, ml) > r.w)
            ml = "\xE2\x80\xA6 more";
        gfx_text(g, GFX_SMALL, r.x, y, gfx_rgb(UI_MUTED), ml);
    }
    return y - r.y;
}

/* The Chinese Action Compass: which approaches get a unit, of what kind
 * and strength, if they have none. */
static void compass(gfx *g, const kutf_state *st, const kutf_card *c, SDL_Rect r, int font)
{
    float cx = r.x + r.w / 2.f, cy = r.y + r.h / 2.f, rad = r.w / 2.f;
    gfx_circle(g, cx, cy, rad, gfx_rgba(0xe9dbb5, 255));
    gfx_ring(g, cx, cy, rad, 1.5f, gfx_rgb(0x8a7550));
    SDL_FPoint star[4][3];
    float s = rad * 0.16f;
    for (int k = 0; k < 4; k++) {
        float dx = k == 1 ? 1.f : k == 3 ? -1.f : 0.f, dy = k == 0 ? -1.f : k == 2 ? 1.f : 0.f;
        star[k][0] = (SDL_FPoint){cx + dx * rad * 0.34f, cy + dy * rad * 0.34f};
        star[k][1] = (SDL_FPoint){cx - dy * s, cy + dx * s};
        star[k][2] = (SDL_FPoint){cx + dy * s, cy - dx * s};
        gfx_poly(g, star[k], 3, gfx_rgb(k == 0 ? UI_ACCENT : 0x5c4a35));
    }
    int cs = (int)(rad * 0.62f);
    for (int t = 0; t < KUTF_TRACKS; t++) {
        char id = st->data->track[t].id[0];
        float dx = id == 'E' ? 1.f : id == 'W' ? -1.f : 0.f, dy = id == 'N' ? -1.f : id == 'S' ? 1.f : 0.f;
        float px = cx + dx * rad * 0.68f, py = cy + dy * rad * 0.68f;
        SDL_Rect u = {(int)(px - cs / 2.f), (int)(py - cs / 2.f), cs, cs};
        if (c->compass_kind[t] == KUTF_NOBODY) {
            char l[2] = {id, 0};
            gfx_text_align(g, font, u.x, u.y + (u.h - gfx_line_h(g, font)) / 2, u.w, GFX_CENTER,
                           gfx_rgba(0x5c4a35, 160), l);
            continue;
        }
        gfx_image(g, c->compass_kind[t] == KUTF_BOXER ? "kutf/unit-boxer.svg" : "kutf/unit-qing.svg", u);
        char num[16];
        snprintf(num, sizeof num, "%d", c->compass_cp[t]);
        float br = cs * 0.3f;
        float bx = u.x + u.w - br * 0.4f, by = (float)u.y + br * 0.4f;
        gfx_circle(g, bx, by, br + 1, gfx_rgb(0x2b2118));
        gfx_circle(g, bx, by, br, gfx_rgb(0xfbf4e2));
        gfx_text_align(g, GFX_SMALL, (int)(bx - br), (int)(by - gfx_line_h(g, GFX_SMALL) / 2.f),
                       (int)(2 * br), GFX_CENTER, gfx_rgb(UI_INK), num);
    }
}

static const char *when_text(const kutf_card *c)
{
    if (c->permanent)
        return "For the rest of the game";
    switch (c->when) {
    case KUTF_WHEN_ACTIONS: return "Keep: play during Legation Actions";
    case KUTF_WHEN_COMMANDS: return "Keep: play during Relief Commands";
    case KUTF_WHEN_LOSS: return "Keep: play when the column takes a Loss";
    default: return "Resolve at once";
    }
}

void kutfv_draw_card(gfx *g, const kutf_state *st, int ci, SDL_Rect r, int big)
{
    if (ci < 0 || ci >= st->data->ncards)
        return;
    const kutf_card *c = &st->data->card[ci];
    float k = r.w / 260.f;
#define X(v) (r.x + (int)((v) * k))
#define Y(v) (r.y + (int)((v) * k))
#define L(v) ((int)((v) * k))
    int fs = big ? GFX_BODY : GFX_SMALL;      /* body text */
    int fb = big ? GFX_LARGE : GFX_BOLD;      /* counts, headers */
    SDL_Rect sh = {r.x + 3, r.y + 4, r.w, r.h};
    gfx_round(g, sh, L(12), gfx_rgba(0x1a120c, 90));
    gfx_image(g, frame_asset(c), r);

    /* number in the disc, title in the band */
    int nf = big ? GFX_HEADING : GFX_BOLD;
    gfx_text_align(g, nf, X(17), Y(36) - gfx_line_h(g, nf) / 2, L(34), GFX_CENTER, gfx_rgb(UI_INK), c->id);
    SDL_Rect tb = {X(58), Y(12), L(188), L(48)};
    int tf = big ? GFX_HEADING : GFX_BOLD;
    if (gfx_text_wrap_h(g, tf, tb.w, c->title) > tb.h)
        tf = big ? GFX_LARGE : GFX_SMALL;
    if (gfx_text_wrap_h(g, tf, tb.w, c->title) > tb.h)
        tf = big ? GFX_BODY : GFX_SMALL;
    int th = gfx_text_wrap_h(g, tf, tb.w, c->title);
    SDL_Rect tr = {tb.x, tb.y + (th < tb.h ? (tb.h - th) / 2 : 0), tb.w, tb.h};
    gfx_clip(g, &tb);
    gfx_text_wrap(g, tf, tr, gfx_rgb(0xfffbef), c->title);
    gfx_clip(g, NULL);

    /* date / kind line */
    int lh = gfx_line_h(g, fs);
    char kind[64];
    if (c->event)
        snprintf(kind, sizeof kind, "Event \xC2\xB7 %s epoch", c->epoch == 2 ? "second" : "first");
    else
        snprintf(kind, sizeof kind, "%s", c->date);
    gfx_text(g, fs, X(14), Y(68), gfx_rgb(UI_MUTED), kind);

    if (!c->event) {
        /* Legation phase: compass, Actions, specials */
        SDL_Rect cr = {X(10), Y(70) + lh + L(6), L(86), L(86)};
        compass(g, st, c, cr, fs);
        int ax = X(102);
        int ay = Y(70) + lh + L(2);
        char cnt[32];
        snprintf(cnt, sizeof cnt, "Actions: %d", c->actions);
        gfx_text(g, fb, ax, ay, gfx_rgb(UI_ACCENT), cnt);
        const char *extra[2];
        char e1[48];
        int ne = 0;
        if (c->drm_fire) {
            snprintf(e1, sizeof e1, "Fire %+d to hit", c->drm_fire);
            extra[ne++] = e1;
        }
        SDL_Rect sr = {ax, ay + gfx_line_h(g, fb) + L(2), X(248) - ax, Y(204) - (ay + gfx_line_h(g, fb) + L(2))};
        gfx_clip(g, &sr);
        int used = gfx_line_h(g, fs);
        if (c->nleg + ne > 0)
            used = fx_list(g, st, c->leg, c->nleg, sr, fs, extra, ne);
        else
            gfx_text(g, fs, sr.x, sr.y, gfx_rgb(UI_MUTED), "No specials");
        gfx_clip(g, NULL);

        /* the dividing line between the two phases: under the compass or
         * the specials, whichever reach lower, so the relief half gets
         * what room is left */
        int dy = cr.y + cr.h + L(10);
        if (sr.y + used + L(8) > dy)
            dy = sr.y + used + L(8);
        if (dy > Y(206))
            dy = Y(206);
        gfx_line(g, X(14), dy, X(246), dy, L(1.5f) > 1 ? L(1.5f) : 1, gfx_rgb(0x5c4a35));
        const char *rc = "RELIEF COLUMN";
        int rw = gfx_text_w(g, GFX_SMALL, rc) + 12;
        SDL_Rect rl = {r.x + (r.w - rw) / 2, dy - gfx_line_h(g, GFX_SMALL) / 2, rw, gfx_line_h(g, GFX_SMALL)};
        gfx_fill(g, rl, gfx_rgb(0xf3e8cb));
        gfx_text_align(g, GFX_SMALL, rl.x, rl.y, rl.w, GFX_CENTER, gfx_rgb(0x5c4a35), rc);

        /* Relief phase: Commands, specials, DRMs */
        int ry = dy + L(10);
        snprintf(cnt, sizeof cnt, "Commands: %d", c->commands);
        gfx_text(g, fb, X(14), ry, gfx_rgb(0x2b4a7a), cnt);
        char e2[48], e3[48];
        ne = 0;
        if (c->drm_attack) {
            snprintf(e2, sizeof e2, "Combat %+d", c->drm_attack);
            extra[ne++] = e2;
        }
        if (c->drm_advance) {
            snprintf(e3, sizeof e3, "Advance %+d", c->drm_advance);
            extra[ne++] = e3;
        }
        SDL_Rect rr = {X(14), ry + gfx_line_h(g, fb) + L(2), L(232), Y(284) - (ry + gfx_line_h(g, fb) + L(2))};
        gfx_clip(g, &rr);
        if (c->nrel + ne > 0)
            fx_list(g, st, c->rel, c->nrel, rr, fs, extra, ne);
        gfx_clip(g, NULL);
    } else {
        SDL_Rect wr = {X(14), Y(70) + lh + L(8), L(232), lh + L(6)};
        gfx_round(g, wr, 3, gfx_rgba(0x2b4a7a, 40));
        gfx_text_align(g, GFX_BOLD, wr.x, wr.y + (wr.h - gfx_line_h(g, GFX_BOLD)) / 2,
                       wr.w, GFX_CENTER, gfx_rgb(0x23497f), when_text(c));
        SDL_Rect er = {X(16), wr.y + wr.h + L(10), L(228), Y(282) - (wr.y + wr.h + L(10))};
        gfx_clip(g, &er);
        fx_list(g, st, c->fx, c->nfx, er, big ? GFX_LARGE : GFX_BODY, NULL, 0);
        gfx_clip(g, NULL);
    }

    /* historical note */
    int notef = big ? GFX_BODY : GFX_SMALL, nlh = gfx_line_h(g, notef);
    SDL_Rect nr = {X(18), Y(290), L(224), L(62) / nlh * nlh}; /* whole lines */
    gfx_clip(g, &nr);
    gfx_text_wrap_fit(g, notef, nr, gfx_rgb(0x4a3a2a), c->note);  /* "…" where cut */
    gfx_clip(g, NULL);
#undef X
#undef Y
#undef L
}

void kutfv_draw_back(gfx *g, SDL_Rect r)
{
    SDL_Rect sh = {r.x + 2, r.y + 3, r.w, r.h};
    gfx_round(g, sh, 6, gfx_rgba(0x1a120c, 90));
    gfx_image(g, "kutf/card-back.svg", r);
}

/* A small face-up card: its epoch's colour and its number, kept left of
 * the count badge at the lower right (num: where the number went). */
static void draw_face(gfx *g, const kutf_state *st, int ci, SDL_Rect r, SDL_Rect *num)
{
    const kutf_card *c = &st->data->card[ci];
    unsigned band = c->epoch == 2 ? 0xb8902a : 0x9e2a24;
    gfx_round(g, (SDL_Rect){r.x + 2, r.y + 3, r.w, r.h}, 5, gfx_rgba(0x1a120c, 90));
    gfx_round(g, r, 5, gfx_rgb(0xfbf4e2));
    SDL_Rect b = {r.x + 3, r.y + 3, r.w - 6, r.h / 3};
    gfx_fill(g, b, gfx_rgb(band));
    if (c->event)
        gfx_fill(g, (SDL_Rect){b.x, b.y, b.w / 2, b.h}, gfx_rgb(0x2f5f9e));
    gfx_frame(g, r, gfx_rgb(0x2b2118), 1);
    int room = r.w - 17, font = GFX_LARGE; /* the badge takes the last 15 px */
    if (gfx_text_w(g, font, c->id) > room)
        font = GFX_BOLD;
    int tw = gfx_text_w(g, font, c->id), lh = gfx_line_h(g, font);
    *num = (SDL_Rect){r.x + 2 + (room - tw) / 2, b.y + b.h + (r.h - b.h - 3 - lh) / 2, tw, lh};
    gfx_text(g, font, num->x, num->y, gfx_rgb(UI_INK), c->id);
}

/* A count in a dark disc at the lower right corner of a pile. */
static void badge(ui_app *a, gfx *g, SDL_Rect r, const char *s)
{
    float rad = 11.f;
    float cx = r.x + r.w - 4.f, cy = r.y + r.h - 6.f;
    ui_part(a, (SDL_Rect){(int)(cx - rad), (int)(cy - rad), (int)(2 * rad), (int)(2 * rad)}, "label pile badge");
    gfx_circle(g, cx, cy, rad + 1.5f, gfx_rgb(0xfbf4e2));
    gfx_circle(g, cx, cy, rad, gfx_rgb(0x2b2118));
    gfx_text_align(g, GFX_SMALL, (int)(cx - rad), (int)(cy - gfx_line_h(g, GFX_SMALL) / 2.f), (int)(2 * rad),
                   GFX_CENTER, gfx_rgb(0xfbf4e2), s);
}

/* Draw pile, discards, then held and permanent events as chips. */
void kutfv_draw_piles(kutfv *v, SDL_Rect r)
{
    const kutf_state *st = v->st;
    gfx *g = v->g;
    int lh = gfx_line_h(g, GFX_SMALL);
    int ch = r.h - lh - 4, cw = ch * 260 / 364;
    SDL_Rect dp = {r.x, r.y, cw, ch};
    if (st->deck.ndraw > 0)
        kutfv_draw_back(g, dp);
    else {
        gfx_round(g, dp, 6, gfx_rgba(0x2b2118, 40));
        gfx_frame(g, dp, gfx_rgba(0x8a7550, 200), 1);
    }
    char s[32];
    snprintf(s, sizeof s, "%d", st->deck.ndraw);
    badge(v->a, g, dp, s);
    gfx_text_align(g, GFX_SMALL, dp.x - 6, dp.y + dp.h + 2, dp.w + 12, GFX_CENTER, gfx_rgb(UI_INK), "Draw");
    kutfv_tip(v, dp, "The draw pile: each card left at a victory is worth 1 VP.");

    SDL_Rect ds = {r.x + cw + 8, r.y, cw, ch};
    int top = st->deck.ndiscard > 0 ? st->deck.discard[st->deck.ndiscard - 1] : -1;
    if (top >= 0 && top < st->data->ncards) {
        SDL_Rect num;
        draw_face(g, st, top, ds, &num);
        ui_part(v->a, num, "label pile top card number");
        kutfv_tip(v, ds, st->data->card[top].title);
        if (kutfv_click(v, ds)) {
            v->zoom = top;
            v->zoom_fresh = 1;
            ui_wake(v->a, 0);
        }
    } else {
        gfx_round(g, ds, 6, gfx_rgba(0x2b2118, 40));
        gfx_frame(g, ds, gfx_rgba(0x8a7550, 200), 1);
    }
    snprintf(s, sizeof s, "%d", st->deck.ndiscard);
    if (top >= 0)
        badge(v->a, g, ds, s);
    gfx_text_align(g, GFX_SMALL, ds.x - 12, ds.y + ds.h + 2, ds.w + 24, GFX_CENTER, gfx_rgb(UI_INK), "Discards");

    /* events */
    int ex = ds.x + ds.w + 12, ew = r.x + r.w - ex;
    int y0 = r.y + lh + 2, avail = r.y + r.h - y0;
    /* every event has its chip: held ones, those in force for good, and
     * the ones that hold this turn only (resolved when revealed; after
     * their card closed they were shown nowhere). Chips close up, then
     * go two a row, so that a third is not left out */
    int list[3 * KUTF_MAX_HAND], kind[3 * KUTF_MAX_HAND], n = 0;
    for (int i = 0; i < st->nhand && n < 3 * KUTF_MAX_HAND; i++)
        list[n] = st->hand[i], kind[n++] = 0;
    for (int i = 0; i < st->nperm && n < 3 * KUTF_MAX_HAND; i++)
        list[n] = st->perm[i], kind[n++] = 1;
    for (int i = 0; i < st->nrevealed && n < 3 * KUTF_MAX_HAND; i++) {
        int ci = st->revealed[i], known = 0;
        for (int j = 0; j < n; j++)
            known |= list[j] == ci;
        if (!known && ci >= 0 && !st->data->card[ci].permanent)
            list[n] = ci, kind[n++] = 2;
    }
    gfx_text(g, GFX_SMALL, ex, r.y, gfx_rgb(UI_MUTED), n ? "Events" : "No events held");
    int cols = 1, chip_h = 22, rows = n;
    if (n * (chip_h + 3) > avail) {
        chip_h = avail / n - 3;
        if (chip_h < 16) {
            cols = 2;
            rows = (n + 1) / 2;
            chip_h = avail / rows - 3 > 22 ? 22 : avail / rows - 3;
            if (chip_h < 14)
                chip_h = 14;
        }
    }
    for (int i = 0; i < n; i++) {
        int held = kind[i] == 0, ci = list[i];
        int chw = cols == 1 ? ew : (ew - 4) / 2;
        int y = y0 + (i / cols) * (chip_h + 3);
        const kutf_card *c = &st->data->card[ci];
        SDL_Rect chip = {ex + (i % cols) * (chw + 4), y, chw, chip_h};
        char t[96];
        (void)rows;
        if (y + chip_h > r.y + r.h + 2)
            break;
        gfx_round(g, chip, 4, gfx_rgb(held ? 0xdfe7f3 : kind[i] == 1 ? 0xefe3c2 : 0xf3ead8));
        gfx_fill(g, (SDL_Rect){chip.x, chip.y, 5, chip.h}, gfx_rgb(held ? 0x2f5f9e : kind[i] == 1 ? 0x8a7550 : 0xb08d4a));
        gfx_frame(g, chip, gfx_rgba(0x2b2118, 160), 1);
        snprintf(t, sizeof t, "%s%s", held ? "" : kind[i] == 1 ? "In force: " : "This turn: ", c->title);
        SDL_Rect tc = {chip.x + 8, chip.y, chip.w - 10, chip.h};
        gfx_clip(g, &tc);
        gfx_text(g, GFX_SMALL, tc.x, chip.y + (chip.h - lh) / 2, gfx_rgb(UI_INK), t);
        gfx_clip(g, NULL);
        snprintf(t, sizeof t, "event chip %s", c->title);
        ui_part(v->a, chip, t);
        kutfv_tip(v, chip, held ? "A held event: click to play it when it is highlighted; "
                                  "right-click to read it."
                  : kind[i] == 1 ? "A permanent event; click to read it."
                                 : "An event that holds this turn; click to read it.");
        int k = held ? kutfv_find_card(v, ci) : -1;
        if (k >= 0)
            kutfv_hot(v, chip, k);
        else if (kutfv_click(v, chip)) {
            v->zoom = ci;
            v->zoom_fresh = 1;
            ui_wake(v->a, 0);
        }
        if (v->input && ui_in(v->a)->rclicked && ui_hover(v->a, chip)) {
            v->zoom = ci;
            v->zoom_fresh = 1;
            ui_wake(v->a, 0);
        }
    }
}
