/* col_fight: line of sight and cover, shooting (a D6 a figure, kills per
 * 6 / 9 / 12, the range rule, guns at 8 dice less 2 a lost crewman,
 * ammunition), casualties chosen by their owner with officers last, native
 * morale and fanatics, and melee (simultaneous sums, morale before the
 * result, who lost falls back, the winner takes the position). */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "col_local.h"

int col_is_gun(const col_state *st, int g)
{
    const col_group *gr = &st->grp[g];
    return gr->kind == GK_GUN || (gr->type >= 0 && st->type[gr->type].gun);
}

/* the point a group is seen at or shoots from (its officer; a gun's piece) */
static vec2 anchor(const col_state *st, int g)
{
    int l = col_leader(st, g);
    if (col_is_gun(st, g) || l < 0)
        return st->grp[g].gun;
    return st->fig[l].pos;
}

static int high_wall_between(const col_state *st, vec2 a, vec2 b)
{
    for (int w = 0; w < st->nwalls; w++) {
        const col_wall *wl = &st->wall[w];
        if (!wl->intact || !wl->high)
            continue;
        for (int k = 0; k + 1 < wl->n; k++) {
            if (!geom_seg_intersect(a, b, wl->pt[k], wl->pt[k + 1]))
                continue;
            /* a figure at the wall fires over it from its step */
            if (geom_dist_to_seg(a, wl->pt[k], wl->pt[k + 1]) < 1.3 ||
                geom_dist_to_seg(b, wl->pt[k], wl->pt[k + 1]) < 1.3)
                continue;
            return 1;
        }
    }
    return 0;
}

/* Line of sight from group fg to group tg: the defender from its officer
 * to any target figure, the attacker from any figure to the target's
 * officer; friends of the firer (not in its group) block. */
int col_los(const col_state *st, int fg, int tg)
{
    table_piece pcs[COL_MAX_FIG];
    int np = 0, side = st->grp[fg].side, upper = st->grp[fg].floor > 0 || st->grp[tg].floor > 0;
    unsigned mask = (1u << TK_HOUSE) | (1u << TK_WOODS);
    vec2 from[16], to[16];
    int nf = 0, nt = 0;

    for (int f = 0; f < st->nfig; f++) {
        const col_fig *x = &st->fig[f];
        if (!x->used || x->group == fg || x->group == tg || st->grp[x->group].side != side)
            continue;
        /* the whole base, and the touch between two bases of a rank, so
         * no shot passes between them ("friendly forces cannot be fired
         * through"); games of the first edition: 0.8" discs, as then */
        double w = st->edition >= 2 ? COL_BASE + COL_TOUCH : COL_BASE * 0.8;
        memset(&pcs[np], 0, sizeof pcs[np]);
        pcs[np].pos = x->pos;
        pcs[np].width = w;
        pcs[np].depth = w;
        pcs[np].round = 1;
        np++;
    }
    if (side == COL_DEF) {
        from[nf++] = anchor(st, fg);
        for (int f = 0; f < st->nfig && nt < 16; f++)
            if (st->fig[f].used && st->fig[f].group == tg)
                to[nt++] = st->fig[f].pos;
        if (col_is_gun(st, tg))
            to[nt++ % 16] = st->grp[tg].gun;
    } else {
        to[nt++] = anchor(st, tg);
        for (int f = 0; f < st->nfig && nf < 16; f++)
            if (st->fig[f].used && st->fig[f].group == fg)
                from[nf++] = st->fig[f].pos;
        if (col_is_gun(st, fg))
            from[0] = st->grp[fg].gun;
    }
    for (int i = 0; i < nf; i++)
        for (int j = 0; j < nt; j++) {
            if (!upper && high_wall_between(st, from[i], to[j]))
                continue;
            if (table_los(&st->tab, from[i], to[j], mask, pcs, np, -1, -1, NULL))
                return 1;
        }
    return 0;
}

static int fig_cover(const col_state *st, vec2 p, vec2 from, int floor)
{
    unsigned k;
    int r = col_room_at(st, p);

    if (r >= 0) {
        const col_build *b = &st->build[st->room[r].building];
        return b->roof && floor == b->floors + 1 ? COVER_SOFT : COVER_HARD;
    }
    k = table_kinds_at(&st->tab, p);
    if (k & ((1u << TK_WOODS) | (1u << TK_ROCK)))
        return COVER_HARD;
    for (int w = 0; w < st->nwalls; w++) {
        const col_wall *wl = &st->wall[w];
        if (!wl->intact)
            continue;
        for (int s = 0; s + 1 < wl->n; s++)
            if (geom_seg_intersect(from, p, wl->pt[s], wl->pt[s + 1]) &&
                geom_dist_to_seg(p, wl->pt[s], wl->pt[s + 1]) < 2.0)
                return COVER_HARD;
    }
    if (k & (1u << TK_BRUSH))
        return COVER_SOFT;
    return COVER_OPEN;
}

/* The cover most of tg's figures have against fire from fg (ties: the better). */
int col_cover_of(const col_state *st, int tg, int fg, int melee)
{
    int c[3] = { 0, 0, 0 };
    vec2 from = anchor(st, fg);

    if (melee)
        return st->grp[tg].mcover;
    for (int f = 0; f < st->nfig; f++) {
        int v;
        if (!st->fig[f].used || st->fig[f].group != tg)
            continue;
        v = fig_cover(st, st->fig[f].pos, from, st->grp[tg].floor);
        c[v == COVER_OPEN ? 0 : v == COVER_SOFT ? 1 : 2]++;
    }
    if (c[2] >= c[1] && c[2] >= c[0] && c[2] > 0)
        return COVER_HARD;
    if (c[1] >= c[0] && c[1] > 0)
        return COVER_SOFT;
    return COVER_OPEN;
}

/* The hidden-ammunition option: the umpire tells the defender when the
 * rifle supply gets low, read as a quarter of the counters the game began
 * with or fewer (5 of 20). */
static int ammo_low_at(const col_state *st, int rifle)
{
    return rifle * 4 <= st->rifle0;
}

int col_ammo_low(const col_state *st)
{
    if (st->hidden_removed < 0)   /* the count is the host's: its word */
        return st->ammo_low_told;
    return ammo_low_at(st, st->rifle);
}

int col_rifle_seen(const col_state *st)
{
    int n = st->rifle;

    if (!st->opt[CO_HIDDEN_AMMO])
        return n;
    if (st->hidden_removed > 0)
        n += st->hidden_removed;
    if (col_ammo_low(st) && !ammo_low_at(st, n))
        n = st->rifle0 / 4;
    return n;
}

/* With hidden ammunition, what the umpire says as a squad fires: 1 a
 * shot, 2 a shot and the warning that the supply is low, 3 a click (none
 * left). Chance to a state that does not know the count (one built from a
 * public position: the host's word comes fed); known here, it is drawn
 * as the one outcome it is, with no rng. */
static int umpire_word(col_state *st)
{
    int word = st->rifle == 0 ? 3 :
               ammo_low_at(st, st->rifle - 1) && !ammo_low_at(st, st->rifle) ? 2 : 1;

    if (st->dice.blind && dice_feeding(&st->dice))
        dice_for(&st->dice, "the umpire's word on the rifle ammunition");
    return dice_draw(&st->dice, 3, word);
}

int col_kills(int total, int cover, int long_range)
{
    return total / (cover + (long_range ? 3 : 0));
}

int col_fire_dice(const col_state *st, int g)
{
    const col_group *gr = &st->grp[g];
    int n = col_count(st, g);

    if (col_is_gun(st, g)) {
        int d = 8 - 2 * (gr->crew0 - n);
        return n > 0 && d > 0 ? d : 0;
    }
    if (gr->side == COL_ATT && !st->type[gr->type].shoots)
        return 0;
    return n;
}

static double range_of(const col_state *st, int g, int h)
{
    double best = 1e9;
    vec2 a = anchor(st, g);

    if (st->grp[g].side == COL_ATT) {
        vec2 b = anchor(st, h);
        for (int f = 0; f < st->nfig; f++)
            if (st->fig[f].used && st->fig[f].group == g && geom_dist(st->fig[f].pos, b) < best)
                best = geom_dist(st->fig[f].pos, b);
        return best < 1e9 ? best : geom_dist(a, b);
    }
    for (int f = 0; f < st->nfig; f++)
        if (st->fig[f].used && st->fig[f].group == h && geom_dist(a, st->fig[f].pos) < best)
            best = geom_dist(a, st->fig[f].pos);
    return best;
}

int col_can_fire(const col_state *st, int g, int h, char *why, size_t n)
{
    const col_group *gr = &st->grp[g], *hr = &st->grp[h];

    if (gr->melee >= 0)
        return col_refuse(why, n, "%s is fighting hand to hand.", gr->name);
    if (!hr->used || hr->side == gr->side || col_count(st, h) == 0)
        return col_refuse(why, n, "Shoot at an enemy group with figures.");
    if (hr->melee >= 0)
        return col_refuse(why, n, "%s is in a melee: no one may fire into it.", hr->name);
    if (col_fire_dice(st, g) == 0)
        return col_refuse(why, n, "%s cannot shoot.", gr->name);
    if (gr->kind == GK_SQUAD && st->rifle == 0 && !st->opt[CO_HIDDEN_AMMO])
        return col_refuse(why, n, "No rifle ammunition is left.");
    if (gr->kind == GK_GUN && st->gunammo == 0)
        return col_refuse(why, n, "The gun has no ammunition left.");
    if (col_is_gun(st, g)) {
        table_piece p = { gr->gun, gr->facing, COL_BASE, COL_BASE, 1 };
        int in = 0;
        for (int f = 0; f < st->nfig && !in; f++)
            in = st->fig[f].used && st->fig[f].group == h &&
                 geom_in_arc(p.pos, gr->facing, 90, st->fig[f].pos);
        if (!in)
            return col_refuse(why, n, "%s is outside the gun's arc (45 degrees either side).",
                              hr->name);
    }
    if (!col_los(st, g, h))
        return col_refuse(why, n, "%s cannot see %s.", gr->name, hr->name);
    return 0;
}

int col_do_fire(col_state *st, int g, int h, glog *log, char *why, size_t n)
{
    col_group *gr = &st->grp[g];
    int nd, sum = 0, cover, lr, kills, word = 1;

    if (col_can_fire(st, g, h, why, n) < 0)
        return -1;
    if (gr->kind == GK_SQUAD && st->opt[CO_HIDDEN_AMMO])
        word = umpire_word(st);
    if (gr->kind == GK_SQUAD && (st->rifle == 0 || word == 3)) {
        glog_add(log, "%s pulls the triggers: click. Not a round left.", gr->name);
        return 0;
    }
    nd = col_fire_dice(st, g);
    dice_for(&st->dice, "%s fires: %d dice", gr->name, nd);
    for (int i = 0; i < nd; i++)
        sum += dice_d6(&st->dice);
    cover = col_cover_of(st, h, g, 0);
    lr = st->opt[CO_RANGE] && range_of(st, g, h) >= 24;
    kills = col_kills(sum, cover, lr);
    if (gr->kind == GK_SQUAD) {
        int r = (int)range_of(st, g, h);
        if (gr->side == COL_DEF && r > st->reach)
            st->reach = r;
        st->rifle--;
        if (st->opt[CO_HIDDEN_AMMO]) {
            glog_add(log, "A spent round rattles into the tin.");
            /* the umpire's word: told once, as the supply falls to a quarter */
            if (word == 2) {
                glog_add(log, "The quartermaster warns: rifle ammunition is running low.");
                st->ammo_low_told = 1;
            }
        }
    } else if (gr->kind == GK_GUN) {
        st->gunammo--;
    }
    if (gr->side == COL_ATT && col_is_gun(st, g))
        gr->fired = 1;
    {
        /* a total worth more kills than the group has figures kills them
         * all: the log tells the figures that fall */
        int c = col_count(st, h);
        /* a gun is one piece: "the Colt fires", a squad or band "fire" */
        glog_add(log, "%s %s at %s: %d dice total %d, %s cover%s (per %d): %d killed%s.",
                 gr->name, col_is_gun(st, g) ? "fires" : "fire", st->grp[h].name, nd, sum,
                 cover == COVER_OPEN ? "no" : cover == COVER_SOFT ? "soft" : "hard",
                 lr ? ", long range" : "", cover + (lr ? 3 : 0), kills < c ? kills : c,
                 kills >= c && c > 0 ? ", all of them" : "");
        col_start_casualties(st, st->grp[h].side, h, -1, kills < c ? kills : c, THEN_SHOT, log);
    }
    return 0;
}

/* ---- casualties ------------------------------------------------------- */

static int in_scope(const col_state *st, int f)
{
    const col_fig *x = &st->fig[f];

    if (!x->used)
        return 0;
    if (st->cas_group >= 0)
        return x->group == st->cas_group;
    return st->grp[x->group].melee == st->cas_melee && st->grp[x->group].side == st->cas_side;
}

int col_cas_candidate(const col_state *st, int f)
{
    if (f < 0 || f >= st->nfig || !in_scope(st, f))
        return 0;
    if (st->fig[f].officer)   /* officers last */
        for (int o = 0; o < st->nfig; o++)
            if (o != f && st->fig[o].used && st->fig[o].group == st->fig[f].group)
                return 0;
    return 1;
}

static void cas_done(col_state *st, glog *log);

void col_start_casualties(col_state *st, int side, int group, int melee, int count,
                          int then, glog *log)
{
    int scope = 0;

    st->cas_side = side;
    st->cas_group = group;
    st->cas_melee = melee;
    st->cas_then = then;
    st->cas_count = count;
    st->cas_left = count;
    for (int f = 0; f < st->nfig; f++)
        scope += in_scope(st, f);
    if (count >= scope) {   /* no choice: all of them */
        for (int f = 0; f < st->nfig; f++)
            if (in_scope(st, f))
                col_kill_fig(st, f);
        st->cas_left = 0;
    }
    if (st->cas_left == 0) {
        cas_done(st, log);
        return;
    }
    st->dec = DEC_CASUALTY;
}

void col_take_casualty(col_state *st, int f, glog *log)
{
    col_kill_fig(st, f);
    if (--st->cas_left == 0) {
        st->dec = DEC_NONE;
        cas_done(st, log);
    }
}

int col_morale(col_state *st, int casualties, int *roll)
{
    dice_for(&st->dice, "morale: above %d (6 always passes)", casualties);
    *roll = dice_d6(&st->dice);
    return *roll == 6 || *roll > casualties;
}

/* groups with no figure left go, but a gun stands without its crew (in
 * the first edition the natives' field gun went with its last man) */
static void drop_empty(col_state *st)
{
    for (int g = 0; g < COL_MAX_GROUP; g++)
        if (st->grp[g].used && col_count(st, g) == 0 &&
            !(st->edition >= 2 ? col_is_gun(st, g) : st->grp[g].kind == GK_GUN))
            st->grp[g].used = 0;
}

void col_gun_contact(col_state *st, glog *log)
{
    /* contact as a move measures it next to an enemy figure (col_move.c) */
    double r2 = (COL_BASE + 0.2) * (COL_BASE + 0.2);

    for (int g = 0; g < COL_MAX_GROUP; g++) {
        const col_group *gr = &st->grp[g];
        if (!gr->used || gr->side != COL_ATT || !col_is_gun(st, g) || col_count(st, g) > 0)
            continue;
        for (int f = 0; f < st->nfig; f++)
            if (st->fig[f].used && st->grp[st->fig[f].group].side == COL_DEF &&
                col_d2(st->fig[f].pos, gr->gun) < r2) {
                glog_add(log, "The defenders reach the %s, whose crew has all fallen: "
                         "the gun is destroyed.", gr->name);
                st->grp[g].used = 0;
                break;
            }
    }
}

void col_shot_after(col_state *st, glog *log)
{
    int g = st->cas_group, roll;

    if (st->grp[g].used && st->grp[g].side == COL_ATT && col_count(st, g) > 0 &&
        st->cas_count > 0 && !st->type[st->grp[g].type].fanatic) {
        if (col_morale(st, st->cas_count, &roll)) {
            glog_add(log, "%s hold (rolled %d).", st->grp[g].name, roll);
        } else {
            glog_add(log, "%s rout (rolled %d): back to the pool.", st->grp[g].name, roll);
            col_remove_group(st, g, 1);
        }
    }
    drop_empty(st);
}

static void cas_done(col_state *st, glog *log)
{
    st->dec = DEC_NONE;
    switch (st->cas_then) {
    case THEN_SHOT:
        col_shot_after(st, log);
        break;
    case THEN_MELEE_DEF:
        col_start_casualties(st, COL_ATT, -1, st->mel_id, st->mel_lost[COL_ATT],
                             THEN_MELEE_ATT, log);
        break;
    case THEN_MELEE_ATT:
        col_melee_after(st, log);
        break;
    default:
        drop_empty(st);
        break;
    }
}

/* ---- melee ------------------------------------------------------------ */

int col_in_melee_count(const col_state *st, int m, int side)
{
    int n = 0;

    for (int f = 0; f < st->nfig; f++)
        n += st->fig[f].used && st->grp[st->fig[f].group].melee == m &&
             st->grp[st->fig[f].group].side == side;
    return n;
}

static void end_melee(col_state *st, int m)
{
    for (int g = 0; g < COL_MAX_GROUP; g++)
        if (st->grp[g].used && st->grp[g].melee == m) {
            st->grp[g].melee = -1;
            st->grp[g].mcover = COVER_OPEN;
        }
}

void col_melee_begin(col_state *st, int m, glog *log)
{
    int sum[COL_SIDES] = { 0, 0 }, div[COL_SIDES] = { COVER_OPEN, COVER_OPEN }, k[COL_SIDES];

    st->mel_id = -1;
    for (int s = 0; s < COL_SIDES; s++) {
        st->mel_before[s] = col_in_melee_count(st, m, s);
        st->mel_at[s] = col_melee_ground(st, m, s);
    }
    if (st->mel_before[0] == 0 || st->mel_before[1] == 0) {
        end_melee(st, m);
        return;
    }
    for (int g = 0; g < COL_MAX_GROUP; g++)
        if (st->grp[g].used && st->grp[g].melee == m && st->grp[g].mcover > div[st->grp[g].side])
            div[st->grp[g].side] = st->grp[g].mcover;
    for (int f = 0; f < st->nfig; f++) {
        const col_group *gr = &st->grp[st->fig[f].group];
        int dd;
        if (!st->fig[f].used || gr->melee != m)
            continue;
        dd = gr->mounted && st->opt[CO_CAVALRY] ? 2 : 1;
        dice_for(&st->dice, "melee: %s", gr->name);
        for (int i = 0; i < dd; i++)
            sum[gr->side] += dice_d6(&st->dice);
    }
    for (int s = 0; s < COL_SIDES; s++) {
        k[s] = sum[1 - s] / div[s];
        if (k[s] > st->mel_before[s])
            k[s] = st->mel_before[s];
        st->mel_lost[s] = k[s];
    }
    glog_add(log, "Melee: defenders roll %d (per %d: %d killed), attackers roll %d "
             "(per %d: %d killed).", sum[COL_DEF], div[COL_ATT], k[COL_ATT], sum[COL_ATT],
             div[COL_DEF], k[COL_DEF]);
    st->mel_id = m;
    col_start_casualties(st, COL_DEF, -1, m, k[COL_DEF], THEN_MELEE_DEF, log);
}

vec2 col_melee_ground(const col_state *st, int m, int side)
{
    vec2 c = { 0, 0 };
    int n = 0;

    for (int f = 0; f < st->nfig; f++)
        if (st->fig[f].used && st->grp[st->fig[f].group].melee == m &&
            st->grp[st->fig[f].group].side == side) {
            c.x += st->fig[f].pos.x;
            c.y += st->fig[f].pos.y;
            n++;
        }
    if (n) {
        c.x /= n;
        c.y /= n;
    }
    return c;
}

/* The defender's squads that fought and stand may combine for free. */
static void squads_regroup(col_state *st, const int *members, int nm)
{
    for (int i = 0; i < nm; i++)
        if (st->grp[members[i]].used && st->grp[members[i]].kind == GK_SQUAD)
            st->grp[members[i]].regroup = 1;
    col_offer_regroup(st);
}

/* natives of one kind that fought together form one group again */
static void regroup(col_state *st, int *members, int nm)
{
    for (int i = 0; i < nm; i++) {
        int g = members[i];
        if (!st->grp[g].used || st->grp[g].side != COL_ATT)
            continue;
        for (int j = i + 1; j < nm; j++) {
            int h = members[j];
            if (!st->grp[h].used || st->grp[h].side != COL_ATT ||
                st->grp[h].type != st->grp[g].type || st->type[st->grp[g].type].gun)
                continue;
            for (int f = 0; f < st->nfig; f++)
                if (st->fig[f].used && st->fig[f].group == h)
                    st->fig[f].group = g;
            st->grp[h].used = 0;
        }
    }
}

void col_melee_after(col_state *st, glog *log)
{
    int m = st->mel_id, left[COL_SIDES], members[COL_MAX_GROUP], nm = 0, loser = -1, roll;
    vec2 cdef = col_melee_ground(st, m, COL_DEF),
         catt = col_melee_ground(st, m, COL_ATT);

    for (int g = 0; g < COL_MAX_GROUP; g++)
        if (st->grp[g].used && st->grp[g].melee == m)
            members[nm++] = g;
    for (int s = 0; s < COL_SIDES; s++)
        left[s] = col_in_melee_count(st, m, s);
    st->mel_id = -1;
    if (st->mel_lost[COL_ATT] > 0 && left[COL_ATT] > 0 && left[COL_DEF] > 0) {
        int testers = 0;
        for (int i = 0; i < nm; i++)
            if (st->grp[members[i]].side == COL_ATT && col_count(st, members[i]) > 0 &&
                !st->type[st->grp[members[i]].type].fanatic)
                testers++;
        if (testers && !col_morale(st, st->mel_lost[COL_ATT], &roll)) {
            glog_add(log, "The natives break (rolled %d): the defenders hold.", roll);
            for (int i = 0; i < nm; i++) {
                int g = members[i];
                if (!st->grp[g].used || st->grp[g].side != COL_ATT)
                    continue;
                if (st->type[st->grp[g].type].fanatic) {
                    st->grp[g].melee = -1;
                    col_fall_back(st, g, cdef);
                } else {
                    col_remove_group(st, g, 1);
                }
            }
            end_melee(st, m);
            drop_empty(st);
            squads_regroup(st, members, nm);
            return;
        }
        if (testers)
            glog_add(log, "The natives stand (rolled %d).", roll);
    }
    if (left[COL_DEF] > 0 && left[COL_ATT] > 0) {
        if (st->mel_lost[COL_DEF] != st->mel_lost[COL_ATT])
            loser = st->mel_lost[COL_DEF] > st->mel_lost[COL_ATT] ? COL_DEF : COL_ATT;
        else if (left[COL_DEF] != left[COL_ATT])
            loser = left[COL_DEF] < left[COL_ATT] ? COL_DEF : COL_ATT;
        else
            loser = COL_ATT;
        glog_add(log, "The %s lose the melee and fall back.", loser == COL_DEF ? "defenders" :
                 "natives");
    } else if (!st->legacy && st->edition >= 2 && (left[COL_DEF] > 0) != (left[COL_ATT] > 0)) {
        /* wiped out: the winner may still take the ground the loser held
         * (Melee), where the loser stood when the melee was fought */
        loser = left[COL_DEF] > 0 ? COL_ATT : COL_DEF;
        if (loser == COL_DEF)
            cdef = st->mel_at[COL_DEF];
        else
            catt = st->mel_at[COL_ATT];
        glog_add(log, "The %s fall to the last man.", loser == COL_DEF ? "defenders in the "
                 "melee" : "natives in the melee");
    }
    end_melee(st, m);
    drop_empty(st);
    st->fol_nm = nm;
    st->fol_group = -1;
    memcpy(st->fol_members, members, (size_t)nm * sizeof members[0]);
    if (loser >= 0) {
        vec2 from = loser == COL_DEF ? catt : cdef, held = loser == COL_DEF ? cdef : catt;
        int big = -1, bn = 0;
        for (int i = 0; i < nm; i++) {
            int g = members[i];
            if (!st->grp[g].used)
                continue;
            if (st->grp[g].side == loser)
                col_fall_back(st, g, from);
            else if (col_count(st, g) > bn && !col_is_gun(st, g)) {
                bn = col_count(st, g);
                big = g;
            }
        }
        if (big >= 0) {
            /* the winner may take the ground the loser held (Melee): a
             * human winner is asked, a computer's choice is made here */
            st->fol_side = 1 - loser;
            st->fol_group = big;
            st->fol_at = held;
            if (st->legacy) {   /* as before the choice: the natives always, never defenders */
                col_follow(st, st->fol_side == COL_ATT, log);
                return;
            }
            if (st->seat[st->fol_side] == 0) {
                st->dec = DEC_FOLLOW;
                glog_add(log, "%s may take the ground the %s held.", st->grp[big].name,
                         loser == COL_DEF ? "defenders" : "natives");
                return;
            }
            col_follow(st, col_follow_choice(st), log);
            return;
        }
    }
    col_follow(st, 0, log);
}

/* The computer's follow-up: natives always take the ground (it brings
 * them over the wall); defenders only onto ground inside the compound,
 * never out over their own wall into the open. */
int col_follow_choice(const col_state *st)
{
    if (st->fol_side == COL_ATT)
        return 1;
    return col_in_compound(st, st->fol_at);
}

/* The follow-up answered (or none to make): the winner's largest group
 * forms on the ground held, then the groups of the melee re-form. */
void col_follow(col_state *st, int take, glog *log)
{
    if (st->dec == DEC_FOLLOW)
        st->dec = DEC_NONE;
    if (take && st->fol_group >= 0 && st->grp[st->fol_group].used) {
        int g = st->fol_group, l = col_leader(st, g);
        if (col_form(st, g, st->fol_at, l, 1)) {
            if (col_room_at(st, st->fol_at) >= 0)
                st->grp[g].floor = 0;
            glog_add(log, "%s takes the ground.", st->grp[g].name);
        }
    } else if (st->fol_group >= 0) {
        glog_add(log, "%s stays where it stands.", st->grp[st->fol_group].name);
    }
    st->fol_group = -1;
    regroup(st, st->fol_members, st->fol_nm);
    drop_empty(st);
    squads_regroup(st, st->fol_members, st->fol_nm);
    st->fol_nm = 0;
}
