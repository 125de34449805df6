#!/usr/bin/env python3
# The desktop file's MimeType (docs/install.md#saved-games): every type it
# names is known to shared-mime-info — the system's own database or the
# package Fourteen installs for PDN — and a file manager would offer
# Fourteen for game.pgn and game.pdn: a private database is built from the
# system's packages and ours with update-mime-database, and its globs map
# *.pgn and *.pdn to types the desktop file lists.
#
# usage: check-mime.py DESKTOP_FILE MIME_PACKAGE_XML [SYSTEM_PACKAGES_DIR]

import glob
import os
import shutil
import subprocess
import sys
import tempfile

def desktop_types (path):
  with open (path, encoding='utf-8') as f:
    for line in f:
      if line.startswith ('MimeType='):
        return [t for t in line.strip ()[len ('MimeType='):].split (';') if t]
  return []

def main ():
  desktop, package = sys.argv[1], sys.argv[2]
  system = sys.argv[3] if len (sys.argv) > 3 else '/usr/share/mime/packages'
  failures = []
  types = desktop_types (desktop)
  if not types:
    print ('FAIL: %s declares no MimeType' % desktop)
    return 1
  with open (desktop, encoding='utf-8') as f:
    execs = [l.strip () for l in f if l.startswith ('Exec=')]
  if not execs or not any (code in execs[0] for code in ('%f', '%F', '%u', '%U')):
    failures.append ('Exec takes no file (%s)' % (execs[0] if execs else 'none'))
  with tempfile.TemporaryDirectory () as tmp:
    packages = os.path.join (tmp, 'packages')
    os.makedirs (packages)
    for xml in glob.glob (os.path.join (system, '*.xml')):
      shutil.copy (xml, packages)
    shutil.copy (package, os.path.join (packages, 'io.github.fourteenchess.Fourteen.xml'))
    subprocess.run (['update-mime-database', tmp], check=True)
    known = set ()
    with open (os.path.join (tmp, 'types'), encoding='utf-8') as f:
      known.update (l.strip () for l in f)
    with open (os.path.join (tmp, 'aliases'), encoding='utf-8') as f:
      known.update (l.split ()[0] for l in f if l.strip ())
    for t in types:
      if t in known:
        print ('ok: %s is known' % t)
      else:
        failures.append ('%s is not a known type' % t)
    globs = {}
    with open (os.path.join (tmp, 'globs2'), encoding='utf-8') as f:
      for line in f:
        if line.startswith ('#'):
          continue
        weight, mime, pattern = line.strip ().split (':', 2)[:3]
        globs.setdefault (pattern, []).append (mime)
    for pattern in ('*.pgn', '*.pdn'):
      found = [m for m in globs.get (pattern, []) if m in types]
      if found:
        print ('ok: %s is %s' % (pattern, found[0]))
      else:
        failures.append ('%s maps to %s, none of them in MimeType' % (pattern, globs.get (pattern)))
  for failure in failures:
    print ('FAIL: ' + failure)
  return 1 if failures else 0

if __name__ == '__main__':
  sys.exit (main ())
