/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-bearoff-gen: computes the one-sided bearoff database and writes
 * it to the file named on the command line. */
#include "config.h"

#include "gamao-bearoff.h"

#include <stdio.h>

int
main (int argc, char **argv)
{
  GamaoBearoff *db;

  if (argc != 2)
    {
      fprintf (stderr, "usage: %s OUTPUT-FILE\n", argv[0]);
      return 2;
    }
  db = gamao_bearoff_generate ();
  if (!db)
    {
      fprintf (stderr, "%s: out of memory\n", argv[0]);
      return 1;
    }
  if (!gamao_bearoff_save (db, argv[1]))
    {
      perror (argv[1]);
      gamao_bearoff_free (db);
      return 1;
    }
  gamao_bearoff_free (db);
  return 0;
}
