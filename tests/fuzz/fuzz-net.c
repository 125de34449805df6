/* fuzz-net.c — libFuzzer target for the network protocol's parser
 * (docs/network.md): any bytes either parse or give FT_NET_ERROR_MALFORMED;
 * whatever parses is written back, and that line parses again to the same
 * line. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ft-net-message.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  static FtNetMessage msg, again;
  g_autoptr (GError) error = NULL;
  g_autoptr (GError) error_again = NULL;
  g_autofree char *written = NULL;
  g_autofree char *written_again = NULL;

  /* Not a C string: the parser takes the length and must not read past it. */
  if (!ft_net_message_parse ((const char *) data, size, &msg, &error))
    {
      if (error == NULL || !g_error_matches (error, FT_NET_ERROR_DOMAIN, FT_NET_ERROR_MALFORMED))
        abort ();
      return 0;
    }
  written = ft_net_message_to_line (&msg);
  if (strlen (written) + 1 > FT_NET_MAX_LINE
      || !ft_net_message_parse (written, strlen (written), &again, &error_again))
    {
      g_printerr ("%.*s\nwritten as %s\ndoes not parse: %s\n", (int) size, (const char *) data,
                  written, error_again != NULL ? error_again->message : "too long");
      abort ();
    }
  written_again = ft_net_message_to_line (&again);
  if (strcmp (written, written_again) != 0)
    {
      g_printerr ("%.*s\nwritten as %s\nreads back as %s\n", (int) size, (const char *) data,
                  written, written_again);
      abort ();
    }
  return 0;
}
