"""The pages the server writes itself: the page's HTML (``static/index.html``) with its
``lang`` and ``dir`` already right, and an error page for a browser that opened an
address the server has nothing at, in the language of the person's page.

The page (``static/``) keeps a language once chosen in the browser and tells the server
in the ``majlis_lang`` cookie; a link may ask for one with ``?lang=ar``; else the
browser's ``Accept-Language`` decides, and English where it names none majlis speaks.
The page's HTML also carries the languages majlis speaks (:data:`majlis.i18n.LANGUAGES`),
each by its own name, and those written right to left, so that its script keeps no list
of its own; the page reads its words from :func:`catalogue_file`.  The error pages are
worded here from the server's catalogue (``server.ftl``), because no script runs on them.
"""

from __future__ import annotations

import html
from functools import cache
from pathlib import Path

from starlette.requests import Request
from starlette.responses import HTMLResponse, PlainTextResponse

from majlis.i18n import LANGUAGES, RIGHT_TO_LEFT, direction, page_catalogue, say
from majlis.server.wire import Refused

STATIC = Path(__file__).parent / "static"
COOKIE = "majlis_lang"
NEEDS_SCRIPT = "<p>majlis needs JavaScript to play.</p>"
"""What the page's HTML says until its script draws it, worded in the page's language."""

def wants_page(request: Request) -> bool:
    """Whether the request is a browser opening an address (it asks for HTML first),
    rather than the page's script or another program calling the API."""
    path = request.url.path
    accept = request.headers.get("accept", "")
    return not path.startswith(("/api/", "/ws/", "/static/")) and "text/html" in accept


def language(request: Request) -> str:
    """The language to answer ``request`` in: ``?lang=``, the page's cookie, then the
    browser's preference (``Accept-Language``), then English."""
    for asked in (request.query_params.get("lang"), request.cookies.get(COOKIE)):
        if asked in LANGUAGES:
            return asked
    preferred = []
    for n, part in enumerate(request.headers.get("accept-language", "").split(",")):
        tag, _, weight = part.strip().partition(";q=")
        try:
            q = float(weight) if weight else 1.0
        except ValueError:
            continue
        preferred.append((-q, n, tag.split("-")[0].lower()))
    return next((tag for _, _, tag in sorted(preferred) if tag in LANGUAGES), LANGUAGES[0])


@cache
def _html(name: str) -> str:
    return (STATIC / name).read_text("utf-8")


def scripted_page(request: Request, name: str = "index.html") -> HTMLResponse:
    """The page's HTML (or another of its pages drawn by script, as the host's
    ``admin.html``) in the language of ``request``, with the languages it may speak
    (varying, for any cache between, with what chose the language)."""
    lang = language(request)
    opening = (f'<html lang="{lang}" dir="{direction(lang)}" '
               f'data-languages="{" ".join(LANGUAGES)}" '
               f'data-right-to-left="{" ".join(sorted(RIGHT_TO_LEFT))}" '
               f'data-language-names="{html.escape(_language_names())}">')
    page = _html(name).replace('<html lang="en" dir="ltr">', opening, 1).replace(
        NEEDS_SCRIPT, f"<p>{html.escape(say('page-needs-script', lang) or '')}</p>", 1)
    return HTMLResponse(page, headers={"vary": "accept-language, cookie"})


@cache
def _language_names() -> str:
    """Each language's own name, in :data:`LANGUAGES`' order, for the language choice."""
    return "|".join(say("language-name", lang) or lang for lang in LANGUAGES)


def catalogue_file(lang: str) -> PlainTextResponse:
    """The page's catalogue of ``lang`` (``/locales/{lang}.ftl``), for its script to
    read its words from; a language majlis does not speak is not found."""
    if lang not in LANGUAGES:
        raise Refused("not_found", f"majlis speaks {', '.join(LANGUAGES)}")
    return PlainTextResponse(page_catalogue(lang), media_type="text/plain; charset=utf-8",
                             headers={"cache-control": "no-cache"})


def error_page(status: int, lang: str) -> HTMLResponse:
    """The error page for ``status`` in ``lang``, with a way back to the lobby."""
    title = say(f"error-{status}-title", lang) or say("error-title", lang) or ""
    sentence = say(f"error-{status}", lang) or say("error", lang) or ""
    body = f"""<!doctype html>
<html lang="{lang}" dir="{direction(lang)}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>{html.escape(title)} · majlis</title>
  <link rel="stylesheet" href="/static/css/majlis.css">
  <link rel="icon" href="data:,">
</head>
<body>
  <main id="main" class="panel error-page">
    <h1>{html.escape(title)}</h1>
    <p>{html.escape(sentence)}</p>
    <p><a href="/">{html.escape(say("error-back", lang) or "")}</a></p>
  </main>
</body>
</html>
"""
    return HTMLResponse(body, status_code=status)
