### badam_saat: the game's own words.
### Hindi as Badam Saat's players say it: हुकुम, पान, ईंट, चिड़ी; सत्ता the seven; a native speaker's read is wanted.

title = बदाम सात
about = भारतीय सत्ते: पत्ते सत्तों से लाइन में लगते हैं; जिसके पत्ते पहले ख़त्म हों, वह बाज़ी जीतता है।
option-players = खिलाड़ी
help-players = मेज़ पर कितने खिलाड़ी
option-ace = इक्का
help-ace = इक्का दुग्गी के नीचे (1 का) या बादशाह के ऊपर (14 का)
choice-low = नीचे
choice-high = ऊपर
refusal-not_next_to_run = यह पत्ता न नए रंग का सत्ता है, न मेज़ पर किसी लाइन के बगल का।
part-cards_left =
    { $count ->
        [one] { $count } पत्ता बचा
       *[other] { $count } पत्ते बचे
    }: { $points ->
        [one] { $points } अंक
       *[other] { $points } अंक
    }
theme-block_the_run = लाइन रोको
