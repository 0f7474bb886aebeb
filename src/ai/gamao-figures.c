/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The figures' words and numbers, in one place (see the header for the
 * convention). Plain C with the C library's printf, so the decimal
 * separator is the locale's, as everywhere else in the app. */
#include "config.h"

#include "gamao-figures.h"

#include "gamao-i18n.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

/* U+2212 MINUS SIGN: a hyphen is too short beside the figures. */
#define MINUS "\xe2\x88\x92"

/* Whether the digits of `text` are all zeros ("0.000", "0,0"). */
static bool
all_zero (const char *text)
{
  for (const char *p = text; *p; p++)
    if (*p >= '1' && *p <= '9')
      return false;
  return true;
}

char *
gamao_figure_signed (char *out, size_t size, double value, int decimals)
{
  char digits[40];

  if (!isfinite (value))
    value = 0.0;
  snprintf (digits, sizeof digits, "%.*f", decimals, fabs (value));
  /* A figure that rounds to zero has no sign: "-0.0" read as a loss. */
  if (all_zero (digits))
    snprintf (out, size, "%s", digits);
  else
    snprintf (out, size, "%s%s", value < 0.0 ? MINUS : "+", digits);
  return out;
}

/* The same without a plus sign (a chance, an error rate). */
static char *
unsigned_figure (char *out, size_t size, double value, int decimals)
{
  char digits[40];

  if (!isfinite (value))
    value = 0.0;
  snprintf (digits, sizeof digits, "%.*f", decimals, fabs (value));
  snprintf (out, size, "%s%s", value < 0.0 && !all_zero (digits) ? MINUS : "", digits);
  return out;
}

char *
gamao_figure_percent (char *out, size_t size, double chance, bool with_sign)
{
  char number[64];

  if (with_sign)
    gamao_figure_signed (number, sizeof number, 100.0 * chance, 1);
  else
    unsigned_figure (number, sizeof number, 100.0 * chance, 1);
  /* Translators: a percentage, "54.2%" (pt: "54,2%"); %s is the number. */
  snprintf (out, size, GAMAO_TR ("%s%%"), number);
  return out;
}

/* A figure named as equity ("equity +0.123"), then at a match the match
 * winning chance or its change ("equity +0.123 · match 54.2%"). */
static char *
named (char *out, size_t size, const char *equity, const char *match)
{
  if (!match)
    /* Translators: cubeful equity normalised to a 1-point cube, signed,
     * three decimals: "equity +0.123" (pt_BR: "equidade +0,123"). */
    snprintf (out, size, GAMAO_TR ("equity %s"), equity);
  else
    /* Translators: the equity, then the chance of winning the match:
     * "equity +0.123 · match 54.2%". */
    snprintf (out, size, GAMAO_TR ("equity %s · match %s"), equity, match);
  return out;
}

char *
gamao_figure_equity (char *out, size_t size, double emg, double mwc)
{
  char equity[64], match[64];

  gamao_figure_signed (equity, sizeof equity, emg, 3);
  return named (out, size, equity,
                mwc >= 0.0 ? gamao_figure_percent (match, sizeof match, mwc, false) : NULL);
}

char *
gamao_figure_equity_estimate (char *out, size_t size, double emg, double se, double mwc)
{
  char value[64], error[64], with_error[160], match[64];

  gamao_figure_signed (value, sizeof value, emg, 3);
  unsigned_figure (error, sizeof error, se, 3);
  snprintf (with_error, sizeof with_error, "%s ± %s", value, error);
  return named (out, size, with_error,
                mwc >= 0.0 ? gamao_figure_percent (match, sizeof match, mwc, false) : NULL);
}

char *
gamao_figure_equity_change (char *out, size_t size, double emg, double mwc)
{
  char equity[64], match[64];

  gamao_figure_signed (equity, sizeof equity, emg, 3);
  if (isnan (mwc))
    snprintf (out, size, "%s", equity);
  else
    snprintf (out, size, "%s · %s", equity, gamao_figure_percent (match, sizeof match, mwc, true));
  return out;
}

char *
gamao_figure_loss (char *out, size_t size, double emg, double mwc)
{
  char equity[64], match[64];

  gamao_figure_signed (equity, sizeof equity, emg, 3);
  return named (out, size, equity,
                isnan (mwc) ? NULL : gamao_figure_percent (match, sizeof match, mwc, true));
}

char *
gamao_figure_milli (char *out, size_t size, double memg, bool with_sign)
{
  char number[64];

  if (with_sign)
    gamao_figure_signed (number, sizeof number, memg, 1);
  else
    unsigned_figure (number, sizeof number, memg, 1);
  /* Translators: an error rate or a luck in thousandths of a normalised
   * point (mEMG), one decimal: "12.3 millipoints" (pt_BR: "12,3 milésimos
   * de partida"). Not a count. */
  snprintf (out, size, GAMAO_TR ("%s millipoints"), number);
  return out;
}

char *
gamao_figure_depth (char *out, size_t size, unsigned plies)
{
  /* Translators: how deep a figure looked; %u is a depth, not a count.
   * The hyphen is U+2011, which never breaks the figure over two lines. */
  snprintf (out, size, GAMAO_TR ("%u‑ply"), plies);
  return out;
}

char *
gamao_figure_rollout (char *out, size_t size, unsigned games, unsigned truncate, unsigned plies,
                      bool cubeful)
{
  char n_games[64], depth[32], end[96];

  snprintf (n_games, sizeof n_games,
            dngettext (GETTEXT_PACKAGE, "%u game", "%u games", games), games);
  gamao_figure_depth (depth, sizeof depth, plies);
  if (truncate > 0)
    snprintf (end, sizeof end,
              dngettext (GETTEXT_PACKAGE, "truncated after %u ply", "truncated after %u plies",
                         truncate),
              truncate);
  else
    snprintf (end, sizeof end, "%s", GAMAO_TR ("played to the end"));
  /* Translators: how a rollout was made: games, the depth of its plays,
   * where the games stop, and "cubeful" or "cubeless". */
  snprintf (out, size, GAMAO_TR ("rollout: %s, %s, %s, %s"), n_games, depth, end,
            cubeful ? GAMAO_TR ("cubeful") : GAMAO_TR ("cubeless"));
  return out;
}
