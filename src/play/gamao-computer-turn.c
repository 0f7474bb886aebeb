/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "gamao-computer-turn"

#include "config.h"

#include "gamao-computer-turn.h"

#include "gamao-ai-service.h"

/* Pauses at animation speed 1, so that a person sees the dice before
 * the checkers move, each checker land before the next one flies, and
 * a passed turn's dice before the game goes on. Speed 0 (animations
 * off) takes them all away. */
#define THINK_PAUSE_MS 700
#define STEP_PAUSE_MS 450
#define PASS_PAUSE_MS 1600

struct _GamaoComputerTurn
{
  GObject parent_instance;

  GSettings *settings;
  GamaoMatch *match;
  GCancellable *cancellable;
  guint source_id;
  gboolean thinking;
  char *stamp;          /* where the match stood when the question was put */
  gboolean stepping;
  GamaoPlay play;
  guint next_step;
  guint offered_game;   /* the game in which it last offered to resign */
  gboolean failed;      /* told once; it plays no more in this match */
};

G_DEFINE_FINAL_TYPE (GamaoComputerTurn, gamao_computer_turn, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_BUSY,
  N_PROPS
};

enum
{
  FAILED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void schedule (GamaoComputerTurn *self, guint pause_ms);

static gboolean
is_computer (GamaoMatch *match, int player)
{
  return gamao_player_get_kind (gamao_match_get_player (match, player))
         == GAMAO_PLAYER_COMPUTER;
}

static GamaoLevel
level_of (GamaoMatch *match, int player)
{
  return (GamaoLevel) CLAMP (gamao_player_get_level (gamao_match_get_player (match, player)),
                             GAMAO_LEVEL_BEGINNER, GAMAO_LEVEL_WORLD_CLASS);
}

/* A pause at the speed chosen in the Preferences. */
static guint
paced (GamaoComputerTurn *self, guint ms)
{
  double speed = g_settings_get_double (self->settings, "animation-speed");

  return speed > 0 ? (guint) (ms / speed) : 0;
}

/* Everything an answer depends on: an answer for another stamp is stale. */
static char *
stamp_of (GamaoMatch *match)
{
  g_autofree char *position = gamao_match_dup_position_id (match);
  g_autofree char *match_id = gamao_match_dup_match_id (match);

  return g_strdup_printf ("%u %d %d %s %s", gamao_match_get_game_number (match),
                          (int) gamao_match_get_phase (match), gamao_match_get_turn (match),
                          position, match_id);
}

static void
set_busy (GamaoComputerTurn *self, gboolean thinking, gboolean stepping)
{
  gboolean was = gamao_computer_turn_get_busy (self);

  self->thinking = thinking;
  self->stepping = stepping;
  if (was != gamao_computer_turn_get_busy (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BUSY]);
}

static void
fail (GamaoComputerTurn *self, const char *message)
{
  set_busy (self, FALSE, FALSE);
  self->failed = TRUE;
  g_signal_emit (self, signals[FAILED], 0, message);
}

typedef gboolean (*Request) (GamaoMatch *match, GError **error);

static void
request (GamaoComputerTurn *self, Request fn)
{
  g_autoptr (GError) error = NULL;

  /* The answer was checked against the match's state just before, so a
   * refusal means a bug, not a user's mistake. */
  if (!fn (self->match, &error))
    g_warning ("The computer's request was refused: %s", error->message);
}

static gboolean
next_step (gpointer user_data)
{
  GamaoComputerTurn *self = user_data;
  g_autoptr (GError) error = NULL;

  self->source_id = 0;
  if (self->next_step < self->play.n_steps)
    {
      const GamaoStep *step = &self->play.steps[self->next_step++];

      if (!gamao_match_step (self->match, step->from, step->die, &error))
        {
          g_warning ("The computer's step was refused: %s", error->message);
          set_busy (self, FALSE, FALSE);
          return G_SOURCE_REMOVE;
        }
      self->source_id = g_timeout_add (paced (self, STEP_PAUSE_MS), next_step, self);
      return G_SOURCE_REMOVE;
    }
  /* Not stepping any more before the commit: its notifications may
   * already bring the computer's next turn. */
  set_busy (self, FALSE, FALSE);
  request (self, gamao_match_commit_turn);
  return G_SOURCE_REMOVE;
}

static void
apply_before_roll (GamaoComputerTurn *self, const GamaoAiJob *job)
{
  guint game = gamao_match_get_game_number (self->match);
  g_autoptr (GError) error = NULL;

  /* An offer declined once is not made again in the same game. */
  if (job->resign_offer > 0 && self->offered_game != game)
    {
      self->offered_game = game;
      if (!gamao_match_offer_resignation (self->match, job->me, job->resign_offer, &error))
        g_warning ("The computer's resignation was refused: %s", error->message);
      return;
    }
  if ((job->cube_action == GAMAO_CUBE_DOUBLE_TAKE || job->cube_action == GAMAO_CUBE_DOUBLE_PASS)
      && gamao_match_can_double (self->match, NULL))
    request (self, gamao_match_double);
  else
    request (self, gamao_match_roll);
}

static void
apply (GamaoComputerTurn *self, const GamaoAiJob *job)
{
  switch (job->question)
    {
    case GAMAO_AI_PLAY:
      if (!job->has_play)
        return;
      self->play = job->play;
      self->next_step = 0;
      set_busy (self, FALSE, TRUE);
      self->source_id = g_idle_add (next_step, self);
      break;
    case GAMAO_AI_BEFORE_ROLL:
      apply_before_roll (self, job);
      break;
    case GAMAO_AI_TAKE:
      request (self, job->beaver ? gamao_match_beaver
                     : job->yes  ? gamao_match_take
                                 : gamao_match_drop);
      break;
    case GAMAO_AI_ACCEPT:
      request (self, job->yes ? gamao_match_accept_resignation
                              : gamao_match_decline_resignation);
      break;
    case GAMAO_AI_HINT:
    default:
      break;
    }
}

static void
on_answer (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr (GamaoComputerTurn) self = user_data;
  g_autoptr (GError) error = NULL;
  g_autofree char *stamp = NULL;
  GamaoAiJob *job = gamao_ai_service_ask_finish (result, &error);

  /* Cancelled: the match it was for is gone; nothing is left to do. */
  if (g_cancellable_is_cancelled (g_task_get_cancellable (G_TASK (result))))
    return;
  if (!job)
    {
      fail (self, error->message);
      return;
    }
  set_busy (self, FALSE, FALSE);
  stamp = self->match ? stamp_of (self->match) : NULL;
  if (g_strcmp0 (stamp, self->stamp) != 0)
    {
      schedule (self, 0);
      return;
    }
  apply (self, job);
}

static void
ask (GamaoComputerTurn *self, GamaoAiQuestion question)
{
  int turn = gamao_match_get_turn (self->match);
  GamaoAiJob *job = gamao_ai_job_new (self->match, question, level_of (self->match, turn));

  g_free (self->stamp);
  self->stamp = stamp_of (self->match);
  set_busy (self, TRUE, FALSE);
  gamao_ai_service_ask (job, self->cancellable, on_answer, g_object_ref (self));
}

/* What the match waits for, if a computer is to do it. */
static gboolean
act (gpointer user_data)
{
  GamaoComputerTurn *self = user_data;
  GamaoPending pending;

  self->source_id = 0;
  if (!self->match || gamao_computer_turn_get_busy (self))
    return G_SOURCE_REMOVE;
  gamao_match_get_pending (self->match, &pending);
  /* Between two computers nobody is there to start the next game. */
  if (pending.kind == GAMAO_PENDING_NEXT_GAME)
    {
      if (is_computer (self->match, 0) && is_computer (self->match, 1))
        request (self, gamao_match_next_game);
      return G_SOURCE_REMOVE;
    }
  if (pending.player < 0 || !is_computer (self->match, pending.player))
    return G_SOURCE_REMOVE;
  switch (pending.kind)
    {
    case GAMAO_PENDING_OPENING_ROLL:
      request (self, gamao_match_roll);
      break;
    case GAMAO_PENDING_ROLL:
      ask (self, GAMAO_AI_BEFORE_ROLL);
      break;
    case GAMAO_PENDING_CUBE_ANSWER:
      ask (self, GAMAO_AI_TAKE);
      break;
    case GAMAO_PENDING_RESIGNATION_ANSWER:
      ask (self, GAMAO_AI_ACCEPT);
      break;
    case GAMAO_PENDING_MOVE:
      ask (self, GAMAO_AI_PLAY);
      break;
    case GAMAO_PENDING_NEXT_GAME:
    case GAMAO_PENDING_NOTHING:
    default:
      break;
    }
  return G_SOURCE_REMOVE;
}

static void
schedule (GamaoComputerTurn *self, guint pause_ms)
{
  if (self->source_id || gamao_computer_turn_get_busy (self) || !self->match || self->failed)
    return;
  self->source_id = g_timeout_add (pause_ms, act, self);
}

static void
on_match_changed (GamaoComputerTurn *self)
{
  schedule (self, paced (self, THINK_PAUSE_MS));
}

/* The dice of a passed turn stay in view as long as the window shows
 * them, before the computer goes on. */
static void
on_turn_passed (GamaoComputerTurn *self)
{
  g_clear_handle_id (&self->source_id, g_source_remove);
  schedule (self, paced (self, PASS_PAUSE_MS));
}

static void
stop (GamaoComputerTurn *self)
{
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  self->cancellable = g_cancellable_new ();
  g_clear_handle_id (&self->source_id, g_source_remove);
  g_clear_pointer (&self->stamp, g_free);
  set_busy (self, FALSE, FALSE);
}

void
gamao_computer_turn_set_match (GamaoComputerTurn *self, GamaoMatch *match)
{
  g_return_if_fail (GAMAO_IS_COMPUTER_TURN (self));
  g_return_if_fail (!match || GAMAO_IS_MATCH (match));

  stop (self);
  if (self->match)
    g_signal_handlers_disconnect_by_data (self->match, self);
  g_set_object (&self->match, match);
  self->offered_game = 0;
  self->failed = FALSE;
  if (!match)
    return;
  g_signal_connect_object (match, "notify", G_CALLBACK (on_match_changed), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (match, "turn-passed", G_CALLBACK (on_turn_passed), self,
                           G_CONNECT_SWAPPED);
  schedule (self, paced (self, THINK_PAUSE_MS));
}

gboolean
gamao_computer_turn_get_busy (GamaoComputerTurn *self)
{
  g_return_val_if_fail (GAMAO_IS_COMPUTER_TURN (self), FALSE);
  return self->thinking || self->stepping;
}

static void
gamao_computer_turn_get_property (GObject *object, guint prop_id, GValue *value,
                                  GParamSpec *pspec)
{
  GamaoComputerTurn *self = GAMAO_COMPUTER_TURN (object);

  switch (prop_id)
    {
    case PROP_BUSY:
      g_value_set_boolean (value, gamao_computer_turn_get_busy (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gamao_computer_turn_dispose (GObject *object)
{
  GamaoComputerTurn *self = GAMAO_COMPUTER_TURN (object);

  if (self->cancellable)
    g_cancellable_cancel (self->cancellable);
  g_clear_handle_id (&self->source_id, g_source_remove);
  if (self->match)
    g_signal_handlers_disconnect_by_data (self->match, self);
  g_clear_object (&self->match);
  g_clear_object (&self->cancellable);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->stamp, g_free);
  G_OBJECT_CLASS (gamao_computer_turn_parent_class)->dispose (object);
}

static void
gamao_computer_turn_class_init (GamaoComputerTurnClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = gamao_computer_turn_get_property;
  object_class->dispose = gamao_computer_turn_dispose;

  properties[PROP_BUSY] = g_param_spec_boolean ("busy", NULL, NULL, FALSE,
                                                G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[FAILED] = g_signal_new ("failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
gamao_computer_turn_init (GamaoComputerTurn *self)
{
  self->settings = g_settings_new (APP_ID);
  self->cancellable = g_cancellable_new ();
}

GamaoComputerTurn *
gamao_computer_turn_new (void)
{
  return g_object_new (GAMAO_TYPE_COMPUTER_TURN, NULL);
}
