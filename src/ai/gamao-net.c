/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "gamao-net.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* The hot loops are compiled twice, for plain x86-64 and for CPUs with
 * AVX2 and FMA (x86-64-v3); the loader picks the one the CPU runs. */
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
#define VECTOR_CLONES __attribute__ ((target_clones ("arch=x86-64-v3", "default")))
#else
#define VECTOR_CLONES
#endif

/* The logistic function, with 2^t computed from its integer part (put
 * straight into the float's exponent) and a polynomial for the fraction:
 * accurate to about 1e-7 and, unlike expf(), written so that a loop
 * over the hidden units vectorises. */
static inline float
sigmoid (float x)
{
  x = fminf (fmaxf (x, -40.0f), 40.0f);
  float t = -x * 1.44269504f;
  int32_t whole = (int32_t) t;
  whole -= (float) whole > t;
  float f = t - (float) whole;
  float p = 1.0f + f * (0.693147182f + f * (0.240226507f + f * (0.0555041087f
            + f * (0.00961812911f + f * (0.00133335581f + f * 0.000154035304f)))));
  int32_t bits = (whole + 127) * (1 << 23);
  float scale;
  __builtin_memcpy (&scale, &bits, sizeof scale);
  return 1.0f / (1.0f + p * scale);
}

static uint64_t
next_random (uint64_t *state)
{
  uint64_t z = (*state += 0x9e3779b97f4a7c15ull);

  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

/* Uniform in [-scale, scale]. */
static float
random_weight (uint64_t *state, float scale)
{
  return scale * (2.0f * (float) (next_random (state) >> 40) / (float) (1u << 24) - 1.0f);
}

bool
gamao_net_init (GamaoNet *net, unsigned n_inputs, unsigned n_hidden, uint64_t seed)
{
  memset (net, 0, sizeof *net);
  if (n_inputs == 0 || n_inputs > GAMAO_NET_MAX_INPUTS || n_hidden == 0
      || n_hidden > GAMAO_NET_MAX_HIDDEN || n_hidden % GAMAO_NET_ALIGN)
    return false;

  net->n_inputs = n_inputs;
  net->n_hidden = n_hidden;
  net->hidden_weights = aligned_alloc (32, sizeof (float) * n_inputs * n_hidden);
  net->hidden_bias = aligned_alloc (32, sizeof (float) * n_hidden);
  net->output_weights = aligned_alloc (32, sizeof (float) * GAMAO_N_OUTPUTS * n_hidden);
  if (!net->hidden_weights || !net->hidden_bias || !net->output_weights)
    {
      gamao_net_clear (net);
      return false;
    }

  uint64_t state = seed;
  for (unsigned i = 0; i < n_inputs * n_hidden; i++)
    net->hidden_weights[i] = random_weight (&state, 0.1f);
  for (unsigned j = 0; j < n_hidden; j++)
    net->hidden_bias[j] = random_weight (&state, 0.1f);
  for (unsigned i = 0; i < GAMAO_N_OUTPUTS * n_hidden; i++)
    net->output_weights[i] = random_weight (&state, 0.1f);
  for (unsigned k = 0; k < GAMAO_N_OUTPUTS; k++)
    net->output_bias[k] = 0.0f;
  return true;
}

bool
gamao_net_add_deep (GamaoNet *net, unsigned n_deep, uint64_t seed)
{
  if (net->n_deep || n_deep == 0 || n_deep % GAMAO_NET_ALIGN
      || net->n_hidden + n_deep > GAMAO_NET_MAX_HIDDEN)
    return false;
  net->deep_weights = aligned_alloc (32, sizeof (float) * net->n_hidden * n_deep);
  net->deep_bias = aligned_alloc (32, sizeof (float) * n_deep);
  net->deep_output_weights = calloc ((size_t) GAMAO_N_OUTPUTS * n_deep, sizeof (float));
  if (!net->deep_weights || !net->deep_bias || !net->deep_output_weights)
    {
      free (net->deep_weights);
      free (net->deep_bias);
      free (net->deep_output_weights);
      net->deep_weights = net->deep_bias = net->deep_output_weights = NULL;
      return false;
    }
  net->n_deep = n_deep;
  uint64_t state = seed;
  for (unsigned i = 0; i < net->n_hidden * n_deep; i++)
    net->deep_weights[i] = random_weight (&state, 0.1f);
  for (unsigned m = 0; m < n_deep; m++)
    net->deep_bias[m] = random_weight (&state, 0.1f);
  return true;
}

void
gamao_net_clear (GamaoNet *net)
{
  free (net->hidden_weights);
  free (net->hidden_bias);
  free (net->output_weights);
  free (net->deep_weights);
  free (net->deep_bias);
  free (net->deep_output_weights);
  memset (net, 0, sizeof *net);
}

size_t
gamao_net_n_params (const GamaoNet *net)
{
  return (size_t) net->n_hidden * (net->n_inputs + 1 + GAMAO_N_OUTPUTS) + GAMAO_N_OUTPUTS
         + (size_t) net->n_deep * (net->n_hidden + 1 + GAMAO_N_OUTPUTS);
}

/* The hidden layer is accumulated input by input, skipping the inputs
 * that are zero (most of them, in a board encoding): each step is a
 * contiguous multiply-add over the hidden units, which vectorises. */
VECTOR_CLONES static void
hidden_layer (const GamaoNet *net, const float *restrict inputs, float *restrict hidden)
{
  const unsigned n_hidden = net->n_hidden;

  memcpy (hidden, net->hidden_bias, sizeof (float) * n_hidden);
  for (unsigned i = 0; i < net->n_inputs; i++)
    {
      const float x = inputs[i];
      if (x == 0.0f)
        continue;
      const float *restrict row = net->hidden_weights + (size_t) i * n_hidden;
      for (unsigned j = 0; j < n_hidden; j++)
        hidden[j] += x * row[j];
    }
  for (unsigned j = 0; j < n_hidden; j++)
    hidden[j] = sigmoid (hidden[j]);
}

/* The deep layer from the first layer's activations, row by row as the
 * first layer is built. */
VECTOR_CLONES static void
deep_layer (const GamaoNet *net, const float *restrict hidden, float *restrict deep)
{
  const unsigned n_deep = net->n_deep;

  memcpy (deep, net->deep_bias, sizeof (float) * n_deep);
  for (unsigned j = 0; j < net->n_hidden; j++)
    {
      const float h = hidden[j];
      const float *restrict row = net->deep_weights + (size_t) j * n_deep;
      for (unsigned m = 0; m < n_deep; m++)
        deep[m] += h * row[m];
    }
  for (unsigned m = 0; m < n_deep; m++)
    deep[m] = sigmoid (deep[m]);
}

VECTOR_CLONES void
gamao_net_evaluate (const GamaoNet *net, const float *inputs, float *hidden_out,
                    float outputs[GAMAO_N_OUTPUTS])
{
  float local[GAMAO_NET_MAX_HIDDEN] __attribute__ ((aligned (32)));
  float *hidden = hidden_out ? hidden_out : local;

  hidden_layer (net, inputs, hidden);
  /* The five sums run side by side, each in the same order as a sum of
   * its own (so the results are bit for bit those of five loops), which
   * keeps five multiply-adds in flight instead of one. */
  const unsigned n_hidden = net->n_hidden;
  const float *restrict weights = net->output_weights;
  float sum[GAMAO_N_OUTPUTS] = { 0.0f };
  for (unsigned j = 0; j < n_hidden; j++)
    {
      const float h = hidden[j];
      for (unsigned k = 0; k < GAMAO_N_OUTPUTS; k++)
        sum[k] += h * weights[(size_t) k * n_hidden + j];
    }
  if (net->n_deep)
    {
      const unsigned n_deep = net->n_deep;
      const float *restrict deep_weights = net->deep_output_weights;
      float *deep = hidden + n_hidden;
      deep_layer (net, hidden, deep);
      for (unsigned m = 0; m < n_deep; m++)
        {
          const float d = deep[m];
          for (unsigned k = 0; k < GAMAO_N_OUTPUTS; k++)
            sum[k] += d * deep_weights[(size_t) k * n_deep + m];
        }
    }
  for (unsigned k = 0; k < GAMAO_N_OUTPUTS; k++)
    outputs[k] = sigmoid (sum[k] + net->output_bias[k]);
}

VECTOR_CLONES void
gamao_net_train (GamaoNet *net, const float *inputs, const float targets[GAMAO_N_OUTPUTS],
                 float alpha)
{
  float hidden[GAMAO_NET_MAX_HIDDEN] __attribute__ ((aligned (32)));
  float delta_hidden[GAMAO_NET_MAX_HIDDEN] __attribute__ ((aligned (32)));
  float outputs[GAMAO_N_OUTPUTS], delta[GAMAO_N_OUTPUTS];
  const unsigned n_hidden = net->n_hidden;

  if (net->n_deep)
    abort ();
  gamao_net_evaluate (net, inputs, hidden, outputs);
  /* With a logistic output and cross-entropy loss, the gradient at the
   * output's sum is simply target minus output. */
  for (unsigned k = 0; k < GAMAO_N_OUTPUTS; k++)
    delta[k] = targets[k] - outputs[k];

  memset (delta_hidden, 0, sizeof (float) * n_hidden);
  for (unsigned k = 0; k < GAMAO_N_OUTPUTS; k++)
    {
      float *restrict row = net->output_weights + (size_t) k * n_hidden;
      for (unsigned j = 0; j < n_hidden; j++)
        {
          delta_hidden[j] += delta[k] * row[j];
          row[j] += alpha * delta[k] * hidden[j];
        }
      net->output_bias[k] += alpha * delta[k];
    }
  for (unsigned j = 0; j < n_hidden; j++)
    {
      delta_hidden[j] *= hidden[j] * (1.0f - hidden[j]) * alpha;
      net->hidden_bias[j] += delta_hidden[j];
    }
  for (unsigned i = 0; i < net->n_inputs; i++)
    {
      const float x = inputs[i];
      if (x == 0.0f)
        continue;
      float *restrict row = net->hidden_weights + (size_t) i * n_hidden;
      for (unsigned j = 0; j < n_hidden; j++)
        row[j] += x * delta_hidden[j];
    }
}

void
gamao_outputs_sanitize (float o[GAMAO_N_OUTPUTS])
{
  float lose = 1.0f - o[GAMAO_OUT_WIN];

  if (o[GAMAO_OUT_WIN_GAMMON] > o[GAMAO_OUT_WIN])
    o[GAMAO_OUT_WIN_GAMMON] = o[GAMAO_OUT_WIN];
  if (o[GAMAO_OUT_WIN_BACKGAMMON] > o[GAMAO_OUT_WIN_GAMMON])
    o[GAMAO_OUT_WIN_BACKGAMMON] = o[GAMAO_OUT_WIN_GAMMON];
  if (o[GAMAO_OUT_LOSE_GAMMON] > lose)
    o[GAMAO_OUT_LOSE_GAMMON] = lose;
  if (o[GAMAO_OUT_LOSE_BACKGAMMON] > o[GAMAO_OUT_LOSE_GAMMON])
    o[GAMAO_OUT_LOSE_BACKGAMMON] = o[GAMAO_OUT_LOSE_GAMMON];
}

void
gamao_outputs_flip (float o[GAMAO_N_OUTPUTS])
{
  float wg = o[GAMAO_OUT_WIN_GAMMON], wbg = o[GAMAO_OUT_WIN_BACKGAMMON];

  o[GAMAO_OUT_WIN] = 1.0f - o[GAMAO_OUT_WIN];
  o[GAMAO_OUT_WIN_GAMMON] = o[GAMAO_OUT_LOSE_GAMMON];
  o[GAMAO_OUT_WIN_BACKGAMMON] = o[GAMAO_OUT_LOSE_BACKGAMMON];
  o[GAMAO_OUT_LOSE_GAMMON] = wg;
  o[GAMAO_OUT_LOSE_BACKGAMMON] = wbg;
}

float
gamao_outputs_equity (const float o[GAMAO_N_OUTPUTS])
{
  return 2.0f * o[GAMAO_OUT_WIN] - 1.0f + o[GAMAO_OUT_WIN_GAMMON] - o[GAMAO_OUT_LOSE_GAMMON]
         + o[GAMAO_OUT_WIN_BACKGAMMON] - o[GAMAO_OUT_LOSE_BACKGAMMON];
}
