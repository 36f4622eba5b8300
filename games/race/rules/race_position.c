/* race_position: a Race to the Legations position read back from the JSON
 * race_state_json writes (state_load of the game table). The map, the
 * armies and the counter mix come from the scenario; the position says
 * what changed: scouting, breaches, where every counter and unit is with
 * its markers, the Rebellion pile in order, the turn, the dice tray and
 * the dice. Anything the position repeats from the scenario (terrain,
 * walls, legation hexes, round cap) or that follows from the rest (hexes
 * held, pile counts) is checked by dumping the loaded state and comparing
 * (position_match). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "position.h"
#include "race_local.h"

typedef struct ld {
    const jdoc *d;
    errs *e;
    race_state *st;
    int ok;
} ld;

static const char *const nation_ids[] = { "british", "russians", "japanese",
                                          "americans", NULL };

static void fail(ld *L, const cJSON *v, const char *path, const char *what)
{
    char found[96];

    jc_fail(L->d, L->e, v, path, "%s, found %s", what, jc_describe(v, found, sizeof found));
    L->ok = 0;
}

static int num(ld *L, const cJSON *o, const char *key, const char *path,
               int lo, int hi, int *out)
{
    if (!jc_int(L->d, L->e, o, key, path, 1, lo, hi, out))
        return L->ok = 0;
    return 1;
}

static int flag(ld *L, const cJSON *o, const char *key, const char *path,
                unsigned char *out)
{
    int v = 0;

    if (!jc_bool(L->d, L->e, o, key, path, 1, &v))
        return L->ok = 0;
    *out = (unsigned char)v;
    return 1;
}

static int pick(ld *L, const cJSON *o, const char *key, const char *path,
                const char *const *choices, int *out)
{
    if (!jc_enum(L->d, L->e, o, key, path, 1, choices, out))
        return L->ok = 0;
    return 1;
}

/* A hex label (or null when nullable: -1) into *cell. */
static int hexref(ld *L, const cJSON *o, const char *key, const char *path,
                  int nullable, int *cell)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
    char p[256];

    jc_path(p, sizeof p, path, key);
    if (!v) {
        jc_fail(L->d, L->e, o, path[0] ? path : "(position)", "missing key \"%s\"", key);
        return L->ok = 0;
    }
    if (nullable && cJSON_IsNull(v)) {
        *cell = -1;
        return 1;
    }
    if (!cJSON_IsString(v) || (*cell = race_cell_at(L->st, v->valuestring)) < 0) {
        fail(L, v, p, nullable ? "expected a hex of the map (\"CCRR\") or null"
                               : "expected a hex of the map (\"CCRR\")");
        return 0;
    }
    return 1;
}

/* A list of counter ids into out (at most max). */
static int counters(ld *L, const cJSON *o, const char *key, const char *path,
                    int *out, int *n, int per_kind[RACE_COUNTER_KINDS])
{
    const cJSON *arr, *v;
    char p[256], q[256];
    int i = 0, k;

    if (!jc_array(L->d, L->e, o, key, path, 1, 0, DECK_MAX, &arr))
        return L->ok = 0;
    jc_path(p, sizeof p, path, key);
    cJSON_ArrayForEach(v, arr) {
        jc_pathi(q, sizeof q, p, i);
        for (k = 0; k < RACE_COUNTER_KINDS; k++)
            if (cJSON_IsString(v) && strcmp(v->valuestring, race_counter_ids[k]) == 0)
                break;
        if (k == RACE_COUNTER_KINDS) {
            fail(L, v, q, "expected a counter (qing, qing-artillery, boxers, empty, impassable)");
            return 0;
        }
        per_kind[k]++;
        out[i++] = k;
    }
    *n = i;
    return 1;
}

/* Scouting and breaches: the only parts of the map that change. */
static void load_map(ld *L, const cJSON *pos, const char *path)
{
    race_state *st = L->st;
    const cJSON *map = NULL, *arr, *v;
    char p[256], q[256], r[256];
    int i, c, d;

    if (!jc_child(L->d, L->e, pos, "map", path, 1, NULL, &map)) {
        L->ok = 0;
        return;
    }
    jc_path(p, sizeof p, path, "map");
    if (!jc_array(L->d, L->e, map, "scouted", p, 1, st->rows, st->rows, &arr)) {
        L->ok = 0;
        return;
    }
    jc_path(q, sizeof q, p, "scouted");
    i = 0;
    cJSON_ArrayForEach(v, arr) {
        jc_pathi(r, sizeof r, q, i);
        if (!cJSON_IsString(v) || (int)strlen(v->valuestring) != st->cols ||
            strspn(v->valuestring, "01") != (size_t)st->cols) {
            char what[96];
            snprintf(what, sizeof what, "expected a row of %d digits 0 or 1", st->cols);
            fail(L, v, r, what);
            return;
        }
        for (c = 0; c < st->cols; c++)
            st->cell[i * st->cols + c].scouted = v->valuestring[c] == '1';
        i++;
    }
    memset(st->grid.side[RACE_LAYER_BREACH], 0, sizeof st->grid.side[RACE_LAYER_BREACH]);
    if (!jc_array(L->d, L->e, map, "breaches", p, 1, 0, RACE_MAX_CELLS * 3, &arr)) {
        L->ok = 0;
        return;
    }
    jc_path(q, sizeof q, p, "breaches");
    i = 0;
    cJSON_ArrayForEach(v, arr) {
        char lab[16], *colon;
        jc_pathi(r, sizeof r, q, i++);
        c = d = -1;
        if (cJSON_IsString(v) && strlen(v->valuestring) < sizeof lab) {
            strcpy(lab, v->valuestring);
            if ((colon = strchr(lab, ':'))) {
                *colon = 0;
                c = race_cell_at(st, lab);
                for (d = 0; d < HEX_DIRS; d++)
                    if (strcmp(colon + 1, race_dir_names[d]) == 0)
                        break;
            }
        }
        if (c < 0 || d < 0 || d >= HEX_DIRS) {
            fail(L, v, r, "expected a side of a hex (\"CCRR:N\", N, NE, SE, S, SW or NW)");
            return;
        }
        if (race_nb(st, c, d) < 0 || !((st->grid.side[RACE_LAYER_WALL][c] >> d) & 1)) {
            fail(L, v, r, "expected a wall of the scenario's map to be breached (there is no wall there)");
            return;
        }
        hex_side_set(&st->grid, hex_at(&st->grid, c), d, RACE_LAYER_BREACH, 1);
    }
}

/* Rebellion counters on the map: one per hex. */
static void load_counters(ld *L, const cJSON *pos, const char *path,
                          int per_kind[RACE_COUNTER_KINDS])
{
    race_state *st = L->st;
    const cJSON *arr, *o;
    char p[256], q[256];
    int i, c, k, sup, cells = st->cols * st->rows;

    for (c = 0; c < cells; c++) {
        st->cell[c].counter = RACE_C_NONE;
        st->cell[c].csup = st->cell[c].ctried = 0;
    }
    if (!jc_array(L->d, L->e, pos, "counters", path, 1, 0, cells, &arr)) {
        L->ok = 0;
        return;
    }
    jc_path(p, sizeof p, path, "counters");
    i = 0;
    cJSON_ArrayForEach(o, arr) {
        jc_pathi(q, sizeof q, p, i++);
        if (!hexref(L, o, "hex", q, 0, &c) || !pick(L, o, "counter", q, race_counter_ids, &k) ||
            /* fire adds markers with no cap (combat stops at 9) */
            !num(L, o, "suppression", q, 0, 255, &sup) ||
            !flag(L, o, "tried", q, &st->cell[c].ctried))
            return;
        if (st->cell[c].counter != RACE_C_NONE) {
            char r[256];
            jc_fail(L->d, L->e, cJSON_GetObjectItemCaseSensitive(o, "hex"),
                    jc_path(r, sizeof r, q, "hex"),
                    "hex %s already holds a counter: one counter per hex",
                    cJSON_GetObjectItemCaseSensitive(o, "hex")->valuestring);
            L->ok = 0;
            return;
        }
        if (k == RACE_C_EMPTY) {
            char r[256];
            jc_fail(L->d, L->e, cJSON_GetObjectItemCaseSensitive(o, "counter"),
                    jc_path(r, sizeof r, q, "counter"),
                    "an \"empty\" counter is discarded when drawn: it never stays on the map");
            L->ok = 0;
            return;
        }
        st->cell[c].counter = (signed char)k;
        st->cell[c].csup = (unsigned char)sup;
        per_kind[k]++;
    }
}

/* The armies: the scenario's units for these seats, in order. */
static void load_units(ld *L, const cJSON *pos, const char *path)
{
    race_state *st = L->st;
    const cJSON *arr, *o, *v;
    char p[256], q[256], r[256];
    int i, c, n, k, x, cells = st->cols * st->rows;

    for (c = 0; c < cells; c++)
        st->cell[c].unit = -1;
    if (!jc_array(L->d, L->e, pos, "units", path, 1, st->nunits, st->nunits, &arr)) {
        L->ok = 0;
        return;
    }
    jc_path(p, sizeof p, path, "units");
    i = 0;
    cJSON_ArrayForEach(o, arr) {
        race_unit *u = &st->unit[i];
        jc_pathi(q, sizeof q, p, i);
        if (!num(L, o, "id", q, i, i, &x) || !pick(L, o, "nation", q, nation_ids, &n) ||
            !pick(L, o, "kind", q, (const char *const[]){ "troops", "artillery", NULL }, &k))
            return;
        if (n != u->nation || k != u->kind) {
            jc_fail(L->d, L->e, o, q, "expected %s %s (unit %d of the scenario with "
                    "these seats), found %s %s", race_nation_id(u->nation),
                    u->kind == RACE_ARTILLERY ? "artillery" : "troops", i,
                    race_nation_id(n), k == RACE_ARTILLERY ? "artillery" : "troops");
            L->ok = 0;
            return;
        }
        if (!hexref(L, o, "hex", q, 1, &c))
            return;
        v = cJSON_GetObjectItemCaseSensitive(o, "hex");
        u->alive = c >= 0;
        u->cell = (short)c;
        if (c >= 0) {
            if (st->cell[c].unit >= 0) {
                jc_fail(L->d, L->e, v, jc_path(r, sizeof r, q, "hex"),
                        "hex %s already holds unit %d: one unit per hex",
                        v->valuestring, st->cell[c].unit);
                L->ok = 0;
                return;
            }
            if (st->cell[c].counter != RACE_C_NONE) {
                jc_fail(L->d, L->e, v, jc_path(r, sizeof r, q, "hex"),
                        "hex %s holds a counter (%s): a unit never shares a hex with one",
                        v->valuestring, race_counter_ids[(int)st->cell[c].counter]);
                L->ok = 0;
                return;
            }
            st->cell[c].unit = (signed char)i;
        }
        if (!num(L, o, "suppression", q, 0, 9, &x))
            return;
        u->sup = (unsigned char)x;
        if (!flag(L, o, "pinned", q, &u->pinned) ||
            !flag(L, o, "out_of_ammo", q, &u->no_ammo) ||
            !flag(L, o, "moved", q, &u->moved) || !flag(L, o, "fought", q, &u->fought) ||
            !num(L, o, "steps", q, 0, 2, &x))
            return;
        u->steps = (unsigned char)x;
        if (!hexref(L, o, "advance", q, 1, &x))
            return;
        u->advance = 0;
        if (x >= 0) {
            int d;
            for (d = 0; d < HEX_DIRS && (c < 0 || race_nb(st, c, d) != x); d++)
                ;
            if (d == HEX_DIRS) {
                fail(L, cJSON_GetObjectItemCaseSensitive(o, "advance"),
                     jc_path(r, sizeof r, q, "advance"),
                     "expected a hex next to the unit's own (the hex it cleared) or null");
                return;
            }
            u->advance = (unsigned char)(d + 1);
        }
        if (!flag(L, o, "rallied", q, &u->rallied) || !flag(L, o, "fired", q, &u->fired) ||
            !flag(L, o, "breach_tried", q, &u->breach_tried) ||
            !flag(L, o, "rolled", q, &u->rolled) || !flag(L, o, "swapped", q, &u->swapped) ||
            !num(L, o, "move_roll", q, -20, 20, &x) || !flag(L, o, "moved_past", q, &u->past))
            return;
        u->mroll = (signed char)x;
        i++;
    }
}

/* The dice tray. */
static void load_rolls(ld *L, const cJSON *pos, const char *path)
{
    race_state *st = L->st;
    const cJSON *arr, *o, *v;
    char p[256], q[256];
    int i, x;

    if (!jc_array(L->d, L->e, pos, "rolls", path, 1, 0, RACE_MAX_ROLLS, &arr)) {
        L->ok = 0;
        return;
    }
    jc_path(p, sizeof p, path, "rolls");
    i = 0;
    cJSON_ArrayForEach(o, arr) {
        race_roll *rl = &st->roll[i];
        jc_pathi(q, sizeof q, p, i++);
        memset(rl, 0, sizeof *rl);
        if (!pick(L, o, "kind", q, race_roll_ids, &rl->kind) ||
            !num(L, o, "die", q, 1, 10, &rl->die) || !num(L, o, "mod", q, -99, 99, &rl->mod) ||
            !num(L, o, "total", q, -99, 99, &rl->total) ||
            !jc_str(L->d, L->e, o, "mods", q, 1, rl->mods, sizeof rl->mods) ||
            !jc_str(L->d, L->e, o, "result", q, 1, rl->result, sizeof rl->result)) {
            L->ok = 0;
            return;
        }
        v = cJSON_GetObjectItemCaseSensitive(o, "nation");
        if (cJSON_IsString(v) && strcmp(v->valuestring, "chinese") == 0)
            rl->nation = -1;
        else if (!pick(L, o, "nation", q, nation_ids, &rl->nation))
            return;
        if (!num(L, o, "unit", q, -1, st->nunits - 1, &rl->unit) ||
            !hexref(L, o, "hex", q, 1, &x))
            return;
        rl->cell = x;
    }
    st->nroll = i;
}

/* A long counter that is written as a JSON number. */
static int lnum(ld *L, const cJSON *o, const char *key, const char *path, long lo, long *out)
{
    double v;

    if (!jc_num(L->d, L->e, o, key, path, 1, (double)lo, 2e9, &v))
        return L->ok = 0;
    if (v != (double)(long)v) {
        char p[256];
        fail(L, cJSON_GetObjectItemCaseSensitive(o, key), jc_path(p, sizeof p, path, key),
             "expected a whole number");
        return 0;
    }
    *out = (long)v;
    return 1;
}

int race_position_read(race_state *st, const jdoc *d, errs *e, const cJSON *pos,
                       const char *path)
{
    ld L0 = { d, e, st, 1 }, *L = &L0;
    const cJSON *v, *arr, *pile = NULL;
    char buf[64], p[256];
    int scen[RACE_COUNTER_KINDS] = { 0 }, now[RACE_COUNTER_KINDS] = { 0 };
    int i, k, c, cells = st->cols * st->rows;
    cJSON *re;

    if (!position_is(d, e, pos, path, "race"))
        return 0;
    /* the counter mix of the scenario, before the position replaces it */
    for (i = 0; i < st->pile.ndraw; i++)
        scen[st->pile.draw[i]]++;
    for (i = 0; i < st->pile.ndiscard; i++)
        scen[st->pile.discard[i]]++;
    for (c = 0; c < cells; c++)
        if (st->cell[c].counter != RACE_C_NONE)
            scen[(int)st->cell[c].counter]++;

    if (!jc_str(d, e, pos, "scenario", path, 1, buf, sizeof buf))
        return 0;
    if (strcmp(buf, st->scenario) != 0) {
        jc_fail(d, e, cJSON_GetObjectItemCaseSensitive(pos, "scenario"),
                jc_path(p, sizeof p, path, "scenario"),
                "expected a position of scenario \"%s\" (the save's), found \"%s\"",
                st->scenario, buf);
        return 0;
    }
    if (jc_array(d, e, pos, "seats", path, 1, RACE_NATIONS, RACE_NATIONS, &arr)) {
        i = 0;
        cJSON_ArrayForEach(v, arr) {
            for (k = 0; race_seat_ids[k]; k++)
                if (cJSON_IsString(v) && strcmp(v->valuestring, race_seat_ids[k]) == 0)
                    break;
            jc_pathi(p, sizeof p, jc_path(p, sizeof p, path, "seats"), i);
            if (!race_seat_ids[k]) {
                fail(L, v, p, "expected human, computer or empty");
                return 0;
            }
            if ((k == RACE_SEAT_EMPTY) != (st->seat[i] == RACE_SEAT_EMPTY)) {
                fail(L, v, p, st->seat[i] == RACE_SEAT_EMPTY ?
                     "expected empty (this nation is not in the save's game)" :
                     "expected human or computer (this nation plays in the save's game)");
                return 0;
            }
            st->seat[i++] = k;
        }
    } else {
        return 0;
    }
    if (!num(L, pos, "round", path, 1, 9999, &st->round) ||
        !pick(L, pos, "active", path, nation_ids, &st->active) ||
        !pick(L, pos, "phase", path, race_phase_ids, &st->phase))
        return 0;
    if (st->seat[st->active] == RACE_SEAT_EMPTY && st->phase != RACE_PH_OVER) {
        fail(L, cJSON_GetObjectItemCaseSensitive(pos, "active"),
             jc_path(p, sizeof p, path, "active"), "expected a nation in play");
        return 0;
    }
    load_map(L, pos, path);
    if (L->ok)
        load_counters(L, pos, path, now);
    race_chinese_rebuild(st);
    if (L->ok)
        hexref(L, pos, "pending", path, 1, &st->pending);
    if (L->ok && st->pending >= 0 && !race_is_chinese(st->cell[st->pending].counter)) {
        fail(L, cJSON_GetObjectItemCaseSensitive(pos, "pending"),
             jc_path(p, sizeof p, path, "pending"),
             "expected the hex of an activated Chinese unit (it holds none)");
    }
    if (L->ok) { /* a routed unit waiting for its owner's choice of hex */
        unsigned char rest = 0;
        v = cJSON_GetObjectItemCaseSensitive(pos, "rout");
        st->rout = -1;
        if ((!v || !cJSON_IsNull(v)) && !num(L, pos, "rout", path, 0, st->nunits - 1, &st->rout))
            return 0;
        if (!flag(L, pos, "rout_rest", path, &rest))
            return 0;
        st->rout_rest = rest;
    }
    if (L->ok) {
        v = cJSON_GetObjectItemCaseSensitive(pos, "result");
        st->result = RACE_RES_NONE;
        st->winner = -1;
        if (v && !cJSON_IsNull(v)) {
            static const char *const results[] = {
                "british-victory", "russian-victory", "japanese-victory",
                "american-victory", "shared-victory", "no-result", NULL };
            if (pick(L, pos, "result", path, results, &k)) {
                st->result = k < RACE_NATIONS ? RACE_RES_TOTAL :
                             k == RACE_NATIONS ? RACE_RES_SHARED : RACE_RES_NORESULT;
                st->winner = k < RACE_NATIONS ? k : -1;
            }
        } else if (!v) {
            jc_fail(d, e, pos, path[0] ? path : "(position)", "missing key \"result\"");
            L->ok = 0;
        }
    }
    if (L->ok)
        load_units(L, pos, path);
    race_find_active_span(st);  /* (the active army and its units are known) */
    if (L->ok && !jc_child(d, e, pos, "pile", path, 1, NULL, &pile))
        L->ok = 0;
    if (L->ok) {
        jc_path(p, sizeof p, path, "pile");
        if (counters(L, pile, "draw_pile", p, st->pile.draw, &st->pile.ndraw, now) &&
            counters(L, pile, "discards", p, st->pile.discard, &st->pile.ndiscard, now)) {
            for (k = 0; k < RACE_COUNTER_KINDS; k++) {
                if (now[k] != scen[k]) {
                    jc_fail(d, e, pile, p, "the scenario has %d %s counters, the position "
                            "%d (on the map, in the pile and the discards): a counter is in "
                            "one place only", scen[k], race_counter_ids[k], now[k]);
                    L->ok = 0;
                    break;
                }
            }
        }
    }
    if (L->ok)
        load_rolls(L, pos, path);
    if (L->ok && lnum(L, pos, "actions", path, 0, &st->nactions) &&
        lnum(L, pos, "turns", path, 0, &st->turns) && lnum(L, pos, "epoch", path, 0, &st->epoch))
        lnum(L, pos, "roll_action", path, -1, &st->roll_action);
    if (L->ok && !position_dice_load(d, e, pos, "dice", path, &st->dice))
        L->ok = 0;
    if (L->ok) {
        /* a public position (network play) dumps back as one */
        re = st->dice.blind ? race_public_json(st) : race_state_json(st);
        if (!position_match(d, e, pos, path, re))
            L->ok = 0;
        cJSON_Delete(re);
    }
    return L->ok;
}

void *race_state_load(const char *datadir, const char *scenario,
                      const cJSON *options, const jdoc *d, const cJSON *pos,
                      const char *path, errs *e)
{
    race_state *st;

    if (!position_is(d, e, pos, path, "race"))
        return NULL;
    if (!(st = race_rules.create(datadir, scenario, options, 1, e)))
        return NULL;
    if (!race_position_read(st, d, e, pos, path)) {
        race_free(st);
        return NULL;
    }
    return st;
}
