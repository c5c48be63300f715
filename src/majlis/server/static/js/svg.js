// @ts-check
// Cards, card backs and dominoes drawn as SVG by the project.

import { s } from "./dom.js";
import { parseItem, rankIndex } from "./items.js";

// Suit shapes in a 20 x 20 box.
const SUIT_PATHS = {
  D: "M10 0 L18 10 L10 20 L2 10 Z",
  H: "M10 19 C3 13 0 9.5 0 5.5 C0 2.4 2.4 0 5.4 0 C7.4 0 9 1.2 10 3.2 "
    + "C11 1.2 12.6 0 14.6 0 C17.6 0 20 2.4 20 5.5 C20 9.5 17 13 10 19 Z",
  S: "M10 0 C16.5 5.5 20 9 20 12.6 C20 15.4 17.8 17.2 15.2 17.2 C13.4 17.2 12 16.4 11.2 15.2 "
    + "C11.4 17.2 12.2 18.8 13.8 20 L6.2 20 C7.8 18.8 8.6 17.2 8.8 15.2 "
    + "C8 16.4 6.6 17.2 4.8 17.2 C2.2 17.2 0 15.4 0 12.6 C0 9 3.5 5.5 10 0 Z",
  C: "M10 0.6 A4.6 4.6 0 1 1 9.99 0.6 Z M4.8 7.6 A4.6 4.6 0 1 1 4.79 7.6 Z "
    + "M15.2 7.6 A4.6 4.6 0 1 1 15.19 7.6 Z M9 11 L11 11 L12.8 20 L7.2 20 Z",
};

export function suitShape(suit, x, y, size) {
  return s("path", {
    d: SUIT_PATHS[suit], class: `suit suit-${suit}`,
    transform: `translate(${x} ${y}) scale(${size / 20})`,
  });
}

export function suitIcon(suit) {
  return s("svg", { viewBox: "0 0 20 20", class: "suit-icon", "aria-hidden": "true" },
    suitShape(suit, 0, 0, 20));
}

function cardFace(card) {
  const index = rankIndex(card.rank);
  const small = index.length > 1 ? 15 : 18;
  return [
    s("rect", { x: 1, y: 1, width: 58, height: 82, rx: 6, class: "card-face" }),
    s("text", { x: 5, y: 19, class: `rank suit-${card.suit}`, "font-size": small }, index),
    suitShape(card.suit, 5, 23, 11),
    suitShape(card.suit, 17, 29, 26),
    s("g", { transform: "rotate(180 30 42)" },
      s("text", { x: 5, y: 19, class: `rank suit-${card.suit}`, "font-size": small }, index),
      suitShape(card.suit, 5, 23, 11)),
  ];
}

export function cardBack() {
  return s("svg", { viewBox: "0 0 60 84", class: "item card back", "aria-hidden": "true" },
    s("rect", { x: 1, y: 1, width: 58, height: 82, rx: 6, class: "card-back" }),
    s("rect", { x: 6, y: 6, width: 48, height: 72, rx: 3, class: "card-back-inner" }),
    suitShape("D", 20, 32, 20));
}

// The back of a domino, standing up as a hidden hand's tiles do.
export function tileBack() {
  return s("svg", { viewBox: "0 0 50 100", class: "item tile upright back", "aria-hidden": "true" },
    s("rect", { x: 1, y: 1, width: 48, height: 98, rx: 7, class: "tile-back" }),
    s("line", { x1: 8, y1: 50, x2: 42, y2: 50, class: "tile-back-bar" }));
}

// Pip places on a 3 x 3 grid (column, row) for 0..6.
const PIPS = [
  [], [[1, 1]], [[0, 0], [2, 2]], [[0, 0], [1, 1], [2, 2]],
  [[0, 0], [2, 0], [0, 2], [2, 2]], [[0, 0], [2, 0], [1, 1], [0, 2], [2, 2]],
  [[0, 0], [0, 1], [0, 2], [2, 0], [2, 1], [2, 2]],
];

function half(pips, dx, dy, upright) {
  return PIPS[pips].map(([col, row]) => {
    const [a, b] = upright ? [row, col] : [col, row];
    return s("circle", { cx: dx + 11 + a * 14, cy: dy + 11 + b * 14, r: 4.2, class: "pip" });
  });
}

// A domino: lying down (ends left and right) or upright (ends top and bottom).
/** @param {number[]} ends its two ends' pips @param {boolean} [upright] */
export function tileSvg([a, b], upright = false) {
  const [w, hgt] = upright ? [50, 100] : [100, 50];
  return s("svg", { viewBox: `0 0 ${w} ${hgt}`, class: `item tile ${upright ? "upright" : ""}` },
    s("rect", { x: 1, y: 1, width: w - 2, height: hgt - 2, rx: 7, class: "tile-face" }),
    upright
      ? s("line", { x1: 8, y1: 50, x2: 42, y2: 50, class: "tile-bar" })
      : s("line", { x1: 50, y1: 8, x2: 50, y2: 42, class: "tile-bar" }),
    half(a, 0, 0, upright),
    upright ? half(b, 0, 50, upright) : half(b, 50, 0, upright));
}

// An item from its record text, drawn; unknown texts are shown as they are. A domino
// lies along a train (a double across it), or stands `upright` as in a hand.
export function itemSvg(text, upright = false) {
  const item = parseItem(text);
  if (item.kind === "tile") return tileSvg(item.ends, upright || item.ends[0] === item.ends[1]);
  if (item.kind === "card") {
    return s("svg", { viewBox: "0 0 60 84", class: "item card" }, cardFace(item));
  }
  return s("svg", { viewBox: "0 0 60 84", class: "item card" },
    s("rect", { x: 1, y: 1, width: 58, height: 82, rx: 6, class: "card-face" }),
    s("text", { x: 30, y: 48, "text-anchor": "middle", "font-size": 14 }, text));
}
