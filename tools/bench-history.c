/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-history: how the history window copes with a big history.
 *
 *   bench-history generate N DB   writes N real, replayable matches into
 *                                 the history DB (copies of up to 2,000
 *                                 played by the scripted players of
 *                                 gamao-selfplay, each with its own
 *                                 opponent, day, event and place; 1,000
 *                                 per transaction), and prints how long
 *                                 it took
 *   bench-history measure DB      opens the history window on DB under a
 *                                 display (xvfb-run) and prints the time to
 *                                 open it, to filter, to search, to delete
 *                                 one match and to close it, and the
 *                                 memory added
 *
 *   bench-history matfile N FILE  writes a money session of N games
 *                                 played by the scripted players to FILE
 *                                 (.mat), for the next
 *   bench-history frames DB FILE… opens the history window of a history
 *                                 session on DB and prints the longest
 *                                 gap between the frames it draws while
 *                                 idle, while the FILEs are imported, and for
 *                                 30 s while another program (this one,
 *                                 `hold DB 30`) holds the history locked
 *                                 and a match is played and recorded;
 *                                 then whether that match was kept whole
 *
 * A time runs from the request until the window has painted a frame
 * after it and the main loop has nothing left to do. Figures to read,
 * never asserted in a test. */
#define _GNU_SOURCE /* RUSAGE_THREAD */
#include "config.h"

#include <adwaita.h>
#include <stdio.h>
#include <stdlib.h>
#include <sqlite3.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>

#include "gamao-history-session.h"
#include "gamao-history-window.h"
#include "gamao-match-file.h"
#include "gamao-match-summary.h"
#include "gamao-selfplay.h"
#include "gamao-store.h"

#define BATCH 1000

static const char *const opponents[] = { "Bia", "Rui", "Carla", "Duarte", "Elisa", "Fábio",
                                         "Gil", "Helena", "Inês", "João", "Lia", "Marta" };

/* The match `index` of the history: its opponent, length and dice
 * follow from the index, so a history is the same every time. */
static GamaoMatchRecord *
play_one (guint index, GError **error)
{
  static const guint lengths[] = { 1, 3, 5, 7, 0 };
  g_autoptr (GamaoPlayer) ana = gamao_player_new ("Ana", GAMAO_PLAYER_HUMAN, 0);
  g_autoptr (GamaoPlayer) other = gamao_player_new (opponents[index % G_N_ELEMENTS (opponents)],
                                                    GAMAO_PLAYER_HUMAN, 0);
  guint length = lengths[(index / G_N_ELEMENTS (opponents)) % G_N_ELEMENTS (lengths)];
  g_autoptr (GamaoMatch) match = gamao_match_new (length, ana, other, GAMAO_RULE_CRAWFORD);
  GamaoSelfplayRules rules;

  gamao_selfplay_rules_init (&rules);
  rules.max_games = 3;
  if (!gamao_selfplay_run (match, &rules, 1000 + index, error))
    return NULL;
  /* The match is done with it: the record lives on alone. */
  return gamao_match_record_ref ((GamaoMatchRecord *) gamao_match_get_record (match));
}

/* Distinct matches played; the history's matches are copies of them,
 * each with its own opponent, day, event and place. Playing is what
 * costs (a few ms a match): 100,000 played would take an hour, 100,000
 * copies of 2,000 a few minutes. */
#define POOL 2000

static const char *const places[] = { "Lisboa", "Porto", "Coimbra", "Braga", "Faro",
                                      "São Paulo", "Recife", "Online" };

/* The match `index` as its copy of the pool's match: the opponent, the
 * day (50 a day, the newest today), the event and the place follow from
 * the index. */
static GamaoMatchRecord *
dress (GamaoMatchRecord *played, guint index, guint n)
{
  GamaoMatchRecord *record = gamao_match_record_copy (played);
  g_autoptr (GDateTime) today = g_date_time_new_now_utc ();
  g_autoptr (GDateTime) day = g_date_time_add_days (today, -(int) ((n - 1 - index) / 50));
  g_autofree char *date = g_date_time_format (day, "%Y-%m-%d");
  g_autofree char *event = g_strdup_printf ("Clube %u, jornada %u", index % 40, index % 13);

  gamao_match_record_set_name (record, 1, opponents[index % G_N_ELEMENTS (opponents)]);
  gamao_match_record_set_info (record, GAMAO_INFO_DATE, date);
  gamao_match_record_set_info (record, GAMAO_INFO_EVENT, event);
  gamao_match_record_set_info (record, GAMAO_INFO_PLACE, places[index % G_N_ELEMENTS (places)]);
  return record;
}

static int
generate (guint n, const char *path)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GamaoStore) store = gamao_store_open (path, &error);
  g_autoptr (GPtrArray) pool = g_ptr_array_new_with_free_func (
    (GDestroyNotify) gamao_match_record_unref);
  g_autoptr (GPtrArray) batch = g_ptr_array_new_with_free_func (
    (GDestroyNotify) gamao_match_record_unref);
  gint64 start = g_get_monotonic_time ();

  if (!store)
    {
      g_printerr ("%s: %s\n", path, error->message);
      return 1;
    }
  for (guint i = 0; i < MIN (n, POOL); i++)
    {
      GamaoMatchRecord *record = play_one (i, &error);

      if (!record)
        {
          g_printerr ("match %u: %s\n", i, error->message);
          return 1;
        }
      g_ptr_array_add (pool, record);
    }
  printf ("played %u matches in %.1f s\n", pool->len,
          (g_get_monotonic_time () - start) / (double) G_TIME_SPAN_SECOND);
  for (guint i = 0; i < n; i++)
    {
      g_ptr_array_add (batch, dress (g_ptr_array_index (pool, i % pool->len), i, n));
      if (batch->len == BATCH || i + 1 == n)
        {
          if (!gamao_store_add_records (store, (GamaoMatchRecord *const *) batch->pdata,
                                        batch->len, NULL, GAMAO_STORE_ORIGIN_PLAYED, &error))
            {
              g_printerr ("%s\n", error->message);
              return 1;
            }
          g_ptr_array_set_size (batch, 0);
        }
    }
  printf ("generated %u matches in %.1f s\n", n,
          (g_get_monotonic_time () - start) / (double) G_TIME_SPAN_SECOND);
  return 0;
}

/* Resident memory, in MB. */
static double
resident_mb (void)
{
  g_autofree char *text = NULL;
  unsigned long pages = 0, resident = 0;

  if (g_file_get_contents ("/proc/self/statm", &text, NULL, NULL))
    sscanf (text, "%lu %lu", &pages, &resident);
  return resident * (double) sysconf (_SC_PAGESIZE) / (1024.0 * 1024.0);
}

static void
on_after_paint (GdkFrameClock *clock, gboolean *painted)
{
  *painted = TRUE;
}

/* Until `widget` has painted a frame and nothing is pending. */
static void
settle (GtkWidget *widget)
{
  gboolean painted = FALSE;
  GdkFrameClock *clock;
  gulong id;

  while (!gtk_widget_get_mapped (widget))
    g_main_context_iteration (NULL, TRUE);
  clock = gtk_widget_get_frame_clock (widget);
  id = g_signal_connect (clock, "after-paint", G_CALLBACK (on_after_paint), &painted);
  gtk_widget_queue_draw (widget);
  while (!painted)
    g_main_context_iteration (NULL, TRUE);
  g_signal_handler_disconnect (clock, id);
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
}

/* How many widgets of `type` are under `widget`: the rows a list made. */
static guint
count_widgets (GtkWidget *widget, GType type)
{
  guint n = G_TYPE_CHECK_INSTANCE_TYPE (widget, type);

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    n += count_widgets (child, type);
  return n;
}

/* The process's CPU time (user and system), in microseconds: on a busy
 * machine a better figure than the wall clock. */
static gint64
cpu_now (void)
{
  struct rusage usage;

  getrusage (RUSAGE_SELF, &usage);
  return (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * G_USEC_PER_SEC
         + usage.ru_utime.tv_usec + usage.ru_stime.tv_usec;
}

static gint64 cpu_start;

/* Milliseconds since `start`; the CPU time since then is in cpu_ms(). */
static double
since (gint64 start)
{
  return (g_get_monotonic_time () - start) / 1000.0;
}

static double
cpu_ms (void)
{
  return (cpu_now () - cpu_start) / 1000.0;
}

static int
measure (const char *path)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GamaoStore) store = gamao_store_open (path, &error);
  GtkWidget *parent;
  GamaoHistoryWindow *window;
  GListModel *matches;
  double before;
  gint64 start;

  if (!store)
    {
      g_printerr ("%s: %s\n", path, error->message);
      return 1;
    }
  /* The queries alone, for comparison with the window's figures. */
  start = g_get_monotonic_time ();
  cpu_start = cpu_now ();
  gint64 n = gamao_store_count_listed (store, NULL, GAMAO_STORE_FILTER_ALL, NULL);
  printf ("count query: %.1f ms (%" G_GINT64_FORMAT " matches)\n", since (start), n);
  g_autoptr (GPtrArray) page = g_ptr_array_new_with_free_func (g_object_unref);
  start = g_get_monotonic_time ();
  cpu_start = cpu_now ();
  gamao_store_list_page (store, NULL, GAMAO_STORE_FILTER_ALL, 0, 64, page, NULL);
  printf ("first page query: %.1f ms\n", since (start));
  start = g_get_monotonic_time ();
  cpu_start = cpu_now ();
  n = gamao_store_count_listed (store, "Rui", GAMAO_STORE_FILTER_WON, NULL);
  printf ("count query (Rui, won): %.1f ms (%" G_GINT64_FORMAT " matches)\n", since (start), n);
  start = g_get_monotonic_time ();
  gamao_store_list_page (store, "Rui", GAMAO_STORE_FILTER_WON, 192, 64, page, NULL);
  printf ("fourth page query (Rui, won): %.1f ms\n", since (start));
  start = g_get_monotonic_time ();
  cpu_start = cpu_now ();
  g_auto (GStrv) names = gamao_store_list_opponents (store, NULL);
  printf ("opponents query: %.1f ms\n", since (start));

  parent = adw_window_new ();
  gtk_window_present (GTK_WINDOW (parent));
  settle (parent);
  before = resident_mb ();

  start = g_get_monotonic_time ();
  cpu_start = cpu_now ();
  window = gamao_history_window_new (GTK_WINDOW (parent), store);
  gtk_window_present (GTK_WINDOW (window));
  settle (GTK_WIDGET (window));
  matches = gamao_history_window_get_matches (window);
  printf ("matches listed: %u\n", g_list_model_get_n_items (matches));
  printf ("open: %.0f ms (CPU %.0f ms)\n", since (start), cpu_ms ());
  /* Under Xvfb GTK 4.8 draws with GL on Mesa's llvmpipe, whose threads'
   * CPU counts here: GSK_RENDERER=cairo for the figures without it. */
  printf ("renderer: %s\n",
          G_OBJECT_TYPE_NAME (gtk_native_get_renderer (GTK_NATIVE (window))));
  printf ("rows made: %u\n", count_widgets (GTK_WIDGET (window), g_type_from_name ("GamaoHistoryRow")));

  /* BENCH_PROFILE=N: N filters and back, for a profiler to sample. */
  for (int i = 0; g_getenv ("BENCH_PROFILE") && i < atoi (g_getenv ("BENCH_PROFILE")); i++)
    {
      gamao_history_window_set_filter (window, "Rui", GAMAO_STORE_FILTER_WON);
      settle (GTK_WIDGET (window));
      gamao_history_window_set_filter (window, NULL, GAMAO_STORE_FILTER_ALL);
      settle (GTK_WIDGET (window));
    }
  start = g_get_monotonic_time ();
  cpu_start = cpu_now ();
  gamao_history_window_set_filter (window, "Rui", GAMAO_STORE_FILTER_WON);
  settle (GTK_WIDGET (window));
  printf ("filter (Rui, won): %.0f ms (CPU %.0f ms), %u listed\n", since (start), cpu_ms (),
          g_list_model_get_n_items (matches));

  gamao_history_window_set_filter (window, NULL, GAMAO_STORE_FILTER_ALL);
  settle (GTK_WIDGET (window));
  start = g_get_monotonic_time ();
  cpu_start = cpu_now ();
  gamao_history_window_set_search (window, "porto jorn");
  settle (GTK_WIDGET (window));
  printf ("search (porto jorn): %.0f ms (CPU %.0f ms), %u listed\n", since (start), cpu_ms (),
          g_list_model_get_n_items (matches));
  start = g_get_monotonic_time ();
  cpu_start = cpu_now ();
  gamao_history_window_set_search (window, "carla coimbra");
  settle (GTK_WIDGET (window));
  printf ("search (carla coimbra): %.0f ms (CPU %.0f ms), %u listed\n", since (start), cpu_ms (),
          g_list_model_get_n_items (matches));
  gamao_history_window_set_search (window, NULL);
  settle (GTK_WIDGET (window));
  g_autoptr (GamaoMatchSummary) first = g_list_model_get_item (matches, 0);
  start = g_get_monotonic_time ();
  cpu_start = cpu_now ();
  gtk_widget_activate_action (GTK_WIDGET (window), "history.delete", "x",
                              gamao_match_summary_get_id (first));
  settle (GTK_WIDGET (window));
  printf ("delete one: %.0f ms (CPU %.0f ms)\n", since (start), cpu_ms ());
  gtk_widget_activate_action (GTK_WIDGET (window), "history.undelete", "x",
                              gamao_match_summary_get_id (first));
  settle (GTK_WIDGET (window));
  printf ("memory added: %.1f MB\n", resident_mb () - before);

  start = g_get_monotonic_time ();
  cpu_start = cpu_now ();
  gtk_window_destroy (GTK_WINDOW (window));
  settle (parent);
  printf ("close: %.0f ms (CPU %.0f ms)\n", since (start), cpu_ms ());
  gtk_window_destroy (GTK_WINDOW (parent));
  return 0;
}

/* ---- the window live while the history is busy ---- */

/* Writes a money session of `n` games to `path`. */
static int
write_matfile (guint n, const char *path)
{
  g_autoptr (GamaoPlayer) ana = gamao_player_new ("Ana", GAMAO_PLAYER_HUMAN, 0);
  g_autoptr (GamaoPlayer) bia = gamao_player_new ("Bia", GAMAO_PLAYER_HUMAN, 0);
  g_autoptr (GamaoMatch) match = gamao_match_new (0, ana, bia, GAMAO_RULE_CRAWFORD);
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  GamaoSelfplayRules rules;
  gint64 start = g_get_monotonic_time ();

  gamao_selfplay_rules_init (&rules);
  rules.max_games = n;
  if (!gamao_selfplay_run (match, &rules, 30000, &error)
      || !(text = gamao_match_file_write (gamao_match_get_record (match), GAMAO_MATCH_FILE_MAT))
      || !g_file_set_contents (path, text, -1, &error))
    {
      g_printerr ("%s\n", error ? error->message : "cannot write the match");
      return 1;
    }
  printf ("wrote %u games (%.1f MB) in %.1f s\n", n, strlen (text) / 1e6,
          (g_get_monotonic_time () - start) / (double) G_TIME_SPAN_SECOND);
  return 0;
}

/* Holds the history at `path` locked for `seconds`, as another program
 * writing it would; says "held" once it is. */
static int
hold (const char *path, guint seconds)
{
  sqlite3 *db = NULL;

  if (sqlite3_open (path, &db) != SQLITE_OK
      || sqlite3_exec (db, "BEGIN EXCLUSIVE", NULL, NULL, NULL) != SQLITE_OK)
    {
      g_printerr ("%s: %s\n", path, sqlite3_errmsg (db));
      return 1;
    }
  printf ("held\n");
  fflush (stdout);
  g_usleep (seconds * G_USEC_PER_SEC);
  sqlite3_exec (db, "ROLLBACK", NULL, NULL, NULL);
  sqlite3_close (db);
  return 0;
}

/* The gaps between the frames a window paints. */
typedef struct
{
  gint64 last;                  /* when the last frame was painted; 0: none yet */
  gint64 longest;
  guint n_frames, n_long;       /* frames, and gaps over 100 ms */
  /* The window's thread at the last frame: its CPU time (µs) and its
   * context switches, given up (waiting) and taken (preempted); and in
   * the longest gap, what it did: worked, waited or was kept waiting
   * by other programs. */
  gint64 last_cpu;
  long last_waits, last_preempts;
  gint64 longest_cpu;
  long longest_waits, longest_preempts;
} Frames;

static void
on_frame (GdkFrameClock *clock, Frames *f)
{
  gint64 now = g_get_monotonic_time ();
  struct rusage usage;
  gint64 cpu;

  getrusage (RUSAGE_THREAD, &usage);
  cpu = (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * G_USEC_PER_SEC
        + usage.ru_utime.tv_usec + usage.ru_stime.tv_usec;
  if (f->last && now - f->last > f->longest)
    {
      f->longest = now - f->last;
      f->longest_cpu = cpu - f->last_cpu;
      f->longest_waits = usage.ru_nvcsw - f->last_waits;
      f->longest_preempts = usage.ru_nivcsw - f->last_preempts;
    }
  if (f->last)
    f->n_long += now - f->last > 100 * 1000;
  f->last = now;
  f->last_cpu = cpu;
  f->last_waits = usage.ru_nvcsw;
  f->last_preempts = usage.ru_nivcsw;
  f->n_frames++;
}

/* Something to draw on every frame, as an animation would. */
static gboolean
redraw (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  gtk_widget_queue_draw (widget);
  return G_SOURCE_CONTINUE;
}

static void
print_frames (const char *what, const Frames *f, gint64 start)
{
  printf ("%s: %.1f s, %u frames, longest gap %.0f ms (the window's thread in it: CPU %.0f ms,"
          " %ld waits, %ld preempted), %u gaps over 100 ms\n",
          what, (g_get_monotonic_time () - start) / (double) G_TIME_SPAN_SECOND, f->n_frames,
          f->longest / 1000.0, f->longest_cpu / 1000.0, f->longest_waits, f->longest_preempts,
          f->n_long);
}

static gboolean
stop_at (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Runs the main loop for `seconds`, the frames counted afresh. */
static void
watch_idle (Frames *f, guint seconds)
{
  gboolean done = FALSE;
  gint64 start = g_get_monotonic_time ();

  memset (f, 0, sizeof *f);
  g_timeout_add_seconds (seconds, stop_at, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
  print_frames ("idle", f, start);
}

static void
watch_import (Frames *f, GamaoHistorySession *session, GamaoHistoryWindow *window,
              char **paths)
{
  g_autoptr (GPtrArray) files = g_ptr_array_new_with_free_func (g_object_unref);
  guint before = gamao_history_session_get_n_matches (session);
  gint64 start = g_get_monotonic_time ();

  for (guint i = 0; paths[i]; i++)
    g_ptr_array_add (files, g_file_new_for_path (paths[i]));
  memset (f, 0, sizeof *f);
  gamao_history_window_import_files (window, (GFile *const *) files->pdata, files->len);
  while (gamao_history_session_get_importing (session))
    g_main_context_iteration (NULL, TRUE);
  /* And the frame after the end, which the list and its menus, read
   * again, may hold back. */
  settle (GTK_WIDGET (window));
  print_frames ("import", f, start);
  printf ("matches: %u before, %u after\n", before, gamao_history_session_get_n_matches (session));
}

typedef struct
{
  GamaoMatch *match;
  GamaoSelfplayRules rules;
  GamaoDice choices;
  guint n_acts;
} Playing;

/* One action of the match every 100 ms, as a person playing fast. */
static gboolean
act (gpointer data)
{
  Playing *p = data;

  if (gamao_match_get_phase (p->match) == GAMAO_MATCH_MATCH_OVER
      || !gamao_selfplay_act (p->match, &p->rules, &p->choices, NULL))
    return G_SOURCE_REMOVE;
  p->n_acts++;
  return G_SOURCE_CONTINUE;
}

static void
on_held_over (GPid pid, int status, gpointer data)
{
  *(gboolean *) data = TRUE;
  g_spawn_close_pid (pid);
}

/* The id of the last match written in the history at `path`. */
static gint64
newest_id (const char *path)
{
  sqlite3 *db = NULL;
  sqlite3_stmt *stmt = NULL;
  gint64 id = 0;

  if (sqlite3_open_v2 (path, &db, SQLITE_OPEN_READONLY, NULL) == SQLITE_OK
      && sqlite3_prepare_v2 (db, "SELECT max(id) FROM matches", -1, &stmt, NULL) == SQLITE_OK
      && sqlite3_step (stmt) == SQLITE_ROW)
    id = sqlite3_column_int64 (stmt, 0);
  sqlite3_finalize (stmt);
  sqlite3_close (db);
  return id;
}

/* A match played and recorded while another program holds the history
 * for `seconds`: the frames meanwhile, and the match kept whole after. */
static void
watch_lock (Frames *f, GamaoHistorySession *session, const char *self_path, const char *db,
            guint seconds)
{
  g_autofree char *held_for = g_strdup_printf ("%u", seconds);
  const char *argv[] = { self_path, "hold", db, held_for, NULL };
  g_autoptr (GamaoPlayer) ana = gamao_player_new ("Ana", GAMAO_PLAYER_HUMAN, 0);
  g_autoptr (GamaoPlayer) bia = gamao_player_new ("Bia", GAMAO_PLAYER_HUMAN, 0);
  Playing p = { gamao_match_new (7, ana, bia, GAMAO_RULE_CRAWFORD) };
  g_autoptr (GError) error = NULL;
  gboolean over = FALSE;
  char line[16] = "";
  int out = -1;
  GPid pid;
  gint64 start;
  guint timer;

  if (!g_spawn_async_with_pipes (NULL, (char **) argv, NULL, G_SPAWN_DO_NOT_REAP_CHILD, NULL,
                                 NULL, &pid, NULL, &out, NULL, &error)
      || read (out, line, sizeof line - 1) <= 0 || !g_str_has_prefix (line, "held"))
    {
      g_printerr ("cannot hold the history: %s\n", error ? error->message : line);
      return;
    }
  close (out);
  g_child_watch_add (pid, on_held_over, &over);
  gamao_selfplay_rules_init (&p.rules);
  gamao_dice_init_seeded (&p.choices, 31);
  gamao_match_set_dice_seed (p.match, 32);
  gamao_history_session_follow (session, p.match, 0);
  memset (f, 0, sizeof *f);
  start = g_get_monotonic_time ();
  timer = g_timeout_add (100, act, &p);
  while (!over)
    g_main_context_iteration (NULL, TRUE);
  print_frames ("locked", f, start);
  printf ("recording while locked: %s\n",
          gamao_history_session_get_recording_text (session)
            ? gamao_history_session_get_recording_text (session) : "(nothing said)");
  g_source_remove (timer);
  gamao_history_session_follow (session, NULL, 0);
  gamao_store_writer_flush (gamao_history_session_get_writer (session), 120 * 1000);
  /* The match's row is the newest one made (the generated history's
   * days may lie ahead of the clock: not the first listed). */
  gint64 id = newest_id (db);
  GamaoMatchRecord *kept = gamao_store_load (gamao_history_session_get_store (session), id, NULL);
  printf ("%u actions played while locked, kept whole after: %s (match %" G_GINT64_FORMAT
          ", %u games kept of %u)\n",
          p.n_acts,
          kept && gamao_match_record_equal (kept, gamao_match_get_record (p.match)) ? "yes" : "NO",
          id,
          kept ? (guint) kept->n_games : 0,
          (guint) gamao_match_get_record (p.match)->n_games);
  g_clear_pointer (&kept, gamao_match_record_unref);
  g_object_unref (p.match);
}

static int
frames (const char *self_path, const char *db, char **files)
{
  g_autoptr (GamaoHistorySession) session = gamao_history_session_new (db);
  GtkWidget *parent = adw_window_new ();
  GamaoHistoryWindow *window;
  GamaoStore *store;
  Frames f = { 0 };

  gamao_history_session_open_in_background (session, FALSE);
  if (!(store = gamao_history_session_get_store (session)))
    return 1;
  gtk_window_present (GTK_WINDOW (parent));
  window = gamao_history_window_new (GTK_WINDOW (parent), store);
  gamao_history_window_set_session (window, session);
  gtk_window_present (GTK_WINDOW (window));
  settle (GTK_WIDGET (window));
  gtk_widget_add_tick_callback (GTK_WIDGET (window), redraw, NULL, NULL);
  g_signal_connect (gtk_widget_get_frame_clock (GTK_WIDGET (window)), "after-paint",
                    G_CALLBACK (on_frame), &f);
  watch_idle (&f, 3);
  watch_import (&f, session, window, files);
  watch_lock (&f, session, self_path, db,
              g_getenv ("BENCH_LOCK_S") ? (guint) atoi (g_getenv ("BENCH_LOCK_S")) : 30);
  gtk_window_destroy (GTK_WINDOW (window));
  gtk_window_destroy (GTK_WINDOW (parent));
  return 0;
}

int
main (int argc, char **argv)
{
  if (argc == 4 && g_str_equal (argv[1], "generate"))
    return generate ((guint) g_ascii_strtoull (argv[2], NULL, 10), argv[3]);
  if (argc == 3 && g_str_equal (argv[1], "measure"))
    {
      adw_init ();
      return measure (argv[2]);
    }
  if (argc == 4 && g_str_equal (argv[1], "matfile"))
    return write_matfile ((guint) g_ascii_strtoull (argv[2], NULL, 10), argv[3]);
  if (argc == 4 && g_str_equal (argv[1], "hold"))
    return hold (argv[2], (guint) g_ascii_strtoull (argv[3], NULL, 10));
  if (argc >= 4 && g_str_equal (argv[1], "frames"))
    {
      adw_init ();
      return frames (argv[0], argv[2], argv + 3);
    }
  g_printerr ("usage: bench-history generate N DB | measure DB | matfile N FILE | frames DB FILE…"
              " | hold DB SECONDS\n");
  return 2;
}
