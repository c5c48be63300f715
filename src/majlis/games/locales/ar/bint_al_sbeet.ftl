### bint_al_sbeet: the game's own words.

title = بنت السبيت
about = لعبة لمّات سعودية وكل واحد لحاله: الهدف تجنّب بنت السبيت وعشرة الديمن وورق الهاص.
option-pass_count = عدد الأوراق الممررة
help-target = نقاط العقوبة التي تنهي المباراة؛ يفوز صاحب أقل مجموع
help-pass_count = عدد الأوراق التي يمررها كل لاعب
option-pass_cycle = اتجاهات التمرير
help-pass_cycle = اتجاهات التمرير، تتكرر جولة بعد جولة
option-minus_condition = شرط الماينص
help-minus_condition = ما يستحق -10 ونجاح الماينص: ألا تأخذ أي لمّة، أو ألا تأخذ أي ورقة جزاء
choice-left = يسار
choice-right = يمين
choice-none = بلا تمرير
choice-no_trick = بلا لمّة
choice-no_penalty_card = بلا ورقة جزاء
stage-passing = التمرير
stage-revealing = الكشف
stage-minus = الماينص
word-pick = اختار { $item } للتمرير
word-pick_hidden = اختار ورقة للتمرير
word-reveal = كشف
word-minus = ماينص
fact-pass_left--seat--value = التمرير لليسار، إلى { $seat }: { $value } لكل لاعب
fact-pass_right--seat--value = التمرير لليمين، إلى { $seat }: { $value } لكل لاعب
fact-passed--seat--item = منك إلى { $seat }: { $item }
fact-received--seat--item = من { $seat } إليك: { $item }
fact-revealed--seat--item = مكشوفة عند { $seat }: { $item }
fact-hearts_double = كُشفت الورقتان: كل ورقة هاص تُحسب مضاعفة
fact-minus--seat = ماينص من { $seat }
fact-took--seat--item = من نصيب { $seat }: { $item }
asked-pass_cards--seat--value = اختر الأوراق التي تمررها إلى { $seat }: باقي { $value }.
confirm-pass_cards--seat = اضغط «تأكيد» لتمرير هذه الأوراق إلى { $seat }.
asked-reveal--item = تكشف { $item }؟ تُحسب مضاعفة على من يأخذها.
asked-pass_only--item = ليست معك { $item }: باس.
asked-minus = تعلن ماينص (لا تأخذ أي لمّة) أم باس؟
asked-minus_no_penalty_card = تعلن ماينص (لا تأخذ أي ورقة جزاء) أم باس؟
asked-lead = أنت تبدأ اللمّة: العب أي ورقة.
asked-follow--value = العب من النوع نفسه: { $suit }.
asked-discard--value = ما معك { $suit }: العب أي ورقة.
refusal-choose_to_pass = اختر أولًا الأوراق التي تمررها (اخترت { $value } حتى الآن).
refusal-already_chosen = اخترت { $item } للتمرير من قبل.
refusal-answer_reveal = تُسأل هل تكشف { $item }: اكشف أو قل باس.
refusal-answer_reveal_pass = تُسأل هل تكشف { $item } وهي ليست في يدك: باس.
refusal-answer_minus = تُسأل هل تعلن ماينص: أعلن ماينص أو قل باس.
refusal-must_play_card = العب ورقة.
refusal-must_follow = يجب اللعب من النوع نفسه: في يدك { $suit }.
part-cards_taken =
    { $count ->
        [zero] { $count } ورقة جزاء مأخوذة
        [one] ورقة جزاء واحدة مأخوذة
        [two] ورقتا جزاء مأخوذتان
        [few] { $count } أوراق جزاء مأخوذة
        [many] { $count } ورقة جزاء مأخوذة
       *[other] { $count } ورقة جزاء مأخوذة
    }: { $points ->
        [zero] { $points } نقطة
        [one] نقطة واحدة
        [two] نقطتان
        [few] { $points } نقاط
        [many] { $points } نقطة
       *[other] { $points } نقطة
    }
part-revealed_double =
    مضاعفة الكشف: { $points ->
        [zero] { $points } نقطة
        [one] نقطة واحدة
        [two] نقطتان
        [few] { $points } نقاط
        [many] { $points } نقطة
       *[other] { $points } نقطة
    }
part-minus_doubled =
    ماينص فاشل، فتتضاعف: { $points ->
        [zero] { $points } نقطة
        [one] نقطة واحدة
        [two] نقطتان
        [few] { $points } نقاط
        [many] { $points } نقطة
       *[other] { $points } نقطة
    }
part-no_trick_bonus =
    جولة نظيفة: { $points ->
        [zero] { $points } نقطة
        [one] نقطة واحدة
        [two] نقطتان
        [few] { $points } نقاط
        [many] { $points } نقطة
       *[other] { $points } نقطة
    }
part-minus_bonus =
    ماينص ناجح: { $points ->
        [zero] { $points } نقطة
        [one] نقطة واحدة
        [two] نقطتان
        [few] { $points } نقاط
        [many] { $points } نقطة
       *[other] { $points } نقطة
    }
why-takes_trick--value = تاخذ اللمّة ونقاط عقوبتها ({ $value })
why-goes_over--item = تعلى على { $item } وتصير اللمّة لك للحين
why-ducks--item = تنزل تحت { $item }
why-gives--seat--item = تعطي { $seat } { $item }
why-gives--item = تتخلّص من { $item }
why-keeps--item = تخلّي { $item } في يدك
theme-duck_the_queen = اهرب من البنت
