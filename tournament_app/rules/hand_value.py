"""The value of a winning hand from its tiles, under a rule set's options (issue 16).

Yaku and fu come from the ``mahjong`` package (MIT licence), whose options are set from ours; what it
does not know is applied here: 連風牌 pair fu (2 or 4), no fu for a rinshan tsumo, 人和 as none / mangan /
yakuman, which yakuman count double, 一発 / 裏ドラ / 槓ドラ switched off, 七対子 as 50 fu 1 han, 食い平和
and 後付けなし. The payment is the app's own (values.py), so kiriage, counters and limits are the
rule set's.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from mahjong.constants import EAST, NORTH, SOUTH, WEST
from mahjong.hand_calculating.fu import FuCalculator
from mahjong.hand_calculating.hand import HandCalculator
from mahjong.hand_calculating.hand_config import HandConfig, HandConstants, OptionalRules
from mahjong.meld import Meld

from tournament_app.rules.errors import CTX, HandError
from tournament_app.rules.ruleset import RuleSet
from tournament_app.rules.tiles import MeldSpec, Tile, parse_meld, parse_tiles, tile_name, to_136
from tournament_app.rules.values import HandValue, WinPayment, hand_value, win_payment
from tournament_app.rules.yaku_names import yaku_key
from tournament_app.words.messages import N_

WINDS = {"E": EAST, "S": SOUTH, "W": WEST, "N": NORTH}
DOUBLE_YAKUMAN = {"suuankou_tanki": 13, "daburu_kokushi": 13, "daburu_chuuren_poutou": 13, "daisuushi": 13}


@dataclass(frozen=True)
class Situation:
    """How the hand was won: everything the tiles alone do not say."""

    tsumo: bool = False
    riichi: bool = False
    double_riichi: bool = False
    ippatsu: bool = False
    haitei: bool = False  # last tile by tsumo (海底) — by ron it is houtei (河底)
    rinshan: bool = False
    chankan: bool = False
    renhou: bool = False
    tenhou: bool = False
    chiihou: bool = False
    dealer: bool = False
    round_wind: str = "E"
    seat_wind: str | None = None  # default: E for the dealer, S otherwise
    honba: int = 0


@dataclass(frozen=True)
class YakuLine:
    key: str  # the yaku's key (yaku_names.py), e.g. "riichi", "dora"
    han: int  # 13 per yakuman


@dataclass(frozen=True)
class HandResult:
    han: int | None  # None for a yakuman
    fu: int | None
    yakuman: int  # 0 for a hand valued by han and fu
    yaku: tuple[YakuLine, ...]
    fu_details: tuple[tuple[str, int], ...]  # (reason, fu) before rounding
    value: HandValue
    payment: WinPayment


def evaluate(rules: RuleSet, tiles: str, *, win: str | None = None, melds: Sequence[str] = (),
             dora: str = "", ura: str = "", situation: Situation = Situation()) -> HandResult:
    """Value the hand ``tiles`` (concealed, winning tile included) with ``melds``; refusals name why."""
    concealed = parse_tiles(tiles)
    meld_specs = [parse_meld(m) for m in melds]
    if not concealed:
        raise HandError("tiles", N_(CTX, "give the concealed tiles, the winning tile included"))
    win_tile = parse_tiles(win, "win")[0] if win else concealed[-1]
    if win and win_tile not in concealed and (win_tile[0], False) not in concealed:
        raise HandError("win", N_(CTX, "the winning tile {tile} is not in the hand"),
                        tile=tile_name(win_tile[0]))
    count = len(concealed) + sum(3 for _ in meld_specs)
    if count != 14:
        raise HandError("tiles", N_(CTX, "a winning hand has 14 tiles (a kan counts as 3): these are "
                                         "{count}"), count=count)
    if any(m.opened for m in meld_specs) and (situation.riichi or situation.double_riichi):
        raise HandError("riichi", N_(CTX, "an open hand cannot have declared riichi"))
    all_tiles = [*concealed, *[t for m in meld_specs for t in m.tiles]]
    red = rules.red_fives > 0
    idx = to_136(all_tiles, red_fives=red)
    meld_objs, pos = [], len(concealed)
    for m in meld_specs:
        part = idx[pos:pos + len(m.tiles)]
        pos += len(m.tiles)
        kind = {"chi": Meld.CHI, "pon": Meld.PON}.get(m.kind, Meld.KAN)
        meld_objs.append(Meld(meld_type=kind, tiles=part, opened=m.opened))
    win_136 = idx[concealed.index(win_tile if win_tile in concealed else (win_tile[0], False))]
    dora_idx = _indicators(rules, dora, all_tiles)
    ura_idx = _indicators(rules, ura, all_tiles) if ura else []
    if ura_idx and not situation.riichi and not situation.double_riichi:
        raise HandError("ura", N_(CTX, "ura dora count only for a riichi hand"))
    if ura_idx and not rules.ura_dora:
        raise HandError("ura", N_(CTX, "these rules have no ura dora"))
    if situation.ippatsu and not rules.ippatsu:
        raise HandError("ippatsu", N_(CTX, "these rules have no ippatsu"))
    config = _config(rules, situation)
    result = HandCalculator.estimate_hand_value(idx, win_136, melds=meld_objs, dora_indicators=dora_idx,
                                                config=config, ura_dora_indicators=ura_idx or None)
    if result.error:
        raise _refusal(result.error)
    return _adjust(rules, situation, result, meld_specs, concealed, win_tile)


def _indicators(rules: RuleSet, text: str, hand: list[Tile]) -> list[int]:
    tiles = parse_tiles(text, "dora") if text.strip() else []
    if len(tiles) > 5:
        raise HandError("dora", N_(CTX, "at most 5 dora indicators (one and four kan dora)"))
    if not rules.kan_dora:
        tiles = tiles[:1]  # without kan dora only the first indicator counts
    counts: dict[int, int] = {}
    for kind, _red in [*hand, *tiles]:
        counts[kind] = counts.get(kind, 0) + 1
        if counts[kind] > 4:
            raise HandError("dora", N_(CTX, "{tile} is used more than four times"), tile=tile_name(kind))
    return [kind * 4 + 3 for kind, _red in tiles]  # the indicator's copy does not matter


def _config(rules: RuleSet, s: Situation) -> HandConfig:
    options = OptionalRules(
        has_open_tanyao=rules.open_tanyao,
        has_aka_dora=rules.red_fives > 0,
        has_double_yakuman=True,  # which ones count double is decided below
        kazoe_limit=HandConstants.KAZOE_LIMITED if rules.counted_yakuman else HandConstants.KAZOE_SANBAIMAN,
        kiriage=False,  # the app's payment applies kiriage
        fu_for_open_pinfu=rules.open_pinfu_fu,
        renhou_as_yakuman=rules.renhou == "yakuman",
        limit_to_sextuple_yakuman=True,
    )
    seat = s.seat_wind or ("E" if s.dealer else "S")
    return HandConfig(
        is_tsumo=s.tsumo, is_riichi=s.riichi and not s.double_riichi, is_ippatsu=s.ippatsu,
        is_rinshan=s.rinshan, is_chankan=s.chankan, is_haitei=s.haitei and s.tsumo,
        is_houtei=s.haitei and not s.tsumo, is_daburu_riichi=s.double_riichi, is_tenhou=s.tenhou,
        is_renhou=s.renhou and rules.renhou != "none", is_chiihou=s.chiihou,
        player_wind=WINDS[seat], round_wind=WINDS[s.round_wind], options=options,
    )


def _refusal(error: str) -> HandError:
    messages = {
        HandCalculator.ERR_HAND_NOT_WINNING: N_(CTX, "these tiles are not a complete hand"),
        HandCalculator.ERR_NO_YAKU: N_(CTX, "the hand has no yaku under these rules"),
        HandCalculator.ERR_NO_WINNING_TILE: N_(CTX, "the winning tile is not in the hand"),
        HandCalculator.ERR_OPEN_HAND_RIICHI: N_(CTX, "an open hand cannot have declared riichi"),
        HandCalculator.ERR_IPPATSU_WITHOUT_RIICHI: N_(CTX, "ippatsu needs riichi"),
        HandCalculator.ERR_CHANKAN_WITH_TSUMO: N_(CTX, "chankan is a ron"),
        HandCalculator.ERR_RINSHAN_WITHOUT_TSUMO: N_(CTX, "rinshan is a tsumo"),
        HandCalculator.ERR_OPEN_HAND_DABURI: N_(CTX, "an open hand cannot have declared riichi"),
        HandCalculator.ERR_HAITEI_WITH_RINSHAN: N_(CTX, "a rinshan tile is not the last tile (haitei)"),
        HandCalculator.ERR_HOUTEI_WITH_CHANKAN: N_(CTX, "a robbed kan is not the last discard (houtei)"),
        HandCalculator.ERR_RENHOU_AS_DEALER: N_(CTX, "renhou is a non-dealer's win"),
        HandCalculator.ERR_RENHOU_WITH_TSUMO: N_(CTX, "renhou is a ron"),
        HandCalculator.ERR_RENHOU_WITH_MELD: N_(CTX, "renhou is won before any call: no melds"),
    }
    return HandError("tiles", messages.get(error, N_(CTX, "the hand cannot be valued: {code}")), code=error)


def _adjust(rules: RuleSet, s: Situation, result: object, melds: list[MeldSpec], concealed: list[Tile],
            win_tile: Tile) -> HandResult:
    """The options the package does not know, then the app's own payment."""
    yaku = [YakuLine(yaku_key(y), y.han_closed if not melds or all(not m.opened for m in melds)
                     else y.han_open) for y in result.yaku]  # type: ignore[attr-defined]
    yakuman_lines = [y for y in yaku if y.han >= 13 and y.key not in ("dora", "aka_dora", "ura_dora")]
    if yakuman_lines:
        lines = []
        for y in yakuman_lines:
            if y.key in DOUBLE_YAKUMAN and y.han == 26 and y.key not in rules.double_yakuman:
                y = YakuLine(y.key, 13)  # counted as a single yakuman under these rules
            lines.append(y)
        count = min(sum(y.han for y in lines) // 13, rules.max_yakuman)
        value = hand_value(rules, yakuman=count)
        return HandResult(None, None, count, tuple(lines), (), value, _pay(rules, value, s))
    fu_details = [(d["reason"], d["fu"]) for d in (result.fu_details or [])]  # type: ignore[attr-defined]
    han = result.han  # type: ignore[attr-defined]
    if s.renhou and rules.renhou == "mangan":  # 002 3-15-01 d: a mangan, or the hand's own value
        yaku = [y for y in yaku if y.key != "renhou"]
        han -= 5
        if all(y.key in ("dora", "aka_dora", "ura_dora") for y in yaku):  # renhou is its only yaku:
            yaku, han = [YakuLine("renhou_mangan", 5)], 5  # a mangan, however many dora
        elif han < 5:
            yaku.append(YakuLine("renhou_mangan", 5 - han))
            han = 5
    if rules.double_wind_pair_fu == 2 and any(r == FuCalculator.DOUBLE_VALUED_PAIR for r, _ in fu_details):
        fu_details = [(r, 2 if r == FuCalculator.DOUBLE_VALUED_PAIR else f) for r, f in fu_details]
    if s.rinshan and not rules.rinshan_fu:
        fu_details = [(r, f) for r, f in fu_details if r != FuCalculator.TSUMO]
    chiitoi = any(y.key == "chiitoitsu" for y in yaku)
    if chiitoi and rules.chiitoitsu == "50-1":
        yaku = [YakuLine("chiitoitsu", 1) if y.key == "chiitoitsu" else y for y in yaku]
        han -= 1
        fu = 50
        fu_details = [(FuCalculator.BASE, 50)]
    elif chiitoi:
        fu = 25
    else:
        fu = _round_fu(sum(f for _r, f in fu_details), s, melds)
    if rules.open_pinfu and melds and _open_pinfu(fu_details, s):
        yaku.append(YakuLine("open_pinfu", 1))
        han += 1
    if not rules.atozuke and any(m.opened for m in melds):  # 後付け is about open hands: a closed one
        _check_no_atozuke(rules, s, concealed, win_tile, melds)  # (closed kans only) may always win
    # from 5 han the fu do not matter (and a many-kan hand can pass 110 fu)
    value = hand_value(rules, han=han, fu=fu if han < 5 else None, tsumo=s.tsumo)
    return HandResult(han, fu, 0, tuple(yaku), tuple(fu_details), value, _pay(rules, value, s))


def _round_fu(total: int, s: Situation, melds: list[MeldSpec]) -> int:
    if total == 20 and not s.tsumo and any(m.opened for m in melds):
        return 30  # 001 art. 42 ニ: an open pinfu-shaped ron counts 30 fu
    return -(-total // 10) * 10


def _open_pinfu(fu_details: list[tuple[str, int]], s: Situation) -> bool:
    """002 3-01-01-01 b: an open hand of the pinfu shape (no fu but the base) is worth 1 han."""
    plain = (FuCalculator.BASE, FuCalculator.HAND_WITHOUT_FU, FuCalculator.TSUMO)
    return all(r in plain for r, _ in fu_details)


def _check_no_atozuke(rules: RuleSet, s: Situation, concealed: list[Tile], win_tile: Tile,
                      melds: list[MeldSpec]) -> None:
    """後付けなし (002, ありあり): an open hand must have a yaku on every tile it waits on; a hand that
    would win without a yaku on one of its waits (片アガリ) may not win at all."""
    rest = list(concealed)
    rest.remove(win_tile if win_tile in rest else (win_tile[0], False))
    for kind in range(34):
        if (kind, False) == win_tile or (kind, False) == (win_tile[0], False):
            continue
        try:
            evaluate_kind = [*rest, (kind, False)]
            _quick(rules, s, evaluate_kind, melds)
        except HandError as e:
            if e.reason.text == "the hand has no yaku under these rules":
                raise HandError("tiles", N_(CTX, "no yaku on the wait {tile}: without 後付け the hand may "
                                                 "not win"), tile=tile_name(kind)) from None


def _quick(rules: RuleSet, s: Situation, concealed: list[Tile], melds: list[MeldSpec]) -> None:
    """Raise when ``concealed`` + ``melds`` is a winning hand with no yaku (other errors: not a win)."""
    try:
        idx = to_136([*concealed, *[t for m in melds for t in m.tiles]], red_fives=rules.red_fives > 0)
    except HandError:
        return  # a fifth tile: not a real wait
    meld_objs, pos = [], len(concealed)
    for m in melds:
        part = idx[pos:pos + len(m.tiles)]
        pos += len(m.tiles)
        kind = {"chi": Meld.CHI, "pon": Meld.PON}.get(m.kind, Meld.KAN)
        meld_objs.append(Meld(meld_type=kind, tiles=part, opened=m.opened))
    result = HandCalculator.estimate_hand_value(idx, idx[len(concealed) - 1], melds=meld_objs,
                                                config=_config(rules, s))
    if result.error == HandCalculator.ERR_NO_YAKU:
        raise _refusal(result.error)


def _pay(rules: RuleSet, value: HandValue, s: Situation) -> WinPayment:
    return win_payment(rules, value, dealer=s.dealer, tsumo=s.tsumo, honba=s.honba)
