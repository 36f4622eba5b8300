/* jsonload: JSON data files with their error locations. cJSON keeps no
 * positions, so beside the tree we keep the text and a table of the line
 * where each value starts, in the order cJSON creates nodes (pre-order);
 * a node's line is found from its pre-order index. This file loads a
 * jdoc (the strict syntax check, the parse, the line table and the node
 * index); the jc_* checkers, which word every problem as
 * "file:line: path: expected ..., found ...", are in jsoncheck.c. */
#include <errno.h>
#include <float.h>
#include <limits.h>
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "paths.h"
#include "jsonload.h"

static const char *doc_name(const jdoc *d)
{
    return (d && d->path) ? d->path : "(json)";
}

/* ---- line table ------------------------------------------------------ */

static int push_line(jdoc *d, int *cap, int line)
{
    if (d->nlines == *cap) {
        int ncap = *cap ? *cap * 2 : 64;
        int *nl = realloc(d->lines, (size_t)ncap * sizeof *nl);
        if (!nl)
            return 0;
        d->lines = nl;
        *cap = ncap;
    }
    d->lines[d->nlines++] = line;
    return 1;
}

static int is_delim(char c)
{
    return (unsigned char)c <= 32 || c == ',' || c == ':' || c == ']' ||
           c == '}' || c == '[' || c == '{' || c == '"';
}

/* Walk text that cJSON accepted, recording the line of each value start.
 * Values appear in the text in the same order cJSON builds its nodes;
 * object keys are strings followed by ':' and are not nodes. */
static int scan_lines(jdoc *d)
{
    const char *t = d->text;
    size_t len = d->len, i = 0, j;
    int line = 1, cap = 0, start;

    if (len >= 3 && (unsigned char)t[0] == 0xEF && (unsigned char)t[1] == 0xBB &&
        (unsigned char)t[2] == 0xBF)
        i = 3;
    while (i < len && t[i]) {
        char c = t[i];
        if (c == '\n') {
            line++;
            i++;
        } else if ((unsigned char)c <= 32 || c == ',' || c == ':' || c == ']' ||
                   c == '}') {
            i++;
        } else if (c == '{' || c == '[') {
            if (!push_line(d, &cap, line))
                return 0;
            i++;
        } else if (c == '"') {
            start = line;
            for (i++; i < len && t[i] && t[i] != '"'; i++) {
                if (t[i] == '\\' && i + 1 < len)
                    i++;
                if (t[i] == '\n')
                    line++;
            }
            i++; /* closing quote */
            for (j = i; j < len && (unsigned char)t[j] <= 32 && t[j]; j++)
                ;
            if (j >= len || t[j] != ':')  /* not a key: a string value */
                if (!push_line(d, &cap, start))
                    return 0;
        } else {            /* number or literal */
            if (!push_line(d, &cap, line))
                return 0;
            while (i < len && t[i] && !is_delim(t[i]))
                i++;
        }
    }
    return 1;
}

/* ---- loading --------------------------------------------------------- */

/* The strict checker: cJSON is lenient (raw control characters in
 * strings, any byte below 33 as whitespace, leading zeros, bad UTF-8), and
 * its error position is sometimes the end of the text. This recursive
 * checker holds every file to RFC 8259 before cJSON sees it, and finds the
 * first byte that cannot continue a JSON text, and why. */
typedef struct syn {
    const char *t;
    size_t len, pos;
    const char *why;
    int depth;
} syn;

static void syn_ws(syn *s)
{
    while (s->pos < s->len && (s->t[s->pos] == ' ' || s->t[s->pos] == '\t' ||
                               s->t[s->pos] == '\n' || s->t[s->pos] == '\r'))
        s->pos++;
}

static int syn_fail(syn *s, const char *why)
{
    if (!s->why)
        s->why = why;
    return 0;
}

static int syn_value(syn *s);

/* Length of the UTF-8 sequence at t (n bytes left), 0 if it is not one
 * (overlong forms, surrogates and values past U+10FFFF are refused). */
static size_t utf8_len(const unsigned char *t, size_t n)
{
    unsigned c = t[0], need, min, cp, i;

    if (c < 0x80)
        return 1;
    if (c >= 0xC2 && c <= 0xDF) {
        need = 1; min = 0x80; cp = c & 0x1F;
    } else if (c >= 0xE0 && c <= 0xEF) {
        need = 2; min = 0x800; cp = c & 0x0F;
    } else if (c >= 0xF0 && c <= 0xF4) {
        need = 3; min = 0x10000; cp = c & 0x07;
    } else {
        return 0;
    }
    if (n < need + 1)
        return 0;
    for (i = 1; i <= need; i++) {
        if ((t[i] & 0xC0) != 0x80)
            return 0;
        cp = (cp << 6) | (t[i] & 0x3F);
    }
    if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
        return 0;
    return need + 1;
}

static int is_hex(char c)
{
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

static int syn_string(syn *s)
{
    s->pos++; /* opening quote */
    while (s->pos < s->len && s->t[s->pos] != '"') {
        unsigned char c = (unsigned char)s->t[s->pos];
        if (c == '\\') {
            s->pos++;
            if (s->pos >= s->len || !strchr("\"\\/bfnrtu", s->t[s->pos]) || !s->t[s->pos])
                return syn_fail(s, "bad escape in a string");
            if (s->t[s->pos] == 'u') {
                int k;
                for (k = 1; k <= 4; k++)
                    if (s->pos + k >= s->len || !is_hex(s->t[s->pos + k]))
                        return syn_fail(s, "bad \\u escape in a string (4 hex digits)");
                s->pos += 4;
            }
            s->pos++;
        } else if (c < 32) {
            return syn_fail(s, c == '\n' ? "unterminated string (a line break "
                            "inside quotes)" : "a control character inside a string "
                            "(write it as an escape)");
        } else {
            size_t k = utf8_len((const unsigned char *)s->t + s->pos, s->len - s->pos);
            if (!k)
                return syn_fail(s, "invalid UTF-8 in a string");
            s->pos += k;
        }
    }
    if (s->pos >= s->len)
        return syn_fail(s, "unterminated string");
    s->pos++;
    return 1;
}

static int syn_digits(syn *s)
{
    size_t p0 = s->pos;

    while (s->pos < s->len && s->t[s->pos] >= '0' && s->t[s->pos] <= '9')
        s->pos++;
    return s->pos > p0 ? 1 : syn_fail(s, "bad number");
}

static int syn_number(syn *s)
{
    if (s->t[s->pos] == '-')
        s->pos++;
    if (s->pos + 1 < s->len && s->t[s->pos] == '0' && s->t[s->pos + 1] >= '0' &&
        s->t[s->pos + 1] <= '9')
        return syn_fail(s, "a number with a leading zero");
    if (!syn_digits(s))
        return 0;
    if (s->pos < s->len && s->t[s->pos] == '.') {
        s->pos++;
        if (!syn_digits(s))
            return 0;
    }
    if (s->pos < s->len && (s->t[s->pos] == 'e' || s->t[s->pos] == 'E')) {
        s->pos++;
        if (s->pos < s->len && (s->t[s->pos] == '+' || s->t[s->pos] == '-'))
            s->pos++;
        if (!syn_digits(s))
            return 0;
    }
    return 1;
}

static int syn_container(syn *s, char close)
{
    int first = 1;

    if (++s->depth > 500)   /* below cJSON's own limit of 1000 */
        return syn_fail(s, "nested too deeply");
    s->pos++;
    syn_ws(s);
    if (s->pos < s->len && s->t[s->pos] == close) {
        s->pos++;
        s->depth--;
        return 1;
    }
    for (;;) {
        syn_ws(s);
        if (close == '}') {
            if (s->pos >= s->len || s->t[s->pos] != '"')
                return syn_fail(s, first ? "expected a key in quotes"
                                         : "expected a key in quotes after ','");
            if (!syn_string(s))
                return 0;
            syn_ws(s);
            if (s->pos >= s->len || s->t[s->pos] != ':')
                return syn_fail(s, "expected ':' after the key");
            s->pos++;
        }
        if (!syn_value(s))
            return 0;
        syn_ws(s);
        if (s->pos < s->len && s->t[s->pos] == ',') {
            s->pos++;
            first = 0;
            continue;
        }
        if (s->pos < s->len && s->t[s->pos] == close) {
            s->pos++;
            s->depth--;
            return 1;
        }
        return syn_fail(s, close == '}' ? "expected ',' or '}'" : "expected ',' or ']'");
    }
}

static int syn_value(syn *s)
{
    static const char *const lit[3] = { "true", "false", "null" };
    int i;

    syn_ws(s);
    if (s->pos >= s->len)
        return syn_fail(s, "expected a value");
    switch (s->t[s->pos]) {
    case '{': return syn_container(s, '}');
    case '[': return syn_container(s, ']');
    case '"': return syn_string(s);
    default: break;
    }
    if (s->t[s->pos] == '-' || (s->t[s->pos] >= '0' && s->t[s->pos] <= '9'))
        return syn_number(s);
    for (i = 0; i < 3; i++) {
        size_t k = strlen(lit[i]);
        if (s->len - s->pos >= k && strncmp(s->t + s->pos, lit[i], k) == 0) {
            s->pos += k;
            return 1;
        }
    }
    return syn_fail(s, "expected a value");
}

/* Position and reason of the first syntax error; 0 if none was found. */
static int syn_check(const char *t, size_t len, size_t *pos, const char **why)
{
    syn s;

    memset(&s, 0, sizeof s);
    s.t = t;
    s.len = len;
    if (len >= 3 && (unsigned char)t[0] == 0xEF && (unsigned char)t[1] == 0xBB &&
        (unsigned char)t[2] == 0xBF)
        s.pos = 3;
    if (syn_value(&s)) {
        syn_ws(&s);
        if (s.pos >= s.len)
            return 0;
        s.why = "text after the end of the value";
    }
    *pos = s.pos;
    *why = s.why;
    return 1;
}

static void syntax_error(jdoc *d, errs *e, size_t pos, const char *why,
                         int plain)
{
    char near[32];
    size_t i, k = 0;
    int line = 1, col = 1;

    if (pos > d->len)
        pos = d->len;
    for (i = 0; i < pos; i++) {
        if (d->text[i] == '\n') {
            line++;
            col = 1;
        } else {
            col++;
        }
    }
    for (i = pos; i < d->len && d->text[i] && d->text[i] != '\n' && k < 20; i++)
        near[k++] = (unsigned char)d->text[i] < 32 || (unsigned char)d->text[i] >= 127
                        ? '?' : d->text[i];
    near[k] = 0;
    if (plain)
        errs_add(e, "%s:%d:%d: syntax error: %s", doc_name(d), line, col, why);
    else if (k == 0)
        errs_add(e, "%s:%d:%d: syntax error near the end of the file (%s)",
                 doc_name(d), line, col, why ? why : "unfinished value");
    else if (why)
        errs_add(e, "%s:%d:%d: syntax error near '%s' (%s)", doc_name(d), line,
                 col, near, why);
    else
        errs_add(e, "%s:%d:%d: syntax error near '%s'", doc_name(d), line, col,
                 near);
}

static void build_index(jdoc *d);

/* Parse d->text (d->len bytes, NUL-terminated). */
static int parse_text(jdoc *d, errs *e)
{
    const char *end = NULL, *why = NULL;
    size_t nul = strlen(d->text), pos;

    if (nul < d->len) {
        syntax_error(d, e, nul, "a NUL byte in the text", 1);
        return 0;
    }
    if (strspn(d->text, " \t\r\n") == d->len) {
        syntax_error(d, e, d->len, "the file is empty", 1);
        return 0;
    }
    /* the strict check first, on every file: what cJSON lets through
     * would otherwise pass */
    if (syn_check(d->text, d->len, &pos, &why)) {
        syntax_error(d, e, pos, why, 0);
        return 0;
    }
    d->root = cJSON_ParseWithLengthOpts(d->text, d->len + 1, &end, 1);
    if (!d->root) {
        /* the checker accepted it: cJSON refused it for a reason of its
         * own (its nesting limit, or no memory) */
        pos = (end && end >= d->text) ? (size_t)(end - d->text) : 0;
        syntax_error(d, e, pos, "nested too deeply, or out of memory", 0);
        return 0;
    }
    if (!scan_lines(d)) {
        errs_add(e, "%s: out of memory", doc_name(d));
        cJSON_Delete(d->root);
        d->root = NULL;
        return 0;
    }
    build_index(d);
    return 1;
}

int jdoc_check_notes(const char *path, errs *e)
{
    size_t len = 0, i = 0, k;
    char *text;

    errno = 0;
    if (!(text = paths_read_file(path, &len))) {
        errs_add(e, "%s: cannot read the file (%s)", path, paths_strerror(errno));
        return 0;
    }
    if (len == 0 || strlen(text) != len) {
        errs_add(e, "%s: expected a non-empty text file%s", path,
                 len ? " (it holds a NUL byte)" : "");
        free(text);
        return 0;
    }
    while (i < len) {
        if (!(k = utf8_len((const unsigned char *)text + i, len - i))) {
            errs_add(e, "%s: invalid UTF-8 at byte %zu", path, i + 1);
            free(text);
            return 0;
        }
        i += k;
    }
    free(text);
    return 1;
}

int jdoc_parse(jdoc *d, const char *name, const char *text, errs *e)
{
    if (!d)
        return 0;
    memset(d, 0, sizeof *d);
    d->path = strdup(name ? name : "(json)");
    if (!d->path) {
        errs_add(e, "%s: out of memory", name ? name : "(json)");
        return 0;
    }
    if (!text) {
        errs_add(e, "%s: no text to read", d->path);
        return 0;
    }
    d->len = strlen(text);
    d->text = malloc(d->len + 1);
    if (!d->text) {
        errs_add(e, "%s: out of memory", d->path);
        return 0;
    }
    memcpy(d->text, text, d->len + 1);
    return parse_text(d, e);
}

int jdoc_load(jdoc *d, const char *path, errs *e)
{
    if (!d)
        return 0;
    memset(d, 0, sizeof *d);
    d->path = strdup(path ? path : "(json)");
    if (!d->path) {
        errs_add(e, "%s: out of memory", path ? path : "(json)");
        return 0;
    }
    if (!path) {
        errs_add(e, "(json): no file name");
        return 0;
    }
    errno = 0;
    d->text = paths_read_file(path, &d->len);
    if (!d->text) {
        errs_add(e, "%s: cannot read the file (%s)", path, paths_strerror(errno));
        return 0;
    }
    return parse_text(d, e);
}

void jdoc_free(jdoc *d)
{
    if (!d)
        return;
    cJSON_Delete(d->root);
    free(d->text);
    free(d->path);
    free(d->lines);
    free(d->hkey);
    free(d->hval);
    memset(d, 0, sizeof *d);
}

/* Pre-order index of target under n; *idx counts nodes seen so far. */
static int find_index(const cJSON *n, const cJSON *target, int *idx)
{
    for (; n; n = n->next) {
        if (n == target)
            return 1;
        (*idx)++;
        if (n->child && find_index(n->child, target, idx))
            return 1;
    }
    return 0;
}

static size_t node_hash(const cJSON *n, size_t cap)
{
    uint64_t x = (uint64_t)(uintptr_t)n;

    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdULL;
    x ^= x >> 33;
    return (size_t)x & (cap - 1);
}

/* Fill the node -> index table, pre-order like the line table. */
static void index_nodes(jdoc *d, const cJSON *n, int *idx)
{
    for (; n; n = n->next) {
        size_t h = node_hash(n, d->hcap);
        while (d->hkey[h])
            h = (h + 1) & (d->hcap - 1);
        d->hkey[h] = n;
        d->hval[h] = (*idx)++;
        if (n->child)
            index_nodes(d, n->child, idx);
    }
}

/* Built after parsing; without memory for it, lines are found by a walk. */
static void build_index(jdoc *d)
{
    size_t cap = 16;
    int idx = 0;

    while (cap < (size_t)d->nlines * 2 + 2)
        cap *= 2;
    d->hkey = calloc(cap, sizeof *d->hkey);
    d->hval = malloc(cap * sizeof *d->hval);
    if (!d->hkey || !d->hval) {
        free(d->hkey);
        free(d->hval);
        d->hkey = NULL;
        d->hval = NULL;
        return;
    }
    d->hcap = cap;
    index_nodes(d, d->root, &idx);
}

int jdoc_line(const jdoc *d, const cJSON *node)
{
    int idx = 0;

    if (!d || !d->root || !node || !d->lines)
        return 0;
    if (node == d->root)
        return d->nlines > 0 ? d->lines[0] : 0;
    if (d->hkey) {
        size_t h = node_hash(node, d->hcap);
        while (d->hkey[h] && d->hkey[h] != node)
            h = (h + 1) & (d->hcap - 1);
        if (!d->hkey[h])
            return 0;
        idx = d->hval[h];
        return idx < d->nlines ? d->lines[idx] : 0;
    }
    idx = 1;
    if (!find_index(d->root->child, node, &idx))
        return 0;
    return idx < d->nlines ? d->lines[idx] : 0;
}
