/* kutf_help: the rules help of the Keep Up The Fire! view, in tabs: the
 * turn, the siege, the relief column, the cards as designed, the map's
 * values, victory, and the readings we chose where the rules are unclear
 * (each by its rule number, with the set-up option that offers the other
 * reading). The card and map tabs read the loaded data, so they always
 * show what is played. */
#include <stdio.h>
#include <string.h>

#include <SDL.h>

#include "games/kutf/view/kutf_help.h"
#include "games/kutf/view/kutf_view.h"

enum { TAB_TURN, TAB_SIEGE, TAB_RELIEF, TAB_CARDS, TAB_MAP, TAB_VICTORY,
       TAB_READINGS, NTABS };

static const char *const tab_name[NTABS] = {
    "Turn", "Siege", "Relief", "Cards", "Map", "Victory", "Readings" };

#define TEXT 0x3a2e25

/* Lines of a tab are laid out top-down from y (already scrolled). */
typedef struct flow {
    gfx *g;
    int x, y, w;
} flow;

static void heading(flow *f, const char *s)
{
    f->y += 4;
    gfx_text(f->g, GFX_HEADING, f->x, f->y, gfx_rgb(UI_INK), s);
    f->y += gfx_line_h(f->g, GFX_HEADING) + 4;
}

static void para(flow *f, const char *s)
{
    int h = gfx_text_wrap_h(f->g, GFX_BODY, f->w, s);

    gfx_text_wrap(f->g, GFX_BODY, (SDL_Rect){f->x, f->y, f->w, h},
                  gfx_rgb(TEXT), s);
    f->y += h + 8;
}

static void bullet(flow *f, const char *s)
{
    int h = gfx_text_wrap_h(f->g, GFX_BODY, f->w - 16, s);

    gfx_circle(f->g, (float)f->x + 5, (float)f->y + 10, 3, gfx_rgb(UI_ACCENT));
    gfx_text_wrap(f->g, GFX_BODY, (SDL_Rect){f->x + 16, f->y, f->w - 16, h},
                  gfx_rgb(TEXT), s);
    f->y += h + 6;
}

static void bullets(flow *f, const char *const *items, int n)
{
    int i;

    for (i = 0; i < n; i++)
        bullet(f, items[i]);
    f->y += 4;
}

static void tab_turn(flow *f)
{
    static const char *const seq[] = {
        "[4.0] Card Phase: turn over the top card. An event is resolved (or "
        "kept, if it says so) and the next card is turned; a headline becomes "
        "the current card and rules the turn.",
        "[6.1] Chinese Placement: every track the compass names that has no "
        "Chinese unit gets one at Extreme Range, with the CP printed. A track "
        "still held by a unit gets nothing (the log says so).",
        "[7.0] Legation Actions: spend the card's Actions on Fortify, Fire, "
        "Melee or a Peitang attempt. Results are known before the next one.",
        "[8.0] Chinese Advance: every Chinese unit moves one space in (Boxers "
        "two on some cards).",
        "[9.0] Legation Movement: units not engaged may change walls, two "
        "defenders a wall at most (the gun does not count).",
        "[6.2] Relief Placement: card changes to the cup, then one blocking "
        "force is drawn and stands on the column. [10.0] Some cards make it "
        "attack at once.",
        "[11.0] Relief Commands: spend the card's Commands on Speed, Combat "
        "Power, an Attack, or (once the blocker is beaten) Advances. Unused "
        "Commands are lost.",
        "Housekeeping: the blocker goes back into the cup; if cards remain, "
        "a new turn begins.",
    };

    heading(f, "A game turn");
    para(f, "You defend the legations at Peking and lead the relief column "
         "from Taku at the same time. One headline card is one turn; the "
         "phases run in this order:");
    bullets(f, seq, (int)(sizeof seq / sizeof seq[0]));
    heading(f, "Buttons");
    para(f, "Suggest shows what the computer would do now, and why, in one "
         "sentence. Undo steps back to the last die roll or card. The log "
         "on the right keeps every roll, every card and every change to the "
         "cup.");
}

static void tab_siege(flow *f, const kutf_data *d)
{
    char buf[400];
    static const char *const fire[] = {
        "[7.2] Fire reaches Chinese units at Long or Extreme Range only. Roll "
        "a die and add the to-hit bonuses of the units on that wall (and the "
        "gun's +1): more than the unit's CP hits.",
        "A hit rolls again for casualties: the die, +3 with the gun on the "
        "wall, +1 against Boxers, -1 at Extreme Range. The firing units never "
        "suffer.",
        "[7.3] Melee reaches units at the Wall or in the Street, and always "
        "hits. One die gives both sides' casualties.",
        "Chinese casualties: the die, +1 against Boxers, +1 in the Street, "
        "+1 for each of Austria, Britain, Germany on the wall, +3 for the gun "
        "at the Wall (never in the Street).",
        "Legation casualties: the die, +1 against Boxers, +1 in the Street, "
        "+1 with Russia, -1 with Japan, -1 if the Chinese unit had 1 CP, "
        "minus the wall value at the Wall.",
        "Casualties are shared: neither defender may take a second before "
        "the other takes one; the fortification may take one level per "
        "casualty but never gets more than one ahead of each defender. "
        "At level 0 the fortification is not offered.",
        "[7.4] The gun alone on a wall may fire, and melee at the Wall with "
        "the legation casualties ignored. It never takes casualties.",
        "[8.0] A Chinese unit that advances past the Street into Fort "
        "Halliday, or Chinese units in the Street on three tracks, overrun "
        "the compound: decisive defeat.",
        "[9.0] A unit whose track has a Chinese unit at the Wall or in the "
        "Street is engaged and cannot leave.",
        "[5.1] A gain of CP goes only to a unit below its starting CP (never "
        "above 8); a unit brought back from 0 is placed in any empty box.",
    };

    heading(f, "The siege");
    bullets(f, fire, (int)(sizeof fire / sizeof fire[0]));
    snprintf(buf, sizeof buf, "Fortify (1 Action) raises the fortification a "
             "level, up to %d. The Peitang Cathedral, when a card opens it, "
             "costs 1 Action: a die over %d earns %d Heroic Effort (%d VP).",
             KUTF_MAX_FORT, d->peitang_target, d->peitang_heroic,
             5 * d->peitang_heroic);
    para(f, buf);
}

static void tab_relief(flow *f, const kutf_data *d)
{
    static const char *const rules[] = {
        "[11.1] Speed: 1 Command moves the Speed marker one box up; it is "
        "added to Advance rolls.",
        "[11.2] Combat Power: 1 Command moves it one box; it is added to "
        "Attack rolls and to the blocker's attacks on you.",
        "[11.3] Attack the blocker: die + Combat Power + card. More than its "
        "strength: dispersed for the rest of the turn. Equal: nothing (1 "
        "Loss in a danger zone). Less: 1 Loss (2 in a danger zone).",
        "[11.4] Advance, only while the blocker is dispersed: die + Speed + "
        "card. Over 6: one place nearer Peking. Exactly 6: nothing (1 Loss "
        "in a danger zone). Under 6: 1 Loss.",
        "What the column needs each turn: an Attack that wins, then in the "
        "same turn one or more Advances. A beaten blocker goes back to the "
        "cup at the end of the turn and a new one is drawn, so attacking "
        "with the last Command of a turn gains nothing.",
        "Staying Power: each Attack of a turn from the second on costs a "
        "Combat Power box, each Advance from the second on a Speed box.",
        "[10.0] Blockade attack (some cards): die + Combat Power + card "
        "against the blocker's strength. Less: 1 Loss; equal: 1 Loss in a "
        "danger zone.",
        "[11.5] A Loss is paid with two Speed boxes, two Combat Power boxes, "
        "one of each, or a retreat of one place; never below the starting "
        "boxes, never back past Taku. If none of these can be paid, the Loss "
        "is ignored.",
    };
    char buf[300], row[120];
    size_t k;
    int i;

    heading(f, "The relief column");
    bullets(f, rules, (int)(sizeof rules / sizeof rules[0]));
    heading(f, "The half-steps on the Speed and Combat Power tracks");
    para(f, "Some boxes print no number. A blank box keeps the value of the "
         "box before it: it costs a Command to cross, but pays off only at "
         "the next printed box. Losses count boxes too, so a blank box is "
         "also a cushion that absorbs a Loss without lowering the modifier.");
    k = (size_t)snprintf(buf, sizeof buf, "Speed boxes:");
    for (i = 0; i < d->speed.nboxes && k < sizeof buf; i++)
        k += (size_t)snprintf(buf + k, sizeof buf - k, " %s", d->speed.marked[i] ?
                              (snprintf(row, sizeof row, "%+d", d->speed.drm[i]), row) : "-");
    para(f, buf);
    k = (size_t)snprintf(buf, sizeof buf, "Combat Power boxes:");
    for (i = 0; i < d->power.nboxes && k < sizeof buf; i++)
        k += (size_t)snprintf(buf + k, sizeof buf - k, " %s", d->power.marked[i] ?
                              (snprintf(row, sizeof row, "%+d", d->power.drm[i]), row) : "-");
    para(f, buf);
}

static void tab_cards(flow *f, const kutf_state *st)
{
    const kutf_data *d = st->data;
    char buf[900], fx[200];
    size_t k;
    int i, t, j;

    heading(f, "Headlines");
    for (i = 0; i < d->ncards; i++) {
        const kutf_card *c = &d->card[i];
        if (c->event)
            continue;
        k = (size_t)snprintf(buf, sizeof buf, "#%s %s (%s): %d Actions, %d "
                             "Commands; compass", c->id, c->title, c->date,
                             c->actions, c->commands);
        for (t = 0; t < KUTF_TRACKS && k < sizeof buf; t++)
            if (c->compass_kind[t])
                k += (size_t)snprintf(buf + k, sizeof buf - k, " %s %s %d",
                                      d->track[t].id, c->compass_kind[t] ==
                                      KUTF_BOXER ? "Boxer" : "Qing",
                                      c->compass_cp[t]);
        for (j = 0; j < c->nleg && k < sizeof buf; j++) {
            kutfv_fx_text(st, &c->leg[j], fx, sizeof fx);
            k += (size_t)snprintf(buf + k, sizeof buf - k, "; %s", fx);
        }
        for (j = 0; j < c->nrel && k < sizeof buf; j++) {
            kutfv_fx_text(st, &c->rel[j], fx, sizeof fx);
            k += (size_t)snprintf(buf + k, sizeof buf - k, "; relief: %s", fx);
        }
        if (k < sizeof buf && (c->drm_fire || c->drm_attack || c->drm_advance))
            snprintf(buf + k, sizeof buf - k, "; this turn fire %+d, attack "
                     "%+d, advance %+d", c->drm_fire, c->drm_attack,
                     c->drm_advance);
        bullet(f, buf);
    }
    heading(f, "Events (half of each epoch's are used in a game)");
    for (i = 0; i < d->ncards; i++) {
        const kutf_card *c = &d->card[i];
        static const char *const when[] = {
            "at once", "kept: play in your Actions", "kept: play in the "
            "Commands", "kept: play when the column takes a Loss" };
        if (!c->event)
            continue;
        k = (size_t)snprintf(buf, sizeof buf, "%s %s (epoch %d, %s%s):",
                             c->id, c->title, c->epoch,
                             when[c->when % KUTF_NWHEN],
                             c->permanent ? ", for the rest of the game" : "");
        for (j = 0; j < c->nfx && k < sizeof buf; j++) {
            kutfv_fx_text(st, &c->fx[j], fx, sizeof fx);
            k += (size_t)snprintf(buf + k, sizeof buf - k, "%s %s",
                                  j ? ";" : "", fx);
        }
        bullet(f, buf);
    }
    heading(f, "Cup changes in any order");
    para(f, "Blocking forces join and leave the cup by card. When the card "
         "that removes a force comes before the card that adds it (a "
         "shuffled deck), the force is withdrawn for good and the later "
         "card adds nothing; the log says so. The cup is never emptied.");
}

static void tab_map(flow *f, const kutf_data *d)
{
    char buf[300];
    int i;

    heading(f, "Walls");
    for (i = 0; i < KUTF_TRACKS; i++) {
        snprintf(buf, sizeof buf, "%s: wall value %d (taken off legation "
                 "melee casualties at the Wall space).", d->track[i].name,
                 d->track[i].wall);
        bullet(f, buf);
    }
    heading(f, "Legation units");
    for (i = 0; i < KUTF_UNITS; i++) {
        const kutf_unit_def *u = &d->unit[i];
        snprintf(buf, sizeof buf, "%s: starts with %d CP%s%s%s%s%s%s.", u->name,
                 u->start_cp, u->hit_long ? "; +1 to hit at Long Range" : "",
                 u->hit_extreme ? "; +1 to hit at Extreme Range" : "",
                 u->melee_chinese > 0 ? "; +1 Chinese melee casualty" : "",
                 u->melee_legation > 0 ? "; +1 legation melee casualty" : "",
                 u->melee_legation < 0 ? "; -1 legation melee casualty" : "",
                 "");
        bullet(f, buf);
    }
    snprintf(buf, sizeof buf, "The International Gun: +%d to hit at Long and "
             "Extreme Range, +%d Chinese casualties except in the Street.",
             d->gun_hit, d->gun_casualties);
    bullet(f, buf);
    heading(f, "The road to Peking");
    for (i = 0; i < d->nroute; i++) {
        snprintf(buf, sizeof buf, "%d %s%s", i, d->route[i].name,
                 d->route[i].danger ? " (danger zone: a tie costs a Loss, "
                 "a lost Attack two)" : "");
        bullet(f, buf);
    }
    heading(f, "Blocking forces");
    for (i = 0; i < d->nblockers; i++) {
        snprintf(buf, sizeof buf, "%s: %s, strength %d%s.", d->blocker[i].id,
                 d->blocker[i].name, d->blocker[i].strength,
                 d->cup_start[i] ? " (in the cup from the start)" :
                 " (enters by card)");
        bullet(f, buf);
    }
}

static void tab_victory(flow *f)
{
    static const char *const lose[] = {
        "Decisive defeat: a Chinese unit enters Fort Halliday, or Chinese "
        "units fight in the Street on three tracks.",
        "Substantive defeat: every legation unit is eliminated (the gun does "
        "not count).",
        "Moderate defeat: the last card is played and the column is not in "
        "Peking.",
    };
    static const char *const vp[] = {
        "1 VP for each CP of the surviving legation units;",
        "1 VP for each card left in the draw pile;",
        "the Speed and Combat Power modifiers of the column;",
        "5 VP for each point of Heroic Effort.",
        "75 or more: decisive victory; 63-74 substantive; 46-62 moderate "
        "(the historical result); 29-45 minor; 28 or less pyrrhic.",
    };

    heading(f, "[12.1] Three ways to lose");
    bullets(f, lose, 3);
    heading(f, "[12.2] Winning: the column reaches Peking");
    bullets(f, vp, 5);
}

static void tab_readings(flow *f, const kutf_state *st)
{
    static const char *const items[] = {
        "[4.0] and [11.4] Reaching Peking ends the game at once; Commands "
        "left over are not spent. (Set-up option \"Reaching Peking\": the "
        "game may instead end at Housekeeping, so leftover Commands can "
        "still raise Speed or Combat Power for VP.)",
        "[11.3] and [11.4] Staying Power: every Attack of a turn from the "
        "second on drops Combat Power one box, every Advance from the second "
        "on drops Speed one box, never below the starting box. (Set-up "
        "option \"Staying Power\": only the second one drops it.)",
        "[11.4] and [12.2] Arriving in Peking with the second Advance of a "
        "turn: the VP are counted before that Advance's Speed drop.",
        "[11.5] A Loss is paid only in full (two boxes, a box of each, or a "
        "retreat); a Loss that cannot be paid in full is ignored, never "
        "paid in part. A kept Loss event is not wasted on such a Loss.",
        "[7.3] The -1 legation casualty against a unit at 1 CP uses the "
        "Chinese unit's CP before the melee die is rolled; Japan's -1 "
        "applies at any Chinese strength, as the worked example shows.",
        "[12.2] Heroic Effort \"from Events\" also counts headline #14 and "
        "successful Peitang attempts: each point is 5 VP.",
        "[7.2] Fire casualties at Extreme Range are -1 (the procedure text; "
        "the example's arithmetic agrees).",
        "[6.2] Cup changes do not depend on card order: a removal before its "
        "addition withdraws the force for good.",
        "[7.3] At fortification level 0 the fortification is not offered for "
        "casualties.",
    };
    char buf[200];

    heading(f, "How this game reads the unclear rules");
    bullets(f, items, (int)(sizeof items / sizeof items[0]));
    snprintf(buf, sizeof buf, "This game: reaching Peking %s; staying power "
             "%s.", st->variants & KUTF_VAR_ARRIVE_AT_END ?
             "ends it at Housekeeping" : "ends it at once",
             st->variants & KUTF_VAR_STAYING_ONCE ? "only at the second" :
             "from the second on, every time");
    para(f, buf);
    heading(f, "Decks (set-up option \"Deck\")");
    para(f, "Two epochs: the June-July cards (with three of their six events) "
         "come first with #1 on top, then #13 and the August cards with three "
         "of theirs. Historical order: the 24 headlines in order, no events; "
         "the hardest. Mixed: all headlines and six events shuffled, #1 on "
         "top and #13 in the middle.");
}

int kutfv_help_draw(kutfv_help *h, const kutf_state *st, ui_app *a, gfx *g,
                    SDL_Rect r)
{
    SDL_Rect in, content, close = {r.x + r.w - 10 - 84, r.y + 8, 80, 26};
    const ui_input *inp = ui_in(a);
    flow f;
    int i, tw, close_it = 0, total;

    gfx_fill(g, (SDL_Rect){0, 0, gfx_w(g), gfx_h(g)}, gfx_rgba(0x120c08, 150));
    in = ui_panel(a, r, "Rules of Keep Up The Fire!");
    tw = (in.w - (NTABS - 1) * 6) / NTABS;
    for (i = 0; i < NTABS; i++) {
        SDL_Rect t = {in.x + i * (tw + 6), in.y, tw, 32};
        if (ui_button(a, t, tab_name[i], h->tab == i ? UI_SELECTED : 0) &&
            h->tab != i) {
            h->tab = i;
            h->scroll = 0;
        }
    }
    if (ui_button(a, close, "Close", 0))
        close_it = 1;
    content = (SDL_Rect){in.x + 8, in.y + 48, in.w - 24, in.h - 56};
    f.g = g;
    f.x = content.x;
    f.y = content.y - h->scroll;
    f.w = content.w;
    gfx_clip(g, &content);
    switch (h->tab) {
    case TAB_TURN: tab_turn(&f); break;
    case TAB_SIEGE: tab_siege(&f, st->data); break;
    case TAB_RELIEF: tab_relief(&f, st->data); break;
    case TAB_CARDS: tab_cards(&f, st); break;
    case TAB_MAP: tab_map(&f, st->data); break;
    case TAB_VICTORY: tab_victory(&f); break;
    default: tab_readings(&f, st); break;
    }
    gfx_clip(g, NULL);
    total = f.y + h->scroll - content.y;
    if (total > content.h) {   /* where we are: a thin bar on the right */
        int bh = content.h * content.h / total;
        int by = content.y + (content.h - bh) * h->scroll / (total - content.h);
        gfx_round(g, (SDL_Rect){content.x + content.w + 6, content.y, 5,
                  content.h}, 2, gfx_rgba(0x8a7556, 60));
        gfx_round(g, (SDL_Rect){content.x + content.w + 6, by, 5, bh}, 2,
                  gfx_rgb(0x8a7556));
    }
    if (ui_hover(a, content) && inp->wheel) {
        h->scroll -= inp->wheel * 40;
        if (h->scroll > total - content.h)
            h->scroll = total - content.h;
        if (h->scroll < 0)
            h->scroll = 0;
    }
    return close_it;
}
