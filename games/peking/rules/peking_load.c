/* peking_load: the state of a game as JSON (for `legation replay --json`
 * and for saves that hold a position) and its inverse, field by field:
 * every field the dump writes is read back and checked, so a position
 * survives dump -> load -> dump unchanged. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "peking_json.h"

static const char *const phase_ids[] = { "setup", "big-gun", "chinese-move",
                                         "allied-reaction", "sniper", "chinese-combat",
                                         "allied-move", "allied-combat", "end-of-turn",
                                         "over", NULL };
static const char *const end_ids[] = { "none", "allied-hold", "chinese-sudden-death",
                                       "chinese-primary-hexes", "chinese-annihilation", NULL };
static const char *const side_ids[] = { "allied", "chinese", NULL };
static const char *const seat_ids[] = { "human", "computer", NULL };
static const char *const where_ids[] = { "map", "off", "pool", "dead", NULL };
static const char *const task_ids[] = { "loss", "retreat", "withdraw", "advance",
                                        "attrition", NULL };

static cJSON *hex_or_null(const pk_state *st, int cell)
{
    char h[8];

    return cell >= 0 ? cJSON_CreateString(pk_label(st->d, cell, h, sizeof h)) : cJSON_CreateNull();
}

cJSON *pk_state_json(const void *vs)
{
    const pk_state *st = vs;
    cJSON *j = cJSON_CreateObject(), *arr, *o, *a2;
    char h[8], buf[24];
    int i, k, cells = st->d->cols * st->d->rows;

    cJSON_AddStringToObject(j, "game", "peking");
    cJSON_AddStringToObject(j, "scenario", st->scenario);
    cJSON_AddNumberToObject(j, "turn", st->turn);
    cJSON_AddStringToObject(j, "phase", phase_ids[st->phase]);
    cJSON_AddNumberToObject(j, "step", st->step);
    cJSON_AddStringToObject(j, "end", end_ids[st->end]);
    if (st->end)
        cJSON_AddStringToObject(j, "winner", side_ids[st->winner]);
    else
        cJSON_AddNullToObject(j, "winner");
    arr = cJSON_AddArrayToObject(j, "seats");
    for (i = 0; i < 2; i++)
        cJSON_AddItemToArray(arr, cJSON_CreateString(seat_ids[st->seat[i]]));
    cJSON_AddBoolToObject(j, "command_control", st->cc_rule);
    /* a reading switch is written only when on, so positions of games
     * without it read as before */
    for (i = 0; i < PK_READING_OPTS; i++)
        if (pk_reading_on(st, i))
            cJSON_AddTrueToObject(j, pk_reading_opts[i].key);
    arr = cJSON_AddArrayToObject(j, "units");
    for (i = 0; i < st->nunits; i++) {
        const pk_unit *u = &st->u[i];
        o = cJSON_CreateObject();
        cJSON_AddStringToObject(o, "id", u->id);
        cJSON_AddStringToObject(o, "name", u->side == PK_ALLIED ? st->d->allied[u->def].name
                                                               : st->d->chinese[u->def].name);
        cJSON_AddStringToObject(o, "side", side_ids[(int)u->side]);
        cJSON_AddStringToObject(o, "kind", pk_kind_names[(int)u->kind]);
        cJSON_AddNumberToObject(o, "strength", pk_strength(st, u));
        cJSON_AddStringToObject(o, "where", where_ids[(int)u->where]);
        cJSON_AddItemToObject(o, "hex", hex_or_null(st, u->where == PK_W_MAP ? u->cell : -1));
        cJSON_AddBoolToObject(o, "reduced", u->reduced);
        cJSON_AddNumberToObject(o, "mp", u->mp);
        cJSON_AddBoolToObject(o, "moved", u->moved);
        cJSON_AddBoolToObject(o, "stopped", u->stopped);
        cJSON_AddBoolToObject(o, "attacked", u->attacked);
        cJSON_AddBoolToObject(o, "defended", u->defended);
        cJSON_AddBoolToObject(o, "no_attack", u->no_attack);
        cJSON_AddBoolToObject(o, "command", u->cc);
        cJSON_AddBoolToObject(o, "charging", u->was_charging);
        cJSON_AddBoolToObject(o, "withdraw_tried", st->withdraw_tried[i]);
        cJSON_AddItemToArray(arr, o);
    }
    arr = cJSON_AddArrayToObject(j, "ruins");
    for (i = 0; i < cells; i++)
        if (st->ruin[i])
            cJSON_AddItemToArray(arr, cJSON_CreateString(pk_label(st->d, i, h, sizeof h)));
    arr = cJSON_AddArrayToObject(j, "forts");
    for (i = 0; i < cells; i++)
        if (st->fort[i] >= 0) {
            o = cJSON_CreateObject();
            cJSON_AddStringToObject(o, "hex", pk_label(st->d, i, h, sizeof h));
            cJSON_AddStringToObject(o, "side", side_ids[(int)st->fort[i]]);
            cJSON_AddItemToArray(arr, o);
        }
    arr = cJSON_AddArrayToObject(j, "control");
    for (i = 0; i < st->d->nvic; i++) {
        o = cJSON_CreateObject();
        cJSON_AddStringToObject(o, "hex", pk_label(st->d, st->d->vic[i], h, sizeof h));
        cJSON_AddStringToObject(o, "side", side_ids[(int)st->control[st->d->vic[i]]]);
        cJSON_AddItemToArray(arr, o);
    }
    o = cJSON_AddObjectToObject(j, "forts_left");
    cJSON_AddNumberToObject(o, "allied", st->forts_left[0]);
    cJSON_AddNumberToObject(o, "chinese", st->forts_left[1]);
    cJSON_AddNumberToObject(j, "mines_left", st->mines_left);
    arr = cJSON_AddArrayToObject(j, "big_guns");
    for (i = 0; i < st->d->nbig_guns; i++) {
        o = cJSON_CreateObject();
        cJSON_AddItemToObject(o, "hex", hex_or_null(st, st->gun_cell[i]));
        cJSON_AddNumberToObject(o, "shots", st->gun_shots[i]);
        cJSON_AddItemToArray(arr, o);
    }
    cJSON_AddBoolToObject(j, "sniped", st->sniped);
    cJSON_AddNumberToObject(j, "charge_used", st->charge_used);
    cJSON_AddBoolToObject(j, "combat_started", st->combat_started);
    cJSON_AddNumberToObject(j, "doctors_dead", st->doctors_dead);
    cJSON_AddNumberToObject(j, "civilians_dead", st->civs_dead);
    cJSON_AddNumberToObject(j, "max_chinese_hexes", st->max_chinese_hexes);
    o = cJSON_AddObjectToObject(j, "victory");
    cJSON_AddNumberToObject(o, "chinese_held", pk_victory_held(st, PK_CHINESE));
    cJSON_AddNumberToObject(o, "needed", pk_victory_needed(st));
    arr = cJSON_AddArrayToObject(j, "tasks");
    for (i = 0; i < st->ntasks; i++) {
        const pk_task *t = &st->task[i];
        o = cJSON_CreateObject();
        cJSON_AddStringToObject(o, "kind", task_ids[t->kind]);
        cJSON_AddStringToObject(o, "side", side_ids[t->side]);
        cJSON_AddNumberToObject(o, "need", t->need);
        cJSON_AddNumberToObject(o, "need_sp", t->need_sp);
        cJSON_AddBoolToObject(o, "from_gun", t->from_gun);
        a2 = cJSON_AddArrayToObject(o, "units");
        for (k = 0; k < t->n; k++)
            cJSON_AddItemToArray(a2, cJSON_CreateString(st->u[t->unit[k]].id));
        a2 = cJSON_AddArrayToObject(o, "hexes");
        for (k = 0; k < t->ncell; k++)
            cJSON_AddItemToArray(a2, cJSON_CreateString(pk_label(st->d, t->cell[k], h, sizeof h)));
        if (t->kind == PK_TASK_RETREAT || t->kind == PK_TASK_WITHDRAW) {
            /* a retreat under way: the unit and the hexes it has been in */
            if (t->plen > 0)
                cJSON_AddStringToObject(o, "retreating", st->u[t->cur].id);
            else
                cJSON_AddNullToObject(o, "retreating");
            a2 = cJSON_AddArrayToObject(o, "path");
            for (k = 0; k < t->plen; k++)
                cJSON_AddItemToArray(a2, cJSON_CreateString(pk_label(st->d, t->path[k], h, sizeof h)));
        }
        cJSON_AddItemToArray(arr, o);
    }
    if (st->last.valid)
        cJSON_AddStringToObject(j, "last_combat", st->last.text);
    else
        cJSON_AddNullToObject(j, "last_combat");
    o = cJSON_AddObjectToObject(j, "rng");
    arr = cJSON_AddArrayToObject(o, "state");
    for (i = 0; i < 4; i++) {
        snprintf(buf, sizeof buf, "%016" PRIx64, st->dice.r.s[i]);
        cJSON_AddItemToArray(arr, cJSON_CreateString(buf));
    }
    cJSON_AddNumberToObject(o, "uses", (double)st->dice.r.uses);
    cJSON_AddNumberToObject(j, "actions", (double)st->nactions);
    snprintf(buf, sizeof buf, "%08" PRIx32, st->bot_salt);
    cJSON_AddStringToObject(j, "bot_salt", buf);
    return j;
}

/* What every seat may see (network play): Peking hides no card or
 * counter, only the dice's stream and the computer's tie-break salt (both
 * come from the seed). */
cJSON *pk_public_json(const void *vst)
{
    cJSON *j = pk_state_json(vst);

    game_public_strip(j);
    cJSON_DeleteItemFromObjectCaseSensitive(j, "bot_salt");
    return j;
}

/* ---- load ------------------------------------------------------------------ */

static const char *const top_keys[] = { "game", "scenario", "turn", "phase", "step", "end",
                                        "winner", "seats", "command_control", "tartar_shared",
                                        "command_line", "loser_stays", "advance_retreat_only",
                                        "leaders_add", "gun_spares_chinese",
                                        "attrition_reaction", "units", "ruins",
                                        "forts", "control", "forts_left", "mines_left",
                                        "big_guns", "sniped", "charge_used", "combat_started",
                                        "doctors_dead", "civilians_dead", "max_chinese_hexes",
                                        "victory", "tasks", "last_combat", "rng", "actions",
                                        "bot_salt", NULL };
static const char *const unit_keys[] = { "id", "name", "side", "kind", "strength", "where",
                                         "hex", "reduced", "mp", "moved", "stopped",
                                         "attacked", "defended", "no_attack", "command",
                                         "charging", "withdraw_tried", NULL };
static const char *const fort_keys[] = { "hex", "side", NULL };
static const char *const left_keys[] = { "allied", "chinese", NULL };
static const char *const gun_keys[] = { "hex", "shots", NULL };
static const char *const task_keys[] = { "kind", "side", "need", "need_sp", "from_gun",
                                         "units", "hexes", "retreating", "path", NULL };
static const char *const rng_keys[] = { "state", "uses", NULL };
static const char *const vic_keys[] = { "chinese_held", "needed", NULL };

/* A hex field (or null when null_ok) into *cell. */
static int hex_field(const pk_state *st, const jdoc *d, errs *e, const cJSON *obj,
                     const char *key, const char *path, int null_ok, int *cell)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(obj, key);
    char p[200], b[64];

    jc_path(p, sizeof p, path, key);
    if (null_ok && cJSON_IsNull(v)) {
        *cell = -1;
        return 1;
    }
    *cell = cJSON_IsString(v) ? pk_cell(st->d, v->valuestring) : -1;
    if (*cell < 0) {
        jc_fail(d, e, v ? v : obj, p, "expected a hex CCRR%s, found %s",
                null_ok ? " or null" : "", jc_describe(v, b, sizeof b));
        return 0;
    }
    return 1;
}

static int unit_ref(const pk_state *st, const jdoc *d, errs *e, const cJSON *v,
                    const char *path, int *u)
{
    char b[64];

    *u = cJSON_IsString(v) ? pk_unit_by_id(st, v->valuestring) : -1;
    if (*u < 0)
        jc_fail(d, e, v, path, "expected a unit id, found %s", jc_describe(v, b, sizeof b));
    return *u >= 0;
}

static int bool_field(const jdoc *d, errs *e, const cJSON *o, const char *k, const char *p,
                      unsigned char *out)
{
    int v = 0, ok = jc_bool(d, e, o, k, p, 1, &v);

    *out = (unsigned char)v;
    return ok;
}

static void load_units(pk_state *st, const jdoc *d, errs *e, const cJSON *pos, const char *path)
{
    const cJSON *arr, *v;
    char p[200], q[220];
    int i = 0, w, mp, idx;

    jc_path(q, sizeof q, path, "units");
    if (!jc_array(d, e, pos, "units", path, 1, st->nunits, st->nunits, &arr))
        return;
    cJSON_ArrayForEach(v, arr) {
        pk_unit *u;
        unsigned char b;
        jc_pathi(p, sizeof p, q, i++);
        if (!jc_object(d, e, v, p, unit_keys))
            continue;
        {
            char pp[220];
            jc_path(pp, sizeof pp, p, "id");
            if (!unit_ref(st, d, e, cJSON_GetObjectItemCaseSensitive(v, "id"), pp, &idx))
                continue;
        }
        u = &st->u[idx];
        if (jc_enum(d, e, v, "where", p, 1, where_ids, &w)) {
            int cell = -1;
            if ((w == PK_W_DEAD && u->side == PK_CHINESE) ||
                ((w == PK_W_POOL || w == PK_W_OFF) && u->side == PK_ALLIED))
                jc_fail(d, e, cJSON_GetObjectItemCaseSensitive(v, "where"), p,
                        "where: \"%s\" is not a place for this side's units", where_ids[w]);
            if (hex_field(st, d, e, v, "hex", p, w != PK_W_MAP, &cell) &&
                (w == PK_W_MAP) != (cell >= 0))
                jc_fail(d, e, cJSON_GetObjectItemCaseSensitive(v, "hex"), p,
                        "hex: expected a hex exactly when the unit is on the map");
            u->where = (signed char)w;
            u->cell = (short)cell;
        }
        if (bool_field(d, e, v, "reduced", p, &b))
            u->reduced = (signed char)b;
        if (u->reduced && (u->side == PK_ALLIED ? st->d->allied[u->def].reduced
                                                : st->d->chinese[u->def].reduced) == 0)
            jc_fail(d, e, cJSON_GetObjectItemCaseSensitive(v, "reduced"), p,
                    "reduced: this unit has one step");
        if (jc_int(d, e, v, "mp", p, 1, 0, 20, &mp))
            u->mp = (signed char)mp;
        bool_field(d, e, v, "moved", p, &u->moved);
        bool_field(d, e, v, "stopped", p, &u->stopped);
        bool_field(d, e, v, "attacked", p, &u->attacked);
        bool_field(d, e, v, "defended", p, &u->defended);
        bool_field(d, e, v, "no_attack", p, &u->no_attack);
        bool_field(d, e, v, "command", p, &u->cc);
        bool_field(d, e, v, "charging", p, &u->was_charging);
        if (bool_field(d, e, v, "withdraw_tried", p, &b))
            st->withdraw_tried[idx] = b;
    }
}

/* A retreat under way (optional: older positions have none): the unit
 * must be one of the task's, standing on the last hex of a path of
 * adjacent hexes no longer than the retreat. */
static void load_retreat(pk_state *st, const jdoc *d, errs *e, const cJSON *v, const char *p,
                         pk_task *t)
{
    const cJSON *who = cJSON_GetObjectItemCaseSensitive(v, "retreating"), *x, *y;
    char r[240];
    int k = 0, u = -1, maxlen;

    t->plen = 0;
    t->cur = -1;
    if (!who && !cJSON_GetObjectItemCaseSensitive(v, "path"))
        return;
    jc_path(r, sizeof r, p, "retreating");
    if (t->kind != PK_TASK_RETREAT && t->kind != PK_TASK_WITHDRAW) {
        jc_fail(d, e, who ? who : v, r, "only a retreat or withdrawal has a retreat under way");
        return;
    }
    if (who && !cJSON_IsNull(who) && !unit_ref(st, d, e, who, r, &u))
        return;
    maxlen = t->kind == PK_TASK_WITHDRAW ? st->d->withdraw_hexes : st->d->retreat_hexes;
    if (!jc_array(d, e, v, "path", p, 0, u >= 0 ? 2 : 0, u >= 0 ? maxlen : 0, &x) || !x)
        return;
    cJSON_ArrayForEach(y, x) {
        int c = cJSON_IsString(y) ? pk_cell(st->d, y->valuestring) : -1;
        jc_path(r, sizeof r, p, "path");
        jc_pathi(r, sizeof r, r, k++);
        if (c < 0) {
            jc_fail(d, e, y, r, "expected a hex CCRR");
            return;
        }
        if (t->plen > 0 && pk_dist(st, t->path[t->plen - 1], c) != 1) {
            jc_fail(d, e, y, r, "expected a hex next to the one before");
            return;
        }
        t->path[t->plen++] = (short)c;
    }
    if (u < 0)
        return;
    jc_path(r, sizeof r, p, "retreating");
    {
        int i, in = 0;
        for (i = 0; i < t->n; i++)
            in |= t->unit[i] == u;
        if (!in || st->u[u].where != PK_W_MAP || st->u[u].cell != t->path[t->plen - 1]) {
            jc_fail(d, e, who, r, "expected a unit of this task standing on the last hex "
                                  "of \"path\"");
            t->plen = 0;
            return;
        }
    }
    t->cur = u;
}

static void load_tasks(pk_state *st, const jdoc *d, errs *e, const cJSON *pos, const char *path)
{
    const cJSON *arr, *v, *x, *y;
    char p[200], q[220], r[240];
    int i = 0, k;

    jc_path(q, sizeof q, path, "tasks");
    if (!jc_array(d, e, pos, "tasks", path, 1, 0, PK_MAX_TASKS, &arr))
        return;
    st->ntasks = 0;
    cJSON_ArrayForEach(v, arr) {
        pk_task *t = &st->task[st->ntasks];
        int b = 0;
        memset(t, 0, sizeof *t);
        jc_pathi(p, sizeof p, q, i++);
        if (!jc_object(d, e, v, p, task_keys) ||
            !jc_enum(d, e, v, "kind", p, 1, task_ids, &t->kind) ||
            !jc_enum(d, e, v, "side", p, 1, side_ids, &t->side) ||
            !jc_int(d, e, v, "need", p, 1, 0, 9, &t->need) ||
            !jc_int(d, e, v, "need_sp", p, 1, -99, 99, &t->need_sp) ||
            !jc_bool(d, e, v, "from_gun", p, 1, &b))
            continue;
        t->from_gun = b;
        if (jc_array(d, e, v, "units", p, 1, 0, 64, &x)) {
            k = 0;
            cJSON_ArrayForEach(y, x) {
                int u;
                jc_path(r, sizeof r, p, "units");
                jc_pathi(r, sizeof r, r, k++);
                if (unit_ref(st, d, e, y, r, &u))
                    t->unit[t->n++] = (short)u;
            }
        }
        if (jc_array(d, e, v, "hexes", p, 1, 0, PK_MAX_DEF + PK_MAX_SEL, &x)) {
            k = 0;
            cJSON_ArrayForEach(y, x) {
                int c = cJSON_IsString(y) ? pk_cell(st->d, y->valuestring) : -1;
                jc_path(r, sizeof r, p, "hexes");
                jc_pathi(r, sizeof r, r, k++);
                if (c < 0)
                    jc_fail(d, e, y, r, "expected a hex CCRR");
                else
                    t->cell[t->ncell++] = (short)c;
            }
        }
        load_retreat(st, d, e, v, p, t);
        st->ntasks++;
    }
}

void *pk_state_load(const char *datadir, const char *scenario, const cJSON *options,
                    const jdoc *d, const cJSON *pos, const char *path, errs *e)
{
    extern const game_rules peking_rules;
    pk_state *st = peking_rules.create(datadir, scenario, options, 1, e);
    const cJSON *arr, *v, *o;
    char p[200], q[220];
    int i, n0 = e->total, x, cell;

    if (!st)
        return NULL;
    if (!jc_object(d, e, pos, path, top_keys))
        goto bad;
    if (jc_int(d, e, pos, "turn", path, 1, 0, st->d->nturns, &x))
        st->turn = x;
    if (jc_enum(d, e, pos, "phase", path, 1, phase_ids, &x))
        st->phase = x;
    if (jc_int(d, e, pos, "step", path, 1, 0, 1, &x))
        st->step = x;
    if (jc_enum(d, e, pos, "end", path, 1, end_ids, &x))
        st->end = x;
    v = cJSON_GetObjectItemCaseSensitive(pos, "winner");
    if (st->end) {
        jc_path(p, sizeof p, path, "winner");
        if (jc_enum(d, e, pos, "winner", path, 1, side_ids, &x))
            st->winner = x;
    } else if (v && !cJSON_IsNull(v)) {
        jc_path(p, sizeof p, path, "winner");
        jc_fail(d, e, v, p, "expected null while the game goes on");
    }
    if (jc_array(d, e, pos, "seats", path, 1, 2, 2, &arr)) {
        i = 0;
        cJSON_ArrayForEach(v, arr) {
            int k;
            for (k = 0; seat_ids[k] && !(cJSON_IsString(v) && !strcmp(v->valuestring, seat_ids[k])); k++)
                ;
            jc_path(q, sizeof q, path, "seats");
            jc_pathi(p, sizeof p, q, i);
            if (!seat_ids[k])
                jc_fail(d, e, v, p, "expected human or computer");
            else
                st->seat[i] = k;
            i++;
        }
    }
    if (jc_bool(d, e, pos, "command_control", path, 1, &x))
        st->cc_rule = x;
    /* absent: as the options say (positions written before a switch) */
    for (i = 0; i < PK_READING_OPTS; i++)
        if (cJSON_GetObjectItemCaseSensitive(pos, pk_reading_opts[i].key) &&
            jc_bool(d, e, pos, pk_reading_opts[i].key, path, 0, &x))
            *pk_reading_field(st, i) = x;
    load_units(st, d, e, pos, path);
    memset(st->ruin, 0, sizeof st->ruin);
    jc_path(q, sizeof q, path, "ruins");
    if (jc_array(d, e, pos, "ruins", path, 1, 0, PK_CELLS, &arr)) {
        i = 0;
        cJSON_ArrayForEach(v, arr) {
            jc_pathi(p, sizeof p, q, i++);
            cell = cJSON_IsString(v) ? pk_cell(st->d, v->valuestring) : -1;
            if (cell < 0)
                jc_fail(d, e, v, p, "expected a hex CCRR");
            else
                st->ruin[cell] = 1;
        }
    }
    memset(st->fort, -1, sizeof st->fort);
    jc_path(q, sizeof q, path, "forts");
    if (jc_array(d, e, pos, "forts", path, 1, 0, 2 * st->d->forts, &arr)) {
        i = 0;
        cJSON_ArrayForEach(v, arr) {
            jc_pathi(p, sizeof p, q, i++);
            if (jc_object(d, e, v, p, fort_keys) && hex_field(st, d, e, v, "hex", p, 0, &cell) &&
                jc_enum(d, e, v, "side", p, 1, side_ids, &x))
                st->fort[cell] = (signed char)x;
        }
    }
    jc_path(q, sizeof q, path, "control");
    if (jc_array(d, e, pos, "control", path, 1, st->d->nvic, st->d->nvic, &arr)) {
        i = 0;
        cJSON_ArrayForEach(v, arr) {
            jc_pathi(p, sizeof p, q, i++);
            if (jc_object(d, e, v, p, fort_keys) && hex_field(st, d, e, v, "hex", p, 0, &cell) &&
                jc_enum(d, e, v, "side", p, 1, side_ids, &x)) {
                if (!st->d->victory[cell])
                    jc_fail(d, e, cJSON_GetObjectItemCaseSensitive(v, "hex"), p,
                            "hex: expected a victory hex");
                else
                    st->control[cell] = (signed char)x;
            }
        }
    }
    if (jc_child(d, e, pos, "forts_left", path, 1, left_keys, &o)) {
        jc_path(q, sizeof q, path, "forts_left");
        jc_int(d, e, o, "allied", q, 1, 0, st->d->forts, &st->forts_left[0]);
        jc_int(d, e, o, "chinese", q, 1, 0, st->d->forts, &st->forts_left[1]);
    }
    jc_int(d, e, pos, "mines_left", path, 1, 0, st->d->mines, &st->mines_left);
    jc_path(q, sizeof q, path, "big_guns");
    if (jc_array(d, e, pos, "big_guns", path, 1, st->d->nbig_guns, st->d->nbig_guns, &arr)) {
        i = 0;
        cJSON_ArrayForEach(v, arr) {
            jc_pathi(p, sizeof p, q, i);
            if (jc_object(d, e, v, p, gun_keys) && hex_field(st, d, e, v, "hex", p, 1, &cell)) {
                st->gun_cell[i] = cell;
                jc_int(d, e, v, "shots", p, 1, 0, st->d->gun_shots, &st->gun_shots[i]);
            }
            i++;
        }
    }
    if (jc_bool(d, e, pos, "sniped", path, 1, &x))
        st->sniped = x;
    jc_int(d, e, pos, "charge_used", path, 1, 0, st->d->charge_max, &st->charge_used);
    if (jc_bool(d, e, pos, "combat_started", path, 1, &x))
        st->combat_started = x;
    jc_int(d, e, pos, "doctors_dead", path, 1, 0, 9, &st->doctors_dead);
    jc_int(d, e, pos, "civilians_dead", path, 1, 0, 9, &st->civs_dead);
    jc_int(d, e, pos, "max_chinese_hexes", path, 1, 0, PK_MAX_VIC, &st->max_chinese_hexes);
    jc_child(d, e, pos, "victory", path, 1, vic_keys, &o);
    load_tasks(st, d, e, pos, path);
    v = cJSON_GetObjectItemCaseSensitive(pos, "last_combat");
    if (cJSON_IsString(v)) {
        st->last.valid = 1;
        snprintf(st->last.text, sizeof st->last.text, "%s", v->valuestring);
    } else if (v && !cJSON_IsNull(v)) {
        jc_path(p, sizeof p, path, "last_combat");
        jc_fail(d, e, v, p, "expected a text or null");
    }
    if (!cJSON_GetObjectItemCaseSensitive(pos, "rng")) {
        /* a public position (network play): the dice come fed */
        dice_blind(&st->dice);
    } else if (jc_child(d, e, pos, "rng", path, 1, rng_keys, &o)) {
        jc_path(q, sizeof q, path, "rng");
        if (jc_array(d, e, o, "state", q, 1, 4, 4, &arr)) {
            i = 0;
            cJSON_ArrayForEach(v, arr) {
                char *end = NULL;
                jc_path(p, sizeof p, q, "state");
                jc_pathi(p, sizeof p, p, i);
                if (!cJSON_IsString(v) || strlen(v->valuestring) != 16 ||
                    (st->dice.r.s[i] = strtoull(v->valuestring, &end, 16), *end))
                    jc_fail(d, e, v, p, "expected 16 hex digits");
                i++;
            }
        }
        {
            double uses = 0;
            if (jc_num(d, e, o, "uses", q, 1, 0, 1e15, &uses))
                st->dice.r.uses = (uint64_t)uses;
        }
    }
    {
        double acts = 0;
        if (jc_num(d, e, pos, "actions", path, 1, 0, 1e12, &acts))
            st->nactions = (long)acts;
    }
    /* the computer's tie-breaks (optional: a position written before
     * they were kept has those of seed 1, as pk_new gave them) */
    v = cJSON_GetObjectItemCaseSensitive(pos, "bot_salt");
    if (v) {
        char *end = NULL;
        jc_path(p, sizeof p, path, "bot_salt");
        if (!cJSON_IsString(v) || strlen(v->valuestring) != 8 ||
            strspn(v->valuestring, "0123456789abcdefABCDEF") != 8 ||
            (st->bot_salt = (uint32_t)strtoul(v->valuestring, &end, 16), *end))
            jc_fail(d, e, v, p, "expected 8 hex digits");
    }
    if (e->total != n0)
        goto bad;
    /* the dice script is never part of a position */
    st->dice.nscript = st->dice.pos = 0;
    pk_terrain_changed(st);
    pk_refresh(st);
    return st;
bad:
    pk_free(st);
    return NULL;
}
