/* uinet: a networked game on screen (the host's, or a player's): the
 * game's own view, linked to the network (engine/net) through the
 * session's session_net, the network pumped between frames. */
#ifndef ENGINE_UINET_H
#define ENGINE_UINET_H

#include "core/errs.h"
#include "net/net.h"
#include "ui/ui.h"

typedef struct ui_net ui_net;

/* Join a hosted game: connects now (up to 5 s), and opens the game's
 * screen when the host has welcomed this player (a refusal shows in a
 * dialog). bot: the computer plays this player's seat. 0, or -1 with a
 * message in e. */
int ui_net_join(ui_app *a, const net_client_opts *o, int bot, errs *e);
/* The client of a join whose game has not opened yet (a look at the
 * seats: net_client_looked, net_client_take_seat), or NULL: none, or it
 * was refused (the pump said so in a dialog) and is gone. */
net_client *ui_net_joining(ui_app *a);
/* Give up such a join (the player went back): the host hears goodbye. */
void ui_net_cancel(ui_app *a);
/* Host session s on the network (o's session is s; its log and play
 * settings are the screen's) and open its screen; prints the `hosting
 * GAME on port P, code CODE` line. The scene owns s. 0, or -1 with a
 * message in e (s is freed). */
int ui_net_host(ui_app *a, session *s, const net_host_opts *o, errs *e);
/* The same, through the host's lobby (netlobby.c): the port, the
 * addresses, the join code and the seats filling; the game's screen opens
 * at its Start, and its Cancel closes the host (s is freed then). */
int ui_net_host_lobby(ui_app *a, session *s, const net_host_opts *o, errs *e);

#endif
