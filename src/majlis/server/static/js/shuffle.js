// @ts-check
// A shuffle anyone can check: at a table, the commitment to the match's seed that every
// seat is sent with the first deal (the SHA-256 of the seed, which the finished record
// gives), and what it is for; in the record viewer, the server's word that the record's
// seed matches its commitment and deals every hand it holds (POST /api/replay checks it
// as `majlis verify` does, and answers the commitment it checked, or null).

import { h } from "./dom.js";
import { ltr, t } from "./i18n.js";

const SHOWN = 8;  // hex digits of the commitment in the panel's summary, enough to compare by eye

// The table's panel: closed, the commitment's first digits; open, all of it and how to
// check the shuffle once the match is over. `open` as the player left it (the table is
// drawn again at every event), `onToggle(open)` told when the player opens or closes it.
export function commitmentPanel(commitment, open, onToggle) {
  if (!commitment) return null;
  return h("details", { class: "panel shuffle", open,
    ontoggle: (event) => onToggle(event.target.open) },
    h("summary", {}, t("ui.shuffle_sealed"), " ",
      h("code", { class: "badge" }, ltr(`${commitment.slice(0, SHOWN)}…`))),
    h("p", {}, t("ui.commitment"), " ", h("code", { class: "commitment" }, ltr(commitment))),
    h("p", { class: "muted" }, t("ui.shuffle_explained")));
}

// The viewer's line on a record's shuffle: checked against its commitment, or not
// checkable (a record without one).
export function shuffleCheck(commitment) {
  if (!commitment) return h("p", { class: "muted shuffle-unchecked" }, t("ui.shuffle_unchecked"));
  return h("p", { class: "shuffle-checked", role: "status" }, "✓ ", t("ui.shuffle_checked"), " ",
    h("code", { class: "commitment" }, ltr(commitment)));
}
