#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""gamao-cli report writes an analysed match as one HTML page that loads
nothing (no http:, no src or href but data: URIs) and names every marked
decision of `gamao-cli analyse --json` at the same depth, each with a
diagram whose SVG is well-formed (xmllint --noout); the PDF renders
with pdftoppm. Runs at 0-ply so that it stays quick on a loaded
machine; the depth changes what is marked, not how it is written.

Arguments: GAMAO_CLI MATCH.mat."""
import html
import json
import os
import re
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import urllib.parse

cli, match = sys.argv[1], sys.argv[2]
failures = 0
env = {k: v for k, v in os.environ.items() if k not in ('DISPLAY', 'WAYLAND_DISPLAY')}
env.update(LANGUAGE='C', LC_ALL='C.UTF-8')
PLIES = '0'


def check(ok, what):
    global failures
    print(('ok - ' if ok else 'not ok - ') + what)
    failures += not ok


def run(*args):
    return subprocess.run([cli, *args], capture_output=True, text=True, env=env)


CHOICES = {'no-double': 'No double', 'double': 'Double', 'take': 'Take', 'pass': 'Pass',
           'beaver': 'Beaver'}

with tempfile.TemporaryDirectory() as work:
    r = run('analyse', '--json', '--plies', PLIES, '--threads', '1', match)
    check(r.returncode == 0, 'analyse --json: %s' % r.stderr.strip()[-200:])
    decisions = json.loads(r.stdout)['decisions'] if r.returncode == 0 else []
    marked = [d for d in decisions if d['mark']]
    check(len(marked) > 0, '%d marked decisions to find' % len(marked))

    page = os.path.join(work, 'report.html')
    r = run('report', match, '--html', page, '--plies', PLIES, '--threads', '1')
    check(r.returncode == 0, 'report --html: %s' % r.stderr.strip()[-200:])
    text = open(page, encoding='utf-8').read() if r.returncode == 0 else ''
    body = html.unescape(text)
    for d in marked:
        played = d['played'] if d['kind'] == 'checker' else CHOICES.get(d['played'], d['played'])
        heading = 'Game %d, move %d:' % (d['game'], d['move'])
        check(heading in body and ('Played: %s %s' % (played, d['mark'])) in body,
              'names game %d move %d: %s %s' % (d['game'], d['move'], played, d['mark']))
    check('http:' not in text and 'https:' not in text, 'no http: or https: anywhere')
    sources = re.findall(r'\b(?:src|href)\s*=\s*"([^"]*)"', text)
    check(all(s.startswith('data:') for s in sources),
          'every src is a data: URI (%d of them)' % len(sources))
    check(not re.search(r'<(script|link|iframe|object)\b', text), 'no script, link or frame')
    check('name="viewport"' in text, 'a viewport for phones')
    # Each diagram an SVG written as text in its data: URI (a third
    # smaller than base64), vector, its figures rounded.
    pictures = [urllib.parse.unquote(p)
                for p in re.findall(r'src="data:image/svg\+xml,([^"]+)"', text)]
    check(len(pictures) == len(marked), '%d diagrams for %d marked decisions'
          % (len(pictures), len(marked)))
    check(all('<image' not in p and '<path' in p for p in pictures),
          'every diagram is vector: paths, no embedded image')
    per_diagram = len(text.encode('utf-8')) / max(1, len(pictures))
    print('# %d bytes of HTML, %.0f per diagram' % (len(text.encode('utf-8')), per_diagram))
    check(per_diagram < 90000, 'under 90 kB of HTML per diagram (%.0f)' % per_diagram)
    # Under each, its caption: the IDs, the score, who is on roll.
    captions = re.findall(r'<figcaption>(.*?)</figcaption>', text)
    check(len(captions) == len(pictures)
          and all('Position ID: ' in c and 'Match ID: ' in c and 'match to 5' in c
                  for c in captions),
          '%d captions with the IDs and the score' % len(captions))
    # The first checker decision's caption names its position: the IDs
    # give back a board where the play made and the best are legal.
    first = next((d for d in marked if d['kind'] == 'checker'), None)
    ids = re.search(r'Position ID: (\S+) · Match ID: (\S+)<br>', captions[0]) if captions else None
    if first and ids and marked[0] is first:
        r = run('hint', ids.group(1), str(first['dice'][0]), str(first['dice'][1]), '--match',
                ids.group(2), '--level', 'beginner', '--count', '60')
        check(r.returncode == 0 and (' %s ' % first['played']) in r.stdout
              and (' %s ' % first['best']) in r.stdout,
              'the first caption\'s IDs give back its position (%s, %s legal)'
              % (first['played'], first['best']))
    lint = shutil.which('xmllint')
    if pictures and lint:
        svg = os.path.join(work, 'diagram.svg')
        with open(svg, 'w', encoding='utf-8') as f:
            f.write(pictures[0])
        check(subprocess.run([lint, '--noout', svg]).returncode == 0,
              'the first diagram passes xmllint --noout')

    pdf = os.path.join(work, 'report.pdf')
    r = run('report', match, '--pdf', pdf, '--plies', PLIES, '--threads', '1')
    check(r.returncode == 0 and open(pdf, 'rb').read(5) == b'%PDF-', 'report --pdf: %s'
          % r.stderr.strip()[-200:])
    ppm = shutil.which('pdftoppm')
    if r.returncode == 0 and ppm:
        out = subprocess.run([ppm, '-r', '40', '-png', pdf, os.path.join(work, 'page')],
                             capture_output=True, text=True)
        pages = sorted(p for p in os.listdir(work) if p.startswith('page'))
        check(out.returncode == 0 and len(pages) >= 2,
              'pdftoppm renders %d pages: %s' % (len(pages), out.stderr.strip()))
    elif not ppm:
        print('ok - # SKIP pdftoppm not installed (poppler-utils, build-aux/install-deps)')

    # The notes (issue 29): a match from the history brings the match's
    # note and a marked decision's note into the HTML and the PDF.
    db = os.path.join(work, 'history.db')
    r = run('history', '--db', db, 'import', match)
    check(r.returncode == 0, 'history import: %s' % r.stderr.strip()[-200:])
    r = run('analyse', '--db', db, '--history', '1', '--plies', PLIES, '--threads', '1')
    check(r.returncode == 0, 'analyse --history 1: %s' % r.stderr.strip()[-200:])
    with sqlite3.connect(db) as con:
        row = con.execute('SELECT game, seq FROM analysis_decisions WHERE match_id = 1'
                          ' AND mark > 0 ORDER BY equity_loss DESC LIMIT 1').fetchone()
        check(row is not None, 'a marked decision kept in the history')
        if row:
            con.execute('INSERT INTO decision_notes (match_id, game, seq, note)'
                        ' VALUES (1, ?, ?, ?)', (row[0], row[1], 'Zebra decision note'))
        con.execute("UPDATE matches SET notes = 'Quokka match note' WHERE id = 1")
    noted = os.path.join(work, 'noted.html')
    r = run('report', '--db', db, '--history', '1', '--html', noted, '--plies', PLIES,
            '--threads', '1')
    body = html.unescape(open(noted, encoding='utf-8').read()) if r.returncode == 0 else ''
    check('Note: Zebra decision note' in body, 'the decision note in the HTML')
    check('Note: Quokka match note' in body and body.index('Quokka') < body.index('Players'),
          'the match note in the HTML, above the players')
    noted_pdf = os.path.join(work, 'noted.pdf')
    r = run('report', '--db', db, '--history', '1', '--pdf', noted_pdf, '--plies', PLIES,
            '--threads', '1')
    to_text = shutil.which('pdftotext')
    if r.returncode == 0 and to_text:
        words = subprocess.run([to_text, noted_pdf, '-'], capture_output=True,
                               text=True).stdout
        words = ' '.join(words.split())
        check('Zebra decision note' in words and 'Quokka match note' in words,
              'both notes in the PDF text (pdftotext)')
    else:
        check(to_text is None, 'report --pdf --history: %s' % r.stderr.strip()[-200:])
        print('ok - # SKIP pdftotext not installed (poppler-utils)')

    for bad in (['report', match], ['report', match, '--html', 'a', '--pdf', 'b'],
                ['report', '--html', page]):
        r = run(*bad)
        check(r.returncode == 2 and 'Usage' in r.stderr, 'refused: %s' % ' '.join(bad[1:]))

sys.exit(1 if failures else 0)
