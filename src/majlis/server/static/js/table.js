// @ts-check
// A table: one seat's (or a spectator's) live view, drawn from the server's state
// messages. Only legal actions are offered; anything else the player tries is sent
// and the game's refusal is shown.

import { loadGames } from "./api.js";
import { aimSweep, boardView, factText, mySeatView, scoresView, seatsView, stagesView } from "./board.js";
import { heardTalk, talkPanel } from "./chat.js";
import { openTablesPanel } from "./community.js";
import { connect } from "./connection.js";
import { connectOffline } from "./offline.js";
import { clockLeft, declarations, handView, onKey, prompt, reactionsView, send } from "./controls.js";
import { h, morph } from "./dom.js";
import { showWhatHappened } from "./happened.js";
import { defaultName, gameTitle, has, isolated, t, useGameWords } from "./i18n.js";
import { goalBadges, rulesButton } from "./rules.js";
import { commitmentPanel } from "./shuffle.js";
import { remember } from "./store.js";
import { announceHand, resultPanel, showSummary } from "./summary.js";
import { afterRefusal, afterState, myTurn, setPicks } from "./turn.js";

// What the page says while the table cannot be reached, by the connection's status.
const AWAY = { lost: "ui.reconnecting", unavailable: "refusal.unavailable" };
const WHOLE_SEAT = 32;  // the length of a seat's part of a link (`#seat=...`), as the server makes it

// `practice`: an offline table's game, options and bots (offline.js), played in the page.
export function openTable(root, tableId, token, practice = null) {
  const view = {
    tableId, token, root, practice, me: null, table: null, state: null,
    status: "connecting", notice: "", choosing: null, shownHands: null, clockAt: 0, reactions: [],
    picks: [], sending: null, inFlight: null, autoplay: null,
    // a link with more after its "#" than a whole seat ("#se", "#seat=") was cut off
    cutOff: Boolean(location.hash.slice(1)) && !token, deadEnd: false,
    dialog: document.body.appendChild(h("dialog", { class: "summary" })),
  };
  view.redraw = () => draw(view);
  view.name = (seat) => seatName(view, seat);
  setPicks(view, []);
  join(view, token);
  loadGames().then((games) => {
    view.games = games;
    if (view.dialog.open) showSummary(view, view.name);  // shown before the game's words came
    draw(view);
  }).catch(() => {});
  document.addEventListener("keydown", (event) => { if (!away(view)) onKey(view, event); });
  setInterval(() => tickClock(view), 1000);
  draw(view);
  return view.redraw;
}

function join(view, token) {
  const handlers = {
    onMessage: (message) => receive(view, message),
    onStatus: (status) => { view.status = status; draw(view); },
  };
  view.connection = view.practice ? connectOffline(view.practice, handlers)
    : connect(view.tableId, token, handlers);
}

// A link whose seat the table does not know, before the table was shown: cut off
// (shorter than a whole seat's part) it opens for watching, and says so; else it is
// no seat at this table, and the page offers to watch or to go to the lobby.
function refusedSeat(view) {
  view.connection.close();
  if (view.token.length < WHOLE_SEAT) {
    view.cutOff = true;
    view.token = null;
    join(view, null);
  } else {
    view.deadEnd = true;
  }
}

function receive(view, message) {
  useWordsOf(view);  // a refusal and a hand's summary are worded here, before draw
  if (message.type === "welcome") {
    view.me = message.seat;
    view.table = message.table;
    if (!view.practice) remember({ table: view.tableId, game: message.table?.game, seat: view.me,
      link: location.pathname + location.hash });
  } else if (message.type === "state") {
    const previous = view.state;
    view.state = message;
    view.choosing = null;
    view.clockAt = Date.now();
    view.root.dataset.event = message.event;
    announceHand(view, previous, view.name);
    afterState(view, send);
  } else if (message.type === "hint") {
    view.hint = message;
  } else if (message.type === "reaction") {
    const said = { seat: message.seat, reaction: message.reaction };
    view.reactions = [...view.reactions.slice(-2), said];
    setTimeout(() => { view.reactions = view.reactions.filter((r) => r !== said); draw(view); }, 5000);
  } else if (message.type === "chat") {
    heardTalk(view, message.messages);
  } else if (message.type === "error" && message.code === "closed") {
    view.connection.close();  // the host closed the table: nothing to wait for
    view.closed = true;
  } else if (message.type === "error" && message.code === "bad_token" && !view.state && view.token) {
    refusedSeat(view);
  } else if (message.type === "error" && message.code === "not_found" && !view.state) {
    view.connection.close();  // no such table: nothing to wait for
    view.noTable = true;
  } else if (message.type === "error" && ["chat", "player"].includes(message.act?.type)) {
    view.talkNote = message.message;  // said where the talk is
  } else if (message.type === "error") {
    afterRefusal(view, message.act);
    view.notice = refusalText(view, message);
  }
  draw(view);
}

// A refusal in the game's words (the page's for the table's own refusals), the reason
// alone, with no harsh "Refused" before it: its key
// and fields worded as a fact is, with the item's name; the server's English for a key
// neither has words for.
function refusalText(view, message) {
  const why = message.why;
  if (why && has(`refusal.${why.name}`)) {
    return factText("refusal", why, view.name);
  }
  return message.code === "illegal" && message.reason
    ? message.reason : message.message ?? message.code;
}

function seatName(view, seat) {
  const info = view.state?.seats?.[seat] ?? view.table?.seats?.[seat];
  const name = info?.default_name ? defaultName(info.kind, seat)
    : info?.name ? isolated(info.name) : t("ui.seat_n", { n: seat + 1 });
  return seat === view.me ? `${name} (${t("ui.you")})` : name;
}

function gameOf(view) {
  return view.games?.find((g) => g.id === view.table?.game);
}

// The words of this table's game (from /api/games) in use, once the page has them.
function useWordsOf(view) {
  useGameWords(gameOf(view)?.words);
}

function partnersOf(view) {
  const team = view.table?.description?.teams?.find((members) => members.includes(view.me));
  return new Set((team ?? []).filter((s) => s !== view.me));
}

function draw(view) {
  useWordsOf(view);
  const name = view.name;
  if (view.deadEnd) {
    morph(view.root, deadEndView(view));
    return;
  }
  if (view.closed) {
    morph(view.root, h("p", { class: "panel dead-end", role: "alert" }, t("refusal.closed")));
    return;
  }
  if (view.noTable) {
    morph(view.root, noTableView(view));
    view.openTables?.redraw();
    return;
  }
  if (!view.state) {
    morph(view.root, h("p", { class: "panel" },
      view.notice || t(view.practice ? "ui.offline_starting" : "ui.connecting")));
    return;
  }
  const description = view.table?.description;  // the game under this table's options
  const ctx = { state: view.state, me: view.me, name, partners: partnersOf(view),
    items: description?.items, clockwise: description?.clockwise, reactions: view.reactions,
    explained: view.explained, explain: (word, open) => { view.explained = open ? word : null; },
    since: view.clockAt };
  document.title = tabTitle(view);
  morph(view.root,
    header(view),
    banners(view),
    h("section", { class: away(view) ? "table away" : "table", inert: away(view) },
      seatsView(ctx),
      boardView(view.state.board, view.state.stages ?? [], name),
      h("div", { class: "dock" }, resultPanel(view, name), prompt(view, name), declarations(view),
        mySeatView(ctx), handView(view)),
      view.practice ? null : reactionsView(view)),  // bots hear no reactions
    view.practice ? null : talkPanel(view),
    h("details", { class: "panel", open: view.logOpen,
      ontoggle: (event) => { view.logOpen = event.target.open; } }, h("summary", {}, t("ui.log")),
      stagesView(view.state.stages ?? [], name)),
    h("section", { class: "panel" }, scoresView(view.state.hands ?? [], view.state.totals ?? [], name)),
    commitmentPanel(view.state.commitment, view.shuffleOpen, (open) => { view.shuffleOpen = open; }),
    view.me == null || !keyboard() ? null : h("p", { class: "muted" }, t("ui.keys")));
  aimSweep(view.root);
  showWhatHappened(view.root, view.state, myTurn(view));
}

// Whether the page may be played with keys (not on a touch screen alone, where the
// keys' help would only take room).
function keyboard() {
  return !window.matchMedia?.("(hover: none) and (pointer: coarse)").matches;
}

// The game's title, how its match ends and who wins ("151-point match", "lowest total
// wins"), and the button that opens the rules with this table's options. The table's
// id, which says nothing to a player, only in the title's tooltip.
function header(view) {
  const game = gameOf(view);
  return h("div", { class: "table-head" },
    h("h2", { title: t("ui.table_id", { id: view.tableId }) }, game ? gameTitle(game) : view.table?.game ?? "",
      goalBadges(view.table?.description)),
    game ? rulesButton(game, view.table?.description) : null);
}

// Whether the table cannot be reached now (the connection lost, or the server without
// its database): the hand is then shown dimmed and cannot be played until it is back.
function away(view) {
  return Boolean(AWAY[view.status]);
}

function banners(view) {
  const mine = view.me == null ? null : view.state.seats?.[view.me];
  return [
    away(view) ? h("p", { class: "panel error", role: "status" }, t(AWAY[view.status])) : null,
    view.practice ? h("p", { class: "panel offline-note", role: "status" }, t("ui.offline_practice")) : null,
    view.me == null ? h("p", { class: "panel", role: "status" },
      view.cutOff ? t("ui.cut_off") : t("ui.spectating")) : null,
    mine?.bot ? h("p", { class: "panel" }, t("ui.bot_has_seat"), " ",
      h("button", { class: "primary", onclick: () => send(view, "takeBack") }, t("ui.take_back"))) : null,
  ];
}

function tickClock(view) {
  if (!view.state) return;
  const left = clockLeft(view);
  const el = view.root.querySelector(".clock");
  if (el && left != null) el.textContent = t("ui.clock", { n: left });
  if (view.state.seats?.some((seat) => seat.grace != null)) draw(view);  // a grace counting down
}

// The tab's title: the game's, marked while this seat is to act, so that tables open in
// several tabs can be told apart and a turn is seen from another tab.
function tabTitle(view) {
  const game = gameOf(view);
  const title = `${game ? gameTitle(game) : view.table?.game ?? ""} · majlis`;
  return myTurn(view) && !view.state.winners ? `▶ ${title}` : title;
}

// A link to no table (mistyped, cut, or of a table long gone): so said, and the ways on:
// the lobby, and the open tables to sit at or watch (refreshed while shown).
function noTableView(view) {
  if (view.games) view.openTables ??= openTablesPanel(view.games);
  return [
    h("section", { class: "panel dead-end", role: "alert" },
      h("p", {}, t("refusal.not_found")),
      h("p", { class: "declarations" },
        h("button", { class: "primary", onclick: () => location.assign("/") }, t("ui.to_lobby")))),
    view.openTables?.element ?? null];
}

// Where a link leads nowhere: what it is, and the ways on.
function deadEndView(view) {
  return h("section", { class: "panel dead-end", role: "alert" },
    h("p", {}, t("ui.not_a_seat")),
    h("p", { class: "declarations" },
      h("button", { class: "primary", onclick: () => location.assign(`/t/${encodeURIComponent(view.tableId)}`) },
        t("ui.watch_table")),
      h("button", { onclick: () => location.assign("/") }, t("ui.to_lobby"))));
}
