/* kutf_bot: the heuristic player. It scores every legal action with a
 * simple policy (kill what is closest to the streets, keep the defenders
 * alive, build the relief column's speed before pushing, take losses where
 * they hurt least) and picks the best; no look-ahead. The simulator spends
 * most of its time here, so the common decisions (set-up, Actions,
 * movement, casualties) are found without building the legal list, from
 * the walls' defenders as one word (kutf_wall_units) and looked-up die
 * sums; kutf_bot_list.c makes the rarer choices from the legal list,
 * kutf_relief.c is the strong player's relief column. */
#include <stdio.h>
#include <string.h>

#include "kutf.h"
#include "kutf_bot.h"

/* k / 6.0, looked up: the simulator spent a tenth of its time dividing
 * here. The compiler folds each entry to the same double the division
 * gives, so every score (and so every game) is unchanged. */
static double sixth(int k)
{
    static const double t[] = {
        0 / 6.0, 1 / 6.0, 2 / 6.0, 3 / 6.0, 4 / 6.0, 5 / 6.0, 6 / 6.0,
        7 / 6.0, 8 / 6.0, 9 / 6.0, 10 / 6.0, 11 / 6.0, 12 / 6.0, 13 / 6.0,
        14 / 6.0, 15 / 6.0, 16 / 6.0, 17 / 6.0, 18 / 6.0, 19 / 6.0, 20 / 6.0 };

    return k >= 0 && k < (int)(sizeof t / sizeof t[0]) ? t[k] : k / 6.0;
}

/* P(d6 + mod > target) */
double kutf_bot_p_over(int mod, int target)
{
    int k = 6 + mod - target;      /* faces that succeed */

    k = k < 0 ? 0 : k > 6 ? 6 : k;  /* sixth(6) is 1.0, sixth(0) 0.0 */
    return sixth(k);
}

/* How bad it is to leave this Chinese unit alone: where it will be after
 * the next advance. */
static double urgency(const kutf_state *s, int t)
{
    static const double w[KUTF_NSPACES + 1] = { 4, 8, 20, 60, 400, 400 };
    const kutf_chinese *ch = &s->ch[t];
    int step = ch->kind == KUTF_BOXER && s->boxers_double ? 2 : 1;
    int to = ch->space + step;

    if (s->halt_mask & (1 << t))
        to = ch->space;
    if (to > KUTF_HALLIDAY)
        to = KUTF_HALLIDAY;
    return w[to];
}

/* The scores' sums over the six faces of a die, each summed face by face
 * in the same order whether worked out or looked up (so every score, and
 * every game, is the same either way); the tables, filled on first use,
 * cover every modifier and CP the data can give, the loops the rest. */
static double fire_ev_sum(int cas, int cp)      /* CP a fire hit destroys */
{
    double ev = 0;
    int f;

    for (f = 1; f <= 6; f++) {
        int k = f + cas;
        if (k < 0)
            k = 0;
        if (k > cp)
            k = cp;
        ev += sixth(k);
    }
    return ev;
}

static void melee_sums(int chm, int cp, double *ev, double *kill)
{
    int f;

    *ev = *kill = 0;
    for (f = 1; f <= 6; f++) {
        int k = f + chm;
        if (k >= cp)
            *kill += sixth(1);
        if (k > cp)
            k = cp;
        *ev += sixth(k > 0 ? k : 0);
    }
}

static double melee_lev_sum(int lem)            /* legation casualties */
{
    double lev = 0;
    int f;

    for (f = 1; f <= 6; f++) {
        int l = f + lem;
        lev += sixth(l > 0 ? l : 0);
    }
    return lev;
}

#define MOD_LO (-8)          /* table range of a casualty modifier */
#define MOD_HI 16
#define CP_HI 16             /* and of a Chinese unit's CP */
/* fire, melee: the sums divided by the unit's CP (the share of it the
 * scores weigh), the same division done once here (cp 1 and up) */
static struct {
    int ready;
    double fire[MOD_HI - MOD_LO][CP_HI], melee[MOD_HI - MOD_LO][CP_HI],
           kill[MOD_HI - MOD_LO][CP_HI], lev[MOD_HI - MOD_LO];
} sums;

static void fill_sums(void)
{
    int m, cp;

    for (m = MOD_LO; m < MOD_HI; m++) {
        for (cp = 1; cp < CP_HI; cp++) {
            double ev;
            sums.fire[m - MOD_LO][cp] = fire_ev_sum(m, cp) / cp;
            melee_sums(m, cp, &ev, &sums.kill[m - MOD_LO][cp]);
            sums.melee[m - MOD_LO][cp] = ev / cp;
        }
        sums.lev[m - MOD_LO] = melee_lev_sum(m);
    }
    sums.ready = 1;
}

static int in_tables(int mod, int cp)
{
    return mod >= MOD_LO && mod < MOD_HI && cp >= 1 && cp < CP_HI;
}

/* the share of a unit of cp CP a fire hit destroys, on average */
static double fire_share(int cas, int cp)
{
    return in_tables(cas, cp) ? sums.fire[cas - MOD_LO][cp] :
                                fire_ev_sum(cas, cp) / cp;
}

/* melee: the share of the unit destroyed, and the chance it is wiped out */
static void melee_share(int chm, int cp, double *share, double *kill)
{
    double ev;

    if (!in_tables(chm, cp)) {
        melee_sums(chm, cp, &ev, kill);
        *share = ev / cp;
        return;
    }
    *share = sums.melee[chm - MOD_LO][cp];
    *kill = sums.kill[chm - MOD_LO][cp];
}

static double melee_lev(int lem)
{
    return lem >= MOD_LO && lem < MOD_HI ? sums.lev[lem - MOD_LO] :
                                           melee_lev_sum(lem);
}

/* m: the wall's byte of kutf_wall_units (its defenders, at most two),
 * whose bonuses the scores add up themselves */
static double score_fire(const kutf_state *s, int t, unsigned m)
{
    const kutf_data *d = s->data;
    const kutf_chinese *ch = &s->ch[t];
    const kutf_card *c = &d->card[s->current];
    int hit = c->drm_fire + s->turn_fire + s->perm_fire, cas = 0;
    double share, phit;

    for (; m; m &= m - 1) {
        int u = kutf_low_unit(m);
        hit += ch->space == KUTF_EXTREME ? d->unit[u].hit_extreme :
                                           d->unit[u].hit_long;
    }
    if (s->gun_track == t) {
        hit += d->gun_hit;
        cas += d->gun_casualties;
    }
    if (ch->kind == KUTF_BOXER)
        cas += d->boxer_casualties;
    if (ch->space == KUTF_EXTREME)
        cas += d->extreme_casualties;
    phit = kutf_bot_p_over(hit, ch->cp);     /* a sure miss scores 0 */
    share = fire_share(cas, ch->cp);
    /* fraction of the unit destroyed, weighted by its danger; a kill is
     * worth extra because it stops the advance outright */
    return phit * share * urgency(s, t) * 1.2;
}

static double score_melee(const kutf_state *s, int t, unsigned m)
{
    const kutf_data *d = s->data;
    const kutf_chinese *ch = &s->ch[t];
    int chm = 0, lem = 0, defenders = 0, cpsum = 0;
    double share, kill, lev;

    for (; m; m &= m - 1) {
        int u = kutf_low_unit(m);
        chm += d->unit[u].melee_chinese;
        lem += d->unit[u].melee_legation;
        cpsum += s->cp[u];
        defenders++;
    }
    if (ch->kind == KUTF_BOXER) {
        chm += d->boxer_casualties;
        lem += d->boxer_casualties;
    }
    if (ch->space == KUTF_STREET) {
        chm += d->street_casualties;
        lem += d->street_casualties;
    } else {
        lem -= d->track[t].wall;
    }
    if (s->gun_track == t && ch->space == KUTF_WALL)
        chm += d->gun_casualties;
    if (ch->cp == 1)
        lem--;
    lem -= s->turn_guard + s->perm_guard;
    melee_share(chm, ch->cp, &share, &kill);
    lev = defenders == 0 ? 0 : melee_lev(lem);
    /* casualties beyond the fortification cost CP (VP, and lives) */
    {
        double absorbed = s->fort < lev / 2 ? s->fort : lev / 2;
        double cost = (lev - absorbed) * 1.6 + absorbed * 0.8;
        if (cpsum && lev >= cpsum)
            cost += 10;
        return share * urgency(s, t) + kill * urgency(s, t) * 0.3 - cost;
    }
}

/* strong: the strong player fortifies sooner (see score_action) */
static double score_fortify(const kutf_state *s, int strong)
{
    const kutf_chinese *ch = s->ch;
    /* counted without branches or a loop (asked at every Action) */
#define THREAT(t) ((ch[t].kind != 0) & (ch[t].space >= KUTF_LONG))
    int threats = THREAT(0) + THREAT(1) + THREAT(2) + THREAT(3);
#undef THREAT

    _Static_assert(KUTF_TRACKS == 4, "four tracks");
    if (strong)
        return (threats ? 7.0 + threats : 6.0) - s->fort * 0.8;
    return (threats ? 3.0 + threats : 2.0) - s->fort * 0.8;
}

/* strong: the strong player fortifies sooner (measured: +2 points of wins
 * over the first player's weights). */
static double score_action(const kutf_state *s, const kutf_action *a,
                           int strong)
{
    const kutf_data *d = s->data;
    unsigned m;
    int u;

    switch (a->type) {
    case KUTF_A_FIRE:
    case KUTF_A_MELEE:
        if (!sums.ready)
            fill_sums();
        m = kutf_wall_of(s, a->track);
        return a->type == KUTF_A_FIRE ? score_fire(s, a->track, m) :
                                        score_melee(s, a->track, m);
    case KUTF_A_FORTIFY:
        return score_fortify(s, strong);
    case KUTF_A_PEITANG:
        return kutf_bot_p_over(0, d->peitang_target) * 9.0;
    case KUTF_A_PLAY_EVENT: {
        const kutf_card *c = &d->card[a->card];
        int i;
        for (i = 0; i < c->nfx; i++) {
            if (c->fx[i].type == KUTF_FX_FORTIFY && s->fort >= KUTF_MAX_FORT - 1)
                return -1;
            if (c->fx[i].type == KUTF_FX_GAIN_CP) {
                for (u = 0; u < KUTF_UNITS; u++)
                    if (s->cp[u] < d->unit[u].start_cp)
                        break;
                if (u == KUTF_UNITS)
                    return -1;
            }
        }
        return 1000;    /* useful events are played at once */
    }
    default:
        return 0;
    }
}

/* The best-scored Legation Action (or "end" when none scores over 0.5),
 * found without building the legal list: kutf_legal's candidates in its
 * order, each with check's condition for it worked out here from the
 * walls' sums (no candidate is scored that is not legal); the best legal
 * one wins, the first of equals, as a walk down the list would pick it
 * (the simulator spends most of its decisions here). */
static int direct_actions(const kutf_state *s, kutf_action *out, int strong)
{
    const kutf_data *d = s->data;
    unsigned def = kutf_wall_units(s);
    double best = 0.5, v;   /* anything weaker than 0.5: end the segment */
    int t, i, bt = -2, btype = KUTF_A_END, bcard = -1;

    if (!sums.ready)
        fill_sums();
    if (s->actions_left > 0) {
        if (s->fort < KUTF_MAX_FORT) {
            if ((v = score_fortify(s, strong)) > best) {
                best = v;
                btype = KUTF_A_FORTIFY;
                bt = -1;
            }
        }
        for (t = 0; t < KUTF_TRACKS; t++) {
            const kutf_chinese *ch = &s->ch[t];
            unsigned m = def >> (8 * t) & 0xffu;
            if (!ch->kind)
                continue;
            if (ch->space <= KUTF_LONG) {
                if (!m && s->gun_track != t)
                    continue;
                v = score_fire(s, t, m);
            } else {
                if (!m && !(s->gun_track == t && ch->space == KUTF_WALL))
                    continue;
                v = score_melee(s, t, m);
            }
            if (v > best) {
                best = v;
                btype = ch->space <= KUTF_LONG ? KUTF_A_FIRE : KUTF_A_MELEE;
                bt = t;
            }
        }
        if (s->peitang_open &&
            (v = kutf_bot_p_over(0, d->peitang_target) * 9.0) > best) {
            best = v;
            btype = KUTF_A_PEITANG;
            bt = -1;
        }
    }
    for (i = 0; i < s->nhand; i++) {
        kutf_action a;
        if (d->card[s->hand[i]].when != KUTF_WHEN_ACTIONS)
            continue;      /* not playable in this segment */
        kutf_bot_blank(&a, KUTF_A_PLAY_EVENT);
        a.card = s->hand[i];
        if ((v = score_action(s, &a, strong)) > best) {
            best = v;
            btype = KUTF_A_PLAY_EVENT;
            bt = -1;
            bcard = a.card;
        }
    }
    kutf_bot_blank(out, btype);
    if (bt >= 0)
        out->track = bt;
    out->card = bcard;
    return 1;
}

/* Threat on a track for placing defenders: nearer and stronger is worse. */
double kutf_bot_track_threat(const kutf_state *s, int t)
{
    const kutf_chinese *ch = &s->ch[t];

    if (!ch->kind)
        return 0;
    return (ch->space + 1) * 2.0 + ch->cp * 0.5;
}

/* The same choices as kutf_bot_list.c's set-up and the basic move would
 * make from the legal list, found without building it (set-up and movement have the longest
 * lists; the simulator spends its time there). */
static int box_free(const kutf_state *s, int box)
{
    int u;

    for (u = 0; u < KUTF_UNITS; u++)
        if (s->utrack[u] >= 0 && s->utrack[u] * 2 + s->uslot[u] == box)
            return 0;
    return 1;
}

static int direct_setup(const kutf_state *s, kutf_action *out)
{
    static const char *const pref[KUTF_UNITS] = {
        "US", "GB", "FR", "DE", "IT", "AT", "JP", "RU" };
    const kutf_data *d = s->data;
    int k, u, b, w;

    for (k = 0; k < KUTF_UNITS; k++) {
        for (u = 0; u < KUTF_UNITS; u++)   /* two-letter ids: no strcmp */
            if (d->unit[u].id[0] == pref[k][0] &&
                d->unit[u].id[1] == pref[k][1] && !d->unit[u].id[2])
                break;
        if (u == KUTF_UNITS || s->utrack[u] >= 0)
            continue;
        memset(out, 0, sizeof *out);
        out->type = KUTF_A_PLACE;
        out->unit = u;
        out->track = out->other = out->card = out->choice = -1;
        w = (k / 2) % KUTF_TRACKS;
        for (b = 2 * w; b < 2 * w + KUTF_SLOTS; b++)
            if (box_free(s, b))
                return out->box = b, 1;
        for (b = 0; b < KUTF_TRACKS * KUTF_SLOTS; b++)
            if (box_free(s, b))
                return out->box = b, 1;
    }
    return 0;
}

/* threat: track_threat of each wall, worked out once per decision; ndef:
 * each wall's defenders (2 for two or more: only 0 and 1 count here) */
static double move_value(const kutf_state *s, int u, int t, const int *ndef,
                         const double *threat)
{
    int from = u == KUTF_GUN ? s->gun_track : s->utrack[u];
    double v;

    if (u == KUTF_GUN) {
        v = threat[t] - threat[from];
        if (s->ch[t].kind && s->ch[t].space == KUTF_STREET)
            v -= 10;   /* the gun cannot fight in the streets */
    } else {
        int df = ndef[from], dt = ndef[t];
        v = (threat[t] - threat[from]) *
            (dt == 0 ? 2.0 : 1.0) - (df == 1 ? 6.0 : 0) - 3.0;
    }
    return v;
}

/* The best move of one unit (or the gun, u KUTF_GUN) from its wall to any
 * wall of `to`, in the walls' order; best, bu, bt kept as a walk down the
 * legal list keeps them (only a better score replaces). */
static void weigh_moves(const kutf_state *s, int u, unsigned to,
                        const int *ndef, const double *threat, double *best,
                        int *bu, int *bt)
{
    for (; to; to &= to - 1) {
        int t = kutf_low_unit(to);      /* the lowest wall left */
        double v = move_value(s, u, t, ndef, threat);
        if (v > *best) {
            *best = v;
            *bu = u;
            *bt = t;
        }
    }
}

static int direct_move(const kutf_state *s, kutf_action *out)
{
    double best = 0.5, threat[KUTF_TRACKS];
    int t, ndef[KUTF_TRACKS], bu = -1, bt = -1, g = s->gun_track;
    unsigned def, room, engaged, free, firsts = 0, m;

    kutf_bot_blank(out, KUTF_A_END);
    if (s->moves_made >= 4)
        return 1;
    def = kutf_wall_units(s);
    room = kutf_walls_open(def);    /* walls with fewer than two defenders */
    /* every wall full and the gun absent or held (most turns): no move;
     * a wall's engagement is read only when something might move */
    if (!room && (g < 0 || (s->ch[g].kind != 0 && s->ch[g].space >= KUTF_WALL)))
        return 1;
    engaged = kutf_walls_engaged(s);
    for (t = 0; t < KUTF_TRACKS; t++) {
        /* kutf_defenders of the wall as move_value reads it: 0, 1, or
         * 2 for two or more */
        m = def >> (8 * t) & 0xffu;
        ndef[t] = (m != 0) + ((m & (m - 1)) != 0);
        threat[t] = kutf_bot_track_threat(s, t);
    }
    /* the units that may move (on a wall not engaged: kutf_frozen, read
     * here) score by their wall alone: a second unit of a wall ties the
     * first at best, and a tie keeps the first; so each free wall's
     * first unit, in the units' order, to every other wall with room
     * (most turns every wall is full: nothing to score) */
    free = kutf_wall_placed(s);
    for (t = 0; t < KUTF_TRACKS; t++) {
        m = engaged >> t & 1 ? 0 : free >> (8 * t) & 0xffu;
        firsts |= m & (0u - m);         /* its lowest unit */
    }
    for (; firsts; firsts &= firsts - 1) {
        int u = kutf_low_unit(firsts), at = s->utrack[u];
        weigh_moves(s, u, room & ~(1u << at), ndef, threat, &best, &bu, &bt);
    }
    if (g >= 0 && !(engaged >> g & 1))  /* the gun: to any other wall */
        weigh_moves(s, KUTF_GUN, ((1u << KUTF_TRACKS) - 1) & ~(1u << g), ndef,
                    threat, &best, &bu, &bt);
    if (bu >= 0) {
        out->type = KUTF_A_MOVE;
        out->unit = bu;
        out->track = bt;
    }
    return 1;
}

/* choose_casualty's choice without the legal list: the fortification if
 * it may take one, else the defender with the most CP to spare (while a
 * casualty waits, check accepts exactly what kutf_casualty_mask lists). */
static int direct_casualty(const kutf_state *s, kutf_action *out)
{
    unsigned m = kutf_casualty_mask(s);
    int u, bu = -1, bcp = -1;

    kutf_bot_blank(out, KUTF_A_CASUALTY);
    if (m & 1)
        return 1;
    for (m >>= 1; m; m &= m - 1) {    /* the units that may, in order */
        int v;
        u = kutf_low_unit(m);
        v = s->cp[u] * 2 - (s->data->unit[u].melee_legation > 0 ? 1 : 0);
        if (v > bcp) {
            bcp = v;
            bu = u;
        }
    }
    if (bu < 0)
        return 0;
    out->unit = bu;
    return 1;
}

/* kutf_legal's list in the Relief Column Commands, written out: check's
 * conditions for that segment with no choice pending (the strong player
 * asks for it at every Command). */
static int commands_list(const kutf_state *s, kutf_action *acts)
{
    const kutf_data *d = s->data;
    int n = 0, i;

    if (s->commands_left > 0) {
        if (s->speed_box < d->speed.nboxes - 1)
            kutf_bot_blank(&acts[n++], KUTF_A_SPEED);
        if (s->power_box < d->power.nboxes - 1)
            kutf_bot_blank(&acts[n++], KUTF_A_POWER);
        if (!s->arrived && s->blocker >= 0 && !s->dispersed)
            kutf_bot_blank(&acts[n++], KUTF_A_ATTACK);
        if (!s->arrived && s->dispersed)
            kutf_bot_blank(&acts[n++], KUTF_A_ADVANCE);
    }
    for (i = 0; i < s->nhand; i++)
        if (d->card[s->hand[i]].when == KUTF_WHEN_COMMANDS) {
            kutf_bot_blank(&acts[n], KUTF_A_PLAY_EVENT);
            acts[n++].card = s->hand[i];
        }
    kutf_bot_blank(&acts[n++], KUTF_A_END);
    return n;
}

int kutf_bot_choose(const kutf_state *s, kutf_action *out)
{
    return kutf_bot_choose_level(s, out, KUTF_BOT_STRONG);
}

int kutf_bot_choose_level(const kutf_state *s, kutf_action *out, int level)
{
    kutf_action acts[KUTF_MAX_ACTIONS];
    int n, strong = level == KUTF_BOT_STRONG;

    if (!s->outcome && s->pend == KUTF_PEND_NONE) {
        if (s->seg == KUTF_SEG_SETUP && direct_setup(s, out))
            return 1;
        if (s->seg == KUTF_SEG_MOVEMENT)
            return direct_move(s, out);
        if (s->seg == KUTF_SEG_ACTIONS)
            return direct_actions(s, out, strong);
        if (s->seg == KUTF_SEG_COMMANDS && strong && kutf_plan_of(s->data)) {
            if (kutf_bot_plan_fast(s, out))
                return 1;
            n = commands_list(s, acts);
            return kutf_bot_plan_command(s, acts, n, out, NULL, 0);
        }
    }
    if (!s->outcome && s->pend == KUTF_PEND_CASUALTY && direct_casualty(s, out))
        return 1;
    n = kutf_legal(s, acts, KUTF_MAX_ACTIONS);
    return n > 0 && kutf_bot_pick(s, acts, n, strong, out);
}
