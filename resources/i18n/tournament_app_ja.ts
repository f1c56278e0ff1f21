<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP" sourcelanguage="en">
  <context>
    <name>argparse</name>
    <message>
      <location filename="tournament_app/cli/parser.py" line="39" />
      <source>ambiguous option: %(option)s could match %(matches)s</source>
      <translation>%(option)s に当てはまるオプションが複数あります（%(matches)s）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/parser.py" line="31" />
      <source>argument %(argument_name)s: %(message)s</source>
      <translation>%(argument_name)s: %(message)s</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/parser.py" line="36" />
      <source>expected %s argument</source>
      <translation>値を%s個指定してください</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/parser.py" line="36" />
      <source>expected %s arguments</source>
      <translation>値を%s個指定してください</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/parser.py" line="35" />
      <source>expected at least one argument</source>
      <translation>値を1つ以上指定してください</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/parser.py" line="34" />
      <source>expected at most one argument</source>
      <translation>値は1つまでです</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/parser.py" line="34" />
      <source>expected one argument</source>
      <translation>値を1つ指定してください</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/parser.py" line="41" />
      <source>ignored explicit argument %r</source>
      <translation>このオプションに値 %s は指定できません</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/parser.py" line="38" />
      <source>invalid %(type)s value: %(value)r</source>
      <translation>%(value)s は正しい値ではありません</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/parser.py" line="37" />
      <source>invalid choice: %(value)r (choose from %(choices)s)</source>
      <translation>%(value)s は指定できません（%(choices)s のいずれか）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/parser.py" line="40" />
      <source>not allowed with argument %s</source>
      <translation>%s と同時には指定できません</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/parser.py" line="40" />
      <source>one of the arguments %s is required</source>
      <translation>%s のいずれかを指定してください</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/parser.py" line="29" />
      <source>options</source>
      <translation>オプション</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/parser.py" line="29" />
      <source>positional arguments</source>
      <translation>引数</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/parser.py" line="30" />
      <source>show this help message and exit</source>
      <translation>このヘルプを表示して終了</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/parser.py" line="29" />
      <source>subcommands</source>
      <translation>サブコマンド</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/parser.py" line="32" />
      <source>the following arguments are required: %s</source>
      <translation>必須の引数がありません: %s</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/parser.py" line="33" />
      <source>unrecognized arguments: %s</source>
      <translation>不明な引数: %s</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/parser.py" line="29" />
      <source>usage: </source>
      <translation>使い方: </translation>
    </message>
  </context>
  <context>
    <name>charts</name>
    <message>
      <location filename="tournament_app/export/chart_paint.py" line="239" />
      <source>1st</source>
      <translation>1位</translation>
    </message>
    <message>
      <location filename="tournament_app/export/chart_paint.py" line="239" />
      <source>2nd</source>
      <translation>2位</translation>
    </message>
    <message>
      <location filename="tournament_app/export/chart_paint.py" line="239" />
      <source>3rd</source>
      <translation>3位</translation>
    </message>
    <message>
      <location filename="tournament_app/export/chart_paint.py" line="239" />
      <source>4th</source>
      <translation>4位</translation>
    </message>
    <message>
      <location filename="tournament_app/export/chart_paint.py" line="73" />
      <source>Deal-in</source>
      <translation>放銃</translation>
    </message>
    <message>
      <location filename="tournament_app/export/chart_paint.py" line="168" />
      <source>No finished games yet</source>
      <translation>終了した対局はまだありません</translation>
    </message>
    <message>
      <location filename="tournament_app/export/chart_paint.py" line="100" />
      <source>No hands recorded</source>
      <translation>局の記録がありません</translation>
    </message>
    <message>
      <location filename="tournament_app/export/chart_paint.py" line="184" />
      <source>Place after each round</source>
      <translation>各回戦終了時点の順位</translation>
    </message>
    <message>
      <location filename="tournament_app/export/chart_paint.py" line="264" />
      <source>Places</source>
      <translation>着順回数</translation>
    </message>
    <message>
      <location filename="tournament_app/export/chart_paint.py" line="295" />
      <source>Rating after each event</source>
      <translation>大会ごとのレーティング</translation>
    </message>
    <message>
      <location filename="tournament_app/export/chart_paint.py" line="71" />
      <source>Riichi</source>
      <translation>リーチ</translation>
    </message>
    <message>
      <location filename="tournament_app/export/chart_paint.py" line="158" />
      <source>R{n}</source>
      <translation>{n}回戦</translation>
    </message>
    <message>
      <location filename="tournament_app/export/chart_paint.py" line="81" />
      <source>Start</source>
      <translation>開始時</translation>
    </message>
    <message>
      <location filename="tournament_app/export/chart_paint.py" line="178" />
      <source>Total points after each round</source>
      <translation>各回戦終了時の累計ポイント</translation>
    </message>
    <message>
      <location filename="tournament_app/export/chart_paint.py" line="72" />
      <source>Win</source>
      <translation>和了</translation>
    </message>
    <message>
      <location filename="tournament_app/export/chart_paint.py" line="364" />
      <source>cut: top {n} → {stage}</source>
      <translation>通過ライン: 上位{n}名 → {stage}</translation>
    </message>
  </context>
  <context>
    <name>cli</name>
    <message>
      <location filename="tournament_app/cli/rules_cmds.py" line="85" />
      <source> (also: {ids})</source>
      <translation>（別名: {ids}）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/stats_cmds.py" line="162" />
      <source>#{number} {name}</source>
      <translation>#{number} {name}</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/people_cmds.py" line="173" />
      <source>#{other} merged into #{number} {name}</source>
      <translation>#{other} を #{number} {name} に統合しました</translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/cli/season_open.py" line="26" />
      <source>%n days of {hanchan} hanchan</source>
      <translation>
        <numerusform>全%n節（各{hanchan}半荘）</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/cli/stats_cmds.py" line="121" />
      <source>%n games</source>
      <translation>
        <numerusform>%n 対局</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/cli/backup_cmds.py" line="57" />
      <source>%n games finished</source>
      <translation>
        <numerusform>%n対局終了</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/cli/online_cmds.py" line="137" />
      <source>%n games imported</source>
      <translation>
        <numerusform>%n対局を取り込みました</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/cli/backup_cmds.py" line="58" />
      <source>%n hands</source>
      <translation>
        <numerusform>%n局</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/cli/outside_cmds.py" line="63" />
      <source>%n hands imported; the game has {total}</source>
      <translation>
        <numerusform>%n局を取り込みました。対局は全{total}局です</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/cli/tournament_cmds.py" line="362" />
      <source>%n hands recorded; the game has {total}</source>
      <translation>
        <numerusform>%n局を記録しました。対局は全{total}局です</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/cli/people_cmds.py" line="136" />
      <source>%n links made</source>
      <translation>
        <numerusform>%n 件を紐付けました</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/cli/online_cmds.py" line="109" />
      <source>%n online names added</source>
      <translation>
        <numerusform>オンライン名を%n件追加しました</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/cli/online_cmds.py" line="94" />
      <source>%n online names added for {player}</source>
      <translation>
        <numerusform>{player} のオンライン名を%n件追加しました</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/cli/online_cmds.py" line="87" />
      <source>%n online names removed</source>
      <translation>
        <numerusform>オンライン名を%n件削除しました</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/cli/season_open.py" line="35" />
      <source>%n players</source>
      <translation>
        <numerusform>選手 %n名</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/cli/ema_cmds.py" line="94" />
      <source>%n players have no country and are not counted among the countries</source>
      <translation>
        <numerusform>国が空欄の選手 %n 名は国の数に数えていません</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/cli/season_cmds.py" line="359" />
      <source>%n players registered</source>
      <translation>
        <numerusform>%n名の選手を登録しました</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/cli/backup_cmds.py" line="57" />
      <source>%n rounds</source>
      <translation>
        <numerusform>%n回戦</numerusform>
      </translation>
    </message>
    <message>
      <location filename="tournament_app/cli/rules_cmds.py" line="180" />
      <source>(penalty {points})</source>
      <translation>（ペナルティ {points}）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="505" />
      <source>(sitting out: {name})</source>
      <translation>（抜け番: {name}）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/outside_cmds.py" line="29" />
      <source>(the record is always printed as JSON)</source>
      <translation>（記録は常に JSON で出力）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/args.py" line="148" />
      <source>({limits})</source>
      <translation>（{limits}）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/people_cmds.py" line="132" />
      <source>--accept-all-proposed takes no --person or --tournament</source>
      <translation>--accept-all-proposed には --person も --tournament も付けられません</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/tournament_cmds.py" line="502" />
      <source>--award is for print awards only</source>
      <translation>--award は print awards にだけ指定できます</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_fives.py" line="45" />
      <source>--by-points orders a league day, not a day of the title final</source>
      <translation>--by-points はリーグの節の抜け番順を決めます（決定戦の日には使えません）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_demo_cmds.py" line="92" />
      <source>--champion: the reigning champion plays the title final: give --final-top too</source>
      <translation>--champion: 前年度優勝者は決定戦に出場します。--final-top も指定してください</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="389" />
      <source>--drop-each: only with --drop-after and --drop-below</source>
      <translation>--drop-each: --drop-after と --drop-below を指定したときだけ使えます</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/tournament_cmds.py" line="301" />
      <source>--fives: tables of five are seated one round at a time</source>
      <translation>--fives: 5人卓は1回戦ずつ配席します</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_member_cmds.py" line="98" />
      <source>--for and --day go together: the player and the day the substitute plays for</source>
      <translation>--for と --day は一緒に指定してください: 代走する相手の選手と節です</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_member_cmds.py" line="88" />
      <source>--hanchan: give hanchan numbers from 1 to {most}, separated by commas</source>
      <translation>--hanchan: 1〜{most}の半荘番号をカンマ区切りで指定してください</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_member_cmds.py" line="100" />
      <source>--hanchan: only with --for and --day</source>
      <translation>--hanchan: --for と --day を指定したときだけ使えます</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/rules_cmds.py" line="111" />
      <source>--honba: must be 0 or more</source>
      <translation>--honba: 0以上で指定してください</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/online_cmds.py" line="80" />
      <source>--json goes with --list</source>
      <translation>--json は --list と一緒に指定してください</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/rules_cmds.py" line="148" />
      <source>--left: must be a multiple of 100, 0 or more</source>
      <translation>--left: 0以上の100の倍数で指定してください</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/rules_cmds.py" line="150" />
      <source>--left: riichi deposits come in {deposit}s; {left} cannot be left on the table</source>
      <translation>--left: 供託（リーチ棒）は {deposit}点単位です。{left}点が卓に残ることはありません</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/online_cmds.py" line="68" />
      <source>--list takes no names</source>
      <translation>--list には名前を指定しません</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="460" />
      <source>--method manual needs --division and --tables FILE</source>
      <translation>--method manual には --division と --tables ファイル が必要です</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="385" />
      <source>--no-drop: not together with --drop-after or --drop-below</source>
      <translation>--no-drop: --drop-after、--drop-below とは同時に指定できません</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/desk_cmds.py" line="42" />
      <source>--number: must be 1 or more</source>
      <translation>--number: 1以上で指定してください</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/stats_cmds.py" line="149" />
      <source>--person goes over every event: it takes no --player, --awards, --rounds or --tournament</source>
      <translation>--person は全大会を通算します: --player、--awards、--rounds、--tournament は付けられません</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/stats_cmds.py" line="109" />
      <source>--player: no player named {name} has a rated game</source>
      <translation>--player: {name} という選手のレーティング対象の対局はありません</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/ema_cmds.py" line="113" />
      <source>--player: no player named {name} in this tournament</source>
      <translation>--player: この大会に {name} という選手はいません</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/tournament_cmds.py" line="210" />
      <source>--players: give a multiple of 4</source>
      <translation>--players: 4の倍数で指定してください</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_demo_cmds.py" line="65" />
      <source>--players: give a number of players, or one for each division separated by commas</source>
      <translation>--players: 選手数を1つ、またはリーグごとにカンマ区切りで指定してください</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_demo_cmds.py" line="69" />
      <source>--players: tables of four and five cannot seat 6, 7 or 11 players</source>
      <translation>--players: 6名・7名・11名は4人卓と5人卓に配席できません</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/online_cmds.py" line="83" />
      <source>--remove: name the online names to take away</source>
      <translation>--remove: 削除するオンライン名を指定してください</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/tournament_cmds.py" line="333" />
      <source>--round: there is no round {round}</source>
      <translation>--round: {round}回戦はありません</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/args.py" line="172" />
      <source>--rounds: give a round or a range such as 1-4</source>
      <translation>--rounds: 回戦を1つ、または1-4のような範囲で指定してください</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/args.py" line="175" />
      <source>--rounds: give rounds from 1 to {high}, the first not after the last</source>
      <translation>--rounds: 1〜{high} の回戦を、小さい方から指定してください</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/tournament_cmds.py" line="303" />
      <source>--rounds: only random seating can plan several rounds</source>
      <translation>--rounds: 複数の回戦をまとめて配席できるのはランダム配席だけです</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="487" />
      <source>--tables: give a JSON list of tables, each a list of four names</source>
      <translation>--tables: 卓のリスト（各卓は4名の氏名のリスト）を JSON で指定してください</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/rules_cmds.py" line="115" />
      <source>--{field}: {reason}</source>
      <translation>--{field}: {reason}</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/args.py" line="150" />
      <source>; {limits}</source>
      <translation>、{limits}</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/stats_cmds.py" line="166" />
      <source>All events</source>
      <translation>全大会通算</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/ema_cmds.py" line="97" />
      <source>Base rank</source>
      <translation>ベースランク</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/tournament_cmds.py" line="213" />
      <source>Demo tournament {n}</source>
      <translation>デモ大会 {n}</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/online_cmds.py" line="46" />
      <source>Every problem refuses the whole round: names not matched, tables without a log, logs that fit no table, logs played with other rules (length, red fives, starting and return score, oka, uma, rounding). Then nothing is stored: exit 2, one line per problem on stderr, nothing on stdout. --dry-run prints the preview on stdout (which log goes to which table, then every problem) and exits 1 when there are problems.</source>
      <translation>問題が一つでもあれば回戦全体を取り込みません: 照合できない名前、牌譜のない卓、どの卓にも合わない牌譜、ルールの違う牌譜（対局形式、赤ドラ、配給原点と返し点、オカ、ウマ、端数処理）。その場合は何も保存しません: 終了コード 2、標準エラーに問題ごとに1行、標準出力には何も出しません。--dry-run は確認内容（どの牌譜がどの卓に入るか、続いてすべての問題）を標準出力に表示し、問題があれば終了コード 1 で終わります</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/rules_cmds.py" line="212" />
      <source>Game in progress (provisional settlement)</source>
      <translation>対局中（暫定精算）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/rules_cmds.py" line="210" />
      <source>Game over</source>
      <translation>終局</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_tables.py" line="83" />
      <source>Games</source>
      <translation>対局数</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/desk_cmds.py" line="40" />
      <source>HAND_JSON: give one hand as a JSON object</source>
      <translation>HAND_JSON: 1局分を JSON オブジェクトで指定してください</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/ema_cmds.py" line="89" />
      <source>MERS weight {weight}: {days} days +{d}, {players} players +{p}, {countries} countries +{c}, qualification +{q}</source>
      <translation>MERS ウェイト {weight}：日数 {days} 日 +{d}、選手 {players} 名 +{p}、国 {countries} か国 +{c}、予選 +{q}</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/main.py" line="28" />
      <source>Numbers may be typed with full-width digits (１２ is 12), as a Japanese input method writes them.</source>
      <translation>数値は全角数字でも入力できます（１２ は 12）。</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/online_cmds.py" line="27" />
      <source>PLAYER NAME…: give the registered player PLAYER these online names; with --remove: the online names to take away</source>
      <translation>選手名 オンライン名…: 登録済みの選手にこれらのオンライン名を付けます。--remove では削除するオンライン名</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/ema_cmds.py" line="96" />
      <source>Place</source>
      <translation>順位</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/ema_cmds.py" line="96" />
      <source>Player</source>
      <translation>選手</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/rules_cmds.py" line="174" />
      <source>Points</source>
      <translation>ポイント</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/rules_cmds.py" line="173" />
      <source>Rank</source>
      <translation>順位</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/stats_cmds.py" line="128" />
      <source>Rating</source>
      <translation>レーティング</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/rules_cmds.py" line="202" />
      <source>Rules: {name}</source>
      <translation>ルール: {name}</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/rules_cmds.py" line="173" />
      <source>Score</source>
      <translation>持ち点</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/rules_cmds.py" line="165" />
      <source>Seat</source>
      <translation>席</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/tournament_cmds.py" line="403" />
      <source>Stage</source>
      <translation>ステージ</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/tournament_cmds.py" line="403" />
      <source>Stage total</source>
      <translation>ステージ合計</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="439" />
      <source>Title final</source>
      <translation>決定戦</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_tables.py" line="82" />
      <source>Total</source>
      <translation>合計</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/main.py" line="27" />
      <source>Tournament desk software for riichi mahjong.</source>
      <translation>麻雀大会運営システム（審判・運営用）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/args.py" line="247" />
      <source>\u needs four hexadecimal digits</source>
      <translation>\u の後には16進数4桁が必要です</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/online_cmds.py" line="38" />
      <source>a CSV or XLSX list: player, online name</source>
      <translation>CSV または XLSX の一覧: 選手名、オンライン名</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="118" />
      <source>a CSV or XLSX player list</source>
      <translation>選手名簿（CSV または XLSX）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/args.py" line="248" />
      <source>a backslash \ that starts no escape</source>
      <translation>\ の後の文字がエスケープとして正しくありません</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/seats.py" line="32" />
      <source>a chombo by this player, given as 0 to 3: the position among the four scores S (0 = the first dealer, the desk's [1]; 3 = the desk's [4]); may repeat</source>
      <translation>チョンボ者。4つの持ち点 S の中の位置を 0〜3 で指定（0 = 起家 = 点数記録画面の [1]、3 = [4]）。複数指定可</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/args.py" line="243" />
      <source>a colon : is expected after the name</source>
      <translation>項目名の後に : が必要です</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/args.py" line="244" />
      <source>a comma , or a closing bracket is expected</source>
      <translation>, または閉じかっこが必要です</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/args.py" line="250" />
      <source>a comma before a closing bracket</source>
      <translation>閉じかっこの前に余分な , があります</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="146" />
      <source>a day of the title final</source>
      <translation>決定戦の節</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="140" />
      <source>a day's date, venue or hanchan (its hanchan before it is seated)</source>
      <translation>節の日付・会場・半荘数を設定（半荘数は配席前のみ）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="125" />
      <source>a division's promotion and relegation counts and drop line</source>
      <translation>リーグの昇級・降級人数と敗退ラインを設定</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_member_cmds.py" line="43" />
      <source>a division's seed order before the season starts (ties are ordered by it)</source>
      <translation>シーズン開始前にリーグのシード順を設定（同点はこの順で決定）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="387" />
      <source>a drop line needs both --drop-after and --drop-below</source>
      <translation>敗退ラインには --drop-after と --drop-below の両方が必要です</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/rules_cmds.py" line="63" />
      <source>a game record (JSON); - reads standard input</source>
      <translation>対局記録（JSON）。- なら標準入力</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/args.py" line="246" />
      <source>a line break or tab inside a text (write \n or \t)</source>
      <translation>文字列の中に改行かタブがあります（\n、\t と書いてください）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/args.py" line="242" />
      <source>a name in double quotes " " is expected</source>
      <translation>項目名は " で囲んでください</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/desk_cmds.py" line="30" />
      <source>a new file, or postgresql://USER@HOST[:PORT]/DBNAME (its password from the password file or PGPASSWORD, never on the command line)</source>
      <translation>新しいファイル、または postgresql://ユーザー@ホスト[:ポート]/データベース名（パスワードはパスワードファイルか PGPASSWORD で指定し、コマンドラインには書かない）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="230" />
      <source>a new player for the lowest division (may repeat)</source>
      <translation>最下位リーグに加わる新しい選手（複数回指定可）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/ema_cmds.py" line="49" />
      <source>a person's EMA-style rating over the events in this database</source>
      <translation>このデータベースの大会から求める、選手の EMA 方式のレーティング</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/people_cmds.py" line="32" />
      <source>a person: its name, or its number as the people list shows it (#12)</source>
      <translation>人物: 名前、または人物一覧の番号（#12）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_member_cmds.py" line="23" />
      <source>a player is absent (休場) from a day on: no game of the league from that day</source>
      <translation>選手がある節から休場（その節以降のリーグ戦は対局なし）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_demo_cmds.py" line="48" />
      <source>a player of division D withdraws (棄権) from day K</source>
      <translation>リーグDの選手1名が第K節から棄権する</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_member_cmds.py" line="21" />
      <source>a player withdraws (棄権) from a day on: no game of the league from that day</source>
      <translation>選手がある節から棄権（その節以降のリーグ戦は対局なし）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/online_cmds.py" line="24" />
      <source>a player's online names (Tenhou, Mahjong Soul), which a round's logs are matched by</source>
      <translation>選手のオンライン名（天鳳、雀魂）。回戦の牌譜はこの名前で卓に照合します</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/ema_cmds.py" line="21" />
      <source>a preview: the EMA computes the official figures from every certified tournament</source>
      <translation>試算です：公式の数値は EMA が認定大会すべてから計算します</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/tournament_cmds.py" line="180" />
      <source>a printable document as PDF</source>
      <translation>印刷用の書類をPDFで出力</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/value_cmds.py" line="37" />
      <source>a ron on a tile added to a kan</source>
      <translation>加槓した牌でのロン（槍槓）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="102" />
      <source>a season: its divisions, players and days</source>
      <translation>シーズンのリーグ・選手・節を表示</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/rules_cmds.py" line="43" />
      <source>a self-drawn win (default: ron)</source>
      <translation>ツモ和了（省略時はロン）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_demo_cmds.py" line="50" />
      <source>a substitute (代走) plays one player's games of division D's day K</source>
      <translation>リーグDの第K節で、代走が選手1名の対局を代わりに打つ</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/args.py" line="245" />
      <source>a text is not closed with "</source>
      <translation>文字列が " で閉じられていません</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/args.py" line="241" />
      <source>a value is missing</source>
      <translation>値がありません</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/value_cmds.py" line="36" />
      <source>a win on the tile drawn after a kan</source>
      <translation>槓の後の嶺上牌での和了（嶺上開花）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/format_cmds.py" line="25" />
      <source>add a stage: its first round, who plays it, the carry-over</source>
      <translation>ステージを追加: 最初の回戦、出場者、持ち越し</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="113" />
      <source>affiliation (club, branch …)</source>
      <translation>所属（クラブ、支部など）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="131" />
      <source>after day K, players below --drop-below are out</source>
      <translation>第K節終了時に --drop-below 未満の選手は敗退</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/outside_cmds.py" line="32" />
      <source>append a game log's hands to a table's game</source>
      <translation>牌譜の局を卓の対局に追加</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/tournament_cmds.py" line="144" />
      <source>append a game record's hands to a table's game</source>
      <translation>対局記録の局を卓の対局に追加</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/format_cmds.py" line="57" />
      <source>as_played (as played) or fixed (the fixed result --points)</source>
      <translation>as_played（対局結果のまま）または fixed（--points の固定成績）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/args.py" line="84" />
      <source>at most {limit} characters</source>
      <translation>{limit}文字まで</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/tournament_cmds.py" line="192" />
      <source>awards: only these, in this order (largest_hand, most_wins, best_win_rate, lowest_deal_in_rate; every one when not given)</source>
      <translation>awards: この賞だけをこの順で（largest_hand、most_wins、best_win_rate、lowest_deal_in_rate。省略するとすべて）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/tournament_cmds.py" line="478" />
      <source>backed up to {file}</source>
      <translation>{file} にバックアップしました</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/tournament_cmds.py" line="476" />
      <source>backing up</source>
      <translation>バックアップ中</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/backup_cmds.py" line="26" />
      <source>bring a backup back as a new working database</source>
      <translation>バックアップを新しい作業用データベースとして復元</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/tournament_cmds.py" line="172" />
      <source>bring a database written by an earlier version up to date (a copy of the old file is kept beside it)</source>
      <translation>以前の版で書き込まれたデータベースを最新の形式に更新（元のファイルの複製を同じフォルダーに保存）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="189" />
      <source>by the league table after the day before (a last day's practice): the highest placed sits out first, or the lowest</source>
      <translation>前節終了時点の成績順（最終節の方式）: highest-first は上位者から、lowest-first は下位者から抜け番</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_tables.py" line="102" />
      <source>carried {points}</source>
      <translation>持ち越し {points}</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="137" />
      <source>check the drop line after day K and after every day from then on</source>
      <translation>第K節の後とそれ以降の各節の後に敗退ラインを判定</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/value_cmds.py" line="29" />
      <source>chi:123m, pon:555z, kan:1111p (open) or ankan:1111p; may repeat</source>
      <translation>chi:123m、pon:555z、kan:1111p（明槓）、ankan:1111p（暗槓）。複数指定可</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/format_cmds.py" line="43" />
      <source>comma-separated, e.g. best_game,more_firsts</source>
      <translation>カンマ区切り。例: best_game,more_firsts</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/outside_cmds.py" line="24" />
      <source>convert a game log (Tenhou mjlog XML or tenhou.net/6 JSON) into a game record</source>
      <translation>牌譜（天鳳の mjlog XML または tenhou.net/6 形式の JSON）を対局記録に変換</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/desk_cmds.py" line="59" />
      <source>copied to {target}</source>
      <translation>{target} に複製しました</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/tournament_cmds.py" line="167" />
      <source>copy the database safely, even while the app is running</source>
      <translation>アプリの実行中でも安全にデータベースを複製</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/desk_cmds.py" line="27" />
      <source>copy the whole database into a new SQLite file or an empty PostgreSQL database</source>
      <translation>データベース全体を新しい SQLite ファイル、または空の PostgreSQL データベースに複製</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/desk_cmds.py" line="57" />
      <source>copying</source>
      <translation>複製中</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/rules_cmds.py" line="45" />
      <source>counters on the table</source>
      <translation>積み棒の本数</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_demo_cmds.py" line="27" />
      <source>create a sample season, every day seated and played hand by hand</source>
      <translation>サンプルのシーズンを作成（全節を配席し、1局ずつ記録）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/tournament_cmds.py" line="87" />
      <source>create a sample tournament recorded hand by hand</source>
      <translation>1局ずつ記録したデモ大会を作成</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="90" />
      <source>create a season: its divisions (top first), days and hanchan</source>
      <translation>シーズンを作成（リーグは上位から、節数と半荘数）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/tournament_cmds.py" line="97" />
      <source>create a tournament</source>
      <translation>大会を作成</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="225" />
      <source>create the next season, its divisions filled from this season's results</source>
      <translation>このシーズンの結果からリーグ編成した次のシーズンを作成</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/tournament_cmds.py" line="231" />
      <source>created {name}</source>
      <translation>{name} を作成しました</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/tournament_cmds.py" line="217" />
      <source>created {name}: {counts}</source>
      <translation>{name} を作成しました: {counts}</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="237" />
      <source>days (節) of the league</source>
      <translation>リーグ戦の節数</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/people_cmds.py" line="43" />
      <source>detach a player's record from its person into a person of its own</source>
      <translation>選手の記録を人物から切り離し、別の人物にする</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_open.py" line="34" />
      <source>division {division} ({tournament}): {players}, {days}, {seated} seated</source>
      <translation>{division}リーグ（{tournament}）: {players}、{days}、配席済み {seated}節</translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/cli/season_member_cmds.py" line="122" />
      <source>division {division}: %n players seeded</source>
      <translation>
        <numerusform>{division}リーグ: %n名のシード順を設定しました</numerusform>
      </translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="473" />
      <source>division {division}: {day} seated as rounds {first}–{last}</source>
      <translation>{division}リーグ: {day}を{first}〜{last}回戦として配席しました</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/value_cmds.py" line="32" />
      <source>double riichi declared</source>
      <translation>ダブルリーチ</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/value_cmds.py" line="89" />
      <source>double yakuman</source>
      <translation>2倍役満</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/web_cmds.py" line="35" />
      <source>each table's link for its phone</source>
      <translation>各卓のスマホ用リンク</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/tournament_cmds.py" line="464" />
      <source>every game adds up</source>
      <translation>すべての対局の集計が合っています</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/rules_cmds.py" line="31" />
      <source>every option of a preset</source>
      <translation>ルールプリセットの全項目</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_member_cmds.py" line="47" />
      <source>every player of the division, the first seed first</source>
      <translation>リーグの全選手（シード1位から順に）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/backup_cmds.py" line="84" />
      <source>every row was read</source>
      <translation>すべての行を読み出せました</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/ema_cmds.py" line="155" />
      <source>exporting</source>
      <translation>出力中</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/format_cmds.py" line="103" />
      <source>from round {round}</source>
      <translation>{round}回戦から</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/args.py" line="54" />
      <source>from {low} to {high}</source>
      <translation>{low}〜{high}</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/rules_cmds.py" line="39" />
      <source>fu (may be left out from 5 han up)</source>
      <translation>符（5翻以上なら省略可）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/args.py" line="96" />
      <source>full, half, none or a factor ({problem})</source>
      <translation>full・half・none または係数で指定してください（{problem}）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/outside_cmds.py" line="35" />
      <source>game N of a file that holds several</source>
      <translation>複数の対局を含むファイルの N 番目の対局</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/stats_cmds.py" line="53" />
      <source>give --awards or --player, not both</source>
      <translation>--awards と --player は同時に指定できません</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/people_cmds.py" line="130" />
      <source>give --player or --accept-all-proposed</source>
      <translation>--player か --accept-all-proposed を指定してください</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/tournament_cmds.py" line="386" />
      <source>give --rounds or --stage, not both</source>
      <translation>--rounds と --stage はどちらか一方だけを指定してください</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_points_cmds.py" line="50" />
      <source>give --up-points and --up-needed, --down-points and --down-needed, or --none</source>
      <translation>--up-points と --up-needed、--down-points と --down-needed、または --none を指定してください</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/args.py" line="104" />
      <source>give a file name</source>
      <translation>ファイル名を指定してください</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/clock_cmds.py" line="29" />
      <source>give one table extra minutes on the round clock</source>
      <translation>1つの卓に対局時計の延長時間（分）を追加</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/online_cmds.py" line="35" />
      <source>give players online names from a CSV or XLSX list of two columns: the registered name, an online name (all or nothing)</source>
      <translation>2列の CSV または XLSX の一覧（登録名、オンライン名）から選手にオンライン名を付ける（全件か、何もしないか）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/web_cmds.py" line="40" />
      <source>give the tables new secrets: the links handed out before stop working</source>
      <translation>卓のリンクを作り直し（配布済みのリンクは無効）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/rules_cmds.py" line="37" />
      <source>han</source>
      <translation>翻数</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="245" />
      <source>hanchan per table on each day</source>
      <translation>1節に各卓で打つ半荘数</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/desk_cmds.py" line="47" />
      <source>hand {number} recorded: {round}</source>
      <translation>No.{number}（{round}）を記録しました</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/format_cmds.py" line="45" />
      <source>hide the standings from a round on (screen, projector, prints, exports)</source>
      <translation>指定の回戦以降の成績を非公開に（画面、プロジェクター、印刷、出力）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_demo_cmds.py" line="31" />
      <source>how many divisions (named A, B, C …), or their names, top first</source>
      <translation>リーグの数（A、B、C …と命名）、またはリーグ名を上位から</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/tournament_cmds.py" line="104" />
      <source>how many rounds the event will play (seating round by round then plans ahead)</source>
      <translation>大会で行う回戦数（指定すると、1回戦ずつの配席でも先の回戦まで考慮）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/format_cmds.py" line="54" />
      <source>how substitutes' games count: as_played, or fixed (each game scored --points, default -30.0)</source>
      <translation>補欠の対局の扱い: as_played（そのまま）、または fixed（各対局を --points の固定成績に。既定は -30.0）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="220" />
      <source>how the season's sheets, workbook and tables are printed</source>
      <translation>シーズンの成績表・ブック・表の表記を設定</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/online_cmds.py" line="44" />
      <source>import a whole online round from a folder of game logs (mjlog XML or tenhou.net/6 JSON), each matched to its table by the players' online names (all or nothing)</source>
      <translation>フォルダ内の牌譜（mjlog XML または tenhou.net/6 形式の JSON）からオンラインの回戦をまとめて取り込む。各牌譜は選手のオンライン名で卓に照合します（全件か、何もしないか）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/tournament_cmds.py" line="284" />
      <source>importing players</source>
      <translation>選手を取り込み中</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/value_cmds.py" line="33" />
      <source>ippatsu</source>
      <translation>一発</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="186" />
      <source>its five players in the order they sit out (the first sits out the day's first hanchan)</source>
      <translation>その卓の5名を抜け番の順に（最初の人がその日の1半荘目で抜け番）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/people_cmds.py" line="114" />
      <source>join #{number} {name}</source>
      <translation>#{number} {name} に紐付け</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/main.py" line="33" />
      <source>language of the output (default: the system's locale)</source>
      <translation>出力の言語（省略時はシステムの設定）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="76" />
      <source>league seasons: divisions, days (節), promotion and relegation, the league sheet</source>
      <translation>リーグ戦のシーズン: リーグ、節、昇級・降級、成績表</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/format_cmds.py" line="60" />
      <source>leave substitutes out of the standings</source>
      <translation>補欠を成績表に載せない</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/rules_cmds.py" line="184" />
      <source>left on the table: {points}</source>
      <translation>供託: {points}</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/people_cmds.py" line="33" />
      <source>link a player to a person (without --person: to a new person made from the player's details), or accept every proposed link</source>
      <translation>選手を人物に紐付ける（--person なし: 選手の情報から新しい人物を作る）、または候補をすべて承認する</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/online_cmds.py" line="30" />
      <source>list every player's online names</source>
      <translation>全選手のオンライン名を一覧表示</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/backup_cmds.py" line="20" />
      <source>list the automatic backups of the database</source>
      <translation>データベースの自動バックアップの一覧</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/rules_cmds.py" line="27" />
      <source>list the rule presets, or show one</source>
      <translation>ルールプリセットの一覧、または1つの詳細</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/tournament_cmds.py" line="112" />
      <source>list the tournaments in the database</source>
      <translation>データベース内の大会の一覧</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/args.py" line="80" />
      <source>longer than {limit} characters</source>
      <translation>{limit}文字を超えています</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/people_cmds.py" line="39" />
      <source>make every link that people propose shows now, all or none</source>
      <translation>people propose が今示す紐付けをすべて行う（全部か、何もしないか）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="170" />
      <source>manual: a JSON list of tables, each four names in seat order (five at a table of five, in the order they sit out)</source>
      <translation>manual: 卓のJSONリスト。各卓は席順に4名（5人卓は抜け番の順に5名）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/format_cmds.py" line="65" />
      <source>members counted (0: all)</source>
      <translation>合計するメンバーの人数（0: 全員）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="114" />
      <source>membership number</source>
      <translation>会員番号</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/clock_cmds.py" line="31" />
      <source>minutes to add (a negative number takes some back)</source>
      <translation>追加する延長時間（分。負の数で取り消し）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/args.py" line="249" />
      <source>more text after the end of the JSON</source>
      <translation>JSON の終わりの後に余分な文字があります</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="119" />
      <source>move a player to another division (before the season starts)</source>
      <translation>選手を別のリーグへ移動（シーズン開始前）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/online_cmds.py" line="90" />
      <source>name the player, then one or more online names</source>
      <translation>選手名に続けて、オンライン名を1つ以上指定してください</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="431" />
      <source>negative figures are printed as {example}</source>
      <translation>マイナスは {example} と表記します</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/backup_cmds.py" line="53" />
      <source>no backups in {folder}</source>
      <translation>{folder} にバックアップはありません</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/people_cmds.py" line="121" />
      <source>no link to propose</source>
      <translation>紐付けの候補はありません</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_points_cmds.py" line="31" />
      <source>no points: remove the rule</source>
      <translation>昇級点・降級点を使わない（設定を削除）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_points_cmds.py" line="63" />
      <source>no promotion or relegation points</source>
      <translation>昇級点・降級点なし</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/tournament_cmds.py" line="241" />
      <source>not decided</source>
      <translation>未定</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="315" />
      <source>not seated</source>
      <translation>未配席</translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/cli/season_fives.py" line="30" />
      <source>not the day's %n hanchan: {players} (evened out on other days)</source>
      <translation>
        <numerusform>その日の%n半荘に満たない選手: {players}（他の節で揃えます）</numerusform>
      </translation>
    </message>
    <message>
      <location filename="tournament_app/cli/online_cmds.py" line="130" />
      <source>nothing was imported</source>
      <translation>何も取り込んでいません</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="142" />
      <source>one division (default: all)</source>
      <translation>対象のリーグ（省略時: 全リーグ）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="166" />
      <source>one division (default: every division)</source>
      <translation>対象のリーグ（省略時: 全リーグ）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/desk_cmds.py" line="20" />
      <source>one hand of a game record, as JSON</source>
      <translation>対局記録の1局分（JSON）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/people_cmds.py" line="115" />
      <source>one new person</source>
      <translation>新しい人物ひとり</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/people_cmds.py" line="20" />
      <source>one person across events: the people and their players in each event; propose, link, unlink, merge, split</source>
      <translation>大会をまたぐ同一人物: 人物と各大会の選手。候補、紐付け、解除、統合、分割</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/stats_cmds.py" line="32" />
      <source>one person over every event in the database (its name, or its number as people lists it: #12): each event's figures and their sum</source>
      <translation>データベースの全大会を通した一人の成績（名前、または people の番号 #12）: 大会ごとの数値と通算</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/stats_cmds.py" line="30" />
      <source>one player: every figure and what it rests on</source>
      <translation>一人の選手：すべての項目と、それぞれの母数</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/stats_cmds.py" line="44" />
      <source>one player: the rating after every event</source>
      <translation>1人の選手: 大会ごとのレーティング</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/tournament_cmds.py" line="161" />
      <source>one stage, with what it carries over</source>
      <translation>1つのステージ（持ち越しを含む）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/outside_cmds.py" line="28" />
      <source>only game N of a file that holds several (without it: a list of records)</source>
      <translation>複数の対局を含むファイルの N 番目の対局だけ（指定しなければ記録の一覧）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/online_cmds.py" line="53" />
      <source>only the preview: store nothing</source>
      <translation>確認のみ（何も保存しない）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_member_cmds.py" line="42" />
      <source>only these hanchan of the day (default: every game not started)</source>
      <translation>その節のこの半荘だけ（既定: 開始前の全対局）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/stats_cmds.py" line="37" />
      <source>only these rounds</source>
      <translation>指定した回戦のみ</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/tournament_cmds.py" line="141" />
      <source>only this round</source>
      <translation>この回戦のみ</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/main.py" line="35" />
      <source>open the main window on a temporary database, record a hand, settle, export, print, and exit 0</source>
      <translation>一時データベースでメイン画面を開き、1局記録・精算・Excel出力・印刷を行って終了コード0で終了</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="477" />
      <source>out below the drop line: {names}</source>
      <translation>敗退ライン未満で敗退: {names}</translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/cli/season_points_cmds.py" line="71" />
      <source>over %n seasons</source>
      <translation>
        <numerusform>%nシーズン通算</numerusform>
      </translation>
    </message>
    <message>
      <location filename="tournament_app/cli/rules_cmds.py" line="64" />
      <source>override the record's rules</source>
      <translation>記録のルールの代わりに使うルール</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/clock_cmds.py" line="64" />
      <source>paused</source>
      <translation>一時停止中</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/web_cmds.py" line="124" />
      <source>phones: {mode} ({meaning})</source>
      <translation>スマホ: {mode}（{meaning}）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/tournament_cmds.py" line="241" />
      <source>planned rounds: {count}</source>
      <translation>予定回戦数: {count}</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/tournament_cmds.py" line="304" />
      <source>planning the seating</source>
      <translation>配席を計算中</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_demo_cmds.py" line="53" />
      <source>play only the first N days (default: all, then the title final)</source>
      <translation>最初のN節だけ対局する（既定: 全節と決定戦）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/ema_cmds.py" line="42" />
      <source>players had to qualify for the event (MERS weight +1)</source>
      <translation>予選を通過した選手だけが出場した大会（MERS ウェイト +1）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_demo_cmds.py" line="33" />
      <source>players per division, or one count for each division (tables of four and five: any number from 4 but 6, 7 and 11)</source>
      <translation>各リーグの選手数、またはリーグごとの人数（4人卓と5人卓: 4名以上、ただし6・7・11名を除く）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/tournament_cmds.py" line="90" />
      <source>players, a multiple of 4</source>
      <translation>選手数（4の倍数）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_demo_cmds.py" line="96" />
      <source>playing the season</source>
      <translation>シーズンを対局中</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_points_cmds.py" line="30" />
      <source>points count over N seasons, this one included (default 2)</source>
      <translation>今シーズンを含むNシーズンの点を通算（既定 2）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/rules_cmds.py" line="54" />
      <source>points left on the table (riichi deposits nobody won)</source>
      <translation>卓に残った供託（誰も受け取らなかったリーチ棒）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/args.py" line="121" />
      <source>print JSON</source>
      <translation>JSONで出力</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="553" />
      <source>printing</source>
      <translation>PDF を作成中</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/online_cmds.py" line="149" />
      <source>problem: {problem}</source>
      <translation>問題: {problem}</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="253" />
      <source>promoted from each division but the top</source>
      <translation>最上位以外の各リーグから昇級する人数</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_points_cmds.py" line="23" />
      <source>promoted once a player's promotion points reach N</source>
      <translation>昇級点がNに達した選手は昇級</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_points_cmds.py" line="17" />
      <source>promotion and relegation points carried from season to season (昇級点, 降級点)</source>
      <translation>シーズンをまたいで持ち越す昇級点・降級点</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_points_cmds.py" line="20" />
      <source>promotion points (昇級点) for the places after the promoted, in turn (e.g. 2,1)</source>
      <translation>昇級者の次の順位から順に与える昇級点（例: 2,1）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_points_cmds.py" line="66" />
      <source>promotion points {points}: promoted at {needed}</source>
      <translation>昇級点 {points}: {needed}点で昇級</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/format_cmds.py" line="36" />
      <source>random (default), or rank: seated by standings, 1st East, 2nd South …</source>
      <translation>random（既定）、または rank（成績順: 1位が東、2位が南…）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="168" />
      <source>random (default), standings or manual (--tables)</source>
      <translation>random（既定）、standings（成績順）または manual（--tables で指定）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/tournament_cmds.py" line="130" />
      <source>random (default: fewest repeated opponents) or standings (1st to 4th at table 1, 5th to 8th at table 2 …)</source>
      <translation>random（既定。再同卓が最少になる配席）または standings（成績順。1〜4位が1卓、5〜8位が2卓…）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/web_cmds.py" line="79" />
      <source>reachable at: {addresses}</source>
      <translation>ページを開けるアドレス: {addresses}</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/web_cmds.py" line="77" />
      <source>reachable at: {addresses} (this computer only)</source>
      <translation>ページを開けるアドレス: {addresses}（このパソコンのみ）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/tournament_cmds.py" line="149" />
      <source>record a game by its final scores only</source>
      <translation>最終持ち点だけで対局を記録</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/desk_cmds.py" line="19" />
      <source>record one hand as hand N of a table's game</source>
      <translation>卓の対局に1局を No.N として記録</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/backup_cmds.py" line="81" />
      <source>recovering</source>
      <translation>救出中</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="105" />
      <source>register a new player in a division (before the season starts)</source>
      <translation>リーグに新しい選手を登録（シーズン開始前）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/tournament_cmds.py" line="116" />
      <source>register a player</source>
      <translation>選手を登録</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_member_cmds.py" line="33" />
      <source>register a substitute (代走) in a division, or let one play a player's games of a seated day</source>
      <translation>リーグに代走者を登録、または配席済みの節で選手の代わりに代走者が対局</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/format_cmds.py" line="51" />
      <source>register a team and its members</source>
      <translation>チームとメンバーを登録</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/tournament_cmds.py" line="124" />
      <source>register players from CSV or XLSX (all or nothing)</source>
      <translation>CSV・XLSXから選手を一括登録（全件成功時のみ登録）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="115" />
      <source>register players from CSV or XLSX in a division (all or nothing)</source>
      <translation>CSV・XLSX からリーグに選手を一括登録（全件成功時のみ登録）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/stats_cmds.py" line="164" />
      <source>registered in no event</source>
      <translation>どの大会にも登録されていません</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="257" />
      <source>relegated from each division (from the lowest: out of the league)</source>
      <translation>各リーグから降級する人数（最下位リーグからはリーグ外へ）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_points_cmds.py" line="28" />
      <source>relegated once a player's relegation points reach N</source>
      <translation>降級点がNに達した選手は降級</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_points_cmds.py" line="25" />
      <source>relegation points (降級点) for the places before the relegated, from the bottom up</source>
      <translation>降級者の一つ上の順位から順に与える降級点</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_points_cmds.py" line="69" />
      <source>relegation points {points}: relegated at {needed}</source>
      <translation>降級点 {points}: {needed}点で降級</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="138" />
      <source>remove the drop line</source>
      <translation>敗退ラインをなくす</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/value_cmds.py" line="38" />
      <source>renhou (a ron before one's first draw)</source>
      <translation>人和（最初のツモの前のロン）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/rules_cmds.py" line="61" />
      <source>replay a game record and print every hand and the settlement</source>
      <translation>対局記録を再生し、全局と精算を表示</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/backup_cmds.py" line="67" />
      <source>restored {backup} as {file}</source>
      <translation>{backup} を {file} として復元しました</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/backup_cmds.py" line="65" />
      <source>restoring</source>
      <translation>復元中</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/value_cmds.py" line="31" />
      <source>riichi declared</source>
      <translation>リーチ</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="502" />
      <source>round {round} table {table}: {names}</source>
      <translation>{round}回戦 {table}卓: {names}</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/web_cmds.py" line="112" />
      <source>round {round} table {table}: {url}  ({names})</source>
      <translation>{round}回戦 {table}卓: {url}  （{names}）</translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/cli/clock_cmds.py" line="62" />
      <source>round {round}: %n minutes, not started</source>
      <translation>
        <numerusform>{round}回戦: %n分、未開始</numerusform>
      </translation>
    </message>
    <message>
      <location filename="tournament_app/cli/clock_cmds.py" line="65" />
      <source>round {round}: {left} left ({state})</source>
      <translation>{round}回戦: 残り {left}（{state}）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/tournament_cmds.py" line="110" />
      <source>rounds (0: not decided)</source>
      <translation>回戦数（0: 未定）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/tournament_cmds.py" line="92" />
      <source>rounds played</source>
      <translation>対局する回戦数</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="314" />
      <source>rounds {first}–{last}</source>
      <translation>{first}〜{last}回戦</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/backup_cmds.py" line="83" />
      <source>rows that could not be read: {tables}</source>
      <translation>読み出せなかった行のある表: {tables}</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/clock_cmds.py" line="64" />
      <source>running</source>
      <translation>進行中</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/people_cmds.py" line="98" />
      <source>same EMA number</source>
      <translation>EMA番号が同じ</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/people_cmds.py" line="98" />
      <source>same member number</source>
      <translation>会員番号が同じ</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/people_cmds.py" line="99" />
      <source>same name and reading</source>
      <translation>氏名と読みが同じ</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/backup_cmds.py" line="32" />
      <source>save what can still be read of a damaged database file into a new file</source>
      <translation>壊れたデータベースファイルから読み出せる内容を新しいファイルに救出</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="421" />
      <source>saved</source>
      <translation>保存しました</translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/cli/backup_cmds.py" line="85" />
      <source>saved %n rows into {file} ({lost}; rows left without the row they belong to, removed: {orphans}); see what still adds up: tournament-app --db {file} check</source>
      <translation>
        <numerusform>%n 行を {file} に救出しました（{lost}。所属先の行が失われたため削除した行: {orphans}）。集計が合うかどうかは tournament-app --db {file} check で確認してください</numerusform>
      </translation>
    </message>
    <message>
      <location filename="tournament_app/cli/tournament_cmds.py" line="190" />
      <source>score sheets without each game's score line (half the paper)</source>
      <translation>記録用紙に持ち点の推移のグラフを付けない（用紙が約半分）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/rules_cmds.py" line="158" />
      <source>scores and points left add up to {sum}: {diff} over {total}</source>
      <translation>持ち点と供託の合計が {sum}点です（{total}点より {diff}点多い）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/rules_cmds.py" line="157" />
      <source>scores and points left add up to {sum}: {diff} short of {total}</source>
      <translation>持ち点と供託の合計が {sum}点です（{total}点に {diff}点不足）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_open.py" line="30" />
      <source>season {name}</source>
      <translation>シーズン {name}</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/tournament_cmds.py" line="133" />
      <source>seat N rounds at once, planned together for the fewest repeats (random)</source>
      <translation>N回戦分をまとめて配席（再同卓が最少になるよう一括で計画、ランダム配席）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/tournament_cmds.py" line="135" />
      <source>seat the active players at tables of four and five instead of filling tables of four with substitutes: at a table of five one player sits out the round (抜け番), who sat out fewest first</source>
      <translation>補欠で4人卓を埋めずに、出場中の選手を4人卓と5人卓に配席する。5人卓では1名がその回戦を抜け番（抜け番の少ない人から）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="164" />
      <source>seat the next day (節) of a division, or of every division: all its hanchan, the same tables all day</source>
      <translation>リーグ（省略時は全リーグ）の次の節を配席: その節の全半荘を、1日同じ配席のまま</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/tournament_cmds.py" line="128" />
      <source>seat the next round (or several, planned together)</source>
      <translation>次の回戦を配席（まとめて複数回戦も可）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/seats.py" line="23" />
      <source>seat {key} ({wind})</source>
      <translation>[{key}] {wind}家</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="153" />
      <source>seeded players who play it whatever their place (the reigning champion), from the top division or from no division</source>
      <translation>順位にかかわらず出場するシード選手（前年度優勝者）。最上位リーグの選手か、どのリーグにも属さない選手</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="447" />
      <source>seeded: {names}</source>
      <translation>シード: {names}</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/web_cmds.py" line="25" />
      <source>serve the tables' pages and the players' page to phones</source>
      <translation>各卓のページと選手向けページをスマホに配信</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/tournament_cmds.py" line="107" />
      <source>set how many rounds the tournament will play (0: not decided)</source>
      <translation>大会で行う回戦数の設定（0: 未定）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/clock_cmds.py" line="24" />
      <source>set this round's length first</source>
      <translation>先にこの回戦の対局時間を設定</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/rules_cmds.py" line="50" />
      <source>settle four final scores given in seat order</source>
      <translation>席順の最終持ち点4つを精算</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/tournament_cmds.py" line="147" />
      <source>settle the game when the rules end it</source>
      <translation>ルール上の終局なら対局を精算して終了</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/format_cmds.py" line="49" />
      <source>show the hidden standings again</source>
      <translation>非公開の成績を再び公開</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/main.py" line="31" />
      <source>show the version and exit</source>
      <translation>バージョンを表示して終了</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/format_cmds.py" line="88" />
      <source>stage {n}: {name} from round {round}</source>
      <translation>ステージ{n}: {name}（{round}回戦から）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/format_cmds.py" line="123" />
      <source>standings hidden from round {round}</source>
      <translation>{round}回戦以降の成績を非公開にしました</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/format_cmds.py" line="133" />
      <source>standings shown</source>
      <translation>成績を公開しました</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/tournament_cmds.py" line="182" />
      <source>standings, seating, scoresheets, players (a page per player), tablecards (a card per table with its QR code) or awards (for the prize-giving)</source>
      <translation>standings（成績表）、seating（座席表）、scoresheets（点数記録）、players（選手ごとに1ページ）、tablecards（卓ごとのQRコード付きカード）、awards（表彰用）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/clock_cmds.py" line="21" />
      <source>status (default), start, pause, resume or reset</source>
      <translation>status（既定）、start、pause、resume、reset</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/main.py" line="124" />
      <source>stopped</source>
      <translation>中止しました</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/format_cmds.py" line="162" />
      <source>substitutes: {policy}</source>
      <translation>補欠: {policy}</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_fives.py" line="26" />
      <source>table {table} of five: sitting out in turn {names}</source>
      <translation>{table}卓（5人卓）の抜け番の順: {names}</translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/cli/clock_cmds.py" line="78" />
      <source>table {table}: %n minutes of extra time</source>
      <translation>
        <numerusform>{table}卓: 延長 %n分</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/cli/online_cmds.py" line="143" />
      <source>table {table}: {log} (%n hands)</source>
      <translation>
        <numerusform>{table}卓: {log}（%n局）</numerusform>
      </translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="122" />
      <source>take a player out of the season (before it starts)</source>
      <translation>選手をシーズンから除外（シーズン開始前）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/online_cmds.py" line="29" />
      <source>take the online names away</source>
      <translation>オンライン名を削除</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/format_cmds.py" line="62" />
      <source>team standings: the sum of all members (0) or of the best K</source>
      <translation>チーム成績: 全メンバーの合計（0）、または上位K名の合計</translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/cli/format_cmds.py" line="143" />
      <source>team {name}: %n members</source>
      <translation>
        <numerusform>チーム {name}: %n名</numerusform>
      </translation>
    </message>
    <message>
      <location filename="tournament_app/cli/ema_cmds.py" line="63" />
      <source>the EMA observer's name, for the report</source>
      <translation>EMA オブザーバーの氏名（報告書に記入）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/ema_cmds.py" line="33" />
      <source>the EMA ranking (MERS): an event's weight and base ranks, a person's rating, the submission folder</source>
      <translation>EMA ランキング（MERS）：大会のウェイトとベースランク、選手のレーティング、提出用フォルダ</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/outside_cmds.py" line="40" />
      <source>the EMA results file (XLSX) of a tournament</source>
      <translation>大会の EMA 成績ファイル（XLSX）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/web_cmds.py" line="27" />
      <source>the address to serve on (default 127.0.0.1: this computer only; the venue's network: this computer's address there, or 0.0.0.0)</source>
      <translation>配信するアドレス（既定 127.0.0.1: このパソコンのみ。会場のネットワークには、そこでのこのパソコンのアドレス、または 0.0.0.0）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/backup_cmds.py" line="27" />
      <source>the backup file</source>
      <translation>バックアップファイル</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/backup_cmds.py" line="22" />
      <source>the backup folder (default: the database file's name + .backups)</source>
      <translation>バックアップのフォルダー（省略時はデータベースファイル名 + .backups）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/format_cmds.py" line="30" />
      <source>the best N of the previous stage play it</source>
      <translation>前のステージの上位N名が出場</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="151" />
      <source>the best N of the top division play it</source>
      <translation>最上位リーグの上位N名が出場</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/stats_cmds.py" line="41" />
      <source>the club rating over every event in the database (Tenhou's R: strength, not how many games)</source>
      <translation>データベースの全大会を通したレーティング（天鳳のR：対局数ではなく実力を表す）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/value_cmds.py" line="25" />
      <source>the concealed tiles with the winning tile, e.g. 123m456p789s11z (0m/0p/0s: red fives; 1z-7z: East South West North White Green Red)</source>
      <translation>和了牌を含む門前の牌。例: 123m456p789s11z（0m/0p/0s: 赤五、1z〜7z: 東南西北白發中）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/tournament_cmds.py" line="170" />
      <source>the copy to write (a new file)</source>
      <translation>複製先（新しいファイル）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/tournament_cmds.py" line="525" />
      <source>the database is up to date</source>
      <translation>データベースは最新の形式です</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="241" />
      <source>the day (節)</source>
      <translation>節</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/ema_cmds.py" line="53" />
      <source>the day of the rating (without it: today)</source>
      <translation>レーティングを求める日（省略時：今日）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="143" />
      <source>the day's date</source>
      <translation>節の日付</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/ema_cmds.py" line="40" />
      <source>the days the event was played over (without it: from its dates)</source>
      <translation>大会の開催日数（省略時：大会の日付から）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="96" />
      <source>the days' dates, for every division</source>
      <translation>各節の日付（全リーグ共通）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="121" />
      <source>the division to move to</source>
      <translation>移動先のリーグ</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="249" />
      <source>the division's name</source>
      <translation>リーグ名</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="134" />
      <source>the division's own number of days (節): a half-year division beside full-year ones</source>
      <translation>このリーグだけの節数（通年リーグと並ぶ半期リーグなど）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="262" />
      <source>the divisions' names, top first (each at most {limit} characters)</source>
      <translation>リーグ名（上位から、コンマ区切り、各{limit}文字まで）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/value_cmds.py" line="44" />
      <source>the dora indicators as they lie</source>
      <translation>ドラ表示牌（表示されている牌のまま）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="132" />
      <source>the drop line in points (△100.0 or -100)</source>
      <translation>敗退ラインのポイント（△100.0 または -100）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/ema_cmds.py" line="47" />
      <source>the event's MERS weight and every player's base rank</source>
      <translation>大会の MERS ウェイトと全選手のベースランク</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/stats_cmds.py" line="35" />
      <source>the event's awards: largest hand, most wins, best win rate, lowest deal-in rate (tied players share one)</source>
      <translation>大会の各賞：最高打点賞、最多和了賞、最高和了率賞、最低放銃率賞（同じ成績の選手は同時受賞）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/outside_cmds.py" line="42" />
      <source>the file to write</source>
      <translation>出力するファイル</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="162" />
      <source>the final's name</source>
      <translation>決定戦の名前</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/tournament_cmds.py" line="101" />
      <source>the first day</source>
      <translation>開始日</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_member_cmds.py" line="28" />
      <source>the first day (節) not played, not seated yet</source>
      <translation>対局しない最初の節（まだ配席されていない節）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/format_cmds.py" line="48" />
      <source>the first round whose standings are hidden</source>
      <translation>成績を非公開にする最初の回戦</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/format_cmds.py" line="59" />
      <source>the fixed result in points</source>
      <translation>固定成績（ポイント）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/ema_cmds.py" line="61" />
      <source>the folder (made when missing; files already there are never replaced)</source>
      <translation>出力先フォルダ（無ければ作成。既にあるファイルは置き換えません）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/online_cmds.py" line="51" />
      <source>the folder holding the round's logs</source>
      <translation>回戦の牌譜が入ったフォルダ</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/rules_cmds.py" line="52" />
      <source>the four final scores, in seat order from the first dealer</source>
      <translation>最終持ち点（起家から席順に4つ）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/outside_cmds.py" line="69" />
      <source>the game is finished</source>
      <translation>対局は終了しました</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/outside_cmds.py" line="22" />
      <source>the game log: Tenhou's mjlog XML or tenhou.net/6 JSON (Tenhou, Mahjong Soul via tensoul; one game, one a line, or a list), also gzip; told apart by its content</source>
      <translation>牌譜ファイル: 天鳳の mjlog XML または tenhou.net/6 形式の JSON（天鳳、tensoul で変換した雀魂。1対局、1行に1対局、またはその一覧）。gzip も可。形式は中身で判別します</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/desk_cmds.py" line="23" />
      <source>the hand's number in the game: must be the next one</source>
      <translation>対局の中の局番号（次の局であること）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/tournament_cmds.py" line="102" />
      <source>the last day</source>
      <translation>終了日</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/value_cmds.py" line="35" />
      <source>the last tile (haitei by tsumo, houtei by ron)</source>
      <translation>最後の牌（ツモなら海底、ロンなら河底）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="209" />
      <source>the league sheets as PDF (A4 landscape, a page per division)</source>
      <translation>成績表の PDF（A4横、1リーグ1ページ）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="198" />
      <source>the league table of every division, or of one; after a day</source>
      <translation>全リーグまたは1リーグの成績表（節終了時点も可）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="159" />
      <source>the league total carried into the final: full, half, none or a factor (from 0 to 1, at most 3 decimals)</source>
      <translation>リーグの合計の決定戦への持ち越し: full（全部）・half（半分）・none（なし）または係数（0〜1、小数3桁まで）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/people_cmds.py" line="26" />
      <source>the links the records suggest (same EMA number, else same member number, else same name and reading), each with its reason; nothing is linked</source>
      <translation>記録から見た紐付けの候補（EMA番号が同じ、なければ会員番号が同じ、なければ氏名と読みが同じ）を理由とともに表示。紐付けはしません</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/format_cmds.py" line="53" />
      <source>the members' names, each once</source>
      <translation>メンバーの氏名（それぞれ1回ずつ）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/backup_cmds.py" line="29" />
      <source>the new database file (in a folder that exists)</source>
      <translation>新しいデータベースのファイル（既にあるフォルダーの中）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="228" />
      <source>the new season's name</source>
      <translation>新しいシーズンの名前</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/rules_cmds.py" line="36" />
      <source>the payment of one win</source>
      <translation>1回の和了の支払い</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_member_cmds.py" line="39" />
      <source>the player whose games the substitute plays (with --day)</source>
      <translation>代走する相手の選手（--day と一緒に）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="109" />
      <source>the player's name</source>
      <translation>選手の氏名</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/ema_cmds.py" line="52" />
      <source>the player, as registered in the tournament</source>
      <translation>選手（大会に登録された氏名で）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/stats_cmds.py" line="27" />
      <source>the players' statistics from the recorded hands (和了率, 放銃率 …)</source>
      <translation>記録された局から集計した選手の成績（和了率、放銃率 …）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/web_cmds.py" line="30" />
      <source>the port (default {port}; 0: any free port)</source>
      <translation>ポート（既定 {port}。0: 空いているポート）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/rules_cmds.py" line="32" />
      <source>the preset's id (the list: rules)</source>
      <translation>ルールプリセットの ID（一覧は rules）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/format_cmds.py" line="33" />
      <source>the previous stage's total carried over: full, half, none or a factor (from 0 to 1, at most 3 decimals)</source>
      <translation>前のステージの合計の持ち越し: full（全部）・half（半分）・none（なし）または係数（0〜1、小数3桁まで）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/args.py" line="131" />
      <source>the random draw's seed (the same seed draws the same tables)</source>
      <translation>抽選番号（同じ番号なら同じ配席）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/args.py" line="136" />
      <source>the random draw's seed (the same seed makes the same tables and games)</source>
      <translation>抽選番号（同じ番号なら同じ配席・同じ対局結果）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="111" />
      <source>the reading of the name (kana)</source>
      <translation>よみがな</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_demo_cmds.py" line="42" />
      <source>the reigning champion, of no division, seeded into the title final</source>
      <translation>前年度優勝者（どのリーグにも属さない選手）。決定戦から出場</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/clock_cmds.py" line="22" />
      <source>the round</source>
      <translation>回戦</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/clock_cmds.py" line="19" />
      <source>the round clock: status, start, pause, resume, reset</source>
      <translation>対局時計: 状態表示、開始、一時停止、再開、リセット</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/value_cmds.py" line="41" />
      <source>the round wind: E, S, W or N (default: E)</source>
      <translation>場風: E、S、W、N（東南西北。既定: E）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/value_cmds.py" line="49" />
      <source>the rule preset's id (the list: rules; default: jpml)</source>
      <translation>ルールプリセットの ID（一覧は rules。既定: jpml）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/args.py" line="126" />
      <source>the rule preset's id (the list: rules; default: jpml), or the JSON of a preset with options changed</source>
      <translation>ルールプリセットの ID（一覧は rules。既定: jpml）、または項目を変更したプリセットの JSON</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="86" />
      <source>the season (may be left out when the database holds one)</source>
      <translation>シーズン名（データベースにシーズンが1つなら省略可）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="205" />
      <source>the season workbook: a league sheet per division</source>
      <translation>シーズンの Excel ブック（リーグごとの成績表）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="95" />
      <source>the season's first day</source>
      <translation>シーズンの開始日</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="92" />
      <source>the season's name</source>
      <translation>シーズン名</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="100" />
      <source>the seasons in the database</source>
      <translation>データベース内のシーズン一覧</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/tournament_cmds.py" line="140" />
      <source>the seating of a round (or of every round)</source>
      <translation>回戦（または全回戦）の配席</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="223" />
      <source>the sign of a negative figure, as the league publishes it (△ or ▲)</source>
      <translation>マイナスの記号（△ または ▲。連盟の成績表は ▲）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="217" />
      <source>the sign of a negative total for this print (default: the season's, see season settings)</source>
      <translation>この印刷だけのマイナスの記号（既定はシーズンの設定。season settings を参照）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/format_cmds.py" line="28" />
      <source>the stage's first round</source>
      <translation>ステージの最初の回戦</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/format_cmds.py" line="26" />
      <source>the stage's name</source>
      <translation>ステージ名</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/format_cmds.py" line="38" />
      <source>the stages</source>
      <translation>ステージの一覧</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/tournament_cmds.py" line="158" />
      <source>the standings</source>
      <translation>成績</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="202" />
      <source>the standings after day N</source>
      <translation>第N節終了時点の成績</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_member_cmds.py" line="37" />
      <source>the substitute's name</source>
      <translation>代走者の名前</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="183" />
      <source>the table of five</source>
      <translation>その5人卓</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/clock_cmds.py" line="34" />
      <source>the table's number</source>
      <translation>卓番号</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="192" />
      <source>the tables of a division's day</source>
      <translation>リーグの節の配席</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/tournament_cmds.py" line="162" />
      <source>the team standings</source>
      <translation>チーム成績</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/format_cmds.py" line="52" />
      <source>the team's name</source>
      <translation>チーム名</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/format_cmds.py" line="41" />
      <source>the tie-breaks in order: shared, best_game, more_firsts, average_rank, head_to_head, last_game, lottery</source>
      <translation>同点の順位の決め方（順に）: shared、best_game、more_firsts、average_rank、head_to_head、last_game、lottery</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="148" />
      <source>the title final after the top division's league: its top N, days and carry-over</source>
      <translation>最上位リーグのリーグ戦後の決定戦: 上位N名、節数、持ち越し</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_demo_cmds.py" line="44" />
      <source>the title final's days (default 5)</source>
      <translation>決定戦の日数（既定 5）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_demo_cmds.py" line="46" />
      <source>the title final's hanchan a day (default 4)</source>
      <translation>決定戦の1日の半荘数（既定 4）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_demo_cmds.py" line="40" />
      <source>the top division's best N play a title final (with the --champion)</source>
      <translation>最上位リーグの上位N名が決定戦に出場（--champion とともに）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/args.py" line="140" />
      <source>the tournament (may be left out when the database holds one)</source>
      <translation>大会名（データベースに大会が1つなら省略可）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/tournament_cmds.py" line="175" />
      <source>the tournament workbook (Excel)</source>
      <translation>大会のExcelブック</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/tournament_cmds.py" line="94" />
      <source>the tournament's name</source>
      <translation>大会名</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/value_cmds.py" line="46" />
      <source>the ura dora indicators (riichi only)</source>
      <translation>裏ドラ表示牌（リーチのときのみ）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/value_cmds.py" line="23" />
      <source>the value of a winning hand from its tiles</source>
      <translation>和了形の牌から点数を計算</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/tournament_cmds.py" line="100" />
      <source>the venue</source>
      <translation>会場</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/rules_cmds.py" line="42" />
      <source>the winner is the dealer</source>
      <translation>和了者が親</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/value_cmds.py" line="43" />
      <source>the winner's seat wind: E, S, W or N (default: E for the dealer, else S)</source>
      <translation>和了者の自風: E、S、W、N（既定: 親なら E、子なら S）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/value_cmds.py" line="27" />
      <source>the winning tile (default: the last of TILES)</source>
      <translation>和了牌（既定: TILES の最後の牌）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/tournament_cmds.py" line="348" />
      <source>there is no table {table} in round {round}</source>
      <translation>{round}回戦に {table}卓はありません</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/format_cmds.py" line="31" />
      <source>these players play it (names)</source>
      <translation>この選手たちが出場（氏名）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/web_cmds.py" line="139" />
      <source>they enter final scores</source>
      <translation>最終持ち点を入力</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/web_cmds.py" line="140" />
      <source>they enter hand by hand</source>
      <translation>1局ずつ入力</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/web_cmds.py" line="139" />
      <source>they show their table</source>
      <translation>卓の表示のみ</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/format_cmds.py" line="113" />
      <source>tie-breaks: {rules}</source>
      <translation>同点の順位の決め方: {rules}</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/rules_cmds.py" line="136" />
      <source>total {total}</source>
      <translation>合計 {total}</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/main.py" line="38" />
      <source>tournament database (default: TOURNAMENT_APP_DB or the user's data directory)</source>
      <translation>大会データベース（省略時は TOURNAMENT_APP_DB またはユーザーのデータフォルダー）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/main.py" line="93" />
      <source>tournament-app: a password in a database address cannot be taken off the process list on this system: leave it out of the address and give it in the password file (~/.pgpass; Windows: %APPDATA%\postgresql\pgpass.conf), PGPASSFILE, PGPASSWORD or a service (postgresql://?service=NAME)</source>
      <translation>tournament-app: このシステムでは、データベースのアドレスに書かれたパスワードをプロセス一覧から消せません。アドレスにはパスワードを書かず、パスワードファイル（~/.pgpass、Windows は %APPDATA%\postgresql\pgpass.conf）、PGPASSFILE、PGPASSWORD またはサービス（postgresql://?service=名前）で指定してください</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/main.py" line="100" />
      <source>tournament-app: {argument}: bytes that are not UTF-8 text</source>
      <translation>tournament-app: {argument}: UTF-8 の文字でないバイトが含まれています</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/main.py" line="86" />
      <source>tournament-app: {problem}</source>
      <translation>tournament-app: {problem}</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/people_cmds.py" line="50" />
      <source>two people who are one: the second's players join the first, and the second goes</source>
      <translation>同一人物だった二人: 二人目の選手を一人目に移し、二人目を削除する</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/people_cmds.py" line="42" />
      <source>undo a player's link to its person</source>
      <translation>選手と人物の紐付けを解除する</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_member_cmds.py" line="30" />
      <source>undo a withdrawal or absence whose first day is not seated yet</source>
      <translation>まだ配席されていない節からの棄権・休場を取り消す</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/tournament_cmds.py" line="165" />
      <source>verify that the file is whole and that every game adds up</source>
      <translation>ファイルの破損と全対局の集計の確認</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/web_cmds.py" line="45" />
      <source>view (only show the table), final (enter final scores) or hands (enter hand by hand); left out: show the setting</source>
      <translation>view（卓の表示のみ）、final（最終持ち点を入力）、hands（1局ずつ入力）。省略: 現在の設定を表示</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/web_cmds.py" line="83" />
      <source>warning: --host {host} serves every network of this computer, {public} too, which the internet may reach: anyone there can open the pages, and a table's link records hands; give --host the venue network's address instead</source>
      <translation>警告: --host {host} はこのパソコンのすべてのネットワークに配信します。インターネットから届く可能性のある {public} も含まれます。そこから誰でもページを開け、卓のリンクでは局を記録できます。代わりに --host に会場のネットワークでのアドレスを指定してください</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/web_cmds.py" line="87" />
      <source>warning: --host {host} serves every network of this computer: anyone on any of them can open the pages, and a table's link records hands; give --host the venue network's address instead</source>
      <translation>警告: --host {host} はこのパソコンのすべてのネットワークに配信します。どのネットワークからでも誰でもページを開け、卓のリンクでは局を記録できます。代わりに --host に会場のネットワークでのアドレスを指定してください</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/web_cmds.py" line="91" />
      <source>warning: {public} is not a private network's address: the internet may reach the pages, and a table's link records hands; serve the venue's own network only</source>
      <translation>警告: {public} はプライベートネットワークのアドレスではありません。インターネットからページを開ける可能性があり、卓のリンクでは局を記録できます。会場のネットワークだけに配信してください</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/web_cmds.py" line="43" />
      <source>what the tables' phones may do: view, final or hands</source>
      <translation>各卓のスマホでできること: view、final、hands</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="173" />
      <source>when a tie at the title final's line leaves the choice: the tied players who take the places left</source>
      <translation>決定戦進出ライン上の同点で出場者を選ぶとき: 残りの枠に入る同点の選手</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="144" />
      <source>where the day is played ("" clears it)</source>
      <translation>節の会場（"" で消去）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="177" />
      <source>who sits out when at a table of five on a seated day (抜け番), before its games start</source>
      <translation>配席済みの節の5人卓で誰がいつ抜け番か（対局開始前に）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/ema_cmds.py" line="57" />
      <source>write the EMA submission into a folder: the results file, the MERS weight, the chombo and penalty list, the observer's report</source>
      <translation>EMA への提出物をフォルダに出力：成績ファイル、MERS ウェイト、チョンボとペナルティの一覧、オブザーバー報告書</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/ema_cmds.py" line="158" />
      <source>wrote {file}</source>
      <translation>{file} を書き出しました</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/value_cmds.py" line="89" />
      <source>yakuman</source>
      <translation>役満</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/rules_cmds.py" line="41" />
      <source>yakuman multiple (1 = single)</source>
      <translation>役満の倍数（1 = 役満）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/web_cmds.py" line="74" />
      <source>{address} ({adapter})</source>
      <translation>{address}（{adapter}）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/backup_cmds.py" line="79" />
      <source>{db} is no database file: recover saves what can be read of a damaged SQLite file</source>
      <translation>{db} はデータベースファイルではありません。recover は壊れた SQLite ファイルから読み出せる内容を救出するコマンドです</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/args.py" line="233" />
      <source>{file}: a text holds a lone surrogate (\uD800–\uDFFF): not valid text</source>
      <translation>{file}: 対になっていないサロゲート（\uD800〜\uDFFF）を含む文字列があります。正しい文字列ではありません</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/tournament_cmds.py" line="359" />
      <source>{file}: give a game record or a list of hands</source>
      <translation>{file}: 対局記録か局のリストを指定してください</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/args.py" line="200" />
      <source>{file}: larger than {limit} bytes: not a game record</source>
      <translation>{file}: {limit}バイトを超えています。対局記録ではありません</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/args.py" line="219" />
      <source>{file}: nested more than {limit} levels deep: not a game record</source>
      <translation>{file}: 入れ子が{limit}段を超えています。対局記録ではありません</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/args.py" line="226" />
      <source>{file}: not valid JSON (line {line}, column {column})</source>
      <translation>{file}: 正しい JSON ではありません（{line}行 {column}桁）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/args.py" line="228" />
      <source>{file}: not valid JSON (line {line}, column {column}: {error})</source>
      <translation>{file}: 正しい JSON ではありません（{line}行 {column}桁: {error}）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/args.py" line="231" />
      <source>{file}: {problem}</source>
      <translation>{file}: {problem}</translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/cli/season_open.py" line="38" />
      <source>{final}: %n days of {hanchan} hanchan, {seated} seated</source>
      <translation>
        <numerusform>{final}: 全%n日（各{hanchan}半荘）、配席済み {seated}日</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/cli/season_cmds.py" line="317" />
      <source>{finished} of %n games finished</source>
      <translation>
        <numerusform>%n対局中 {finished}対局終了</numerusform>
      </translation>
    </message>
    <message>
      <location filename="tournament_app/cli/value_cmds.py" line="95" />
      <source>{han} han {fu} fu</source>
      <translation>{han}翻{fu}符</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/args.py" line="151" />
      <source>{help} ({limits})</source>
      <translation>{help}（{limits}）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/args.py" line="52" />
      <source>{low} or more</source>
      <translation>{low}以上の整数</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/format_cmds.py" line="75" />
      <source>{name} is not a player of this tournament</source>
      <translation>{name} はこの大会の選手ではありません</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="343" />
      <source>{name} joins division {division}</source>
      <translation>{name} が{division}リーグに加わりました</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="377" />
      <source>{name} leaves the season</source>
      <translation>{name} をシーズンから外しました</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="368" />
      <source>{name} moves to division {division}</source>
      <translation>{name} を{division}リーグに移しました</translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/cli/season_member_cmds.py" line="110" />
      <source>{name} plays %n games for {player}</source>
      <translation>
        <numerusform>{name} が {player} の代走で%n対局</numerusform>
      </translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_member_cmds.py" line="77" />
      <source>{name} plays on</source>
      <translation>{name} はリーグ戦を続けます</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_member_cmds.py" line="105" />
      <source>{name}: a substitute in division {division}</source>
      <translation>{name}: {division}リーグの代走者</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/ema_cmds.py" line="135" />
      <source>{name}: no rating on {on} (fewer than two results that count)</source>
      <translation>{name}：{on} 時点のレーティングはありません（有効な成績が 2 大会未満）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="444" />
      <source>{name}: the top {top} of the top division, {days}</source>
      <translation>{name}: 最上位リーグの上位{top}名、{days}</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_member_cmds.py" line="67" />
      <source>{name}: {mark} from day {day}</source>
      <translation>{name}: 第{day}節から{mark}</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/ema_cmds.py" line="138" />
      <source>{name}: {rating} on {on} (part A {a}, part B {b})</source>
      <translation>{name}：{on} 時点で {rating}（パート A {a}、パート B {b}）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/value_cmds.py" line="90" />
      <source>{n} han</source>
      <translation>{n}翻</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/people_cmds.py" line="116" />
      <source>{n}. {reason} ({value}): {into}</source>
      <translation>{n}. {reason} ({value}): {into}</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_demo_cmds.py" line="78" />
      <source>{option}: give a division and a day as D:K (A2:7)</source>
      <translation>{option}: リーグと節を D:K の形で指定してください（例: A2:7）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_points_cmds.py" line="39" />
      <source>{option}: give whole numbers separated by commas</source>
      <translation>{option}: 整数をカンマ区切りで指定してください</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/args.py" line="193" />
      <source>{option}: {problem}</source>
      <translation>{option}: {problem}</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/value_cmds.py" line="69" />
      <source>{option}: {reason}</source>
      <translation>{option}: {reason}</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/tournament_cmds.py" line="262" />
      <source>{players}, {rounds}</source>
      <translation>{players}、{rounds}</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/people_cmds.py" line="144" />
      <source>{player} is person #{number}</source>
      <translation>{player} は人物 #{number} です</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/online_cmds.py" line="77" />
      <source>{player}: {names}</source>
      <translation>{player}: {names}</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/people_cmds.py" line="92" />
      <source>{player}: {tournaments}</source>
      <translation>{player}: {tournaments}</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/rules_cmds.py" line="145" />
      <source>{seat}: the score {score} is not a multiple of 100</source>
      <translation>{seat}: 持ち点 {score} が100の倍数ではありません</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/online_cmds.py" line="146" />
      <source>{seat}: {log} in the log, {name} at the table</source>
      <translation>{seat}: 牌譜では {log}、卓では {name}</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/backup_cmds.py" line="55" />
      <source>{time}  {file}  {tournaments}: {rounds}, {games}, {hands}</source>
      <translation>{time}  {file}  {tournaments}: {rounds}、{games}、{hands}</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/ema_cmds.py" line="142" />
      <source>{tournament} ({ended}): place {place} of {players}, base rank {rank}, weight {weight} ({aged} after ageing)</source>
      <translation>{tournament}（{ended}）：{players} 名中 {place} 位、ベースランク {rank}、ウェイト {weight}（経過年数による減衰後 {aged}）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/ema_cmds.py" line="147" />
      <source>{tournament}: no dates, not counted</source>
      <translation>{tournament}：日付が無いため数えていません</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/value_cmds.py" line="96" />
      <source>{value}  ({fu})</source>
      <translation>{value}（{fu}）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/seats.py" line="42" />
      <source>{value} is not 0 to 3: give the position among the four scores (0 = the first dealer, the desk's [1]; 3 = the desk's [4])</source>
      <translation>{value} は指定できません。4つの持ち点の中の位置を 0〜3 で指定してください（0 = 起家 = 点数記録画面の [1]、3 = [4]）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="62" />
      <source>{value} is not a date (YYYY-MM-DD)</source>
      <translation>{value} は日付ではありません（YYYY-MM-DD）</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/rules_cmds.py" line="130" />
      <source>{value}, dealer ron: {text}</source>
      <translation>{value} 親のロン: {text}</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/rules_cmds.py" line="132" />
      <source>{value}, dealer tsumo: {text}</source>
      <translation>{value} 親のツモ: {text}</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/rules_cmds.py" line="129" />
      <source>{value}, non-dealer ron: {text}</source>
      <translation>{value} 子のロン: {text}</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/rules_cmds.py" line="131" />
      <source>{value}, non-dealer tsumo: {text}</source>
      <translation>{value} 子のツモ: {text}</translation>
    </message>
    <message>
      <location filename="tournament_app/cli/season_cmds.py" line="71" />
      <source>{value}: give points with at most one decimal, within ±10000.0</source>
      <translation>{value}: ポイントは小数点以下1桁まで、±10000.0 以内で指定してください</translation>
    </message>
  </context>
  <context>
    <name>display</name>
    <message>
      <location filename="tournament_app/display.py" line="263" />
      <source> (riichi: {names})</source>
      <translation>（リーチ: {names}）</translation>
    </message>
    <message>
      <location filename="tournament_app/display.py" line="181" />
      <source> + </source>
      <translation> ＋ </translation>
    </message>
    <message>
      <location filename="tournament_app/display.py" line="219" />
      <source> · </source>
      <translation>・</translation>
    </message>
    <message>
      <location filename="tournament_app/display.py" line="265" />
      <source> — time up</source>
      <translation> — 時間切れ</translation>
    </message>
    <message>
      <location filename="tournament_app/display.py" line="207" />
      <source>, </source>
      <translation>、</translation>
    </message>
    <message>
      <location filename="tournament_app/display.py" line="281" />
      <source>; </source>
      <translation>／</translation>
    </message>
    <message>
      <location filename="tournament_app/display.py" line="189" />
      <source>Abortive draw</source>
      <translation>途中流局</translation>
    </message>
    <message>
      <location filename="tournament_app/display.py" line="190" />
      <source>Chombo</source>
      <translation>チョンボ</translation>
    </message>
    <message>
      <location filename="tournament_app/display.py" line="188" />
      <source>Draw</source>
      <translation>流局</translation>
    </message>
    <message>
      <location filename="tournament_app/display.py" line="286" />
      <source>Draw, everybody tenpai</source>
      <translation>流局 全員テンパイ</translation>
    </message>
    <message>
      <location filename="tournament_app/display.py" line="284" />
      <source>Draw, nobody tenpai</source>
      <translation>流局 全員ノーテン</translation>
    </message>
    <message>
      <location filename="tournament_app/display.py" line="288" />
      <source>Draw, tenpai: {seats}</source>
      <translation>流局 テンパイ: {seats}</translation>
    </message>
    <message>
      <location filename="tournament_app/display.py" line="107" />
      <source>East</source>
      <translation>東</translation>
    </message>
    <message>
      <location filename="tournament_app/display.py" line="107" />
      <source>North</source>
      <translation>北</translation>
    </message>
    <message>
      <location filename="tournament_app/display.py" line="212" />
      <source>Repeated pairs within {stage}: {pairs} · most meetings of one pair: {most}</source>
      <translation>{stage}内で再同卓した組: {pairs}組・同じ2人の最多同卓: {most}回</translation>
    </message>
    <message>
      <location filename="tournament_app/display.py" line="213" />
      <source>Repeated pairs: {pairs} · most meetings of one pair: {most}</source>
      <translation>再同卓した組: {pairs}組・同じ2人の最多同卓: {most}回</translation>
    </message>
    <message>
      <location filename="tournament_app/display.py" line="272" />
      <source>Riichi without the points for the deposit: the game ends here as a bust</source>
      <translation>供託の点棒が払えない者のリーチ: ここで箱割れとして対局終了</translation>
    </message>
    <message>
      <location filename="tournament_app/display.py" line="186" />
      <source>Ron</source>
      <translation>ロン</translation>
    </message>
    <message>
      <location filename="tournament_app/display.py" line="107" />
      <source>South</source>
      <translation>南</translation>
    </message>
    <message>
      <location filename="tournament_app/display.py" line="313" />
      <source>Stage 1</source>
      <translation>ステージ1</translation>
    </message>
    <message>
      <location filename="tournament_app/display.py" line="314" />
      <source>Title final</source>
      <translation>決定戦</translation>
    </message>
    <message>
      <location filename="tournament_app/display.py" line="187" />
      <source>Tsumo</source>
      <translation>ツモ</translation>
    </message>
    <message>
      <location filename="tournament_app/display.py" line="107" />
      <source>West</source>
      <translation>西</translation>
    </message>
    <message>
      <location filename="tournament_app/display.py" line="154" />
      <source>baiman</source>
      <translation>倍満</translation>
    </message>
    <message>
      <location filename="tournament_app/display.py" line="301" />
      <source>best single game</source>
      <translation>1半荘の最高ポイント</translation>
    </message>
    <message>
      <location filename="tournament_app/display.py" line="302" />
      <source>better average rank</source>
      <translation>平均順位</translation>
    </message>
    <message>
      <location filename="tournament_app/display.py" line="198" />
      <source>four kans (四槓散了)</source>
      <translation>四槓散了</translation>
    </message>
    <message>
      <location filename="tournament_app/display.py" line="199" />
      <source>four riichi (四家立直)</source>
      <translation>四家立直</translation>
    </message>
    <message>
      <location filename="tournament_app/display.py" line="197" />
      <source>four winds (四風連打)</source>
      <translation>四風連打</translation>
    </message>
    <message>
      <location filename="tournament_app/display.py" line="153" />
      <source>haneman</source>
      <translation>跳満</translation>
    </message>
    <message>
      <location filename="tournament_app/display.py" line="302" />
      <source>head-to-head points</source>
      <translation>直接対決のポイント</translation>
    </message>
    <message>
      <location filename="tournament_app/display.py" line="303" />
      <source>higher last game</source>
      <translation>最終対局のポイント</translation>
    </message>
    <message>
      <location filename="tournament_app/display.py" line="305" />
      <source>last season's place</source>
      <translation>前期順位</translation>
    </message>
    <message>
      <location filename="tournament_app/display.py" line="303" />
      <source>lottery</source>
      <translation>抽選</translation>
    </message>
    <message>
      <location filename="tournament_app/display.py" line="152" />
      <source>mangan</source>
      <translation>満貫</translation>
    </message>
    <message>
      <location filename="tournament_app/display.py" line="301" />
      <source>more 1st places</source>
      <translation>1位の回数</translation>
    </message>
    <message>
      <location filename="tournament_app/display.py" line="290" />
      <source>nagashi mangan: {seats}</source>
      <translation>流し満貫: {seats}</translation>
    </message>
    <message>
      <location filename="tournament_app/display.py" line="196" />
      <source>nine terminals (九種九牌)</source>
      <translation>九種九牌</translation>
    </message>
    <message>
      <location filename="tournament_app/display.py" line="304" />
      <source>place in the previous stage</source>
      <translation>前のステージの順位</translation>
    </message>
    <message>
      <location filename="tournament_app/display.py" line="155" />
      <source>sanbaiman</source>
      <translation>三倍満</translation>
    </message>
    <message>
      <location filename="tournament_app/display.py" line="200" />
      <source>three rons (三家和)</source>
      <translation>三家和</translation>
    </message>
    <message>
      <location filename="tournament_app/display.py" line="333" />
      <source>tie broken by {rule}</source>
      <translation>同点は{rule}で決定</translation>
    </message>
    <message>
      <location filename="tournament_app/display.py" line="156" />
      <source>yakuman</source>
      <translation>役満</translation>
    </message>
    <message>
      <location filename="tournament_app/display.py" line="145" />
      <source>{bare} ({with_counters} with counters)</source>
      <translation>{bare}は{with_counters}</translation>
    </message>
    <message>
      <location filename="tournament_app/display.py" line="170" />
      <source>{han} han</source>
      <translation>{han}翻</translation>
    </message>
    <message>
      <location filename="tournament_app/display.py" line="172" />
      <source>{han} han {fu} fu</source>
      <translation>{han}翻{fu}符</translation>
    </message>
    <message>
      <location filename="tournament_app/display.py" line="160" />
      <source>{name} ×{n}</source>
      <translation>{n}倍{name}</translation>
    </message>
    <message>
      <location filename="tournament_app/display.py" line="135" />
      <source>{points} all</source>
      <translation>{points}オール</translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/display.py" line="120" />
      <source>{round}, %n counters</source>
      <translation>
        <numerusform>{round} %n本場</numerusform>
      </translation>
    </message>
    <message>
      <location filename="tournament_app/display.py" line="112" />
      <source>{wind} {number}</source>
      <translation>{wind}{number}局</translation>
    </message>
    <message>
      <location filename="tournament_app/display.py" line="279" />
      <source>{winner} from {loser}</source>
      <translation>{winner} ← {loser}</translation>
    </message>
  </context>
  <context>
    <name>export</name>
    <message numerus="yes">
      <location filename="tournament_app/export/player_report.py" line="103" />
      <source>%n games rated</source>
      <translation>
        <numerusform>対象 %n 対局</numerusform>
      </translation>
    </message>
    <message>
      <location filename="tournament_app/export/documents.py" line="213" />
      <source>1st</source>
      <translation>1位</translation>
    </message>
    <message>
      <location filename="tournament_app/export/documents.py" line="213" />
      <source>2nd</source>
      <translation>2位</translation>
    </message>
    <message>
      <location filename="tournament_app/export/documents.py" line="214" />
      <source>3rd</source>
      <translation>3位</translation>
    </message>
    <message>
      <location filename="tournament_app/export/documents.py" line="214" />
      <source>4th</source>
      <translation>4位</translation>
    </message>
    <message>
      <location filename="tournament_app/export/documents.py" line="211" />
      <source>Affiliation</source>
      <translation>所属</translation>
    </message>
    <message>
      <location filename="tournament_app/export/workbook_charts.py" line="477" />
      <source>All players</source>
      <translation>全選手</translation>
    </message>
    <message>
      <location filename="tournament_app/export/documents.py" line="213" />
      <source>Average rank</source>
      <translation>平均順位</translation>
    </message>
    <message>
      <location filename="tournament_app/export/documents.py" line="214" />
      <source>Average score</source>
      <translation>平均持ち点</translation>
    </message>
    <message>
      <location filename="tournament_app/export/awards_print.py" line="18" />
      <source>Awards</source>
      <translation>表彰</translation>
    </message>
    <message>
      <location filename="tournament_app/export/player_report.py" line="132" />
      <source>Best game</source>
      <translation>最高ポイント</translation>
    </message>
    <message>
      <location filename="tournament_app/export/league_final.py" line="19" />
      <source>Carried</source>
      <translation>持ち越し</translation>
    </message>
    <message>
      <location filename="tournament_app/export/league_final.py" line="33" />
      <source>Champion</source>
      <translation>優勝</translation>
    </message>
    <message>
      <location filename="tournament_app/export/documents.py" line="405" />
      <source>Check</source>
      <translation>検算</translation>
    </message>
    <message>
      <location filename="tournament_app/export/workbook_charts.py" line="380" />
      <source>Choose a player from the list.</source>
      <translation>一覧から選手を選んでください。</translation>
    </message>
    <message>
      <location filename="tournament_app/export/workbook_charts.py" line="336" />
      <source>Cumulative points</source>
      <translation>累計ポイント</translation>
    </message>
    <message>
      <location filename="tournament_app/export/workbook.py" line="199" />
      <source>Cumulative points after each round</source>
      <translation>各回戦終了時の累計ポイント</translation>
    </message>
    <message>
      <location filename="tournament_app/export/workbook_charts.py" line="452" />
      <source>Cumulative points of every player after each round</source>
      <translation>全選手の各回戦終了時の累計ポイント</translation>
    </message>
    <message>
      <location filename="tournament_app/export/workbook_charts.py" line="464" />
      <source>Cut: top {n}</source>
      <translation>通過ライン（上位{n}名）</translation>
    </message>
    <message>
      <location filename="tournament_app/export/league_sheet.py" line="349" />
      <source>Day</source>
      <translation>節</translation>
    </message>
    <message>
      <location filename="tournament_app/export/workbook.py" line="402" />
      <source>Detail</source>
      <translation>内容</translation>
    </message>
    <message>
      <location filename="tournament_app/export/league_sheet.py" line="349" />
      <source>Division</source>
      <translation>リーグ</translation>
    </message>
    <message>
      <location filename="tournament_app/export/sheet_pages.py" line="90" />
      <source>East</source>
      <translation>東</translation>
    </message>
    <message>
      <location filename="tournament_app/export/workbook_charts.py" line="327" />
      <source>Field chart</source>
      <translation>ポイント推移グラフ</translation>
    </message>
    <message>
      <location filename="tournament_app/export/documents.py" line="397" />
      <source>Final score</source>
      <translation>最終持ち点</translation>
    </message>
    <message>
      <location filename="tournament_app/export/documents.py" line="371" />
      <source>Final scores only</source>
      <translation>最終持ち点のみ</translation>
    </message>
    <message>
      <location filename="tournament_app/export/documents.py" line="213" />
      <source>Games</source>
      <translation>対局数</translation>
    </message>
    <message>
      <location filename="tournament_app/export/league_sheet.py" line="349" />
      <source>Hanchan</source>
      <translation>半荘</translation>
    </message>
    <message>
      <location filename="tournament_app/export/documents.py" line="368" />
      <source>Hand</source>
      <translation>局</translation>
    </message>
    <message>
      <location filename="tournament_app/export/workbook.py" line="107" />
      <source>League</source>
      <translation>回戦別成績</translation>
    </message>
    <message>
      <location filename="tournament_app/export/league_sheet.py" line="136" />
      <source>League sheet</source>
      <translation>成績表</translation>
    </message>
    <message>
      <location filename="tournament_app/export/documents.py" line="368" />
      <source>Left</source>
      <translation>供託</translation>
    </message>
    <message>
      <location filename="tournament_app/export/documents.py" line="416" />
      <source>Left on the table</source>
      <translation>供託</translation>
    </message>
    <message>
      <location filename="tournament_app/export/workbook_charts.py" line="261" />
      <source>Marks: ✳ win  × deal-in  large marker: riichi</source>
      <translation>記号: ✳ 和了  × 放銃  大きな印: リーチ</translation>
    </message>
    <message>
      <location filename="tournament_app/export/workbook.py" line="332" />
      <source>Member number</source>
      <translation>会員番号</translation>
    </message>
    <message>
      <location filename="tournament_app/export/workbook.py" line="345" />
      <source>Members</source>
      <translation>メンバー</translation>
    </message>
    <message>
      <location filename="tournament_app/export/documents.py" line="247" />
      <source>Members counted</source>
      <translation>集計するメンバー</translation>
    </message>
    <message>
      <location filename="tournament_app/export/player_files.py" line="235" />
      <source>More than {limit} lines: not a player list</source>
      <translation>{limit}行を超えています。選手名簿ではありません</translation>
    </message>
    <message>
      <location filename="tournament_app/export/player_files.py" line="272" />
      <source>More than {limit} rows: not a player list</source>
      <translation>{limit}行を超えています。選手名簿ではありません</translation>
    </message>
    <message>
      <location filename="tournament_app/export/awards_print.py" line="30" />
      <source>Name</source>
      <translation>氏名</translation>
    </message>
    <message>
      <location filename="tournament_app/export/player_report.py" line="80" />
      <source>No finished games yet.</source>
      <translation>終了した対局はまだありません。</translation>
    </message>
    <message>
      <location filename="tournament_app/export/awards_print.py" line="25" />
      <source>No hand has been recorded for this award yet.</source>
      <translation>この賞の対象となる局はまだ記録されていません。</translation>
    </message>
    <message>
      <location filename="tournament_app/export/player_files.py" line="267" />
      <source>No header row with a name column (name, 名前, 氏名) in the first {n} rows</source>
      <translation>先頭{n}行に氏名の列（name、名前、氏名）を含む見出し行がありません</translation>
    </message>
    <message>
      <location filename="tournament_app/export/player_files.py" line="286" />
      <source>No players below the header row (row {row})</source>
      <translation>見出し行（{row}行目）の下に選手がいません</translation>
    </message>
    <message>
      <location filename="tournament_app/export/player_report.py" line="109" />
      <source>No rated game yet.</source>
      <translation>レーティング対象の対局はまだありません。</translation>
    </message>
    <message>
      <location filename="tournament_app/export/documents.py" line="368" />
      <source>No.</source>
      <translation>#</translation>
    </message>
    <message>
      <location filename="tournament_app/export/sheet_pages.py" line="90" />
      <source>North</source>
      <translation>北</translation>
    </message>
    <message>
      <location filename="tournament_app/export/player_files.py" line="162" />
      <source>Not a readable CSV file: {reason}</source>
      <translation>読み込める CSV ファイルではありません: {reason}</translation>
    </message>
    <message>
      <location filename="tournament_app/export/league_final.py" line="21" />
      <source>Note</source>
      <translation>備考</translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/export/documents.py" line="240" />
      <source>Only the latest %n rounds are shown.</source>
      <translation>
        <numerusform>直近%n回戦分のみ表示しています。</numerusform>
      </translation>
    </message>
    <message>
      <location filename="tournament_app/export/player_report.py" line="174" />
      <source>Opponents</source>
      <translation>同卓者</translation>
    </message>
    <message>
      <location filename="tournament_app/export/sheet_pages.py" line="70" />
      <source>Page &amp;P of &amp;N</source>
      <translation>&amp;P / &amp;N ページ</translation>
    </message>
    <message>
      <location filename="tournament_app/export/paged.py" line="278" />
      <source>Page {page} of {pages}</source>
      <translation>{page}/{pages}</translation>
    </message>
    <message>
      <location filename="tournament_app/export/documents.py" line="215" />
      <source>Penalties</source>
      <translation>ペナルティ</translation>
    </message>
    <message>
      <location filename="tournament_app/export/documents.py" line="401" />
      <source>Penalty</source>
      <translation>ペナルティ</translation>
    </message>
    <message>
      <location filename="tournament_app/export/player_report.py" line="175" />
      <source>Place</source>
      <translation>着順</translation>
    </message>
    <message>
      <location filename="tournament_app/export/workbook_charts.py" line="336" />
      <source>Places</source>
      <translation>着順回数</translation>
    </message>
    <message>
      <location filename="tournament_app/export/workbook_charts.py" line="426" />
      <source>Places (1st–4th)</source>
      <translation>着順（1位〜4位）</translation>
    </message>
    <message>
      <location filename="tournament_app/export/workbook_charts.py" line="475" />
      <source>Places {first}–{last}</source>
      <translation>{first}〜{last}位</translation>
    </message>
    <message>
      <location filename="tournament_app/export/workbook_charts.py" line="346" />
      <source>Player</source>
      <translation>選手</translation>
    </message>
    <message>
      <location filename="tournament_app/export/workbook_charts.py" line="326" />
      <source>Player chart</source>
      <translation>個人成績グラフ</translation>
    </message>
    <message>
      <location filename="tournament_app/export/player_report.py" line="123" />
      <source>Player report: {name}</source>
      <translation>個人成績表: {name}</translation>
    </message>
    <message>
      <location filename="tournament_app/export/player_report.py" line="75" />
      <source>Player reports</source>
      <translation>個人成績表</translation>
    </message>
    <message>
      <location filename="tournament_app/export/workbook.py" line="112" />
      <source>Players</source>
      <translation>選手名簿</translation>
    </message>
    <message>
      <location filename="tournament_app/export/documents.py" line="402" />
      <source>Points</source>
      <translation>ポイント</translation>
    </message>
    <message>
      <location filename="tournament_app/export/league_sheet.py" line="147" />
      <source>Prev.</source>
      <translation>前節</translation>
    </message>
    <message>
      <location filename="tournament_app/export/workbook_charts.py" line="324" />
      <source>Progress</source>
      <translation>成績推移</translation>
    </message>
    <message>
      <location filename="tournament_app/export/documents.py" line="211" />
      <source>Rank</source>
      <translation>順位</translation>
    </message>
    <message>
      <location filename="tournament_app/export/workbook_charts.py" line="412" />
      <source>Rank after each round</source>
      <translation>各回戦終了時の順位</translation>
    </message>
    <message>
      <location filename="tournament_app/export/workbook_charts.py" line="336" />
      <source>Rank after the round</source>
      <translation>回戦終了時の順位</translation>
    </message>
    <message>
      <location filename="tournament_app/export/documents.py" line="400" />
      <source>Rank points</source>
      <translation>順位点</translation>
    </message>
    <message>
      <location filename="tournament_app/export/player_report.py" line="176" />
      <source>Rank so far</source>
      <translation>暫定順位</translation>
    </message>
    <message>
      <location filename="tournament_app/export/player_report.py" line="101" />
      <source>Rating {rating}</source>
      <translation>レーティング {rating}</translation>
    </message>
    <message>
      <location filename="tournament_app/export/workbook.py" line="331" />
      <source>Reading</source>
      <translation>よみがな</translation>
    </message>
    <message>
      <location filename="tournament_app/export/awards_print.py" line="30" />
      <source>Rests on</source>
      <translation>母数</translation>
    </message>
    <message>
      <location filename="tournament_app/export/workbook.py" line="401" />
      <source>Result</source>
      <translation>結果</translation>
    </message>
    <message>
      <location filename="tournament_app/export/league_sheet.py" line="269" />
      <source>Results</source>
      <translation>対局結果</translation>
    </message>
    <message>
      <location filename="tournament_app/export/player_report.py" line="174" />
      <source>Round</source>
      <translation>回戦</translation>
    </message>
    <message>
      <location filename="tournament_app/export/sheet_pages.py" line="86" />
      <source>Round {n}</source>
      <translation>{n}回戦</translation>
    </message>
    <message>
      <location filename="tournament_app/export/tablecards.py" line="76" />
      <source>Round {round} · Table {table}</source>
      <translation>{round}回戦・{table}卓</translation>
    </message>
    <message>
      <location filename="tournament_app/export/player_report.py" line="176" />
      <source>Running total</source>
      <translation>累計ポイント</translation>
    </message>
    <message>
      <location filename="tournament_app/export/workbook.py" line="379" />
      <source>R{round} T{table}</source>
      <translation>{round}回戦{table}卓</translation>
    </message>
    <message>
      <location filename="tournament_app/export/tablecards.py" line="70" />
      <source>Scan this code with the phone that stays on this table: it opens the table's page, where the hands are entered. The code is this table's key: keep the card at the table.</source>
      <translation>この卓に置くスマホでこのコードを読み取ってください。卓のページが開き、局の結果を入力できます。このコードはこの卓の鍵です。カードは卓から持ち出さないでください。</translation>
    </message>
    <message>
      <location filename="tournament_app/export/league_sheet.py" line="350" />
      <source>Score</source>
      <translation>持ち点</translation>
    </message>
    <message>
      <location filename="tournament_app/export/workbook_charts.py" line="242" />
      <source>Score charts {n}</source>
      <translation>記録用紙グラフ{n}</translation>
    </message>
    <message>
      <location filename="tournament_app/export/documents.py" line="354" />
      <source>Score sheet: round {round}, table {table}</source>
      <translation>記録用紙: {round}回戦 {table}卓</translation>
    </message>
    <message>
      <location filename="tournament_app/export/documents.py" line="330" />
      <source>Score sheets</source>
      <translation>記録用紙</translation>
    </message>
    <message>
      <location filename="tournament_app/export/league_sheet.py" line="349" />
      <source>Seat</source>
      <translation>席</translation>
    </message>
    <message>
      <location filename="tournament_app/export/documents.py" line="260" />
      <source>Seating</source>
      <translation>座席表</translation>
    </message>
    <message>
      <location filename="tournament_app/export/documents.py" line="270" />
      <source>Seating: {round}</source>
      <translation>座席表: {round}</translation>
    </message>
    <message>
      <location filename="tournament_app/export/documents.py" line="407" />
      <source>Settlement</source>
      <translation>精算</translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/export/awards_print.py" line="34" />
      <source>Shared by %n players with the same figure.</source>
      <translation>
        <numerusform>同じ成績の%n名が同時受賞です。</numerusform>
      </translation>
    </message>
    <message>
      <location filename="tournament_app/export/workbook.py" line="425" />
      <source>Signature</source>
      <translation>署名</translation>
    </message>
    <message>
      <location filename="tournament_app/export/documents.py" line="427" />
      <source>Signatures</source>
      <translation>署名欄</translation>
    </message>
    <message>
      <location filename="tournament_app/export/sheet_pages.py" line="90" />
      <source>South</source>
      <translation>南</translation>
    </message>
    <message>
      <location filename="tournament_app/export/documents.py" line="212" />
      <source>Stage reached</source>
      <translation>到達ステージ</translation>
    </message>
    <message>
      <location filename="tournament_app/export/documents.py" line="212" />
      <source>Stage total</source>
      <translation>ステージ合計</translation>
    </message>
    <message>
      <location filename="tournament_app/export/documents.py" line="151" />
      <source>Standings</source>
      <translation>成績表</translation>
    </message>
    <message>
      <location filename="tournament_app/export/documents.py" line="150" />
      <source>Standings after round {n}</source>
      <translation>{n}回戦終了時点の成績</translation>
    </message>
    <message>
      <location filename="tournament_app/export/workbook.py" line="407" />
      <source>Start</source>
      <translation>開始時</translation>
    </message>
    <message>
      <location filename="tournament_app/export/workbook.py" line="116" />
      <source>Statistics</source>
      <translation>統計</translation>
    </message>
    <message>
      <location filename="tournament_app/export/workbook.py" line="332" />
      <source>Status</source>
      <translation>状態</translation>
    </message>
    <message>
      <location filename="tournament_app/export/league_final.py" line="19" />
      <source>TOTAL</source>
      <translation>TOTAL</translation>
    </message>
    <message>
      <location filename="tournament_app/export/documents.py" line="271" />
      <source>Table</source>
      <translation>卓</translation>
    </message>
    <message>
      <location filename="tournament_app/export/tablecards.py" line="86" />
      <source>Table cards</source>
      <translation>卓カード</translation>
    </message>
    <message>
      <location filename="tournament_app/export/documents.py" line="246" />
      <source>Team</source>
      <translation>チーム</translation>
    </message>
    <message>
      <location filename="tournament_app/export/documents.py" line="245" />
      <source>Teams</source>
      <translation>チーム成績</translation>
    </message>
    <message>
      <location filename="tournament_app/export/workbook_charts.py" line="457" />
      <source>The top {n} go on to {stage}.</source>
      <translation>上位{n}名が{stage}に進みます。</translation>
    </message>
    <message>
      <location filename="tournament_app/export/documents.py" line="211" />
      <source>Total</source>
      <translation>合計</translation>
    </message>
    <message>
      <location filename="tournament_app/export/documents.py" line="307" />
      <source>T{table} out</source>
      <translation>{table}卓 抜け番</translation>
    </message>
    <message>
      <location filename="tournament_app/export/documents.py" line="303" />
      <source>T{table} {wind}</source>
      <translation>{table}卓 {wind}</translation>
    </message>
    <message>
      <location filename="tournament_app/export/sheet_pages.py" line="90" />
      <source>West</source>
      <translation>西</translation>
    </message>
    <message>
      <location filename="tournament_app/export/documents.py" line="314" />
      <source>Where do I sit?</source>
      <translation>座席早見表</translation>
    </message>
    <message>
      <location filename="tournament_app/export/player_report.py" line="133" />
      <source>Worst game</source>
      <translation>最低ポイント</translation>
    </message>
    <message>
      <location filename="tournament_app/export/workbook.py" line="326" />
      <source>active</source>
      <translation>参加</translation>
    </message>
    <message>
      <location filename="tournament_app/export/player_report.py" line="122" />
      <source>after round {n}</source>
      <translation>{n}回戦終了時点</translation>
    </message>
    <message>
      <location filename="tournament_app/export/league_sheet.py" line="190" />
      <source>blue line: promoted above it</source>
      <translation>青線より上: 昇級</translation>
    </message>
    <message>
      <location filename="tournament_app/export/league_sheet.py" line="189" />
      <source>blue line: the title final above it</source>
      <translation>青線より上: 決定戦進出</translation>
    </message>
    <message>
      <location filename="tournament_app/export/workbook.py" line="290" />
      <source>finished</source>
      <translation>終了</translation>
    </message>
    <message>
      <location filename="tournament_app/export/workbook.py" line="290" />
      <source>in progress</source>
      <translation>対局中</translation>
    </message>
    <message>
      <location filename="tournament_app/export/workbook.py" line="291" />
      <source>not played</source>
      <translation>未開始</translation>
    </message>
    <message>
      <location filename="tournament_app/export/player_report.py" line="102" />
      <source>place {rank} of {players}</source>
      <translation>{players}名中{rank}位</translation>
    </message>
    <message>
      <location filename="tournament_app/export/workbook.py" line="284" />
      <source>points {found} ≠ {expected}</source>
      <translation>ポイント {found} ≠ {expected}</translation>
    </message>
    <message>
      <location filename="tournament_app/export/league_sheet.py" line="192" />
      <source>red line: leaving the league below it</source>
      <translation>赤線より下: リーグ外</translation>
    </message>
    <message>
      <location filename="tournament_app/export/league_sheet.py" line="193" />
      <source>red line: relegated below it</source>
      <translation>赤線より下: 降級</translation>
    </message>
    <message>
      <location filename="tournament_app/export/alias_files.py" line="24" />
      <source>row {row}: a player's name and an online name are needed</source>
      <translation>{row}行目: 選手名とオンライン名の両方が必要です</translation>
    </message>
    <message>
      <location filename="tournament_app/export/workbook.py" line="279" />
      <source>scores {found} ≠ {expected}</source>
      <translation>持ち点 {found} ≠ {expected}</translation>
    </message>
    <message>
      <location filename="tournament_app/export/documents.py" line="289" />
      <source>sitting out: {name}</source>
      <translation>抜け番: {name}</translation>
    </message>
    <message>
      <location filename="tournament_app/export/workbook.py" line="327" />
      <source>substitute</source>
      <translation>補欠</translation>
    </message>
    <message>
      <location filename="tournament_app/export/paged.py" line="255" />
      <source>the PDF file cannot be opened</source>
      <translation>PDF ファイルを開けません</translation>
    </message>
    <message>
      <location filename="tournament_app/export/alias_files.py" line="28" />
      <source>the list holds no online names</source>
      <translation>一覧にオンライン名がありません</translation>
    </message>
    <message>
      <location filename="tournament_app/export/player_files.py" line="304" />
      <source>the name is missing</source>
      <translation>氏名がありません</translation>
    </message>
    <message>
      <location filename="tournament_app/export/player_files.py" line="315" />
      <source>unknown status {status}: use active, withdrawn or substitute</source>
      <translation>不明な状態 {status}: 参加、棄権、補欠のいずれかにしてください</translation>
    </message>
    <message>
      <location filename="tournament_app/export/workbook.py" line="326" />
      <source>withdrawn</source>
      <translation>棄権</translation>
    </message>
    <message>
      <location filename="tournament_app/export/documents.py" line="414" />
      <source>{left} (with the final scores: {total})</source>
      <translation>{left}（最終持ち点との合計 {total}）</translation>
    </message>
    <message>
      <location filename="tournament_app/export/player_files.py" line="309" />
      <source>{name} is already in row {row}</source>
      <translation>{name} は {row}行目に既にあります</translation>
    </message>
    <message>
      <location filename="tournament_app/export/player_files.py" line="127" />
      <source>{path} is an old Excel file (.xls): save it as .xlsx or CSV</source>
      <translation>{path} は古い形式の Excel ファイル（.xls）です。.xlsx か CSV で保存し直してください</translation>
    </message>
    <message>
      <location filename="tournament_app/export/player_files.py" line="120" />
      <source>{path} is larger than {limit} MB: not a player list</source>
      <translation>{path} は {limit} MB を超えています。選手名簿ではありません</translation>
    </message>
    <message>
      <location filename="tournament_app/export/player_files.py" line="152" />
      <source>{path} is neither UTF-8 nor Shift_JIS text</source>
      <translation>{path} は UTF-8でも Shift_JIS でもないテキストです</translation>
    </message>
    <message>
      <location filename="tournament_app/export/player_files.py" line="189" />
      <source>{path} is not a readable Excel workbook ({reason})</source>
      <translation>{path} は読み取れる Excel ブックではありません（{reason}）</translation>
    </message>
    <message>
      <location filename="tournament_app/export/player_files.py" line="180" />
      <source>{path} is not a readable Excel workbook: it has no sheet</source>
      <translation>{path} は読み取れる Excel ブックではありません。シートがありません</translation>
    </message>
    <message>
      <location filename="tournament_app/export/player_files.py" line="146" />
      <source>{path} is not valid UTF-16 text</source>
      <translation>{path} は正しい UTF-16 のテキストではありません</translation>
    </message>
    <message>
      <location filename="tournament_app/export/player_files.py" line="68" />
      <source>{path} is protected by a password: save it without one</source>
      <translation>{path} はパスワードで保護されています。パスワードなしで保存し直してください</translation>
    </message>
    <message>
      <location filename="tournament_app/export/player_files.py" line="201" />
      <source>{path} unpacks to more than {limit} MB: not a player list</source>
      <translation>{path} は展開すると {limit} MB を超えます。選手名簿ではありません</translation>
    </message>
    <message>
      <location filename="tournament_app/export/player_report.py" line="127" />
      <source>{rank} of {players}</source>
      <translation>{players}名中{rank}位</translation>
    </message>
    <message>
      <location filename="tournament_app/export/workbook.py" line="301" />
      <source>{state}, {left} left on the table</source>
      <translation>{state}、供託 {left}</translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/export/documents.py" line="153" />
      <source>{title} · round {n} under way: {done} of %n tables finished</source>
      <translation>
        <numerusform>{title}・{n}回戦 対局中: %n卓中 {done}卓終了</numerusform>
      </translation>
    </message>
    <message>
      <location filename="tournament_app/export/paged.py" line="209" />
      <source>{title}: one part of this print would take over {pages} pages, more than one piece can hold; print fewer rounds or players at a time</source>
      <translation>{title}: この印刷には 1 つで {pages} ページを超える部分があり、一度に組版できません。回戦や選手を分けて印刷してください</translation>
    </message>
    <message>
      <location filename="tournament_app/export/workbook_charts.py" line="375" />
      <source>← click the name and choose another player from its list</source>
      <translation>← 名前をクリックし、一覧からほかの選手を選んでください</translation>
    </message>
  </context>
  <context>
    <name>files</name>
    <message>
      <location filename="tournament_app/output_files.py" line="57" />
      <source>Cannot write {path}: {reason}</source>
      <translation>{path} に書き込めません: {reason}</translation>
    </message>
    <message>
      <location filename="tournament_app/output_files.py" line="43" />
      <source>no file name given</source>
      <translation>ファイル名が指定されていません</translation>
    </message>
    <message>
      <location filename="tournament_app/input_files.py" line="90" />
      <source>standard input cannot be read ({error})</source>
      <translation>標準入力を読み取れません（{error}）</translation>
    </message>
    <message>
      <location filename="tournament_app/output_files.py" line="62" />
      <source>stopped after {path} was written in full</source>
      <translation>{path} の書き込みを終えた後で中止しました</translation>
    </message>
    <message>
      <location filename="tournament_app/output_files.py" line="61" />
      <source>stopped: {path} was not changed</source>
      <translation>中止しました: {path} は変更していません</translation>
    </message>
    <message>
      <location filename="tournament_app/output_files.py" line="48" />
      <source>the folder {folder} does not exist: nothing was written</source>
      <translation>フォルダー {folder} がありません。何も書き込んでいません</translation>
    </message>
    <message>
      <location filename="tournament_app/input_files.py" line="35" />
      <source>{file} is a folder, not a file</source>
      <translation>{file} はフォルダーです。ファイルではありません</translation>
    </message>
    <message>
      <location filename="tournament_app/input_files.py" line="50" />
      <source>{file} is not a regular file (a pipe or a device)</source>
      <translation>{file} は通常のファイルではありません（パイプまたはデバイス）</translation>
    </message>
    <message>
      <location filename="tournament_app/input_files.py" line="43" />
      <source>{file}: cannot be read ({error})</source>
      <translation>{file}: 読み取れません（{error}）</translation>
    </message>
    <message>
      <location filename="tournament_app/input_files.py" line="39" />
      <source>{file}: no such file</source>
      <translation>{file}: ファイルがありません</translation>
    </message>
    <message>
      <location filename="tournament_app/input_files.py" line="99" />
      <source>{file}: not UTF-8 text (byte {offset})</source>
      <translation>{file}: UTF-8 の文字ではありません（{offset}バイト目）</translation>
    </message>
    <message>
      <location filename="tournament_app/input_files.py" line="77" />
      <source>{folder} is a file, not a folder</source>
      <translation>{folder} はファイルです。フォルダーではありません</translation>
    </message>
    <message>
      <location filename="tournament_app/input_files.py" line="79" />
      <source>{folder} is not a folder (a pipe or a device)</source>
      <translation>{folder} はフォルダーではありません（パイプまたはデバイス）</translation>
    </message>
    <message>
      <location filename="tournament_app/output_files.py" line="52" />
      <source>{path} already exists: choose a new file name</source>
      <translation>{path} は既にあります。新しいファイル名を指定してください</translation>
    </message>
    <message>
      <location filename="tournament_app/output_files.py" line="51" />
      <source>{path} is a database file: choose another file name</source>
      <translation>{path} はデータベースのファイルです。別のファイル名を指定してください</translation>
    </message>
    <message>
      <location filename="tournament_app/output_files.py" line="45" />
      <source>{path} is a device, not a file: nothing was written</source>
      <translation>{path} はデバイスです。ファイルではありません。何も書き込んでいません</translation>
    </message>
    <message>
      <location filename="tournament_app/output_files.py" line="44" />
      <source>{path} is a folder: give a file name</source>
      <translation>{path} はフォルダーです。ファイル名を指定してください</translation>
    </message>
    <message>
      <location filename="tournament_app/output_files.py" line="58" />
      <source>{path} is a link to {real}, which does not exist: a new file is not made through a link, nothing was written</source>
      <translation>{path} は存在しない {real} へのリンクです。リンクを通して新しいファイルは作りません。何も書き込んでいません</translation>
    </message>
    <message>
      <location filename="tournament_app/output_files.py" line="46" />
      <source>{path} is a pipe (FIFO), not a file: nothing was written</source>
      <translation>{path} はパイプ（FIFO）です。ファイルではありません。何も書き込んでいません</translation>
    </message>
    <message>
      <location filename="tournament_app/output_files.py" line="55" />
      <source>{path} is held by another program and was not replaced (is it open in Excel or a PDF viewer? close it there and save again); the old file is as it was</source>
      <translation>{path} は別のプログラムが使用中のため、置き換えられませんでした（Excel や PDF ビューアーで開いていませんか？そちらで閉じてから、もう一度保存してください）。元のファイルはそのままです</translation>
    </message>
    <message>
      <location filename="tournament_app/output_files.py" line="47" />
      <source>{path} is not a regular file: nothing was written</source>
      <translation>{path} は通常のファイルではありません。何も書き込んでいません</translation>
    </message>
    <message>
      <location filename="tournament_app/output_files.py" line="53" />
      <source>{path} is read-only: nothing was written (clear its read-only setting, or save under another name)</source>
      <translation>{path} は読み取り専用です。何も書き込んでいません（読み取り専用の設定を外すか、別の名前で保存してください）</translation>
    </message>
    <message>
      <location filename="tournament_app/output_files.py" line="50" />
      <source>{path} is the file being read: choose another file</source>
      <translation>{path} は読み込み中のファイルです。別のファイルを指定してください</translation>
    </message>
    <message>
      <location filename="tournament_app/output_files.py" line="49" />
      <source>{path} is the open database: choose another file</source>
      <translation>{path} は開いているデータベースです。別のファイルを指定してください</translation>
    </message>
    <message>
      <location filename="tournament_app/output_files.py" line="60" />
      <source>{path} opens a database read-only or in memory: give the file to write</source>
      <translation>{path} はデータベースを読み取り専用またはメモリー上で開くアドレスです。書き込むファイルを指定してください</translation>
    </message>
  </context>
  <context>
    <name>league</name>
    <message>
      <location filename="tournament_app/league_text.py" line="96" />
      <source> · </source>
      <translation>・</translation>
    </message>
    <message>
      <location filename="tournament_app/league_text.py" line="75" />
      <source>(tie at the line)</source>
      <translation>（ライン上で同点）</translation>
    </message>
    <message>
      <location filename="tournament_app/league_text.py" line="91" />
      <source>, </source>
      <translation>・</translation>
    </message>
    <message>
      <location filename="tournament_app/league_text.py" line="163" />
      <source>A</source>
      <translation>休</translation>
    </message>
    <message>
      <location filename="tournament_app/league_text.py" line="37" />
      <source>Absent</source>
      <translation>休場</translation>
    </message>
    <message>
      <location filename="tournament_app/league_text.py" line="49" />
      <source>Champion: {name}</source>
      <translation>優勝: {name}</translation>
    </message>
    <message>
      <location filename="tournament_app/league_text.py" line="23" />
      <source>Day {n}</source>
      <translation>第{n}節</translation>
    </message>
    <message>
      <location filename="tournament_app/league_text.py" line="45" />
      <source>Day {n} of the final</source>
      <translation>{n}日目</translation>
    </message>
    <message>
      <location filename="tournament_app/league_text.py" line="139" />
      <source>Division {name}</source>
      <translation>{name}リーグ</translation>
    </message>
    <message>
      <location filename="tournament_app/league_text.py" line="22" />
      <source>Final day {n}</source>
      <translation>決定戦 第{n}節</translation>
    </message>
    <message>
      <location filename="tournament_app/league_text.py" line="44" />
      <source>Last day</source>
      <translation>最終日</translation>
    </message>
    <message>
      <location filename="tournament_app/league_text.py" line="30" />
      <source>Leaves the league</source>
      <translation>リーグ外</translation>
    </message>
    <message>
      <location filename="tournament_app/league_text.py" line="35" />
      <source>Out</source>
      <translation>敗退</translation>
    </message>
    <message>
      <location filename="tournament_app/league_text.py" line="32" />
      <source>Promoted</source>
      <translation>昇級</translation>
    </message>
    <message>
      <location filename="tournament_app/league_text.py" line="162" />
      <source>R</source>
      <translation>代</translation>
    </message>
    <message>
      <location filename="tournament_app/league_text.py" line="33" />
      <source>Relegated</source>
      <translation>降級</translation>
    </message>
    <message>
      <location filename="tournament_app/league_text.py" line="161" />
      <source>S</source>
      <translation>抜</translation>
    </message>
    <message>
      <location filename="tournament_app/league_text.py" line="34" />
      <source>To the final</source>
      <translation>決定戦進出</translation>
    </message>
    <message>
      <location filename="tournament_app/league_text.py" line="164" />
      <source>W</source>
      <translation>棄</translation>
    </message>
    <message>
      <location filename="tournament_app/league_text.py" line="36" />
      <source>Withdrew</source>
      <translation>棄権</translation>
    </message>
    <message>
      <location filename="tournament_app/league_text.py" line="151" />
      <source>absent</source>
      <translation>休場</translation>
    </message>
    <message>
      <location filename="tournament_app/league_text.py" line="101" />
      <source>after day {day} and every day after it, players below {points} are out</source>
      <translation>第{day}節以降の各節終了時に{points}未満は敗退</translation>
    </message>
    <message>
      <location filename="tournament_app/league_text.py" line="113" />
      <source>after day {day} of {days}</source>
      <translation>全{days}節中 第{day}節終了時点</translation>
    </message>
    <message>
      <location filename="tournament_app/league_text.py" line="103" />
      <source>after day {day}, players below {points} are out</source>
      <translation>第{day}節終了時に {points} 未満は敗退</translation>
    </message>
    <message>
      <location filename="tournament_app/league_text.py" line="55" />
      <source>after final day {day} of {days}</source>
      <translation>決定戦 全{days}日中 {day}日目終了時点</translation>
    </message>
    <message>
      <location filename="tournament_app/league_text.py" line="112" />
      <source>before the first day</source>
      <translation>第1節の前</translation>
    </message>
    <message>
      <location filename="tournament_app/league_text.py" line="89" />
      <source>bottom {n} leave the league</source>
      <translation>下位{n}名リーグ外</translation>
    </message>
    <message>
      <location filename="tournament_app/league_text.py" line="90" />
      <source>bottom {n} relegated</source>
      <translation>下位{n}名降級</translation>
    </message>
    <message>
      <location filename="tournament_app/league_text.py" line="63" />
      <source>down points {n}</source>
      <translation>降級点{n}</translation>
    </message>
    <message>
      <location filename="tournament_app/league_text.py" line="63" />
      <source>down points {n} ({before} before)</source>
      <translation>降級点{n}（前期まで{before}）</translation>
    </message>
    <message>
      <location filename="tournament_app/league_text.py" line="123" />
      <source>during day {day} of {days} ({finished} of {games} games finished)</source>
      <translation>全{days}節中 第{day}節途中（{games}対局中{finished}対局終了）</translation>
    </message>
    <message>
      <location filename="tournament_app/league_text.py" line="54" />
      <source>final over</source>
      <translation>決定戦終了</translation>
    </message>
    <message>
      <location filename="tournament_app/league_text.py" line="153" />
      <source>out</source>
      <translation>敗退</translation>
    </message>
    <message>
      <location filename="tournament_app/league_text.py" line="143" />
      <source>printed {date}</source>
      <translation>{date}作成</translation>
    </message>
    <message>
      <location filename="tournament_app/league_text.py" line="150" />
      <source>replaced</source>
      <translation>代走</translation>
    </message>
    <message>
      <location filename="tournament_app/league_text.py" line="149" />
      <source>sat out</source>
      <translation>抜け番</translation>
    </message>
    <message>
      <location filename="tournament_app/league_text.py" line="87" />
      <source>top {n} promoted</source>
      <translation>上位{n}名昇級</translation>
    </message>
    <message>
      <location filename="tournament_app/league_text.py" line="85" />
      <source>top {n} to the title final</source>
      <translation>上位{n}名決定戦進出</translation>
    </message>
    <message>
      <location filename="tournament_app/league_text.py" line="62" />
      <source>up points {n}</source>
      <translation>昇級点{n}</translation>
    </message>
    <message>
      <location filename="tournament_app/league_text.py" line="62" />
      <source>up points {n} ({before} before)</source>
      <translation>昇級点{n}（前期まで{before}）</translation>
    </message>
    <message>
      <location filename="tournament_app/league_text.py" line="152" />
      <source>withdrawn</source>
      <translation>棄権</translation>
    </message>
    <message>
      <location filename="tournament_app/league_text.py" line="77" />
      <source>{mark} (so far)</source>
      <translation>{mark}（暫定）</translation>
    </message>
    <message>
      <location filename="tournament_app/league_text.py" line="179" />
      <source>{mark}: {meaning}</source>
      <translation>{mark}: {meaning}</translation>
    </message>
    <message>
      <location filename="tournament_app/league_text.py" line="107" />
      <source>{season} — division {division}</source>
      <translation>{season} {division}リーグ</translation>
    </message>
  </context>
  <context>
    <name>numbers</name>
    <message>
      <location filename="tournament_app/numbers.py" line="86" />
      <source>the number {value} has more than {digits} digits</source>
      <translation>数値 {value} は{digits}桁を超えています</translation>
    </message>
    <message>
      <location filename="tournament_app/numbers.py" line="96" />
      <source>the number {value} is out of range</source>
      <translation>数値 {value} は範囲外です</translation>
    </message>
    <message>
      <location filename="tournament_app/numbers.py" line="93" />
      <source>the number {value} is too long</source>
      <translation>数値 {value} が長すぎます</translation>
    </message>
    <message>
      <location filename="tournament_app/numbers.py" line="101" />
      <source>{value} is not a number JSON allows</source>
      <translation>{value} は JSON で使える数値ではありません</translation>
    </message>
    <message>
      <location filename="tournament_app/numbers.py" line="68" />
      <source>{value} is not a number from {low} to {high} (at most {places} decimals)</source>
      <translation>{value} は {low}〜{high} の数値（小数{places}桁まで）ではありません</translation>
    </message>
    <message>
      <location filename="tournament_app/numbers.py" line="54" />
      <source>{value} is not a whole number from {low} to {high}</source>
      <translation>{value} は {low}〜{high} の整数ではありません</translation>
    </message>
  </context>
  <context>
    <name>platform</name>
    <message>
      <location filename="tournament_app/platform/python.py" line="19" />
      <source>Warning: this is the Microsoft Store's Python. Windows keeps what it writes under %LOCALAPPDATA%, the default database included, inside that Python's package and deletes it when that Python is removed or reset. Install Python from python.org and the app with it, or keep the database elsewhere (--db, e.g. in Documents).</source>
      <translation>警告: この Python は Microsoft Store 版です。Windows は、この Python が %LOCALAPPDATA% に書き込むもの（既定のデータベースを含む）をこの Python のパッケージ内に保存し、この Python を削除またはリセットしたときに一緒に削除します。python.org の Python をインストールしてアプリを入れ直すか、データベースを別の場所（--db、たとえば「ドキュメント」フォルダー）に置いてください。</translation>
    </message>
  </context>
  <context>
    <name>rules</name>
    <message>
      <location filename="tournament_app/rules/tenhou_json.py" line="173" />
      <source>"log" holds no hand</source>
      <translation>"log" に局がありません</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/tenhou_json.py" line="159" />
      <source>"name" is not a list of four names</source>
      <translation>"name" が4人の名前の一覧ではありません</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/tenhou_json.py" line="162" />
      <source>"rule" is not an object</source>
      <translation>"rule" がオブジェクトではありません</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/tenhou_json.py" line="231" />
      <source>"sc" is not a list of 8 numbers (score, points for each seat)</source>
      <translation>"sc" が8個の数値（各席の持ち点とポイント）の一覧ではありません</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/tiles.py" line="39" />
      <source>'{char}' at position {pos} follows no digits</source>
      <translation>{pos}文字目の「{char}」の前に数字がありません</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/tiles.py" line="47" />
      <source>'{char}' at position {pos} is not a tile digit or m, p, s, z</source>
      <translation>{pos}文字目の「{char}」は牌の数字でも m、p、s、z でもありません</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/values.py" line="97" />
      <source>1 han needs at least 30 fu</source>
      <translation>1翻は30符以上が必要です</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/values.py" line="90" />
      <source>20 fu never wins by ron</source>
      <translation>20符のロン和了はありません</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/values.py" line="94" />
      <source>25 fu by tsumo needs at least 3 han (chiitoitsu and menzen tsumo)</source>
      <translation>25符のツモは3翻以上です（七対子と門前清自摸和）</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/values.py" line="92" />
      <source>25 fu needs at least 2 han</source>
      <translation>25符は2翻以上が必要です</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/presets.py" line="173" />
      <source>25,000 start, 30,000 return, rank points +30/+5/△5/△10 (oka included), 五捨六入, busting, West extension when nobody has 31,000, yakuman prize</source>
      <translation>25,000点持ち30,000点返し、順位点 +30/+5/△5/△10（オカ込み）、五捨六入、トビあり、西入あり（全員31,000点未満のとき）、役満祝儀あり</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/presets.py" line="34" />
      <source>25,000 start, 30,000 return, rank points +40/+10/△10/△20 (oka included), double ron, abortive draws, busting, West extension when nobody has 30,000</source>
      <translation>25,000点持ち30,000点返し、順位点 +40/+10/△10/△20（オカ込み）、ダブロンあり、途中流局あり、トビあり、西入あり（全員30,000点未満のとき）</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/presets.py" line="28" />
      <source>25,000 start, 30,000 return, rank points +50/+10/△10/△30 (oka included), ties share, head bump, no abortive draws, chombo △40</source>
      <translation>25,000点持ち30,000点返し、順位点 +50/+10/△10/△30（オカ込み）、同点は等分、頭ハネ、途中流局なし、チョンボ△40</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/presets.py" line="158" />
      <source>25,000 start, 30,000 return, rank points +50/+10/△10/△30 (oka included), ties share, three red fives, head bump, kiriage mangan, no counted yakuman, no abortive draws, chombo △20</source>
      <translation>25,000点持ち30,000点返し、順位点 +50/+10/△10/△30（オカ込み）、同点は等分、赤ドラ3枚、頭ハネ、切り上げ満貫、数え役満なし、途中流局なし、チョンボ△20</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/presets.py" line="205" />
      <source>25,000 start, 30,000 return, rank points +50/+10/△10/△30 (oka included), 五捨六入, ties by seat, abortive draws, chombo paid as a mangan, busting</source>
      <translation>25,000点持ち30,000点返し、順位点 +50/+10/△10/△30（オカ込み）、五捨六入、同点は席順、途中流局あり、チョンボは満貫払い、トビあり</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="224" />
      <source>30 fu for an open pinfu-shaped ron</source>
      <translation>副露した平和形のロン30符</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/presets.py" line="129" />
      <source>30,000 start, 30,000 return, rank points +15/+5/△5/△15 (no oka), ties share, double and triple ron, kiriage mangan, no abortive draws, chombo △20 (in the last hand after time it ends the game)</source>
      <translation>30,000点持ち30,000点返し、順位点 +15/+5/△5/△15（オカなし）、同点は等分、ダブロン・トリプルロンあり、切り上げ満貫、途中流局なし、チョンボ△20（時間切れ後の最終局では終局）</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/presets.py" line="79" />
      <source>30,000 start, 30,000 return, rank points +15/+5/△5/△15 (no oka), ties share, double and triple ron, no abortive draws, chombo △20</source>
      <translation>30,000点持ち30,000点返し、順位点 +15/+5/△5/△15（オカなし）、同点は等分、ダブロン・トリプルロンあり、途中流局なし、チョンボ△20</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/presets.py" line="105" />
      <source>30,000 start, 30,000 return, rank points +15/+5/△5/△15 (no oka), ties share, head bump, kiriage mangan, no abortive draws, chombo △20</source>
      <translation>30,000点持ち30,000点返し、順位点 +15/+5/△5/△15（オカなし）、同点は等分、頭ハネ、切り上げ満貫、途中流局なし、チョンボ△20</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/presets.py" line="234" />
      <source>30,000 start, 30,000 return, uma by the number of players at or above 30,000 (no oka), head bump, abortive draws, chombo △20</source>
      <translation>30,000点持ち30,000点返し、浮き人数別のウマ（オカなし）、頭ハネ、途中流局あり、チョンボ△20</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/tenhou_log.py" line="113" />
      <source>&lt;{element}&gt; before the first &lt;INIT&gt;: a hand's result with no hand started</source>
      <translation>最初の &lt;INIT&gt; より前に &lt;{element}&gt; があります: 局が始まっていないのに結果があります</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/tenhou_log.py" line="150" />
      <source>&lt;{inner}&gt; inside &lt;{outer}&gt;: a log's elements are not nested</source>
      <translation>&lt;{outer}&gt; の中に &lt;{inner}&gt; があります: 牌譜の要素は入れ子になりません</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="257" />
      <source>A chombo ends the game at once: the penalty is taken and the game is settled on the scores as they stand (no re-deal); otherwise the same dealer deals again</source>
      <translation>チョンボがあった時点で終局する（配牌をやり直さない）。罰符を科し、その時点の持ち点で精算する。しない場合は同じ親でやり直し</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="290" />
      <source>A chombo in the game's last hand after the time was called ends the game (no re-deal); otherwise the hand is dealt again and the replay is the last</source>
      <translation>時間切れ後の最終局のチョンボで終局する（配牌をやり直さない）。しない場合はやり直し、やり直しの局が最終局</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="244" />
      <source>A rinshan win gets the 2 fu of a tsumo</source>
      <translation>嶺上開花にツモ符2符をつける</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="226" />
      <source>A yaku completed by the winning tile only (後付け)</source>
      <translation>後付け（和了牌で初めて役が確定する和了）を認める</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="192" />
      <source>Abortive draws</source>
      <translation>途中流局</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="192" />
      <source>Abortive draws allowed</source>
      <translation>採用する途中流局</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="252" />
      <source>After a chombo the same dealer deals again with the same counters; the riichi deposits of the chombo hand go back to their owners (otherwise they stay on the table)</source>
      <translation>チョンボの後は同じ親・同じ本場でやり直し、その局のリーチ棒は本人に戻す（戻さない場合は供託として残る）</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="195" />
      <source>After an abortive draw: the dealer keeps the deal with one more counter, or the deal passes with no counter</source>
      <translation>途中流局後の扱い: 親の連荘で1本場積む、または親流れで積み棒なし</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="266" />
      <source>Agari yame</source>
      <translation>アガリ止め</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="261" />
      <source>An East round only (東風戦), or East and South rounds (半荘戦)</source>
      <translation>東風戦、または半荘戦（東南戦）</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="225" />
      <source>An open pinfu-shaped ron counts 30 fu</source>
      <translation>副露した平和形のロン和了を30符とする</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="282" />
      <source>At an exhaustive draw a noten dealer keeps the deal: never, or in the South round</source>
      <translation>流局で親がノーテンでも連荘するか: しない、または南場のみ</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="226" />
      <source>Atozuke</source>
      <translation>後付け</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="151" />
      <source>Bonus to first place in tenths of a point (オカ)</source>
      <translation>1位に加算する点（0.1ポイント単位）</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="263" />
      <source>Busting</source>
      <translation>トビ</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="241" />
      <source>Chiitoitsu</source>
      <translation>七対子</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="242" />
      <source>Chiitoitsu (七対子): 25 fu 2 han, or 50 fu 1 han</source>
      <translation>七対子: 25符2翻、または50符1翻</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="256" />
      <source>Chombo ends the game</source>
      <translation>チョンボで終局</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="289" />
      <source>Chombo in the last hand after time</source>
      <translation>時間切れ後の最終局のチョンボ</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="247" />
      <source>Chombo payment at the table</source>
      <translation>チョンボの卓内精算</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="248" />
      <source>Chombo payment at the table: none, or a mangan (non-dealer 2,000/4,000, dealer 4,000 all)</source>
      <translation>チョンボの卓内精算: なし、または満貫払い（子2,000・4,000、親4,000オール）</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="245" />
      <source>Chombo penalty</source>
      <translation>チョンボのペナルティ</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="246" />
      <source>Chombo penalty off the total, in tenths of a point</source>
      <translation>チョンボ者の合計ポイントから減点する点（0.1ポイント単位）</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/presets.py" line="172" />
      <source>Club rules</source>
      <translation>クラブルール</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="179" />
      <source>Counted yakuman</source>
      <translation>数え役満</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="169" />
      <source>Counter value</source>
      <translation>1本場の加算点</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="186" />
      <source>Counters at a double ron</source>
      <translation>ダブロン時の積み棒</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="194" />
      <source>Deal after an abortive draw</source>
      <translation>途中流局後の親</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="165" />
      <source>Deposits at the end</source>
      <translation>終局時の供託</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="183" />
      <source>Double ron</source>
      <translation>ダブロン（複数人のロン）</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="228" />
      <source>Double wind pair</source>
      <translation>連風牌の雀頭</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="234" />
      <source>Double yakuman hands</source>
      <translation>2倍役満とする役満</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/presets.py" line="78" />
      <source>EMA rules (2016)</source>
      <translation>EMA ルール（2016年版）</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/presets.py" line="128" />
      <source>EMA rules (2025, secondary sources)</source>
      <translation>EMA ルール（2025年版、二次資料）</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="159" />
      <source>Equal final scores: share the rank points, or rank by seat order</source>
      <translation>最終持ち点が同点のとき: 順位点を等分する、または席順（起家優先）で順位を決める</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="162" />
      <source>Final scores to points: exact tenths, or each non-top score rounded to thousands (五捨六入, 四捨五入, 切り捨て) with the top taking the rest</source>
      <translation>最終持ち点のポイント換算: 0.1ポイント単位でそのまま、またはトップ以外を千点単位に丸め（五捨六入、四捨五入、切り捨て）、トップが残りを取る</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="212" />
      <source>From this consecutive dealer repeat on, a win needs 2 han not counting dora (0: never)</source>
      <translation>親がこの回数以上連荘した局では、ドラを除いて2翻が必要（0: なし）</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="229" />
      <source>Fu for a pair of the double wind (連風牌の雀頭)</source>
      <translation>連風牌の雀頭の符</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="260" />
      <source>Game length</source>
      <translation>対局形式</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="180" />
      <source>Han from which a hand counts as yakuman (0: never)</source>
      <translation>数え役満になる翻数（0: 数え役満なし）</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="181" />
      <source>Highest yakuman multiple</source>
      <translation>役満の最大倍数</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="182" />
      <source>Highest yakuman multiple (1: no double yakuman)</source>
      <translation>役満として数える最大の倍数（1: 2倍役満なし）</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="294" />
      <source>If nobody has this score after the last hand, play goes on until someone does (0: no extension)</source>
      <translation>オーラス終了時にこの点数に達した者がいなければ、達するまで続行（西入。0: 延長なし）</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="238" />
      <source>Ippatsu</source>
      <translation>一発</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="238" />
      <source>Ippatsu (一発)</source>
      <translation>一発を役として認める</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/presets.py" line="233" />
      <source>Japan Pro Mahjong League (JPML) A rules (secondary sources)</source>
      <translation>日本プロ麻雀連盟 Aルール（二次資料）</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/presets.py" line="27" />
      <source>Japan Professional Mahjong Association (NPM) competition rules (default)</source>
      <translation>日本プロ麻雀協会 競技規定（既定）</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="240" />
      <source>Kan dora</source>
      <translation>槓ドラ</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="240" />
      <source>Kan dora (槓ドラ)</source>
      <translation>槓ドラを採用する</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="176" />
      <source>Kiriage mangan</source>
      <translation>切り上げ満貫</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/presets.py" line="157" />
      <source>M.League rules (secondary sources)</source>
      <translation>Mリーグ公式ルール（二次資料）</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="297" />
      <source>Most extension hands</source>
      <translation>延長の最大局数</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="298" />
      <source>Most hands-in-wind the extension may add</source>
      <translation>延長で追加できる最大局数</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="198" />
      <source>Nagashi mangan</source>
      <translation>流し満貫</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="206" />
      <source>Nagashi mangan counts as</source>
      <translation>流し満貫の扱い</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="207" />
      <source>Nagashi mangan counts as a draw (counters added, deposits stay) or as a win (the counters and the deposits go to it, the deal passes unless the dealer made it)</source>
      <translation>流し満貫を流局扱い（積み棒が増え、供託は残る）とするか和了扱い（積み棒と供託を受け取り、親以外の流し満貫なら親が流れる）とするか</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="199" />
      <source>Nagashi mangan, paid as a mangan tsumo without counters</source>
      <translation>流し満貫を認める（満貫ツモと同じ支払い、本場なし）</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="281" />
      <source>Noten dealer keeps the deal</source>
      <translation>南場の親ノーテン</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="173" />
      <source>Noten payments</source>
      <translation>ノーテン罰符</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="200" />
      <source>Noten payments with nagashi</source>
      <translation>流し満貫時のノーテン罰符</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="151" />
      <source>Oka</source>
      <translation>オカ</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="222" />
      <source>Open pinfu</source>
      <translation>食い平和</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="222" />
      <source>Open pinfu counts 1 han (食い平和)</source>
      <translation>食い平和（副露した平和形を1翻とする）</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="221" />
      <source>Open tanyao</source>
      <translation>食い断</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="221" />
      <source>Open tanyao (食い断)</source>
      <translation>副露した手の断幺九を認める（食い断）</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="215" />
      <source>Pao</source>
      <translation>包（責任払い）</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="172" />
      <source>Points a player puts on the table to declare riichi</source>
      <translation>リーチ宣言時に供託する点</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="161" />
      <source>Points conversion (rounding)</source>
      <translation>ポイント換算（端数処理）</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="169" />
      <source>Points each counter (本場) adds to a win</source>
      <translation>和了に1本場ごとに加算する点</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="174" />
      <source>Points the noten players pay in an exhaustive draw, in all</source>
      <translation>流局時にノーテン者が支払う点（合計）</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="154" />
      <source>Rank points for 1st to 4th without the oka, in tenths of a point (ウマ)</source>
      <translation>1位〜4位の加減点（オカを含まない）。0.1ポイント単位</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="236" />
      <source>Red fives</source>
      <translation>赤ドラ</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="236" />
      <source>Red fives in the set (赤ドラ)</source>
      <translation>赤ドラの枚数</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="230" />
      <source>Renhou</source>
      <translation>人和</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="231" />
      <source>Renhou (人和): none, a mangan (or the hand's own value when higher), 5 han added to the other yaku, or yakuman</source>
      <translation>人和: なし、満貫（他の役が満貫より高ければそちら）、他の役に5翻を加える、役満</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="149" />
      <source>Return score</source>
      <translation>返し点（原点）</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="279" />
      <source>Riichi by a player with less than the deposit ends the game there as a bust</source>
      <translation>供託の点棒（1,000点）に満たない者のリーチは、その場で箱割れとして対局終了</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="171" />
      <source>Riichi deposit</source>
      <translation>リーチ供託</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="251" />
      <source>Riichi deposits back after a chombo</source>
      <translation>チョンボ時のリーチ棒返却</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="166" />
      <source>Riichi deposits left at the end of the game: stay on the table, go to the top player, or go back to their owners</source>
      <translation>終局時に残った供託（リーチ棒）: 供託のまま／トップ取り／本人に戻す</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="278" />
      <source>Riichi without the deposit busts</source>
      <translation>供託不足のリーチ（箱割れ）</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="177" />
      <source>Rounding up to mangan: none, 4 han 30 fu, or 4 han 30 fu and 3 han 60 fu</source>
      <translation>満貫に切り上げる手: なし、4翻30符、または4翻30符と3翻60符</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="150" />
      <source>Score a player must reach to break even (返し)</source>
      <translation>ポイント計算の基準の点数（これを上回った分がプラス、下回った分がマイナス）</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="147" />
      <source>Score each player starts with</source>
      <translation>対局開始時の各自の持ち点</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="271" />
      <source>Score needed to stop</source>
      <translation>アガリ止め・テンパイ止めの最低点</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="272" />
      <source>Score the last dealer needs to end the game by winning or tenpai</source>
      <translation>オーラスの親がアガリ止め・テンパイ止めできる最低点</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="202" />
      <source>Several nagashi mangan</source>
      <translation>複数の流し満貫</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="203" />
      <source>Several nagashi mangan at one draw: all are paid, or only the first in turn order from the dealer (上家のみ)</source>
      <translation>同じ流局で複数の流し満貫: 全員成立、または親から順番に数えて最初の者のみ（上家のみ）</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="184" />
      <source>Several ron winners on one discard: head bump, or all are paid</source>
      <translation>1枚の捨て牌に複数人のロン: 頭ハネ、または全員の和了を認める</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="147" />
      <source>Starting score</source>
      <translation>配給原点</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/presets.py" line="33" />
      <source>Tenhou (ranked games)</source>
      <translation>天鳳（段位戦）</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/tenhou_record.py" line="35" />
      <source>Tenhou log: {problem}</source>
      <translation>天鳳の牌譜: {problem}</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="268" />
      <source>Tenpai yame</source>
      <translation>テンパイ止め</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="264" />
      <source>The game ends when a score goes below zero, or at zero or below</source>
      <translation>持ち点が0点未満、または0点以下になった時点で終局</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="269" />
      <source>The last dealer in first place may end the game by being tenpai in a draw</source>
      <translation>オーラスの親がトップなら流局時のテンパイで終局できる</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="267" />
      <source>The last dealer in first place may end the game by winning</source>
      <translation>オーラスの親がトップなら和了で終局できる</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="190" />
      <source>Three rons abort</source>
      <translation>三家和（途中流局）</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="191" />
      <source>Three rons on one discard abort the hand</source>
      <translation>1枚の捨て牌に3人のロンで途中流局とする（三家和）</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="158" />
      <source>Tied scores</source>
      <translation>同点時の順位</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="285" />
      <source>Time limit</source>
      <translation>時間打ち切り</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="243" />
      <source>Tsumo fu for rinshan</source>
      <translation>嶺上開花のツモ符</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="211" />
      <source>Two-han minimum after repeats</source>
      <translation>連荘時の2翻縛り</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="153" />
      <source>Uma</source>
      <translation>ウマ</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="155" />
      <source>Uma by players above return</source>
      <translation>浮き人数別のウマ</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="156" />
      <source>Uma chosen by how many players finish at or above the return points (0 to 4); empty for the fixed uma</source>
      <translation>返し点以上で終えた人数（0〜4人）ごとのウマ。空欄なら固定のウマ</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="239" />
      <source>Ura dora</source>
      <translation>裏ドラ</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="239" />
      <source>Ura dora (裏ドラ)</source>
      <translation>裏ドラを採用する</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/presets.py" line="104" />
      <source>WRC rules (2015)</source>
      <translation>WRC ルール（2015年版）</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="293" />
      <source>West extension</source>
      <translation>西入</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="286" />
      <source>When the round's time is up: the hand in play is the game's last, or one more hand is played after it</source>
      <translation>時間切れになったとき: その局で終了、またはもう1局行って終了</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="274" />
      <source>Who decides to stop</source>
      <translation>アガリ止め・テンパイ止めの判断</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="275" />
      <source>Who ends the game when the last dealer may stop: the rule (at once), or the dealer's choice (a following hand means the dealer played on)</source>
      <translation>アガリ止め・テンパイ止めで終了するのは: ルールで自動的に、または親の選択（次の局があれば続行したとみなす）</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/presets.py" line="204" />
      <source>Wikibooks rules</source>
      <translation>Wikibooks ルール</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="201" />
      <source>With nagashi mangan the noten payments are made too</source>
      <translation>流し満貫でもノーテン罰符を支払う</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="187" />
      <source>With several ron winners, who gets the counters: the first winner after the discarder, or each winner</source>
      <translation>複数人のロン時の積み棒: 放銃者から見て手番が最も近い和了者（上家取り）、または和了者全員</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="217" />
      <source>Yakuman prize</source>
      <translation>役満祝儀</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="218" />
      <source>Yakuman prize in tenths of a point, from the discarder or from each other player on tsumo</source>
      <translation>役満祝儀（0.1ポイント単位。ロンは放銃者、ツモは他の3人から）</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="235" />
      <source>Yakuman that count double on their own</source>
      <translation>単独で2倍役満とする役満</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="215" />
      <source>Yakuman with a responsible player (pao)</source>
      <translation>包（責任払い）の対象役満</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/tenhou_json.py" line="250" />
      <source>[round, counters, deposits]</source>
      <translation>[局, 本場, 供託]</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/tenhou_json.py" line="205" />
      <source>a game with chips (祝儀, "{disp}"): the app does not keep chips</source>
      <translation>祝儀ありの対局です（"{disp}"）。このアプリは祝儀を扱いません</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/record.py" line="205" />
      <source>a name is longer than {limit} characters</source>
      <translation>{limit}文字を超える名前があります</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/announce.py" line="167" />
      <source>a non-dealer's tsumo is two figures, the non-dealers' and the dealer's payment: e.g. 1300・2600</source>
      <translation>子のツモは子の支払いと親の支払いの2つの点数で入力してください（例: 1300・2600）</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/game.py" line="263" />
      <source>a responsible player pays only for a yakuman</source>
      <translation>包（責任払い）は役満のときだけです</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/hand_value.py" line="157" />
      <source>a rinshan tile is not the last tile (haitei)</source>
      <translation>嶺上牌は海底牌ではありません</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/hand_value.py" line="158" />
      <source>a robbed kan is not the last discard (houtei)</source>
      <translation>搶槓は河底ではありません</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/record.py" line="112" />
      <source>a seat is listed twice</source>
      <translation>同じ席が2回指定されています</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/tenhou_log.py" line="147" />
      <source>a second &lt;mjloggm&gt; inside the first: a log holds one game</source>
      <translation>&lt;mjloggm&gt; の中にもう一つ &lt;mjloggm&gt; があります: 1つの牌譜には1つの対局だけです</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/tenhou_json.py" line="166" />
      <source>a three-player game: the app records four-player games only</source>
      <translation>三人麻雀の牌譜です。このアプリは四人麻雀だけを記録します</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/hand_value.py" line="82" />
      <source>a winning hand has 14 tiles (a kan counts as 3): these are {count}</source>
      <translation>和了形は14枚です（槓子は3枚と数えます）。この入力は{count}枚です</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/hand_value.py" line="152" />
      <source>an open hand cannot have declared riichi</source>
      <translation>副露した手ではリーチできません</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/hand_value.py" line="115" />
      <source>at most 5 dora indicators (one and four kan dora)</source>
      <translation>ドラ表示牌は最大5枚です（表ドラ1枚と槓ドラ4枚）</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/values.py" line="62" />
      <source>at most {limit} times yakuman under these rules</source>
      <translation>このルールでは役満は {limit}倍までです</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/entry.py" line="60" />
      <source>cannot read {text} as a value</source>
      <translation>{text} を点数として読み取れません</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/tenhou_json.py" line="272" />
      <source>changes</source>
      <translation>増減</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/hand_value.py" line="154" />
      <source>chankan is a ron</source>
      <translation>搶槓はロン和了です</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/entry.py" line="116" />
      <source>choose the discarder (keys 1-4)</source>
      <translation>放銃者を選んでください（1〜4キー）</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/entry.py" line="114" />
      <source>choose the winner (keys 1-4)</source>
      <translation>和了者を選んでください（1〜4キー）</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/entry.py" line="140" />
      <source>choose who made the chombo (keys 1-4)</source>
      <translation>チョンボ者を選んでください（1〜4キー）</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/announce.py" line="91" />
      <source>dealer ron</source>
      <translation>親のロン</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/announce.py" line="93" />
      <source>dealer tsumo</source>
      <translation>親のツモ</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="363" />
      <source>each must be between {low} and {high}</source>
      <translation>それぞれ {low}〜{high} の範囲にしてください</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/entry.py" line="32" />
      <source>enter the value: han and fu (3 30), a limit (m, h, b, s, y) or the announced points (7700)</source>
      <translation>点数を入力してください: 翻と符（3 30）、満貫以上（m, h, b, s, y）、または申告点（7700）</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/errors.py" line="34" />
      <source>four kans (四槓散了)</source>
      <translation>四槓散了</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/game.py" line="342" />
      <source>four riichi (suucha) needs all four seats in riichi</source>
      <translation>四家立直は4人全員のリーチが必要です</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/errors.py" line="34" />
      <source>four riichi (四家立直)</source>
      <translation>四家立直</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/errors.py" line="33" />
      <source>four winds (四風連打)</source>
      <translation>四風連打</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/game.py" line="252" />
      <source>from the dealer's {n}th deal in a row a win needs 2 han not counting dora (give the dora with "dora" when the han include them)</source>
      <translation>親の{n}連荘以降はドラを除いて2翻が必要です（翻数にドラが含まれるときは "dora" でドラの翻数を指定してください）</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/tenhou_json.py" line="87" />
      <source>game {game}: {problem}</source>
      <translation>{game}番目の対局: {problem}</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/record.py" line="190" />
      <source>give either player or players, not both</source>
      <translation>player と players はどちらか一方だけを指定してください</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/record.py" line="163" />
      <source>give either wins or a single winner, not both</source>
      <translation>wins と単独の winner はどちらか一方だけを指定してください</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/values.py" line="58" />
      <source>give either yakuman or han and fu, not both</source>
      <translation>役満か翻・符のどちらか一方だけを指定してください</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/announce.py" line="170" />
      <source>give the announced points, e.g. {example}</source>
      <translation>申告点を入力してください（例: {example}）</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/hand_value.py" line="75" />
      <source>give the concealed tiles, the winning tile included</source>
      <translation>和了牌を含む門前の牌を入力してください</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/tenhou_json.py" line="276" />
      <source>hand {hand}: "{result}" is not a result the app knows</source>
      <translation>No.{hand}: "{result}" はこのアプリが知らない結果です</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/tenhou_log.py" line="191" />
      <source>hand {hand}: AGARI needs sc (8 numbers) and ten (fu, points)</source>
      <translation>No.{hand}: AGARI には sc（8つの数）と ten（符、点数）が必要です</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/tenhou_json.py" line="257" />
      <source>hand {hand}: a seat's discards are not a list</source>
      <translation>No.{hand}: 捨て牌が一覧になっていない席があります</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/tenhou_json.py" line="294" />
      <source>hand {hand}: a win is [changes, [who, from, pao, text, yaku …]]</source>
      <translation>No.{hand}: 和了は [増減, [和了者, 放銃者, 包, 点数の文字列, 役 …]] の形です</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/tenhou_json.py" line="327" />
      <source>hand {hand}: a yaku is not "name(N飜)" or "name(役満)"</source>
      <translation>No.{hand}: 役が "name(N飜)" または "name(役満)" の形ではありません</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/tenhou_json.py" line="248" />
      <source>hand {hand}: not a hand of the log (a list of 17: round, scores, dora, ura, each seat's tiles, the result)</source>
      <translation>No.{hand}: 牌譜の局ではありません（局・持ち点・ドラ・裏ドラ・各席の牌・結果の17項目の一覧です）</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/tenhou_log.py" line="159" />
      <source>hand {hand}: owari needs 8 numbers</source>
      <translation>No.{hand}: owari には8つの数が必要です</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/tenhou_log.py" line="163" />
      <source>hand {hand}: owari: {problem}</source>
      <translation>No.{hand}: owari: {problem}</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/tenhou_json.py" line="253" />
      <source>hand {hand}: round {round} is past North 4</source>
      <translation>No.{hand}: 局番号 {round} は北4局より後です</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/tenhou_log.py" line="126" />
      <source>hand {hand}: sc needs 8 numbers</source>
      <translation>No.{hand}: sc には8つの数が必要です</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/tenhou_record.py" line="117" />
      <source>hand {hand}: the log starts it at {logged}, the hands before it end at {ours}</source>
      <translation>No.{hand}: 牌譜ではこの局が {logged} で始まりますが、それまでの局の結果は {ours} です</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/tenhou_json.py" line="261" />
      <source>hand {hand}: the result is not ["和了" …] or a draw</source>
      <translation>No.{hand}: 結果が ["和了" …] でも流局でもありません</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/tenhou_record.py" line="124" />
      <source>hand {hand}: the rules give {ours}, the log {logged}</source>
      <translation>No.{hand}: ルールでの増減は {ours}、牌譜では {logged} です</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/tenhou_json.py" line="330" />
      <source>hand {hand}: the win's text "{shown}" shows no fu</source>
      <translation>No.{hand}: 和了の文字列 "{shown}" に符がありません</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/tenhou_json.py" line="313" />
      <source>hand {hand}: the win's text "{shown}" shows no points</source>
      <translation>No.{hand}: 和了の文字列 "{shown}" に点数がありません</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/tenhou_record.py" line="91" />
      <source>hand {hand}: the wins of a double ron name different discarders</source>
      <translation>No.{hand}: ダブロンの放銃者が一致しません</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/tenhou_record.py" line="86" />
      <source>hand {hand}: two wins by tsumo</source>
      <translation>No.{hand}: ツモ和了が2つあります</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/tenhou_log.py" line="61" />
      <source>hand {hand}: {element} has no {attribute}</source>
      <translation>No.{hand}: {element} に {attribute} がありません</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/tenhou_log.py" line="73" />
      <source>hand {hand}: {element} {attribute} is not a seat</source>
      <translation>No.{hand}: {element} の {attribute} が席の番号ではありません</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/tenhou_log.py" line="66" />
      <source>hand {hand}: {element} {attribute}="{value}" is not a list of numbers</source>
      <translation>No.{hand}: {element} の {attribute}="{value}" が数の並びではありません</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/errors.py" line="77" />
      <source>hand {hand}: {field}: {reason}</source>
      <translation>No.{hand}: {field}: {reason}</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/tenhou_record.py" line="67" />
      <source>hand {hand}: {points} points are not a whole number of yakuman</source>
      <translation>No.{hand}: {points}点は役満の点数の倍数ではありません</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/tenhou_json.py" line="147" />
      <source>hand {hand}: {what}</source>
      <translation>No.{hand}: {what}</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/hand_value.py" line="153" />
      <source>ippatsu needs riichi</source>
      <translation>一発にはリーチが必要です</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/tenhou_json.py" line="121" />
      <source>line {line}: not a JSON game ({reason})</source>
      <translation>{line}行目: JSON の対局ではありません（{reason}）</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/record.py" line="225" />
      <source>missing: a record lists its hands ([] for a game not yet played)</source>
      <translation>入力不足: 局の一覧を指定してください（未対局なら []）</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/values.py" line="70" />
      <source>missing: below 5 han the fu are needed</source>
      <translation>入力不足: 5翻未満は符が必要です</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/values.py" line="66" />
      <source>missing: give han (and fu below 5 han) or yakuman</source>
      <translation>入力不足: 翻（5翻未満は符も）または役満を指定してください</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/record.py" line="179" />
      <source>missing: list the tenpai seats ([] when nobody is tenpai)</source>
      <translation>入力不足: テンパイ者の席を指定してください（全員ノーテンなら []）</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="377" />
      <source>must be 0 when the return points are below the start points</source>
      <translation>返し点が配給原点より低い場合は0にしてください</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/record.py" line="212" />
      <source>must be a JSON object</source>
      <translation>JSON オブジェクトにしてください</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/record.py" line="229" />
      <source>must be a list</source>
      <translation>リストにしてください</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="321" />
      <source>must be a list of names</source>
      <translation>名前のリストにしてください</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/record.py" line="109" />
      <source>must be a list of seats</source>
      <translation>席のリストにしてください</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="348" />
      <source>must be a multiple of 100</source>
      <translation>100の倍数にしてください</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="351" />
      <source>must be a multiple of 300</source>
      <translation>300の倍数にしてください</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/record.py" line="165" />
      <source>must be a non-empty list</source>
      <translation>空でないリストにしてください</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="314" />
      <source>must be a non-empty text</source>
      <translation>空でない文字列にしてください</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/record.py" line="119" />
      <source>must be a whole number</source>
      <translation>整数にしてください</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/record.py" line="121" />
      <source>must be a whole number from 0 to {high}</source>
      <translation>0〜{high} の整数で指定してください</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/values.py" line="68" />
      <source>must be a whole number from 1 to {high}</source>
      <translation>1〜{high} の整数にしてください</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/values.py" line="60" />
      <source>must be a whole number of at least 1</source>
      <translation>1以上の整数にしてください</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/record.py" line="127" />
      <source>must be an object</source>
      <translation>オブジェクトにしてください</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/record.py" line="133" />
      <source>must be between 0 and the han</source>
      <translation>0から翻数までの値にしてください</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="344" />
      <source>must be between {low} and {high}</source>
      <translation>{low}〜{high} の範囲にしてください</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="331" />
      <source>must be empty or list five rank-point rows (0 to 4 players at or above the return points)</source>
      <translation>空欄にするか、ウマを5行（返し点以上が0〜4人の場合）指定してください</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/record.py" line="220" />
      <source>must be four names</source>
      <translation>名前を4つ指定してください</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="361" />
      <source>must be four whole numbers (tenths of a point)</source>
      <translation>整数4つ（0.1ポイント単位）にしてください</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/record.py" line="154" />
      <source>must be true or false</source>
      <translation>true か false で指定してください</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/record.py" line="194" />
      <source>name at least one offender</source>
      <translation>チョンボ者を1人以上指定してください</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/errors.py" line="33" />
      <source>nine terminals (九種九牌)</source>
      <translation>九種九牌</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/hand_value.py" line="241" />
      <source>no yaku on the wait {tile}: without 後付け the hand may not win</source>
      <translation>待ちの {tile} では役がありません。後付けなしでは和了できません</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/announce.py" line="90" />
      <source>non-dealer ron</source>
      <translation>子のロン</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/announce.py" line="92" />
      <source>non-dealer tsumo</source>
      <translation>子のツモ</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/tenhou_json.py" line="73" />
      <source>not UTF-8 text (byte {at})</source>
      <translation>UTF-8 のテキストではありません（{at}バイト目）</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/tenhou_json.py" line="108" />
      <source>not a JSON game log ({reason})</source>
      <translation>JSON の牌譜ではありません（{reason}）</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/tenhou_json.py" line="104" />
      <source>not a JSON game log ({reason}, line {line})</source>
      <translation>JSON の牌譜ではありません（{reason}、{line}行目）</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/record.py" line="150" />
      <source>not a field of a {result} hand</source>
      <translation>{result} の局にはない項目です</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/tenhou_json.py" line="152" />
      <source>not a tenhou.net/6 game: a game is an object with "name", "rule" and "log"</source>
      <translation>tenhou.net/6 形式の対局ではありません。対局は "name"・"rule"・"log" を持つオブジェクトです</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/tenhou_log.py" line="83" />
      <source>not an mjlog XML file ({reason})</source>
      <translation>mjlog の XML ファイルではありません（{reason}）</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/tenhou_log.py" line="85" />
      <source>not an mjlog file: it starts with &lt;{tag}&gt;, not &lt;mjloggm&gt;</source>
      <translation>mjlog ファイルではありません: &lt;mjloggm&gt; ではなく &lt;{tag}&gt; で始まっています</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/game.py" line="213" />
      <source>only one ron winner per discard under head bump (the discarder's next player has priority)</source>
      <translation>頭ハネのため、1枚の捨て牌でロンできるのは1人だけです（放銃者の下家が優先）</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/tenhou_record.py" line="57" />
      <source>player {seat}'s name: {problem}</source>
      <translation>{seat}人目（起家から）の選手名: {problem}</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/hand_value.py" line="159" />
      <source>renhou is a non-dealer's win</source>
      <translation>人和は子の和了です</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/hand_value.py" line="160" />
      <source>renhou is a ron</source>
      <translation>人和はロン和了です</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/hand_value.py" line="161" />
      <source>renhou is won before any call: no melds</source>
      <translation>人和は鳴きが入る前の和了です（副露なし）</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/hand_value.py" line="155" />
      <source>rinshan is a tsumo</source>
      <translation>嶺上開花はツモ和了です</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="306" />
      <source>rule option {option}: {reason}</source>
      <translation>ルール項目 {option}: {reason}</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/presets.py" line="315" />
      <source>rules must be a preset id or an object with a preset</source>
      <translation>rules にはプリセット ID か、preset を含むオブジェクトを指定してください</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/tenhou_json.py" line="241" />
      <source>sc: {problem}</source>
      <translation>sc: {problem}</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/tenhou_json.py" line="237" />
      <source>sc: {value} is not a number</source>
      <translation>sc: {value} は数値ではありません</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/tenhou_json.py" line="254" />
      <source>scores</source>
      <translation>持ち点</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/tenhou_json.py" line="303" />
      <source>seat</source>
      <translation>席</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/errors.py" line="30" />
      <source>seat {n} (0–3 in the record, 0 = the first dealer)</source>
      <translation>記録の席 {n}（0〜3、0 = 起家）</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/record.py" line="100" />
      <source>seat {value} is not a seat: the record numbers them 0 to 3 (0 = the first dealer)</source>
      <translation>席 {value} はありません（記録の席は 0〜3、0 = 起家）</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/entry.py" line="44" />
      <source>taken as {most}× yakuman: these rules count no more (typed {typed}×)</source>
      <translation>{most}倍役満として記録します（入力は{typed}倍。このルールではこれ以上数えません）</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/tenhou_record.py" line="110" />
      <source>the converted record does not replay: {reason}</source>
      <translation>変換した記録を再生できません: {reason}</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/tiles.py" line="50" />
      <source>the digits at the end need a suit letter (m, p, s or z)</source>
      <translation>最後の数字に m、p、s、z のどれかをつけてください</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/tenhou_json.py" line="76" />
      <source>the file holds no game</source>
      <translation>ファイルに対局がありません</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/tenhou_json.py" line="78" />
      <source>the file holds {count} games: more than {limit}</source>
      <translation>ファイルに{count}対局あります。上限は{limit}対局です</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/tenhou_record.py" line="41" />
      <source>the file is larger than {mb} MB: not a game log</source>
      <translation>ファイルが {mb} MB を超えています。牌譜ではありません</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/tenhou_record.py" line="152" />
      <source>the final points differ: the rules give {ours}, the log {logged}</source>
      <translation>最終ポイントが一致しません: ルールでは {ours}、牌譜では {logged}</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/tenhou_json.py" line="188" />
      <source>the final points {logged} are not Mahjong Soul's settlement (25,000 start, +15/+5/△5/△15): the log does not say the rules they were made by</source>
      <translation>最終ポイント {logged} は雀魂の精算（25,000点持ち、順位点 +15/+5/△5/△15）と一致しません。牌譜からはどのルールで計算したか分かりません</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/tenhou_record.py" line="130" />
      <source>the final scores differ: the rules give {ours}, the log {logged}</source>
      <translation>最終持ち点が一致しません: ルールでは {ours}、牌譜では {logged}</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/game.py" line="105" />
      <source>the game has already ended</source>
      <translation>対局は既に終了しています</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/tenhou_json.py" line="156" />
      <source>the game has no "{key}"</source>
      <translation>対局に "{key}" がありません</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/tenhou_record.py" line="47" />
      <source>the gzip file is damaged ({reason})</source>
      <translation>gzip ファイルが壊れています（{reason}）</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/hand_value.py" line="163" />
      <source>the hand cannot be valued: {code}</source>
      <translation>この手は計算できません: {code}</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/hand_value.py" line="150" />
      <source>the hand has no yaku under these rules</source>
      <translation>このルールでは役がありません</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/tenhou_log.py" line="133" />
      <source>the log has no finished hand</source>
      <translation>牌譜に終わった局がありません</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/game.py" line="107" />
      <source>the time was already called in an earlier hand</source>
      <translation>時間切れは既に前の局で記録されています</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/record.py" line="171" />
      <source>the winner cannot also be the discarder</source>
      <translation>和了者と放銃者が同じです</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/game.py" line="265" />
      <source>the winner cannot be the responsible player</source>
      <translation>和了者を包（責任払い）の対象にはできません</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/announce.py" line="165" />
      <source>the winner is not the dealer: give both figures, e.g. 1300・2600</source>
      <translation>和了者は子です。2つの点数で入力してください（例: 1300・2600）</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/announce.py" line="163" />
      <source>the winner is not the dealer: give both figures, e.g. 1300・2600 ({points}オール is a dealer's tsumo)</source>
      <translation>和了者は子です。2つの点数で入力してください（例: 1300・2600）。{points}オールは親のツモの点数です</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/announce.py" line="159" />
      <source>the winner is the dealer: give one figure, e.g. 2600オール</source>
      <translation>和了者は親です。1つの点数で入力してください（例: 2600オール）</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/announce.py" line="157" />
      <source>the winner is the dealer: give one figure, e.g. 2600オール ({points} is what a non-dealer's tsumo is paid)</source>
      <translation>和了者は親です。1つの点数で入力してください（例: 2600オール）。{points} は子のツモの支払いです</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/hand_value.py" line="151" />
      <source>the winning tile is not in the hand</source>
      <translation>和了牌が手牌にありません</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/hand_value.py" line="78" />
      <source>the winning tile {tile} is not in the hand</source>
      <translation>和了牌の {tile} が手牌にありません</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/tiles.py" line="104" />
      <source>there is only one red {tile}</source>
      <translation>赤の {tile} は1枚しかありません</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/game.py" line="337" />
      <source>these rules have no abortive draws</source>
      <translation>このルールには途中流局がありません</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/hand_value.py" line="103" />
      <source>these rules have no ippatsu</source>
      <translation>このルールには一発がありません</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/game.py" line="306" />
      <source>these rules have no nagashi mangan</source>
      <translation>このルールには流し満貫がありません</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/tiles.py" line="102" />
      <source>these rules have no red fives (0m, 0p, 0s)</source>
      <translation>このルールには赤ドラ（0m、0p、0s）がありません</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/game.py" line="261" />
      <source>these rules have no responsible-player payment (pao)</source>
      <translation>このルールには包（責任払い）がありません</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/hand_value.py" line="101" />
      <source>these rules have no ura dora</source>
      <translation>このルールには裏ドラがありません</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/hand_value.py" line="149" />
      <source>these tiles are not a complete hand</source>
      <translation>この牌は和了形になっていません</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/announce.py" line="154" />
      <source>this is a ron: give one figure, e.g. 7700</source>
      <translation>ロンの点数は1つです（例: 7700）</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/announce.py" line="152" />
      <source>this is a ron: give one figure, e.g. 7700 ({points} is a non-dealer's tsumo)</source>
      <translation>ロンの点数は1つです（例: 7700）。{points} は子のツモの点数です</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/announce.py" line="150" />
      <source>this is a ron: give one figure, e.g. 7700 ({points}オール is a dealer's tsumo)</source>
      <translation>ロンの点数は1つです（例: 7700）。{points}オールは親のツモの点数です</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/errors.py" line="35" />
      <source>three rons (三家和)</source>
      <translation>三家和</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/game.py" line="210" />
      <source>three rons abort the hand: record an abortive draw (sanchahou)</source>
      <translation>三家和は途中流局です。途中流局（三家和）として記録してください</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/record.py" line="185" />
      <source>unknown abortive draw {value}; expected one of {allowed}</source>
      <translation>不明な途中流局 {value}（{allowed} のいずれか）</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/record.py" line="146" />
      <source>unknown result {value}; expected one of {allowed}</source>
      <translation>不明な結果 {value}（{allowed} のいずれか）</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="372" />
      <source>unknown rule option {option}</source>
      <translation>不明なルール項目 {option}</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/presets.py" line="291" />
      <source>unknown rule preset {preset}; known: {known}</source>
      <translation>不明なルールプリセット {preset}（使用可能: {known}）</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/ruleset.py" line="324" />
      <source>unknown value {value}; allowed: {allowed}</source>
      <translation>不明な値 {value}（使用可能: {allowed}）</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/hand_value.py" line="99" />
      <source>ura dora count only for a riichi hand</source>
      <translation>裏ドラはリーチした和了だけにつきます</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/tenhou_json.py" line="216" />
      <source>{count} red fives: the app's rules hold 4 at most</source>
      <translation>赤ドラ{count}枚: このアプリのルールでは4枚までです</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/tiles.py" line="57" />
      <source>{digit}z at position {pos}: honours are 1z to 7z</source>
      <translation>{pos}文字目の {digit}z: 字牌は 1z〜7z です</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/errors.py" line="62" />
      <source>{field}: {reason}</source>
      <translation>{field}: {reason}</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/values.py" line="88" />
      <source>{fu} is not a possible fu (20, 25, 30, 40 … 110)</source>
      <translation>{fu}符はありません（20、25、30、40 … 110）</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/game.py" line="339" />
      <source>{kind} is not an abortive draw under these rules</source>
      <translation>このルールでは {kind} は途中流局になりません</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/tiles.py" line="90" />
      <source>{meld} is not a {kind}</source>
      <translation>{meld} は {kind} になっていません</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/tiles.py" line="80" />
      <source>{meld}: write a meld as chi:123m, pon:555z, kan:1111p or ankan:1111p</source>
      <translation>{meld}: 副露は chi:123m、pon:555z、kan:1111p、ankan:1111p の形で書いてください</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/announce.py" line="176" />
      <source>{points} is a dealer's ron, but the winner is not the dealer</source>
      <translation>{points} は親のロンの点数ですが、和了者は子です</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/announce.py" line="179" />
      <source>{points} is a dealer's ron, not a tsumo: is this a ron?</source>
      <translation>{points} は親のロンの点数で、ツモの点数ではありません。ロン和了ではありませんか？</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/announce.py" line="180" />
      <source>{points} is a dealer's tsumo (オール), not a ron: is this a tsumo?</source>
      <translation>{points} は親のツモ（オール）の点数で、ロンの点数ではありません。ツモ和了ではありませんか？</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/announce.py" line="177" />
      <source>{points} is a non-dealer's ron, but the winner is the dealer</source>
      <translation>{points} は子のロンの点数ですが、和了者は親です</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/announce.py" line="178" />
      <source>{points} is a ron, not a dealer's tsumo (オール): is this a ron?</source>
      <translation>{points} はロンの点数で、親のツモ（オール）の点数ではありません。ロン和了ではありませんか？</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/announce.py" line="128" />
      <source>{points} is not a possible {what}</source>
      <translation>{points} は{what}の点数としてありえません</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/game.py" line="302" />
      <source>{seat} declared riichi but is not tenpai: a noten riichi is a chombo; record the chombo instead</source>
      <translation>{seat}はリーチしていますがノーテンです。ノーテンリーチはチョンボです。チョンボとして記録してください</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/hand_value.py" line="122" />
      <source>{tile} is used more than four times</source>
      <translation>{tile} が5枚以上あります</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/tenhou_json.py" line="141" />
      <source>{where}: not a list of {count} numbers</source>
      <translation>{where}: {count}個の数値の一覧ではありません</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/tenhou_json.py" line="133" />
      <source>{where}: {problem}</source>
      <translation>{where}: {problem}</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/tenhou_json.py" line="134" />
      <source>{where}: {value} is not a whole number from {low} to {high}</source>
      <translation>{where}: {value} は {low} から {high} までの整数ではありません</translation>
    </message>
  </context>
  <context>
    <name>rules.field</name>
    <message>
      <location filename="tournament_app/rules/errors.py" line="17" />
      <source>fu</source>
      <translation>符</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/errors.py" line="17" />
      <source>han</source>
      <translation>翻</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/errors.py" line="16" />
      <source>hand</source>
      <translation>局</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/errors.py" line="18" />
      <source>kind</source>
      <translation>途中流局の種類</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/errors.py" line="16" />
      <source>loser</source>
      <translation>放銃者</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/errors.py" line="18" />
      <source>nagashi</source>
      <translation>流し満貫</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/errors.py" line="19" />
      <source>pao</source>
      <translation>包</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/errors.py" line="19" />
      <source>player</source>
      <translation>チョンボ者</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/errors.py" line="19" />
      <source>players</source>
      <translation>選手</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/errors.py" line="20" />
      <source>points</source>
      <translation>点数</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/errors.py" line="16" />
      <source>result</source>
      <translation>結果</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/errors.py" line="18" />
      <source>riichi</source>
      <translation>リーチ</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/errors.py" line="18" />
      <source>tenpai</source>
      <translation>テンパイ者</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/errors.py" line="19" />
      <source>value</source>
      <translation>点数</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/errors.py" line="16" />
      <source>winner</source>
      <translation>和了者</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/errors.py" line="17" />
      <source>wins</source>
      <translation>和了者</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/errors.py" line="17" />
      <source>yakuman</source>
      <translation>役満</translation>
    </message>
  </context>
  <context>
    <name>rules.record_field</name>
    <message>
      <location filename="tournament_app/rules/errors.py" line="24" />
      <source>hands</source>
      <translation>局の一覧</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/errors.py" line="23" />
      <source>players</source>
      <translation>選手</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/errors.py" line="23" />
      <source>record</source>
      <translation>記録</translation>
    </message>
    <message>
      <location filename="tournament_app/rules/errors.py" line="23" />
      <source>rules</source>
      <translation>ルール</translation>
    </message>
  </context>
  <context>
    <name>services</name>
    <message numerus="yes">
      <location filename="tournament_app/services/people.py" line="114" />
      <source>%n people are named {name}: give the number the people list shows (#{number})</source>
      <translation>
        <numerusform>{name} という人物が %n 人います: 人物一覧の番号（#{number}）で指定してください</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/services/rounds.py" line="102" />
      <source>%n players cannot be seated at tables of four and five: register {add} more</source>
      <translation>
        <numerusform>%n名は4人卓と5人卓に配席できません。あと{add}名登録してください</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/services/rounds.py" line="104" />
      <source>%n players cannot be seated at tables of four and five: register {add} more or withdraw {remove}</source>
      <translation>
        <numerusform>%n名は4人卓と5人卓に配席できません。あと{add}名登録するか、{remove}名を棄権にしてください</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/services/rounds.py" line="75" />
      <source>%n players cannot be seated at tables of four: register {add} more (substitutes count) or withdraw {remove}</source>
      <translation>
        <numerusform>%n名では4人卓に配席できません。あと{add}名登録する（補欠を含む）か、{remove}名を棄権にしてください</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/services/event_format.py" line="135" />
      <source>%n players cannot sit at tables of four</source>
      <translation>
        <numerusform>%n名では4人卓を組めません</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/services/tournaments.py" line="139" />
      <source>%n rounds are already seated: plan at least that many</source>
      <translation>
        <numerusform>既に%n回戦分を配席済みです。予定回戦数はそれ以上にしてください</numerusform>
      </translation>
    </message>
    <message>
      <location filename="tournament_app/services/seasons.py" line="176" />
      <source>a day has 1 to {most} hanchan per table</source>
      <translation>1節の半荘数は1〜{most}です</translation>
    </message>
    <message>
      <location filename="tournament_app/services/season_demo.py" line="59" />
      <source>a demo division has 4 to {most} players, not 6, 7 or 11 (tables of four and five)</source>
      <translation>デモのリーグは4〜{most}名です（4人卓と5人卓のため6名・7名・11名は不可）</translation>
    </message>
    <message>
      <location filename="tournament_app/services/demo.py" line="64" />
      <source>a demo has at most {players} players and {rounds} rounds</source>
      <translation>デモ大会は選手 {players}名、{rounds}回戦までです</translation>
    </message>
    <message>
      <location filename="tournament_app/services/season_demo.py" line="52" />
      <source>a demo season has 1 to {most} divisions</source>
      <translation>デモのシーズンのリーグ数は1〜{most}です</translation>
    </message>
    <message>
      <location filename="tournament_app/services/seasons.py" line="174" />
      <source>a division meets on 1 to {most} days</source>
      <translation>リーグの節数は1〜{most}です</translation>
    </message>
    <message>
      <location filename="tournament_app/services/seasons.py" line="166" />
      <source>a division needs a name of at most {most} characters</source>
      <translation>リーグ名は{most}文字以内で指定してください</translation>
    </message>
    <message>
      <location filename="tournament_app/services/seasons.py" line="162" />
      <source>a division's name</source>
      <translation>リーグ名</translation>
    </message>
    <message>
      <location filename="tournament_app/services/event_format.py" line="213" />
      <source>a fixed result is between -1000.0 and 1000.0 points</source>
      <translation>固定成績は -1000.0〜1000.0 ポイントです</translation>
    </message>
    <message>
      <location filename="tournament_app/services/rounds.py" line="544" />
      <source>a game has started: swap seats at the desk instead</source>
      <translation>対局が始まっています。席の入れ替えは点数記録画面で行ってください</translation>
    </message>
    <message>
      <location filename="tournament_app/services/season_fives.py" line="172" />
      <source>a game of table {table} has started: who sits out can no longer change</source>
      <translation>{table}卓の対局が始まっています。抜け番はもう変更できません</translation>
    </message>
    <message>
      <location filename="tournament_app/services/event_format.py" line="121" />
      <source>a new stage starts after round {round}, where the last stage starts</source>
      <translation>新しいステージは、最後のステージが始まる{round}回戦より後から始めてください</translation>
    </message>
    <message>
      <location filename="tournament_app/services/penalties.py" line="59" />
      <source>a penalty is at most {points} points</source>
      <translation>ペナルティは{points}ポイントまでです</translation>
    </message>
    <message>
      <location filename="tournament_app/services/penalties.py" line="57" />
      <source>a penalty of 0.0 points changes nothing</source>
      <translation>0.0ポイントのペナルティでは何も変わりません</translation>
    </message>
    <message>
      <location filename="tournament_app/services/people.py" line="232" />
      <source>a person cannot be merged with itself</source>
      <translation>同じ人物どうしは統合できません</translation>
    </message>
    <message>
      <location filename="tournament_app/services/event_format.py" line="193" />
      <source>a player can be in one team only</source>
      <translation>1人の選手は1つのチームにしか入れません</translation>
    </message>
    <message>
      <location filename="tournament_app/services/rounds.py" line="452" />
      <source>a player is seated twice</source>
      <translation>同じ選手が2回配席されています</translation>
    </message>
    <message>
      <location filename="tournament_app/services/players.py" line="117" />
      <source>a player named {name} is already registered</source>
      <translation>{name} という選手は既に登録されています</translation>
    </message>
    <message>
      <location filename="tournament_app/services/players.py" line="72" />
      <source>a player named {name} is already registered; add a distinguishing mark (e.g. the affiliation) to the name</source>
      <translation>{name} という選手は既に登録されています。名前に区別できる印（所属など）を付けてください</translation>
    </message>
    <message>
      <location filename="tournament_app/services/people_proposals.py" line="29" />
      <source>a player of this proposal was linked at another desk meanwhile: nothing was stored; look again</source>
      <translation>この候補の選手が別の端末で紐付けられました: 何も保存していません。もう一度確認してください</translation>
    </message>
    <message>
      <location filename="tournament_app/services/season_members.py" line="38" />
      <source>a player withdraws or is absent: {kind} is neither</source>
      <translation>選手は棄権か休場のどちらかです: {kind} はどちらでもありません</translation>
    </message>
    <message>
      <location filename="tournament_app/services/seasons.py" line="164" />
      <source>a season has 1 to {most} divisions</source>
      <translation>シーズンのリーグ数は1〜{most}です</translation>
    </message>
    <message>
      <location filename="tournament_app/services/seasons.py" line="229" />
      <source>a season named {name} already exists</source>
      <translation>{name} という名前のシーズンは既にあります</translation>
    </message>
    <message>
      <location filename="tournament_app/services/seasons.py" line="157" />
      <source>a season needs a name of at most {most} characters</source>
      <translation>シーズン名は{most}文字以内で指定してください</translation>
    </message>
    <message>
      <location filename="tournament_app/services/season_final.py" line="45" />
      <source>a seeded player's name</source>
      <translation>シード選手の名前</translation>
    </message>
    <message>
      <location filename="tournament_app/services/season_final.py" line="44" />
      <source>a stage needs a name of at most 60 characters</source>
      <translation>ステージには60文字以内の名前が必要です</translation>
    </message>
    <message>
      <location filename="tournament_app/services/rounds.py" line="311" />
      <source>a stage seated by rank is seated one round at a time</source>
      <translation>成績順に配席するステージは1回戦ずつ配席します</translation>
    </message>
    <message>
      <location filename="tournament_app/services/event_format.py" line="131" />
      <source>a stage takes either the top N or a list of players, not both</source>
      <translation>ステージの出場者は上位N名か選手の一覧のどちらかで指定してください</translation>
    </message>
    <message>
      <location filename="tournament_app/services/clock.py" line="157" />
      <source>a table's extra time is between 0 and {most} minutes</source>
      <translation>卓の延長時間は0〜{most}分です</translation>
    </message>
    <message>
      <location filename="tournament_app/services/event_format.py" line="177" />
      <source>a team named {name} already exists</source>
      <translation>{name} という名前のチームは既にあります</translation>
    </message>
    <message>
      <location filename="tournament_app/services/event_format.py" line="190" />
      <source>a team needs members</source>
      <translation>チームにはメンバーが必要です</translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/services/season_final.py" line="148" />
      <source>a tie at the final's line: {names} share the %n places left; choose %n of them, not {count}</source>
      <translation>
        <numerusform>決定戦進出ライン上で同点です: {names} が残り%n枠で並んでいます。{count}名ではなく%n名を選んでください</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/services/season_final.py" line="138" />
      <source>a tie at the final's line: {names} share the %n places left; set a tie-break or choose %n of them</source>
      <translation>
        <numerusform>決定戦進出ライン上で同点です: {names} が残り%n枠で並んでいます。同点時の順位決定方法を設定するか、このうち%n名を選んでください</numerusform>
      </translation>
    </message>
    <message>
      <location filename="tournament_app/services/event_format.py" line="75" />
      <source>a tie-break is listed twice</source>
      <translation>同じ決め方が2回指定されています</translation>
    </message>
    <message>
      <location filename="tournament_app/services/season_final.py" line="48" />
      <source>a title final has at most {most} seeded players</source>
      <translation>決定戦のシード選手は最大{most}名です</translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/services/season_final.py" line="53" />
      <source>a title final needs four players at least: the top {top} and %n seeded are fewer</source>
      <translation>
        <numerusform>決定戦には4名以上が必要です: 上位{top}名とシード%n名では足りません</numerusform>
      </translation>
    </message>
    <message>
      <location filename="tournament_app/services/tournaments.py" line="58" />
      <source>a tournament named {name} already exists</source>
      <translation>{name} という大会は既にあります</translation>
    </message>
    <message>
      <location filename="tournament_app/services/event_format.py" line="68" />
      <source>an empty tie-break between commas</source>
      <translation>カンマの間に空の決め方があります</translation>
    </message>
    <message>
      <location filename="tournament_app/services/rounds.py" line="541" />
      <source>both players must be seated in round {round}</source>
      <translation>2人とも {round}回戦に配席されている必要があります</translation>
    </message>
    <message>
      <location filename="tournament_app/services/event_format.py" line="155" />
      <source>carry-over is full, half, none or a factor between 0 and 1</source>
      <translation>持ち越しは full、half、none、または0〜1の係数です</translation>
    </message>
    <message>
      <location filename="tournament_app/services/games.py" line="375" />
      <source>chombo: seat {seat} is not a seat</source>
      <translation>チョンボ: 席 {seat} はありません</translation>
    </message>
    <message>
      <location filename="tournament_app/export/outputs.py" line="179" />
      <source>choose at least one award to print</source>
      <translation>印刷する賞を1つ以上選んでください</translation>
    </message>
    <message>
      <location filename="tournament_app/services/games.py" line="288" />
      <source>choose two different seats (0 to 3)</source>
      <translation>異なる2つの席を選んでください</translation>
    </message>
    <message>
      <location filename="tournament_app/names.py" line="24" />
      <source>contains a character that changes the direction of text (such as U+202E)</source>
      <translation>文字の向きを変える文字（U+202E など）が含まれています</translation>
    </message>
    <message>
      <location filename="tournament_app/names.py" line="22" />
      <source>contains a control character (such as NUL)</source>
      <translation>制御文字（NUL など）が含まれています</translation>
    </message>
    <message>
      <location filename="tournament_app/names.py" line="23" />
      <source>contains a line break</source>
      <translation>改行が含まれています</translation>
    </message>
    <message>
      <location filename="tournament_app/names.py" line="21" />
      <source>contains bytes that are not UTF-8 text</source>
      <translation>UTF-8 の文字でないバイトが含まれています</translation>
    </message>
    <message>
      <location filename="tournament_app/services/season_fives.py" line="197" />
      <source>day 1 has no league table before it to order who sits out by points</source>
      <translation>第1節の前には成績表がないため、成績順の抜け番は決められません</translation>
    </message>
    <message>
      <location filename="tournament_app/services/season_days.py" line="162" />
      <source>day 1 of division {division} is not seated: {problem}</source>
      <translation>{division}リーグの第1節は配席しませんでした: {problem}</translation>
    </message>
    <message>
      <location filename="tournament_app/services/season_checks.py" line="76" />
      <source>day 1 on {date} is before the season starts, on {start}</source>
      <translation>第1節（{date}）がシーズン開始日（{start}）より前です</translation>
    </message>
    <message>
      <location filename="tournament_app/services/season_members.py" line="114" />
      <source>day {day} has hanchan 1 to {last}, not {hanchan}</source>
      <translation>第{day}節の半荘は1〜{last}です（{hanchan}はありません）</translation>
    </message>
    <message>
      <location filename="tournament_app/services/seasons.py" line="280" />
      <source>day {day} is already seated: the drop line after it is too late</source>
      <translation>第{day}節は既に配席済みです: その前の敗退ラインは設定できません</translation>
    </message>
    <message>
      <location filename="tournament_app/services/season_days.py" line="173" />
      <source>day {day} of division {division} has not been seated yet</source>
      <translation>{division}リーグの第{day}節はまだ配席されていません</translation>
    </message>
    <message>
      <location filename="tournament_app/services/season_members.py" line="109" />
      <source>day {day} of division {division} has not been seated yet: a substitute completes its tables when it is</source>
      <translation>{division}リーグの第{day}節はまだ配席されていません: 配席のときに代走者が卓を埋めます</translation>
    </message>
    <message>
      <location filename="tournament_app/services/season_days.py" line="81" />
      <source>day {day} of division {division} has unfinished games: finish them before seating the next day</source>
      <translation>{division}リーグの第{day}節に終了していない対局があります: 次の節の配席の前に終了してください</translation>
    </message>
    <message>
      <location filename="tournament_app/services/season_members.py" line="68" />
      <source>day {day} of division {division} is seated without {name}: the withdrawal stands</source>
      <translation>{division}リーグの第{day}節は{name}抜きで配席済みです: 棄権・休場は取り消せません</translation>
    </message>
    <message>
      <location filename="tournament_app/services/season_members.py" line="47" />
      <source>day {day} of division {division} is seated: a withdrawal or absence starts at a day not seated yet</source>
      <translation>{division}リーグの第{day}節は配席済みです: 棄権・休場はまだ配席されていない節から指定してください</translation>
    </message>
    <message>
      <location filename="tournament_app/services/seasons.py" line="342" />
      <source>day {day} of division {division} is seated: its hanchan are fixed</source>
      <translation>{division}リーグの第{day}節は配席済みのため、半荘数は変更できません</translation>
    </message>
    <message>
      <location filename="tournament_app/services/season_checks.py" line="71" />
      <source>day {day} on {date} does not come after day {before} on {earlier}: the days' dates run forward, one day on each date</source>
      <translation>第{day}節（{date}）が第{before}節（{earlier}）より後になりません: 節の日付は1日1節で、順に後の日付にしてください</translation>
    </message>
    <message>
      <location filename="tournament_app/services/season_checks.py" line="81" />
      <source>day {n}</source>
      <translation>第{n}節</translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/services/season_checks.py" line="27" />
      <source>division {division} has %n players: the top {count} cannot play the title final</source>
      <translation>
        <numerusform>{division}リーグは%n名です: 上位{count}名で決定戦は行えません</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/services/season_checks.py" line="38" />
      <source>division {division} has %n players: the top {up} promoted and the bottom {down} relegated would overlap (at most {most} in all)</source>
      <translation>
        <numerusform>{division}リーグは%n名です: 上位{up}名昇級と下位{down}名降級が重なります（合わせて{most}名まで）</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/services/season_checks.py" line="36" />
      <source>division {division} has %n players: the top {up} to the title final and the bottom {down} relegated would overlap (at most {most} in all)</source>
      <translation>
        <numerusform>{division}リーグは%n名です: 上位{up}名決定戦進出と下位{down}名降級が重なります（合わせて{most}名まで）</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/services/season_checks.py" line="29" />
      <source>division {division} has %n players: {count} cannot be promoted</source>
      <translation>
        <numerusform>{division}リーグは%n名です: {count}名は昇級できません</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/services/season_checks.py" line="32" />
      <source>division {division} has %n players: {count} cannot be relegated</source>
      <translation>
        <numerusform>{division}リーグは%n名です: {count}名は降級できません</numerusform>
      </translation>
    </message>
    <message>
      <location filename="tournament_app/services/season_next.py" line="52" />
      <source>division {division} has not finished day {day}: the next season is filled from a finished one</source>
      <translation>{division}リーグの第{day}節が終わっていません: 次のシーズンは終了したシーズンから編成します</translation>
    </message>
    <message>
      <location filename="tournament_app/services/season_days.py" line="95" />
      <source>division {division} has rounds seated outside the season's days: delete them in its Rounds tab</source>
      <translation>{division}リーグに、節によらず配席された回戦があります:「回戦・卓」タブで削除してください</translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/services/seasons.py" line="304" />
      <source>division {division} has seated %n days: it cannot meet on fewer</source>
      <translation>
        <numerusform>{division}リーグは%n節を配席済みです: それより少ない節数にはできません</numerusform>
      </translation>
    </message>
    <message>
      <location filename="tournament_app/services/season_days.py" line="76" />
      <source>every day of division {division} is seated</source>
      <translation>{division}リーグの全節が配席済みです</translation>
    </message>
    <message>
      <location filename="tournament_app/services/rounds.py" line="450" />
      <source>every table needs exactly four players</source>
      <translation>各卓にはちょうど4人が必要です</translation>
    </message>
    <message>
      <location filename="tournament_app/services/season_checks.py" line="81" />
      <source>final day {n}</source>
      <translation>決定戦 第{n}節</translation>
    </message>
    <message>
      <location filename="tournament_app/services/event_format.py" line="137" />
      <source>final seats are random or by rank</source>
      <translation>決勝卓の座席は random か rank です</translation>
    </message>
    <message>
      <location filename="tournament_app/services/season_points.py" line="54" />
      <source>give at most {places} places' points, each from 1 to {most}</source>
      <translation>点を与える順位は最大{places}つ、各点は1〜{most}です</translation>
    </message>
    <message>
      <location filename="tournament_app/services/games.py" line="366" />
      <source>give four whole-number scores</source>
      <translation>持ち点を整数で4つ入力してください</translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/services/season_demo.py" line="55" />
      <source>give one player count for every division, or one for each of the %n divisions</source>
      <translation>
        <numerusform>選手数は全リーグ共通で1つ、または%n個のリーグそれぞれに1つずつ指定してください</numerusform>
      </translation>
    </message>
    <message>
      <location filename="tournament_app/services/penalties.py" line="55" />
      <source>give the reason for the penalty</source>
      <translation>ペナルティの理由を入力してください</translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/services/games.py" line="162" />
      <source>hand {number} cannot follow: the game has %n hands</source>
      <translation>
        <numerusform>No.{number} は続けて記録できません（この対局は No.%n まで記録済み）</numerusform>
      </translation>
    </message>
    <message>
      <location filename="tournament_app/services/games.py" line="160" />
      <source>hand {number} is already recorded at this table (entered twice, or from another desk): reload the game</source>
      <translation>No.{number} はこの卓で既に記録されています（二重入力、または別の端末から入力）。対局を読み込み直してください</translation>
    </message>
    <message>
      <location filename="tournament_app/services/games.py" line="242" />
      <source>hand {number} is no longer the last hand (the game has {count}): nothing was undone</source>
      <translation>No.{number} はもう最後の局ではありません（現在 {count} 局）。何も取り消していません</translation>
    </message>
    <message>
      <location filename="tournament_app/services/games.py" line="230" />
      <source>hand {number} is not the hand you were shown any more (it, or a hand before it, was changed meanwhile): nothing was changed</source>
      <translation>No.{number} は表示されていた局ではなくなりました（その間にこの局か、それより前の局が変更されました）。何も変更していません</translation>
    </message>
    <message>
      <location filename="tournament_app/services/check.py" line="52" />
      <source>hand {number}: the stored scores differ from the record</source>
      <translation>No.{number}: 保存されている持ち点が記録と一致しません</translation>
    </message>
    <message>
      <location filename="tournament_app/services/season_standings.py" line="117" />
      <source>no division has seated day {day} yet</source>
      <translation>第{day}節を配席したリーグはまだありません</translation>
    </message>
    <message>
      <location filename="tournament_app/services/aliases.py" line="103" />
      <source>no player has the online name {name}</source>
      <translation>オンライン名 {name} の選手はいません</translation>
    </message>
    <message>
      <location filename="tournament_app/services/people.py" line="253" />
      <source>no player named {name} in this tournament</source>
      <translation>この大会に {name} という選手はいません</translation>
    </message>
    <message>
      <location filename="tournament_app/export/outputs.py" line="38" />
      <source>no round from {first} to {last} has been seated</source>
      <translation>{first}〜{last}回戦はまだ配席されていません</translation>
    </message>
    <message>
      <location filename="tournament_app/services/rounds.py" line="568" />
      <source>no round has been seated yet</source>
      <translation>まだどの回戦も配席されていません</translation>
    </message>
    <message>
      <location filename="tournament_app/export/tablecards.py" line="62" />
      <source>no round has been seated yet: seat a round first</source>
      <translation>まだ配席された回戦がありません。先に配席してください</translation>
    </message>
    <message>
      <location filename="tournament_app/services/seasons.py" line="66" />
      <source>no season named {name}</source>
      <translation>{name} という名前のシーズンはありません</translation>
    </message>
    <message>
      <location filename="tournament_app/services/season_final.py" line="132" />
      <source>no tie at the final's line: the top {count} play it ({names}); there is nobody to choose</source>
      <translation>決定戦進出ライン上に同点はありません: 上位{count}名（{names}）が出場し、選ぶ選手はいません</translation>
    </message>
    <message>
      <location filename="tournament_app/services/tournaments.py" line="73" />
      <source>no tournament named {name}</source>
      <translation>{name} という大会はありません</translation>
    </message>
    <message>
      <location filename="tournament_app/services/seasons.py" line="265" />
      <source>nobody goes up from the top division: its best play the title final (season final)</source>
      <translation>最上位リーグからの昇級はありません: 上位者は決定戦に進みます（season final）</translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/services/players.py" line="182" />
      <source>nothing was imported: the file has %n problems; the first: {first}</source>
      <translation>
        <numerusform>何も取り込んでいません: ファイルに%n件の問題があります。最初の問題: {first}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/services/aliases.py" line="148" />
      <source>nothing was imported: the list has %n problems; the first: {first}</source>
      <translation>
        <numerusform>何も取り込んでいません: 一覧に%n件の問題があります。最初の問題: {first}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/services/round_import.py" line="106" />
      <source>nothing was imported: the round's logs have %n problems; the first: {first}</source>
      <translation>
        <numerusform>何も取り込んでいません: 回戦の牌譜に%n件の問題があります。最初の問題: {first}</numerusform>
      </translation>
    </message>
    <message>
      <location filename="tournament_app/services/table_links.py" line="149" />
      <source>phones may be set to {modes}, not {mode}</source>
      <translation>スマホの設定は {modes} のいずれかです（{mode} は指定できません）</translation>
    </message>
    <message>
      <location filename="tournament_app/services/season_points.py" line="62" />
      <source>points count over 1 to {most} seasons</source>
      <translation>点を通算するシーズン数は1〜{most}です</translation>
    </message>
    <message>
      <location filename="tournament_app/services/season_points.py" line="57" />
      <source>points for places and the points that decide go together</source>
      <translation>順位ごとの点と、昇級・降級が決まる点数は一緒に指定してください</translation>
    </message>
    <message>
      <location filename="tournament_app/services/seasons.py" line="181" />
      <source>promotion and relegation counts are between 0 and 200</source>
      <translation>昇級・降級の人数は0〜200です</translation>
    </message>
    <message>
      <location filename="tournament_app/services/games.py" line="384" />
      <source>riichi deposits come in {deposit}s; {left} cannot be left on the table</source>
      <translation>供託（リーチ棒）は {deposit}点単位です。{left}点が卓に残ることはありません</translation>
    </message>
    <message>
      <location filename="tournament_app/services/rounds.py" line="573" />
      <source>round {round} has games under way or finished; it cannot be deleted</source>
      <translation>{round}回戦には対局中または終了した対局があるため、削除できません</translation>
    </message>
    <message>
      <location filename="tournament_app/services/clock.py" line="154" />
      <source>round {round} has no table {table}</source>
      <translation>{round}回戦に{table}卓はありません</translation>
    </message>
    <message>
      <location filename="tournament_app/services/round_import.py" line="161" />
      <source>round {round} has no tables</source>
      <translation>{round}回戦に卓がありません</translation>
    </message>
    <message>
      <location filename="tournament_app/services/clock.py" line="75" />
      <source>round {round} has not been seated</source>
      <translation>{round}回戦はまだ配席されていません</translation>
    </message>
    <message>
      <location filename="tournament_app/services/event_format.py" line="127" />
      <source>round {round} is already seated: a new stage starts after the last seated round</source>
      <translation>{round}回戦は既に配席済みです。新しいステージは配席済みの最後の回戦より後から始めてください</translation>
    </message>
    <message>
      <location filename="tournament_app/services/rounds.py" line="307" />
      <source>round {round} starts {stage}, whose players come from the results before it: seat up to round {last} now</source>
      <translation>{round}回戦から{stage}が始まり、出場者はそれまでの結果で決まります。今は{last}回戦まで配席してください</translation>
    </message>
    <message>
      <location filename="tournament_app/services/check.py" line="31" />
      <source>round {round}, table {table}: {problem}</source>
      <translation>{round}回戦 {table}卓: {problem}</translation>
    </message>
    <message>
      <location filename="tournament_app/services/aliases.py" line="166" />
      <source>row {row}: {problem}</source>
      <translation>{row}行目: {problem}</translation>
    </message>
    <message>
      <location filename="tournament_app/services/rounds.py" line="329" />
      <source>seat between 1 and {most} rounds at once</source>
      <translation>一度に配席できるのは1〜{most}回戦です</translation>
    </message>
    <message>
      <location filename="tournament_app/services/event_format.py" line="94" />
      <source>standings can be hidden from round 1 on</source>
      <translation>成績の非公開は1回戦以降から指定できます</translation>
    </message>
    <message>
      <location filename="tournament_app/services/event_format.py" line="211" />
      <source>substitutes count as_played or fixed</source>
      <translation>補欠の扱いは as_played か fixed です</translation>
    </message>
    <message>
      <location filename="tournament_app/services/season_fives.py" line="200" />
      <source>table {table} of day {day} is not a table of five</source>
      <translation>{day}の{table}卓は5人卓ではありません</translation>
    </message>
    <message>
      <location filename="tournament_app/services/round_import.py" line="213" />
      <source>table {table} of round {round} has no log</source>
      <translation>{round}回戦 {table}卓の牌譜がありません</translation>
    </message>
    <message>
      <location filename="tournament_app/services/season_days.py" line="188" />
      <source>tables given by hand are for one division</source>
      <translation>手動の配席は1つのリーグにだけ指定できます</translation>
    </message>
    <message>
      <location filename="tournament_app/services/game_protocol.py" line="62" />
      <source>that game no longer exists</source>
      <translation>その対局はもう存在しません</translation>
    </message>
    <message>
      <location filename="tournament_app/services/penalties.py" line="81" />
      <source>that penalty no longer exists</source>
      <translation>そのペナルティはもう存在しません</translation>
    </message>
    <message>
      <location filename="tournament_app/services/charts.py" line="172" />
      <source>that player is not in the standings of this tournament</source>
      <translation>その選手はこの大会の成績に含まれていません</translation>
    </message>
    <message>
      <location filename="tournament_app/services/penalties.py" line="63" />
      <source>that player is not registered in this tournament</source>
      <translation>その選手はこの大会に登録されていません</translation>
    </message>
    <message>
      <location filename="tournament_app/services/aliases.py" line="117" />
      <source>that player no longer exists</source>
      <translation>その選手はもう存在しません</translation>
    </message>
    <message>
      <location filename="tournament_app/services/seasons.py" line="189" />
      <source>that season no longer exists</source>
      <translation>そのシーズンはもうありません</translation>
    </message>
    <message>
      <location filename="tournament_app/services/aliases.py" line="81" />
      <source>that tournament no longer exists</source>
      <translation>その大会はもう存在しません</translation>
    </message>
    <message>
      <location filename="tournament_app/services/players.py" line="28" />
      <source>the EMA details</source>
      <translation>EMA の情報</translation>
    </message>
    <message>
      <location filename="tournament_app/services/players.py" line="31" />
      <source>the affiliation</source>
      <translation>所属</translation>
    </message>
    <message>
      <location filename="tournament_app/services/clock.py" line="118" />
      <source>the clock of round {round} has not been started</source>
      <translation>{round}回戦の時計はまだ開始していません</translation>
    </message>
    <message>
      <location filename="tournament_app/services/seasons.py" line="70" />
      <source>the database holds no league season yet: create one with season new</source>
      <translation>データベースにシーズンがまだありません: season new で作成してください</translation>
    </message>
    <message>
      <location filename="tournament_app/services/tournaments.py" line="77" />
      <source>the database holds no tournament yet: create one, or make a demo with the demo command</source>
      <translation>データベースに大会がまだありません。大会を作成するか、demo コマンドでデモ大会を作成してください</translation>
    </message>
    <message>
      <location filename="tournament_app/services/seasons.py" line="72" />
      <source>the database holds several seasons; name one: {names}</source>
      <translation>データベースに複数のシーズンがあります。シーズン名を指定してください: {names}</translation>
    </message>
    <message>
      <location filename="tournament_app/services/tournaments.py" line="80" />
      <source>the database holds several tournaments; name one with --tournament: {names}</source>
      <translation>データベースに複数の大会があります。--tournament で指定してください: {names}</translation>
    </message>
    <message>
      <location filename="tournament_app/services/base.py" line="98" />
      <source>the database is busy (another program is writing to it): nothing was stored; try again</source>
      <translation>データベースは使用中です（別のプログラムが書き込んでいます）。何も記録していません。もう一度試してください</translation>
    </message>
    <message>
      <location filename="tournament_app/services/demo.py" line="60" />
      <source>the demo needs a multiple of four players, at least 4</source>
      <translation>デモ大会の人数は4以上の4の倍数にしてください</translation>
    </message>
    <message>
      <location filename="tournament_app/services/seasons.py" line="278" />
      <source>the drop line comes after a day from 1 to {last}</source>
      <translation>敗退ラインは第1〜{last}節の終了時に設定します</translation>
    </message>
    <message>
      <location filename="tournament_app/services/seasons.py" line="309" />
      <source>the drop line comes after day {day}: the division needs more days than that</source>
      <translation>敗退ラインは第{day}節の後です: リーグの節数はそれより多くしてください</translation>
    </message>
    <message>
      <location filename="tournament_app/services/season_final.py" line="42" />
      <source>the final's name</source>
      <translation>決定戦の名前</translation>
    </message>
    <message>
      <location filename="tournament_app/services/season_days.py" line="87" />
      <source>the finalists are chosen when the title final's first day is seated; the next day of division {division} is {day}</source>
      <translation>決定戦の出場者は決定戦の第1節を配席するときに選びます。{division}リーグの次の節は{day}です</translation>
    </message>
    <message>
      <location filename="tournament_app/services/games.py" line="134" />
      <source>the game at table {table} is finished: reopen it to change it</source>
      <translation>{table}卓の対局は終了しています。変更するには対局終了を取り消してください</translation>
    </message>
    <message>
      <location filename="tournament_app/services/check.py" line="36" />
      <source>the game has no rule set</source>
      <translation>対局にルールが設定されていません</translation>
    </message>
    <message>
      <location filename="tournament_app/services/games.py" line="327" />
      <source>the game is already finished</source>
      <translation>対局は既に終了しています</translation>
    </message>
    <message>
      <location filename="tournament_app/services/games.py" line="379" />
      <source>the game is already finished: reopen it to change it</source>
      <translation>対局は既に終了しています。変更するには対局終了を取り消してください</translation>
    </message>
    <message>
      <location filename="tournament_app/services/check.py" line="58" />
      <source>the game is finished but has no settlement</source>
      <translation>対局は終了していますが、精算がありません</translation>
    </message>
    <message>
      <location filename="tournament_app/services/games.py" line="349" />
      <source>the game is not finished</source>
      <translation>対局は終了していません</translation>
    </message>
    <message>
      <location filename="tournament_app/services/games.py" line="332" />
      <source>the game is not over under the rules yet; finish it anyway only if play was stopped</source>
      <translation>ルール上はまだ終局していません。対局を打ち切った場合のみ終了してください</translation>
    </message>
    <message>
      <location filename="tournament_app/services/check.py" line="40" />
      <source>the hands are not numbered 1, 2, 3 …</source>
      <translation>局番号が1, 2, 3 … の連番になっていません</translation>
    </message>
    <message>
      <location filename="tournament_app/services/season_days.py" line="84" />
      <source>the league of division {division} is not over: the title final starts after it</source>
      <translation>{division}リーグのリーグ戦が終わっていません: 決定戦はその後に始まります</translation>
    </message>
    <message>
      <location filename="tournament_app/services/log_import.py" line="29" />
      <source>the log holds {count} games: say which one (1–{count})</source>
      <translation>牌譜に{count}対局あります。どの対局か指定してください（1–{count}）</translation>
    </message>
    <message>
      <location filename="tournament_app/services/log_import.py" line="33" />
      <source>the log holds {count} games: there is no game {game}</source>
      <translation>牌譜に{count}対局あります。{game}番目の対局はありません</translation>
    </message>
    <message>
      <location filename="tournament_app/services/players.py" line="31" />
      <source>the member number</source>
      <translation>会員番号</translation>
    </message>
    <message>
      <location filename="tournament_app/services/seasons.py" line="366" />
      <source>the minus mark: give one of {marks}</source>
      <translation>マイナスの記号: {marks} のいずれかを指定してください</translation>
    </message>
    <message>
      <location filename="tournament_app/services/players.py" line="30" />
      <source>the name</source>
      <translation>氏名</translation>
    </message>
    <message>
      <location filename="tournament_app/services/season_next.py" line="107" />
      <source>the next season cannot be filled: {problem}</source>
      <translation>次のシーズンを編成できません: {problem}</translation>
    </message>
    <message>
      <location filename="tournament_app/services/ema_preview.py" line="83" />
      <source>the number of days must be 1 or more, not {days}</source>
      <translation>日数は 1 以上にしてください（{days} は不可）</translation>
    </message>
    <message>
      <location filename="tournament_app/services/event_format.py" line="202" />
      <source>the number of members counted cannot be negative</source>
      <translation>集計するメンバーの人数に負の値は指定できません</translation>
    </message>
    <message>
      <location filename="tournament_app/services/demo.py" line="62" />
      <source>the number of rounds cannot be negative</source>
      <translation>回戦数に負の値は指定できません</translation>
    </message>
    <message>
      <location filename="tournament_app/services/aliases.py" line="29" />
      <source>the online name</source>
      <translation>オンライン名</translation>
    </message>
    <message>
      <location filename="tournament_app/services/aliases.py" line="31" />
      <source>the online name is empty</source>
      <translation>オンライン名が空です</translation>
    </message>
    <message>
      <location filename="tournament_app/services/aliases.py" line="65" />
      <source>the online name {name} names two players: {one} and {other}</source>
      <translation>オンライン名 {name} が2人の選手を指しています: {one} と {other}</translation>
    </message>
    <message>
      <location filename="tournament_app/services/season_fives.py" line="166" />
      <source>the order of sitting out names the five players of table {table}, each once</source>
      <translation>抜け番の順には{table}卓の5名を1回ずつ挙げてください</translation>
    </message>
    <message>
      <location filename="tournament_app/services/penalties.py" line="83" />
      <source>the penalty is already cancelled</source>
      <translation>このペナルティは既に取り消されています</translation>
    </message>
    <message>
      <location filename="tournament_app/services/tournaments.py" line="43" />
      <source>the planned number of rounds must be between 1 and {most} (or left open)</source>
      <translation>予定回戦数は1〜{most}で指定してください（未定でも構いません）</translation>
    </message>
    <message>
      <location filename="tournament_app/services/players.py" line="48" />
      <source>the player needs a name</source>
      <translation>選手の氏名を入力してください</translation>
    </message>
    <message>
      <location filename="tournament_app/export/outputs.py" line="161" />
      <source>the player reports cover every round played: leave out the rounds</source>
      <translation>個人成績表は対局済みの全回戦を対象にします。回戦の指定を外してください</translation>
    </message>
    <message>
      <location filename="tournament_app/services/games.py" line="372" />
      <source>the points left on the table must be a multiple of 100, 0 or more</source>
      <translation>供託は0以上の100の倍数にしてください</translation>
    </message>
    <message>
      <location filename="tournament_app/services/season_points.py" line="59" />
      <source>the points that decide are a whole number from 1 to {most}</source>
      <translation>昇級・降級が決まる点数は1〜{most}の整数です</translation>
    </message>
    <message>
      <location filename="tournament_app/services/players.py" line="30" />
      <source>the reading</source>
      <translation>よみがな</translation>
    </message>
    <message>
      <location filename="tournament_app/services/text.py" line="59" />
      <source>the reason</source>
      <translation>理由</translation>
    </message>
    <message>
      <location filename="tournament_app/services/clock.py" line="133" />
      <source>the round lasts between 1 and {most} minutes</source>
      <translation>対局時間は1〜{most}分です</translation>
    </message>
    <message>
      <location filename="tournament_app/services/round_import.py" line="36" />
      <source>the round or its logs changed since the preview: nothing was imported; look again</source>
      <translation>確認の後に回戦または牌譜が変わりました。何も取り込んでいません。もう一度確認してください</translation>
    </message>
    <message>
      <location filename="tournament_app/services/games.py" line="369" />
      <source>the score of seat {seat} ({score}) is not a multiple of 100</source>
      <translation>席 {seat} の持ち点（{score}）が100の倍数ではありません</translation>
    </message>
    <message>
      <location filename="tournament_app/services/check.py" line="64" />
      <source>the scores and points left add up to {sum}: {diff} over {total}</source>
      <translation>持ち点と供託の合計が {sum}点です（{total}点より {diff}点多い）</translation>
    </message>
    <message>
      <location filename="tournament_app/services/check.py" line="63" />
      <source>the scores and points left add up to {sum}: {diff} short of {total}</source>
      <translation>持ち点と供託の合計が {sum}点です（{total}点に {diff}点不足）</translation>
    </message>
    <message>
      <location filename="tournament_app/services/seasons.py" line="64" />
      <source>the season</source>
      <translation>シーズン名</translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/services/season_checks.py" line="67" />
      <source>the season has %n days: give one date for each ({count} given)</source>
      <translation>
        <numerusform>シーズンは%n節です: 各節に日付を1つずつ指定してください（指定は{count}個）</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/services/season_demo.py" line="68" />
      <source>the season has %n days: there is no day {day}</source>
      <translation>
        <numerusform>このシーズンは全%n節です。第{day}節はありません</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/services/season_demo.py" line="62" />
      <source>the season has %n days: {count} cannot be played</source>
      <translation>
        <numerusform>シーズンは%n節です: {count}節は対局できません</numerusform>
      </translation>
    </message>
    <message>
      <location filename="tournament_app/services/season_demo.py" line="66" />
      <source>the season has no division {division}</source>
      <translation>このシーズンにリーグ{division}はありません</translation>
    </message>
    <message>
      <location filename="tournament_app/services/seasons.py" line="207" />
      <source>the season has started: its divisions' players can no longer be moved, added or removed here (season withdraw, absent and substitute change a started season)</source>
      <translation>シーズンは開始済みです: ここではリーグの選手の移動・追加・削除はできません（開始後は season withdraw、absent、substitute で変更します）</translation>
    </message>
    <message>
      <location filename="tournament_app/services/seasons.py" line="56" />
      <source>the season was changed at another desk: reloaded</source>
      <translation>このシーズンは別の端末で変更されました: 読み込み直しました</translation>
    </message>
    <message>
      <location filename="tournament_app/services/season_rows.py" line="89" />
      <source>the season {season} has no division {division}; its divisions: {names}</source>
      <translation>シーズン {season} に{division}リーグはありません（リーグ: {names}）</translation>
    </message>
    <message>
      <location filename="tournament_app/services/seasons.py" line="155" />
      <source>the season's name</source>
      <translation>シーズン名</translation>
    </message>
    <message>
      <location filename="tournament_app/services/base.py" line="34" />
      <source>the seating was changed at another desk: reloaded</source>
      <translation>配席は別の端末で変更されました。最新の状態を読み込み直しました</translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/services/season_members.py" line="160" />
      <source>the seed order names every player of division {division}: %n left out</source>
      <translation>
        <numerusform>シード順には{division}リーグの全選手を指定してください: %n名が抜けています</numerusform>
      </translation>
    </message>
    <message>
      <location filename="tournament_app/services/text.py" line="20" />
      <source>the stage's name</source>
      <translation>ステージ名</translation>
    </message>
    <message>
      <location filename="tournament_app/services/players.py" line="32" />
      <source>the status</source>
      <translation>状態</translation>
    </message>
    <message>
      <location filename="tournament_app/services/check.py" line="75" />
      <source>the stored result differs from the settlement of its scores</source>
      <translation>保存されている結果が持ち点からの精算と一致しません</translation>
    </message>
    <message>
      <location filename="tournament_app/services/text.py" line="20" />
      <source>the team's name</source>
      <translation>チーム名</translation>
    </message>
    <message>
      <location filename="tournament_app/services/season_final.py" line="56" />
      <source>the title final has started: it can no longer be changed</source>
      <translation>決定戦は開始済みのため変更できません</translation>
    </message>
    <message>
      <location filename="tournament_app/services/seasons.py" line="307" />
      <source>the title final has started: the league's days are fixed</source>
      <translation>決定戦は開始済みです: リーグ戦の節数は変更できません</translation>
    </message>
    <message>
      <location filename="tournament_app/services/event_format.py" line="133" />
      <source>the top {top} cannot sit at tables of four</source>
      <translation>上位{top}名では4人卓を組めません</translation>
    </message>
    <message>
      <location filename="tournament_app/services/tournaments.py" line="37" />
      <source>the tournament ends ({end}) before it starts ({start})</source>
      <translation>大会の終了日（{end}）が開始日（{start}）より前です</translation>
    </message>
    <message>
      <location filename="tournament_app/services/tournaments.py" line="27" />
      <source>the tournament needs a name</source>
      <translation>大会名を入力してください</translation>
    </message>
    <message>
      <location filename="tournament_app/services/text.py" line="19" />
      <source>the tournament's name</source>
      <translation>大会名</translation>
    </message>
    <message>
      <location filename="tournament_app/services/seasons.py" line="331" />
      <source>the venue</source>
      <translation>会場</translation>
    </message>
    <message>
      <location filename="tournament_app/services/season_checks.py" line="96" />
      <source>there is no day {day}: division {division} meets on days 1 to {last}</source>
      <translation>第{day}節はありません: {division}リーグの節は第1〜{last}節です</translation>
    </message>
    <message>
      <location filename="tournament_app/services/season_checks.py" line="94" />
      <source>there is no day {day}: the divisions meet on days 1 to {last}</source>
      <translation>第{day}節はありません: 各リーグの節は第1〜{last}節です</translation>
    </message>
    <message>
      <location filename="tournament_app/services/season_checks.py" line="89" />
      <source>there is no final day {day}: no title final is set</source>
      <translation>決定戦の第{day}節はありません: 決定戦が設定されていません</translation>
    </message>
    <message>
      <location filename="tournament_app/services/season_checks.py" line="91" />
      <source>there is no final day {day}: the title final has days 1 to {last}</source>
      <translation>決定戦の第{day}節はありません: 決定戦は第1〜{last}節です</translation>
    </message>
    <message>
      <location filename="tournament_app/services/games.py" line="240" />
      <source>there is no hand to undo</source>
      <translation>取り消せる局がありません</translation>
    </message>
    <message>
      <location filename="tournament_app/services/games.py" line="228" />
      <source>there is no hand {number} in this game</source>
      <translation>この対局に No.{number} の局はありません</translation>
    </message>
    <message>
      <location filename="tournament_app/services/games.py" line="226" />
      <source>there is no hand {number} in this game any more (undone or deleted meanwhile): nothing was changed</source>
      <translation>この対局に No.{number} の局はもうありません（その間に取り消しか削除がありました）。何も変更していません</translation>
    </message>
    <message>
      <location filename="tournament_app/services/people.py" line="112" />
      <source>there is no person named {name}</source>
      <translation>{name} という人物はいません</translation>
    </message>
    <message>
      <location filename="tournament_app/services/people.py" line="108" />
      <source>there is no person {person}</source>
      <translation>人物 {person} はいません</translation>
    </message>
    <message>
      <location filename="tournament_app/services/penalties.py" line="68" />
      <source>there is no round {round}</source>
      <translation>{round}回戦はありません</translation>
    </message>
    <message>
      <location filename="tournament_app/services/standings.py" line="35" />
      <source>there is no round {round}: no round is seated yet</source>
      <translation>{round}回戦はありません: まだどの回戦も配席されていません</translation>
    </message>
    <message>
      <location filename="tournament_app/services/standings.py" line="37" />
      <source>there is no round {round}: the tournament has rounds 1 to {last}</source>
      <translation>{round}回戦はありません: この大会は1〜{last}回戦です</translation>
    </message>
    <message>
      <location filename="tournament_app/services/event_standings.py" line="75" />
      <source>there is no stage {stage}</source>
      <translation>ステージ{stage}はありません</translation>
    </message>
    <message>
      <location filename="tournament_app/services/table_links.py" line="101" />
      <source>these tables have no links yet, and this database is only read: make them with table-links where it can be written</source>
      <translation>これらの卓にはまだリンクがなく、このデータベースは読み取り専用です。書き込めるところで table-links を実行してリンクを作ってください</translation>
    </message>
    <message>
      <location filename="tournament_app/services/table_links.py" line="99" />
      <source>these tables have no phone links yet: make them first with table-links (on screen: Tournament → Tables on phones…), then print</source>
      <translation>これらの卓にはまだスマホ用のリンクがありません。先に table-links（画面では「大会 → スマホで卓入力…」）でリンクを作成してから印刷してください</translation>
    </message>
    <message>
      <location filename="tournament_app/services/base.py" line="75" />
      <source>this entry was sent twice: it is stored once</source>
      <translation>この入力は二重に送信されました。記録は1回だけです</translation>
    </message>
    <message>
      <location filename="tournament_app/services/base.py" line="84" />
      <source>this entry's identity was already used for another change: nothing was stored; look again</source>
      <translation>この入力の識別子は別の変更に使われています。何も記録していません。もう一度確認してください</translation>
    </message>
    <message>
      <location filename="tournament_app/services/base.py" line="88" />
      <source>this entry's identity was already used for hand {number}, stored as it was then: what was sent now differs, and nothing was stored; look again</source>
      <translation>この入力の識別子は No.{number} の記録に使われています（その時の内容で記録済み）。今回送られた内容は異なるため、何も記録していません。もう一度確認してください</translation>
    </message>
    <message>
      <location filename="tournament_app/services/games.py" line="137" />
      <source>this game is recorded by final scores only</source>
      <translation>この対局は最終持ち点のみで記録されています</translation>
    </message>
    <message>
      <location filename="tournament_app/services/games.py" line="329" />
      <source>this game is recorded by final scores only: enter them instead</source>
      <translation>この対局は最終持ち点のみで記録されています。最終持ち点を入力してください</translation>
    </message>
    <message>
      <location filename="tournament_app/services/games.py" line="381" />
      <source>this game is recorded hand by hand: finish it instead</source>
      <translation>この対局は局ごとに記録されています。対局終了の操作をしてください</translation>
    </message>
    <message>
      <location filename="tournament_app/services/base.py" line="32" />
      <source>this game was changed at another desk meanwhile: nothing was stored; look again</source>
      <translation>この対局はその間に別の端末で変更されました。何も記録していません。もう一度確認してください</translation>
    </message>
    <message>
      <location filename="tournament_app/services/people.py" line="23" />
      <source>this person was changed at another desk meanwhile: nothing was stored; look again</source>
      <translation>この人物は別の端末で変更されました: 何も保存していません。もう一度確認してください</translation>
    </message>
    <message>
      <location filename="tournament_app/services/base.py" line="33" />
      <source>this player was changed at another desk: reloaded</source>
      <translation>この選手は別の端末で変更されました。最新の状態を読み込み直しました</translation>
    </message>
    <message>
      <location filename="tournament_app/services/players.py" line="86" />
      <source>this tournament is division {division} of a league season: its players are changed with the season's commands (season add-player, import, withdraw, substitute)</source>
      <translation>この大会はリーグ戦シーズンの{division}リーグです: 選手の変更はシーズンのコマンド（season add-player、import、withdraw、substitute）で行ってください</translation>
    </message>
    <message>
      <location filename="tournament_app/services/seasons.py" line="168" />
      <source>two divisions have the same name</source>
      <translation>同じ名前のリーグが2つあります</translation>
    </message>
    <message>
      <location filename="tournament_app/export/outputs.py" line="176" />
      <source>unknown award {award}; expected one of {allowed}</source>
      <translation>賞 {award} はありません。{allowed} のいずれかを指定してください</translation>
    </message>
    <message>
      <location filename="tournament_app/export/outputs.py" line="129" />
      <source>unknown document {kind}; expected one of {allowed}</source>
      <translation>不明な書類 {kind}（{allowed} のいずれか）</translation>
    </message>
    <message>
      <location filename="tournament_app/services/players.py" line="54" />
      <source>unknown player status {status}; expected one of {allowed}</source>
      <translation>不明な選手の状態 {status}（{allowed} のいずれか）</translation>
    </message>
    <message>
      <location filename="tournament_app/services/rounds.py" line="131" />
      <source>unknown seating method {method}; expected one of {allowed}</source>
      <translation>不明な配席方法 {method}（{allowed} のいずれか）</translation>
    </message>
    <message>
      <location filename="tournament_app/services/event_format.py" line="72" />
      <source>unknown tie-break {name}; known: shared, {known}</source>
      <translation>{name} という決め方はありません。使えるもの: shared、{known}</translation>
    </message>
    <message>
      <location filename="tournament_app/services/rounds.py" line="79" />
      <source>{count} players are more than the {most} one tournament can seat</source>
      <translation>{count}名は、1つの大会で配席できる上限（{most}名）を超えています</translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/services/rounds.py" line="447" />
      <source>{count} players sit at %n tables of five and the others at tables of four</source>
      <translation>
        <numerusform>{count}名: 5人卓%n卓、残りは4人卓</numerusform>
      </translation>
    </message>
    <message>
      <location filename="tournament_app/services/season_checks.py" line="108" />
      <source>{day} of division {division} on {date} would not come after {other} on {other_date}: the days' dates run forward, one day on each date</source>
      <translation>{division}リーグの{day}（{date}）が{other}（{other_date}）より後になりません: 節の日付は1日1節で、順に後の日付にしてください</translation>
    </message>
    <message>
      <location filename="tournament_app/services/season_checks.py" line="113" />
      <source>{day} of division {division} on {date} would not come before {other} on {other_date}: the days' dates run forward, one day on each date</source>
      <translation>{division}リーグの{day}（{date}）が{other}（{other_date}）より前になりません: 節の日付は1日1節で、順に後の日付にしてください</translation>
    </message>
    <message>
      <location filename="tournament_app/services/season_checks.py" line="118" />
      <source>{day} on {date} is before the season starts, on {start}</source>
      <translation>{day}（{date}）がシーズン開始日（{start}）より前です</translation>
    </message>
    <message>
      <location filename="tournament_app/services/people.py" line="161" />
      <source>{first} and {second} both play in {tournament}: they are two people</source>
      <translation>{first} と {second} はともに {tournament} に出場しています: 別の人物です</translation>
    </message>
    <message>
      <location filename="tournament_app/services/round_import.py" line="124" />
      <source>{folder} holds more than {limit} files: not a round's logs</source>
      <translation>{folder} には{limit}を超えるファイルがあります。回戦の牌譜ではありません</translation>
    </message>
    <message>
      <location filename="tournament_app/services/round_import.py" line="127" />
      <source>{folder} holds no game logs</source>
      <translation>{folder} に牌譜がありません</translation>
    </message>
    <message>
      <location filename="tournament_app/services/round_import.py" line="121" />
      <source>{folder}: no such folder</source>
      <translation>{folder}: フォルダがありません</translation>
    </message>
    <message>
      <location filename="tournament_app/services/round_import.py" line="194" />
      <source>{log}: no table of round {round} has these four players ({names})</source>
      <translation>{log}: {round}回戦にこの4人（{names}）の卓はありません</translation>
    </message>
    <message>
      <location filename="tournament_app/services/round_import.py" line="198" />
      <source>{log}: table {table} already has a log ({other})</source>
      <translation>{log}: {table}卓には既に牌譜があります（{other}）</translation>
    </message>
    <message>
      <location filename="tournament_app/services/round_import.py" line="204" />
      <source>{log}: table {table}'s game has already begun</source>
      <translation>{log}: {table}卓の対局は既に始まっています</translation>
    </message>
    <message>
      <location filename="tournament_app/services/round_import.py" line="186" />
      <source>{log}: the log was played with other rules: {option}: {theirs} in the log, {ours} in the tournament</source>
      <translation>{log}: 牌譜は別のルールで打たれています: {option}: 牌譜では{theirs}、大会では{ours}</translation>
    </message>
    <message>
      <location filename="tournament_app/services/round_import.py" line="176" />
      <source>{log}: {name} is nobody's online name and no registered player</source>
      <translation>{log}: {name} はどの選手のオンライン名でも登録選手名でもありません</translation>
    </message>
    <message>
      <location filename="tournament_app/services/round_import.py" line="133" />
      <source>{log}: {problem}</source>
      <translation>{log}: {problem}</translation>
    </message>
    <message>
      <location filename="tournament_app/services/rounds.py" line="459" />
      <source>{names} cannot play: not an active player</source>
      <translation>{names} は参加中の選手ではないため、対局できません</translation>
    </message>
    <message>
      <location filename="tournament_app/services/rounds.py" line="458" />
      <source>{names} not seated</source>
      <translation>{names} が配席されていません</translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/services/season_final.py" line="145" />
      <source>{names}: not tied at the final's line; choose %n of {tied}</source>
      <translation>
        <numerusform>{names}: 決定戦進出ライン上で同点の選手ではありません。{tied} から%n名を選んでください</numerusform>
      </translation>
    </message>
    <message>
      <location filename="tournament_app/services/seasons.py" line="428" />
      <source>{name} already plays in division {division}</source>
      <translation>{name} は既に{division}リーグの選手です</translation>
    </message>
    <message>
      <location filename="tournament_app/services/seasons.py" line="378" />
      <source>{name} already plays in division {division} of this season</source>
      <translation>{name} は既にこのシーズンの{division}リーグの選手です</translation>
    </message>
    <message>
      <location filename="tournament_app/services/season_next.py" line="127" />
      <source>{name} already plays in the next season</source>
      <translation>{name} は既に次のシーズンの選手です</translation>
    </message>
    <message>
      <location filename="tournament_app/services/season_members.py" line="133" />
      <source>{name} already sits at that table</source>
      <translation>{name} は既にその卓にいます</translation>
    </message>
    <message>
      <location filename="tournament_app/services/season_members.py" line="104" />
      <source>{name} does not play in division {division}</source>
      <translation>{name} は{division}リーグの選手ではありません</translation>
    </message>
    <message>
      <location filename="tournament_app/services/season_members.py" line="50" />
      <source>{name} has already left the league from day {day}</source>
      <translation>{name} は第{day}節からリーグ戦を離れています</translation>
    </message>
    <message>
      <location filename="tournament_app/services/ema_preview.py" line="81" />
      <source>{name} has no dates: give the number of days it was played over</source>
      <translation>{name} には日付がありません：開催日数を指定してください</translation>
    </message>
    <message>
      <location filename="tournament_app/services/season_members.py" line="137" />
      <source>{name} has no game of day {day} left to hand to a substitute</source>
      <translation>{name} には第{day}節で代走者に任せられる対局が残っていません</translation>
    </message>
    <message>
      <location filename="tournament_app/services/season_members.py" line="65" />
      <source>{name} has not withdrawn and is not absent</source>
      <translation>{name} は棄権も休場もしていません</translation>
    </message>
    <message>
      <location filename="tournament_app/services/people.py" line="180" />
      <source>{name} is already linked to a person: split it off or unlink it first</source>
      <translation>{name} は既に人物に紐付いています: 先に分割するか紐付けを解除してください</translation>
    </message>
    <message>
      <location filename="tournament_app/services/players.py" line="253" />
      <source>{name} is already registered in this tournament</source>
      <translation>{name} はこの大会に既に登録されています</translation>
    </message>
    <message>
      <location filename="tournament_app/services/event_format.py" line="187" />
      <source>{name} is listed twice</source>
      <translation>{name} が2回指定されています</translation>
    </message>
    <message>
      <location filename="tournament_app/services/season_final.py" line="51" />
      <source>{name} is named twice</source>
      <translation>{name} が2回指定されています</translation>
    </message>
    <message>
      <location filename="tournament_app/services/event_format.py" line="185" />
      <source>{name} is not a player of this tournament</source>
      <translation>{name} はこの大会の選手ではありません</translation>
    </message>
    <message>
      <location filename="tournament_app/services/people.py" line="197" />
      <source>{name} is not linked to a person</source>
      <translation>{name} は人物に紐付いていません</translation>
    </message>
    <message>
      <location filename="tournament_app/services/aliases.py" line="24" />
      <source>{name} is not registered in this tournament</source>
      <translation>{name} はこの大会に登録されていません</translation>
    </message>
    <message>
      <location filename="tournament_app/services/people.py" line="220" />
      <source>{name} is the only player of its person: there is nothing to split</source>
      <translation>{name} はその人物の唯一の選手です: 分割するものがありません</translation>
    </message>
    <message>
      <location filename="tournament_app/services/season_final.py" line="82" />
      <source>{name} plays in division {division}: a seeded finalist plays in the top division or in none</source>
      <translation>{name} は{division}リーグの選手です: 決定戦のシード選手は最上位リーグの選手か、どのリーグにも属さない選手です</translation>
    </message>
    <message>
      <location filename="tournament_app/services/season_members.py" line="43" />
      <source>{name} plays in no division of this season</source>
      <translation>{name} はこのシーズンのどのリーグの選手でもありません</translation>
    </message>
    <message>
      <location filename="tournament_app/services/season_members.py" line="128" />
      <source>{name}'s game of hanchan {hanchan} has started: a substitute takes a game not started</source>
      <translation>{name} の第{hanchan}半荘は開始済みです: 代走者は開始前の対局だけを引き継げます</translation>
    </message>
    <message>
      <location filename="tournament_app/services/backups.py" line="111" />
      <source>{path} already exists: restore into a new file</source>
      <translation>{path} は既にあります。新しいファイルに復元してください</translation>
    </message>
    <message>
      <location filename="tournament_app/services/season_final.py" line="39" />
      <source>{top} is not a whole number from 1 to 200</source>
      <translation>{top} は1〜200の整数ではありません</translation>
    </message>
    <message>
      <location filename="tournament_app/services/text.py" line="41" />
      <source>{what}: longer than {limit} characters ({length})</source>
      <translation>{what}: {limit}文字を超えています（{length}文字）</translation>
    </message>
    <message>
      <location filename="tournament_app/services/text.py" line="52" />
      <source>{what}: missing</source>
      <translation>{what}: 入力されていません</translation>
    </message>
    <message>
      <location filename="tournament_app/services/text.py" line="38" />
      <source>{what}: {problem}</source>
      <translation>{what}: {problem}</translation>
    </message>
  </context>
  <context>
    <name>stats</name>
    <message>
      <location filename="tournament_app/stats_text.py" line="23" />
      <source>1st places</source>
      <translation>1位回数</translation>
    </message>
    <message>
      <location filename="tournament_app/stats_text.py" line="24" />
      <source>2nd places</source>
      <translation>2位回数</translation>
    </message>
    <message>
      <location filename="tournament_app/stats_text.py" line="25" />
      <source>3rd places</source>
      <translation>3位回数</translation>
    </message>
    <message>
      <location filename="tournament_app/stats_text.py" line="26" />
      <source>4th places</source>
      <translation>4位回数</translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/stats_text.py" line="91" />
      <source>Among the players who played at least %n hands (half the hands of the one who played most).</source>
      <translation>
        <numerusform>%n局以上打った選手（最も多く打った選手の半分以上）が対象です。</numerusform>
      </translation>
    </message>
    <message>
      <location filename="tournament_app/stats_text.py" line="34" />
      <source>Average deal-in</source>
      <translation>平均放銃点</translation>
    </message>
    <message>
      <location filename="tournament_app/stats_text.py" line="22" />
      <source>Average place</source>
      <translation>平均順位</translation>
    </message>
    <message>
      <location filename="tournament_app/stats_text.py" line="33" />
      <source>Average win</source>
      <translation>平均打点</translation>
    </message>
    <message>
      <location filename="tournament_app/stats_text.py" line="41" />
      <source>Chombo</source>
      <translation>チョンボ</translation>
    </message>
    <message>
      <location filename="tournament_app/stats_text.py" line="30" />
      <source>Deal-in rate</source>
      <translation>放銃率</translation>
    </message>
    <message>
      <location filename="tournament_app/stats_text.py" line="38" />
      <source>Deal-ins</source>
      <translation>放銃回数</translation>
    </message>
    <message>
      <location filename="tournament_app/stats_text.py" line="35" />
      <source>Draws</source>
      <translation>流局回数</translation>
    </message>
    <message>
      <location filename="tournament_app/stats_text.py" line="21" />
      <source>Games</source>
      <translation>対局数</translation>
    </message>
    <message>
      <location filename="tournament_app/stats_text.py" line="28" />
      <source>Hands played</source>
      <translation>局数</translation>
    </message>
    <message>
      <location filename="tournament_app/stats_text.py" line="97" />
      <source>Ippatsu and ura dora are not counted: the game record holds neither.</source>
      <translation>一発・裏ドラは対局の記録にないため数えていません。</translation>
    </message>
    <message>
      <location filename="tournament_app/stats_text.py" line="40" />
      <source>Largest hand</source>
      <translation>最高打点</translation>
    </message>
    <message>
      <location filename="tournament_app/stats_text.py" line="27" />
      <source>Points</source>
      <translation>ポイント</translation>
    </message>
    <message>
      <location filename="tournament_app/stats_text.py" line="112" />
      <source>Rests on the exhaustive draws of the player's games recorded hand by hand.</source>
      <translation>母数：局の記録のある対局での流局回数</translation>
    </message>
    <message>
      <location filename="tournament_app/stats_text.py" line="109" />
      <source>Rests on the hands the player played in games recorded hand by hand.</source>
      <translation>母数：局の記録のある対局の局数</translation>
    </message>
    <message>
      <location filename="tournament_app/stats_text.py" line="111" />
      <source>Rests on the player's deal-ins in games recorded hand by hand.</source>
      <translation>母数：局の記録のある対局での放銃回数</translation>
    </message>
    <message>
      <location filename="tournament_app/stats_text.py" line="107" />
      <source>Rests on the player's finished games.</source>
      <translation>母数：終了対局数</translation>
    </message>
    <message>
      <location filename="tournament_app/stats_text.py" line="108" />
      <source>Rests on the player's games recorded hand by hand.</source>
      <translation>母数：局の記録のある対局</translation>
    </message>
    <message>
      <location filename="tournament_app/stats_text.py" line="110" />
      <source>Rests on the player's wins in games recorded hand by hand.</source>
      <translation>母数：局の記録のある対局での和了回数</translation>
    </message>
    <message>
      <location filename="tournament_app/stats_text.py" line="31" />
      <source>Riichi rate</source>
      <translation>リーチ率</translation>
    </message>
    <message>
      <location filename="tournament_app/stats_text.py" line="36" />
      <source>Tenpai rate at draws</source>
      <translation>流局時テンパイ率</translation>
    </message>
    <message>
      <location filename="tournament_app/stats_text.py" line="32" />
      <source>Tsumo rate</source>
      <translation>ツモ率</translation>
    </message>
    <message>
      <location filename="tournament_app/stats_text.py" line="29" />
      <source>Win rate</source>
      <translation>和了率</translation>
    </message>
    <message>
      <location filename="tournament_app/stats_text.py" line="37" />
      <source>Wins</source>
      <translation>和了回数</translation>
    </message>
    <message>
      <location filename="tournament_app/stats_text.py" line="39" />
      <source>Yakuman</source>
      <translation>役満</translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/stats_text.py" line="73" />
      <source>of %n deal-ins</source>
      <translation>
        <numerusform>放銃%n回中</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/stats_text.py" line="74" />
      <source>of %n draws</source>
      <translation>
        <numerusform>流局%n回中</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/stats_text.py" line="69" />
      <source>of %n games</source>
      <translation>
        <numerusform>%n対局中</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/stats_text.py" line="70" />
      <source>of %n games by hands</source>
      <translation>
        <numerusform>局の記録のある%n対局</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/stats_text.py" line="71" />
      <source>of %n hands</source>
      <translation>
        <numerusform>%n局中</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/stats_text.py" line="72" />
      <source>of %n wins</source>
      <translation>
        <numerusform>和了%n回中</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>stats.award</name>
    <message>
      <location filename="tournament_app/stats_text.py" line="84" />
      <source>Best win rate</source>
      <translation>最高和了率賞</translation>
    </message>
    <message>
      <location filename="tournament_app/stats_text.py" line="82" />
      <source>Largest hand</source>
      <translation>最高打点賞</translation>
    </message>
    <message>
      <location filename="tournament_app/stats_text.py" line="85" />
      <source>Lowest deal-in rate</source>
      <translation>最低放銃率賞</translation>
    </message>
    <message>
      <location filename="tournament_app/stats_text.py" line="83" />
      <source>Most wins</source>
      <translation>最多和了賞</translation>
    </message>
  </context>
  <context>
    <name>storage</name>
    <message>
      <location filename="tournament_app/storage/database_errors.py" line="48" />
      <source>Cannot connect to the database server {path}: {detail}</source>
      <translation>データベースサーバー {path} に接続できません: {detail}</translation>
    </message>
    <message>
      <location filename="tournament_app/storage/database_errors.py" line="22" />
      <source>Cannot create the folder {folder} for the database: {reason}.</source>
      <translation>データベース用のフォルダー {folder} を作成できません: {reason}。</translation>
    </message>
    <message>
      <location filename="tournament_app/storage/database_errors.py" line="49" />
      <source>Cannot open the database server {path}: this installation has no PostgreSQL driver ({detail}). Install it with pip install "psycopg[binary]"; where no ready-made one exists (Windows on ARM), use an x64 Python from python.org, or put a libpq library on PATH. Database files open without it.</source>
      <translation>データベースサーバー {path} を開けません: この環境には PostgreSQL のドライバーがありません（{detail}）。pip install "psycopg[binary]" でインストールしてください。出来合いのドライバーがない環境（ARM 版 Windows）では、python.org の x64 版 Python を使うか、libpq ライブラリを PATH の通ったフォルダーに置いてください。データベースファイルはドライバーなしで開けます。</translation>
    </message>
    <message>
      <location filename="tournament_app/storage/database_errors.py" line="43" />
      <source>Cannot open the database {path}: the file or its folder is missing or not accessible.</source>
      <translation>データベース {path} を開けません。ファイルまたはフォルダーが存在しないか、アクセスできません。</translation>
    </message>
    <message>
      <location filename="tournament_app/storage/database_errors.py" line="47" />
      <source>Cannot open {path}: give a database file or a postgresql:// address.</source>
      <translation>{path} を開けません。データベースファイルか postgresql:// のアドレスを指定してください。</translation>
    </message>
    <message>
      <location filename="tournament_app/storage/database_errors.py" line="45" />
      <source>Reading or writing the database {path} failed (disk I/O error). Check the disk or network drive and try again.</source>
      <translation>データベース {path} の読み書きに失敗しました（ディスク入出力エラー）。ディスクやネットワークドライブを確認して、もう一度お試しください。</translation>
    </message>
    <message>
      <location filename="tournament_app/storage/database_errors.py" line="61" />
      <source>The connection to the database server {path} was lost ({detail}). Nothing was half-written: the last change was not saved. The next action reconnects.</source>
      <translation>データベースサーバー {path} との接続が切れました（{detail}）。中途半端に書き込まれたものはありません。直前の変更は保存されていません。次の操作で再接続します。</translation>
    </message>
    <message>
      <location filename="tournament_app/storage/database_errors.py" line="53" />
      <source>The database server {path} asks for a password and none was given: put it in the password file (~/.pgpass; Windows: %APPDATA%\postgresql\pgpass.conf; or the file PGPASSFILE names), set PGPASSWORD, or name a service (postgresql://?service=NAME) whose entry or password file has it.</source>
      <translation>データベースサーバー {path} はパスワードを求めていますが、パスワードが指定されていません。パスワードファイル（~/.pgpass、Windows は %APPDATA%\postgresql\pgpass.conf、または PGPASSFILE で指定したファイル）に書くか、PGPASSWORD を設定するか、パスワードを登録したサービス（postgresql://?service=名前）を指定してください。</translation>
    </message>
    <message>
      <location filename="tournament_app/storage/database_errors.py" line="20" />
      <source>The database {path} cannot be written: the file or its folder is read-only. Copy it to a writable folder or change its permissions.</source>
      <translation>データベース {path} に書き込めません（ファイルまたはフォルダーが読み取り専用です）。書き込めるフォルダーにコピーするか、権限を変更してください。</translation>
    </message>
    <message>
      <location filename="tournament_app/storage/database_errors.py" line="27" />
      <source>The database {path} is damaged ({detail}); nothing was written to it. Open the newest backup instead (the automatic backups in the folder beside it, the copies named ….v1-backup-…, or your own backups), or save what can still be read into a new file: tournament-app --db FILE recover --out NEW.sqlite3</source>
      <translation>データベース {path} が壊れています（{detail}）。何も書き込んでいません。代わりに最新のバックアップ（同じ場所のフォルダーにある自動バックアップ、….v1-backup-… という名前の複製、ご自身のバックアップ）を開くか、読み出せる内容を新しいファイルに救出してください: tournament-app --db FILE recover --out NEW.sqlite3</translation>
    </message>
    <message>
      <location filename="tournament_app/storage/database_errors.py" line="18" />
      <source>The database {path} is locked by another program. Close the other program (or the app's other window) and try again.</source>
      <translation>データベース {path} は別のプログラムがロックしています。そのプログラム（またはアプリの別のウィンドウ）を閉じてから、もう一度お試しください。</translation>
    </message>
    <message>
      <location filename="tournament_app/storage/database_errors.py" line="41" />
      <source>The disk holding {path} is full: nothing can be recorded in the database. Free some space and try again.</source>
      <translation>{path} のあるディスクがいっぱいです。データベースに記録できません。空き容量を作ってから、もう一度お試しください。</translation>
    </message>
    <message>
      <location filename="tournament_app/storage/database_errors.py" line="25" />
      <source>The disk holding {path} is full: the last change was not saved. Free some space and try again.</source>
      <translation>{path} のあるディスクがいっぱいです。直前の変更は保存されていません。空き容量を作ってから、もう一度お試しください。</translation>
    </message>
    <message>
      <location filename="tournament_app/storage/copy.py" line="29" />
      <source>{path} already exists: choose a new file name</source>
      <translation>{path} は既にあります。新しいファイル名を指定してください</translation>
    </message>
    <message>
      <location filename="tournament_app/storage/copy.py" line="27" />
      <source>{path} already holds tournament data: copy into a new file or an empty database</source>
      <translation>{path} には既に大会のデータがあります。新しいファイルか空のデータベースに複製してください</translation>
    </message>
    <message>
      <location filename="tournament_app/storage/database_errors.py" line="38" />
      <source>{path} does not exist, but {path}-wal is left from a database of that name: move it away or bring the database file back.</source>
      <translation>{path} はありませんが、同じ名前のデータベースの {path}-wal が残っています。別の場所に移すか、データベースのファイルを元に戻してください。</translation>
    </message>
    <message>
      <location filename="tournament_app/storage/database_errors.py" line="31" />
      <source>{path} holds no tournament yet: create one, or make a demo with the demo command</source>
      <translation>{path} に大会がまだありません。大会を作成するか、demo コマンドでデモ大会を作成してください</translation>
    </message>
    <message>
      <location filename="tournament_app/storage/database_errors.py" line="15" />
      <source>{path} is a database of another application, not a tournament database.</source>
      <translation>{path} は別のアプリケーションのデータベースで、大会データベースではありません。</translation>
    </message>
    <message>
      <location filename="tournament_app/storage/database_errors.py" line="23" />
      <source>{path} is a link to {real}, which does not exist: a new database is not made through a link.</source>
      <translation>{path} は存在しない {real} へのリンクです。リンクを通して新しいデータベースは作りません。</translation>
    </message>
    <message>
      <location filename="tournament_app/storage/database_errors.py" line="57" />
      <source>{path} is in a network folder ({where}): a SQLite database there loses changes or is damaged (its locks and its log do not work over a network), so nothing was written to it. Copy it to a folder on this computer's own disk and open the copy; for several computers, use a PostgreSQL database (see “Several desks”).</source>
      <translation>{path} はネットワーク上のフォルダー（{where}）にあります。そこに置いた SQLite データベースは、変更が失われたり壊れたりします（ロックとログがネットワーク越しには働きません）。そのため何も書き込んでいません。このパソコン自身のディスクのフォルダーにコピーして、コピーを開いてください。複数のパソコンで使うときは PostgreSQL のデータベースを使ってください（「複数の端末で使う」を参照）。</translation>
    </message>
    <message>
      <location filename="tournament_app/storage/database_errors.py" line="14" />
      <source>{path} is not a database file, so it cannot be a tournament database.</source>
      <translation>{path} はデータベースファイルではないため、大会データベースとして開けません。</translation>
    </message>
    <message>
      <location filename="tournament_app/storage/database_errors.py" line="40" />
      <source>{path} is not a valid database address: {detail}</source>
      <translation>{path} は正しいデータベースのアドレスではありません: {detail}</translation>
    </message>
    <message>
      <location filename="tournament_app/storage/database_errors.py" line="16" />
      <source>{path} was written by a newer version of the app (schema {found}); this version understands up to {supported}. Update the app to open it.</source>
      <translation>{path} は新しい版のアプリで書き込まれています（スキーマ {found}）。この版が扱えるのは {supported} までです。アプリを更新してから開いてください。</translation>
    </message>
    <message>
      <location filename="tournament_app/storage/database_errors.py" line="32" />
      <source>{path} was written by an earlier version of the app (schema {found}); reading it changes nothing, so it must first be brought up to date: "tournament-app --db FILE upgrade" (or opening it in the app) does that and keeps a copy of the old file.</source>
      <translation>{path} は以前の版のアプリで書き込まれています（スキーマ {found}）。読み取るだけのコマンドはファイルを変更しないため、先に新しい形式にする必要があります: "tournament-app --db FILE upgrade"（またはアプリで開く）で新しい形式にし、元のファイルの複製を残します。</translation>
    </message>
    <message>
      <location filename="tournament_app/storage/database_errors.py" line="35" />
      <source>{path}-wal holds changes that are not yet in {path}, and {path}-shm is missing (a copy taken while the file was open?): open it once in the app, or with a command that writes, to bring them in; reading it changes nothing.</source>
      <translation>{path}-wal に {path} へまだ反映されていない変更があり、{path}-shm がありません（ファイルを開いている間に複製しましたか?）。アプリか書き込むコマンドで一度開いて反映させてください。読み取るだけのコマンドはファイルを変更しません。</translation>
    </message>
    <message>
      <location filename="tournament_app/storage/salvage.py" line="53" />
      <source>{path}: the list of its tables cannot be read, so nothing can be saved from it: open a backup instead</source>
      <translation>{path}: 表の一覧を読み出せないため、何も救出できません。代わりにバックアップを開いてください</translation>
    </message>
  </context>
  <context>
    <name>ui</name>
    <message>
      <location filename="tournament_app/ui/errors.py" line="37" />
      <source>Cannot do that</source>
      <translation>実行できません</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/errors.py" line="29" />
      <source>Database not reachable</source>
      <translation>データベースに接続できません</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/errors.py" line="30" />
      <source>The database is not reachable, so this was not done: nothing was stored. The app reconnects by itself; try again once it says “Connected again”.</source>
      <translation>データベースに接続できないため、この操作はできませんでした。何も記録していません。自動で再接続します。「再接続しました」と表示されてから、もう一度試してください。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/errors.py" line="35" />
      <source>The file is in use</source>
      <translation>ファイルが使用中です</translation>
    </message>
    <message>
      <location filename="tournament_app/i18n.py" line="134" />
      <source>hand {hand}: {reason}</source>
      <translation>No.{hand}: {reason}</translation>
    </message>
  </context>
  <context>
    <name>ui.app</name>
    <message>
      <location filename="tournament_app/ui/opening.py" line="38" />
      <source>Cannot open the database</source>
      <translation>データベースを開けません</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/opening.py" line="47" />
      <source>Create a new file…</source>
      <translation>新しいファイルを作成…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/opening.py" line="59" />
      <source>Create a tournament database</source>
      <translation>大会データベースを作成</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/opening.py" line="54" />
      <source>Open a tournament database</source>
      <translation>大会データベースを開く</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/opening.py" line="46" />
      <source>Open another file…</source>
      <translation>別のファイルを開く…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/opening.py" line="48" />
      <source>Quit</source>
      <translation>終了</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/opening.py" line="98" />
      <source>Restore the newest backup</source>
      <translation>最新のバックアップを復元</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/opening.py" line="43" />
      <source>Restore the newest backup ({time})</source>
      <translation>最新のバックアップを復元（{time}）</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/opening.py" line="99" />
      <source>Start an empty database</source>
      <translation>空のデータベースで始める</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/damage_check.py" line="36" />
      <source>The database is damaged</source>
      <translation>データベースが壊れています</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/opening.py" line="97" />
      <source>The database is missing</source>
      <translation>データベースがありません</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/opening.py" line="55" />
      <source>Tournament databases (*.sqlite3 *.db);;All files (*)</source>
      <translation>大会データベース (*.sqlite3 *.db);;すべてのファイル (*)</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/opening.py" line="60" />
      <source>Tournament databases (*.sqlite3)</source>
      <translation>大会データベース (*.sqlite3)</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/opening.py" line="95" />
      <source>{path} is missing, but its backup folder holds a backup from {time}. Restore it (into a new file), or start an empty database?</source>
      <translation>{path} がありませんが、バックアップのフォルダーに {time} のバックアップがあります。それを（新しいファイルに）復元しますか、それとも空のデータベースで始めますか？</translation>
    </message>
  </context>
  <context>
    <name>ui.awards</name>
    <message>
      <location filename="tournament_app/ui/awards_dialog.py" line="40" />
      <source>&amp;Print…</source>
      <translation>印刷(&amp;P)…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/awards_dialog.py" line="24" />
      <source>Print awards</source>
      <translation>表彰の印刷</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/awards_dialog.py" line="45" />
      <source>The awards to print for the prize-giving:</source>
      <translation>表彰式で印刷する賞:</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/awards_dialog.py" line="35" />
      <source>no hand recorded yet</source>
      <translation>局の記録なし</translation>
    </message>
  </context>
  <context>
    <name>ui.backups</name>
    <message>
      <location filename="tournament_app/ui/backup_ui.py" line="83" />
      <source>&amp;Browse for a file…</source>
      <translation>ファイルを選ぶ(&amp;B)…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/backup_ui.py" line="88" />
      <source>&amp;Restore into a new file…</source>
      <translation>新しいファイルに復元(&amp;R)…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/backup_ui.py" line="85" />
      <source>Any backup or tournament database, e.g. on a USB stick or from another computer</source>
      <translation>USB メモリーや別のコンピューターにあるバックアップ・大会データベースも選べます</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/auto_backup.py" line="73" />
      <source>Automatic backup failed: {problem}. The app goes on and tries again; check the backup folder {folder}.</source>
      <translation>自動バックアップに失敗しました（{problem}）。アプリはそのまま使えます。次回の自動バックアップで再試行します。バックアップのフォルダー {folder} を確認してください。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/auto_backup.py" line="78" />
      <source>Backed up automatically to {file}</source>
      <translation>{file} に自動バックアップしました</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/backup_ui.py" line="199" />
      <source>Backup folder</source>
      <translation>バックアップのフォルダー</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/backup_ui.py" line="121" />
      <source>Backups in {folders}. The backup is copied into a new file, which then opens; the database open now is not touched.</source>
      <translation>{folders} のバックアップです。選んだバックアップを新しいファイルにコピーして開きます。いま開いているデータベースは変更しません。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/backup_ui.py" line="218" />
      <source>Backups now go to {folder}; a first copy is there: {file}</source>
      <translation>バックアップの保存先を {folder} にしました。最初のバックアップ: {file}</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/backup_ui.py" line="139" />
      <source>Choose a backup</source>
      <translation>バックアップを選ぶ</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/backup_ui.py" line="72" />
      <source>Folder</source>
      <translation>フォルダー</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/backup_ui.py" line="72" />
      <source>Games finished</source>
      <translation>終了対局数</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/backup_ui.py" line="72" />
      <source>Hands</source>
      <translation>局数</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/backup_ui.py" line="208" />
      <source>No backup could be written to {folder}: {reason}. Backups still go to {old}.</source>
      <translation>{folder} にバックアップを保存できません: {reason}。バックアップの保存先は {old} のままです。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/backup_ui.py" line="127" />
      <source>No backups found yet. Browse for a file elsewhere.</source>
      <translation>バックアップはまだありません。ほかの場所のファイルを選んでください。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/backup_ui.py" line="124" />
      <source>No backups in {folders}. Browse for a file elsewhere.</source>
      <translation>{folders} にバックアップはありません。ほかの場所のファイルを選んでください。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/backup_ui.py" line="129" />
      <source>Not reachable now: {folders} (a USB stick that is not plugged in?).</source>
      <translation>いまは見つからないフォルダー: {folders}（USB メモリーが外れていませんか？）</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/backup_ui.py" line="180" />
      <source>Restore cancelled: no file was written.</source>
      <translation>復元を中止しました。ファイルは作成していません。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/backup_ui.py" line="66" />
      <source>Restore from backup</source>
      <translation>バックアップから復元</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/backup_ui.py" line="167" />
      <source>Restore into a new file</source>
      <translation>新しいファイルに復元</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/backup_ui.py" line="177" />
      <source>Restoring the backup…</source>
      <translation>バックアップから復元しています…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/backup_ui.py" line="71" />
      <source>Rounds</source>
      <translation>回戦数</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/backup_ui.py" line="71" />
      <source>Time</source>
      <translation>日時</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/backup_ui.py" line="140" />
      <source>Tournament databases (*.sqlite3 *.db);;All files (*)</source>
      <translation>大会データベース (*.sqlite3 *.db);;すべてのファイル (*)</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/backup_ui.py" line="168" />
      <source>Tournament databases (*.sqlite3)</source>
      <translation>大会データベース (*.sqlite3)</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/backup_ui.py" line="71" />
      <source>Tournaments</source>
      <translation>大会</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/backup_ui.py" line="153" />
      <source>{file} chosen: restore it into a new file.</source>
      <translation>{file} を選びました。新しいファイルに復元してください。</translation>
    </message>
  </context>
  <context>
    <name>ui.clock</name>
    <message>
      <location filename="tournament_app/ui/clock_widgets.py" line="151" />
      <source> min</source>
      <translation>分</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/clock_widgets.py" line="123" />
      <source>(+{minutes} min)</source>
      <translation>（延長 +{minutes}分）</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/clock_widgets.py" line="125" />
      <source>(paused)</source>
      <translation>（一時停止中）</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/clock_widgets.py" line="154" />
      <source>+5 min for table {table}</source>
      <translation>{table}卓を5分延長</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/clock_widgets.py" line="118" />
      <source>Clock not started</source>
      <translation>対局時計: 未開始</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/clock_widgets.py" line="203" />
      <source>Every table has finished</source>
      <translation>全卓終了</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/clock_widgets.py" line="155" />
      <source>Extra time for the selected table (a late start, a long ruling); Shift+click takes 5 minutes back</source>
      <translation>選択中の卓を延長します（開始の遅れ、長い裁定など）。Shift+クリックで5分戻します</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/clock_widgets.py" line="200" />
      <source>Pa&amp;use</source>
      <translation>一時停止(&amp;U)</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/clock_widgets.py" line="200" />
      <source>Res&amp;ume</source>
      <translation>再開(&amp;U)</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/clock_widgets.py" line="147" />
      <source>Reset</source>
      <translation>リセット</translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/ui/clock_widgets.py" line="238" />
      <source>Reset round {round}'s clock to %n minutes, not started?</source>
      <translation>
        <numerusform>{round}回戦の時計を%n分・未開始に戻しますか？</numerusform>
      </translation>
    </message>
    <message>
      <location filename="tournament_app/ui/clock_widgets.py" line="237" />
      <source>Reset the clock</source>
      <translation>時計のリセット</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/clock_widgets.py" line="166" />
      <source>Sound at the call</source>
      <translation>終了時に音を鳴らす</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/clock_widgets.py" line="145" />
      <source>Start cloc&amp;k</source>
      <translation>時計を開始(&amp;K)</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/clock_widgets.py" line="163" />
      <source>The selected table's extra time in minutes (type a number and press Enter)</source>
      <translation>選択した卓の延長時間（分）。数字を入力して Enter</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/clock_widgets.py" line="152" />
      <source>This round's length</source>
      <translation>この回戦の対局時間</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/clock_widgets.py" line="120" />
      <source>Time is up</source>
      <translation>時間切れ</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/clock_widgets.py" line="121" />
      <source>Time left {time}</source>
      <translation>残り {time}</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/clock_widgets.py" line="162" />
      <source>extra </source>
      <translation>延長</translation>
    </message>
  </context>
  <context>
    <name>ui.connection</name>
    <message>
      <location filename="tournament_app/ui/connection_dialog.py" line="145" />
      <source>&amp;Browse…</source>
      <translation>参照(&amp;B)…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/connection_dialog.py" line="95" />
      <source>&amp;Connect</source>
      <translation>接続(&amp;C)</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/connection_dialog.py" line="151" />
      <source>&amp;Copy</source>
      <translation>複製(&amp;C)</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/connection_dialog.py" line="54" />
      <source>&amp;Database:</source>
      <translation>データベース名(&amp;D):</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/connection_dialog.py" line="52" />
      <source>&amp;Server:</source>
      <translation>サーバー(&amp;S):</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/connection_dialog.py" line="92" />
      <source>&amp;Test connection</source>
      <translation>接続テスト(&amp;T)</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/connection_dialog.py" line="55" />
      <source>&amp;User:</source>
      <translation>ユーザー(&amp;U):</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/connection_dialog.py" line="141" />
      <source>A new &amp;file (take the tournament home)</source>
      <translation>新しいファイル(&amp;F)（大会を持ち帰る）</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/connection_dialog.py" line="142" />
      <source>An empty database on a ser&amp;ver</source>
      <translation>サーバー上の空のデータベース(&amp;V)</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/connection_dialog.py" line="185" />
      <source>Choose a file to copy to.</source>
      <translation>複製先のファイルを指定してください。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/connection_dialog.py" line="88" />
      <source>Connect to a shared database</source>
      <translation>共有データベースに接続</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/context.py" line="172" />
      <source>Connected again: what is shown is read afresh.</source>
      <translation>再接続しました。表示は最新の記録です。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/connection_dialog.py" line="119" />
      <source>Connected: a tournament database.</source>
      <translation>接続しました: 大会データベースです。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/connection_dialog.py" line="117" />
      <source>Connected: an empty database, ready for a tournament.</source>
      <translation>接続しました: 空のデータベースです（大会に使えます）。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/connection_dialog.py" line="198" />
      <source>Copied to {target}.</source>
      <translation>{target} に複製しました。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/connection_dialog.py" line="193" />
      <source>Copy cancelled: nothing was copied.</source>
      <translation>複製を中止しました。何も複製していません。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/connection_dialog.py" line="140" />
      <source>Copy tournament to…</source>
      <translation>大会の複製…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/connection_dialog.py" line="190" />
      <source>Copying the tournament…</source>
      <translation>大会を複製しています…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/context.py" line="177" />
      <source>Database not reachable: what is shown is as last read, and nothing can be stored. Reconnecting by itself…</source>
      <translation>データベースに接続できません。表示は最後に読み込んだ時点のもので、記録はできません。自動で再接続します…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/connection_dialog.py" line="90" />
      <source>Every desk of the event types the same address.</source>
      <translation>大会のすべての端末で同じアドレスを入力します。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/connection_dialog.py" line="53" />
      <source>P&amp;ort:</source>
      <translation>ポート(&amp;O):</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/connection_dialog.py" line="56" />
      <source>Pass&amp;word:</source>
      <translation>パスワード(&amp;W):</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/connection_dialog.py" line="175" />
      <source>Tournament databases (*.sqlite3)</source>
      <translation>大会データベース (*.sqlite3)</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/connection_dialog.py" line="41" />
      <source>e.g. 192.168.1.10 (the organiser's laptop)</source>
      <translation>例: 192.168.1.10（運営のノートパソコン）</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/connection_dialog.py" line="49" />
      <source>empty: from the password file or PGPASSWORD</source>
      <translation>空欄: パスワードファイルか PGPASSWORD から</translation>
    </message>
  </context>
  <context>
    <name>ui.desk</name>
    <message>
      <location filename="tournament_app/ui/desk/preview.py" line="286" />
      <source>   </source>
      <translation> ／ </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/ui/desk/corrections.py" line="144" />
      <source>%n hands imported from {file}</source>
      <translation>
        <numerusform>{file} から%n局を取り込みました</numerusform>
      </translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/widgets.py" line="60" />
      <source>(dealer)</source>
      <translation>（親）</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/layout.py" line="98" />
      <source>3 30 · m h b s y · 7700 · 1300 2600</source>
      <translation>3 30・m h b s y・7700・1300 2600</translation>
    </message>
    <message>
      <location filename="tournament_app/game_changes.py" line="72" />
      <source>; </source>
      <translation>／</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/layout.py" line="46" />
      <source>Abortive [A]</source>
      <translation>途中流局 [A]</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/preview.py" line="228" />
      <source>Abortive draw: choose the kind if it matters, then Enter.</source>
      <translation>途中流局: 必要なら種類を選び、Enter を押してください。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/dialogs.py" line="131" />
      <source>Adds up to {total}. The points are beside the scores.</source>
      <translation>合計 {total}。ポイントは各持ち点の右に表示しています。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/window.py" line="234" />
      <source>Another winner</source>
      <translation>他の和了者</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/layout.py" line="111" />
      <source>Another winner…</source>
      <translation>他の和了者…</translation>
    </message>
    <message>
      <location filename="tournament_app/game_changes.py" line="75" />
      <source>At another desk meanwhile: {what}.</source>
      <translation>その間に別の端末で: {what}。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/layout.py" line="50" />
      <source>Baiman [b]</source>
      <translation>倍満 [b]</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/corrections.py" line="104" />
      <source>Change history… [{key}]</source>
      <translation>変更履歴… [{key}]</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/layout.py" line="115" />
      <source>Check a hand… [{key}]</source>
      <translation>点数を確認… [{key}]</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/following.py" line="187" />
      <source>Checked: Enter records your entry as hand {n}.</source>
      <translation>確認済み: Enter で No.{n} として記録します。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/following.py" line="185" />
      <source>Checked: Enter saves your edit of hand {n}.</source>
      <translation>確認済み: Enter で No.{n} の修正を保存します。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/preview.py" line="127" />
      <source>Chombo</source>
      <translation>チョンボ</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/layout.py" line="46" />
      <source>Chombo [C]</source>
      <translation>チョンボ [C]</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/preview.py" line="227" />
      <source>Chombo: press the offender's key (1-4), then Enter.</source>
      <translation>チョンボ: チョンボ者のキー（1〜4）を押してから Enter を押してください。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/layout.py" line="151" />
      <source>Clear [Esc]</source>
      <translation>クリア [Esc]</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/layout.py" line="148" />
      <source>Confirm [Enter]</source>
      <translation>確定 [Enter]</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/following.py" line="245" />
      <source>Connected again. Entries typed meanwhile are kept; press Enter to store them.</source>
      <translation>再接続しました。その間の入力は残っています。Enter で記録してください。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/following.py" line="254" />
      <source>Database not reachable: your entry is kept. Reconnecting by itself…</source>
      <translation>データベースに接続できません。入力は残っています。自動で再接続します…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/corrections.py" line="88" />
      <source>Delete</source>
      <translation>削除</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/corrections.py" line="102" />
      <source>Delete hand</source>
      <translation>局を削除</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/corrections.py" line="85" />
      <source>Delete hand {n} ({label})?</source>
      <translation>No.{n}（{label}）を削除しますか？</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/widgets.py" line="112" />
      <source>Deposits</source>
      <translation>供託</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/layout.py" line="45" />
      <source>Draw [D]</source>
      <translation>流局 [D]</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/preview.py" line="225" />
      <source>Draw: toggle the tenpai players with 1-4, then Enter.</source>
      <translation>流局: テンパイ者を1〜4キーで指定し（もう一度押すと解除）、Enter を押してください。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/corrections.py" line="99" />
      <source>Edit hand [{key}]</source>
      <translation>局を修正 [{key}]</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/preview.py" line="244" />
      <source>Editing hand {n} ({label}): Enter saves, Esc cancels.</source>
      <translation>No.{n}（{label}）を修正中: Enter で保存、Esc で取り消し。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/layout.py" line="59" />
      <source>Enter the hand</source>
      <translation>局の入力</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/layout.py" line="195" />
      <source>Final scores only…</source>
      <translation>最終持ち点のみ入力…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/dialogs.py" line="67" />
      <source>Final scores: round {round}, table {table}</source>
      <translation>最終持ち点: {round}回戦 {table}卓</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/corrections.py" line="198" />
      <source>Finish early</source>
      <translation>対局の打ち切り</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/preview.py" line="259" />
      <source>Finish game [{key}]</source>
      <translation>対局終了 [{key}]</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/preview.py" line="269" />
      <source>Finished.</source>
      <translation>対局終了。</translation>
    </message>
    <message>
      <location filename="tournament_app/game_changes.py" line="74" />
      <source>From the table's phone meanwhile: {what}.</source>
      <translation>その間に卓のスマホから: {what}。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/corrections.py" line="120" />
      <source>Game logs: Tenhou mjlog, tenhou.net/6 JSON (*.mjlog *.xml *.json *.jsonl *.gz);;All files (*)</source>
      <translation>牌譜: 天鳳 mjlog、tenhou.net/6 JSON (*.mjlog *.xml *.json *.jsonl *.gz);;すべてのファイル (*)</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/preview.py" line="275" />
      <source>Game over — result:</source>
      <translation>終局 — 結果:</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/widgets.py" line="102" />
      <source>Hand</source>
      <translation>局</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/editing.py" line="82" />
      <source>Hand {n} ({label}), before which you were inserting a hand, is no longer hand {n}: a hand before it was changed {where}. Nothing saved.</source>
      <translation>前に局を挿入しようとしていた No.{n}（{label}）は、もう No.{n} ではありません。それより前の局が{where}変更されました。何も保存していません。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/editing.py" line="80" />
      <source>Hand {n} ({label}), before which you were inserting a hand, was changed {where}: nothing saved.</source>
      <translation>前に局を挿入しようとしていた No.{n}（{label}）は{where}変更されました。何も保存していません。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/editing.py" line="78" />
      <source>Hand {n} ({label}), before which you were inserting a hand, was deleted {where}: nothing saved.</source>
      <translation>前に局を挿入しようとしていた No.{n}（{label}）は{where}削除されました。何も保存していません。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/editing.py" line="76" />
      <source>Hand {n} ({label}), before which you were inserting a hand, was undone {where}: nothing saved.</source>
      <translation>前に局を挿入しようとしていた No.{n}（{label}）は{where}取り消されました。何も保存していません。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/editing.py" line="71" />
      <source>Hand {n} ({label}), which you were editing, is no longer hand {n}: a hand before it was changed {where}. Nothing saved.</source>
      <translation>修正中の No.{n}（{label}）は、もう No.{n} ではありません。それより前の局が{where}変更されました。何も保存していません。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/editing.py" line="69" />
      <source>Hand {n} ({label}), which you were editing, was changed {where}: nothing saved.</source>
      <translation>修正中の No.{n}（{label}）は{where}変更されました。何も保存していません。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/editing.py" line="67" />
      <source>Hand {n} ({label}), which you were editing, was deleted {where}: nothing saved.</source>
      <translation>修正中の No.{n}（{label}）は{where}削除されました。何も保存していません。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/editing.py" line="65" />
      <source>Hand {n} ({label}), which you were editing, was undone {where}: nothing saved.</source>
      <translation>修正中の No.{n}（{label}）は{where}取り消されました。何も保存していません。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/following.py" line="195" />
      <source>Hand {n} ({label}: {text}) was just recorded, and it is the hand you typed. Record yours as well, as hand {next}?</source>
      <translation>No.{n}（{label}: {text}）がたった今記録されました。入力中の局と同じです。こちらの入力も No.{next} として記録しますか？</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/layout.py" line="159" />
      <source>Hands</source>
      <translation>局の記録</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/layout.py" line="50" />
      <source>Haneman [h]</source>
      <translation>跳満 [h]</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/preview.py" line="276" />
      <source>If the dealer stops here:</source>
      <translation>親がここで止めた場合:</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/corrections.py" line="160" />
      <source>Import</source>
      <translation>取り込む</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/corrections.py" line="119" />
      <source>Import game log</source>
      <translation>牌譜の取り込み</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/corrections.py" line="106" />
      <source>Import game log… [{key}]</source>
      <translation>牌譜を取り込む… [{key}]</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/corrections.py" line="101" />
      <source>Insert hand before…</source>
      <translation>前に局を挿入…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/preview.py" line="246" />
      <source>Inserting a hand before hand {n} ({label}): Enter saves, Esc cancels.</source>
      <translation>No.{n}（{label}）の前に局を挿入中: Enter で保存、Esc で取り消し。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/following.py" line="146" />
      <source>It is the hand you are entering: press Esc to drop yours (Enter asks before recording it again).</source>
      <translation>入力中の局と同じです。Esc でこちらの入力を破棄してください（Enter では、もう一度記録する前に確認します）。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/preview.py" line="207" />
      <source>Kind of abortive draw</source>
      <translation>途中流局の種類</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/preview.py" line="284" />
      <source>Left on the table: {left} (with the final scores: {total})</source>
      <translation>供託: {left}（最終持ち点との合計 {total}）</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/preview.py" line="162" />
      <source>Looked again [Enter]</source>
      <translation>確認した [Enter]</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/layout.py" line="50" />
      <source>Mangan [m]</source>
      <translation>満貫 [m]</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/preview.py" line="197" />
      <source>Nagashi mangan: {name}</source>
      <translation>流し満貫: {name}</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/window.py" line="110" />
      <source>Next hanchan [{key}]</source>
      <translation>次の半荘 [{key}]</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/preview.py" line="195" />
      <source>No nagashi mangan</source>
      <translation>流し満貫なし</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/preview.py" line="185" />
      <source>No pao</source>
      <translation>包なし</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/corrections.py" line="179" />
      <source>No seats were swapped: look again.</source>
      <translation>席は入れ替えていません。もう一度確認してください。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/corrections.py" line="180" />
      <source>No seats were swapped: the database could not be reached. Swap them again once it is connected.</source>
      <translation>席は入れ替えていません。データベースに接続できませんでした。接続が戻ったら、もう一度入れ替えてください。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/corrections.py" line="91" />
      <source>Nothing was deleted: look again.</source>
      <translation>何も削除していません。もう一度確認してください。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/corrections.py" line="92" />
      <source>Nothing was deleted: the database could not be reached. Delete the hand again once it is connected.</source>
      <translation>何も削除していません。データベースに接続できませんでした。接続が戻ったら、もう一度削除してください。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/corrections.py" line="139" />
      <source>Nothing was imported: look again.</source>
      <translation>何も取り込んでいません。もう一度確認してください。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/corrections.py" line="140" />
      <source>Nothing was imported: the database could not be reached. Import the log again once it is connected.</source>
      <translation>何も取り込んでいません。データベースに接続できませんでした。接続が戻ったら、もう一度牌譜を取り込んでください。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/actions.py" line="101" />
      <source>Nothing was stored: look again.</source>
      <translation>何も記録していません。もう一度確認してください。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/corrections.py" line="43" />
      <source>Nothing was undone: look again.</source>
      <translation>何も取り消していません。もう一度確認してください。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/corrections.py" line="44" />
      <source>Nothing was undone: the database could not be reached. Undo again once it is connected.</source>
      <translation>何も取り消していません。データベースに接続できませんでした。接続が戻ったら、もう一度取り消してください。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/preview.py" line="188" />
      <source>Pao: {name}</source>
      <translation>包: {name}</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/dialogs.py" line="102" />
      <source>Points left on the table</source>
      <translation>供託</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/actions.py" line="107" />
      <source>Reconnecting by itself…</source>
      <translation>自動で再接続します…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/corrections.py" line="215" />
      <source>Reopen</source>
      <translation>終了の取り消し</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/preview.py" line="259" />
      <source>Reopen game</source>
      <translation>対局終了を取り消す</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/corrections.py" line="215" />
      <source>Reopen this game? Its result leaves the standings until it is finished again.</source>
      <translation>対局終了を取り消して記録を修正できるようにしますか？ 再び終了するまで、この対局の結果は成績から外れます。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/widgets.py" line="104" />
      <source>Result</source>
      <translation>結果</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/preview.py" line="118" />
      <source>Riichi</source>
      <translation>リーチ</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/preview.py" line="110" />
      <source>Riichi {name} [{key}]</source>
      <translation>リーチ {name} [{key}]</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/layout.py" line="45" />
      <source>Ron [R]</source>
      <translation>ロン [R]</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/preview.py" line="219" />
      <source>Ron: press the discarder's key (1-4).</source>
      <translation>ロン: 放銃者のキー（1〜4）を押してください。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/preview.py" line="217" />
      <source>Ron: press the winner's key (1-4).</source>
      <translation>ロン: 和了者のキー（1〜4）を押してください。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/preview.py" line="89" />
      <source>Round {round} · Table {table} — game over</source>
      <translation>{round}回戦・{table}卓 — 終局</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/preview.py" line="85" />
      <source>Round {round} · Table {table} — {hand} — deposits {left}</source>
      <translation>{round}回戦・{table}卓 — {hand} — 供託 {left}</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/layout.py" line="51" />
      <source>Sanbaiman [s]</source>
      <translation>三倍満 [s]</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/layout.py" line="88" />
      <source>Saving… waiting for the database</source>
      <translation>保存中… データベースの応答を待っています</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/preview.py" line="94" />
      <source>Score desk: round {round}, table {table}</source>
      <translation>点数記録: {round}回戦 {table}卓</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/chart.py" line="89" />
      <source>Score line [{key}]</source>
      <translation>点数推移 [{key}]</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/dialogs.py" line="140" />
      <source>Scores and points left add up to {total}: {diff} over {expected}.</source>
      <translation>持ち点と供託の合計が {total}点です（{expected}点より {diff}点多い）。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/dialogs.py" line="138" />
      <source>Scores and points left add up to {total}: {diff} short of {expected}.</source>
      <translation>持ち点と供託の合計が {total}点です（{expected}点に {diff}点不足）。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/dialogs.py" line="43" />
      <source>Seat</source>
      <translation>席</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/clock.py" line="28" />
      <source>Set by itself when this table's time runs out: the hand in play is recorded with the time call</source>
      <translation>この卓の時間が切れると自動でチェックされます。進行中の局が時間切れの局として記録されます</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/chart.py" line="90" />
      <source>Show or hide each seat's score after every hand</source>
      <translation>各局終了後の持ち点の推移を表示・非表示</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/preview.py" line="276" />
      <source>Standing now:</source>
      <translation>現在の順位:</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/dialogs.py" line="36" />
      <source>Swap seats</source>
      <translation>席の入れ替え</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/layout.py" line="193" />
      <source>Swap seats…</source>
      <translation>席の入れ替え…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/preview.py" line="125" />
      <source>Tenpai</source>
      <translation>テンパイ</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/preview.py" line="142" />
      <source>The game is finished. Reopen it to change a hand.</source>
      <translation>この対局は終了しています。局を修正するには対局終了を取り消してください。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/preview.py" line="140" />
      <source>The game is finished: Next hanchan opens this table's next one (Reopen to change a hand).</source>
      <translation>この対局は終了しています。「次の半荘」でこの卓の次の半荘を開きます（局を修正するには対局終了を取り消してください）。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/preview.py" line="136" />
      <source>The game is finished: Next hanchan opens this table's next one, {name} sitting out (Reopen to change a hand).</source>
      <translation>対局は終了しました。「次の半荘」でこの卓の次の半荘を開きます。抜け番は{name}です（局を直すには「再開」）。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/corrections.py" line="198" />
      <source>The game is not over under the rules. Finish it now (for example at the time limit) and settle the scores as they stand?</source>
      <translation>ルール上はまだ終局していません。今の時点で対局を終了し（時間打ち切りなど）、現在の持ち点で精算しますか？</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/preview.py" line="145" />
      <source>The game is over: check the result below and finish it.</source>
      <translation>終局しました。下の結果を確認して対局を終了してください。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/corrections.py" line="204" />
      <source>The game was not finished: look again.</source>
      <translation>対局は終了していません。もう一度確認してください。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/corrections.py" line="205" />
      <source>The game was not finished: the database could not be reached. Finish it again once it is connected.</source>
      <translation>対局は終了していません。データベースに接続できませんでした。接続が戻ったら、もう一度終了してください。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/corrections.py" line="218" />
      <source>The game was not reopened: look again.</source>
      <translation>対局は再開していません。もう一度確認してください。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/corrections.py" line="219" />
      <source>The game was not reopened: the database could not be reached. Reopen it again once it is connected.</source>
      <translation>対局は再開していません。データベースに接続できませんでした。接続が戻ったら、もう一度再開してください。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/preview.py" line="241" />
      <source>The hand you were inserting before hand {n} ({label}) was not saved: Esc drops it.</source>
      <translation>No.{n}（{label}）の前に挿入しようとした局は保存していません。Esc で破棄します。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/dialogs.py" line="45" />
      <source>The hands stay with the seats; only the players move.</source>
      <translation>局の記録は席に残り、選手だけが入れ替わります。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/preview.py" line="235" />
      <source>The last dealer is first and may end the game here: Finish game ends it, the next hand recorded plays on.</source>
      <translation>ラス親がトップなので、ここで終了できます。「対局終了」で終了、次の局を記録すれば続行です。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/following.py" line="199" />
      <source>The same hand twice?</source>
      <translation>同じ局を二度記録しますか？</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/chart.py" line="84" />
      <source>The score line appears after the first hand.</source>
      <translation>最初の局を記録すると点数推移が表示されます。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/dialogs.py" line="151" />
      <source>The scores were not saved: look again, then save.</source>
      <translation>持ち点は保存していません。確認してからもう一度保存してください。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/chart.py" line="155" />
      <source>This game was recorded by its final scores only: there is no score line.</source>
      <translation>この対局は最終持ち点のみの記録のため、点数推移はありません。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/clock.py" line="62" />
      <source>This table has finished</source>
      <translation>この卓は終了しました</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/actions.py" line="84" />
      <source>This was sent twice: it is stored once.</source>
      <translation>二重に送信されました。記録は1回だけです。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/clock.py" line="88" />
      <source>Time is up: this hand, then one more.</source>
      <translation>時間切れ: この局のあと、もう1局で終了です。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/clock.py" line="85" />
      <source>Time is up: this is the last hand.</source>
      <translation>時間切れ: この局が最終局です。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/clock.py" line="27" />
      <source>Time up in this hand</source>
      <translation>この局で時間切れ</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/layout.py" line="45" />
      <source>Tsumo [T]</source>
      <translation>ツモ [T]</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/preview.py" line="221" />
      <source>Tsumo: press the winner's key (1-4).</source>
      <translation>ツモ: 和了者のキー（1〜4）を押してください。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/preview.py" line="223" />
      <source>Type the value (3 30, m, 7700 …) and press Enter.</source>
      <translation>点数（3 30、m、7700など）を入力して Enter を押してください。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/corrections.py" line="40" />
      <source>Undo</source>
      <translation>取り消し</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/corrections.py" line="38" />
      <source>Undo hand {n} ({label})?</source>
      <translation>No.{n}（{label}）を取り消しますか？</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/layout.py" line="182" />
      <source>Undo last hand [{key}]</source>
      <translation>直前の局を取り消し [{key}]</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/layout.py" line="117" />
      <source>Value a hand from its tiles under these rules (yaku, fu, payment) when the players disagree</source>
      <translation>点数申告に異論があるとき、牌からこのルールで点数（役、符、支払い）を計算します</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/preview.py" line="178" />
      <source>Value of {name}:</source>
      <translation>{name} の点数:</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/layout.py" line="95" />
      <source>Value:</source>
      <translation>点数:</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/following.py" line="152" />
      <source>What you typed stays on screen, not saved: Esc drops it.</source>
      <translation>入力した内容は画面に残していますが、保存していません。Esc で破棄します。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/window.py" line="234" />
      <source>Who else won?</source>
      <translation>他に和了したのは誰ですか？</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/layout.py" line="51" />
      <source>Yakuman [y]</source>
      <translation>役満 [y]</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/layout.py" line="52" />
      <source>Yakuman ×2 [yy]</source>
      <translation>2倍役満 [yy]</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/following.py" line="204" />
      <source>Your copy was dropped: hand {n} is stored once.</source>
      <translation>こちらの入力は破棄しました。No.{n} の記録は1回だけです。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/preview.py" line="240" />
      <source>Your edit of hand {n} ({label}) was not saved: Esc drops it.</source>
      <translation>No.{n}（{label}）の修正は保存していません。Esc で破棄します。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/following.py" line="142" />
      <source>Your edit of hand {n} is kept, not saved: check it against the game as it is now, then press Enter (Enter again saves it).</source>
      <translation>No.{n} の修正は残っていますが、保存していません。現在の対局と照らして確認し、Enter を押してください（もう一度 Enter で保存します）。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/following.py" line="148" />
      <source>Your entry is kept, not stored: check it against the game as it is now, then press Enter (Enter again records it as hand {n}).</source>
      <translation>入力は残っていますが、記録していません。現在の対局と照らして確認し、Enter を押してください（もう一度 Enter で No.{n} として記録します）。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/widgets.py" line="61" />
      <source>[{key}] {wind}</source>
      <translation>[{key}] {wind}</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/editing.py" line="62" />
      <source>at another desk</source>
      <translation>他の端末で</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/dialogs.py" line="82" />
      <source>chombo</source>
      <translation>チョンボ</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/editing.py" line="62" />
      <source>from the table's phone</source>
      <translation>卓のスマホから</translation>
    </message>
    <message>
      <location filename="tournament_app/game_changes.py" line="57" />
      <source>hand {n} ({label}) was corrected</source>
      <translation>No.{n}（{label}）が修正されました</translation>
    </message>
    <message>
      <location filename="tournament_app/game_changes.py" line="50" />
      <source>hand {n} ({label}) was recorded</source>
      <translation>No.{n}（{label}）が記録されました</translation>
    </message>
    <message>
      <location filename="tournament_app/game_changes.py" line="51" />
      <source>hand {n} ({label}: {text}) was recorded</source>
      <translation>No.{n}（{label}: {text}）が記録されました</translation>
    </message>
    <message>
      <location filename="tournament_app/game_changes.py" line="54" />
      <source>hand {n} was undone</source>
      <translation>No.{n} が取り消されました</translation>
    </message>
    <message>
      <location filename="tournament_app/game_changes.py" line="60" />
      <source>hands {first}–{last} were changed</source>
      <translation>No.{first}〜{last} が変更されました</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/corrections.py" line="168" />
      <source>round {round}, table {table}</source>
      <translation>{round}回戦 {table}卓</translation>
    </message>
    <message>
      <location filename="tournament_app/game_changes.py" line="63" />
      <source>seats were swapped</source>
      <translation>席が入れ替えられました</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/preview.py" line="92" />
      <source>sitting out: {name}</source>
      <translation>抜け番: {name}</translation>
    </message>
    <message>
      <location filename="tournament_app/game_changes.py" line="71" />
      <source>the game was changed</source>
      <translation>対局が変更されました</translation>
    </message>
    <message>
      <location filename="tournament_app/game_changes.py" line="65" />
      <source>the game was finished</source>
      <translation>対局が終了されました</translation>
    </message>
    <message>
      <location filename="tournament_app/game_changes.py" line="67" />
      <source>the game was reopened</source>
      <translation>対局が再開されました</translation>
    </message>
    <message>
      <location filename="tournament_app/game_changes.py" line="69" />
      <source>the game was reopened and finished again</source>
      <translation>対局が再開され、再び終了されました</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/dialogs.py" line="44" />
      <source>with seat</source>
      <translation>入れ替える席</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/widgets.py" line="109" />
      <source>{change}  ({score})</source>
      <translation>{change}（{score}）</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/corrections.py" line="156" />
      <source>{file} holds {count} games. Which one was played at this table?</source>
      <translation>{file} には{count}対局あります。この卓の対局はどれですか？</translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/ui/desk/corrections.py" line="152" />
      <source>{number}: {names} (%n hands)</source>
      <translation>
        <numerusform>{number}: {names}（%n局）</numerusform>
      </translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/layout.py" line="132" />
      <source>{n} fu</source>
      <translation>{n}符</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/layout.py" line="127" />
      <source>{n} han</source>
      <translation>{n}翻</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/preview.py" line="278" />
      <source>{rank}. {name} {score} {points}</source>
      <translation>{rank}位 {name} {score} {points}</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/desk/dialogs.py" line="95" />
      <source>{wind} [{key}] {name}</source>
      <translation>{wind} [{key}] {name}</translation>
    </message>
  </context>
  <context>
    <name>ui.format</name>
    <message numerus="yes">
      <location filename="tournament_app/ui/format_dialog.py" line="41" />
      <source>%n chosen players</source>
      <translation>
        <numerusform>指定した%n名</numerusform>
      </translation>
    </message>
    <message>
      <location filename="tournament_app/ui/format_dialog.py" line="115" />
      <source>&amp;Carry-over:</source>
      <translation>持ち越し(&amp;C):</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/format_dialog.py" line="83" />
      <source>&amp;Hide the standings from round</source>
      <translation>成績を非公開にする回戦(&amp;H)</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/format_dialog.py" line="112" />
      <source>&amp;Name:</source>
      <translation>名前(&amp;N):</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/format_dialog.py" line="114" />
      <source>&amp;Top of the previous stage:</source>
      <translation>前のステージの上位(&amp;T):</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/format_dialog.py" line="46" />
      <source>1st sits East</source>
      <translation>1位が東</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/format_dialog.py" line="109" />
      <source>Add &amp;stage</source>
      <translation>ステージを追加(&amp;S)</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/format_dialog.py" line="128" />
      <source>Add t&amp;eam</source>
      <translation>チームを追加(&amp;E)</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/format_dialog.py" line="74" />
      <source>Equal totals</source>
      <translation>同点の順位</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/format_dialog.py" line="113" />
      <source>From round:</source>
      <translation>開始回戦:</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/format_dialog.py" line="146" />
      <source>Leave substitutes &amp;out of the standings</source>
      <translation>補欠を成績表に載せない(&amp;O)</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/format_dialog.py" line="132" />
      <source>Mem&amp;bers:</source>
      <translation>メンバー(&amp;B):</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/format_dialog.py" line="140" />
      <source>Score substitutes' games a &amp;fixed result of</source>
      <translation>補欠の対局を固定成績にする(&amp;F)</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/format_dialog.py" line="108" />
      <source>Seat by &amp;rank (1st East)</source>
      <translation>成績順の座席（1位が東）(&amp;R)</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/format_dialog.py" line="118" />
      <source>Stages</source>
      <translation>ステージ</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/format_dialog.py" line="60" />
      <source>Stages and standings</source>
      <translation>ステージと成績</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/format_dialog.py" line="131" />
      <source>Team na&amp;me:</source>
      <translation>チーム名(&amp;M):</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/format_dialog.py" line="134" />
      <source>Teams</source>
      <translation>チーム</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/format_dialog.py" line="76" />
      <source>Ticked rules decide in this order (drag to reorder); none ticked: equal totals share the place. In a later stage, players still level after these keep their order of the stage before (before the lottery).</source>
      <translation>チェックした決め方をこの順に使います（ドラッグで並べ替え）。チェックがなければ同点は同順位です。2つ目以降のステージでは、これで決まらない同点者は前のステージの順位のままです（抽選より先）。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/format_dialog.py" line="97" />
      <source>e.g. Final</source>
      <translation>例: 決勝</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/format_dialog.py" line="40" />
      <source>everyone</source>
      <translation>全員</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/format_dialog.py" line="105" />
      <source>half</source>
      <translation>半分</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/format_dialog.py" line="43" />
      <source>half the total carried</source>
      <translation>合計の半分を持ち越し</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/format_dialog.py" line="105" />
      <source>in full</source>
      <translation>全部</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/format_dialog.py" line="127" />
      <source>names, separated by commas</source>
      <translation>氏名をカンマで区切って</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/format_dialog.py" line="105" />
      <source>nothing</source>
      <translation>なし</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/format_dialog.py" line="44" />
      <source>nothing carried</source>
      <translation>持ち越しなし</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/format_dialog.py" line="40" />
      <source>the top {n}</source>
      <translation>上位{n}名</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/format_dialog.py" line="43" />
      <source>total carried in full</source>
      <translation>合計をすべて持ち越し</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/format_dialog.py" line="44" />
      <source>{f} of the total carried</source>
      <translation>合計の {f} を持ち越し</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/format_dialog.py" line="51" />
      <source>{n} entered, fixed when it was seated</source>
      <translation>{n}名が出場（配席時に確定）</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/format_dialog.py" line="48" />
      <source>{n}. {name} from round {round}: {what}</source>
      <translation>{n}. {name}（{round}回戦から）: {what}</translation>
    </message>
  </context>
  <context>
    <name>ui.handcheck</name>
    <message>
      <location filename="tournament_app/ui/hand_check_dialog.py" line="79" />
      <source>&amp;Chankan</source>
      <translation>搶槓(&amp;C)</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/hand_check_dialog.py" line="75" />
      <source>&amp;Double riichi</source>
      <translation>ダブルリーチ(&amp;D)</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/hand_check_dialog.py" line="76" />
      <source>&amp;Ippatsu</source>
      <translation>一発(&amp;I)</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/hand_check_dialog.py" line="77" />
      <source>&amp;Last tile (haitei / houtei)</source>
      <translation>最後の牌（海底・河底）(&amp;L)</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/hand_check_dialog.py" line="107" />
      <source>&amp;Melds:</source>
      <translation>副露(&amp;M):</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/hand_check_dialog.py" line="74" />
      <source>&amp;Riichi</source>
      <translation>リーチ(&amp;R)</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/hand_check_dialog.py" line="72" />
      <source>&amp;Tsumo</source>
      <translation>ツモ(&amp;T)</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/hand_check_dialog.py" line="101" />
      <source>&amp;Use this value</source>
      <translation>この点数を使う(&amp;U)</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/hand_check_dialog.py" line="108" />
      <source>&amp;Winning tile:</source>
      <translation>和了牌(&amp;W):</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/hand_check_dialog.py" line="60" />
      <source>Check a hand</source>
      <translation>点数の確認</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/hand_check_dialog.py" line="106" />
      <source>Concealed tile&amp;s:</source>
      <translation>門前の牌(&amp;S):</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/hand_check_dialog.py" line="85" />
      <source>D&amp;ealer</source>
      <translation>親(&amp;E)</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/hand_check_dialog.py" line="109" />
      <source>D&amp;ora indicators:</source>
      <translation>ドラ表示牌(&amp;O):</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/hand_check_dialog.py" line="203" />
      <source>Fu: {parts} → {fu}</source>
      <translation>符: {parts} → {fu}符</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/hand_check_dialog.py" line="80" />
      <source>Ren&amp;hou</source>
      <translation>人和(&amp;H)</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/hand_check_dialog.py" line="78" />
      <source>Ri&amp;nshan</source>
      <translation>嶺上開花(&amp;N)</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/hand_check_dialog.py" line="112" />
      <source>Round wind:</source>
      <translation>場風:</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/hand_check_dialog.py" line="114" />
      <source>Seat wind:</source>
      <translation>自風:</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/hand_check_dialog.py" line="147" />
      <source>Take the last tile back</source>
      <translation>最後の牌を取り消す</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/hand_check_dialog.py" line="176" />
      <source>Type or click the concealed tiles, the winning tile last.</source>
      <translation>門前の牌を入力するかボタンで選んでください（和了牌を最後に）。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/hand_check_dialog.py" line="110" />
      <source>Ura dora indic&amp;ators:</source>
      <translation>裏ドラ表示牌(&amp;A):</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/hand_check_dialog.py" line="66" />
      <source>default: the last tile</source>
      <translation>既定: 最後の牌</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/hand_check_dialog.py" line="198" />
      <source>double yakuman</source>
      <translation>2倍役満</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/hand_check_dialog.py" line="62" />
      <source>e.g. 234789m12345666p (the winning tile last)</source>
      <translation>例: 234789m12345666p（和了牌を最後に）</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/hand_check_dialog.py" line="64" />
      <source>e.g. chi:123m pon:555z kan:1111p ankan:9999s</source>
      <translation>例: chi:123m pon:555z kan:1111p ankan:9999s</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/hand_check_dialog.py" line="47" />
      <source>red 5{suit}</source>
      <translation>赤5{suit}</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/hand_check_dialog.py" line="198" />
      <source>yakuman</source>
      <translation>役満</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/hand_check_dialog.py" line="199" />
      <source>{n} han</source>
      <translation>{n}翻</translation>
    </message>
  </context>
  <context>
    <name>ui.help</name>
    <message>
      <location filename="tournament_app/ui/help_window.py" line="148" />
      <source>Keyboard shortcuts</source>
      <translation>キー一覧</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/help_window.py" line="161" />
      <source>The user's guide is not installed with this copy of the app.</source>
      <translation>このアプリには利用ガイドが含まれていません。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/help_window.py" line="148" />
      <source>User's guide</source>
      <translation>利用ガイド</translation>
    </message>
  </context>
  <context>
    <name>ui.history</name>
    <message>
      <location filename="tournament_app/ui/history_dialog.py" line="103" />
      <source>(not recorded)</source>
      <translation>（記録なし）</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/history_dialog.py" line="67" />
      <source>(stopped before the rules' end)</source>
      <translation>（規定の終了前に打ち切り）</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/history_dialog.py" line="104" />
      <source>Change</source>
      <translation>変更</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/history_dialog.py" line="115" />
      <source>Change history: {table}</source>
      <translation>変更履歴: {table}</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/history_dialog.py" line="101" />
      <source>Date</source>
      <translation>日付</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/history_dialog.py" line="103" />
      <source>Desk</source>
      <translation>端末</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/history_dialog.py" line="38" />
      <source>Final scores entered</source>
      <translation>最終持ち点を入力</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/history_dialog.py" line="36" />
      <source>Game finished</source>
      <translation>対局終了</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/history_dialog.py" line="37" />
      <source>Game reopened</source>
      <translation>対局終了を取り消し</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/history_dialog.py" line="105" />
      <source>Hand</source>
      <translation>局</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/history_dialog.py" line="32" />
      <source>Hand corrected</source>
      <translation>局を訂正</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/history_dialog.py" line="34" />
      <source>Hand deleted</source>
      <translation>局を削除</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/history_dialog.py" line="33" />
      <source>Hand inserted</source>
      <translation>局を挿入</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/history_dialog.py" line="29" />
      <source>Hand recorded</source>
      <translation>局を記録</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/history_dialog.py" line="30" />
      <source>Hands added from a record</source>
      <translation>記録から局を追加</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/history_dialog.py" line="31" />
      <source>Last hand undone</source>
      <translation>直前の局を取り消し</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/history_dialog.py" line="85" />
      <source>No.{n}</source>
      <translation>No.{n}</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/history_dialog.py" line="133" />
      <source>Nothing has been recorded at this table yet.</source>
      <translation>この卓ではまだ何も記録されていません。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/history_dialog.py" line="35" />
      <source>Seats swapped</source>
      <translation>席を入れ替え</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/history_dialog.py" line="102" />
      <source>Time</source>
      <translation>時刻</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/history_dialog.py" line="106" />
      <source>What</source>
      <translation>内容</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/history_dialog.py" line="69" />
      <source>chombo: {names}</source>
      <translation>チョンボ: {names}</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/history_dialog.py" line="53" />
      <source>was: {hand}</source>
      <translation>削除前: {hand}</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/history_dialog.py" line="73" />
      <source>why: {reason}</source>
      <translation>理由: {reason}</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/history_dialog.py" line="54" />
      <source>{before}  →  {after}</source>
      <translation>{before}  →  {after}</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/history_dialog.py" line="60" />
      <source>{first} (seat [{a}]) and {second} (seat [{b}]) changed seats</source>
      <translation>{first}（席 [{a}]）と {second}（席 [{b}]）の席を入れ替え</translation>
    </message>
  </context>
  <context>
    <name>ui.main</name>
    <message numerus="yes">
      <location filename="tournament_app/ui/main_window.py" line="294" />
      <source>%n games imported</source>
      <translation>
        <numerusform>%n対局を取り込みました</numerusform>
      </translation>
    </message>
    <message>
      <location filename="tournament_app/ui/main_window.py" line="218" />
      <source>&amp;About</source>
      <translation>このアプリについて(&amp;A)</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/main_window.py" line="188" />
      <source>&amp;Awards…</source>
      <translation>表彰(&amp;A)…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/main_window.py" line="173" />
      <source>&amp;Back up database…</source>
      <translation>データベースをバックアップ(&amp;B)…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/main_window.py" line="172" />
      <source>&amp;Connect to a shared database…</source>
      <translation>共有データベースに接続(&amp;C)…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/main_window.py" line="54" />
      <source>&amp;Demo tournament</source>
      <translation>デモ大会(&amp;D)</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/main_window.py" line="180" />
      <source>&amp;Export workbook (Excel)…</source>
      <translation>Excel ブックに出力(&amp;E)…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/main_window.py" line="160" />
      <source>&amp;File</source>
      <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/main_window.py" line="215" />
      <source>&amp;Help</source>
      <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/main_window.py" line="199" />
      <source>&amp;Import online round…</source>
      <translation>オンラインの回戦を取り込む(&amp;I)…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/main_window.py" line="217" />
      <source>&amp;Keyboard shortcuts</source>
      <translation>キー一覧(&amp;K)</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/main_window.py" line="207" />
      <source>&amp;Language</source>
      <translation>言語(&amp;L)</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/main_window.py" line="52" />
      <source>&amp;New tournament…</source>
      <translation>新しい大会(&amp;N)…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/main_window.py" line="171" />
      <source>&amp;Open database…</source>
      <translation>データベースを開く(&amp;O)…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/main_window.py" line="187" />
      <source>&amp;Player reports…</source>
      <translation>個人成績表(&amp;P)…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/main_window.py" line="183" />
      <source>&amp;Print</source>
      <translation>印刷(&amp;P)</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/main_window.py" line="203" />
      <source>&amp;Projector</source>
      <translation>プロジェクター表示(&amp;P)</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/main_window.py" line="193" />
      <source>&amp;Quit</source>
      <translation>終了(&amp;Q)</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/main_window.py" line="174" />
      <source>&amp;Restore from backup…</source>
      <translation>バックアップから復元(&amp;R)…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/main_window.py" line="184" />
      <source>&amp;Standings…</source>
      <translation>成績表(&amp;S)…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/main_window.py" line="162" />
      <source>&amp;Switch tournament</source>
      <translation>大会の切り替え(&amp;S)</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/main_window.py" line="196" />
      <source>&amp;Tournament</source>
      <translation>大会(&amp;T)</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/main_window.py" line="216" />
      <source>&amp;User's guide</source>
      <translation>利用ガイド(&amp;U)</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/main_window.py" line="202" />
      <source>&amp;View</source>
      <translation>表示(&amp;V)</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/main_window.py" line="509" />
      <source>About</source>
      <translation>このアプリについて</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/main_window.py" line="381" />
      <source>Back up the database</source>
      <translation>データベースのバックアップ</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/main_window.py" line="385" />
      <source>Backing up the database…</source>
      <translation>データベースをバックアップしています…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/main_window.py" line="175" />
      <source>Backup &amp;folder…</source>
      <translation>バックアップのフォルダー(&amp;F)…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/main_window.py" line="176" />
      <source>Cop&amp;y tournament to…</source>
      <translation>大会を複製(&amp;Y)…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/main_window.py" line="265" />
      <source>Demo tournament {n}</source>
      <translation>デモ大会 {n}</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/main_window.py" line="177" />
      <source>Des&amp;k name…</source>
      <translation>端末名(&amp;K)…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/main_window.py" line="308" />
      <source>Desk name</source>
      <translation>端末名</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/main_window.py" line="408" />
      <source>Excel workbooks (*.xlsx)</source>
      <translation>Excel ブック (*.xlsx)</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/main_window.py" line="182" />
      <source>Export E&amp;MA results…</source>
      <translation>EMA 成績ファイルを出力(&amp;M)…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/main_window.py" line="428" />
      <source>Export EMA results</source>
      <translation>EMA 成績ファイルの出力</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/main_window.py" line="408" />
      <source>Export the workbook</source>
      <translation>Excel ブックに出力</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/main_window.py" line="433" />
      <source>Exporting the EMA results…</source>
      <translation>EMA 成績ファイルを出力しています…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/main_window.py" line="413" />
      <source>Exporting the workbook…</source>
      <translation>Excel ブックを出力しています…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/main_window.py" line="205" />
      <source>League &amp;seasons…</source>
      <translation>リーグ戦のシーズン(&amp;S)…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/main_window.py" line="309" />
      <source>Name this desk in the change history (for example “Desk 3 – Suzuki”); leave it empty for {default}:</source>
      <translation>変更履歴に表示するこの端末の名前（例:「受付PC 鈴木」「3番卓用 鈴木」）。空欄なら {default} になります:</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/main_window.py" line="365" />
      <source>Open a tournament database</source>
      <translation>大会データベースを開く</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/main_window.py" line="109" />
      <source>Penalties</source>
      <translation>ペナルティ</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/main_window.py" line="206" />
      <source>People &amp;across events…</source>
      <translation>人物の名寄せ(&amp;A)…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/main_window.py" line="106" />
      <source>Players</source>
      <translation>選手</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/main_window.py" line="542" />
      <source>Read-only: this database cannot be written (a read-only file, folder or medium). You can look, print and export; to record anything, copy it to a writable folder (File → Copy tournament to…) and open the copy.</source>
      <translation>読み取り専用: このデータベースには書き込めません（読み取り専用のファイル・フォルダー・媒体）。閲覧・印刷・Excel 出力はできます。記録するには書き込めるフォルダーに複製し（ファイル → 大会を複製…）、複製を開いてください。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/main_window.py" line="107" />
      <source>Rounds &amp;&amp; tables</source>
      <translation>回戦・卓</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/main_window.py" line="185" />
      <source>S&amp;eating…</source>
      <translation>座席表(&amp;E)…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/main_window.py" line="186" />
      <source>Score s&amp;heets…</source>
      <translation>記録用紙(&amp;H)…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/main_window.py" line="108" />
      <source>Standings</source>
      <translation>成績</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/main_window.py" line="197" />
      <source>Tables on &amp;phones…</source>
      <translation>スマホで卓入力(&amp;P)…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/main_window.py" line="45" />
      <source>This database holds no tournament yet. Start a new one, or look around in a demo tournament.</source>
      <translation>このデータベースにはまだ大会がありません。新しい大会を作成するか、デモ大会で操作を試してください。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/main_window.py" line="547" />
      <source>This database is in a {service} folder: fine while this computer alone uses it. Never open it from a second computer too: each would work in its own copy, and {service} keeps only one of them. For several desks use a PostgreSQL database (File → Copy tournament to…).</source>
      <translation>このデータベースは {service} のフォルダーにあります。このパソコンだけで使う間は問題ありません。別のパソコンから同時に開かないでください（それぞれが自分のコピーで作業し、{service} はその一方しか残しません）。複数の端末で使うときは PostgreSQL のデータベースを使ってください（ファイル → 大会を複製…）。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/main_window.py" line="315" />
      <source>This desk's changes are recorded as {name}</source>
      <translation>この端末の変更は「{name}」として記録されます</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/main_window.py" line="105" />
      <source>Tournament</source>
      <translation>大会</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/main_window.py" line="366" />
      <source>Tournament databases (*.sqlite3 *.db);;All files (*)</source>
      <translation>大会データベース (*.sqlite3 *.db);;すべてのファイル (*)</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/main_window.py" line="381" />
      <source>Tournament databases (*.sqlite3)</source>
      <translation>大会データベース (*.sqlite3)</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/main_window.py" line="237" />
      <source>Tournament desk</source>
      <translation>麻雀大会運営システム</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/main_window.py" line="509" />
      <source>Tournament desk for riichi mahjong, version {version}.</source>
      <translation>麻雀大会運営システム　バージョン {version}</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/main_window.py" line="42" />
      <source>Welcome to the tournament desk</source>
      <translation>麻雀大会運営システムへようこそ</translation>
    </message>
  </context>
  <context>
    <name>ui.penalties</name>
    <message>
      <location filename="tournament_app/ui/penalties_view.py" line="151" />
      <source>Add</source>
      <translation>追加</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/penalties_view.py" line="104" />
      <source>Add penalty</source>
      <translation>ペナルティの追加</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/penalties_view.py" line="257" />
      <source>Add penalty…</source>
      <translation>ペナルティを追加…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/penalties_view.py" line="124" />
      <source>Bonus (adds the points instead)</source>
      <translation>ボーナス（ポイントを加算）</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/penalties_view.py" line="233" />
      <source>Cancel penalty</source>
      <translation>ペナルティの取り消し</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/penalties_view.py" line="258" />
      <source>Cancel penalty…</source>
      <translation>ペナルティを取り消す…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/penalties_view.py" line="84" />
      <source>Cancel reason</source>
      <translation>取り消し理由</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/penalties_view.py" line="82" />
      <source>Cancelled</source>
      <translation>取り消し済み</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/penalties_view.py" line="184" />
      <source>Choose a player from the list.</source>
      <translation>一覧から選手を選んでください。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/penalties_view.py" line="205" />
      <source>Correct chombo</source>
      <translation>チョンボの修正</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/penalties_view.py" line="350" />
      <source>Correct chombo…</source>
      <translation>チョンボを修正…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/penalties_view.py" line="79" />
      <source>Date</source>
      <translation>日時</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/penalties_view.py" line="186" />
      <source>Give the points, more than 0.0.</source>
      <translation>0.0より大きいポイントを入力してください。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/penalties_view.py" line="188" />
      <source>Give the reason.</source>
      <translation>理由を入力してください。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/penalties_view.py" line="83" />
      <source>In force</source>
      <translation>有効</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/penalties_view.py" line="83" />
      <source>In the game's points</source>
      <translation>対局のポイントに反映済み</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/penalties_view.py" line="259" />
      <source>Penalties count in the standings' totals. A cancelled penalty stays listed with its reason. A chombo is part of its game's points, whether recorded as a hand or ticked with the final scores: it is corrected in that game.</source>
      <translation>ペナルティは成績の合計ポイントに反映されます。取り消したペナルティも理由とともに一覧に残ります。チョンボは、局として記録しても最終持ち点でチェックしても、その対局のポイントに含まれるため、その対局で修正します。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/penalties_view.py" line="142" />
      <source>Player</source>
      <translation>選手</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/penalties_view.py" line="146" />
      <source>Points</source>
      <translation>ポイント</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/penalties_view.py" line="148" />
      <source>Reason</source>
      <translation>理由</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/penalties_view.py" line="215" />
      <source>Reopen the game</source>
      <translation>対局終了を取り消す</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/penalties_view.py" line="137" />
      <source>Required: what happened</source>
      <translation>必須: 違反の内容（例: 遅刻）</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/penalties_view.py" line="147" />
      <source>Round</source>
      <translation>回戦</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/penalties_view.py" line="129" />
      <source>Round {n}</source>
      <translation>{n}回戦</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/penalties_view.py" line="81" />
      <source>Status</source>
      <translation>状態</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/penalties_view.py" line="75" />
      <source>Table</source>
      <translation>卓</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/penalties_view.py" line="206" />
      <source>The chombo of {name} ({points}) is part of the game at table {table} of round {round}: that game is reopened and its desk opens, to change the chombo hand or enter the final scores again.</source>
      <translation>{name} のチョンボ（{points}）は {round}回戦 {table}卓 の対局のポイントに含まれるため、その対局の終了を取り消して点数記録を開き、チョンボの局を修正するか最終持ち点を入力し直します。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/penalties_view.py" line="224" />
      <source>The game stays as it is: a correction needs a reason.</source>
      <translation>修正には理由が必要なため、対局はそのままです。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/penalties_view.py" line="238" />
      <source>The penalty stays in force: a cancellation needs a reason.</source>
      <translation>取り消しには理由が必要なため、ペナルティは有効のままです。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/penalties_view.py" line="113" />
      <source>Type a name, reading or affiliation</source>
      <translation>氏名・よみがな・所属を入力</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/penalties_view.py" line="210" />
      <source>Why is it corrected?</source>
      <translation>修正する理由を入力してください。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/penalties_view.py" line="231" />
      <source>Why is the penalty of {points} for {name} cancelled?</source>
      <translation>{name} のペナルティ（{points}）を取り消す理由を入力してください。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/penalties_view.py" line="123" />
      <source>points</source>
      <translation>ポイント</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/penalties_view.py" line="127" />
      <source>— no round —</source>
      <translation>— 回戦指定なし —</translation>
    </message>
  </context>
  <context>
    <name>ui.people</name>
    <message>
      <location filename="tournament_app/ui/people_window.py" line="243" />
      <source>#{other} {other_name} merged into #{number} {name}.</source>
      <translation>#{other} {other_name} を #{number} {name} に統合しました。</translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/ui/people_window.py" line="253" />
      <source>%n links made.</source>
      <translation>
        <numerusform>%n 件を紐付けました。</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/ui/people_window.py" line="147" />
      <source>%n people shown</source>
      <translation>
        <numerusform>%n 人を表示</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/ui/people_lists.py" line="80" />
      <source>%n players</source>
      <translation>
        <numerusform>選手 %n 名</numerusform>
      </translation>
    </message>
    <message>
      <location filename="tournament_app/ui/people_window.py" line="56" />
      <source>&amp;Find:</source>
      <translation>検索(&amp;F):</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/people_window.py" line="94" />
      <source>&amp;Link the chosen</source>
      <translation>選んだ候補を紐付け(&amp;L)</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/people_window.py" line="70" />
      <source>&amp;Merge the two chosen…</source>
      <translation>選んだ二人を統合(&amp;M)…</translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/ui/people_window.py" line="139" />
      <source>&amp;People (%n)</source>
      <translation>
        <numerusform>人物（%n）(&amp;P)</numerusform>
      </translation>
    </message>
    <message>
      <location filename="tournament_app/ui/people_window.py" line="66" />
      <source>&amp;Split into a person of their own…</source>
      <translation>別の人物に分割(&amp;S)…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/people_window.py" line="63" />
      <source>&amp;Unlink player…</source>
      <translation>紐付けを解除(&amp;U)…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/people_window.py" line="136" />
      <source>A person you had chosen was changed at another desk: look again and choose anew.</source>
      <translation>選んでいた人物が別の端末で変更されました。もう一度確認して選び直してください。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/people_window.py" line="90" />
      <source>Choose &amp;all</source>
      <translation>すべて選ぶ(&amp;A)</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/people_window.py" line="92" />
      <source>Choose &amp;none</source>
      <translation>選択を外す(&amp;N)</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/people_window.py" line="71" />
      <source>Choose two people (Ctrl+click) who are one: the players of the newer join the older.</source>
      <translation>同一人物である二人を選びます（Ctrl+クリック）。番号の新しい人物の選手が古い人物に移ります。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/people_lists.py" line="53" />
      <source>EMA number</source>
      <translation>EMA番号</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/people_lists.py" line="138" />
      <source>Link</source>
      <translation>紐付け</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/people_lists.py" line="53" />
      <source>Member number</source>
      <translation>会員番号</translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/ui/people_window.py" line="235" />
      <source>Merge #{other} {other_name} into #{number} {name}? They are one person: the %n players of #{other} join #{number}, and #{other} goes. The name and details of #{number} stay; those it lacks are taken from #{other}.</source>
      <translation>
        <numerusform>#{other} {other_name} を #{number} {name} に統合しますか？ 同一人物として、#{other} の選手 %n 名を #{number} に移し、#{other} は削除します。#{number} の氏名と情報はそのまま残し、空欄の項目だけ #{other} から補います。</numerusform>
      </translation>
    </message>
    <message>
      <location filename="tournament_app/ui/people_window.py" line="239" />
      <source>Merge two people</source>
      <translation>二人の統合</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/people_lists.py" line="52" />
      <source>Name</source>
      <translation>氏名</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/people_lists.py" line="52" />
      <source>No.</source>
      <translation>番号</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/people_window.py" line="46" />
      <source>People across events</source>
      <translation>人物の名寄せ（大会をまたぐ同一人物）</translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/ui/people_window.py" line="140" />
      <source>Pr&amp;oposed links (%n)</source>
      <translation>
        <numerusform>紐付けの候補（%n）(&amp;O)</numerusform>
      </translation>
    </message>
    <message>
      <location filename="tournament_app/ui/people_lists.py" line="52" />
      <source>Reading</source>
      <translation>読み</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/people_lists.py" line="138" />
      <source>Reason</source>
      <translation>理由</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/people_window.py" line="217" />
      <source>Split into a person of their own</source>
      <translation>別の人物に分割</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/people_window.py" line="217" />
      <source>Split {player} ({tournaments}) off {person}? {player} becomes a new person of their own, made from the player's details; {person} keeps its other players.</source>
      <translation>{player}（{tournaments}）を {person} から分割しますか？ {player} は選手の情報から作る新しい人物になり、{person} には他の選手が残ります。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/people_window.py" line="64" />
      <source>The chosen player is linked to nobody again.</source>
      <translation>選んだ選手の人物への紐付けを解除します。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/people_window.py" line="67" />
      <source>The chosen player's record leaves its person and becomes a new person, made from the player's details.</source>
      <translation>選んだ選手の記録を人物から切り離し、選手の情報から新しい人物を作ります。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/people_window.py" line="86" />
      <source>Tick the links that are right, then press Link the chosen: nothing is linked until then. A link that would put one person twice in an event is not proposed.</source>
      <translation>正しい紐付けにチェックを入れ、「選んだ候補を紐付け」を押してください。押すまでは何も紐付けません。一人が同じ大会に二度出ることになる紐付けは候補に出しません。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/people_lists.py" line="52" />
      <source>Tournaments</source>
      <translation>大会</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/people_window.py" line="205" />
      <source>Unlink player</source>
      <translation>紐付けの解除</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/people_window.py" line="201" />
      <source>Unlink {player} ({tournaments}) from {person}? The player is then linked to nobody.</source>
      <translation>{player}（{tournaments}）と {person} の紐付けを解除しますか？ この選手はどの人物にも紐付かなくなります。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/people_lists.py" line="43" />
      <source>join #{number} {name}</source>
      <translation>#{number} {name} に紐付け</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/people_window.py" line="53" />
      <source>name or reading</source>
      <translation>氏名または読み</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/people_lists.py" line="42" />
      <source>one new person</source>
      <translation>新しい人物ひとり</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/people_lists.py" line="35" />
      <source>same EMA number</source>
      <translation>EMA番号が同じ</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/people_lists.py" line="35" />
      <source>same member number</source>
      <translation>会員番号が同じ</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/people_lists.py" line="36" />
      <source>same name and reading</source>
      <translation>氏名と読みが同じ</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/people_window.py" line="204" />
      <source>{person} has no other player: it goes.</source>
      <translation>{person} には他の選手がいないため、人物は削除されます。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/people_window.py" line="209" />
      <source>{player} is no longer linked to {person}.</source>
      <translation>{player} と {person} の紐付けを解除しました。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/people_window.py" line="224" />
      <source>{player} is person #{number}.</source>
      <translation>{player} は人物 #{number} です。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/people_lists.py" line="37" />
      <source>{reason} ({value})</source>
      <translation>{reason}（{value}）</translation>
    </message>
  </context>
  <context>
    <name>ui.phones</name>
    <message>
      <location filename="tournament_app/ui/phones_dialog.py" line="110" />
      <source>&amp;Copy link</source>
      <translation>リンクをコピー(&amp;C)</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/phones_dialog.py" line="114" />
      <source>&amp;Print table cards…</source>
      <translation>卓カードを印刷(&amp;P)…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/phones_dialog.py" line="112" />
      <source>&amp;Renew links…</source>
      <translation>リンクを作り直す(&amp;R)…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/phones_dialog.py" line="160" />
      <source>&amp;Start</source>
      <translation>開始(&amp;S)</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/phones_dialog.py" line="160" />
      <source>&amp;Stop</source>
      <translation>停止(&amp;S)</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/phones_dialog.py" line="116" />
      <source>Close</source>
      <translation>閉じる</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/phones_dialog.py" line="140" />
      <source>Every network of this computer (0.0.0.0)</source>
      <translation>このパソコンのすべてのネットワーク（0.0.0.0）</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/phones_dialog.py" line="83" />
      <source>Final scores only</source>
      <translation>最終持ち点のみ入力</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/phones_dialog.py" line="256" />
      <source>Give every table of round {n} a new link? The links and cards handed out so far stop working at once; print the new cards.</source>
      <translation>{n}回戦のすべての卓のリンクを作り直しますか？ これまでに配ったリンクとカードはすぐに使えなくなります。新しいカードを印刷してください。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/phones_dialog.py" line="84" />
      <source>Hand by hand, as at a desk</source>
      <translation>1局ずつ入力（記録端末と同じ）</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/phones_dialog.py" line="171" />
      <source>Not serving. Phones need this computer's address on the venue's network; 127.0.0.1 reaches this computer only.</source>
      <translation>配信していません。スマホからは会場のネットワークでのこのパソコンのアドレスが必要です。127.0.0.1 はこのパソコンからしか開けません。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/phones_dialog.py" line="87" />
      <source>Phones may</source>
      <translation>スマホでできること</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/phones_dialog.py" line="256" />
      <source>Renew links</source>
      <translation>リンクの作り直し</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/phones_dialog.py" line="90" />
      <source>Round</source>
      <translation>回戦</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/phones_dialog.py" line="150" />
      <source>Round {n}</source>
      <translation>{n}回戦</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/phones_dialog.py" line="71" />
      <source>Serve to</source>
      <translation>配信先</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/phones_dialog.py" line="75" />
      <source>Server</source>
      <translation>サーバー</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/phones_dialog.py" line="167" />
      <source>Serving at {address}/ — the players' page is there; each table's link is below.</source>
      <translation>{address}/ で配信中 — そこが選手向けページです。各卓のリンクは下にあります。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/phones_dialog.py" line="196" />
      <source>Table {table}: {names}</source>
      <translation>{table}卓: {names}</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/phones_dialog.py" line="57" />
      <source>Tables on phones</source>
      <translation>スマホで卓入力</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/phones_dialog.py" line="138" />
      <source>The venue's network at {address}</source>
      <translation>会場のネットワーク（{address}）</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/phones_dialog.py" line="137" />
      <source>The venue's network at {address} ({adapter})</source>
      <translation>会場のネットワーク（{address}、{adapter}）</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/phones_dialog.py" line="135" />
      <source>This computer only (127.0.0.1)</source>
      <translation>このパソコンのみ（127.0.0.1）</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/phones_dialog.py" line="82" />
      <source>View only: phones show their table</source>
      <translation>表示のみ（スマホは卓の状況を表示）</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/phones_dialog.py" line="180" />
      <source>Warning: every network of this computer is served: anyone on any of them can open the pages, and a table's link records hands. Serve the venue's network instead.</source>
      <translation>警告: このパソコンのすべてのネットワークに配信しています。どのネットワークからでも誰でもページを開け、卓のリンクでは局を記録できます。会場のネットワークに配信してください。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/phones_dialog.py" line="183" />
      <source>Warning: {public} is not a private network's address: the internet may reach the pages, and a table's link records hands. Serve the venue's own network only.</source>
      <translation>警告: {public} はプライベートネットワークのアドレスではありません。インターネットからページを開ける可能性があり、卓のリンクでは局を記録できます。会場のネットワークだけに配信してください。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/phones_dialog.py" line="68" />
      <source>port</source>
      <translation>ポート</translation>
    </message>
  </context>
  <context>
    <name>ui.player_page</name>
    <message numerus="yes">
      <location filename="tournament_app/ui/player_page.py" line="275" />
      <source>%n games finished</source>
      <translation>
        <numerusform>終了対局数 %n</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/ui/player_page.py" line="269" />
      <source>%n games rated</source>
      <translation>
        <numerusform>対象 %n 対局</numerusform>
      </translation>
    </message>
    <message>
      <location filename="tournament_app/ui/player_page.py" line="109" />
      <source>All events ({n})</source>
      <translation>全大会通算（{n}大会）</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/player_page.py" line="106" />
      <source>Figure</source>
      <translation>項目</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/player_page.py" line="160" />
      <source>Games</source>
      <translation>対局</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/player_page.py" line="139" />
      <source>No finished game yet.</source>
      <translation>終了した対局はまだありません。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/player_page.py" line="177" />
      <source>No rated game yet.</source>
      <translation>レーティング対象の対局はまだありません。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/player_page.py" line="85" />
      <source>Opponents</source>
      <translation>同卓者</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/player_page.py" line="89" />
      <source>Place</source>
      <translation>着順</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/player_page.py" line="278" />
      <source>Place {rank} of {players}</source>
      <translation>{players}名中{rank}位</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/player_page.py" line="213" />
      <source>Player: {name}</source>
      <translation>選手: {name}</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/player_page.py" line="91" />
      <source>Points</source>
      <translation>ポイント</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/player_page.py" line="183" />
      <source>Rating</source>
      <translation>レーティング</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/player_page.py" line="267" />
      <source>Rating {rating}</source>
      <translation>レーティング {rating}</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/player_page.py" line="108" />
      <source>Rests on</source>
      <translation>母数</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/player_page.py" line="81" />
      <source>Round</source>
      <translation>回戦</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/player_page.py" line="86" />
      <source>Score</source>
      <translation>持ち点</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/player_page.py" line="84" />
      <source>Seat</source>
      <translation>席</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/player_page.py" line="168" />
      <source>Statistics</source>
      <translation>統計</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/player_page.py" line="83" />
      <source>Table</source>
      <translation>卓</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/player_page.py" line="172" />
      <source>Tenhou's R over every event in the database: from 1500, each game moves it by the place and by the table's average rating, less as games add up.</source>
      <translation>データベースの全大会を通した天鳳のR: 1500から始まり、対局ごとに順位と卓の平均レートで増減します。対局数が増えるほど変動は小さくなります。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/player_page.py" line="103" />
      <source>This event</source>
      <translation>本大会</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/player_page.py" line="103" />
      <source>Value</source>
      <translation>値</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/player_page.py" line="76" />
      <source>in progress</source>
      <translation>対局中</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/player_page.py" line="76" />
      <source>not started</source>
      <translation>未開始</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/player_page.py" line="279" />
      <source>{total} after round {round}</source>
      <translation>{round}回戦終了時 {total}</translation>
    </message>
  </context>
  <context>
    <name>ui.players</name>
    <message numerus="yes">
      <location filename="tournament_app/ui/players_view.py" line="266" />
      <source>%n players</source>
      <translation>
        <numerusform>%n名</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/ui/players_view.py" line="325" />
      <source>%n players added</source>
      <translation>
        <numerusform>%n名を追加しました</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/ui/players_view.py" line="381" />
      <source>%n players imported from {file}</source>
      <translation>
        <numerusform>{file} から%n名を取り込みました</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/ui/players_view.py" line="267" />
      <source>%n substitutes</source>
      <translation>
        <numerusform>補欠 %n名</numerusform>
      </translation>
    </message>
    <message>
      <location filename="tournament_app/ui/players_view.py" line="178" />
      <source>&amp;Add…</source>
      <translation>追加(&amp;A)…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/players_view.py" line="180" />
      <source>&amp;Edit…</source>
      <translation>編集(&amp;E)…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/players_view.py" line="185" />
      <source>&amp;Import…</source>
      <translation>取り込み(&amp;I)…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/players_view.py" line="432" />
      <source>&amp;Member no.:</source>
      <translation>会員番号(&amp;M):</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/players_view.py" line="429" />
      <source>&amp;Name:</source>
      <translation>氏名(&amp;N):</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/players_view.py" line="442" />
      <source>&amp;Online names:</source>
      <translation>オンライン名(&amp;O):</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/players_view.py" line="430" />
      <source>&amp;Reading:</source>
      <translation>よみがな(&amp;R):</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/players_view.py" line="290" />
      <source>&amp;Reinstate</source>
      <translation>復帰(&amp;R)</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/players_view.py" line="433" />
      <source>&amp;Status:</source>
      <translation>状態(&amp;S):</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/players_view.py" line="183" />
      <source>&amp;Withdraw</source>
      <translation>棄権(&amp;W)</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/players_view.py" line="431" />
      <source>A&amp;ffiliation:</source>
      <translation>所属(&amp;F):</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/players_view.py" line="71" />
      <source>Active</source>
      <translation>参加</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/players_view.py" line="449" />
      <source>Add</source>
      <translation>追加</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/players_view.py" line="451" />
      <source>Add &amp;&amp; ne&amp;xt</source>
      <translation>追加して次へ(&amp;X)</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/players_view.py" line="413" />
      <source>Add player</source>
      <translation>選手の追加</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/players_view.py" line="88" />
      <source>Affiliation</source>
      <translation>所属</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/players_view.py" line="292" />
      <source>Bring the selected player back into the seating ({key})</source>
      <translation>選択した選手を配席の対象に戻します（{key}）</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/players_view.py" line="387" />
      <source>Correct the file and import it again (Show Details… lists every problem).</source>
      <translation>ファイルを修正して、もう一度取り込んでください（「詳細を表示…」ですべての問題を確認できます）。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/players_view.py" line="438" />
      <source>Countr&amp;y:</source>
      <translation>国(&amp;Y):</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/players_view.py" line="437" />
      <source>EMA n&amp;umber:</source>
      <translation>EMA 番号(&amp;U):</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/players_view.py" line="413" />
      <source>Edit player</source>
      <translation>選手の編集</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/players_view.py" line="180" />
      <source>Edit the selected player ({key}, or double-click)</source>
      <translation>選択した選手を編集します（{key} またはダブルクリック）</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/players_view.py" line="371" />
      <source>Import cancelled: no player was registered.</source>
      <translation>取り込みを中止しました。選手は登録していません。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/players_view.py" line="358" />
      <source>Import players</source>
      <translation>選手の取り込み</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/players_view.py" line="369" />
      <source>Importing players…</source>
      <translation>選手を取り込んでいます…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/players_view.py" line="89" />
      <source>Member no.</source>
      <translation>会員番号</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/players_view.py" line="85" />
      <source>Name</source>
      <translation>氏名</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/players_view.py" line="246" />
      <source>No players yet: add them one by one ({key}) or import a CSV or Excel list.</source>
      <translation>まだ選手がいません。1人ずつ追加する（{key}）か、CSV または Excel の名簿を取り込んでください。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/players_view.py" line="243" />
      <source>No tournament is open: create or open one to register players.</source>
      <translation>大会が開かれていません。選手を登録するには大会を作成するか開いてください。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/players_view.py" line="385" />
      <source>Nothing imported</source>
      <translation>取り込みなし</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/players_view.py" line="359" />
      <source>Player lists (*.csv *.xlsx *.txt);;All files (*)</source>
      <translation>選手名簿 (*.csv *.xlsx *.txt);;すべてのファイル (*)</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/players_view.py" line="87" />
      <source>Reading</source>
      <translation>よみがな</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/players_view.py" line="178" />
      <source>Register a player ({key})</source>
      <translation>選手を登録します（{key}）</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/players_view.py" line="186" />
      <source>Register every player of a CSV or Excel file; nothing is stored if a row has a problem</source>
      <translation>CSV または Excel ファイルの選手をすべて登録します。問題のある行が1つでもあれば何も登録しません</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/players_view.py" line="455" />
      <source>Save</source>
      <translation>保存</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/players_view.py" line="174" />
      <source>Search name, reading, affiliation, number ({key})</source>
      <translation>氏名・よみがな・所属・会員番号で検索（{key}）</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/players_view.py" line="269" />
      <source>Showing {shown} of {count}</source>
      <translation>{count}名中 {shown}名を表示</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/players_view.py" line="90" />
      <source>Status</source>
      <translation>状態</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/players_view.py" line="73" />
      <source>Substitute</source>
      <translation>補欠</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/players_view.py" line="441" />
      <source>Tenhou, Mahjong Soul names, separated by commas</source>
      <translation>天鳳・雀魂の名前。複数はカンマ（、）で区切る</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/players_view.py" line="293" />
      <source>Withdraw the selected player from later rounds; results stay ({key})</source>
      <translation>選択した選手を以降の回戦から棄権にします。成績は残ります（{key}）</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/players_view.py" line="72" />
      <source>Withdrawn</source>
      <translation>棄権</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/players_view.py" line="436" />
      <source>e.g. 04010123 (EMA events)</source>
      <translation>例: 04010123（EMA の大会）</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/players_view.py" line="417" />
      <source>in kana, for sorting, e.g. さとう たろう</source>
      <translation>並べ替え用のかな（例: さとう たろう）</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/players_view.py" line="323" />
      <source>{name} added</source>
      <translation>{name} を追加しました</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/players_view.py" line="503" />
      <source>{name} added; enter the next player</source>
      <translation>{name} を追加しました。次の選手を入力してください</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/players_view.py" line="348" />
      <source>{name} reinstated</source>
      <translation>{name} を復帰させました</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/players_view.py" line="335" />
      <source>{name} saved</source>
      <translation>{name} を保存しました</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/players_view.py" line="349" />
      <source>{name} withdrawn</source>
      <translation>{name} を棄権にしました</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/players_view.py" line="266" />
      <source>{n} withdrawn</source>
      <translation>棄権 {n}名</translation>
    </message>
  </context>
  <context>
    <name>ui.printing</name>
    <message>
      <location filename="tournament_app/ui/printing.py" line="36" />
      <source>Awards</source>
      <translation>表彰</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/printing.py" line="115" />
      <source>Every round</source>
      <translation>全回戦</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/printing.py" line="73" />
      <source>PDF files (*.pdf)</source>
      <translation>PDF ファイル (*.pdf)</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/printing.py" line="35" />
      <source>Player reports</source>
      <translation>個人成績表</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/printing.py" line="88" />
      <source>Print</source>
      <translation>印刷</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/printing.py" line="61" />
      <source>Print preview: {title}</source>
      <translation>印刷プレビュー: {title}</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/printing.py" line="91" />
      <source>Print preview…</source>
      <translation>印刷プレビュー…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/printing.py" line="115" />
      <source>Round {n}</source>
      <translation>{n}回戦</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/printing.py" line="73" />
      <source>Save as PDF</source>
      <translation>PDF で保存</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/printing.py" line="92" />
      <source>Save as PDF…</source>
      <translation>PDF で保存…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/printing.py" line="35" />
      <source>Score sheets</source>
      <translation>記録用紙</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/printing.py" line="34" />
      <source>Seating</source>
      <translation>座席表</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/printing.py" line="34" />
      <source>Standings</source>
      <translation>成績表</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/printing.py" line="36" />
      <source>Table cards</source>
      <translation>卓カード</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/printing.py" line="116" />
      <source>Which round?</source>
      <translation>どの回戦を印刷しますか？</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/printing.py" line="97" />
      <source>With each game's score line (most games then take two pages)</source>
      <translation>各対局の持ち点の推移のグラフを付ける（多くの対局で2ページになります）</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/printing.py" line="79" />
      <source>Writing the PDF…</source>
      <translation>PDF を保存しています…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/printing.py" line="155" />
      <source>{title}: preparing the document…</source>
      <translation>{title}: 文書を準備しています…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/printing.py" line="90" />
      <source>{title}: preview on A4 and print, or save as a PDF file?</source>
      <translation>{title}を印刷します。A4でプレビューして印刷しますか、それとも PDF ファイルに保存しますか？</translation>
    </message>
  </context>
  <context>
    <name>ui.progress</name>
    <message>
      <location filename="tournament_app/ui/progress.py" line="67" />
      <source>Cancel</source>
      <translation>キャンセル</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/progress.py" line="88" />
      <source>Cancelling…</source>
      <translation>中止しています…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/progress.py" line="68" />
      <source>Please wait</source>
      <translation>お待ちください</translation>
    </message>
  </context>
  <context>
    <name>ui.projector</name>
    <message>
      <location filename="tournament_app/ui/projector.py" line="422" />
      <source>Affiliation</source>
      <translation>所属</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/projector.py" line="497" />
      <source>Database not reachable: reconnecting by itself…</source>
      <translation>データベースに接続できません。自動で再接続します…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/projector.py" line="198" />
      <source>Final standings: places {first} to {last}</source>
      <translation>最終成績: {first}位〜{last}位</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/season_projector.py" line="74" />
      <source>League sheet — projector</source>
      <translation>成績表 — プロジェクター表示</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/projector.py" line="423" />
      <source>Name</source>
      <translation>氏名</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/projector.py" line="486" />
      <source>No finished game yet</source>
      <translation>終了した対局はまだありません</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/projector.py" line="457" />
      <source>No players yet</source>
      <translation>まだ選手がいません</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/projector.py" line="499" />
      <source>Not refreshed: {problem}</source>
      <translation>更新できませんでした: {problem}</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/projector.py" line="423" />
      <source>Rank</source>
      <translation>順位</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/projector.py" line="426" />
      <source>Round {n}</source>
      <translation>{n}回戦</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/projector.py" line="422" />
      <source>Stage reached</source>
      <translation>到達ステージ</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/projector.py" line="135" />
      <source>Standings</source>
      <translation>成績表</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/projector.py" line="207" />
      <source>Standings after round {n}</source>
      <translation>{n}回戦終了時点の成績</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/projector.py" line="129" />
      <source>Standings — projector</source>
      <translation>成績表 — プロジェクター表示</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/projector.py" line="226" />
      <source>Time</source>
      <translation>時間切れ</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/projector.py" line="424" />
      <source>Total</source>
      <translation>合計</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/projector.py" line="196" />
      <source>Total points after each round</source>
      <translation>各回戦終了時の累計ポイント</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/projector.py" line="505" />
      <source>Updated {time}</source>
      <translation>{time} 更新</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/projector.py" line="261" />
      <source>page {page}/{pages}</source>
      <translation>{page}/{pages} ページ</translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/ui/projector.py" line="210" />
      <source>round {n} under way: {done} of %n tables finished</source>
      <translation>
        <numerusform>{n}回戦 対局中: %n卓中 {done}卓終了</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>ui.round_import</name>
    <message numerus="yes">
      <location filename="tournament_app/ui/round_import_dialog.py" line="181" />
      <source>%n problems: nothing can be imported.</source>
      <translation>
        <numerusform>問題が%n件あります。何も取り込めません。</numerusform>
      </translation>
    </message>
    <message>
      <location filename="tournament_app/ui/round_import_dialog.py" line="65" />
      <source>&amp;Choose folder…</source>
      <translation>フォルダを選ぶ(&amp;C)…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/round_import_dialog.py" line="109" />
      <source>&amp;Import</source>
      <translation>取り込む(&amp;I)</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/round_import_dialog.py" line="106" />
      <source>&amp;Look again</source>
      <translation>もう一度確認(&amp;L)</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/round_import_dialog.py" line="80" />
      <source>&amp;Round</source>
      <translation>回戦(&amp;R)</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/round_import_dialog.py" line="82" />
      <source>Choose the folder holding the round's game logs (Tenhou mjlog or tenhou.net/6 JSON): each is matched to its table by the players' online names. Nothing is stored before you press Import.</source>
      <translation>回戦の牌譜（天鳳の mjlog または tenhou.net/6 形式の JSON）が入ったフォルダを選んでください。各牌譜は選手のオンライン名で卓に照合します。「取り込む」を押すまで何も保存しません。</translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/ui/round_import_dialog.py" line="183" />
      <source>Every table of {round} has its log (%n games): Import stores them all and finishes the tables.</source>
      <translation>
        <numerusform>{round}のすべての卓に牌譜があります（%n対局）。「取り込む」ですべて記録し、各卓を終了にします。</numerusform>
      </translation>
    </message>
    <message>
      <location filename="tournament_app/ui/round_import_dialog.py" line="79" />
      <source>Folder of logs</source>
      <translation>牌譜のフォルダ</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/round_import_dialog.py" line="134" />
      <source>Folder of the round's logs</source>
      <translation>回戦の牌譜のフォルダ</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/round_import_dialog.py" line="87" />
      <source>Hands</source>
      <translation>局数</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/round_import_dialog.py" line="60" />
      <source>Import online round</source>
      <translation>オンラインの回戦の取り込み</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/round_import_dialog.py" line="210" />
      <source>Importing the round…</source>
      <translation>回戦を取り込んでいます…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/round_import_dialog.py" line="87" />
      <source>Log</source>
      <translation>牌譜</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/round_import_dialog.py" line="62" />
      <source>No folder chosen</source>
      <translation>フォルダが選ばれていません</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/round_import_dialog.py" line="96" />
      <source>Nothing can be imported until these are mended (the folder, the online names on the Players tab or the seating), then Look again:</source>
      <translation>次の問題があるうちは何も取り込めません。直してから（フォルダ、「選手」タブのオンライン名、または配席）「もう一度確認」を押してください:</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/round_import_dialog.py" line="165" />
      <source>Nothing can be imported.</source>
      <translation>何も取り込めません。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/round_import_dialog.py" line="107" />
      <source>Read the folder and the round again</source>
      <translation>フォルダと回戦を読み直します</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/round_import_dialog.py" line="151" />
      <source>Reading the logs…</source>
      <translation>牌譜を読み込んでいます…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/round_import_dialog.py" line="87" />
      <source>Table</source>
      <translation>卓</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/round_import_dialog.py" line="45" />
      <source>{player} ({online})</source>
      <translation>{player}（{online}）</translation>
    </message>
  </context>
  <context>
    <name>ui.rounds</name>
    <message numerus="yes">
      <location filename="tournament_app/ui/seating_dialogs.py" line="90" />
      <source>%n players to seat (active players and substitutes); withdrawn players are left out.</source>
      <translation>
        <numerusform>配席対象は%n名です（参加・補欠の選手。棄権した選手は除きます）。</numerusform>
      </translation>
    </message>
    <message>
      <location filename="tournament_app/ui/rounds_view.py" line="178" />
      <source>&amp;Change history…</source>
      <translation>変更履歴(&amp;C)…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/rounds_view.py" line="127" />
      <source>&amp;Delete last round</source>
      <translation>最後の回戦を削除(&amp;D)</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/rounds_view.py" line="174" />
      <source>&amp;Edit seats…</source>
      <translation>座席の変更(&amp;E)…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/seating_dialogs.py" line="235" />
      <source>&amp;Fill empty seats in list order</source>
      <translation>空席を名簿順に埋める(&amp;F)</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/rounds_view.py" line="170" />
      <source>&amp;Open game  (Enter)</source>
      <translation>対局を開く(&amp;O)（Enter）</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/rounds_view.py" line="131" />
      <source>&amp;Print seating…</source>
      <translation>座席表を印刷(&amp;P)…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/seating_dialogs.py" line="66" />
      <source>&amp;Random, with the fewest repeated opponents</source>
      <translation>ランダム(&amp;R): 再同卓が最も少なくなるように</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/rounds_view.py" line="124" />
      <source>&amp;Seat next round…</source>
      <translation>次の回戦を配席(&amp;S)…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/seating_dialogs.py" line="331" />
      <source>&amp;with:</source>
      <translation>入れ替え先(&amp;W):</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/rounds_view.py" line="71" />
      <source>+{minutes} min</source>
      <translation>+{minutes}分</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/seating_dialogs.py" line="106" />
      <source>At each table of five one player sits the round out (抜け番): who sat out fewest so far</source>
      <translation>5人卓では各回戦1名が抜け番になります（これまでの抜け番が少ない人から）</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/seating_dialogs.py" line="69" />
      <source>By &amp;hand: choose the four players of every table</source>
      <translation>手動(&amp;H): 各卓の4人を選ぶ</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/seating_dialogs.py" line="67" />
      <source>By &amp;standings: 1st to 4th at table 1, 5th to 8th at table 2 …</source>
      <translation>成績順(&amp;S): 1〜4位を1卓、5〜8位を2卓 …</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/seating_dialogs.py" line="118" />
      <source>Continue…</source>
      <translation>次へ…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/rounds_view.py" line="331" />
      <source>Delete last round</source>
      <translation>最後の回戦の削除</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/rounds_view.py" line="332" />
      <source>Delete the seating of {round}? Its tables will have to be drawn again.</source>
      <translation>{round}の配席を削除しますか？ 配席をやり直す必要があります。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/rounds_view.py" line="125" />
      <source>Draw the tables of the next round</source>
      <translation>次の回戦を配席します</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/seating_dialogs.py" line="330" />
      <source>E&amp;xchange:</source>
      <translation>入れ替える選手(&amp;X):</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/seating_dialogs.py" line="247" />
      <source>East deals first. Type part of a name or reading to find a player.</source>
      <translation>東が起家です。氏名またはよみがなの一部を入力すると選手を検索できます。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/seating_dialogs.py" line="313" />
      <source>Edit seats of {round}</source>
      <translation>{round}の座席の変更</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/seating_dialogs.py" line="335" />
      <source>Exchange</source>
      <translation>入れ替え</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/rounds_view.py" line="175" />
      <source>Exchange two players of this round before their games start</source>
      <translation>対局開始前に、この回戦の2人の席を入れ替えます</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/rounds_view.py" line="70" />
      <source>Extra time</source>
      <translation>延長</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/rounds_view.py" line="45" />
      <source>Finished</source>
      <translation>終了</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/rounds_view.py" line="44" />
      <source>In play</source>
      <translation>対局中</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/rounds_view.py" line="166" />
      <source>No round seated yet: draw the first one with “Seat next round…”.</source>
      <translation>まだ配席された回戦がありません。「次の回戦を配席…」で最初の回戦を配席してください。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/rounds_view.py" line="104" />
      <source>No tournament is open: create or open one to seat its rounds.</source>
      <translation>大会が開かれていません。配席するには大会を作成するか開いてください。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/rounds_view.py" line="43" />
      <source>Not started</source>
      <translation>未開始</translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/ui/seating_dialogs.py" line="149" />
      <source>Planning the seating of %n rounds…</source>
      <translation>
        <numerusform>%n回戦分の配席を計算しています…</numerusform>
      </translation>
    </message>
    <message>
      <location filename="tournament_app/ui/seating_dialogs.py" line="154" />
      <source>Planning the seating…</source>
      <translation>配席を計算しています…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/rounds_view.py" line="171" />
      <source>Record this table's game at the score desk (Enter or double-click)</source>
      <translation>この卓の対局を点数記録画面で記録します（Enter またはダブルクリック）</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/rounds_view.py" line="68" />
      <source>Result (E / S / W / N)</source>
      <translation>結果（東・南・西・北）</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/seating_dialogs.py" line="42" />
      <source>Round {number}</source>
      <translation>{number}回戦</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/seating_dialogs.py" line="94" />
      <source>Round {number} of {planned} planned: a random draw plans the rounds after it too, so that nobody meets an opponent twice where that can be avoided.</source>
      <translation>予定{planned}回戦中の{number}回戦目です。ランダム配席では後の回戦もあわせて計画し、避けられる限り再同卓をなくします。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/rounds_view.py" line="135" />
      <source>Rounds</source>
      <translation>回戦</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/seating_dialogs.py" line="88" />
      <source>Rounds to seat &amp;now:</source>
      <translation>今回配席する回戦数(&amp;N):</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/seating_dialogs.py" line="82" />
      <source>S&amp;eed (optional):</source>
      <translation>抽選番号（任意）(&amp;E):</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/seating_dialogs.py" line="116" />
      <source>Seat</source>
      <translation>配席</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/seating_dialogs.py" line="236" />
      <source>Seat the players not yet chosen, in the order of the players list, in the empty seats</source>
      <translation>まだ選ばれていない選手を、選手一覧の順に空席へ配席します</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/seating_dialogs.py" line="65" />
      <source>Seat {round}</source>
      <translation>{round}の配席</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/seating_dialogs.py" line="209" />
      <source>Seat {round} by hand</source>
      <translation>{round}の手動配席</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/seating_dialogs.py" line="85" />
      <source>Seating all the day's rounds at once plans them together: the best way to avoid meeting the same opponents twice</source>
      <translation>その日の全回戦をまとめて配席すると全体を通して計画でき、再同卓を最も避けられます</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/rounds_view.py" line="73" />
      <source>Sitting out</source>
      <translation>抜け番</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/rounds_view.py" line="67" />
      <source>State</source>
      <translation>状態</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/rounds_view.py" line="64" />
      <source>Table</source>
      <translation>卓</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/seating_dialogs.py" line="220" />
      <source>Table {number}</source>
      <translation>{number}卓</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/seating_dialogs.py" line="320" />
      <source>Table {table} · {wind} · {name}</source>
      <translation>{table}卓・{wind}・{name}</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/seating_dialogs.py" line="105" />
      <source>Tables of &amp;five instead of substitutes</source>
      <translation>補欠の代わりに5人卓(&amp;F)</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/rounds_view.py" line="128" />
      <source>Take back the last seating while none of its games has started</source>
      <translation>最後の配席を取り消します（その回戦の対局がまだ始まっていない場合のみ）</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/seating_dialogs.py" line="77" />
      <source>The same seed with the same players and history gives the same tables</source>
      <translation>同じ抽選番号・同じ選手・同じ対戦履歴なら同じ配席になります</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/seating_dialogs.py" line="98" />
      <source>Tip: with the number of rounds set (Tournament tab, Edit…), seating one round at a time plans the rest as well and avoids repeated opponents.</source>
      <translation>ヒント: 予定回戦数を設定すると（大会タブの「編集…」）、1回戦ずつの配席でも残りの回戦まで計画し、再同卓を避けます。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/rounds_view.py" line="179" />
      <source>Who changed which hand of this table's game, and when</source>
      <translation>この卓の対局で、いつ・どの端末が・どの局を変更したか</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/seating_dialogs.py" line="76" />
      <source>empty: a fresh draw</source>
      <translation>空欄: 新たに抽選</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/seating_dialogs.py" line="275" />
      <source>not seated yet: {names}</source>
      <translation>未配席: {names}</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/seating_dialogs.py" line="277" />
      <source>seated twice: {names}</source>
      <translation>重複配席: {names}</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/rounds_view.py" line="217" />
      <source>{round}  ({finished}/{tables} finished)</source>
      <translation>{round}（{finished}/{tables}卓終了）</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/rounds_view.py" line="301" />
      <source>{round}, table {table}</source>
      <translation>{round} {table}卓</translation>
    </message>
    <message numerus="yes">
      <location filename="tournament_app/ui/rounds_view.py" line="256" />
      <source>{round}: %n tables</source>
      <translation>
        <numerusform>{round}: %n卓</numerusform>
      </translation>
    </message>
    <message>
      <location filename="tournament_app/ui/seating_dialogs.py" line="272" />
      <source>{seated} of {seats} seats filled</source>
      <translation>{seats}席中 {seated}席が埋まっています</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/seating_dialogs.py" line="102" />
      <source>{stage} is seated by rank: 1st East, 2nd South, 3rd West, 4th North (5th–8th at table 2 …), whichever method is chosen.</source>
      <translation>{stage}は成績順に配席します。どの配席方法を選んでも、1位が東、2位が南、3位が西、4位が北です（5〜8位は2卓…）。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/seating_dialogs.py" line="194" />
      <source>{text} is not one registered player</source>
      <translation>{text} で登録選手を1人に特定できません</translation>
    </message>
  </context>
  <context>
    <name>ui.saved</name>
    <message>
      <location filename="tournament_app/ui/saved_note.py" line="23" />
      <source>Open</source>
      <translation>開く</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/saved_note.py" line="22" />
      <source>Saved {file}</source>
      <translation>{file} に保存しました</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/saved_note.py" line="24" />
      <source>Show folder</source>
      <translation>フォルダーを表示</translation>
    </message>
  </context>
  <context>
    <name>ui.season</name>
    <message>
      <location filename="tournament_app/ui/season_view.py" line="188" />
      <source>&amp;Add player…</source>
      <translation>選手を追加(&amp;A)…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/season_view.py" line="189" />
      <source>&amp;Move player…</source>
      <translation>選手を移動(&amp;M)…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/season_view.py" line="186" />
      <source>&amp;New season…</source>
      <translation>新しいシーズン(&amp;N)…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/season_view.py" line="182" />
      <source>&amp;Open division</source>
      <translation>リーグの大会を開く(&amp;O)</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/season_view.py" line="183" />
      <source>&amp;Print league sheets…</source>
      <translation>成績表を印刷(&amp;P)…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/season_view.py" line="190" />
      <source>&amp;Remove player…</source>
      <translation>選手を外す(&amp;R)…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/season_view.py" line="181" />
      <source>&amp;Seat next day…</source>
      <translation>次の節を配席(&amp;S)…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/season_actions.py" line="344" />
      <source>&amp;Sign before a negative figure:</source>
      <translation>マイナスの記号(&amp;S):</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/season_view.py" line="191" />
      <source>&amp;Withdrawal or absence…</source>
      <translation>棄権・休場(&amp;W)…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/season_actions.py" line="239" />
      <source>Add a player</source>
      <translation>選手の追加</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/season_actions.py" line="323" />
      <source>Add a substitute (代走)</source>
      <translation>代走者の登録</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/season_actions.py" line="221" />
      <source>Affiliation:</source>
      <translation>所属:</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/season_view.py" line="248" />
      <source>After day {n}</source>
      <translation>第{n}節終了時点</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/season_actions.py" line="136" />
      <source>All the day's hanchan are seated at once: each table keeps its four players all day, and the first dealer moves on by one seat each hanchan.</source>
      <translation>その節の全半荘をまとめて配席します。各卓は1日同じ4名で打ち、起家は半荘ごとに1席ずつ移ります。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/season_actions.py" line="132" />
      <source>At random (fewest repeated opponents)</source>
      <translation>ランダム（再同卓を最少に）</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/season_actions.py" line="133" />
      <source>By standings (1st–4th at table 1 …)</source>
      <translation>成績順（1〜4位を1卓…）</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/season_view.py" line="60" />
      <source>Carried</source>
      <translation>持ち越し</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/season_actions.py" line="75" />
      <source>Days (節):</source>
      <translation>節数:</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/season_actions.py" line="130" />
      <source>Division {name}</source>
      <translation>{name}リーグ</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/season_actions.py" line="134" />
      <source>Division:</source>
      <translation>リーグ:</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/season_actions.py" line="74" />
      <source>Divisions (top first):</source>
      <translation>リーグ（上位から）:</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/season_view.py" line="184" />
      <source>E&amp;xport workbook…</source>
      <translation>Excel ブックに出力(&amp;X)…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/season_actions.py" line="128" />
      <source>Every division</source>
      <translation>全リーグ</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/season_actions.py" line="199" />
      <source>Excel workbooks (*.xlsx)</source>
      <translation>Excel ブック (*.xlsx)</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/season_actions.py" line="198" />
      <source>Export the season workbook</source>
      <translation>シーズンの Excel ブックを出力</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/season_actions.py" line="203" />
      <source>Exporting the workbook…</source>
      <translation>Excel ブックを出力しています…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/season_actions.py" line="296" />
      <source>From day (節):</source>
      <translation>開始節:</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/season_view.py" line="69" />
      <source>Games</source>
      <translation>対局数</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/season_actions.py" line="76" />
      <source>Hanchan per table and day:</source>
      <translation>1節の半荘数:</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/season_view.py" line="158" />
      <source>League seasons</source>
      <translation>リーグ戦のシーズン</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/season_actions.py" line="178" />
      <source>League sheets</source>
      <translation>成績表</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/season_actions.py" line="252" />
      <source>Move a player</source>
      <translation>選手の移動</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/season_view.py" line="55" />
      <source>Name</source>
      <translation>氏名</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/season_actions.py" line="73" />
      <source>Name:</source>
      <translation>名前:</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/season_view.py" line="193" />
      <source>Ne&amp;gative figures…</source>
      <translation>マイナスの表記(&amp;G)…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/season_actions.py" line="339" />
      <source>Negative figures</source>
      <translation>マイナスの表記</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/season_actions.py" line="103" />
      <source>New players:</source>
      <translation>新しい選手:</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/season_actions.py" line="65" />
      <source>New season</source>
      <translation>新しいシーズン</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/season_view.py" line="187" />
      <source>Nex&amp;t season…</source>
      <translation>次のシーズン(&amp;T)…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/season_actions.py" line="98" />
      <source>Next season after {season}</source>
      <translation>{season} の次のシーズン</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/season_view.py" line="266" />
      <source>No league season yet: start one with New season…</source>
      <translation>シーズンはまだありません:「新しいシーズン…」で始めてください</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/season_view.py" line="71" />
      <source>Note</source>
      <translation>備考</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/season_actions.py" line="345" />
      <source>On the league sheets, the workbook, the tables, this window and the projector.</source>
      <translation>成績表、Excel ブック、表、この画面、プロジェクター表示に使います。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/season_actions.py" line="101" />
      <source>One name a line: they join the lowest division</source>
      <translation>1行に1名: 最下位リーグに入ります</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/season_actions.py" line="294" />
      <source>Player:</source>
      <translation>選手:</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/season_view.py" line="185" />
      <source>Pro&amp;jector</source>
      <translation>プロジェクター表示(&amp;J)</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/season_actions.py" line="77" />
      <source>Promoted from each division:</source>
      <translation>各リーグからの昇級人数:</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/season_view.py" line="54" />
      <source>Rank</source>
      <translation>順位</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/season_actions.py" line="220" />
      <source>Reading:</source>
      <translation>よみ:</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/season_actions.py" line="78" />
      <source>Relegated from each division:</source>
      <translation>各リーグからの降級人数:</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/season_actions.py" line="264" />
      <source>Remove a player</source>
      <translation>選手を外す</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/season_view.py" line="192" />
      <source>S&amp;ubstitute…</source>
      <translation>代走者(&amp;U)…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/season_actions.py" line="206" />
      <source>Saved {file}</source>
      <translation>{file} に保存しました</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/season_view.py" line="246" />
      <source>Season so far</source>
      <translation>現時点</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/season_view.py" line="172" />
      <source>Season:</source>
      <translation>シーズン:</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/season_actions.py" line="126" />
      <source>Seat the next day</source>
      <translation>次の節の配席</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/season_actions.py" line="165" />
      <source>Seated: {days}</source>
      <translation>配席しました: {days}</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/season_actions.py" line="135" />
      <source>Seating:</source>
      <translation>配席方法:</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/season_view.py" line="174" />
      <source>Standings:</source>
      <translation>成績:</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/season_actions.py" line="269" />
      <source>Take {name} out of {season}?</source>
      <translation>{name} を {season} から外しますか？</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/season_actions.py" line="68" />
      <source>The divisions' names, top first, separated by commas</source>
      <translation>リーグ名を上位からコンマ区切りで</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/season_view.py" line="56" />
      <source>Total</source>
      <translation>合計</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/season_actions.py" line="295" />
      <source>What:</source>
      <translation>種別:</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/season_actions.py" line="281" />
      <source>Withdrawal or absence</source>
      <translation>棄権・休場</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/season_view.py" line="280" />
      <source>after {season}</source>
      <translation>{season} の次</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/season_actions.py" line="166" />
      <source>division {division} rounds {first}–{last}</source>
      <translation>{division}リーグ {first}〜{last}回戦</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/season_view.py" line="279" />
      <source>draft: players can still be moved</source>
      <translation>編成中: 選手を移動できます</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/season_view.py" line="279" />
      <source>under way</source>
      <translation>開催中</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/season_actions.py" line="329" />
      <source>{name}: a substitute in division {division}</source>
      <translation>{name}: {division}リーグの代走者</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/season_actions.py" line="312" />
      <source>{name}: {mark} from day {day}</source>
      <translation>{name}: 第{day}節から{mark}</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/season_actions.py" line="342" />
      <source>{sign}  (e.g. {sign}12.3)</source>
      <translation>{sign}（例: {sign}12.3）</translation>
    </message>
  </context>
  <context>
    <name>ui.standings</name>
    <message numerus="yes">
      <location filename="tournament_app/ui/standings_view.py" line="466" />
      <source>%n players</source>
      <translation>
        <numerusform>%n名</numerusform>
      </translation>
    </message>
    <message>
      <location filename="tournament_app/ui/standings_view.py" line="173" />
      <source>1st</source>
      <translation>1位</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/standings_view.py" line="174" />
      <source>2nd</source>
      <translation>2位</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/standings_view.py" line="175" />
      <source>3rd</source>
      <translation>3位</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/standings_view.py" line="176" />
      <source>4th</source>
      <translation>4位</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/standings_view.py" line="157" />
      <source>Affiliation</source>
      <translation>所属</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/chart_widgets.py" line="127" />
      <source>All</source>
      <translation>全員</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/standings_view.py" line="248" />
      <source>All rounds</source>
      <translation>全回戦</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/standings_view.py" line="170" />
      <source>Avg. rank</source>
      <translation>平均順位</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/standings_view.py" line="177" />
      <source>Avg. score</source>
      <translation>平均持ち点</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/standings_view.py" line="181" />
      <source>Best</source>
      <translation>最高</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/standings_view.py" line="368" />
      <source>Double-click a player for their page</source>
      <translation>選手をダブルクリックすると選手のページを開きます</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/standings_view.py" line="259" />
      <source>From round</source>
      <translation>対象回戦</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/standings_view.py" line="169" />
      <source>Games</source>
      <translation>対局数</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/standings_view.py" line="154" />
      <source>Name</source>
      <translation>氏名</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/chart_widgets.py" line="109" />
      <source>No finished game yet.</source>
      <translation>終了した対局はまだありません。</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/standings_view.py" line="188" />
      <source>Penalties</source>
      <translation>ペナルティ</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/chart_widgets.py" line="113" />
      <source>Players:</source>
      <translation>表示する選手:</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/standings_view.py" line="355" />
      <source>Point at a figure for what it rests on</source>
      <translation>項目にポインターを合わせると母数を表示します</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/standings_view.py" line="343" />
      <source>Print…</source>
      <translation>印刷…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/standings_view.py" line="367" />
      <source>Progress</source>
      <translation>成績推移</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/standings_view.py" line="341" />
      <source>Projector ({key})</source>
      <translation>プロジェクター表示（{key}）</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/standings_view.py" line="153" />
      <source>Rank</source>
      <translation>順位</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/chart_widgets.py" line="129" />
      <source>Ranks {first}–{last}</source>
      <translation>{first}〜{last}位</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/standings_view.py" line="193" />
      <source>Round {n}</source>
      <translation>{n}回戦</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/standings_view.py" line="162" />
      <source>Stage</source>
      <translation>ステージ</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/standings_view.py" line="164" />
      <source>Stage total</source>
      <translation>ステージ合計</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/standings_view.py" line="364" />
      <source>Standings</source>
      <translation>成績</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/standings_view.py" line="365" />
      <source>Statistics</source>
      <translation>統計</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/standings_view.py" line="158" />
      <source>Total</source>
      <translation>合計</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/standings_view.py" line="181" />
      <source>Worst</source>
      <translation>最低</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/standings_view.py" line="470" />
      <source>no round played yet</source>
      <translation>対局済みの回戦なし</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/standings_view.py" line="468" />
      <source>ranked by the stage reached, then by the total in that stage</source>
      <translation>到達したステージ順、同じステージ内はそのステージの合計順</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/standings_view.py" line="472" />
      <source>round {n}</source>
      <translation>{n}回戦</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/standings_view.py" line="474" />
      <source>rounds {first}–{last}</source>
      <translation>{first}〜{last}回戦</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/standings_view.py" line="261" />
      <source>to round</source>
      <translation>〜</translation>
    </message>
  </context>
  <context>
    <name>ui.tournament</name>
    <message>
      <location filename="tournament_app/ui/tournament_dialog.py" line="93" />
      <source> min</source>
      <translation>分</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/rules_dialog.py" line="201" />
      <source> points</source>
      <translation> ポイント</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/tournament_view.py" line="66" />
      <source>&amp;Edit…</source>
      <translation>編集(&amp;E)…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/tournament_dialog.py" line="79" />
      <source>&amp;Name:</source>
      <translation>大会名(&amp;N):</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/tournament_dialog.py" line="89" />
      <source>&amp;Planned rounds:</source>
      <translation>予定回戦数(&amp;P):</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/tournament_dialog.py" line="101" />
      <source>&amp;Rules:</source>
      <translation>ルール(&amp;R):</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/tournament_view.py" line="73" />
      <source>&amp;Rules…</source>
      <translation>ルール(&amp;R)…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/tournament_dialog.py" line="82" />
      <source>&amp;Venue:</source>
      <translation>会場(&amp;V):</translation>
    </message>
    <message>
      <location filename="tournament_app/rules_text.py" line="92" />
      <source>25 fu 2 han</source>
      <translation>25符2翻</translation>
    </message>
    <message>
      <location filename="tournament_app/rules_text.py" line="72" />
      <source>4 han 30 fu</source>
      <translation>4翻30符</translation>
    </message>
    <message>
      <location filename="tournament_app/rules_text.py" line="73" />
      <source>4 han 30 fu and 3 han 60 fu</source>
      <translation>4翻30符と3翻60符</translation>
    </message>
    <message>
      <location filename="tournament_app/rules_text.py" line="90" />
      <source>5 han, added to the other yaku</source>
      <translation>5翻（他の役に加える）</translation>
    </message>
    <message>
      <location filename="tournament_app/rules_text.py" line="93" />
      <source>50 fu 1 han</source>
      <translation>50符1翻</translation>
    </message>
    <message>
      <location filename="tournament_app/rules_text.py" line="125" />
      <source>; </source>
      <translation> ／ </translation>
    </message>
    <message>
      <location filename="tournament_app/ui/rules_dialog.py" line="256" />
      <source>= {points} points</source>
      <translation>= {points} ポイント</translation>
    </message>
    <message>
      <location filename="tournament_app/rules_text.py" line="94" />
      <source>A draw</source>
      <translation>流局扱い</translation>
    </message>
    <message>
      <location filename="tournament_app/rules_text.py" line="80" />
      <source>A mangan</source>
      <translation>満貫払い</translation>
    </message>
    <message>
      <location filename="tournament_app/rules_text.py" line="95" />
      <source>A win</source>
      <translation>和了扱い</translation>
    </message>
    <message>
      <location filename="tournament_app/rules_text.py" line="58" />
      <source>All are paid</source>
      <translation>全員成立</translation>
    </message>
    <message>
      <location filename="tournament_app/rules_text.py" line="75" />
      <source>All winners are paid</source>
      <translation>ダブロンあり（全員の和了を認める）</translation>
    </message>
    <message>
      <location filename="tournament_app/rules_text.py" line="84" />
      <source>At zero or below</source>
      <translation>0点以下</translation>
    </message>
    <message>
      <location filename="tournament_app/rules_text.py" line="83" />
      <source>Below zero</source>
      <translation>0点未満</translation>
    </message>
    <message>
      <location filename="tournament_app/rules_text.py" line="108" />
      <source>Big four winds (大四喜)</source>
      <translation>大四喜</translation>
    </message>
    <message>
      <location filename="tournament_app/rules_text.py" line="107" />
      <source>Big three dragons (大三元)</source>
      <translation>大三元</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/tournament_view.py" line="67" />
      <source>Change the name, dates and venue</source>
      <translation>大会名・日程・会場を変更します</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/rules_dialog.py" line="85" />
      <source>Chombo</source>
      <translation>チョンボ</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/rules_dialog.py" line="364" />
      <source>Choosing a preset loads all of its values into the form</source>
      <translation>プリセットを選ぶと、その設定値がすべて読み込まれます</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/tournament_dialog.py" line="113" />
      <source>Create</source>
      <translation>作成</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/tournament_dialog.py" line="80" />
      <source>Dates:</source>
      <translation>日程:</translation>
    </message>
    <message>
      <location filename="tournament_app/rules_text.py" line="79" />
      <source>Deal passes, no counter</source>
      <translation>親流れ・積み棒なし</translation>
    </message>
    <message>
      <location filename="tournament_app/rules_text.py" line="78" />
      <source>Dealer keeps the deal, one more counter</source>
      <translation>親の連荘・1本場積む</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/tournament_dialog.py" line="100" />
      <source>Each option can be tuned later with Rules…</source>
      <translation>各項目は後から「ルール…」で調整できます</translation>
    </message>
    <message>
      <location filename="tournament_app/rules_text.py" line="77" />
      <source>Each winner</source>
      <translation>和了者全員</translation>
    </message>
    <message>
      <location filename="tournament_app/rules_text.py" line="82" />
      <source>East and South rounds (半荘戦)</source>
      <translation>半荘戦（東南戦）</translation>
    </message>
    <message>
      <location filename="tournament_app/rules_text.py" line="81" />
      <source>East round only (東風戦)</source>
      <translation>東風戦</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/tournament_dialog.py" line="69" />
      <source>Edit tournament</source>
      <translation>大会の編集</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/tournament_dialog.py" line="74" />
      <source>Ends on</source>
      <translation>終了日</translation>
    </message>
    <message>
      <location filename="tournament_app/rules_text.py" line="65" />
      <source>Exact tenths</source>
      <translation>0.1ポイント単位（丸めなし）</translation>
    </message>
    <message>
      <location filename="tournament_app/rules_text.py" line="76" />
      <source>First winner after the discarder</source>
      <translation>上家取り（放銃者に最も近い和了者）</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/rules_dialog.py" line="274" />
      <source>Five rows of four numbers separated by “;”: the uma when 0, 1, 2, 3 or 4 players finish at or above the return points</source>
      <translation>「;」で区切った4つの数値を5組: 返し点以上の人数が0、1、2、3、4人のときのウマ</translation>
    </message>
    <message>
      <location filename="tournament_app/rules_text.py" line="110" />
      <source>Four concealed triplets, single wait (四暗刻単騎)</source>
      <translation>四暗刻単騎</translation>
    </message>
    <message>
      <location filename="tournament_app/rules_text.py" line="109" />
      <source>Four kans (四槓子)</source>
      <translation>四槓子</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/rules_dialog.py" line="367" />
      <source>Games already under way keep the rules they started with; games not yet started and every later round play the rules saved here. Options in bold differ from the preset.</source>
      <translation>進行中の対局は開始時のルールのままです。未開始の対局と以降の回戦には、ここで保存したルールが適用されます。太字の項目はプリセットと異なります。</translation>
    </message>
    <message>
      <location filename="tournament_app/rules_text.py" line="71" />
      <source>Go back to their owners</source>
      <translation>本人に戻す</translation>
    </message>
    <message>
      <location filename="tournament_app/rules_text.py" line="70" />
      <source>Go to the top player</source>
      <translation>トップ取り</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/rules_dialog.py" line="87" />
      <source>Hand value from the tiles (the Check a hand helper)</source>
      <translation>牌からの点数計算（「点数を確認」で使用）</translation>
    </message>
    <message>
      <location filename="tournament_app/rules_text.py" line="74" />
      <source>Head bump (頭ハネ)</source>
      <translation>頭ハネ</translation>
    </message>
    <message>
      <location filename="tournament_app/rules_text.py" line="89" />
      <source>In the South round</source>
      <translation>南場のみ</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/rules_dialog.py" line="86" />
      <source>Length and end of the game</source>
      <translation>対局形式と終局条件</translation>
    </message>
    <message>
      <location filename="tournament_app/rules_text.py" line="60" />
      <source>Mangan</source>
      <translation>満貫</translation>
    </message>
    <message>
      <location filename="tournament_app/rules_text.py" line="55" />
      <source>Never</source>
      <translation>なし</translation>
    </message>
    <message>
      <location filename="tournament_app/rules_text.py" line="59" />
      <source>Never: the deal passes</source>
      <translation>しない（親流れ）</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/tournament_dialog.py" line="69" />
      <source>New tournament</source>
      <translation>新しい大会</translation>
    </message>
    <message>
      <location filename="tournament_app/rules_text.py" line="112" />
      <source>Nine gates, 9-sided wait (純正九蓮宝燈)</source>
      <translation>純正九蓮宝燈</translation>
    </message>
    <message>
      <location filename="tournament_app/rules_text.py" line="53" />
      <source>No</source>
      <translation>なし</translation>
    </message>
    <message>
      <location filename="tournament_app/rules_text.py" line="57" />
      <source>No payment</source>
      <translation>支払いなし</translation>
    </message>
    <message>
      <location filename="tournament_app/rules_text.py" line="56" />
      <source>No rounding up</source>
      <translation>切り上げなし</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/tournament_view.py" line="41" />
      <source>No tournament is open.
Create a new tournament or open one to see it here.</source>
      <translation>大会が開かれていません。
新しい大会を作成するか、大会を開くとここに表示されます。</translation>
    </message>
    <message>
      <location filename="tournament_app/rules_text.py" line="85" />
      <source>None</source>
      <translation>なし</translation>
    </message>
    <message>
      <location filename="tournament_app/rules_text.py" line="97" />
      <source>One more hand</source>
      <translation>もう1局</translation>
    </message>
    <message>
      <location filename="tournament_app/rules_text.py" line="86" />
      <source>Only the first from the dealer (上家のみ)</source>
      <translation>親から数えて最初の者のみ（上家のみ）</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/rules_dialog.py" line="88" />
      <source>Other</source>
      <translation>その他</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/rules_dialog.py" line="84" />
      <source>Payments at the table</source>
      <translation>卓内の支払い</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/tournament_view.py" line="64" />
      <source>Players:</source>
      <translation>選手数:</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/rules_dialog.py" line="83" />
      <source>Points and settlement</source>
      <translation>ポイントと精算</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/rules_dialog.py" line="446" />
      <source>Preset: {value}</source>
      <translation>プリセットの値: {value}</translation>
    </message>
    <message>
      <location filename="tournament_app/rules_text.py" line="64" />
      <source>Rank by seat order</source>
      <translation>席順で順位を決める</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/tournament_dialog.py" line="96" />
      <source>Round &amp;length:</source>
      <translation>対局時間(&amp;L):</translation>
    </message>
    <message>
      <location filename="tournament_app/rules_text.py" line="68" />
      <source>Round down to thousands (切り捨て)</source>
      <translation>千点未満切り捨て</translation>
    </message>
    <message>
      <location filename="tournament_app/rules_text.py" line="66" />
      <source>Round to thousands (五捨六入)</source>
      <translation>千点単位に五捨六入</translation>
    </message>
    <message>
      <location filename="tournament_app/rules_text.py" line="67" />
      <source>Round to thousands (四捨五入)</source>
      <translation>千点単位に四捨五入</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/tournament_view.py" line="65" />
      <source>Rounds seated:</source>
      <translation>配席済み回戦数:</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/rules_dialog.py" line="357" />
      <source>Rules</source>
      <translation>ルール</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/tournament_view.py" line="116" />
      <source>Rules: {name}</source>
      <translation>ルール: {name}</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/rules_dialog.py" line="378" />
      <source>Save</source>
      <translation>保存</translation>
    </message>
    <message>
      <location filename="tournament_app/rules_text.py" line="63" />
      <source>Share the rank points</source>
      <translation>順位点を等分</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/tournament_view.py" line="78" />
      <source>Sta&amp;ges and standings…</source>
      <translation>ステージと成績(&amp;G)…</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/tournament_view.py" line="79" />
      <source>Stages with cuts and carry-over, tie-breaks, hidden standings, teams, substitutes</source>
      <translation>通過ラインと持ち越しのあるステージ、同点の決め方、成績の非公開、チーム、補欠</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/rules_dialog.py" line="366" />
      <source>Start from &amp;preset:</source>
      <translation>元にするプリセット(&amp;P):</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/tournament_dialog.py" line="73" />
      <source>Starts on</source>
      <translation>開始日</translation>
    </message>
    <message>
      <location filename="tournament_app/rules_text.py" line="69" />
      <source>Stay on the table</source>
      <translation>供託のまま</translation>
    </message>
    <message>
      <location filename="tournament_app/rules_text.py" line="88" />
      <source>The dealer chooses (a next hand plays on)</source>
      <translation>親の選択（次の局があれば続行）</translation>
    </message>
    <message>
      <location filename="tournament_app/rules_text.py" line="96" />
      <source>The hand in play is the last</source>
      <translation>その局で終了</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/tournament_dialog.py" line="94" />
      <source>The round clock's length (a round may be set apart on the Rounds &amp; tables tab)</source>
      <translation>対局時間（回戦ごとの変更は「回戦・卓」タブで）</translation>
    </message>
    <message>
      <location filename="tournament_app/rules_text.py" line="87" />
      <source>The rule ends it at once</source>
      <translation>ルールで自動的に終了</translation>
    </message>
    <message>
      <location filename="tournament_app/rules_text.py" line="111" />
      <source>Thirteen orphans, 13-sided wait (国士無双十三面)</source>
      <translation>国士無双十三面</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/tournament_view.py" line="63" />
      <source>Venue:</source>
      <translation>会場:</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/tournament_view.py" line="74" />
      <source>View and tune the rule options</source>
      <translation>ルールの各項目を確認・調整します</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/tournament_dialog.py" line="86" />
      <source>With the number of rounds known, seating a round plans the rounds after it too, so nobody meets an opponent twice where that can be avoided</source>
      <translation>回戦数が決まっていれば、配席のたびに後の回戦まで計画し、避けられる限り再同卓をなくします</translation>
    </message>
    <message>
      <location filename="tournament_app/rules_text.py" line="91" />
      <source>Yakuman</source>
      <translation>役満</translation>
    </message>
    <message>
      <location filename="tournament_app/rules_text.py" line="53" />
      <source>Yes</source>
      <translation>あり</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/tournament_dialog.py" line="72" />
      <source>e.g. Spring league 2025</source>
      <translation>例: 2025年 春季リーグ</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/rules_dialog.py" line="273" />
      <source>empty: the fixed uma above</source>
      <translation>空欄: 上の固定のウマ</translation>
    </message>
    <message>
      <location filename="tournament_app/rules_text.py" line="135" />
      <source>fixed uma</source>
      <translation>固定のウマ</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/rules_dialog.py" line="258" />
      <source>four numbers of points, e.g. 20, 10, -10, -20</source>
      <translation>ポイントで4つ（例: 20, 10, -10, -20）</translation>
    </message>
    <message>
      <location filename="tournament_app/rules_text.py" line="137" />
      <source>none</source>
      <translation>なし</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/tournament_dialog.py" line="85" />
      <source>not decided</source>
      <translation>未定</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/tournament_view.py" line="31" />
      <source>not set</source>
      <translation>未設定</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/rules_dialog.py" line="227" />
      <source>rank points need four numbers, for 1st to 4th place; got {text}</source>
      <translation>ウマには1位〜4位の4つの数値が必要です（入力: {text}）</translation>
    </message>
    <message>
      <location filename="tournament_app/rules_text.py" line="125" />
      <source>{floating} above: {points}</source>
      <translation>{floating}人浮き: {points}</translation>
    </message>
    <message>
      <location filename="tournament_app/rules_text.py" line="147" />
      <source>{fu} fu</source>
      <translation>{fu}符</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/rules_dialog.py" line="444" />
      <source>{meaning}
Option: {option}</source>
      <translation>{meaning}
項目名（コマンドライン・JSON）: {option}</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/rules_dialog.py" line="411" />
      <source>{meaning}
Typed here in points, as the rule book writes them: 20 for +20.0</source>
      <translation>{meaning}
ここではポイントで入力（規定の書き方どおり、20 で +20.0）</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/rules_dialog.py" line="456" />
      <source>{meaning}: {reason}</source>
      <translation>{meaning}: {reason}</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/tournament_view.py" line="114" />
      <source>{seated} of {planned} planned</source>
      <translation>{seated}（予定{planned}回戦）</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/rules_dialog.py" line="106" />
      <source>{summary}
ID: {ids}</source>
      <translation>{summary}
ID: {ids}</translation>
    </message>
    <message>
      <location filename="tournament_app/ui/rules_dialog.py" line="224" />
      <source>{text} is not a number of points (one decimal at most)</source>
      <translation>{text} はポイントの数値ではありません（小数は1桁まで）</translation>
    </message>
    <message>
      <location filename="tournament_app/rules_text.py" line="158" />
      <source>• {meaning}: {value}</source>
      <translation>• {meaning}: {value}</translation>
    </message>
  </context>
  <context>
    <name>web</name>
    <message>
      <location filename="tournament_app/web/table_api.py" line="164" />
      <source>A phone records at most {n} hands of a game: record the next ones at a desk.</source>
      <translation>スマホで記録できるのは1対局につき {n} 局までです。以降の局は記録端末で記録してください。</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_page.py" line="29" />
      <source>Abortive</source>
      <translation>途中流局</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_page.py" line="37" />
      <source>Abortive draw: choose the kind if it matters, then tap Record.</source>
      <translation>途中流局: 必要なら種類を選び、「記録」をタップしてください。</translation>
    </message>
    <message>
      <location filename="tournament_app/web/game_json.py" line="202" />
      <source>Adds up to {total}. Points: {points}</source>
      <translation>合計 {total}。ポイント: {points}</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_page.py" line="49" />
      <source>Another winner (double ron)</source>
      <translation>もう一人の和了者（ダブロン）</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_page.py" line="54" />
      <source>Cancel</source>
      <translation>キャンセル</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_page.py" line="57" />
      <source>Checked: the next tap records your entry as hand {n}.</source>
      <translation>確認しました。次のタップで No.{n} として記録します。</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_page.py" line="58" />
      <source>Checked: the next tap saves the final scores.</source>
      <translation>確認しました。次のタップで最終持ち点を保存します。</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_page.py" line="36" />
      <source>Chombo: tap who made it, then tap Record.</source>
      <translation>チョンボ: チョンボ者をタップし、「記録」をタップしてください。</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_page.py" line="52" />
      <source>Clear</source>
      <translation>クリア</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_page.py" line="45" />
      <source>Double yakuman</source>
      <translation>2倍役満</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_page.py" line="35" />
      <source>Draw: tap the players who were tenpai, then tap Record.</source>
      <translation>流局: テンパイ者をタップし、「記録」をタップしてください。</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_page.py" line="39" />
      <source>Enter the four final scores and the points left on the table.</source>
      <translation>4人の最終持ち点と供託を入力してください。</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_page.py" line="74" />
      <source>Final result</source>
      <translation>最終結果</translation>
    </message>
    <message>
      <location filename="tournament_app/web/players_page.py" line="99" />
      <source>Find my seat</source>
      <translation>座席を探す</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_page.py" line="65" />
      <source>Finish and settle</source>
      <translation>終了して精算</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_page.py" line="65" />
      <source>Finish the game</source>
      <translation>対局終了</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_page.py" line="66" />
      <source>Finish the game and settle it as shown? After this only a desk can change it.</source>
      <translation>表示のとおり対局を終了して精算しますか？ この後は記録端末でしか変更できません。</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_page.py" line="40" />
      <source>Fu</source>
      <translation>符</translation>
    </message>
    <message>
      <location filename="tournament_app/web/players_page.py" line="191" />
      <source>Games</source>
      <translation>対局数</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_page.py" line="40" />
      <source>Han</source>
      <translation>翻</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_page.py" line="59" />
      <source>Hand {n} ({label}) recorded.</source>
      <translation>No.{n}（{label}）を記録しました。</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_page.py" line="62" />
      <source>Hand {n} was undone.</source>
      <translation>No.{n} を取り消しました。</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_page.py" line="74" />
      <source>Hands</source>
      <translation>局の記録</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_page.py" line="51" />
      <source>Kind of abortive draw</source>
      <translation>途中流局の種類</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_page.py" line="42" />
      <source>Limit</source>
      <translation>満貫以上</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_page.py" line="27" />
      <source>Loading the game…</source>
      <translation>対局を読み込んでいます…</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_page.py" line="53" />
      <source>Looked again</source>
      <translation>確認した</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_page.py" line="50" />
      <source>Nagashi mangan: {name}</source>
      <translation>流し満貫: {name}</translation>
    </message>
    <message>
      <location filename="tournament_app/web/players_page.py" line="190" />
      <source>Name</source>
      <translation>氏名</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_page.py" line="80" />
      <source>No connection to the server: trying again…</source>
      <translation>サーバーにつながりません。再接続しています…</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_page.py" line="81" />
      <source>No connection to the server: your entry is kept and nothing may have been stored. Tap again when the connection is back (it is stored once).</source>
      <translation>サーバーにつながりません。入力は残っています（記録されていない可能性があります）。接続が戻ったらもう一度タップしてください（二重には記録されません）。</translation>
    </message>
    <message>
      <location filename="tournament_app/web/players_page.py" line="184" />
      <source>No game has been finished yet.</source>
      <translation>終了した対局はまだありません。</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_page.py" line="50" />
      <source>No nagashi mangan</source>
      <translation>流し満貫なし</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_page.py" line="48" />
      <source>No pao</source>
      <translation>包なし</translation>
    </message>
    <message>
      <location filename="tournament_app/web/players_page.py" line="110" />
      <source>No round has been seated yet.</source>
      <translation>まだ配席された回戦がありません。</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_api.py" line="57" />
      <source>No such table link: it may have been renewed. Ask the organiser for the table's new card.</source>
      <translation>この卓のリンクはありません。作り直された可能性があります。運営に新しい卓カードをもらってください。</translation>
    </message>
    <message>
      <location filename="tournament_app/web/players_page.py" line="123" />
      <source>Nobody of that name or reading is registered.</source>
      <translation>その氏名・読みの選手は登録されていません。</translation>
    </message>
    <message>
      <location filename="tournament_app/web/html.py" line="74" />
      <source>Not found</source>
      <translation>見つかりません</translation>
    </message>
    <message>
      <location filename="tournament_app/web/players_page.py" line="134" />
      <source>Not seated yet.</source>
      <translation>まだ配席されていません。</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_page.py" line="64" />
      <source>Nothing was stored: look again.</source>
      <translation>何も記録していません。もう一度確認してください。</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_page.py" line="63" />
      <source>Nothing was undone: look again.</source>
      <translation>何も取り消していません。もう一度確認してください。</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_page.py" line="46" />
      <source>Or the announced points</source>
      <translation>または申告点</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_page.py" line="48" />
      <source>Pao: {name}</source>
      <translation>包: {name}</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_api.py" line="53" />
      <source>Phones enter final scores only at this tournament.</source>
      <translation>この大会ではスマホから最終持ち点のみ入力できます。</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_api.py" line="54" />
      <source>Phones enter the game hand by hand at this tournament.</source>
      <translation>この大会ではスマホから1局ずつ入力します。</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_api.py" line="52" />
      <source>Phones only show this table at this tournament: record at a desk.</source>
      <translation>この大会ではスマホは卓の表示のみです。記録は記録端末で行ってください。</translation>
    </message>
    <message>
      <location filename="tournament_app/web/html.py" line="72" />
      <source>Players’ page</source>
      <translation>選手向けページ</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_page.py" line="75" />
      <source>Points left on the table</source>
      <translation>供託</translation>
    </message>
    <message>
      <location filename="tournament_app/web/players_page.py" line="190" />
      <source>Rank</source>
      <translation>順位</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_page.py" line="52" />
      <source>Record hand {n}</source>
      <translation>No.{n} を記録</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_page.py" line="31" />
      <source>Riichi</source>
      <translation>リーチ</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_page.py" line="32" />
      <source>Ron: tap the discarder.</source>
      <translation>ロン: 放銃者をタップしてください。</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_page.py" line="32" />
      <source>Ron: tap the winner.</source>
      <translation>ロン: 和了者をタップしてください。</translation>
    </message>
    <message>
      <location filename="tournament_app/web/players_page.py" line="148" />
      <source>Round {n}: tables</source>
      <translation>{n}回戦の卓</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_page.py" line="24" />
      <source>Round {round} · Table {table}</source>
      <translation>{round}回戦・{table}卓</translation>
    </message>
    <message>
      <location filename="tournament_app/web/players_page.py" line="128" />
      <source>Round {round}: table {table}, sitting out</source>
      <translation>{round}回戦: {table}卓（抜け番）</translation>
    </message>
    <message>
      <location filename="tournament_app/web/players_page.py" line="127" />
      <source>Round {round}: table {table}, {wind}</source>
      <translation>{round}回戦: {table}卓 {wind}</translation>
    </message>
    <message>
      <location filename="tournament_app/web/players_page.py" line="108" />
      <source>Rounds</source>
      <translation>回戦</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_page.py" line="75" />
      <source>Save the final scores</source>
      <translation>最終持ち点を保存</translation>
    </message>
    <message>
      <location filename="tournament_app/web/game_json.py" line="210" />
      <source>Scores and points left add up to {total}: {diff} over {expected}.</source>
      <translation>持ち点と供託の合計が {total}点です（{expected}点より {diff}点多い）。</translation>
    </message>
    <message>
      <location filename="tournament_app/web/game_json.py" line="209" />
      <source>Scores and points left add up to {total}: {diff} short of {expected}.</source>
      <translation>持ち点と供託の合計が {total}点です（{expected}点に {diff}点不足）。</translation>
    </message>
    <message>
      <location filename="tournament_app/web/game_json.py" line="206" />
      <source>Scores are multiples of 100.</source>
      <translation>持ち点は100点単位です。</translation>
    </message>
    <message>
      <location filename="tournament_app/web/requests.py" line="66" />
      <source>Send a JSON object.</source>
      <translation>JSON のオブジェクトを送ってください。</translation>
    </message>
    <message>
      <location filename="tournament_app/web/players_page.py" line="168" />
      <source>Sitting out this hanchan:</source>
      <translation>この半荘の抜け番:</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_page.py" line="70" />
      <source>Standing now</source>
      <translation>現在の順位</translation>
    </message>
    <message>
      <location filename="tournament_app/web/players_page.py" line="111" />
      <source>Standings</source>
      <translation>成績</translation>
    </message>
    <message>
      <location filename="tournament_app/web/players_page.py" line="240" />
      <source>Statistics</source>
      <translation>統計</translation>
    </message>
    <message>
      <location filename="tournament_app/web/players_page.py" line="165" />
      <source>Table {table}</source>
      <translation>{table}卓</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_page.py" line="38" />
      <source>Tap the other winner.</source>
      <translation>もう一人の和了者をタップしてください。</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_page.py" line="34" />
      <source>Tap the value (han and fu, or a limit) or type the announced points.</source>
      <translation>点数（翻と符、または満貫以上）をタップするか、申告点を入力してください。</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_page.py" line="31" />
      <source>Tenpai</source>
      <translation>テンパイ</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_page.py" line="76" />
      <source>The final scores are saved and settled.</source>
      <translation>最終持ち点を保存し、精算しました。</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_page.py" line="67" />
      <source>The game is finished and settled.</source>
      <translation>対局を終了し、精算しました。</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_api.py" line="56" />
      <source>The game is finished: this link no longer records. A desk can reopen it.</source>
      <translation>対局は終了しました。このリンクからはもう記録できません。再開は記録端末で行えます。</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_page.py" line="70" />
      <source>The game is over: check the result and finish it.</source>
      <translation>終局しました。結果を確認して対局を終了してください。</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_api.py" line="117" />
      <source>The game was changed at another desk or phone.</source>
      <translation>この対局は別の端末またはスマホで変更されました。</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_page.py" line="72" />
      <source>The last dealer is first and may end the game here: Finish ends it, the next hand recorded plays on.</source>
      <translation>ラス親がトップなので、ここで終了できます。「対局終了」で終了、次の局を記録すれば続行です。</translation>
    </message>
    <message>
      <location filename="tournament_app/web/requests.py" line="70" />
      <source>The request is not JSON.</source>
      <translation>リクエストが JSON ではありません。</translation>
    </message>
    <message>
      <location filename="tournament_app/web/guard.py" line="138" />
      <source>The request is too large.</source>
      <translation>リクエストが大きすぎます。</translation>
    </message>
    <message>
      <location filename="tournament_app/web/requests.py" line="68" />
      <source>The request nests too deeply.</source>
      <translation>リクエストの入れ子が深すぎます。</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_page.py" line="83" />
      <source>The server did not answer as expected: try again.</source>
      <translation>サーバーから想定外の応答がありました。もう一度試してください。</translation>
    </message>
    <message>
      <location filename="tournament_app/web/players_page.py" line="180" />
      <source>The standings from round {n} on are hidden until the organiser shows them.</source>
      <translation>{n}回戦以降の成績は、運営が公開するまで非表示です。</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_page.py" line="84" />
      <source>The tournament's database is busy (another program is writing to it): nothing is stored yet. Trying again by itself ({n})…</source>
      <translation>大会のデータベースは使用中です（別のプログラムが書き込んでいます）。まだ何も記録していません。自動で再送しています（{n}）…</translation>
    </message>
    <message>
      <location filename="tournament_app/web/app.py" line="28" />
      <source>The tournament's database is busy (another program is writing to it): nothing was stored. Try again in a moment.</source>
      <translation>大会のデータベースは使用中です（別のプログラムが書き込んでいます）。何も記録していません。少し待ってからもう一度試してください。</translation>
    </message>
    <message>
      <location filename="tournament_app/web/app.py" line="30" />
      <source>The tournament's database is busy (another program is writing to it): try again in a moment.</source>
      <translation>大会のデータベースは使用中です（別のプログラムが書き込んでいます）。少し待ってからもう一度試してください。</translation>
    </message>
    <message>
      <location filename="tournament_app/web/site.py" line="87" />
      <source>The tournament's database is not available right now; nothing was stored. Try again in a moment.</source>
      <translation>大会のデータベースに今は接続できません。何も記録していません。少し待ってからもう一度試してください。</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_page.py" line="86" />
      <source>The tournament's database is still busy: nothing was stored. Your entry is kept: tap again in a moment (it is stored once).</source>
      <translation>大会のデータベースはまだ使用中です。何も記録していません。入力は残っています。少し待ってからもう一度タップしてください（二重には記録されません）。</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_page.py" line="95" />
      <source>This page needs JavaScript.</source>
      <translation>このページには JavaScript が必要です。</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_page.py" line="51" />
      <source>Time up in this hand</source>
      <translation>この局で時間切れ</translation>
    </message>
    <message>
      <location filename="tournament_app/web/guard.py" line="144" />
      <source>Too many requests: wait a moment and try again.</source>
      <translation>リクエストが多すぎます。少し待ってからもう一度試してください。</translation>
    </message>
    <message>
      <location filename="tournament_app/web/players_page.py" line="191" />
      <source>Total</source>
      <translation>合計</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_page.py" line="33" />
      <source>Tsumo: tap the winner.</source>
      <translation>ツモ: 和了者をタップしてください。</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_page.py" line="61" />
      <source>Undo hand {n}</source>
      <translation>No.{n} を取り消す</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_page.py" line="62" />
      <source>Undo hand {n} ({label})?</source>
      <translation>No.{n}（{label}）を取り消しますか？</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_page.py" line="61" />
      <source>Undo it</source>
      <translation>取り消す</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_page.py" line="40" />
      <source>Value of {name}</source>
      <translation>{name} の点数</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_page.py" line="78" />
      <source>View only: at this tournament phones show the table; hands are recorded at a desk.</source>
      <translation>表示のみ: この大会ではスマホは卓の状況を表示します。局の記録は記録端末で行います。</translation>
    </message>
    <message>
      <location filename="tournament_app/web/players_page.py" line="104" />
      <source>Where do I sit?</source>
      <translation>座席早見表</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_page.py" line="55" />
      <source>Your entry is kept, not stored: check it against the game as it is now, then tap Looked again (the next tap records it as hand {n}).</source>
      <translation>入力は残っていますが、記録していません。現在の対局と照らして確認し、「確認した」をタップしてください（次のタップで No.{n} として記録します）。</translation>
    </message>
    <message>
      <location filename="tournament_app/web/players_page.py" line="97" />
      <source>Your name or its reading</source>
      <translation>氏名または読み</translation>
    </message>
    <message>
      <location filename="tournament_app/web/server.py" line="124" />
      <source>a database held only in memory cannot be served: open a file or a server database</source>
      <translation>メモリ上だけのデータベースは配信できません。ファイルかサーバーのデータベースを開いてください</translation>
    </message>
    <message>
      <location filename="tournament_app/web/server.py" line="151" />
      <source>cannot serve on {host} port {port}: that port is taken (another serve, another program, or the system keeps it); choose another port</source>
      <translation>{host} のポート {port} で配信できません: このポートは使用中です（別の serve、別のプログラム、またはシステムが使っています）。別のポートを指定してください</translation>
    </message>
    <message>
      <location filename="tournament_app/web/server.py" line="154" />
      <source>cannot serve on {host} port {port}: {reason}</source>
      <translation>{host} のポート {port} で配信できません: {reason}</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_page.py" line="23" />
      <source>dealer</source>
      <translation>親</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_page.py" line="26" />
      <source>deposits {left}</source>
      <translation>供託 {left}</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_page.py" line="46" />
      <source>e.g. 7700</source>
      <translation>例: 7700</translation>
    </message>
    <message>
      <location filename="tournament_app/web/players_page.py" line="156" />
      <source>finished</source>
      <translation>終了</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_page.py" line="47" />
      <source>non-dealers pay</source>
      <translation>子の支払い</translation>
    </message>
    <message>
      <location filename="tournament_app/web/players_page.py" line="155" />
      <source>not started</source>
      <translation>未開始</translation>
    </message>
    <message>
      <location filename="tournament_app/web/players_page.py" line="155" />
      <source>playing</source>
      <translation>対局中</translation>
    </message>
    <message>
      <location filename="tournament_app/web/players_page.py" line="213" />
      <source>playing: {names}</source>
      <translation>対局者: {names}</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_page.py" line="25" />
      <source>sitting out: {name}</source>
      <translation>抜け番: {name}</translation>
    </message>
    <message>
      <location filename="tournament_app/web/site.py" line="61" />
      <source>table {table} phone</source>
      <translation>{table}卓のスマホ</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_page.py" line="47" />
      <source>the dealer pays</source>
      <translation>親の支払い</translation>
    </message>
    <message>
      <location filename="tournament_app/web/server.py" line="235" />
      <source>the server did not start</source>
      <translation>サーバーを開始できませんでした</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_page.py" line="27" />
      <source>time is up</source>
      <translation>時間切れ</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_page.py" line="26" />
      <source>time left</source>
      <translation>残り時間</translation>
    </message>
    <message>
      <location filename="tournament_app/web/players_page.py" line="228" />
      <source>with {names}</source>
      <translation>同卓: {names}</translation>
    </message>
    <message>
      <location filename="tournament_app/web/server.py" line="144" />
      <source>{host} is not an address of this computer (give one such as 192.168.1.10, or 0.0.0.0 for every network)</source>
      <translation>{host} はこのパソコンのアドレスではありません（192.168.1.10 のようなアドレス、またはすべてのネットワークなら 0.0.0.0 を指定してください）</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_page.py" line="69" />
      <source>{n}. {label}</source>
      <translation>No.{n} {label}</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_page.py" line="68" />
      <source>{rank}.</source>
      <translation>{rank}位</translation>
    </message>
    <message>
      <location filename="tournament_app/web/players_page.py" line="223" />
      <source>{rank}. place, {score}, {points}</source>
      <translation>{rank}位・{score}・{points}</translation>
    </message>
  </context>
  <context>
    <name>web.json</name>
    <message>
      <location filename="tournament_app/web/game_json.py" line="114" />
      <source>entry: choose ron, tsumo, draw, abortive or chombo</source>
      <translation>entry: ロン、ツモ、流局、途中流局、チョンボのいずれかを選んでください</translation>
    </message>
    <message>
      <location filename="tournament_app/web/game_json.py" line="111" />
      <source>entry: give the hand being entered</source>
      <translation>entry: 入力中の局を送ってください</translation>
    </message>
    <message>
      <location filename="tournament_app/web/game_json.py" line="131" />
      <source>entry: unknown kind of abortive draw</source>
      <translation>entry: 不明な途中流局の種類です</translation>
    </message>
    <message>
      <location filename="tournament_app/web/game_json.py" line="180" />
      <source>give the four final scores</source>
      <translation>4人の最終持ち点を送ってください</translation>
    </message>
    <message>
      <location filename="tournament_app/web/requests.py" line="96" />
      <source>id: give 8 to 28 letters, digits, - or _</source>
      <translation>id: 英数字・-・_ を8〜28文字で指定してください</translation>
    </message>
    <message>
      <location filename="tournament_app/web/game_json.py" line="187" />
      <source>left: give a whole number, 0 or more</source>
      <translation>left: 0以上の整数を指定してください</translation>
    </message>
    <message>
      <location filename="tournament_app/web/game_json.py" line="184" />
      <source>scores: give four whole numbers</source>
      <translation>scores: 整数を4つ指定してください</translation>
    </message>
    <message>
      <location filename="tournament_app/web/game_json.py" line="149" />
      <source>{field}: give a value of at most {n} characters</source>
      <translation>{field}: {n}文字以内で指定してください</translation>
    </message>
    <message>
      <location filename="tournament_app/web/game_json.py" line="143" />
      <source>{field}: give a value per seat</source>
      <translation>{field}: 席ごとの値を指定してください</translation>
    </message>
    <message>
      <location filename="tournament_app/web/requests.py" line="85" />
      <source>{field}: give a whole number from {low} to {high}</source>
      <translation>{field}: {low}〜{high} の整数を指定してください</translation>
    </message>
    <message>
      <location filename="tournament_app/web/game_json.py" line="118" />
      <source>{field}: give seats 0 to 3</source>
      <translation>{field}: 席は 0〜3 で指定してください</translation>
    </message>
    <message>
      <location filename="tournament_app/web/table_api.py" line="168" />
      <source>{field}: give the hand as an object</source>
      <translation>{field}: 局をオブジェクトで送ってください</translation>
    </message>
    <message>
      <location filename="tournament_app/web/game_json.py" line="135" />
      <source>{field}: give true or false</source>
      <translation>{field}: true か false を指定してください</translation>
    </message>
  </context>
</TS>
