/* fuzz-uci.c — libFuzzer target for `fourteen-cli uci`: any bytes as the
 * GUI's input (several lines, threads and searches included) must end the
 * session normally, without a crash, a hang or a leak. Searches stop after
 * a few hundred nodes so that no input thinks for long. */
#define _POSIX_C_SOURCE 200809L /* fmemopen */

#include <stdint.h>
#include <stdio.h>

#include "cli-protocol.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  static FILE *out = NULL;
  FtCliSession session = { NULL, NULL, NULL, 1, 300 };

  if (size == 0)
    return 0;
  if (out == NULL)
    out = fopen ("/dev/null", "w");
  session.in = fmemopen ((void *) data, size, "r");
  session.out = out;
  ft_cli_uci_session (&session);
  fclose (session.in);
  return 0;
}
