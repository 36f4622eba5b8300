/* col_json: the state as JSON (replays, saved positions) and its inverse,
 * state_load: the scenario rebuilds the fixed parts, then every field of
 * the position is checked and read; the invariants and a redump equal to
 * the position finish the check. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "position.h"
#include "col_local.h"

static int oom;   /* an allocation of this dump failed */

/* add it to obj (or to the array obj when key is NULL); on failure it is
 * freed and the dump marked spoilt, so nothing leaks when memory runs out */
static cJSON *put(cJSON *obj, const char *key, cJSON *it)
{
    if (!it) {
        oom = 1;
        return NULL;
    }
    if (!obj || !(key ? cJSON_AddItemToObject(obj, key, it) : cJSON_AddItemToArray(obj, it))) {
        cJSON_Delete(it);
        oom = 1;
        return NULL;
    }
    return it;
}

static cJSON *ints(const int *v, int n)
{
    return cJSON_CreateIntArray(v, n);
}

static cJSON *point(vec2 p)
{
    cJSON *a = cJSON_CreateArray();

    put(a, NULL, cJSON_CreateNumber(p.x));
    put(a, NULL, cJSON_CreateNumber(p.y));
    return a;
}

cJSON *col_state_json(const col_state *st)
{
    cJSON *j = cJSON_CreateObject(), *o, *arr;

    if (!j)
        return NULL;
    oom = 0;
    cJSON_AddStringToObject(j, "game", "colonial");
    cJSON_AddStringToObject(j, "scenario", st->scen_id);
    put(j, "dice", position_dice_json(&st->dice));
    o = put(j, "deck", cJSON_CreateObject());
    put(o, "draw", ints(st->deck.draw, st->deck.ndraw));
    put(o, "discard", ints(st->deck.discard, st->deck.ndiscard));
    cJSON_AddNumberToObject(j, "card", st->card);
    cJSON_AddNumberToObject(j, "cards_drawn", st->cards_drawn);
    /* said only when a fallen band had a higher number than any standing
     * (positions written before it had no such key); a first-edition game
     * numbers its bands by slot and never has it */
    if (st->edition >= 2 && st->bands != col_bands_standing(st))
        cJSON_AddNumberToObject(j, "bands", st->bands);
    /* said once a squad has fired (games of edition 3 on: the positions
     * printed before it have no such key) */
    if (st->edition >= 3 && st->reach > 0)
        cJSON_AddNumberToObject(j, "reach", st->reach);
    cJSON_AddBoolToObject(j, "sighted", st->sighted);
    cJSON_AddBoolToObject(j, "sight_joker", st->sight_joker);
    cJSON_AddNumberToObject(j, "side", st->side);
    cJSON_AddNumberToObject(j, "actions", st->actions);
    cJSON_AddNumberToObject(j, "stage", st->stage);
    cJSON_AddNumberToObject(j, "decision", st->dec);
    cJSON_AddBoolToObject(j, "over", st->over);
    cJSON_AddNumberToObject(j, "winner", st->winner);
    o = put(j, "ammo", cJSON_CreateObject());
    cJSON_AddNumberToObject(o, "rifle", st->rifle);
    cJSON_AddNumberToObject(o, "gun", st->gunammo);
    cJSON_AddNumberToObject(o, "hidden_removed", st->hidden_removed);
    cJSON_AddBoolToObject(o, "hidden", st->opt[CO_HIDDEN_AMMO]);
    put(j, "pool", ints(st->pool, st->ntypes));
    put(j, "dead", ints(st->dead, st->ntypes));
    cJSON_AddNumberToObject(j, "col_total", st->col_total);
    cJSON_AddNumberToObject(j, "col_dead", st->col_dead);
    arr = put(j, "figures", cJSON_CreateArray());
    for (int f = 0; f < st->nfig; f++) {
        cJSON *x;
        if (!st->fig[f].used)
            continue;
        x = put(arr, NULL, cJSON_CreateObject());
        cJSON_AddNumberToObject(x, "id", f);
        cJSON_AddNumberToObject(x, "group", st->fig[f].group);
        cJSON_AddBoolToObject(x, "officer", st->fig[f].officer);
        put(x, "at", point(st->fig[f].pos));
    }
    arr = put(j, "groups", cJSON_CreateArray());
    for (int g = 0; g < COL_MAX_GROUP; g++) {
        const col_group *gr = &st->grp[g];
        cJSON *x;
        if (!gr->used)
            continue;
        x = put(arr, NULL, cJSON_CreateObject());
        cJSON_AddNumberToObject(x, "id", g);
        cJSON_AddNumberToObject(x, "side", gr->side);
        cJSON_AddNumberToObject(x, "kind", gr->kind);
        cJSON_AddNumberToObject(x, "type", gr->type);
        cJSON_AddBoolToObject(x, "mounted", gr->mounted);
        cJSON_AddStringToObject(x, "name", gr->name);
        cJSON_AddNumberToObject(x, "floor", gr->floor);
        cJSON_AddNumberToObject(x, "facing", gr->facing);
        put(x, "gun", point(gr->gun));
        cJSON_AddBoolToObject(x, "fired", gr->fired);
        cJSON_AddNumberToObject(x, "melee", gr->melee);
        cJSON_AddNumberToObject(x, "mcover", gr->mcover);
        cJSON_AddNumberToObject(x, "acts", gr->acts);
        cJSON_AddNumberToObject(x, "crew0", gr->crew0);
        if (gr->regroup)
            cJSON_AddBoolToObject(x, "regroup", 1);
    }
    if (st->own_terrain)   /* walls and cover the position laid itself */
        put(j, "terrain", col_terrain_json(st));
    arr = put(j, "walls", cJSON_CreateArray());
    for (int w = 0; w < st->nwalls; w++) {
        cJSON *x = put(arr, NULL, cJSON_CreateObject());
        cJSON_AddBoolToObject(x, "intact", st->wall[w].intact);
        cJSON_AddBoolToObject(x, "gate_open", st->wall[w].gate_open);
    }
    arr = put(j, "buildings", cJSON_CreateArray());
    for (int b = 0; b < st->nbuilds; b++) {
        int v[4] = { st->build[b].matches, st->build[b].smoke, st->build[b].orig,
                     st->build[b].burned };
        put(arr, NULL, ints(v, 4));
    }
    cJSON_AddNumberToObject(j, "next_melee", st->next_melee);
    put(j, "melee_queue", ints(st->melq, st->nmelq));
    cJSON_AddNumberToObject(j, "melee_pos", st->melpos);
    arr = put(j, "reinforcements", cJSON_CreateArray());
    for (int i = 0; i < st->nrq; i++) {
        int v[3] = { st->rq[i].edge, st->rq[i].reroll, st->rq[i].joker };
        put(arr, NULL, ints(v, 3));
    }
    cJSON_AddBoolToObject(j, "auto_done", st->auto_done);
    {
        int c[6] = { st->cas_side, st->cas_group, st->cas_melee, st->cas_left, st->cas_then,
                     st->cas_count };
        int m[5] = { st->mel_id, st->mel_lost[0], st->mel_lost[1], st->mel_before[0],
                     st->mel_before[1] };
        int p[7] = { st->pend_edge, st->pend_size, st->pend_type, st->pend_joker, st->pend_hi,
                     st->pend_units, st->fire_build };
        put(j, "casualty", ints(c, 6));
        put(j, "melee", ints(m, 5));
        put(j, "pending", ints(p, 7));
    }
    if (st->mel_id >= 0) {   /* only while a melee is resolved: the ground each held */
        arr = put(j, "melee_at", cJSON_CreateArray());
        put(arr, NULL, point(st->mel_at[COL_DEF]));
        put(arr, NULL, point(st->mel_at[COL_ATT]));
    }
    if (st->dec == DEC_FOLLOW) {   /* only while the winner of a melee decides */
        o = put(j, "follow", cJSON_CreateObject());
        cJSON_AddNumberToObject(o, "side", st->fol_side);
        cJSON_AddNumberToObject(o, "group", st->fol_group);
        put(o, "at", point(st->fol_at));
        put(o, "members", ints(st->fol_members, st->fol_nm));
    }
    if (oom) {
        cJSON_Delete(j);
        return NULL;
    }
    return j;
}

/* What every seat may see (network play): no rng, and the undrawn cards
 * in their canonical order (by card), so only which are left shows. With
 * hidden ammunition, the rifle counters the defender believes he has (the
 * supply less the rounds spent) and whether the umpire has warned him,
 * not the die's count taken away. */
cJSON *col_public_json(const col_state *st)
{
    int sorted[DECK_MAX];
    cJSON *j = col_state_json(st), *dk, *ammo;

    if (!j)
        return NULL;
    game_public_strip(j);
    dk = cJSON_GetObjectItemCaseSensitive(j, "deck");
    deck_canonical(st->deck.draw, st->deck.ndraw, sorted);
    cJSON_ReplaceItemInObjectCaseSensitive(dk, "draw", ints(sorted, st->deck.ndraw));
    ammo = cJSON_GetObjectItemCaseSensitive(j, "ammo");
    if (st->opt[CO_HIDDEN_AMMO] && ammo) {
        int believed = st->rifle + (st->hidden_removed > 0 ? st->hidden_removed : 0);
        cJSON_ReplaceItemInObjectCaseSensitive(ammo, "rifle", cJSON_CreateNumber(believed));
        cJSON_DeleteItemFromObjectCaseSensitive(ammo, "hidden_removed");
        cJSON_AddBoolToObject(ammo, "low", col_ammo_low(st));
    }
    return j;
}

/* ---- loading ----------------------------------------------------------- */

static const char *const top_keys[] = {
    "game", "scenario", "dice", "deck", "card", "cards_drawn", "bands", "reach", "sighted",
    "sight_joker",
    "side", "actions", "stage", "decision", "over", "winner", "ammo", "pool", "dead",
    "col_total", "col_dead", "figures", "groups", "walls", "buildings", "next_melee",
    "melee_queue", "melee_pos", "reinforcements", "auto_done", "casualty", "melee",
    "pending", "follow", "melee_at", "terrain", NULL
};
static const char *const follow_keys[] = { "side", "group", "at", "members", NULL };
static const char *const deck_keys[] = { "draw", "discard", NULL };
static const char *const ammo_keys[] = { "rifle", "gun", "hidden_removed", "hidden", "low",
                                         NULL };
static const char *const fig_keys[] = { "id", "group", "officer", "at", NULL };
static const char *const grp_keys[] = {
    "id", "side", "kind", "type", "mounted", "name", "floor", "facing", "gun", "fired",
    "melee", "mcover", "acts", "crew0", "regroup", NULL
};
static const char *const wall_keys[] = { "intact", "gate_open", NULL };

/* the array node arr (at path) of lo_n..hi_n integers in lo..hi */
static int int_arr(const jdoc *d, errs *e, const cJSON *arr, const char *p, int lo_n, int hi_n,
                   int lo, int hi, int *out, int *n)
{
    char q[112], buf[64];
    int ok = 1;

    if (!cJSON_IsArray(arr) || cJSON_GetArraySize(arr) < lo_n ||
        cJSON_GetArraySize(arr) > hi_n) {
        jc_fail(d, e, arr, p, "expected an array of %d to %d integers, found %s", lo_n, hi_n,
                jc_describe(arr, buf, sizeof buf));
        return 0;
    }
    *n = cJSON_GetArraySize(arr);
    for (int i = 0; i < *n; i++) {
        const cJSON *v = cJSON_GetArrayItem(arr, i);
        if (!jnum_int(v, lo, hi, &out[i])) {
            jc_pathi(q, sizeof q, p, i);
            jc_fail(d, e, v, q, "expected an integer from %d to %d, found %s", lo, hi,
                    jc_describe(v, buf, sizeof buf));
            ok = 0;
        }
    }
    return ok;
}

/* field key of obj: an array of lo_n..hi_n integers in lo..hi */
static int int_list(const jdoc *d, errs *e, const cJSON *obj, const char *key, const char *path,
                    int lo_n, int hi_n, int lo, int hi, int *out, int *n)
{
    const cJSON *arr;
    char p[96];

    if (!jc_array(d, e, obj, key, path, 1, lo_n, hi_n, &arr))
        return 0;
    jc_path(p, sizeof p, path, key);
    return int_arr(d, e, arr, p, lo_n, hi_n, lo, hi, out, n);
}

static int xy(const jdoc *d, errs *e, const cJSON *obj, const char *key, const char *path,
              double w, double h, vec2 *out)
{
    const cJSON *arr, *x, *y;
    char p[96];

    if (!jc_array(d, e, obj, key, path, 1, 2, 2, &arr))
        return 0;
    x = cJSON_GetArrayItem(arr, 0);
    y = cJSON_GetArrayItem(arr, 1);
    jc_path(p, sizeof p, path, key);
    if (!cJSON_IsNumber(x) || !cJSON_IsNumber(y) || x->valuedouble < 0 ||
        x->valuedouble > w || y->valuedouble < 0 || y->valuedouble > h) {
        jc_fail(d, e, arr, p, "expected a point on the %gx%g table", w, h);
        return 0;
    }
    out->x = x->valuedouble;
    out->y = y->valuedouble;
    return 1;
}

static int load_pieces(col_state *st, const jdoc *d, errs *e, const cJSON *pos,
                       const char *path)
{
    const cJSON *arr;
    char p[96], q[128];
    int ok = 1;

    memset(st->fig, 0, sizeof st->fig);
    memset(st->grp, 0, sizeof st->grp);
    st->nfig = 0;
    jc_path(p, sizeof p, path, "groups");
    if (!jc_array(d, e, pos, "groups", path, 1, 0, COL_MAX_GROUP, &arr))
        return 0;
    for (int i = 0; i < cJSON_GetArraySize(arr); i++) {
        const cJSON *o = cJSON_GetArrayItem(arr, i);
        col_group g;
        int id = 0;
        memset(&g, 0, sizeof g);
        jc_pathi(q, sizeof q, p, i);
        if (!jc_object(d, e, o, q, grp_keys) ||
            !jc_int(d, e, o, "id", q, 1, 0, COL_MAX_GROUP - 1, &id) ||
            !jc_int(d, e, o, "side", q, 1, 0, 1, &g.side) ||
            !jc_int(d, e, o, "kind", q, 1, 0, 2, &g.kind) ||
            !jc_int(d, e, o, "type", q, 1, -1, st->ntypes - 1, &g.type) ||
            !jc_bool(d, e, o, "mounted", q, 1, &g.mounted) ||
            !jc_str(d, e, o, "name", q, 1, g.name, sizeof g.name) ||
            !jc_int(d, e, o, "floor", q, 1, 0, 4, &g.floor) ||
            !jc_num(d, e, o, "facing", q, 1, 0, 360, &g.facing) ||
            !xy(d, e, o, "gun", q, st->tab.w, st->tab.h, &g.gun) ||
            !jc_bool(d, e, o, "fired", q, 1, &g.fired) ||
            !jc_int(d, e, o, "melee", q, 1, -1, 1000000, &g.melee) ||
            !jc_int(d, e, o, "mcover", q, 1, 6, 12, &g.mcover) ||
            !jc_int(d, e, o, "acts", q, 1, 0, 3, &g.acts) ||
            !jc_int(d, e, o, "crew0", q, 1, 0, 4, &g.crew0) ||
            !jc_bool(d, e, o, "regroup", q, 0, &g.regroup)) {
            ok = 0;
            continue;
        }
        if (st->grp[id].used || (g.side == COL_ATT) != (g.type >= 0) ||
            (g.side == COL_ATT) != (g.kind == GK_NATIVE)) {
            jc_fail(d, e, o, q, "expected a group of its own id, natives with a kind, "
                    "found id %d", id);
            ok = 0;
            continue;
        }
        g.used = 1;
        st->grp[id] = g;
    }
    jc_path(p, sizeof p, path, "figures");
    if (!jc_array(d, e, pos, "figures", path, 1, 0, COL_MAX_FIG, &arr))
        return 0;
    for (int i = 0; i < cJSON_GetArraySize(arr) && ok; i++) {
        const cJSON *o = cJSON_GetArrayItem(arr, i);
        int id = 0;
        col_fig f;
        memset(&f, 0, sizeof f);
        jc_pathi(q, sizeof q, p, i);
        if (!jc_object(d, e, o, q, fig_keys) ||
            !jc_int(d, e, o, "id", q, 1, 0, COL_MAX_FIG - 1, &id) ||
            !jc_int(d, e, o, "group", q, 1, 0, COL_MAX_GROUP - 1, &f.group) ||
            !jc_bool(d, e, o, "officer", q, 1, &f.officer) ||
            !xy(d, e, o, "at", q, st->tab.w, st->tab.h, &f.pos)) {
            ok = 0;
            continue;
        }
        if (st->fig[id].used || !st->grp[f.group].used) {
            jc_fail(d, e, o, q, "expected a figure id of its own in a group that exists, "
                    "found figure %d in group %d", id, f.group);
            ok = 0;
            continue;
        }
        f.used = 1;
        st->fig[id] = f;
        if (id >= st->nfig)
            st->nfig = id + 1;
    }
    return ok;
}

/* the follow-up decision: who won, the group that may move, the ground
 * held and the groups of the melee (they re-form after the answer) */
static int load_follow(col_state *st, const jdoc *d, errs *e, const cJSON *pos,
                       const char *path)
{
    const cJSON *o;
    char p[96];
    int ok;

    if (!jc_child(d, e, pos, "follow", path, 1, follow_keys, &o))
        return 0;
    jc_path(p, sizeof p, path, "follow");
    ok = jc_int(d, e, o, "side", p, 1, 0, 1, &st->fol_side) &&
         jc_int(d, e, o, "group", p, 1, 0, COL_MAX_GROUP - 1, &st->fol_group) &&
         xy(d, e, o, "at", p, st->tab.w, st->tab.h, &st->fol_at) &&
         int_list(d, e, o, "members", p, 1, COL_MAX_GROUP, 0, COL_MAX_GROUP - 1,
                  st->fol_members, &st->fol_nm);
    if (ok && (!st->grp[st->fol_group].used || st->grp[st->fol_group].side != st->fol_side)) {
        char q[112];
        jc_path(q, sizeof q, p, "group");
        jc_fail(d, e, cJSON_GetObjectItemCaseSensitive(o, "group"), q,
                "expected a group of the winning side, found %d", st->fol_group);
        ok = 0;
    }
    return ok;
}

static int load_misc(col_state *st, const jdoc *d, errs *e, const cJSON *pos, const char *path)
{
    const cJSON *o, *arr;
    char p[96], q[128];
    int ok = 1, n = 0, v[8];

    if (!jc_child(d, e, pos, "deck", path, 1, deck_keys, &o))
        return 0;
    jc_path(p, sizeof p, path, "deck");
    ok &= int_list(d, e, o, "draw", p, 0, DECK54_SIZE, 0, DECK54_SIZE - 1, st->deck.draw,
                   &st->deck.ndraw);
    ok &= int_list(d, e, o, "discard", p, 0, DECK54_SIZE, 0, DECK54_SIZE - 1,
                   st->deck.discard, &st->deck.ndiscard);
    ok &= jc_int(d, e, pos, "card", path, 1, -1, DECK54_SIZE - 1, &st->card);
    ok &= jc_int(d, e, pos, "cards_drawn", path, 1, 0, 100000000, &st->cards_drawn);
    ok &= jc_bool(d, e, pos, "sighted", path, 1, &st->sighted);
    ok &= jc_bool(d, e, pos, "sight_joker", path, 1, &st->sight_joker);
    ok &= jc_int(d, e, pos, "side", path, 1, 0, 1, &st->side);
    ok &= jc_int(d, e, pos, "actions", path, 1, 0, 6, &st->actions);
    ok &= jc_int(d, e, pos, "stage", path, 1, ST_ACT, ST_DRAW, &st->stage);
    ok &= jc_int(d, e, pos, "decision", path, 1, DEC_NONE, DEC_OPEN, &st->dec);
    ok &= jc_bool(d, e, pos, "over", path, 1, &st->over);
    ok &= jc_int(d, e, pos, "winner", path, 1, 0, 1, &st->winner);
    if (jc_child(d, e, pos, "ammo", path, 1, ammo_keys, &o)) {
        int hid = 0;
        jc_path(p, sizeof p, path, "ammo");
        ok &= jc_int(d, e, o, "rifle", p, 1, 0, st->rifle0, &st->rifle);
        ok &= jc_int(d, e, o, "gun", p, 1, 0, st->gun0, &st->gunammo);
        if (st->dice.blind && st->opt[CO_HIDDEN_AMMO] &&
            !cJSON_GetObjectItemCaseSensitive(o, "hidden_removed")) {
            /* a public position: the defender's count, the umpire's word */
            st->hidden_removed = -1;
            ok &= jc_bool(d, e, o, "low", p, 1, &st->ammo_low_told);
        } else {
            ok &= jc_int(d, e, o, "hidden_removed", p, 1, 0, 6, &st->hidden_removed);
        }
        ok &= jc_bool(d, e, o, "hidden", p, 1, &hid);
    } else {
        ok = 0;
    }
    ok &= int_list(d, e, pos, "pool", path, st->ntypes, st->ntypes, 0, 400, st->pool, &n);
    ok &= int_list(d, e, pos, "dead", path, st->ntypes, st->ntypes, 0, 400, st->dead, &n);
    ok &= jc_int(d, e, pos, "col_total", path, 1, 0, COL_MAX_FIG, &st->col_total);
    ok &= jc_int(d, e, pos, "col_dead", path, 1, 0, COL_MAX_FIG, &st->col_dead);
    if (jc_array(d, e, pos, "walls", path, 1, st->nwalls, st->nwalls, &arr)) {
        jc_path(p, sizeof p, path, "walls");
        for (int w = 0; w < st->nwalls; w++) {
            const cJSON *x = cJSON_GetArrayItem(arr, w);
            jc_pathi(q, sizeof q, p, w);
            ok &= jc_object(d, e, x, q, wall_keys) &&
                  jc_bool(d, e, x, "intact", q, 1, &st->wall[w].intact) &&
                  jc_bool(d, e, x, "gate_open", q, 1, &st->wall[w].gate_open);
        }
    } else {
        ok = 0;
    }
    if (jc_array(d, e, pos, "buildings", path, 1, st->nbuilds, st->nbuilds, &arr)) {
        jc_path(p, sizeof p, path, "buildings");
        for (int b = 0; b < st->nbuilds; b++) {
            int got = 0;
            jc_pathi(q, sizeof q, p, b);
            if (!int_arr(d, e, cJSON_GetArrayItem(arr, b), q, 4, 4, 0, 10, v, &got)) {
                ok = 0;
                continue;
            }
            st->build[b].matches = v[0];
            st->build[b].smoke = v[1];
            st->build[b].orig = v[2];
            st->build[b].burned = v[3];
        }
    } else {
        ok = 0;
    }
    ok &= jc_int(d, e, pos, "next_melee", path, 1, 0, 1000000, &st->next_melee);
    ok &= int_list(d, e, pos, "melee_queue", path, 0, COL_MAX_GROUP, 0, 1000000, st->melq,
                   &st->nmelq);
    ok &= jc_int(d, e, pos, "melee_pos", path, 1, 0, COL_MAX_GROUP, &st->melpos);
    if (jc_array(d, e, pos, "reinforcements", path, 1, 0, COL_MAX_QUEUE, &arr)) {
        jc_path(p, sizeof p, path, "reinforcements");
        st->nrq = cJSON_GetArraySize(arr);
        for (int i = 0; i < st->nrq; i++) {
            int got = 0;
            jc_pathi(q, sizeof q, p, i);
            if (!int_arr(d, e, cJSON_GetArrayItem(arr, i), q, 3, 3, -1, 3, v, &got)) {
                ok = 0;
                continue;
            }
            st->rq[i].edge = v[0];
            st->rq[i].reroll = v[1];
            st->rq[i].joker = v[2];
        }
    } else {
        ok = 0;
    }
    ok &= jc_bool(d, e, pos, "auto_done", path, 1, &st->auto_done);
    if (int_list(d, e, pos, "casualty", path, 6, 6, -1, 1000000, v, &n)) {
        st->cas_side = v[0];
        st->cas_group = v[1];
        st->cas_melee = v[2];
        st->cas_left = v[3];
        st->cas_then = v[4];
        st->cas_count = v[5];
        if (v[0] < 0 || v[0] > 1 || v[1] >= COL_MAX_GROUP || v[4] < 0 || v[4] > THEN_FIRE ||
            v[3] > COL_MAX_FIG) {
            jc_fail(d, e, cJSON_GetObjectItemCaseSensitive(pos, "casualty"), "casualty",
                    "expected side 0-1, a group, a count and a follow-up 0-3");
            ok = 0;
        }
    } else {
        ok = 0;
    }
    if (int_list(d, e, pos, "melee", path, 5, 5, -1, 1000000, v, &n)) {
        st->mel_id = v[0];
        st->mel_lost[0] = v[1];
        st->mel_lost[1] = v[2];
        st->mel_before[0] = v[3];
        st->mel_before[1] = v[4];
    } else {
        ok = 0;
    }
    if (int_list(d, e, pos, "pending", path, 7, 7, -1, 400, v, &n)) {
        st->pend_edge = v[0];
        st->pend_size = v[1];
        st->pend_type = v[2];
        st->pend_joker = v[3];
        st->pend_hi = v[4];
        st->pend_units = v[5];
        st->fire_build = v[6];
        if (v[0] < 0 || v[0] > 3 || v[2] < 0 || v[2] >= st->ntypes || v[1] > 10 || v[5] > 2) {
            jc_fail(d, e, cJSON_GetObjectItemCaseSensitive(pos, "pending"), "pending",
                    "expected an edge 0-3, a size to 10, a kind of the pool, units to 2");
            ok = 0;
        }
    } else {
        ok = 0;
    }
    if (st->mel_id >= 0 && cJSON_GetObjectItemCaseSensitive(pos, "melee_at")) {
        const cJSON *ma;
        jc_path(p, sizeof p, path, "melee_at");
        if (jc_array(d, e, pos, "melee_at", path, 1, 2, 2, &ma)) {
            for (int s = 0; s < COL_SIDES; s++) {
                const cJSON *pt = cJSON_GetArrayItem(ma, s), *x = cJSON_GetArrayItem(pt, 0),
                            *y = cJSON_GetArrayItem(pt, 1);
                jc_pathi(q, sizeof q, p, s);
                if (!cJSON_IsArray(pt) || cJSON_GetArraySize(pt) != 2 || !cJSON_IsNumber(x) ||
                    !cJSON_IsNumber(y) || x->valuedouble < 0 || x->valuedouble > st->tab.w ||
                    y->valuedouble < 0 || y->valuedouble > st->tab.h) {
                    jc_fail(d, e, pt, q, "expected a point on the %gx%g table", st->tab.w,
                            st->tab.h);
                    ok = 0;
                    continue;
                }
                st->mel_at[s] = geom_v(x->valuedouble, y->valuedouble);
            }
        } else {
            ok = 0;
        }
    } else if (st->mel_id >= 0) {   /* a position from before it was kept */
        for (int s = 0; s < COL_SIDES; s++)
            st->mel_at[s] = col_melee_ground(st, st->mel_id, s);
    }
    st->fol_group = -1;
    if (st->dec == DEC_FOLLOW || cJSON_GetObjectItemCaseSensitive(pos, "follow"))
        ok &= load_follow(st, d, e, pos, path);
    return ok;
}

col_state *col_state_load(const char *datadir, const char *scenario, const int opt[CO_COUNT],
                          const int seat[COL_SIDES], const jdoc *d, const cJSON *pos,
                          const char *path, errs *e)
{
    col_state *st;
    char why[200];
    cJSON *re;
    int ok;

    if (!position_is(d, e, pos, path, "colonial") || !jc_object(d, e, pos, path, top_keys))
        return NULL;
    st = col_new(datadir, scenario, opt, seat, 1, e);
    if (!st)
        return NULL;
    ok = position_dice_load(d, e, pos, "dice", path, &st->dice);
    if (cJSON_GetObjectItemCaseSensitive(pos, "terrain"))
        ok &= col_load_terrain(st, d, e, pos, path);
    ok &= load_pieces(st, d, e, pos, path);
    ok &= load_misc(st, d, e, pos, path);
    if (ok) {   /* the native force is what the position holds: pool, table, dead */
        for (int t = 0; t < st->ntypes; t++)
            st->type[t].total = st->pool[t] + st->dead[t];
        for (int f = 0; f < st->nfig; f++)
            if (st->fig[f].used && st->grp[st->fig[f].group].side == COL_ATT)
                st->type[st->grp[st->fig[f].group].type].total++;
    }
    st->bands = col_bands_standing(st);
    ok &= jc_int(d, e, pos, "bands", path, 0, 0, 1000000, &st->bands);
    ok &= jc_int(d, e, pos, "reach", path, 0, 0, 200, &st->reach);
    if (ok && col_check_invariants(st, why, sizeof why) != 1) {
        jc_fail(d, e, pos, path, "expected a consistent position, found %s", why);
        ok = 0;
    }
    if (ok) {
        char sc[64];
        if (jc_str(d, e, pos, "scenario", path, 1, sc, sizeof sc) && strcmp(sc, st->scen_id)) {
            jc_fail(d, e, pos, path, "expected a position of scenario %s, found %s",
                    st->scen_id, sc);
            ok = 0;
        }
    }
    if (ok) {
        /* a public position (network play) dumps back as one */
        re = st->dice.blind ? col_public_json(st) : col_state_json(st);
        if (re && !cJSON_GetObjectItemCaseSensitive(pos, "melee_at"))
            cJSON_DeleteItemFromObjectCaseSensitive(re, "melee_at");   /* older positions */
        ok = re && position_match(d, e, pos, path, re);
        cJSON_Delete(re);
    }
    if (!ok) {
        free(st);
        return NULL;
    }
    return st;
}
