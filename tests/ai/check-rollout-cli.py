#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""gamao-cli rollout: the JSON it prints for known positions, and clear
errors for bad input."""
import json
import subprocess
import sys

cli = sys.argv[1]
failures = 0


def run(*args):
    return subprocess.run([cli, 'rollout', *args], capture_output=True, text=True)


def check(ok, what):
    global failures
    print(('ok - ' if ok else 'not ok - ') + what)
    failures += not ok


# Three checkers on our 1 and 2 points against fifteen far away: a won
# gammon for either play of 2-1.
r = run('gH9/AAALAAAAAA', '2', '1', '--games', '36', '--json')
check(r.returncode == 0, 'won race with dice runs')
data = json.loads(r.stdout)
check(len(data['plays']) == 2, 'both plays of 2-1 are rolled out')
check(all(abs(p['win']['mean'] - 1) < 1e-6 and abs(p['win_gammon']['mean'] - 1) < 1e-6
          and abs(p['cubeless']['mean'] - 2) < 1e-6 for p in data['plays']),
      'every game of the won race is a gammon')
check(data['settings']['games'] == 36 and data['settings']['variance_reduction'],
      'settings are reported')

# Closed-out blot, the closer on roll: too good or double/pass, never no double.
r = run('eN8HAEDbtjkAAA', '--games', '36', '--truncate', '10', '--json')
data = json.loads(r.stdout)
check(r.returncode == 0 and data['position']['win']['mean'] > 0.9, 'closed-out blot is won')
check(data['cube']['action'] in ('double-pass', 'too-good'), 'closed-out blot is a pass')

# Same seed, same figures; another thread count changes nothing.
a = json.loads(run('4HPwATDgc/ABMA', '--games', '36', '--truncate', '4', '--json',
                   '--threads', '1').stdout)
b = json.loads(run('4HPwATDgc/ABMA', '--games', '36', '--truncate', '4', '--json',
                   '--threads', '2').stdout)
a.pop('seconds'), b.pop('seconds')
check(a == b, 'reproducible across thread counts')

for bad in (['nonsense'], ['4HPwATDgc/ABMA', '7', '1'], ['4HPwATDgc/ABMA', '--plies', '3'],
            ['4HPwATDgc/ABMA', '--games', '0'], ['4HPwATDgc/ABMA', '1']):
    r = run(*bad)
    check(r.returncode == 2 and r.stderr.strip() != '', 'refused: ' + ' '.join(bad))

sys.exit(1 if failures else 0)
