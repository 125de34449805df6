#!/usr/bin/env python3
# Offline check of the Flatpak manifest (no runtime can be downloaded here):
# flatpak-builder must parse it without warnings, and it must build this
# repository with meson into the expected application, with finish-args limited
# to what a game needs.
#
# usage: check-flatpak-manifest.py MANIFEST APP_ID COMMAND

import json
import os
import shutil
import subprocess
import sys

ALLOWED_FINISH_ARGS = {'--share=ipc', '--share=network', '--socket=fallback-x11',
                       '--socket=wayland', '--device=dri',
                       '--system-talk-name=org.freedesktop.Avahi'}
# Avahi: finding network games on the local network (DNS-SD, docs/network.md);
# the network: LAN games and games over XMPP.
REQUIRED_FINISH_ARGS = {'--socket=wayland', '--socket=fallback-x11', '--share=network',
                        '--system-talk-name=org.freedesktop.Avahi'}
# Libraries the distribution's runtime lacks, built as modules before the game.
REQUIRED_MODULES = ['libstrophe']

def fail (message):
  print (f'FAIL: {message}')
  sys.exit (1)

def main ():
  manifest_path, app_id, command = sys.argv[1:4]
  if os.path.basename (manifest_path) != app_id + '.json':
    fail (f'manifest file name should be {app_id}.json')

  builder = shutil.which ('flatpak-builder')
  if builder is None:
    print ('flatpak-builder is not installed: cannot run --show-manifest')
    sys.exit (77)
  result = subprocess.run ([builder, '--show-manifest', manifest_path],
                           capture_output=True, text=True)
  if result.returncode != 0:
    fail (f'flatpak-builder --show-manifest exited with {result.returncode}: {result.stderr}')
  for word in ('WARNING', 'ERROR'):
    if word in result.stderr:
      fail (f'flatpak-builder reported: {result.stderr.strip ()}')
  shown = json.loads (result.stdout)

  with open (manifest_path, encoding='utf-8') as f:
    manifest = json.load (f)

  app = manifest.get ('id', manifest.get ('app-id'))
  if app != app_id or shown.get ('id', shown.get ('app-id')) != app_id:
    fail (f'id is {app!r}, expected {app_id!r}')
  if manifest.get ('runtime') != 'org.gnome.Platform':
    fail (f'runtime is {manifest.get ("runtime")!r}, expected org.gnome.Platform')
  if manifest.get ('sdk') != 'org.gnome.Sdk':
    fail (f'sdk is {manifest.get ("sdk")!r}, expected org.gnome.Sdk')
  version = str (manifest.get ('runtime-version', ''))
  if not version.isdigit () or int (version) < 45:
    fail (f'runtime-version {version!r} is not a current GNOME runtime (45 or later)')
  if manifest.get ('command') != command:
    fail (f'command is {manifest.get ("command")!r}, expected {command!r}')

  finish_args = set (manifest.get ('finish-args', []))
  extra = finish_args - ALLOWED_FINISH_ARGS
  if extra:
    fail (f'finish-args grant more than the game needs: {sorted (extra)}')
  missing = REQUIRED_FINISH_ARGS - finish_args
  if missing:
    fail (f'finish-args lack what the game needs: {sorted (missing)}')
  if any (a.startswith ('--filesystem') for a in finish_args):
    fail ('the game needs no file-system access')

  modules = manifest.get ('modules', [])
  if not modules or not isinstance (modules[-1], dict):
    fail ('the last module must be this project, written inline')
  names = [m.get ('name') for m in modules[:-1] if isinstance (m, dict)]
  for name in REQUIRED_MODULES:
    if name not in names:
      fail (f'the module {name} (the XMPP client library, docs/network.md) is missing')
  main_module = modules[-1]
  if main_module.get ('buildsystem') != 'meson':
    fail (f'the main module builds with {main_module.get ("buildsystem")!r}, expected meson')
  sources = main_module.get ('sources', [])
  here = os.path.dirname (os.path.abspath (manifest_path))
  dirs = [s for s in sources if isinstance (s, dict) and s.get ('type') == 'dir']
  if not dirs:
    fail ('the main module must build this repository (a "dir" source)')
  root = os.path.normpath (os.path.join (here, dirs[0].get ('path', '')))
  if not os.path.isfile (os.path.join (root, 'meson.build')) or \
     not os.path.isfile (os.path.join (root, 'build-aux', 'flatpak', os.path.basename (manifest_path))):
    fail (f'the dir source {dirs[0].get ("path")!r} does not point at this repository ({root})')

  print (f'ok: {app_id} on {manifest["runtime"]}//{version}, command {command}, '
         f'module {main_module.get ("name")} (meson), finish-args {sorted (finish_args)}')

if __name__ == '__main__':
  main ()
