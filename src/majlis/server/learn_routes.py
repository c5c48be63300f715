"""The guided first hand of each game on the web (docs/learn.md): the page at
``/learn/{game}``, and the coach's steps at ``/api/learn/{game}``.

The server keeps no lesson: the page says how far it has got (``at``, the script's moves
played) and the move it tries, and the coach (:mod:`majlis.learn.coach`) replays the
scripted hand to there and answers.  A step is drawn as a puzzle is, from the learner's
own view alone (the board, the stages and the legal actions as a seat is sent them),
with what the coach says in the page's language; once the hand is over, its summary
as a table sends it.
"""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import HTMLResponse

from majlis.frames import hand_json
from majlis.games import game_ids
from majlis.learn.coach import Lesson, Refusal, Step, lesson_of, said
from majlis.learn.script import ScriptError
from majlis.match import Hand
from majlis.puzzles.puzzle import drawn, legal_json
from majlis.server.answers import json_body
from majlis.server.pages import language, scripted_page
from majlis.server.wire import Refused


def lesson_or_refuse(game_id: str) -> Lesson:
    """The lesson of ``game_id``; refused (not found) where there is none."""
    lesson = lesson_of(game_id) if game_id in game_ids() else None
    if lesson is None:
        raise Refused("not_found", "there is no lesson of such a game")
    return lesson


def step_json(lesson: Lesson, step: Step, lang: str) -> dict[str, Any]:
    """A step as the page draws it: the learner's table, what the coach says, and once
    the hand is over its summary."""
    game, seat, state = lesson.game, lesson.seat, step.state
    view = game.view(state, seat)
    over = step.expected is None
    legal = [] if over else [legal_json(game, seat, a) for a in game.legal_actions(state)]
    first = lesson.first
    return {"game": game.id, "options": game.options(), "seat": seat, "at": step.at,
            "lines": [said(line, lang) for line in step.lines], **drawn(game, view),
            "legal": legal, "refused": None,
            "summary": hand_json(game, Hand(first.dealer, first.deal, state)) if over else None}


def learn_routes() -> APIRouter:
    """The lessons' page and API."""
    router = APIRouter()

    async def page(request: Request) -> HTMLResponse:
        return scripted_page(request)

    async def begin(request: Request) -> Any:
        lesson = lesson_or_refuse(request.path_params["game_id"])
        return step_json(lesson, lesson.begin(), language(request))

    async def attempt(request: Request) -> Any:
        lesson = lesson_or_refuse(request.path_params["game_id"])
        body = await json_body(request)
        if not isinstance(body, dict) or set(body) != {"at", "action"} \
                or not isinstance(body["at"], int) or not isinstance(body["action"], str):
            raise Refused("malformed", "the body is {at, action}: the moves played, and a move")
        lang = language(request)
        try:
            answer = lesson.attempt(body["at"], body["action"])
        except (ScriptError, ValueError):
            raise Refused("malformed", "the lesson asks nothing of the learner there") from None
        if isinstance(answer, Refusal):
            return {**step_json(lesson, lesson.step(body["at"]), lang),
                    "refused": said(answer.text, lang)}
        return step_json(lesson, answer, lang)

    router.add_api_route("/learn/{game_id}", page, methods=["GET"])
    router.add_api_route("/api/learn/{game_id}", begin, methods=["GET"])
    router.add_api_route("/api/learn/{game_id}", attempt, methods=["POST"])
    return router
