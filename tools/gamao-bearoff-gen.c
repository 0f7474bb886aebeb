/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-bearoff-gen: computes a bearoff database and writes it to the
 * file named on the command line: the one-sided database, or with
 * --two-sided the two-sided one. */
#include "config.h"

#include "gamao-bearoff-two.h"
#include "gamao-bearoff.h"

#include <stdio.h>
#include <string.h>

static bool
write_one_sided (const char *path)
{
  GamaoBearoff *db = gamao_bearoff_generate ();
  bool ok = db && gamao_bearoff_save (db, path);

  if (db)
    gamao_bearoff_free (db);
  return ok;
}

static bool
write_two_sided (const char *path)
{
  GamaoBearoffTwo *db = gamao_bearoff_two_generate ();
  bool ok = db && gamao_bearoff_two_save (db, path);

  if (db)
    gamao_bearoff_two_free (db);
  return ok;
}

int
main (int argc, char **argv)
{
  bool two_sided = argc == 3 && strcmp (argv[1], "--two-sided") == 0;
  const char *path = argv[argc - 1];

  if (argc != 2 && !two_sided)
    {
      fprintf (stderr, "usage: %s [--two-sided] OUTPUT-FILE\n", argv[0]);
      return 2;
    }
  if (!(two_sided ? write_two_sided (path) : write_one_sided (path)))
    {
      perror (path);
      return 1;
    }
  return 0;
}
