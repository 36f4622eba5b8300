/* setup: the screen between the title and a game: pick a scenario, its
 * options (choices, who sits in each seat, the seed) and start. Everything
 * offered comes from the game's catalog (scenarios/<id>/scenarios.json). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "app/app.h"
#include "core/session.h"
#include "ui/uinet.h"

typedef struct setup {
    const game_module *m;
    catalog cat;
    int cat_ok;
    errs err;
    int scen, scroll;
    int choice[CAT_MAX_OPT];
    int seat[CAT_MAX_OPT][CAT_MAX_CHOICE];
    int on[CAT_MAX_OPT];
    uint64_t seed;
    int seed_focus;
    char seed_txt[24];
    int seed_typed;    /* the player typed the seed: keep it for the next game */
    char key_setting[64];
    int own_dice;      /* "Roll my own dice": a session option, every game has it */
    session *pv;       /* the scenario on screen as a new game of it begins (its
                          picture), made from pv_of: pv_of.scen -1, none yet */
    struct pv_key {
        int scen;
        uint64_t seed;
        int value[CAT_MAX_OPT];                 /* a choice's index, a switch's 0/1 */
        int seat[CAT_MAX_OPT][CAT_MAX_CHOICE];  /* as the rules see it: Remote is Human */
    } pv_of;
    int host;          /* Host a game: a seat starts Remote, Start reads Host,
                          and a save of the game can be hosted instead */
} setup;

/* Remote: a player who joins over the network (the game is hosted) */
static const char *const seat_label[4] = {"Human", "Computer", "Empty", "Remote"};
static const char *const seat_help[4] = {
    "A person at this screen", "The computer plays this seat", "Nobody sits here",
    ("Someone at another computer joins this seat (the game is hosted on the network: "
     "the log shows the port and the join code)")};

static void new_seed(setup *S, ui_app *a)
{
    S->seed_typed = 0;
    S->seed = 1 + (uint64_t)rng_range(ui_cosmetic_rng(a), 999999);
    snprintf(S->seed_txt, sizeof S->seed_txt, "%llu", (unsigned long long)S->seed);
}

/* The player's setting of option `from` (choice, switch, seats), carried
 * to option nk of the scenario coming on screen when it is the same
 * option: same key and kind, for a choice the same choice id, for seats
 * as many seats. */
static void carry_option(setup *S, const cat_option *from, int choice, int on, const int *seat,
                         int nk, const cat_option *o)
{
    if (strcmp(from->key, o->key) != 0 || from->kind != o->kind)
        return;
    if (o->kind == CAT_BOOL) {
        S->on[nk] = on;
    } else if (o->kind == CAT_CHOICE) {
        for (int j = 0; j < o->nchoices; j++)
            if (!strcmp(o->choice_id[j], from->choice_id[choice]))
                S->choice[nk] = j;
    } else if (o->kind == CAT_SEATS && o->nchoices == from->nchoices) {
        for (int j = 0; j < o->nchoices && j < CAT_MAX_CHOICE; j++)
            S->seat[nk][j] = seat[j];
    }
}

/* Show scenario i with its defaults, except that with carry the options
 * it shares with the scenario on screen keep the player's settings:
 * switching scenarios does not undo the seats and switches. */
static void pick_scenario(setup *S, int i, int carry)
{
    const cat_scenario *sc = &S->cat.scen[i], *old = &S->cat.scen[S->scen];
    int choice[CAT_MAX_OPT], on[CAT_MAX_OPT], seat[CAT_MAX_OPT][CAT_MAX_CHOICE];

    memcpy(choice, S->choice, sizeof choice);
    memcpy(on, S->on, sizeof on);
    memcpy(seat, S->seat, sizeof seat);
    for (int k = 0; k < sc->nopts; k++) {
        const cat_option *o = &sc->opt[k];
        S->choice[k] = o->def;
        S->on[k] = o->def;
        for (int j = 0; j < o->nchoices && j < CAT_MAX_CHOICE; j++)
            S->seat[k][j] = o->seat_def[j];
    }
    if (carry && i != S->scen)
        for (int k = 0; k < old->nopts; k++)
            for (int nk = 0; nk < sc->nopts; nk++)
                carry_option(S, &old->opt[k], choice[k], on[k], seat[k], nk, &sc->opt[nk]);
    S->scen = i;
}

/* The seats of a scenario on screen when hosting: with no Remote seat
 * yet, the second (the first when there is one) becomes Remote. 1 when a
 * seat is Remote. */
static int remote_seat(setup *S, int preset)
{
    const cat_scenario *sc = &S->cat.scen[S->scen];
    for (int k = 0; k < sc->nopts; k++) {
        const cat_option *o = &sc->opt[k];
        if (o->kind != CAT_SEATS || o->nchoices < 1)
            continue;
        for (int j = 0; j < o->nchoices && j < CAT_MAX_CHOICE; j++)
            if (S->seat[k][j] == 3)
                return 1;
        if (!preset)
            return 0;
        S->seat[k][o->nchoices > 1 ? 1 : 0] = 3;
        return 1;
    }
    return 0;
}

static cJSON *build_options(const setup *S, const cat_scenario *sc)
{
    cJSON *o = catalog_default_options(sc);
    for (int k = 0; o && k < sc->nopts; k++) {
        const cat_option *opt = &sc->opt[k];
        cJSON *v = NULL;
        if (opt->kind == CAT_CHOICE && opt->nchoices > 0) {
            v = cJSON_CreateString(opt->choice_id[S->choice[k]]);
        } else if (opt->kind == CAT_SEATS) {
            /* a remote seat is a person's to the rules */
            static const char *const kinds[] = {"human", "computer", "empty", "human"};
            v = cJSON_CreateArray();
            for (int j = 0; v && j < opt->nchoices; j++)
                cJSON_AddItemToArray(v, cJSON_CreateString(kinds[S->seat[k][j]]));
        } else if (opt->kind == CAT_BOOL) {
            v = cJSON_CreateBool(S->on[k]);
        }
        if (!v)
            continue;
        if (cJSON_GetObjectItemCaseSensitive(o, opt->key))
            cJSON_ReplaceItemInObjectCaseSensitive(o, opt->key, v);
        else
            cJSON_AddItemToObject(o, opt->key, v);
    }
    return o;
}

/* A game with a Remote seat is hosted on the network: 1 when it was (its
 * screen opened, or the failure said). */
static int host_remote(setup *S, ui_app *a, const cat_scenario *sc, session *s)
{
    static const int kind_of[4] = {NET_HERE, NET_COMPUTER, NET_EMPTY, NET_REMOTE};
    net_host_opts ho;
    int remote = 0;
    errs e;

    memset(&ho, 0, sizeof ho);
    for (int k = 0; k < sc->nopts; k++)
        for (int j = 0; sc->opt[k].kind == CAT_SEATS && j < sc->opt[k].nchoices &&
                        j < NETMSG_SEATS_MAX; j++) {
            ho.kind[j] = kind_of[S->seat[k][j]];
            remote += S->seat[k][j] == 3;
            ho.nseats = sc->opt[k].nchoices;
        }
    if (!remote)
        return 0;
    ho.port = ui_setting_int(a, "net.port", 0);
    ho.program = APP_PROGRAM;
    ho.rejoin_wait = -1;   /* the host hands a seat to the computer, not a clock */
    errs_clear(&e);
    if (ui_net_host_lobby(a, s, &ho, &e) != 0)
        ui_toast(a, "Cannot host the game: %s", errs_first(&e));
    return 1;
}

static void say(ui_app *a, const char *title, const char *text)
{
    static const char *const ok[] = {"OK"};
    ui_push(a, ui_dialog_new(title, text, ok, 1, NULL, NULL));
}

/* Host, then Load: the chosen save hosted as `legation host GAME --load
 * SAVE` hosts it: each seat whose player the save names waits in the
 * lobby for that player to join again. A finished game, or one no one
 * played from another computer, is not hosted (the dialog says why). */
static void host_loaded(ui_app *a, void *ctx, session *s)
{
    setup *S = ctx;
    net_host_opts ho;
    char out[64], text[400];
    errs e;
    int remote = 0;

    if (strcmp(s->rules->id, S->m->rules->id) != 0) {
        snprintf(text, sizeof text, "This save holds a game of %s, not of %s.",
                 s->rules->title, S->m->rules->title);
        say(a, "Cannot host this save", text);
        session_free(s);
        return;
    }
    if (s->rules->outcome && s->rules->outcome(s->state, out, sizeof out)) {
        snprintf(text, sizeof text, "This game is over: there is nothing left to play. "
                 "Host a game not finished, or set up a new one.");
        say(a, "Cannot host a finished game", text);
        session_free(s);
        return;
    }
    memset(&ho, 0, sizeof ho);
    app_host_seat_kinds(&ho, s->options, s, NULL, 0, 0);
    for (int i = 0; i < ho.nseats; i++)
        remote += ho.kind[i] == NET_REMOTE;
    if (!remote) {
        say(a, "No one to wait for",
            "No seat of this game was played from another computer, so no one can join it "
            "again. Open it with Load on its own screen, or host a new game.");
        session_free(s);
        return;
    }
    ho.port = ui_setting_int(a, "net.port", 0);
    ho.program = APP_PROGRAM;
    ho.rejoin_wait = -1;   /* as a new hosted game: the host hands a seat on */
    errs_clear(&e);
    if (ui_net_host_lobby(a, s, &ho, &e) != 0)
        ui_toast(a, "Cannot host the game: %s", errs_first(&e));
}

static void start(setup *S, ui_app *a)
{
    const cat_scenario *sc = &S->cat.scen[S->scen];
    cJSON *opts = build_options(S, sc);
    errs e;
    errs_clear(&e);
    session *s = session_new(S->m->rules, ui_root(a), sc->id, opts, S->seed, &e);
    cJSON_Delete(opts);
    if (!s) {
        char text[1100];
        size_t k = (size_t)snprintf(text, sizeof text, "%s could not set up this scenario:\n\n",
                                    S->m->rules->title);
        for (int i = 0; i < e.n && i < 4 && k < sizeof text; i++)
            k += (size_t)snprintf(text + k, sizeof text - k, "%s\n", e.msg[i]);
        static const char *const ok[] = {"OK"};
        ui_push(a, ui_dialog_new("Cannot start", text, ok, 1, NULL, NULL));
        return;
    }
    session_set_own_dice(s, S->own_dice);
    ui_set_setting_str(a, S->key_setting, sc->id);
    /* the next game from this screen (after Leave) is a new one: a new
     * seed, unless the player typed this one */
    if (!S->seed_typed)
        new_seed(S, a);
    if (!host_remote(S, a, sc, s))
        ui_open_game(a, s);
}

/* The autosave of this game when it holds a game not over: starting a
 * new one will replace it at the first move, so the player is asked. */
static int game_in_progress(setup *S, ui_app *a, char *when, size_t n)
{
    char path[1024];
    time_t t = 0;
    errs e;
    int going = 0;
    if (!app_game_autosave(S->m->rules->id, path, sizeof path, &t))
        return 0;
    errs_clear(&e);
    session *s = session_load(path, ui_root(a), game_find_rules, &e);
    if (s) {
        char out[64];
        going = s->nactions > 0 && !s->rules->outcome(s->state, out, sizeof out);
        session_free(s);
    }
    struct tm tmv;
    if (going && localtime_r(&t, &tmv))
        strftime(when, n, "%d %b at %H:%M", &tmv);
    return going;
}

static void start_answer(ui_app *a, void *ctx, int choice)
{
    if (choice == 1)
        start(ctx, a);
}

/* Start, after asking when it would replace a game in progress. */
static void start_asked(setup *S, ui_app *a)
{
    char when[64] = "", text[400];
    if (!game_in_progress(S, a, when, sizeof when)) {
        start(S, a);
        return;
    }
    snprintf(text, sizeof text, "A game of %s saved %s is not finished. Its autosave (the "
             "launcher's Resume) is replaced by the new game at your first move; to keep it, "
             "save it from its screen (Resume, then Save) first.",
             S->m->rules->title, when);
    static const char *const b[] = {"Keep it", "Start the new game"};
    ui_push(a, ui_dialog_new("Replace the game in progress?", text, b, 2, start_answer, S));
}

/* A row of buttons, one per label, the selected one dark, each with its
 * tooltip (helps: NULL or "" for none). Returns the index clicked or -1.
 * Each also answers to "<what>: <label>" in scripts. */
/* The room between a choice's wrapped lines: closer when the rows have
 * closed up (a computer's levels wrap onto three lines beside Tuan's
 * sixteen options at 1024x640). */
static int wrap_gap(int bh)
{
    return bh < 25 ? 1 : bh < 30 ? 3 : 8;
}

static int segmented(ui_app *a, gfx *g, int x, int y, int maxw, int bh, const char *what,
                     const char *const *labels, const char *const *helps, int n, int sel,
                     const int *disabled, int *height)
{
    int clicked = -1, cx = x, cy = y;
    for (int i = 0; i < n; i++) {
        int w = gfx_text_w(g, GFX_BOLD, labels[i]) + 30;
        if (w < 96)
            w = 96;
        if (cx + w > x + maxw && cx > x) {
            cx = x;
            cy += bh + wrap_gap(bh);
        }
        SDL_Rect r = {cx, cy, w, bh};
        int flags = i == sel ? UI_SELECTED : 0;
        if (disabled && disabled[i] && i != sel)
            flags |= UI_DISABLED;
        if (ui_button(a, r, labels[i], flags))
            clicked = i;
        if (helps && helps[i] && helps[i][0])
            ui_tooltip(a, r, helps[i]);
        if (!(flags & UI_DISABLED)) {
            char name[160];
            snprintf(name, sizeof name, "%s: %s", what, labels[i]);
            ui_target(a, r, name);
        }
        cx += w + 6;
    }
    *height = cy + bh - y;
    return clicked;
}

static void section(gfx *g, int x, int y, int w, const char *title)
{
    gfx_text(g, GFX_SMALL, x, y, gfx_rgb(UI_ACCENT), title);
    int lh = gfx_line_h(g, GFX_SMALL);
    gfx_line(g, (float)x, (float)(y + lh + 4), (float)(x + w), (float)(y + lh + 4), 1,
             gfx_rgba(UI_MUTED, 120));
}

/* How many lines segmented() takes for these labels in maxw. */
static int seg_lines(gfx *g, int maxw, const char *const *labels, int n)
{
    int lines = 1, cx = 0;
    for (int i = 0; i < n; i++) {
        int w = gfx_text_w(g, GFX_BOLD, labels[i]) + 30;
        if (w < 96)
            w = 96;
        if (cx + w > maxw && cx > 0) {
            cx = 0;
            lines++;
        }
        cx += w + 6;
    }
    return lines;
}

/* The height the option rows take laid out as setup_frame lays them,
 * own dice included: what decides how close the rows must stand. */
static int options_height(gfx *g, const cat_scenario *sc, int compact, int row, int gap,
                          int label_w, int seat_w, int rw)
{
    int h = 0;
    for (int k = 0; k < sc->nopts; k++) {
        const cat_option *o = &sc->opt[k];
        const char *labels[CAT_MAX_CHOICE];
        if (o->kind == CAT_EDITION)   /* no row: not the player's choice */
            continue;
        if (o->kind == CAT_SEATS) {
            int lines = seg_lines(g, rw - seat_w, seat_label, 4);
            h += compact ? 0 : row + 10;
            h += o->nchoices * (lines * (row + wrap_gap(row)) - wrap_gap(row) +
                                (compact ? gap : 6));
        } else if (o->kind == CAT_CHOICE) {
            for (int j = 0; j < o->nchoices; j++)
                labels[j] = o->choice_label[j];
            h += seg_lines(g, rw - label_w, labels, o->nchoices) * (row + wrap_gap(row)) -
                 wrap_gap(row) + gap;
        } else {
            h += row + gap;
        }
    }
    return h + row; /* own dice */
}

static int seed_row(setup *S, ui_app *a, gfx *g, int x, int lo, int right, int y, int bh,
                    const char *label)
{
    /* wide enough for the longest seed typed (18 digits) and its caret:
     * at 180 the last digits ran under the New seed button */
    int fw = gfx_text_w(g, GFX_BODY, "888888888888888888") + 30;
    SDL_Rect field = {x, y, fw > 180 ? fw : 180, bh};
    /* a long switch label pushes the column right (Peking's Tartar Wall
     * switch): the row then moves left to end at the frame's edge, where
     * New seed ran past it, but never onto its own label (lo) */
    if (field.x + field.w + 8 + 130 > right)
        field.x = right - (field.w + 8 + 130) > lo ? right - (field.w + 8 + 130) : lo;
    gfx_round(g, field, 4, gfx_rgb(S->seed_focus ? UI_ACCENT : 0x9c8a6c));
    SDL_Rect fi = {field.x + 1, field.y + 1, field.w - 2, field.h - 2};
    gfx_round(g, fi, 3, gfx_rgb(0xfffcf3));
    int lh = gfx_line_h(g, GFX_BODY);
    int tw = gfx_text(g, GFX_BODY, field.x + 12, field.y + (bh - lh) / 2, gfx_rgb(UI_INK),
                      S->seed_txt);
    if (S->seed_focus) /* a caret */
        gfx_fill(g, (SDL_Rect){field.x + 13 + tw, field.y + 8, 2, bh - 16}, gfx_rgb(UI_ACCENT));
    /* named for scripts: assert-apart "seed" (the digits, New seed) */
    ui_part(a, (SDL_Rect){field.x + 12, field.y + (bh - lh) / 2, tw, lh}, "seed digits");
    char name[80];
    snprintf(name, sizeof name, "%s field", label);
    ui_target(a, field, name);
    ui_tooltip(a, field, "Click and type a number: the same seed and the same moves "
                         "always give the same game.");
    if (ui_clicked(a, field))
        S->seed_focus = 1;
    else if (ui_in(a)->clicked)
        S->seed_focus = 0;
    SDL_Rect roll = {field.x + field.w + 8, y, 130, bh};
    if (ui_button(a, roll, "New seed", 0)) {
        new_seed(S, a);
        S->seed_focus = 0;
    }
    return bh;
}

/* What a new game of the scenario on screen begins from: the scenario,
 * the seed and every option's value as build_options gives it to the
 * rules (a Remote seat is a person's). */
static void settings_now(const setup *S, const cat_scenario *sc, struct pv_key *k)
{
    memset(k, 0, sizeof *k);
    k->scen = S->scen;
    k->seed = S->seed;
    for (int i = 0; i < sc->nopts && i < CAT_MAX_OPT; i++) {
        const cat_option *o = &sc->opt[i];
        if (o->kind == CAT_CHOICE)
            k->value[i] = S->choice[i];
        else if (o->kind == CAT_BOOL)
            k->value[i] = S->on[i];
        else if (o->kind == CAT_SEATS)
            for (int j = 0; j < o->nchoices && j < CAT_MAX_CHOICE; j++)
                k->seat[i][j] = S->seat[i][j] == 3 ? 0 : S->seat[i][j];
    }
}

static int same_settings(const struct pv_key *x, const struct pv_key *y)
{
    return x->scen == y->scen && x->seed == y->seed &&
           !memcmp(x->value, y->value, sizeof x->value) &&
           !memcmp(x->seat, y->seat, sizeof x->seat);
}

/* The scenario on screen as a new game of it begins, for its picture
 * (game_view.preview): made again when the scenario, an option (Colonial's
 * Forces: eight squads or ten) or the seed differs from what it was made
 * with, so it shows what Start would begin, and only then (a frame that
 * changes nothing costs no new game); NULL when the game has no preview
 * or it cannot be set up (the game's picture stands in; Start says what
 * is wrong). */
static const session *preview_session(setup *S, ui_app *a, const cat_scenario *sc)
{
    struct pv_key now;

    if (!S->m->view || !S->m->view->preview)
        return NULL;
    settings_now(S, sc, &now);
    if (!same_settings(&now, &S->pv_of)) {
        cJSON *opts = build_options(S, sc);
        errs e;
        errs_clear(&e);
        session_free(S->pv);
        S->pv = session_new(S->m->rules, ui_root(a), sc->id, opts, S->seed, &e);
        S->pv_of = now;
        cJSON_Delete(opts);
    }
    return S->pv;
}

static void setup_frame(ui_scene *s, ui_app *a, gfx *g)
{
    setup *S = s->data;
    const game_rules *rules = S->m->rules;
    SDL_Rect in = app_sheet(a, g);
    int x0 = in.x + 44, y = in.y + 22, wfull = in.w - 88;

    gfx_text(g, GFX_TITLE, x0, y, gfx_rgb(UI_ACCENT), rules->title);
    y += gfx_line_h(g, GFX_TITLE);
    char pl[64];
    if (rules->max_players <= 1)
        snprintf(pl, sizeof pl, "A solitaire game");
    else if (rules->min_players == rules->max_players)
        snprintf(pl, sizeof pl, "For %d players", rules->max_players);
    else
        snprintf(pl, sizeof pl, "For %d to %d players", rules->min_players, rules->max_players);
    if (S->host)   /* hosting: the players are at their own computers */
        snprintf(pl + strlen(pl), sizeof pl - strlen(pl), ", hosted on the network");
    gfx_text(g, GFX_BODY, x0 + 2, y, gfx_rgb(UI_MUTED), pl);
    y += gfx_line_h(g, GFX_BODY) + 12;
    app_rule(g, x0, y, wfull);
    y += 26;

    int by = in.y + in.h - 66;
    SDL_Rect back = {x0, by, 150, 44};
    SDL_Rect go = {x0 + wfull - 220, by, 220, 44};
    if (ui_button(a, back, "Back", 0)) {
        ui_pop(a);
        return;
    }

    if (!S->cat_ok) {
        SDL_Rect box = {x0, y, wfull, by - y - 20};
        SDL_Rect inner = ui_panel(a, box, "This game's scenario list cannot be read");
        int ty = inner.y;
        for (int i = 0; i < S->err.n && ty < inner.y + inner.h - 20; i++) {
            SDL_Rect tr = {inner.x + 8, ty, inner.w - 16, 200};
            ty += gfx_text_wrap(g, GFX_SMALL, tr, gfx_rgb(UI_INK), S->err.msg[i]) + 6;
        }
        return;
    }

    /* left: the scenarios and what the chosen one is about */
    int lw = wfull * 40 / 100;
    const cat_scenario *sc = &S->cat.scen[S->scen];
    section(g, x0, y, lw, "SCENARIO");
    int ly = y + gfx_line_h(g, GFX_SMALL) + 14;
    const char *rows[CAT_MAX_SCEN];
    for (int i = 0; i < S->cat.n; i++)
        rows[i] = S->cat.scen[i].title;
    int rh = gfx_line_h(g, GFX_BODY) + 14;
    int shown = S->cat.n < 6 ? S->cat.n : 6;
    SDL_Rect list = {x0, ly, lw, shown * rh + 4};
    int sel = S->scen;
    int hit = ui_list(a, list, rows, S->cat.n, &sel, &S->scroll);
    if (hit >= 0 && hit != S->scen) {
        pick_scenario(S, hit, 1);
        if (S->host)
            remote_seat(S, 1);
        sc = &S->cat.scen[S->scen];
    }
    ly += list.h + 18;
    if (sc->description[0]) {
        SDL_Rect dr = {x0 + 2, ly, lw - 4, by - ly - 20};
        ly += gfx_text_wrap(g, GFX_BODY, dr, gfx_rgb(0x3d3024), sc->description) + 20;
    }
    /* the scenario's own table or map (the game's picture where its
     * scenarios share one) fills what is left of the column */
    int pic_h = by - 24 - ly;
    if (pic_h > lw * 9 / 16)
        pic_h = lw * 9 / 16;
    if (pic_h >= 90 && S->m->view && (S->m->view->picture || S->m->view->preview)) {
        SDL_Rect pic = {x0, by - 24 - pic_h, lw, pic_h};
        const session *pv = preview_session(S, a, sc);
        char part[96];
        gfx_fill(g, pic, gfx_rgb(UI_PAPER2));
        gfx_clip(g, &pic);
        if (pv)
            S->m->view->preview(a, g, pic, pv);
        else if (S->m->view->picture)
            S->m->view->picture(a, g, pic);
        gfx_clip(g, NULL);
        gfx_frame(g, pic, gfx_rgb(UI_INK), 1);
        snprintf(part, sizeof part, "scenario picture %s", pv ? sc->id : "(the game's)");
        ui_part(a, pic, part);
    }

    /* right: the picture, then the options of this scenario */
    int rx = x0 + lw + 44, rw = x0 + wfull - rx;
    int ry = y;
    section(g, rx, ry, rw, "PLAYERS AND OPTIONS");
    ry += gfx_line_h(g, GFX_SMALL) + 14;
    /* the label column fits its longest label, so none runs into its buttons */
    int label_w = gfx_text_w(g, GFX_BOLD, "Roll my own dice") + 18;
    for (int k = 0; k < sc->nopts; k++)
        if (sc->opt[k].kind != CAT_SEATS && sc->opt[k].kind != CAT_EDITION &&
            gfx_text_w(g, GFX_BOLD, sc->opt[k].label) + 18 > label_w)
            label_w = gfx_text_w(g, GFX_BOLD, sc->opt[k].label) + 18;
    if (label_w < 150)
        label_w = 150;
    /* seats have short names: their buttons start nearer, on one row */
    int seat_w = 120;
    for (int k = 0; k < sc->nopts; k++)
        for (int j = 0; sc->opt[k].kind == CAT_SEATS && j < sc->opt[k].nchoices; j++)
            if (gfx_text_w(g, GFX_BODY, sc->opt[k].choice_label[j]) + 40 > seat_w)
                seat_w = gfx_text_w(g, GFX_BODY, sc->opt[k].choice_label[j]) + 40;
    if (seat_w > label_w)
        seat_w = label_w;
    /* many options (Tuan's and Colonial's rules): rows close up step by
     * step, and the seats go without their heading, until all, a choice
     * wrapped onto a second line too, ends above the Start button */
    static const int row_of[4] = {34, 34, 29, 23}, gap_of[4] = {16, 4, 2, 1};
    int level = 0, row, gap, compact;
    for (;; level++) {
        row = row_of[level];
        if (level == 3 && gfx_line_h(g, GFX_BOLD) + 2 > row)
            row = gfx_line_h(g, GFX_BOLD) + 2;
        if (level == 3 || ry + options_height(g, sc, level > 0, row, gap_of[level], label_w,
                                               seat_w, rw) <= by - 12)
            break;
    }
    gap = gap_of[level];
    compact = level > 0;
    for (int k = 0; k < sc->nopts; k++) {
        const cat_option *o = &sc->opt[k];
        int h = row;
        int lh = gfx_line_h(g, GFX_BOLD);
        if (o->kind == CAT_EDITION)   /* written as the catalog says (build_options) */
            continue;
        if (o->kind == CAT_SEATS) {
            int playing = 0;
            for (int j = 0; j < o->nchoices; j++)
                playing += S->seat[k][j] != 2;
            if (!compact) {
                gfx_text(g, GFX_BOLD, rx, ry + (row - lh) / 2, gfx_rgb(UI_INK), o->label);
                ry += row;
            }
            for (int j = 0; j < o->nchoices; j++) {
                int dis[4] = {0, 0, S->seat[k][j] != 2 && playing <= o->seat_min, 0};
                gfx_text(g, compact ? GFX_BOLD : GFX_BODY, rx + (compact ? 0 : 16),
                         ry + (row - gfx_line_h(g, GFX_BODY)) / 2, gfx_rgb(0x3d3024),
                         o->choice_label[j]);
                int hh;
                int c = segmented(a, g, rx + seat_w, ry, rw - seat_w, row, o->choice_label[j],
                                  seat_label, seat_help, 4, S->seat[k][j], dis, &hh);
                if (c >= 0)
                    S->seat[k][j] = c;
                ry += hh + (compact ? gap : 6);
            }
            ry += compact ? 0 : 10;
            continue;
        }
        gfx_text(g, GFX_BOLD, rx, ry + (row - lh) / 2, gfx_rgb(UI_INK), o->label);
        if (o->kind == CAT_CHOICE) {
            const char *labels[CAT_MAX_CHOICE], *helps[CAT_MAX_CHOICE];
            for (int j = 0; j < o->nchoices; j++) {
                labels[j] = o->choice_label[j];
                helps[j] = o->choice_help[j];
            }
            int c = segmented(a, g, rx + label_w, ry, rw - label_w, row, o->label, labels, helps,
                              o->nchoices, S->choice[k], NULL, &h);
            if (c >= 0)
                S->choice[k] = c;
        } else if (o->kind == CAT_BOOL) {
            static const char *const onoff[] = {"On", "Off"};
            const char *helps[2] = {o->choice_help[0], o->choice_help[0]};
            int c = segmented(a, g, rx + label_w, ry, rw - label_w, row, o->label, onoff, helps, 2,
                              S->on[k] ? 0 : 1, NULL, &h);
            if (c >= 0)
                S->on[k] = c == 0;
        } else {
            /* close up: the seed's short label needs no wide column */
            h = seed_row(S, a, g, rx + (compact ? 200 : label_w),
                         rx + gfx_text_w(g, GFX_BOLD, o->label) + 16, rx + rw, ry, row,
                         o->label);
        }
        ry += h + gap;
    }
    {
        /* not from the catalog: the session asks for the dice, whatever the game */
        static const char *const onoff[] = {"On", "Off"};
        static const char *const own_help[] = {
            "Every die the game needs is asked for: roll your own dice at the table and click "
            "the face (the computer's too, or let the program roll those).",
            "The program rolls every die, from the game's seed."};
        int lh = gfx_line_h(g, GFX_BOLD), h = row;
        gfx_text(g, GFX_BOLD, rx, ry + (row - lh) / 2, gfx_rgb(UI_INK), "Roll my own dice");
        int c = segmented(a, g, rx + label_w, ry, rw - label_w, row, "Roll my own dice", onoff,
                          own_help, 2, S->own_dice ? 0 : 1, NULL, &h);
        if (c >= 0)
            S->own_dice = c == 0;
        ry += h + 16;
    }

    const ui_input *ip = ui_in(a);
    int can = !S->host || remote_seat(S, 0);
    if (S->host) {
        /* Host, then Load: a saved game's players take their seats again */
        SDL_Rect ld = {go.x - 24 - 300, by, 300, 44};
        if (ui_button(a, ld, "Load a saved game to host", 0)) {
            ui_push(a, ui_load_dialog_pick(a, rules->id, "Host", host_loaded, S));
            return;
        }
        ui_tooltip(a, ld, "Host a saved game: each seat waits for its player in the save to "
                   "join again");
    }
    if (ui_button(a, go, S->host ? "Host" : "Start game", can ? UI_PRIMARY : UI_DISABLED) ||
        (can && !S->seed_focus && (ip->key == SDLK_RETURN || ip->key == SDLK_KP_ENTER))) {
        start_asked(S, a);
        return;
    }
    if (S->host)
        ui_tooltip(a, go, can ? "Open the lobby: the port, the join code, and the seats filling "
                   "as the players join" : "Make a seat Remote: someone joins it to play");
    if (S->seed_focus && ip->key == SDLK_BACKSPACE) {
        size_t n = strlen(S->seed_txt);
        if (n)
            S->seed_txt[n - 1] = 0;
        S->seed_typed = 1;
    }
    if (S->seed_focus && (ip->key == SDLK_RETURN || ip->key == SDLK_KP_ENTER))
        S->seed_focus = 0;
    S->seed = strtoull(S->seed_txt, NULL, 10);
}

static void setup_event(ui_scene *s, ui_app *a, const SDL_Event *ev)
{
    setup *S = s->data;
    (void)a;
    if (ev->type != SDL_TEXTINPUT || !S->seed_focus)
        return;
    for (const char *p = ev->text.text; *p; p++) {
        size_t n = strlen(S->seed_txt);
        if (*p >= '0' && *p <= '9' && n < 18) { /* stays inside 64 bits */
            if (n == 1 && S->seed_txt[0] == '0')
                n = 0;
            S->seed_txt[n] = *p;
            S->seed_txt[n + 1] = 0;
            S->seed_typed = 1;
        }
    }
}

static int setup_command(ui_scene *s, ui_app *a, int cmd)
{
    setup *S = s->data;
    (void)a;
    if (cmd == UI_CMD_BACK && S->seed_focus) {
        S->seed_focus = 0;
        return 1;
    }
    return cmd != UI_CMD_BACK; /* no undo or save before a game exists */
}

static void setup_destroy(ui_scene *s)
{
    setup *S = s->data;
    if (S)
        session_free(S->pv);
    free(s->data);
    free(s);
}

ui_scene *setup_new(ui_app *a, const game_module *m)
{
    ui_scene *s = calloc(1, sizeof *s);
    setup *S = calloc(1, sizeof *S);
    if (!s || !S) {
        free(s);
        free(S);
        return NULL;
    }
    S->m = m;
    S->pv_of.scen = -1;
    errs_clear(&S->err);
    S->cat_ok = catalog_load(&S->cat, ui_root(a), m->rules->id, &S->err) && S->cat.n > 0;
    snprintf(S->key_setting, sizeof S->key_setting, "scenario.%s", m->rules->id);
    if (S->cat_ok) {
        const char *last = ui_setting_str(a, S->key_setting, "");
        int pick = 0;
        for (int i = 0; i < S->cat.n; i++)
            if (!strcmp(S->cat.scen[i].id, last))
                pick = i;
        pick_scenario(S, pick, 0);
    }
    new_seed(S, a);
    s->frame = setup_frame;
    s->event = setup_event;
    s->command = setup_command;
    s->destroy = setup_destroy;
    s->data = S;
    return s;
}

ui_scene *setup_host_new(ui_app *a, const game_module *m)
{
    ui_scene *s = setup_new(a, m);
    if (s) {
        setup *S = s->data;
        S->host = 1;
        if (S->cat_ok)
            remote_seat(S, 1);
    }
    return s;
}
