/* ft-avahi-client.c — see ft-avahi-client.h. */
#include "config.h"

#include "ft-avahi-library.h"

#include <avahi-common/error.h>
#include <avahi-glib/glib-watch.h>
#include <glib/gi18n-lib.h>

#include "ft-avahi-client.h"

struct _FtAvahiClient
{
  AvahiGLibPoll *poll;
  AvahiClient *client;
  AvahiClientState state;
  int error; /* of a client that could not be made */
  GError *missing; /* Avahi's libraries could not be opened */
  guint retry_id;
  FtAvahiStateFunc func;
  gpointer user_data;
};

static void connect_client (FtAvahiClient *self);

static gboolean
retry_cb (gpointer user_data)
{
  FtAvahiClient *self = user_data;

  self->retry_id = 0;
  connect_client (self);
  return G_SOURCE_REMOVE;
}

static void
state_cb (AvahiClient *client, AvahiClientState state, void *user_data)
{
  FtAvahiClient *self = user_data;

  self->state = state;
  self->func (client, state, self->user_data);
  /* The daemon went away (or the bus): this client is finished. Make a new
   * one, which waits for the daemon to come back. Not from inside
   * avahi_client_new() (self->client is not set yet then). */
  if (state == AVAHI_CLIENT_FAILURE && client == self->client && self->retry_id == 0)
    self->retry_id = g_timeout_add_seconds (1, retry_cb, self);
}

static void
connect_client (FtAvahiClient *self)
{
  g_clear_pointer (&self->client, avahi_client_free);
  self->error = 0;
  /* NO_FAIL: no daemon yet is not an error, the client waits for one. */
  self->client = avahi_client_new (avahi_glib_poll_get (self->poll), AVAHI_CLIENT_NO_FAIL,
                                   state_cb, self, &self->error);
  if (self->client == NULL)
    {
      /* No system bus at all (a sandbox without the permission): try now
       * and then, quietly. */
      self->state = AVAHI_CLIENT_FAILURE;
      g_debug ("Avahi: %s", avahi_strerror (self->error));
      self->retry_id = g_timeout_add_seconds (5, retry_cb, self);
    }
}

FtAvahiClient *
ft_avahi_client_new (FtAvahiStateFunc func, gpointer user_data)
{
  FtAvahiClient *self = g_new0 (FtAvahiClient, 1);

  self->func = func;
  self->user_data = user_data;
  /* Avahi is opened on first use (ft-avahi-library.h); without it this
   * client stays failed, and says why (ft_avahi_client_get_problem()). */
  if (!ft_avahi_library_open (&self->missing))
    {
      g_message ("%s", self->missing->message);
      self->state = AVAHI_CLIENT_FAILURE;
      return self;
    }
  self->poll = avahi_glib_poll_new (NULL, G_PRIORITY_DEFAULT);
  connect_client (self);
  return self;
}

void
ft_avahi_client_free (FtAvahiClient *self)
{
  if (self == NULL)
    return;
  g_clear_handle_id (&self->retry_id, g_source_remove);
  /* Frees the browsers, resolvers and entry groups made on it too. */
  g_clear_pointer (&self->client, avahi_client_free);
  g_clear_pointer (&self->poll, avahi_glib_poll_free);
  g_clear_error (&self->missing);
  g_free (self);
}

AvahiClient *
ft_avahi_client_get (FtAvahiClient *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->client;
}

const char *
ft_avahi_client_get_problem (FtAvahiClient *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  if (self->missing != NULL)
    return _("Avahi is not installed: games on the local network cannot be found");
  switch (self->state)
    {
    case AVAHI_CLIENT_S_RUNNING:
    case AVAHI_CLIENT_S_REGISTERING:
    case AVAHI_CLIENT_S_COLLISION:
      return NULL;
    case AVAHI_CLIENT_CONNECTING:
      return _("The Avahi daemon is not running: games on the local network cannot be found");
    case AVAHI_CLIENT_FAILURE:
    default:
      return _("Avahi cannot be reached: games on the local network cannot be found");
    }
}
