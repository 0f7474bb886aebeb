/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-store.h: the match history, an SQLite database.
 *
 * Every match is kept as its GamaoMatchRecord: the games and, game by
 * game, every action in the order it happened. Actions are written one
 * transaction each, so a crash loses at most the step in progress. The
 * history is seen from seat 0 (the light checkers, the person at the
 * desk): "won" means player 0 won, "opponent" is player 1.
 *
 * A database that cannot be read is never deleted: it is renamed to
 * "history.db.corrupt-YYYYMMDD-HHMMSS" (with its -wal and -shm files), a
 * fresh one takes its place and gamao_store_get_moved_aside() tells where
 * the old one went. */
#pragma once

#include "gamao-match.h"
#include "gamao-match-file.h"
#include "gamao-match-record.h"
#include "gamao-match-summary.h"

#include <gio/gio.h>

G_BEGIN_DECLS

/* The schema this program writes; older ones are migrated on open. */
#define GAMAO_STORE_SCHEMA_VERSION 11

#define GAMAO_STORE_ERROR (gamao_store_error_quark ())
GQuark gamao_store_error_quark (void);

typedef enum
{
  GAMAO_STORE_ERROR_OPEN,       /* the database cannot be opened nor replaced */
  GAMAO_STORE_ERROR_SQL,        /* SQLite refused a statement */
  GAMAO_STORE_ERROR_NOT_FOUND,  /* no match with that id */
  GAMAO_STORE_ERROR_BAD_DATA,   /* a stored match that does not read back */
  GAMAO_STORE_ERROR_BAD_FILE,   /* an import file with an error */
  GAMAO_STORE_ERROR_TRACKED,    /* a tracked game the score does not allow */
  GAMAO_STORE_ERROR_NOT_EXPORTABLE, /* a match from a set-up position, for a .mat file */
  GAMAO_STORE_ERROR_BUSY,       /* another program holds the history: try again later */
  GAMAO_STORE_ERROR_FULL,       /* the disk (or the file's size limit) is full */
  GAMAO_STORE_ERROR_READ_ONLY,  /* the history cannot be written */
} GamaoStoreError;

/* Which matches gamao_store_list() returns. */
typedef enum
{
  GAMAO_STORE_FILTER_ALL,
  GAMAO_STORE_FILTER_WON,       /* player 0 won */
  GAMAO_STORE_FILTER_LOST,      /* player 1 won */
  GAMAO_STORE_FILTER_UNFINISHED,
} GamaoStoreFilter;

/* Whether a list shows matches analysed, not analysed, or both. */
typedef enum
{
  GAMAO_STORE_ANALYSED_ANY,
  GAMAO_STORE_ANALYSED_YES,
  GAMAO_STORE_ANALYSED_NO,
} GamaoStoreAnalysed;

/* A list's order; every one ends newest first. */
typedef enum
{
  GAMAO_STORE_SORT_DATE,        /* newest first */
  GAMAO_STORE_SORT_LENGTH,      /* longest first, money sessions last */
  GAMAO_STORE_SORT_OPPONENT,    /* by the opponent's name, A to Z */
  GAMAO_STORE_SORT_PR,          /* the desk player's PR, best (lowest) first; not analysed last */
  GAMAO_STORE_N_SORTS,
} GamaoStoreSort;

/* Which matches a list shows and in which order, all of it answered by
 * one query. Zero-filled: every match, newest first. */
typedef struct
{
  const char *opponent;         /* the opponent's name as shown; NULL: all */
  GamaoStoreFilter result;
  /* Words that must each begin a word of a player's stored name, the
   * event, the place or the notes (in any case, accents ignored); NULL
   * or blank: no search. */
  const char *search;
  gint64 since, until;          /* created at in [since, until) (Unix time); 0: open */
  gboolean by_length;           /* only matches of `length` points (0: money sessions) */
  guint length;
  GamaoStoreAnalysed analysed;
  GamaoStoreSort sort;
} GamaoStoreQuery;

/* Where a match came from. */
#define GAMAO_STORE_ORIGIN_PLAYED "played"
#define GAMAO_STORE_ORIGIN_IMPORTED "imported"
#define GAMAO_STORE_ORIGIN_TRACKED "tracked"

/* Player 0's record against one opponent (player 1). */
typedef struct
{
  guint matches_won, matches_lost, matches_unfinished;
  guint games_won, games_lost;
  guint gammons_won, gammons_lost;         /* gammons only, not backgammons */
  guint backgammons_won, backgammons_lost;
  double average_length;                   /* of the matches, in points; 0 for none */
  double average_games;                    /* games per match; 0 for none */
  /* How often each face came up on each player's dice (index 1..6),
   * opening rolls included; each face is expected 1/6 of the time. */
  guint64 faces[2][7];
  guint64 rolls[2];                        /* rolls counted (two dice each) */
  guint64 doubles[2];                      /* of them, doubles (expected 1/6) */
} GamaoStoreStats;

#define GAMAO_TYPE_STORE (gamao_store_get_type ())
G_DECLARE_FINAL_TYPE (GamaoStore, gamao_store, GAMAO, STORE, GObject)

/* $GAMAO_DB when set, else "$XDG_DATA_HOME/gamao/history.db". */
char *gamao_store_default_path (void);

/* Opens (creating it and its folder when needed) and migrates the
 * database at `path`. A corrupt or foreign file is moved aside and
 * replaced; NULL only when even a fresh database cannot be made. */
GamaoStore *gamao_store_open (const char *path, GError **error);
/* How many matches the history at `path` lists (0 with no file there),
 * read without opening it as gamao_store_open() does (no check, no
 * migration): for the first frame, which cannot wait for those. -1 when
 * it cannot be read so (damaged, or too old). */
int gamao_store_peek_size (const char *path);
/* The history at `path` read-only (SQLite's mode=ro, immutable when its
 * -shm cannot be made): listing, replay, statistics and export work,
 * every write fails. gamao_store_open() opens so a history whose file or
 * folder the user may not write. */
GamaoStore *gamao_store_open_read_only (const char *path, GError **error);
gboolean gamao_store_is_read_only (GamaoStore *self);
const char *gamao_store_get_path (GamaoStore *self);
/* Where a database that could not be used was moved, or NULL. */
const char *gamao_store_get_moved_aside (GamaoStore *self);
/* When the database moved aside was a damaged history, TRUE, with how
 * many of its matches were carried into this one and how many could not
 * be read whole (and are only in the file moved aside). */
gboolean gamao_store_get_salvage (GamaoStore *self, guint *saved, guint *lost);
/* How long a write on this connection waits for a lock another program
 * holds (10 s from gamao_store_open()); the app's main thread, which
 * must not wait, sets it short and leaves the waiting to its writer. */
void gamao_store_set_busy_timeout (GamaoStore *self, int ms);

/* A new match row for `record` (its names, length and rules) and every
 * action the record holds already, each in its own transaction. `levels`
 * (may be NULL, as may each) names the computer level of each seat;
 * `settings` is free text for the program that plays it. Returns the id,
 * or 0 with `error`. */
gint64 gamao_store_add_match (GamaoStore *self, const GamaoMatchRecord *record,
                              const char *const levels[2], const char *origin,
                              const char *settings, GError **error);
/* The same in one transaction, all or none: a row is never left without
 * the actions it was made with (a full disk leaves no empty match). */
gint64 gamao_store_add_match_whole (GamaoStore *self, const GamaoMatchRecord *record,
                                    const char *const levels[2], const char *origin,
                                    GError **error);
/* Many whole records as new matches in one transaction, all or none:
 * for generators and big imports, which cannot pay a disk sync per
 * action. The records must replay (they are not checked here). */
gboolean gamao_store_add_records (GamaoStore *self, GamaoMatchRecord *const *records,
                                  guint n_records, const char *const levels[2],
                                  const char *origin, GError **error);
/* Writes the games and actions of `record` that the match `id` does not
 * hold yet, one transaction each. The record must be the one stored so
 * far with more appended (records only grow). */
gboolean gamao_store_append (GamaoStore *self, gint64 id, const GamaoMatchRecord *record,
                             GError **error);
/* A whole .mat or .sgf file (told apart by its content) as one new match, in a single transaction: all or
 * nothing. Returns the id, or 0 with `error` (the file's line in it). */
gint64 gamao_store_import (GamaoStore *self, const char *text, gsize length, GError **error);
/* Imports each file as a new match (.mat or .sgf by its content);
 * returns how many were imported. Each file refused adds "NAME: Line N:
 * reason" to `failures` (strings to g_free()). */
guint gamao_store_import_files (GamaoStore *self, GFile *const *files, guint n_files,
                                GPtrArray *failures);
/* The same for a worker thread: a cancelled `cancellable` stops it
 * between files and in the middle of one (whose matches are then not
 * imported: each file is one transaction); `*n_done` (may be NULL) counts
 * the files done, atomically, for a progress bar. */
guint gamao_store_import_files_cancellable (GamaoStore *self, GFile *const *files, guint n_files,
                                            GPtrArray *failures, GCancellable *cancellable,
                                            guint *n_done);
/* One line that says how an import of several files went, for a toast. */
char *gamao_store_import_summary (guint imported, const GPtrArray *failures);
/* The match as a .mat file, to g_free(); not for tracked matches, which
 * hold no moves, nor for matches started from a set-up position, which
 * the format cannot describe. */
char *gamao_store_export (GamaoStore *self, gint64 id, GError **error);
/* The same in the format asked for. */
char *gamao_store_export_as (GamaoStore *self, gint64 id, GamaoMatchFileFormat format,
                             GError **error);

/* Reads the match back; NULL with `error` when there is no such match.
 * A tracked match has games without actions (see gamao-match-summary.h). */
GamaoMatchRecord *gamao_store_load (GamaoStore *self, gint64 id, GError **error);
GamaoMatchSummary *gamao_store_get_summary (GamaoStore *self, gint64 id, GError **error);

/* Matches newest first. `opponent` (NULL for all) is the name of the
 * desk player's opponent (player 1's when no desk player is set). A list
 * of GamaoMatchSummary; NULL only on an SQL error. */
GListStore *gamao_store_list (GamaoStore *self, const char *opponent, GamaoStoreFilter filter,
                              GError **error);
/* The same a page at a time, for a list that shows a few rows of many
 * (gamao-match-list.h): the `limit` summaries from `offset` on are
 * appended to `summaries`. */
gboolean gamao_store_list_page (GamaoStore *self, const char *opponent, GamaoStoreFilter filter,
                                guint offset, guint limit, GPtrArray *summaries, GError **error);
/* How many matches gamao_store_list() would return; -1 with `error`. */
gint64 gamao_store_count_listed (GamaoStore *self, const char *opponent, GamaoStoreFilter filter,
                                 GError **error);
/* Where the match `id` is in that list; -1 when it is not listed (or
 * with `error` set on an SQL error). */
gint64 gamao_store_listed_position (GamaoStore *self, const char *opponent,
                                    GamaoStoreFilter filter, gint64 id, GError **error);
/* The same for any query. `query` NULL: every match, newest first. */
gboolean gamao_store_query_page (GamaoStore *self, const GamaoStoreQuery *query, guint offset,
                                 guint limit, GPtrArray *summaries, GError **error);
gint64 gamao_store_query_count (GamaoStore *self, const GamaoStoreQuery *query, GError **error);
gint64 gamao_store_query_position (GamaoStore *self, const GamaoStoreQuery *query, gint64 id,
                                   GError **error);
/* The lengths of the matches kept, deleted ones included (0: money
 * sessions), shortest first, as guint; NULL with `error`. */
GArray *gamao_store_list_lengths (GamaoStore *self, GError **error);
/* The words of a search as SQLite's FTS5 reads them: each one quoted,
 * as the start of a word ("bi lis" finds "Bia" at "Lisboa"); NULL when
 * there is no word. */
char *gamao_store_search_expression (const char *words);
/* The notes kept with the match `id` (NULL: none), searched with the
 * rest. */
gboolean gamao_store_set_notes (GamaoStore *self, gint64 id, const char *notes, GError **error);

/* The newest unfinished match that was played here (not imported nor
 * tracked), not deleted and begun (its opening roll made), or 0. */
gint64 gamao_store_find_unfinished (GamaoStore *self, GError **error);
/* The name of everyone the person at this desk played, sorted. */
GStrv gamao_store_list_opponents (GamaoStore *self, GError **error);

/* The steps of the turn in progress of match `id`, kept beside its
 * actions until the turn is finished (writing any action clears them):
 * a match resumed after a crash goes on from the same checkers. Loading
 * gives none (`*n_steps` 0) when nothing was kept. */
gboolean gamao_store_save_turn (GamaoStore *self, gint64 id, const GamaoStep *steps,
                                unsigned n_steps, GError **error);
gboolean gamao_store_load_turn (GamaoStore *self, gint64 id, GamaoStep steps[4],
                                unsigned *n_steps, GError **error);
/* The match `id` to be played on: replayed to where it stopped, the
 * computer seated at its level, the turn in progress as it was left.
 * NULL with `error` when it cannot be read or replayed. */
GamaoMatch *gamao_store_resume (GamaoStore *self, gint64 id, GError **error);
/* Ends the money session `id`: it is finished, at the score of the games
 * played to the end, and no longer offered to be continued. */
gboolean gamao_store_end_session (GamaoStore *self, gint64 id, GError **error);

/* Soft delete: the match disappears from lists and statistics until
 * undeleted. */
gboolean gamao_store_delete (GamaoStore *self, gint64 id, GError **error);
gboolean gamao_store_undelete (GamaoStore *self, gint64 id, GError **error);

/* The person at this desk, by the name shown for them (NULL: whoever
 * sits in seat 0). Statistics, the opponents and the won/lost filter
 * are seen from their side; statistics count only the matches they
 * played. */
void gamao_store_set_desk_player (GamaoStore *self, const char *name);
const char *gamao_store_get_desk_player (GamaoStore *self);
/* Every person's name in the history (not the computer's), sorted. */
GStrv gamao_store_list_people (GamaoStore *self, GError **error);

gboolean gamao_store_get_stats (GamaoStore *self, const char *opponent, GamaoStoreStats *stats,
                                GError **error);
/* The same for the matches `query` picks (the history's list: its
 * filters and search; the order aside) that the desk player played;
 * NULL: every match. */
gboolean gamao_store_query_stats (GamaoStore *self, const GamaoStoreQuery *query,
                                  GamaoStoreStats *stats, GError **error);

/* A match played on a physical board: only the result of each game is
 * kept. Returns the id, or 0 with `error`. */
gint64 gamao_store_add_tracked_match (GamaoStore *self, guint length, const char *name0,
                                      const char *name1, GamaoRules rules, GError **error);
/* Adds a finished game: `winner` won `kind` with the cube at
 * `cube_value`. Scores it, marks the Crawford game, and finishes the
 * match when a player reaches the length. */
gboolean gamao_store_add_tracked_game (GamaoStore *self, gint64 id, int winner,
                                       GamaoResultKind kind, guint cube_value, GError **error);

G_END_DECLS
