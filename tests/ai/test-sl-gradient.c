/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The supervised trainer's backpropagation against finite differences of
 * its losses, for a net with a deep layer: every gradient it adds, the
 * deep layer's included, is the slope of the cross-entropy of a label,
 * and of a decision group's spread and choice terms. The trainer's
 * source is compiled in, its main() renamed. */
#include "config.h"

int tool_main (int argc, char **argv);
#define main tool_main
#include "../../tools/gamao-sl-train.c"
#undef main

/* A small net of 40 inputs with a deep layer whose output weights are
 * away from zero, so the deep layer's own gradients are not all zero. */
static void
small_deep_net (GamaoNet *net)
{
  g_assert_true (gamao_net_init (net, 40, 16, 7));
  g_assert_true (gamao_net_add_deep (net, 8, 9));
  for (unsigned i = 0; i < GAMAO_N_OUTPUTS * 8; i++)
    net->deep_output_weights[i] = 0.3f * ((float) (i * 37 % 11) / 5.0f - 1.0f);
}

/* Inputs in [0, 1), some zero, different for each `variant`. */
static void
some_inputs (float x[40], int variant)
{
  for (int i = 0; i < 40; i++)
    x[i] = (i + variant) % 3 == 0 ? 0.0f : (float) ((i * 13 + variant * 5) % 7) / 7.0f;
}

static void
test_gradient (void)
{
  GamaoNet net;
  float x[40], hidden[GAMAO_NET_MAX_HIDDEN];
  const float target[GAMAO_N_OUTPUTS] = { 0.6f, 0.2f, 0.05f, 0.1f, 0.01f };

  small_deep_net (&net);
  some_inputs (x, 0);

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

/* The worst difference between the trainer's gradient of a group's loss
 * (spread and choice terms as `settings` says) and finite differences. */
static double
group_gradient_error (GamaoNet *net, const Groups *groups, const GroupLoss *settings)
{
  float hidden[GAMAO_NET_MAX_HIDDEN];
  size_t n = gamao_net_n_params (net);
  float *grad = g_new0 (float, n);
  double worst = 0.0;

  accumulate_group (net, groups, 0, settings, hidden, grad);
  float *scratch = g_new0 (float, n);
  for (size_t i = 0; i < n; i++)
    {
      float *p = param (net, i), kept = *p;
      const float step = 1e-3f;
      *p = kept + step;
      double up = accumulate_group (net, groups, 0, settings, hidden, scratch);
      *p = kept - step;
      double down = accumulate_group (net, groups, 0, settings, hidden, scratch);
      *p = kept;
      worst = MAX (worst, fabs (-(up - down) / (2.0 * step) - grad[i]));
    }
  g_free (scratch);
  g_free (grad);
  return worst;
}

/* Four plays of one decision whose labels differ by a few hundredths, as
 * a search's do; the choice term's temperature is of that size too. */
static void
test_group_gradient (void)
{
  GamaoNet net;
  Groups groups = { .members = { .n_inputs = 40 } };
  const float labels[4][GAMAO_N_OUTPUTS] = {
    { 0.52f, 0.15f, 0.01f, 0.12f, 0.01f },
    { 0.55f, 0.14f, 0.01f, 0.10f, 0.01f },
    { 0.50f, 0.16f, 0.02f, 0.13f, 0.01f },
    { 0.58f, 0.12f, 0.01f, 0.09f, 0.00f },
  };

  small_deep_net (&net);
  for (int m = 0; m < 4; m++)
    {
      float x[40];
      some_inputs (x, m + 1);
      set_add (&groups.members, x, labels[m]);
    }
  groups_close (&groups);

  const GroupLoss spread = { .rank_weight = 40.0 }, choice = { .choice_weight = 0.05, .temperature = 0.02 },
                  both = { .rank_weight = 40.0, .choice_weight = 0.05, .temperature = 0.02 };
  double worst[3] = { group_gradient_error (&net, &groups, &spread),
                      group_gradient_error (&net, &groups, &choice),
                      group_gradient_error (&net, &groups, &both) };
  g_test_message ("worst differences: spread %g, choice %g, both %g", worst[0], worst[1], worst[2]);
  for (int k = 0; k < 3; k++)
    g_assert_cmpfloat (worst[k], <, 1e-3);
  /* The choice term is not vacuous: the net's softmax differs from the
   * labels' here, so some gradient is far from zero. */
  size_t n = gamao_net_n_params (&net);
  float *grad = g_new0 (float, n), hidden[GAMAO_NET_MAX_HIDDEN], largest = 0.0f;
  g_assert_cmpfloat (accumulate_group (&net, &groups, 0, &choice, hidden, grad), >, 1e-4);
  for (size_t i = 0; i < n; i++)
    largest = MAX (largest, fabsf (grad[i]));
  g_assert_cmpfloat (largest, >, 1e-3);
  g_free (grad);
  g_free (groups.members.inputs);
  g_free (groups.members.targets);
  g_free (groups.first);
  gamao_net_clear (&net);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ai/sl-train/gradient", test_gradient);
  g_test_add_func ("/ai/sl-train/group-gradient", test_group_gradient);
  return g_test_run ();
}
