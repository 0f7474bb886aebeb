/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-selfplay.h: two simple scripted players that take turns in a
 * GamaoMatch: any legal play, chosen by a seeded generator, and a fixed
 * rule for the cube and for resigning. For tests, demos and match files
 * that exercise every kind of action; not a real opponent. */
#pragma once

#include "gamao-dice.h"
#include "gamao-match.h"

G_BEGIN_DECLS

typedef struct
{
  guint double_lead;     /* double when ahead by this many pips or more */
  guint drop_deficit;    /* drop when behind by this many pips or more, else take */
  guint resign_deficit;  /* before rolling, resign a single game when behind
                          * by this many pips or more; 0 never */
  guint max_games;       /* for money sessions: stop after this many games */
} GamaoSelfplayRules;

/* Rules that make doubles, takes, drops and the odd resignation happen. */
void gamao_selfplay_rules_init (GamaoSelfplayRules *rules);

/* Does what the player who must act now does; FALSE with an error only if
 * the match refuses, which would be a bug. */
gboolean gamao_selfplay_act (GamaoMatch *match, const GamaoSelfplayRules *rules,
                             GamaoDice *choices, GError **error);

/* Plays from where the match stands until it is over (or, in a session,
 * `max_games` games are finished), with the match's dice seeded by `seed`
 * and the players' choices by a generator derived from it. */
gboolean gamao_selfplay_run (GamaoMatch *match, const GamaoSelfplayRules *rules, guint64 seed,
                             GError **error);

G_END_DECLS
