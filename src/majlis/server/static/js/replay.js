// @ts-check
// The record viewer: open a record file (or a record kept on this device by offline
// practice: `viewer.show`), have the server replay it (POST
// /api/replay) and step through it hand by hand and action by action (the table and
// every seat's hand before each action), as `majlis replay` shows it, in the
// words of the record's game (from /api/games). The lobby draws the file input's
// label, a button in the page's language (recordLabel).

import { api, loadGames } from "./api.js";
import { boardView, factText, labelled, partsView, scoresView, stagesView } from "./board.js";
import { h, replace } from "./dom.js";
import { recordReview, reviewButton } from "./review.js";
import { shuffleCheck } from "./shuffle.js";
import {
  choiceLabel, defaultName, gameTitle, has, isolated, itemLabel, listed, optionLabel, t,
  useGameWords, withLevel,
} from "./i18n.js";

// The viewer's element, and `redraw` to word what it shows in the page's language
// (the lobby keeps the viewer, with its record, across its redraws).
export function openRecordViewer() {
  const out = h("div", { class: "record-view", "aria-live": "polite" });
  const viewer = { render: () => null, redraw: () => replace(out, viewer.render()) };
  const shown = (render) => { viewer.render = render; viewer.redraw(); };
  const input = h("input", { type: "file", accept: ".json,application/json", id: "record-file",
    class: "visually-hidden", onchange: () => input.files[0] && load(input.files[0], shown) });
  viewer.element = h("div", {}, input, out);
  viewer.show = (record) => show(record, shown);
  return viewer;
}

// The file input's label, drawn as a button in the page's language over the input,
// which is not drawn (the browser's "Choose File" is in its own language) but keeps
// its place in the keyboard's order.
export function recordLabel() {
  return h("label", { for: "record-file", class: "file-pick" }, t("ui.open_record"));
}

// Where a record breaks a rule, in the page's words with the seats' names and the
// cards' faces: whose turn it was, or the game's refusal (its words, else the server's
// English reason).
function verifyError(error, name) {
  if (error?.hand == null) return t("ui.bad_record", { reason: error?.reason ?? String(error) });
  const why = error.why;
  const at = {
    hand: error.hand + 1, index: error.index == null ? "-" : error.index + 1,
    action: error.action == null ? "-" : actionWords(error.action),
    seat: error.seat == null ? "-" : name(error.seat),
  };
  if (why?.name === "turn") return t("ui.record_turn", { ...at, to_move: name(why.seat) });
  const reason = why && has(`refusal.${why.name}`) ? factText("refusal", why, name) : error.reason;
  return t("ui.record_error", { ...at, reason });
}

function alert(text) {
  return h("p", { class: "error", role: "alert" }, text);
}

// The record's game as the server lists it, for its words (a record of no game the
// server knows gets its id for a title and no words).
async function gameOf(id) {
  return (await loadGames().catch(() => [])).find((g) => g.id === id) ?? { id, title: id };
}

async function load(file, shown) {
  let record;
  try {
    record = JSON.parse(await file.text());
  } catch {
    shown(() => alert(t("ui.not_json")));  // not the parser's words, which say nothing here
    return;
  }
  await show(record, shown);
}

// A record (read from a file, or kept on this device by offline practice) replayed
// by the server and shown.
async function show(record, shown) {
  try {
    const answer = await api("/api/replay", record);
    const game = await gameOf(answer.game);
    const step = (index, at = 0) => shown(() => handView(record, answer, game, index, at, step));
    step(0);
  } catch (error) {
    const verdict = error.data?.ok === false ? error.data.error : null;
    const game = await gameOf(record?.game);
    shown(() => {
      useGameWords(game.words);
      return alert(verdict ? verifyError(verdict, seatNamer(record))
        : t("ui.bad_record", { reason: error.message }));
    });
  }
}

function seatNamer(record) {
  return (seat) => {
    const info = record.seats?.[seat];
    return info?.default_name ? defaultName(info.bot ? "bot" : "human", seat)
      : info?.name ? isolated(info.name) : t("ui.seat_n", { n: seat + 1 });
  };
}

function dealView(deal, name) {
  return h("div", { class: "deal" }, h("h4", {}, t("ui.deal")),
    (deal?.hands ?? []).map((items, seat) => h("div", { class: "deal-seat" },
      h("span", {}, t("ui.holds", { seat: name(seat) })), items.map(labelled))),
    Object.entries(deal ?? {}).filter(([key]) => key !== "hands").map(([key, items]) =>
      h("div", { class: "deal-seat" }, h("span", {}, t(`deal.${key}`)), items.map(labelled))));
}

// An action as the record writes it, in words: a special's word, else the item.
function actionWords(action) {
  return has(`word.${action}`) ? t(`word.${action}`) : itemLabel(action);
}

// The hand at one action: the buttons to step, what was just done, the table as
// anyone saw it, and every seat's hand then.
function stepView(hand, index, at, step, name) {
  const steps = hand.steps ?? [];
  if (!steps.length) return null;
  const last = steps.length - 1;
  const done = at > 0 ? steps[at - 1] : null;
  const go = (label, to, disabled) => h("button", { type: "button", class: "step", disabled,
    onclick: () => step(index, to) }, label);
  return h("section", { class: "steps", "aria-label": t("ui.actions") },
    h("p", {}, go(t("ui.first_action"), 0, at === 0), " ", go(t("ui.previous_action"), at - 1, at === 0),
      " ", h("span", { class: "badge step-at" }, t("ui.action_n", { n: at, of: last })), " ",
      go(t("ui.next_action"), at + 1, at === last), " ", go(t("ui.last_action"), last, at === last)),
    h("p", { class: "step-done" }, done ? `${name(done.seat)}: ${actionWords(done.action)}` : t("ui.nothing_played")),
    h("p", { class: "muted" }, t("ui.every_hand")),
    h("div", { class: "table" }, boardView(steps[at].board, [], name)),
    h("div", { class: "deal" }, steps[at].hands.map((items, seat) => h("div", { class: "deal-seat step-seat" },
      h("span", {}, t("ui.holds", { seat: name(seat) })), items.map(labelled)))));
}

function handView(record, answer, game, index, at, step) {
  useGameWords(game.words);
  const name = seatNamer(record);
  const hand = answer.hands[index];
  const options = Object.entries(answer.options ?? {}).map(([key, value]) =>
    `${optionLabel(key)}: ${choiceLabel(value)}`);
  return [
    h("p", { class: "options" }, h("b", {}, gameTitle(game)),
      ` · ${listed(options)}`),
    shuffleCheck(answer.commitment),
    h("h3", {}, t("ui.hand_n", { n: index + 1 }), " / ", answer.hands.length),
    h("p", {},
      h("button", { type: "button", disabled: index === 0, onclick: () => step(index - 1) }, t("ui.previous")), " ",
      h("button", { type: "button", disabled: index === answer.hands.length - 1,
        onclick: () => step(index + 1) }, t("ui.next"))),
    stepView(hand, index, at, step, name),
    dealView(record.hands?.[index]?.deal, name),
    stagesView(hand.stages ?? [], name),
    partsView({ scores: hand.scores, parts: hand.parts }, name),
    scoresView(answer.hands, answer.totals, name),
    reviewButton(() => recordReview(record), name, index),
    answer.winners?.length ? h("p", {}, h("b", {}, t("ui.winners",
      { n: answer.winners.length, names: listed(answer.winners.map((seat) =>
        withLevel(name(seat), record.seats?.[seat]?.bot))) }))) : null];
}
