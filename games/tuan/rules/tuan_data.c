/* tuan_data: loading and checking scenarios/tuan/<scenario>.json: the
 * table and its terrain, the trays of both sides, initiative, objectives
 * and the turn limit; and building a fresh game from it. Every field is
 * checked; problems read file:line: path: expected ..., found ... */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "jsonload.h"
#include "paths.h"
#include "tuan_local.h"

const char *const tu_arm_ids[] = { "infantry", "cavalry", "artillery", "machine-gun",
                                   "team", NULL };
const char *const tu_class_ids[] = { "allied", "modern", "traditional", "boxer", NULL };
const char *const tu_force_ids[] = { "none", "imperial", "provincial", "boxer", NULL };
static const char *const side_ids[] = { "allies", "chinese", NULL };
static const char *const weapon_ids[] = {
    "rifle", "carbine", "musket", "pistol", "bow", "spear", "light-artillery",
    "heavy-artillery", "smoothbore-artillery", "rifled-artillery",
    "mechanical-mg", "self-firing-mg", "gingal", "rocket", "hand", NULL
};
static const char *const kind_ids[] = {
    "open", "rock", "brush", "woods", "gully", "slope", "stream", "river",
    "house", "wall", "trench", "entrenchment", "road", "hill", NULL
};
static const char *const arm_or_any[] = { "infantry", "cavalry", "artillery",
                                          "machine-gun", "team", "any", NULL };

static const char *const top_keys[] = { "title", "description", "table", "terrain",
                                        "initiative", "attacker", "turns",
                                        "objectives", "trays", "help", NULL };
static const char *const text_keys[] = { "help", "description", NULL };
static const char *const table_keys[] = { "width", "height", NULL };
static const char *const area_keys[] = { "kind", "name", "points", "line", "width",
                                         "elevation", NULL };
static const char *const obj_keys[] = { "id", "name", "x", "y", "r", "arm", NULL };
static const char *const tray_keys[] = {
    "id", "name", "side", "nation", "arm", "weapon", "class", "force", "figures",
    "officer", "guns", "team", "x", "y", "facing", "width", "depth", "column",
    "mounted", "limbered", "tigermen", "lantern", NULL
};

/* Table 2 */
const tu_weapon_info tu_weapons[TW_KINDS] = {
    { "rifle", 32, 1, 0 },          { "carbine", 24, 1, 0 },
    { "musket", 12, 1, 0 },         { "pistol", 6, 1, 0 },
    { "bow", 6, 1, 0 },             { "spear", 3, 1, 0 },
    { "light-artillery", -1, 4, 1 }, { "heavy-artillery", -1, 6, 1 },
    { "smoothbore-artillery", 50, 2, 1 }, { "rifled-artillery", 100, 3, 1 },
    { "mechanical-mg", 36, 5, 1 },  { "self-firing-mg", 40, 7, 1 },
    { "gingal", 36, 1, 1 },         { "rocket", 40, 1, 1 },
    { "hand", 0, 0, 0 },
};

/* points: [[x, y], ...] with lo..hi points inside the table */
static int load_points(const jdoc *d, errs *e, const cJSON *arr, const char *path,
                       int lo, double w, double h, vec2 *out, int *n)
{
    char p[256];
    int i = 0, ok = 1;
    const cJSON *it;

    *n = cJSON_GetArraySize(arr);
    if (*n < lo || *n > TABLE_MAX_PTS) {
        jc_fail(d, e, arr, path, "expected %d to %d points, found %d", lo,
                TABLE_MAX_PTS, *n);
        return 0;
    }
    cJSON_ArrayForEach(it, arr) {
        const cJSON *x = cJSON_GetArrayItem(it, 0), *y = cJSON_GetArrayItem(it, 1);
        jc_pathi(p, sizeof p, path, i);
        if (!cJSON_IsArray(it) || cJSON_GetArraySize(it) != 2 || !cJSON_IsNumber(x) ||
            !cJSON_IsNumber(y)) {
            char b[64];
            jc_fail(d, e, it, p, "expected a point [x, y] in inches, found %s",
                    jc_describe(it, b, sizeof b));
            ok = 0;
        } else if (x->valuedouble < 0 || x->valuedouble > w || y->valuedouble < 0 ||
                   y->valuedouble > h) {
            jc_fail(d, e, it, p, "expected a point on the %gx%g table, found [%g, %g]",
                    w, h, x->valuedouble, y->valuedouble);
            ok = 0;
        } else {
            out[i] = geom_v(x->valuedouble, y->valuedouble);
        }
        i++;
    }
    return ok;
}

int tu_load_terrain(const jdoc *d, errs *e, const cJSON *arr, const char *path, tu_state *st)
{
    char p[256], q[256];
    int i = 0, ok = 1;
    const cJSON *it;

    cJSON_ArrayForEach(it, arr) {
        int kind = 0, n = 0;
        double width = 1, elev = 0;
        char name[32] = "";
        const cJSON *pts = NULL, *line = NULL;
        vec2 v[TABLE_MAX_PTS];

        jc_pathi(p, sizeof p, path, i++);
        if (!jc_object(d, e, it, p, area_keys)) {
            ok = 0;
            continue;
        }
        ok &= jc_enum(d, e, it, "kind", p, 1, kind_ids, &kind);
        ok &= jc_str(d, e, it, "name", p, 0, name, sizeof name);
        ok &= jc_num(d, e, it, "width", p, 0, 0.1, 12, &width);
        ok &= jc_num(d, e, it, "elevation", p, kind == TK_HILL, 1, 5, &elev);
        jc_array(d, e, it, "points", p, 0, 0, 1000, &pts);
        jc_array(d, e, it, "line", p, 0, 0, 1000, &line);
        if (!pts == !line) {
            jc_fail(d, e, it, p, "expected either \"points\" (an area) or \"line\" "
                    "(a wall, stream or road), found %s", pts ? "both" : "neither");
            ok = 0;
            continue;
        }
        jc_path(q, sizeof q, p, pts ? "points" : "line");
        if (!load_points(d, e, pts ? pts : line, q, pts ? 3 : 2, st->tab.w, st->tab.h,
                         v, &n)) {
            ok = 0;
            continue;
        }
        if (ok && table_add_area(&st->tab, kind, pts != NULL, v, n, width, elev,
                                 name[0] ? name : NULL) < 0) {
            jc_fail(d, e, it, p, "expected at most %d terrain pieces (%d segments)",
                    TABLE_MAX_AREAS, TABLE_MAX_SHAPES);
            ok = 0;
        }
    }
    return ok;
}

static cJSON *points_json(const vec2 *pt, int n)
{
    cJSON *arr = cJSON_CreateArray();

    for (int k = 0; arr && k < n; k++) {
        cJSON *xy = cJSON_CreateArray();
        cJSON_AddItemToArray(xy, cJSON_CreateNumber(pt[k].x));
        cJSON_AddItemToArray(xy, cJSON_CreateNumber(pt[k].y));
        cJSON_AddItemToArray(arr, xy);
    }
    return arr;
}

cJSON *tu_terrain_json(const tu_state *st)
{
    cJSON *arr = cJSON_CreateArray();

    for (int a = 0; arr && a < st->tab.nareas; a++) {
        const table_area *ar = &st->tab.area[a];
        cJSON *o = cJSON_CreateObject();
        cJSON_AddStringToObject(o, "kind", kind_ids[ar->kind]);
        if (ar->name[0])
            cJSON_AddStringToObject(o, "name", ar->name);
        cJSON_AddItemToObject(o, ar->closed ? "points" : "line", points_json(ar->pt, ar->n));
        if (!ar->closed)
            cJSON_AddNumberToObject(o, "width", ar->width);
        if (ar->kind == TK_HILL)
            cJSON_AddNumberToObject(o, "elevation", ar->elev);
        cJSON_AddItemToArray(arr, o);
    }
    return arr;
}

cJSON *tu_tray_def_json(const tu_tray *t)
{
    cJSON *o = cJSON_CreateObject();

    cJSON_AddStringToObject(o, "name", t->name);
    cJSON_AddStringToObject(o, "side", side_ids[t->side]);
    cJSON_AddStringToObject(o, "nation", t->nation);
    cJSON_AddStringToObject(o, "arm", tu_arm_ids[t->arm]);
    cJSON_AddStringToObject(o, "weapon", weapon_ids[t->weapon]);
    cJSON_AddStringToObject(o, "class", tu_class_ids[t->cls]);
    cJSON_AddStringToObject(o, "force", tu_force_ids[t->force]);
    cJSON_AddNumberToObject(o, "figures", t->figures0);
    cJSON_AddBoolToObject(o, "team", t->has_team);
    cJSON_AddNumberToObject(o, "width", t->p.width);
    cJSON_AddNumberToObject(o, "depth", t->p.depth);
    cJSON_AddBoolToObject(o, "tigermen", t->tigermen);
    cJSON_AddBoolToObject(o, "lantern", t->lantern);
    return o;
}

static const char *const def_keys[] = {
    "name", "side", "nation", "arm", "weapon", "class", "force", "figures", "team",
    "width", "depth", "tigermen", "lantern", NULL
};

/* A tray a position defines (all of def_keys, as tu_tray_def_json writes
 * them); where it stands and how it fares are the position's tray state. */
int tu_load_tray_def(const jdoc *d, errs *e, const cJSON *o, const char *path, tu_tray *t)
{
    int ok = 1, side = 0;

    if (!jc_object(d, e, o, path, def_keys))
        return 0;
    ok &= jc_str(d, e, o, "name", path, 1, t->name, sizeof t->name);
    ok &= jc_enum(d, e, o, "side", path, 1, side_ids, &side);
    ok &= jc_str(d, e, o, "nation", path, 1, t->nation, sizeof t->nation);
    ok &= jc_enum(d, e, o, "arm", path, 1, tu_arm_ids, &t->arm);
    ok &= jc_enum(d, e, o, "weapon", path, 1, weapon_ids, &t->weapon);
    ok &= jc_enum(d, e, o, "class", path, 1, tu_class_ids, &t->cls);
    ok &= jc_enum(d, e, o, "force", path, 1, tu_force_ids, &t->force);
    ok &= jc_int(d, e, o, "figures", path, 1, 0, 8, &t->figures0);
    ok &= jc_bool(d, e, o, "team", path, 1, &t->has_team);
    ok &= jc_num(d, e, o, "width", path, 1, 0.4, 12, &t->p.width);
    ok &= jc_num(d, e, o, "depth", path, 1, 0.4, 6, &t->p.depth);
    ok &= jc_bool(d, e, o, "tigermen", path, 1, &t->tigermen);
    ok &= jc_bool(d, e, o, "lantern", path, 1, &t->lantern);
    if (!ok)
        return 0;
    t->side = side;
    if (t->arm == TU_TEAM) {
        jc_fail(d, e, o, path, "expected infantry, cavalry, artillery or machine-gun: "
                "teams come with their guns (\"team\": true)");
        return 0;
    }
    if (t->has_team && t->arm != TU_ARTILLERY && t->arm != TU_MG) {
        jc_fail(d, e, o, path, "expected no team: only guns are pulled by horses");
        return 0;
    }
    if (side == TU_ALLIES ? t->force != TF_NONE : t->force == TF_NONE) {
        jc_fail(d, e, o, path, "expected the force \"none\" for the Allies and imperial, "
                "provincial or boxer for the Chinese, found %s", tu_force_ids[t->force]);
        return 0;
    }
    t->base_morale = t->cls == TC_ALLIED ? 1 : t->cls == TC_MODERN ? 2 : 3;
    t->melee = t->team_of = t->must_charge = t->spot_by = -1;
    t->gun.width = t->p.width;
    t->gun.depth = t->p.depth;
    t->defined = 1;
    return 1;
}

static void default_size(tu_tray *t, double *w, double *dp)
{
    switch (t->arm) {
    case TU_ARTILLERY: *w = 1.6; *dp = 1.6; break;
    case TU_MG: *w = 1.2; *dp = 1.2; break;
    case TU_TEAM: *w = 1.2; *dp = 2.4; break;
    case TU_CAVALRY: *w = 0.8 * (t->figures + t->officer) + 0.2; *dp = 1.4; break;
    default: *w = 0.6 * (t->figures + t->officer + t->lantern) + 0.2; *dp = 0.8; break;
    }
}

static int load_tray(const jdoc *d, errs *e, const cJSON *it, const char *p,
                     tu_state *st, tu_tray *t)
{
    int ok = 1, side = 0, officer = 1, guns = 0, team = 0, col = 0, mounted = -1;
    int limbered = 0, tig = 0, lan = 0, force = -1;
    double x = 0, y = 0, f = 90, w = 0, dp = 0;

    memset(t, 0, sizeof *t);
    if (!jc_object(d, e, it, p, tray_keys))
        return 0;
    ok &= jc_str(d, e, it, "id", p, 1, t->id, sizeof t->id);
    ok &= jc_str(d, e, it, "name", p, 1, t->name, sizeof t->name);
    ok &= jc_enum(d, e, it, "side", p, 1, side_ids, &side);
    ok &= jc_str(d, e, it, "nation", p, 1, t->nation, sizeof t->nation);
    ok &= jc_enum(d, e, it, "arm", p, 1, tu_arm_ids, &t->arm);
    t->weapon = TW_HAND;
    ok &= jc_enum(d, e, it, "weapon", p, t->arm != TU_TEAM, weapon_ids, &t->weapon);
    ok &= jc_enum(d, e, it, "class", p, 1, tu_class_ids, &t->cls);
    ok &= jc_enum(d, e, it, "force", p, 0, tu_force_ids, &force);
    ok &= jc_int(d, e, it, "figures", p, 1, 0, 8, &t->figures);
    ok &= jc_bool(d, e, it, "officer", p, 0, &officer);
    ok &= jc_int(d, e, it, "guns", p, 0, 0, 4, &guns);
    ok &= jc_bool(d, e, it, "team", p, 0, &team);
    ok &= jc_num(d, e, it, "x", p, 1, 0, st->tab.w, &x);
    ok &= jc_num(d, e, it, "y", p, 1, 0, st->tab.h, &y);
    ok &= jc_num(d, e, it, "facing", p, 0, -360, 360, &f);
    ok &= jc_num(d, e, it, "width", p, 0, 0.4, 12, &w);
    ok &= jc_num(d, e, it, "depth", p, 0, 0.4, 6, &dp);
    ok &= jc_bool(d, e, it, "column", p, 0, &col);
    ok &= jc_bool(d, e, it, "mounted", p, 0, &mounted);
    ok &= jc_bool(d, e, it, "limbered", p, 0, &limbered);
    ok &= jc_bool(d, e, it, "tigermen", p, 0, &tig);
    ok &= jc_bool(d, e, it, "lantern", p, 0, &lan);
    if (!ok)
        return 0;
    t->side = side;
    t->officer = officer;
    t->guns = guns;
    t->has_team = team;
    t->column = col;
    t->mounted = t->arm == TU_CAVALRY ? mounted != 0 : 0;
    t->limbered = limbered;
    t->tigermen = tig;
    t->lantern = lan;
    t->figures0 = t->figures;
    t->melee = t->team_of = t->must_charge = t->spot_by = -1;
    t->force = force >= 0 ? force
             : side == TU_ALLIES ? TF_NONE : t->cls == TC_BOXER ? TF_BOXER : TF_IMPERIAL;
    t->base_morale = t->cls == TC_ALLIED ? 1 : t->cls == TC_MODERN ? 2 : 3;
    if ((t->arm == TU_ARTILLERY || t->arm == TU_MG) && guns < 1) {
        jc_fail(d, e, it, p, "expected \"guns\" from 1 to 4 on a tray of %s",
                tu_arm_ids[t->arm]);
        return 0;
    }
    if (team && t->arm != TU_ARTILLERY && t->arm != TU_MG) {
        jc_fail(d, e, cJSON_GetObjectItemCaseSensitive(it, "team"), p,
                "expected no team: only guns are pulled by horses");
        return 0;
    }
    if (t->figures + t->officer == 0) {
        jc_fail(d, e, it, p, "expected at least one figure or an officer");
        return 0;
    }
    if (t->arm == TU_TEAM) {
        jc_fail(d, e, it, p, "expected infantry, cavalry, artillery or machine-gun: "
                "teams come with their guns (\"team\": true)");
        return 0;
    }
    {
        double dw, dd;
        default_size(t, &dw, &dd);
        t->p.width = w > 0 ? w : dw;
        t->p.depth = dp > 0 ? dp : dd;
    }
    t->p.pos = geom_v(x, y);
    t->p.facing = f;
    t->gun = t->p;
    return 1;
}

static int load_doc(const jdoc *d, errs *e, tu_state *st)
{
    const cJSON *r = d->root, *tab, *arr, *it;
    char p[256];
    int ok = 1, i, j;
    const char *ids[TU_MAX_TRAYS];

    if (!jc_object(d, e, r, "", top_keys))
        return 0;
    ok &= jc_str(d, e, r, "title", "", 1, st->title, sizeof st->title);
    if (!jc_child(d, e, r, "table", "", 1, table_keys, &tab))
        return 0;
    st->tab.w = st->tab.h = 48;
    ok &= jc_num(d, e, tab, "width", "table", 1, 24, 144, &st->tab.w);
    ok &= jc_num(d, e, tab, "height", "table", 1, 24, 144, &st->tab.h);
    if (!ok)
        return 0;
    table_init(&st->tab, st->tab.w, st->tab.h);
    ok &= jc_enum(d, e, r, "initiative", "", 1, side_ids, &st->initiative);
    ok &= jc_enum(d, e, r, "attacker", "", 1, side_ids, &st->attacker);
    ok &= jc_int(d, e, r, "turns", "", 1, 1, 30, &st->max_turns);
    for (const char *const *k = text_keys; *k; k++) {
        const cJSON *h = cJSON_GetObjectItemCaseSensitive(r, *k);
        char b[64];
        if (h && !cJSON_IsString(h)) {
            jc_fail(d, e, h, *k, "expected a text, found %s", jc_describe(h, b, sizeof b));
            ok = 0;
        }
    }
    if (jc_array(d, e, r, "terrain", "", 0, 0, TABLE_MAX_AREAS, &arr) && arr)
        ok &= tu_load_terrain(d, e, arr, "terrain", st);
    if (!jc_array(d, e, r, "trays", "", 1, 2, TU_MAX_TRAYS / 2, &arr))
        return 0;
    i = 0;
    cJSON_ArrayForEach(it, arr) {
        tu_tray *t = &st->tray[i];
        jc_pathi(p, sizeof p, "trays", i);
        if (!load_tray(d, e, it, p, st, t)) {
            ok = 0;
            i++;
            continue;
        }
        ids[i] = t->id;
        for (j = 0; j < i; j++)
            if (strcmp(st->tray[j].id, t->id) == 0) {
                jc_fail(d, e, it, p, "expected a new id, found \"%s\" again", t->id);
                ok = 0;
            }
        i++;
    }
    st->ntrays = i;
    if (!ok)
        return 0;
    /* where the trays stand: on the table, in terrain they may enter, apart */
    for (i = 0; i < st->ntrays; i++) {
        char why[160];
        const cJSON *ti = cJSON_GetArrayItem(arr, i);
        jc_pathi(p, sizeof p, "trays", i);
        if (!tu_place_ok(st, i, &st->tray[i].p, why, sizeof why)) {
            jc_fail(d, e, ti, p, "expected a place the tray may stand: %s", why);
            ok = 0;
        }
    }
    for (int s = 0; s < TU_SIDES; s++) {
        int any = 0;
        for (i = 0; i < st->ntrays; i++)
            any |= st->tray[i].side == s;
        if (!any) {
            jc_fail(d, e, arr, "trays", "expected trays of both sides, found none of the %s",
                    tu_side_name(s));
            ok = 0;
        }
    }
    if (jc_array(d, e, r, "objectives", "", 1, 1, TU_MAX_OBJ, &arr)) {
        i = 0;
        cJSON_ArrayForEach(it, arr) {
            tu_objective *o = &st->obj[i];
            int arm = 5;
            jc_pathi(p, sizeof p, "objectives", i++);
            if (!jc_object(d, e, it, p, obj_keys)) {
                ok = 0;
                continue;
            }
            ok &= jc_str(d, e, it, "id", p, 1, o->id, sizeof o->id);
            ok &= jc_str(d, e, it, "name", p, 1, o->name, sizeof o->name);
            ok &= jc_num(d, e, it, "x", p, 1, 0, st->tab.w, &o->at.x);
            ok &= jc_num(d, e, it, "y", p, 1, 0, st->tab.h, &o->at.y);
            ok &= jc_num(d, e, it, "r", p, 1, 1, 24, &o->r);
            ok &= jc_enum(d, e, it, "arm", p, 0, arm_or_any, &arm);
            o->arm = arm == 5 ? -1 : arm;
        }
        st->nobj = i;
    } else {
        ok = 0;
    }
    (void)ids;
    return ok;
}

static int load_file(tu_state *st, const char *path, errs *e)
{
    jdoc d;
    int ok;

    if (!jdoc_load(&d, path, e)) {
        jdoc_free(&d);
        return 0;
    }
    ok = load_doc(&d, e, st);
    jdoc_free(&d);
    return ok;
}

int tu_validate_scenario(const char *path, errs *e)
{
    tu_state *st = calloc(1, sizeof *st);
    int ok;

    if (!st) {
        errs_add(e, "%s: out of memory", path);
        return 0;
    }
    ok = load_file(st, path, e);
    free(st);
    return ok;
}

static tu_state *new_game(const char *datadir, const char *scenario, const int opt[TO_COUNT],
                          const int seat[TU_SIDES], uint64_t seed, int open, errs *e)
{
    tu_state *st = calloc(1, sizeof *st);
    char path[1024];
    int i;

    if (!st) {
        errs_add(e, "tuan: out of memory for scenario %s", scenario);
        return NULL;
    }
    snprintf(path, sizeof path, "%s/scenarios/tuan/%s.json",
             datadir && *datadir ? datadir : ".", scenario);
    if (!load_file(st, path, e)) {
        free(st);
        return NULL;
    }
    snprintf(st->scenario, sizeof st->scenario, "%s", scenario);
    for (i = 0; i < TO_COUNT; i++)
        st->opt[i] = opt ? opt[i] : 0;
    for (i = 0; i < TU_SIDES; i++)
        st->seat[i] = seat ? seat[i] : 0;
    dice_init(&st->dice, seed);
    if (open)
        tu_begin(st, NULL);
    else
        tu_start(st, NULL);
    return st;
}

tu_state *tu_new(const char *datadir, const char *scenario, const int opt[TO_COUNT],
                 const int seat[TU_SIDES], uint64_t seed, errs *e)
{
    return new_game(datadir, scenario, opt, seat, seed, 0, e);
}

tu_state *tu_new_open(const char *datadir, const char *scenario, const int opt[TO_COUNT],
                      const int seat[TU_SIDES], uint64_t seed, errs *e)
{
    return new_game(datadir, scenario, opt, seat, seed, 1, e);
}

void tu_free(tu_state *st)
{
    free(st);
}
