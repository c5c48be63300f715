// @ts-check
// The end of a hand and of a match at a table: the summary of the hand just finished
// (and the result after the last one, else who leads the match after it), shown once
// in a dialog over the table, which goes on underneath; the result panel under the
// table with the winners, Play again and the record to download. `name` words a seat.

import { finalBoardView, handFactsView, leftView, partsView, playedHands } from "./board.js";
import { send } from "./controls.js";
import { h, replace } from "./dom.js";
import { listed, t, withLevel } from "./i18n.js";
import { reviewButton, tableReview } from "./review.js";

// Opens the summary of a hand that has just finished (not of those finished before
// this page joined).
export function announceHand(view, previous, name) {
  const count = playedHands(view.state.hands).length;
  if (previous && previous.match !== view.state.match) view.shownHands = 0;
  const fresh = view.shownHands !== null && count > view.shownHands;
  view.shownHands = count;
  const over = Boolean(view.state.winners);
  if (fresh || (over && !view.resultShown)) showSummary(view, name);
  view.resultShown = over;
}

// A seat's name in the match's results, a bot's with its level: "Salem (Hard bot)".
function resultName(view, name) {
  return (seat) => {
    const info = view.state.seats?.[seat];
    return withLevel(name(seat), info?.kind === "bot" ? info.bot ?? info.level : null);
  };
}

function winnersLine(view, name) {
  const winners = view.state.winners;
  const names = listed(winners.map(resultName(view, name)));
  return h("h3", { class: "winners" }, winners.length ? t("ui.winners", { n: winners.length, names }) : t("ui.no_winner"));
}

// The match's result, drawn in the dock at the bottom of the window (where the hand
// was), so that the winners, Play again and the record are on screen without scrolling.
export function resultPanel(view, name) {
  if (!view.state.winners) return null;
  const asked = Boolean(view.state.seats?.[view.me]?.again);
  return h("section", { class: "panel result" }, winnersLine(view, name),
    view.me == null ? null : h("button", { class: "primary again", disabled: asked,
      onclick: () => send(view, "again") }, asked ? t("ui.waiting_again") : t("ui.play_again")), " ",
    h("a", { href: `/api/tables/${encodeURIComponent(view.tableId)}/record`,
      download: `majlis-${view.tableId}.json` }, t("ui.download")));
}

// The summary of the last hand finished in `view.dialog`, opened if it is not.
export function showSummary(view, name) {
  const hands = playedHands(view.state.hands);
  if (!hands.length) return;
  const hand = hands[hands.length - 1];
  replace(view.dialog,  // opened at its heading (focused, read first), not scrolled to Continue
    h("h3", { tabindex: -1, autofocus: true }, t("ui.hand_n", { n: hands.length })),
    handFactsView(hand.facts, name),
    finalBoardView(hand.board, name),
    leftView(hand.left, name),
    partsView(hand, name),
    view.state.winners ? winnersLine(view, name) : standingsLine(view, name),
    h("div", { class: "summary-actions" },
      h("form", { method: "dialog" }, h("button", { class: "primary" }, t("ui.continue"))),
      reviewOf(view, name)));
  if (!view.dialog.open) view.dialog.showModal();
  view.dialog.scrollTop = 0;
}

// Who leads the match after this hand, by the game's own measure (its description
// says whether the lowest or the highest total wins), or that every seat is level.
function standingsLine(view, name) {
  const totals = view.state.totals ?? [];
  if (!totals.length) return null;
  const lower = Boolean(view.table?.description?.lower_is_better);
  const best = lower ? Math.min(...totals) : Math.max(...totals);
  const leaders = totals.flatMap((total, seat) => (total === best ? [seat] : []));
  const rule = t(lower ? "goal.lowest_wins" : "goal.highest_wins");
  return h("p", { class: "standings" }, leaders.length === totals.length
    ? t("ui.all_level", { total: best, rule })
    : t("ui.leading", { n: leaders.length, names: listed(leaders.map(resultName(view, name))),
      total: best, rule }));
}

// The review from the summary: this seat's own play in the hand just over, or, once
// the match is over, every seat's in every hand.
function reviewOf(view, name) {
  const over = Boolean(view.state.winners);
  if (!over && view.me == null) return null;
  const hand = over ? null : view.state.hands.length - 1;
  return reviewButton(() => tableReview(view.tableId, view.token, hand), name);
}
