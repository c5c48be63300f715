# टर्मिनल की मेज़ के अपने शब्द (majlis play, watch, learn, puzzle): पैनल, सवाल, संदेश
# और कुंजियाँ। खेलों के शब्द खेल ख़ुद देते हैं।
# हिन्दी बोलने वाले से पढ़वाना है: ख़ास तौर पर नीचे की पट्टी के छोटे शब्द (80 कॉलम में
# आने चाहिए) और ताश के खेल के शब्द (हाथ = ट्रिक, बाज़ी = एक बँटाई का खेल)।

## सीटें और बॉट

tui-you = आप
tui-seat = सीट { $n }
tui-level-easy = आसान
tui-level-medium = मध्यम
tui-level-hard = कठिन
tui-level-expert = माहिर
tui-level-beta = बीटा
tui-bot-easy = आसान बॉट
tui-bot-medium = मध्यम बॉट
tui-bot-hard = कठिन बॉट
tui-bot-expert = माहिर बॉट
tui-bot-beta = बीटा बॉट
tui-partner = साथी
tui-opponent = विरोधी

## पैनल

tui-panel-players = खिलाड़ी
tui-panel-table = मेज़
tui-panel-log = चालें
tui-panel-your-hand = आपके पत्ते
tui-panel-hand-of = { $seat } के पत्ते
tui-column-player = खिलाड़ी
tui-column-bot = बॉट
tui-column-cards = पत्ते
tui-column-tiles = गोटियाँ
tui-column-tricks = हाथ
tui-column-last-action = पिछली चाल
tui-column-hand = बाज़ी
tui-column-total = कुल
tui-no-cards = (कोई पत्ता नहीं)
tui-announce-on = (l) "{ $saying }" बोलें: हाँ
tui-announce-off = (l) "{ $saying }" बोलें: नहीं

## शीर्ष पंक्ति

tui-title-hand = बाज़ी { $n }
tui-title-you-are = आप सीट { $n } पर
tui-title-seat = सीट { $n }
tui-title-watching = देख रहे हैं
tui-title-seed = बीज { $seed }
tui-title-paused = बॉट रुके हैं
tui-title-pace = बॉट { $seconds } से. प्रति चाल

## मेज़

tui-on-the-table = मेज़ पर:
tui-trick = हाथ:
tui-train = क़तार:
tui-open-end = ▸ खुला सिरा { $end }
tui-led = पहली चाल
tui-choose = चुनें: { $actions }।
tui-your-turn = आपकी बारी: { $asked }
tui-your-turn-forced = आपकी बारी: { $asked } (अपने-आप चल रहा है…)
tui-paused-to-move = रुका है: चाल { $seat } ({ $bot }) की है। स्पेस से आगे बढ़ें।
tui-thinking = { $seat } ({ $bot }) सोच रहा है…

## स्थिति पंक्ति

tui-bot-failed = एक बॉट नहीं खेल पाया: { $error }
tui-not-allowed = मना है: { $why }
tui-not-offered = { $action } अभी नहीं चल सकते।
tui-wait-for-your-turn = { $action }: अपनी बारी का इंतज़ार करें।
tui-says-nothing-more = l: { $game } में चाल के साथ कुछ और नहीं बोला जाता।
tui-cannot-say-now = l: अभी की कोई चाल "{ $saying }" नहीं बोल सकती।
tui-hints-on-your-turn = सुझाव आपकी बारी पर मिलते हैं।
tui-asking = { $bot } से पूछ रहे हैं…
tui-no-hint = कोई सुझाव नहीं: { $error }
tui-hint-from = { $bot } का सुझाव: { $words }
tui-could-not-save = सहेज नहीं सके: { $error }
tui-saved-replay = सहेज लिया। दोबारा देखें: majlis replay { $path }
tui-saved-resume = सहेज लिया। आगे खेलें: majlis play --resume { $path }
tui-new-match = नया मैच।
tui-new-match-recorded = नया मैच, { $path } में दर्ज हो रहा है (पिछला { $last } में है)।

## बाज़ी और मैच का अंत

tui-hand-over = बाज़ी { $n } ख़त्म
tui-hand-void = बाज़ी रद्द हुई: कोई अंक नहीं।
tui-tricks = { $n ->
        [one] { $n } हाथ
       *[other] { $n } हाथ
    }
tui-nothing = कुछ नहीं
tui-column-this-hand = यह बाज़ी
tui-column-match-total = मैच का कुल
tui-lower-is-better = कम अंक बेहतर
tui-higher-is-better = ज़्यादा अंक बेहतर
tui-match-over = { $hands ->
        [one] { $hands } बाज़ी
       *[other] { $hands } बाज़ियों
    } के बाद मैच ख़त्म: { $winners ->
        [you] आप जीते!
       *[other] जीत { $who } की!
    }
tui-on-to-result = Enter: नतीजा देखें · r: { $whose ->
        [seat] इस सीट के
       *[mine] मेरे
    } खेल की समीक्षा
tui-on-to-next-hand = Enter: अगली बाज़ी · r: { $whose ->
        [seat] इस सीट के
       *[mine] मेरे
    } खेल की समीक्षा
tui-play-again = फिर खेलें? y: हाँ · n: बाहर
tui-watch-again = फिर देखें? y: हाँ · n: बाहर
tui-reviewing = बाज़ी { $n } की समीक्षा …
tui-review-keys = ↑ ↓: आपका कोई और फ़ैसला · Esc: सारांश पर लौटें
tui-no-choice = { $you ->
        [yes] आपको
       *[no] { $who } को
    } इस बाज़ी में कुछ चुनना नहीं पड़ा।
tui-esc-back = Esc: वापस

## बाज़ी की समीक्षा

tui-review-heading = बाज़ी { $n } की समीक्षा: { $you ->
        [yes] आपके फ़ैसले, उस समय आप जो देख सकते थे उसके हिसाब से परखे गए
       *[no] { $who } के फ़ैसले, उस समय { $who } जो देख सकता था उसके हिसाब से परखे गए
    }
tui-worth-chance = चाल की क़ीमत है { $partners ->
        [yes] { $you ->
            [yes] आपकी जोड़ी के
           *[no] { $who } की जोड़ी के
        }
       *[no] { $you ->
            [yes] आपके
           *[no] { $who } के
        }
    } मैच जीतने का मौक़ा, -1 (पक्की हार) से +1 (पक्की जीत) के पैमाने पर; ± बताता है कि यह कितना पक्का है।
tui-worth-points = चाल की क़ीमत वे अंक हैं जो उससे { $partners ->
        [yes] { $you ->
            [yes] आपकी जोड़ी को
           *[no] { $who } की जोड़ी को
        }
       *[no] { $you ->
            [yes] आपको
           *[no] { $who } को
        }
    } मिलने की उम्मीद है, बाक़ियों के औसत के मुक़ाबले{ $lower ->
        [yes] , दंड के अंक माइनस गिने गए
       *[no] {""}
    }; ± बताता है कि यह कितना पक्का है।
tui-ladder = इस पैमाने पर { $rungs }
tui-ladder-rung = { $bot } की रेटिंग { $rating }
tui-decision = चाल { $turn }: { $why }{ $did }
tui-did-play = { $you ->
        [yes] आपने
       *[no] { $who } ने
    } { $action } चला
tui-did-choose = { $you ->
        [yes] आपने
       *[no] { $who } ने
    } { $action } चुना
tui-did-pick = { $you ->
        [yes] आप
       *[no] { $who }
    }: { $words }
tui-and = और
tui-decision-best = { $said }, सबसे अच्छी चाल
tui-decision-as-good = { $said }, { $best } जितनी ही अच्छी
tui-decision-worse = { $said }; { $best } { $amount } बेहतर थी{ $mark ->
        [inaccuracy] {" "}(एक चूक)
        [mistake] {" "}(एक ग़लती)
        [blunder] {" "}(एक भारी ग़लती)
       *[none] {""}
    }
tui-decision-estimate-best = { $said }; सिर्फ़ अनुमान से, सबसे अच्छी (परखी नहीं गई: ग़लती नापी नहीं जा सकी)
tui-decision-estimate = { $said }; सिर्फ़ अनुमान से, { $best } लगभग { $amount } बेहतर लगी (परखी नहीं गई: ग़लती नापी नहीं जा सकी)
tui-points = { $n } अंक
tui-figures-turns = बाज़ी { $n } में { $you ->
        [yes] आपकी
       *[no] { $who } की
    } { $turns ->
        [one] { $turns } बारी थी
       *[other] { $turns } बारियाँ थीं
    }: { $unforced } में चुनाव था, { $forced } में सिर्फ़ एक चाल।
tui-figures-estimated = { $choices ->
        [one] { $choices } फ़ैसला सिर्फ़ अनुमान से परखा जा सका
       *[other] { $choices } फ़ैसले सिर्फ़ अनुमान से परखे जा सके
    }, और नीचे उनकी कोई गिनती नहीं।
tui-figures-cost = औसतन हर फ़ैसले में { $you ->
        [yes] आपको
       *[no] { $who } को
    } सबसे अच्छी चाल के मुक़ाबले { $amount } का नुक़सान हुआ।
tui-marks-inaccuracy = { $n ->
        [one] { $n } चूक
       *[other] { $n } चूकें
    }
tui-marks-mistake = { $n ->
        [one] { $n } ग़लती
       *[other] { $n } ग़लतियाँ
    }
tui-marks-blunder = { $n ->
        [one] { $n } भारी ग़लती
       *[other] { $n } भारी ग़लतियाँ
    }
tui-figures-marks = निशान: { $marks }।
tui-figures-no-marks = कोई चूक, ग़लती या भारी ग़लती नहीं।
tui-figures-rating = खेल स्कोर { $rating } (यह रेटिंग नहीं है): { $you ->
        [yes] आप
       *[no] { $who }
    } { $bot } की तरह खेले ({ $ladder })।
tui-held = { $seat } के पत्ते:
tui-chosen = चुनी:
tui-better = बेहतर:
tui-the-best-move = सबसे अच्छी चाल
tui-worth = { $action }, क़ीमत { $value } ± { $error }
tui-worth-estimate = { $action }, क़ीमत लगभग { $value } (अनुमान)

## बाहर जाना

tui-leave-the-match = मैच छोड़ें?
tui-saved-in = मैच यहाँ सहेजा है:
    { $path }
tui-not-saved = मैच सहेजा नहीं गया है।

## कुंजियाँ (नीचे की पट्टी)

tui-key-choose = चुनें
tui-key-suit = रंग
tui-key-play = चलें
tui-key-last-card = आख़िरी पत्ता
tui-key-hint = सुझाव
tui-key-rules = नियम
tui-key-save = सहेजें
tui-key-bot-speed = रफ़्तार
tui-key-slower = धीमे
tui-key-next-seat = अगली सीट
tui-key-pause = रोकें
tui-key-quit = बाहर
tui-key-continue = आगे
tui-key-review = मेरे खेल की समीक्षा
tui-key-back-to-summary = सारांश पर लौटें
tui-key-again = फिर
tui-key-leave = छोड़ें
tui-key-save-and-quit = सहेजकर बाहर
tui-key-keep-playing = खेलते रहें
tui-key-answer = जवाब
tui-key-next = अगली
tui-key-previous = पिछली

## कुंजियाँ (नियमों के नीचे)

tui-help-keys = कुंजियाँ
tui-help-key = कुंजी
tui-help-does = काम
tui-help-move = जो चालें चल सकते हैं उनमें आगे-पीछे जाएँ (चमकती हुई)
tui-help-jump = पिछले या अगले रंग पर जाएँ
tui-help-enter = चमकती हुई चाल चलें (या उस पर क्लिक करें)
tui-help-say = अपनी चाल के साथ "{ $saying }" बोलें, जहाँ नियम इसकी इजाज़त दें
tui-help-hint = कठिन बॉट (`search`) से सुझाव
tui-help-save = मैच को रिकॉर्ड के रूप में सहेजें (आगे खेलें: `majlis play --resume FILE`)
tui-help-pace = बॉट तेज़ या धीमे खेलें; स्पेस उन्हें रोकता है
tui-help-rules = ये नियम; Esc बंद करता है
tui-help-quit = मैच छोड़ें (पहले सहेजने को पूछता है)
tui-help-viewpoint = अगली सीट का नज़ारा और पत्ते
tui-help-pause = बॉटों को रोकें, या फिर चलने दें
tui-help-pace-watching = बॉट तेज़ या धीमे खेलें
tui-help-save-record = मैच को रिकॉर्ड के रूप में सहेजें (`majlis replay FILE` या `majlis verify FILE` के लिए)
tui-help-stop-watching = देखना बंद करें
tui-esc-back-to-table = Esc: मेज़ पर लौटें

## सीखना और पहेलियाँ

tui-learn-title = { $game } खेलना सीखें
tui-learn-hand-over = बाज़ी ख़त्म
tui-learn-real-table = असली मेज़ पर खेलें: majlis play { $game }   · q: बाहर
tui-puzzle-title = { $game } · पहेली { $n } / { $of } · { $id } · आप { $seat } हैं
tui-puzzle-find = यहाँ एक चाल साफ़ तौर पर सबसे अच्छी है। उसे ढूँढें: { $asked }
tui-puzzle-right = सही: { $best } सबसे अच्छी चाल है।
tui-puzzle-wrong = { $chosen } नहीं: सबसे अच्छी चाल { $best } है।
tui-puzzle-why = क्यों: { $best } (मूल्य { $value }) अगली सबसे अच्छी { $second } (मूल्य { $second_value }) से { $gap }{ $exact } आगे है: उसे खेलना कम से कम एक ग़लती होगी।
tui-puzzle-exact = { " " }(ठीक-ठीक हल की गई)
tui-puzzle-themes = विषय: { $themes }।
tui-puzzle-keys = n: अगली पहेली · p: पिछली · q: बाहर
