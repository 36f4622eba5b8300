/* catalog: reads and checks scenarios/<game>/scenarios.json, the list of
 * scenarios and launcher options of one game, and turns an option set's
 * defaults into the options object a game's create() receives. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "jsonload.h"
#include "catalog.h"

static const char *const kind_names[] = { "choice", "seats", "seed", "bool", "edition", NULL };
static const char *const seat_names[] = { "human", "computer", "empty", NULL };

static const char *const top_keys[] = { "scenarios", NULL };
static const char *const scen_keys[] = { "id", "title", "description", "options", NULL };
static const char *const choice_keys[] = { "key", "label", "kind", "choices", "default",
                                            "per_seat", NULL };
static const char *const seats_keys[] = { "key", "label", "kind", "names", "min", "default", NULL };
static const char *const seed_keys[] = { "key", "label", "kind", NULL };
static const char *const bool_keys[] = { "key", "label", "kind", "default", "help", NULL };
static const char *const edition_keys[] = { "key", "label", "kind", "default", NULL };
static const char *const item_keys[] = { "id", "label", "help", NULL };

/* choices: [{"id", "label", "help"}] */
static int load_choices(const jdoc *d, errs *e, const cJSON *o, const char *path,
                        cat_option *opt)
{
    const cJSON *arr, *it;
    const char *ids[CAT_MAX_CHOICE];
    char p[256], q[256];
    int ok = 1, i = 0, j, k;

    if (!jc_array(d, e, o, "choices", path, 1, 1, CAT_MAX_CHOICE, &arr))
        return 0;
    jc_path(q, sizeof q, path, "choices");
    cJSON_ArrayForEach(it, arr) {
        jc_pathi(p, sizeof p, q, i);
        ok &= jc_object(d, e, it, p, item_keys);
        ok &= jc_str(d, e, it, "id", p, 1, opt->choice_id[i], sizeof opt->choice_id[i]);
        ok &= jc_str(d, e, it, "label", p, 1, opt->choice_label[i],
                     sizeof opt->choice_label[i]);
        ok &= jc_str(d, e, it, "help", p, 0, opt->choice_help[i], sizeof opt->choice_help[i]);
        for (j = 0; j < i; j++) {
            if (opt->choice_id[i][0] && strcmp(opt->choice_id[j], opt->choice_id[i]) == 0) {
                jc_fail(d, e, cJSON_GetObjectItemCaseSensitive(it, "id"),
                        jc_path(p, sizeof p, p, "id"),
                        "expected a new id, found \"%s\" a second time",
                        opt->choice_id[i]);
                ok = 0;
                break;
            }
        }
        i++;
    }
    opt->nchoices = i;
    if (!ok)
        return 0;
    opt->def = 0;
    it = cJSON_GetObjectItemCaseSensitive(o, "default");
    if (it) {
        char def[64];
        if (!jc_str(d, e, o, "default", path, 1, def, sizeof def))
            return 0;
        for (k = 0; k < i; k++)
            ids[k] = opt->choice_id[k];
        jc_path(p, sizeof p, path, "default");
        if (!jc_ref(d, e, it, p, "choice", def, ids, i, &opt->def))
            return 0;
    }
    return 1;
}

/* seats: names, min, default */
static int load_seats(const jdoc *d, errs *e, const cJSON *o, const char *path,
                      cat_option *opt)
{
    const cJSON *arr, *it;
    char p[256], q[256];
    int ok = 1, i = 0, n, playing = 0;

    if (!jc_array(d, e, o, "names", path, 1, 1, CAT_MAX_CHOICE, &arr))
        return 0;
    jc_path(q, sizeof q, path, "names");
    cJSON_ArrayForEach(it, arr) {
        jc_pathi(p, sizeof p, q, i);
        if (!cJSON_IsString(it) || strlen(it->valuestring) >= sizeof opt->choice_id[0]) {
            char found[96];
            jc_describe(it, found, sizeof found);
            if (cJSON_IsString(it))
                jc_fail(d, e, it, p, "expected a seat name of at most %zu characters, "
                        "found %s (%zu characters)", sizeof opt->choice_id[0] - 1, found,
                        strlen(it->valuestring));
            else
                jc_fail(d, e, it, p, "expected a seat name (a string), found %s", found);
            ok = 0;
        } else {
            snprintf(opt->choice_id[i], sizeof opt->choice_id[i], "%s", it->valuestring);
            snprintf(opt->choice_label[i], sizeof opt->choice_label[i], "%s", it->valuestring);
        }
        i++;
    }
    n = opt->nchoices = i;
    opt->seat_min = n;
    ok &= jc_int(d, e, o, "min", path, 0, 1, n, &opt->seat_min);
    /* Without a default the first seat is a person and the rest computers. */
    for (i = 0; i < n; i++)
        opt->seat_def[i] = i == 0 ? 0 : 1;
    if (!jc_array(d, e, o, "default", path, 0, n, n, &arr))
        return 0;
    if (arr) {
        jc_path(q, sizeof q, path, "default");
        i = 0;
        cJSON_ArrayForEach(it, arr) {
            int k, found = -1;
            jc_pathi(p, sizeof p, q, i);
            for (k = 0; seat_names[k] && cJSON_IsString(it); k++)
                if (strcmp(seat_names[k], it->valuestring) == 0)
                    found = k;
            if (found < 0) {
                char what[96];
                jc_fail(d, e, it, p, "expected \"human\", \"computer\" or "
                        "\"empty\", found %s", jc_describe(it, what, sizeof what));
                ok = 0;
            } else {
                opt->seat_def[i] = found;
            }
            i++;
        }
    }
    if (!ok)
        return 0;
    for (i = 0; i < n; i++)
        playing += opt->seat_def[i] != 2;
    if (playing < opt->seat_min) {
        jc_path(p, sizeof p, path, "default");
        jc_fail(d, e, arr ? arr : o, p, "expected at least %d seats that play, "
                "found %d", opt->seat_min, playing);
        return 0;
    }
    return 1;
}

static int load_option(const jdoc *d, errs *e, const cJSON *o, const char *path,
                       cat_option *opt)
{
    static const char *const *const keys[] = { choice_keys, seats_keys, seed_keys, bool_keys,
                                               edition_keys };
    int ok = 1;

    memset(opt, 0, sizeof *opt);
    if (!cJSON_IsObject(o))
        return jc_object(d, e, o, path, NULL);
    ok &= jc_str(d, e, o, "key", path, 1, opt->key, sizeof opt->key);
    ok &= jc_str(d, e, o, "label", path, 1, opt->label, sizeof opt->label);
    if (!jc_enum(d, e, o, "kind", path, 1, kind_names, &opt->kind))
        return 0;
    ok &= jc_object(d, e, o, path, keys[opt->kind]);
    switch (opt->kind) {
    case CAT_CHOICE:
        ok &= load_choices(d, e, o, path, opt);
        ok &= jc_bool(d, e, o, "per_seat", path, 0, &opt->per_seat);
        break;
    case CAT_SEATS: ok &= load_seats(d, e, o, path, opt); break;
    case CAT_BOOL:
        ok &= jc_bool(d, e, o, "default", path, 0, &opt->def);
        ok &= jc_str(d, e, o, "help", path, 0, opt->choice_help[0], sizeof opt->choice_help[0]);
        break;
    case CAT_EDITION:   /* the rules new games are played by */
        ok &= jc_int(d, e, o, "default", path, 1, 1, CAT_MAX_EDITION, &opt->def);
        break;
    default: break;
    }
    return ok;
}

static int load_scenario(const jdoc *d, errs *e, const cJSON *o, const char *path,
                         cat_scenario *s)
{
    const cJSON *arr, *it;
    char p[256], q[256];
    int ok = 1, i = 0, j;

    memset(s, 0, sizeof *s);
    if (!jc_object(d, e, o, path, scen_keys))
        ok = 0;
    if (!cJSON_IsObject(o))
        return 0;
    ok &= jc_str(d, e, o, "id", path, 1, s->id, sizeof s->id);
    ok &= jc_str(d, e, o, "title", path, 1, s->title, sizeof s->title);
    ok &= jc_str(d, e, o, "description", path, 0, s->description, sizeof s->description);
    if (!jc_array(d, e, o, "options", path, 0, 0, CAT_MAX_OPT, &arr))
        return 0;
    jc_path(q, sizeof q, path, "options");
    cJSON_ArrayForEach(it, arr) {
        jc_pathi(p, sizeof p, q, i);
        if (load_option(d, e, it, p, &s->opt[i])) {
            for (j = 0; j < i; j++) {
                if (strcmp(s->opt[j].key, s->opt[i].key) == 0) {
                    jc_fail(d, e, cJSON_GetObjectItemCaseSensitive(it, "key"),
                            jc_path(p, sizeof p, p, "key"),
                            "expected a new key, found \"%s\" a second time",
                            s->opt[i].key);
                    ok = 0;
                    break;
                }
            }
        } else {
            ok = 0;
        }
        i++;
    }
    s->nopts = i;
    for (i = 0; ok && i < s->nopts; i++)
        if (s->opt[i].per_seat && !catalog_seat_count(s)) {
            jc_pathi(p, sizeof p, q, i);
            jc_fail(d, e, cJSON_GetObjectItemCaseSensitive(cJSON_GetArrayItem(arr, i), "per_seat"),
                    jc_path(p, sizeof p, p, "per_seat"),
                    "expected a seats option in the scenario for a choice a seat");
            ok = 0;
        }
    return ok;
}

int catalog_seat_count(const cat_scenario *s)
{
    for (int i = 0; s && i < s->nopts; i++)
        if (s->opt[i].kind == CAT_SEATS)
            return s->opt[i].nchoices;
    return 0;
}

static int check_doc(const jdoc *d, catalog *c, errs *e)
{
    const cJSON *arr, *it;
    char p[64];
    int ok = 1, i = 0, j;

    memset(c, 0, sizeof *c);
    if (!jc_object(d, e, d->root, "", top_keys))
        ok = 0;
    if (!jc_array(d, e, d->root, "scenarios", "", 1, 1, CAT_MAX_SCEN, &arr))
        return 0;
    cJSON_ArrayForEach(it, arr) {
        jc_pathi(p, sizeof p, "scenarios", i);
        if (load_scenario(d, e, it, p, &c->scen[i])) {
            const char *id = c->scen[i].id;
            c->scen[i].line = jdoc_line(d, cJSON_GetObjectItemCaseSensitive(it, "id"));
            if (!id[0] || id[0] == '.' || strchr(id, '/') || strchr(id, '\\')) {
                char q[80];
                /* the id names a file beside the catalog: a name, never a path */
                jc_fail(d, e, cJSON_GetObjectItemCaseSensitive(it, "id"),
                        jc_path(q, sizeof q, p, "id"), "expected a plain name (no '/', "
                        "not starting with '.'), found \"%s\"", id);
                ok = 0;
            }
            for (j = 0; j < i; j++) {
                if (strcmp(c->scen[j].id, c->scen[i].id) == 0) {
                    char q[80];
                    jc_fail(d, e, cJSON_GetObjectItemCaseSensitive(it, "id"),
                            jc_path(q, sizeof q, p, "id"),
                            "expected a new id, found \"%s\" a second time",
                            c->scen[i].id);
                    ok = 0;
                    break;
                }
            }
        } else {
            ok = 0;
        }
        i++;
    }
    c->n = i;
    return ok;
}

static int load_path(catalog *c, const char *path, errs *e)
{
    jdoc d;
    int ok;

    if (!jdoc_load(&d, path, e)) {
        jdoc_free(&d);
        memset(c, 0, sizeof *c);
        return 0;
    }
    ok = check_doc(&d, c, e);
    jdoc_free(&d);
    if (!ok)
        memset(c, 0, sizeof *c);
    return ok;
}

int catalog_load(catalog *c, const char *datadir, const char *game, errs *e)
{
    char path[1024];

    if (!c || !game)
        return 0;
    if (!datadir || !*datadir || strcmp(datadir, ".") == 0)
        snprintf(path, sizeof path, "scenarios/%s/scenarios.json", game);
    else
        snprintf(path, sizeof path, "%s/scenarios/%s/scenarios.json", datadir, game);
    return load_path(c, path, e);
}

int catalog_validate_file(const char *path, errs *e)
{
    catalog *c = malloc(sizeof *c);  /* large: keep it off the stack */
    int ok;

    if (!c) {
        errs_add(e, "%s: out of memory", path ? path : "(null)");
        return 0;
    }
    ok = load_path(c, path, e);
    if (ok) {
        /* each scenario is a file beside the catalog: <id>.json */
        const char *slash = strrchr(path, '/');
        int dirlen = slash ? (int)(slash - path) : 1, i;
        for (i = 0; i < c->n; i++) {
            char sp[1200];
            struct stat st;
            snprintf(sp, sizeof sp, "%.*s/%s.json", dirlen, slash ? path : ".", c->scen[i].id);
            if (stat(sp, &st) != 0 || !S_ISREG(st.st_mode)) {
                errs_add(e, "%s:%d: scenarios[%d].id: expected a scenario file %s.json "
                         "beside the catalog", path, c->scen[i].line, i, c->scen[i].id);
                ok = 0;
            }
        }
    }
    free(c);
    return ok;
}

const cat_scenario *catalog_find(const catalog *c, const char *id)
{
    int i;

    if (!c || !id)
        return NULL;
    for (i = 0; i < c->n; i++)
        if (strcmp(c->scen[i].id, id) == 0)
            return &c->scen[i];
    return NULL;
}

cJSON *catalog_default_options(const cat_scenario *s)
{
    cJSON *o = cJSON_CreateObject(), *arr;
    int i, k;

    if (!o || !s)
        return o;
    for (i = 0; i < s->nopts; i++) {
        const cat_option *opt = &s->opt[i];
        switch (opt->kind) {
        case CAT_CHOICE:
            if (opt->nchoices > 0)
                cJSON_AddStringToObject(o, opt->key, opt->choice_id[opt->def]);
            break;
        case CAT_SEATS:
            arr = cJSON_AddArrayToObject(o, opt->key);
            for (k = 0; arr && k < opt->nchoices; k++)
                cJSON_AddItemToArray(arr, cJSON_CreateString(seat_names[opt->seat_def[k]]));
            break;
        case CAT_BOOL:
            cJSON_AddBoolToObject(o, opt->key, opt->def);
            break;
        case CAT_EDITION:
            cJSON_AddNumberToObject(o, opt->key, opt->def);
            break;
        default:   /* the seed travels beside the options */
            break;
        }
    }
    return o;
}

int catalog_check_options(const cat_scenario *s, const jdoc *d, errs *e,
                          const cJSON *opts, const char *path)
{
    const char *keys[CAT_MAX_OPT + 1], *choices[CAT_MAX_CHOICE + 1];
    char p[256], q[256];
    int i, k, n = 0, ok = 1;

    for (i = 0; i < s->nopts; i++)
        if (s->opt[i].kind != CAT_SEED)  /* the seed travels beside the options */
            keys[n++] = s->opt[i].key;
    keys[n] = NULL;
    if (!jc_object(d, e, opts, path, keys))
        ok = 0;
    if (!cJSON_IsObject(opts))
        return 0;
    for (i = 0; i < s->nopts; i++) {
        const cat_option *o = &s->opt[i];
        const cJSON *arr, *it;
        int playing = 0, x;
        switch (o->kind) {
        case CAT_CHOICE:
            for (k = 0; k < o->nchoices; k++)
                choices[k] = o->choice_id[k];
            choices[k] = NULL;
            arr = cJSON_GetObjectItemCaseSensitive(opts, o->key);
            if (!o->per_seat || !cJSON_IsArray(arr)) {
                ok &= jc_enum(d, e, opts, o->key, path, 0, choices, &x);
                break;
            }
            /* one a seat */
            n = catalog_seat_count(s);
            if (!jc_array(d, e, opts, o->key, path, 0, n, n, &arr)) {
                ok = 0;
                break;
            }
            jc_path(q, sizeof q, path, o->key);
            k = 0;
            cJSON_ArrayForEach(it, arr) {
                int j;
                for (j = 0; j < o->nchoices; j++)
                    if (cJSON_IsString(it) && strcmp(it->valuestring, o->choice_id[j]) == 0)
                        break;
                if (j == o->nchoices) {
                    char found[96], list[CAT_MAX_CHOICE * 36];
                    size_t len = 0;
                    list[0] = 0;
                    for (j = 0; j < o->nchoices; j++)
                        len += (size_t)snprintf(list + len, sizeof list - len, "%s\"%s\"",
                                                j ? ", " : "", o->choice_id[j]);
                    jc_fail(d, e, it, jc_pathi(p, sizeof p, q, k), "expected one of %s, "
                            "found %s", list, jc_describe(it, found, sizeof found));
                    ok = 0;
                }
                k++;
            }
            break;
        case CAT_BOOL:
            ok &= jc_bool(d, e, opts, o->key, path, 0, &x);
            break;
        case CAT_EDITION:   /* a save from a later build's rules is not ours to replay */
            ok &= jc_int(d, e, opts, o->key, path, 0, 1, o->def, &x);
            break;
        case CAT_SEATS:
            if (!jc_array(d, e, opts, o->key, path, 0, o->nchoices, o->nchoices, &arr)) {
                ok = 0;
                break;
            }
            if (!arr)
                break;
            jc_path(q, sizeof q, path, o->key);
            k = 0;
            cJSON_ArrayForEach(it, arr) {
                int j;
                for (j = 0; seat_names[j]; j++)
                    if (cJSON_IsString(it) && strcmp(it->valuestring, seat_names[j]) == 0)
                        break;
                if (!seat_names[j]) {
                    char found[96];
                    jc_fail(d, e, it, jc_pathi(p, sizeof p, q, k), "expected \"human\", "
                            "\"computer\" or \"empty\", found %s",
                            jc_describe(it, found, sizeof found));
                    ok = 0;
                }
                playing += seat_names[j] && j != 2;
                k++;
            }
            if (ok && playing < o->seat_min) {
                jc_fail(d, e, arr, q, "expected at least %d seats in play, found %d",
                        o->seat_min, playing);
                ok = 0;
            }
            break;
        default:
            break;
        }
    }
    return ok;
}
