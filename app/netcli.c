/* netcli: the network verbs without a window. `host --headless` runs a
 * game for remote and computer seats until it is over, then leaves its
 * save in the saves folder; `join --headless` plays a seat with the
 * computer player (--bot) or watches (--watch). Both print the one line
 * `game over: OUTCOME after N actions, public state HEX` at the end, the
 * same on every machine of one game. */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>
#include <unistd.h>

#include "app/app.h"
#include "core/paths.h"
#include "net/net.h"
#include "ui/uinet.h"

static volatile sig_atomic_t stop;

static void on_signal(int sig)
{
    (void)sig;
    stop = 1;
}

static void stderr_log(void *ctx, const char *line)
{
    fprintf(stderr, "%s: %s\n", (const char *)ctx, line);
}

static void print_over(const session *s, int base)
{
    char out[64], hex[17];

    if (!s->rules->outcome || !s->rules->outcome(s->state, out, sizeof out))
        snprintf(out, sizeof out, "unfinished");
    netmsg_hex(game_public_digest(s->rules, s->state), hex);
    printf("game over: %s after %d actions, public state %s\n", out, base + s->nactions, hex);
    fflush(stdout);
}

/* The seats option's value with remote read as human (what the rules
 * know), each seat's kind in kind[]. n: the seats given; 0 when the
 * options hold no seats. */
static int remote_seats(const app_net_args *A, const char **opt, char bufs[][600], int *remote,
                        int *nremote)
{
    *nremote = 0;
    for (int i = 0; i < A->nopt; i++) {
        opt[i] = A->opt[i];
        if (strncmp(A->opt[i], "seats=", 6) != 0)
            continue;
        char tmp[600];
        size_t k = (size_t)snprintf(bufs[i], 600, "seats=");
        snprintf(tmp, sizeof tmp, "%s", A->opt[i] + 6);
        int n = 0;
        for (char *tok = strtok(tmp, ","); tok; tok = strtok(NULL, ","), n++) {
            int r = !strcasecmp(tok, "remote");
            if (n < NETMSG_SEATS_MAX)
                remote[n] = r;
            k += (size_t)snprintf(bufs[i] + k, 600 - k, "%s%s", n ? "," : "", r ? "human" : tok);
            if (k >= 600)
                return -1;
        }
        *nremote = n;
        opt[i] = bufs[i];
    }
    return 0;
}

void app_host_seat_kinds(net_host_opts *ho, const cJSON *opts, const session *loaded,
                         const int *remote, int nremote, int headless)
{
    const cJSON *seats = cJSON_GetObjectItemCaseSensitive(opts, "seats"), *it;
    ho->nseats = 0;
    cJSON_ArrayForEach(it, seats) {
        const char *k = cJSON_GetStringValue(it);
        int i = ho->nseats;
        if (i >= NETMSG_SEATS_MAX)
            break;
        /* a headless host has no one at its screen: its people are remote;
         * with a window, a person is here unless the seat says remote */
        ho->kind[i] = !k ? NET_EMPTY : !strcmp(k, "computer") ? NET_COMPUTER
                    : !strcmp(k, "empty") ? NET_EMPTY
                    : !headless && !(remote && i < nremote && remote[i]) &&
                      !(loaded && i < SESSION_PLAYERS_MAX && loaded->players[i][0])
                    ? NET_HERE : NET_REMOTE;   /* a saved game's player is remote */
        ho->nseats++;
    }
}

/* A window with the launcher under the game to come. */
static ui_app *open_window(const char *root, const app_net_args *A)
{
    ui_app_opts o = {root, NULL, NULL, A->w, A->h, A->ready};
    errs e;
    errs_clear(&e);
    ui_app *a = ui_app_new(&o, &e);
    if (!a) {
        fprintf(stderr, "legation: %s\n", errs_first(&e));
        return NULL;
    }
    ui_set_games(a, game_modules, game_nmodules);
    ui_push(a, launcher_new(a));
    return a;
}

int app_host(const char *root, const app_net_args *A)
{
    char ids[256], scen[64], bufs[MAX_NET_OPTS][600], path[1100], dir[900];
    const char *opt[MAX_NET_OPTS];
    int remote[NETMSG_SEATS_MAX] = {0}, nremote = 0, seed_set = A->seed_set;
    uint64_t seed = A->seed;
    const game_module *m = A->game ? game_find(A->game) : NULL;
    errs e;

    if (!m) {
        fprintf(stderr, "legation host: no game called \"%s\" (games: %s)\n",
                A->game ? A->game : "", app_game_ids(ids, sizeof ids));
        return 2;
    }
    if (m->rules->max_players < 2) {
        fprintf(stderr, "legation host: %s is for one player: there is no one to host\n",
                m->rules->id);
        return 2;
    }
    if (remote_seats(A, opt, bufs, remote, &nremote) != 0) {
        fprintf(stderr, "legation host: the seats option is too long\n");
        return 2;
    }
    errs_clear(&e);
    session *loaded = NULL;
    cJSON *opts;
    if (A->load) {
        /* a saved game goes on: its options are the save's */
        if (A->nopt || A->scenario || A->seed_set) {
            fprintf(stderr, "legation host: --load takes the save's scenario, options and "
                    "seed: give none of them\n");
            return 2;
        }
        if (!(loaded = session_load(A->load, root, game_find_rules, &e))) {
            errs_print(&e, stderr);
            return 1;
        }
        if (strcmp(loaded->rules->id, m->rules->id) != 0) {
            fprintf(stderr, "legation host: %s is a save of %s, not %s\n", A->load,
                    loaded->rules->id, m->rules->id);
            session_free(loaded);
            return 1;
        }
        opts = loaded->options ? cJSON_Duplicate(loaded->options, 1) : cJSON_CreateObject();
        snprintf(scen, sizeof scen, "%s", loaded->scenario);
    } else {
        opts = app_build_options(root, m->rules->id, A->scenario, opt, A->nopt, scen,
                                 sizeof scen, &seed, &seed_set, &e);
    }
    if (!opts) {
        fprintf(stderr, "legation host: %s\n", errs_first(&e));
        return 2;
    }
    net_host_opts ho;
    memset(&ho, 0, sizeof ho);
    app_host_seat_kinds(&ho, opts, loaded, remote, nremote, A->headless);
    for (int i = 0; A->headless && i < ho.nseats && i < nremote; i++)
        if (ho.kind[i] == NET_REMOTE && !remote[i]) {
            fprintf(stderr, "legation host: seat %d is human, but a headless host has no one "
                    "at its screen: make it remote or computer\n", i + 1);
            cJSON_Delete(opts);
            session_free(loaded);
            return 2;
        }
    if (ho.nseats == 0) {
        fprintf(stderr, "legation host: %s has no seats to offer\n", m->rules->id);
        cJSON_Delete(opts);
        session_free(loaded);
        return 2;
    }
    if (!seed_set)
        seed = (uint64_t)time(NULL) * 2654435761u ^ (uint64_t)getpid();
    session *s = loaded ? loaded : session_new(m->rules, root, scen, opts, seed, &e);
    cJSON_Delete(opts);
    if (!s) {
        fprintf(stderr, "legation host: %s\n", errs_first(&e));
        return 1;
    }
    ho.s = s;
    ho.port = A->port;
    ho.program = APP_PROGRAM;
    ho.rejoin_wait = A->rejoin_wait;
    if (!A->headless) {
        /* the window: the seats wait for their players as long as the
         * host likes (Leave ends the game) */
        ho.rejoin_wait = -1;
        ui_app *a = open_window(root, A);
        if (!a) {
            session_free(s);
            return 1;
        }
        /* a saved game goes through the lobby: it shows whom each seat
         * waits for, and the host starts when they are back */
        if ((loaded ? ui_net_host_lobby : ui_net_host)(a, s, &ho, &e) != 0) {
            fprintf(stderr, "legation host: %s\n", errs_first(&e));
            ui_app_free(a);
            return 1;
        }
        int rc = ui_app_run(a);
        ui_app_free(a);
        return rc;
    }
    ho.play_computer = 1;
    ho.log = stderr_log;
    ho.log_ctx = "host";
    net_host *h = net_host_new(&ho, &e);
    if (!h) {
        fprintf(stderr, "legation host: %s\n", errs_first(&e));
        session_free(s);
        return 1;
    }
    printf("hosting %s on port %d, code %s\n", m->rules->id, net_host_port(h), net_host_code(h));
    fflush(stdout);
    signal(SIGINT, on_signal);
    signal(SIGTERM, on_signal);
    signal(SIGPIPE, SIG_IGN);
    int rc = 0;
    while (!stop && !net_host_over(h))
        if (net_host_poll(h, 1000) != 0) {
            fprintf(stderr, "legation host: the network failed\n");
            rc = 1;
            break;
        }
    /* the game's save, over or stopped, for Load (and a later Host) */
    if (paths_save_dir(dir, sizeof dir)) {
        snprintf(path, sizeof path, "%s/%s-net-%ld.json", dir, m->rules->id, (long)time(NULL));
        errs_clear(&e);
        if (session_save(s, path, &e) == 0)
            fprintf(stderr, "host: the game is saved in %s\n", path);
        else
            fprintf(stderr, "host: %s\n", errs_first(&e));
    }
    if (net_host_over(h))
        print_over(s, 0);
    net_host_free(h);
    session_free(s);
    return rc;
}

int app_join(const char *root, const app_net_args *A)
{
    game_registry reg;
    net_client_opts co;
    errs e;
    char why[300], name[NETMSG_NAME_MAX + 1];
    int printed = 0, rc = 0;

    if (A->headless && !A->bot && !A->watch) {
        fprintf(stderr, "legation join: --headless needs --bot (the computer plays the seat) "
                "or --watch\n");
        return 2;
    }
    if (!A->code) {
        fprintf(stderr, "legation join: --code CODE is needed (the host prints it)\n");
        return 2;
    }
    snprintf(name, sizeof name, "%s", A->name ? A->name : "Player");
    app_registry(&reg);
    memset(&co, 0, sizeof co);
    co.games = &reg;
    co.datadir = root;
    co.address = A->address;
    co.code = A->code;
    co.name = name;
    co.seat = A->seat;
    co.watch = A->watch;
    co.program = APP_PROGRAM;
    co.log = stderr_log;
    co.log_ctx = name;
    errs_clear(&e);
    if (!A->headless) {
        ui_app *a = open_window(root, A);
        if (!a)
            return 1;
        if (ui_net_join(a, &co, A->bot, &e) != 0) {
            fprintf(stderr, "legation %s\n", errs_first(&e));
            ui_app_free(a);
            return 1;
        }
        rc = ui_app_run(a);
        ui_app_free(a);
        return rc;
    }
    net_client *c = net_client_new(&co, 5000, &e);
    if (!c) {
        fprintf(stderr, "legation %s\n", errs_first(&e));
        return 1;
    }
    signal(SIGINT, on_signal);
    signal(SIGTERM, on_signal);
    signal(SIGPIPE, SIG_IGN);
    while (!stop) {
        /* the last action, the host's word that the game is over and its
         * goodbye may come in one poll: the game's end is looked at first */
        int closed = net_client_poll(c, 1000) != 0;
        session *s = net_client_session(c);
        if (s && s->rules->outcome) {
            char out[64];
            if (s->rules->outcome(s->state, out, sizeof out)) {
                print_over(s, net_client_base(c));
                printed = 1;
                break;
            }
        }
        if (closed)
            break;
        if (!s)
            continue;
        if (A->bot && net_client_my_turn(c)) {
            cJSON *a = s->rules->bot_action(s->state);
            if (!a || net_client_send_action(c, a, why, sizeof why) != 0) {
                fprintf(stderr, "%s: the computer player found no move%s%s\n", name,
                        a ? ": " : "", a ? why : "");
                cJSON_Delete(a);
                rc = 1;
                break;
            }
            cJSON_Delete(a);
        }
    }
    if (!printed && !stop && net_client_why(c)[0]) {
        fprintf(stderr, "legation join: %s\n", net_client_why(c));
        rc = 1;
    }
    net_client_free(c);
    return rc;
}
