/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "gamao-replay"

#include "config.h"

#include "gamao-replay-summary.h"

#include <glib/gi18n.h>

#include "gamao-figures.h"

struct _GamaoReplaySummary
{
  GtkWidget parent_instance;

  GtkWidget *grid;
  char *text;
};

G_DEFINE_FINAL_TYPE (GamaoReplaySummary, gamao_replay_summary, GTK_TYPE_WIDGET)

enum
{
  ROW_NAMES,
  ROW_PR,
  ROW_ERROR_RATE,
  ROW_CHECKER_RATE,
  ROW_CUBE_RATE,
  ROW_RATING,
  ROW_MISSED_DOUBLES,
  ROW_WRONG_DOUBLES,
  ROW_WRONG_TAKES,
  ROW_WRONG_PASSES,
  ROW_LUCK,
  ROW_ADJUSTED,
  N_ROWS /* then a row of luck per roll for each game */
};

static void
gamao_replay_summary_dispose (GObject *object)
{
  GamaoReplaySummary *self = GAMAO_REPLAY_SUMMARY (object);

  g_clear_pointer (&self->grid, gtk_widget_unparent);
  G_OBJECT_CLASS (gamao_replay_summary_parent_class)->dispose (object);
}

static void
gamao_replay_summary_finalize (GObject *object)
{
  g_free (GAMAO_REPLAY_SUMMARY (object)->text);
  G_OBJECT_CLASS (gamao_replay_summary_parent_class)->finalize (object);
}

static void
gamao_replay_summary_class_init (GamaoReplaySummaryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gamao_replay_summary_dispose;
  object_class->finalize = gamao_replay_summary_finalize;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_TABLE);
}

static void
gamao_replay_summary_init (GamaoReplaySummary *self)
{
  self->grid = gtk_grid_new ();
  gtk_grid_set_column_spacing (GTK_GRID (self->grid), 18);
  gtk_grid_set_row_spacing (GTK_GRID (self->grid), 2);
  gtk_widget_set_parent (self->grid, GTK_WIDGET (self));
}

GtkWidget *
gamao_replay_summary_new (void)
{
  return g_object_new (GAMAO_TYPE_REPLAY_SUMMARY, NULL);
}

static void
put (GamaoReplaySummary *self, int column, int row, const char *text, const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), column == 0 ? 0.0f : 1.0f);
  /* The figures in full; a long title wraps, and so does a long name
   * ('Computador / (Especialista)' was 'Computador (Especi…'), on two
   * lines at most, whole in its tooltip. */
  if (row == ROW_NAMES)
    {
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
      gtk_label_set_lines (GTK_LABEL (label), 2);
      gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_RIGHT);
      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 12);
      gtk_widget_set_tooltip_text (label, text);
    }
  else if (column == 0)
    {
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_widget_set_hexpand (label, TRUE);
    }
  if (css_class)
    gtk_widget_add_css_class (label, css_class);
  gtk_grid_attach (GTK_GRID (self->grid), label, column, row, 1, 1);
}

static void
clear (GamaoReplaySummary *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->grid)))
    gtk_grid_remove (GTK_GRID (self->grid), child);
}

/* A row's title, with what its figures mean and in what unit: the
 * figures themselves are bare numbers. */
static void
put_title (GamaoReplaySummary *self, int row, const char *title, const char *meaning)
{
  put (self, 0, row, title, "dim-label");
  gtk_widget_set_tooltip_text (gtk_grid_get_child_at (GTK_GRID (self->grid), 0, row), meaning);
}

static void
put_row_titles (GamaoReplaySummary *self)
{
  put_title (self, ROW_PR, _("PR"),
             _("Performance rating: the error rate halved. Lower is better."));
  /* Translators: gnubg's error rate, mEMG per decision. */
  put_title (self, ROW_ERROR_RATE, _("Error rate"),
             _("What each decision lost on average, in thousandths of a game. Lower is better."));
  put_title (self, ROW_CHECKER_RATE, _("Checker play"),
             _("The error rate of the checker plays alone, in thousandths of a game per play"));
  put_title (self, ROW_CUBE_RATE, _("Cube"),
             _("The error rate of the cube decisions alone, in thousandths of a game per "
               "decision"));
  put_title (self, ROW_RATING, _("Rating"), _("The error rate in words, as gnubg gives it"));
  put_title (self, ROW_MISSED_DOUBLES, _("Missed doubles"),
             _("Turns the player should have doubled and did not, at a cost above a doubtful "
               "play’s"));
  put_title (self, ROW_WRONG_DOUBLES, _("Wrong doubles"),
             _("Doubles the player should not have offered, too early or too good, at a cost "
               "above a doubtful play’s"));
  put_title (self, ROW_WRONG_TAKES, _("Wrong takes"),
             _("Doubles the player took and should have passed, at a cost above a doubtful "
               "play’s"));
  put_title (self, ROW_WRONG_PASSES, _("Wrong passes"),
             _("Doubles the player passed and should have taken, at a cost above a doubtful "
               "play’s"));
  put_title (self, ROW_LUCK, _("Luck per roll"),
             _("How much better the rolls were than an average roll, in thousandths of a game "
               "per roll. Below zero: unlucky."));
  put_title (self, ROW_ADJUSTED, _("Luck-adjusted result"),
             _("The result with both players’ luck taken out: what the play alone earned"));
}

static void
put_count (GamaoReplaySummary *self, int k, int row, guint count)
{
  g_autofree char *text = g_strdup_printf ("%u", count);

  put (self, k + 1, row, text, "numeric");
}

/* Each game's luck per roll, under the match's. */
static void
put_game_luck (GamaoReplaySummary *self, const GArray *games)
{
  for (guint g = 0; games && g < games->len; g++)
    {
      const GamaoGameLuck *luck = &g_array_index (games, GamaoGameLuck, g);
      /* Translators: a row title: the luck per roll in one game (its
       * number, not a count). */
      g_autofree char *title = g_strdup_printf (_("Luck per roll, game %u"), g + 1);

      put_title (self, N_ROWS + (int) g, title,
                 _("The luck per roll in this game alone, in thousandths of a game per roll"));
      for (int k = 0; k < 2; k++)
        {
          char rate[GAMAO_FIGURE_SIZE];

          gamao_figure_milli (rate, sizeof rate, gamao_game_luck_rate (luck, k), TRUE);
          put (self, k + 1, N_ROWS + (int) g, rate, "numeric");
        }
    }
}

/* One player's column, and their sentence for the description. */
static void
put_player (GamaoReplaySummary *self, int k, const GamaoPlayerAnalysis *p, const char *name,
            gboolean is_match, GString *text)
{
  /* Rates and luck in millipoints (gamao-figures), PR bare as gnubg has it. */
  char rate[GAMAO_FIGURE_SIZE], checker[GAMAO_FIGURE_SIZE], cube[GAMAO_FIGURE_SIZE];
  char luck[GAMAO_FIGURE_SIZE], adjusted[GAMAO_FIGURE_SIZE];
  g_autofree char *pr = g_strdup_printf ("%.1f", p->pr);

  gamao_figure_milli (rate, sizeof rate, p->error_rate, FALSE);
  gamao_figure_milli (checker, sizeof checker, p->checker_error_rate, FALSE);
  gamao_figure_milli (cube, sizeof cube, p->cube_error_rate, FALSE);
  gamao_figure_milli (luck, sizeof luck, p->luck_rate, TRUE);
  if (is_match)
    gamao_figure_percent (adjusted, sizeof adjusted, p->luck_adjusted, TRUE);
  else
    gamao_figure_signed (adjusted, sizeof adjusted, p->luck_adjusted, 2);

  put (self, k + 1, ROW_NAMES, name, "heading");
  put (self, k + 1, ROW_PR, pr, "numeric");
  put (self, k + 1, ROW_ERROR_RATE, rate, "numeric");
  put (self, k + 1, ROW_CHECKER_RATE, checker, "numeric");
  put (self, k + 1, ROW_CUBE_RATE, cube, "numeric");
  put (self, k + 1, ROW_RATING, gamao_rating_name (p->rating), NULL);
  put_count (self, k, ROW_MISSED_DOUBLES, p->missed_doubles);
  put_count (self, k, ROW_WRONG_DOUBLES, p->wrong_doubles);
  put_count (self, k, ROW_WRONG_TAKES, p->wrong_takes);
  put_count (self, k, ROW_WRONG_PASSES, p->wrong_passes);
  put (self, k + 1, ROW_LUCK, luck, "numeric");
  put (self, k + 1, ROW_ADJUSTED, adjusted, "numeric");
  if (k)
    g_string_append_c (text, '\n');
  /* Translators: a player's name, their PR, error rate ("12.3
   * millipoints") and rating, the luck per roll ("−3.2 millipoints") and
   * the result adjusted for luck. */
  g_string_append_printf (text, _("%s: PR %.1f, error rate %s (%s), luck per roll %s, "
                                  "luck-adjusted %s"),
                          name, p->pr, rate, gamao_rating_name (p->rating), luck, adjusted);
  /* Translators: error rates of checker plays and of cube decisions
   * ("12.3 millipoints"), then how many cube errors of each kind, as
   * bare figures after their labels that no noun agrees with:
   * not a count. */
  g_string_append_printf (text, _("; checker play %s, cube %s; missed doubles %u, wrong "
                                  "doubles %u, wrong takes %u, wrong passes %u"),
                          checker, cube, p->missed_doubles, p->wrong_doubles, p->wrong_takes,
                          p->wrong_passes);
}

void
gamao_replay_summary_set (GamaoReplaySummary *self, const GamaoStoredAnalysis *analysis,
                          const GArray *game_luck, const char *const names[2], gboolean is_match)
{
  g_autoptr (GString) text = g_string_new (NULL);

  g_return_if_fail (GAMAO_IS_REPLAY_SUMMARY (self));
  clear (self);
  put_row_titles (self);
  for (int k = 0; k < 2; k++)
    put_player (self, k, &analysis->players[k], names[k], is_match, text);
  put_game_luck (self, game_luck);
  g_free (self->text);
  self->text = g_string_free (g_steal_pointer (&text), FALSE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  self->text, -1);
}

const char *
gamao_replay_summary_get_text (GamaoReplaySummary *self)
{
  g_return_val_if_fail (GAMAO_IS_REPLAY_SUMMARY (self), NULL);
  return self->text ? self->text : "";
}
