/* Unit tests of engine/core/errs. */
#include <stdlib.h>

#include "errs.h"
#include "test.h"

static void add_and_first(void)
{
    errs e;

    errs_clear(&e);
    CHECK_STR(errs_first(&e), "");
    CHECK_STR(errs_first(NULL), "");
    errs_add(&e, "a.json:%d: %s", 3, "bad");
    errs_add(&e, "second");
    CHECK_INT(e.n, 2);
    CHECK_INT(e.total, 2);
    CHECK_STR(errs_first(&e), "a.json:3: bad");
    CHECK_STR(e.msg[1], "second");
    errs_clear(&e);
    CHECK_INT(e.n, 0);
    CHECK_INT(e.total, 0);
}

static void overflow_is_counted(void)
{
    errs e;
    int i;

    errs_clear(&e);
    for (i = 0; i < ERRS_MAX + 10; i++)
        errs_add(&e, "problem %d", i);
    CHECK_INT(e.n, ERRS_MAX);
    CHECK_INT(e.total, ERRS_MAX + 10);
    CHECK_STR(e.msg[ERRS_MAX - 1], "problem 31");
}

static void duplicates_are_said_once(void)
{
    errs e;

    errs_clear(&e);
    errs_add(&e, "same");
    errs_add(&e, "same");
    errs_add(&e, "other");
    CHECK_INT(e.n, 2);
    CHECK_INT(e.total, 2);
}

static void long_messages_are_cut_safely(void)
{
    errs e;
    char big[1000];

    memset(big, 'x', sizeof big - 1);
    big[sizeof big - 1] = 0;
    errs_clear(&e);
    errs_add(&e, "%s", big);
    CHECK_INT(strlen(e.msg[0]), ERRS_LEN - 1);
    /* a cut message says so (an unknown key's list of keys in a long
     * save path was cut mid-word with no sign of it) */
    CHECK(strcmp(e.msg[0] + ERRS_LEN - 4, "...") == 0);
    CHECK(e.msg[0][ERRS_LEN - 5] == 'x');
    /* one that just fits is kept whole */
    big[ERRS_LEN - 1] = 0;
    errs_clear(&e);
    errs_add(&e, "%s", big);
    CHECK_INT(strlen(e.msg[0]), ERRS_LEN - 1);
    CHECK(e.msg[0][ERRS_LEN - 2] == 'x');
    errs_add(NULL, "ignored");   /* a NULL list is allowed */
}

static void print_one_per_line(void)
{
    errs e;
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);

    errs_clear(&e);
    errs_add(&e, "one");
    errs_add(&e, "two");
    errs_print(&e, f);
    fclose(f);
    CHECK_STR(buf, "one\ntwo\n");
    free(buf);
}

int main(void)
{
    RUN(add_and_first);
    RUN(overflow_is_counted);
    RUN(duplicates_are_said_once);
    RUN(long_messages_are_cut_safely);
    RUN(print_one_per_line);
    TEST_END();
}
