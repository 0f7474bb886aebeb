/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-cli.h: the commands of gamao-cli, one file each. */
#pragma once

#include "gamao-board.h"
#include "gamao-match-record.h"
#include "gamao-match-state.h"
#include "gamao-setup-position.h"

#include <glib.h>

/* Exit statuses shared by all commands. */
#define GAMAO_CLI_OK 0
#define GAMAO_CLI_FAILED 1
#define GAMAO_CLI_BAD_INPUT 2

typedef struct
{
  const char *name;
  const char *summary;
  int (*run) (int argc, char **argv);
} GamaoCliCommand;

int gamao_cli_moves (int argc, char **argv);
int gamao_cli_show (int argc, char **argv);
int gamao_cli_bench (int argc, char **argv);
int gamao_cli_import (int argc, char **argv);
int gamao_cli_convert (int argc, char **argv);
int gamao_cli_export_selfplay (int argc, char **argv);
int gamao_cli_history (int argc, char **argv);
int gamao_cli_play (int argc, char **argv);
int gamao_cli_diagram (int argc, char **argv);
int gamao_cli_mistakes (int argc, char **argv);
int gamao_cli_positions (int argc, char **argv);

/* Reads a .mat or .sgf file and replays it through the rules; on any
 * problem prints it (file, line, reason) and returns NULL. */
GamaoMatchRecord *gamao_cli_read_match_file (const char *path);
/* Parses a die 1..6; prints an error naming `what` and returns false. */
gboolean gamao_cli_parse_die (const char *text, int *die);
/* Decodes a position ID; on failure puts why into `why`. */
gboolean gamao_cli_decode_position (const char *id, GamaoBoard *board, GString *why);
/* An XGID is taken too: its board, from the side on roll. */
/* The same, and a game still going on in it (both sides have checkers). */
gboolean gamao_cli_decode_game_on (const char *id, GamaoBoard *board, GString *why);
/* Reads a position (Position ID and optional Match ID, or an XGID) as
 * the position editor holds it, and checks it; prints each problem and
 * returns FALSE when it is not a position to study. */
gboolean gamao_cli_read_setup (const char *position, const char *match_id,
                               GamaoSetupPosition *setup);
/* When `text` is an XGID, the match it holds (cube, score, rules, dice). */
gboolean gamao_cli_xgid_state (const char *text, GamaoMatchState *state);
/* The dice: argv[first] and argv[first + 1], or, when the arguments stop
 * at `first`, the dice of the XGID `position`; prints what is wrong. */
gboolean gamao_cli_parse_dice (int argc, char **argv, int first, const char *position, int *d1,
                               int *d2);
/* The words of a request line, blanks and tabs between them; `*n`
 * receives how many. */
GStrv gamao_cli_split_words (const char *line, guint *n);
/* Appends `text` to `out` as a JSON string, quoted and escaped. */
void gamao_cli_json_string (GString *out, const char *text);
/* Parses options with `entries` and the usage `parameters`; on --help or
 * an error prints and sets `*status`. Returns FALSE when the command
 * should stop. */
gboolean gamao_cli_parse_options (int *argc, char ***argv, const char *parameters,
                                  const char *summary, const GOptionEntry *entries, int *status);
