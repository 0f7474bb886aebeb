/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "gamao-hint-list"

#include "config.h"

#include "gamao-hint-list.h"

#include <glib/gi18n.h>

#include "gamao-hint-item.h"
#include "gamao-rollout-job.h"

/* Games per play or cube action: 324 see every first roll 9 times. With
 * the games stopped after 10 plies (see gamao_rollout_job_new) five plays
 * take about 15 core-seconds here, short enough to wait for in a popover;
 * gamao-cli rollout does full 1,296-game rollouts. */
#define ROLLOUT_GAMES 324

struct _GamaoHintList
{
  GtkBox parent_instance;

  gboolean playable;
  GCancellable *cancellable;
  gboolean ready;
  GListStore *plays;               /* of GamaoHintItem, best first */
  int hovered, focused, previewed; /* row indexes, -1 none */

  GtkLabel *heading;
  GtkWidget *spinner;
  GtkBox *list;                    /* the plays' rows, or cube advice; rollouts, errors */
  GtkListBox *play_rows;           /* built from `plays`, first in `list` */

  /* The rollout of what is shown: offered, running, or its result. */
  guint rollout_games;
  GamaoRolloutJob *rollout_offer;   /* owned until started */
  GamaoRolloutJob *rollout_running; /* owned by its task while it runs */
  GCancellable *rollout_cancellable;
  guint poll_id;
  GtkBox *rollout_box;
  GtkWidget *rollout_button, *progress, *stop_button;
  guint rollout_done;               /* games per root of the last result */
};

G_DEFINE_FINAL_TYPE (GamaoHintList, gamao_hint_list, GTK_TYPE_BOX)

enum
{
  PLAY_CHOSEN,
  PLAY_PREVIEWED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static GtkWidget *
new_label (const char *text, gboolean dim)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (dim)
    gtk_widget_add_css_class (label, "dim-label");
  return label;
}

/* This game's chances for the side to act, always in the same words:
 * "This game: win 54.2% (gammon 12.0%), lose a gammon 8.1%". */
static char *
chances_text (const float outputs[GAMAO_N_OUTPUTS])
{
  return g_strdup_printf (_("This game: win %.1f%% (gammon %.1f%%), lose a gammon %.1f%%"),
                          100.0 * outputs[GAMAO_OUT_WIN], 100.0 * outputs[GAMAO_OUT_WIN_GAMMON],
                          100.0 * outputs[GAMAO_OUT_LOSE_GAMMON]);
}

/* What a play is worth, with its unit: the chance of winning the match,
 * or points (money); the plays after the best say how much they lose. */
static char *
equity_text (gboolean is_match, float equity, float best, gboolean first)
{
  if (is_match && first)
    return g_strdup_printf (_("Match: %.1f%% to win"), 100.0 * equity);
  if (is_match)
    /* Translators: the chance of winning the match with this play, then how
     * much less it is than with the best play, in percentage points. */
    return g_strdup_printf (_("Match: %.1f%% to win (%+.1f%%)"), 100.0 * equity,
                            100.0 * (equity - best));
  if (first)
    return g_strdup_printf (_("%+.3f points"), equity);
  /* Translators: what the play is worth in points, then how much less than the best play. */
  return g_strdup_printf (_("%+.3f points (%+.3f)"), equity, equity - best);
}

/* The rank of the play a row's widget shows, kept on the widget: a row
 * being removed (the focus passes through the rows as the list is
 * cleared) no longer has an index in its list box. -1 once the play is
 * gone from the model. */
static int
row_index (GamaoHintList *self, GtkWidget *widget)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (widget), "gamao-hint-index"));

  if (index == 0 || index > g_list_model_get_n_items (G_LIST_MODEL (self->plays)))
    return -1;
  return (int) index - 1;
}

static void
on_play_clicked (GamaoHintList *self, GtkWidget *button)
{
  int i = row_index (self, button);

  if (i >= 0 && self->ready)
    g_signal_emit (self, signals[PLAY_CHOSEN], 0, (guint) i);
}

/* The play shown on the board: the one under the pointer, else the one
 * the keyboard is on. */
static void
update_preview (GamaoHintList *self)
{
  int shown = self->hovered >= 0 ? self->hovered : self->focused;

  if (shown == self->previewed)
    return;
  self->previewed = shown;
  g_signal_emit (self, signals[PLAY_PREVIEWED], 0, shown);
}

static void
on_motion_enter (GtkEventControllerMotion *controller, double x, double y, GamaoHintList *self)
{
  self->hovered = row_index (self, gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller)));
  update_preview (self);
}

static void
on_motion_leave (GtkEventControllerMotion *controller, GamaoHintList *self)
{
  self->hovered = -1;
  update_preview (self);
}

static void
on_focus_enter (GtkEventControllerFocus *controller, GamaoHintList *self)
{
  self->focused = row_index (self, gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller)));
  update_preview (self);
}

static void
on_focus_leave (GtkEventControllerFocus *controller, GamaoHintList *self)
{
  self->focused = -1;
  update_preview (self);
}

/* A button when the play can be played from here, else plain text. */
static GtkWidget *
play_row (GamaoHintList *self, GtkWidget *content)
{
  GtkWidget *button;
  GtkEventController *motion, *focus;

  if (!self->playable)
    return content;
  button = gtk_button_new ();
  gtk_button_set_child (GTK_BUTTON (button), content);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_tooltip_text (button, _("Play this move; you can still undo it before finishing"));
  g_signal_connect_object (button, "clicked", G_CALLBACK (on_play_clicked), self,
                           G_CONNECT_SWAPPED);
  /* The pointer over a play, or the keyboard on it, shows it on the board. */
  motion = gtk_event_controller_motion_new ();
  g_signal_connect_object (motion, "enter", G_CALLBACK (on_motion_enter), self, 0);
  g_signal_connect_object (motion, "leave", G_CALLBACK (on_motion_leave), self, 0);
  gtk_widget_add_controller (button, motion);
  focus = gtk_event_controller_focus_new ();
  g_signal_connect_object (focus, "enter", G_CALLBACK (on_focus_enter), self, 0);
  g_signal_connect_object (focus, "leave", G_CALLBACK (on_focus_leave), self, 0);
  gtk_widget_add_controller (button, focus);
  return button;
}

/* A row of the list box, made from a play of the model: its rank and
 * notation, its equity, and this game's chances below. */
static GtkWidget *
create_play_row (gpointer item, gpointer user_data)
{
  GamaoHintList *self = user_data;
  GamaoHintItem *hint = item;
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *top = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *name = new_label (gamao_hint_item_get_title (hint), FALSE);
  GtkWidget *value = new_label (gamao_hint_item_get_equity (hint), FALSE);
  GtkWidget *chances = new_label (gamao_hint_item_get_chances (hint), TRUE);
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *content;

  gtk_widget_add_css_class (name, "heading");
  gtk_widget_set_hexpand (name, TRUE);
  gtk_widget_add_css_class (value, "numeric");
  gtk_box_append (GTK_BOX (top), name);
  gtk_box_append (GTK_BOX (top), value);
  gtk_box_append (GTK_BOX (box), top);
  /* On a phone-sized screen the lines wrap rather than widen the popover
   * past the screen's edge (the play and its figures on one line needed
   * 374 px); where there is room they stay on one line. */
  gtk_label_set_wrap (GTK_LABEL (name), TRUE);
  gtk_label_set_wrap (GTK_LABEL (value), TRUE);
  /* A wrapping label is as wide as this by nature: the longest play and
   * the longest figures (in Portuguese) on one line each. */
  gtk_label_set_max_width_chars (GTK_LABEL (name), 26);
  gtk_label_set_max_width_chars (GTK_LABEL (value), 44);
  gtk_label_set_xalign (GTK_LABEL (value), 1);
  gtk_label_set_wrap (GTK_LABEL (chances), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (chances), 56);
  gtk_box_append (GTK_BOX (box), chances);
  /* The row itself is only a holder: the keyboard and the pointer go to
   * the play's button, as they did before there was a list box. */
  content = play_row (self, box);
  g_object_set_data (G_OBJECT (content), "gamao-hint-index",
                     GUINT_TO_POINTER (gamao_hint_item_get_index (hint) + 1));
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), content);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_list_box_row_set_selectable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_widget_set_focusable (row, FALSE);
  return row;
}

static void
add_play (GamaoHintList *self, const GamaoAiJob *job, guint i)
{
  const GamaoAiHint *hint = &job->hints[i];
  g_autofree char *title = g_strdup_printf ("%u. %s", i + 1, hint->notation);
  g_autofree char *equity = equity_text (job->is_match, hint->equity, job->hints[0].equity,
                                         i == 0);
  g_autofree char *chances = chances_text (hint->outputs);
  g_autoptr (GamaoHintItem) item = gamao_hint_item_new (i, &hint->play, title, equity, chances);

  g_list_store_append (self->plays, item);
}

static void
show_plays (GamaoHintList *self, const GamaoAiJob *job)
{
  /* Translators: %d-%d are the dice, the higher first ("6-4"), not a count. */
  g_autofree char *heading = g_strdup_printf (_("Best plays for %d-%d"),
                                              MAX (job->dice[0], job->dice[1]),
                                              MIN (job->dice[0], job->dice[1]));

  gtk_label_set_label (self->heading, heading);
  if (job->n_hints == 0)
    gtk_box_append (self->list, new_label (_("No legal play: the roll cannot be played."), TRUE));
  for (guint i = 0; i < job->n_hints; i++)
    add_play (self, job, i);
}

static char *
cube_value_text (const GamaoAiJob *job, float value)
{
  return job->decision.is_match ? g_strdup_printf (_("%.1f%% to win the match"), 100.0 * value)
                                : g_strdup_printf (_("%+.3f points"), value);
}

/* The three cubeful values side by side with what they stand for. */
static GtkWidget *
cube_table (const GamaoAiJob *job)
{
  const GamaoCubeDecision *d = &job->decision;
  const char *names[] = { _("No double"), _("Double, take"), _("Double, pass") };
  const float values[] = { d->no_double, d->double_take, d->double_pass };
  GtkWidget *grid = gtk_grid_new ();

  gtk_grid_set_column_spacing (GTK_GRID (grid), 24);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 2);
  gtk_widget_set_margin_top (grid, 6);
  gtk_grid_attach (GTK_GRID (grid),
                   new_label (d->is_match ? _("What each choice is worth, in match winning chances")
                                          : _("What each choice is worth, in points at the cube now"),
                              TRUE),
                   0,
                   0, 2, 1);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *value = cube_value_text (job, values[i]);
      GtkWidget *number = new_label (value, FALSE);

      gtk_widget_add_css_class (number, "numeric");
      gtk_label_set_xalign (GTK_LABEL (number), 1);
      gtk_grid_attach (GTK_GRID (grid), new_label (names[i], FALSE), 0, (int) i + 1, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), number, 1, (int) i + 1, 1, 1);
    }
  return grid;
}

static void
show_cube (GamaoHintList *self, const GamaoAiJob *job)
{
  g_autofree char *chances = chances_text (job->outputs);
  GtkWidget *action = new_label (
      gamao_cube_action_name (job->cube_action, job->decision.redouble), FALSE);

  gtk_label_set_label (self->heading, _("Before rolling: the cube"));
  GtkWidget *words = new_label (gamao_cube_action_advice (job->cube_action), FALSE);

  gtk_widget_add_css_class (action, "heading");
  gtk_label_set_wrap (GTK_LABEL (words), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (words), 40);
  gtk_box_append (self->list, action);
  gtk_box_append (self->list, words);
  gtk_box_append (self->list, new_label (chances, TRUE));
  if (job->cube_action != GAMAO_CUBE_NOT_AVAILABLE)
    gtk_box_append (self->list, cube_table (job));
}

static void
stop_spinner (GamaoHintList *self)
{
  gtk_widget_set_visible (self->spinner, FALSE);
  gtk_spinner_stop (GTK_SPINNER (self->spinner));
}

/* Every figure of one rolled-out root, for the side that decides: wins
 * and losses with their gammons and backgammons, and the cubeless and
 * cubeful equity (or match winning chance), each ± standard error. */
static GtkWidget *
figures_label (gboolean is_match, const GamaoRolloutResult *res)
{
  const GamaoEstimate *o = res->outputs;
  GamaoEstimate lose = { 1.0 - o[GAMAO_OUT_WIN].mean, o[GAMAO_OUT_WIN].se };
  g_autofree char *w = gamao_rollout_percent_text (o[GAMAO_OUT_WIN]);
  g_autofree char *wg = gamao_rollout_percent_text (o[GAMAO_OUT_WIN_GAMMON]);
  g_autofree char *wb = gamao_rollout_percent_text (o[GAMAO_OUT_WIN_BACKGAMMON]);
  g_autofree char *l = gamao_rollout_percent_text (lose);
  g_autofree char *lg = gamao_rollout_percent_text (o[GAMAO_OUT_LOSE_GAMMON]);
  g_autofree char *lb = gamao_rollout_percent_text (o[GAMAO_OUT_LOSE_BACKGAMMON]);
  g_autofree char *cl = gamao_rollout_estimate_text (is_match, res->cubeless);
  g_autofree char *cf = gamao_rollout_estimate_text (is_match, res->cubeful);
  /* Translators: a rollout's figures; each %s is a chance such as "14.0 ± 0.2%". */
  g_autofree char *wins = g_strdup_printf (_("Win %s, gammon %s, backgammon %s"), w, wg, wb);
  /* Translators: a rollout's figures; each %s is a chance such as "14.0 ± 0.2%". */
  g_autofree char *losses = g_strdup_printf (_("Lose %s, gammon %s, backgammon %s"), l, lg, lb);
  /* Translators: each %s is a figure with its standard error, "+0.123 ± 0.004"
   * or "54.2% ± 0.3%". */
  g_autofree char *equity
      = g_strdup_printf (is_match ? _("Match winning chances: cubeless %s, cubeful %s")
                                  : _("Equity per unit of the cube: cubeless %s, cubeful %s"),
                         cl, cf);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  const char *lines[] = { wins, losses, equity };

  for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
    {
      GtkWidget *label = new_label (lines[i], TRUE);

      gtk_widget_add_css_class (label, "caption");
      gtk_widget_add_css_class (label, "numeric");
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_box_append (GTK_BOX (box), label);
    }
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_bottom (box, 4);
  return box;
}

static GtkWidget *
value_row (const char *name, const char *value)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *left = new_label (name, FALSE), *right = new_label (value, FALSE);

  gtk_widget_set_hexpand (left, TRUE);
  gtk_widget_add_css_class (right, "numeric");
  gtk_box_append (GTK_BOX (row), left);
  gtk_box_append (GTK_BOX (row), right);
  return row;
}

/* How the games are played, said plainly so that the figures can be
 * judged and repeated with gamao-cli rollout. */
static GtkWidget *
settings_label (const GamaoRolloutSettings *settings)
{
  guint threads = settings->threads ? settings->threads : g_get_num_processors ();
  g_autofree char *length
      = settings->truncate
            /* Translators: a ply is one player's play (see po/GLOSSARY.md). */
            ? g_strdup_printf (ngettext ("stopped after %u ply and evaluated",
                                         "stopped after %u plies and evaluated",
                                         settings->truncate),
                               settings->truncate)
            : g_strdup (_("played to the end"));
  g_autofree char *how = g_strdup_printf (
      ngettext ("%u thread", "%u threads", threads), threads);
  /* The app always rolls out with variance reduction (gamao_rollout_job_new). */
  unsigned long long seed = settings->seed;
  g_autofree char *text
      = settings->cubeful
            /* Translators: how a rollout was played, not a count: %s "played to the end", %u-ply a depth, %llu a seed, %s "2 threads". */
            ? g_strdup_printf (_("Cubeful, %s, plays at %u-ply, variance reduction, seed %llu, %s"),
                               length, settings->plies, seed, how)
            /* Translators: how a rollout was played, not a count: %s "played to the end", %u-ply a depth, %llu a seed, %s "2 threads". */
            : g_strdup_printf (_("Cubeless, %s, plays at %u-ply, variance reduction, seed %llu, %s"),
                               length, settings->plies, seed, how);
  GtkWidget *label = new_label (text, TRUE);

  gtk_widget_add_css_class (label, "caption");
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 40);
  return label;
}

static void
stop_polling (GamaoHintList *self)
{
  if (self->poll_id)
    g_source_remove (self->poll_id);
  self->poll_id = 0;
}

static void
drop_rollout (GamaoHintList *self)
{
  stop_polling (self);
  if (self->rollout_cancellable)
    g_cancellable_cancel (self->rollout_cancellable);
  g_clear_object (&self->rollout_cancellable);
  g_clear_pointer (&self->rollout_offer, g_free);
  self->rollout_running = NULL;
  self->rollout_box = NULL;
  self->rollout_button = self->progress = self->stop_button = NULL;
  self->rollout_done = 0;
}

static void
clear_rollout_box (GamaoHintList *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->rollout_box))))
    gtk_box_remove (self->rollout_box, child);
  self->rollout_button = self->progress = self->stop_button = NULL;
}

static void
show_rollout_plays (GamaoHintList *self, const GamaoRolloutJob *r)
{
  guint order[GAMAO_AI_MAX_HINTS];
  guint n = gamao_rollout_job_rank (r, order);

  for (guint k = 0; k < n; k++)
    {
      const GamaoRolloutResult *res = &r->results[order[k]];
      g_autofree char *value = res->games ? gamao_rollout_estimate_text (r->is_match, res->cubeful)
                                          : g_strdup (_("not rolled out"));
      g_autofree char *name = g_strdup_printf ("%u. %s", k + 1, r->notation[order[k]]);
      /* Every figure under its play, open for the best one only so that
       * eight plays still fit a popover. */
      GtkWidget *expander = gtk_expander_new (NULL);
      GtkWidget *row = value_row (name, value);

      gtk_widget_set_hexpand (row, TRUE);
      gtk_expander_set_label_widget (GTK_EXPANDER (expander), row);
      if (res->games)
        gtk_expander_set_child (GTK_EXPANDER (expander), figures_label (r->is_match, res));
      gtk_expander_set_expanded (GTK_EXPANDER (expander), k == 0);
      gtk_box_append (self->rollout_box, expander);
    }
}

static void
show_rollout_cube (GamaoHintList *self, const GamaoRolloutJob *r)
{
  GamaoEstimate nd, dt;
  float dp;
  GamaoCubeAction action;
  GtkWidget *verdict;

  gamao_rollout_job_cube (r, &nd, &dt, &dp, &action);
  verdict = new_label (gamao_cube_action_name (action, r->cube.owner > 0), FALSE);
  gtk_widget_add_css_class (verdict, "heading");
  gtk_box_append (self->rollout_box, verdict);
  g_autofree char *nd_text = gamao_rollout_estimate_text (r->is_match, nd);
  gtk_box_append (self->rollout_box, value_row (_("No double"), nd_text));
  gtk_box_append (self->rollout_box, figures_label (r->is_match, &r->results[0]));
  if (action != GAMAO_CUBE_NOT_AVAILABLE)
    {
      g_autofree char *dt_text = gamao_rollout_estimate_text (r->is_match, dt);
      g_autofree char *dp_text = gamao_rollout_estimate_text (r->is_match, (GamaoEstimate){ dp, 0.0 });
      gtk_box_append (self->rollout_box, value_row (_("Double, take"), dt_text));
      gtk_box_append (self->rollout_box, value_row (_("Double, pass"), dp_text));
    }
}

static void
on_rollout_done (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr (GamaoHintList) self = user_data;
  g_autoptr (GError) error = NULL;
  GamaoRolloutJob *r = gamao_rollout_job_run_finish (result, &error);

  /* A rollout that finished just as it was dropped is not the one shown. */
  if (r && r != self->rollout_running)
    return;
  if (!r)
    {
      /* Dropped with what was shown, or no weights: nothing to show. */
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED) && self->rollout_box)
        {
          stop_polling (self);
          self->rollout_running = NULL;
          clear_rollout_box (self);
          gtk_box_append (self->rollout_box, new_label (error->message, TRUE));
        }
      return;
    }
  stop_polling (self);
  self->rollout_running = NULL;
  g_clear_object (&self->rollout_cancellable);
  clear_rollout_box (self);
  self->rollout_done = r->results[0].games;
  g_autofree char *title = g_strdup_printf (
      ngettext ("Rollout, %u game each", "Rollout, %u games each", self->rollout_done),
      self->rollout_done);
  GtkWidget *heading = new_label (title, FALSE);
  gtk_widget_add_css_class (heading, "heading");
  gtk_box_append (self->rollout_box, heading);
  gtk_box_append (self->rollout_box, settings_label (&r->settings));
  if (r->plays)
    show_rollout_plays (self, r);
  else
    show_rollout_cube (self, r);
}

static gboolean
poll_rollout (gpointer data)
{
  GamaoHintList *self = data;
  guint total, done;

  if (!self->rollout_running)
    return G_SOURCE_CONTINUE;
  done = gamao_rollout_job_get_done (self->rollout_running, &total);
  if (total > 0)
    {
      /* Translators: games of a rollout played so far, of all; the count is the total. */
      g_autofree char *text = g_strdup_printf (
          ngettext ("%'u of %'u game", "%'u of %'u games", total), done, total);
      gtk_progress_bar_set_fraction (GTK_PROGRESS_BAR (self->progress), (double) done / total);
      gtk_progress_bar_set_text (GTK_PROGRESS_BAR (self->progress), text);
    }
  return G_SOURCE_CONTINUE;
}

static void
on_stop_clicked (GamaoHintList *self)
{
  if (self->rollout_running)
    gamao_rollout_job_stop (self->rollout_running);
  gtk_widget_set_sensitive (self->stop_button, FALSE);
}

static void
on_rollout_clicked (GamaoHintList *self)
{
  GamaoRolloutJob *r = g_steal_pointer (&self->rollout_offer);
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

  if (!r)
    return;
  clear_rollout_box (self);
  self->progress = gtk_progress_bar_new ();
  gtk_progress_bar_set_show_text (GTK_PROGRESS_BAR (self->progress), TRUE);
  gtk_widget_set_hexpand (self->progress, TRUE);
  gtk_widget_set_valign (self->progress, GTK_ALIGN_CENTER);
  self->stop_button = gtk_button_new_with_label (_("Stop"));
  gtk_widget_set_tooltip_text (self->stop_button, _("Stop the rollout and show what it found so far"));
  g_signal_connect_object (self->stop_button, "clicked", G_CALLBACK (on_stop_clicked), self,
                           G_CONNECT_SWAPPED);
  gtk_box_append (GTK_BOX (row), self->progress);
  gtk_box_append (GTK_BOX (row), self->stop_button);
  gtk_box_append (self->rollout_box, row);
  self->rollout_running = r;
  self->rollout_cancellable = g_cancellable_new ();
  self->poll_id = g_timeout_add (100, poll_rollout, self);
  gamao_rollout_job_run (r, self->rollout_cancellable, on_rollout_done, g_object_ref (self));
}

/* A Rollout button under the advice, to settle it by playing it out. */
static void
offer_rollout (GamaoHintList *self, const GamaoAiJob *job)
{
  self->rollout_offer = gamao_rollout_job_new (job, self->rollout_games);
  if (!self->rollout_offer)
    return;
  self->rollout_box = GTK_BOX (gtk_box_new (GTK_ORIENTATION_VERTICAL, 2));
  gtk_widget_set_margin_top (GTK_WIDGET (self->rollout_box), 6);
  self->rollout_button = gtk_button_new_with_label (_("Rollout"));
  gtk_widget_set_tooltip_text (self->rollout_button,
                               _("Play the position out many times to settle the advice"));
  gtk_widget_set_halign (self->rollout_button, GTK_ALIGN_START);
  g_signal_connect_object (self->rollout_button, "clicked", G_CALLBACK (on_rollout_clicked), self,
                           G_CONNECT_SWAPPED);
  gtk_box_append (self->rollout_box, self->rollout_button);
  gtk_box_append (self->list, GTK_WIDGET (self->rollout_box));
}

static void
on_answer (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr (GamaoHintList) self = user_data;
  g_autoptr (GError) error = NULL;
  GamaoAiJob *job = gamao_ai_service_ask_finish (result, &error);

  if (g_cancellable_is_cancelled (g_task_get_cancellable (G_TASK (result))))
    return;
  stop_spinner (self);
  if (!job)
    {
      GtkWidget *label = new_label (error->message, TRUE);

      gtk_label_set_label (self->heading, _("No advice"));
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 40);
      gtk_box_append (self->list, label);
      return;
    }
  if (job->dice[0] > 0)
    show_plays (self, job);
  else
    show_cube (self, job);
  self->ready = TRUE;
  /* The keyboard goes to the best play (arrows walk the list); the
   * rows came after the popover had taken the focus. */
  if (g_list_model_get_n_items (G_LIST_MODEL (self->plays)) > 0 && self->playable
      && gtk_widget_get_mapped (GTK_WIDGET (self)))
    gtk_widget_grab_focus (gamao_hint_list_get_play_widget (self, 0));
  offer_rollout (self, job);
}

void
gamao_hint_list_clear (GamaoHintList *self)
{
  GtkWidget *child;

  g_return_if_fail (GAMAO_IS_HINT_LIST (self));
  if (self->cancellable)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  /* The plays' list box stays, emptied with its model. */
  while ((child = gtk_widget_get_last_child (GTK_WIDGET (self->list)))
         && child != GTK_WIDGET (self->play_rows))
    gtk_box_remove (self->list, child);
  g_list_store_remove_all (self->plays);
  self->ready = FALSE;
  self->hovered = self->focused = -1;
  update_preview (self);
  stop_spinner (self);
  drop_rollout (self);
}

void
gamao_hint_list_ask (GamaoHintList *self, GamaoAiJob *job)
{
  g_return_if_fail (GAMAO_IS_HINT_LIST (self));

  gamao_hint_list_clear (self);
  gtk_label_set_label (self->heading, _("Thinking…"));
  gtk_widget_set_visible (self->spinner, TRUE);
  gtk_spinner_start (GTK_SPINNER (self->spinner));
  self->cancellable = g_cancellable_new ();
  gamao_ai_service_ask (job, self->cancellable, on_answer, g_object_ref (self));
}

gboolean
gamao_hint_list_is_ready (GamaoHintList *self)
{
  g_return_val_if_fail (GAMAO_IS_HINT_LIST (self), FALSE);
  return self->ready;
}

const char *
gamao_hint_list_get_heading (GamaoHintList *self)
{
  g_return_val_if_fail (GAMAO_IS_HINT_LIST (self), NULL);
  return gtk_label_get_label (self->heading);
}

guint
gamao_hint_list_get_n_plays (GamaoHintList *self)
{
  g_return_val_if_fail (GAMAO_IS_HINT_LIST (self), 0);
  return g_list_model_get_n_items (G_LIST_MODEL (self->plays));
}

const GamaoPlay *
gamao_hint_list_get_play (GamaoHintList *self, guint index)
{
  g_autoptr (GamaoHintItem) item = NULL;

  g_return_val_if_fail (GAMAO_IS_HINT_LIST (self), NULL);
  item = g_list_model_get_item (G_LIST_MODEL (self->plays), index);
  /* The store keeps the item, and so the play, until the list is cleared. */
  return item ? gamao_hint_item_get_play (item) : NULL;
}

GtkWidget *
gamao_hint_list_get_play_widget (GamaoHintList *self, guint index)
{
  GtkListBoxRow *row;

  g_return_val_if_fail (GAMAO_IS_HINT_LIST (self), NULL);
  row = gtk_list_box_get_row_at_index (self->play_rows, (int) index);
  return row ? gtk_list_box_row_get_child (row) : NULL;
}

static gboolean
shows_in (GtkWidget *widget, const char *text)
{
  if (GTK_IS_LABEL (widget) && g_str_has_prefix (gtk_label_get_label (GTK_LABEL (widget)), text))
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    if (shows_in (child, text))
      return TRUE;
  return FALSE;
}

gboolean
gamao_hint_list_shows (GamaoHintList *self, const char *text)
{
  g_return_val_if_fail (GAMAO_IS_HINT_LIST (self), FALSE);
  return shows_in (GTK_WIDGET (self->list), text);
}

void
gamao_hint_list_set_rollout_games (GamaoHintList *self, guint games)
{
  g_return_if_fail (GAMAO_IS_HINT_LIST (self));
  self->rollout_games = MAX (games, 1);
}

GtkWidget *
gamao_hint_list_get_rollout_button (GamaoHintList *self)
{
  g_return_val_if_fail (GAMAO_IS_HINT_LIST (self), NULL);
  return self->rollout_button;
}

GtkWidget *
gamao_hint_list_get_stop_button (GamaoHintList *self)
{
  g_return_val_if_fail (GAMAO_IS_HINT_LIST (self), NULL);
  return self->stop_button;
}

guint
gamao_hint_list_get_rollout_games (GamaoHintList *self)
{
  g_return_val_if_fail (GAMAO_IS_HINT_LIST (self), 0);
  return self->rollout_done;
}

static void
gamao_hint_list_dispose (GObject *object)
{
  GamaoHintList *self = GAMAO_HINT_LIST (object);

  if (self->cancellable)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  drop_rollout (self);
  g_clear_object (&self->plays);
  G_OBJECT_CLASS (gamao_hint_list_parent_class)->dispose (object);
}

static void
gamao_hint_list_class_init (GamaoHintListClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = gamao_hint_list_dispose;
  signals[PLAY_CHOSEN] = g_signal_new ("play-chosen", G_TYPE_FROM_CLASS (klass),
                                       G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE,
                                       1, G_TYPE_UINT);
  signals[PLAY_PREVIEWED] = g_signal_new ("play-previewed", G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE,
                                          1, G_TYPE_INT);
}

static gboolean
any_items (GBinding *binding, const GValue *from, GValue *to, gpointer user_data)
{
  g_value_set_boolean (to, g_value_get_uint (from) > 0);
  return TRUE;
}

static void
gamao_hint_list_init (GamaoHintList *self)
{
  GtkWidget *top = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

  self->hovered = self->focused = self->previewed = -1;
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self), 6);
  self->heading = GTK_LABEL (new_label ("", FALSE));
  gtk_widget_add_css_class (GTK_WIDGET (self->heading), "title-4");
  gtk_widget_set_hexpand (GTK_WIDGET (self->heading), TRUE);
  self->spinner = gtk_spinner_new ();
  gtk_widget_set_visible (self->spinner, FALSE);
  self->plays = g_list_store_new (GAMAO_TYPE_HINT_ITEM);
  self->play_rows = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (self->play_rows, GTK_SELECTION_NONE);
  gtk_widget_add_css_class (GTK_WIDGET (self->play_rows), "hint-plays");
  gtk_list_box_bind_model (self->play_rows, G_LIST_MODEL (self->plays), create_play_row, self,
                           NULL);
  /* No empty list (and its spacing) above cube advice or an error. */
  g_object_bind_property_full (self->plays, "n-items", self->play_rows, "visible",
                               G_BINDING_SYNC_CREATE, any_items, NULL, NULL, NULL);
  self->list = GTK_BOX (gtk_box_new (GTK_ORIENTATION_VERTICAL, 2));
  gtk_box_append (GTK_BOX (top), GTK_WIDGET (self->heading));
  gtk_box_append (GTK_BOX (top), self->spinner);
  gtk_box_append (GTK_BOX (self), top);
  gtk_box_append (GTK_BOX (self->list), GTK_WIDGET (self->play_rows));
  gtk_box_append (GTK_BOX (self), GTK_WIDGET (self->list));
}

GtkWidget *
gamao_hint_list_new (gboolean playable)
{
  GamaoHintList *self = g_object_new (GAMAO_TYPE_HINT_LIST, NULL);

  self->playable = playable;
  self->rollout_games = ROLLOUT_GAMES;
  return GTK_WIDGET (self);
}
