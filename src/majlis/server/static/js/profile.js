// @ts-check
// A player's page (/p/{name}): matches played per game and won, the rating and its
// uncertainty with its history drawn, every match with its result, its record to
// download and its review; and a game's leaderboard (/top/{game}), people and the bot
// levels on one scale.

import { api, loadGames } from "./api.js";
import { leaderboardLinks } from "./community.js";
import { h, replace, s } from "./dom.js";
import { botLabel, defaultName, gameTitle, isolated, ltr, t, useGameWords, when } from "./i18n.js";
import { playerLink } from "./player.js";
import { recordReview, reviewButton } from "./review.js";

const PLOT = { width: 320, height: 120, pad: 8 };

// A rating's figure, isolated left to right (a minus stays before its number in Arabic).
function number(value) {
  return ltr(value.toFixed(1));
}

function ratingWords(rating) {
  return t("ui.rating_is", { mu: number(rating.mu), sigma: number(rating.sigma), shown: number(rating.shown) });
}

// The rating after each rated match, mu as a line within a band of mu ± 2 sigma, as an
// inline SVG that scales with the page.
function ratingPlot(history, game) {
  if (!history.length) return null;
  const points = [{ mu: 25, sigma: 25 / 3 }, ...history];
  const low = Math.min(...points.map((p) => p.mu - 2 * p.sigma));
  const high = Math.max(...points.map((p) => p.mu + 2 * p.sigma));
  const x = (n) => PLOT.pad + (n * (PLOT.width - 2 * PLOT.pad)) / (points.length - 1);
  const y = (v) => PLOT.height - PLOT.pad - ((v - low) * (PLOT.height - 2 * PLOT.pad)) / (high - low || 1);
  const line = points.map((p, n) => `${x(n)},${y(p.mu)}`).join(" ");
  const band = [...points.map((p, n) => `${x(n)},${y(p.mu + 2 * p.sigma)}`),
    ...points.map((p, n) => `${x(n)},${y(p.mu - 2 * p.sigma)}`).reverse()].join(" ");
  return s("svg", { class: "rating-plot", viewBox: `0 0 ${PLOT.width} ${PLOT.height}`, role: "img",
    "aria-label": t("ui.rating_plot", { game: gameTitle(game), n: history.length }) },
  s("polygon", { points: band, class: "band" }),
  s("polyline", { points: line, class: "line" }),
  points.map((p, n) => s("circle", { cx: x(n), cy: y(p.mu), r: 2.5, class: "dot" })));
}

function gamePanel(id, figures, games) {
  const game = games.find((g) => g.id === id) ?? { id, title: id };
  return h("section", { class: "panel game-figures", "data-game": id },
    h("h3", {}, gameTitle(game), " ", h("a", { href: `/top/${id}` }, t("ui.leaderboard"))),
    h("p", {}, t("ui.played_won", { played: figures.played, won: figures.won })),
    h("p", { class: "rating" }, figures.rating ? ratingWords(figures.rating) : t("ui.no_rating")),
    ratingPlot(figures.history, game));
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
    match.rating ? [" · ", ratingWords({ ...match.rating, shown: match.rating.mu - 3 * match.rating.sigma })] : null,
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
      .sort((a, b) => b.shown - a.shown);
    replace(root, h("section", { class: "panel leaderboard", "data-game": gameId },
      h("h2", {}, t("ui.leaderboard_of", { game: gameTitle(game) })),
      h("p", { class: "muted" }, t("ui.leaderboard_help")),
      h("div", { class: "scroll" }, h("table", {}, h("thead", {}, h("tr", {}, h("th", {}, "#"), h("th", {}, t("ui.who")),
        h("th", {}, t("ui.rating")), h("th", {}, t("ui.uncertainty")), h("th", {}, t("ui.rated_matches")))),
      h("tbody", {}, rows.map((row, n) => h("tr", { class: row.bot ? "bot" : "person" },
        h("td", {}, n + 1), h("td", {}, row.who), h("td", { class: "num" }, number(row.shown)),
        h("td", { class: "num" }, h("span", { dir: "ltr" }, `${row.mu.toFixed(1)} ± ${row.sigma.toFixed(1)}`)), h("td", {}, row.bot ? "—" : row.matches))))))));
  };
  const asked = api(`/api/leaderboard/${encodeURIComponent(gameId)}`)
    .catch((error) => { if (error.data?.error === "not_found") return null; throw error; });
  Promise.all([asked, loadGames()])
    .then((answer) => { shown = answer; draw(); })
    .catch((error) => replace(root, h("p", { class: "error", role: "alert" }, error.message)));
  return draw;
}
