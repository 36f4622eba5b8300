/* peking_data: loading and checking the three data files of Siege at
 * Peking under scenarios/peking/: map.json (terrain rows, buildings, walls,
 * ramps, hospital, victory hexes, the set-up perimeter), tables.json (the
 * terrain effects chart, the CRT, the Big Gun chart, the turn track, the
 * rule numbers) and siege.json (the scenario: its order of battle and
 * set-up, named by its id in the catalog). Every field is
 * checked; problems read file:line: path: expected ..., found ... */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "jsonload.h"
#include "peking.h"

static const char *const terrain_ids[] = { "open", "clear", "building", "tartar",
                                           "canal", "bridge", "ruin", "wall",
                                           "fortification", NULL };
static const char *const mover_ids[] = { "boxer", "imperial", "allied", NULL };
static const char *const kind_ids[] = { "infantry", "volunteer", "leader", "gun",
                                        "doctor", "civilian", "boxer", "imperial", NULL };
static const char *const nation_ids[] = { "british", "russian", "american", "german",
                                          "french", "austrian", "italian", "japanese",
                                          "volunteer", "civilian", "chinese", NULL };
static const char *const result_ids[] = { "AE", "AL1", "AR", "DR", "DL1", "DE", "EX", NULL };
static const char *const gun_ids[] = { "NE", "RUIN", "SL", NULL };

int pk_cell(const pk_data *d, const char *label)
{
    hex h;

    if (!label || strlen(label) != 4 || !hex_parse(label, &h))
        return -1;
    return hex_index(&d->grid, h);
}

const char *pk_label(const pk_data *d, int cell, char *buf, size_t n)
{
    if (cell < 0)
        snprintf(buf, n, "off map");
    else
        hex_label(hex_at(&d->grid, cell), buf, n);
    return buf;
}

/* A hex label on the map into *cell. */
static int ref_hex(const pk_data *d, const jdoc *doc, errs *e, const cJSON *v,
                   const char *path, int *cell)
{
    char buf[64];

    *cell = cJSON_IsString(v) ? pk_cell(d, v->valuestring) : -1;
    if (*cell < 0) {
        jc_fail(doc, e, v, path, "expected a hex CCRR on the %dx%d map, found %s",
                d->cols, d->rows, jc_describe(v, buf, sizeof buf));
        return 0;
    }
    return 1;
}

/* An array of hexes; calls back per cell. */
static int hex_list(const pk_data *d, const jdoc *doc, errs *e, const cJSON *obj,
                    const char *key, const char *path, int lo, int hi,
                    short *out, int *n)
{
    const cJSON *arr, *v;
    char p[160], q[170];
    int i = 0, c, ok = 1;

    jc_path(p, sizeof p, path, key);
    if (!jc_array(doc, e, obj, key, path, 1, lo, hi, &arr))
        return 0;
    cJSON_ArrayForEach(v, arr) {
        jc_pathi(q, sizeof q, p, i);
        if (ref_hex(d, doc, e, v, q, &c)) {
            if (out)
                out[i] = (short)c;
        } else {
            ok = 0;
        }
        i++;
    }
    if (n)
        *n = i;
    return ok;
}

/* ---- map.json ---------------------------------------------------------- */

static const char *const map_keys[] = { "title", "cols", "rows", "legend", "terrain",
                                        "ramps", "buildings", "walls", "hospital",
                                        "victory", "perimeter", NULL };
static const char *const bldg_keys[] = { "id", "name", "hexes", NULL };
static const char *const wall_keys[] = { "id", "name", "kind", "hexes", NULL };
static const char *const vic_keys[] = { "primary", "secondary", NULL };
static const char *const wall_kinds[] = { "wall", "barricade", NULL };

static void mark_inside(pk_data *d)
{
    int i, k, cells = d->cols * d->rows;
    double px[32], py[32];

    for (k = 0; k < d->nperim; k++)
        hex_center(hex_at(&d->grid, d->perim[k]), &px[k], &py[k]);
    for (i = 0; i < cells; i++) {
        double x, y, best = 1e9;
        int in = 0, j;
        hex_center(hex_at(&d->grid, i), &x, &y);
        for (k = 0, j = d->nperim - 1; k < d->nperim; j = k++) {
            /* ray casting, and the distance to the edge for border hexes */
            double dx = px[k] - px[j], dy = py[k] - py[j], t, qx, qy, dd;
            if ((py[k] > y) != (py[j] > y) &&
                x < dx * (y - py[j]) / dy + px[j])
                in = !in;
            t = ((x - px[j]) * dx + (y - py[j]) * dy) / (dx * dx + dy * dy + 1e-12);
            t = t < 0 ? 0 : t > 1 ? 1 : t;
            qx = px[j] + t * dx - x;
            qy = py[j] + t * dy - y;
            dd = sqrt(qx * qx + qy * qy);
            if (dd < best)
                best = dd;
        }
        d->inside[i] = (unsigned char)(in || best < 0.9);
    }
}

static int load_map(pk_data *d, const char *path, errs *e)
{
    jdoc doc;
    const cJSON *r, *legend, *rows, *arr, *v, *vic;
    char p[160], q[200], legend_of[128];
    int ok = 0, i, c, k, n0 = e->total;

    memset(&doc, 0, sizeof doc);
    if (!jdoc_load(&doc, path, e))
        goto out;
    r = doc.root;
    if (!jc_object(&doc, e, r, "", map_keys))
        goto out;
    jc_str(&doc, e, r, "title", "", 0, d->map_title, sizeof d->map_title);
    if (!jc_int(&doc, e, r, "cols", "", 1, 10, PK_MAX_COLS, &d->cols) ||
        !jc_int(&doc, e, r, "rows", "", 1, 10, PK_MAX_ROWS, &d->rows))
        goto out;
    hex_grid_init(&d->grid, d->cols, d->rows);
    for (i = 0; i < d->cols * d->rows; i++) {
        hex h = hex_at(&d->grid, i);
        for (k = 0; k < HEX_DIRS; k++)
            d->nb[i][k] = (short)hex_index(&d->grid, hex_neighbor(h, k));
        /* cube coordinates as the engine's hex grid makes them (x, z) */
        d->cq[i] = (short)(h.col - 1);
        d->cr[i] = (short)((h.row - 1) - ((h.col - 1) - ((h.col - 1) & 1)) / 2);
        d->edge[i] = (unsigned char)(h.col == 1 || h.row == 1 || h.col == d->cols ||
                                     h.row == d->rows);
        d->wall[i] = d->bldg[i] = -1;
    }
    memset(legend_of, 0xff, sizeof legend_of);
    if (!jc_child(&doc, e, r, "legend", "", 1, NULL, &legend))
        goto out;
    cJSON_ArrayForEach(v, legend) {
        int t;
        jc_path(p, sizeof p, "legend", v->string);
        if (strlen(v->string) != 1 || (unsigned char)v->string[0] >= 128) {
            jc_fail(&doc, e, v, p, "expected a one-letter key");
            continue;
        }
        if (!cJSON_IsString(v)) {
            jc_fail(&doc, e, v, p, "expected a terrain name");
            continue;
        }
        for (t = 0; terrain_ids[t] && strcmp(terrain_ids[t], v->valuestring); t++)
            ;
        if (!terrain_ids[t] || t == PK_T_RUIN || t == PK_T_WALL || t == PK_T_FORT) {
            jc_fail(&doc, e, v, p, "expected open, clear, building, tartar, canal or "
                    "bridge, found \"%.30s\"", v->valuestring);
            continue;
        }
        legend_of[(int)v->string[0]] = (char)t;
    }
    if (!jc_array(&doc, e, r, "terrain", "", 1, d->rows, d->rows, &rows))
        goto out;
    i = 0;
    cJSON_ArrayForEach(v, rows) {
        jc_pathi(p, sizeof p, "terrain", i);
        if (!cJSON_IsString(v) || (int)strlen(v->valuestring) != d->cols) {
            char b[64];
            jc_fail(&doc, e, v, p, "expected a string of %d terrain letters, found %s",
                    d->cols, jc_describe(v, b, sizeof b));
        } else {
            for (c = 0; c < d->cols; c++) {
                int ch = (unsigned char)v->valuestring[c];
                if (ch >= 128 || legend_of[ch] < 0) {
                    jc_fail(&doc, e, v, p, "letter '%c' in column %d is not in the legend",
                            ch, c + 1);
                    break;
                }
                d->terrain[i * d->cols + c] = (unsigned char)legend_of[ch];
            }
        }
        i++;
    }
    if (e->total != n0)
        goto out;
    /* ramps: Tartar Wall hexes reached from the legation side */
    {
        short cells[64];
        int n = 0;
        if (hex_list(d, &doc, e, r, "ramps", "", 0, 64, cells, &n)) {
            jc_array(&doc, e, r, "ramps", "", 1, 0, 64, &arr);
            for (i = 0; i < n; i++) {
                if (d->terrain[cells[i]] != PK_T_TARTAR) {
                    jc_pathi(p, sizeof p, "ramps", i);
                    jc_fail(&doc, e, cJSON_GetArrayItem(arr, i), p,
                            "expected a Tartar Wall hex for a ramp");
                }
                d->ramp[cells[i]] = 1;
            }
        }
    }
    if (jc_array(&doc, e, r, "buildings", "", 1, 1, PK_MAX_BLDG, &arr)) {
        i = 0;
        cJSON_ArrayForEach(v, arr) {
            short cells[128];
            int n = 0;
            jc_pathi(p, sizeof p, "buildings", i);
            if (jc_object(&doc, e, v, p, bldg_keys) &&
                jc_str(&doc, e, v, "id", p, 1, d->bldgs[i].id, sizeof d->bldgs[i].id) &&
                jc_str(&doc, e, v, "name", p, 1, d->bldgs[i].name, sizeof d->bldgs[i].name) &&
                hex_list(d, &doc, e, v, "hexes", p, 1, 128, cells, &n)) {
                const cJSON *hx = cJSON_GetObjectItemCaseSensitive(v, "hexes");
                for (k = 0; k < n; k++) {
                    if (d->terrain[cells[k]] != PK_T_BUILDING) {
                        jc_path(q, sizeof q, p, "hexes");
                        jc_pathi(q, sizeof q, q, k);
                        jc_fail(&doc, e, cJSON_GetArrayItem(hx, k), q,
                                "expected a hex of building terrain");
                    }
                    d->bldg[cells[k]] = (signed char)i;
                }
            }
            i++;
        }
        d->nbldg = i;
    }
    if (jc_array(&doc, e, r, "walls", "", 1, 0, PK_MAX_WALLS, &arr)) {
        i = 0;
        cJSON_ArrayForEach(v, arr) {
            pk_wall *w = &d->walls[i];
            int kind = 0;
            jc_pathi(p, sizeof p, "walls", i);
            if (jc_object(&doc, e, v, p, wall_keys) &&
                jc_str(&doc, e, v, "id", p, 1, w->id, sizeof w->id) &&
                jc_str(&doc, e, v, "name", p, 1, w->name, sizeof w->name) &&
                jc_enum(&doc, e, v, "kind", p, 1, wall_kinds, &kind) &&
                hex_list(d, &doc, e, v, "hexes", p, 2, PK_MAX_WALL_HEXES, w->cell, &w->n)) {
                const cJSON *hx = cJSON_GetObjectItemCaseSensitive(v, "hexes");
                w->barricade = kind;
                for (k = 0; k < w->n; k++) {
                    int cl = w->cell[k];
                    jc_path(q, sizeof q, p, "hexes");
                    jc_pathi(q, sizeof q, q, k);
                    if (d->terrain[cl] != PK_T_CLEAR || d->wall[cl] >= 0)
                        jc_fail(&doc, e, cJSON_GetArrayItem(hx, k), q,
                                "expected a clear hex on no other wall");
                    else if (k > 0 && hex_distance(hex_at(&d->grid, cl),
                                                   hex_at(&d->grid, w->cell[k - 1])) != 1)
                        jc_fail(&doc, e, cJSON_GetArrayItem(hx, k), q,
                                "expected a hex next to the one before it");
                    d->wall[cl] = (signed char)i;
                }
            }
            i++;
        }
        d->nwall = i;
    }
    {
        short cells[16];
        int n = 0;
        if (hex_list(d, &doc, e, r, "hospital", "", 1, 16, cells, &n)) {
            jc_array(&doc, e, r, "hospital", "", 1, 1, 16, &arr);
            for (i = 0; i < n; i++) {
                if (d->terrain[cells[i]] != PK_T_BUILDING) {
                    jc_pathi(p, sizeof p, "hospital", i);
                    jc_fail(&doc, e, cJSON_GetArrayItem(arr, i), p,
                            "expected a building hex for the hospital");
                }
                d->hospital[cells[i]] = 1;
            }
        }
    }
    if (jc_child(&doc, e, r, "victory", "", 1, vic_keys, &vic)) {
        int np = 0, ns = 0;
        if (hex_list(d, &doc, e, vic, "primary", "victory", 1, 8, d->vic, &np) &&
            hex_list(d, &doc, e, vic, "secondary", "victory", 0, 8, d->vic + np, &ns)) {
            d->nprimary = np;
            d->nvic = np + ns;
            for (i = 0; i < d->nvic; i++) {
                if (d->victory[d->vic[i]]) {
                    jc_array(&doc, e, vic, i < np ? "primary" : "secondary",
                             "victory", 1, 0, 8, &arr);
                    jc_pathi(p, sizeof p, i < np ? "victory.primary" : "victory.secondary",
                             i < np ? i : i - np);
                    jc_fail(&doc, e, cJSON_GetArrayItem(arr, i < np ? i : i - np), p,
                            "expected each victory hex once");
                }
                d->victory[d->vic[i]] = (unsigned char)(i < np ? 1 : 2);
            }
        }
    }
    if (hex_list(d, &doc, e, r, "perimeter", "", 3, 32, d->perim, &d->nperim))
        mark_inside(d);
    for (i = 0; i < d->cols * d->rows; i++) {
        hex h = hex_at(&d->grid, i);
        d->band[i] = (unsigned char)(h.col <= 3 || h.row <= 3 ||
                                     h.col > d->cols - 3 || h.row > d->rows - 3);
    }
    ok = e->total == n0;
out:
    jdoc_free(&doc);
    return ok;
}

/* ---- tables.json --------------------------------------------------------- */

static const char *const tables_keys[] = { "terrain", "tartar_wall", "crt", "big_gun",
                                           "turns", "rules", NULL };
static const char *const tec_keys[] = { "name", "move", "defence", "blocks_los",
                                        "zoc_into", NULL };
static const char *const tartar_keys[] = { "from_outside", "from_legation", "along", NULL };
static const char *const crt_keys[] = { "columns", "rows", NULL };
static const char *const gun_keys[] = { "guns", "shots", "hexes_per_pip", "edge_band",
                                        "non_clear", "clear_with_units", NULL };
static const char *const turn_keys[] = { "count", "labels", NULL };
static const char *const rules_keys[] = { "stack", "range", "move", "command", "charge",
                                          "fortifications", "mines", "attrition_from",
                                          "replacements", "recovery", "withdrawal",
                                          "sniper", "retreat_hexes",
                                          "civilians_lost_discount", NULL };
static const char *const side_keys[] = { "allied", "chinese", NULL };
static const char *const range_keys[] = { "allied", "chinese", "artillery", NULL };
static const char *const cmd_keys[] = { "same_nation", "other_nation", "volunteer",
                                        "full_mp_out", "reaction_mp_out", NULL };
static const char *const charge_keys[] = { "max_strength", "multiplier", NULL };
static const char *const fort_keys[] = { "per_side", "allied_strength",
                                         "chinese_strength", NULL };
static const char *const mine_keys[] = { "count", "from_turn", NULL };
static const char *const repl_keys[] = { "from_turn", "boxer", "imperial", NULL };
static const char *const recov_keys[] = { "per_turn", "success_max", NULL };
static const char *const wd_keys[] = { "success_max", "hexes", NULL };
static const char *const sniper_keys[] = { "hit", NULL };

/* A six-entry array of names from choices into out. */
static int six_names(const jdoc *doc, errs *e, const cJSON *obj, const char *key,
                     const char *path, int count, const char *const *choices, int *out)
{
    const cJSON *arr, *v;
    char p[160], q[170], b[64];
    int i = 0, k, ok = 1;

    if (!jc_array(doc, e, obj, key, path, 1, count, count, &arr))
        return 0;
    jc_path(p, sizeof p, path, key);
    cJSON_ArrayForEach(v, arr) {
        jc_pathi(q, sizeof q, p, i);
        for (k = 0; choices[k] && !(cJSON_IsString(v) && !strcmp(choices[k], v->valuestring)); k++)
            ;
        if (!choices[k]) {
            char all[160] = "";
            size_t m = 0;
            /* every choice, "A, B or C" */
            for (int c = 0; choices[c] && m < sizeof all; c++)
                m += (size_t)snprintf(all + m, sizeof all - m, "%s%s",
                                      c == 0 ? "" : choices[c + 1] ? ", " : " or ", choices[c]);
            jc_fail(doc, e, v, q, "expected %s, found %s", all, jc_describe(v, b, sizeof b));
            ok = 0;
        } else {
            out[i] = k;
        }
        i++;
    }
    return ok;
}

static int load_tables(pk_data *d, const char *path, errs *e)
{
    jdoc doc;
    const cJSON *r, *o, *t, *v, *x;
    char p[160];
    int ok = 0, i, k, n0 = e->total;

    memset(&doc, 0, sizeof doc);
    if (!jdoc_load(&doc, path, e))
        goto out;
    r = doc.root;
    if (!jc_object(&doc, e, r, "", tables_keys))
        goto out;
    if (jc_child(&doc, e, r, "terrain", "", 1, terrain_ids, &o)) {
        for (i = 0; i < PK_TERRAINS; i++) {
            jc_path(p, sizeof p, "terrain", terrain_ids[i]);
            if (!jc_child(&doc, e, o, terrain_ids[i], "terrain", 1, tec_keys, &t))
                continue;
            jc_str(&doc, e, t, "name", p, 1, d->tname[i], sizeof d->tname[i]);
            if (jc_child(&doc, e, t, "move", p, 1, mover_ids, &x)) {
                char q[170];
                jc_path(q, sizeof q, p, "move");
                for (k = 0; k < PK_MOVERS; k++)
                    jc_int(&doc, e, x, mover_ids[k], q, 1, 0, 20, &d->move[i][k]);
            }
            jc_int(&doc, e, t, "defence", p, 1, 1, 4, &d->defence[i]);
            jc_bool(&doc, e, t, "blocks_los", p, 1, &d->blocks_los[i]);
            jc_bool(&doc, e, t, "zoc_into", p, 1, &d->zoc_into[i]);
        }
    }
    if (jc_child(&doc, e, r, "tartar_wall", "", 1, tartar_keys, &o)) {
        jc_int(&doc, e, o, "from_outside", "tartar_wall", 1, 1, 20, &d->tartar_outside);
        jc_int(&doc, e, o, "from_legation", "tartar_wall", 1, 1, 20, &d->tartar_legation);
        jc_int(&doc, e, o, "along", "tartar_wall", 1, 1, 20, &d->tartar_along);
    }
    if (jc_child(&doc, e, r, "crt", "", 1, crt_keys, &o)) {
        const cJSON *cols, *rows;
        static const char *const col_names[] = { "1-3", "1-2", "1-1", "2-1", "3-1",
                                                  "4-1", "5-1", "6-1", "7-1", "8-1", NULL };
        int cidx[10];
        if (six_names(&doc, e, o, "columns", "crt", 10, col_names, cidx)) {
            for (i = 0; i < 10; i++)
                if (cidx[i] != i) {
                    jc_array(&doc, e, o, "columns", "crt", 1, 10, 10, &cols);
                    jc_pathi(p, sizeof p, "crt.columns", i);
                    jc_fail(&doc, e, cJSON_GetArrayItem(cols, i), p,
                            "expected \"%s\" (columns run 1-3 to 8-1)", col_names[i]);
                    break;
                }
        }
        if (jc_array(&doc, e, o, "rows", "crt", 1, 6, 6, &rows)) {
            i = 0;
            cJSON_ArrayForEach(v, rows) {
                const cJSON *holder = cJSON_CreateObject();
                jc_pathi(p, sizeof p, "crt.rows", i);
                /* check the row through a one-key wrapper for the messages */
                if (!cJSON_IsArray(v)) {
                    char b[64];
                    jc_fail(&doc, e, v, p, "expected an array of 10 results, found %s",
                            jc_describe(v, b, sizeof b));
                } else {
                    const cJSON *res;
                    int j = 0;
                    if (cJSON_GetArraySize(v) != 10)
                        jc_fail(&doc, e, v, p, "expected an array of 10 results, found %d",
                                cJSON_GetArraySize(v));
                    cJSON_ArrayForEach(res, v) {
                        char q[170], b[64];
                        jc_pathi(q, sizeof q, p, j);
                        for (k = 0; result_ids[k] && !(cJSON_IsString(res) &&
                                                       !strcmp(result_ids[k], res->valuestring)); k++)
                            ;
                        if (!result_ids[k])
                            jc_fail(&doc, e, res, q, "expected AE, AL1, AR, DR, DL1, DE or EX, "
                                    "found %s", jc_describe(res, b, sizeof b));
                        else if (j < 10)
                            d->crt[i][j] = k;
                        j++;
                    }
                }
                cJSON_Delete((cJSON *)holder);
                i++;
            }
        }
    }
    if (jc_child(&doc, e, r, "big_gun", "", 1, gun_keys, &o)) {
        jc_int(&doc, e, o, "guns", "big_gun", 1, 0, 4, &d->nbig_guns);
        jc_int(&doc, e, o, "shots", "big_gun", 1, 0, 10, &d->gun_shots);
        jc_int(&doc, e, o, "hexes_per_pip", "big_gun", 1, 1, 10, &d->gun_perpip);
        jc_int(&doc, e, o, "edge_band", "big_gun", 1, 1, 10, &d->gun_band);
        six_names(&doc, e, o, "non_clear", "big_gun", 6, gun_ids, d->gun_nonclear);
        six_names(&doc, e, o, "clear_with_units", "big_gun", 6, gun_ids, d->gun_clear);
    }
    if (jc_child(&doc, e, r, "turns", "", 1, turn_keys, &o) &&
        jc_int(&doc, e, o, "count", "turns", 1, 1, 16, &d->nturns)) {
        const cJSON *arr;
        if (jc_array(&doc, e, o, "labels", "turns", 1, d->nturns, d->nturns, &arr)) {
            i = 0;
            cJSON_ArrayForEach(v, arr) {
                jc_pathi(p, sizeof p, "turns.labels", i);
                if (!cJSON_IsString(v) || strlen(v->valuestring) >= sizeof d->turn_label[0])
                    jc_fail(&doc, e, v, p, "expected a short text");
                else
                    snprintf(d->turn_label[i], sizeof d->turn_label[i], "%s", v->valuestring);
                i++;
            }
        }
    }
    if (jc_child(&doc, e, r, "rules", "", 1, rules_keys, &o)) {
        const char *R = "rules";
        if (jc_child(&doc, e, o, "stack", R, 1, side_keys, &t)) {
            jc_int(&doc, e, t, "allied", "rules.stack", 1, 1, 99, &d->stack[0]);
            jc_int(&doc, e, t, "chinese", "rules.stack", 1, 1, 99, &d->stack[1]);
        }
        if (jc_child(&doc, e, o, "range", R, 1, range_keys, &t)) {
            jc_int(&doc, e, t, "allied", "rules.range", 1, 2, 10, &d->range[0]);
            jc_int(&doc, e, t, "chinese", "rules.range", 1, 2, 10, &d->range[1]);
            jc_int(&doc, e, t, "artillery", "rules.range", 1, 1, 10, &d->art_range);
        }
        if (jc_child(&doc, e, o, "move", R, 1, mover_ids, &t))
            for (k = 0; k < PK_MOVERS; k++)
                jc_int(&doc, e, t, mover_ids[k], "rules.move", 1, 1, 20, &d->mp[k]);
        if (jc_child(&doc, e, o, "command", R, 1, cmd_keys, &t)) {
            jc_int(&doc, e, t, "same_nation", "rules.command", 1, 0, 10, &d->cc_same);
            jc_int(&doc, e, t, "other_nation", "rules.command", 1, 0, 10, &d->cc_other);
            jc_int(&doc, e, t, "volunteer", "rules.command", 1, 0, 10, &d->cc_vol);
            jc_int(&doc, e, t, "full_mp_out", "rules.command", 1, 0, 20, &d->cc_full_out);
            jc_int(&doc, e, t, "reaction_mp_out", "rules.command", 1, 0, 20, &d->cc_react_out);
        }
        if (jc_child(&doc, e, o, "charge", R, 1, charge_keys, &t)) {
            jc_int(&doc, e, t, "max_strength", "rules.charge", 1, 1, 99, &d->charge_max);
            jc_int(&doc, e, t, "multiplier", "rules.charge", 1, 1, 9, &d->charge_mult);
        }
        if (jc_child(&doc, e, o, "fortifications", R, 1, fort_keys, &t)) {
            jc_int(&doc, e, t, "per_side", "rules.fortifications", 1, 0, 99, &d->forts);
            jc_int(&doc, e, t, "allied_strength", "rules.fortifications", 1, 1, 99, &d->fort_sp[0]);
            jc_int(&doc, e, t, "chinese_strength", "rules.fortifications", 1, 1, 99, &d->fort_sp[1]);
        }
        if (jc_child(&doc, e, o, "mines", R, 1, mine_keys, &t)) {
            jc_int(&doc, e, t, "count", "rules.mines", 1, 0, 9, &d->mines);
            jc_int(&doc, e, t, "from_turn", "rules.mines", 1, 1, 16, &d->mines_from);
        }
        jc_int(&doc, e, o, "attrition_from", R, 1, 1, 99, &d->attrition_from);
        if (jc_child(&doc, e, o, "replacements", R, 1, repl_keys, &t)) {
            jc_int(&doc, e, t, "from_turn", "rules.replacements", 1, 1, 99, &d->repl_from);
            jc_int(&doc, e, t, "boxer", "rules.replacements", 1, 0, 20, &d->repl[0]);
            jc_int(&doc, e, t, "imperial", "rules.replacements", 1, 0, 20, &d->repl[1]);
        }
        if (jc_child(&doc, e, o, "recovery", R, 1, recov_keys, &t)) {
            jc_int(&doc, e, t, "per_turn", "rules.recovery", 1, 0, 20, &d->recov_max);
            jc_int(&doc, e, t, "success_max", "rules.recovery", 1, 0, 6, &d->recov_ok);
        }
        if (jc_child(&doc, e, o, "withdrawal", R, 1, wd_keys, &t)) {
            jc_int(&doc, e, t, "success_max", "rules.withdrawal", 1, 0, 6, &d->withdraw_ok);
            jc_int(&doc, e, t, "hexes", "rules.withdrawal", 1, 1, 6, &d->withdraw_hexes);
        }
        if (jc_child(&doc, e, o, "sniper", R, 1, sniper_keys, &t))
            jc_int(&doc, e, t, "hit", "rules.sniper", 1, 1, 7, &d->sniper_hit);
        jc_int(&doc, e, o, "retreat_hexes", R, 1, 1, 6, &d->retreat_hexes);
        jc_int(&doc, e, o, "civilians_lost_discount", R, 1, 0, 11, &d->civ_discount);
    }
    ok = e->total == n0;
out:
    jdoc_free(&doc);
    return ok;
}

/* ---- siege.json: the forces -------------------------------------------- */

static const char *const forces_keys[] = { "allied", "chinese", NULL };
static const char *const allied_keys[] = { "id", "name", "nation", "kind", "strength",
                                           "reduced", "at", "bonus", "defence", "plural", NULL };
static const char *const chin_keys[] = { "kind", "name", "count", "strength", "reduced",
                                         "plural", "editions", NULL };
static const char *const ed_keys[] = { "edition", "count", NULL };

/* A Chinese kind's counters in every rules edition: "count" is the first
 * edition's; "editions" (optional) lists the later editions that change
 * it, [{"edition": 2, "count": 28}], in rising order, each holding from
 * its edition on. */
static void chin_counts(pk_data *d, const jdoc *doc, errs *e, const cJSON *v,
                        const char *p, int k)
{
    const cJSON *arr, *x;
    char q[180];
    int i = 0, ed, last = 1, n, from;

    for (ed = 1; ed < PK_EDITION; ed++)
        d->chin_count[ed][k] = d->chin_count[0][k];
    jc_path(q, sizeof q, p, "editions");
    if (!jc_array(doc, e, v, "editions", p, 0, 1, PK_EDITION - 1, &arr) || !arr)
        return;
    cJSON_ArrayForEach(x, arr) {
        char r[190];
        jc_pathi(r, sizeof r, q, i++);
        ed = n = 0;
        if (!jc_object(doc, e, x, r, ed_keys) ||
            !jc_int(doc, e, x, "edition", r, 1, last + 1, PK_EDITION, &ed) ||
            !jc_int(doc, e, x, "count", r, 1, 1, 48, &n))
            return;
        for (from = ed; from <= PK_EDITION; from++)
            d->chin_count[from - 1][k] = n;
        last = ed;
    }
}

static int load_forces(pk_data *d, const char *path, errs *e)
{
    jdoc doc;
    const cJSON *r, *arr, *v;
    char p[160];
    int ok = 0, i, k, n0 = e->total;

    memset(&doc, 0, sizeof doc);
    if (!jdoc_load(&doc, path, e))
        goto out;
    r = doc.root;
    if (!jc_object(&doc, e, r, "", forces_keys))
        goto out;
    if (jc_array(&doc, e, r, "allied", "", 1, 1, PK_MAX_UNITS / 2, &arr)) {
        i = 0;
        cJSON_ArrayForEach(v, arr) {
            pk_unit_def *u = &d->allied[i];
            jc_pathi(p, sizeof p, "allied", i);
            u->plural = 0;
            if (jc_object(&doc, e, v, p, allied_keys) &&
                jc_str(&doc, e, v, "id", p, 1, u->id, sizeof u->id) &&
                jc_str(&doc, e, v, "name", p, 1, u->name, sizeof u->name) &&
                jc_enum(&doc, e, v, "nation", p, 1, nation_ids, &u->nation) &&
                jc_enum(&doc, e, v, "kind", p, 1, kind_ids, &u->kind) &&
                jc_int(&doc, e, v, "strength", p, 1, 0, 10, &u->strength) &&
                jc_int(&doc, e, v, "reduced", p, 1, 0, 10, &u->reduced) &&
                jc_bool(&doc, e, v, "plural", p, 0, &u->plural)) {
                char q[170];
                const cJSON *at = cJSON_GetObjectItemCaseSensitive(v, "at");
                jc_path(q, sizeof q, p, "at");
                /* a missing hex is named at the unit's line (it has none) */
                u->at = -1;
                if (!at)
                    jc_fail(&doc, e, v, p, "missing key \"at\"");
                else
                    ref_hex(d, &doc, e, at, q, &u->at);
                if (u->at >= 0 && !d->inside[u->at])
                    jc_fail(&doc, e, at, q, "expected a hex inside the set-up perimeter");
                if (u->kind >= PK_K_BOXER || u->nation == PK_N_CHINESE)
                    jc_fail(&doc, e, v, p, "expected an Allied kind and nation");
                if (u->reduced >= u->strength && u->strength > 0) {
                    jc_path(q, sizeof q, p, "reduced");
                    jc_fail(&doc, e, cJSON_GetObjectItemCaseSensitive(v, "reduced"), q,
                            "expected less than the strength %d", u->strength);
                }
                u->bonus = 0;
                u->defence = 0;
                if (u->kind == PK_K_GUN) {
                    jc_int(&doc, e, v, "bonus", p, 1, 1, 5, &u->bonus);
                    jc_int(&doc, e, v, "defence", p, 1, 0, 5, &u->defence);
                }
                for (k = 0; k < i; k++)
                    if (!strcmp(d->allied[k].id, u->id)) {
                        char q2[170];
                        jc_path(q2, sizeof q2, p, "id");
                        jc_fail(&doc, e, cJSON_GetObjectItemCaseSensitive(v, "id"), q2,
                                "expected a new id, \"%s\" is used before", u->id);
                    }
            }
            i++;
        }
        d->nallied = i;
    }
    if (jc_array(&doc, e, r, "chinese", "", 1, 1, 4, &arr)) {
        i = 0;
        cJSON_ArrayForEach(v, arr) {
            pk_unit_def *u = &d->chinese[i];
            jc_pathi(p, sizeof p, "chinese", i);
            u->plural = 0;
            if (jc_object(&doc, e, v, p, chin_keys) &&
                jc_enum(&doc, e, v, "kind", p, 1, kind_ids, &u->kind) &&
                jc_str(&doc, e, v, "name", p, 1, u->name, sizeof u->name) &&
                jc_int(&doc, e, v, "count", p, 1, 1, 48, &d->chin_count[0][i]) &&
                jc_int(&doc, e, v, "strength", p, 1, 1, 30, &u->strength) &&
                jc_int(&doc, e, v, "reduced", p, 1, 0, 29, &u->reduced) &&
                jc_bool(&doc, e, v, "plural", p, 0, &u->plural)) {
                if (u->kind != PK_K_BOXER && u->kind != PK_K_IMPERIAL) {
                    char q[170];
                    jc_path(q, sizeof q, p, "kind");
                    jc_fail(&doc, e, cJSON_GetObjectItemCaseSensitive(v, "kind"), q,
                            "expected boxer or imperial");
                }
                u->nation = PK_N_CHINESE;
                snprintf(u->id, sizeof u->id, "%s", kind_ids[u->kind]);
                chin_counts(d, &doc, e, v, p, i);
            }
            i++;
        }
        d->nchin_kinds = i;
    }
    for (k = 0; k < PK_EDITION && e->total == n0; k++) {   /* the largest edition's */
        int total = d->nallied;
        for (i = 0; i < d->nchin_kinds; i++)
            total += d->chin_count[k][i];
        if (total > PK_MAX_UNITS)
            jc_fail(&doc, e, r, "chinese", "expected at most %d units in all, found %d "
                    "(edition %d)", PK_MAX_UNITS, total, k + 1);
    }
    ok = e->total == n0;
out:
    jdoc_free(&doc);
    return ok;
}

/* The folder of a file path into buf. */
static void dir_of(const char *path, char *buf, size_t n)
{
    const char *s = strrchr(path, '/');

    if (!s)
        snprintf(buf, n, ".");
    else
        snprintf(buf, n, "%.*s", (int)(s - path), path);
}

pk_data *pk_data_load(const char *dir, errs *e)
{
    pk_data *d = calloc(1, sizeof *d);
    char p[1200];

    if (!d) {
        errs_add(e, "peking: out of memory");
        return NULL;
    }
    snprintf(p, sizeof p, "%s/map.json", dir);
    if (!load_map(d, p, e))
        goto bad;
    snprintf(p, sizeof p, "%s/tables.json", dir);
    if (!load_tables(d, p, e))
        goto bad;
    snprintf(p, sizeof p, "%s/siege.json", dir); /* the scenario's forces */
    if (!load_forces(d, p, e))
        goto bad;
    return d;
bad:
    free(d);
    return NULL;
}

int pk_validate_file(const char *path, errs *e)
{
    const char *base = strrchr(path, '/');
    char dir[1024], p[1200];
    pk_data *d;
    int ok, n0 = e->total;

    base = base ? base + 1 : path;
    d = calloc(1, sizeof *d);
    if (!d)
        return 0;
    dir_of(path, dir, sizeof dir);
    /* files are recognised by their content's shape: the forces need the
     * map for their hexes, taken from the shipped map beside them or, for
     * a broken copy elsewhere, from scenarios/peking */
    if (strstr(base, "map")) {
        ok = load_map(d, path, e);
        if (ok) {
            /* a map is checked against its scenario as a game would load
             * it: the forces beside it (or the shipped ones) must set up
             * on it, inside its perimeter */
            errs tmp;
            FILE *f;
            errs_clear(&tmp);
            snprintf(p, sizeof p, "%s/siege.json", dir);
            if ((f = fopen(p, "r")) != NULL)
                fclose(f);
            else
                snprintf(p, sizeof p, "scenarios/peking/siege.json");
            if (!load_forces(d, p, &tmp)) {
                errs_add(e, "%s: no game can start on this map: its forces (%s) do not fit it: %s",
                         path, p, errs_first(&tmp));
                ok = 0;
            }
        }
    } else if (strstr(base, "tables")) {
        ok = load_tables(d, path, e);
    } else if (strstr(base, "forces") || strstr(base, "siege")) {
        errs tmp;
        errs_clear(&tmp);
        snprintf(p, sizeof p, "%s/map.json", dir);
        if (!load_map(d, p, &tmp)) {
            errs_clear(&tmp);
            memset(d, 0, sizeof *d);
            if (!load_map(d, "scenarios/peking/map.json", &tmp)) {
                errs_add(e, "%s: the map beside it (map.json) does not load", path);
                free(d);
                return 0;
            }
        }
        ok = load_forces(d, path, e);
    } else {
        errs_add(e, "%s: expected map, tables, siege (the forces) or forces in the file name",
                 path);
        ok = 0;
    }
    free(d);
    return ok && e->total == n0;
}
