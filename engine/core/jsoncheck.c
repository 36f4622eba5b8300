/* jsoncheck: the jc_* checkers of jsonload.h, one field each, and the safe
 * number reader. Every problem is worded "file:line: path: expected ...,
 * found ..." (the line from the jdoc's table, see jsonload.c). */
#include <float.h>
#include <limits.h>
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "jsonload.h"

static const char *doc_name(const jdoc *d)
{
    return (d && d->path) ? d->path : "(json)";
}

/* ---- checkers ---------------------------------------------------------- */

int jnum_int(const cJSON *v, int lo, int hi, int *out)
{
    double x;

    if (!cJSON_IsNumber(v))
        return 0;
    x = v->valuedouble;
    /* NaN fails every comparison: test in the accepting direction */
    if (!(x >= (double)lo && x <= (double)hi) || x != floor(x))
        return 0;
    if (out)
        *out = (int)x;
    return 1;
}

const char *jc_type_name(const cJSON *node)
{
    if (!node)
        return "nothing";
    switch (node->type & 0xFF) {
    case cJSON_False:
    case cJSON_True: return "boolean";
    case cJSON_NULL: return "null";
    case cJSON_Number: return "number";
    case cJSON_String: return "string";
    case cJSON_Array: return "array";
    case cJSON_Object: return "object";
    case cJSON_Raw: return "raw";
    default: return "invalid";
    }
}

static void fmt_num(char *buf, size_t n, double v)
{
    if (v == floor(v) && fabs(v) < 1e15)
        snprintf(buf, n, "%.0f", v);
    else
        snprintf(buf, n, "%.15g", v);
}

const char *jc_describe(const cJSON *node, char *buf, size_t n)
{
    if (!buf)
        return "";
    if (!node) {
        if (n > 0)
            snprintf(buf, n, "nothing");
    } else if (n == 0) {
        return buf;
    } else if (cJSON_IsString(node)) {
        const char *s = node->valuestring ? node->valuestring : "";
        size_t k = 0, i;
        char tmp[48];
        for (i = 0; s[i] && k < 40; i++)
            tmp[k++] = (unsigned char)s[i] < 32 ? '?' : s[i];
        tmp[k] = 0;
        snprintf(buf, n, "\"%s%s\"", tmp, s[i] ? "..." : "");
    } else if (cJSON_IsNumber(node)) {
        fmt_num(buf, n, node->valuedouble);
    } else if (cJSON_IsTrue(node)) {
        snprintf(buf, n, "true");
    } else if (cJSON_IsFalse(node)) {
        snprintf(buf, n, "false");
    } else if (cJSON_IsNull(node)) {
        snprintf(buf, n, "null");
    } else if (cJSON_IsArray(node)) {
        snprintf(buf, n, "an array");
    } else if (cJSON_IsObject(node)) {
        snprintf(buf, n, "an object");
    } else {
        snprintf(buf, n, "an invalid value");
    }
    return buf;
}

static void vfail(const jdoc *d, errs *e, int line, const char *path,
                  const char *fmt, va_list ap)
{
    char text[ERRS_LEN], where[64];

    vsnprintf(text, sizeof text, fmt, ap);
    if (line > 0)
        snprintf(where, sizeof where, ":%d", line);
    else
        where[0] = 0;
    if (path && *path)
        errs_add(e, "%s%s: %s: %s", doc_name(d), where, path, text);
    else
        errs_add(e, "%s%s: %s", doc_name(d), where, text);
}

void jc_fail(const jdoc *d, errs *e, const cJSON *node, const char *path,
             const char *fmt, ...)
{
    va_list ap;

    /* Past the kept messages only the count matters: skip the line
     * lookup, which walks the tree. */
    if (e && e->n >= ERRS_MAX) {
        e->total++;
        return;
    }
    va_start(ap, fmt);
    vfail(d, e, jdoc_line(d, node), path, fmt, ap);
    va_end(ap);
}

/* A failure located at a line (for a missing key: its parent's line). */
static void fail_at(const jdoc *d, errs *e, int line, const char *path,
                    const char *fmt, ...) __attribute__((format(printf, 5, 6)));
static void fail_at(const jdoc *d, errs *e, int line, const char *path,
                    const char *fmt, ...)
{
    va_list ap;

    va_start(ap, fmt);
    vfail(d, e, line, path, fmt, ap);
    va_end(ap);
}

static void expected(const jdoc *d, errs *e, const cJSON *node,
                     const char *path, const char *what)
{
    char found[96];

    jc_fail(d, e, node, path, "expected %s, found %s", what,
            jc_describe(node, found, sizeof found));
}

/* Both path builders allow buf to be the parent itself (in place). */
/* Paths are built for every field a loader reads, so these two avoid
 * printf: a copy that may alias buf, cut short to fit. */
static void put_path(char *buf, size_t n, const char *a, const char *sep,
                     const char *b)
{
    char tmp[512];
    size_t la = strlen(a), ls = strlen(sep), lb = strlen(b), k = 0;

    if (la > sizeof tmp - 1)
        la = sizeof tmp - 1;
    memcpy(tmp, a, la);
    k = la;
    if (ls > sizeof tmp - 1 - k)
        ls = sizeof tmp - 1 - k;
    memcpy(tmp + k, sep, ls);
    k += ls;
    if (lb > sizeof tmp - 1 - k)
        lb = sizeof tmp - 1 - k;
    memcpy(tmp + k, b, lb);
    k += lb;
    if (k > n - 1)
        k = n - 1;
    memcpy(buf, tmp, k);
    buf[k] = 0;
}

const char *jc_path(char *buf, size_t n, const char *parent, const char *key)
{
    if (!buf || n == 0)
        return buf;
    /* an empty key is written "" so that a message still points at it */
    if (!key || !*key)
        key = "\"\"";
    if (!parent || !*parent)
        put_path(buf, n, "", "", key);
    else
        put_path(buf, n, parent, ".", key);
    return buf;
}

const char *jc_pathi(char *buf, size_t n, const char *parent, int i)
{
    char num[16], *q = num + sizeof num;
    unsigned u = i < 0 ? 0u - (unsigned)i : (unsigned)i;

    if (!buf || n == 0)
        return buf;
    *--q = 0;
    *--q = ']';
    do
        *--q = (char)('0' + u % 10);
    while ((u /= 10) != 0);
    if (i < 0)
        *--q = '-';
    put_path(buf, n, parent ? parent : "", "[", q);
    return buf;
}

/* "a, b, c" into buf, cut short with "..." if it does not fit. */
static const char *join_list(char *buf, size_t n, const char *const *items,
                             int count, int quote)
{
    size_t used = 0;
    int i;

    buf[0] = 0;
    for (i = 0; count < 0 ? items[i] != NULL : i < count; i++) {
        const char *item = items[i] ? items[i] : "";
        size_t need = strlen(item) + (quote ? 2 : 0) + (i ? 2 : 0);
        if (used + need + 5 >= n) {
            snprintf(buf + used, n - used, "%s...", i ? ", " : "");
            return buf;
        }
        used += (size_t)snprintf(buf + used, n - used, quote ? "%s\"%s\"" : "%s%s",
                                 i ? ", " : "", item);
    }
    return buf;
}

typedef struct keyref {
    const char *key;
    int idx;
} keyref;

static int by_key(const void *a, const void *b)
{
    const keyref *x = a, *y = b;
    int c = strcmp(x->key, y->key);

    return c ? c : (x->idx > y->idx) - (x->idx < y->idx);
}

/* For objects with many keys the pairwise check is quadratic (100,000
 * keys took a minute): sort the keys instead, and flag each one that
 * appeared earlier. NULL with *n = -1 when the pairwise check will do. */
static unsigned char *mark_duplicates(const cJSON *obj, int *n)
{
    const cJSON *c;
    keyref *k;
    unsigned char *dup;
    int cnt = 0, i;

    *n = -1;
    for (c = obj->child; c; c = c->next)
        cnt++;
    if (cnt <= 16)
        return NULL;
    k = malloc((size_t)cnt * sizeof *k);
    dup = calloc((size_t)cnt, 1);
    if (!k || !dup) {
        free(k);
        free(dup);
        return NULL;
    }
    for (c = obj->child, i = 0; c; c = c->next, i++) {
        k[i].key = c->string ? c->string : "";
        k[i].idx = i;
    }
    qsort(k, (size_t)cnt, sizeof *k, by_key);
    for (i = 1; i < cnt; i++)
        if (strcmp(k[i].key, k[i - 1].key) == 0)
            dup[k[i].idx] = 1;
    free(k);
    *n = cnt;
    return dup;
}

int jc_object(const jdoc *d, errs *e, const cJSON *obj, const char *path,
              const char *const *allowed)
{
    const cJSON *c, *p;
    char sub[256], list[400];
    unsigned char *dup;
    int ok = 1, i, known, ndup, idx;

    if (!cJSON_IsObject(obj)) {
        expected(d, e, obj, path, "an object");
        return 0;
    }
    dup = mark_duplicates(obj, &ndup);
    for (c = obj->child, idx = 0; c; c = c->next, idx++) {
        const char *k = c->string ? c->string : "";
        int again = 0;
        jc_path(sub, sizeof sub, path, k);
        if (dup) {
            again = dup[idx];
        } else if (ndup < 0) {      /* small object (or no memory): compare */
            for (p = obj->child; p != c; p = p->next)
                if (p->string && strcmp(p->string, k) == 0)
                    break;
            again = p != c;
        }
        if (again) {
            jc_fail(d, e, c, sub, "duplicate key (it already appears above)");
            ok = 0;
            continue;
        }
        if (!allowed)
            continue;
        known = 0;
        for (i = 0; allowed[i]; i++)
            if (strcmp(allowed[i], k) == 0)
                known = 1;
        if (!known) {
            if (allowed[0])
                jc_fail(d, e, c, sub, "unknown key (expected one of: %s)",
                        join_list(list, sizeof list, allowed, -1, 0));
            else
                jc_fail(d, e, c, sub, "unknown key (no keys belong here)");
            ok = 0;
        }
    }
    free(dup);
    return ok;
}

/* Shared start of every field checker: the field, or NULL with *ret set
 * (1 when absent and optional, 0 on a problem). */
static const cJSON *field(const jdoc *d, errs *e, const cJSON *obj,
                          const char *key, const char *path, int required,
                          int *ret)
{
    const cJSON *v;

    *ret = 0;
    if (!cJSON_IsObject(obj)) {
        /* A parent that is missing was reported where it was looked up. */
        if (obj)
            expected(d, e, obj, path, "an object");
        return NULL;
    }
    if (!key)
        return NULL;
    v = cJSON_GetObjectItemCaseSensitive(obj, key);
    if (!v) {
        if (required)
            fail_at(d, e, jdoc_line(d, obj), path, "missing key \"%s\"", key);
        else
            *ret = 1;
    }
    return v;
}

static void range_phrase(char *buf, size_t n, const char *noun, double lo,
                         double hi, int isint)
{
    char a[32], b[32];
    int has_lo = isint ? lo > INT_MIN : lo > -DBL_MAX;
    int has_hi = isint ? hi < INT_MAX : hi < DBL_MAX;

    fmt_num(a, sizeof a, lo);
    fmt_num(b, sizeof b, hi);
    if (has_lo && has_hi)
        snprintf(buf, n, "%s from %s to %s", noun, a, b);
    else if (has_lo)
        snprintf(buf, n, "%s of at least %s", noun, a);
    else if (has_hi)
        snprintf(buf, n, "%s of at most %s", noun, b);
    else
        snprintf(buf, n, "%s", noun);
}

int jc_int(const jdoc *d, errs *e, const cJSON *obj, const char *key,
           const char *path, int required, int lo, int hi, int *out)
{
    char sub[256], what[160];
    const cJSON *v;
    int ret;

    if (!(v = field(d, e, obj, key, path, required, &ret)))
        return ret;
    jc_path(sub, sizeof sub, path, key);
    if (!jnum_int(v, lo, hi, out)) {
        range_phrase(what, sizeof what, "an integer", lo, hi, 1);
        expected(d, e, v, sub, what);
        return 0;
    }
    return 1;
}

int jc_num(const jdoc *d, errs *e, const cJSON *obj, const char *key,
           const char *path, int required, double lo, double hi, double *out)
{
    char sub[256], what[160];
    const cJSON *v;
    double x;
    int ret;

    if (!(v = field(d, e, obj, key, path, required, &ret)))
        return ret;
    jc_path(sub, sizeof sub, path, key);
    x = v->valuedouble;
    if (!cJSON_IsNumber(v) || !isfinite(x) || x < lo || x > hi) {
        range_phrase(what, sizeof what, "a number", lo, hi, 0);
        expected(d, e, v, sub, what);
        return 0;
    }
    if (out)
        *out = x;
    return 1;
}

int jc_bool(const jdoc *d, errs *e, const cJSON *obj, const char *key,
            const char *path, int required, int *out)
{
    char sub[256];
    const cJSON *v;
    int ret;

    if (!(v = field(d, e, obj, key, path, required, &ret)))
        return ret;
    jc_path(sub, sizeof sub, path, key);
    if (!cJSON_IsBool(v)) {
        expected(d, e, v, sub, "true or false");
        return 0;
    }
    if (out)
        *out = cJSON_IsTrue(v) ? 1 : 0;
    return 1;
}

int jc_str(const jdoc *d, errs *e, const cJSON *obj, const char *key,
           const char *path, int required, char *out, size_t n)
{
    char sub[256], found[96];
    const cJSON *v;
    size_t len;
    int ret;

    if (!(v = field(d, e, obj, key, path, required, &ret)))
        return ret;
    jc_path(sub, sizeof sub, path, key);
    if (!cJSON_IsString(v) || !v->valuestring) {
        expected(d, e, v, sub, "a string");
        return 0;
    }
    len = strlen(v->valuestring);
    if (out && n > 0 && len >= n) {
        jc_fail(d, e, v, sub, "expected a string of at most %zu characters, "
                "found %s (%zu characters)", n - 1,
                jc_describe(v, found, sizeof found), len);
        return 0;
    }
    if (out && n > 0)
        memcpy(out, v->valuestring, len + 1);
    return 1;
}

int jc_enum(const jdoc *d, errs *e, const cJSON *obj, const char *key,
            const char *path, int required, const char *const *choices,
            int *out)
{
    char sub[256], list[400], what[440];
    const cJSON *v;
    int ret, i;

    if (!(v = field(d, e, obj, key, path, required, &ret)))
        return ret;
    jc_path(sub, sizeof sub, path, key);
    if (cJSON_IsString(v) && v->valuestring && choices) {
        for (i = 0; choices[i]; i++) {
            if (strcmp(choices[i], v->valuestring) == 0) {
                if (out)
                    *out = i;
                return 1;
            }
        }
    }
    if (choices && choices[0])
        snprintf(what, sizeof what, "one of %s",
                 join_list(list, sizeof list, choices, -1, 1));
    else
        snprintf(what, sizeof what, "a string");
    expected(d, e, v, sub, what);
    return 0;
}

static void count_phrase(char *buf, size_t n, int lo, int hi)
{
    if (hi < 0 || hi == INT_MAX) {
        if (lo <= 0)
            snprintf(buf, n, "an array");
        else
            snprintf(buf, n, "an array of at least %d %s", lo,
                     lo == 1 ? "entry" : "entries");
    } else if (lo == hi) {
        snprintf(buf, n, "an array of exactly %d %s", lo,
                 lo == 1 ? "entry" : "entries");
    } else if (lo <= 0) {
        snprintf(buf, n, "an array of at most %d %s", hi,
                 hi == 1 ? "entry" : "entries");
    } else {
        snprintf(buf, n, "an array of %d to %d entries", lo, hi);
    }
}

int jc_array(const jdoc *d, errs *e, const cJSON *obj, const char *key,
             const char *path, int required, int lo, int hi,
             const cJSON **out)
{
    char sub[256], what[160];
    const cJSON *v;
    int ret, k;

    if (out)
        *out = NULL;
    if (!(v = field(d, e, obj, key, path, required, &ret)))
        return ret;
    jc_path(sub, sizeof sub, path, key);
    count_phrase(what, sizeof what, lo, hi);
    if (!cJSON_IsArray(v)) {
        expected(d, e, v, sub, what);
        return 0;
    }
    k = cJSON_GetArraySize(v);
    if (k < lo || (hi >= 0 && k > hi)) {
        jc_fail(d, e, v, sub, "expected %s, found %d %s", what, k,
                k == 1 ? "entry" : "entries");
        return 0;
    }
    if (out)
        *out = v;
    return 1;
}

int jc_child(const jdoc *d, errs *e, const cJSON *obj, const char *key,
             const char *path, int required, const char *const *allowed,
             const cJSON **out)
{
    char sub[256];
    const cJSON *v;
    int ret;

    if (out)
        *out = NULL;
    if (!(v = field(d, e, obj, key, path, required, &ret)))
        return ret;
    jc_path(sub, sizeof sub, path, key);
    if (!cJSON_IsObject(v)) {
        expected(d, e, v, sub, "an object");
        return 0;
    }
    if (out)
        *out = v;
    return jc_object(d, e, v, sub, allowed);
}

int jc_ref(const jdoc *d, errs *e, const cJSON *node, const char *path,
           const char *what, const char *name, const char *const *ids, int n,
           int *out)
{
    char list[400];
    int i;

    if (!name)
        name = "";
    for (i = 0; ids && i < n; i++) {
        if (ids[i] && strcmp(ids[i], name) == 0) {
            if (out)
                *out = i;
            return 1;
        }
    }
    if (ids && n > 0)
        jc_fail(d, e, node, path, "no %s called \"%s\" (expected one of: %s)",
                what ? what : "entry", name, join_list(list, sizeof list, ids, n, 0));
    else
        jc_fail(d, e, node, path, "no %s called \"%s\" (there are none)",
                what ? what : "entry", name);
    return 0;
}
