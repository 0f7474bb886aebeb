/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The tutor at the table: before a person's play or cube action is
 * committed, the window asks the tutor (src/ai/gamao-tutor, in a worker
 * thread) what it loses; past the threshold chosen in Preferences it
 * holds the action in the tutor bar until the person takes it back or
 * plays it anyway. The computer's seats are never judged. */
#define G_LOG_DOMAIN "gamao-window"

#include "config.h"

#include "gamao-window-private.h"

#include "gamao-ai-service.h"

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

static GamaoTutorMode
tutor_mode (GamaoWindow *self)
{
  return (GamaoTutorMode) g_settings_get_enum (self->settings, "tutor");
}

gboolean
gamao_window_tutor_holds (GamaoWindow *self)
{
  return self->tutor_asking != NULL || gamao_tutor_bar_get_open (self->tutor_bar);
}

/* Commits the action held (or judged harmless) as the person asked. */
static void
commit (GamaoWindow *self, GamaoTutorAction action)
{
  g_autoptr (GError) error = NULL;

  if (self->match && !request_of (action) (self->match, &error))
    gamao_window_report (self, error);
  gamao_window_focus_board (self);
}

static void
release (GamaoWindow *self)
{
  g_cancellable_cancel (self->tutor_asking);
  g_clear_object (&self->tutor_asking);
  gamao_tutor_bar_close (self->tutor_bar);
}

void
gamao_window_tutor_reset (GamaoWindow *self)
{
  release (self);
}

static void
on_judged (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr (GamaoWindow) self = user_data;
  g_autoptr (GError) error = NULL;
  GamaoAiJob *job = gamao_ai_service_ask_finish (result, &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  g_clear_object (&self->tutor_asking);
  self->tutor_action = job ? job->tutor.action : self->tutor_action;
  if (job && gamao_tutor_warns (tutor_mode (self), job->verdict.loss))
    {
      gamao_tutor_bar_open (self->tutor_bar, job->tutor_words, job->tutor_why);
      gamao_window_update (self);
      return;
    }
  /* Without the computer there is no tutor: the action goes through. */
  if (error)
    g_message ("The tutor cannot judge: %s", error->message);
  gamao_window_update (self);
  commit (self, self->tutor_action);
}

/* The person's board as the turn began and after the play, or the
 * board the cube decision is about: gamao_ai_job_new() already turned
 * it to the side on roll (steps taken back). */
static void
fill_question (GamaoWindow *self, GamaoAiJob *job, GamaoTutorAction action)
{
  GamaoTutorQuestion *q = &job->tutor;

  q->action = action;
  q->board = job->board;
  q->state = job->state;
  q->player = job->me;
  q->dice[0] = job->dice[0];
  q->dice[1] = job->dice[1];
  q->beavers = job->beavers;
  if (action == GAMAO_TUTOR_PLAY)
    gamao_position_get_board_for (gamao_match_get_position (self->match),
                                  gamao_match_get_on_roll (self->match), &q->after);
}

gboolean
gamao_window_tutor_intercept (GamaoWindow *self, GamaoTutorAction action)
{
  GamaoAiJob *job;

  if (!self->match || tutor_mode (self) == GAMAO_TUTOR_OFF
      || !gamao_window_is_person (self, gamao_match_get_turn (self->match)))
    return FALSE;
  if (gamao_window_tutor_holds (self))
    return TRUE;
  job = gamao_ai_job_new (self->match, GAMAO_AI_TUTOR, GAMAO_LEVEL_WORLD_CLASS);
  fill_question (self, job, action);
  self->tutor_action = action;
  self->tutor_asking = g_cancellable_new ();
  gamao_ai_service_ask (job, self->tutor_asking, on_judged, g_object_ref (self));
  /* Nothing else may move on until the verdict is in. */
  gamao_window_update (self);
  return TRUE;
}

static void
take_back_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GamaoWindow *self = GAMAO_WINDOW (widget);
  GamaoStep steps[4];

  if (!gamao_tutor_bar_get_open (self->tutor_bar))
    return;
  release (self);
  /* A play goes back to the start of the turn; a cube action was never
   * made. */
  if (self->tutor_action == GAMAO_TUTOR_PLAY)
    while (self->match && gamao_match_get_steps (self->match, steps) > 0
           && gamao_match_undo_step (self->match, NULL))
      ;
  gamao_window_update (self);
  gamao_window_focus_board (self);
}

static void
play_anyway_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GamaoWindow *self = GAMAO_WINDOW (widget);

  if (!gamao_tutor_bar_get_open (self->tutor_bar))
    return;
  release (self);
  gamao_window_update (self);
  commit (self, self->tutor_action);
}

void
gamao_window_class_init_tutor (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.tutor-take-back", NULL, take_back_action);
  gtk_widget_class_install_action (widget_class, "win.tutor-play-anyway", NULL,
                                   play_anyway_action);
}

void
gamao_window_tutor_update_actions (GamaoWindow *self)
{
  gboolean open = gamao_tutor_bar_get_open (self->tutor_bar);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.tutor-take-back", open);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.tutor-play-anyway", open);
}
