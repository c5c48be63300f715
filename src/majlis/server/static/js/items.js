// @ts-check
// Items as the record format writes them: cards "7D", "TD", tiles "3-5".

export function parseItem(text) {
  const tile = /^([0-6])-([0-6])$/.exec(text);
  if (tile) return { kind: "tile", text, ends: [Number(tile[1]), Number(tile[2])] };
  const card = /^([2-9TJQKA])([CDHS])$/.exec(text);
  if (card) return { kind: "card", text, rank: card[1], suit: card[2] };
  return { kind: "unknown", text };
}

export function rankIndex(rank) {
  return rank === "T" ? "10" : rank;
}

// A rank as the games number it (2 to 14, the ace 14) as a card's index shows it.
export function rankLabel(rank) {
  return rankIndex("23456789TJQKA"[rank - 2] ?? String(rank));
}
