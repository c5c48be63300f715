// @ts-check
// A player's page (/p/{name}): matches played per game and won, the rating and its
// uncertainty with its history drawn, every match with its result, its record to
// download and its review; and a game's leaderboard (/top/{game}), people and the bot
// levels on one scale.

import { api, loadGames } from "./api.js";
import { leaderboardLinks } from "./community.js";
import { h, replace, s } from "./dom.js";
import { botLabel, defaultName, gameTitle, isolated, language, ltr, t, useGameWords, when } from "./i18n.js";
import { playerLink } from "./player.js";
import { recordReview, reviewButton } from "./review.js";

const PLOT = { width: 340, height: 190, left: 54, right: 10, top: 10, bottom: 40 };

// A rating as the server shows it ({rating, plus_minus, provisional}): the figure, "?"
// after it while provisional (as rating sites mark a new player's), isolated left to right.
function figure(rating) {
  return ltr(`${rating.rating}${rating.provisional ? "?" : ""}`);
}

// The rating with its uncertainty in words: provisional until a few more rated matches.
function ratingWords(rating) {
  return t(rating.provisional ? "ui.rating_provisional" : "ui.rating_settled",
    { rating: figure(rating), pm: ltr(`±${rating.plus_minus}`) });
}

// Round steps for ticks: at most `most` of them over `span`.
function step(span, most, steps) {
  return steps.find((s) => span / s <= most) ?? steps[steps.length - 1];
}

function ticks(low, high, by) {
  const first = Math.ceil(low / by) * by;
  return Array.from({ length: Math.floor((high - first) / by) + 1 }, (_, n) => first + n * by);
}

// The rating before the first rated match and after each, as an inline SVG chart that
// scales with the page: rated matches across (from the reader's start: the right in
// Arabic), the rating up, the figure as a line within its uncertainty, the part while
// it was provisional shaded and named; axes with their ticks and labels.
function ratingPlot(history, start, game) {
  if (!history.length) return null;
  const points = [start, ...history];
  const low = Math.min(...points.map((p) => p.rating - p.plus_minus));
  const high = Math.max(...points.map((p) => p.rating + p.plus_minus));
  const by = step(high - low, 5, [50, 100, 200, 250, 500, 1000]);
  const bottom = Math.floor(low / by) * by;
  const top = Math.ceil(high / by) * by;
  const wide = PLOT.width - PLOT.left - PLOT.right;
  const tall = PLOT.height - PLOT.top - PLOT.bottom;
  const across = (n) => PLOT.left + (n * wide) / (points.length - 1);
  const rtl = language() === "ar";  // mirrored: the rating's axis and its labels on the right
  const x = (n) => (rtl ? PLOT.width - across(n) : across(n));
  const y = (v) => PLOT.top + ((top - v) * tall) / (top - bottom);
  const [xLow, xHigh] = [x(0), x(points.length - 1)].sort((a, b) => a - b);
  const line = points.map((p, n) => `${x(n)},${y(p.rating)}`).join(" ");
  const band = [...points.map((p, n) => `${x(n)},${y(p.rating + p.plus_minus)}`),
    ...points.map((p, n) => `${x(n)},${y(p.rating - p.plus_minus)}`).reverse()].join(" ");
  const settles = points.findIndex((p) => !p.provisional);
  const provisionalTo = settles < 0 ? points.length - 1 : settles;
  const [pLow, pHigh] = [x(0), x(provisionalTo)].sort((a, b) => a - b);
  const everyMatch = step(points.length - 1, 6, [1, 2, 5, 10, 20, 50, 100, 200, 500]);
  return s("svg", { class: "rating-plot", viewBox: `0 0 ${PLOT.width} ${PLOT.height}`, role: "img",
    "aria-label": t("ui.rating_plot", { game: gameTitle(game), n: history.length, rating: figure(points.at(-1)) }) },
  provisionalTo > 0 ? s("g", { class: "provisional" },
    s("rect", { x: pLow, y: PLOT.top, width: pHigh - pLow, height: tall }),
    s("text", { x: (pLow + pHigh) / 2, y: PLOT.top + 12, "text-anchor": "middle" }, t("ui.provisional"))) : null,
  s("polygon", { points: band, class: "band" }),
  s("polyline", { points: line, class: "line" }),
  points.map((p, n) => s("circle", { cx: x(n), cy: y(p.rating), r: 2.5, class: p.provisional ? "dot open" : "dot" })),
  s("g", { class: "axis y" },
    s("line", { x1: x(0), x2: x(0), y1: PLOT.top, y2: PLOT.top + tall }),
    ticks(bottom, top, by).map((v) => [
      s("line", { class: "grid", x1: xLow, x2: xHigh, y1: y(v), y2: y(v) }),
      s("text", { x: x(0) + (rtl ? 4 : -4), y: y(v) + 3, "text-anchor": rtl ? "start" : "end" }, String(v))]),
    s("text", { class: "title", transform: `translate(${rtl ? PLOT.width - 9 : 9} ${PLOT.top + tall / 2}) rotate(${rtl ? 90 : -90})`, "text-anchor": "middle" },
      t("ui.rating"))),
  s("g", { class: "axis x" },
    s("line", { x1: xLow, x2: xHigh, y1: PLOT.top + tall, y2: PLOT.top + tall }),
    ticks(0, points.length - 1, everyMatch).map((n) => [
      s("line", { x1: x(n), x2: x(n), y1: PLOT.top + tall, y2: PLOT.top + tall + 4 }),
      s("text", { x: x(n), y: PLOT.top + tall + 15, "text-anchor": "middle" }, String(n))]),
    s("text", { class: "title", x: (xLow + xHigh) / 2, y: PLOT.height - 4, "text-anchor": "middle" },
      t("ui.rated_matches"))));
}

function gamePanel(id, figures, games) {
  const game = games.find((g) => g.id === id) ?? { id, title: id };
  return h("section", { class: "panel game-figures", "data-game": id },
    h("h3", {}, gameTitle(game), " ", h("a", { href: `/top/${id}` }, t("ui.leaderboard"))),
    h("p", {}, t("ui.played_won", { played: figures.played, won: figures.won })),
    h("p", { class: "rating" }, figures.rating ? ratingWords(figures.rating) : t("ui.no_rating")),
    ratingPlot(figures.history, figures.start, game));
}

function resultWords(match) {
  if (match.left) return t("ui.result_left");
  return match.won ? t("ui.result_won") : t("ui.result_place", { place: match.place });
}

function matchLine(match, games) {
  const game = games.find((g) => g.id === match.game) ?? { id: match.game, title: match.game };
  const finished = when(match.finished * 1000);
  const review = h("div", { class: "match-review" });
  const reviewing = async () => {
    const record = await api(match.record);
    useGameWords(game.words);
    const name = (seat) => {
      const info = record.seats?.[seat];
      return info?.default_name ? defaultName(info.bot ? "bot" : "human", seat) : isolated(info?.name ?? "");
    };
    replace(review, reviewButton(() => recordReview(record), name));
    review.querySelector("button")?.click();
  };
  return h("li", { "data-table": match.table },
    h("b", {}, gameTitle(game)), " · ", h("span", { class: "muted" }, finished), " · ",
    h("span", { class: "badge" }, t(match.rated ? "ui.rated" : "ui.unrated")), " ",
    h("span", { class: "result" }, resultWords(match)),
    match.rating ? [" · ", t("ui.rating_after", { rating: figure(match.rating) })] : null,
    " · ", h("a", { href: match.record, download: `majlis-${match.table}-${match.match}.json` }, t("ui.download_record")),
    " ", h("button", { type: "button", class: "analyse", onclick: (e) => { e.target.remove(); reviewing(); } },
      t("ui.review")),
    review);
}

export function openProfile(root, name) {
  let shown = null;
  const draw = () => {
    if (!shown) return;
    const [page, games] = shown;
    document.title = `${page.name} · majlis`;
    replace(root,
      h("section", { class: "panel profile", "data-player": page.name },
        h("h2", {}, page.name),
        Object.keys(page.games).length ? null : h("p", { class: "muted" }, t("ui.no_matches"))),
      Object.entries(page.games).map(([id, figures]) => gamePanel(id, figures, games)),
      page.matches.length ? h("section", { class: "panel matches" }, h("h3", {}, t("ui.matches")),
        h("ol", {}, page.matches.map((m) => matchLine(m, games)))) : null);
  };
  Promise.all([api(`/api/players/${encodeURIComponent(name)}`), loadGames()])
    .then((answer) => { shown = answer; draw(); })
    .catch((error) => replace(root, h("p", { class: "error", role: "alert" },
      error.data?.error === "not_found" ? t("ui.no_player") : error.message)));
  return draw;
}

export function openLeaderboard(root, gameId) {
  let shown = null;
  const draw = () => {
    if (!shown) return;
    const [board, games] = shown;
    if (!board) {  // no game of this name: so said, and the games' leaderboards
      replace(root, h("section", { class: "panel leaderboard" },
        h("p", { role: "alert" }, t("ui.no_game")), leaderboardLinks(games)));
      return;
    }
    const game = games.find((g) => g.id === gameId) ?? { id: gameId, title: gameId };
    const rows = [...board.players.map((p) => ({ ...p, who: h("a", { href: playerLink(p.name) }, p.name) })),
      ...board.bots.map((b) => ({ ...b, who: botLabel(b.level), bot: true }))]
      .sort((a, b) => (a.place ?? Infinity) - (b.place ?? Infinity));  // the provisional last, in the server's order
    replace(root, h("section", { class: "panel leaderboard", "data-game": gameId },
      h("h2", {}, t("ui.leaderboard_of", { game: gameTitle(game) })),
      h("p", { class: "muted" }, t("ui.leaderboard_help")),
      h("div", { class: "scroll" }, h("table", {}, h("thead", {}, h("tr", {}, h("th", {}, "#"), h("th", {}, t("ui.who")),
        h("th", {}, t("ui.rating")), h("th", {}, t("ui.uncertainty")), h("th", {}, t("ui.rated_matches")))),
      h("tbody", {}, rows.map((row) => h("tr", { class: `${row.bot ? "bot" : "person"}${row.provisional ? " provisional" : ""}` },
        h("td", {}, row.place ?? "—"), h("td", {}, row.who), h("td", { class: "num" }, figure(row)),
        h("td", { class: "num" }, row.provisional ? t("ui.provisional_pm", { pm: ltr(`±${row.plus_minus}`) }) : ltr(`±${row.plus_minus}`)),
        h("td", {}, row.bot ? "—" : row.matches))))))));
  };
  const asked = api(`/api/leaderboard/${encodeURIComponent(gameId)}`)
    .catch((error) => { if (error.data?.error === "not_found") return null; throw error; });
  Promise.all([asked, loadGames()])
    .then((answer) => { shown = answer; draw(); })
    .catch((error) => replace(root, h("p", { class: "error", role: "alert" }, error.message)));
  return draw;
}
