### sedma: the game's own words.
### Hindi domino words (गोटी a tile, जोड़ा a double) by a non-native writer: a native speaker's read is wanted.

title = सेदमा
about = चेक डोमिनो, हर कोई अपने लिए: अंक एक ही लाइन पर जोड़े रखने से मिलते हैं।
word-dealer = पहला मौक़ा
meaning-dealer = शुरुआत का मौक़ा पहले यहाँ, फिर मेज़ के चारों ओर: जोड़ा रखने वाली पहली सीट अपनी पसंद का जोड़ा रखकर लाइन शुरू करती है।
fact-last_card--seat = { $seat }: आख़िरी गोटी!
option-forced_play = चलना ज़रूरी
help-forced_play = जो चल सकता है उसे चलना होगा (नहीं: फिर भी पास कर सकता है)
option-finish_hand = बाज़ी पूरी करें
help-finish_hand = लक्ष्य पर बाज़ी पूरी करें; सबसे ज़्यादा कुल वाला जीतता है (नहीं: जो पहले पहुँचे)
fact-reached--seat--value = { $seat } { $value } के लक्ष्य पर पहुँचा
fact-four_passes = लगातार चार पास से बाज़ी ख़त्म हुई
fact-blocked--value = बंद: खुले सिरे { $value } से कोई नहीं मिला सकता
asked-set_double = अपनी पसंद का जोड़ा रखकर शुरू करें।
asked-play--value = खुले सिरे { $value } से मिलती गोटी चलें।
asked-pass_only--value = आपकी कोई गोटी खुले सिरे { $value } से नहीं मिलती: पास करें।
refusal-not_a_tile = यह कोई गोटी नहीं है।
refusal-must_lead_double = शुरुआत जोड़े से करनी है: आपके पास { $item } है।
refusal-lead_double = शुरुआत जोड़े से होनी चाहिए।
refusal-no_match = यह गोटी खुले सिरे { $value } से नहीं मिलती।
part-doubles_set =
    { $count ->
        [one] { $count } जोड़ा रखा
       *[other] { $count } जोड़े रखे
    }: { $points ->
        [one] { $points } अंक
       *[other] { $points } अंक
    }
why-sets_double--item--value = जोड़ा { $item } रखता है, { $value } अंक
why-opens_own--item = आपकी { $item } के लिए सिरा खुला छोड़ता है
why-opens--item = किसी और की { $item } के लिए सिरा खुला छोड़ता है
theme-set_the_double = जोड़ा रखो
theme-count_the_cards = गोटियाँ गिनो
# the common words say cards; Sedma's players hold tiles
fact-went_out--seat = { $seat } की गोटियाँ ख़त्म
