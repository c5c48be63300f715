"""Fixtures shared by the test files."""

from tests.serverkit import postgres
from tests.webkit import browser, web

__all__ = ["browser", "postgres", "web"]
