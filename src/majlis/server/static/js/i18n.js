// @ts-check
// Words in every language majlis speaks. The page's own words (ui.*, bot.*, reaction.*,
// every refusal.*, the names of cards and suits) live in the catalogues, in Project
// Fluent's format: src/majlis/locales/LANG/page.ftl and refusals.ftl, which the server
// gives as /locales/LANG.ftl, read before the page draws and formatted by the vendored
// @fluent/bundle (docs/translating.md). A key is the message of its dots as "-" and its
// "+" as "--": "refusal.bad_chat+letters" is "refusal-bad_chat--letters". A game sends
// keys ("word.pass", "part.cards_left") and its own catalogues for them, in Fluent's
// format too (`words` in /api/games: each language's Fluent text, the words games share
// first; see src/majlis/words.py). A key neither has is shown readably as itself.

import { FluentBundle, FluentNumber, FluentResource } from "../vendor/fluent-bundle/index.js";
import { parseItem, rankIndex } from "./items.js";

const SUIT_ORDER = "CDHS";
const SUIT_SYMBOLS = { C: "♣", D: "♦", H: "♥", S: "♠" };

// The languages majlis speaks, English first, each by its own name, and those written
// right to left: the server writes them on the page's <html> from src/majlis/i18n.py,
// the one list.
const HTML = document.documentElement;
const LANGUAGES = (HTML.dataset.languages || "en").split(" ");
const LANGUAGE_NAMES = (HTML.dataset.languageNames || "English").split("|");
const RIGHT_TO_LEFT = (HTML.dataset.rightToLeft ?? "ar").split(" ");
const REMEMBERED = "majlis.lang";

// Each language's catalogue, read before the page draws: every language's, so that a
// switch of language redraws the page at once (a catalogue is some 10 KB compressed).
const bundles = new Map();

// A bundle of `code` with the catalogues `texts` (Fluent text), a later one's message
// over an earlier one's: numbers in Western digits, as every number on the page is,
// choosing their forms by the language's plural rules; names are isolated where they
// are put in (`isolated`), so Fluent's own marks are off.
function bundleOf(code, texts) {
  const bundle = new FluentBundle(`${code}-u-nu-latn`, { useIsolating: false });
  for (const text of texts) bundle.addResource(new FluentResource(text), { allowOverrides: true });
  return bundle;
}

// Reads the catalogue of `code` from the server; an unreadable one is an empty
// catalogue, so that English words stand in.
async function load(code) {
  const response = await fetch(`/locales/${code}.ftl`).catch(() => null);
  bundles.set(code, bundleOf(code, [response?.ok ? await response.text() : ""]));
}

// Each game's bundles by language, made when first needed, by the game's `words`.
const gameBundles = new WeakMap();

// The bundles of a game's `words` ({lang: [Fluent text]}, as /api/games sends them).
function bundlesOf(words) {
  if (!gameBundles.has(words)) {
    gameBundles.set(words, new Map(Object.entries(words).map(([code, texts]) => [code, bundleOf(code, texts)])));
  }
  return gameBundles.get(words);
}

// The words of the game being drawn (its `words` from /api/games).
let gameWords = {};

// The language of a tag ("ar-SA" -> "ar") where majlis speaks it, else null.
/** @param {string | null | undefined} tag */
function spoken(tag) {
  const code = (tag ?? "").toLowerCase().split("-")[0];
  return LANGUAGES.includes(code) ? code : null;
}

// The page's language: one a link asks for (?lang=ar, remembered as a choice), else the
// one chosen before, else the browser's first that majlis speaks, else English.
function firstLanguage() {
  const asked = spoken(new URLSearchParams(location.search).get("lang"));
  if (asked) remember(asked);
  return asked ?? spoken(localStorage.getItem(REMEMBERED))
    ?? (navigator.languages ?? [navigator.language]).map(spoken).find(Boolean) ?? LANGUAGES[0];
}

// A choice is kept in the browser, and told to the server in a cookie, so that the
// pages the server writes (the page's first HTML, an error page) speak it too.
function remember(value) {
  localStorage.setItem(REMEMBERED, value);
  document.cookie = `majlis_lang=${value}; path=/; max-age=31536000; samesite=lax`;
}

let lang = firstLanguage();
shown();  // the <html>'s lang and dir at once, before the catalogues come
await Promise.all(LANGUAGES.map(load));

export function language() {
  return lang;
}

// The languages majlis speaks, English first.
export function languages() {
  return LANGUAGES;
}

// A language's own name: "العربية", "Čeština".
export function languageName(code) {
  return LANGUAGE_NAMES[LANGUAGES.indexOf(code)] ?? code;
}

// Draws the page in `value` from now on; `chosen`, the person chose it, and it is
// remembered.
export function setLanguage(value, chosen = true) {
  lang = value;
  if (chosen) remember(value);
  shown();
}

// The <html>'s lang and dir, as the page's language is.
function shown() {
  HTML.lang = lang;
  HTML.dir = RIGHT_TO_LEFT.includes(lang) ? "rtl" : "ltr";
}

// The server's refusal `code` in the page's words, filled with the `fields` it sent
// (an option's name and value are worded as the game words them): the words of the
// longest key naming the fields in the order sent ("refusal.bad_options+option+
// value+low+high"), then of fewer of them, then of the code alone; null if none. A
// name in it (`like`) is isolated.
/** @param {string} code @param {Record<string, any>} [fields] */
export function refusalWords(code, fields = {}) {
  const present = Object.keys(fields).filter((name) => fields[name] != null);
  const keys = present.map((_, n) => [`refusal.${code}`, ...present.slice(0, present.length - n)].join("+"));
  const key = [...keys, `refusal.${code}`].find(has);
  if (!key) return null;
  const args = { ...fields };
  if (typeof args.option === "string") args.option = optionLabel(args.option);
  if (args.value != null) args.value = choiceLabel(args.value);
  if (Array.isArray(args.choices)) args.choices = listed(args.choices.map(choiceLabel));
  if (typeof args.like === "string") args.like = isolated(args.like);
  return t(key, args);
}

// A key without words, readably, as majlis.words.readable: "part.cards_left" ->
// "cards left" (the fields a key names dropped).
export function readable(key) {
  return key.slice(key.lastIndexOf(".") + 1).split("+")[0].replaceAll("_", " ");
}

// The names of the values a message's pattern is filled with, however deep in its
// choices.
function variables(pattern) {
  if (!Array.isArray(pattern)) return [];
  return pattern.flatMap((part) => typeof part === "string" ? [] : expressionVariables(part));
}

function expressionVariables(expression) {
  if (expression.type === "var") return [expression.name];
  if (expression.type !== "select") return [];
  return [...expressionVariables(expression.selector),
    ...expression.variants.flatMap((variant) => variables(variant.value))];
}

// A whole number as the page writes it, a negative one isolated left to right to keep
// its sign before its digits in Arabic too.
function numeral(value) {
  return value < 0 ? ltr(String(value)) : String(value);
}

// A part of a hand's score as a sentence, as majlis.words.part_sentence: "3 cards left:
// 3 points"; a part whose words do not say its points gets what it counts and them.
export function partText(part) {
  const key = `part.${part.name}`;
  const found = gameMessage(key);
  if (found && variables(found.message.value).includes("points")) {
    return said(found, { count: part.count, points: part.points });
  }
  const counted = part.count == null ? "" : ` (${numeral(part.count)})`;
  return `${found ? said(found, {}) : readable(key)}${counted}: ${numeral(part.points)}`;
}

// Draws from now on with the words of a game (its `words` from /api/games): called
// wherever a table, a record or the lobby's chosen game is drawn.
export function useGameWords(words) {
  gameWords = words ?? {};
}

// The message for `key` among `found` (bundles by language) in the page's language,
// else in English, with its bundle; null when neither has it.
function messageIn(found, key) {
  const id = key.replaceAll(".", "-").replaceAll("+", "--");
  for (const code of [lang, LANGUAGES[0]]) {
    const bundle = found.get(code);
    const message = bundle?.getMessage(id);
    if (message?.value) return { bundle, message };
  }
  return null;
}

// The game in use's message for `key`, else null.
function gameMessage(key) {
  return messageIn(bundlesOf(gameWords), key);
}

// The page's message for `key`, else null.
function pageMessage(key) {
  return messageIn(bundles, key);
}

// A message found, filled with `args`.
function said(found, args) {
  return found.bundle.formatPattern(found.message.value, fluentArgs(args), []);
}

// Arguments as the catalogues take them: a whole number chooses its form and is written
// without grouping ("1500"), a negative one isolated left to right (`numeral`); any
// other value as its text.
function fluentArgs(args) {
  return Object.fromEntries(Object.entries(args).map(([name, value]) => [name,
    !Number.isInteger(value) ? String(value ?? "")
      : value < 0 ? numeral(value) : new FluentNumber(value, { useGrouping: false })]));
}

// The words of `key` (the game's, else the page's) filled with `args`, else the key
// itself made readable with its arguments after it.
export function t(key, args = {}) {
  const found = gameMessage(key) ?? pageMessage(key);
  if (found) return said(found, args);
  const values = Object.values(args).filter((v) => v !== null && v !== undefined && v !== "");
  return values.length ? `${readable(key)}: ${values.join(", ")}` : readable(key);
}

// The most specific key a fact has words for (among the game's in use, then the
// page's): "asked.play+value", then keys naming fewer of its fields
// ("fact.blocked+value" for a fact with a seat and a value), then "asked.play".
export function factKey(prefix, fact) {
  const present = ["seat", "item", "value"].filter((field) => fact[field] != null);
  const subsets = present.reduce((all, field) => [...all, ...all.map((s) => [...s, field])], [[]])
    .sort((a, b) => b.length - a.length);
  const found = subsets.map((fields) => [`${prefix}.${fact.name}`, ...fields].join("+")).find(has);
  return found ?? `${prefix}.${fact.name}`;
}

// How seats and bots are called, every word of it in the catalogue. A bot's level (its id on the
// wire and in records: random, rules, search ...) is said as a difficulty a newcomer
// knows, with "bot" beside it; a bot's seat nobody named has a friendly name by its
// place at the table (the same in both languages, so that two people at one table
// speak of one "Salem"); a person's seat nobody named is "Player 2".
const BOT_NAMES = 8;

// A bot at a level, as every list and badge says it: "Hard bot", "آلي صعب".
export function botLabel(level) {
  return t("ui.bot", { level: t(`bot.${level}`) });
}

// A seat's name in a match's result: a bot's with its level, "Salem (Hard bot)"; a
// person's (no level, or a record's level that is no word) as it is.
export function withLevel(name, level) {
  return typeof level === "string" && level ? `${name} (${botLabel(level)})` : name;
}

// A seat's name the server made up (the record says "bot 2", "player 1"), in the
// page's language: a bot's friendly name by its place, "Player 1" / "لاعب 1" (the page
// writes every number in Western digits, as the cards' own indices are).
export function defaultName(kind, seat) {
  return kind === "bot" ? t(`ui.bot_name.${(seat % BOT_NAMES) + 1}`)
    : t("ui.default_player", { n: seat + 1 });
}

// An option of the game in use, and one of its values (a list's one by one), as words.
export function optionLabel(name) {
  return has(`option.${name}`) ? t(`option.${name}`) : readable(name);
}

export function choiceLabel(value) {
  if (Array.isArray(value)) return value.map(choiceLabel).join(" ");
  return has(`choice.${value}`) ? t(`choice.${value}`) : String(value);
}


// A suit by its number in the record format's order C, D, H, S.
export function suitName(index) {
  const suit = SUIT_ORDER[index];
  return suit === undefined ? String(index) : t(`suit.${suit}`);
}

// Whether the game in use or the page has words for `key`.
export function has(key) {
  return gameMessage(key) !== null || pageMessage(key) !== null;
}

// A short label for an item: "7♦", "10♥", "3|5", isolated left to right (between
// U+2066 and U+2069) so that it reads so in Arabic text too, wherever it is put.
export function itemLabel(text) {
  const item = parseItem(text);
  if (item.kind === "card") return ltr(rankIndex(item.rank) + SUIT_SYMBOLS[item.suit]);
  if (item.kind === "tile") return ltr(item.ends.join("|"));
  return text;
}

// Text isolated left to right inside any other: "⁦p⁩".
export function ltr(text) {
  return `\u2066${text}\u2069`;
}

// A moment (milliseconds since 1970) as the page's language writes a date and a time,
// in Western digits as every number on the page: "Nov 28, 2026, 7:30 PM".
export function when(ms) {
  return new Date(ms).toLocaleString(`${lang}-u-nu-latn`,
    { dateStyle: "medium", timeStyle: "short" });
}

// Items of a list in a sentence, joined with the page's language's comma.
export function listed(items) {
  return items.join(t("list.comma"));
}

// A name a person chose, isolated in its own direction (between U+2068 and U+2069):
// an Arabic name in English words, or an English one in Arabic, keeps the words and
// numbers around it in their places ("to نورة: 3 each", not "to 3 :نورة each").
export function isolated(text) {
  return `\u2068${text}\u2069`;
}

// An item named in a sentence: "seven of diamonds", "سبعة ديمن", "3-5".
export function itemName(text) {
  const item = parseItem(text);
  if (item.kind !== "card") return itemLabel(text);
  return t("card", { rank: t(`rank.${item.rank}`), suit: t(`suit.${item.suit}`) });
}

// A game's words for `key` in the page's language, else in English (any game, not
// only the one in use); undefined where it has none.
export function gameSaid(game, key) {
  const found = messageIn(bundlesOf(game.words ?? {}), key);
  return found ? said(found, {}) : undefined;
}

// A game's name in its own words (any game, not only the one in use).
export function gameTitle(game) {
  return gameSaid(game, "title") ?? game.title ?? game.id;
}

