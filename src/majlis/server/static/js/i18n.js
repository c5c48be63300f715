// @ts-check
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

// The languages majlis speaks, English first, and those written right to left: the
// server writes them on the page's <html> from src/majlis/words.py, the one list.
const HTML = document.documentElement;
const LANGUAGES = (HTML.dataset.languages || "en ar").split(" ");
const RIGHT_TO_LEFT = (HTML.dataset.rightToLeft ?? "ar").split(" ");
const REMEMBERED = "majlis.lang";

// The page's own words for each key, in LANGUAGES' order.
const WORDS = {
  "ui.title": ["Majlis", "مجلس"],
  "ui.table_id": ["Table {id}", "الطاولة {id}"],
  "ui.language": ["العربية", "English"],
  "ui.four_colour": ["Four-colour deck", "ورق بأربعة ألوان"],
  "ui.new_table": ["Start a table", "افتح طاولة"],
  "ui.game": ["Game", "اللعبة"],
  "ui.options": ["Options", "الخيارات"],
  "ui.seats": ["Seats", "المقاعد"],
  "ui.human": ["Person", "لاعب"],
  "ui.name": ["Name", "الاسم"],
  "ui.turn_clock": ["Turn clock (a bot moves for a player who takes too long)", "مؤقت الدور (يلعب آلي عن المتأخر)"],
  "ui.create": ["Start the table", "ابدأ الطاولة"],
  "ui.your_tables": ["Your tables", "طاولاتك"],
  "ui.copy": ["Copy link", "انسخ الرابط"],
  "ui.copied": ["Copied", "نُسخ"],
  "ui.forget": ["Forget", "احذف"],
  "ui.watch_link": ["Spectators", "المتفرجون"],
  "ui.seat_link": ["Seat {n}", "المقعد {n}"],
  "ui.sit": ["Sit here", "اجلس هنا"],
  "ui.links": ["Send each friend their link", "أرسل لكل صديق رابطه"],
  "ui.seat_n": ["Seat {n}", "المقعد {n}"],
  "ui.you": ["You", "أنت"],
  "ui.turn": ["Waiting for {seat}…", "الدور على {seat}…"],
  "ui.your_turn": ["Your turn", "دورك"],
  "ui.cards": ["{n} in hand", "{n} في اليد"],
  "ui.tricks": ["tricks taken: {n}", "اللمّات: {n}"],
  "ui.away": ["away", "خارج الطاولة"],
  "ui.partner": ["partner", "من فريقك"],
  "ui.take_back": ["Take your seat back", "استرجع مقعدك"],
  "ui.bot_has_seat": ["A bot is playing for you.", "آلي يلعب عنك الآن."],
  "ui.spectating": ["You are watching.", "أنت في مقاعد المتفرجين."],
  "ui.connecting": ["Connecting…", "جارٍ الاتصال…"],
  "ui.reconnecting": ["Connection lost, reconnecting…", "انقطع الاتصال، نعيد المحاولة…"],
  "ui.hand_n": ["Hand {n}", "الجولة {n}"],
  "ui.totals": ["Totals", "المجموع"],
  "ui.scores": ["Scores", "النقاط"],
  "ui.log": ["Moves this hand", "حركات هذه الجولة"],
  "ui.continue": ["Continue", "تابع"],
  "ui.winners": ["{n|Winner|Winners}: {names}", "{n|الفائز|الفائزان|الفائزون}: {names}"],
  "ui.no_winner": ["The match is over.", "انتهت المباراة."],
  "ui.leading": ["Leading the match: {names}, on {total} ({rule}).",
    "{n|المتقدّم|المتقدّمان|المتقدّمون} في المباراة: {names}، بمجموع {total} ({rule})."],
  "ui.all_level": ["All level, on {total} each ({rule}).", "الجميع متعادلون، لكلٍّ {total} ({rule})."],
  "ui.play_again": ["Play again", "العب مرة أخرى"],
  "ui.wants_again": ["wants another match", "بانتظار مباراة أخرى"],
  "ui.waiting_again": ["Waiting for the others to say yes…", "بانتظار موافقة البقية…"],
  "ui.download": ["Download the record", "نزّل سجل المباراة"],
  "ui.match_over": ["The match is over", "انتهت المباراة"],
  "ui.clock": ["{n} s left", "باقي {n} ث"],
  "ui.open_record": ["Open a record file", "افتح ملف سجل"],
  "ui.record_viewer": ["Record viewer", "عارض السجلات"],
  "ui.bad_record": ["This file is not a record: {reason}", "هذا الملف ليس سجلًا: {reason}"],
  "ui.record_error": ["The record breaks a rule at hand {hand}, action {index} ({seat}: {action}): {reason}", "السجل يخالف القواعد في الجولة {hand}، الحركة {index} ({seat}: {action}): {reason}"],
  "ui.record_turn": ["The record breaks a rule at hand {hand}, action {index}: it is {to_move}'s turn, not {seat}'s ({action}).",
    "السجل يخالف القواعد في الجولة {hand}، الحركة {index}: الدور على {to_move}، مو على {seat} ({action})."],
  "ui.not_json": ["This file is not a record: a record is the JSON file a finished table gives to download.",
    "هذا الملف ليس سجلًا: السجل ملف JSON تنزّله من الطاولة بعد نهاية المباراة."],
  "ui.nothing_played": ["Nothing played yet: the hands as dealt.", "ما انلعب شي للحين: الأوراق مثل ما انوزّعت."],
  "ui.deal": ["The deal", "التوزيع"],
  "ui.previous": ["Previous hand", "الجولة السابقة"],
  "ui.next": ["Next hand", "الجولة التالية"],
  "ui.holds": ["{seat} holds", "بيد {seat}"],
  // The table's own refusals (a game's come with its words), spoken to the player.
  "refusal.match_over": ["The match is over.", "انتهت المباراة."],
  "refusal.not_your_turn": ["It is not your turn.", "ليس دورك."],
  "refusal.stale": ["The table has moved on: look again and retry.", "تغيّرت الطاولة: انظر إليها وحاول مرة أخرى."],
  "refusal.no_bot": ["No bot is playing for you.", "لا يلعب عنك أي آلي."],
  "refusal.not_over": ["The match is not over yet.", "لم تنتهِ المباراة بعد."],
  "refusal.unknown_action": ["That is not an action of this game.", "هذه ليست حركة في هذه اللعبة."],
  "refusal.earlier_rules": ["This table began under an earlier version of the rules and was closed.", "بدأت هذه الطاولة على نسخة سابقة من القوانين، فأُغلقت."],
  "ui.took": ["{seat} takes it", "من نصيب {seat}"],
  "ui.open_end": ["open end {n}", "الطرف المفتوح {n}"],
  "ui.table_cards": ["On the table", "على الطاولة"],
  "ui.hand": ["Your hand", "يدك"],
  "ui.error": ["Something went wrong: {message}", "حدث خطأ: {message}"],
  "ui.keys": ["Keys: arrows choose a card, Enter plays it, letters press the buttons.", "المفاتيح: الأسهم لاختيار ورقة، Enter للعب، والحروف للأزرار."],
  "ui.play": ["Play {item}", "العب {item}"],
  "ui.status.playing": ["playing", "جارية"],
  "ui.status.over": ["finished", "انتهت"],
  "reaction.hello": ["Hello!", "هلا!"],
  "reaction.well_played": ["Well played", "كفو"],
  "reaction.oops": ["Oops", "أوه"],
  "reaction.thanks": ["Thanks", "مشكور"],
  "reaction.hurry": ["Hurry up", "يلا بسرعة"],
  "reaction.good_game": ["Good game", "لعبة حلوة"],
};

// Words added with the page's fixes: picked cards, the list option's buttons, and
// the summary of how a hand ended.
Object.assign(WORDS, {
  "ui.picked": ["picked", "مختارة"],
  "ui.list_add": ["Add", "أضف"],
  "ui.list_remove": ["Remove", "احذف"],
  "ui.how_ended": ["How the hand ended", "كيف انتهت الجولة"],
  "ui.key": ["Key: {key}", "المفتاح: {key}"],
  "ui.type_number": ["Type a number from {low} to {high}.", "اكتب رقمًا من {low} إلى {high}."],
  "ui.refusal.bad_name": ["a name has 1 to {letters} letters that can be seen",
    "الاسم من حرف إلى {letters} حرفًا ظاهرًا"],
});

// Words of a turn without friction: a choice confirmed, a move that plays itself, and
// links that lead nowhere.
Object.assign(WORDS, {
  "ui.chosen": ["{n} of {of} chosen.", "اخترت {n} من {of}."],
  "ui.change_mind": ["Press a chosen card again to put it back.", "اضغط على الورقة المختارة مرة ثانية لترجعها."],
  "ui.confirm": ["Confirm", "تأكيد"],
  "ui.confirm_prompt": ["All chosen: press Confirm.", "اخترت الكل: اضغط «تأكيد»."],
  "ui.autoplay": ["playing", "تُلعب"],
  "ui.not_a_seat": ["This link is not a seat at this table: it may be for another table.",
    "هذا الرابط ليس لمقعد في هذه الطاولة: ربما هو لطاولة أخرى."],
  "ui.watch_table": ["Watch this table", "تفرّج على هذه الطاولة"],
  "ui.to_lobby": ["Go to the lobby", "اذهب إلى الصفحة الرئيسية"],
  "ui.actions": ["Action by action", "حركة بحركة"],
  "ui.action_n": ["Action {n} of {of}", "الحركة {n} من {of}"],
  "ui.first_action": ["First", "الأولى"],
  "ui.previous_action": ["Previous action", "الحركة السابقة"],
  "ui.next_action": ["Next action", "الحركة التالية"],
  "ui.last_action": ["Last", "الأخيرة"],
  "ui.every_hand": ["Every seat's hand is shown: the record holds the deal.",
    "تظهر أوراق كل المقاعد: السجل فيه التوزيع كاملًا."],
  "ui.cut_off": ["This link was cut off, so it opened for watching: ask for the whole link to take your seat.",
    "هذا الرابط ناقص، فانفتحت الطاولة للفرجة فقط: اطلب الرابط كاملًا لتجلس في مقعدك."],
});

// The server's refusals by code (ui.refusal.CODE), and by the fields it sent with one
// (ui.refusal.CODE+FIELD+...: see refusalWords), so that none reaches a page in English
// (the table's own refusals come with a key, worded as refusal.KEY above).
Object.assign(WORDS, {
  "ui.refusal.malformed": ["The server could not read this request.", "تعذّر على الخادم فهم هذا الطلب."],
  "ui.refusal.too_big": ["This is more than the server takes.", "هذا أكبر مما يقبله الخادم."],
  "ui.refusal.bad_options+option": ["This game has no option {option}.", "لا يوجد في هذه اللعبة خيار {option}."],
  "ui.refusal.bad_options+option+value": ["{option} cannot be {value}.", "لا تسمح القواعد بأن يكون {option}: {value}."],
  "ui.refusal.bad_options+option+value+low": ["{option} is at least {low}, not {value}.", "{option} لا يقل عن {low}، وليس {value}."],
  "ui.refusal.bad_options+option+value+low+high": ["{option} is from {low} to {high}, not {value}.", "{option} من {low} إلى {high}، وليس {value}."],
  "ui.refusal.bad_options+option+value+choices": ["{option} is one of: {choices}; not {value}.", "{option} واحد من: {choices}، وليس {value}."],
  "ui.refusal.bad_options+values": ["A list option holds at most {values} values.", "خيار القائمة لا يتجاوز {values} قيمة."],
  "ui.refusal.too_many_tables": ["Too many of your tables are open: finish one before opening another.", "طاولاتك المفتوحة كثيرة: يلزم إنهاء واحدة قبل فتح أخرى."],
  "ui.refusal.busy": ["The server is busy: try again in a moment.", "الخادم مشغول الآن: أعد المحاولة بعد قليل."],
  "ui.refusal.foreign_origin": ["Tables are opened from this server's own page.", "تُفتح الطاولات من صفحة هذا الخادم نفسها."],
  "ui.refusal.server_error": ["The server failed to answer: try again.", "تعذّر على الخادم الرد: أعد المحاولة."],
  "ui.refusal.not_allowed": ["The server does not allow this request here.", "لا يسمح الخادم بهذا الطلب هنا."],
  "ui.refusal.not_found": ["There is no such table.", "لا توجد طاولة بهذا الرابط."],
  "ui.refusal.bad_token": ["This link holds no seat at this table.", "هذا الرابط لا يعطي مقعدًا في هذه الطاولة."],
  "ui.refusal.illegal": ["The rules do not allow that move.", "القواعد لا تسمح بهذه الحركة."],
  "ui.refusal.rate_limited": ["Too many messages at once: slow down.", "رسائل كثيرة في وقت قصير: تمهّل قليلًا."],
  "ui.refusal.unknown_type": ["The server does not know this message.", "لا يعرف الخادم هذه الرسالة."],
  "refusal.no_hint": ["Hints are given only at a table with one person.", "التلميح متاح فقط في طاولة فيها لاعب واحد."],
  "ui.hint": ["Hint", "تلميح"],
  "ui.refusal.bad_chat": ["A message says something, in at most 200 characters.", "الرسالة فيها كلام، ولا تتجاوز 200 حرف."],
  "ui.refusal.bad_chat+letters": ["A message says something, in at most {letters} characters.", "الرسالة فيها كلام، ولا تتجاوز {letters} حرف."],
  "ui.refusal.silenced": ["The host silenced your chat for a while.", "أوقف المضيف كلامك في الدردشة لفترة."],
  "ui.refusal.banned": ["The host banned this player.", "حظر المضيف هذا اللاعب."],
  "ui.refusal.not_admin": ["This is not the host key.", "هذا ليس مفتاح المضيف."],
  "ui.refusal.closed": ["The host closed this table.", "أغلق المضيف هذه الطاولة."],
  "ui.refusal.removed": ["The host removed this event.", "أزال المضيف هذه الفعالية."],
  "ui.talk": ["Talk", "الدردشة"],
  "ui.talk_none": ["Nothing said yet.", "لا كلام بعد."],
  "ui.talk_watcher": ["watching", "متفرج"],
  "ui.talk_more": ["More", "المزيد"],
  "ui.talk_say": ["Say something", "اكتب رسالة"],
  "ui.talk_send": ["Send", "أرسل"],
  "ui.talk_as_player": ["Become a player in the lobby to talk here.", "سجّل اسمك كلاعب في الصالة لتتكلم هنا."],
  "ui.mute": ["Mute", "كتم"],
  "ui.block": ["Block", "حظر"],
  "ui.report": ["Report", "إبلاغ"],
  "ui.muted": ["{name} is muted: you no longer see their messages.", "كتمت {name}: لن ترى رسائله."],
  "ui.blocked": ["{name} is blocked: you no longer see their messages, nor sit with them.", "حظرت {name}: لن ترى رسائله ولن تجلس معه."],
  "ui.reported": ["Reported to the host. Thank you.", "وصل البلاغ للمضيف. شكرًا لك."],
});

// Words of the rules: a game's card in the lobby (how many play, how long a match
// takes, its rules page) and the table's Rules dialog.
Object.assign(WORDS, {
  "ui.players": ["{n} players", "عدد اللاعبين: {n}"],
  "ui.players_range": ["{low} to {high} players", "عدد اللاعبين: من {low} إلى {high}"],
  "ui.minutes": ["about {n} minutes a match", "مدة المباراة بالدقائق: حوالي {n}"],
  "ui.rules": ["Rules", "القوانين"],
  "ui.rules_of": ["Rules of {game}", "قوانين {game}"],
  "ui.options_here": ["House rules at this table", "خيارات هذي الطاولة"],
  "ui.rules_page": ["Open the rules as a page", "افتح القوانين في صفحة"],
  "ui.close": ["Close", "إغلاق"],
});

// Words of the board that shows what just happened: a seat's last card, the trick
// taken last, what each seat was left holding, and the sounds switch.
Object.assign(WORDS, {
  "ui.played": ["played {item}", "آخر لعبة: {item}"],
  "ui.last_trick": ["Last trick", "اللمّة الأخيرة"],
  "ui.cards_left": ["Left in hand", "الباقي في اليد"],
  "ui.none_left": ["nothing left", "ما بقى شي"],
  "ui.sounds": ["Sounds", "الأصوات"],
});

// The review of play (review.js): its button, each decision, each seat, the luck.
Object.assign(WORDS, {
  "ui.review": ["Review", "مراجعة"],
  "ui.reviewing": ["Reviewing…", "جاري المراجعة…"],
  "ui.review_failed": ["The review failed: {reason}", "تعذّرت المراجعة: {reason}"],
  "ui.review_values": ["Values: the points the side could expect (± standard error), judged from what the seat saw then; ≈ marks an estimate, whose error could not be measured: it is never marked.",
    "القيم: النقاط المتوقعة للطرف (± الخطأ المعياري)، محسوبة مما رآه المقعد وقتها فقط؛ وعلامة ≈ تعني تقديرًا لا يمكن قياس خطئه، فلا يُعطى علامة أبدًا."],
  "ui.review_estimate": ["an estimate: not marked, nor cleared", "تقدير: لا يُحكم به للحركة ولا عليها"],
  "ui.review_estimated": ["{n} judged by estimate only (unmarked)", "{n} بالتقدير فقط (بلا علامات)"],
  "ui.review_no_choice": ["No decision with a choice.", "لا قرار فيه خيار."],
  "ui.review_decision": ["{seat}, move {n}: {played} ({value}); best {best} ({best_value}); loss {loss}",
    "{seat}، الحركة {n}: {played} ({value})؛ الأفضل {best} ({best_value})؛ الخسارة {loss}"],
  "ui.review_hindsight": ["With every card known (not a fair judge): best {best}",
    "بعد كشف كل الأوراق (ليس حكمًا عادلًا): الأفضل {best}"],
  "ui.review_seat": ["{seat}: {decisions} decisions ({forced} without a choice), mean loss {loss}; {marks}",
    "{seat}: القرارات {decisions} (منها {forced} بلا خيار)، متوسط الخسارة {loss}؛ {marks}"],
  "ui.review_level": ["plays most like the {bot} (play score {rating} of 1500 on the bots' ladder: not a rating)",
    "يلعب أقرب ما يكون إلى {bot} (درجة اللعب {rating} من 1500 على سلّم البوتات: ليست تقييمًا)"],
  "ui.review_luck": ["{seat}: luck {luck}, result {result}, without the luck {adjusted}",
    "{seat}: الحظ {luck}، النتيجة {result}، من دون الحظ {adjusted}"],
  "ui.mark.inaccuracy": ["inaccuracy", "عدم دقة"],
  "ui.mark.mistake": ["mistake", "خطأ"],
  "ui.mark.blunder": ["blunder", "خطأ فادح"],
  // The sentence a reviewed decision leads with (issue 37), and its fold of figures.
  "ui.review_why": ["{action} {reasons}", "{action} {reasons}"],
  "ui.review_and": [" and ", " و"],
  "ui.review_then": ["; ", "؛ "],
  "ui.review_lead_best": ["{played} was the best move", "{played} كانت أفضل حركة"],
  "ui.review_lead_better": ["{best} was the better move: {played} lost {loss}",
    "{best} كانت الحركة الأفضل: {played} خسرت {loss}"],
  "ui.review_lead_even": ["{played} was as good as {best}", "{played} كانت بجودة {best}"],
  "ui.review_lead_about": ["{best} looked the better move: {played} lost about {loss}",
    "{best} بدت الحركة الأفضل: {played} خسرت {loss} تقريبًا"],
  "ui.review_by_estimate": [" (an estimate, from playouts)", " (تقدير من أدوار تجريبية)"],
  "ui.review_details": ["details", "التفاصيل"],
  // Puzzles (puzzles.js)
  "ui.puzzles": ["Puzzles from real hands", "ألغاز من أيادٍ حقيقية"],
  "ui.puzzle_every_game": ["Every game", "كل الألعاب"],
  "ui.puzzle_daily": ["Puzzle of the day", "لغز اليوم"],
  "ui.puzzle_previous": ["Previous puzzle", "اللغز السابق"],
  "ui.puzzle_next": ["Next puzzle", "اللغز التالي"],
  "ui.puzzle_ask": ["{game}: one move is clearly best here. Find it.", "{game}: هنا حركة واحدة أفضل بوضوح. جدها."],
  "ui.puzzle_solved": ["Right: that is the best move.", "صح: هذه أفضل حركة."],
  "ui.puzzle_failed": ["Not {tried}: the best move is {answer}.", "ليست {tried}: أفضل حركة هي {answer}."],
  "ui.puzzle_themes": ["Themes:", "المواضيع:"],
  "ui.puzzle_rating": ["Your puzzle rating: {before} → {after}", "تقييمك في الألغاز: {before} ← {after}"],
  "ui.puzzle_tried": ["Tried before: your puzzle rating stays {rating}.", "جرّبته من قبل: تقييمك في الألغاز يبقى {rating}."],
  "ui.puzzle_unrated": ["Become a player to have a puzzle rating.", "سجّل كلاعب ليكون لك تقييم في الألغاز."],
  "ui.puzzle_why": ["Why: {best} (worth {value}) beats the next best, {second} (worth {second_value}), by {gap}{exact}: playing it would be at least a mistake.",
    "السبب: {best} (قيمتها {value}) تتفوق على التالية {second} (قيمتها {second_value}) بفارق {gap}{exact}: لعب التالية خطأ على الأقل."],
  "ui.puzzle_exact": [" (solved exactly)", " (محسوبة بدقة)"],
  // The guided first hand (learn.js)
  "ui.learn": ["Learn to play", "تعلّم اللعب"],
  "ui.learn_title": ["Learn to play {game}", "تعلّم {game}"],
  "ui.learn_summary": ["The hand is over", "انتهت الجولة"],
  "ui.learn_play": ["Play a real table", "العب على طاولة حقيقية"],
  "ui.learn_again": ["Start the lesson again", "أعد الدرس من البداية"],
});

// The words of the game being drawn: {key: {en, ar}} as the game sent them.
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

export function language() {
  return lang;
}

// The languages majlis speaks, English first.
export function languages() {
  return LANGUAGES;
}

// Draws the page in `value` from now on (the <html>'s lang and dir); `chosen`, the
// person chose it, and it is remembered.
export function setLanguage(value, chosen = true) {
  lang = value;
  if (chosen) remember(value);
  HTML.lang = value;
  HTML.dir = RIGHT_TO_LEFT.includes(value) ? "rtl" : "ltr";
}

// The server's refusal `code` in the page's words, filled with the `fields` it sent
// (an option's name and value are worded as the game words them): the words of the
// longest key naming the fields in the order sent ("ui.refusal.bad_options+option+
// value+low+high"), then of fewer of them, then of the code alone; null if none.
/** @param {string} code @param {Record<string, any>} [fields] */
export function refusalWords(code, fields = {}) {
  const present = Object.keys(fields).filter((name) => fields[name] != null);
  const keys = present.map((_, n) => [`ui.refusal.${code}`, ...present.slice(0, present.length - n)].join("+"));
  const key = [...keys, `ui.refusal.${code}`].find(has);
  if (!key) return null;
  const args = { ...fields };
  if (typeof args.option === "string") args.option = optionLabel(args.option);
  if (args.value != null) args.value = choiceLabel(args.value);
  if (Array.isArray(args.choices)) args.choices = listed(args.choices.map(choiceLabel));
  return t(key, args);
}

// A key without words, readably, as majlis.words.readable: "part.cards_left" ->
// "cards left" (the fields a key names dropped).
export function readable(key) {
  return key.slice(key.lastIndexOf(".") + 1).split("+")[0].replaceAll("_", " ");
}

// Which of a number's forms it takes in the page's language, as majlis.words.number_form:
// English one, other; Arabic one, two, three to ten, other.
function numberForm(number) {
  if (lang !== "ar") return number === 1 ? 0 : 1;
  return number === 1 ? 0 : number === 2 ? 1 : number >= 3 && number <= 10 ? 2 : 3;
}

// A template filled as majlis.words.fill: "{n}", and "{n|# card|# cards}" by the number's
// form ("#" the number); a negative number is isolated left to right, to keep its sign
// before its digits in Arabic too.
function fill(template, args) {
  return template.replace(/\{(\w+)(?:\|([^{}]*))?\}/g, (_, name, forms) => {
    const value = args[name];
    if (!Number.isInteger(value)) return String(value ?? "");
    const number = value < 0 ? ltr(String(value)) : String(value);
    if (forms === undefined) return number;
    const all = forms.split("|");
    return all[Math.min(numberForm(value), all.length - 1)].replaceAll("#", number);
  });
}

// A part of a hand's score as a sentence, as majlis.words.part_sentence: "3 cards left:
// 3 points"; a part whose words are a bare name gets what it counts and its points.
export function partText(part) {
  const key = `part.${part.name}`;
  const words = template(key) ?? readable(key);
  const sentence = /\{points[|}]/.test(words) ? words
    : `${words}${part.count == null ? "" : ` (${part.count})`}: {points}`;
  return fill(sentence, { count: part.count, points: part.points });
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

// How seats and bots are called, every word of it here. A bot's level (its id on the
// wire and in records: random, rules, search ...) is said as a difficulty a newcomer
// knows, with "bot" beside it; a bot's seat nobody named has a friendly name by its
// place at the table (the same in both languages, so that two people at one table
// speak of one "Salem"); a person's seat nobody named is "Player 2".
Object.assign(WORDS, {
  "bot.random": ["Easy", "سهل"],
  "bot.rules": ["Medium", "متوسط"],
  "bot.search": ["Hard", "صعب"],
  "bot.search-strong": ["Expert", "خبير"],
  "bot.learned": ["Beta", "تجريبي"],
  "ui.bot": ["{level} bot", "آلي {level}"],
  "ui.bot_for": ["{level} bot playing", "آلي {level} يلعب"],
  "ui.default_player": ["Player {n}", "لاعب {n}"],
  "ui.bot_name.1": ["Latifa", "لطيفة"],
  "ui.bot_name.2": ["Salem", "سالم"],
  "ui.bot_name.3": ["Mariam", "مريم"],
  "ui.bot_name.4": ["Rashid", "راشد"],
  "ui.bot_name.5": ["Hessa", "حصة"],
  "ui.bot_name.6": ["Khalid", "خالد"],
  "ui.bot_name.7": ["Amna", "آمنة"],
  "ui.bot_name.8": ["Yousef", "يوسف"],
});
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

// A moment (milliseconds since 1970) as the page's language writes a date and a time,
// in Western digits as every number on the page: "Nov 28, 2026, 7:30 PM".
export function when(ms) {
  return new Date(ms).toLocaleString(lang === "ar" ? "ar-u-nu-latn" : "en",
    { dateStyle: "medium", timeStyle: "short" });
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

// A game's words for `key` in the page's language, else in English (any game, not
// only the one in use); undefined where it has none.
export function gameSaid(game, key) {
  const said = game.words?.[key] ?? {};
  return said[lang] ?? said[LANGUAGES[0]];
}

// A game's name in its own words (any game, not only the one in use).
export function gameTitle(game) {
  return gameSaid(game, "title") ?? game.title ?? game.id;
}

// A shuffle anyone can check (shuffle.js): the commitment at the table, the viewer's check.
Object.assign(WORDS, {
  "ui.shuffle_sealed": ["Shuffle sealed before the deal", "الخلط مختوم قبل التوزيع"],
  "ui.commitment": ["The seed's fingerprint (its SHA-256):", "بصمة البذرة (SHA-256):"],
  "ui.shuffle_explained": ["Before the first deal, this match's shuffle was fixed by a seed, and every seat was sent this fingerprint of it. When the match is over, the record you download gives the seed: open it in the record viewer (or run majlis verify) to check that the seed matches the fingerprint and dealt every hand, so nobody arranged the deals.",
    "قبل أول توزيع، انحسم خلط هذي المباراة ببذرة، ووصلت بصمتها لكل مقعد. لمّا تخلص المباراة، السجل اللي تنزّله فيه البذرة: افتحه في عارض السجلات (أو شغّل majlis verify) وتأكد إن البذرة تطابق البصمة وإنها هي اللي وزّعت كل الجولات، يعني محد رتّب التوزيع."],
  "ui.shuffle_checked": ["Shuffle checked: every deal matches the seed committed to before the first deal.",
    "الخلط سليم: كل توزيعة تطابق البذرة اللي انختمت بصمتها قبل أول توزيع."],
  "ui.shuffle_unchecked": ["This record carries no commitment to its seed, so its shuffle cannot be checked.",
    "هذا السجل ما فيه بصمة للبذرة، فما نقدر نتأكد من الخلط."],
});

// Players, quick play, open tables, a player's page and the leaderboards (player.js,
// community.js, profile.js).
Object.assign(WORDS, {
  "ui.you": ["You", "أنت"],
  "ui.player_help": ["Pick a name once to be remembered: your matches, results and rating. No password, no e-mail; this browser keeps your key.",
    "اختيار اسم مرة وحدة يكفي عشان تنحفظ مبارياتك ونتائجك وتقييمك. بدون كلمة سر ولا بريد؛ المتصفح يحفظ مفتاحك."],
  "ui.become": ["Take this name", "اعتماد هذا الاسم"],
  "ui.have_code": ["A code from another device:", "رمز من جهاز ثاني:"],
  "ui.code": ["Code", "الرمز"],
  "ui.use_code": ["Use the code", "استخدام الرمز"],
  "ui.playing_as": ["Playing as", "اللعب باسم"],
  "ui.move_device": ["A code for another device", "رمز لجهاز ثاني"],
  "ui.code_help": ["Type this code on the other device within 15 minutes; it works once.",
    "يُكتب هذا الرمز في الجهاز الثاني خلال 15 دقيقة؛ يصلح مرة وحدة."],
  "ui.quick_play": ["Quick play", "لعب سريع"],
  "ui.quick_help": ["One press seats you at the open table of this game that has waited longest, or at a new one where bots keep the seats warm for the next people.",
    "بضغطة وحدة يكون مقعدك في أقدم طاولة مفتوحة لهذي اللعبة، أو في طاولة جديدة يمسك فيها الآلي المقاعد لين يوصل ناس."],
  "ui.quick_needs_name": ["Pick a name first (above).", "يلزم اختيار اسم أول (فوق)."],
  "ui.rated": ["Rated", "محسوبة في التقييم"],
  "ui.unrated": ["Friendly", "ودية"],
  "ui.free_seat": ["free seat", "مقعد فاضي"],
  "ui.watch": ["Watch", "مشاهدة"],
  "ui.open_tables": ["Open tables", "الطاولات المفتوحة"],
  "ui.waiting_tables": ["Waiting for people", "بانتظار لاعبين"],
  "ui.none_waiting": ["No open table is waiting.", "ما في طاولة مفتوحة بالانتظار."],
  "ui.playing_tables": ["Being played", "قيد اللعب"],
  "ui.leaderboards": ["Leaderboards:", "لوائح الترتيب:"],
  "ui.start_now": ["Start now", "بدء اللعب الآن"],
  "ui.leave_match": ["Leave the match", "مغادرة المباراة"],
  "ui.done_start": ["The bots play now.", "الآلي يلعب الحين."],
  "ui.done_leave": ["You left the match; a bot plays on.", "تمت المغادرة؛ الآلي يكمّل المباراة."],
  "ui.leaderboard": ["Leaderboard", "لائحة الترتيب"],
  "ui.played_won": ["Matches: {played}, won: {won}", "المباريات: {played}، الفوز: {won}"],
  "ui.no_rating": ["No rated match yet.", "ما في مباراة محسوبة للحين."],
  "ui.result_won": ["won", "فوز"],
  "ui.result_place": ["place {place}", "المركز {place}"],
  "ui.result_left": ["left: counted as lost", "مغادرة: محسوبة خسارة"],
  "ui.download_record": ["Record", "السجل"],
  "ui.no_matches": ["No match played yet.", "ما في مباريات للحين."],
  "ui.no_player": ["There is no player of this name.", "ما في لاعب بهذا الاسم."],
  "ui.no_game": ["There is no game of this name.", "ما في لعبة بهذا الاسم."],
  "ui.matches": ["Matches", "المباريات"],
  "ui.leaderboard_of": ["Leaderboard: {game}", "لائحة الترتيب: {game}"],
  "ui.who": ["Player", "اللاعب"],
  "ui.rating": ["Rating", "التقييم"],
  "ui.rated_matches": ["Rated matches", "المباريات المحسوبة"],
  "ui.refusal.name_taken": ["Another player has this name: pick another.", "الاسم مأخوذ للاعب ثاني: يلزم اسم غيره."],
  "ui.refusal.bad_player": ["This browser's player is not known here: pick a name again.", "لاعب هذا المتصفح غير معروف هنا: يلزم اختيار اسم من جديد."],
  "ui.refusal.bad_code": ["This code is unknown, used or more than 15 minutes old.", "الرمز غير معروف أو مستخدم أو أقدم من 15 دقيقة."],
  "refusal.opening": ["The table waits for people to come: press Start now to play at once.", "الطاولة تنتظر وصول لاعبين: «بدء اللعب الآن» يبدأ اللعب فورًا."],
  "ui.refusal.already_seated": ["You wait at an open table of this game already (open it from your tables).",
    "عندك مقعد بانتظار اللعب في طاولة مفتوحة لهذي اللعبة (تنفتح من طاولاتك)."],
  "ui.refusal.full": ["No seat is free at this table any more.", "ما بقى مقعد فاضي في هذي الطاولة."],
});

// The review's table at each decision (review.js): the played and the better move.
Object.assign(WORDS, {
  "ui.review_board": ["The table then", "الطاولة وقتها"],
  "ui.review_played": ["played: {item}", "انلعب: {item}"],
  "ui.review_better": ["better: {item}", "الأحسن: {item}"],
});

// The refusals of the server that had only the table's own words (refusal.KEY), and
// a request too slow to come: every code of the server's refusals is worded here or
// above (ui.refusal.CODE), so that none reaches a page in English.
Object.assign(WORDS, {
  "ui.refusal.not_your_turn": ["It is not this seat's turn.", "ليس دور هذا المقعد الآن."],
  "ui.refusal.stale": ["The table moved on before this move reached it.", "تغيّرت الطاولة قبل أن تصلها هذه الحركة."],
  "ui.refusal.over": ["The match is over.", "انتهت المباراة."],
  "ui.refusal.no_hint": ["Hints are given only at a table with one person.", "التلميح متاح فقط في طاولة فيها شخص واحد."],
  "ui.refusal.too_slow": ["The request came too slowly: try again.", "وصل الطلب ببطء شديد: أعد المحاولة."],
});

// A server that cannot reach its database (a restart of the database): the page shows
// that it is reconnecting, and does.
Object.assign(WORDS, {
  "ui.refusal.unavailable": ["The server cannot reach its database: reconnecting…", "الخادم ما يقدر يوصل لقاعدة البيانات: نعيد الاتصال…"],
});

// The lobby's open tables before their listing comes, while none can be had, and with
// no table waiting: quick play offered as the way in (community.js).
Object.assign(WORDS, {
  "ui.open_looking": ["Looking for open tables…", "نبحث عن طاولات مفتوحة…"],
  "ui.open_unreachable": ["The open tables cannot be listed right now: trying again…", "ما نقدر نعرض الطاولات المفتوحة الآن: نعيد المحاولة…"],
  "ui.open_none": ["No table is open right now, to sit at or to watch.", "ما في طاولة مفتوحة الآن، لا للجلوس ولا للمشاهدة."],
  "ui.open_quick_play": ["Quick play opens one for you: bots keep the free seats warm until people come.", "اللعب السريع يفتح لك طاولة: الآليون يحفظون المقاعد الفاضية لين يجي ناس."],
  "ui.to_quick_play": ["Go to quick play", "إلى اللعب السريع"],
  "ui.sit_needs_name": ["Pick a name first (above) to sit at a table.", "يلزم اختيار اسم أول (فوق) عشان تجلس على طاولة."],
});

// The name rule, said under the name box, and the refusals of a name that breaks it
// (majlis.server.names): marks piled on a letter, padding, a bot's name, a look-alike of
// a player's, and more players from one address than an hour allows.
Object.assign(WORDS, {
  "ui.name_rule": ["A name is 1 to {letters} letters, at most {marks|# mark|# marks} on a letter, with no tatweel or blanks for padding, and looks like no other player's name nor a bot's.",
    "الاسم من حرف إلى {letters} حرفًا، وعلى الحرف {marks|علامة واحدة|علامتان|# علامات|# علامة} على الأكثر، بدون تطويل ولا فراغات للحشو، وما يشبه اسم لاعب ثاني ولا اسم آلي."],
  "ui.refusal.bad_name+marks": ["A letter carries at most {marks|# mark|# marks}, as a vowel and a shadda.",
    "الحرف ما يحمل أكثر من {marks|علامة واحدة|علامتين|# علامات|# علامة}، مثل الحركة والشدة."],
  "ui.refusal.bad_name+padding": ["A name has no tatweel, blank filler or two blanks in a row.",
    "الاسم ما فيه تطويل (ـ) ولا حرف فاضي ولا فراغين ورا بعض."],
  "ui.refusal.name_reserved": ["This is a bot's name (a name with the word “bot” in it) or an unnamed seat's (“Player 2”): pick another.",
    "هذا اسم آلي (اسم فيه كلمة «آلي») أو اسم مقعد بلا اسم («لاعب 2»): يلزم اسم غيره."],
  "ui.refusal.name_taken+like": ["This name is {like}'s, or looks like it: pick another.",
    "هذا الاسم هو اسم {like} أو يشبهه: يلزم اسم غيره."],
  "ui.refusal.too_many_players": ["Too many players were made from this address in the last hour: try again later.",
    "انسوّى لاعبين كثير من هذا العنوان في الساعة الأخيرة: أعد المحاولة بعدين."],
  "ui.refusal.too_many_players+players": ["This address made {players} players in the last hour, the most it may: try again later.",
    "هذا العنوان سوّى {players|لاعبًا واحدًا|لاعبَين|# لاعبين|# لاعبًا} في الساعة الأخيرة، وهذا الحد: أعد المحاولة بعدين."],
});

// Ratings on the familiar scale, provisional until settled, and leaving a rated match
// (profile.js, community.js, board.js): the server gives every figure; the page words it.
Object.assign(WORDS, {
  "ui.rating_settled": ["rating {rating} (about {pm})", "التقييم {rating} (تقريبًا {pm})"],
  "ui.rating_provisional": ["rating {rating} (provisional: about {pm} until a few more rated matches)",
    "التقييم {rating} (مبدئي: تقريبًا {pm} لين تنلعب مباريات محسوبة أكثر)"],
  "ui.rating_after": ["rating {rating}", "التقييم {rating}"],
  "ui.provisional": ["provisional", "مبدئي"],
  "ui.provisional_pm": ["provisional, {pm}", "مبدئي، {pm}"],
  "ui.uncertainty": ["Uncertainty", "هامش التقدير"],
  "ui.rating_plot": ["Rating after each of {n} rated matches of {game}, now {rating}", "التقييم بعد كل مباراة محسوبة من {game}، عددها {n}، والحين {rating}"],
  "ui.leaderboard_help": ["Ranked by rating, on the scale chess sites use: a new player starts at 1500? and is provisional (marked ?, listed after the others) until a few rated matches make the rating sure. The bots stand on the same scale, from their measured results.",
    "الترتيب بالتقييم، على المقياس اللي تستخدمه مواقع الشطرنج: اللاعب الجديد يبدأ من \u20661500?\u2069 ويكون تقييمه مبدئي (عليه ? ويجي بعد الباقين) لين تثبّته كم مباراة محسوبة. الآلي على نفس المقياس، من نتائجه المقاسة."],
  "ui.rated_leaving": ["In a rated match, leaving counts as a loss. If your connection drops, your seat waits for you with a countdown everyone sees; come back before it ends and you play on as before.",
    "في المباراة المحسوبة، المغادرة تنحسب خسارة. إذا انقطع اتصالك، مقعدك ينتظرك بعدّاد يشوفه الكل؛ إذا رجعت قبل ما يخلص تكمّل مثل ما كنت."],
  "ui.leave_rated": ["A bot will play on for you, and this rated match will count as lost. Leave?",
    "الآلي بيكمّل مكانك، وهذي المباراة المحسوبة بتنحسب خسارة. مغادرة؟"],
  "ui.grace_left": ["connection lost: {seconds} s to come back", "انقطع الاتصال: باقي {seconds} ثانية للرجوع"],
});

// The host after Start: the table's waiting room with the friends' links to copy or
// share, and Start's progress and the outage it may meet (lobby.js).
Object.assign(WORDS, {
  "ui.table_ready": ["Your {game} table is ready", "طاولة {game} جاهزة"],
  "ui.share": ["Share", "شارك"],
  "ui.share_text": ["Come and play {game} with me on majlis", "تعال العب {game} معي في مجلس"],
  "ui.go_to_seat": ["Go to your seat", "اذهب إلى مقعدك"],
  "ui.starting": ["Starting the table…", "نبدأ الطاولة…"],
  "ui.start_refused.unavailable": ["The server cannot reach its database just now, so no table was started: try again in a minute.",
    "الخادم ما يقدر يوصل لقاعدة البيانات الحين، فما بدأت الطاولة: أعد المحاولة بعد دقيقة."],
});

// Friends, their presence and invitations (friends.js).
Object.assign(WORDS, {
  "ui.friends": ["Friends", "الأصدقاء"],
  "ui.friends_help": ["Ask a player by name to be friends: friends see where each other is, and invite each other to their tables.",
    "اطلب من لاعب باسمه يصير صديقك: الأصدقاء يشوفون وين بعض، ويعزمون بعض على طاولاتهم."],
  "ui.friend_name": ["A player's name", "اسم لاعب"],
  "ui.ask_friend": ["Ask to be friends", "طلب صداقة"],
  "ui.friend_outcome.asked": ["Asked: {name} sees your request.", "انرسل الطلب: {name} بيشوف طلبك."],
  "ui.friend_outcome.friends": ["You and {name} are friends now.", "أنت و{name} صرتوا أصدقاء."],
  "ui.friend_outcome.already": ["Asked already, or friends already.", "الطلب مرسول من قبل، أو أنتم أصدقاء."],
  "ui.asking_you": ["Asking to be your friend", "يطلبون صداقتك"],
  "ui.accept": ["Accept", "قبول"],
  "ui.decline": ["Decline", "رفض"],
  "ui.you_asked": ["Waiting for an answer:", "بانتظار الرد:"],
  "ui.presence.lobby": ["online, in the lobby", "متصل، في الصالة"],
  "ui.presence.table": ["at a table: {game}", "على طاولة: {game}"],
  "ui.presence.event": ["in an event: {title}", "في فعالية: {title}"],
  "ui.presence.away": ["away", "غير متصل"],
  "ui.remove_friend": ["Remove", "إزالة"],
  "ui.remove_friend_sure": ["Stop being friends with {name}?", "إنهاء الصداقة مع {name}؟"],
  "ui.hide_presence": ["Hide where I am from my friends", "إخفاء مكاني عن أصدقائي"],
  "ui.notify_why": ["When a friend invites you to a table while this tab is hidden, majlis can tell you with a notification.",
    "إذا عزمك صديق على طاولة وهذي الصفحة مخفية، مجلس يقدر يخبرك بتنبيه."],
  "ui.notify_allow": ["Allow notifications", "السماح بالتنبيهات"],
  "ui.notify_later": ["Not now", "مو الحين"],
  "ui.notification_title": ["majlis: an invitation", "مجلس: دعوة"],
  "ui.invited_you": ["{name} invites you to {game}", "{name} يعزمك على {game}"],
  "ui.join": ["Join", "انضمام"],
  "ui.invite_friend": ["Invite a friend", "اعزم صديق"],
  "ui.invite": ["Invite", "اعزم"],
  "ui.invite_seat": ["to seat {seat}", "للمقعد {seat}"],
  "ui.invite_table": ["to this table", "على هذي الطاولة"],
  "ui.invite_sent": ["Invited: {name} sees it at once.", "انرسلت الدعوة: {name} بيشوفها على طول."],
  "ui.refusal.not_friends": ["Invite a friend: ask them to be friends first.", "الدعوة للأصدقاء: اطلب صداقته أول."],
  "ui.refusal.too_many_friends": ["Too many friends, or requests waiting.", "الأصدقاء أو الطلبات اللي بالانتظار وصلت الحد."],
  "ui.refusal.too_many_friends+most": ["A player has at most {most} friends, and as many requests waiting.",
    "للاعب {most} صديق بالأكثر، ومثلهم طلبات بالانتظار."],
});

// Events (events.js, event.js; docs/events.md): the list, the form, an event's page.
Object.assign(WORDS, {
  "ui.events": ["Events", "الفعاليات"],
  "ui.events_help": ["Arenas: join during the time window, play as many matches as you can, and every match scores.",
    "الساحات: انضم خلال وقت الفعالية، والعب ما استطعت من مباريات، وكل مباراة تُحسب لك."],
  "ui.events_running": ["Running now", "جارية الآن"],
  "ui.events_upcoming": ["Upcoming", "قادمة"],
  "ui.events_finished": ["Finished", "انتهت"],
  "ui.events_none": ["None.", "لا شيء."],
  "ui.kind_arena": ["Arena", "ساحة"],
  "ui.kind_duplicate": ["Duplicate", "مكررة"],
  "ui.event_kind": ["Kind", "النوع"],
  "ui.event_rounds": ["Rounds", "الجولات"],
  "ui.event_round_minutes": ["Minutes a round", "دقائق الجولة"],
  "ui.event_rounds_of": ["{rounds|# round|# rounds}, each of the same deals at every table.",
    "{rounds|جولة واحدة|جولتان|# جولات|# جولة}، تُلعب في كل جولة الأوراق نفسها على كل الطاولات."],
  "ui.event_round": ["Round {round} of {rounds}: {over} of {boards} boards over.",
    "الجولة {round} من {rounds}: انتهى {over} من {boards} توزيعة."],
  "ui.event_commitment": ["Commitment to the deals' seed:", "التزام ببذرة التوزيع:"],
  "ui.event_seed": ["Seed:", "البذرة:"],
  "ui.event_top": ["Of", "من"],
  "ui.a_bot": ["a bot", "آلي"],
  "ui.event_boards": ["Boards", "التوزيعات"],
  "ui.event_board": ["Round {round}, board {board}", "الجولة {round}، التوزيعة {board}"],
  "ui.create_event": ["Create an event", "أنشئ فعالية"],
  "ui.event_needs_name": ["Take a name in the lobby first:", "اختر اسمًا في الصالة أولًا:"],
  "ui.event_title": ["Title", "العنوان"],
  "ui.event_start_after": ["Starts in (minutes)", "تبدأ بعد (دقائق)"],
  "ui.event_length": ["Length (minutes)", "المدة (دقائق)"],
  "ui.event_starts_in": ["Starts in {left}", "تبدأ بعد {left}"],
  "ui.event_ends_in": ["Ends in {left}", "تنتهي بعد {left}"],
  "ui.event_last_matches": ["Time is up: the last matches are being played.", "انتهى الوقت: تُلعب الآن آخر المباريات."],
  "ui.event_finished_at": ["Finished {when}", "انتهت {when}"],
  "ui.event_by": ["by {name}", "أنشأها {name}"],
  "ui.arena_window": ["The arena runs for {length}.", "مدة الساحة {length}."],
  "ui.duplicate_alone": ["Every board so far was played at one table only: nobody else held the same cards, so every matchpoint is 0.",
    "لُعبت كل توزيعة حتى الآن على طاولة واحدة فقط: لم يمسك أحد غيركم الأوراق نفسها، فكل نقاط المقارنة 0."],
  "ui.duplicate_window": ["Each round's clock: {length}.", "ساعة كل جولة: {length}."],
  "ui.event_register": ["Register", "سجّل"],
  "ui.event_unregister": ["Unregister", "ألغِ التسجيل"],
  "ui.event_registered": ["You are registered.", "أنت مسجّل."],
  "ui.event_join": ["Join", "انضم"],
  "ui.event_pause": ["Pause (stop being seated)", "توقف مؤقتًا (لا تُجلسني)"],
  "ui.event_playing": ["You are in.", "أنت مشارك."],
  "ui.event_call": ["Your table is ready!", "طاولتك جاهزة!"],
  "ui.go_to_table": ["Go to your table", "اذهب إلى طاولتك"],
  "ui.event_rules": ["Rules and scoring", "القواعد والنقاط"],
  "ui.arena_rules": ["Join and leave at any time while the arena runs. Whoever is free is seated at once with others who are free; after {wait} seconds with nobody else free, bots fill the other seats (bots never score). Nobody is seated once time is up; matches already under way still count.",
    "انضم أو غادر متى شئت أثناء الساحة. من كان متفرغًا يُجلس فورًا مع غيره من المتفرغين؛ وإن انتظر {wait} ثانية بلا أحد متفرغ، أكمل الآليون المقاعد الباقية (والآليون لا يُحسب لهم شيء). لا يُجلس أحد بعد انتهاء الوقت، والمباريات الجارية حينها تُحسب."],
  "ui.arena.place_points": ["Each match scores a point for every place you finish above last: first of four 3, second 2, third 1, last 0 (leaving a match counts as last). Two first places in a row set you on fire: every match you play on fire scores double, until one you do not finish first.",
    "كل مباراة تعطيك نقطة عن كل مركز فوق الأخير: الأول من أربعة 3، والثاني 2، والثالث 1، والأخير 0 (ومن غادر المباراة يُحسب أخيرًا). المركز الأول مرتين متتاليتين يشعلك: كل مباراة تلعبها مشتعلًا تُحسب نقاطها مضاعفة، حتى مباراة لا تحل فيها أولًا."],
  "ui.duplicate_rules": ["Register before the start. In each round the players are drawn into tables, and every table plays the same deals (the boards), one match each, its players moving round the table from board to board so that each holds every seat's cards once. A round ends when every table has played every board, or when its clock runs out: then bots finish for those still playing, and the deals score as the bots played them. Nobody sees a round's tables until it is over.",
    "سجّل قبل البداية. في كل جولة يُوزَّع اللاعبون على طاولات، وتلعب كل الطاولات التوزيعات نفسها، مباراة لكل توزيعة، ويدور لاعبو الطاولة عليها من توزيعة لأخرى فيمسك كل منهم أوراق كل مقعد مرة. تنتهي الجولة حين تلعب كل الطاولات كل التوزيعات، أو حين ينتهي وقتها: فيُكمل الآليون عن المتأخرين وتُحسب التوزيعات كما لعبوها. لا يرى أحد طاولات الجولة حتى تنتهي."],
  "ui.duplicate.matchpoints": ["Matchpoints: for each board, your match total is compared with that of everyone else who held the same seat's cards at the other tables: 1 point for each you beat (a lower total where lower is better), ½ for each you tie. The standings add a round's points once the round is over; \"of\" is the most you could have had.",
    "نقاط المقارنة: في كل توزيعة يُقارَن مجموعك في المباراة بمجموع كل من أمسك أوراق المقعد نفسه على الطاولات الأخرى: نقطة عن كل من تتفوق عليه (المجموع الأقل أفضل حيث يكون الأقل أفضل)، ونصف نقطة عن كل من تعادله. تُضاف نقاط الجولة إلى الترتيب حين تنتهي الجولة؛ و\"من\" أقصى ما كان يمكن أن تنال."],
  "ui.standings": ["Standings", "الترتيب"],
  "ui.points": ["Points", "النقاط"],
  "ui.firsts": ["Firsts", "المراكز الأولى"],
  "ui.fire": ["on fire", "مشتعل"],
  "ui.on_fire": ["On fire: the next matches score double", "مشتعل: المباريات القادمة نقاطها مضاعفة"],
  "ui.at_table": ["at a table", "على طاولة"],
  "ui.waiting": ["waiting", "ينتظر"],
  "ui.paused": ["paused", "متوقف"],
  "ui.no_entrants": ["Nobody has registered yet.", "لم يسجّل أحد بعد."],
  "ui.event_tables": ["Tables", "الطاولات"],
  "ui.event_bots": ["{n|# bot|# bots}", "{n|آلي واحد|آليان|# آليين|# آليًا}"],
  "ui.no_event": ["There is no such event.", "لا توجد فعالية بهذا الرابط."],
  "ui.event_removed": ["The host removed this event.", "أزال المضيف هذه الفعالية."],
  "ui.refusal.not_creator": ["On this server, only the host's chosen players create events.", "على هذا الخادم، لا ينشئ الفعاليات إلا من اختارهم المضيف."],
  "ui.refusal.event_over": ["This event is over.", "انتهت هذه الفعالية."],
  "ui.refusal.blocked": ["One of you has blocked the other: no friend request or invitation between you.",
    "أحدكما حظر الآخر: لا طلب صداقة ولا دعوة بينكما."],
});
