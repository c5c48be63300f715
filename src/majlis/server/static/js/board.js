// @ts-check
// Drawing a table from the game's own description of it: the board, the stages of
// the hand, the score parts. Nothing here knows a rule; words come as keys.

import { h } from "./dom.js";
import { botLabel, factKey, has, itemLabel, itemName, partText, suitName, t } from "./i18n.js";
import { parseItem, rankLabel } from "./items.js";
import { cardBack, itemSvg, suitIcon, tileBack, tileSvg } from "./svg.js";

// An item drawn and named; `mark` (from `playMarks`) says whether a seat just played it;
// a domino `upright` stands as in a hand.
export function labelled(text, mark = null, upright = false) {
  const svg = itemSvg(text, upright);
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-label", itemName(text));
  svg.setAttribute("data-item", text);
  if (mark) svg.classList.add("played", ...(mark === "newest" ? ["newest"] : []));
  return svg;
}

function valueWords(value) {
  return typeof value === "string" && has(`choice.${value}`) ? t(`choice.${value}`) : value;
}

// A fact or an asked question as words (its fields as `said` words them, if it does).
export function factText(prefix, fact, name, said = {}) {
  return t(factKey(prefix, fact), {
    seat: fact.seat == null ? "" : name(fact.seat),
    item: fact.item == null ? "" : itemName(fact.item),
    value: valueWords(fact.value),
    suit: Number.isInteger(fact.value) ? suitName(fact.value) : "",
    ...said,
  });
}

// The facts about one seat as sentences naming it, the items of same-named facts
// together ("Noura took Q♠ 2♥"); one whose words do not name the seat is put after
// its name ("Noura: ...").
function seatFacts(facts, seat, name) {
  const groups = new Map();
  for (const fact of facts.filter((f) => f.seat === seat)) {
    const group = groups.get(fact.name) ?? { ...fact, items: [] };
    if (fact.item != null) group.items.push(itemLabel(fact.item));
    groups.set(fact.name, group);
  }
  return [...groups.values()].map((g) => {
    const text = factText("fact", g, name, { item: g.items.join(" ") });
    return text.includes(name(seat)) ? text : `${name(seat)}: ${text}`;
  });
}

// A score, its sign before its digits even in right-to-left text ("-10", not "10-").
export function signed(value) {
  return h("bdi", { dir: "ltr", class: "signed" }, String(value));
}

// The facts of a finished hand's board (how it ended): those of the table, then each
// seat's on one line, same-named facts together as in the seat boxes.
export function handFactsView(facts, name) {
  if (!facts?.length) return null;
  const seats = [...new Set(facts.filter((f) => f.seat != null).map((f) => f.seat))];
  const lines = [
    ...facts.filter((f) => f.seat == null).map((f) => factText("fact", f, name)),
    ...seats.map((seat) => seatFacts(facts, seat, name).join(" · ")),
  ];
  return h("ul", { class: "hand-facts", "aria-label": t("ui.how_ended") },
    lines.map((line) => h("li", {}, line)));
}

// What else a move says, after its item: " · last card!".
export function flagsText(flags) {
  return (flags ?? []).map((flag) => ` · ${t(`flag.${flag}`)}`).join("");
}

function moveText(move) {
  const flags = flagsText(move.flags);
  if (move.word === "pick") {
    return move.item == null ? t("word.pick_hidden") : t("word.pick", { item: itemLabel(move.item) });
  }
  if (move.word === "play") return itemLabel(move.item) + flags;
  const about = move.item == null ? "" : ` ${itemLabel(move.item)}`;
  return t(`word.${move.word}`) + about + flags;
}

// The tricks a seat has taken, of those the game explains; null in a hand that has
// none taken or in progress (a game without tricks, or before its play).
function tricksTaken(state, seat) {
  const tricks = (state.stages ?? []).flatMap((stage) => stage.tricks ?? []);
  if (!tricks.length && !state.board.trick) return null;
  return tricks.filter((trick) => trick.winner === seat).length;
}

// A seat's move as its box says it: "played 8♦", else as the log words it.
function seatMoveText(move) {
  return move.word === "play" && move.item != null
    ? t("ui.played", { item: itemLabel(move.item) }) + flagsText(move.flags) : moveText(move);
}

// Each seat's latest move of the hand, "" before its first.
function lastMoves(stages, seats) {
  const last = Array(seats).fill("");
  for (const stage of stages) for (const move of stage.moves) last[move.seat] = seatMoveText(move);
  return last;
}

// The hand's moves in order.
export function movesOf(stages) {
  return (stages ?? []).flatMap((stage) => stage.moves);
}

// The tricks taken so far in the hand.
export function takenTricks(stages) {
  return (stages ?? []).flatMap((stage) => stage.tricks ?? []).filter((trick) => trick.winner != null);
}

// The item each seat played last, marked "played" ("newest" for the hand's latest
// move), by item: what the board marks.
function playMarks(stages) {
  const moves = movesOf(stages);
  const marks = new Map();
  const latest = new Map(moves.map((move) => [move.seat, move]));
  for (const move of latest.values()) {
    if (move.word === "play" && move.item != null) marks.set(move.item, "played");
  }
  const newest = moves.at(-1);
  if (newest && marks.has(newest.item)) marks.set(newest.item, "newest");
  return marks;
}

function fan(items, marks = new Map()) {
  return h("div", { class: "fan" }, items.map((item) => labelled(item, marks.get(item))));
}

function trickView(trick, name, marks, peek) {
  return h("div", { class: "trick" }, trick.plays.map(([seat, item]) => h("figure",
    { class: seat === trick.leader ? "leader" : null },
    labelled(item, marks.get(item)),
    h("figcaption", {}, name(seat)))),
  trick.winner == null ? null : h("p", { class: "took" }, t("ui.took", { seat: name(trick.winner) })),
  peek ? lastTrickView(peek, name) : null);
}

// Whether the player keeps the last trick open (each drawing of the board says it).
let peeking = false;

// The trick taken last, small, to look back at while the next one is played.
function lastTrickView(trick, name) {
  return h("details", { class: "last-trick", open: peeking,
    ontoggle: (event) => { peeking = event.target.open; } }, h("summary", {}, t("ui.last_trick")),
    h("div", { class: "fan" }, trick.plays.map(([, item]) => labelled(item))),
    h("p", {}, t("ui.took", { seat: name(trick.winner) })));
}

function trainView(board, marks) {
  const tiles = (board.train_ends ?? []).map(([a, b], i) => {
    const svg = tileSvg([a, b], a === b);
    svg.setAttribute("role", "img");
    svg.setAttribute("aria-label", `${a}-${b}`);
    const item = board.train?.[i];
    if (item != null) svg.setAttribute("data-item", item);
    const mark = marks.get(item);
    if (mark) svg.classList.add("played", ...(mark === "newest" ? ["newest"] : []));
    return svg;
  });
  const end = board.open_end == null ? null
    : h("span", { class: "open-end" }, t("ui.open_end", { n: board.open_end }));
  return h("div", { class: "train" }, tiles, end);
}

// The trick in progress; between tricks, the one just taken (from the stages), which
// stays until the next card is played.
function shownTrick(board, stages) {
  if (!board.trick || board.trick.plays.length) return board.trick;
  const tricks = stages.at(-1)?.tricks ?? [];
  return tricks.at(-1) ?? board.trick;
}

// A row's suit, from its cards (none for a row not started).
function rowSuit(row) {
  const item = row.length ? parseItem(row[0]) : null;
  return item?.kind === "card" ? suitIcon(item.suit) : h("span", { class: "suit-icon" });
}

// The rows of a layout, each led by its suit; on the game's grid (row_width columns)
// when it gives one, so that equal ranks stand in one column, headed by their ranks
// (and told how many rows it has: a phone overlaps them where they are many); a row
// not started is its place on the grid, outlined, so that an empty layout has its shape.
function rowsView(board, marks) {
  const rows = board.rows.map((row) => h("div", { class: "row" }, rowSuit(row),
    row.length || !board.row_width ? fan(row, marks) : h("span", { class: "slot" })));
  if (!board.row_width) return rows;
  rows.forEach((row, i) => row.style.setProperty("--column", board.row_columns[i]));
  const ranks = (board.column_ranks ?? []).map((rank) => h("span", {}, rankLabel(rank)));
  const grid = h("div", { class: "rows" },
    ranks.length ? h("div", { class: "ranks", "aria-hidden": "true" }, h("span"), ranks) : null, rows);
  grid.style.setProperty("--width", board.row_width);
  grid.style.setProperty("--rows", board.rows.length);
  return grid;
}

// A trick just taken stays over the next one this long (ms), however soon the next
// card comes; `taken` is when the live table's count of tricks taken last changed, and
// how long the trick had left to stay when it was first drawn over the next.
const TRICK_STAYS = 1500;
const taken = { count: null, at: 0, left: null };

// The trick taken last, while it stays over the one in progress: drawn over it until
// its time is up (an animation's delay, so that no redraw is needed to uncover the
// next); null once it has stayed long enough, or on a board drawn without its stages.
// The delay is the one it was first drawn with: the page keeps that element, whose
// animation runs from then (a shorter delay would uncover the next trick early).
function stayingTrick(trick, stages, name, marks) {
  if (!stages.length) return null;
  const tricks = takenTricks(stages);
  if (tricks.length !== taken.count) {
    taken.at = taken.count === null ? 0 : Date.now();  // none stays when the page opens
    taken.count = tricks.length;
    taken.left = null;
  }
  const left = TRICK_STAYS - (Date.now() - taken.at);
  if (!trick?.plays.length || trick.winner != null || left <= 0 || !tricks.length) return null;
  taken.left ??= left;
  const view = h("div", { class: "staying", "data-taker": tricks.at(-1).winner },
    trickView(tricks.at(-1), name, marks, null));
  view.style.setProperty("--left", `${taken.left}ms`);
  return view;
}

// The trick staying over the next one is swept to its taker as its stay ends: the
// way from it to the taker's seat box, for the stylesheet's sweep (none where the
// seat is not drawn, or motion is reduced).
export function aimSweep(root) {
  const staying = root.querySelector(".staying[data-taker]");
  const seat = staying && root.querySelector(`.table .seat[data-seat="${staying.getAttribute("data-taker")}"]`);
  if (!staying || !seat) return;
  const from = staying.getBoundingClientRect();
  const to = seat.getBoundingClientRect();
  staying.style.setProperty("--sweep-x", `${Math.round(to.x + to.width / 2 - from.x - from.width / 2)}px`);
  staying.style.setProperty("--sweep-y", `${Math.round(to.y + to.height / 2 - from.y - from.height / 2)}px`);
}

// The middle of the table: facts, sevens rows, the trick, the train, face-up items;
// the items each seat just played marked (none on a finished hand's board, drawn
// without its stages).
export function boardView(board, stages, name) {
  const hasRows = (board.rows ?? []).length > 0;
  const trick = shownTrick(board, stages);
  const marks = playMarks(stages);
  const peek = trick?.plays.length && trick.winner == null ? takenTricks(stages).at(-1) : null;
  return h("section", { class: "board", "aria-label": t("ui.table_cards") },
    h("div", { class: "facts" }, (board.facts ?? []).filter((f) => f.seat == null)
      .map((f) => h("span", {}, factText("fact", f, name)))),
    hasRows ? rowsView(board, marks) : null,
    trick ? trickView(trick, name, marks, peek) : null,
    stayingTrick(trick, stages, name, marks),
    (board.train ?? []).length ? trainView(board, marks) : null,
    (board.table ?? []).length ? fan(board.table, marks) : null);
}

// A finished hand's final board, without its facts (said above it); null when nothing
// lies on it.
export function finalBoardView(board, name) {
  const lying = [...(board?.rows ?? []).flat(), ...(board?.train ?? []), ...(board?.table ?? []),
    ...(board?.trick?.plays ?? [])];
  return lying.length ? boardView({ ...board, facts: [] }, [], name) : null;
}

// What each seat was left holding at the end of a hand (scored, so shown to all); null
// when no seat holds anything.
export function leftView(left, name) {
  if (!left?.some((items) => items.length)) return null;
  return h("ul", { class: "left", "aria-label": t("ui.cards_left") }, left.map((items, seat) =>
    h("li", {}, h("span", { class: "name" }, name(seat)),
      items.length ? fan(items) : h("span", { class: "muted" }, t("ui.none_left")))));
}

// The hands that were played (a void one, redealt, is none).
export function playedHands(hands) {
  return (hands ?? []).filter((hand) => !hand.void);
}

// The reactions a seat sent lately, as bubbles at its box.
function bubbles(ctx, seat) {
  return (ctx.reactions ?? []).filter((r) => r.seat === seat).map((r) =>
    h("span", { class: "bubble", role: "status" }, t(`reaction.${r.reaction}`)));
}

// A word's badge ("dealer"); where the game says what it means (`meaning.WORD`: Sedma's
// "lead offer"), one press opens the meaning beside it, and it stays open across the
// table's redraws (`ctx.explained`) until pressed again.
function explainedBadge(ctx, word) {
  if (!has(`meaning.${word}`)) return t(`word.${word}`);
  return h("details", { class: "badge meaning", "data-word": word, open: ctx.explained === word,
    ontoggle: (event) => ctx.explain(word, event.target.open) },
  h("summary", {}, t(`word.${word}`)), h("span", {}, t(`meaning.${word}`)));
}

function seatBox(ctx, seat, last) {
  const info = ctx.state.seats?.[seat] ?? {};
  const board = ctx.state.board;
  const taken = tricksTaken(ctx.state, seat);
  const badges = [
    seat === board.dealer ? explainedBadge(ctx, "dealer") : null,
    ctx.partners.has(seat) ? t("ui.partner") : null,
    info.kind === "bot" ? botLabel(info.bot ?? info.level)
      : info.bot ? t("ui.bot_for", { level: t(`bot.${info.bot}`) }) : null,
    info.kind === "human" && info.connected === false && !info.bot && info.grace == null ? t("ui.away") : null,
    ctx.state.winners && info.again ? t("ui.wants_again") : null,
  ].filter(Boolean);
  return h("div", { class: `seat ${board.to_move === seat ? "to-move" : ""}`, "data-seat": seat },
    ctx.items === "tiles" ? tileBack() : cardBack(),
    h("span", { class: "name" }, ctx.name(seat),
      badges.map((b) => (typeof b === "string" ? h("span", { class: "badge" }, b) : b)),
      info.grace == null ? null : h("span", { class: "badge grace", role: "timer" },
        t("ui.grace_left", { seconds: secondsLeft(info.grace, ctx.since) }))),
    h("span", { class: "seat-line" },
      h("span", { class: "count" }, t("ui.cards", { n: board.counts?.[seat] ?? 0 }),
        taken == null ? null : ` · ${t("ui.tricks", { n: taken })}`),
      h("span", { class: "last" }, last[seat])),
    h("span", { class: "seat-facts" }, seatFacts(board.facts ?? [], seat, ctx.name).join(" · ")),
    bubbles(ctx, seat));
}

// The seconds left of a count the server sent (`seconds`, in the frame received at
// `since`: a turn clock, a disconnected person's grace), counted down here; null where
// it sent none.
export function secondsLeft(seconds, since) {
  return seconds == null ? null : Math.max(0, Math.round(seconds - (Date.now() - since) / 1000));
}

function seatCount(state) {
  return state.board.counts?.length ?? state.seats?.length ?? 0;
}

// The other seats in turn order, starting after one's own (all of them for a spectator).
// The other seats as they sit round the table, from one's left to one's right (in
// every language): in turn order where play goes clockwise (the next seat on one's
// left), else the other way, so that "to the left" in the game's words is on the left.
export function seatsView(ctx) {
  const n = seatCount(ctx.state);
  const last = lastMoves(ctx.state.stages ?? [], n);
  const first = ctx.me == null ? 0 : ctx.me + 1;
  const order = Array.from({ length: n }, (_, i) => (first + i) % n).filter((s) => s !== ctx.me);
  if (ctx.clockwise === false) order.reverse();
  const side = sideSeats(order.length);
  const place = (name, seats) => h("div", { class: `place ${name}` }, seats.map((seat) => seatBox(ctx, seat, last)));
  return h("section", { class: "seats around" },
    place("left", order.slice(0, side)),
    place("across", order.slice(side, order.length - side)),
    place("right", order.slice(order.length - side)));
}

// How many of `others` seats sit up each side of the table, the rest across from
// one: none for one other, one each for two to four, more round an oval after.
function sideSeats(others) {
  return others < 2 ? 0 : Math.max(1, Math.round(others / 3));
}

// One's own seat, drawn just above one's hand.
export function mySeatView(ctx) {
  if (ctx.me == null) return null;
  const last = lastMoves(ctx.state.stages ?? [], seatCount(ctx.state));
  return h("section", { class: "seats mine" }, seatBox(ctx, ctx.me, last));
}

export function stagesView(stages, name) {
  return h("div", { class: "log" }, stages.map((stage) => [
    h("h4", {}, t(`stage.${stage.name}`)),
    h("ol", {}, stage.moves.map((move) => h("li", {}, `${name(move.seat)}: ${moveText(move)}`))),
  ]));
}

// One finished hand: each seat's score broken into its parts (none of nothing: no
// "cards left ×0: 0").
export function partsView(hand, name) {
  const shown = (hand.parts ?? []).filter((p) => !(p.count === 0 && p.points === 0));
  const rows = hand.scores.map((score, seat) => {
    const parts = shown.filter((p) => p.seat === seat).map((p) => h("li", {}, partText(p)));
    return h("tr", {}, h("th", {}, name(seat)), h("td", {}, h("ul", {}, parts)),
      h("td", { class: "num" }, signed(score)));
  });
  return h("table", { class: "scores" }, h("tbody", {}, rows));
}

export function scoresView(allHands, totals, name) {
  const hands = playedHands(allHands);
  const seats = totals.map((_, seat) => seat);
  return h("table", { class: "scores totals" },
    h("thead", {}, h("tr", {}, h("th", {}, t("ui.scores")),
      seats.map((s) => h("th", { class: "num", scope: "col" }, name(s))))),
    h("tbody", {}, hands.map((hand, i) => h("tr", {}, h("th", {}, t("ui.hand_n", { n: i + 1 })),
      hand.scores.map((score) => h("td", { class: "num" }, signed(score))))),
    h("tr", {}, h("th", {}, t("ui.totals")), totals.map((v) => h("td", { class: "num" }, h("b", {}, signed(v)))))));
}
