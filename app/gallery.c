/* gallery: one page with every shared widget (`legation gallery`), so
 * people building game screens can see them and the screen tests can
 * exercise them without a game: buttons, list, log, the story pages'
 * chart, dice trays, tooltip, toast and the modal dialog. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/app.h"
#include "ui/chart.h"

typedef struct gallery {
    glog *log;
    ui_roll roll[3];
    int sel, scroll;
    ui_logview logv;
    int picked;            /* last dialog answer, -2 none */
} gallery;

static const char *const towns[] = {
    "Tientsin", "Yangtsun", "Tongzhou", "Langfang", "Anping", "Peitang",
    "Huangcun", "Matou", "Hosiwu", "Beicang",
};

static void roll_dice(gallery *G, ui_app *a)
{
    rng *r = ui_cosmetic_rng(a);
    Uint32 now = ui_now(a);
    ui_roll *x = &G->roll[0];
    memset(G->roll, 0, sizeof G->roll);
    x->n = 2;
    x->sides[0] = x->sides[1] = 6;
    x->face[0] = 1 + rng_range(r, 6);
    x->face[1] = 1 + rng_range(r, 6);
    x->modifier = 1;
    x->total = x->face[0] + x->face[1] + 1;
    snprintf(x->what, sizeof x->what, "Melee at the Wall");
    snprintf(x->mods, sizeof x->mods, "+1 fortification");
    snprintf(x->result, sizeof x->result, "%d against 7: %s", x->total,
             x->total > 7 ? "the attack is thrown back" : "the wall holds");
    x->at = now;
    x = &G->roll[1];
    x->n = 1;
    x->sides[0] = 10;
    x->face[0] = 1 + rng_range(r, 10);
    x->modifier = -2;
    x->total = x->face[0] - 2;
    snprintf(x->what, sizeof x->what, "Relief column advance");
    snprintf(x->mods, sizeof x->mods, "-2 heat and rain");
    snprintf(x->result, sizeof x->result, "%s", x->total >= 5 ? "Forward one box" : "Held up");
    x->at = now;
    x = &G->roll[2];
    x->n = 1;
    x->sides[0] = 7;
    x->face[0] = 2 + rng_range(r, 4);
    x->total = x->face[0];
    snprintf(x->what, sizeof x->what, "Average die");
    /* too long for the tray even in small type: it is cut with an
     * ellipsis, the whole line on hover */
    snprintf(x->result, sizeof x->result,
             "%d casualties along the North wall, at the Water Gate and on the Tartar Wall",
             x->total);
    x->at = now;
}

static void dialog_answer(ui_app *a, void *ctx, int choice)
{
    gallery *G = ctx;
    G->picked = choice;
    ui_toast(a, choice == 0 ? "You chose to hold the line." :
                choice == 1 ? "You chose to fall back." : "The dialog was dismissed.");
}

/* The story pages' chart: lines, bars and marks; a click on a point. */
static void gallery_chart(ui_app *a, SDL_Rect r)
{
    static const int turn[] = {1, 2, 3, 4, 5, 6, 7, 8};
    static const double held[] = {0, 1, 1, 2, 4, 3, 5, 6}, need[] = {1, 2, 3, 4, 5, 6, 7, 8},
                        sp[] = {9, 8, 8, 6, 5, 5, 4, 3}, routs[] = {0, 0, 1, 0, 2, 0, 0, 1};
    static const ui_chart_series ser[] = {
        {"Hexes held", 0xa3262a, UI_CHART_LINE, held},
        {"Hexes needed", 0x7d6b57, UI_CHART_LINE, need},
        {"Strength", 0x2e6b8b, UI_CHART_BAR, sp},
        {"Routs", 0xc9a227, UI_CHART_MARK, routs},
    };
    ui_chart c = {"A chart", "turn", 8, turn, NULL, NULL, 4, ser};
    int k = ui_chart_draw(a, r, &c, "gallery chart");

    if (k >= 0)
        ui_toast(a, "Turn %d: %g hexes held of %g needed.", turn[k], held[k], need[k]);
}

static void gallery_frame(ui_scene *s, ui_app *a, gfx *g)
{
    gallery *G = s->data;
    SDL_Rect in = app_sheet(a, g);
    int x = in.x + 36, y = in.y + 20;
    gfx_text(g, GFX_TITLE, x, y, gfx_rgb(UI_ACCENT), "Widgets");
    gfx_text(g, GFX_BODY, x + 200, y + 16, gfx_rgb(UI_MUTED),
             "the pieces every game screen is built from");
    y += gfx_line_h(g, GFX_TITLE) + 12;
    int colw = (in.w - 72 - 48) / 3;

    /* column 1: buttons, a list */
    SDL_Rect p1 = {x, y, colw, 250};
    SDL_Rect i1 = ui_panel(a, p1, "Buttons");
    SDL_Rect b = {i1.x, i1.y + 4, i1.w / 2 - 6, 40};
    if (ui_button(a, b, "Open a dialog", UI_PRIMARY)) {
        static const char *const opts[] = {"Hold the line", "Fall back"};
        ui_push(a, ui_dialog_new("The Fu is under fire",
                                 "Boxers are massing at the north wall of the Fu. "
                                 "Hold the line with the Japanese marines, or fall back "
                                 "to the second barricade?", opts, 2, dialog_answer, G));
        return;
    }
    b.x += b.w + 12;
    if (ui_button(a, b, "Show a toast", 0))
        ui_toast(a, "That track has no Chinese unit to fire at.");
    b.x = i1.x;
    b.y += 52;
    ui_button(a, b, "Selected", UI_SELECTED);
    b.x += b.w + 12;
    ui_button(a, b, "Disabled", UI_DISABLED);
    b.x = i1.x;
    b.y += 52;
    if (ui_button(a, b, "Roll the dice", 0))
        roll_dice(G, a);
    b.x += b.w + 12;
    ui_button(a, b, "Surrender", UI_DANGER);
    ui_tooltip(a, b, "A button that does something drastic is drawn in red.");
    b.x = i1.x;
    b.y += 52;
    SDL_Rect lab = {b.x, b.y, i1.w, 24};
    ui_label(a, lab, GFX_SMALL, GFX_LEFT, "Rest the pointer on Surrender for a tooltip.");

    SDL_Rect p2 = {x, y + 250 + 20, colw, in.y + in.h - (y + 270) - 20};
    SDL_Rect i2 = ui_panel(a, p2, "Scrolling list");
    int hit = ui_list(a, i2, towns, (int)(sizeof towns / sizeof towns[0]), &G->sel, &G->scroll);
    if (hit >= 0)
        ui_toast(a, "%s selected.", towns[hit]);

    /* column 2: the game log, and a chart under it */
    int x2 = x + colw + 24, h3 = (in.y + in.h - y - 20 - 14) / 2;
    SDL_Rect p3 = {x2, y, colw, h3};
    SDL_Rect i3 = ui_panel(a, p3, "Game log");
    ui_log_panel(a, i3, G->log, &G->logv);
    gallery_chart(a, (SDL_Rect){x2, y + h3 + 14, colw, in.y + in.h - 20 - (y + h3 + 14)});

    /* column 3: dice trays */
    int x3 = x2 + colw + 24;
    int th = (in.y + in.h - y - 20 - 2 * 14) / 3;
    for (int i = 0; i < 3; i++) {
        SDL_Rect t = {x3, y + i * (th + 14), colw, th};
        ui_dice_tray(a, t, &G->roll[i]);
    }
}

static int gallery_command(ui_scene *s, ui_app *a, int cmd)
{
    (void)s;
    if (cmd == UI_CMD_UNDO)
        ui_toast(a, "Nothing to undo here: this page is only a gallery.");
    else if (cmd == UI_CMD_SAVE)
        ui_toast(a, "Nothing to save here: this page is only a gallery.");
    return cmd != UI_CMD_BACK;
}

static void gallery_destroy(ui_scene *s)
{
    gallery *G = s->data;
    glog_free(G->log);
    free(G);
    free(s);
}

ui_scene *gallery_new(ui_app *a)
{
    ui_scene *s = calloc(1, sizeof *s);
    gallery *G = calloc(1, sizeof *G);
    if (!s || !G) {
        free(s);
        free(G);
        return NULL;
    }
    G->log = glog_new(200);
    G->sel = 1;
    G->picked = -2;
    glog_add(G->log, "Turn 1. The Boxers burn the Methodist mission; smoke over the Tartar City.");
    glog_add(G->log, "Fire at North Qing (6 CP): to-hit 5+2=7 > 6, hit; casualties 2+3-2=3.");
    glog_add(G->log, "The Italians fall back from the Fu to the second barricade.");
    glog_add(G->log, "Card drawn: Rain. The relief column loses one box of speed.");
    glog_add(G->log, "Turn 2. Qing regulars bring up two Krupp guns on the wall.");
    glog_add(G->log, "Melee at the West wall: 4+1=5 against 6, the attack is thrown back.");
    glog_add(G->log, "The International Gun arrives at the north gun box.");
    glog_add(G->log, "Seymour's column reaches Langfang; the railway ahead is torn up.");
    glog_add(G->log, "Turn 3. Heavy rain: no fire at Extreme range this turn.");
    glog_add(G->log, "Fortification 2 -> 3: sandbags along the Mongol Market wall.");
    glog_add(G->log, "Fire at East Boxers (4 CP): to-hit 3+1=4, miss.");
    glog_add(G->log, "The Boxers advance on the East track to Long range.");
    glog_add(G->log, "Card drawn: Truce. No Chinese attacks this turn.");
    glog_add(G->log, "The relief column takes Tientsin; speed +1.");
    roll_dice(G, a);
    s->frame = gallery_frame;
    s->command = gallery_command;
    s->destroy = gallery_destroy;
    s->data = G;
    return s;
}
