/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#define G_LOG_DOMAIN "gamao-play"

#include "gamao-replay-marks.h"

/* The decision judged at a frame is the one of its action; an answer to
 * a resignation shares the offer's frame and is not shown. */
static int
find_decision (const GArray *decisions, const GamaoReplayFrame *frame)
{
  int found = -1;

  for (guint k = 0; k < decisions->len && frame->action >= 0; k++)
    {
      const GamaoStoredDecision *d = &g_array_index (decisions, GamaoStoredDecision, k);
      if (d->game == frame->game && d->seq == (gsize) frame->action
          && d->kind != GAMAO_DECISION_RESIGN_ANSWER)
        found = (int) k;
    }
  return found;
}

GamaoReplayMarks *
gamao_replay_marks_new (GamaoReplayFrames *frames, GArray *decisions)
{
  GamaoReplayMarks *marks;
  guint n = gamao_replay_frames_get_n (frames);

  if (!decisions || decisions->len == 0)
    {
      g_clear_pointer (&decisions, g_array_unref);
      return NULL;
    }
  marks = g_new0 (GamaoReplayMarks, 1);
  marks->decisions = decisions;
  marks->frame_decision = g_array_sized_new (FALSE, FALSE, sizeof (int), n);
  for (guint i = 0; i < n; i++)
    {
      int found = find_decision (decisions, gamao_replay_frames_get (frames, i));
      g_array_append_val (marks->frame_decision, found);
    }
  return marks;
}

void
gamao_replay_marks_free (GamaoReplayMarks *marks)
{
  if (!marks)
    return;
  g_array_unref (marks->decisions);
  g_array_unref (marks->frame_decision);
  g_free (marks);
}

int
gamao_replay_marks_index (const GamaoReplayMarks *marks, guint frame)
{
  if (!marks || frame >= marks->frame_decision->len)
    return -1;
  return g_array_index (marks->frame_decision, int, frame);
}

const GamaoStoredDecision *
gamao_replay_marks_get (const GamaoReplayMarks *marks, guint frame)
{
  int k = gamao_replay_marks_index (marks, frame);

  return k < 0 ? NULL : &g_array_index (marks->decisions, GamaoStoredDecision, k);
}

static gboolean
marked (const GamaoReplayMarks *marks, guint frame)
{
  const GamaoStoredDecision *d = gamao_replay_marks_get (marks, frame);

  return d && d->mark != GAMAO_MARK_NONE;
}

guint
gamao_replay_marks_find_mistake (const GamaoReplayMarks *marks, guint from, gboolean forward)
{
  guint n = marks ? marks->frame_decision->len : 0;

  if (forward)
    {
      for (guint i = from + 1; i < n; i++)
        if (marked (marks, i))
          return i;
      return G_MAXUINT;
    }
  for (guint i = MIN (from, n); i-- > 0;)
    if (marked (marks, i))
      return i;
  return G_MAXUINT;
}
