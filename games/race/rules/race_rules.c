/* race_rules: the turn of Race to the Legations. Phases and their order,
 * what each action may do (race_check) and what it does (race_do), the
 * tables of the rules with their dice modifiers, scouting from the
 * Rebellion pile, the game-log sentences and the dice tray, and the end
 * of the game. Choices where the rules are silent are listed in
 * scenarios/race/notes.md. */
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

int race_dist(const race_state *st, int a, int b)
{
    int dx = abs(st->cube[a][0] - st->cube[b][0]);
    int dz = abs(st->cube[a][1] - st->cube[b][1]);
    int dy = abs((st->cube[a][0] + st->cube[a][1]) - (st->cube[b][0] + st->cube[b][1]));

    return (dx + dy + dz) / 2;
}

/* Cell at cube (x, z), -1 off the map. */
static int cell_from_cube(const race_state *st, int x, int z)
{
    int col = x + 1, row = z + (x - (x & 1)) / 2 + 1;

    if (col < 1 || col > st->cols || row < 1 || row > st->rows)
        return -1;
    return (row - 1) * st->cols + (col - 1);
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
            m = cell_from_cube(st, x0 + dx, z0 + dz);
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

static int dir_between(const race_state *st, int a, int b)
{
    int d;

    for (d = 0; d < HEX_DIRS; d++)
        if (race_nb(st, a, d) == b)
            return d;
    return -1;
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

static const char *lab(const race_state *st, int cell, char *buf)
{
    return race_cell_label(st, cell, buf, 8);
}

static const char *unit_name(const race_state *st, int u, char *buf, size_t n)
{
    char h[8];
    const race_unit *p = &st->unit[u];

    snprintf(buf, n, "%s %s %s", nation_adj[p->nation],
             p->kind == RACE_ARTILLERY ? "artillery" : "troops",
             p->cell >= 0 ? lab(st, p->cell, h) : "(gone)");
    return buf;
}

/* ---- the dice tray ---------------------------------------------------- */

typedef struct mods {
    int sum;
    char text[80];
} mods;

static void mod_add(mods *m, int v, const char *why, const glog *log)
{
    size_t len;

    m->sum += v;
    if (!log)
        return;
    len = strlen(m->text);
    snprintf(m->text + len, sizeof m->text - len, "%s%+d %s", len ? ", " : "", v, why);
}

static race_roll *roll_d10(race_state *st, int kind, int nation, int unit,
                           int cell, const mods *m)
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
    /* what the die is for matters only to a player entering faces (fed
     * or strict dice); formatting it for every roll of a bot game was a
     * fifth of the simulator's time */
    if (st->dice.feed || st->dice.strict) {
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
    r->die = dice_d10(&st->dice);
    r->mod = m ? m->sum : 0;
    r->total = r->die + r->mod;
    if (m && m->text[0])
        snprintf(r->mods, sizeof r->mods, "%s", m->text);
    else
        r->mods[0] = 0;
    r->result[0] = 0;
    return r;
}

static void set_result(race_roll *r, const char *s)
{
    size_t n = strlen(s);

    if (n >= sizeof r->result)
        n = sizeof r->result - 1;
    memcpy(r->result, s, n);
    r->result[n] = 0;
}

/* "d10 4 +1 (Qing) = 5" */
static const char *roll_text(const race_roll *r, char *buf, size_t n)
{
    if (r->mods[0])
        snprintf(buf, n, "d10 %d %+d (%s) = %d", r->die, r->mod, r->mods, r->total);
    else
        snprintf(buf, n, "d10 %d %+d = %d", r->die, r->mod, r->total);
    return buf;
}

/* ---- changes to the board -------------------------------------------- */

static void end_game(race_state *st, int result, int winner, glog *log)
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
                 "the %s!", nation_names[winner], nation_names[winner]);
    else if (result == RACE_RES_SHARED)
        glog_add(log, "All four legation hexes are held: the legations are "
                 "relieved, a shared victory.");
    else
        glog_add(log, "The game ends without a result.");
}

static void check_victory(race_state *st, glog *log)
{
    int i, nat = -1, same = 1;

    if (st->result != RACE_RES_NONE)
        return;
    for (i = 0; i < RACE_LEGATION_HEXES; i++) {
        int u = st->cell[st->legation[i]].unit;
        if (u < 0)
            return;
        if (nat < 0)
            nat = st->unit[u].nation;
        else if (nat != st->unit[u].nation)
            same = 0;
    }
    end_game(st, same ? RACE_RES_TOTAL : RACE_RES_SHARED, same ? nat : -1, log);
}

static void place_unit(race_state *st, int u, int to)
{
    race_unit *p = &st->unit[u];

    st->cell[p->cell].unit = -1;
    st->cell[to].unit = (signed char)u;
    p->cell = (short)to;
}

static void kill_unit(race_state *st, int u, glog *log)
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
        end_game(st, RACE_RES_NORESULT, -1, log);
    }
}

static void remove_chinese(race_state *st, int c)
{
    deck_discard(&st->pile, st->cell[c].counter);
    st->cell[c].counter = RACE_C_NONE;
    st->cell[c].csup = 0;
    st->cell[c].ctried = 0;
    st->epoch++;
}

/* Draw a counter for every unscouted hex next to c. */
static void scout_around(race_state *st, int c, glog *log)
{
    char line[GLOG_LINE], h[8];
    size_t len = 0;
    int d;

    line[0] = 0;
    for (d = 0; d < HEX_DIRS; d++) {
        int m = race_nb(st, c, d), k;
        if (m < 0 || st->cell[m].scouted)
            continue;
        k = deck_draw(&st->pile, &st->dice.r, 1);
        st->cell[m].scouted = 1;
        st->epoch++;
        if (k == RACE_C_EMPTY)
            deck_discard(&st->pile, k);  /* empty areas go straight back */
        else if (k >= 0) {
            st->cell[m].counter = (signed char)k;
            st->cell[m].csup = 0;
            st->cell[m].ctried = 0;
        }
        if (log && len + 40 < sizeof line)
            len += (size_t)snprintf(line + len, sizeof line - len, "%s%s %s",
                                    len ? ", " : "", lab(st, m, h),
                                    k < 0 ? "nothing (pile spent)" :
                                    k == RACE_C_EMPTY ? "empty" :
                                    counter_names[k]);
    }
    if (log && len)
        glog_add(log, "Scouting round %s: %s", lab(st, c, h), line);
}

/* ---- turn flow -------------------------------------------------------- */

static int nation_playing(const race_state *st, int nation)
{
    int i;

    if (st->seat[nation] == RACE_SEAT_EMPTY)
        return 0;
    for (i = 0; i < st->nunits; i++)
        if (st->unit[i].alive && st->unit[i].nation == nation)
            return 1;
    return 0;
}

static void open_turn(race_state *st, int nation, glog *log)
{
    int i, n = st->cols * st->rows;

    st->active = nation;
    st->phase = RACE_PH_RALLY;
    st->pending = -1;
    st->rout = -1;
    /* a new army's turn starts with an empty dice tray (the game log
     * keeps every roll) */
    st->nroll = 0;
    st->rout_rest = 0;
    st->turns++;
    for (i = 0; i < st->nunits; i++) {
        race_unit *u = &st->unit[i];
        u->advance = 0;  /* an advance not taken lapses with its turn */
        if (u->nation != nation)
            continue;
        u->pinned = 0;
        u->rallied = u->fired = u->breach_tried = 0;
        u->rolled = u->steps = u->moved = u->fought = u->swapped = 0;
        u->mroll = 0;
        u->past = 0;
    }
    /* four cells a step: this sweeps the whole map every turn */
    for (i = 0; i + 4 <= n; i += 4) {
        st->cell[i].ctried = 0;
        st->cell[i + 1].ctried = 0;
        st->cell[i + 2].ctried = 0;
        st->cell[i + 3].ctried = 0;
    }
    for (; i < n; i++)
        st->cell[i].ctried = 0;
    if (log)
        glog_add(log, "Round %d: %s to move.", st->round, nation_names[nation]);
}

static void next_turn(race_state *st, glog *log)
{
    int pos, tries;

    for (pos = 0; pos < RACE_NATIONS; pos++)
        if (race_turn_order[pos] == st->active)
            break;
    for (tries = 0; tries < RACE_NATIONS; tries++) {
        pos++;
        if (pos == RACE_NATIONS) {
            pos = 0;
            st->round++;
            if (st->round > st->round_cap) {
                if (log)
                    glog_add(log, "Round %d reached: the relief has stalled.",
                             st->round_cap);
                end_game(st, RACE_RES_NORESULT, -1, log);
                return;
            }
        }
        if (nation_playing(st, race_turn_order[pos])) {
            open_turn(st, race_turn_order[pos], log);
            return;
        }
    }
    end_game(st, RACE_RES_NORESULT, -1, log);
}

static int any_rally(const race_state *st)
{
    int i;

    for (i = 0; i < st->nunits; i++) {
        const race_unit *u = &st->unit[i];
        if (u->alive && u->nation == st->active && u->sup && !u->rallied)
            return 1;
    }
    return 0;
}

static int can_fire(const race_state *st, const race_unit *u)
{
    return u->alive && u->nation == st->active && u->kind == RACE_ARTILLERY &&
           !u->sup && !u->no_ammo && !u->fired;
}

static int fire_targets(const race_state *st, int c, int *out)
{
    int around[64], n = cells_around(st, c, 3, around), i, k = 0;

    for (i = 0; i < n; i++) {
        const race_cell *t = &st->cell[around[i]];
        if (t->scouted && race_is_chinese(t->counter))
            out[k++] = around[i];
    }
    return k;
}

/* Is there a target for a battery at c? (fire_targets, stopping at the
 * first: this is asked after every shot.) */
static int any_target(const race_state *st, int c)
{
    int x0 = st->cube[c][0], z0 = st->cube[c][1], dx, dz;

    for (dx = -3; dx <= 3; dx++) {
        int lo = -3 > -dx - 3 ? -3 : -dx - 3, hi = 3 < -dx + 3 ? 3 : -dx + 3;
        for (dz = lo; dz <= hi; dz++) {
            int m = cell_from_cube(st, x0 + dx, z0 + dz);
            if (m >= 0 && m != c && st->cell[m].scouted && race_is_chinese(st->cell[m].counter))
                return 1;
        }
    }
    return 0;
}

static int any_fire(const race_state *st)
{
    int i;

    for (i = 0; i < st->nunits; i++)
        if (can_fire(st, &st->unit[i]) && any_target(st, st->unit[i].cell))
            return 1;
    return 0;
}

static int can_breach(const race_state *st, const race_unit *u)
{
    return u->alive && u->nation == st->active && !u->sup && !u->breach_tried;
}

static int breach_side(const race_state *st, int c, int d)
{
    return race_nb(st, c, d) >= 0 && race_closed(st, c, d);
}

static int any_breach(const race_state *st)
{
    int i, d;

    for (i = 0; i < st->nunits; i++) {
        const race_unit *u = &st->unit[i];
        if (!can_breach(st, u))
            continue;
        for (d = 0; d < HEX_DIRS; d++)
            if (breach_side(st, u->cell, d))
                return 1;
    }
    return 0;
}


/* Could the Chinese unit at c do anything if activated: shed a marker,
 * move to a free hex, or attack? */
static int chinese_can_act(const race_state *st, int c)
{
    int d, t[64];

    if (st->cell[c].csup)
        return 1;
    for (d = 0; d < HEX_DIRS; d++) {
        int m = race_nb(st, c, d);
        if (m >= 0 && !race_closed(st, c, d) && st->cell[m].scouted &&
            st->cell[m].counter == RACE_C_NONE && st->cell[m].unit < 0)
            return 1;
    }
    return race_rebel_targets(st, c, t) > 0;
}

/* May the Chinese unit at c still be stirred (untried, able to act)?
 * race_is_chinese as one unsigned compare: Qing, guns and Boxers are the
 * counters 0..2, none is -1. */
static int stirrable(const race_state *st, int c)
{
    _Static_assert(RACE_C_QING == 0 && RACE_C_QING_ART == 1 && RACE_C_BOXER == 2,
                   "the Chinese counters come first");
    return (unsigned char)st->cell[c].counter <= RACE_C_BOXER && !st->cell[c].ctried &&
           chinese_can_act(st, c);
}

/* The rebel phase is skipped when no Chinese unit could do anything.
 * This runs after every action of a rebel phase: the search starts at
 * the unit found last time (it usually still qualifies). */
static int any_activate(race_state *st)
{
    int i, n = st->cols * st->rows;

    int h = st->hint_cell >= 0 && st->hint_cell < n ? st->hint_cell : 0;

    if (st->pending >= 0)
        return 1;
    /* from the hint round the map: any unit found will do */
    for (i = h; i < n; i++)
        if (stirrable(st, i)) {
            st->hint_cell = i;
            return 1;
        }
    for (i = 0; i < h; i++)
        if (stirrable(st, i)) {
            st->hint_cell = i;
            return 1;
        }
    return 0;
}

/* Does a step of unit p from c into m move past a Chinese unit or another
 * nation's unit (one beside both hexes)? */
int race_moves_past(const race_state *st, const race_unit *p, int c, int m)
{
    int d = dir_between(st, c, m), k;

    if (d < 0)
        return 0;
    for (k = 1; k <= 5; k += 4) {
        int side = race_nb(st, c, (d + k) % HEX_DIRS), v;
        if (side < 0)
            continue;
        v = st->cell[side].unit;
        if (race_is_chinese(st->cell[side].counter) ||
            (v >= 0 && st->unit[v].nation != p->nation))
            return 1;
    }
    return 0;
}

static int roll_steps(int total)
{
    return total <= 2 ? 0 : total <= 7 ? 1 : 2;
}

/* The -1 for moving past is judged on the whole move: a later step that
 * moves past when no earlier one did takes the -1 off the roll after
 * the fact, and is refused if the roll then no longer reaches it. */
int race_late_past_ok(const race_state *st, const race_unit *p, int m)
{
    int used;

    if (!p->rolled || p->past || p->advance || !race_moves_past(st, p, p->cell, m))
        return 1;
    used = roll_steps(p->mroll) - p->steps;
    return roll_steps(p->mroll - 1) - used >= 1;
}

/* May this unit take a step now (ignoring where)? A unit that won a fight
 * may still take the hex it cleared (its advance), and nothing else. */
static int can_step(const race_state *st, const race_unit *u)
{
    if (!u->alive || u->nation != st->active || u->sup)
        return 0;
    if (u->advance)
        return 1;
    if (u->fought || u->swapped)
        return 0;
    if (u->kind == RACE_ARTILLERY && (u->fired || u->breach_tried))
        return 0;
    return !u->rolled || u->steps > 0;
}

/* Can a foreign unit step from c into m across side d? (Chinese units
 * there mean an attack.) */
static int enterable(const race_state *st, int c, int d)
{
    int m = race_nb(st, c, d);

    if (m < 0 || race_closed(st, c, d))
        return 0;
    return st->cell[m].scouted && st->cell[m].counter != RACE_C_IMPASSABLE &&
           st->cell[m].unit < 0;
}

/* Can unit u (which can_step) step across side d of its hex? */
static int step_ok(const race_state *st, const race_unit *u, int d)
{
    if (u->advance && d != u->advance - 1)
        return 0;
    return enterable(st, u->cell, d) && race_late_past_ok(st, u, race_nb(st, u->cell, d));
}

static int swap_ok(const race_state *st, const race_unit *h, const race_unit *s)
{
    int d;

    if (!h->alive || h->nation != st->active || h->sup || h->rolled ||
        h->fought || h->swapped || h->moved)
        return 0;
    if (h->kind == RACE_ARTILLERY && (h->fired || h->breach_tried))
        return 0;
    /* a unit that fought (or took any step or roll) has had its move:
     * "a unit cannot move after fighting" covers being swapped too */
    if (!s->alive || s->nation != h->nation || !s->sup || s->pinned ||
        s->swapped || s->moved || s->fought || s->rolled)
        return 0;
    if (s->kind == RACE_ARTILLERY && (s->fired || s->breach_tried))
        return 0;
    d = dir_between(st, h->cell, s->cell);
    return d >= 0 && !race_closed(st, h->cell, d);
}

/* May unit i of the active army step or use the reserve rule? */
static int unit_can_act(const race_state *st, int i)
{
    const race_unit *u = &st->unit[i];
    int d;

    if (!u->alive || u->nation != st->active)
        return 0;
    if (can_step(st, u))
        for (d = 0; d < HEX_DIRS; d++)
            if (step_ok(st, u, d))
                return 1;
    if (!u->sup && !u->rolled)
        for (d = 0; d < HEX_DIRS; d++) {
            int m = race_nb(st, u->cell, d), v;
            if (m >= 0 && (v = st->cell[m].unit) >= 0 && swap_ok(st, u, &st->unit[v]))
                return 1;
        }
    return 0;
}

/* Runs after every step: the search starts at the unit found last time. */
static int any_action(race_state *st)
{
    int i, h = st->hint_unit >= 0 && st->hint_unit < st->nunits ? st->hint_unit : 0;

    for (i = h; i < st->nunits; i++)
        if (unit_can_act(st, i)) {
            st->hint_unit = i;
            return 1;
        }
    for (i = 0; i < h; i++)
        if (unit_can_act(st, i)) {
            st->hint_unit = i;
            return 1;
        }
    return 0;
}

/* Is there anything to decide in this phase besides ending it? (It may
 * update the hints, nothing else.) */
static int phase_has_choice(race_state *st)
{
    if (st->rout >= 0)
        return 1;
    switch (st->phase) {
    case RACE_PH_RALLY: return any_rally(st);
    case RACE_PH_ARTILLERY: return any_fire(st);
    case RACE_PH_BREACH: return any_breach(st);
    case RACE_PH_REBEL: return any_activate(st);
    case RACE_PH_ACTION: return any_action(st);
    default: return 1;
    }
}

/* Skip phases with nothing to decide (and turns with nothing at all). */
static void settle(race_state *st, glog *log)
{
    while (st->result == RACE_RES_NONE && !phase_has_choice(st)) {
        if (st->phase == RACE_PH_ACTION) {
            next_turn(st, log);
            continue;
        }
        /* say why a phase a player may expect was passed over */
        if (log && st->phase == RACE_PH_BREACH)
            glog_add(log, "No %s unit stands at a wall it could breach: breach "
                     "phase skipped.", nation_adj[st->active]);
        else if (log && st->phase == RACE_PH_REBEL)
            glog_add(log, "No Chinese unit could move, attack or rally: rebel phase "
                     "skipped.");
        st->phase++;
    }
}

void race_begin(race_state *st, glog *log)
{
    int pos;

    for (pos = 0; pos < RACE_NATIONS; pos++)
        if (nation_playing(st, race_turn_order[pos]))
            break;
    if (pos == RACE_NATIONS) {
        end_game(st, RACE_RES_NORESULT, -1, log);
        return;
    }
    open_turn(st, race_turn_order[pos], log);
    settle(st, log);
}

/* ---- legality --------------------------------------------------------- */

static const char *unit_check(const race_state *st, int u)
{
    if (u < 0 || u >= st->nunits)
        return "There is no such unit.";
    if (!st->unit[u].alive)
        return "That unit has been destroyed.";
    if (st->unit[u].nation != st->active)
        return "That unit belongs to another nation.";
    return NULL;
}

static int valid_cell(const race_state *st, int c)
{
    return c >= 0 && c < st->cols * st->rows;
}

/* Rival units the Chinese unit at c may attack now. */
int race_rebel_targets(const race_state *st, int c, int *out)
{
    int k = 0, d, i, n, around[64], best = 99;

    if (st->cell[c].counter == RACE_C_QING_ART) {
        /* The guns aim at the closest foreign unit, whoever owns it (the
         * active player's own units are foreign units too); the active
         * player picks among the closest. */
        n = cells_around(st, c, 2, around);
        for (i = 0; i < n; i++)
            if (st->cell[around[i]].unit >= 0) {
                int dist = race_dist(st, c, around[i]);
                if (dist < best)
                    best = dist;
            }
        for (i = 0; i < n; i++) {
            int u = st->cell[around[i]].unit;
            if (u >= 0 && race_dist(st, c, around[i]) == best)
                out[k++] = around[i];
        }
        return k;
    }
    for (d = 0; d < HEX_DIRS; d++) {
        int m = race_nb(st, c, d), u;
        if (m < 0 || race_closed(st, c, d))
            continue;
        u = st->cell[m].unit;
        if (u >= 0)
            out[k++] = m;
    }
    return k;
}

static const char *check(const race_state *st, const race_action *a)
{
    const char *r;
    const race_unit *u;
    int i, d, t[64], n;

    if (st->result != RACE_RES_NONE)
        return "The game is over.";
    if (st->rout >= 0) {
        int to[HEX_DIRS], nr, i2;
        if (a->type != RACE_A_ROUT)
            return "First choose the hex the routed unit falls back to.";
        if (a->unit != st->rout)
            return "That unit is not the one routing.";
        nr = race_rout_hexes(st, a->unit, to);
        for (i2 = 0; i2 < nr; i2++)
            if (to[i2] == a->to)
                return NULL;
        return "A routed unit falls back one hex into a free, scouted hex that is "
               "no nearer the legation (never into it), with no wall between.";
    }
    if (a->type == RACE_A_ROUT)
        return "No unit is routing.";
    if (st->pending >= 0 && a->type != RACE_A_REBEL_MOVE &&
        a->type != RACE_A_REBEL_ATTACK && a->type != RACE_A_REBEL_HOLD)
        return "First give the activated Chinese unit its order.";
    switch (a->type) {
    case RACE_A_END_PHASE:
        return NULL;
    case RACE_A_RALLY:
        if (st->phase != RACE_PH_RALLY)
            return "Rallying happens in the rally phase.";
        if ((r = unit_check(st, a->unit)))
            return r;
        u = &st->unit[a->unit];
        if (!u->sup)
            return "That unit carries no suppression marker.";
        if (u->rallied)
            return "That unit has already rolled to rally this turn.";
        return NULL;
    case RACE_A_FIRE:
        if (st->phase != RACE_PH_ARTILLERY)
            return "Batteries fire in the artillery phase.";
        if ((r = unit_check(st, a->unit)))
            return r;
        u = &st->unit[a->unit];
        if (u->kind != RACE_ARTILLERY)
            return "Only a battery can fire; that unit is infantry.";
        if (u->sup)
            return "A battery with suppression markers is silent.";
        if (u->no_ammo)
            return "That battery has run out of shells for good.";
        if (u->fired)
            return "That battery has already fired this turn.";
        if (!valid_cell(st, a->to))
            return "There is no such hex.";
        if (!st->cell[a->to].scouted)
            return "A battery needs a scouted hex to aim at.";
        if (!race_is_chinese(st->cell[a->to].counter))
            return "There is no Chinese unit there.";
        d = race_dist(st, u->cell, a->to);
        if (d < 1 || d > 3)
            return "Out of range: batteries reach 3 hexes.";
        return NULL;
    case RACE_A_BREACH:
        if (st->phase != RACE_PH_BREACH)
            return "Breaching happens in the breach phase.";
        if ((r = unit_check(st, a->unit)))
            return r;
        u = &st->unit[a->unit];
        if (u->sup)
            return "A unit with suppression markers cannot work on a wall.";
        if (u->breach_tried)
            return "That unit has already tried to breach this turn.";
        if (a->dir < 0 || a->dir >= HEX_DIRS || !breach_side(st, u->cell, a->dir))
            return "There is no unbreached wall on that side of the unit's hex.";
        return NULL;
    case RACE_A_ACTIVATE:
        if (st->phase != RACE_PH_REBEL)
            return "Chinese units are activated only in the rebel phase.";
        if (!valid_cell(st, a->cell) || !race_is_chinese(st->cell[a->cell].counter))
            return "There is no Chinese unit there.";
        if (st->cell[a->cell].ctried)
            return "That Chinese unit has already been rolled for this turn.";
        return NULL;
    case RACE_A_REBEL_MOVE:
    case RACE_A_REBEL_ATTACK:
    case RACE_A_REBEL_HOLD:
        if (st->pending < 0 || a->cell != st->pending)
            return "That Chinese unit is not waiting for an order.";
        if (a->type == RACE_A_REBEL_HOLD)
            return NULL;
        if (a->type == RACE_A_REBEL_MOVE) {
            d = valid_cell(st, a->to) ? dir_between(st, a->cell, a->to) : -1;
            if (d < 0)
                return "A Chinese unit moves one hex at a time.";
            if (race_closed(st, a->cell, d))
                return "An unbreached wall is in the way.";
            if (!st->cell[a->to].scouted || st->cell[a->to].counter != RACE_C_NONE ||
                st->cell[a->to].unit >= 0)
                return "That hex is not free.";
            return NULL;
        }
        n = race_rebel_targets(st, a->cell, t);
        for (i = 0; i < n; i++)
            if (t[i] == a->to)
                return NULL;
        return st->cell[a->cell].counter == RACE_C_QING_ART
                   ? "Chinese artillery fires only at a closest foreign unit within "
                     "2 hexes."
                   : "Chinese units attack an adjacent foreign unit (no wall between).";
    case RACE_A_MOVE:
        if (st->phase != RACE_PH_ACTION)
            return "Movement happens in the action phase.";
        if ((r = unit_check(st, a->unit)))
            return r;
        u = &st->unit[a->unit];
        if (u->sup)
            return "A unit with suppression markers stays put.";
        if (u->advance && valid_cell(st, a->to) &&
            dir_between(st, u->cell, a->to) == u->advance - 1)
            return st->cell[a->to].unit >= 0
                       ? "Another unit is there, and units never share a hex."
                       : NULL;
        if (u->fought)
            return "That unit fought this turn and stays put after fighting.";
        if (u->swapped)
            return "That unit used the reserve rule this turn.";
        if (u->kind == RACE_ARTILLERY && (u->fired || u->breach_tried))
            return "A battery that fired or worked on a wall stays put this turn.";
        if (u->rolled && !u->steps)
            return "That unit has no movement left this turn.";
        d = valid_cell(st, a->to) ? dir_between(st, u->cell, a->to) : -1;
        if (d < 0)
            return "Units move one hex at a time.";
        if (race_closed(st, u->cell, d))
            return "An intact wall is in the way; breach it first.";
        if (!st->cell[a->to].scouted)
            return "That hex is still unknown; it must be scouted first.";
        if (st->cell[a->to].counter == RACE_C_IMPASSABLE)
            return "That hex is blocked (impassable).";
        if (st->cell[a->to].unit >= 0)
            return "Another unit is there, and units never share a hex.";
        if (!race_late_past_ok(st, u, a->to))
            return "That step moves past a Chinese or rival unit: the -1 counts for "
                   "the whole move, and with it the roll gives only one hex.";
        return NULL;
    case RACE_A_SWAP:
        if (st->phase != RACE_PH_ACTION)
            return "The reserve rule applies in the action phase.";
        if ((r = unit_check(st, a->unit)))
            return r;
        if ((r = unit_check(st, a->other)))
            return r;
        if (!swap_ok(st, &st->unit[a->unit], &st->unit[a->other]))
            return "Only a healthy unit that has not moved may trade places with "
                   "an adjacent suppressed unit that has not moved or fought this "
                   "turn (not pinned, no wall between).";
        return NULL;
    default:
        return "Unknown action.";
    }
}

int race_check(const race_state *st, const race_action *a, char *why, size_t n)
{
    const char *r = check(st, a);

    if (r && why && n)
        snprintf(why, n, "%s", r);
    return r == NULL;
}

/* ---- effects ---------------------------------------------------------- */

static int legation_dist(const race_state *st, int c)
{
    int i, best = 999;

    for (i = 0; i < RACE_LEGATION_HEXES; i++) {
        int x = race_dist(st, c, st->legation[i]);
        if (x < best)
            best = x;
    }
    return best;
}

/* A rout falls back: a free, scouted, open hex no nearer the legation
 * than the one the unit leaves, and never into the legation itself. */
int race_rout_hexes(const race_state *st, int u, int *out)
{
    const race_unit *p = &st->unit[u];
    int d, k = 0, here;

    if (u < 0 || u >= st->nunits || !p->alive)
        return 0;
    here = legation_dist(st, p->cell);
    for (d = 0; d < HEX_DIRS; d++) {
        int m = race_nb(st, p->cell, d);
        if (m < 0 || race_closed(st, p->cell, d) || !st->cell[m].scouted ||
            st->cell[m].counter != RACE_C_NONE || st->cell[m].unit >= 0 ||
            st->cell[m].terrain == RACE_LEGATION || legation_dist(st, m) < here)
            continue;
        out[k++] = m;
    }
    return k;
}

static void rout_to(race_state *st, int u, int to, glog *log)
{
    race_unit *p = &st->unit[u];
    char h1[8], h2[8], name[64];

    if (log)
        glog_add(log, "%s routs and falls back from %s to %s.",
                 unit_name(st, u, name, sizeof name), lab(st, p->cell, h1),
                 lab(st, to, h2));
    place_unit(st, u, to);
    scout_around(st, to, log);
}

/* A rout: with no room the unit stays (the rout roll removes no markers
 * either way); with one hex it goes there; with a choice its owner picks
 * (race_state.rout). */
static void rout(race_state *st, int u, glog *log)
{
    int to[HEX_DIRS], n = race_rout_hexes(st, u, to);
    char name[64];

    if (n == 0) {
        if (log)
            glog_add(log, "%s routs but has nowhere to fall back to: it stays.",
                     unit_name(st, u, name, sizeof name));
        return;
    }
    if (n == 1) {
        rout_to(st, u, to[0], log);
        return;
    }
    st->rout = u;
    if (log)
        glog_add(log, "%s routs: the %s choose the hex it falls back to.",
                 unit_name(st, u, name, sizeof name), nation_names[st->unit[u].nation]);
}

static void do_rally(race_state *st, int u, glog *log)
{
    race_unit *p = &st->unit[u];
    race_roll *r = roll_d10(st, RACE_ROLL_RALLY, p->nation, u, p->cell, NULL);
    char name[64], rt[96];

    p->rallied = 1;
    if (r->total <= 4) {
        p->sup = 0;
        set_result(r, "rallied: all markers off");
    } else if (r->total <= 7) {
        p->sup--;
        set_result(r, "one marker off");
    } else if (r->total <= 9) {
        p->pinned = 1;
        set_result(r, "pinned");
    } else {
        set_result(r, "routs");
    }
    if (log)
        glog_add(log, "%s rallies: %s: %s.", unit_name(st, u, name, sizeof name),
                 roll_text(r, rt, sizeof rt), r->result);
    if (r->total >= 10)
        rout(st, u, log);
}

static void do_fire(race_state *st, int u, int c, glog *log)
{
    race_unit *p = &st->unit[u];
    race_cell *t = &st->cell[c];
    int d = race_dist(st, p->cell, c), k, wall = 0, kind = t->counter;
    hex line[8];
    mods m;
    race_roll *r;
    char name[64], rt[160], h[8];

    memset(&m, 0, sizeof m);
    if (kind == RACE_C_QING || kind == RACE_C_QING_ART)
        mod_add(&m, 1, "Qing", log);
    if (d == 2)
        mod_add(&m, 1, "at 2 hexes", log);
    else if (d == 3)
        mod_add(&m, 2, "at 3 hexes", log);
    /* Behind a wall: the line of fire crosses an unbreached wall. */
    k = hex_line(hex_at(&st->grid, p->cell), hex_at(&st->grid, c), line, 8);
    for (d = 0; d + 1 < k && !wall; d++) {
        int a = hex_index(&st->grid, line[d]), b = hex_index(&st->grid, line[d + 1]);
        if (a >= 0 && b >= 0 && race_side_closed(st, a, b))
            wall = 1;
    }
    if (wall)
        mod_add(&m, 1, "behind a wall", log);
    r = roll_d10(st, RACE_ROLL_ARTILLERY, p->nation, u, c, &m);
    p->fired = 1;
    if (r->total <= 5) {
        set_result(r, "destroyed");
    } else if (r->total == 6) {
        p->no_ammo = 1;
        set_result(r, "out of ammunition");
    } else if (r->total <= 8) {
        set_result(r, "suppressed");
    } else {
        set_result(r, "unaffected");
    }
    if (log)
        glog_add(log, "%s fires at %s in %s: %s: %s.",
                 unit_name(st, u, name, sizeof name), counter_names[kind],
                 lab(st, c, h), roll_text(r, rt, sizeof rt), r->result);
    if (r->total <= 5)
        remove_chinese(st, c);
    else if (r->total == 7 || r->total == 8)
        t->csup++;
}

static void do_breach(race_state *st, int u, int dir, glog *log)
{
    race_unit *p = &st->unit[u];
    mods m;
    race_roll *r;
    char name[64], rt[128];
    static const char *const dn[HEX_DIRS] = { "N", "NE", "SE", "S", "SW", "NW" };

    memset(&m, 0, sizeof m);
    if (p->kind == RACE_ARTILLERY)
        mod_add(&m, 2, "artillery", log);
    r = roll_d10(st, RACE_ROLL_BREACH, p->nation, u, p->cell, &m);
    p->breach_tried = 1;
    if (r->total >= 6) {
        hex_side_set(&st->grid, hex_at(&st->grid, p->cell), dir, RACE_LAYER_BREACH, 1);
        st->epoch++;
        set_result(r, "wall breached");
    } else {
        set_result(r, "wall holds");
    }
    if (log)
        glog_add(log, "%s tries to breach the %s wall: %s: %s.",
                 unit_name(st, u, name, sizeof name), dn[dir],
                 roll_text(r, rt, sizeof rt), r->result);
}

/* The two combat rolls of every fight between the foreign unit u and the
 * Chinese unit in cell c: first what befalls the Chinese unit (+1 Qing, -1
 * per marker on it), then the foreign unit (+1 per marker on it, +1 facing
 * Qing artillery). The roll kinds say who attacked, for the dice tray. */
static void fight_rolls(race_state *st, int u, int c, int first, int nation,
                        int second, const char *markers, glog *log,
                        race_roll **a, race_roll **b)
{
    const race_cell *x = &st->cell[c];
    const race_unit *p = &st->unit[u];
    mods am, dm;

    memset(&am, 0, sizeof am);
    memset(&dm, 0, sizeof dm);
    if (x->counter == RACE_C_QING || x->counter == RACE_C_QING_ART)
        mod_add(&am, 1, "Qing", log);
    if (x->csup)
        mod_add(&am, -(int)x->csup, "its markers", log);
    *a = roll_d10(st, first, nation, u, c, &am);
    set_result(*a, (*a)->total <= 5 ? "destroyed" : (*a)->total <= 8 ? "suppressed"
                                                                       : "unaffected");
    if (p->sup)
        mod_add(&dm, p->sup, markers, log);
    if (x->counter == RACE_C_QING_ART)
        mod_add(&dm, 1, "Qing artillery", log);
    *b = roll_d10(st, second, nation, u, c, &dm);
    set_result(*b, (*b)->total <= 7 ? "unaffected" : (*b)->total <= 10 ? "suppressed"
                                                                         : "destroyed");
}

/* Carry out both rolls of a fight; 1 if the foreign unit was destroyed. */
static int fight_effects(race_state *st, int u, int c, const race_roll *a,
                         const race_roll *b, glog *log)
{
    race_cell *x = &st->cell[c];
    race_unit *p = &st->unit[u];

    if (a->total <= 5)
        remove_chinese(st, c);
    else if (a->total <= 8 && x->csup < 9)
        x->csup++;
    if (b->total >= 11) {
        kill_unit(st, u, log);
        return 1;
    }
    if (b->total >= 8 && p->sup < 9)
        p->sup++;
    return 0;
}

/* A Chinese attack (melee or artillery) on the foreign unit in cell t is
 * settled with the two combat rolls. Nobody changes hex. */
static void chinese_attack(race_state *st, int c, int t, glog *log)
{
    int kind = st->cell[c].counter, u = st->cell[t].unit;
    race_roll *a, *r;
    char name[64], ra[160], rt[160], h[8];

    fight_rolls(st, u, c, RACE_ROLL_CHINESE_LOSS, -1,
                kind == RACE_C_QING_ART ? RACE_ROLL_CHINESE_FIRE : RACE_ROLL_CHINESE_ATTACK,
                "target's markers", log, &a, &r);
    if (log)
        glog_add(log, "%s in %s %s %s: their loss %s: %s; %s: %s.", counter_names[kind],
                 lab(st, c, h), kind == RACE_C_QING_ART ? "fire at" : "attack",
                 unit_name(st, u, name, sizeof name), roll_text(a, ra, sizeof ra),
                 a->result, roll_text(r, rt, sizeof rt), r->result);
    fight_effects(st, u, c, a, r, log);
}

static void do_activate(race_state *st, int c, glog *log)
{
    race_cell *x = &st->cell[c];
    race_roll *r = roll_d10(st, RACE_ROLL_ACTIVATE, -1, -1, c, NULL);
    char h[8], rt[96];

    x->ctried = 1;
    if (r->total > 3) {
        set_result(r, "does not act");
    } else if (x->csup) {
        x->csup--;
        set_result(r, "removes a suppression marker");
    } else {
        st->pending = c;
        set_result(r, "activated");
    }
    if (log)
        glog_add(log, "The %s try to stir %s in %s: %s: %s.",
                 nation_names[st->active], counter_names[x->counter], lab(st, c, h),
                 roll_text(r, rt, sizeof rt), r->result);
}

static void do_rebel_move(race_state *st, int c, int to, glog *log)
{
    char h1[8], h2[8];

    st->cell[to].counter = st->cell[c].counter;
    st->cell[to].csup = st->cell[c].csup;
    st->cell[to].ctried = 1;
    st->cell[c].counter = RACE_C_NONE;
    st->cell[c].csup = 0;
    st->cell[c].ctried = 0;
    st->epoch++;
    if (log)
        glog_add(log, "%s move from %s to %s.", counter_names[st->cell[to].counter],
                 lab(st, c, h1), lab(st, to, h2));
}

/* A foreign unit tries to enter the Chinese unit's hex c: two rolls. */
static void combat(race_state *st, int u, int c, glog *log)
{
    race_unit *p = &st->unit[u];
    int kind = st->cell[c].counter;
    race_roll *a, *b;
    char name[64], ra[160], rb[160], h[8];

    fight_rolls(st, u, c, RACE_ROLL_ATTACK, p->nation, RACE_ROLL_DEFENCE,
                "own markers", log, &a, &b);
    if (log)
        glog_add(log, "%s attack %s in %s: %s: %s; defence %s: %s.",
                 unit_name(st, u, name, sizeof name), counter_names[kind],
                 lab(st, c, h), roll_text(a, ra, sizeof ra), a->result,
                 roll_text(b, rb, sizeof rb), b->result);
    p->fought = 1;
    p->steps = 0;
    if (fight_effects(st, u, c, a, b, log))
        return;
    if (a->total <= 5 && b->total <= 7) {
        /* It may take the hex (a "move" there) or stay: the player's call. */
        p->advance = (unsigned char)(1 + dir_between(st, p->cell, c));
        if (log)
            glog_add(log, "%s may advance into %s.", unit_name(st, u, name, sizeof name),
                     lab(st, c, h));
    }
}

static void do_move(race_state *st, int u, int to, glog *log)
{
    race_unit *p = &st->unit[u];
    char name[64], rt[160], h2[8];

    if (p->advance) {  /* taking the hex it cleared: no roll, no step */
        p->advance = 0;
        if (log)
            glog_add(log, "%s advances into %s.", unit_name(st, u, name, sizeof name),
                     lab(st, to, h2));
        place_unit(st, u, to);
        p->moved = 1;
        scout_around(st, to, log);
        return;
    }
    if (!p->rolled) {
        mods m;
        race_roll *r;

        memset(&m, 0, sizeof m);
        if (p->kind == RACE_ARTILLERY)
            mod_add(&m, -1, "artillery", log);
        if (p->nation == RACE_JAPANESE && p->kind == RACE_TROOPS)
            mod_add(&m, -1, "Japanese troops", log);
        if (p->nation == RACE_AMERICANS)
            mod_add(&m, 1, "Americans", log);
        /* Moving past: a Chinese or rival unit beside both the hex left
         * and the hex entered (later steps are judged as they come). */
        if (race_moves_past(st, p, p->cell, to)) {
            mod_add(&m, -1, "moving past", log);
            p->past = 1;
        }
        r = roll_d10(st, RACE_ROLL_MOVE, p->nation, u, p->cell, &m);
        p->rolled = 1;
        p->mroll = (signed char)r->total;
        p->steps = (unsigned char)roll_steps(r->total);
        set_result(r, p->steps == 0 ? "fails to move" :
                      p->steps == 1 ? "moves 1" : "moves 2");
        if (log)
            glog_add(log, "%s movement roll: %s: %s.",
                     unit_name(st, u, name, sizeof name),
                     roll_text(r, rt, sizeof rt), r->result);
        if (!p->steps)
            return;
    } else if (!p->past && race_moves_past(st, p, p->cell, to)) {
        int used = roll_steps(p->mroll) - p->steps;
        p->past = 1;
        p->mroll--;
        p->steps = (unsigned char)(roll_steps(p->mroll) - used);
        if (log)
            glog_add(log, "%s moves past a Chinese or rival unit: -1 on its "
                     "movement roll, now %d.", unit_name(st, u, name, sizeof name),
                     p->mroll);
    }
    p->steps--;
    if (race_is_chinese(st->cell[to].counter)) {
        combat(st, u, to, log);
        return;
    }
    if (log)
        glog_add(log, "%s moves to %s.", unit_name(st, u, name, sizeof name),
                 lab(st, to, h2));
    place_unit(st, u, to);
    p->moved = 1;
    scout_around(st, to, log);
}

static void do_swap(race_state *st, int u, int v, glog *log)
{
    race_unit *a = &st->unit[u], *b = &st->unit[v];
    int ca = a->cell, cb = b->cell;
    char n1[64], n2[64];

    if (log)
        glog_add(log, "Reserve: %s and %s trade places.",
                 unit_name(st, u, n1, sizeof n1), unit_name(st, v, n2, sizeof n2));
    st->cell[ca].unit = (signed char)v;
    st->cell[cb].unit = (signed char)u;
    a->cell = (short)cb;
    b->cell = (short)ca;
    a->swapped = b->swapped = 1;
    a->moved = b->moved = 1;
    a->rolled = 1;
    a->steps = 0;
    scout_around(st, cb, log);
    scout_around(st, ca, log);
}

static void end_phase(race_state *st, glog *log)
{
    int i;

    st->rout_rest = 0;
    if (st->phase == RACE_PH_RALLY)
        for (i = 0; i < st->nunits && st->result == RACE_RES_NONE; i++) {
            race_unit *u = &st->unit[i];
            if (u->alive && u->nation == st->active && u->sup && !u->rallied) {
                do_rally(st, i, log);
                if (st->rout >= 0) {  /* its owner picks; then the rest roll */
                    st->rout_rest = 1;
                    return;
                }
            }
        }
    if (st->result != RACE_RES_NONE)
        return;
    if (st->phase == RACE_PH_ACTION)
        next_turn(st, log);
    else
        st->phase++;
}

int race_do(race_state *st, const race_action *a, glog *log, char *why, size_t n)
{
    const char *r = check(st, a);

    if (r) {
        if (why && n)
            snprintf(why, n, "%s", r);
        return -1;
    }
    switch (a->type) {
    case RACE_A_END_PHASE: end_phase(st, log); break;
    case RACE_A_RALLY: do_rally(st, a->unit, log); break;
    case RACE_A_FIRE: do_fire(st, a->unit, a->to, log); break;
    case RACE_A_BREACH: do_breach(st, a->unit, a->dir, log); break;
    case RACE_A_ACTIVATE: do_activate(st, a->cell, log); break;
    case RACE_A_REBEL_MOVE:
        do_rebel_move(st, a->cell, a->to, log);
        st->pending = -1;
        break;
    case RACE_A_REBEL_ATTACK:
        st->pending = -1;
        chinese_attack(st, a->cell, a->to, log);
        break;
    case RACE_A_REBEL_HOLD:
        st->pending = -1;
        if (log) {
            char h[8];
            glog_add(log, "%s in %s hold.", counter_names[st->cell[a->cell].counter],
                     lab(st, a->cell, h));
        }
        break;
    case RACE_A_MOVE: do_move(st, a->unit, a->to, log); break;
    case RACE_A_SWAP: do_swap(st, a->unit, a->other, log); break;
    case RACE_A_ROUT:
        st->rout = -1;
        rout_to(st, a->unit, a->to, log);
        if (st->rout_rest)
            end_phase(st, log);
        break;
    default: break;
    }
    st->nactions++;
    check_victory(st, log);
    settle(st, log);
    return 0;
}

/* ---- listing legal actions ------------------------------------------- */

static int put(race_action *out, int k, int max, int type, int unit, int other,
               int cell, int to, int dir)
{
    if (k < max) {
        out[k].type = type;
        out[k].unit = unit;
        out[k].other = other;
        out[k].cell = cell;
        out[k].to = to;
        out[k].dir = dir;
    }
    return k + 1;
}

/* Actions of unit i (or of every unit when only < 0); k so far. */
static int unit_actions(const race_state *st, int only, race_action *out,
                        int k, int max)
{
    int i, d, j, t[64], n;

    for (i = 0; i < st->nunits; i++) {
        const race_unit *u = &st->unit[i];
        if (!u->alive || u->nation != st->active)
            continue;
        switch (st->phase) {
        case RACE_PH_RALLY:
            if (only >= 0 && i != only)
                break;
            if (u->sup && !u->rallied)
                k = put(out, k, max, RACE_A_RALLY, i, -1, -1, -1, -1);
            break;
        case RACE_PH_ARTILLERY:
            if ((only >= 0 && i != only) || !can_fire(st, u))
                break;
            n = fire_targets(st, u->cell, t);
            for (j = 0; j < n; j++)
                k = put(out, k, max, RACE_A_FIRE, i, -1, -1, t[j], -1);
            break;
        case RACE_PH_BREACH:
            if ((only >= 0 && i != only) || !can_breach(st, u))
                break;
            for (d = 0; d < HEX_DIRS; d++)
                if (breach_side(st, u->cell, d))
                    k = put(out, k, max, RACE_A_BREACH, i, -1, -1, -1, d);
            break;
        case RACE_PH_ACTION:
            if ((only < 0 || i == only) && can_step(st, u))
                for (d = 0; d < HEX_DIRS; d++)
                    if (step_ok(st, u, d))
                        k = put(out, k, max, RACE_A_MOVE, i, -1, -1,
                                race_nb(st, u->cell, d), -1);
            for (d = 0; d < HEX_DIRS; d++) {
                int m = race_nb(st, u->cell, d), v;
                if (m < 0 || (v = st->cell[m].unit) < 0)
                    continue;
                if ((only < 0 || i == only || v == only) &&
                    swap_ok(st, u, &st->unit[v]))
                    k = put(out, k, max, RACE_A_SWAP, i, v, -1, -1, -1);
            }
            break;
        default:
            break;
        }
    }
    return k;
}

int race_legal_actions(const race_state *st, race_action *out, int max)
{
    int k = 0, i, n, t[64];

    if (st->result != RACE_RES_NONE)
        return 0;
    if (st->rout >= 0) {
        int to[HEX_DIRS];
        n = race_rout_hexes(st, st->rout, to);
        for (i = 0; i < n; i++)
            k = put(out, k, max, RACE_A_ROUT, st->rout, -1, -1, to[i], -1);
        return k < max ? k : max;
    }
    if (st->pending >= 0) {
        int c = st->pending, d;
        for (d = 0; d < HEX_DIRS; d++) {
            int m = race_nb(st, c, d);
            if (m >= 0 && !race_closed(st, c, d) && st->cell[m].scouted &&
                st->cell[m].counter == RACE_C_NONE && st->cell[m].unit < 0)
                k = put(out, k, max, RACE_A_REBEL_MOVE, -1, -1, c, m, -1);
        }
        n = race_rebel_targets(st, c, t);
        for (i = 0; i < n; i++)
            k = put(out, k, max, RACE_A_REBEL_ATTACK, -1, -1, c, t[i], -1);
        k = put(out, k, max, RACE_A_REBEL_HOLD, -1, -1, c, -1, -1);
        return k < max ? k : max;
    }
    if (st->phase == RACE_PH_REBEL) {
        n = st->cols * st->rows;
        for (i = 0; i < n; i++)
            if (race_is_chinese(st->cell[i].counter) && !st->cell[i].ctried &&
                chinese_can_act(st, i))
                k = put(out, k, max, RACE_A_ACTIVATE, -1, -1, i, -1, -1);
    } else {
        k = unit_actions(st, -1, out, k, max);
    }
    k = put(out, k, max, RACE_A_END_PHASE, -1, -1, -1, -1, -1);
    return k < max ? k : max;
}

int race_unit_actions(const race_state *st, int unit, race_action *out, int max)
{
    int k;

    if (st->result != RACE_RES_NONE || st->pending >= 0 || st->rout >= 0 || unit < 0 ||
        unit >= st->nunits)
        return 0;
    k = unit_actions(st, unit, out, 0, max);
    return k < max ? k : max;
}

int race_lapsing_advances(const race_state *st, int *out, int max)
{
    int i, k = 0;

    if (st->result != RACE_RES_NONE || st->phase != RACE_PH_ACTION)
        return 0;
    for (i = 0; i < st->nunits; i++) {
        const race_unit *u = &st->unit[i];
        int y;
        if (!u->alive || u->nation != st->active || !u->advance)
            continue;
        y = race_nb(st, u->cell, u->advance - 1);
        if (y < 0 || st->cell[y].unit >= 0 || st->cell[y].counter != RACE_C_NONE)
            continue;
        if (out && k < max)
            out[k] = i;
        k++;
    }
    return k;
}
