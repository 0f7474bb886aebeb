# SPDX-License-Identifier: GPL-3.0-or-later
# Gamão against GNU Backgammon's own 0-ply player ("expert"), cubeless
# money games with duplicated dice: each pair of games uses one sequence of
# rolls, with the players' seats swapped in the second game.
#
# Runs inside gnubg's Python (gnubg passes no arguments, so parameters come
# from the environment):
#   GAMES=2000 SEED=1 GAMAO_ENGINE="_build/src/cli/gamao-cli engine --level expert" \
#   GAMAO_WEIGHTS_DIR=_build/data/weights HOME=/tmp/gnubg-home \
#       /usr/games/gnubg -t -q -r -p tools/gnubg-matchup.py 3>&1 >/dev/null
# It reports on file descriptor 3, since gnubg chatters on stdout.
# World Class against World Class: PLIES=2 and GAMAO_ENGINE="... engine
# --level world-class" (gnubg then plays 2-ply with pruning and its
# default move filters, as its World Class setting does).
# With AUDIT=1 gnubg's 0-ply also judges every one of Gamão's plays: the
# report adds Gamão's equity lost per play (mEMG, cubeless) by kind of
# position, to show where the evaluator loses most. AUDIT_PLAYS=FILE also
# writes every judged play to FILE, one per line: position ID, dice, kind,
# equity lost, Gamão's play and gnubg's best (tab-separated), to study the
# largest errors. The report splits the contact loss by how our play
# differs from gnubg's best: a hit one side makes and the other not, a
# back checker one side moves and the other not, or neither.
# Long runs go in chunks: with PAIRS=FILE each pair's points are appended
# to FILE as they are played, and a run that finds FILE already there goes
# on from the pair after the last one in it (same SEED), reporting the
# whole. Kill it at any time; start it again to continue.
import math
import os
import random
import shlex
import subprocess

import gnubg

START = '4HPwATDgc/ABMA'
report = os.fdopen(3, 'w') if os.path.exists('/proc/self/fd/3') else None


def say(text):
    if report:
        report.write(text + '\n')
        report.flush()


def setup_gnubg(plies):
    """gnubg's Expert (0-ply) or, with plies 2, its World Class: 2-ply with
    pruning and its default move filters."""
    for command in ('set player 0 human', 'set player 1 human',
                    'set evaluation chequerplay evaluation plies %d' % plies,
                    'set evaluation chequerplay evaluation prune %s' % ('on' if plies else 'off'),
                    'set evaluation chequerplay evaluation noise 0',
                    'set evaluation chequerplay evaluation cubeful off',
                    'new session'):
        gnubg.command(command)


def gnubg_hints(position_id, d1, d2, count):
    gnubg.command('set board ' + position_id)
    gnubg.command('set dice %d %d' % (d1, d2))
    return gnubg.hint(count).get('hint') or []


def gnubg_play(position_id, d1, d2):
    """gnubg's 0-ply choice; returns the position ID after it, mover's view."""
    moves = gnubg_hints(position_id, d1, d2, 1)
    if not moves:
        return position_id
    return after_move(position_id, moves[0]['move'])


def after_move(position_id, move):
    """The position ID after `move` (gnubg's notation), mover's view."""
    board = [list(side) for side in gnubg.positionfromid(position_id)]
    mine, theirs = board[1], board[0]
    for start, end in gnubg.parsemove(move):
        mine[start - 1] -= 1
        if end >= 1:
            mine[end - 1] += 1
            if theirs[24 - end] == 1:
                theirs[24 - end] = 0
                theirs[24] += 1
    return gnubg.positionid((tuple(theirs), tuple(mine)))


def kind(position_id):
    """race, contact with the mover bearing in or off (all home), or contact."""
    theirs, mine = gnubg.positionfromid(position_id)
    my_back = max((i for i in range(25) if mine[i]), default=-1)
    their_back = max((i for i in range(25) if theirs[i]), default=-1)
    if my_back + their_back < 23:
        return 'race'
    return 'contact, all home' if my_back < 6 else 'contact'


def starts(move):
    """The points a play in gnubg's notation moves checkers from (bar = 25)."""
    points = []
    for part in move.split():
        start = part.split('/')[0]
        points.append(25 if start == 'bar' else int(''.join(c for c in start if c.isdigit())))
    return points


def difference(ours, best):
    """How Gamão's play differs from gnubg's best in kind: whether one of
    them hits and the other not, or one of them moves a back checker
    (from the 19 point or higher) and the other not."""
    hit_ours, hit_best = '*' in ours, '*' in best
    back_ours = any(p >= 19 for p in starts(ours))
    back_best = any(p >= 19 for p in starts(best))
    if hit_ours != hit_best:
        return 'gnubg hits, we do not' if hit_best else 'we hit, gnubg does not'
    if back_ours != back_best:
        return 'gnubg moves a back checker' if back_best else 'we move a back checker'
    return 'neither'


class Audit:
    """Gamão's equity lost per play by kind, as gnubg's 0-ply sees it."""

    def __init__(self, plays_path=None):
        self.loss, self.count = {}, {}
        self.plays = open(plays_path, 'a') if plays_path else None
        self.by_difference = {}

    def judge(self, position_id, d1, d2, answer):
        moves = gnubg_hints(position_id, d1, d2, 500)
        if len(moves) < 2:
            return
        best = moves[0]['equity']
        for m in moves:
            if after_move(position_id, m['move']) == answer:
                k = kind(position_id)
                self.loss[k] = self.loss.get(k, 0.0) + best - m['equity']
                self.count[k] = self.count.get(k, 0) + 1
                if k == 'contact':
                    d = difference(m['move'], moves[0]['move'])
                    lost, n = self.by_difference.get(d, (0.0, 0))
                    self.by_difference[d] = (lost + best - m['equity'], n + 1)
                if self.plays:
                    self.plays.write('%s\t%d%d\t%s\t%.4f\t%s\t%s\n'
                                     % (position_id, d1, d2, k, best - m['equity'],
                                        m['move'], moves[0]['move']))
                    self.plays.flush()
                return

    def report(self):
        total = sum(self.loss.values())
        n = sum(self.count.values())
        for k in sorted(self.count):
            say('  %-18s %6d unforced plays, %5.1f mEMG lost per play, %4.1f%% of all lost'
                % (k, self.count[k], 1000 * self.loss[k] / self.count[k],
                   100 * self.loss[k] / total if total else 0))
        if n:
            say('  all                %6d unforced plays, %5.1f mEMG lost per play' % (n, 1000 * total / n))
        contact = sum(lost for lost, _ in self.by_difference.values())
        for d, (lost, count) in sorted(self.by_difference.items()):
            say('    contact, %-27s %6d plays, %5.1f mEMG per play, %4.1f%% of contact loss'
                % (d, count, 1000 * lost / count, 100 * lost / contact if contact else 0))


class Gamao:
    def __init__(self, command):
        self.proc = subprocess.Popen(shlex.split(command), stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, text=True, bufsize=1)

    audit = None

    def play(self, position_id, d1, d2):
        self.proc.stdin.write('%s %d %d\n' % (position_id, d1, d2))
        self.proc.stdin.flush()
        answer = self.proc.stdout.readline().strip()
        if answer.startswith('ERROR') or not answer:
            raise RuntimeError('engine: ' + answer)
        if self.audit:
            self.audit.judge(position_id, d1, d2, answer)
        return answer


def swapped(position_id):
    side0, side1 = gnubg.positionfromid(position_id)
    return gnubg.positionid((side1, side0))


def result(position_id):
    """Points won by the side that just bore off its last checker."""
    loser, winner = gnubg.positionfromid(position_id)
    if sum(winner) > 0:
        return 0
    if sum(loser) < 15:
        return 1
    if loser[24] or any(loser[18:24]):
        return 3
    return 2


def play_game(players, rolls):
    """players[0] moves first; returns the points won by players[0]."""
    position_id = START
    for ply, (d1, d2) in enumerate(rolls):
        mover = ply % 2
        position_id = players[mover](position_id, d1, d2)
        points = result(position_id)
        if points:
            return points if mover == 0 else -points
        position_id = swapped(position_id)
    raise RuntimeError('game too long')


def load_pairs(path):
    """The (first game, second game) points of the pairs already played;
    a last line cut short when a run was killed is dropped from the file."""
    done = []
    if not os.path.exists(path):
        return done
    kept = 0
    with open(path) as f:
        for line in f:
            fields = line.split()
            if not line.endswith('\n') or len(fields) != 4:
                break
            pair_seed, pair, one, two = map(int, fields)
            if pair_seed != int(os.environ.get('SEED', '1')) or pair != len(done):
                raise SystemExit('%s: pair %d of seed %d is out of order' % (path, pair, pair_seed))
            done.append((one, two))
            kept += len(line)
    os.truncate(path, kept)
    return done


def rolls_for(seed):
    rng = random.Random(seed)
    first = (0, 0)
    while first[0] == first[1]:
        first = (rng.randint(1, 6), rng.randint(1, 6))
    return [first] + [(rng.randint(1, 6), rng.randint(1, 6)) for _ in range(2000)]


def main():
    games = int(os.environ.get('GAMES', '200'))
    seed = int(os.environ.get('SEED', '1'))
    engine = Gamao(os.environ['GAMAO_ENGINE'])
    if os.environ.get('AUDIT') == '1':
        engine.audit = Audit(os.environ.get('AUDIT_PLAYS'))
    setup_gnubg(int(os.environ.get('PLIES', '0')))
    pair_points = []
    wins = gammons = 0
    pairs_file = os.environ.get('PAIRS')
    done = load_pairs(pairs_file) if pairs_file else []
    for pair in range(games // 2):
        if pair < len(done):
            one, two = done[pair]
        else:
            rolls = rolls_for(seed * 1000003 + pair)
            one = play_game([engine.play, gnubg_play], rolls)
            two = -play_game([gnubg_play, engine.play], rolls)
            if pairs_file:
                with open(pairs_file, 'a') as f:
                    f.write('%d %d %d %d\n' % (seed, pair, one, two))
        pair_points.append(one + two)
        for p in (one, two):
            wins += p > 0
            gammons += p >= 2
        if (pair + 1) % 50 == 0 or pair + 1 == games // 2:
            n = len(pair_points)
            mean = sum(pair_points) / n
            var = sum((x - mean) ** 2 for x in pair_points) / max(1, n - 1)
            say('%d games: Gamão %+.3f ppg, 95%% interval ± %.3f (won %d, gammons %d)'
                % (2 * n, mean / 2, 1.96 * math.sqrt(var / n) / 2, wins, gammons))
            if engine.audit:
                engine.audit.report()


main()
