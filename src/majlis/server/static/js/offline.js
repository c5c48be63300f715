// @ts-check
// Offline practice: a table against bots with no server, played by majlis's own Python
// in a worker (offline_worker.js). Its connection answers the table's page as a
// table's socket does (connection.js: the same frames, the same verbs), so the page
// draws it as a served table. Its address is /practice with the game in the fragment
// (#game=sedma&options={...}&level=rules); a finished match is kept on this device as a
// record (the record format), for the lobby's record viewer and its review.

import { keptHands, worded } from "./connection.js";
import { storedList } from "./store.js";

const KEPT = "majlis.offline_records";
const KEEP = 50;
/** The most records kept; the oldest go first. */
const PACE = 600;
/** Milliseconds between the bots' moves, as a served table's (its bot delay). */

// The practice link for a game under `options`, its bots of `level`.
export function practiceLink(game, options, level) {
  const fragment = new URLSearchParams({ game, options: JSON.stringify(options), level });
  return `/practice#${fragment}`;
}

// The practice asked for by this page's fragment; null where it names no game (the
// lobby then, to choose one).
export function practiceOf(hash) {
  const asked = new URLSearchParams(hash.slice(1));
  if (!asked.get("game")) return null;
  return {
    game: asked.get("game"),
    options: JSON.parse(asked.get("options") ?? "{}"),
    level: asked.get("level") ?? "rules",
    pace: Number(asked.get("pace") ?? PACE),
  };
}

// The records of the matches finished offline on this device, the newest first.
export function keptRecords() {
  return storedList(KEPT);
}

function keep(record) {
  const entry = { record, finished: Date.now() };
  localStorage.setItem(KEPT, JSON.stringify([entry, ...keptRecords()].slice(0, KEEP)));
}

function secret() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

// The offline table's connection: the verbs of connection.js's `connect`, answered by
// the worker; its status "connecting" until the worker's Python is ready, then "open".
export function connectOffline(practice, { onMessage, onStatus }) {
  const worker = new Worker("/static/js/offline_worker.js", { type: "module" });
  const sent = new Map();
  let acts = 0;
  const hands = keptHands(() => worker.postMessage({ type: "hands" }));
  const act = (message) => {
    const id = `a${++acts}`;
    sent.set(id, message);
    worker.postMessage({ ...message, id });
  };
  let open = false;
  worker.onmessage = (event) => {
    let message = event.data;
    if (message.type === "record") {
      keep(message.record);
      return;
    }
    if (!open) onStatus("open");
    open = true;
    message = hands.read(message);
    if (message?.type === "error") worded(message, sent);
    if (message) onMessage(message);
  };
  worker.postMessage({ type: "start", ...practice, secret: secret() });
  return {
    act: (action) => act({ type: "act", action }),
    again: () => act({ type: "again" }),
    // the page offers none of these at an offline table (table.js): no one hears
    // reactions or talk, it gives no hints (table.hints is false), and no bot takes
    // the person's seat
    react: () => {},
    chat: () => {},
    takeBack: () => {},
    hint: () => {},
    close: () => worker.terminate(),
  };
}
