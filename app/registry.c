/* registry: every game this program ships, in launcher order. A game adds
 * one line `&<id>_module,` to the list below; its module is defined in
 * games/<id>/view/ as `const game_module <id>_module`.
 *
 * The declarations are weak so that a build narrowed with GAMES=... (which
 * leaves some games' files out) still links: a module not built is a NULL
 * entry, and app_games()/game_find() skip it. */
#include <stdio.h>
#include <string.h>

#include "app/app.h"

extern const game_module kutf_module __attribute__((weak));
extern const game_module race_module __attribute__((weak));
extern const game_module peking_module __attribute__((weak));
extern const game_module tuan_module __attribute__((weak));
extern const game_module colonial_module __attribute__((weak));

const game_module *const game_modules[] = {
    &kutf_module,
    &race_module,
    &peking_module,
    &tuan_module,
    &colonial_module,
    NULL /* end of the list: keep last */
};
const int game_nmodules = (int)(sizeof game_modules / sizeof game_modules[0]) - 1;

int app_games(const game_module **out, int max)
{
    int n = 0;
    for (int i = 0; i < game_nmodules && n < max; i++)
        if (game_modules[i] && game_modules[i]->rules)
            out[n++] = game_modules[i];
    return n;
}

const char *app_game_ids(char *buf, size_t n)
{
    size_t k = 0;
    buf[0] = 0;
    for (int i = 0; i < game_nmodules; i++) {
        if (!game_modules[i] || !game_modules[i]->rules)
            continue;
        int w = snprintf(buf + k, n - k, "%s%s", k ? ", " : "", game_modules[i]->rules->id);
        if (w < 0 || (size_t)w >= n - k)
            break;
        k += (size_t)w;
    }
    if (!k)
        snprintf(buf, n, "none installed");
    return buf;
}

const game_module *game_find(const char *id)
{
    for (int i = 0; id && i < game_nmodules; i++)
        if (game_modules[i] && game_modules[i]->rules &&
            !strcmp(game_modules[i]->rules->id, id))
            return game_modules[i];
    return NULL;
}

const game_rules *game_find_rules(const char *id)
{
    const game_module *m = game_find(id);
    return m ? m->rules : NULL;
}

void app_registry(game_registry *out)
{
    out->n = 0;
    for (int i = 0; i < game_nmodules && out->n < GAME_REGISTRY_MAX; i++)
        if (game_modules[i] && game_modules[i]->rules)
            out->rules[out->n++] = game_modules[i]->rules;
}
