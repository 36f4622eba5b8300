/* Shared by the position tests (test_<game>_position.c): how many bot
 * games to walk (GAMES, defined before this is included, or
 * POSITION_GAMES=1000 in the environment for the full check), and the
 * comparisons of two logs and of two dumped states. */
#ifndef TEST_POSITION_COMMON_H
#define TEST_POSITION_COMMON_H

#include <stdlib.h>
#include <string.h>

#include <cJSON.h>

#include "glog.h"

/* POSITION_GAMES=1000 in the environment runs the full check (slow: the
 * default keeps make test quick). */
static inline int games(void)
{
    const char *v = getenv("POSITION_GAMES");

    return v && atoi(v) > 0 ? atoi(v) : GAMES;
}

static inline int same_log(glog *a, glog *b)
{
    int i;

    if (glog_count(a) != glog_count(b))
        return 0;
    for (i = 0; i < glog_count(a); i++)
        if (strcmp(glog_get(a, i), glog_get(b, i)) != 0)
            return 0;
    return 1;
}

/* Two dumps, key order included (dumps are written in a fixed order). */
static inline int same_tree(const cJSON *a, const cJSON *b)
{
    for (; a && b; a = a->next, b = b->next) {
        if (a->type != b->type || (a->string == NULL) != (b->string == NULL) ||
            (a->string && strcmp(a->string, b->string) != 0))
            return 0;
        if (cJSON_IsString(a) && strcmp(a->valuestring, b->valuestring) != 0)
            return 0;
        if (cJSON_IsNumber(a) && a->valuedouble != b->valuedouble)
            return 0;
        if (!same_tree(a->child, b->child))
            return 0;
    }
    return a == b;
}

#endif
