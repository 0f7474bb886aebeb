/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "gamao-replay"

#include "config.h"

#include "gamao-move-list.h"

#include <glib/gi18n.h>

#include "gamao-a11y.h"
#include "gamao-analysis.h"

struct _GamaoMoveList
{
  GtkWidget parent_instance;

  GtkWidget *scroller;
  GtkListBox *list;
  guint first, last;        /* the frames shown; first > last: none */
};

G_DEFINE_FINAL_TYPE (GamaoMoveList, gamao_move_list, GTK_TYPE_WIDGET)

enum
{
  FRAME_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
gamao_move_list_dispose (GObject *object)
{
  GamaoMoveList *self = GAMAO_MOVE_LIST (object);

  g_clear_pointer (&self->scroller, gtk_widget_unparent);
  G_OBJECT_CLASS (gamao_move_list_parent_class)->dispose (object);
}

static void
gamao_move_list_class_init (GamaoMoveListClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gamao_move_list_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  signals[FRAME_ACTIVATED] = g_signal_new ("frame-activated", G_TYPE_FROM_CLASS (klass),
                                           G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE,
                                           1, G_TYPE_UINT);
}

static void
on_row_activated (GamaoMoveList *self, GtkListBoxRow *row)
{
  guint index = self->first + (guint) gtk_list_box_row_get_index (row);

  if (index <= self->last)
    g_signal_emit (self, signals[FRAME_ACTIVATED], 0, index);
}

static void
gamao_move_list_init (GamaoMoveList *self)
{
  self->list = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (self->list, GTK_SELECTION_SINGLE);
  gtk_widget_add_css_class (GTK_WIDGET (self->list), "navigation-sidebar");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Moves"), -1);
  self->scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->scroller), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  /* Room for a few moves whatever the panel above it shows. */
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (self->scroller), 180);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->scroller), GTK_WIDGET (self->list));
  gtk_widget_set_parent (self->scroller, GTK_WIDGET (self));
  self->first = 1;
  self->last = 0;
  g_signal_connect_object (self->list, "row-activated", G_CALLBACK (on_row_activated), self,
                           G_CONNECT_SWAPPED);
}

GtkWidget *
gamao_move_list_new (void)
{
  return g_object_new (GAMAO_TYPE_MOVE_LIST, NULL);
}

static const char *
mark_class (int mark)
{
  return mark == GAMAO_MARK_DOUBTFUL ? "warning" : mark > GAMAO_MARK_DOUBTFUL ? "error" : NULL;
}

static GtkWidget *
frame_row (const GamaoReplayFrame *frame, int mark)
{
  g_autofree char *text = mark ? g_strdup_printf ("%s %s", frame->text,
                                                  gamao_mark_symbol ((GamaoMark) mark))
                               : g_strdup (frame->text);
  GtkWidget *label = gtk_label_new (text);

  if (mark_class (mark))
    gtk_widget_add_css_class (label, mark_class (mark));
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  if (frame->cube_action)
    gtk_widget_add_css_class (label, "accent");
  if (frame->action < 0)
    gtk_widget_add_css_class (label, "dim-label");
  return label;
}

void
gamao_move_list_show (GamaoMoveList *self, GamaoReplayFrames *frames, guint first, guint last,
                      GamaoMoveListMarkFunc mark, gpointer data)
{
  GtkWidget *child;

  g_return_if_fail (GAMAO_IS_MOVE_LIST (self));
  if (self->first == first && self->last == last)
    return;
  self->first = first;
  self->last = last;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->list))))
    gtk_list_box_remove (self->list, child);
  for (guint i = first; i <= last; i++)
    {
      GtkWidget *label = frame_row (gamao_replay_frames_get (frames, i),
                                    mark ? mark (i, data) : GAMAO_MARK_NONE);

      gtk_list_box_append (self->list, label);
      /* The row is read by its words (GTK 4.8 leaves a list box row unnamed). */
      gamao_a11y_name_list_item (label, gtk_label_get_text (GTK_LABEL (label)));
    }
}

void
gamao_move_list_reset (GamaoMoveList *self)
{
  g_return_if_fail (GAMAO_IS_MOVE_LIST (self));
  self->first = 1;
  self->last = 0;
}

void
gamao_move_list_select (GamaoMoveList *self, guint index)
{
  GtkListBoxRow *row;

  g_return_if_fail (GAMAO_IS_MOVE_LIST (self));
  if (index < self->first || index > self->last)
    return;
  row = gtk_list_box_get_row_at_index (self->list, (int) (index - self->first));
  gtk_list_box_select_row (self->list, row);
  if (row)
    gtk_widget_grab_focus (GTK_WIDGET (row));
}

guint
gamao_move_list_get_selected (GamaoMoveList *self)
{
  GtkListBoxRow *row;

  g_return_val_if_fail (GAMAO_IS_MOVE_LIST (self), G_MAXUINT);
  row = gtk_list_box_get_selected_row (self->list);
  return row ? self->first + (guint) gtk_list_box_row_get_index (row) : G_MAXUINT;
}

void
gamao_move_list_append_extra (GamaoMoveList *self, GtkWidget *child)
{
  GtkWidget *row = gtk_list_box_row_new ();

  g_return_if_fail (GAMAO_IS_MOVE_LIST (self));
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), child);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_list_box_row_set_selectable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_list_box_append (self->list, row);
}
