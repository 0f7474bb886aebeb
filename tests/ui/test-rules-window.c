/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Rules window as a reader uses it: the sections listed in every
 * language, the language switch, search that jumps to its hit, diagrams
 * that show their positions, and exercises played on the board. */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "gamao-rules-diagram-view.h"
#include "gamao-rules-search.h"
#include "gamao-rules-window.h"
#include "gamao-scenes.h"
#include "gamao-stakes.h"
#include "gamao-window.h"
#include "ui-test-util.h"

static gpointer
child (GamaoRulesWindow *window, const char *name)
{
  GObject *object = gtk_widget_get_template_child (GTK_WIDGET (window),
                                                   GAMAO_TYPE_RULES_WINDOW, name);

  g_assert_nonnull (object);
  return object;
}

static GamaoRulesWindow *
open_window (void)
{
  GamaoRulesWindow *window = gamao_rules_window_new ();

  gtk_window_present (GTK_WINDOW (window));
  ui_test_wait_ms (100);
  return window;
}

static void
close_window (GamaoRulesWindow *window)
{
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_drain ();
}

static const char *
row_text (GtkListBox *list, guint index)
{
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (list, index);

  g_assert_nonnull (row);
  g_assert_true (GTK_IS_LABEL (gtk_list_box_row_get_child (row)));
  return gtk_label_get_text (GTK_LABEL (gtk_list_box_row_get_child (row)));
}

static guint
n_rows (GtkListBox *list)
{
  guint n = 0;

  while (gtk_list_box_get_row_at_index (list, n))
    n++;
  return n;
}

static const char *
page_title (GamaoRulesWindow *window)
{
  GtkWidget *title = gamao_rules_page_get_block_widget (gamao_rules_window_get_page (window), -1);

  g_assert_true (GTK_IS_LABEL (title));
  return gtk_label_get_text (GTK_LABEL (title));
}

static void
test_opens (void)
{
  GamaoRulesWindow *window = open_window ();
  const GamaoRulesBook *book = gamao_rules_window_get_book (window);

  /* The tests run under LC_ALL=C.UTF-8: English. */
  g_assert_cmpstr (gamao_rules_window_get_language (window), ==, "en");
  g_assert_nonnull (book);
  g_assert_cmpstr (gamao_rules_window_get_section (window), ==, "board");
  g_assert_cmpstr (page_title (window), ==,
                   ((GamaoRulesSection *) g_ptr_array_index (book->sections, 0))->title);
  close_window (window);
}

/* The desktop's language picks the book, and the Portuguese the switch
 * goes to. */
static void
test_desktop_language (void)
{
  static const struct
  {
    const char *language, *book, *portuguese;
  } cases[] = {
    { "pt_PT:pt", "pt_PT", "pt_PT" },
    { "pt_BR", "pt_BR", "pt_BR" },
    /* gettext's plain "pt" is European Portuguese, as po/pt.po is. */
    { "pt", "pt_PT", "pt_PT" },
    { "pt_AO", "pt_BR", "pt_BR" },
    { "fr_FR", "en", "pt_BR" },
  };
  g_autofree char *saved = g_strdup (g_getenv ("LANGUAGE"));

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      GamaoRulesWindow *window;
      GVariant *target;

      g_setenv ("LANGUAGE", cases[i].language, TRUE);
      window = open_window ();
      g_assert_cmpstr (gamao_rules_window_get_language (window), ==, cases[i].book);
      target = gtk_actionable_get_action_target_value (child (window, "portuguese_button"));
      g_assert_cmpstr (g_variant_get_string (target, NULL), ==, cases[i].portuguese);
      close_window (window);
    }
  if (saved)
    g_setenv ("LANGUAGE", saved, TRUE);
  else
    g_unsetenv ("LANGUAGE");
}

/* Each block shows the book's text: a search hit's byte offsets, taken
 * from the plain text, mark the same words in the label. */
static void
check_page_text (GamaoRulesWindow *window, const GamaoRulesSection *section)
{
  GamaoRulesPage *page = gamao_rules_window_get_page (window);

  for (guint b = 0; b < section->blocks->len; b++)
    {
      const GamaoRulesBlock *block = g_ptr_array_index (section->blocks, b);
      GtkWidget *widget = gamao_rules_page_get_block_widget (page, b);
      GtkLabel *label;

      if (block->kind == GAMAO_RULES_BLOCK_DIAGRAM)
        {
          g_assert_true (GAMAO_IS_RULES_DIAGRAM_VIEW (widget));
          g_assert_true (gamao_rules_diagram_view_get_diagram (GAMAO_RULES_DIAGRAM_VIEW (widget))
                         == block->diagram);
          label = gamao_rules_page_mark (page, b, FALSE, 0, 0);
          g_assert_cmpstr (gtk_label_get_text (label), ==, block->text);
          if (block->task)
            {
              label = gamao_rules_page_mark (page, b, TRUE, 0, 0);
              g_assert_cmpstr (gtk_label_get_text (label), ==, block->task);
            }
        }
      else
        {
          g_assert_true (GTK_IS_LABEL (widget));
          g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (widget)), ==, block->text);
        }
    }
  g_assert_null (gamao_rules_page_get_block_widget (page, section->blocks->len));
}

static void
test_sections_every_language (void)
{
  static const char *languages[] = { "en", "pt_BR", "pt_PT" };
  GamaoRulesWindow *window = open_window ();
  GtkListBox *list = child (window, "section_list");
  g_autoptr (GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);

  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      const GamaoRulesBook *book;

      g_assert_true (gamao_rules_window_set_language (window, languages[l]));
      ui_test_drain ();
      book = gamao_rules_window_get_book (window);
      g_assert_cmpstr (book->language, ==, languages[l]);
      /* The issue lists fifteen topics, from the board to the variations;
       * then playing by keyboard and by ear (issue 30). */
      g_assert_cmpuint (book->sections->len, ==, 16);
      g_assert_cmpuint (n_rows (list), ==, book->sections->len);
      for (guint i = 0; i < book->sections->len; i++)
        {
          const GamaoRulesSection *section = g_ptr_array_index (book->sections, i);

          g_assert_cmpstr (row_text (list, i), ==, section->title);
          if (l == 0)
            g_ptr_array_add (ids, g_strdup (section->id));
          else
            g_assert_cmpstr (section->id, ==, g_ptr_array_index (ids, i));
          /* Every section opens on its page from the sidebar. */
          gtk_list_box_select_row (list, gtk_list_box_get_row_at_index (list, i));
          g_assert_cmpstr (gamao_rules_window_get_section (window), ==, section->id);
          g_assert_cmpstr (page_title (window), ==, section->title);
          check_page_text (window, section);
        }
    }
  g_assert_false (gamao_rules_window_set_language (window, "fr"));
  close_window (window);
}

static void
test_language_switch (void)
{
  GamaoRulesWindow *window = open_window ();
  GtkWidget *english = child (window, "english_button");
  GtkWidget *portuguese = child (window, "portuguese_button");
  g_autofree char *english_title = NULL;

  g_assert_true (gamao_rules_window_show_section (window, "match"));
  english_title = g_strdup (page_title (window));
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (english)));
  g_assert_false (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (portuguese)));

  /* A desktop in C reads Brazilian Portuguese, the reference. */
  g_signal_emit_by_name (portuguese, "clicked");
  ui_test_drain ();
  g_assert_cmpstr (gamao_rules_window_get_language (window), ==, "pt_BR");
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (portuguese)));
  g_assert_false (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (english)));
  /* The same section, now in Portuguese. */
  g_assert_cmpstr (gamao_rules_window_get_section (window), ==, "match");
  g_assert_cmpstr (page_title (window), !=, english_title);
  g_assert_nonnull (strstr (page_title (window), "Crawford"));

  g_signal_emit_by_name (english, "clicked");
  ui_test_drain ();
  g_assert_cmpstr (gamao_rules_window_get_language (window), ==, "en");
  g_assert_cmpstr (page_title (window), ==, english_title);

  /* The action the buttons use takes European Portuguese too. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "rules.language", "s", "pt_PT"));
  ui_test_drain ();
  g_assert_cmpstr (gamao_rules_window_get_language (window), ==, "pt_PT");
  close_window (window);
}

static void
search_for (GamaoRulesWindow *window, const char *text)
{
  GtkEditable *entry = child (window, "search_entry");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "rules.search", NULL));
  g_assert_true (gtk_search_bar_get_search_mode (child (window, "search_bar")));
  gtk_editable_set_text (entry, text);
  /* The entry waits a moment after the last key before it searches. */
  ui_test_wait_ms (400);
}

static void
test_search (void)
{
  GamaoRulesWindow *window = open_window ();
  GtkListBox *results = child (window, "result_list");
  GtkStack *stack = child (window, "sidebar_stack");
  GtkScrolledWindow *scroller = child (window, "scroller");
  const GamaoRulesBook *book = gamao_rules_window_get_book (window);
  g_autoptr (GArray) matches = gamao_rules_book_search (book, "higher");
  const GamaoRulesMatch *first;
  const GamaoRulesSection *section;
  GtkLabel *marked;
  g_autofree char *hit = NULL;

  search_for (window, "HIGHER");
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "results");
  g_assert_cmpuint (matches->len, >, 0);
  g_assert_cmpuint (n_rows (results), ==, matches->len);

  /* Enter jumps to the first hit, marks it and scrolls to it. */
  g_signal_emit_by_name (child (window, "search_entry"), "activate");
  ui_test_wait_ms (300);
  first = &g_array_index (matches, GamaoRulesMatch, 0);
  section = g_ptr_array_index (book->sections, first->section);
  g_assert_cmpstr (gamao_rules_window_get_section (window), ==, section->id);
  marked = gamao_rules_page_get_marked (gamao_rules_window_get_page (window));
  g_assert_nonnull (marked);
  g_assert_nonnull (gtk_label_get_attributes (marked));
  hit = g_strndup (gtk_label_get_text (marked) + first->start, first->end - first->start);
  g_assert_cmpstr (hit, ==, "higher");
  if (first->block > 1)
    g_assert_cmpfloat (gtk_adjustment_get_value (gtk_scrolled_window_get_vadjustment (scroller)),
                       >, 0);

  /* Another row goes to its own hit. */
  if (matches->len > 1)
    {
      const GamaoRulesMatch *last = &g_array_index (matches, GamaoRulesMatch, matches->len - 1);

      gtk_widget_activate (GTK_WIDGET (gtk_list_box_get_row_at_index (results, matches->len - 1)));
      ui_test_wait_ms (200);
      section = g_ptr_array_index (book->sections, last->section);
      g_assert_cmpstr (gamao_rules_window_get_section (window), ==, section->id);
    }

  /* Case and accents do not matter, in the language shown. */
  g_assert_true (gamao_rules_window_set_language (window, "pt_BR"));
  search_for (window, "gamao");
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "results");
  g_assert_cmpuint (n_rows (results), >, 0);

  search_for (window, "xyzzy");
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "no-results");
  gtk_search_bar_set_search_mode (child (window, "search_bar"), FALSE);
  ui_test_drain ();
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "sections");
  close_window (window);
}

static GamaoRulesDiagramView *
find_diagram (GamaoRulesWindow *window, const char *section_id, const char *diagram_id)
{
  GamaoRulesPage *page = gamao_rules_window_get_page (window);
  GtkWidget *widget;

  g_assert_true (gamao_rules_window_show_section (window, section_id));
  ui_test_wait_ms (50);
  for (int i = 0; (widget = gamao_rules_page_get_block_widget (page, i)); i++)
    if (GAMAO_IS_RULES_DIAGRAM_VIEW (widget)
        && g_str_equal (gamao_rules_diagram_view_get_diagram (GAMAO_RULES_DIAGRAM_VIEW (widget))->id,
                        diagram_id))
      return GAMAO_RULES_DIAGRAM_VIEW (widget);
  g_assert_not_reached ();
  return NULL;
}

static void
test_diagram_position (void)
{
  GamaoRulesWindow *window = open_window ();
  GamaoRulesDiagramView *view = find_diagram (window, "blocked", "blocked-point");
  GamaoRulesBoard *board = gamao_rules_diagram_view_get_board (view);
  const GamaoBoard *shown = gamao_rules_board_get_position (board);
  double x, y;

  /* The starting position, marks on, the board inert. */
  g_assert_cmpuint (shown->checkers[GAMAO_SIDE_ON_ROLL][23], ==, 2);
  g_assert_cmpuint (shown->checkers[GAMAO_SIDE_ON_ROLL][12], ==, 5);
  g_assert_cmpuint (gamao_board_opponent_at (shown, 19), ==, 5);
  g_assert_true (gamao_rules_board_get_show_marks (board));
  g_assert_false (gamao_rules_diagram_view_get_trying (view));
  g_assert_true (gamao_rules_diagram_view_has_exercise (view));
  /* It is laid out at a readable size. */
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (board)), >=, 340);
  g_assert_true (gamao_board_view_point_coords (gamao_rules_board_get_view (board), 24, &x, &y));

  /* A section link in the text goes through the same action. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "rules.show-section", "s",
                                             "entering"));
  g_assert_cmpstr (gamao_rules_window_get_section (window), ==, "entering");
  close_window (window);
}

static void
drop (GamaoRulesDiagramView *view, int from, int to)
{
  gamao_board_view_drop (gamao_rules_board_get_view (gamao_rules_diagram_view_get_board (view)),
                         from, to);
  ui_test_drain ();
}

static void
activate (GamaoRulesDiagramView *view, const char *action)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), action, NULL));
  ui_test_drain ();
}

static void
test_exercise (void)
{
  GamaoRulesWindow *window = open_window ();
  GamaoRulesDiagramView *view = find_diagram (window, "blocked", "blocked-point");
  GamaoRulesBoard *board = gamao_rules_diagram_view_get_board (view);

  activate (view, "diagram.try");
  g_assert_true (gamao_rules_diagram_view_get_trying (view));
  g_assert_false (gamao_rules_board_get_show_marks (board));
  g_assert_cmpint (gamao_rules_diagram_view_get_state (view), ==, GAMAO_RULES_EXERCISE_PLAYING);

  /* 6-5: the 5 from the 24-point lands on the opponent's 6-point. */
  drop (view, 24, 19);
  g_assert_nonnull (strstr (gamao_rules_diagram_view_get_feedback (view),
                            gamao_step_verdict_message (GAMAO_STEP_BLOCKED)));
  g_assert_cmpint (gamao_rules_diagram_view_get_state (view), ==, GAMAO_RULES_EXERCISE_PLAYING);
  /* Its "Read the rule" link leads to this very section: the exercise
   * stays as it is. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "rules.show-section", "s",
                                             "blocked"));
  g_assert_true (gamao_rules_diagram_view_get_trying (view));

  /* Legal, but not the play the text asks for. */
  drop (view, 13, 7);
  drop (view, 13, 8);
  g_assert_cmpint (gamao_rules_diagram_view_get_state (view), ==, GAMAO_RULES_EXERCISE_WRONG);
  /* Taking one checker back lets the reader go on. */
  activate (view, "diagram.undo");
  g_assert_cmpint (gamao_rules_diagram_view_get_state (view), ==, GAMAO_RULES_EXERCISE_PLAYING);

  /* The running 6 then 5 from the back: right. */
  activate (view, "diagram.reset");
  drop (view, 24, 13);
  g_assert_cmpint (gamao_rules_diagram_view_get_state (view), ==, GAMAO_RULES_EXERCISE_RIGHT);

  /* "No Move" is wrong when the roll can be played. */
  activate (view, "diagram.reset");
  activate (view, "diagram.pass");
  g_assert_cmpint (gamao_rules_diagram_view_get_state (view), ==, GAMAO_RULES_EXERCISE_PLAYING);
  g_assert_cmpstr (gamao_rules_diagram_view_get_feedback (view), !=, "");

  activate (view, "diagram.stop");
  g_assert_false (gamao_rules_diagram_view_get_trying (view));
  g_assert_true (gamao_rules_board_get_show_marks (board));

  /* Closed out: the right answer is that nothing can be played. */
  view = find_diagram (window, "entering", "dance");
  activate (view, "diagram.try");
  activate (view, "diagram.pass");
  g_assert_cmpint (gamao_rules_diagram_view_get_state (view), ==, GAMAO_RULES_EXERCISE_RIGHT);
  close_window (window);
}

/* Plays `play` on the view's board a checker and a die at a time, as a
 * reader dragging checkers would. */
static void
play_on_board (GamaoRulesDiagramView *view, const GamaoPlay *play)
{
  activate (view, "diagram.reset");
  for (guint i = 0; i < play->n_steps; i++)
    drop (view, play->steps[i].from, play->steps[i].to);
}

static gboolean
is_answer (const GamaoRulesDiagram *diagram, const GamaoBoard *board, const GamaoPlayList *legal,
           int index)
{
  for (guint i = 0; diagram->answers && diagram->answers[i]; i++)
    {
      int answer = -1;

      if (gamao_notation_parse (diagram->answers[i], board, diagram->dice[0], diagram->dice[1],
                                legal, &answer) == GAMAO_NOTATION_OK
          && answer == index)
        return TRUE;
    }
  return FALSE;
}

/* Every exercise of the book, through the window: its answers are right,
 * another legal play is wrong, and a closed-out roll is a pass. */
static void
test_every_exercise (void)
{
  GamaoRulesWindow *window = open_window ();
  const GamaoRulesBook *book = gamao_rules_window_get_book (window);
  g_autofree GamaoPlayList *legal = g_new (GamaoPlayList, 1);
  guint exercises = 0;

  for (guint s = 0; s < book->sections->len; s++)
    {
      const GamaoRulesSection *section = g_ptr_array_index (book->sections, s);

      for (guint b = 0; b < section->blocks->len; b++)
        {
          const GamaoRulesBlock *block = g_ptr_array_index (section->blocks, b);
          const GamaoRulesDiagram *diagram = block->diagram;
          GamaoRulesDiagramView *view;
          GamaoBoard board;

          if (!diagram || diagram->exercise == GAMAO_RULES_EXERCISE_NONE)
            continue;
          exercises++;
          view = find_diagram (window, section->id, diagram->id);
          g_assert_true (gamao_rules_diagram_view_has_exercise (view));
          g_assert_true (gamao_rules_diagram_get_board (diagram, &board, NULL));
          gamao_play_list_generate (legal, &board, diagram->dice[0], diagram->dice[1]);
          activate (view, "diagram.try");
          if (diagram->exercise == GAMAO_RULES_EXERCISE_NO_PLAY)
            {
              activate (view, "diagram.pass");
              g_assert_cmpint (gamao_rules_diagram_view_get_state (view), ==,
                               GAMAO_RULES_EXERCISE_RIGHT);
              continue;
            }
          for (guint p = 0; p < legal->n_plays; p++)
            {
              gboolean right = diagram->exercise == GAMAO_RULES_EXERCISE_ANY_LEGAL
                               || is_answer (diagram, &board, legal, p);

              play_on_board (view, &legal->plays[p]);
              g_assert_cmpint (gamao_rules_diagram_view_get_state (view), ==,
                               right ? GAMAO_RULES_EXERCISE_RIGHT : GAMAO_RULES_EXERCISE_WRONG);
            }
          activate (view, "diagram.stop");
        }
    }
  g_assert_cmpuint (exercises, >=, 10);
  close_window (window);
}

static void
test_present_section (void)
{
  GamaoRulesWindow *window = gamao_rules_window_present_section (NULL, "bearing-off");
  GamaoRulesWindow *again;

  ui_test_drain ();
  g_assert_cmpstr (gamao_rules_window_get_section (window), ==, "bearing-off");
  /* One rules window: asking again brings the same one to the section. */
  again = gamao_rules_window_present_section (NULL, "cube");
  g_assert_true (again == window);
  g_assert_cmpstr (gamao_rules_window_get_section (window), ==, "cube");
  close_window (window);
}

/* The game window opens the rules (F1's action), and its refused moves
 * lead to the section that explains them (the toast's "Why?"). */
static void
test_from_game_window (void)
{
  GamaoWindow *game = gamao_window_new (NULL);
  g_autoptr (GamaoMatch) match = gamao_scenes_new_match (5, GAMAO_RULE_CRAWFORD, 1);
  GamaoRulesWindow *rules;
  g_autoptr (GError) blocked = NULL;
  g_autoptr (GError) no_die = NULL;

  gamao_window_set_match (game, match);
  gtk_window_present (GTK_WINDOW (game));
  ui_test_drain ();
  /* 6-5 from the start: the 5 from the back lands on the opponent's
   * 6-point; a 3 is not on the dice. */
  g_assert_true (gamao_match_roll_dice (match, 6, 5, NULL));
  g_assert_false (gamao_match_move_to (match, 24, 19, &blocked));
  g_assert_cmpstr (gamao_stakes_refusal_section (blocked), ==, "blocked");
  g_assert_false (gamao_match_move_to (match, 13, 10, &no_die));
  g_assert_cmpstr (gamao_stakes_refusal_section (no_die), ==, "moving");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (game), "win.rules-section", "s",
                                             gamao_stakes_refusal_section (blocked)));
  ui_test_drain ();
  rules = gamao_rules_window_present_section (NULL, NULL);
  g_assert_cmpstr (gamao_rules_window_get_section (rules), ==, "blocked");
  g_assert_true (gtk_window_get_application (GTK_WINDOW (rules))
                 == gtk_window_get_application (GTK_WINDOW (game)));
  close_window (rules);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (game), "win.rules", NULL));
  ui_test_drain ();
  rules = gamao_rules_window_present_section (NULL, NULL);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (rules)));
  close_window (rules);
  gtk_window_destroy (GTK_WINDOW (game));
  ui_test_drain ();
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/rules-window/opens", test_opens);
  g_test_add_func ("/rules-window/desktop-language", test_desktop_language);
  g_test_add_func ("/rules-window/sections-every-language", test_sections_every_language);
  g_test_add_func ("/rules-window/language-switch", test_language_switch);
  g_test_add_func ("/rules-window/search", test_search);
  g_test_add_func ("/rules-window/diagram-position", test_diagram_position);
  g_test_add_func ("/rules-window/exercise", test_exercise);
  g_test_add_func ("/rules-window/every-exercise", test_every_exercise);
  g_test_add_func ("/rules-window/present-section", test_present_section);
  g_test_add_func ("/rules-window/from-game-window", test_from_game_window);
  return g_test_run ();
}
