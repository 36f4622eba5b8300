/* glog: the game log as a ring of fixed-size lines, so a long game keeps
 * its latest events without growing. A NULL log is the fast path for the
 * simulator: nothing is formatted. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "glog.h"

glog *glog_new(int cap)
{
    glog *g;

    if (cap < 1)
        cap = 1;
    g = calloc(1, sizeof *g);
    if (!g)
        return NULL;
    g->line = calloc((size_t)cap, sizeof *g->line);
    if (!g->line) {
        free(g);
        return NULL;
    }
    g->cap = cap;
    return g;
}

void glog_free(glog *g)
{
    if (!g)
        return;
    free(g->line);
    free(g);
}

void glog_clear(glog *g)
{
    if (!g)
        return;
    g->n = 0;
    g->first = 0;
    g->total = 0;
}

void glog_add(glog *g, const char *fmt, ...)
{
    va_list ap;
    int slot;

    if (!g)
        return;
    if (g->n < g->cap) {
        slot = (g->first + g->n) % g->cap;
        g->n++;
    } else {                       /* full: overwrite the oldest */
        slot = g->first;
        g->first = (g->first + 1) % g->cap;
    }
    va_start(ap, fmt);
    vsnprintf(g->line[slot], GLOG_LINE, fmt, ap);
    va_end(ap);
    g->total++;
}

const char *glog_get(const glog *g, int i)
{
    if (!g || i < 0 || i >= g->n)
        return NULL;
    return g->line[(g->first + i) % g->cap];
}

int glog_count(const glog *g)
{
    return g ? g->n : 0;
}

int glog_news(const glog *g, long since, char (*out)[GLOG_LINE], int max)
{
    long add = g->total - since;
    int cnt = glog_count(g), k0 = cnt - (int)(add < max ? add : max), n = 0;

    for (int k = k0 < 0 ? 0 : k0; k < cnt; k++)
        snprintf(out[n++], GLOG_LINE, "%s", glog_get(g, k));
    return n;
}
