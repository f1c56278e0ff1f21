#!/usr/bin/env bash
# Builds the Linux bundle: dist/tournament-app-<version>-linux-x86_64.tar.gz
#
#   bash installer/build_linux.sh
#
# Needs python3 (3.11+) with venv, and the Qt runtime libraries (Debian: libegl1 libgl1
# libfontconfig1 libxkbcommon0 libdbus-1-3). Makes a fresh virtual environment under
# build/linux/, installs PyInstaller and the project (from a clean copy of the checkout), freezes
# it with installer/tournament_app.spec, packs the one-folder build with a .desktop entry, the
# icon and install.sh, then unpacks the tarball, installs it into a scratch HOME with its own
# install.sh and runs the INSTALLED executable's --bundle-check and --self-test headless.
# Exits non-zero when any step fails.
#
# Environment: PYTHON (default python3), PYINSTALLER_SPEC (default "pyinstaller>=6.10,<7"),
# KEEP_VENV=1 reuses build/linux/venv from an earlier run (faster local rebuilds).
set -euo pipefail

started=$(date +%s)
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
PYTHON="${PYTHON:-python3}"
PYINSTALLER_SPEC="${PYINSTALLER_SPEC:-pyinstaller>=6.10,<7}"
BUILD="$ROOT/build/linux"
DIST="$ROOT/dist"
VERSION=$("$PYTHON" -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')
ARCH=$(uname -m)
PKG="tournament-app-$VERSION-linux-$ARCH"
step() { echo "== $(( $(date +%s) - started ))s: $*"; }

step "building $PKG in $BUILD"
if [ "${KEEP_VENV:-}" = 1 ] && [ -x "$BUILD/venv/bin/pyinstaller" ]; then
  rm -rf "$BUILD/src" "$BUILD/work" "$BUILD/pyinstaller" "$BUILD/stage" "$BUILD/check"
else
  rm -rf "$BUILD"
fi
mkdir -p "$BUILD/src" "$DIST"

# A clean copy of the checkout (tracked and new files, nothing git-ignored): installing from the
# work tree itself would let setuptools reuse a stale build/lib left by an earlier `pip install .`.
step "copying the sources"
if git -C "$ROOT" rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  git -C "$ROOT" ls-files -co --exclude-standard -z \
    | while IFS= read -r -d '' f; do [ -f "$f" ] && printf '%s\0' "$f"; done \
    | tar --null -T - -cf - | tar -xf - -C "$BUILD/src"
else
  tar --exclude=./build --exclude=./dist --exclude=./.venv --exclude=./.git -cf - . | tar -xf - -C "$BUILD/src"
fi

step "virtual environment, PyInstaller and the project"
if [ ! -x "$BUILD/venv/bin/pyinstaller" ]; then
  "$PYTHON" -m venv "$BUILD/venv"
  "$BUILD/venv/bin/python" -m pip install -q --disable-pip-version-check --upgrade pip
  "$BUILD/venv/bin/python" -m pip install -q --disable-pip-version-check "$PYINSTALLER_SPEC"
fi
"$BUILD/venv/bin/python" -m pip install -q --disable-pip-version-check --force-reinstall --no-deps "$BUILD/src"
"$BUILD/venv/bin/python" -m pip install -q --disable-pip-version-check "$BUILD/src"
"$BUILD/venv/bin/python" -m pip list --disable-pip-version-check 2>/dev/null \
  | grep -i -E '^(pyinstaller|pyside6|shiboken6|tournament-app) ' || true

step "pyinstaller"
(cd "$BUILD" && "$BUILD/venv/bin/pyinstaller" --noconfirm --clean --log-level WARN \
  --distpath "$BUILD/pyinstaller" --workpath "$BUILD/work" "$BUILD/src/installer/tournament_app.spec")
[ -x "$BUILD/pyinstaller/tournament-app/tournament-app" ] || { echo "no executable built" >&2; exit 1; }

step "packing"
STAGE="$BUILD/stage/$PKG"
mkdir -p "$STAGE"
cp -a "$BUILD/pyinstaller/tournament-app" "$STAGE/tournament-app"
cp "$ROOT/resources/icon.png" "$STAGE/tournament-app.png"
cp "$ROOT/resources/icon.svg" "$STAGE/tournament-app.svg"
# The .desktop entry as shipped names its files relative to the install prefix (@PREFIX@);
# install.sh writes the absolute paths in when it registers the entry.
cat > "$STAGE/tournament-app.desktop" <<'EOF'
[Desktop Entry]
Type=Application
Version=1.0
Name=Mahjong Tournament Desk
Name[ja]=麻雀大会運営ソフト
GenericName=Tournament scoring
GenericName[ja]=大会運営
Comment=Record riichi mahjong hands, settle games, rank players, print and export standings
Comment[ja]=リーチ麻雀の大会の点数入力・精算・順位・印刷・Excel出力
Exec=@PREFIX@/tournament-app/tournament-app
Icon=@PREFIX@/tournament-app.png
Terminal=false
Categories=Office;Utility;
Keywords=mahjong;riichi;tournament;麻雀;大会;
StartupWMClass=tournament-app
EOF
cat > "$STAGE/install.sh" <<EOF
#!/bin/sh
# Installs the tournament desk for the current user (no root needed):
#   the app         -> \${PREFIX:-~/.local/opt}/$PKG
#   menu entry      -> ~/.local/share/applications/tournament-app.desktop
#   command         -> ~/.local/bin/tournament-app
# ./install.sh --uninstall removes all three.
set -eu
VERSIONED="$PKG"
EOF
cat >> "$STAGE/install.sh" <<'EOF'
HERE="$(cd "$(dirname "$0")" && pwd)"
OPT="${PREFIX:-$HOME/.local/opt}"
DEST="$OPT/$VERSIONED"
APPS="${XDG_DATA_HOME:-$HOME/.local/share}/applications"
BIN="$HOME/.local/bin"

if [ "${1:-}" = "--uninstall" ]; then
  rm -rf "$DEST"
  rm -f "$APPS/tournament-app.desktop"
  if [ -L "$BIN/tournament-app" ]; then rm -f "$BIN/tournament-app"; fi
  command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$APPS" || true
  echo "removed $DEST and its menu entry"
  exit 0
fi

mkdir -p "$OPT" "$APPS" "$BIN"
rm -rf "$DEST.new"
mkdir -p "$DEST.new"
cp -R "$HERE/tournament-app" "$HERE/tournament-app.png" "$HERE/tournament-app.svg" "$DEST.new/"
rm -rf "$DEST"
mv "$DEST.new" "$DEST"
sed "s|@PREFIX@|$DEST|g" "$HERE/tournament-app.desktop" > "$APPS/tournament-app.desktop"
chmod 644 "$APPS/tournament-app.desktop"
ln -sf "$DEST/tournament-app/tournament-app" "$BIN/tournament-app"
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$APPS" || true
echo "installed to $DEST"
echo "menu entry: $APPS/tournament-app.desktop (Office / Utility)"
echo "command:    $BIN/tournament-app   (check: tournament-app --self-test)"
EOF
chmod 755 "$STAGE/install.sh"
cat > "$STAGE/README.txt" <<EOF
Mahjong Tournament Desk / 麻雀大会運営ソフト $VERSION for Linux ($ARCH)

Run without installing:   ./tournament-app/tournament-app
Install for this user:    ./install.sh            (./install.sh --uninstall to remove)
Check the installation:   tournament-app --self-test

Needs the usual desktop libraries (Debian/Ubuntu: libegl1 libgl1 libfontconfig1 libxkbcommon0
libdbus-1-3, and for X11 libxkbcommon-x11-0 libxcb-cursor0) and a Japanese font for Japanese text
(fonts-noto-cjk).
EOF
rm -f "$DIST/$PKG.tar.gz"
tar -C "$BUILD/stage" --owner=0 --group=0 -czf "$DIST/$PKG.tar.gz" "$PKG"

step "checking the tarball: unpack, install.sh into a scratch HOME, bundled --bundle-check and --self-test"
CHECK="$BUILD/check"
mkdir -p "$CHECK/unpacked" "$CHECK/home"
tar -C "$CHECK/unpacked" -xzf "$DIST/$PKG.tar.gz"
HOME="$CHECK/home" XDG_DATA_HOME= sh "$CHECK/unpacked/$PKG/install.sh"
INSTALLED="$CHECK/home/.local/opt/$PKG/tournament-app/tournament-app"
grep -q "^Exec=$CHECK/home/.local/opt/$PKG/tournament-app/tournament-app\$" \
  "$CHECK/home/.local/share/applications/tournament-app.desktop" || { echo "bad .desktop Exec" >&2; exit 1; }
if command -v desktop-file-validate >/dev/null; then
  desktop-file-validate "$CHECK/home/.local/share/applications/tournament-app.desktop"
fi
run_bundled() {
  env -u DISPLAY -u WAYLAND_DISPLAY HOME="$CHECK/home" QT_QPA_PLATFORM=offscreen \
    XDG_RUNTIME_DIR="$CHECK/runtime" "$INSTALLED" "$@"
}
mkdir -p "$CHECK/runtime" && chmod 700 "$CHECK/runtime"
run_bundled --bundle-check
run_bundled --lang ja rules >/dev/null
t0=$(date +%s.%N)
run_bundled --self-test
t1=$(date +%s.%N)

echo
echo "bundle:   $(du -sh "$BUILD/pyinstaller/tournament-app" | cut -f1)  $BUILD/pyinstaller/tournament-app"
echo "tarball:  $(du -h "$DIST/$PKG.tar.gz" | cut -f1)  $DIST/$PKG.tar.gz"
echo "self-test of the installed bundle: $(python3 -c "print(f'{$t1 - $t0:.1f}')") s wall"
echo "build time: $(( $(date +%s) - started )) s"
