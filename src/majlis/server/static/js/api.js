// @ts-check
// The server's HTTP API; a refusal becomes an Error carrying its words in the page's
// language (the server's own English where the page has none for it).

import { refusalWords } from "./i18n.js";

// The server refuses with {"error": code, "message": words, ...fields}.
function refusal(data) {
  if (typeof data?.error !== "string") return null;
  const { error, message, ...fields } = data;
  return refusalWords(error, fields) ?? (typeof message === "string" ? message : null);
}

export async function api(path, body, headers = {}) {
  const init = body === undefined ? { headers } : {
    method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body),
  };
  const response = await fetch(path, init);
  const data = await response.json().catch(() => null);
  if (!response.ok) {
    const error = /** @type {Error & {data?: unknown}} */ (
      new Error(refusal(data) ?? `${response.status} ${response.statusText}`));
    error.data = data;
    throw error;
  }
  return data;
}

let games = null;

// The games, their descriptions and their words, fetched once.
export function loadGames() {
  games ??= api("/api/games");
  return games;
}
