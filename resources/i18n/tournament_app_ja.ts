<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP" sourcelanguage="en">
  <context>
    <name>cli</name>
    <message>
      <location filename="tournament_app/cli/rules_cmds.py" line="158" />
      <source>(penalty {points})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/cli/rules_cmds.py" line="139" />
      <source>--chombo: seat {seat} is not a seat (0 to 3)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/cli/rules_cmds.py" line="103" />
      <source>--honba: must be 0 or more</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/cli/rules_cmds.py" line="135" />
      <source>--left: must be a multiple of 100, 0 or more</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/cli/rules_cmds.py" line="107" />
      <source>--{field}: {reason}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/cli/rules_cmds.py" line="204" />
      <source>Game in progress (provisional settlement)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/cli/rules_cmds.py" line="202" />
      <source>Game over</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/cli/rules_cmds.py" line="153" />
      <source>Player</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/cli/rules_cmds.py" line="153" />
      <source>Points</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/cli/rules_cmds.py" line="153" />
      <source>Rank</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/cli/rules_cmds.py" line="194" />
      <source>Rules: {name}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/cli/rules_cmds.py" line="153" />
      <source>Score</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/cli/rules_cmds.py" line="120" />
      <source>dealer</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/cli/rules_cmds.py" line="162" />
      <source>left on the table: {points}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/cli/rules_cmds.py" line="120" />
      <source>non-dealer</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/cli/rules_cmds.py" line="121" />
      <source>ron</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/cli/rules_cmds.py" line="132" />
      <source>score of seat {seat} ({score}): must be a multiple of 100</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/cli/rules_cmds.py" line="142" />
      <source>scores and points left add up to {sum}, not {total}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/cli/rules_cmds.py" line="148" />
      <source>seat {n}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/cli/main.py" line="77" />
      <source>the desktop app is not built yet; see --help for the commands</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/cli/rules_cmds.py" line="123" />
      <source>total {total}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/cli/main.py" line="50" />
      <source>tournament-app: {problem}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/cli/rules_cmds.py" line="121" />
      <source>tsumo</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/cli/rules_cmds.py" line="172" />
      <source>{file}: cannot be read ({error})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/cli/rules_cmds.py" line="170" />
      <source>{file}: no such file</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/cli/rules_cmds.py" line="176" />
      <source>{file}: not valid JSON (line {line}, column {column}: {error})</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>display</name>
    <message>
      <location filename="tournament_app/display.py" line="100" />
      <source>Abortive draw</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/display.py" line="101" />
      <source>Chombo</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/display.py" line="99" />
      <source>Draw</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/display.py" line="130" />
      <source>Draw, tenpai: {seats}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/display.py" line="38" />
      <source>East</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/display.py" line="38" />
      <source>North</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/display.py" line="97" />
      <source>Ron</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/display.py" line="38" />
      <source>South</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/display.py" line="98" />
      <source>Tsumo</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/display.py" line="38" />
      <source>West</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/display.py" line="74" />
      <source>baiman</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/display.py" line="109" />
      <source>four kans (四開槓)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/display.py" line="110" />
      <source>four riichi (四家立直)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/display.py" line="108" />
      <source>four winds (四風連打)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/display.py" line="73" />
      <source>haneman</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/display.py" line="72" />
      <source>mangan</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/display.py" line="132" />
      <source>nagashi mangan: {seats}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/display.py" line="107" />
      <source>nine terminals (九種九牌)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/display.py" line="129" />
      <source>nobody</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/display.py" line="75" />
      <source>sanbaiman</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/display.py" line="111" />
      <source>three rons (三家和)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/display.py" line="76" />
      <source>yakuman</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/display.py" line="89" />
      <source>{han} han</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/display.py" line="91" />
      <source>{han} han {fu} fu</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/display.py" line="80" />
      <source>{name} ×{n}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/display.py" line="47" />
      <source>{round}, {honba} counter(s)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/display.py" line="39" />
      <source>{wind} {number}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/display.py" line="125" />
      <source>{winner} from {loser}</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>rules</name>
    <message>
      <location filename="tournament_app/rules/values.py" line="94" />
      <source>1 han needs at least 30 fu</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/values.py" line="90" />
      <source>20 fu never wins by ron</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/values.py" line="92" />
      <source>25 fu needs at least 2 han</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="157" />
      <source>Abortive draws allowed</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="159" />
      <source>After an abortive draw: the dealer keeps the deal with one more counter, or the deal passes with no counter</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="121" />
      <source>Bonus to first place in tenths of a point (オカ)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="175" />
      <source>Chombo payment at the table: none, or a mangan (non-dealer 2,000/4,000, dealer 4,000 all)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="172" />
      <source>Chombo penalty off the total, in tenths of a point</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/presets.py" line="77" />
      <source>Club rules (seed 004): 25,000/30,000, +10/+5/△5/△10, 五捨六入, busting, West extension to 31,000, yakuman prize</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="127" />
      <source>Equal final scores: share the rank points, or rank by seat order</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/presets.py" line="51" />
      <source>European Mahjong Association: 30,000/30,000, no oka, +15/+5/△5/△15, ties share, chombo △20</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="130" />
      <source>Final scores to points: exact tenths, or each non-top score rounded to thousands (五捨六入, 四捨五入, 切り捨て) with the top taking the rest</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="145" />
      <source>Han from which a hand counts as yakuman (0: never)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="147" />
      <source>Highest yakuman multiple (1: no double yakuman)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="193" />
      <source>If nobody has this score after the last hand, play goes on until someone does (0: no extension)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="181" />
      <source>Length of the game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="196" />
      <source>Most hands-in-wind the extension may add</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="162" />
      <source>Nagashi mangan, paid as a mangan tsumo without counters</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="137" />
      <source>Points each counter (本場) adds to a win</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="140" />
      <source>Points the noten players pay in an exhaustive draw</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="125" />
      <source>Rank points chosen by how many players finish at or above the return points (0 to 4); empty for fixed rank points</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="123" />
      <source>Rank points for 1st to 4th in tenths of a point (ウマ)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="139" />
      <source>Riichi deposit</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="134" />
      <source>Riichi deposits left at the end of the game: stay on the table, go to the top player, or go back to their owners</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="142" />
      <source>Rounding up to mangan: none, 4 han 30 fu, or 4 han 30 fu and 3 han 60 fu</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="119" />
      <source>Score a player must reach to break even (返し)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="118" />
      <source>Score each player starts with</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="190" />
      <source>Score the last dealer needs to end the game by winning or tenpai</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="149" />
      <source>Several ron winners: head bump, or all are paid</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/presets.py" line="23" />
      <source>Tenhou ranked games: 25,000/30,000, +20/+10/△10/△20 with oka, double ron, abortive draws, busting, West extension</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="179" />
      <source>The chombo hand is replayed with the same dealer and counters</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="182" />
      <source>The game ends when a score goes below zero, or at zero or below</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="187" />
      <source>The last dealer in first place may end the game by being tenpai in a draw</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="184" />
      <source>The last dealer in first place may end the game by winning</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="155" />
      <source>Three rons on one discard abort the hand</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/presets.py" line="103" />
      <source>Wikibooks rules (seeds 000, 003): 25,000/30,000, +30/+10/△10/△30, 五捨六入, abortive draws, chombo mangan at the table</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="165" />
      <source>With nagashi mangan the noten payments are made too</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="152" />
      <source>With several ron winners, who gets the counters: the first winner after the discarder, or each winner</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/presets.py" line="64" />
      <source>World Riichi Championship: 30,000/30,000, no oka, +15/+5/△5/△15, ties share, chombo △20</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="169" />
      <source>Yakuman prize in tenths of a point, from the discarder or from each other player on tsumo</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="167" />
      <source>Yakuman with a responsible player (pao)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/game.py" line="202" />
      <source>a responsible player pays only for a yakuman</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/record.py" line="99" />
      <source>a seat is listed twice</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/values.py" line="62" />
      <source>at most {limit} times yakuman under these rules</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/game.py" line="268" />
      <source>four riichi (suucha) needs all four seats in riichi</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/record.py" line="163" />
      <source>give either player or players, not both</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/record.py" line="138" />
      <source>give either wins or a single winner, not both</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/values.py" line="58" />
      <source>give either yakuman or han and fu, not both</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/errors.py" line="32" />
      <source>hand {hand}: {field}: {reason}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/values.py" line="70" />
      <source>missing: below 5 han the fu are needed</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/values.py" line="66" />
      <source>missing: give han (and fu below 5 han) or yakuman</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="271" />
      <source>must be 0 when the return points are below the start points</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/record.py" line="176" />
      <source>must be a JSON object</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/record.py" line="187" />
      <source>must be a list</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="216" />
      <source>must be a list of names</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/record.py" line="96" />
      <source>must be a list of seats</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="247" />
      <source>must be a multiple of 100</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="250" />
      <source>must be a multiple of 300</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/record.py" line="140" />
      <source>must be a non-empty list</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="236" />
      <source>must be a non-empty text</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/record.py" line="106" />
      <source>must be a whole number</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/values.py" line="68" />
      <source>must be a whole number from 1 to {high}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/values.py" line="60" />
      <source>must be a whole number of at least 1</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/record.py" line="112" />
      <source>must be an object</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="243" />
      <source>must be between {low} and {high}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="226" />
      <source>must be empty or list five rank-point rows (0 to 4 players at or above the return points)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/record.py" line="184" />
      <source>must be four names</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="257" />
      <source>must be four whole numbers (tenths of a point)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/record.py" line="167" />
      <source>name at least one offender</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/record.py" line="132" />
      <source>not a field of a {result} hand</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/game.py" line="161" />
      <source>only one ron winner per discard under head bump (the discarder's next player has priority)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="205" />
      <source>rule option {option}: {reason}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/presets.py" line="154" />
      <source>rules must be a preset id or an object with a preset</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/game.py" line="241" />
      <source>seat {seat} declared riichi but is not tenpai: a noten riichi is a chombo (art. 52 ロ)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/record.py" line="88" />
      <source>seat {value} is not a seat (0 to 3)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/game.py" line="96" />
      <source>the game has already ended</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/record.py" line="146" />
      <source>the winner cannot also be the discarder</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/game.py" line="204" />
      <source>the winner cannot be the responsible player</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/game.py" line="263" />
      <source>these rules have no abortive draws</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/game.py" line="244" />
      <source>these rules have no nagashi mangan</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/game.py" line="200" />
      <source>these rules have no responsible-player payment (pao)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/game.py" line="164" />
      <source>three rons abort the hand: record an abortive draw (sanchahou)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/record.py" line="158" />
      <source>unknown abortive draw {value}; expected one of {allowed}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/record.py" line="128" />
      <source>unknown result {value}; expected one of {allowed}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="266" />
      <source>unknown rule option {option}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/presets.py" line="135" />
      <source>unknown rule preset {preset}; known: {known}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="219" />
      <source>unknown value {value}; allowed: {allowed}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/errors.py" line="18" />
      <source>{field}: {reason}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/values.py" line="88" />
      <source>{fu} is not a possible fu (20, 25, 30, 40 … 110)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/game.py" line="265" />
      <source>{kind} is not an abortive draw under these rules</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="tournament_app/rules/presets.py" line="17" />
      <source>日本プロ麻雀協会 (seed 001): 25,000/30,000, +50/+10/△10/△30, ties share, head bump, chombo △40</source>
      <translation type="unfinished" />
    </message>
  </context>
</TS>
