// @ts-check
// The offline table's worker: majlis's own Python (majlis.offline, served packed by
// the server and kept by the service worker) run in Pyodide (vendored under
// /static/vendor/pyodide/), away from the page so that it stays responsive while the
// interpreter starts and the bots think. It answers the page's messages as a table's
// socket does (welcome, state, hands, error frames, the same JSON), moves the bots one
// at a time, `pace` milliseconds apart, and posts a finished match's record.
//
// From the page: {type: "start", game, options, level, secret, pace}, then "act"
// (action), "again" and "hands"; to it, the frames, and {type: "record", record}.

const scope = /** @type {any} */ (self);
const PYODIDE = "/static/vendor/pyodide/";
const ENGINE = "/offline/majlis.zip";
const ENGINE_DIR = "/home/pyodide/engine";

let pace = 0;
let botTimer = null;
const python = boot();

// Pyodide started, the packed majlis unpacked onto its path and the table's module
// imported.
async function boot() {
  const loader = `${PYODIDE}pyodide.mjs`;  // by name: a module of its own, not checked here
  const { loadPyodide } = await import(loader);
  const [pyodide, engine] = await Promise.all([
    loadPyodide({ indexURL: PYODIDE }),
    fetch(ENGINE).then((response) => {
      if (!response.ok) throw new Error(`${ENGINE}: ${response.status}`);
      return response.arrayBuffer();
    }),
  ]);
  pyodide.unpackArchive(engine, "zip", { extractDir: ENGINE_DIR });
  pyodide.runPython(`import sys; sys.path.insert(0, ${JSON.stringify(ENGINE_DIR)})
from majlis.offline import OfflineTable, as_text`);
  return pyodide;
}

// Python's answer to `code` (the JSON text of a frame, or None), as a frame or null;
// `given` are set as Python names first.
async function answer(code, given = {}) {
  const pyodide = await python;
  for (const [name, value] of Object.entries(given)) pyodide.globals.set(name, value);
  const text = pyodide.runPython(code);
  return typeof text === "string" ? JSON.parse(text) : null;
}

function post(frame) {
  if (frame) scope.postMessage(frame);
}

// After every frame: the next bot's move, `pace` milliseconds on; a finished match's record.
async function afterFrame(frame) {
  post(frame);
  if (frame?.type !== "state") return;
  if (frame.winners) post({ type: "record", record: await answer("as_text(table.record())") });
  clearTimeout(botTimer);
  botTimer = setTimeout(() => guarded(async () => {
    const moved = await answer("as_text(table.bot_move())");
    if (moved) await afterFrame(moved);
  }), pace);
}

// `work` done, or its failure told to the page as the server's would be (a fault in the
// Python: the page says so rather than waiting on a table that will not move).
async function guarded(work, id = undefined) {
  try {
    await work();
  } catch (error) {
    post({ type: "error", code: "server_error", message: String(error?.message ?? error), id });
  }
}

const VERBS = {
  async start(message) {
    pace = message.pace;
    await answer(`import json
asked = json.loads(asked)
table = OfflineTable(asked["game"], asked["options"], asked["level"], asked["secret"])`,
    { asked: JSON.stringify(message) });
    post(await answer("as_text(table.welcome())"));
    await afterFrame(await answer("as_text(table.state())"));
  },
  act: async (message) => afterFrame(await answer("as_text(table.act(action))",
    { action: message.action })),
  again: async () => afterFrame(await answer("as_text(table.again())")),
  hands: async () => post(await answer("as_text(table.hands_frame())")),
};

scope.onmessage = (event) => guarded(() => VERBS[event.data.type](event.data), event.data.id);
