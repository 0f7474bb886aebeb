/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-store-mistakes.h: the mistakes library (issue 29): every
 * decision of the person at this desk that the analysis kept in the
 * history marked (doubtful and worse, by the analysis's own thresholds,
 * GAMAO_MARK_*_EMG), from every analysed match not deleted; filtered by
 * kind, mark, phase, opponent and date, sorted by cost or date, read a
 * page at a time. Also the notes on decisions and the drill schedule's
 * rows (schema version 9).
 *
 * The person at this desk: in a match played here, every seat with no
 * computer level; in an imported match, the seat whose name (as shown)
 * is among `my_names` (the "my-names" setting). A query may name one
 * player instead, in any match. */
#pragma once

#include "gamao-analysis.h"
#include "gamao-paged-list.h"
#include "gamao-phase.h"
#include "gamao-sgf.h"
#include "gamao-store.h"

G_BEGIN_DECLS

typedef enum
{
  GAMAO_MISTAKE_CHECKER,    /* a checker play */
  GAMAO_MISTAKE_DOUBLE,     /* doubled (or redoubled) */
  GAMAO_MISTAKE_NO_DOUBLE,  /* did not double */
  GAMAO_MISTAKE_TAKE,
  GAMAO_MISTAKE_PASS,
  GAMAO_MISTAKE_BEAVER,
  GAMAO_N_MISTAKE_KINDS,
} GamaoMistakeKind;

typedef enum
{
  GAMAO_MISTAKES_BY_COST,   /* the costliest first */
  GAMAO_MISTAKES_BY_DATE,   /* the newest match first, in the order played */
} GamaoMistakesSort;

/* Zero-filled: every mistake of the person at this desk, costliest
 * first. */
typedef struct
{
  const char *player;              /* a player's name as shown; NULL: the person here */
  const char *const *my_names;     /* NULL-ended; NULL: none */
  guint kinds;                     /* bits 1 << GamaoMistakeKind; 0: every kind */
  guint phases;                    /* bits 1 << GamaoPhase; 0: every phase */
  GamaoMark min_mark;              /* NONE or DOUBTFUL: every marked one */
  const char *opponent;            /* as shown; NULL: all */
  gint64 since, until;             /* the match's date in [since, until); 0: open */
  GamaoMistakesSort sort;
} GamaoMistakeQuery;

/* One row of the library. */
typedef struct
{
  gint64 match_id;
  guint game;                      /* from 0 */
  gsize seq;                       /* the action judged */
  GamaoMistakeKind kind;
  int player;                      /* the seat that decided */
  double cost;                     /* equity lost, EMG */
  GamaoMark mark;
  guint plies;                     /* the depth it was judged at */
  /* The position as a Position ID with the roller or doubler on roll. */
  char position[16];
  int dice[2];                     /* checker plays: the roll */
  char played[64], best[64];       /* a play, or a choice's untranslated key */
  gint64 date;                     /* the match's, Unix time */
  char opponent[64];               /* the other seat's name as shown */
  GamaoPhase phase;
  guint plays_before;              /* checker plays of the game before it */
  char *note;                      /* the decision's note, or NULL */
} GamaoMistakeData;

#define GAMAO_TYPE_MISTAKE (gamao_mistake_get_type ())
G_DECLARE_FINAL_TYPE (GamaoMistake, gamao_mistake, GAMAO, MISTAKE, GObject)

/* The row's fields (owned by `self`). */
const GamaoMistakeData *gamao_mistake_get_data (GamaoMistake *self);

/* "checker", "double", "no-double", "take", "pass", "beaver"; and back
 * (-1: unknown). */
const char *gamao_mistake_kind_key (GamaoMistakeKind kind);
int gamao_mistake_kind_from_key (const char *key);
/* The kind in words, translated ("Checker play", "Pass", …). */
const char *gamao_mistake_kind_name (GamaoMistakeKind kind);

/* The `limit` rows from `offset` on, appended to `rows` (of
 * GamaoMistake); FALSE with `error` on an SQL error. */
gboolean gamao_store_mistakes_page (GamaoStore *self, const GamaoMistakeQuery *query,
                                    guint offset, guint limit, GPtrArray *rows, GError **error);
/* How many rows the query has; -1 with `error`. */
gint64 gamao_store_mistakes_count (GamaoStore *self, const GamaoMistakeQuery *query,
                                   GError **error);
/* The library as a list of GamaoMistake read a page at a time (the
 * query copied, its strings too). */
GamaoPagedList *gamao_store_mistakes_model (GamaoStore *self, const GamaoMistakeQuery *query);
/* Another query for the list: it is emptied and filled again. */
void gamao_store_mistakes_model_set_query (GamaoPagedList *model, const GamaoMistakeQuery *query);
/* The query a list shows (owned by it). */
const GamaoMistakeQuery *gamao_store_mistakes_model_get_query (GamaoPagedList *model);

/* Whether any match is analysed at all (the library's empty page says
 * what to do first when none is). */
gboolean gamao_store_has_analysis (GamaoStore *self, GError **error);

/* The note on the decision at action `seq` of game `game` (from 0) of
 * match `id`: NULL when none. Setting NULL or blank removes it. */
char *gamao_store_get_decision_note (GamaoStore *self, gint64 id, guint game, gsize seq,
                                     GError **error);
gboolean gamao_store_set_decision_note (GamaoStore *self, gint64 id, guint game, gsize seq,
                                        const char *note, GError **error);
/* The note on match `id` as a whole (its `notes`, searched with the
 * rest; set with gamao_store_set_notes()): NULL when none. */
char *gamao_store_get_match_note (GamaoStore *self, gint64 id, GError **error);
/* The notes of match `id` as .sgf comments, both ways: kept from a file
 * read (decision notes and the match's, in the caller's transaction),
 * and added to `notes` for a file written. */
gboolean gamao_store_keep_sgf_notes (GamaoStore *self, gint64 id, const GamaoSgfNotes *notes,
                                     GError **error);
gboolean gamao_store_read_sgf_notes (GamaoStore *self, gint64 id, GamaoSgfNotes *notes,
                                     GError **error);

/* The drill schedule of one mistake (SM-2, src/play/gamao-drill-
 * schedule.h works it out; the store keeps it). */
typedef struct
{
  guint repetitions;               /* right answers in a row */
  guint interval_days;
  double easiness;                 /* SM-2's E-Factor, 2.5 at first, never under 1.3 */
  char due[11];                    /* the local date it comes back, "YYYY-MM-DD" */
} GamaoDrillCard;

/* The card of `mistake`: FALSE without an error when it was never
 * drilled. */
gboolean gamao_store_get_drill_card (GamaoStore *self, const GamaoMistakeData *mistake,
                                     GamaoDrillCard *card, GError **error);
/* Keeps an answer to the drill of `mistake` (its grade 0..5 and the
 * equity it lost, at `when`) and the card it leads to, in one
 * transaction: a drill stopped at any moment loses no answer given. */
gboolean gamao_store_save_drill_answer (GamaoStore *self, const GamaoMistakeData *mistake,
                                        gint64 when, int grade, double equity_loss,
                                        const GamaoDrillCard *card, GError **error);
/* The mistakes a drill offers on the local date `today` ("YYYY-MM-DD"):
 * those due (due on or before it, the longest due first), then those
 * never drilled, the costliest first; `query`'s filters apply, its
 * order does not. */
gboolean gamao_store_drill_page (GamaoStore *self, const GamaoMistakeQuery *query,
                                 const char *today, guint offset, guint limit, GPtrArray *rows,
                                 GError **error);
/* How many drilled mistakes are due on `today`; -1 with `error`. */
gint64 gamao_store_drill_due_count (GamaoStore *self, const GamaoMistakeQuery *query,
                                    const char *today, GError **error);

/* One decision of the person, marked or not, for the habits. */
typedef struct
{
  GamaoMistakeKind kind;
  GamaoPhase phase;
  double loss;                     /* EMG */
  GamaoMark mark;
  gint64 when;                     /* its match's date, Unix time */
} GamaoRecentDecision;

/* The person's last `limit` decisions that count in the error rates
 * (checker plays with a choice, actual and close cube decisions), marked
 * or not, the newest first (of GamaoRecentDecision); `query`'s person
 * and filters apply, its mark and order do not. NULL with `error`. */
GArray *gamao_store_list_recent_decisions (GamaoStore *self, const GamaoMistakeQuery *query,
                                           guint limit, GError **error);
/* The same with every phase left GAMAO_PHASE_CONTACT, at a fraction of
 * the cost (for the progress over time, which needs only the dates and
 * losses). */
GArray *gamao_store_list_recent_losses (GamaoStore *self, const GamaoMistakeQuery *query,
                                        guint limit, GError **error);

/* One drill answered, for the progress over time. */
typedef struct
{
  gint64 when;
  int grade;
  double equity_loss;
} GamaoDrillAnswer;

/* Every answer kept, oldest first (of GamaoDrillAnswer); NULL with
 * `error`. */
GArray *gamao_store_list_drill_answers (GamaoStore *self, GError **error);

G_END_DECLS
