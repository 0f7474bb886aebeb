/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Table-driven tests of the rules of moving: one case or more per rule. */
#include "config.h"

#include "gamao-notation.h"
#include "gamao-position-id.h"

#include <glib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A side's checkers as "point:count" pairs from its own point of view,
 * 25 for the bar: "6:5 8:3 13:5 24:2". */
static void
parse_side (const char *spec, uint8_t side[25])
{
  g_auto (GStrv) pairs = g_strsplit (spec, " ", -1);

  memset (side, 0, 25);
  for (guint i = 0; pairs[i]; i++)
    {
      int point, count;
      if (!*pairs[i])
        continue;
      g_assert_cmpint (sscanf (pairs[i], "%d:%d", &point, &count), ==, 2);
      g_assert_true (point >= 1 && point <= 25);
      side[point - 1] = (uint8_t) count;
    }
}

static void
board_from_spec (GamaoBoard *board, const char *mover, const char *opponent)
{
  parse_side (mover, board->checkers[GAMAO_SIDE_ON_ROLL]);
  parse_side (opponent, board->checkers[GAMAO_SIDE_OPPONENT]);
  g_assert_cmpint (gamao_board_validate (board), ==, GAMAO_BOARD_OK);
}

typedef struct
{
  const char *name;
  const char *mover;
  const char *opponent;
  int d1, d2;
  /* Every legal play, in gnubg notation, separated by "|"; the order
   * does not matter. */
  const char *plays;
} RulesCase;

static const RulesCase cases[] = {
  { "each-die-separately/opening-3-1",
    "6:5 8:3 13:5 24:2", "6:5 8:3 13:5 24:2", 3, 1,
    "6/5 6/3|8/5 6/5|6/2|8/7 6/3|24/23 6/3|8/4|8/7 8/5|24/23 8/5|13/10 6/5|24/21 6/5|"
    "13/10 8/7|24/21 8/7|13/9|24/23 13/10|24/23 24/21|24/20" },
  { "one-checker-both-dice-needs-open-intermediate",
    /* 6 is blocked at 7, 5 at 8: the checker on 13 cannot use 6-5 at all. */
    "13:1", "18:2 17:2", 6, 5, "" },
  { "blocked-point",
    "13:1", "13:2", 1, 1, "" },
  { "larger-die-when-only-one-can-be-played",
    /* Either die alone, never both: the 6 must be played. */
    "10:1", "23:2", 6, 2, "10/4" },
  { "doubles-played-in-part",
    "18:1", "22:2", 5, 5, "18/8" },
  { "enter-two-from-the-bar-first",
    "25:2 6:5", "", 4, 3, "bar/22 bar/21" },
  { "cannot-enter-loses-turn",
    "25:1 6:5", "1:2 2:2 3:2 4:2 5:2 6:2", 6, 5, "" },
  { "bear-off-higher-die-from-highest-point",
    "4:1 2:1", "", 6, 5, "4/off 2/off" },
  { "hit-during-bear-off",
    "3:1 1:2", "23:1 6:2", 2, 1, "3/2*/off|3/off" },
};

static int
compare_strings (const void *a, const void *b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

/* The set of plays the engine finds, written in notation and sorted. */
static char *
plays_found (const RulesCase *c)
{
  g_autofree GamaoPlayList *list = g_new (GamaoPlayList, 1);
  g_autoptr (GPtrArray) found = g_ptr_array_new_with_free_func (g_free);
  GamaoBoard board;
  char text[GAMAO_NOTATION_MAX];

  board_from_spec (&board, c->mover, c->opponent);
  gamao_play_list_generate (list, &board, c->d1, c->d2);
  for (unsigned i = 0; i < list->n_plays; i++)
    {
      gamao_notation_write (&list->plays[i], text, sizeof text);
      g_ptr_array_add (found, g_strdup (text));
    }
  qsort (found->pdata, found->len, sizeof (char *), compare_strings);
  g_ptr_array_add (found, NULL);
  return g_strjoinv ("|", (char **) found->pdata);
}

static void
test_case (gconstpointer data)
{
  const RulesCase *c = data;
  g_autofree char *found = plays_found (c);
  g_auto (GStrv) parts = g_strsplit (c->plays, "|", -1);
  guint n = g_strv_length (parts);
  g_autofree char *expected = NULL;

  if (n == 1 && !*parts[0])
    expected = g_strdup ("");
  else
    {
      qsort (parts, n, sizeof (char *), compare_strings);
      expected = g_strjoinv ("|", parts);
    }
  g_assert_cmpstr (found, ==, expected);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_strconcat ("/rules/", cases[i].name, NULL);
      g_test_add_data_func (path, &cases[i], test_case);
    }
  return g_test_run ();
}
