/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "gamao-hint-popover"

#include "config.h"

#include "gamao-hint-popover.h"

#include <glib/gi18n.h>

#include "gamao-hint-list.h"

struct _GamaoHintPopover
{
  GtkPopover parent_instance;

  int previewed; /* the row shown on the board, -1 none */

  GamaoMatch *match;
  guint asked_at;  /* the match's turn counter when asked */
  GamaoHintList *list;
};

G_DEFINE_FINAL_TYPE (GamaoHintPopover, gamao_hint_popover, GTK_TYPE_POPOVER)

enum
{
  PREVIEW,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Steps within the turn do not count: the same turn keeps its advice. */
static gboolean
stands_as_asked (GamaoHintPopover *self)
{
  return gamao_match_get_turn_counter (self->match) == self->asked_at;
}

static void
on_play_chosen (GamaoHintPopover *self, guint index)
{
  g_autoptr (GError) error = NULL;
  const GamaoPlay *listed = gamao_hint_list_get_play (self->list, index);
  GamaoPlay play;

  if (!listed || !self->match)
    return;
  /* A copy: closing the popover clears the list, and the play with it. */
  play = *listed;
  gtk_popover_popdown (GTK_POPOVER (self));
  /* A hint for a turn that is over is not played. */
  if (gamao_match_get_phase (self->match) != GAMAO_MATCH_MOVING || !stands_as_asked (self))
    return;
  /* The hinted play replaces whatever the person had started. Played,
   * not finished: the person may look, undo, or press Enter. */
  if (!gamao_match_undo_turn (self->match, &error)
      || !gamao_match_play (self->match, &play, &error))
    g_warning ("The hinted play was refused: %s", error->message);
}

gboolean
gamao_hint_popover_has_words (GamaoHintPopover *self, const char *text)
{
  g_return_val_if_fail (GAMAO_IS_HINT_POPOVER (self), FALSE);
  return gamao_hint_list_shows (self->list, text);
}

const GamaoPlay *
gamao_hint_popover_get_preview (GamaoHintPopover *self)
{
  g_return_val_if_fail (GAMAO_IS_HINT_POPOVER (self), NULL);
  if (self->previewed < 0 || !self->match || !stands_as_asked (self))
    return NULL;
  return gamao_hint_list_get_play (self->list, (guint) self->previewed);
}

static void
on_play_previewed (GamaoHintPopover *self, int index)
{
  self->previewed = index;
  g_signal_emit (self, signals[PREVIEW], 0, gamao_hint_popover_get_preview (self));
}

/* Closed: nothing is previewed any more, and a rollout stops (the advice
 * is worked out afresh when the popover opens again). */
static void
on_closed (GamaoHintPopover *self)
{
  if (self->previewed >= 0)
    on_play_previewed (self, -1);
  gamao_hint_list_clear (self->list);
}

/* Works the advice out for the match as it stands. */
static void
refresh (GamaoHintPopover *self)
{
  gamao_hint_list_clear (self->list);
  if (!self->match)
    return;
  self->asked_at = gamao_match_get_turn_counter (self->match);
  gamao_hint_list_ask (self->list, gamao_ai_job_new (self->match, GAMAO_AI_HINT,
                                                     GAMAO_HINT_LEVEL));
}

void
gamao_hint_popover_set_match (GamaoHintPopover *self, GamaoMatch *match)
{
  g_return_if_fail (GAMAO_IS_HINT_POPOVER (self));

  gamao_hint_list_clear (self->list);
  g_set_object (&self->match, match);
  gtk_popover_popdown (GTK_POPOVER (self));
}

gboolean
gamao_hint_popover_is_ready (GamaoHintPopover *self)
{
  g_return_val_if_fail (GAMAO_IS_HINT_POPOVER (self), FALSE);
  return gamao_hint_list_is_ready (self->list);
}

guint
gamao_hint_popover_get_n_plays (GamaoHintPopover *self)
{
  g_return_val_if_fail (GAMAO_IS_HINT_POPOVER (self), 0);
  return gamao_hint_list_get_n_plays (self->list);
}

GtkWidget *
gamao_hint_popover_get_play_button (GamaoHintPopover *self, guint index)
{
  g_return_val_if_fail (GAMAO_IS_HINT_POPOVER (self), NULL);
  return gamao_hint_list_get_play_widget (self->list, index);
}

static void
gamao_hint_popover_dispose (GObject *object)
{
  GamaoHintPopover *self = GAMAO_HINT_POPOVER (object);

  g_clear_object (&self->match);
  G_OBJECT_CLASS (gamao_hint_popover_parent_class)->dispose (object);
}

static void
gamao_hint_popover_class_init (GamaoHintPopoverClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = gamao_hint_popover_dispose;
  signals[PREVIEW] = g_signal_new ("preview", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 1,
                                   GAMAO_TYPE_PLAY | G_SIGNAL_TYPE_STATIC_SCOPE);
}

static void
gamao_hint_popover_init (GamaoHintPopover *self)
{
  GtkWidget *list = gamao_hint_list_new (TRUE);

  self->list = GAMAO_HINT_LIST (list);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Hint"), -1);
  gtk_widget_set_margin_start (list, 6);
  gtk_widget_set_margin_end (list, 6);
  gtk_widget_set_margin_top (list, 6);
  gtk_widget_set_margin_bottom (list, 6);
  /* Narrow enough for a 360 px screen; the advice's lines wrap there. */
  gtk_widget_set_size_request (list, 300, -1);
  /* A rollout's figures below the plays can outgrow the window: scroll. */
  GtkWidget *scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scroller), TRUE);
  /* As wide as the plays would like where there is room; the rows wrap
   * down to the list's minimum on a narrow screen. */
  gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scroller), 640);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), list);
  gtk_popover_set_child (GTK_POPOVER (self), scroller);
  g_signal_connect_object (list, "play-chosen", G_CALLBACK (on_play_chosen), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (list, "play-previewed", G_CALLBACK (on_play_previewed), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect (self, "show", G_CALLBACK (refresh), NULL);
  g_signal_connect (self, "closed", G_CALLBACK (on_closed), NULL);
  self->previewed = -1;
}

GtkWidget *
gamao_hint_popover_new (void)
{
  return g_object_new (GAMAO_TYPE_HINT_POPOVER, NULL);
}
