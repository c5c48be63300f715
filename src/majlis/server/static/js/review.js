// @ts-check
// The review of play (docs/analysis.md): each decision led by a sentence in the game's
// terms (what the best move did that the one played did not, and the other way round,
// as the game says it; else what the values show), its move, the best move, what it
// lost and its mark behind a "details" fold, and the table as the seat saw it then
// with both moves marked;
// each seat's figures and luck. The server works a review out (GET
// /api/tables/{id}/review, POST /api/analyze) and keeps it; this draws it, in the page's
// language, behind a button that asks for it.

import { api } from "./api.js";
import { boardView, factText, labelled } from "./board.js";
import { h, replace } from "./dom.js";
import { botLabel, has, itemLabel, listed, t } from "./i18n.js";

const MARKS = ["inaccuracy", "mistake", "blunder"];

// A table's review: hand `hand` (0-based) of this seat's own play while the match is in
// play; the whole match once it is over (`hand` null).
export async function tableReview(tableId, token, hand) {
  const query = hand == null ? "" : `?hand=${hand}`;
  const response = await fetch(`/api/tables/${encodeURIComponent(tableId)}/review${query}`,
    { headers: token ? { "x-majlis-token": token } : {} });
  const data = await response.json().catch(() => null);
  if (!response.ok) throw new Error(data?.message ?? `${response.status} ${response.statusText}`);
  return data;
}

// A record's review, for the record viewer.
export function recordReview(record) {
  return api("/api/analyze", record);
}

// A button that asks for `load()`'s review and draws it below itself: hand `hand` of
// it (every hand if null), then the seats' figures and luck.
export function reviewButton(load, name, hand = null) {
  const out = h("div", { "aria-live": "polite" });
  const button = h("button", { type: "button", onclick: async () => {
    button.disabled = true;
    replace(out, h("p", {}, t("ui.reviewing")));
    try {
      replace(out, reviewView(await load(), name, hand));
    } catch (error) {
      replace(out, h("p", { class: "error", role: "alert" },
        t("ui.review_failed", { reason: error.message })));
      button.disabled = false;
    }
  } }, t("ui.review"));
  return h("div", { class: "review" }, button, out);
}

function reviewView(doc, name, hand) {
  const places = decimals(doc);
  const hands = hand == null ? doc.hands : doc.hands.filter((x) => x.number === hand);
  const decisions = hands.flatMap((x) => x.decisions);
  return [
    h("p", { class: "review-note" }, t("ui.review_values")),
    decisions.length
      ? h("ol", { class: "review-decisions" }, decisions.map((d) => decisionView(d, name, places)))
      : h("p", {}, t("ui.review_no_choice")),
    h("ul", { class: "review-seats" },
      (hand == null ? doc.seats : hands.flatMap((x) => x.seats)).map((s) => seatView(s, name, places))),
    luckView(hand == null ? doc.luck : hands[0]?.luck, name, places)];
}

// Two decimals below the game's inaccuracy threshold, as `majlis analyze` shows them.
function decimals(doc) {
  const low = doc.thresholds?.inaccuracy;
  return low ? Math.max(1, 2 - Math.floor(Math.log10(low))) : 2;
}

function number(value, places, signed = true) {
  const text = value.toFixed(places);
  return signed && value >= 0 ? `+${text}` : text;
}

function actionLabel(text) {
  return has(`word.${text}`) ? t(`word.${text}`) : itemLabel(text);
}

// A value with its standard error ("+3.50 ± 0.20"), or "≈+3.50" for an estimate (no error).
function worth(value, places) {
  return value.se == null ? `≈${number(value.value, places)}`
    : `${number(value.value, places)} ± ${number(value.se, places, false)}`;
}

// The sentence a decision leads with: what each of the best move and the one played
// did that the other did not, as the game words it (`why`); where the game says
// nothing, what the values show. An estimate is said as such.
function lesson(decision, name, places) {
  const said = (move) => (decision.why?.[move] ?? []).map((fact) =>
    factText("why", fact, name, { item: fact.item == null ? "" : itemLabel(fact.item) }));
  const parts = ["best", "played"].filter((move) => said(move).length).map((move) =>
    t("ui.review_why", { action: actionLabel(decision[move]), reasons: said(move).join(t("ui.review_and")) }));
  const args = { best: actionLabel(decision.best), played: actionLabel(decision.played),
    loss: number(decision.loss, places, false) };
  const estimate = decision.judged === "estimate";
  const figures = Number(args.loss) === 0 ? "ui.review_lead_even"
    : estimate ? "ui.review_lead_about" : "ui.review_lead_better";
  const lead = decision.best === decision.played ? t("ui.review_lead_best", args)
    : parts.length ? parts.join(t("ui.review_then")) : t(figures, args);
  return `${lead}${estimate ? t("ui.review_by_estimate") : ""}.`;
}

function decisionView(decision, name, places) {
  const value = (text) => decision.values.find((v) => v.text === text);
  const estimate = decision.judged === "estimate";
  const hindsight = decision.hindsight;
  return h("li", { class: decision.mark ? `review-${decision.mark}` : estimate ? "review-estimate" : null },
    h("p", { class: "review-why" }, lesson(decision, name, places)),
    h("details", { class: "review-details" }, h("summary", {}, t("ui.review_details")),
        t("ui.review_decision", {
        seat: name(decision.seat), n: decision.index + 1,
        played: actionLabel(decision.played), value: worth(value(decision.played), places),
        best: actionLabel(decision.best), best_value: worth(value(decision.best), places),
        loss: `${estimate ? "≈" : ""}${number(decision.loss, places, false)}`,
      }),
      decision.mark ? h("b", {}, " ", t(`ui.mark.${decision.mark}`)) : null,
      estimate ? h("i", {}, " (", t("ui.review_estimate"), ")") : null,
      hindsight ? h("div", { class: "review-hindsight" },
        t("ui.review_hindsight", { best: actionLabel(hindsight.best) })) : null),
    boardAt(decision, name));
}

// The table as the decision's seat saw it then (the server's board from its view), drawn
// when opened: a marked decision's is open at once.
function boardAt(decision, name) {
  if (!decision.board) return null;
  const body = h("div", { class: "review-then" });
  const draw = () => body.firstChild || replace(body, thenView(decision, name));
  const details = h("details", { class: "review-board", open: Boolean(decision.mark),
    ontoggle: () => details.open && draw() }, h("summary", {}, t("ui.review_board")), body);
  if (decision.mark) draw();
  return details;
}

// The board, then the seat's hand with the item it played and the better one marked
// (a move that plays no item is said in the decision's line alone).
function thenView(decision, name) {
  const better = decision.best_item !== decision.played_item ? decision.best_item : null;
  const item = (text) => {
    const drawn = labelled(text);
    if (text === decision.played_item) drawn.classList.add("review-played");
    if (text === better) drawn.classList.add("review-best");
    return drawn;
  };
  return [
    boardView(decision.board, [], name),
    h("div", { class: "fan review-hand", "aria-label": t("ui.holds", { seat: name(decision.seat) }) },
      (decision.board.hand ?? []).map(item)),
    h("p", { class: "review-key" },
      decision.played_item ? h("span", { class: "review-played-key" },
        t("ui.review_played", { item: actionLabel(decision.played) })) : null, " ",
      better ? h("span", { class: "review-best-key" },
        t("ui.review_better", { item: actionLabel(decision.best) })) : null)];
}

function seatView(seat, name, places) {
  const marks = listed(MARKS.map((mark) => `${t(`ui.mark.${mark}`)} ${seat.marks[mark]}`));
  return h("li", {}, t("ui.review_seat", {
    seat: name(seat.seat), decisions: seat.decisions, forced: seat.forced,
    loss: seat.mean_loss == null ? "-" : number(seat.mean_loss, places, false), marks,
  }), seat.estimated ? ` · ${t("ui.review_estimated", { n: seat.estimated })}` : null,
  seat.plays_like ? ` · ${t("ui.review_level", { bot: botLabel(seat.plays_like), rating: seat.rating })}` : null);
}

function luckView(luck, name, places) {
  if (!luck) return null;
  return h("ul", { class: "review-luck" }, luck.map((x) => h("li", {}, t("ui.review_luck", {
    seat: name(x.seat), luck: number(x.luck, places), result: number(x.result, places),
    adjusted: number(x.adjusted, places),
  }))));
}
