; Inno Setup 6 script for the tournament desk (Windows x64). UNTESTED: written from the Inno
; Setup documentation; build_windows.ps1 compiles it with
;   ISCC.exe /DAppVersion=0.1.0 /DSourceDir=<one-folder build> /DOutputDir=<dist> tournament_app.iss
; Installs the PyInstaller one-folder build (tournament-app.exe + tournament-app-cli.exe +
; _internal\) into Program Files (or the user's own Programs folder without admin rights),
; with a Start-menu entry, an optional desktop icon and an uninstaller. Setup speaks English and
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
#define AppExe "tournament-app.exe"

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

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "japanese"; MessagesFile: "compiler:Languages\Japanese.isl"

[CustomMessages]
english.AppDisplayName=Mahjong Tournament Desk
japanese.AppDisplayName=麻雀大会運営ソフト

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\{cm:AppDisplayName}"; Filename: "{app}\{#AppExe}"; WorkingDir: "{app}"
Name: "{group}\{cm:UninstallProgram,{cm:AppDisplayName}}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\{cm:AppDisplayName}"; Filename: "{app}\{#AppExe}"; WorkingDir: "{app}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{cm:AppDisplayName}}"; Flags: nowait postinstall skipifsilent

[UninstallDelete]
; files Python may leave beside the app; the user's database lives elsewhere and is kept
Type: filesandordirs; Name: "{app}\_internal\__pycache__"
