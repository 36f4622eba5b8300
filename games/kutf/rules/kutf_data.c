/* kutf_data: loads and checks the Keep Up The Fire! map and the scenario
 * file field by field, reads the files and validates any data file by its
 * role (the cards are read in kutf_cards.c), in two passes: shape and
 * types first, then references (compass tracks, unit and blocking-unit
 * ids). Every problem is reported as file:line: path: expected ..., found. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "catalog.h"
#include "jsonload.h"
#include "kutf.h"
#include "kutf_data_local.h"

/* Chinese unit kinds by their JSON names (KUTF_BOXER - 1, ...). */
const char *const KUTF_KIND_NAMES[] = { "boxer", "qing", NULL };


static void ids_from_data(map_ids *m, const kutf_data *d)
{
    int i;

    memset(m, 0, sizeof *m);
    m->ok = 1;
    for (i = 0; i < KUTF_TRACKS; i++)
        m->track[i] = d->track[i].id;
    m->ntracks = KUTF_TRACKS;
    for (i = 0; i < KUTF_UNITS; i++)
        m->unit[i] = d->unit[i].id;
    m->nunits = KUTF_UNITS;
    for (i = 0; i < d->nblockers; i++)
        m->blocker[i] = d->blocker[i].id;
    m->nblockers = d->nblockers;
}

/* Id fields: a short non-empty string, unique among the earlier ones. */
int kutf_check_id(const jdoc *j, errs *e, const cJSON *obj, const char *path,
                  char *out, size_t n, char (*prev)[24], int nprev)
{
    char sub[256];
    const cJSON *v;
    int i;

    if (!jc_str(j, e, obj, "id", path, 1, out, n))
        return 0;
    v = cJSON_GetObjectItemCaseSensitive(obj, "id");
    jc_path(sub, sizeof sub, path, "id");
    if (!out[0]) {
        jc_fail(j, e, v, sub, "expected a non-empty id, found \"\"");
        return 0;
    }
    if (strcmp(out, "GUN") == 0 || strcmp(out, "fort") == 0) {
        jc_fail(j, e, v, sub, "expected an id other than \"%s\" (reserved), "
                "found \"%s\"", out, out);
        return 0;
    }
    for (i = 0; prev && i < nprev; i++) {
        if (strcmp(prev[i], out) == 0) {
            jc_fail(j, e, v, sub, "expected a unique id, found \"%s\" again",
                    out);
            return 0;
        }
    }
    return 1;
}

/* ---- map ---------------------------------------------------------------- */

static int load_boxtrack(const jdoc *j, errs *e, const cJSON *root,
                         const char *key, int maxdrm, kutf_boxtrack *t)
{
    static const char *const keys[] = { "boxes", "start", NULL };
    const cJSON *obj, *arr, *b;
    char path[64], sub[96];
    int i = 0, ok = 1, last = 0, any = 0;

    if (!jc_child(j, e, root, key, "", 1, keys, &obj) || !obj)
        return 0;
    snprintf(path, sizeof path, "%s", key);
    if (!jc_array(j, e, obj, "boxes", path, 1, 2, KUTF_MAX_BOXES, &arr))
        return 0;
    memset(t, 0, sizeof *t);
    cJSON_ArrayForEach(b, arr) {
        snprintf(sub, sizeof sub, "%s.boxes[%d]", key, i);
        if (cJSON_IsNull(b) && i > 0) {
            t->drm[i] = last;
            t->marked[i] = 0;
        } else if (jnum_int(b, any ? last + 1 : 0, maxdrm, &last)) {
            t->drm[i] = last;
            t->marked[i] = 1;
            any = 1;
        } else {
            char what[96];
            if (i == 0)
                snprintf(what, sizeof what, "an integer from 0 to %d", maxdrm);
            else
                snprintf(what, sizeof what, "null (a blank box) or an integer "
                         "from %d to %d", last + 1, maxdrm);
            jc_fail(j, e, b, sub, "expected %s, found %s", what,
                    cJSON_IsNumber(b) ? "a number out of range" :
                    jc_type_name(b));
            ok = 0;
        }
        i++;
    }
    t->nboxes = i;
    if (ok && last != maxdrm) {
        jc_fail(j, e, arr, path, "expected the last marked box to show +%d "
                "(the rules' maximum), found +%d", maxdrm, last);
        ok = 0;
    }
    if (!jc_int(j, e, obj, "start", path, 1, 0, t->nboxes - 1, &t->start))
        ok = 0;
    return ok;
}

static int load_map(const jdoc *j, errs *e, kutf_data *d)
{
    static const char *const root_keys[] = {
        "tracks", "units", "gun", "casualty_modifiers", "peitang", "route",
        "speed", "power", "blocking_units", "cup_start", NULL };
    static const char *const track_keys[] = { "id", "name", "wall", NULL };
    static const char *const unit_keys[] = {
        "id", "name", "cp", "hit_extreme", "hit_long", "melee_chinese",
        "melee_legation", NULL };
    static const char *const gun_keys[] = { "hit", "casualties", NULL };
    static const char *const cas_keys[] = { "boxer", "street", "extreme", NULL };
    static const char *const pt_keys[] = { "target", "heroic", NULL };
    static const char *const route_keys[] = { "id", "name", "danger", NULL };
    static const char *const blk_keys[] = { "id", "name", "kind", "strength",
                                            NULL };
    const cJSON *root = j->root, *arr, *o, *obj;
    char ids[KUTF_MAX_ROUTE + KUTF_MAX_BLOCKERS][24];
    const char *bids[KUTF_MAX_BLOCKERS];
    char path[64];
    int ok = 1, i, n, k;

    if (!jc_object(j, e, root, "", root_keys))
        ok = 0;
    /* tracks */
    if (jc_array(j, e, root, "tracks", "", 1, KUTF_TRACKS, KUTF_TRACKS, &arr) &&
        arr) {
        i = 0;
        cJSON_ArrayForEach(o, arr) {
            kutf_track_def *t = &d->track[i];
            jc_pathi(path, sizeof path, "tracks", i);
            if (!jc_object(j, e, o, path, track_keys)) {
                ok = 0;
            } else {
                ok &= kutf_check_id(j, e, o, path, t->id, sizeof t->id, ids, i);
                if (i < KUTF_TRACKS)
                    snprintf(ids[i], sizeof ids[i], "%s", t->id);
                ok &= jc_str(j, e, o, "name", path, 1, t->name, sizeof t->name);
                ok &= jc_int(j, e, o, "wall", path, 1, 1, 2, &t->wall);
            }
            i++;
        }
    } else {
        ok = 0;
    }
    /* units */
    if (jc_array(j, e, root, "units", "", 1, KUTF_UNITS, KUTF_UNITS, &arr) &&
        arr) {
        i = 0;
        cJSON_ArrayForEach(o, arr) {
            kutf_unit_def *u = &d->unit[i];
            jc_pathi(path, sizeof path, "units", i);
            if (!jc_object(j, e, o, path, unit_keys)) {
                ok = 0;
            } else {
                ok &= kutf_check_id(j, e, o, path, u->id, sizeof u->id, ids, i);
                snprintf(ids[i], sizeof ids[i], "%s", u->id);
                ok &= jc_str(j, e, o, "name", path, 1, u->name, sizeof u->name);
                ok &= jc_int(j, e, o, "cp", path, 1, 1, KUTF_MAX_CP, &u->start_cp);
                ok &= jc_int(j, e, o, "hit_extreme", path, 0, 0, 3, &u->hit_extreme);
                ok &= jc_int(j, e, o, "hit_long", path, 0, 0, 3, &u->hit_long);
                ok &= jc_int(j, e, o, "melee_chinese", path, 0, 0, 3,
                             &u->melee_chinese);
                ok &= jc_int(j, e, o, "melee_legation", path, 0, -3, 3,
                             &u->melee_legation);
            }
            i++;
        }
    } else {
        ok = 0;
    }
    /* gun and fixed modifiers */
    if (jc_child(j, e, root, "gun", "", 1, gun_keys, &obj) && obj) {
        ok &= jc_int(j, e, obj, "hit", "gun", 1, 0, 3, &d->gun_hit);
        ok &= jc_int(j, e, obj, "casualties", "gun", 1, 0, 6, &d->gun_casualties);
    } else {
        ok = 0;
    }
    if (jc_child(j, e, root, "casualty_modifiers", "", 1, cas_keys, &obj) && obj) {
        ok &= jc_int(j, e, obj, "boxer", "casualty_modifiers", 1, 0, 3,
                     &d->boxer_casualties);
        ok &= jc_int(j, e, obj, "street", "casualty_modifiers", 1, 0, 3,
                     &d->street_casualties);
        ok &= jc_int(j, e, obj, "extreme", "casualty_modifiers", 1, -3, 0,
                     &d->extreme_casualties);
    } else {
        ok = 0;
    }
    if (jc_child(j, e, root, "peitang", "", 1, pt_keys, &obj) && obj) {
        ok &= jc_int(j, e, obj, "target", "peitang", 1, 1, 5, &d->peitang_target);
        ok &= jc_int(j, e, obj, "heroic", "peitang", 1, 1, 3, &d->peitang_heroic);
    } else {
        ok = 0;
    }
    /* route */
    if (jc_array(j, e, root, "route", "", 1, 3, KUTF_MAX_ROUTE, &arr) && arr) {
        i = 0;
        cJSON_ArrayForEach(o, arr) {
            kutf_place_def *p = &d->route[i];
            jc_pathi(path, sizeof path, "route", i);
            if (!jc_object(j, e, o, path, route_keys)) {
                ok = 0;
            } else {
                ok &= kutf_check_id(j, e, o, path, p->id, sizeof p->id, ids, i);
                snprintf(ids[i], sizeof ids[i], "%s", p->id);
                ok &= jc_str(j, e, o, "name", path, 1, p->name, sizeof p->name);
                p->danger = 0;
                ok &= jc_bool(j, e, o, "danger", path, 0, &p->danger);
            }
            i++;
        }
        d->nroute = i;
    } else {
        ok = 0;
    }
    ok &= load_boxtrack(j, e, root, "speed", 3, &d->speed);
    ok &= load_boxtrack(j, e, root, "power", 5, &d->power);
    /* blocking units */
    if (jc_array(j, e, root, "blocking_units", "", 1, 1, KUTF_MAX_BLOCKERS,
                 &arr) && arr) {
        i = 0;
        cJSON_ArrayForEach(o, arr) {
            kutf_blocker_def *b = &d->blocker[i];
            jc_pathi(path, sizeof path, "blocking_units", i);
            if (!jc_object(j, e, o, path, blk_keys)) {
                ok = 0;
            } else {
                ok &= kutf_check_id(j, e, o, path, b->id, sizeof b->id, ids, i);
                snprintf(ids[i], sizeof ids[i], "%s", b->id);
                ok &= jc_str(j, e, o, "name", path, 1, b->name, sizeof b->name);
                if (jc_enum(j, e, o, "kind", path, 1, KUTF_KIND_NAMES, &k))
                    b->kind = k + 1;
                else
                    ok = 0;
                ok &= jc_int(j, e, o, "strength", path, 1, 1, KUTF_MAX_CHINESE_CP,
                             &b->strength);
            }
            bids[i] = b->id;
            i++;
        }
        d->nblockers = i;
    } else {
        ok = 0;
    }
    /* second pass: the cup's starting units */
    if (jc_array(j, e, root, "cup_start", "", 1, 1, KUTF_MAX_BLOCKERS, &arr) &&
        arr) {
        n = 0;
        cJSON_ArrayForEach(o, arr) {
            jc_pathi(path, sizeof path, "cup_start", n);
            if (!cJSON_IsString(o)) {
                jc_fail(j, e, o, path, "expected a blocking unit id (a string), "
                        "found %s", jc_type_name(o));
                ok = 0;
            } else if (jc_ref(j, e, o, path, "blocking unit", o->valuestring,
                              bids, d->nblockers, &k)) {
                if (d->cup_start[k]) {
                    jc_fail(j, e, o, path, "expected each unit once, found "
                            "\"%s\" again", o->valuestring);
                    ok = 0;
                }
                d->cup_start[k] = 1;
            } else {
                ok = 0;
            }
            n++;
        }
    } else {
        ok = 0;
    }
    return ok;
}

/* ---- files ---------------------------------------------------------------- */

static void dir_of(const char *path, char *out, size_t n)
{
    const char *slash = strrchr(path, '/');

    if (!slash)
        snprintf(out, n, ".");
    else if (slash == path)
        snprintf(out, n, "/");
    else
        snprintf(out, n, "%.*s", (int)(slash - path), path);
}

static int map_file(const char *path, kutf_data *d, errs *e)
{
    jdoc j;
    int ok;

    if (!jdoc_load(&j, path, e)) {
        jdoc_free(&j);      /* a failed load may keep the name and text */
        return 0;
    }
    ok = load_map(&j, e, d);
    jdoc_free(&j);
    return ok;
}

static int cards_file(const char *path, const map_ids *m, kutf_data *d,
                      errs *e)
{
    jdoc j;
    int ok;

    if (!jdoc_load(&j, path, e)) {
        jdoc_free(&j);      /* a failed load may keep the name and text */
        return 0;
    }
    ok = kutf_load_cards(&j, e, m, d);
    jdoc_free(&j);
    return ok;
}

static int load_pair(kutf_data *d, const char *map_path, const char *cards_path,
                     errs *e)
{
    map_ids m;

    memset(d, 0, sizeof *d);
    if (!map_file(map_path, d, e))
        return 0;
    ids_from_data(&m, d);
    return cards_file(cards_path, &m, d, e);
}

void kutf_data_free(kutf_data *d)
{
    if (d)
        kutf_plan_free(&d->plan);
}

int kutf_data_load(kutf_data *d, const char *dir, errs *e)
{
    char mp[1024], cp[1024];

    snprintf(mp, sizeof mp, "%s/map.json", dir);
    snprintf(cp, sizeof cp, "%s/cards.json", dir);
    return load_pair(d, mp, cp, e);
}

/* A scenario file names its map and cards files (beside it). */
static int scenario_doc(const jdoc *j, errs *e, char *map, size_t mn,
                        char *cards, size_t cn, char *title, size_t tn)
{
    static const char *const keys[] = { "title", "map", "cards", NULL };
    int ok = 1;

    ok &= jc_object(j, e, j->root, "", keys);
    ok &= jc_str(j, e, j->root, "title", "", 1, title, tn);
    ok &= jc_str(j, e, j->root, "map", "", 1, map, mn);
    ok &= jc_str(j, e, j->root, "cards", "", 1, cards, cn);
    return ok;
}

int kutf_data_load_scenario(kutf_data *d, const char *path, errs *e)
{
    char dir[1024], map[128], cards[128], title[128], mp[1200], cp[1200];
    jdoc j;
    int ok;

    if (!jdoc_load(&j, path, e)) {
        jdoc_free(&j);      /* a failed load may keep the name and text */
        return 0;
    }
    ok = scenario_doc(&j, e, map, sizeof map, cards, sizeof cards, title,
                      sizeof title);
    jdoc_free(&j);
    if (!ok)
        return 0;
    dir_of(path, dir, sizeof dir);
    snprintf(mp, sizeof mp, "%s/%s", dir, map);
    snprintf(cp, sizeof cp, "%s/%s", dir, cards);
    return load_pair(d, mp, cp, e);
}

/* What a file is: by its name for the names the game itself reads (a
 * cards.json holding a map would pass as a map and then break the game),
 * otherwise by its keys. */
enum { ROLE_NONE, ROLE_CATALOG, ROLE_CARDS, ROLE_MAP };

static void dir_of(const char *path, char *out, size_t n);

/* Does the catalog beside path list base (minus ".json") as a scenario? */
static int listed_scenario(const char *path, const char *base)
{
    char dir[1024], cp[1100];
    const cJSON *it;
    errs quiet;
    jdoc c;
    size_t k = strlen(base);
    int found = 0;

    if (k < 6 || strcmp(base + k - 5, ".json") != 0)
        return 0;
    dir_of(path, dir, sizeof dir);
    snprintf(cp, sizeof cp, "%s/scenarios.json", dir);
    errs_clear(&quiet);
    if (jdoc_load(&c, cp, &quiet)) {
        cJSON_ArrayForEach(it, cJSON_GetObjectItemCaseSensitive(c.root, "scenarios")) {
            const cJSON *id = cJSON_GetObjectItemCaseSensitive(it, "id");
            if (cJSON_IsString(id) && strlen(id->valuestring) == k - 5 &&
                strncmp(id->valuestring, base, k - 5) == 0)
                found = 1;
        }
    }
    jdoc_free(&c);
    return found;
}

static int role_of(const char *path, const cJSON *root)
{
    const char *base = strrchr(path, '/');

    base = base ? base + 1 : path;
    if (strcmp(base, "scenarios.json") == 0)
        return ROLE_CATALOG;
    if (strcmp(base, "cards.json") == 0)
        return ROLE_CARDS;
    if (strcmp(base, "map.json") == 0)
        return ROLE_MAP;
    if (listed_scenario(path, base))
        return ROLE_NONE;       /* a scenario file of the catalog beside it */
    if (cJSON_GetObjectItemCaseSensitive(root, "scenarios"))
        return ROLE_CATALOG;
    if (cJSON_GetObjectItemCaseSensitive(root, "headlines") ||
        cJSON_GetObjectItemCaseSensitive(root, "events"))
        return ROLE_CARDS;
    if (cJSON_GetObjectItemCaseSensitive(root, "tracks") ||
        cJSON_GetObjectItemCaseSensitive(root, "units"))
        return ROLE_MAP;
    return ROLE_NONE;
}

int kutf_validate_file(const char *path, errs *e)
{
    kutf_data *d;
    jdoc j;
    int ok = 0, before = e->total, role;
    size_t plen = strlen(path);

    if (plen > 3 && strcmp(path + plen - 3, ".md") == 0)
        return jdoc_check_notes(path, e);
    if (!jdoc_load(&j, path, e)) {
        jdoc_free(&j);      /* a failed load may keep the name and text */
        return 0;
    }
    d = calloc(1, sizeof *d);
    if (!d) {
        errs_add(e, "%s: out of memory", path);
        jdoc_free(&j);
        return 0;
    }
    if (!cJSON_IsObject(j.root)) {
        jc_fail(&j, e, j.root, "", "expected an object (a kutf map, cards, "
                "scenario or catalog file), found %s", jc_type_name(j.root));
    } else if ((role = role_of(path, j.root)) == ROLE_CATALOG) {
        ok = game_validate_catalog(&kutf_rules, path, e);
    } else if (role == ROLE_CARDS) {
        /* Cards name map ids: check their shape in any case, their
         * references when the map beside them loads. */
        char dir[1024], mp[1100];
        map_ids m;
        errs me;
        memset(&m, 0, sizeof m);
        dir_of(path, dir, sizeof dir);
        snprintf(mp, sizeof mp, "%s/map.json", dir);
        errs_clear(&me);
        if (map_file(mp, d, &me))
            ids_from_data(&m, d);
        ok = kutf_load_cards(&j, e, &m, d);
        if (!m.ok) {
            errs_add(e, "%s: cannot check the card references: the map beside "
                     "it (%s) did not load: %s", path, mp, errs_first(&me));
            ok = 0;
        }
    } else if (role == ROLE_MAP) {
        ok = load_map(&j, e, d);
        if (ok) {
            /* the cards beside it name this map's ids: a map that renames
             * or drops one they use would pass alone and break the game */
            char dir[1024], cp[1100];
            struct stat sb;
            dir_of(path, dir, sizeof dir);
            snprintf(cp, sizeof cp, "%s/cards.json", dir);
            if (stat(cp, &sb) == 0) {
                map_ids m;
                errs sub;
                errs_clear(&sub);
                ids_from_data(&m, d);
                if (!cards_file(cp, &m, d, &sub)) {
                    /* (the cards' own message names their file and line) */
                    errs_add(e, "%s: the cards beside it no longer load against this "
                             "map: %s", path, errs_first(&sub));
                    ok = 0;
                }
            }
        }
    } else {
        char map[128], cards[128], title[128], dir[1024], p[1200];
        ok = scenario_doc(&j, e, map, sizeof map, cards, sizeof cards, title,
                          sizeof title);
        if (ok) {
            errs sub;
            dir_of(path, dir, sizeof dir);
            errs_clear(&sub);
            snprintf(p, sizeof p, "%s/%s", dir, map);
            if (!map_file(p, d, &sub)) {
                jc_fail(&j, e, cJSON_GetObjectItemCaseSensitive(j.root, "map"),
                        "map", "expected a map file that loads, found \"%s\" "
                        "(%s)", map, errs_first(&sub));
                ok = 0;
            } else {
                /* the cards too, against that map: a scenario is only
                 * good when the game would load from it */
                map_ids m;
                ids_from_data(&m, d);
                errs_clear(&sub);
                snprintf(p, sizeof p, "%s/%s", dir, cards);
                if (!cards_file(p, &m, d, &sub)) {
                    jc_fail(&j, e, cJSON_GetObjectItemCaseSensitive(j.root,
                            "cards"), "cards", "expected a cards file that "
                            "loads, found \"%s\" (%s)", cards, errs_first(&sub));
                    ok = 0;
                }
            }
        }
    }
    free(d);
    jdoc_free(&j);
    return ok && e->total == before;
}
