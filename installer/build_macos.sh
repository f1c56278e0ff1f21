#!/usr/bin/env bash
# Builds the macOS app and disk image (UNTESTED: written from the PyInstaller documentation;
# only the Linux build has been run).
#
#   bash installer/build_macos.sh
#
# Needs: Python 3.11+ from python.org or Homebrew (with venv), Xcode command line tools
# (codesign), hdiutil (part of macOS). Builds for the machine's architecture (arm64 or x86_64).
# Produces dist/tournament-app-<version>-macos-<arch>.dmg holding "Tournament Desk.app" and a
# link to /Applications, after running the bundled app's --bundle-check and --self-test.
# The app is ad-hoc signed by PyInstaller; set CODESIGN_IDENTITY="Developer ID Application: …"
# to sign it for distribution (notarisation with `xcrun notarytool` is a separate step).
set -euo pipefail

started=$(date +%s)
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
PYTHON="${PYTHON:-python3}"
BUILD="$ROOT/build/macos"
DIST="$ROOT/dist"
VERSION=$("$PYTHON" -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')
ARCH=$(uname -m)
PKG="tournament-app-$VERSION-macos-$ARCH"
APP_NAME="Tournament Desk.app"
step() { echo "== $(( $(date +%s) - started ))s: $*"; }

step "building $PKG in $BUILD"
rm -rf "$BUILD"
mkdir -p "$BUILD/src" "$DIST"

step "copying the sources"  # a clean copy: installing from the work tree may reuse a stale build/lib
git -C "$ROOT" ls-files -co --exclude-standard -z \
  | while IFS= read -r -d '' f; do [ -f "$f" ] && printf '%s\0' "$f"; done \
  | tar --null -T - -cf - | tar -xf - -C "$BUILD/src"

step "virtual environment, PyInstaller (+ Pillow for the .icns) and the project"
"$PYTHON" -m venv "$BUILD/venv"
"$BUILD/venv/bin/python" -m pip install -q --disable-pip-version-check --upgrade pip
# Pillow is a build tool here only: PyInstaller converts resources/icon.png to .icns with it
"$BUILD/venv/bin/python" -m pip install -q --disable-pip-version-check "pyinstaller>=6.10,<7" pillow "$BUILD/src"

step "pyinstaller"
(cd "$BUILD" && "$BUILD/venv/bin/pyinstaller" --noconfirm --clean --log-level WARN \
  --distpath "$BUILD/pyinstaller" --workpath "$BUILD/work" "$BUILD/src/installer/tournament_app.spec")
APP="$BUILD/pyinstaller/$APP_NAME"
EXE="$APP/Contents/MacOS/tournament-app"
[ -x "$EXE" ] || { echo "no app bundle built at $APP" >&2; exit 1; }

step "bundled --bundle-check and --self-test"
QT_QPA_PLATFORM=offscreen "$EXE" --bundle-check
t0=$(date +%s)
QT_QPA_PLATFORM=offscreen "$EXE" --self-test
t1=$(date +%s)
codesign --verify --deep --strict "$APP" && echo "code signature verifies"

step "disk image"
STAGE="$BUILD/dmg"
mkdir -p "$STAGE"
cp -R "$APP" "$STAGE/"
ln -s /Applications "$STAGE/Applications"
rm -f "$DIST/$PKG.dmg"
hdiutil create -volname "Tournament Desk $VERSION" -srcfolder "$STAGE" -ov -format UDZO "$DIST/$PKG.dmg"

echo
echo "app:      $(du -sh "$APP" | cut -f1)  $APP"
echo "dmg:      $(du -h "$DIST/$PKG.dmg" | cut -f1)  $DIST/$PKG.dmg"
echo "self-test: $((t1 - t0)) s;  build time: $(( $(date +%s) - started )) s"
