# Builds the Windows installer and a portable zip (UNTESTED: written from the PyInstaller and
# Inno Setup documentation; only the Linux build has been run).
#
#   powershell -ExecutionPolicy Bypass -File installer\build_windows.ps1
#
# Needs: Python 3.11+ for x64 (python.org installer; the "py" launcher's newest Python 3, python on
# PATH, or -Python "C:\path\python.exe"), git, and Inno Setup 6.3+ (ISCC.exe; default location, on
# PATH, or -Iscc C:\path\ISCC.exe).
# Produces:
#   dist\tournament-app-<version>-windows-x64-setup.exe   (Inno Setup installer)
#   dist\tournament-app-<version>-windows-x64.zip         (the one-folder build, portable)
# and runs the bundled app's --bundle-check and --self-test (headless, offscreen) first: the console
# program tournament-app.exe, then the windowed tournament-appw.exe, each given at most a few minutes
# (a windowed exe that fails shows PyInstaller's message box, which nobody at a build machine clicks).
param(
    [string]$Python = "",
    [string]$Iscc = "",
    [switch]$SkipInstaller
)
$ErrorActionPreference = "Stop"
$started = Get-Date
$Root = Split-Path -Parent $PSScriptRoot
Set-Location $Root
$Build = Join-Path $Root "build\windows"
$Dist = Join-Path $Root "dist"

function Step($msg) { Write-Host ("== {0:N0}s: {1}" -f ((Get-Date) - $started).TotalSeconds, $msg) }
function Check($what) { if ($LASTEXITCODE -ne 0) { throw "$what failed (exit $LASTEXITCODE)" } }
function RunBounded([string]$Exe, [string[]]$Arguments, [int]$Seconds, [string]$What) {
    $p = Start-Process -FilePath $Exe -ArgumentList $Arguments -NoNewWindow -PassThru
    $null = $p.Handle  # without it, ExitCode stays empty once the process has ended
    if (-not $p.WaitForExit($Seconds * 1000)) {
        $p.Kill()
        throw "$What did not finish in $Seconds s (a message box waiting for a click?)"
    }
    if ($p.ExitCode -ne 0) { throw "$What failed (exit $($p.ExitCode))" }
}

if (-not $Python) {
    if (Get-Command py -ErrorAction SilentlyContinue) { $Python = "py -3" } else { $Python = "python" }
}
if (Test-Path -LiteralPath $Python) {  # a path, spaces and all
    $pyExe = $Python; $pyArgs = @()
} else {  # a command and its arguments ("py -3")
    $pyParts = $Python.Split(" ")
    $pyExe = $pyParts[0]
    $pyArgs = @($pyParts | Select-Object -Skip 1)
}
# the bundle is for x64 Windows and needs 3.11+ (an ARM64 Python has no PostgreSQL driver wheel)
$probe = "import platform, sys; sys.exit(not (sys.version_info >= (3, 11) and platform.machine() == 'AMD64'))"
& $pyExe @pyArgs -c $probe
if ($LASTEXITCODE -ne 0) { throw "$Python is not a Python 3.11+ for x64: install one from python.org, or pass -Python" }
$Version = & $pyExe @pyArgs -c "import tomllib; print(tomllib.load(open('pyproject.toml', 'rb'))['project']['version'])"
Check "reading the version"
$Version = $Version.Trim()
$Pkg = "tournament-app-$Version-windows-x64"

Step "building $Pkg in $Build"
if (Test-Path $Build) { Remove-Item -Recurse -Force $Build }
New-Item -ItemType Directory -Force -Path $Build, $Dist | Out-Null

# A clean copy of the checkout: installing from the work tree could reuse a stale build\lib.
Step "copying the sources"
$copy = @"
import shutil, sys
shutil.copytree(sys.argv[1], sys.argv[2], ignore=shutil.ignore_patterns(
    'build', 'dist', '.venv', '.git', '__pycache__', '*.egg-info', '.pytest_cache', '.ruff_cache',
    '.hypothesis', '.benchmarks', '*.sqlite3'))
"@
& $pyExe @pyArgs -c $copy $Root (Join-Path $Build "src"); Check "copying the sources"

Step "virtual environment, PyInstaller and the project"
& $pyExe @pyArgs -m venv (Join-Path $Build "venv"); Check "venv"
$vpy = Join-Path $Build "venv\Scripts\python.exe"
& $vpy -m pip install -q --disable-pip-version-check --upgrade pip; Check "pip upgrade"
& $vpy -m pip install -q --disable-pip-version-check "pyinstaller>=6.10,<7" (Join-Path $Build "src"); Check "pip install"

Step "pyinstaller"
Push-Location $Build
& (Join-Path $Build "venv\Scripts\pyinstaller.exe") --noconfirm --clean --log-level WARN `
    --distpath (Join-Path $Build "pyinstaller") --workpath (Join-Path $Build "work") `
    (Join-Path $Build "src\installer\tournament_app.spec")
Check "pyinstaller"
Pop-Location
$App = Join-Path $Build "pyinstaller\tournament-app"

Step "bundled --bundle-check and --self-test"
$env:QT_QPA_PLATFORM = "offscreen"
RunBounded (Join-Path $App "tournament-app.exe") @("--bundle-check") 300 "bundle check"
$t0 = Get-Date
RunBounded (Join-Path $App "tournament-app.exe") @("--self-test") 300 "self-test (console exe)"
$selfTest = ((Get-Date) - $t0).TotalSeconds
# the windowed exe has no console: judged by its exit code, and never waited on for longer
RunBounded (Join-Path $App "tournament-appw.exe") @("--self-test") 300 "self-test (windowed exe)"
Remove-Item Env:\QT_QPA_PLATFORM

Step "portable zip"
$zip = Join-Path $Dist "$Pkg.zip"
if (Test-Path $zip) { Remove-Item -Force $zip }
Compress-Archive -Path $App -DestinationPath $zip

if (-not $SkipInstaller) {
    Step "Inno Setup"
    if (-not $Iscc) {
        $candidates = @(
            (Get-Command iscc -ErrorAction SilentlyContinue | Select-Object -ExpandProperty Source),
            "${env:ProgramFiles(x86)}\Inno Setup 6\ISCC.exe",
            "$env:ProgramFiles\Inno Setup 6\ISCC.exe",
            "$env:LOCALAPPDATA\Programs\Inno Setup 6\ISCC.exe"
        ) | Where-Object { $_ -and (Test-Path $_) }
        if (-not $candidates) { throw "ISCC.exe not found: install Inno Setup 6 (e.g. winget install JRSoftware.InnoSetup) or pass -Iscc" }
        $Iscc = @($candidates)[0]
    }
    & $Iscc /Q "/DAppVersion=$Version" "/DSourceDir=$App" "/DOutputDir=$Dist" (Join-Path $Root "installer\tournament_app.iss")
    Check "ISCC"
}

$size = (Get-ChildItem -Recurse -File $App | Measure-Object -Property Length -Sum).Sum / 1MB
Write-Host ("bundle:    {0:N0} MB  {1}" -f $size, $App)
Get-ChildItem $Dist -Filter "$Pkg*" | ForEach-Object { Write-Host ("{0,-9:N0}MB {1}" -f ($_.Length / 1MB), $_.FullName) }
Write-Host ("self-test: {0:N1} s;  build time: {1:N0} s" -f $selfTest, ((Get-Date) - $started).TotalSeconds)
