/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A kept mistake set back on the table: the stored Position ID for the
 * checkers (what the analysis judged), the replayed record for the cube
 * and the score, which the analysis does not keep per decision. */
#include "config.h"

#define G_LOG_DOMAIN "gamao-play"

#include "gamao-drill-position.h"

#include "gamao-replay-frames.h"
#include "gamao-xgid.h"

#include <gio/gio.h>
#include <glib/gi18n.h>

/* The last frame of game `game` before action `seq` (`upto`: or at
 * it): the position the decision was taken in (or the action judged). */
static gint
frame_before (GamaoReplayFrames *frames, guint game, gsize seq, gboolean upto)
{
  gint found = -1;
  int last = upto ? (int) seq : (int) seq - 1;

  for (guint i = 0; i < gamao_replay_frames_get_n (frames); i++)
    {
      const GamaoReplayFrame *frame = gamao_replay_frames_get (frames, i);

      if (frame->game == game && frame->action <= last)
        found = (gint) i;
      else if (frame->game > game)
        break;
    }
  return found;
}

gint
gamao_drill_position_replay_frame (const GamaoMatchRecord *record,
                                   const GamaoMistakeData *mistake)
{
  g_autoptr (GamaoReplayFrames) frames = NULL;

  g_return_val_if_fail (record != NULL && mistake != NULL, -1);
  frames = gamao_replay_frames_new (record);
  return frame_before (frames, mistake->game, mistake->seq, TRUE);
}

void
gamao_drill_position_frame (const GamaoMistakeData *mistake, GamaoBoardFrame *frame)
{
  gboolean take = mistake->kind >= GAMAO_MISTAKE_TAKE;

  gamao_board_frame_init (frame);
  if (gamao_position_id_decode (mistake->position, &frame->board, NULL) != GAMAO_ID_OK)
    gamao_board_init_start (&frame->board);
  frame->on_roll = take ? 1 - mistake->player : mistake->player;
  frame->numbers_for = mistake->player;
  frame->cube_shown = FALSE;
  if (mistake->kind == GAMAO_MISTAKE_CHECKER)
    {
      frame->dice[0] = mistake->dice[0];
      frame->dice[1] = mistake->dice[1];
    }
}

gboolean
gamao_drill_position_of (const GamaoMatchRecord *record, const GamaoMistakeData *mistake,
                         GamaoBoard *board, GamaoMatchState *state, GError **error)
{
  g_autoptr (GamaoReplayFrames) frames = NULL;
  gboolean take = mistake->kind >= GAMAO_MISTAKE_TAKE;
  gint index;

  g_return_val_if_fail (record != NULL && mistake != NULL, FALSE);
  frames = gamao_replay_frames_new (record);
  index = frame_before (frames, mistake->game, mistake->seq, FALSE);
  if (index < 0 || gamao_position_id_decode (mistake->position, board, NULL) != GAMAO_ID_OK)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   /* Translators: the game's number, not a count. */
                   _("Game %u of the match does not reach this decision."), mistake->game + 1);
      return FALSE;
    }
  gamao_replay_frames_get_state (frames, (guint) index, state);
  state->turn = mistake->player;
  state->on_roll = take ? 1 - mistake->player : mistake->player;
  state->double_offered = take;
  state->dice[0] = mistake->kind == GAMAO_MISTAKE_CHECKER ? mistake->dice[0] : 0;
  state->dice[1] = mistake->kind == GAMAO_MISTAKE_CHECKER ? mistake->dice[1] : 0;
  return TRUE;
}

char *
gamao_drill_position_xgid (const GamaoMatchRecord *record, const GamaoMistakeData *mistake,
                           GError **error)
{
  GamaoBoard board;
  GamaoMatchState state;
  char xgid[GAMAO_XGID_MAX];

  if (!gamao_drill_position_of (record, mistake, &board, &state, error))
    return NULL;
  gamao_xgid_encode (&board, &state, xgid);
  return g_strdup (xgid);
}
