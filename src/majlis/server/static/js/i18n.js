// The page's words in English and Arabic. The game sends keys ("pass",
// "revealing", "cards_left"); a key missing here is shown readably as itself.

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

const WORDS = {
  en: {
    "ui.title": "Majlis", "ui.language": "العربية", "ui.four_colour": "Four-colour deck",
    "ui.new_table": "Start a table", "ui.game": "Game", "ui.options": "Options",
    "ui.seats": "Seats", "ui.human": "Person", "ui.bot": "Bot ({level})",
    "ui.name": "Name", "ui.turn_clock": "Turn clock (a bot moves for a player who takes too long)",
    "ui.create": "Start the table", "ui.your_tables": "Your tables",
    "ui.no_tables": "No tables yet.", "ui.copy": "Copy link", "ui.copied": "Copied",
    "ui.forget": "Forget", "ui.watch_link": "Spectators",
    "ui.seat_link": "Seat {n}", "ui.sit": "Sit here", "ui.links": "Send each friend their link",
    "ui.seat_n": "Seat {n}", "ui.you": "You", "ui.turn": "{seat} to move",
    "ui.your_turn": "Your turn", "ui.cards": "{n} in hand", "ui.dealer": "dealer",
    "ui.bot_for": "bot playing", "ui.away": "away", "ui.partner": "partner",
    "ui.take_back": "Take your seat back", "ui.bot_has_seat": "A bot is playing for you.",
    "ui.spectating": "You are watching.", "ui.connecting": "Connecting…",
    "ui.reconnecting": "Connection lost, reconnecting…",
    "ui.hand_n": "Hand {n}", "ui.totals": "Totals",     "ui.scores": "Scores", "ui.log": "This hand", "ui.continue": "Continue",
    "ui.winners": "Winners: {names}", "ui.no_winner": "The match is over.",
    "ui.play_again": "Play again", "ui.waiting_again": "Waiting for the others to say yes…", "ui.download": "Download the record",
    "ui.match_over": "The match is over", "ui.clock": "{n} s left",
    "ui.open_record": "Open a record file", "ui.record_viewer": "Record viewer",
    "ui.bad_record": "This file is not a record: {reason}",
    "ui.record_error": "The record breaks a rule at hand {hand}, action {index} ({action}): {reason}",
    "ui.deal": "The deal", "ui.previous": "Previous hand", "ui.next": "Next hand",
    "ui.holds": "{seat} holds", "ui.refused": "Refused: {message}", "ui.count": "×{n}",
    "ui.took": "{seat} takes it", "ui.open_end": "open end {n}",
    "ui.table_cards": "On the table",         "ui.hand": "Your hand", "ui.error": "Something went wrong: {message}",
    "ui.keys": "Keys: arrows choose a card, Enter plays it, letters press the buttons.",
    "ui.play": "Play {item}",     "ui.status.playing": "playing", "ui.status.over": "finished",     "stage.redeal": "Redeal", "stage.bidding": "Doubling", "stage.passing": "Passing",
    "stage.revealing": "Revealing", "stage.minus": "Minus", "stage.lead": "Lead",
    "stage.play": "Play",
    "word.pass": "Pass", "word.double": "Double", "word.treble": "Treble",
    "word.redeal": "Redeal", "word.reveal": "Reveal", "word.minus": "Minus",
    "word.play": "{item}", "word.pick": "picked {item}", "word.pick_hidden": "picked a card",
    "flag.announce": "last card!", "deal.table": "Face up", "deal.stock": "Stock",
    "fact.multiplier": "Stakes ×{value}", "fact.stock": "Stock: {value}",
    "fact.missing_open": "Missing suits are open", "fact.pass_left": "Passing {value} to the left",
    "fact.pass_right": "Passing {value} to the right",
    "fact.doubled": "doubled", "fact.trebled": "trebled", "fact.revealed": "revealed {item}",
    "fact.minus": "minus", "fact.tricks": "tricks: {value}", "fact.took": "took {item}",
    "fact.last_card": "last card!", "fact.passed": "gets {item} from you",
    "fact.received": "gave you {item}",
    "asked.redeal": "Demand a redeal, or keep these cards?",
    "asked.double": "Double the stakes, or pass?",
    "asked.treble+seat": "{seat} doubled: treble the stakes, or pass?",
    "asked.lead": "Your lead: play any card.", "asked.lead+item": "Lead {item}.",
    "asked.set_double": "Set a double of your choice to lead.",
    "asked.play": "Play a card that fits.", "asked.play+value": "Play a tile matching {value}.",
    "asked.pass_only": "Nothing fits: pass.", "asked.pass_only+value": "Nothing matches {value}: pass.",
    "asked.pass_only+item": "You do not hold {item}: pass.",
    "asked.reveal+item": "Reveal {item}? It counts double for whoever takes it.",
    "asked.pass_cards+seat+value": "Choose {value} more cards to pass to {seat}.",
    "asked.minus": "Declare minus (take no trick), or pass?",
    "asked.follow+value": "Follow suit: {suit}.",
    "part.cards_left": "cards left", "part.stock": "stock", "part.cards_taken": "cards taken",
    "part.revealed_double": "revealed, doubled", "part.minus_doubled": "failed minus, doubled",
    "part.no_trick_bonus": "no trick", "part.minus_bonus": "minus made",
    "part.warning_penalty": "no last-card warning", "part.seven_bonus": "last card a seven",
    "part.multiplier": "stakes", "part.doubles_set": "doubles set",
    "part.opponents_cards": "opponents' cards",
    "bot.random": "random", "bot.rules": "rules", "bot.search": "search",
    "game.sabat-al-deemin": "Sab'at Al-Deemin", "game.bint-al-sbeet": "Bint Al-Sbeet",
    "game.badam-saat": "Badam Saat", "game.asymmetric-badam-saat": "Asymmetric Badam Saat",
    "game.sedma": "Sedma",
    "choice.true": "yes", "choice.false": "no",
    "reaction.hello": "Hello!", "reaction.well_played": "Well played", "reaction.oops": "Oops",
    "reaction.thanks": "Thanks", "reaction.hurry": "Hurry up", "reaction.good_game": "Good game",
    "option.target": "Target", "option.games": "Hands", "option.players": "Players",
    "option.ace": "Ace", "option.pass_count": "Cards passed", "option.pass_cycle": "Pass directions",
    "option.redeal_on_three": "Redeal on three", "option.strict_warning": "Strict last-card warning",
    "option.minus_condition": "Minus condition", "option.forced_play": "Forced play",
    "option.finish_hand": "Finish the hand",
  },
  ar: {
    "ui.title": "مجلس", "ui.language": "English", "ui.four_colour": "ورق بأربعة ألوان",
    "ui.new_table": "افتح طاولة", "ui.game": "اللعبة", "ui.options": "الخيارات",
    "ui.seats": "المقاعد", "ui.human": "لاعب", "ui.bot": "آلي ({level})",
    "ui.name": "الاسم", "ui.turn_clock": "مؤقت الدور (يلعب آلي عن المتأخر)",
    "ui.create": "ابدأ الطاولة", "ui.your_tables": "طاولاتك",
    "ui.no_tables": "لا طاولات بعد.", "ui.copy": "انسخ الرابط", "ui.copied": "نُسخ",
    "ui.forget": "احذف", "ui.watch_link": "المتفرجون",
    "ui.seat_link": "المقعد {n}", "ui.sit": "اجلس هنا", "ui.links": "أرسل لكل صديق رابطه",
    "ui.seat_n": "المقعد {n}", "ui.you": "أنت", "ui.turn": "الدور على {seat}",
    "ui.your_turn": "دورك", "ui.cards": "{n} في اليد", "ui.dealer": "الموزّع",
    "ui.bot_for": "يلعب عنه آلي", "ui.away": "غائب", "ui.partner": "شريك",
    "ui.take_back": "استرجع مقعدك", "ui.bot_has_seat": "آلي يلعب عنك الآن.",
    "ui.spectating": "أنت تتفرج.", "ui.connecting": "جارٍ الاتصال…",
    "ui.reconnecting": "انقطع الاتصال، نعيد المحاولة…",
    "ui.hand_n": "الجولة {n}", "ui.totals": "المجموع",     "ui.scores": "النقاط", "ui.log": "هذه الجولة", "ui.continue": "تابع",
    "ui.winners": "الفائزون: {names}", "ui.no_winner": "انتهت المباراة.",
    "ui.play_again": "العب مرة أخرى", "ui.waiting_again": "بانتظار موافقة البقية…", "ui.download": "نزّل سجل المباراة",
    "ui.match_over": "انتهت المباراة", "ui.clock": "باقي {n} ث",
    "ui.open_record": "افتح ملف سجل", "ui.record_viewer": "عارض السجلات",
    "ui.bad_record": "هذا الملف ليس سجلًا: {reason}",
    "ui.record_error": "السجل يخالف القواعد في الجولة {hand}، الحركة {index} ({action}): {reason}",
    "ui.deal": "التوزيع", "ui.previous": "الجولة السابقة", "ui.next": "الجولة التالية",
    "ui.holds": "بيد {seat}", "ui.refused": "مرفوض: {message}", "ui.count": "×{n}",
    "ui.took": "أخذها {seat}", "ui.open_end": "الطرف المفتوح {n}",
    "ui.table_cards": "على الطاولة",         "ui.hand": "يدك", "ui.error": "حدث خطأ: {message}",
    "ui.keys": "المفاتيح: الأسهم لاختيار ورقة، Enter للعب، والحروف للأزرار.",
    "ui.play": "العب {item}",     "ui.status.playing": "جارية", "ui.status.over": "انتهت",     "stage.redeal": "إعادة التوزيع", "stage.bidding": "الدبل", "stage.passing": "التمرير",
    "stage.revealing": "الكشف", "stage.minus": "الماينص", "stage.lead": "البداية",
    "stage.play": "اللعب",
    "word.pass": "باس", "word.double": "دبل", "word.treble": "ثري",
    "word.redeal": "أعد التوزيع", "word.reveal": "اكشف", "word.minus": "ماينص",
    "word.play": "{item}", "word.pick": "اختار {item}", "word.pick_hidden": "اختار ورقة",
    "flag.announce": "آخر ورقة!", "deal.table": "مكشوفة", "deal.stock": "الكومة",
    "fact.multiplier": "الرهان ×{value}", "fact.stock": "الكومة: {value}",
    "fact.missing_open": "الأنواع الناقصة مفتوحة", "fact.pass_left": "التمرير {value} لليسار",
    "fact.pass_right": "التمرير {value} لليمين",
    "fact.doubled": "دبّل", "fact.trebled": "ثرّى", "fact.revealed": "كشف {item}",
    "fact.minus": "ماينص", "fact.tricks": "اللمّات: {value}", "fact.took": "أخذ {item}",
    "fact.last_card": "آخر ورقة!", "fact.passed": "يستلم منك {item}",
    "fact.received": "أعطاك {item}",
    "asked.redeal": "تطلب إعادة التوزيع أم تكمل بهذه الأوراق؟",
    "asked.double": "تدبّل الرهان أم باس؟",
    "asked.treble+seat": "{seat} دبّل: تثرّي الرهان أم باس؟",
    "asked.lead": "دورك في البداية: العب أي ورقة.", "asked.lead+item": "ابدأ بـ{item}.",
    "asked.set_double": "ابدأ بدبل من اختيارك.",
    "asked.play": "العب ورقة تركب.", "asked.play+value": "العب حجرًا يطابق {value}.",
    "asked.pass_only": "لا شيء يركب: باس.", "asked.pass_only+value": "لا شيء يطابق {value}: باس.",
    "asked.pass_only+item": "ليست معك {item}: باس.",
    "asked.reveal+item": "تكشف {item}؟ تُحسب مضاعفة على من يأخذها.",
    "asked.pass_cards+seat+value": "اختر {value} أوراق أخرى لتمريرها إلى {seat}.",
    "asked.minus": "تعلن ماينص (لا تأخذ أي لمّة) أم باس؟",
    "asked.follow+value": "العب من نفس النوع: {suit}.",
    "part.cards_left": "أوراق باقية", "part.stock": "الكومة", "part.cards_taken": "أوراق مأخوذة",
    "part.revealed_double": "مكشوفة مضاعفة", "part.minus_doubled": "ماينص فاشل مضاعف",
    "part.no_trick_bonus": "بلا لمّة", "part.minus_bonus": "ماينص ناجح",
    "part.warning_penalty": "بلا تنبيه آخر ورقة", "part.seven_bonus": "آخر ورقة سبعة",
    "part.multiplier": "الرهان", "part.doubles_set": "دبلات منزّلة",
    "part.opponents_cards": "أوراق الخصمين",
    "bot.random": "عشوائي", "bot.rules": "قواعد", "bot.search": "بحث",
    "game.sabat-al-deemin": "سبعة الديمن", "game.bint-al-sbeet": "بنت السبيت",
    "game.badam-saat": "بادام سات", "game.asymmetric-badam-saat": "بادام سات غير المتماثلة",
    "game.sedma": "سدمة",
    "reaction.hello": "هلا!", "reaction.well_played": "كفو", "reaction.oops": "أوه",
    "reaction.thanks": "مشكور", "reaction.hurry": "يلا بسرعة", "reaction.good_game": "لعبة حلوة",
    "choice.true": "نعم", "choice.false": "لا", "choice.left": "يسار", "choice.right": "يمين",
    "choice.none": "بلا", "choice.low": "منخفض", "choice.high": "مرتفع",
    "choice.no_trick": "بلا لمّة", "choice.no_penalty_card": "بلا ورقة جزاء",
    "option.target": "النقاط التي تنهي المباراة", "option.games": "عدد الجولات",
    "option.players": "عدد اللاعبين", "option.ace": "الإكة",
    "option.pass_count": "عدد الأوراق الممررة", "option.pass_cycle": "اتجاهات التمرير",
    "option.redeal_on_three": "إعادة التوزيع بثلاث", "option.strict_warning": "تنبيه آخر ورقة إلزامي",
    "option.minus_condition": "شرط الماينص", "option.forced_play": "اللعب إلزامي",
    "option.finish_hand": "إكمال الجولة",
    "help.target": "النقاط التي تنهي المباراة",
    "help.redeal_on_three": "من معه ثلاثة شياب أو ثلاث إكك يحق له طلب إعادة التوزيع",
    "help.strict_warning": "يجب التنبيه على آخر ورقة مع الورقة قبل الأخيرة، وإلا أخذ الخصمان 100",
    "help.pass_count": "عدد الأوراق التي يمررها كل لاعب", "help.pass_cycle": "اتجاهات التمرير، تتكرر جولة بعد جولة",
    "help.minus_condition": "ما يكسب الـ -10 والماينص: عدم أخذ أي لمّة، أو عدم أخذ ورقة جزاء",
    "help.players": "عدد اللاعبين", "help.ace": "الإكة تحت الاثنين (بواحد) أو فوق الشايب (بـ14)",
    "help.games": "عدد جولات المباراة", "help.forced_play": "من يقدر يلعب يجب أن يلعب (لا: يجوز له الباس)",
    "help.finish_hand": "تكمل الجولة عند بلوغ الهدف ويفوز الأعلى (لا: يفوز أول من يبلغه)",
  },
};

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

// A key's last part as words: "cards_left" -> "cards left".
export function readable(key) {
  return key.slice(key.lastIndexOf(".") + 1).replace(/[_-]+/g, " ");
}

function fill(template, args) {
  return template.replace(/\{(\w+)\}/g, (_, name) => String(args[name] ?? ""));
}

// The words of `key` in the page's language, then in English, then the key itself
// made readable with its arguments after it.
export function t(key, args = {}) {
  const template = WORDS[lang][key] ?? WORDS.en[key];
  if (template !== undefined) return fill(template, args);
  const values = Object.values(args).filter((v) => v !== null && v !== undefined && v !== "");
  return values.length ? `${readable(key)}: ${values.join(", ")}` : readable(key);
}

// The most specific key a fact has words for: "asked.play+value", then "asked.play".
export function factKey(prefix, fact) {
  const present = ["seat", "item", "value"].filter((field) => fact[field] != null);
  const specific = [prefix + "." + fact.name, ...present].join("+");
  return present.length && has(specific) ? specific : `${prefix}.${fact.name}`;
}

// A suit by its number in the record format's order C, D, H, S.
export function suitName(index) {
  return NAMES[lang].suits[index] ?? String(index);
}

export function has(key) {
  return key in WORDS[lang] || key in WORDS.en;
}

// A short label for an item: "7♦", "10♥", "3|5".
export function itemLabel(text) {
  const item = parseItem(text);
  if (item.kind === "card") return rankIndex(item.rank) + SUIT_SYMBOLS[item.suit];
  if (item.kind === "tile") return item.ends.join("|");
  return text;
}

// An item named in a sentence: "seven of diamonds", "سبعة ديمن", "3-5".
export function itemName(text) {
  const item = parseItem(text);
  if (item.kind !== "card") return itemLabel(text);
  const names = NAMES[lang];
  return names.card(names.ranks[RANK_ORDER.indexOf(item.rank)],
    names.suits[SUIT_ORDER.indexOf(item.suit)]);
}

export function gameTitle(game) {
  return has(`game.${game.id}`) ? t(`game.${game.id}`) : game.title;
}
