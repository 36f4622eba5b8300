/* lplace: the label placer (see lplace.h). Greedy by priority: few labels
 * a frame (tens), each tried at a dozen spots against the keep-outs and
 * the labels already placed. Kept free of SDL so its unit test links
 * with the rules side. */
#include <string.h>

#include "ui/lplace.h"

void lplace_begin(lplace *p, lplace_rect bounds)
{
    p->bounds = bounds;
    p->nkeep = 0;
    p->n = 0;
}

void lplace_keep(lplace *p, lplace_rect r, int weight)
{
    if (p->nkeep >= LPLACE_MAX_KEEP || r.w <= 0 || r.h <= 0)
        return;
    p->keep[p->nkeep] = r;
    p->keep_w[p->nkeep++] = weight > 0 ? weight : 1;
}

int lplace_add(lplace *p, const lplace_label *l)
{
    if (p->n >= LPLACE_MAX_LABELS || l->nspot < 1)
        return -1;
    p->lab[p->n] = *l;
    if (p->lab[p->n].nspot > LPLACE_MAX_SPOTS)
        p->lab[p->n].nspot = LPLACE_MAX_SPOTS;
    p->lab[p->n].shown = 0;
    p->lab[p->n].shrunk = 0;
    return p->n++;
}

int lplace_overlap(lplace_rect a, lplace_rect b)
{
    int x0 = a.x > b.x ? a.x : b.x, y0 = a.y > b.y ? a.y : b.y;
    int x1 = a.x + a.w < b.x + b.w ? a.x + a.w : b.x + b.w;
    int y1 = a.y + a.h < b.y + b.h ? a.y + a.h : b.y + b.h;
    return x1 > x0 && y1 > y0 ? (x1 - x0) * (y1 - y0) : 0;
}

static lplace_rect at_spot(const lplace *p, const lplace_label *l, const lplace_spot *s, int w, int h)
{
    lplace_rect r = {(int)(s->x - s->ax * (float)w + (s->x >= 0 ? 0.5f : -0.5f)),
                     (int)(s->y - s->ay * (float)h + (s->y >= 0 ? 0.5f : -0.5f)), w, h};
    const lplace_rect *b = &p->bounds;

    if (l->flags & LPLACE_IN_BOUNDS) {
        if (r.x + r.w > b->x + b->w)
            r.x = b->x + b->w - r.w;
        if (r.x < b->x)
            r.x = b->x;
        if (r.y + r.h > b->y + b->h)
            r.y = b->y + b->h - r.h;
        if (r.y < b->y)
            r.y = b->y;
    }
    return r;
}

/* What a label at r covers of the keep-outs, by their weight; -1 when it
 * would cover a label placed before it (never done: the one placed first
 * ranks higher). */
static long cost_at(const lplace *p, const int *placed, int nplaced, lplace_rect r)
{
    long c = 0;

    for (int k = 0; k < nplaced; k++)
        if (lplace_overlap(r, p->lab[placed[k]].at))
            return -1;
    for (int k = 0; k < p->nkeep; k++)
        c += (long)lplace_overlap(r, p->keep[k]) * p->keep_w[k];
    return c;
}

void lplace_solve(lplace *p)
{
    int order[LPLACE_MAX_LABELS], placed[LPLACE_MAX_LABELS], nplaced = 0;

    /* by priority, the order of adding kept among equals (insertion sort:
     * stable, and the lists are short) */
    for (int i = 0; i < p->n; i++) {
        int j = i;
        while (j > 0 && p->lab[order[j - 1]].prio < p->lab[i].prio) {
            order[j] = order[j - 1];
            j--;
        }
        order[j] = i;
    }
    for (int o = 0; o < p->n; o++) {
        lplace_label *l = &p->lab[order[o]];
        long best = -1;
        lplace_rect best_r = {0, 0, 0, 0};
        int best_shrunk = 0, done = 0;

        for (int size = 0; size < 2 && !done; size++) {
            int w = size ? l->sw : l->w, h = size ? l->sh : l->h;
            if (w <= 0 || h <= 0)
                continue;
            for (int s = 0; s < l->nspot; s++) {
                lplace_rect r = at_spot(p, l, &l->spot[s], w, h);
                long c = cost_at(p, placed, nplaced, r);
                if (c < 0)
                    continue;
                if (best < 0 || c < best) {
                    best = c;
                    best_r = r;
                    best_shrunk = size;
                }
                if (!c) {
                    done = 1;
                    break;
                }
            }
        }
        if (best < 0 || (best > 0 && (l->flags & LPLACE_MAY_DROP)))
            continue;
        l->at = best_r;
        l->shrunk = best_shrunk;
        l->shown = 1;
        placed[nplaced++] = order[o];
    }
}
