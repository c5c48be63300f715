### asymmetric_badam_saat: the game's own words.

title = بادام سات غير المتماثلة
about = بادام سات لاثنين، بأوراق مكشوفة على الأرض وكومة مقلوبة.
deal-table = المكشوفة
deal-stock = الكومة
fact-stock--value = أوراق الكومة المقلوبة: { $value }
fact-missing_open = الأنواع الناقصة مفتوحة
fact-missing_closed = الأنواع الناقصة مقفولة حتى يقول الاثنان باس على التوالي
fact-drew = باس الاثنان: سحب كلٌّ منهما ورقة من الكومة
flag-drew = سحب كلٌّ منهما ورقة
refusal-suit_closed = لا يوجد { $suit } على الطاولة بعد: الأنواع الناقصة لا تُفتح إلا بعد أن يقول اللاعبان باس على التوالي.
refusal-not_next_to_suit = هذه الورقة لا تجاور ورقة من نوعها على الطاولة.
part-stock =
    { $count ->
        [zero] { $count } ورقة باقية في الكومة
        [one] ورقة واحدة باقية في الكومة
        [two] ورقتان باقيتان في الكومة
        [few] { $count } أوراق باقية في الكومة
        [many] { $count } ورقة باقية في الكومة
       *[other] { $count } ورقة باقية في الكومة
    }: { $points ->
        [zero] { $points } نقطة
        [one] نقطة واحدة
        [two] نقطتان
        [few] { $points } نقاط
        [many] { $points } نقطة
       *[other] { $points } نقطة
    }
theme-block_the_run = سكّر التسلسل
