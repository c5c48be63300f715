// @ts-check
// A seat's turn beyond the legal actions on offer: a choice of several items (Bint
// Al-Sbeet's cards to pass) held on the page until the player confirms it, and a
// move the game says may play itself (`board.forced_public`: the only legal one, and
// its being forced tells nobody more than the move) played after a visible pause.
// Nothing here knows a game: the board says how many items are still to choose
// (`to_choose`) and which answers may play themselves.

const AUTOPLAY_MS = 800;

// Whether this seat is to act (a question or a play of its own waits).
export function myTurn(view) {
  const board = view.state.board;
  return board.to_move != null && board.to_move === view.me && view.state.legal.length > 0;
}

// How many items this seat is still to choose, one action each, in a choice the page
// holds until it is confirmed; 0 outside such a choice or while it is being sent.
export function toChoose(view) {
  if (!myTurn(view) || view.sending) return 0;
  return view.state.board.to_choose ?? 0;
}

// The items drawn as chosen: those the table has, then those held here or on their way.
export function chosenItems(view) {
  const sent = view.inFlight == null ? [] : [view.inFlight];
  return new Set([...(view.state.board.chosen ?? []), ...view.picks, ...sent, ...(view.sending ?? [])]);
}

// Chooses `item`, or puts it back if it was chosen here; a full choice takes no more.
export function togglePick(view, item) {
  if (view.picks.includes(item)) setPicks(view, view.picks.filter((p) => p !== item));
  else if (view.picks.length < toChoose(view)) setPicks(view, [...view.picks, item]);
}

// The choice held here, also on the root element (`data-picks`) for whoever waits on it.
export function setPicks(view, picks) {
  view.picks = picks;
  view.root.dataset.picks = picks.join(" ");
}

// Sends the choice, one action at a time, each after the table took the one before.
export function confirmPicks(view, send) {
  view.sending = view.picks;
  setPicks(view, []);
  sendNext(view, send);
}

function sendNext(view, send) {
  const [item, ...rest] = view.sending;
  const entry = view.state.legal.find((e) => e.item === item);
  view.sending = rest;  // empty once the last is on its way
  view.inFlight = item;
  send(view, "act", entry ? entry.action : item);
}

// After a state from the table: the next item of a choice being sent, the choice
// forgotten once it has closed, and a move that may play itself planned.
export function afterState(view, send) {
  const choosing = myTurn(view) && (view.state.board.to_choose ?? 0) > 0;
  if (view.sending?.length && choosing) sendNext(view, send);
  else if (choosing && !view.sending) {  // only what may still be chosen (another tab chose too)
    const open = new Set(view.state.legal.map((entry) => entry.item));
    setPicks(view, view.picks.filter((item) => open.has(item)).slice(0, view.state.board.to_choose));
  } else if (!choosing) {
    view.sending = null;
    view.inFlight = null;
    setPicks(view, []);
  }
  planAutoplay(view, send);
}

// A refusal of this seat's action: a choice being sent stops, and what was not taken
// goes back to the player's hands to change or confirm again. A refusal that names
// another of its messages (a reaction, a hint) leaves the choice be.
export function afterRefusal(view, refused) {
  if (view.inFlight == null || (refused && refused.type !== "act")) return;
  const taken = new Set(view.state?.board.chosen ?? []);
  setPicks(view, [view.inFlight, ...(view.sending ?? [])].filter((item) => !taken.has(item)));
  view.sending = null;
  view.inFlight = null;
}

// The move that will play itself, shown while it waits (null when none will).
function planAutoplay(view, send) {
  clearTimeout(view.autoplay?.timer);
  view.autoplay = null;
  const { board, legal, event } = view.state;
  const standIn = view.state.seats?.[view.me]?.bot;
  if (!myTurn(view) || !board.forced_public || legal.length !== 1 || standIn) return;
  const timer = setTimeout(() => {
    if (view.state.event === event && view.autoplay?.timer === timer) send(view, "act", legal[0].action);
  }, AUTOPLAY_MS);
  view.autoplay = { entry: legal[0], timer };
}
