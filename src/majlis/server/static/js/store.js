// @ts-check
// What this browser remembers: its tables (with the links it holds) and its settings.

const KEY = "majlis.tables";

// The list this browser keeps under `key`; none where it keeps nothing readable there.
export function storedList(key) {
  try {
    const list = JSON.parse(localStorage.getItem(key) ?? "[]");
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

export function myTables() {
  return storedList(KEY);
}

function save(tables) {
  localStorage.setItem(KEY, JSON.stringify(tables));
}

// Adds or updates the entry of `entry.table`, keeping what was known before.
export function remember(entry) {
  const tables = myTables();
  const old = tables.find((t) => t.table === entry.table);
  const merged = { ...old, ...entry, created: old?.created ?? Date.now() };
  save([merged, ...tables.filter((t) => t.table !== entry.table)]);
}

export function forget(table) {
  save(myTables().filter((t) => t.table !== table));
}

export function setting(name, fallback) {
  return localStorage.getItem(`majlis.${name}`) ?? fallback;
}

export function setSetting(name, value) {
  localStorage.setItem(`majlis.${name}`, value);
}
