/* test.h: the unit-test harness. Each test file is its own program; each
 * TEST prints "ok NAME" or "FAIL NAME" and tests/run.sh counts them. */
#ifndef TEST_H
#define TEST_H

#include <stdio.h>
#include <string.h>

static int t_pass, t_fail, t_cur;

#define CHECK(c) do { if (!(c)) { printf("  %s:%d: check failed: %s\n", \
    __FILE__, __LINE__, #c); t_cur = 1; } } while (0)
#define CHECK_INT(a, b) do { long long a_ = (long long)(a), b_ = (long long)(b); \
    if (a_ != b_) { printf("  %s:%d: %s is %lld, expected %lld\n", __FILE__, \
    __LINE__, #a, a_, b_); t_cur = 1; } } while (0)
#define CHECK_STR(a, b) do { const char *a_ = (a), *b_ = (b); \
    if (!a_ || !b_ || strcmp(a_, b_) != 0) { printf("  %s:%d: %s is \"%s\", " \
    "expected \"%s\"\n", __FILE__, __LINE__, #a, a_ ? a_ : "(null)", \
    b_ ? b_ : "(null)"); t_cur = 1; } } while (0)
#define CHECK_CONTAINS(hay, needle) do { const char *h_ = (hay), *n_ = (needle); \
    if (!h_ || !strstr(h_, n_)) { printf("  %s:%d: \"%s\" does not contain " \
    "\"%s\"\n", __FILE__, __LINE__, h_ ? h_ : "(null)", n_); t_cur = 1; } } while (0)

#define RUN(fn) do { t_cur = 0; fn(); if (t_cur) { printf("FAIL %s\n", #fn); \
    t_fail++; } else { printf("ok %s\n", #fn); t_pass++; } fflush(stdout); } while (0)
#define TEST_END() return t_fail ? 1 : 0

#endif
