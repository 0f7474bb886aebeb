/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "history-ui-util.h"

#include "gamao-match-summary.h"
#include "gamao-selfplay.h"
#include "gamao-store-recorder.h"
#include "ui-test-util.h"

static gint64
play (GamaoStore *store, guint length, guint64 seed, int want_winner, guint max_acts)
{
  g_autoptr (GamaoPlayer) ana = gamao_player_new ("Ana", GAMAO_PLAYER_HUMAN, 0);
  g_autoptr (GamaoPlayer) bia = gamao_player_new ("Bia", GAMAO_PLAYER_COMPUTER, 3);
  g_autoptr (GError) error = NULL;

  /* The first seed from `seed` on whose match ends the way wanted. */
  for (;; seed++)
    {
      g_autoptr (GamaoMatch) match = gamao_match_new (length, ana, bia, GAMAO_RULE_CRAWFORD);
      g_autoptr (GamaoStoreRecorder) recorder = NULL;
      GamaoSelfplayRules rules;
      GamaoDice choices;
      guint acts = 0;

      gamao_selfplay_rules_init (&rules);
      gamao_match_set_dice_seed (match, seed);
      gamao_dice_init_seeded (&choices, seed + 1);
      if (max_acts > 0)
        {
          recorder = gamao_store_recorder_new (store, match, 0, &error);
          g_assert_no_error (error);
          while (acts++ < max_acts && gamao_selfplay_act (match, &rules, &choices, &error))
            ;
          return gamao_store_recorder_get_id (recorder);
        }
      while (gamao_match_get_phase (match) != GAMAO_MATCH_MATCH_OVER)
        g_assert_true (gamao_selfplay_act (match, &rules, &choices, &error));
      if (gamao_match_get_winner (match) != want_winner)
        continue;
      gint64 id = gamao_store_add_match (store, gamao_match_get_record (match),
                                         (const char *const[]){ NULL, "3" },
                                         GAMAO_STORE_ORIGIN_PLAYED, NULL, &error);
      g_assert_no_error (error);
      return id;
    }
}

void
history_ui_fill (GamaoStore *store, HistoryUiMatches *ids)
{
  g_autoptr (GError) error = NULL;
  static const int results[][3] = { { 0, 2, 1 }, { 1, 1, 2 }, { 0, 1, 1 } };

  ids->won = play (store, 5, 11, 0, 0);
  ids->lost = play (store, 3, 40, 1, 0);
  ids->tracked = gamao_store_add_tracked_match (store, 5, "Ana", "Rui", GAMAO_RULE_CRAWFORD,
                                                &error);
  for (guint i = 0; i < G_N_ELEMENTS (results); i++)
    g_assert_true (gamao_store_add_tracked_game (store, ids->tracked, results[i][0],
                                                 (GamaoResultKind) results[i][1],
                                                 (guint) results[i][2], &error));
  ids->unfinished = play (store, 7, 5, -1, 60);
}

static gboolean
wake (gpointer data)
{
  return G_SOURCE_REMOVE;
}

void
history_ui_wait (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * G_TIME_SPAN_MILLISECOND;

  while (g_get_monotonic_time () < end)
    {
      g_timeout_add (10, wake, NULL);
      g_main_context_iteration (NULL, TRUE);
    }
}

typedef struct
{
  GType type;
  GtkWindow *found;
} WindowSearch;

static gboolean
window_found (gpointer data)
{
  WindowSearch *search = data;
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels) && !search->found; i++)
    {
      g_autoptr (GObject) w = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (w, search->type))
        search->found = GTK_WINDOW (w);
    }
  return search->found != NULL;
}

GtkWindow *
history_ui_wait_for_window (GType type)
{
  WindowSearch search = { type, NULL };

  ui_test_wait_until (window_found, &search);
  return search.found;
}

guint
history_ui_n_listed (GamaoHistoryWindow *window)
{
  return g_list_model_get_n_items (gamao_history_window_get_matches (window));
}

gint64
history_ui_listed_id (GamaoHistoryWindow *window, guint i)
{
  g_autoptr (GamaoMatchSummary) m = g_list_model_get_item (gamao_history_window_get_matches (window),
                                                           i);
  return m ? gamao_match_summary_get_id (m) : 0;
}
