/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The rollout of the advice or of a judged decision. The job runs on a
 * worker thread (gamao_rollout_job_run); the panel polls its progress ten
 * times a second and, when it ends or is stopped, shows what it found:
 * the rollout settles or checks the analysis, so each play's figure comes
 * with its standard error, and the play made is marked. */
#define G_LOG_DOMAIN "gamao-rollout"

#include "config.h"

#include "gamao-rollout-panel.h"

#include <glib/gi18n.h>

/* Games per play or cube action, truncation, plies and cube come from
 * the app's GamaoAnalysisSettings (Preferences) when the job is made;
 * "games" overrides the number (tests), 0 keeps the settings'. By
 * default, 324 games stopped after 10 plies: five plays take about 15
 * core-seconds here, short enough to wait for. */
#define DEFAULT_GAMES 0

struct _GamaoRolloutPanel
{
  GtkBox parent_instance;

  guint games;
  GamaoRolloutJob *offer;     /* not yet run, owned */
  int played;
  GamaoRolloutJob *running;   /* owned by its task until it returns */
  GCancellable *cancellable;
  guint poll_id;
  guint result_games;         /* games per play of the result shown */

  GtkWidget *start_button;
  GtkWidget *progress_row;
  GtkProgressBar *progress;
  GtkWidget *stop_button;
  GtkBox *results;
};

G_DEFINE_FINAL_TYPE (GamaoRolloutPanel, gamao_rollout_panel, GTK_TYPE_BOX)

enum
{
  PROP_0,
  PROP_GAMES,
  PROP_RUNNING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
set_running (GamaoRolloutPanel *self, GamaoRolloutJob *running)
{
  gboolean was = self->running != NULL;

  self->running = running;
  if (was != (running != NULL))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
}

static void
drop_running (GamaoRolloutPanel *self)
{
  if (self->poll_id)
    g_source_remove (self->poll_id);
  self->poll_id = 0;
  if (self->cancellable)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  set_running (self, NULL);
}

static void
clear_results (GamaoRolloutPanel *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->results))))
    gtk_box_remove (self->results, child);
  self->result_games = 0;
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
static GtkWidget *
value_row (const char *name, const char *value, gboolean marked)
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
  return row;
}

/* Every figure of one rolled-out root, for the side that decides: wins
 * and losses with their gammons and backgammons, and the cubeless and
 * cubeful equity (with the match winning chance), each ± standard error. */
static GtkWidget *
figures_label (const GamaoRolloutJob *r, const GamaoRolloutResult *res)
{
  const GamaoEstimate *o = res->outputs;
  GamaoEstimate lose = { 1.0 - o[GAMAO_OUT_WIN].mean, o[GAMAO_OUT_WIN].se };
  g_autofree char *w = gamao_rollout_percent_text (o[GAMAO_OUT_WIN]);
  g_autofree char *wg = gamao_rollout_percent_text (o[GAMAO_OUT_WIN_GAMMON]);
  g_autofree char *wb = gamao_rollout_percent_text (o[GAMAO_OUT_WIN_BACKGAMMON]);
  g_autofree char *l = gamao_rollout_percent_text (lose);
  g_autofree char *lg = gamao_rollout_percent_text (o[GAMAO_OUT_LOSE_GAMMON]);
  g_autofree char *lb = gamao_rollout_percent_text (o[GAMAO_OUT_LOSE_BACKGAMMON]);
  g_autofree char *cl = gamao_rollout_job_equity_text (r, res->cubeless);
  g_autofree char *cf = gamao_rollout_job_equity_text (r, res->cubeful);
  /* Translators: a rollout's figures; each %s is a chance such as "14.0% ± 0.2%". */
  g_autofree char *wins = g_strdup_printf (_("Win %s, gammon %s, backgammon %s"), w, wg, wb);
  /* Translators: a rollout's figures; each %s is a chance such as "14.0% ± 0.2%". */
  g_autofree char *losses = g_strdup_printf (_("Lose %s, gammon %s, backgammon %s"), l, lg, lb);
  /* Translators: %s is a figure with its standard error, "equity +0.123 ± 0.004". */
  g_autofree char *cubeless = g_strdup_printf (_("Cubeless: %s"), cl);
  /* Translators: %s is a figure with its standard error, "equity +0.123 ± 0.004". */
  g_autofree char *cubeful = g_strdup_printf (_("Cubeful: %s"), cf);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  const char *lines[] = { wins, losses, r->settings.cubeful ? cubeful : NULL, cubeless };

  for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
    {
      GtkWidget *label;

      if (!lines[i])
        continue;
      label = new_label (lines[i], "dim-label");
      gtk_widget_add_css_class (label, "caption");
      gtk_widget_add_css_class (label, "numeric");
      gtk_box_append (GTK_BOX (box), label);
    }
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_bottom (box, 4);
  return box;
}

/* How the games are played, said plainly so that the figures can be
 * judged and repeated with gamao-cli rollout. */
static GtkWidget *
settings_label (const GamaoRolloutJob *r)
{
  guint threads = r->settings.threads ? r->settings.threads : g_get_num_processors ();
  g_autofree char *how = g_strdup_printf (ngettext ("%u thread", "%u threads", threads), threads);
  g_autofree char *rollout = gamao_rollout_job_settings_text (r);
  /* The app always rolls out with variance reduction (gamao_rollout_job_new). */
  unsigned long long seed = r->settings.seed;
  g_autofree char *text
    /* Translators: how a rollout was played; %llu is a seed, not a count;
     * %s "rollout: 324 games, 0-ply, …", then %s "2 threads". */
    = g_strdup_printf (_("%s; variance reduction, seed %llu, %s"), rollout, seed, how);
  GtkWidget *label = new_label (text, "dim-label");

  gtk_widget_add_css_class (label, "caption");
  gtk_label_set_max_width_chars (GTK_LABEL (label), 40);
  return label;
}

/* The figure a play or a cube action is ranked by: cubeful when the
 * games played the cube, else cubeless. */
static GamaoEstimate
ranked_figure (const GamaoRolloutJob *r, const GamaoRolloutResult *res)
{
  return r->settings.cubeful ? res->cubeful : res->cubeless;
}

/* The plays ranked, each figure under its play, open for the hint's best
 * one only: eight plays still fit a popover, and the replay's panel
 * (beside the board, outside its scroller) keeps to the board's height. */
static void
show_plays (GamaoRolloutPanel *self, const GamaoRolloutJob *r)
{
  guint order[GAMAO_AI_MAX_HINTS];
  guint n = gamao_rollout_job_rank (r, order);

  for (guint k = 0; k < n; k++)
    {
      const GamaoRolloutResult *res = &r->results[order[k]];
      gboolean made = (int) order[k] == self->played;
      g_autofree char *value = res->games
                                 ? gamao_rollout_job_equity_text (r, ranked_figure (r, res))
                                 : g_strdup (_("not rolled out"));
      g_autofree char *name
        = made
            /* Translators: a rank (not a count), a play, and a mark saying it is the play made. */
            ? g_strdup_printf (_("%u. %s (played)"), k + 1, r->notation[order[k]])
            : g_strdup_printf ("%u. %s", k + 1, r->notation[order[k]]);
      GtkWidget *expander = gtk_expander_new (NULL);
      GtkWidget *row = value_row (name, value, made);

      gtk_widget_set_hexpand (row, TRUE);
      gtk_expander_set_label_widget (GTK_EXPANDER (expander), row);
      if (res->games)
        gtk_expander_set_child (GTK_EXPANDER (expander), figures_label (r, res));
      gtk_expander_set_expanded (GTK_EXPANDER (expander), k == 0 && self->played < 0);
      gtk_box_append (self->results, expander);
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
  gboolean redouble = r->cube.owner > 0;
  g_autofree char *nd_text = gamao_rollout_job_equity_text (r, nd);
  gtk_box_append (self->results, value_row (_("No double"), nd_text, FALSE));
  gtk_box_append (self->results, figures_label (r, &r->results[0]));
  if (action == GAMAO_CUBE_NOT_AVAILABLE)
    return;
  g_autofree char *dt_text = gamao_rollout_job_equity_text (r, dt);
  g_autofree char *dp_text = gamao_rollout_job_equity_text (r, (GamaoEstimate){ dp, 0.0 });
  gtk_box_append (self->results,
                  value_row (redouble ? _("Redouble, take") : _("Double, take"), dt_text, FALSE));
  gtk_box_append (self->results,
                  value_row (redouble ? _("Redouble, pass") : _("Double, pass"), dp_text, FALSE));
}

static void
show_result (GamaoRolloutPanel *self, const GamaoRolloutJob *r)
{
  guint games = r->results[0].games;
  g_autofree char *title = g_strdup_printf (
    ngettext ("Rollout, %u game each", "Rollout, %u games each", games), games);

  clear_results (self);
  self->result_games = games;
  gtk_box_append (self->results, new_label (title, "heading"));
  gtk_box_append (self->results, settings_label (r));
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

  /* Dropped (other advice or another decision shown): nothing of it is shown. */
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED) || (r && r != self->running))
    return;
  drop_running (self);
  gtk_widget_set_visible (self->progress_row, FALSE);
  gtk_widget_set_visible (self->start_button, self->offer != NULL);
  if (!r)
    {
      GtkWidget *label = new_label (error->message, "dim-label");

      clear_results (self);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 40);
      gtk_box_append (self->results, label);
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
  if (self->games > 0)
    r->settings.games = self->games;
  gtk_widget_set_visible (self->start_button, FALSE);
  gtk_widget_set_visible (self->progress_row, TRUE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "rollout.stop", TRUE);
  gtk_progress_bar_set_fraction (self->progress, 0.0);
  gtk_progress_bar_set_text (self->progress, NULL);
  set_running (self, r);
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
gamao_rollout_panel_dispose (GObject *object)
{
  GamaoRolloutPanel *self = GAMAO_ROLLOUT_PANEL (object);

  drop_running (self);
  g_clear_pointer (&self->offer, g_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), GAMAO_TYPE_ROLLOUT_PANEL);
  G_OBJECT_CLASS (gamao_rollout_panel_parent_class)->dispose (object);
}

static void
gamao_rollout_panel_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  GamaoRolloutPanel *self = GAMAO_ROLLOUT_PANEL (object);

  switch (prop_id)
    {
    case PROP_GAMES:
      g_value_set_uint (value, self->games);
      break;
    case PROP_RUNNING:
      g_value_set_boolean (value, self->running != NULL);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gamao_rollout_panel_set_property (GObject *object, guint prop_id, const GValue *value,
                                  GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_GAMES:
      gamao_rollout_panel_set_games (GAMAO_ROLLOUT_PANEL (object), g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gamao_rollout_panel_class_init (GamaoRolloutPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gamao_rollout_panel_dispose;
  object_class->get_property = gamao_rollout_panel_get_property;
  object_class->set_property = gamao_rollout_panel_set_property;
  properties[PROP_GAMES]
    = g_param_spec_uint ("games", NULL, NULL, 0, G_MAXUINT, DEFAULT_GAMES,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_RUNNING]
    = g_param_spec_boolean ("running", NULL, NULL, FALSE,
                            G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/gamao/Gamao/ui/common/gamao-rollout-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, GamaoRolloutPanel, start_button);
  gtk_widget_class_bind_template_child (widget_class, GamaoRolloutPanel, progress_row);
  gtk_widget_class_bind_template_child (widget_class, GamaoRolloutPanel, progress);
  gtk_widget_class_bind_template_child (widget_class, GamaoRolloutPanel, stop_button);
  gtk_widget_class_bind_template_child (widget_class, GamaoRolloutPanel, results);
  gtk_widget_class_install_action (widget_class, "rollout.start", NULL, start_action);
  gtk_widget_class_install_action (widget_class, "rollout.stop", NULL, stop_action);
}

static void
gamao_rollout_panel_init (GamaoRolloutPanel *self)
{
  self->games = DEFAULT_GAMES;
  self->played = -1;
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_widget_set_tooltip_text (self->start_button,
                               _("Play the position out many times to settle the advice"));
}

GtkWidget *
gamao_rollout_panel_new (void)
{
  return g_object_new (GAMAO_TYPE_ROLLOUT_PANEL, NULL);
}

/* Offers to roll out `offer` (taken over; NULL: nothing to offer, and
 * the panel hides). `played` is the index of the play made among the
 * offer's plays, -1 for none. A rollout running is dropped. */
static void
set_offer (GamaoRolloutPanel *self, GamaoRolloutJob *offer, int played)
{
  drop_running (self);
  clear_results (self);
  g_clear_pointer (&self->offer, g_free);
  self->offer = offer;
  self->played = played;
  /* The replay's offer checks a play made; the hint's settles advice. */
  gtk_widget_set_tooltip_text (self->start_button,
                               played >= 0 ? _("Play the position out many times from the play "
                                               "made and the better ones, to check the analysis")
                                           : _("Play the position out many times to settle the "
                                               "advice"));
  gtk_widget_set_visible (self->progress_row, FALSE);
  gtk_widget_set_visible (self->start_button, offer != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self), offer != NULL);
}

void
gamao_rollout_panel_offer_advice (GamaoRolloutPanel *self, const GamaoAiJob *job)
{
  g_return_if_fail (GAMAO_IS_ROLLOUT_PANEL (self));
  set_offer (self, job ? gamao_rollout_job_new (job, self->games) : NULL, -1);
}

void
gamao_rollout_panel_offer_decision (GamaoRolloutPanel *self, GamaoReplayFrames *frames,
                                    guint index, const GamaoStoredDecision *d, const GArray *plays)
{
  int played = -1;
  GamaoRolloutJob *offer = NULL;

  g_return_if_fail (GAMAO_IS_ROLLOUT_PANEL (self));
  if (d && d->mark != GAMAO_MARK_NONE)
    offer = gamao_kept_decision_rollout (frames, index, d, plays, self->games, &played);
  set_offer (self, offer, played);
}

void
gamao_rollout_panel_clear (GamaoRolloutPanel *self)
{
  g_return_if_fail (GAMAO_IS_ROLLOUT_PANEL (self));
  set_offer (self, NULL, -1);
}

void
gamao_rollout_panel_set_games (GamaoRolloutPanel *self, guint games)
{
  g_return_if_fail (GAMAO_IS_ROLLOUT_PANEL (self));
  if (games == self->games)
    return;
  self->games = games;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAMES]);
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

guint
gamao_rollout_panel_get_games_done (GamaoRolloutPanel *self)
{
  guint total, done;

  g_return_val_if_fail (GAMAO_IS_ROLLOUT_PANEL (self), 0);
  if (!self->running)
    return 0;
  /* The job counts games over all plays, which take turns game by game. */
  done = gamao_rollout_job_get_done (self->running, &total);
  return total ? (guint) ((guint64) done * self->running->settings.games / total) : 0;
}

GtkWidget *
gamao_rollout_panel_get_start_button (GamaoRolloutPanel *self)
{
  g_return_val_if_fail (GAMAO_IS_ROLLOUT_PANEL (self), NULL);
  return self->offer && gtk_widget_get_visible (self->start_button) ? self->start_button : NULL;
}

GtkWidget *
gamao_rollout_panel_get_stop_button (GamaoRolloutPanel *self)
{
  g_return_val_if_fail (GAMAO_IS_ROLLOUT_PANEL (self), NULL);
  return self->running ? self->stop_button : NULL;
}

guint
gamao_rollout_panel_get_result_games (GamaoRolloutPanel *self)
{
  g_return_val_if_fail (GAMAO_IS_ROLLOUT_PANEL (self), 0);
  return self->result_games;
}
