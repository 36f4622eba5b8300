/* settings: window size, fullscreen and the last choices in the launcher,
 * kept as a flat JSON object in $XDG_CONFIG_HOME/legation/settings.json.
 * A broken file is reported, set aside as settings.json.bad and ignored:
 * settings never stop the game from starting. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/jsonload.h"
#include "core/paths.h"
#include "core/prefs.h"
#include "ui/ui_local.h"

static void report(const errs *e)
{
    for (int i = 0; i < e->n; i++)
        fprintf(stderr, "legation: %s\n", e->msg[i]);
    fprintf(stderr, "legation: the settings file is ignored (defaults are used)\n");
}

void ui_settings_load(ui_app *a)
{
    char dir[900];
    a->settings = cJSON_CreateObject();
    if (!paths_config_dir(dir, sizeof dir)) {
        a->persist = 0; /* nowhere to keep them: play with the defaults */
        return;
    }
    snprintf(a->settings_path, sizeof a->settings_path, "%s/settings.json", dir);
    FILE *f = fopen(a->settings_path, "rb");
    if (!f)
        return; /* first run */
    fclose(f);

    jdoc d;
    errs e;
    errs_clear(&e);
    int ok = jdoc_load(&d, a->settings_path, &e) && prefs_check(&d, &e);
    if (ok) {
        cJSON_Delete(a->settings);
        a->settings = cJSON_Duplicate(d.root, 1);
        if (!a->settings)
            a->settings = cJSON_CreateObject();
    } else {
        report(&e);
        /* keep the broken file for the player to look at, out of the way */
        char bad[1100];
        snprintf(bad, sizeof bad, "%s.bad", a->settings_path);
        if (a->persist)
            rename(a->settings_path, bad);
    }
    jdoc_free(&d);
}

static void settings_write(ui_app *a)
{
    if (!a->persist || !a->settings || !a->settings_path[0])
        return;
    char *text = cJSON_Print(a->settings);
    if (!text)
        return;
    size_t n = strlen(text);
    text[n] = 0;
    if (paths_write_atomic(a->settings_path, text, n) != 0)
        fprintf(stderr, "legation: cannot write %s\n", a->settings_path);
    free(text);
}

void ui_settings_free(ui_app *a)
{
    settings_write(a);
    cJSON_Delete(a->settings);
    a->settings = NULL;
}

int ui_setting_int(ui_app *a, const char *key, int def)
{
    const cJSON *v = a->settings ? cJSON_GetObjectItemCaseSensitive(a->settings, key) : NULL;
    int x;
    return jnum_int(v, INT_MIN, INT_MAX, &x) ? x : def;
}

const char *ui_setting_str(ui_app *a, const char *key, const char *def)
{
    const cJSON *v = a->settings ? cJSON_GetObjectItemCaseSensitive(a->settings, key) : NULL;
    return cJSON_IsString(v) ? v->valuestring : def;
}

static void put(ui_app *a, const char *key, cJSON *v)
{
    if (!a->settings || !v) {
        cJSON_Delete(v);
        return;
    }
    if (cJSON_GetObjectItemCaseSensitive(a->settings, key))
        cJSON_ReplaceItemInObjectCaseSensitive(a->settings, key, v);
    else
        cJSON_AddItemToObject(a->settings, key, v);
    settings_write(a);
}

void ui_set_setting_int(ui_app *a, const char *key, int v)
{
    put(a, key, cJSON_CreateNumber(v));
}

void ui_set_setting_str(ui_app *a, const char *key, const char *v)
{
    put(a, key, cJSON_CreateString(v ? v : ""));
}
