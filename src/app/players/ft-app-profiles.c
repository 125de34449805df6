/* ft-app-profiles.c — see ft-app-profiles.h. */
#include "config.h"

#include "ft-app-profiles.h"
#include "ft-problem.h"

static FtProfileStore *app_store;
static char *load_problem;
/* The shipped levels' ratings, read on a thread of their own while GTK
 * starts (ft_app_profiles_preload()). */
static GThread *ratings_thread;

typedef struct
{
  FtLevelRatings *levels;
  GPtrArray *problems;
} LoadedRatings;

static gpointer
load_ratings (gpointer data G_GNUC_UNUSED)
{
  LoadedRatings *loaded = g_new0 (LoadedRatings, 1);

  loaded->problems = ft_problem_list_new ();
  loaded->levels = ft_level_ratings_load_shipped (loaded->problems);
  return loaded;
}

void
ft_app_profiles_preload (void)
{
  if (app_store == NULL && ratings_thread == NULL)
    ratings_thread = g_thread_new ("ft-level-ratings", load_ratings, NULL);
}

/* The preloaded ratings, or read now; the problems go to `problems`. */
static FtLevelRatings *
take_ratings (GPtrArray *problems)
{
  LoadedRatings *loaded;
  FtLevelRatings *levels;

  if (ratings_thread == NULL)
    return ft_level_ratings_load_shipped (problems);
  loaded = g_thread_join (g_steal_pointer (&ratings_thread));
  levels = loaded->levels;
  g_ptr_array_extend_and_steal (problems, loaded->problems);
  g_free (loaded);
  return levels;
}

FtProfileStore *
ft_app_profiles_get (void)
{
  if (app_store == NULL)
    {
      g_autoptr (GPtrArray) problems = ft_problem_list_new ();
      g_autofree char *dir = g_build_filename (g_get_user_data_dir (), "fourteen", NULL);
      g_autoptr (GError) error = NULL;
      FtLevelRatings *levels = take_ratings (problems);

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
  /* A preload no longer wanted is waited for, not left running. */
  if (ratings_thread != NULL)
    {
      g_autoptr (GPtrArray) unused = ft_problem_list_new ();

      ft_level_ratings_free (take_ratings (unused));
    }
  g_set_object (&app_store, store);
  g_clear_pointer (&load_problem, g_free);
}

char *
ft_app_profiles_take_problem (void)
{
  return g_steal_pointer (&load_problem);
}
