/* ft-lan-browser.c — see ft-lan-browser.h. A service is seen once per
 * network interface and address family; it is listed once (by name and
 * domain), with the first address resolved (IPv4 preferred), and goes
 * when the last of its sightings is removed. Each sighting keeps its
 * resolver, which reports the service again when its TXT record changes
 * (a seat taken): the listed game is then replaced. */
#include "config.h"

#include "ft-avahi-library.h"

#include <avahi-client/lookup.h>
#include <avahi-common/error.h>
#include <avahi-common/malloc.h>

#include "ft-avahi-client.h"
#include "ft-lan-browser.h"

struct _FtLanBrowser
{
  GObject parent_instance;

  FtAvahiClient *avahi;
  AvahiServiceBrowser *browser; /* belongs to the client */
  GListStore *games;            /* FtLanGame */
  /* "name\ndomain" → Sighting */
  GHashTable *sightings;
  /* "interface\nprotocol\nname\ndomain" → AvahiServiceResolver (the
   * client's; freed on removal) */
  GHashTable *resolvers;
  gboolean available;
};

/* Where one service was seen: how many (interface, protocol) sightings,
 * and whether the listed item has an IPv4 address. */
typedef struct {
  guint count;
  FtLanGame *game; /* unowned: the list holds it; NULL until resolved */
  gboolean ipv4;
} Sighting;

G_DEFINE_FINAL_TYPE (FtLanBrowser, ft_lan_browser, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_AVAILABLE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
set_available (FtLanBrowser *self, gboolean available)
{
  if (self->available == available)
    return;
  self->available = available;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_AVAILABLE]);
}

static char *
key_of (const char *name, const char *domain)
{
  return g_strconcat (name, "\n", domain, NULL);
}

/* The value of `key` in a TXT record, or NULL. */
static char *
txt_value (AvahiStringList *txt, const char *key)
{
  AvahiStringList *item = avahi_string_list_find (txt, key);
  char *found_key = NULL, *value = NULL, *copy;

  if (item == NULL || avahi_string_list_get_pair (item, &found_key, &value, NULL) < 0)
    return NULL;
  copy = value != NULL && g_utf8_validate (value, -1, NULL) ? g_strdup (value) : NULL;
  avahi_free (found_key);
  avahi_free (value);
  return copy;
}

static char *
instance_key (AvahiIfIndex interface, AvahiProtocol protocol, const char *name, const char *domain)
{
  return g_strdup_printf ("%d\n%d\n%s\n%s", interface, protocol, name, domain);
}

static void
remove_game (FtLanBrowser *self, FtLanGame *game)
{
  guint position;

  if (game != NULL && g_list_store_find (self->games, game, &position))
    g_list_store_remove (self->games, position);
}

/* Put `game` in the list where `old` was (or at the end). */
static void
replace_game (FtLanBrowser *self, FtLanGame *old, FtLanGame *game)
{
  guint position;

  if (old != NULL && g_list_store_find (self->games, old, &position))
    g_list_store_splice (self->games, position, 1, (gpointer *) &game, 1);
  else
    g_list_store_append (self->games, game);
}

static void
resolve_cb (AvahiServiceResolver *resolver G_GNUC_UNUSED, AvahiIfIndex interface G_GNUC_UNUSED,
            AvahiProtocol protocol G_GNUC_UNUSED, AvahiResolverEvent event, const char *name,
            const char *type G_GNUC_UNUSED, const char *domain, const char *host G_GNUC_UNUSED,
            const AvahiAddress *address, uint16_t port, AvahiStringList *txt,
            AvahiLookupResultFlags flags G_GNUC_UNUSED, void *user_data)
{
  FtLanBrowser *self = user_data;
  g_autofree char *key = key_of (name, domain);
  Sighting *sighting = g_hash_table_lookup (self->sightings, key);

  /* A first address, a better one (IPv4), or news from the listed one. */
  if (event == AVAHI_RESOLVER_FOUND && sighting != NULL
      && (sighting->game == NULL || address->proto == AVAHI_PROTO_INET || !sighting->ipv4))
    {
      char text[AVAHI_ADDRESS_STR_MAX];
      g_autofree char *kind = txt_value (txt, "kind");
      g_autofree char *player = txt_value (txt, "player");
      g_autofree char *seat = txt_value (txt, "seat");
      g_autoptr (FtLanGame) game = NULL;

      avahi_address_snprint (text, sizeof text, address);
      game = ft_lan_game_new (name, text, port, kind, player, g_strcmp0 (seat, "taken") != 0);
      replace_game (self, sighting->game, game);
      sighting->game = game;
      sighting->ipv4 = address->proto == AVAHI_PROTO_INET;
    }
}

static void
browse_cb (AvahiServiceBrowser *browser, AvahiIfIndex interface, AvahiProtocol protocol,
           AvahiBrowserEvent event, const char *name, const char *type, const char *domain,
           AvahiLookupResultFlags flags G_GNUC_UNUSED, void *user_data)
{
  FtLanBrowser *self = user_data;
  AvahiClient *client = avahi_service_browser_get_client (browser);
  g_autofree char *key = NULL;
  Sighting *sighting;

  switch (event)
    {
    case AVAHI_BROWSER_NEW:
      key = key_of (name, domain);
      sighting = g_hash_table_lookup (self->sightings, key);
      if (sighting == NULL)
        {
          sighting = g_new0 (Sighting, 1);
          g_hash_table_insert (self->sightings, g_steal_pointer (&key), sighting);
        }
      sighting->count++;
      g_hash_table_replace (self->resolvers, instance_key (interface, protocol, name, domain),
                            avahi_service_resolver_new (client, interface, protocol, name, type,
                                                        domain, AVAHI_PROTO_UNSPEC, 0,
                                                        resolve_cb, self));
      break;
    case AVAHI_BROWSER_REMOVE:
      {
        g_autofree char *instance = instance_key (interface, protocol, name, domain);
        g_hash_table_remove (self->resolvers, instance);
      }
      key = key_of (name, domain);
      sighting = g_hash_table_lookup (self->sightings, key);
      if (sighting != NULL && --sighting->count == 0)
        {
          remove_game (self, sighting->game);
          g_hash_table_remove (self->sightings, key);
        }
      break;
    case AVAHI_BROWSER_FAILURE:
      g_warning ("Looking for games on the local network failed: %s",
                 avahi_strerror (avahi_client_errno (client)));
      break;
    case AVAHI_BROWSER_CACHE_EXHAUSTED:
    case AVAHI_BROWSER_ALL_FOR_NOW:
    default:
      break;
    }
}

/* Everything seen through a client that is gone is forgotten. */
static void
forget_all (FtLanBrowser *self)
{
  self->browser = NULL;
  g_hash_table_steal_all (self->resolvers); /* freed with their client */
  g_hash_table_remove_all (self->sightings);
  g_list_store_remove_all (self->games);
}

static void
client_state_cb (AvahiClient *client, AvahiClientState state, gpointer user_data)
{
  FtLanBrowser *self = user_data;

  switch (state)
    {
    case AVAHI_CLIENT_S_RUNNING:
    case AVAHI_CLIENT_S_REGISTERING:
    case AVAHI_CLIENT_S_COLLISION:
      set_available (self, TRUE);
      if (self->browser == NULL)
        self->browser = avahi_service_browser_new (client, AVAHI_IF_UNSPEC, AVAHI_PROTO_UNSPEC,
                                                   FT_LAN_SERVICE_TYPE, NULL, 0, browse_cb, self);
      break;
    case AVAHI_CLIENT_FAILURE:
      forget_all (self);
      set_available (self, FALSE);
      break;
    case AVAHI_CLIENT_CONNECTING:
    default:
      set_available (self, FALSE);
      break;
    }
}

static void
free_resolver (gpointer resolver)
{
  if (resolver != NULL)
    avahi_service_resolver_free (resolver);
}

static void
ft_lan_browser_dispose (GObject *object)
{
  FtLanBrowser *self = FT_LAN_BROWSER (object);

  /* Frees the browser and the resolvers. */
  if (self->resolvers != NULL)
    g_hash_table_steal_all (self->resolvers);
  g_clear_pointer (&self->avahi, ft_avahi_client_free);
  g_clear_pointer (&self->resolvers, g_hash_table_unref);
  self->browser = NULL;
  g_clear_object (&self->games);
  g_clear_pointer (&self->sightings, g_hash_table_unref);
  G_OBJECT_CLASS (ft_lan_browser_parent_class)->dispose (object);
}

static void
ft_lan_browser_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  FtLanBrowser *self = FT_LAN_BROWSER (object);

  switch (prop_id)
    {
    case PROP_AVAILABLE:
      g_value_set_boolean (value, self->available);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_lan_browser_class_init (FtLanBrowserClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = ft_lan_browser_dispose;
  object_class->get_property = ft_lan_browser_get_property;

  properties[PROP_AVAILABLE] = g_param_spec_boolean ("available", NULL, NULL, FALSE,
                                                     G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY
                                                       | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
ft_lan_browser_init (FtLanBrowser *self)
{
  self->games = g_list_store_new (FT_TYPE_LAN_GAME);
  self->sightings = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->resolvers = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, free_resolver);
}

FtLanBrowser *
ft_lan_browser_new (void)
{
  FtLanBrowser *self = g_object_new (FT_TYPE_LAN_BROWSER, NULL);

  self->avahi = ft_avahi_client_new (client_state_cb, self);
  return self;
}

GListModel *
ft_lan_browser_get_games (FtLanBrowser *self)
{
  g_return_val_if_fail (FT_IS_LAN_BROWSER (self), NULL);
  return G_LIST_MODEL (self->games);
}

gboolean
ft_lan_browser_get_available (FtLanBrowser *self)
{
  g_return_val_if_fail (FT_IS_LAN_BROWSER (self), FALSE);
  return self->available;
}

const char *
ft_lan_browser_get_problem (FtLanBrowser *self)
{
  g_return_val_if_fail (FT_IS_LAN_BROWSER (self), NULL);
  return ft_avahi_client_get_problem (self->avahi);
}
