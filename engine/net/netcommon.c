/* netcommon: what the host and the client of engine/net both use: the
 * clock, sending one message, the log line (one function for both sides,
 * each with its own prefix when it goes to standard error) and the names
 * of the seat kinds as they travel. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

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
