/* netbench: network play's figures (`make bench`). A headless host of a
 * four-seat race (build/legation host ... --headless, a process of its
 * own) and four bot clients in this process, on loopback. Prints the time
 * from a client sending an action to every client having applied it
 * (median and 99th percentile), the bytes on the wire per action (ENet's
 * headers and acknowledgements included), and the host's CPU while it
 * waits for a player (from /proc, over IDLE seconds).
 * Usage: netbench BIN DATADIR [SEED] */
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/types.h>
#include <sys/wait.h>

#include "net/net.h"

extern const game_rules race_rules;

#define NCL 4
#define MAXA 20000

static double now(void)
{
    struct timespec t;

    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static void quiet(void *ctx, const char *line)
{
    (void)ctx, (void)line;
}

/* The host's CPU seconds so far (utime + stime of /proc/PID/stat). */
static double cpu_of(pid_t pid)
{
    char path[64], buf[1024], *p;
    unsigned long ut = 0, st = 0;
    FILE *f;

    snprintf(path, sizeof path, "/proc/%d/stat", (int)pid);
    if (!(f = fopen(path, "r")))
        return -1;
    if (!fgets(buf, sizeof buf, f)) {
        fclose(f);
        return -1;
    }
    fclose(f);
    if (!(p = strrchr(buf, ')')))
        return -1;
    /* fields after the name: state(3) ... utime(14) stime(15) */
    if (sscanf(p + 2, "%*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %lu %lu", &ut, &st) != 2)
        return -1;
    return (double)(ut + st) / (double)sysconf(_SC_CLK_TCK);
}

static int cmp(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;

    return x < y ? -1 : x > y;
}

static double sent_at[MAXA], applied_at[NCL][MAXA];
static double cpu2, cpu3;
static int waited;
static pthread_mutex_t wait_lock = PTHREAD_MUTEX_INITIALIZER;

typedef struct player_arg {
    net_client *c;
    int idx;
    pid_t pid;
    int over, actions;
} player_arg;
static player_arg arg[NCL];

/* One bot client: poll, note when each action is applied here, play. */
static void *player(void *vp)
{
    player_arg *pa = vp;
    double t_end = now() + 120;
    char why[200], out[64];

    while (now() < t_end) {
        /* wait in the socket, as a player's program does: ENet wakes the
         * poll when a message comes (a 1 ms poll woke four threads a
         * thousand times a second, and they took the cores from the very
         * clients the bench times) */
        if (net_client_poll(pa->c, 100) != 0)
            break;
        session *s = net_client_session(pa->c);
        if (!s)
            continue;
        int at = net_client_base(pa->c) + s->nactions;
        double t = now();
        for (int k = at - net_client_take_applied(pa->c); k < at; k++)
            if (k >= 0 && k < MAXA)
                applied_at[pa->idx][k] = t;
        if (s->rules->outcome(s->state, out, sizeof out)) {
            pa->over = 1;
            pa->actions = at;
            break;
        }
        if (!net_client_my_turn(pa->c))
            continue;
        pthread_mutex_lock(&wait_lock);
        if (!waited && at >= 200) {
            /* mid-game, the host waits for this seat: its CPU meanwhile */
            cpu2 = cpu_of(pa->pid);
            usleep(2000000);
            cpu3 = cpu_of(pa->pid);
            waited = 1;
        }
        pthread_mutex_unlock(&wait_lock);
        cJSON *a = s->rules->bot_action(s->state);
        if (at < MAXA)
            sent_at[at] = now();
        net_client_send_action(pa->c, a, why, sizeof why);
        cJSON_Delete(a);
    }
    return NULL;
}

int main(int argc, char **argv)
{
    int fds[2], port = 0, nlat = 0;
    char line[256], code[16] = "", seed[32];
    static double lat[MAXA];
    net_client *cl[NCL];
    game_registry reg = { { &race_rules }, 1 };
    double idle_s = 2.0, cpu0, cpu1;
    pid_t pid;
    FILE *f;

    if (argc < 3) {
        fprintf(stderr, "usage: netbench BIN DATADIR [SEED]\n");
        return 2;
    }
    snprintf(seed, sizeof seed, "%s", argc > 3 ? argv[3] : "1");
    if (pipe(fds) != 0)
        return 1;
    if ((pid = fork()) == 0) {
        dup2(fds[1], 1);
        close(fds[0]);
        execl(argv[1], argv[1], "host", "race", "--seed", seed, "--option",
              "seats=remote,remote,remote,remote", "--port", "0", "--headless", (char *)NULL);
        _exit(127);
    }
    close(fds[1]);
    f = fdopen(fds[0], "r");
    if (!f || !fgets(line, sizeof line, f) ||
        sscanf(line, "hosting race on port %d, code %15s", &port, code) != 2) {
        fprintf(stderr, "netbench: the host did not start\n");
        kill(pid, SIGTERM);
        return 1;
    }
    /* the host alone, waiting for players */
    cpu0 = cpu_of(pid);
    usleep((useconds_t)(idle_s * 1e6));
    cpu1 = cpu_of(pid);
    for (int i = 0; i < NCL; i++) {
        net_client_opts o;
        char addr[64], name[16];
        errs e;
        memset(&o, 0, sizeof o);
        snprintf(addr, sizeof addr, "127.0.0.1:%d", port);
        snprintf(name, sizeof name, "Bot%d", i + 1);
        o.games = &reg;
        o.datadir = argv[2];
        o.address = addr;
        o.code = code;
        o.name = name;
        o.seat = i + 1;
        o.program = "legation 1";
        o.log = quiet;
        errs_clear(&e);
        if (!(cl[i] = net_client_new(&o, 5000, &e))) {
            fprintf(stderr, "netbench: %s\n", errs_first(&e));
            kill(pid, SIGTERM);
            return 1;
        }
    }
    /* each client in its own thread, as on its own machine */
    pthread_t th[NCL];
    for (int i = 0; i < NCL; i++) {
        arg[i].c = cl[i];
        arg[i].idx = i;
        arg[i].pid = pid;
        pthread_create(&th[i], NULL, player, &arg[i]);
    }
    for (int i = 0; i < NCL; i++)
        pthread_join(th[i], NULL);
    int over = 0, actions = 0;
    for (int i = 0; i < NCL; i++)
        if (arg[i].over) {
            over = 1;
            actions = arg[i].actions;
        }
    for (int k = 0; k < actions && k < MAXA; k++) {
        double last = 0;
        if (sent_at[k] <= 0)
            continue;
        for (int i = 0; i < NCL; i++)
            if (applied_at[i][k] > last)
                last = applied_at[i][k];
        if (last > 0)
            lat[nlat++] = (last - sent_at[k]) * 1000.0;
    }
    uint64_t sent = 0, recv = 0;
    for (int i = 0; i < NCL; i++) {
        uint64_t s1, r1;
        net_client_traffic(cl[i], &s1, &r1);
        sent += s1;
        recv += r1;
    }
    for (int i = 0; i < NCL; i++)
        net_client_free(cl[i]);
    fclose(f);
    waitpid(pid, NULL, 0);
    if (!over || nlat == 0) {
        fprintf(stderr, "netbench: the game did not end\n");
        return 1;
    }
    qsort(lat, (size_t)nlat, sizeof lat[0], cmp);
    printf("network (race, 4 bot clients and a headless host on loopback, seed %s):\n", seed);
    printf("  %d actions, %d measured\n", actions, nlat);
    printf("  action sent to applied by every client: median %.2f ms, 99th percentile "
           "%.2f ms (aim: under 20 ms)\n", lat[nlat / 2], lat[(nlat * 99) / 100]);
    printf("  bytes on the wire per action: %.0f from the host to the 4 clients, %.0f from "
           "the clients\n", (double)recv / actions, (double)sent / actions);
    printf("  host CPU while it waits: %.1f%% for players to join, %.1f%% for a move "
           "(over %.0f s each; aim 0%%)\n", 100 * (cpu1 - cpu0) / idle_s,
           waited ? 100 * (cpu3 - cpu2) / idle_s : 0.0, idle_s);
    return 0;
}
