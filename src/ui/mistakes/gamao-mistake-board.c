/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A small board: see gamao-mistake-board.h. The picture is made once
 * per frame and size, and kept as a render node: a row bound again as
 * the list scrolls draws a new one, a row repainted does not. */
#define G_LOG_DOMAIN "gamao-mistakes"

#include "config.h"

#include "gamao-mistake-board.h"

#include "gamao-board-picture.h"

#include <adwaita.h>

struct _GamaoMistakeBoard
{
  GtkWidget parent_instance;

  int width;
  GamaoBoardFrame frame;
  GskRenderNode *node;          /* for node_width × node_height, or NULL */
  int node_width, node_height;
  gboolean node_dark;
};

G_DEFINE_FINAL_TYPE (GamaoMistakeBoard, gamao_mistake_board, GTK_TYPE_WIDGET)

static void
gamao_mistake_board_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  GamaoMistakeBoard *self = GAMAO_MISTAKE_BOARD (widget);
  int width = gtk_widget_get_width (widget);
  int height = gamao_board_picture_height (width);
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());

  if (width <= 0)
    return;
  if (!self->node || self->node_width != width || self->node_height != height
      || self->node_dark != dark)
    {
      GamaoBoardLayout layout;

      g_clear_pointer (&self->node, gsk_render_node_unref);
      gamao_board_layout_compute (&layout, width, height, FALSE);
      self->node = gamao_board_picture_node (&self->frame, NULL,
                                             gtk_widget_get_pango_context (widget), &layout, dark);
      self->node_width = width;
      self->node_height = height;
      self->node_dark = dark;
    }
  gtk_snapshot_append_node (snapshot, self->node);
}

static void
gamao_mistake_board_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                             int *minimum, int *natural, int *minimum_baseline,
                             int *natural_baseline)
{
  GamaoMistakeBoard *self = GAMAO_MISTAKE_BOARD (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    *minimum = *natural = self->width;
  else
    *minimum = *natural = gamao_board_picture_height (self->width);
}

static void
gamao_mistake_board_finalize (GObject *object)
{
  GamaoMistakeBoard *self = GAMAO_MISTAKE_BOARD (object);

  g_clear_pointer (&self->node, gsk_render_node_unref);
  gamao_board_frame_clear (&self->frame);
  G_OBJECT_CLASS (gamao_mistake_board_parent_class)->finalize (object);
}

static void
gamao_mistake_board_class_init (GamaoMistakeBoardClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = gamao_mistake_board_finalize;
  widget_class->snapshot = gamao_mistake_board_snapshot;
  widget_class->measure = gamao_mistake_board_measure;
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
gamao_mistake_board_init (GamaoMistakeBoard *self)
{
  gamao_board_frame_init (&self->frame);
}

GtkWidget *
gamao_mistake_board_new (int width)
{
  GamaoMistakeBoard *self = g_object_new (GAMAO_TYPE_MISTAKE_BOARD, NULL);

  self->width = width;
  return GTK_WIDGET (self);
}

void
gamao_mistake_board_set_frame (GamaoMistakeBoard *self, const GamaoBoardFrame *frame)
{
  g_return_if_fail (GAMAO_IS_MISTAKE_BOARD (self));
  gamao_board_frame_clear (&self->frame);
  self->frame = *frame;
  self->frame.caption = g_strdup (frame->caption);
  g_clear_pointer (&self->node, gsk_render_node_unref);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}
