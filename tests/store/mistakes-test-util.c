/* SPDX-License-Identifier: GPL-3.0-or-later */
/* mistakes-test-util.c: the history with known mistakes that the
 * library's tests share (see mistakes-test-util.h). */
#include "config.h"

#include "mistakes-test-util.h"

#include "gamao-play-list.h"
#include "gamao-store-private.h"

#include <stdio.h>
#include <string.h>

/* The match's date, set here so that orders and periods are known. */
static void
set_created_at (GamaoStore *store, gint64 id, gint64 when)
{
  g_autofree char *sql = g_strdup_printf ("UPDATE matches SET created_at = %" G_GINT64_FORMAT
                                          " WHERE id = %" G_GINT64_FORMAT, when, id);

  g_assert_cmpint (sqlite3_exec (store->db, sql, NULL, NULL, NULL), ==, SQLITE_OK);
}

/* A board from "point:count" pairs, the mover's then the opponent's,
 * each from its own side (25: the bar). */
static void
board_of (GamaoBoard *board, const char *mover, const char *opponent)
{
  const char *specs[2] = { opponent, mover };

  memset (board, 0, sizeof *board);
  for (int side = 0; side < 2; side++)
    {
      g_auto (GStrv) pairs = g_strsplit (specs[side], " ", -1);
      for (guint i = 0; pairs[i]; i++)
        {
          int point, count;
          g_assert_cmpint (sscanf (pairs[i], "%d:%d", &point, &count), ==, 2);
          board->checkers[side][point - 1] = (uint8_t) count;
        }
    }
  g_assert_cmpint (gamao_board_validate (board), ==, GAMAO_BOARD_OK);
}

/* The `n`th (from 1) action of `kind` by `player` in game `game`, or the
 * last one when there are fewer. */
static gsize
action_seq (const GamaoMatchRecord *record, guint game, GamaoActionKind kind, int player, int n)
{
  const GamaoGameRecord *g = record->games[game];
  gsize found = G_MAXSIZE;

  for (gsize i = 0; i < g->n_actions && n > 0; i++)
    if (g->actions[i].kind == kind && g->actions[i].player == player)
      {
        found = i;
        n--;
      }
  g_assert_cmpuint (found, !=, G_MAXSIZE);
  return found;
}

static GamaoDecision
decision (GamaoDecisionKind kind, guint game, gsize seq, int player, float loss, GamaoChoice played,
          const GamaoBoard *before)
{
  GamaoDecision d = { .kind = kind, .game = game, .action = seq, .player = player,
                      .equity_loss = loss, .mark = gamao_mark_of_loss (loss),
                      .played_choice = played, .before = *before, .counted = true };

  d.dice[0] = 3;
  d.dice[1] = 1;
  return d;
}

static void
cube (GamaoDecision *d, float no_double, float double_take, float double_pass)
{
  d->no_double = no_double;
  d->double_take = double_take;
  d->double_pass = double_pass;
}

static void
save_at (GamaoStore *store, gint64 id, guint length, GamaoDecision *d, gsize n)
{
  g_autoptr (GError) error = NULL;
  GamaoAnalysis a = { .plies = 2, .length = length, .decisions = d, .n_decisions = n };

  a.players[0].rating = a.players[1].rating = "Expert";
  g_assert_true (gamao_store_save_analysis (store, id, &a, "w", &error));
  g_assert_no_error (error);
}

static void
save (GamaoStore *store, gint64 id, GamaoDecision *d, gsize n)
{
  save_at (store, id, 5, d, n);
}


/* gnubg's 5-point match imported into `store`, and its record. */
static GamaoMatchRecord *
import_fixture (GamaoStore *store, gint64 *imported)
{
  g_autofree char *file = g_test_build_filename (G_TEST_DIST, "..", "matfile",
                                                 "gnubg-5-point.mat", NULL);
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;
  GamaoMatchRecord *record;
  gsize length;

  g_assert_true (g_file_get_contents (file, &text, &length, NULL));
  *imported = gamao_store_import (store, text, length, &error);
  g_assert_no_error (error);
  record = gamao_store_load (store, *imported, &error);
  g_assert_no_error (error);
  return record;
}

/* See mistakes-test-util.h for the mistakes. */
void
mistakes_test_fill (GamaoStore *store, gint64 *imported, gint64 *played)
{
  GamaoBoard start, race, prime, back_game, bear_off;
  g_autoptr (GError) error = NULL;
  const char *levels[2] = { NULL, "4" };

  gamao_board_init_start (&start);
  board_of (&race, "6:5 8:5 9:5", "2:5 5:5 7:5");
  board_of (&prime, "4:2 5:2 6:2 7:2 8:2 13:5", "24:1 13:6 8:4 6:4");
  board_of (&back_game, "20:3 22:3 13:4 6:3 8:2", "1:3 2:3 4:3 6:3 7:3");
  board_of (&bear_off, "1:3 2:3 3:3 4:2 5:2 6:2", "1:5 2:5 3:5");

  GamaoMatchRecord *record = import_fixture (store, imported);
  *played = gamao_store_add_match_whole (store, record, levels, GAMAO_STORE_ORIGIN_PLAYED,
                                           &error);
  g_assert_no_error (error);
  set_created_at (store, *imported, 1700000000);
  set_created_at (store, *played, 1800000000);

  int r = g_strcmp0 (record->names[0], "root") == 0 ? 0 : 1;
  g_assert_cmpstr (record->names[r], ==, "root");
  GamaoDecision a[] = {
    decision (GAMAO_DECISION_CHECKER, 0, action_seq (record, 0, GAMAO_ACTION_PLAY, r, 1), r,
              0.05f, GAMAO_CHOICE_NONE, &start),
    decision (GAMAO_DECISION_CHECKER, 0, action_seq (record, 0, GAMAO_ACTION_PLAY, 1 - r, 1),
              1 - r, 0.20f, GAMAO_CHOICE_NONE, &start),
    decision (GAMAO_DECISION_CHECKER, 0, action_seq (record, 0, GAMAO_ACTION_PLAY, r, 7), r,
              0.10f, GAMAO_CHOICE_NONE, &race),
    decision (GAMAO_DECISION_DOUBLE, 0, action_seq (record, 0, GAMAO_ACTION_DOUBLE, r, 1), r,
              0.30f, GAMAO_CHOICE_DOUBLE, &prime),
    decision (GAMAO_DECISION_CHECKER, 0, action_seq (record, 0, GAMAO_ACTION_PLAY, r, 3), r,
              0.01f, GAMAO_CHOICE_NONE, &start),
    decision (GAMAO_DECISION_DOUBLE, 1, action_seq (record, 1, GAMAO_ACTION_ROLL, r, 99), r,
              0.06f, GAMAO_CHOICE_NO_DOUBLE, &back_game),
  };
  /* a3 keeps two plays: the best, and the one made (0.10 worse). */
  GamaoPlayList *list = g_new (GamaoPlayList, 1);
  gamao_play_list_generate (list, &race, 3, 1);
  g_assert_cmpuint (list->n_plays, >=, 3);
  a[2].better[0] = (GamaoAnalysedPlay) { list->plays[0], -0.30f, 2 };
  a[2].better[1] = (GamaoAnalysedPlay) { list->plays[1], -0.40f, 2 };
  a[2].n_better = 2;
  a[2].n_plays = list->n_plays;
  a[2].played = list->plays[1];
  a[2].played_rank = 1;
  g_free (list);
  /* Cube equities for the doubler: a4 should not have doubled (it cost
   * 0.30), a6 should have (0.06). */
  cube (&a[3], 0.60f, 0.30f, 1.0f);
  cube (&a[5], 0.50f, 0.56f, 1.0f);
  save (store, *imported, a, G_N_ELEMENTS (a));
  GamaoDecision b[] = {
    decision (GAMAO_DECISION_TAKE, 0, action_seq (record, 0, GAMAO_ACTION_DROP, 1 - r, 1), 1 - r,
              0.50f, GAMAO_CHOICE_PASS, &bear_off),
    decision (GAMAO_DECISION_CHECKER, 0, action_seq (record, 0, GAMAO_ACTION_PLAY, r, 2), r,
              0.20f, GAMAO_CHOICE_NONE, &start),
  };
  /* Seat 0 is the person in the played match: gnubg's seat when root is
   * seat 1. */
  g_assert_cmpint (r, ==, 1);
  /* b1 should have taken: passing cost 0.20 by these. */
  cube (&b[0], 0.50f, 0.80f, 1.0f);
  save (store, *played, b, G_N_ELEMENTS (b));
  gamao_match_record_unref (record);
}


/* Every play of seat 0 in the match, a mistake of a cost that varies. */
static guint
save_many (GamaoStore *store, gint64 id, const GamaoMatchRecord *record, guint salt)
{
  g_autoptr (GArray) decisions = g_array_new (FALSE, TRUE, sizeof (GamaoDecision));
  GamaoAnalysis a = { .plies = 2, .length = record->length };
  g_autoptr (GError) error = NULL;

  for (guint g = 0; g < record->n_games; g++)
    for (gsize i = 0; i < record->games[g]->n_actions; i++)
      {
        const GamaoAction *action = &record->games[g]->actions[i];
        float loss = 0.05f + 0.01f * (float) ((i * 7 + salt) % 30);
        GamaoDecision d = { .kind = GAMAO_DECISION_CHECKER, .game = g, .action = i,
                            .player = 0, .equity_loss = loss,
                            .mark = gamao_mark_of_loss (loss), .counted = true,
                            .n_plays = 2 };

        if (action->kind != GAMAO_ACTION_PLAY || action->player != 0)
          continue;
        gamao_board_init_start (&d.before);
        d.dice[0] = action->dice[0];
        d.dice[1] = action->dice[1];
        g_array_append_val (decisions, d);
      }
  a.decisions = (GamaoDecision *) decisions->data;
  a.n_decisions = decisions->len;
  a.players[0].rating = a.players[1].rating = "Expert";
  g_assert_true (gamao_store_save_analysis (store, id, &a, "bench", &error));
  return decisions->len;
}

guint
mistakes_test_fill_many (GamaoStore *store, const char *mat_file, guint wanted, guint *n_matches)
{
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;
  const char *levels[2] = { NULL, "4" };
  guint n_mistakes = 0;
  gsize length;

  g_assert_true (g_file_get_contents (mat_file, &text, &length, NULL));
  /* Made for measuring, not kept: no disk sync per analysis. */
  sqlite3_exec (store->db, "PRAGMA synchronous = OFF", NULL, NULL, NULL);
  gint64 first = gamao_store_import (store, text, length, &error);
  GamaoMatchRecord *record = gamao_store_load (store, first, &error);
  g_assert_no_error (error);
  *n_matches = 0;
  while (n_mistakes < wanted)
    {
      gint64 id = gamao_store_add_match_whole (store, record, levels, GAMAO_STORE_ORIGIN_PLAYED,
                                               &error);
      g_assert_no_error (error);
      n_mistakes += save_many (store, id, record, (*n_matches)++);
    }
  gamao_match_record_unref (record);
  return n_mistakes;
}

gint64
mistakes_test_fill_beaver (GamaoStore *store)
{
  g_autoptr (GError) error = NULL;
  const char *levels[2] = { NULL, "4" };
  GamaoBoard bear_off;
  gint64 imported;

  board_of (&bear_off, "1:3 2:3 3:3 4:2 5:2 6:2", "1:5 2:5 3:5");
  GamaoMatchRecord *record = import_fixture (store, &imported);
  /* The same games as a money session that allows beavers. */
  record->length = 0;
  record->rules |= GAMAO_RULE_BEAVERS;
  gint64 id = gamao_store_add_match_whole (store, record, levels, GAMAO_STORE_ORIGIN_PLAYED,
                                           &error);
  g_assert_no_error (error);
  g_assert_true (gamao_store_delete (store, imported, &error));
  set_created_at (store, id, 1900000000);
  GamaoDecision pass = decision (GAMAO_DECISION_TAKE, 0,
                                 action_seq (record, 0, GAMAO_ACTION_DROP, 0, 1), 0, 1.40f,
                                 GAMAO_CHOICE_PASS, &bear_off);
  /* For the doubler: a take gives the taker 0.20, a beaver 0.40. */
  cube (&pass, 0.10f, -0.20f, 1.0f);
  save_at (store, id, 0, &pass, 1);
  gamao_match_record_unref (record);
  return id;
}
