/* ft-avahi-client.h — the Avahi client both DNS-SD objects use
 * (ft-lan-announcer.h, ft-lan-browser.h), private to the game layer: a
 * connection to the avahi-daemon over the D-Bus system bus, on the GLib
 * main context, that waits for a daemon that is not running yet and
 * reconnects when it restarts.
 *
 * Why libavahi-client rather than plain GDBus calls: it subscribes to a
 * browser's signals before the daemon can send them (with raw D-Bus the
 * first results can be lost), follows the daemon's restarts, and is what
 * Debian and the GNOME runtime ship. */
#pragma once

#include <avahi-client/client.h>
#include <glib.h>

G_BEGIN_DECLS

typedef struct _FtAvahiClient FtAvahiClient;

/* Called at every state change of the client (also from inside
 * ft_avahi_client_new()); use `client`, which may differ from an earlier
 * one after a reconnection. AVAHI_CLIENT_FAILURE means everything made on
 * the old client is gone; a new client follows by itself. */
typedef void (*FtAvahiStateFunc) (AvahiClient *client, AvahiClientState state,
                                  gpointer user_data);

FtAvahiClient *ft_avahi_client_new (FtAvahiStateFunc func, gpointer user_data);
void ft_avahi_client_free (FtAvahiClient *self);
/* The client, NULL when none could be made. */
AvahiClient *ft_avahi_client_get (FtAvahiClient *self);
/* Why discovery is not working now (translated), or NULL when it is. */
const char *ft_avahi_client_get_problem (FtAvahiClient *self);

G_END_DECLS
