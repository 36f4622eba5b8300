/* glog: the game log, one human sentence per event, dice included
 * ("Fire at North Qing (6 CP): to-hit 5+2=7 > 6, hit"). Rules cores write
 * to it; views show it. Passing a NULL log skips formatting entirely, which
 * is how the simulator stays fast. */
#ifndef ENGINE_GLOG_H
#define ENGINE_GLOG_H

#include <stddef.h>

#define GLOG_LINE 200

typedef struct glog {
    char (*line)[GLOG_LINE];
    int cap;     /* lines kept; older ones are dropped */
    int n;       /* lines kept now */
    int first;   /* ring start */
    long total;  /* lines ever written */
} glog;

glog *glog_new(int cap);
void glog_free(glog *g);
void glog_clear(glog *g);
/* Safe to call with g == NULL (does nothing). */
void glog_add(glog *g, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Line i, 0 = oldest kept. */
const char *glog_get(const glog *g, int i);
int glog_count(const glog *g);
/* The lines written since the log's total was `since` (at most max, the
 * newest last) copied into out; returns how many. */
int glog_news(const glog *g, long since, char (*out)[GLOG_LINE], int max);

#endif
