"""Fluent formatting, the one place Python turns a catalogue's message into words: the
catalogues of the page, the refusals and the server (:mod:`majlis.i18n`) and each
game's own (:mod:`majlis.words`, which imports this module only when it formats, so
that the rules engine imports with the standard library alone).

A bundle is one language's catalogues, later ones over earlier; names are put into
sentences as the caller isolates them (the page's and the server's own helpers), so
Fluent's own isolation marks are off; a whole number is written without grouping
("1500") and chooses its words by the language's CLDR plural category.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.types import fluent_number
from fluent.syntax import ast
from fluent.syntax.visitor import Visitor


def parsed(sources: Iterable[str]) -> list[ast.Resource]:
    """The catalogues ``sources`` (Fluent text), read."""
    return [FluentResource(source) for source in sources]


def bundle(language: str, resources: Iterable[ast.Resource]) -> FluentBundle:
    """A bundle of ``language`` with the catalogues ``resources``, a message of a later
    one over an earlier one's."""
    made = FluentBundle([language], use_isolating=False)
    for resource in resources:
        made.add_resource(resource, allow_overrides=True)
    return made


def formatted(bundle: FluentBundle, ident: str, values: Mapping[str, object]) -> str | None:
    """The message ``ident`` of ``bundle`` filled with ``values``; None where the bundle
    has no such message (or one without a value)."""
    if not bundle.has_message(ident):
        return None
    pattern = bundle.get_message(ident).value
    if pattern is None:
        return None
    text, _ = bundle.format_pattern(pattern, arguments(values))
    return str(text)


def arguments(values: Mapping[str, object]) -> dict[str, object]:
    """``values`` as Fluent takes them: a whole number as a number written without
    grouping, anything else as its text (None left out)."""
    return {name: fluent_number(value, useGrouping=False)
            if isinstance(value, int) and not isinstance(value, bool) else str(value)
            for name, value in values.items() if value is not None}


class _Variables(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.names.add(node.id.name)


def variables(resources: Sequence[ast.Resource], ident: str) -> set[str]:
    """The names of the values the message ``ident`` is filled with, as the last of
    ``resources`` to have it words it."""
    for resource in reversed(resources):
        for entry in resource.body:
            if isinstance(entry, ast.Message) and entry.id.name == ident:
                found = _Variables()
                found.visit(entry)
                return found.names
    return set()
