/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-net.h: a one-hidden-layer neural network with five sigmoid outputs. */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* The five outputs, all for the side on roll. Gammon outputs include
 * backgammons. */
enum
{
  GAMAO_OUT_WIN = 0,
  GAMAO_OUT_WIN_GAMMON,
  GAMAO_OUT_WIN_BACKGAMMON,
  GAMAO_OUT_LOSE_GAMMON,
  GAMAO_OUT_LOSE_BACKGAMMON,
  GAMAO_N_OUTPUTS
};

/* Hidden layers are padded to a multiple of this so that the inner loops
 * have no remainder and vectorise cleanly. */
#define GAMAO_NET_ALIGN 8
#define GAMAO_NET_MAX_INPUTS 256
#define GAMAO_NET_MAX_HIDDEN 512

typedef struct
{
  unsigned n_inputs;
  unsigned n_hidden;      /* a multiple of GAMAO_NET_ALIGN */
  float *hidden_weights;  /* n_inputs rows of n_hidden: row i is input i's fan-out */
  float *hidden_bias;     /* n_hidden */
  float *output_weights;  /* GAMAO_N_OUTPUTS rows of n_hidden */
  float output_bias[GAMAO_N_OUTPUTS];
} GamaoNet;

/* Allocates a net with small seeded random weights. Returns false when
 * the dimensions are out of range or memory runs out. */
bool gamao_net_init (GamaoNet *net, unsigned n_inputs, unsigned n_hidden, uint64_t seed);
void gamao_net_clear (GamaoNet *net);
size_t gamao_net_n_params (const GamaoNet *net);

/* Forward pass; `hidden` (n_hidden floats, may be NULL) receives the
 * hidden activations for a following gamao_net_train(). Allocates
 * nothing. */
void gamao_net_evaluate (const GamaoNet *net, const float *inputs, float *hidden,
                         float outputs[GAMAO_N_OUTPUTS]);

/* One gradient step towards `targets` for the cross-entropy of every
 * output, at learning rate `alpha`. */
void gamao_net_train (GamaoNet *net, const float *inputs, const float targets[GAMAO_N_OUTPUTS],
                      float alpha);

/* Makes a set of outputs consistent: gammons no likelier than wins,
 * backgammons no likelier than gammons. */
void gamao_outputs_sanitize (float outputs[GAMAO_N_OUTPUTS]);
/* The same outputs from the other side's point of view. */
void gamao_outputs_flip (float outputs[GAMAO_N_OUTPUTS]);
/* Cubeless money equity of a set of outputs, in points per game. */
float gamao_outputs_equity (const float outputs[GAMAO_N_OUTPUTS]);
