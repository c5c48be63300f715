### The words several games share.
### Hindi as Indian card players say it (पास, पत्ता, बाज़ी); a native speaker's read is wanted.

word-pass = पास
word-dealer = बाँटने वाला
stage-lead = शुरुआत
stage-play = खेल
fact-last_card--seat = { $seat }: आख़िरी पत्ता!
theme-count_the_cards = पत्ते गिनो
fact-went_out--seat = { $seat } के पत्ते ख़त्म
refusal-hand_over = बाज़ी ख़त्म हो चुकी है।
refusal-can_play = आप पास नहीं कर सकते: आप { $item } चल सकते हैं।
refusal-not_held = { $item } आपके हाथ में नहीं है।
refusal-not_a_card = यह कोई पत्ता नहीं है।
refusal-first_card = पहला पत्ता { $item } होना चाहिए।
asked-lead--item = आपके पास { $item } है: उसी से शुरू करें।
asked-play = ऐसा पत्ता चलें जो बैठे।
asked-pass_only = आपका कोई पत्ता नहीं बैठता: पास करें।
option-target = लक्ष्य
help-target = अंक जिन पर मैच ख़त्म होता है
option-games = बाज़ियाँ
help-games = मैच में कितनी बाज़ियाँ
goal-target = { $value } अंकों का मैच
goal-games = { $value } बाज़ियों का मैच
goal-lowest_wins = सबसे कम कुल वाला जीतता है
goal-highest_wins = सबसे ज़्यादा कुल वाला जीतता है
choice-true = हाँ
choice-false = नहीं
why-opens_own--item = आपकी अगली बारी के लिए { $item } खोलता है
why-opens--item = दूसरों के लिए { $item } खोलता है
why-lets_lay--seat--item = { $seat } को { $item } चलने देता है
why-keeps_shut--item = दूसरों के लिए { $item } बंद रखता है
