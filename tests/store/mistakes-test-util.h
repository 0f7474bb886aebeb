/* SPDX-License-Identifier: GPL-3.0-or-later */
/* mistakes-test-util.h: a history with known mistakes, for the tests of
 * the mistakes library (store, CLI and window). */
#pragma once

#include "gamao-store.h"

#include <glib.h>

/* Adds to `store` two matches with analyses written by hand, whose
 * mistakes are known:
 *
 * Match A (imported, gnubg–root, created at 1700000000; root is the
 * person when "my-names" holds "root"):
 *   a1 root checker, opening, 0.05 (doubtful)      a2 gnubg checker 0.20
 *   a3 root checker, race, 0.10 (bad)              a4 root double, prime, 0.30
 *   a5 root checker 0.01 (unmarked)                a6 root no double, back game, 0.06
 * Match B (the same games played here, seat 1 the computer "root",
 * created at 1800000000):
 *   b1 seat 0 passes, bear-off, 0.50               b2 seat 1 checker, opening, 0.20
 *
 * a3 keeps two plays of the roll 3-1 (the first two the engine lists):
 * the best at −0.30, the one made at −0.40. Cube equities (no double,
 * double/take, double/pass, for the doubler): a4 0.60/0.30/1.00 (no
 * double best), a6 0.50/0.56/1.00 (double best), b1 0.50/0.80/1.00 (take
 * best, a pass loses 0.20). */
void mistakes_test_fill (GamaoStore *store, gint64 *imported, gint64 *played);

/* Adds to `store` match B's games as a money session with beavers
 * (played here, seat 0 the person, created at 1900000000) whose only
 * mistake is seat 0's pass of game 0's double (cost 1.40, bear-off),
 * where a beaver was best: a take gives the taker 0.20, a beaver 0.40
 * (for the doubler: no double 0.10, double/take −0.20, double/pass
 * 1.00). Returns its id. */
gint64 mistakes_test_fill_beaver (GamaoStore *store);

/* Many matches played here, the same games as `mat_file`, each with
 * every play of seat 0 (the person) a mistake, until there are at least
 * `wanted` mistakes; returns how many, the matches in `*n_matches`. For
 * benchmarks: written without a disk sync. */
guint mistakes_test_fill_many (GamaoStore *store, const char *mat_file, guint wanted,
                               guint *n_matches);
