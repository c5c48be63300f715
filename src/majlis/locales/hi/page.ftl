### The page's own words (src/majlis/server/static/js): its buttons, labels and sentences.
### Hindi, with the card names Indian players use (हुकुम, पान, ईंट, चिड़ी; इक्का, बादशाह, बेगम, गुलाम): written by a non-native speaker, and a native speaker's read is wanted.

## The lobby and the table: starting a table, its seats, turns, scores, records, reactions.

ui-title = मजलिस
ui-table_id = टेबल { $id }
ui-language = भाषा
ui-four_colour = चार रंगों वाली ताश
ui-new_table = टेबल शुरू करें
ui-game = खेल
ui-options = विकल्प
ui-seats = सीटें
ui-human = खिलाड़ी
ui-name = नाम
ui-turn_clock = बारी की घड़ी (देर करने वाले खिलाड़ी की जगह बॉट चाल चलता है)
ui-create = टेबल शुरू करें
ui-your_tables = आपकी टेबलें
ui-copy = लिंक कॉपी करें
ui-copied = कॉपी हो गया
ui-forget = हटाएँ
ui-watch_link = दर्शक
ui-seat_link = सीट { $n }
ui-sit = यहाँ बैठें
ui-links = हर दोस्त को उसका लिंक भेजें
ui-seat_n = सीट { $n }
ui-you = आप
ui-turn = { $seat } की बारी का इंतज़ार…
ui-your_turn = आपकी बारी
ui-cards = हाथ में { $n }
ui-tricks = जीते हाथ: { $n }
ui-away = टेबल से दूर
ui-partner = साथी
ui-take_back = अपनी सीट वापस लें
ui-bot_has_seat = आपकी जगह एक बॉट खेल रहा है।
ui-spectating = आप देख रहे हैं।
ui-connecting = जुड़ रहे हैं…
ui-reconnecting = कनेक्शन टूट गया, फिर से जुड़ रहे हैं…
ui-hand_n = बाज़ी { $n }
ui-totals = कुल
ui-scores = अंक
ui-log = इस बाज़ी की चालें
ui-continue = आगे बढ़ें
ui-winners =
    { $n ->
        [one] विजेता
       *[other] विजेता
    }: { $names }
ui-no_winner = मैच ख़त्म हो गया।
ui-leading = मैच में आगे: { $names }, कुल { $total } ({ $rule })।
ui-all_level = सब बराबर, हर एक के { $total } ({ $rule })।
ui-play_again = फिर से खेलें
ui-wants_again = एक और मैच चाहते हैं
ui-waiting_again = बाक़ी लोगों की हाँ का इंतज़ार…
ui-download = मैच का रिकॉर्ड डाउनलोड करें
ui-match_over = मैच ख़त्म हो गया
ui-clock = { $n } सेकंड बाक़ी
ui-open_record = रिकॉर्ड फ़ाइल खोलें
ui-record_viewer = रिकॉर्ड दर्शक
ui-bad_record = यह फ़ाइल रिकॉर्ड नहीं है: { $reason }
ui-record_error = रिकॉर्ड बाज़ी { $hand }, चाल { $index } ({ $seat }: { $action }) पर एक नियम तोड़ता है: { $reason }
ui-record_turn = रिकॉर्ड बाज़ी { $hand }, चाल { $index } पर एक नियम तोड़ता है: बारी { $to_move } की है, { $seat } की नहीं ({ $action })।
ui-not_json = यह फ़ाइल रिकॉर्ड नहीं है: रिकॉर्ड वह JSON फ़ाइल है जो ख़त्म हुई टेबल डाउनलोड के लिए देती है।
ui-nothing_played = अभी कुछ नहीं खेला गया: पत्ते जैसे बँटे थे।
ui-deal = बँटाई
ui-previous = पिछली बाज़ी
ui-next = अगली बाज़ी
ui-holds = { $seat } के हाथ में

## The table's own refusals (a game's come with its words), spoken to the player.

ui-took = { $seat } ने जीता
ui-open_end = खुला सिरा { $n }
ui-table_cards = टेबल पर
ui-hand = आपका हाथ
ui-error = कुछ गड़बड़ हो गई: { $message }
ui-keys = कुंजियाँ: तीर से पत्ता चुनें, Enter से चलें, अक्षर बटन दबाते हैं।
ui-play = { $item } चलें
ui-status-playing = चल रहा है
ui-status-over = ख़त्म
reaction-hello = नमस्ते!
reaction-well_played = बढ़िया खेले
reaction-oops = ओह
reaction-thanks = धन्यवाद
reaction-hurry = जल्दी करो
reaction-good_game = अच्छा खेल

## Words added with the page's fixes: picked cards, the list option's buttons, and the summary of how a hand ended.

ui-picked = चुना हुआ
ui-list_add = जोड़ें
ui-list_remove = हटाएँ
ui-how_ended = बाज़ी कैसे ख़त्म हुई
ui-key = कुंजी: { $key }
ui-type_number = { $low } से { $high } तक की संख्या लिखें।

## Words of a turn without friction: a choice confirmed, a move that plays itself, and links that lead nowhere.

ui-chosen = { $of } में से { $n } चुने।
ui-change_mind = चुने पत्ते को वापस रखने के लिए उसे फिर दबाएँ।
ui-confirm = पक्का करें
ui-confirm_prompt = सब चुन लिए: «पक्का करें» दबाएँ।
ui-autoplay = खेला जा रहा है
ui-not_a_seat = यह लिंक इस टेबल की किसी सीट का नहीं है: शायद किसी और टेबल का है।
ui-watch_table = यह टेबल देखें
ui-to_lobby = लॉबी में जाएँ
ui-actions = चाल दर चाल
ui-action_n = चाल { $n } / { $of }
ui-first_action = पहली
ui-previous_action = पिछली चाल
ui-next_action = अगली चाल
ui-last_action = आख़िरी
ui-every_hand = हर सीट का हाथ दिख रहा है: रिकॉर्ड में पूरी बँटाई है।
ui-cut_off = यह लिंक अधूरा था, इसलिए टेबल सिर्फ़ देखने के लिए खुली: अपनी सीट लेने के लिए पूरा लिंक माँगें।

## The server's refusals by code (ui.refusal.CODE), and by the fields it sent with one (ui.refusal.CODE+FIELD+...: see refusalWords), so that none reaches a page in English (the table's own refusals come with a key, worded as refusal.KEY above).

ui-hint = संकेत
ui-talk = बातचीत
ui-talk_none = अभी कुछ नहीं कहा गया।
ui-talk_watcher = दर्शक
ui-talk_more = और
ui-talk_say = कुछ कहें
ui-talk_send = भेजें
ui-talk_as_player = यहाँ बात करने के लिए लॉबी में खिलाड़ी बनें।
ui-mute = म्यूट
ui-block = ब्लॉक
ui-report = शिकायत
ui-muted = { $name } म्यूट है: अब आपको उनके संदेश नहीं दिखेंगे।
ui-blocked = { $name } ब्लॉक है: अब न उनके संदेश दिखेंगे, न आप उनके साथ बैठेंगे।
ui-reported = मेज़बान को शिकायत भेज दी गई। धन्यवाद।

## Words of the rules: a game's card in the lobby (how many play, how long a match takes, its rules page) and the table's Rules dialog.

ui-players = { $n } खिलाड़ी
ui-players_range = { $low } से { $high } खिलाड़ी
ui-minutes = एक मैच लगभग { $n } मिनट
ui-rules = नियम
ui-rules_of = { $game } के नियम
ui-options_here = इस टेबल के घरेलू नियम
ui-rules_page = नियम अलग पेज में खोलें
ui-close = बंद करें

## Words of the board that shows what just happened: a seat's last card, the trick taken last, what each seat was left holding, and the sounds switch.

ui-played = { $item } चला
ui-last_trick = पिछला हाथ
ui-cards_left = हाथ में बचे
ui-none_left = कुछ नहीं बचा
ui-sounds = आवाज़ें

## The review of play (review.js): its button, each decision, each seat, the luck.

ui-review = समीक्षा
ui-reviewing = समीक्षा हो रही है…
ui-review_failed = समीक्षा नहीं हो सकी: { $reason }
ui-review_values = मान: पक्ष को मिलने वाले अपेक्षित अंक (± मानक त्रुटि), सीट ने उस समय जो देखा उसी से आँके गए; ≈ एक अनुमान है जिसकी त्रुटि मापी नहीं जा सकी: उस पर कभी निशान नहीं लगता।
ui-review_estimate = अनुमान: न निशान, न बरी
ui-review_estimated = { $n } सिर्फ़ अनुमान से आँके गए (बिना निशान)
ui-review_no_choice = कोई फ़ैसला जिसमें विकल्प हो, नहीं।
ui-review_decision = { $seat }, चाल { $n }: { $played } ({ $value }); सबसे अच्छी { $best } ({ $best_value }); नुक़सान { $loss }
ui-review_hindsight = सब पत्ते जानकर (न्यायसंगत पैमाना नहीं): सबसे अच्छी { $best }
ui-review_seat = { $seat }: { $decisions } फ़ैसले ({ $forced } बिना विकल्प), औसत नुक़सान { $loss }; { $marks }
ui-review_level = सबसे ज़्यादा { $bot } जैसा खेलता है (बॉटों की सीढ़ी पर खेल अंक 1500 में से { $rating }: यह रेटिंग नहीं है)
ui-review_luck = { $seat }: क़िस्मत { $luck }, नतीजा { $result }, क़िस्मत के बिना { $adjusted }
ui-mark-inaccuracy = चूक
ui-mark-mistake = ग़लती
ui-mark-blunder = बड़ी ग़लती

## The sentence a reviewed decision leads with (issue 37), and its fold of figures.

ui-review_why = { $action } { $reasons }
ui-review_and = { " " }और{ " " }
ui-review_then = { "; " }
ui-review_lead_best = { $played } सबसे अच्छी चाल थी
ui-review_lead_better = { $best } बेहतर चाल थी: { $played } से { $loss } का नुक़सान हुआ
ui-review_lead_even = { $played } उतनी ही अच्छी थी जितनी { $best }
ui-review_lead_about = { $best } बेहतर चाल लगी: { $played } से लगभग { $loss } का नुक़सान हुआ
ui-review_by_estimate = { " " }(अनुमान, आज़माइशी खेलों से)
ui-review_details = ब्योरा

## Puzzles (puzzles.js)

ui-puzzles = असली बाज़ियों से पहेलियाँ
ui-puzzle_every_game = हर खेल
ui-puzzle_daily = आज की पहेली
ui-puzzle_previous = पिछली पहेली
ui-puzzle_next = अगली पहेली
ui-puzzle_ask = { $game }: यहाँ एक चाल साफ़ तौर पर सबसे अच्छी है। उसे ढूँढें।
ui-puzzle_solved = सही: यही सबसे अच्छी चाल है।
ui-puzzle_failed = { $tried } नहीं: सबसे अच्छी चाल { $answer } है।
ui-puzzle_themes = विषय:
ui-puzzle_rating = आपकी पहेली रेटिंग: { $before } → { $after }
ui-puzzle_tried = पहले आज़माई थी: आपकी पहेली रेटिंग { $rating } ही रहेगी।
ui-puzzle_unrated = पहेली रेटिंग के लिए खिलाड़ी बनें।
ui-puzzle_why = क्यों: { $best } (मूल्य { $value }) अगली सबसे अच्छी { $second } (मूल्य { $second_value }) से { $gap }{ $exact } आगे है: उसे खेलना कम से कम एक ग़लती होगी।
ui-puzzle_exact = { " " }(ठीक-ठीक हल की गई)

## The guided first hand (learn.js)

ui-learn = खेलना सीखें
ui-learn_title = { $game } खेलना सीखें
ui-learn_summary = बाज़ी ख़त्म हो गई
ui-learn_play = असली टेबल पर खेलें
ui-learn_again = पाठ फिर से शुरू करें

## How seats and bots are called, every word of it here. A bot's level (its id on the wire and in records: random, rules, search ...) is said as a difficulty a newcomer knows, with "bot" beside it; a bot's seat nobody named has a friendly name by its place at the table (the same in both languages, so that two people at one table speak of one "Salem"); a person's seat nobody named is "Player 2".

bot-random = आसान
bot-rules = मध्यम
bot-search = कठिन
bot-search-strong = माहिर
bot-learned = बीटा
ui-bot = { $level } बॉट
ui-bot_for = { $level } बॉट खेल रहा है
ui-default_player = खिलाड़ी { $n }
ui-bot_name-1 = लतीफ़ा
ui-bot_name-2 = सालिम
ui-bot_name-3 = मरियम
ui-bot_name-4 = राशिद
ui-bot_name-5 = हिस्सा
ui-bot_name-6 = ख़ालिद
ui-bot_name-7 = आमना
ui-bot_name-8 = यूसुफ़

## A shuffle anyone can check (shuffle.js): the commitment at the table, the viewer's check.

ui-shuffle_sealed = बँटाई से पहले फेंटना मुहरबंद
ui-commitment = बीज की छाप (उसका SHA-256):
ui-shuffle_explained = पहली बँटाई से पहले इस मैच का फेंटना एक बीज से तय हुआ, और हर सीट को उसकी यह छाप भेजी गई। मैच ख़त्म होने पर, जो रिकॉर्ड आप डाउनलोड करते हैं उसमें बीज होता है: उसे रिकॉर्ड दर्शक में खोलें (या majlis verify चलाएँ) और जाँचें कि बीज छाप से मेल खाता है और उसी ने हर बाज़ी बाँटी, यानी किसी ने बँटाई नहीं सजाई।
ui-shuffle_checked = फेंटना जाँचा गया: हर बँटाई उस बीज से मेल खाती है जिसकी छाप पहली बँटाई से पहले दी गई थी।
ui-shuffle_unchecked = इस रिकॉर्ड में बीज की छाप नहीं है, इसलिए इसका फेंटना जाँचा नहीं जा सकता।

## Players, quick play, open tables, a player's page and the leaderboards (player.js, community.js, profile.js).

ui-player_help = याद रखे जाने के लिए एक बार नाम चुनें: आपके मैच, नतीजे और रेटिंग। न पासवर्ड, न ई-मेल; यह ब्राउज़र आपकी कुंजी रखता है।
ui-become = यह नाम लें
ui-have_code = दूसरे डिवाइस का कोड:
ui-code = कोड
ui-use_code = कोड इस्तेमाल करें
ui-playing_as = इस नाम से खेल रहे हैं
ui-move_device = दूसरे डिवाइस के लिए कोड
ui-code_help = यह कोड 15 मिनट के अंदर दूसरे डिवाइस पर लिखें; यह एक ही बार चलता है।
ui-quick_play = झटपट खेल
ui-quick_help = एक बटन दबाते ही आप इस खेल की सबसे देर से इंतज़ार कर रही खुली टेबल पर बैठते हैं, या नई टेबल पर जहाँ अगले लोगों के आने तक बॉट सीटें सँभालते हैं।
ui-quick_needs_name = पहले (ऊपर) नाम चुनें।
ui-rated = रेटिंग वाला
ui-unrated = दोस्ताना
ui-free_seat = ख़ाली सीट
ui-watch = देखें
ui-open_tables = खुली टेबलें
ui-waiting_tables = लोगों का इंतज़ार
ui-none_waiting = कोई खुली टेबल इंतज़ार में नहीं है।
ui-playing_tables = खेल जारी
ui-leaderboards = लीडरबोर्ड:
ui-start_now = अभी शुरू करें
ui-leave_match = मैच छोड़ें
ui-done_start = अब बॉट खेल रहे हैं।
ui-done_leave = आपने मैच छोड़ा; एक बॉट आगे खेलेगा।
ui-leaderboard = लीडरबोर्ड
ui-played_won = मैच: { $played }, जीते: { $won }
ui-no_rating = अभी कोई रेटिंग वाला मैच नहीं।
ui-result_won = जीते
ui-result_place = स्थान { $place }
ui-result_left = छोड़ा: हार गिना गया
ui-download_record = रिकॉर्ड
ui-no_matches = अभी कोई मैच नहीं खेला गया।
ui-no_player = इस नाम का कोई खिलाड़ी नहीं है।
ui-no_game = इस नाम का कोई खेल नहीं है।
ui-matches = मैच
ui-leaderboard_of = लीडरबोर्ड: { $game }
ui-who = खिलाड़ी
ui-rating = रेटिंग
ui-rated_matches = रेटिंग वाले मैच

## The review's table at each decision (review.js): the played and the better move.

ui-review_board = तब की टेबल
ui-review_played = खेला: { $item }
ui-review_better = बेहतर: { $item }

## The lobby's open tables before their listing comes, while none can be had, and with no table waiting: quick play offered as the way in (community.js).

ui-open_looking = खुली टेबलें ढूँढ रहे हैं…
ui-open_unreachable = खुली टेबलें अभी नहीं दिखाई जा सकतीं: फिर कोशिश कर रहे हैं…
ui-open_none = अभी कोई टेबल खुली नहीं है, न बैठने को न देखने को।
ui-open_quick_play = झटपट खेल आपके लिए एक टेबल खोलता है: लोगों के आने तक बॉट ख़ाली सीटें सँभालते हैं।
ui-to_quick_play = झटपट खेल पर जाएँ
ui-sit_needs_name = टेबल पर बैठने के लिए पहले (ऊपर) नाम चुनें।

## The name rule, said under the name box, and the refusals of a name that breaks it (majlis.server.names): marks piled on a letter, padding, a bot's name, a look-alike of a player's, and more players from one address than an hour allows.

ui-name_rule =
    नाम में 1 से { $letters } अक्षर हों, एक अक्षर पर ज़्यादा से ज़्यादा { $marks ->
        [one] { $marks } मात्रा-चिह्न
       *[other] { $marks } मात्रा-चिह्न
    }, भरने के लिए न ततवील न ख़ाली जगह, और वह किसी दूसरे खिलाड़ी या बॉट के नाम जैसा न दिखे।

## Ratings on the familiar scale, provisional until settled, and leaving a rated match (profile.js, community.js, board.js): the server gives every figure; the page words it.

ui-rating_settled = रेटिंग { $rating } (लगभग { $pm })
ui-rating_provisional = रेटिंग { $rating } (अस्थायी: कुछ और रेटिंग वाले मैचों तक लगभग { $pm })
ui-rating_after = रेटिंग { $rating }
ui-provisional = अस्थायी
ui-provisional_pm = अस्थायी, { $pm }
ui-uncertainty = अनिश्चितता
ui-rating_plot = { $game } के { $n } रेटिंग वाले मैचों में से हर एक के बाद रेटिंग, अभी { $rating }
ui-leaderboard_help = रेटिंग के क्रम में, उसी पैमाने पर जो शतरंज की साइटें इस्तेमाल करती हैं: नया खिलाड़ी 1500? से शुरू करता है और तब तक अस्थायी रहता है (? से चिह्नित, बाक़ियों के बाद) जब तक कुछ रेटिंग वाले मैच रेटिंग पक्की न कर दें। बॉट भी इसी पैमाने पर हैं, अपने मापे गए नतीजों से।
ui-rated_leaving = रेटिंग वाले मैच में छोड़ना हार गिना जाता है। अगर आपका कनेक्शन टूटे, तो आपकी सीट एक उलटी गिनती के साथ आपका इंतज़ार करती है जो सबको दिखती है; उसके ख़त्म होने से पहले लौटें और पहले की तरह खेलते रहें।
ui-leave_rated = आपकी जगह एक बॉट खेलेगा, और यह रेटिंग वाला मैच हार गिना जाएगा। छोड़ें?
ui-grace_left = कनेक्शन टूटा: लौटने के लिए { $seconds } सेकंड

## The host after Start: the table's waiting room with the friends' links to copy or share, and Start's progress and the outage it may meet (lobby.js).

ui-table_ready = आपकी { $game } टेबल तैयार है
ui-share = शेयर करें
ui-share_text = आओ, majlis पर मेरे साथ { $game } खेलो
ui-go_to_seat = अपनी सीट पर जाएँ
ui-starting = टेबल शुरू हो रही है…
ui-start_refused-unavailable = सर्वर अभी अपने डेटाबेस तक नहीं पहुँच पा रहा, इसलिए कोई टेबल शुरू नहीं हुई: एक मिनट में फिर कोशिश करें।

## Friends, their presence and invitations (friends.js).

ui-friends = दोस्त
ui-friends_help = किसी खिलाड़ी से नाम लेकर दोस्ती माँगें: दोस्त एक-दूसरे की जगह देखते हैं, और एक-दूसरे को अपनी टेबलों पर बुलाते हैं।
ui-friend_name = खिलाड़ी का नाम
ui-ask_friend = दोस्ती माँगें
ui-friend_outcome-asked = माँग भेज दी: { $name } को आपकी माँग दिखेगी।
ui-friend_outcome-friends = आप और { $name } अब दोस्त हैं।
ui-friend_outcome-already = पहले ही माँगा जा चुका है, या आप पहले से दोस्त हैं।
ui-asking_you = आपसे दोस्ती माँग रहे हैं
ui-accept = मानें
ui-decline = मना करें
ui-you_asked = जवाब का इंतज़ार:
ui-presence-lobby = ऑनलाइन, लॉबी में
ui-presence-table = टेबल पर: { $game }
ui-presence-away = दूर
ui-remove_friend = हटाएँ
ui-remove_friend_sure = { $name } से दोस्ती ख़त्म करें?
ui-hide_presence = मेरी जगह दोस्तों से छिपाएँ
ui-notify_why = जब यह टैब छिपा हो और कोई दोस्त आपको टेबल पर बुलाए, majlis आपको सूचना से बता सकता है।
ui-notify_allow = सूचनाएँ चालू करें
ui-notify_later = अभी नहीं
ui-notification_title = majlis: एक न्योता
ui-invited_you = { $name } आपको { $game } के लिए बुला रहे हैं
ui-join = शामिल हों
ui-invite_friend = दोस्त को बुलाएँ
ui-invite = बुलाएँ
ui-invite_seat = सीट { $seat } पर
ui-invite_table = इस टेबल पर
ui-invite_sent = न्योता भेजा: { $name } को तुरंत दिखेगा।

## Events (events.js, event.js; docs/events.md): the list, the form, an event's page.

ui-events = आयोजन
ui-events_help = अखाड़े: समय-सीमा के भीतर शामिल हों, जितने मैच हो सकें खेलें, और हर मैच के अंक मिलते हैं।
ui-events_running = अभी चल रहे
ui-events_upcoming = आने वाले
ui-events_finished = ख़त्म
ui-events_none = कोई नहीं।
ui-kind_arena = अखाड़ा
ui-create_event = आयोजन बनाएँ
ui-event_needs_name = पहले लॉबी में नाम लें:
ui-event_title = शीर्षक
ui-event_start_after = शुरू होगा (मिनट बाद)
ui-event_length = अवधि (मिनट)
ui-event_starts_in = { $left } में शुरू
ui-event_ends_in = { $left } में ख़त्म
ui-event_last_matches = समय पूरा: आख़िरी मैच खेले जा रहे हैं।
ui-event_finished_at = { $when } को ख़त्म हुआ
ui-event_by = { $name } द्वारा
ui-event_window-arena = अखाड़ा { $length } चलता है।
ui-event_register = पंजीकरण करें
ui-event_unregister = पंजीकरण रद्द करें
ui-event_registered = आपका पंजीकरण हो गया है।
ui-event_join = शामिल हों
ui-event_pause = रुकें (मुझे न बिठाएँ)
ui-event_playing = आप शामिल हैं।
ui-event_call = आपकी टेबल तैयार है!
ui-go_to_table = अपनी टेबल पर जाएँ
ui-event_rules = नियम और अंक
ui-event_kind_rules-arena = अखाड़ा चलते समय कभी भी शामिल हों या जाएँ। जो ख़ाली है उसे तुरंत दूसरे ख़ाली खिलाड़ियों के साथ बिठाया जाता है; { $wait } सेकंड तक कोई और ख़ाली न हो तो बाक़ी सीटें बॉट भरते हैं (बॉटों को कभी अंक नहीं मिलते)। समय पूरा होने के बाद किसी को नहीं बिठाया जाता; जो मैच चल रहे हैं वे गिने जाते हैं।
ui-scoring-arena-place_points = हर मैच में आख़िरी से ऊपर हर स्थान का एक अंक मिलता है: चार में पहला 3, दूसरा 2, तीसरा 1, आख़िरी 0 (मैच छोड़ना आख़िरी गिना जाता है)। लगातार दो बार पहला स्थान आपको जोश में ला देता है: जोश में खेले हर मैच के अंक दुगने, जब तक आप किसी मैच में पहले न आएँ।
ui-standings = तालिका
ui-points = अंक
ui-firsts = पहले स्थान
ui-fire = जोश में
ui-on_fire = जोश में: अगले मैचों के अंक दुगने
ui-at_table = टेबल पर
ui-waiting = इंतज़ार में
ui-paused = रुके हुए
ui-no_entrants = अभी किसी ने पंजीकरण नहीं किया।
ui-event_tables = टेबलें
ui-event_bots =
    { $n ->
        [one] { $n } बॉट
       *[other] { $n } बॉट
    }
ui-no_event = ऐसा कोई आयोजन नहीं है।

## The language's own name, as the language choice offers it; the names of cards and suits, a card named in a sentence, and the comma between the items of a list.

language-name = हिन्दी
suit-C = चिड़ी
suit-D = ईंट
suit-H = पान
suit-S = हुकुम
rank-2 = दुक्की
rank-3 = तिक्की
rank-4 = चौका
rank-5 = पंजा
rank-6 = छक्का
rank-7 = सत्ता
rank-8 = अट्ठा
rank-9 = नहला
rank-T = दहला
rank-J = गुलाम
rank-Q = बेगम
rank-K = बादशाह
rank-A = इक्का
card = { $suit } का { $rank }
list-comma = { ", " }

## Duplicate events, an event's removal, and a friend in an event (event.js, events.js, friends.js).

ui-presence-event = आयोजन में: { $title }
ui-kind_duplicate = डुप्लिकेट
ui-event_kind = प्रकार
ui-event_rounds = दौर
ui-event_round_minutes = एक दौर के मिनट
ui-event_rounds_of =
    { $rounds ->
        [one] { $rounds } दौर
       *[other] { $rounds } दौर
    }, हर दौर में हर टेबल पर वही पत्ते बँटते हैं।
ui-event_round = दौर { $round } / { $rounds }: { $boards } में से { $over } बोर्ड पूरे।
ui-event_commitment = बँटवारे के बीज की प्रतिबद्धता:
ui-event_seed = बीज:
ui-event_top = में से
ui-a_bot = एक बॉट
ui-event_boards = बोर्ड
ui-event_board = दौर { $round }, बोर्ड { $board }
ui-event_window-duplicate = हर दौर की घड़ी: { $length }।
ui-duplicate_alone = अब तक हर बोर्ड सिर्फ़ एक टेबल पर खेला गया: वही पत्ते किसी और के पास नहीं थे, इसलिए हर मैचपॉइंट 0 है।
ui-event_kind_rules-duplicate = शुरू होने से पहले नाम लिखाइए। हर दौर में खिलाड़ी टेबलों पर बाँटे जाते हैं, और हर टेबल वही बँटवारे (बोर्ड) खेलती है, हर बोर्ड का एक मैच; खिलाड़ी बोर्ड-दर-बोर्ड टेबल पर घूमते हैं ताकि हर कोई हर सीट के पत्ते एक बार पकड़े। दौर तब ख़त्म होता है जब हर टेबल हर बोर्ड खेल ले, या उसकी घड़ी ख़त्म हो जाए: तब देर करने वालों के लिए बॉट खेल पूरा करते हैं, और वे बँटवारे बॉट के खेल के हिसाब से गिने जाते हैं। दौर ख़त्म होने तक उसकी टेबलें कोई नहीं देखता।
ui-scoring-duplicate-matchpoints = मैचपॉइंट: हर बोर्ड पर आपके मैच का योग उन सबके योग से मिलाया जाता है जिन्होंने दूसरी टेबलों पर उसी सीट के पत्ते पकड़े: हर उस खिलाड़ी के लिए 1 अंक जिससे आप आगे रहे (जहाँ कम बेहतर है वहाँ कम योग), बराबरी पर ½। दौर ख़त्म होने पर उसके अंक तालिका में जुड़ते हैं; "में से" वह सबसे ज़्यादा है जो आप पा सकते थे।
ui-event_removed = मेज़बान ने यह आयोजन हटा दिया।

## मेज़बान का पेज (/admin): शिकायतें, कार्रवाइयों का लॉग, और कार्रवाइयाँ।

ui-admin_title = मेज़बान
ui-admin_key = मेज़बान की कुंजी
ui-admin_name = आपका नाम
ui-admin_show = शिकायतें दिखाएँ
ui-admin_acts = कार्रवाई
ui-admin_player = खिलाड़ी
ui-admin_minutes = मिनट
ui-admin_table = टेबल
ui-admin_event = इवेंट
ui-admin_reason = कारण
ui-admin_act_silence = चुप कराएँ
ui-admin_act_ban = प्रतिबंध लगाएँ
ui-admin_act_unban = प्रतिबंध हटाएँ
ui-admin_act_close = टेबल बंद करें
ui-admin_act_remove_event = इवेंट हटाएँ
ui-admin_done = हो गया: { $act }, { $detail }
ui-admin_reports = शिकायतें
ui-admin_log_title = लॉग
ui-admin_report = #{ $id }, { $reporter } की ओर से
ui-admin_against = { $player } के विरुद्ध
ui-admin_at_table = टेबल { $place } पर
ui-admin_in_event = इवेंट { $place } में
ui-admin_report_line = { $who }: { $reason }
ui-admin_no_reason = (कोई कारण नहीं दिया)
ui-admin_watching = देख रहे हैं
ui-admin_seat = सीट { $seat }
ui-admin_said = { $name } ({ $where }, मैच { $match }): { $text }
ui-admin_said_event = { $name } (इवेंट में): { $text }
ui-admin_log = { $at } { $by }: { $act } { $subject } { $detail }

## Offline practice: a table against bots played in the browser, with no server.

ui-practice_offline = ऑफ़लाइन अभ्यास करें
ui-offline_practice = बॉट्स के विरुद्ध ऑफ़लाइन अभ्यास: यह टेबल आपके ब्राउज़र में चलती है, और इसका मैच इसी डिवाइस पर रखा जाता है।
ui-offline_starting = ऑफ़लाइन टेबल तैयार हो रही है…
ui-kept_offline = इस डिवाइस पर ऑफ़लाइन खेले गए
