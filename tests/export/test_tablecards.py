"""The QR code on a table card holds exactly the table's link: read back module by module from the image
the documents embed."""

from __future__ import annotations

import base64

import segno
from PySide6.QtGui import QImage

from tournament_app.export.tablecards import qr_data_uri


def _modules(uri: str, size: int, border: int = 4, scale: int = 10) -> list[list[bool]]:
    image = QImage.fromData(base64.b64decode(uri.split(",", 1)[1]), "PNG")
    assert image.width() == image.height() == (size + 2 * border) * scale
    middle = scale // 2
    return [[image.pixelColor((border + x) * scale + middle, (border + y) * scale + middle).lightness() < 128
             for x in range(size)] for y in range(size)]


def test_the_code_holds_the_link() -> None:
    url = "http://192.168.10.23:8000/t/123/AbCdEfGhIjKlMnOpQrStUvWx"
    code = segno.make(url, error="m", micro=False)
    size = code.symbol_size(scale=1, border=0)[0]
    expected = [[bool(v) for v in row] for row in code.matrix]
    assert _modules(qr_data_uri(url), size) == expected
    other = segno.make(url[:-1] + "y", error="m", micro=False)
    assert _modules(qr_data_uri(url), size) != [[bool(v) for v in row] for row in other.matrix]
