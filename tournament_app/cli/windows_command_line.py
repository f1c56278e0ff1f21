"""Windows: a process's command line rewritten where Task Manager, Process Explorer and WMI
(``Win32_Process.CommandLine``) read it, for :mod:`tournament_app.cli.process_list`.

That is the ``CommandLine`` string of the process parameters the process environment block points to
(winternl.h: ``PEB.ProcessParameters``, ``RTL_USER_PROCESS_PARAMETERS.CommandLine``), the buffer
``GetCommandLineW`` returns; it is read and written with ``ReadProcessMemory``/``WriteProcessMemory``
(an error, not a crash, where something is amiss). A launcher that started this process and waits for
it holds the same line in its own block: the console script's ``tournament-app.exe``, a virtual
environment's ``python.exe``, ``py.exe``; each ancestor whose line holds the password is rewritten
too, up to the first that holds none (a shell, Explorer) or cannot be opened (another user's).

The line is rebuilt from its arguments (``CommandLineToArgvW``, ``subprocess.list2cmdline``) and padded
with spaces to its length, so that the string's length fields stay true.
"""

from __future__ import annotations

import ctypes
from collections.abc import Callable
from ctypes import wintypes

_ACCESS = 0x0400 | 0x0010 | 0x0020 | 0x0008  # QUERY_INFORMATION, VM_READ, VM_WRITE, VM_OPERATION
_LAUNCHERS = 3  # ancestors looked at: tournament-app.exe → venv python.exe → python.exe, py.exe
_POINTER = ctypes.sizeof(ctypes.c_void_p)
_PARAMETERS_AT = 0x20 if _POINTER == 8 else 0x10  # PEB.ProcessParameters
_COMMAND_LINE_AT = 0x70 if _POINTER == 8 else 0x40  # RTL_USER_PROCESS_PARAMETERS.CommandLine


class _BasicInformation(ctypes.Structure):  # PROCESS_BASIC_INFORMATION; each field pointer-sized
    _fields_ = [("ExitStatus", ctypes.c_void_p), ("PebBaseAddress", ctypes.c_void_p),
                ("AffinityMask", ctypes.c_void_p), ("BasePriority", ctypes.c_void_p),
                ("UniqueProcessId", ctypes.c_void_p), ("InheritedFromUniqueProcessId", ctypes.c_void_p)]


class _UnicodeString(ctypes.Structure):
    _fields_ = [("Length", wintypes.USHORT), ("MaximumLength", wintypes.USHORT),
                ("Buffer", ctypes.c_void_p)]


class _Api:
    def __init__(self) -> None:
        self.kernel32 = kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)  # type: ignore[attr-defined]
        self.ntdll = ctypes.WinDLL("ntdll")  # type: ignore[attr-defined]
        self.shell32 = shell32 = ctypes.WinDLL("shell32", use_last_error=True)  # type: ignore[attr-defined]
        kernel32.GetCurrentProcess.restype = wintypes.HANDLE
        kernel32.OpenProcess.restype = wintypes.HANDLE
        kernel32.OpenProcess.argtypes = [wintypes.DWORD, wintypes.BOOL, wintypes.DWORD]
        kernel32.CloseHandle.argtypes = [wintypes.HANDLE]
        kernel32.IsWow64Process.argtypes = [wintypes.HANDLE, ctypes.POINTER(wintypes.BOOL)]
        for name in ("ReadProcessMemory", "WriteProcessMemory"):
            function = getattr(kernel32, name)
            function.argtypes = [wintypes.HANDLE, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_size_t,
                                 ctypes.POINTER(ctypes.c_size_t)]
            function.restype = wintypes.BOOL
        kernel32.LocalFree.argtypes = [ctypes.c_void_p]
        self.ntdll.NtQueryInformationProcess.argtypes = [wintypes.HANDLE, ctypes.c_ulong, ctypes.c_void_p,
                                                         ctypes.c_ulong, ctypes.POINTER(ctypes.c_ulong)]
        self.ntdll.NtQueryInformationProcess.restype = ctypes.c_long
        shell32.CommandLineToArgvW.argtypes = [wintypes.LPCWSTR, ctypes.POINTER(ctypes.c_int)]
        shell32.CommandLineToArgvW.restype = ctypes.POINTER(wintypes.LPWSTR)

    def read(self, process: int, at: int, size: int) -> bytes:
        buffer, done = ctypes.create_string_buffer(size), ctypes.c_size_t()
        read = self.kernel32.ReadProcessMemory(process, at, buffer, size, ctypes.byref(done))
        if not read or done.value != size:
            raise OSError(ctypes.get_last_error(), "ReadProcessMemory")  # type: ignore[attr-defined]
        return buffer.raw

    def write(self, process: int, at: int, data: bytes) -> None:
        done = ctypes.c_size_t()
        if not self.kernel32.WriteProcessMemory(process, at, data, len(data), ctypes.byref(done)) or (
                done.value != len(data)):
            raise OSError(ctypes.get_last_error(), "WriteProcessMemory")  # type: ignore[attr-defined]

    def current(self) -> int:
        return int(self.kernel32.GetCurrentProcess())

    def open(self, process_id: int) -> int | None:
        return self.kernel32.OpenProcess(_ACCESS, False, process_id) or None

    def close(self, process: int) -> None:
        self.kernel32.CloseHandle(process)

    def command_line(self, process: int) -> tuple[int, str, int]:
        """Where the process's command line's characters are, the line, and the parent's process id."""
        info = _BasicInformation()
        size = ctypes.sizeof(info)
        status = self.ntdll.NtQueryInformationProcess(process, 0, ctypes.byref(info), size, None)
        if status != 0 or not info.PebBaseAddress:
            raise OSError(status, "NtQueryInformationProcess")
        pointer = self.read(process, info.PebBaseAddress + _PARAMETERS_AT, _POINTER)
        parameters = int.from_bytes(pointer, "little")
        string = _UnicodeString.from_buffer_copy(
            self.read(process, parameters + _COMMAND_LINE_AT, ctypes.sizeof(_UnicodeString)))
        if not string.Buffer or string.Length % 2:
            raise OSError(0, "no command line")
        line = self.read(process, string.Buffer, string.Length).decode("utf-16-le")
        return string.Buffer, line, int(info.InheritedFromUniqueProcessId or 0)

    def arguments(self, line: str) -> list[str]:
        count = ctypes.c_int()
        argv = self.shell32.CommandLineToArgvW(line, ctypes.byref(count))
        if not argv:
            raise OSError(ctypes.get_last_error(), "CommandLineToArgvW")  # type: ignore[attr-defined]
        try:
            return [argv[i] for i in range(count.value)]
        finally:
            self.kernel32.LocalFree(argv)

    def wow64(self, process: int) -> bool:
        flag = wintypes.BOOL()
        return bool(self.kernel32.IsWow64Process(process, ctypes.byref(flag)) and flag.value)


def hide(hidden: Callable[[str], str], api: _Api | None = None) -> bool:
    """Rewrite this process's command line, and each launcher's above it that holds the same password,
    with every argument passed through ``hidden``; False where a line holding a password could not be
    rewritten (a 32-bit Python on 64-bit Windows, whose 64-bit block others read, included). ``api``:
    the Windows functions (a stand-in for the tests of the walk)."""
    api = _Api() if api is None else api
    process = api.current()
    if api.wow64(process):
        return False
    for level in range(1 + _LAUNCHERS):
        try:
            try:
                at, line, parent_id = api.command_line(process)
            except OSError:
                if level == 0:
                    raise
                return True  # an ancestor that cannot be read (another user's): not a launcher
            if not _rewrite(api, process, at, line, hidden) and level > 0:
                return True  # the first ancestor without the password: the launchers end here
        finally:
            if level > 0:
                api.close(process)
        parent = api.open(parent_id) if level < _LAUNCHERS else None
        if parent is None:
            break
        process = parent
    return True


def _rewrite(api: _Api, process: int, at: int, line: str, hidden: Callable[[str], str]) -> bool:
    """Write ``line`` without its passwords at ``at`` (raises OSError when it cannot be done); False:
    nothing to take out."""
    from subprocess import list2cmdline  # (only when a password is on the line)

    args = api.arguments(line)
    new = [hidden(arg) for arg in args]
    if new == args:
        return False
    text = list2cmdline(new)
    if len(text) > len(line):
        raise OSError(0, "longer")
    api.write(process, at, text.ljust(len(line)).encode("utf-16-le"))
    again = api.arguments(api.read(process, at, 2 * len(line)).decode("utf-16-le"))
    if any(hidden(arg) != arg for arg in again):
        raise OSError(0, "still there")
    return True
