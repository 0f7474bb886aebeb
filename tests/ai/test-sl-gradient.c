/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The supervised trainer's backpropagation against finite differences of
 * its loss, for a net with a deep layer: every gradient it adds, the
 * deep layer's included, is the slope of the cross-entropy. The
 * trainer's source is compiled in, its main() renamed. */
#include "config.h"

int tool_main (int argc, char **argv);
#define main tool_main
#include "../../tools/gamao-sl-train.c"
#undef main

static void
test_gradient (void)
{
  GamaoNet net;
  float x[40], hidden[GAMAO_NET_MAX_HIDDEN];
  const float target[GAMAO_N_OUTPUTS] = { 0.6f, 0.2f, 0.05f, 0.1f, 0.01f };

  g_assert_true (gamao_net_init (&net, 40, 16, 7));
  g_assert_true (gamao_net_add_deep (&net, 8, 9));
  /* Deep output weights away from zero, so the deep layer's own
   * gradients are not all zero. */
  for (unsigned i = 0; i < GAMAO_N_OUTPUTS * 8; i++)
    net.deep_output_weights[i] = 0.3f * ((float) (i * 37 % 11) / 5.0f - 1.0f);
  for (int i = 0; i < 40; i++)
    x[i] = i % 3 == 0 ? 0.0f : (float) ((i * 13) % 7) / 7.0f;

  size_t n = gamao_net_n_params (&net);
  float *grad = g_new0 (float, n);
  accumulate (&net, x, target, hidden, grad);
  double worst = 0.0;
  for (size_t i = 0; i < n; i++)
    {
      float *p = param (&net, i), kept = *p, o[GAMAO_N_OUTPUTS];
      const float step = 1e-3f;
      *p = kept + step;
      gamao_net_evaluate (&net, x, NULL, o);
      double up = cross_entropy (o, target);
      *p = kept - step;
      gamao_net_evaluate (&net, x, NULL, o);
      double down = cross_entropy (o, target);
      *p = kept;
      /* The trainer's gradient points down the loss. */
      double slope = -(up - down) / (2.0 * step);
      worst = MAX (worst, fabs (slope - grad[i]));
    }
  g_test_message ("%zu parameters, worst difference %g", n, worst);
  g_assert_cmpfloat (worst, <, 1e-3);
  g_free (grad);
  gamao_net_clear (&net);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ai/sl-train/gradient", test_gradient);
  return g_test_run ();
}
