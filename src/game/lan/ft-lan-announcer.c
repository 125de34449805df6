/* ft-lan-announcer.c — see ft-lan-announcer.h. */
#include "config.h"

#include "ft-avahi-library.h"

#include <avahi-client/publish.h>
#include <avahi-common/alternative.h>
#include <avahi-common/error.h>
#include <avahi-common/malloc.h>
#include <string.h>

#include "ft-avahi-client.h"
#include "ft-lan-announcer.h"
#include "ft-lan-game.h"
#include "ft-net-message.h"

struct _FtLanAnnouncer
{
  GObject parent_instance;

  FtAvahiClient *avahi;
  AvahiEntryGroup *group; /* belongs to the client */
  guint16 port;
  char *kind;
  char *player;
  char *service_name;
  gboolean seat_free;
  gboolean published;
  gboolean available;
};

G_DEFINE_FINAL_TYPE (FtLanAnnouncer, ft_lan_announcer, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_SEAT_FREE,
  PROP_PUBLISHED,
  PROP_SERVICE_NAME,
  PROP_AVAILABLE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
set_published (FtLanAnnouncer *self, gboolean published)
{
  if (self->published == published)
    return;
  self->published = published;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PUBLISHED]);
}

static void
set_available (FtLanAnnouncer *self, gboolean available)
{
  if (self->available == available)
    return;
  self->available = available;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_AVAILABLE]);
}

static void publish (FtLanAnnouncer *self, AvahiClient *client);

/* Another service has our name: take the next alternative and try again. */
static void
rename_service (FtLanAnnouncer *self, AvahiClient *client)
{
  char *alternative = avahi_alternative_service_name (self->service_name);

  g_free (self->service_name);
  self->service_name = g_strdup (alternative);
  avahi_free (alternative);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SERVICE_NAME]);
  avahi_entry_group_reset (self->group);
  publish (self, client);
}

static void
group_cb (AvahiEntryGroup *group, AvahiEntryGroupState state, void *user_data)
{
  FtLanAnnouncer *self = user_data;

  switch (state)
    {
    case AVAHI_ENTRY_GROUP_ESTABLISHED:
      set_published (self, TRUE);
      break;
    case AVAHI_ENTRY_GROUP_COLLISION:
      set_published (self, FALSE);
      rename_service (self, avahi_entry_group_get_client (group));
      break;
    case AVAHI_ENTRY_GROUP_FAILURE:
    case AVAHI_ENTRY_GROUP_UNCOMMITED:
    case AVAHI_ENTRY_GROUP_REGISTERING:
    default:
      set_published (self, FALSE);
      break;
    }
}

static AvahiStringList *
make_txt (FtLanAnnouncer *self)
{
  AvahiStringList *txt = NULL;

  txt = avahi_string_list_add_printf (txt, "protocol=%d", FT_NET_PROTOCOL_VERSION);
  txt = avahi_string_list_add_pair (txt, "seat", self->seat_free ? "free" : "taken");
  txt = avahi_string_list_add_pair (txt, "player", self->player);
  txt = avahi_string_list_add_pair (txt, "kind", self->kind);
  return txt;
}

static void
publish (FtLanAnnouncer *self, AvahiClient *client)
{
  AvahiStringList *txt;
  int error;

  if (self->group == NULL)
    self->group = avahi_entry_group_new (client, group_cb, self);
  if (self->group == NULL)
    return;
  txt = make_txt (self);
  error = avahi_entry_group_add_service_strlst (self->group, AVAHI_IF_UNSPEC, AVAHI_PROTO_UNSPEC,
                                                0, self->service_name, FT_LAN_SERVICE_TYPE,
                                                NULL, NULL, self->port, txt);
  avahi_string_list_free (txt);
  if (error == AVAHI_ERR_COLLISION)
    {
      rename_service (self, client);
      return;
    }
  if (error < 0 || avahi_entry_group_commit (self->group) < 0)
    g_warning ("Announcing the game on the local network failed: %s",
               avahi_strerror (error < 0 ? error : avahi_client_errno (client)));
}

static void
client_state_cb (AvahiClient *client, AvahiClientState state, gpointer user_data)
{
  FtLanAnnouncer *self = user_data;

  switch (state)
    {
    case AVAHI_CLIENT_S_RUNNING:
      set_available (self, TRUE);
      if (self->group == NULL || avahi_entry_group_is_empty (self->group))
        publish (self, client);
      break;
    case AVAHI_CLIENT_S_COLLISION:
    case AVAHI_CLIENT_S_REGISTERING:
      /* The host's own name changes: announce again once it is settled. */
      set_published (self, FALSE);
      if (self->group != NULL)
        avahi_entry_group_reset (self->group);
      break;
    case AVAHI_CLIENT_FAILURE:
      /* The group went with the client. */
      self->group = NULL;
      set_published (self, FALSE);
      set_available (self, FALSE);
      break;
    case AVAHI_CLIENT_CONNECTING:
    default:
      set_available (self, FALSE);
      break;
    }
}

static void
ft_lan_announcer_dispose (GObject *object)
{
  FtLanAnnouncer *self = FT_LAN_ANNOUNCER (object);

  /* Freeing the client withdraws the announcement. */
  self->group = NULL;
  g_clear_pointer (&self->avahi, ft_avahi_client_free);
  G_OBJECT_CLASS (ft_lan_announcer_parent_class)->dispose (object);
}

static void
ft_lan_announcer_finalize (GObject *object)
{
  FtLanAnnouncer *self = FT_LAN_ANNOUNCER (object);

  g_free (self->kind);
  g_free (self->player);
  g_free (self->service_name);
  G_OBJECT_CLASS (ft_lan_announcer_parent_class)->finalize (object);
}

static void
ft_lan_announcer_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  FtLanAnnouncer *self = FT_LAN_ANNOUNCER (object);

  switch (prop_id)
    {
    case PROP_SEAT_FREE:
      g_value_set_boolean (value, self->seat_free);
      break;
    case PROP_PUBLISHED:
      g_value_set_boolean (value, self->published);
      break;
    case PROP_SERVICE_NAME:
      g_value_set_string (value, self->service_name);
      break;
    case PROP_AVAILABLE:
      g_value_set_boolean (value, self->available);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_lan_announcer_set_property (GObject *object, guint prop_id, const GValue *value,
                               GParamSpec *pspec)
{
  FtLanAnnouncer *self = FT_LAN_ANNOUNCER (object);

  switch (prop_id)
    {
    case PROP_SEAT_FREE:
      ft_lan_announcer_set_seat_free (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_lan_announcer_class_init (FtLanAnnouncerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = ft_lan_announcer_dispose;
  object_class->finalize = ft_lan_announcer_finalize;
  object_class->get_property = ft_lan_announcer_get_property;
  object_class->set_property = ft_lan_announcer_set_property;

  properties[PROP_SEAT_FREE] = g_param_spec_boolean ("seat-free", NULL, NULL, TRUE,
                                                     G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                                                       | G_PARAM_STATIC_STRINGS);
  properties[PROP_PUBLISHED] = g_param_spec_boolean ("published", NULL, NULL, FALSE,
                                                     G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY
                                                       | G_PARAM_STATIC_STRINGS);
  properties[PROP_SERVICE_NAME] = g_param_spec_string ("service-name", NULL, NULL, NULL,
                                                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY
                                                         | G_PARAM_STATIC_STRINGS);
  properties[PROP_AVAILABLE] = g_param_spec_boolean ("available", NULL, NULL, FALSE,
                                                     G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY
                                                       | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
ft_lan_announcer_init (FtLanAnnouncer *self)
{
  self->seat_free = TRUE;
}

FtLanAnnouncer *
ft_lan_announcer_new (guint16 port, const char *kind, const char *player)
{
  FtLanAnnouncer *self;

  g_return_val_if_fail (kind != NULL && player != NULL, NULL);

  self = g_object_new (FT_TYPE_LAN_ANNOUNCER, NULL);
  self->port = port;
  self->kind = g_strdup (kind);
  self->player = g_strdup (player);
  /* A DNS-SD name is at most 63 bytes. */
  self->service_name = g_utf8_make_valid (player[0] != '\0' ? player : "Fourteen", -1);
  while (strlen (self->service_name) > 63)
    *g_utf8_find_prev_char (self->service_name, self->service_name + strlen (self->service_name)) = '\0';
  self->avahi = ft_avahi_client_new (client_state_cb, self);
  return self;
}

gboolean
ft_lan_announcer_get_seat_free (FtLanAnnouncer *self)
{
  g_return_val_if_fail (FT_IS_LAN_ANNOUNCER (self), FALSE);
  return self->seat_free;
}

void
ft_lan_announcer_set_seat_free (FtLanAnnouncer *self, gboolean seat_free)
{
  g_return_if_fail (FT_IS_LAN_ANNOUNCER (self));

  seat_free = !!seat_free;
  if (self->seat_free == seat_free)
    return;
  self->seat_free = seat_free;
  if (self->group != NULL && !avahi_entry_group_is_empty (self->group))
    {
      AvahiStringList *txt = make_txt (self);

      avahi_entry_group_update_service_txt_strlst (self->group, AVAHI_IF_UNSPEC,
                                                   AVAHI_PROTO_UNSPEC, 0, self->service_name,
                                                   FT_LAN_SERVICE_TYPE, NULL, txt);
      avahi_string_list_free (txt);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SEAT_FREE]);
}

gboolean
ft_lan_announcer_get_published (FtLanAnnouncer *self)
{
  g_return_val_if_fail (FT_IS_LAN_ANNOUNCER (self), FALSE);
  return self->published;
}

const char *
ft_lan_announcer_get_service_name (FtLanAnnouncer *self)
{
  g_return_val_if_fail (FT_IS_LAN_ANNOUNCER (self), NULL);
  return self->service_name;
}

gboolean
ft_lan_announcer_get_available (FtLanAnnouncer *self)
{
  g_return_val_if_fail (FT_IS_LAN_ANNOUNCER (self), FALSE);
  return self->available;
}

const char *
ft_lan_announcer_get_problem (FtLanAnnouncer *self)
{
  g_return_val_if_fail (FT_IS_LAN_ANNOUNCER (self), NULL);
  return ft_avahi_client_get_problem (self->avahi);
}
