/* net_local: what the host and the client of engine/net share
 * (netcommon.c). */
#ifndef ENGINE_NET_LOCAL_H
#define ENGINE_NET_LOCAL_H

#include <stdint.h>

#include <enet/enet.h>

#include <cJSON.h>

#include "net/netmsg.h"

/* Seconds on a monotonic clock. */
double net_now(void);
/* Send one message, reliable and in order; adds its bytes to *bytes
 * (may be NULL). 0, or -1 when it could not be queued or is too long. */
int net_send(ENetPeer *p, const cJSON *msg, uint64_t *bytes);
/* Something to read on e's socket within timeout_ms (reads nothing). */
int net_socket_wait(ENetHost *e, int timeout_ms);
struct session;
/* The names of the game's seats as its scenario gives them ("British",
 * "Russians"), from the catalog in the session's data folder: how many
 * (0 when the catalog gives none, or not one for each seat). */
int net_seat_titles(const struct session *s, char title[][NETMSG_TITLE_MAX + 1], int nseats);

#endif
