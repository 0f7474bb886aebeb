#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""gamao-cli analyse --json gives each player's cube errors by kind
(missed_doubles, wrong_doubles, wrong_takes, wrong_passes: the listed
cube decisions whose best choice differs from the one made and that are
marked) and games[] with each game's luck, which adds up to the match's.

Arguments: GAMAO_CLI MATFILE."""
import json
import subprocess
import sys

cli, matfile = sys.argv[1], sys.argv[2]
failures = 0


def check(ok, what):
    global failures
    print(('ok - ' if ok else 'not ok - ') + what)
    failures += not ok


out = subprocess.run([cli, 'analyse', '--json', '--plies', '0', matfile], capture_output=True,
                     text=True, env={'LANGUAGE': 'C', 'LC_ALL': 'C.UTF-8',
                                     **{k: v for k, v in __import__('os').environ.items()
                                        if k.startswith('GAMAO_')}})
check(out.returncode == 0, 'analyse --json runs: ' + out.stderr.strip())
report = json.loads(out.stdout)
kinds = {'missed_doubles': ('double', 'No double', 'Double'),
         'wrong_doubles': ('double', 'Double', 'No double'),
         'wrong_takes': ('take', 'Take', 'Pass'),
         'wrong_passes': ('take', 'Pass', 'Take')}
for k, player in enumerate(report['players']):
    for key, (kind, played, best) in kinds.items():
        count = sum(1 for d in report['decisions']
                    if d['player'] == k and d['kind'] == kind and d['played'] == played
                    and d['best'] == best and d['mark'])
        check(player.get(key) == count, 'player %d: %s %s, counted %d' % (k, key,
                                                                          player.get(key), count))
games = report.get('games', [])
check(len(games) > 1, '%d games' % len(games))
for k, player in enumerate(report['players']):
    total = sum(g['luck'][k] for g in games)
    check(abs(total - player['luck']) < 1e-3 * len(games),
          'player %d: the games\' luck %.4f adds up to the match\'s %.4f' % (k, total,
                                                                            player['luck']))

# The summary in words writes its figures as the app does (gamao-figures):
# rates and luck in millipoints, a match's result as a chance in %, and
# never a bare "(mEMG)" label.
text = subprocess.run([cli, 'analyse', '--plies', '0', matfile], capture_output=True,
                      text=True, env={'LANGUAGE': 'C', 'LC_ALL': 'C.UTF-8',
                                      **{k: v for k, v in __import__('os').environ.items()
                                         if k.startswith('GAMAO_')}})
check(text.returncode == 0, 'analyse runs: ' + text.stderr.strip())
check('mEMG' not in text.stdout, 'no bare mEMG label in the summary')
rows = {line.split('  ')[1].strip(): line for line in text.stdout.splitlines()
        if line.startswith('  ') and len(line.split('  ')) > 1}
for label in ('Checker play error rate, per play', 'Cube error rate, per decision',
              'Error rate, per decision', 'Luck per roll'):
    row = rows.get(label, '')
    check(row.count(' millipoints') == 2, '%s in millipoints: %r' % (label, row))
row = rows.get('Luck-adjusted result, match winning chance', '')
check(row.count('%') == 2, 'the luck-adjusted result in %%: %r' % row)
sys.exit(1 if failures else 0)
