/* main: the command line. No verb opens the launcher; `play` goes straight
 * into a game; list, validate, replay and sim never open a window.
 * --screenshot and --script turn any screen into a test. */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/stat.h>
#include <unistd.h>

#include "app/app.h"
#include "core/paths.h"
#include "core/session.h"
#include "ui/watch.h"
#include "net/netmsg.h"

#define MAX_OPTS 32

static const char usage[] =
    "Legation: games of the 1900 siege of the Peking legations.\n"
    "\n"
    "Usage:\n"
    "  legation [SCREEN OPTIONS]             open the launcher\n"
    "  legation play GAME [--scenario S] [--seed N] [--option KEY=VALUE]... [--own-dice]\n"
    "                                        start a game straight away (--own-dice:\n"
    "                                        every die is asked for, roll your own)\n"
    "  legation play GAME --load SAVE        open a saved game\n"
    "  legation list                         the games and their scenarios\n"
    "  legation validate FILE...             check data files; the folder a file is\n"
    "                                        in names its game (scenarios/kutf/x.json);\n"
    "                                        scenarios.json files are scenario lists\n"
    "  legation replay SAVE [--json] [--at N]\n"
    "                                        replay a save and print the game's log,\n"
    "                                        or with --json its final state; --at N:\n"
    "                                        the position after its first N actions\n"
    "  legation watch SAVE [--at N] [SCREEN OPTIONS]\n"
    "                                        show a saved game again on its own board,\n"
    "                                        read-only, from the position after N\n"
    "                                        actions (the end without --at)\n"
    "  legation sim GAME [--games N] [--seed S] [--scenario S] [--option KEY=VALUE]... [--json]\n"
    "                                        the computer plays N games (1000) from\n"
    "                                        seed S (1): outcomes and speed\n"
    "  legation host GAME [--scenario S] [--seed N] [--option KEY=VALUE]... --port P\n"
    "                [--headless] [--rejoin-wait S] [--load SAVE]\n"
    "                                        host a game on the network: prints\n"
    "                                        'hosting GAME on port P, code CODE' (port 0:\n"
    "                                        any free one); seats=remote,... for players\n"
    "                                        who join; a dropped player's seat waits S\n"
    "                                        seconds (600), then the computer plays it;\n"
    "                                        --load: go on with a saved game (its people\n"
    "                                        are remote seats)\n"
    "  legation join HOST:PORT --code CODE [--name NAME] [--seat N] [--bot] [--headless]\n"
    "                [--watch]\n"
    "                                        join a hosted game: take seat N (1-based; any\n"
    "                                        open one), or watch; --bot: the computer\n"
    "                                        plays the seat\n"
    "  legation gallery [SCREEN OPTIONS]     a page of every shared widget\n"
    "\n"
    "Options of play: --option takes a key from the scenario's options (see the\n"
    "setup screen or scenarios/GAME/scenarios.json): a choice id (deck=epochs),\n"
    "seats as a comma list (seats=human,computer,empty), true/false for a switch.\n"
    "\n"
    "Screen options (launcher, play, watch, gallery):\n"
    "  --size WxH         window size in pixels (at least 1024x640, where the smallest text is 10 px)\n"
    "  --screenshot FILE  draw the screen once, save it as PNG and exit (uses\n"
    "                     SDL's dummy video driver unless SDL_VIDEODRIVER is set)\n"
    "  --script FILE      play scripted input: click X Y, click-on TEXT, key NAME,\n"
    "                     type TEXT, wait MS, wait-text TEXT MS, assert-text TEXT,\n"
    "                     assert-no-text TEXT, bot-click [N], bot-until TEXT MAX,\n"
    "                     screenshot FILE, resize W H, quit (see engine/ui/ui.h);\n"
    "                     time is simulated, and without a display the dummy\n"
    "                     driver is used\n"
    "  --ready            print READY on standard output after the first frame\n"
    "\n"
    "Keys: Esc back, F11 full screen, Ctrl+Z undo, Ctrl+S save.\n"
    "Environment: LEGATION_DATA (folder holding scenarios/ and assets/),\n"
    "LEGATION_FONT (a .ttf to use instead of DejaVu Sans), XDG_CONFIG_HOME\n"
    "(settings), XDG_DATA_HOME (saves).\n"
    "Exit status: 0 on success, 1 when a file or game is bad, 2 on bad arguments.\n";

typedef struct args {
    const char *verb;
    const char *pos[256];
    int npos;
    const char *screenshot, *script, *scenario;
    int w, h, ready, json, own_dice;
    int at;             /* replay --at N; -1 when not given */
    const char *load;   /* play --load SAVE */
    long games;
    int games_set;
    uint64_t seed;
    int seed_set;
    const char *opt[MAX_OPTS];
    int nopt;
    app_net_args net;   /* host and join */
} args;

static int bad_args(const char *fmt, const char *what)
{
    char clean[300];
    fprintf(stderr, "legation: ");
    fprintf(stderr, fmt, errs_escape(clean, sizeof clean, what));
    fprintf(stderr, " (see legation --help)\n");
    return 2;
}

static int parse_u64(const char *s, uint64_t *out)
{
    char *end;
    if (!s || !*s || *s == '-')
        return 0;
    errno = 0;
    unsigned long long v = strtoull(s, &end, 10);
    if (*end || errno)
        return 0;
    *out = (uint64_t)v;
    return 1;
}

static const char *const verbs[] = {"play", "list", "validate", "replay", "sim", "gallery", "watch",
                                    "host", "join", NULL};

/* Which options each verb takes. */
static int allowed(const char *verb, const char *opt)
{
    static const struct { const char *opt; const char *verbs; } table[] = {
        {"--json", " replay sim "},
        {"--at", " replay watch "},
        {"--load", " play host "},
        {"--own-dice", " play "},
        {"--games", " sim "},
        {"--seed", " sim play host "},
        {"--scenario", " play sim host "},
        {"--option", " play sim host "},
        {"--port", " host "},
        {"--rejoin-wait", " host "},
        {"--headless", " host join "},
        {"--code", " join "},
        {"--name", " join "},
        {"--seat", " join "},
        {"--bot", " join "},
        {"--watch", " join "},
        {"--screenshot", " - play gallery watch "},
        {"--script", " - play gallery watch "},
        {"--size", " - play gallery watch host join "},
        {"--ready", " - play gallery watch host join "},
    };
    char key[32];
    snprintf(key, sizeof key, " %s ", verb ? verb : "-");
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++)
        if (!strcmp(table[i].opt, opt))
            return strstr(table[i].verbs, key) != NULL;
    return 0;
}

static int parse(int argc, char **argv, args *A)
{
    const char *used[64]; /* options given, checked against the verb at the end */
    int nused = 0;
    memset(A, 0, sizeof *A);
    A->games = 1000;
    A->seed = 1;
    A->at = -1;
    A->net.port = -1;
    A->net.rejoin_wait = 600;
    for (int i = 1; i < argc; i++) {
        const char *s = argv[i];
        if (!strcmp(s, "--help") || !strcmp(s, "-h")) {
            fputs(usage, stdout);
            exit(0);
        }
        if (s[0] != '-' || !s[1]) {
            if (!A->verb) {
                int k = 0;
                while (verbs[k] && strcmp(verbs[k], s))
                    k++;
                if (!verbs[k])
                    return bad_args("unknown command \"%s\"", s);
                A->verb = s;
            } else if (A->npos < 256) {
                A->pos[A->npos++] = s;
            } else {
                return bad_args("too many arguments%s", "");
            }
            continue;
        }
        const char *known[] = {"--json", "--games", "--seed", "--scenario", "--option",
                               "--screenshot", "--script", "--size", "--ready", "--at",
                               "--load", "--own-dice", "--port", "--rejoin-wait", "--headless",
                               "--code", "--name", "--seat", "--bot", "--watch", NULL};
        int k = 0;
        while (known[k] && strcmp(known[k], s))
            k++;
        if (!known[k])
            return bad_args("unknown option %s", s);
        if (nused < 64)
            used[nused++] = s;
        int takes = strcmp(s, "--json") && strcmp(s, "--ready") && strcmp(s, "--own-dice") &&
                    strcmp(s, "--headless") && strcmp(s, "--bot") && strcmp(s, "--watch");
        const char *v = takes ? (i + 1 < argc ? argv[++i] : NULL) : NULL;
        if (takes && (!v || !*v))
            return bad_args("%s needs a value", s);
        if (!strcmp(s, "--json")) {
            A->json = 1;
        } else if (!strcmp(s, "--headless")) {
            A->net.headless = 1;
        } else if (!strcmp(s, "--bot")) {
            A->net.bot = 1;
        } else if (!strcmp(s, "--watch")) {
            A->net.watch = 1;
        } else if (!strcmp(s, "--code")) {
            A->net.code = v;
        } else if (!strcmp(s, "--name")) {
            if (strlen(v) > NETMSG_NAME_MAX)
                return bad_args("--name takes at most 24 bytes, not \"%s\"", v);
            A->net.name = v;
        } else if (!strcmp(s, "--port")) {
            uint64_t n;
            if (!parse_u64(v, &n) || n > 65535)
                return bad_args("--port needs a number from 0 to 65535, not \"%s\"", v);
            A->net.port = (int)n;
        } else if (!strcmp(s, "--seat")) {
            uint64_t n;
            if (!parse_u64(v, &n) || n < 1 || n > NETMSG_SEATS_MAX)
                return bad_args("--seat needs a seat number from 1 to 8, not \"%s\"", v);
            A->net.seat = (int)n;
        } else if (!strcmp(s, "--rejoin-wait")) {
            uint64_t n;
            if (!parse_u64(v, &n) || n > 1000000)
                return bad_args("--rejoin-wait needs seconds (0 to 1000000), not \"%s\"", v);
            A->net.rejoin_wait = (double)n;
        } else if (!strcmp(s, "--own-dice")) {
            A->own_dice = 1;
        } else if (!strcmp(s, "--load")) {
            A->load = v;
        } else if (!strcmp(s, "--at")) {
            uint64_t n;
            if (!parse_u64(v, &n) || n > 100000000)
                return bad_args("--at needs a number of actions, not \"%s\"", v);
            A->at = (int)n;
        } else if (!strcmp(s, "--ready")) {
            A->ready = 1;
        } else if (!strcmp(s, "--games")) {
            uint64_t n;
            if (!parse_u64(v, &n) || n < 1 || n > 100000000)
                return bad_args("--games needs a number from 1 to 100000000, not \"%s\"", v);
            A->games = (long)n;
        } else if (!strcmp(s, "--seed")) {
            if (!parse_u64(v, &A->seed))
                return bad_args("--seed needs a whole number, not \"%s\"", v);
            A->seed_set = 1;
        } else if (!strcmp(s, "--scenario")) {
            A->scenario = v;
        } else if (!strcmp(s, "--option")) {
            if (!strchr(v, '=') || v[0] == '=')
                return bad_args("--option needs KEY=VALUE, not \"%s\"", v);
            if (A->nopt >= MAX_OPTS)
                return bad_args("too many --option%s", "");
            A->opt[A->nopt++] = v;
        } else if (!strcmp(s, "--screenshot")) {
            A->screenshot = v;
        } else if (!strcmp(s, "--script")) {
            A->script = v;
        } else if (!strcmp(s, "--size")) {
            char x;
            if (sscanf(v, "%d%c%d", &A->w, &x, &A->h) != 3 || (x != 'x' && x != 'X') ||
                A->w < GFX_MIN_WIN_W || A->h < GFX_MIN_WIN_H || A->w > 8192 || A->h > 8192)
                return bad_args("--size needs WxH from 1024x640 to 8192x8192, not \"%s\"", v);
        }
    }
    for (int i = 0; i < nused; i++) {
        if (!allowed(A->verb, used[i])) {
            fprintf(stderr, "legation: %s does not go with %s (see legation --help)\n",
                    used[i], A->verb ? A->verb : "the launcher");
            return 2;
        }
    }
    return 0;
}

static int need_root(const char *argv0, char *root, size_t n)
{
    const char *env = getenv("LEGATION_DATA");
    if (paths_root(argv0, root, n))
        return 1;
    if (env && *env) {
        char clean[600];
        struct stat st;
        errs_escape(clean, sizeof clean, env);
        fprintf(stderr, "legation: LEGATION_DATA is \"%s\", %s: it must be the folder "
                "holding scenarios/ and assets/ (or unset it to use the data beside the "
                "program)\n", clean,
                stat(env, &st) != 0 ? "which does not exist"
                : !S_ISDIR(st.st_mode) ? "which is not a folder"
                : "which holds no scenarios/ folder");
        return 0;
    }
    fprintf(stderr, "legation: cannot find the game data (a folder holding scenarios/): "
                    "run from the project folder or set LEGATION_DATA\n");
    return 0;
}

/* `play`: the catalog's defaults, changed by --option and --seed. */
/* *bad_arg is set when the arguments are at fault (exit status 2). */
static session *play_session(const args *A, const char *root, int *bad_arg)
{
    char ids[256], clean[200];
    *bad_arg = 1;
    if (A->npos != 1) {
        fprintf(stderr, "legation play: name one game (games: %s)\n",
                app_game_ids(ids, sizeof ids));
        return NULL;
    }
    const game_module *m = game_find(A->pos[0]);
    if (!m) {
        fprintf(stderr, "legation play: no game called \"%s\" (games: %s)\n",
                errs_escape(clean, sizeof clean, A->pos[0]), app_game_ids(ids, sizeof ids));
        return NULL;
    }
    *bad_arg = 0;
    errs e;
    errs_clear(&e);
    if (A->load) {
        /* the save names its game: it must be the one asked for */
        session *s = session_load(A->load, root, game_find_rules, &e);
        if (!s) {
            errs_print(&e, stderr);
            if (!e.total)
                fprintf(stderr, "%s: the save could not be loaded\n", A->load);
        } else if (strcmp(s->rules->id, m->rules->id) != 0) {
            fprintf(stderr, "legation play: %s is a save of %s, not %s\n", A->load,
                    s->rules->id, m->rules->id);
            session_free(s);
            s = NULL;
        }
        return s;
    }
    char scen[64];
    uint64_t seed = A->seed;
    int seed_set = A->seed_set;
    cJSON *opts = app_build_options(root, m->rules->id, A->scenario, A->opt, A->nopt, scen,
                                    sizeof scen, &seed, &seed_set, &e);
    if (!opts) {
        fprintf(stderr, "legation play: %s\n", errs_first(&e));
        *bad_arg = 1;
        return NULL;
    }
    if (!m->view) { /* after the options, so that their mistakes are named first */
        fprintf(stderr, "legation play: %s has no screens yet (try legation sim %s)\n",
                m->rules->id, m->rules->id);
        cJSON_Delete(opts);
        return NULL;
    }
    if (!seed_set) /* a fresh game each time unless a seed is asked for */
        seed = (uint64_t)time(NULL) * 2654435761u ^ (uint64_t)getpid();
    session *s = session_new(m->rules, root, scen, opts, seed, &e);
    if (!s) {
        errs_print(&e, stderr);
        if (!e.total)
            fprintf(stderr, "legation play: %s could not set up %s\n", m->rules->id, scen);
    }
    if (s)
        session_set_own_dice(s, A->own_dice);
    cJSON_Delete(opts);
    return s;
}

int main(int argc, char **argv)
{
    args A;
    char root[1024];
    /* A file-size limit (ulimit -f) would kill the program mid-save: the
     * write then fails instead, and is reported like a full disk. */
    signal(SIGXFSZ, SIG_IGN);
    gfx_memory_setup();
    int rc = parse(argc, argv, &A);
    if (rc)
        return rc;
    const char *v = A.verb ? A.verb : "";

    if (!strcmp(v, "validate"))
        return app_validate(A.npos, (char *const *)A.pos);
    if (!strcmp(v, "host") || !strcmp(v, "join")) {
        int host = !strcmp(v, "host");
        if (A.npos != 1)
            return bad_args(host ? "host needs one GAME%s" : "join needs one HOST:PORT%s", "");
        if (host && A.net.port < 0)
            return bad_args("host needs --port P (0: any free port)%s", "");
        if (!need_root(argv[0], root, sizeof root))
            return 1;
        A.net.scenario = A.scenario;
        A.net.load = A.load;
        A.net.w = A.w;
        A.net.h = A.h;
        A.net.ready = A.ready;
        A.net.seed = A.seed;
        A.net.seed_set = A.seed_set;
        A.net.nopt = A.nopt;
        for (int i = 0; i < A.nopt; i++)
            A.net.opt[i] = A.opt[i];
        if (host) {
            A.net.game = A.pos[0];
            return app_host(root, &A.net);
        }
        A.net.address = A.pos[0];
        return app_join(root, &A.net);
    }
    if (!strcmp(v, "list") || !strcmp(v, "sim") || !strcmp(v, "replay")) {
        if (!need_root(argv[0], root, sizeof root))
            return 1;
        if (!strcmp(v, "list")) {
            if (A.npos)
                return bad_args("list takes no arguments, not \"%s\"", A.pos[0]);
            return app_list(root);
        }
        if (A.npos != 1)
            return bad_args(!strcmp(v, "sim") ? "sim needs one GAME%s" : "replay needs one SAVE file%s", "");
        if (!strcmp(v, "sim"))
            return app_sim(root, A.pos[0], A.scenario, A.opt, A.nopt, A.games, A.seed, A.json);
        return app_replay(root, A.pos[0], A.json, A.at);
    }

    /* the screens */
    if (!strcmp(v, "gallery") && A.npos)
        return bad_args("gallery takes no arguments, not \"%s\"", A.pos[0]);
    if (!A.verb && A.npos)
        return bad_args("unexpected argument \"%s\"", A.pos[0]);
    if (!need_root(argv[0], root, sizeof root))
        return 1;
    session *s = NULL, *watched = NULL;
    int bad_arg = 0;
    if (!strcmp(v, "play") && !(s = play_session(&A, root, &bad_arg)))
        return bad_arg ? 2 : 1;
    if (!strcmp(v, "watch")) {
        errs we;
        if (A.npos != 1)
            return bad_args("watch needs one SAVE file%s", "");
        errs_clear(&we);
        /* the whole game: the viewer steps through it from --at */
        if (!(watched = session_load_at(A.pos[0], root, game_find_rules, -1, &we))) {
            errs_print(&we, stderr);
            return 1;
        }
        if (A.at > watched->nactions) {
            fprintf(stderr, "legation watch: %s has %d actions, fewer than %d\n", A.pos[0],
                    watched->nactions, A.at);
            session_free(watched);
            return 1;
        }
    }
    /* Pictures and scripts need no display: use SDL's dummy driver when
     * there is none (or always, for a plain screenshot). */
    int headless = !getenv("DISPLAY") && !getenv("WAYLAND_DISPLAY");
    if ((A.screenshot && !A.script) || (A.script && headless))
        setenv("SDL_VIDEODRIVER", "dummy", 0);

    ui_app_opts o = {root, A.screenshot, A.script, A.w, A.h, A.ready};
    errs e;
    errs_clear(&e);
    ui_app *a = ui_app_new(&o, &e);
    if (!a) {
        fprintf(stderr, "legation: %s\n", errs_first(&e));
        session_free(s);
        session_free(watched);
        return 1;
    }
    ui_set_games(a, game_modules, game_nmodules);
    ui_push(a, launcher_new(a));
    if (watched) {
        ui_scene *w = ui_watch_new(a, watched, A.at, &e);
        if (!w) {
            fprintf(stderr, "legation watch: %s\n", errs_first(&e));
            ui_app_free(a);
            return 1;
        }
        ui_push(a, w);
    }
    if (!strcmp(v, "gallery"))
        ui_push(a, gallery_new(a));
    if (s && ui_open_game(a, s) != 0) {
        fprintf(stderr, "legation: the game screen could not open\n");
        ui_app_free(a);
        return 1;
    }
    rc = ui_app_run(a);
    ui_app_free(a);
    return rc;
}
