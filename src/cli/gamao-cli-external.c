/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-cli external: plays for GNU Backgammon as its "external player".
 * gnubg (`set player N external localhost:PORT`) connects and sends one
 * FIBS "board:" line whenever it needs a decision; we answer with one
 * line: a play in gnubg's notation, "roll" or "double" before rolling,
 * "take" or "drop" when doubled. */
#include "config.h"

#define G_LOG_DOMAIN "gamao-cli"

#include "gamao-cli.h"
#include "gamao-cli-ai.h"
#include "gamao-computer.h"
#include "gamao-fibs.h"
#include "gamao-notation.h"

#include <arpa/inet.h>
#include <errno.h>
#include <glib/gi18n.h>
#include <netinet/in.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/socket.h>
#include <unistd.h>

static void
write_play (const GamaoPlay *play, GString *answer)
{
  char text[GAMAO_NOTATION_MAX];

  gamao_notation_write (play, text, sizeof text);
  g_string_assign (answer, text);
}

/* The answer to one board line. */
static void
decide (GamaoComputer *computer, const GamaoFibsBoard *fibs, GString *answer)
{
  GamaoPlay play;

  if (fibs->was_doubled)
    {
      GamaoBoard doubler = fibs->board;
      gamao_board_swap_sides (&doubler);
      g_string_assign (answer, gamao_computer_takes (computer, &doubler, &fibs->state, 0)
                                   ? "take" : "drop");
    }
  else if (fibs->dice[0] == 0)
    {
      GamaoCubeAction action = fibs->may_double
                                   ? gamao_computer_cube_action (computer, &fibs->board,
                                                                 &fibs->state, 0, NULL)
                                   : GAMAO_CUBE_NOT_AVAILABLE;
      g_string_assign (answer, action == GAMAO_CUBE_DOUBLE_TAKE
                                       || action == GAMAO_CUBE_DOUBLE_PASS
                                   ? "double" : "roll");
    }
  else if (gamao_computer_choose_play (computer, &fibs->board, fibs->dice[0], fibs->dice[1],
                                       &fibs->state, &play))
    write_play (&play, answer);
  else
    g_string_truncate (answer, 0);
}

static void
serve (GamaoComputer *computer, int connection)
{
  /* Reading through stdio, writing straight to the socket: a stdio
   * stream cannot switch between the two on a socket. */
  FILE *input = fdopen (connection, "r");
  g_autoptr (GString) answer = g_string_new (NULL);
  char *line = NULL;
  size_t capacity = 0;
  GamaoFibsBoard fibs;

  if (!input)
    {
      close (connection);
      return;
    }
  ssize_t got;
  while ((got = getline (&line, &capacity, input)) >= 0)
    {
      /* gnubg sends each line with its C string terminator, which thus
       * starts the next line. */
      char *text = line;
      while (got > 0 && *text == '\0')
        text++, got--;
      g_strstrip (text);
      if (!*text)
        continue;
      if (gamao_fibs_board_parse (text, &fibs))
        decide (computer, &fibs, answer);
      else
        {
          fprintf (stderr, _("Not a FIBS board line: %s\n"), text);
          g_string_truncate (answer, 0);
        }
      if (getenv ("GAMAO_EXTERNAL_LOG"))
        fprintf (stderr, "<< %s\n>> %s\n", text, answer->str);
      g_string_append_c (answer, '\n');
      if (write (connection, answer->str, answer->len) != (ssize_t) answer->len)
        break;
    }
  free (line);
  fclose (input);
}

static int
listen_on (int port)
{
  struct sockaddr_in address = { .sin_family = AF_INET, .sin_port = htons ((uint16_t) port) };
  int fd = socket (AF_INET, SOCK_STREAM, 0), yes = 1;

  address.sin_addr.s_addr = htonl (INADDR_LOOPBACK);
  if (fd < 0)
    return -1;
  setsockopt (fd, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);
  if (bind (fd, (struct sockaddr *) &address, sizeof address) != 0 || listen (fd, 1) != 0)
    {
      close (fd);
      return -1;
    }
  return fd;
}

int
gamao_cli_external (int argc, char **argv)
{
  g_autofree char *level_text = NULL;
  int port = 0;
  gboolean once = FALSE;
  GOptionEntry entries[] = {
    { "port", 'p', 0, G_OPTION_ARG_INT, &port, N_("TCP port to listen on (on this machine only)"), N_("PORT") },
    { "level", 'l', 0, G_OPTION_ARG_STRING, &level_text, N_("Playing level (default: expert)"), N_("LEVEL") },
    { "once", 0, 0, G_OPTION_ARG_NONE, &once, N_("Stop after the first connection closes"), NULL },
    { NULL }
  };
  int status = GAMAO_CLI_OK;
  GamaoLevel level = GAMAO_LEVEL_EXPERT;
  GamaoWeightsError error;

  if (!gamao_cli_parse_options (&argc, &argv, "",
                                _("Plays for GNU Backgammon as its external player: in gnubg, "
                                  "“set player 1 external localhost:PORT”."),
                                entries, &status))
    return status;
  if (argc != 1 || port <= 0 || port > 65535
      || (level_text && !gamao_cli_parse_level (level_text, &level)))
    {
      fprintf (stderr, "%s\n", _("Usage: gamao-cli external --port PORT [--level LEVEL]"));
      return GAMAO_CLI_BAD_INPUT;
    }
  GamaoComputer *computer = gamao_computer_new (level, NULL, &error);
  if (!computer)
    {
      gamao_cli_weights_failed (error);
      return GAMAO_CLI_FAILED;
    }
  int listener = listen_on (port);
  if (listener < 0)
    {
      /* Translators: %d is a TCP port number, not a count. */
      fprintf (stderr, _("Cannot listen on port %d: %s\n"), port, g_strerror (errno));
      gamao_computer_free (computer);
      return GAMAO_CLI_FAILED;
    }
  do
    {
      int connection = accept (listener, NULL, NULL);
      if (connection >= 0)
        serve (computer, connection);
    }
  while (!once);
  close (listener);
  gamao_computer_free (computer);
  return GAMAO_CLI_OK;
}
