/* ft-strophe-library.h — libstrophe's functions, called through a table filled when XMPP is first used (ft-library-loader.h says why).
 *
 * Include this header, not the library's, in a .c file that calls these
 * functions; call ft_strophe_library_open () before the first of them. A function
 * added here goes in both lists below: the build fails if the lists differ
 * (a call the table lacks does not compile; one it has but does not
 * redirect fails to link, since the library is not linked). */
#pragma once

#include <strophe.h>

#include "ft-library-loader.h"

G_BEGIN_DECLS

#define FT_STROPHE_FUNCTIONS(F) \
  F (xmpp_conn_get_bound_jid) \
  F (xmpp_conn_get_flags) \
  F (xmpp_conn_is_connected) \
  F (xmpp_conn_is_connecting) \
  F (xmpp_conn_is_disconnected) \
  F (xmpp_conn_new) \
  F (xmpp_conn_release) \
  F (xmpp_conn_send_queue_len) \
  F (xmpp_conn_set_cafile) \
  F (xmpp_conn_set_certfail_handler) \
  F (xmpp_conn_set_flags) \
  F (xmpp_conn_set_jid) \
  F (xmpp_conn_set_pass) \
  F (xmpp_conn_set_sockopt_callback) \
  F (xmpp_connect_client) \
  F (xmpp_ctx_free) \
  F (xmpp_ctx_new) \
  F (xmpp_disconnect) \
  F (xmpp_free) \
  F (xmpp_handler_add) \
  F (xmpp_initialize) \
  F (xmpp_iq_new) \
  F (xmpp_message_new) \
  F (xmpp_message_set_body) \
  F (xmpp_presence_new) \
  F (xmpp_run_once) \
  F (xmpp_send) \
  F (xmpp_send_raw) \
  F (xmpp_stanza_add_child_ex) \
  F (xmpp_stanza_get_attribute) \
  F (xmpp_stanza_get_child_by_name_and_ns) \
  F (xmpp_stanza_get_child_by_ns) \
  F (xmpp_stanza_get_children) \
  F (xmpp_stanza_get_from) \
  F (xmpp_stanza_get_id) \
  F (xmpp_stanza_get_name) \
  F (xmpp_stanza_get_next) \
  F (xmpp_stanza_get_ns) \
  F (xmpp_stanza_get_text_ptr) \
  F (xmpp_stanza_get_to) \
  F (xmpp_stanza_get_type) \
  F (xmpp_stanza_is_tag) \
  F (xmpp_stanza_is_text) \
  F (xmpp_stanza_new) \
  F (xmpp_stanza_release) \
  F (xmpp_stanza_set_attribute) \
  F (xmpp_stanza_set_name) \
  F (xmpp_stanza_set_ns) \
  F (xmpp_stanza_set_text) \
  F (xmpp_stanza_set_to) \
  F (xmpp_stanza_set_type) \
  F (xmpp_tlscert_get_ctx) \
  F (xmpp_tlscert_get_dnsname) \
  F (xmpp_tlscert_get_string) \
  F (xmpp_uuid_gen)

typedef struct
{
  FT_STROPHE_FUNCTIONS (FT_LIBRARY_SLOT)
} FtStropheFunctions;

extern FtStropheFunctions ft_strophe_functions;

gboolean ft_strophe_library_open (GError **error);

#ifndef FT_STROPHE_LIBRARY_TABLE
#define xmpp_conn_get_bound_jid (ft_strophe_functions.xmpp_conn_get_bound_jid)
#define xmpp_conn_get_flags (ft_strophe_functions.xmpp_conn_get_flags)
#define xmpp_conn_is_connected (ft_strophe_functions.xmpp_conn_is_connected)
#define xmpp_conn_is_connecting (ft_strophe_functions.xmpp_conn_is_connecting)
#define xmpp_conn_is_disconnected (ft_strophe_functions.xmpp_conn_is_disconnected)
#define xmpp_conn_new (ft_strophe_functions.xmpp_conn_new)
#define xmpp_conn_release (ft_strophe_functions.xmpp_conn_release)
#define xmpp_conn_send_queue_len (ft_strophe_functions.xmpp_conn_send_queue_len)
#define xmpp_conn_set_cafile (ft_strophe_functions.xmpp_conn_set_cafile)
#define xmpp_conn_set_certfail_handler (ft_strophe_functions.xmpp_conn_set_certfail_handler)
#define xmpp_conn_set_flags (ft_strophe_functions.xmpp_conn_set_flags)
#define xmpp_conn_set_jid (ft_strophe_functions.xmpp_conn_set_jid)
#define xmpp_conn_set_pass (ft_strophe_functions.xmpp_conn_set_pass)
#define xmpp_conn_set_sockopt_callback (ft_strophe_functions.xmpp_conn_set_sockopt_callback)
#define xmpp_connect_client (ft_strophe_functions.xmpp_connect_client)
#define xmpp_ctx_free (ft_strophe_functions.xmpp_ctx_free)
#define xmpp_ctx_new (ft_strophe_functions.xmpp_ctx_new)
#define xmpp_disconnect (ft_strophe_functions.xmpp_disconnect)
#define xmpp_free (ft_strophe_functions.xmpp_free)
#define xmpp_handler_add (ft_strophe_functions.xmpp_handler_add)
#define xmpp_initialize (ft_strophe_functions.xmpp_initialize)
#define xmpp_iq_new (ft_strophe_functions.xmpp_iq_new)
#define xmpp_message_new (ft_strophe_functions.xmpp_message_new)
#define xmpp_message_set_body (ft_strophe_functions.xmpp_message_set_body)
#define xmpp_presence_new (ft_strophe_functions.xmpp_presence_new)
#define xmpp_run_once (ft_strophe_functions.xmpp_run_once)
#define xmpp_send (ft_strophe_functions.xmpp_send)
#define xmpp_send_raw (ft_strophe_functions.xmpp_send_raw)
#define xmpp_stanza_add_child_ex (ft_strophe_functions.xmpp_stanza_add_child_ex)
#define xmpp_stanza_get_attribute (ft_strophe_functions.xmpp_stanza_get_attribute)
#define xmpp_stanza_get_child_by_name_and_ns (ft_strophe_functions.xmpp_stanza_get_child_by_name_and_ns)
#define xmpp_stanza_get_child_by_ns (ft_strophe_functions.xmpp_stanza_get_child_by_ns)
#define xmpp_stanza_get_children (ft_strophe_functions.xmpp_stanza_get_children)
#define xmpp_stanza_get_from (ft_strophe_functions.xmpp_stanza_get_from)
#define xmpp_stanza_get_id (ft_strophe_functions.xmpp_stanza_get_id)
#define xmpp_stanza_get_name (ft_strophe_functions.xmpp_stanza_get_name)
#define xmpp_stanza_get_next (ft_strophe_functions.xmpp_stanza_get_next)
#define xmpp_stanza_get_ns (ft_strophe_functions.xmpp_stanza_get_ns)
#define xmpp_stanza_get_text_ptr (ft_strophe_functions.xmpp_stanza_get_text_ptr)
#define xmpp_stanza_get_to (ft_strophe_functions.xmpp_stanza_get_to)
#define xmpp_stanza_get_type (ft_strophe_functions.xmpp_stanza_get_type)
#define xmpp_stanza_is_tag (ft_strophe_functions.xmpp_stanza_is_tag)
#define xmpp_stanza_is_text (ft_strophe_functions.xmpp_stanza_is_text)
#define xmpp_stanza_new (ft_strophe_functions.xmpp_stanza_new)
#define xmpp_stanza_release (ft_strophe_functions.xmpp_stanza_release)
#define xmpp_stanza_set_attribute (ft_strophe_functions.xmpp_stanza_set_attribute)
#define xmpp_stanza_set_name (ft_strophe_functions.xmpp_stanza_set_name)
#define xmpp_stanza_set_ns (ft_strophe_functions.xmpp_stanza_set_ns)
#define xmpp_stanza_set_text (ft_strophe_functions.xmpp_stanza_set_text)
#define xmpp_stanza_set_to (ft_strophe_functions.xmpp_stanza_set_to)
#define xmpp_stanza_set_type (ft_strophe_functions.xmpp_stanza_set_type)
#define xmpp_tlscert_get_ctx (ft_strophe_functions.xmpp_tlscert_get_ctx)
#define xmpp_tlscert_get_dnsname (ft_strophe_functions.xmpp_tlscert_get_dnsname)
#define xmpp_tlscert_get_string (ft_strophe_functions.xmpp_tlscert_get_string)
#define xmpp_uuid_gen (ft_strophe_functions.xmpp_uuid_gen)
#endif

G_END_DECLS
