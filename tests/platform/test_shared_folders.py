"""A SQLite database on a network share or in a synced folder (platforms.md rows 14 and 15). The rule:
a live database in a **network** folder is refused before anything is written (SQLite's locks and its
log do not hold over a network; reading it is allowed); one in a **synced** folder (OneDrive, Dropbox,
iCloud Drive, Google Drive) works while one computer uses it, and the app says what is safe there.

Windows' drives and macOS' volumes are injected (``_drive_type``, ``_fs_type``, ``_environ``); a FUSE
file system is mounted for real where bindfs is installed."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.backends import discard, new_database
from tournament_app.platform import files, shared_folders, system
from tournament_app.platform.shared_folders import NETWORK, SYNCED, SharedFolder
from tournament_app.storage.database import DatabaseError, close_database, open_database

from .conftest import content, link


@pytest.mark.parametrize(("path", "where"), [
    (r"\\NAS\share\league.sqlite3", r"\\NAS\share"),
    (r"//nas/share/league.sqlite3", r"\\nas\share"),
    (r"\\?\UNC\nas\share\league.sqlite3", r"\\nas\share"),
    (r"Z:\league.sqlite3", "Z:\\"),  # a drive mapped to a share (GetDriveTypeW: DRIVE_REMOTE)
    (r"\\?\Z:\league.sqlite3", "Z:\\"),
    (r"C:\Users\sato\league.sqlite3", None),  # DRIVE_FIXED
])
def test_windows_knows_a_share_by_its_name_or_its_drive(system, monkeypatch, path: str,
                                                        where: str | None) -> None:
    system(files.WINDOWS)
    monkeypatch.setattr(shared_folders, "_drive_type", lambda root: 4 if root == "Z:\\" else 3)
    expected = None if where is None else SharedFolder(NETWORK, where)
    assert shared_folders.network_folder(path) == expected


@pytest.mark.parametrize(("system_name", "fs_type", "network"), [
    (files.MACOS, "smbfs", True), (files.MACOS, "afpfs", True), (files.MACOS, "nfs", True),
    (files.MACOS, "webdav", True), (files.MACOS, "macfuse", True), (files.MACOS, "apfs", False),
    (files.LINUX, "cifs", True), (files.LINUX, "nfs4", True), (files.LINUX, "fuse.sshfs", True),
    (files.LINUX, "fuse", True), (files.LINUX, "fuseblk", False),  # an NTFS or exFAT stick
    (files.LINUX, "ext4", False), (files.LINUX, "tmpfs", False),
])
def test_posix_knows_a_network_file_system_by_its_type(tmp_path, system, monkeypatch, system_name: str,
                                                       fs_type: str, network: bool) -> None:
    system(system_name)
    asked: list[str] = []
    monkeypatch.setattr(shared_folders, "_fs_type", lambda p: asked.append(p) or fs_type)
    found = shared_folders.network_folder(tmp_path / "new-folder" / "league.sqlite3")
    assert found == (SharedFolder(NETWORK, fs_type) if network else None)
    assert asked == [str(tmp_path)]  # the folder that is there (the new one is not made yet)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux's mount table")
def test_linux_reads_the_file_system_type_from_the_mount_table(tmp_path: Path) -> None:
    assert shared_folders._linux_fs_type("/proc") == "proc"
    found = subprocess.run(["stat", "-f", "-c", "%T", str(tmp_path)], capture_output=True, text=True)
    kind = shared_folders._linux_fs_type(str(tmp_path))
    assert kind and found.stdout.strip().startswith(kind[:3])  # (stat says ext2/ext3 for ext4)


@pytest.mark.parametrize(("system_name", "path", "environ", "service"), [
    (files.WINDOWS, r"C:\Users\sato\OneDrive\league.sqlite3", {}, "OneDrive"),
    (files.WINDOWS, r"C:\Users\sato\OneDrive - 雀荘\大会\league.sqlite3", {}, "OneDrive"),
    (files.WINDOWS, r"D:\Cloud\Docs\league.sqlite3", {"OneDriveCommercial": r"d:\cloud"}, "OneDrive"),
    (files.WINDOWS, r"C:\Users\sato\Dropbox\league.sqlite3", {}, "Dropbox"),
    (files.WINDOWS, r"C:\Users\sato\iCloudDrive\league.sqlite3", {}, "iCloud Drive"),
    (files.WINDOWS, r"G:\My Drive\league.sqlite3", {}, "Google Drive"),
    (files.WINDOWS, r"C:\Users\sato\Documents\league.sqlite3", {"OneDrive": r"C:\Users\sato\OneDrive"}, None),
    (files.MACOS, "/Users/sato/Library/Mobile Documents/com~apple~CloudDocs/league.sqlite3", {},
     "iCloud Drive"),
    (files.MACOS, "/Users/sato/Library/CloudStorage/OneDrive-Personal/league.sqlite3", {}, "OneDrive"),
    (files.MACOS, "/Users/sato/Library/CloudStorage/GoogleDrive-sato@example.com/league.sqlite3", {},
     "Google Drive"),
    (files.MACOS, "/Users/sato/Dropbox (Personal)/league.sqlite3", {}, "Dropbox"),
    (files.LINUX, "/home/sato/Dropbox/league.sqlite3", {}, "Dropbox"),
    (files.LINUX, "/home/sato/tournaments/league.sqlite3", {}, None),
])
def test_a_synced_folder_is_known_by_its_name_or_windows_variables(system, monkeypatch, system_name: str,
                                                                   path: str, environ: dict[str, str],
                                                                   service: str | None) -> None:
    system(system_name)
    monkeypatch.setattr(shared_folders, "_environ", environ)
    expected = None if service is None else SharedFolder(SYNCED, service)
    assert shared_folders.synced_folder(path) == expected


def test_a_link_into_a_synced_folder_is_the_synced_folder(tmp_path: Path) -> None:
    (tmp_path / "Dropbox").mkdir()
    link(tmp_path / "league-folder", tmp_path / "Dropbox")
    found = shared_folders.synced_folder(tmp_path / "league-folder" / "t.sqlite3")
    assert found == SharedFolder(SYNCED, "Dropbox")


# -- what opening does with them -----------------------------------------------------------------------
@pytest.fixture
def on_a_share(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """``tmp_path/share`` as macOS shows a folder on a Windows share (smbfs)."""
    share = tmp_path / "share"
    share.mkdir()
    monkeypatch.setattr(system, "SYSTEM", system.MACOS)
    monkeypatch.setattr(shared_folders, "_fs_type",
                        lambda p: "smbfs" if Path(p).is_relative_to(share) else "apfs")
    return share


def test_a_live_database_on_a_share_is_refused_before_anything_is_written(on_a_share: Path,
                                                                           league: Path) -> None:
    copy = on_a_share / "league.sqlite3"
    shutil.copy(league, copy)
    stored, before = content(copy), sorted(p.name for p in on_a_share.iterdir())
    with pytest.raises(DatabaseError) as caught:
        open_database(copy)
    assert caught.value.kind == "network"
    said = caught.value.message.english()
    assert said.startswith(f"{copy} is in a network folder (smbfs):")
    assert "this computer's own disk" in said and "PostgreSQL" in said
    assert content(copy) == stored and sorted(p.name for p in on_a_share.iterdir()) == before  # no -wal
    with pytest.raises(DatabaseError):  # a new one: no file, no folder made
        open_database(on_a_share / "new" / "cup.sqlite3")
    assert not (on_a_share / "new").exists()
    open_database(copy, reading=True)  # reading it writes nothing: allowed
    close_database()
    assert sorted(p.name for p in on_a_share.iterdir()) == before


def test_the_same_folder_on_this_disk_opens(on_a_share: Path, tmp_path: Path, league: Path) -> None:
    open_database(league)  # tmp_path itself is "apfs" here
    close_database()


def test_a_server_database_is_no_folder_to_look_at(tmp_path: Path, monkeypatch) -> None:
    """Only a file has a folder: a PostgreSQL address opens whatever the file systems are."""
    monkeypatch.setattr(shared_folders, "_fs_type", lambda p: "nfs")
    with pytest.raises(DatabaseError, match="network folder"):
        open_database(tmp_path / "t.sqlite3")
    address = new_database("postgresql", tmp_path)
    try:
        open_database(address)
    finally:
        close_database()
        discard("postgresql", address)


@pytest.fixture
def fuse_mount(tmp_path: Path):
    """A real FUSE file system (bindfs over a folder of tmp_path), as sshfs or rclone would be."""
    if shutil.which("bindfs") is None or shutil.which("fusermount") is None:
        pytest.skip("bindfs is not installed (apt-get install bindfs): the FUSE type is injected above")
    source, mount = tmp_path / "source", tmp_path / "mount"
    source.mkdir()
    mount.mkdir()
    made = subprocess.run(["bindfs", str(source), str(mount)], capture_output=True, text=True)
    if made.returncode != 0:
        pytest.skip(f"FUSE cannot mount here ({made.stderr.strip()})")
    yield mount
    subprocess.run(["fusermount", "-u", str(mount)], check=False)


def test_a_real_fuse_folder_is_refused_end_to_end(fuse_mount: Path, league: Path) -> None:
    assert shared_folders.network_folder(fuse_mount / "t.sqlite3") == SharedFolder(NETWORK, "fuse")
    shutil.copy(league, fuse_mount / "league.sqlite3")
    before = sorted(p.name for p in fuse_mount.iterdir())
    run = [sys.executable, "-m", "tournament_app", "--lang", "en", "--db"]
    done = subprocess.run([*run, str(fuse_mount / "league.sqlite3"), "add-player", "New"],
                          capture_output=True, text=True, timeout=120)
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr.startswith(f"tournament-app: {fuse_mount / 'league.sqlite3'} is in a network folder "
                                  "(fuse): ") and done.stderr.count("\n") == 1
    new = subprocess.run([*run, str(fuse_mount / "cup.sqlite3"), "new", "Cup"], capture_output=True,
                         text=True, timeout=120)
    assert new.returncode == 2 and "network folder" in new.stderr
    read = subprocess.run([*run, str(fuse_mount / "league.sqlite3"), "standings"], capture_output=True,
                          text=True, timeout=120)
    assert read.returncode == 0, read.stderr  # reading writes nothing there
    assert sorted(p.name for p in fuse_mount.iterdir()) == before
    assert os.path.ismount(fuse_mount)
