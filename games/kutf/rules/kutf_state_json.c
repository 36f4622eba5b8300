/* kutf_state_json: the whole state of Keep Up The Fire! as JSON (for
 * `legation replay --json`, the screens' tests and saved positions): the
 * tracks and units, the column, the pending choice in detail, this turn's
 * flags and modifiers, set-aside cards and blockers, and the dice tray. */
#include <stdio.h>
#include <string.h>

#include "kutf.h"
#include "kutf_local.h"
#include "position.h"

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
    cJSON_AddStringToObject(j, "deck_mode", KUTF_DECK_NAMES[s->deck_mode % 3]);
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

/* What a player at the table sees (game_rules.public_json): no rng, the
 * undrawn cards and the blockers in the cup in their canonical order (by
 * their place in the data), so only which are left shows. */
cJSON *kutf_public_json(const void *st)
{
    const kutf_state *s = st;
    int sorted[DECK_MAX];
    cJSON *j = kutf_state_json(st), *relief, *arr;

    if (!j)
        return NULL;
    game_public_strip(j);
    deck_canonical(s->deck.draw, s->deck.ndraw, sorted);
    cJSON_ReplaceItemInObjectCaseSensitive(j, "draw_pile", card_ids(s, sorted, s->deck.ndraw));
    relief = cJSON_GetObjectItemCaseSensitive(j, "relief");
    if (relief && (arr = cJSON_CreateArray())) {
        deck_canonical(s->cup.item, s->cup.n, sorted);
        for (int t = 0; t < s->cup.n; t++)
            cJSON_AddItemToArray(arr, cJSON_CreateString(s->data->blocker[sorted[t]].id));
        cJSON_ReplaceItemInObjectCaseSensitive(relief, "cup", arr);
    }
    return j;
}
