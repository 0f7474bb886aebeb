/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-diagram-caption.c: see gamao-diagram-caption.h. */
#include "config.h"

#define G_LOG_DOMAIN "gamao-play"

#include "gamao-diagram-caption.h"

#include "gamao-advice.h"
#include "gamao-position-id.h"

#include <glib/gi18n.h>

/* The score, Crawford and who plays: "Ana 2, Bia 1, match to 5 · Bia to
 * play 3-1". */
static void
append_state (GString *out, const GamaoSetupPosition *setup, const char *const names[2])
{
  const char *light = names ? names[0] : _("Light"), *dark = names ? names[1] : _("Dark");
  const char *side = setup->on_roll ? dark : light;

  if (setup->match_length == 0)
    g_string_append (out, _("Money game"));
  else
    /* Translators: a diagram’s caption: a player and their score, the other
       and theirs, the length; not a count. */
    g_string_append_printf (out, _("%s %u, %s %u, match to %u"), light, setup->score[0], dark,
                            setup->score[1], setup->match_length);
  if (setup->match_length && setup->crawford)
    g_string_append_printf (out, " · %s", _("Crawford"));
  g_string_append (out, " · ");
  if (setup->dice[0] > 0)
    /* Translators: a diagram’s caption: who plays, then the dice; not a
       count. */
    g_string_append_printf (out, _("%s to play %d-%d"), side, setup->dice[0], setup->dice[1]);
  else
    /* Translators: a diagram's caption: who is on roll, before rolling. */
    g_string_append_printf (out, _("%s on roll"), side);
}

char *
gamao_diagram_caption (const GamaoSetupPosition *setup, const char *const names[2],
                       const GamaoCaptionPlay *plays, unsigned n_plays)
{
  GString *out = g_string_new (NULL);
  char position_id[GAMAO_POSITION_ID_LEN + 1], match_id[GAMAO_MATCH_ID_LEN + 1];

  gamao_setup_position_ids (setup, position_id, match_id);
  /* Translators: a diagram's caption: the two IDs. */
  g_string_append_printf (out, _("Position ID: %s · Match ID: %s"), position_id, match_id);
  g_string_append_c (out, '\n');
  append_state (out, setup, names);
  for (unsigned i = 0; i < n_plays; i++)
    g_string_append_printf (out, "\n%u. %s  %s", i + 1, plays[i].play, plays[i].equity);
  return g_string_free (out, FALSE);
}

unsigned
gamao_diagram_caption_rank (const GamaoEvaluator *evaluator, const GamaoSetupPosition *setup,
                            unsigned plies, GamaoCaptionPlay *plays, unsigned max)
{
  g_autofree GamaoAdvicePlay *ranked = NULL;
  GamaoBoard board;
  GamaoMatchState state;
  unsigned n;

  if (setup->dice[0] <= 0 || max == 0)
    return 0;
  ranked = g_new (GamaoAdvicePlay, max);
  gamao_setup_position_to_board (setup, &board);
  gamao_setup_position_to_state (setup, &state);
  n = gamao_advice_plays (evaluator, &board, &state, setup->dice[0], setup->dice[1], plies, ranked,
                          max);
  for (unsigned i = 0; i < n; i++)
    {
      gamao_notation_write (&ranked[i].play, plays[i].play, sizeof plays[i].play);
      gamao_figure_equity (plays[i].equity, sizeof plays[i].equity, ranked[i].equity,
                           ranked[i].mwc);
    }
  return n;
}
