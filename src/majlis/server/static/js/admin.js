// @ts-check
// The host's page (docs/community.md, "The host"): the reports with the talk around
// each, the log of every act, and the acts (silence, ban, close a table, remove an
// event), each sent with the host key (kept for this tab only) and the host's name. A
// report of an event's message names the event, and its context is the event's talk. Everything a player wrote is
// put in the page as text, never as markup.

const KEY = "majlis.host";

/** @param {string} selector */
function $(selector) {
  return /** @type {HTMLElement} */ (document.querySelector(selector));
}

function said(text) {
  $("#said").textContent = text;
}

function who() {
  const form = /** @type {HTMLFormElement} */ ($("#who"));
  return { key: form.key.value, by: form.by.value.trim() };
}

async function asHost(path, body) {
  const init = { headers: { "x-majlis-host": who().key, "content-type": "application/json" } };
  const response = await fetch(path, body ? { ...init, method: "POST", body: JSON.stringify(body) } : init);
  const data = await response.json().catch(() => null);
  if (!response.ok) throw new Error(data?.message ?? `${response.status}`);
  return data;
}

/** @param {string} tag @param {string} text */
function item(tag, text) {
  const element = document.createElement(tag);
  element.textContent = text;
  return element;
}

function line(message) {
  if (message.channel === "event") return `${message.name} (in the event): ${message.text}`;
  const seat = message.seat == null ? "watching" : `seat ${message.seat + 1}`;
  return `${message.name} (${seat}, match ${message.match + 1}): ${message.text}`;
}

// Where a report's message was said: at a table, or in an event.
function place(report) {
  if (!report.table) return "";
  return report.message?.channel === "event" ? ` in event ${report.table}` : ` at table ${report.table}`;
}

async function show() {
  const { reports, log } = await asHost("/api/admin/reports");
  $("#reports").replaceChildren(...reports.map((report) => {
    const entry = item("li", `#${report.id} by ${report.reporter}` +
      `${report.player ? ` against ${report.player}` : ""}` +
      `${place(report)}: ${report.reason || "(no reason)"}`);
    const context = document.createElement("ol");
    context.append(...report.context.map((message) => {
      const said = item("li", line(message));
      if (message.id === report.message?.id) said.className = "reported";
      return said;
    }));
    entry.append(context);
    return entry;
  }));
  $("#log").replaceChildren(...log.map((act) =>
    item("li", `${new Date(act.at * 1000).toISOString()} ${act.by}: ${act.action} ${act.subject} ${act.detail}`)));
}

function run(work) {
  work().catch((error) => said(error.message));
}

$("#who").addEventListener("submit", (event) => {
  event.preventDefault();
  sessionStorage.setItem(KEY, who().key);
  run(show);
});

for (const form of /** @type {NodeListOf<HTMLFormElement>} */ (document.querySelectorAll("form[data-act]"))) {
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const fields = Object.fromEntries(new FormData(form));
    const body = { ...fields, by: who().by, ...(fields.minutes == null ? {} : { minutes: Number(fields.minutes) }) };
    run(async () => {
      const done = await asHost(`/api/admin/${form.dataset.act}`, body);
      said(`Done: ${done.action} ${done.detail}`);
      await show();
    });
  });
}

/** @type {HTMLFormElement} */ ($("#who")).key.value = sessionStorage.getItem(KEY) ?? "";
