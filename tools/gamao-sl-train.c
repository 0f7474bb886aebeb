/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-sl-train: supervised training of the nets on rollout labels.
 *
 * Reads gamao-label's files, routes every position to the net that
 * judges it (contact, crashed, race; both-home positions belong to the
 * bearoff database and are skipped) and trains each net by mini-batch
 * Adam on the cross-entropy of its five outputs. One position in twenty,
 * chosen by a hash of its ID, is held out; its loss is printed after
 * every epoch with the training loss; files given with --test are held
 * out whole (a test set labelled another way, by fuller rollouts).
 * With --epochs 0 it only scores --init on the held-out positions.
 *
 * Files given with --groups (gamao-sample --groups) hold the plays a
 * deeper search looked at for one decision, labelled by that search. A
 * 0-ply net chooses a play by the differences between such positions'
 * equities, not by their level, so for a group the loss is the mean
 * square of the net's equity errors less their mean within the group
 * (times --rank-weight), beside the cross-entropy of the plain labels;
 * --choice-weight adds the cross-entropy of the net's softmax of the
 * group's plays against the labels' (GroupLoss).
 * One group in twenty is held out; for those the report gives how often
 * the net picks the search's play and the equity its picks lose by the
 * search's figures.
 *
 * The nets start from --init (by default the shipped TD weights). A net
 * on a later input layout (--layout 2 or 3), with more hidden units, or
 * with a deep layer (--deep) starts as the same function: rows for the
 * new inputs are zero and new hidden or deep units have zero output
 * weights, so epoch 0 scores exactly the initial net.
 * A missing crashed net starts as a copy of the contact net.
 *
 * After every epoch the weights and the optimiser's state are written to
 * --dir (sl.weights, sl.state), and the best weights by held-out loss to
 * best.weights; running the same command again resumes. With one thread
 * a run is bit-exact from its seed; with two, the two halves of each
 * batch are summed in a fixed order, so it is too. */
#include "config.h"

#include "gamao-eval.h"
#include "gamao-position-id.h"

#include <glib.h>
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { NET_CONTACT, NET_CRASHED, NET_RACE, N_NETS };
/* The most members of a group a net learns from (gamao-sample writes at
 * most the search's filter's eight). */
#define MAX_GROUP 16
static const char *net_names[N_NETS] = { "contact", "crashed", "race" };

typedef struct
{
  float *inputs;     /* n x n_inputs */
  float *targets;    /* n x 5 */
  unsigned n, cap, n_inputs;
} Set;

/* Groups of positions from one decision, all judged by the same net:
 * members first[g] .. first[g + 1] - 1 of `members`. */
typedef struct
{
  Set members;
  unsigned *first;   /* n + 1 entries */
  unsigned n, cap;
} Groups;

typedef struct
{
  GamaoNet *net;
  float *grad;       /* all parameters, in save order */
  float *m, *v;      /* Adam moments */
  size_t n_params;
  guint64 step;
  Set train, valid, test;
  Groups train_groups, valid_groups;
} Trainee;

/* How a group's loss is made: the spread term (the centred equity
 * errors' mean square, times rank_weight) and the choice term (times
 * choice_weight): the cross-entropy between the label's and the net's
 * softmax of the mover's equities at `temperature`, which weighs the
 * plays by how near the top each side ranks them. */
typedef struct
{
  double rank_weight, choice_weight, temperature;
} GroupLoss;

typedef struct
{
  Trainee *t;
  const unsigned *order;
  unsigned first, count;
  float *grad;
  float *hidden;
  const GroupLoss *group_loss;
  double loss;
} Slice;

/* The parameters as one array view, in the order of the gradient: the
 * first layer's as in the weights file, then the deep layer's. */
static float *
param (GamaoNet *net, size_t i)
{
  size_t a = (size_t) net->n_inputs * net->n_hidden, b = a + net->n_hidden,
         c = b + (size_t) GAMAO_N_OUTPUTS * net->n_hidden, d = c + GAMAO_N_OUTPUTS,
         e = d + (size_t) net->n_hidden * net->n_deep, f = e + net->n_deep;
  if (i < a)
    return &net->hidden_weights[i];
  if (i < b)
    return &net->hidden_bias[i - a];
  if (i < c)
    return &net->output_weights[i - b];
  if (i < d)
    return &net->output_bias[i - c];
  if (i < e)
    return &net->deep_weights[i - d];
  if (i < f)
    return &net->deep_bias[i - e];
  return &net->deep_output_weights[i - f];
}

static double
cross_entropy (const float *o, const float *t)
{
  double loss = 0.0;

  for (int k = 0; k < GAMAO_N_OUTPUTS; k++)
    {
      double p = fmin (fmax (o[k], 1e-7), 1.0 - 1e-7);
      loss -= t[k] * log (p) + (1.0 - t[k]) * log (1.0 - p);
    }
  return loss;
}

/* The deep layer's part of backpropagate(): adds its gradient to `g`
 * (its part of the gradient) and what flows back to the first layer's
 * activations to `dh`. */
static void
backpropagate_deep (const GamaoNet *net, const float *hidden, const float *delta, float *g,
                    float *dh)
{
  unsigned nh = net->n_hidden, nd = net->n_deep;
  const float *deep = hidden + nh;
  float *g_dw = g, *g_db = g + (size_t) nh * nd, *g_dow = g_db + nd;
  float dd[GAMAO_NET_MAX_HIDDEN] = { 0 };

  for (int k = 0; k < GAMAO_N_OUTPUTS; k++)
    {
      const float *row = net->deep_output_weights + (size_t) k * nd;
      for (unsigned m = 0; m < nd; m++)
        {
          dd[m] += delta[k] * row[m];
          g_dow[(size_t) k * nd + m] += delta[k] * deep[m];
        }
    }
  for (unsigned m = 0; m < nd; m++)
    {
      dd[m] *= deep[m] * (1.0f - deep[m]);
      g_db[m] += dd[m];
    }
  for (unsigned j = 0; j < nh; j++)
    {
      const float *row = net->deep_weights + (size_t) j * nd;
      float *g_row = g_dw + (size_t) j * nd, back = 0.0f;
      for (unsigned m = 0; m < nd; m++)
        {
          back += row[m] * dd[m];
          g_row[m] += hidden[j] * dd[m];
        }
      dh[j] += back;
    }
}

/* Adds to `grad` the gradient (its negative: the direction that lowers
 * the loss) whose part at the outputs' sums is `delta`, for the input
 * `x` whose hidden activations (both layers) are `hidden`. */
static void
backpropagate (const GamaoNet *net, const float *x, const float *hidden, const float *delta,
               float *grad)
{
  unsigned nh = net->n_hidden, ni = net->n_inputs;
  float *g_hw = grad, *g_hb = grad + (size_t) ni * nh, *g_ow = g_hb + nh,
        *g_ob = g_ow + (size_t) GAMAO_N_OUTPUTS * nh;
  float dh[GAMAO_NET_MAX_HIDDEN] = { 0 };

  for (int k = 0; k < GAMAO_N_OUTPUTS; k++)
    {
      const float *row = net->output_weights + (size_t) k * nh;
      for (unsigned j = 0; j < nh; j++)
        {
          dh[j] += delta[k] * row[j];
          g_ow[(size_t) k * nh + j] += delta[k] * hidden[j];
        }
      g_ob[k] += delta[k];
    }
  if (net->n_deep)
    backpropagate_deep (net, hidden, delta, g_ob + GAMAO_N_OUTPUTS, dh);
  for (unsigned j = 0; j < nh; j++)
    {
      dh[j] *= hidden[j] * (1.0f - hidden[j]);
      g_hb[j] += dh[j];
    }
  for (unsigned i = 0; i < ni; i++)
    {
      float xi = x[i];
      if (xi == 0.0f)
        continue;
      float *row = g_hw + (size_t) i * nh;
      for (unsigned j = 0; j < nh; j++)
        row[j] += xi * dh[j];
    }
}

/* One labelled position: the cross-entropy's gradient at the outputs'
 * sums is simply target - output. Returns the loss. */
static double
accumulate (const GamaoNet *net, const float *x, const float *target, float *hidden, float *grad)
{
  float o[GAMAO_N_OUTPUTS], delta[GAMAO_N_OUTPUTS];

  gamao_net_evaluate (net, x, hidden, o);
  for (int k = 0; k < GAMAO_N_OUTPUTS; k++)
    delta[k] = target[k] - o[k];
  backpropagate (net, x, hidden, delta, grad);
  return cross_entropy (o, target);
}

/* d equity / d output, in the outputs' order: the coefficients of
 * gamao_outputs_equity(). */
static const float equity_slope[GAMAO_N_OUTPUTS] = { 2.0f, 1.0f, 1.0f, -1.0f, -1.0f };

/* The net's equity error (net less label) of each member of group g. */
static void
group_errors (const GamaoNet *net, const Groups *groups, unsigned g, float *hidden, double *error)
{
  const Set *m = &groups->members;
  float o[GAMAO_N_OUTPUTS];

  for (unsigned i = groups->first[g]; i < groups->first[g + 1]; i++)
    {
      gamao_net_evaluate (net, m->inputs + (size_t) i * m->n_inputs, hidden, o);
      error[i - groups->first[g]] = gamao_outputs_equity (o)
                                    - gamao_outputs_equity (m->targets + (size_t) i * GAMAO_N_OUTPUTS);
    }
}

/* The softmax of the mover's equities at temperature t. The positions
 * are seen with the opponent on roll, so the mover prefers low equities. */
static void
mover_softmax (const double *equity, unsigned n, double t, double *p)
{
  double low = equity[0], sum = 0.0;

  for (unsigned i = 1; i < n; i++)
    low = MIN (low, equity[i]);
  for (unsigned i = 0; i < n; i++)
    sum += p[i] = exp ((low - equity[i]) / t);
  for (unsigned i = 0; i < n; i++)
    p[i] /= sum;
}

/* The choice term of group g: `weight` times the cross-entropy of the
 * net's softmax against the label's, less the label's entropy (so it is
 * zero when they agree). Sets -d loss / d equity of each member in
 * `slope`; returns the loss. */
static double
choice_term (const Groups *groups, unsigned g, const double *error, const GroupLoss *settings,
             double *slope)
{
  unsigned first = groups->first[g], n = groups->first[g + 1] - first;
  double label[MAX_GROUP] = { 0 }, net[MAX_GROUP] = { 0 }, p_label[MAX_GROUP], p_net[MAX_GROUP];
  double loss = 0.0;

  for (unsigned i = 0; i < n; i++)
    {
      label[i] = gamao_outputs_equity (groups->members.targets + (size_t) (first + i) * GAMAO_N_OUTPUTS);
      net[i] = label[i] + error[i];
    }
  mover_softmax (label, n, settings->temperature, p_label);
  mover_softmax (net, n, settings->temperature, p_net);
  for (unsigned i = 0; i < n; i++)
    {
      if (p_label[i] > 0.0)
        loss += settings->choice_weight * p_label[i] * log (p_label[i] / MAX (p_net[i], 1e-300));
      slope[i] = settings->choice_weight * (p_net[i] - p_label[i]) / settings->temperature;
    }
  return loss;
}

/* One group: the spread term plus the choice term (GroupLoss). Returns
 * the loss. */
static double
accumulate_group (const GamaoNet *net, const Groups *groups, unsigned g, const GroupLoss *settings,
                  float *hidden, float *grad)
{
  const Set *m = &groups->members;
  unsigned first = groups->first[g], n = groups->first[g + 1] - first;
  double error[MAX_GROUP], choice[MAX_GROUP] = { 0 }, mean = 0.0, loss = 0.0;
  double weight = settings->rank_weight;
  float o[GAMAO_N_OUTPUTS], delta[GAMAO_N_OUTPUTS];

  group_errors (net, groups, g, hidden, error);
  if (settings->choice_weight > 0.0)
    loss += choice_term (groups, g, error, settings, choice);
  for (unsigned i = 0; i < n; i++)
    mean += error[i] / n;
  for (unsigned i = 0; i < n; i++)
    {
      const float *x = m->inputs + (size_t) (first + i) * m->n_inputs;
      double centred = error[i] - mean, slope = -2.0 * weight * centred / n + choice[i];
      loss += weight * centred * centred / n;
      gamao_net_evaluate (net, x, hidden, o);
      for (int k = 0; k < GAMAO_N_OUTPUTS; k++)
        delta[k] = (float) (slope * equity_slope[k] * o[k] * (1.0f - o[k]));
      backpropagate (net, x, hidden, delta, grad);
    }
  return loss;
}

static void *
run_slice (void *data)
{
  Slice *s = data;
  const Set *set = &s->t->train;

  memset (s->grad, 0, sizeof (float) * s->t->n_params);
  s->loss = 0.0;
  /* Items past the labelled positions are groups. */
  for (unsigned k = 0; k < s->count; k++)
    {
      unsigned i = s->order[s->first + k];
      if (i >= set->n)
        s->loss += accumulate_group (s->t->net, &s->t->train_groups, i - set->n, s->group_loss,
                                     s->hidden, s->grad);
      else
        s->loss += accumulate (s->t->net, set->inputs + (size_t) i * set->n_inputs,
                               set->targets + (size_t) i * GAMAO_N_OUTPUTS, s->hidden, s->grad);
    }
  return NULL;
}

/* One Adam step on the mean gradient of a batch. */
static void
adam (Trainee *t, const float *grad, unsigned batch, double lr)
{
  const double b1 = 0.9, b2 = 0.999, eps = 1e-8;

  t->step++;
  double c1 = 1.0 - pow (b1, (double) t->step), c2 = 1.0 - pow (b2, (double) t->step);
  for (size_t i = 0; i < t->n_params; i++)
    {
      /* The gradient points down the loss already (target - output). */
      double g = grad[i] / batch;
      t->m[i] = (float) (b1 * t->m[i] + (1.0 - b1) * g);
      t->v[i] = (float) (b2 * t->v[i] + (1.0 - b2) * g * g);
      *param (t->net, i) += (float) (lr * (t->m[i] / c1) / (sqrt (t->v[i] / c2) + eps));
    }
}

static unsigned
n_items (const Trainee *t)
{
  return t->train.n + t->train_groups.n;
}

static double
train_epoch (Trainee *t, unsigned batch, int threads, double lr, const GroupLoss *group_loss, GRand *rng,
             Slice slices[2])
{
  unsigned n = n_items (t);
  unsigned *order = g_new (unsigned, n);
  double loss = 0.0;

  for (unsigned i = 0; i < n; i++)
    order[i] = i;
  for (unsigned i = n; i > 1; i--)
    {
      unsigned j = (unsigned) g_rand_int_range (rng, 0, (gint32) i), tmp = order[i - 1];
      order[i - 1] = order[j];
      order[j] = tmp;
    }
  for (unsigned first = 0; first < n; first += batch)
    {
      unsigned count = MIN (batch, n - first), half = threads > 1 ? count / 2 : count;
      pthread_t other;

      slices[0] = (Slice){ t, order, first, half, slices[0].grad, slices[0].hidden, group_loss, 0 };
      slices[1] = (Slice){ t, order, first + half, count - half, slices[1].grad, slices[1].hidden,
                           group_loss, 0 };
      bool two = threads > 1 && count - half > 0
                 && pthread_create (&other, NULL, run_slice, &slices[1]) == 0;
      run_slice (&slices[0]);
      if (two)
        pthread_join (other, NULL);
      else if (count - half > 0)
        run_slice (&slices[1]);
      for (size_t i = 0; i < t->n_params; i++)
        slices[0].grad[i] += slices[1].grad[i];
      loss += slices[0].loss + slices[1].loss;
      adam (t, slices[0].grad, count, lr);
    }
  g_free (order);
  return n ? loss / n : 0.0;
}

static double
validation_loss (const Trainee *t, const Set *set, double *equity_rmse)
{
  float hidden[GAMAO_NET_MAX_HIDDEN], o[GAMAO_N_OUTPUTS];
  double loss = 0.0, sq = 0.0;

  for (unsigned i = 0; i < set->n; i++)
    {
      const float *target = set->targets + (size_t) i * GAMAO_N_OUTPUTS;
      gamao_net_evaluate (t->net, set->inputs + (size_t) i * set->n_inputs, hidden, o);
      loss += cross_entropy (o, target);
      double e = gamao_outputs_equity (o) - gamao_outputs_equity (target);
      sq += e * e;
    }
  *equity_rmse = set->n ? sqrt (sq / set->n) : 0.0;
  return set->n ? loss / set->n : 0.0;
}

/* Over the held-out groups: the group loss (without its weight), how
 * often the net's pick is the label's best play, and the equity its
 * picks lose by the labels' figures. Positions are seen with the
 * opponent on roll, so the mover's best play is the lowest equity. */
static void
group_scores (const Trainee *t, const Groups *groups, double *loss, double *agree, double *lost)
{
  float hidden[GAMAO_NET_MAX_HIDDEN];
  double error[MAX_GROUP];

  *loss = *agree = *lost = 0.0;
  for (unsigned g = 0; g < groups->n; g++)
    {
      unsigned first = groups->first[g], n = groups->first[g + 1] - first, pick = 0, best = 0;
      double mean = 0.0, label[MAX_GROUP];
      group_errors (t->net, groups, g, hidden, error);
      for (unsigned i = 0; i < n; i++)
        {
          label[i] = gamao_outputs_equity (groups->members.targets + (size_t) (first + i) * GAMAO_N_OUTPUTS);
          mean += error[i] / n;
          if (label[i] + error[i] < label[pick] + error[pick])
            pick = i;
          if (label[i] < label[best])
            best = i;
        }
      for (unsigned i = 0; i < n; i++)
        *loss += (error[i] - mean) * (error[i] - mean) / n;
      *agree += pick == best;
      *lost += label[pick] - label[best];
    }
  if (groups->n)
    {
      *loss /= groups->n;
      *agree /= groups->n;
      *lost /= groups->n;
    }
}

static void
set_add (Set *set, const float *inputs, const float *targets)
{
  if (set->n == set->cap)
    {
      set->cap = set->cap ? set->cap * 2 : 1024;
      set->inputs = g_renew (float, set->inputs, (size_t) set->cap * set->n_inputs);
      set->targets = g_renew (float, set->targets, (size_t) set->cap * GAMAO_N_OUTPUTS);
    }
  memcpy (set->inputs + (size_t) set->n * set->n_inputs, inputs, sizeof (float) * set->n_inputs);
  memcpy (set->targets + (size_t) set->n * GAMAO_N_OUTPUTS, targets,
          sizeof (float) * GAMAO_N_OUTPUTS);
  set->n++;
}

static int
net_for (const GamaoBoard *board)
{
  switch (gamao_position_kind (board))
    {
    case GAMAO_CLASS_CONTACT:
      return gamao_board_is_crashed (board) ? NET_CRASHED : NET_CONTACT;
    case GAMAO_CLASS_RACE:
      return NET_RACE;
    default:
      return -1; /* finished, or exact in the bearoff database */
    }
}

static bool
load_labels (const char *path, Trainee trainees[N_NETS], bool all_held_out)
{
  FILE *f = fopen (path, "r");
  char line[256], id[GAMAO_POSITION_ID_LEN + 1];
  float t[GAMAO_N_OUTPUTS], inputs[GAMAO_CONTACT_MAX_INPUTS];
  unsigned number = 0;

  if (!f)
    {
      perror (path);
      return false;
    }
  while (fgets (line, sizeof line, f))
    {
      GamaoBoard board;
      number++;
      if (sscanf (line, "%14s %f %f %f %f %f", id, &t[0], &t[1], &t[2], &t[3], &t[4]) != 6
          || gamao_position_id_decode (id, &board, NULL) != GAMAO_ID_OK)
        {
          fprintf (stderr, "%s:%u: not a labelled position\n", path, number);
          fclose (f);
          return false;
        }
      int k = net_for (&board);
      if (k < 0)
        continue;
      for (int o = 0; o < GAMAO_N_OUTPUTS; o++)
        t[o] = t[o] < 0.0f ? 0.0f : t[o] > 1.0f ? 1.0f : t[o];
      Trainee *tr = &trainees[k];
      if (k == NET_RACE)
        gamao_inputs_race (&board, inputs);
      else
        gamao_inputs_for_net (&board, tr->net->n_inputs, inputs);
      set_add (all_held_out            ? &tr->test
               : g_str_hash (id) % 20 == 0 ? &tr->valid
                                           : &tr->train,
               inputs, t);
    }
  fclose (f);
  return true;
}

/* Closes the group whose members are those added since the last one
 * closed. */
static void
groups_close (Groups *groups)
{
  if (groups->n + 2 > groups->cap)
    {
      groups->cap = groups->cap ? groups->cap * 2 : 1024;
      groups->first = g_renew (unsigned, groups->first, groups->cap);
    }
  if (groups->n == 0)
    groups->first[0] = 0;
  groups->first[++groups->n] = groups->members.n;
}

/* A decision's members, parted by the net that judges them. */
typedef struct
{
  float inputs[MAX_GROUP][GAMAO_CONTACT_MAX_INPUTS];
  float targets[MAX_GROUP][GAMAO_N_OUTPUTS];
  unsigned n;
} Pending;

static void
flush_group (Pending pending[N_NETS], Trainee trainees[N_NETS], unsigned number)
{
  /* One group in twenty, by a hash of its number, is held out. */
  bool held_out = (number * 2654435761u >> 16) % 20 == 0;

  for (int k = 0; k < N_NETS; k++)
    {
      Groups *groups = held_out ? &trainees[k].valid_groups : &trainees[k].train_groups;
      if (pending[k].n >= 2)
        {
          for (unsigned i = 0; i < pending[k].n; i++)
            set_add (&groups->members, pending[k].inputs[i], pending[k].targets[i]);
          groups_close (groups);
        }
      pending[k].n = 0;
    }
}

/* gamao-sample --groups files: "ID O1 .. O5 GROUP" lines, a group's
 * lines together. */
static bool
load_groups (const char *path, Trainee trainees[N_NETS])
{
  FILE *f = fopen (path, "r");
  char line[256], id[GAMAO_POSITION_ID_LEN + 1];
  float t[GAMAO_N_OUTPUTS];
  unsigned number = 0, group, current = G_MAXUINT;
  Pending *pending = g_new0 (Pending, N_NETS);

  if (!f)
    {
      perror (path);
      g_free (pending);
      return false;
    }
  while (fgets (line, sizeof line, f))
    {
      GamaoBoard board;
      int end = 0;
      number++;
      /* The group number must be a whole number: a plain labels file's
       * seventh field is a standard error, and is refused here. */
      if (sscanf (line, "%14s %f %f %f %f %f %u%n", id, &t[0], &t[1], &t[2], &t[3], &t[4], &group,
                  &end) != 7
          || (line[end] != '\n' && line[end] != '\0')
          || gamao_position_id_decode (id, &board, NULL) != GAMAO_ID_OK)
        {
          fprintf (stderr, "%s:%u: not a member of a group\n", path, number);
          fclose (f);
          g_free (pending);
          return false;
        }
      if (group != current)
        flush_group (pending, trainees, current);
      current = group;
      int k = net_for (&board);
      if (k < 0 || k == NET_RACE || pending[k].n == MAX_GROUP)
        continue;
      for (int o = 0; o < GAMAO_N_OUTPUTS; o++)
        pending[k].targets[pending[k].n][o] = CLAMP (t[o], 0.0f, 1.0f);
      gamao_inputs_for_net (&board, trainees[k].net->n_inputs, pending[k].inputs[pending[k].n]);
      pending[k].n++;
    }
  flush_group (pending, trainees, current);
  fclose (f);
  g_free (pending);
  return true;
}

/* The same function on a new shape: new input rows are zero, new hidden
 * units add nothing until trained. */
static bool
reshape (GamaoNet *net, unsigned n_inputs, unsigned n_hidden, guint64 seed)
{
  GamaoNet old = *net;

  if (old.n_inputs == n_inputs && old.n_hidden == n_hidden)
    return true;
  if (old.n_deep || n_hidden < old.n_hidden || n_inputs < old.n_inputs
      || !gamao_net_init (net, n_inputs, n_hidden, seed))
    return false;
  for (unsigned i = 0; i < n_inputs; i++)
    for (unsigned j = 0; j < n_hidden; j++)
      {
        float *w = &net->hidden_weights[(size_t) i * n_hidden + j];
        if (j < old.n_hidden)
          *w = i < old.n_inputs ? old.hidden_weights[(size_t) i * old.n_hidden + j] : 0.0f;
      }
  for (unsigned j = 0; j < old.n_hidden; j++)
    net->hidden_bias[j] = old.hidden_bias[j];
  for (int k = 0; k < GAMAO_N_OUTPUTS; k++)
    for (unsigned j = 0; j < n_hidden; j++)
      net->output_weights[(size_t) k * n_hidden + j]
          = j < old.n_hidden ? old.output_weights[(size_t) k * old.n_hidden + j] : 0.0f;
  memcpy (net->output_bias, old.output_bias, sizeof old.output_bias);
  gamao_net_clear (&old);
  return true;
}

/* Gives `net` a deep layer of `deep` units unless it has one of that
 * size already; 0 asks for nothing. */
static bool
add_deep (GamaoNet *net, unsigned deep, guint64 seed)
{
  if (deep == 0 || net->n_deep == deep)
    return true;
  return gamao_net_add_deep (net, deep, seed);
}

static bool
save_state (const char *path, int epoch, Trainee trainees[N_NETS])
{
  g_autoptr (GByteArray) bytes = g_byte_array_new ();
  guint32 e = (guint32) epoch;

  g_byte_array_append (bytes, (const guint8 *) "GAMAOSL1", 8);
  g_byte_array_append (bytes, (const guint8 *) &e, 4);
  for (int k = 0; k < N_NETS; k++)
    {
      guint64 n = trainees[k].n_params;
      g_byte_array_append (bytes, (const guint8 *) &trainees[k].step, 8);
      g_byte_array_append (bytes, (const guint8 *) &n, 8);
      g_byte_array_append (bytes, (const guint8 *) trainees[k].m, (guint) (n * sizeof (float)));
      g_byte_array_append (bytes, (const guint8 *) trainees[k].v, (guint) (n * sizeof (float)));
    }
  return g_file_set_contents (path, (const char *) bytes->data, (gssize) bytes->len, NULL);
}

/* Returns the epochs done, or -1 when there is no usable state. */
static int
load_state (const char *path, Trainee trainees[N_NETS])
{
  g_autofree char *data = NULL;
  gsize len, pos = 12;
  guint32 epoch;

  if (!g_file_get_contents (path, &data, &len, NULL) || len < 12 || memcmp (data, "GAMAOSL1", 8))
    return -1;
  memcpy (&epoch, data + 8, 4);
  for (int k = 0; k < N_NETS; k++)
    {
      guint64 n;
      if (len - pos < 16)
        return -1;
      memcpy (&trainees[k].step, data + pos, 8);
      memcpy (&n, data + pos + 8, 8);
      pos += 16;
      if (n != trainees[k].n_params || len - pos < 2 * n * sizeof (float))
        return -1;
      memcpy (trainees[k].m, data + pos, n * sizeof (float));
      memcpy (trainees[k].v, data + pos + n * sizeof (float), n * sizeof (float));
      pos += 2 * n * sizeof (float);
    }
  return (int) epoch;
}

/* Prints the epoch's figures; `total` is what the best weights are
 * chosen by: the held-out labels' mean loss plus the held-out groups'
 * mean loss, with its weight. */
static void
report (int epoch, const double train[N_NETS], Trainee trainees[N_NETS], double rank_weight,
        double *total)
{
  double group_total = 0.0;
  unsigned count = 0, group_count = 0;

  *total = 0.0;
  printf ("epoch %d:", epoch);
  for (int k = 0; k < N_NETS; k++)
    {
      double rmse, test_rmse, v = validation_loss (&trainees[k], &trainees[k].valid, &rmse);
      validation_loss (&trainees[k], &trainees[k].test, &test_rmse);
      printf ("  %s train %.4f held-out %.4f (equity rmse %.4f, %u/%u)", net_names[k], train[k], v,
              rmse, trainees[k].train.n, trainees[k].valid.n);
      if (trainees[k].test.n)
        printf (" test equity rmse %.4f (%u)", test_rmse, trainees[k].test.n);
      if (trainees[k].valid_groups.n)
        {
          double group_loss, agree, lost;
          group_scores (&trainees[k], &trainees[k].valid_groups, &group_loss, &agree, &lost);
          printf (" held-out groups: spread rmse %.4f, picks %.1f %%, lost %.4f (%u/%u)",
                  sqrt (group_loss), 100.0 * agree, lost, trainees[k].train_groups.n,
                  trainees[k].valid_groups.n);
          group_total += group_loss * trainees[k].valid_groups.n;
          group_count += trainees[k].valid_groups.n;
        }
      *total += v * trainees[k].valid.n;
      count += trainees[k].valid.n;
    }
  *total = count ? *total / count : 0.0;
  group_total = group_count ? rank_weight * group_total / group_count : 0.0;
  printf ("\n  all held-out %.4f", *total);
  if (group_count)
    printf (" + groups %.4f", group_total);
  printf ("\n");
  *total += group_total;
  fflush (stdout);
}

static int
run (char **data, char **test, char **groups, const char *dir, const char *init, int layout,
     unsigned hidden, unsigned deep, int epochs, unsigned batch, int threads, double lr,
     const GroupLoss *group_loss, guint64 seed)
{
  g_autofree char *weights_path = g_build_filename (dir, "sl.weights", NULL);
  g_autofree char *state_path = g_build_filename (dir, "sl.state", NULL);
  g_autofree char *best_path = g_build_filename (dir, "best.weights", NULL);
  GamaoWeights w;
  Trainee trainees[N_NETS] = { 0 };
  Slice slices[2];
  GamaoWeightsError err;
  bool resumed = g_file_test (weights_path, G_FILE_TEST_EXISTS);

  g_mkdir_with_parents (dir, 0755);
  if (resumed)
    err = gamao_weights_load (&w, weights_path);
  else
    {
      g_autofree char *from = g_build_filename (init ? init : gamao_data_dir (), GAMAO_WEIGHTS_FILE, NULL);
      err = gamao_weights_load (&w, from);
    }
  if (err != GAMAO_WEIGHTS_OK)
    {
      fprintf (stderr, "%s\n", gamao_weights_error_message (err));
      return 1;
    }
  if (!resumed)
    {
      unsigned n_in = layout == 3   ? GAMAO_CONTACT3_INPUTS
                      : layout == 2 ? GAMAO_CONTACT2_INPUTS
                                    : GAMAO_CONTACT_INPUTS;
      unsigned n_h = hidden ? hidden : w.contact.n_hidden;
      if (w.crashed.n_inputs == 0 && !gamao_net_copy (&w.crashed, &w.contact))
        return 1;
      if (!reshape (&w.contact, n_in, n_h, seed) || !reshape (&w.crashed, n_in, n_h, seed + 1))
        {
          fprintf (stderr, "cannot reshape the nets to %u inputs and %u hidden units\n", n_in, n_h);
          return 1;
        }
      if (!add_deep (&w.contact, deep, seed + 2) || !add_deep (&w.crashed, deep, seed + 3))
        {
          fprintf (stderr, "cannot give the nets a deep layer of %u units\n", deep);
          return 1;
        }
    }
  GamaoNet *nets[N_NETS] = { &w.contact, &w.crashed, &w.race };
  size_t most = 0;
  for (int k = 0; k < N_NETS; k++)
    {
      Trainee *t = &trainees[k];
      t->net = nets[k];
      t->n_params = gamao_net_n_params (t->net);
      t->m = g_new0 (float, t->n_params);
      t->v = g_new0 (float, t->n_params);
      t->train.n_inputs = t->valid.n_inputs = t->test.n_inputs = t->net->n_inputs;
      t->train_groups.members.n_inputs = t->valid_groups.members.n_inputs = t->net->n_inputs;
      most = MAX (most, t->n_params);
    }
  for (int s = 0; s < 2; s++)
    {
      slices[s].grad = g_new0 (float, most);
      slices[s].hidden = g_new0 (float, GAMAO_NET_MAX_HIDDEN);
    }
  for (char **f = data; f && *f; f++)
    if (!load_labels (*f, trainees, false))
      return 1;
  for (char **f = test; f && *f; f++)
    if (!load_labels (*f, trainees, true))
      return 1;
  for (char **f = groups; f && *f; f++)
    if (!load_groups (*f, trainees))
      return 1;

  int done = resumed ? load_state (state_path, trainees) : 0;
  if (done < 0)
    {
      fprintf (stderr, "%s: missing or damaged; remove %s to start again\n", state_path, weights_path);
      return 1;
    }
  double train_loss[N_NETS] = { 0 }, best = INFINITY, total;
  g_autofree char *best_text_path = g_build_filename (dir, "best.txt", NULL);
  g_autofree char *best_text = NULL;
  if (done == 0)
    {
      report (0, train_loss, trainees, group_loss->rank_weight, &total);
      best = total;
      gamao_weights_save (&w, best_path);
      best_text = g_strdup_printf ("%.6f 0\n", best);
      g_file_set_contents (best_text_path, best_text, -1, NULL);
    }
  else if (g_file_get_contents (best_text_path, &best_text, NULL, NULL))
    best = g_ascii_strtod (best_text, NULL);
  GRand *rng = g_rand_new_with_seed ((guint32) (seed ^ (seed >> 32)));
  /* Replay the shuffles of the epochs already done, so that a resumed
   * run takes the same path as one that never stopped. */
  for (int e = 0; e < done; e++)
    for (int k = 0; k < N_NETS; k++)
      for (unsigned i = n_items (&trainees[k]); i > 1; i--)
        g_rand_int_range (rng, 0, (gint32) i);
  for (int e = done; e < epochs; e++)
    {
      for (int k = 0; k < N_NETS; k++)
        train_loss[k] = train_epoch (&trainees[k], batch, threads, lr, group_loss, rng, slices);
      report (e + 1, train_loss, trainees, group_loss->rank_weight, &total);
      w.games_trained = (guint64) (e + 1);
      if ((err = gamao_weights_save (&w, weights_path)) != GAMAO_WEIGHTS_OK
          || !save_state (state_path, e + 1, trainees))
        {
          fprintf (stderr, "%s\n", gamao_weights_error_message (err));
          return 1;
        }
      if (total < best)
        {
          g_autofree char *text = g_strdup_printf ("%.6f %d\n", total, e + 1);
          best = total;
          gamao_weights_save (&w, best_path);
          g_file_set_contents (best_text_path, text, -1, NULL);
        }
    }
  g_rand_free (rng);
  gamao_weights_clear (&w);
  return 0;
}

int
main (int argc, char **argv)
{
  gint64 seed = 1;
  int epochs = 10, batch = 64, threads = 2, hidden = 0, deep = 0, layout = 2;
  double lr = 3e-4;
  GroupLoss group_loss = { .rank_weight = 10.0, .choice_weight = 0.0, .temperature = 0.02 };
  char *dir = NULL, *init = NULL;
  char **data = NULL, **test = NULL, **groups = NULL;
  GOptionEntry entries[] = {
    { "data", 'd', 0, G_OPTION_ARG_FILENAME_ARRAY, &data, "Labelled positions (gamao-label output); repeat for more files", "FILE" },
    { "test", 't', 0, G_OPTION_ARG_FILENAME_ARRAY, &test, "Labelled positions held out whole (a test set, e.g. fuller rollouts)", "FILE" },
    { "groups", 'g', 0, G_OPTION_ARG_FILENAME_ARRAY, &groups, "Groups of one decision's plays (gamao-sample --groups output); repeat for more files", "FILE" },
    { "rank-weight", 0, 0, G_OPTION_ARG_DOUBLE, &group_loss.rank_weight, "Weight of a group's spread of errors against a label's loss (default 10)", "W" },
    { "choice-weight", 0, 0, G_OPTION_ARG_DOUBLE, &group_loss.choice_weight, "Weight of a group's choice term: the net's softmax of the plays against the label's (default 0: none)", "W" },
    { "temperature", 0, 0, G_OPTION_ARG_DOUBLE, &group_loss.temperature, "Temperature of the choice term's softmax, in equity (default 0.02)", "T" },
    { "dir", 0, 0, G_OPTION_ARG_FILENAME, &dir, "Directory for checkpoints (resumes from it)", "DIR" },
    { "init", 0, 0, G_OPTION_ARG_FILENAME, &init, "Weights directory to start from (default: the data directory)", "DIR" },
    { "layout", 0, 0, G_OPTION_ARG_INT, &layout, "Contact input layout, 1, 2 or 3 (default 2)", "L" },
    { "hidden", 0, 0, G_OPTION_ARG_INT, &hidden, "Hidden units of the contact and crashed nets (default: as in --init)", "N" },
    { "deep", 0, 0, G_OPTION_ARG_INT, &deep, "Give the contact and crashed nets a second hidden layer of N units (default: as in --init)", "N" },
    { "epochs", 'e', 0, G_OPTION_ARG_INT, &epochs, "Epochs to reach (default 10)", "N" },
    { "batch", 'b', 0, G_OPTION_ARG_INT, &batch, "Mini-batch size (default 64)", "N" },
    { "lr", 0, 0, G_OPTION_ARG_DOUBLE, &lr, "Adam learning rate (default 0.0003)", "R" },
    { "seed", 's', 0, G_OPTION_ARG_INT64, &seed, "Seed of the shuffles (default 1)", "S" },
    { "threads", 'j', 0, G_OPTION_ARG_INT, &threads, "Threads, 1 or 2 (default 2)", "N" },
    { NULL }
  };
  g_autoptr (GOptionContext) context = g_option_context_new ("- train the nets on rollout labels");
  g_autoptr (GError) error = NULL;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || (!data && !groups) || !dir
      || group_loss.rank_weight < 0.0 || group_loss.choice_weight < 0.0 || !(group_loss.temperature > 0.0)
      || (layout < 1 || layout > 3) || batch < 1 || threads < 1 || threads > 2 || epochs < 0
      || hidden < 0 || hidden > GAMAO_NET_MAX_HIDDEN || hidden % GAMAO_NET_ALIGN
      || deep < 0 || deep > GAMAO_NET_MAX_HIDDEN || deep % GAMAO_NET_ALIGN)
    {
      fprintf (stderr, "%s\n", error ? error->message
                                     : "gamao-sl-train --data FILE|--groups FILE --dir DIR [--layout 1|2|3] [--hidden N] [--deep N] [--epochs N]");
      return 2;
    }
  return run (data, test, groups, dir, init, layout, (unsigned) hidden, (unsigned) deep, epochs, (unsigned) batch,
              threads, lr, &group_loss, (guint64) seed);
}
