/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The words and the rollout offer are made once per frame shown: both
 * are work, and showing the same frame again must not drop a rollout
 * that runs. The words are worked out in a worker thread (a cube
 * decision's look two rolls ahead: 20 to 80 ms at 2 plies, several
 * frames); they show when they arrive, unless the reader has stepped to
 * another frame meanwhile. */
#define G_LOG_DOMAIN "gamao-replay"

#include "config.h"

#include "gamao-decision-panel.h"

#include "gamao-kept-decision.h"
#include "gamao-position-text.h"
#include "gamao-store-mistakes.h"

struct _GamaoDecisionPanel
{
  GtkWidget parent_instance;

  GtkWidget *scroller;
  GtkLabel *plays_label;
  GtkLabel *why_label;
  GamaoRolloutPanel *rollout;
  GtkWidget *note_entry;
  GamaoStore *note_store;   /* where the note shown is kept, or NULL */
  gint64 note_id;
  guint note_game;
  gsize note_seq;
  char *note;               /* as kept */
  guint shown;              /* the frame shown; G_MAXUINT none */
  GCancellable *words;      /* the words being worked out for it, or NULL */
  guint pending;            /* workers not yet back, dropped ones included */
};

G_DEFINE_FINAL_TYPE (GamaoDecisionPanel, gamao_decision_panel, GTK_TYPE_WIDGET)

/* A result still on its way is of a frame no longer shown: dropped. */
static void
drop_words (GamaoDecisionPanel *self)
{
  if (self->words)
    g_cancellable_cancel (self->words);
  g_clear_object (&self->words);
}

/* The note as edited, kept when it changed. */
static void
keep_note (GamaoDecisionPanel *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->note_entry));
  g_autoptr (GError) error = NULL;

  if (!self->note_store || g_strcmp0 (text, self->note ? self->note : "") == 0)
    return;
  if (!gamao_store_set_decision_note (self->note_store, self->note_id, self->note_game,
                                      self->note_seq, text, &error))
    g_warning ("A note cannot be kept: %s", error->message);
  g_free (self->note);
  self->note = g_strdup (text);
}

/* The note of the decision shown, or of the frame's action when it has
 * one and no decision is kept there (a commented .sgf not analysed). */
static void
show_note (GamaoDecisionPanel *self, GamaoStore *store, gint64 id, GamaoReplayFrames *frames,
           guint index, const GamaoStoredDecision *d)
{
  const GamaoReplayFrame *frame = frames && index < gamao_replay_frames_get_n (frames)
                                    ? gamao_replay_frames_get (frames, index)
                                    : NULL;

  keep_note (self);
  g_clear_object (&self->note_store);
  g_clear_pointer (&self->note, g_free);
  if (store && (d || (frame && frame->action >= 0)))
    {
      self->note_id = id;
      self->note_game = d ? d->game : frame->game;
      self->note_seq = d ? d->seq : (gsize) frame->action;
      self->note = gamao_store_get_decision_note (store, id, self->note_game, self->note_seq,
                                                  NULL);
      if (d || self->note)
        self->note_store = g_object_ref (store);
    }
  gtk_editable_set_text (GTK_EDITABLE (self->note_entry), self->note ? self->note : "");
  gtk_widget_set_visible (self->note_entry, self->note_store != NULL);
}

static void
gamao_decision_panel_dispose (GObject *object)
{
  GtkWidget *child;

  keep_note (GAMAO_DECISION_PANEL (object));
  g_clear_object (&GAMAO_DECISION_PANEL (object)->note_store);
  g_clear_pointer (&GAMAO_DECISION_PANEL (object)->note, g_free);
  drop_words (GAMAO_DECISION_PANEL (object));
  gtk_widget_dispose_template (GTK_WIDGET (object), GAMAO_TYPE_DECISION_PANEL);
  /* The template's box is no bound child: unparent it too. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))))
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (gamao_decision_panel_parent_class)->dispose (object);
}

static void
gamao_decision_panel_class_init (GamaoDecisionPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gamao_decision_panel_dispose;
  g_type_ensure (GAMAO_TYPE_ROLLOUT_PANEL);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (
    widget_class, "/io/github/gamao/Gamao/ui/history/gamao-decision-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, GamaoDecisionPanel, scroller);
  gtk_widget_class_bind_template_child (widget_class, GamaoDecisionPanel, plays_label);
  gtk_widget_class_bind_template_child (widget_class, GamaoDecisionPanel, why_label);
  gtk_widget_class_bind_template_child (widget_class, GamaoDecisionPanel, rollout);
  gtk_widget_class_bind_template_child (widget_class, GamaoDecisionPanel, note_entry);
}

static void
gamao_decision_panel_init (GamaoDecisionPanel *self)
{
  self->shown = G_MAXUINT;
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect_swapped (self->note_entry, "activate", G_CALLBACK (keep_note), self);
}

static void
set_text (GtkLabel *label, const char *text)
{
  gtk_widget_set_visible (GTK_WIDGET (label), text != NULL);
  gtk_label_set_label (label, text ? text : "");
}

static void
on_words (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr (GamaoDecisionPanel) self = user_data;
  g_autofree char *words = gamao_kept_decision_why_finish (result, NULL);

  self->pending--;
  if (g_cancellable_is_cancelled (g_task_get_cancellable (G_TASK (result))))
    return;
  g_clear_object (&self->words);
  set_text (self->why_label, words);
}

/* The ranked plays with their equities (or the cube figures), as Copy
 * gives them, at once; why the better choice is better, in words, when
 * the worker has them. */
static void
show_words (GamaoDecisionPanel *self, GamaoStore *store, GamaoReplayFrames *frames, guint index,
            const GamaoStoredDecision *d, GArray *plays, const char *who)
{
  g_autofree char *ranked = NULL;

  drop_words (self);
  set_text (self->why_label, NULL);
  if (d && d->mark != GAMAO_MARK_NONE && store)
    {
      ranked = gamao_position_text_analysis (d, plays);
      self->words = g_cancellable_new ();
      self->pending++;
      gamao_kept_decision_why_async (frames, index, d, plays, who, self->words, on_words,
                                     g_object_ref (self));
    }
  if (ranked)
    g_strchomp (ranked);
  set_text (self->plays_label, ranked);
}

void
gamao_decision_panel_show (GamaoDecisionPanel *self, GamaoStore *store, gint64 id,
                           GamaoReplayFrames *frames, guint index, const GamaoStoredDecision *d,
                           const char *who)
{
  g_autoptr (GArray) plays = NULL;

  g_return_if_fail (GAMAO_IS_DECISION_PANEL (self));
  if (self->shown == index)
    return;
  self->shown = index;
  if (d && d->mark != GAMAO_MARK_NONE && d->kind == GAMAO_DECISION_CHECKER && store)
    plays = gamao_store_list_plays (store, id, d->game, d->seq, NULL);
  show_words (self, store, frames, index, d, plays, who);
  show_note (self, store, id, frames, index, d);
  gamao_rollout_panel_offer_decision (self->rollout, frames, index, d, plays);
  gtk_widget_set_visible (self->scroller, d && d->mark != GAMAO_MARK_NONE);
}

void
gamao_decision_panel_reset (GamaoDecisionPanel *self)
{
  g_return_if_fail (GAMAO_IS_DECISION_PANEL (self));
  self->shown = G_MAXUINT;
}

gboolean
gamao_decision_panel_is_working (GamaoDecisionPanel *self)
{
  g_return_val_if_fail (GAMAO_IS_DECISION_PANEL (self), FALSE);
  return self->words != NULL;
}

guint
gamao_decision_panel_get_pending (GamaoDecisionPanel *self)
{
  g_return_val_if_fail (GAMAO_IS_DECISION_PANEL (self), 0);
  return self->pending;
}

GamaoRolloutPanel *
gamao_decision_panel_get_rollout (GamaoDecisionPanel *self)
{
  g_return_val_if_fail (GAMAO_IS_DECISION_PANEL (self), NULL);
  return self->rollout;
}

GtkLabel *
gamao_decision_panel_get_plays_label (GamaoDecisionPanel *self)
{
  g_return_val_if_fail (GAMAO_IS_DECISION_PANEL (self), NULL);
  return self->plays_label;
}

GtkLabel *
gamao_decision_panel_get_why_label (GamaoDecisionPanel *self)
{
  g_return_val_if_fail (GAMAO_IS_DECISION_PANEL (self), NULL);
  return self->why_label;
}

GtkEditable *
gamao_decision_panel_get_note (GamaoDecisionPanel *self)
{
  g_return_val_if_fail (GAMAO_IS_DECISION_PANEL (self), NULL);
  return GTK_EDITABLE (self->note_entry);
}
