### The page's own words (src/majlis/server/static/js): its buttons, labels and sentences.


## The lobby and the table: starting a table, its seats, turns, scores, records, reactions.

ui-title = مجلس
ui-table_id = الطاولة { $id }
ui-language = اللغة
ui-four_colour = ورق بأربعة ألوان
ui-new_table = افتح طاولة
ui-game = اللعبة
ui-options = الخيارات
ui-seats = المقاعد
ui-human = لاعب
ui-name = الاسم
ui-turn_clock = مؤقت الدور (يلعب آلي عن المتأخر)
ui-create = ابدأ الطاولة
ui-your_tables = طاولاتك
ui-copy = انسخ الرابط
ui-copied = نُسخ
ui-forget = احذف
ui-watch_link = المتفرجون
ui-seat_link = المقعد { $n }
ui-sit = اجلس هنا
ui-links = أرسل لكل صديق رابطه
ui-seat_n = المقعد { $n }
ui-you = أنت
ui-turn = الدور على { $seat }…
ui-your_turn = دورك
ui-cards = { $n } في اليد
ui-tricks = اللمّات: { $n }
ui-away = خارج الطاولة
ui-partner = من فريقك
ui-take_back = استرجع مقعدك
ui-bot_has_seat = آلي يلعب عنك الآن.
ui-spectating = أنت في مقاعد المتفرجين.
ui-connecting = جارٍ الاتصال…
ui-reconnecting = انقطع الاتصال، نعيد المحاولة…
ui-hand_n = الجولة { $n }
ui-totals = المجموع
ui-scores = النقاط
ui-log = حركات هذه الجولة
ui-continue = تابع
ui-winners =
    { $n ->
        [zero] الفائزون
        [one] الفائز
        [two] الفائزان
        [few] الفائزون
        [many] الفائزون
       *[other] الفائزون
    }: { $names }
ui-no_winner = انتهت المباراة.
ui-leading =
    { $n ->
        [zero] المتقدّمون
        [one] المتقدّم
        [two] المتقدّمان
        [few] المتقدّمون
        [many] المتقدّمون
       *[other] المتقدّمون
    } في المباراة: { $names }، بمجموع { $total } ({ $rule }).
ui-all_level = الجميع متعادلون، لكلٍّ { $total } ({ $rule }).
ui-play_again = العب مرة أخرى
ui-wants_again = بانتظار مباراة أخرى
ui-waiting_again = بانتظار موافقة البقية…
ui-download = نزّل سجل المباراة
ui-match_over = انتهت المباراة
ui-clock = باقي { $n } ث
ui-open_record = افتح ملف سجل
ui-record_viewer = عارض السجلات
ui-bad_record = هذا الملف ليس سجلًا: { $reason }
ui-record_error = السجل يخالف القواعد في الجولة { $hand }، الحركة { $index } ({ $seat }: { $action }): { $reason }
ui-record_turn = السجل يخالف القواعد في الجولة { $hand }، الحركة { $index }: الدور على { $to_move }، مو على { $seat } ({ $action }).
ui-not_json = هذا الملف ليس سجلًا: السجل ملف JSON تنزّله من الطاولة بعد نهاية المباراة.
ui-nothing_played = ما انلعب شي للحين: الأوراق مثل ما انوزّعت.
ui-deal = التوزيع
ui-previous = الجولة السابقة
ui-next = الجولة التالية
ui-holds = بيد { $seat }

## The table's own refusals (a game's come with its words), spoken to the player.

ui-took = من نصيب { $seat }
ui-open_end = الطرف المفتوح { $n }
ui-table_cards = على الطاولة
ui-hand = يدك
ui-error = حدث خطأ: { $message }
ui-keys = المفاتيح: الأسهم لاختيار ورقة، Enter للعب، والحروف للأزرار.
ui-play = العب { $item }
ui-status-playing = جارية
ui-status-over = انتهت
reaction-hello = هلا!
reaction-well_played = كفو
reaction-oops = أوه
reaction-thanks = مشكور
reaction-hurry = يلا بسرعة
reaction-good_game = لعبة حلوة

## Words added with the page's fixes: picked cards, the list option's buttons, and the summary of how a hand ended.

ui-picked = مختارة
ui-list_add = أضف
ui-list_remove = احذف
ui-how_ended = كيف انتهت الجولة
ui-key = المفتاح: { $key }
ui-type_number = اكتب رقمًا من { $low } إلى { $high }.

## Words of a turn without friction: a choice confirmed, a move that plays itself, and links that lead nowhere.

ui-chosen = اخترت { $n } من { $of }.
ui-change_mind = اضغط على الورقة المختارة مرة ثانية لترجعها.
ui-confirm = تأكيد
ui-confirm_prompt = اخترت الكل: اضغط «تأكيد».
ui-autoplay = تُلعب
ui-not_a_seat = هذا الرابط ليس لمقعد في هذه الطاولة: ربما هو لطاولة أخرى.
ui-watch_table = تفرّج على هذه الطاولة
ui-to_lobby = اذهب إلى الصفحة الرئيسية
ui-actions = حركة بحركة
ui-action_n = الحركة { $n } من { $of }
ui-first_action = الأولى
ui-previous_action = الحركة السابقة
ui-next_action = الحركة التالية
ui-last_action = الأخيرة
ui-every_hand = تظهر أوراق كل المقاعد: السجل فيه التوزيع كاملًا.
ui-cut_off = هذا الرابط ناقص، فانفتحت الطاولة للفرجة فقط: اطلب الرابط كاملًا لتجلس في مقعدك.

## The server's refusals by code (ui.refusal.CODE), and by the fields it sent with one (ui.refusal.CODE+FIELD+...: see refusalWords), so that none reaches a page in English (the table's own refusals come with a key, worded as refusal.KEY above).

ui-hint = تلميح
ui-talk = الدردشة
ui-talk_none = لا كلام بعد.
ui-talk_watcher = متفرج
ui-talk_more = المزيد
ui-talk_say = اكتب رسالة
ui-talk_send = أرسل
ui-talk_as_player = سجّل اسمك كلاعب في الصالة لتتكلم هنا.
ui-mute = كتم
ui-block = حظر
ui-report = إبلاغ
ui-muted = كتمت { $name }: لن ترى رسائله.
ui-blocked = حظرت { $name }: لن ترى رسائله ولن تجلس معه.
ui-reported = وصل البلاغ للمضيف. شكرًا لك.

## Words of the rules: a game's card in the lobby (how many play, how long a match takes, its rules page) and the table's Rules dialog.

ui-players = عدد اللاعبين: { $n }
ui-players_range = عدد اللاعبين: من { $low } إلى { $high }
ui-minutes = مدة المباراة بالدقائق: حوالي { $n }
ui-rules = القوانين
ui-rules_of = قوانين { $game }
ui-options_here = خيارات هذي الطاولة
ui-rules_page = افتح القوانين في صفحة
ui-close = إغلاق

## Words of the board that shows what just happened: a seat's last card, the trick taken last, what each seat was left holding, and the sounds switch.

ui-played = آخر لعبة: { $item }
ui-last_trick = اللمّة الأخيرة
ui-cards_left = الباقي في اليد
ui-none_left = ما بقى شي
ui-sounds = الأصوات

## The review of play (review.js): its button, each decision, each seat, the luck.

ui-review = مراجعة
ui-reviewing = جاري المراجعة…
ui-review_failed = تعذّرت المراجعة: { $reason }
ui-review_values = القيم: النقاط المتوقعة للطرف (± الخطأ المعياري)، محسوبة مما رآه المقعد وقتها فقط؛ وعلامة ≈ تعني تقديرًا لا يمكن قياس خطئه، فلا يُعطى علامة أبدًا.
ui-review_estimate = تقدير: لا يُحكم به للحركة ولا عليها
ui-review_estimated = { $n } بالتقدير فقط (بلا علامات)
ui-review_no_choice = لا قرار فيه خيار.
ui-review_decision = { $seat }، الحركة { $n }: { $played } ({ $value })؛ الأفضل { $best } ({ $best_value })؛ الخسارة { $loss }
ui-review_hindsight = بعد كشف كل الأوراق (ليس حكمًا عادلًا): الأفضل { $best }
ui-review_seat = { $seat }: القرارات { $decisions } (منها { $forced } بلا خيار)، متوسط الخسارة { $loss }؛ { $marks }
ui-review_level = يلعب أقرب ما يكون إلى { $bot } (درجة اللعب { $rating } من 1500 على سلّم البوتات: ليست تقييمًا)
ui-review_luck = { $seat }: الحظ { $luck }، النتيجة { $result }، من دون الحظ { $adjusted }
ui-mark-inaccuracy = عدم دقة
ui-mark-mistake = خطأ
ui-mark-blunder = خطأ فادح

## The sentence a reviewed decision leads with (issue 37), and its fold of figures.

ui-review_why = { $action } { $reasons }
ui-review_and = { " " }و
ui-review_then = ؛{ " " }
ui-review_lead_best = { $played } كانت أفضل حركة
ui-review_lead_better = { $best } كانت الحركة الأفضل: { $played } خسرت { $loss }
ui-review_lead_even = { $played } كانت بجودة { $best }
ui-review_lead_about = { $best } بدت الحركة الأفضل: { $played } خسرت { $loss } تقريبًا
ui-review_by_estimate = { " " }(تقدير من أدوار تجريبية)
ui-review_details = التفاصيل

## Puzzles (puzzles.js)

ui-puzzles = ألغاز من أيادٍ حقيقية
ui-puzzle_every_game = كل الألعاب
ui-puzzle_daily = لغز اليوم
ui-puzzle_previous = اللغز السابق
ui-puzzle_next = اللغز التالي
ui-puzzle_ask = { $game }: هنا حركة واحدة أفضل بوضوح. جدها.
ui-puzzle_solved = صح: هذه أفضل حركة.
ui-puzzle_failed = ليست { $tried }: أفضل حركة هي { $answer }.
ui-puzzle_themes = المواضيع:
ui-puzzle_rating = تقييمك في الألغاز: { $before } ← { $after }
ui-puzzle_tried = جرّبته من قبل: تقييمك في الألغاز يبقى { $rating }.
ui-puzzle_unrated = سجّل كلاعب ليكون لك تقييم في الألغاز.
ui-puzzle_why = السبب: { $best } (قيمتها { $value }) تتفوق على التالية { $second } (قيمتها { $second_value }) بفارق { $gap }{ $exact }: لعب التالية خطأ على الأقل.
ui-puzzle_exact = { " " }(محسوبة بدقة)

## The guided first hand (learn.js)

ui-learn = تعلّم اللعب
ui-learn_title = تعلّم { $game }
ui-learn_summary = انتهت الجولة
ui-learn_play = العب على طاولة حقيقية
ui-learn_again = أعد الدرس من البداية

## How seats and bots are called, every word of it here. A bot's level (its id on the wire and in records: random, rules, search ...) is said as a difficulty a newcomer knows, with "bot" beside it; a bot's seat nobody named has a friendly name by its place at the table (the same in both languages, so that two people at one table speak of one "Salem"); a person's seat nobody named is "Player 2".

bot-random = سهل
bot-rules = متوسط
bot-search = صعب
bot-search-strong = خبير
bot-learned = تجريبي
ui-bot = آلي { $level }
ui-bot_for = آلي { $level } يلعب
ui-default_player = لاعب { $n }
ui-bot_name-1 = لطيفة
ui-bot_name-2 = سالم
ui-bot_name-3 = مريم
ui-bot_name-4 = راشد
ui-bot_name-5 = حصة
ui-bot_name-6 = خالد
ui-bot_name-7 = آمنة
ui-bot_name-8 = يوسف

## A shuffle anyone can check (shuffle.js): the commitment at the table, the viewer's check.

ui-shuffle_sealed = الخلط مختوم قبل التوزيع
ui-commitment = بصمة البذرة (SHA-256):
ui-shuffle_explained = قبل أول توزيع، انحسم خلط هذي المباراة ببذرة، ووصلت بصمتها لكل مقعد. لمّا تخلص المباراة، السجل اللي تنزّله فيه البذرة: افتحه في عارض السجلات (أو شغّل majlis verify) وتأكد إن البذرة تطابق البصمة وإنها هي اللي وزّعت كل الجولات، يعني محد رتّب التوزيع.
ui-shuffle_checked = الخلط سليم: كل توزيعة تطابق البذرة اللي انختمت بصمتها قبل أول توزيع.
ui-shuffle_unchecked = هذا السجل ما فيه بصمة للبذرة، فما نقدر نتأكد من الخلط.

## Players, quick play, open tables, a player's page and the leaderboards (player.js, community.js, profile.js).

ui-player_help = اختيار اسم مرة وحدة يكفي عشان تنحفظ مبارياتك ونتائجك وتقييمك. بدون كلمة سر ولا بريد؛ المتصفح يحفظ مفتاحك.
ui-become = اعتماد هذا الاسم
ui-have_code = رمز من جهاز ثاني:
ui-code = الرمز
ui-use_code = استخدام الرمز
ui-playing_as = اللعب باسم
ui-move_device = رمز لجهاز ثاني
ui-code_help = يُكتب هذا الرمز في الجهاز الثاني خلال 15 دقيقة؛ يصلح مرة وحدة.
ui-quick_play = لعب سريع
ui-quick_help = بضغطة وحدة يكون مقعدك في أقدم طاولة مفتوحة لهذي اللعبة، أو في طاولة جديدة يمسك فيها الآلي المقاعد لين يوصل ناس.
ui-quick_needs_name = يلزم اختيار اسم أول (فوق).
ui-rated = محسوبة في التقييم
ui-unrated = ودية
ui-free_seat = مقعد فاضي
ui-watch = مشاهدة
ui-open_tables = الطاولات المفتوحة
ui-waiting_tables = بانتظار لاعبين
ui-none_waiting = ما في طاولة مفتوحة بالانتظار.
ui-playing_tables = قيد اللعب
ui-leaderboards = لوائح الترتيب:
ui-start_now = بدء اللعب الآن
ui-leave_match = مغادرة المباراة
ui-done_start = الآلي يلعب الحين.
ui-done_leave = تمت المغادرة؛ الآلي يكمّل المباراة.
ui-leaderboard = لائحة الترتيب
ui-played_won = المباريات: { $played }، الفوز: { $won }
ui-no_rating = ما في مباراة محسوبة للحين.
ui-result_won = فوز
ui-result_place = المركز { $place }
ui-result_left = مغادرة: محسوبة خسارة
ui-download_record = السجل
ui-no_matches = ما في مباريات للحين.
ui-no_player = ما في لاعب بهذا الاسم.
ui-no_game = ما في لعبة بهذا الاسم.
ui-matches = المباريات
ui-leaderboard_of = لائحة الترتيب: { $game }
ui-who = اللاعب
ui-rating = التقييم
ui-rated_matches = المباريات المحسوبة

## The review's table at each decision (review.js): the played and the better move.

ui-review_board = الطاولة وقتها
ui-review_played = انلعب: { $item }
ui-review_better = الأحسن: { $item }

## The lobby's open tables before their listing comes, while none can be had, and with no table waiting: quick play offered as the way in (community.js).

ui-open_looking = نبحث عن طاولات مفتوحة…
ui-open_unreachable = ما نقدر نعرض الطاولات المفتوحة الآن: نعيد المحاولة…
ui-open_none = ما في طاولة مفتوحة الآن، لا للجلوس ولا للمشاهدة.
ui-open_quick_play = اللعب السريع يفتح لك طاولة: الآليون يحفظون المقاعد الفاضية لين يجي ناس.
ui-to_quick_play = إلى اللعب السريع
ui-sit_needs_name = يلزم اختيار اسم أول (فوق) عشان تجلس على طاولة.

## The name rule, said under the name box, and the refusals of a name that breaks it (majlis.server.names): marks piled on a letter, padding, a bot's name, a look-alike of a player's, and more players from one address than an hour allows.

ui-name_rule =
    الاسم من حرف إلى { $letters } حرفًا، وعلى الحرف { $marks ->
        [zero] { $marks } علامة
        [one] علامة واحدة
        [two] علامتان
        [few] { $marks } علامات
        [many] { $marks } علامة
       *[other] { $marks } علامة
    } على الأكثر، بدون تطويل ولا فراغات للحشو، وما يشبه اسم لاعب ثاني ولا اسم آلي.

## Ratings on the familiar scale, provisional until settled, and leaving a rated match (profile.js, community.js, board.js): the server gives every figure; the page words it.

ui-rating_settled = التقييم { $rating } (تقريبًا { $pm })
ui-rating_provisional = التقييم { $rating } (مبدئي: تقريبًا { $pm } لين تنلعب مباريات محسوبة أكثر)
ui-rating_after = التقييم { $rating }
ui-provisional = مبدئي
ui-provisional_pm = مبدئي، { $pm }
ui-uncertainty = هامش التقدير
ui-rating_plot = التقييم بعد كل مباراة محسوبة من { $game }، عددها { $n }، والحين { $rating }
ui-leaderboard_help = الترتيب بالتقييم، على المقياس اللي تستخدمه مواقع الشطرنج: اللاعب الجديد يبدأ من ⁦1500?⁩ ويكون تقييمه مبدئي (عليه ? ويجي بعد الباقين) لين تثبّته كم مباراة محسوبة. الآلي على نفس المقياس، من نتائجه المقاسة.
ui-rated_leaving = في المباراة المحسوبة، المغادرة تنحسب خسارة. إذا انقطع اتصالك، مقعدك ينتظرك بعدّاد يشوفه الكل؛ إذا رجعت قبل ما يخلص تكمّل مثل ما كنت.
ui-leave_rated = الآلي بيكمّل مكانك، وهذي المباراة المحسوبة بتنحسب خسارة. مغادرة؟
ui-grace_left = انقطع الاتصال: باقي { $seconds } ثانية للرجوع

## The host after Start: the table's waiting room with the friends' links to copy or share, and Start's progress and the outage it may meet (lobby.js).

ui-table_ready = طاولة { $game } جاهزة
ui-share = شارك
ui-share_text = تعال العب { $game } معي في مجلس
ui-go_to_seat = اذهب إلى مقعدك
ui-starting = نبدأ الطاولة…
ui-start_refused-unavailable = الخادم ما يقدر يوصل لقاعدة البيانات الحين، فما بدأت الطاولة: أعد المحاولة بعد دقيقة.

## Friends, their presence and invitations (friends.js).

ui-friends = الأصدقاء
ui-friends_help = اطلب من لاعب باسمه يصير صديقك: الأصدقاء يشوفون وين بعض، ويعزمون بعض على طاولاتهم.
ui-friend_name = اسم لاعب
ui-ask_friend = طلب صداقة
ui-friend_outcome-asked = انرسل الطلب: { $name } بيشوف طلبك.
ui-friend_outcome-friends = أنت و{ $name } صرتوا أصدقاء.
ui-friend_outcome-already = الطلب مرسول من قبل، أو أنتم أصدقاء.
ui-asking_you = يطلبون صداقتك
ui-accept = قبول
ui-decline = رفض
ui-you_asked = بانتظار الرد:
ui-presence-lobby = متصل، في الصالة
ui-presence-table = على طاولة: { $game }
ui-presence-away = غير متصل
ui-remove_friend = إزالة
ui-remove_friend_sure = إنهاء الصداقة مع { $name }؟
ui-hide_presence = إخفاء مكاني عن أصدقائي
ui-notify_why = إذا عزمك صديق على طاولة وهذي الصفحة مخفية، مجلس يقدر يخبرك بتنبيه.
ui-notify_allow = السماح بالتنبيهات
ui-notify_later = مو الحين
ui-notification_title = مجلس: دعوة
ui-invited_you = { $name } يعزمك على { $game }
ui-join = انضمام
ui-invite_friend = اعزم صديق
ui-invite = اعزم
ui-invite_seat = للمقعد { $seat }
ui-invite_table = على هذي الطاولة
ui-invite_sent = انرسلت الدعوة: { $name } بيشوفها على طول.

## Events (events.js, event.js; docs/events.md): the list, the form, an event's page.

ui-events = الفعاليات
ui-events_help = الساحات: انضم خلال وقت الفعالية، والعب ما استطعت من مباريات، وكل مباراة تُحسب لك.
ui-events_running = جارية الآن
ui-events_upcoming = قادمة
ui-events_finished = انتهت
ui-events_none = لا شيء.
ui-kind_arena = ساحة
ui-create_event = أنشئ فعالية
ui-event_needs_name = اختر اسمًا في الصالة أولًا:
ui-event_title = العنوان
ui-event_start_after = تبدأ بعد (دقائق)
ui-event_length = المدة (دقائق)
ui-event_starts_in = تبدأ بعد { $left }
ui-event_ends_in = تنتهي بعد { $left }
ui-event_last_matches = انتهى الوقت: تُلعب الآن آخر المباريات.
ui-event_finished_at = انتهت { $when }
ui-event_by = أنشأها { $name }
ui-event_window-arena = مدة الساحة { $length }.
ui-event_register = سجّل
ui-event_unregister = ألغِ التسجيل
ui-event_registered = أنت مسجّل.
ui-event_join = انضم
ui-event_pause = توقف مؤقتًا (لا تُجلسني)
ui-event_playing = أنت مشارك.
ui-event_call = طاولتك جاهزة!
ui-go_to_table = اذهب إلى طاولتك
ui-event_rules = القواعد والنقاط
ui-event_kind_rules-arena = انضم أو غادر متى شئت أثناء الساحة. من كان متفرغًا يُجلس فورًا مع غيره من المتفرغين؛ وإن انتظر { $wait } ثانية بلا أحد متفرغ، أكمل الآليون المقاعد الباقية (والآليون لا يُحسب لهم شيء). لا يُجلس أحد بعد انتهاء الوقت، والمباريات الجارية حينها تُحسب.
ui-scoring-arena-place_points = كل مباراة تعطيك نقطة عن كل مركز فوق الأخير: الأول من أربعة 3، والثاني 2، والثالث 1، والأخير 0 (ومن غادر المباراة يُحسب أخيرًا). المركز الأول مرتين متتاليتين يشعلك: كل مباراة تلعبها مشتعلًا تُحسب نقاطها مضاعفة، حتى مباراة لا تحل فيها أولًا.
ui-standings = الترتيب
ui-points = النقاط
ui-firsts = المراكز الأولى
ui-fire = مشتعل
ui-on_fire = مشتعل: المباريات القادمة نقاطها مضاعفة
ui-at_table = على طاولة
ui-waiting = ينتظر
ui-paused = متوقف
ui-no_entrants = لم يسجّل أحد بعد.
ui-event_tables = الطاولات
ui-event_bots =
    { $n ->
        [zero] { $n } آليًا
        [one] آلي واحد
        [two] آليان
        [few] { $n } آليين
        [many] { $n } آليًا
       *[other] { $n } آليًا
    }
ui-no_event = لا توجد فعالية بهذا الرابط.

## The language's own name, as the language choice offers it; the names of cards and suits (the Gulf names of src/majlis/tui/names.py), a card named in a sentence, and the comma between the items of a list.

language-name = العربية
suit-C = شريا
suit-D = ديمن
suit-H = هاص
suit-S = سبيت
rank-2 = اثنين
rank-3 = ثلاثة
rank-4 = أربعة
rank-5 = خمسة
rank-6 = ستة
rank-7 = سبعة
rank-8 = ثمانية
rank-9 = تسعة
rank-T = عشرة
rank-J = ولد
rank-Q = بنت
rank-K = شايب
rank-A = إكة
card = { $rank } { $suit }
list-comma = {"، "}

## Duplicate events, an event's removal, and a friend in an event (event.js, events.js, friends.js).

ui-presence-event = في فعالية: { $title }
ui-kind_duplicate = مكررة
ui-event_kind = النوع
ui-event_rounds = الجولات
ui-event_round_minutes = دقائق الجولة
ui-event_rounds_of =
    { $rounds ->
        [zero] لا جولات
        [one] جولة واحدة
        [two] جولتان
        [few] { $rounds } جولات
        [many] { $rounds } جولة
       *[other] { $rounds } جولة
    }، تُلعب في كل جولة الأوراق نفسها على كل الطاولات.
ui-event_round = الجولة { $round } من { $rounds }: انتهى { $over } من { $boards } توزيعة.
ui-event_commitment = التزام ببذرة التوزيع:
ui-event_seed = البذرة:
ui-event_top = من
ui-a_bot = آلي
ui-event_boards = التوزيعات
ui-event_board = الجولة { $round }، التوزيعة { $board }
ui-event_window-duplicate = ساعة كل جولة: { $length }.
ui-duplicate_alone = لُعبت كل توزيعة حتى الآن على طاولة واحدة فقط: لم يمسك أحد غيركم الأوراق نفسها، فكل نقاط المقارنة 0.
ui-event_kind_rules-duplicate = سجّل قبل البداية. في كل جولة يُوزَّع اللاعبون على طاولات، وتلعب كل الطاولات التوزيعات نفسها، مباراة لكل توزيعة، ويدور لاعبو الطاولة عليها من توزيعة لأخرى فيمسك كل منهم أوراق كل مقعد مرة. تنتهي الجولة حين تلعب كل الطاولات كل التوزيعات، أو حين ينتهي وقتها: فيُكمل الآليون عن المتأخرين وتُحسب التوزيعات كما لعبوها. لا يرى أحد طاولات الجولة حتى تنتهي.
ui-scoring-duplicate-matchpoints = نقاط المقارنة: في كل توزيعة يُقارَن مجموعك في المباراة بمجموع كل من أمسك أوراق المقعد نفسه على الطاولات الأخرى: نقطة عن كل من تتفوق عليه (المجموع الأقل أفضل حيث يكون الأقل أفضل)، ونصف نقطة عن كل من تعادله. تُضاف نقاط الجولة إلى الترتيب حين تنتهي الجولة؛ و"من" أقصى ما كان يمكن أن تنال.
ui-event_removed = أزال المضيف هذه الفعالية.

## صفحة المضيف (/admin): البلاغات وسجل الإجراءات والإجراءات نفسها.

ui-admin_title = المضيف
ui-admin_key = مفتاح المضيف
ui-admin_name = اسمك
ui-admin_show = اعرض البلاغات
ui-admin_acts = إجراء
ui-admin_player = اللاعب
ui-admin_minutes = الدقائق
ui-admin_table = الطاولة
ui-admin_event = الفعالية
ui-admin_reason = السبب
ui-admin_act_silence = إسكات
ui-admin_act_ban = حظر
ui-admin_act_unban = رفع الحظر
ui-admin_act_close = إغلاق الطاولة
ui-admin_act_remove_event = حذف الفعالية
ui-admin_done = تم: { $act }، { $detail }
ui-admin_reports = البلاغات
ui-admin_log_title = السجل
ui-admin_report = #{ $id } من { $reporter }
ui-admin_against = ضد { $player }
ui-admin_at_table = على الطاولة { $place }
ui-admin_in_event = في الفعالية { $place }
ui-admin_report_line = { $who }: { $reason }
ui-admin_no_reason = (بلا سبب)
ui-admin_watching = يتفرج
ui-admin_seat = المقعد { $seat }
ui-admin_said = { $name } ({ $where }، المباراة { $match }): { $text }
ui-admin_said_event = { $name } (في الفعالية): { $text }
ui-admin_log = { $at } { $by }: { $act } { $subject } { $detail }

## Offline practice: a table against bots played in the browser, with no server.

ui-practice_offline = تدرّب دون اتصال
ui-offline_practice = تدريب دون اتصال ضد الروبوتات: تُلعب هذه الطاولة في متصفحك، وتُحفظ مباراتها على هذا الجهاز.
ui-offline_starting = جارٍ تجهيز الطاولة دون اتصال…
ui-kept_offline = لُعبت دون اتصال على هذا الجهاز
