/* race_help: the help panel of the Race to the Legations view. Every rule
 * table (rally, artillery, breach, rebel activation, movement, both combat
 * rolls, the counter mix) in our own words, a key to the map's markers,
 * and the scenario's notes on choices made where the rules are silent. */
#include <stdio.h>
#include <string.h>

#include <SDL.h>

#include "games/race/view/race_view_local.h"

enum { TAB_TURN, TAB_RALLY, TAB_ARTY, TAB_BREACH, TAB_REBEL, TAB_MOVE, TAB_COMBAT, TAB_COUNTERS,
       TAB_CHOICES, NTABS };

static const char *const tab_name[NTABS] = {
    "Turn", "Rally", "Artillery", "Breach", "Rebels", "Movement", "Combat", "Counters", "Choices",
};

typedef struct trow {
    const char *roll, *result;
    unsigned tint; /* 0 = plain */
} trow;

#define GOOD 0xcfe3bf
#define MID 0xf0dfa8
#define BAD 0xeec0b5

static int heading(gfx *g, int x, int y, const char *s)
{
    gfx_text(g, GFX_HEADING, x, y, gfx_rgb(UI_INK), s);
    return gfx_line_h(g, GFX_HEADING) + 4;
}

static int para(gfx *g, int x, int y, int w, const char *s)
{
    return gfx_text_wrap(g, GFX_BODY, (SDL_Rect){x, y, w, 400}, gfx_rgb(0x3a2e25), s) + 8;
}

/* A die table: roll ranges on the left, results on the right. */
static int table(gfx *g, int x, int y, int w, const char *title, const trow *rows, int n)
{
    int i, rh = 30, y0 = y;

    gfx_fill(g, (SDL_Rect){x, y, w, 28}, gfx_rgb(UI_INK));
    gfx_text(g, GFX_BOLD, x + 10, y + 5, gfx_rgb(0xf6ecd2), title);
    y += 28;
    for (i = 0; i < n; i++) {
        SDL_Rect row = {x, y, w, rh};
        gfx_fill(g, row, gfx_rgb(rows[i].tint ? rows[i].tint : (i % 2 ? 0xf3e9d2 : 0xebdfc2)));
        gfx_text_align(g, GFX_BOLD, x, y + 6, 80, GFX_CENTER, gfx_rgb(UI_INK), rows[i].roll);
        gfx_fill(g, (SDL_Rect){x + 80, y, 1, rh}, gfx_rgba(0x8a7556, 120));
        gfx_text(g, GFX_BODY, x + 92, y + 6, gfx_rgb(0x3a2e25), rows[i].result);
        y += rh;
    }
    gfx_frame(g, (SDL_Rect){x, y0, w, y - y0}, gfx_rgb(0x8a7556), 1);
    return y - y0 + 10;
}

static int bullets(gfx *g, int x, int y, int w, const char *const *items, int n)
{
    int i, y0 = y;

    for (i = 0; i < n; i++) {
        gfx_circle(g, (float)x + 5, (float)y + 10, 3, gfx_rgb(UI_ACCENT));
        y += gfx_text_wrap(g, GFX_BODY, (SDL_Rect){x + 16, y, w - 16, 200}, gfx_rgb(0x3a2e25), items[i]) + 6;
    }
    return y - y0 + 4;
}

static void tab_turn(gfx *g, SDL_Rect c)
{
    static const char *const phases[] = {
        "1 Rally: roll for each of your suppressed units.",
        "2 Artillery: each of your batteries may fire once at a Chinese unit.",
        "3 Breach: units beside a wall may try to break one side of it.",
        "4 Rebel: roll to rouse Chinese units; you decide what each roused one does.",
        "5 Action: move your units and assault the Chinese in their way.",
    };
    static const char *const basics[] = {
        "Four relief armies race across Peking. A counter is 500 men or a battery of ten guns; "
        "never two units in one hex.",
        "Turns go round the table with the Russians first. A round ends when every army has had its turn.",
        "The race ends when foreign units stand in all four legation hexes. One army in all four "
        "is a total victory; otherwise the armies there share it.",
        "City hexes start unscouted. When a unit moves, every unscouted hex next to it is scouted: "
        "a counter is drawn from the Rebellion pile and placed there (empty areas are thrown away).",
        "Walls run along hex sides. Nobody crosses one until it is breached.",
    };
    int y = c.y;
    y += heading(g, c.x, y, "A turn in five phases");
    y += bullets(g, c.x, y, c.w, phases, 5);
    y += 6;
    y += heading(g, c.x, y, "The race");
    bullets(g, c.x, y, c.w, basics, 5);
}

static void tab_rally(gfx *g, SDL_Rect c)
{
    static const trow rows[] = {
        {"1-4", "Every suppression marker comes off", GOOD},
        {"5-7", "One suppression marker comes off", MID},
        {"8-9", "Pinned: the markers stay", BAD},
        {"10", "Rout: falls back one hex, you pick where (no nearer the legation); markers stay", BAD},
    };
    int y = c.y;
    y += heading(g, c.x, y, "Rally (1d10 per suppressed unit)");
    y += table(g, c.x, y, c.w, "Roll for each of your suppressed units", rows, 4);
    para(g, c.x, y, c.w, "Click a suppressed unit to roll for it alone; ending the phase rolls for "
                          "every one not yet rolled for.");
}

static void tab_arty(gfx *g, SDL_Rect c)
{
    static const trow rows[] = {
        {"1-5", "The target is destroyed", GOOD},
        {"6", "The battery is out of ammunition for the rest of the game", BAD},
        {"7-8", "The target is suppressed", MID},
        {"9+", "No effect", 0},
    };
    static const char *const mods[] = {
        "+1 against Qing units (none against Boxers).",
        "+1 when the target is 2 hexes away, +2 at 3 hexes (nothing when adjacent).",
        "+1 when the target stands behind a wall.",
        "Suppressed artillery cannot fire, nor can it fire into an unscouted hex.",
        "Guns that fired may not move this turn.",
    };
    int y = c.y;
    y += heading(g, c.x, y, "Artillery (1d10 per battery)");
    y += table(g, c.x, y, c.w, "One Chinese unit up to 3 hexes away", rows, 4);
    y += heading(g, c.x, y, "Modifiers and limits");
    bullets(g, c.x, y, c.w, mods, 5);
}

static void tab_breach(gfx *g, SDL_Rect c)
{
    static const trow rows[] = {
        {"1-5", "The wall holds", BAD},
        {"6+", "Breached: a breach marker opens that hex side for good", GOOD},
    };
    static const char *const mods[] = {
        "+2 when the unit trying is artillery.",
        "One wall side per attempt; suppressed units may not try.",
        "Guns that tried a breach may not move this turn.",
        "On the map a breach is a gap in the wall with a burst marker.",
    };
    int y = c.y;
    y += heading(g, c.x, y, "Breach (1d10 per attempt)");
    y += table(g, c.x, y, c.w, "A unit beside a wall side", rows, 2);
    bullets(g, c.x, y, c.w, mods, 4);
}

static void tab_rebel(gfx *g, SDL_Rect c)
{
    static const trow rows[] = {
        {"1-3", "The unit acts this turn", GOOD},
        {"4-10", "It stays where it is", 0},
    };
    static const char *const acts[] = {
        "A roused unit with a suppression marker only takes the marker off.",
        "Otherwise it may move one hex freely, or attack:",
        "Qing artillery fires at one of the closest foreign units up to 2 hexes away.",
        ("Boxers and the Qing army attack an adjacent foreign unit. Either attack is settled "
         "with the two assault rolls (see Combat); nobody changes hex."),
        ("The player whose turn it is chooses the target among all foreign units, their own "
         "included (a gun whose closest foreign unit is yours can fire only at it): set the "
         "rebels on your rivals."),
        "The phase is skipped when no Chinese unit could move, attack or shed a marker.",
    };
    int y = c.y;
    y += heading(g, c.x, y, "Rebel activation (1d10 per Chinese unit)");
    y += table(g, c.x, y, c.w, "Roll for any Chinese unit you wish to rouse", rows, 2);
    bullets(g, c.x, y, c.w, acts, 6);
}

static void tab_move(gfx *g, SDL_Rect c)
{
    static const trow rows[] = {
        {"1-2", "No move (confusion, snipers, skirmishes)", BAD},
        {"3-7", "One hex", MID},
        {"8+", "Two hexes", GOOD},
    };
    static const char *const mods[] = {
        "-1 for artillery, -1 for Japanese troops, +1 for Americans.",
        ("-1 to pass by another army's unit or a Chinese unit, judged over the whole move: if only "
         "a later step passes one, the -1 comes off then and that step is refused when the roll "
         "no longer reaches it."),
        "Only into scouted hexes; never through an unbreached wall or into an impassable area.",
        "Entering a Boxer or Qing hex is an assault (see Combat) and ends the move.",
        "Suppressed units cannot move. Guns that fired or tried a breach stay put.",
        ("Reserve: a healthy unit may trade places with an adjacent suppressed unit of its own "
         "army that has not moved or fought this turn; that is both units' move."),
    };
    int y = c.y;
    y += heading(g, c.x, y, "Movement (1d10 on a unit's first step)");
    y += table(g, c.x, y, c.w, "How far the unit may go this turn", rows, 3);
    bullets(g, c.x, y, c.w, mods, 6);
}

static void tab_combat(gfx *g, SDL_Rect c)
{
    static const trow hit[] = {
        {"1-5", "Chinese unit destroyed", GOOD},
        {"6-8", "Chinese unit suppressed", MID},
        {"9-10", "Chinese unit unaffected", BAD},
    };
    static const trow cost[] = {
        {"1-7", "Attacker unaffected", GOOD},
        {"8-10", "Attacker suppressed", MID},
        {"11+", "Attacker destroyed", BAD},
    };
    static const char *const m1[] = {
        "+1 against Qing units.",
        "-1 for each suppression marker on the Chinese unit.",
    };
    static const char *const m2[] = {
        "+1 for each suppression marker on the attacker.",
        "+1 when assaulting Qing artillery.",
    };
    static const char *const after[] = {
        ("If the Chinese unit is destroyed and the attacker is unaffected, the attacker may move "
         "into the hex (click it) or stay."),
        "A unit that fought cannot move again this turn. Foreign armies never attack each other.",
    };
    int half = (c.w - 20) / 2, y = c.y, y1, y2;
    y += heading(g, c.x, y, "Assault: two rolls when a unit enters a Chinese hex");
    y1 = y + table(g, c.x, y, half, "First roll: the defenders", hit, 3);
    y2 = y + table(g, c.x + half + 20, y, half, "Second roll: the attackers", cost, 3);
    y1 += bullets(g, c.x, y1, half, m1, 2);
    y2 += bullets(g, c.x + half + 20, y2, half, m2, 2);
    y = (y1 > y2 ? y1 : y2) + 6;
    bullets(g, c.x, y, c.w, after, 2);
}

static void tab_counters(const rview *v, gfx *g, SDL_Rect c)
{
    const race_state *st = v->s->state;
    static const int kinds[5] = {RACE_C_QING, RACE_C_QING_ART, RACE_C_BOXER, RACE_C_EMPTY, RACE_C_IMPASSABLE};
    static const char *const note[5] = {"Orange", "Orange-red", "Yellow", "Pink: thrown away when drawn",
                                        "Brown: dense housing, fires, waterways; never entered"};
    static const int order[RACE_NATIONS] = {RACE_RUSSIANS, RACE_BRITISH, RACE_JAPANESE, RACE_AMERICANS};
    int count[RACE_COUNTER_KINDS] = {0};
    int i, k, y = c.y, half = (c.w - 24) / 2, x2 = c.x + half + 24, y2;
    char buf[96];

    /* count what exists in this game: pile, discards and the map */
    for (i = 0; i < st->pile.ndraw; i++)
        if (st->pile.draw[i] >= 0 && st->pile.draw[i] < RACE_COUNTER_KINDS)
            count[st->pile.draw[i]]++;
    for (i = 0; i < st->pile.ndiscard; i++)
        if (st->pile.discard[i] >= 0 && st->pile.discard[i] < RACE_COUNTER_KINDS)
            count[st->pile.discard[i]]++;
    for (i = 0; i < st->cols * st->rows; i++)
        if (st->cell[i].counter >= 0 && st->cell[i].counter < RACE_COUNTER_KINDS)
            count[st->cell[i].counter]++;
    y += heading(g, c.x, y, "The Rebellion pile");
    /* the palace garrison comes on top of the pile's mix */
    for (k = 0; k < RACE_COUNTER_KINDS; k++)
        count[k] -= st->garrison[k];
    for (k = 0; k < 5; k++) {
        gfx_image(g, racev_map_counter_art(kinds[k]), (SDL_Rect){c.x, y, 44, 44});
        if (st->garrison[kinds[k]])
            snprintf(buf, sizeof buf, "%s  x%d  (+%d palace garrison)",
                     race_counter_name(kinds[k]), count[kinds[k]], st->garrison[kinds[k]]);
        else
            snprintf(buf, sizeof buf, "%s  x%d", race_counter_name(kinds[k]), count[kinds[k]]);
        gfx_text(g, GFX_BOLD, c.x + 54, y + 2, gfx_rgb(UI_INK), buf);
        gfx_text_wrap(g, GFX_SMALL, (SDL_Rect){c.x + 54, y + 22, half - 54, 40}, gfx_rgb(UI_MUTED), note[k]);
        y += 54;
    }
    gfx_text_wrap(g, GFX_SMALL, (SDL_Rect){c.x, y, half, 60}, gfx_rgb(0x3a2e25),
                  "Counts are for this game: the pile, the discards and the map. The palace "
                  "garrison is extra, not drawn from the pile. When the pile runs out the "
                  "discards are drawn from.");
    y2 = c.y + heading(g, x2, c.y, "The relief armies");
    for (i = 0; i < RACE_NATIONS; i++) {
        int n = order[i], tr = 0, gu = 0;
        for (k = 0; k < st->nunits; k++)
            if (st->unit[k].nation == n) {
                if (st->unit[k].kind == RACE_ARTILLERY)
                    gu++;
                else
                    tr++;
            }
        gfx_image(g, racev_map_unit_art(n, RACE_TROOPS), (SDL_Rect){x2, y2, 40, 40});
        gfx_image(g, racev_map_unit_art(n, RACE_ARTILLERY), (SDL_Rect){x2 + 44, y2, 40, 40});
        snprintf(buf, sizeof buf, "%s", race_nation_name(n));
        gfx_text(g, GFX_BOLD, x2 + 94, y2 + 2, gfx_rgb(UI_INK), buf);
        if (st->seat[n] == RACE_SEAT_EMPTY) /* "0 troops, 0 guns" read as wiped out */
            snprintf(buf, sizeof buf, "not in this game (an empty seat)");
        else
            snprintf(buf, sizeof buf, "%d troops, %d gun%s", tr, gu, gu == 1 ? "" : "s");
        gfx_text(g, GFX_SMALL, x2 + 94, y2 + 22, gfx_rgb(UI_MUTED), buf);
        y2 += 48;
    }
    y2 += 4;
    y2 += heading(g, x2, y2, "Marks on the map");
    gfx_image(g, "race/suppressed.svg", (SDL_Rect){x2 + 6, y2, 28, 28});
    gfx_text(g, GFX_BODY, x2 + 44, y2 + 4, gfx_rgb(0x3a2e25), "Suppression marker (number: how many)");
    y2 += 34;
    gfx_image(g, "race/breach.svg", (SDL_Rect){x2 + 4, y2, 32, 32});
    gfx_text(g, GFX_BODY, x2 + 44, y2 + 6, gfx_rgb(0x3a2e25), "Breach in a wall");
    y2 += 36;
    gfx_image(g, "race/unscouted.svg", (SDL_Rect){x2, y2, 40, 35});
    gfx_text(g, GFX_BODY, x2 + 44, y2 + 8, gfx_rgb(0x3a2e25), "Unscouted city hex");
    y2 += 40;
    gfx_text(g, GFX_BODY, x2 + 44, y2, gfx_rgb(0x3a2e25), "Gold rim: a legation hex");
    gfx_hexagon_outline(g, (float)x2 + 20, (float)y2 + 9, 13, 3, gfx_rgb(UI_GOLD));
}

static void tab_choices(const rview *v, ui_app *a, gfx *g, SDL_Rect c)
{
    const race_state *st = v->s->state;
    int i, y = c.y - v->help.scroll, total = 0;
    const ui_input *in = ui_in(a);

    gfx_clip(g, &c);
    y += heading(g, c.x, y, "How this game reads the rules");
    y += para(g, c.x, y, c.w, "The scenario's notes. Those marked \"our reading\" settle what the "
                              "rules leave open.");
    if (st->nhelp == 0)
        y += para(g, c.x, y, c.w, "This scenario lists no extra choices.");
    for (i = 0; i < st->nhelp; i++) {
        int h = gfx_text_wrap_h(g, GFX_BODY, c.w - 16, st->help[i]);
        gfx_circle(g, (float)c.x + 5, (float)y + 10, 3, gfx_rgb(UI_ACCENT));
        gfx_text_wrap(g, GFX_BODY, (SDL_Rect){c.x + 16, y, c.w - 16, h}, gfx_rgb(0x3a2e25), st->help[i]);
        y += h + 8;
    }
    gfx_clip(g, NULL);
    total = y + v->help.scroll - c.y;
    if (total > c.h) {
        /* where we are in the notes: a thin bar on the right */
        int bh = c.h * c.h / total, by = c.y + (c.h - bh) * v->help.scroll / (total - c.h);
        gfx_round(g, (SDL_Rect){c.x + c.w + 2, c.y, 5, c.h}, 2, gfx_rgba(0x8a7556, 60));
        gfx_round(g, (SDL_Rect){c.x + c.w + 2, by, 5, bh}, 2, gfx_rgb(0x8a7556));
    }
    if (ui_hover(a, c) && in->wheel) {
        rview *w = (rview *)v;
        w->help.scroll -= in->wheel * 40;
        if (w->help.scroll > total - c.h)
            w->help.scroll = total - c.h;
        if (w->help.scroll < 0)
            w->help.scroll = 0;
    }
}

int racev_help_draw(rview *v, ui_app *a, gfx *g, SDL_Rect r)
{
    int close_it;
    SDL_Rect content = helpdlg_panel(&v->help, a, g, r, "Rules of the race", tab_name, NTABS, 0, &close_it);

    switch (v->help.tab) {
    case TAB_TURN: tab_turn(g, content); break;
    case TAB_RALLY: tab_rally(g, content); break;
    case TAB_ARTY: tab_arty(g, content); break;
    case TAB_BREACH: tab_breach(g, content); break;
    case TAB_REBEL: tab_rebel(g, content); break;
    case TAB_MOVE: tab_move(g, content); break;
    case TAB_COMBAT: tab_combat(g, content); break;
    case TAB_COUNTERS: tab_counters(v, g, content); break;
    default: tab_choices(v, a, g, content); break;
    }
    return close_it;
}
