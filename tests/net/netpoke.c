/* netpoke: a test's hostile and friendly players in one process, for
 * tests/suites/net.sh. It joins a two-seat game as both seats (each
 * played by the computer player) and, while seat 1 is to move, makes the
 * host refuse one bad message of each kind:
 *   random      random bytes
 *   oversized   a well-formed chat of more than 64 KB
 *   badjson     malformed JSON
 *   badtype     a message type no one sends to the host
 *   otherseat   seat 2's connection sends an action while seat 1 is to move
 *   stale       seat 1 sends an action for a moment that has passed
 *   watcher     a watcher sends an action
 *   wrongcode   a newcomer with the wrong join code
 *   flood       a newcomer who sends nothing but garbage (disconnected)
 * then plays the game to its end. Prints "refused KIND: WHY" for each
 * refusal heard, and each seat's `game over:` line.
 * Usage: netpoke HOST:PORT CODE PROGRAM DATADIR */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "net/net.h"

extern const game_rules peking_rules;
extern const game_rules tuan_rules;
extern const game_rules race_rules;
extern const game_rules colonial_rules;

/* The last refusal each client heard. */
typedef struct heard {
    char line[600];
    int refused;
    int closed;
} heard;

static void on_log(void *ctx, const char *line)
{
    heard *h = ctx;

    if (!strncmp(line, "The host refused: ", 18)) {
        snprintf(h->line, sizeof h->line, "%s", line + 18);
        h->refused++;
    }
}

static net_client *join(const net_client_opts *base, const char *name, int seat, int watch,
                        const char *code, heard *h)
{
    net_client_opts o = *base;
    errs e;
    net_client *c;

    o.name = name;
    o.seat = seat;
    o.watch = watch;
    o.code = code;
    o.log = on_log;
    o.log_ctx = h;
    errs_clear(&e);
    if (!(c = net_client_new(&o, 5000, &e))) {
        printf("netpoke: %s\n", errs_first(&e));
        exit(1);
    }
    return c;
}

static net_client *cl[4];
static int ncl;

/* Poll every client once, for up to ms. */
static void pump(int ms)
{
    for (int i = 0; i < ncl; i++)
        if (cl[i])
            net_client_poll(cl[i], i == 0 ? ms : 0);
}

/* Pump until h hears a refusal (or its connection ends); 0 after 5 s. */
static int wait_refusal(net_client *c, heard *h, int before)
{
    for (int k = 0; k < 500; k++) {
        pump(10);
        if (h->refused > before)
            return 1;
        if (net_client_why(c)[0]) {
            snprintf(h->line, sizeof h->line, "%s", net_client_why(c));
            return 1;
        }
    }
    return 0;
}

static void poke(const char *kind, net_client *c, heard *h, const void *data, size_t len)
{
    int before = h->refused;

    if (net_client_send_raw(c, data, len) != 0 || !wait_refusal(c, h, before))
        printf("no refusal %s\n", kind);
    else
        printf("refused %s: %s\n", kind, h->line);
    fflush(stdout);
}

static void action_msg(char *buf, size_t n, int at)
{
    snprintf(buf, n, "{\"type\":\"action\",\"n\":%d,\"action\":{\"type\":\"end\"}}", at);
}

int main(int argc, char **argv)
{
    game_registry reg = { { 0 }, 0 };
    net_client_opts o;
    heard h[4];
    char buf[256];
    int done[2] = { 0, 0 };

    if (argc != 5) {
        fprintf(stderr, "usage: netpoke HOST:PORT CODE PROGRAM DATADIR\n");
        return 2;
    }
    const game_rules *all[] = { &peking_rules, &tuan_rules, &race_rules, &colonial_rules };
    for (int i = 0; i < 4; i++)
        if (all[i])
            reg.rules[reg.n++] = all[i];
    memset(&o, 0, sizeof o);
    memset(h, 0, sizeof h);
    o.games = &reg;
    o.datadir = argv[4];
    o.address = argv[1];
    o.program = argv[3];
    cl[ncl++] = join(&o, "Ann", 1, 0, argv[2], &h[0]);
    cl[ncl++] = join(&o, "Bob", 2, 0, argv[2], &h[1]);
    /* both welcomed, the game begun, seat 1 to move (the host waits for it) */
    for (int k = 0; k < 500; k++) {
        pump(10);
        session *s = net_client_session(cl[0]);
        int nseats;
        const net_seat *st = net_client_seats(cl[0], &nseats);
        if (s && net_client_session(cl[1]) && nseats == 2 && st[0].connected &&
            st[1].connected && net_client_my_turn(cl[0]))
            break;
        if (net_client_why(cl[0])[0] && net_client_why(cl[1])[0])
            break;   /* both refused: no game to play */
    }
    if (!net_client_my_turn(cl[0])) {
        printf("netpoke: seat 1 never came to move (%s / %s)\n", net_client_why(cl[0]), net_client_why(cl[1]));
        return 1;
    }
    {
        unsigned char rnd[300];
        unsigned x = 12345;
        for (size_t i = 0; i < sizeof rnd; i++)
            rnd[i] = (unsigned char)((x = x * 1103515245u + 12345u) >> 16);
        poke("random", cl[0], &h[0], rnd, sizeof rnd);
    }
    {
        size_t big = 70000;
        char *t = malloc(big + 64);
        int k = snprintf(t, 64, "{\"type\":\"chat\",\"text\":\"");
        memset(t + k, 'a', big);
        memcpy(t + k + big, "\"}", 3);
        poke("oversized", cl[0], &h[0], t, strlen(t));
        free(t);
    }
    poke("badjson", cl[0], &h[0], "{\"type\":\"action\",\"n\":", 21);
    poke("badtype", cl[0], &h[0], "{\"type\":\"welcome\"}", 18);
    {
        session *s = net_client_session(cl[1]);
        action_msg(buf, sizeof buf, net_client_base(cl[1]) + s->nactions);
        poke("otherseat", cl[1], &h[1], buf, strlen(buf));
        s = net_client_session(cl[0]);
        action_msg(buf, sizeof buf, net_client_base(cl[0]) + s->nactions + 5);
        poke("stale", cl[0], &h[0], buf, strlen(buf));
    }
    cl[ncl++] = join(&o, "Cy", 0, 1, argv[2], &h[2]);
    for (int k = 0; k < 500 && !net_client_session(cl[2]); k++)
        pump(10);
    action_msg(buf, sizeof buf, 0);
    poke("watcher", cl[2], &h[2], buf, strlen(buf));
    {
        heard w;
        memset(&w, 0, sizeof w);
        net_client *c = join(&o, "Dee", 0, 1, "WRONG", &w);
        cl[ncl++] = c;
        if (!wait_refusal(c, &w, 0))
            printf("no refusal wrongcode\n");
        else
            printf("refused wrongcode: %s\n", w.line);
        net_client_free(c);
        cl[--ncl] = NULL;
    }
    {
        /* a watcher who sends nothing but garbage */
        heard f;
        memset(&f, 0, sizeof f);
        net_client *c = join(&o, "Eve", 0, 1, argv[2], &f);
        cl[ncl++] = c;
        for (int i = 0; i < 12 && !net_client_why(c)[0]; i++) {
            int before = f.refused;
            net_client_send_raw(c, "garbage", 7);
            wait_refusal(c, &f, before);
        }
        printf("flood: %s\n", net_client_why(c)[0] ? net_client_why(c) : "still connected");
        net_client_free(c);
        cl[--ncl] = NULL;
    }
    fflush(stdout);
    /* and the game goes on to its end */
    for (int k = 0; k < 60000 && !(done[0] && done[1]); k++) {
        pump(k % 100 ? 1 : 10);
        for (int i = 0; i < 2; i++) {
            session *s = net_client_session(cl[i]);
            char out[64], hex[17];
            if (done[i] || !s)
                continue;
            if (s->rules->outcome(s->state, out, sizeof out)) {
                netmsg_hex(game_public_digest(s->rules, s->state), hex);
                printf("game over: %s after %d actions, public state %s\n", out,
                       net_client_base(cl[i]) + s->nactions, hex);
                done[i] = 1;
            } else if (net_client_my_turn(cl[i])) {
                cJSON *a = s->rules->bot_action(s->state);
                net_client_send_action(cl[i], a, buf, sizeof buf);
                cJSON_Delete(a);
            }
        }
    }
    for (int i = 0; i < ncl; i++)
        net_client_free(cl[i]);
    return done[0] && done[1] ? 0 : 1;
}
