// @ts-check
// What just happened at the table, as it happens: the item a seat played moves from
// its seat to where it lands on the board (with no motion where the reader's system
// asks for reduced motion), and the sounds of a card played, a trick taken and one's
// turn. Each is shown once, as the page draws the frame that brought it.

import { movesOf, takenTricks } from "./board.js";
import { sound } from "./sound.js";

const seen = new WeakMap();  // the table's root -> what its last drawing showed

function reducedMotion() {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

// After the table in `root` is drawn from `state` (`myTurn`: this seat is to act).
export function showWhatHappened(root, state, myTurn) {
  const moves = movesOf(state.stages);
  const now = { event: state.event, moves: moves.length,
    tricks: takenTricks(state.stages).length, myTurn };
  const before = seen.get(root);
  seen.set(root, now);
  if (!before || before.event === now.event) return;  // the page opening, or a redraw
  const newest = now.moves > before.moves ? moves.at(-1) : null;
  if (newest?.item != null) {
    fly(root, newest);
    sound("card");
  }
  if (now.tricks > before.tricks) sound("trick");
  if (myTurn && !before.myTurn) sound("turn");
}

// The item of `move`, on the board, moves there from its seat's box.
function fly(root, move) {
  const target = root.querySelector(`.board [data-item="${CSS.escape(move.item)}"]`);
  const from = root.querySelector(`.seat[data-seat="${move.seat}"]`);
  if (!target || !from || reducedMotion() || !target.animate) return;
  const a = from.getBoundingClientRect();
  const b = target.getBoundingClientRect();
  const dx = a.left + a.width / 2 - (b.left + b.width / 2);
  const dy = a.top + a.height / 2 - (b.top + b.height / 2);
  target.animate([
    { transform: `translate(${dx}px, ${dy}px) scale(0.6)`, opacity: 0.4 },
    { transform: "none", opacity: 1 },
  ], { duration: 380, easing: "cubic-bezier(0.2, 0.7, 0.3, 1)" });
  root.dataset.moved = String(Number(root.dataset.moved ?? 0) + 1);
}
