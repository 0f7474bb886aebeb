/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ai-test-boards.h: positions more than one of the ai tests use. */
#pragma once

#include "gamao-board.h"

/* We hold all six home points and three checkers on our 8 point; the
 * other side has a checker on the bar and the rest on its 6, 5 and 4
 * points, in a race it cannot start. */
void ai_test_closed_out (GamaoBoard *board);
