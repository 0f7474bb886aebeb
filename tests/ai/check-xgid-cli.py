#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""gamao-cli moves, hint, cube and rollout take an XGID where they take a
Position ID: the XGID's board, match and dice give what the same position
given by gnubg's IDs gives, and a bad or incomplete XGID is refused."""
import subprocess
import sys

cli = sys.argv[1]
failures = 0


def run(*args):
    return subprocess.run([cli, *args], capture_output=True, text=True)


def check(ok, what):
    global failures
    print(('ok - ' if ok else 'not ok - ') + what)
    failures += not ok


def gnubg_ids(xgid):
    """The Position ID and Match ID `gamao-cli show` gives for an XGID."""
    for line in run('show', xgid).stdout.splitlines():
        if line.startswith('GNU Backgammon ID: '):
            return line.split(': ')[1].split(':')
    raise SystemExit('show printed no IDs for ' + xgid)


# A 7-point match at 2-4, X on roll with 5-2, cube 2 owned by O.
rolled = 'XGID=-b----E-C---eE---c-e----B-:1:-1:1:52:2:4:0:7:10'
# Money, cube centred, nothing rolled yet.
unrolled = 'XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10'
pos, mid = gnubg_ids(rolled)
upos, umid = gnubg_ids(unrolled)

same = lambda a, b, what: check(a.returncode == 0 and a.stdout == b.stdout and a.stdout, what)
same(run('moves', rolled), run('moves', pos, '5', '2'), 'moves: the XGID\'s dice')
same(run('moves', unrolled, '6', '4'), run('moves', upos, '6', '4'), 'moves: dice given after an XGID')
same(run('hint', rolled, '-l', 'expert'), run('hint', pos, '5', '2', '--match', mid, '-l', 'expert'),
     'hint: ranked at the XGID\'s score')
same(run('hint', unrolled, '3', '1', '-l', 'expert'), run('hint', upos, '3', '1', '-l', 'expert'),
     'hint: money XGID ranked like a bare Position ID')
same(run('cube', unrolled, '-l', 'expert'), run('cube', upos, umid, '-l', 'expert'),
     'cube: the XGID\'s match and cube')
before_roll = rolled.replace(':52:', ':00:')
same(run('cube', before_roll, '-l', 'expert'), run('cube', *gnubg_ids(before_roll), '-l', 'expert'),
     'cube: at a match score')
r = run('hint', upos, '3', '1', '--match', umid, '-l', 'expert')
check(r.returncode == 0 and 'equity' in r.stdout and 'MWC' not in r.stdout,
      'hint: a money Match ID gives equities, not match winning chances')
opts = ['--games', '36', '--truncate', '2', '--candidates', '2', '--json']
a, b = run('rollout', rolled, *opts), run('rollout', pos, mid, '5', '2', *opts)
strip = lambda text: '\n'.join(l for l in text.splitlines() if '"seconds"' not in l)
check(a.returncode == 0 and strip(a.stdout) == strip(b.stdout), 'rollout: the XGID\'s match and dice')

for bad in (['moves', unrolled], ['hint', unrolled], ['cube', 'XGID=nonsense'],
            ['moves', 'XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:0:7', '9', '1'],
            ['hint', 'XGID=-b----E-C---eE---c-e----B-:0:0:7:52:0:0:0:7:10'],
            ['rollout', rolled, mid]):
    r = run(*bad)
    check(r.returncode == 2 and r.stderr.strip() != '', 'refused: ' + ' '.join(bad))

sys.exit(1 if failures else 0)
