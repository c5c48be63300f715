// The service worker (served as /sw.js by majlis.server.offline, which fills in VERSION
// and KEPT): it keeps the page, its files, every language's words and the offline
// table's Python and Pyodide, so that the page opens and offline practice plays with
// no network. A new release is a new VERSION: its files are kept anew, the old copy
// dropped.
//
// The page's files and Pyodide (named by VERSION, which their contents make) are
// answered from the copy kept; the page itself, the games' words and the catalogues
// from the server while it answers (they follow the player's language and the
// server's games), from the copy when it does not.

const VERSION = "";
const KEPT = [];
const CACHE = `majlis-${VERSION}`;
const FROM_COPY = ["/static/", "/offline/"];

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(KEPT))
    .then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(caches.keys()
    .then((names) => Promise.all(names.filter((name) => name.startsWith("majlis-") && name !== CACHE)
      .map((name) => caches.delete(name))))
    .then(() => self.clients.claim()));
});

// The server's answer, kept for later; the kept copy when the server cannot be reached.
async function fromServer(request, kept) {
  try {
    const response = await fetch(request);
    if (response.ok) (await caches.open(CACHE)).put(kept, response.clone());
    return response;
  } catch (error) {
    const copy = await caches.match(kept, { cacheName: CACHE, ignoreSearch: true });
    if (copy) return copy;
    throw error;
  }
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    event.respondWith(fromServer(request, "/"));  // every address is the one page
  } else if (KEPT.includes(url.pathname) && FROM_COPY.some((part) => url.pathname.startsWith(part))) {
    event.respondWith(caches.match(url.pathname, { cacheName: CACHE })
      .then((copy) => copy ?? fetch(request)));
  } else if (KEPT.includes(url.pathname)) {
    event.respondWith(fromServer(request, url.pathname));
  }
});
