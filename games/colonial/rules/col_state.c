/* col_state: building a game, figures and groups, forming a group round a
 * point, the deck and the card cycle (draw, actions, melees or
 * reinforcements, the empty-table roll) and the invariants a sane game keeps. */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "col_local.h"

const char *const col_opt_ids[CO_COUNT] = {
    "range-rule", "hidden-ammo", "cavalry-melee", "fires", "composition", "scheme",
    "joker-edge", "deploy", "forces"
};

int col_refuse(char *why, size_t n, const char *fmt, ...)
{
    va_list ap;

    if (why && n) {
        va_start(ap, fmt);
        vsnprintf(why, n, fmt, ap);
        va_end(ap);
    }
    return -1;
}

const char *col_side_name(int side)
{
    return side == COL_DEF ? "defender" : "attacker";
}

int col_new_group(col_state *st, int side, int kind, int type)
{
    for (int g = 0; g < COL_MAX_GROUP; g++) {
        col_group *gr = &st->grp[g];
        if (gr->used)
            continue;
        memset(gr, 0, sizeof *gr);
        gr->used = 1;
        gr->side = side;
        gr->kind = kind;
        gr->type = type;
        gr->melee = -1;
        gr->mcover = COVER_OPEN;
        if (type >= 0) {
            gr->mounted = st->type[type].mounted;
            char nm[sizeof gr->name];
            /* numbered as before by its slot, but never again a number a
             * fallen band had ("Boxers #6" came back after #6 was
             * destroyed, its slot taken by the next band) */
            int num = g > st->bands ? g : st->bands + 1;
            /* a game of the first edition named them by the slot alone:
             * its saves replay to the names they were played with */
            if (st->edition < 2)
                num = g;
            if (num > st->bands)
                st->bands = num;
            /* "#": "Boxers 10 rout" read as ten Boxers */
            snprintf(nm, sizeof nm, "%.26s #%d", st->type[type].name, num % 1000000);
            memcpy(gr->name, nm, sizeof nm);
        }
        return g;
    }
    return -1;
}

int col_bands_standing(const col_state *st)
{
    int best = 0;

    for (int g = 0; g < COL_MAX_GROUP; g++) {
        const char *h = st->grp[g].used && st->grp[g].type >= 0 ? strrchr(st->grp[g].name, '#') : NULL;
        int k = h ? atoi(h + 1) : 0;
        if (k > best)
            best = k;
    }
    return best;
}

int col_new_fig(col_state *st, int g, int officer, vec2 at)
{
    for (int f = 0; f < COL_MAX_FIG; f++) {
        if (st->fig[f].used)
            continue;
        st->fig[f].used = 1;
        st->fig[f].group = g;
        st->fig[f].officer = officer;
        st->fig[f].pos = at;
        if (f >= st->nfig)
            st->nfig = f + 1;
        if (st->grp[g].side == COL_DEF)
            st->col_total++;
        return f;
    }
    return -1;
}

int col_count(const col_state *st, int g)
{
    int n = 0;

    for (int f = 0; f < st->nfig; f++)
        n += st->fig[f].used && st->fig[f].group == g;
    return n;
}

/* the officer, or the first figure; -1 when the group has none */
int col_leader(const col_state *st, int g)
{
    int first = -1;

    for (int f = 0; f < st->nfig; f++) {
        if (!st->fig[f].used || st->fig[f].group != g)
            continue;
        if (st->fig[f].officer)
            return f;
        if (first < 0)
            first = f;
    }
    return first;
}

/* a figure dies: colonial figures are lost for good, natives counted dead */
void col_kill_fig(col_state *st, int f)
{
    col_group *g = &st->grp[st->fig[f].group];

    st->fig[f].used = 0;
    if (g->side == COL_DEF)
        st->col_dead++;
    else
        st->dead[g->type]++;
}

/* a group leaves the table; natives return to the pool (rout, withdrawal) */
void col_remove_group(col_state *st, int g, int to_pool)
{
    for (int f = 0; f < st->nfig; f++) {
        if (!st->fig[f].used || st->fig[f].group != g)
            continue;
        if (to_pool && st->grp[g].side == COL_ATT) {
            st->fig[f].used = 0;
            st->pool[st->grp[g].type]++;
        } else {
            col_kill_fig(st, f);
        }
    }
    st->grp[g].used = 0;
}

int col_natives_on_table(const col_state *st)
{
    int n = 0;

    for (int f = 0; f < st->nfig; f++)
        n += st->fig[f].used && st->grp[st->fig[f].group].side == COL_ATT;
    return n;
}

int col_defenders_alive(const col_state *st)
{
    return st->col_total - st->col_dead;
}

int col_room_at(const col_state *st, vec2 p)
{
    for (int r = 0; r < st->nrooms; r++) {
        const col_room *rm = &st->room[r];
        const table_area *a = &st->tab.area[rm->area];
        if (p.x < rm->lo.x || p.x > rm->hi.x || p.y < rm->lo.y || p.y > rm->hi.y)
            continue;
        if (geom_point_in_poly(p, a->pt, a->n))
            return r;
    }
    return -1;
}

int col_group_room(const col_state *st, int g)
{
    int l = col_leader(st, g);

    if (st->grp[g].kind == GK_GUN)
        return col_room_at(st, st->grp[g].gun);
    return l < 0 ? -1 : col_room_at(st, st->fig[l].pos);
}

double col_allowance(const col_state *st, int g)
{
    const col_group *gr = &st->grp[g];

    if (gr->kind == GK_GUN)
        return 0;
    if (gr->mounted)
        return 12;
    return gr->side == COL_DEF ? 6 : 8;
}

/* Is this spot free for a figure of group g (same room as the centre)? */
int col_spot_ok(const col_state *st, int g, vec2 p, int room)
{
    double r = COL_BASE / 2;

    if (p.x < r || p.y < r || p.x > st->tab.w - r || p.y > st->tab.h - r)
        return 0;
    if (col_room_at(st, p) != room)
        return 0;
    for (int w = 0; w < st->nwalls; w++) {
        const col_wall *wl = &st->wall[w];
        if (!wl->intact)
            continue;
        for (int k = 0; k + 1 < wl->n; k++)
            if (geom_dist_to_seg(p, wl->pt[k], wl->pt[k + 1]) < wl->width / 2 + r - 0.05)
                return 0;
    }
    for (int f = 0; f < st->nfig; f++) {
        const col_fig *o = &st->fig[f];
        if (!o->used || o->group == g)
            continue;
        if (fabs(o->pos.x - p.x) < COL_BASE - 0.02 && fabs(o->pos.y - p.y) < COL_BASE - 0.02 &&
            col_d2(o->pos, p) < (COL_BASE - 0.02) * (COL_BASE - 0.02))
            return 0;
    }
    for (int h = 0; h < COL_MAX_GROUP; h++)
        if (st->grp[h].used && h != g && st->grp[h].kind != GK_SQUAD &&
            (st->grp[h].kind == GK_GUN || st->type[st->grp[h].type].gun) &&
            col_d2(st->grp[h].gun, p) < COL_BASE * COL_BASE)
            return 0;
    return 1;
}

/* Stand group g's figures round centre: the figure lead (or its leader)
 * on the first free spot, the rest on rings a base apart. allow_inside:
 * the centre may be in a room (the group then stays in that room). 1 when
 * every figure found a spot (the figures are moved only then). */
int col_form(col_state *st, int g, vec2 centre, int lead, int allow_inside)
{
    int figs[COL_MAX_FIG], n = 0, room = col_room_at(st, centre), placed = 0;
    vec2 spot[COL_MAX_FIG];

    if (room >= 0 && !allow_inside)
        return 0;
    if (lead < 0)
        lead = col_leader(st, g);
    if (lead >= 0)
        figs[n++] = lead;
    for (int f = 0; f < st->nfig; f++)
        if (st->fig[f].used && st->fig[f].group == g && f != lead)
            figs[n++] = f;
    for (int ring = 0; ring < 8 && placed < n; ring++) {
        int pts = ring ? 6 * ring : 1;
        double rad = ring * COL_BASE * 1.02;
        for (int k = 0; k < pts && placed < n; k++) {
            double a = (2 * M_PI * k) / pts + ring * 0.3;
            vec2 p = geom_v(centre.x + rad * cos(a), centre.y + rad * sin(a));
            int clash = 0;
            if (!col_spot_ok(st, g, p, room))
                continue;
            for (int j = 0; j < placed; j++)
                if (col_d2(spot[j], p) < (COL_BASE - 0.02) * (COL_BASE - 0.02))
                    clash = 1;
            if (clash)
                continue;
            spot[placed++] = p;
        }
    }
    if (placed < n)
        return 0;
    for (int i = 0; i < n; i++)
        st->fig[figs[i]].pos = spot[i];
    return 1;
}

int col_card_actions(const col_state *st, int card)
{
    int r = deck54_rank(card), k;

    if (r == 0)
        k = 0;
    else if (r == 1)
        k = 3;
    else if (r >= 11)
        k = 2;
    else
        k = 1;
    return st->doubled ? 2 * k : k;
}

/* the native kind to use: the basic kind (special_only 0) or special kind k */
int col_native_type_of(const col_state *st, int special_only, int k)
{
    for (int t = 0; t < st->ntypes; t++)
        if (!special_only && !st->type[t].special)
            return t;
        else if (special_only && st->type[t].special && k-- == 0)
            return t;
    return -1;
}

double col_enemy_dist(const col_state *st, int g, int side)
{
    int l = col_leader(st, g);
    double best = 1e9;
    vec2 p;

    if (st->grp[g].kind == GK_GUN)
        p = st->grp[g].gun;
    else if (l < 0)
        return best;
    else
        p = st->fig[l].pos;
    for (int f = 0; f < st->nfig; f++)
        if (st->fig[f].used && st->grp[st->fig[f].group].side == side) {
            double d = col_d2(p, st->fig[f].pos);
            if (d < best)
                best = d;
        }
    return best < 1e9 ? sqrt(best) : best;
}

void col_draw(col_state *st, glog *log)
{
    char name[32];
    int c;

    if (st->dice.blind && dice_feeding(&st->dice))
        dice_for(&st->dice, "the card drawn");
    c = deck_draw_dice(&st->deck, &st->dice, 1);

    /* a new card is chance like a die: counted as an rng use, it is an
     * undo barrier for the session (Undo never shows the next card) */
    st->dice.r.uses++;
    st->card = c;
    st->cards_drawn++;
    deck_discard(&st->deck, c);
    for (int g = 0; g < COL_MAX_GROUP; g++)
        st->grp[g].acts = 0;
    st->auto_done = 0;
    deck54_name(c, name, sizeof name);
    if (deck54_rank(c) == 0) {
        glog_add(log, "Card: %s. No actions; natives come on every edge.", name);
        if (!st->sighted || !st->sight_joker) {
            if (st->sighted)
                st->sight_joker = 1;
            deck_reshuffle(&st->deck, &st->dice.r);
            glog_add(log, "The deck is reshuffled.");
        }
        st->stage = ST_REINF;
        if (st->opt[CO_JOKER_CHOOSE]) {
            st->dec = DEC_EDGE;
        } else {
            int e;
            do {
                dice_for(&st->dice, "Joker: first edge (5-6 again)");
                e = dice_d6(&st->dice);
            } while (e > 4);
            for (int k = 0; k < 4; k++)
                col_queue_reinf(st, (e - 1 + k) % 4, 0, 1);
        }
        return;
    }
    if (c == 2 * 13 + 0) {   /* the Ace of Hearts */
        if (st->sighted) {
            glog_add(log, "Card: %s again. The relief column arrives: the defender wins.",
                     name);
            st->over = 1;
            st->winner = COL_DEF;
            return;
        }
        st->sighted = 1;
        st->sight_joker = 0;
        glog_add(log, "Card: %s. The relief column is sighted.", name);
    } else {
        glog_add(log, "Card: %s.", name);
    }
    st->side = deck54_is_red(c) ? COL_DEF : COL_ATT;
    st->actions = col_card_actions(st, c);
    st->stage = ST_ACT;
}

static int any_melee(const col_state *st)
{
    for (int g = 0; g < COL_MAX_GROUP; g++)
        if (st->grp[g].used && st->grp[g].melee >= 0)
            return 1;
    return 0;
}

static int melee_queued(const col_state *st, int m)
{
    for (int i = 0; i < st->nmelq; i++)
        if (st->melq[i] == m)
            return 1;
    return 0;
}

/* Run the card cycle on until a player must decide or the game ends. */
void col_advance(col_state *st, glog *log)
{
    col_gun_contact(st, log);
    for (int guard = 0; guard < 10000; guard++) {
        if (st->over)
            return;
        if (col_defenders_alive(st) == 0) {
            glog_add(log, "Every defender has fallen: the attacker wins.");
            st->over = 1;
            st->winner = COL_ATT;
            return;
        }
        if (st->dec == DEC_NONE && st->opt[CO_FIRES])
            col_fire_check(st, log);   /* a fire that ran out while a choice was open */
        if (st->dec != DEC_NONE)
            return;
        switch (st->stage) {
        case ST_ACT:
            if (st->actions > 0)
                return;
            st->stage = ST_POST;
            break;
        case ST_POST: {
            int r = deck54_rank(st->card);
            st->stage = ST_CHECK;
            if (r == 1 || r >= 11) {
                if (any_melee(st)) {
                    st->nmelq = st->melpos = 0;
                    st->mel_id = -1;
                    for (int g = 0; g < COL_MAX_GROUP; g++)
                        if (st->grp[g].used && st->grp[g].melee >= 0 &&
                            !melee_queued(st, st->grp[g].melee))
                            st->melq[st->nmelq++] = st->grp[g].melee;
                    st->stage = ST_MELEES;
                } else {
                    col_queue_reinf(st, -1, 0, 0);
                    st->stage = ST_REINF;
                }
            }
            break;
        }
        case ST_MELEES:
            if (st->mel_id >= 0)
                return;   /* waits on casualties */
            if (st->melpos >= st->nmelq) {
                st->stage = ST_CHECK;
                break;
            }
            col_melee_begin(st, st->melq[st->melpos++], log);
            break;
        case ST_REINF:
            if (st->nrq == 0 && st->pend_units == 0) {
                st->stage = ST_CHECK;
                break;
            }
            col_reinf_step(st, log);
            break;
        case ST_CHECK:
            if (col_natives_on_table(st) == 0 && !st->auto_done) {
                int left = 0;
                for (int t = 0; t < st->ntypes; t++)
                    left += st->pool[t];
                st->auto_done = 1;
                if (left) {
                    glog_add(log, "No natives on the table: one group comes on.");
                    col_queue_reinf(st, -1, 1, 0);
                    st->stage = ST_REINF;
                    break;
                }
            }
            st->stage = ST_DRAW;
            break;
        default:
            col_draw(st, log);
            break;
        }
    }
}

/* The starting forces: one roll for every edge. */
void col_begin(col_state *st, glog *log)
{
    deck_fill54(&st->deck);
    deck_shuffle(&st->deck, &st->dice.r);
    st->card = -1;
    st->mel_id = -1;
    st->rifle = st->rifle0;
    st->gunammo = st->gun0;
    if (st->opt[CO_HIDDEN_AMMO]) {
        dice_for(&st->dice, "hidden ammunition: counters removed");
        st->hidden_removed = dice_d6(&st->dice);
        if (st->hidden_removed > st->rifle)
            st->hidden_removed = st->rifle;
        st->rifle -= st->hidden_removed;
    }
    st->fol_group = -1;
    for (int k = 0; k < 4; k++)
        col_queue_reinf(st, k, 0, 0);
    st->stage = ST_REINF;
    if (st->opt[CO_DEPLOY]) {   /* the defender sets up first (Setup) */
        st->dec = DEC_DEPLOY;
        glog_add(log, "The defender places his forces inside the compound.");
        return;
    }
    st->dec = DEC_OPEN;
}

void col_open_roll(col_state *st, glog *log)
{
    st->dec = DEC_NONE;
    glog_add(log, "The natives roll for their starting forces on every edge.");
    col_advance(st, log);
}

void col_start(col_state *st, glog *log)
{
    col_begin(st, log);
    if (st->dec == DEC_OPEN)
        col_open_roll(st, log);
}

col_state *col_new(const char *datadir, const char *scenario, const int opt[CO_COUNT],
                   const int seat[COL_SIDES], uint64_t seed, errs *e)
{
    char path[1024];
    col_state *st;

    if (!scenario || !*scenario || strchr(scenario, '/') || strchr(scenario, '.')) {
        errs_add(e, "colonial: no scenario called \"%s\"", scenario ? scenario : "");
        return NULL;
    }
    st = calloc(1, sizeof *st);
    if (!st) {
        errs_add(e, "colonial: out of memory");
        return NULL;
    }
    snprintf(path, sizeof path, "%s/scenarios/colonial/%s.json", datadir, scenario);
    snprintf(st->scen_id, sizeof st->scen_id, "%s", scenario);
    memcpy(st->opt, opt, sizeof st->opt);
    memcpy(st->seat, seat, sizeof st->seat);
    st->edition = COL_EDITION;
    dice_init(&st->dice, seed);
    if (!col_load_scenario(st, path, e)) {
        free(st);
        return NULL;
    }
    return st;
}

int col_check_invariants(const col_state *st, char *why, size_t n)
{
    int on[COL_MAX_TYPES] = { 0 }, seen[DECK54_SIZE] = { 0 }, alive = 0;

    for (int f = 0; f < st->nfig; f++) {
        const col_fig *fg = &st->fig[f];
        if (!fg->used)
            continue;
        if (!st->grp[fg->group].used)
            return col_refuse(why, n, "figure %d belongs to a removed group", f) + 1;
        if (fg->pos.x < 0 || fg->pos.y < 0 || fg->pos.x > st->tab.w || fg->pos.y > st->tab.h)
            return col_refuse(why, n, "figure %d is off the table", f) + 1;
        if (st->grp[fg->group].side == COL_ATT)
            on[st->grp[fg->group].type]++;
        else
            alive++;
    }
    for (int t = 0; t < st->ntypes; t++)
        if (st->pool[t] < 0 || st->pool[t] + on[t] + st->dead[t] != st->type[t].total)
            return col_refuse(why, n, "%s: %d in the pool, %d on the table, %d dead of %d",
                              st->type[t].id, st->pool[t], on[t], st->dead[t],
                              st->type[t].total) + 1;
    if (alive != st->col_total - st->col_dead)
        return col_refuse(why, n, "%d defenders stand, %d expected", alive,
                          st->col_total - st->col_dead) + 1;
    if (st->rifle < 0 || st->gunammo < 0)
        return col_refuse(why, n, "ammunition below 0") + 1;
    if (st->deck.ndraw + st->deck.ndiscard != DECK54_SIZE)
        return col_refuse(why, n, "%d cards in the deck", st->deck.ndraw + st->deck.ndiscard) + 1;
    for (int i = 0; i < st->deck.ndraw; i++)
        seen[st->deck.draw[i]]++;
    for (int i = 0; i < st->deck.ndiscard; i++)
        seen[st->deck.discard[i]]++;
    for (int c = 0; c < DECK54_SIZE; c++)
        if (seen[c] != 1)
            return col_refuse(why, n, "card %d is there %d times", c, seen[c]) + 1;
    for (int g = 0; g < COL_MAX_GROUP; g++)
        if (st->grp[g].used && st->grp[g].kind == GK_SQUAD && col_count(st, g) == 0 &&
            st->dec == DEC_NONE)
            return col_refuse(why, n, "%s is empty but still on the table", st->grp[g].name) + 1;
    return 1;
}
