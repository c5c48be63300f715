### Every refusal, by its code (wire.CODES) or the table's key (seats.TABLE_REFUSALS), with the fields it carries: one sentence wherever it shows.
### Hindi, with the card names Indian players use (हुकुम, पान, ईंट, चिड़ी; इक्का, बादशाह, बेगम, गुलाम): written by a non-native speaker, and a native speaker's read is wanted.

## The table's own refusals (a game's come with its words), spoken to the player.

refusal-not_your_turn = अभी आपकी बारी नहीं है।
refusal-stale = टेबल आगे बढ़ चुकी है: फिर से देखें और दोबारा कोशिश करें।
refusal-no_bot = आपकी जगह कोई बॉट नहीं खेल रहा।
refusal-not_over = मैच अभी ख़त्म नहीं हुआ।
refusal-unknown_action = यह इस खेल की चाल नहीं है।
refusal-earlier_rules = यह टेबल नियमों के पुराने संस्करण पर शुरू हुई थी और बंद कर दी गई।

## Words added with the page's fixes: picked cards, the list option's buttons, and the summary of how a hand ended.

refusal-bad_name = नाम में 1 से { $letters } दिखने वाले अक्षर हों

## The server's refusals by code (ui.refusal.CODE), and by the fields it sent with one (ui.refusal.CODE+FIELD+...: see refusalWords), so that none reaches a page in English (the table's own refusals come with a key, worded as refusal.KEY above).

refusal-malformed = सर्वर यह अनुरोध पढ़ नहीं सका।
refusal-too_big = यह सर्वर की सीमा से ज़्यादा है।
refusal-bad_options--option = इस खेल में { $option } नाम का विकल्प नहीं है।
refusal-bad_options--option--value = { $option } { $value } नहीं हो सकता।
refusal-bad_options--option--value--low = { $option } कम से कम { $low } है, { $value } नहीं।
refusal-bad_options--option--value--low--high = { $option } { $low } से { $high } तक है, { $value } नहीं।
refusal-bad_options--option--value--choices = { $option } इनमें से एक है: { $choices }; { $value } नहीं।
refusal-bad_options--values = सूची वाले विकल्प में ज़्यादा से ज़्यादा { $values } मान होते हैं।
refusal-too_many_tables = आपकी बहुत सारी टेबलें खुली हैं: नई खोलने से पहले एक ख़त्म करें।
refusal-busy = सर्वर व्यस्त है: थोड़ी देर में फिर कोशिश करें।
refusal-foreign_origin = टेबलें इसी सर्वर के अपने पेज से खुलती हैं।
refusal-server_error = सर्वर जवाब नहीं दे सका: फिर कोशिश करें।
refusal-not_allowed = सर्वर यहाँ यह अनुरोध स्वीकार नहीं करता।
refusal-not_found = ऐसी कोई टेबल नहीं है।
refusal-bad_token = यह लिंक इस टेबल की कोई सीट नहीं देता।
refusal-illegal = नियम यह चाल नहीं मानते।
refusal-rate_limited = एक साथ बहुत सारे संदेश: धीरे चलें।
refusal-unknown_type = सर्वर यह संदेश नहीं पहचानता।
refusal-no_hint = संकेत सिर्फ़ उसी टेबल पर मिलते हैं जहाँ एक ही व्यक्ति हो।
refusal-bad_chat = संदेश में कुछ कहा गया हो, ज़्यादा से ज़्यादा 200 अक्षरों में।
refusal-bad_chat--letters = संदेश में कुछ कहा गया हो, ज़्यादा से ज़्यादा { $letters } अक्षरों में।
refusal-silenced = मेज़बान ने कुछ समय के लिए आपकी बातचीत बंद कर दी है।
refusal-banned = मेज़बान ने इस खिलाड़ी पर रोक लगा दी है।
refusal-not_admin = यह मेज़बान की कुंजी नहीं है।
refusal-closed = मेज़बान ने यह टेबल बंद कर दी।

## Players, quick play, open tables, a player's page and the leaderboards (player.js, community.js, profile.js).

refusal-name_taken = यह नाम किसी और खिलाड़ी का है: दूसरा चुनें।
refusal-bad_player = इस ब्राउज़र का खिलाड़ी यहाँ पहचाना नहीं जाता: फिर से नाम चुनें।
refusal-bad_code = यह कोड अनजान है, इस्तेमाल हो चुका है या 15 मिनट से पुराना है।
refusal-opening = टेबल लोगों के आने का इंतज़ार कर रही है: तुरंत खेलने के लिए «अभी शुरू करें» दबाएँ।
refusal-already_seated = आप पहले से इस खेल की एक खुली टेबल पर इंतज़ार कर रहे हैं (उसे अपनी टेबलों से खोलें)।
refusal-full = इस टेबल पर अब कोई सीट ख़ाली नहीं है।

## The refusals of the server that had only the table's own words (refusal.KEY), and a request too slow to come: every code of the server's refusals is worded here or above (ui.refusal.CODE), so that none reaches a page in English.

refusal-over = मैच ख़त्म हो गया।
refusal-too_slow = अनुरोध बहुत धीरे आया: फिर कोशिश करें।

## A server that cannot reach its database (a restart of the database): the page shows that it is reconnecting, and does.

refusal-unavailable = सर्वर अपने डेटाबेस तक नहीं पहुँच पा रहा: फिर से जुड़ रहे हैं…

## The name rule, said under the name box, and the refusals of a name that breaks it (majlis.server.names): marks piled on a letter, padding, a bot's name, a look-alike of a player's, and more players from one address than an hour allows.

refusal-bad_name--marks =
    एक अक्षर पर ज़्यादा से ज़्यादा { $marks ->
        [one] { $marks } मात्रा-चिह्न
       *[other] { $marks } मात्रा-चिह्न
    } होते हैं, जैसे स्वर-चिह्न और शद्दा।
refusal-bad_name--padding = नाम में ततवील, ख़ाली भराव या लगातार दो ख़ाली जगहें नहीं होतीं।
refusal-name_reserved = यह किसी बॉट का नाम है (जिसमें “bot” शब्द हो) या बिना नाम की सीट का (“Player 2”): दूसरा चुनें।
refusal-name_taken--like = यह नाम { $like } का है, या उस जैसा दिखता है: दूसरा चुनें।
refusal-too_many_players = पिछले एक घंटे में इस पते से बहुत सारे खिलाड़ी बनाए गए: बाद में कोशिश करें।
refusal-too_many_players--players = इस पते ने पिछले एक घंटे में { $players } खिलाड़ी बनाए, जितने बना सकता है: बाद में कोशिश करें।

## Friends, their presence and invitations (friends.js).

refusal-not_friends = दोस्त को बुलाएँ: पहले उनसे दोस्ती माँगें।
refusal-too_many_friends = बहुत सारे दोस्त, या इंतज़ार में माँगें।
refusal-too_many_friends--most = एक खिलाड़ी के ज़्यादा से ज़्यादा { $most } दोस्त होते हैं, और उतनी ही इंतज़ार में माँगें।

## Events (events.js, event.js; docs/events.md): the list, the form, an event's page.

refusal-not_creator = इस सर्वर पर सिर्फ़ मेज़बान के चुने खिलाड़ी आयोजन बनाते हैं।
refusal-event_over = यह आयोजन ख़त्म हो गया है।
refusal-blocked = आप में से एक ने दूसरे को ब्लॉक किया है: आपके बीच न दोस्ती की माँग, न न्योता।

## Refusals added with duplicate events and the host's removal of an event.

refusal-bad_options = ये विकल्प यहाँ मान्य नहीं हैं।
refusal-removed = मेज़बान ने यह आयोजन हटा दिया।
