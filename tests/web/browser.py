"""Debian's chromium through chromium-driver (Selenium), as a phone: 390×844 (or another size), touch, one
language.

Tests that need it skip on a developer's machine without it, and fail under CI (``.ci/run`` installs
``chromium`` and ``chromium-driver``)."""

from __future__ import annotations

import os
import shutil
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

CHROMIUM = ("/usr/bin/chromium", "/usr/bin/chromium-browser")
DRIVER = ("/usr/bin/chromedriver", "/usr/lib/chromium/chromedriver")
WIDTH, HEIGHT = 390, 844
SHOTS = Path(os.environ.get("TOURNAMENT_APP_SHOTS", tempfile.gettempdir())) / "tournament-app-phone-shots"


def _found(paths: tuple[str, ...], name: str) -> str | None:
    return next((p for p in paths if Path(p).exists()), None) or shutil.which(name)


def need_chromium() -> tuple[str, str]:
    browser, driver = _found(CHROMIUM, "chromium"), _found(DRIVER, "chromedriver")
    if browser is None or driver is None:
        if os.environ.get("CI"):
            pytest.fail("chromium and chromium-driver are missing: CI must install them (.ci/run)")
        pytest.skip("no chromium/chromedriver here (Debian: apt-get install chromium chromium-driver)")
    return browser, driver


class Phone:
    def __init__(self, driver: Any, shots: Path, width: int = WIDTH, height: int = HEIGHT) -> None:
        self.d = driver
        self.shots = shots
        self.width, self.height = width, height
        self.count = 0

    def open(self, url: str) -> None:
        self.d.get(url)

    def css(self, selector: str) -> Any:
        return self.d.find_element("css selector", selector)

    def all(self, selector: str) -> list[Any]:
        return self.d.find_elements("css selector", selector)

    def wait(self, condition: Callable[[], Any], timeout: float = 5.0, what: str = "") -> Any:
        end = time.monotonic() + timeout
        last: Exception | None = None
        while time.monotonic() < end:
            try:
                value = condition()
                if value:
                    return value
            except Exception as e:  # the page is being redrawn: ask again
                last = e
            time.sleep(0.05)
        self.shot("timeout")
        raise AssertionError(f"waited {timeout} s for {what or condition}: {last}")

    def tap(self, selector: str) -> None:
        """Tap ``selector`` once it is there and enabled (found again if the page was redrawn under it)."""
        from selenium.common.exceptions import StaleElementReferenceException

        def tapped() -> bool:
            element = self.css(selector)
            if not element.is_enabled():
                return False
            try:
                element.click()
            except StaleElementReferenceException:
                return False
            return True

        self.wait(tapped, what=f"{selector} tapped")

    def text(self, selector: str) -> str:
        return self.css(selector).text

    def choose(self, selector: str, value: str) -> None:
        """Pick ``value`` in the list ``selector``, as a change of the list (the page redraws on it)."""
        self.d.execute_script("const list = document.querySelector(arguments[0]); list.value = arguments[1];"
                              "list.dispatchEvent(new Event('change'))", selector, value)

    def type(self, selector: str, text: str) -> None:
        """Type ``text`` into the field, replacing what it holds: tap it, select all, type (as a person
        does: the keys go to the field that has the focus)."""
        from selenium.webdriver.common.keys import Keys

        self.tap(selector)
        self.wait(lambda: self.d.switch_to.active_element.get_attribute("id") == selector.lstrip("#"),
                  what=f"{selector} focused")
        field = self.d.switch_to.active_element
        field.send_keys(Keys.CONTROL, "a")
        field.send_keys(text)

    def shot(self, name: str) -> Path:
        """The whole page as a phone shows it, scrolled through (a PNG to look at)."""
        self.count += 1
        height = self.d.execute_script("return document.documentElement.scrollHeight")
        self._metrics(max(self.height, int(height)))
        path = self.shots / f"{self.count:02d}-{name}.png"
        self.d.save_screenshot(str(path))
        self._metrics(self.height)
        return path

    def _metrics(self, height: int) -> None:
        metrics = {"width": self.width, "height": height, "deviceScaleFactor": 1, "mobile": True}
        self.d.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", metrics)

    def fits_the_width(self) -> bool:
        return self.d.execute_script("return document.documentElement.scrollWidth") <= self.width


@contextmanager
def phone(lang: str, name: str, width: int = WIDTH, height: int = HEIGHT) -> Iterator[Phone]:
    from selenium import webdriver
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service

    browser, driver = need_chromium()
    options = Options()
    options.binary_location = browser
    profile = tempfile.mkdtemp(prefix="tournament-app-chromium-")
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-dev-shm-usage",
                f"--user-data-dir={profile}", f"--window-size={width},{height}", f"--lang={lang}"):
        options.add_argument(arg)
    options.add_experimental_option("prefs", {"intl.accept_languages": lang})
    d = webdriver.Chrome(service=Service(driver), options=options)
    shots = SHOTS / name
    shutil.rmtree(shots, ignore_errors=True)
    shots.mkdir(parents=True)
    try:
        p = Phone(d, shots, width, height)
        p._metrics(height)
        d.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
        yield p
    finally:
        d.quit()
        shutil.rmtree(profile, ignore_errors=True)
