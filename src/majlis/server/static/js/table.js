// @ts-check
// A table: one seat's (or a spectator's) live view, drawn from the server's state
// messages. Only legal actions are offered; anything else the player tries is sent
// and the game's refusal is shown.

import { loadGames } from "./api.js";
import {
  boardView, factText, finalBoardView, flagsText, handFactsView, labelled, leftView, mySeatView,
  partsView, playedHands, scoresView, seatsView, stagesView,
} from "./board.js";
import { connect } from "./connection.js";
import { h, replace } from "./dom.js";
import { showWhatHappened } from "./happened.js";
import {
  defaultName, gameTitle, has, isolated, itemLabel, language, listed, ltr, t, useGameWords,
} from "./i18n.js";
import { goalBadges, rulesButton } from "./rules.js";
import { reviewButton, tableReview } from "./review.js";
import { commitmentPanel } from "./shuffle.js";
import { remember } from "./store.js";
import {
  afterRefusal, afterState, chosenItems, confirmPicks, myTurn, setPicks, togglePick, toChoose,
} from "./turn.js";

const REACTIONS = ["hello", "well_played", "oops", "thanks", "hurry", "good_game"];
const WHOLE_SEAT = 32;  // the length of a seat's part of a link (`#seat=...`), as the server makes it

export function openTable(root, tableId, token) {
  const view = {
    tableId, token, root, me: null, table: null, state: null,
    status: "connecting", notice: "", choosing: null, shownHands: null, clockAt: 0, reactions: [],
    picks: [], sending: null, inFlight: null, autoplay: null,
    // a link with more after its "#" than a whole seat ("#se", "#seat=") was cut off
    cutOff: Boolean(location.hash.slice(1)) && !token, deadEnd: false,
    dialog: document.body.appendChild(h("dialog", { class: "summary" })),
  };
  setPicks(view, []);
  join(view, token);
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

function join(view, token) {
  view.connection = connect(view.tableId, token, {
    onMessage: (message) => receive(view, message),
    onStatus: (status) => { view.status = status; draw(view); },
  });
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
    remember({ table: view.tableId, game: message.table?.game, seat: view.me,
      link: location.pathname + location.hash });
  } else if (message.type === "state") {
    const previous = view.state;
    view.state = message;
    view.choosing = null;
    view.clockAt = Date.now();
    view.root.dataset.event = message.event;
    announceHand(view, previous);
    afterState(view, send);
  } else if (message.type === "hint") {
    view.hint = message;
  } else if (message.type === "reaction") {
    const said = { seat: message.seat, reaction: message.reaction };
    view.reactions = [...view.reactions.slice(-2), said];
    setTimeout(() => { view.reactions = view.reactions.filter((r) => r !== said); draw(view); }, 5000);
  } else if (message.type === "error" && message.code === "bad_token" && !view.state && view.token) {
    refusedSeat(view);
  } else if (message.type === "error") {
    afterRefusal(view, message.act);
    view.notice = t("ui.refused", { message: refusalText(view, message) });
  }
  draw(view);
}

// This seat's own action sent to the table: a refusal shown stays until then (the
// other seats' moves do not wipe it).
function send(view, what, ...args) {
  clearTimeout(view.autoplay?.timer);
  view.autoplay = null;
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
  const count = playedHands(view.state.hands).length;
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
  if (view.deadEnd) {
    replace(view.root, deadEndView(view));
    return;
  }
  if (!view.state) {
    replace(view.root, h("p", { class: "panel" }, view.notice || t("ui.connecting")));
    return;
  }
  const description = view.table?.description;  // the game under this table's options
  const ctx = { state: view.state, me: view.me, name, partners: partnersOf(view),
    items: description?.items, clockwise: description?.clockwise, reactions: view.reactions };
  const focused = /** @type {HTMLElement | null} */ (document.activeElement)?.dataset?.item;
  document.title = tabTitle(view);
  replace(view.root,
    header(view),
    banners(view),
    h("section", { class: "table" },
      seatsView(ctx),
      boardView(view.state.board, view.state.stages ?? [], name),
      h("div", { class: "dock" }, prompt(view, name), declarations(view), mySeatView(ctx),
        handView(view)),
      reactionsView(view)),
    result(view, name),
    h("details", { class: "panel", open: view.logOpen,
      ontoggle: (event) => { view.logOpen = event.target.open; } }, h("summary", {}, t("ui.log")),
      stagesView(view.state.stages ?? [], name)),
    h("section", { class: "panel" }, scoresView(view.state.hands ?? [], view.state.totals ?? [], name)),
    commitmentPanel(view.state.commitment, view.shuffleOpen, (open) => { view.shuffleOpen = open; }),
    view.me == null ? null : h("p", { class: "muted" }, t("ui.keys")));
  if (focused) view.root.querySelector(`[data-item="${CSS.escape(focused)}"]`)?.focus();
  showWhatHappened(view.root, view.state, myTurn(view));
}

// The game's title, how its match ends and who wins ("151-point match", "lowest total
// wins"), the table id, and the button that opens the rules with this table's options.
function header(view) {
  const game = gameOf(view);
  return h("div", { class: "table-head" },
    h("h2", {}, game ? gameTitle(game) : view.table?.game ?? "",
      goalBadges(view.table?.description), h("span", { class: "badge" }, view.tableId)),
    game ? rulesButton(game, view.table?.description) : null);
}

function banners(view) {
  const mine = view.me == null ? null : view.state.seats?.[view.me];
  return [
    view.status === "lost" ? h("p", { class: "panel error", role: "status" }, t("ui.reconnecting")) : null,
    view.me == null ? h("p", { class: "panel", role: "status" },
      view.cutOff ? t("ui.cut_off") : t("ui.spectating")) : null,
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
  // a question that counts what is still to choose counts the choice held here too
  const said = board.asked?.value === board.to_choose && toChoose(view)
    ? { value: board.to_choose - view.picks.length } : {};
  const words = view.state.winners ? t("ui.match_over")
    : mine && board.asked ? factText("asked", board.asked, name, said)
      : mine ? t("ui.your_turn")
        : board.to_move == null ? "" : t("ui.turn", { seat: name(board.to_move) });
  const left = clockLeft(view);
  const choosing = toChoose(view);
  return h("div", { class: "prompt", role: "status", "aria-live": "polite" },
    h("span", {}, words),
    choosing ? h("div", { class: "chosen-count" },
      t("ui.chosen", { n: view.picks.length, of: choosing }), " ", t("ui.change_mind")) : null,
    left == null ? null : h("span", { class: "badge clock" }, t("ui.clock", { n: left })),
    mine && view.table?.hints ? h("button", { class: "hint", title: t("ui.key", { key: ltr("h") }),
      onclick: () => send(view, "hint") }, t("ui.hint")) : null,
    view.notice ? h("div", { class: "error" }, view.notice) : null);
}

// A legal action in words: a special's word, or the item with what else the move
// says; " · playing…" while it waits to play itself.
function actionLabel(view, entry) {
  const said = entry.item == null ? t(`word.${entry.action}`)
    : t("ui.play", { item: itemLabel(entry.item) }) + flagsText(entry.flags);
  return view.autoplay?.entry === entry ? `${said} · ${t("ui.autoplay")}` : said;
}

// The special actions as buttons, each with a letter key; the choices for an item
// that can be played in more than one way.
function declarations(view) {
  const taken = new Set();
  const specials = view.state.legal.filter((entry) => entry.item == null).map((entry) => {
    const key = [...entry.action.toLowerCase()].find((c) => /[a-z]/.test(c) && !taken.has(c));
    if (key) taken.add(key);
    const hint = key && language() !== "ar" ? h("kbd", { dir: "ltr" }, key) : null;
    return h("button", { class: hinted(view) === entry.action ? "primary hinted" : "primary",
      "data-action": entry.action, "data-key": key,
      title: key ? t("ui.key", { key: ltr(key) }) : null,
      onclick: () => send(view, "act", entry.action) },
    actionLabel(view, entry), hint);
  });
  const choices = (view.choosing ?? []).map((entry) => h("button",
    { "data-action": entry.action, onclick: () => send(view, "act", entry.action) }, actionLabel(view, entry)));
  return h("div", { class: "declarations" }, specials, choices, confirmButton(view));
}

// Sends the items chosen, once as many as asked for are.
function confirmButton(view) {
  const wanted = toChoose(view);
  if (!wanted || view.picks.length !== wanted) return null;
  return h("button", { class: "primary confirm", onclick: () => { confirmPicks(view, send); draw(view); } },
    t("ui.confirm"));
}

// The action the search bot suggested for this seat's move now, if it asked.
function hinted(view) {
  const hint = view.hint;
  return hint && hint.event === view.state.event && hint.match === view.state.match ? hint.action : null;
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

// The items a click does something with: in a choice held here, those that can be
// chosen (none more once it is full) and those chosen here, to put back.
function clickable(view) {
  const legal = new Set(view.state.legal.map((entry) => entry.item).filter(Boolean));
  if (!toChoose(view)) return legal;
  const full = view.picks.length >= toChoose(view);
  return new Set([...view.picks, ...(full ? [] : [...legal].filter((i) => !view.picks.includes(i)))]);
}

function handView(view) {
  const hand = view.state.board.hand ?? [];
  if (view.me == null) return null;
  const legal = clickable(view);
  const picked = chosenItems(view);  // chosen to pass so far
  const auto = view.autoplay?.entry.item;
  const hint = view.state.legal.find((entry) => entry.action === hinted(view))?.item;
  const label = (item) => item === auto ? t("ui.autoplay") : picked.has(item) ? t("ui.picked") : null;
  return h("section", { class: "hand", "aria-label": t("ui.hand") }, hand.map((item) => h("button", {
    class: [legal.has(item) ? "legal" : null, picked.has(item) ? "picked" : null,
      item === auto ? "autoplay" : null,
      item === hint ? "hinted" : null].filter(Boolean).join(" ") || null,
    "data-item": item, "aria-pressed": picked.size || toChoose(view) ? String(picked.has(item)) : null,
    "aria-disabled": legal.has(item) ? null : "true",
    onclick: () => (toChoose(view) ? choose(view, item) : play(view, item)),
  }, labelled(item), label(item) ? h("span", { class: "picked-label" }, label(item)) : null)));
}

function choose(view, item) {
  if (!clickable(view).has(item)) return;
  togglePick(view, item);
  draw(view);
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

function winnersLine(view, name) {
  const winners = view.state.winners;
  const names = listed(winners.map(name));
  return h("h3", { class: "winners" }, winners.length ? t("ui.winners", { names }) : t("ui.no_winner"));
}

// The buttons to send the quick reactions people send each other (shown as bubbles at
// the sender's seat).
function reactionsView(view) {
  if (view.me == null) return null;
  return h("div", { class: "reactions" }, REACTIONS.map((key) => h("button", { type: "button",
    class: "react", onclick: () => view.connection.react(key) }, t(`reaction.${key}`))));
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
  const hands = playedHands(view.state.hands);
  if (!hands.length) return;
  const name = (seat) => seatName(view, seat);
  const hand = hands[hands.length - 1];
  replace(view.dialog,
    h("h3", {}, t("ui.hand_n", { n: hands.length })),
    handFactsView(hand.facts, name),
    finalBoardView(hand.board, name),
    leftView(hand.left, name),
    partsView(hand, name),
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
  const button = view.root.querySelector(`.declarations [data-key="${CSS.escape(letter)}"]`)
    ?? (letter === "h" ? view.root.querySelector(".prompt button.hint") : null);
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
