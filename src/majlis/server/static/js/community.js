// @ts-check
// Quick play and the open tables: a game (rated or not) chosen and one press to sit
// down; the tables waiting for people and those being played, to sit at or watch
// (refreshed while the lobby is open); and at an open table, the bar to start without
// waiting or to leave the match.

import { api } from "./api.js";
import { h, morph } from "./dom.js";
import { botLabel, defaultName, gameSaid, gameTitle, isolated, listed, t } from "./i18n.js";
import { asPlayer, me, playerLink } from "./player.js";
import { myTables, remember } from "./store.js";

const REFRESH_MS = 5000;

// Sit at a table the server answered with ({table, seat, link}): remembered as this
// browser's, then opened.
function sitDown(seated, game, rated) {
  remember({ table: seated.table, game, seat: seated.seat, link: seated.link, watch: seated.watch,
    open: true, rated });
  location.assign(seated.link);
}

export function quickPlayPanel(games) {
  const status = h("p", { role: "status" });
  const player = me();
  const choice = h("select", { id: "quick-game", "aria-label": t("ui.game") },
    games.map((game) => h("option", { value: game.id }, gameTitle(game))));
  const leaving = h("p", { class: "muted rated-leaving", hidden: true }, t("ui.rated_leaving"));
  const rated = h("input", { type: "checkbox", id: "quick-rated", onchange: () => { leaving.hidden = !rated.checked; } });
  const press = async () => {
    try {
      const body = { game: choice.value, options: {}, rated: rated.checked };
      sitDown(await asPlayer("/api/quickplay", body), choice.value, rated.checked);
    } catch (error) {
      const waiting = myTables().find((x) => x.table === error.data?.table);
      if (waiting) {  // pressed again: back to the seat this browser holds there
        location.assign(waiting.link);
        return;
      }
      status.textContent = error.message;
      status.className = "error";
    }
  };
  return h("section", { class: "panel quick" }, h("h2", {}, t("ui.quick_play")),
    h("p", { class: "muted" }, t("ui.quick_help")),
    h("p", { class: "quick-row" }, choice, " ",
      h("label", {}, rated, " ", t("ui.rated")), " ",
      h("button", { type: "button", class: "primary", id: "quick-play", disabled: !player, onclick: press },
        t("ui.quick_play"))),
    leaving,
    player ? null : h("p", { class: "muted" }, t("ui.quick_needs_name")),
    status);
}

// A seat's name as the server lists it (`seats` of a table), in the page's words where
// the server made it up.
export function seatName(seat) {
  return seat.default_name ? defaultName(seat.kind, seat.seat) : isolated(seat.name);
}

// A seat's name; a bot's with its difficulty, "Salem (Medium bot)", and marked as a free
// seat at a table still waiting for people, "Salem (Medium bot · free seat)".
function seatWords(seat, waiting) {
  const name = seatName(seat);
  if (seat.kind !== "bot") return name;
  const marks = [seat.bot ? botLabel(seat.bot) : null, waiting ? t("ui.free_seat") : null];
  const said = marks.filter(Boolean).join(" · ");
  return said ? `${name} (${said})` : name;
}

// A table's options in its game's words ("Target: 500"), whichever game is in use.
function optionsWords(game, options) {
  const said = (key, fallback) => (game ? gameSaid(game, key) : undefined) ?? String(fallback);
  const value = (v) => (Array.isArray(v) ? v.map(value).join(" ")
    : typeof v === "boolean" ? (v ? "✓" : "✗") : said(`choice.${v}`, v));
  return listed(Object.entries(options).map(([name, v]) => `${said(`option.${name}`, name)}: ${value(v)}`));
}

function tableLine(table, games, waiting) {
  const game = games.find((g) => g.id === table.game);
  const player = me();
  const sit = async (event) => {
    const line = event.target.closest("li");  // the line on the page (redrawn onto, not anew)
    try {
      sitDown(await asPlayer(`/api/open/${encodeURIComponent(table.table)}/sit`, {}), table.game, table.rated);
    } catch (error) {
      line.append(" ", h("span", { class: "error", role: "alert" }, error.message));
    }
  };
  return h("li", { "data-table": table.table },
    h("b", {}, game ? gameTitle(game) : table.game), " ",
    h("span", { class: "badge" }, t(table.rated ? "ui.rated" : "ui.unrated")),
    h("span", { class: "options muted" }, optionsWords(game, table.options)),
    h("span", { class: "who" }, listed(table.seats.map((seat) => seatWords(seat, waiting)))),
    waiting && player ? h("button", { type: "button", class: "sit", onclick: sit }, t("ui.sit")) : null, " ",
    h("a", { href: table.watch }, t("ui.watch")));
}

// The open tables, as the server lists them, drawn now and every few seconds while the
// lobby is open; `redraw` draws the last listing again (in another language). Until
// the first listing comes, and while none can be had, the panel says so; with no table
// waiting it offers quick play, the way in that opens one. (No live region: the panel
// is drawn again every few seconds, and a reader would hear it each time.)
export function openTablesPanel(games) {
  const element = h("section", { class: "panel open-tables" });
  let listing = null;
  let failed = false;
  const redraw = () => morph(element, h("h2", {}, t("ui.open_tables")),
    listing ? listingView(listing, games) : h("p", { class: "muted" },
      t(failed ? "ui.open_unreachable" : "ui.open_looking")),
    leaderboardLinks(games));
  const refresh = () => {
    api("/api/open").then((answer) => { listing = answer; failed = false; })
      .catch(() => { listing = null; failed = true; })
      .finally(() => { redraw(); setTimeout(refresh, REFRESH_MS); });
  };
  refresh();
  return { element, redraw };
}

// A link to each game's leaderboard.
export function leaderboardLinks(games) {
  return h("p", { class: "leaderboards" }, t("ui.leaderboards"), " ",
    games.map((g, i) => [i ? " · " : "", h("a", { href: `/top/${g.id}` }, gameTitle(g))]));
}

// The tables waiting for people (to sit at once one has a name) or, with none, the
// offer of quick play; and those being played, to watch live (where there are any).
function listingView(listing, games) {
  const { waiting, playing } = listing;
  if (!waiting.length && !playing.length) return noneOpen("ui.open_none");
  return [
    h("h3", {}, t("ui.waiting_tables")),
    waiting.length ? [h("ul", { class: "waiting" }, waiting.map((x) => tableLine(x, games, true))),
      me() ? null : h("p", { class: "muted sit-needs-name" }, t("ui.sit_needs_name"))]
      : noneOpen("ui.none_waiting"),
    playing.length ? [h("h3", {}, t("ui.playing_tables")),
      h("ul", { class: "playing" }, playing.map((x) => tableLine(x, games, false)))] : null,
  ];
}

// No table waiting (`said`), and quick play offered as the way in.
function noneOpen(said) {
  return h("div", { class: "none-open" }, h("p", {}, t(said)),
    h("p", { class: "muted" }, t("ui.open_quick_play"), " ",
      h("button", { type: "button", class: "to-quick", onclick: toQuickPlay }, t("ui.to_quick_play"))));
}

// The quick play panel, brought into view with its choice of game to hand.
function toQuickPlay() {
  const choice = document.getElementById("quick-game");
  choice?.scrollIntoView({ block: "center" });
  choice?.focus();
}

// At an open table this browser sat down at: start now (the bots stop waiting for
// people) and leave the match (a bot plays on; a rated match counts as lost). Returns
// the bar's redraw (in another language), or null elsewhere.
export function openTableBar(tableId) {
  const entry = myTables().find((x) => x.table === tableId && x.open);
  const player = me();
  if (!entry || !player) return null;
  const bar = h("div", { class: "open-bar" });
  let said = null;
  const post = async (what) => {
    try {
      await asPlayer(`/api/open/${encodeURIComponent(tableId)}/${what}`, {});
      said = () => t(`ui.done_${what}`);
    } catch (error) {
      said = () => error.message;
    }
    draw();
  };
  const draw = () => morph(bar,
    h("a", { href: playerLink(player.name) }, player.name), " · ",
    h("span", { class: "badge" }, t(entry.rated ? "ui.rated" : "ui.unrated")), " ",
    h("button", { type: "button", class: "start-now", onclick: () => post("start") }, t("ui.start_now")), " ",
    h("button", { type: "button", class: "leave", onclick: () => {
      if (!entry.rated || confirm(t("ui.leave_rated"))) post("leave");
    } }, t("ui.leave_match")), " ", h("span", { role: "status" }, said?.()),
    entry.rated ? h("p", { class: "muted rated-leaving" }, t("ui.rated_leaving")) : null);
  document.getElementById("bar").after(bar);
  draw();
  return draw;
}
