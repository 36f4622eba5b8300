/* tuan_combat: fire (Table 2, hits above morale, a 6 a casualty), the
 * casualty roll, morale checks with retreat and rout, and hand-to-hand
 * combat with all its dice cases. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "tuan_local.h"

static int is_gun(const tu_tray *t)
{
    return t->arm == TU_ARTILLERY || t->arm == TU_MG;
}

/* cannon proper, as against machine guns: these fire indirectly */
static int is_cannon(const tu_tray *t)
{
    return t->arm == TU_ARTILLERY && t->weapon >= TW_LIGHT_ART && t->weapon <= TW_ML_RIFLED;
}

int tu_morale(const tu_state *st, int i)
{
    const tu_tray *t = &st->tray[i];
    int m;

    if (t->inspired)
        return 1;
    if (t->frenzy)
        return 2;
    if (st->opt[TO_BOXER_IMMUNE] && t->cls == TC_BOXER && !t->bled)
        return 1;
    if (st->opt[TO_RED_LANTERNS] && t->lantern)
        return t->lost ? 4 : 2;
    m = t->base_morale;
    if (st->opt[TO_CHINESE_GUNNERS] && t->side == TU_CHINESE && is_gun(t))
        m = 1;
    m += t->lost;
    return m < 1 ? 1 : m > 4 ? 4 : m;
}

int tu_fire_dice(const tu_state *st, int i)
{
    const tu_tray *t = &st->tray[i];
    const tu_weapon_info *w = &tu_weapons[t->weapon];

    (void)st;
    if (w->range == 0 || t->no_ammo || t->spent)
        return 0;
    if (w->per_piece)
        return t->crew_away || t->figures == 0 ? 0 : t->guns * w->dice;
    return t->figures * w->dice;
}

/* Terrain that hides what is behind it from fire. */
#define FIRE_BLOCK ((1u << TK_ROCK) | (1u << TK_BRUSH) | (1u << TK_WOODS) | \
                    (1u << TK_HOUSE) | (1u << TK_WALL))
/* the text read to the letter (an option): every broken ground and
 * structure between firer and target blocks, low ground too */
#define FIRE_BLOCK_ALL (FIRE_BLOCK | (1u << TK_GULLY) | (1u << TK_SLOPE) | \
                        (1u << TK_STREAM) | (1u << TK_RIVER) | (1u << TK_TRENCH) | \
                        (1u << TK_ENTRENCH))

static unsigned fire_block(const tu_state *st)
{
    return st->opt[TO_LOW_GROUND_BLOCKS] ? FIRE_BLOCK_ALL : FIRE_BLOCK;
}

static int sees(const tu_state *st, int i, vec2 from, int target, int spotter,
                int *blocker)
{
    table_piece pcs[TU_MAX_TRAYS];
    double e = table_elev(&st->tab, from);

    tu_pieces(st, pcs);
    if (spotter >= 0)  /* the spotter does not hide the target from himself */
        pcs[spotter].width = pcs[spotter].depth = 0, pcs[spotter].pos = geom_v(-1000, -1000);
    /* a cannon on a hill fires over lower trays (the artillery's
     * exemption by height); other trays never fire through trays */
    if (e > 0 && is_cannon(&st->tray[i]))
        for (int j = 0; j < st->ntrays; j++)
            if (table_elev(&st->tab, pcs[j].pos) < e)
                pcs[j].width = pcs[j].depth = 0, pcs[j].pos = geom_v(-1000, -1000);
    return table_los(&st->tab, from, st->tray[target].p.pos, fire_block(st), pcs,
                     st->ntrays, i, target, blocker);
}

/* Indirect fire: the leader of a cannon walks up to 6" from it to a place
 * from which he sees both the target and the gun. Places tried: rings of
 * 2", 4" and 6" round the gun, clear of trays. */
int tu_spotter(const tu_state *st, int i, int target, vec2 *at)
{
    const tu_tray *t = &st->tray[i];
    table_piece pcs[TU_MAX_TRAYS];

    if (!is_cannon(t) || !t->officer || t->crew_away || !tu_on_table(&st->tray[target]))
        return 0;
    tu_pieces(st, pcs);
    for (int r = 2; r <= 6; r += 2)
        for (int k = 0; k < 12; k++) {
            double a = k * M_PI / 6;
            vec2 p = geom_v(t->p.pos.x + cos(a) * r, t->p.pos.y + sin(a) * r);
            table_piece fig = { p, 0, 0.5, 0.5, 1 };
            int clear = p.x >= 0 && p.y >= 0 && p.x <= st->tab.w && p.y <= st->tab.h;
            for (int j = 0; clear && j < st->ntrays; j++)
                if (tu_on_table(&st->tray[j]) && table_overlap(&fig, &st->tray[j].p))
                    clear = 0;
            if (!clear || table_piece_dist(&fig, &t->p) > 6)
                continue;
            if (!table_los(&st->tab, p, t->p.pos, fire_block(st), pcs, st->ntrays, i, -1, NULL))
                continue;
            if (sees(st, i, p, target, -1, NULL)) {
                *at = p;
                return 1;
            }
        }
    return 0;
}

/* The leader of tray s at at spotting for cannon i (see tuan.h). */
int tu_spot_ok(const tu_state *st, int i, int target, int s, vec2 at, char *why, size_t n)
{
    const tu_tray *t = &st->tray[i], *l;
    table_piece pcs[TU_MAX_TRAYS], fig = { at, 0, 0.5, 0.5, 1 };

    if (s < 0 || s >= st->ntrays)
        return tu_refuse(why, n, "No such spotter.") + 1;
    l = &st->tray[s];
    if (!is_cannon(t))
        return tu_refuse(why, n, "Only a cannon fires by a spotter.") + 1;
    if (s != i && st->opt[TO_SPOTTER_OWN_LEADER])
        return tu_refuse(why, n, "Only the leader of %s may spot for it (the switch "
                         "spotter-own-leader).", t->name) + 1;
    if (l->side != t->side || !tu_on_table(l) || !l->officer || l->arm == TU_TEAM ||
        (s != i && (l->routed || l->melee >= 0)))
        return tu_refuse(why, n, "%s has no leader free to spot.", l->name) + 1;
    if (at.x < 0 || at.y < 0 || at.x > st->tab.w || at.y > st->tab.h)
        return tu_refuse(why, n, "The spotter must stand on the table.") + 1;
    if (s == i) {
        for (int j = 0; j < st->ntrays; j++)
            if (tu_on_table(&st->tray[j]) && table_overlap(&fig, &st->tray[j].p))
                return tu_refuse(why, n, "The leader of %s cannot stand on %s.", t->name,
                                 st->tray[j].name) + 1;
        if (table_piece_dist(&fig, &t->p) > 6 + 1e-9)
            return tu_refuse(why, n, "The leader of %s must stand within 6\" of his gun.",
                             t->name) + 1;
    } else if (table_piece_dist(&l->p, &t->p) > 6 + 1e-9) {
        return tu_refuse(why, n, "%s is more than 6\" from %s: its leader cannot spot for it.",
                         l->name, t->name) + 1;
    }
    tu_pieces(st, pcs);
    if (!table_los(&st->tab, at, t->p.pos, fire_block(st), pcs, st->ntrays, i,
                   s != i ? s : -1, NULL))
        return tu_refuse(why, n, "The spotter of %s cannot see the gun.", t->name) + 1;
    if (!sees(st, i, at, target, s != i ? s : -1, NULL))
        return tu_refuse(why, n, "The spotter of %s cannot see %s.", t->name,
                         st->tray[target].name) + 1;
    return 1;
}

int tu_spotter_pick(const tu_state *st, int i, int target, int *s, vec2 *at)
{
    double best = 1e9;

    if (tu_spotter(st, i, target, at)) {
        *s = i;
        return 1;
    }
    if (st->opt[TO_SPOTTER_OWN_LEADER] || !is_cannon(&st->tray[i]) || st->tray[i].crew_away)
        return 0;
    *s = -1;
    for (int j = 0; j < st->ntrays; j++) {
        double d = table_piece_dist(&st->tray[j].p, &st->tray[i].p);
        if (j != i && d < best && tu_spot_ok(st, i, target, j, st->tray[j].p.pos, NULL, 0)) {
            best = d;
            *s = j;
            *at = st->tray[j].p.pos;
        }
    }
    return *s >= 0;
}

/* Can tray i fire at target? spotter >= 0: a cannon that cannot see it
 * fires by that leader (at: where its own leader stands, NULL: where
 * tu_spotter puts him); -1: by the computer's pick. */
static int can_fire(const tu_state *st, int i, int target, int friendly, int spotter,
                    const vec2 *at, char *why, size_t n)
{
    const tu_tray *t = &st->tray[i], *g = &st->tray[target];
    const tu_weapon_info *w = &tu_weapons[t->weapon];
    double d;
    int blk;

    if (!tu_on_table(t) || t->routed)
        return tu_refuse(why, n, "%s cannot fire now.", t->name), 0;
    if (w->range == 0)
        return tu_refuse(why, n, "%s has no missile weapons.", t->name), 0;
    if (t->column)
        return tu_refuse(why, n, "%s is in column and cannot fire.", t->name), 0;
    if (t->arm == TU_CAVALRY && t->mounted)
        return tu_refuse(why, n, "%s must dismount to fire.", t->name), 0;
    if (is_gun(t) && t->limbered)
        return tu_refuse(why, n, "%s must unlimber (set up) to fire.", t->name), 0;
    if (t->crew_away)
        return tu_refuse(why, n, "%s has no crew at its gun.", t->name), 0;
    if (t->no_ammo || t->spent)
        return tu_refuse(why, n, "%s is out of ammunition.", t->name), 0;
    if (tu_fire_dice(st, i) == 0)
        return tu_refuse(why, n, "%s has nobody left to fire.", t->name), 0;
    if (friendly ? !tu_on_table(g) || g->side != t->side || target == i
                 : !tu_on_table(g) || g->side == t->side)
        return tu_refuse(why, n, "%s is not %s tray on the table.", g->name,
                         friendly ? "another friendly" : "an enemy"), 0;
    if (w->range > 0 && !table_within(&t->p, &g->p, w->range) &&
        (d = table_piece_dist(&t->p, &g->p)) > w->range + 1e-9)
        return tu_refuse(why, n, "%s is %.1f\" away, beyond the %g\" of %s's %s.",
                         g->name, d, w->range, t->name, w->id), 0;
    if (!table_in_front_arc(&t->p, 180, &g->p))
        return tu_refuse(why, n, "%s is not in front of %s.", g->name, t->name), 0;
    if (is_cannon(t)) {
        double e = table_elev(&st->tab, t->p.pos);
        for (int j = 0; j < st->ntrays; j++) {
            const tu_tray *f = &st->tray[j];
            if (j == i || j == target || f->side != t->side || !tu_on_table(f) ||
                f->arm == TU_TEAM)
                continue;
            /* centre to centre: which is closer, not how far */
            if (table_elev(&st->tab, f->p.pos) >= e &&
                geom_dist(f->p.pos, g->p.pos) < geom_dist(f->p.pos, t->p.pos))
                return tu_refuse(why, n, "%s is closer to %s than to the gun: "
                                 "the gun cannot fire.", f->name, g->name), 0;
        }
    }
    if (!sees(st, i, t->p.pos, target, -1, &blk)) {
        vec2 p;
        int s;
        if (spotter == i && !at) {   /* the own leader, where the program finds room */
            if (tu_spotter(st, i, target, &p))
                return 1;
            return tu_refuse(why, n, "The leader of %s finds no place within 6\" that sees "
                             "both the gun and %s.", t->name, g->name), 0;
        }
        if (spotter >= 0)
            return tu_spot_ok(st, i, target, spotter,
                              spotter == i ? *at : st->tray[spotter].p.pos, why, n);
        if (friendly ? tu_spotter(st, i, target, &p) : tu_spotter_pick(st, i, target, &s, &p))
            return 1;
        return tu_refuse(why, n, "%s cannot see %s (blocked by %s).", t->name, g->name,
                         blk >= 0 ? st->tray[blk].name : "terrain"), 0;
    }
    return 1;
}

int tu_can_fire_at(const tu_state *st, int i, int target, char *why, size_t n)
{
    return can_fire(st, i, target, 0, -1, NULL, why, n);
}

int tu_can_fire_on(const tu_state *st, int i, int target, int friendly, char *why, size_t n)
{
    return can_fire(st, i, target, friendly, -1, NULL, why, n);
}



void tu_lose_officer(tu_state *st, int i, glog *log)
{
    tu_tray *t = &st->tray[i];

    if (!t->officer)
        return;
    if (t->ensign) {
        t->ensign = 0;
        glog_add(log, "The leader of %s falls; the ensign takes his place.", t->name);
        return;
    }
    t->officer = 0;
    t->lost++;
    glog_add(log, "The leader of %s falls: morale %d.", t->name, tu_morale(st, i));
}

static void check_gone(tu_state *st, int i, glog *log)
{
    tu_tray *t = &st->tray[i];

    if (t->figures == 0 && !t->officer && !t->off) {
        t->off = 1;
        t->melee = -1;
        glog_add(log, "%s is destroyed.", t->name);
    }
}

void tu_take_casualty(tu_state *st, int i, int by_artillery, glog *log)
{
    tu_tray *t = &st->tray[i];
    int r;

    if (t->off)
        return;
    tu_die_for(st, "casualty on %s", t->name);
    r = dice_d6(&st->dice);
    if (by_artillery && is_gun(t) && !t->crew_away) {
        if (r == 6 && t->officer) {
            glog_add(log, "Casualty roll %d on %s: the leader.", r, t->name);
            tu_lose_officer(st, i, log);
        } else if (r == 5 && t->guns > 0) {
            t->guns--;
            t->lost++;
            glog_add(log, "Casualty roll %d on %s: a gun destroyed.", r, t->name);
        } else if (t->figures > 0) {
            t->figures--;
            t->lost++;
            glog_add(log, "Casualty roll %d on %s: crew lost.", r, t->name);
        } else if (t->officer) {
            tu_lose_officer(st, i, log);
        }
    } else if ((r == 6 && t->officer) || t->figures == 0) {
        glog_add(log, "Casualty roll %d on %s: the leader.", r, t->name);
        tu_lose_officer(st, i, log);
    } else {
        t->figures--;
        t->lost++;
        glog_add(log, "Casualty roll %d on %s: a figure removed.", r, t->name);
    }
    check_gone(st, i, log);
}

static void dice_text(char *buf, size_t n, const int *v, int k)
{
    size_t o = 0;

    buf[0] = 0;
    for (int i = 0; i < k && o + 4 < n; i++)
        o += (size_t)snprintf(buf + o, n - o, "%s%d", i ? " " : "", v[i]);
}

void tu_morale_check(tu_state *st, int i, int hits, vec2 from, glog *log)
{
    tu_tray *t = &st->tray[i];
    int m = tu_morale(st, i), low = 0, v[64] = { 0 };
    char txt[200];

    if (t->off || hits <= 0)
        return;
    if (hits > 64)
        hits = 64;
    for (int k = 0; k < hits; k++) {
        tu_die_for(st, "morale of %s: die %d of %d", t->name, k + 1, hits);
        v[k] = dice_d6(&st->dice);
        low += v[k] <= m;
    }
    if (log) {
        dice_text(txt, sizeof txt, v, hits);
        glog_add(log, "Morale check for %s (morale %d): %s, %d at or below: %s.", t->name,
                 m, txt, low, low == 0 ? "holds" : low == 1 ? "retreats" : "routs");
    }
    if (low == 0)
        return;
    if (t->melee >= 0) {
        st->tray[t->melee].melee = -1;
        t->melee = -1;
    }
    double move = tu_allowance(st, i);
    if (move <= 0)
        move = 6;
    if (low >= 2) {
        t->routed = 1;
        t->routed_turn = st->turn;
        t->rally_tried = 1;
        t->actions = 0;
        if (t->column)
            t->column = 0;
    }
    tu_fall_back(st, i, from, 2 * move, low >= 2 ? 1 : 2, log);
    /* a retreating tray's owner faces it as he likes (it stands facing
     * the enemy until he does); a routing one faces away */
    t->face_choice = low == 1 && tu_on_table(t);
}

int tu_fire(tu_state *st, const int *trays, int n, int target, glog *log,
            char *why, size_t wn)
{
    return tu_fire_spotted(st, trays, n, target, -1, NULL, log, why, wn);
}

/* a cannon in the fire that cannot see its target (it fires by a spotter) */
static int needs_spotter(const tu_state *st, int i, int target)
{
    return is_cannon(&st->tray[i]) && !sees(st, i, st->tray[i].p.pos, target, -1, NULL);
}

int tu_fire_spotted(tu_state *st, const int *trays, int n, int target, int spotter,
                    const vec2 *at, glog *log, char *why, size_t wn)
{
    tu_tray *g = &st->tray[target];
    int hits = 0, cas = 0, cover = tu_in_cover(st, g->p.pos), by_art = 0, spotted = 0;
    int v[64] = { 0 };
    char txt[200];

    for (int k = 0; k < n; k++) {
        int i = trays[k], need = spotter >= 0 && needs_spotter(st, i, target);
        if (!can_fire(st, i, target, 0, need ? spotter : -1, need ? at : NULL, why, wn))
            return -1;
        spotted += need;
    }
    if (spotter >= 0 && !spotted)
        return tu_refuse(why, wn, "Every gun of this fire sees %s: none needs a spotter.",
                         g->name);
    if (at && spotter >= 0 && !(n == 1 && trays[0] == spotter))
        return tu_refuse(why, wn, "Only a gun's own leader walks to a place to spot; "
                         "another leader spots from his tray.");
    /* where each cannon's spotter stands (the position keeps it) */
    for (int k = 0; k < n; k++) {
        tu_tray *t = &st->tray[trays[k]];
        int s = -1;
        vec2 p = t->p.pos;
        if (!needs_spotter(st, trays[k], target)) {
            t->spot_by = -1;
            continue;
        }
        if (spotter < 0 ? !tu_spotter_pick(st, trays[k], target, &s, &p) : 0)
            s = -1;
        else if (spotter >= 0) {
            s = spotter;
            if (s != trays[k])
                p = st->tray[s].p.pos;
            else if (at)
                p = *at;
            else
                tu_spotter(st, trays[k], target, &p);
        }
        t->spot_by = s;
        t->spot_at = tu_snap_pos(p);
    }
    for (int k = 0; k < n; k++) {
        tu_tray *t = &st->tray[trays[k]];
        int fm = tu_morale(st, trays[k]) + cover, nd = tu_fire_dice(st, trays[k]), h = 0, c = 0;
        char how[160] = "";
        vec2 spot;
        if (nd > 64)
            nd = 64;
        /* a cannon that cannot see its target fires indirectly: said, with
         * who spotted and from where (a gun firing through a hill read
         * like any other shot), and kept for the view's line */
        if (is_cannon(t) && t->spot_by >= 0) {
            spot = t->spot_at;
            snprintf(how, sizeof how, ", indirect, spotted by %s%s from %.1f\" %s of the gun",
                     t->spot_by == trays[k] ? "its leader" : "the leader of ",
                     t->spot_by == trays[k] ? "" : st->tray[t->spot_by].name,
                     geom_dist(t->p.pos, spot), geom_compass(geom_bearing(t->p.pos, spot)));
            st->spot_valid = 1;
            st->spot_gun = trays[k];
            st->spot_target = target;
            st->spot_at = spot;
        }
        for (int d = 0; d < nd; d++) {
            tu_die_for(st, "%s fires: die %d of %d", t->name, d + 1, nd);
            v[d] = dice_d6(&st->dice);
            h += v[d] > fm;
            c += v[d] == 6;
        }
        if (log) {
            dice_text(txt, sizeof txt, v, nd);
            glog_add(log, "%s fires at %s (hits above %d%s%s): %s, %d hit%s, %d casualt%s.",
                     t->name, g->name, fm, cover ? ", target in cover" : "", how, txt, h,
                     h == 1 ? "" : "s", c, c == 1 ? "y" : "ies");
        }
        hits += h;
        cas += c;
        by_art |= is_cannon(t);
        t->fired = 1;
        if (t->weapon == TW_SPEAR)
            t->spent = 1;  /* thrown: out of the game */
        if (t->actions > 0)
            t->actions--;
    }
    if (hits > 0)
        g->bled = 1;
    for (int c = 0; c < cas && !g->off; c++)
        tu_take_casualty(st, target, by_art, log);
    tu_morale_check(st, target, hits, st->tray[trays[0]].p.pos, log);
    return 0;
}

static int behind_wall(const tu_state *st, vec2 a, vec2 b)
{
    return !table_los(&st->tab, a, b, 1u << TK_WALL, NULL, 0, -1, -1, NULL);
}

static int open_ground(const tu_state *st, vec2 p)
{
    return !tu_in_cover(st, p);
}

/* Hits of one side in a fight: per figure the best of k dice. */
static int melee_roll(tu_state *st, int i, int m, int nf, int k, int total_one,
                      int *cas, glog *log, const char *why)
{
    tu_tray *t = &st->tray[i];
    int hits = 0, v[32] = { 0 }, nv = 0;
    char txt[200];

    *cas = 0;
    if (total_one && nf > 1)
        nf = 1;
    for (int f = 0; f < nf && nv < 32; f++) {
        int best = 0;
        for (int d = 0; d < k; d++) {
            int r;
            tu_die_for(st, "%s in hand-to-hand: die %d of %d", t->name, nv * k + d + 1, nf * k);
            r = dice_d6(&st->dice);
            best = r > best ? r : best;
        }
        v[nv++] = best;
        hits += best > m;
        *cas += best == 6;
    }
    if (log) {
        dice_text(txt, sizeof txt, v, nv);
        glog_add(log, "%s fights (%s, hits above %d): %s, %d hit%s.", t->name, why, m,
                 nv ? txt : "no figures", hits, hits == 1 ? "" : "s");
    }
    return hits;
}

static int auto_hits(const tu_state *st, int i)
{
    const tu_tray *t = &st->tray[i];

    if (t->side != TU_CHINESE || t->arm != TU_CAVALRY || !t->mounted)
        return 0;
    return st->opt[TO_CAVALRY_ONE_HIT] ? 1 : 2;
}

/* The dice one attacker fights with against def: best of ka per figure. */
static int attack_dice(const tu_state *st, int att, int def, int charging, int side_of,
                       int open, char *wa, size_t wn)
{
    const tu_tray *a = &st->tray[att], *d = &st->tray[def];
    int ka = 1;

    snprintf(wa, wn, "one die");
    if (table_point_in_kind(&st->tab, d->p.pos, TK_TRENCH) ||
        table_point_in_kind(&st->tab, d->p.pos, TK_ENTRENCH) ||
        table_point_in_kind(&st->tab, d->p.pos, TK_GULLY))
        ka = 2, snprintf(wa, wn, "best of 2: into a trench or gully");
    if (side_of != TABLE_FRONT)
        ka = 2, snprintf(wa, wn, "best of 2: %s", side_of == TABLE_REAR ? "in the rear" : "on a flank");
    if (a->arm == TU_CAVALRY && a->mounted && charging) {
        int foot = !(d->arm == TU_CAVALRY && d->mounted);
        if (side_of != TABLE_FRONT)
            ka = 3, snprintf(wa, wn, "best of 3: cavalry on a flank or rear");
        else if (foot && open)
            ka = 2, snprintf(wa, wn, "best of 2: cavalry charging in the open");
        if (st->opt[TO_TIGERMEN] && d->tigermen)
            ka = 1, snprintf(wa, wn, "one die: tigermen against horses");
    }
    return ka;
}

/* Clears contacts that no longer hold (a tray gone, routed away, moved
 * off), and gives a defender whose partner left another tray still in
 * contact with it. */
void tu_melee_tidy(tu_state *st)
{
    for (int i = 0; i < st->ntrays; i++) {
        tu_tray *t = &st->tray[i];
        int j = t->melee;
        if (j < 0)
            continue;
        if (t->off || st->tray[j].off || t->routed || st->tray[j].routed ||
            !table_touching(&t->p, &st->tray[j].p))
            t->melee = -1;
    }
    for (int i = 0; i < st->ntrays; i++) {
        tu_tray *t = &st->tray[i];
        if (t->melee >= 0 || t->off || t->routed)
            continue;
        for (int j = 0; j < st->ntrays; j++)
            if (st->tray[j].melee == i) {
                t->melee = j;
                break;
            }
    }
}

void tu_melee(tu_state *st, int att, int def, int charging, int side_of, glog *log)
{
    tu_melee_many(st, &att, &side_of, 1, &def, 1, charging, NULL, log);
}

/* the better-of-two dice of one defender against the attackers that touch
 * it (all of them when none does): in a house, behind a wall from any of
 * them, uphill of any of them */
static int defence_dice(const tu_state *st, const int *att, int na, int def, char *wd,
                        size_t wn)
{
    const tu_tray *d = &st->tray[def];
    int any = 0;

    snprintf(wd, wn, "one die");
    if (table_point_in_kind(&st->tab, d->p.pos, TK_HOUSE))
        return snprintf(wd, wn, "best of 2: in a house"), 2;
    for (int k = 0; k < na; k++)
        any |= table_touching(&st->tray[att[k]].p, &d->p);
    for (int k = 0; k < na; k++) {
        const tu_tray *a = &st->tray[att[k]];
        if (any && !table_touching(&a->p, &d->p))
            continue;
        if (behind_wall(st, a->p.pos, d->p.pos))
            return snprintf(wd, wn, "best of 2: behind a wall"), 2;
        if (table_elev(&st->tab, d->p.pos) > table_elev(&st->tab, a->p.pos))
            return snprintf(wd, wn, "best of 2: uphill of %s", a->name), 2;
    }
    return 1;
}

/* the dice of one attacker against every defender of the fight it
 * touches (the first defender when it touches none): its bonus counts
 * only when it holds against each of them (notes, IV.6) */
static int attack_dice_all(const tu_state *st, int att, const int *def, int nd,
                           const int *side_of, int charging, int open, int planning,
                           char *wa, size_t wn)
{
    int ka = 99, any = 0;
    char w[80];

    for (int m = 0; m < nd && !planning; m++)
        any |= table_touching(&st->tray[att].p, &st->tray[def[m]].p);
    for (int m = 0; m < nd; m++) {
        int k;
        if (!planning && (any ? !table_touching(&st->tray[att].p, &st->tray[def[m]].p) : m > 0))
            continue;
        k = attack_dice(st, att, def[m], charging, side_of[m], open, w, sizeof w);
        if (k < ka) {
            ka = k;
            snprintf(wa, wn, "%s", w);
        }
    }
    return ka;
}

/* Chance that the best of k dice beats morale m. */
static double p_hit(int k, int m)
{
    double miss = m >= 6 ? 1 : m <= 0 ? 0 : m / 6.0, q = 1;

    for (int i = 0; i < k; i++)
        q *= miss;
    return 1 - q;
}

double tu_melee_edge(const tu_state *st, const int *att, int na, const int *def, int nd)
{
    double ea = 0, ed = 0;
    int sides[TU_MAX_TRAYS];
    char w[80];

    for (int m = 0; m < nd && m < TU_MAX_TRAYS; m++) {
        const tu_tray *d = &st->tray[def[m]];
        int kd = defence_dice(st, att, na, def[m], w, sizeof w);
        ed += d->routed ? p_hit(1, tu_morale(st, def[m]))
                        : d->figures * p_hit(kd, tu_morale(st, def[m]));
    }
    for (int k = 0; k < na; k++) {
        const tu_tray *a = &st->tray[att[k]];
        int ka;
        for (int m = 0; m < nd && m < TU_MAX_TRAYS; m++)
            sides[m] = table_side_of(&st->tray[def[m]].p, a->p.pos);
        ka = attack_dice_all(st, att[k], def, nd, sides, 1,
                             !tu_in_cover(st, a->p.pos) && !tu_in_cover(st, st->tray[def[0]].p.pos),
                             1, w, sizeof w);
        ea += a->figures * p_hit(ka, tu_morale(st, att[k])) + auto_hits(st, att[k]);
    }
    return ea - ed;
}

/* One hand-to-hand fight: na attackers against nd defenders,
 * simultaneous. side_of[k * nd + m]: the side of defender m attacker k
 * came from. Each side's hits are added up; each side's casualties fall
 * on the other side's trays in turn, the first named first. Whoever
 * loses rolls the other side's total hits for morale, every tray of it.
 * open: per attacker, was its charge in the open all the way (NULL:
 * judged from where the trays stand). */
void tu_melee_many(tu_state *st, const int *att, const int *side_of, int na, const int *def,
                   int nd, int charging, const int *open_path, glog *log)
{
    int ha = 0, hd = 0, casd = 0, casa = 0;
    int ma[TU_MAX_TRAYS], fa[TU_MAX_TRAYS], ka[TU_MAX_TRAYS], opn[TU_MAX_TRAYS];
    int md[TU_MAX_TRAYS], fd[TU_MAX_TRAYS], kd[TU_MAX_TRAYS], counter[TU_MAX_TRAYS];
    int sides[TU_MAX_TRAYS];
    char wa[TU_MAX_TRAYS][80], wd[TU_MAX_TRAYS][80];

    if (na < 1 || nd < 1)
        return;
    if (na > TU_MAX_TRAYS)
        na = TU_MAX_TRAYS;
    if (nd > TU_MAX_TRAYS)
        nd = TU_MAX_TRAYS;
    for (int m = 0; m < nd; m++) {
        tu_tray *d = &st->tray[def[m]];
        if (d->column) {
            d->column = 0;
            glog_add(log, "%s is caught in column and falls into skirmish order.", d->name);
        }
        kd[m] = defence_dice(st, att, na, def[m], wd[m], sizeof wd[m]);
    }
    for (int k = 0; k < na; k++) {
        const tu_tray *a = &st->tray[att[k]];
        opn[k] = open_path ? open_path[k]
                           : open_ground(st, a->p.pos) && open_ground(st, st->tray[def[0]].p.pos);
        for (int m = 0; m < nd; m++)
            sides[m] = side_of[k * nd + m];
        ka[k] = attack_dice_all(st, att[k], def, nd, sides, charging, opn[k], 0, wa[k],
                                sizeof wa[k]);
    }
    for (int m = 0; m < nd; m++) {
        tu_tray *d = &st->tray[def[m]];
        const tu_tray *a = &st->tray[att[0]];
        counter[m] = 0;
        if (charging && st->opt[TO_COUNTER_CHARGE] && d->arm == TU_CAVALRY && d->mounted &&
            !d->routed) {
            counter[m] = 1;
            glog_add(log, "%s counter-charges.", d->name);
            if (opn[0] && !(a->arm == TU_CAVALRY && a->mounted))
                kd[m] = 2, snprintf(wd[m], sizeof wd[m],
                                    "best of 2: cavalry counter-charging in the open");
        }
        /* a routed tray defends with one die in all (or, by the option,
         * one a figure): no better-of-two for a house, a wall or a hill */
        if (d->routed) {
            kd[m] = 1;
            snprintf(wd[m], sizeof wd[m], "%s",
                     st->opt[TO_ROUTED_DIE_EACH] ? "routed: one die a figure" : "routed: one die");
        }
    }
    /* simultaneous: each side fights with the morale and the figures it
     * had when the fight began, casualties included */
    for (int k = 0; k < na; k++) {
        ma[k] = tu_morale(st, att[k]);
        fa[k] = st->tray[att[k]].figures;
    }
    for (int m = 0; m < nd; m++) {
        md[m] = tu_morale(st, def[m]);
        fd[m] = st->tray[def[m]].figures;
    }
    for (int k = 0; k < na; k++) {
        int c;
        ha += melee_roll(st, att[k], ma[k], fa[k], ka[k], 0, &c, log, wa[k]);
        casa += c;
    }
    /* the attackers' casualties fall on the defenders in turn */
    for (int c = 0, m = 0, guard = 0; c < casa && guard < 4 * nd + casa; guard++, m = (m + 1) % nd) {
        if (st->tray[def[m]].off)
            continue;
        tu_take_casualty(st, def[m], 0, log);
        c++;
    }
    for (int m = 0; m < nd; m++) {
        int c;
        hd += melee_roll(st, def[m], md[m], fd[m], kd[m],
                         st->tray[def[m]].routed && !st->opt[TO_ROUTED_DIE_EACH], &c, log, wd[m]);
        casd += c;
    }
    /* the defenders' casualties fall on the attackers in turn */
    for (int c = 0, k = 0, guard = 0; c < casd && guard < 4 * na + casd; guard++, k = (k + 1) % na) {
        if (st->tray[att[k]].off)
            continue;
        tu_take_casualty(st, att[k], 0, log);
        c++;
    }
    for (int k = 0; k < na; k++) {
        int h = charging ? auto_hits(st, att[k]) : 0;
        if (h) {
            ha += h;
            glog_add(log, "%s adds %d automatic hit%s.", st->tray[att[k]].name, h,
                     h == 1 ? "" : "s");
        }
    }
    for (int m = 0; m < nd; m++)
        if (counter[m] && auto_hits(st, def[m]))
            hd += auto_hits(st, def[m]);
    for (int m = 0; ha && m < nd; m++)
        st->tray[def[m]].bled = 1;
    for (int k = 0; hd && k < na; k++)
        st->tray[att[k]].bled = 1;
    for (int k = 0; k < na; k++)
        st->tray[att[k]].melee = -1;
    for (int m = 0; m < nd; m++)
        st->tray[def[m]].melee = -1;
    int alive = 0, dalive = 0;
    for (int k = 0; k < na; k++)
        alive += !st->tray[att[k]].off;
    for (int m = 0; m < nd; m++)
        dalive += !st->tray[def[m]].off;
    if (!alive || !dalive) {
        glog_add(log, "The fight is over.");
        return;
    }
    if (ha == hd) {
        glog_add(log, "Hand-to-hand: %d hits each, a tie; both sides stay in contact.", ha);
    } else if (ha > hd) {
        if (na == 1)
            glog_add(log, "Hand-to-hand: %s wins, %d hits to %d.", st->tray[att[0]].name,
                     ha, hd);
        else
            glog_add(log, "Hand-to-hand: the %d attackers win, %d hits to %d.", na, ha, hd);
        for (int m = 0; m < nd; m++)
            tu_morale_check(st, def[m], ha, st->tray[att[0]].p.pos, log);
    } else {
        if (nd == 1)
            glog_add(log, "Hand-to-hand: %s wins, %d hits to %d.", st->tray[def[0]].name,
                     hd, ha);
        else
            glog_add(log, "Hand-to-hand: the %d defenders win, %d hits to %d.", nd, hd, ha);
        for (int k = 0; k < na; k++)
            tu_morale_check(st, att[k], hd, st->tray[def[0]].p.pos, log);
    }
    /* whoever stood its ground stays in contact: each attacker with the
     * first defender it still touches, each defender with an attacker */
    for (int k = 0; k < na; k++) {
        tu_tray *a = &st->tray[att[k]];
        for (int m = 0; m < nd && !a->off && a->melee < 0; m++)
            if (!st->tray[def[m]].off && table_touching(&a->p, &st->tray[def[m]].p))
                a->melee = def[m];
    }
    for (int m = 0; m < nd; m++) {
        tu_tray *d = &st->tray[def[m]];
        for (int k = 0; k < na && !d->off && d->melee < 0; k++)
            if (!st->tray[att[k]].off && table_touching(&d->p, &st->tray[att[k]].p))
                d->melee = att[k];
    }
    tu_melee_tidy(st);
}
