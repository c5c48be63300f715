### sabat_al_deemin: the game's own words.

title = سبعة الديمن
about = لعبة سعودية لفريقين: كل نوع ينبني من السبعة لين الإكة، وأول من يخلّص أوراقه يكسب الجولة لفريقه.
option-redeal_on_three = إعادة التوزيع بثلاث
help-redeal_on_three = يُسأل كل لاعب هل يكمل بأوراقه؛ ومن في يده ثلاث أوراق شايب أو أكثر، أو ثلاث أوراق إكة أو أكثر، يحق له طلب إعادة التوزيع
option-strict_warning = تنبيه آخر ورقة إلزامي
help-strict_warning = يجب التنبيه على آخر ورقة مع الورقة قبل الأخيرة، وإلا سجّل الخصمان 100 نقطة
stage-redeal = إعادة التوزيع
stage-bidding = الدبل
word-redeal = إعادة توزيع
word-double = دبل
word-treble = ثري
flag-announce = آخر ورقة!
fact-multiplier--value = الرهان ×{ $value }
fact-doubled--seat = دبل من { $seat }
fact-trebled--seat = ثري من { $seat }
fact-demanded_redeal--seat = طلب إعادة التوزيع من { $seat }
asked-redeal = تكمل بهذه الأوراق، أم تطلب إعادة التوزيع؟ يحق طلبها لمن في يده ثلاث أوراق شايب أو ثلاث أوراق إكة.
asked-double = تدبّل الرهان أم باس؟
asked-treble--seat = دبل من { $seat }: تثرّي الرهان أم باس؟
refusal-redeal_refused = لا يطلب إعادة التوزيع إلا من في يده ثلاث أوراق شايب أو أكثر، أو ثلاث أوراق إكة أو أكثر، وقبل الدبل فقط.
refusal-nobody_doubled = لم يدبّل أحد: لا يوجد ما تثرّيه.
refusal-answer_redeal = عليك أولًا أن تطلب إعادة التوزيع أو تقول باس.
refusal-answer_double = عليك أولًا أن تدبّل أو تقول باس.
refusal-answer_treble = عليك أولًا أن تثرّي أو تقول باس.
refusal-bidding_over = انتهى وقت الدبل.
refusal-not_an_action = هذه ليست حركة في هذه اللعبة.
refusal-suit_start = يجب أن تبدأ أوراق { $suit } بـ{ $item }.
refusal-only_next = لا يُلعب على أوراق { $suit } إلا { $item }.
part-opponents_cards =
    { $count ->
        [zero] { $count } ورقة من الإكك والصور بيد الخصمين
        [one] ورقة واحدة من الإكك والصور بيد الخصمين
        [two] ورقتان من الإكك والصور بيد الخصمين
        [few] { $count } أوراق من الإكك والصور بيد الخصمين
        [many] { $count } ورقة من الإكك والصور بيد الخصمين
       *[other] { $count } ورقة من الإكك والصور بيد الخصمين
    }: { $points ->
        [zero] { $points } نقطة
        [one] نقطة واحدة
        [two] نقطتان
        [few] { $points } نقاط
        [many] { $points } نقطة
       *[other] { $points } نقطة
    }
part-seven_bonus =
    التخليص بسبعة: { $points ->
        [zero] { $points } نقطة
        [one] نقطة واحدة
        [two] نقطتان
        [few] { $points } نقاط
        [many] { $points } نقطة
       *[other] { $points } نقطة
    }
part-warning_penalty =
    { $count ->
        [zero] { $count } تنبيهًا على آخر ورقة فات الخصمين
        [one] تنبيه واحد على آخر ورقة فات الخصمين
        [two] تنبيهان على آخر ورقة فاتا الخصمين
        [few] { $count } تنبيهات على آخر ورقة فاتت الخصمين
        [many] { $count } تنبيهًا على آخر ورقة فات الخصمين
       *[other] { $count } تنبيهًا على آخر ورقة فات الخصمين
    }: { $points ->
        [zero] { $points } نقطة
        [one] نقطة واحدة
        [two] نقطتان
        [few] { $points } نقاط
        [many] { $points } نقطة
       *[other] { $points } نقطة
    }
part-multiplier =
    الرهان ×{ $count }: { $points ->
        [zero] { $points } نقطة إضافية
        [one] نقطة إضافية واحدة
        [two] نقطتان إضافيتان
        [few] { $points } نقاط إضافية
        [many] { $points } نقطة إضافية
       *[other] { $points } نقطة إضافية
    }
theme-keep_the_seven = خلّ السبعة للأخير
