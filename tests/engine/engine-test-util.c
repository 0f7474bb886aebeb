/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "engine-test-util.h"
#include "gamao-notation.h"

#include <glib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

void
test_board_from_spec (GamaoBoard *board, const char *mover, const char *opponent)
{
  parse_side (mover, board->checkers[GAMAO_SIDE_ON_ROLL]);
  parse_side (opponent, board->checkers[GAMAO_SIDE_OPPONENT]);
  g_assert_cmpint (gamao_board_validate (board), ==, GAMAO_BOARD_OK);
}

static int
compare_strings (const void *a, const void *b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

char *
test_plays_found (const GamaoBoard *board, int d1, int d2)
{
  g_autofree GamaoPlayList *list = g_new (GamaoPlayList, 1);
  g_autoptr (GPtrArray) found = g_ptr_array_new_with_free_func (g_free);
  char text[GAMAO_NOTATION_MAX];

  gamao_play_list_generate (list, board, d1, d2);
  for (unsigned i = 0; i < list->n_plays; i++)
    {
      gamao_notation_write (&list->plays[i], text, sizeof text);
      g_ptr_array_add (found, g_strdup (text));
    }
  /* An empty array has no storage yet, and qsort must not get NULL. */
  if (found->len > 1)
    qsort (found->pdata, found->len, sizeof (char *), compare_strings);
  g_ptr_array_add (found, NULL);
  return g_strjoinv ("|", (char **) found->pdata);
}

char *
test_plays_sorted (const char *plays)
{
  g_auto (GStrv) parts = g_strsplit (plays, "|", -1);
  guint n = g_strv_length (parts);

  if (n == 1 && !*parts[0])
    return g_strdup ("");
  qsort (parts, n, sizeof (char *), compare_strings);
  return g_strjoinv ("|", parts);
}
