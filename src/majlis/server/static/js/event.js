// @ts-check
// An event's page (/e/{id}): its rules and scoring, a countdown, joining and leaving,
// the live standings, its tables (to watch, and each finished one's record) and, for a
// player seated by the event, the call to their table. Everything comes over the
// event's socket (/ws/events/{id}): the public view at once and at every change, and,
// once the page says hello with its player's key, that player's own part. The event's
// talk is on the same socket, drawn by the table's own talk panel (chat.js): the hello
// (with a key, or null) brings the talk so far, and a named player says something.
// An event the host removed says so, and the page stops connecting.

import { loadGames } from "./api.js";
import { heardTalk, talkPanel } from "./chat.js";
import { countdown, timing } from "./events.js";
import { h, morph } from "./dom.js";
import { gameTitle, isolated, refusalWords, t, useGameWords } from "./i18n.js";
import { asPlayer, me, playerLink } from "./player.js";
import { rulesLink } from "./rules.js";
import { sound } from "./sound.js";

const RECONNECT_MS = 1000;

export function openEvent(root, eventId) {
  const page = { root, eventId, view: null, mine: null, games: [], skew: 0, error: "", called: null, over: false };
  // the talk panel's view (chat.js): a page follows the event as nobody's seat
  page.talk = { me: null, name: () => "", redraw: () => draw(page), connection: null };
  loadGames().then((games) => { page.games = games; draw(page); });
  connect(page);
  setInterval(() => tick(page), 1000);
  return () => draw(page);
}

function connect(page) {
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  const socket = new WebSocket(`${scheme}://${location.host}/ws/events/${encodeURIComponent(page.eventId)}`);
  const say = (message) => socket.readyState === WebSocket.OPEN && socket.send(JSON.stringify(message));
  page.talk.connection = { chat: (text) => say({ type: "chat", id: "chat", text }) };
  socket.onopen = () => say({ type: "hello", key: me()?.key ?? null });
  socket.onmessage = (message) => {
    const frame = JSON.parse(message.data);
    if (frame.type === "event") {
      page.view = frame;
      page.skew = frame.now * 1000 - Date.now();
    } else if (frame.type === "you") {
      page.mine = frame;
      called(page);
    } else if (frame.type === "chat") {
      heardTalk(page.talk, frame.messages);
    } else if (frame.type === "error") {
      heardRefusal(page, frame);
    }
    draw(page);
  };
  socket.onclose = () => {
    if (!page.over) setTimeout(() => connect(page), RECONNECT_MS);
  };
}

// A refusal: of something said (shown where the talk is), or of the event itself (no
// such event, or removed by the host: nothing to connect again to).
function heardRefusal(page, frame) {
  const { type, code, message, id, ...fields } = frame;
  const words = refusalWords(code, fields) ?? message;
  if (id === "chat") {
    page.talk.talkNote = words;
  } else if (["not_found", "removed"].includes(code)) {
    page.over = true;
    page.view = null;
    page.error = t(code === "removed" ? "ui.event_removed" : "ui.no_event");
  } else {
    page.error = words;
  }
}

// A new call to a table: said out loud (where sounds are on) and in the tab's title.
function called(page) {
  const table = page.mine?.call?.table ?? null;
  if (table && table !== page.called) {
    sound("turn");
    document.title = `${t("ui.event_call")} · majlis`;
  }
  page.called = table;
}

// The countdown, said again each second.
function tick(page) {
  const span = page.root.querySelector(".event-timing");
  if (span && page.view) span.textContent = timing(page.view, Date.now() + page.skew);
}

function draw(page) {
  const { view } = page;
  if (!view) {
    morph(page.root, h("section", { class: "panel" }, h("p", page.error ? { class: "error", role: "alert" } : {},
      page.error || t("ui.connecting"))));
    return;
  }
  const game = page.games.find((g) => g.id === view.game) ?? { id: view.game, title: view.game };
  useGameWords(game.words);
  if (!page.mine?.call) document.title = `${view.title} · majlis`;
  // morphed, not replaced: a message being typed in the talk's box stays as it is
  morph(page.root,
    h("section", { class: "panel event", "data-event": view.id, "data-state": view.state, "data-version": view.version },
      h("h2", {}, isolated(view.title)),
      h("p", { class: "muted" }, gameTitle(game), " · ", t(`ui.kind_${view.kind}`), " · ",
        t(view.rated ? "ui.rated" : "ui.unrated"), " · ", t("ui.event_by", { name: isolated(view.creator) }), " · ",
        h("a", { href: rulesLink(view.game) }, t("ui.rules_of", { game: gameTitle(game) }))),
      h("p", { class: "event-timing", role: "timer" }, timing(view, Date.now() + page.skew)),
      view.kind === "duplicate" ? roundLine(view) : null,
      callBanner(page), yourPart(page)),
    h("div", { class: "duo" }, standingsPanel(view), rulesPanel(view)),
    talkPanel(page.talk),
    tablesPanel(view));
}

function callBanner(page) {
  const call = page.mine?.call;
  if (!call) return null;
  return h("p", { class: "event-call", role: "alert" }, h("b", {}, t("ui.event_call")), " ",
    h("a", { href: call.link, class: "primary go-to-table" }, t("ui.go_to_table")));
}

// Register or unregister (before the start), join again or stop being seated (while
// it runs); a name first, for someone who has none.
function yourPart(page) {
  const { view, mine } = page;
  if (view.state === "finished") return null;
  if (!me()) return h("p", { class: "muted" }, t("ui.event_needs_name"), " ", h("a", { href: "/" }, t("ui.title")));
  const upcoming = view.state === "upcoming";
  const press = (path) => asPlayer(`/api/events/${encodeURIComponent(view.id)}/${path}`, {})
    .then((answer) => { page.mine = { ...page.mine, ...answer }; page.error = ""; draw(page); })
    .catch((error) => { page.error = error.message; draw(page); });
  const joined = mine?.registered && (upcoming || mine.active);
  return h("p", { class: "your-part" },
    joined ? h("span", { class: "joined" }, t(upcoming ? "ui.event_registered" : "ui.event_playing"), " ") : null,
    joined
      ? h("button", { type: "button", class: "leave-event", onclick: () => press("leave") },
        t(upcoming ? "ui.event_unregister" : "ui.event_pause"))
      : h("button", { type: "button", class: "primary join-event", onclick: () => press("join") },
        t(upcoming ? "ui.event_register" : "ui.event_join")),
    page.error ? h("span", { class: "error", role: "alert" }, " ", page.error) : null);
}

// A duplicate's round, how many of its boards are over, and the seed's commitment (the
// seed itself once the event is finished, for `majlis verify` and the record viewer).
function roundLine(view) {
  return [h("p", { class: "event-round" }, view.round
    ? t("ui.event_round", { round: view.round, rounds: view.rounds, over: view.boards_over, boards: view.boards })
    : t("ui.event_rounds_of", { rounds: view.rounds })),
  h("p", { class: "muted event-seed" }, t("ui.event_commitment"), " ", h("code", {}, view.commitment),
    view.seed ? [" · ", t("ui.event_seed"), " ", h("code", {}, view.seed)] : null)];
}

// The columns of each kind's standings after the name: its heading and a line's value.
const COLUMNS = {
  arena: [["ui.matches", (row) => row.matches], ["ui.firsts", (row) => row.firsts]],
  duplicate: [["ui.event_top", (row) => row.top], ["ui.event_boards", (row) => row.boards]],
};

function standingsPanel(view) {
  const rows = view.standings;
  const columns = COLUMNS[view.kind] ?? [];
  return h("section", { class: "panel standings" }, h("h3", {}, t("ui.standings")),
    rows.length ? h("div", { class: "scroll" }, h("table", {},
      h("thead", {}, h("tr", {}, h("th", {}, "#"), h("th", {}, t("ui.who")), h("th", {}, t("ui.points")),
        columns.map(([heading]) => h("th", {}, t(heading))))),
      h("tbody", {}, rows.map((row, n) => h("tr", { "data-player": row.name, class: row.active ? "" : "paused" },
        h("td", {}, n + 1),
        h("td", {}, h("a", { href: playerLink(row.name) }, isolated(row.name)),
          row.fire ? [" ", h("span", { class: "fire badge", title: t("ui.on_fire") }, t("ui.fire"))] : null,
          view.state === "finished" ? null
          : h("span", { class: "muted" }, " ", t(row.playing ? "ui.at_table" : row.active ? "ui.waiting" : "ui.paused"))),
        h("td", { class: "num points" }, row.points),
        columns.map(([, value]) => h("td", { class: "num" }, value(row))))))))
      : h("p", { class: "muted" }, t("ui.no_entrants")),
    alone(view) ? h("p", { class: "muted alone" }, t("ui.duplicate_alone")) : null);
}

// A duplicate whose boards so far were each played at one table only: nobody else held
// the same cards, so every matchpoint is 0 (the page says why).
function alone(view) {
  return view.kind === "duplicate" && view.standings.some((row) => row.boards)
    && view.standings.every((row) => row.top === 0);
}

function rulesPanel(view) {
  return h("section", { class: "panel event-rules" }, h("h3", {}, t("ui.event_rules")),
    h("p", {}, t(`ui.event_kind_rules.${view.kind}`, { wait: Math.round(view.bot_wait) })),
    h("p", {}, t(`ui.scoring.${view.scoring}`)),
    h("p", { class: "muted" }, t(`ui.event_window.${view.kind}`, { length: countdown(roundLength(view)) })));
}

// How long the arena runs, or each round of a duplicate may last.
function roundLength(view) {
  return (view.ends - view.starts) / (view.kind === "duplicate" ? view.rounds : 1);
}

function tablesPanel(view) {
  if (!view.tables.length) return null;
  return h("section", { class: "panel event-tables" }, h("h3", {}, t("ui.event_tables")),
    h("ul", {}, [...view.tables].reverse().map((table) => h("li", { "data-table": table.table },
      table.round ? [t("ui.event_board", { round: table.round, board: table.board + 1 }), ": "] : null,
      table.players.map((name) => (name === null ? t("ui.a_bot") : isolated(name))).join(" · "), table.bots ? [" · ", t("ui.event_bots", { n: table.bots })] : null, " · ",
      table.scored
        ? h("a", { href: table.record, download: `majlis-${table.table}.json` }, t("ui.download_record"))
        : h("a", { href: table.watch }, t("ui.watch"))))));
}
