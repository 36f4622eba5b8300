/* netcommon: what the host and the client of engine/net both use: the
 * clock, sending one message, the log line (one function for both sides,
 * each with its own prefix when it goes to standard error), the names
 * of the seat kinds as they travel and the seats' own names. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/catalog.h"
#include "net/net.h"
#include "net/net_local.h"

double net_now(void)
{
    struct timespec t;

    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

int net_send(ENetPeer *p, const cJSON *msg, uint64_t *bytes)
{
    size_t len;
    char *text = netmsg_text(msg, &len);
    ENetPacket *pk;

    if (!text)
        return -1;
    pk = enet_packet_create(text, len, ENET_PACKET_FLAG_RELIABLE);
    free(text);
    if (!pk)
        return -1;
    if (enet_peer_send(p, 0, pk) != 0) {
        enet_packet_destroy(pk);
        return -1;
    }
    if (bytes)
        *bytes += len;
    return 0;
}

void net_logf(net_log_fn fn, void *ctx, const char *prefix, const char *fmt, ...)
{
    char line[600];
    va_list ap;

    va_start(ap, fmt);
    vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    if (fn)
        fn(ctx, line);
    else
        fprintf(stderr, "%s%s\n", prefix ? prefix : "", line);
}

static const char *const kind_names[] = { "here", "computer", "remote", "empty" };

const char *net_seat_kind_name(int kind)
{
    return kind >= NET_HERE && kind <= NET_EMPTY ? kind_names[kind] : "empty";
}

int net_seat_kind_of(const char *name)
{
    for (int i = NET_HERE; i <= NET_EMPTY; i++)
        if (name && !strcmp(kind_names[i], name))
            return i;
    return NET_EMPTY;
}

int net_seat_titles(const session *s, char title[][NETMSG_TITLE_MAX + 1], int nseats)
{
    catalog *cat = calloc(1, sizeof *cat);
    int got = 0;
    errs e;

    errs_clear(&e);
    if (!cat || !s || !catalog_load(cat, s->datadir, s->rules->id, &e)) {
        free(cat);
        return 0;
    }
    const cat_scenario *sc = catalog_find(cat, s->scenario);
    for (int k = 0; sc && k < sc->nopts; k++) {
        const cat_option *o = &sc->opt[k];
        if (o->kind != CAT_SEATS || o->nchoices != nseats)
            continue;
        for (got = 0; got < nseats; got++) {
            const char *l = o->choice_label[got];
            if (!l[0] || strlen(l) > NETMSG_TITLE_MAX || !netmsg_readable(l))
                break;
            snprintf(title[got], NETMSG_TITLE_MAX + 1, "%s", l);
        }
        if (got < nseats)
            got = 0;
        break;
    }
    free(cat);
    return got;
}

/* Something to read on e's socket within timeout_ms? Reads nothing, so
 * the window's waiter thread may call it while the loop's poll reads. */
int net_socket_wait(ENetHost *e, int timeout_ms)
{
    enet_uint32 cond = ENET_SOCKET_WAIT_RECEIVE;

    if (!e || enet_socket_wait(e->socket, &cond, (enet_uint32)(timeout_ms > 0 ? timeout_ms : 0)) != 0)
        return 0;
    return (cond & ENET_SOCKET_WAIT_RECEIVE) != 0;
}
