### badam_saat: the game's own words.

title = بادام سات
about = السبعات الهندية: الأوراق تنزل بالتسلسل من السبعات، وأول من يخلّص أوراقه يكسب الجولة.
option-players = عدد اللاعبين
help-players = عدد اللاعبين حول الطاولة
option-ace = الإكة
help-ace = الإكة تحت الاثنين (بواحد) أو فوق الشايب (بـ14)
choice-low = منخفضة
choice-high = مرتفعة
refusal-not_next_to_run = هذه الورقة ليست سبعة من نوع جديد ولا تجاور سلسلة على الطاولة.
part-cards_left =
    { $count ->
        [zero] { $count } ورقة باقية
        [one] ورقة واحدة باقية
        [two] ورقتان باقيتان
        [few] { $count } أوراق باقية
        [many] { $count } ورقة باقية
       *[other] { $count } ورقة باقية
    }: { $points ->
        [zero] { $points } نقطة
        [one] نقطة واحدة
        [two] نقطتان
        [few] { $points } نقاط
        [many] { $points } نقطة
       *[other] { $points } نقطة
    }
theme-block_the_run = سكّر التسلسل
