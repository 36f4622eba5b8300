/* col_bot_setup: the computer players' decisions outside the card's
 * actions: which figure a casualty takes, where a new native group comes
 * on along its edge, and the defender's set-up (notes.md, Computer
 * players). */
#include <math.h>

#include "game.h"
#include "col_bot_local.h"

/* Casualties: the figure farthest from the enemy goes first. */
void col_bot_casualty_cands(const col_state *st, blist *b)
{
    vec2 c = { 0, 0 };
    int n = 0;

    for (int f = 0; f < st->nfig; f++)
        if (st->fig[f].used && st->grp[st->fig[f].group].side != st->cas_side) {
            c.x += st->fig[f].pos.x;
            c.y += st->fig[f].pos.y;
            n++;
        }
    if (n) {
        c.x /= n;
        c.y /= n;
    }
    for (int f = 0; f < st->nfig; f++)
        if (col_cas_candidate(st, f)) {
            col_action a = act(CA_CASUALTY, -1, -1);
            a.n = f;
            add(b, a, geom_dist(st->fig[f].pos, c));
        }
}

/* A band in a corner stands about 23" or more from the nearest squad. */
#define CORNER_REACH 23

/* A new group comes on along its edge. Normal: as near the middle of the
 * edge (the compound's side) as it fits. Hard: as far from the middle as
 * it fits, in the corners: the farthest from the defenders' rifles, where
 * a volley is least likely before the band can move, and where the bands
 * of two edges gather at one corner before they close (notes.md,
 * Computer levels: 6 to 12 points of the defender's wins in every
 * scenario). But once the relief column is sighted time is short, and a
 * defender whose squads have never fired at a corner's range (st->reach,
 * every volley is seen) would not shoot the band there either: it comes
 * on as Normal's do, nearer its goal. */
void col_bot_place_cands(const col_state *st, blist *b)
{
    double len = col_edge_len(st, st->pend_edge);
    double mid = st->pend_edge % 2 == 0 ? st->centre.x : st->centre.y;
    int hard = st->level[COL_ATT] == GAME_LEVEL_HARD &&
               !(st->sighted && st->reach < CORNER_REACH), found = 0;
    double step = len / 25.0;

    if (hard) {
        /* every place that fits (a finer step: as near the corner as it
         * goes), the farthest out first */
        for (int k = 0; k < 49; k++) {
            col_action a = act(CA_PLACE, -1, -1);
            a.x = len * (k + 0.5) / 49.0;
            if (col_place_ok(st, a.x, NULL, st->pend_size))
                add(b, a, fabs(a.x - mid));
        }
        return;
    }
    /* outward from the middle of the edge: the first few that fit */
    for (int k = 0; k <= 50 && found < 3; k++) {
        col_action a = act(CA_PLACE, -1, -1);
        a.x = mid + ((k + 1) / 2) * step * (k % 2 ? 1 : -1);
        if (a.x < 0 || a.x > len)
            continue;
        if (col_place_ok(st, a.x, NULL, st->pend_size)) {
            add(b, a, -fabs(a.x - mid));
            found++;
        }
    }
}

/* Set-up: every squad standing in the open goes into the free room of a
 * building nearest to it (hard cover; one squad a room), nearest pairs
 * first; a squad with no free room that fits keeps the scenario's place
 * (notes.md, Computer players). Ends with Done once no squad can move in. */
void col_bot_deploy_cands(const col_state *st, blist *b)
{
    int taken[COL_MAX_ROOM] = { 0 };

    for (int g = 0; g < COL_MAX_GROUP; g++) {
        int r;
        if (st->grp[g].used && st->grp[g].side == COL_DEF && (r = col_group_room(st, g)) >= 0)
            taken[r] = 1;
    }
    for (int g = 0; g < COL_MAX_GROUP; g++) {
        vec2 at;
        if (!st->grp[g].used || st->grp[g].kind != GK_SQUAD || st->grp[g].side != COL_DEF ||
            st->grp[g].mounted || col_group_room(st, g) >= 0)
            continue;
        at = st->fig[col_leader(st, g)].pos;
        for (int r = 0; r < st->nrooms; r++) {
            const col_room *rm = &st->room[r];
            col_action a = act(CA_DEPLOY, g, -1);
            a.n = -1;   /* the storey the rules choose */
            if (taken[r] || st->build[rm->building].burned)
                continue;
            a.x = (rm->lo.x + rm->hi.x) / 2;
            a.y = (rm->lo.y + rm->hi.y) / 2;
            add(b, a, 1000 - geom_dist(at, geom_v(a.x, a.y)));
        }
    }
    add(b, act(CA_END, -1, -1), 0);
}
