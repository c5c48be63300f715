// @ts-check
// Puzzles from real hands (docs/puzzles.md) at /puzzles (the daily puzzle) and
// /puzzles/{id} (?game=G keeps next and previous within one game): the seat's table
// as it saw it, drawn by the table's own drawing (the board, the prompt, the hand to
// play from and the special actions), and once answered the answer, why, its themes
// and, for a player, how the attempt moved their puzzle rating.

import { api, loadGames } from "./api.js";
import { boardView, labelled, mySeatView, seatsView } from "./board.js";
import { declarations, handView, prompt } from "./controls.js";
import { h, replace } from "./dom.js";
import { gameTitle, has, itemLabel, ltr, t, useGameWords } from "./i18n.js";
import { me } from "./player.js";

// The puzzles' page in `root`, starting from puzzle `id` (the daily one if null);
// returns its redraw.
export function openPuzzles(root, id) {
  const page = { root, id, game: new URLSearchParams(location.search).get("game") ?? "",
    games: [], put: null, result: null, error: null, picks: [] };
  const redraw = () => replace(root, pageView(page, redraw, go));
  async function go(target) {
    page.result = null;
    page.error = null;
    try {
      const query = page.game ? `?game=${encodeURIComponent(page.game)}` : "";
      const [games, listed, put] = await Promise.all([loadGames(), api(`/api/puzzles${query}`),
        api(`/api/puzzles/${encodeURIComponent(target ?? "daily")}${query}`)]);
      page.games = listed.games.map((g) => games.find((x) => x.id === g) ?? { id: g, title: g });
      page.put = put;
      page.id = put.puzzle.id;
      useGameWords(games.find((x) => x.id === put.puzzle.game)?.words);
      history.replaceState(null, "", `/puzzles/${encodeURIComponent(page.id)}${query}`);
    } catch (error) {
      page.error = error.message;
    }
    redraw();
  }
  page.answer = async (action) => {
    if (page.result) return;
    try {
      const key = me()?.key;
      page.result = await api(`/api/puzzles/${encodeURIComponent(page.id)}/attempt`, { action },
        key ? { "x-majlis-player": key } : {});
      page.result.tried = action;
    } catch (error) {
      page.error = error.message;
    }
    redraw();
  };
  go(id);
  return redraw;
}

function pageView(page, redraw, go) {
  return h("section", { class: "puzzles panel" },
    h("h2", {}, t("ui.puzzles")),
    h("div", { class: "puzzle-nav" },
      h("label", {}, t("ui.game"), " ", h("select", { id: "puzzle-game", onchange: (e) => {
        page.game = e.target.value;
        go(null);
      } }, h("option", { value: "", selected: !page.game }, t("ui.puzzle_every_game")),
      page.games.map((g) => h("option", { value: g.id, selected: g.id === page.game }, gameTitle(g))))),
      h("button", { type: "button", id: "puzzle-daily", onclick: () => go(null) }, t("ui.puzzle_daily")),
      page.put ? [
        h("button", { type: "button", id: "puzzle-previous", onclick: () => go(page.put.previous) },
          t("ui.puzzle_previous")),
        h("button", { type: "button", id: "puzzle-next", onclick: () => go(page.put.next) },
          t("ui.puzzle_next"))] : null),
    page.error ? h("p", { class: "error", role: "alert" }, page.error) : null,
    page.put ? puzzleView(page, redraw) : h("p", {}, t("ui.connecting")));
}

// The seat's table, laid out and drawn as the table draws a seat's own (the other seats,
// the board, the prompt, its own seat and hand, the special actions); an action chosen
// is the answer given.
function puzzleView(page, redraw) {
  const puzzle = page.put.puzzle;
  const game = page.games.find((g) => g.id === puzzle.game) ?? { id: puzzle.game };
  const description = game.description ?? {};
  const name = (seat) => (seat === puzzle.seat ? t("ui.you") : t("ui.seat_n", { n: seat + 1 }));
  const state = { board: puzzle.board, legal: page.result ? [] : puzzle.legal, stages: puzzle.stages };
  const view = { root: page.root, me: puzzle.seat, picks: page.picks, notice: "", redraw, state,
    connection: { act: (action) => page.answer(action) } };
  const team = (description.teams ?? []).find((members) => members.includes(puzzle.seat)) ?? [];
  const ctx = { state, me: puzzle.seat, name, items: description.items,
    clockwise: description.clockwise, partners: new Set(team.filter((s) => s !== puzzle.seat)) };
  return h("div", { class: "puzzle", "data-puzzle": puzzle.id },
    h("p", { class: "puzzle-ask" }, t("ui.puzzle_ask", { game: gameTitle(game) })),
    h("section", { class: "table" },
      seatsView(ctx),
      boardView(puzzle.board, puzzle.stages, name),
      h("div", { class: "dock" }, page.result ? null : prompt(view, name),
        page.result ? null : declarations(view), mySeatView(ctx), handView(view))),
    page.result ? answeredView(page.result, puzzle) : null);
}

function moveWords(action, legal) {
  const entry = legal.find((e) => e.action === action);
  return entry?.item ? itemLabel(entry.item) : t(`word.${action}`);
}

// Why the answer is best, in the page's language, from the values that came with it:
// what it and the next best are worth (± their standard errors) and by how much it wins.
function whyWords(result, puzzle) {
  const ranked = [...result.values].sort((a, b) => b.value - a.value);
  const [best, second] = [ranked.find((v) => v.action === result.answer), ranked.find((v) => v.action !== result.answer)];
  const places = Math.min(4, Math.max(2, ...result.values.flatMap((v) => [v.value, v.se])
    .map((x) => (String(x).split(".")[1] ?? "").length)));  // as the values were rounded
  const worth = (v) => ltr(`${v.value >= 0 ? "+" : ""}${v.value.toFixed(places)} ± ${v.se.toFixed(places)}`);
  return t("ui.puzzle_why", { best: moveWords(best.action, puzzle.legal), value: worth(best),
    second: moveWords(second.action, puzzle.legal), second_value: worth(second),
    gap: ltr((best.value - second.value).toFixed(places)),
    exact: result.judged === "exact" ? t("ui.puzzle_exact") : "" });
}

// The verdict: right or not, the answer drawn, why, the themes and the ratings.
function answeredView(result, puzzle) {
  const answer = puzzle.legal.find((e) => e.action === result.answer);
  const rating = result.rating;
  return h("div", { class: result.solved ? "puzzle-result solved" : "puzzle-result failed",
    role: "status", "aria-live": "polite" },
  h("p", { class: "puzzle-verdict" }, result.solved ? t("ui.puzzle_solved")
    : t("ui.puzzle_failed", { tried: moveWords(result.tried, puzzle.legal),
      answer: moveWords(result.answer, puzzle.legal) })),
  answer?.item ? h("div", { class: "fan puzzle-answer" }, labelled(answer.item)) : null,
  h("p", { class: "puzzle-why" }, whyWords(result, puzzle)),
  result.themes.length ? h("p", { class: "puzzle-themes" }, t("ui.puzzle_themes"), " ",
    result.themes.map((theme) => h("span", { class: "badge", "data-theme": theme },
      has(`theme.${theme}`) ? t(`theme.${theme}`) : theme))) : null,
  rating ? h("p", { class: "puzzle-rating" }, rating.first
    ? t("ui.puzzle_rating", { before: ltr(rating.before.rating), after: ltr(rating.after.rating) })
    : t("ui.puzzle_tried", { rating: ltr(rating.after.rating) }))
    : h("p", { class: "puzzle-rating muted" }, t("ui.puzzle_unrated")));
}
