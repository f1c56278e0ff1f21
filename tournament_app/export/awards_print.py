"""The awards for the prize-giving (issue 40 item 2): the awards the organiser chose, on one A4 page,
each with its winner or tied winners, the figure and what it rests on."""

from __future__ import annotations

from collections.abc import Sequence

from tournament_app.export import stats_text
from tournament_app.export.documents import _cell, _e, _heading, _page, _row, _table
from tournament_app.export.paged import Document
from tournament_app.services.player_stats import Award
from tournament_app.services.rows import TournamentInfo
from tournament_app.words.i18n import tr


def awards_document(info: TournamentInfo, found: Sequence[Award], chosen: Sequence[str]) -> Document:
    """A page with each award of ``chosen`` (their order); an award nobody has a figure for yet says so."""
    title = tr("export", "Awards")
    by_key = {a.key: a for a in found}
    body = [_heading(info, title)]
    for key in chosen:
        body.append(f"<h2>{_e(stats_text.award_label(key))}</h2>")
        award = by_key.get(key)
        if award is None:
            body.append(f"<p>{_e(tr('export', 'No hand has been recorded for this award yet.'))}</p>")
            continue
        each = zip(award.names, award.figures or (award.figure,), strict=True)
        rows = [_row([_cell(name), _cell(stats_text.value(f), "total"), _cell(stats_text.basis(f))], i)
                for i, (name, f) in enumerate(each)]
        headers = [tr("export", "Name"), stats_text.label(award.figure.key), tr("export", "Rests on")]
        body.append(_table(headers, rows, widths=(50, 20, 30), cls="big"))
        notes = []
        if len(award.names) > 1:
            notes.append(tr("export", "Shared by %n players with the same figure.", len(award.names)))
        if award.min_hands is not None:
            notes.append(stats_text.award_pool(award.min_hands))
        body += [f"<p class='sub'>{_e(note)}</p>" for note in notes]
    body.append(f"<p class='sub'>{_e(stats_text.not_recorded())}</p>")
    return Document.of(_page(info, title, body))
