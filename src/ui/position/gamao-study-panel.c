/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-study-panel.c: the study figures and the temperature map. The
 * figures that need no evaluation are shown at once; the map (and the
 * EPC, which needs the bearoff database) comes from a GamaoStudyJob. */
#define G_LOG_DOMAIN "gamao-study-panel"

#include "config.h"

#include "gamao-study-panel.h"

#include "gamao-study-job.h"

#include <glib/gi18n.h>

/* Five steps from the worst square to the best, dark blue to yellow
 * (cividis): apart in lightness, so readable without telling hues apart. */
#define N_STEPS 5
static const char *const step_css =
  ".temperature-0 { background: #00204d; color: #ffffff; }"
  ".temperature-1 { background: #414d6b; color: #ffffff; }"
  ".temperature-2 { background: #7c7b78; color: #ffffff; }"
  ".temperature-3 { background: #bcaf6f; color: #000000; }"
  ".temperature-4 { background: #ffea46; color: #000000; }"
  ".temperature { padding: 4px; font-size: smaller; }";

struct _GamaoStudyPanel
{
  GtkBox parent_instance;

  GamaoSetupPosition pos;
  gboolean has_pos;
  GtkLabel *figures;
  GtkButton *map_button;
  GtkProgressBar *progress;
  GtkGrid *grid;
  GtkLabel *cells[6][6];
  GCancellable *cancellable;  /* the map being worked out, or NULL */
  GamaoStudyJob *running;     /* its job, while it runs (the task owns it) */
  guint poll;
};

G_DEFINE_FINAL_TYPE (GamaoStudyPanel, gamao_study_panel, GTK_TYPE_BOX)

static void
stop_map (GamaoStudyPanel *self)
{
  if (self->cancellable)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  self->running = NULL;
  g_clear_handle_id (&self->poll, g_source_remove);
  gtk_widget_set_visible (GTK_WIDGET (self->progress), FALSE);
  gtk_button_set_label (self->map_button, _("Temperature Map"));
}

static void
clear_cells (GamaoStudyPanel *self)
{
  for (int i = 0; i < 6; i++)
    for (int j = 0; j < 6; j++)
      {
        GtkWidget *cell = GTK_WIDGET (self->cells[i][j]);
        for (int k = 0; k < N_STEPS; k++)
          {
            char name[32];
            g_snprintf (name, sizeof name, "temperature-%d", k);
            gtk_widget_remove_css_class (cell, name);
          }
        gtk_label_set_text (self->cells[i][j], "");
      }
}

static void
show_figures (GamaoStudyPanel *self, const GamaoStudyCounts *counts)
{
  GamaoBoard board;
  GamaoMatchState state;
  GamaoStudyCounts quick;
  GamaoStudyStakes stakes;
  char text[2048];

  if (!self->has_pos)
    {
      gtk_label_set_text (self->figures, "");
      return;
    }
  gamao_setup_position_to_board (&self->pos, &board);
  gamao_setup_position_to_state (&self->pos, &state);
  /* No bearoff database on this thread: the EPC comes with the map. */
  if (!counts)
    gamao_study_counts (NULL, &board, &quick);
  gamao_study_stakes (&state, &stakes);
  gamao_study_write_figures (counts ? counts : &quick, &stakes, text, sizeof text);
  gtk_label_set_text (self->figures, text);
}

/* A square: the roll, the play and its equity, coloured by its step
 * between the worst and the best square. */
static void
show_square (GamaoStudyPanel *self, const GamaoTemperatureSquare *sq, float low, float high,
             gboolean match)
{
  char equity[32], name[32];
  int step = high > low ? (int) ((sq->equity - low) / (high - low) * (N_STEPS - 0.001f)) : 0;

  if (match)
    g_snprintf (equity, sizeof equity, "%.1f%%", 100.0f * sq->equity);
  else
    g_snprintf (equity, sizeof equity, "%+.3f", sq->equity);
  g_autofree char *text = g_strdup_printf ("%d-%d\n%s\n%s", sq->d1, sq->d2,
                                           sq->has_play ? sq->play : _("(no play)"), equity);
  g_snprintf (name, sizeof name, "temperature-%d", CLAMP (step, 0, N_STEPS - 1));
  /* 6-5 and 5-6 are the same roll: both squares show it. */
  for (int k = 0; k < 2; k++)
    {
      GtkLabel *cell = self->cells[(k ? sq->d2 : sq->d1) - 1][(k ? sq->d1 : sq->d2) - 1];
      gtk_label_set_text (cell, text);
      gtk_widget_add_css_class (GTK_WIDGET (cell), name);
      gtk_widget_set_tooltip_text (GTK_WIDGET (cell), text);
      gtk_accessible_update_property (GTK_ACCESSIBLE (cell), GTK_ACCESSIBLE_PROPERTY_LABEL, text,
                                      -1);
    }
}

static void
on_map_done (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (GError) error = NULL;
  GamaoStudyJob *job = gamao_study_job_run_finish (result, &error);
  GamaoStudyPanel *self;
  float low = G_MAXFLOAT, high = -G_MAXFLOAT;

  if (!job)
    {
      /* Dropped (a new position or the panel gone), or no nets. */
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_warning ("%s", error->message);
      return;
    }
  self = data;
  guint done = gamao_study_job_get_done (job);
  stop_map (self);
  show_figures (self, &job->counts);
  for (guint i = 0; i < done; i++)
    {
      low = MIN (low, job->map[i].equity);
      high = MAX (high, job->map[i].equity);
    }
  for (guint i = 0; i < done; i++)
    show_square (self, &job->map[i], low, high, job->setup.match_length > 0);
}

static gboolean
on_poll (gpointer data)
{
  GamaoStudyPanel *self = data;

  if (self->running)
    gtk_progress_bar_set_fraction (self->progress, gamao_study_job_get_done (self->running)
                                                       / (double) GAMAO_STUDY_ROLLS);
  return G_SOURCE_CONTINUE;
}

void
gamao_study_panel_start_map (GamaoStudyPanel *self, guint plies)
{
  g_return_if_fail (GAMAO_IS_STUDY_PANEL (self));
  if (!self->has_pos)
    return;
  stop_map (self);
  clear_cells (self);
  self->cancellable = g_cancellable_new ();
  self->running = gamao_study_job_new (&self->pos, plies);
  /* The callback finds the panel only while its job is not cancelled:
   * the panel cancels it before it goes. */
  gamao_study_job_run (self->running, self->cancellable, on_map_done, self);
  gtk_progress_bar_set_fraction (self->progress, 0.0);
  gtk_widget_set_visible (GTK_WIDGET (self->progress), TRUE);
  gtk_button_set_label (self->map_button, _("Stop"));
  self->poll = g_timeout_add (100, on_poll, self);
}

static void
on_map_clicked (GamaoStudyPanel *self)
{
  if (self->running)
    gamao_study_job_stop (self->running);
  else
    gamao_study_panel_start_map (self, 2);
}

void
gamao_study_panel_set_position (GamaoStudyPanel *self, const GamaoSetupPosition *pos)
{
  g_return_if_fail (GAMAO_IS_STUDY_PANEL (self));
  stop_map (self);
  clear_cells (self);
  self->has_pos = pos != NULL;
  if (pos)
    self->pos = *pos;
  gtk_widget_set_sensitive (GTK_WIDGET (self->map_button), self->has_pos);
  show_figures (self, NULL);
}

gboolean
gamao_study_panel_is_busy (GamaoStudyPanel *self)
{
  return self->cancellable != NULL;
}

const char *
gamao_study_panel_get_figures (GamaoStudyPanel *self)
{
  return gtk_label_get_text (self->figures);
}

const char *
gamao_study_panel_get_square (GamaoStudyPanel *self, int d1, int d2)
{
  g_return_val_if_fail (d1 >= 1 && d1 <= 6 && d2 >= 1 && d2 <= 6, NULL);
  return gtk_label_get_text (self->cells[d1 - 1][d2 - 1]);
}

static void
gamao_study_panel_init (GamaoStudyPanel *self)
{
  static gboolean styled;

  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self), 6);
  if (!styled)
    {
      g_autoptr (GtkCssProvider) css = gtk_css_provider_new ();
      gtk_css_provider_load_from_data (css, step_css, -1);
      gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                                  GTK_STYLE_PROVIDER (css),
                                                  GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
      styled = TRUE;
    }
  self->figures = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->figures, 0.0f);
  gtk_label_set_selectable (self->figures, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->figures), "monospace");
  self->map_button = GTK_BUTTON (gtk_button_new_with_label (_("Temperature Map")));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->map_button),
                               _("The best play for each roll at the hint’s depth, with its "
                                 "equity for the player on roll"));
  gtk_widget_set_halign (GTK_WIDGET (self->map_button), GTK_ALIGN_START);
  g_signal_connect_swapped (self->map_button, "clicked", G_CALLBACK (on_map_clicked), self);
  self->progress = GTK_PROGRESS_BAR (gtk_progress_bar_new ());
  gtk_widget_set_visible (GTK_WIDGET (self->progress), FALSE);
  self->grid = GTK_GRID (gtk_grid_new ());
  gtk_grid_set_row_homogeneous (self->grid, TRUE);
  gtk_grid_set_column_homogeneous (self->grid, TRUE);
  for (int i = 0; i < 6; i++)
    for (int j = 0; j < 6; j++)
      {
        GtkWidget *cell = gtk_label_new (NULL);
        gtk_widget_add_css_class (cell, "temperature");
        gtk_label_set_justify (GTK_LABEL (cell), GTK_JUSTIFY_CENTER);
        self->cells[i][j] = GTK_LABEL (cell);
        /* The higher die down the side, the lower across, 6-6 at the top left. */
        gtk_grid_attach (self->grid, cell, 5 - j, 5 - i, 1, 1);
      }
  gtk_box_append (GTK_BOX (self), GTK_WIDGET (self->figures));
  gtk_box_append (GTK_BOX (self), GTK_WIDGET (self->map_button));
  gtk_box_append (GTK_BOX (self), GTK_WIDGET (self->progress));
  gtk_box_append (GTK_BOX (self), GTK_WIDGET (self->grid));
  gtk_widget_set_sensitive (GTK_WIDGET (self->map_button), FALSE);
}

static void
gamao_study_panel_dispose (GObject *object)
{
  stop_map (GAMAO_STUDY_PANEL (object));
  G_OBJECT_CLASS (gamao_study_panel_parent_class)->dispose (object);
}

static void
gamao_study_panel_class_init (GamaoStudyPanelClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = gamao_study_panel_dispose;
}

GtkWidget *
gamao_study_panel_new (void)
{
  return g_object_new (GAMAO_TYPE_STUDY_PANEL, NULL);
}
