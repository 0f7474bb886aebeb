/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The rollout of a judged decision. The job runs on a worker thread
 * (gamao_rollout_job_run); the panel polls its progress ten times a
 * second and, when it ends or is stopped, shows what it found: the
 * rollout is the check of the analysis, so each play's figure comes with
 * its standard error and the play made is marked. */
#define G_LOG_DOMAIN "gamao-replay"

#include "config.h"

#include "gamao-rollout-panel.h"

#include <glib/gi18n.h>

#define DEFAULT_GAMES 324

struct _GamaoRolloutPanel
{
  GtkBox parent_instance;

  guint games;
  GamaoRolloutJob *offer;     /* not yet run, owned */
  int played;
  GamaoRolloutJob *running;   /* owned by its task until it returns */
  GCancellable *cancellable;
  guint poll_id;

  GtkWidget *start_button;
  GtkWidget *progress_row;
  GtkProgressBar *progress;
  GtkWidget *stop_button;
  GtkBox *results;
};

G_DEFINE_FINAL_TYPE (GamaoRolloutPanel, gamao_rollout_panel, GTK_TYPE_BOX)

static void
drop_running (GamaoRolloutPanel *self)
{
  if (self->poll_id)
    g_source_remove (self->poll_id);
  self->poll_id = 0;
  if (self->cancellable)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  self->running = NULL;
}

static void
clear_results (GamaoRolloutPanel *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->results))))
    gtk_box_remove (self->results, child);
}

static GtkWidget *
new_label (const char *text, const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  if (css_class)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

/* "1. 13/7 8/7    +0.123 ± 0.008", the play made marked. */
static void
add_value_row (GamaoRolloutPanel *self, const char *name, const char *value, gboolean marked)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *left = new_label (name, NULL);
  GtkWidget *right = new_label (value, "numeric");

  /* The figure stays on one line; the play's name wraps if need be. */
  gtk_label_set_wrap (GTK_LABEL (right), FALSE);

  gtk_widget_set_hexpand (left, TRUE);
  if (marked)
    {
      gtk_widget_add_css_class (left, "heading");
      gtk_widget_add_css_class (right, "heading");
    }
  gtk_box_append (GTK_BOX (row), left);
  gtk_box_append (GTK_BOX (row), right);
  gtk_box_append (self->results, row);
}

static void
show_plays (GamaoRolloutPanel *self, const GamaoRolloutJob *r)
{
  guint order[GAMAO_AI_MAX_HINTS];
  guint n = gamao_rollout_job_rank (r, order);

  for (guint k = 0; k < n; k++)
    {
      gboolean made = (int) order[k] == self->played;
      g_autofree char *value = r->results[order[k]].games
                                 ? gamao_rollout_estimate_text (r->is_match, r->results[order[k]].cubeful)
                                 : g_strdup (_("not rolled out"));
      g_autofree char *name
        = made
            /* Translators: a rank (not a count), a play, and a mark saying it is the play made. */
            ? g_strdup_printf (_("%u. %s (played)"), k + 1, r->notation[order[k]])
            : g_strdup_printf ("%u. %s", k + 1, r->notation[order[k]]);
      add_value_row (self, name, value, made);
    }
}

static void
show_cube (GamaoRolloutPanel *self, const GamaoRolloutJob *r)
{
  GamaoEstimate nd, dt;
  float dp;
  GamaoCubeAction action;

  gamao_rollout_job_cube (r, &nd, &dt, &dp, &action);
  gtk_box_append (self->results,
                  new_label (gamao_cube_action_name (action, r->cube.owner > 0), "heading"));
  g_autofree char *nd_text = gamao_rollout_estimate_text (r->is_match, nd);
  add_value_row (self, _("No double"), nd_text, FALSE);
  if (action == GAMAO_CUBE_NOT_AVAILABLE)
    return;
  g_autofree char *dt_text = gamao_rollout_estimate_text (r->is_match, dt);
  g_autofree char *dp_text = gamao_rollout_estimate_text (r->is_match, (GamaoEstimate){ dp, 0.0 });
  add_value_row (self, _("Double, take"), dt_text, FALSE);
  add_value_row (self, _("Double, pass"), dp_text, FALSE);
}

static void
show_result (GamaoRolloutPanel *self, const GamaoRolloutJob *r)
{
  guint games = r->results[0].games;
  g_autofree char *title = g_strdup_printf (
    ngettext ("Rollout, %u game each", "Rollout, %u games each", games), games);

  clear_results (self);
  gtk_box_append (self->results, new_label (title, "heading"));
  gtk_box_append (self->results,
                  new_label (r->is_match ? _("Cubeful match winning chances, ± standard error")
                                         : _("Cubeful equity per unit of the cube, ± standard "
                                             "error"),
                             "caption"));
  if (r->plays)
    show_plays (self, r);
  else
    show_cube (self, r);
}

static void
on_done (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr (GamaoRolloutPanel) self = user_data;
  g_autoptr (GError) error = NULL;
  GamaoRolloutJob *r = gamao_rollout_job_run_finish (result, &error);

  /* Dropped (another decision shown): nothing of it is shown. */
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED) || (r && r != self->running))
    return;
  drop_running (self);
  gtk_widget_set_visible (self->progress_row, FALSE);
  gtk_widget_set_visible (self->start_button, self->offer != NULL);
  if (!r)
    {
      clear_results (self);
      gtk_box_append (self->results, new_label (error->message, NULL));
      return;
    }
  show_result (self, r);
}

static gboolean
poll (gpointer data)
{
  GamaoRolloutPanel *self = data;
  guint total, done;

  if (!self->running)
    return G_SOURCE_CONTINUE;
  done = gamao_rollout_job_get_done (self->running, &total);
  if (total > 0)
    {
      /* Translators: games of a rollout played so far, of all; the count is the total. */
      g_autofree char *text = g_strdup_printf (ngettext ("%'u of %'u game", "%'u of %'u games",
                                                         total),
                                               done, total);
      gtk_progress_bar_set_fraction (self->progress, (double) done / total);
      gtk_progress_bar_set_text (self->progress, text);
    }
  return G_SOURCE_CONTINUE;
}

static void
on_start (GamaoRolloutPanel *self)
{
  GamaoRolloutJob *r = g_steal_pointer (&self->offer);

  if (!r)
    return;
  drop_running (self);
  clear_results (self);
  r->settings.games = self->games;
  gtk_widget_set_visible (self->start_button, FALSE);
  gtk_widget_set_visible (self->progress_row, TRUE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "rollout.stop", TRUE);
  gtk_progress_bar_set_fraction (self->progress, 0.0);
  gtk_progress_bar_set_text (self->progress, NULL);
  self->running = r;
  self->cancellable = g_cancellable_new ();
  self->poll_id = g_timeout_add (100, poll, self);
  gamao_rollout_job_run (r, self->cancellable, on_done, g_object_ref (self));
}

static void
on_stop (GamaoRolloutPanel *self)
{
  if (self->running)
    gamao_rollout_job_stop (self->running);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "rollout.stop", FALSE);
}

static void
gamao_rollout_panel_dispose (GObject *object)
{
  GamaoRolloutPanel *self = GAMAO_ROLLOUT_PANEL (object);

  drop_running (self);
  g_clear_pointer (&self->offer, g_free);
  G_OBJECT_CLASS (gamao_rollout_panel_parent_class)->dispose (object);
}

static void
start_action (GtkWidget *widget, const char *name, GVariant *param)
{
  on_start (GAMAO_ROLLOUT_PANEL (widget));
}

static void
stop_action (GtkWidget *widget, const char *name, GVariant *param)
{
  on_stop (GAMAO_ROLLOUT_PANEL (widget));
}

static void
gamao_rollout_panel_class_init (GamaoRolloutPanelClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = gamao_rollout_panel_dispose;
  gtk_widget_class_install_action (widget_class, "rollout.start", NULL, start_action);
  gtk_widget_class_install_action (widget_class, "rollout.stop", NULL, stop_action);
}

static void
gamao_rollout_panel_init (GamaoRolloutPanel *self)
{
  self->games = DEFAULT_GAMES;
  self->played = -1;
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self), 4);

  self->start_button = gtk_button_new_with_mnemonic (_("_Roll Out"));
  gtk_widget_set_tooltip_text (self->start_button,
                               _("Play the position out many times from the play made and the "
                                 "better ones, to check the analysis"));
  gtk_widget_set_halign (self->start_button, GTK_ALIGN_CENTER);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->start_button), "rollout.start");
  gtk_box_append (GTK_BOX (self), self->start_button);

  self->progress_row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  self->progress = GTK_PROGRESS_BAR (gtk_progress_bar_new ());
  gtk_progress_bar_set_show_text (self->progress, TRUE);
  gtk_widget_set_hexpand (GTK_WIDGET (self->progress), TRUE);
  gtk_widget_set_valign (GTK_WIDGET (self->progress), GTK_ALIGN_CENTER);
  self->stop_button = gtk_button_new_with_label (_("Stop"));
  gtk_widget_set_tooltip_text (self->stop_button,
                               _("Stop the rollout and show what it found so far"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->stop_button), "rollout.stop");
  gtk_box_append (GTK_BOX (self->progress_row), GTK_WIDGET (self->progress));
  gtk_box_append (GTK_BOX (self->progress_row), self->stop_button);
  gtk_widget_set_visible (self->progress_row, FALSE);
  gtk_box_append (GTK_BOX (self), self->progress_row);

  self->results = GTK_BOX (gtk_box_new (GTK_ORIENTATION_VERTICAL, 2));
  gtk_box_append (GTK_BOX (self), GTK_WIDGET (self->results));
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

GtkWidget *
gamao_rollout_panel_new (void)
{
  return g_object_new (GAMAO_TYPE_ROLLOUT_PANEL, NULL);
}

void
gamao_rollout_panel_set_offer (GamaoRolloutPanel *self, GamaoRolloutJob *offer, int played)
{
  g_return_if_fail (GAMAO_IS_ROLLOUT_PANEL (self));

  drop_running (self);
  clear_results (self);
  g_clear_pointer (&self->offer, g_free);
  self->offer = offer;
  self->played = played;
  gtk_widget_set_visible (self->progress_row, FALSE);
  gtk_widget_set_visible (self->start_button, offer != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self), offer != NULL);
}

void
gamao_rollout_panel_set_games (GamaoRolloutPanel *self, guint games)
{
  g_return_if_fail (GAMAO_IS_ROLLOUT_PANEL (self));
  self->games = MAX (games, 1);
}

guint
gamao_rollout_panel_get_games (GamaoRolloutPanel *self)
{
  g_return_val_if_fail (GAMAO_IS_ROLLOUT_PANEL (self), 0);
  return self->games;
}

gboolean
gamao_rollout_panel_is_running (GamaoRolloutPanel *self)
{
  g_return_val_if_fail (GAMAO_IS_ROLLOUT_PANEL (self), FALSE);
  return self->running != NULL;
}
