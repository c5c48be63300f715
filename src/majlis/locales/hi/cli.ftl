# majlis कमांड के अपने शब्द: इनकार और संदेश (Typer की मदद अंग्रेज़ी में ही रहती है)।
# हिन्दी बोलने वाले से पढ़वाना है।

cli-error = गलती:
cli-usage = { $mistake } (देखें { $command } --help)
cli-interrupted = बीच में रोका गया।
cli-aborted = रद्द किया गया।
cli-cannot-write-output = standard output पर लिख नहीं सकते: { $why }
cli-version-alone = --version अकेला चलता है, किसी कमांड से पहले नहीं

## विकल्प को क्या मिला

cli-empty-path = खाली पाथ
cli-empty-value = खाली मान
cli-not-a-network = { $given } कोई पता या नेटवर्क नहीं है, जैसे 10.0.0.5 या 10.0.0.0/8
cli-not-an-origin = { $given } http:// या https:// और होस्ट (ज़रूरत हो तो पोर्ट के साथ) नहीं है, जैसे http://10.0.0.1:8001
cli-not-a-whole-number = { $given } पूर्ण संख्या नहीं है
cli-seed-too-long = seed में ज़्यादा से ज़्यादा { $digits } अंक होते हैं
cli-not-a-number = { $given } संख्या नहीं है
cli-number-out-of-range = { $given } { $low } से { $high } तक की संख्या नहीं है
cli-unknown-language = { $given } majlis की भाषा नहीं है ({ $languages })
cli-unknown-game = अनजाना खेल { $game } (खेल: { $games })
cli-unknown-depth = अनजानी गहराई { $depth } (गहराइयाँ: { $depths })

## फ़ाइलें

cli-it = यह
cli-folder-is-a-file = { $path } में लिख नहीं सकते: { $where } फ़ाइल है, फ़ोल्डर नहीं
cli-cannot-write-to = { $path } में लिख नहीं सकते: { $why }
cli-cannot-write = { $path } लिख नहीं सकते: { $why }
cli-file-is-a-folder = { $path } लिख नहीं सकते: यह फ़ोल्डर है
cli-file-read-only = { $path } लिख नहीं सकते: यह सिर्फ़ पढ़ने के लिए है
cli-not-a-record = { $path } सही रिकॉर्ड नहीं है: { $why }
cli-not-finished = { $path } पूरा हुआ मैच नहीं है
cli-no-database = { $path } पर कोई डेटाबेस नहीं: वही दें जो `majlis serve --db` चलाता है

## खेलना, सीखना, पहेलियाँ

cli-trust-bots-without-resume = --trust-bots सिर्फ़ --resume के साथ: नया मैच वही बॉट लोड करता है जो --bots बताता है, import पाथ समेत
cli-name-a-game = खेलने के लिए खेल का नाम दें (या सहेजा मैच --resume करें)
cli-seat-out-of-range = --seat 0 से { $last } तक की सीट होनी चाहिए
cli-no-such-seat = सीट { $seat } मेज़ पर नहीं है ({ $game } में सीटें 0 से { $last } तक हैं)
cli-cannot-write-record = रिकॉर्ड { $path } लिख नहीं सकते: { $why }
cli-not-with-resume = { $options } --resume के साथ नहीं दे सकते: सहेजा मैच अपने ही रखता है (वह अपनी ही फ़ाइल में सहेजा जाता है)
cli-resume-keeps-seats = --seat और --bots सहेजे मैच के खिलाड़ी नहीं बदल सकते: उसकी सीटें वही रहती हैं जिनके साथ वह सहेजा गया
cli-cannot-resume = { $path } आगे नहीं खेल सकते: { $why }
cli-other-game = { $path } में { $held } का मैच है, { $game } का नहीं
cli-no-lesson = { $game } की अभी कोई सिखाने वाली पहली बाज़ी नहीं है
cli-no-puzzles-of = { $game } की कोई पहेली नहीं (पहेलियों वाले खेल: { $games })
cli-no-puzzles = इस पैकेज में कोई पहेली नहीं है

## सर्वर और रन

cli-admin-key-length = { $name } { $length } या ज़्यादा अक्षरों का होता है
cli-cannot-listen = { $host } पोर्ट { $port } पर सुन नहीं सकते: { $why }
cli-cannot-serve-metrics = { $host } पोर्ट { $port } पर मेट्रिक्स नहीं दे सकते: { $why }
cli-nothing-to-play = खेलने को कुछ नहीं: --hands या --matches 0 से ज़्यादा दें
cli-ray-missing = ray बैकएंड को ray चाहिए: pip install 'majlis[ray]'
cli-catalogue-problems = { $n ->
        [one] { $languages } की सूचियों में { $n } समस्या
       *[other] { $languages } की सूचियों में { $n } समस्याएँ
    }

## majlis verify-event
cli-not-an-event = { $address } किसी इवेंट का पता नहीं है (https://HOST/e/EVENT)
cli-address-answered = { $address } ने { $status } लौटाया
cli-address-unread = { $address } पढ़ा नहीं जा सका: { $why }
cli-address-not-json = { $address } ने JSON नहीं लौटाया

## खेल के विकल्प अस्वीकार
cli-unknown-game = अनजाना खेल { $game } (जाने-पहचाने: { $known })
cli-unknown-option = { $option } नाम का कोई विकल्प नहीं (विकल्प: { $options })
cli-options-mapping = विकल्प नामों और उनके मानों की सूची होते हैं
cli-option-text = विकल्प KEY=VALUE की तरह लिखें, { $item } की तरह नहीं
cli-option-twice = विकल्प { $option } दो बार दिया गया
cli-option-value = विकल्प { $option }={ $value } की अनुमति नहीं (true या false)
cli-option-value--low--high = विकल्प { $option }={ $value } की अनुमति नहीं ({ $low } से { $high } तक की पूर्ण संख्या)
cli-option-value--low = विकल्प { $option }={ $value } की अनुमति नहीं ({ $low } या उससे बड़ी पूर्ण संख्या)
cli-option-value--high = विकल्प { $option }={ $value } की अनुमति नहीं ({ $high } तक की पूर्ण संख्या)
cli-option-value--choices = विकल्प { $option }={ $value } की अनुमति नहीं (इनमें से एक: { $choices })
cli-unknown-bot = अनजाना बॉट { $bot } (स्तर: { $levels }; या package.module:ClassName)
cli-bot-unloadable = बॉट { $bot } लोड नहीं हो सका: { $why }
cli-bot-unmade = बॉट { $bot } बनाया नहीं जा सका: { $why }
cli-not-a-bot = { $bot } बॉट नहीं है (उसमें act(game, view, legal, rng) विधि चाहिए)
cli-untrusted-bot = रिकॉर्ड में बॉट { $bot } का नाम है, जो बना-बनाया स्तर नहीं है ({ $levels }); उसे लोड करना कोड चलाना होगा: फ़ाइल पर भरोसा हो तो --trust-bots दें
cli-seat-range = --seat 0 से { $last } तक की सीट होनी चाहिए
cli-bots-empty = --bots में एक ख़ाली प्रविष्टि है
cli-bots-count = इस खेल के लिए --bots में { $counts } या { $most } बॉट चाहिए, { $given } नहीं

## majlis games
cli-games-option = विकल्प
cli-games-default = डिफ़ॉल्ट
cli-games-values = मान
cli-games-meaning = अर्थ
cli-allowed-flag = true या false
cli-allowed-number--low--high = { $low } से { $high } तक की पूर्ण संख्या
cli-allowed-number--low = { $low } या उससे बड़ी पूर्ण संख्या
cli-allowed-number--high = { $high } तक की पूर्ण संख्या
cli-allowed-one-of = इनमें से एक: { $choices }
cli-allowed-list = अल्पविराम से अलग सूची: { $choices }
