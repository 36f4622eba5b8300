/* saves: finding the newest save for
 * the launcher's Continue, and loading a save with its problems shown in a
 * dialog (a broken save never crashes, and is never overwritten here). */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "app/app.h"
#include "core/paths.h"
#include "core/session.h"

int app_save_over(ui_app *a, const char *path)
{
    errs e;
    char out[64];
    int over = 0;
    errs_clear(&e);
    session *s = session_load(path, ui_root(a), game_find_rules, &e);
    if (s) {
        over = s->rules->outcome && s->rules->outcome(s->state, out, sizeof out);
        session_free(s);
    }
    return over;
}

int app_newest_save(char *path, size_t n, time_t *when)
{
    char dir[900];
    if (!paths_save_dir(dir, sizeof dir))
        return 0;
    DIR *d = opendir(dir);
    if (!d)
        return 0;
    struct dirent *de;
    struct timespec best = {0, 0};
    int found = 0;
    while ((de = readdir(d))) {
        size_t len = strlen(de->d_name);
        if (len < 6 || strcmp(de->d_name + len - 5, ".json") != 0)
            continue;
        char p[1300];
        struct stat st;
        snprintf(p, sizeof p, "%s/%s", dir, de->d_name);
        if (stat(p, &st) != 0 || !S_ISREG(st.st_mode))
            continue;
        /* to the nanosecond: two saves written in one second (a script, a
         * quick Save after an autosave) must still have a newest */
        if (!found || st.st_mtim.tv_sec > best.tv_sec ||
            (st.st_mtim.tv_sec == best.tv_sec && st.st_mtim.tv_nsec > best.tv_nsec)) {
            best = st.st_mtim;
            snprintf(path, n, "%s", p);
            found = 1;
        }
    }
    closedir(d);
    if (found && when)
        *when = best.tv_sec;
    return found;
}

int app_game_autosave(const char *id, char *path, size_t n, time_t *when)
{
    char dir[900];
    struct stat st;
    if (!paths_save_dir(dir, sizeof dir))
        return 0;
    snprintf(path, n, "%s/%s-autosave.json", dir, id);
    if (stat(path, &st) != 0 || !S_ISREG(st.st_mode))
        return 0;
    if (when)
        *when = st.st_mtime;
    return 1;
}

int app_open_save(ui_app *a, const char *path)
{
    errs e;
    errs_clear(&e);
    session *s = session_load(path, ui_root(a), game_find_rules, &e);
    if (!s) {
        char text[1024];
        size_t k = (size_t)snprintf(text, sizeof text, "The saved game could not be loaded; "
                                    "the file is left as it is.\n\n");
        /* the folder is long and the same for all: name the file alone */
        const char *base = strrchr(path, '/');
        base = base ? base + 1 : path;
        size_t plen = strlen(path);
        for (int i = 0; i < e.n && i < 3 && k < sizeof text; i++) {
            const char *m = e.msg[i];
            int same = !strncmp(m, path, plen);
            k += (size_t)snprintf(text + k, sizeof text - k, "%s%s\n", same ? base : "",
                                  same ? m + plen : m);
        }
        static const char *const ok[] = {"OK"};
        ui_push(a, ui_dialog_new("Cannot continue", text, ok, 1, NULL, NULL));
        return -1;
    }
    return ui_open_game(a, s);
}
