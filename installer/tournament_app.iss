; Inno Setup 6 script for the tournament desk (Windows x64). UNTESTED: written from the Inno
; Setup documentation; build_windows.ps1 compiles it with
;   ISCC.exe /DAppVersion=0.1.0 /DSourceDir=<one-folder build> /DOutputDir=<dist> tournament_app.iss
; Installs the PyInstaller one-folder build (tournament-appw.exe, windowed, + tournament-app.exe,
; the console program, + _internal\) into Program Files (or the user's own Programs folder without
; admin rights), with a Start-menu entry, an optional desktop icon, the install folder on PATH (a
; task, on by default: "tournament-app" in a new console is the command line the README and the
; guide show; the uninstaller takes it off again) and an uninstaller. Setup speaks English and
; Japanese. The tournament database (%LOCALAPPDATA%\tournament-app) is left alone on uninstall.
; This file is UTF-8 with a BOM so that the Japanese text survives.

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
#ifndef SourceDir
  #define SourceDir "..\build\windows\pyinstaller\tournament-app"
#endif
#ifndef OutputDir
  #define OutputDir "..\dist"
#endif
#define AppExe "tournament-appw.exe"
#define CliExe "tournament-app.exe"

[Setup]
; AppId identifies the app for upgrades and the uninstaller: never change it.
AppId={{6C1E2B7A-3F4D-4E8B-9A51-7D2C0B9E4F13}
AppName=Mahjong Tournament Desk
AppVersion={#AppVersion}
AppVerName=Mahjong Tournament Desk {#AppVersion}
AppPublisher=tournament-app
DefaultDirName={autopf}\Tournament Desk
DefaultGroupName=Mahjong Tournament Desk
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0
OutputDir={#OutputDir}
OutputBaseFilename=tournament-app-{#AppVersion}-windows-x64-setup
SetupIconFile=..\resources\icon.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName=Mahjong Tournament Desk {#AppVersion}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
ShowLanguageDialog=auto
CloseApplications=yes
ChangesEnvironment=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "japanese"; MessagesFile: "compiler:Languages\Japanese.isl"

[CustomMessages]
english.AppDisplayName=Mahjong Tournament Desk
japanese.AppDisplayName=麻雀大会運営ソフト
english.AddToPath=Add the command-line program ({#CliExe}) to PATH
japanese.AddToPath=コマンドラインのプログラム（{#CliExe}）を PATH に追加する
english.CommandLine=Command line:
japanese.CommandLine=コマンドライン:

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked
Name: "addtopath"; Description: "{cm:AddToPath}"; GroupDescription: "{cm:CommandLine}"

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\{cm:AppDisplayName}"; Filename: "{app}\{#AppExe}"; WorkingDir: "{app}"
Name: "{group}\{cm:UninstallProgram,{cm:AppDisplayName}}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\{cm:AppDisplayName}"; Filename: "{app}\{#AppExe}"; WorkingDir: "{app}"; Tasks: desktopicon

[Registry]
; the install folder at the end of the user's PATH (all users' PATH for an install for all users)
Root: HKCU; Subkey: "Environment"; ValueType: expandsz; ValueName: "Path"; ValueData: "{olddata};{app}"; Tasks: addtopath; Check: (not IsAdminInstallMode) and AppNotOnPath
Root: HKLM; Subkey: "SYSTEM\CurrentControlSet\Control\Session Manager\Environment"; ValueType: expandsz; ValueName: "Path"; ValueData: "{olddata};{app}"; Tasks: addtopath; Check: IsAdminInstallMode and AppNotOnPath

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{cm:AppDisplayName}}"; Flags: nowait postinstall skipifsilent

[UninstallDelete]
; files Python may leave beside the app; the user's database lives elsewhere and is kept
Type: filesandordirs; Name: "{app}\_internal\__pycache__"

[Code]
// the PATH that [Registry] extends: the user's, or all users' for an install for all users
function EnvironmentRoot: Integer;
begin
  if IsAdminInstallMode then
    Result := HKEY_LOCAL_MACHINE
  else
    Result := HKEY_CURRENT_USER;
end;

function EnvironmentKey: String;
begin
  if IsAdminInstallMode then
    Result := 'SYSTEM\CurrentControlSet\Control\Session Manager\Environment'
  else
    Result := 'Environment';
end;

// where {app} stands in PATH (a list of folders separated by ";", compared without case), or 0
function PathPosition(Path: String): Integer;
begin
  Result := Pos(';' + Uppercase(ExpandConstant('{app}')) + ';', ';' + Uppercase(Path) + ';');
end;

function AppNotOnPath: Boolean;
var
  Path: String;
begin
  if RegQueryStringValue(EnvironmentRoot, EnvironmentKey, 'Path', Path) then
    Result := PathPosition(Path) = 0
  else
    Result := True;
end;

// the uninstaller takes {app} off PATH again, leaving every other entry as it was
procedure CurUninstallStepChanged(CurUninstallStep: TUninstallStep);
var
  Path: String;
  P: Integer;
begin
  if CurUninstallStep <> usPostUninstall then
    exit;
  if not RegQueryStringValue(EnvironmentRoot, EnvironmentKey, 'Path', Path) then
    exit;
  P := PathPosition(Path);
  if P = 0 then
    exit;
  Path := ';' + Path + ';';
  Delete(Path, P, Length(ExpandConstant('{app}')) + 1);
  Path := Copy(Path, 2, Length(Path) - 2);
  RegWriteExpandStringValue(EnvironmentRoot, EnvironmentKey, 'Path', Path);
end;
