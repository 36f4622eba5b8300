/* kutf_game: the game-module table for Keep Up The Fire! — actions as
 * JSON, the state as JSON, create/destroy, validation and the simulator
 * (`legation sim kutf`), all wrapping the native API of kutf.h. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "kutf.h"
#include "position.h"

static const char *const ACTION_NAMES[KUTF_NA] = {
    "place", "fortify", "fire", "melee", "peitang", "casualty", "move", "swap",
    "speed", "power", "attack", "advance", "loss", "play_event", "gain",
    "lose", "halt", "end"
};
static const char *const LOSS_NAMES[] = { "speed2", "cp2", "both", "retreat" };
static const char *const DECK_NAMES[] = { "epochs", "historical", "mixed" };

/* ---- ids ---------------------------------------------------------------- */

static int find_track(const kutf_state *s, const char *id)
{
    int t;

    for (t = 0; id && t < KUTF_TRACKS; t++)
        if (strcmp(s->data->track[t].id, id) == 0)
            return t;
    return -1;
}

/* Unit id -> index; "GUN" -> KUTF_GUN; -1 when unknown. */
static int find_unit(const kutf_state *s, const char *id)
{
    int u;

    if (!id)
        return -1;
    if (strcmp(id, "GUN") == 0)
        return KUTF_GUN;
    for (u = 0; u < KUTF_UNITS; u++)
        if (strcmp(s->data->unit[u].id, id) == 0)
            return u;
    return -1;
}

static int find_card(const kutf_state *s, const char *id)
{
    int i;

    for (i = 0; id && i < s->data->ncards; i++)
        if (strcmp(s->data->card[i].id, id) == 0)
            return i;
    return -1;
}

static const char *str_field(const cJSON *j, const char *key)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(j, key);

    return cJSON_IsString(v) ? v->valuestring : NULL;
}

static int need(const char *v, const char *key, char *why, size_t n)
{
    if (v)
        return 1;
    snprintf(why, n, "The action needs a \"%s\" string.", key);
    return 0;
}

int kutf_action_from_json(const kutf_state *s, const cJSON *j, kutf_action *a,
                          char *why, size_t n)
{
    const char *type, *v;
    char tmp[8];
    int i, t;

    memset(a, 0, sizeof *a);
    a->unit = a->box = a->track = a->other = a->card = a->choice = -1;
    if (!why || !n) {
        why = tmp;
        n = sizeof tmp;
    }
    if (!cJSON_IsObject(j) || !(type = str_field(j, "type"))) {
        snprintf(why, n, "An action is an object with a \"type\".");
        return -1;
    }
    for (i = 0; i < KUTF_NA; i++)
        if (strcmp(ACTION_NAMES[i], type) == 0)
            break;
    if (i == KUTF_NA) {
        snprintf(why, n, "Unknown action \"%s\".", type);
        return -1;
    }
    a->type = i;
    switch (a->type) {
    case KUTF_A_PLACE:
    case KUTF_A_MOVE:
    case KUTF_A_SWAP:
    case KUTF_A_GAIN:
    case KUTF_A_LOSE:
        v = str_field(j, "unit");
        if (!need(v, "unit", why, n))
            return -1;
        a->unit = find_unit(s, v);
        if (a->unit < 0 || (a->unit == KUTF_GUN && (a->type == KUTF_A_SWAP ||
            a->type == KUTF_A_GAIN || a->type == KUTF_A_LOSE))) {
            snprintf(why, n, "No unit called \"%s\".", v);
            return -1;
        }
        break;
    default:
        break;
    }
    switch (a->type) {
    case KUTF_A_PLACE:
        v = str_field(j, "box");
        if (!need(v, "box", why, n))
            return -1;
        t = strlen(v) == 2 ? find_track(s, (char[]){ v[0], 0 }) : -1;
        if (t >= 0 && a->unit == KUTF_GUN && v[1] == 'G')
            a->box = t;
        else if (t >= 0 && a->unit != KUTF_GUN && (v[1] == '1' || v[1] == '2'))
            a->box = t * 2 + (v[1] - '1');
        else {
            snprintf(why, n, "No %s box called \"%s\".",
                     a->unit == KUTF_GUN ? "gun" : "defenders", v);
            return -1;
        }
        break;
    case KUTF_A_FIRE:
    case KUTF_A_MELEE:
    case KUTF_A_MOVE:
    case KUTF_A_HALT:
        v = str_field(j, "track");
        if (!need(v, "track", why, n))
            return -1;
        if ((a->track = find_track(s, v)) < 0) {
            snprintf(why, n, "No track called \"%s\".", v);
            return -1;
        }
        break;
    case KUTF_A_SWAP:
        v = str_field(j, "with");
        if (!need(v, "with", why, n))
            return -1;
        a->other = find_unit(s, v);
        if (a->other < 0 || a->other == KUTF_GUN) {
            snprintf(why, n, "No unit called \"%s\".", v);
            return -1;
        }
        break;
    case KUTF_A_CASUALTY:
        v = str_field(j, "target");
        if (!need(v, "target", why, n))
            return -1;
        if (strcmp(v, "fort") == 0) {
            a->unit = -1;
        } else {
            a->unit = find_unit(s, v);
            if (a->unit < 0) {
                snprintf(why, n, "No unit called \"%s\".", v);
                return -1;
            }
            if (a->unit == KUTF_GUN) {
                snprintf(why, n, "The International Gun never takes casualties.");
                return -1;
            }
        }
        break;
    case KUTF_A_LOSS:
        v = str_field(j, "choice");
        if (!need(v, "choice", why, n))
            return -1;
        for (i = 0; i < 4; i++)
            if (strcmp(LOSS_NAMES[i], v) == 0)
                a->choice = i;
        if (a->choice < 0) {
            snprintf(why, n, "A Loss is \"speed2\", \"cp2\", \"both\" or "
                     "\"retreat\", not \"%s\".", v);
            return -1;
        }
        break;
    case KUTF_A_PLAY_EVENT:
        v = str_field(j, "card");
        if (!need(v, "card", why, n))
            return -1;
        if ((a->card = find_card(s, v)) < 0) {
            snprintf(why, n, "No card called \"%s\".", v);
            return -1;
        }
        break;
    default:
        break;
    }
    return 0;
}

static const char *unit_id(const kutf_state *s, int u)
{
    return u == KUTF_GUN ? "GUN" : s->data->unit[u].id;
}

cJSON *kutf_action_to_json(const kutf_state *s, const kutf_action *a)
{
    cJSON *j = cJSON_CreateObject();
    char buf[8];

    if (!j || a->type < 0 || a->type >= KUTF_NA)
        return j;
    cJSON_AddStringToObject(j, "type", ACTION_NAMES[a->type]);
    switch (a->type) {
    case KUTF_A_PLACE:
        cJSON_AddStringToObject(j, "unit", unit_id(s, a->unit));
        cJSON_AddStringToObject(j, "box", kutf_box_name(s, a->box,
                                a->unit == KUTF_GUN, buf, sizeof buf));
        break;
    case KUTF_A_FIRE:
    case KUTF_A_MELEE:
    case KUTF_A_HALT:
        cJSON_AddStringToObject(j, "track", s->data->track[a->track].id);
        break;
    case KUTF_A_MOVE:
        cJSON_AddStringToObject(j, "unit", unit_id(s, a->unit));
        cJSON_AddStringToObject(j, "track", s->data->track[a->track].id);
        break;
    case KUTF_A_SWAP:
        cJSON_AddStringToObject(j, "unit", unit_id(s, a->unit));
        cJSON_AddStringToObject(j, "with", unit_id(s, a->other));
        break;
    case KUTF_A_CASUALTY:
        cJSON_AddStringToObject(j, "target", a->unit < 0 ? "fort" :
                                unit_id(s, a->unit));
        break;
    case KUTF_A_GAIN:
    case KUTF_A_LOSE:
        cJSON_AddStringToObject(j, "unit", unit_id(s, a->unit));
        break;
    case KUTF_A_LOSS:
        cJSON_AddStringToObject(j, "choice", LOSS_NAMES[a->choice & 3]);
        break;
    case KUTF_A_PLAY_EVENT:
        cJSON_AddStringToObject(j, "card", s->data->card[a->card].id);
        break;
    default:
        break;
    }
    return j;
}

/* ---- module entry points ---------------------------------------------------- */

/* The deck option: -1 with a message when it names no deck. */
static int deck_mode_of(const cJSON *options, errs *e)
{
    const cJSON *dk = options && cJSON_IsObject(options)
                          ? cJSON_GetObjectItemCaseSensitive(options, "deck") : NULL;
    int i;

    if (!dk)
        return KUTF_DECK_EPOCHS;
    for (i = 0; i < 3 && cJSON_IsString(dk); i++)
        if (strcmp(DECK_NAMES[i], dk->valuestring) == 0)
            return i;
    errs_add(e, "kutf: option \"deck\" must be \"epochs\", \"historical\" or \"mixed\"");
    return -1;
}

/* The readings options ("arrival", "staying"): KUTF_VAR_* flags, or -1
 * with a message. */
static int variants_of(const cJSON *options, errs *e)
{
    static const struct { const char *key, *dflt, *alt; int flag; } o[] = {
        { "arrival", "at-once", "turn-end", KUTF_VAR_ARRIVE_AT_END },
        { "staying", "every", "once", KUTF_VAR_STAYING_ONCE } };
    int i, v = 0;

    for (i = 0; i < 2; i++) {
        const cJSON *j = options && cJSON_IsObject(options) ?
            cJSON_GetObjectItemCaseSensitive(options, o[i].key) : NULL;
        if (!j)
            continue;
        if (cJSON_IsString(j) && strcmp(j->valuestring, o[i].alt) == 0)
            v |= o[i].flag;
        else if (!cJSON_IsString(j) || strcmp(j->valuestring, o[i].dflt) != 0) {
            errs_add(e, "kutf: option \"%s\" must be \"%s\" or \"%s\"",
                     o[i].key, o[i].dflt, o[i].alt);
            return -1;
        }
    }
    return v;
}

/* The "bot" option: "strong" (default) or "basic" (the first bot, kept to
 * measure the strong one against): the sim's players, the module's bot
 * action and Suggest. -1 when it names neither. */
static int bot_level_of(const cJSON *options, errs *e)
{
    const cJSON *b = options && cJSON_IsObject(options)
                         ? cJSON_GetObjectItemCaseSensitive(options, "bot") : NULL;

    if (!b)
        return KUTF_BOT_STRONG;
    if (cJSON_IsString(b) && strcmp(b->valuestring, "basic") == 0)
        return KUTF_BOT_BASIC;
    if (cJSON_IsString(b) && strcmp(b->valuestring, "strong") == 0)
        return KUTF_BOT_STRONG;
    errs_add(e, "kutf: option \"bot\" must be \"strong\" or \"basic\"");
    return -1;
}

static void scenario_path(char *path, size_t n, const char *datadir, const char *scenario)
{
    snprintf(path, n, "%s/scenarios/kutf/%s.json", datadir ? datadir : ".",
             scenario && *scenario ? scenario : "standard");
}

static void *k_create(const char *datadir, const char *scenario,
                      const cJSON *options, uint64_t seed, errs *e)
{
    char path[1200];
    kutf_state *s;
    kutf_data *d;
    int mode = deck_mode_of(options, e), var = variants_of(options, e);
    int lv = bot_level_of(options, e);

    if (mode < 0 || var < 0 || lv < 0)
        return NULL;
    /* a scenario is a name from the catalog, never a path */
    if (scenario && (strchr(scenario, '/') || scenario[0] == '.' || strlen(scenario) > 64)) {
        errs_add(e, "kutf: expected a scenario name, found \"%s\"", scenario);
        return NULL;
    }
    scenario_path(path, sizeof path, datadir, scenario);
    d = malloc(sizeof *d);
    s = malloc(sizeof *s);
    if (!d || !s) {
        free(d);
        free(s);
        errs_add(e, "kutf: out of memory");
        return NULL;
    }
    if (!kutf_data_load_scenario(d, path, e)) {
        kutf_data_free(d);
        free(d);
        free(s);
        return NULL;
    }
    kutf_init(s, d, mode, seed);
    s->variants = var;
    s->bot_level = lv;
    s->owned = d;
    return s;
}

static void k_destroy(void *st)
{
    kutf_state *s = st;

    if (!s)
        return;
    kutf_data_free(s->owned);
    free(s->owned);
    free(s);
}

static int k_apply(void *st, const cJSON *action, glog *log, char *why,
                   size_t n)
{
    kutf_action a;

    if (kutf_action_from_json(st, action, &a, why, n) < 0)
        return -1;
    return kutf_apply(st, &a, log, why, n);
}

static cJSON *k_legal(const void *st)
{
    kutf_action acts[KUTF_MAX_ACTIONS];
    cJSON *arr = cJSON_CreateArray();
    int n = kutf_legal(st, acts, KUTF_MAX_ACTIONS), i;

    for (i = 0; arr && i < n; i++)
        cJSON_AddItemToArray(arr, kutf_action_to_json(st, &acts[i]));
    return arr;
}

static int k_seat(const void *st)
{
    return ((const kutf_state *)st)->outcome ? -1 : 0;
}

static int k_outcome(const void *st, char *buf, size_t n)
{
    const kutf_state *s = st;

    if (buf && n)
        snprintf(buf, n, "%s", kutf_outcome_name(s->outcome));
    return s->outcome != KUTF_OUT_NONE;
}

static cJSON *k_bot(void *st)
{
    kutf_action a;

    if (!kutf_bot_choose_level(st, &a, ((kutf_state *)st)->bot_level))
        return NULL;
    return kutf_action_to_json(st, &a);
}

static cJSON *card_ids(const kutf_state *s, const int *cards, int n)
{
    cJSON *arr = cJSON_CreateArray();
    int i;

    for (i = 0; arr && i < n; i++)
        cJSON_AddItemToArray(arr, cJSON_CreateString(s->data->card[cards[i]].id));
    return arr;
}

static cJSON *mods_obj(cJSON *j, const char *key, int fire, int attack,
                       int advance, int guard, int actions, int commands)
{
    cJSON *o = cJSON_AddObjectToObject(j, key);

    if (o) {
        cJSON_AddNumberToObject(o, "fire", fire);
        cJSON_AddNumberToObject(o, "attack", attack);
        cJSON_AddNumberToObject(o, "advance", advance);
        cJSON_AddNumberToObject(o, "melee_guard", guard);
        cJSON_AddNumberToObject(o, "actions", actions);
        cJSON_AddNumberToObject(o, "commands", commands);
    }
    return o;
}

/* Everything else the state holds: the pending choice in detail, this
 * turn's flags and modifiers, set-aside cards and blockers, the dice tray,
 * so a saved or inspected game shows all of it. */
static void add_turn_detail(const kutf_state *s, cJSON *j)
{
    static const char *const roll_names[] = {
        "to_hit", "fire_casualties", "melee_chinese", "melee_legation",
        "blockade", "attack", "advance", "peitang" };
    static const char *const fx_names[] = {
        "gain_cp", "lose_cp", "fortify", "lose_fort", "heroic", "blockade_attack",
        "drm_fire", "drm_attack", "drm_advance", "melee_guard", "actions",
        "commands", "cup_add", "cup_remove", "boxers_double_advance", "peitang",
        "speed", "power", "cancel_loss", "halt_advance", "chinese_cp", "gun" };
    const kutf_data *d = s->data;
    cJSON *o, *arr, *r, *m;
    char lab[32];
    int u, t, i, k;

    cJSON_AddNumberToObject(j, "placed", s->placed);
    o = cJSON_AddObjectToObject(j, "choice");
    if (o) {
        /* raw, whatever the pending choice: a position keeps them all */
        cJSON_AddStringToObject(o, "place", s->pend_unit == KUTF_GUN ? "GUN" :
                                s->pend_unit >= 0 ? d->unit[s->pend_unit].id : "");
        cJSON_AddStringToObject(o, "casualty_track", s->cas_track >= 0 ?
                                d->track[s->cas_track].id : "");
        cJSON_AddNumberToObject(o, "casualties_left", s->cas_left);
        m = cJSON_AddObjectToObject(o, "casualties_taken");
        for (u = 0; m && u < KUTF_UNITS; u++)
            if (s->cas_unit[u])
                cJSON_AddNumberToObject(m, d->unit[u].id, s->cas_unit[u]);
        if (m)
            cJSON_AddNumberToObject(m, "fort", s->cas_fort);
        cJSON_AddNumberToObject(o, "fx_amount", s->fx_amount);
        cJSON_AddNumberToObject(o, "fx_picks", s->fx_picks);
        arr = cJSON_AddArrayToObject(o, "fx_picked");
        for (u = 0; arr && u < KUTF_UNITS; u++)
            if (s->fx_done & (1 << u))
                cJSON_AddItemToArray(arr, cJSON_CreateString(d->unit[u].id));
        cJSON_AddNumberToObject(o, "losses_left", s->loss_left);
        cJSON_AddStringToObject(o, "then", KUTF_PEND_NAMES[s->next_pend]);
    }
    o = cJSON_AddObjectToObject(j, "this_turn");
    if (o) {
        cJSON_AddBoolToObject(o, "boxers_double", s->boxers_double);
        arr = cJSON_AddArrayToObject(o, "halted");
        for (t = 0; arr && t < KUTF_TRACKS; t++)
            if (s->halt_mask & (1 << t))
                cJSON_AddItemToArray(arr, cJSON_CreateString(d->track[t].id));
        cJSON_AddBoolToObject(o, "halt_due", s->halt_due);
        cJSON_AddBoolToObject(o, "peitang_open", s->peitang_open);
        cJSON_AddBoolToObject(o, "blockade_due", s->blockade_due);
        cJSON_AddNumberToObject(o, "attacks_made", s->attacks_made);
        cJSON_AddNumberToObject(o, "advances_made", s->advances_made);
        cJSON_AddNumberToObject(o, "moves_made", s->moves_made);
        cJSON_AddItemToObject(o, "events_revealed",
                              card_ids(s, s->revealed, s->nrevealed));
        mods_obj(o, "event_mods", s->turn_fire, s->turn_attack,
                 s->turn_advance, s->turn_guard, s->turn_actions,
                 s->turn_commands);
    }
    mods_obj(j, "permanent_mods", s->perm_fire, s->perm_attack,
             s->perm_advance, s->perm_guard, s->perm_actions, s->perm_commands);
    arr = cJSON_AddArrayToObject(j, "set_aside_events");
    for (i = 0; arr && i < d->ncards; i++)
        if (s->unused[i])
            cJSON_AddItemToArray(arr, cJSON_CreateString(d->card[i].id));
    arr = cJSON_AddArrayToObject(j, "blockers_out");   /* not in the game now */
    for (i = 0; arr && i < d->nblockers; i++)
        if (s->bactive[i] != KUTF_BLK_ACTIVE)
            cJSON_AddItemToArray(arr, cJSON_CreateString(d->blocker[i].id));
    /* of those, the ones withdrawn for good (a later card cannot add them) */
    arr = cJSON_AddArrayToObject(j, "blockers_withdrawn");
    for (i = 0; arr && i < d->nblockers; i++)
        if (s->bactive[i] == KUTF_BLK_WITHDRAWN)
            cJSON_AddItemToArray(arr, cJSON_CreateString(d->blocker[i].id));
    cJSON_AddBoolToObject(j, "danger_zone", d->route[s->relief_pos].danger);
    arr = cJSON_AddArrayToObject(j, "rolls");
    for (i = 0; arr && i < s->nrolls; i++) {
        const kutf_roll *rl = &s->roll[i];
        r = cJSON_CreateObject();
        if (!r)
            break;
        cJSON_AddStringToObject(r, "kind", roll_names[rl->kind & 7]);
        cJSON_AddStringToObject(r, "track", rl->track >= 0 ?
                                d->track[rl->track].id : "");
        cJSON_AddNumberToObject(r, "die", rl->die);
        m = cJSON_AddArrayToObject(r, "mods");
        for (k = 0; m && k < rl->nmods; k++) {
            cJSON *mo = cJSON_CreateObject();
            cJSON_AddStringToObject(mo, "label",
                                    kutf_mod_label(s, &rl->mod[k], lab, sizeof lab));
            cJSON_AddNumberToObject(mo, "value", rl->mod[k].value);
            cJSON_AddStringToObject(mo, "source", KUTF_SRC_NAMES[rl->mod[k].src]);
            cJSON_AddNumberToObject(mo, "arg", rl->mod[k].arg);
            cJSON_AddItemToArray(m, mo);
        }
        cJSON_AddNumberToObject(r, "total", rl->total);
        cJSON_AddNumberToObject(r, "target", rl->target);
        cJSON_AddNumberToObject(r, "result", rl->result);
        cJSON_AddItemToArray(arr, r);
    }
    cJSON_AddNumberToObject(j, "fx_step", s->fx_step);
    cJSON_AddStringToObject(j, "last_event", s->last_event >= 0 ?
                            d->card[s->last_event].id : "");
    o = cJSON_AddObjectToObject(j, "effects");   /* waiting to be resolved */
    if (o) {
        cJSON_AddNumberToObject(o, "next", s->fxq_pos);
        arr = cJSON_AddArrayToObject(o, "queue");
        for (i = 0; arr && i < s->nfxq; i++) {
            r = cJSON_CreateObject();
            if (!r)
                break;
            cJSON_AddStringToObject(r, "card", d->card[s->fxq_src[i]].id);
            cJSON_AddStringToObject(r, "type", fx_names[s->fxq[i].type % KUTF_NFX]);
            cJSON_AddNumberToObject(r, "amount", s->fxq[i].amount);
            cJSON_AddNumberToObject(r, "picks", s->fxq[i].picks);
            cJSON_AddNumberToObject(r, "unit", s->fxq[i].unit);
            cJSON_AddItemToArray(arr, r);
        }
    }
    cJSON_AddItemToObject(j, "dice", position_dice_json(&s->dice));
}

const char *const KUTF_SEG_NAMES[] = {
    "setup", "card", "legation-specials", "legation-placement", "actions",
    "advance", "movement", "relief-specials", "blockade", "commands",
    "housekeeping", "over", NULL };
const char *const KUTF_PEND_NAMES[] = {
    "none", "place", "casualty", "gain", "lose", "loss", "halt", NULL };
const char *const KUTF_SRC_NAMES[] = {
    "unit", "gun", "boxer", "street", "extreme", "wall", "one_cp", "card",
    "event", "power", "speed", "permanent", NULL };

cJSON *kutf_state_json(const void *st)
{
    static const char *const kinds[] = { "none", "boxer", "qing" };
    const char *const *seg_names = KUTF_SEG_NAMES, *const *pend_names = KUTF_PEND_NAMES;
    const kutf_state *s = st;
    const kutf_data *d = s->data;
    cJSON *j = cJSON_CreateObject(), *o, *arr;
    kutf_vp vp;
    char box[8];
    int u, t;

    if (!j)
        return NULL;
    cJSON_AddStringToObject(j, "game", "kutf");
    cJSON_AddStringToObject(j, "deck_mode", DECK_NAMES[s->deck_mode % 3]);
    o = cJSON_AddObjectToObject(j, "readings");   /* KUTF_VAR_* options */
    if (o) {
        cJSON_AddStringToObject(o, "arrival", s->variants & KUTF_VAR_ARRIVE_AT_END ?
                                "turn-end" : "at-once");
        cJSON_AddStringToObject(o, "staying", s->variants & KUTF_VAR_STAYING_ONCE ?
                                "once" : "every");
        cJSON_AddStringToObject(o, "bot", s->bot_level == KUTF_BOT_BASIC ?
                                "basic" : "strong");
    }
    cJSON_AddNumberToObject(j, "turn", s->turn);
    cJSON_AddStringToObject(j, "segment", seg_names[s->seg]);
    cJSON_AddStringToObject(j, "pending", pend_names[s->pend]);
    cJSON_AddStringToObject(j, "current", s->current >= 0 ?
                            d->card[s->current].id : "");
    cJSON_AddNumberToObject(j, "actions_left", s->actions_left);
    cJSON_AddNumberToObject(j, "commands_left", s->commands_left);
    cJSON_AddNumberToObject(j, "fort", s->fort);
    cJSON_AddNumberToObject(j, "heroic", s->heroic);
    arr = cJSON_AddArrayToObject(j, "legation");
    for (u = 0; arr && u < KUTF_UNITS; u++) {
        o = cJSON_CreateObject();
        cJSON_AddStringToObject(o, "id", d->unit[u].id);
        cJSON_AddNumberToObject(o, "cp", s->cp[u]);
        cJSON_AddStringToObject(o, "box", s->utrack[u] >= 0 ?
                                kutf_box_name(s, s->utrack[u] * 2 + s->uslot[u],
                                              0, box, sizeof box) : "");
        cJSON_AddItemToArray(arr, o);
    }
    cJSON_AddStringToObject(j, "gun", s->gun_track >= 0 ?
                            d->track[s->gun_track].id : "");
    arr = cJSON_AddArrayToObject(j, "chinese");
    for (t = 0; arr && t < KUTF_TRACKS; t++) {
        o = cJSON_CreateObject();
        cJSON_AddStringToObject(o, "track", d->track[t].id);
        cJSON_AddStringToObject(o, "kind", kinds[s->ch[t].kind]);
        cJSON_AddNumberToObject(o, "space", s->ch[t].space);
        cJSON_AddNumberToObject(o, "cp", s->ch[t].cp);
        cJSON_AddItemToArray(arr, o);
    }
    o = cJSON_AddObjectToObject(j, "relief");
    if (o) {
        cJSON_AddStringToObject(o, "at", d->route[s->relief_pos].id);
        cJSON_AddNumberToObject(o, "speed_drm", kutf_speed_drm(s));
        cJSON_AddNumberToObject(o, "power_drm", kutf_power_drm(s));
        cJSON_AddNumberToObject(o, "speed_box", s->speed_box);
        cJSON_AddNumberToObject(o, "power_box", s->power_box);
        cJSON_AddStringToObject(o, "blocker", s->blocker >= 0 ?
                                d->blocker[s->blocker].id : "");
        cJSON_AddBoolToObject(o, "dispersed", s->dispersed);
        cJSON_AddBoolToObject(o, "arrived", s->arrived);
        arr = cJSON_AddArrayToObject(o, "cup");
        for (t = 0; arr && t < s->cup.n; t++)
            cJSON_AddItemToArray(arr, cJSON_CreateString(d->blocker[s->cup.item[t]].id));
    }
    cJSON_AddItemToObject(j, "hand", card_ids(s, s->hand, s->nhand));
    cJSON_AddItemToObject(j, "permanent", card_ids(s, s->perm, s->nperm));
    cJSON_AddItemToObject(j, "draw_pile", card_ids(s, s->deck.draw, s->deck.ndraw));
    cJSON_AddItemToObject(j, "discards", card_ids(s, s->deck.discard,
                                                  s->deck.ndiscard));
    add_turn_detail(s, j);
    cJSON_AddStringToObject(j, "outcome", kutf_outcome_name(s->outcome));
    kutf_vp_now(s, &vp);
    if (s->outcome >= KUTF_OUT_PYRRHIC)
        vp = s->vp;
    o = cJSON_AddObjectToObject(j, "vp");
    if (o) {
        cJSON_AddNumberToObject(o, "cp", vp.cp);
        cJSON_AddNumberToObject(o, "cards", vp.cards);
        cJSON_AddNumberToObject(o, "drm", vp.drm);
        cJSON_AddNumberToObject(o, "heroic", vp.heroic);
        cJSON_AddNumberToObject(o, "total", vp.total);
    }
    return j;
}

static rng *k_rng(void *st)
{
    return &((kutf_state *)st)->dice.r;
}

static dice *k_dice(void *st)
{
    return &((kutf_state *)st)->dice;
}

static int k_validate(const char *path, errs *e)
{
    return kutf_validate_file(path, e);
}

/* Plays one bot game to its end; returns the outcome (0 if it stalled). */
int kutf_play_bot_game(kutf_state *s, const kutf_data *d, int deck_mode,
                       uint64_t seed)
{
    return kutf_play_bot_game_level(s, d, deck_mode, seed, KUTF_BOT_STRONG);
}

int kutf_play_bot_game_level(kutf_state *s, const kutf_data *d, int deck_mode,
                             uint64_t seed, int level)
{
    return kutf_play_bot_game_var(s, d, deck_mode, seed, level, 0);
}

int kutf_play_bot_game_var(kutf_state *s, const kutf_data *d, int deck_mode,
                           uint64_t seed, int level, int variants)
{
    kutf_action a;
    int steps = 0;

    kutf_init(s, d, deck_mode, seed);
    s->variants = variants;
    while (!s->outcome && steps++ < 5000) {
        if (!kutf_bot_choose_level(s, &a, level) ||
            kutf_apply(s, &a, NULL, NULL, 0) < 0)
            return 0;
    }
    return s->outcome;
}

static int k_sim(const char *datadir, const char *scenario, const cJSON *options,
                 long games, uint64_t seed, sim_report *out)
{
    char path[1200];
    struct timespec t0, t1;
    kutf_data *d = malloc(sizeof *d);
    kutf_state *s = malloc(sizeof *s);
    long i, wins = 0, level[KUTF_NOUT] = { 0 }, vpsum = 0, turns = 0;
    errs e;
    int o, mode, botlv, var;

    if (!d || !s) {
        free(d);
        free(s);
        return -1;
    }
    errs_clear(&e);
    memset(out, 0, sizeof *out);
    scenario_path(path, sizeof path, datadir, scenario);
    if ((mode = deck_mode_of(options, &e)) < 0 ||
        (botlv = bot_level_of(options, &e)) < 0 ||
        (var = variants_of(options, &e)) < 0 ||
        !kutf_data_load_scenario(d, path, &e)) {
        snprintf(out->extra, sizeof out->extra, "%s", errs_first(&e));
        kutf_data_free(d);
        free(d);
        free(s);
        return -1;
    }
    for (o = 1; o < KUTF_NOUT; o++) {   /* fixed order, zeros shown */
        snprintf(out->outcome[o - 1], sizeof out->outcome[0], "%s",
                 kutf_outcome_name(o));
        out->count[o - 1] = 0;
    }
    out->noutcomes = KUTF_NOUT - 1;
    /* the strong player's planner table is built once and kept with the
     * data: part of loading it, not of the games timed below */
    if (botlv == KUTF_BOT_STRONG)
        kutf_plan_of(d);
    /* CPU time of this process: the speed on one core, whatever else the
     * machine is doing */
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t0);
    for (i = 0; i < games; i++) {
        o = kutf_play_bot_game_var(s, d, mode, sim_game_seed(seed, i), botlv,
                                   var);
        sim_report_count(out, o ? kutf_outcome_name(o) : "stalled");
        level[o]++;
        turns += s->turn;
        if (o >= KUTF_OUT_PYRRHIC) {
            wins++;
            vpsum += s->vp.total;
        }
    }
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t1);
    out->games = games;
    out->seconds = (double)(t1.tv_sec - t0.tv_sec) +
                   (double)(t1.tv_nsec - t0.tv_nsec) / 1e9;
    snprintf(out->extra, sizeof out->extra,
             "win rate: %.1f%% (%ld of %ld)\n"
             "moderate victory: %.1f%% of wins; mean VP of wins: %.1f\n"
             "mean turns played: %.1f",
             games ? 100.0 * (double)wins / (double)games : 0.0, wins, games,
             wins ? 100.0 * (double)level[KUTF_OUT_MODERATE] / (double)wins : 0.0,
             wins ? (double)vpsum / (double)wins : 0.0,
             games ? (double)turns / (double)games : 0.0);
    kutf_data_free(d);
    free(d);
    free(s);
    return 0;
}

/* What each action may hold (what kutf_action_from_json reads): the
 * engine refuses a save's action with any other key. */
static const game_action_keys ACTION_KEYS[] = {
    { "place", { "unit", "box" } },
    { "fortify", { NULL } },
    { "fire", { "track" } },
    { "melee", { "track" } },
    { "peitang", { NULL } },
    { "casualty", { "target" } },
    { "move", { "unit", "track" } },
    { "swap", { "unit", "with" } },
    { "speed", { NULL } },
    { "power", { NULL } },
    { "attack", { NULL } },
    { "advance", { NULL } },
    { "loss", { "choice" } },
    { "play_event", { "card" } },
    { "gain", { "unit" } },
    { "lose", { "unit" } },
    { "halt", { "track" } },
    { "end", { NULL } },
    { NULL, { NULL } }
};

const game_rules kutf_rules = {
    "kutf",
    "Keep Up The Fire!",
    "Peking, summer 1900: hold the legation walls\n"
    "while the Eight-Nation relief column fights its way in.",
    1, 1,
    k_create,
    k_destroy,
    k_apply,
    k_legal,
    k_seat,
    k_outcome,
    k_bot,
    kutf_state_json,
    k_rng,
    k_validate,
    k_sim,
    kutf_state_load,
    k_dice,
    ACTION_KEYS,
};
