/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A played match as replay frames, without a display: a frame for the
 * start of the game, the opening roll and every action, each with its
 * words and the position the rules reached. */
#include "config.h"

#include "gamao-match.h"
#include "gamao-matfile.h"
#include "gamao-replay-frames.h"

#include <glib.h>

static void
test_frames_follow_the_match (void)
{
  g_autoptr (GamaoPlayer) ana = gamao_player_new ("Ana", GAMAO_PLAYER_HUMAN, 0);
  g_autoptr (GamaoPlayer) bia = gamao_player_new ("Bia", GAMAO_PLAYER_HUMAN, 0);
  g_autoptr (GamaoMatch) match = gamao_match_new (0, ana, bia, 0);
  g_autoptr (GamaoReplayFrames) frames = NULL;
  const GamaoReplayFrame *last;

  g_assert_true (gamao_match_roll_dice (match, 3, 1, NULL));
  g_assert_true (gamao_match_play_notation (match, "8/5 6/5", NULL));
  g_assert_true (gamao_match_double (match, NULL));
  g_assert_true (gamao_match_take (match, NULL));
  frames = gamao_replay_frames_new (gamao_match_get_record (match));
  g_assert_null (frames->error);
  /* Start, opening roll, the play, the double, the take. */
  g_assert_cmpuint (gamao_replay_frames_get_n (frames), ==, 5);
  g_assert_cmpstr (gamao_replay_frames_get (frames, 2)->text, ==, "Ana plays 3-1: 8/5 6/5");
  /* After the play Bia is on roll, but the dice and the play are Ana's. */
  const GamaoReplayFrame *play = gamao_replay_frames_get (frames, 2);
  g_assert_true (play->after_turn);
  g_assert_cmpint (play->on_roll, !=, play->mover);
  g_assert_cmpint (play->mover, ==, gamao_replay_frames_get (frames, 1)->on_roll);
  g_assert_cmpuint (play->n_steps, ==, 2);
  g_assert_cmpint (play->steps[0].from, ==, 8);
  g_assert_false (gamao_replay_frames_get (frames, 3)->after_turn);
  g_assert_cmpstr (gamao_replay_frames_get (frames, 3)->text, ==, "Bia doubles to 2");
  last = gamao_replay_frames_get (frames, 4);
  g_assert_true (last->cube_action);
  g_assert_cmpuint (last->cube_value, ==, 2);
  g_assert_cmpint (last->cube_owner, ==, 0);
}

/* Every frame carries the score before its game, from a .mat file's
 * games: Copy's Match ID and XGID say it. */
static void
test_frames_carry_the_score (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "matfile",
                                                 "gnubg-5-point.mat", NULL);
  g_autofree char *text = NULL;
  gsize length;
  GamaoMatfileError error;

  g_assert_true (g_file_get_contents (path, &text, &length, NULL));
  GamaoMatchRecord *record = gamao_matfile_read (text, length, &error);
  g_assert_nonnull (record);
  g_assert_cmpuint (record->n_games, >, 1);
  g_autoptr (GamaoReplayFrames) frames = gamao_replay_frames_new (record);
  g_assert_null (frames->error);
  for (guint i = 0; i < gamao_replay_frames_get_n (frames); i++)
    {
      const GamaoReplayFrame *frame = gamao_replay_frames_get (frames, i);
      g_assert_cmpuint (frame->score[0], ==, record->games[frame->game]->score[0]);
      g_assert_cmpuint (frame->score[1], ==, record->games[frame->game]->score[1]);
    }
  const GamaoReplayFrame *last = gamao_replay_frames_get (frames, gamao_replay_frames_get_n (frames) - 1);
  g_assert_cmpuint (last->score[0] + last->score[1], >, 0);
  gamao_match_record_unref (record);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/replay-frames/follow-the-match", test_frames_follow_the_match);
  g_test_add_func ("/replay-frames/carry-the-score", test_frames_carry_the_score);
  return g_test_run ();
}
