/* game: the little that game.h implements itself: the outcome tally of
 * `legation sim`, its game seeds and clock, the computer's levels, the
 * usual check of a game's data files, the key check of a save's actions,
 * and the public position and its digest (network play). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "catalog.h"
#include "game.h"
#include "jsonload.h"
#include "paths.h"

void sim_report_count(sim_report *r, const char *outcome)
{
    int i;

    if (!r)
        return;
    if (!outcome)
        outcome = "unknown";
    for (i = 0; i < r->noutcomes; i++) {
        if (strcmp(r->outcome[i], outcome) == 0) {
            r->count[i]++;
            return;
        }
    }
    /* The last slot is kept for "other", so a game with more outcome
     * names than slots still counts every game. */
    if (r->noutcomes >= SIM_MAX_OUTCOMES - 1 && strcmp(outcome, "other") != 0) {
        sim_report_count(r, "other");
        return;
    }
    i = r->noutcomes++;
    snprintf(r->outcome[i], sizeof r->outcome[i], "%s", outcome);
    r->count[i] = 1;
}

const char *const game_level_names[GAME_LEVELS] = { "normal", "easy", "hard" };

static int level_id(const cJSON *v, int top)
{
    for (int k = 0; k < GAME_LEVELS; k++)
        if (cJSON_IsString(v) && strcmp(v->valuestring, game_level_names[k]) == 0 &&
            (k != GAME_LEVEL_HARD || top == GAME_LEVEL_HARD))
            return k;
    return -1;
}

int game_levels_of(const cJSON *options, int nseats, int top, int *level, const char *game,
                   errs *e)
{
    const char *which = top >= GAME_LEVEL_HARD ? "easy, normal or hard" : "easy or normal";
    const cJSON *v = options ? cJSON_GetObjectItemCaseSensitive(options, "difficulty") : NULL;
    int i, k;

    for (i = 0; i < nseats; i++)
        level[i] = GAME_LEVEL_NORMAL;
    if (!v)
        return 1;
    if (cJSON_IsArray(v)) {
        if (cJSON_GetArraySize(v) != nseats) {
            errs_add(e, "%s: option difficulty: expected %s, or an array of %d of them "
                     "(one a seat), found %d", game, which, nseats, cJSON_GetArraySize(v));
            return 0;
        }
        for (i = 0; i < nseats; i++) {
            if ((k = level_id(cJSON_GetArrayItem(v, i), top)) < 0) {
                errs_add(e, "%s: option difficulty[%d]: expected %s", game, i, which);
                return 0;
            }
            level[i] = k;
        }
        return 1;
    }
    if ((k = level_id(v, top)) < 0) {
        errs_add(e, "%s: option difficulty: expected %s, or an array of %d of them "
                 "(one a seat)", game, which, nseats);
        return 0;
    }
    for (i = 0; i < nseats; i++)
        level[i] = k;
    return 1;
}

static uint64_t splitmix(uint64_t x)
{
    x += 0x9E3779B97F4A7C15ull;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
    return x ^ (x >> 31);
}

uint64_t sim_game_seed(uint64_t seed, long i)
{
    /* mixing the seed first keeps seed S game 1 apart from seed S+1 game 0 */
    return splitmix(splitmix(seed) ^ splitmix((uint64_t)i + 0x5851F42D4C957F2Dull));
}

static const game_action_keys *find_type(const game_action_keys *k, const char *type)
{
    for (; k->type; k++)
        if (strcmp(k->type, type) == 0)
            return k;
    return NULL;
}

int game_check_action(const game_rules *r, const jdoc *d, errs *e,
                      const cJSON *action, const char *path)
{
    const char *allowed[GAME_ACTION_MAX_KEYS + 2], *types[64];
    const game_action_keys *k;
    const cJSON *t;
    int i, n;

    if (!cJSON_IsObject(action)) {
        char found[96];
        jc_fail(d, e, action, path, "expected an action (an object), found %s",
                jc_describe(action, found, sizeof found));
        return 0;
    }
    if (!r || !r->action_keys)
        return jc_object(d, e, action, path, NULL);   /* duplicates only */
    t = cJSON_GetObjectItemCaseSensitive(action, "type");
    if (!cJSON_IsString(t) || !(k = find_type(r->action_keys, t->valuestring))) {
        for (n = 0; n < 63 && r->action_keys[n].type; n++)
            types[n] = r->action_keys[n].type;
        types[n] = NULL;
        jc_object(d, e, action, path, NULL);
        jc_enum(d, e, action, "type", path, 1, types, &i);  /* says what is wrong */
        return 0;
    }
    allowed[0] = "type";
    for (i = 0; i < GAME_ACTION_MAX_KEYS && k->keys[i]; i++)
        allowed[i + 1] = k->keys[i];
    allowed[i + 1] = NULL;
    return jc_object(d, e, action, path, allowed);
}

double sim_cpu_seconds(void)
{
    struct timespec ts;

    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static int ends_with(const char *s, const char *tail)
{
    size_t a = strlen(s), b = strlen(tail);

    return a >= b && strcmp(s + a - b, tail) == 0;
}

/* The data root of <root>/scenarios/<id>/scenarios.json into out ("."
 * for a path that starts at scenarios/); 0 when path is laid out
 * otherwise. */
static int catalog_root(const char *path, const char *id, char *out, size_t n)
{
    char tail[160];
    size_t pl = strlen(path), tl;

    snprintf(tail, sizeof tail, "scenarios/%s/scenarios.json", id);
    tl = strlen(tail);
    if (pl < tl || strcmp(path + pl - tl, tail) != 0)
        return 0;
    if (pl == tl) {
        snprintf(out, n, ".");
        return 1;
    }
    if (path[pl - tl - 1] != '/')
        return 0;
    snprintf(out, n, "%.*s", (int)(pl - tl - 1), path);
    if (!out[0])
        snprintf(out, n, "/");
    return 1;
}

int game_validate_catalog(const game_rules *r, const char *path, errs *e)
{
    char root[1024];
    catalog *c;
    int before = e->total;

    if (!catalog_validate_file(path, e))
        return 0;
    if (!r || !r->create || !catalog_root(path, r->id, root, sizeof root))
        return 1;
    c = calloc(1, sizeof *c);
    if (!c) {
        errs_add(e, "%s: out of memory", path);
        return 0;
    }
    if (catalog_load(c, root, r->id, e)) {
        jdoc j;  /* for the line of each scenario in the messages */
        int have = jdoc_load(&j, path, e);
        const cJSON *list = have ? cJSON_GetObjectItemCaseSensitive(j.root, "scenarios") : NULL;
        for (int i = 0; i < c->n; i++) {
            cJSON *o = catalog_default_options(&c->scen[i]);
            errs sub;
            void *st;
            char at[32];
            errs_clear(&sub);
            st = r->create(root, c->scen[i].id, o, 1, &sub);
            if (st) {
                r->destroy(st);
            } else {
                snprintf(at, sizeof at, "scenarios[%d]", i);
                jc_fail(&j, e, cJSON_GetArrayItem(list, i), at, "the game cannot start "
                        "\"%s\" with its default options: %s", c->scen[i].id,
                        sub.n ? errs_first(&sub) : "no reason given");
            }
            cJSON_Delete(o);
        }
        jdoc_free(&j);
    }
    free(c);
    return e->total == before;
}

int game_validate_file(const char *path, const game_rules *r,
                       int (*scenario)(const char *path, errs *e),
                       int (*notes)(const char *path, errs *e), errs *e)
{
    const char *base = strrchr(path, '/');

    base = base ? base + 1 : path;
    if (strcmp(base, "scenarios.json") == 0)
        return game_validate_catalog(r, path, e);
    if (ends_with(base, ".json"))
        return scenario(path, e);
    if (ends_with(base, ".md"))
        return notes(path, e);
    errs_add(e, "%s: expected a %s data file (.json) or notes (.md)", path, r->id);
    return 0;
}

int game_check_text(const char *path, errs *e)
{
    size_t len = 0;
    char *text = paths_read_file(path, &len);
    int ok = text && len > 0 && strlen(text) == len;

    if (!ok)
        errs_add(e, "%s: expected a non-empty text file", path);
    free(text);
    return ok;
}

cJSON *game_actions_json(const void *st, const void *actions, size_t size, int n,
                         cJSON *(*to_json)(const void *st, const void *action))
{
    cJSON *arr = cJSON_CreateArray();

    for (int i = 0; arr && i < n; i++) {
        cJSON *it = to_json(st, (const char *)actions + (size_t)i * size);
        /* out of memory: what was made must not leak */
        if (it && !cJSON_AddItemToArray(arr, it))
            cJSON_Delete(it);
    }
    return arr;
}

const game_rules *game_registry_find(const game_registry *g, const char *id)
{
    for (int i = 0; g && id && i < g->n; i++)
        if (g->rules[i] && g->rules[i]->id && strcmp(g->rules[i]->id, id) == 0)
            return g->rules[i];
    return NULL;
}

void game_public_strip(cJSON *j)
{
    static const char *const top[] = { "rng", "rng_uses", NULL };
    static const char *const in_dice[] = { "rng", "uses", NULL };
    cJSON *dc = cJSON_GetObjectItemCaseSensitive(j, "dice");

    for (int i = 0; top[i]; i++)
        cJSON_DeleteItemFromObjectCaseSensitive(j, top[i]);
    if (cJSON_IsObject(dc))
        for (int i = 0; in_dice[i]; i++)
            cJSON_DeleteItemFromObjectCaseSensitive(dc, in_dice[i]);
}

/* cJSON writes a number in 15 digits when they read back close enough,
 * not always to the same double; a client that loads a position must get
 * the host's very coordinates, or a later move comes out an ulp apart.
 * So every number that is not a small whole one is written in 17 digits
 * (exact), as raw text that still reads as a JSON number. */
static int exact_numbers(cJSON *j)
{
    for (cJSON *it = j ? j->child : NULL, *next; it; it = next) {
        next = it->next;
        if (cJSON_IsNumber(it)) {
            double v = it->valuedouble;
            char buf[40];
            cJSON *raw;
            if (v > -1e15 && v < 1e15 && v == (double)(long long)v)
                continue;
            snprintf(buf, sizeof buf, "%.17g", v);
            raw = cJSON_CreateRaw(buf);
            if (!raw || !(it->string ? cJSON_ReplaceItemInObjectCaseSensitive(j, it->string, raw)
                                     : cJSON_ReplaceItemViaPointer(j, it, raw))) {
                cJSON_Delete(raw);
                return 0;
            }
        } else if (!exact_numbers(it)) {
            return 0;
        }
    }
    return 1;
}

/* The public position as the game writes it, numbers as they are. */
static cJSON *public_tree(const game_rules *r, const void *st)
{
    cJSON *j;

    if (!r || !st)
        return NULL;
    if (r->public_json)
        return r->public_json(st);
    if (!r->state_json || !(j = r->state_json(st)))
        return NULL;
    game_public_strip(j);
    return j;
}

cJSON *game_public_json(const game_rules *r, const void *st)
{
    cJSON *j = public_tree(r, st);

    if (j && !exact_numbers(j)) {
        cJSON_Delete(j);
        return NULL;
    }
    return j;
}

/* The digest is defined on the text of the public position, but writing
 * that text (some 22 KB for a race) cost as much as building the tree:
 * the hash is taken over the bytes cJSON_PrintUnformatted would write,
 * as they would be written, with no text made. Every machine does it
 * after every action, inside the time a move takes to reach everyone. */
typedef struct fnv {
    uint64_t h;
    int ok;
} fnv;

static void fnv_bytes(fnv *f, const char *p, size_t n)
{
    uint64_t h = f->h;

    for (size_t i = 0; i < n; i++) {
        h ^= (unsigned char)p[i];
        h *= 0x100000001b3ull;
    }
    f->h = h;
}

static void fnv_byte(uint64_t *h, unsigned char c)
{
    *h = (*h ^ c) * 0x100000001b3ull;
}

/* A string as cJSON writes it: quoted, with '"', '\\' and control
 * characters escaped, every other byte as it is. */
static void fnv_string(fnv *f, const char *s)
{
    uint64_t h = f->h;
    static const char hexd[] = "0123456789abcdef";

    fnv_byte(&h, '"');
    for (const unsigned char *p = (const unsigned char *)(s ? s : ""); *p; p++) {
        unsigned char c = *p;
        if (c >= 32 && c != '"' && c != '\\') {
            fnv_byte(&h, c);
            continue;
        }
        fnv_byte(&h, '\\');
        switch (c) {
        case '"': fnv_byte(&h, '"'); break;
        case '\\': fnv_byte(&h, '\\'); break;
        case '\b': fnv_byte(&h, 'b'); break;
        case '\f': fnv_byte(&h, 'f'); break;
        case '\n': fnv_byte(&h, 'n'); break;
        case '\r': fnv_byte(&h, 'r'); break;
        case '\t': fnv_byte(&h, 't'); break;
        default:
            fnv_byte(&h, 'u');
            fnv_byte(&h, '0');
            fnv_byte(&h, '0');
            fnv_byte(&h, (unsigned char)hexd[c >> 4]);
            fnv_byte(&h, (unsigned char)hexd[c & 15]);
        }
    }
    fnv_byte(&h, '"');
    f->h = h;
}

/* A number as game_public_json leaves it and cJSON writes it: a small
 * whole one in digits (as "%1.15g" writes it: negative zero is "-0"),
 * any other in 17 digits (exact_numbers). */
static void fnv_number(fnv *f, double v)
{
    char buf[40];
    int n = 0;

    if (v > -1e15 && v < 1e15 && v == (double)(long long)v) {
        long long x = (long long)v;
        unsigned long long u = x < 0 ? (unsigned long long)-x : (unsigned long long)x;
        char *p = buf + sizeof buf;
        do {
            *--p = (char)('0' + u % 10);
            u /= 10;
        } while (u);
        if (x < 0 || (x == 0 && signbit(v)))
            *--p = '-';
        fnv_bytes(f, p, (size_t)(buf + sizeof buf - p));
        return;
    }
    n = snprintf(buf, sizeof buf, "%.17g", v);
    fnv_bytes(f, buf, (size_t)n);
}

static void fnv_item(fnv *f, const cJSON *it)
{
    const cJSON *c;

    switch (it->type & 0xff) {
    case cJSON_NULL: fnv_bytes(f, "null", 4); return;
    case cJSON_False: fnv_bytes(f, "false", 5); return;
    case cJSON_True: fnv_bytes(f, "true", 4); return;
    case cJSON_Number: fnv_number(f, it->valuedouble); return;
    case cJSON_String: fnv_string(f, it->valuestring); return;
    case cJSON_Raw:
        if (!it->valuestring)
            f->ok = 0;
        else
            fnv_bytes(f, it->valuestring, strlen(it->valuestring));
        return;
    case cJSON_Array:
    case cJSON_Object:
        fnv_bytes(f, cJSON_IsArray(it) ? "[" : "{", 1);
        for (c = it->child; c && f->ok; c = c->next) {
            if (c != it->child)
                fnv_bytes(f, ",", 1);
            if (cJSON_IsObject(it)) {
                fnv_string(f, c->string);
                fnv_bytes(f, ":", 1);
            }
            fnv_item(f, c);
        }
        fnv_bytes(f, cJSON_IsArray(it) ? "]" : "}", 1);
        return;
    default:
        f->ok = 0;   /* cJSON would write nothing: no digest */
    }
}

uint64_t game_public_digest(const game_rules *r, const void *st)
{
    cJSON *j = public_tree(r, st);
    fnv f = { 0xcbf29ce484222325ull, 1 };

    if (!j)
        return 0;
    fnv_item(&f, j);
    cJSON_Delete(j);
    return f.ok ? f.h : 0;
}
