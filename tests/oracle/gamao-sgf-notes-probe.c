/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The history's notes and .sgf comments, for run-sgf-notes.py:
 *   show DB FILE.sgf  imports the file into the history DB and prints
 *                     the notes it keeps;
 *   write DB FILE.mat OUT.sgf  imports the .mat, writes three notes on
 *                     decisions and one on the match, exports OUT.sgf
 *                     and prints the notes.
 * A note prints as "game<TAB>plays before<TAB>kind<TAB>player<TAB>dice
 * <TAB>text", the text's line ends as "\n"; the match's as "match<TAB>
 * text". "plays before" counts the game's plays and dances before the
 * action, so the check finds the node gnubg writes for it. */
#include "config.h"

#include "gamao-store-mistakes.h"
#include "gamao-store.h"

#include <glib.h>
#include <stdio.h>
#include <stdlib.h>

static const char *const kinds[] = {
  [GAMAO_ACTION_ROLL] = "roll",     [GAMAO_ACTION_PLAY] = "play",  [GAMAO_ACTION_DOUBLE] = "double",
  [GAMAO_ACTION_TAKE] = "take",     [GAMAO_ACTION_DROP] = "drop",  [GAMAO_ACTION_BEAVER] = "beaver",
  [GAMAO_ACTION_PASS] = "play",     [GAMAO_ACTION_GAME_END] = "end",
  [GAMAO_ACTION_RESIGN_OFFER] = "resign", [GAMAO_ACTION_RESIGN_ACCEPT] = "accept",
  [GAMAO_ACTION_RESIGN_DECLINE] = "decline",
};

static void
print_notes (GamaoStore *store, gint64 id)
{
  g_autoptr (GError) error = NULL;
  GamaoSgfNotes notes = { 0 };
  GamaoMatchRecord *record = gamao_store_load (store, id, &error);

  g_assert_no_error (error);
  g_assert_true (gamao_store_read_sgf_notes (store, id, &notes, &error));
  if (notes.match)
    {
      g_autofree char *text = g_strescape (notes.match, "");
      printf ("match\t%s\n", text);
    }
  for (size_t i = 0; i < notes.n; i++)
    {
      const GamaoGameRecord *game = record->games[notes.items[i].game];
      const GamaoAction *action = &game->actions[notes.items[i].action];
      g_autofree char *text = g_strescape (notes.items[i].text, "");
      guint plays = 0;
      for (size_t a = 0; a < notes.items[i].action; a++)
        plays += game->actions[a].kind == GAMAO_ACTION_PLAY
                 || game->actions[a].kind == GAMAO_ACTION_PASS;
      printf ("%zu\t%u\t%s\t%d\t%d%d\t%s\n", notes.items[i].game, plays, kinds[action->kind],
              action->player, action->dice[0], action->dice[1], text);
    }
  gamao_sgf_notes_clear (&notes);
  gamao_match_record_unref (record);
}

static gint64
import (GamaoStore *store, const char *path)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  gsize length;

  g_assert_true (g_file_get_contents (path, &text, &length, &error));
  gint64 id = gamao_store_import (store, text, length, &error);
  g_assert_no_error (error);
  return id;
}

/* The `n`th action of `kind` in `game`, as its index. */
static gsize
nth (const GamaoGameRecord *game, GamaoActionKind kind, guint n)
{
  for (gsize i = 0; i < game->n_actions; i++)
    if (game->actions[i].kind == kind && n-- == 0)
      return i;
  g_error ("no such action");
}

static void
write_noted (GamaoStore *store, const char *mat, const char *out)
{
  g_autoptr (GError) error = NULL;
  gint64 id = import (store, mat);
  GamaoMatchRecord *record = gamao_store_load (store, id, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (record->n_games, >=, 2);
  g_assert_true (gamao_store_set_decision_note (store, id, 0, nth (record->games[0], GAMAO_ACTION_PLAY, 3),
                                                "Gamão: the fourth play [0] \\ kept", &error));
  g_assert_true (gamao_store_set_decision_note (store, id, 0, nth (record->games[0], GAMAO_ACTION_DOUBLE, 0),
                                                "Gamão: a double\nof two lines", &error));
  g_assert_true (gamao_store_set_decision_note (store, id, 1, nth (record->games[1], GAMAO_ACTION_PLAY, 5),
                                                "Gamão: game two, sixth play", &error));
  g_assert_true (gamao_store_set_notes (store, id, "Gamão: the match's note", &error));
  g_autofree char *text = gamao_store_export_as (store, id, GAMAO_MATCH_FILE_SGF, &error);
  g_assert_no_error (error);
  g_assert_true (g_file_set_contents (out, text, -1, &error));
  print_notes (store, id);
  gamao_match_record_unref (record);
}

int
main (int argc, char **argv)
{
  g_autoptr (GError) error = NULL;

  if (argc < 4 || (g_strcmp0 (argv[1], "write") == 0 && argc < 5))
    {
      fprintf (stderr, "usage: %s show DB FILE.sgf | write DB FILE.mat OUT.sgf\n", argv[0]);
      return 2;
    }
  g_autoptr (GamaoStore) store = gamao_store_open (argv[2], &error);
  g_assert_no_error (error);
  if (g_strcmp0 (argv[1], "show") == 0)
    print_notes (store, import (store, argv[3]));
  else
    write_noted (store, argv[3], argv[4]);
  return 0;
}
