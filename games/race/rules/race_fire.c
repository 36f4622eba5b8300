/* race_fire: the artillery phase of Race to the Legations: which
 * batteries may fire at what (scouted Chinese units 1 to 3 hexes away),
 * the shot's modifiers (Qing, range, a wall on the line of fire) and its
 * result. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "race_local.h"

int race_can_fire(const race_state *st, const race_unit *u)
{
    return u->alive && u->nation == st->active && u->kind == RACE_ARTILLERY &&
           !u->sup && !u->no_ammo && !u->fired;
}

int race_fire_targets(const race_state *st, int c, int *out)
{
    int around[64], n = race_cells_near(st, c, 3, around), i, k = 0;

    for (i = 0; i < n; i++) {
        const race_cell *t = &st->cell[around[i]];
        if (t->scouted && race_is_chinese(t->counter))
            out[k++] = around[i];
    }
    return k;
}

/* Is there a target for a battery at c? (fire_targets, stopping at the
 * first: this is asked after every shot.) A hex within 3 is within 3
 * rows and 3 columns, so the box of those is swept directly, the
 * distance asked only of a Chinese unit found in it. */
static int any_target(const race_state *st, int c)
{
    int row = c / st->cols, col = c % st->cols, r, k;
    int r0 = row > 3 ? row - 3 : 0, r1 = row + 3 < st->rows ? row + 3 : st->rows - 1;
    int c0 = col > 3 ? col - 3 : 0, c1 = col + 3 < st->cols ? col + 3 : st->cols - 1;

    for (r = r0; r <= r1; r++)
        for (k = r * st->cols + c0; k <= r * st->cols + c1; k++)
            if (race_is_chinese(st->cell[k].counter) && st->cell[k].scouted && k != c &&
                race_dist(st, c, k) <= 3)
                return 1;
    return 0;
}

int race_any_fire(const race_state *st)
{
    int i, lo, hi;

    race_active_span(st, &lo, &hi);
    for (i = lo; i < hi; i++)
        if (race_can_fire(st, &st->unit[i]) && any_target(st, st->unit[i].cell))
            return 1;
    return 0;
}

/* May battery a->unit fire at hex a->to now? NULL, or why not. */
const char *race_check_fire(const race_state *st, const race_action *a)
{
    const char *r;
    const race_unit *u;
    int d;

    if (st->phase != RACE_PH_ARTILLERY)
        return "Batteries fire in the artillery phase.";
    if ((r = race_unit_check(st, a->unit)))
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
    if (!race_valid_cell(st, a->to))
        return "There is no such hex.";
    if (!st->cell[a->to].scouted)
        return "A battery needs a scouted hex to aim at.";
    if (!race_is_chinese(st->cell[a->to].counter))
        return "There is no Chinese unit there.";
    d = race_dist(st, u->cell, a->to);
    if (d < 1 || d > 3)
        return "Out of range: batteries reach 3 hexes.";
    return NULL;
}

void race_do_fire(race_state *st, int u, int c, glog *log)
{
    race_unit *p = &st->unit[u];
    race_cell *t = &st->cell[c];
    int d = race_dist(st, p->cell, c), k, wall = 0, kind = t->counter;
    hex line[8];
    race_mods m;
    race_roll *r;
    char name[64], rt[160], h[8];

    race_mods_clear(&m);
    if (kind == RACE_C_QING || kind == RACE_C_QING_ART)
        race_mod_add(&m, 1, "Qing", log);
    if (d == 2)
        race_mod_add(&m, 1, "at 2 hexes", log);
    else if (d == 3)
        race_mod_add(&m, 2, "at 3 hexes", log);
    /* Behind a wall: the line of fire crosses an unbreached wall. */
    k = hex_line(hex_at(&st->grid, p->cell), hex_at(&st->grid, c), line, 8);
    for (d = 0; d + 1 < k && !wall; d++) {
        int a = hex_index(&st->grid, line[d]), b = hex_index(&st->grid, line[d + 1]);
        if (a >= 0 && b >= 0 && race_side_closed(st, a, b))
            wall = 1;
    }
    if (wall)
        race_mod_add(&m, 1, "behind a wall", log);
    r = race_roll_d10(st, RACE_ROLL_ARTILLERY, p->nation, u, c, &m);
    p->fired = 1;
    if (r->total <= 5) {
        race_set_result(r, "destroyed");
    } else if (r->total == 6) {
        p->no_ammo = 1;
        race_set_result(r, "out of ammunition");
    } else if (r->total <= 8) {
        race_set_result(r, "suppressed");
    } else {
        race_set_result(r, "unaffected");
    }
    if (log)
        glog_add(log, "%s fires at %s in %s: %s: %s.",
                 race_unit_name(st, u, name, sizeof name), race_counter_name(kind),
                 race_lab(st, c, h), race_roll_text(r, rt, sizeof rt), r->result);
    if (r->total <= 5)
        race_remove_chinese(st, c);
    else if (r->total == 7 || r->total == 8)
        t->csup++;
}
