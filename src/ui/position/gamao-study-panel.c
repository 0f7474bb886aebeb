/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-study-panel.c: the study figures and the temperature map. The
 * figures that need no evaluation are shown at once; the map (and the
 * EPC, which needs the bearoff database) comes from a GamaoStudyJob. */
#define G_LOG_DOMAIN "gamao-study-panel"

#include "config.h"

#include "gamao-study-panel.h"

#include "gamao-figures.h"
#include "gamao-study-job.h"

#include <adwaita.h>
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

enum
{
  ROW_PIPS,
  ROW_EPC,
  ROW_KEITH,
  ROW_THORP,
  ROW_TAKE,
  ROW_GAMMON,
  N_ROWS
};

struct _GamaoStudyPanel
{
  GtkBox parent_instance;

  GamaoSetupPosition pos;
  gboolean has_pos;
  /* The figures as rows, as the app's other windows show figures. */
  GtkWidget *rows[N_ROWS];
  GtkLabel *values[N_ROWS];
  GString *figures;  /* the rows' text, for tests */
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
  gtk_button_set_label (self->map_button, _("Work Out the Map"));
}

/* A square before the map is made shows its roll: an empty label reads
 * as its class name to a screen reader. */
static void
show_empty_cell (GamaoStudyPanel *self, int i, int j)
{
  GtkWidget *cell = GTK_WIDGET (self->cells[i][j]);
  char roll[8];

  g_snprintf (roll, sizeof roll, "%d-%d", MAX (i, j) + 1, MIN (i, j) + 1);
  gtk_label_set_text (self->cells[i][j], roll);
  gtk_widget_set_tooltip_text (cell, NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (cell), GTK_ACCESSIBLE_PROPERTY_LABEL, roll, -1);
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
        show_empty_cell (self, i, j);
      }
}

static void
set_row (GamaoStudyPanel *self, int i, const char *value, const char *words)
{
  const char *title = adw_preferences_row_get_title (ADW_PREFERENCES_ROW (self->rows[i]));

  gtk_label_set_text (self->values[i], value);
  /* An empty label reads as its class name to a screen reader: shown
   * only with words in it. */
  gtk_widget_set_visible (GTK_WIDGET (self->values[i]), *value != '\0');
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->rows[i]), words ? words : "");
  g_string_append_printf (self->figures, "%s: %s%s%s\n", title, words ? words : "",
                          *value ? " — " : "", value);
}

/* "on roll 167 · opponent 159". */
static char *
pair (const char *on_roll, const char *opponent)
{
  /* Translators: a figure of the side on roll and of its opponent. */
  return g_strdup_printf (_("on roll %s · opponent %s"), on_roll, opponent);
}

static char *
count_pair (int a, int b)
{
  char x[16], y[16];

  g_snprintf (x, sizeof x, "%d", a);
  g_snprintf (y, sizeof y, "%d", b);
  return pair (x, y);
}

static void
show_counts (GamaoStudyPanel *self, const GamaoStudyCounts *c)
{
  char epc[2][GAMAO_FIGURE_SIZE], lead[GAMAO_FIGURE_SIZE], diff[GAMAO_FIGURE_SIZE];
  g_autofree char *pips = count_pair ((int) c->pips[0], (int) c->pips[1]);
  g_autofree char *difference = NULL, *epcs = NULL, *keith = NULL, *thorp = NULL;
  g_autofree char *keith_words = NULL, *thorp_words = NULL;

  /* Translators: the pip count of the opponent less that of the side on roll. */
  difference = g_strdup_printf (_("difference %s"),
                                gamao_figure_signed (diff, sizeof diff,
                                                     (double) c->pips[1] - (double) c->pips[0], 0));
  set_row (self, ROW_PIPS, difference, pips);
  for (int i = 0; i < 2; i++)
    if (c->has_epc[i])
      gamao_figure_signed (epc[i], sizeof epc[i], c->epc[i], 2);
    else
      g_strlcpy (epc[i], "–", sizeof epc[i]);
  /* Unsigned figures: the signed writer's "+" goes. */
  epcs = pair (epc[0] + (epc[0][0] == '+'), epc[1] + (epc[1][0] == '+'));
  set_row (self, ROW_EPC, "",
           c->has_epc[0] || c->has_epc[1] ? epcs : _("Only with every checker in its home board"));
  /* The counts under the title, what they advise at the end. */
  keith = count_pair (c->keith[0], c->keith[1]);
  gamao_figure_signed (lead, sizeof lead, c->keith_adjusted, 1);
  /* Translators: the counts of both sides, then the leader's adjusted count. */
  keith_words = g_strdup_printf (_("%s · leader %s"), keith, lead + (lead[0] == '+'));
  set_row (self, ROW_KEITH, gamao_race_verdict_words (c->keith_verdict), keith_words);
  thorp = count_pair (c->thorp[0], c->thorp[1]);
  gamao_figure_signed (lead, sizeof lead, c->thorp_adjusted, 1);
  thorp_words = g_strdup_printf (_("%s · leader %s"), thorp, lead + (lead[0] == '+'));
  set_row (self, ROW_THORP, gamao_race_verdict_words (c->thorp_verdict), thorp_words);
}

static void
show_stakes (GamaoStudyPanel *self, const GamaoStudyStakes *k)
{
  char take[GAMAO_FIGURE_SIZE], g[2][GAMAO_FIGURE_SIZE], bg[2][GAMAO_FIGURE_SIZE];

  if (k->has_take_point)
    set_row (self, ROW_TAKE, gamao_figure_percent (take, sizeof take, k->take_point, false),
             k->match ? _("Dead cube, no gammons, at this score") : _("Dead cube, no gammons"));
  else
    set_row (self, ROW_TAKE, "–", _("No double in the Crawford game"));
  for (int i = 0; i < 2; i++)
    {
      gamao_figure_signed (g[i], sizeof g[i], k->gammon_value[i], 3);
      gamao_figure_signed (bg[i], sizeof bg[i], k->backgammon_value[i], 3);
    }
  g_autofree char *gammons = pair (g[0] + (g[0][0] == '+'), g[1] + (g[1][0] == '+'));
  g_autofree char *backgammons = pair (bg[0] + (bg[0][0] == '+'), bg[1] + (bg[1][0] == '+'));
  /* Translators: the gammon values, then the backgammon values, each "on roll 0.500 ·
   * opponent 0.500". */
  g_autofree char *words = g_strdup_printf (_("%s; backgammon: %s"), gammons, backgammons);
  set_row (self, ROW_GAMMON, "", words);
}

static void
show_figures (GamaoStudyPanel *self, const GamaoStudyCounts *counts)
{
  GamaoBoard board;
  GamaoMatchState state;
  GamaoStudyCounts quick;
  GamaoStudyStakes stakes;

  g_string_truncate (self->figures, 0);
  for (int i = 0; i < N_ROWS; i++)
    gtk_widget_set_visible (self->rows[i], self->has_pos);
  if (!self->has_pos)
    return;
  gamao_setup_position_to_board (&self->pos, &board);
  gamao_setup_position_to_state (&self->pos, &state);
  /* No bearoff database on this thread: the EPC comes with the map. */
  if (!counts)
    gamao_study_counts (NULL, &board, &quick);
  gamao_study_stakes (&state, &stakes);
  show_counts (self, counts ? counts : &quick);
  show_stakes (self, &stakes);
}

/* A square: the roll, the play and its equity, coloured by its step
 * between the worst and the best square. */
static void
show_square (GamaoStudyPanel *self, const GamaoTemperatureSquare *sq, float low, float high,
             gboolean match)
{
  char equity[GAMAO_FIGURE_SIZE], name[32];
  int step = high > low ? (int) ((sq->equity - low) / (high - low) * (N_STEPS - 0.001f)) : 0;

  if (match)
    gamao_figure_percent (equity, sizeof equity, sq->equity, false);
  else
    gamao_figure_signed (equity, sizeof equity, sq->equity, 3);
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
  return self->figures->str;
}

const char *
gamao_study_panel_get_square (GamaoStudyPanel *self, int d1, int d2)
{
  g_return_val_if_fail (d1 >= 1 && d1 <= 6 && d2 >= 1 && d2 <= 6, NULL);
  return gtk_label_get_text (self->cells[d1 - 1][d2 - 1]);
}

/* The figures' rows, each titled, its figures at the end and what they
 * mean under the title. */
static GtkWidget *
build_rows (GamaoStudyPanel *self)
{
  const char *titles[N_ROWS] = {
    _("Pips"), _("Effective pip count"), _("Keith count"), _("Thorp count"),
    _("Take point of the opponent"), _("Gammon values"),
  };
  GtkWidget *group = adw_preferences_group_new ();

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Study"));
  for (int i = 0; i < N_ROWS; i++)
    {
      GtkWidget *value = gtk_label_new (NULL);

      self->rows[i] = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->rows[i]), titles[i]);
      gtk_widget_add_css_class (value, "numeric");
      gtk_label_set_xalign (GTK_LABEL (value), 1.0f);
      self->values[i] = GTK_LABEL (value);
      adw_action_row_add_suffix (ADW_ACTION_ROW (self->rows[i]), value);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), self->rows[i]);
    }
  return group;
}

static void
gamao_study_panel_init (GamaoStudyPanel *self)
{
  static gboolean styled;
  GtkWidget *map_title = gtk_label_new (_("Temperature Map"));

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
  self->figures = g_string_new (NULL);
  gtk_box_append (GTK_BOX (self), build_rows (self));
  self->map_button = GTK_BUTTON (gtk_button_new_with_label (_("Work Out the Map")));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->map_button),
                               _("The best play for each roll at the hint’s depth, with its "
                                 "equity for the player on roll"));
  gtk_widget_set_halign (GTK_WIDGET (self->map_button), GTK_ALIGN_START);
  gtk_label_set_xalign (GTK_LABEL (map_title), 0.0f);
  gtk_widget_add_css_class (map_title, "heading");
  gtk_widget_set_margin_top (map_title, 12);
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
        /* A play wraps at its spaces on a phone rather than widen the map. */
        gtk_label_set_wrap (GTK_LABEL (cell), TRUE);
        gtk_label_set_wrap_mode (GTK_LABEL (cell), PANGO_WRAP_WORD_CHAR);
        self->cells[i][j] = GTK_LABEL (cell);
        show_empty_cell (self, i, j);
        /* The higher die down the side, the lower across, 6-6 at the top left. */
        gtk_grid_attach (self->grid, cell, 5 - j, 5 - i, 1, 1);
      }
  gtk_box_append (GTK_BOX (self), map_title);
  gtk_box_append (GTK_BOX (self), GTK_WIDGET (self->map_button));
  gtk_box_append (GTK_BOX (self), GTK_WIDGET (self->progress));
  gtk_box_append (GTK_BOX (self), GTK_WIDGET (self->grid));
  gtk_widget_set_sensitive (GTK_WIDGET (self->map_button), FALSE);
}

static void
gamao_study_panel_dispose (GObject *object)
{
  GamaoStudyPanel *self = GAMAO_STUDY_PANEL (object);

  stop_map (self);
  if (self->figures)
    g_string_free (g_steal_pointer (&self->figures), TRUE);
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
