// @ts-check
// The player this browser is: a name taken once and a secret key kept here (never in an
// address), sent only in the x-majlis-player header; a code moves the player to
// another device. The "You" panel of the lobby.

import { api } from "./api.js";
import { h } from "./dom.js";
import { t } from "./i18n.js";

const KEY = "majlis.player";
export const PLAYER_KEPT = "majlis-player";

// The name rule (majlis.server.names): so many letters, so many marks on one letter,
// and so the most characters a name box takes (this panel's, the lobby's seats').
const NAME_LETTERS = 24;
const MARKS_PER_LETTER = 2;
export const NAME_CHARACTERS = (1 + MARKS_PER_LETTER) * NAME_LETTERS;

export function me() {
  try {
    const player = JSON.parse(localStorage.getItem(KEY) ?? "null");
    return typeof player?.key === "string" && typeof player?.name === "string" ? player : null;
  } catch {
    return null;
  }
}

// Keeps the player, and tells the page's parts that wait for one (friends.js).
function keep(player) {
  localStorage.setItem(KEY, JSON.stringify({ name: player.name, key: player.key }));
  window.dispatchEvent(new Event(PLAYER_KEPT));
}

// What is typed in the panel, kept when the lobby draws it again (a game chosen, the
// games arriving, the language switched).
const typing = { name: "", code: "" };

// The server's API as this player (a POST where `body` is given).
export function asPlayer(path, body) {
  return api(path, body, { "x-majlis-player": me()?.key ?? "" });
}

export function playerLink(name) {
  return `/p/${encodeURIComponent(name)}`;
}

// The panel: become a player (a name), or who one is, a link to one's page, a code for
// another device; and a code typed here from another device.
export function playerPanel(redraw) {
  const player = me();
  const panel = h("section", { class: "panel player", "data-player": player?.name ?? "" },
    h("h2", {}, t("ui.you")));
  const status = h("p", { role: "status" });
  const said = (words, error = false) => {
    status.textContent = words;
    status.className = error ? "error" : "muted";
  };
  if (player) {
    const code = h("output", { class: "code", dir: "ltr" });
    panel.append(
      h("p", {}, t("ui.playing_as"), " ", h("a", { href: playerLink(player.name), class: "me" },
        player.name)),
      h("p", {}, h("button", { type: "button", class: "make-code", onclick: async () => {
        try {
          code.textContent = (await asPlayer("/api/me/code", {})).code;
          said(t("ui.code_help"));
        } catch (error) { said(error.message, true); }
      } }, t("ui.move_device")), " ", code), status);
    return panel;
  }
  const name = h("input", { name: "player-name", "aria-label": t("ui.name"), placeholder: t("ui.name"),
    maxlength: NAME_CHARACTERS, "aria-describedby": "name-rule", value: typing.name,
    oninput: (e) => { typing.name = e.target.value; } });
  const typed = h("input", { name: "player-code", "aria-label": t("ui.code"), placeholder: "XXXX-XXXX-XXXX-XXXX",
    dir: "ltr", size: 22, value: typing.code, oninput: (e) => { typing.code = e.target.value; } });
  const take = async (path, body) => {
    try {
      keep(await api(path, body));
      redraw();
    } catch (error) { said(error.message, true); }
  };
  // (buttons of type "button": Enter in the field still sends its form, and the lobby's
  // one submit button stays the new table's)
  const become = () => take("/api/players", { name: name.value.trim() });
  const move = () => take("/api/players/move", { code: typed.value });
  panel.append(
    h("p", { class: "muted" }, t("ui.player_help")),
    h("form", { class: "become", onsubmit: (e) => { e.preventDefault(); become(); } },
      name, " ", h("button", { type: "button", class: "primary", onclick: become }, t("ui.become"))),
    h("p", { id: "name-rule", class: "muted name-rule" },
      t("ui.name_rule", { letters: NAME_LETTERS, marks: MARKS_PER_LETTER })),
    h("form", { class: "move", onsubmit: (e) => { e.preventDefault(); move(); } },
      h("label", {}, t("ui.have_code"), " ", typed), " ",
      h("button", { type: "button", onclick: move }, t("ui.use_code"))),
    status);
  return panel;
}
