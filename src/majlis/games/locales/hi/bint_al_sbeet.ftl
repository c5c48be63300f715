### bint_al_sbeet: the game's own words.
### Hindi as Indian card players say it (हुकुम की बेगम, ईंट का दहला, पान; हाथ a trick); a native speaker's read is wanted.

title = बिंत अल-सबीत
about = सऊदी हाथ जीतने का खेल, हर कोई अपने लिए: हुकुम की बेगम, ईंट के दहले और पान से बचें।
help-target = दंड अंक जिन पर मैच ख़त्म होता है; सबसे कम कुल वाला जीतता है
option-pass_count = आगे दिए पत्ते
help-pass_count = हर खिलाड़ी कितने पत्ते आगे देता है
option-pass_cycle = देने की दिशाएँ
help-pass_cycle = पत्ते देने की दिशाएँ, बाज़ी दर बाज़ी दोहराती हुई
option-minus_condition = माइनस की शर्त
help-minus_condition = -10 और माइनस किससे मिलता है: कोई हाथ न लेना, या कोई दंड पत्ता न लेना
choice-left = बाएँ
choice-right = दाएँ
choice-none = देना नहीं
choice-no_trick = कोई हाथ नहीं
choice-no_penalty_card = कोई दंड पत्ता नहीं
stage-passing = पत्ते देना
stage-revealing = दिखाना
stage-minus = माइनस
word-pick = देने को { $item } चुना
word-pick_hidden = देने को एक पत्ता चुना
word-reveal = दिखाएँ
word-minus = माइनस
fact-pass_left--seat--value = इस बाज़ी पत्ते बाएँ, { $seat } को: हर एक { $value }
fact-pass_right--seat--value = इस बाज़ी पत्ते दाएँ, { $seat } को: हर एक { $value }
fact-passed--seat--item = { $seat } को आपसे { $item } मिलता है
fact-received--seat--item = { $seat } ने आपको { $item } दिया
fact-revealed--seat--item = { $seat } ने { $item } दिखाया
fact-hearts_double = दोनों दिखाए गए: पान का हर पत्ता दुगना गिना जाएगा
fact-minus--seat = { $seat } ने माइनस बोला
fact-took--seat--item = { $seat } ने { $item } लिया
asked-pass_cards--seat--value = { $seat } को देने के पत्ते चुनें: { $value } बाक़ी।
confirm-pass_cards--seat = ये पत्ते { $seat } को देने के लिए पुष्टि दबाएँ।
asked-reveal--item = { $item } दिखाएँ? जो इसे लेगा उसके लिए यह दुगना गिना जाएगा।
asked-pass_only--item = { $item } आपके पास नहीं है: पास करें।
asked-minus = माइनस बोलें (कोई हाथ न लेने का), या पास?
asked-minus_no_penalty_card = माइनस बोलें (कोई दंड पत्ता न लेने का), या पास?
asked-lead = आपकी शुरुआत: कोई भी पत्ता चलें।
asked-follow--value = रंग पर चलें: { $suit }।
asked-discard--value = आपके पास { $suit } नहीं: कोई भी पत्ता चलें।
refusal-choose_to_pass = पहले देने के पत्ते चुनें (अब तक { $value } चुने)।
refusal-already_chosen = आप { $item } देने को पहले ही चुन चुके हैं।
refusal-answer_reveal = आपसे पूछा गया है कि { $item } दिखाएँ या नहीं: दिखाएँ या पास।
refusal-answer_reveal_pass = आपसे पूछा गया है कि { $item } दिखाएँ, जो आपके पास नहीं: पास करें।
refusal-answer_minus = आपसे पूछा गया है कि माइनस बोलें या नहीं: माइनस या पास।
refusal-must_play_card = एक पत्ता चलें।
refusal-must_follow = रंग पर चलें: आपके पास { $suit } है।
part-cards_taken =
    { $count ->
        [one] { $count } दंड पत्ता लिया
       *[other] { $count } दंड पत्ते लिए
    }: { $points ->
        [one] { $points } अंक
       *[other] { $points } अंक
    }
part-revealed_double =
    दिखाने से दुगना: { $points ->
        [one] { $points } अंक
       *[other] { $points } अंक
    }
part-minus_doubled =
    माइनस नाकाम, इसलिए दुगना: { $points ->
        [one] { $points } अंक
       *[other] { $points } अंक
    }
part-no_trick_bonus =
    साफ़ बाज़ी: { $points ->
        [one] { $points } अंक
       *[other] { $points } अंक
    }
part-minus_bonus =
    माइनस पूरा: { $points ->
        [one] { $points } अंक
       *[other] { $points } अंक
    }
why-takes_trick--value = हाथ और उसके { $value } दंड अंक लेता है
why-goes_over--item = { $item } के ऊपर जाता है और अभी हाथ पर आगे है
why-ducks--item = { $item } के नीचे खिसकता है
why-gives--seat--item = { $seat } को { $item } देता है
why-gives--item = { $item } दे देता है
why-keeps--item = { $item } हाथ में रखता है
theme-duck_the_queen = बेगम से बचो
