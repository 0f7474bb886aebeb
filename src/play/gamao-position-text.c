/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The text "Copy" puts on the clipboard. Equities are EMG (per unit of
 * cube, normalised at match play) as the analysis keeps them, with three
 * decimals and the difference from the best, as forum posts show them. */
#include "config.h"

#define G_LOG_DOMAIN "gamao-play"

#include "gamao-position-text.h"

#include "gamao-board-text.h"
#include "gamao-xgid.h"

#include <glib/gi18n.h>
#include <math.h>

#include "gamao-figures.h"

static void
append_ids (GString *text, const GamaoBoard *board, const GamaoMatchState *state)
{
  char position_id[GAMAO_POSITION_ID_LEN + 1], match_id[GAMAO_MATCH_ID_LEN + 1];
  char xgid[GAMAO_XGID_MAX];

  gamao_position_id_encode (board, position_id);
  gamao_match_id_encode (state, match_id);
  gamao_xgid_encode (board, state, xgid);
  /* Translators: gnubg's IDs of a position and of the match state; keep
   * the names as gnubg writes them in your language. */
  g_string_append_printf (text, _("Position ID: %s\nMatch ID: %s\n"), position_id, match_id);
  g_string_append_printf (text, "%s\n\n", xgid);
}

/* An equity in a column: signed as gamao-figures writes it, a figure
 * that rounds to zero padded where the sign would stand. */
static const char *
column (char *out, size_t size, double value)
{
  char figure[64];

  gamao_figure_signed (figure, sizeof figure, value, 3);
  g_snprintf (out, size, "%s%s", g_ascii_isdigit (figure[0]) ? " " : "", figure);
  return out;
}

/* What a decision lost: "equity −0.091" (gamao-figures). */
static const char *
lost (char *out, size_t size, double loss)
{
  return gamao_figure_loss (out, size, -loss, NAN);
}

/* "  1. 13/7 8/7     +0.123" and for the others the difference from the
 * best; the play made marked with an asterisk. */
static void
append_plays (GString *text, const GamaoStoredDecision *d, const GArray *plays)
{
  const GamaoStoredPlay *best = &g_array_index (plays, GamaoStoredPlay, 0);
  int width = 0;

  for (guint k = 0; k < plays->len; k++)
    width = MAX (width, (int) g_utf8_strlen (g_array_index (plays, GamaoStoredPlay, k).play, -1));
  /* Translators: the dice rolled ("52") and the depth of the analysis
   * ("2-ply"), each not a count; the ranked plays follow. */
  g_string_append_printf (text, _("Rolled %d%d, %u-ply analysis:\n"), MAX (d->dice[0], d->dice[1]),
                          MIN (d->dice[0], d->dice[1]), d->plies);
  for (guint k = 0; k < plays->len; k++)
    {
      const GamaoStoredPlay *p = &g_array_index (plays, GamaoStoredPlay, k);
      int pad = width - (int) g_utf8_strlen (p->play, -1);

      char value[64], change[64];

      g_string_append_printf (text, "%s %u. %s%*s  %s", p->played ? "*" : " ", p->rank + 1,
                              p->play, pad, "", column (value, sizeof value, p->equity));
      if (k > 0)
        g_string_append_printf (text, " (%s)",
                                column (change, sizeof change, p->equity - best->equity));
      g_string_append_c (text, '\n');
    }
  char loss[GAMAO_FIGURE_SIZE];

  if (d->mark != GAMAO_MARK_NONE)
    /* Translators: the play made (marked * above), its mark and what it
     * lost ("equity −0.091"). */
    g_string_append_printf (text, _("* played %s %s, %s\n"), d->played,
                            gamao_mark_symbol (d->mark), lost (loss, sizeof loss, d->equity_loss));
  else
    g_string_append_printf (text, _("* played %s\n"), d->played);
}

static const char *
choice_words (const char *key)
{
  for (int c = GAMAO_CHOICE_NO_DOUBLE; c <= GAMAO_CHOICE_ACCEPT; c++)
    if (g_str_equal (key, gamao_choice_key ((GamaoChoice) c)))
      return gamao_choice_name ((GamaoChoice) c);
  return key;
}

/* The three cube equities for the doubler, the proper action and the
 * choice made. */
static void
append_cube (GString *text, const GamaoStoredDecision *d)
{
  const char *names[3] = { _("No double"), _("Double, take"), _("Double, pass") };
  double values[3] = { d->no_double, d->double_take, d->double_pass };
  double best = MAX (values[0], MIN (values[1], values[2]));
  int width = 0;

  for (int k = 0; k < 3; k++)
    width = MAX (width, (int) g_utf8_strlen (names[k], -1));
  /* Translators: the depth of the analysis ("2-ply"), not a count;
   * cubeful equities for the player who may double follow. */
  g_string_append_printf (text, _("Cube decision, %u-ply analysis, equities for the player "
                                  "on roll:\n"),
                          d->plies);
  for (int k = 0; k < 3; k++)
    {
      char value[64], change[64];

      g_string_append_printf (text, "  %s%*s  %s (%s)\n", names[k],
                              width - (int) g_utf8_strlen (names[k], -1), "",
                              column (value, sizeof value, values[k]),
                              column (change, sizeof change, values[k] - best));
    }
  g_string_append_printf (text, _("Proper cube action: %s\n"), gamao_proper_cube_name (d->proper));
  char loss[GAMAO_FIGURE_SIZE];

  if (d->mark != GAMAO_MARK_NONE)
    /* Translators: the cube choice made, its mark and what it lost
     * ("equity −0.150"). */
    g_string_append_printf (text, _("* chosen: %s %s, %s\n"), choice_words (d->played),
                            gamao_mark_symbol (d->mark), lost (loss, sizeof loss, d->equity_loss));
  else
    g_string_append_printf (text, _("* chosen: %s\n"), choice_words (d->played));
}

char *
gamao_position_text (const GamaoBoard *board, const GamaoMatchState *state,
                     const GamaoStoredDecision *decision, const GArray *plays)
{
  return gamao_position_text_named (board, state, NULL, decision, plays);
}

char *
gamao_position_text_named (const GamaoBoard *board, const GamaoMatchState *state,
                           const char *const names[2],
                           const GamaoStoredDecision *decision, const GArray *plays)
{
  GString *text = g_string_new (NULL);
  char diagram[4096];

  g_return_val_if_fail (board != NULL && state != NULL, NULL);

  append_ids (text, board, state);
  gamao_board_text_named (board, state, names, diagram, sizeof diagram);
  g_string_append (text, diagram);
  if (decision)
    {
      g_autofree char *analysis = gamao_position_text_analysis (decision, plays);
      if (analysis)
        g_string_append_printf (text, "\n%s", analysis);
    }
  return g_string_free (text, FALSE);
}

char *
gamao_position_text_analysis (const GamaoStoredDecision *decision, const GArray *plays)
{
  GString *text = g_string_new (NULL);

  g_return_val_if_fail (decision != NULL, NULL);
  if (decision->kind == GAMAO_DECISION_CHECKER && plays && plays->len > 0)
    append_plays (text, decision, plays);
  else if (decision->has_cube)
    append_cube (text, decision);
  if (text->len == 0)
    {
      g_string_free (text, TRUE);
      return NULL;
    }
  return g_string_free (text, FALSE);
}
