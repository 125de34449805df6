/* test-profile.c — a profile's name, colour, initials and ratings. */
#include "config.h"

#include "ft-profile.h"

static void
count_cb (gpointer object G_GNUC_UNUSED, gpointer arg G_GNUC_UNUSED, gpointer user_data)
{
  (*(guint *) user_data)++;
}

static void
test_initials (void)
{
  static const struct {
    const char *name, *initials;
  } cases[] = {
    { "Ada Lovelace", "AL" }, { "ada", "A" }, { "  grace   brewster murray hopper ", "GB" },
    { "élodie ßtraße", "Éß" } /* ß has no single capital */, { "", "" }, { "Ünal 李", "Ü李" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (FtProfile) profile = ft_profile_new ("p1", cases[i].name, "#1c71d8", 0);
      g_autofree char *initials = ft_profile_dup_initials (profile);

      g_assert_cmpstr (initials, ==, cases[i].initials);
    }
}

static void
test_properties (void)
{
  g_autoptr (FtProfile) profile = ft_profile_new ("p1", "Ada", "#1c71d8", 1700000000);
  guint notified = 0;
  g_autofree char *id = NULL;

  g_signal_connect (profile, "notify::name", G_CALLBACK (count_cb), &notified);
  ft_profile_set_name (profile, "Ada");
  g_assert_cmpuint (notified, ==, 0); /* no change, no notification */
  ft_profile_set_name (profile, "Ada L.");
  g_assert_cmpuint (notified, ==, 1);
  g_assert_cmpstr (ft_profile_get_name (profile), ==, "Ada L.");
  ft_profile_set_colour (profile, "#c01c28");
  g_assert_cmpstr (ft_profile_get_colour (profile), ==, "#c01c28");
  g_object_get (profile, "id", &id, NULL);
  g_assert_cmpstr (id, ==, "p1");
  g_assert_cmpint (ft_profile_get_created (profile), ==, 1700000000);
  {
    guint n;
    const char *const *palette = ft_profile_palette (&n);
    g_assert_cmpuint (n, >=, 6);
    g_assert_null (palette[n]);
  }
}

static void
test_ratings (void)
{
  g_autoptr (FtProfile) profile = ft_profile_new ("p1", "Ada", "#1c71d8", 0);
  FtGlicko2Rating rating, better = { 1620, 180, 0.06 };
  const FtRatingPoint *points;
  guint n, changed = 0;

  g_signal_connect (profile, "ratings-changed", G_CALLBACK (count_cb), &changed);
  g_assert_cmpuint (ft_profile_get_rating (profile, FT_RATED_KIND_CHECKERS, &rating), ==, 0);
  g_assert_cmpfloat (rating.rating, ==, 1500);
  g_assert_cmpfloat (rating.deviation, ==, 350);
  g_assert_true (ft_profile_is_provisional (profile, FT_RATED_KIND_CHECKERS));

  ft_profile_add_rating (profile, FT_RATED_KIND_CHECKERS, &better, 1000);
  g_assert_cmpuint (changed, ==, 1);
  g_assert_cmpuint (ft_profile_get_rating (profile, FT_RATED_KIND_CHECKERS, &rating), ==, 1);
  g_assert_cmpfloat (rating.rating, ==, 1620);
  points = ft_profile_get_rating_history (profile, FT_RATED_KIND_CHECKERS, &n);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpint (points[0].time, ==, 1000);
  g_assert_cmpfloat (points[0].deviation, ==, 180);
  /* Other kinds untouched. */
  g_assert_cmpuint (ft_profile_get_rating (profile, FT_RATED_KIND_FOURTEEN, NULL), ==, 0);

  better.deviation = 90;
  ft_profile_restore_rating (profile, FT_RATED_KIND_STANDARD, &better, 12, points, 1);
  g_assert_cmpuint (changed, ==, 1); /* restoring is silent */
  g_assert_cmpuint (ft_profile_get_rating (profile, FT_RATED_KIND_STANDARD, NULL), ==, 12);
  g_assert_false (ft_profile_is_provisional (profile, FT_RATED_KIND_STANDARD));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/profile/initials", test_initials);
  g_test_add_func ("/profile/properties", test_properties);
  g_test_add_func ("/profile/ratings", test_ratings);
  return g_test_run ();
}
