/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-net.h: a neural network with five sigmoid outputs and one hidden
 * layer, or two: the second (the "deep" layer) is fed by the first, and
 * the outputs see both. A first layer's units reach the outputs directly
 * so that a net given a deep layer with zero output weights is the same
 * function as before, and training can start from a one-layer net. */
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
#define GAMAO_NET_MAX_INPUTS 320
#define GAMAO_NET_MAX_HIDDEN 512

typedef struct
{
  unsigned n_inputs;
  unsigned n_hidden;      /* a multiple of GAMAO_NET_ALIGN */
  float *hidden_weights;  /* n_inputs rows of n_hidden: row i is input i's fan-out */
  float *hidden_bias;     /* n_hidden */
  float *output_weights;  /* GAMAO_N_OUTPUTS rows of n_hidden */
  float output_bias[GAMAO_N_OUTPUTS];
  /* The deep layer; n_deep 0 (a multiple of GAMAO_NET_ALIGN) when none.
   * n_hidden + n_deep is at most GAMAO_NET_MAX_HIDDEN. */
  unsigned n_deep;
  float *deep_weights;        /* n_hidden rows of n_deep: row j is hidden unit j's fan-out */
  float *deep_bias;           /* n_deep */
  float *deep_output_weights; /* GAMAO_N_OUTPUTS rows of n_deep */
} GamaoNet;

/* Allocates a net with small seeded random weights. Returns false when
 * the dimensions are out of range or memory runs out. */
bool gamao_net_init (GamaoNet *net, unsigned n_inputs, unsigned n_hidden, uint64_t seed);
/* Gives a net without one a deep layer of `n_deep` units: small seeded
 * random weights from the first layer, zero output weights (so the net
 * is the same function until trained). Returns false when the size is
 * out of range, the net has a deep layer already, or memory runs out. */
bool gamao_net_add_deep (GamaoNet *net, unsigned n_deep, uint64_t seed);
void gamao_net_clear (GamaoNet *net);
size_t gamao_net_n_params (const GamaoNet *net);

/* Forward pass; `hidden` (n_hidden + n_deep floats, may be NULL)
 * receives the first layer's activations and then the deep layer's, for
 * backpropagation. Allocates nothing. */
void gamao_net_evaluate (const GamaoNet *net, const float *inputs, float *hidden,
                         float outputs[GAMAO_N_OUTPUTS]);

/* The first layer's sums for one set of inputs (as gamao_net_evaluate()
 * sums them), from which the sums of inputs that differ in a few places
 * follow by adding only the differences, eight units to a multiply-add:
 * the plays of one roll change a few points and some of the hand-made
 * features. The outputs match gamao_net_evaluate()'s within float
 * rounding (tests/ai/test-siblings.c checks it over many positions). */
typedef struct
{
  const GamaoNet *net;
  float inputs[GAMAO_NET_MAX_INPUTS] __attribute__ ((aligned (32)));
  float sums[GAMAO_NET_MAX_HIDDEN] __attribute__ ((aligned (32)));
} GamaoNetBase;

void gamao_net_base_set (GamaoNetBase *base, const GamaoNet *net, const float *inputs);
/* Outputs for `inputs` (of the base's net) from the base's sums; a deep
 * layer follows from the first as in gamao_net_evaluate(). Allocates
 * nothing. */
void gamao_net_evaluate_from_base (const GamaoNetBase *base, const float *inputs,
                                   float outputs[GAMAO_N_OUTPUTS]);

/* One gradient step towards `targets` for the cross-entropy of every
 * output, at learning rate `alpha`. For nets without a deep layer (TD
 * self-play trains only those); it aborts on one with a deep layer. */
void gamao_net_train (GamaoNet *net, const float *inputs, const float targets[GAMAO_N_OUTPUTS],
                      float alpha);

/* Makes a set of outputs consistent: gammons no likelier than wins,
 * backgammons no likelier than gammons. */
void gamao_outputs_sanitize (float outputs[GAMAO_N_OUTPUTS]);
/* The same outputs from the other side's point of view. */
void gamao_outputs_flip (float outputs[GAMAO_N_OUTPUTS]);
/* Cubeless money equity of a set of outputs, in points per game. */
float gamao_outputs_equity (const float outputs[GAMAO_N_OUTPUTS]);
