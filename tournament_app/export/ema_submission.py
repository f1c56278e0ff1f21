"""The EMA submission (issue 40 item 4): one folder holding what goes to the EMA after a MERS
tournament: the results file (:mod:`.ema`), the computed MERS weight, the chombo and penalty list, and
the observer's report with the fields the EMA asks for, filled where the database knows them.

What the EMA asks of the observer: its page "Certification for MERS tournaments", section "EMA Observer
at MERS tournaments" (mahjong-europe.org/portal, article 25): "a small report to the EMA board shortly
after the tournament containing: Name of the EMA observer; Tournament name, location and dates; Rule
system and MERS weight; Playing schedule: Number and le…". Every copy reachable from here stops at that
word, so the report lists those four and says that the EMA's list goes on. The files are in English,
as the results file is: they are read by the EMA.

Each file goes through the one output module: every target is checked before any work, none replaces a
file already there (``new``), and all are written to temporary files first, so that a failure leaves
none of them.
"""

from __future__ import annotations

import csv
import io
import os
from contextlib import ExitStack, suppress
from fractions import Fraction
from pathlib import Path

from tournament_app.checks.numbers import format_scaled
from tournament_app.export.ema import ema_workbook
from tournament_app.files.output_files import OutputError, check_target, output_file, write_error
from tournament_app.files.progress import Progress
from tournament_app.rules.ema_ranking import hundredths
from tournament_app.services import players, rounds, tournaments
from tournament_app.services.ema_preview import EventPreview
from tournament_app.services.penalties import list_penalties

RESULTS, WEIGHT = "ema_results.xlsx", "mers_weight.txt"
PENALTIES, REPORT = "penalties.csv", "observer_report.txt"
FILES = (RESULTS, WEIGHT, PENALTIES, REPORT)
BLANK = "(to fill in)"


def shown(value: Fraction | int) -> str:
    """A weight or a rating as written: at most two decimals, halves up, no trailing zeros (2, 2.5,
    658.97)."""
    text = format_scaled(hundredths(Fraction(value)), 2)
    return text.rstrip("0").rstrip(".")


def weight_text(p: EventPreview) -> str:
    w = p.weight
    parts = w.weight
    lines = [
        f"Tournament: {p.name}",
        f"MERS weight: {shown(parts.total)} (a preview: the EMA sets the weight it certifies)",
        "",
        f"Duration: {w.days} day(s) -> +{parts.duration}",
        f"Players: {w.players} -> +{shown(parts.players)}",
        f"Countries: {w.countries} -> +{shown(parts.countries)}"
        + (f" ({w.no_country} player(s) without a country, not counted)" if w.no_country else ""),
        f"Qualification required: {'yes' if w.qualification else 'no'} -> +{parts.qualification}",
        "",
        "Source: mahjong-europe.org/ranking/Basicsranking.html, 'Weight calculation' "
        "(TOTAL_MERS = Weight_duration + Weight_players + Weight_countries + Weight_qualif)",
    ]
    return "\n".join(lines) + "\n"


def penalties_csv(tournament_id: int) -> str:
    """Every chombo and penalty that stands (cancelled ones left out), in the order given."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(["Kind", "Round", "Player", "EMA number", "Points", "Reason"])
    for row in list_penalties(tournament_id):
        if row.cancelled:
            continue
        writer.writerow(["Chombo" if row.in_game else "Penalty", row.round or "", row.name,
                         players.ema_details(row.player_id)["ema_number"], format_scaled(row.points, 1),
                         row.reason])
    return out.getvalue()


def report_text(p: EventPreview, observer: str) -> str:
    info = tournaments.tournament_info(p.tournament_id)
    dates = " – ".join(str(d) for d in (info.starts_on, info.ends_on) if d)
    played = len(rounds.round_numbers(p.tournament_id))
    schedule = f"{played} round(s), round clock {info.round_minutes} minutes"
    fields = [
        ("Name of the EMA observer", observer),
        ("Tournament name, location and dates", ", ".join(x for x in (info.name, info.venue, dates) if x)),
        ("Rule system and MERS weight", f"{info.rules.name}; MERS weight {shown(p.weight.weight.total)}"),
        ("Playing schedule", schedule),
    ]
    lines = ["EMA observer's report", ""]
    lines += [f"{label}: {value or BLANK}" for label, value in fields]
    lines += ["", "The EMA's list of what the report contains goes on after 'Playing schedule: Number "
                  "and le...' on its page 'Certification for MERS tournaments' (EMA Observer at MERS "
                  "tournaments); that part could not be read when this form was made: add what it asks.",
              f"Chombo and penalties: {PENALTIES}. Results: {RESULTS}. Weight: {WEIGHT}."]
    return "\n".join(lines) + "\n"


def write_submission(p: EventPreview, folder: Path, observer: str = "",
                     progress: Progress | None = None) -> list[Path]:
    """Write the four files into ``folder`` (made when missing, its parent must exist); returns them."""
    made = _folder(folder)
    targets = [folder / name for name in FILES]
    try:
        for target in targets:
            check_target(target, new=True)  # never over a file already there; refused before any work
        wb = ema_workbook(p.tournament_id, progress)
        texts = {WEIGHT: weight_text(p), PENALTIES: penalties_csv(p.tournament_id),
                 REPORT: report_text(p, observer)}
        with ExitStack() as stack:  # every file written before any is put in place
            for target in targets:
                tmp = stack.enter_context(output_file(target, new=True))
                if target.name == RESULTS:
                    wb.save(tmp)
                else:  # the CSV with a byte-order mark: Excel then reads its names as UTF-8
                    encoding = "utf-8-sig" if target.name == PENALTIES else "utf-8"
                    tmp.write_bytes(texts[target.name].encode(encoding))
    except BaseException:
        if made:
            _remove_if_empty(folder)
        raise
    return targets


def _folder(folder: Path) -> bool:
    """Make ``folder`` when it is missing (True when made here)."""
    if folder.is_dir():
        return False
    if folder.exists():
        raise OutputError("special", path=str(folder))
    if not folder.parent.is_dir():
        raise OutputError("no_folder", folder=str(folder.parent))
    try:
        folder.mkdir()
    except OSError as exc:
        raise write_error(folder, exc) from None
    return True


def _remove_if_empty(folder: Path) -> None:
    with suppress(OSError):  # something else was put there meanwhile: left alone
        os.rmdir(folder)
