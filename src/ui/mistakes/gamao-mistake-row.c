/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A row of the mistakes library: see gamao-mistake-row.h. */
#define G_LOG_DOMAIN "gamao-mistakes"

#include "config.h"

#include "gamao-mistake-row.h"

#include "gamao-drill-position.h"
#include "gamao-figures.h"
#include "gamao-mistake-board.h"

#include <glib/gi18n.h>
#include <math.h>

/* The small board's width: a row of the list at a glance. */
#define BOARD_WIDTH 150

struct _GamaoMistakeRow
{
  GtkBox parent_instance;

  GtkWidget *board;
  GtkWidget *title;
  GtkWidget *cost;
  GtkWidget *where;
  GtkWidget *note;
};

G_DEFINE_FINAL_TYPE (GamaoMistakeRow, gamao_mistake_row, GTK_TYPE_BOX)

static GtkWidget *
add_label (GtkWidget *box, const char *css_class)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  if (css_class)
    gtk_widget_add_css_class (label, css_class);
  gtk_box_append (GTK_BOX (box), label);
  return label;
}

static void
gamao_mistake_row_class_init (GamaoMistakeRowClass *klass)
{
}

static void
gamao_mistake_row_init (GamaoMistakeRow *self)
{
  GtkWidget *texts = gtk_box_new (GTK_ORIENTATION_VERTICAL, 3);

  gtk_box_set_spacing (GTK_BOX (self), 12);
  gtk_widget_set_margin_top (GTK_WIDGET (self), 6);
  gtk_widget_set_margin_bottom (GTK_WIDGET (self), 6);
  gtk_widget_set_margin_start (GTK_WIDGET (self), 6);
  gtk_widget_set_margin_end (GTK_WIDGET (self), 6);
  self->board = gamao_mistake_board_new (BOARD_WIDTH);
  gtk_box_append (GTK_BOX (self), self->board);
  gtk_widget_set_valign (texts, GTK_ALIGN_CENTER);
  gtk_widget_set_hexpand (texts, TRUE);
  gtk_box_append (GTK_BOX (self), texts);
  self->title = add_label (texts, "heading");
  self->cost = add_label (texts, "numeric");
  self->where = add_label (texts, "dim-label");
  self->note = add_label (texts, NULL);
  gtk_label_set_wrap (GTK_LABEL (self->note), TRUE);
  gtk_label_set_lines (GTK_LABEL (self->note), 2);
}

GtkWidget *
gamao_mistake_row_new (void)
{
  return g_object_new (GAMAO_TYPE_MISTAKE_ROW, "orientation", GTK_ORIENTATION_HORIZONTAL, NULL);
}

static char *
title_of (const GamaoMistakeData *d)
{
  const char *mark = gamao_mark_symbol (d->mark);

  if (d->kind == GAMAO_MISTAKE_CHECKER && *d->best)
    /* Translators: a checker play in the mistakes library: its mark
     * ("?!", "?", "??"), the roll (dice: not a count), the play made
     * and the best one. */
    return g_strdup_printf (_("Checker play %s: %d-%d %s, best %s"), mark, d->dice[0], d->dice[1],
                            *d->played ? d->played : _("no move"), d->best);
  return g_strdup_printf ("%s %s", gamao_mistake_kind_name (d->kind), mark);
}

static char *
where_of (const GamaoMistakeData *d)
{
  g_autoptr (GDateTime) time = g_date_time_new_from_unix_local (d->date);
  g_autofree char *date = time ? g_date_time_format (time, "%x") : g_strdup ("");

  /* Translators: where a mistake was made: the game's number and the
   * play's numbers (not a count), the phase, the opponent and the date. */
  return g_strdup_printf (_("Game %u, move %u · %s · against %s · %s"), d->game + 1,
                          d->plays_before + 1, gamao_phase_name (d->phase), d->opponent, date);
}

void
gamao_mistake_row_bind (GamaoMistakeRow *self, GamaoMistake *mistake)
{
  const GamaoMistakeData *d = gamao_mistake_get_data (mistake);
  g_auto (GamaoBoardFrame) frame = { 0 };
  g_autofree char *title = title_of (d);
  g_autofree char *where = where_of (d);
  g_autofree char *name = NULL;
  char cost[64];

  gamao_drill_position_frame (d, &frame);
  gamao_mistake_board_set_frame (GAMAO_MISTAKE_BOARD (self->board), &frame);
  gamao_figure_loss (cost, sizeof cost, -d->cost, NAN);
  gtk_label_set_text (GTK_LABEL (self->title), title);
  gtk_label_set_text (GTK_LABEL (self->cost), cost);
  gtk_label_set_text (GTK_LABEL (self->where), where);
  gtk_label_set_text (GTK_LABEL (self->note), d->note ? d->note : "");
  gtk_widget_set_visible (self->note, d->note != NULL);
  /* The row says it all in one name: a screen reader reads the item. */
  name = g_strdup_printf ("%s, %s, %s%s%s", title, cost, where, d->note ? ", " : "",
                          d->note ? d->note : "");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->board), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("The position before the decision"), -1);
}
