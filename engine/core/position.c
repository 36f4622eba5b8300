/* position: shared pieces of the rules cores' state_load (see position.h).
 * The rng state is written as hex strings: JSON numbers lose digits past
 * 2^53. */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "position.h"

cJSON *position_dice_json(const dice *d)
{
    cJSON *o = cJSON_CreateObject(), *arr;
    char buf[32];
    int i;

    if (!o)
        return NULL;
    arr = cJSON_AddArrayToObject(o, "rng");
    for (i = 0; arr && i < 4; i++) {
        snprintf(buf, sizeof buf, "%016" PRIx64, d->r.s[i]);
        cJSON_AddItemToArray(arr, cJSON_CreateString(buf));
    }
    snprintf(buf, sizeof buf, "%" PRIu64, d->r.uses);
    cJSON_AddStringToObject(o, "uses", buf);
    arr = cJSON_AddArrayToObject(o, "last");
    for (i = 0; arr && i < d->nlast && i < 2; i++)
        cJSON_AddItemToArray(arr, cJSON_CreateNumber(d->last[i]));
    return o;
}

/* A string of digits in base (10 or 16) that fits 64 bits. */
static int parse_u64(const cJSON *v, int base, uint64_t *out)
{
    const char *p;
    char *end;
    unsigned long long x;

    if (!cJSON_IsString(v) || !v->valuestring)
        return 0;
    p = v->valuestring;
    if (!*p || strlen(p) > (base == 16 ? 16u : 20u) || *p == '-' || *p == '+' ||
        *p == ' ')
        return 0;
    errno = 0;
    x = strtoull(p, &end, base);
    if (*end || errno)
        return 0;
    *out = (uint64_t)x;
    return 1;
}

int position_dice_load(const jdoc *d, errs *e, const cJSON *obj, const char *key,
                       const char *path, dice *out)
{
    static const char *const keys[] = { "rng", "uses", "last", NULL };
    const cJSON *o, *arr, *v;
    char p[256], q[256], found[96];
    int i, ok = 1;

    memset(out, 0, sizeof *out);
    out->bad = -1;
    if (!jc_child(d, e, obj, key, path, 1, keys, &o))
        return 0;
    jc_path(p, sizeof p, path, key);
    if (!cJSON_GetObjectItemCaseSensitive(o, "rng") &&
        !cJSON_GetObjectItemCaseSensitive(o, "uses")) {
        /* a public position (game_public_json): no stream to go on with,
         * its chance comes fed */
        rng_seed(&out->r, POSITION_PUBLIC_SEED);
        dice_blind(out);
    } else if (jc_array(d, e, o, "rng", p, 1, 4, 4, &arr)) {
        i = 0;
        cJSON_ArrayForEach(v, arr) {
            if (!parse_u64(v, 16, &out->r.s[i])) {
                jc_fail(d, e, v, jc_pathi(q, sizeof q, jc_path(q, sizeof q, p, "rng"), i),
                        "expected 1 to 16 hex digits (a string), found %s",
                        jc_describe(v, found, sizeof found));
                ok = 0;
            }
            i++;
        }
        if (ok && !(out->r.s[0] | out->r.s[1] | out->r.s[2] | out->r.s[3])) {
            jc_fail(d, e, arr, jc_path(q, sizeof q, p, "rng"),
                    "expected a random-number state, found all zeros (a stream that never moves)");
            ok = 0;
        }
    } else {
        ok = 0;
    }
    v = cJSON_GetObjectItemCaseSensitive(o, "uses");
    if (out->blind) {
        /* no count either */
    } else if (!v) {
        jc_fail(d, e, o, p, "missing key \"uses\"");
        ok = 0;
    } else if (!parse_u64(v, 10, &out->r.uses)) {
        jc_fail(d, e, v, jc_path(q, sizeof q, p, "uses"),
                "expected a count of draws (a string of digits), found %s",
                jc_describe(v, found, sizeof found));
        ok = 0;
    }
    if (jc_array(d, e, o, "last", p, 1, 0, 2, &arr)) {
        i = 0;
        cJSON_ArrayForEach(v, arr) {
            if (!cJSON_IsNumber(v) || v->valuedouble != (double)v->valueint ||
                v->valueint < 1 || v->valueint > 10) {
                jc_fail(d, e, v, jc_pathi(q, sizeof q, jc_path(q, sizeof q, p, "last"), i),
                        "expected a die face from 1 to 10, found %s",
                        jc_describe(v, found, sizeof found));
                ok = 0;
            } else {
                out->last[i] = v->valueint;
            }
            i++;
        }
        out->nlast = i;
    } else {
        ok = 0;
    }
    return ok;
}

int position_is(const jdoc *d, errs *e, const cJSON *pos, const char *path,
                const char *game)
{
    const cJSON *g = cJSON_IsObject(pos) ? cJSON_GetObjectItemCaseSensitive(pos, "game") : NULL;
    char found[96];

    if (!cJSON_IsObject(pos)) {
        jc_fail(d, e, pos, path, "expected a position of %s (an object), found %s",
                game, jc_describe(pos, found, sizeof found));
        return 0;
    }
    if (!cJSON_IsString(g) || strcmp(g->valuestring, game) != 0) {
        char sub[256];
        jc_fail(d, e, g ? g : pos, g ? jc_path(sub, sizeof sub, path, "game") : path,
                "expected a position of %s (\"game\": \"%s\"), found %s", game, game,
                g ? jc_describe(g, found, sizeof found) : "no \"game\"");
        return 0;
    }
    return 1;
}

/* Depth-first comparison; 0 after reporting the first difference. */
static int match(const jdoc *d, errs *e, const cJSON *a, const char *path,
                 const cJSON *b)
{
    char p[512], fa[96], fb[96];
    const cJSON *x, *y;
    int i;

    if (cJSON_IsObject(a) && cJSON_IsObject(b)) {
        const cJSON *next = b->child;
        int na = 0, nb = 0;
        cJSON_ArrayForEach(x, a) {
            /* dumps keep their order: look ahead first, search if moved */
            if (next && next->string && x->string && strcmp(next->string, x->string) == 0)
                y = next;
            else
                y = cJSON_GetObjectItemCaseSensitive(b, x->string);
            if (!y) {
                jc_fail(d, e, x, jc_path(p, sizeof p, path, x->string),
                        "unknown key \"%s\"", x->string);
                return 0;
            }
            next = y->next;
            if (!match(d, e, x, jc_path(p, sizeof p, path, x->string), y))
                return 0;
            na++;
        }
        cJSON_ArrayForEach(y, b)
            nb++;
        if (na != nb) {
            cJSON_ArrayForEach(y, b) {
                if (!cJSON_GetObjectItemCaseSensitive(a, y->string)) {
                    jc_fail(d, e, a, path[0] ? path : "(position)",
                            "missing key \"%s\"", y->string);
                    return 0;
                }
            }
            /* nothing missing, yet more keys: one is there twice */
            cJSON_ArrayForEach(x, a) {
                if (cJSON_GetObjectItemCaseSensitive(a, x->string) != x) {
                    jc_fail(d, e, x, jc_path(p, sizeof p, path, x->string),
                            "duplicate key (it already appears above)");
                    return 0;
                }
            }
        }
        return 1;
    }
    if (cJSON_IsArray(a) && cJSON_IsArray(b) &&
        cJSON_GetArraySize(a) != cJSON_GetArraySize(b)) {
        jc_fail(d, e, a, path, "does not agree with the rest of the position: "
                "expected %d entries, found %d", cJSON_GetArraySize(b),
                cJSON_GetArraySize(a));
        return 0;
    }
    if (cJSON_IsArray(a) && cJSON_IsArray(b)) {
        for (i = 0, x = a->child, y = b->child; x && y; i++, x = x->next, y = y->next)
            if (!match(d, e, x, jc_pathi(p, sizeof p, path, i), y))
                return 0;
        return 1;
    }
    if (cJSON_Compare(a, b, 1))
        return 1;
    jc_fail(d, e, a, path, "does not agree with the rest of the position: "
            "expected %s, found %s", jc_describe(b, fb, sizeof fb),
            jc_describe(a, fa, sizeof fa));
    return 0;
}

int position_match(const jdoc *d, errs *e, const cJSON *pos, const char *path,
                   const cJSON *redump)
{
    if (!redump) {
        jc_fail(d, e, pos, path, "out of memory while checking the position");
        return 0;
    }
    return match(d, e, pos, path, redump);
}

void position_ids(const char **ids, const void *first, size_t stride, int n)
{
    int i;

    for (i = 0; i < n; i++)
        ids[i] = (const char *)first + (size_t)i * stride;
}
