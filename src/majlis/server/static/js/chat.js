// @ts-check
// Table talk (docs/community.md): the table's messages in a panel below the quick
// reactions (which a newcomer sees first; the talk opens on a press), and a box to say
// something. Every message is text only: put in the page as text nodes (never markup,
// no link made), each in an isolate of its own direction (<bdi dir=auto>), so that an
// Arabic message in an English page, or English words in an Arabic message, read in
// their own order and move nothing around them. A spectators' message is marked as one.
// A named player's message can be muted, blocked or reported, a message reported.

import { asPlayer, me } from "./player.js";
import { h } from "./dom.js";
import { t } from "./i18n.js";

const LETTERS = 200;  // the most characters a message keeps (majlis.server.talk.LETTERS)
const KEPT = 100;  // the messages the page keeps

// Messages heard (a frame's `messages`), added to those the view holds, each once, in
// the order the server kept them.
export function heardTalk(view, messages) {
  const known = new Map((view.talk ?? []).map((m) => [m.id, m]));
  const fresh = messages.filter((m) => !known.has(m.id) && !view.shunned?.has(m.name));
  for (const m of fresh) known.set(m.id, m);
  view.talk = [...known.values()].sort((a, b) => a.id - b.id).slice(-KEPT);
  if (!view.talkOpen) view.unread = (view.unread ?? 0) + fresh.length;
}

export function talkPanel(view) {
  const talk = view.talk ?? [];
  return h("details", { class: "panel talk", open: view.talkOpen,
    ontoggle: (event) => {
      view.talkOpen = event.target.open;
      if (view.talkOpen) view.unread = 0;
      view.redraw();
    } },
  h("summary", {}, t("ui.talk"), view.unread ? h("span", { class: "badge" }, String(view.unread)) : null),
  h("ol", { class: "talk-log", "aria-live": "polite" },
    talk.length ? talk.map((m) => line(view, m)) : h("li", { class: "muted" }, t("ui.talk_none"))),
  sayBox(view),
  view.talkNote ? h("p", { class: "muted", role: "status" }, view.talkNote) : null);
}

function line(view, m) {
  const who = m.seat == null ? m.name : view.name(m.seat);
  return h("li", { id: `talk-${m.id}`, class: m.channel === "watchers" ? "watchers" : "said" },
    h("bdi", { class: "talk-name" }, who),
    m.channel === "watchers" ? h("span", { class: "badge" }, t("ui.talk_watcher")) : null,
    ": ",  // outside the isolates: it takes the page's direction, not the name's
    h("bdi", { class: "talk-text", dir: "auto" }, m.text),
    me() && !mine(view, m) ? acts(view, m) : null);
}

// Whether this page's seat, or this browser's player watching, said it.
function mine(view, m) {
  return m.seat == null ? view.me == null && m.name === me()?.name : m.seat === view.me;
}

// Mute, block or report: a named player's (by name), any message (by its id).
function acts(view, m) {
  const named = m.player && m.name !== me()?.name;
  // opened and closed by the drawing (a table redraws at every event): one menu at a time
  return h("details", { class: "talk-acts", open: view.talkMenu === m.id },
    h("summary", { "aria-label": t("ui.talk_more"), onclick: (event) => {
      event.preventDefault();
      view.talkMenu = view.talkMenu === m.id ? null : m.id;
      view.redraw();
    } }, "⋯"),
    named ? h("button", { type: "button", onclick: () => shun(view, m.name, "mute") }, t("ui.mute")) : null,
    named ? h("button", { type: "button", onclick: () => shun(view, m.name, "block") }, t("ui.block")) : null,
    h("button", { type: "button", onclick: () => report(view, m) }, t("ui.report")));
}

const SHUNNED = { mute: "ui.muted", block: "ui.blocked" };

async function shun(view, name, kind) {
  if (!await told(view, asPlayer("/api/me/peace", { name, kind, on: true }), t(SHUNNED[kind], { name }))) return;
  view.shunned = new Set([...(view.shunned ?? []), name]);
  view.talk = (view.talk ?? []).filter((m) => !(m.player && m.name === name));
  view.redraw();
}

function report(view, m) {
  return told(view, asPlayer("/api/reports", { message: m.id, reason: "" }), t("ui.reported"));
}

async function told(view, asked, done) {
  let ok = true;
  try {
    await asked;
    view.talkNote = done;
  } catch (error) {
    view.talkNote = error.message;
    ok = false;
  }
  view.redraw();
  return ok;
}

// The box to say something: a spectator talks as a player (the lobby makes one).
function sayBox(view) {
  if (view.me == null && !me()) return h("p", { class: "muted" }, t("ui.talk_as_player"));
  return h("form", { class: "talk-say", onsubmit: (event) => {
    event.preventDefault();
    const box = event.currentTarget.querySelector("input");
    const text = box.value.trim();
    if (!text) return;
    view.connection.chat(text);
    box.value = "";
  } },
  h("input", { type: "text", name: "talk", maxlength: LETTERS, dir: "auto", autocomplete: "off",
    "aria-label": t("ui.talk_say"), placeholder: t("ui.talk_say") }),
  h("button", { type: "submit" }, t("ui.talk_send")));
}
