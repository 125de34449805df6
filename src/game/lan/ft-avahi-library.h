/* ft-avahi-library.h — Avahi's functions (its client, common and GLib libraries), called through a table filled when the local network is first searched or told of a game (ft-library-loader.h says why).
 *
 * Include this header, not the library's, in a .c file that calls these
 * functions; call ft_avahi_library_open () before the first of them. A function
 * added here goes in both lists below: the build fails if the lists differ
 * (a call the table lacks does not compile; one it has but does not
 * redirect fails to link, since the library is not linked). */
#pragma once

#include <avahi-client/client.h>
#include <avahi-client/lookup.h>
#include <avahi-client/publish.h>
#include <avahi-common/alternative.h>
#include <avahi-common/error.h>
#include <avahi-common/malloc.h>
#include <avahi-glib/glib-watch.h>

#include "ft-library-loader.h"

G_BEGIN_DECLS

#define FT_AVAHI_FUNCTIONS(F) \
  F (avahi_address_snprint) \
  F (avahi_alternative_service_name) \
  F (avahi_client_errno) \
  F (avahi_client_free) \
  F (avahi_client_new) \
  F (avahi_entry_group_add_service_strlst) \
  F (avahi_entry_group_commit) \
  F (avahi_entry_group_get_client) \
  F (avahi_entry_group_is_empty) \
  F (avahi_entry_group_new) \
  F (avahi_entry_group_reset) \
  F (avahi_entry_group_update_service_txt_strlst) \
  F (avahi_free) \
  F (avahi_glib_poll_free) \
  F (avahi_glib_poll_get) \
  F (avahi_glib_poll_new) \
  F (avahi_service_browser_get_client) \
  F (avahi_service_browser_new) \
  F (avahi_service_resolver_free) \
  F (avahi_service_resolver_new) \
  F (avahi_strerror) \
  F (avahi_string_list_add_pair) \
  F (avahi_string_list_add_printf) \
  F (avahi_string_list_find) \
  F (avahi_string_list_free) \
  F (avahi_string_list_get_pair)

typedef struct
{
  FT_AVAHI_FUNCTIONS (FT_LIBRARY_SLOT)
} FtAvahiFunctions;

extern FtAvahiFunctions ft_avahi_functions;

gboolean ft_avahi_library_open (GError **error);

#ifndef FT_AVAHI_LIBRARY_TABLE
#define avahi_address_snprint (ft_avahi_functions.avahi_address_snprint)
#define avahi_alternative_service_name (ft_avahi_functions.avahi_alternative_service_name)
#define avahi_client_errno (ft_avahi_functions.avahi_client_errno)
#define avahi_client_free (ft_avahi_functions.avahi_client_free)
#define avahi_client_new (ft_avahi_functions.avahi_client_new)
#define avahi_entry_group_add_service_strlst (ft_avahi_functions.avahi_entry_group_add_service_strlst)
#define avahi_entry_group_commit (ft_avahi_functions.avahi_entry_group_commit)
#define avahi_entry_group_get_client (ft_avahi_functions.avahi_entry_group_get_client)
#define avahi_entry_group_is_empty (ft_avahi_functions.avahi_entry_group_is_empty)
#define avahi_entry_group_new (ft_avahi_functions.avahi_entry_group_new)
#define avahi_entry_group_reset (ft_avahi_functions.avahi_entry_group_reset)
#define avahi_entry_group_update_service_txt_strlst (ft_avahi_functions.avahi_entry_group_update_service_txt_strlst)
#define avahi_free (ft_avahi_functions.avahi_free)
#define avahi_glib_poll_free (ft_avahi_functions.avahi_glib_poll_free)
#define avahi_glib_poll_get (ft_avahi_functions.avahi_glib_poll_get)
#define avahi_glib_poll_new (ft_avahi_functions.avahi_glib_poll_new)
#define avahi_service_browser_get_client (ft_avahi_functions.avahi_service_browser_get_client)
#define avahi_service_browser_new (ft_avahi_functions.avahi_service_browser_new)
#define avahi_service_resolver_free (ft_avahi_functions.avahi_service_resolver_free)
#define avahi_service_resolver_new (ft_avahi_functions.avahi_service_resolver_new)
#define avahi_strerror (ft_avahi_functions.avahi_strerror)
#define avahi_string_list_add_pair (ft_avahi_functions.avahi_string_list_add_pair)
#define avahi_string_list_add_printf (ft_avahi_functions.avahi_string_list_add_printf)
#define avahi_string_list_find (ft_avahi_functions.avahi_string_list_find)
#define avahi_string_list_free (ft_avahi_functions.avahi_string_list_free)
#define avahi_string_list_get_pair (ft_avahi_functions.avahi_string_list_get_pair)
#endif

G_END_DECLS
