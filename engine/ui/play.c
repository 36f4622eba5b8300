/* play: what a game screen does on the player's behalf: submit an action
 * (refusals become a toast), autosave after every action so the launcher
 * can Continue, undo and save on Ctrl+Z / Ctrl+S. */
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "core/paths.h"
#include "ui/gameview.h"
#include "ui/ui_local.h"

/* The autosave of a game: one file per game, so Continue takes the newest
 * across all games by date. */
static int autosave_path(const session *s, char *out, size_t n, char *why, size_t wn)
{
    char dir[900];
    if (!paths_save_dir(dir, sizeof dir)) {
        snprintf(why, wn, "%s", paths_dir_error());
        return 0;
    }
    snprintf(out, n, "%s/%s-autosave.json", dir, s->rules->id);
    return 1;
}

static void autosave(ui_app *a, session *s)
{
    char path[1024], why[160];
    errs e;
    errs_clear(&e);
    if (!autosave_path(s, path, sizeof path, why, sizeof why)) {
        if (!a->no_save[0])
            ui_toast(a, "No folder for saves (%s): this game is not being autosaved.", why);
        snprintf(a->no_save, sizeof a->no_save, "no folder for saves (%s)", why);
        return;
    }
    if (session_save(s, path, &e) != 0) {
        if (!a->no_save[0])
            ui_toast(a, "Autosave failed: %s", errs_first(&e));
        snprintf(a->no_save, sizeof a->no_save, "%s", errs_first(&e));
        return;
    }
    a->no_save[0] = 0;
}

int ui_play(ui_app *a, session *s, const cJSON *action)
{
    char why[256] = "";
    if (session_apply(s, action, why, sizeof why) != 0) {
        ui_toast(a, "%s", why[0] ? why : "That is not allowed now.");
        return -1;
    }
    autosave(a, s);
    a->need_frame = 1;
    return 0;
}

int ui_undo(ui_app *a, session *s)
{
    char why[256] = "";
    if (session_undo(s, why, sizeof why) != 0) {
        ui_toast(a, "%s", why[0] ? why : "There is nothing to undo.");
        return -1;
    }
    autosave(a, s);
    ui_toast(a, "Took back the last action.");
    return 0;
}

int ui_save(ui_app *a, session *s)
{
    char dir[900], path[1024], stamp[32];
    errs e;
    errs_clear(&e);
    if (!paths_save_dir(dir, sizeof dir)) {
        ui_toast(a, "Cannot save: no folder for saves (%s).", paths_dir_error());
        return -1;
    }
    time_t t = time(NULL);
    struct tm tm;
    localtime_r(&t, &tm);
    strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm);
    snprintf(path, sizeof path, "%s/%s-%s.json", dir, s->rules->id, stamp);
    if (session_save(s, path, &e) != 0) {
        ui_toast(a, "Save failed: %s", errs_first(&e));
        return -1;
    }
    const char *base = strrchr(path, '/');
    ui_toast(a, "Saved as %s", base ? base + 1 : path);
    return 0;
}
