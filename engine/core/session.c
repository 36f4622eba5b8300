/* session: a game in play as its rules state plus the actions that made
 * it. Saves hold the actions (with game, scenario, options and seed, and
 * optionally a starting position and die faces to use before the rng), so
 * loading and undo are both "build afresh and replay". An action that
 * drew on the rng is an undo barrier outside practice mode: taking it back
 * would let a player re-roll. In own-dice mode an action is first tried
 * on a copy of the state with the faces entered so far; when the rules
 * want one die more, the session asks for it (s->ask) and tries again.
 * This file owns play (apply, own dice, undo, the bot's step); the save
 * file's writing and reading are in session_save.c. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "jsonload.h"
#include "session.h"
#include "session_local.h"

#define SESSION_LOG_LINES 2000

static void *fresh_state(const session *s, errs *e);

static uint64_t rng_uses(const session *s, void *st)
{
    rng *r = NULL;

    if (!st)
        return 0;
    if (s->rules->state_rng)
        r = s->rules->state_rng(st);
    else if (s->rules->state_dice) {
        dice *dc = s->rules->state_dice(st);
        r = dc ? &dc->r : NULL; /* the dice's own rng */
    }
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

session *session_new_at(const game_rules *rules, const char *datadir,
                        const char *scenario, const cJSON *options,
                        const cJSON *position, errs *e)
{
    session *s;

    if (!rules || !rules->create || !rules->apply || !rules->state_load || !position) {
        errs_add(e, "session: %s cannot start from a position",
                 rules && rules->id ? rules->id : "this game");
        return NULL;
    }
    if (!(s = calloc(1, sizeof *s))) {
        errs_add(e, "session: out of memory");
        return NULL;
    }
    s->rules = rules;
    s->bad_roll = -1;
    if (!copy_str(s->datadir, sizeof s->datadir, datadir) ||
        !copy_str(s->scenario, sizeof s->scenario, scenario)) {
        errs_add(e, "session: data folder or scenario name too long");
        free(s);
        return NULL;
    }
    if ((options && !(s->options = cJSON_Duplicate(options, 1))) ||
        !(s->start = cJSON_Duplicate(position, 1)) || !(s->actions = cJSON_CreateArray()) ||
        !(s->log = glog_new(SESSION_LOG_LINES))) {
        errs_add(e, "session: out of memory");
        session_free(s);
        return NULL;
    }
    if (!(s->state = fresh_state(s, e))) {
        session_free(s);
        return NULL;
    }
    return s;
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
    free(s->out);
    free(s->rolls);
    free(s->rolled);
    free(s->chance);
    free(s->seat);
    glog_free(s->log);
    free(s);
}

/* Make room for one more chance flag and seat. */
static int grow(session *s)
{
    if (s->nactions < s->cap)
        return 1;
    {
        int ncap = s->cap ? s->cap * 2 : 64;
        unsigned char *nc = realloc(s->chance, (size_t)ncap);
        signed char *ns;
        if (!nc)
            return 0;
        s->chance = nc;
        if (!(ns = realloc(s->seat, (size_t)ncap)))
            return 0;
        s->seat = ns;
        s->cap = ncap;
    }
    return 1;
}

static signed char seat_now(const session *s, const void *st)
{
    int seat = s->rules->seat_to_move && st ? s->rules->seat_to_move(st) : -1;
    return (signed char)(seat >= 0 && seat < 127 ? seat : -1);
}

int session_seat_of(const session *s, int i)
{
    return s && i >= 0 && i < s->nactions ? s->seat[i] : -1;
}

/* ---- dice fed from the save and from the players -------------------- */

static dice *state_dice(const session *s, void *st)
{
    return s->rules->state_dice && st ? s->rules->state_dice(st) : NULL;
}

int session_push_roll(session *s, int face)
{
    if (s->nrolls == s->rolls_cap) {
        int ncap = s->rolls_cap ? s->rolls_cap * 2 : 64;
        int *nr = realloc(s->rolls, (size_t)ncap * sizeof *nr);
        if (!nr)
            return 0;
        s->rolls = nr;
        unsigned char *nm = realloc(s->rolled, (size_t)ncap);
        if (!nm)
            return 0;
        s->rolled = nm;
        s->rolls_cap = ncap;
    }
    s->rolled[s->nrolls] = 0;
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
                glog_add(log, "%s: %d for %s.",
                         s->rolled[*next + k] ? "Die rolled by the program" : "Die entered by hand",
                         s->rolls[*next + k],
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
        signed char seat = seat_now(s, st);
        if (apply_to(s, st, log, a, 0, next, &used, &starved, why, n) != 0) {
            /* The rules no longer accept their own history. */
            char inner[200];
            snprintf(inner, sizeof inner, "%s", why);
            snprintf(why, n, "action %d was refused on replay (%s)", i + 1, inner);
            s->rules->destroy(st);
            return NULL;
        }
        s->chance[i] = (unsigned char)used;
        s->seat[i] = seat;
    }
    return st;
}

/* Apply to the session's state for real and record the action, with the
 * chance outcomes it consumed in s->out. nfed >= 0: the rolls from
 * s->rolls_used on are that action's own (strict), and it must use them
 * all; otherwise the state is built again and the apply refused
 * (*leftover set). */
static int apply_real(session *s, const cJSON *action, int strict, int nfed, int *leftover,
                      char *why, size_t n)
{
    cJSON *copy;
    int used = 0, starved = 0, next = s->rolls_used, rc, nrec = 0;
    signed char seat;
    dice *dc = state_dice(s, s->state);

    /* the outcome buffer before the copy: a copy made then refused would leak */
    if (!grow(s) || (!s->out && !(s->out = malloc(SESSION_OUT_MAX * sizeof *s->out))) ||
        !(copy = cJSON_Duplicate(action, 1))) {
        snprintf(why, n, "Out of memory.");
        return -1;
    }
    s->bad_roll = -1;
    seat = seat_now(s, s->state);
    if (dc)
        dice_record(dc, s->out, SESSION_OUT_MAX);
    rc = apply_to(s, s->state, s->log, action, strict, &next, &used, &starved, why, n);
    if (dc)
        nrec = dice_unrecord(dc);
    *leftover = rc == 0 && !starved && nfed >= 0 && next - s->rolls_used != nfed;
    if (rc != 0 || starved || *leftover) {
        cJSON_Delete(copy);
        if (s->bad_roll >= 0 || starved || *leftover) {
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
    s->nout = nrec;
    cJSON_AddItemToArray(s->actions, copy);
    s->seat[s->nactions] = seat;
    /* a draw from a pile reveals a card even where it leaves the rng be */
    s->chance[s->nactions++] = (unsigned char)(used || nrec != 0);
    return 0;
}

int session_apply_real(session *s, const cJSON *action, char *why, size_t n)
{
    int leftover;

    return apply_real(s, action, s->own_dice, -1, &leftover, why, n);
}

int session_apply_fed(session *s, const cJSON *action, const int *faces, int nfaces,
                      char *why, size_t n)
{
    char local[256];
    int old, rc, leftover = 0, i;

    if (!why || n == 0) {
        why = local;
        n = sizeof local;
    }
    why[0] = 0;
    if (!s || !s->state || !action || nfaces < 0 || (nfaces > 0 && !faces)) {
        snprintf(why, n, "No game is in progress.");
        return -1;
    }
    session_cancel_die(s);
    /* faces fed before the action (a save's rolls not yet used) would be
     * taken first: the fed ones must be the action's own */
    s->nrolls = s->rolls_used;
    old = s->nrolls;
    for (i = 0; i < nfaces; i++)
        if (!session_push_roll(s, faces[i])) {
            s->nrolls = old;
            snprintf(why, n, "Out of memory.");
            return -1;
        }
    rc = apply_real(s, action, 1, nfaces, &leftover, why, n);
    if (rc != 0) {
        s->nrolls = old;
        if (leftover)
            snprintf(why, n, "The action used fewer chance outcomes than were sent with it.");
        else if (s->bad_roll >= 0) {
            char inner[200];
            snprintf(inner, sizeof inner, "%s", why);
            snprintf(why, n, "A chance outcome sent with the action does not fit it (%s).",
                     inner);
        } else if (!strncmp(why, "A die was wanted", 16))
            snprintf(why, n, "The action wants more chance outcomes than were sent with it.");
        return -1;
    }
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
    rc = session_apply_real(s, action, why, n);
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
    return session_apply_real(s, action, why, n);
}

static int enter_die(session *s, int face, int rolled, char *why, size_t n)
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
    if (!session_push_roll(s, face)) {
        snprintf(why, n, "Out of memory.");
        return -1;
    }
    s->rolled[s->nrolls - 1] = (unsigned char)(rolled != 0);
    s->ask.n++;
    /* try again with this face too; the ask stays while dice are wanted */
    action = s->ask.action;
    rc = apply_own(s, action, why, n);
    return rc;
}

int session_enter_die(session *s, int face, char *why, size_t n)
{
    return enter_die(s, face, 0, why, n);
}

int session_roll_die(session *s, char *why, size_t n)
{
    rng r;

    if (!s || !s->ask.action)
        return enter_die(s, 0, 1, why, n);   /* says no die is wanted */
    rng_seed(&r, s->seed ^ (0x9E3779B97F4A7C15ull * (uint64_t)(s->nrolls + 1)));
    return enter_die(s, s->ask.lo + rng_range(&r, s->ask.hi - s->ask.lo + 1), 1, why, n);
}

int session_can_undo(const session *s)
{
    int k = 0;

    if (!s)
        return 0;
    if (s->practice)
        return s->nactions;
    /* a finished game's result stands: Watch shows it again, Undo does not
     * reopen it (in every game alike, whoever moved last) */
    if (s->rules->outcome && s->rules->outcome(s->state, NULL, 0))
        return 0;
    while (k < s->nactions && !s->chance[s->nactions - 1 - k])
        k++;
    return k;
}

int session_can_undo_for(const session *s, int seat, unsigned computer)
{
    int k = session_can_undo(s), j;

    if (seat < 0)
        return k;
    /* back from the newest: the computer's moves are stepped over; the
     * first move a person made must be this seat's, or undo would reopen
     * the turn of the player who handed over the screen */
    for (j = 1; j <= k; j++) {
        int by = session_seat_of(s, s->nactions - j);
        if (by < 0 || by == seat)
            return k;
        if (by >= 32 || !(computer >> by & 1u))
            return 0;
    }
    return 0;
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
    if (!s->practice && s->rules->outcome && s->rules->outcome(s->state, NULL, 0)) {
        snprintf(why, n, "The game is over: a finished game is not taken back (Watch shows it again).");
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

int session_undo_seat(session *s, int seat, char *why, size_t n)
{
    char local[256];

    if (!why || n == 0) {
        why = local;
        n = sizeof local;
    }
    if (!s || s->nactions == 0) {
        snprintf(why, n, "There is nothing to undo.");
        return -1;
    }
    if (s->seat[s->nactions - 1] != seat || seat < 0) {
        snprintf(why, n, "Only your own last action can be taken back, and someone "
                 "else has acted since.");
        return -1;
    }
    if (s->chance[s->nactions - 1]) {
        snprintf(why, n, "Can't undo past a die roll or a card draw.");
        return -1;
    }
    return session_undo(s, why, n);
}

int session_seat_here(const session *s, int seat, char *who, size_t n)
{
    if (who && n)
        who[0] = 0;
    if (!s || !s->net || !s->net->seat_here)
        return 1;
    return s->net->seat_here(s->net_ctx, seat, who && n ? who : NULL, who ? n : 0);
}

int session_seat_where(const session *s, int seat)
{
    if (!s || !s->net || !s->net->seat_where)
        return 0;
    return s->net->seat_where(s->net_ctx, seat);
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
