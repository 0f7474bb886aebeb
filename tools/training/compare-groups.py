#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""How two labellings of the same decision groups agree: how often the
first file's best play is the second's, and the equity the first's picks
lose by the second's figures, per group.

    tools/training/compare-groups.py groups2ply-501.txt groupsroll-501.txt

Both files are laid out as `gamao-sample --groups` writes them (an ID,
five outputs, the group number). A group counts only when both files
hold all of it; the last group of each file is left out, since a run
stopped half-way may have cut it short. The positions are those the
plays leave, the opponent on roll: the mover's best play is the one with
the lowest equity."""
import collections
import sys


def equity(o):
    return 2 * o[0] - 1 + o[1] - o[3] + o[2] - o[4]


def load(path):
    groups = collections.OrderedDict()
    with open(path) as f:
        for number, line in enumerate(f, 1):
            row = line.split()
            if len(row) != 7:
                sys.exit('%s:%d: not a member of a group' % (path, number))
            groups.setdefault(row[6], {})[row[0]] = equity([float(x) for x in row[1:6]])
    return groups


def main():
    if len(sys.argv) != 3:
        sys.exit('usage: compare-groups.py FIRST SECOND')
    first, second = load(sys.argv[1]), load(sys.argv[2])
    last = {next(reversed(first), None), next(reversed(second), None)}
    keys = [k for k in second if k in first and k not in last and first[k].keys() == second[k].keys()]
    if not keys:
        sys.exit('no group is whole in both files')
    agree, lost = 0, 0.0
    for k in keys:
        a, b = first[k], second[k]
        pick, best = min(a, key=a.get), min(b, key=b.get)
        agree += pick == best
        lost += b[pick] - b[best]
    print('%d groups: the first picks the second\'s play in %.1f %%, losing %.4f a group '
          'by its figures' % (len(keys), 100.0 * agree / len(keys), lost / len(keys)))


main()
