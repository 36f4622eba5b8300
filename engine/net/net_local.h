/* net_local: what the host and the client of engine/net share
 * (netcommon.c). */
#ifndef ENGINE_NET_LOCAL_H
#define ENGINE_NET_LOCAL_H

#include <stdint.h>

#include <enet/enet.h>

#include <cJSON.h>

/* Seconds on a monotonic clock. */
double net_now(void);
/* Send one message, reliable and in order; adds its bytes to *bytes
 * (may be NULL). 0, or -1 when it could not be queued or is too long. */
int net_send(ENetPeer *p, const cJSON *msg, uint64_t *bytes);

#endif
