/* uigames: the games the app hands the engine at start (ui_set_games),
 * and opening a session's play screen through them, so the engine's
 * screens (Load, play again) never call a function of app/. */
#include <stdio.h>
#include <string.h>

#include "core/session.h"
#include "ui/gameview.h"
#include "ui/ui_local.h"

void ui_set_games(ui_app *a, const game_module *const *modules, int n)
{
    a->reg.n = 0;
    for (int i = 0; modules && i < n && a->reg.n < GAME_REGISTRY_MAX; i++) {
        if (!modules[i] || !modules[i]->rules)
            continue;   /* a game this build leaves out */
        a->games[a->reg.n] = modules[i];
        a->reg.rules[a->reg.n++] = modules[i]->rules;
    }
}

const game_module *ui_game(const ui_app *a, const char *id)
{
    for (int i = 0; a && id && i < a->reg.n; i++)
        if (!strcmp(a->reg.rules[i]->id, id))
            return a->games[i];
    return NULL;
}

const game_registry *ui_games(const ui_app *a)
{
    return &a->reg;
}

int ui_open_game(ui_app *a, session *s)
{
    const game_module *m = s && s->rules ? ui_game(a, s->rules->id) : NULL;
    if (!m || !m->view || !m->view->open) {
        ui_toast(a, "This build cannot show %s.", s && s->rules ? s->rules->title : "that game");
        session_free(s);
        return -1;
    }
    ui_scene *sc = m->view->open(a, s); /* the scene owns s from here */
    if (!sc) {
        ui_toast(a, "%s could not open its board.", m->rules->title);
        return -1;
    }
    ui_push(a, sc);
    return 0;
}
