/* helpdlg: the help panel over a game screen (see helpdlg.h). */
#include "ui/helpdlg.h"

#include <string.h>
#include <strings.h>

static void choose(helpdlg *h, int tab)
{
    h->tab = tab;
    h->scroll = 0;
}

int helpdlg_paras(gfx *g, SDL_Rect r, const char *const *p, int n, int scroll)
{
    int y = r.y - scroll;

    for (int k = 0; k < n; k++) {
        int h = gfx_text_wrap_h(g, GFX_BODY, r.w, p[k]);
        if (y + h > r.y && y < r.y + r.h)
            gfx_text_wrap(g, GFX_BODY, (SDL_Rect){r.x, y, r.w, h}, gfx_rgb(UI_INK), p[k]);
        y += h + 10;
    }
    return y + scroll - r.y;
}

/* Is the line at p the start of a block of its own (heading, list item,
 * table row)? */
static int block_start(const char *p)
{
    while (*p == ' ')
        p++;
    if (*p == '#' || *p == '|')
        return 1;
    if ((*p == '*' || *p == '-') && p[1] == ' ')
        return 1;
    while (*p >= '0' && *p <= '9')
        p++;
    return *p == '.' && p[1] == ' ' && p[-1] >= '0' && p[-1] <= '9';
}

/* Copies the paragraph starting at p into out (at most cap-1 bytes),
 * lines joined by one space, marks dropped; *font is set for a heading.
 * Returns where the next paragraph starts. */
static const char *notes_para(const char *p, char *out, size_t cap, int *font, int *item)
{
    size_t n = 0;
    int code = 0; /* inside a `code span`, where a star is part of a name */

    *font = GFX_BODY;
    *item = 0;
    while (*p == '\n')
        p++;
    while (*p == ' ')
        p++;
    if (*p == '#') {
        *font = GFX_BOLD;
        while (*p == '#' || *p == ' ')
            p++;
    } else if (p[0] == '*' && p[1] == '*') {
        *font = GFX_BOLD; /* a paragraph that opens in bold reads as a heading */
    } else if ((*p == '*' || *p == '-') && p[1] == ' ') {
        *item = 1;
        p += 2;
    }
    while (*p) {
        if (*p == '\n') {
            /* the paragraph goes on unless a blank line or a new block follows */
            if (p[1] == '\n' || p[1] == 0 || block_start(p + 1) || *font == GFX_BOLD)
                break;
            p++;
            while (*p == ' ')
                p++;
            if (n && out[n - 1] != ' ' && n + 1 < cap)
                out[n++] = ' ';
            continue;
        }
        if (*p == '`' || (*p == '*' && !code)) {
            code ^= *p == '`';
            p++; /* code, bold and italic marks */
            continue;
        }
        if (*p == ' ' && (n == 0 || out[n - 1] == ' ')) {
            p++;
            continue;
        }
        if (n + 1 < cap)
            out[n++] = *p;
        p++;
    }
    out[n] = 0;
    return p;
}

enum { TABLE_COLS = 8, CELL_LEN = 640 };

/* One row of a markdown table: its cells, marks dropped; 0 for the row
 * of dashes under the head. Returns the number of cells. */
static int table_row(const char *p, const char *end, char cell[TABLE_COLS][CELL_LEN])
{
    int n = 0, text = 0;

    for (const char *q = p; q < end; q++)
        if (*q != '|' && *q != '-' && *q != ':' && *q != ' ')
            text = 1;
    if (!text)
        return 0;
    if (*p == '|')
        p++;
    while (p < end && n < TABLE_COLS) {
        size_t k = 0;
        int code = 0; /* a star in a `code span` is kept, as in notes_para */
        while (*p == ' ')
            p++;
        while (p < end && *p != '|') {
            code ^= *p == '`';
            if (*p != '`' && (*p != '*' || code) && k + 1 < CELL_LEN)
                cell[n][k++] = *p;
            p++;
        }
        while (k && cell[n][k - 1] == ' ')
            k--;
        cell[n++][k] = 0;
        if (p < end)
            p++; /* the bar */
        if (p >= end || (*p == ' ' && p + 1 >= end))
            break;
    }
    return n;
}

/* The table whose first row starts at *md; *md moves past it. Columns
 * for the developers (headed "where" or "code": functions and files)
 * are left out. Narrow columns keep their widest cell; when the rest
 * would run past the right edge, the wide ones share what is left and
 * their cells wrap, so a reading's note is read whole. The head is in
 * bold. Returns the new y. */
static int notes_table(gfx *g, SDL_Rect r, const char **md, int y)
{
    static char cell[TABLE_COLS][CELL_LEN];
    int natw[TABLE_COLS] = {0}, colw[TABLE_COLS] = {0}, skip[TABLE_COLS] = {0};
    int row;
    const char *p;

    /* two passes: measure, then draw */
    for (int pass = 0; pass < 2; pass++) {
        p = *md;
        row = 0;
        while (*p == '|') {
            const char *end = strchr(p, '\n');
            if (!end)
                end = p + strlen(p);
            int n = table_row(p, end, cell), h = 0;
            int font = row == 0 ? GFX_BOLD : GFX_BODY;
            for (int c = 0; c < n; c++) {
                if (row == 0 && pass == 0)
                    skip[c] = !strcasecmp(cell[c], "where") || !strcasecmp(cell[c], "code");
                if (skip[c])
                    continue;
                if (pass == 0) {
                    int w = gfx_text_w(g, font, cell[c]) + 24;
                    if (w > natw[c])
                        natw[c] = w;
                } else if (colw[c] > 24) {
                    int ch = gfx_text_wrap_h(g, font, colw[c] - 24, cell[c]);
                    h = ch > h ? ch : h;
                }
            }
            if (pass == 1 && n && y + h > r.y && y < r.y + r.h) {
                for (int c = 0, x = r.x; c < n; x += colw[c], c++)
                    if (!skip[c] && colw[c] > 24)
                        gfx_text_wrap(g, font, (SDL_Rect){x, y, colw[c] - 24, h},
                                      gfx_rgb(UI_INK), cell[c]);
                if (row > 0)
                    gfx_fill(g, (SDL_Rect){r.x, y - 2, r.w, 1}, gfx_rgba(UI_MUTED, 60));
            }
            if (n && pass == 1)
                y += h + 4;
            row += n > 0;
            p = *end ? end + 1 : end;
            while (*p == ' ')
                p++;
        }
        if (pass == 0) {
            /* max-min shares: a column narrower than an equal share of
             * the room left keeps its width; the rest share equally */
            int left = r.w, open = 0, done;
            for (int c = 0; c < TABLE_COLS; c++)
                open += natw[c] > 0;
            do {
                done = 1;
                for (int c = 0; c < TABLE_COLS; c++)
                    if (open > 0 && natw[c] > 0 && !colw[c] && natw[c] <= left / open) {
                        colw[c] = natw[c];
                        left -= natw[c];
                        open--;
                        done = 0;
                    }
            } while (!done && open > 0);
            for (int c = 0; c < TABLE_COLS; c++)
                if (natw[c] > 0 && !colw[c])
                    colw[c] = left / open;
        }
    }
    *md = p;
    return y + 8;
}

/* The marker under a heading of a notes file whose section is for the
 * developers (file lists, test names, speed figures): invisible where
 * markdown is shown, and left out of the in-game help. */
#define NOT_IN_HELP "<!-- not in the help -->"

/* md at a line: past an HTML comment line, or past a whole section whose
 * heading carries NOT_IN_HELP on the next line (to the next heading of
 * the same or a higher level); md itself when neither. */
static const char *notes_skip(const char *md)
{
    const char *nl, *q;
    int level = 0;

    if (!strncmp(md, "<!--", 4)) {
        q = strstr(md, "-->");
        return q ? q + 3 : md + strlen(md);
    }
    while (md[level] == '#')
        level++;
    if (!level || md[level] != ' ' || !(nl = strchr(md, '\n')))
        return md;
    for (q = nl + 1; *q == ' ' || *q == '\n'; q++)
        ;
    if (strncmp(q, NOT_IN_HELP, strlen(NOT_IN_HELP)))
        return md;
    for (q = strchr(q, '\n'); q && *q; q = strchr(q + 1, '\n')) {
        int k = 0;
        while (q[1 + k] == '#')
            k++;
        if (k && k <= level && q[1 + k] == ' ')
            return q + 1;
    }
    return md + strlen(md);
}

/* One line of an indented block split into cells at runs of two or more
 * spaces (a leading run gives an empty first cell); base: the block's
 * indent. Returns the cells found. */
static int pre_cells(const char *p, const char *end, int base, char cell[TABLE_COLS][CELL_LEN])
{
    int n = 0;

    for (int k = 0; k < base && p < end && *p == ' '; k++)
        p++;
    while (p < end && n < TABLE_COLS) {
        size_t k = 0;
        while (p < end && !(p[0] == ' ' && p + 1 < end && p[1] == ' ')) {
            if (k + 1 < CELL_LEN)
                cell[n][k++] = *p;
            p++;
        }
        cell[n++][k] = 0;
        while (p < end && *p == ' ')
            p++;
    }
    return n;
}

/* An indented block (figures the notes line up in columns with spaces):
 * line by line in the small font, its columns lined up by their widest
 * cell, as the proportional font cannot do with spaces. Returns the new
 * y; *md moves past the block. */
static int notes_pre(gfx *g, SDL_Rect r, const char **md, int y)
{
    static char cell[TABLE_COLS][CELL_LEN];
    int colw[TABLE_COLS] = {0}, base = 0, lh = gfx_line_h(g, GFX_SMALL) + 2;
    const char *p = *md;

    while (p[base] == ' ')
        base++;
    for (int pass = 0; pass < 2; pass++) {
        p = *md;
        while (*p && *p != '\n') {
            const char *end = strchr(p, '\n');
            int blank = 1;
            if (!end)
                end = p + strlen(p);
            for (const char *q = p; q < end; q++)
                blank &= *q == ' ';
            if (blank)
                break;
            int n = pre_cells(p, end, base, cell);
            for (int c = 0, x = r.x + 16; c < n; x += colw[c], c++) {
                if (pass == 0) {
                    /* a line of one cell spans the columns: it sets none */
                    int w = n < 2 ? 0 : gfx_text_w(g, GFX_SMALL, cell[c]) + (cell[c][0] ? 14 : 24);
                    colw[c] = w > colw[c] ? w : colw[c];
                } else if (y + lh > r.y && y < r.y + r.h && cell[c][0]) {
                    gfx_text(g, GFX_SMALL, x, y, gfx_rgb(UI_INK), cell[c]);
                }
            }
            if (pass == 1)
                y += lh;
            p = *end ? end + 1 : end;
        }
    }
    *md = p;
    return y + 8;
}

int helpdlg_notes(gfx *g, SDL_Rect r, const char *md, int scroll)
{
    char para[4096];
    int y = r.y - scroll;

    while (*md) {
        int font, item, h, indent;
        const char *past;
        while (*md == '\n')
            md++;
        if (!strncmp(md, "    ", 4)) {   /* a block set in columns by spaces */
            y = notes_pre(g, r, &md, y);
            continue;
        }
        while (*md == ' ')
            md++;
        if (*md == '\n')
            continue;
        if ((past = notes_skip(md)) != md) {
            md = past;
            continue;
        }
        if (*md == '|') {
            y = notes_table(g, r, &md, y);
            continue;
        }
        md = notes_para(md, para, sizeof para, &font, &item);
        if (!para[0])
            continue;
        indent = item ? 16 : 0;
        if (font == GFX_BOLD && y > r.y - scroll)
            y += 6; /* a heading stands off from what is above it */
        h = gfx_text_wrap_h(g, font, r.w - indent, para);
        if (y + h > r.y && y < r.y + r.h) {
            if (item)
                gfx_circle(g, (float)r.x + 5, (float)y + 9, 2.5f, gfx_rgb(UI_INK));
            gfx_text_wrap(g, font, (SDL_Rect){r.x + indent, y, r.w - indent, h}, gfx_rgb(UI_INK), para);
        }
        y += h + (item ? 4 : 8);
    }
    return y + scroll - r.y;
}

/* A page longer than the panel says so: a bar at the right edge shows
 * how much is seen and where (the first screen of a tab may end on a
 * whole paragraph and look complete). */
void helpdlg_scrollbar(ui_app *a, gfx *g, SDL_Rect body, int total, int scroll)
{
    SDL_Rect track = {body.x + body.w + 1, body.y, 6, body.h}, thumb;
    int th, range = total - body.h;

    if (range <= 0)
        return;
    th = (int)((long)body.h * body.h / total);
    if (th < 24)
        th = 24;
    if (scroll > range)
        scroll = range;
    thumb = (SDL_Rect){track.x, track.y + (int)((long)(track.h - th) * scroll / range), track.w, th};
    gfx_round(g, track, 3, gfx_rgba(UI_INK, 30));
    gfx_round(g, thumb, 3, gfx_rgba(UI_INK, 140));
    ui_part(a, thumb, "help scrollbar");
}

int helpdlg_page(helpdlg *h, ui_app *a, gfx *g, SDL_Rect r, const char *title,
                 const char *const *tabs, int ntabs, helpdlg_tab_fn draw, void *ctx)
{
    const ui_input *in = ui_in(a);
    SDL_Rect body, close = {r.x + r.w - 110, r.y + 8, 96, 32};
    int total;

    ui_modal(a, r);
    body = ui_panel(a, r, title);
    for (int k = 0; k < ntabs; k++) {
        SDL_Rect t = {body.x + 4 + k * 130, body.y + 2, 124, 32};
        if (ui_button(a, t, tabs[k], h->tab == k ? UI_SELECTED : 0))
            choose(h, k);
    }
    if (ui_button(a, close, "Close", 0))
        return 1;
    body = (SDL_Rect){body.x + 8, body.y + 44, body.w - 16, body.h - 50};
    if (in->wheel)
        h->scroll -= in->wheel * 40;
    if (in->key == SDLK_DOWN || in->key == SDLK_PAGEDOWN)
        h->scroll += in->key == SDLK_DOWN ? 40 : body.h - 40;
    if (in->key == SDLK_UP || in->key == SDLK_PAGEUP)
        h->scroll -= in->key == SDLK_UP ? 40 : body.h - 40;
    if (h->scroll < 0)
        h->scroll = 0;
    gfx_clip(g, &body);
    total = draw(ctx, g, body, h->tab, h->scroll);
    gfx_clip(g, NULL);
    /* no scrolling past the end */
    if (h->scroll > total - body.h + 20)
        h->scroll = total - body.h + 20 > 0 ? total - body.h + 20 : 0;
    helpdlg_scrollbar(a, g, body, total + 20, h->scroll);
    return 0;
}

typedef struct book_ctx {
    const helpdlg_book *b;
    void *ctx;
} book_ctx;

static int book_tab(void *ctx, gfx *g, SDL_Rect body, int tab, int scroll)
{
    const book_ctx *c = ctx;

    if (tab == 0)
        return helpdlg_paras(g, body, c->b->rules, c->b->nrules, scroll);
    if (tab == 1)
        return c->b->readings(c->ctx, g, body, scroll);
    return helpdlg_paras(g, body, c->b->screen, c->b->nscreen, scroll);
}

int helpdlg_book_page(helpdlg *h, ui_app *a, gfx *g, SDL_Rect r, const helpdlg_book *b, void *ctx)
{
    static const char *const tabs[3] = {"Rules", "Readings", "The screen"};
    book_ctx c = {b, ctx};

    return helpdlg_page(h, a, g, r, b->title, tabs, 3, book_tab, &c);
}

SDL_Rect helpdlg_panel(helpdlg *h, ui_app *a, gfx *g, SDL_Rect r, const char *title,
                       const char *const *tabs, int ntabs, int max_tab_w, int *closed)
{
    SDL_Rect in, close = {r.x + r.w - 10 - 84, r.y + 8, 80, 26};
    SDL_Rect under = {0, r.y - 12, gfx_w(g), gfx_h(g) - r.y + 12};
    int tw;

    /* no tooltip of the board under the panel shows through it */
    ui_modal(a, under);
    gfx_fill(g, under, gfx_rgba(0x120c08, 150));
    in = ui_panel(a, r, title);
    tw = (in.w - 8 * 6) / ntabs;
    if (max_tab_w > 0 && tw > max_tab_w)
        tw = max_tab_w;
    for (int i = 0; i < ntabs; i++) {
        SDL_Rect t = {in.x + i * (tw + 6), in.y, tw, 32};
        if (ui_button(a, t, tabs[i], h->tab == i ? UI_SELECTED : 0) && h->tab != i)
            choose(h, i);
    }
    *closed = ui_button(a, close, "Close", 0);
    return (SDL_Rect){in.x + 8, in.y + 48, in.w - 16, in.h - 56};
}
