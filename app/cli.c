/* cli: the headless verbs (list, validate, replay, sim) and turning
 * `--option key=value` text into a game's options. None of this opens a
 * window, so it all works without a display. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include "app/app.h"
#include "core/paths.h"
#include "core/session.h"

static void print_errs(const errs *e, FILE *f)
{
    errs_print(e, f);   /* it adds the "(and N more problems)" line */
}

/* ---------------------------------------------------------------- list */

static const char *players_text(const game_rules *r, char *buf, size_t n)
{
    if (r->min_players == r->max_players)
        snprintf(buf, n, "%d player%s", r->min_players, r->min_players == 1 ? "" : "s");
    else
        snprintf(buf, n, "%d-%d players", r->min_players, r->max_players);
    return buf;
}

int app_list(const char *root)
{
    const game_module *m[64];
    int n = app_games(m, 64), rc = 0;
    if (!n) {
        printf("No games are installed in this build.\n");
        return 0;
    }
    for (int i = 0; i < n; i++) {
        const game_rules *r = m[i]->rules;
        char pl[32];
        printf("%-8s %s (%s%s)\n", r->id, r->title, players_text(r, pl, sizeof pl),
               m[i]->view ? "" : ", no screens yet");
        catalog *c = calloc(1, sizeof *c);
        errs e;
        errs_clear(&e);
        if (!c || !catalog_load(c, root, r->id, &e)) {
            print_errs(&e, stderr);
            rc = 1;
        } else {
            for (int k = 0; k < c->n; k++)
                printf("  %-16s %s\n", c->scen[k].id, c->scen[k].title);
        }
        free(c);
    }
    return rc;
}

/* ------------------------------------------------------------ validate */

/* The game a data file belongs to is named by its folder:
 * scenarios/kutf/map.json -> kutf. */
static void folder_of(const char *path, char *out, size_t n)
{
    char buf[1024];
    snprintf(buf, sizeof buf, "%s", path);
    char *slash = strrchr(buf, '/');
    if (!slash) {
        snprintf(out, n, ".");
        return;
    }
    *slash = 0;
    char *up = strrchr(buf, '/');
    snprintf(out, n, "%s", up ? up + 1 : buf);
}

static const char *base_of(const char *path)
{
    const char *s = strrchr(path, '/');
    return s ? s + 1 : path;
}

int app_validate(int n, char *const *files)
{
    int bad = 0;
    if (n == 0) {
        fprintf(stderr, "legation validate: name at least one file (e.g. scenarios/*/*.json)\n");
        return 2;
    }
    for (int i = 0; i < n; i++) {
        const char *f = files[i];
        errs e;
        errs_clear(&e);
        if (!strcmp(base_of(f), "scenarios.json")) {
            /* a game's own catalog also goes through its validator, which
             * starts each scenario (its options mean what the game reads) */
            char game[1024];
            folder_of(f, game, sizeof game);
            const game_rules *r = game_find_rules(game);
            if (r && r->validate)
                r->validate(f, &e);
            else
                catalog_validate_file(f, &e);
        } else {
            char game[1024], ids[256];
            folder_of(f, game, sizeof game);
            const game_rules *r = game_find_rules(game);
            if (!r)
                errs_add(&e, "%s: the folder \"%s\" names no game of this build (games: %s); "
                         "data files live in scenarios/<game>/", f, game,
                         app_game_ids(ids, sizeof ids));
            else if (!r->validate)
                errs_add(&e, "%s: %s has no data validator", f, r->id);
            else
                r->validate(f, &e); /* the messages decide: any message is a fault */
        }
        if (e.total) {
            print_errs(&e, stdout);
            bad++;
        } else {
            printf("%s: ok\n", f);
        }
    }
    if (n > 1)
        printf("%d file%s checked, %d bad\n", n, n == 1 ? "" : "s", bad);
    return bad ? 1 : 0;
}

/* -------------------------------------------------------------- replay */

int app_replay(const char *root, const char *save, int json, int at)
{
    errs e;
    errs_clear(&e);
    session *s = session_load_at(save, root, game_find_rules, at, &e);
    if (at >= 0)
        json = 1;
    if (!s) {
        print_errs(&e, stderr);
        if (!e.total)
            fprintf(stderr, "%s: the save could not be loaded\n", save);
        return 1;
    }
    const game_rules *r = s->rules;
    int rc = 0;
    if (json) {
        cJSON *st = r->state_json ? r->state_json(s->state) : NULL;
        char *txt = st ? cJSON_Print(st) : NULL;
        if (txt) {
            printf("%s\n", txt);
        } else {
            fprintf(stderr, "%s: %s cannot describe its state as JSON\n", save, r->id);
            rc = 1;
        }
        free(txt);
        cJSON_Delete(st);
    } else {
        char out[64] = "";
        int over = r->outcome && r->outcome(s->state, out, sizeof out);
        printf("%s, scenario %s, seed %llu, %d actions\n", r->title, s->scenario,
               (unsigned long long)s->seed, s->nactions);
        for (int i = 0; s->log && i < glog_count(s->log); i++)
            printf("  %s\n", glog_get(s->log, i));
        printf(over ? "Outcome: %s\n" : "The game goes on%s.\n", out);
    }
    session_free(s);
    return rc;
}

/* ----------------------------------------------------------------- sim */

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec / 1e9;
}

int app_sim(const char *root, const char *game, const char *scenario,
            const char *const *opt, int nopt, long games, uint64_t seed, int json)
{
    char ids[256], scen[64];
    const game_rules *r = game_find_rules(game);
    if (!r) {
        fprintf(stderr, "legation sim: no game called \"%s\" (games: %s)\n", game,
                app_game_ids(ids, sizeof ids));
        return 2;
    }
    if (!r->sim) {
        fprintf(stderr, "legation sim: %s has no computer player to simulate with\n", r->id);
        return 1;
    }
    errs e;
    errs_clear(&e);
    uint64_t unused_seed = seed;
    int seed_set = 1;
    cJSON *opts = app_build_options(root, r->id, scenario, opt, nopt, scen, sizeof scen,
                                    &unused_seed, &seed_set, &e);
    if (!opts) {
        fprintf(stderr, "legation sim: %s\n", errs_first(&e));
        return 2;
    }
    sim_report rep;
    memset(&rep, 0, sizeof rep);
    double t0 = now_s();
    int rc = r->sim(root, scen, opts, games, seed, &rep);
    double took = now_s() - t0;
    cJSON_Delete(opts);
    if (rc < 0 || rep.games <= 0) {
        fprintf(stderr, "legation sim: %s could not play: %s\n", r->id,
                rep.extra[0] ? rep.extra : "data missing or broken?");
        return 1;
    }
    if (rep.seconds <= 0)
        rep.seconds = took;
    double gps = rep.seconds > 0 ? rep.games / rep.seconds : 0;
    if (json) {
        cJSON *o = cJSON_CreateObject(), *oc;
        cJSON_AddStringToObject(o, "game", r->id);
        cJSON_AddNumberToObject(o, "games", (double)rep.games);
        cJSON_AddNumberToObject(o, "seconds", rep.seconds);  /* CPU */
        cJSON_AddNumberToObject(o, "wall_seconds", took);
        cJSON_AddNumberToObject(o, "games_per_second", gps);
        oc = cJSON_AddObjectToObject(o, "outcomes");
        for (int i = 0; oc && i < rep.noutcomes; i++)
            cJSON_AddNumberToObject(oc, rep.outcome[i], (double)rep.count[i]);
        char *txt = cJSON_Print(o);
        if (txt)
            printf("%s\n", txt);
        free(txt);
        cJSON_Delete(o);
        return 0;
    }
    printf("%s: %ld games from seed %llu\n\n", r->title, rep.games, (unsigned long long)seed);
    int w = 7;
    for (int i = 0; i < rep.noutcomes; i++)
        if ((int)strlen(rep.outcome[i]) > w)
            w = (int)strlen(rep.outcome[i]);
    printf("  %-*s %8s %7s\n", w, "outcome", "games", "share");
    for (int i = 0; i < rep.noutcomes; i++)
        printf("  %-*s %8ld %6.1f%%\n", w, rep.outcome[i], rep.count[i],
               100.0 * rep.count[i] / rep.games);
    /* the rate is per CPU second of the games (one core, whatever else
     * the machine runs); the wall time, which includes start-up, beside */
    printf("\n%.2f s of CPU (%.2f s wall), %.0f games per second\n", rep.seconds, took, gps);
    if (rep.extra[0])
        printf("\n%s%s", rep.extra, rep.extra[strlen(rep.extra) - 1] == '\n' ? "" : "\n");
    return 0;
}

/* ------------------------------------------------------------- options */

cJSON *app_build_options(const char *root, const char *game, const char *scenario,
                         const char *const *opt, int n, char *scen, size_t scen_n,
                         uint64_t *seed, int *seed_set, errs *e)
{
    catalog *c = calloc(1, sizeof *c);
    if (!c) {
        errs_add(e, "out of memory");
        return NULL;
    }
    if (!catalog_load(c, root, game, e)) {
        free(c);
        return NULL;
    }
    const cat_scenario *sc = scenario ? catalog_find(c, scenario) : &c->scen[0];
    if (!sc) {
        char list[400] = "";
        size_t k = 0;
        for (int i = 0; i < c->n && k < sizeof list; i++)
            k += (size_t)snprintf(list + k, sizeof list - k, "%s%s", i ? ", " : "", c->scen[i].id);
        errs_add(e, "%s has no scenario \"%s\" (scenarios: %s)", game, scenario, list);
        free(c);
        return NULL;
    }
    snprintf(scen, scen_n, "%s", sc->id);
    cJSON *opts = catalog_default_options(sc);
    for (int i = 0; opts && i < n; i++) {
        char key[64];
        const char *eq = strchr(opt[i], '=');
        snprintf(key, sizeof key, "%.*s", (int)(eq - opt[i]), opt[i]);
        if (!app_set_option(sc, opts, key, eq + 1, seed, seed_set, e)) {
            cJSON_Delete(opts);
            opts = NULL;
        }
    }
    free(c);
    return opts;
}

static const char *const seat_kinds[] = {"human", "computer", "empty"};

static void allowed_keys(const cat_scenario *sc, char *buf, size_t n)
{
    size_t k = 0;
    buf[0] = 0;
    for (int i = 0; i < sc->nopts; i++) {
        if (sc->opt[i].kind == CAT_EDITION)   /* not a player's option */
            continue;
        int w = snprintf(buf + k, n - k, "%s%s", k ? ", " : "", sc->opt[i].key);
        if (w < 0 || (size_t)w >= n - k)
            break;
        k += (size_t)w;
    }
    if (!k)
        snprintf(buf, n, "none");
}

static void set_item(cJSON *o, const char *key, cJSON *v)
{
    if (cJSON_GetObjectItemCaseSensitive(o, key))
        cJSON_ReplaceItemInObjectCaseSensitive(o, key, v);
    else
        cJSON_AddItemToObject(o, key, v);
}

static int set_seats(const cat_option *opt, cJSON *options, const char *value, errs *e)
{
    int kinds[CAT_MAX_CHOICE], n = 0, playing = 0;
    char buf[512];
    snprintf(buf, sizeof buf, "%s", value);
    for (char *tok = strtok(buf, ","); tok; tok = strtok(NULL, ",")) {
        int k = -1;
        for (int j = 0; j < 3; j++)
            if (!strcasecmp(tok, seat_kinds[j]))
                k = j;
        if (k < 0) {
            errs_add(e, "option %s: \"%s\" is not a seat kind (allowed: human, computer, empty)",
                     opt->key, tok);
            return 0;
        }
        if (n >= opt->nchoices) {
            n++;
            break;
        }
        kinds[n++] = k;
        playing += k != 2;
    }
    if (n != opt->nchoices) {
        char names[400] = "";
        size_t len = 0;
        for (int i = 0; i < opt->nchoices; i++)
            len += (size_t)snprintf(names + len, sizeof names - len, "%s%s", i ? ", " : "",
                                    opt->choice_id[i]);
        errs_add(e, "option %s: expected %d comma-separated seats (%s), found %d",
                 opt->key, opt->nchoices, names, n);
        return 0;
    }
    if (playing < opt->seat_min) {
        errs_add(e, "option %s: at least %d seats must play (human or computer), found %d",
                 opt->key, opt->seat_min, playing);
        return 0;
    }
    cJSON *arr = cJSON_CreateArray();
    for (int i = 0; i < n; i++)
        cJSON_AddItemToArray(arr, cJSON_CreateString(seat_kinds[kinds[i]]));
    set_item(options, opt->key, arr);
    return 1;
}

/* A choice of one a seat ("hard,easy"): as many as the scenario has
 * seats, each one of the choices. */
static int set_per_seat(const cat_scenario *sc, const cat_option *opt, cJSON *options,
                        const char *value, errs *e)
{
    int want = catalog_seat_count(sc), n = 0;
    char buf[512];
    cJSON *arr = cJSON_CreateArray();

    snprintf(buf, sizeof buf, "%s", value);
    for (char *tok = strtok(buf, ","); tok && arr; tok = strtok(NULL, ",")) {
        int k = -1;
        for (int j = 0; j < opt->nchoices; j++)
            if (!strcmp(tok, opt->choice_id[j]))
                k = j;
        if (k < 0) {
            char allowed[400];
            size_t len = 0;
            allowed[0] = 0;
            for (int j = 0; j < opt->nchoices && len < sizeof allowed; j++)
                len += (size_t)snprintf(allowed + len, sizeof allowed - len, "%s%s",
                                        j ? ", " : "", opt->choice_id[j]);
            errs_add(e, "option %s: \"%s\" is not one of its choices (allowed: %s)",
                     opt->key, tok, allowed);
            cJSON_Delete(arr);
            return 0;
        }
        cJSON_AddItemToArray(arr, cJSON_CreateString(opt->choice_id[k]));
        n++;
    }
    if (n != want) {
        errs_add(e, "option %s: expected one choice for every seat or %d comma-separated "
                 "choices (one a seat), found %d", opt->key, want, n);
        cJSON_Delete(arr);
        return 0;
    }
    set_item(options, opt->key, arr);
    return 1;
}

int app_set_option(const cat_scenario *sc, cJSON *options, const char *key,
                   const char *value, uint64_t *seed, int *seed_set, errs *e)
{
    const cat_option *opt = NULL;
    char allowed[400];
    for (int i = 0; i < sc->nopts; i++)
        if (!strcmp(sc->opt[i].key, key) && sc->opt[i].kind != CAT_EDITION)
            opt = &sc->opt[i];
    if (!opt) {   /* an edition is the rules a new game is played by, never chosen */
        allowed_keys(sc, allowed, sizeof allowed);
        errs_add(e, "unknown option \"%s\" for scenario %s (allowed: %s)", key, sc->id, allowed);
        return 0;
    }
    switch (opt->kind) {
    case CAT_CHOICE: {
        size_t k = 0;
        if (opt->per_seat && strchr(value, ','))
            return set_per_seat(sc, opt, options, value, e);
        for (int i = 0; i < opt->nchoices; i++)
            if (!strcmp(opt->choice_id[i], value)) {
                set_item(options, key, cJSON_CreateString(value));
                return 1;
            }
        allowed[0] = 0;
        for (int i = 0; i < opt->nchoices; i++) {
            int w = snprintf(allowed + k, sizeof allowed - k, "%s%s", i ? ", " : "",
                             opt->choice_id[i]);
            if (w < 0 || (size_t)w >= sizeof allowed - k)
                break;
            k += (size_t)w;
        }
        errs_add(e, "option %s: \"%s\" is not one of its choices (allowed: %s)", key, value,
                 allowed);
        return 0;
    }
    case CAT_SEATS:
        return set_seats(opt, options, value, e);
    case CAT_BOOL: {
        static const char *const yes[] = {"true", "yes", "on", "1"}, *const no[] = {"false", "no", "off", "0"};
        for (int i = 0; i < 4; i++) {
            if (!strcasecmp(value, yes[i]) || !strcasecmp(value, no[i])) {
                set_item(options, key, cJSON_CreateBool(!strcasecmp(value, yes[i])));
                return 1;
            }
        }
        errs_add(e, "option %s: \"%s\" is not true or false", key, value);
        return 0;
    }
    default: { /* the seed */
        char *end;
        unsigned long long v = strtoull(value, &end, 10);
        if (!*value || *end || value[0] == '-') {
            errs_add(e, "option %s: \"%s\" is not a whole number", key, value);
            return 0;
        }
        *seed = (uint64_t)v;
        *seed_set = 1;
        return 1;
    }
    }
}
