/* col_data: reading a Colonial Siege scenario file (scenarios/colonial/
 * <id>.json) into the state, every field checked with the engine's jsonload
 * checkers so a bad file is reported as file:line: json.path. */
#include <stdio.h>
#include <string.h>

#include "col_local.h"

static const char *const top_keys[] = {
    "title", "description", "help", "table", "doubled", "ammo", "centre", "compound",
    "buildings", "doors", "walls", "cover", "posts", "squads", "guns", "pool", "tuned", NULL
};
static const char *const table_keys[] = { "width", "height", NULL };
static const char *const ammo_keys[] = { "rifle", "gun", NULL };
static const char *const build_keys[] = { "id", "name", "floors", "roof", "rooms", NULL };
static const char *const room_keys[] = { "id", "points", NULL };
static const char *const door_keys[] = { "at", "rooms", NULL };
static const char *const wall_keys[] = {
    "id", "line", "height", "barricade", "gate", "gate_open", "width", NULL
};
static const char *const cover_keys[] = { "kind", "points", NULL };
static const char *const squad_keys[] = { "name", "men", "mounted", "at", "floor", NULL };
static const char *const gun_keys[] = { "name", "at", "facing", "crew", NULL };
static const char *const pool_keys[] = {
    "id", "name", "count", "special", "fanatic", "shoots", "mounted", "gun", NULL
};
static const char *const tuned_keys[] = { "without", "pool", NULL };
static const char *const tuned_pool_keys[] = { "id", "count", NULL };
static const char *const heights[] = { "low", "high", NULL };
static const char *const cover_kinds[] = { "brush", "rock", "woods", NULL };

/* [x, y] inside the table */
static int point(const jdoc *d, errs *e, const cJSON *v, const char *path,
                 double w, double h, vec2 *out)
{
    const cJSON *x = cJSON_GetArrayItem(v, 0), *y = cJSON_GetArrayItem(v, 1);

    if (!cJSON_IsArray(v) || cJSON_GetArraySize(v) != 2 || !cJSON_IsNumber(x) ||
        !cJSON_IsNumber(y)) {
        char buf[64];
        jc_fail(d, e, v, path, "expected a point [x, y] in inches, found %s",
                jc_describe(v, buf, sizeof buf));
        return 0;
    }
    if (x->valuedouble < 0 || x->valuedouble > w || y->valuedouble < 0 ||
        y->valuedouble > h) {
        jc_fail(d, e, v, path, "expected a point on the %gx%g table, found [%g, %g]",
                w, h, x->valuedouble, y->valuedouble);
        return 0;
    }
    out->x = x->valuedouble;
    out->y = y->valuedouble;
    return 1;
}

static int points(const jdoc *d, errs *e, const cJSON *obj, const char *key,
                  const char *path, int lo, int hi, double w, double h, vec2 *out, int *n)
{
    const cJSON *arr;
    char p[160], q[176];
    int ok = 1;

    if (!jc_array(d, e, obj, key, path, 1, lo, hi, &arr))
        return 0;
    jc_path(p, sizeof p, path, key);
    *n = 0;
    for (int i = 0; i < cJSON_GetArraySize(arr); i++) {
        jc_pathi(q, sizeof q, p, i);
        ok &= point(d, e, cJSON_GetArrayItem(arr, i), q, w, h, &out[(*n)++]);
    }
    return ok;
}

/* "compound": the areas the defender sets up in (Setup); without it, the
 * 18" square round the centre the rules ask for */
static int load_compound(col_state *st, const jdoc *d, errs *e, const cJSON *root)
{
    const cJSON *arr;
    char p[64];
    int ok = 1;

    st->ncomp = 0;
    if (!cJSON_GetObjectItemCaseSensitive(root, "compound")) {
        vec2 c = st->centre;
        st->ncomp = 1;
        st->compn[0] = 4;
        st->comp[0][0] = geom_v(c.x - 9, c.y - 9);
        st->comp[0][1] = geom_v(c.x + 9, c.y - 9);
        st->comp[0][2] = geom_v(c.x + 9, c.y + 9);
        st->comp[0][3] = geom_v(c.x - 9, c.y + 9);
        return 1;
    }
    if (!jc_array(d, e, root, "compound", "", 0, 1, COL_MAX_COMP, &arr))
        return 0;
    for (int i = 0; i < cJSON_GetArraySize(arr); i++) {
        const cJSON *poly = cJSON_GetArrayItem(arr, i);
        char q[96], buf[64];
        int n = cJSON_GetArraySize(poly);
        jc_pathi(p, sizeof p, "compound", i);
        if (!cJSON_IsArray(poly) || n < 3 || n > 12) {
            if (cJSON_IsArray(poly))
                snprintf(buf, sizeof buf, "%d point%s", n, n == 1 ? "" : "s");
            else
                jc_describe(poly, buf, sizeof buf);
            jc_fail(d, e, poly, p, "expected an area: an array of 3 to 12 points, found %s", buf);
            ok = 0;
            continue;
        }
        for (int k = 0; k < n; k++) {
            jc_pathi(q, sizeof q, p, k);
            ok &= point(d, e, cJSON_GetArrayItem(poly, k), q, st->tab.w, st->tab.h,
                        &st->comp[st->ncomp][k]);
        }
        st->compn[st->ncomp++] = n;
    }
    return ok;
}

static int load_types(col_state *st, const jdoc *d, errs *e, const cJSON *root)
{
    const cJSON *arr;
    char p[64];
    int ok = 1, basic = 0;

    if (!jc_array(d, e, root, "pool", "", 1, 1, COL_MAX_TYPES, &arr))
        return 0;
    st->ntypes = cJSON_GetArraySize(arr);
    for (int i = 0; i < st->ntypes; i++) {
        const cJSON *o = cJSON_GetArrayItem(arr, i);
        col_type *t = &st->type[i];
        jc_pathi(p, sizeof p, "pool", i);
        if (!jc_object(d, e, o, p, pool_keys)) {
            ok = 0;
            continue;
        }
        ok &= jc_str(d, e, o, "id", p, 1, t->id, sizeof t->id);
        ok &= jc_str(d, e, o, "name", p, 1, t->name, sizeof t->name);
        ok &= jc_int(d, e, o, "count", p, 1, 0, 400, &t->total);
        ok &= jc_bool(d, e, o, "special", p, 0, &t->special);
        ok &= jc_bool(d, e, o, "fanatic", p, 0, &t->fanatic);
        ok &= jc_bool(d, e, o, "shoots", p, 0, &t->shoots);
        ok &= jc_bool(d, e, o, "mounted", p, 0, &t->mounted);
        ok &= jc_bool(d, e, o, "gun", p, 0, &t->gun);
        for (int k = 0; k < i; k++)
            if (strcmp(st->type[k].id, t->id) == 0) {
                char idp[96];
                jc_path(idp, sizeof idp, p, "id");
                jc_fail(d, e, cJSON_GetObjectItemCaseSensitive(o, "id"), idp,
                        "expected an id of its own, found \"%s\" twice", t->id);
                ok = 0;
            }
        if (t->gun && (!t->special || t->total % 4 != 0)) {
            jc_fail(d, e, o, p, "expected a gun to be special with a crew of 4 per gun, "
                    "found count %d", t->total);
            ok = 0;
        }
        basic += !t->special;
        st->pool[i] = t->total;
    }
    if (ok && basic != 1) {
        jc_fail(d, e, arr, "pool", "expected exactly one basic (not special) kind, found %d",
                basic);
        ok = 0;
    }
    return ok;
}

static int find_room(const col_state *st, const char *id)
{
    for (int i = 0; i < st->nrooms; i++)
        if (strcmp(st->room[i].id, id) == 0)
            return i;
    return -1;
}

static int load_buildings(col_state *st, const jdoc *d, errs *e, const cJSON *root)
{
    const cJSON *arr, *rooms;
    char p[64], q[96], r[128];
    int ok = 1;

    if (!jc_array(d, e, root, "buildings", "", 1, 0, COL_MAX_BUILD, &arr))
        return 0;
    for (int i = 0; i < cJSON_GetArraySize(arr); i++) {
        const cJSON *o = cJSON_GetArrayItem(arr, i);
        col_build *b = &st->build[st->nbuilds];
        jc_pathi(p, sizeof p, "buildings", i);
        if (!jc_object(d, e, o, p, build_keys)) {
            ok = 0;
            continue;
        }
        ok &= jc_str(d, e, o, "id", p, 1, b->id, sizeof b->id);
        ok &= jc_str(d, e, o, "name", p, 1, b->name, sizeof b->name);
        ok &= jc_int(d, e, o, "floors", p, 0, 0, 3, &b->floors);
        ok &= jc_bool(d, e, o, "roof", p, 0, &b->roof);
        if (!jc_array(d, e, o, "rooms", p, 1, 1, 6, &rooms)) {
            ok = 0;
            continue;
        }
        jc_path(q, sizeof q, p, "rooms");
        for (int k = 0; k < cJSON_GetArraySize(rooms); k++) {
            const cJSON *ro = cJSON_GetArrayItem(rooms, k);
            vec2 pt[TABLE_MAX_PTS];
            int n = 0;
            col_room *rm;
            jc_pathi(r, sizeof r, q, k);
            if (!jc_object(d, e, ro, r, room_keys)) {
                ok = 0;
                continue;
            }
            if (st->nrooms >= COL_MAX_ROOM) {
                jc_fail(d, e, ro, r, "expected at most %d rooms in all", COL_MAX_ROOM);
                return 0;
            }
            rm = &st->room[st->nrooms];
            if (!jc_str(d, e, ro, "id", r, 1, rm->id, sizeof rm->id) ||
                !points(d, e, ro, "points", r, 3, 12, st->tab.w, st->tab.h, pt, &n)) {
                ok = 0;
                continue;
            }
            if (find_room(st, rm->id) >= 0) {
                char idp[160];
                jc_path(idp, sizeof idp, r, "id");
                jc_fail(d, e, cJSON_GetObjectItemCaseSensitive(ro, "id"), idp,
                        "expected a room id of its own, found \"%s\" twice", rm->id);
                ok = 0;
                continue;
            }
            rm->building = st->nbuilds;
            rm->area = table_add_area(&st->tab, TK_HOUSE, 1, pt, n, 0, 0, rm->id);
            rm->lo = rm->hi = pt[0];
            for (int j = 1; j < n; j++) {
                if (pt[j].x < rm->lo.x) rm->lo.x = pt[j].x;
                if (pt[j].y < rm->lo.y) rm->lo.y = pt[j].y;
                if (pt[j].x > rm->hi.x) rm->hi.x = pt[j].x;
                if (pt[j].y > rm->hi.y) rm->hi.y = pt[j].y;
            }
            if (rm->area < 0) {
                jc_fail(d, e, ro, r, "expected fewer terrain pieces (the table is full)");
                return 0;
            }
            st->nrooms++;
        }
        st->nbuilds++;
    }
    return ok;
}

static int load_doors(col_state *st, const jdoc *d, errs *e, const cJSON *root)
{
    const cJSON *arr, *rooms;
    char p[64], q[96];
    int ok = 1;

    if (!jc_array(d, e, root, "doors", "", 1, 0, COL_MAX_DOOR, &arr))
        return 0;
    for (int i = 0; i < cJSON_GetArraySize(arr); i++) {
        const cJSON *o = cJSON_GetArrayItem(arr, i);
        col_door *dr = &st->door[st->ndoors];
        jc_pathi(p, sizeof p, "doors", i);
        if (!jc_object(d, e, o, p, door_keys)) {
            ok = 0;
            continue;
        }
        jc_path(q, sizeof q, p, "at");
        if (!point(d, e, cJSON_GetObjectItemCaseSensitive(o, "at"), q, st->tab.w, st->tab.h,
                   &dr->at) || !jc_array(d, e, o, "rooms", p, 1, 1, 2, &rooms)) {
            ok = 0;
            continue;
        }
        dr->room[1] = -1;
        for (int k = 0; k < cJSON_GetArraySize(rooms); k++) {
            const cJSON *v = cJSON_GetArrayItem(rooms, k);
            const char *ids[COL_MAX_ROOM];
            char r[128];
            jc_pathi(r, sizeof r, "rooms", k);
            jc_path(q, sizeof q, p, r);
            for (int j = 0; j < st->nrooms; j++)
                ids[j] = st->room[j].id;
            if (!cJSON_IsString(v)) {
                char buf[64];
                jc_fail(d, e, v, q, "expected a room id, found %s",
                        jc_describe(v, buf, sizeof buf));
                ok = 0;
                continue;
            }
            if (!jc_ref(d, e, v, q, "room", v->valuestring, ids, st->nrooms, &dr->room[k]))
                ok = 0;
        }
        st->ndoors++;
    }
    return ok;
}

/* the walls of arr (at path) added to the table */
static int walls_of(col_state *st, const jdoc *d, errs *e, const cJSON *arr, const char *path)
{
    char p[160], q[192];
    int ok = 1;

    for (int i = 0; i < cJSON_GetArraySize(arr); i++) {
        const cJSON *o = cJSON_GetArrayItem(arr, i), *g;
        col_wall *w = &st->wall[st->nwalls];
        int h = 0;
        memset(w, 0, sizeof *w);
        jc_pathi(p, sizeof p, path, i);
        if (!jc_object(d, e, o, p, wall_keys)) {
            ok = 0;
            continue;
        }
        w->width = 0.5;
        ok &= jc_str(d, e, o, "id", p, 1, w->id, sizeof w->id);
        ok &= jc_enum(d, e, o, "height", p, 1, heights, &h);
        ok &= jc_bool(d, e, o, "barricade", p, 0, &w->barricade);
        ok &= jc_bool(d, e, o, "gate_open", p, 0, &w->gate_open);
        ok &= jc_num(d, e, o, "width", p, 0, 0.25, 2, &w->width);
        w->high = h;
        w->intact = 1;
        if (!points(d, e, o, "line", p, 2, 8, st->tab.w, st->tab.h, w->pt, &w->n)) {
            ok = 0;
            continue;
        }
        g = cJSON_GetObjectItemCaseSensitive(o, "gate");
        if (g) {
            jc_path(q, sizeof q, p, "gate");
            if (!point(d, e, g, q, st->tab.w, st->tab.h, &w->gate_at)) {
                ok = 0;
            } else {
                double best = 1e9;
                for (int k = 0; k + 1 < w->n; k++) {
                    double dd = geom_dist_to_seg(w->gate_at, w->pt[k], w->pt[k + 1]);
                    if (dd < best)
                        best = dd;
                }
                if (best > 0.5) {
                    jc_fail(d, e, g, q, "expected a gate on its wall's line, found it "
                            "%.1f inches off", best);
                    ok = 0;
                }
                w->gate = 1;
            }
        }
        if (w->barricade && w->high) {
            jc_fail(d, e, o, p, "expected a barricade to be low");
            ok = 0;
        }
        if (table_add_area(&st->tab, TK_WALL, 0, w->pt, w->n, w->width, 0, w->id) < 0) {
            jc_fail(d, e, o, p, "expected fewer terrain pieces (the table is full)");
            return 0;
        }
        st->nwalls++;
    }
    return ok;
}

static const int cover_tk[] = { TK_BRUSH, TK_ROCK, TK_WOODS };

/* the woods, rocks and brush of arr (at path) added to the table */
static int cover_of(col_state *st, const jdoc *d, errs *e, const cJSON *arr, const char *path)
{
    char p[160];
    int ok = 1;
    const int *kinds = cover_tk;

    for (int i = 0; i < cJSON_GetArraySize(arr); i++) {
        const cJSON *o = cJSON_GetArrayItem(arr, i);
        vec2 pt[TABLE_MAX_PTS];
        int n = 0, k = 0;
        col_cover *c = &st->cover[st->ncovers];
        jc_pathi(p, sizeof p, path, i);
        if (!jc_object(d, e, o, p, cover_keys) ||
            !jc_enum(d, e, o, "kind", p, 1, cover_kinds, &k) ||
            !points(d, e, o, "points", p, 3, 12, st->tab.w, st->tab.h, pt, &n)) {
            ok = 0;
            continue;
        }
        c->hard = k > 0;
        c->blocks = k == 2;
        c->area = table_add_area(&st->tab, kinds[k], 1, pt, n, 0, 0, cover_kinds[k]);
        if (c->area < 0) {
            jc_fail(d, e, o, p, "expected fewer terrain pieces (the table is full)");
            return 0;
        }
        st->ncovers++;
    }
    return ok;
}

static int load_walls(col_state *st, const jdoc *d, errs *e, const cJSON *root)
{
    const cJSON *arr;

    return jc_array(d, e, root, "walls", "", 1, 0, COL_MAX_WALL, &arr) &&
           walls_of(st, d, e, arr, "walls");
}

static int load_cover(col_state *st, const jdoc *d, errs *e, const cJSON *root)
{
    const cJSON *arr;

    return jc_array(d, e, root, "cover", "", 1, 0, COL_MAX_COVER, &arr) &&
           cover_of(st, d, e, arr, "cover");
}

static const char *const terrain_keys[] = { "walls", "cover", NULL };

/* A position's own walls, barricades, woods, rocks and brush: they take
 * the place of the scenario's (the buildings stay, their rooms first on
 * the table as the scenario put them). */
int col_load_terrain(col_state *st, const jdoc *d, errs *e, const cJSON *pos, const char *path)
{
    const cJSON *o, *walls, *cover;
    table old = st->tab;
    char p[160];
    int ok;

    if (!jc_child(d, e, pos, "terrain", path, 1, terrain_keys, &o))
        return 0;
    jc_path(p, sizeof p, path, "terrain");
    if (!jc_array(d, e, o, "walls", p, 1, 0, COL_MAX_WALL, &walls) ||
        !jc_array(d, e, o, "cover", p, 1, 0, COL_MAX_COVER, &cover))
        return 0;
    table_init(&st->tab, old.w, old.h);
    for (int r = 0; r < st->nrooms; r++) {
        const table_area *a = &old.area[st->room[r].area];
        st->room[r].area = table_add_area(&st->tab, a->kind, a->closed, a->pt, a->n, a->width,
                                          a->elev, a->name);
    }
    st->nwalls = st->ncovers = 0;
    {
        char q[176];
        jc_path(q, sizeof q, p, "walls");
        ok = walls_of(st, d, e, walls, q);
        jc_path(q, sizeof q, p, "cover");
        ok &= cover_of(st, d, e, cover, q);
    }
    st->own_terrain = 1;
    return ok;
}

static cJSON *xy_json(vec2 v)
{
    cJSON *a = cJSON_CreateArray();

    cJSON_AddItemToArray(a, cJSON_CreateNumber(v.x));
    cJSON_AddItemToArray(a, cJSON_CreateNumber(v.y));
    return a;
}

cJSON *col_terrain_json(const col_state *st)
{
    cJSON *o = cJSON_CreateObject(), *walls, *cover;

    if (!o)
        return NULL;
    walls = cJSON_AddArrayToObject(o, "walls");
    cover = cJSON_AddArrayToObject(o, "cover");
    for (int i = 0; walls && i < st->nwalls; i++) {
        const col_wall *w = &st->wall[i];
        cJSON *x = cJSON_CreateObject(), *line = cJSON_CreateArray();
        cJSON_AddStringToObject(x, "id", w->id);
        for (int k = 0; k < w->n; k++)
            cJSON_AddItemToArray(line, xy_json(w->pt[k]));
        cJSON_AddItemToObject(x, "line", line);
        cJSON_AddStringToObject(x, "height", heights[w->high ? 1 : 0]);
        cJSON_AddBoolToObject(x, "barricade", w->barricade);
        cJSON_AddNumberToObject(x, "width", w->width);
        if (w->gate)
            cJSON_AddItemToObject(x, "gate", xy_json(w->gate_at));
        cJSON_AddItemToArray(walls, x);
    }
    for (int i = 0; cover && i < st->ncovers; i++) {
        const table_area *a = &st->tab.area[st->cover[i].area];
        cJSON *x = cJSON_CreateObject(), *pts = cJSON_CreateArray();
        int k = a->kind == TK_WOODS ? 2 : a->kind == TK_ROCK ? 1 : 0;
        cJSON_AddStringToObject(x, "kind", cover_kinds[k]);
        for (int m = 0; m < a->n; m++)
            cJSON_AddItemToArray(pts, xy_json(a->pt[m]));
        cJSON_AddItemToObject(x, "points", pts);
        cJSON_AddItemToArray(cover, x);
    }
    return o;
}

/* "tuned" (optional): the order of battle new games play from rules
 * edition COL_ED_TUNED on, unless the option "forces" asks for the literal
 * one (scenarios/colonial/notes.md, Balance): the squads left out
 * ("without", by name; one at least stays) and the pool kinds whose count
 * changes. The file's squads and pool as listed are the literal order of
 * battle. The part is checked whichever is played; skip[i] marks squad i
 * left out when the tuned one is. */
static int load_tuned(col_state *st, const jdoc *d, errs *e, const cJSON *root, int tuned,
                      int skip[COL_MAX_SQUADS])
{
    const cJSON *o, *arr, *sq = cJSON_GetObjectItemCaseSensitive(root, "squads");
    int ok = 1, nsq = cJSON_IsArray(sq) ? cJSON_GetArraySize(sq) : 0;
    int seen[COL_MAX_TYPES] = { 0 };
    char p[64], buf[64];

    memset(skip, 0, sizeof(int) * COL_MAX_SQUADS);
    if (!cJSON_GetObjectItemCaseSensitive(root, "tuned"))
        return 1;
    if (!jc_child(d, e, root, "tuned", "", 1, tuned_keys, &o) ||
        !jc_array(d, e, o, "without", "tuned", 1, 0, nsq > 1 ? nsq - 1 : 0, &arr))
        return 0;
    for (int i = 0; i < cJSON_GetArraySize(arr); i++) {
        const cJSON *v = cJSON_GetArrayItem(arr, i);
        int k = 0;
        jc_pathi(p, sizeof p, "tuned.without", i);
        for (; cJSON_IsString(v) && k < nsq && k < COL_MAX_SQUADS; k++) {
            const cJSON *nm = cJSON_GetObjectItemCaseSensitive(cJSON_GetArrayItem(sq, k), "name");
            if (cJSON_IsString(nm) && strcmp(nm->valuestring, v->valuestring) == 0)
                break;
        }
        if (!cJSON_IsString(v) || k >= nsq || k >= COL_MAX_SQUADS) {
            jc_fail(d, e, v, p, "expected the name of one of the scenario's squads, found %s",
                    jc_describe(v, buf, sizeof buf));
            ok = 0;
        } else if (skip[k]) {
            jc_fail(d, e, v, p, "expected each squad once, found \"%s\" twice", v->valuestring);
            ok = 0;
        } else {
            skip[k] = 1;
        }
    }
    if (!jc_array(d, e, o, "pool", "tuned", 1, 0, st->ntypes, &arr))
        return 0;
    for (int i = 0; i < cJSON_GetArraySize(arr); i++) {
        const cJSON *v = cJSON_GetArrayItem(arr, i);
        char id[24], q[96];
        int count = 0, t;
        jc_pathi(p, sizeof p, "tuned.pool", i);
        if (!jc_object(d, e, v, p, tuned_pool_keys) ||
            !jc_str(d, e, v, "id", p, 1, id, sizeof id) ||
            !jc_int(d, e, v, "count", p, 1, 0, 400, &count)) {
            ok = 0;
            continue;
        }
        jc_path(q, sizeof q, p, "id");
        for (t = 0; t < st->ntypes && strcmp(st->type[t].id, id) != 0; t++)
            ;
        if (t == st->ntypes) {
            jc_fail(d, e, cJSON_GetObjectItemCaseSensitive(v, "id"), q,
                    "expected the id of a kind in the pool, found \"%s\"", id);
            ok = 0;
        } else if (seen[t]++) {
            jc_fail(d, e, cJSON_GetObjectItemCaseSensitive(v, "id"), q,
                    "expected each kind once, found \"%s\" twice", id);
            ok = 0;
        } else if (st->type[t].gun && count % 4 != 0) {
            jc_path(q, sizeof q, p, "count");
            jc_fail(d, e, cJSON_GetObjectItemCaseSensitive(v, "count"), q,
                    "expected a crew of 4 per gun, found count %d", count);
            ok = 0;
        } else if (tuned) {
            st->type[t].total = st->pool[t] = count;
        }
    }
    if (!tuned)
        memset(skip, 0, sizeof(int) * COL_MAX_SQUADS);
    return ok;
}

static int load_forces(col_state *st, const jdoc *d, errs *e, const cJSON *root,
                       const int skip[COL_MAX_SQUADS])
{
    const cJSON *arr;
    char p[64], q[96];
    int ok = 1;

    if (!jc_array(d, e, root, "squads", "", 1, 1, COL_MAX_SQUADS, &arr))
        return 0;
    for (int i = 0; i < cJSON_GetArraySize(arr); i++) {
        const cJSON *o = cJSON_GetArrayItem(arr, i);
        int men = 6, mounted = 0, floor = 0, g;
        if (skip[i])
            continue;
        char name[40];
        vec2 at;
        jc_pathi(p, sizeof p, "squads", i);
        jc_path(q, sizeof q, p, "at");
        if (!jc_object(d, e, o, p, squad_keys) ||
            !jc_str(d, e, o, "name", p, 1, name, sizeof name) ||
            !jc_int(d, e, o, "men", p, 1, 1, 6, &men) ||
            !jc_bool(d, e, o, "mounted", p, 0, &mounted) ||
            !jc_int(d, e, o, "floor", p, 0, 0, 4, &floor) ||
            !point(d, e, cJSON_GetObjectItemCaseSensitive(o, "at"), q, st->tab.w,
                   st->tab.h, &at)) {
            ok = 0;
            continue;
        }
        g = col_new_group(st, COL_DEF, GK_SQUAD, -1);
        if (g < 0)
            return 0;
        snprintf(st->grp[g].name, sizeof st->grp[g].name, "%s", name);
        st->grp[g].mounted = mounted;
        st->grp[g].floor = floor;
        col_new_fig(st, g, 1, at);
        for (int k = 0; k < men; k++)
            col_new_fig(st, g, 0, at);
        if (!col_form(st, g, at, -1, 1)) {
            jc_fail(d, e, o, p, "expected room for the squad round [%g, %g]", at.x, at.y);
            ok = 0;
        } else if (!col_in_compound(st, at)) {
            jc_fail(d, e, cJSON_GetObjectItemCaseSensitive(o, "at"), q,
                    "expected the squad inside the compound (where the defender sets up), "
                    "found [%g, %g]", at.x, at.y);
            ok = 0;
        }
        {
            int r = col_room_at(st, at);
            int fl = r >= 0 ? st->build[st->room[r].building].floors +
                              st->build[st->room[r].building].roof : 0;
            if (floor > fl) {
                jc_path(q, sizeof q, p, "floor");
                jc_fail(d, e, cJSON_GetObjectItemCaseSensitive(o, "floor"), q,
                        "expected a floor from 0 to %d here, found %d", fl, floor);
                ok = 0;
            }
        }
    }
    if (!jc_array(d, e, root, "guns", "", 1, 0, 4, &arr))
        return 0;
    for (int i = 0; i < cJSON_GetArraySize(arr); i++) {
        const cJSON *o = cJSON_GetArrayItem(arr, i);
        int crew = 4, g;
        double facing = 0;
        char name[40];
        vec2 at;
        jc_pathi(p, sizeof p, "guns", i);
        jc_path(q, sizeof q, p, "at");
        if (!jc_object(d, e, o, p, gun_keys) ||
            !jc_str(d, e, o, "name", p, 1, name, sizeof name) ||
            !jc_int(d, e, o, "crew", p, 0, 1, 4, &crew) ||
            !jc_num(d, e, o, "facing", p, 1, 0, 359.99, &facing) ||
            !point(d, e, cJSON_GetObjectItemCaseSensitive(o, "at"), q, st->tab.w,
                   st->tab.h, &at)) {
            ok = 0;
            continue;
        }
        g = col_new_group(st, COL_DEF, GK_GUN, -1);
        if (g < 0)
            return 0;
        snprintf(st->grp[g].name, sizeof st->grp[g].name, "%s", name);
        st->grp[g].gun = at;
        st->grp[g].facing = facing;
        st->grp[g].crew0 = 4;
        for (int k = 0; k < crew; k++)
            col_new_fig(st, g, 0, at);
        if (!col_form(st, g, at, -1, 1)) {
            jc_fail(d, e, o, p, "expected room for the crew round [%g, %g]", at.x, at.y);
            ok = 0;
        }
    }
    return ok;
}

int col_load_scenario(col_state *st, const char *path, errs *e)
{
    jdoc d;
    const cJSON *root, *o;
    int ok = 1, n = 0;
    double w = 48, h = 48;
    char title[64], text[600];

    if (!jdoc_load(&d, path, e)) {
        jdoc_free(&d);   /* a failed load may hold its text and path */
        return 0;
    }
    root = d.root;
    if (!jc_object(&d, e, root, "", top_keys)) {
        jdoc_free(&d);
        return 0;
    }
    ok &= jc_str(&d, e, root, "title", "", 1, title, sizeof title);
    ok &= jc_str(&d, e, root, "description", "", 1, text, sizeof text);
    ok &= jc_str(&d, e, root, "help", "", 0, text, sizeof text);
    if (jc_child(&d, e, root, "table", "", 1, table_keys, &o)) {
        ok &= jc_num(&d, e, o, "width", "table", 1, 24, 96, &w);
        ok &= jc_num(&d, e, o, "height", "table", 1, 24, 96, &h);
    } else {
        ok = 0;
    }
    table_init(&st->tab, w, h);
    ok &= jc_bool(&d, e, root, "doubled", "", 0, &st->doubled);
    st->rifle0 = 20;
    st->gun0 = 5;
    if (jc_child(&d, e, root, "ammo", "", 1, ammo_keys, &o)) {
        ok &= jc_int(&d, e, o, "rifle", "ammo", 1, 0, 99, &st->rifle0);
        ok &= jc_int(&d, e, o, "gun", "ammo", 1, 0, 99, &st->gun0);
    } else {
        ok = 0;
    }
    st->centre = geom_v(w / 2, h / 2);
    if (cJSON_GetObjectItemCaseSensitive(root, "centre"))
        ok &= point(&d, e, cJSON_GetObjectItemCaseSensitive(root, "centre"), "centre", w, h,
                    &st->centre);
    else {
        jc_fail(&d, e, root, "centre", "expected the compound's centre [x, y], found nothing");
        ok = 0;
    }
    ok &= load_types(st, &d, e, root);
    if (ok)
        ok &= load_compound(st, &d, e, root);
    if (ok) {
        ok &= load_buildings(st, &d, e, root);
        ok &= load_doors(st, &d, e, root);
        ok &= load_walls(st, &d, e, root);
        ok &= load_cover(st, &d, e, root);
    }
    if (ok && points(&d, e, root, "posts", "", 0, COL_MAX_POST, w, h, st->post, &n))
        st->nposts = n;
    else
        ok = 0;
    if (ok) {
        int skip[COL_MAX_SQUADS];
        ok &= load_tuned(st, &d, e, root, !st->opt[CO_LITERAL], skip);
        if (ok)
            ok &= load_forces(st, &d, e, root, skip);
    }
    jdoc_free(&d);
    return ok;
}

int col_validate_scenario(const char *path, errs *e)
{
    static col_state st;   /* large: not on the stack */

    /* both orders of battle: the literal one, then a "tuned" one */
    memset(&st, 0, sizeof st);
    st.opt[CO_LITERAL] = 1;
    if (!col_load_scenario(&st, path, e))
        return 0;
    memset(&st, 0, sizeof st);
    return col_load_scenario(&st, path, e);
}
