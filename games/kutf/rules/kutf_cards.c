/* kutf_cards: loads and checks the Keep Up The Fire! cards file field by
 * field (each card's specials and events, their effects, compass units
 * and timing), references checked against the map's ids. Problems are
 * reported as file:line: path: expected ..., found. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "jsonload.h"
#include "kutf.h"
#include "kutf_data_local.h"

static const char *const FX_NAMES[] = {
    "gain_cp", "lose_cp", "fortify", "lose_fort", "heroic", "blockade_attack",
    "drm_fire", "drm_attack", "drm_advance", "melee_guard", "actions",
    "commands", "cup_add", "cup_remove", "boxers_double_advance", "peitang",
    "speed", "power", "cancel_loss", "halt_advance", "chinese_cp", "gun", NULL
};
static const char *const WHEN_NAMES[] = { "immediate", "actions", "commands",
                                          "loss", NULL };
enum { IN_LEGATION, IN_RELIEF, IN_EVENT };

static int load_fx(const jdoc *j, errs *e, const cJSON *o, const char *path,
                   const map_ids *m, int where, int when, kutf_fx *fx)
{
    static const char *const fx_keys[] = { "type", "amount", "picks", "unit",
                                           NULL };
    const cJSON *uv;
    char unit[24] = "", sub[256];
    int ok = 1, t;

    memset(fx, 0, sizeof *fx);
    fx->amount = 1;
    fx->picks = 1;
    fx->unit = -1;
    if (!jc_object(j, e, o, path, fx_keys))
        return 0;
    if (!jc_enum(j, e, o, "type", path, 1, FX_NAMES, &fx->type))
        return 0;
    t = fx->type;
    ok &= jc_int(j, e, o, "amount", path, 0, -5, 5, &fx->amount);
    ok &= jc_int(j, e, o, "picks", path, 0, 1, KUTF_UNITS, &fx->picks);
    ok &= jc_str(j, e, o, "unit", path, 0, unit, sizeof unit);
    if (!ok)
        return 0;
    uv = cJSON_GetObjectItemCaseSensitive(o, "unit");
    jc_path(sub, sizeof sub, path, "unit");
    /* amounts that must be positive */
    if ((t == KUTF_FX_GAIN_CP || t == KUTF_FX_LOSE_CP || t == KUTF_FX_FORTIFY ||
         t == KUTF_FX_LOSE_FORT || t == KUTF_FX_HEROIC) && fx->amount < 1) {
        jc_path(sub, sizeof sub, path, "amount");
        jc_fail(j, e, cJSON_GetObjectItemCaseSensitive(o, "amount"), sub,
                "expected a positive integer for %s, found %d", FX_NAMES[t],
                fx->amount);
        return 0;
    }
    if (t == KUTF_FX_GAIN_CP || t == KUTF_FX_LOSE_CP) {
        if (uv && m->ok && !jc_ref(j, e, uv, sub, "legation unit", unit,
                                   m->unit, m->nunits, &fx->unit))
            return 0;
    } else if (t == KUTF_FX_CUP_ADD || t == KUTF_FX_CUP_REMOVE) {
        if (!uv) {
            jc_fail(j, e, o, path, "missing key \"unit\" (the blocking unit "
                    "for %s)", FX_NAMES[t]);
            return 0;
        }
        if (m->ok && !jc_ref(j, e, uv, sub, "blocking unit", unit, m->blocker,
                             m->nblockers, &fx->unit))
            return 0;
    } else if (uv) {
        jc_fail(j, e, uv, sub, "expected no \"unit\" for %s, found \"%s\"",
                FX_NAMES[t], unit);
        return 0;
    }
    jc_path(sub, sizeof sub, path, "type");
    uv = cJSON_GetObjectItemCaseSensitive(o, "type");
    if (t == KUTF_FX_BLOCKADE && where != IN_RELIEF) {
        jc_fail(j, e, uv, sub, "expected blockade_attack only in a headline's "
                "\"relief\" specials, found it elsewhere");
        return 0;
    }
    if (t == KUTF_FX_GUN && where != IN_LEGATION) {
        jc_fail(j, e, uv, sub, "expected gun only in a headline's \"legation\" "
                "specials, found it elsewhere");
        return 0;
    }
    if (t == KUTF_FX_CANCEL_LOSS && !(where == IN_EVENT && when == KUTF_WHEN_LOSS)) {
        jc_fail(j, e, uv, sub, "expected cancel_loss only on an event played "
                "\"when\": \"loss\", found it elsewhere");
        return 0;
    }
    if (where == IN_EVENT && when == KUTF_WHEN_LOSS &&
        !(t == KUTF_FX_CANCEL_LOSS || t == KUTF_FX_SPEED || t == KUTF_FX_POWER ||
          t == KUTF_FX_HEROIC || t == KUTF_FX_DRM_ATTACK ||
          t == KUTF_FX_DRM_ADVANCE)) {
        jc_fail(j, e, uv, sub, "expected one of cancel_loss, speed, power, "
                "heroic, drm_attack, drm_advance on a \"loss\" event, found %s",
                FX_NAMES[t]);
        return 0;
    }
    return 1;
}

static int load_fx_list(const jdoc *j, errs *e, const cJSON *obj,
                        const char *key, const char *path, const map_ids *m,
                        int where, int when, int required, kutf_fx *fx, int *n)
{
    const cJSON *arr, *o;
    char sub[128], p[160];
    int ok = 1, i = 0;

    *n = 0;
    if (!jc_array(j, e, obj, key, path, required, required ? 1 : 0, KUTF_MAX_FX,
                  &arr))
        return 0;
    if (!arr)
        return 1;
    jc_path(sub, sizeof sub, path, key);
    cJSON_ArrayForEach(o, arr) {
        jc_pathi(p, sizeof p, sub, i);
        ok &= load_fx(j, e, o, p, m, where, when, &fx[i]);
        i++;
    }
    *n = i;
    return ok;
}

static int load_text_fields(const jdoc *j, errs *e, const cJSON *o,
                            const char *path, kutf_card *c, char (*prev)[24],
                            int nprev)
{
    int ok = 1;

    ok &= kutf_check_id(j, e, o, path, c->id, sizeof c->id, prev, nprev);
    ok &= jc_int(j, e, o, "epoch", path, 1, 1, 2, &c->epoch);
    ok &= jc_str(j, e, o, "title", path, 1, c->title, sizeof c->title);
    ok &= jc_str(j, e, o, "note", path, 1, c->note, sizeof c->note);
    return ok;
}

int kutf_load_cards(const jdoc *j, errs *e, const map_ids *m, kutf_data *d)
{
    static const char *const root_keys[] = { "headlines", "events", NULL };
    static const char *const hl_keys[] = {
        "id", "epoch", "date", "title", "note", "actions", "commands",
        "compass", "legation", "relief", "drm", NULL };
    static const char *const ev_keys[] = {
        "id", "epoch", "title", "note", "when", "permanent", "effects", NULL };
    static const char *const cmp_keys[] = { "track", "kind", "cp", NULL };
    static const char *const drm_keys[] = { "fire", "attack", "advance", NULL };
    const cJSON *root = j->root, *arr, *o, *ca, *co, *dr;
    char ids[KUTF_MAX_CARDS][24];
    char path[64], sub[128], want[8];
    int ok = 1, i, n, nc = 0, k;

    if (!jc_object(j, e, root, "", root_keys))
        ok = 0;
    d->headline_first = d->headline_gun = -1;
    if (jc_array(j, e, root, "headlines", "", 1, 24, 24, &arr) && arr) {
        i = 0;
        cJSON_ArrayForEach(o, arr) {
            kutf_card *c = &d->card[nc];
            memset(c, 0, sizeof *c);
            jc_pathi(path, sizeof path, "headlines", i);
            if (!jc_object(j, e, o, path, hl_keys)) {
                ok = 0;
                i++;
                nc++;
                continue;
            }
            if (load_text_fields(j, e, o, path, c, ids, nc)) {
                snprintf(want, sizeof want, "%d", i + 1);
                jc_path(sub, sizeof sub, path, "id");
                if (strcmp(c->id, want) != 0) {
                    jc_fail(j, e, cJSON_GetObjectItemCaseSensitive(o, "id"), sub,
                            "expected \"%s\" (headlines in number order), "
                            "found \"%s\"", want, c->id);
                    ok = 0;
                } else if (c->epoch != (i < 12 ? 1 : 2)) {
                    jc_path(sub, sizeof sub, path, "epoch");
                    jc_fail(j, e, cJSON_GetObjectItemCaseSensitive(o, "epoch"),
                            sub, "expected %d (cards 1-12 are the first epoch, "
                            "13-24 the second), found %d", i < 12 ? 1 : 2,
                            c->epoch);
                    ok = 0;
                }
            } else {
                ok = 0;
            }
            snprintf(ids[nc], sizeof ids[nc], "%s", c->id);
            ok &= jc_str(j, e, o, "date", path, 1, c->date, sizeof c->date);
            ok &= jc_int(j, e, o, "actions", path, 1, 0, 6, &c->actions);
            ok &= jc_int(j, e, o, "commands", path, 1, 0, 6, &c->commands);
            if (jc_array(j, e, o, "compass", path, 1, 0, KUTF_TRACKS, &ca) && ca) {
                n = 0;
                cJSON_ArrayForEach(co, ca) {
                    char tid[8] = "", cp2[160];
                    int kind = 0, cp = 0, t = -1;
                    jc_path(sub, sizeof sub, path, "compass");
                    jc_pathi(cp2, sizeof cp2, sub, n);
                    if (jc_object(j, e, co, cp2, cmp_keys) &&
                        jc_str(j, e, co, "track", cp2, 1, tid, sizeof tid) &&
                        jc_enum(j, e, co, "kind", cp2, 1, KUTF_KIND_NAMES, &kind) &&
                        jc_int(j, e, co, "cp", cp2, 1, 1, KUTF_MAX_CHINESE_CP,
                               &cp)) {
                        char tp[180];
                        jc_path(tp, sizeof tp, cp2, "track");
                        if (m->ok && jc_ref(j, e,
                                cJSON_GetObjectItemCaseSensitive(co, "track"), tp,
                                "track", tid, m->track, m->ntracks, &t)) {
                            if (c->compass_kind[t]) {
                                jc_fail(j, e, cJSON_GetObjectItemCaseSensitive(
                                        co, "track"), tp, "expected each track "
                                        "once, found \"%s\" again", tid);
                                ok = 0;
                            } else {
                                c->compass_kind[t] = kind + 1;
                                c->compass_cp[t] = cp;
                            }
                        } else if (m->ok) {
                            ok = 0;
                        }
                    } else {
                        ok = 0;
                    }
                    n++;
                }
            } else {
                ok = 0;
            }
            ok &= load_fx_list(j, e, o, "legation", path, m, IN_LEGATION, 0, 0,
                               c->leg, &c->nleg);
            ok &= load_fx_list(j, e, o, "relief", path, m, IN_RELIEF, 0, 0,
                               c->rel, &c->nrel);
            if (jc_child(j, e, o, "drm", path, 0, drm_keys, &dr)) {
                if (dr) {
                    jc_path(sub, sizeof sub, path, "drm");
                    ok &= jc_int(j, e, dr, "fire", sub, 0, -3, 3, &c->drm_fire);
                    ok &= jc_int(j, e, dr, "attack", sub, 0, -3, 3, &c->drm_attack);
                    ok &= jc_int(j, e, dr, "advance", sub, 0, -3, 3,
                                 &c->drm_advance);
                }
            } else {
                ok = 0;
            }
            if (strcmp(c->id, "1") == 0)
                d->headline_first = nc;
            if (strcmp(c->id, "13") == 0)
                d->headline_gun = nc;
            i++;
            nc++;
        }
    } else {
        ok = 0;
    }
    if (jc_array(j, e, root, "events", "", 1, 0, KUTF_MAX_CARDS - 24, &arr) &&
        arr) {
        i = 0;
        cJSON_ArrayForEach(o, arr) {
            kutf_card *c = &d->card[nc];
            memset(c, 0, sizeof *c);
            c->event = 1;
            jc_pathi(path, sizeof path, "events", i);
            if (!jc_object(j, e, o, path, ev_keys)) {
                ok = 0;
            } else {
                ok &= load_text_fields(j, e, o, path, c, ids, nc);
                snprintf(ids[nc], sizeof ids[nc], "%s", c->id);
                if (jc_enum(j, e, o, "when", path, 1, WHEN_NAMES, &k)) {
                    c->when = k;
                    ok &= jc_bool(j, e, o, "permanent", path, 0, &c->permanent);
                    if (c->permanent && c->when != KUTF_WHEN_NOW) {
                        jc_path(sub, sizeof sub, path, "when");
                        jc_fail(j, e, cJSON_GetObjectItemCaseSensitive(o, "when"),
                                sub, "expected \"immediate\" for a permanent "
                                "event, found \"%s\"", WHEN_NAMES[c->when]);
                        ok = 0;
                    }
                    ok &= load_fx_list(j, e, o, "effects", path, m, IN_EVENT,
                                       c->when, 1, c->fx, &c->nfx);
                } else {
                    ok = 0;
                }
            }
            i++;
            nc++;
        }
    } else {
        ok = 0;
    }
    d->ncards = nc;
    if (ok && (d->headline_first < 0 || d->headline_gun < 0))
        ok = 0;
    return ok;
}
