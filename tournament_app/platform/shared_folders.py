"""Network folders and synced folders: where a live SQLite database is not safe.

SQLite keeps a database whole by locks and by its write-ahead log's shared memory, and both hold only
among the programs of one computer: "WAL does not work over a network filesystem", and SQLite's locks
over SMB and NFS are as good as the server's. A **network folder** is one on another computer (a
Windows share ``\\\\NAS\\share`` or a drive mapped to one, SMB, NFS or AFP on macOS and Linux, a FUSE
file system such as sshfs or rclone). A **synced folder** (OneDrive, Dropbox, iCloud Drive, Google
Drive) is on this computer's disk, but its program copies each file to the others: fine while one
computer works in it, but two computers with the same database each work in their own copy, and the
sync program keeps one of them. What the app does with each: :mod:`tournament_app.storage.database`.

The seams for a test (Linux shows none of Windows' drives nor macOS' volumes): ``_drive_type``,
``_fs_type``, ``_environ``.
"""

from __future__ import annotations

import ntpath
import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path, PurePath, PureWindowsPath

from tournament_app.platform import system

NETWORK, SYNCED = "network", "synced"
DRIVE_REMOTE = 4  # GetDriveTypeW: a drive mapped to a share
# file system types on another computer (Linux /proc/self/mountinfo, macOS statfs' f_fstypename);
# FUSE too (sshfs, rclone, GNOME's network places), except fuseblk: a local disk (NTFS, exFAT sticks)
NETWORK_TYPES = frozenset({"nfs", "nfs4", "cifs", "smb3", "smbfs", "afpfs", "webdav", "davfs", "ncpfs",
                           "afs", "ceph", "glusterfs", "lustre", "fuse", "macfuse", "osxfuse", "sshfs"})
# the environment variables Windows sets to the OneDrive folders
ONEDRIVE_VARIABLES = ("OneDrive", "OneDriveConsumer", "OneDriveCommercial")


@dataclass(frozen=True)
class SharedFolder:
    kind: str  # NETWORK or SYNCED
    name: str  # the share (\\NAS\share, Z:\), the file system type (smbfs), or the service (OneDrive)


def _windows_drive_type(root: str) -> int:
    import ctypes  # (Windows only)

    return int(ctypes.windll.kernel32.GetDriveTypeW(root))  # type: ignore[attr-defined]


_drive_type: Callable[[str], int] = _windows_drive_type
_environ: Mapping[str, str] = os.environ


def shared_folder(path: str | os.PathLike[str]) -> SharedFolder | None:
    """Whether the file ``path`` (there or not yet) is in a network folder or a synced one."""
    return network_folder(path) or synced_folder(path)


# -- network folders ----------------------------------------------------------------------------------
def network_folder(path: str | os.PathLike[str]) -> SharedFolder | None:
    if system.SYSTEM == system.WINDOWS:
        return _windows_network(os.fspath(path))
    existing = _nearest_existing(Path(path).expanduser())
    if existing is None:
        return None
    kind = _fs_type(str(existing))
    if kind is not None and (kind in NETWORK_TYPES or (kind.startswith("fuse.") and kind != "fuseblk")):
        return SharedFolder(NETWORK, kind)
    return None


def _windows_network(text: str) -> SharedFolder | None:
    path = PureWindowsPath(text)
    drive = path.drive
    if drive.upper().startswith(("\\\\?\\UNC\\", "//?/UNC/")):
        return SharedFolder(NETWORK, "\\\\" + drive[8:])
    if drive.startswith(("\\\\?\\", "\\\\.\\")):  # a long path's prefix (\\?\C:\…), a device
        rest = text[4:]
        return _windows_network(rest) if len(rest) >= 2 and rest[1] == ":" else None
    if drive.startswith(("\\\\", "//")):  # \\server\share
        return SharedFolder(NETWORK, drive.replace("/", "\\"))
    if len(drive) == 2 and drive[1] == ":":
        root = drive.upper() + "\\"
        try:
            remote = _drive_type(root) == DRIVE_REMOTE
        except (OSError, AttributeError):
            remote = False
        return SharedFolder(NETWORK, root) if remote else None
    return None


def _nearest_existing(path: Path) -> Path | None:
    try:
        path = Path(os.path.abspath(path))
        while not path.exists():
            if path.parent == path:
                return None
            path = path.parent
    except (OSError, ValueError):
        return None
    return path


def _linux_fs_type(path: str) -> str | None:
    """The type of the file system ``path`` is on, from /proc/self/mountinfo: the mount of its device,
    else the deepest mount point above it."""
    try:
        dev = os.stat(path).st_dev
        with open("/proc/self/mountinfo", encoding="utf-8", errors="surrogateescape") as f:
            lines = f.read().splitlines()
    except OSError:
        return None
    device = f"{os.major(dev)}:{os.minor(dev)}"
    real = os.path.realpath(path)
    by_device, deepest = None, (-1, None)
    for line in lines:
        head, sep, tail = line.partition(" - ")
        fields, rest = head.split(), tail.split()
        if not sep or len(fields) < 5 or not rest:
            continue
        point = _unescape(fields[4])
        if fields[2] == device:
            by_device = rest[0]
        inside = real == point or real.startswith(point.rstrip("/") + "/")
        if inside and len(point) >= deepest[0]:
            deepest = (len(point), rest[0])
    return by_device or deepest[1]


def _unescape(field: str) -> str:
    r"""A mount point as mountinfo writes it (a space is \040)."""
    return field.encode("utf-8", "surrogateescape").decode("unicode_escape").encode(
        "latin-1").decode("utf-8", "surrogateescape")


def _macos_fs_type(path: str) -> str | None:
    """``statfs``' f_fstypename (``apfs``, ``smbfs``, ``afpfs``, ``nfs``, ``webdav``, ``macfuse`` …)."""
    import ctypes
    import ctypes.util

    class Statfs(ctypes.Structure):  # struct statfs, 64-bit inodes (<sys/mount.h>)
        _fields_ = [("f_bsize", ctypes.c_uint32), ("f_iosize", ctypes.c_int32),
                    ("f_blocks", ctypes.c_uint64), ("f_bfree", ctypes.c_uint64),
                    ("f_bavail", ctypes.c_uint64), ("f_files", ctypes.c_uint64),
                    ("f_ffree", ctypes.c_uint64), ("f_fsid", ctypes.c_int32 * 2),
                    ("f_owner", ctypes.c_uint32), ("f_type", ctypes.c_uint32),
                    ("f_flags", ctypes.c_uint32), ("f_fssubtype", ctypes.c_uint32),
                    ("f_fstypename", ctypes.c_char * 16), ("f_mntonname", ctypes.c_char * 1024),
                    ("f_mntfromname", ctypes.c_char * 1024), ("f_flags_ext", ctypes.c_uint32),
                    ("f_reserved", ctypes.c_uint32 * 7)]

    libc = ctypes.CDLL(ctypes.util.find_library("c"), use_errno=True)
    call = getattr(libc, "statfs$INODE64", None) or libc.statfs  # (Intel Macs name the 64-bit one so)
    result = Statfs()
    if call(os.fsencode(path), ctypes.byref(result)) != 0:
        return None
    return result.f_fstypename.decode("utf-8", "replace")


def _fs_type(path: str) -> str | None:
    try:
        return _macos_fs_type(path) if system.SYSTEM == system.MACOS else _linux_fs_type(path)
    except (OSError, AttributeError, ValueError):
        return None


# -- synced folders -----------------------------------------------------------------------------------
def synced_folder(path: str | os.PathLike[str]) -> SharedFolder | None:
    """The sync service whose folder holds ``path``: below a OneDrive folder Windows names in its
    environment, or a folder named as the services name theirs (``OneDrive``, ``OneDrive - Company``,
    ``Dropbox``, ``iCloudDrive``, ``Library/Mobile Documents``, ``Google Drive``, ``My Drive``, and
    macOS' ``Library/CloudStorage/<service>-<account>``)."""
    windows = system.SYSTEM == system.WINDOWS
    text = os.fspath(path)
    if windows:
        text = ntpath.abspath(text)
    else:
        text = os.path.abspath(os.path.expanduser(text))
        existing = _nearest_existing(Path(text))
        if existing is not None:  # a link into the folder (~/Dropbox elsewhere) counts as the folder
            text = os.path.join(os.path.realpath(existing), os.path.relpath(text, existing))
    for variable in ONEDRIVE_VARIABLES:
        folder = _environ.get(variable)
        if folder and _below(text, folder):
            return SharedFolder(SYNCED, "OneDrive")
    parts = [p.casefold() for p in (PureWindowsPath(text) if windows else PurePath(text)).parts]
    for index, part in enumerate(parts):
        service = _service(part, parts[index - 1] if index else "")
        if service is not None:
            return SharedFolder(SYNCED, service)
    return None


def _service(part: str, parent: str) -> str | None:
    if part == "onedrive" or part.startswith(("onedrive - ", "onedrive-")):
        return "OneDrive"
    if part == "dropbox" or part.startswith(("dropbox (", "dropbox-")):
        return "Dropbox"
    if part in ("iclouddrive", "icloud drive") or (part == "mobile documents" and parent == "library"):
        return "iCloud Drive"
    if part in ("google drive", "my drive") or part.startswith("googledrive-"):
        return "Google Drive"
    return None


def _below(path: str, folder: str) -> bool:
    if system.SYSTEM == system.WINDOWS:
        path, folder = ntpath.normcase(path), ntpath.normcase(folder)
        sep = "\\"
    else:
        sep = "/"
    folder = folder.rstrip("\\/")
    return path == folder or path.startswith(folder + sep)
