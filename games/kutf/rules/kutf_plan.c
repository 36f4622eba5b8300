/* kutf_plan: the relief column's planner. At load it solves the relief
 * half of the game as a dice game (the siege left out): for each number of
 * headline turns left, each place on the road and each Speed / Combat
 * Power box, the chance that the best play still reaches Peking in time,
 * with the turn's Commands, attacks, advances, staying power and Losses
 * exact and the future cards averaged per epoch. The bot then looks one
 * Command ahead into this table with the real card and blocker. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "kutf.h"

#define MAXSTR 10          /* blocker strengths 0..9 */

/* Model of a future turn: how many Commands, which blocker strengths. */
typedef struct turn_model {
    double pc[KUTF_PLAN_CL + 1];   /* P(commands = c) */
    double ps[MAXSTR];             /* P(strength = k) */
} turn_model;

typedef struct solver {
    const kutf_data *d;
    kutf_plan *p;
    int R;                         /* turns left, this one included */
} solver;

static size_t idx_s(const kutf_plan *p, int R, int pos, int sb, int pb)
{
    return (((size_t)R * (size_t)p->np + (size_t)pos) * (size_t)p->ns +
            (size_t)sb) * (size_t)p->nw + (size_t)pb;
}

/* k: 0..3 dispersed (bit 0 an attack made, bit 1 an advance made);
 * 4 + 2*si + att: not dispersed, blocker strength index si. */
static size_t idx_w(const kutf_plan *p, int R, int cl, int pos, int sb, int pb,
                    int k)
{
    return ((((size_t)R * (KUTF_PLAN_CL + 1) + (size_t)cl) * (size_t)p->np +
             (size_t)pos) * (size_t)p->ns + (size_t)sb) * (size_t)p->nw *
               (size_t)p->nk + (size_t)pb * (size_t)p->nk + (size_t)k;
}

/* The in-turn flags as the table's last index. */
static int kidx(const kutf_plan *p, int dispersed, int att, int adv,
                int strength)
{
    int si;

    if (dispersed)
        return (att ? 1 : 0) | (adv ? 2 : 0);
    si = strength - p->smin;
    if (si < 0)
        si = 0;
    if (si >= p->nstr)
        si = p->nstr - 1;
    return 4 + 2 * si + (att ? 1 : 0);
}

double kutf_plan_start(const kutf_plan *p, int R, int pos, int sb, int pb)
{
    if (pos >= p->np - 1)
        return 1.0;
    if (R <= 0)
        return 0.0;
    if (R > p->nr)
        R = p->nr;
    return p->start[idx_s(p, R, pos, sb, pb)];
}

double kutf_plan_value(const kutf_plan *p, int R, int cl, int pos, int sb,
                       int pb, int dispersed, int att, int adv, int strength)
{

    if (pos >= p->np - 1)
        return 1.0;
    if (R <= 0)
        return 0.0;
    if (R > p->nr)
        R = p->nr;
    if (cl > KUTF_PLAN_CL)
        cl = KUTF_PLAN_CL;
    if (cl <= 0)
        return kutf_plan_start(p, R - 1, pos, sb, pb);
    return p->w[3 * idx_w(p, R, cl, pos, sb, pb,
                          kidx(p, dispersed, att, adv, strength))];
}

/* P(d6 + mod > target), P(= target); the chances looked up, each the
 * double (7 - need) / 6.0 gives (the compiler folds the same division):
 * a Command's look-ahead waited on the division */
static double p_gt(int mod, int target)
{
    static const double over[] = {
        1.0, 5 / 6.0, 4 / 6.0, 3 / 6.0, 2 / 6.0, 1 / 6.0, 0.0 };
    int need = target - mod + 1;

    return over[need <= 1 ? 0 : need > 6 ? 6 : need - 1];
}

static double p_eq(int mod, int target)
{
    int f = target - mod;

    return f >= 1 && f <= 6 ? 1.0 / 6.0 : 0.0;
}

/* Value after `losses` Losses from an in-turn state whose other fields are
 * fixed; each Loss is paid the best way, or ignored if nothing can pay. */
double kutf_plan_after_losses(const kutf_plan *p, const kutf_data *d, int R,
                              int cl, int pos, int sb, int pb, int disp,
                              int att, int adv, int str, int losses)
{
    double best = -1, v;

    if (losses <= 0)
        return kutf_plan_value(p, R, cl, pos, sb, pb, disp, att, adv, str);
    /* one or two Losses: the build worked them out (the same maximum over
     * the same choices, in floats like the table); the relief planner asks
     * this for every attack and advance it weighs */
    if (losses <= 2 && R >= 1 && pos < p->np - 1 && p->w) {
        int k = kidx(p, disp, att, adv, str);
        if (R > p->nr)
            R = p->nr;
        if (cl > KUTF_PLAN_CL)
            cl = KUTF_PLAN_CL;
        if (cl < 0)
            cl = 0;
        return p->w[3 * idx_w(p, R, cl, pos, sb, pb, k) + (size_t)losses];
    }
    if (sb >= d->speed.start + 2) {
        v = kutf_plan_after_losses(p, d, R, cl, pos, sb - 2, pb, disp, att,
                                   adv, str, losses - 1);
        if (v > best) best = v;
    }
    if (pb >= d->power.start + 2) {
        v = kutf_plan_after_losses(p, d, R, cl, pos, sb, pb - 2, disp, att,
                                   adv, str, losses - 1);
        if (v > best) best = v;
    }
    if (sb >= d->speed.start + 1 && pb >= d->power.start + 1) {
        v = kutf_plan_after_losses(p, d, R, cl, pos, sb - 1, pb - 1, disp,
                                   att, adv, str, losses - 1);
        if (v > best) best = v;
    }
    if (pos > 0) {
        v = kutf_plan_after_losses(p, d, R, cl, pos - 1, sb, pb, disp, att,
                                   adv, str, losses - 1);
        if (v > best) best = v;
    }
    if (best < 0)    /* nothing can pay: the Loss is ignored */
        best = kutf_plan_value(p, R, cl, pos, sb, pb, disp, att, adv, str);
    return best;
}

double kutf_plan_attack(const kutf_plan *p, const kutf_data *d, int R, int cl,
                        int pos, int sb, int pb, int att, int str, int mod)
{
    int danger = d->route[pos].danger, pb2 = pb;
    double pw = p_gt(mod, str), pt = p_eq(mod, str), pl = 1 - pw - pt;

    if (att && pb2 > d->power.start)    /* staying power */
        pb2--;
    return pw * kutf_plan_value(p, R, cl - 1, pos, sb, pb2, 1, 1, 0, str) +
           pt * kutf_plan_after_losses(p, d, R, cl - 1, pos, sb, pb2, 0, 1, 0,
                                       str, danger) +
           pl * kutf_plan_after_losses(p, d, R, cl - 1, pos, sb, pb2, 0, 1, 0,
                                       str, 1 + danger);
}

double kutf_plan_advance(const kutf_plan *p, const kutf_data *d, int R, int cl,
                         int pos, int sb, int pb, int att, int adv, int mod)
{
    int danger = d->route[pos].danger, sb2 = sb;
    double pw = p_gt(mod, 6), pt = p_eq(mod, 6), pl = 1 - pw - pt, win;

    if (adv && sb2 > d->speed.start)
        sb2--;
    win = pos + 1 >= p->np - 1 ? 1.0 :
          kutf_plan_value(p, R, cl - 1, pos + 1, sb2, pb, 1, att, 1, 0);
    return pw * win +
           pt * kutf_plan_after_losses(p, d, R, cl - 1, pos, sb2, pb, 1, att, 1,
                                       0, danger) +
           pl * kutf_plan_after_losses(p, d, R, cl - 1, pos, sb2, pb, 1, att, 1,
                                       0, 1);
}

void kutf_plan_look_at(const kutf_plan *p, const kutf_data *d, int R, int cl,
                       int pos, int sb, int pb, int disp, int att, int adv,
                       int str, int amod, int smod, kutf_plan_look *o)
{
    int c = cl - 1, danger = d->route[pos].danger, k;
    const float *e, *q, *st;
    size_t row;
    double pw, pt, pl;

    memset(o, 0, sizeof *o);
    if (pos >= p->np - 1 || R < 1 || R > p->nr || c < 0 || c > KUTF_PLAN_CL ||
        danger < 0 || danger > 1) {      /* the edges: the long way */
        o->end = kutf_plan_start(p, R - 1, pos, sb, pb);
        if (sb + 1 < p->ns)
            o->speed = kutf_plan_value(p, R, c, pos, sb + 1, pb, disp, att,
                                       adv, str);
        if (pb + 1 < p->nw)
            o->power = kutf_plan_value(p, R, c, pos, sb, pb + 1, disp, att,
                                       adv, str);
        if (!disp)
            o->attack = kutf_plan_attack(p, d, R, cl, pos, sb, pb, att, str,
                                         amod);
        else
            o->advance = kutf_plan_advance(p, d, R, cl, pos, sb, pb, att, adv,
                                           smod);
        return;
    }
    /* Inside the table: e is the entry (R, c, pos) with Speed, Combat Power
     * and the in-turn flags 0, each entry's three values (no, one, two
     * Losses) side by side. kutf_plan_value with no Command left (c 0) is
     * the next turn's start (st: its row at this place, none with no turn
     * left, where it is 0); with Losses it reads the entry all the same.
     * The same floats as kutf_plan_value and kutf_plan_start read. */
    e = &p->w[3 * idx_w(p, R, c, pos, 0, 0, 0)];
    st = R > 1 ? &p->start[idx_s(p, R - 1, pos, 0, 0)] : NULL;
    row = (size_t)p->nw * (size_t)p->nk;
#define AT(sb_, pb_, k_) (e + 3 * ((size_t)(sb_) * row + \
                              (size_t)(pb_) * (size_t)p->nk + (size_t)(k_)))
#define START(sb_, pb_) (st ? (double)st[(sb_) * p->nw + (pb_)] : 0.0)
#define VALUE(sb_, pb_, k_) (c > 0 ? (double)AT(sb_, pb_, k_)[0] : \
                             START(sb_, pb_))
    o->end = START(sb, pb);
    k = kidx(p, disp, att, adv, str);
    if (sb + 1 < p->ns)
        o->speed = VALUE(sb + 1, pb, k);
    if (pb + 1 < p->nw)
        o->power = VALUE(sb, pb + 1, k);
    if (!disp) {                /* kutf_plan_attack */
        int pb2 = att && pb > d->power.start ? pb - 1 : pb;
        int kt = kidx(p, 0, 1, 0, str);
        pw = p_gt(amod, str);
        pt = p_eq(amod, str);
        pl = 1 - pw - pt;
        q = AT(sb, pb2, kt);
        o->attack = pw * VALUE(sb, pb2, kidx(p, 1, 1, 0, str)) +
                    pt * (danger ? (double)q[1] : VALUE(sb, pb2, kt)) +
                    pl * q[1 + danger];
    } else {                    /* kutf_plan_advance */
        int sb2 = adv && sb > d->speed.start ? sb - 1 : sb;
        int kd = kidx(p, 1, att, 1, 0);
        double win = pos + 1 >= p->np - 1 ? 1.0 : c == 0 ?
                     (st ? (double)st[p->ns * p->nw + sb2 * p->nw + pb] :
                      0.0) :                                /* pos + 1 */
                     AT(sb2, pb, kd)[3 * (size_t)p->ns * row];
        pw = p_gt(smod, 6);
        pt = p_eq(smod, 6);
        pl = 1 - pw - pt;
        q = AT(sb2, pb, kd);
        o->advance = pw * win +
                     pt * (danger ? (double)q[1] : VALUE(sb2, pb, kd)) +
                     pl * q[1];
    }
#undef VALUE
#undef START
#undef AT
}

/* One layer of the in-turn table (Commands left fixed) for the build:
 * values, and the best value after one and after two Losses. */
typedef struct layer {
    float *v, *l1, *l2;
} layer;

static size_t lidx(const kutf_plan *p, int pos, int sb, int pb, int k)
{
    return (((size_t)pos * (size_t)p->ns + (size_t)sb) * (size_t)p->nw +
            (size_t)pb) * (size_t)p->nk + (size_t)k;
}

static float lget(const kutf_plan *p, const float *a, int pos, int sb, int pb,
                  int k)
{
    return pos >= p->np - 1 ? 1.0f : a[lidx(p, pos, sb, pb, k)];
}

/* best over the ways to pay one Loss of the values in `from` (the Loss is
 * ignored when nothing can pay it) */
static void fill_loss(const kutf_plan *p, const kutf_data *d, const float *from,
                      float *to)
{
    int pos, sb, pb, k;

    for (pos = 0; pos < p->np - 1; pos++)
        for (sb = d->speed.start; sb < p->ns; sb++)
            for (pb = d->power.start; pb < p->nw; pb++)
                for (k = 0; k < p->nk; k++) {
                    float best = -1, v;
                    if (sb >= d->speed.start + 2 &&
                        (v = lget(p, from, pos, sb - 2, pb, k)) > best)
                        best = v;
                    if (pb >= d->power.start + 2 &&
                        (v = lget(p, from, pos, sb, pb - 2, k)) > best)
                        best = v;
                    if (sb >= d->speed.start + 1 && pb >= d->power.start + 1 &&
                        (v = lget(p, from, pos, sb - 1, pb - 1, k)) > best)
                        best = v;
                    if (pos > 0 && (v = lget(p, from, pos - 1, sb, pb, k)) > best)
                        best = v;
                    to[lidx(p, pos, sb, pb, k)] = best < 0 ?
                        lget(p, from, pos, sb, pb, k) : best;
                }
}

/* Copy a layer's values after one and two Losses into the plan. */
static void keep_losses(kutf_plan *p, const kutf_data *d, const layer *l,
                        int R, int cl)
{
    int pos, sb, pb, k;

    for (pos = 0; pos < p->np - 1; pos++)
        for (sb = d->speed.start; sb < p->ns; sb++)
            for (pb = d->power.start; pb < p->nw; pb++)
                for (k = 0; k < p->nk; k++) {
                    size_t i = lidx(p, pos, sb, pb, k);
                    size_t j = 3 * idx_w(p, R, cl, pos, sb, pb, k);
                    p->w[j + 1] = l->l1[i];
                    p->w[j + 2] = l->l2[i];
                }
}

/* Best value of an in-turn state with the card's modifiers at 0, from the
 * layer with one Command fewer (prev) and the start of the next turn. */
static float best_in_turn(const solver *sv, const layer *prev, int pos, int sb,
                          int pb, int k)
{
    const kutf_data *d = sv->d;
    const kutf_plan *p = sv->p;
    int disp = k < 4, att = disp ? (k & 1) : ((k - 4) & 1), danger;
    double best = kutf_plan_start(p, sv->R - 1, pos, sb, pb), v, pw, pt, pl;

    if (sb < d->speed.nboxes - 1 &&
        (v = lget(p, prev->v, pos, sb + 1, pb, k)) > best)
        best = v;
    if (pb < d->power.nboxes - 1 &&
        (v = lget(p, prev->v, pos, sb, pb + 1, k)) > best)
        best = v;
    danger = d->route[pos].danger;
    if (!disp) {
        int si = (k - 4) / 2, pb2 = pb, kt;
        if (att && pb2 > d->power.start)
            pb2--;
        kt = 4 + 2 * si + 1;           /* still not dispersed, attack made */
        pw = p_gt(d->power.drm[pb], p->smin + si);
        pt = p_eq(d->power.drm[pb], p->smin + si);
        pl = 1 - pw - pt;
        v = pw * lget(p, prev->v, pos, sb, pb2, 1) +
            pt * lget(p, danger ? prev->l1 : prev->v, pos, sb, pb2, kt) +
            pl * lget(p, danger ? prev->l2 : prev->l1, pos, sb, pb2, kt);
    } else {
        int adv = (k >> 1) & 1, sb2 = sb, kd = (att ? 1 : 0) | 2;
        if (adv && sb2 > d->speed.start)
            sb2--;
        pw = p_gt(d->speed.drm[sb], 6);
        pt = p_eq(d->speed.drm[sb], 6);
        pl = 1 - pw - pt;
        v = pw * lget(p, prev->v, pos + 1, sb2, pb, kd) +
            pt * lget(p, danger ? prev->l1 : prev->v, pos, sb2, pb, kd) +
            pl * lget(p, prev->l1, pos, sb2, pb, kd);
    }
    if (v > best)
        best = v;
    return (float)best;
}

static void model_of(const kutf_data *d, int epoch, turn_model *m)
{
    int inset[KUTF_MAX_BLOCKERS], i, k, n = 0, nb = 0;

    memset(m, 0, sizeof *m);
    for (i = 0; i < d->ncards; i++) {
        const kutf_card *c = &d->card[i];
        int cmd = c->commands;
        if (c->event || c->epoch != epoch)
            continue;
        if (cmd > KUTF_PLAN_CL) cmd = KUTF_PLAN_CL;
        if (cmd < 0) cmd = 0;
        m->pc[cmd] += 1;
        n++;
    }
    for (i = 0; i <= KUTF_PLAN_CL; i++)
        m->pc[i] = n ? m->pc[i] / n : (i == 2);
    /* blockers: the start cup and every one a card of this epoch (or an
     * earlier one) adds */
    for (i = 0; i < d->nblockers; i++)
        inset[i] = d->cup_start[i];
    for (i = 0; i < d->ncards; i++) {
        const kutf_card *c = &d->card[i];
        if (c->event || c->epoch > epoch)
            continue;
        for (k = 0; k < c->nrel; k++)
            if (c->rel[k].type == KUTF_FX_CUP_ADD && c->rel[k].unit >= 0)
                inset[c->rel[k].unit] = 1;
    }
    for (i = 0; i < d->nblockers; i++)
        if (inset[i] && d->blocker[i].strength < MAXSTR) {
            m->ps[d->blocker[i].strength] += 1;
            nb++;
        }
    for (i = 0; i < MAXSTR; i++)
        m->ps[i] = nb ? m->ps[i] / nb : (i == 4);
}

/* The table is a cache derived from the data, built on first use (a
 * game's first frame does not wait for it); the data object itself is
 * never const-defined, so filling it in through a const pointer is safe. */
const kutf_plan *kutf_plan_of(const kutf_data *d)
{
    kutf_data *w = (kutf_data *)(uintptr_t)d;

    if (!d->plan.w && !d->plan.failed && !kutf_plan_build(d, &w->plan))
        w->plan.failed = 1;
    return d->plan.w ? &d->plan : NULL;
}

void kutf_plan_free(kutf_plan *p)
{
    free(p->w);
    free(p->start);
    memset(p, 0, sizeof *p);
}

int kutf_plan_build(const kutf_data *d, kutf_plan *p)
{
    turn_model m1, m2;
    solver sv;
    int R, cl, pos, sb, pb, k, i, n2 = 0, smax = 0;
    size_t ns, nw, nl;
    float *buf;

    memset(p, 0, sizeof *p);
    p->np = d->nroute;
    p->ns = d->speed.nboxes;
    p->nw = d->power.nboxes;
    p->smin = MAXSTR;
    for (i = 0; i < d->nblockers; i++) {
        if (d->blocker[i].strength < p->smin) p->smin = d->blocker[i].strength;
        if (d->blocker[i].strength > smax) smax = d->blocker[i].strength;
    }
    if (p->smin >= MAXSTR || smax >= MAXSTR)
        return 0;
    p->nstr = smax - p->smin + 1;
    p->nk = 4 + 2 * p->nstr;
    for (i = 0; i < d->ncards; i++) {
        p->headline[i] = !d->card[i].event;
        if (!d->card[i].event)
            p->nr++;
        n2 += !d->card[i].event && d->card[i].epoch == 2;
    }
    ns = (size_t)(p->nr + 1) * (size_t)p->np * (size_t)p->ns * (size_t)p->nw;
    nw = ns * (KUTF_PLAN_CL + 1) * (size_t)p->nk;
    p->start = calloc(ns, sizeof *p->start);
    p->w = calloc(3 * nw, sizeof *p->w);
    if (!p->start || !p->w) {
        kutf_plan_free(p);
        return 0;
    }
    model_of(d, 1, &m1);
    model_of(d, 2, &m2);
    sv.d = d;
    sv.p = p;
    nl = (size_t)p->np * (size_t)p->ns * (size_t)p->nw * (size_t)p->nk;
    buf = calloc(6 * nl, sizeof *buf);
    if (!buf) {
        kutf_plan_free(p);
        return 0;
    }
    for (R = 1; R <= p->nr; R++) {
        const turn_model *m = R <= n2 ? &m2 : &m1;
        layer lay[2];
        lay[0].v = buf; lay[0].l1 = buf + nl; lay[0].l2 = buf + 2 * nl;
        lay[1].v = buf + 3 * nl; lay[1].l1 = buf + 4 * nl; lay[1].l2 = buf + 5 * nl;
        sv.R = R;
        /* no Command left: the turn ends, whatever the in-turn flags */
        for (pos = 0; pos < p->np - 1; pos++)
            for (sb = d->speed.start; sb < p->ns; sb++)
                for (pb = d->power.start; pb < p->nw; pb++)
                    for (k = 0; k < p->nk; k++)
                        lay[0].v[lidx(p, pos, sb, pb, k)] = (float)
                            kutf_plan_start(p, R - 1, pos, sb, pb);
        for (cl = 1; cl <= KUTF_PLAN_CL; cl++) {
            layer *prev = &lay[(cl - 1) & 1], *cur = &lay[cl & 1];
            fill_loss(p, d, prev->v, prev->l1);
            fill_loss(p, d, prev->l1, prev->l2);
            keep_losses(p, d, prev, R, cl - 1);
            for (pos = 0; pos < p->np - 1; pos++)
                for (sb = d->speed.start; sb < p->ns; sb++)
                    for (pb = d->power.start; pb < p->nw; pb++)
                        for (k = 0; k < p->nk; k++) {
                            float v = best_in_turn(&sv, prev, pos, sb, pb, k);
                            cur->v[lidx(p, pos, sb, pb, k)] = v;
                            p->w[3 * idx_w(p, R, cl, pos, sb, pb, k)] = v;
                        }
        }
        {   /* the last layer's Losses, for kutf_plan_after_losses */
            layer *last = &lay[KUTF_PLAN_CL & 1];
            fill_loss(p, d, last->v, last->l1);
            fill_loss(p, d, last->l1, last->l2);
            keep_losses(p, d, last, R, KUTF_PLAN_CL);
        }
        /* the start of this turn: the Commands and the blocker to come */
        for (pos = 0; pos < p->np - 1; pos++)
            for (sb = d->speed.start; sb < p->ns; sb++)
                for (pb = d->power.start; pb < p->nw; pb++) {
                    double v = 0;
                    int c, s2;
                    for (c = 0; c <= KUTF_PLAN_CL; c++) {
                        if (m->pc[c] <= 0)
                            continue;
                        for (s2 = 0; s2 < MAXSTR; s2++)
                            if (m->ps[s2] > 0)
                                v += m->pc[c] * m->ps[s2] *
                                     kutf_plan_value(p, R, c, pos, sb, pb, 0, 0,
                                                     0, s2);
                    }
                    p->start[idx_s(p, R, pos, sb, pb)] = (float)v;
                }
    }
    free(buf);
    return 1;
}
