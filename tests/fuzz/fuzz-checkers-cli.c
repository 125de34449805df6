/* fuzz-checkers-cli.c — libFuzzer target for the commands of `fourteen-cli
 * checkers` (issue 20: "fuzz checkers text commands"): any bytes as what a
 * player types, line by line, must end the game normally, without a crash,
 * a hang or a leak. The first byte chooses the game: bit 0 English
 * draughts instead of bombs and shields, bit 1 against the easy computer
 * (its moves come from a worker thread, as when played). save and load are
 * refused in a script, so that no input writes or reads files. */
#include <stdint.h>
#include <stdio.h>

#include "cli.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  static gboolean quiet;

  if (size == 0)
    return 0;
  /* The game's board and messages would drown the fuzzer's own output. */
  if (!quiet)
    quiet = freopen ("/dev/null", "w", stdout) != NULL;
  ft_cli_checkers_script ((const char *) data + 1, size - 1, (data[0] & 1) != 0, (data[0] & 2) != 0);
  return 0;
}
