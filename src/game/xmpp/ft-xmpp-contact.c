/* ft-xmpp-contact.c — see ft-xmpp-contact.h. */
#include "config.h"

#include "ft-xmpp-contact.h"

struct _FtXmppContact
{
  GObject parent_instance;

  char *jid;
  char *name;
  FtXmppSubscription subscription;
  GHashTable *resources; /* resource → GINT_TO_POINTER (runs Fourteen) */
  char *fourteen_jid;
};

G_DEFINE_FINAL_TYPE (FtXmppContact, ft_xmpp_contact, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_JID,
  PROP_NAME,
  PROP_SUBSCRIPTION,
  PROP_ONLINE,
  PROP_FOURTEEN,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
ft_xmpp_contact_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  FtXmppContact *self = FT_XMPP_CONTACT (object);

  switch (prop_id)
    {
    case PROP_JID:
      g_value_set_string (value, self->jid);
      break;
    case PROP_NAME:
      g_value_set_string (value, ft_xmpp_contact_get_name (self));
      break;
    case PROP_SUBSCRIPTION:
      g_value_set_int (value, self->subscription);
      break;
    case PROP_ONLINE:
      g_value_set_boolean (value, ft_xmpp_contact_is_online (self));
      break;
    case PROP_FOURTEEN:
      g_value_set_boolean (value, self->fourteen_jid != NULL);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_xmpp_contact_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_NAME:
      ft_xmpp_contact_set_name (FT_XMPP_CONTACT (object), g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_xmpp_contact_finalize (GObject *object)
{
  FtXmppContact *self = FT_XMPP_CONTACT (object);

  g_free (self->jid);
  g_free (self->name);
  g_free (self->fourteen_jid);
  g_hash_table_unref (self->resources);
  G_OBJECT_CLASS (ft_xmpp_contact_parent_class)->finalize (object);
}

static void
ft_xmpp_contact_class_init (FtXmppContactClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags read_only = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = ft_xmpp_contact_finalize;
  object_class->get_property = ft_xmpp_contact_get_property;
  object_class->set_property = ft_xmpp_contact_set_property;
  properties[PROP_JID] = g_param_spec_string ("jid", NULL, NULL, NULL, read_only);
  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL,
                                               G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                                                 | G_PARAM_STATIC_STRINGS);
  properties[PROP_SUBSCRIPTION] = g_param_spec_int ("subscription", NULL, NULL, FT_XMPP_SUBSCRIPTION_NONE,
                                                    FT_XMPP_SUBSCRIPTION_BOTH, FT_XMPP_SUBSCRIPTION_NONE,
                                                    read_only);
  properties[PROP_ONLINE] = g_param_spec_boolean ("online", NULL, NULL, FALSE, read_only);
  properties[PROP_FOURTEEN] = g_param_spec_boolean ("fourteen", NULL, NULL, FALSE, read_only);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
ft_xmpp_contact_init (FtXmppContact *self)
{
  self->resources = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
}

FtXmppContact *
ft_xmpp_contact_new (const char *jid)
{
  FtXmppContact *self = g_object_new (FT_TYPE_XMPP_CONTACT, NULL);

  self->jid = g_strdup (jid);
  return self;
}

const char *
ft_xmpp_contact_get_jid (FtXmppContact *self)
{
  g_return_val_if_fail (FT_IS_XMPP_CONTACT (self), NULL);
  return self->jid;
}

const char *
ft_xmpp_contact_get_name (FtXmppContact *self)
{
  g_return_val_if_fail (FT_IS_XMPP_CONTACT (self), NULL);
  return self->name != NULL && *self->name != '\0' ? self->name : self->jid;
}

void
ft_xmpp_contact_set_name (FtXmppContact *self, const char *name)
{
  g_return_if_fail (FT_IS_XMPP_CONTACT (self));

  if (g_strcmp0 (self->name, name) == 0)
    return;
  g_free (self->name);
  self->name = g_strdup (name);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NAME]);
}

FtXmppSubscription
ft_xmpp_contact_get_subscription (FtXmppContact *self)
{
  g_return_val_if_fail (FT_IS_XMPP_CONTACT (self), FT_XMPP_SUBSCRIPTION_NONE);
  return self->subscription;
}

void
ft_xmpp_contact_set_subscription (FtXmppContact *self, FtXmppSubscription subscription)
{
  g_return_if_fail (FT_IS_XMPP_CONTACT (self));

  if (self->subscription == subscription)
    return;
  self->subscription = subscription;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SUBSCRIPTION]);
}

void
ft_xmpp_contact_set_resource (FtXmppContact *self, const char *resource, gboolean online, gboolean fourteen)
{
  gboolean was_online, had_fourteen;
  GHashTableIter iter;
  gpointer key, value;

  g_return_if_fail (FT_IS_XMPP_CONTACT (self));
  g_return_if_fail (resource != NULL);

  was_online = ft_xmpp_contact_is_online (self);
  had_fourteen = self->fourteen_jid != NULL;
  if (online)
    g_hash_table_insert (self->resources, g_strdup (resource), GINT_TO_POINTER (fourteen));
  else
    g_hash_table_remove (self->resources, resource);
  g_clear_pointer (&self->fourteen_jid, g_free);
  g_hash_table_iter_init (&iter, self->resources);
  while (self->fourteen_jid == NULL && g_hash_table_iter_next (&iter, &key, &value))
    if (GPOINTER_TO_INT (value))
      self->fourteen_jid = g_strconcat (self->jid, "/", (const char *) key, NULL);
  if (was_online != ft_xmpp_contact_is_online (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ONLINE]);
  if (had_fourteen != (self->fourteen_jid != NULL))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FOURTEEN]);
}

gboolean
ft_xmpp_contact_is_online (FtXmppContact *self)
{
  g_return_val_if_fail (FT_IS_XMPP_CONTACT (self), FALSE);
  return g_hash_table_size (self->resources) > 0;
}

const char *
ft_xmpp_contact_get_fourteen_jid (FtXmppContact *self)
{
  g_return_val_if_fail (FT_IS_XMPP_CONTACT (self), NULL);
  return self->fourteen_jid;
}
