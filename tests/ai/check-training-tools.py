#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The training pipeline's tools on a small scale: the sampler (plain,
--disagree and --groups), the rollout labeller (resuming, --pairs,
--groups), the pair scorer, the net merger, the supervised trainer on
groups (with a deep layer too), and clear refusals."""
import os
import re
import subprocess
import sys
import tempfile

sample, label, pair_score, merge, sl_train, cli = sys.argv[1:7]
failures = 0
ID = re.compile(r'^[A-Za-z0-9+/]{14}$')


def check(ok, what):
    global failures
    print(('ok - ' if ok else 'not ok - ') + what)
    failures += not ok


def lines(path):
    with open(path) as f:
        return f.read().splitlines()


with tempfile.TemporaryDirectory() as tmp:
    a, b, d = (os.path.join(tmp, n) for n in ('a.txt', 'b.txt', 'd.txt'))
    for path in (a, b):
        r = subprocess.run([sample, '--positions', '40', '--seed', '3', '-o', path],
                           capture_output=True, text=True)
        check(r.returncode == 0, 'the sampler writes 40 positions')
    rows = [row.split() for row in lines(a)]
    check(len(rows) == 40 and all(len(row) == 2 and ID.match(row[0])
                                  and row[1] in ('contact', 'crashed', 'backgame', 'race')
                                  for row in rows), 'each line is a position ID and its kind')
    check(len({row[0] for row in rows}) == 40, 'no position twice')
    check(lines(a) == lines(b), 'the same seed gives the same file')

    r = subprocess.run([sample, '--disagree', '1', '--keep', '1', '--positions', '20',
                        '--seed', '3', '-o', d], capture_output=True, text=True)
    check(r.returncode == 0, 'the sampler writes disagreements')
    rows = [row.split() for row in lines(d)]
    check(len(rows) == 20 and all(row[1] != 'race' for row in rows),
          'disagreements are contact positions only')
    m = re.search(r'(\d+) decisions looked at, (\d+) with 0-ply and 1-ply apart', r.stdout)
    check(bool(m) and 0 < int(m.group(2)) <= int(m.group(1)), 'it counts the disagreements')

    check(all(rows[i][0] != rows[i + 1][0] for i in range(0, 20, 2)),
          'each pair holds two different positions')

    r = subprocess.run([sample, '--disagree', '3', '-o', d], capture_output=True, text=True)
    check(r.returncode == 2 and r.stderr.strip(), 'a depth other than 1 or 2 is refused')
    r = subprocess.run([sample, '--disagree', '1', '--positions', '21', '-o', d],
                       capture_output=True, text=True)
    check(r.returncode == 2 and 'even' in r.stderr, 'an odd count of pairs\' positions is refused')

    groups, groups2 = os.path.join(tmp, 'g.txt'), os.path.join(tmp, 'g2.txt')
    for path in (groups, groups2):
        r = subprocess.run([sample, '--groups', '1', '--keep', '1', '--positions', '300',
                            '--seed', '4', '-o', path], capture_output=True, text=True)
        check(r.returncode == 0, 'the sampler writes groups labelled by 1-ply')
    rows = [row.split() for row in lines(groups)]
    check(len(rows) >= 300 and all(len(row) == 7 and ID.match(row[0]) for row in rows),
          'each line is a position ID, five outputs and a group number')
    check(all(0 <= float(x) <= 1 for row in rows for x in row[1:6]),
          'the outputs are probabilities')
    sizes = {}
    for row in rows:
        sizes[row[6]] = sizes.get(row[6], 0) + 1
    check(all(2 <= n <= 8 for n in sizes.values()), 'every group holds two to eight plays')
    check(len({row[6] for row in rows}) == len([i for i in range(len(rows))
                                                if i == 0 or rows[i][6] != rows[i - 1][6]]),
          "a group's lines are together")
    check(lines(groups) == lines(groups2), 'the same seed gives the same groups')
    m = re.search(r'(\d+) decisions looked at, (\d+) groups', r.stdout)
    check(bool(m) and int(m.group(2)) == len(sizes), 'it counts the groups')
    r = subprocess.run([sample, '--groups', '2', '--disagree', '1', '-o', d],
                       capture_output=True, text=True)
    check(r.returncode == 2, '--groups and --disagree together are refused')

    # The trainer on groups alone: the group loss falls as it learns them,
    # and the held-out groups are scored by the picks.
    run = os.path.join(tmp, 'run')
    r = subprocess.run([sl_train, '--groups', groups, '--dir', run, '--epochs', '3', '--lr', '0.001',
                        '--threads', '2'], capture_output=True, text=True)
    losses = [float(x) for x in re.findall(r'contact train ([0-9.]+)', r.stdout)]
    check(r.returncode == 0 and len(losses) == 4 and losses[3] < losses[1],
          'the trainer learns the groups (training loss %s)' % losses[1:])
    check(re.search(r'held-out groups: spread rmse [0-9.]+, picks [0-9.]+ %, lost [0-9.]+', r.stdout)
          is not None, 'and scores its picks on the held-out groups')
    # With the choice term (the net's softmax of a group's plays against
    # the label's) it learns too; a temperature of zero is refused.
    r = subprocess.run([sl_train, '--groups', groups, '--dir', os.path.join(tmp, 'choice'), '--epochs', '3',
                        '--lr', '0.001', '--choice-weight', '0.05', '--temperature', '0.02', '--threads', '2'],
                       capture_output=True, text=True)
    losses = [float(x) for x in re.findall(r'contact train ([0-9.]+)', r.stdout)]
    check(r.returncode == 0 and len(losses) == 4 and losses[3] < losses[1],
          'the trainer learns the groups with the choice term (training loss %s)' % losses[1:])
    r = subprocess.run([sl_train, '--groups', groups, '--dir', os.path.join(tmp, 'cold'), '--temperature', '0'],
                       capture_output=True, text=True)
    check(r.returncode == 2 and r.stderr.strip(), 'a temperature of zero is refused')
    # The same with a deep layer: it learns too, writes a version 4 file
    # that the program plays with, and the merger refuses it.
    deep = os.path.join(tmp, 'deep')
    r = subprocess.run([sl_train, '--groups', groups, '--dir', deep, '--epochs', '3', '--lr', '0.001',
                        '--deep', '16', '--threads', '2'], capture_output=True, text=True)
    losses = [float(x) for x in re.findall(r'contact train ([0-9.]+)', r.stdout)]
    check(r.returncode == 0 and len(losses) == 4 and losses[3] < losses[1],
          'the trainer learns the groups with a deep layer (training loss %s)' % losses[1:])
    with open(os.path.join(deep, 'sl.weights'), 'rb') as f:
        check(f.read(12)[8] == 4, 'and writes a weights file of version 4')
    shipped = os.environ['GAMAO_WEIGHTS_DIR']
    for name in os.listdir(shipped):
        if name.endswith('.db'):
            os.symlink(os.path.join(shipped, name), os.path.join(deep, name))
    os.rename(os.path.join(deep, 'sl.weights'), os.path.join(deep, 'gamao.weights'))
    r = subprocess.run([cli, 'hint', '4HPwATDgc/ABMA', '3', '1', '--level', 'world-class'],
                       capture_output=True, text=True, env=dict(os.environ, GAMAO_WEIGHTS_DIR=deep))
    check(r.returncode == 0 and '1. ' in r.stdout, 'the program plays with the deep nets')
    # The strength bench plays them at a level of their own.
    r = subprocess.run([cli, 'bench', 'strength', '--opponent', deep, '--opponent-level', 'beginner',
                        '--games', '2', '--seed', '5'], capture_output=True, text=True)
    check(r.returncode == 0 and 'Expert against %s at Beginner' % deep in r.stdout
          and 'over 2 games' in r.stdout, 'the strength bench plays the deep nets at Beginner')
    r = subprocess.run([cli, 'bench', 'strength', '--opponent-level', 'grandmaster'],
                       capture_output=True, text=True)
    check(r.returncode == 2 and 'grandmaster' in r.stderr, 'an unknown opponent level is refused')
    r = subprocess.run([merge, os.path.join(tmp, 'm.weights'), os.path.join(deep, 'gamao.weights'),
                        os.path.join(deep, 'gamao.weights')], capture_output=True, text=True)
    check(r.returncode == 1 and 'deep layer' in r.stderr, 'the merger refuses nets with a deep layer')
    r = subprocess.run([sl_train, '--groups', a, '--dir', os.path.join(tmp, 'bad'), '--epochs', '1'],
                       capture_output=True, text=True)
    check(r.returncode == 1 and 'not a member of a group' in r.stderr,
          'a file that holds no groups is refused')

    out = os.path.join(tmp, 'labels.txt')
    args = [label, '-i', a, '-o', out, '--games', '4', '--truncate', '4', '--threads', '2']
    r = subprocess.run(args + ['--limit', '3'], capture_output=True, text=True)
    check(r.returncode == 0, 'the labeller labels three positions')
    labelled = [row.split() for row in lines(out)]
    check(len(labelled) == 3 and all(len(row) == 7 for row in labelled),
          'each label is an ID, five probabilities and a standard error')
    # Variance reduction may step a hair outside [0, 1]; the trainer clamps.
    check(all(-0.05 <= float(x) <= 1.05 for row in labelled for x in row[1:6]),
          'the probabilities lie between 0 and 1, give or take the luck estimate')
    check([row[0] for row in labelled] == [line.split()[0] for line in lines(a)[:3]],
          'the labels follow the input order')
    r = subprocess.run(args + ['--limit', '2'], capture_output=True, text=True)
    check(r.returncode == 0 and [line.split()[0] for line in lines(out)]
          == [line.split()[0] for line in lines(a)[:5]], 'a second run carries on where the first stopped')

    twice = os.path.join(tmp, 'twice.txt')
    with open(twice, 'w') as f:
        f.write(lines(a)[0] + '\n' + lines(a)[0] + '\n')
    for flag, same, what in (([], False, 'without --pairs each line has dice of its own'),
                             (['--pairs'], True, 'with --pairs both lines of a pair share the dice')):
        out = os.path.join(tmp, 'pairs%d.txt' % same)
        r = subprocess.run([label, '-i', twice, '-o', out, '--games', '4', '--truncate', '4',
                            *flag], capture_output=True, text=True)
        first, second = lines(out)
        check(r.returncode == 0 and (first == second) == same, what)

    # Rollout labels for groups: the plays of one decision share the dice,
    # the group number stays in the last column, the trainer reads them.
    first = lines(groups)[0].split()
    same = ' '.join(first[:6] + ['7'])
    with open(os.path.join(tmp, 'members.txt'), 'w') as f:
        f.write('\n'.join([same, same, ' '.join(first[:6] + ['8'])]) + '\n')
    out = os.path.join(tmp, 'members-rolled.txt')
    r = subprocess.run([label, '--groups', '-i', os.path.join(tmp, 'members.txt'), '-o', out,
                        '--games', '4', '--truncate', '4'], capture_output=True, text=True)
    rolled = lines(out)
    check(r.returncode == 0 and len(rolled) == 3 and [row.split()[-1] for row in rolled] == ['7', '7', '8'],
          'the labeller labels groups and keeps their numbers')
    check(rolled[0] == rolled[1] and rolled[0].split()[1:6] != rolled[2].split()[1:6],
          'the members of a group share the dice, other groups have their own')
    r = subprocess.run([label, '--groups', '-i', a, '-o', os.path.join(tmp, 'bad.txt')],
                       capture_output=True, text=True)
    check(r.returncode == 1 and 'not a member of a group' in r.stderr,
          'a file of plain positions is refused as groups')
    r = subprocess.run([label, '--groups', '--pairs', '-i', groups, '-o', out],
                       capture_output=True, text=True)
    check(r.returncode == 2, '--groups and --pairs together are refused')
    compare = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'tools',
                           'training', 'compare-groups.py')
    r = subprocess.run([sys.executable, compare, groups, groups], capture_output=True, text=True)
    check(r.returncode == 0 and 'picks the second\'s play in 100.0 %, losing 0.0000' in r.stdout,
          'a labelling compared with itself agrees on every group')
    r = subprocess.run([sys.executable, compare, groups, a], capture_output=True, text=True)
    check(r.returncode == 1 and 'not a member of a group' in r.stderr,
          'the group comparer refuses a file of plain positions')
    head = os.path.join(tmp, 'head.txt')
    with open(head, 'w') as f:
        f.write('\n'.join(lines(groups)[:60]) + '\n')
    out = os.path.join(tmp, 'head-rolled.txt')
    r = subprocess.run([label, '--groups', '-i', head, '-o', out, '--games', '2', '--truncate', '2'],
                       capture_output=True, text=True)
    r = subprocess.run([sl_train, '--groups', out, '--dir', os.path.join(tmp, 'rolled'), '--epochs', '1'],
                       capture_output=True, text=True)
    check(r.returncode == 0 and 'contact train' in r.stdout, 'the trainer learns from rolled-out groups')
    # Groups labelled again by an evaluation: at the sampler's depth the
    # labels come back (to the labeller's five decimals), numbers kept; 3
    # plies deep they differ; 4 is refused.
    again = os.path.join(tmp, 'head-1ply.txt')
    r = subprocess.run([label, '--groups', '--evaluate', '1', '-i', head, '-o', again],
                       capture_output=True, text=True)
    same_labels = all(x.split()[0] == y.split()[0] and x.split()[6] == y.split()[6]
                      and all(abs(float(p) - float(q)) < 6e-6 for p, q in zip(x.split()[1:6], y.split()[1:6]))
                      for x, y in zip(lines(head), lines(again)))
    check(r.returncode == 0 and len(lines(again)) == 60 and same_labels,
          'groups labelled again by a 1-ply evaluation give the sampler\'s labels back')
    deeper = os.path.join(tmp, 'head-3ply.txt')
    with open(os.path.join(tmp, 'head3.txt'), 'w') as f:
        f.write('\n'.join(lines(groups)[:3]) + '\n')
    r = subprocess.run([label, '--groups', '--evaluate', '3', '-i', os.path.join(tmp, 'head3.txt'),
                        '-o', deeper], capture_output=True, text=True)
    check(r.returncode == 0 and [x.split()[6] for x in lines(deeper)] == [x.split()[6] for x in lines(head)[:3]]
          and [x.split()[1:6] for x in lines(deeper)] != [x.split()[1:6] for x in lines(head)[:3]],
          'and 3 plies deep they get labels of their own, numbers kept')
    r = subprocess.run([label, '--groups', '--evaluate', '4', '-i', head, '-o', deeper],
                       capture_output=True, text=True)
    check(r.returncode == 2, 'an evaluation 4 plies deep is refused')

    scored = os.path.join(tmp, 'scored.txt')
    r = subprocess.run([label, '-i', d, '-o', scored, '--games', '4', '--truncate', '4',
                        '--pairs'], capture_output=True, text=True)
    check(r.returncode == 0 and len(lines(scored)) == 20, 'the labeller labels the ten pairs')
    r = subprocess.run([pair_score, scored], capture_output=True, text=True)
    m = re.search(r'^10 pairs: the nets pick the rollouts. choice in ([0-9.]+) %', r.stdout)
    check(r.returncode == 0 and bool(m) and 0 <= float(m.group(1)) <= 100,
          'the pair scorer scores the ten pairs')
    with open(scored) as f:
        whole = f.readlines()
    with open(scored, 'w') as f:
        f.writelines(whole[:2] + ['not a label\n'] + whole[3:])
    r = subprocess.run([pair_score, scored], capture_output=True, text=True)
    check(r.returncode == 1 and 'line 3: not a label line' in r.stderr,
          'a broken line is refused, not taken for the end of the file')
    # Two copies of the same nets merged are the same function: every
    # pair scores alike.
    with open(scored, 'w') as f:
        f.writelines(whole)
    merged = os.path.join(tmp, 'merged')
    os.mkdir(merged)
    for name in os.listdir(shipped):
        if name.endswith('.db'):
            os.symlink(os.path.join(shipped, name), os.path.join(merged, name))
    weights = os.path.join(shipped, 'gamao.weights')
    r = subprocess.run([merge, os.path.join(merged, 'gamao.weights'), weights, weights],
                       capture_output=True, text=True)
    check(r.returncode == 0, 'the merger writes one weights file of two')
    alone = subprocess.run([pair_score, scored], capture_output=True, text=True)
    both = subprocess.run([pair_score, scored], capture_output=True, text=True,
                          env=dict(os.environ, GAMAO_WEIGHTS_DIR=merged))
    check(alone.returncode == 0 and both.returncode == 0 and alone.stdout == both.stdout,
          'nets merged with themselves judge every pair as they did')
    # The same figures to the last printed digit, on an opening roll.
    hint = [cli, 'hint', '4HPwATDgc/ABMA', '3', '1', '--level', 'expert']
    alone = subprocess.run(hint, capture_output=True, text=True)
    both = subprocess.run(hint, capture_output=True, text=True,
                          env=dict(os.environ, GAMAO_WEIGHTS_DIR=merged))
    check(alone.returncode == 0 and '8/5 6/5' in alone.stdout and alone.stdout == both.stdout,
          'and rank the plays of an opening 3-1 with the same equities')
    r = subprocess.run([merge, os.path.join(tmp, 'x.weights'), weights,
                        os.path.join(tmp, 'none.weights')], capture_output=True, text=True)
    check(r.returncode == 1 and 'none.weights' in r.stderr, 'a missing weights file is named')
    r = subprocess.run([merge, os.path.join(tmp, 'x.weights'), weights],
                       capture_output=True, text=True)
    check(r.returncode == 2 and 'usage' in r.stderr, 'one file alone is refused')

    odd = whole[:3]
    with open(scored, 'w') as f:
        f.writelines(odd)
    r = subprocess.run([pair_score, scored], capture_output=True, text=True)
    check(r.returncode == 1 and 'not whole' in r.stderr, 'a pair cut short is refused')

sys.exit(1 if failures else 0)
