// @ts-check
// The page: the lobby at /, a table at /t/{id} (the seat's token in the fragment), an
// offline practice table at /practice (its game in the fragment), the puzzles at
// /puzzles, a game's guided first hand at /learn/{game}, the events at /events and
// /e/{id}, with the language choice, four-colour and sounds switches in the top bar; a
// named player's friends and invitations on every page. The service worker (/sw.js)
// keeps the page and the offline table's files, so that the page opens and practice
// plays without the network.

import { openTableBar } from "./community.js";
import { h, morph } from "./dom.js";
import { openFriends } from "./friends.js";
import { language, languageName, languages, setLanguage, t } from "./i18n.js";
import { openEvent } from "./event.js";
import { openEvents } from "./events.js";
import { openLobby } from "./lobby.js";
import { openLearn } from "./learn.js";
import { openLeaderboard, openProfile } from "./profile.js";
import { openPuzzles } from "./puzzles.js";
import { setSounds, soundsOn } from "./sound.js";
import { setSetting, setting } from "./store.js";
import { practiceOf } from "./offline.js";
import { openTable } from "./table.js";

function topBar(redraw) {
  const bar = document.getElementById("bar");
  const fourColour = setting("four_colour", "0") === "1";
  document.body.classList.toggle("four-colour", fourColour);
  morph(bar,
    h("nav", { class: "places" }, h("a", { href: "/" }, h("b", {}, t("ui.title"))), " · ",
      h("a", { href: "/events", class: "to-events" }, t("ui.events"))),
    h("div", { class: "tools" },
      h("label", {}, h("input", { type: "checkbox", id: "four-colour", checked: fourColour,
        onchange: (e) => { setSetting("four_colour", e.target.checked ? "1" : "0"); topBar(redraw); } }),
      t("ui.four_colour")),
      h("label", {}, h("input", { type: "checkbox", id: "sounds", checked: soundsOn(),
        onchange: (e) => setSounds(e.target.checked) }), t("ui.sounds")),
      h("select", { id: "language", "aria-label": t("ui.language"),
        onchange: (e) => { setLanguage(e.target.value); topBar(redraw); redraw(); } },
      languages().map((code) => h("option", { value: code, lang: code, selected: code === language() },
        languageName(code))))));
}

// A player's page (/p/{name}) or a game's leaderboard (/top/{game}); null elsewhere.
function players(root) {
  const [, kind, name] = /^\/(p|top)\/([^/]+)$/.exec(location.pathname) ?? [];
  if (!kind) return null;
  return (kind === "p" ? openProfile : openLeaderboard)(root, decodeURIComponent(name));
}

// The puzzles (/puzzles, /puzzles/{id}); null elsewhere.
function puzzles(root) {
  const [path, id] = /^\/puzzles(?:\/([^/]+))?$/.exec(location.pathname) ?? [];
  return path ? openPuzzles(root, id ? decodeURIComponent(id) : null) : null;
}

// A game's guided first hand (/learn/{game}); null elsewhere.
function learn(root) {
  const [path, game] = /^\/learn\/([^/]+)$/.exec(location.pathname) ?? [];
  return path ? openLearn(root, decodeURIComponent(game)) : null;
}

// The event an event's page (/e/{id}) shows; null elsewhere.
function eventOf() {
  const [, id] = /^\/e\/([^/]+)$/.exec(location.pathname) ?? [];
  return id ? decodeURIComponent(id) : null;
}

// The events (/events) and an event (/e/{id}); null elsewhere.
function events(root) {
  if (location.pathname === "/events") return openEvents(root);
  const id = eventOf();
  return id ? openEvent(root, id) : null;
}

function start() {
  const root = document.getElementById("main");
  const tableMatch = /^\/t\/([^/]+)$/.exec(location.pathname);
  const token = new URLSearchParams(location.hash.slice(1)).get("seat");
  const practice = location.pathname === "/practice" ? practiceOf(location.hash) : null;
  const redrawPage = tableMatch
    ? openTable(root, decodeURIComponent(tableMatch[1]), token)
    : practice ? openTable(root, "offline", null, practice)
    : players(root) ?? puzzles(root) ?? learn(root) ?? events(root) ?? openLobby(root);
  const redrawBar = tableMatch ? openTableBar(decodeURIComponent(tableMatch[1])) : null;
  const redrawFriends = practice ? null : openFriends(tableMatch ? decodeURIComponent(tableMatch[1]) : null, eventOf());
  topBar(() => { redrawPage(); redrawBar?.(); redrawFriends?.(); });
  window.addEventListener("hashchange", () => location.reload());
}

start();
// The service worker, once the page has loaded (the files it keeps do not delay the
// page's own); a page without it plays online.
function keepOffline() {
  navigator.serviceWorker?.register("/sw.js").catch(() => {});
}

if (document.readyState === "complete") keepOffline();
else window.addEventListener("load", keepOffline);
