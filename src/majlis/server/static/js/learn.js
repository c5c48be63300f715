// @ts-check
// The guided first hand of a game (docs/learn.md) at /learn/{game}: the learner's
// table drawn by the table's own drawing (the other seats, the board, the prompt, the
// hand and the special actions), the coach's words beside it one step at a time, and
// once the hand is over its summary (its final board in place of the table) and the
// offer of a real table. The server replays the scripted hand: the page says how far
// it has got (`at`) and the move it tries.

import { api, loadGames } from "./api.js";
import { boardView, finalBoardView, handFactsView, leftView, mySeatView, partsView, seatsView } from "./board.js";
import { declarations, handView, prompt } from "./controls.js";
import { h, replace } from "./dom.js";
import { gameTitle, language, t, useGameWords } from "./i18n.js";

// The lesson of `gameId` in `root`; returns its redraw.
export function openLearn(root, gameId) {
  const page = { root, gameId, game: { id: gameId }, step: null, error: null, busy: false, picks: [] };
  const redraw = () => replace(root, pageView(page, redraw));
  const path = `/api/learn/${encodeURIComponent(gameId)}?lang=${language()}`;
  async function ask(body) {
    page.busy = true;
    try {
      page.step = await api(path, body);
      page.error = null;
    } catch (error) {
      page.error = error.message;
    }
    page.busy = false;
    redraw();
  }
  page.act = (action) => { if (!page.busy && page.step) ask({ at: page.step.at, action }); };
  Promise.all([loadGames(), api(path)]).then(([games, step]) => {
    page.game = games.find((g) => g.id === gameId) ?? page.game;
    useGameWords(page.game.words);
    page.step = step;
    redraw();
  }).catch((error) => {
    page.error = error.message;
    redraw();
  });
  redraw();
  return redraw;
}

function pageView(page, redraw) {
  const step = page.step;
  return h("section", { class: "learn panel", "data-game": page.gameId, "data-at": step?.at ?? null,
    "data-over": step ? String(Boolean(step.summary)) : null },
  h("h2", {}, t("ui.learn_title", { game: gameTitle(page.game) })),
  page.error ? h("p", { class: "error", role: "alert" }, page.error) : null,
  step ? [coachView(step), step.summary ? summaryView(page) : tableView(page, redraw)]
    : h("p", {}, t("ui.connecting")));
}

// What the coach says now: what happened, what to try; a move not taken, and why.
function coachView(step) {
  return h("div", { class: "coach", role: "status", "aria-live": "polite" },
    step.lines.map((line, i) => h("p", { class: i === step.lines.length - 1 ? "coach-now" : "coach-note" }, line)),
    step.refused ? h("p", { class: "coach-refused" }, step.refused) : null);
}

// The learner's table as a seat's own is drawn; one item chosen at a time is one move
// tried (a choice of several, as Bint Al-Sbeet's pass, is coached card by card).
function tableView(page, redraw) {
  const step = page.step;
  const description = page.game.description ?? {};
  const name = (seat) => (seat === step.seat ? t("ui.you") : t("ui.seat_n", { n: seat + 1 }));
  const state = { board: { ...step.board, to_choose: 0 }, legal: step.legal, stages: step.stages };
  const view = { root: page.root, me: step.seat, picks: page.picks, notice: "", redraw, state,
    connection: { act: (action) => page.act(action) } };
  const team = (description.teams ?? []).find((members) => members.includes(step.seat)) ?? [];
  const ctx = { state, me: step.seat, name, items: description.items,
    clockwise: description.clockwise, partners: new Set(team.filter((s) => s !== step.seat)) };
  return h("section", { class: "table" },
    seatsView(ctx),
    boardView(step.board, step.stages, name),
    h("div", { class: "dock" }, prompt(view, name), declarations(view), mySeatView(ctx),
      handView(view)));
}

// The hand's summary, as a table sums a hand up, and the offer of a real table.
function summaryView(page) {
  const hand = page.step.summary;
  const name = (seat) => (seat === page.step.seat ? t("ui.you") : t("ui.seat_n", { n: seat + 1 }));
  return h("section", { class: "learn-summary", "aria-labelledby": "learn-summary-title" },
    h("h3", { id: "learn-summary-title" }, t("ui.learn_summary")),
    handFactsView(hand.facts, name), finalBoardView(hand.board, name), leftView(hand.left, name),
    partsView(hand, name),
    h("p", { class: "summary-actions" },
      h("a", { class: "button primary", id: "learn-play", href: `/?game=${encodeURIComponent(page.gameId)}` },
        t("ui.learn_play")), " ",
      h("a", { class: "button", id: "learn-again", href: location.pathname }, t("ui.learn_again"))));
}
