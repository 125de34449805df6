/* ft-net-link.c — see ft-net-link.h. */
#include "config.h"

#include "ft-net-link.h"

/* Log lines per peer: a burst, then one every LOG_REFILL_S seconds. */
#define LOG_BURST 20.0
#define LOG_REFILL_S 5.0

G_DEFINE_INTERFACE (FtNetLink, ft_net_link, G_TYPE_OBJECT)

enum
{
  SIGNAL_MESSAGE,
  SIGNAL_CLOSED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
ft_net_link_default_init (FtNetLinkInterface *iface)
{
  GType type = G_TYPE_FROM_INTERFACE (iface);

  /**
   * FtNetLink::message:
   * @msg: (type gpointer): the FtNetMessage, valid during the emission
   */
  signals[SIGNAL_MESSAGE] = g_signal_new ("message", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                          G_TYPE_NONE, 1, G_TYPE_POINTER);
  signals[SIGNAL_CLOSED] = g_signal_new ("closed", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                         G_TYPE_NONE, 0);
}

#define IFACE(self) FT_NET_LINK_GET_IFACE (self)

void
ft_net_link_send (FtNetLink *self, const FtNetMessage *msg)
{
  g_return_if_fail (FT_IS_NET_LINK (self) && msg != NULL);
  IFACE (self)->send (self, msg);
}

void
ft_net_link_send_error (FtNetLink *self, const char *code, const char *text)
{
  FtNetMessage msg;

  g_return_if_fail (FT_IS_NET_LINK (self));

  ft_net_message_init (&msg, FT_NET_ERROR);
  g_strlcpy (msg.error, code, sizeof msg.error);
  g_strlcpy (msg.text, text != NULL ? text : "", sizeof msg.text);
  IFACE (self)->send (self, &msg);
}

void
ft_net_link_close (FtNetLink *self)
{
  g_return_if_fail (FT_IS_NET_LINK (self));
  IFACE (self)->close (self);
}

gboolean
ft_net_link_is_closed (FtNetLink *self)
{
  g_return_val_if_fail (FT_IS_NET_LINK (self), TRUE);
  return IFACE (self)->is_closed (self);
}

const char *
ft_net_link_get_peer (FtNetLink *self)
{
  g_return_val_if_fail (FT_IS_NET_LINK (self), NULL);
  return IFACE (self)->get_peer (self);
}

const char *
ft_net_link_get_address (FtNetLink *self)
{
  g_return_val_if_fail (FT_IS_NET_LINK (self), NULL);
  return IFACE (self)->get_address (self);
}

guint
ft_net_link_get_n_refused (FtNetLink *self)
{
  g_return_val_if_fail (FT_IS_NET_LINK (self), 0);
  return IFACE (self)->get_n_refused (self);
}

void
ft_net_link_set_keepalive (FtNetLink *self, guint interval_ms, guint silence_ms)
{
  g_return_if_fail (FT_IS_NET_LINK (self));
  IFACE (self)->set_keepalive (self, interval_ms, silence_ms);
}

void
ft_net_link_log (FtNetLink *self, const char *format, ...)
{
  g_autofree char *text = NULL;
  va_list args;

  g_return_if_fail (FT_IS_NET_LINK (self));

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  IFACE (self)->log_line (self, text);
}

void
ft_net_link_emit_message (FtNetLink *self, const FtNetMessage *msg)
{
  /* A handler may drop the last other reference. */
  g_object_ref (self);
  g_signal_emit (self, signals[SIGNAL_MESSAGE], 0, msg);
  g_object_unref (self);
}

void
ft_net_link_emit_closed (FtNetLink *self)
{
  g_object_ref (self);
  g_signal_emit (self, signals[SIGNAL_CLOSED], 0);
  g_object_unref (self);
}

/* ---- The rate limit ------------------------------------------------------------ */

void
ft_net_rate_init (FtNetRate *rate, double per_s, double burst)
{
  rate->per_s = per_s;
  rate->burst = burst;
  rate->level = burst;
  rate->time = g_get_monotonic_time ();
}

static void
refill (FtNetRate *rate, gint64 now)
{
  rate->level = MIN (rate->burst, rate->level + (now - rate->time) * rate->per_s / G_USEC_PER_SEC);
  rate->time = now;
}

gboolean
ft_net_rate_has_room (FtNetRate *rate, gint64 now)
{
  refill (rate, now);
  return rate->level >= 1.0;
}

gboolean
ft_net_rate_take (FtNetRate *rate, gint64 now)
{
  if (!ft_net_rate_has_room (rate, now))
    return FALSE;
  rate->level -= 1.0;
  return TRUE;
}

guint
ft_net_rate_wait_ms (FtNetRate *rate)
{
  if (rate->level >= 1.0)
    return 0;
  return (guint) ((1.0 - rate->level) * 1000.0 / rate->per_s) + 1;
}

/* ---- The log limit ------------------------------------------------------------- */

void
ft_net_log_limit_init (FtNetLogLimit *limit)
{
  limit->budget = LOG_BURST;
  limit->time = g_get_monotonic_time ();
  limit->muted = FALSE;
}

void
ft_net_log_limited (FtNetLogLimit *limit, const char *peer, const char *text)
{
  gint64 now = g_get_monotonic_time ();

  limit->budget = MIN (LOG_BURST, limit->budget + (now - limit->time) / (LOG_REFILL_S * G_USEC_PER_SEC));
  limit->time = now;
  if (limit->budget < 1.0)
    {
      if (!limit->muted)
        g_message ("%s: more messages about this peer are left out of the log", peer);
      limit->muted = TRUE;
      return;
    }
  limit->budget -= 1.0;
  limit->muted = FALSE;
  g_message ("%s: %s", peer, text);
}
