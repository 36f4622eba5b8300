/* fuzz_script: the libFuzzer target of --script files (engine/ui/script.c),
 * run through the whole program on SDL's dummy driver. The input's first
 * byte picks where the script starts (the launcher, or the play screen of
 * a game with screens, by registry order); the rest is the script, run on
 * a fresh app each time as `legation [play GAME] --script FILE` would.
 * Whatever the script says, the run must end with a status and leave no
 * sanitizer report. Scripts that would only be slow (hundreds of bot
 * clicks, hours of simulated waiting, huge windows) or that would write
 * outside the target's private folder are skipped: those are not faults.
 * Built by the Makefile as build/fuzz/script (FUZZ_UI). */
#include <ctype.h>
#include <dirent.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "app/app.h"
#include "core/session.h"
#include "ui/gameview.h"
#include "ui/ui.h"

#define MAX_SCRIPT 4096
#define MAX_LINES 48
#define MAX_CLICKS 12        /* bot-click, bot-until, bot-undo counts */
#define MAX_WAIT_MS 4000

static char root[PATH_MAX];  /* the project: assets/ and scenarios/ */
static char work[PATH_MAX];  /* private: the script, its pictures, settings */
static char home[PATH_MAX];  /* the folder libFuzzer runs in (its corpus paths) */
static const game_module *screens[16];
static int nscreens;

static int keep_cache;

static void clear_dir(const char *dir, int depth)
{
    DIR *d = opendir(dir);
    struct dirent *de;
    char p[PATH_MAX + 300];

    if (!d)
        return;
    while ((de = readdir(d))) {
        struct stat st;
        if (!strcmp(de->d_name, ".") || !strcmp(de->d_name, ".."))
            continue;
        /* the raster cache stays between inputs (it only saves time:
         * a picture from it is the very picture) */
        if (keep_cache && depth == 1 && !strcmp(de->d_name, "raster"))
            continue;
        snprintf(p, sizeof p, "%s/%s", dir, de->d_name);
        if (lstat(p, &st) == 0 && S_ISDIR(st.st_mode)) {
            clear_dir(p, depth + 1);
            rmdir(p);   /* fails, harmlessly, on a folder holding the cache */
        } else {
            unlink(p);
        }
    }
    closedir(d);
}

static void cleanup(void)
{
    if (work[0]) {
        keep_cache = 0;
        clear_dir(work, 0);
        rmdir(work);
    }
}

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    const game_module *all[16];
    const char *tmp = getenv("TMPDIR"), *env = getenv("LEGATION_DATA");
    char p[PATH_MAX + 40];
    int n;

    (void)argc;
    (void)argv;
    if (!realpath(env && *env ? env : ".", root)) {
        perror("fuzz-script: the project folder");
        exit(1);
    }
    snprintf(p, sizeof p, "%s/assets", root);
    if (access(p, F_OK) != 0) {
        fprintf(stderr, "fuzz-script: run from the project folder (no %s)\n", p);
        exit(1);
    }
    snprintf(work, sizeof work, "%s/legation-fuzz-script-XXXXXX", tmp && *tmp ? tmp : "/tmp");
    if (!mkdtemp(work)) {
        perror("fuzz-script: mkdtemp");
        exit(1);
    }
    atexit(cleanup);
    /* settings, saves and the raster cache stay in the private folder; a
     * script's pictures land there too */
    setenv("XDG_CONFIG_HOME", work, 1);
    setenv("XDG_DATA_HOME", work, 1);
    setenv("XDG_CACHE_HOME", work, 1);
    setenv("SDL_VIDEODRIVER", "dummy", 1);
    unsetenv("LEGATION_TARGETS");
    unsetenv("LEGATION_TIMING");
    if (!getcwd(home, sizeof home)) {
        perror("fuzz-script: getcwd");
        exit(1);
    }
    n = app_games(all, 16);
    for (int i = 0; i < n; i++)
        if (all[i]->view)
            screens[nscreens++] = all[i];
    return 0;
}

static long number_after(const char *s)
{
    long best = 0;
    while (*s) {
        if (isdigit((unsigned char)*s)) {
            long v = strtol(s, (char **)&s, 10);
            if (v > best)
                best = v;
        } else {
            s++;
        }
    }
    return best;
}

/* 1 when the script is worth running here (see the file's comment). */
static int acceptable(const char *text)
{
    char line[MAX_SCRIPT + 1];
    int lines = 0;

    for (const char *p = text; *p; ) {
        const char *nl = strchr(p, '\n');
        size_t k = nl ? (size_t)(nl - p) : strlen(p);
        char *s = line, *args;
        memcpy(line, p, k);
        line[k] = 0;
        p = nl ? nl + 1 : p + k;
        while (isspace((unsigned char)*s))
            s++;
        if (!*s || *s == '#')
            continue;
        if (++lines > MAX_LINES)
            return 0;
        for (args = s; *args && !isspace((unsigned char)*args); args++)
            ;
        size_t clen = (size_t)(args - s);
#define IS(c) (clen == strlen(c) && !strncmp(s, c, clen))
        if (IS("screenshot") || IS("save-state") || IS("save-parts")) {
            if (strchr(args, '/') || strlen(args) > 64)
                return 0;
        } else if (IS("resize")) {
            if (number_after(args) > 1600)
                return 0;
        } else if (IS("bot-click") || IS("bot-until") || IS("bot-undo")) {
            if (number_after(args) > MAX_CLICKS || (IS("bot-click") && strlen(args) > 12))
                return 0;
        } else if (IS("wait") || IS("wait-text")) {
            if (number_after(args) > MAX_WAIT_MS || strchr(args, '-'))
                return 0;
        }
#undef IS
    }
    return 1;
}

static session *game_session(const game_module *m)
{
    char scen[64];
    uint64_t seed = 7;
    int seed_set = 1;
    errs e;
    errs_clear(&e);
    cJSON *opts = app_build_options(root, m->rules->id, NULL, NULL, 0, scen, sizeof scen,
                                    &seed, &seed_set, &e);
    session *s = opts ? session_new(m->rules, root, scen, opts, seed, &e) : NULL;
    cJSON_Delete(opts);
    return s;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char text[MAX_SCRIPT + 1], path[PATH_MAX + 20];
    int start;
    FILE *f;

    if (size < 1 || size > MAX_SCRIPT)
        return 0;
    start = data[0] % (nscreens + 1);
    memcpy(text, data + 1, size - 1);
    text[size - 1] = 0;
    if (strlen(text) != size - 1 || !acceptable(text))
        return 0;   /* a NUL ends the script as the reader sees it: no new shape */
    keep_cache = 1;
    clear_dir(work, 0);
    snprintf(path, sizeof path, "%s/input.script", work);
    if (!(f = fopen(path, "wb")))
        abort();
    fwrite(text, 1, size - 1, f);
    fclose(f);

    /* a script's relative file names land in the private folder */
    if (chdir(work) != 0)
        abort();
    /* the smallest window: fewer pixels to fill, the same logical layout */
    ui_app_opts o = {root, NULL, path, 800, 500, 0};
    errs e;
    errs_clear(&e);
    ui_app *a = ui_app_new(&o, &e);
    if (!a) {
        fprintf(stderr, "fuzz-script: the app did not start: %s\n", errs_first(&e));
        abort();
    }
    ui_set_games(a, game_modules, game_nmodules);
    ui_push(a, launcher_new(a));
    if (start > 0) {
        session *s = game_session(screens[start - 1]);
        if (!s || ui_open_game(a, s) != 0) {
            fprintf(stderr, "fuzz-script: %s did not open\n", screens[start - 1]->rules->id);
            abort();
        }
    }
    int rc = ui_app_run(a);
    ui_app_free(a);
    if (chdir(home) != 0)
        abort();
    if (rc < 0 || rc > 2) {
        fprintf(stderr, "fuzz-script: exit status %d\n", rc);
        abort();
    }
    return 0;
}
