/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-match-summary.h: one row of the match history, what a list of
 * matches shows without loading the games. */
#pragma once

#include "gamao-match-record.h"

#include <glib-object.h>

G_BEGIN_DECLS

#define GAMAO_TYPE_MATCH_SUMMARY (gamao_match_summary_get_type ())
G_DECLARE_FINAL_TYPE (GamaoMatchSummary, gamao_match_summary, GAMAO, MATCH_SUMMARY, GObject)

/* The fields of a summary, as the store reads them. */
typedef struct
{
  gint64 id;
  const char *names[2];
  const char *levels[2];   /* the computer's level, NULL for a person */
  guint length;            /* 0: a money session */
  GamaoRules rules;
  gint64 created;          /* Unix time */
  gint64 finished;         /* Unix time; 0 while unfinished */
  guint score[2];
  int winner;              /* -1 while unfinished or for a session */
  guint n_games;
  const char *origin;      /* GAMAO_STORE_ORIGIN_* */
  const char *settings;
  gboolean analysed;       /* an analysis is kept for it */
  double pr[2];            /* each player's PR in that analysis */
  const char *analysis_weights; /* the weights' version it was made with */
  const char *info[GAMAO_N_INFO]; /* event, place, day from its file, or NULL */
} GamaoMatchSummaryFields;

/* Read-only properties: "id" (int64), "name0", "name1", "length",
 * "score0", "score1", "winner", "finished" (boolean), "created" (int64). */
GamaoMatchSummary *gamao_match_summary_new (const GamaoMatchSummaryFields *fields);

gint64 gamao_match_summary_get_id (GamaoMatchSummary *self);
const char *gamao_match_summary_get_name (GamaoMatchSummary *self, int player);
/* The computer level of a seat, or NULL for a person. */
const char *gamao_match_summary_get_level (GamaoMatchSummary *self, int player);
guint gamao_match_summary_get_length (GamaoMatchSummary *self);
GamaoRules gamao_match_summary_get_rules (GamaoMatchSummary *self);
gint64 gamao_match_summary_get_created (GamaoMatchSummary *self);
/* 0 while the match is unfinished. */
gint64 gamao_match_summary_get_finished (GamaoMatchSummary *self);
guint gamao_match_summary_get_score (GamaoMatchSummary *self, int player);
int gamao_match_summary_get_winner (GamaoMatchSummary *self);
guint gamao_match_summary_get_n_games (GamaoMatchSummary *self);
const char *gamao_match_summary_get_origin (GamaoMatchSummary *self);
const char *gamao_match_summary_get_settings (GamaoMatchSummary *self);
/* Whether the match was analysed; then each player's PR in `pr`. */
gboolean gamao_match_summary_get_pr (GamaoMatchSummary *self, double pr[2]);
/* The weights' version its analysis was made with, or NULL when it was
 * not analysed. */
const char *gamao_match_summary_get_analysis_weights (GamaoMatchSummary *self);
/* The event, place or day ("YYYY-MM-DD") its file said, or NULL. */
const char *gamao_match_summary_get_info (GamaoMatchSummary *self, GamaoMatchInfo which);
/* "Event, Place", either alone, or NULL when the file said neither. */
char *gamao_match_summary_dup_event_place (GamaoMatchSummary *self);

G_END_DECLS
