/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The tutor's hold, without a window or a display: with it off or the
 * computer to act nothing is taken over; a person's bad play is held
 * with its words until taken back (the turn as it began) or played
 * anyway (it counts); a good play goes through once judged; a match
 * replaced while judging never gets the old action. Run again without
 * the computer's nets: then there is no tutor and every action goes
 * through. */
#include "config.h"

#include "gamao-ai-service.h"
#include "gamao-play-enums.h"
#include "gamao-tutor-hold.h"

#include <glib.h>
#include <string.h>

typedef struct
{
  GamaoTutorHold *hold;
  guint settled;
  guint refused;
  gboolean was_held;
} Watch;

static void
on_settled (GamaoTutorHold *hold, Watch *w)
{
  w->settled++;
}

static void
on_refused (GamaoTutorHold *hold, GError *error, Watch *w)
{
  w->refused++;
}

static void
on_state (GamaoTutorHold *hold, GParamSpec *pspec, Watch *w)
{
  w->was_held |= gamao_tutor_hold_get_state (hold) == GAMAO_TUTOR_HOLD_HOLDING;
}

static GamaoMatch *
new_match (GamaoPlayerKind dark)
{
  g_autoptr (GamaoPlayer) p0 = gamao_player_new ("Ana", GAMAO_PLAYER_HUMAN, 0);
  g_autoptr (GamaoPlayer) p1 = gamao_player_new ("Bruno", dark, GAMAO_LEVEL_EXPERT);
  GamaoMatch *match = gamao_match_new (5, p0, p1, GAMAO_RULE_CRAWFORD);

  /* Ana opens with 3-1. */
  g_assert_true (gamao_match_roll_dice (match, 3, 1, NULL));
  g_assert_cmpint (gamao_match_get_turn (match), ==, 0);
  return match;
}

static GamaoTutorHold *
new_hold (GamaoMatch *match, GamaoTutorMode mode, Watch *w)
{
  GamaoTutorHold *hold = gamao_tutor_hold_new ();

  memset (w, 0, sizeof *w);
  w->hold = hold;
  g_object_set (hold, "mode", mode, NULL);
  gamao_tutor_hold_set_match (hold, match);
  g_signal_connect (hold, "settled", G_CALLBACK (on_settled), w);
  g_signal_connect (hold, "refused", G_CALLBACK (on_refused), w);
  g_signal_connect (hold, "notify::state", G_CALLBACK (on_state), w);
  return hold;
}

static void
wait_idle_or_held (GamaoTutorHold *hold)
{
  /* A cap for a hang: a judgement under memcheck on a loaded machine
   * takes tens of seconds (no test asserts how long). */
  gint64 deadline = g_get_monotonic_time () + 240 * G_USEC_PER_SEC;

  while (gamao_tutor_hold_get_state (hold) == GAMAO_TUTOR_HOLD_JUDGING)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
}

/* Plays the `worst` (or best) play of the roll one checker at a time,
 * judged the way the tutor judges, at 0-ply. */
static void
make_play (GamaoMatch *match, gboolean worst)
{
  const GamaoEvaluator *evaluator = gamao_ai_service_get_evaluator (NULL);
  const GamaoPlayList *list = gamao_match_get_legal_plays (match);
  const GamaoPlay *chosen = &list->plays[0];
  float chosen_loss = worst ? -1 : 1e9f;

  for (guint i = 0; evaluator && i < list->n_plays; i++)
    {
      GamaoAiJob *job = gamao_ai_job_new (match, GAMAO_AI_TUTOR, GAMAO_LEVEL_WORLD_CLASS);
      GamaoTutorVerdict v;

      job->tutor.action = GAMAO_TUTOR_PLAY;
      job->tutor.board = job->board;
      job->tutor.state = job->state;
      job->tutor.player = job->me;
      job->tutor.dice[0] = job->dice[0];
      job->tutor.dice[1] = job->dice[1];
      job->tutor.after = list->plays[i].after;
      gamao_tutor_judge (evaluator, &job->tutor, 0, &v);
      if (worst ? v.loss > chosen_loss : v.loss < chosen_loss)
        {
          chosen = &list->plays[i];
          chosen_loss = v.loss;
        }
      g_free (job);
    }
  for (guint i = 0; i < chosen->n_steps; i++)
    g_assert_true (gamao_match_step (match, chosen->steps[i].from, chosen->steps[i].die, NULL));
  g_assert_true (gamao_match_can_commit (match));
}

static void
test_off_and_computer (void)
{
  g_autoptr (GamaoMatch) match = new_match (GAMAO_PLAYER_HUMAN);
  g_autoptr (GamaoMatch) against = new_match (GAMAO_PLAYER_COMPUTER);
  Watch w;
  g_autoptr (GamaoTutorHold) hold = new_hold (match, GAMAO_TUTOR_OFF, &w);

  make_play (match, TRUE);
  g_assert_false (gamao_tutor_hold_intercept (hold, GAMAO_TUTOR_PLAY));
  g_assert_cmpint (gamao_tutor_hold_get_state (hold), ==, GAMAO_TUTOR_HOLD_IDLE);
  /* The computer's turn is never judged. */
  gamao_tutor_hold_set_mode (hold, GAMAO_TUTOR_WARN_BAD);
  make_play (against, TRUE);
  g_assert_true (gamao_match_commit_turn (against, NULL));
  g_assert_true (gamao_match_roll (against, NULL));
  gamao_tutor_hold_set_match (hold, against);
  g_assert_false (gamao_tutor_hold_intercept (hold, GAMAO_TUTOR_PLAY));
  g_assert_cmpuint (w.settled, ==, 0);
}

static void
test_bad_play (void)
{
  g_autoptr (GamaoMatch) match = new_match (GAMAO_PLAYER_HUMAN);
  Watch w;
  g_autoptr (GamaoTutorHold) hold = new_hold (match, GAMAO_TUTOR_WARN_BAD, &w);
  GamaoStep steps[4];
  guint n_steps;

  make_play (match, TRUE);
  n_steps = gamao_match_get_steps (match, steps);
  g_assert_true (gamao_tutor_hold_intercept (hold, GAMAO_TUTOR_PLAY));
  g_assert_cmpint (gamao_tutor_hold_get_state (hold), ==, GAMAO_TUTOR_HOLD_JUDGING);
  /* While judging, another request is taken over and dropped. */
  g_assert_true (gamao_tutor_hold_intercept (hold, GAMAO_TUTOR_PLAY));
  wait_idle_or_held (hold);
  g_assert_cmpint (gamao_tutor_hold_get_state (hold), ==, GAMAO_TUTOR_HOLD_HOLDING);
  g_assert_cmpint (gamao_tutor_hold_get_action (hold), ==, GAMAO_TUTOR_PLAY);
  g_assert_true (g_str_has_prefix (gamao_tutor_hold_get_words (hold), "This play: equity \u22120."));
  g_assert_cmpstr (gamao_tutor_hold_get_why (hold), !=, "");
  /* Held: nothing counts yet. */
  g_assert_cmpint (gamao_match_get_turn (match), ==, 0);
  g_assert_cmpuint (gamao_match_get_steps (match, steps), ==, n_steps);
  g_assert_cmpuint (w.settled, ==, 0);

  g_assert_true (gamao_tutor_hold_take_back (hold));
  g_assert_cmpint (gamao_tutor_hold_get_state (hold), ==, GAMAO_TUTOR_HOLD_IDLE);
  g_assert_cmpstr (gamao_tutor_hold_get_words (hold), ==, "");
  g_assert_cmpuint (gamao_match_get_steps (match, steps), ==, 0);
  g_assert_cmpint (gamao_match_get_phase (match), ==, GAMAO_MATCH_MOVING);
  g_assert_cmpuint (w.settled, ==, 1);
  g_assert_false (gamao_tutor_hold_take_back (hold));
  g_assert_false (gamao_tutor_hold_play_anyway (hold));

  make_play (match, TRUE);
  g_assert_true (gamao_tutor_hold_intercept (hold, GAMAO_TUTOR_PLAY));
  wait_idle_or_held (hold);
  g_assert_true (gamao_tutor_hold_play_anyway (hold));
  g_assert_cmpint (gamao_tutor_hold_get_state (hold), ==, GAMAO_TUTOR_HOLD_IDLE);
  g_assert_cmpint (gamao_match_get_turn (match), ==, 1);
  g_assert_cmpuint (w.settled, ==, 2);
  g_assert_cmpuint (w.refused, ==, 0);
}

/* A good play, or any play without the nets, is committed once judged. */
static void
test_goes_through (void)
{
  g_autoptr (GamaoMatch) match = new_match (GAMAO_PLAYER_HUMAN);
  Watch w;
  g_autoptr (GamaoTutorHold) hold = new_hold (match, GAMAO_TUTOR_WARN_BAD, &w);
  gboolean nets = gamao_ai_service_check (NULL);

  make_play (match, !nets);
  g_assert_true (gamao_tutor_hold_intercept (hold, GAMAO_TUTOR_PLAY));
  wait_idle_or_held (hold);
  g_assert_cmpint (gamao_tutor_hold_get_state (hold), ==, GAMAO_TUTOR_HOLD_IDLE);
  g_assert_false (w.was_held);
  g_assert_cmpint (gamao_match_get_turn (match), ==, 1);
  g_assert_cmpuint (w.settled, ==, 1);
}

/* A match replaced while its action is judged never gets it. */
static void
test_replaced_while_judging (void)
{
  g_autoptr (GamaoMatch) match = new_match (GAMAO_PLAYER_HUMAN);
  Watch w;
  g_autoptr (GamaoTutorHold) hold = new_hold (match, GAMAO_TUTOR_WARN_BAD, &w);

  make_play (match, FALSE);
  g_assert_true (gamao_tutor_hold_intercept (hold, GAMAO_TUTOR_PLAY));
  gamao_tutor_hold_set_match (hold, NULL);
  g_assert_cmpint (gamao_tutor_hold_get_state (hold), ==, GAMAO_TUTOR_HOLD_IDLE);
  while (gamao_ai_service_get_busy () > 0)
    g_main_context_iteration (NULL, TRUE);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_cmpint (gamao_match_get_turn (match), ==, 0);
  g_assert_cmpuint (w.settled, ==, 0);
}

/* The mode is an enum property whose nicks are the settings'. */
static void
test_mode_nicks (void)
{
  g_autoptr (GEnumClass) modes = g_type_class_ref (GAMAO_TYPE_TUTOR_MODE);

  g_assert_cmpint (g_enum_get_value_by_nick (modes, "off")->value, ==, GAMAO_TUTOR_OFF);
  g_assert_cmpint (g_enum_get_value_by_nick (modes, "bad")->value, ==, GAMAO_TUTOR_WARN_BAD);
  g_assert_cmpint (g_enum_get_value_by_nick (modes, "very-bad")->value, ==,
                   GAMAO_TUTOR_WARN_VERY_BAD);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/tutor-hold/mode-nicks", test_mode_nicks);
  g_test_add_func ("/tutor-hold/off-and-computer", test_off_and_computer);
  g_test_add_func ("/tutor-hold/goes-through", test_goes_through);
  g_test_add_func ("/tutor-hold/replaced-while-judging", test_replaced_while_judging);
  if (gamao_ai_service_check (NULL))
    g_test_add_func ("/tutor-hold/bad-play", test_bad_play);
  return g_test_run ();
}
