#!/usr/bin/env python3
# Translation checks:
#  1. every source file with a translatable string (_( N_( C_( in C, or
#     translatable="yes" in a .ui file, or the desktop/metainfo/schema files) is
#     listed in po/POTFILES.in, and every listed file exists;
#  2. for each language in po/LINGUAS, the .po file merged with the strings the
#     sources hold today (what the build's update-po target does) has no
#     untranslated and no fuzzy message, and compiles with msgfmt --check.
#
# usage: check-translations.py SOURCE_ROOT

import os
import re
import subprocess
import sys
import tempfile

C_MARK = re.compile (r'(?<![A-Za-z0-9_])(?:_|N_|C_|NC_|g_dngettext|ngettext)\s*\(')
UI_MARK = re.compile (r'translatable\s*=\s*"yes"')
SCAN_DIRS = ['src', 'ui', 'data']
DATA_SUFFIXES = ('.desktop.in', '.metainfo.xml.in', '.gschema.xml')

def listed_files (root):
  files = []
  with open (os.path.join (root, 'po', 'POTFILES.in'), encoding='utf-8') as f:
    for line in f:
      line = line.strip ()
      if line and not line.startswith ('#'):
        files.append (line)
  return files

def needs_translation (path):
  if path.endswith (DATA_SUFFIXES):
    return True
  if path.endswith (('.c', '.h')):
    with open (path, encoding='utf-8', errors='replace') as f:
      return C_MARK.search (f.read ()) is not None
  if path.endswith ('.ui'):
    with open (path, encoding='utf-8', errors='replace') as f:
      return UI_MARK.search (f.read ()) is not None
  return False

def main ():
  root = sys.argv[1]
  failures = []

  listed = listed_files (root)
  for name in listed:
    if not os.path.isfile (os.path.join (root, name)):
      failures.append (f'POTFILES.in lists {name}, which does not exist')

  for top in SCAN_DIRS:
    for dirpath, dirnames, filenames in os.walk (os.path.join (root, top)):
      dirnames[:] = [d for d in dirnames if d not in ('screenshots', 'pieces')]
      for filename in filenames:
        path = os.path.join (dirpath, filename)
        rel = os.path.relpath (path, root)
        if needs_translation (path) and rel not in listed:
          failures.append (f'{rel} has translatable strings but is not in po/POTFILES.in')

  with open (os.path.join (root, 'po', 'LINGUAS'), encoding='utf-8') as f:
    languages = [w for line in f for w in line.split ('#')[0].split ()]
  if not languages:
    failures.append ('po/LINGUAS lists no language')

  with tempfile.TemporaryDirectory () as tmp:
    pot = os.path.join (tmp, 'fourteen.pot')
    existing = [name for name in listed if os.path.isfile (os.path.join (root, name))]
    # The same keywords and flags as meson's i18n.gettext(preset: 'glib').
    xgettext = subprocess.run (
      ['xgettext', '--package-name=fourteen', '--from-code=UTF-8',
       '--add-comments=Translators', '--keyword=_', '--keyword=N_',
       '--keyword=C_:1c,2', '--keyword=NC_:1c,2', '--keyword=g_dcgettext:2',
       '--keyword=g_dngettext:2,3', '--keyword=g_dpgettext2:2c,3',
       '--flag=N_:1:pass-c-format', '--flag=C_:2:pass-c-format',
       '--flag=NC_:2:pass-c-format', '--flag=g_dngettext:2:pass-c-format',
       '--flag=g_strdup_printf:1:c-format', '--flag=g_string_printf:2:c-format',
       '--flag=g_string_append_printf:2:c-format',
       '--flag=g_error_new:3:c-format', '--flag=g_set_error:4:c-format',
       '-o', pot] + existing,
      cwd=root, capture_output=True, text=True)
    if xgettext.returncode != 0:
      failures.append (f'xgettext failed: {xgettext.stderr.strip ()}')
    else:
      for lang in languages:
        po = os.path.join (root, 'po', lang + '.po')
        if not os.path.isfile (po):
          failures.append (f'po/LINGUAS lists {lang} but po/{lang}.po does not exist')
          continue
        with open (po, encoding='utf-8') as f:
          if 'charset=UTF-8' not in f.read ():
            failures.append (f'po/{lang}.po is not declared UTF-8')
        merged = os.path.join (tmp, lang + '.po')
        msgmerge = subprocess.run (['msgmerge', '--quiet', '--no-fuzzy-matching',
                                    '-o', merged, po, pot],
                                   capture_output=True, text=True)
        if msgmerge.returncode != 0:
          failures.append (f'msgmerge {lang}: {msgmerge.stderr.strip ()}')
          continue
        stats = subprocess.run (['msgfmt', '--check', '--statistics',
                                 '-o', os.devnull, merged],
                                capture_output=True, text=True)
        report = stats.stderr.strip ()
        print (f'{lang}: {report}')
        if stats.returncode != 0:
          failures.append (f'msgfmt --check {lang}: {report}')
        elif 'untranslated' in report or 'fuzzy' in report:
          failures.append (f'po/{lang}.po is incomplete against the sources: {report}')
          untranslated = subprocess.run (['msgattrib', '--untranslated', merged],
                                         capture_output=True, text=True).stdout
          ids = re.findall (r'^msgid "(.+)"$', untranslated, re.M)
          for msgid in ids[:20]:
            print (f'  {lang} untranslated: {msgid}')

  for failure in failures:
    print (f'FAIL: {failure}')
  print (f'{len (listed)} files in POTFILES.in, languages: {" ".join (languages)}')
  sys.exit (1 if failures else 0)

if __name__ == '__main__':
  main ()
