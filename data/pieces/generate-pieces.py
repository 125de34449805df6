#!/usr/bin/env python3
# Generates the 22 piece SVGs of Fourteen (11 kinds x 2 colours) in this folder.
#
# Every piece is drawn once, as shapes in a 100x100 box; the colour scheme decides
# fill, outline and detail colours.  White pieces have a dark outline and dark
# detail lines; black pieces have a dark body with light detail lines, so both
# read on light and dark tiles.  Every kind has its own outline, told apart at
# 32 px without its colour or details (tests/data/test-piece-silhouettes.c):
# the compound pieces stand their long-range part (a bishop's mitre, a rook's
# tower, a queen's crown) behind a smaller knight's head, as variant players
# draw them, and the general is a crested helmet rather than a second king.
#
# Run: python3 data/pieces/generate-pieces.py   (rewrites the SVG files)

import os
import re

HERE = os.path.dirname (os.path.abspath (__file__))

SCHEMES = {
  'white': {'fill': '#f8f6f0', 'line': '#1d1d1f', 'detail': '#1d1d1f'},
  'black': {'fill': '#2e2e33', 'line': '#0c0c0e', 'detail': '#ebe9e4'},
}

OUTLINE = 3.2
DETAIL = 2.6

# Pedestal shared by most pieces: a flat foot with rounded ends.
def base (x0=24, x1=76, y0=79, y1=90):
  r = 3
  return (f'<path class="body" d="M{x0 + r} {y1} L{x1 - r} {y1} Q{x1} {y1} {x1} {y1 - r} '
          f'L{x1} {y0 + r} Q{x1} {y0} {x1 - r} {y0} L{x0 + r} {y0} Q{x0} {y0} {x0} {y0 + r} '
          f'L{x0} {y1 - r} Q{x0} {y1} {x0 + r} {y1} Z"/>')

# Knight's head, facing left, in a 100x100 box; used full size for the knight and
# smaller in front of the compound pieces.
KNIGHT_HEAD = ('M34 83 L78 83 C80 66 78 46 70 34 C66 27 61 23 57 21 L55 10 L48 20 '
               'C40 20 33 25 28 32 C24 38 20 45 16 51 C13 55 13 60 17 62 '
               'C21 64 25 63 28 60 C31 57 35 55 40 54 C44 53 47 51 50 49 '
               'C48 59 40 68 36 76 C35 78 34 81 34 83 Z')

def pawn ():
  return (base (28, 72, 79, 89) +
          '<path class="body" d="M34 80 C34 68 40 58 45 53 L55 53 C60 58 66 68 66 80 Z"/>'
          '<path class="body" d="M38 54 C38 50 43 48 50 48 C57 48 62 50 62 54 '
          'C62 57 57 58 50 58 C43 58 38 57 38 54 Z"/>'
          '<circle class="body" cx="50" cy="34" r="13"/>')

def rook ():
  return (base (22, 78, 79, 90) +
          '<path class="body" d="M28 80 L32 70 L68 70 L72 80 Z"/>'
          '<path class="body" d="M34 70 L36 40 L64 40 L66 70 Z"/>'
          '<path class="body" d="M30 40 L30 14 L39 14 L39 21 L45.5 21 L45.5 14 L54.5 14 '
          'L54.5 21 L61 21 L61 14 L70 14 L70 40 Z"/>'
          '<path class="detail" d="M31 30 L69 30"/>')

def bishop ():
  return (base (24, 76, 80, 90) +
          '<path class="body" d="M30 80 C36 76 40 72 42 68 L58 68 C60 72 64 76 70 80 Z"/>'
          '<path class="body" d="M38 69 L38 62 L62 62 L62 69 Z"/>'
          '<path class="body" d="M50 17 C63 25 70 38 66 52 C64 57 62 60 60 62 L40 62 '
          'C38 60 36 57 34 52 C30 38 37 25 50 17 Z"/>'
          '<circle class="body" cx="50" cy="13" r="5"/>'
          '<path class="detail" d="M56 30 L46 46"/>')

def knight ():
  return (base (25, 81, 80, 90) +
          f'<path class="body" d="{KNIGHT_HEAD}" transform="translate(2 0)"/>'
          '<circle class="eye" cx="42" cy="34" r="2.8"/>'
          '<path class="detail" d="M21 59 L25 58"/>'
          '<path class="detail" d="M62 30 C70 40 75 54 75 74"/>')

# The queen's crown: five points, each tipped with a ball (drawn after
# `band`, the shapes between the points and the balls).
CROWN_POINTS = [(18, 32), (33, 24), (50, 19), (67, 24), (82, 32)]

def crown_balls ():
  return ''.join (f'<circle class="body" cx="{x}" cy="{y}" r="5"/>' for x, y in CROWN_POINTS)

def crown (band=''):
  p = CROWN_POINTS
  d = (f'M30 76 L{p[0][0]} {p[0][1]} L38 54 L{p[1][0]} {p[1][1]} L45 51 '
       f'L{p[2][0]} {p[2][1]} L55 51 L{p[3][0]} {p[3][1]} L62 54 '
       f'L{p[4][0]} {p[4][1]} L70 76 Z')
  return f'<path class="body" d="{d}"/>' + band + crown_balls ()

def queen ():
  return (base (24, 76, 79, 90) +
          crown ('<path class="body" d="M28 79 C28 74 38 71 50 71 C62 71 72 74 72 79 Z"/>') +
          '<path class="detail" d="M33 66 C44 63 56 63 67 66"/>')

def king_body ():
  return (base (22, 78, 79, 90) +
          '<path class="body" d="M29 79 C22 67 14 56 18 47 C22 38 34 37 42 44 '
          'C46 47 48 50 50 54 C52 50 54 47 58 44 C66 37 78 38 82 47 '
          'C86 56 78 67 71 79 Z"/>'
          '<path class="body" d="M44 50 C42 44 44 37 50 33 C56 37 58 44 56 50 L50 58 Z"/>'
          '<path class="detail" d="M31 70 C43 66 57 66 69 70"/>')

def king ():
  return (king_body () +
          '<path class="body" d="M46.5 8 L53.5 8 L53.5 15 L60 15 L60 22 L53.5 22 L53.5 33 '
          'L46.5 33 L46.5 22 L40 22 L40 15 L46.5 15 Z"/>')

def camel ():
  # A standing dromedary seen from the side, head to the left, on the pedestal.
  return (base (22, 78, 80, 90) +
          '<path class="body" d="M30 80 L32 62 C27 58 25 52 25 46 '
          'C25 40 23 34 20 30 C17 30 13 29 12 26 C11 22 14 19 18 18 '
          'C22 17 27 18 30 21 C34 26 35 34 36 40 C38 42 41 42 43 40 '
          'C46 30 51 24 57 24 C64 24 69 31 72 40 C76 44 79 50 79 57 '
          'C79 60 77 62 75 63 L76 80 L67 80 L66 66 L58 66 L57 80 L48 80 '
          'L47 66 L41 65 L40 80 Z" transform="translate(3 0)"/>'
          '<circle class="eye" cx="24" cy="22" r="2.2"/>'
          '<path class="detail" d="M37 58 C47 62 63 62 73 58"/>')

def place (s, tx, ty, sc=1.0):
  # Moves and scales shapes by rewriting their coordinates (every path here
  # uses absolute M, L, C, Q and Z only: x and y alternate), not by an SVG
  # transform: the outlines keep one width on every piece.
  def number (v):
    return f'{v:.2f}'.rstrip ('0').rstrip ('.')
  def path (m):
    index = 0
    def point (n):
      nonlocal index
      v = float (n.group (0))
      v = tx + sc * v if index % 2 == 0 else ty + sc * v
      index += 1
      return number (v)
    return 'd="' + re.sub (r'-?[0-9.]+', point, m.group (1)) + '"'
  s = re.sub (r'd="([^"]*)"', path, s)
  s = re.sub (r'cx="([^"]*)"', lambda m: f'cx="{number (tx + sc * float (m.group (1)))}"', s)
  s = re.sub (r'cy="([^"]*)"', lambda m: f'cy="{number (ty + sc * float (m.group (1)))}"', s)
  return re.sub (r' r="([^"]*)"', lambda m: f' r="{number (sc * float (m.group (1)))}"', s)

def knight_front (tx, ty, sc):
  # The knight's head, smaller, in front of another piece's shape.
  head = (f'<path class="body" d="{KNIGHT_HEAD}"/>'
          '<circle class="eye" cx="40" cy="34" r="3.4"/>'
          '<path class="detail" d="M19 59 L23 58"/>')
  return place (head, tx, ty, sc)

def archbishop ():
  # The bishop's mitre behind the knight's head.
  mitre = ('<circle class="body" cx="50" cy="11" r="5.5"/>'
           '<path class="body" d="M50 16 C64 24 72 38 68 53 C66 58 64 62 61 66 L39 66 '
           'C36 62 34 58 32 53 C28 38 36 24 50 16 Z"/>'
           '<path class="detail" d="M59 28 L51 42"/>')
  return (base (22, 78, 80, 90) +
          '<path class="body" d="M28 80 C34 76 38 72 40 68 L68 68 C70 72 72 76 76 80 Z"/>' +
          place (mitre, 16, 2) +
          knight_front (5, 24, 0.68))

def chancellor ():
  # The rook's tower behind the knight's head.
  tower = ('<path class="body" d="M36 70 L38 40 L66 40 L68 70 Z"/>'
           '<path class="body" d="M32 40 L32 12 L41 12 L41 19 L47.5 19 L47.5 12 L56.5 12 '
           'L56.5 19 L63 19 L63 12 L72 12 L72 40 Z"/>'
           '<path class="detail" d="M33 30 L71 30"/>')
  return (base (20, 80, 79, 90) +
          '<path class="body" d="M26 80 L30 70 L70 70 L74 80 Z"/>' +
          place (tower, 14, 0) +
          knight_front (3, 22, 0.70))

def amazon ():
  # The knight wearing the queen's crown (its points and balls, cut short
  # above the band): not a second queen.
  p = CROWN_POINTS
  coronet = (f'<path class="body" d="M28 56 L{p[0][0]} {p[0][1]} L38 44 L{p[1][0]} {p[1][1]} L45 41 '
             f'L{p[2][0]} {p[2][1]} L55 41 L{p[3][0]} {p[3][1]} L62 44 L{p[4][0]} {p[4][1]} L72 56 Z"/>' +
             crown_balls ())
  return (base (20, 80, 79, 90) +
          place (coronet, 22, -4, 0.74) +
          knight_front (8, 18, 0.76))

def general ():
  # A crested helmet in profile, facing left like the knight: a guard, not a
  # king (the king alone has a cross); its horse-hair crest recalls the
  # knight's leap.
  return (base (22, 78, 80, 90) +
          '<path class="body" d="M40 74 L42 67 L62 67 L64 74 C70 75 74 77 75 80 L29 80 '
          'C30 77 34 75 40 74 Z"/>'
          '<path class="body" d="M33 36 C32 18 46 7 62 8 C79 9 90 22 88 40 '
          'C87 48 84 54 79 59 L70 46 Z"/>'
          '<path class="body" d="M37 70 C34 66 35 60 42 54 L31 62 C28 56 27 50 28 44 '
          'C29 32 40 22 54 22 C68 22 78 32 78 46 C78 56 77 63 75 70 C71 70 67 69 64 66 '
          'C61 61 55 59 51 62 C49 66 47 69 44 70 Z"/>'
          '<path class="eye" d="M28.5 42 L47 41 C47 45 45 47.5 41 47.5 L29 47.5 Z"/>'
          '<path class="detail" d="M42 17 C52 12 66 12 76 19"/>'
          '<path class="detail" d="M80 26 C84 32 84 40 82 47"/>')

PIECES = {
  'pawn': pawn,
  'knight': knight,
  'bishop': bishop,
  'rook': rook,
  'queen': queen,
  'king': king,
  'archbishop': archbishop,
  'chancellor': chancellor,
  'amazon': amazon,
  'camel': camel,
  'general': general,
}

def svg (colour, kind):
  c = SCHEMES[colour]
  style = (f'.body{{fill:{c["fill"]};stroke:{c["line"]};stroke-width:{OUTLINE};'
           f'stroke-linejoin:round;stroke-linecap:round}}'
           f'.detail{{fill:none;stroke:{c["detail"]};stroke-width:{DETAIL};'
           f'stroke-linecap:round;stroke-linejoin:round}}'
           f'.eye{{fill:{c["detail"]}}}'
           f'.halo{{fill:none;stroke:#ffffff;stroke-opacity:0.38;'
           f'stroke-width:{OUTLINE + 3.2};stroke-linejoin:round}}')
  # Presentation attributes rather than a <style> sheet: every SVG renderer
  # (librsvg, browsers, icon tools) understands them.
  body = PIECES[kind] ()
  if colour == 'black':
    # A faint light rim under the outline keeps black pieces visible on dark tiles.
    halo = ''.join (re.findall (r'<(?:path|circle) class="body"[^>]*/>', body))
    body = halo.replace ('class="body"', 'class="halo"') + body
  for rule in style.split ('}'):
    if not rule:
      continue
    name, decls = rule.split ('{')
    attrs = ' '.join (f'{k}="{v}"' for k, v in
                      (d.split (':') for d in decls.split (';')))
    body = body.replace (f'class="{name[1:]}"', attrs)
  body = body.replace ('/>', '/>\n')
  return ('<?xml version="1.0" encoding="UTF-8"?>\n'
          f'<!-- Fourteen: {colour} {kind}. Generated by generate-pieces.py; '
          'drawn for Fourteen, same licence as the game. -->\n'
          '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" '
          'viewBox="0 0 100 100">\n'
          f'{body}'
          '</svg>\n')

def main ():
  for colour in SCHEMES:
    for kind in PIECES:
      with open (os.path.join (HERE, f'{colour}-{kind}.svg'), 'w') as f:
        f.write (svg (colour, kind))

if __name__ == '__main__':
  main ()
