/* fuzz-config.c — libFuzzer target for the config reader (json-glib plus our
 * validation). The start position is only built when it comes from the
 * rules, never from a file the input names (it could name /dev/zero). */
#include <stdint.h>
#include <stdlib.h>

#include "ft-config.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  static FtPosition pos;
  g_autoptr (GPtrArray) problems = ft_problem_list_new ();
  g_autoptr (FtConfig) config =
    ft_config_load_from_data ((const char *) data, size, "fuzz-dir/config.json", problems);

  if ((config == NULL) != ft_problem_list_has_errors (problems))
    abort ();
  for (guint i = 0; i < problems->len; i++)
    g_free (ft_problem_to_string (g_ptr_array_index (problems, i)));
  if (config != NULL)
    {
      guint files = ft_config_get_board_files (config);
      guint ranks = ft_config_get_board_ranks (config);

      if (files < FT_MIN_BOARD_SIZE || files > FT_MAX_BOARD_SIZE || ranks < FT_MIN_BOARD_SIZE ||
          ranks > FT_MAX_BOARD_SIZE || !(ft_config_get_cpu_seconds (config) > 0) ||
          !(ft_config_get_player_increment (config) >= 0))
        abort ();
      if (ft_config_get_layout_path (config) == NULL &&
          !ft_config_load_position (config, &pos, problems))
        abort ();
    }
  return 0;
}
