/* errs: a bounded list of error messages. Loaders keep going after the
 * first problem so a broken file is reported in one run; past ERRS_MAX the
 * messages are only counted. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "errs.h"

void errs_clear(errs *e)
{
    if (!e)
        return;
    e->n = 0;
    e->total = 0;
}

void errs_add(errs *e, const char *fmt, ...)
{
    char buf[ERRS_LEN];
    va_list ap;
    int i;

    if (!e || !fmt)
        return;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    /* Checkers of several fields of one broken object may each notice the
     * same problem; say it once. */
    for (i = 0; i < e->n; i++)
        if (strcmp(e->msg[i], buf) == 0)
            return;
    e->total++;
    if (e->n >= ERRS_MAX)
        return;
    memcpy(e->msg[e->n], buf, sizeof buf);
    e->n++;
}

void errs_print(const errs *e, FILE *f)
{
    int i;

    if (!e || !f)
        return;
    for (i = 0; i < e->n; i++)
        fprintf(f, "%s\n", e->msg[i]);
    if (e->total > e->n)
        fprintf(f, "(and %d more problems)\n", e->total - e->n);
}

const char *errs_first(const errs *e)
{
    return (e && e->n > 0) ? e->msg[0] : "";
}
