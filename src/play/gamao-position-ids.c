/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#define G_LOG_DOMAIN "gamao-play"

#include "gamao-position-ids.h"

#include "gamao-position-id.h"
#include "gamao-position-text.h"
#include "gamao-stakes.h"
#include "gamao-xgid.h"

#include <gio/gio.h>
#include <glib/gi18n.h>

static gboolean
bad_ids (GError **error, const char *why)
{
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
               _("This is no gnubg position: %s"), why);
  return FALSE;
}

gboolean
gamao_position_ids_parse (const char *text, GamaoBoard *board, GamaoMatchState *state,
                          GError **error)
{
  if (text && gamao_xgid_detect (text))
    {
      char why[256];
      if (gamao_xgid_decode (text, board, state, why, sizeof why))
        return TRUE;
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("This is no XGID: %s"), why);
      return FALSE;
    }

  g_auto (GStrv) parts = g_strsplit_set (text ? text : "", ": \t\n", -1);
  const char *ids[2] = { NULL, NULL };
  guint n = 0;
  GamaoIdError id_error;

  for (guint i = 0; parts[i]; i++)
    if (*parts[i] && n < 2)
      ids[n++] = parts[i];
  if (n == 0)
    return bad_ids (error, _("the text is empty"));
  gamao_match_state_init (state, 0);
  state->game_state = GAMAO_GAME_PLAYING;
  if (n == 2 && (id_error = gamao_match_id_decode (ids[1], state)) != GAMAO_ID_OK)
    return bad_ids (error, gamao_id_error_message (id_error));
  if ((id_error = gamao_position_id_decode (ids[0], board, NULL)) != GAMAO_ID_OK)
    return bad_ids (error, gamao_id_error_message (id_error));
  return TRUE;
}

char *
gamao_position_ids_describe (const GamaoMatchState *state)
{
  const char *seat = state->on_roll == 0 ? _("Light") : _("Dark");

  if (state->match_length == 0)
    /* Translators: %u is the value of the cube, not a count. */
    return g_strdup_printf (_("%s on roll, cube %u, money game"), seat, state->cube_value);
  /* Translators: the plural follows the match length; the cube's value and the score
     ("3–2") are not counts. */
  return g_strdup_printf (ngettext ("%s on roll, cube %u, score %u–%u in a %u-point match",
                                    "%s on roll, cube %u, score %u–%u in a %u-point match",
                                    state->match_length),
                          seat, state->cube_value, state->score[0], state->score[1],
                          state->match_length);
}

char *
gamao_position_ids_of_match (GamaoMatch *match)
{
  g_autofree char *position = gamao_match_dup_position_id (match);
  g_autofree char *match_id = gamao_match_dup_match_id (match);

  return g_strdup_printf ("%s:%s", position, match_id);
}

/* The board from the side of the player on roll, and the match state. */
static gboolean
read_match (GamaoMatch *match, GamaoBoard *board, GamaoMatchState *state)
{
  g_autofree char *position = gamao_match_dup_position_id (match);

  if (gamao_position_id_decode (position, board, NULL) != GAMAO_ID_OK)
    return FALSE;
  gamao_match_get_match_state (match, state);
  return TRUE;
}

char *
gamao_position_ids_xgid_of_match (GamaoMatch *match)
{
  char xgid[GAMAO_XGID_MAX];
  GamaoMatchState state;
  GamaoBoard board;

  if (!read_match (match, &board, &state))
    return NULL;
  gamao_xgid_encode (&board, &state, xgid);
  return g_strdup (xgid);
}

char *
gamao_position_ids_text_of_match (GamaoMatch *match)
{
  GamaoMatchState state;
  GamaoBoard board;

  const char *names[2];

  if (!read_match (match, &board, &state))
    return NULL;
  /* "On roll: X, Ana (light checkers)", not "player 0". */
  names[0] = gamao_stakes_player_name (match, 0);
  names[1] = gamao_stakes_player_name (match, 1);
  return gamao_position_text_named (&board, &state, names, NULL, NULL);
}
