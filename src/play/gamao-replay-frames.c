/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The frames come from a GamaoMatch driven by the same requests the
 * players made, so every position shown is one the rules reached. */
#define G_LOG_DOMAIN "gamao-replay"

#include "config.h"

#include "gamao-replay-frames.h"

#include <glib/gi18n.h>
#include <string.h>

#include "gamao-match.h"
#include "gamao-turn-words.h"

static void
frame_free (gpointer data)
{
  GamaoReplayFrame *frame = data;

  gamao_board_frame_clear (&frame->view);
  g_free (frame->text);
  g_free (frame);
}

void
gamao_replay_frames_free (GamaoReplayFrames *frames)
{
  g_ptr_array_unref (frames->frames);
  g_array_unref (frames->game_starts);
  g_free (frames->error);
  g_free (frames);
}

guint
gamao_replay_frames_get_n (GamaoReplayFrames *frames)
{
  return frames->frames->len;
}

const GamaoReplayFrame *
gamao_replay_frames_get (GamaoReplayFrames *frames, guint index)
{
  g_return_val_if_fail (index < frames->frames->len, NULL);
  return g_ptr_array_index (frames->frames, index);
}

static GamaoReplayFrame *
add_frame (GamaoReplayFrames *frames, GamaoMatch *match, guint game, int action, char *text)
{
  GamaoReplayFrame *frame = g_new0 (GamaoReplayFrame, 1);
  GamaoCube *cube = gamao_match_get_cube (match);
  GamaoBoardFrame *view = &frame->view;

  gamao_board_frame_init (view);
  frame->game = game;
  frame->action = action;
  view->on_roll = frame->shown = gamao_match_get_on_roll (match);
  gamao_position_get_board_for (gamao_match_get_position (match), view->on_roll, &view->board);
  gamao_match_get_dice (match, view->dice);
  /* Before the first move the dice are the opening roll's, a die of
   * each player's. */
  view->opening = action < 0 && view->dice[0] != 0;
  view->cube_value = gamao_cube_get_value (cube);
  view->cube_owner = gamao_cube_get_owner (cube);
  frame->crawford = gamao_match_get_crawford_game (match);
  frame->text = text;
  g_ptr_array_add (frames->frames, frame);
  return frame;
}

static gboolean
replay_game (GamaoReplayFrames *frames, GamaoMatch *match, const GamaoMatchRecord *record,
             guint g, GError **error)
{
  const GamaoGameRecord *game = record->games[g];
  guint start = frames->frames->len;
  GamaoReplayFrame *frame;

  if (g > 0 && !gamao_match_next_game (match, error))
    return FALSE;
  g_array_append_val (frames->game_starts, start);
  frame = add_frame (frames, match, g, -1,
                     /* Translators: the game's number and the score, not a count. */
                     g_strdup_printf (_("Game %u, score %u–%u"), g + 1, game->score[0],
                                      game->score[1]));
  frame->crawford = game->crawford;
  /* A game set up from a position has no opening roll: the match
   * replayed stands at that position already. */
  if (game->opening[0] == 0 && !game->has_start)
    return TRUE;
  if (!game->has_start
      && !gamao_match_roll_dice (match, game->opening[0], game->opening[1], error))
    return FALSE;
  if (!game->has_start)
    add_frame (frames, match, g, -1,
               /* Translators: each player's opening die: not a count. */
               g_strdup_printf (_("Opening roll: %s %d, %s %d"), record->names[0],
                                game->opening[0], record->names[1], game->opening[1]));
  for (gsize i = 0; i < game->n_actions; i++)
    {
      const GamaoAction *a = &game->actions[i];

      if (!gamao_match_apply_action (match, a, error))
        return FALSE;
      frame = add_frame (frames, match, g, (int) i, gamao_action_words (a, record->names[a->player]));
      frame->shown = a->player;
      if (a->kind == GAMAO_ACTION_PLAY || a->kind == GAMAO_ACTION_PASS)
        {
          /* After the turn the other side is on roll: the dice and the
           * play (none for a pass) are the mover's, kept on the mover's
           * side with the play's arrows, as in the game. */
          frame->view.dice[0] = frame->view.dice[1] = 0;
          gamao_board_frame_set_last_turn (&frame->view, a->player, a->dice, a->steps,
                                           a->n_steps);
        }
      frame->cube_action = a->kind == GAMAO_ACTION_DOUBLE || a->kind == GAMAO_ACTION_TAKE
                           || a->kind == GAMAO_ACTION_BEAVER || a->kind == GAMAO_ACTION_DROP;
    }
  return TRUE;
}

/* A match tracked on a real board holds only results: a frame per game. */
static void
add_tracked_game (GamaoReplayFrames *frames, const GamaoMatchRecord *record, guint g)
{
  const GamaoGameRecord *game = record->games[g];
  const GamaoAction *end = gamao_game_record_end (game);
  GamaoReplayFrame *frame = g_new0 (GamaoReplayFrame, 1);
  guint start = frames->frames->len;
  g_autofree char *what = end ? gamao_action_words (end, record->names[end->player]) : NULL;

  g_array_append_val (frames->game_starts, start);
  gamao_board_frame_init (&frame->view);
  frame->game = g;
  frame->action = end ? 0 : -1;
  frame->shown = end ? end->player : 0;
  frame->view.cube_value = end && end->result ? end->value / end->result : 1;
  frame->crawford = game->crawford;
  frame->score[0] = game->score[0];
  frame->score[1] = game->score[1];
  frame->text = end
                  /* Translators: the game's number, not a count. */
                  ? g_strdup_printf (_("Game %u: %s"), g + 1, what)
                  /* Translators: the game's number, not a count. */
                  : g_strdup_printf (_("Game %u"), g + 1);
  g_ptr_array_add (frames->frames, frame);
}

static gboolean
is_tracked (const GamaoMatchRecord *record)
{
  return record->n_games > 0 && record->games[0]->opening[0] == 0
         && !record->games[0]->has_start
         && record->games[0]->n_actions > 0;
}

/* What the board shows beside what the rules reached: the cube unless
 * in the Crawford game, whose numbers, and the caption. */
static void
finish_frames (GamaoReplayFrames *frames, int desk, const char *const names[2])
{
  for (guint i = 0; i < frames->frames->len; i++)
    {
      GamaoReplayFrame *frame = g_ptr_array_index (frames->frames, i);
      g_autofree char *text = frame->crawford
                                ? g_strdup_printf (_("%s (Crawford game)"), frame->text)
                                : g_strdup (frame->text);

      gamao_board_frame_set_cube (&frame->view, frame->view.cube_value, frame->view.cube_owner,
                                  frame->crawford);
      gamao_board_frame_number (&frame->view, desk, frame->shown, names, text);
    }
}

GamaoReplayFrames *
gamao_replay_frames_new (const GamaoMatchRecord *record)
{
  return gamao_replay_frames_new_at_desk (record, -1);
}

GamaoReplayFrames *
gamao_replay_frames_new_at_desk (const GamaoMatchRecord *record, int desk)
{
  GamaoReplayFrames *frames = g_new0 (GamaoReplayFrames, 1);
  g_autoptr (GError) error = NULL;

  frames->frames = g_ptr_array_new_with_free_func (frame_free);
  frames->game_starts = g_array_new (FALSE, FALSE, sizeof (guint));
  frames->length = record->length;
  frames->jacoby = record->length == 0 && (record->rules & GAMAO_RULE_JACOBY);
  frames->beavers = record->length == 0 && (record->rules & GAMAO_RULE_BEAVERS);
  if (record->n_games == 0)
    return frames;
  if (is_tracked (record))
    {
      for (guint g = 0; g < record->n_games; g++)
        add_tracked_game (frames, record, g);
      finish_frames (frames, desk, (const char *const *) record->names);
      return frames;
    }

  GamaoMatchRecord *first = gamao_match_record_new (record->length, record->names[0],
                                                    record->names[1], record->rules);
  GamaoGameRecord *game = gamao_match_record_add_game (first, record->games[0]->score[0],
                                                       record->games[0]->score[1],
                                                       record->games[0]->crawford);
  game->has_start = record->games[0]->has_start;
  game->start = record->games[0]->start;
  g_autoptr (GamaoMatch) match = gamao_match_new_from_record (first, &error);
  gamao_match_record_unref (first);
  for (guint g = 0; match && g < record->n_games; g++)
    if (!replay_game (frames, match, record, g, &error))
      break;
  if (error)
    frames->error = g_strdup (error->message);
  for (guint i = 0; i < frames->frames->len; i++)
    {
      GamaoReplayFrame *frame = g_ptr_array_index (frames->frames, i);
      frame->score[0] = record->games[frame->game]->score[0];
      frame->score[1] = record->games[frame->game]->score[1];
    }
  finish_frames (frames, desk, (const char *const *) record->names);
  return frames;
}

GamaoReplayFrames *
gamao_replay_frames_new_for_position (const GamaoBoard *board, const GamaoMatchState *state,
                                      const char *text)
{
  GamaoReplayFrames *frames = g_new0 (GamaoReplayFrames, 1);
  GamaoReplayFrame *frame = g_new0 (GamaoReplayFrame, 1);
  const char *seats[2] = { _("Light"), _("Dark") };
  guint start = 0;

  frames->frames = g_ptr_array_new_with_free_func (frame_free);
  frames->game_starts = g_array_new (FALSE, FALSE, sizeof (guint));
  g_array_append_val (frames->game_starts, start);
  gamao_board_frame_init (&frame->view);
  frame->action = 0;
  frame->view.board = *board;
  frame->view.on_roll = frame->shown = state->on_roll;
  frame->view.dice[0] = state->dice[0];
  frame->view.dice[1] = state->dice[1];
  frame->view.cube_value = state->cube_value;
  frame->view.cube_owner = state->cube_owner;
  frame->crawford = state->crawford;
  frame->score[0] = state->score[0];
  frame->score[1] = state->score[1];
  frame->text = g_strdup (text);
  g_ptr_array_add (frames->frames, frame);
  finish_frames (frames, -1, seats);
  return frames;
}

void
gamao_replay_frames_get_state (GamaoReplayFrames *frames, guint index, GamaoMatchState *state)
{
  const GamaoReplayFrame *frame = gamao_replay_frames_get (frames, index);

  gamao_match_state_init (state, frames->length);
  if (!frame)
    return;
  state->game_state = GAMAO_GAME_PLAYING;
  state->on_roll = state->turn = frame->view.on_roll;
  state->cube_value = frame->view.cube_value;
  state->cube_owner = frame->view.cube_owner;
  state->crawford = frame->crawford;
  state->score[0] = frame->score[0];
  state->score[1] = frame->score[1];
  /* After a turn the dice on the board are the mover's, not those of
   * the player now on roll, who has yet to roll. */
  state->dice[0] = frame->view.dice[0];
  state->dice[1] = frame->view.dice[1];
  state->jacoby = frames->jacoby;
}

int
gamao_replay_frames_desk_seat (GamaoMatchSummary *summary, const char *desk_player)
{
  gboolean person0 = gamao_match_summary_get_level (summary, 0) == NULL;
  gboolean person1 = gamao_match_summary_get_level (summary, 1) == NULL;

  if (person0 != person1)
    return person0 ? 0 : 1;
  for (int k = 0; k < 2 && desk_player && *desk_player; k++)
    if (g_strcmp0 (desk_player, gamao_match_summary_get_name (summary, k)) == 0)
      return k;
  return -1;
}
