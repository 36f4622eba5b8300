/* col_bot_shot: what a volley is worth to the computer players, in whole
 * kills (the chance of each total of the dice), and what a native
 * shooter standing where it stands could kill and be killed by. Shared by
 * the attacker's volleys and its search for a place to shoot from. */
#include <math.h>
#include <string.h>

#include "col_local.h"

/* the gap between the nearest figures of groups g and h */
double col_group_gap(const col_state *st, int g, int h)
{
    double best = 1e18;

    for (int f = 0; f < st->nfig; f++)
        if (st->fig[f].used && st->fig[f].group == g)
            for (int e = 0; e < st->nfig; e++)
                if (st->fig[e].used && st->fig[e].group == h &&
                    col_d2(st->fig[f].pos, st->fig[e].pos) < best)
                    best = col_d2(st->fig[f].pos, st->fig[e].pos);
    return sqrt(best);
}

/* E[min(cap, floor(sum of n D6 / div))]: kills come in whole figures, so
 * a small band's volley at hard cover is often none (3.5n/div overrates it) */
double col_exact_kills(int n, int div, int cap)
{
    static double pr[2][6 * 40 + 1];
    double e = 0;
    int cur = 0;

    if (n > 40)
        n = 40;
    memset(pr, 0, sizeof pr);
    pr[0][0] = 1;
    for (int i = 0; i < n; i++) {
        memset(pr[!cur], 0, sizeof pr[0]);
        for (int s = 0; s <= 6 * i; s++)
            if (pr[cur][s] > 0)
                for (int f = 1; f <= 6; f++)
                    pr[!cur][s + f] += pr[cur][s] / 6;
        cur = !cur;
    }
    for (int s = 0; s <= 6 * n; s++) {
        int k = s / div;
        e += pr[cur][s] * (k < cap ? k : cap);
    }
    return e;
}

/* What a native shooter (muskets, the field gun) standing where it stands
 * in st would kill with its best volley, and what the defenders who see
 * it would kill of it with theirs (the defender shoots the muskets first). */
double col_shot_value(const col_state *st, int g, double *threat)
{
    double best = 0, worst = 0;
    int n = col_fire_dice(st, g), cnt = col_count(st, g);

    for (int k = 0; k < COL_MAX_GROUP; k++) {
        int dv;
        if (!st->grp[k].used || st->grp[k].side != COL_DEF || col_count(st, k) == 0)
            continue;
        if (col_can_fire(st, g, k, NULL, 0) == 0) {
            double ek;
            dv = col_cover_of(st, k, g, 0);
            if (st->opt[CO_RANGE] && col_group_gap(st, g, k) >= 24)
                dv += 3;
            ek = col_exact_kills(n, dv, col_count(st, k));
            if (ek > best)
                best = ek;
        }
        if (threat && col_can_fire(st, k, g, NULL, 0) == 0) {
            double ek;
            dv = col_cover_of(st, g, k, 0);
            ek = col_exact_kills(col_fire_dice(st, k), dv, cnt);
            if (ek > worst)
                worst = ek;
        }
    }
    if (threat)
        *threat = worst;
    return best;
}
