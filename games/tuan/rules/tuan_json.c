/* tuan_json: actions to and from JSON, the state as JSON (for replays and
 * saved positions) and its inverse, state_load, checked field by field. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "jsonload.h"
#include "position.h"
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
    case TA_FIRE: {
        const cJSON *sp = cJSON_GetObjectItemCaseSensitive(j, "spotter"),
                    *at = cJSON_GetObjectItemCaseSensitive(j, "at");
        if (!tray_list(st, j, a) || !tray_ref(st, j, "target", &a->target))
            return tu_refuse(why, n, "fire needs \"trays\" (ids) and a \"target\" tray id.");
        if (sp && !tray_ref(st, j, "spotter", &a->spotter))
            return tu_refuse(why, n, "fire \"spotter\" is the id of the tray whose leader "
                             "spots for the gun.");
        a->has_spotter = sp != NULL;
        if (at) {
            const cJSON *x = cJSON_GetArrayItem(at, 0), *y = cJSON_GetArrayItem(at, 1);
            if (!sp || !cJSON_IsArray(at) || cJSON_GetArraySize(at) != 2 || !cJSON_IsNumber(x) ||
                !cJSON_IsNumber(y))
                return tu_refuse(why, n, "fire \"at\" is [x, y] in inches, where the "
                                 "\"spotter\" stands.");
            a->has_spot = 1;
            a->spot = geom_v(x->valuedouble, y->valuedouble);
        }
        break;
    }
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
        if (a->type == TA_FIRE) {
            cJSON_AddStringToObject(j, "target", st->tray[a->target].id);
            if (a->has_spotter)
                cJSON_AddStringToObject(j, "spotter", st->tray[a->spotter].id);
            if (a->has_spotter && a->has_spot) {
                vec2 q = tu_snap_pos(a->spot);
                cJSON *p = cJSON_AddArrayToObject(j, "at");
                if (p) {
                    cJSON_AddItemToArray(p, cJSON_CreateNumber(q.x));
                    cJSON_AddItemToArray(p, cJSON_CreateNumber(q.y));
                }
            }
        }
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
        if (t->spot_by >= 0) {   /* where the leader spotting for its last shot stands */
            cJSON *sp = cJSON_AddObjectToObject(o, "spotter"), *xy;
            cJSON_AddStringToObject(sp, "tray", st->tray[t->spot_by].id);
            xy = cJSON_AddArrayToObject(sp, "at");
            cJSON_AddItemToArray(xy, cJSON_CreateNumber(t->spot_at.x));
            cJSON_AddItemToArray(xy, cJSON_CreateNumber(t->spot_at.y));
        }
        if (t->defined)      /* a tray the position brought, not the scenario's */
            cJSON_AddItemToObject(o, "def", tu_tray_def_json(t));
        cJSON_AddItemToArray(arr, o);
    }
    if (st->own_terrain)     /* a table the position laid out */
        cJSON_AddItemToObject(j, "terrain", tu_terrain_json(st));
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
    "face_choice", "ff_choice", "spotter", "def", NULL
};
static const char *const top_keys[] = {
    "game", "scenario", "turn", "max_turns", "phase", "side", "result", "options",
    "init_roll", "single", "group", "trays", "rng", "rng_uses", "actions", "terrain", NULL
};
static const char *const spot_keys[] = { "tray", "at", NULL };
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
    t->spot_by = -1;
    if (ok && cJSON_GetObjectItemCaseSensitive(o, "spotter")) {
        const cJSON *sp, *xy;
        char q[256];
        jc_path(q, sizeof q, p, "spotter");
        if (!jc_child(d, e, o, "spotter", p, 1, spot_keys, &sp) ||
            !load_ref(d, e, sp, "tray", q, st, &t->spot_by) ||
            !jc_array(d, e, sp, "at", q, 1, 2, 2, &xy))
            return 0;
        {
            const cJSON *x = cJSON_GetArrayItem(xy, 0), *y = cJSON_GetArrayItem(xy, 1);
            const tu_tray *l = t->spot_by >= 0 ? &st->tray[t->spot_by] : NULL;
            table_piece fig;
            memset(&fig, 0, sizeof fig);
            if (cJSON_IsNumber(x) && cJSON_IsNumber(y))
                fig.pos = geom_v(x->valuedouble, y->valuedouble);
            fig.width = fig.depth = 0.5;
            fig.round = 1;
            t->spot_at = fig.pos;
            /* where he stood for the last shot: on the table (a gun its
             * own leader spots for, within 6" of it) */
            if (!l || !cJSON_IsNumber(x) || !cJSON_IsNumber(y) || l->side != t->side ||
                (t->arm != TU_ARTILLERY) || fig.pos.x < 0 || fig.pos.y < 0 ||
                fig.pos.x > st->tab.w || fig.pos.y > st->tab.h ||
                (l == t && table_piece_dist(&fig, &t->p) > 6 + 1e-9)) {
                jc_fail(d, e, sp, q, "expected a leader of the gun's side standing on the "
                        "table (its own within 6\" of the gun), as spotter of a cannon");
                return 0;
            }
        }
    }
    if (t->defined && (t->arm == TU_ARTILLERY || t->arm == TU_MG) && t->guns < 1 &&
        !t->off) {
        jc_fail(d, e, cJSON_GetObjectItemCaseSensitive(o, "guns"), p,
                "expected 1 to 4 guns on a tray of %s", tu_arm_ids[t->arm]);
        return 0;
    }
    if (t->guns > 4 || t->officer > 1) {
        jc_fail(d, e, o, p, "expected at most 4 guns and 1 officer, found %d and %d", t->guns,
                t->officer);
        return 0;
    }
    return ok;
}

/* option keys a position from before a switch existed lacks are off */
static void drop_new_options(const cJSON *pos, cJSON *re)
{
    const cJSON *po = cJSON_GetObjectItemCaseSensitive(pos, "options");
    cJSON *ro = cJSON_GetObjectItemCaseSensitive(re, "options");

    if (!cJSON_IsObject(po) || !ro)
        return;
    for (int k = 0; k < TO_COUNT; k++)
        if (!cJSON_GetObjectItemCaseSensitive(po, tu_opt_ids[k]) &&
            cJSON_IsFalse(cJSON_GetObjectItemCaseSensitive(ro, tu_opt_ids[k])))
            cJSON_DeleteItemFromObjectCaseSensitive(ro, tu_opt_ids[k]);
}

/* The trays of the position, in its order: a tray with "def" is the
 * position's own; one without is the scenario's of that id (sc), or the
 * horses an unlimbered gun left. Their state is read afterwards. */
static int build_trays(tu_state *st, const tu_tray *sc, int nsc, const jdoc *d, errs *e,
                       const cJSON *arr, const char *path)
{
    const cJSON *it;
    char p[256];
    int ok = 1, k = 0;

    st->ntrays = 0;
    cJSON_ArrayForEach(it, arr) {
        const cJSON *id = cJSON_GetObjectItemCaseSensitive(it, "id"), *def;
        int i = -1;
        snprintf(p, sizeof p, "%s.trays[%d]", path, k++);
        if (!jc_object(d, e, it, p, tray_keys)) {
            ok = 0;
            break;
        }
        if (!cJSON_IsString(id) || !id->valuestring[0] ||
            strlen(id->valuestring) >= sizeof st->tray[0].id ||
            tu_find_tray(st, id->valuestring) >= 0) {
            char b[64];
            jc_fail(d, e, id, p, "expected a tray id of its own (up to %d characters), found %s",
                    (int)sizeof st->tray[0].id - 1, jc_describe(id, b, sizeof b));
            ok = 0;
            break;
        }
        for (int j = 0; j < nsc && i < 0; j++)
            if (strcmp(sc[j].id, id->valuestring) == 0)
                i = j;
        def = cJSON_GetObjectItemCaseSensitive(it, "def");
        if (def) {
            tu_tray *t = &st->tray[st->ntrays];
            char q[256];
            memset(t, 0, sizeof *t);
            jc_path(q, sizeof q, p, "def");
            if (!tu_load_tray_def(d, e, def, q, t)) {
                ok = 0;
                break;
            }
            snprintf(t->id, sizeof t->id, "%s", id->valuestring);
            st->ntrays++;
        } else if (i >= 0) {
            st->tray[st->ntrays++] = sc[i];
        } else {
            int gun = -1, was;
            ok &= load_ref(d, e, it, "team_of", p, st, &gun);
            if (gun < 0 || !st->tray[gun].has_team || st->ntrays >= TU_MAX_TRAYS) {
                char b[64];
                jc_fail(d, e, id, p, "expected a tray of the scenario, one with \"def\" or "
                        "the horses of a gun, found %s", jc_describe(id, b, sizeof b));
                ok = 0;
                break;
            }
            /* unlimber once to make its horses, then read their state */
            was = st->tray[gun].limbered;
            st->tray[gun].limbered = 1;
            st->tray[gun].crew_away = 0;
            tu_do_limber(st, gun, NULL, NULL, 0);
            st->tray[gun].limbered = was;
            if (st->tray[st->ntrays - 1].arm != TU_TEAM ||
                strcmp(st->tray[st->ntrays - 1].id, id->valuestring)) {
                jc_fail(d, e, it, p, "expected the horses of %s, named %s-team",
                        st->tray[gun].id, st->tray[gun].id);
                ok = 0;
                break;
            }
        }
        if (st->ntrays >= TU_MAX_TRAYS && cJSON_GetArraySize(arr) > k) {
            jc_fail(d, e, arr, path, "expected at most %d trays", TU_MAX_TRAYS);
            ok = 0;
            break;
        }
    }
    return ok;
}

void *tu_state_load(const char *datadir, const char *scenario, const int opt[TO_COUNT],
                    const int seat[TU_SIDES], const jdoc *d, const cJSON *pos,
                    const char *path, errs *e)
{
    tu_state *st;
    const cJSON *arr, *it, *v;
    tu_tray *sc;
    char p[256], sid[64];
    int ok = 1, k, side = 0, phase = 0, nsc;

    if (!position_is(d, e, pos, path, "tuan") || !jc_object(d, e, pos, path, top_keys))
        return NULL;
    st = tu_new(datadir, scenario, opt, seat, 0, e);
    if (!st)
        return NULL;
    if (!jc_str(d, e, pos, "scenario", path, 1, sid, sizeof sid)) {
        tu_free(st);
        return NULL;
    }
    if (strcmp(sid, st->scenario) != 0) {
        jc_path(p, sizeof p, path, "scenario");
        jc_fail(d, e, cJSON_GetObjectItemCaseSensitive(pos, "scenario"), p,
                "expected a position of scenario %s (the save's), found %s", st->scenario, sid);
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
    /* a table of the position's own: its terrain replaces the scenario's */
    if (cJSON_GetObjectItemCaseSensitive(pos, "terrain")) {
        if (jc_array(d, e, pos, "terrain", path, 1, 0, TABLE_MAX_AREAS, &arr)) {
            jc_path(p, sizeof p, path, "terrain");
            table_init(&st->tab, st->tab.w, st->tab.h);
            ok &= tu_load_terrain(d, e, arr, p, st);
            st->own_terrain = 1;
        } else {
            ok = 0;
        }
    }
    /* the trays: the position's list, then the state of each */
    sc = malloc(sizeof st->tray);
    nsc = st->ntrays;
    if (!sc) {
        errs_add(e, "%s: out of memory", path);
        tu_free(st);
        return NULL;
    }
    memcpy(sc, st->tray, sizeof st->tray);
    if (ok && jc_array(d, e, pos, "trays", path, 1, 1, TU_MAX_TRAYS, &arr) &&
        build_trays(st, sc, nsc, d, e, arr, path)) {
        k = 0;
        cJSON_ArrayForEach(it, arr) {
            snprintf(p, sizeof p, "%s.trays[%d]", path, k);
            ok &= load_tray_state(d, e, it, p, st, k);
            k++;
        }
    } else {
        ok = 0;
    }
    free(sc);
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
    if (st->dice.blind) {
        /* a public position keeps no stream: nothing to count */
    } else if (!cJSON_IsString(v) || !v->valuestring[0] ||
        strspn(v->valuestring, "0123456789") != strlen(v->valuestring) ||
        strlen(v->valuestring) > 19) {
        char b[64];
        jc_path(p, sizeof p, path, "rng_uses");
        jc_fail(d, e, v ? v : pos, p, "expected the draws so far, a string of digits "
                "(\"1234\"), found %s", jc_describe(v, b, sizeof b));
        ok = 0;
    } else {
        st->dice.r.uses = strtoull(v->valuestring, NULL, 10);
    }
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
    if (ok && (st->phase == TU_P_OVER || st->side < 0))
        tu_check_end(st, 1, NULL);
    if (ok) {
        /* every other field (the game, options, turn limit, morale, the
         * result) must be what the state read gives: dump and compare */
        cJSON *re = tu_state_json(st);
        if (re)
            drop_new_options(pos, re);
        if (re && st->dice.blind) {
            cJSON_DeleteItemFromObjectCaseSensitive(re, "rng");
            cJSON_DeleteItemFromObjectCaseSensitive(re, "rng_uses");
        }
        ok = re && position_match(d, e, pos, path, re);
        cJSON_Delete(re);
    }
    if (!ok) {
        tu_free(st);
        return NULL;
    }
    return st;
}
