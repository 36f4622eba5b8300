/* race_rally: the rally phase of Race to the Legations: each suppressed
 * unit's roll (all markers off, one off, pinned, or a rout) and the rout:
 * the hexes a routed unit may fall back to and its owner's choice. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "race_local.h"

int race_any_rally(const race_state *st)
{
    int i, lo, hi;

    race_active_span(st, &lo, &hi);
    for (i = lo; i < hi; i++) {
        const race_unit *u = &st->unit[i];
        if (u->alive && u->nation == st->active && u->sup && !u->rallied)
            return 1;
    }
    return 0;
}

/* May the active nation rally unit a->unit now? NULL, or why not. */
const char *race_check_rally(const race_state *st, const race_action *a)
{
    const char *r;
    const race_unit *u;

    if (st->phase != RACE_PH_RALLY)
        return "Rallying happens in the rally phase.";
    if ((r = race_unit_check(st, a->unit)))
        return r;
    u = &st->unit[a->unit];
    if (!u->sup)
        return "That unit carries no suppression marker.";
    if (u->rallied)
        return "That unit has already rolled to rally this turn.";
    return NULL;
}

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

void race_rout_to(race_state *st, int u, int to, glog *log)
{
    race_unit *p = &st->unit[u];
    char h1[8], h2[8], name[64];

    if (log)
        glog_add(log, "%s routs and falls back from %s to %s.",
                 race_unit_name(st, u, name, sizeof name), race_lab(st, p->cell, h1),
                 race_lab(st, to, h2));
    race_place_unit(st, u, to);
    race_scout_around(st, to, log);
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
                     race_unit_name(st, u, name, sizeof name));
        return;
    }
    if (n == 1) {
        race_rout_to(st, u, to[0], log);
        return;
    }
    st->rout = u;
    if (log)
        glog_add(log, "%s routs: the %s choose the hex it falls back to.",
                 race_unit_name(st, u, name, sizeof name), race_nation_name(st->unit[u].nation));
}

void race_do_rally(race_state *st, int u, glog *log)
{
    race_unit *p = &st->unit[u];
    race_roll *r = race_roll_d10(st, RACE_ROLL_RALLY, p->nation, u, p->cell, NULL);
    char name[64], rt[96];

    p->rallied = 1;
    if (r->total <= 4) {
        p->sup = 0;
        race_set_result(r, "rallied: all markers off");
    } else if (r->total <= 7) {
        p->sup--;
        race_set_result(r, "one marker off");
    } else if (r->total <= 9) {
        p->pinned = 1;
        race_set_result(r, "pinned");
    } else {
        race_set_result(r, "routs");
    }
    if (log)
        glog_add(log, "%s rallies: %s: %s.", race_unit_name(st, u, name, sizeof name),
                 race_roll_text(r, rt, sizeof rt), r->result);
    if (r->total >= 10)
        rout(st, u, log);
}
