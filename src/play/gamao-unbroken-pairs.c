/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "gamao-unbroken-pairs.h"

char *
gamao_unbroken_pairs (char *text)
{
  g_auto (GStrv) parts = g_strsplit (text, "–", -1);

  g_free (text);
  return g_strjoinv ("–\u2060", parts);
}
