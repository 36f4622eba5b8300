/* col_panel: the side panel of the Colonial Siege screen. The card in play
 * drawn large with what it allows; the siege's counters (ammunition unless
 * hidden, the column once sighted, the natives left in the pool, melees
 * waiting); the chosen group's actions and the decisions the rules ask for
 * (col_orders.c); the dice tray with sums and the kills
 * per 6, 9 and 12; the log. Also what the game draws over the table. */
#include <stdio.h>
#include <string.h>

#include "games/colonial/view/col_view_local.h"

static const unsigned native_rgb[COL_MAX_TYPES] = {0xd0473a, 0xe0b83a, 0xb0703a, 0x8e44ad, 0x5d6d7e,
                                                    0xc0392b};

unsigned colv_face_rgb(const col_state *st, int g)
{
    static const unsigned def[6] = {0xe9e4d8, 0xc9d6e8, 0xe8d8c0, 0xd8e8d0, 0xf0e0e8, 0xd0d0d0};
    const col_group *gr = &st->grp[g];

    if (gr->side == COL_DEF)
        return def[g % 6];
    return native_rgb[gr->type >= 0 && gr->type < COL_MAX_TYPES ? gr->type : 0];
}

/* The natives' colour key with the pool: a base of each type's colour,
 * its name and how many wait off the table (a type's colour was known
 * only by hovering a band). Returns the height used. */
static int native_key(const col_state *st, ui_app *a, gfx *g, SDL_Rect r, int draw)
{
    char buf[80];
    int x = r.x, y = r.y, lh = gfx_line_h(g, GFX_SMALL), pool = 0;

    for (int t = 0; t < st->ntypes; t++)
        pool += st->pool[t];
    snprintf(buf, sizeof buf, "Natives in the pool: %d.", pool);
    if (draw)
        gfx_text(g, GFX_SMALL, x, y, gfx_rgb(UI_INK), buf);
    x += gfx_text_w(g, GFX_SMALL, buf) + 8;
    for (int t = 0; t < st->ntypes; t++) {
        int w;
        snprintf(buf, sizeof buf, "%s %d", st->type[t].name, st->pool[t]);
        w = 16 + gfx_text_w(g, GFX_SMALL, buf);
        if (x > r.x && x + w > r.x + r.w) {
            x = r.x;
            y += lh;
        }
        if (draw) {
            gfx_circle(g, (float)x + 6, (float)y + lh / 2.0f, 6, gfx_rgb(0x3a2a10));
            gfx_circle(g, (float)x + 6, (float)y + lh / 2.0f, 5, gfx_rgb(native_rgb[t % COL_MAX_TYPES]));
            gfx_text(g, GFX_SMALL, x + 15, y, gfx_rgb(UI_INK), buf);
            snprintf(buf, sizeof buf, "key %s", st->type[t].name);
            ui_part(a, (SDL_Rect){x, y, w, lh}, buf);
        }
        x += w + 10;
    }
    return y + lh - r.y;
}

/* What the card in play gives, in words beside its picture. */
static void card_words(const col_state *st, char *buf, size_t n)
{
    int card = st->card, rank = deck54_rank(card), red = deck54_is_red(card);

    if (rank == 0)
        snprintf(buf, n, "A Joker: no actions. Natives come on every edge%s.",
                 st->sighted ? "; since the sighting only the first Joker reshuffles the deck" :
                               ", and the deck is reshuffled");
    else
        snprintf(buf, n, "%s card: the %s get %d action%s (%s). %d left.%s",
                 red ? "A red" : "A black", red ? "defenders" : "attackers",
                 col_card_actions(st, card), col_card_actions(st, card) == 1 ? "" : "s",
                 rank == 1 ? "an Ace: three" : rank >= 11 ? "a face card: two" : "a number card: one",
                 st->actions,
                 rank == 1 && deck54_suit(card) == 2 ? " The Ace of hearts: the relief column." : "");
}

#define CARD_W 74  /* the card's picture: small enough that the log keeps */
#define CARD_H 84  /* its rows under the orders (it was 84 x 116) */

static void ammo_words(const col_state *st, char *buf, size_t n)
{
    if (st->opt[CO_HIDDEN_AMMO] && col_ammo_low(st))
        snprintf(buf, n, "Ammunition: hidden, and running low (the umpire's word)");
    else if (st->opt[CO_HIDDEN_AMMO])
        snprintf(buf, n, "Ammunition: hidden (the tin rattles in the log)");
    else
        snprintf(buf, n, "Ammunition: %d rifle, %d gun counters", st->rifle, st->gunammo);
}

/* The card (a white card with rank and suit, red or black) and beside it
 * what it gives, the ammunition and the relief column: those lines stood
 * under the picture and cost the log two rows. Drawn when draw, measured
 * always; returns the block's height in r's width. */
static int card_block(cview *v, gfx *g, SDL_Rect r, int draw)
{
    const col_state *st = CST(v);
    static const char *const ranks[14] = {"Joker", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10",
                                          "J", "Q", "K"};
    static const char *const suits[4] = {"Clubs", "Diamonds", "Hearts", "Spades"};
    SDL_Rect c = {r.x, r.y, CARD_W, CARD_H};
    char name[40], buf[240];
    int card = st->card, tx = r.x + CARD_W + 12, tw = r.w - CARD_W - 12, y = r.y, k;
    const char *relief = st->sighted ? "The relief column has been sighted (marker in a corner)."
                                     : "The relief column has not been sighted.";

    if (draw) {
        gfx_round(g, c, 8, gfx_rgb(card >= 0 ? 0xfbf8f0 : 0x6b5a48));
        gfx_frame(g, c, gfx_rgb(0x1c150f), 2);
    }
    if (card < 0) {
        if (draw)
            gfx_text(g, GFX_SMALL, tx, y + 4, gfx_rgb(UI_INK), "No card drawn yet.");
        y += 24;
    } else {
        int rank = deck54_rank(card), red = deck54_is_red(card);
        card_words(st, buf, sizeof buf);
        k = gfx_text_wrap_h(g, GFX_SMALL, tw, buf);
        if (draw) {
            gfx_text(g, GFX_HEADING, c.x + 8, c.y + 6, gfx_rgb(red ? 0xc0392b : 0x1c150f), ranks[rank]);
            gfx_text(g, GFX_SMALL, c.x + 6, c.y + c.h - 22, gfx_rgb(red ? 0xc0392b : 0x1c150f),
                     rank ? suits[deck54_suit(card) & 3] : "");
            deck54_name(card, name, sizeof name);
            gfx_text(g, GFX_BOLD, tx, y + 2, gfx_rgb(UI_INK), name);
            gfx_text_wrap(g, GFX_SMALL, (SDL_Rect){tx, y + 24, tw, k}, gfx_rgb(UI_INK), buf);
        }
        y += 24 + k + 2;
    }
    ammo_words(st, buf, sizeof buf);
    k = gfx_text_wrap_h(g, GFX_SMALL, tw, buf);
    if (draw)
        gfx_text_wrap(g, GFX_SMALL, (SDL_Rect){tx, y, tw, k}, gfx_rgb(UI_INK), buf);
    y += k;
    k = gfx_text_wrap_h(g, GFX_SMALL, tw, relief);
    if (draw)
        gfx_text_wrap(g, GFX_SMALL, (SDL_Rect){tx, y, tw, k},
                      gfx_rgb(st->sighted ? UI_HILITE : UI_MUTED), relief);
    y += k;
    return (y - r.y > CARD_H ? y - r.y : CARD_H) + 6;
}

/* The siege panel: the card's block, the natives' key, the defenders;
 * drawn in its inner area in when draw; returns the height used. */
static int state_body(cview *v, ui_app *a, gfx *g, SDL_Rect in, int draw)
{
    const col_state *st = CST(v);
    char buf[240];
    int y = in.y + 2, melees = 0;

    y += card_block(v, g, (SDL_Rect){in.x + 4, y, in.w - 8, 0}, draw);
    y += native_key(st, a, g, (SDL_Rect){in.x + 4, y, in.w - 8, 40}, draw);
    for (int gi = 0; gi < COL_MAX_GROUP; gi++)
        melees += st->grp[gi].used && st->grp[gi].melee >= 0;
    snprintf(buf, sizeof buf, "Defenders %d of %d standing.  Groups in melee: %d",
             st->col_total - st->col_dead, st->col_total, melees);
    if (draw) {
        gfx_text(g, GFX_SMALL, in.x + 4, y, gfx_rgb(UI_INK), buf);
        /* named for tests: the last line stays inside the panel's frame */
        ui_part(a, (SDL_Rect){in.x + 4, y, in.w - 8, gfx_line_h(g, GFX_SMALL)}, "siege last line");
    }
    return y + 18 - in.y;
}

/* The siege panel's height in width w: its lines measured, so that the
 * last is not cut (a fixed 278 cut it at 1280x800) and no room is kept
 * that the orders and the log could use. */
static int state_h(cview *v, gfx *g, int w)
{
    return gfx_line_h(g, GFX_BOLD) + 46 + state_body(v, NULL, g, (SDL_Rect){0, 0, w - 28, 0}, 0) + 2;
}

static void draw_state(cview *v, ui_app *a, gfx *g, SDL_Rect r)
{
    state_body(v, a, g, ui_panel(a, r, "The siege"), 1);
    ui_part(a, r, "siege panel");
}

static void draw_dice(cview *v, ui_app *a, gfx *g, SDL_Rect r)
{
    SDL_Rect in = ui_panel(a, r, "Dice");
    Uint32 now = ui_now(a);
    int tumbling = now - v->rolled_at < 500, sum = 0;
    float size = v->nfaces > 14 ? 16 : 22;
    int y = in.y + 2, per = (int)((in.w - 8) / (size + 3));
    char buf[160];

    for (int k = 0; k < v->nfaces; k++) {
        int f = v->faces[k];
        sum += f;
        if (tumbling)
            f = 1 + (int)((now / 60 + (Uint32)k * 7) % (Uint32)(v->sides[k] == 7 ? 4 : v->sides[k]));
        ui_die(g, v->sides[k] == 7 ? 7 : 6, v->sides[k] == 7 && f < 2 ? 2 : f,
               in.x + 4 + size / 2 + (size + 3) * (k % per), y + size / 2 + (size + 3) * (float)(k / per), size);
    }
    for (int k = 0; k < v->nx && v->nfaces; k++) {
        int i = v->nfaces + 1 + k;
        ui_die(g, 6, v->xfaces[k], in.x + 4 + size / 2 + (size + 3) * (i % per),
               y + size / 2 + (size + 3) * (float)(i / per), size);
    }
    if (tumbling)
        ui_animate(a);
    if (v->nfaces)
        y += (int)((size + 3) * ((v->nfaces + (v->nx ? v->nx + 1 : 0) + per - 1) / per)) + 2;
    /* a volley's total, not the sum of whatever else the action rolled
     * (a melee's two sides, a reinforcement roll after it) */
    if (v->nfaces > 0 && v->vol_total >= 0) {
        sum = v->vol_total;
        snprintf(buf, sizeof buf, "Sum %d: kills %d per 6 (open), %d per 9, %d per 12 (hard)",
                 sum, sum / 6, sum / 9, sum / 12);
        gfx_text(g, GFX_SMALL, in.x + 4, y, gfx_rgb(UI_ACCENT), buf);
        y += 18;
    }
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
                      CST(v)->dice.nhist > 0 ? "No roll since the game was opened (the log has "
                                               "the earlier ones)."
                                             : "No dice rolled yet.");
}

void colv_overlays(cview *v)
{
    const col_state *st = CST(v);
    tableview_overlay o;
    int l;

    if (st->sighted) {
        memset(&o, 0, sizeof o);
        o.kind = TV_OV_CIRCLE;
        o.at = geom_v(st->tab.w - 2.5, 2.5);
        o.r = 1.2;
        o.rgb = 0x27ae60;
        snprintf(o.label, sizeof o.label, "relief column sighted");
        tableview_overlay_add(&v->tv, &o);
    }
    /* melees stay marked until they are resolved */
    for (int g = 0; g < COL_MAX_GROUP; g++) {
        if (!st->grp[g].used || st->grp[g].melee < 0 || (l = col_leader(st, g)) < 0)
            continue;
        memset(&o, 0, sizeof o);
        o.kind = TV_OV_CIRCLE;
        o.at = st->fig[l].pos;
        o.r = 2.5;
        o.rgb = 0xd0312d;
        snprintf(o.label, sizeof o.label, "melee");
        tableview_overlay_add(&v->tv, &o);
    }
    if (st->dec == DEC_FOLLOW && st->fol_group >= 0) {
        memset(&o, 0, sizeof o);
        o.kind = TV_OV_CIRCLE;
        o.at = st->fol_at;
        o.r = 2;
        o.rgb = 0x2ecc71;
        snprintf(o.label, sizeof o.label, "ground held");
        tableview_overlay_add(&v->tv, &o);
    }
    if (st->dec == DEC_DEPLOY || v->sel < 0 || !st->grp[v->sel].used ||
        (l = col_leader(st, v->sel)) < 0)
        return;
    /* the pointer on an enemy: may the chosen group shoot at it, and why not */
    if (v->tv.hover >= 0 && v->tv.hover < v->tv.npc && v->tv.mode == TV_IDLE) {
        int h = st->fig[v->fig_of[v->tv.hover]].group;
        char why[160] = "";
        if (st->grp[h].side != st->grp[v->sel].side) {
            int ok = col_can_fire(st, v->sel, h, why, sizeof why) == 0;
            memset(&o, 0, sizeof o);
            o.kind = TV_OV_LINE;
            o.at = st->fig[l].pos;
            o.to = st->fig[v->fig_of[v->tv.hover]].pos;
            o.rgb = ok ? 0x2ecc71 : 0xe74c3c;
            snprintf(o.label, sizeof o.label, "%.47s", ok ? "may shoot: click" : why[0] ? why : "cannot shoot");
            tableview_overlay_add(&v->tv, &o);
        }
    }
    memset(&o, 0, sizeof o);
    o.kind = TV_OV_CIRCLE;
    o.at = st->fig[l].pos;
    o.r = col_allowance(st, v->sel);
    o.rgb = 0xf1c40f;
    snprintf(o.label, sizeof o.label, "move %.0f\"", o.r);
    tableview_overlay_add(&v->tv, &o);
}

/* At set-up: the compound outlined (where squads may stand) and the
 * chosen squad's legal places as dots. */
static void deploy_marks(cview *v, gfx *g)
{
    const col_state *st = CST(v);
    float x, y;

    if (st->dec != DEC_DEPLOY || !colv_human_turn(v))
        return;
    for (int k = 0; k < st->ncomp; k++) {
        SDL_FPoint pt[12];
        for (int i = 0; i < st->compn[k]; i++) {
            tableview_to_screen(&v->tv, st->comp[k][i], &x, &y);
            pt[i] = (SDL_FPoint){x, y};
        }
        gfx_poly(g, pt, st->compn[k], gfx_rgba(0x2ecc71, 28));
        gfx_poly_outline(g, pt, st->compn[k], 3, gfx_rgba(0x2ecc71, 230));
    }
    for (int k = 0; k < v->nlegal && v->sel >= 0; k++) {
        const col_action *a = &v->legal[k].act;
        if (a->type != CA_DEPLOY || a->group != v->sel)
            continue;
        tableview_to_screen(&v->tv, geom_v(a->x, a->y), &x, &y);
        gfx_circle(g, x, y, 3, gfx_rgba(0x2ecc71, 220));
    }
}

/* A burning or burnt building's plate, given to the label placer above
 * the names (a mark: what the fire has left matters more than a name)
 * and below a piece's plate and the verdict, clear of the figures inside
 * (it was drawn over them, in the building's middle): along the roof's
 * upper or lower edge inside it where no figure stands (the words round
 * the building keep their places), else over it, under it, beside it; shortened to "burning" / "burnt" where the whole
 * will not go. The box is the building's on screen. */
static void fire_label(cview *v, int b, float x0, float y0, float x1, float y1)
{
    const col_build *bd = &CST(v)->build[b];
    int burning = bd->orig > 0 && !bd->burned;
    float cx = (x0 + x1) / 2, cy = (y0 + y1) / 2;
    tableview_label l;

    if (!burning && !bd->burned)
        return;
    memset(&l, 0, sizeof l);
    if (burning)
        snprintf(l.text, sizeof l.text, "burning: %d match%s, %d smoke", bd->matches,
                 bd->matches == 1 ? "" : "es", bd->smoke);
    else
        snprintf(l.text, sizeof l.text, "burnt out");
    snprintf(l.shorter, sizeof l.shorter, "%s", burning ? "burning" : "burnt");
    snprintf(l.part, sizeof l.part, "label: fire %s", bd->name);
    l.rgb = burning ? 0xffd9a0 : 0xfff1d0;
    l.plate = 1;
    l.prio = LPLACE_MARK;
    l.flags = LPLACE_IN_BOUNDS;
    l.spot[0] = (lplace_spot){cx, y0 + 2, 0.5f, 0};
    l.spot[1] = (lplace_spot){cx, y0 - 2, 0.5f, 1};
    l.spot[2] = (lplace_spot){cx, y1 - 2, 0.5f, 1};
    l.spot[3] = (lplace_spot){cx, y1 + 2, 0.5f, 0};
    l.spot[4] = (lplace_spot){x1 + 3, cy, 0, 0.5f};
    l.spot[5] = (lplace_spot){x0 - 3, cy, 1, 0.5f};
    l.spot[6] = (lplace_spot){x0, y0 - 2, 0, 1};
    l.spot[7] = (lplace_spot){x1, y0 - 2, 1, 1};
    l.spot[8] = (lplace_spot){cx, cy, 0.5f, 0.5f};
    l.nspot = 9;
    tableview_label_add(&v->tv, &l);
}

/* The words written on the table, a gate's and a building's, given to
 * the table view's label placer (names: the lowest priority), so that
 * plates, tags and the shot's verdict keep them apart and they keep off
 * the figures. A gate's word goes beside its ring; a building's name
 * under it, over it or on its roof, shortened to the name alone
 * (without floors and roof) where the whole will not go, or left out. */
void colv_mark_labels(cview *v, ui_app *a, gfx *g)
{
    const col_state *st = CST(v);
    tableview_label l;
    float x, y;

    (void)a;
    (void)g;
    /* at set-up, each compound named above its top-left corner (it ran
     * into the gate's word) */
    for (int k = 0; st->dec == DEC_DEPLOY && colv_human_turn(v) && k < st->ncomp; k++) {
        float lx = 1e9f, ty = 1e9f, rx = -1e9f;
        for (int i = 0; i < st->compn[k]; i++) {
            tableview_to_screen(&v->tv, st->comp[k][i], &x, &y);
            lx = x < lx ? x : lx;
            rx = x > rx ? x : rx;
            ty = y < ty ? y : ty;
        }
        memset(&l, 0, sizeof l);
        snprintf(l.text, sizeof l.text, "set up inside");
        snprintf(l.part, sizeof l.part, "label: set up inside");
        l.rgb = 0xfbf8f0;
        l.prio = LPLACE_MARK;
        l.flags = LPLACE_IN_BOUNDS;
        l.spot[0] = (lplace_spot){lx, ty - 2, 0, 1};
        l.spot[1] = (lplace_spot){rx, ty - 2, 1, 1};
        l.spot[2] = (lplace_spot){lx - 4, ty, 1, 0};
        l.spot[3] = (lplace_spot){rx + 4, ty, 0, 0};
        l.nspot = 4;
        tableview_label_add(&v->tv, &l);
    }
    for (int w = 0; w < st->nwalls; w++) {
        const col_wall *wl = &st->wall[w];
        float rr = (float)(v->tv.scale * 0.9) + 3;   /* clear of the gate's ring */
        if (!wl->gate)
            continue;
        tableview_to_screen(&v->tv, wl->gate_at, &x, &y);
        memset(&l, 0, sizeof l);
        snprintf(l.text, sizeof l.text, "%s", wl->gate_open ? "gate open" : "gate");
        snprintf(l.part, sizeof l.part, "label: %s", l.text);
        l.rgb = 0xfbf8f0;
        l.prio = LPLACE_NAME;
        l.flags = LPLACE_IN_BOUNDS | LPLACE_MAY_DROP;
        l.spot[0] = (lplace_spot){x + rr, y - 8, 0, 0};
        l.spot[1] = (lplace_spot){x - rr, y - 8, 1, 0};
        l.spot[2] = (lplace_spot){x + rr, y + 2, 0, 0};
        l.spot[3] = (lplace_spot){x - rr, y + 2, 1, 0};
        l.spot[4] = (lplace_spot){x + rr, y - 2, 0, 1};
        l.spot[5] = (lplace_spot){x - rr, y - 2, 1, 1};
        l.nspot = 6;
        tableview_label_add(&v->tv, &l);
    }
    for (int b = 0; b < st->nbuilds; b++) {
        const col_build *bd = &st->build[b];
        float x0 = 1e9f, y0 = 1e9f, x1 = -1e9f, y1 = -1e9f, cx, cy;
        for (int r = 0; r < st->nrooms; r++) {
            if (st->room[r].building != b)
                continue;
            tableview_to_screen(&v->tv, st->room[r].lo, &x, &y);   /* lower left */
            x0 = x < x0 ? x : x0;
            y1 = y > y1 ? y : y1;
            tableview_to_screen(&v->tv, st->room[r].hi, &x, &y);   /* upper right */
            x1 = x > x1 ? x : x1;
            y0 = y < y0 ? y : y0;
        }
        if (x0 > x1)
            continue;
        cx = (x0 + x1) / 2;
        cy = (y0 + y1) / 2;
        memset(&l, 0, sizeof l);
        snprintf(l.text, sizeof l.text, "%s%s%s", bd->name, bd->floors ? " +1 floor" : "",
                 bd->roof ? ", roof" : "");
        snprintf(l.shorter, sizeof l.shorter, "%s", bd->name);
        snprintf(l.part, sizeof l.part, "label: %s", bd->name);
        l.rgb = 0xfbf8f0;
        l.prio = LPLACE_NAME;
        l.flags = LPLACE_IN_BOUNDS | LPLACE_MAY_DROP;
        l.spot[0] = (lplace_spot){x0 + 2, y1 + 2, 0, 0};
        l.spot[1] = (lplace_spot){cx, y1 + 2, 0.5f, 0};
        l.spot[2] = (lplace_spot){x1 - 2, y1 + 2, 1, 0};
        l.spot[3] = (lplace_spot){cx, cy, 0.5f, 0.5f};
        l.spot[4] = (lplace_spot){x0 + 2, y0 - 2, 0, 1};
        l.spot[5] = (lplace_spot){cx, y0 - 2, 0.5f, 1};
        l.spot[6] = (lplace_spot){cx, y1 - 2, 0.5f, 1};
        l.spot[7] = (lplace_spot){cx, y0 + 2, 0.5f, 0};
        l.spot[8] = (lplace_spot){x1 + 3, cy, 0, 0.5f};
        l.spot[9] = (lplace_spot){x0 - 3, cy, 1, 0.5f};
        l.nspot = 10;
        tableview_label_add(&v->tv, &l);
        fire_label(v, b, x0, y0, x1, y1);
    }
}

/* A flame of height h standing on (x, y): an outer orange tongue and a
 * yellow heart. */
static void flame(gfx *g, float x, float y, float h)
{
    SDL_FPoint o[3] = {{x - h * 0.35f, y}, {x + h * 0.35f, y}, {x, y - h}};
    SDL_FPoint in[3] = {{x - h * 0.18f, y}, {x + h * 0.18f, y}, {x, y - h * 0.55f}};

    gfx_poly(g, o, 3, gfx_rgba(0xe8541e, 235));
    gfx_poly(g, in, 3, gfx_rgba(0xffd23f, 240));
}

/* Fires on the table (the fires option): a burning building glows at its
 * walls with flames at its corners; a burnt one is charred (how many
 * matches and smoke puffs it has is its label: fire_label). Named parts "fire burning NAME",
 * "fire burnt NAME". The log alone said "Fire engulfs the chapel". */
static void fire_marks(cview *v, ui_app *a, gfx *g)
{
    const col_state *st = CST(v);
    char buf[96];

    for (int b = 0; b < st->nbuilds; b++) {
        const col_build *bd = &st->build[b];
        int burning = bd->orig > 0 && !bd->burned, first = 1;
        SDL_Rect all = {0, 0, 0, 0};
        if (!burning && !bd->burned)
            continue;
        for (int r = 0; r < st->nrooms; r++) {
            const col_room *rm = &st->room[r];
            float x0, y0, x1, y1;
            SDL_Rect q;
            if (rm->building != b)
                continue;
            tableview_to_screen(&v->tv, rm->lo, &x0, &y1);
            tableview_to_screen(&v->tv, rm->hi, &x1, &y0);
            q = (SDL_Rect){(int)x0, (int)y0, (int)(x1 - x0), (int)(y1 - y0)};
            if (first)
                all = q;
            else
                SDL_UnionRect(&all, &q, &all);
            first = 0;
            if (burning) {
                SDL_FPoint pt[4] = {{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}};
                float h = (float)(v->tv.scale * 1.6);
                gfx_poly_outline(g, pt, 4, 4, gfx_rgba(0xff6a00, 220));
                flame(g, x0 + h * 0.4f, y1, h);
                flame(g, x1 - h * 0.4f, y1, h);
                flame(g, x0 + h * 0.4f, y0 + h, h * 0.8f);
                flame(g, x1 - h * 0.4f, y0 + h, h * 0.8f);
            } else {
                gfx_fill(g, q, gfx_rgba(0x1c1410, 150));
                for (float k = 6; k < q.w + q.h; k += 9) {
                    float ax = q.x + k, ay = (float)q.y, bx = (float)q.x, by = q.y + k;
                    if (ax > q.x + q.w) {
                        ay += ax - (q.x + q.w);
                        ax = (float)(q.x + q.w);
                    }
                    if (by > q.y + q.h) {
                        bx += by - (q.y + q.h);
                        by = (float)(q.y + q.h);
                    }
                    gfx_line(g, ax, ay, bx, by, 1, gfx_rgba(0x000000, 120));
                }
            }
        }
        if (first)
            continue;
        /* its plate (matches and smoke) is a label: colv_mark_labels */
        snprintf(buf, sizeof buf, "fire %s %s", burning ? "burning" : "burnt", bd->name);
        ui_part(a, all, buf);
    }
}

/* Doors as dark gaps, gates open or shut, and fires (the words on the
 * table are labels: colv_mark_labels). */
void colv_draw_marks(cview *v, ui_app *a, gfx *g)
{
    const col_state *st = CST(v);
    float x, y;

    gfx_clip(g, &v->table_r);
    deploy_marks(v, g);
    for (int d = 0; d < st->ndoors; d++) {
        float s = (float)(v->tv.scale * 0.8);
        tableview_to_screen(&v->tv, st->door[d].at, &x, &y);
        gfx_fill(g, (SDL_Rect){(int)(x - s / 2), (int)(y - s / 2), (int)s + 1, (int)s + 1}, gfx_rgb(0x5a3a1a));
    }
    for (int w = 0; w < st->nwalls; w++) {
        const col_wall *wl = &st->wall[w];
        if (!wl->gate)
            continue;
        tableview_to_screen(&v->tv, wl->gate_at, &x, &y);
        gfx_ring(g, x, y, (float)(v->tv.scale * 0.9), 2, gfx_rgb(wl->gate_open ? 0x27ae60 : 0x8b4513));
    }
    fire_marks(v, a, g);
    gfx_clip(g, NULL);
}

void colv_panel(cview *v, ui_app *a, gfx *g, SDL_Rect r)
{
    int x = r.x + 10, w = r.w - 20, y = r.y + 8;

    int sh = state_h(v, g, w), want = colv_orders_h(v, g, w);

    draw_state(v, a, g, (SDL_Rect){x, y, w, sh});
    y += sh + 8;
    /* the log keeps eight rows (the account of what the computer did)
     * where the orders' words, a row of their buttons and End fit above
     * it; more buttons scroll, and the player may drag the log's grip up
     * over them (a chosen group's five rows first cut the log to three) */
    SDL_Rect col = {x, y, w, r.y + r.h - 8 - y};
    SDL_Rect lr = ui_log_carve(g, &col, &v->logv, want + 138, want + 138);
    int oh = col.h - 138;
    colv_draw_orders(v, a, g, (SDL_Rect){x, y, w, oh});
    y += oh + 8;
    draw_dice(v, a, g, (SDL_Rect){x, y, w, 130});
    ui_log_panel(a, lr, v->s->log, &v->logv);
}
