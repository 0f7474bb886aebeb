/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-cli-rollout.h: what `gamao-cli rollout` computed, for printing. */
#pragma once

#include "gamao-match-state.h"
#include "gamao-play-list.h"
#include "gamao-rollout.h"

#include <glib.h>

typedef struct
{
  GamaoBoard board;
  GamaoMatchState state;
  gboolean has_match, has_dice;
  int d1, d2;
  GamaoCubeInfo cube;          /* for the player on roll */
  GamaoRolloutSettings settings;
  /* With dice: one root per candidate play; without: no double and,
   * when a double is possible, double/take. */
  unsigned n_roots;
  GamaoPlay *plays;
  GamaoRolloutRoot *roots;
  GamaoRolloutResult *results; /* for the player on roll */
  double seconds;
} GamaoCliRollout;

int gamao_cli_rollout (int argc, char **argv);
void gamao_cli_rollout_print_text (const GamaoCliRollout *r);
void gamao_cli_rollout_print_json (const GamaoCliRollout *r);
