/* netmsg: the network protocol's messages, checked. One pure function
 * (no sockets, no ENet) takes the bytes of one packet and returns the
 * message only when it is well formed: at most NETMSG_MAX bytes, one JSON
 * object, a "type" known for the direction it travels, only that type's
 * keys, each of its kind and range. What a message means for the game
 * (the code, the seat, the turn, the rules) is the host's to check. It is
 * the fuzzers' entry point (tests/fuzz, target netmsg). */
#ifndef ENGINE_NETMSG_H
#define ENGINE_NETMSG_H

#include <stddef.h>

#include <cJSON.h>

#define NETMSG_MAX 65536        /* bytes in one message */
#define NETMSG_PROTOCOL 1       /* this program's protocol version */
#define NETMSG_NAME_MAX 24      /* bytes in a player's name */
#define NETMSG_CHAT_MAX 200     /* bytes in a chat line */
#define NETMSG_SEATS_MAX 8
#define NETMSG_TITLE_MAX 63     /* bytes in a seat's name ("Russians") */

/* Who sends it. */
enum { NETMSG_TO_HOST, NETMSG_TO_CLIENT };

enum netmsg_type {
    NETMSG_BAD = -1,
    /* client to host */
    NETMSG_HELLO, NETMSG_ACTION, NETMSG_UNDO, NETMSG_CHAT, NETMSG_TAKE, NETMSG_RESYNC,
    /* host to client */
    NETMSG_WELCOME, NETMSG_REFUSED, NETMSG_APPLIED, NETMSG_UNDONE, NETMSG_SEATS,
    NETMSG_SAID, NETMSG_POSITION, NETMSG_NOTE, NETMSG_OVER,
    NETMSG_NTYPES
};

/* The type's name as it travels ("hello"). */
const char *netmsg_name(int type);
/* Check one packet sent towards dir. Returns its type with the parsed
 * object in *out (caller frees), or NETMSG_BAD with a sentence in why
 * (what was wrong, naming the key) and *out NULL. */
int netmsg_parse(const void *data, size_t len, int dir, cJSON **out, char *why, size_t n);
/* A new message object of a type (caller fills and frees). */
cJSON *netmsg_new(int type);
/* The text to send (caller frees); NULL when out of memory or over
 * NETMSG_MAX. */
char *netmsg_text(const cJSON *msg, size_t *len);
/* Text a message may carry: UTF-8 without control characters. */
int netmsg_readable(const char *s);
/* A 64-bit digest as 16 hex digits, and back (1 when it is one). */
void netmsg_hex(unsigned long long v, char out[17]);
int netmsg_unhex(const char *s, unsigned long long *v);

#endif
