/* game: the little that game.h implements itself: the outcome tally of
 * `legation sim`, its game seeds, and the key check of a save's actions. */
#include <stdio.h>
#include <string.h>

#include "game.h"

void sim_report_count(sim_report *r, const char *outcome)
{
    int i;

    if (!r)
        return;
    if (!outcome)
        outcome = "unknown";
    for (i = 0; i < r->noutcomes; i++) {
        if (strcmp(r->outcome[i], outcome) == 0) {
            r->count[i]++;
            return;
        }
    }
    /* The last slot is kept for "other", so a game with more outcome
     * names than slots still counts every game. */
    if (r->noutcomes >= SIM_MAX_OUTCOMES - 1 && strcmp(outcome, "other") != 0) {
        sim_report_count(r, "other");
        return;
    }
    i = r->noutcomes++;
    snprintf(r->outcome[i], sizeof r->outcome[i], "%s", outcome);
    r->count[i] = 1;
}

static uint64_t splitmix(uint64_t x)
{
    x += 0x9E3779B97F4A7C15ull;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
    return x ^ (x >> 31);
}

uint64_t sim_game_seed(uint64_t seed, long i)
{
    /* mixing the seed first keeps seed S game 1 apart from seed S+1 game 0 */
    return splitmix(splitmix(seed) ^ splitmix((uint64_t)i + 0x5851F42D4C957F2Dull));
}

static const game_action_keys *find_type(const game_action_keys *k, const char *type)
{
    for (; k->type; k++)
        if (strcmp(k->type, type) == 0)
            return k;
    return NULL;
}

int game_check_action(const game_rules *r, const jdoc *d, errs *e,
                      const cJSON *action, const char *path)
{
    const char *allowed[GAME_ACTION_MAX_KEYS + 2], *types[64];
    const game_action_keys *k;
    const cJSON *t;
    int i, n;

    if (!cJSON_IsObject(action)) {
        char found[96];
        jc_fail(d, e, action, path, "expected an action (an object), found %s",
                jc_describe(action, found, sizeof found));
        return 0;
    }
    if (!r || !r->action_keys)
        return jc_object(d, e, action, path, NULL);   /* duplicates only */
    t = cJSON_GetObjectItemCaseSensitive(action, "type");
    if (!cJSON_IsString(t) || !(k = find_type(r->action_keys, t->valuestring))) {
        for (n = 0; n < 63 && r->action_keys[n].type; n++)
            types[n] = r->action_keys[n].type;
        types[n] = NULL;
        jc_object(d, e, action, path, NULL);
        jc_enum(d, e, action, "type", path, 1, types, &i);  /* says what is wrong */
        return 0;
    }
    allowed[0] = "type";
    for (i = 0; i < GAME_ACTION_MAX_KEYS && k->keys[i]; i++)
        allowed[i + 1] = k->keys[i];
    allowed[i + 1] = NULL;
    return jc_object(d, e, action, path, allowed);
}
