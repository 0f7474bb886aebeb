/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-net-merge: two or more weights files made into one whose nets
 * are the average of theirs.
 *
 * Each net of the result has the hidden units of all the given nets side
 * by side and output weights divided by their number, so each output is
 * the sigmoid of the mean of the given nets' output sums: one net, one
 * static evaluation, as wide as the given nets together. Nets trained
 * apart err apart; their average errs less than either.
 *
 *   gamao-net-merge OUT.weights A.weights B.weights [C.weights ...]
 */

#include "config.h"

#include <glib.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gamao-weights.h"

/* `to` gets the hidden units of every net of `from`, which must agree on
 * their inputs. */
static bool
merge_nets (GamaoNet *to, const GamaoNet *const *from, unsigned n_from)
{
  unsigned n_inputs = from[0]->n_inputs, n_hidden = 0;

  for (unsigned m = 0; m < n_from; m++)
    {
      /* Deep layers would need their own units side by side too. */
      if (from[m]->n_inputs != n_inputs || from[m]->n_deep)
        return false;
      n_hidden += from[m]->n_hidden;
    }
  if (n_hidden > GAMAO_NET_MAX_HIDDEN || !gamao_net_init (to, n_inputs, n_hidden, 1))
    return false;
  memset (to->output_bias, 0, sizeof to->output_bias);
  for (unsigned m = 0, at = 0; m < n_from; at += from[m]->n_hidden, m++)
    {
      const GamaoNet *f = from[m];

      for (unsigned i = 0; i < n_inputs; i++)
        memcpy (to->hidden_weights + (size_t) i * n_hidden + at,
                f->hidden_weights + (size_t) i * f->n_hidden, f->n_hidden * sizeof (float));
      memcpy (to->hidden_bias + at, f->hidden_bias, f->n_hidden * sizeof (float));
      for (unsigned k = 0; k < GAMAO_N_OUTPUTS; k++)
        {
          for (unsigned j = 0; j < f->n_hidden; j++)
            to->output_weights[(size_t) k * n_hidden + at + j]
              = f->output_weights[(size_t) k * f->n_hidden + j] / (float) n_from;
          to->output_bias[k] += f->output_bias[k] / (float) n_from;
        }
    }
  return true;
}

/* Merges one kind of net (an offset into GamaoWeights) of every input. */
static bool
merge_kind (GamaoWeights *out, GamaoWeights *in, unsigned n_in, size_t offset)
{
  const GamaoNet *from[16] = { 0 };
  unsigned absent = 0;

  for (unsigned m = 0; m < n_in; m++)
    {
      from[m] = (const GamaoNet *) ((const char *) &in[m] + offset);
      absent += from[m]->n_inputs == 0;
    }
  /* A net none of the files has (a crashed net) stays absent; one that
   * only some have cannot be averaged. */
  if (absent == n_in)
    return true;
  return absent == 0 && merge_nets ((GamaoNet *) ((char *) out + offset), from, n_in);
}

int
main (int argc, char **argv)
{
  GamaoWeights in[16], out = { 0 };
  unsigned n_in = (unsigned) argc - 2;
  GamaoWeightsError err;
  int status = 1;

  if (argc < 4 || n_in > G_N_ELEMENTS (in))
    {
      fprintf (stderr, "usage: gamao-net-merge OUT.weights A.weights B.weights [...] (at most 16)\n");
      return 2;
    }
  memset (in, 0, sizeof in);
  for (unsigned m = 0; m < n_in; m++)
    if ((err = gamao_weights_load (&in[m], argv[m + 2])) != GAMAO_WEIGHTS_OK)
      {
        fprintf (stderr, "%s: %s\n", argv[m + 2], gamao_weights_error_message (err));
        goto out;
      }
  if (!merge_kind (&out, in, n_in, offsetof (GamaoWeights, contact))
      || !merge_kind (&out, in, n_in, offsetof (GamaoWeights, race))
      || !merge_kind (&out, in, n_in, offsetof (GamaoWeights, crashed)))
    {
      fprintf (stderr, "the files hold different nets (inputs, or a crashed net in some only), "
                       "nets with a deep layer (not merged), or together more than %d hidden "
                       "units\n", GAMAO_NET_MAX_HIDDEN);
      goto out;
    }
  for (unsigned m = 0; m < n_in; m++)
    out.games_trained += in[m].games_trained;
  if ((err = gamao_weights_save (&out, argv[1])) != GAMAO_WEIGHTS_OK)
    {
      fprintf (stderr, "%s: %s\n", argv[1], gamao_weights_error_message (err));
      goto out;
    }
  status = 0;
out:
  for (unsigned m = 0; m < n_in; m++)
    gamao_weights_clear (&in[m]);
  gamao_weights_clear (&out);
  return status;
}
