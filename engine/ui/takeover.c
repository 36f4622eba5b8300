/* takeover: "Take over from here": a new game whose save starts from a
 * position of another (docs/saves.md, "start"), with the same scenario,
 * options and seed and the seats chosen anew. It is saved at once, so
 * the new line of play is kept from its first moment. */
#include <stdio.h>
#include <string.h>

#include "ui/gameview.h"
#include "ui/watch.h"

/* A copy of seats as a JSON array of names. */
static cJSON *seat_array(const char *const *seats, int n)
{
    cJSON *arr = cJSON_CreateArray();
    for (int k = 0; arr && k < n; k++)
        cJSON_AddItemToArray(arr, cJSON_CreateString(seats[k]));
    return arr;
}

/* Put value under key in o, in place of what was there. */
static void put(cJSON *o, const char *key, cJSON *value)
{
    if (!o || !value)
        return;
    if (cJSON_GetObjectItemCaseSensitive(o, key))
        cJSON_ReplaceItemInObjectCaseSensitive(o, key, value);
    else
        cJSON_AddItemToObject(o, key, value);
}

int ui_take_over(ui_app *a, const session *s, const char *const *seats, int nseats, errs *e)
{
    const game_rules *r = s->rules;
    cJSON *opts = NULL, *pos = NULL;
    session *ns = NULL;
    void *st;
    jdoc d;

    if (!r->state_json || !r->state_load) {
        errs_add(e, "%s cannot start from a position", r->title);
        return -1;
    }
    opts = s->options ? cJSON_Duplicate(s->options, 1) : cJSON_CreateObject();
    pos = r->state_json(s->state);
    if (!opts || !pos) {
        errs_add(e, "out of memory");
        goto fail;
    }
    if (nseats > 0) {
        /* the seats are an option of the set-up, and some games keep them
         * in the position too: both say the same */
        if (cJSON_GetObjectItemCaseSensitive(opts, "seats") || !cJSON_GetObjectItemCaseSensitive(pos, "seats"))
            put(opts, "seats", seat_array(seats, nseats));
        if (cJSON_GetObjectItemCaseSensitive(pos, "seats"))
            put(pos, "seats", seat_array(seats, nseats));
    }
    if (!(ns = session_new(r, s->datadir, s->scenario, opts, s->seed, e)))
        goto fail;
    memset(&d, 0, sizeof d);
    d.path = "start";
    d.root = pos;
    if (!(st = r->state_load(ns->datadir, ns->scenario, ns->options, &d, pos, "start", e)))
        goto fail;
    r->destroy(ns->state);
    ns->state = st;
    ns->start = pos;
    pos = NULL;
    ns->practice = s->practice;
    cJSON_Delete(opts);
    ui_save(a, ns); /* kept from its first moment: its save starts there */
    return ui_open_game(a, ns);
fail:
    cJSON_Delete(opts);
    cJSON_Delete(pos);
    session_free(ns);
    return -1;
}
