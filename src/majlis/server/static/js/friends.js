// @ts-check
// Friends and invitations, on every page of a named player: the player's own socket
// (/ws/friends, the key in its first message, never in an address) says where this
// page is (the lobby, a table, or an event) and brings the player's view at once and at every
// change: friends and where they are, requests each way, invitations. An invitation
// shows at the top of the page with Join and Decline, and as a notification while the
// tab is hidden (permission asked, with the reason, once the player has a friend). The
// Friends panel (after the page's main part) asks a player by name, answers requests,
// ends a friendship, hides where one is and, at a table whose links this browser
// holds, invites a friend: to a seat (its link goes to that friend alone) or to the
// open table one sits at.

import { loadGames } from "./api.js";
import { h, morph } from "./dom.js";
import { gameTitle, isolated, t } from "./i18n.js";
import { NAME_CHARACTERS, PLAYER_KEPT, asPlayer, me, playerLink } from "./player.js";
import { myTables, remember, setSetting, setting } from "./store.js";

const RETRY_MS = [500, 1000, 2000, 4000, 8000];

// Returns the drawing again (in another language); on a page without a player yet, it
// opens once one is made (the lobby's You panel).
export function openFriends(tableId, eventId = null) {
  const player = me();
  if (!player) {
    let draw = null;
    window.addEventListener(PLAYER_KEPT, () => { draw ??= openFriends(tableId, eventId); }, { once: true });
    return () => draw?.();
  }
  const state = { player, tableId, eventId, view: null, games: [], said: null, typed: "", shown: new Set() };
  const banner = h("div", { class: "invitations", "aria-live": "polite" });
  const panel = h("aside", { class: "friends-aside" });
  document.getElementById("bar").after(banner);
  document.getElementById("main").after(panel);
  state.draw = () => {
    morph(banner, state.view ? state.view.invitations.map((x) => invitationView(state, x)) : null);
    morph(panel, state.view ? friendsPanel(state) : null);
  };
  state.take = (view) => { notifyNew(state, view); state.view = view; state.draw(); };
  loadGames().then((games) => { state.games = games; state.draw(); }).catch(() => {});
  listen(state, 0);
  return state.draw;
}

// The player's socket, connected again (spaced out) whenever it drops.
function listen(state, tries) {
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  const socket = new WebSocket(`${scheme}://${location.host}/ws/friends`);
  socket.onopen = () => {
    tries = 0;
    socket.send(JSON.stringify({ type: "hello", key: state.player.key, table: state.tableId, event: state.eventId }));
  };
  socket.onmessage = (event) => {
    const frame = JSON.parse(event.data);
    if (frame.type === "friends") state.take(frame);
  };
  socket.onclose = () => setTimeout(() => listen(state, tries + 1), RETRY_MS[Math.min(tries, RETRY_MS.length - 1)]);
}

// Sends a change; the answer is the player's view as it is now, and what the panel
// says of it (`said` of the answer), or the refusal.
/** @param {any} state @param {string} path @param {object} body @param {(answer: any) => string | null} [said] */
async function change(state, path, body, said = () => null) {
  try {
    const answer = await asPlayer(path, body);
    const words = said(answer);
    state.said = words ? { words, error: false } : null;
    state.take(answer);
  } catch (error) {
    state.said = { words: error.message, error: true };
    state.draw();
  }
  return state.said?.error !== true;
}

function titleOf(state, game) {
  const found = state.games.find((g) => g.id === game);
  return found ? gameTitle(found) : game;
}

// A notification for each invitation not seen before, while the tab is hidden.
function notifyNew(state, view) {
  for (const invitation of view.invitations) {
    if (state.shown.has(invitation.id)) continue;
    state.shown.add(invitation.id);
    if (document.hidden && "Notification" in window && Notification.permission === "granted") {
      const note = new Notification(t("ui.notification_title"), {
        body: t("ui.invited_you", { name: invitation.from, game: titleOf(state, invitation.game) }),
        tag: invitation.id,
      });
      note.onclick = () => { window.focus(); note.close(); };
    }
  }
}

function invitationView(state, invitation) {
  const path = `/api/invitations/${encodeURIComponent(invitation.id)}`;
  const join = () => change(state, `${path}/join`, {}, (seated) => {
    remember({ table: seated.table, game: invitation.game, seat: seated.seat, link: seated.link,
      watch: seated.watch, open: invitation.link === null });
    location.assign(seated.link);
    return null;
  });
  return h("div", { class: "invitation", role: "alert", "data-invitation": invitation.id },
    h("span", {}, t("ui.invited_you", { name: isolated(invitation.from), game: titleOf(state, invitation.game) })),
    h("span", { class: "answers" },
      h("button", { type: "button", class: "primary join", onclick: join }, t("ui.join")),
      h("button", { type: "button", class: "decline", onclick: () => change(state, `${path}/decline`, {}) }, t("ui.decline"))));
}

function friendsPanel(state) {
  const { view } = state;
  const act = (path, body, said) => change(state, path, body, said);
  const name = h("input", { name: "friend-name", "aria-label": t("ui.friend_name"), placeholder: t("ui.friend_name"),
    maxlength: NAME_CHARACTERS, value: state.typed, oninput: (e) => { state.typed = e.target.value; } });
  const ask = async () => {
    const asked = state.typed.trim();
    if (await act("/api/friends", { name: asked },
      (answer) => t(`ui.friend_outcome.${answer.outcome}`, { name: isolated(asked) }))) state.typed = "";
    state.draw();
  };
  return h("section", { class: "panel friends" }, h("h2", {}, t("ui.friends")),
    inviteForm(state, act),
    view.friends.length ? null : h("p", { class: "muted" }, t("ui.friends_help")),
    permissionAsk(view, state.draw),
    h("form", { class: "ask-friend", onsubmit: (e) => { e.preventDefault(); ask(); } },
      name, " ", h("button", { type: "button", class: "ask", onclick: ask }, t("ui.ask_friend"))),
    state.said ? h("p", { role: "status", class: state.said.error ? "error" : "muted" }, state.said.words) : null,
    view.asking.length ? [h("h3", {}, t("ui.asking_you")), h("ul", { class: "asking" }, view.asking.map((who) =>
      h("li", {}, h("a", { href: playerLink(who) }, isolated(who)), " ",
        h("button", { type: "button", class: "accept", onclick: () => act("/api/friends/answer", { name: who, accept: true }) }, t("ui.accept")), " ",
        h("button", { type: "button", class: "decline", onclick: () => act("/api/friends/answer", { name: who, accept: false }) }, t("ui.decline")))))] : null,
    view.asked.length ? h("p", { class: "muted asked" }, t("ui.you_asked"), " ", view.asked.map(isolated).join(" · ")) : null,
    view.friends.length ? h("ul", { class: "friend-list" }, view.friends.map((friend) => friendLine(state, friend, act))) : null,
    h("p", {}, h("label", {}, h("input", { type: "checkbox", class: "hide-presence", checked: view.hidden,
      onchange: (e) => act("/api/friends/hide", { hidden: e.target.checked }) }), " ", t("ui.hide_presence"))));
}

function friendLine(state, friend, act) {
  const where = friend.presence === "table"
    ? [t("ui.presence.table", { game: titleOf(state, friend.game) }), " ", h("a", { href: friend.watch, class: "watch" }, t("ui.watch"))]
    : friend.presence === "event"
      ? h("a", { href: friend.link, class: "follow" }, t("ui.presence.event", { title: isolated(friend.title) }))
      : t(`ui.presence.${friend.presence}`);
  return h("li", { "data-friend": friend.name, "data-presence": friend.presence },
    h("span", { class: `dot ${friend.presence}`, "aria-hidden": "true" }), " ",
    h("a", { href: playerLink(friend.name) }, isolated(friend.name)), " ",
    h("span", { class: "muted where" }, where), " ",
    h("button", { type: "button", class: "remove", onclick: () => {
      if (confirm(t("ui.remove_friend_sure", { name: friend.name }))) act("/api/friends/remove", { name: friend.name });
    } }, t("ui.remove_friend")));
}

// Notifications asked for once the player has a friend (the reason said with the
// question), unless already answered or put off.
function permissionAsk(view, draw) {
  if (!view.friends.length || !("Notification" in window) || Notification.permission !== "default"
    || setting("notify_later", "0") === "1") return null;
  return h("p", { class: "notify-ask" }, t("ui.notify_why"), " ",
    h("button", { type: "button", class: "allow", onclick: () => Notification.requestPermission().then(draw) }, t("ui.notify_allow")), " ",
    h("button", { type: "button", onclick: () => { setSetting("notify_later", "1"); draw(); } }, t("ui.notify_later")));
}

// At a table whose links this browser holds: the seats to invite a friend to (each a
// person's seat but one's own), or the open table one sits at.
function invitableLinks(tableId) {
  const entry = myTables().find((x) => x.table === tableId);
  if (!entry) return [];
  if (entry.open) return [{ label: t("ui.invite_table"), link: `/t/${tableId}` }];
  return (entry.links ?? []).filter((s) => s.link && s.seat !== entry.seat)
    .map((s) => ({ label: t("ui.invite_seat", { seat: s.seat + 1 }), link: s.link }));
}

function inviteForm(state, act) {
  const links = state.tableId ? invitableLinks(state.tableId) : [];
  if (!links.length || !state.view.friends.length) return null;
  const friend = h("select", { class: "invite-friend", "aria-label": t("ui.friends") },
    state.view.friends.map((f) => h("option", { value: f.name }, f.name)));
  const where = h("select", { class: "invite-where", "aria-label": t("ui.invite_friend") },
    links.map((x) => h("option", { value: x.link }, x.label)));
  // (read from the page's own form: a redraw keeps its controls, not these new ones)
  const send = (event) => {
    const form = event.target.closest("form");
    const name = form.querySelector(".invite-friend").value;
    act("/api/invitations", { name, link: form.querySelector(".invite-where").value },
      () => t("ui.invite_sent", { name: isolated(name) }));
  };
  return h("form", { class: "invite", onsubmit: (e) => e.preventDefault() },
    h("h3", {}, t("ui.invite_friend")), friend, " ", where, " ",
    h("button", { type: "button", class: "primary send-invite", onclick: send },
    t("ui.invite")));
}
