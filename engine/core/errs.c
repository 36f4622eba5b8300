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

const char *errs_escape(char *out, size_t n, const char *in)
{
    static const char hex[] = "0123456789abcdef";
    size_t k = 0;

    if (!out || n == 0)
        return out;
    for (; in && *in; in++) {
        unsigned char c = (unsigned char)*in;
        char rep[5];
        size_t r = 0;
        if (c == '\n' || c == '\t' || c == '\r') {
            rep[r++] = '\\';
            rep[r++] = c == '\n' ? 'n' : c == '\t' ? 't' : 'r';
        } else if (c < 32 || c == 127) {
            rep[r++] = '\\';
            rep[r++] = 'x';
            rep[r++] = hex[c >> 4];
            rep[r++] = hex[c & 15];
        } else {
            rep[r++] = (char)c;
        }
        if (k + r >= n)
            break;
        memcpy(out + k, rep, r);
        k += r;
    }
    out[k] = 0;
    return out;
}

void errs_add(errs *e, const char *fmt, ...)
{
    char raw[ERRS_LEN * 2], buf[ERRS_LEN + 8];
    va_list ap;
    int i;

    if (!e || !fmt)
        return;
    va_start(ap, fmt);
    vsnprintf(raw, sizeof raw, fmt, ap);
    va_end(ap);
    /* Names and keys come from files: a newline in one must not forge a
     * second "file:line:" line, nor an escape code reach the terminal. */
    errs_escape(buf, sizeof buf, raw);
    /* a message too long to keep says that it was cut */
    if (strlen(buf) >= ERRS_LEN)
        memcpy(buf + ERRS_LEN - 4, "...", 4);
    /* Checkers of several fields of one broken object may each notice the
     * same problem; say it once. */
    for (i = 0; i < e->n; i++)
        if (strcmp(e->msg[i], buf) == 0)
            return;
    e->total++;
    if (e->n >= ERRS_MAX)
        return;
    memcpy(e->msg[e->n], buf, ERRS_LEN);
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
