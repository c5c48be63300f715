"""The terminal's own words, in the language it speaks (``locales/<language>/
terminal.ftl``, read by :func:`majlis.i18n.say`): its panels, prompts, messages and
keys (:func:`tell`).  The games' words come from the games (:mod:`majlis.tui.wording`)."""

from __future__ import annotations

from dataclasses import replace

from textual.dom import DOMNode

from majlis.language import tell

__all__ = ["speak_keys", "tell"]


def speak_keys(node: DOMNode, language: str) -> None:
    """``node``'s keys described in ``language``: its bindings name their description
    by a message id (``"tui-key-play"``), which the footer then shows in words."""
    for key, bindings in node._bindings.key_to_bindings.items():
        node._bindings.key_to_bindings[key] = [
            replace(binding, description=tell(language, binding.description))
            if binding.description.startswith("tui-") else binding
            for binding in bindings]
