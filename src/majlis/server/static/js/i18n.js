// Words in English and Arabic. A game sends keys ("word.pass", "stage.revealing",
// "part.cards_left") and its own words for them (`words` in /api/games, see
// src/majlis/words.py); the page holds only its own words (ui.*, bot.*, reaction.*,
// the table's own refusals) and the names of cards and suits. A key neither has is
// shown readably as itself.

import { parseItem, rankIndex } from "./items.js";

const RANK_ORDER = "23456789TJQKA";
const SUIT_ORDER = "CDHS";
const SUIT_SYMBOLS = { C: "♣", D: "♦", H: "♥", S: "♠" };

// Card and suit names: English, and the Gulf names of src/majlis/tui/names.py.
const NAMES = {
  en: {
    suits: ["clubs", "diamonds", "hearts", "spades"],
    ranks: ["two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
      "jack", "queen", "king", "ace"],
    card: (rank, suit) => `${rank} of ${suit}`,
  },
  ar: {
    suits: ["شريا", "ديمن", "هاص", "سبيت"],
    ranks: ["اثنين", "ثلاثة", "أربعة", "خمسة", "ستة", "سبعة", "ثمانية", "تسعة", "عشرة",
      "ولد", "بنت", "شايب", "إكة"],
    card: (rank, suit) => `${rank} ${suit}`,
  },
};

// The page's own words for each key, in English and in Arabic.
const LANGUAGES = ["en", "ar"];
const WORDS = {
  "ui.title": ["Majlis", "مجلس"],
  "ui.language": ["العربية", "English"],
  "ui.four_colour": ["Four-colour deck", "ورق بأربعة ألوان"],
  "ui.new_table": ["Start a table", "افتح طاولة"],
  "ui.game": ["Game", "اللعبة"],
  "ui.options": ["Options", "الخيارات"],
  "ui.seats": ["Seats", "المقاعد"],
  "ui.human": ["Person", "لاعب"],
  "ui.bot": ["Bot ({level})", "آلي ({level})"],
  "ui.name": ["Name", "الاسم"],
  "ui.turn_clock": ["Turn clock (a bot moves for a player who takes too long)", "مؤقت الدور (يلعب آلي عن المتأخر)"],
  "ui.create": ["Start the table", "ابدأ الطاولة"],
  "ui.your_tables": ["Your tables", "طاولاتك"],
  "ui.no_tables": ["No tables yet.", "لا طاولات بعد."],
  "ui.copy": ["Copy link", "انسخ الرابط"],
  "ui.copied": ["Copied", "نُسخ"],
  "ui.forget": ["Forget", "احذف"],
  "ui.watch_link": ["Spectators", "المتفرجون"],
  "ui.seat_link": ["Seat {n}", "المقعد {n}"],
  "ui.sit": ["Sit here", "اجلس هنا"],
  "ui.links": ["Send each friend their link", "أرسل لكل صديق رابطه"],
  "ui.seat_n": ["Seat {n}", "المقعد {n}"],
  "ui.you": ["You", "أنت"],
  "ui.turn": ["{seat} to move", "الدور على {seat}"],
  "ui.your_turn": ["Your turn", "دورك"],
  "ui.cards": ["{n} in hand", "{n} في اليد"],
  "ui.tricks": ["tricks taken: {n}", "اللمّات: {n}"],
  "ui.bot_for": ["bot playing", "يلعب عنه آلي"],
  "ui.away": ["away", "غائب"],
  "ui.partner": ["partner", "شريك"],
  "ui.take_back": ["Take your seat back", "استرجع مقعدك"],
  "ui.bot_has_seat": ["A bot is playing for you.", "آلي يلعب عنك الآن."],
  "ui.spectating": ["You are watching.", "أنت تتفرج."],
  "ui.connecting": ["Connecting…", "جارٍ الاتصال…"],
  "ui.reconnecting": ["Connection lost, reconnecting…", "انقطع الاتصال، نعيد المحاولة…"],
  "ui.hand_n": ["Hand {n}", "الجولة {n}"],
  "ui.totals": ["Totals", "المجموع"],
  "ui.scores": ["Scores", "النقاط"],
  "ui.log": ["This hand", "هذه الجولة"],
  "ui.continue": ["Continue", "تابع"],
  "ui.winners": ["Winners: {names}", "الفائزون: {names}"],
  "ui.no_winner": ["The match is over.", "انتهت المباراة."],
  "ui.play_again": ["Play again", "العب مرة أخرى"],
  "ui.wants_again": ["wants another match", "يريد مباراة أخرى"],
  "ui.waiting_again": ["Waiting for the others to say yes…", "بانتظار موافقة البقية…"],
  "ui.download": ["Download the record", "نزّل سجل المباراة"],
  "ui.match_over": ["The match is over", "انتهت المباراة"],
  "ui.clock": ["{n} s left", "باقي {n} ث"],
  "ui.open_record": ["Open a record file", "افتح ملف سجل"],
  "ui.record_viewer": ["Record viewer", "عارض السجلات"],
  "ui.bad_record": ["This file is not a record: {reason}", "هذا الملف ليس سجلًا: {reason}"],
  "ui.record_error": ["The record breaks a rule at hand {hand}, action {index} ({action}): {reason}", "السجل يخالف القواعد في الجولة {hand}، الحركة {index} ({action}): {reason}"],
  "ui.deal": ["The deal", "التوزيع"],
  "ui.previous": ["Previous hand", "الجولة السابقة"],
  "ui.next": ["Next hand", "الجولة التالية"],
  "ui.holds": ["{seat} holds", "بيد {seat}"],
  "ui.refused": ["Refused: {message}", "مرفوض: {message}"],
  // The table's own refusals (a game's come with its words), spoken to the player.
  "refusal.match_over": ["The match is over.", "انتهت المباراة."],
  "refusal.not_your_turn": ["It is not your turn.", "ليس دورك."],
  "refusal.stale": ["The table has moved on: look again and retry.", "تغيّرت الطاولة: انظر إليها وحاول مرة أخرى."],
  "refusal.no_bot": ["No bot is playing for you.", "لا يلعب عنك أي آلي."],
  "refusal.not_over": ["The match is not over yet.", "لم تنتهِ المباراة بعد."],
  "refusal.unknown_action": ["That is not an action of this game.", "هذه ليست حركة في هذه اللعبة."],
  "ui.count": ["×{n}", "×{n}"],
  "ui.took": ["{seat} takes it", "أخذها {seat}"],
  "ui.open_end": ["open end {n}", "الطرف المفتوح {n}"],
  "ui.table_cards": ["On the table", "على الطاولة"],
  "ui.hand": ["Your hand", "يدك"],
  "ui.error": ["Something went wrong: {message}", "حدث خطأ: {message}"],
  "ui.keys": ["Keys: arrows choose a card, Enter plays it, letters press the buttons.", "المفاتيح: الأسهم لاختيار ورقة، Enter للعب، والحروف للأزرار."],
  "ui.play": ["Play {item}", "العب {item}"],
  "ui.status.playing": ["playing", "جارية"],
  "ui.status.over": ["finished", "انتهت"],
  "bot.random": ["random", "عشوائي"],
  "bot.rules": ["rules", "قواعد"],
  "bot.search": ["search", "بحث"],
  "bot.learned": ["learned", "متعلّم"],
  "reaction.hello": ["Hello!", "هلا!"],
  "reaction.well_played": ["Well played", "كفو"],
  "reaction.oops": ["Oops", "أوه"],
  "reaction.thanks": ["Thanks", "مشكور"],
  "reaction.hurry": ["Hurry up", "يلا بسرعة"],
  "reaction.good_game": ["Good game", "لعبة حلوة"],
};

// Words added with the page's fixes: the level of the strongest bot, the names the
// server makes up for unnamed seats, picked cards, the list option's buttons, and
// the summary of how a hand ended.
Object.assign(WORDS, {
  "bot.search-strong": ["strong search", "بحث قوي"],
  "ui.default_bot": ["bot {n}", "آلي {n}"],
  "ui.default_player": ["player {n}", "لاعب {n}"],
  "ui.picked": ["picked", "مختارة"],
  "ui.list_add": ["Add", "أضف"],
  "ui.list_remove": ["Remove", "احذف"],
  "ui.how_ended": ["How the hand ended", "كيف انتهت الجولة"],
  "ui.key": ["Key: {key}", "المفتاح: {key}"],
  "ui.refusal.bad_name": ["a name has 1 to {letters} letters that can be seen",
    "الاسم من حرف إلى {letters} حرفًا ظاهرًا"],
});

// The words of the game being drawn: {key: {en, ar}} as the game sent them.
let gameWords = {};

let lang = localStorage.getItem("majlis.lang") === "ar" ? "ar" : "en";

export function language() {
  return lang;
}

export function setLanguage(value) {
  lang = value;
  localStorage.setItem("majlis.lang", value);
  document.documentElement.lang = value;
  document.documentElement.dir = value === "ar" ? "rtl" : "ltr";
}

// A key without words, readably, as majlis.words.readable: "part.cards_left" ->
// "cards left" (the fields a key names dropped).
export function readable(key) {
  return key.slice(key.lastIndexOf(".") + 1).split("+")[0].replaceAll("_", " ");
}

function fill(template, args) {
  return template.replace(/\{(\w+)\}/g, (_, name) => String(args[name] ?? ""));
}

// Draws from now on with the words of a game (its `words` from /api/games): called
// wherever a table, a record or the lobby's chosen game is drawn.
export function useGameWords(words) {
  gameWords = words ?? {};
}

// The template of `key`: the game's words in the page's language, else in English;
// then the page's own; undefined when neither has words for it.
function template(key) {
  const game = Object.hasOwn(gameWords, key) ? gameWords[key] : {};
  const own = WORDS[key] ?? [];
  return game[lang] ?? game[LANGUAGES[0]] ?? own[LANGUAGES.indexOf(lang)] ?? own[0] ?? undefined;
}

// The words of `key` (see `template`) filled with `args`, else the key itself made
// readable with its arguments after it.
export function t(key, args = {}) {
  const words = template(key);
  if (words !== undefined) return fill(words, args);
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

// A seat's name the server made up, in the page's language: "bot 2", "آلي 2" (the
// page writes every number in Western digits, as the cards' own indices are).
export function defaultName(kind, seat) {
  return t(kind === "bot" ? "ui.default_bot" : "ui.default_player", { n: seat + 1 });
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
  return NAMES[lang].suits[index] ?? String(index);
}

// Whether the game in use or the page has words for `key`.
export function has(key) {
  return template(key) !== undefined;
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

// Items of a list in a sentence, joined with the page's language's comma.
export function listed(items) {
  return items.join(language() === "ar" ? "، " : ", ");
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
  const names = NAMES[lang];
  return names.card(names.ranks[RANK_ORDER.indexOf(item.rank)],
    names.suits[SUIT_ORDER.indexOf(item.suit)]);
}

// A game's name in its own words (any game, not only the one in use).
export function gameTitle(game) {
  const title = game.words?.title ?? {};
  return title[lang] ?? title[LANGUAGES[0]] ?? game.title ?? game.id;
}
