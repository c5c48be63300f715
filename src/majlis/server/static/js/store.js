// @ts-check
// What this browser remembers: its tables (with the links it holds) and its settings.

const KEY = "majlis.tables";

export function myTables() {
  try {
    const tables = JSON.parse(localStorage.getItem(KEY) ?? "[]");
    return Array.isArray(tables) ? tables : [];
  } catch {
    return [];
  }
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
