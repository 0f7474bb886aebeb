/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A played match as replay frames, without a display: a frame for the
 * start of the game, the opening roll and every action, each with its
 * words and the position the rules reached. */
#include "config.h"

#include "gamao-match.h"
#include "gamao-matfile.h"
#include "gamao-replay-frames.h"

#include <glib.h>
#include <string.h>

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
  g_assert_cmpint (play->view.last_player, >=, 0);
  g_assert_cmpint (play->view.on_roll, !=, play->view.last_player);
  g_assert_cmpint (play->view.last_player, ==, gamao_replay_frames_get (frames, 1)->view.on_roll);
  g_assert_cmpint (play->view.dice[0], ==, 0);
  g_assert_cmpint (play->view.last_dice[0], ==, 3);
  g_assert_cmpuint (play->view.n_last_steps, ==, 2);
  g_assert_cmpint (play->view.last_steps[0].from, ==, 8);
  g_assert_cmpint (gamao_replay_frames_get (frames, 3)->view.last_player, ==, -1);
  g_assert_cmpstr (gamao_replay_frames_get (frames, 3)->text, ==, "Bia doubles to 2");
  last = gamao_replay_frames_get (frames, 4);
  g_assert_true (last->cube_action);
  g_assert_cmpuint (last->view.cube_value, ==, 2);
  g_assert_cmpint (last->view.cube_owner, ==, 0);
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

/* Ana plays the computer: she hits with 13/7 8/4* (her numbers) and
 * the computer answers. */
static GamaoMatch *
ana_hits (void)
{
  g_autoptr (GamaoPlayer) ana = gamao_player_new ("Ana", GAMAO_PLAYER_HUMAN, 0);
  g_autoptr (GamaoPlayer) cpu = gamao_player_new ("Computer", GAMAO_PLAYER_COMPUTER, 0);
  GamaoMatch *match = gamao_match_new (5, ana, cpu, GAMAO_RULE_CRAWFORD);

  /* The computer opens with 2-1: 24/21, a blot on Ana's 4-point. */
  g_assert_true (gamao_match_roll_dice (match, 1, 2, NULL));
  g_assert_cmpint (gamao_match_get_turn (match), ==, 1);
  g_assert_true (gamao_match_play_notation (match, "24/21", NULL));
  g_assert_true (gamao_match_roll_dice (match, 6, 4, NULL));
  g_assert_true (gamao_match_play_notation (match, "13/7 8/4*", NULL));
  g_assert_true (gamao_match_roll_dice (match, 5, 5, NULL));
  return match;
}

static guint
find_frame (GamaoReplayFrames *frames, const char *text)
{
  for (guint i = 0; i < gamao_replay_frames_get_n (frames); i++)
    if (g_str_equal (gamao_replay_frames_get (frames, i)->text, text))
      return i;
  for (guint i = 0; i < gamao_replay_frames_get_n (frames); i++)
    g_test_message ("frame %u: %s", i, gamao_replay_frames_get (frames, i)->text);
  g_assert_not_reached ();
}

/* Issue 32: the frame showing Ana's 13/7 8/4* was numbered from the
 * computer's side (the arrow ran from "12" to "18"), as every frame was
 * numbered for the side then on roll. With Ana at the desk every frame
 * shows her numbers and the caption is only what happened. */
static void
test_numbered_for_the_desk (void)
{
  g_autoptr (GamaoMatch) match = ana_hits ();
  g_autoptr (GamaoReplayFrames) frames
    = gamao_replay_frames_new_at_desk (gamao_match_get_record (match), 0);
  const GamaoReplayFrame *hit;

  g_assert_null (frames->error);
  hit = gamao_replay_frames_get (frames, find_frame (frames, "Ana plays 6-4: 13/7 8/4*"));
  g_assert_cmpint (hit->view.last_player, ==, 0);
  g_assert_cmpint (hit->view.last_steps[0].from, ==, 13);
  /* The computer is on roll after her play; the numbers stay hers. */
  g_assert_cmpint (hit->view.on_roll, ==, 1);
  g_assert_cmpint (hit->view.numbers_for, ==, 0);
  for (guint i = 0; i < gamao_replay_frames_get_n (frames); i++)
    {
      const GamaoReplayFrame *frame = gamao_replay_frames_get (frames, i);

      g_assert_cmpint (frame->view.numbers_for, ==, 0);
      g_assert_cmpstr (frame->view.caption, ==, frame->text);
    }
}

/* With nobody at the desk (two people, an imported match) each frame is
 * numbered for the side whose move it shows, and its caption says so. */
static void
test_numbered_for_the_mover (void)
{
  g_autoptr (GamaoMatch) match = ana_hits ();
  g_autoptr (GamaoReplayFrames) frames = gamao_replay_frames_new (gamao_match_get_record (match));
  const GamaoReplayFrame *hit, *opening;

  hit = gamao_replay_frames_get (frames, find_frame (frames, "Ana plays 6-4: 13/7 8/4*"));
  g_assert_cmpint (hit->view.numbers_for, ==, 0);
  g_assert_cmpstr (hit->view.caption, ==,
                   "Ana plays 6-4: 13/7 8/4*\nPoint numbers as Ana sees them");
  opening = gamao_replay_frames_get (frames, find_frame (frames, "Computer plays 2-1: 24/21"));
  g_assert_cmpint (opening->view.numbers_for, ==, 1);
  g_assert_nonnull (strstr (opening->view.caption, "\nPoint numbers as Computer sees them"));
}

/* The cube leaves the board in the Crawford game, and the caption says
 * which game it is. */
static void
test_crawford_frames (void)
{
  GamaoMatchRecord *record = gamao_match_record_new (3, "Ana", "Bia", GAMAO_RULE_CRAWFORD);
  GamaoGameRecord *game = gamao_match_record_add_game (record, 2, 0, TRUE);
  g_autoptr (GamaoReplayFrames) frames = NULL;
  const GamaoReplayFrame *first;

  game->opening[0] = 3;
  game->opening[1] = 1;
  frames = gamao_replay_frames_new_at_desk (record, 1);
  g_assert_null (frames->error);
  first = gamao_replay_frames_get (frames, 0);
  g_assert_true (first->crawford);
  g_assert_false (first->view.cube_shown);
  g_assert_cmpstr (first->view.caption, ==, "Game 1, score 2–0 (Crawford game)");
  g_assert_cmpint (first->view.numbers_for, ==, 1);
  g_assert_true (gamao_replay_frames_get (frames, 1)->view.opening);
  gamao_match_record_unref (record);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/replay-frames/follow-the-match", test_frames_follow_the_match);
  g_test_add_func ("/replay-frames/carry-the-score", test_frames_carry_the_score);
  g_test_add_func ("/replay-frames/numbered-for-the-desk", test_numbered_for_the_desk);
  g_test_add_func ("/replay-frames/numbered-for-the-mover", test_numbered_for_the_mover);
  g_test_add_func ("/replay-frames/crawford", test_crawford_frames);
  return g_test_run ();
}
