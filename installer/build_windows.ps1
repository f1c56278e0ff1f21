# Builds the Windows installer and a portable zip (UNTESTED: written from the PyInstaller and
# Inno Setup documentation; only the Linux build has been run).
#
#   powershell -ExecutionPolicy Bypass -File installer\build_windows.ps1
#
# Needs: Python 3.11+ (python.org installer, "py" launcher or python on PATH), git, and
# Inno Setup 6 (ISCC.exe; default location, on PATH, or -Iscc C:\path\ISCC.exe).
# Produces:
#   dist\tournament-app-<version>-windows-x64-setup.exe   (Inno Setup installer)
#   dist\tournament-app-<version>-windows-x64.zip         (the one-folder build, portable)
# and runs the bundled app's --bundle-check and --self-test (headless, offscreen) first.
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

if (-not $Python) {
    if (Get-Command py -ErrorAction SilentlyContinue) { $Python = "py -3.11" } else { $Python = "python" }
}
$pyParts = $Python.Split(" ")
$pyExe = $pyParts[0]
$pyArgs = @($pyParts | Select-Object -Skip 1)
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
& (Join-Path $App "tournament-app-cli.exe") --bundle-check; Check "bundle check"
$t0 = Get-Date
& (Join-Path $App "tournament-app-cli.exe") --self-test; Check "self-test (console exe)"
$selfTest = ((Get-Date) - $t0).TotalSeconds
# the windowed exe has no console: judge it by its exit code
$p = Start-Process -FilePath (Join-Path $App "tournament-app.exe") -ArgumentList "--self-test" -Wait -PassThru
if ($p.ExitCode -ne 0) { throw "self-test (windowed exe) failed (exit $($p.ExitCode))" }
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
