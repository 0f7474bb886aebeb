/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-store-private.h: what the files of GamaoStore share: the
 * connection, cached statements and the encoding of actions. */
#pragma once

#include "gamao-store.h"
#include "gamao-store-analysis.h"

#include <sqlite3.h>

G_BEGIN_DECLS

struct _GamaoStore
{
  GObject parent_instance;

  sqlite3 *db;
  char *path;
  char *moved_aside;
  GHashTable *statements;  /* SQL text (static) -> sqlite3_stmt */
  char *desk_player;       /* the person at this desk, or NULL */
  gboolean salvaged;       /* a damaged history was read into this one */
  guint n_saved, n_lost;   /* its matches carried over, and lost */
  gboolean read_only;      /* opened read-only: nothing is written */
};

/* The players' names as shown, in SQL (player_name() is defined on every
 * connection; see gamao-player-names.h). A stored name is shown as it is:
 * SQL says so without calling C for each row (a list's count and its
 * opponents read every match). */
#define SHOWN_NAME0                                                                            \
  "(CASE WHEN name0 <> '' THEN name0 ELSE player_name(name0, 0, level0, level1) END)"
#define SHOWN_NAME1                                                                            \
  "(CASE WHEN name1 <> '' THEN name1 ELSE player_name(name1, 1, level1, level0) END)"

/* The matches not deleted, as the table `seen`, seen from the side of
 * the person at this desk (`?2`, a person's name as shown; NULL: whoever
 * sat in seat 0): `me` is their seat (0 when they did not play), `plays`
 * whether they played, `opponent` the other seat's name as shown. */
#define SEATED_FROM(ROWS)                                                                      \
  "WITH seated AS (SELECT *,"                                                                   \
  "   CASE WHEN ?2 IS NOT NULL AND level1 IS NULL AND " SHOWN_NAME1 " = ?2"                     \
  "     AND NOT (level0 IS NULL AND " SHOWN_NAME0 " = ?2) THEN 1 ELSE 0 END AS me,"            \
  "   (?2 IS NULL OR (level0 IS NULL AND " SHOWN_NAME0 " = ?2)"                                 \
  "    OR (level1 IS NULL AND " SHOWN_NAME1 " = ?2)) AS plays"                                  \
  "   FROM " ROWS "),"                                                                          \
  " seen AS (SELECT *, CASE me WHEN 0 THEN " SHOWN_NAME1 " ELSE " SHOWN_NAME0 " END"            \
  "   AS opponent FROM seated) "
#define SEATED_MATCHES SEATED_FROM ("matches WHERE deleted_at IS NULL")
/* The same over the groups of matches of version 10's `match_groups`,
 * with their columns as `matches` has them, and `n`, the matches in
 * each: what a count or the opponents need, not every match. */
#define GROUPED_MATCHES                                                                        \
  "(SELECT name0, name1, nullif(level0, '') AS level0, nullif(level1, '') AS level1, winner,"  \
  " CASE WHEN finished THEN 1 END AS finished_at, length, n FROM match_groups WHERE n > 0)"
#define SEATED_GROUPS SEATED_FROM (GROUPED_MATCHES)

/* The matches a query picks, on SEATED_MATCHES (?1 the opponent, ?2 the
 * desk player): ?3 the GamaoStoreFilter, ?4 the search as FTS5 reads it,
 * ?5 and ?6 the time range, ?7 the length, ?8 the GamaoStoreAnalysed;
 * NULL for what is not asked. The subquery of ?4 is run once (it does
 * not depend on the row). The lists, their counts and the statistics
 * read the same matches through it. */
#define GAMAO_STORE_PICKED                                                                     \
  GAMAO_STORE_PICKED_BUT_WORDS                                                                 \
  " AND (?4 IS NULL OR id IN (SELECT rowid FROM matches_text WHERE matches_text MATCH ?4))"
/* The same without the search, for a statement that asks `id IN (…)`
 * alone, which SQLite then reads by the full-text index's rows (twice as
 * fast as every match checked, for a count). */
#define GAMAO_STORE_PICKED_BUT_WORDS                                                           \
  GAMAO_STORE_PICKED_BY_GROUP                                                                  \
  " AND (?5 IS NULL OR created_at >= ?5) AND (?6 IS NULL OR created_at < ?6)"                  \
  " AND (?8 = 0 OR (?8 = 1) = EXISTS (SELECT 1 FROM analyses a WHERE a.match_id = id))"
/* What of the above SEATED_GROUPS can answer: the opponent, the result
 * and the length. */
#define GAMAO_STORE_PICKED_BY_GROUP                                                            \
  "(?1 IS NULL OR opponent = ?1)"                                                              \
  " AND (?3 = 0 OR (?3 = 1 AND winner = me)"                                                   \
  "      OR (?3 = 2 AND winner >= 0 AND winner <> me)"                                         \
  "      OR (?3 = 3 AND finished_at IS NULL))"                                                 \
  " AND (?7 IS NULL OR length = ?7)"

/* A cached statement on SEATED_MATCHES and GAMAO_STORE_PICKED with
 * `query`'s parameters bound (NULL: every match), ?9 and on left free. */
sqlite3_stmt *gamao_store_prepare_query (GamaoStore *self, const char *sql,
                                         const GamaoStoreQuery *query, GError **error);

/* Adds to `players` the cube errors of the decisions kept for match `id`. */
gboolean gamao_store_count_cube_errors (GamaoStore *self, gint64 id,
                                        GamaoPlayerAnalysis players[2], GError **error);

/* gamao_store_prepare() for a statement on SEATED_MATCHES: binds ?1 to
 * `opponent` (NULL for all) and ?2 to the desk player. */
sqlite3_stmt *gamao_store_prepare_seen (GamaoStore *self, const char *sql, const char *opponent,
                                        GError **error);

/* A cached, reset statement for `sql`, which must be a string literal
 * (the cache is keyed by its address). NULL with `error` when SQLite
 * refuses it. */
sqlite3_stmt *gamao_store_prepare (GamaoStore *self, const char *sql, GError **error);
/* Runs a statement to its end and resets it. */
gboolean gamao_store_run (GamaoStore *self, sqlite3_stmt *stmt, GError **error);
/* Sets `error` to "there is no match `id`"; returns FALSE. */
gboolean gamao_store_no_match (gint64 id, GError **error);
/* TRUE when the last statement changed exactly one row, else
 * gamao_store_no_match(). */
gboolean gamao_store_changed_one (GamaoStore *self, gint64 id, GError **error);
/* A second connection to the history at `path`, which
 * gamao_store_open() has made and migrated already: no check, no
 * migration; a lock held elsewhere is waited for `busy_ms`. For the
 * writer's thread (gamao-store-writer.h). */
GamaoStore *gamao_store_open_writer (const char *path, int busy_ms, GError **error);
/* Runs `func (store, data)` on the writer's thread before the write the
 * disk refused, or next: for tests, which simulate a full disk with a
 * PRAGMA on the writer's own connection. */
typedef struct _GamaoStoreWriter GamaoStoreWriter;
void gamao_store_writer_run_first (GamaoStoreWriter *self,
                                   gboolean (*func) (GamaoStore *store, gpointer data,
                                                     GError **error),
                                   gpointer data);
/* Sets `error` from the connection's last error (BUSY, FULL, READ_ONLY
 * or SQL, by SQLite's code); returns FALSE. */
gboolean gamao_store_fail (GamaoStore *self, GError **error);
/* Steps `stmt`, a prepared count, and resets it: the count, or -1 with
 * `error` set. */
gint64 gamao_store_count_of (GamaoStore *self, sqlite3_stmt *stmt, GError **error);

gboolean gamao_store_begin (GamaoStore *self, GError **error);
gboolean gamao_store_commit (GamaoStore *self, GError **error);
void gamao_store_rollback (GamaoStore *self);

/* gamao-store-salvage.c: copies the rows of the damaged history
 * `damaged` that can be read into a new file `path` at the damaged
 * file's schema version; returns how many matches some row shows
 * existed. Then, on the store opened on `path`, prune() drops every
 * match that does not read whole and returns how many are left. */
guint gamao_store_salvage_copy (const char *damaged, const char *path);
/* gamao-store-salvage-pages.c: adds to `to` (at the damaged file's
 * version) the rows found on the table leaf pages of the file `damaged`,
 * read off the file itself; rows `to` has already are kept. */
void gamao_store_salvage_pages (const char *damaged, sqlite3 *to);
guint gamao_store_salvage_prune (GamaoStore *self);

/* The file's schema version (its user_version); -1 when unreadable. */
int gamao_store_schema_version (sqlite3 *db);
/* Brings the schema of `db` from its user_version up to `target`. For
 * tests, which build databases as older versions wrote them. */
gboolean gamao_store_migrate (sqlite3 *db, int target, GError **error);

/* The stable key of an action kind in the database ("roll", "play", …)
 * and back. */
const char *gamao_store_action_key (GamaoActionKind kind);
gboolean gamao_store_action_from_key (const char *key, GamaoActionKind *kind);
/* Steps as "from/to/die/hit" groups separated by spaces, and back. */
char *gamao_store_encode_steps (const GamaoStep *steps, unsigned n_steps);
gboolean gamao_store_decode_steps (const char *text, GamaoStep steps[4], unsigned *n_steps);

/* Forgets the steps of the turn in progress (an action was written). */
gboolean gamao_store_clear_turn (GamaoStore *self, gint64 id, GError **error);

/* Inserts one action of game row `game_id` at `seq`; with a GAME_END
 * also scores the game and the match. No transaction of its own. */
gboolean gamao_store_insert_action (GamaoStore *self, gint64 match_id, gint64 game_id,
                                    const GamaoGameRecord *game, gsize seq, guint length,
                                    GError **error);
/* Inserts a game row (number from 1); its id in `*game_id`. */
gboolean gamao_store_insert_game (GamaoStore *self, gint64 match_id, guint number,
                                  const GamaoGameRecord *game, gint64 *game_id, GError **error);
/* Inserts the match row; its id in `*id`. */
gboolean gamao_store_insert_match (GamaoStore *self, const GamaoMatchRecord *record,
                                   const char *const levels[2], const char *origin,
                                   const char *settings, gint64 *id, GError **error);

G_END_DECLS
