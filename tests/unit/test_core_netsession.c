/* Unit tests of the session's network side (engine/core/session.c): each
 * action's chance outcomes recorded, an action applied with given
 * outcomes (strict), a game going on from a public position, and the
 * network undo of one's own last action. A toy game: seats take turns to
 * add 1-3, roll a d6, or draw one of five cards (a pile the state orders
 * by its rng and a client never sees). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dice.h"
#include "session.h"
#include "test.h"

typedef struct toy {
    dice d;
    int total, moves;
    int pile[5], npile;   /* undrawn cards, next first (hidden) */
} toy;

static void *toy_create(const char *datadir, const char *scenario,
                        const cJSON *options, uint64_t seed, errs *e)
{
    toy *t = calloc(1, sizeof *t);

    (void)datadir, (void)scenario, (void)options, (void)e;
    dice_init(&t->d, seed);
    for (int i = 0; i < 5; i++)
        t->pile[i] = i + 1;
    for (int i = 4; i > 0; i--) {   /* shuffled by the state's rng */
        int j = rng_range(&t->d.r, i + 1), x = t->pile[i];
        t->pile[i] = t->pile[j];
        t->pile[j] = x;
    }
    t->npile = 5;
    return t;
}

static void toy_destroy(void *st)
{
    free(st);
}

/* The draw's item among the undrawn cards sorted by value (canonical). */
static int draw(toy *t)
{
    int sorted[5], n = t->npile, natural = 0, k, v;

    memcpy(sorted, t->pile, sizeof sorted);
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && sorted[j - 1] > sorted[j]; j--) {
            int x = sorted[j];
            sorted[j] = sorted[j - 1];
            sorted[j - 1] = x;
        }
    for (k = 0; k < n; k++)
        if (sorted[k] == t->pile[0])
            natural = k + 1;
    k = dice_draw(&t->d, n, natural);
    v = sorted[k - 1];
    for (int i = 0; i < n; i++)   /* take it out, keep the order of the rest */
        if (t->pile[i] == v) {
            memmove(t->pile + i, t->pile + i + 1, (size_t)(n - i - 1) * sizeof t->pile[0]);
            break;
        }
    t->npile--;
    return v;
}

static int toy_apply(void *st, const cJSON *a, glog *log, char *why, size_t n)
{
    toy *t = st;
    const char *type = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(a, "type"));
    const cJSON *k = cJSON_GetObjectItemCaseSensitive(a, "n");

    if (t->total >= 30) {
        snprintf(why, n, "The game is over.");
        return -1;
    }
    if (type && !strcmp(type, "add") && cJSON_IsNumber(k) && k->valueint >= 1 &&
        k->valueint <= 3) {
        t->total += k->valueint;
    } else if (type && !strcmp(type, "roll")) {
        t->total += dice_d6(&t->d);
    } else if (type && !strcmp(type, "roll2")) {
        t->total += dice_d6(&t->d);
        t->total += dice_d6(&t->d);
    } else if (type && !strcmp(type, "draw") && t->npile > 0) {
        t->total += draw(t);
    } else {
        snprintf(why, n, "Not allowed.");
        return -1;
    }
    glog_add(log, "total %d", t->total);
    t->moves++;
    return 0;
}

static int toy_seat(const void *st)
{
    const toy *t = st;

    return t->total >= 30 ? -1 : t->moves % 2;
}

static dice *toy_dice(void *st)
{
    return &((toy *)st)->d;
}

/* The public position: the total, the moves, how many cards are left
 * and which (sorted), never their order. */
static cJSON *toy_public(const void *st)
{
    const toy *t = st;
    cJSON *o = cJSON_CreateObject();
    int sorted[5], n = t->npile;

    memcpy(sorted, t->pile, sizeof sorted);
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && sorted[j - 1] > sorted[j]; j--) {
            int x = sorted[j];
            sorted[j] = sorted[j - 1];
            sorted[j - 1] = x;
        }
    cJSON_AddNumberToObject(o, "total", t->total);
    cJSON_AddNumberToObject(o, "moves", t->moves);
    cJSON_AddItemToObject(o, "pile", cJSON_CreateIntArray(sorted, n));
    return o;
}

static void *toy_load(const char *datadir, const char *scenario, const cJSON *options,
                      const jdoc *d, const cJSON *pos, const char *path, errs *e)
{
    toy *t = calloc(1, sizeof *t);
    const cJSON *p = cJSON_GetObjectItemCaseSensitive(pos, "pile"), *it;

    (void)datadir, (void)scenario, (void)options, (void)d, (void)path, (void)e;
    dice_init(&t->d, 0);
    dice_blind(&t->d);
    t->total = cJSON_GetObjectItemCaseSensitive(pos, "total")->valueint;
    t->moves = cJSON_GetObjectItemCaseSensitive(pos, "moves")->valueint;
    cJSON_ArrayForEach(it, p)
        t->pile[t->npile++] = it->valueint;
    return t;
}

static const game_rules toy_rules = {
    .id = "toy", .title = "Toy", .blurb = "Count\nto thirty",
    .min_players = 2, .max_players = 2,
    .create = toy_create, .destroy = toy_destroy, .apply = toy_apply,
    .seat_to_move = toy_seat, .state_dice = toy_dice, .state_load = toy_load,
    .state_json = toy_public, .public_json = toy_public,
};

static int play(session *s, const char *json, char *why, size_t n)
{
    cJSON *a = cJSON_Parse(json);
    int rc = session_apply(s, a, why, n);

    cJSON_Delete(a);
    return rc;
}

static int fed(session *s, const char *json, const int *faces, int nf, char *why, size_t n)
{
    cJSON *a = cJSON_Parse(json);
    int rc = session_apply_fed(s, a, faces, nf, why, n);

    cJSON_Delete(a);
    return rc;
}

/* A client from the host's public position, fed every action's
 * outcomes, is in step with the host after each: same public digest. */
static void client_follows_host_by_outcomes(void)
{
    static const char *const acts[] = { "{\"type\":\"roll2\"}", "{\"type\":\"draw\"}",
                                        "{\"type\":\"add\",\"n\":2}", "{\"type\":\"draw\"}",
                                        "{\"type\":\"roll\"}", "{\"type\":\"draw\"}" };
    errs e;
    char why[256];
    session *h, *c;
    cJSON *pub;

    errs_clear(&e);
    h = session_new(&toy_rules, "/data", "standard", NULL, 7, &e);
    pub = game_public_json(&toy_rules, h->state);
    c = session_new_at(&toy_rules, "/data", "standard", NULL, pub, &e);
    cJSON_Delete(pub);
    CHECK(h && c);
    if (!h || !c)
        return;
    for (int i = 0; i < 6; i++) {
        CHECK_INT(play(h, acts[i], why, sizeof why), 0);
        CHECK_INT(h->nout, i == 0 ? 2 : i == 2 ? 0 : 1);
        CHECK_INT(fed(c, acts[i], h->out, h->nout, why, sizeof why), 0);
        CHECK(game_public_digest(&toy_rules, h->state) ==
              game_public_digest(&toy_rules, c->state));
    }
    CHECK_INT(c->nactions, 6);
    /* the client's rolls are what its save replays */
    CHECK_INT(c->nrolls, 2 + 1 + 1 + 1 + 1);
    session_free(h);
    session_free(c);
}

/* Outcomes that do not fit the action are refused with nothing changed:
 * a face out of range, too few, too many. */
static void fed_outcomes_must_fit(void)
{
    errs e;
    char why[256];
    session *c;
    cJSON *pub;
    int six = 6, seven = 7, two[2] = { 3, 4 };
    uint64_t before;

    errs_clear(&e);
    {
        session *h = session_new(&toy_rules, "/data", "standard", NULL, 7, &e);
        pub = game_public_json(&toy_rules, h->state);
        session_free(h);
    }
    c = session_new_at(&toy_rules, "/data", "standard", NULL, pub, &e);
    cJSON_Delete(pub);
    CHECK(c != NULL);
    if (!c)
        return;
    before = game_public_digest(&toy_rules, c->state);
    CHECK_INT(fed(c, "{\"type\":\"roll\"}", &seven, 1, why, sizeof why), -1);
    CHECK_CONTAINS(why, "does not fit");
    CHECK_INT(fed(c, "{\"type\":\"roll2\"}", &six, 1, why, sizeof why), -1);
    CHECK_CONTAINS(why, "wants more");
    CHECK_INT(fed(c, "{\"type\":\"roll\"}", two, 2, why, sizeof why), -1);
    CHECK_CONTAINS(why, "fewer chance outcomes");
    CHECK_INT(fed(c, "{\"type\":\"draw\"}", &six, 1, why, sizeof why), -1);
    CHECK_INT(c->nactions, 0);
    CHECK_INT(c->nrolls, 0);
    CHECK(game_public_digest(&toy_rules, c->state) == before);
    /* and then a good one goes in */
    CHECK_INT(fed(c, "{\"type\":\"roll\"}", &six, 1, why, sizeof why), 0);
    CHECK_INT(((toy *)c->state)->total, 6);
    session_free(c);
}

/* A card drawn is an undo barrier like a die, though the rng never moved. */
static void draw_is_chance(void)
{
    errs e;
    char why[256];
    session *h;

    errs_clear(&e);
    h = session_new(&toy_rules, "/data", "standard", NULL, 3, &e);
    CHECK_INT(play(h, "{\"type\":\"draw\"}", why, sizeof why), 0);
    CHECK_INT(session_can_undo(h), 0);
    session_free(h);
}

/* Network undo: only the seat that made the last action, only without
 * chance. */
static void undo_own_last_action_only(void)
{
    errs e;
    char why[256];
    session *h;

    errs_clear(&e);
    h = session_new(&toy_rules, "/data", "standard", NULL, 3, &e);
    CHECK_INT(play(h, "{\"type\":\"add\",\"n\":1}", why, sizeof why), 0);   /* seat 0 */
    CHECK_INT(session_undo_seat(h, 1, why, sizeof why), -1);
    CHECK_CONTAINS(why, "Only your own");
    CHECK_INT(session_undo_seat(h, 0, why, sizeof why), 0);
    CHECK_INT(h->nactions, 0);
    CHECK_INT(play(h, "{\"type\":\"roll\"}", why, sizeof why), 0);          /* seat 0 */
    CHECK_INT(session_undo_seat(h, 0, why, sizeof why), -1);
    CHECK_CONTAINS(why, "die roll");
    CHECK_INT(play(h, "{\"type\":\"add\",\"n\":1}", why, sizeof why), 0);   /* seat 1 */
    CHECK_INT(session_undo_seat(h, 0, why, sizeof why), -1);
    CHECK_INT(h->nactions, 2);
    session_free(h);
}

int main(void)
{
    RUN(client_follows_host_by_outcomes);
    RUN(fed_outcomes_must_fit);
    RUN(draw_is_chance);
    RUN(undo_own_last_action_only);
    TEST_END();
}
