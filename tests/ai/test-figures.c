/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The one convention for the app's figures (gamao-figures): equity
 * named, signed, three decimals, with the match winning chance at a
 * match; rates and luck in millipoints; the depth or the rollout's
 * settings; no negative zero. Run once per language (GAMAO_TEST_LANG:
 * en, pt_BR), each with its locale's decimal separator and words. */
#include "config.h"

#include "gamao-figures.h"

#include <glib.h>
#include <libintl.h>
#include <locale.h>
#include <math.h>
#include <string.h>

#define MINUS "\u2212"

typedef struct
{
  const char *equity, *equity_match, *change, *change_match, *estimate, *milli, *luck, *depth,
    *rollout, *zero;
} Want;

static const Want en = {
  "equity +0.123",
  "equity " MINUS "0.043 · match 54.2%",
  MINUS "0.092",
  MINUS "0.092 · " MINUS "1.3%",
  "equity +0.123 ± 0.004 · match 54.2%",
  "12.3 millipoints",
  MINUS "33.9 millipoints",
  "2\u2011ply",
  "rollout: 324 games, 0\u2011ply, truncated after 10 plies, cubeful",
  "equity 0.000 · match 50.0%",
};

static const Want pt_br = {
  "equidade +0,123",
  "equidade " MINUS "0,043 · match 54,2%",
  MINUS "0,092",
  MINUS "0,092 · " MINUS "1,3%",
  "equidade +0,123 ± 0,004 · match 54,2%",
  "12,3 milésimos de partida",
  MINUS "33,9 milésimos de partida",
  "2\u2011ply",
  "rollout: 324 partidas, 0\u2011ply, interrompidas após 10 jogadas, com cubo",
  "equidade 0,000 · match 50,0%",
};

static const Want *want;

static void
test_figures (void)
{
  char out[GAMAO_FIGURE_SIZE];

  g_assert_cmpstr (gamao_figure_equity (out, sizeof out, 0.1234, -1.0), ==, want->equity);
  g_assert_cmpstr (gamao_figure_equity (out, sizeof out, -0.0431, 0.5421), ==, want->equity_match);
  g_assert_cmpstr (gamao_figure_equity_change (out, sizeof out, -0.092, NAN), ==, want->change);
  g_assert_cmpstr (gamao_figure_equity_change (out, sizeof out, -0.092, -0.013), ==,
                   want->change_match);
  g_assert_cmpstr (gamao_figure_equity_estimate (out, sizeof out, 0.1234, 0.0041, 0.542), ==,
                   want->estimate);
  g_assert_cmpstr (gamao_figure_milli (out, sizeof out, 12.34, false), ==, want->milli);
  g_assert_cmpstr (gamao_figure_milli (out, sizeof out, -33.94, true), ==, want->luck);
  g_assert_cmpstr (gamao_figure_depth (out, sizeof out, 2), ==, want->depth);
  g_assert_cmpstr (gamao_figure_rollout (out, sizeof out, 324, 10, 0, true), ==, want->rollout);
  /* A figure that rounds to zero has no sign (the hint's "-0,0%"). */
  g_assert_cmpstr (gamao_figure_equity (out, sizeof out, -0.0004, 0.49996), ==, want->zero);
}

static void
test_signs (void)
{
  char out[GAMAO_FIGURE_SIZE];

  g_assert_cmpstr (gamao_figure_signed (out, sizeof out, -0.00001, 3), ==,
                   want == &en ? "0.000" : "0,000");
  g_assert_cmpstr (gamao_figure_signed (out, sizeof out, 0.0005001, 3), ==,
                   want == &en ? "+0.001" : "+0,001");
  g_assert_cmpstr (gamao_figure_percent (out, sizeof out, -0.0004, true), ==,
                   want == &en ? "0.0%" : "0,0%");
  g_assert_null (strchr (gamao_figure_signed (out, sizeof out, -2.0, 1), '-'));
}

int
main (int argc, char **argv)
{
  const char *lang = g_getenv ("GAMAO_TEST_LANG");
  const char *localedir = g_getenv ("GAMAO_LOCALEDIR");

  setlocale (LC_ALL, "");
  if (localedir)
    bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  want = g_strcmp0 (lang, "pt_BR") == 0 ? &pt_br : &en;
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/figures/convention", test_figures);
  g_test_add_func ("/figures/signs", test_signs);
  return g_test_run ();
}
