/* Unit tests of engine/core/glog: the ring and the NULL fast path. */
#include <stdint.h>

#include "glog.h"
#include "test.h"

static void add_and_get(void)
{
    glog *g = glog_new(10);

    CHECK(g != NULL);
    if (!g)
        return;
    CHECK_INT(glog_count(g), 0);
    glog_add(g, "Fire at %s: %d+%d=%d", "North", 5, 2, 7);
    glog_add(g, "second");
    CHECK_INT(glog_count(g), 2);
    CHECK_STR(glog_get(g, 0), "Fire at North: 5+2=7");
    CHECK_STR(glog_get(g, 1), "second");
    CHECK(glog_get(g, 2) == NULL);
    CHECK(glog_get(g, -1) == NULL);
    glog_clear(g);
    CHECK_INT(glog_count(g), 0);
    CHECK_INT(g->total, 0);
    glog_free(g);
}

static void ring_drops_oldest(void)
{
    glog *g = glog_new(3);
    int i;

    for (i = 1; i <= 5; i++)
        glog_add(g, "line %d", i);
    CHECK_INT(glog_count(g), 3);
    CHECK_INT(g->total, 5);
    CHECK_STR(glog_get(g, 0), "line 3");
    CHECK_STR(glog_get(g, 1), "line 4");
    CHECK_STR(glog_get(g, 2), "line 5");
    glog_free(g);
}

static void long_line_is_cut(void)
{
    glog *g = glog_new(2);
    char big[600];

    memset(big, 'y', sizeof big - 1);
    big[sizeof big - 1] = 0;
    glog_add(g, "%s", big);
    CHECK_INT(strlen(glog_get(g, 0)), GLOG_LINE - 1);
    glog_free(g);
}

static void null_log_is_a_no_op(void)
{
    /* If the NULL log formatted its text, reading this bogus string would
     * crash the test: the fast path must not touch its arguments. */
    const char *bogus = (const char *)(uintptr_t)16;

    glog_add(NULL, "%s %s", bogus, bogus);
    CHECK_INT(glog_count(NULL), 0);
    CHECK(glog_get(NULL, 0) == NULL);
    glog_clear(NULL);
    glog_free(NULL);
}

/* The lines written since a count: the newest at most max, in order,
 * also when older ones have left the ring. */
static void news_since_a_count(void)
{
    glog *g = glog_new(3);
    char out[4][GLOG_LINE];
    long seen;

    glog_add(g, "one");
    seen = g->total;
    glog_add(g, "two");
    glog_add(g, "three");
    CHECK_INT(glog_news(g, seen, out, 4), 2);
    CHECK_STR(out[0], "two");
    CHECK_STR(out[1], "three");
    CHECK_INT(glog_news(g, seen, out, 1), 1);
    CHECK_STR(out[0], "three");
    glog_add(g, "four");
    glog_add(g, "five");
    CHECK_INT(glog_news(g, seen, out, 4), 3); /* "two" is gone from the ring */
    CHECK_STR(out[0], "three");
    CHECK_STR(out[2], "five");
    CHECK_INT(glog_news(g, g->total, out, 4), 0);
    glog_free(g);
}

int main(void)
{
    RUN(add_and_get);
    RUN(ring_drops_oldest);
    RUN(long_line_is_cut);
    RUN(null_log_is_a_no_op);
    RUN(news_since_a_count);
    TEST_END();
}
