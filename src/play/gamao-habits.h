/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-habits.h: the person's habits, said in words from counted data
 * (issue 29): their decisions grouped by kind (checker plays, cube
 * offers, answers to a double) and phase; a group is a habit when at
 * least 10 of the person's last 500 decisions are in it and its mean
 * loss is at least 1.5 times the mean of all of them. The two or three
 * that cost most are told, each with the numbers behind it. */
#pragma once

#include "gamao-store-mistakes.h"

#include <glib.h>

G_BEGIN_DECLS

#define GAMAO_HABITS_DECISIONS 500
#define GAMAO_HABITS_MIN_GROUP 10
#define GAMAO_HABITS_FACTOR 1.5
#define GAMAO_HABITS_MAX 3

typedef enum
{
  GAMAO_HABIT_CHECKER,        /* checker plays */
  GAMAO_HABIT_MISSED_DOUBLES, /* cube offers, where not doubling cost most */
  GAMAO_HABIT_EARLY_DOUBLES,  /* cube offers, where doubling cost most */
  GAMAO_HABIT_WRONG_PASSES,   /* answers to a double, where passing cost most */
  GAMAO_HABIT_WRONG_TAKES,    /* answers, where taking (or a beaver) cost most */
} GamaoHabitKind;

typedef struct
{
  GamaoHabitKind kind;
  GamaoPhase phase;
  guint n_decisions;          /* of its kind and phase, among the last 500 */
  guint n_mistakes;           /* of them, marked */
  double mean_loss;           /* EMG per decision */
  double total_loss;
} GamaoHabit;

/* The habits among `decisions` (the person's, newest first; only the
 * first GAMAO_HABITS_DECISIONS count), the costliest first, at most
 * `max`; returns how many. */
guint gamao_habits_find (const GamaoRecentDecision *decisions, guint n_decisions,
                         GamaoHabit *habits, guint max);
/* The habit in a sentence, translated ("In the race, you pass doubles
 * you should take: 6 of your last 10 take decisions were mistakes, …"). */
char *gamao_habit_sentence (const GamaoHabit *habit);

G_END_DECLS
