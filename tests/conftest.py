"""Fixtures shared by the test files."""

from tests.serverkit import postgres

__all__ = ["postgres"]
