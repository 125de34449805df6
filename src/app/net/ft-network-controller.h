/* ft-network-controller.h — a network game in the window (docs/network.md):
 * the Host and Join dialogs, and, while the game lasts, the bar above the
 * board (the address, port and code while waiting; "Connection lost —
 * waiting for the opponent (mm:ss)" with Claim Win; the opponent's offers)
 * and the live view (this player's selection and drag go out, the
 * opponent's are drawn on the board).
 *
 * The game stage holds the controller while its game is shown
 * (ft_game_stage_set_network) and shows the controller's session; resign,
 * take back and restart go through it. Its bar goes in the slot above the
 * board that the window gives. A
 * player's seat (address, code, token) is kept beside the window's
 * autosave while the game lasts, so that a restart can rejoin it; it is
 * forgotten when the game ends, the host leaves or refuses it.
 */
#pragma once

#include <gtk/gtk.h>

#include "ft-network-client.h"
#include "ft-network-host.h"
#include "ft-new-game-dialog.h"
#include "ft-game-stage.h"

G_BEGIN_DECLS

#define FT_TYPE_NETWORK_CONTROLLER (ft_network_controller_get_type ())
G_DECLARE_FINAL_TYPE (FtNetworkController, ft_network_controller, FT, NETWORK_CONTROLLER, GObject)

/* Take over `stage` for the game of host (listening) or client
 * (connecting), the bar in `slot`; the stage keeps the controller. A
 * client's seat is kept beside `autosave_path` (NULL: not kept). */
FtNetworkController *ft_network_controller_attach_host (FtGameStage *stage, GtkBox *slot, FtNetworkHost *host);
FtNetworkController *ft_network_controller_attach_client (FtGameStage *stage, GtkBox *slot,
                                                          const char *autosave_path, FtNetworkClient *client);

/* ft-network-controller-dialogs.c: win.host-network: the New Game
 * dialog's choices that a network game supports, then listen (port 41414,
 * or any free port if that one is taken). */
FtNewGameDialog *ft_network_controller_open_host_dialog (FtGameStage *stage, GtkBox *slot);
/* win.join-network: host[:port] (the last one typed), code, token (to
 * rejoin), Watch. Filled in from the seat this window kept, if any. */
GtkWidget *ft_network_controller_open_join_dialog (FtGameStage *stage, GtkBox *slot,
                                                  const char *autosave_path);
/* At start: the window (the one that autosaves) kept a seat in a network
 * game it did not finish: a toast offers "Rejoin the network game at
 * HOST". NULL when there is none. Closing the toast forgets the seat. */
AdwToast *ft_network_controller_offer_rejoin (FtGameStage *stage, GtkBox *slot, const char *autosave_path);

GtkWidget *ft_network_controller_get_bar (FtNetworkController *self);
/* The players' chat under the bar (ft-chat-view.h). */
GtkWidget *ft_network_controller_get_chat (FtNetworkController *self);
/* What the bar says while a host waits, instead of its address and code
 * (over XMPP: "Waiting for bob@example.org to accept the invitation"). */
void ft_network_controller_set_waiting_text (FtNetworkController *self, const char *text);
/* A host that nobody has joined yet (the side panel says "Waiting", and
 * there is nothing to resign). */
gboolean ft_network_controller_is_waiting (FtNetworkController *self);
/* What the bar says now (tests, screenshots). */
const char *ft_network_controller_get_bar_text (FtNetworkController *self);
FtNetworkHost *ft_network_controller_get_host (FtNetworkController *self);
FtNetworkClient *ft_network_controller_get_client (FtNetworkController *self);

void ft_network_controller_resign (FtNetworkController *self);
void ft_network_controller_offer (FtNetworkController *self, FtNetOffer offer);
gboolean ft_network_controller_claim_win (FtNetworkController *self);

G_END_DECLS
