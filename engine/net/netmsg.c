/* netmsg: checking and building the protocol's messages. Each type lists
 * its keys with a kind and a range, so a message with a key it may not
 * hold, a key twice, a number out of range or a string with control
 * characters is refused before anything reads it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "net/netmsg.h"

/* The kind of one key's value. */
enum { K_STR, K_INT, K_BOOL, K_OBJ, K_INTS, K_SEATS, K_OBJ_NULL, K_STRS };

typedef struct key_spec {
    const char *key;
    int kind;
    int required;
    long lo, hi;       /* K_INT: range; K_STR: bytes lo..hi; K_INTS: items 0..hi
                          each from lo; K_STRS: 1 to NETMSG_SEATS_MAX texts,
                          each of bytes lo..hi */
} key_spec;

#define MAX_KEYS 12
typedef struct type_spec {
    const char *name;
    int dir;
    key_spec keys[MAX_KEYS];
} type_spec;

#define BIG 100000000L

static const type_spec specs[NETMSG_NTYPES] = {
    [NETMSG_HELLO] = { "hello", NETMSG_TO_HOST, {
        { "program", K_STR, 1, 1, 64 }, { "protocol", K_INT, 1, 0, 1000 },
        { "name", K_STR, 1, 1, NETMSG_NAME_MAX }, { "code", K_STR, 1, 0, 16 },
        { "seat", K_INT, 0, 0, NETMSG_SEATS_MAX }, { "watch", K_BOOL, 0, 0, 0 },
        { "game", K_STR, 0, 1, 63 }, { "scenario", K_STR, 0, 1, 63 },
        { "look", K_BOOL, 0, 0, 0 } } },
    [NETMSG_ACTION] = { "action", NETMSG_TO_HOST, {
        { "n", K_INT, 1, 0, BIG }, { "action", K_OBJ, 1, 0, 0 } } },
    [NETMSG_UNDO] = { "undo", NETMSG_TO_HOST, { { "n", K_INT, 1, 0, BIG } } },
    [NETMSG_CHAT] = { "chat", NETMSG_TO_HOST, {
        { "text", K_STR, 1, 1, NETMSG_CHAT_MAX } } },
    [NETMSG_TAKE] = { "take", NETMSG_TO_HOST, {
        { "seat", K_INT, 1, 1, NETMSG_SEATS_MAX } } },
    [NETMSG_RESYNC] = { "resync", NETMSG_TO_HOST, { { NULL, 0, 0, 0, 0 } } },
    [NETMSG_WELCOME] = { "welcome", NETMSG_TO_CLIENT, {
        { "program", K_STR, 1, 1, 64 }, { "protocol", K_INT, 1, 0, 1000 },
        { "game", K_STR, 1, 1, 63 }, { "scenario", K_STR, 1, 1, 63 },
        { "options", K_OBJ_NULL, 1, 0, 0 }, { "seat", K_INT, 1, 0, NETMSG_SEATS_MAX },
        { "seats", K_SEATS, 1, 0, 0 }, { "position", K_OBJ, 1, 0, 0 },
        { "actions", K_INT, 1, 0, BIG }, { "digest", K_STR, 1, 16, 16 },
        { "started", K_BOOL, 0, 0, 0 } } },
    [NETMSG_REFUSED] = { "refused", NETMSG_TO_CLIENT, {
        { "why", K_STR, 1, 1, 400 }, { "fatal", K_BOOL, 1, 0, 0 } } },
    [NETMSG_APPLIED] = { "applied", NETMSG_TO_CLIENT, {
        { "n", K_INT, 1, 0, BIG }, { "seat", K_INT, 1, 0, NETMSG_SEATS_MAX },
        { "action", K_OBJ, 1, 0, 0 }, { "outcomes", K_INTS, 1, 1, 8192 },
        { "digest", K_STR, 1, 16, 16 } } },
    [NETMSG_UNDONE] = { "undone", NETMSG_TO_CLIENT, {
        { "actions", K_INT, 1, 0, BIG }, { "digest", K_STR, 1, 16, 16 } } },
    [NETMSG_SEATS] = { "seats", NETMSG_TO_CLIENT, {
        { "seats", K_SEATS, 1, 0, 0 }, { "started", K_BOOL, 0, 0, 0 },
        { "names", K_STRS, 0, 1, NETMSG_TITLE_MAX } } },
    [NETMSG_SAID] = { "chat", NETMSG_TO_CLIENT, {
        { "from", K_STR, 1, 1, NETMSG_NAME_MAX },
        { "text", K_STR, 1, 1, NETMSG_CHAT_MAX } } },
    [NETMSG_POSITION] = { "position", NETMSG_TO_CLIENT, {
        { "position", K_OBJ, 1, 0, 0 }, { "actions", K_INT, 1, 0, BIG },
        { "digest", K_STR, 1, 16, 16 } } },
    [NETMSG_NOTE] = { "note", NETMSG_TO_CLIENT, { { "text", K_STR, 1, 1, 400 } } },
    [NETMSG_OVER] = { "over", NETMSG_TO_CLIENT, {
        { "outcome", K_STR, 1, 1, 63 }, { "actions", K_INT, 1, 0, BIG },
        { "digest", K_STR, 1, 16, 16 } } },
};

const char *netmsg_name(int type)
{
    return type >= 0 && type < NETMSG_NTYPES ? specs[type].name : "?";
}

/* Text a person may read in a log: UTF-8 without control characters. */
static int clean_text(const char *s)
{
    const unsigned char *p = (const unsigned char *)s;

    while (*p) {
        int more;
        if (*p < 0x20 || *p == 0x7f)
            return 0;
        if (*p < 0x80) {
            p++;
            continue;
        }
        more = (*p & 0xe0) == 0xc0 ? 1 : (*p & 0xf0) == 0xe0 ? 2 : (*p & 0xf8) == 0xf0 ? 3 : -1;
        if (more < 0 || *p == 0xc0 || *p == 0xc1 || *p > 0xf4)
            return 0;
        p++;
        for (int i = 0; i < more; i++, p++)
            if ((*p & 0xc0) != 0x80)
                return 0;
    }
    return 1;
}

int netmsg_readable(const char *s)
{
    return s && clean_text(s);
}

static int whole(const cJSON *v, long lo, long hi, long *out)
{
    double d;

    if (!cJSON_IsNumber(v))
        return 0;
    d = v->valuedouble;
    if (!(d >= (double)lo && d <= (double)hi) || d != (double)(long)d)
        return 0;
    *out = (long)d;
    return 1;
}

/* One seat of a seat table: {"kind":..., "name":..., "connected":...}. */
static int good_seat(const cJSON *s)
{
    static const char *const kinds[] = { "here", "computer", "remote", "empty", NULL };
    const cJSON *it;
    int seen = 0;

    if (!cJSON_IsObject(s))
        return 0;
    cJSON_ArrayForEach(it, s) {
        int bit = !strcmp(it->string, "kind") ? 1 : !strcmp(it->string, "name") ? 2
                : !strcmp(it->string, "connected") ? 4 : 0;
        if (!bit || (seen & bit))
            return 0;   /* unknown, or twice */
        seen |= bit;
        if (!strcmp(it->string, "kind")) {
            int k = 0;
            if (!cJSON_IsString(it))
                return 0;
            while (kinds[k] && strcmp(kinds[k], it->valuestring))
                k++;
            if (!kinds[k])
                return 0;
        } else if (!strcmp(it->string, "name")) {
            if (!cJSON_IsString(it) || strlen(it->valuestring) > NETMSG_NAME_MAX ||
                !clean_text(it->valuestring))
                return 0;
        } else if (!strcmp(it->string, "connected")) {
            if (!cJSON_IsBool(it))
                return 0;
        } else {
            return 0;
        }
    }
    return seen == 7;
}

static int check_value(const key_spec *k, const cJSON *v, char *why, size_t n)
{
    long x;
    const cJSON *it;
    int count = 0;

    switch (k->kind) {
    case K_STR:
        if (!cJSON_IsString(v)) {
            snprintf(why, n, "\"%s\": expected text", k->key);
            return 0;
        }
        if ((long)strlen(v->valuestring) < k->lo || (long)strlen(v->valuestring) > k->hi) {
            snprintf(why, n, "\"%s\": expected text of %ld to %ld bytes", k->key, k->lo, k->hi);
            return 0;
        }
        if (!clean_text(v->valuestring)) {
            snprintf(why, n, "\"%s\": expected readable text (UTF-8, no control characters)",
                     k->key);
            return 0;
        }
        return 1;
    case K_INT:
        if (!whole(v, k->lo, k->hi, &x)) {
            snprintf(why, n, "\"%s\": expected a whole number from %ld to %ld", k->key, k->lo,
                     k->hi);
            return 0;
        }
        return 1;
    case K_BOOL:
        if (!cJSON_IsBool(v)) {
            snprintf(why, n, "\"%s\": expected true or false", k->key);
            return 0;
        }
        return 1;
    case K_OBJ:
    case K_OBJ_NULL:
        if (!cJSON_IsObject(v) && !(k->kind == K_OBJ_NULL && cJSON_IsNull(v))) {
            snprintf(why, n, "\"%s\": expected an object", k->key);
            return 0;
        }
        return 1;
    case K_INTS:
        if (!cJSON_IsArray(v)) {
            snprintf(why, n, "\"%s\": expected a list of whole numbers", k->key);
            return 0;
        }
        cJSON_ArrayForEach(it, v) {
            if (++count > k->hi || !whole(it, k->lo, 1000000, &x)) {
                snprintf(why, n, "\"%s\": expected at most %ld whole numbers from %ld", k->key,
                         k->hi, k->lo);
                return 0;
            }
        }
        return 1;
    case K_STRS:
        if (!cJSON_IsArray(v)) {
            snprintf(why, n, "\"%s\": expected a list of texts", k->key);
            return 0;
        }
        cJSON_ArrayForEach(it, v) {
            if (++count > NETMSG_SEATS_MAX || !cJSON_IsString(it) ||
                (long)strlen(it->valuestring) < k->lo || (long)strlen(it->valuestring) > k->hi ||
                !clean_text(it->valuestring)) {
                snprintf(why, n, "\"%s\": expected at most %d readable texts of %ld to %ld "
                         "bytes", k->key, NETMSG_SEATS_MAX, k->lo, k->hi);
                return 0;
            }
        }
        if (count == 0) {
            snprintf(why, n, "\"%s\": expected at least one text", k->key);
            return 0;
        }
        return 1;
    case K_SEATS:
        if (!cJSON_IsArray(v)) {
            snprintf(why, n, "\"%s\": expected a list of seats", k->key);
            return 0;
        }
        cJSON_ArrayForEach(it, v) {
            if (++count > NETMSG_SEATS_MAX || !good_seat(it)) {
                snprintf(why, n, "\"%s\": expected at most %d seats, each with kind, name "
                         "and connected", k->key, NETMSG_SEATS_MAX);
                return 0;
            }
        }
        if (count == 0) {
            snprintf(why, n, "\"%s\": expected at least one seat", k->key);
            return 0;
        }
        return 1;
    }
    return 0;
}

int netmsg_parse(const void *data, size_t len, int dir, cJSON **out, char *why, size_t n)
{
    const char *end = NULL;
    cJSON *root, *it, *tv;
    const type_spec *t = NULL;
    int type = NETMSG_BAD;

    *out = NULL;
    if (!data || len == 0) {
        snprintf(why, n, "an empty message");
        return NETMSG_BAD;
    }
    if (len > NETMSG_MAX) {
        snprintf(why, n, "a message of %zu bytes (at most %d)", len, NETMSG_MAX);
        return NETMSG_BAD;
    }
    if (memchr(data, 0, len)) {
        snprintf(why, n, "a message with a zero byte in it (expected JSON text)");
        return NETMSG_BAD;
    }
    root = cJSON_ParseWithLengthOpts(data, len, &end, 0);
    if (!root) {
        snprintf(why, n, "not JSON (a problem at byte %ld)",
                 end ? (long)(end - (const char *)data) : 0L);
        return NETMSG_BAD;
    }
    while (end && end < (const char *)data + len &&
           (*end == ' ' || *end == '\n' || *end == '\r' || *end == '\t'))
        end++;
    if (end != (const char *)data + len) {
        snprintf(why, n, "more than one JSON value in the message");
        goto bad;
    }
    if (!cJSON_IsObject(root)) {
        snprintf(why, n, "expected a JSON object");
        goto bad;
    }
    tv = cJSON_GetObjectItemCaseSensitive(root, "type");
    if (!cJSON_IsString(tv)) {
        snprintf(why, n, "\"type\": expected the message's type (text)");
        goto bad;
    }
    for (int i = 0; i < NETMSG_NTYPES; i++)
        if (specs[i].dir == dir && !strcmp(specs[i].name, tv->valuestring)) {
            t = &specs[i];
            type = i;
        }
    if (!t) {
        char clean[40];
        int k = 0;
        for (const char *p = tv->valuestring; *p && k < 32; p++)
            clean[k++] = *p >= 0x20 && *p < 0x7f ? *p : '?';
        clean[k] = 0;
        snprintf(why, n, "\"type\": no message \"%s\" goes %s", clean,
                 dir == NETMSG_TO_HOST ? "to the host" : "to a player");
        goto bad;
    }
    /* every key: known to the type, once */
    cJSON_ArrayForEach(it, root) {
        const key_spec *k = NULL;
        if (!it->string)
            goto bad;
        for (const cJSON *o = root->child; o != it; o = o->next)
            if (!strcmp(o->string, it->string)) {
                snprintf(why, n, "\"%.40s\": a key given twice", it->string);
                goto bad;
            }
        if (!strcmp(it->string, "type"))
            continue;
        for (int i = 0; i < MAX_KEYS && t->keys[i].key; i++)
            if (!strcmp(t->keys[i].key, it->string))
                k = &t->keys[i];
        if (!k) {
            char clean[44];
            int j = 0;
            for (const char *p = it->string; *p && j < 40; p++)
                clean[j++] = *p >= 0x20 && *p < 0x7f ? *p : '?';
            clean[j] = 0;
            snprintf(why, n, "\"%s\": a key a %s message does not hold", clean, t->name);
            goto bad;
        }
        if (!check_value(k, it, why, n))
            goto bad;
    }
    for (int i = 0; i < MAX_KEYS && t->keys[i].key; i++)
        if (t->keys[i].required && !cJSON_GetObjectItemCaseSensitive(root, t->keys[i].key)) {
            snprintf(why, n, "\"%s\": missing from a %s message", t->keys[i].key, t->name);
            goto bad;
        }
    *out = root;
    return type;
bad:
    cJSON_Delete(root);
    return NETMSG_BAD;
}

cJSON *netmsg_new(int type)
{
    cJSON *o = cJSON_CreateObject();

    if (o && !cJSON_AddStringToObject(o, "type", netmsg_name(type))) {
        cJSON_Delete(o);
        return NULL;
    }
    return o;
}

char *netmsg_text(const cJSON *msg, size_t *len)
{
    char *t = msg ? cJSON_PrintUnformatted(msg) : NULL;

    if (!t)
        return NULL;
    *len = strlen(t);
    if (*len > NETMSG_MAX) {
        free(t);
        return NULL;
    }
    return t;
}

void netmsg_hex(unsigned long long v, char out[17])
{
    snprintf(out, 17, "%016llx", v);
}

int netmsg_unhex(const char *s, unsigned long long *v)
{
    unsigned long long x = 0;

    if (!s || strlen(s) != 16)
        return 0;
    for (int i = 0; i < 16; i++) {
        int c = s[i];
        int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
        if (d < 0)
            return 0;
        x = x << 4 | (unsigned)d;
    }
    *v = x;
    return 1;
}
