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

// Each key's words in English and in Arabic (null where a language has none: the
// other's words, or the server's own, stand in).
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
  "ui.dealer": ["dealer", "الموزّع"],
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
  // Refusals: the key of a refused action (the game's, or the table's own) and its
  // fields, worded as facts are: {seat} a seat's name, {item} a card or tile, {suit}
  // the suit numbered by {value}.
  "refusal.hand_over": ["The hand is over.", "انتهت الجولة."],
  "refusal.can_play": ["{seat} can play {item}.", "بإمكان {seat} لعب {item}."],
  "refusal.not_a_card": ["That is not a card.", "هذه ليست ورقة."],
  "refusal.not_a_tile": ["That is not a tile.", "هذا ليس حجرًا."],
  "refusal.not_held": ["{seat} does not hold {item}.", "لا يوجد {item} في يد {seat}."],
  "refusal.first_card": ["The first card must be {item}.", "يجب أن تكون أول ورقة {item}."],
  "refusal.not_next_to_run": ["That card is neither a seven of a new suit nor next to a run on the table.", "هذه الورقة ليست سبعة من نوع جديد ولا تجاور سلسلة على الطاولة."],
  "refusal.suit_closed": ["No {suit} are on the table yet: missing suits open only after everyone has passed once.", "لا يوجد {suit} على الطاولة بعد: الأنواع الناقصة لا تُفتح إلا بعد أن يقول الجميع باس مرة."],
  "refusal.not_next_to_suit": ["That card is not next to a card of its suit on the table.", "هذه الورقة لا تجاور ورقة من نوعها على الطاولة."],
  "refusal.redeal_refused": ["Only a player holding three kings or three aces may demand a redeal, and only before the doubling.", "لا يطلب إعادة التوزيع إلا من في يده ثلاث أوراق شايب أو ثلاث أوراق إكة، وقبل التدبيل فقط."],
  "refusal.nobody_doubled": ["Nobody has doubled.", "لم يدبّل أحد."],
  "refusal.answer_redeal": ["{seat} must first demand a redeal or pass.", "على {seat} أولًا أن يطلب إعادة التوزيع أو يقول باس."],
  "refusal.answer_double": ["{seat} must first double or pass.", "على {seat} أولًا أن يدبّل أو يقول باس."],
  "refusal.answer_treble": ["{seat} must first treble or pass.", "على {seat} أولًا أن يثرّي أو يقول باس."],
  "refusal.bidding_over": ["The doubling is over.", "انتهى وقت التدبيل."],
  "refusal.not_an_action": ["That is not an action of this game.", "هذه ليست حركة في هذه اللعبة."],
  "refusal.suit_start": ["The {suit} must start with {item}.", "يجب أن تبدأ أوراق {suit} بـ{item}."],
  "refusal.only_next": ["Only {item} may go on the {suit}.", "لا يُلعب على أوراق {suit} إلا {item}."],
  "refusal.choose_to_pass": ["{seat} must first choose the cards to pass ({value} chosen so far).", "على {seat} أولًا أن يختار الأوراق التي يمررها (اختار {value} حتى الآن)."],
  "refusal.already_chosen": ["{seat} has already chosen {item} to pass.", "اختار {seat} {item} للتمرير من قبل."],
  "refusal.answer_reveal": ["{seat} is asked whether to reveal {item}: reveal or pass.", "يُسأل {seat} هل يكشف {item}: اكشف أو باس."],
  "refusal.answer_reveal_pass": ["{seat} is asked whether to reveal {item} and does not hold it: pass.", "يُسأل {seat} هل يكشف {item} وهي ليست في يده: باس."],
  "refusal.answer_minus": ["{seat} is asked whether to declare minus: minus or pass.", "يُسأل {seat} هل يعلن ماينص: ماينص أو باس."],
  "refusal.must_play_card": ["{seat} must play a card.", "على {seat} أن يلعب ورقة."],
  "refusal.must_follow": ["Follow suit: {seat} holds {suit}.", "يجب اللعب من النوع نفسه: في يد {seat} {suit}."],
  "refusal.must_lead_double": ["{seat} must set a double (holds {item}).", "على {seat} أن يبدأ بدبل (في يده {item})."],
  "refusal.lead_double": ["The lead must be a double.", "يجب أن يكون أول حجر دبل."],
  "refusal.no_match": ["That tile does not match the open end {value}.", "هذا الحجر لا يطابق الطرف المفتوح {value}."],
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
  "stage.redeal": ["Redeal", "إعادة التوزيع"],
  "stage.bidding": ["Doubling", "الدبل"],
  "stage.passing": ["Passing", "التمرير"],
  "stage.revealing": ["Revealing", "الكشف"],
  "stage.minus": ["Minus", "الماينص"],
  "stage.lead": ["Lead", "البداية"],
  "stage.play": ["Play", "اللعب"],
  "word.pass": ["Pass", "باس"],
  "word.double": ["Double", "دبل"],
  "word.treble": ["Treble", "ثري"],
  "word.redeal": ["Redeal", "أعد التوزيع"],
  "word.reveal": ["Reveal", "اكشف"],
  "word.minus": ["Minus", "ماينص"],
  "word.play": ["{item}", "{item}"],
  "word.pick": ["picked {item}", "اختار {item}"],
  "word.pick_hidden": ["picked a card", "اختار ورقة"],
  "flag.announce": ["last card!", "آخر ورقة!"],
  "deal.table": ["Face up", "مكشوفة"],
  "deal.stock": ["Stock", "الكومة"],
  "fact.multiplier": ["Stakes ×{value}", "الرهان ×{value}"],
  "fact.stock": ["Stock: {value}", "الكومة: {value}"],
  "fact.missing_open": ["Missing suits are open", "الأنواع الناقصة مفتوحة"],
  "fact.drew": ["Both passed: each drew a card from the stock", "باس الاثنان: سحب كلٌّ منهما ورقة من الكومة"],
  "fact.pass_left": ["Passing {value} to the left", "التمرير {value} لليسار"],
  "fact.pass_right": ["Passing {value} to the right", "التمرير {value} لليمين"],
  "fact.hearts_double": ["Hearts count double", "الهاص محسوب دبل"],
  "fact.doubled": ["doubled", "دبّل"],
  "fact.trebled": ["trebled", "ثرّى"],
  "fact.revealed": ["revealed {item}", "كشف {item}"],
  "fact.minus": ["minus", "ماينص"],
  "fact.tricks": ["tricks: {value}", "اللمّات: {value}"],
  "fact.took": ["took {item}", "أخذ {item}"],
  "fact.last_card": ["last card!", "آخر ورقة!"],
  "fact.passed": ["gets {item} from you", "يستلم منك {item}"],
  "fact.received": ["gave you {item}", "أعطاك {item}"],
  "fact.went_out": ["went out", "خلّص"],
  "fact.demanded_redeal": ["demanded a redeal", "طلب إعادة التوزيع"],
  "fact.reached+value": ["reached {value}", "وصل {value}"],
  "fact.four_passes": ["Four passes in a row ended the hand", "أربع باسات متتالية أنهت الجولة"],
  "fact.blocked+value": ["Blocked: nothing matches {value}", "مقفولة: لا شيء يطابق {value}"],
  "asked.redeal": ["Demand a redeal, or keep these cards?", "تطلب إعادة التوزيع أم تكمل بهذه الأوراق؟"],
  "asked.double": ["Double the stakes, or pass?", "تدبّل الرهان أم باس؟"],
  "asked.treble+seat": ["{seat} doubled: treble the stakes, or pass?", "{seat} دبّل: تثرّي الرهان أم باس؟"],
  "asked.lead": ["Your lead: play any card.", "دورك في البداية: العب أي ورقة."],
  "asked.lead+item": ["Lead {item}.", "ابدأ بـ{item}."],
  "asked.set_double": ["Set a double of your choice to lead.", "ابدأ بدبل من اختيارك."],
  "asked.play": ["Play a card that fits.", "العب ورقة تركب."],
  "asked.play+value": ["Play a tile matching {value}.", "العب حجرًا يطابق {value}."],
  "asked.pass_only": ["Nothing fits: pass.", "لا شيء يركب: باس."],
  "asked.pass_only+value": ["Nothing matches {value}: pass.", "لا شيء يطابق {value}: باس."],
  "asked.pass_only+item": ["You do not hold {item}: pass.", "ليست معك {item}: باس."],
  "asked.reveal+item": ["Reveal {item}? It counts double for whoever takes it.", "تكشف {item}؟ تُحسب مضاعفة على من يأخذها."],
  "asked.pass_cards+seat+value": ["Choose {value} more cards to pass to {seat}.", "اختر {value} أوراق أخرى لتمريرها إلى {seat}."],
  "asked.minus": ["Declare minus (take no trick), or pass?", "تعلن ماينص (لا تأخذ أي لمّة) أم باس؟"],
  "asked.minus_no_penalty_card": ["Declare minus (take no penalty card), or pass?",
    "تعلن ماينص (لا تأخذ أي ورقة جزاء) أم باس؟"],
  "asked.follow+value": ["Follow suit: {suit}.", "العب من نفس النوع: {suit}."],
  "asked.discard+value": ["You hold no {suit}: play any card.", "ما معك {suit}: العب أي ورقة."],
  "part.cards_left": ["cards left", "أوراق باقية"],
  "part.stock": ["stock", "الكومة"],
  "part.cards_taken": ["cards taken", "أوراق مأخوذة"],
  "part.revealed_double": ["revealed, doubled", "مكشوفة مضاعفة"],
  "part.minus_doubled": ["failed minus, doubled", "ماينص فاشل مضاعف"],
  "part.no_trick_bonus": ["no trick", "بلا لمّة"],
  "part.minus_bonus": ["minus made", "ماينص ناجح"],
  "part.warning_penalty": ["no last-card warning", "بلا تنبيه آخر ورقة"],
  "part.seven_bonus": ["last card a seven", "آخر ورقة سبعة"],
  "part.multiplier": ["stakes", "الرهان"],
  "part.doubles_set": ["doubles set", "دبلات منزّلة"],
  "part.opponents_cards": ["opponents' cards", "أوراق الخصمين"],
  "bot.random": ["random", "عشوائي"],
  "bot.rules": ["rules", "قواعد"],
  "bot.search": ["search", "بحث"],
  "game.sabat-al-deemin": ["Sab'at Al-Deemin", "سبعة الديمن"],
  "game.bint-al-sbeet": ["Bint Al-Sbeet", "بنت السبيت"],
  "game.badam-saat": ["Badam Saat", "بادام سات"],
  "game.asymmetric-badam-saat": ["Asymmetric Badam Saat", "بادام سات غير المتماثلة"],
  "game.sedma": ["Sedma", "سدمة"],
  "choice.true": ["yes", "نعم"],
  "choice.false": ["no", "لا"],
  "reaction.hello": ["Hello!", "هلا!"],
  "reaction.well_played": ["Well played", "كفو"],
  "reaction.oops": ["Oops", "أوه"],
  "reaction.thanks": ["Thanks", "مشكور"],
  "reaction.hurry": ["Hurry up", "يلا بسرعة"],
  "reaction.good_game": ["Good game", "لعبة حلوة"],
  "option.target": ["Target", "الهدف"],
  "option.games": ["Hands", "عدد الجولات"],
  "option.players": ["Players", "اللاعبون"],
  "option.ace": ["Ace", "الإكة"],
  "option.pass_count": ["Cards passed", "عدد الأوراق الممررة"],
  "option.pass_cycle": ["Pass directions", "اتجاهات التمرير"],
  "option.redeal_on_three": ["Redeal on three", "إعادة التوزيع بثلاث"],
  "option.strict_warning": ["Strict last-card warning", "تنبيه آخر ورقة إلزامي"],
  "option.minus_condition": ["Minus condition", "شرط الماينص"],
  "option.forced_play": ["Forced play", "اللعب إلزامي"],
  "option.finish_hand": ["Finish the hand", "إكمال الجولة"],
  "choice.left": [null, "يسار"],
  "choice.right": [null, "يمين"],
  "choice.none": [null, "بلا"],
  "choice.low": [null, "منخفض"],
  "choice.high": [null, "مرتفع"],
  "choice.no_trick": [null, "بلا لمّة"],
  "choice.no_penalty_card": [null, "بلا ورقة جزاء"],
  "help.target": [null, "النقاط التي تنهي المباراة"],
  "help.redeal_on_three": [null, "من معه ثلاثة شياب أو ثلاث إكك يحق له طلب إعادة التوزيع"],
  "help.strict_warning": [null, "يجب التنبيه على آخر ورقة مع الورقة قبل الأخيرة، وإلا أخذ الخصمان 100"],
  "help.pass_count": [null, "عدد الأوراق التي يمررها كل لاعب"],
  "help.pass_cycle": [null, "اتجاهات التمرير، تتكرر جولة بعد جولة"],
  "help.minus_condition": [null, "ما يكسب الـ -10 والماينص: عدم أخذ أي لمّة، أو عدم أخذ ورقة جزاء"],
  "help.players": [null, "عدد اللاعبين"],
  "help.ace": [null, "الإكة تحت الاثنين (بواحد) أو فوق الشايب (بـ14)"],
  "help.games": [null, "عدد جولات المباراة"],
  "help.forced_play": [null, "من يقدر يلعب يجب أن يلعب (لا: يجوز له الباس)"],
  "help.finish_hand": [null, "تكمل الجولة عند بلوغ الهدف ويفوز الأعلى (لا: يفوز أول من يبلغه)"],
};

// Words added with the page's fixes: the level of the strongest bot, the names the
// server makes up for unnamed seats, picked cards, the list option's buttons, and
// facts seen only at a hand's end.
Object.assign(WORDS, {
  "bot.search-strong": ["strong search", "بحث قوي"],
  "ui.default_bot": ["bot {n}", "آلي {n}"],
  "ui.default_player": ["player {n}", "لاعب {n}"],
  "ui.picked": ["picked", "مختارة"],
  "ui.list_add": ["Add", "أضف"],
  "ui.list_remove": ["Remove", "احذف"],
  "ui.how_ended": ["How the hand ended", "كيف انتهت الجولة"],
  "ui.key": ["Key: {key}", "المفتاح: {key}"],
  "goal.target": ["to {n} points", "الهدف: {n} نقطة"],
  "goal.games": ["{n} hands", "عدد الجولات: {n}"],
});

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
  const words = WORDS[key] ?? [];
  const template = words[LANGUAGES.indexOf(lang)] ?? words[0] ?? undefined;
  if (template !== undefined) return fill(template, args);
  const values = Object.values(args).filter((v) => v !== null && v !== undefined && v !== "");
  return values.length ? `${readable(key)}: ${values.join(", ")}` : readable(key);
}

// The most specific key a fact has words for: "asked.play+value", then keys naming
// fewer of its fields ("fact.reached+value" for a fact with a seat and a value), then
// "asked.play".
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

// A game option's name, and one of its values (a list's one by one), as words.
export function optionLabel(name) {
  return has(`option.${name}`) ? t(`option.${name}`) : readable(name);
}

export function choiceLabel(value) {
  if (Array.isArray(value)) return value.map(choiceLabel).join(" ");
  return has(`choice.${value}`) ? t(`choice.${value}`) : String(value);
}

// Whether `key` has words in every language (for the tests).
export function hasEveryLanguage(key) {
  return LANGUAGES.every((_, i) => (WORDS[key] ?? [])[i] != null);
}


// A suit by its number in the record format's order C, D, H, S.
export function suitName(index) {
  return NAMES[lang].suits[index] ?? String(index);
}

export function has(key) {
  const words = WORDS[key] ?? [];
  return words[LANGUAGES.indexOf(lang)] != null || words[0] != null;
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
