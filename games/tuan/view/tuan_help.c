/* tuan_help: the help over the Tuan screen: the rules in our own words,
 * numbered as the rule text numbers them; the readings we chose where the
 * text is silent (scenarios/tuan/notes.md, drawn as plain paragraphs); and how the
 * screen works. Also the launcher's picture of the game. */
#include <stdio.h>
#include <string.h>

#include "games/tuan/view/tuan_view_local.h"

static const char *const rules_text[] = {
    "I. Who activates. Each side rolls a die; the side holding the initiative adds 1. The "
    "higher total activates next; equal totals are rolled again (so a tie of the dice goes to "
    "the initiative). When one side has nothing left to activate, the other activates what "
    "it has left without dicing.",
    "II. Choosing trays. The winner picks one tray, or a lead tray and a group: every tray "
    "within 8 inches of the lead (Allies: of one nation). Guns may join any group; one that "
    "joins from beyond 8 inches may only fire. A routed tray instead tries to rally, once a "
    "turn; a tray in hand-to-hand contact may fight on.",
    "III. Activation dice. Each tray rolls a die against its morale. Alone: at or under its "
    "morale one action, over it two. In a group: under the morale none, equal one, over two. "
    "A 1 also brings a random event. Morale starts at 1 for Allied regulars, 2 for modern "
    "Chinese, 3 for traditional Chinese and Boxers; casualties and a lost officer raise it, "
    "never under 1 nor over 4.",
    "IV.1 Formation: infantry and cavalry change between column and skirmish order.",
    "IV.2 Move (Table 1): 6 inches on foot, 12 mounted, 10 for guns limbered. Broken ground "
    "costs 1:2 on foot, 1:3 for horses and wheels; rock fields bar horses and guns; a "
    "structure takes a whole move and horses and wheels enter none; climbing a hill costs as "
    "a slope; a road gives 8/14/12 inches in column (guns and teams always). Dismounted "
    "cavalry and crews move on foot. Only a charge ends touching an enemy.",
    "IV.3 Fire (Table 2): a die per figure, officers not counted (guns: per piece); a hit for "
    "every die above the firing tray's own morale, +1 for the shot when the target is in "
    "broken ground or a structure (it may reach 5). Every 6 is a casualty: one die, 6 the "
    "leader, 1-5 a figure (our reading); a gun hit by a cannon: 6 leader, 5 gun, 1-4 crew. "
    "Woods, brush, rock fields, houses, walls and trays block sight (low ground does not: our "
    "reading; the setup switch 'Low ground and trenches block fire' reads it to the letter); only a cannon on higher ground fires over lower trays. "
    "Fire with artillery, a spotter: a cannon fires at what it cannot see when a leader "
    "within 6 inches of it sees both the target and the gun (our reading: any friendly "
    "leader, from his tray, or the gun's own walking out; the setup switch 'Spotter: the "
    "gun's own leader only', spotter-own-leader, keeps to the text's 'leader of the "
    "cannon'). The panel has a Fire button for each leader who could spot; the computer "
    "picks the gun's own leader first. Targets must be ahead (180 degrees). A tray alone fires "
    "alone; in a group one fire action names a target and its firers, and the target checks "
    "morale once for all their hits.",
    "IV.4 Charge: two movement actions and an extra die of inches to reach contact; flank and "
    "rear attacks only from there. Hand-to-hand is simultaneous: the better of two dice for "
    "defenders in buildings, behind walls or uphill, for attackers into trenches or gullies or "
    "on a flank or rear, and for mounted cavalry charging foot in the open all the way; mounted "
    "cavalry on a flank or rear takes the best of three; a routed defender rolls one die in "
    "all (our reading; the switch 'Routed trays: one die a figure' gives it one die a figure, "
    "never the better of two). A die above the tray's own morale hits, a 6 is a casualty. Most hits "
    "wins; the loser rolls the winner's hits for morale after its casualties; a tie stays in "
    "contact. Charging Chinese horse adds 2 automatic hits (our reading). Cavalry may not "
    "charge into houses or trenches, nor over a wall.",
    "IV.4 Several trays in one fight (our reading, see the notes): several attackers may charge "
    "one defender together, and one attacker may charge two or more enemy trays it can touch "
    "at once (the Charge ... at once buttons). Each side's hits are added up and its sixes "
    "fall on the other side's trays in turn; every tray of the losing side rolls the winners' "
    "total hits for morale. An attacker keeps a dice bonus only if it holds against every "
    "defender it touches; a defender gets its own. Short of a place touching them all, the "
    "attacker charges the first alone.",
    "IV.5 Rally: no activation roll. Morale 1 rallies on 3+, 2 on 4+, 3 and 4 on a 6; a "
    "rallied tray does nothing else that turn. A failed rally routs on two moves, away from "
    "the nearest enemy. Every routed tray must try once each turn, from the turn after its "
    "rout, before its side may pass.",
    "IV.6 Resupply: the Allies on 3-6, the Chinese on 5-6. Spears are thrown once and can "
    "never be resupplied.",
    "IV.7 Cavalry mount and dismount; guns limber and unlimber, machine guns set up and "
    "dismantle (a gun moves only limbered or dismantled); a crew that retreated or routed "
    "leaves its gun, and recrews it with one action once back within 1 inch.",
    "Morale checks: a tray hit rolls a die for each hit. One roll at or below its morale: it "
    "retreats two moves straight away, and its owner then chooses which way it faces (the "
    "Face it buttons; the computer faces the nearest enemy). Two or more: it routs, two moves "
    "away, facing away. Routed trays act only to rally.",
    "V. The turn ends when every tray has had its chance; a side may forfeit the trays it has "
    "left. The battle ends after the scenario's last turn: the objectives decide who wins.",
    "Random events (2D6 for every tray that rolls a 1 to activate, in a group too, as "
    "Appendix A does; the switch 'Random events: lead tray only' limits them to the lead): 2 fires an action on a friendly tray it could hit, its owner choosing "
    "which (the Fire at buttons); 3 a sniper kills the leader, one morale die; 4 "
    "infantry falls back a move, cavalry mounts or dismounts, guns limber or unlimber, set up "
    "or dismantle; 5-8 out of ammunition once it has fired; 9 three actions; 10 an ensign "
    "takes the fallen leader's place at once, or stands ready to replace the next one lost; "
    "11 Boxers frenzy: morale 2 for good, and charge the nearest enemy; 12 morale 1 for the "
    "rest of the game. Events that cannot apply are marked not applicable in the log.",
    "Optional rules (on the setup screen): Boxers believe they are immune (morale 1 until hit); "
    "Red Lanterns with a Boxer tray; Chinese gun crews at morale 1; Imperial, Provincial and "
    "Boxer trays activate apart; Chinese cavalry with one automatic hit; tigermen unhorse "
    "cavalry; Russians and Japanese keep 8 inches apart; cavalry counter-charges. Four more "
    "switches take the other side of a reading: random events for the lead tray only, low "
    "ground and trenches blocking fire, a routed defender's one die a figure, and only the "
    "gun's own leader spotting for a cannon (Fire with artillery).",
};

static const char *const screen_text[] = {
    "Choose: click one of your trays (outlined green). In the turn's choosing step the panel "
    "offers to activate it alone or with its 8 inch group (the circle); Shift+click or "
    "Shift+drag a box to pick a group of your own and activate it from the panel.",
    "Move: drag a tray of the activated group. The ghost shows the inches used and left and "
    "turns red where the rules say no (the reason beside it). The wheel or Q/E turns it while "
    "dragging; the yellow handle in front of a chosen tray turns it where it stands (a move). "
    "The white dots are moves the rules suggest: click one to go there.",
    "Fire: with a tray chosen, click an enemy tray in its arc (the blue wedge shows the weapon's "
    "range). Group fire and charges are buttons in the panel. Hover an enemy to see the line "
    "of sight: green when clear, red to what blocks it.",
    "Measure: the Tape button (or T), then drag anywhere: the length in inches. Wheel zooms "
    "about the pointer; drag the bare table or use the arrow keys to pan; Fit (or 0) shows it "
    "all.",
    "Markers beside a tray: R routed, A out of ammunition, L limbered, M mounted, * activated "
    "this turn, X in hand-to-hand, C in column. Figures that fell leave gaps; the officer "
    "wears a gold ring.",
    "Terrain: dark green trees are woods, olive tufts brush, grey stones rock fields, brown "
    "hatching gullies, tan hatching slopes, blue bands streams and rivers, red-brown roofs "
    "houses, grey bands walls, zigzag trenches, ticked bands entrenchments, sand roads; hills "
    "are drawn with a contour and their height (+1, +2).",
    "Undo (Ctrl+Z) takes back your last move (not past a die roll); Save (Ctrl+S) and Load; "
    "the game saves itself after every move for Continue. Advice plays what the computer would.",
};


/* The notes file, its markdown drawn as plain paragraphs. */
static int draw_notes(void *ctx, gfx *g, SDL_Rect r, int scroll)
{
    const tview *v = ctx;
    return helpdlg_notes(g, r, v->notes ? v->notes : "scenarios/tuan/notes.md could not be read.", scroll);
}

int tuanv_help(tview *v, ui_app *a, gfx *g, SDL_Rect r)
{
    static const helpdlg_book book = {"Tuan: help", rules_text, (int)(sizeof rules_text / sizeof rules_text[0]),
                                      draw_notes, screen_text,
                                      (int)(sizeof screen_text / sizeof screen_text[0])};
    return helpdlg_book_page(&v->help, a, g, r, &book, v);
}

/* The launcher's picture: a small table with a hill, woods, a trench and
 * two lines of trays facing each other; wider than deep, like the card's
 * frame, which it fills. */
void tuanv_picture(ui_app *a, gfx *g, SDL_Rect r)
{
    static table tab;
    static int made;
    tableview tv;
    static const vec2 hill[4] = {{28, 10}, {40, 8.5}, {42, 16}, {30, 17}};
    static const vec2 woods[5] = {{4, 13}, {12, 12}, {16, 18}, {10, 21}, {3, 19}};
    static const vec2 trench[2] = {{6, 28.5}, {30, 28.5}};
    static const vec2 road[3] = {{0, 5}, {24, 8}, {48, 6.5}};

    (void)a;
    if (!made) {
        table_init(&tab, 48, 34);
        table_add_area(&tab, TK_ROAD, 0, road, 3, 1.2, 0, "road");
        table_add_area(&tab, TK_HILL, 1, hill, 4, 0, 1, "hill");
        table_add_area(&tab, TK_WOODS, 1, woods, 5, 0, 0, "woods");
        table_add_area(&tab, TK_TRENCH, 0, trench, 2, 2, 0, "trench");
        made = 1;
    }
    tableview_init(&tv, &tab, NULL);
    tableview_fit_picture(&tv, r, geom_v(24, 17));
    for (int k = 0; k < 6; k++) {
        tableview_piece *pc = &tv.pc[tv.npc++];
        int allied = k < 3;
        memset(pc, 0, sizeof *pc);
        pc->p = (table_piece){geom_v(10 + (k % 3) * 10, allied ? 3 : 28.5), allied ? 90 : 270, 5, 2, 0};
        pc->face = allied ? 0xe9e4d8 : (k == 5 ? 0xd0473a : 0xe0b83a);
        pc->ink = allied ? 0x2c3e6b : 0x3a2a10;
        pc->figures = pc->figures0 = 4;
        pc->officer = 1;
        pc->group = -1;
        if (k == 4)
            pc->figures = 2;
    }
    gfx_clip(g, &r);
    tableview_draw_terrain(&tv, g);
    tableview_draw_pieces(&tv, g);
    gfx_clip(g, NULL);
}

/* The set-up screen's picture of a scenario: its own table (terrain as
 * laid out by the scenario) with the trays where they start, so the
 * three battles are told apart before one is chosen. */
void tuanv_preview(ui_app *a, gfx *g, SDL_Rect r, const session *s)
{
    static tableview tv; /* large: off the stack */
    const tu_state *st = s->state;

    (void)a;
    tableview_init(&tv, &st->tab, NULL);
    tableview_fit(&tv, r, 1);
    tv.r = r;
    for (int i = 0; i < st->ntrays && tv.npc < TABLEVIEW_MAX_PIECES; i++) {
        const tu_tray *t = &st->tray[i];
        tableview_piece *pc;
        if (t->off)
            continue;
        pc = &tv.pc[tv.npc++];
        tuanv_piece_of(pc, t);
    }
    gfx_clip(g, &r);
    tableview_draw_terrain(&tv, g);
    tableview_draw_pieces(&tv, g);
    gfx_clip(g, NULL);
}
