// @ts-check
// The lobby: choose a game, its options and who sits where; start the table and
// hand out the links; this browser's tables; open a record file.

import { api, loadGames } from "./api.js";
import { openTablesPanel, quickPlayPanel, seatName } from "./community.js";
import { h, keepingFocus, replace } from "./dom.js";
import {
  botLabel, choiceLabel, defaultName, gameSaid, gameTitle, has, language, listed, optionLabel, t,
  useGameWords, when,
} from "./i18n.js";
import { NAME_CHARACTERS, playerPanel } from "./player.js";
import { rulesLink } from "./rules.js";
import { openRecordViewer, recordLabel } from "./replay.js";
import { keptRecords, practiceLink } from "./offline.js";
import { forget, myTables, remember } from "./store.js";

const FALLBACK_BOTS = ["rules", "search", "random"];

export function openLobby(root) {
  const lobby = {
    root, games: null, game: null, values: {}, seats: [], created: null, error: "",
    viewer: openRecordViewer(),  // kept across redraws, with the record it shows
  };
  loadGames().then((games) => {
    lobby.games = games;
    lobby.community = openTablesPanel(games);
    const asked = new URLSearchParams(location.search).get("game");  // a lesson's offer of a real table
    choose(lobby, games.find((g) => g.id === asked) ?? games[0]);
  }).catch((error) => {
    lobby.error = t("ui.error", { message: error.message });
    draw(lobby);
  });
  draw(lobby);
  return () => draw(lobby);
}

function choose(lobby, game) {
  lobby.asked = (lobby.asked ?? 0) + 1;  // an answer still on its way was for another game
  describing(lobby, false);
  lobby.error = "";
  lobby.blank = null;
  lobby.game = game;
  lobby.description = game.description;
  lobby.values = Object.fromEntries(game.options.map((o) => [o.name, o.default]));
  lobby.seats = [];
  fitSeats(lobby);
  draw(lobby);
}

// A changed option: the server describes the game under the chosen options, and the
// seats follow its count; options the rules refuse say why at once. The answer to the
// latest change wins.
async function setOption(lobby, name, value) {
  lobby.values[name] = value;
  const asked = (lobby.asked = (lobby.asked ?? 0) + 1);
  describing(lobby, true);
  let error = "";
  try {
    const answer = await api("/api/describe", { game: lobby.game.id, options: lobby.values });
    if (asked !== lobby.asked) return;
    lobby.description = answer.description;
  } catch (refusal) {
    if (asked !== lobby.asked) return;
    // no server to ask (offline): the offline table's rules check the options
    if (!(refusal instanceof TypeError)) error = refusal.message;
  }
  describing(lobby, false);
  const seats = lobby.seats.length;
  fitSeats(lobby);
  if (error !== lobby.error || seats !== lobby.seats.length) {
    lobby.error = error;
    draw(lobby);
  }
}

// The form is busy while the server describes the options (aria-busy: its seats may
// still change), and creates no table meanwhile.
function describing(lobby, busy) {
  lobby.describing = busy;
  const form = lobby.root.querySelector("form.new-table");
  form?.setAttribute("aria-busy", String(busy));
  form?.querySelector("button[type=submit]")?.toggleAttribute("disabled", busy);
}

// Start's progress while the server makes the table (it may wait on its database):
// the button pressed says so and takes no second press (kept so as the form is drawn
// again), until the answer comes.
function starting(lobby) {
  lobby.starting = true;
  const button = lobby.root.querySelector("form.new-table button[type=submit]");
  button?.setAttribute("disabled", "");
  if (button) button.textContent = t("ui.starting");
}

// Seats for the players, as many as the game under the chosen options has: oneself
// first, bots of the `rules` level (the sensible opponent) where the server has them
// after.
function fitSeats(lobby) {
  const n = lobby.description.seats;
  const bots = lobby.game.bots ?? FALLBACK_BOTS;
  const level = bots.includes("rules") ? "rules" : bots[0];
  lobby.seats = Array.from({ length: n }, (_, i) => lobby.seats[i]
    ?? (i === 0 ? { kind: "human", name: "" } : { kind: "bot", level }));
}

function draw(lobby) {
  useGameWords(lobby.game?.words);  // the chosen game's options in its own words
  if (lobby.created) {
    replace(lobby.root, waitingRoom(lobby));
    return;
  }
  keepingFocus(() => replace(lobby.root,
    h("div", { class: "duo" }, playerPanel(() => draw(lobby)),
      lobby.games ? quickPlayPanel(lobby.games) : null),
    h("p", { class: "lobby-links" }, h("a", { href: "/puzzles", id: "puzzles-link" }, t("ui.puzzles"))),
    lobby.community?.element,
    newTablePanel(lobby),
    tablesPanel(lobby),
    h("section", { class: "panel record" }, h("h2", {}, t("ui.record_viewer")), recordLabel(), " ",
      keptList(lobby), lobby.viewer.element)));
  lobby.viewer.redraw();
  lobby.community?.redraw();
}

// The new table's form, folded on a phone until asked for (quick play and the open
// tables are the short way in there), open where there is room; kept as the player
// left it across redraws.
function newTablePanel(lobby) {
  if (!lobby.games) {
    return h("section", { class: "panel" }, h("h2", {}, t("ui.new_table")),
      h("p", {}, lobby.error || t("ui.connecting")));
  }
  lobby.formOpen ??= !window.matchMedia?.("(max-width: 40rem)").matches;
  return h("details", { class: "panel new-table-panel", open: lobby.formOpen,
    ontoggle: (event) => { lobby.formOpen = event.target.open; } },
  h("summary", {}, h("h2", {}, t("ui.new_table"))), form(lobby));
}

function form(lobby) {
  return h("form", { class: "new-table", "aria-busy": String(Boolean(lobby.describing)),
    onsubmit: (event) => { event.preventDefault(); create(lobby); } },
    h("fieldset", { class: "games" }, h("legend", {}, t("ui.game")),
      lobby.games.map((game) => gameCard(lobby, game))),
    h("fieldset", {}, h("legend", {}, t("ui.options")), lobby.game.options.map((o) => optionField(lobby, o))),
    h("fieldset", {}, h("legend", {}, t("ui.seats")), lobby.seats.map((seat, i) => seatRow(lobby, seat, i))),
    h("label", {}, h("input", { type: "checkbox", name: "turn_clock", checked: lobby.turnClock ?? true,
      onchange: (event) => { lobby.turnClock = event.target.checked; } }), " ", t("ui.turn_clock")),
    lobby.error ? h("p", { class: "error", role: "alert" }, lobby.error) : null,
    h("p", {}, h("button", { class: "primary", type: "submit",
      disabled: Boolean(lobby.describing || lobby.starting) },
    lobby.starting ? t("ui.starting") : t("ui.create")), " ",
    h("button", { type: "button", class: "practice-offline", onclick: () => practise(lobby) },
      t("ui.practice_offline"))));
}

// A game to choose: its name, what it is (on a phone, the chosen game's alone), how
// many play, how long a match takes (as the game describes itself under its defaults)
// and a link to its rules page.
function gameCard(lobby, game) {
  const { seat_range: [low, high], minutes } = game.description;
  const players = low === high ? t("ui.players", { n: low }) : t("ui.players_range", { low, high });
  const about = gameSaid(game, "about");
  return h("div", { class: "game-card", "data-game": game.id },
    h("label", {},
      h("input", { type: "radio", name: "game", value: game.id, checked: game === lobby.game,
        onchange: () => choose(lobby, game) }),
      h("b", {}, gameTitle(game)), " ",
      language() === "ar" ? h("span", { class: "muted", lang: "en", dir: "ltr" }, game.title) : null),
    h("a", { href: rulesLink(game.id), "aria-label": t("ui.rules_of", { game: gameTitle(game) }) },
      t("ui.rules")),
    game.learn ? h("span", { class: "learn" }, " · ", h("a", { class: "learn-link",
      href: `/learn/${encodeURIComponent(game.id)}`,
      "aria-label": `${t("ui.learn")}: ${gameTitle(game)}` }, t("ui.learn"))) : null,
    about ? h("p", {}, about) : null,
    h("p", { class: "muted game-meta" }, h("span", {}, players),
      minutes ? [" · ", h("span", {}, t("ui.minutes", { n: minutes }))] : null));
}

// One option from the game's own table: a checkbox, a number, a choice or a list, with
// the game's words for its name, its values and what it means (else the option's help).
function optionField(lobby, option) {
  const id = `option-${option.name}`;
  const value = lobby.values[option.name];
  const set = (v) => setOption(lobby, option.name, v);
  let input;
  if (typeof option.default === "boolean") {
    input = h("input", { id, type: "checkbox", checked: value, onchange: (e) => set(e.target.checked) });
  } else if (typeof option.default === "number") {
    input = h("input", { id, type: "number", value: lobby.blank === option.name ? "" : value,
      min: option.low, max: option.high, required: true,
      onchange: (e) => typedNumber(lobby, option, e.target.value) });
  } else if (typeof option.default === "string") {
    input = h("select", { id, onchange: (e) => set(e.target.value) }, (option.choices ?? []).map((c) =>
      h("option", { value: c, selected: c === value }, choiceLabel(c))));
  } else {
    input = listField(lobby, option, id);
  }
  const label = h("label", { for: id }, optionLabel(option.name));
  return h("div", { class: `field ${input.type === "checkbox" ? "check" : ""}`, "data-option": option.name },
    input.type === "checkbox" ? h("span", {}, input, " ", label) : [label, input],
    lobby.blank === option.name ? h("p", { class: "error", role: "alert" },
      t("ui.type_number", { low: option.low, high: option.high })) : null,
    h("small", {}, has(`help.${option.name}`) ? t(`help.${option.name}`) : option.help));
}

// A number typed in an option's box, for the server to describe the game under; a box
// left empty is no number (not 0, which the rules would refuse), and says what to type.
function typedNumber(lobby, option, text) {
  lobby.blank = text.trim() === "" ? option.name : null;
  if (lobby.blank) draw(lobby);
  else setOption(lobby, option.name, Number(text));
}

// A list option: one choice per place, each chosen from the option's choices, with
// places added and removed; sent as the list of the chosen values.
function listField(lobby, option, id) {
  const list = lobby.values[option.name];
  const now = () => lobby.values[option.name];
  const redraw = (next) => { setOption(lobby, option.name, next); draw(lobby); };
  const choice = (value, i) => h("select", {
    id: i === 0 ? id : `${id}-${i}`, "aria-label": `${optionLabel(option.name)} ${i + 1}`,
    onchange: (e) => setOption(lobby, option.name, now().map((v, j) => (j === i ? e.target.value : v))),
  }, option.choices.map((c) => h("option", { value: c, selected: c === value }, choiceLabel(c))));
  return h("div", { class: "list-option", role: "group" },
    list.map((value, i) => h("span", { class: "list-place" }, choice(value, i),
      list.length > 1 ? h("button", { type: "button", class: "remove", "aria-label":
        `${t("ui.list_remove")} ${i + 1}`, onclick: () => redraw(now().filter((_, j) => j !== i)) }, "×")
        : null)),
    h("button", { type: "button", class: "add",
      onclick: () => redraw([...now(), option.choices[0]]) }, t("ui.list_add")));
}

function seatRow(lobby, seat, i) {
  const bots = lobby.game.bots ?? FALLBACK_BOTS;
  const kind = seat.kind === "human" ? "human" : `bot:${seat.level}`;
  return h("div", { class: "seat-row", "data-seat": i },
    h("label", { for: `seat-${i}` }, t("ui.seat_n", { n: i + 1 })),
    h("select", { id: `seat-${i}`, onchange: (e) => {
      const [k, level] = e.target.value.split(":");
      lobby.seats[i] = k === "human" ? { kind: "human", name: seat.name ?? "" } : { kind: "bot", level };
      draw(lobby);
    } },
    h("option", { value: "human", selected: kind === "human" }, t("ui.human")),
    bots.map((level) => h("option", { value: `bot:${level}`, selected: kind === `bot:${level}` },
      botLabel(level)))),
    seat.kind === "human" ? h("input", { "aria-label": t("ui.name"), placeholder: t("ui.name"),
      maxlength: NAME_CHARACTERS, value: seat.name, oninput: (e) => { seat.name = e.target.value; } })
      : h("span", { class: "bot-name" }, defaultName("bot", i)));
}

// The server's refusal in the page's words where the page has them (ui.start_refused.CODE
// for what Start alone meets, then refusal.CODE, filled with the fields the server
// sent: the limit a name broke), else in its own.
function refused(error) {
  const key = [`ui.start_refused.${error.data?.error}`, `refusal.${error.data?.error}`].find(has);
  return key ? t(key, error.data) : error.message;
}

async function create(lobby) {
  const seats = lobby.seats.map((seat) => (seat.kind === "bot" ? { kind: "bot", level: seat.level }
    : seat.name.trim() ? { kind: "human", name: seat.name.trim() } : { kind: "human" }));
  if (lobby.starting) return;
  starting(lobby);
  try {
    const answer = await api("/api/tables", {
      game: lobby.game.id, options: lobby.values, seats, turn_clock: lobby.turnClock ?? true,
    });
    lobby.error = "";
    lobby.created = answer;
    const mine = answer.seats.find((s) => s.link);
    remember({ table: answer.table, game: lobby.game.id, seat: mine?.seat ?? null,
      link: mine?.link ?? answer.watch, links: answer.seats, watch: answer.watch });
  } catch (error) {
    if (error instanceof TypeError) practise(lobby);  // no server to reach: practice offline
    lobby.error = refused(error);
  }
  lobby.starting = false;
  draw(lobby);
  if (lobby.created) enterWaitingRoom(lobby.root);
}

// The chosen game under the chosen options at an offline practice table (offline.js),
// against bots of the level of the form's first bot.
function practise(lobby) {
  const level = lobby.seats.find((seat) => seat.kind === "bot")?.level ?? "rules";
  location.assign(practiceLink(lobby.game.id, lobby.values, level));
}

// The matches played offline on this device, each to open in the record viewer (and
// have reviewed there), the newest first.
function keptList(lobby) {
  const kept = keptRecords();
  if (!kept.length) return null;
  return h("div", { class: "kept-offline" }, h("h3", {}, t("ui.kept_offline")),
    h("ul", {}, kept.map(({ record, finished }) => {
      const game = lobby.games?.find((g) => g.id === record.game);
      return h("li", {}, h("button", { type: "button", class: "open-kept",
        onclick: () => lobby.viewer.show(record) },
      `${game ? gameTitle(game) : record.game} · ${when(finished)}`));
    })));
}

// The host taken to the table's waiting room: at the top of the page, its heading
// focused (read out), the friends' links on screen.
function enterWaitingRoom(root) {
  window.scrollTo(0, 0);
  root.querySelector(".links h2")?.focus();
}

function absolute(path) {
  return new URL(path, location.origin).href;
}

async function copy(input, button) {
  try {
    await navigator.clipboard.writeText(input.value);
  } catch {
    input.select();
    document.execCommand("copy");
  }
  button.textContent = t("ui.copied");
}

// The phone's share sheet (the Web Share API) for a link, where the browser has one.
function shareButton(url, text) {
  if (typeof navigator.share !== "function") return null;
  return h("button", { type: "button", class: "share",
    onclick: () => navigator.share({ title: t("ui.title"), text, url }).catch(() => {}) }, t("ui.share"));
}

function linkLine(label, path, sit, text) {
  const input = h("input", { readonly: true, value: absolute(path), "aria-label": label, size: 30,
    dir: "ltr" });
  const button = h("button", { type: "button", onclick: () => copy(input, button) }, t("ui.copy"));
  return h("li", {}, h("b", {}, label), " ", input, " ", button, " ", shareButton(input.value, text), " ",
    sit ? h("a", { href: path }, t("ui.sit")) : null);
}

// Where the host lands after Start: the table's game, every seat's link to copy or
// share (the bots' seats named), the spectators' link, and the ways on: to the host's
// own seat, or back to the lobby.
function waitingRoom(lobby) {
  const created = lobby.created;
  const invite = t("ui.share_text", { game: gameTitle(lobby.game) });
  const mine = created.seats.find((seat) => seat.link);
  return h("section", { class: "panel links", "data-table": created.table },
    h("h2", { tabindex: -1 }, t("ui.table_ready", { game: gameTitle(lobby.game) })),
    h("p", {}, t("ui.links")),
    h("ul", {}, created.seats.map((seat) => (seat.link
      ? linkLine(t("ui.seat_link", { n: seat.seat + 1 }), seat.link, true, invite)
      : h("li", {}, h("b", {}, t("ui.seat_link", { n: seat.seat + 1 })), " ",
        `${defaultName("bot", seat.seat)} · ${botLabel(seat.bot)}`))),
    linkLine(t("ui.watch_link"), created.watch, false, invite)),
    h("p", { class: "declarations" },
      mine ? h("a", { class: "button primary", href: mine.link }, t("ui.go_to_seat")) : null, " ",
      h("button", { type: "button", onclick: () => { lobby.created = null; draw(lobby); } },
        t("ui.to_lobby"))));
}

const infos = new Map();

// A table as the server tells anyone (asked once per page).
function tableInfo(table) {
  if (!infos.has(table)) infos.set(table, api(`/api/tables/${encodeURIComponent(table)}`));
  return infos.get(table);
}

// One of this browser's tables, named by what it is to a player: its game, who sits at
// it and when it was opened here (its id, which says nothing, only in the link's
// tooltip); who sits there and its status filled in when the server answers.
function tableLine(lobby, entry) {
  const game = lobby.games?.find((g) => g.id === entry.game);
  const players = h("span", { class: "who" });
  const badge = h("span", { class: "badge status" }, "…");
  tableInfo(entry.table)
    .then((info) => {
      players.textContent = listed(info.seats.map(seatName));
      badge.textContent = t(`ui.status.${info.status}`);
    })
    .catch((error) => { badge.textContent = error.message; });
  return h("li", { "data-table": entry.table },
    h("a", { href: entry.link, title: t("ui.table_id", { id: entry.table }) },
      game ? gameTitle(game) : entry.game ?? ""), " · ", players,
    entry.created ? [" · ", h("span", { class: "muted" }, when(entry.created))] : null, " ",
    entry.seat == null ? null : h("span", { class: "badge" }, t("ui.seat_n", { n: entry.seat + 1 })), " ",
    badge, " ",
    h("button", { type: "button", onclick: () => { forget(entry.table); draw(lobby); } }, t("ui.forget")));
}

// This browser's tables; none yet, no panel (a newcomer's phone lobby stays short).
function tablesPanel(lobby) {
  const tables = myTables();
  if (!tables.length) return null;
  return h("section", { class: "panel tables" }, h("h2", {}, t("ui.your_tables")),
    h("ul", {}, tables.map((entry) => tableLine(lobby, entry))));
}
