#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""gamao-cli study: the JSON has the figures the issue asks for (pips,
epc, keith, thorp as pairs [on roll, opponent], epc null where it does
not apply, take_point, gammon_values, temperature_map with one entry per
distinct roll), the map's plays and equities are `gamao-cli hint`'s first
play for each roll, an XGID and a Match ID give the score, and an
impossible or finished position is refused with its reason.

Arguments: GAMAO_CLI."""
import json
import os
import subprocess
import sys

cli = sys.argv[1]
failures = 0
env = {'LANGUAGE': 'C', 'LC_ALL': 'C.UTF-8',
       **{k: v for k, v in os.environ.items() if k.startswith('GAMAO_')}}


def run(*args):
    return subprocess.run([cli, *args], capture_output=True, text=True, env=env)


def check(ok, what):
    global failures
    print(('ok - ' if ok else 'not ok - ') + what)
    failures += not ok


def study(*args):
    r = run('study', '--json', *args)
    check(r.returncode == 0, 'study %s runs: %s' % (' '.join(args), r.stderr.strip()))
    return json.loads(r.stdout) if r.returncode == 0 else None


def hint_first(position, d1, d2, *extra):
    """The first play and equity `hint` prints for a roll."""
    line = run('hint', position, str(d1), str(d2), '-l', 'expert', '-n', '1', *extra).stdout
    # "1. 8/5 6/5   equity +0.161 [· match 68.6%]  win …": the figures'
    # convention (src/ai/gamao-figures.h), with a real minus sign; at a
    # match the squares are match winning chances.
    words = line.split('.', 1)[1].replace('\u2212', '-').split()
    cut = words.index('equity')
    if 'match' in words:
        return ' '.join(words[:cut]), float(words[words.index('match') + 1].rstrip('%')) / 100
    return ' '.join(words[:cut]), float(words[cut + 1])


start = study('4HPwATDgc/ABMA', '--plies', '0')
if start:
    check(start['pips'] == [167, 167], 'pips of the start %s' % start['pips'])
    check(start['keith'] == [169, 169] and start['thorp'] == [196, 196],
          'Keith %s and Thorp %s as gnubg prints them' % (start['keith'], start['thorp']))
    check(start['epc'] is None, 'no EPC with checkers outside the home boards')
    check(start['take_point'] == 0.25, 'money take point %s' % start['take_point'])
    check(set(start['gammon_values']) == {'gammon', 'backgammon'}, 'gammon values, a pair each')
    rolls = [tuple(e['dice']) for e in start['temperature_map']]
    check(len(rolls) == 21 and len(set(rolls)) == 21 and all(a >= b for a, b in rolls),
          'one entry per distinct roll, higher die first')
    same = all(hint_first('4HPwATDgc/ABMA', *e['dice']) == (e['play'], round(e['equity'], 3))
               for e in start['temperature_map'])
    check(same, 'every square is the hint\'s first play with its equity (0-ply, money)')

# A 7-point match at 2-4, dark (X) on roll with a 2-cube it owns: the
# squares are ranked by match winning chances, as hint --match ranks them.
xgid = 'XGID=-b----E-C---eE---c-e----B-:1:1:1:00:4:2:0:7:10'
at_score = study(xgid, '--plies', '0')
if at_score:
    ids = (at_score['position_id'], at_score['match_id'])
    again = study(*ids, '--plies', '0')
    check(again == at_score, 'the XGID and its Position ID and Match ID give the same figures')
    check(at_score['after_unit'] == 'mwc' and at_score['equity_unit'] == 'mwc', 'match units')
    check(0.0 < at_score['take_point'] < 0.5, 'a take point at 2-4: %s' % at_score['take_point'])
    e = at_score['temperature_map'][5]
    check(hint_first(ids[0], *e['dice'], '--match', ids[1]) == (e['play'], round(e['equity'], 3)),
          'a square at the score is hint --match\'s first play')

# A bearoff: both sides home, EPC for both; a side with a checker outside: null for it.
# X (on roll) has 8 checkers on its 1-, 2-, 3- and 5-points; O one on its 6-point (X's 19).
race = study('XGID=-BBB-B-------------a------:0:0:1:00:0:0:0:0:10', '--plies', '0')
if race:
    check(race['race'] and None not in race['epc'], 'EPC for both sides of a bearoff %s' % race['epc'])
    check(abs(race['epc'][1] - 49 / 6 * 1.25) < 1e-3,
          'one checker on the 6-point: EPC %s = 10.21' % race['epc'][1])
half = study('XGID=-BBB-B------------a-------:0:0:1:00:0:0:0:0:10', '--plies', '0')
if half:
    check(half['epc'][0] is not None and half['epc'][1] is None,
          'null EPC for the side with a checker outside %s' % half['epc'])

text = run('study', '4HPwATDgc/ABMA', '--plies', '0')
check(text.returncode == 0 and 'Keith' in text.stdout and '6-6' in text.stdout, 'text output')
for bad, words in ((['4HPwATDgc/ABMA', 'nonsense'], 'the Match ID'),
                   (['AAAAACAAAAAAAA'], 'game is over'),
                   (['4HPwATDgc/ABMA', '--plies', '3'], 'depth')):
    r = run('study', *bad)
    check(r.returncode == 2 and words in r.stderr, 'refused: %s (%s)' % (' '.join(bad), r.stderr.strip()))

sys.exit(1 if failures else 0)
