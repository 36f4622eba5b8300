/* tuan_json: actions to and from JSON, the state as JSON (for replays and
 * saved positions) and its inverse, state_load, checked field by field. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "jsonload.h"
#include "tuan_local.h"

static const char *const type_ids[TA_TYPES] = {
    "activate", "rally", "melee", "forfeit", "pass", "move", "fire", "charge",
    "formation", "mount", "limber", "recrew", "resupply", "end_activation", "face",
    "start"
};
static const char *const phase_ids[] = { "select", "act", "over", "open", NULL };

static int tray_ref(const tu_state *st, const cJSON *j, const char *key, int *out)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(j, key);

    if (!cJSON_IsString(v))
        return 0;
    *out = tu_find_tray(st, v->valuestring);
    return *out >= 0;
}

static int tray_list_key(const tu_state *st, const cJSON *j, const char *key, tu_action *a)
{
    const cJSON *arr = cJSON_GetObjectItemCaseSensitive(j, key), *it;

    a->n = 0;
    if (!cJSON_IsArray(arr) || cJSON_GetArraySize(arr) < 1 ||
        cJSON_GetArraySize(arr) > TU_MAX_TRAYS)
        return 0;
    cJSON_ArrayForEach(it, arr) {
        if (!cJSON_IsString(it) || (a->trays[a->n] = tu_find_tray(st, it->valuestring)) < 0)
            return 0;
        a->n++;
    }
    return 1;
}

static int tray_list(const tu_state *st, const cJSON *j, tu_action *a)
{
    return tray_list_key(st, j, "trays", a);
}

int tu_action_from_json(const tu_state *st, const cJSON *j, tu_action *a,
                        char *why, size_t n)
{
    const cJSON *t = cJSON_GetObjectItemCaseSensitive(j, "type");
    int k;

    memset(a, 0, sizeof *a);
    a->tray = a->target = -1;
    if (!cJSON_IsObject(j) || !cJSON_IsString(t))
        return tu_refuse(why, n, "An action needs a \"type\".");
    for (k = 0; k < TA_TYPES; k++)
        if (strcmp(t->valuestring, type_ids[k]) == 0)
            break;
    if (k == TA_TYPES)
        return tu_refuse(why, n, "Unknown action type \"%.40s\".", t->valuestring);
    a->type = k;
    switch (k) {
    case TA_ACTIVATE:
        if (!tray_list(st, j, a))
            return tu_refuse(why, n, "activate needs \"trays\": a list of tray ids.");
        break;
    case TA_FIRE:
        if (!tray_list(st, j, a) || !tray_ref(st, j, "target", &a->target))
            return tu_refuse(why, n, "fire needs \"trays\" (ids) and a \"target\" tray id.");
        break;
    case TA_CHARGE:
        /* one defender ("target", as saves have always had it) or several
         * ("targets", the first the one it charges at) */
        if (cJSON_GetObjectItemCaseSensitive(j, "targets")) {
            tu_action l;
            if (cJSON_GetObjectItemCaseSensitive(j, "target") ||
                !tray_ref(st, j, "tray", &a->tray) || !tray_list_key(st, j, "targets", &l))
                return tu_refuse(why, n, "charge needs a \"tray\" and either a \"target\" "
                                 "tray id or \"targets\", a list of tray ids.");
            a->target = l.trays[0];
            a->nmore = l.n - 1;
            memcpy(a->more, l.trays + 1, (size_t)a->nmore * sizeof a->more[0]);
        } else if (!tray_ref(st, j, "tray", &a->tray) || !tray_ref(st, j, "target", &a->target))
            return tu_refuse(why, n, "charge needs a \"tray\" and a \"target\" tray id.");
        if (cJSON_GetObjectItemCaseSensitive(j, "with") && !tray_list_key(st, j, "with", a))
            return tu_refuse(why, n, "charge \"with\" is a list of tray ids (the other "
                             "attackers).");
        break;
    case TA_FACE: {
        const cJSON *f = cJSON_GetObjectItemCaseSensitive(j, "facing");
        if (!tray_ref(st, j, "tray", &a->tray) || !cJSON_IsNumber(f))
            return tu_refuse(why, n, "face needs a \"tray\" id and a \"facing\" in degrees.");
        a->facing = f->valuedouble;
        a->has_facing = 1;
        break;
    }
    case TA_MELEE:
        if (!tray_ref(st, j, "tray", &a->tray) || !tray_ref(st, j, "target", &a->target))
            return tu_refuse(why, n, "%s needs a \"tray\" and a \"target\" tray id.",
                             type_ids[k]);
        break;
    case TA_MOVE: {
        const cJSON *x = cJSON_GetObjectItemCaseSensitive(j, "x");
        const cJSON *y = cJSON_GetObjectItemCaseSensitive(j, "y");
        const cJSON *f = cJSON_GetObjectItemCaseSensitive(j, "facing");
        if (!tray_ref(st, j, "tray", &a->tray) || !cJSON_IsNumber(x) || !cJSON_IsNumber(y) ||
            (f && !cJSON_IsNumber(f)))
            return tu_refuse(why, n, "move needs a \"tray\" id, \"x\" and \"y\" in inches "
                             "(and may give a \"facing\" in degrees).");
        a->x = x->valuedouble;
        a->y = y->valuedouble;
        a->has_facing = f != NULL;
        a->facing = f ? f->valuedouble : 0;
        break;
    }
    case TA_PASS:
    case TA_END_ACTIVATION:
    case TA_START:
        break;
    default:
        if (!tray_ref(st, j, "tray", &a->tray))
            return tu_refuse(why, n, "%s needs a \"tray\" id.", type_ids[k]);
        break;
    }
    return 0;
}

cJSON *tu_action_json(const tu_state *st, const tu_action *a)
{
    cJSON *j = cJSON_CreateObject(), *arr;

    if (!j || a->type < 0 || a->type >= TA_TYPES)
        return j;
    cJSON_AddStringToObject(j, "type", type_ids[a->type]);
    switch (a->type) {
    case TA_ACTIVATE:
    case TA_FIRE:
        arr = cJSON_AddArrayToObject(j, "trays");
        for (int k = 0; k < a->n; k++) {
            cJSON *id = cJSON_CreateString(st->tray[a->trays[k]].id);
            if (id && !cJSON_AddItemToArray(arr, id))
                cJSON_Delete(id);   /* out of memory: no array to hold it */
        }
        if (a->type == TA_FIRE)
            cJSON_AddStringToObject(j, "target", st->tray[a->target].id);
        break;
    case TA_MELEE:
    case TA_CHARGE:
        cJSON_AddStringToObject(j, "tray", st->tray[a->tray].id);
        if (a->type == TA_CHARGE && a->nmore > 0) {
            arr = cJSON_AddArrayToObject(j, "targets");
            for (int k = -1; arr && k < a->nmore; k++) {
                cJSON *id = cJSON_CreateString(st->tray[k < 0 ? a->target : a->more[k]].id);
                if (id && !cJSON_AddItemToArray(arr, id))
                    cJSON_Delete(id);
            }
        } else {
            cJSON_AddStringToObject(j, "target", st->tray[a->target].id);
        }
        if (a->type == TA_CHARGE && a->n > 0) {
            arr = cJSON_AddArrayToObject(j, "with");
            for (int k = 0; arr && k < a->n; k++) {
                cJSON *id = cJSON_CreateString(st->tray[a->trays[k]].id);
                if (id && !cJSON_AddItemToArray(arr, id))
                    cJSON_Delete(id);
            }
        }
        break;
    case TA_FACE:
        cJSON_AddStringToObject(j, "tray", st->tray[a->tray].id);
        cJSON_AddNumberToObject(j, "facing", tu_snap_facing(a->facing));
        break;
    case TA_MOVE: {
        vec2 q = tu_snap_pos(geom_v(a->x, a->y));
        cJSON_AddStringToObject(j, "tray", st->tray[a->tray].id);
        cJSON_AddNumberToObject(j, "x", q.x);
        cJSON_AddNumberToObject(j, "y", q.y);
        if (a->has_facing)
            cJSON_AddNumberToObject(j, "facing", tu_snap_facing(a->facing));
        break;
    }
    case TA_PASS:
    case TA_END_ACTIVATION:
    case TA_START:
        break;
    default:
        cJSON_AddStringToObject(j, "tray", st->tray[a->tray].id);
        break;
    }
    return j;
}

/* ---- the state --------------------------------------------------------- */

static cJSON *piece_json(const table_piece *p)
{
    cJSON *o = cJSON_CreateObject();

    cJSON_AddNumberToObject(o, "x", p->pos.x);
    cJSON_AddNumberToObject(o, "y", p->pos.y);
    cJSON_AddNumberToObject(o, "facing", p->facing);
    return o;
}

static void ref_or_null(cJSON *o, const char *key, const tu_state *st, int i)
{
    if (i >= 0)
        cJSON_AddStringToObject(o, key, st->tray[i].id);
    else
        cJSON_AddNullToObject(o, key);
}

/* the fields of a tray that change during play, as ints */
#define TRAY_INTS(X) X(figures) X(officer) X(guns) X(lost) X(column) X(mounted) \
    X(limbered) X(routed) X(routed_turn) X(rally_tried) X(no_ammo) X(fired) X(spent) \
    X(activated) X(actions) X(inspired) X(frenzy) X(ensign) X(bled) X(crew_away) X(off)

cJSON *tu_state_json(const tu_state *st)
{
    cJSON *j = cJSON_CreateObject(), *arr, *o;
    char buf[32];

    cJSON_AddStringToObject(j, "game", "tuan");
    cJSON_AddStringToObject(j, "scenario", st->scenario);
    cJSON_AddNumberToObject(j, "turn", st->turn);
    cJSON_AddNumberToObject(j, "max_turns", st->max_turns);
    cJSON_AddStringToObject(j, "phase", phase_ids[st->phase]);
    if (st->side >= 0)
        cJSON_AddStringToObject(j, "side", st->side == TU_ALLIES ? "allies" : "chinese");
    else
        cJSON_AddNullToObject(j, "side");
    if (st->result != TU_R_NONE)
        cJSON_AddStringToObject(j, "result", tu_result_name(st));
    else
        cJSON_AddNullToObject(j, "result");
    o = cJSON_AddObjectToObject(j, "options");
    for (int k = 0; k < TO_COUNT; k++)
        cJSON_AddBoolToObject(o, tu_opt_ids[k], st->opt[k]);
    arr = cJSON_AddArrayToObject(j, "init_roll");
    for (int s = 0; s < TU_SIDES; s++)
        cJSON_AddItemToArray(arr, cJSON_CreateNumber(st->init_roll[s]));
    cJSON_AddBoolToObject(j, "single", st->single);
    arr = cJSON_AddArrayToObject(j, "group");
    for (int k = 0; k < st->ngroup; k++) {
        o = cJSON_CreateObject();
        cJSON_AddStringToObject(o, "tray", st->tray[st->group[k]].id);
        cJSON_AddBoolToObject(o, "fire_only", st->fire_only[k]);
        cJSON_AddItemToArray(arr, o);
    }
    arr = cJSON_AddArrayToObject(j, "trays");
    for (int i = 0; i < st->ntrays; i++) {
        const tu_tray *t = &st->tray[i];
        o = cJSON_CreateObject();
        cJSON_AddStringToObject(o, "id", t->id);
        cJSON_AddStringToObject(o, "side", t->side == TU_ALLIES ? "allies" : "chinese");
        cJSON_AddStringToObject(o, "arm", tu_arm_ids[t->arm]);
        cJSON_AddItemToObject(o, "at", piece_json(&t->p));
        cJSON_AddNumberToObject(o, "morale", tu_morale(st, i));
#define X(f) cJSON_AddNumberToObject(o, #f, t->f);
        TRAY_INTS(X)
#undef X
        cJSON_AddItemToObject(o, "gun", piece_json(&t->gun));
        ref_or_null(o, "melee", st, t->melee);
        ref_or_null(o, "must_charge", st, t->must_charge);
        ref_or_null(o, "team_of", st, t->team_of);
        if (t->face_choice)  /* only while its owner chooses: older saves lack it */
            cJSON_AddBoolToObject(o, "face_choice", 1);
        if (t->ff_choice)    /* the same for random event 2 */
            cJSON_AddBoolToObject(o, "ff_choice", 1);
        cJSON_AddItemToArray(arr, o);
    }
    arr = cJSON_AddArrayToObject(j, "rng");
    for (int k = 0; k < 4; k++) {
        snprintf(buf, sizeof buf, "%016" PRIx64, st->dice.r.s[k]);
        cJSON_AddItemToArray(arr, cJSON_CreateString(buf));
    }
    snprintf(buf, sizeof buf, "%" PRIu64, st->dice.r.uses);
    cJSON_AddStringToObject(j, "rng_uses", buf);
    cJSON_AddNumberToObject(j, "actions", (double)st->nactions);
    return j;
}

static const char *const tray_keys[] = {
    "id", "side", "arm", "at", "morale", "figures", "officer", "guns", "lost",
    "column", "mounted", "limbered", "routed", "routed_turn", "rally_tried",
    "no_ammo", "fired", "spent", "activated", "actions", "inspired", "frenzy",
    "ensign", "bled", "crew_away", "off", "gun", "melee", "must_charge", "team_of",
    "face_choice", "ff_choice", NULL
};
static const char *const top_keys[] = {
    "game", "scenario", "turn", "max_turns", "phase", "side", "result", "options",
    "init_roll", "single", "group", "trays", "rng", "rng_uses", "actions", NULL
};
static const char *const piece_keys[] = { "x", "y", "facing", NULL };
static const char *const slot_keys[] = { "tray", "fire_only", NULL };

static int load_piece(const jdoc *d, errs *e, const cJSON *o, const char *key,
                      const char *path, const tu_state *st, table_piece *p)
{
    const cJSON *c;
    char q[256];
    int ok = 1;

    if (!jc_child(d, e, o, key, path, 1, piece_keys, &c))
        return 0;
    jc_path(q, sizeof q, path, key);
    ok &= jc_num(d, e, c, "x", q, 1, -1000, st->tab.w + 1000, &p->pos.x);
    ok &= jc_num(d, e, c, "y", q, 1, -1000, st->tab.h + 1000, &p->pos.y);
    ok &= jc_num(d, e, c, "facing", q, 1, -720, 720, &p->facing);
    return ok;
}

static int load_ref(const jdoc *d, errs *e, const cJSON *o, const char *key,
                     const char *path, const tu_state *st, int *out)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
    char q[256];
    const char *ids[TU_MAX_TRAYS];

    *out = -1;
    if (!v || cJSON_IsNull(v))
        return 1;
    jc_path(q, sizeof q, path, key);
    if (!cJSON_IsString(v)) {
        char b[64];
        jc_fail(d, e, v, q, "expected a tray id or null, found %s", jc_describe(v, b, sizeof b));
        return 0;
    }
    for (int i = 0; i < st->ntrays; i++)
        ids[i] = st->tray[i].id;
    return jc_ref(d, e, v, q, "tray", v->valuestring, ids, st->ntrays, out);
}

static int load_tray_state(const jdoc *d, errs *e, const cJSON *o, const char *p,
                           tu_state *st, int i)
{
    tu_tray *t = &st->tray[i];
    int ok = 1, morale = 0;

    ok &= load_piece(d, e, o, "at", p, st, &t->p);
    ok &= load_piece(d, e, o, "gun", p, st, &t->gun);
    t->gun.width = t->p.width;
    t->gun.depth = t->p.depth;
#define X(f) ok &= jc_int(d, e, o, #f, p, 1, 0, 99, &t->f);
    TRAY_INTS(X)
#undef X
    if (!ok)
        return 0;
    if (t->figures > t->figures0) {
        jc_fail(d, e, cJSON_GetObjectItemCaseSensitive(o, "figures"), p,
                "expected at most the %d figures the tray began with, found %d",
                t->figures0, t->figures);
        return 0;
    }
    if (t->actions > 3) {
        jc_fail(d, e, cJSON_GetObjectItemCaseSensitive(o, "actions"), p,
                "expected 0 to 3 actions, found %d", t->actions);
        return 0;
    }
    ok &= load_ref(d, e, o, "melee", p, st, &t->melee);
    ok &= load_ref(d, e, o, "must_charge", p, st, &t->must_charge);
    t->face_choice = 0;
    ok &= jc_bool(d, e, o, "face_choice", p, 0, &t->face_choice);
    t->ff_choice = 0;
    ok &= jc_bool(d, e, o, "ff_choice", p, 0, &t->ff_choice);
    ok &= jc_int(d, e, o, "morale", p, 1, 1, 4, &morale);
    return ok;
}

void *tu_state_load(const char *datadir, const char *scenario, const int opt[TO_COUNT],
                    const int seat[TU_SIDES], const jdoc *d, const cJSON *pos,
                    const char *path, errs *e)
{
    tu_state *st = tu_new(datadir, scenario, opt, seat, 0, e);
    const cJSON *arr, *it, *v;
    char p[256];
    int ok = 1, k, side = 0, phase = 0;

    if (!st)
        return NULL;
    if (!jc_object(d, e, pos, path, top_keys)) {
        tu_free(st);
        return NULL;
    }
    ok &= jc_int(d, e, pos, "turn", path, 1, 1, st->max_turns + 1, &st->turn);
    ok &= jc_enum(d, e, pos, "phase", path, 1, phase_ids, &phase);
    st->phase = phase;
    v = cJSON_GetObjectItemCaseSensitive(pos, "side");
    if (v && !cJSON_IsNull(v)) {
        static const char *const sides[] = { "allies", "chinese", NULL };
        ok &= jc_enum(d, e, pos, "side", path, 1, sides, &side);
        st->side = side;
    } else {
        st->side = -1;
    }
    ok &= jc_bool(d, e, pos, "single", path, 1, &st->single);
    /* trays: the scenario's, then any horse teams unlimbered guns left */
    if (jc_array(d, e, pos, "trays", path, 1, 1, TU_MAX_TRAYS, &arr)) {
        k = 0;
        cJSON_ArrayForEach(it, arr) {
            const cJSON *id = cJSON_GetObjectItemCaseSensitive(it, "id");
            int i;
            jc_pathi(p, sizeof p, path, 0);
            snprintf(p, sizeof p, "%s.trays[%d]", path, k++);
            if (!jc_object(d, e, it, p, tray_keys)) {
                ok = 0;
                continue;
            }
            i = cJSON_IsString(id) ? tu_find_tray(st, id->valuestring) : -1;
            if (i < 0) {
                int gun = -1;
                ok &= load_ref(d, e, it, "team_of", p, st, &gun);
                if (gun < 0 || !st->tray[gun].has_team || st->ntrays >= TU_MAX_TRAYS) {
                    char b[64];
                    jc_fail(d, e, id ? id : it, p, "expected a tray of the scenario, found %s",
                            jc_describe(id, b, sizeof b));
                    ok = 0;
                    continue;
                }
                /* unlimber once to make its horses, then read their state */
                int was = st->tray[gun].limbered;
                st->tray[gun].limbered = 1;
                tu_do_limber(st, gun, NULL, NULL, 0);
                st->tray[gun].limbered = was;
                i = st->ntrays - 1;
                if (st->tray[i].arm != TU_TEAM) {
                    jc_fail(d, e, it, p, "expected room for the horses of %s", st->tray[gun].id);
                    ok = 0;
                    continue;
                }
            }
            ok &= load_tray_state(d, e, it, p, st, i);
        }
    } else {
        ok = 0;
    }
    if (jc_array(d, e, pos, "group", path, 1, 0, TU_MAX_TRAYS, &arr)) {
        st->ngroup = 0;
        cJSON_ArrayForEach(it, arr) {
            snprintf(p, sizeof p, "%s.group[%d]", path, st->ngroup);
            if (!jc_object(d, e, it, p, slot_keys) ||
                !load_ref(d, e, it, "tray", p, st, &st->group[st->ngroup]) ||
                st->group[st->ngroup] < 0 ||
                !jc_bool(d, e, it, "fire_only", p, 1, &st->fire_only[st->ngroup])) {
                ok = 0;
                continue;
            }
            st->ngroup++;
        }
    } else {
        ok = 0;
    }
    if (!cJSON_GetObjectItemCaseSensitive(pos, "rng") &&
        !cJSON_GetObjectItemCaseSensitive(pos, "rng_uses")) {
        /* a public position (network play): the dice come fed */
        dice_blind(&st->dice);
    } else if (jc_array(d, e, pos, "rng", path, 1, 4, 4, &arr)) {
        k = 0;
        cJSON_ArrayForEach(it, arr) {
            char *end = NULL;
            snprintf(p, sizeof p, "%s.rng[%d]", path, k);
            if (!cJSON_IsString(it) || strlen(it->valuestring) != 16 ||
                (st->dice.r.s[k] = strtoull(it->valuestring, &end, 16), *end)) {
                char b[64];
                jc_fail(d, e, it, p, "expected 16 hex digits, found %s",
                        jc_describe(it, b, sizeof b));
                ok = 0;
            }
            k++;
        }
    } else {
        ok = 0;
    }
    if (jc_array(d, e, pos, "init_roll", path, 1, 2, 2, &arr)) {
        for (k = 0; k < TU_SIDES; k++) {
            const cJSON *r = cJSON_GetArrayItem(arr, k);
            snprintf(p, sizeof p, "%s.init_roll[%d]", path, k);
            if (!cJSON_IsNumber(r) || r->valuedouble < 0 || r->valuedouble > 7) {
                char b[64];
                jc_fail(d, e, r, p, "expected a die roll 0 to 7, found %s",
                        jc_describe(r, b, sizeof b));
                ok = 0;
            } else {
                st->init_roll[k] = (int)r->valuedouble;
            }
        }
    } else {
        ok = 0;
    }
    {
        double na = 0;
        ok &= jc_num(d, e, pos, "actions", path, 1, 0, 1e9, &na);
        st->nactions = (long)na;
    }
    v = cJSON_GetObjectItemCaseSensitive(pos, "rng_uses");
    if (cJSON_IsString(v))
        st->dice.r.uses = strtoull(v->valuestring, NULL, 10);
    if (ok) {
        /* the stored morale must be the one the tray's state gives */
        k = 0;
        cJSON_ArrayForEach(it, cJSON_GetObjectItemCaseSensitive(pos, "trays")) {
            const cJSON *m = cJSON_GetObjectItemCaseSensitive(it, "morale");
            int i = tu_find_tray(st, cJSON_GetObjectItemCaseSensitive(it, "id")->valuestring);
            snprintf(p, sizeof p, "%s.trays[%d].morale", path, k++);
            if (i >= 0 && (int)m->valuedouble != tu_morale(st, i)) {
                jc_fail(d, e, m, p, "expected %d (from the casualties and events "
                        "stored), found %d", tu_morale(st, i), (int)m->valuedouble);
                ok = 0;
            }
            /* no tray on another, none where it may not stand */
            if (ok && i >= 0 && tu_on_table(&st->tray[i])) {
                char why[160];
                if (!tu_place_ok(st, i, &st->tray[i].p, why, sizeof why)) {
                    snprintf(p, sizeof p, "%s.trays[%d].at", path, k - 1);
                    jc_fail(d, e, cJSON_GetObjectItemCaseSensitive(it, "at"), p,
                            "expected a place the tray may stand: %s", why);
                    ok = 0;
                }
            }
        }
    }
    st->result = TU_R_NONE;
    if (st->phase == TU_P_OVER || st->side < 0)
        tu_check_end(st, 1, NULL);
    if (!ok) {
        tu_free(st);
        return NULL;
    }
    return st;
}
