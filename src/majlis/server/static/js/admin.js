// @ts-check
// The host's page (docs/community.md, "The host"): the reports with the talk around
// each, the log of every act, and the acts (silence, ban, close a table, remove an
// event), each sent with the host key (kept for this tab only) and the host's name. A
// report of an event's message names the event, and its context is the event's talk.
// Every word is the catalogues' (page.ftl's ui.admin_*), in the language the player's
// page keeps; everything a player wrote is put in the page as text, never as markup.

import { api } from "./api.js";
import { h, replace } from "./dom.js";
import { isolated, t, when } from "./i18n.js";

const KEY = "majlis.host";

// Each act's form: what it sends (the input's name, its label's key, how it is asked).
const ACTS = [
  { act: "silence", fields: [["name", "ui.admin_player", { required: true }],
    ["minutes", "ui.admin_minutes", { type: "number", min: 0, value: 60 }]] },
  { act: "ban", fields: [["name", "ui.admin_player", { required: true }]] },
  { act: "close", fields: [["table", "ui.admin_table", { required: true }],
    ["reason", "ui.admin_reason", { maxlength: 200 }]] },
  { act: "remove_event", fields: [["event", "ui.admin_event", { required: true }],
    ["reason", "ui.admin_reason", { maxlength: 200 }]] },
];

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

function asHost(path, body) {
  return api(path, body, { "x-majlis-host": who().key });
}

function field([name, label, attrs]) {
  return h("label", {}, t(label), " ", h("input", { name, ...attrs }));
}

function actForm({ act, fields }) {
  return h("form", { "data-act": act, onsubmit: (event) => {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(event.currentTarget));
    const body = { ...values, by: who().by, ...(values.minutes == null ? {} : { minutes: Number(values.minutes) }) };
    run(async () => {
      const done = await asHost(`/api/admin/${act}`, body);
      said(t("ui.admin_done", { act: t(`ui.admin_act_${done.action}`), detail: done.detail }));
      await show();
    });
  } }, fields.map(field), h("button", { type: "submit" }, t(`ui.admin_act_${act}`)));
}

// A message of the talk around a report: at a table (by seat, or watching), or in an event.
function line(message) {
  const name = isolated(message.name);
  if (message.channel === "event") return t("ui.admin_said_event", { name, text: message.text });
  const where = message.seat == null ? t("ui.admin_watching") : t("ui.admin_seat", { seat: message.seat + 1 });
  return t("ui.admin_said", { name, where, match: message.match + 1, text: message.text });
}

function reportText(report) {
  const parts = [t("ui.admin_report", { id: report.id, reporter: isolated(report.reporter) })];
  if (report.player) parts.push(t("ui.admin_against", { player: isolated(report.player) }));
  if (report.table) {
    const inEvent = report.message?.channel === "event";
    parts.push(t(inEvent ? "ui.admin_in_event" : "ui.admin_at_table", { place: report.table }));
  }
  return t("ui.admin_report_line", { who: parts.join(" "), reason: report.reason || t("ui.admin_no_reason") });
}

function reportItem(report) {
  return h("li", {}, reportText(report), h("ol", {}, report.context.map((message) =>
    h("li", { class: message.id === report.message?.id ? "reported" : null }, line(message)))));
}

function logItem(act) {
  return h("li", {}, t("ui.admin_log", { at: when(act.at * 1000), by: isolated(act.by),
    act: t(`ui.admin_act_${act.action}`), subject: act.subject, detail: act.detail }));
}

async function show() {
  const { reports, log } = await asHost("/api/admin/reports");
  replace($("#reports"), reports.map(reportItem));
  replace($("#log"), log.map(logItem));
}

function run(work) {
  work().catch((error) => said(error.message));
}

function whoForm() {
  return h("form", { id: "who", class: "panel", onsubmit: (event) => {
    event.preventDefault();
    sessionStorage.setItem(KEY, who().key);
    run(show);
  } },
  h("label", {}, t("ui.admin_key"), " ",
    h("input", { type: "password", name: "key", autocomplete: "off", required: true })),
  h("label", {}, t("ui.admin_name"), " ", h("input", { type: "text", name: "by", maxlength: 64, required: true })),
  h("button", { type: "submit", class: "primary" }, t("ui.admin_show")));
}

replace($("#main"), h("h1", {}, t("ui.admin_title")), whoForm(),
  h("p", { id: "said", role: "status" }),
  h("section", { class: "panel" }, h("h2", {}, t("ui.admin_acts")), ACTS.map(actForm)),
  h("section", { class: "panel" }, h("h2", {}, t("ui.admin_reports")), h("ol", { id: "reports" })),
  h("section", { class: "panel" }, h("h2", {}, t("ui.admin_log_title")), h("ol", { id: "log" })));
/** @type {HTMLFormElement} */ ($("#who")).key.value = sessionStorage.getItem(KEY) ?? "";
document.title = `majlis · ${t("ui.admin_title")}`;
