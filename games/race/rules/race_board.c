/* race_board: what every phase of Race to the Legations shares: names,
 * distances and neighbours on the map, the log's names for hexes and
 * units, the dice tray (each die with its modifiers), the changes every
 * phase makes to the board (placing, destroying, scouting from the
 * Rebellion pile, the end of the game) and the two rolls of a fight. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "race_local.h"

const int race_turn_order[RACE_NATIONS] = {
    RACE_RUSSIANS, RACE_JAPANESE, RACE_AMERICANS, RACE_BRITISH
};

static const char *const nation_names[RACE_NATIONS] = {
    "British", "Russians", "Japanese", "Americans"
};
static const char *const nation_adj[RACE_NATIONS] = {
    "British", "Russian", "Japanese", "American"
};
static const char *const nation_ids[RACE_NATIONS] = {
    "british", "russians", "japanese", "americans"
};
static const char *const counter_names[RACE_COUNTER_KINDS] = {
    "Qing", "Qing artillery", "Boxers", "Empty area", "Impassable area"
};
static const char *const phase_names[] = {
    "Rally", "Artillery", "Breach", "Rebel", "Action", "Game over"
};

const char *race_nation_name(int nation)
{
    return nation >= 0 && nation < RACE_NATIONS ? nation_names[nation] : "?";
}

const char *race_nation_id(int nation)
{
    return nation >= 0 && nation < RACE_NATIONS ? nation_ids[nation] : "?";
}

const char *race_counter_name(int counter)
{
    return counter >= 0 && counter < RACE_COUNTER_KINDS ? counter_names[counter]
                                                        : "nothing";
}

const char *race_phase_name(int phase)
{
    return phase >= 0 && phase <= RACE_PH_OVER ? phase_names[phase] : "?";
}

const char *race_nation_adj(int nation)
{
    return nation >= 0 && nation < RACE_NATIONS ? nation_adj[nation] : "?";
}

int race_cell_at(const race_state *st, const char *label)
{
    hex h;

    if (!label || strlen(label) != 4 || !hex_parse(label, &h))
        return -1;
    return hex_index(&st->grid, h);
}

const char *race_cell_label(const race_state *st, int cell, char *buf, size_t n)
{
    if (cell < 0 || cell >= st->cols * st->rows)
        snprintf(buf, n, "----");
    else
        hex_label(hex_at(&st->grid, cell), buf, n);
    return buf;
}

/* Cells at distance 1..r of c (r <= 3); returns how many. */
static int cells_around(const race_state *st, int c, int r, int *out)
{
    int x0 = st->cube[c][0], z0 = st->cube[c][1], dx, dz, k = 0;

    for (dx = -r; dx <= r; dx++) {
        int lo = -r > -dx - r ? -r : -dx - r, hi = r < -dx + r ? r : -dx + r;
        for (dz = lo; dz <= hi; dz++) {
            int m;
            if (dx == 0 && dz == 0)
                continue;
            m = race_cell_from_cube(st, x0 + dx, z0 + dz);
            if (m >= 0)
                out[k++] = m;
        }
    }
    return k;
}

int race_cells_near(const race_state *st, int c, int r, int *out)
{
    return cells_around(st, c, r, out);
}

int race_side_closed(const race_state *st, int a, int b)
{
    int d;

    for (d = 0; d < HEX_DIRS; d++)
        if (race_nb(st, a, d) == b)
            return race_closed(st, a, d);
    return 0;
}

int race_legation_held(const race_state *st, int nation)
{
    int i, k = 0;

    for (i = 0; i < RACE_LEGATION_HEXES; i++) {
        int u = st->cell[st->legation[i]].unit;
        if (u >= 0 && st->unit[u].nation == nation)
            k++;
    }
    return k;
}

const char *race_result_name(const race_state *st)
{
    static const char *const total[RACE_NATIONS] = {
        "british-victory", "russian-victory", "japanese-victory", "american-victory"
    };

    switch (st->result) {
    case RACE_RES_TOTAL:
        return st->winner >= 0 && st->winner < RACE_NATIONS ? total[st->winner] : "";
    case RACE_RES_SHARED: return "shared-victory";
    case RACE_RES_NORESULT: return "no-result";
    default: return "";
    }
}

/* ---- names for the log ------------------------------------------------ */

const char *race_lab(const race_state *st, int cell, char *buf)
{
    return race_cell_label(st, cell, buf, 8);
}

const char *race_unit_name(const race_state *st, int u, char *buf, size_t n)
{
    char h[8];
    const race_unit *p = &st->unit[u];

    snprintf(buf, n, "%s %s %s", race_nation_adj(p->nation),
             p->kind == RACE_ARTILLERY ? "artillery" : "troops",
             p->cell >= 0 ? race_lab(st, p->cell, h) : "(gone)");
    return buf;
}

/* ---- the dice tray ---------------------------------------------------- */

void race_mod_text(race_mods *m, int v, const char *why)
{
    size_t len = strlen(m->text);

    snprintf(m->text + len, sizeof m->text - len, "%s%+d %s", len ? ", " : "", v, why);
}

/* What the die is for, for a player entering faces (fed or strict dice).
 * Apart, and never inlined: formatting it for every roll of a bot game
 * was a fifth of the simulator's time, and its locals made every roll
 * save and restore registers it does not need. */
static __attribute__((noinline)) void roll_purpose(race_state *st, int kind, int nation,
                                                   int unit, int cell)
{
    static const char *const what[] = {
        "rally", "artillery fire", "breach", "activation", "movement",
        "attack", "defence", "Chinese attack", "Chinese artillery fire",
        "Chinese attack (attacker's loss)" };
    char h[8];

    dice_for(&st->dice, "%s: %s at %s", what[kind % 10],
             nation >= 0 ? race_nation_name(nation) : "Chinese",
             race_cell_label(st, unit >= 0 && st->unit[unit].alive ?
                             st->unit[unit].cell : cell, h, sizeof h));
}

race_roll *race_roll_d10(race_state *st, int kind, int nation, int unit,
                         int cell, const race_mods *m)
{
    race_roll *r;

    if (st->roll_action != st->nactions) {
        st->nroll = 0;
        st->roll_action = st->nactions;
    }
    r = &st->roll[st->nroll < RACE_MAX_ROLLS ? st->nroll++ : RACE_MAX_ROLLS - 1];
    r->kind = kind;
    r->nation = nation;
    r->unit = unit;
    r->cell = cell;
    if (dice_feeding(&st->dice))
        roll_purpose(st, kind, nation, unit, cell);
    r->die = dice_quick_inline(&st->dice, 10);  /* (dice_d10, its call saved) */
    if (!r->die)
        r->die = dice_roll(&st->dice, 10);
    r->mod = m ? m->sum : 0;
    r->total = r->die + r->mod;
    if (m && m->text[0])
        snprintf(r->mods, sizeof r->mods, "%s", m->text);
    else
        r->mods[0] = 0;
    r->result[0] = 0;
    return r;
}

/* "d10 4 +1 (Qing) = 5" */
const char *race_roll_text(const race_roll *r, char *buf, size_t n)
{
    if (r->mods[0])
        snprintf(buf, n, "d10 %d %+d (%s) = %d", r->die, r->mod, r->mods, r->total);
    else
        snprintf(buf, n, "d10 %d %+d = %d", r->die, r->mod, r->total);
    return buf;
}

/* ---- changes to the board -------------------------------------------- */

void race_end_game(race_state *st, int result, int winner, glog *log)
{
    st->result = result;
    st->winner = winner;
    st->phase = RACE_PH_OVER;
    st->pending = -1;
    st->rout = -1;
    if (!log)
        return;
    if (result == RACE_RES_TOTAL)
        glog_add(log, "The %s hold all four legation hexes: total victory for "
                 "the %s!", race_nation_name(winner), race_nation_name(winner));
    else if (result == RACE_RES_SHARED)
        glog_add(log, "All four legation hexes are held: the legations are "
                 "relieved, a shared victory.");
    else
        glog_add(log, "The game ends without a result.");
}

void race_place_unit(race_state *st, int u, int to)
{
    race_unit *p = &st->unit[u];

    st->cell[p->cell].unit = -1;
    st->cell[to].unit = (signed char)u;
    p->cell = (short)to;
}

void race_kill_unit(race_state *st, int u, glog *log)
{
    race_unit *p = &st->unit[u];
    int i, alive = 0;

    st->cell[p->cell].unit = -1;
    p->cell = -1;
    p->alive = 0;
    p->sup = 0;
    p->steps = 0;
    for (i = 0; i < st->nunits; i++)
        alive += st->unit[i].alive;
    /* With fewer than four units left the legation can never be filled. */
    if (alive < RACE_LEGATION_HEXES && st->result == RACE_RES_NONE) {
        if (log)
            glog_add(log, "Fewer than four foreign units remain: the legations "
                     "cannot be relieved.");
        race_end_game(st, RACE_RES_NORESULT, -1, log);
    }
}

void race_remove_chinese(race_state *st, int c)
{
    deck_discard(&st->pile, st->cell[c].counter);
    st->cell[c].counter = RACE_C_NONE;
    st->cell[c].csup = 0;
    st->cell[c].ctried = 0;
    race_chinese_sync(st, c);
    st->epoch++;
}

void race_chinese_rebuild(race_state *st)
{
    int i, n = st->cols * st->rows;

    memset(st->chinese, 0, sizeof st->chinese);
    memset(st->tried, 0, sizeof st->tried);
    for (i = 0; i < n; i++) {
        race_chinese_sync(st, i);
        if (st->cell[i].ctried)
            st->tried[i >> 6] |= (uint64_t)1 << (i & 63);
    }
}

/* Draw a counter for every unscouted hex next to c (in side order). */
void race_scout_draw(race_state *st, int c, glog *log)
{
    char line[GLOG_LINE], h[8];
    size_t len = 0;
    int d;

    line[0] = 0;
    for (d = 0; d < HEX_DIRS; d++) {
        int m = race_nb(st, c, d), k;
        if (m < 0 || st->cell[m].scouted)
            continue;
        if (st->dice.blind && dice_feeding(&st->dice))
            dice_for(&st->dice, "the counter drawn for %s", race_lab(st, m, h));
        k = deck_draw_dice(&st->pile, &st->dice, 1);
        st->cell[m].scouted = 1;
        st->epoch++;
        if (k == RACE_C_EMPTY)
            deck_discard(&st->pile, k);  /* empty areas go straight back */
        else if (k >= 0) {
            st->cell[m].counter = (signed char)k;
            st->cell[m].csup = 0;
            st->cell[m].ctried = 0;
            race_chinese_sync(st, m);
        }
        if (log && len + 40 < sizeof line)
            len += (size_t)snprintf(line + len, sizeof line - len, "%s%s %s",
                                    len ? ", " : "", race_lab(st, m, h),
                                    k < 0 ? "nothing (pile spent)" :
                                    k == RACE_C_EMPTY ? "empty" :
                                    race_counter_name(k));
    }
    if (log && len)
        glog_add(log, "Scouting round %s: %s", race_lab(st, c, h), line);
}

/* ---- fights and checks every phase uses ------------------------------ */

/* The two combat rolls of every fight between the foreign unit u and the
 * Chinese unit in cell c: first what befalls the Chinese unit (+1 Qing, -1
 * per marker on it), then the foreign unit (+1 per marker on it, +1 facing
 * Qing artillery). The roll kinds say who attacked, for the dice tray. */
void race_fight_rolls(race_state *st, int u, int c, int first, int nation,
                      int second, const char *markers, glog *log,
                      race_roll **a, race_roll **b)
{
    const race_cell *x = &st->cell[c];
    const race_unit *p = &st->unit[u];
    race_mods am, dm;

    race_mods_clear(&am);
    race_mods_clear(&dm);
    if (x->counter == RACE_C_QING || x->counter == RACE_C_QING_ART)
        race_mod_add(&am, 1, "Qing", log);
    if (x->csup)
        race_mod_add(&am, -(int)x->csup, "its markers", log);
    *a = race_roll_d10(st, first, nation, u, c, &am);
    race_set_result(*a, (*a)->total <= 5 ? "destroyed" : (*a)->total <= 8 ? "suppressed"
                                                                       : "unaffected");
    if (p->sup)
        race_mod_add(&dm, p->sup, markers, log);
    if (x->counter == RACE_C_QING_ART)
        race_mod_add(&dm, 1, "Qing artillery", log);
    *b = race_roll_d10(st, second, nation, u, c, &dm);
    race_set_result(*b, (*b)->total <= 7 ? "unaffected" : (*b)->total <= 10 ? "suppressed"
                                                                         : "destroyed");
}

/* Carry out both rolls of a fight; 1 if the foreign unit was destroyed. */
int race_fight_effects(race_state *st, int u, int c, const race_roll *a,
                       const race_roll *b, glog *log)
{
    race_cell *x = &st->cell[c];
    race_unit *p = &st->unit[u];

    if (a->total <= 5)
        race_remove_chinese(st, c);
    else if (a->total <= 8 && x->csup < 9)
        x->csup++;
    if (b->total >= 11) {
        race_kill_unit(st, u, log);
        return 1;
    }
    if (b->total >= 8 && p->sup < 9)
        p->sup++;
    return 0;
}

const char *race_unit_check(const race_state *st, int u)
{
    if (u < 0 || u >= st->nunits)
        return "There is no such unit.";
    if (!st->unit[u].alive)
        return "That unit has been destroyed.";
    if (st->unit[u].nation != st->active)
        return "That unit belongs to another nation.";
    return NULL;
}

int race_valid_cell(const race_state *st, int c)
{
    return c >= 0 && c < st->cols * st->rows;
}
