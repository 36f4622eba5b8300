/* oom: allocation-failure injection. Every allocation made while loading
 * each scenario of each game, and each of a few saves of each game, is
 * made to fail in turn (the engine's and the rules' own malloc, calloc,
 * realloc and strdup through the linker's --wrap, cJSON's through
 * cJSON_InitHooks). Each time the load must end cleanly: the game or a
 * clean refusal with a message, never a crash (the sanitizers watch) and
 * never a leak. Prints "ok NAME" / "FAIL NAME" lines.
 * Usage: oom DATADIR */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "catalog.h"
#include "game.h"
#include "session.h"

#define G(id) extern const game_rules id##_rules;
LEG_GAMES
#undef G
#define G(id) &id##_rules,
static const game_rules *const all_games[] = { LEG_GAMES NULL };
#undef G

void *__real_malloc(size_t n);
void *__real_calloc(size_t k, size_t n);
void *__real_realloc(void *p, size_t n);
char *__real_strdup(const char *s);
void *__wrap_malloc(size_t n);
void *__wrap_calloc(size_t k, size_t n);
void *__wrap_realloc(void *p, size_t n);
char *__wrap_strdup(const char *s);

static long count, fail_at = -1;
static int failed;

static int should_fail(void)
{
    if (++count == fail_at) {
        failed = 1;
        return 1;
    }
    return 0;
}

void *__wrap_malloc(size_t n) { return should_fail() ? NULL : __real_malloc(n); }
void *__wrap_calloc(size_t k, size_t n) { return should_fail() ? NULL : __real_calloc(k, n); }
void *__wrap_realloc(void *p, size_t n) { return should_fail() ? NULL : __real_realloc(p, n); }
char *__wrap_strdup(const char *s) { return should_fail() ? NULL : __real_strdup(s); }
static void *hook_malloc(size_t n) { return __wrap_malloc(n); }

static const char *datadir;
static char save_path[600];
static int nfail;

static const game_rules *find(const char *id)
{
    for (int i = 0; all_games[i]; i++)
        if (!strcmp(all_games[i]->id, id))
            return all_games[i];
    return NULL;
}

/* One load; 1 when it gave a game, 0 when it refused with a message, -1
 * when it refused without one. */
typedef int (*load_fn)(const game_rules *r, const char *scen);

static int load_scenario(const game_rules *r, const char *scen)
{
    catalog *c = malloc(sizeof *c);
    errs e;
    int rc = 0;

    errs_clear(&e);
    if (!c)
        return 0;   /* the harness's own allocation failed: nothing to test */
    if (catalog_load(c, datadir, r->id, &e) && catalog_find(c, scen)) {
        cJSON *o = catalog_default_options(catalog_find(c, scen));
        void *st = o ? r->create(datadir, scen, o, 5, &e) : NULL;
        if (st) {
            r->destroy(st);
            rc = 1;
        }
        cJSON_Delete(o);
        if (!st && o && e.n == 0)
            rc = -1;
    } else if (e.n == 0 && !failed) {
        rc = -1;
    }
    free(c);
    return rc;
}

static int load_save(const game_rules *r, const char *scen)
{
    errs e;
    session *s;

    (void)r;
    (void)scen;
    errs_clear(&e);
    s = session_load(save_path, datadir, find, &e);
    if (s) {
        session_free(s);
        return 1;
    }
    return e.n ? 0 : -1;
}

/* Fail each allocation of fn in turn (every one up to 4000, then a spread
 * of the rest), and check how it ends. */
static void inject(const char *name, load_fn fn, const game_rules *r, const char *scen)
{
    long total, k, step = 1, tried = 0, refused = 0;
    int bad = 0;

    count = 0;
    fail_at = -1;
    failed = 0;
    if (fn(r, scen) != 1) {
        printf("FAIL oom %s: does not load even with memory to spare\n", name);
        nfail++;
        return;
    }
    total = count;
    for (k = 1; k <= total; k += step) {
        int rc;
        if (k > 4000)
            step = total / 1000 + 1;
        count = 0;
        failed = 0;
        fail_at = k;
        rc = fn(r, scen);
        fail_at = -1;
        tried++;
        if (rc == 0)
            refused++;
        if (rc < 0) {
            printf("FAIL oom %s: allocation %ld of %ld failed and the load ended "
                   "without a message\n", name, k, total);
            bad = 1;
            break;
        }
    }
    if (bad) {
        nfail++;
        return;
    }
    printf("ok oom %s: %ld of %ld allocations failed in turn, %ld clean refusals, "
           "the rest coped\n", name, tried, total, refused);
}

int main(int argc, char **argv)
{
    cJSON_Hooks hooks = { hook_malloc, free };
    catalog *c;
    char name[200], dir[] = "/tmp/legation-oom-XXXXXX";

    if (argc != 2)
        return 2;
    datadir = argv[1];
    cJSON_InitHooks(&hooks);
    if (!mkdtemp(dir))
        return 1;
    snprintf(save_path, sizeof save_path, "%s/save.json", dir);
    c = malloc(sizeof *c);
    for (int g = 0; all_games[g]; g++) {
        const game_rules *r = all_games[g];
        errs e;
        errs_clear(&e);
        if (!catalog_load(c, datadir, r->id, &e)) {
            printf("FAIL oom %s: no catalog: %s\n", r->id, errs_first(&e));
            nfail++;
            continue;
        }
        for (int i = 0; i < c->n; i++) {
            const char *scen = c->scen[i].id;
            snprintf(name, sizeof name, "%s/%s scenario", r->id, scen);
            inject(name, load_scenario, r, scen);
            /* a save a few actions in: its replay allocates too */
            {
                cJSON *o = catalog_default_options(&c->scen[i]);
                session *s = session_new(r, datadir, scen, o, 9, &e);
                char why[256];
                cJSON_Delete(o);
                for (int k = 0; s && k < 12 && r->seat_to_move(s->state) >= 0; k++)
                    session_bot_step(s, why, sizeof why);
                if (!s || session_save(s, save_path, &e) != 0) {
                    printf("FAIL oom %s: cannot make a save: %s\n", name, errs_first(&e));
                    nfail++;
                    session_free(s);
                    continue;
                }
                session_free(s);
            }
            snprintf(name, sizeof name, "%s/%s save of 12 actions", r->id, scen);
            inject(name, load_save, r, scen);
        }
    }
    free(c);
    unlink(save_path);
    rmdir(dir);
    return nfail ? 1 : 0;
}
