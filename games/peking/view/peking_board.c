/* peking_board: what the Siege at Peking view draws on its hex map
 * (engine/ui/hexmap owns the camera): the Legation Quarter's terrain
 * (buildings with their outlines and names, the Tartar Wall and its
 * ramps, the Jade Canal and its bridge, walls and barricades, the
 * hospital, ruins), fortifications, victory hexes with their control
 * marks, counters and stacks, the highlights of what may be clicked with
 * the MP left, the ZOC / command / line-of-sight overlay, the Big Guns and
 * the shell's path. Also the launcher picture. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include <SDL.h>

#include "ui/labels.h"
#include "games/peking/view/peking_view_local.h"

/* ------------------------------------------------------ counter faces */

unsigned pkv_nation_rgb(int nation, int kind)
{
    static const unsigned rgb[PK_NATIONS] = {
        [PK_N_BRITISH] = 0xb3262e, [PK_N_RUSSIAN] = 0x2f6b45, [PK_N_AMERICAN] = 0x25477a,
        [PK_N_GERMAN] = 0x4a4a4a, [PK_N_FRENCH] = 0x3d64c4, [PK_N_AUSTRIAN] = 0xe9e2cc,
        [PK_N_ITALIAN] = 0x4e9a5a, [PK_N_JAPANESE] = 0xf4f1ea, [PK_N_VOLUNTEER] = 0x8a6d45,
        [PK_N_CIVILIAN] = 0xcfc4a8, [PK_N_CHINESE] = 0xe0b12a,
    };
    if (kind == PK_K_IMPERIAL)
        return 0x7c1f1a;
    if (kind == PK_K_DOCTOR)
        return 0xf7f7f2;
    return nation >= 0 && nation < PK_NATIONS ? rgb[nation] : 0x999999;
}

unsigned pkv_nation_ink(int nation, int kind)
{
    if (kind == PK_K_DOCTOR || kind == PK_K_BOXER)
        return 0x2a1a0c;
    switch (nation) {
    case PK_N_AUSTRIAN: case PK_N_JAPANESE: case PK_N_CIVILIAN: return 0x2a1a0c;
    default: return 0xffffff;
    }
}

const char *pkv_nation_code(int nation, int kind)
{
    static const char *const code[PK_NATIONS] = {
        "GB", "RU", "US", "DE", "FR", "AT", "IT", "JP", "VOL", "CIV", "CH",
    };
    if (kind == PK_K_BOXER)
        return "BOX";
    if (kind == PK_K_IMPERIAL)
        return "IMP";
    return nation >= 0 && nation < PK_NATIONS ? code[nation] : "?";
}

static void star(gfx *g, float x, float y, float r, SDL_Color c)
{
    SDL_FPoint p[10];
    int i;

    for (i = 0; i < 10; i++) {
        float a = (float)(-M_PI / 2 + i * M_PI / 5), rr = i % 2 ? r * 0.45f : r;
        p[i].x = x + cosf(a) * rr;
        p[i].y = y + sinf(a) * rr;
    }
    gfx_poly(g, p, 10, c);
}

/* The symbol of a unit kind in the box (x, y, w, h). */
static void symbol(gfx *g, int kind, SDL_FRect b, SDL_Color ink)
{
    float cx = b.x + b.w / 2, cy = b.y + b.h / 2, lw = b.h * 0.12f + 0.6f;

    switch (kind) {
    case PK_K_LEADER:
        star(g, cx, cy, b.h * 0.55f, ink);
        break;
    case PK_K_GUN:
        gfx_circle(g, cx - b.w * 0.12f, cy + b.h * 0.12f, b.h * 0.28f, ink);
        gfx_line(g, cx - b.w * 0.1f, cy, cx + b.w * 0.38f, cy - b.h * 0.32f, lw * 1.6f, ink);
        break;
    case PK_K_DOCTOR:
        gfx_fill(g, (SDL_Rect){(int)(cx - b.h * 0.12f), (int)(b.y + 1), (int)(b.h * 0.24f + 1), (int)(b.h - 1)},
                 gfx_rgb(0xc8102e));
        gfx_fill(g, (SDL_Rect){(int)(cx - b.h * 0.5f), (int)(cy - b.h * 0.12f), (int)(b.h + 1), (int)(b.h * 0.24f + 1)},
                 gfx_rgb(0xc8102e));
        break;
    case PK_K_CIVILIAN:
        gfx_circle(g, cx, b.y + b.h * 0.25f, b.h * 0.2f, ink);
        gfx_line(g, cx, b.y + b.h * 0.4f, cx, b.y + b.h, lw * 2, ink);
        break;
    case PK_K_BOXER: {
        /* irregulars: an open box with one slash */
        SDL_FPoint p[5] = {{b.x, b.y}, {b.x + b.w, b.y}, {b.x + b.w, b.y + b.h}, {b.x, b.y + b.h}, {b.x, b.y}};
        gfx_poly_outline(g, p, 5, lw, ink);
        gfx_line(g, b.x, b.y + b.h, b.x + b.w, b.y, lw, ink);
        break;
    }
    default: {
        /* infantry: the map symbol, a box with a cross; volunteers a V too */
        SDL_FPoint p[5] = {{b.x, b.y}, {b.x + b.w, b.y}, {b.x + b.w, b.y + b.h}, {b.x, b.y + b.h}, {b.x, b.y}};
        gfx_poly_outline(g, p, 5, lw, ink);
        gfx_line(g, b.x, b.y, b.x + b.w, b.y + b.h, lw, ink);
        gfx_line(g, b.x, b.y + b.h, b.x + b.w, b.y, lw, ink);
        if (kind == PK_K_VOLUNTEER)
            gfx_fill(g, (SDL_Rect){(int)(b.x + b.w * 0.35f), (int)(b.y + b.h * 0.3f), (int)(b.w * 0.3f + 1),
                                   (int)(b.h * 0.4f + 1)}, ink);
        break;
    }
    }
}

void pkv_counter(gfx *g, const pk_state *st, const pk_unit *u, float x, float y, float half)
{
    SDL_Rect r = hexmap_square(x, y, half);
    SDL_Color face = gfx_rgb(pkv_nation_rgb(u->nation, u->kind));
    SDL_Color ink = gfx_rgb(pkv_nation_ink(u->nation, u->kind));
    char s[8];
    int big = half >= 8;

    gfx_round(g, (SDL_Rect){r.x + 1, r.y + 2, r.w, r.h}, 3, gfx_rgba(0, 120));
    gfx_round(g, r, 3, gfx_rgb(0x1a120c));
    gfx_round(g, (SDL_Rect){r.x + 1, r.y + 1, r.w - 2, r.h - 2}, 2, face);
    if (u->reduced) {
        /* the back of the counter: a pale band across the top */
        gfx_fill(g, (SDL_Rect){r.x + 1, r.y + 1, r.w - 2, r.h / 5 + 1}, gfx_rgba(0xffffff, 150));
    }
    if (big) {
        SDL_FRect b = {x - half * 0.42f, y - half * 0.62f, half * 0.84f, half * 0.56f};
        symbol(g, u->kind, b, ink);
        snprintf(s, sizeof s, "%d", pk_strength(st, u));
        if (u->kind == PK_K_GUN && u->def >= 0 && u->def < st->d->nallied)
            snprintf(s, sizeof s, "+%d", st->d->allied[u->def].bonus);
        gfx_text_align(g, half >= 16 ? GFX_BOLD : GFX_SMALL, r.x,
                       (int)(y + half * 0.02f) - (half < 12 ? 3 : 0), r.w, GFX_CENTER, ink, s);
        if (half >= 18)
            gfx_text(g, GFX_SMALL, r.x + 3, r.y + r.h - gfx_line_h(g, GFX_SMALL) + 1, ink,
                     pkv_nation_code(u->nation, u->kind));
    } else {
        snprintf(s, sizeof s, "%d", pk_strength(st, u));
        gfx_text_align(g, GFX_SMALL, r.x, r.y + (r.h - gfx_line_h(g, GFX_SMALL)) / 2, r.w, GFX_CENTER, ink, s);
    }
}

/* ---------------------------------------------------------- terrain */

static unsigned terrain_rgb(int t)
{
    switch (t) {
    case PK_T_OPEN: return 0xb9a983;
    case PK_T_CLEAR: return 0xdccfa9;
    case PK_T_BUILDING: return 0xa5674a;
    case PK_T_TARTAR: return 0x86827a;
    case PK_T_CANAL: return 0x4d86aa;
    case PK_T_BRIDGE: return 0x4d86aa;
    case PK_T_RUIN: return 0x8f8171;
    default: return 0xdccfa9;
    }
}

static Uint32 static_sig(const pk_state *st)
{
    int i, n = st->d->cols * st->d->rows;
    Uint32 h = 2166136261u;

    for (i = 0; i < n; i++)
        h = (h ^ st->ruin[i]) * 16777619u;
    return h;
}

static void rubble(gfx *g, float x, float y, float r)
{
    static const float p[6][2] = {{-.4f, -.2f}, {.3f, -.35f}, {.1f, .25f}, {-.25f, .4f}, {.45f, .2f}, {-.5f, .15f}};
    int i;

    for (i = 0; i < 6; i++)
        gfx_circle(g, x + p[i][0] * r, y + p[i][1] * r, r * 0.11f + 0.6f, gfx_rgb(i % 2 ? 0x5d5145 : 0xb0a290));
}

static void draw_static(void *ctx, gfx *g)
{
    pview *v = ctx;
    const pk_state *st = PST(v);
    const pk_data *d = st->d;
    const hexmap *m = &v->map;
    int n = d->cols * d->rows, c, k, w;
    float r = hexmap_radius(m);

    gfx_gradient(g, m->rect, gfx_rgb(0x4a3d2c), gfx_rgb(0x2e261b));
    for (c = 0; c < n; c++) {
        float x, y;
        int t = pk_terrain(st, c);
        hexmap_cell_xy(m, c, &x, &y);
        if (!hexmap_visible(m, x, y, r))
            continue;
        gfx_hexagon(g, x, y, r + 0.6f, gfx_rgb(terrain_rgb(t)));
        if (t == PK_T_BUILDING && r >= 6)
            gfx_hexagon(g, x, y, r * 0.55f, gfx_rgba(0x7a4630, 120)); /* roof ridge */
        if (t == PK_T_TARTAR && r >= 5) {
            gfx_hexagon(g, x, y, r * 0.7f, gfx_rgba(0x9d988e, 255));
            if (d->ramp[c]) {
                SDL_FPoint p[3] = {{x, y - r * 0.55f}, {x + r * 0.45f, y + r * 0.35f}, {x - r * 0.45f, y + r * 0.35f}};
                gfx_poly(g, p, 3, gfx_rgb(0xe6d6b0));
            }
        }
        if (d->terrain[c] == PK_T_BRIDGE) {
            gfx_fill(g, (SDL_Rect){(int)(x - r * 0.9f), (int)(y - r * 0.35f), (int)(r * 1.8f), (int)(r * 0.7f)},
                     gfx_rgb(0x9a8468));
            gfx_line(g, x - r * 0.9f, y - r * 0.35f, x + r * 0.9f, y - r * 0.35f, 1.5f, gfx_rgb(0x4a3a28));
            gfx_line(g, x - r * 0.9f, y + r * 0.35f, x + r * 0.9f, y + r * 0.35f, 1.5f, gfx_rgb(0x4a3a28));
        }
        if (st->ruin[c] || d->terrain[c] == PK_T_RUIN)
            rubble(g, x, y, r);
    }
    for (c = 0; c < n; c++) {
        float x, y;
        hexmap_cell_xy(m, c, &x, &y);
        if (!hexmap_visible(m, x, y, r))
            continue;
        gfx_hexagon_outline(g, x, y, r, r > 20 ? 1.1f : 0.7f, gfx_rgba(0x2b2118, 60));
        /* building outlines and the Wall's outer faces */
        for (k = 0; k < HEX_DIRS; k++) {
            int nc = d->nb[c][k];
            float x1, y1, x2, y2;
            if (d->bldg[c] >= 0 && (nc < 0 || d->bldg[nc] != d->bldg[c])) {
                hexmap_side_ends(m, c, k, &x1, &y1, &x2, &y2);
                gfx_line(g, x1, y1, x2, y2, r * 0.12f + 1, gfx_rgb(0x3b2214));
            }
            if (d->terrain[c] == PK_T_TARTAR && nc >= 0 && d->terrain[nc] != PK_T_TARTAR) {
                hexmap_side_ends(m, c, k, &x1, &y1, &x2, &y2);
                gfx_line(g, x1, y1, x2, y2, r * 0.18f + 1.5f, gfx_rgb(0x4c4944));
            }
        }
    }
    /* walls and barricades: a chain through the hexes units man */
    for (w = 0; w < d->nwall; w++) {
        const pk_wall *wl = &d->walls[w];
        SDL_Color col = wl->barricade ? gfx_rgb(0x6b4a2a) : gfx_rgb(0x77716a);
        for (k = 0; k + 1 < wl->n; k++) {
            float x1, y1, x2, y2;
            hexmap_cell_xy(m, wl->cell[k], &x1, &y1);
            hexmap_cell_xy(m, wl->cell[k + 1], &x2, &y2);
            gfx_line(g, x1, y1, x2, y2, r * 0.3f + 3, gfx_rgba(0x1a120c, 200));
            gfx_line(g, x1, y1, x2, y2, r * 0.3f + 1, col);
        }
        if (wl->n == 1) {
            float x1, y1;
            hexmap_cell_xy(m, wl->cell[0], &x1, &y1);
            gfx_circle(g, x1, y1, r * 0.25f + 2, col);
        }
    }
}

/* ----------------------------------------------------------- marks */

/* A highlight on a cell, if it is on the map (units off it have none). */
#define MARK(c, bit) do { int c_ = (c); if (c_ >= 0 && c_ < n) v->mark[c_] |= (bit); } while (0)

void pkv_compute_marks(pview *v)
{
    const pk_state *st = PST(v);
    int i, k, n = st->d->cols * st->d->rows;

    memset(v->mark, 0, (size_t)n);
    pkv_reach_update(v);
    if (!pkv_human_turn(v))
        return;
    for (i = 0; i < v->nlegal; i++) {
        const pk_action *x = &v->legal[i];
        switch (x->type) {
        case PK_A_MOVE:
            if (v->sel < 0)
                MARK(st->u[x->units[0]].cell, PM_PICK);
            break;
        case PK_A_ATTACK:
            if (!v->cb.open)
                for (k = 0; k < x->nd; k++)
                    MARK(x->defs[k], PM_TARGET);
            break;
        case PK_A_CHARGE:
            if (!v->cb.open)
                MARK(x->cell, PM_TARGET);
            break;
        case PK_A_PLACE: case PK_A_RETREAT: case PK_A_ADVANCE:
            if (x->unit == v->sel_unit) {
                if (x->cell >= 0)
                    MARK(x->cell, PM_DEST);
                MARK(st->u[x->unit].cell, PM_SEL);
            } else {
                MARK(st->u[x->unit].cell, PM_PICK);
            }
            break;
        case PK_A_LOSE: case PK_A_ATTRITION: case PK_A_ELIMINATE:
            MARK(st->u[x->unit].cell, PM_PICK);
            break;
        case PK_A_GUN:
            if (x->unit == pkv_gun_to_place(v))
                MARK(x->cell, PM_DEST);
            break;
        case PK_A_LEAVE:
            MARK(x->cell, PM_DEST);
            break;
        case PK_A_ENTER:
            if (v->tool == PV_TOOL_ENTER && st->u[x->units[0]].def == v->enter_kind)
                MARK(x->cell, PM_DEST);
            break;
        case PK_A_MINE:
            if (v->tool == PV_TOOL_MINE)
                MARK(x->cell, PM_TOOL);
            break;
        case PK_A_FORT:
            if (v->tool == PV_TOOL_FORT)
                MARK(x->cell, PM_TOOL);
            break;
        default:
            break;
        }
    }
    /* a Snipe or Withdraw button under the pointer: whom it names */
    MARK(v->btn_cell, PM_SEL);
    if (v->sel >= 0) {
        MARK(v->sel, PM_SEL);
        if (!v->cb.open)
            for (i = 0; i < n; i++)
                if (v->reach[i] >= 0)
                    MARK(i, PM_DEST);
    }
    if (v->cb.open) {
        for (k = 0; k < v->cb.act.nd; k++)
            MARK(v->cb.act.defs[k], PM_DEF);
        if (v->cb.charge)
            MARK(v->cb.act.cell, PM_DEF);
        for (k = 0; k < v->cb.ncand; k++)
            MARK(st->u[v->cb.cand[k]].cell, PM_PICK);
        for (k = 0; k < v->cb.act.n; k++)
            MARK(st->u[v->cb.act.units[k]].cell, PM_ATT);
        for (k = 0; k < v->cb.ndefc; k++)
            MARK(v->cb.defc[k], PM_PICK);
    }
}

#undef MARK

/* ---------------------------------------------------------- drawing */

/* The units of one side in a cell, the one to show on top first. */
static int stack_of(const pk_state *st, int cell, int side, int *out)
{
    int i, n = 0, j;

    for (i = 0; i < st->nunits; i++) {
        const pk_unit *u = &st->u[i];
        if (u->where != PK_W_MAP || u->cell != cell || u->side != side)
            continue;
        out[n++] = i;
    }
    /* combat units before leaders before the rest, stronger first */
    for (i = 1; i < n; i++)
        for (j = i; j > 0; j--) {
            const pk_unit *a = &st->u[out[j - 1]], *b = &st->u[out[j]];
            int ka = pk_is_combat(a) && a->kind != PK_K_LEADER ? 0 : a->kind == PK_K_LEADER ? 1 : 2;
            int kb = pk_is_combat(b) && b->kind != PK_K_LEADER ? 0 : b->kind == PK_K_LEADER ? 1 : 2;
            if (ka < kb || (ka == kb && pk_strength(st, a) >= pk_strength(st, b)))
                break;
            int t = out[j];
            out[j] = out[j - 1];
            out[j - 1] = t;
        }
    return n;
}

static void draw_stack(ui_app *a, gfx *g, const pk_state *st, int cell, int side, float x, float y, float r)
{
    int us[PK_MAX_UNITS], n = stack_of(st, cell, side, us), i;
    /* on the small hexes of the whole-map view the counter fills more of
     * its hex, so that its number stays legible */
    float half = r < 16 ? r * 0.7f : r * 0.56f;
    char nm[48], h[8];

    if (n == 0)
        return;
    for (i = n - 1 < 2 ? n - 1 : 2; i >= 1; i--)
        gfx_round(g, hexmap_square(x + i * r * 0.07f, y - i * r * 0.07f, half), 3, gfx_rgb(0x1a120c));
    for (i = n - 1 < 2 ? n - 1 : 2; i >= 1; i--)
        gfx_round(g, hexmap_square(x + i * r * 0.07f, y - i * r * 0.07f, half - 1), 2,
                  gfx_rgb(pkv_nation_rgb(st->u[us[i]].nation, st->u[us[i]].kind)));
    pkv_counter(g, st, &st->u[us[0]], x, y, half);
    /* named for tests (assert-size): the top counter of each stack */
    snprintf(nm, sizeof nm, "counter %s at %s", st->u[us[0]].id, pk_label(st->d, cell, h, sizeof h));
    ui_part(a, hexmap_square(x, y, half), nm);
    if (n > 1) {
        char b[8];
        float bx = x + half, by = y - half, br = r * 0.3f < 4 ? 4 : r * 0.3f > 8 ? 8 : r * 0.3f;
        snprintf(b, sizeof b, "%d", n > 99 ? 99 : n);
        gfx_circle(g, bx, by, br + 1, gfx_rgb(0x1a120c));
        gfx_circle(g, bx, by, br, gfx_rgb(0xf5c518));
        if (r >= 14)
            gfx_text_align(g, GFX_SMALL, (int)bx - 8, (int)by - 8, 16, GFX_CENTER, gfx_rgb(0x1a1a1a), b);
    }
}


/* Centre of the hex k steps from cell along dir, even off the map. */
static void along(const hexmap *m, int cell, int dir, int k, float *x, float *y)
{
    float cx, cy, sx, sy;

    hexmap_cell_xy(m, cell, &cx, &cy);
    hexmap_side_xy(m, cell, dir, &sx, &sy);
    *x = cx + (sx - cx) * 2 * k;
    *y = cy + (sy - cy) * 2 * k;
}

static void big_guns(pview *v, ui_app *a, gfx *g, float r)
{
    const pk_state *st = PST(v);
    int i, d, k;

    /* the last shell's flight along its hex line over the hexes the
     * rules counted, and where it burst (off the map: the line runs on
     * past the edge to where it would have come down) */
    if (v->shell_on) {
        const pk_shell *sh = &v->shell;
        float x1, y1, x2, y2;
        along(&v->map, sh->from, sh->dir, 0, &x1, &y1);
        along(&v->map, sh->from, sh->dir, sh->dist, &x2, &y2);
        gfx_line(g, x1, y1, x2, y2, 2, gfx_rgba(0xff6a00, sh->land < 0 ? 90 : 160));
        for (k = 0; k < sh->n; k++) {
            float px, py;
            hexmap_cell_xy(&v->map, sh->path[k], &px, &py);
            gfx_circle(g, px, py, r * 0.08f + 1, gfx_rgba(0xff6a00, 200));
        }
        if (sh->land >= 0) {
            star(g, x2, y2, r * 0.7f + 4, gfx_rgba(0xff3b00, 220));
            star(g, x2, y2, r * 0.4f + 2, gfx_rgb(sh->outcome == PK_SHELL_TARTAR ? 0x9a9a9a : 0xffd23a));
        }
    }
    for (i = 0; i < st->d->nbig_guns && i < 4; i++) {
        float x, y;
        if (st->gun_cell[i] < 0 || st->gun_shots[i] >= st->d->gun_shots)
            continue; /* fired all its shells: off the map */
        hexmap_cell_xy(&v->map, st->gun_cell[i], &x, &y);
        gfx_circle(g, x, y, r * 0.55f + 3, gfx_rgb(0x1a120c));
        gfx_circle(g, x, y, r * 0.55f + 1.5f, gfx_rgb(0x7c1f1a));
        gfx_line(g, x - r * 0.3f, y + r * 0.2f, x + r * 0.4f, y - r * 0.3f, r * 0.18f + 2, gfx_rgb(0xe0b12a));
        {
            char b[16];
            snprintf(b, sizeof b, "%d", st->d->gun_shots - st->gun_shots[i]);
            gfx_text_align(g, GFX_SMALL, (int)(x - r), (int)(y + r * 0.1f), (int)(2 * r), GFX_CENTER,
                           gfx_rgb(0xffffff), b);
        }
    }
    /* a shot to fire: six arrows around the gun, the hovered one shows
     * the line the shell flies (4 to 24 hexes) */
    if (!pkv_human_turn(v))
        return;
    for (i = 0; i < v->nlegal; i++) {
        const pk_action *x = &v->legal[i];
        float ax, ay, cx, cy;
        SDL_Rect t;
        if (x->type != PK_A_SHELL || st->gun_cell[x->unit] < 0)
            continue;
        d = x->dir;
        hexmap_cell_xy(&v->map, st->gun_cell[x->unit], &cx, &cy);
        along(&v->map, st->gun_cell[x->unit], d, 1, &ax, &ay);
        t = hexmap_square(ax, ay, r * 0.45f + 6);
        if (ui_hover(a, t)) {
            for (k = st->d->gun_perpip; k <= 6 * st->d->gun_perpip; k += st->d->gun_perpip) {
                float px, py;
                along(&v->map, st->gun_cell[x->unit], d, k, &px, &py);
                gfx_ring(g, px, py, r * 0.4f + 2, 2, gfx_rgb(0xff6a00));
            }
            {
                float ex, ey;
                along(&v->map, st->gun_cell[x->unit], d, 6 * st->d->gun_perpip, &ex, &ey);
                gfx_line(g, cx, cy, ex, ey, 2, gfx_rgba(0xff6a00, 180));
            }
        }
        gfx_circle(g, ax, ay, r * 0.3f + 4, gfx_rgb(0x1a120c));
        gfx_circle(g, ax, ay, r * 0.3f + 2.5f, gfx_rgb(0xff9a2e));
        gfx_line(g, cx + (ax - cx) * 0.75f, cy + (ay - cy) * 0.75f, ax + (ax - cx) * 0.2f, ay + (ay - cy) * 0.2f,
                 3, gfx_rgb(0x1a120c));
        if (!v->sh.help_open && hexmap_hit(&v->map, (int)ax, (int)ay))
            ui_target(a, t, pkv_name(v, i));
        {
            char tip[300];
            ui_tooltip(a, t, pkv_shell_tip(st, x->unit, d, tip, sizeof tip));
        }
    }
}

int pkv_shell_at(const pview *v, int mx, int my)
{
    const pk_state *st = PST(v);
    float r = hexmap_radius(&v->map);
    int i;

    for (i = 0; i < v->nlegal; i++) {
        const pk_action *x = &v->legal[i];
        float ax, ay;
        if (x->type != PK_A_SHELL || st->gun_cell[x->unit] < 0)
            continue;
        along(&v->map, st->gun_cell[x->unit], x->dir, 1, &ax, &ay);
        if (pkv_in_rect(hexmap_square(ax, ay, r * 0.45f + 6), mx, my))
            return i;
    }
    return -1;
}

/* The enemy's zones of control (Z): a tint and a hatch drawn under the
 * counters, which it turned from their colours (US blue to purple). */
static void zoc_overlay(pview *v, gfx *g, float r)
{
    const pk_state *st = PST(v);
    int n = st->d->cols * st->d->rows, c, side = pk_to_move(st);
    int me = v->sh.screen_owner >= 0 ? v->sh.screen_owner : side < 0 ? PK_ALLIED : side;

    if (!(v->overlay & PV_OV_ZOC))
        return;
    for (c = 0; c < n; c++)
        if (st->zoc[1 - me][c]) {
            float x, y;
            hexmap_cell_xy(&v->map, c, &x, &y);
            gfx_hexagon(g, x, y, r * 0.95f, gfx_rgba(0xd02020, 60));
            gfx_line(g, x - r * 0.8f, y + r * 0.15f, x - r * 0.15f, y - r * 0.8f, 1.2f, gfx_rgba(0x8a0f0f, 140));
            gfx_line(g, x - r * 0.5f, y + r * 0.5f, x + r * 0.5f, y - r * 0.5f, 1.2f, gfx_rgba(0x8a0f0f, 140));
            gfx_line(g, x + r * 0.15f, y + r * 0.8f, x + r * 0.8f, y - r * 0.15f, 1.2f, gfx_rgba(0x8a0f0f, 140));
        }
}

static void overlay(pview *v, gfx *g, float r)
{
    const pk_state *st = PST(v);
    int i;

    if (v->overlay & PV_OV_CC)
        for (i = 0; i < st->nunits; i++) {
            const pk_unit *u = &st->u[i];
            float x, y;
            if (u->side != PK_ALLIED || u->where != PK_W_MAP)
                continue;
            hexmap_cell_xy(&v->map, u->cell, &x, &y);
            if (u->kind == PK_K_LEADER)
                gfx_ring(g, x, y, r * 4 * 1.5f, 1.5f, gfx_rgba(0xf5c518, 90));
            else if (!pk_in_cc(st, i))
                gfx_ring(g, x, y, r * 0.85f, r * 0.1f + 2, gfx_rgb(0xff7f00));
        }
    if ((v->overlay & PV_OV_LOS) && v->sel >= 0 && v->hover >= 0 && v->hover != v->sel) {
        int blocker = -1, ok = pk_los(st, v->sel, v->hover, &blocker);
        float x1, y1, x2, y2;
        hexmap_cell_xy(&v->map, v->sel, &x1, &y1);
        hexmap_cell_xy(&v->map, v->hover, &x2, &y2);
        gfx_line(g, x1, y1, x2, y2, 3, ok ? gfx_rgb(0x7fe0a0) : gfx_rgb(0xe0443c));
        if (!ok && blocker >= 0) {
            float bx, by;
            hexmap_cell_xy(&v->map, blocker, &bx, &by);
            gfx_ring(g, bx, by, r * 0.7f, 3, gfx_rgb(0xe0443c));
            gfx_line(g, bx - r * 0.4f, by - r * 0.4f, bx + r * 0.4f, by + r * 0.4f, 3, gfx_rgb(0xe0443c));
            gfx_line(g, bx - r * 0.4f, by + r * 0.4f, bx + r * 0.4f, by - r * 0.4f, 3, gfx_rgb(0xe0443c));
        }
    }
}

static int loupe_box(const pview *v, float r, SDL_Rect *box);

/* The map's words in one pass of the label placer: the hover caption
 * first (the hovered thing's verdict, placed before anything else), then
 * the building names when there is room, kept off the counters, the
 * victory stars, the hospital, the MP badges, the stack loupe and the
 * caption (they covered them), at the building's middle or beside one of
 * its hexes, or left out. Counters and stars are named for scripts. */
static void board_labels(pview *v, ui_app *a, gfx *g, float r)
{
    const pk_state *st = PST(v);
    const pk_data *d = st->d;
    int n = d->cols * d->rows, c, k, i;
    char nm[64], h[8], cap[900];
    SDL_Rect lb;

    hexmap_labels_begin(&v->map);
    for (k = 0; k < 3; k++)
        labels_keep(v->ov_keep[k], 4);
    if (loupe_box(v, r, &lb))
        labels_keep(lb, 8);
    for (c = 0; c < n; c++) {
        float x, y;
        SDL_Rect q;
        if (!st->occ[0][c] && !st->occ[1][c])
            continue;
        hexmap_cell_xy(&v->map, c, &x, &y);
        q = hexmap_square(x, y, r * 0.8f);
        labels_keep(q, 1);
        snprintf(nm, sizeof nm, "counters at %s", pk_label(d, c, h, sizeof h));
        ui_part(a, q, nm);
    }
    for (i = 0; i < d->nvic; i++) {
        float x, y, s = i < d->nprimary ? r * 0.32f + 2 : r * 0.24f + 2;
        SDL_Rect q;
        hexmap_cell_xy(&v->map, d->vic[i], &x, &y);
        q = hexmap_square(x - r * 0.55f, y - r * 0.5f, s + 1.5f);
        labels_keep(q, 1);
        snprintf(nm, sizeof nm, "victory star at %s", pk_label(d, d->vic[i], h, sizeof h));
        ui_part(a, q, nm);
    }
    for (c = 0; c < n; c++) {
        float x, y;
        hexmap_cell_xy(&v->map, c, &x, &y);
        if (d->hospital[c])
            labels_keep(hexmap_square(x - r * 0.55f, y + r * 0.45f, r * 0.22f + 3), 1);
        if ((v->mark[c] & PM_DEST) && v->sel >= 0 && v->reach[c] >= 0)
            labels_keep(hexmap_square(x + r * 0.5f, y + r * 0.45f, 8), 1);
    }
    if (!v->sh.help_open)
        hexmap_caption_clear(&v->map, a, g, v->map.rect, v->hover, pkv_hover_text(v, cap, sizeof cap));
    for (k = 0; k < d->nbldg && r >= 9; k++) {
        lplace_spot sp[LPLACE_MAX_SPOTS];
        double sx = 0, sy = 0;
        float top = 1e9f, bottom = -1e9f;
        int cnt = 0, ns = 3;
        for (c = 0; c < n; c++)
            if (d->bldg[c] == k) {
                float x, y;
                hexmap_cell_xy(&v->map, c, &x, &y);
                sx += x;
                sy += y;
                top = y < top ? y : top;
                bottom = y > bottom ? y : bottom;
                cnt++;
            }
        if (!cnt)
            continue;
        sp[0] = (lplace_spot){(float)(sx / cnt), (float)(sy / cnt), 0.5f, 0.5f};
        sp[1] = (lplace_spot){(float)(sx / cnt), (float)(sy / cnt) - r * 0.87f, 0.5f, 0.5f};
        sp[2] = (lplace_spot){(float)(sx / cnt), (float)(sy / cnt) + r * 0.87f, 0.5f, 0.5f};
        /* then between the building's hexes, the edge below and above each */
        for (c = 0; c < n && ns + 3 < LPLACE_MAX_SPOTS; c++)
            if (d->bldg[c] == k) {
                float x, y;
                hexmap_cell_xy(&v->map, c, &x, &y);
                sp[ns++] = (lplace_spot){x, y + r * 0.87f, 0.5f, 0.5f};
                sp[ns++] = (lplace_spot){x, y - r * 0.87f, 0.5f, 0.5f};
            }
        /* last, just outside it, over or under it */
        sp[ns++] = (lplace_spot){(float)(sx / cnt), top - r * 0.9f, 0.5f, 1};
        sp[ns++] = (lplace_spot){(float)(sx / cnt), bottom + r * 0.9f, 0.5f, 0};
        snprintf(nm, sizeof nm, "label: %.50s", d->bldgs[k].name);
        labels_add(g, LPLACE_NAME, LPLACE_MAY_DROP | LPLACE_IN_BOUNDS, d->bldgs[k].name, NULL,
                   gfx_rgb(0xf3e9d2), 1, nm, sp, ns);
    }
    labels_end(a, g);
}

/* The stack under the pointer, enlarged beside its hex when the hexes
 * are small (the whole-map view): every counter of it side by side at a
 * legible size, so that one need not zoom in to read a stack. Placed
 * right of the hex, or left of it near the map's right edge, clear of
 * the hex and its neighbours. loupe_box: where (0: no loupe). */
static int loupe_box(const pview *v, float r, SDL_Rect *box)
{
    const pk_state *st = PST(v);
    int us[PK_MAX_UNITS], n, na, step = 34, half = 15;
    float x, y;
    SDL_Rect mr = v->map.rect;

    if (v->hover < 0 || r >= 16 || v->cb.open)
        return 0;
    n = na = stack_of(st, v->hover, PK_ALLIED, us);
    n += stack_of(st, v->hover, PK_CHINESE, us);
    if (n == 0)
        return 0;
    if (n > 10)
        step = 28, half = 12;
    hexmap_cell_xy(&v->map, v->hover, &x, &y);
    box->w = n * step + 12 + (na && n > na ? 8 : 0);
    box->h = 2 * half + 14;
    box->x = (int)(x + r * 2.2f);
    if (box->x + box->w > mr.x + mr.w - 4)
        box->x = (int)(x - r * 2.2f) - box->w;
    if (box->x < mr.x + 4)
        box->x = mr.x + 4;
    box->y = (int)y - box->h / 2;
    if (box->y < mr.y + 4)
        box->y = mr.y + 4;
    if (box->y + box->h > mr.y + mr.h - 4)
        box->y = mr.y + mr.h - 4 - box->h;
    return 1;
}

static void loupe(pview *v, ui_app *a, gfx *g, float r)
{
    const pk_state *st = PST(v);
    int us[2][PK_MAX_UNITS], ns[2], n, i, k, side, half = 15, step = 34;
    SDL_Rect box;
    char nm[48], h[8];

    if (!loupe_box(v, r, &box))
        return;
    ns[0] = stack_of(st, v->hover, PK_ALLIED, us[0]);
    ns[1] = stack_of(st, v->hover, PK_CHINESE, us[1]);
    n = ns[0] + ns[1];
    if (n > 10)
        step = 28, half = 12;
    gfx_round(g, (SDL_Rect){box.x + 2, box.y + 3, box.w, box.h}, 6, gfx_rgba(0, 110));
    gfx_round(g, box, 6, gfx_rgb(0x1c150f));
    gfx_round(g, (SDL_Rect){box.x + 1, box.y + 1, box.w - 2, box.h - 2}, 5, gfx_rgb(0xf3e9d2));
    ui_part(a, box, "stack loupe");
    for (side = 0, k = 0; side < 2; side++) {
        int gap = side == 1 && ns[0] ? 8 : 0;
        for (i = 0; i < ns[side]; i++, k++) {
            float cx = (float)box.x + 6 + gap + k * step + step / 2.0f, cy = (float)box.y + box.h / 2.0f;
            pkv_counter(g, st, &st->u[us[side][i]], cx, cy, (float)half);
            snprintf(nm, sizeof nm, "loupe counter %s at %s", st->u[us[side][i]].id,
                     pk_label(st->d, v->hover, h, sizeof h));
            ui_part(a, hexmap_square(cx, cy, (float)half), nm);
        }
    }
}

void pkv_board_draw(pview *v, ui_app *a, gfx *g)
{
    const pk_state *st = PST(v);
    const pk_data *d = st->d;
    int n = d->cols * d->rows, c, i;
    float r = hexmap_radius(&v->map);

    hexmap_static(&v->map, g, static_sig(st), draw_static, v);
    gfx_clip(g, &v->map.rect);

    /* fortifications: a ring of sandbags in the builder's colour */
    for (c = 0; c < n; c++)
        if (st->fort[c] >= 0) {
            float x, y;
            hexmap_cell_xy(&v->map, c, &x, &y);
            gfx_hexagon_outline(g, x, y, r * 0.8f, r * 0.16f + 2, gfx_rgb(0x6b5a3a));
            gfx_hexagon_outline(g, x, y, r * 0.8f, r * 0.08f + 1,
                                gfx_rgb(st->fort[c] == PK_ALLIED ? 0x4a78c2 : 0xe0b12a));
        }
    /* highlights under the counters */
    for (c = 0; c < n; c++) {
        unsigned m = v->mark[c];
        float x, y;
        if (!m)
            continue;
        hexmap_cell_xy(&v->map, c, &x, &y);
        if (m & PM_DEST)
            hexmap_mark_move(g, x, y, r);
        if (m & PM_TOOL)
            gfx_hexagon(g, x, y, r * 0.92f, gfx_rgba(0xff9a2e, 130));
        if (m & (PM_TARGET | PM_DEF))
            gfx_hexagon(g, x, y, r * 0.92f, gfx_rgba(0xe0443c, m & PM_DEF ? 170 : 100));
        if (m & PM_ATT)
            gfx_hexagon(g, x, y, r * 0.92f, gfx_rgba(0x4a90d9, 150));
    }
    zoc_overlay(v, g, r);
    /* victory hexes: a star, its ring in the colour of the side holding it */
    for (i = 0; i < d->nvic; i++) {
        int vc = d->vic[i], owner = st->control[vc];
        float x, y, s = i < d->nprimary ? r * 0.32f + 2 : r * 0.24f + 2;
        hexmap_cell_xy(&v->map, vc, &x, &y);
        gfx_hexagon_outline(g, x, y, r * 0.97f, r * 0.1f + 1.5f,
                            owner == PK_CHINESE ? gfx_rgb(0xe0b12a) : owner == PK_ALLIED ? gfx_rgb(0x4a78c2)
                                                                                          : gfx_rgb(0xffffff));
        star(g, x - r * 0.55f, y - r * 0.5f, s + 1.5f, gfx_rgb(0x1a120c));
        star(g, x - r * 0.55f, y - r * 0.5f, s, owner == PK_CHINESE ? gfx_rgb(0xe0b12a) : gfx_rgb(0xf3e9d2));
    }
    /* counters: both sides may share a hex only while a retreat is owed */
    for (c = 0; c < n; c++) {
        float x, y;
        if (!st->occ[0][c] && !st->occ[1][c])
            continue;
        hexmap_cell_xy(&v->map, c, &x, &y);
        if (!hexmap_visible(&v->map, x, y, r))
            continue;
        if (st->occ[0][c] && st->occ[1][c]) {
            draw_stack(a, g, st, c, PK_CHINESE, x - r * 0.25f, y, r * 0.8f);
            draw_stack(a, g, st, c, PK_ALLIED, x + r * 0.25f, y, r * 0.8f);
        } else {
            draw_stack(a, g, st, c, st->occ[0][c] ? PK_ALLIED : PK_CHINESE, x, y, r);
        }
    }
    overlay(v, g, r);
    /* the hospital, over the counters in the hex's lower left */
    for (c = 0; c < n; c++)
        if (d->hospital[c]) {
            float x, y, s = r * 0.22f + 2, hx, hy;
            hexmap_cell_xy(&v->map, c, &x, &y);
            hx = x - r * 0.55f;
            hy = y + r * 0.45f;
            gfx_circle(g, hx, hy, s + 1, gfx_rgb(0x1a120c));
            gfx_circle(g, hx, hy, s, gfx_rgb(0xffffff));
            gfx_fill(g, (SDL_Rect){(int)(hx - s * 0.2f), (int)(hy - s * 0.7f), (int)(s * 0.4f + 1), (int)(s * 1.4f)},
                     gfx_rgb(0xc8102e));
            gfx_fill(g, (SDL_Rect){(int)(hx - s * 0.7f), (int)(hy - s * 0.2f), (int)(s * 1.4f), (int)(s * 0.4f + 1)},
                     gfx_rgb(0xc8102e));
        }
    /* markers over the counters */
    for (c = 0; c < n; c++) {
        unsigned m = v->mark[c];
        float x, y;
        if (!m)
            continue;
        hexmap_cell_xy(&v->map, c, &x, &y);
        if (m & PM_PICK)
            hexmap_mark_pick(g, x, y, r, 230);
        if (m & PM_SEL)
            hexmap_mark_selected(g, x, y, r);
        if (m & PM_TARGET)
            hexmap_mark_target(g, x, y, r, gfx_rgb(0x9a0d14));
        if (m & PM_TOOL)
            /* the tool's hexes (mine, fortification, entry) hold counters
             * that hide the fill below them: an outline over them too */
            gfx_hexagon_outline(g, x, y, r * 0.92f, r * 0.12f + 2, gfx_rgb(0xff9a2e));
        /* the MP left: on small hexes (Fit at 1280x800) the badge would
         * hide a stack the move may join, so only on empty hexes there */
        if ((m & PM_DEST) && v->sel >= 0 && v->reach[c] >= 0 && r >= 9 &&
            (r >= 16 || (!st->occ[0][c] && !st->occ[1][c]))) {
            char b[8];
            snprintf(b, sizeof b, "%d", v->reach[c] > 99 ? 99 : v->reach[c]);
            gfx_circle(g, x + r * 0.5f, y + r * 0.45f, 8, gfx_rgb(0x1a120c));
            gfx_text_align(g, GFX_SMALL, (int)(x + r * 0.5f) - 8, (int)(y + r * 0.45f) - 8, 16, GFX_CENTER,
                           gfx_rgb(0x9ff0b8), b);
        }
    }
    big_guns(v, a, g, r);
    if (v->btn_cell >= 0) {
        /* named for tests: the hex a hovered Snipe/Withdraw button means */
        char h[8], nm[40];
        snprintf(nm, sizeof nm, "button's leader at %s", pk_label(st->d, v->btn_cell, h, sizeof h));
        ui_part(a, hexmap_cell_rect(&v->map, v->btn_cell), nm);
    }
    board_labels(v, a, g, r);
    hexmap_mark_hover(&v->map, g, v->hover);
    loupe(v, a, g, r);
    gfx_clip(g, NULL);
}

/* -------------------------------------------------- launcher picture */

void pkv_picture(ui_app *a, gfx *g, SDL_Rect r)
{
    /* hexes sized by the height on a wide strip, by the width on a
     * squarer card, so the counters (up to column 7) stay in the picture */
    float hr = r.h / 6.4f < r.w / 12.0f ? r.h / 6.4f : r.w / 12.0f;
    int ncols = (int)(r.w / (hr * 1.5f)) + 2, nrows = (int)(r.h / (hr * 1.732f)) + 2, col, row;

    (void)a;
    gfx_clip(g, &r);
    gfx_gradient(g, r, gfx_rgb(0x4a3d2c), gfx_rgb(0x2e261b));
    for (col = 0; col < ncols; col++)
        for (row = 0; row < nrows; row++) {
            float x = r.x + hr * 0.3f + col * hr * 1.5f;
            float y = r.y + (row + (col % 2) * 0.5f) * hr * 1.732f;
            int t = row >= nrows - 2 ? PK_T_TARTAR : col == 3 ? PK_T_CANAL
                    : (col >= 5 && col <= 6 && row >= 1 && row <= 2) || (col <= 1 && row <= 1) ? PK_T_BUILDING
                    : PK_T_CLEAR;
            gfx_hexagon(g, x, y, hr + 0.5f, gfx_rgb(terrain_rgb(t)));
            gfx_hexagon_outline(g, x, y, hr, 1, gfx_rgba(0x2b2118, 80));
        }
    {
        /* a few counters: guards in the legations, Boxers and Imperials closing in */
        static const struct { float col, row; int nation, kind, s; } pc[] = {
            {0.3f, 0.6f, PK_N_BRITISH, PK_K_INFANTRY, 2}, {5.5f, 1.6f, PK_N_JAPANESE, PK_K_INFANTRY, 2},
            {2, 2.4f, PK_N_CHINESE, PK_K_BOXER, 4}, {4, 0.5f, PK_N_CHINESE, PK_K_IMPERIAL, 6},
            {7, 2.5f, PK_N_AMERICAN, PK_K_INFANTRY, 2},
        };
        size_t i;
        for (i = 0; i < sizeof pc / sizeof pc[0]; i++) {
            float x = r.x + hr * 0.3f + pc[i].col * hr * 1.5f, y = r.y + pc[i].row * hr * 1.732f, h = hr * 0.5f;
            SDL_Rect b = hexmap_square(x, y, h);
            SDL_FRect s = {x - h * 0.42f, y - h * 0.62f, h * 0.84f, h * 0.56f};
            char t[4];
            gfx_round(g, b, 3, gfx_rgb(0x1a120c));
            gfx_round(g, (SDL_Rect){b.x + 1, b.y + 1, b.w - 2, b.h - 2}, 2,
                      gfx_rgb(pkv_nation_rgb(pc[i].nation, pc[i].kind)));
            symbol(g, pc[i].kind, s, gfx_rgb(pkv_nation_ink(pc[i].nation, pc[i].kind)));
            snprintf(t, sizeof t, "%d", pc[i].s);
            gfx_text_align(g, GFX_BOLD, b.x, (int)y, b.w, GFX_CENTER,
                           gfx_rgb(pkv_nation_ink(pc[i].nation, pc[i].kind)), t);
        }
    }
    gfx_clip(g, NULL);
}
