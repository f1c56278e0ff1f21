"""Charts inside the printed documents, drawn as vectors.

A chart is written into the HTML as ``<img src='chart:KIND:DATA'>``, DATA being the chart's rows as
JSON (URL-safe base64): the HTML stays one self-contained text, as the print preview, the printer and
the PDF all read it. A document made by :func:`install` draws these images with ``chart_paint`` at
paint time, so the PDF holds lines and text (sharp at any zoom, a few kilobytes) instead of a
picture. Sizes are CSS pixels (1/96 inch), as ``<img width>`` counts them.
"""

from __future__ import annotations

import base64
import datetime as dt
import json
from collections.abc import Callable, Sequence
from dataclasses import asdict
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSizeF, QUrl
from PySide6.QtGui import QImage, QPainter, QPyTextObject, QTextDocument, QTextFormat

from tournament_app.export.chart_paint import (
    LIGHT,
    paint_game_line,
    paint_places,
    paint_player_progress,
    paint_rating,
)
from tournament_app.platform.signals import called_by_qt
from tournament_app.services.charts import GameLine, HandPoint, PlayerProgress, PlayerRound
from tournament_app.services.ratings import PersonRating, RatingPoint

SCHEME = "chart:"
CSS_DPI = 96


def _src(kind: str, data: dict[str, Any]) -> str:
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    return SCHEME + kind + ":" + base64.urlsafe_b64encode(text.encode("utf-8")).decode("ascii")


def _img(src: str, width: int, height: int) -> str:
    return f"<img src='{src}' width='{width}' height='{height}'>"


def game_line_img(line: GameLine, labels: Sequence[str], width: int, height: int) -> str:
    """The ``<img>`` of a game's score line (``labels``: the hands' labels, translated)."""
    return _img(_src("game", {"line": asdict(line), "labels": list(labels)}), width, height)


def player_progress_img(progress: PlayerProgress, width: int, height: int) -> str:
    return _img(_src("progress", asdict(progress)), width, height)


def places_img(places: tuple[int, int, int, int], width: int, height: int) -> str:
    return _img(_src("places", {"places": list(places)}), width, height)


def rating_img(person: PersonRating, width: int, height: int) -> str:
    """The ``<img>`` of a person's club rating after each event (dates as ISO text: JSON has none)."""
    data = asdict(person)
    for point in data["history"]:
        point["date"] = point["date"].isoformat() if point["date"] is not None else None
    return _img(_src("rating", data), width, height)


def _rating(data: dict[str, Any]) -> PersonRating:
    history = tuple(RatingPoint(**{**h, "date": dt.date.fromisoformat(h["date"]) if h["date"] else None})
                    for h in data["history"])
    return PersonRating(**{**data, "history": history})


def _four(values: Sequence[Any]) -> tuple[Any, Any, Any, Any]:
    return (values[0], values[1], values[2], values[3])


def painter_for(name: str) -> Callable[[QPainter, QRectF], None] | None:
    """How to paint the chart an ``<img src>`` names (None: not a chart, or not one this app wrote)."""
    if not name.startswith(SCHEME):
        return None
    kind, _, payload = name[len(SCHEME):].partition(":")
    try:
        data = json.loads(base64.urlsafe_b64decode(payload.encode("ascii")).decode("utf-8"))
        if kind == "game":
            raw = data["line"]
            hands = tuple(HandPoint(h["number"], h["round_index"], h["honba"], h["result"],
                                    _four(h["scores"]), tuple(h["riichi"]), tuple(h["winners"]),
                                    tuple(h["dealt_in"])) for h in raw["hands"])
            line = GameLine(raw["game_id"], raw["round"], raw["table"], _four(raw["names"]),
                            _four(raw["start"]), hands)
            labels = list(data["labels"])
            return lambda p, rect: paint_game_line(p, rect, line, labels, LIGHT)
        if kind == "progress":
            progress = PlayerProgress(data["player_id"], data["name"],
                                      tuple(PlayerRound(**r) for r in data["rounds"]), _four(data["places"]),
                                      data["players"])
            return lambda p, rect: paint_player_progress(p, rect, progress, LIGHT)
        if kind == "places":
            places = _four(data["places"])
            return lambda p, rect: paint_places(p, rect, places, LIGHT)
        if kind == "rating":
            person = _rating(data)
            return lambda p, rect: paint_rating(p, rect, person, LIGHT)
    except (ValueError, KeyError, TypeError, IndexError):
        return None
    return None


class _ChartObject(QPyTextObject):
    """Draws a document's images: the charts as vectors, any other image as Qt would."""

    def _scale(self, doc: QTextDocument) -> float:
        device = doc.documentLayout().paintDevice()
        return device.logicalDpiX() / CSS_DPI if device is not None else 1.0

    @called_by_qt
    def intrinsicSize(self, doc: QTextDocument, _pos: int, fmt: QTextFormat) -> QSizeF:  # noqa: N802
        image = fmt.toImageFormat()
        width, height = image.width(), image.height()
        if width <= 0 or height <= 0:  # not a chart: the picture's own size
            picture = self._picture(doc, image.name())
            width = width if width > 0 else picture.width()
            height = height if height > 0 else picture.height()
        scale = self._scale(doc)
        # the page's width less the root frame's margins (2 cm under QTextDocument.print_, given in
        # 1/96 inch and scaled by the layout like every length of the document)
        frame = doc.rootFrame().frameFormat()
        room = doc.pageSize().width() - (frame.leftMargin() + frame.rightMargin()) * scale
        if painter_for(image.name()) is not None and room > 0:
            return QSizeF(min(width * scale, room), height * scale)  # a chart may be drawn narrower
        return QSizeF(width * scale, height * scale)

    @called_by_qt
    def drawObject(self, p: QPainter, rect: QRectF, doc: QTextDocument, _pos: int,  # noqa: N802
                   fmt: QTextFormat) -> None:
        name = fmt.toImageFormat().name()
        paint = painter_for(name)
        if paint is None:
            p.drawImage(rect, self._picture(doc, name))
            return
        scale = self._scale(doc)
        p.save()
        p.translate(rect.topLeft())
        p.scale(scale, scale)  # paint in CSS pixels: the chart's fonts and lines keep their proportions
        p.setClipRect(QRectF(QPointF(0, 0), rect.size() / scale))
        paint(p, QRectF(QPointF(0, 0), rect.size() / scale))
        p.restore()

    @staticmethod
    def _picture(doc: QTextDocument, name: str) -> QImage:
        resource = doc.resource(QTextDocument.ResourceType.ImageResource, QUrl(name))
        if isinstance(resource, QImage):
            return resource
        image = QImage()
        if resource is not None and hasattr(resource, "toImage"):
            return resource.toImage()
        return image


def install(doc: QTextDocument) -> None:
    """Make ``doc`` draw the charts of its HTML (before or after ``setHtml``)."""
    handler = _ChartObject(doc)  # owned by the document, so it lives as long as it
    doc.documentLayout().registerHandler(QTextFormat.ObjectTypes.ImageObject, handler)
