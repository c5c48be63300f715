### sabat_al_deemin: the game's own words.
### Hindi as Indian card players say it (सत्ता, बादशाह, इक्का); a native speaker's read is wanted.

title = सबत अल-दीमिन
about = सऊदी जोड़ीदारी का खेल: हर रंग अपने सत्ते से ऊपर बनता है; जिसके पत्ते पहले ख़त्म हों, वह अपनी टीम के लिए बाज़ी जीतता है।
option-redeal_on_three = तीन पर दोबारा बाँटना
help-redeal_on_three = हर सीट से पूछा जाता है कि बँटाई रखे या नहीं; तीन या ज़्यादा बादशाह, या तीन या ज़्यादा इक्के वाला दोबारा बँटाई माँग सकता है
option-strict_warning = आख़िरी पत्ते की सख़्त चेतावनी
help-strict_warning = आख़िरी पत्ते की घोषणा आख़िरी से पहले वाले पत्ते के साथ करनी होगी, वरना विरोधियों को 100
stage-redeal = दोबारा बाँटना
stage-bidding = दुगना
word-redeal = दोबारा बाँटो
word-double = दुगना
word-treble = तिगुना
flag-announce = आख़िरी पत्ता!
fact-multiplier--value = दाँव ×{ $value }
fact-doubled--seat = { $seat } ने दुगना किया
fact-trebled--seat = { $seat } ने तिगुना किया
fact-demanded_redeal--seat = { $seat } ने दोबारा बँटाई माँगी
asked-redeal = ये पत्ते रखें, या दोबारा बँटाई माँगें? तीन बादशाह या तीन इक्के वाला माँग सकता है।
asked-double = दाँव दुगना करें, या पास?
asked-treble--seat = { $seat } ने दुगना किया: दाँव तिगुना करें, या पास?
refusal-redeal_refused = दोबारा बँटाई सिर्फ़ तीन या ज़्यादा बादशाह, या तीन या ज़्यादा इक्के वाला माँग सकता है, और सिर्फ़ दुगने से पहले।
refusal-nobody_doubled = किसी ने दुगना नहीं किया: तिगुना करने को कुछ नहीं।
refusal-answer_redeal = पहले दोबारा बँटाई माँगें या पास करें।
refusal-answer_double = पहले दुगना करें या पास करें।
refusal-answer_treble = पहले तिगुना करें या पास करें।
refusal-bidding_over = दुगना करने का समय ख़त्म हो गया।
refusal-not_an_action = यह इस खेल की कोई चाल नहीं है।
refusal-suit_start = { $suit } की शुरुआत { $item } से होनी चाहिए।
refusal-only_next = { $suit } पर सिर्फ़ { $item } लग सकता है।
part-opponents_cards =
    { $count ->
        [one] विरोधियों के पास { $count } इक्का या तस्वीर वाला पत्ता बचा
       *[other] विरोधियों के पास { $count } इक्के और तस्वीर वाले पत्ते बचे
    }: { $points ->
        [one] { $points } अंक
       *[other] { $points } अंक
    }
part-seven_bonus =
    सत्ते से ख़त्म किया: { $points ->
        [one] { $points } अंक
       *[other] { $points } अंक
    }
part-warning_penalty =
    { $count ->
        [one] विरोधियों ने { $count } बार आख़िरी पत्ते की चेतावनी छोड़ी
       *[other] विरोधियों ने { $count } बार आख़िरी पत्ते की चेतावनी छोड़ी
    }: { $points ->
        [one] { $points } अंक
       *[other] { $points } अंक
    }
part-multiplier =
    दाँव ×{ $count }: { $points ->
        [one] { $points } अंक और
       *[other] { $points } अंक और
    }
theme-keep_the_seven = सत्ता रखो
