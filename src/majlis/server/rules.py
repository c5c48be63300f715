"""The rules of each game for people: a page of its own at ``/rules/{game}``
(``?lang=ar`` in Arabic, right to left) that can be linked, and the same text for the
table's Rules dialog at ``/api/rules/{game}``.

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

from majlis.games import game_class, game_ids
from majlis.learn.script import script_of
from majlis.protocol import Game, InvalidOptions, Option
from majlis.server.pages import language
from majlis.words import LANGUAGES, Words, direction, readable, template

router = APIRouter()

MARKDOWN = MarkdownIt("commonmark", {"html": False}).enable("table")
"""Markdown as the rules are written (tables included); raw HTML is shown as text."""

PAGE: dict[str, dict[str, str]] = {
    "en": {
        "rules": "Rules", "players": "{n} players", "players_range": "{low} to {high} players",
        "minutes": "about {n} minutes", "options": "House rules at a new table",
        "option": "Option", "default": "Default", "means": "What it means",
        "no_options": "This game has no house rules to choose.", "lobby": "Start a table",
        "learn": "Learn to play",
        "other": "العربية", "missing": "No such game",
        "missing_text": "There is no game called {game}. The games:",
    },
    "ar": {
        "rules": "القوانين", "players": "عدد اللاعبين: {n}",
        "players_range": "عدد اللاعبين: من {low} إلى {high}",
        "minutes": "مدة المباراة بالدقائق: حوالي {n}", "options": "الخيارات عند فتح طاولة",
        "option": "الخيار", "default": "الأساس", "means": "معناه",
        "no_options": "ما في هذي اللعبة خيارات.", "lobby": "افتح طاولة",
        "learn": "تعلّم اللعب",
        "other": "English", "missing": "ما فيه لعبة بهذا الاسم",
        "missing_text": "ما فيه لعبة اسمها {game}. الألعاب الموجودة:",
    },
}
"""The page's own words in each language."""


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
        return (", " if lang == "en" else "، ").join(value_words(words, v, lang) for v in value)
    if isinstance(value, bool | str):
        text = str(value).lower() if isinstance(value, bool) else value
        return template(words, f"choice.{text}", lang) or text
    return str(value)


def options_table(cls: type[Game[Any]], lang: str) -> str:
    """The game's options with their defaults and meanings, as an HTML table."""
    page, words = PAGE[lang], cls.words()

    def row(option: Option) -> str:
        name = template(words, f"option.{option.name}", lang) or readable(option.name)
        means = template(words, f"help.{option.name}", lang) or option.help
        cells = (name, value_words(words, option.default, lang), means)
        return "<tr>" + "".join(f"<td>{escape(cell)}</td>" for cell in cells) + "</tr>"

    if not cls.OPTIONS:
        return f"<p>{escape(page['no_options'])}</p>"
    head = "".join(f'<th scope="col">{escape(page[key])}</th>'
                   for key in ("option", "default", "means"))
    return (f'<table class="options"><thead><tr>{head}</tr></thead><tbody>'
            + "".join(row(option) for option in cls.OPTIONS) + "</tbody></table>")


def facts(cls: type[Game[Any]], lang: str) -> str:
    """What the game is, how many play, how long a match takes and how it is won."""
    page, words = PAGE[lang], cls.words()
    description = cls.from_options({}).describe()
    low, high = description.seat_range
    about = template(words, "about", lang)
    parts = [page["players"].format(n=low) if low == high
             else page["players_range"].format(low=low, high=high)]
    if description.minutes is not None:
        parts.append(page["minutes"].format(n=description.minutes))
    if description.goal is not None:
        goal = template(words, f"goal.{description.goal.name}", lang)
        parts.append((goal or readable(description.goal.name)).format(
            value=description.goal.value))
    wins = "goal.lowest_wins" if description.lower_is_better else "goal.highest_wins"
    parts.append(template(words, wins, lang) or readable(wins))
    return ((f'<p class="about">{escape(about)}</p>' if about else "")
            + '<ul class="game-facts">' + "".join(f"<li>{escape(p)}</li>" for p in parts) + "</ul>")


def page_html(lang: str, title: str, body: str, other: str) -> str:
    """A whole page in ``lang``: the bar (the lobby, the other language) and ``body``."""
    page = PAGE[lang]
    switch = next(code for code in LANGUAGES if code != lang)
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
  <header class="bar"><a href="/"><b>{escape("مجلس" if lang == "ar" else "Majlis")}</b></a>
    <nav class="tools"><a href="{escape(other)}?lang={switch}" lang="{switch}"
      hreflang="{switch}">{escape(page["other"])}</a></nav></header>
  <main id="main" class="rules-page">{body}
    <p><a class="button primary" href="/">{escape(page["lobby"])}</a></p>
  </main>
</body>
</html>
"""


def game_page(cls: type[Game[Any]], lang: str) -> str:
    page = PAGE[lang]
    html, written = rules_html(cls, lang)
    title = template(cls.words(), "title", lang) or cls.title
    head, _, rest = html.partition("</h1>\n")
    article = (f'<article class="panel rules" lang="{written}" dir="{direction(written)}">'
               f"{head}</h1>{facts(cls, lang)}{rest}</article>")
    options = (f'<section class="panel" aria-labelledby="options-heading">'
               f'<h2 id="options-heading">{escape(page["options"])}</h2>'
               f"{options_table(cls, lang)}</section>")
    learn = (f'<p><a class="button" id="learn" href="/learn/{escape(cls.id)}?lang={lang}">'
             f'{escape(page["learn"])}</a></p>' if script_of(cls) is not None else "")
    return page_html(lang, f"{title} — {page['rules']}", learn + article + options,
                     f"/rules/{cls.id}")


def missing_page(game_id: str, lang: str) -> str:
    page = PAGE[lang]
    games = "".join(
        f'<li><a href="/rules/{escape(known)}?lang={lang}">'
        f"{escape(template(game_class(known).words(), 'title', lang) or known)}</a></li>"
        for known in game_ids())
    body = (f'<section class="panel"><h1>{escape(page["missing"])}</h1>'
            f'<p>{escape(page["missing_text"].format(game=game_id))}</p><ul>{games}</ul>'
            "</section>")
    return page_html(lang, page["missing"], body, f"/rules/{quote(game_id, safe='')}")


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
