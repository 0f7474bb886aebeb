/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-cli play: a computer-against-computer match played into the
 * history.
 *
 * Every random choice is drawn from a generator seeded afresh from the
 * seed and the point the match has reached (game number and actions so
 * far), never from a generator that runs on through the match. So a run
 * killed at any moment and resumed from the history makes the same rolls
 * and the same choices as one that never stopped. */
#include "config.h"

#define G_LOG_DOMAIN "gamao-cli"

#include "gamao-cli.h"
#include "gamao-cli-computer.h"
#include "gamao-selfplay.h"
#include "gamao-cli-store.h"
#include "gamao-player-names.h"
#include "gamao-store-recorder.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#define SCRIPTED "scripted"

typedef struct
{
  gboolean scripted[2];
  int level[2];             /* the AI's GamaoLevel */
  GamaoSelfplayRules rules;
  GamaoCliComputer *computer; /* NULL when both players are scripted */
  guint64 seed;
} Players;

/* A seed for the choice at the match's present point. */
static guint64
seed_here (GamaoMatch *match, guint64 seed, guint64 salt)
{
  const GamaoMatchRecord *record = gamao_match_get_record (match);
  guint64 game = record->n_games;
  guint64 actions = game ? record->games[game - 1]->n_actions : 0;
  guint64 h = seed ^ (salt * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));

  h ^= game * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9) + actions;
  h ^= h >> 31;
  h *= G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return h ^ (h >> 29);
}

/* ---- the computer player ---- */

/* The board from the view of the player on roll, and the match's state. */
static void
situation (GamaoMatch *match, GamaoBoard *board, GamaoMatchState *state)
{
  gamao_position_get_board_for (gamao_match_get_position (match),
                                gamao_match_get_on_roll (match), board);
  gamao_match_get_match_state (match, state);
}

/* Whether the last thing that happened was a declined resignation: then
 * the player rolls rather than offer the same again. */
static gboolean
just_declined (GamaoMatch *match)
{
  const GamaoMatchRecord *record = gamao_match_get_record (match);
  const GamaoGameRecord *game = record->games[record->n_games - 1];

  return game->n_actions > 0
         && game->actions[game->n_actions - 1].kind == GAMAO_ACTION_RESIGN_DECLINE;
}

static gboolean
computer_before_roll (Players *p, GamaoMatch *match, int player, GError **error)
{
  GamaoBoard board;
  GamaoMatchState state;
  int resign = 0;

  if (just_declined (match))
    return gamao_match_roll (match, error);
  situation (match, &board, &state);
  switch (gamao_cli_computer_before_roll (p->computer, p->level[player], &board, &state,
                                          gamao_match_can_double (match, NULL), &resign))
    {
    case GAMAO_CLI_COMPUTER_RESIGN:
      return gamao_match_offer_resignation (match, player, (GamaoResultKind) resign, error);
    case GAMAO_CLI_COMPUTER_DOUBLE:
      return gamao_match_double (match, error);
    case GAMAO_CLI_COMPUTER_ROLL:
    default:
      return gamao_match_roll (match, error);
    }
}

static gboolean
computer_answer (Players *p, GamaoMatch *match, int player, GError **error)
{
  GamaoBoard board;
  GamaoMatchState state;
  GamaoPending pending;

  situation (match, &board, &state);
  gamao_match_get_pending (match, &pending);
  if (pending.kind == GAMAO_PENDING_CUBE_ANSWER)
    return gamao_cli_computer_takes (p->computer, p->level[player], &board, &state)
             ? gamao_match_take (match, error)
             : gamao_match_drop (match, error);
  return gamao_cli_computer_accepts (p->computer, p->level[player], &board, &state, player)
           ? gamao_match_accept_resignation (match, error)
           : gamao_match_decline_resignation (match, error);
}

static gboolean
computer_play (Players *p, GamaoMatch *match, int player, GError **error)
{
  const GamaoPlayList *legal = gamao_match_get_legal_plays (match);
  GamaoBoard before;
  GamaoMatchState state;
  int index;

  situation (match, &before, &state);
  index = gamao_cli_computer_choose (p->computer, p->level[player], &before, legal);
  g_assert (index >= 0);
  /* Played and then committed, as a person plays: the history sees the
   * turn only once it is committed. */
  return gamao_match_play (match, &legal->plays[index], error)
         && gamao_match_commit_turn (match, error);
}

static gboolean
computer_act (Players *p, GamaoMatch *match, const GamaoPending *pending, GError **error)
{
  switch (pending->kind)
    {
    case GAMAO_PENDING_OPENING_ROLL:
      return gamao_match_roll (match, error);
    case GAMAO_PENDING_ROLL:
      return computer_before_roll (p, match, pending->player, error);
    case GAMAO_PENDING_CUBE_ANSWER:
    case GAMAO_PENDING_RESIGNATION_ANSWER:
      return computer_answer (p, match, pending->player, error);
    case GAMAO_PENDING_MOVE:
      return computer_play (p, match, pending->player, error);
    case GAMAO_PENDING_NEXT_GAME:
      return gamao_match_next_game (match, error);
    case GAMAO_PENDING_NOTHING:
    default:
      return TRUE;
    }
}

static gboolean
act (Players *p, GamaoMatch *match, GError **error)
{
  GamaoPending pending;

  gamao_match_get_pending (match, &pending);
  gamao_match_set_dice_seed (match, seed_here (match, p->seed, 1));
  if (pending.player < 0 || !p->scripted[pending.player])
    return computer_act (p, match, &pending, error);
  /* The scripted player would offer the same resignation for ever. */
  if (pending.kind == GAMAO_PENDING_ROLL && just_declined (match))
    return gamao_match_roll (match, error);

  GamaoDice choices;
  gamao_dice_init_seeded (&choices, seed_here (match, p->seed, 2));
  return gamao_selfplay_act (match, &p->rules, &choices, error);
}

/* ---- setting up ---- */

static gboolean
parse_players (const char *text, Players *p)
{
  g_auto (GStrv) keys = g_strsplit (text ? text : "", ",", -1);

  if (g_strv_length (keys) != 2)
    {
      fprintf (stderr, "%s\n", _("--players takes two levels separated by a comma, such as "
                                 "expert,scripted."));
      return FALSE;
    }
  for (int i = 0; i < 2; i++)
    {
      p->scripted[i] = g_str_equal (keys[i], SCRIPTED);
      if (!p->scripted[i] && !gamao_cli_computer_parse_level (keys[i], &p->level[i]))
        return FALSE;
    }
  return TRUE;
}

static const char *
level_key (const Players *p, int player)
{
  return p->scripted[player] ? SCRIPTED : gamao_cli_computer_level_key (p->level[player]);
}

/* The newest match of this store played with `settings`, finished or
 * not: a run killed just after the last move has nothing left to do. */
static GamaoMatchSummary *
find_resumable (GamaoStore *store, const char *settings, GError **error)
{
  g_autoptr (GListStore) list = gamao_store_list (store, NULL, GAMAO_STORE_FILTER_ALL, error);

  for (guint i = 0; list && i < g_list_model_get_n_items (G_LIST_MODEL (list)); i++)
    {
      g_autoptr (GamaoMatchSummary) m = g_list_model_get_item (G_LIST_MODEL (list), i);
      if (g_strcmp0 (gamao_match_summary_get_origin (m), GAMAO_STORE_ORIGIN_PLAYED) == 0
          && g_strcmp0 (gamao_match_summary_get_settings (m), settings) == 0)
        return g_steal_pointer (&m);
    }
  return NULL;
}

static GamaoMatch *
resume_match (GamaoStore *store, gint64 id, GError **error)
{
  GamaoMatchRecord *record = gamao_store_load (store, id, error);
  GamaoMatch *match;

  if (!record)
    return NULL;
  match = gamao_match_new_from_record (record, error);
  gamao_match_record_unref (record);
  return match;
}

/* The players are named as the app names two computers, "Light
 * (Expert)", and the names are kept as no name typed: the history shows
 * them in the language of whoever reads it. */
static GamaoMatch *
new_match (const Players *p, guint length)
{
  g_autofree char *name0 = gamao_player_names_default (0, level_key (p, 0), level_key (p, 1));
  g_autofree char *name1 = gamao_player_names_default (1, level_key (p, 1), level_key (p, 0));
  g_autoptr (GamaoPlayer) p0 = gamao_player_new (name0, GAMAO_PLAYER_COMPUTER, 0);
  g_autoptr (GamaoPlayer) p1 = gamao_player_new (name1, GAMAO_PLAYER_COMPUTER, 0);

  return gamao_match_new (length, p0, p1, GAMAO_RULE_CRAWFORD);
}

static int
play_out (Players *p, GamaoStoreRecorder *recorder, gboolean quiet)
{
  GamaoMatch *match = gamao_store_recorder_get_match (recorder);
  g_autoptr (GError) error = NULL;

  while (gamao_match_get_phase (match) != GAMAO_MATCH_MATCH_OVER)
    {
      if (!act (p, match, &error))
        {
          fprintf (stderr, _("The match refused a move: %s\n"), error->message);
          return GAMAO_CLI_FAILED;
        }
      if (gamao_store_recorder_get_error (recorder))
        {
          fprintf (stderr, _("Cannot save the match: %s\n"),
                   gamao_store_recorder_get_error (recorder)->message);
          return GAMAO_CLI_FAILED;
        }
    }
  if (!quiet)
    {
      int winner = gamao_match_get_winner (match);
      printf (_("%s wins the match %u–%u\n"),
              gamao_player_get_name (gamao_match_get_player (match, winner)),
              gamao_match_get_score (match, winner), gamao_match_get_score (match, 1 - winner));
    }
  return GAMAO_CLI_OK;
}

static int
run (GamaoStore *store, Players *p, guint length, gboolean resume, gboolean quiet)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GamaoMatch) match = NULL;
  g_autoptr (GamaoStoreRecorder) recorder = NULL;
  g_autofree char *settings = g_strdup_printf ("length=%u players=%s,%s seed=%" G_GUINT64_FORMAT,
                                               length, level_key (p, 0), level_key (p, 1),
                                               p->seed);
  g_autoptr (GamaoMatchSummary) found = resume ? find_resumable (store, settings, &error) : NULL;
  gint64 id = found ? gamao_match_summary_get_id (found) : 0;

  if (error)
    {
      fprintf (stderr, "%s\n", error->message);
      return GAMAO_CLI_FAILED;
    }
  if (found && gamao_match_summary_get_finished (found))
    {
      if (!quiet)
        /* Translators: the match's number in the history, not a count. */
        printf (_("Match %lld is already over.\n"), (long long) id);
      return GAMAO_CLI_OK;
    }
  if (id > 0)
    match = resume_match (store, id, &error);
  else
    {
      const char *const levels[2] = { level_key (p, 0), level_key (p, 1) };
      match = new_match (p, length);
      id = gamao_store_add_match (store, gamao_match_get_record (match), levels,
                                  GAMAO_STORE_ORIGIN_PLAYED, settings, &error);
    }
  if (match && id > 0)
    recorder = gamao_store_recorder_new (store, match, id, &error);
  if (!recorder)
    {
      fprintf (stderr, "%s\n", error->message);
      return GAMAO_CLI_FAILED;
    }
  if (!quiet)
    printf (found
            /* Translators: the match's number in the history, not a count. */
            ? _("Resuming match %lld\n")
            /* Translators: the match's number in the history, not a count. */
            : _("Playing match %lld\n"),
            (long long) id);
  fflush (stdout);
  return play_out (p, recorder, quiet);
}

int
gamao_cli_play (int argc, char **argv)
{
  g_autofree char *db = NULL;
  g_autofree char *players_text = NULL;
  gint length = 5;
  gint64 seed = 1;
  gboolean resume = FALSE, quiet = FALSE;
  GOptionEntry entries[] = {
    { "db", 0, 0, G_OPTION_ARG_FILENAME, &db, N_("The history database"), N_("PATH") },
    { "length", 'n', 0, G_OPTION_ARG_INT, &length, N_("Points to win (default: 5)"), N_("N") },
    { "players", 'p', 0, G_OPTION_ARG_STRING, &players_text,
      N_("The two players’ levels, or “scripted” (default: scripted,scripted)"), N_("LEVEL,LEVEL") },
    { "seed", 's', 0, G_OPTION_ARG_INT64, &seed, N_("Seed for the dice and the choices (default: 1)"), N_("S") },
    { "resume", 0, 0, G_OPTION_ARG_NONE, &resume,
      N_("Continue the unfinished match played with the same settings"), NULL },
    { "quiet", 'q', 0, G_OPTION_ARG_NONE, &quiet, N_("Print nothing but errors"), NULL },
    { NULL }
  };
  int status = GAMAO_CLI_OK;
  Players p;

  if (!gamao_cli_parse_options (&argc, &argv, "",
                                _("Plays a match between two computer players and keeps it in "
                                  "the history, action by action."),
                                entries, &status))
    return status;
  memset (&p, 0, sizeof p);
  if (argc != 1 || length < 1 || length > 64
      || !parse_players (players_text ? players_text : SCRIPTED "," SCRIPTED, &p))
    {
      fprintf (stderr, "%s\n", _("Usage: gamao-cli play [--db PATH] [--length N] "
                                 "[--players LEVEL,LEVEL] [--seed S] [--resume]"));
      return GAMAO_CLI_BAD_INPUT;
    }
  p.seed = (guint64) seed;
  gamao_selfplay_rules_init (&p.rules);
  if (!p.scripted[0] || !p.scripted[1])
    {
      p.computer = gamao_cli_computer_new ();
      if (!p.computer)
        return GAMAO_CLI_FAILED;
    }

  g_autoptr (GamaoStore) store = gamao_cli_open_store (db);
  if (store)
    status = run (store, &p, (guint) length, resume, quiet);
  else
    status = GAMAO_CLI_FAILED;
  gamao_cli_computer_free (p.computer);
  return status;
}
