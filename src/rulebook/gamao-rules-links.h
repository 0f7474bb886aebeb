/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-rules-links.h: which section of the rules explains why a move was
 * refused, so an error message can lead the player to it. */
#pragma once

#include "gamao-board.h"
#include "gamao-notation.h"

/* The id of the section that explains `verdict`. */
const char *gamao_rules_section_for_verdict (GamaoStepVerdict verdict);
/* The id of the section that explains why a written play was refused. */
const char *gamao_rules_section_for_notation_error (GamaoNotationError error);
