/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The database schema, one migration per version, and how actions are
 * written into its columns. A migration never drops data: version 2 adds
 * columns and fills them from what version 1 kept. */
#include "config.h"

#define G_LOG_DOMAIN "gamao-store"

#include "gamao-store-private.h"

#include <stdio.h>
#include <string.h>

/* Version 1: matches, games and their actions. */
static const char schema_v1[] =
  "CREATE TABLE matches ("
  "  id INTEGER PRIMARY KEY,"
  "  length INTEGER NOT NULL,"
  "  name0 TEXT NOT NULL,"
  "  name1 TEXT NOT NULL,"
  "  rules INTEGER NOT NULL,"
  "  created_at INTEGER NOT NULL,"
  "  finished_at INTEGER,"
  "  score0 INTEGER NOT NULL DEFAULT 0,"
  "  score1 INTEGER NOT NULL DEFAULT 0,"
  "  winner INTEGER NOT NULL DEFAULT -1);"
  "CREATE TABLE games ("
  "  id INTEGER PRIMARY KEY,"
  "  match_id INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,"
  "  number INTEGER NOT NULL,"
  "  score0 INTEGER NOT NULL,"
  "  score1 INTEGER NOT NULL,"
  "  crawford INTEGER NOT NULL,"
  "  opening0 INTEGER NOT NULL DEFAULT 0,"
  "  opening1 INTEGER NOT NULL DEFAULT 0,"
  "  UNIQUE (match_id, number));"
  "CREATE TABLE actions ("
  "  id INTEGER PRIMARY KEY,"
  "  game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,"
  "  seq INTEGER NOT NULL,"
  "  kind TEXT NOT NULL,"
  "  player INTEGER NOT NULL,"
  "  die0 INTEGER NOT NULL,"
  "  die1 INTEGER NOT NULL,"
  "  steps TEXT,"
  "  after TEXT,"
  "  value INTEGER NOT NULL,"
  "  result INTEGER NOT NULL,"
  "  UNIQUE (game_id, seq));";

/* Version 2: soft delete, where a match came from, the computer's levels,
 * and each game's result kept on the game row so that statistics need
 * not read every action. */
static const char schema_v2[] =
  "ALTER TABLE matches ADD COLUMN deleted_at INTEGER;"
  "ALTER TABLE matches ADD COLUMN origin TEXT NOT NULL DEFAULT 'played';"
  "ALTER TABLE matches ADD COLUMN level0 TEXT;"
  "ALTER TABLE matches ADD COLUMN level1 TEXT;"
  "ALTER TABLE matches ADD COLUMN settings TEXT;"
  "ALTER TABLE games ADD COLUMN winner INTEGER NOT NULL DEFAULT -1;"
  "ALTER TABLE games ADD COLUMN points INTEGER NOT NULL DEFAULT 0;"
  "ALTER TABLE games ADD COLUMN result INTEGER NOT NULL DEFAULT 0;"
  "ALTER TABLE games ADD COLUMN cube INTEGER NOT NULL DEFAULT 1;"
  "UPDATE games SET (winner, points, result) ="
  "  (SELECT a.player, a.value, a.result FROM actions a"
  "   WHERE a.game_id = games.id AND a.kind = 'game-end')"
  "  WHERE EXISTS (SELECT 1 FROM actions a"
  "                WHERE a.game_id = games.id AND a.kind = 'game-end');"
  "UPDATE games SET cube = points / result WHERE result > 0;"
  "CREATE INDEX matches_by_time ON matches (created_at DESC, id DESC);"
  "CREATE INDEX matches_by_opponent ON matches (name1);";

/* Version 3: a game set up from a position instead of the opening roll
 * (a pasted position played on): its board as a Position ID with player
 * 0 on roll, who is on roll, and the cube. NULL start_board: an ordinary
 * game. */
static const char schema_v3[] =
  "ALTER TABLE games ADD COLUMN start_board TEXT;"
  "ALTER TABLE games ADD COLUMN start_on_roll INTEGER NOT NULL DEFAULT 0;"
  "ALTER TABLE games ADD COLUMN start_cube INTEGER NOT NULL DEFAULT 1;"
  "ALTER TABLE games ADD COLUMN start_cube_owner INTEGER NOT NULL DEFAULT -1;";

/* Version 4: what a player is instead of words of the language of the
 * day, and the steps of the turn in progress.
 *
 * Names the program made up ("Computer (Expert)", "Jogador claro") were
 * stored as shown, in English, Brazilian or European Portuguese. Each
 * such name becomes the empty name, which gamao-player-names.h shows in
 * the language of the day; a computer's level, which version 1 did not
 * keep, is read from its name. Imported matches keep their names: they
 * are the file's. turn_steps: the steps ("from/to/die/hit …") of a turn
 * begun and not finished, so that a crash does not lose them; NULL
 * otherwise. */
static const char schema_v4[] =
  "ALTER TABLE matches ADD COLUMN turn_steps TEXT;"
  "CREATE TEMP TABLE level_names (level TEXT, name TEXT);"
  "INSERT INTO level_names VALUES"
  "  ('0', 'Beginner'), ('0', 'Iniciante'), ('0', 'Principiante'),"
  "  ('1', 'Casual'),"
  "  ('2', 'Intermediate'), ('2', 'Intermediário'), ('2', 'Intermédio'),"
  "  ('3', 'Advanced'), ('3', 'Avançado'),"
  "  ('4', 'Expert'), ('4', 'Especialista'),"
  "  ('5', 'World Class'), ('5', 'Classe mundial');"
  "CREATE TEMP TABLE colour_names (seat INTEGER, name TEXT);"
  "INSERT INTO colour_names VALUES"
  "  (0, 'Light'), (0, 'Light player'), (0, 'Jogador claro'),"
  "  (1, 'Dark'), (1, 'Dark player'), (1, 'Jogador escuro');"
  "CREATE TEMP TABLE made_up_names (seat INTEGER, level TEXT, name TEXT);"
  "INSERT INTO made_up_names SELECT seat, NULL, name FROM colour_names;"
  "INSERT INTO made_up_names"
  "  SELECT c.seat, l.level, c.name || ' (' || l.name || ')'"
  "  FROM colour_names c, level_names l;"
  "INSERT INTO made_up_names"
  "  SELECT s.seat, l.level, w.word || ' (' || l.name || ')'"
  "  FROM (SELECT 0 AS seat UNION ALL SELECT 1) s,"
  "       (SELECT 'Computer' AS word UNION ALL SELECT 'Computador') w, level_names l;"
  "UPDATE matches SET"
  "  level0 = coalesce(level0, (SELECT k.level FROM made_up_names k"
  "                             WHERE k.seat = 0 AND k.name = matches.name0)),"
  "  name0 = ''"
  "  WHERE origin <> 'imported'"
  "    AND name0 IN (SELECT name FROM made_up_names WHERE seat = 0);"
  "UPDATE matches SET"
  "  level1 = coalesce(level1, (SELECT k.level FROM made_up_names k"
  "                             WHERE k.seat = 1 AND k.name = matches.name1)),"
  "  name1 = ''"
  "  WHERE origin <> 'imported'"
  "    AND name1 IN (SELECT name FROM made_up_names WHERE seat = 1);"
  "DROP TABLE made_up_names;"
  "DROP TABLE colour_names;"
  "DROP TABLE level_names;";

/* Version 5: analyses (issue 12). A row per analysed match with the
 * depth and the weights' version, the figures of each player, and each
 * decision's judgement keyed by its game (from 0) and action (`seq`),
 * with the depth and weights it was judged at. Nothing older changes. */
static const char schema_v5[] =
  "CREATE TABLE analyses ("
  "  match_id INTEGER PRIMARY KEY REFERENCES matches (id) ON DELETE CASCADE,"
  "  plies INTEGER NOT NULL,"
  "  weights TEXT NOT NULL,"
  "  analysed_at INTEGER NOT NULL,"
  "  n_decisions INTEGER NOT NULL);"
  "CREATE TABLE analysis_players ("
  "  match_id INTEGER NOT NULL REFERENCES analyses (match_id) ON DELETE CASCADE,"
  "  player INTEGER NOT NULL,"
  "  error_rate REAL NOT NULL,"
  "  checker_error_rate REAL NOT NULL,"
  "  cube_error_rate REAL NOT NULL,"
  "  pr REAL NOT NULL,"
  "  luck_rate REAL NOT NULL,"
  "  luck_adjusted REAL NOT NULL,"
  "  unforced INTEGER NOT NULL,"
  "  cube_decisions INTEGER NOT NULL,"
  "  doubtful INTEGER NOT NULL,"
  "  bad INTEGER NOT NULL,"
  "  very_bad INTEGER NOT NULL,"
  "  rating TEXT NOT NULL,"
  "  PRIMARY KEY (match_id, player));"
  "CREATE TABLE analysis_decisions ("
  "  match_id INTEGER NOT NULL REFERENCES analyses (match_id) ON DELETE CASCADE,"
  "  game INTEGER NOT NULL,"
  "  seq INTEGER NOT NULL,"
  "  kind TEXT NOT NULL,"
  "  player INTEGER NOT NULL,"
  "  plies INTEGER NOT NULL,"
  "  weights TEXT NOT NULL,"
  "  die0 INTEGER NOT NULL,"
  "  die1 INTEGER NOT NULL,"
  "  equity_played REAL NOT NULL,"
  "  equity_best REAL NOT NULL,"
  "  equity_loss REAL NOT NULL,"
  "  mark INTEGER NOT NULL,"
  "  luck REAL,"
  "  counted INTEGER NOT NULL,"
  "  played TEXT NOT NULL,"
  "  best TEXT NOT NULL,"
  "  played_choice INTEGER NOT NULL,"
  "  best_choice INTEGER NOT NULL,"
  "  win_chance REAL NOT NULL,"
  "  PRIMARY KEY (match_id, game, seq, kind));";

/* Version 6: what a forum post and a rollout of a decision need (issue
 * 12): the position the decision was taken in (a Position ID with the
 * player on roll, the roller or doubler, as the side on roll), the three
 * cube equities (EMG for the doubler) and the proper cube action, and
 * the ranked plays of each checker decision with their equities, the
 * play made among them (or after them when it ranked lower). Analyses
 * kept by version 5 have none of these: NULL and no rows, shown as
 * before until they are redone. */
static const char schema_v6[] =
  "ALTER TABLE analysis_decisions ADD COLUMN position TEXT;"
  "ALTER TABLE analysis_decisions ADD COLUMN no_double REAL;"
  "ALTER TABLE analysis_decisions ADD COLUMN double_take REAL;"
  "ALTER TABLE analysis_decisions ADD COLUMN double_pass REAL;"
  "ALTER TABLE analysis_decisions ADD COLUMN proper INTEGER;"
  "CREATE TABLE analysis_plays ("
  "  match_id INTEGER NOT NULL REFERENCES analyses (match_id) ON DELETE CASCADE,"
  "  game INTEGER NOT NULL,"
  "  seq INTEGER NOT NULL,"
  "  rank INTEGER NOT NULL,"
  "  play TEXT NOT NULL,"
  "  after TEXT NOT NULL,"
  "  equity REAL NOT NULL,"
  "  plies INTEGER NOT NULL,"
  "  played INTEGER NOT NULL,"
  "  PRIMARY KEY (match_id, game, seq, rank));";

/* Version 7: where and when an imported match was played, as its file
 * says (issue 32): the event, the place and the day ("YYYY-MM-DD"; the
 * match's created_at is then that day, at noon UTC). NULL: not known,
 * as for every match kept before. */
static const char schema_v7[] =
  "ALTER TABLE matches ADD COLUMN event TEXT;"
  "ALTER TABLE matches ADD COLUMN place TEXT;"
  "ALTER TABLE matches ADD COLUMN event_date TEXT;";

/* Version 8: the history searched and sorted (issue 33). Free notes on
 * a match; a full-text index (FTS5, kept by triggers, external content:
 * the words stay only in `matches`) over the stored names, the event,
 * the place and the notes, so a search reads the index and not every
 * row; and indexes for the filters and orders the history offers that
 * the time index does not serve. The triggers on update fire only when
 * an indexed column changes, not at every action's score. */
static const char schema_v8[] =
  "ALTER TABLE matches ADD COLUMN notes TEXT;"
  "CREATE VIRTUAL TABLE matches_text USING fts5(name0, name1, event, place, notes,"
  "  content='matches', content_rowid='id', tokenize='unicode61 remove_diacritics 2');"
  "INSERT INTO matches_text (matches_text) VALUES ('rebuild');"
  "CREATE TRIGGER matches_text_insert AFTER INSERT ON matches BEGIN"
  "  INSERT INTO matches_text (rowid, name0, name1, event, place, notes)"
  "    VALUES (new.id, new.name0, new.name1, new.event, new.place, new.notes);"
  " END;"
  "CREATE TRIGGER matches_text_delete AFTER DELETE ON matches BEGIN"
  "  INSERT INTO matches_text (matches_text, rowid, name0, name1, event, place, notes)"
  "    VALUES ('delete', old.id, old.name0, old.name1, old.event, old.place, old.notes);"
  " END;"
  "CREATE TRIGGER matches_text_update AFTER UPDATE OF name0, name1, event, place, notes"
  "  ON matches BEGIN"
  "  INSERT INTO matches_text (matches_text, rowid, name0, name1, event, place, notes)"
  "    VALUES ('delete', old.id, old.name0, old.name1, old.event, old.place, old.notes);"
  "  INSERT INTO matches_text (rowid, name0, name1, event, place, notes)"
  "    VALUES (new.id, new.name0, new.name1, new.event, new.place, new.notes);"
  " END;"
  "CREATE INDEX matches_by_length ON matches (length DESC, created_at DESC, id DESC);";

/* Version 9: practice what you got wrong (issue 29). A note on any
 * decision, keyed as the analysis keys it (its game from 0 and the
 * action judged; the match's own notes are version 8's); the drill
 * schedule of each mistake drilled, by SM-2 (src/play/gamao-drill-
 * schedule.h: repetitions, interval in days, easiness factor, and the
 * local date it is due, "YYYY-MM-DD"; `kind` a GamaoMistakeKind, whose
 * values are never renumbered); and every answer given in a
 * drill, for the progress over time. An index serves the library,
 * which reads the marked decisions only. */
static const char schema_v9[] =
  "CREATE TABLE decision_notes ("
  "  match_id INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,"
  "  game INTEGER NOT NULL,"
  "  seq INTEGER NOT NULL,"
  "  note TEXT NOT NULL,"
  "  PRIMARY KEY (match_id, game, seq));"
  "CREATE TABLE drill_cards ("
  "  match_id INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,"
  "  game INTEGER NOT NULL,"
  "  seq INTEGER NOT NULL,"
  "  kind INTEGER NOT NULL,"
  "  repetitions INTEGER NOT NULL,"
  "  interval_days INTEGER NOT NULL,"
  "  easiness REAL NOT NULL,"
  "  due TEXT NOT NULL,"
  "  PRIMARY KEY (match_id, game, seq, kind));"
  "CREATE INDEX drill_cards_by_due ON drill_cards (due);"
  "CREATE TABLE drill_answers ("
  "  id INTEGER PRIMARY KEY,"
  "  match_id INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,"
  "  game INTEGER NOT NULL,"
  "  seq INTEGER NOT NULL,"
  "  kind INTEGER NOT NULL,"
  "  answered_at INTEGER NOT NULL,"
  "  grade INTEGER NOT NULL,"
  "  equity_loss REAL NOT NULL);"
  "CREATE INDEX analysis_decisions_by_mark ON analysis_decisions (mark, equity_loss DESC);";

/* Version 10: the history at 100,000 matches (issue 33). The matches
 * listed, counted by what the list's menus pick them by: the names and
 * levels (whence the opponent, as the desk player sees it), the winner,
 * finished or not, and the length; a level unknown is ''. Triggers keep
 * it, so that the count of a list and the opponents' menu read a few
 * hundred rows instead of every match (25 and 44 ms at 100,000). A
 * match played on changes no count until it ends: the triggers on
 * update fire only when a counted column changes. */
#define GROUP_KEY(R)                                                                           \
  "name0 = " R ".name0 AND name1 = " R ".name1 AND level0 = coalesce(" R ".level0, '')"          \
  " AND level1 = coalesce(" R ".level1, '') AND winner = " R ".winner"                          \
  " AND finished = (" R ".finished_at IS NOT NULL) AND length = " R ".length"
#define GROUP_ADD(R)                                                                           \
  "INSERT INTO match_groups (name0, name1, level0, level1, winner, finished, length, n)"       \
  " SELECT " R ".name0, " R ".name1, coalesce(" R ".level0, ''), coalesce(" R ".level1, ''), "   \
  R ".winner, " R ".finished_at IS NOT NULL, " R ".length, 1 WHERE " R ".deleted_at IS NULL"      \
  " ON CONFLICT (name0, name1, level0, level1, winner, finished, length)"                      \
  " DO UPDATE SET n = n + 1;"
#define GROUP_REMOVE(R)                                                                        \
  "UPDATE match_groups SET n = n - 1 WHERE " R ".deleted_at IS NULL AND " GROUP_KEY (R) ";"     \
  "DELETE FROM match_groups WHERE n <= 0 AND " GROUP_KEY (R) ";"
static const char schema_v10[] =
  "CREATE TABLE match_groups ("
  "  name0 TEXT NOT NULL, name1 TEXT NOT NULL, level0 TEXT NOT NULL, level1 TEXT NOT NULL,"
  "  winner INTEGER NOT NULL, finished INTEGER NOT NULL, length INTEGER NOT NULL,"
  "  n INTEGER NOT NULL,"
  "  UNIQUE (name0, name1, level0, level1, winner, finished, length));"
  "INSERT INTO match_groups"
  "  SELECT name0, name1, coalesce(level0, ''), coalesce(level1, ''), winner,"
  "         finished_at IS NOT NULL, length, count(*)"
  "  FROM matches WHERE deleted_at IS NULL GROUP BY 1, 2, 3, 4, 5, 6, 7;"
  "CREATE TRIGGER match_groups_insert AFTER INSERT ON matches BEGIN " GROUP_ADD ("new") " END;"
  "CREATE TRIGGER match_groups_delete AFTER DELETE ON matches BEGIN " GROUP_REMOVE ("old")
  " END;"
  "CREATE TRIGGER match_groups_update"
  "  AFTER UPDATE OF deleted_at, name0, name1, level0, level1, winner, finished_at, length"
  "  ON matches"
  "  WHEN (old.deleted_at IS NULL) <> (new.deleted_at IS NULL) OR old.name0 IS NOT new.name0"
  "    OR old.name1 IS NOT new.name1 OR old.level0 IS NOT new.level0"
  "    OR old.level1 IS NOT new.level1 OR old.winner IS NOT new.winner"
  "    OR (old.finished_at IS NULL) <> (new.finished_at IS NULL) OR old.length IS NOT new.length"
  "  BEGIN " GROUP_REMOVE ("old") GROUP_ADD ("new") " END;";

/* Version 11: positions kept by name (issue 28): a position set up in
 * the editor, as its XGID (which holds the board, the cube, the dice,
 * the score and who is on roll), with a name and a free note. A table
 * of its own that nothing else refers to, so this migration stands
 * alone whatever its number. */
static const char schema_v11[] =
  "CREATE TABLE named_positions ("
  "  id INTEGER PRIMARY KEY,"
  "  name TEXT NOT NULL,"
  "  note TEXT NOT NULL DEFAULT '',"
  "  xgid TEXT NOT NULL,"
  "  saved_at INTEGER NOT NULL);"
  "CREATE INDEX named_positions_by_time ON named_positions (saved_at DESC, id DESC);";

static const char *const migrations[] = { schema_v1, schema_v2, schema_v3, schema_v4,
                                          schema_v5, schema_v6, schema_v7, schema_v8,
                                          schema_v9, schema_v10, schema_v11 };

G_STATIC_ASSERT (G_N_ELEMENTS (migrations) == GAMAO_STORE_SCHEMA_VERSION);

static gboolean
exec (sqlite3 *db, const char *sql, GError **error)
{
  char *message = NULL;

  if (sqlite3_exec (db, sql, NULL, NULL, &message) == SQLITE_OK)
    return TRUE;
  g_set_error (error, GAMAO_STORE_ERROR, GAMAO_STORE_ERROR_SQL, "%s",
               message ? message : sqlite3_errmsg (db));
  sqlite3_free (message);
  return FALSE;
}

int
gamao_store_schema_version (sqlite3 *db)
{
  sqlite3_stmt *stmt = NULL;
  int version = -1;

  if (sqlite3_prepare_v2 (db, "PRAGMA user_version", -1, &stmt, NULL) == SQLITE_OK
      && sqlite3_step (stmt) == SQLITE_ROW)
    version = sqlite3_column_int (stmt, 0);
  sqlite3_finalize (stmt);
  return version;
}

gboolean
gamao_store_migrate (sqlite3 *db, int target, GError **error)
{
  g_return_val_if_fail (target >= 1 && target <= GAMAO_STORE_SCHEMA_VERSION, FALSE);

  /* IMMEDIATE: a second program opening the same file at the same time
   * waits here instead of migrating twice. */
  if (!exec (db, "BEGIN IMMEDIATE", error))
    return FALSE;
  int version = gamao_store_schema_version (db);
  for (int v = version; v >= 0 && v < target; v++)
    {
      g_autofree char *set_version = g_strdup_printf ("PRAGMA user_version = %d", v + 1);
      if (!exec (db, migrations[v], error) || !exec (db, set_version, error))
        {
          exec (db, "ROLLBACK", NULL);
          return FALSE;
        }
    }
  return exec (db, "COMMIT", error);
}

static const char *const action_keys[] = {
  [GAMAO_ACTION_ROLL] = "roll",
  [GAMAO_ACTION_PLAY] = "play",
  [GAMAO_ACTION_DOUBLE] = "double",
  [GAMAO_ACTION_TAKE] = "take",
  [GAMAO_ACTION_DROP] = "drop",
  [GAMAO_ACTION_BEAVER] = "beaver",
  [GAMAO_ACTION_RESIGN_OFFER] = "resign-offer",
  [GAMAO_ACTION_RESIGN_ACCEPT] = "resign-accept",
  [GAMAO_ACTION_RESIGN_DECLINE] = "resign-decline",
  [GAMAO_ACTION_PASS] = "pass",
  [GAMAO_ACTION_GAME_END] = "game-end",
};

const char *
gamao_store_action_key (GamaoActionKind kind)
{
  g_return_val_if_fail ((guint) kind < G_N_ELEMENTS (action_keys), NULL);
  return action_keys[kind];
}

gboolean
gamao_store_action_from_key (const char *key, GamaoActionKind *kind)
{
  for (guint i = 0; key && i < G_N_ELEMENTS (action_keys); i++)
    if (strcmp (key, action_keys[i]) == 0)
      {
        *kind = (GamaoActionKind) i;
        return TRUE;
      }
  return FALSE;
}

char *
gamao_store_encode_steps (const GamaoStep *steps, unsigned n_steps)
{
  GString *text = g_string_new (NULL);

  for (unsigned i = 0; i < n_steps; i++)
    g_string_append_printf (text, "%s%d/%d/%d/%d", i ? " " : "", steps[i].from, steps[i].to,
                            steps[i].die, steps[i].hit ? 1 : 0);
  return g_string_free (text, FALSE);
}

gboolean
gamao_store_decode_steps (const char *text, GamaoStep steps[4], unsigned *n_steps)
{
  g_auto (GStrv) groups = g_strsplit (text ? text : "", " ", -1);
  unsigned n = 0;

  for (guint i = 0; groups[i]; i++)
    {
      int from, to, die, hit;
      char end;

      if (*groups[i] == '\0')
        continue;
      if (n == 4 || sscanf (groups[i], "%d/%d/%d/%d%c", &from, &to, &die, &hit, &end) != 4
          || from < 1 || from > 25 || to < 0 || to > 24 || die < 1 || die > 6 || hit < 0
          || hit > 1)
        return FALSE;
      steps[n].from = (int8_t) from;
      steps[n].to = (int8_t) to;
      steps[n].die = (int8_t) die;
      steps[n].hit = hit == 1;
      n++;
    }
  *n_steps = n;
  return TRUE;
}
