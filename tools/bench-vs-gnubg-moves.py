# SPDX-License-Identifier: GPL-3.0-or-later
# The gnubg side of tools/bench-vs-gnubg's World Class moves. Runs inside
# GNU Backgammon (gnubg -t -q -r -p); parameters from the environment:
#   MODE=generate POSITIONS=N SEED=S OUT=FILE: gnubg's Expert (0-ply)
#     plays games against itself from seeded dice and FILE gets N contact
#     positions with a roll, "POSITION_ID D1 D2" a line (the mover on
#     roll), one every third contact decision.
#   MODE=time IN=FILE OUT=FILE: gnubg's World Class (2-ply, pruning, its
#     default move filter, one thread) chooses a play for every line of
#     IN; OUT gets the process's CPU seconds for each (all threads,
#     time.process_time), one a line.
import os
import random
import time

import gnubg

START = '4HPwATDgc/ABMA'


def setup(plies):
    for command in ('set confirm default no', 'set threads 1',
                    'set player 0 human', 'set player 1 human',
                    'set evaluation chequerplay evaluation plies %d' % plies,
                    'set evaluation chequerplay evaluation prune %s' % ('on' if plies else 'off'),
                    'set evaluation chequerplay evaluation noise 0',
                    'set evaluation chequerplay evaluation cubeful off',
                    'new session'):
        gnubg.command(command)


def hint(position_id, d1, d2):
    gnubg.command('set board ' + position_id)
    gnubg.command('set dice %d %d' % (d1, d2))
    moves = gnubg.hint(1).get('hint') or []
    return moves[0]['move'] if moves else None


def after_move(move):
    """gnubg plays `move` on its board; the position ID after it, the
    opponent on roll."""
    gnubg.command('move ' + move)
    return gnubg.positionid()


def swapped(position_id):
    side0, side1 = gnubg.positionfromid(position_id)
    return gnubg.positionid((side1, side0))


def is_contact(position_id):
    theirs, mine = gnubg.positionfromid(position_id)
    if sum(mine) == 0 or sum(theirs) == 0:
        return False
    my_back = max(i for i in range(25) if mine[i])
    their_back = max(i for i in range(25) if theirs[i])
    return my_back + their_back >= 23


def generate(n, seed, out):
    rng = random.Random(seed)
    lines, decisions = [], 0
    while len(lines) < n:
        position = START
        for _ in range(400):
            d1, d2 = rng.randint(1, 6), rng.randint(1, 6)
            if is_contact(position):
                if decisions % 3 == 0 and len(lines) < n:
                    lines.append('%s %d %d' % (position, d1, d2))
                decisions += 1
            move = hint(position, d1, d2)
            position = after_move(move) if move else swapped(position)
            theirs, mine = gnubg.positionfromid(position)
            if sum(theirs) == 0:
                break
    with open(out, 'w') as f:
        f.write('\n'.join(lines) + '\n')


def time_moves(path_in, out):
    seconds = []
    with open(path_in) as f:
        for line in f:
            position, d1, d2 = line.split()
            before = time.process_time()
            hint(position, int(d1), int(d2))
            seconds.append(time.process_time() - before)
    with open(out, 'w') as f:
        f.write(''.join('%.6f\n' % s for s in seconds))


if os.environ['MODE'] == 'generate':
    setup(0)
    generate(int(os.environ['POSITIONS']), int(os.environ['SEED']), os.environ['OUT'])
else:
    setup(2)
    time_moves(os.environ['IN'], os.environ['OUT'])
