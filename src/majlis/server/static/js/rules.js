// @ts-check
// The rules of a game: the link to its own page (/rules/{game}), how its match is won,
// and at a table a dialog with the game's rules text and the options in force there.

import { api } from "./api.js";
import { h, replace } from "./dom.js";
import { choiceLabel, gameTitle, has, language, optionLabel, t } from "./i18n.js";

// The rules page of a game, in the page's language.
export function rulesLink(gameId) {
  return `/rules/${encodeURIComponent(gameId)}?lang=${language()}`;
}

// How the match under `description` ends and who wins it, as badges: "151-point
// match", "lowest total wins".
export function goalBadges(description) {
  if (!description) return [];
  const goal = description.goal;
  return [
    goal ? h("span", { class: "badge goal" }, t(`goal.${goal.name}`, { value: goal.value })) : null,
    h("span", { class: "badge wins" },
      t(description.lower_is_better ? "goal.lowest_wins" : "goal.highest_wins")),
  ];
}

// The button that opens the rules of `game` with the options of `description`.
export function rulesButton(game, description) {
  return h("button", { type: "button", class: "rules-button",
    onclick: () => rulesDialog(game, description) }, t("ui.rules"));
}

// A dialog over the table: the options in force (the table's own, in the game's
// words), then the game's rules as the server renders them in the page's language.
export async function rulesDialog(game, description) {
  const text = h("section", { class: "rules", "aria-busy": "true" }, t("ui.connecting"));
  const dialog = document.body.appendChild(h("dialog", { class: "rules-dialog",
    "aria-labelledby": "rules-title" }));
  replace(dialog,
    h("div", { class: "dialog-head" },
      h("h2", { id: "rules-title" }, t("ui.rules_of", { game: gameTitle(game) })),
      h("form", { method: "dialog" }, h("button", { class: "primary", autofocus: true }, t("ui.close")))),
    h("h3", {}, t("ui.options_here")), optionsInForce(game, description?.options ?? {}),
    h("p", {}, h("a", { href: rulesLink(game.id), target: "_blank" }, t("ui.rules_page"))),
    text);
  dialog.addEventListener("close", () => dialog.remove());
  dialog.showModal();
  try {
    const answer = await api(`/api/rules/${encodeURIComponent(game.id)}?lang=${language()}`);
    text.innerHTML = answer.html;  // rendered by the server from the game's text, raw HTML escaped
    text.lang = answer.language;
    text.dir = answer.language === "ar" ? "rtl" : "ltr";
  } catch (error) {
    text.textContent = t("ui.error", { message: error.message });
  }
  text.setAttribute("aria-busy", "false");
}

// Each option of the game with its value at this table and what it means.
function optionsInForce(game, values) {
  return h("table", { class: "options" }, h("tbody", {}, game.options.map((option) =>
    h("tr", { "data-option": option.name },
      h("th", { scope: "row" }, optionLabel(option.name)),
      h("td", {}, choiceLabel(values[option.name] ?? option.default)),
      h("td", { class: "muted" }, has(`help.${option.name}`) ? t(`help.${option.name}`) : option.help)))));
}
