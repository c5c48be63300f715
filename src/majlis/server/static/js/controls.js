// @ts-check
// What a seat does at its table: the prompt (whose turn, the question asked, the turn
// clock, the hint), the special actions as buttons with a letter key each, the hand
// to play from (a choice of several items held until confirmed), the quick reactions
// and the keyboard. Every action goes through `send`; the table redraws through
// `view.redraw`.

import { factText, flagsText, labelled, secondsLeft } from "./board.js";
import { h } from "./dom.js";
import { factKey, has, itemLabel, language, ltr, t } from "./i18n.js";
import { chosenItems, confirmPicks, myTurn, togglePick, toChoose } from "./turn.js";

const REACTIONS = ["hello", "well_played", "oops", "thanks", "hurry", "good_game"];

// This seat's own action sent to the table: a refusal shown stays until then (the
// other seats' moves do not wipe it).
export function send(view, what, ...args) {
  clearTimeout(view.autoplay?.timer);
  view.autoplay = null;
  if (view.notice) {
    view.notice = "";
    view.redraw();
  }
  view.connection[what](...args);
}

export function clockLeft(view) {
  return secondsLeft(view.state.clock, view.clockAt);
}

export function prompt(view, name) {
  const board = view.state.board;
  const mine = myTurn(view);
  // a question that counts what is still to choose counts the choice held here too
  // (and the page then says no count of its own: the count once)
  const said = board.asked?.value === board.to_choose && toChoose(view)
    ? { value: board.to_choose - view.picks.length } : {};
  const words = view.state.winners ? t("ui.match_over")
    : mine && board.asked && said.value === 0 ? confirmWords(board.asked, name)
    : mine && board.asked ? factText("asked", board.asked, name, said)
      : mine ? t("ui.your_turn")
        : board.to_move == null ? "" : t("ui.turn", { seat: name(board.to_move) });
  const left = clockLeft(view);
  const choosing = toChoose(view);
  return h("div", { class: "prompt", role: "status", "aria-live": "polite" },
    h("span", {}, words),
    choosing ? h("div", { class: "chosen-count" },
      said.value == null ? [t("ui.chosen", { n: view.picks.length, of: choosing }), " "] : null,
      t("ui.change_mind")) : null,
    left == null ? null : h("span", { class: "badge clock" }, t("ui.clock", { n: left })),
    hintable(view) ? h("button", { class: "hint", title: t("ui.key", { key: ltr("h") }),
      onclick: () => send(view, "hint") }, t("ui.hint")) : null,
    view.notice ? h("div", { class: "error" }, view.notice) : null);
}

// Whether this seat may ask for a hint now: at a table that gives them, on its turn,
// with more than one move to choose from (a move with no other, which may be playing
// itself, needs none, and asking must not stop it).
function hintable(view) {
  return myTurn(view) && Boolean(view.table?.hints) && view.state.legal.length > 1;
}

// The question once its whole choice is held here, only Confirm left to press: the
// game's words for it (`confirm.NAME`, its count left out: "Press Confirm to pass these
// cards to Salem."), else the page's; not the question with "0 to go".
function confirmWords(asked, name) {
  const done = { ...asked, value: null };
  return has(factKey("confirm", done)) ? factText("confirm", done, name) : t("ui.confirm_prompt");
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
export function declarations(view) {
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
  return h("button", { class: "primary confirm", onclick: () => { confirmPicks(view, send); view.redraw(); } },
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
    view.redraw();
    view.root.querySelector(".declarations button[data-action]:not(.primary)")?.focus();
  } else {
    send(view, "act", ways.length ? ways[0].action : item);
  }
}

// The items a click does something with: in a choice held here, those that can be
// chosen (none more once it is full) and those chosen here, to put back; none while a
// confirmed choice is on its way (a click then would send a move of its own among it).
function clickable(view) {
  if (view.sending) return new Set();
  const legal = new Set(view.state.legal.map((entry) => entry.item).filter(Boolean));
  if (!toChoose(view)) return legal;
  const full = view.picks.length >= toChoose(view);
  return new Set([...view.picks, ...(full ? [] : [...legal].filter((i) => !view.picks.includes(i)))]);
}

export function handView(view) {
  const hand = view.state.board.hand ?? [];
  if (view.me == null) return null;
  const legal = clickable(view);
  const picked = chosenItems(view);  // chosen to pass so far
  const auto = view.autoplay?.entry.item;
  const hint = view.state.legal.find((entry) => entry.action === hinted(view))?.item;
  const label = (item) => item === auto ? t("ui.autoplay") : picked.has(item) ? t("ui.picked") : null;
  return h("section", { class: "hand", "aria-label": t("ui.hand") }, hand.map((item, i) => h("button", {
    class: [legal.has(item) ? "legal" : null, picked.has(item) ? "picked" : null,
      item === auto ? "autoplay" : null,
      item === hint ? "hinted" : null].filter(Boolean).join(" ") || null,
    "data-item": item, style: `--dealt: ${i}`, "aria-pressed": picked.size || toChoose(view) ? String(picked.has(item)) : null,
    "aria-disabled": legal.has(item) ? null : "true",
    onclick: () => (toChoose(view) ? choose(view, item) : play(view, item)),
  }, labelled(item, null, true), label(item) ? h("span", { class: "picked-label" }, label(item)) : null)));
}

function choose(view, item) {
  if (!clickable(view).has(item)) return;
  togglePick(view, item);
  view.redraw();
}

// The buttons to send the quick reactions people send each other (shown as bubbles at
// the sender's seat).
export function reactionsView(view) {
  if (view.me == null) return null;
  return h("div", { class: "reactions" }, REACTIONS.map((key) => h("button", { type: "button",
    class: "react", onclick: () => view.connection.react(key) }, t(`reaction.${key}`))));
}

export function onKey(view, event) {
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
