"""The rules of each game for people: a page of its own at ``/rules/{game}``
(``?lang=ar`` in Arabic, right to left; ``?lang=hi`` in Hindi, ``?lang=cs`` in Czech)
that can be linked, and the same text for the table's Rules dialog at
``/api/rules/{game}``.

The text is the game's own (:meth:`~majlis.protocol.Game.rules`, the one the terminal's
``?`` shows), rendered from Markdown with raw HTML escaped; the options, their defaults
and what they mean come in the game's own words (``option.*``, ``help.*``,
``choice.*``), so that the page holds no word of any game.
"""

from __future__ import annotations

from html import escape
from typing import Any
from urllib.parse import quote

from fastapi import APIRouter, Request
from fastapi.responses import HTMLResponse, JSONResponse
from markdown_it import MarkdownIt

from majlis import i18n
from majlis.games import game_class, game_ids
from majlis.i18n import LANGUAGES, direction, say
from majlis.learn.script import script_of
from majlis.protocol import Game, InvalidOptions, Option
from majlis.server.pages import language
from majlis.words import Words, readable, template

router = APIRouter()

MARKDOWN = MarkdownIt("commonmark", {"html": False}).enable("table")
"""Markdown as the rules are written (tables included); raw HTML is shown as text."""

def said(key: str, lang: str, **values: object) -> str:
    """The rules page's own words for ``key`` in ``lang`` (``rules-page.KEY`` in the
    server's catalogue, ``server.ftl``), filled with ``values``."""
    return say(f"rules-page.{key}", lang, **values) or key


def language_of(lang: str) -> str:
    """The page's language: ``lang`` where majlis speaks it, else English."""
    return lang if lang in LANGUAGES else LANGUAGES[0]


def rules_html(cls: type[Game[Any]], lang: str) -> tuple[str, str]:
    """The game's rules as HTML and the language they are written in (English where the
    game has none in ``lang``)."""
    text = cls.rules(lang)
    if text is None:
        lang, text = LANGUAGES[0], cls.rules() or ""
    return MARKDOWN.render(text), lang


def value_words(words: Words, value: Any, lang: str) -> str:
    """An option's value in the game's words: ``yes``, ``low``, ``left، right``."""
    if isinstance(value, list | tuple):
        return (say("list.comma", lang) or ", ").join(value_words(words, v, lang) for v in value)
    if isinstance(value, bool | str):
        text = str(value).lower() if isinstance(value, bool) else value
        return template(words, f"choice.{text}", lang) or text
    return str(value)


def options_table(cls: type[Game[Any]], lang: str) -> str:
    """The game's options with their defaults and meanings, as an HTML table."""
    words = cls.words()

    def row(option: Option) -> str:
        name = template(words, f"option.{option.name}", lang) or readable(option.name)
        means = template(words, f"help.{option.name}", lang) or option.help
        cells = (name, value_words(words, option.default, lang), means)
        return "<tr>" + "".join(f"<td>{escape(cell)}</td>" for cell in cells) + "</tr>"

    if not cls.OPTIONS:
        return f"<p>{escape(said('no_options', lang))}</p>"
    head = "".join(f'<th scope="col">{escape(said(key, lang))}</th>'
                   for key in ("option", "default", "means"))
    return (f'<table class="options"><thead><tr>{head}</tr></thead><tbody>'
            + "".join(row(option) for option in cls.OPTIONS) + "</tbody></table>")


def facts(cls: type[Game[Any]], lang: str) -> str:
    """What the game is, how many play, how long a match takes and how it is won."""
    words = cls.words()
    description = cls.from_options({}).describe()
    low, high = description.seat_range
    about = template(words, "about", lang)
    parts = [said("players", lang, n=low) if low == high
             else said("players_range", lang, low=low, high=high)]
    if description.minutes is not None:
        parts.append(said("minutes", lang, n=description.minutes))
    if description.goal is not None:
        goal = template(words, f"goal.{description.goal.name}", lang)
        parts.append((goal or readable(description.goal.name)).format(
            value=description.goal.value))
    wins = "goal.lowest_wins" if description.lower_is_better else "goal.highest_wins"
    parts.append(template(words, wins, lang) or readable(wins))
    return ((f'<p class="about">{escape(about)}</p>' if about else "")
            + '<ul class="game-facts">' + "".join(f"<li>{escape(p)}</li>" for p in parts) + "</ul>")


def page_html(lang: str, title: str, body: str, other: str) -> str:
    """A whole page in ``lang``: the bar (the lobby, the page in each other language by
    its own name) and ``body``."""
    switches = " · ".join(
        f'<a href="{escape(other)}?lang={code}" lang="{code}" hreflang="{code}">'
        f'{escape(say("language-name", code) or code)}</a>'
        for code in i18n.LANGUAGES if code != lang)
    return f"""<!doctype html>
<html lang="{lang}" dir="{direction(lang)}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>{escape(title)} · majlis</title>
  <link rel="stylesheet" href="/static/css/majlis.css">
  <link rel="icon" href="data:,">
</head>
<body>
  <header class="bar"><a href="/"><b>{escape(say("ui.title", lang) or "Majlis")}</b></a>
    <nav class="tools">{switches}</nav></header>
  <main id="main" class="rules-page">{body}
    <p><a class="button primary" href="/">{escape(said("lobby", lang))}</a></p>
  </main>
</body>
</html>
"""


def game_page(cls: type[Game[Any]], lang: str) -> str:
    html, written = rules_html(cls, lang)
    title = template(cls.words(), "title", lang) or cls.title
    head, _, rest = html.partition("</h1>\n")
    article = (f'<article class="panel rules" lang="{written}" dir="{direction(written)}">'
               f"{head}</h1>{facts(cls, lang)}{rest}</article>")
    options = (f'<section class="panel" aria-labelledby="options-heading">'
               f'<h2 id="options-heading">{escape(said("options", lang))}</h2>'
               f"{options_table(cls, lang)}</section>")
    learn = (f'<p><a class="button" id="learn" href="/learn/{escape(cls.id)}?lang={lang}">'
             f'{escape(said("learn", lang))}</a></p>' if script_of(cls) is not None else "")
    return page_html(lang, f"{title} — {said('rules', lang)}", learn + article + options,
                     f"/rules/{cls.id}")


def missing_page(game_id: str, lang: str) -> str:
    games = "".join(
        f'<li><a href="/rules/{escape(known)}?lang={lang}">'
        f"{escape(template(game_class(known).words(), 'title', lang) or known)}</a></li>"
        for known in game_ids())
    body = (f'<section class="panel"><h1>{escape(said("missing", lang))}</h1>'
            f'<p>{escape(said("missing_text", lang, game=isolated(game_id)))}</p><ul>{games}</ul>'
            "</section>")
    return page_html(lang, said("missing", lang), body, f"/rules/{quote(game_id, safe='')}")


def isolated(name: str) -> str:
    """A name someone typed, isolated in its own direction inside a sentence (FSI, PDI)."""
    return f"\u2068{name}\u2069"


def known_game(game_id: str) -> type[Game[Any]] | None:
    try:
        return game_class(game_id)
    except InvalidOptions:
        return None


@router.get("/rules/{game_id}", response_class=HTMLResponse)
async def rules_page(game_id: str, request: Request) -> HTMLResponse:
    """The rules of ``game_id`` as a page, in the language :func:`language` finds for
    ``request``; an unknown game answers 404 with a page in it that lists the games."""
    lang = language(request)
    cls = known_game(game_id)
    if cls is None:
        return HTMLResponse(missing_page(game_id, lang), status_code=404)
    return HTMLResponse(game_page(cls, lang))


@router.get("/api/rules/{game_id}")
async def rules_json(game_id: str, lang: str = "en") -> JSONResponse:
    """The rules of ``game_id`` as HTML, and the language they are written in."""
    cls = known_game(game_id)
    if cls is None:
        return JSONResponse({"error": "not_found", "message": "there is no such game"},
                            status_code=404)
    html, written = rules_html(cls, language_of(lang))
    return JSONResponse({"html": html, "language": written})
