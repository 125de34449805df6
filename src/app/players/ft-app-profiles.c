/* ft-app-profiles.c — see ft-app-profiles.h. */
#include "config.h"

#include "ft-app-profiles.h"
#include "ft-problem.h"

static FtProfileStore *app_store;
static char *load_problem;

FtProfileStore *
ft_app_profiles_get (void)
{
  if (app_store == NULL)
    {
      g_autoptr (GPtrArray) problems = ft_problem_list_new ();
      g_autofree char *dir = g_build_filename (g_get_user_data_dir (), "fourteen", NULL);
      g_autoptr (GError) error = NULL;
      FtLevelRatings *levels = ft_level_ratings_load_shipped (problems);

      /* Without the levels' figures, games against the computer are kept
       * but not rated (ft-rating-rules.h); the problem goes to stderr. */
      if (levels == NULL)
        {
          g_autofree char *text = ft_problem_list_to_string (problems);
          g_printerr ("%s\n", text);
        }
      app_store = ft_profile_store_new (dir, levels);
      if (!ft_profile_store_load (app_store, &error))
        {
          g_free (load_problem);
          load_problem = g_strdup (error->message);
        }
    }
  return app_store;
}

void
ft_app_profiles_set (FtProfileStore *store)
{
  g_set_object (&app_store, store);
  g_clear_pointer (&load_problem, g_free);
}

char *
ft_app_profiles_take_problem (void)
{
  return g_steal_pointer (&load_problem);
}
