### sedma: the game's own words.

title = سدمة
about = دومينو تشيكي وكل واحد لحاله: النقاط من تنزيل الدبلات على خط واحد.
word-dealer = أول عرض للبداية
meaning-dealer = يُعرض البدء على هذا المقعد أولًا ثم على من بعده: أول لاعب معه دبل يبدأ الخط بدبل يختاره.
fact-last_card--seat = { $seat }: آخر حجر!
option-forced_play = اللعب إلزامي
help-forced_play = من يقدر يلعب يجب أن يلعب (لا: يجوز له الباس)
option-finish_hand = إكمال الجولة
help-finish_hand = تُكمل الجولة عند بلوغ الهدف ويفوز الأعلى (لا: يفوز أول من يبلغه)
fact-reached--seat--value = بلوغ الهدف { $value }: { $seat }
fact-four_passes = أربع باسات متتالية أنهت الجولة
fact-blocked--value = مقفولة: لا أحد يطابق الطرف المفتوح { $value }
asked-set_double = ابدأ بدبل من اختيارك.
asked-play--value = العب حجرًا يطابق الطرف المفتوح { $value }.
asked-pass_only--value = لا شيء معك يطابق الطرف المفتوح { $value }: باس.
refusal-not_a_tile = هذا ليس حجرًا.
refusal-must_lead_double = يجب أن تبدأ بدبل: في يدك { $item }.
refusal-lead_double = يجب أن يكون أول حجر دبلًا.
refusal-no_match = هذا الحجر لا يطابق الطرف المفتوح { $value }.
part-doubles_set =
    { $count ->
        [zero] { $count } دبلًا منزّلًا
        [one] دبل واحد منزّل
        [two] دبلان منزّلان
        [few] { $count } دبلات منزّلة
        [many] { $count } دبلًا منزّلًا
       *[other] { $count } دبلًا منزّلًا
    }: { $points ->
        [zero] { $points } نقطة
        [one] نقطة واحدة
        [two] نقطتان
        [few] { $points } نقاط
        [many] { $points } نقطة
       *[other] { $points } نقطة
    }
why-sets_double--item--value = تنزّل الدبل { $item } وتسجّل { $value }
why-opens_own--item = تخلّي الطرف مفتوح لدبلك { $item }
why-opens--item = تخلّي الطرف مفتوح لـ{ $item } عند غيرك
theme-set_the_double = نزّل الدبل
theme-count_the_cards = عدّ الحجار
# the common words say cards; Sedma's players hold tiles
fact-went_out--seat = خلصت أحجار { $seat }
