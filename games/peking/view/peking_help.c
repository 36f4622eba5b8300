/* peking_help: the help overlay of Siege at Peking: the combat results
 * table and the Big Gun chart (read from the loaded tables), the terrain
 * effects chart, every rule section in our own words by its number, and
 * the readings we chose where the rule text is silent or contradicts
 * itself (scenarios/peking/notes.md). */
#include <stdio.h>
#include <string.h>

#include <SDL.h>

#include "games/peking/view/peking_view_local.h"

enum { TAB_CRT, TAB_TERRAIN, TAB_RULES1, TAB_RULES2, TAB_READINGS, TAB_SCREEN, NTABS };
static const char *const tab_name[NTABS] = {"Combat table", "Terrain", "Rules 1-11", "Rules 12-22",
                                            "Our readings", "The screen"};

/* How this screen is played, for someone who knows the board game (the
 * table games have the same tab). */
static const char *const screen_help[] = {
    "The top bar: the turn and its dates, the seven phases of the turn (the one under way lit), whose "
    "move it is. The panel on the right says what to do now in this phase; the box above it holds the "
    "turn track, the victory hexes held against those needed this turn, and the last die rolled.",
    "Move: click a stack with a gold ring, then a green hex; the number on a green hex is the MP left "
    "there. The stack's counters are listed in the panel: click a row to leave that counter behind.",
    "Attack: click a hex with a red crosshair; the odds panel lists your units that can join (click a "
    "row to tick or untick one) with the odds and what each die would do; Roll makes the attack, "
    "Cancel closes it. Units in an enemy ZOC must attack before the phase can end. When a Chinese "
    "attack falls on an Allied leader with troops, the Allied player chooses there, before the "
    "die, whether his 1 counts as a point or as -1 on the die (11.1): the panel shows the odds of "
    "both.",
    "Chinese reinforcements: click Boxers or Imperial troops in the panel, then a green edge hex "
    "(Fewer and More set how many come on with a click); click the button again to stop. Big Guns: "
    "click a green hex to place a gun, then one of the six arrows round it (pointing at one shows "
    "where the shell may land).",
    "Fortify: 12 left and Lay a mine: 2 left, in the panel when they may be used, count what is left: "
    "click the button, then an orange hex. At the end of a turn the Chinese may click stacks to take "
    "them off the map, then End turn.",
    "Leaders' buttons (Snipe at ..., Withdraw with ...): pointing at one marks the leader's hex on "
    "the map. Retreats, withdrawals and advances go hex by hex: click a green hex each time, or the "
    "counter's own hex to stop it there.",
    "The line at the foot of the map (at its top when the pointer is low) names the hex under the "
    "pointer, its terrain and the counters in it. ZOC (Z) shades the enemy's zones of control, "
    "Command (C) rings Allied leaders' command range and the units out of command, Sight (L) draws the "
    "line from the chosen stack to the hex under the pointer: green when clear, red with a cross on "
    "what blocks it.",
    "The wheel or + and - zoom, a drag on the map or the arrow keys pan, Fit (or 0) shows the whole "
    "map. Esc steps back: the odds panel, a tool, the chosen stack, then Leave. Enter ends the phase; "
    "Space or Hurry lets the computer finish its turn at once.",
    "Undo (Ctrl+Z) takes back your moves up to the last die roll. Save (Ctrl+S) and Load keep games "
    "under names; the game also saves itself after every move, and Continue in the launcher takes "
    "it up again.",
};

static const char *const rules1[] = {
    "1 Introduction. Eleven turns of the 1900 siege: the Allied guards hold the Legation Quarter "
    "until the relief arrives; Boxers and Imperial troops try to take it.",
    "2 Counters. Each shows its strength; most combat units have two steps, the back being the "
    "reduced strength. Leaders, doctors and civilians have one step; guns show their odds bonus.",
    "3 Terms. ZOC: the six hexes around a combat unit. Phasing player: the one whose phase it is. "
    "Step: one side of a counter.",
    "4 Sequence. Each turn: 1 Chinese Big Guns, 2 Chinese movement, 3 Allied reaction (half "
    "movement), 4 Sniper, 5 Chinese combat (Allied withdrawal first), 6 Allied movement, 7 Allied "
    "combat (charges first).",
    "5 Movement. Boxers 8, Imperials 10, Allied 6 MP; terrain costs from the chart; friends may be "
    "passed through, enemies never; the canal only by the bridge.",
    "6 Zones of control. Entering an enemy ZOC stops a unit; no ZOC to ZOC moves. No ZOC across "
    "the canal, into buildings, onto the Tartar Wall from below, or from building to building. "
    "Allied units that start the reaction phase in a ZOC may not move.",
    "7 Stacking. Up to 10 Allied or 30 Chinese strength a hex; guns and civilians are free, one gun "
    "a hex. A hex left over the limit by what a player cannot refuse (a retreat with nowhere else "
    "to end, a recovery in hospital) loses units until it is legal, its owner choosing which.",
    "8 Combat. Ranged fire (Allied 2-3 hexes, Chinese 2, with a line of sight, not from an enemy "
    "ZOC, firers unhurt by results) and normal combat (a unit in an enemy ZOC must attack, and "
    "every enemy hex whose ZOC it is in must be attacked; each unit attacks and is attacked "
    "once; no attack worse than 1-3). Strengths after terrain give the odds; the die gives AE, "
    "AL1, AR, DR, DL1, DE or EX. Retreats are 3 hexes (1-3 from a building), never twice through a "
    "hex; a unit that cannot is eliminated. Advance one unit into a vacated hex. Bayonet charges: "
    "up to 15 strength a turn with a leader, at half movement, strength x4. Snipers: one leader a "
    "turn, killed on a 6. Reduced Allied units recover in the hospital on 1-3 (3 a turn).",
    "9 Allied artillery. A manned gun within 4 hexes and in sight shifts one attack by its bonus in "
    "columns; never in a charge; several guns add up.",
    "10 Chinese Big Guns. Placed each turn within 3 hexes of an edge, not in an Allied ZOC; each "
    "fires 4 shells along one of the six hex lines, landing die x 4 hexes away: ruins on non-clear "
    "hexes, step losses on units in the open; never the Tartar Wall or Allied guns.",
    "11 Leaders. Strength 1 or +1 on the die (not in a charge, not for ranged fire alone); "
    "defending with troops, a point or -1 on the die as the Allied player chooses; needed "
    "to withdraw, to advance and for command control (4 hexes own nation, 3 other, 2 volunteers); "
    "out of command a unit moves 3 MP (2 in reaction).",
};
static const char *const rules2[] = {
    "12 Withdrawal. Before Chinese combat each leader rolls: on 1-3 the units with or next to him "
    "that touch the enemy may fall back up to 3 hexes as in a retreat.",
    "13 Fortifications. 12 a side, built in combat phases on clear hexes by unmoved units (5 Allied, "
    "10 Chinese strength): the hex defends x3 and blocks sight. A Big Gun ruin removes one and the "
    "counter can be built again.",
    "14 Attrition. From turn 2 the Allies remove one guard or volunteer counter each turn.",
    "15 Civilians. They move only with a combat unit, defend at 1 only when stacked, exert a ZOC on "
    "their own hex, die to a Big Gun step loss in the open; if all four die the Chinese need two "
    "fewer victory hexes.",
    "16 Mines. From turn 4, two mines, each under a non-clear hex (not the Tartar Wall) next to a "
    "Chinese unit: the hex becomes a ruin, and each Allied unit there but guns loses a step on 1-3.",
    "17 Ruins. Rubble: costs like a building, defends x2, does not block sight.",
    "18 Terrain. See the Terrain tab. The best multiplier of a hex counts, never two. Walls and "
    "barricades help in six cases: defender on the wall against attackers off it, and so on.",
    "19 Chinese replacements. From turn 2: 3 Boxers and 3 Imperials from the pool, or reduced units "
    "restored; they enter on any edge hex.",
    "20 Turn record. Eleven turns from 20 June to 14 August 1900.",
    "21 Victory. The Chinese win at once when they hold as many victory hexes as the turn number, "
    "at the end if they hold all seven primary hexes (two fewer, in both, once every civilian is "
    "lost: 15), or when no Allied combat unit is left; "
    "otherwise the Allies win. A hex belongs to the last side to enter or pass it.",
    "22 Set-up. The Allies start in their legations and may shift inside the perimeter before turn "
    "1; all Chinese units enter from the edges in turn 1.",
};
/* Each reading under its rule number (notes.md "Rules audit" lists them
 * all with the code that makes them); sw names the setup switch that plays
 * the other side (pk_reading_opts), NULL when there is none. */
typedef struct reading {
    const char *sw, *text;
} reading;
static const reading readings[] = {
    {NULL, "Where the text is silent or unclear, we play it this way (by rule number). Eight "
           "switches on the setup screen play the other side of 5.1, 8.2, 8.4, 10, 11.1, 11.2, 14 "
           "and 18.1; a reading whose switch is on in this game says so."},
    {"attrition_reaction", "4, 14 Attrition falls at the start of the Allied movement phase (the "
                           "Allied turn is phases 6-7). Switch 'Attrition before the reaction': "
                           "at the start of the Allied reaction phase."},
    {"tartar_ramps", "5.1, 18.1 The Tartar Wall costs 6 MP from any hex of the legation side "
                     "beside it, 8 from the open ground outside, 1 along the top. Switch 'Tartar "
                     "Wall climbed only at ramps': from the legation side only at the five ramps "
                     "(pale triangles), a reading of the period plans."},
    {NULL, "5.2 A stack of Boxers and Imperials moves as Boxers."},
    {NULL, "6, 15 Civilians and doctors have a ZOC in their own hex only; an unmanned gun has "
           "none."},
    {NULL, "7 A move, set-up shift, advance or restoration that would overstack is refused. "
           "What a player cannot refuse may overstack: a retreat with no other end (8.3), a "
           "recovery in hospital (8.6), a position loaded so. Then the owner eliminates units of "
           "his choice from that hex until it is legal (7); the computer gives the fewest points."},
    {NULL, "8.1 Ranged fire needs range and sight to every attacked hex. A unit next to a wall "
           "fires into it, never through it."},
    {NULL, "8.1 A phase cannot end while a phasing unit in an enemy ZOC has not attacked. A unit "
           "in the ZOC of several hexes attacks them all at once, unless another unit in a hex's "
           "ZOC is left to attack it. No attack and no charge may be made at worse than 1-3; only "
           "a forced unit takes the automatic AE."},
    {NULL, "8.1 Charges: the chargers step onto the defenders even from a ZOC; the defender's "
           "terrain is judged from the hex the charge left; a defender that must retreat starts in "
           "their ZOC."},
    {NULL, "8.1 Sniper range includes the next hex (no sight needed there)."},
    {NULL, "8.2 The CRT legend's 'DE retreats' is a misprint: DR retreats, DE is eliminated. A "
           "die taken past 1 or 6 reads as 1 or 6."},
    {"loser_stays", "8.2 AL1 and DL1 retreat all units, the one that lost the step too (8.2). "
                    "Switch 'AL1/DL1: the stepped unit stays': it stays in its hex and the "
                    "others retreat, as the CRT legend says (a charger on the enemy's hex still "
                    "retreats)."},
    {NULL, "8.2 EX: the attacker owes the combat strength the defender really lost: a leader who "
           "joins his friends is not lost; guns and civilians do not count."},
    {NULL, "8.3 Retreats go hex by hex, the owner choosing; Chinese units may leave the map and "
           "come back; terrain costs do not limit a retreat (but the Wall's entry does)."},
    {"advance_retreat_only", "8.4 Advance into any hex the losers vacated, by retreat or "
                             "elimination, from next to it; Allied units only with a leader in "
                             "the attack; never after a charge. Switch 'Advance only after a "
                             "retreat': not after DE or EX."},
    {NULL, "8.6 Recovery rolls at the start of the turn for the first three reduced units in the "
           "hospital."},
    {NULL, "9 Gun shifts are columns (2-1 with a 2 is 4-1); below 1-3 is judged before them. The "
           "unit manning a gun need not attack itself."},
    {"gun_spares_chinese", "10 Each shell flies along one of the six hex lines. Both guns may "
                           "stand on one hex: the text forbids only an enemy ZOC. A RUIN on a "
                           "fortification removes it. Chinese units can be hit by their own "
                           "guns; switch 'Big Guns spare Chinese units': never."},
    {NULL, "10, 16 Non-clear: buildings, walls and barricades, the bridge, ruins (and for the Big "
           "Gun a fortified hex). Mines spare guns."},
    {"leaders_add", "11.1 A leader aids only the attack of a unit he is stacked with; alone he "
                    "attacks by himself. One leader's point becomes +1 on the die when the "
                    "attacker asks (never in a charge; asked for ranged fire alone, the attack is "
                    "refused). A defending Allied leader with troops: the Allied player chooses, "
                    "before the die, a point of strength or -1 on the die (the odds panel shows "
                    "both; alone in his hex he defends with his point); one leader an attack. "
                    "Switch 'Every leader adds to the die': each leader gives his +1, or -1 as "
                    "the defender chooses."},
    {NULL, "11.1 Leaders take a step loss only when no other unit can; a leader stacked with "
           "eliminated combat units joins the nearest friends with room (the first found among "
           "equals); one alone in his hex is eliminated with them."},
    {"command_line", "11.2 Command is traced along any path free of enemy ZOC unless a friend "
                     "holds the hex (switch 'Command traced in a straight line': along the "
                     "straight line only); leaders are always in command; doctors and civilians "
                     "use the 3-hex range."},
    {NULL, "12 Withdrawal takes the units with or next to the leader that touch the enemy, 0-3 "
           "hexes each."},
    {NULL, "13 Clear includes the open ground; the Chinese fortify after the Allied withdrawal "
           "rolls."},
    {NULL, "15 'At all times' limits the Allied player: a move that would leave civilians alone "
           "is refused."},
    {"tartar_shared", "18.1 The Tartar Wall defends x4 when any attacker is off it (switch "
                      "'Tartar Wall: one attacker on it cancels x4': one attacker on the Wall "
                      "cancels it, as on other walls)."},
    {NULL, "19 Replacements come from the pool first; the rest restore reduced units, where they "
           "have room."},
    {NULL, "21 Victory is checked after every action; needed hexes never drop below 1; a retreat "
           "or advance through a victory hex takes it."},
    {NULL, "22 All Chinese units enter from the edges in turn 1's movement phase."},
};
#define NREADINGS ((int)(sizeof readings / sizeof readings[0]))

/* Is the switch named key on in this game? */
static int switch_on(const pk_state *st, const char *key)
{
    int k;

    for (k = 0; key && k < PK_READING_OPTS; k++)
        if (!strcmp(pk_reading_opts[k].key, key))
            return pk_reading_on(st, k);
    return 0;
}

/* Returns the list's whole height. */
static int text_list(gfx *g, SDL_Rect r, const char *const *t, int n, int scroll)
{
    int i, y = r.y - scroll;

    gfx_clip(g, &r);
    for (i = 0; i < n; i++) {
        int h = gfx_text_wrap(g, GFX_SMALL, (SDL_Rect){r.x, y, r.w, 400}, gfx_rgb(UI_INK), t[i]);
        y += (h > 0 ? h : 18) + 8;
    }
    gfx_clip(g, NULL);
    return y + scroll - r.y;
}

static void tab_crt(pview *v, gfx *g, SDL_Rect r)
{
    static const char *const cols[10] = {"1-3", "1-2", "1-1", "2-1", "3-1", "4-1", "5-1", "6-1", "7-1", "8-1"};
    const pk_data *d = PST(v)->d;
    int cw = (r.w - 60) / 10 < 70 ? (r.w - 60) / 10 : 70, c, f, y = r.y;
    char b[16];

    gfx_text(g, GFX_BOLD, r.x, y, gfx_rgb(UI_INK), "Combat results table (odds across, the die down)");
    y += 26;
    for (c = 0; c < 10; c++)
        gfx_text_align(g, GFX_BOLD, r.x + 60 + c * cw, y, cw, GFX_CENTER, gfx_rgb(UI_ACCENT), cols[c]);
    y += 22;
    for (f = 0; f < 6; f++) {
        snprintf(b, sizeof b, "%d", f + 1);
        gfx_fill(g, (SDL_Rect){r.x, y, 60 + 10 * cw, 22}, f % 2 ? gfx_rgba(0x8a7556, 30) : gfx_rgba(0, 0));
        gfx_text_align(g, GFX_BOLD, r.x, y + 2, 50, GFX_CENTER, gfx_rgb(UI_INK), b);
        for (c = 0; c < 10; c++)
            gfx_text_align(g, GFX_BODY, r.x + 60 + c * cw, y + 2, cw, GFX_CENTER, gfx_rgb(UI_INK),
                           pk_result_name(d->crt[f][c]));
        y += 24;
    }
    y += 10;
    gfx_text_wrap(g, GFX_SMALL, (SDL_Rect){r.x, y, r.w, 80}, gfx_rgb(UI_MUTED),
                  "No attack at worse than 1-3; a unit forced to attack at such odds is eliminated "
                  "(AE). Better than 8-1: read 8-1. Allied guns shift the column right; a leader adds 1 "
                  "to the die (a defending Allied leader takes 1 off). "
                  "AE/DE eliminated; AL1/DL1 one step lost, then retreat; AR/DR retreat 3 hexes; EX the "
                  "defender is eliminated and the attacker loses as much strength.");
    y += 70;
    gfx_text(g, GFX_BOLD, r.x, y, gfx_rgb(UI_INK), "Big Gun damage chart (die)");
    y += 24;
    for (f = 0; f < 6; f++) {
        static const char *const gn[3] = {"NE", "RUIN", "SL"};
        snprintf(b, sizeof b, "%d", f + 1);
        gfx_text_align(g, GFX_BOLD, r.x + 200 + f * 60, y, 60, GFX_CENTER, gfx_rgb(UI_INK), b);
        gfx_text_align(g, GFX_BODY, r.x + 200 + f * 60, y + 22, 60, GFX_CENTER, gfx_rgb(UI_INK),
                       gn[d->gun_nonclear[f] % 3]);
        gfx_text_align(g, GFX_BODY, r.x + 200 + f * 60, y + 44, 60, GFX_CENTER, gfx_rgb(UI_INK),
                       gn[d->gun_clear[f] % 3]);
    }
    gfx_text(g, GFX_SMALL, r.x, y + 24, gfx_rgb(UI_INK), "Non-clear hex");
    gfx_text(g, GFX_SMALL, r.x, y + 46, gfx_rgb(UI_INK), "Clear hex with units");
    gfx_text_wrap(g, GFX_SMALL, (SDL_Rect){r.x, y + 72, r.w, 40}, gfx_rgb(UI_MUTED),
                  "NE no effect. RUIN: a building, bridge or wall hex becomes a ruin, and a "
                  "fortification there is destroyed. SL: one step lost among the units in the hex "
                  "(the owner picks; Allied guns are spared); civilians in the open are killed.");
}

static void tab_terrain(pview *v, gfx *g, SDL_Rect r)
{
    const pk_data *d = PST(v)->d;
    int t, y = r.y, x[6] = {0, 250, 350, 450, 550, 650};
    static const char *const head[6] = {"Terrain", "Boxer MP", "Imperial", "Allied", "Defence", "Blocks sight"};
    char b[32], note[600];

    for (t = 0; t < 6; t++)
        gfx_text(g, GFX_BOLD, r.x + x[t], y, gfx_rgb(UI_ACCENT), head[t]);
    y += 24;
    for (t = 0; t < PK_TERRAINS; t++) {
        int k;
        gfx_text(g, GFX_BODY, r.x, y, gfx_rgb(UI_INK), d->tname[t]);
        for (k = 0; k < PK_MOVERS; k++) {
            if (t == PK_T_TARTAR)
                snprintf(b, sizeof b, "%d/%d/%d", d->tartar_outside, d->tartar_legation, d->tartar_along);
            else if (d->move[t][k] <= 0)
                snprintf(b, sizeof b, "no entry");
            else
                snprintf(b, sizeof b, "%d", d->move[t][k]);
            gfx_text(g, GFX_BODY, r.x + x[1 + k], y, gfx_rgb(UI_INK), b);
        }
        snprintf(b, sizeof b, "x%d", d->defence[t] > 0 ? d->defence[t] : 1);
        gfx_text(g, GFX_BODY, r.x + x[4], y, gfx_rgb(UI_INK), b);
        gfx_text(g, GFX_BODY, r.x + x[5], y, gfx_rgb(UI_INK), d->blocks_los[t] ? "yes" : "no");
        y += 24;
    }
    y += 10;
    snprintf(note, sizeof note,
             "Tartar Wall: 8 MP from open ground, 6 from inside (%s), 1 along the "
             "top; x4 %s. Not cumulative: a hex gives its best multiplier only. On the map: buildings "
             "are brown blocks with their names, walls and barricades grey and brown chains, the "
             "hospital a red cross, victory hexes a star (large: primary) with a blue (Allied) or gold "
             "(Chinese) ring, fortifications a ring of sandbags, ruins rubble.",
             PST(v)->tartar_ramps ? "only at a ramp, a pale triangle: the option is on"
                                  : "from any hex beside it; ramps are pale triangles",
             PST(v)->tartar_shared ? "unless an attacker is on the Wall (the option is on)"
                                   : "unless every attacker is on the Wall");
    gfx_text_wrap(g, GFX_SMALL, (SDL_Rect){r.x, y, r.w, 120}, gfx_rgb(UI_MUTED), note);
}

int pkv_help_draw(pview *v, ui_app *a, gfx *g, SDL_Rect r)
{
    const ui_input *inp = ui_in(a);
    int close_it, total = 0;
    SDL_Rect content = helpdlg_panel(&v->help, a, g, r, "Siege at Peking: tables and rules", tab_name, NTABS,
                                     180, &close_it);

    if (inp->wheel && pkv_in_rect(content, inp->mx, inp->my)) {
        v->help.scroll -= inp->wheel * 40;
        if (v->help.scroll < 0)
            v->help.scroll = 0;
    }
    switch (v->help.tab) {
    case TAB_CRT: tab_crt(v, g, content); break;
    case TAB_TERRAIN: tab_terrain(v, g, content); break;
    case TAB_RULES1: total = text_list(g, content, rules1, (int)(sizeof rules1 / sizeof rules1[0]), v->help.scroll); break;
    case TAB_RULES2: total = text_list(g, content, rules2, (int)(sizeof rules2 / sizeof rules2[0]), v->help.scroll); break;
    case TAB_SCREEN: total = text_list(g, content, screen_help, (int)(sizeof screen_help / sizeof screen_help[0]), v->help.scroll); break;
    default: {
        /* the readings, each saying when this game plays its switch's side */
        static char on_text[NREADINGS][600];
        const char *t[NREADINGS];
        for (int i = 0; i < NREADINGS; i++) {
            t[i] = readings[i].text;
            if (switch_on(PST(v), readings[i].sw)) {
                snprintf(on_text[i], sizeof on_text[i], "%s The switch is on in this game.",
                         readings[i].text);
                t[i] = on_text[i];
            }
        }
        total = text_list(g, content, t, NREADINGS, v->help.scroll);
        break;
    }
    }
    /* a list longer than the panel (the readings at 1024x640): a bar says
     * so, and the wheel stops at its end */
    if (v->help.scroll > total - content.h + 10)
        v->help.scroll = total - content.h + 10 > 0 ? total - content.h + 10 : 0;
    helpdlg_scrollbar(a, g, content, total + 10, v->help.scroll);
    return close_it;
}
