/* race_data: loading and checking scenarios/race/<scenario>.json, the map
 * of Peking (terrain rows, walls on hex sides, legation, palace garrison),
 * the Rebellion pile mix and each army's deployment; and building a fresh
 * game from it. Every field is checked; problems are reported as
 * file:line: path: expected ..., found ... */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "jsonload.h"
#include "race_local.h"

static const char *const terrain_ids[] = { "rural", "city", "palace", "legation", NULL };
static const char *const counter_ids[] = { "qing", "qing-artillery", "boxers",
                                           "empty", "impassable", NULL };
static const char *const nation_keys[] = { "british", "russians", "japanese",
                                           "americans", NULL };
static const char *const edge_ids[] = { "north", "west", "east", "south", NULL };
static const char *const dir_ids[] = { "N", "NE", "SE", "S", "SW", "NW", NULL };

static const char *const top_keys[] = { "title", "description", "map", "terrain",
                                        "walls", "breaches", "legation",
                                        "palace_garrison", "pile", "armies",
                                        "round_cap", "help", NULL };
static const char *const map_keys[] = { "cols", "rows", NULL };
static const char *const terrain_keys[] = { "legend", "rows", NULL };
static const char *const garrison_keys[] = { "hex", "counter", NULL };
static const char *const army_keys[] = { "edge", "troops", "artillery", NULL };

/* What a JSON value reads as in a message. */
static const char *found(const cJSON *v, char *buf, size_t n)
{
    if (cJSON_IsString(v))
        snprintf(buf, n, "\"%.40s\"", v->valuestring);
    else if (cJSON_IsNumber(v))
        snprintf(buf, n, "%g", v->valuedouble);
    else
        snprintf(buf, n, "%s", jc_type_name(v));
    return buf;
}

static void build_geometry(race_state *st, int cols, int rows)
{
    int i, d, n = cols * rows;

    hex_grid_init(&st->grid, cols, rows);
    st->cols = cols;
    st->rows = rows;
    for (i = 0; i < n; i++) {
        hex h = hex_at(&st->grid, i);
        int q = h.col - 1;
        st->cube[i][0] = (short)q;
        st->cube[i][1] = (short)((h.row - 1) - (q - (q & 1)) / 2);
        for (d = 0; d < HEX_DIRS; d++)
            st->nb[i][d] = (short)hex_index(&st->grid, hex_neighbor(h, d));
    }
}

/* A hex label on the map; *cell = its index. */
static int ref_hex(const jdoc *d, errs *e, const cJSON *v, const char *path,
                   const race_state *st, int *cell)
{
    char buf[64];
    hex h;

    if (!cJSON_IsString(v) || !hex_parse(v->valuestring, &h) ||
        strlen(v->valuestring) != 4) {
        jc_fail(d, e, v, path, "expected a hex label \"CCRR\", found %s",
                found(v, buf, sizeof buf));
        return 0;
    }
    if (!hex_in_grid(&st->grid, h)) {
        jc_fail(d, e, v, path, "expected a hex on the %dx%d map, found %s",
                st->cols, st->rows, found(v, buf, sizeof buf));
        return 0;
    }
    *cell = hex_index(&st->grid, h);
    return 1;
}

/* A hex side "CCRR:DIR" between two hexes of the map. */
static int ref_side(const jdoc *d, errs *e, const cJSON *v, const char *path,
                    const race_state *st, int *cell, int *dir)
{
    char buf[64], lab[8];
    const char *s, *colon;
    hex h;
    int k;

    if (!cJSON_IsString(v) || !(colon = strchr(s = v->valuestring, ':')) ||
        colon - s != 4) {
        jc_fail(d, e, v, path, "expected a hex side like \"0912:NE\", found %s",
                found(v, buf, sizeof buf));
        return 0;
    }
    memcpy(lab, s, 4);
    lab[4] = 0;
    for (k = 0; dir_ids[k]; k++)
        if (strcmp(colon + 1, dir_ids[k]) == 0)
            break;
    if (!hex_parse(lab, &h) || !dir_ids[k]) {
        jc_fail(d, e, v, path, "expected a hex side like \"0912:NE\" "
                "(sides N, NE, SE, S, SW, NW), found %s", found(v, buf, sizeof buf));
        return 0;
    }
    if (!hex_in_grid(&st->grid, h) ||
        !hex_in_grid(&st->grid, hex_neighbor(h, k))) {
        jc_fail(d, e, v, path, "expected a side between two hexes of the %dx%d "
                "map, found %s", st->cols, st->rows, found(v, buf, sizeof buf));
        return 0;
    }
    *cell = hex_index(&st->grid, h);
    *dir = k;
    return 1;
}

static int load_terrain(race_state *st, const jdoc *d, errs *e, const cJSON *root)
{
    const cJSON *ter, *legend, *rows, *c;
    signed char map[128];
    char path[96], buf[64];
    int i, j, ok = 1, t;

    memset(map, -1, sizeof map);
    if (!jc_child(d, e, root, "terrain", "", 1, terrain_keys, &ter))
        return 0;
    if (!jc_child(d, e, ter, "legend", "terrain", 1, NULL, &legend))
        return 0;
    for (c = legend->child; c; c = c->next) {
        jc_path(path, sizeof path, "terrain.legend", c->string);
        if (strlen(c->string) != 1 || (unsigned char)c->string[0] >= 128 ||
            c->string[0] <= ' ') {
            jc_fail(d, e, c, path, "expected a one-letter key, found \"%s\"",
                    c->string);
            ok = 0;
            continue;
        }
        if (!cJSON_IsString(c) || !jc_enum(d, e, legend, c->string,
                                           "terrain.legend", 1, terrain_ids, &t)) {
            if (!cJSON_IsString(c))
                jc_fail(d, e, c, path, "expected one of rural, city, palace, "
                        "legation, found %s", found(c, buf, sizeof buf));
            ok = 0;
            continue;
        }
        map[(int)c->string[0]] = (signed char)t;
    }
    if (!ok)
        return 0;
    if (!jc_array(d, e, ter, "rows", "terrain", 1, st->rows, st->rows, &rows))
        return 0;
    for (i = 0, c = rows->child; c; c = c->next, i++) {
        jc_pathi(path, sizeof path, "terrain.rows", i);
        if (!cJSON_IsString(c) || (int)strlen(c->valuestring) != st->cols) {
            jc_fail(d, e, c, path, "expected a string of %d terrain letters, "
                    "found %s", st->cols, found(c, buf, sizeof buf));
            ok = 0;
            continue;
        }
        for (j = 0; j < st->cols; j++) {
            unsigned char ch = (unsigned char)c->valuestring[j];
            if (ch >= 128 || map[ch] < 0) {
                jc_fail(d, e, c, path, "expected a letter of the legend at "
                        "column %d, found '%c'", j + 1, ch >= 32 && ch < 127 ? ch : '?');
                ok = 0;
                break;
            }
            st->cell[i * st->cols + j].terrain = (unsigned char)map[ch];
        }
    }
    return ok;
}

static int load_sides(race_state *st, const jdoc *d, errs *e, const cJSON *root,
                      const char *key, int layer)
{
    const cJSON *arr, *c;
    char path[64], buf[64];
    int i, ok = 1, cell, dir;

    if (!jc_array(d, e, root, key, "", 0, 0, 6 * RACE_MAX_CELLS, &arr))
        return 0;
    if (!arr)
        return 1;
    for (i = 0, c = arr->child; c; c = c->next, i++) {
        jc_pathi(path, sizeof path, key, i);
        if (!ref_side(d, e, c, path, st, &cell, &dir)) {
            ok = 0;
            continue;
        }
        if (layer == RACE_LAYER_BREACH &&
            !hex_side_get(&st->grid, hex_at(&st->grid, cell), dir, RACE_LAYER_WALL)) {
            jc_fail(d, e, c, path, "expected a side that has a wall, found %s "
                    "(no wall there)", found(c, buf, sizeof buf));
            ok = 0;
            continue;
        }
        hex_side_set(&st->grid, hex_at(&st->grid, cell), dir, layer, 1);
    }
    return ok;
}

static int adjacent(const race_state *st, int a, int b)
{
    int k;

    for (k = 0; k < HEX_DIRS; k++)
        if (st->nb[a][k] == b)
            return 1;
    return 0;
}

static int load_legation(race_state *st, const jdoc *d, errs *e, const cJSON *root)
{
    const cJSON *arr, *c;
    char path[64], buf[64];
    int i, j, k, ok = 1, cell, n = st->cols * st->rows, nleg = 0, reach, grew;
    int in[RACE_LEGATION_HEXES], touch_palace = 0;

    if (!jc_array(d, e, root, "legation", "", 1, RACE_LEGATION_HEXES,
                  RACE_LEGATION_HEXES, &arr))
        return 0;
    for (i = 0, c = arr->child; c; c = c->next, i++) {
        jc_pathi(path, sizeof path, "legation", i);
        if (!ref_hex(d, e, c, path, st, &cell)) {
            ok = 0;
            continue;
        }
        if (st->cell[cell].terrain != RACE_LEGATION) {
            jc_fail(d, e, c, path, "expected a hex of legation terrain, found %s "
                    "(%s)", found(c, buf, sizeof buf),
                    terrain_ids[st->cell[cell].terrain]);
            ok = 0;
            continue;
        }
        for (j = 0; j < i; j++)
            if (st->legation[j] == cell) {
                jc_fail(d, e, c, path, "expected four different hexes, found %s "
                        "twice", found(c, buf, sizeof buf));
                ok = 0;
            }
        st->legation[i] = cell;
    }
    if (!ok)
        return 0;
    for (i = 0; i < n; i++)
        if (st->cell[i].terrain == RACE_LEGATION)
            nleg++;
    if (nleg != RACE_LEGATION_HEXES) {
        jc_fail(d, e, arr, "legation", "expected the terrain rows to hold "
                "exactly the 4 legation hexes listed here, found %d", nleg);
        return 0;
    }
    /* The four hexes form one group, next to the palace. */
    memset(in, 0, sizeof in);
    in[0] = 1;
    reach = 1;
    do {
        grew = 0;
        for (i = 0; i < RACE_LEGATION_HEXES; i++)
            for (j = 0; j < RACE_LEGATION_HEXES; j++)
                if (in[i] && !in[j] && adjacent(st, st->legation[i], st->legation[j])) {
                    in[j] = 1;
                    reach++;
                    grew = 1;
                }
    } while (grew);
    for (i = 0; i < RACE_LEGATION_HEXES; i++)
        for (k = 0; k < HEX_DIRS; k++) {
            int m = st->nb[st->legation[i]][k];
            if (m >= 0 && st->cell[m].terrain == RACE_PALACE)
                touch_palace = 1;
        }
    if (reach != RACE_LEGATION_HEXES || !touch_palace) {
        jc_fail(d, e, arr, "legation", "expected four adjacent hexes next to "
                "the palace, found %s", reach != RACE_LEGATION_HEXES ?
                "hexes that are not all connected" : "none touching the palace");
        return 0;
    }
    return 1;
}

static int load_palace(race_state *st, const jdoc *d, errs *e, const cJSON *root,
                       int *garrison, int *ngarrison)
{
    const cJSON *arr, *c, *hv;
    char path[64], hpath[80], buf[64];
    int i, j, ok = 1, n = st->cols * st->rows, cell, kind;

    st->npalace = 0;
    for (i = 0; i < n; i++)
        if (st->cell[i].terrain == RACE_PALACE) {
            if (st->npalace == RACE_MAX_PALACE) {
                jc_fail(d, e, cJSON_GetObjectItemCaseSensitive(root, "terrain"),
                        "terrain.rows", "expected at most %d palace hexes, found "
                        "more", RACE_MAX_PALACE);
                return 0;
            }
            st->palace[st->npalace++] = i;
        }
    if (st->npalace == 0) {
        jc_fail(d, e, cJSON_GetObjectItemCaseSensitive(root, "terrain"),
                "terrain.rows", "expected palace hexes, found none");
        return 0;
    }
    *ngarrison = 0;
    if (!jc_array(d, e, root, "palace_garrison", "", 1, 1, RACE_MAX_PALACE, &arr))
        return 0;
    for (i = 0, c = arr->child; c; c = c->next, i++) {
        jc_pathi(path, sizeof path, "palace_garrison", i);
        if (!jc_object(d, e, c, path, garrison_keys)) {
            ok = 0;
            continue;
        }
        if (!jc_enum(d, e, c, "counter", path, 1, counter_ids, &kind)) {
            ok = 0;
            continue;
        }
        if (!race_is_chinese(kind)) {
            jc_fail(d, e, cJSON_GetObjectItemCaseSensitive(c, "counter"), path,
                    "expected a Chinese unit (qing, qing-artillery or boxers), "
                    "found \"%s\"", counter_ids[kind]);
            ok = 0;
            continue;
        }
        hv = cJSON_GetObjectItemCaseSensitive(c, "hex");
        if (!hv) {
            jc_fail(d, e, c, path, "missing key \"hex\"");
            ok = 0;
            continue;
        }
        jc_path(hpath, sizeof hpath, path, "hex");
        if (!ref_hex(d, e, hv, hpath, st, &cell)) {
            ok = 0;
            continue;
        }
        if (st->cell[cell].terrain != RACE_PALACE) {
            jc_fail(d, e, hv, hpath, "expected a palace hex, found %s (%s)",
                    found(hv, buf, sizeof buf), terrain_ids[st->cell[cell].terrain]);
            ok = 0;
            continue;
        }
        for (j = 0; j < *ngarrison; j++)
            if (garrison[2 * j] == cell) {
                jc_fail(d, e, hv, hpath, "expected one unit per hex, found %s "
                        "twice", found(hv, buf, sizeof buf));
                ok = 0;
            }
        garrison[2 * *ngarrison] = cell;
        garrison[2 * *ngarrison + 1] = kind;
        (*ngarrison)++;
    }
    return ok;
}

static int on_edge(const race_state *st, int cell, int edge)
{
    hex h = hex_at(&st->grid, cell);

    /* "starts along the border hexes": the outermost row or column */
    switch (edge) {
    case 0: return h.row == 1;
    case 1: return h.col == 1;
    case 2: return h.col == st->cols;
    default: return h.row == st->rows;
    }
}

static int load_armies(race_state *st, const jdoc *d, errs *e, const cJSON *root)
{
    const cJSON *armies, *army, *arr, *c;
    char path[96], apath[64], buf[64];
    int nat, kind, i, ok = 1, edge, cell, used_edge[4] = { 0, 0, 0, 0 };
    static const char *const kind_keys[2] = { "troops", "artillery" };

    st->nunits = 0;
    if (!jc_child(d, e, root, "armies", "", 1, nation_keys, &armies))
        return 0;
    for (nat = 0; nat < RACE_NATIONS; nat++) {
        jc_path(apath, sizeof apath, "armies", nation_keys[nat]);
        if (!jc_child(d, e, armies, nation_keys[nat], "armies", 1, army_keys, &army)) {
            ok = 0;
            continue;
        }
        if (!jc_enum(d, e, army, "edge", apath, 1, edge_ids, &edge)) {
            ok = 0;
            continue;
        }
        if (used_edge[edge]) {
            jc_fail(d, e, cJSON_GetObjectItemCaseSensitive(army, "edge"), apath,
                    "expected an edge no other army uses, found \"%s\" again",
                    edge_ids[edge]);
            ok = 0;
        }
        used_edge[edge] = 1;
        for (kind = 0; kind < 2; kind++) {
            if (!jc_array(d, e, army, kind_keys[kind], apath, 1,
                          kind == RACE_TROOPS ? 1 : 0, 30, &arr)) {
                ok = 0;
                continue;
            }
            for (i = 0, c = arr->child; c; c = c->next, i++) {
                char kp[80];
                jc_path(kp, sizeof kp, apath, kind_keys[kind]);
                jc_pathi(path, sizeof path, kp, i);
                if (!ref_hex(d, e, c, path, st, &cell)) {
                    ok = 0;
                    continue;
                }
                if (st->cell[cell].terrain != RACE_RURAL || !on_edge(st, cell, edge)) {
                    jc_fail(d, e, c, path, "expected a rural hex on the border "
                            "row of the %s edge (every unit starts on the map's "
                            "outermost %s), found %s", edge_ids[edge],
                            edge < 1 || edge > 2 ? "row" : "column",
                            found(c, buf, sizeof buf));
                    ok = 0;
                    continue;
                }
                if (st->cell[cell].unit >= 0) {
                    jc_fail(d, e, c, path, "expected an empty hex (one unit per "
                            "hex), found %s taken", found(c, buf, sizeof buf));
                    ok = 0;
                    continue;
                }
                if (st->nunits == RACE_MAX_UNITS) {
                    jc_fail(d, e, c, path, "expected at most %d units in all, "
                            "found more", RACE_MAX_UNITS);
                    return 0;
                }
                {
                    race_unit *u = &st->unit[st->nunits];
                    memset(u, 0, sizeof *u);
                    u->nation = (unsigned char)nat;
                    u->kind = (unsigned char)kind;
                    u->alive = 1;
                    u->cell = (short)cell;
                    st->cell[cell].unit = (signed char)st->nunits;
                    st->cell[cell].start = (signed char)nat;
                    st->nunits++;
                }
            }
        }
    }
    return ok;
}

static int load_pile(race_state *st, const jdoc *d, errs *e, const cJSON *root,
                     int ngarrison)
{
    const cJSON *pile;
    int k, i, cnt[RACE_COUNTER_KINDS], total = 0, ok = 1;

    if (!jc_child(d, e, root, "pile", "", 1, counter_ids, &pile))
        return 0;
    for (k = 0; k < RACE_COUNTER_KINDS; k++) {
        cnt[k] = 0;
        if (!jc_int(d, e, pile, counter_ids[k], "pile", 1, 0, 200, &cnt[k]))
            ok = 0;
        total += cnt[k];
    }
    if (!ok)
        return 0;
    if (total < 1 || total + ngarrison > DECK_MAX) {
        jc_fail(d, e, pile, "pile", "expected 1 to %d counters with the garrison, "
                "found %d", DECK_MAX, total + ngarrison);
        return 0;
    }
    deck_clear(&st->pile);
    for (k = 0; k < RACE_COUNTER_KINDS; k++)
        for (i = 0; i < cnt[k]; i++)
            deck_push(&st->pile, k);
    st->counter_total = total + ngarrison;
    return 1;
}

static int load_help(race_state *st, const jdoc *d, errs *e, const cJSON *root)
{
    const cJSON *arr, *c;
    char path[64], buf[64];
    int i, ok = 1;

    st->nhelp = 0;
    if (!jc_array(d, e, root, "help", "", 1, 1, RACE_MAX_HELP, &arr))
        return 0;
    for (i = 0, c = arr->child; c; c = c->next, i++) {
        jc_pathi(path, sizeof path, "help", i);
        if (!cJSON_IsString(c) || !c->valuestring[0] ||
            strlen(c->valuestring) >= RACE_HELP_LEN) {
            jc_fail(d, e, c, path, "expected a line of text of 1 to %d bytes, "
                    "found %s", RACE_HELP_LEN - 1, found(c, buf, sizeof buf));
            ok = 0;
            continue;
        }
        snprintf(st->help[st->nhelp++], RACE_HELP_LEN, "%s", c->valuestring);
    }
    return ok;
}

static int load_doc(race_state *st, const jdoc *d, errs *e)
{
    const cJSON *root = d->root, *map;
    char text[256];
    int ok = 1, cols = 0, rows = 0, i, n;
    int garrison[2 * RACE_MAX_PALACE], ngarrison = 0;

    if (!cJSON_IsObject(root)) {
        jc_fail(d, e, root, "", "expected an object, found %s", jc_type_name(root));
        return 0;
    }
    ok &= jc_object(d, e, root, "", top_keys);
    ok &= jc_str(d, e, root, "title", "", 1, text, sizeof text);
    ok &= jc_str(d, e, root, "description", "", 0, text, sizeof text);
    if (!jc_child(d, e, root, "map", "", 1, map_keys, &map))
        return 0;
    if (!jc_int(d, e, map, "cols", "map", 1, 25, RACE_MAX_COLS, &cols) ||
        !jc_int(d, e, map, "rows", "map", 1, 25, RACE_MAX_ROWS, &rows))
        return 0;
    build_geometry(st, cols, rows);
    n = cols * rows;
    for (i = 0; i < n; i++) {
        st->cell[i].counter = RACE_C_NONE;
        st->cell[i].unit = -1;
        st->cell[i].start = -1;
    }
    if (!load_terrain(st, d, e, root))
        return 0;
    for (i = 0; i < n; i++)
        st->cell[i].scouted = st->cell[i].terrain != RACE_CITY;
    ok &= load_sides(st, d, e, root, "walls", RACE_LAYER_WALL);
    ok &= load_sides(st, d, e, root, "breaches", RACE_LAYER_BREACH);
    ok &= load_legation(st, d, e, root);
    if (load_palace(st, d, e, root, garrison, &ngarrison)) {
        memset(st->garrison, 0, sizeof st->garrison);
        for (i = 0; i < ngarrison; i++) {
            st->cell[garrison[2 * i]].counter = (signed char)garrison[2 * i + 1];
            st->cell[garrison[2 * i]].csup = 0;
            st->garrison[garrison[2 * i + 1]]++;
        }
        ok &= load_pile(st, d, e, root, ngarrison);
    } else {
        ok = 0;
    }
    ok &= load_armies(st, d, e, root);
    st->round_cap = 200;
    ok &= jc_int(d, e, root, "round_cap", "", 0, 10, 100000, &st->round_cap);
    ok &= load_help(st, d, e, root);
    return ok;
}

int race_load_file(race_state *st, const char *path, errs *e)
{
    jdoc d;
    int ok, before = e->total;

    if (!jdoc_load(&d, path, e)) {
        jdoc_free(&d);
        return 0;
    }
    ok = load_doc(st, &d, e);
    jdoc_free(&d);
    return ok && e->total == before;
}

int race_validate_scenario(const char *path, errs *e)
{
    race_state *st = calloc(1, sizeof *st);
    int ok;

    if (!st) {
        errs_add(e, "%s: out of memory", path);
        return 0;
    }
    ok = race_load_file(st, path, e);
    free(st);
    return ok;
}

void race_setup(race_state *st, const int seat[RACE_NATIONS], uint64_t seed)
{
    int i, n = 0;

    for (i = 0; i < RACE_NATIONS; i++)
        st->seat[i] = seat[i];
    /* Armies of empty seats never reach the map. */
    for (i = 0; i < st->nunits; i++) {
        race_unit u = st->unit[i];
        if (st->seat[u.nation] == RACE_SEAT_EMPTY) {
            st->cell[u.cell].unit = -1;
            continue;
        }
        st->unit[n] = u;
        st->cell[u.cell].unit = (signed char)n;
        n++;
    }
    st->nunits = n;
    dice_init(&st->dice, seed);
    deck_shuffle(&st->pile, &st->dice.r);
    st->result = RACE_RES_NONE;
    st->winner = -1;
    st->pending = -1;
    st->rout = -1;
    st->rout_rest = 0;
    st->round = 1;
    st->turns = 0;
    st->nactions = 0;
    st->nroll = 0;
    st->roll_action = -1;
    st->epoch = 0;
    race_chinese_rebuild(st);
    race_begin(st, NULL);
}

/* The parts of a state that a game can change (everything but the map's
 * tables, which only race_load_file writes: walls, neighbours, cube
 * coordinates, the legation and palace hexes, the help texts), copied
 * from tpl: with st a full copy of tpl from before, st is then tpl
 * again. The simulator's per-game reset: a full copy was a tenth of the
 * rules' time a game (68 kB, most of it tables no game touches). The
 * dice are left to race_setup, which seeds them afresh. */
void race_copy_game(race_state *st, const race_state *tpl)
{
    int n = tpl->cols * tpl->rows;

    memcpy(st->grid.side[RACE_LAYER_BREACH], tpl->grid.side[RACE_LAYER_BREACH],
           (size_t)n);
    memcpy(st->cell, tpl->cell, (size_t)n * sizeof st->cell[0]);
    st->nunits = tpl->nunits;
    memcpy(st->unit, tpl->unit, (size_t)tpl->nunits * sizeof st->unit[0]);
    memcpy(st->seat, tpl->seat, sizeof st->seat);
    st->pile = tpl->pile;
    /* the turn, the dice tray and the end: race_setup sets most again */
    memcpy(&st->active, &tpl->active,
           offsetof(race_state, nhelp) - offsetof(race_state, active));
    st->roll_action = tpl->roll_action;
    st->epoch = tpl->epoch;
    memcpy(&st->rout, &tpl->rout, sizeof *st - offsetof(race_state, rout));
}

race_state *race_new(const char *datadir, const char *scenario,
                     const int seat[RACE_NATIONS], uint64_t seed, errs *e)
{
    char path[1024];
    race_state *st;
    int i, playing = 0;

    for (i = 0; i < RACE_NATIONS; i++) {
        if (seat[i] < RACE_SEAT_HUMAN || seat[i] > RACE_SEAT_EMPTY) {
            errs_add(e, "race: seat %d: expected human, computer or empty", i + 1);
            return NULL;
        }
        playing += seat[i] != RACE_SEAT_EMPTY;
    }
    if (playing < 2) {
        errs_add(e, "race: expected at least 2 nations in play, found %d", playing);
        return NULL;
    }
    if (!scenario || !*scenario || strchr(scenario, '/') ||
        strlen(scenario) >= sizeof st->scenario) {
        errs_add(e, "race: expected a scenario name, found \"%s\"",
                 scenario ? scenario : "");
        return NULL;
    }
    snprintf(path, sizeof path, "%s/scenarios/race/%s.json",
             datadir && *datadir ? datadir : ".", scenario);
    st = calloc(1, sizeof *st);
    if (!st) {
        errs_add(e, "race: out of memory");
        return NULL;
    }
    if (!race_load_file(st, path, e)) {
        free(st);
        return NULL;
    }
    snprintf(st->scenario, sizeof st->scenario, "%s", scenario);
    for (i = 0; i < RACE_NATIONS; i++)
        st->level[i] = RACE_LEVEL_NORMAL;
    race_setup(st, seat, seed);
    return st;
}

void race_free(race_state *st)
{
    free(st);
}
