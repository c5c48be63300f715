// The server's HTTP API; a refusal becomes an Error carrying the server's own words.

// The server refuses with {"error": code, "message": words}.
function refusal(data) {
  return typeof data?.message === "string" ? data.message : null;
}

export async function api(path, body) {
  const init = body === undefined ? {} : {
    method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body),
  };
  const response = await fetch(path, init);
  const data = await response.json().catch(() => null);
  if (!response.ok) {
    const error = new Error(refusal(data) ?? `${response.status} ${response.statusText}`);
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
