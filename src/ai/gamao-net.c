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

/* Eight floats: one AVX register in the x86-64-v3 clone, two SSE ones
 * in the default. */
typedef float Vec8 __attribute__ ((vector_size (32)));

/* A macro, not a function: a function returning a Vec8 would change
 * the ABI between the clones. */
#define LOAD8(p) \
  ({ \
    Vec8 v_; \
    __builtin_memcpy (&v_, (p), sizeof v_); \
    v_; \
  })

/* The nonzero inputs (most are zero, in a board encoding), as indices
 * and values, in input order. Returns how many. */
static unsigned
nonzero_inputs (const GamaoNet *net, const float *restrict inputs, unsigned *restrict index,
                float *restrict value)
{
  unsigned n = 0;

  for (unsigned i = 0; i < net->n_inputs; i++)
    if (inputs[i] != 0.0f)
      {
        index[n] = i;
        value[n++] = inputs[i];
      }
  return n;
}

/* The sums of `N_VEC` * 8 hidden units from `first` on, starting from
 * `start` (the biases, or a parent's sums): the accumulators stay in
 * registers while the inputs stream past, so each multiply-add loads one
 * weight and stores nothing. Every unit's sum still runs over the inputs
 * in their order, one multiply-add each, so the result is bit for bit
 * that of a loop over the inputs. */
static inline __attribute__ ((always_inline)) void
hidden_block (const GamaoNet *net, const unsigned *restrict index, const float *restrict value,
              unsigned n, unsigned first, const float *start, float *hidden,
              const unsigned n_vec)
{
  const size_t n_hidden = net->n_hidden;
  const float *restrict weights = net->hidden_weights + first;
  Vec8 acc[8];

  for (unsigned q = 0; q < n_vec; q++)
    acc[q] = LOAD8 (start + first + 8 * q);
  for (unsigned k = 0; k < n; k++)
    {
      const float *restrict row = weights + index[k] * n_hidden;
      const float x = value[k];
      for (unsigned q = 0; q < n_vec; q++)
        acc[q] += x * LOAD8 (row + 8 * q);
    }
  for (unsigned q = 0; q < n_vec; q++)
    __builtin_memcpy (hidden + first + 8 * q, &acc[q], sizeof acc[q]);
}

/* The first layer's sums from `start` and the inputs in `index` and
 * `value`: blocks of 64 units, then what is left (n_hidden is a multiple
 * of 8). */
static inline __attribute__ ((always_inline)) void
first_layer_sums (const GamaoNet *net, const unsigned *restrict index,
                  const float *restrict value, unsigned n, const float *start, float *sums)
{
  const unsigned n_hidden = net->n_hidden;
  unsigned first = 0;

  for (; first + 64 <= n_hidden; first += 64)
    hidden_block (net, index, value, n, first, start, sums, 8);
  switch ((n_hidden - first) / 8)
    {
    case 7: hidden_block (net, index, value, n, first, start, sums, 7); break;
    case 6: hidden_block (net, index, value, n, first, start, sums, 6); break;
    case 5: hidden_block (net, index, value, n, first, start, sums, 5); break;
    case 4: hidden_block (net, index, value, n, first, start, sums, 4); break;
    case 3: hidden_block (net, index, value, n, first, start, sums, 3); break;
    case 2: hidden_block (net, index, value, n, first, start, sums, 2); break;
    case 1: hidden_block (net, index, value, n, first, start, sums, 1); break;
    default: break;
    }
}

/* The first layer's sums, then the logistic of each. */
static inline __attribute__ ((always_inline)) void
hidden_sums (const GamaoNet *net, const unsigned *restrict index, const float *restrict value,
             unsigned n, const float *start, float *restrict hidden)
{
  first_layer_sums (net, index, value, n, start, hidden);
  for (unsigned j = 0; j < net->n_hidden; j++)
    hidden[j] = sigmoid (hidden[j]);
}

/* The first layer. */
VECTOR_CLONES static void
hidden_layer (const GamaoNet *net, const float *restrict inputs, float *restrict hidden)
{
  unsigned index[GAMAO_NET_MAX_INPUTS];
  float value[GAMAO_NET_MAX_INPUTS];
  unsigned n = nonzero_inputs (net, inputs, index, value);

  hidden_sums (net, index, value, n, net->hidden_bias, hidden);
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

/* The outputs from the first layer's activations (and the deep layer's,
 * computed into `hidden` after them). */
VECTOR_CLONES static void
output_layer (const GamaoNet *net, float *restrict hidden, float outputs[GAMAO_N_OUTPUTS])
{
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
gamao_net_evaluate (const GamaoNet *net, const float *inputs, float *hidden_out,
                    float outputs[GAMAO_N_OUTPUTS])
{
  float local[GAMAO_NET_MAX_HIDDEN] __attribute__ ((aligned (32)));
  float *hidden = hidden_out ? hidden_out : local;

  hidden_layer (net, inputs, hidden);
  output_layer (net, hidden, outputs);
}

/* The parent's sums are those of the full first layer before the
 * logistic, bit for bit. */
VECTOR_CLONES void
gamao_net_base_set (GamaoNetBase *base, const GamaoNet *net, const float *inputs)
{
  unsigned index[GAMAO_NET_MAX_INPUTS];
  float value[GAMAO_NET_MAX_INPUTS];
  unsigned n = nonzero_inputs (net, inputs, index, value);

  base->net = net;
  memcpy (base->inputs, inputs, sizeof (float) * net->n_inputs);
  first_layer_sums (net, index, value, n, net->hidden_bias, base->sums);
}

/* The outputs from the first layer's activations, each sum over the
 * hidden units in eight lanes (not in the order of output_layer(), so
 * within float rounding of it). The five sums run side by side, each
 * lane in unit order: five chains of multiply-adds in flight, not one. */
VECTOR_CLONES static void
output_layer_lanes (const GamaoNet *net, float *restrict hidden, float outputs[GAMAO_N_OUTPUTS])
{
  const unsigned n_hidden = net->n_hidden, n_deep = net->n_deep;
  Vec8 acc[GAMAO_N_OUTPUTS] = { { 0 } };

  if (n_deep)
    deep_layer (net, hidden, hidden + n_hidden);
  for (unsigned j = 0; j < n_hidden; j += 8)
    {
      const Vec8 h = LOAD8 (hidden + j);
      for (unsigned k = 0; k < GAMAO_N_OUTPUTS; k++)
        acc[k] += h * LOAD8 (net->output_weights + (size_t) k * n_hidden + j);
    }
  for (unsigned m = 0; m < n_deep; m += 8)
    {
      const Vec8 d = LOAD8 (hidden + n_hidden + m);
      for (unsigned k = 0; k < GAMAO_N_OUTPUTS; k++)
        acc[k] += d * LOAD8 (net->deep_output_weights + (size_t) k * n_deep + m);
    }
  for (unsigned k = 0; k < GAMAO_N_OUTPUTS; k++)
    {
      const Vec8 a = acc[k];
      float sum = ((a[0] + a[4]) + (a[1] + a[5])) + ((a[2] + a[6]) + (a[3] + a[7]));
      outputs[k] = sigmoid (sum + net->output_bias[k]);
    }
}

/* The inputs that differ from the base's, as indices and differences,
 * in input order; returns how many. Eight at a time: of about 250 inputs
 * a play changes some 20, so most blocks are equal throughout. */
static inline __attribute__ ((always_inline)) unsigned
changed_inputs (const GamaoNetBase *base, const float *restrict inputs, unsigned *restrict index,
                float *restrict delta)
{
  typedef int32_t Int8 __attribute__ ((vector_size (32)));
  const unsigned n_inputs = base->net->n_inputs;
  unsigned n = 0, i = 0;

  for (; i + 8 <= n_inputs; i += 8)
    {
      Int8 differs = LOAD8 (inputs + i) != LOAD8 (base->inputs + i);
      Int8 any = differs;
      for (unsigned l = 0; l < 8; l++)
        any[0] |= differs[l];
      if (!any[0])
        continue;
      for (unsigned l = i; l < i + 8; l++)
        {
          index[n] = l;
          delta[n] = inputs[l] - base->inputs[l];
          n += inputs[l] != base->inputs[l];
        }
    }
  for (; i < n_inputs; i++)
    {
      index[n] = i;
      delta[n] = inputs[i] - base->inputs[i];
      n += inputs[i] != base->inputs[i];
    }
  return n;
}

VECTOR_CLONES void
gamao_net_evaluate_from_base (const GamaoNetBase *base, const float *inputs,
                              float outputs[GAMAO_N_OUTPUTS])
{
  const GamaoNet *net = base->net;
  float hidden[GAMAO_NET_MAX_HIDDEN] __attribute__ ((aligned (32)));
  unsigned index[GAMAO_NET_MAX_INPUTS];
  float delta[GAMAO_NET_MAX_INPUTS];
  unsigned n = changed_inputs (base, inputs, index, delta);

  hidden_sums (net, index, delta, n, base->sums, hidden);
  output_layer_lanes (net, hidden, outputs);
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
