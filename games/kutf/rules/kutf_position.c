/* kutf_position: a Keep Up The Fire! position read back from the JSON
 * kutf_state_json writes (state_load of the game table). Every field the
 * rules use is read and range-checked here, cards and units are checked
 * for being in one place only; the fields that follow from others (DRMs,
 * VP, labels) are checked at the end by dumping the loaded state and
 * comparing it with the position (position_match). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kutf.h"
#include "position.h"

/* One load: the document, the messages, and whether all went well. */
typedef struct ld {
    const jdoc *d;
    errs *e;
    kutf_state *s;
    int ok;
    const char *card_ids[KUTF_MAX_CARDS];
    const char *unit_ids[KUTF_UNITS + 1];   /* + "GUN" */
    const char *track_ids[KUTF_TRACKS];
    const char *blocker_ids[KUTF_MAX_BLOCKERS];
    const char *route_ids[KUTF_MAX_ROUTE];
    int where[KUTF_MAX_CARDS];              /* list a card was found in, -1 */
} ld;

static const char *const FX_TYPES[] = {
    "gain_cp", "lose_cp", "fortify", "lose_fort", "heroic", "blockade_attack",
    "drm_fire", "drm_attack", "drm_advance", "melee_guard", "actions",
    "commands", "cup_add", "cup_remove", "boxers_double_advance", "peitang",
    "speed", "power", "cancel_loss", "halt_advance", "chinese_cp", "gun", NULL };
static const char *const ROLL_KINDS[] = {
    "to_hit", "fire_casualties", "melee_chinese", "melee_legation",
    "blockade", "attack", "advance", "peitang", NULL };
static const char *const DECK_MODES[] = { "epochs", "historical", "mixed", NULL };
static const char *const CH_KINDS[] = { "none", "boxer", "qing", NULL };
static const char *const OUTCOMES[] = {
    "", "decisive-defeat", "substantive-defeat", "moderate-defeat",
    "pyrrhic-victory", "minor-victory", "moderate-victory",
    "substantive-victory", "decisive-victory", NULL };

static int num(ld *L, const cJSON *o, const char *key, const char *path,
               int lo, int hi, int *out)
{
    if (!jc_int(L->d, L->e, o, key, path, 1, lo, hi, out))
        return L->ok = 0;
    return 1;
}

static int flag(ld *L, const cJSON *o, const char *key, const char *path, int *out)
{
    if (!jc_bool(L->d, L->e, o, key, path, 1, out))
        return L->ok = 0;
    return 1;
}

/* A string naming one of ids, or "" (-1) when empty is allowed. */
static int ref(ld *L, const cJSON *o, const char *key, const char *path,
               const char *what, const char *const *ids, int n, int empty, int *out)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
    char p[256], buf[64];

    if (!jc_str(L->d, L->e, o, key, path, 1, buf, sizeof buf))
        return L->ok = 0;
    if (empty && !buf[0]) {
        *out = -1;
        return 1;
    }
    if (!jc_ref(L->d, L->e, v, jc_path(p, sizeof p, path, key), what, buf, ids, n, out))
        return L->ok = 0;
    return 1;
}

static int str_enum(ld *L, const cJSON *o, const char *key, const char *path,
                    const char *const *choices, int *out)
{
    if (!jc_enum(L->d, L->e, o, key, path, 1, choices, out))
        return L->ok = 0;
    return 1;
}

/* A list of card ids into out; list tells the places apart for the "one
 * place only" check (-1: cards that may also be elsewhere). */
static int cards(ld *L, const cJSON *o, const char *key, const char *path,
                 int max, int *out, int *n, int list)
{
    static const char *const lists[] = { "hand", "permanent", "draw_pile",
                                         "discards", "set_aside_events" };
    const cJSON *arr, *v;
    char p[256], q[256], found[96];
    int i = 0, c;

    if (!jc_array(L->d, L->e, o, key, path, 1, 0, max, &arr))
        return L->ok = 0;
    jc_path(p, sizeof p, path, key);
    cJSON_ArrayForEach(v, arr) {
        jc_pathi(q, sizeof q, p, i);
        if (!cJSON_IsString(v)) {
            jc_fail(L->d, L->e, v, q, "expected a card id (a string), found %s",
                    jc_describe(v, found, sizeof found));
            return L->ok = 0;
        }
        if (!jc_ref(L->d, L->e, v, q, "card", v->valuestring, L->card_ids,
                    L->s->data->ncards, &c))
            return L->ok = 0;
        if (list >= 0) {
            if (L->where[c] >= 0) {
                jc_fail(L->d, L->e, v, q, "card %s is already in %s: a card is "
                        "in one place only", v->valuestring, lists[L->where[c]]);
                return L->ok = 0;
            }
            L->where[c] = list;
        }
        out[i++] = c;
    }
    *n = i;
    return 1;
}

static const cJSON *child(ld *L, const cJSON *o, const char *key, const char *path)
{
    const cJSON *c = cJSON_GetObjectItemCaseSensitive(o, key);
    char found[96];

    if (!c) {
        jc_fail(L->d, L->e, o, path[0] ? path : "(position)", "missing key \"%s\"", key);
        L->ok = 0;
        return NULL;
    }
    if (!cJSON_IsObject(c)) {
        char p[256];
        jc_fail(L->d, L->e, c, jc_path(p, sizeof p, path, key),
                "expected an object, found %s", jc_describe(c, found, sizeof found));
        L->ok = 0;
        return NULL;
    }
    return c;
}

static const cJSON *array(ld *L, const cJSON *o, const char *key, const char *path,
                          int lo, int hi)
{
    const cJSON *a = NULL;

    if (!jc_array(L->d, L->e, o, key, path, 1, lo, hi, &a)) {
        L->ok = 0;
        return NULL;
    }
    return a;
}

/* The legation units, the gun and the Chinese on the four tracks. */
static void load_compound(ld *L, const cJSON *pos, const char *path)
{
    kutf_state *s = L->s;
    const kutf_data *d = s->data;
    const cJSON *arr, *o;
    char p[256], q[256], bx[16];
    int u, t, held[KUTF_TRACKS * KUTF_SLOTS];

    for (t = 0; t < KUTF_TRACKS * KUTF_SLOTS; t++)
        held[t] = -1;
    if (!(arr = array(L, pos, "legation", path, KUTF_UNITS, KUTF_UNITS)))
        return;
    jc_path(p, sizeof p, path, "legation");
    u = 0;
    cJSON_ArrayForEach(o, arr) {
        const cJSON *b;
        int id;
        jc_pathi(q, sizeof q, p, u);
        if (!ref(L, o, "id", q, "legation unit", L->unit_ids, KUTF_UNITS, 0, &id))
            return;
        if (id != u) {
            jc_fail(L->d, L->e, cJSON_GetObjectItemCaseSensitive(o, "id"), q,
                    "expected unit %s here (the units are listed in map order), found %s",
                    d->unit[u].id, d->unit[id].id);
            L->ok = 0;
            return;
        }
        if (!num(L, o, "cp", q, 0, KUTF_MAX_CP, &s->cp[u]) ||
            !jc_str(L->d, L->e, o, "box", q, 1, bx, sizeof bx)) {
            L->ok = 0;
            return;
        }
        b = cJSON_GetObjectItemCaseSensitive(o, "box");
        s->utrack[u] = -1;
        s->uslot[u] = 0;
        if (bx[0]) {
            char tid[2] = { bx[0], 0 }, r[256];
            t = -1;
            for (int k = 0; k < KUTF_TRACKS; k++)
                if (strcmp(d->track[k].id, tid) == 0)
                    t = k;
            if (t < 0 || strlen(bx) != 2 || (bx[1] != '1' && bx[1] != '2')) {
                jc_fail(L->d, L->e, b, jc_path(r, sizeof r, q, "box"),
                        "no defenders box called \"%s\" (expected N1, N2, E1 ... W2, or \"\")",
                        bx);
                L->ok = 0;
                return;
            }
            if (held[t * 2 + bx[1] - '1'] >= 0) {
                jc_fail(L->d, L->e, b, jc_path(r, sizeof r, q, "box"),
                        "box %s already holds %s: one unit per box", bx,
                        d->unit[held[t * 2 + bx[1] - '1']].id);
                L->ok = 0;
                return;
            }
            if (s->cp[u] == 0) {
                jc_fail(L->d, L->e, b, jc_path(r, sizeof r, q, "box"),
                        "an eliminated unit (0 CP) is off the map: expected \"\", found \"%s\"",
                        bx);
                L->ok = 0;
                return;
            }
            held[t * 2 + bx[1] - '1'] = u;
            s->utrack[u] = t;
            s->uslot[u] = bx[1] - '1';
        }
        u++;
    }
    if (!ref(L, pos, "gun", path, "track", L->track_ids, KUTF_TRACKS, 1, &s->gun_track))
        return;
    if (!(arr = array(L, pos, "chinese", path, KUTF_TRACKS, KUTF_TRACKS)))
        return;
    jc_path(p, sizeof p, path, "chinese");
    t = 0;
    cJSON_ArrayForEach(o, arr) {
        int id;
        jc_pathi(q, sizeof q, p, t);
        if (!ref(L, o, "track", q, "track", L->track_ids, KUTF_TRACKS, 0, &id))
            return;
        if (id != t) {
            jc_fail(L->d, L->e, cJSON_GetObjectItemCaseSensitive(o, "track"), q,
                    "expected track %s here (the tracks are listed in map order)",
                    d->track[t].id);
            L->ok = 0;
            return;
        }
        if (!str_enum(L, o, "kind", q, CH_KINDS, &s->ch[t].kind) ||
            !num(L, o, "space", q, KUTF_EXTREME, KUTF_STREET, &s->ch[t].space) ||
            !num(L, o, "cp", q, 0, KUTF_MAX_CHINESE_CP, &s->ch[t].cp))
            return;
        if ((s->ch[t].kind == KUTF_NOBODY) != (s->ch[t].cp == 0)) {
            char r[256];
            jc_fail(L->d, L->e, cJSON_GetObjectItemCaseSensitive(o, "cp"),
                    jc_path(r, sizeof r, q, "cp"),
                    s->ch[t].kind == KUTF_NOBODY ?
                    "an empty track has no CP marker: expected 0, found %d" :
                    "a Chinese unit on the track has 1 CP or more, found %d",
                    s->ch[t].cp);
            L->ok = 0;
            return;
        }
        t++;
    }
}

/* The relief column, the cup and the blockers set aside. */
static void load_relief(ld *L, const cJSON *pos, const char *path)
{
    kutf_state *s = L->s;
    const kutf_data *d = s->data;
    const cJSON *o, *arr, *v;
    char p[256], q[256], found[96];
    int i, b, incup[KUTF_MAX_BLOCKERS] = { 0 };

    if (!(o = child(L, pos, "relief", path)))
        return;
    jc_path(p, sizeof p, path, "relief");
    if (!ref(L, o, "at", p, "place on the route", L->route_ids, d->nroute, 0, &s->relief_pos) ||
        !num(L, o, "speed_box", p, 0, d->speed.nboxes - 1, &s->speed_box) ||
        !num(L, o, "power_box", p, 0, d->power.nboxes - 1, &s->power_box) ||
        !ref(L, o, "blocker", p, "blocking unit", L->blocker_ids, d->nblockers, 1, &s->blocker) ||
        !flag(L, o, "dispersed", p, &s->dispersed) || !flag(L, o, "arrived", p, &s->arrived))
        return;
    if (!(arr = array(L, o, "cup", p, 0, d->nblockers)))
        return;
    jc_path(q, sizeof q, p, "cup");
    cup_clear(&s->cup);
    i = 0;
    cJSON_ArrayForEach(v, arr) {
        char r[256];
        jc_pathi(r, sizeof r, q, i++);
        if (!cJSON_IsString(v)) {
            jc_fail(L->d, L->e, v, r, "expected a blocking unit id, found %s",
                    jc_describe(v, found, sizeof found));
            L->ok = 0;
            return;
        }
        if (!jc_ref(L->d, L->e, v, r, "blocking unit", v->valuestring, L->blocker_ids,
                    d->nblockers, &b)) {
            L->ok = 0;
            return;
        }
        if (incup[b] || b == s->blocker) {
            jc_fail(L->d, L->e, v, r, "%s is already %s: a counter is in one place only",
                    v->valuestring, incup[b] ? "in the cup" : "atop the army");
            L->ok = 0;
            return;
        }
        incup[b] = 1;
        cup_add(&s->cup, b);
    }
    for (b = 0; b < d->nblockers; b++)
        s->bactive[b] = KUTF_BLK_ACTIVE;
    if (!(arr = array(L, pos, "blockers_out", path, 0, d->nblockers)))
        return;
    jc_path(q, sizeof q, path, "blockers_out");
    i = 0;
    cJSON_ArrayForEach(v, arr) {
        char r[256];
        jc_pathi(r, sizeof r, q, i++);
        if (!cJSON_IsString(v) ||
            !jc_ref(L->d, L->e, v, r, "blocking unit", v->valuestring, L->blocker_ids,
                    d->nblockers, &b)) {
            if (!cJSON_IsString(v))
                jc_fail(L->d, L->e, v, r, "expected a blocking unit id, found %s",
                        jc_describe(v, found, sizeof found));
            L->ok = 0;
            return;
        }
        if (incup[b] || b == s->blocker || s->bactive[b] != KUTF_BLK_ACTIVE) {
            jc_fail(L->d, L->e, v, r, "%s is %s: a counter is in one place only",
                    v->valuestring, incup[b] ? "in the cup" :
                    b == s->blocker ? "atop the army" : "listed twice");
            L->ok = 0;
            return;
        }
        s->bactive[b] = KUTF_BLK_NOT_YET;
    }
    /* of those, the ones withdrawn for good */
    if (!(arr = array(L, pos, "blockers_withdrawn", path, 0, d->nblockers)))
        return;
    jc_path(q, sizeof q, path, "blockers_withdrawn");
    i = 0;
    cJSON_ArrayForEach(v, arr) {
        char r[256];
        jc_pathi(r, sizeof r, q, i++);
        if (!cJSON_IsString(v) ||
            !jc_ref(L->d, L->e, v, r, "blocking unit", v->valuestring, L->blocker_ids,
                    d->nblockers, &b)) {
            if (!cJSON_IsString(v))
                jc_fail(L->d, L->e, v, r, "expected a blocking unit id, found %s",
                        jc_describe(v, found, sizeof found));
            L->ok = 0;
            return;
        }
        if (s->bactive[b] != KUTF_BLK_NOT_YET) {
            jc_fail(L->d, L->e, v, r, "%s is withdrawn only when it is out of the game "
                    "(in blockers_out, once)", v->valuestring);
            L->ok = 0;
            return;
        }
        s->bactive[b] = KUTF_BLK_WITHDRAWN;
    }
}

/* Cards: the five places a card can be, every card in exactly one. */
static void load_cards(ld *L, const cJSON *pos, const char *path)
{
    kutf_state *s = L->s;
    const kutf_data *d = s->data;
    int tmp[KUTF_MAX_CARDS], n, i, cur;

    for (i = 0; i < KUTF_MAX_CARDS; i++)
        L->where[i] = -1;
    if (!cards(L, pos, "hand", path, KUTF_MAX_HAND, s->hand, &s->nhand, 0) ||
        !cards(L, pos, "permanent", path, KUTF_MAX_HAND, s->perm, &s->nperm, 1) ||
        !cards(L, pos, "draw_pile", path, KUTF_MAX_CARDS, s->deck.draw, &s->deck.ndraw, 2) ||
        !cards(L, pos, "discards", path, KUTF_MAX_CARDS, s->deck.discard, &s->deck.ndiscard, 3) ||
        !cards(L, pos, "set_aside_events", path, KUTF_MAX_CARDS, tmp, &n, 4))
        return;
    for (i = 0; i < n; i++)
        s->unused[tmp[i]] = 1;
    for (i = 0; i < d->ncards; i++) {
        if (L->where[i] < 0 && i != s->current) {
            char p[256];
            jc_fail(L->d, L->e, cJSON_GetObjectItemCaseSensitive(pos, "draw_pile"),
                    jc_path(p, sizeof p, path, "draw_pile"),
                    "card %s is nowhere: every card is in the hand, in force, in the "
                    "draw pile, in the discards or set aside", d->card[i].id);
            L->ok = 0;
            return;
        }
    }
    if (!ref(L, pos, "current", path, "card", L->card_ids, d->ncards, 1, &cur) ||
        !ref(L, pos, "last_event", path, "card", L->card_ids, d->ncards, 1, &s->last_event))
        return;
    s->current = cur;
    if (cur >= 0 && (d->card[cur].event || L->where[cur] != 3)) {
        char p[256];
        jc_fail(L->d, L->e, cJSON_GetObjectItemCaseSensitive(pos, "current"),
                jc_path(p, sizeof p, path, "current"),
                "the current card is a headline among the discards, found %s",
                d->card[cur].id);
        L->ok = 0;
    }
}

/* The pending choice in detail. */
static void load_choice(ld *L, const cJSON *pos, const char *path)
{
    kutf_state *s = L->s;
    const cJSON *o, *m, *arr, *v;
    char p[256], q[256], found[96];
    int u, i;

    if (!num(L, pos, "placed", path, 0, KUTF_UNITS, &s->placed) ||
        !(o = child(L, pos, "choice", path)))
        return;
    jc_path(p, sizeof p, path, "choice");
    if (!ref(L, o, "place", p, "unit", L->unit_ids, KUTF_UNITS + 1, 1, &s->pend_unit) ||
        !ref(L, o, "casualty_track", p, "track", L->track_ids, KUTF_TRACKS, 1, &s->cas_track) ||
        !num(L, o, "casualties_left", p, 0, 99, &s->cas_left) ||
        !(m = child(L, o, "casualties_taken", p)))
        return;
    jc_path(q, sizeof q, p, "casualties_taken");
    cJSON_ArrayForEach(v, m) {
        char r[256];
        if (strcmp(v->string, "fort") == 0)
            continue;
        if (!jc_ref(L->d, L->e, v, jc_path(r, sizeof r, q, v->string), "legation unit",
                    v->string, L->unit_ids, KUTF_UNITS, &u) ||
            !num(L, m, v->string, q, 1, 99, &s->cas_unit[u])) {
            L->ok = 0;
            return;
        }
    }
    if (!num(L, m, "fort", q, 0, 99, &s->cas_fort) ||
        !num(L, o, "fx_amount", p, 0, 99, &s->fx_amount) ||
        !num(L, o, "fx_picks", p, 0, KUTF_UNITS, &s->fx_picks) ||
        !(arr = array(L, o, "fx_picked", p, 0, KUTF_UNITS)))
        return;
    jc_path(q, sizeof q, p, "fx_picked");
    i = 0;
    cJSON_ArrayForEach(v, arr) {
        char r[256];
        jc_pathi(r, sizeof r, q, i++);
        if (!cJSON_IsString(v)) {
            jc_fail(L->d, L->e, v, r, "expected a unit id, found %s",
                    jc_describe(v, found, sizeof found));
            L->ok = 0;
            return;
        }
        if (!jc_ref(L->d, L->e, v, r, "legation unit", v->valuestring, L->unit_ids,
                    KUTF_UNITS, &u)) {
            L->ok = 0;
            return;
        }
        s->fx_done |= 1 << u;
    }
    if (!num(L, o, "losses_left", p, 0, 99, &s->loss_left) ||
        !str_enum(L, o, "then", p, KUTF_PEND_NAMES, &s->next_pend))
        return;
}

static void mods(ld *L, const cJSON *o, const char *path, int *fire, int *attack,
                 int *advance, int *guard, int *actions, int *commands)
{
    num(L, o, "fire", path, -99, 99, fire);
    num(L, o, "attack", path, -99, 99, attack);
    num(L, o, "advance", path, -99, 99, advance);
    num(L, o, "melee_guard", path, -99, 99, guard);
    num(L, o, "actions", path, -99, 99, actions);
    num(L, o, "commands", path, -99, 99, commands);
}

/* This turn's flags and modifiers, the permanent ones. */
static void load_turn(ld *L, const cJSON *pos, const char *path)
{
    kutf_state *s = L->s;
    const cJSON *o, *arr, *v, *m;
    char p[256], q[256], found[96];
    int i, t;

    if (!(o = child(L, pos, "this_turn", path)))
        return;
    jc_path(p, sizeof p, path, "this_turn");
    if (!flag(L, o, "boxers_double", p, &s->boxers_double) ||
        !(arr = array(L, o, "halted", p, 0, KUTF_TRACKS)))
        return;
    jc_path(q, sizeof q, p, "halted");
    i = 0;
    cJSON_ArrayForEach(v, arr) {
        char r[256];
        jc_pathi(r, sizeof r, q, i++);
        if (!cJSON_IsString(v) ||
            !jc_ref(L->d, L->e, v, r, "track", v->valuestring, L->track_ids, KUTF_TRACKS, &t)) {
            if (!cJSON_IsString(v))
                jc_fail(L->d, L->e, v, r, "expected a track id, found %s",
                        jc_describe(v, found, sizeof found));
            L->ok = 0;
            return;
        }
        s->halt_mask |= 1 << t;
    }
    if (!flag(L, o, "halt_due", p, &s->halt_due) ||
        !flag(L, o, "peitang_open", p, &s->peitang_open) ||
        !flag(L, o, "blockade_due", p, &s->blockade_due) ||
        !num(L, o, "attacks_made", p, 0, 99, &s->attacks_made) ||
        !num(L, o, "advances_made", p, 0, 99, &s->advances_made) ||
        !num(L, o, "moves_made", p, 0, 99, &s->moves_made) ||
        !cards(L, o, "events_revealed", p, KUTF_MAX_HAND, s->revealed, &s->nrevealed, -1) ||
        !(m = child(L, o, "event_mods", p)))
        return;
    jc_path(q, sizeof q, p, "event_mods");
    mods(L, m, q, &s->turn_fire, &s->turn_attack, &s->turn_advance, &s->turn_guard,
         &s->turn_actions, &s->turn_commands);
    if (!(m = child(L, pos, "permanent_mods", path)))
        return;
    jc_path(q, sizeof q, path, "permanent_mods");
    mods(L, m, q, &s->perm_fire, &s->perm_attack, &s->perm_advance, &s->perm_guard,
         &s->perm_actions, &s->perm_commands);
}

/* The dice tray: the rolls of the last action. */
static void load_rolls(ld *L, const cJSON *pos, const char *path)
{
    kutf_state *s = L->s;
    const cJSON *arr, *o, *marr, *m;
    char p[256], q[256], r[256], w[256];
    int i, k;

    if (!(arr = array(L, pos, "rolls", path, 0, KUTF_MAX_ROLLS)))
        return;
    jc_path(p, sizeof p, path, "rolls");
    i = 0;
    cJSON_ArrayForEach(o, arr) {
        kutf_roll *rl = &s->roll[i];
        jc_pathi(q, sizeof q, p, i++);
        if (!str_enum(L, o, "kind", q, ROLL_KINDS, &rl->kind) ||
            !ref(L, o, "track", q, "track", L->track_ids, KUTF_TRACKS, 1, &rl->track) ||
            !num(L, o, "die", q, 1, 6, &rl->die) ||
            !(marr = array(L, o, "mods", q, 0, KUTF_MAX_MODS)))
            return;
        jc_path(r, sizeof r, q, "mods");
        k = 0;
        cJSON_ArrayForEach(m, marr) {
            jc_pathi(w, sizeof w, r, k);
            if (!num(L, m, "value", w, -99, 99, &rl->mod[k].value) ||
                !str_enum(L, m, "source", w, KUTF_SRC_NAMES, &rl->mod[k].src) ||
                !num(L, m, "arg", w, -1, KUTF_MAX_CARDS, &rl->mod[k].arg))
                return;
            k++;
        }
        rl->nmods = k;
        if (!num(L, o, "total", q, -99, 99, &rl->total) ||
            !num(L, o, "target", q, -1, 99, &rl->target) ||
            !num(L, o, "result", q, -1, 99, &rl->result))
            return;
    }
    s->nrolls = i;
}

/* Effects of the current card and events still to resolve. */
static void load_effects(ld *L, const cJSON *pos, const char *path)
{
    kutf_state *s = L->s;
    const cJSON *o, *arr, *f;
    char p[256], q[256];
    int i;

    if (!num(L, pos, "fx_step", path, 0, 2 * KUTF_MAX_FX, &s->fx_step) ||
        !(o = child(L, pos, "effects", path)))
        return;
    jc_path(p, sizeof p, path, "effects");
    if (!(arr = array(L, o, "queue", p, 0, 2 * KUTF_MAX_FX)))
        return;
    jc_path(q, sizeof q, p, "queue");
    i = 0;
    cJSON_ArrayForEach(f, arr) {
        char r[256];
        kutf_fx *fx = &s->fxq[i];
        jc_pathi(r, sizeof r, q, i);
        if (!ref(L, f, "card", r, "card", L->card_ids, s->data->ncards, 0, &s->fxq_src[i]) ||
            !str_enum(L, f, "type", r, FX_TYPES, &fx->type) ||
            !num(L, f, "amount", r, -99, 99, &fx->amount) ||
            !num(L, f, "picks", r, 0, KUTF_UNITS, &fx->picks) ||
            !num(L, f, "unit", r, -1, KUTF_MAX_BLOCKERS - 1, &fx->unit))
            return;
        i++;
    }
    s->nfxq = i;
    num(L, o, "next", p, 0, s->nfxq, &s->fxq_pos);
}

int kutf_position_read(kutf_state *s, const jdoc *d, errs *e, const cJSON *pos,
                       const char *path)
{
    ld *L;
    const kutf_data *dd = s->data;
    const cJSON *vp;
    cJSON *re;
    int ok, outcome;

    if (!position_is(d, e, pos, path, "kutf"))
        return 0;
    if (!(L = calloc(1, sizeof *L))) {
        errs_add(e, "kutf: out of memory");
        return 0;
    }
    L->d = d;
    L->e = e;
    L->s = s;
    L->ok = 1;
    position_ids(L->card_ids, dd->card[0].id, sizeof dd->card[0], dd->ncards);
    position_ids(L->unit_ids, dd->unit[0].id, sizeof dd->unit[0], KUTF_UNITS);
    L->unit_ids[KUTF_GUN] = "GUN";
    position_ids(L->track_ids, dd->track[0].id, sizeof dd->track[0], KUTF_TRACKS);
    position_ids(L->blocker_ids, dd->blocker[0].id, sizeof dd->blocker[0], dd->nblockers);
    position_ids(L->route_ids, dd->route[0].id, sizeof dd->route[0], dd->nroute);

    /* Start from nothing: a field the position does not set stays zero. */
    {
        kutf_data *owned = s->owned;
        memset(s, 0, sizeof *s);
        s->data = dd;
        s->owned = owned;
        s->fx_unit = -1;
    }
    {
        /* the readings chosen at set-up and the module's bot */
        static const char *const arrival[] = { "at-once", "turn-end", NULL };
        static const char *const staying[] = { "every", "once", NULL };
        static const char *const bots[] = { "basic", "strong", NULL };
        const cJSON *rd = child(L, pos, "readings", path);
        char rp[256];
        int x;
        jc_path(rp, sizeof rp, path, "readings");
        if (rd && str_enum(L, rd, "arrival", rp, arrival, &x))
            s->variants |= x ? KUTF_VAR_ARRIVE_AT_END : 0;
        if (rd && str_enum(L, rd, "staying", rp, staying, &x))
            s->variants |= x ? KUTF_VAR_STAYING_ONCE : 0;
        if (rd && str_enum(L, rd, "bot", rp, bots, &x))
            s->bot_level = x ? KUTF_BOT_STRONG : KUTF_BOT_BASIC;
    }
    if (L->ok && str_enum(L, pos, "deck_mode", path, DECK_MODES, &s->deck_mode) &&
        num(L, pos, "turn", path, 0, KUTF_MAX_CARDS, &s->turn) &&
        str_enum(L, pos, "segment", path, KUTF_SEG_NAMES, &s->seg) &&
        str_enum(L, pos, "pending", path, KUTF_PEND_NAMES, &s->pend) &&
        num(L, pos, "actions_left", path, 0, 99, &s->actions_left) &&
        num(L, pos, "commands_left", path, 0, 99, &s->commands_left) &&
        num(L, pos, "fort", path, 0, KUTF_MAX_FORT, &s->fort) &&
        num(L, pos, "heroic", path, 0, 999, &s->heroic))
        load_compound(L, pos, path);
    if (L->ok)
        load_relief(L, pos, path);
    if (L->ok)
        load_cards(L, pos, path);
    if (L->ok)
        load_choice(L, pos, path);
    if (L->ok)
        load_turn(L, pos, path);
    if (L->ok)
        load_rolls(L, pos, path);
    if (L->ok)
        load_effects(L, pos, path);
    if (L->ok && !position_dice_load(d, e, pos, "dice", path, &s->dice))
        L->ok = 0;
    if (L->ok && str_enum(L, pos, "outcome", path, OUTCOMES, &outcome)) {
        s->outcome = outcome;
        vp = cJSON_GetObjectItemCaseSensitive(pos, "vp");
        if (outcome >= KUTF_OUT_PYRRHIC && cJSON_IsObject(vp)) {
            char p[256];
            jc_path(p, sizeof p, path, "vp");
            num(L, vp, "cp", p, 0, 999, &s->vp.cp);
            num(L, vp, "cards", p, 0, 999, &s->vp.cards);
            num(L, vp, "drm", p, -99, 99, &s->vp.drm);
            num(L, vp, "heroic", p, 0, 9999, &s->vp.heroic);
            num(L, vp, "total", p, -999, 9999, &s->vp.total);
        }
    }
    /* Whatever follows from the rest (DRMs, danger zone, VP, labels) must
     * agree, and nothing may be left over. */
    if (L->ok) {
        /* a public position (network play) dumps back as one */
        re = s->dice.blind ? kutf_public_json(s) : kutf_state_json(s);
        if (!position_match(d, e, pos, path, re))
            L->ok = 0;
        cJSON_Delete(re);
    }
    ok = L->ok;
    free(L);
    return ok;
}

void *kutf_state_load(const char *datadir, const char *scenario,
                      const cJSON *options, const jdoc *d, const cJSON *pos,
                      const char *path, errs *e)
{
    kutf_state *s;

    if (!position_is(d, e, pos, path, "kutf"))
        return NULL;
    if (!(s = kutf_rules.create(datadir, scenario, options, 1, e)))
        return NULL;
    if (!kutf_position_read(s, d, e, pos, path)) {
        kutf_rules.destroy(s);
        return NULL;
    }
    return s;
}
