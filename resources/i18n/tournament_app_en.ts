<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
  <context>
    <name>cli</name>
    <message numerus="yes">
      <location filename="tournament_app/cli/season_open.py" line="26" />
      <source>%n days of {hanchan} hanchan</source>
      <translation>
        <numerusform>%n day of {hanchan} hanchan</numerusform>
        <numerusform>%n days of {hanchan} hanchan</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/cli/stats_cmds.py" line="121" />
      <source>%n games</source>
      <translation>
        <numerusform>%n game</numerusform>
        <numerusform>%n games</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/cli/backup_cmds.py" line="57" />
      <source>%n games finished</source>
      <translation>
        <numerusform>%n game finished</numerusform>
        <numerusform>%n games finished</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/cli/online_cmds.py" line="137" />
      <source>%n games imported</source>
      <translation>
        <numerusform>%n game imported</numerusform>
        <numerusform>%n games imported</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/cli/backup_cmds.py" line="58" />
      <source>%n hands</source>
      <translation>
        <numerusform>%n hand</numerusform>
        <numerusform>%n hands</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/cli/outside_cmds.py" line="63" />
      <source>%n hands imported; the game has {total}</source>
      <translation>
        <numerusform>%n hand imported; the game has {total}</numerusform>
        <numerusform>%n hands imported; the game has {total}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/cli/tournament_cmds.py" line="362" />
      <source>%n hands recorded; the game has {total}</source>
      <translation>
        <numerusform>%n hand recorded; the game has {total}</numerusform>
        <numerusform>%n hands recorded; the game has {total}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/cli/people_cmds.py" line="136" />
      <source>%n links made</source>
      <translation>
        <numerusform>%n link made</numerusform>
        <numerusform>%n links made</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/cli/online_cmds.py" line="109" />
      <source>%n online names added</source>
      <translation>
        <numerusform>%n online name added</numerusform>
        <numerusform>%n online names added</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/cli/online_cmds.py" line="94" />
      <source>%n online names added for {player}</source>
      <translation>
        <numerusform>%n online name added for {player}</numerusform>
        <numerusform>%n online names added for {player}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/cli/online_cmds.py" line="87" />
      <source>%n online names removed</source>
      <translation>
        <numerusform>%n online name removed</numerusform>
        <numerusform>%n online names removed</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/cli/season_open.py" line="35" />
      <source>%n players</source>
      <translation>
        <numerusform>%n player</numerusform>
        <numerusform>%n players</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/cli/ema_cmds.py" line="94" />
      <source>%n players have no country and are not counted among the countries</source>
      <translation>
        <numerusform>%n player has no country and is not counted among the countries</numerusform>
        <numerusform>%n players have no country and are not counted among the countries</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/cli/season_cmds.py" line="359" />
      <source>%n players registered</source>
      <translation>
        <numerusform>%n player registered</numerusform>
        <numerusform>%n players registered</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/cli/backup_cmds.py" line="57" />
      <source>%n rounds</source>
      <translation>
        <numerusform>%n round</numerusform>
        <numerusform>%n rounds</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/cli/season_member_cmds.py" line="122" />
      <source>division {division}: %n players seeded</source>
      <translation>
        <numerusform>division {division}: %n player seeded</numerusform>
        <numerusform>division {division}: %n players seeded</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/cli/season_fives.py" line="30" />
      <source>not the day's %n hanchan: {players} (evened out on other days)</source>
      <translation>
        <numerusform>not the day's %n hanchan: {players} (evened out on other days)</numerusform>
        <numerusform>not the day's %n hanchan: {players} (evened out on other days)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/cli/season_points_cmds.py" line="71" />
      <source>over %n seasons</source>
      <translation>
        <numerusform>over %n season</numerusform>
        <numerusform>over %n seasons</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/cli/clock_cmds.py" line="62" />
      <source>round {round}: %n minutes, not started</source>
      <translation>
        <numerusform>round {round}: %n minute, not started</numerusform>
        <numerusform>round {round}: %n minutes, not started</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/cli/backup_cmds.py" line="85" />
      <source>saved %n rows into {file} ({lost}; rows left without the row they belong to, removed: {orphans}); see what still adds up: tournament-app --db {file} check</source>
      <translation>
        <numerusform>saved %n row into {file} ({lost}; rows left without the row they belong to, removed: {orphans}); see what still adds up: tournament-app --db {file} check</numerusform>
        <numerusform>saved %n rows into {file} ({lost}; rows left without the row they belong to, removed: {orphans}); see what still adds up: tournament-app --db {file} check</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/cli/clock_cmds.py" line="78" />
      <source>table {table}: %n minutes of extra time</source>
      <translation>
        <numerusform>table {table}: %n minute of extra time</numerusform>
        <numerusform>table {table}: %n minutes of extra time</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/cli/online_cmds.py" line="143" />
      <source>table {table}: {log} (%n hands)</source>
      <translation>
        <numerusform>table {table}: {log} (%n hand)</numerusform>
        <numerusform>table {table}: {log} (%n hands)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/cli/format_cmds.py" line="143" />
      <source>team {name}: %n members</source>
      <translation>
        <numerusform>team {name}: %n member</numerusform>
        <numerusform>team {name}: %n members</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/cli/season_open.py" line="38" />
      <source>{final}: %n days of {hanchan} hanchan, {seated} seated</source>
      <translation>
        <numerusform>{final}: %n day of {hanchan} hanchan, {seated} seated</numerusform>
        <numerusform>{final}: %n days of {hanchan} hanchan, {seated} seated</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/cli/season_cmds.py" line="317" />
      <source>{finished} of %n games finished</source>
      <translation>
        <numerusform>{finished} of %n game finished</numerusform>
        <numerusform>{finished} of %n games finished</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/cli/season_member_cmds.py" line="110" />
      <source>{name} plays %n games for {player}</source>
      <translation>
        <numerusform>{name} plays %n game for {player}</numerusform>
        <numerusform>{name} plays %n games for {player}</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>display</name>
    <message numerus="yes">
      <location filename="tournament_app/display.py" line="120" />
      <source>{round}, %n counters</source>
      <translation>
        <numerusform>{round}, %n counter</numerusform>
        <numerusform>{round}, %n counters</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>export</name>
    <message numerus="yes">
      <location filename="tournament_app/export/player_report.py" line="103" />
      <source>%n games rated</source>
      <translation>
        <numerusform>%n game rated</numerusform>
        <numerusform>%n games rated</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/export/documents.py" line="240" />
      <source>Only the latest %n rounds are shown.</source>
      <translation>
        <numerusform>Only the latest round is shown.</numerusform>
        <numerusform>Only the latest %n rounds are shown.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/export/awards_print.py" line="34" />
      <source>Shared by %n players with the same figure.</source>
      <translation>
        <numerusform>Shared by %n players with the same figure.</numerusform>
        <numerusform>Shared by %n players with the same figure.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/export/documents.py" line="153" />
      <source>{title} · round {n} under way: {done} of %n tables finished</source>
      <translation>
        <numerusform>{title} · round {n} under way: {done} of %n table finished</numerusform>
        <numerusform>{title} · round {n} under way: {done} of %n tables finished</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>services</name>
    <message numerus="yes">
      <location filename="tournament_app/services/people.py" line="114" />
      <source>%n people are named {name}: give the number the people list shows (#{number})</source>
      <translation>
        <numerusform>%n person is named {name}: give the number the people list shows (#{number})</numerusform>
        <numerusform>%n people are named {name}: give the number the people list shows (#{number})</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/services/rounds.py" line="102" />
      <source>%n players cannot be seated at tables of four and five: register {add} more</source>
      <translation>
        <numerusform>%n player cannot be seated at tables of four and five: register {add} more</numerusform>
        <numerusform>%n players cannot be seated at tables of four and five: register {add} more</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/services/rounds.py" line="104" />
      <source>%n players cannot be seated at tables of four and five: register {add} more or withdraw {remove}</source>
      <translation>
        <numerusform>%n player cannot be seated at tables of four and five: register {add} more or withdraw {remove}</numerusform>
        <numerusform>%n players cannot be seated at tables of four and five: register {add} more or withdraw {remove}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/services/rounds.py" line="75" />
      <source>%n players cannot be seated at tables of four: register {add} more (substitutes count) or withdraw {remove}</source>
      <translation>
        <numerusform>%n player cannot be seated at tables of four: register {add} more (substitutes count) or withdraw {remove}</numerusform>
        <numerusform>%n players cannot be seated at tables of four: register {add} more (substitutes count) or withdraw {remove}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/services/event_format.py" line="135" />
      <source>%n players cannot sit at tables of four</source>
      <translation>
        <numerusform>%n player cannot sit at tables of four</numerusform>
        <numerusform>%n players cannot sit at tables of four</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/services/tournaments.py" line="139" />
      <source>%n rounds are already seated: plan at least that many</source>
      <translation>
        <numerusform>%n round is already seated: plan at least that many</numerusform>
        <numerusform>%n rounds are already seated: plan at least that many</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/services/season_final.py" line="148" />
      <source>a tie at the final's line: {names} share the %n places left; choose %n of them, not {count}</source>
      <translation>
        <numerusform>a tie at the final's line: {names} share the %n place left; choose %n of them, not {count}</numerusform>
        <numerusform>a tie at the final's line: {names} share the %n places left; choose %n of them, not {count}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/services/season_final.py" line="138" />
      <source>a tie at the final's line: {names} share the %n places left; set a tie-break or choose %n of them</source>
      <translation>
        <numerusform>a tie at the final's line: {names} share the %n place left; set a tie-break or choose %n of them</numerusform>
        <numerusform>a tie at the final's line: {names} share the %n places left; set a tie-break or choose %n of them</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/services/season_final.py" line="53" />
      <source>a title final needs four players at least: the top {top} and %n seeded are fewer</source>
      <translation>
        <numerusform>a title final needs four players at least: the top {top} and %n seeded are fewer</numerusform>
        <numerusform>a title final needs four players at least: the top {top} and %n seeded are fewer</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/services/season_checks.py" line="27" />
      <source>division {division} has %n players: the top {count} cannot play the title final</source>
      <translation>
        <numerusform>division {division} has %n player: the top {count} cannot play the title final</numerusform>
        <numerusform>division {division} has %n players: the top {count} cannot play the title final</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/services/season_checks.py" line="38" />
      <source>division {division} has %n players: the top {up} promoted and the bottom {down} relegated would overlap (at most {most} in all)</source>
      <translation>
        <numerusform>division {division} has %n player: the top {up} promoted and the bottom {down} relegated would overlap (at most {most} in all)</numerusform>
        <numerusform>division {division} has %n players: the top {up} promoted and the bottom {down} relegated would overlap (at most {most} in all)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/services/season_checks.py" line="36" />
      <source>division {division} has %n players: the top {up} to the title final and the bottom {down} relegated would overlap (at most {most} in all)</source>
      <translation>
        <numerusform>division {division} has %n player: the top {up} to the title final and the bottom {down} relegated would overlap (at most {most} in all)</numerusform>
        <numerusform>division {division} has %n players: the top {up} to the title final and the bottom {down} relegated would overlap (at most {most} in all)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/services/season_checks.py" line="29" />
      <source>division {division} has %n players: {count} cannot be promoted</source>
      <translation>
        <numerusform>division {division} has %n player: {count} cannot be promoted</numerusform>
        <numerusform>division {division} has %n players: {count} cannot be promoted</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/services/season_checks.py" line="32" />
      <source>division {division} has %n players: {count} cannot be relegated</source>
      <translation>
        <numerusform>division {division} has %n player: {count} cannot be relegated</numerusform>
        <numerusform>division {division} has %n players: {count} cannot be relegated</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/services/seasons.py" line="304" />
      <source>division {division} has seated %n days: it cannot meet on fewer</source>
      <translation>
        <numerusform>division {division} has seated %n day: it cannot meet on fewer</numerusform>
        <numerusform>division {division} has seated %n days: it cannot meet on fewer</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/services/season_demo.py" line="55" />
      <source>give one player count for every division, or one for each of the %n divisions</source>
      <translation>
        <numerusform>give one player count for every division, or one for the %n division</numerusform>
        <numerusform>give one player count for every division, or one for each of the %n divisions</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/services/games.py" line="162" />
      <source>hand {number} cannot follow: the game has %n hands</source>
      <translation>
        <numerusform>hand {number} cannot follow: the game has %n hand</numerusform>
        <numerusform>hand {number} cannot follow: the game has %n hands</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/services/players.py" line="182" />
      <source>nothing was imported: the file has %n problems; the first: {first}</source>
      <translation>
        <numerusform>nothing was imported: the file has %n problem: {first}</numerusform>
        <numerusform>nothing was imported: the file has %n problems; the first: {first}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/services/aliases.py" line="148" />
      <source>nothing was imported: the list has %n problems; the first: {first}</source>
      <translation>
        <numerusform>nothing was imported: the list has %n problem; the first: {first}</numerusform>
        <numerusform>nothing was imported: the list has %n problems; the first: {first}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/services/round_import.py" line="106" />
      <source>nothing was imported: the round's logs have %n problems; the first: {first}</source>
      <translation>
        <numerusform>nothing was imported: the round's logs have %n problem; the first: {first}</numerusform>
        <numerusform>nothing was imported: the round's logs have %n problems; the first: {first}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/services/season_checks.py" line="67" />
      <source>the season has %n days: give one date for each ({count} given)</source>
      <translation>
        <numerusform>the season has %n day: give one date for it ({count} given)</numerusform>
        <numerusform>the season has %n days: give one date for each ({count} given)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/services/season_demo.py" line="68" />
      <source>the season has %n days: there is no day {day}</source>
      <translation>
        <numerusform>the season has %n day: there is no day {day}</numerusform>
        <numerusform>the season has %n days: there is no day {day}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/services/season_demo.py" line="62" />
      <source>the season has %n days: {count} cannot be played</source>
      <translation>
        <numerusform>the season has %n day: {count} cannot be played</numerusform>
        <numerusform>the season has %n days: {count} cannot be played</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/services/season_members.py" line="160" />
      <source>the seed order names every player of division {division}: %n left out</source>
      <translation>
        <numerusform>the seed order names every player of division {division}: %n left out</numerusform>
        <numerusform>the seed order names every player of division {division}: %n left out</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/services/rounds.py" line="447" />
      <source>{count} players sit at %n tables of five and the others at tables of four</source>
      <translation>
        <numerusform>{count} players sit at %n table of five and the others at tables of four</numerusform>
        <numerusform>{count} players sit at %n tables of five and the others at tables of four</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/services/season_final.py" line="145" />
      <source>{names}: not tied at the final's line; choose %n of {tied}</source>
      <translation>
        <numerusform>{names}: not tied at the final's line; choose %n of {tied}</numerusform>
        <numerusform>{names}: not tied at the final's line; choose %n of {tied}</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>stats</name>
    <message numerus="yes">
      <location filename="tournament_app/stats_text.py" line="91" />
      <source>Among the players who played at least %n hands (half the hands of the one who played most).</source>
      <translation>
        <numerusform>Among the players who played at least %n hand (half the hands of the one who played most).</numerusform>
        <numerusform>Among the players who played at least %n hands (half the hands of the one who played most).</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/stats_text.py" line="73" />
      <source>of %n deal-ins</source>
      <translation>
        <numerusform>of %n deal-in</numerusform>
        <numerusform>of %n deal-ins</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/stats_text.py" line="74" />
      <source>of %n draws</source>
      <translation>
        <numerusform>of %n draw</numerusform>
        <numerusform>of %n draws</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/stats_text.py" line="69" />
      <source>of %n games</source>
      <translation>
        <numerusform>of %n game</numerusform>
        <numerusform>of %n games</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/stats_text.py" line="70" />
      <source>of %n games by hands</source>
      <translation>
        <numerusform>of %n game by hands</numerusform>
        <numerusform>of %n games by hands</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/stats_text.py" line="71" />
      <source>of %n hands</source>
      <translation>
        <numerusform>of %n hand</numerusform>
        <numerusform>of %n hands</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/stats_text.py" line="72" />
      <source>of %n wins</source>
      <translation>
        <numerusform>of %n win</numerusform>
        <numerusform>of %n wins</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>ui.clock</name>
    <message numerus="yes">
      <location filename="tournament_app/ui/clock_widgets.py" line="238" />
      <source>Reset round {round}'s clock to %n minutes, not started?</source>
      <translation>
        <numerusform>Reset round {round}'s clock to %n minute, not started?</numerusform>
        <numerusform>Reset round {round}'s clock to %n minutes, not started?</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>ui.desk</name>
    <message numerus="yes">
      <location filename="tournament_app/ui/desk/corrections.py" line="144" />
      <source>%n hands imported from {file}</source>
      <translation>
        <numerusform>%n hand imported from {file}</numerusform>
        <numerusform>%n hands imported from {file}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/ui/desk/corrections.py" line="152" />
      <source>{number}: {names} (%n hands)</source>
      <translation>
        <numerusform>{number}: {names} (%n hand)</numerusform>
        <numerusform>{number}: {names} (%n hands)</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>ui.format</name>
    <message numerus="yes">
      <location filename="tournament_app/ui/format_dialog.py" line="41" />
      <source>%n chosen players</source>
      <translation>
        <numerusform>%n chosen player</numerusform>
        <numerusform>%n chosen players</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>ui.main</name>
    <message numerus="yes">
      <location filename="tournament_app/ui/main_window.py" line="294" />
      <source>%n games imported</source>
      <translation>
        <numerusform>%n game imported</numerusform>
        <numerusform>%n games imported</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>ui.people</name>
    <message numerus="yes">
      <location filename="tournament_app/ui/people_window.py" line="253" />
      <source>%n links made.</source>
      <translation>
        <numerusform>%n link made.</numerusform>
        <numerusform>%n links made.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/ui/people_window.py" line="147" />
      <source>%n people shown</source>
      <translation>
        <numerusform>%n person shown</numerusform>
        <numerusform>%n people shown</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/ui/people_lists.py" line="80" />
      <source>%n players</source>
      <translation>
        <numerusform>%n player</numerusform>
        <numerusform>%n players</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/ui/people_window.py" line="139" />
      <source>&amp;People (%n)</source>
      <translation>
        <numerusform>&amp;People (%n)</numerusform>
        <numerusform>&amp;People (%n)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/ui/people_window.py" line="235" />
      <source>Merge #{other} {other_name} into #{number} {name}? They are one person: the %n players of #{other} join #{number}, and #{other} goes. The name and details of #{number} stay; those it lacks are taken from #{other}.</source>
      <translation>
        <numerusform>Merge #{other} {other_name} into #{number} {name}? They are one person: the %n player of #{other} joins #{number}, and #{other} goes. The name and details of #{number} stay; those it lacks are taken from #{other}.</numerusform>
        <numerusform>Merge #{other} {other_name} into #{number} {name}? They are one person: the %n players of #{other} join #{number}, and #{other} goes. The name and details of #{number} stay; those it lacks are taken from #{other}.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/ui/people_window.py" line="140" />
      <source>Pr&amp;oposed links (%n)</source>
      <translation>
        <numerusform>Pr&amp;oposed link (%n)</numerusform>
        <numerusform>Pr&amp;oposed links (%n)</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>ui.player_page</name>
    <message numerus="yes">
      <location filename="tournament_app/ui/player_page.py" line="275" />
      <source>%n games finished</source>
      <translation>
        <numerusform>%n game finished</numerusform>
        <numerusform>%n games finished</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/ui/player_page.py" line="269" />
      <source>%n games rated</source>
      <translation>
        <numerusform>%n game rated</numerusform>
        <numerusform>%n games rated</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>ui.players</name>
    <message numerus="yes">
      <location filename="tournament_app/ui/players_view.py" line="266" />
      <source>%n players</source>
      <translation>
        <numerusform>%n player</numerusform>
        <numerusform>%n players</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/ui/players_view.py" line="325" />
      <source>%n players added</source>
      <translation>
        <numerusform>%n player added</numerusform>
        <numerusform>%n players added</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/ui/players_view.py" line="381" />
      <source>%n players imported from {file}</source>
      <translation>
        <numerusform>%n player imported from {file}</numerusform>
        <numerusform>%n players imported from {file}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/ui/players_view.py" line="267" />
      <source>%n substitutes</source>
      <translation>
        <numerusform>%n substitute</numerusform>
        <numerusform>%n substitutes</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>ui.projector</name>
    <message numerus="yes">
      <location filename="tournament_app/ui/projector.py" line="210" />
      <source>round {n} under way: {done} of %n tables finished</source>
      <translation>
        <numerusform>round {n} under way: {done} of %n table finished</numerusform>
        <numerusform>round {n} under way: {done} of %n tables finished</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>ui.round_import</name>
    <message numerus="yes">
      <location filename="tournament_app/ui/round_import_dialog.py" line="181" />
      <source>%n problems: nothing can be imported.</source>
      <translation>
        <numerusform>%n problem: nothing can be imported.</numerusform>
        <numerusform>%n problems: nothing can be imported.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/ui/round_import_dialog.py" line="183" />
      <source>Every table of {round} has its log (%n games): Import stores them all and finishes the tables.</source>
      <translation>
        <numerusform>Every table of {round} has its log (%n game): Import stores it and finishes the table.</numerusform>
        <numerusform>Every table of {round} has its log (%n games): Import stores them all and finishes the tables.</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>ui.rounds</name>
    <message numerus="yes">
      <location filename="tournament_app/ui/seating_dialogs.py" line="90" />
      <source>%n players to seat (active players and substitutes); withdrawn players are left out.</source>
      <translation>
        <numerusform>%n player to seat (active players and substitutes); withdrawn players are left out.</numerusform>
        <numerusform>%n players to seat (active players and substitutes); withdrawn players are left out.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/ui/seating_dialogs.py" line="149" />
      <source>Planning the seating of %n rounds…</source>
      <translation>
        <numerusform>Planning the seating of %n round…</numerusform>
        <numerusform>Planning the seating of %n rounds…</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/ui/rounds_view.py" line="256" />
      <source>{round}: %n tables</source>
      <translation>
        <numerusform>{round}: %n table</numerusform>
        <numerusform>{round}: %n tables</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>ui.standings</name>
    <message numerus="yes">
      <location filename="tournament_app/ui/standings_view.py" line="466" />
      <source>%n players</source>
      <translation>
        <numerusform>%n player</numerusform>
        <numerusform>%n players</numerusform>
      </translation>
    </message>
  </context>
</TS>
