/* session: a game in play as its rules state plus the actions that made
 * it. Saves hold the actions (with game, scenario, options and seed, and
 * optionally a starting position and die faces to use before the rng), so
 * loading and undo are both "build afresh and replay". An action that
 * drew on the rng is an undo barrier outside practice mode: taking it back
 * would let a player re-roll. In own-dice mode an action is first tried
 * on a copy of the state with the faces entered so far; when the rules
 * want one die more, the session asks for it (s->ask) and tries again. */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "catalog.h"
#include "jsonload.h"
#include "paths.h"
#include "session.h"

#define SESSION_LOG_LINES 2000
/* The save format this program writes and the only one it reads. */
#define SESSION_VERSION 1

static uint64_t rng_uses(const session *s, void *st)
{
    rng *r;

    if (!s->rules->state_rng || !st)
        return 0;
    r = s->rules->state_rng(st);
    return r ? r->uses : 0;
}

static int copy_str(char *out, size_t n, const char *s)
{
    if (!s)
        s = "";
    if (strlen(s) >= n)
        return 0;
    memcpy(out, s, strlen(s) + 1);
    return 1;
}

session *session_new(const game_rules *rules, const char *datadir,
                     const char *scenario, const cJSON *options,
                     uint64_t seed, errs *e)
{
    session *s;

    if (!rules || !rules->create || !rules->apply) {
        errs_add(e, "session: no rules to play with");
        return NULL;
    }
    s = calloc(1, sizeof *s);
    if (!s) {
        errs_add(e, "session: out of memory");
        return NULL;
    }
    s->rules = rules;
    s->seed = seed;
    s->bad_roll = -1;
    if (!copy_str(s->datadir, sizeof s->datadir, datadir) ||
        !copy_str(s->scenario, sizeof s->scenario, scenario)) {
        errs_add(e, "session: data folder or scenario name too long");
        free(s);
        return NULL;
    }
    if (options && !(s->options = cJSON_Duplicate(options, 1)))
        goto oom;
    if (!(s->actions = cJSON_CreateArray()) || !(s->log = glog_new(SESSION_LOG_LINES)))
        goto oom;
    s->state = rules->create(s->datadir, s->scenario, s->options, seed, e);
    if (!s->state) {
        session_free(s);
        return NULL;
    }
    return s;
oom:
    errs_add(e, "session: out of memory");
    session_free(s);
    return NULL;
}

void session_free(session *s)
{
    if (!s)
        return;
    if (s->state && s->rules && s->rules->destroy)
        s->rules->destroy(s->state);
    cJSON_Delete(s->options);
    cJSON_Delete(s->actions);
    cJSON_Delete(s->start);
    cJSON_Delete(s->ask.action);
    free(s->rolls);
    free(s->chance);
    glog_free(s->log);
    free(s);
}

/* Make room for one more chance flag. */
static int grow(session *s)
{
    if (s->nactions < s->cap)
        return 1;
    {
        int ncap = s->cap ? s->cap * 2 : 64;
        unsigned char *nc = realloc(s->chance, (size_t)ncap);
        if (!nc)
            return 0;
        s->chance = nc;
        s->cap = ncap;
    }
    return 1;
}

/* ---- dice fed from the save and from the players -------------------- */

static dice *state_dice(const session *s, void *st)
{
    return s->rules->state_dice && st ? s->rules->state_dice(st) : NULL;
}

static int push_roll(session *s, int face)
{
    if (s->nrolls == s->rolls_cap) {
        int ncap = s->rolls_cap ? s->rolls_cap * 2 : 64;
        int *nr = realloc(s->rolls, (size_t)ncap * sizeof *nr);
        if (!nr)
            return 0;
        s->rolls = nr;
        s->rolls_cap = ncap;
    }
    s->rolls[s->nrolls++] = face;
    return 1;
}

/* A fresh state: the starting position, or the scenario's set-up. */
static void *fresh_state(const session *s, errs *e)
{
    jdoc d;

    if (!s->start)
        return s->rules->create(s->datadir, s->scenario, s->options, s->seed, e);
    if (!s->rules->state_load) {
        errs_add(e, "%s cannot start from a position", s->rules->id);
        return NULL;
    }
    memset(&d, 0, sizeof d);
    d.path = "start";
    d.root = s->start;
    return s->rules->state_load(s->datadir, s->scenario, s->options, &d, s->start,
                                "start", e);
}

/* Apply to a given state, feeding it the unused rolls from *next (strict:
 * starve when they run out). The action's log goes to log, after a line
 * per face entered by hand. On success *used says whether the rng moved
 * and *next moves past the faces used; *starved says a die was wanted
 * past the feed (the apply result then means nothing). */
static int apply_to(session *s, void *st, glog *log, const cJSON *action,
                    int strict, int *next, int *used, int *starved, char *why,
                    size_t n)
{
    uint64_t before = rng_uses(s, st);
    dice *dc = state_dice(s, st);
    glog *own = NULL;
    int rc, k, fed = 0, bad = -1;

    why[0] = 0;
    *starved = 0;
    if (dc)
        dice_feed(dc, s->rolls ? s->rolls + *next : NULL, s->nrolls - *next, strict);
    if (s->own_dice && log)
        own = glog_new(SESSION_LOG_LINES);
    rc = s->rules->apply(st, action, own ? own : log, why, n);
    if (dc) {
        *starved = dc->starved;
        bad = dc->bad;
        if (bad >= 0) {
            s->bad_roll = *next + bad;
            snprintf(why, n, "rolls[%d]: expected a face from %d to %d (the die for %s), "
                     "found %d", *next + bad, dc->want_lo, dc->want_hi, dc->want_purpose,
                     s->rolls[*next + bad]);
            rc = -1;
        }
        fed = dice_unfeed(dc);
    }
    if (own) {
        if (rc == 0 && !*starved) {
            for (k = 0; k < fed; k++)
                glog_add(log, "Die entered by hand: %d for %s.", s->rolls[*next + k],
                         k < DICE_FED_NOTES ? dc->fed_purpose[k] : "a die roll");
            for (k = 0; k < glog_count(own); k++)
                glog_add(log, "%s", glog_get(own, k));
        }
        glog_free(own);
    }
    if (rc != 0) {
        if (!why[0])
            snprintf(why, n, "That is not allowed now.");
        return -1;
    }
    *next += fed;
    *used = rng_uses(s, st) != before;
    return 0;
}

/* The state after the first k actions, with its log; NULL with why. */
static void *replay_state(session *s, int k, glog *log, int *next, char *why, size_t n)
{
    errs e;
    void *st;
    cJSON *a;
    int i, used, starved;

    errs_clear(&e);
    *next = 0;
    if (!(st = fresh_state(s, &e))) {
        snprintf(why, n, "%s", errs_first(&e));
        return NULL;
    }
    for (i = 0, a = s->actions->child; i < k && a; i++, a = a->next) {
        if (apply_to(s, st, log, a, 0, next, &used, &starved, why, n) != 0) {
            /* The rules no longer accept their own history. */
            char inner[200];
            snprintf(inner, sizeof inner, "%s", why);
            snprintf(why, n, "action %d was refused on replay (%s)", i + 1, inner);
            s->rules->destroy(st);
            return NULL;
        }
        s->chance[i] = (unsigned char)used;
    }
    return st;
}

/* Apply to the session's state for real and record the action. */
static int apply_real(session *s, const cJSON *action, char *why, size_t n)
{
    cJSON *copy;
    int used = 0, starved = 0, next = s->rolls_used;

    if (!grow(s) || !(copy = cJSON_Duplicate(action, 1))) {
        snprintf(why, n, "Out of memory.");
        return -1;
    }
    s->bad_roll = -1;
    if (apply_to(s, s->state, s->log, action, s->own_dice, &next, &used, &starved,
                 why, n) != 0 || starved) {
        cJSON_Delete(copy);
        if (s->bad_roll >= 0 || starved) {
            /* the state took the action in part: build it again */
            char inner[256];
            glog *log = glog_new(SESSION_LOG_LINES);
            void *st = log ? replay_state(s, s->nactions, log, &next, inner, sizeof inner) : NULL;
            if (st) {
                glog tmp;
                s->rules->destroy(s->state);
                s->state = st;
                tmp = *s->log;
                *s->log = *log;
                *log = tmp;
            }
            glog_free(log);
            if (starved)
                snprintf(why, n, "A die was wanted that was not entered.");
        }
        return -1;
    }
    s->rolls_used = next;
    cJSON_AddItemToArray(s->actions, copy);
    s->chance[s->nactions++] = (unsigned char)used;
    return 0;
}

/* A copy of the session's state for a trial (own dice). */
static void *copy_state(session *s, char *why, size_t n)
{
    cJSON *tree;
    void *st = NULL;
    int next;

    if (s->rules->state_load && s->rules->state_json &&
        (tree = s->rules->state_json(s->state))) {
        jdoc d;
        errs e;
        memset(&d, 0, sizeof d);
        d.path = "position";
        d.root = tree;
        errs_clear(&e);
        st = s->rules->state_load(s->datadir, s->scenario, s->options, &d, tree, "", &e);
        cJSON_Delete(tree);
    }
    if (!st)   /* no positions in this game: replay instead */
        st = replay_state(s, s->nactions, NULL, &next, why, n);
    return st;
}

void session_cancel_die(session *s)
{
    if (!s || !s->ask.action)
        return;
    s->nrolls -= s->ask.n;
    cJSON_Delete(s->ask.action);
    memset(&s->ask, 0, sizeof s->ask);
}

void session_set_own_dice(session *s, int on)
{
    if (s)
        s->own_dice = on != 0;
}

/* Own dice: try the action on a copy with the faces entered so far. */
static int apply_own(session *s, const cJSON *action, char *why, size_t n)
{
    void *st = copy_state(s, why, n);
    dice *dc;
    int rc, used, starved, next = s->rolls_used;

    if (!st) {
        session_cancel_die(s);
        return -1;
    }
    rc = apply_to(s, st, NULL, action, 1, &next, &used, &starved, why, n);
    dc = state_dice(s, st);
    if (starved && dc && s->ask.n < SESSION_ASK_MAX) {
        s->ask.lo = dc->want_lo;
        s->ask.hi = dc->want_hi;
        snprintf(s->ask.purpose, sizeof s->ask.purpose, "%s", dc->want_purpose);
        s->rules->destroy(st);
        if (!s->ask.action && !(s->ask.action = cJSON_Duplicate(action, 1))) {
            snprintf(why, n, "Out of memory.");
            return -1;
        }
        snprintf(why, n, "Roll a die for %s and enter its face (%d to %d).",
                 s->ask.purpose, s->ask.lo, s->ask.hi);
        return SESSION_NEED_DIE;
    }
    s->rules->destroy(st);
    if (rc != 0 || starved) {
        if (starved)
            snprintf(why, n, "Too many dice for one action.");
        session_cancel_die(s);
        return -1;
    }
    rc = apply_real(s, action, why, n);
    if (rc != 0) {
        session_cancel_die(s);
        return -1;
    }
    cJSON_Delete(s->ask.action);
    memset(&s->ask, 0, sizeof s->ask);
    return 0;
}

int session_apply(session *s, const cJSON *action, char *why, size_t n)
{
    char local[256];

    if (!why || n == 0) {
        why = local;
        n = sizeof local;
    }
    why[0] = 0;
    if (!s || !s->state || !action) {
        snprintf(why, n, "No game is in progress.");
        return -1;
    }
    /* a new action replaces one that waited for dice */
    session_cancel_die(s);
    if (s->own_dice)
        return apply_own(s, action, why, n);
    return apply_real(s, action, why, n);
}

int session_enter_die(session *s, int face, char *why, size_t n)
{
    char local[256];
    cJSON *action;
    int rc;

    if (!why || n == 0) {
        why = local;
        n = sizeof local;
    }
    why[0] = 0;
    if (!s || !s->ask.action) {
        snprintf(why, n, "No die is wanted now.");
        return -1;
    }
    if (face < s->ask.lo || face > s->ask.hi) {
        snprintf(why, n, "A die for %s shows %d to %d.", s->ask.purpose, s->ask.lo,
                 s->ask.hi);
        return -1;
    }
    if (!push_roll(s, face)) {
        snprintf(why, n, "Out of memory.");
        return -1;
    }
    s->ask.n++;
    /* try again with this face too; the ask stays while dice are wanted */
    action = s->ask.action;
    rc = apply_own(s, action, why, n);
    return rc;
}

int session_can_undo(const session *s)
{
    int k = 0;

    if (!s)
        return 0;
    if (s->practice)
        return s->nactions;
    while (k < s->nactions && !s->chance[s->nactions - 1 - k])
        k++;
    return k;
}

int session_undo(session *s, char *why, size_t n)
{
    char local[256], inner[256];
    void *st;
    glog *log, tmp;
    int next;

    if (!why || n == 0) {
        why = local;
        n = sizeof local;
    }
    why[0] = 0;
    if (!s || s->nactions == 0) {
        /* a game that began from a position never goes before it */
        snprintf(why, n, "There is nothing to undo.");
        return -1;
    }
    if (s->chance[s->nactions - 1] && !s->practice) {
        snprintf(why, n, "Can't undo past a die roll or a card draw.");
        return -1;
    }
    session_cancel_die(s);
    if (!(log = glog_new(SESSION_LOG_LINES))) {
        snprintf(why, n, "Out of memory.");
        return -1;
    }
    if (!(st = replay_state(s, s->nactions - 1, log, &next, inner, sizeof inner))) {
        snprintf(why, n, "Undo failed: %s", inner);
        glog_free(log);
        return -1;
    }
    s->rules->destroy(s->state);
    s->state = st;
    /* Swap the log's contents, not the pointer, so a view holding
     * s->log keeps a valid one. */
    tmp = *s->log;
    *s->log = *log;
    *log = tmp;
    glog_free(log);
    cJSON_DeleteItemFromArray(s->actions, s->nactions - 1);
    s->nactions--;
    s->rolls_used = next;
    /* faces entered by hand for the action taken back are rolled again */
    if (s->own_dice)
        s->nrolls = next;
    return 0;
}

int session_bot_step(session *s, char *why, size_t n)
{
    char local[256];
    cJSON *action;
    int rc;

    if (!why || n == 0) {
        why = local;
        n = sizeof local;
    }
    why[0] = 0;
    if (!s || !s->state) {
        snprintf(why, n, "No game is in progress.");
        return -1;
    }
    if (!s->rules->bot_action) {
        snprintf(why, n, "This game has no computer player.");
        return -1;
    }
    if (s->rules->seat_to_move && s->rules->seat_to_move(s->state) < 0) {
        snprintf(why, n, "The game is over.");
        return -1;
    }
    if (s->ask.action && s->ask.bot) {
        snprintf(why, n, "Roll a die for %s and enter its face (%d to %d).",
                 s->ask.purpose, s->ask.lo, s->ask.hi);
        return SESSION_NEED_DIE;
    }
    action = s->rules->bot_action(s->state);
    if (!action) {
        snprintf(why, n, "The computer player found no move.");
        return -1;
    }
    rc = session_apply(s, action, why, n);
    if (rc == SESSION_NEED_DIE)
        s->ask.bot = 1;
    cJSON_Delete(action);
    return rc;
}

cJSON *session_to_json(const session *s)
{
    char seed[32];
    cJSON *o, *acts;

    if (!s)
        return NULL;
    if (!(o = cJSON_CreateObject()))
        return NULL;
    snprintf(seed, sizeof seed, "%" PRIu64, s->seed);
    cJSON_AddStringToObject(o, "format", "legation-save");
    cJSON_AddNumberToObject(o, "version", SESSION_VERSION);
    cJSON_AddStringToObject(o, "game", s->rules->id ? s->rules->id : "");
    cJSON_AddStringToObject(o, "scenario", s->scenario);
    if (s->options)
        cJSON_AddItemToObject(o, "options", cJSON_Duplicate(s->options, 1));
    else
        cJSON_AddNullToObject(o, "options");
    /* A string: a JSON number loses digits past 2^53. */
    cJSON_AddStringToObject(o, "seed", seed);
    cJSON_AddBoolToObject(o, "practice", s->practice);
    if (s->own_dice)
        cJSON_AddBoolToObject(o, "own_dice", 1);
    if (s->nrolls - s->ask.n > 0)   /* faces entered for an unfinished action stay out */
        cJSON_AddItemToObject(o, "rolls", cJSON_CreateIntArray(s->rolls, s->nrolls - s->ask.n));
    if (s->start)
        cJSON_AddItemToObject(o, "start", cJSON_Duplicate(s->start, 1));
    acts = cJSON_Duplicate(s->actions, 1);
    if (!acts) {
        cJSON_Delete(o);
        return NULL;
    }
    cJSON_AddItemToObject(o, "actions", acts);
    return o;
}

/* Appends text to a growing buffer; 0 when out of memory. */
static int append(char **buf, size_t *len, size_t *cap, const char *text)
{
    size_t k = strlen(text);

    if (*len + k + 1 > *cap) {
        size_t ncap = (*cap ? *cap : 1024);
        char *nb;
        while (*len + k + 1 > ncap)
            ncap *= 2;
        if (!(nb = realloc(*buf, ncap)))
            return 0;
        *buf = nb;
        *cap = ncap;
    }
    memcpy(*buf + *len, text, k + 1);
    *len += k;
    return 1;
}

/* The save text: one field per line and one action per line, so a
 * refused action is reported at a line a person can find. */
static char *save_text(const session *s, size_t *out_len)
{
    static const char *const keys[] = { "format", "version", "game", "scenario",
                                        "options", "seed", "practice", "own_dice",
                                        "rolls", "start", NULL };
    cJSON *o = session_to_json(s), *a, *v;
    char *buf = NULL, *piece;
    size_t len = 0, cap = 0;
    int i, ok = 1;

    if (!o)
        return NULL;
    ok &= append(&buf, &len, &cap, "{\n");
    for (i = 0; keys[i] && ok; i++) {
        if (!(v = cJSON_GetObjectItemCaseSensitive(o, keys[i])))
            continue;   /* the optional ones */
        /* a position over many lines, so a problem in it names its line */
        piece = strcmp(keys[i], "start") == 0 ? cJSON_Print(v) : cJSON_PrintUnformatted(v);
        ok &= piece != NULL;
        ok = ok && append(&buf, &len, &cap, "  \"") && append(&buf, &len, &cap, keys[i]) &&
             append(&buf, &len, &cap, "\": ") && append(&buf, &len, &cap, piece) &&
             append(&buf, &len, &cap, ",\n");
        free(piece);
    }
    ok = ok && append(&buf, &len, &cap, "  \"actions\": [");
    cJSON_ArrayForEach(a, cJSON_GetObjectItemCaseSensitive(o, "actions")) {
        if (!ok)
            break;
        piece = cJSON_PrintUnformatted(a);
        ok &= piece != NULL;
        ok = ok && append(&buf, &len, &cap, "\n    ") && append(&buf, &len, &cap, piece) &&
             append(&buf, &len, &cap, a->next ? "," : "\n  ");
        free(piece);
    }
    ok = ok && append(&buf, &len, &cap, "]\n}\n");
    cJSON_Delete(o);
    if (!ok) {
        free(buf);
        return NULL;
    }
    *out_len = len;
    return buf;
}

int session_save(const session *s, const char *path, errs *e)
{
    size_t len = 0;
    char *text;

    if (!s || !path) {
        errs_add(e, "save: nothing to save or no file name");
        return -1;
    }
    if (!(text = save_text(s, &len))) {
        errs_add(e, "%s: out of memory while writing the save", path);
        return -1;
    }
    errno = 0;
    if (paths_write_atomic(path, text, len) != 0) {
        errs_add(e, "%s: cannot write the save (%s)", path,
                 errno ? strerror(errno) : "unknown error");
        free(text);
        return -1;
    }
    free(text);
    return 0;
}

/* "seed": a string of decimal digits (or, from hand-written saves, a
 * whole JSON number that fits exactly in a double). */
static int read_seed(const jdoc *d, errs *e, const cJSON *root, uint64_t *out)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(root, "seed");
    char found[96];

    if (!v) {
        jc_fail(d, e, root, "", "missing key \"seed\"");
        return 0;
    }
    if (cJSON_IsString(v) && v->valuestring) {
        const char *p = v->valuestring;
        char *end;
        unsigned long long x;
        if (*p >= '0' && *p <= '9' && strlen(p) <= 20) {
            errno = 0;
            x = strtoull(p, &end, 10);
            if (!*end && errno == 0) {
                *out = (uint64_t)x;
                return 1;
            }
        }
    }
    if (cJSON_IsNumber(v)) {
        double x = v->valuedouble;
        if (x >= 0 && x <= 9007199254740992.0 && x == (double)(uint64_t)x) {
            *out = (uint64_t)x;
            return 1;
        }
    }
    jc_fail(d, e, v, "seed", "expected a whole number from 0 to "
            "18446744073709551615 (written as a string of digits), found %s",
            jc_describe(v, found, sizeof found));
    return 0;
}

/* "rolls": whole numbers (each is checked against its die when used). */
static int read_rolls(const jdoc *d, errs *e, const cJSON *root, session *s)
{
    const cJSON *arr = NULL, *v;
    char p[32], found[96];
    int i = 0;

    if (!jc_array(d, e, root, "rolls", "", 0, 0, 1 << 24, &arr))
        return 0;
    cJSON_ArrayForEach(v, arr) {
        if (!cJSON_IsNumber(v) || v->valuedouble != (double)v->valueint ||
            v->valueint < 1 || v->valueint > 100) {
            jc_fail(d, e, v, jc_pathi(p, sizeof p, "rolls", i),
                    "expected a die face (a whole number from 1), found %s",
                    jc_describe(v, found, sizeof found));
            return 0;
        }
        if (!push_roll(s, v->valueint)) {
            errs_add(e, "%s: out of memory", d->path);
            return 0;
        }
        i++;
    }
    return 1;
}

/* "start": the state becomes that position. */
static int read_start(const jdoc *d, errs *e, const cJSON *root, session *s)
{
    const cJSON *pos = cJSON_GetObjectItemCaseSensitive(root, "start");
    void *st;

    if (!pos)
        return 1;
    if (!s->rules->state_load) {
        jc_fail(d, e, pos, "start", "%s cannot start from a position yet", s->rules->id);
        return 0;
    }
    st = s->rules->state_load(s->datadir, s->scenario, s->options, d, pos, "start", e);
    if (!st)
        return 0;
    s->rules->destroy(s->state);
    s->state = st;
    if (!(s->start = cJSON_Duplicate(pos, 1))) {
        errs_add(e, "%s: out of memory", d->path);
        return 0;
    }
    return 1;
}

/* The scenario must be one of the game's catalog (never a path), and the
 * options ones its launcher could have chosen. */
static int check_setup(const jdoc *d, errs *e, const char *datadir, const char *game,
                       const char *scen, const cJSON *opts)
{
    const cJSON *root = d->root, *node = cJSON_GetObjectItemCaseSensitive(root, "scenario");
    catalog *c = malloc(sizeof *c);   /* large: keep it off the stack */
    const cat_scenario *sc;
    const char *ids[CAT_MAX_SCEN];
    char cpath[1200];
    errs ce;
    int ok = 1, i;

    if (!c) {
        errs_add(e, "%s: out of memory", d->path);
        return 0;
    }
    errs_clear(&ce);
    snprintf(cpath, sizeof cpath, "%s/scenarios/%s/scenarios.json",
             datadir && *datadir ? datadir : ".", game);
    if (access(cpath, F_OK) != 0 && errno == ENOENT) {
        /* a game with no catalog (the engine's test games): its create()
         * is the only judge of scenario and options */
        free(c);
        return 1;
    }
    if (!catalog_load(c, datadir, game, &ce)) {
        jc_fail(d, e, node, "scenario", "cannot check it: the %s catalog does not load (%s)",
                game, errs_first(&ce));
        ok = 0;
    } else if (!(sc = catalog_find(c, scen))) {
        for (i = 0; i < c->n; i++)
            ids[i] = c->scen[i].id;
        jc_ref(d, e, node, "scenario", "scenario", scen, ids, c->n, NULL);
        ok = 0;
    } else if (opts) {
        ok = catalog_check_options(sc, d, e, opts, "options");
    }
    free(c);
    return ok;
}

session *session_load(const char *path, const char *datadir,
                      session_find_fn find_rules, errs *e)
{
    return session_load_at(path, datadir, find_rules, -1, e);
}

session *session_load_at(const char *path, const char *datadir,
                         session_find_fn find_rules, int at, errs *e)
{
    static const char *const keys[] = { "format", "version", "game", "scenario",
                                        "options", "seed", "practice", "own_dice",
                                        "rolls", "start", "actions", NULL };
    static const char *const formats[] = { "legation-save", NULL };
    const game_rules *rules = NULL;
    const cJSON *root, *acts = NULL, *opts, *a;
    char game[64], scen[64], why[256], p[32];
    uint64_t seed = 0;
    int ok = 1, fmt, version = 0, practice = 0, own = 0, i;
    session *s = NULL;
    jdoc d;

    if (!jdoc_load(&d, path, e))
        goto out;
    root = d.root;
    if (!jc_object(&d, e, root, "", keys))
        ok = 0;
    if (!cJSON_IsObject(root))
        goto out;
    ok &= jc_enum(&d, e, root, "format", "", 1, formats, &fmt);
    /* exactly a version this program reads: missing, text, fractions and
     * other numbers are all refused */
    if (!jnum_int(cJSON_GetObjectItemCaseSensitive(root, "version"), SESSION_VERSION,
                  SESSION_VERSION, &version)) {
        const cJSON *v = cJSON_GetObjectItemCaseSensitive(root, "version");
        char found[96];
        jc_fail(&d, e, v ? v : root, "version", "expected %d (the save version this "
                "program reads), found %s", SESSION_VERSION,
                jc_describe(v, found, sizeof found));
        ok = 0;
    }
    ok &= jc_str(&d, e, root, "game", "", 1, game, sizeof game);
    ok &= jc_str(&d, e, root, "scenario", "", 1, scen, sizeof scen);
    opts = cJSON_GetObjectItemCaseSensitive(root, "options");
    if (opts && !cJSON_IsObject(opts) && !cJSON_IsNull(opts)) {
        char found[96];
        jc_fail(&d, e, opts, "options", "expected an object or null, found %s",
                jc_describe(opts, found, sizeof found));
        ok = 0;
    }
    if (cJSON_IsNull(opts))
        opts = NULL;
    ok &= read_seed(&d, e, root, &seed);
    ok &= jc_bool(&d, e, root, "practice", "", 0, &practice);
    ok &= jc_bool(&d, e, root, "own_dice", "", 0, &own);
    if (jc_array(&d, e, root, "actions", "", 1, 0, 1 << 30, &acts)) {
        i = 0;
        cJSON_ArrayForEach(a, acts) {
            if (!cJSON_IsObject(a)) {
                char found[96];
                jc_fail(&d, e, a, jc_pathi(p, sizeof p, "actions", i),
                        "expected an action (an object), found %s",
                        jc_describe(a, found, sizeof found));
                ok = 0;
            } else if (!jc_object(&d, e, a, jc_pathi(p, sizeof p, "actions", i), NULL)) {
                ok = 0;     /* a key twice */
            }
            i++;
        }
    } else {
        ok = 0;
    }
    if (ok && cJSON_GetObjectItemCaseSensitive(root, "game")) {
        rules = find_rules ? find_rules(game) : NULL;
        if (!rules) {
            jc_fail(&d, e, cJSON_GetObjectItemCaseSensitive(root, "game"), "game",
                    "no game called \"%s\" in this program", game);
            ok = 0;
        }
    }
    /* each action's type and keys, as the game lists them */
    if (ok && rules) {
        i = 0;
        cJSON_ArrayForEach(a, acts) {
            ok &= game_check_action(rules, &d, e, a, jc_pathi(p, sizeof p, "actions", i));
            i++;
        }
    }
    if (ok && rules)
        ok = check_setup(&d, e, datadir, rules->id, scen, opts);
    if (!ok)
        goto out;
    s = session_new(rules, datadir, scen, opts, seed, e);
    if (!s) {
        jc_fail(&d, e, opts ? opts : cJSON_GetObjectItemCaseSensitive(root, "scenario"),
                opts ? "options" : "scenario", "the game could not be set up with %s",
                opts ? "these options" : "this scenario and these options");
        goto out;
    }
    s->practice = practice;
    s->own_dice = own;
    if (!read_rolls(&d, e, root, s) || !read_start(&d, e, root, s)) {
        session_free(s);
        s = NULL;
        goto out;
    }
    if (at > cJSON_GetArraySize(acts)) {
        jc_fail(&d, e, acts, "actions", "the save has %d actions, fewer than %d",
                cJSON_GetArraySize(acts), at);
        session_free(s);
        s = NULL;
        goto out;
    }
    i = 0;
    cJSON_ArrayForEach(a, acts) {
        if (at >= 0 && i >= at)
            break;
        if (apply_real(s, a, why, sizeof why) != 0) {
            if (s->bad_roll >= 0) {
                const char *m = strstr(why, ": ");
                jc_fail(&d, e, cJSON_GetArrayItem(cJSON_GetObjectItemCaseSensitive(root, "rolls"),
                                                  s->bad_roll),
                        jc_pathi(p, sizeof p, "rolls", s->bad_roll), "%s (used by actions[%d])",
                        m ? m + 2 : why, i);
            } else {
                jc_fail(&d, e, a, jc_pathi(p, sizeof p, "actions", i),
                        "refused by the rules: %s", why);
            }
            session_free(s);
            s = NULL;
            goto out;
        }
        i++;
    }
out:
    jdoc_free(&d);
    return s;
}
