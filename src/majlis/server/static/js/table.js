// A table: one seat's (or a spectator's) live view, drawn from the server's state
// messages. Only legal actions are offered; anything else the player tries is sent
// and the game's refusal is shown.

import { loadGames } from "./api.js";
import {
  boardView, factText, flagsText, handFactsView, labelled, mySeatView, partsView, scoresView,
  seatsView, stagesView,
} from "./board.js";
import { connect } from "./connection.js";
import { h, replace } from "./dom.js";
import {
  defaultName, gameTitle, has, isolated, itemLabel, language, listed, ltr, t, useGameWords,
} from "./i18n.js";
import { reviewButton, tableReview } from "./review.js";
import { remember } from "./store.js";

const REACTIONS = ["hello", "well_played", "oops", "thanks", "hurry", "good_game"];

export function openTable(root, tableId, token) {
  const view = {
    tableId, token, root, me: null, table: null, state: null,
    status: "connecting", notice: "", choosing: null, shownHands: null, clockAt: 0, reactions: [],
    dialog: document.body.appendChild(h("dialog", { class: "summary" })),
  };
  view.connection = connect(tableId, token, {
    onMessage: (message) => receive(view, message),
    onStatus: (status) => { view.status = status; draw(view); },
  });
  loadGames().then((games) => {
    view.games = games;
    if (view.dialog.open) showSummary(view);  // shown before the game's words came
    draw(view);
  }).catch(() => {});
  document.addEventListener("keydown", (event) => onKey(view, event));
  setInterval(() => tickClock(view), 1000);
  draw(view);
  return () => draw(view);
}

function receive(view, message) {
  useWordsOf(view);  // a refusal and a hand's summary are worded here, before draw
  if (message.type === "welcome") {
    view.me = message.seat;
    view.table = message.table;
    remember({ table: view.tableId, game: message.table?.game, seat: view.me,
      link: location.pathname + location.hash });
  } else if (message.type === "state") {
    const previous = view.state;
    view.state = message;
    view.choosing = null;
    view.clockAt = Date.now();
    view.root.dataset.event = message.event;
    announceHand(view, previous);
  } else if (message.type === "reaction") {
    const said = { seat: message.seat, reaction: message.reaction };
    view.reactions = [...view.reactions.slice(-2), said];
    setTimeout(() => { view.reactions = view.reactions.filter((r) => r !== said); draw(view); }, 5000);
  } else if (message.type === "error" && message.code === "elsewhere" && message.url) {
    const moved = new URL(message.url, location.href);
    moved.hash = location.hash;
    location.replace(moved.href);
  } else if (message.type === "error") {
    view.notice = t("ui.refused", { message: refusalText(view, message) });
  }
  draw(view);
}

// This seat's own action sent to the table: a refusal shown stays until then (the
// other seats' moves do not wipe it).
function send(view, what, ...args) {
  if (view.notice) {
    view.notice = "";
    draw(view);
  }
  view.connection[what](...args);
}

// A refusal in the game's words (the page's for the table's own refusals): its key
// and fields worded as a fact is, with the item's name; the server's English for a key
// neither has words for.
function refusalText(view, message) {
  const why = message.why;
  if (why && has(`refusal.${why.name}`)) {
    return factText("refusal", why, (seat) => seatName(view, seat));
  }
  return message.code === "illegal" && message.reason
    ? message.reason : message.message ?? message.code;
}

// Opens the summary of a hand that has just finished (not of those finished before
// this page joined).
function announceHand(view, previous) {
  const count = view.state.hands?.length ?? 0;
  if (previous && previous.match !== view.state.match) view.shownHands = 0;
  const fresh = view.shownHands !== null && count > view.shownHands;
  view.shownHands = count;
  const over = Boolean(view.state.winners);
  if (fresh || (over && !view.resultShown)) showSummary(view);
  view.resultShown = over;
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
  const name = (seat) => seatName(view, seat);
  if (!view.state) {
    replace(view.root, h("p", { class: "panel" }, view.notice || t("ui.connecting")));
    return;
  }
  const description = view.table?.description;  // the game under this table's options
  const ctx = { state: view.state, me: view.me, name, partners: partnersOf(view),
    items: description?.items, clockwise: description?.clockwise };
  const focused = document.activeElement?.dataset?.item;
  document.title = tabTitle(view);
  replace(view.root,
    header(view),
    banners(view),
    h("section", { class: "table" },
      seatsView(ctx),
      boardView(view.state.board, view.state.stages ?? [], name),
      prompt(view, name),
      declarations(view),
      mySeatView(ctx),
      handView(view),
      reactionsView(view, name)),
    result(view, name),
    h("details", { class: "panel", open: view.logOpen,
      ontoggle: (event) => { view.logOpen = event.target.open; } }, h("summary", {}, t("ui.log")),
      stagesView(view.state.stages ?? [], name)),
    h("section", { class: "panel" }, scoresView(view.state.hands ?? [], view.state.totals ?? [], name)),
    view.me == null ? null : h("p", { class: "muted" }, t("ui.keys")));
  if (focused) view.root.querySelector(`[data-item="${CSS.escape(focused)}"]`)?.focus();
}

// The game's title, how its match ends ("151-point match", "7-hand match") and the table id.
function header(view) {
  const game = gameOf(view);
  const goal = view.table?.description?.goal;
  return h("h2", {}, game ? gameTitle(game) : view.table?.game ?? "",
    goal ? h("span", { class: "badge goal" }, t(`goal.${goal.name}`, { value: goal.value })) : null,
    h("span", { class: "badge" }, view.tableId));
}

function banners(view) {
  const mine = view.me == null ? null : view.state.seats?.[view.me];
  return [
    view.status === "lost" ? h("p", { class: "panel error", role: "status" }, t("ui.reconnecting")) : null,
    view.me == null ? h("p", { class: "panel" }, t("ui.spectating")) : null,
    mine?.bot ? h("p", { class: "panel" }, t("ui.bot_has_seat"), " ",
      h("button", { class: "primary", onclick: () => send(view, "takeBack") }, t("ui.take_back"))) : null,
  ];
}

function clockLeft(view) {
  const clock = view.state.clock;
  return clock == null ? null : Math.max(0, Math.round(clock - (Date.now() - view.clockAt) / 1000));
}

function tickClock(view) {
  if (!view.state) return;
  const left = clockLeft(view);
  const el = view.root.querySelector(".clock");
  if (el && left != null) el.textContent = t("ui.clock", { n: left });
}

// Whether this seat is to act (a question or a play of its own waits).
function myTurn(view) {
  const board = view.state.board;
  return board.to_move != null && board.to_move === view.me && view.state.legal.length > 0;
}

// The tab's title: the game's, marked while this seat is to act, so that tables open in
// several tabs can be told apart and a turn is seen from another tab.
function tabTitle(view) {
  const game = gameOf(view);
  const title = `${game ? gameTitle(game) : view.table?.game ?? ""} · majlis`;
  return myTurn(view) && !view.state.winners ? `▶ ${title}` : title;
}

function prompt(view, name) {
  const board = view.state.board;
  const mine = myTurn(view);
  const words = view.state.winners ? t("ui.match_over")
    : mine && board.asked ? factText("asked", board.asked, name)
      : mine ? t("ui.your_turn")
        : board.to_move == null ? "" : t("ui.turn", { seat: name(board.to_move) });
  const left = clockLeft(view);
  return h("div", { class: "prompt", role: "status", "aria-live": "polite" },
    h("span", {}, words),
    left == null ? null : h("span", { class: "badge clock" }, t("ui.clock", { n: left })),
    view.notice ? h("div", { class: "error" }, view.notice) : null);
}

// A legal action in words: a special's word, or the item with what else the move says.
function actionLabel(entry) {
  if (entry.item == null) return t(`word.${entry.action}`);
  return t("ui.play", { item: itemLabel(entry.item) }) + flagsText(entry.flags);
}

// The special actions as buttons, each with a letter key; the choices for an item
// that can be played in more than one way.
function declarations(view) {
  const taken = new Set();
  const specials = view.state.legal.filter((entry) => entry.item == null).map((entry) => {
    const key = [...entry.action.toLowerCase()].find((c) => /[a-z]/.test(c) && !taken.has(c));
    if (key) taken.add(key);
    const hint = key && language() !== "ar" ? h("kbd", { dir: "ltr" }, key) : null;
    return h("button", { class: "primary", "data-action": entry.action, "data-key": key,
      title: key ? t("ui.key", { key: ltr(key) }) : null,
      onclick: () => send(view, "act", entry.action) },
    actionLabel(entry), hint);
  });
  const choices = (view.choosing ?? []).map((entry) => h("button",
    { "data-action": entry.action, onclick: () => send(view, "act", entry.action) }, actionLabel(entry)));
  return h("div", { class: "declarations" }, specials, choices);
}

function play(view, item) {
  const ways = view.state.legal.filter((entry) => entry.item === item);
  if (ways.length > 1) {
    view.choosing = ways;
    draw(view);
    view.root.querySelector(".declarations button[data-action]:not(.primary)")?.focus();
  } else {
    send(view, "act", ways.length ? ways[0].action : item);
  }
}

function handView(view) {
  const hand = view.state.board.hand ?? [];
  if (view.me == null) return null;
  const legal = new Set(view.state.legal.map((entry) => entry.item).filter(Boolean));
  const picked = new Set(view.state.board.chosen ?? []);  // cards chosen to pass so far
  return h("section", { class: "hand", "aria-label": t("ui.hand") }, hand.map((item) => h("button", {
    class: [legal.has(item) ? "legal" : null, picked.has(item) ? "picked" : null].filter(Boolean).join(" ") || null,
    "data-item": item, "aria-pressed": picked.size ? String(picked.has(item)) : null,
    "aria-disabled": legal.has(item) ? null : "true", onclick: () => play(view, item),
  }, labelled(item), picked.has(item) ? h("span", { class: "picked-label" }, t("ui.picked")) : null)));
}

function winnersLine(view, name) {
  const winners = view.state.winners;
  const names = listed(winners.map(name));
  return h("h3", { class: "winners" }, winners.length ? t("ui.winners", { names }) : t("ui.no_winner"));
}

// The quick reactions people send each other, and the buttons to send one.
function reactionsView(view, name) {
  const heard = view.reactions.map((r) => h("span", { class: "badge" },
    `${name(r.seat)}: ${t(`reaction.${r.reaction}`)}`));
  const buttons = view.me == null ? [] : REACTIONS.map((key) => h("button", { type: "button",
    class: "react", onclick: () => view.connection.react(key) }, t(`reaction.${key}`)));
  return h("div", { class: "reactions", "aria-live": "polite" }, heard, buttons);
}

function result(view, name) {
  if (!view.state.winners) return null;
  const asked = Boolean(view.state.seats?.[view.me]?.again);
  return h("section", { class: "panel result" }, winnersLine(view, name),
    view.me == null ? null : h("button", { class: "primary again", disabled: asked,
      onclick: () => send(view, "again") }, asked ? t("ui.waiting_again") : t("ui.play_again")), " ",
    h("a", { href: `/api/tables/${encodeURIComponent(view.tableId)}/record`,
      download: `majlis-${view.tableId}.json` }, t("ui.download")));
}

// The summary of the hand just finished (and the result after the last one), shown
// once over the table, which goes on underneath.
function showSummary(view) {
  const hands = view.state.hands ?? [];
  if (!hands.length) return;
  const name = (seat) => seatName(view, seat);
  replace(view.dialog,
    h("h3", {}, t("ui.hand_n", { n: hands.length })),
    handFactsView(hands[hands.length - 1].facts, name),
    partsView(hands[hands.length - 1], name),
    view.state.winners ? winnersLine(view, name) : null,
    h("form", { method: "dialog" }, h("button", { class: "primary", autofocus: true }, t("ui.continue"))),
    reviewOf(view, name));
  if (!view.dialog.open) view.dialog.showModal();
}

// The review from the summary: this seat's own play in the hand just over, or, once
// the match is over, every seat's in every hand.
function reviewOf(view, name) {
  const over = Boolean(view.state.winners);
  if (!over && view.me == null) return null;
  const hand = over ? null : view.state.hands.length - 1;
  return reviewButton(() => tableReview(view.tableId, view.token, hand), name);
}

function onKey(view, event) {
  if (!view.state || event.ctrlKey || event.metaKey || event.altKey) return;
  if (event.target.closest?.("input, select, textarea, dialog")) return;
  if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
    moveFocus(view, event.key === "ArrowRight" !== (document.dir === "rtl") ? 1 : -1);
    event.preventDefault();
    return;
  }
  // The letter as typed, or the key's place on a Latin keyboard (for an Arabic layout).
  const letter = /^Key[A-Z]$/.test(event.code) ? event.code.slice(3).toLowerCase() : event.key.toLowerCase();
  const button = view.root.querySelector(`.declarations [data-key="${CSS.escape(letter)}"]`);
  if (button) {
    button.click();
    event.preventDefault();
  }
}

function moveFocus(view, step) {
  const legal = [...view.root.querySelectorAll(".hand button.legal")];
  const cards = legal.length ? legal : [...view.root.querySelectorAll(".hand button")];
  if (!cards.length) return;
  const at = cards.indexOf(document.activeElement);
  const next = at < 0 ? 0 : (at + step + cards.length) % cards.length;
  cards[next].focus();
}
