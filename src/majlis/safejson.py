"""JSON from outside (records, requests, messages), read within limits.

``json.loads`` raises ``RecursionError`` for a document nested about a thousand
levels deep and reads numbers of any length (Python then refuses to convert
those of more than 4,300 digits, and reads ``1e999`` as infinity), it accepts
``NaN`` and ``Infinity``, which are not JSON, an object that gives a name twice
(the last one wins) and ``"\\ud800"``, which is no text.  :func:`loads` turns all
of these into a ``ValueError`` that says what is wrong.
"""

from __future__ import annotations

import json
import math
from typing import Any

from majlis.quote import quote

MAX_DEPTH = 100
"""How deeply a document may nest lists and objects (a record needs 5 levels)."""

MAX_DIGITS = 100
"""How many digits a number may have."""


def loads(text: str | bytes) -> Any:
    """The JSON document in ``text``; ``ValueError`` if it is not JSON, nests more than
    :data:`MAX_DEPTH` levels, has a number of more than :data:`MAX_DIGITS` digits (or
    characters, for one with a point or an exponent) or beyond a double's range, an
    object that gives a name twice or a string that is not Unicode text."""
    try:
        doc = json.loads(text, parse_int=_int, parse_float=_float, parse_constant=_constant,
                         object_pairs_hook=_object)
        deep = depth(doc) > MAX_DEPTH
    except json.JSONDecodeError as error:
        raise ValueError(f"not JSON: {error}") from None
    except UnicodeDecodeError:
        raise ValueError("not JSON: not UTF-8 text") from None
    except RecursionError:  # json gave up on the depth
        deep = True
    if deep:
        raise ValueError(f"JSON nested more than {MAX_DEPTH} levels deep")
    if not _all_text(doc):
        raise ValueError("not JSON: a string that is not Unicode text (half a UTF-16 pair)")
    return doc


def _int(digits: str) -> int:
    if len(digits.lstrip("-")) > MAX_DIGITS:
        raise ValueError(f"a number of more than {MAX_DIGITS} digits")
    return int(digits)


def _object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """An object whose names are all different: readers differ on which of two
    ``"game"`` fields counts."""
    doc = dict(pairs)
    if len(doc) < len(pairs):
        name = next(name for i, (name, _) in enumerate(pairs) if name in dict(pairs[:i]))
        raise ValueError(f"not JSON: the name {quote(name)} is given twice in an object")
    return doc


def _all_text(doc: Any) -> bool:
    """Whether every string and name in ``doc`` is Unicode text: ``"\\ud800"``, half
    of a UTF-16 pair, is JSON but has no UTF-8 form."""
    nodes = [doc]
    while nodes:
        node = nodes.pop()
        if isinstance(node, dict):
            nodes += node.keys()
            nodes += node.values()
        elif isinstance(node, list):
            nodes += node
        elif isinstance(node, str) and not node.isascii():
            try:
                node.encode()
            except UnicodeEncodeError:
                return False
    return True


def _float(digits: str) -> float:
    if len(digits) > MAX_DIGITS:
        raise ValueError(f"a number of more than {MAX_DIGITS} digits")
    value = float(digits)
    if not math.isfinite(value):  # 1e999
        raise ValueError(f"not JSON: {digits} is beyond every number a reader can hold")
    return value


def _constant(word: str) -> float:
    raise ValueError(f"not JSON: {word} is not a JSON value")


def depth(doc: Any) -> int:
    """How deeply ``doc`` nests lists and objects, empty ones too (0 for a plain value,
    1 for ``[]``)."""
    levels, level = 0, [doc]
    while containers := [node for node in level if isinstance(node, list | dict)]:
        levels += 1
        level = [child for node in containers
                 for child in (node.values() if isinstance(node, dict) else node)]
    return levels
