/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-cli rollout: its figures as text for people or JSON for programs. */
#include "config.h"

#define G_LOG_DOMAIN "gamao-cli"

#include "gamao-advice.h"
#include "gamao-cli-rollout.h"
#include "gamao-figures.h"
#include "gamao-notation.h"

#include <glib/gi18n.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

/* The cube decision as rolled out: values per unit of the present cube
 * (money) or match winning chances, for the player on roll. */
typedef struct
{
  GamaoEstimate no_double, double_take;
  double double_pass;
  GamaoCubeAction action;
  gboolean redouble;
} CubeFigures;

static void
cube_figures (const GamaoCliRollout *r, CubeFigures *f)
{
  static const float any[GAMAO_N_OUTPUTS] = { 0.5f, 0.0f, 0.0f, 0.0f, 0.0f };
  GamaoCubeDecision d;

  gamao_cube_decide (&r->cube, any, &d);
  f->redouble = d.redouble;
  f->double_pass = d.double_pass;
  f->no_double = r->results[0].cubeful;
  if (r->n_roots < 2)
    {
      f->action = GAMAO_CUBE_NOT_AVAILABLE;
      return;
    }
  f->double_take = r->results[1].cubeful;
  if (!r->results[1].is_match)
    {
      /* That rollout counted in units of the doubled cube. */
      f->double_take.mean *= 2.0;
      f->double_take.se *= 2.0;
    }
  double doubled = MIN (f->double_take.mean, f->double_pass);
  if (doubled > f->no_double.mean)
    f->action = f->double_take.mean <= f->double_pass ? GAMAO_CUBE_DOUBLE_TAKE
                                                      : GAMAO_CUBE_DOUBLE_PASS;
  else
    f->action = f->double_take.mean > f->double_pass ? GAMAO_CUBE_TOO_GOOD : GAMAO_CUBE_NO_DOUBLE;
}

static double
sort_key (const GamaoCliRollout *r, unsigned i)
{
  return r->settings.cubeful ? r->results[i].cubeful.mean : r->results[i].cubeless.mean;
}

static int
compare_keys (const void *a, const void *b, void *data)
{
  double x = sort_key (data, *(const unsigned *) a), y = sort_key (data, *(const unsigned *) b);
  return (x < y) - (x > y);
}

/* The candidates, best rolled-out first. */
static unsigned *
order_of (const GamaoCliRollout *r)
{
  unsigned *order = g_new (unsigned, r->n_roots);

  for (unsigned i = 0; i < r->n_roots; i++)
    order[i] = i;
  g_qsort_with_data (order, (gint) r->n_roots, sizeof *order, compare_keys, (void *) r);
  return order;
}

/* A figure in the app's one convention (gamao-figures): equity
 * normalised to a 1-point cube ± its standard error, and at a match the
 * match winning chance. */
static void
print_value (const GamaoCliRollout *r, const char *label, GamaoEstimate e)
{
  char text[GAMAO_FIGURE_SIZE];
  double emg = gamao_advice_to_emg (&r->cube, (float) e.mean);
  double se = e.se / gamao_advice_mwc_per_emg (&r->cube);

  gamao_figure_equity_estimate (text, sizeof text, emg, se,
                                r->cube.match_length > 0 ? e.mean : -1.0);
  printf ("  %-18s %s\n", label, text);
}

static void
print_chances (const GamaoRolloutResult *res)
{
  const GamaoEstimate *o = res->outputs;

  printf (_("      win  %5.1f%% ± %.1f  gammon %5.1f%% ± %.1f  backgammon %4.1f%% ± %.1f\n"),
          100.0 * o[GAMAO_OUT_WIN].mean, 100.0 * o[GAMAO_OUT_WIN].se,
          100.0 * o[GAMAO_OUT_WIN_GAMMON].mean, 100.0 * o[GAMAO_OUT_WIN_GAMMON].se,
          100.0 * o[GAMAO_OUT_WIN_BACKGAMMON].mean, 100.0 * o[GAMAO_OUT_WIN_BACKGAMMON].se);
  printf (_("      lose %5.1f%% ± %.1f  gammon %5.1f%% ± %.1f  backgammon %4.1f%% ± %.1f\n"),
          100.0 * (1.0 - o[GAMAO_OUT_WIN].mean), 100.0 * o[GAMAO_OUT_WIN].se,
          100.0 * o[GAMAO_OUT_LOSE_GAMMON].mean, 100.0 * o[GAMAO_OUT_LOSE_GAMMON].se,
          100.0 * o[GAMAO_OUT_LOSE_BACKGAMMON].mean, 100.0 * o[GAMAO_OUT_LOSE_BACKGAMMON].se);
}

static void
print_settings (const GamaoCliRollout *r)
{
  const GamaoRolloutSettings *s = &r->settings;

  g_autofree char *games = g_strdup_printf (ngettext ("%u game each", "%u games each", s->games),
                                            s->games);
  g_autofree char *cut = s->truncate ? g_strdup_printf (ngettext ("truncated after %u ply",
                                                                  "truncated after %u plies",
                                                                  s->truncate),
                                                        s->truncate)
                                     : g_strdup (_("played to the end"));

  /* Translators: "144 games each, seed 1, truncated after 7 plies, plays at 0-ply"; the
     seed and the search depth (%u-ply) are not a count. */
  printf (_("%s, seed %llu, %s, plays at %u-ply"), games, (unsigned long long) s->seed, cut,
          s->plies);
  printf ("%s%s", s->variance_reduction ? _(", variance reduction") : "",
          s->cubeful ? _(", cubeful") : _(", cubeless"));
  printf (_(" (%.1f s)\n"), r->seconds);
  if (r->cube.match_length == 0 && r->cube.jacoby)
    printf ("%s\n", _("Money game with the Jacoby rule: gammons count only once the cube is turned."));
}

static void
print_plays_text (const GamaoCliRollout *r)
{
  g_autofree unsigned *order = order_of (r);
  char notation[GAMAO_NOTATION_MAX];

  /* Translators: the plural follows the plays; %d-%d are the dice. */
  printf (ngettext ("Rollout of %u play for %d-%d: ", "Rollout of %u plays for %d-%d: ",
                    r->n_roots),
          r->n_roots, r->d1, r->d2);
  print_settings (r);
  for (unsigned k = 0; k < r->n_roots; k++)
    {
      const GamaoRolloutResult *res = &r->results[order[k]];
      gamao_notation_write (&r->plays[order[k]], notation, sizeof notation);
      printf ("%3u. %s\n", k + 1, notation);
      if (r->settings.cubeful)
        print_value (r, _("cubeful"), res->cubeful);
      print_value (r, _("cubeless"), res->cubeless);
      print_chances (res);
    }
}

static void
print_cube_text (const GamaoCliRollout *r)
{
  CubeFigures f;

  printf ("%s", _("Rollout of the cube decision: "));
  print_settings (r);
  print_chances (&r->results[0]);
  print_value (r, _("cubeless"), r->results[0].cubeless);
  if (!r->settings.cubeful)
    {
      printf ("%s\n", _("A cube decision needs a cubeful rollout (without --cubeless)."));
      return;
    }
  cube_figures (r, &f);
  print_value (r, f.redouble ? _("No redouble") : _("No double"), f.no_double);
  if (f.action != GAMAO_CUBE_NOT_AVAILABLE)
    {
      GamaoEstimate pass = { f.double_pass, 0.0 };
      print_value (r, f.redouble ? _("Redouble, take") : _("Double, take"), f.double_take);
      print_value (r, f.redouble ? _("Redouble, pass") : _("Double, pass"), pass);
    }
  printf (_("Proper cube action: %s\n"), gamao_cube_action_name (f.action, f.redouble));
}

void
gamao_cli_rollout_print_text (const GamaoCliRollout *r)
{
  if (r->has_dice)
    print_plays_text (r);
  else
    print_cube_text (r);
}

static void
json_estimate (GString *out, const char *name, GamaoEstimate e)
{
  /* Rounding can print a tiny negative mean as -0.000000. */
  double mean = fabs (e.mean) < 5e-7 ? 0.0 : e.mean;

  g_string_append_printf (out, "\"%s\": {\"mean\": %.6f, \"se\": %.6f}", name, mean, e.se);
}

static void
json_result (GString *out, const GamaoRolloutResult *res, gboolean cubeful)
{
  const GamaoEstimate *o = res->outputs;
  /* + 0.0 turns a negative zero into zero. */
  GamaoEstimate lose = { 1.0 - o[GAMAO_OUT_WIN].mean + 0.0, o[GAMAO_OUT_WIN].se };

  g_string_append_printf (out, "\"games\": %u, ", res->games);
  json_estimate (out, "win", o[GAMAO_OUT_WIN]);
  g_string_append (out, ", ");
  json_estimate (out, "win_gammon", o[GAMAO_OUT_WIN_GAMMON]);
  g_string_append (out, ", ");
  json_estimate (out, "win_backgammon", o[GAMAO_OUT_WIN_BACKGAMMON]);
  g_string_append (out, ", ");
  json_estimate (out, "lose", lose);
  g_string_append (out, ", ");
  json_estimate (out, "lose_gammon", o[GAMAO_OUT_LOSE_GAMMON]);
  g_string_append (out, ", ");
  json_estimate (out, "lose_backgammon", o[GAMAO_OUT_LOSE_BACKGAMMON]);
  g_string_append (out, ", ");
  json_estimate (out, "cubeless", res->cubeless);
  if (cubeful)
    {
      g_string_append (out, ", ");
      json_estimate (out, "cubeful", res->cubeful);
    }
}

static void
json_settings (GString *out, const GamaoCliRollout *r)
{
  const GamaoRolloutSettings *s = &r->settings;

  g_string_append_printf (out,
                          "\"settings\": {\"games\": %u, \"truncate\": %u, \"plies\": %u, "
                          "\"seed\": %llu, \"variance_reduction\": %s, \"cubeful\": %s}, "
                          "\"match\": %s, \"match_length\": %u, \"jacoby\": %s, "
                          "\"seconds\": %.3f",
                          s->games, s->truncate, s->plies, (unsigned long long) s->seed,
                          s->variance_reduction ? "true" : "false",
                          s->cubeful ? "true" : "false",
                          r->cube.match_length ? "true" : "false", r->cube.match_length,
                          r->cube.jacoby ? "true" : "false", r->seconds);
}

void
gamao_cli_rollout_print_json (const GamaoCliRollout *r)
{
  g_autoptr (GString) out = g_string_new ("{");

  json_settings (out, r);
  if (r->has_dice)
    {
      g_autofree unsigned *order = order_of (r);
      char notation[GAMAO_NOTATION_MAX];

      g_string_append_printf (out, ", \"dice\": [%d, %d], \"plays\": [", r->d1, r->d2);
      for (unsigned k = 0; k < r->n_roots; k++)
        {
          gamao_notation_write (&r->plays[order[k]], notation, sizeof notation);
          g_string_append_printf (out, "%s{\"play\": \"%s\", ", k ? ", " : "", notation);
          json_result (out, &r->results[order[k]], r->settings.cubeful);
          g_string_append (out, "}");
        }
      g_string_append (out, "]");
    }
  else
    {
      g_string_append (out, ", \"position\": {");
      json_result (out, &r->results[0], r->settings.cubeful);
      g_string_append (out, "}");
      if (r->settings.cubeful)
        {
          CubeFigures f;
          cube_figures (r, &f);
          g_string_append (out, ", \"cube\": {");
          json_estimate (out, "no_double", f.no_double);
          if (f.action != GAMAO_CUBE_NOT_AVAILABLE)
            {
              g_string_append (out, ", ");
              json_estimate (out, "double_take", f.double_take);
              g_string_append_printf (out, ", \"double_pass\": %.6f", f.double_pass);
            }
          g_string_append_printf (out, ", \"action\": \"%s\"}",
                                  f.action == GAMAO_CUBE_NO_DOUBLE     ? "no-double"
                                  : f.action == GAMAO_CUBE_DOUBLE_TAKE ? "double-take"
                                  : f.action == GAMAO_CUBE_DOUBLE_PASS ? "double-pass"
                                  : f.action == GAMAO_CUBE_TOO_GOOD    ? "too-good"
                                                                       : "not-available");
        }
    }
  g_string_append (out, "}");
  printf ("%s\n", out->str);
}
