/* launcher: the title screen. A paper sheet with a drawn title, one card
 * per registered game (its picture, players and blurb, and a Continue of
 * its own when it has an autosave), Continue for the newest save, Host a
 * game and Join a game (network play), and Quit. With no game in the
 * build it says so, quietly. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "app/app.h"

#define MAX_GAMES 16

typedef struct launcher {
    const game_module *games[MAX_GAMES];
    int n;
    char save[1024];      /* newest save, "" if none */
    char save_note[160];  /* "Keep Up The Fire!, saved today at 14:05" */
    Uint32 save_checked;
    int checked_once;
    char autosave[MAX_GAMES][1024]; /* each game's own, "" if none */
    char auto_note[MAX_GAMES][80];  /* "saved today at 14:05" */
    time_t auto_when[MAX_GAMES];    /* the autosave's time when last looked at */
    int auto_over[MAX_GAMES];       /* ... and whether its game was over */
    const game_module *save_game;   /* the newest save's game */
    time_t save_when;
    int save_over;
} launcher;

/* ------------------------------------------------------ shared drawing */

void app_rule(gfx *g, int x, int y, int w)
{
    SDL_Color gold = gfx_rgb(UI_GOLD);
    int cx = x + w / 2;
    gfx_line(g, (float)x, (float)y, (float)(cx - 16), (float)y, 1.2f, gold);
    gfx_line(g, (float)(cx + 16), (float)y, (float)(x + w), (float)y, 1.2f, gold);
    gfx_line(g, (float)(x + 30), (float)(y + 4), (float)(cx - 22), (float)(y + 4), 0.8f,
             gfx_rgba(UI_GOLD, 150));
    gfx_line(g, (float)(cx + 22), (float)(y + 4), (float)(x + w - 30), (float)(y + 4), 0.8f,
             gfx_rgba(UI_GOLD, 150));
    SDL_FPoint d[4] = {{(float)cx, (float)(y - 7)}, {(float)(cx + 9), (float)y + 2},
                       {(float)cx, (float)(y + 11)}, {(float)(cx - 9), (float)y + 2}};
    gfx_poly(g, d, 4, gfx_rgb(UI_ACCENT));
    gfx_poly_outline(g, d, 4, 1.2f, gold);
}

static void corner(gfx *g, float x, float y, float sx, float sy)
{
    SDL_Color red = gfx_rgb(UI_ACCENT), gold = gfx_rgb(UI_GOLD);
    gfx_line(g, x, y, x + sx * 34, y, 2, red);
    gfx_line(g, x, y, x, y + sy * 34, 2, red);
    SDL_FPoint d[4] = {{x + sx * 9, y + sy * 4}, {x + sx * 14, y + sy * 9},
                       {x + sx * 9, y + sy * 14}, {x + sx * 4, y + sy * 9}};
    gfx_poly(g, d, 4, gold);
}

SDL_Rect app_sheet(ui_app *a, gfx *g)
{
    (void)a;
    int W = gfx_w(g), H = gfx_h(g);
    SDL_Rect all = {0, 0, W, H};
    /* in a window narrower than 16:10 the bands above and below continue
     * the colours of the table */
    gfx_fill(g, (SDL_Rect){0, -2000, W, 2000}, gfx_rgb(0x3b2e24));
    gfx_fill(g, (SDL_Rect){0, H, W, 2000}, gfx_rgb(0x241b15));
    gfx_gradient(g, all, gfx_rgb(0x3b2e24), gfx_rgb(0x241b15));
    int sw = W - 64 > 1320 ? 1320 : W - 64;
    SDL_Rect sheet = {(W - sw) / 2, 22, sw, H - 58};
    SDL_Rect sh = {sheet.x + 4, sheet.y + 6, sheet.w, sheet.h};
    gfx_round(g, sh, 3, gfx_rgba(0x000000, 110));
    gfx_gradient(g, sheet, gfx_rgb(0xf6eedb), gfx_rgb(0xe9dbb9));
    SDL_Rect outer = {sheet.x + 10, sheet.y + 10, sheet.w - 20, sheet.h - 20};
    gfx_frame(g, outer, gfx_rgb(UI_INK), 2);
    SDL_Rect inner = {sheet.x + 16, sheet.y + 16, sheet.w - 32, sheet.h - 32};
    gfx_frame(g, inner, gfx_rgba(UI_GOLD, 200), 1);
    corner(g, (float)inner.x + 5, (float)inner.y + 5, 1, 1);
    corner(g, (float)(inner.x + inner.w - 5), (float)inner.y + 5, -1, 1);
    corner(g, (float)inner.x + 5, (float)(inner.y + inner.h - 5), 1, -1);
    corner(g, (float)(inner.x + inner.w - 5), (float)(inner.y + inner.h - 5), -1, -1);
    /* the keys, on the dark margin below the sheet */
    gfx_text_align(g, GFX_SMALL, 0, sheet.y + sheet.h + 10, W, GFX_CENTER,
                   gfx_rgba(0xe6d6b0, 150),
                   "Esc back   \xc2\xb7   F11 full screen   \xc2\xb7   Ctrl+Z undo   \xc2\xb7   Ctrl+S save");
    SDL_Rect r = {inner.x + 2, inner.y + 2, inner.w - 4, inner.h - 4};
    return r;
}

/* "LEGATION" set wide, as engraved lettering: each letter placed alone. */
static void spaced(gfx *g, int font, int cx, int y, int track, SDL_Color c, const char *s)
{
    int n = (int)strlen(s), w = 0;
    char ch[2] = {0, 0};
    for (int i = 0; i < n; i++) {
        ch[0] = s[i];
        w += gfx_text_w(g, font, ch) + (i + 1 < n ? track : 0);
    }
    int x = cx - w / 2;
    gfx_frame_note(g, s);
    for (int i = 0; i < n; i++) {
        ch[0] = s[i];
        x += gfx_text(g, font, x, y, c, ch) + track;
    }
}

/* --------------------------------------------------------------- saves */

/* "today at 14:05" or "03 Aug 2026" */
static void when_text(time_t when, char *buf, size_t n)
{
    struct tm tm, today;
    time_t t = time(NULL);
    localtime_r(&when, &tm);
    localtime_r(&t, &today);
    if (tm.tm_year == today.tm_year && tm.tm_yday == today.tm_yday)
        strftime(buf, n, "today at %H:%M", &tm);
    else
        strftime(buf, n, "%d %b %Y", &tm);
}

static void refresh_save(launcher *L, ui_app *a)
{
    Uint32 now = ui_now(a);
    if (L->checked_once && now - L->save_checked < 1000)
        return;
    L->checked_once = 1;
    L->save_checked = now;
    time_t when = 0;
    L->save_note[0] = 0;
    for (int i = 0; i < L->n; i++) {
        char date[64];
        L->auto_note[i][0] = 0;
        if (!app_game_autosave(L->games[i]->rules->id, L->autosave[i], sizeof L->autosave[i],
                               &when)) {
            L->autosave[i][0] = 0;
            continue;
        }
        /* a finished game is not offered to resume (it would open at its
         * result); looked at again only when the file changes */
        if (when != L->auto_when[i]) {
            L->auto_when[i] = when;
            L->auto_over[i] = app_save_over(a, L->autosave[i]);
        }
        if (L->auto_over[i]) {
            L->autosave[i][0] = 0;
            continue;
        }
        when_text(when, date, sizeof date);
        snprintf(L->auto_note[i], sizeof L->auto_note[i], "saved %s", date);
    }
    if (!app_newest_save(L->save, sizeof L->save, &when)) {
        L->save[0] = 0;
        return;
    }
    /* the file name starts with the game id: kutf-autosave.json */
    const char *base = strrchr(L->save, '/');
    base = base ? base + 1 : L->save;
    char id[64];
    size_t k = 0;
    while (base[k] && base[k] != '-' && base[k] != '.' && k + 1 < sizeof id) {
        id[k] = base[k];
        k++;
    }
    id[k] = 0;
    const game_module *m = game_find(id);
    if (when != L->save_when) {
        L->save_when = when;
        L->save_over = app_save_over(a, L->save);
    }
    if (L->save_over) { /* Continue never opens a game at its result */
        L->save[0] = 0;
        return;
    }
    L->save_game = m;
    char date[64];
    when_text(when, date, sizeof date);
    snprintf(L->save_note, sizeof L->save_note, "%.80s, saved %s",
             m ? m->rules->title : base, date);
}

/* Resume or Continue: the game opens over its own set-up screen, so that
 * Leave goes where it goes from a new game (the set-up, with a new seed). */
static void resume(ui_app *a, const game_module *m, const char *path)
{
    ui_scene *st = m ? setup_new(a, m) : NULL;
    if (st)
        ui_push(a, st);
    app_open_save(a, path);
}

/* ---------------------------------------------------------------- cards */

static void players_line(const game_rules *r, char *buf, size_t n)
{
    if (r->max_players <= 1)
        snprintf(buf, n, "Solitaire");
    else if (r->min_players == r->max_players)
        snprintf(buf, n, "%d players", r->min_players);
    else
        snprintf(buf, n, "%d to %d players", r->min_players, r->max_players);
}

/* A card's picture on its paper, for gfx_layer. */
typedef struct picture_job {
    ui_app *a;
    void (*picture)(ui_app *a, gfx *g, SDL_Rect r);
    SDL_Rect r;
} picture_job;

static void draw_picture(void *ctx, gfx *g)
{
    picture_job *job = ctx;
    gfx_fill(g, job->r, gfx_rgb(UI_PAPER2));
    if (job->picture) {
        gfx_clip(g, &job->r);
        job->picture(job->a, g, job->r);
        gfx_clip(g, NULL);
    }
}

/* The blurb as one paragraph: the card decides the breaks. */
static void blurb_of(const game_rules *rules, char *buf, size_t n)
{
    snprintf(buf, n, "%s", rules->blurb ? rules->blurb : "");
    for (char *p = buf; *p; p++)
        if (*p == '\n')
            *p = ' ';
}

/* Five cards across: the room the words of the wordiest card need at the
 * cards' inner width w, the same on every card so that the pictures,
 * titles and lines under them line up. */
typedef struct card_room {
    int title_h; /* the tallest title */
    int words;   /* from under the picture to the foot of the tallest blurb */
    int resume;  /* the room of a Resume button: on every card if any has one */
} card_room;

static card_room five_room(gfx *g, const launcher *L, int w)
{
    card_room c = {0, 0, 0};
    int blurb_h = 0;
    char blurb[400];

    for (int i = 0; i < L->n; i++) {
        const game_rules *r = L->games[i]->rules;
        int t = gfx_text_wrap_h(g, GFX_HEADING, w, r->title);
        blurb_of(r, blurb, sizeof blurb);
        int b = gfx_text_wrap_h(g, GFX_SMALL, w, blurb);
        if (t > c.title_h)
            c.title_h = t;
        if (b > blurb_h)
            blurb_h = b;
        if (L->autosave[i][0])
            c.resume = 34;
    }
    c.words = 14 + c.title_h + 2 + gfx_line_h(g, GFX_SMALL) + 8 + blurb_h + 10;
    return c;
}

/* A game's card; 1 when it was clicked (to set up a new game), 2 when its
 * own Continue was (note: when its autosave was written, or NULL). room:
 * the words' room when five cards stand in a row, else NULL. */
static int game_card(ui_app *a, gfx *g, SDL_Rect r, const game_module *m, const char *note,
                     const card_room *room)
{
    const game_rules *rules = m->rules;
    int hover = ui_hover(a, r);
    SDL_Rect sh = {r.x + 2, r.y + (hover ? 6 : 3), r.w, r.h};
    gfx_round(g, sh, 6, gfx_rgba(0x3a2a1a, hover ? 90 : 55));
    SDL_Rect card = r;
    if (hover)
        card.y -= 2;
    gfx_round(g, card, 6, gfx_rgb(hover ? UI_ACCENT : 0xa38d68));
    SDL_Rect in = {card.x + 1, card.y + 1, card.w - 2, card.h - 2};
    gfx_round(g, in, 5, gfx_rgb(0xfcf7ea));
    int pad = 14;
    int cont_h = note ? 30 : 0;
    char blurb[400];
    blurb_of(rules, blurb, sizeof blurb);
    /* the picture gives up the room for the card's own Continue; on a
     * short card (two rows of games) it takes only what the words leave */
    int pic_h = card.h * 48 / 100 - (note ? cont_h + 4 : 0);
    int compact = card.h < 300;
    if (compact) {
        /* the same room on every card (four lines of blurb), so the
         * pictures line up */
        int words = 14 + gfx_line_h(g, GFX_HEADING) + 2 + gfx_line_h(g, GFX_SMALL) + 8 +
                    4 * gfx_line_h(g, GFX_SMALL) + 10;
        pic_h = card.h - 2 * pad - words - (note ? cont_h + 4 : 0);
        if (pic_h < 24)
            pic_h = 24;
    }
    int narrow = room != NULL;
    if (narrow) {
        /* every card keeps a Resume's room if one has it, so they all
         * line up */
        pic_h = card.h - 2 * pad - room->words - room->resume;
        if (pic_h < 24)
            pic_h = 24;
    }
    SDL_Rect pic = {card.x + pad, card.y + pad, card.w - 2 * pad, pic_h};
    /* many shapes that never change: one texture, made once */
    picture_job job = {a, m->view ? m->view->picture : NULL, pic};
    gfx_layer(g, pic, draw_picture, &job);
    gfx_frame(g, pic, gfx_rgb(UI_INK), 1);
    {   /* named for tests: the picture fills its frame */
        char part[64];
        snprintf(part, sizeof part, "launcher picture %s", rules->id);
        ui_part(a, pic, part);
    }
    int y = pic.y + pic.h + 14;
    /* a narrow card (five across) breaks a long title in two */
    SDL_Rect tr = {card.x + pad, y, card.w - 2 * pad, 0};
    tr.h = gfx_text_wrap_h(g, GFX_HEADING, tr.w, rules->title);
    int title_box = tr.h;
    if (narrow && tr.h < room->title_h) {
        /* a shorter title sits in the middle of the tallest one's room */
        title_box = room->title_h;
        tr.y += (title_box - tr.h) / 2;
    }
    gfx_text_wrap_align(g, GFX_HEADING, tr, GFX_CENTER, gfx_rgb(hover ? UI_ACCENT : UI_INK),
                        rules->title);
    y += title_box + 2;
    char pl[64];
    players_line(rules, pl, sizeof pl);
    gfx_text_align(g, GFX_SMALL, card.x + pad, y, card.w - 2 * pad, GFX_CENTER,
                   gfx_rgb(UI_MUTED), pl);
    y += gfx_line_h(g, GFX_SMALL) + 8;
    if (!compact && !narrow) {
        app_rule(g, card.x + card.w / 2 - 60, y, 120);
        y += 16;
    }
    /* the blurb, centred; the smaller type when it would not fit, and on
     * every narrow card alike */
    SDL_Rect cont = {card.x + pad, card.y + card.h - pad + 4 - cont_h, card.w - 2 * pad, cont_h};
    SDL_Rect br = {card.x + pad, y, card.w - 2 * pad,
                   card.y + card.h - 10 - y - (note ? cont_h : 0)};
    int font = !narrow && gfx_text_wrap_h(g, GFX_BODY, br.w, blurb) <= br.h ? GFX_BODY : GFX_SMALL;
    gfx_text_wrap_align(g, font, br, GFX_CENTER, gfx_rgb(0x3d3024), blurb);
    if (note) {
        char label[96], target[96];
        /* a narrow card's button has room for one word: the time goes to
         * its tooltip, and the word is not the big Continue's */
        if (narrow)
            snprintf(label, sizeof label, "Resume");
        else
            snprintf(label, sizeof label, "Continue \xc2\xb7 %s", note);
        /* scripts name it by the game: "continue kutf" */
        snprintf(target, sizeof target, "continue %s", rules->id);
        ui_target(a, cont, target);
        if (ui_button(a, cont, label, 0))
            return 2;
        char tip[160];
        snprintf(tip, sizeof tip, "Go back to this game where you left it (%s)", note);
        ui_tooltip(a, cont, tip);
        if (ui_hover(a, cont))
            return 0;
    }
    ui_target(a, r, rules->title);
    ui_tooltip(a, r, "Choose a scenario and the players");
    return ui_clicked(a, r);
}

static void no_games(ui_app *a, gfx *g, SDL_Rect area)
{
    (void)a;
    int w = 560, h = 220;
    SDL_Rect r = {area.x + (area.w - w) / 2, area.y + (area.h - h) / 2, w, h};
    gfx_round(g, r, 6, gfx_rgba(UI_PAPER2, 110));
    SDL_Rect in = {r.x + 6, r.y + 6, r.w - 12, r.h - 12};
    gfx_frame(g, in, gfx_rgba(UI_MUTED, 120), 1);
    /* a red seal with a gold lozenge */
    SDL_Rect seal = {r.x + (w - 44) / 2, r.y + 24, 44, 44};
    gfx_round(g, seal, 4, gfx_rgb(UI_ACCENT));
    SDL_Rect si = {seal.x + 5, seal.y + 5, 34, 34};
    gfx_frame(g, si, gfx_rgb(0xf3d9c0), 2);
    float sx = seal.x + 22.f, sy = seal.y + 22.f;
    SDL_FPoint d[4] = {{sx, sy - 10}, {sx + 10, sy}, {sx, sy + 10}, {sx - 10, sy}};
    gfx_poly(g, d, 4, gfx_rgb(UI_GOLD));
    gfx_text_align(g, GFX_HEADING, r.x, r.y + 84, w, GFX_CENTER, gfx_rgb(UI_INK),
                   "No games are installed");
    gfx_text_align(g, GFX_BODY, r.x, r.y + 128, w, GFX_CENTER, gfx_rgb(0x4a3c2e),
                   "This build carries no game modules yet.");
    gfx_text_align(g, GFX_SMALL, r.x, r.y + 156, w, GFX_CENTER, gfx_rgb(UI_MUTED),
                   "Each game registers itself in app/registry.c.");
}

/* ------------------------------------------------------- Host a game */

/* Host a game: a panel over the launcher, one button per game for more
 * than one player (a solitaire has no one to host), each opening its
 * setup ready for hosting. Esc or Cancel closes it. */
typedef struct host_pick {
    const game_module *games[MAX_GAMES];
    int n;
} host_pick;

static void host_pick_frame(ui_scene *s, ui_app *a, gfx *g)
{
    host_pick *P = s->data;
    SDL_Rect all = {0, 0, gfx_w(g), gfx_h(g)};
    gfx_fill(g, all, gfx_rgba(0x120c08, 150));
    int bh = 40, gap = 10, w = 440;
    int h = gfx_line_h(g, GFX_BOLD) + 16 + gfx_line_h(g, GFX_BODY) + 18 +
            (P->n + 1) * (bh + gap) + 24;
    SDL_Rect r = {(all.w - w) / 2, (all.h - h) / 2, w, h};
    SDL_Rect in = ui_panel(a, r, "Host a game");
    int y = in.y + 6;
    gfx_text_align(g, GFX_BODY, in.x, y, in.w, GFX_CENTER, gfx_rgb(UI_INK),
                   "Which game do you host?");
    y += gfx_line_h(g, GFX_BODY) + 18;
    for (int i = 0; i < P->n; i++) {
        SDL_Rect b = {in.x + 40, y, in.w - 80, bh};
        char pl[64];
        players_line(P->games[i]->rules, pl, sizeof pl);
        if (ui_button(a, b, P->games[i]->rules->title, 0)) {
            const game_module *m = P->games[i];
            ui_pop(a);   /* this panel; freed after the frame */
            ui_push(a, setup_host_new(a, m));
            return;
        }
        ui_tooltip(a, b, pl);
        y += bh + gap;
    }
    SDL_Rect c = {in.x + in.w - 150 - 12, y + 4, 150, bh};
    if (ui_button(a, c, "Cancel", 0))
        ui_pop(a);
}

static void host_pick_destroy(ui_scene *s)
{
    free(s->data);
    free(s);
}

static ui_scene *host_pick_new(const launcher *L)
{
    ui_scene *s = calloc(1, sizeof *s);
    host_pick *P = calloc(1, sizeof *P);
    if (!s || !P) {
        free(s);
        free(P);
        return NULL;
    }
    for (int i = 0; i < L->n; i++)
        if (L->games[i]->rules->max_players >= 2)
            P->games[P->n++] = L->games[i];
    s->frame = host_pick_frame;
    s->destroy = host_pick_destroy;   /* Esc: the shell pops an unhandled BACK */
    s->overlay = 1;
    s->data = P;
    return s;
}

/* ---------------------------------------------------------------- scene */

static void quit_choice(ui_app *a, void *ctx, int choice)
{
    (void)ctx;
    if (choice == 0)
        ui_quit(a);
}

static void launcher_frame(ui_scene *s, ui_app *a, gfx *g)
{
    launcher *L = s->data;
    SDL_Rect in = app_sheet(a, g);
    int cx = in.x + in.w / 2;
    int y = in.y + 26;
    gfx_text_align(g, GFX_SMALL, in.x, y, in.w, GFX_CENTER, gfx_rgb(UI_MUTED),
                   "P E K I N G   \xc2\xb7   J U N E   T O   A U G U S T   1 9 0 0");
    y += gfx_line_h(g, GFX_SMALL) + 4;
    /* the title, with a faint offset print beneath for an inked look */
    spaced(g, GFX_DISPLAY, cx + 2, y + 3, 14, gfx_rgba(UI_GOLD, 150), "LEGATION");
    spaced(g, GFX_DISPLAY, cx, y, 14, gfx_rgb(UI_ACCENT), "LEGATION");
    y += gfx_line_h(g, GFX_DISPLAY) - 6;
    app_rule(g, cx - 230, y, 460);
    y += 18;
    /* up to four games in a row; five when the window is wide enough for
     * cards of a readable width, else three and two */
    int gap = 28;
    int cols = L->n <= 4 ? L->n : 3;
    if (L->n == 5 && (in.w - 80 - 4 * gap) / 5 >= 196)
        cols = 5;
    int rows = cols ? (L->n + cols - 1) / cols : 1;
    /* two rows of games need the subtitle's room */
    if (rows == 1 && cols <= 4) {
        gfx_text_align(g, GFX_HEADING, in.x, y, in.w, GFX_CENTER, gfx_rgb(UI_INK),
                       "Games of the siege of the foreign legations");
        y += gfx_line_h(g, GFX_HEADING) + 22;
    } else {
        y += 4;
    }

    /* the Tartar Wall along the foot of the sheet, its gate in the middle */
    int wall_top = in.y + in.h - 34;
    SDL_Color tone = gfx_rgb(0xcdb68a);
    gfx_fill(g, (SDL_Rect){in.x, wall_top, in.w, in.y + in.h - wall_top}, tone);
    for (int x = in.x + 6; x + 10 < in.x + in.w; x += 18)
        gfx_fill(g, (SDL_Rect){x, wall_top - 7, 10, 7}, tone);
    int gate_h = 118, gate_w = gate_h * 224 / 160;
    gfx_image(g, "ui/gate.svg", (SDL_Rect){cx - gate_w / 2, in.y + in.h - gate_h, gate_w, gate_h});
    int tw_w = 92, tw_h = tw_w * 48 / 116;
    for (int k = 0; k < 2; k++) {
        int tx = k ? in.x + in.w * 5 / 6 : in.x + in.w / 6;
        gfx_image(g, "ui/tower.svg", (SDL_Rect){tx - tw_w / 2, wall_top - tw_h, tw_w, tw_h});
    }

    /* Continue and Quit flank the gate */
    int bw = 210, bh = 44, by = wall_top - 26 - bh;
    if (rows > 1) /* two rows of games: the buttons stand on the wall */
        by = wall_top - bh + 12;
    SDL_Rect cont = {cx - gate_w / 2 - 36 - bw, by, bw, bh};
    SDL_Rect quit = {cx + gate_w / 2 + 36, by, bw, bh};

    SDL_Rect area = {in.x + 40, y, in.w - 80, by - (rows > 1 ? 18 : 34) - y};
    refresh_save(L, a);
    if (L->n == 0) {
        no_games(a, g, area);
    } else {
        int cw = (area.w - (cols - 1) * gap) / cols;
        if (cw > 420)
            cw = 420;
        int ch = (area.h - (rows - 1) * 20) / rows;
        if (ch > 360 && cols < 5)
            ch = 360;
        card_room room = {0, 0, 0};
        if (cols == 5) {
            /* the words' room, and a picture no taller than wide */
            room = five_room(g, L, cw - 28);
            if (ch > 28 + (cw - 28) + room.words + room.resume)
                ch = 28 + (cw - 28) + room.words + room.resume;
        }
        for (int i = 0; i < L->n; i++) {
            int row = i / cols, col = i % cols;
            int in_row = row == rows - 1 ? L->n - row * cols : cols;
            int rw = in_row * cw + (in_row - 1) * gap;
            SDL_Rect r = {area.x + (area.w - rw) / 2 + col * (cw + gap),
                          area.y + row * (ch + 20), cw, ch};
            int got = game_card(a, g, r, L->games[i],
                                L->autosave[i][0] ? L->auto_note[i] : NULL,
                                cols == 5 ? &room : NULL);
            if (got == 1) {
                ui_push(a, setup_new(a, L->games[i]));
                return;
            }
            if (got == 2) {
                resume(a, L->games[i], L->autosave[i]);
                return;
            }
        }
    }

    if (L->save_note[0])
        gfx_text_align(g, GFX_SMALL, cont.x - 60, by - gfx_line_h(g, GFX_SMALL) - 6,
                       bw + 120, GFX_CENTER, gfx_rgb(UI_MUTED), L->save_note);
    if (ui_button(a, cont, "Continue", L->save[0] ? UI_PRIMARY : UI_DISABLED)) {
        resume(a, L->save_game, L->save);
        return;
    }
    ui_tooltip(a, cont, L->save[0] ? "Go back to the last game played" : "No saved game yet");
    if (ui_button(a, quit, "Quit", 0)) {
        ui_quit(a);
        return;
    }
    /* network play: a game hosted here, or one someone hosts */
    SDL_Rect host = {cont.x, cont.y + bh + 10, bw, bh};
    if (ui_button(a, host, "Host a game", 0)) {
        ui_push(a, host_pick_new(L));
        return;
    }
    ui_tooltip(a, host, "Play with people at their own computers: they join this game");
    SDL_Rect join = {quit.x, quit.y + bh + 10, bw, bh};
    if (ui_button(a, join, "Join a game", 0)) {
        ui_push(a, netjoin_new(a));
        return;
    }
    ui_tooltip(a, join, "Play or watch a game hosted on another computer");
}

static int launcher_command(ui_scene *s, ui_app *a, int cmd)
{
    (void)s;
    if (cmd == UI_CMD_BACK) {
        static const char *const b[] = {"Quit", "Stay"};
        ui_push(a, ui_dialog_new("Leave Legation?", "The last game you played is saved; "
                                 "Continue on the title screen picks it up again.",
                                 b, 2, quit_choice, NULL));
    }
    return 1;
}

static void launcher_destroy(ui_scene *s)
{
    free(s->data);
    free(s);
}

ui_scene *launcher_new(ui_app *a)
{
    (void)a;
    ui_scene *s = calloc(1, sizeof *s);
    launcher *L = calloc(1, sizeof *L);
    if (!s || !L) {
        free(s);
        free(L);
        return NULL;
    }
    L->n = app_games(L->games, MAX_GAMES);
    /* a game whose screens are not written yet stays off the launcher
     * (list, validate, replay and sim still know it) */
    int k = 0;
    for (int i = 0; i < L->n; i++)
        if (L->games[i]->view)
            L->games[k++] = L->games[i];
    L->n = k;
    s->frame = launcher_frame;
    s->command = launcher_command;
    s->destroy = launcher_destroy;
    s->data = L;
    return s;
}
