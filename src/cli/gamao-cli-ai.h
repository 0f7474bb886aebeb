/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-cli-ai.h: the commands of gamao-cli that use the computer player. */
#pragma once

#include "gamao-analysis.h"
#include "gamao-eval.h"
#include "gamao-match-state.h"
#include "gamao-search.h"

#include <glib.h>

int gamao_cli_analyse (int argc, char **argv);
int gamao_cli_hint (int argc, char **argv);
int gamao_cli_cube (int argc, char **argv);
int gamao_cli_engine (int argc, char **argv);
int gamao_cli_external (int argc, char **argv);
int gamao_cli_study (int argc, char **argv);
int gamao_cli_report (int argc, char **argv);
/* `bench strength` and `bench speed`, reached through `bench`. */
int gamao_cli_bench_ai (int argc, char **argv);
/* `bench bearoff`: the one-sided bearoff database's plays judged by the
 * two-sided one. */
int gamao_cli_bench_bearoff (const GamaoEvaluator *evaluator);

/* Loads the nets, printing a clear error when they cannot be read. */
gboolean gamao_cli_load_evaluator (GamaoEvaluator *evaluator);
/* Says why the nets could not be loaded (or how to run an uninstalled
 * program so that it finds them). */
void gamao_cli_weights_failed (GamaoWeightsError error);
/* Loads the nets into `evaluator` and judges every decision of `record`
 * at `plies`, with the progress on stderr; on failure prints why, sets
 * `*status` and returns NULL (the evaluator then holds nothing). */
GamaoAnalysis *gamao_cli_run_analysis (const GamaoMatchRecord *record, unsigned plies,
                                       unsigned threads, unsigned prune,
                                       GamaoEvaluator *evaluator, int *status);
/* Parses a level key; prints the valid keys when it is not one. */
gboolean gamao_cli_parse_level (const char *text, GamaoLevel *level);
/* Decodes a Match ID, printing why it is bad. */
gboolean gamao_cli_decode_match (const char *id, GamaoMatchState *state);
