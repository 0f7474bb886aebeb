/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-figures.h: the one way the app writes its figures for people,
 * below every window and the CLI, so that the hint, the tutor, the
 * rollouts, the replay and the statistics agree:
 *
 * - equity is cubeful, normalised to a 1-point cube (EMG), named
 *   ("equity"), signed, three decimals; at a match score it is followed
 *   by the match winning chance in %, one decimal;
 * - error rates and luck are in mEMG, "millipoints" (pt: "milésimos de
 *   partida"), one decimal;
 * - each figure says how deep it looked (plies) or how it was rolled out.
 *
 * Numbers follow the locale's decimal separator (LC_NUMERIC); negative
 * numbers take a real minus sign, and a figure that rounds to zero is
 * written without a sign ("0.000", never "-0.000"). Each function writes
 * into `out` (NUL-terminated, truncated to `size`) and returns `out`. */
#pragma once

#include <stdbool.h>
#include <stddef.h>

/* Room for any of these figures. */
#define GAMAO_FIGURE_SIZE 192

/* "+0.123", "−0.043", "0.000" with `decimals` decimals. */
char *gamao_figure_signed (char *out, size_t size, double value, int decimals);
/* A chance (0..1) in %, one decimal: "54.2%"; signed: "−1.2%". */
char *gamao_figure_percent (char *out, size_t size, double chance, bool with_sign);
/* "equity +0.123", with `mwc` (0..1, a match; negative for money)
 * "equity +0.123 · match 54.2%". */
char *gamao_figure_equity (char *out, size_t size, double emg, double mwc);
/* A rollout's equity with its standard error: "equity +0.123 ± 0.004",
 * at a match "equity +0.123 ± 0.004 · match 54.2%". */
char *gamao_figure_equity_estimate (char *out, size_t size, double emg, double se, double mwc);
/* A difference of equity, "−0.043", and at a match with the change of
 * the match winning chance: "−0.043 · −1.2%" (`mwc` NaN for money). */
char *gamao_figure_equity_change (char *out, size_t size, double emg, double mwc);
/* What a decision gives up, named: "equity −0.092", at a match "equity
 * −0.092 · match −1.3%" (`mwc` the change of the match winning chance,
 * NaN for money). */
char *gamao_figure_loss (char *out, size_t size, double emg, double mwc);
/* A rate or a luck in mEMG: "12.3 millipoints", signed "−33.9 millipoints". */
char *gamao_figure_milli (char *out, size_t size, double memg, bool with_sign);
/* The depth of a figure: "2-ply". */
char *gamao_figure_depth (char *out, size_t size, unsigned plies);
/* How a rollout was made: "1,296 games, 0-ply, truncated after 10 plies,
 * cubeful" (`truncate` 0: played to the end). */
char *gamao_figure_rollout (char *out, size_t size, unsigned games, unsigned truncate,
                            unsigned plies, bool cubeful);
