/* col_help: the help over the Colonial Siege screen: the rules in our own
 * words, numbered by the sections of the rule text; the readings we chose
 * where the text is silent (scenarios/colonial/notes.md, drawn as plain paragraphs); how
 * the screen works. Also the launcher's picture of the game. */
#include <stdio.h>
#include <string.h>

#include "games/colonial/view/col_view_local.h"

static const char *const rules_text[] = {
    "1. Setup. The garrison (the defender) stands inside a walled compound of about 18 by 18 "
    "inches with at least two ways in; outside, only sparse cover. Before the natives roll, "
    "the defender places each squad inside the compound (reading: anywhere inside the walls, "
    "in the open or in a room; the squads start on the scenario's places, so Done at once "
    "keeps them; the gun too goes anywhere in the open inside, its crew round it, and turns "
    "free of charge while setting up; a squad moved within its building keeps its storey, "
    "elsewhere it stands on the ground floor, unless a storey is named: any floor or roof "
    "of its building; riders stay out of buildings). The option "
    "Defender deploys (on by default) asks for this; off, the scenario's places "
    "stand. For each table edge the "
    "attacker rolls two average dice (2,3,3,4,4,5) and a D6: a 6 on the D6 brings better "
    "troops, as many as the higher average die; otherwise as many ordinary natives as the "
    "two average dice make together. Each band is set along its edge two deep (reading: "
    "placed by its middle; with no room on the edge it stays in the pool).",
    "2. Forces. Defender: squads of six men and an officer, a machine gun or small gun with "
    "four crew, 20 rifle and 5 gun ammunition counters, and the relief column's marker. "
    "Attacker: bands of 4-10 ordinary natives and 2-5 better troops (muskets, horse, "
    "fanatics), drawn from a limited pool: here 60 Boxers, 25 with muskets (the sample has "
    "20), 20 Tiger Men and a field gun. The natives' field gun comes only when the higher "
    "average die is a 5 and needs its four crew in the pool (jingals in its place are not "
    "offered; without its crew, see 4).",
    "3. Cards. One card at a time from a 54-card deck. Red cards act for the defender, black "
    "for the attacker: a number card one action, a face card two, an Ace three (a group may "
    "take several). After a face card or an Ace melees are fought; if there are none the "
    "attacker rolls for reinforcements. The first Ace of hearts puts the relief column's "
    "marker down (sighted); the second brings the column at once. A Joker gives no actions and no "
    "melees: natives come on every edge and the deck is shuffled again (after the sighting "
    "only the first Joker shuffles). Reading: an empty draw pile takes the discards back in.",
    "4. Movement. Colonial foot 6 inches, horse 12, measured for the officer with the squad "
    "kept round him, each within a base width. Natives 8 inches (horse 12), measured for any "
    "one figure with the rest round it (reading: the three figures nearest the goal are "
    "tried; the rest stand on rings a base apart). On foot, crossing a low wall or barricade takes the "
    "whole move (reading: the officer ends just beyond it, at most 3.5 inches from his start); "
    "riders pay 6 inches of their 12 and never cross a high wall; high walls are climbed on foot "
    "as a special action. A defended obstacle (reading: an enemy within 1.6 inches of the "
    "crossing) cannot be crossed. Changing floor is a full move. A move stops short of the "
    "enemy (closing is a charge), but defenders upstairs do not bar the room below. The "
    "defender's guns stay put and only turn (whole crew); the natives' field gun moves as "
    "infantry until it first fires. When its whole crew has fallen it stays where it stands "
    "and does nothing (the natives never recrew it) until a defender comes into contact "
    "(reading: a figure within 1.2 inches of it, as a move measures contact), which "
    "destroys it. Special actions: forcing a gate, climbing an undefended "
    "wall, pulling down an undefended barricade, setting fire, recrewing a gun from a squad, "
    "a crewman of a gun with no ammunition joining a squad, combining colonial squads "
    "within 6 inches (reading: any two that fit; the joining officer becomes a man, six men and an officer at most), "
    "withdrawing a native band to the pool.",
    "5. Shooting. Anyone in sight is in range. A D6 for every figure of the group (a gun 8 "
    "dice, two fewer per crewman lost; its arc 45 degrees either side of its facing), added "
    "up: each full 6 kills a target in the open, each 9 one in soft cover (brush; reading: a "
    "roof), each 12 one in hard cover (buildings, walls, trees, rocks). Sight runs from the "
    "defender's officer to any target figure, and from any native to the target's officer; "
    "buildings, woods and high walls block it (reading: not for a figure within 1.3 inches of "
    "the wall, or upstairs), and so do the firer's friends of other groups, by their whole "
    "bases: no shot passes between two bases that touch in a rank. Reading: a group's "
    "cover is the one most of its figures have; among the natives only the musketeers and the "
    "field gun shoot. The owner of the target picks who falls, officers last. Optional range "
    "rule: at 24 inches or more (measured along the sight line) a kill takes 9, 12 and 15 "
    "instead.",
    "6. Ammunition. Every volley of a squad costs one rifle counter, every shot of the gun one "
    "gun counter. Optionally the defender does not see the count, a D6 of rifle counters is "
    "removed unseen at the start, and the umpire (here the program) says when the rifle "
    "counters are running low (reading: a quarter of the supply, 5 of 20, or fewer); a "
    "volley with none left is a click and spends the action.",
    "7. Morale. Defenders never check. A native band that loses figures rolls a D6 and must "
    "beat its losses or rout back to the pool; a 6 always holds. Fanatics never check.",
    "8. Melee. Groups that touch (reading: contact is a charge action, within the move) fight when the next face card or Ace comes; more groups may "
    "be fed in; nobody shoots into a melee. Every fighter rolls a D6; totals kill per 6 in "
    "the open, per 9 behind a hasty barricade, per 12 in a building, behind a wall or in a "
    "prepared position (reading: the side that was charged counts its position), both sides "
    "at once. Natives check morale first, once for the whole melee (not if they killed every "
    "opponent); fanatics fall back when the rest rout. Then the side that lost more (then the "
    "smaller side; on a full tie the defender wins) falls back a full move away from the "
    "winners (a gun's crew stays at its gun) and the winner, either side, may take the ground "
    "the loser held, also when the loser fell to the last man: a player is asked (Take the "
    "ground or Stay; reading: the winner's largest group forms there, where the wiped-out "
    "side stood when the melee was fought). The computer's natives always take it; its defenders only when that "
    "ground is inside the compound. Natives of one kind "
    "form one group again; the squads that fought and stand may combine for free, six men and "
    "an officer at most.",
    "9. Reinforcements. A D6 picks the edge (1-4; 5 or 6: none), then the same roll as at the "
    "start, from the pool only (reading: a kind with fewer left brings what is left). For a "
    "Joker every edge in turn, clockwise from a random or chosen first edge (the joker-edge "
    "option). Options: better troops on a 5 or 6 for the Joker's bands; when no ordinary "
    "natives are left, count the D6 as a 6.",
    "10. Winning. The defender wins when the relief column arrives; the attacker when every "
    "defender is dead. With no natives on the table one band comes on, its edge rolled with "
    "5s and 6s again (reading: checked at the end of each card; two bands in the "
    "double-sized battle).",
    "11. Additional rules: the double-sized battle (two compounds, twice the actions and "
    "reinforcements, no unit more than three actions a card; here three squads and a gun a "
    "compound, not ten squads, for balance; the scenario Two Legations, full forces doubles "
    "both sides: by default tuned, four squads and a gun a compound against 140 Boxers and "
    "50 muskets, and with the option Forces: the rules' literal doubling, five squads a "
    "compound against twice the sample pool, 120 Boxers and 40 muskets, a game the garrison "
    "mostly wins). Fires (option): a native band in or touching a "
    "building sets it alight with an average die of matches; every defender action other "
    "than fighting a fire turns a match to smoke (reading: in every burning building); with "
    "only smoke left the building is engulfed, its occupants flee and the attacker rolls a D6 "
    "per match first rolled, a casualty per 12 (reading: on the largest group inside). A "
    "squad inside or within 2 inches takes a match off or turns smoke back to a match. "
    "Cavalry melee (option): every rider rolls two dice and cannot charge troops in hard cover.",
};

static const char *const screen_text[] = {
    "The card in play is drawn large in the panel with what it allows and how many actions "
    "are left. Red cards are the defenders', black the attackers'.",
    "Set-up (rule 1): before the first roll the compound is outlined in green. Drag each "
    "squad by any of its figures to where it should stand (a chosen squad's places show as "
    "green dots; the ghost turns red outside; in a building its storeys are buttons). Drag "
    "the gun by one of its crew to open ground inside, then click it: the other facings are "
    "buttons, free while setting up (the barrel drawn over the crew points the way it "
    "faces). Then Done. Undo takes a placing or a turn back.",
    "Move: drag any figure of one of your groups (they glow when they may act). The whole "
    "group goes with it; when you let go, the rules form the figures round their officer at "
    "that point. The ghost shows the inches and turns red where the rules say no, with the "
    "reason. The yellow circle round the chosen group's leader is its move.",
    "Shoot: click one of your figures to choose its group, then click any figure of the "
    "enemy group to shoot at it. Charges, gates, climbing, pulling down, floors, fire and "
    "the other actions are buttons in the panel; with more than it holds, its arrows or the "
    "mouse wheel scroll them. End the card gives up the actions left.",
    "Casualties: when your side loses figures, click the ones to take (the glowing ones; "
    "officers go last). Better troops and the Joker's edge are panel buttons; a new band is "
    "placed by clicking one of the red dots along its edge. After a melee your winning group "
    "may take the ground the loser held (rule 8): Take the ground or Stay in the panel; the "
    "green ring marks that ground.",
    "The dice tray shows the last roll (average dice with their 2-5 faces), its sum and what "
    "it is worth per 6, 9 and 12. Officers wear a gold ring; X marks a melee; the outline joins "
    "the figures of one group.",
    "Undo (Ctrl+Z) takes back your last move (not past a die roll or a new card); Save and "
    "Load; the game saves itself after every move for Continue. Tape (T) measures; the "
    "wheel zooms; Fit (0) shows the whole table.",
    "A game saved by a version from before the rules of 4, 5 and 8 were corrected (November "
    "2026) goes on by the rules it began with: friends block a shot by a smaller disc than "
    "their base (a shot may pass between touching bases), nobody takes the ground of a side "
    "wiped out in a melee, and the natives' field gun goes with its last crewman. A game of "
    "Two Legations, full forces saved before its forces were tuned goes on with the ten "
    "squads and the pool it began with.",
};


/* The notes file, its markdown drawn as plain paragraphs. */
static int draw_notes(void *ctx, gfx *g, SDL_Rect r, int scroll)
{
    const cview *v = ctx;
    return helpdlg_notes(g, r, v->notes ? v->notes : "scenarios/colonial/notes.md could not be read.", scroll);
}

int colv_help(cview *v, ui_app *a, gfx *g, SDL_Rect r)
{
    static const helpdlg_book book = {"Colonial Siege: help", rules_text, (int)(sizeof rules_text / sizeof rules_text[0]),
                                      draw_notes, screen_text,
                                      (int)(sizeof screen_text / sizeof screen_text[0])};
    return helpdlg_book_page(&v->help, a, g, r, &book, v);
}

/* The launcher's picture: a walled compound with a house, defenders on
 * the wall and a band of natives coming on; wider than deep, like the
 * card's frame, which it fills. */
void colv_picture(ui_app *a, gfx *g, SDL_Rect r)
{
    static table tab;
    static int made;
    static tableview tv;
    static const vec2 wall[5] = {{14, 2}, {34, 2}, {34, 22}, {14, 22}, {14, 2}};
    static const vec2 house[4] = {{20, 8}, {28, 8}, {28, 15}, {20, 15}};
    static const vec2 woods[4] = {{3, 25}, {10, 24}, {11, 32}, {4, 32}};

    (void)a;
    if (!made) {
        table_init(&tab, 48, 34);
        table_add_area(&tab, TK_WALL, 0, wall, 5, 0.6, 0, "wall");
        table_add_area(&tab, TK_HOUSE, 1, house, 4, 0, 0, "house");
        table_add_area(&tab, TK_WOODS, 1, woods, 4, 0, 0, "woods");
        made = 1;
    }
    tableview_init(&tv, &tab, NULL);
    tableview_fit_picture(&tv, r, geom_v(24, 17));
    for (int k = 0; k < 16; k++) {
        tableview_piece *pc = &tv.pc[tv.npc++];
        int def = k < 6;
        memset(pc, 0, sizeof *pc);
        pc->p = (table_piece){def ? geom_v(17 + k * 3, 20.5) : geom_v(12 + (k - 6) * 2.6, 29 + (k % 2) * 2),
                              def ? 90 : 270, 1.2, 1.2, 1};
        pc->face = def ? 0xe9e4d8 : 0xd0473a;
        pc->ink = def ? 0x2c3e6b : 0x3a2a10;
        pc->figures = pc->figures0 = 1;
        pc->officer = k == 0 || k == 10;
        pc->group = -1;
    }
    gfx_clip(g, &r);
    tableview_draw_terrain(&tv, g);
    tableview_draw_pieces(&tv, g);
    gfx_clip(g, NULL);
}

/* The set-up screen's picture of a scenario: its own compound (walls,
 * buildings, cover, at its size: the double-sized battles are two
 * compounds) with the figures where they start. */
void colv_preview(ui_app *a, gfx *g, SDL_Rect r, const session *s)
{
    static tableview tv; /* large: off the stack */
    const col_state *st = s->state;

    (void)a;
    tableview_init(&tv, &st->tab, NULL);
    tableview_fit(&tv, r, 1);
    tv.r = r;
    for (int f = 0; f < st->nfig && tv.npc < TABLEVIEW_MAX_PIECES; f++) {
        const col_fig *fg = &st->fig[f];
        tableview_piece *pc;
        if (!fg->used)
            continue;
        pc = &tv.pc[tv.npc++];
        memset(pc, 0, sizeof *pc);
        pc->p.pos = fg->pos;
        pc->p.facing = st->grp[fg->group].side == COL_DEF ? 270 : 90;
        pc->p.width = pc->p.depth = st->grp[fg->group].mounted ? COL_BASE * 1.5 : COL_BASE;
        pc->p.round = 1;
        pc->face = colv_face_rgb(st, fg->group);
        pc->ink = st->grp[fg->group].side == COL_DEF ? 0x1f2f5a : 0x3a2a10;
        pc->figures = pc->figures0 = 1;
        pc->officer = fg->officer;
        pc->group = -1;
    }
    gfx_clip(g, &r);
    tableview_draw_terrain(&tv, g);
    tableview_draw_pieces(&tv, g);
    gfx_clip(g, NULL);
}
