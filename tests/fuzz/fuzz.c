/* fuzz: the libFuzzer targets of every loader. One source, built once per
 * target (the Makefile passes FUZZ_KIND and, for a game's targets,
 * FUZZ_GAME; LEG_GAMES lists every game of the build as G(id) G(id)...):
 *   <game>-data  one file of scenarios/<game>/ replaced by the input (its
 *                first byte picks which file), then validated and every
 *                scenario of the catalog built from it;
 *   <game>-save  the input as a save (or a position) loaded and replayed,
 *                then undone, listed and written back;
 *   json         the input through the engine's JSON reader and checkers;
 *   catalog      the input as a scenarios.json catalog;
 *   settings     the input as settings.json;
 *   (script, the --script files, is fuzz_script.c: it needs the screens).
 * A game added to games/ gets its targets from the Makefile's list. */
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "catalog.h"
#include "game.h"
#include "paths.h"
#include "session.h"
#include "fuzz.h"

#define G(id) extern const game_rules id##_rules;
LEG_GAMES
#undef G
#define G(id) &id##_rules,
static const game_rules *const all_games[] = { LEG_GAMES NULL };
#undef G

#define S2(x) #x
#define STR(x) S2(x)

static char root[512];      /* a private copy of the data: root/scenarios/<game> */

const game_rules *fuzz_find_rules(const char *id)
{
    for (int i = 0; all_games[i]; i++)
        if (!strcmp(all_games[i]->id, id))
            return all_games[i];
    return NULL;
}

/* The data folder: $LEGATION_DATA, or the folder the target runs from. */
static const char *source_root(void)
{
    const char *env = getenv("LEGATION_DATA");
    return env && *env ? env : ".";
}

static void rm_tree(const char *dir)
{
    DIR *d = opendir(dir);
    struct dirent *de;
    char p[1024];

    if (!d)
        return;
    while ((de = readdir(d))) {
        struct stat st;
        if (!strcmp(de->d_name, ".") || !strcmp(de->d_name, ".."))
            continue;
        snprintf(p, sizeof p, "%s/%s", dir, de->d_name);
        if (lstat(p, &st) == 0 && S_ISDIR(st.st_mode))
            rm_tree(p);
        else
            unlink(p);
    }
    closedir(d);
    rmdir(dir);
}

static void cleanup(void)
{
    if (root[0])
        rm_tree(root);
}

/* Copy src/scenarios/<every game> into a fresh temporary root. */
static void make_root(void)
{
    const char *tmp = getenv("TMPDIR");
    char from[1024], to[1024], dst[1200];

    snprintf(root, sizeof root, "%s/legation-fuzz-XXXXXX", tmp && *tmp ? tmp : "/tmp");
    if (!mkdtemp(root)) {
        perror("fuzz: mkdtemp");
        exit(1);
    }
    atexit(cleanup);
    for (int g = 0; all_games[g]; g++) {
        DIR *d;
        struct dirent *de;
        snprintf(from, sizeof from, "%s/scenarios/%s", source_root(), all_games[g]->id);
        snprintf(to, sizeof to, "%s/scenarios/%s", root, all_games[g]->id);
        if (paths_mkdirs(to) != 0 || !(d = opendir(from))) {
            fprintf(stderr, "fuzz: cannot copy %s (run from the project folder)\n", from);
            exit(1);
        }
        while ((de = readdir(d))) {
            size_t len;
            char *text;
            if (de->d_name[0] == '.')
                continue;
            snprintf(dst, sizeof dst, "%s/%s", from, de->d_name);
            if (!(text = paths_read_file(dst, &len)))
                continue;
            snprintf(dst, sizeof dst, "%s/%s", to, de->d_name);
            paths_write_atomic(dst, text, len);
            free(text);
        }
        closedir(d);
    }
}

/* ---- <game>-data ---------------------------------------------------- */

#ifdef FUZZ_GAME
#define NFILES 32
static const game_rules *game;
static char fname[NFILES][256];
static char *orig[NFILES];
static size_t origlen[NFILES];
static int nfiles;

static int by_name(const void *a, const void *b)
{
    return strcmp((const char *)a, (const char *)b);
}

static void list_files(void)
{
    char dir[700], p[1000];
    DIR *d;
    struct dirent *de;

    snprintf(dir, sizeof dir, "%s/scenarios/%s", root, game->id);
    if (!(d = opendir(dir)))
        exit(1);
    while ((de = readdir(d)) && nfiles < NFILES)
        if (de->d_name[0] != '.')
            snprintf(fname[nfiles++], sizeof fname[0], "%s", de->d_name);
    closedir(d);
    /* sorted, so that a seed's first byte means the same file every run */
    qsort(fname, (size_t)nfiles, sizeof fname[0], by_name);
    for (int i = 0; i < nfiles; i++) {
        snprintf(p, sizeof p, "%s/%s", dir, fname[i]);
        orig[i] = paths_read_file(p, &origlen[i]);
    }
}

static void write_file(const char *path, const uint8_t *data, size_t len)
{
    FILE *f = fopen(path, "wb");
    if (!f) {
        perror(path);
        abort();
    }
    if (len)
        fwrite(data, 1, len, f);
    fclose(f);
}

/* Build every scenario of the catalog (as it now reads) with its default
 * options; what fails must fail with a message. */
static void build_all(void)
{
    catalog *c = calloc(1, sizeof *c);
    errs e;

    errs_clear(&e);
    if (c && catalog_load(c, root, game->id, &e)) {
        for (int i = 0; i < c->n; i++) {
            cJSON *o = catalog_default_options(&c->scen[i]);
            errs_clear(&e);
            void *st = game->create(root, c->scen[i].id, o, 7, &e);
            if (st) {
                cJSON *j = game->legal ? game->legal(st) : NULL;
                cJSON_Delete(j);
                game->destroy(st);
            } else {
                fprintf(stderr, "validate passed, but %s does not build: %s\n",
                        c->scen[i].id, errs_first(&e));
                abort();
            }
            cJSON_Delete(o);
        }
    } else {
        fprintf(stderr, "validate passed, but the catalog does not load: %s\n",
                errs_first(&e));
        abort();
    }
    free(c);
}
#endif

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    make_root();
#ifdef FUZZ_GAME
    game = fuzz_find_rules(STR(FUZZ_GAME));
    if (!game) {
        fprintf(stderr, "fuzz: no game %s in this build\n", STR(FUZZ_GAME));
        exit(1);
    }
    list_files();
#endif
    fuzz_init(root);
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > FUZZ_MAX_LEN)
        return 0;
#if defined(FUZZ_GAME) && FUZZ_KIND == FUZZ_DATA
    {
        char p[1000];
        errs e;
        int k, ok;
        if (size < 1 || nfiles == 0)
            return 0;
        k = data[0] % nfiles;
        snprintf(p, sizeof p, "%s/scenarios/%s/%s", root, game->id, fname[k]);
        write_file(p, data + 1, size - 1);
        errs_clear(&e);
        ok = game->validate(p, &e);
        if (!ok && e.n == 0) {
            fprintf(stderr, "validate refused %s without a message\n", fname[k]);
            abort();
        }
        fuzz_check_messages(&e);
        /* what validate passes, the game must build from */
        if (ok)
            build_all();
        write_file(p, (const uint8_t *)orig[k], origlen[k]);
    }
#elif FUZZ_KIND == FUZZ_JSON
    fuzz_json(data, size);
#elif FUZZ_KIND == FUZZ_CATALOG
    fuzz_catalog(data, size);
#elif FUZZ_KIND == FUZZ_SAVE
    fuzz_save(data, size);
#elif FUZZ_KIND == FUZZ_SETTINGS
    fuzz_settings(data, size);
#elif FUZZ_KIND == FUZZ_SCRIPT
    fuzz_script(data, size);
#else
#error "unknown FUZZ_KIND"
#endif
    return 0;
}
