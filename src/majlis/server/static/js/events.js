// @ts-check
// Events (docs/events.md) at /events: those upcoming, running and finished, and a form
// to create one (for a named player). An event's own page is event.js.

import { api, loadGames } from "./api.js";
import { h, keepingFocus, replace } from "./dom.js";
import { choiceLabel, gameTitle, isolated, ltr, optionLabel, t, useGameWords, when } from "./i18n.js";
import { asPlayer, me } from "./player.js";

const STATES = ["running", "upcoming", "finished"];
const KINDS = ["arena", "duplicate"];
const REFRESH_MS = 5000;

// Seconds as a clock says a time left: "4:05", "1:02:03" (left to right in Arabic too).
export function countdown(seconds) {
  const s = Math.max(0, Math.ceil(seconds));
  const parts = [Math.floor(s / 3600), Math.floor(s / 60) % 60, s % 60];
  const shown = parts[0] ? parts : parts.slice(1);
  return ltr(shown.map((n, i) => (i ? String(n).padStart(2, "0") : String(n))).join(":"));
}

// When an event starts or ends, as a line of the list and the event's page, `now` the
// server's clock (milliseconds) as this page reckons it.
export function timing(event, now) {
  if (event.state === "finished") return t("ui.event_finished_at", { when: when(event.finished * 1000) });
  if (now < event.starts * 1000) return t("ui.event_starts_in", { left: countdown(event.starts - now / 1000) });
  if (now < event.ends * 1000) return t("ui.event_ends_in", { left: countdown(event.ends - now / 1000) });
  return t("ui.event_last_matches");
}

export function openEvents(root) {
  const page = { root, listing: null, games: null, error: "", form: { title: "", game: null, options: {},
    kind: "arena", starts_in: 5, minutes: 30, rounds: 2, round_minutes: 20, rated: false } };
  const refresh = () => api("/api/events").then((listing) => { page.listing = listing; draw(page); })
    .catch((error) => { page.error = error.message; draw(page); });
  loadGames().then((games) => { page.games = games; page.form.game ??= games[0].id; draw(page); });
  refresh();
  setInterval(refresh, REFRESH_MS);
  setInterval(() => tick(page), 1000);
  document.title = `${t("ui.events")} · majlis`;
  return () => draw(page);
}

function draw(page) {
  const game = page.games?.find((g) => g.id === page.form.game);
  useGameWords(game?.words);
  keepingFocus(() => replace(page.root,
    h("section", { class: "panel events" }, h("h2", {}, t("ui.events")),
      h("p", { class: "muted" }, t("ui.events_help")),
      page.error ? h("p", { class: "error", role: "alert" }, page.error) : null,
      page.listing ? STATES.map((state) => stateList(page, state)) : h("p", {}, t("ui.connecting"))),
    createPanel(page, game)));
}

// The countdowns, said again each second (the rest of the page as it was).
function tick(page) {
  for (const span of page.root.querySelectorAll(".timing[data-event]")) {
    const event = STATES.flatMap((state) => page.listing?.[state] ?? []).find((e) => e.id === span.dataset.event);
    if (event) span.textContent = timing(event, Date.now());
  }
}

function stateList(page, state) {
  const events = page.listing[state];
  return h("div", { class: `event-list ${state}`, "data-state": state },
    h("h3", {}, t(`ui.events_${state}`)),
    events.length ? h("ul", {}, events.map((event) => eventLine(page, event)))
      : h("p", { class: "muted" }, t("ui.events_none")));
}

function eventLine(page, event) {
  const game = page.games?.find((g) => g.id === event.game) ?? { id: event.game, title: event.game };
  return h("li", { "data-event": event.id },
    h("a", { href: event.link }, isolated(event.title)), " · ", gameTitle(game), " · ",
    t(`ui.kind_${event.kind}`), event.rated ? [" · ", t("ui.rated")] : null, " · ",
    h("span", { class: "timing", "data-event": event.id }, timing(event, Date.now())));
}

// The form: a title, its kind, a game and its options, when it starts and how long it
// runs (an arena's minutes; a duplicate's rounds and each round's minutes), rated or not. Only a named player sends it.
function createPanel(page, game) {
  const form = page.form;
  const status = h("p", { role: "status", class: page.formError ? "error" : "muted" }, page.formError ?? "");
  if (!me()) {
    return h("section", { class: "panel create-event" }, h("h2", {}, t("ui.create_event")),
      h("p", { class: "muted" }, t("ui.event_needs_name"), " ", h("a", { href: "/" }, t("ui.title"))));
  }
  const field = (name, label, attrs) => h("label", {}, t(label), " ", h("input", {
    name, value: String(form[name]), ...attrs, oninput: (e) => { form[name] = attrs.type === "number" ? Number(e.target.value) : e.target.value; },
  }));
  const create = async () => {
    try {
      const lengths = form.kind === "duplicate" ? { rounds: form.rounds, round_minutes: form.round_minutes }
        : { minutes: form.minutes };
      const body = { kind: form.kind, title: form.title.trim(), game: form.game, options: form.options,
        starts_in: form.starts_in * 60, ...lengths, rated: form.rated };
      location.assign((await asPlayer("/api/events", body)).link);
    } catch (error) {
      page.formError = error.message;
      draw(page);
    }
  };
  return h("section", { class: "panel create-event" }, h("h2", {}, t("ui.create_event")),
    h("form", { class: "event-form", onsubmit: (e) => { e.preventDefault(); create(); } },
      field("title", "ui.event_title", { type: "text", maxlength: 80, required: true }),
      h("label", {}, t("ui.event_kind"), " ", h("select", { name: "kind", onchange: (e) => {
        form.kind = e.target.value;
        draw(page);
      } }, KINDS.map((kind) => h("option", { value: kind, selected: kind === form.kind }, t(`ui.kind_${kind}`))))),
      h("label", {}, t("ui.game"), " ", h("select", { name: "game", onchange: (e) => {
        form.game = e.target.value;
        form.options = {};
        draw(page);
      } }, (page.games ?? []).map((g) => h("option", { value: g.id, selected: g.id === form.game }, gameTitle(g))))),
      (game?.options ?? []).map((option) => optionInput(form, option)),
      field("starts_in", "ui.event_start_after", { type: "number", min: 0, max: 10080, step: "any" }),
      form.kind === "duplicate"
        ? [field("rounds", "ui.event_rounds", { type: "number", min: 1, max: 10, step: 1 }),
          field("round_minutes", "ui.event_round_minutes", { type: "number", min: 1, max: 180, step: "any" })]
        : field("minutes", "ui.event_length", { type: "number", min: 1, max: 1440, step: "any" }),
      h("label", {}, h("input", { type: "checkbox", name: "rated", checked: form.rated,
        onchange: (e) => { form.rated = e.target.checked; } }), " ", t("ui.rated")),
      h("p", {}, h("button", { type: "submit", class: "primary" }, t("ui.create_event")))),
    status);
}

// One option of the chosen game: a choice, or a number within its bounds.
function optionInput(form, option) {
  const value = form.options[option.name] ?? option.default;
  const set = (v) => { form.options[option.name] = v; };
  if (option.choices.length) {
    return h("label", {}, optionLabel(option.name), " ", h("select", { name: `option-${option.name}`,
      onchange: (e) => set(option.choices[Number(e.target.value)]) },
    option.choices.map((c, i) => h("option", { value: i, selected: c === value }, choiceLabel(c)))));
  }
  if (typeof option.default !== "number") return null;  // a list option keeps its default
  return h("label", {}, optionLabel(option.name), " ", h("input", { type: "number", name: `option-${option.name}`,
    min: option.low, max: option.high, value: String(value), oninput: (e) => set(Number(e.target.value)) }));
}
