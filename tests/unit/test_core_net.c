/* Unit tests of engine/net and the public digest beside it: the digest
 * is the hash of the public position's text but makes no text; one log
 * function for host and client; a host's message leaves at once (no
 * waiting for its next poll); the seats a joiner sees before taking one.
 * A toy game: two seats add 1 to 3 in turn up to 30; a real host and
 * client in this program talk over loopback. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "game.h"
#include "net/net.h"
#include "session.h"
#include "test.h"

typedef struct toy {
    int total, moves;
} toy;

static void *toy_create(const char *datadir, const char *scenario, const cJSON *options,
                        uint64_t seed, errs *e)
{
    (void)datadir, (void)scenario, (void)options, (void)seed, (void)e;
    return calloc(1, sizeof(toy));
}

static void toy_destroy(void *st)
{
    free(st);
}

static int toy_apply(void *st, const cJSON *a, glog *log, char *why, size_t n)
{
    toy *t = st;
    const cJSON *k = cJSON_GetObjectItemCaseSensitive(a, "n");

    (void)log;
    if (t->total >= 30 || !cJSON_IsNumber(k) || k->valueint < 1 || k->valueint > 3) {
        snprintf(why, n, "Add 1 to 3.");
        return -1;
    }
    t->total += k->valueint;
    t->moves++;
    return 0;
}

static int toy_seat(const void *st)
{
    const toy *t = st;

    return t->total >= 30 ? -1 : t->moves % 2;
}

/* The public position, with what a digest must write exactly as cJSON
 * does: escapes, bytes past ASCII, numbers whole, negative, fractional,
 * large, and empty containers. */
static cJSON *toy_public(const void *st)
{
    const toy *t = st;
    cJSON *o = cJSON_CreateObject(), *a = cJSON_CreateArray();
    static const double nums[] = { 0, -0.0, 7, -12, 0.1, 1.0 / 3, -2.5e-7, 2147483648.0,
                                   -99999999999999.0, 1e15, 1e300, 123456789.125 };

    cJSON_AddNumberToObject(o, "total", t->total);
    cJSON_AddNumberToObject(o, "moves", t->moves);
    for (size_t i = 0; i < sizeof nums / sizeof nums[0]; i++)
        cJSON_AddItemToArray(a, cJSON_CreateNumber(nums[i]));
    cJSON_AddItemToObject(o, "nums", a);
    cJSON_AddStringToObject(o, "say \"hi\"\\", "tab\there\nnew \x01\x1f caf\xc3\xa9 \x7f end");
    cJSON_AddItemToObject(o, "empty", cJSON_CreateObject());
    cJSON_AddItemToObject(o, "none", cJSON_CreateArray());
    cJSON_AddNullToObject(o, "null");
    cJSON_AddBoolToObject(o, "yes", 1);
    cJSON_AddBoolToObject(o, "no", 0);
    cJSON_AddRawToObject(o, "raw", "[1,2]");
    a = cJSON_CreateArray();
    for (int i = 0; i < 400; i++)   /* a position of some size */
        cJSON_AddItemToArray(a, cJSON_CreateString("a hex of the map"));
    cJSON_AddItemToObject(o, "board", a);
    return o;
}

static void *toy_load(const char *datadir, const char *scenario, const cJSON *options,
                      const jdoc *d, const cJSON *pos, const char *path, errs *e)
{
    toy *t = calloc(1, sizeof *t);

    (void)datadir, (void)scenario, (void)options, (void)d, (void)path, (void)e;
    t->total = cJSON_GetObjectItemCaseSensitive(pos, "total")->valueint;
    t->moves = cJSON_GetObjectItemCaseSensitive(pos, "moves")->valueint;
    return t;
}

static int toy_outcome(const void *st, char *out, size_t n)
{
    const toy *t = st;

    if (t->total < 30)
        return 0;
    snprintf(out, n, "seat-%d-wins", (t->moves - 1) % 2 + 1);
    return 1;
}

static const game_rules toy_rules = {
    .id = "toy", .title = "Toy", .blurb = "Count\nto thirty",
    .min_players = 2, .max_players = 3,
    .create = toy_create, .destroy = toy_destroy, .apply = toy_apply,
    .seat_to_move = toy_seat, .state_load = toy_load, .outcome = toy_outcome,
    .state_json = toy_public, .public_json = toy_public,
};

/* ---- the digest ---- */

static uint64_t fnv_text(const char *t)
{
    uint64_t h = 0xcbf29ce484222325ull;

    for (const unsigned char *p = (const unsigned char *)t; *p; p++)
        h = (h ^ *p) * 0x100000001b3ull;
    return h;
}

static void digest_is_the_hash_of_the_text(void)
{
    toy t = { 17, 9 };
    cJSON *j = game_public_json(&toy_rules, &t);
    char *text = cJSON_PrintUnformatted(j);

    CHECK(text != NULL);
    if (text)
        CHECK(game_public_digest(&toy_rules, &t) == fnv_text(text));
    free(text);
    cJSON_Delete(j);
}

/* cJSON's allocations, counted through its hooks. */
static size_t biggest;

static void *count_malloc(size_t n)
{
    if (n > biggest)
        biggest = n;
    return malloc(n);
}

static void digest_writes_no_text(void)
{
    toy t = { 3, 2 };
    cJSON *j = game_public_json(&toy_rules, &t);
    char *text = cJSON_PrintUnformatted(j);
    size_t len = text ? strlen(text) : 0;
    cJSON_Hooks hooks = { count_malloc, free };

    free(text);
    cJSON_Delete(j);
    CHECK(len > 4000);
    cJSON_InitHooks(&hooks);
    biggest = 0;
    game_public_digest(&toy_rules, &t);
    cJSON_InitHooks(NULL);
    if (biggest >= len / 4)
        printf("  the digest allocated %zu bytes at once (the text is %zu)\n", biggest, len);
    CHECK(biggest < len / 4);
}

/* ---- the log ---- */

typedef struct lines {
    char text[16][200];
    int n;
} lines;

static void keep_line(void *ctx, const char *line)
{
    lines *l = ctx;

    if (l->n < 16)
        snprintf(l->text[l->n++], sizeof l->text[0], "%s", line);
}

static void one_log_for_host_and_client(void)
{
    lines l = { .n = 0 };
    char path[] = "/tmp/legation-netlog-XXXXXX", buf[400] = "";
    int fd = mkstemp(path), saved = dup(2);
    FILE *f;

    net_logf(keep_line, &l, "host: ", "%s takes seat %d", "Ann", 2);
    CHECK_INT(l.n, 1);
    CHECK_STR(l.text[0], "Ann takes seat 2");
    /* no log: standard error, with the side's prefix */
    CHECK(fd >= 0 && saved >= 0);
    fflush(stderr);
    dup2(fd, 2);
    net_logf(NULL, NULL, "host: ", "refused %s", "Bob");
    net_logf(NULL, NULL, "", "Joined %s", "Toy");
    fflush(stderr);
    dup2(saved, 2);
    close(saved);
    f = fopen(path, "r");
    if (f) {
        size_t n = fread(buf, 1, sizeof buf - 1, f);
        buf[n] = 0;
        fclose(f);
    }
    close(fd);
    unlink(path);
    CHECK_STR(buf, "host: refused Bob\nJoined Toy\n");
}

/* ---- a host and a client on loopback ---- */

static void quiet(void *ctx, const char *line)
{
    (void)ctx, (void)line;
}

typedef struct pair {
    session *s;
    net_host *h;
    net_client *c;
    game_registry reg;
} pair;

/* The host answers while a client connects (net_client_new waits). */
static volatile int hosting;

static void *host_thread(void *vp)
{
    pair *p = vp;

    while (hosting)
        net_host_poll(p->h, 2);
    return NULL;
}

static net_client *join_opts(pair *p, const char *name, int seat, int watch, int look);

static net_client *join(pair *p, const char *name, int seat, int watch)
{
    return join_opts(p, name, seat, watch, 0);
}

static net_client *join_opts(pair *p, const char *name, int seat, int watch, int look)
{
    net_client_opts o;
    char addr[64];
    errs e;
    pthread_t th;
    net_client *c;

    memset(&o, 0, sizeof o);
    snprintf(addr, sizeof addr, "127.0.0.1:%d", net_host_port(p->h));
    o.games = &p->reg;
    o.datadir = ".";
    o.address = addr;
    o.code = net_host_code(p->h);
    o.name = name;
    o.seat = seat;
    o.watch = watch;
    o.look = look;
    o.program = "legation test";
    o.log = quiet;
    errs_clear(&e);
    hosting = 1;
    if (pthread_create(&th, NULL, host_thread, p) != 0)
        return NULL;
    c = net_client_new(&o, 2000, &e);
    hosting = 0;
    pthread_join(th, NULL);
    if (!c)
        printf("  %s\n", errs_first(&e));
    return c;
}

/* A host of the toy with seats of the given kinds. */
static int host(pair *p, const int *kind, int n)
{
    net_host_opts o;
    errs e;

    memset(p, 0, sizeof *p);
    p->reg.rules[0] = &toy_rules;
    p->reg.n = 1;
    errs_clear(&e);
    if (!(p->s = session_new(&toy_rules, ".", "toy", NULL, 1, &e)))
        return 0;
    memset(&o, 0, sizeof o);
    o.s = p->s;
    o.nseats = n;
    for (int i = 0; i < n; i++)
        o.kind[i] = kind[i];
    o.program = "legation test";
    o.rejoin_wait = -1;
    o.log = quiet;
    if (!(p->h = net_host_new(&o, &e)))
        return 0;
    return 1;
}

static void unhost(pair *p)
{
    net_client_free(p->c);
    net_host_free(p->h);
    session_free(p->s);
}

/* Poll host and client until cond holds (or two seconds pass). */
#define PUMP_UNTIL(p, cond) do { \
    for (int k_ = 0; k_ < 400 && !(cond); k_++) { \
        net_host_poll((p)->h, 1); \
        if ((p)->c) net_client_poll((p)->c, 4); \
    } } while (0)

static void host_move_leaves_at_once(void)
{
    static const int kind[] = { NET_HERE, NET_REMOTE };
    pair p;
    char why[200];
    cJSON *a = cJSON_Parse("{\"n\":2}");
    session *cs = NULL;

    CHECK(host(&p, kind, 2));
    CHECK((p.c = join(&p, "Ann", 2, 0)) != NULL);
    if (!p.c) {
        unhost(&p);
        return;
    }
    PUMP_UNTIL(&p, net_host_started(p.h) && net_client_session(p.c));
    CHECK(net_host_started(p.h));
    /* the host's screen plays its own seat, and then polls no more for a
     * while (a frame to draw): the action must be on its way already */
    CHECK_INT(net_host_play(p.h, a, why, sizeof why), 0);
    for (int k = 0; k < 100 && (!(cs = net_client_session(p.c)) || cs->nactions == 0); k++)
        net_client_poll(p.c, 5);
    CHECK(cs != NULL);
    if (cs)
        CHECK_INT(cs->nactions, 1);
    cJSON_Delete(a);
    unhost(&p);
}

static double now_s(void)
{
    struct timespec ts;

    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

/* The window's waiter (engine/ui/netwait.c) sleeps on the socket: the
 * host's wait says 1 as soon as the player's action has come, 0 when
 * nothing comes within its time, and it reads nothing (the poll does);
 * the player's wait likewise for the host's answer. */
static void wait_wakes_on_a_message(void)
{
    static const int kind[] = { NET_HERE, NET_REMOTE };
    pair p;
    char why[200];
    cJSON *a = cJSON_Parse("{\"n\":2}");
    session *cs = NULL;
    double t0;

    CHECK(host(&p, kind, 2));
    CHECK((p.c = join(&p, "Ann", 2, 0)) != NULL);
    if (!p.c) {
        unhost(&p);
        cJSON_Delete(a);
        return;
    }
    PUMP_UNTIL(&p, net_host_started(p.h) && net_client_session(p.c));
    /* nothing comes: 0 after its time (a ping of ENet's own may come in
     * between: it is read, and the wait tried again) */
    int idle = 0;
    for (int k = 0; k < 6 && !idle; k++) {
        net_host_poll(p.h, 1);
        net_client_poll(p.c, 4);
        t0 = now_s();
        idle = net_host_wait(p.h, 60) == 0 && now_s() - t0 >= 0.05;
    }
    CHECK(idle);
    /* the host plays; the player's socket has it at once */
    CHECK_INT(net_host_play(p.h, a, why, sizeof why), 0);
    t0 = now_s();
    CHECK_INT(net_client_wait(p.c, 2000), 1);
    CHECK(now_s() - t0 < 0.5);
    CHECK_INT(net_client_wait(p.c, 0), 1);      /* read nothing: still there */
    for (int k = 0; k < 100 && (!(cs = net_client_session(p.c)) || cs->nactions == 0); k++)
        net_client_poll(p.c, 5);
    CHECK(cs && cs->nactions == 1);
    /* the player's answer (its acks of the action) wakes the host */
    t0 = now_s();
    CHECK_INT(net_host_wait(p.h, 2000), 1);
    CHECK(now_s() - t0 < 0.5);
    cJSON_Delete(a);
    unhost(&p);
}

/* Joining looks first: the host sends its seats (who holds each, which
 * are open) with the code checked, before any is taken; the player then
 * takes one. A wrong code sees no seats. */
static void joiner_sees_the_seats_first(void)
{
    static const int kind[] = { NET_REMOTE, NET_COMPUTER, NET_REMOTE };
    pair p;
    net_client *ann = NULL;
    const net_seat *st;
    int n = 0;

    CHECK(host(&p, kind, 3));
    /* Ann holds seat 1 */
    CHECK((ann = join(&p, "Ann", 1, 0)) != NULL);
    for (int k = 0; k < 200 && ann && !net_client_session(ann); k++) {
        net_host_poll(p.h, 1);
        net_client_poll(ann, 4);
    }
    CHECK((p.c = join_opts(&p, "Bob", 0, 0, 1)) != NULL);
    if (!p.c || !ann) {
        net_client_free(ann);
        unhost(&p);
        return;
    }
    PUMP_UNTIL(&p, net_client_looked(p.c));
    CHECK(net_client_looked(p.c));
    CHECK(net_client_session(p.c) == NULL);   /* no seat, no game yet */
    st = net_client_seats(p.c, &n);
    CHECK_INT(n, 3);
    if (n == 3) {
        CHECK_STR(st[0].name, "Ann");
        CHECK(!net_seat_open(&st[0], "Bob"));
        CHECK_INT(st[1].kind, NET_COMPUTER);
        CHECK(!net_seat_open(&st[1], "Bob"));
        CHECK(net_seat_open(&st[2], "Bob"));
    }
    CHECK(!net_host_started(p.h));
    CHECK_INT(net_client_take_seat(p.c, 3, 0), 0);
    PUMP_UNTIL(&p, net_client_session(p.c) != NULL);
    CHECK_INT(net_client_seat(p.c), 2);
    CHECK(net_host_started(p.h));
    net_client_free(ann);
    unhost(&p);
}

/* The checker knows hello's "look": a true or false, nothing else. */
static void hello_may_look(void)
{
    static const char good[] = "{\"type\":\"hello\",\"program\":\"legation 1\",\"protocol\":1,"
                               "\"name\":\"Bob\",\"code\":\"ABC234\",\"look\":true}";
    static const char bad[] = "{\"type\":\"hello\",\"program\":\"legation 1\",\"protocol\":1,"
                              "\"name\":\"Bob\",\"code\":\"ABC234\",\"look\":1}";
    char why[200];
    cJSON *m = NULL;

    CHECK_INT(netmsg_parse(good, sizeof good - 1, NETMSG_TO_HOST, &m, why, sizeof why), NETMSG_HELLO);
    cJSON_Delete(m);
    m = NULL;
    CHECK_INT(netmsg_parse(bad, sizeof bad - 1, NETMSG_TO_HOST, &m, why, sizeof why), NETMSG_BAD);
    CHECK_CONTAINS(why, "look");
    cJSON_Delete(m);
}

/* The seats message's "names" (the seats' own names, for the Join list)
 * are checked like every key: a list of 1 to 8 readable texts. */
static void seats_names_are_checked(void)
{
    static const char *const good =
        "{\"type\":\"seats\",\"seats\":[{\"kind\":\"here\",\"name\":\"Ann\","
        "\"connected\":true}],\"names\":[\"British\"]}";
    static const char *const bad[] = {
        "{\"type\":\"seats\",\"seats\":[{\"kind\":\"here\",\"name\":\"\",\"connected\":true}],"
        "\"names\":\"British\"}",
        "{\"type\":\"seats\",\"seats\":[{\"kind\":\"here\",\"name\":\"\",\"connected\":true}],"
        "\"names\":[]}",
        "{\"type\":\"seats\",\"seats\":[{\"kind\":\"here\",\"name\":\"\",\"connected\":true}],"
        "\"names\":[\"\"]}",
        "{\"type\":\"seats\",\"seats\":[{\"kind\":\"here\",\"name\":\"\",\"connected\":true}],"
        "\"names\":[\"Brit\\u0007ish\"]}",
        "{\"type\":\"seats\",\"seats\":[{\"kind\":\"here\",\"name\":\"\",\"connected\":true}],"
        "\"names\":[1]}",
        "{\"type\":\"seats\",\"seats\":[{\"kind\":\"here\",\"name\":\"\",\"connected\":true}],"
        "\"names\":[\"a\",\"b\",\"c\",\"d\",\"e\",\"f\",\"g\",\"h\",\"i\"]}",
    };
    char why[200];
    cJSON *m = NULL;

    CHECK_INT(netmsg_parse(good, strlen(good), NETMSG_TO_CLIENT, &m, why, sizeof why),
              NETMSG_SEATS);
    cJSON_Delete(m);
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        m = NULL;
        CHECK_INT(netmsg_parse(bad[i], strlen(bad[i]), NETMSG_TO_CLIENT, &m, why, sizeof why),
                  NETMSG_BAD);
        CHECK_CONTAINS(why, "names");
        cJSON_Delete(m);
    }
}

static void wrong_code_sees_no_seats(void)
{
    static const int kind[] = { NET_REMOTE, NET_REMOTE };
    pair p;
    net_client_opts o;
    char addr[64];
    errs e;

    CHECK(host(&p, kind, 2));
    memset(&o, 0, sizeof o);
    snprintf(addr, sizeof addr, "127.0.0.1:%d", net_host_port(p.h));
    o.games = &p.reg;
    o.datadir = ".";
    o.address = addr;
    o.code = "ZZZZZZ";
    o.name = "Eve";
    o.look = 1;
    o.program = "legation test";
    o.log = quiet;
    errs_clear(&e);
    hosting = 1;
    pthread_t th;
    pthread_create(&th, NULL, host_thread, &p);
    p.c = net_client_new(&o, 2000, &e);
    hosting = 0;
    pthread_join(th, NULL);
    CHECK(p.c != NULL);
    PUMP_UNTIL(&p, net_client_looked(p.c) || net_client_poll(p.c, 0) != 0);
    if (p.c) {
        int n = 0;
        CHECK(!net_client_looked(p.c));
        net_client_seats(p.c, &n);
        CHECK_INT(n, 0);
        CHECK_CONTAINS(net_client_why(p.c), "Wrong join code");
    }
    unhost(&p);
}

int main(void)
{
    RUN(digest_is_the_hash_of_the_text);
    RUN(digest_writes_no_text);
    RUN(one_log_for_host_and_client);
    RUN(host_move_leaves_at_once);
    RUN(wait_wakes_on_a_message);
    RUN(joiner_sees_the_seats_first);
    RUN(wrong_code_sees_no_seats);
    RUN(hello_may_look);
    RUN(seats_names_are_checked);
    TEST_END();
}
