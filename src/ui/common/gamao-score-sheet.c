/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "gamao-score-sheet"

#include "config.h"

#include "gamao-score-sheet.h"
#include "gamao-score-sheet-print.h"

#include <glib/gi18n.h>

#include "gamao-a11y.h"
#include "gamao-stakes.h"

struct _GamaoScoreSheet
{
  AdwWindow parent_instance;

  GamaoMatch *match;
  GListModel *games;

  AdwWindowTitle *window_title;
  GtkColumnView *column_view;
  GtkLabel *totals_label;
};

G_DEFINE_FINAL_TYPE (GamaoScoreSheet, gamao_score_sheet, ADW_TYPE_WINDOW)

/* A player's column is headed by their name and holds their score
 * before each game, with "+2" where they won two points: the names stay
 * whole and every column fits the window, however long a name is. */
typedef enum
{
  COLUMN_GAME,
  COLUMN_PLAYER0,
  COLUMN_PLAYER1,
  COLUMN_CUBE,
  COLUMN_RESULT,
  N_COLUMNS
} Column;

static const char *column_titles[N_COLUMNS] = {
  N_("Game"), NULL, NULL, N_("Cube"), N_("Result"),
};

static const char *
result_name (GamaoResultKind kind)
{
  switch (kind)
    {
    case GAMAO_RESULT_GAMMON:
      return _("Gammon");
    case GAMAO_RESULT_BACKGAMMON:
      return _("Backgammon");
    case GAMAO_RESULT_SINGLE:
    case GAMAO_RESULT_NONE:
    default:
      return _("Single game");
    }
}

/* How the game ended: a dropped double is a single game at the cube's
 * value, and a resignation gives what was offered. */
static char *
result_text (GamaoGame *game)
{
  const char *result = result_name (gamao_game_get_result_kind (game));

  if (!gamao_game_get_finished (game))
    return g_strdup (_("Playing"));
  switch (gamao_game_record_ending (gamao_game_get_record (game)))
    {
    case GAMAO_ENDING_NONE:
      return g_strdup ("—");
    case GAMAO_ENDING_DROPPED:
      return g_strdup (_("Double dropped"));
    case GAMAO_ENDING_RESIGNED:
      /* Translators: how a game ended, "Resigned: gammon". */
      return g_strdup_printf (_("Resigned: %s"), result);
    case GAMAO_ENDING_PLAYED_OUT:
    default:
      return g_strdup (result);
    }
}

/* The player's score before the game, and what they won in it. */
static char *
player_text (GamaoGame *game, int player)
{
  guint before = gamao_game_get_score (game, player);

  if (gamao_game_get_finished (game) && gamao_game_get_winner (game) == player)
    /* Translators: a score sheet's cell: the player's score before the
     * game, then the points they won in it ("3 +2"); not a count. */
    return g_strdup_printf (_("%u +%u"), before, gamao_game_get_points (game));
  return g_strdup_printf ("%u", before);
}

static char *
cell_text (GamaoScoreSheet *self, GamaoGame *game, Column column)
{
  switch (column)
    {
    case COLUMN_GAME:
      if (gamao_game_get_crawford (game))
        /* Translators: a game number marked as the Crawford game; not a count. */
        return g_strdup_printf (_("%u (Crawford)"), gamao_game_get_number (game));
      return g_strdup_printf ("%u", gamao_game_get_number (game));
    case COLUMN_PLAYER0:
    case COLUMN_PLAYER1:
      return player_text (game, column == COLUMN_PLAYER0 ? 0 : 1);
    case COLUMN_CUBE:
      return g_strdup_printf ("%u", gamao_game_get_cube_value (game));
    case COLUMN_RESULT:
    case N_COLUMNS:
    default:
      return result_text (game);
    }
}

static void
update_totals (GamaoScoreSheet *self)
{
  g_autofree char *score = gamao_stakes_score_text (self->match,
                                                    gamao_match_get_score (self->match, 0),
                                                    gamao_match_get_score (self->match, 1));
  g_autofree char *length = gamao_stakes_length_text (self->match);
  g_autofree char *text = NULL;

  /* Translators: the totals under the score sheet, "Total: Ana 5, Bruno 3". */
  text = g_strdup_printf (_("Total: %s"), score);
  gtk_label_set_label (self->totals_label, text);
  adw_window_title_set_subtitle (self->window_title, length);
}

/* Cells */

static const char *
column_title (GamaoScoreSheet *self, Column column)
{
  if (column == COLUMN_PLAYER0 || column == COLUMN_PLAYER1)
    return gamao_stakes_player_name (self->match, column == COLUMN_PLAYER0 ? 0 : 1);
  return _(column_titles[column]);
}

/* "Game: 2. Ana: 1. Bruno: 0. Cube: 2. Result: …": a row as a screen
 * reader reads it (GTK 4.8 names a column view's row after its class). */
static char *
row_words (GamaoScoreSheet *self, GamaoGame *game)
{
  GString *words = g_string_new (NULL);

  for (Column c = 0; c < N_COLUMNS; c++)
    {
      g_autofree char *text = cell_text (self, game, c);

      g_string_append_printf (words, "%s%s: %s", c ? ". " : "", column_title (self, c), text);
    }
  return g_string_free (words, FALSE);
}

static void
refresh_cell (GtkListItem *item)
{
  GamaoScoreSheet *self = g_object_get_data (G_OBJECT (item), "gamao-sheet");
  Column column = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (item), "gamao-column"));
  GamaoGame *game = gtk_list_item_get_item (item);
  g_autofree char *text = NULL;

  if (!game || !self)
    return;
  text = cell_text (self, game, column);
  gtk_label_set_label (GTK_LABEL (gtk_list_item_get_child (item)), text);
  if (column == 0)
    {
      g_autofree char *row = row_words (self, game);

      gamao_a11y_name_list_item (gtk_list_item_get_child (item), row);
    }
  g_free (text);
  /* Translators: a cell of the score sheet for a screen reader: the
   * column's title, then the cell's text ("Cube: 2"). */
  text = g_strdup_printf (_("%s: %s"), column_title (self, column),
                          gtk_label_get_label (GTK_LABEL (gtk_list_item_get_child (item))));
  gamao_a11y_name_cell (gtk_list_item_get_child (item), text);
}

static void
setup_cell (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer column)
{
  GtkWidget *label = gtk_label_new (NULL);

  /* Numbers line up on the right, words on the left. */
  gtk_label_set_xalign (GTK_LABEL (label), GPOINTER_TO_INT (column) == COLUMN_RESULT ? 0 : 1);
  gtk_widget_add_css_class (label, "numeric");
  gtk_list_item_set_child (item, label);
  g_object_set_data (G_OBJECT (item), "gamao-column", column);
}

static void
bind_cell (GtkSignalListItemFactory *factory, GtkListItem *item, GamaoScoreSheet *self)
{
  GamaoGame *game = gtk_list_item_get_item (item);
  gulong id;

  g_object_set_data (G_OBJECT (item), "gamao-sheet", self);
  /* The current game's row changes when it ends. */
  id = g_signal_connect_object (game, "notify", G_CALLBACK (refresh_cell), item,
                                G_CONNECT_SWAPPED);
  g_object_set_data (G_OBJECT (item), "gamao-handler", GSIZE_TO_POINTER (id));
  refresh_cell (item);
}

static void
unbind_cell (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer user_data)
{
  GamaoGame *game = gtk_list_item_get_item (item);
  gulong id = GPOINTER_TO_SIZE (g_object_get_data (G_OBJECT (item), "gamao-handler"));

  if (game && id)
    g_signal_handler_disconnect (game, id);
  g_object_set_data (G_OBJECT (item), "gamao-handler", NULL);
}

/* The column view's own list and header row, which GTK 4.8 names after
 * their classes: the list by the window's title, the header by the
 * columns' titles. */
static void
name_column_view_parts (GamaoScoreSheet *self)
{
  GString *titles = g_string_new (NULL);

  for (Column c = 0; c < N_COLUMNS; c++)
    g_string_append_printf (titles, "%s%s", c ? ", " : "", column_title (self, c));
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->column_view)); child;
       child = gtk_widget_get_next_sibling (child))
    gtk_accessible_update_property (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    GTK_IS_LIST_VIEW (child) ? _("Score Sheet") : titles->str, -1);
  g_string_free (titles, TRUE);
}

static void
add_column (GamaoScoreSheet *self, Column column)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  GtkColumnViewColumn *view_column;

  g_signal_connect (factory, "setup", G_CALLBACK (setup_cell), GINT_TO_POINTER (column));
  g_signal_connect_object (factory, "bind", G_CALLBACK (bind_cell), self, 0);
  g_signal_connect (factory, "unbind", G_CALLBACK (unbind_cell), NULL);
  view_column = gtk_column_view_column_new (column_title (self, column), factory);
  /* The space left over goes to the words, at the end of the row. */
  gtk_column_view_column_set_expand (view_column, column == COLUMN_RESULT);
  gtk_column_view_append_column (self->column_view, view_column);
  g_object_unref (view_column);
}

/* The window */

static void
gamao_score_sheet_dispose (GObject *object)
{
  GamaoScoreSheet *self = GAMAO_SCORE_SHEET (object);

  if (self->match)
    g_signal_handlers_disconnect_by_data (self->match, self);
  gtk_widget_dispose_template (GTK_WIDGET (self), GAMAO_TYPE_SCORE_SHEET);
  g_clear_object (&self->games);
  g_clear_object (&self->match);
  G_OBJECT_CLASS (gamao_score_sheet_parent_class)->dispose (object);
}

static void
gamao_score_sheet_class_init (GamaoScoreSheetClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gamao_score_sheet_dispose;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/gamao/Gamao/ui/common/gamao-score-sheet.ui");
  gtk_widget_class_bind_template_child (widget_class, GamaoScoreSheet, window_title);
  gtk_widget_class_bind_template_child (widget_class, GamaoScoreSheet, column_view);
  gtk_widget_class_bind_template_child (widget_class, GamaoScoreSheet, totals_label);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gamao_score_sheet_install_print (widget_class);
}

static void
gamao_score_sheet_init (GamaoScoreSheet *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GamaoScoreSheet *
gamao_score_sheet_new (GtkWindow *parent, GamaoMatch *match)
{
  GamaoScoreSheet *self = g_object_new (GAMAO_TYPE_SCORE_SHEET, "transient-for", parent, NULL);
  g_autoptr (GtkNoSelection) selection = NULL;

  self->match = g_object_ref (match);
  self->games = g_object_ref (gamao_match_get_games (match));
  /* The columns once the match is known: a title names the players. */
  for (Column c = 0; c < N_COLUMNS; c++)
    add_column (self, c);
  selection = gtk_no_selection_new (g_object_ref (self->games));
  gtk_column_view_set_model (self->column_view, GTK_SELECTION_MODEL (selection));
  name_column_view_parts (self);
  g_signal_connect_object (match, "notify::score0", G_CALLBACK (update_totals), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (match, "notify::score1", G_CALLBACK (update_totals), self,
                           G_CONNECT_SWAPPED);
  update_totals (self);
  return self;
}

guint
gamao_score_sheet_get_n_rows (GamaoScoreSheet *self)
{
  g_return_val_if_fail (GAMAO_IS_SCORE_SHEET (self), 0);
  return g_list_model_get_n_items (self->games);
}

const char *
gamao_score_sheet_get_totals (GamaoScoreSheet *self)
{
  g_return_val_if_fail (GAMAO_IS_SCORE_SHEET (self), NULL);
  return gtk_label_get_label (self->totals_label);
}

char *
gamao_score_sheet_dup_cell (GamaoScoreSheet *self, guint row, guint column)
{
  g_autoptr (GamaoGame) game = NULL;

  g_return_val_if_fail (GAMAO_IS_SCORE_SHEET (self), NULL);
  g_return_val_if_fail (column < N_COLUMNS, NULL);

  game = g_list_model_get_item (self->games, row);
  return game ? cell_text (self, game, column) : NULL;
}

guint
gamao_score_sheet_get_n_columns (GamaoScoreSheet *self)
{
  g_return_val_if_fail (GAMAO_IS_SCORE_SHEET (self), 0);
  return g_list_model_get_n_items (gtk_column_view_get_columns (self->column_view));
}

char *
gamao_score_sheet_dup_column_title (GamaoScoreSheet *self, guint column)
{
  g_autoptr (GtkColumnViewColumn) c = NULL;

  g_return_val_if_fail (GAMAO_IS_SCORE_SHEET (self), NULL);
  c = g_list_model_get_item (gtk_column_view_get_columns (self->column_view), column);
  return c ? g_strdup (gtk_column_view_column_get_title (c)) : NULL;
}

char *
gamao_score_sheet_dup_title (GamaoScoreSheet *self)
{
  const char *subtitle = adw_window_title_get_subtitle (self->window_title);

  g_return_val_if_fail (GAMAO_IS_SCORE_SHEET (self), NULL);
  if (!subtitle || !*subtitle)
    return g_strdup (adw_window_title_get_title (self->window_title));
  /* Translators: the printed score sheet's title: "Score Sheet — 7-point match". */
  return g_strdup_printf (_("%s — %s"), adw_window_title_get_title (self->window_title), subtitle);
}
