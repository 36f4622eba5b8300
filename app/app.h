/* app: what the files of app/ share: the registry helpers, the headless
 * verbs, the launcher screens, and building a game's options from the
 * catalog. */
#ifndef APP_APP_H
#define APP_APP_H

#include <stdint.h>
#include <time.h>

#include <cJSON.h>

#include "core/catalog.h"
#include "core/session.h"
#include "net/net.h"
#include "ui/gameview.h"

/* The registry (app/registry.c): every shipped game, in launcher order;
 * handed to the engine at start (ui_set_games). */
extern const game_module *const game_modules[];
extern const int game_nmodules;
const game_module *game_find(const char *id);
const game_rules *game_find_rules(const char *id);
/* The rules of the games this build has, for the engine's network. */
void app_registry(game_registry *out);

/* The games this build has, in launcher order (a build narrowed with
 * GAMES=... leaves some registry entries empty). Returns how many. */
int app_games(const game_module **out, int max);
/* "kutf, race" into buf, for messages. */
const char *app_game_ids(char *buf, size_t n);

/* Headless verbs; each returns the exit status. */
int app_list(const char *root);
int app_validate(int n, char *const *files);
/* at >= 0: stop after that many actions and print the position (JSON). */
int app_replay(const char *root, const char *save, int json, int at);
int app_sim(const char *root, const char *game, const char *scenario,
            const char *const *opt, int nopt, long games, uint64_t seed, int json);

/* This program and its version, as the network handshake names it: a
 * host and its players must run the same. */
#define APP_PROGRAM "legation 1"

/* The network verbs' arguments (netcli.c). */
#define MAX_NET_OPTS 32
typedef struct app_net_args {
    const char *game;             /* host: GAME */
    const char *address;          /* join: HOST:PORT */
    const char *scenario;
    const char *opt[MAX_NET_OPTS];
    int nopt;
    uint64_t seed;
    int seed_set;
    int port;
    int headless, bot, watch;
    double rejoin_wait;           /* seconds */
    const char *code, *name;
    int seat;                     /* 1-based; 0: any */
    const char *load;             /* host: a save to go on from */
    int w, h, ready;              /* the window (without --headless) */
} app_net_args;
/* `legation host` and `legation join`; each returns the exit status. */
int app_host(const char *root, const app_net_args *A);
int app_join(const char *root, const app_net_args *A);

/* The kind of each seat of a hosted game (ho->kind, ho->nseats) from its
 * options' seats: computer and empty as they say; a person's seat is
 * here, or remote when headless (no one is at the screen), when remote[i]
 * (i < nremote; remote may be NULL) or when the save `loaded` (may be
 * NULL) names the seat's player, who played it from another computer. */
void app_host_seat_kinds(net_host_opts *ho, const cJSON *opts, const session *loaded,
                         const int *remote, int nremote, int headless);

/* Set one option of a scenario from text (the `--option key=value` form):
 * choice ids, seats as "human,computer,empty", bools as true/false. The
 * seed kind sets *seed. 1 on success; otherwise a message naming what is
 * allowed. */
int app_set_option(const cat_scenario *sc, cJSON *options, const char *key,
                   const char *value, uint64_t *seed, int *seed_set, errs *e);

/* A game's options from its catalog: the scenario's defaults (scenario
 * NULL: the first one, whose id goes into scen), changed by opt[0..n) in
 * the KEY=VALUE form. NULL with a message in e. Caller frees. */
cJSON *app_build_options(const char *root, const char *game, const char *scenario,
                         const char *const *opt, int n, char *scen, size_t scen_n,
                         uint64_t *seed, int *seed_set, errs *e);

/* The newest save file (by date), or 0 if there is none. */
int app_newest_save(char *path, size_t n, time_t *when);
/* 1 when the save at path holds a game that is over (a save that cannot
 * be loaded counts as not over: opening it shows its problems). */
int app_save_over(ui_app *a, const char *path);
/* The autosave of game id (its last game played), or 0 if there is none. */
int app_game_autosave(const char *id, char *path, size_t n, time_t *when);
/* Load a save and open its game; on failure shows a dialog. 0 on success. */
int app_open_save(ui_app *a, const char *path);

/* Screens. The launcher's paper sheet, shared by its screens; returns
 * the area inside the sheet's border. */
SDL_Rect app_sheet(ui_app *a, gfx *g);
/* A gold rule with a diamond in the middle, centred on x..x+w at y. */
void app_rule(gfx *g, int x, int y, int w);
ui_scene *launcher_new(ui_app *a);
ui_scene *setup_new(ui_app *a, const game_module *m);
/* The same, to host the game on the network: a seat starts Remote, and a
 * saved game can be hosted for its players to take their seats again. */
ui_scene *setup_host_new(ui_app *a, const game_module *m);
/* Join a game hosted on the network (netjoin.c). */
ui_scene *netjoin_new(ui_app *a);
/* A page showing every shared widget (for looking at them and testing). */
ui_scene *gallery_new(ui_app *a);

#endif
