/* session_save: a session's save file. Writes the game, scenario,
 * options, seed and actions (session_to_json, session_save: atomically),
 * and reads one back, checked key by key with the jsonload checkers, the
 * actions replayed through the rules (session_load, session_load_at). */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "catalog.h"
#include "jsonload.h"
#include "paths.h"
#include "session.h"
#include "session_local.h"

/* The save format this program writes and the only one it reads. */
#define SESSION_VERSION 1

/* "players": written only for a networked game that had any. */
static void add_players(cJSON *o, const session *s)
{
    int n = 0;
    cJSON *arr;

    for (int i = 0; i < SESSION_PLAYERS_MAX; i++)
        if (s->players[i][0])
            n = i + 1;
    if (!n || !(arr = cJSON_CreateArray()))
        return;
    for (int i = 0; i < n; i++) {
        cJSON *v = cJSON_CreateString(s->players[i]);
        if (!v || !cJSON_AddItemToArray(arr, v)) {
            cJSON_Delete(v);
            cJSON_Delete(arr);
            return;
        }
    }
    if (!cJSON_AddItemToObject(o, "players", arr))
        cJSON_Delete(arr);
}

/* "rolled_for_me": the indices in "rolls" of the faces the program
 * rolled for the computer ("Roll it for me"), so a replay's log tells
 * them from the faces the player entered. Left out when there are none. */
static void add_rolled(cJSON *o, const session *s)
{
    cJSON *arr = NULL, *v;

    for (int i = 0; i < s->nrolls - s->ask.n; i++) {
        if (!s->rolled[i])
            continue;
        if (!arr && !(arr = cJSON_AddArrayToObject(o, "rolled_for_me")))
            return;
        if ((v = cJSON_CreateNumber(i)))
            cJSON_AddItemToArray(arr, v);
    }
}

cJSON *session_to_json(const session *s)
{
    char seed[32];
    cJSON *o, *acts;

    if (!s)
        return NULL;
    if (!(o = cJSON_CreateObject()))
        return NULL;
    snprintf(seed, sizeof seed, "%" PRIu64, s->seed);
    cJSON_AddStringToObject(o, "format", "legation-save");
    cJSON_AddNumberToObject(o, "version", SESSION_VERSION);
    cJSON_AddStringToObject(o, "game", s->rules->id ? s->rules->id : "");
    cJSON_AddStringToObject(o, "scenario", s->scenario);
    if (s->options)
        cJSON_AddItemToObject(o, "options", cJSON_Duplicate(s->options, 1));
    else
        cJSON_AddNullToObject(o, "options");
    /* A string: a JSON number loses digits past 2^53. */
    cJSON_AddStringToObject(o, "seed", seed);
    cJSON_AddBoolToObject(o, "practice", s->practice);
    if (s->own_dice)
        cJSON_AddBoolToObject(o, "own_dice", 1);
    add_players(o, s);
    if (s->nrolls - s->ask.n > 0)   /* faces entered for an unfinished action stay out */
        cJSON_AddItemToObject(o, "rolls", cJSON_CreateIntArray(s->rolls, s->nrolls - s->ask.n));
    add_rolled(o, s);
    if (s->start)
        cJSON_AddItemToObject(o, "start", cJSON_Duplicate(s->start, 1));
    acts = cJSON_Duplicate(s->actions, 1);
    if (!acts) {
        cJSON_Delete(o);
        return NULL;
    }
    cJSON_AddItemToObject(o, "actions", acts);
    return o;
}

/* Appends text to a growing buffer; 0 when out of memory. */
static int append(char **buf, size_t *len, size_t *cap, const char *text)
{
    size_t k = strlen(text);

    if (*len + k + 1 > *cap) {
        size_t ncap = (*cap ? *cap : 1024);
        char *nb;
        while (*len + k + 1 > ncap)
            ncap *= 2;
        if (!(nb = realloc(*buf, ncap)))
            return 0;
        *buf = nb;
        *cap = ncap;
    }
    memcpy(*buf + *len, text, k + 1);
    *len += k;
    return 1;
}

/* The save text: one field per line and one action per line, so a
 * refused action is reported at a line a person can find. */
static char *save_text(const session *s, size_t *out_len)
{
    static const char *const keys[] = { "format", "version", "game", "scenario",
                                        "options", "seed", "practice", "own_dice",
                                        "players", "rolls", "rolled_for_me", "start", NULL };
    cJSON *o = session_to_json(s), *a, *v;
    char *buf = NULL, *piece;
    size_t len = 0, cap = 0;
    int i, ok = 1;

    if (!o)
        return NULL;
    ok &= append(&buf, &len, &cap, "{\n");
    for (i = 0; keys[i] && ok; i++) {
        if (!(v = cJSON_GetObjectItemCaseSensitive(o, keys[i])))
            continue;   /* the optional ones */
        /* a position over many lines, so a problem in it names its line */
        piece = strcmp(keys[i], "start") == 0 ? cJSON_Print(v) : cJSON_PrintUnformatted(v);
        ok &= piece != NULL;
        ok = ok && append(&buf, &len, &cap, "  \"") && append(&buf, &len, &cap, keys[i]) &&
             append(&buf, &len, &cap, "\": ") && append(&buf, &len, &cap, piece) &&
             append(&buf, &len, &cap, ",\n");
        free(piece);
    }
    ok = ok && append(&buf, &len, &cap, "  \"actions\": [");
    cJSON_ArrayForEach(a, cJSON_GetObjectItemCaseSensitive(o, "actions")) {
        if (!ok)
            break;
        piece = cJSON_PrintUnformatted(a);
        ok &= piece != NULL;
        ok = ok && append(&buf, &len, &cap, "\n    ") && append(&buf, &len, &cap, piece) &&
             append(&buf, &len, &cap, a->next ? "," : "\n  ");
        free(piece);
    }
    ok = ok && append(&buf, &len, &cap, "]\n}\n");
    cJSON_Delete(o);
    if (!ok) {
        free(buf);
        return NULL;
    }
    *out_len = len;
    return buf;
}

int session_save(const session *s, const char *path, errs *e)
{
    size_t len = 0;
    char *text;

    if (!s || !path) {
        errs_add(e, "save: nothing to save or no file name");
        return -1;
    }
    if (!(text = save_text(s, &len))) {
        errs_add(e, "%s: out of memory while writing the save", path);
        return -1;
    }
    errno = 0;
    if (paths_write_atomic(path, text, len) != 0) {
        errs_add(e, "%s: cannot write the save (%s)", path,
                 errno ? strerror(errno) : "unknown error");
        free(text);
        return -1;
    }
    free(text);
    return 0;
}

/* "seed": a string of decimal digits (or, from hand-written saves, a
 * whole JSON number that fits exactly in a double). */
static int read_seed(const jdoc *d, errs *e, const cJSON *root, uint64_t *out)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(root, "seed");
    char found[96];

    if (!v) {
        jc_fail(d, e, root, "", "missing key \"seed\"");
        return 0;
    }
    if (cJSON_IsString(v) && v->valuestring) {
        const char *p = v->valuestring;
        char *end;
        unsigned long long x;
        if (*p >= '0' && *p <= '9' && strlen(p) <= 20) {
            errno = 0;
            x = strtoull(p, &end, 10);
            if (!*end && errno == 0) {
                *out = (uint64_t)x;
                return 1;
            }
        }
    }
    if (cJSON_IsNumber(v)) {
        double x = v->valuedouble;
        if (x >= 0 && x <= 9007199254740992.0 && x == (double)(uint64_t)x) {
            *out = (uint64_t)x;
            return 1;
        }
    }
    jc_fail(d, e, v, "seed", "expected a whole number from 0 to "
            "18446744073709551615 (written as a string of digits), found %s",
            jc_describe(v, found, sizeof found));
    return 0;
}

/* "rolls": whole numbers (each is checked against its die when used). */
static int read_rolls(const jdoc *d, errs *e, const cJSON *root, session *s)
{
    const cJSON *arr = NULL, *v;
    char p[32], found[96];
    int i = 0;

    if (!jc_array(d, e, root, "rolls", "", 0, 0, 1 << 24, &arr))
        return 0;
    cJSON_ArrayForEach(v, arr) {
        if (!cJSON_IsNumber(v) || v->valuedouble != (double)v->valueint ||
            v->valueint < 1 || v->valueint > 100) {
            jc_fail(d, e, v, jc_pathi(p, sizeof p, "rolls", i),
                    "expected a die face (a whole number from 1), found %s",
                    jc_describe(v, found, sizeof found));
            return 0;
        }
        if (!session_push_roll(s, v->valueint)) {
            errs_add(e, "%s: out of memory", d->path);
            return 0;
        }
        i++;
    }
    return 1;
}

/* "rolled_for_me": indices into "rolls", rising. */
static int read_players(const jdoc *d, errs *e, const cJSON *root, session *s)
{
    const cJSON *arr = NULL, *it;
    char p[32];
    int i = 0, ok = 1;

    if (!jc_array(d, e, root, "players", "", 0, 0, SESSION_PLAYERS_MAX, &arr))
        return 0;
    cJSON_ArrayForEach(it, arr) {
        const char *v = cJSON_GetStringValue(it);
        if (!v || strlen(v) > SESSION_PLAYER_NAME) {
            char found[96];
            jc_fail(d, e, it, jc_pathi(p, sizeof p, "players", i), "expected a player's name "
                    "(text of at most %d bytes, \"\" for none), found %s", SESSION_PLAYER_NAME,
                    jc_describe(it, found, sizeof found));
            ok = 0;
        } else {
            snprintf(s->players[i], sizeof s->players[i], "%s", v);
        }
        i++;
    }
    return ok;
}

static int read_rolled(const jdoc *d, errs *e, const cJSON *root, session *s)
{
    const cJSON *arr = NULL, *v;
    char p[40], found[96];
    int i = 0, last = -1;

    if (!jc_array(d, e, root, "rolled_for_me", "", 0, 0, 1 << 24, &arr))
        return 0;
    cJSON_ArrayForEach(v, arr) {
        if (!cJSON_IsNumber(v) || v->valuedouble != (double)v->valueint ||
            v->valueint <= last || v->valueint >= s->nrolls) {
            jc_fail(d, e, v, jc_pathi(p, sizeof p, "rolled_for_me", i),
                    "expected a rising index into rolls (after %d, below %d), found %s",
                    last, s->nrolls, jc_describe(v, found, sizeof found));
            return 0;
        }
        s->rolled[v->valueint] = 1;
        last = v->valueint;
        i++;
    }
    return 1;
}

/* "start": the state becomes that position. */
static int read_start(const jdoc *d, errs *e, const cJSON *root, session *s)
{
    const cJSON *pos = cJSON_GetObjectItemCaseSensitive(root, "start");
    void *st;

    if (!pos)
        return 1;
    if (!s->rules->state_load) {
        jc_fail(d, e, pos, "start", "%s cannot start from a position yet", s->rules->id);
        return 0;
    }
    st = s->rules->state_load(s->datadir, s->scenario, s->options, d, pos, "start", e);
    if (!st)
        return 0;
    s->rules->destroy(s->state);
    s->state = st;
    if (!(s->start = cJSON_Duplicate(pos, 1))) {
        errs_add(e, "%s: out of memory", d->path);
        return 0;
    }
    return 1;
}

/* The scenario must be one of the game's catalog (never a path), and the
 * options ones its launcher could have chosen. */
static int check_setup(const jdoc *d, errs *e, const char *datadir, const char *game,
                       const char *scen, const cJSON *opts)
{
    const cJSON *root = d->root, *node = cJSON_GetObjectItemCaseSensitive(root, "scenario");
    catalog *c = malloc(sizeof *c);   /* large: keep it off the stack */
    const cat_scenario *sc;
    const char *ids[CAT_MAX_SCEN];
    char cpath[1200];
    errs ce;
    int ok = 1, i;

    if (!c) {
        errs_add(e, "%s: out of memory", d->path);
        return 0;
    }
    errs_clear(&ce);
    snprintf(cpath, sizeof cpath, "%s/scenarios/%s/scenarios.json",
             datadir && *datadir ? datadir : ".", game);
    if (access(cpath, F_OK) != 0 && errno == ENOENT) {
        /* a game with no catalog (the engine's test games): its create()
         * is the only judge of scenario and options */
        free(c);
        return 1;
    }
    if (!catalog_load(c, datadir, game, &ce)) {
        jc_fail(d, e, node, "scenario", "cannot check it: the %s catalog does not load (%s)",
                game, errs_first(&ce));
        ok = 0;
    } else if (!(sc = catalog_find(c, scen))) {
        for (i = 0; i < c->n; i++)
            ids[i] = c->scen[i].id;
        jc_ref(d, e, node, "scenario", "scenario", scen, ids, c->n, NULL);
        ok = 0;
    } else if (opts) {
        ok = catalog_check_options(sc, d, e, opts, "options");
    }
    free(c);
    return ok;
}

session *session_load(const char *path, const char *datadir,
                      session_find_fn find_rules, errs *e)
{
    return session_load_at(path, datadir, find_rules, -1, e);
}

static session *load_at(const char *path, const char *datadir, session_find_fn find_rules,
                        const game_registry *games, int at, errs *e);

session *session_load_at(const char *path, const char *datadir,
                         session_find_fn find_rules, int at, errs *e)
{
    return load_at(path, datadir, find_rules, NULL, at, e);
}

session *session_load_from(const char *path, const char *datadir,
                           const game_registry *games, errs *e)
{
    return load_at(path, datadir, NULL, games, -1, e);
}

static session *load_at(const char *path, const char *datadir, session_find_fn find_rules,
                        const game_registry *games, int at, errs *e)
{
    static const char *const keys[] = { "format", "version", "game", "scenario",
                                        "options", "seed", "practice", "own_dice",
                                        "players", "rolls", "rolled_for_me", "start",
                                        "actions", NULL };
    static const char *const formats[] = { "legation-save", NULL };
    const game_rules *rules = NULL;
    const cJSON *root, *acts = NULL, *opts, *a;
    char game[64], scen[64], why[256], p[32];
    uint64_t seed = 0;
    int ok = 1, fmt, version = 0, practice = 0, own = 0, i;
    session *s = NULL;
    jdoc d;

    if (!jdoc_load(&d, path, e))
        goto out;
    root = d.root;
    if (!jc_object(&d, e, root, "", keys))
        ok = 0;
    if (!cJSON_IsObject(root))
        goto out;
    ok &= jc_enum(&d, e, root, "format", "", 1, formats, &fmt);
    /* exactly a version this program reads: missing, text, fractions and
     * other numbers are all refused */
    if (!jnum_int(cJSON_GetObjectItemCaseSensitive(root, "version"), SESSION_VERSION,
                  SESSION_VERSION, &version)) {
        const cJSON *v = cJSON_GetObjectItemCaseSensitive(root, "version");
        char found[96];
        jc_fail(&d, e, v ? v : root, "version", "expected %d (the save version this "
                "program reads), found %s", SESSION_VERSION,
                jc_describe(v, found, sizeof found));
        ok = 0;
    }
    ok &= jc_str(&d, e, root, "game", "", 1, game, sizeof game);
    ok &= jc_str(&d, e, root, "scenario", "", 1, scen, sizeof scen);
    opts = cJSON_GetObjectItemCaseSensitive(root, "options");
    if (opts && !cJSON_IsObject(opts) && !cJSON_IsNull(opts)) {
        char found[96];
        jc_fail(&d, e, opts, "options", "expected an object or null, found %s",
                jc_describe(opts, found, sizeof found));
        ok = 0;
    }
    if (cJSON_IsNull(opts))
        opts = NULL;
    ok &= read_seed(&d, e, root, &seed);
    ok &= jc_bool(&d, e, root, "practice", "", 0, &practice);
    ok &= jc_bool(&d, e, root, "own_dice", "", 0, &own);
    if (jc_array(&d, e, root, "actions", "", 1, 0, 1 << 30, &acts)) {
        i = 0;
        cJSON_ArrayForEach(a, acts) {
            if (!cJSON_IsObject(a)) {
                char found[96];
                jc_fail(&d, e, a, jc_pathi(p, sizeof p, "actions", i),
                        "expected an action (an object), found %s",
                        jc_describe(a, found, sizeof found));
                ok = 0;
            } else if (!jc_object(&d, e, a, jc_pathi(p, sizeof p, "actions", i), NULL)) {
                ok = 0;     /* a key twice */
            }
            i++;
        }
    } else {
        ok = 0;
    }
    if (ok && cJSON_GetObjectItemCaseSensitive(root, "game")) {
        rules = find_rules ? find_rules(game) : game_registry_find(games, game);
        if (!rules) {
            jc_fail(&d, e, cJSON_GetObjectItemCaseSensitive(root, "game"), "game",
                    "no game called \"%s\" in this program", game);
            ok = 0;
        }
    }
    /* each action's type and keys, as the game lists them */
    if (ok && rules) {
        i = 0;
        cJSON_ArrayForEach(a, acts) {
            ok &= game_check_action(rules, &d, e, a, jc_pathi(p, sizeof p, "actions", i));
            i++;
        }
    }
    if (ok && rules)
        ok = check_setup(&d, e, datadir, rules->id, scen, opts);
    if (!ok)
        goto out;
    s = session_new(rules, datadir, scen, opts, seed, e);
    if (!s) {
        jc_fail(&d, e, opts ? opts : cJSON_GetObjectItemCaseSensitive(root, "scenario"),
                opts ? "options" : "scenario", "the game could not be set up with %s",
                opts ? "these options" : "this scenario and these options");
        goto out;
    }
    s->practice = practice;
    s->own_dice = own;
    if (!read_players(&d, e, root, s) || !read_rolls(&d, e, root, s) ||
        !read_rolled(&d, e, root, s) || !read_start(&d, e, root, s)) {
        session_free(s);
        s = NULL;
        goto out;
    }
    if (at > cJSON_GetArraySize(acts)) {
        jc_fail(&d, e, acts, "actions", "the save has %d actions, fewer than %d",
                cJSON_GetArraySize(acts), at);
        session_free(s);
        s = NULL;
        goto out;
    }
    i = 0;
    cJSON_ArrayForEach(a, acts) {
        if (at >= 0 && i >= at)
            break;
        if (session_apply_real(s, a, why, sizeof why) != 0) {
            if (s->bad_roll >= 0) {
                const char *m = strstr(why, ": ");
                jc_fail(&d, e, cJSON_GetArrayItem(cJSON_GetObjectItemCaseSensitive(root, "rolls"),
                                                  s->bad_roll),
                        jc_pathi(p, sizeof p, "rolls", s->bad_roll), "%s (used by actions[%d])",
                        m ? m + 2 : why, i);
            } else {
                jc_fail(&d, e, a, jc_pathi(p, sizeof p, "actions", i),
                        "refused by the rules: %s", why);
            }
            session_free(s);
            s = NULL;
            goto out;
        }
        i++;
    }
out:
    jdoc_free(&d);
    if (s)
        s->on_disk = 1;
    return s;
}
