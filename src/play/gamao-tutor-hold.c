/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "gamao-tutor-hold"

#include "config.h"

#include "gamao-tutor-hold.h"

#include "gamao-ai-service.h"
#include "gamao-play-enums.h"

struct _GamaoTutorHold
{
  GObject parent_instance;

  GamaoMatch *match;
  GamaoTutorMode mode;
  GamaoTutorHoldState state;
  GCancellable *asking;     /* the tutor is judging the action */
  GamaoTutorAction action;  /* the action judged or held */
  char *words;
  char *why;
};

G_DEFINE_FINAL_TYPE (GamaoTutorHold, gamao_tutor_hold, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_MODE,
  PROP_STATE,
  N_PROPS
};

enum
{
  SETTLED,
  REFUSED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

typedef gboolean (*MatchRequest) (GamaoMatch *match, GError **error);

static MatchRequest
request_of (GamaoTutorAction action)
{
  switch (action)
    {
    case GAMAO_TUTOR_NO_DOUBLE:
      return gamao_match_roll;
    case GAMAO_TUTOR_DOUBLE:
      return gamao_match_double;
    case GAMAO_TUTOR_TAKE:
      return gamao_match_take;
    case GAMAO_TUTOR_DROP:
      return gamao_match_drop;
    case GAMAO_TUTOR_BEAVER:
      return gamao_match_beaver;
    case GAMAO_TUTOR_PLAY:
    default:
      return gamao_match_commit_turn;
    }
}

static void
set_state (GamaoTutorHold *self, GamaoTutorHoldState state)
{
  if (self->state == state)
    return;
  self->state = state;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATE]);
}

/* Drops what is judged or held, without committing or taking back. */
static void
release (GamaoTutorHold *self)
{
  g_cancellable_cancel (self->asking);
  g_clear_object (&self->asking);
  g_clear_pointer (&self->words, g_free);
  g_clear_pointer (&self->why, g_free);
  set_state (self, GAMAO_TUTOR_HOLD_IDLE);
}

/* Commits the action as the person asked it. */
static void
commit (GamaoTutorHold *self)
{
  g_autoptr (GError) error = NULL;

  if (self->match && !request_of (self->action) (self->match, &error))
    g_signal_emit (self, signals[REFUSED], 0, error);
  g_signal_emit (self, signals[SETTLED], 0);
}

static void
on_judged (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr (GamaoTutorHold) self = user_data;
  g_autoptr (GError) error = NULL;
  GamaoAiJob *job = gamao_ai_service_ask_finish (result, &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  g_clear_object (&self->asking);
  if (job && gamao_tutor_warns (self->mode, job->verdict.loss))
    {
      self->words = g_strdup (job->tutor_words);
      self->why = g_strdup (job->tutor_why);
      set_state (self, GAMAO_TUTOR_HOLD_HOLDING);
      return;
    }
  /* Without the computer there is no tutor: the action goes through. */
  if (error)
    g_message ("The tutor cannot judge: %s", error->message);
  set_state (self, GAMAO_TUTOR_HOLD_IDLE);
  commit (self);
}

/* The person's board as the turn began and after the play, or the
 * board the cube decision is about: gamao_ai_job_new() already turned
 * it to the side on roll (steps taken back). */
static void
fill_question (GamaoTutorHold *self, GamaoAiJob *job)
{
  GamaoTutorQuestion *q = &job->tutor;

  q->action = self->action;
  q->board = job->board;
  q->state = job->state;
  q->player = job->me;
  q->dice[0] = job->dice[0];
  q->dice[1] = job->dice[1];
  q->beavers = job->beavers;
  if (self->action == GAMAO_TUTOR_PLAY)
    gamao_position_get_board_for (gamao_match_get_position (self->match),
                                  gamao_match_get_on_roll (self->match), &q->after);
}

static gboolean
person_acts (GamaoMatch *match)
{
  return gamao_player_get_kind (gamao_match_get_player (match, gamao_match_get_turn (match)))
         == GAMAO_PLAYER_HUMAN;
}

gboolean
gamao_tutor_hold_intercept (GamaoTutorHold *self, GamaoTutorAction action)
{
  GamaoAiJob *job;

  g_return_val_if_fail (GAMAO_IS_TUTOR_HOLD (self), FALSE);

  if (!self->match || self->mode == GAMAO_TUTOR_OFF || !person_acts (self->match))
    return FALSE;
  if (gamao_tutor_hold_busy (self))
    return TRUE;
  self->action = action;
  job = gamao_ai_job_new (self->match, GAMAO_AI_TUTOR, GAMAO_LEVEL_WORLD_CLASS);
  fill_question (self, job);
  self->asking = g_cancellable_new ();
  gamao_ai_service_ask (job, self->asking, on_judged, g_object_ref (self));
  /* Nothing else may move on until the verdict is in. */
  set_state (self, GAMAO_TUTOR_HOLD_JUDGING);
  return TRUE;
}

gboolean
gamao_tutor_hold_take_back (GamaoTutorHold *self)
{
  g_return_val_if_fail (GAMAO_IS_TUTOR_HOLD (self), FALSE);

  if (self->state != GAMAO_TUTOR_HOLD_HOLDING)
    return FALSE;
  release (self);
  /* A play goes back to the start of the turn; a cube action was never
   * made. */
  if (self->action == GAMAO_TUTOR_PLAY && self->match)
    gamao_match_undo_turn (self->match, NULL);
  g_signal_emit (self, signals[SETTLED], 0);
  return TRUE;
}

gboolean
gamao_tutor_hold_play_anyway (GamaoTutorHold *self)
{
  g_return_val_if_fail (GAMAO_IS_TUTOR_HOLD (self), FALSE);

  if (self->state != GAMAO_TUTOR_HOLD_HOLDING)
    return FALSE;
  release (self);
  commit (self);
  return TRUE;
}

void
gamao_tutor_hold_set_match (GamaoTutorHold *self, GamaoMatch *match)
{
  g_return_if_fail (GAMAO_IS_TUTOR_HOLD (self));
  g_return_if_fail (!match || GAMAO_IS_MATCH (match));

  release (self);
  g_set_object (&self->match, match);
}

GamaoTutorMode
gamao_tutor_hold_get_mode (GamaoTutorHold *self)
{
  g_return_val_if_fail (GAMAO_IS_TUTOR_HOLD (self), GAMAO_TUTOR_OFF);
  return self->mode;
}

void
gamao_tutor_hold_set_mode (GamaoTutorHold *self, GamaoTutorMode mode)
{
  g_return_if_fail (GAMAO_IS_TUTOR_HOLD (self));

  if (self->mode == mode)
    return;
  self->mode = mode;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODE]);
}

GamaoTutorHoldState
gamao_tutor_hold_get_state (GamaoTutorHold *self)
{
  g_return_val_if_fail (GAMAO_IS_TUTOR_HOLD (self), GAMAO_TUTOR_HOLD_IDLE);
  return self->state;
}

gboolean
gamao_tutor_hold_busy (GamaoTutorHold *self)
{
  return gamao_tutor_hold_get_state (self) != GAMAO_TUTOR_HOLD_IDLE;
}

GamaoTutorAction
gamao_tutor_hold_get_action (GamaoTutorHold *self)
{
  g_return_val_if_fail (GAMAO_IS_TUTOR_HOLD (self), GAMAO_TUTOR_PLAY);
  return self->action;
}

const char *
gamao_tutor_hold_get_words (GamaoTutorHold *self)
{
  g_return_val_if_fail (GAMAO_IS_TUTOR_HOLD (self), NULL);
  return self->words ? self->words : "";
}

const char *
gamao_tutor_hold_get_why (GamaoTutorHold *self)
{
  g_return_val_if_fail (GAMAO_IS_TUTOR_HOLD (self), NULL);
  return self->why ? self->why : "";
}

GamaoTutorHold *
gamao_tutor_hold_new (void)
{
  return g_object_new (GAMAO_TYPE_TUTOR_HOLD, NULL);
}

static void
gamao_tutor_hold_dispose (GObject *object)
{
  GamaoTutorHold *self = GAMAO_TUTOR_HOLD (object);

  g_cancellable_cancel (self->asking);
  g_clear_object (&self->asking);
  g_clear_object (&self->match);
  G_OBJECT_CLASS (gamao_tutor_hold_parent_class)->dispose (object);
}

static void
gamao_tutor_hold_finalize (GObject *object)
{
  GamaoTutorHold *self = GAMAO_TUTOR_HOLD (object);

  g_free (self->words);
  g_free (self->why);
  G_OBJECT_CLASS (gamao_tutor_hold_parent_class)->finalize (object);
}

static void
gamao_tutor_hold_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  GamaoTutorHold *self = GAMAO_TUTOR_HOLD (object);

  switch (prop_id)
    {
    case PROP_MODE:
      g_value_set_enum (value, self->mode);
      break;
    case PROP_STATE:
      g_value_set_enum (value, self->state);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gamao_tutor_hold_set_property (GObject *object, guint prop_id, const GValue *value,
                               GParamSpec *pspec)
{
  GamaoTutorHold *self = GAMAO_TUTOR_HOLD (object);

  switch (prop_id)
    {
    case PROP_MODE:
      gamao_tutor_hold_set_mode (self, g_value_get_enum (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gamao_tutor_hold_class_init (GamaoTutorHoldClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = gamao_tutor_hold_dispose;
  object_class->finalize = gamao_tutor_hold_finalize;
  object_class->get_property = gamao_tutor_hold_get_property;
  object_class->set_property = gamao_tutor_hold_set_property;

  properties[PROP_MODE] =
    g_param_spec_enum ("mode", NULL, NULL, GAMAO_TYPE_TUTOR_MODE, GAMAO_TUTOR_OFF,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_STATE] =
    g_param_spec_enum ("state", NULL, NULL, GAMAO_TYPE_TUTOR_HOLD_STATE,
                       GAMAO_TUTOR_HOLD_IDLE, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SETTLED] = g_signal_new ("settled", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[REFUSED] = g_signal_new ("refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_ERROR);
}

static void
gamao_tutor_hold_init (GamaoTutorHold *self)
{
}
