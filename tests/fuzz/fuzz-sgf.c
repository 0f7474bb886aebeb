/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A libFuzzer target for the .sgf match file reader: any bytes either fail
 * with a line and a message or give a match that, written back, reads as
 * the same match. */
#include "config.h"

#include "gamao-sgf.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  GamaoMatfileError error;
  GamaoMatchRecord *record = gamao_sgf_read ((const char *) data, size, &error);

  if (!record)
    {
      if (!error.message[0] || error.line == 0)
        abort ();
      return 0;
    }

  char *text = gamao_sgf_write (record);
  GamaoMatchRecord *again = gamao_sgf_read (text, strlen (text), &error);
  if (!again || !gamao_match_record_equal (record, again))
    abort ();
  gamao_match_record_unref (again);
  gamao_match_record_unref (record);
  free (text);
  return 0;
}
