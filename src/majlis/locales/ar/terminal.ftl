# كلمات طاولة الطرفية نفسها (majlis play وwatch وlearn وpuzzle): اللوحات والأسئلة
# والرسائل والمفاتيح. كلمات الألعاب تأتي من الألعاب نفسها.
# الطرفية لا تعيد ترتيب النص ثنائي الاتجاه: انظر docs/design.md.

## المقاعد والآليون

tui-you = أنت
tui-seat = المقعد { $n }
tui-level-easy = سهل
tui-level-medium = متوسط
tui-level-hard = صعب
tui-level-expert = خبير
tui-level-beta = تجريبي
tui-bot-easy = الآلي السهل
tui-bot-medium = الآلي المتوسط
tui-bot-hard = الآلي الصعب
tui-bot-expert = الآلي الخبير
tui-bot-beta = الآلي التجريبي
tui-partner = شريك
tui-opponent = خصم

## اللوحات

tui-panel-players = اللاعبون
tui-panel-table = الطاولة
tui-panel-log = السجل
tui-panel-your-hand = أوراقك
tui-panel-hand-of = أوراق { $seat }
tui-column-player = اللاعب
tui-column-bot = الآلي
tui-column-cards = الأوراق
tui-column-tiles = الأحجار
tui-column-tricks = الأكلات
tui-column-last-action = آخر حركة
tui-column-hand = الجولة
tui-column-total = المجموع
tui-no-cards = (لا أوراق)
tui-announce-on = (l) قل "{ $saying }": نعم
tui-announce-off = (l) قل "{ $saying }": لا

## سطر العنوان

tui-title-hand = الجولة { $n }
tui-title-you-are = أنت في المقعد { $n }
tui-title-seat = المقعد { $n }
tui-title-watching = مشاهدة
tui-title-seed = البذرة { $seed }
tui-title-paused = الآليون متوقفون
tui-title-pace = الآليون { $seconds } ث للحركة

## الطاولة

tui-on-the-table = على الطاولة:
tui-trick = الأكلة:
tui-train = الصف:
tui-open-end = ▸ الطرف المفتوح { $end }
tui-led = بدأ
tui-choose = اختر: { $actions }.
tui-your-turn = دورك: { $asked }
tui-your-turn-forced = دورك: { $asked } (يُلعب تلقائيًا…)
tui-paused-to-move = متوقف: الدور على { $seat } ({ $bot }). المسافة للمتابعة.
tui-thinking = { $seat } ({ $bot }) يفكر…

## سطر الحالة

tui-bot-failed = تعذّر على آلي أن يلعب: { $error }
tui-not-allowed = غير مسموح: { $why }
tui-not-offered = { $action } غير متاح الآن.
tui-wait-for-your-turn = { $action }: انتظر دورك.
tui-says-nothing-more = l: اللعب في { $game } لا يُعلن شيئًا آخر.
tui-cannot-say-now = l: لا حركة متاحة الآن يمكنها أن تقول "{ $saying }".
tui-hints-on-your-turn = التلميحات تُعطى في دورك.
tui-asking = نسأل { $bot }…
tui-no-hint = لا تلميح: { $error }
tui-hint-from = تلميح { $bot }: { $words }
tui-could-not-save = تعذّر الحفظ: { $error }
tui-saved-replay = حُفظت. للإعادة: majlis replay { $path }
tui-saved-resume = حُفظت. للمتابعة: majlis play --resume { $path }
tui-new-match = مباراة جديدة.
tui-new-match-recorded = مباراة جديدة، تُسجَّل في { $path } (السابقة باقية في { $last }).

## نهاية الجولة والمباراة

tui-hand-over = انتهت الجولة { $n }
tui-hand-void = الجولة ملغاة: لا نقاط.
tui-tricks = { $n ->
        [zero] لا أكلات
        [one] أكلة واحدة
        [two] أكلتان
        [few] { $n } أكلات
        [many] { $n } أكلة
       *[other] { $n } أكلة
    }
tui-nothing = لا شيء
tui-column-this-hand = هذه الجولة
tui-column-match-total = مجموع المباراة
tui-lower-is-better = الأقل أفضل
tui-higher-is-better = الأعلى أفضل
tui-match-over = انتهت المباراة بعد { $hands ->
        [zero] { $hands } جولة
        [one] جولة واحدة
        [two] جولتين
        [few] { $hands } جولات
        [many] { $hands } جولة
       *[other] { $hands } جولة
    }: { $winners ->
        [you] فزت!
        [one] فاز { $who }!
       *[other] فاز { $who }!
    }
tui-on-to-result = Enter: إلى النتيجة · r: مراجعة { $whose ->
        [seat] لعب هذا المقعد
       *[mine] لعبي
    }
tui-on-to-next-hand = Enter: إلى الجولة التالية · r: مراجعة { $whose ->
        [seat] لعب هذا المقعد
       *[mine] لعبي
    }
tui-play-again = تلعب مرة أخرى؟ y: نعم · n: خروج
tui-watch-again = تشاهد مرة أخرى؟ y: نعم · n: خروج
tui-reviewing = مراجعة الجولة { $n } …
tui-review-keys = ↑ ↓: قرار آخر من قراراتك · Esc: رجوع إلى الملخص
tui-no-choice = { $you ->
        [yes] لم يكن عليك
       *[no] لم يكن على { $who }
    } أي اختيار في هذه الجولة.
tui-esc-back = Esc: رجوع

## مراجعة الجولة

tui-review-heading = مراجعة الجولة { $n }: { $you ->
        [yes] قراراتك، محكومًا عليها بما كنت تراه حينها
       *[no] قرارات { $who }، محكومًا عليها بما كان يراه حينها
    }
tui-worth-chance = قيمة الحركة هي { $partners ->
        [yes] { $you ->
            [yes] فرصة فريقك
           *[no] فرصة فريق { $who }
        }
       *[no] { $you ->
            [yes] فرصتك
           *[no] فرصة { $who }
        }
    } للفوز بالمباراة، على مقياس من -1 (خسارة مؤكدة) إلى +1 (فوز مؤكد)؛ و± تقول مدى اليقين.
tui-worth-points = قيمة الحركة هي النقاط التي { $partners ->
        [yes] { $you ->
            [yes] يتوقعها فريقك
           *[no] يتوقعها فريق { $who }
        }
       *[no] { $you ->
            [yes] تتوقعها أنت
           *[no] يتوقعها { $who }
        }
    } منها، مقارنة بمتوسط الآخرين{ $lower ->
        [yes] ، ونقاط العقوبة محسوبة بالسالب
       *[no] {""}
    }؛ و± تقول مدى اليقين.
tui-ladder = على هذا المقياس { $rungs }
tui-ladder-rung = تقييم { $bot } { $rating }
tui-decision = الدور { $turn }: { $why }{ $did }
tui-did-play = { $you ->
        [yes] لعبت { $action }
       *[no] { $who } لعب { $action }
    }
tui-did-choose = { $you ->
        [yes] اخترت { $action }
       *[no] { $who } اختار { $action }
    }
tui-did-pick = { $you ->
        [yes] أنت
       *[no] { $who }
    }: { $words }
tui-and = و
tui-decision-best = { $said }، أفضل حركة
tui-decision-as-good = { $said }، جيدة مثل { $best }
tui-decision-worse = { $said }؛ { $best } كانت أفضل بـ { $amount }{ $mark ->
        [inaccuracy] {" "}(عدم دقة)
        [mistake] {" "}(خطأ)
        [blunder] {" "}(خطأ فادح)
       *[none] {""}
    }
tui-decision-estimate-best = { $said }؛ بالتقدير فقط، الأفضل (لم يُحكم عليها: تعذّر قياس الخطأ)
tui-decision-estimate = { $said }؛ بالتقدير فقط، بدت { $best } أفضل بنحو { $amount } (لم يُحكم عليها: تعذّر قياس الخطأ)
tui-points = { $n } نقطة
tui-figures-turns = في الجولة { $n } كان { $you ->
        [yes] لك
       *[no] لـ{ $who }
    } { $turns ->
        [zero] لا أدوار
        [one] دور واحد
        [two] دوران
        [few] { $turns } أدوار
        [many] { $turns } دورًا
       *[other] { $turns } دور
    }: { $unforced } فيها اختيار، و{ $forced } بحركة واحدة فقط.
tui-figures-estimated = { $choices ->
        [zero] لا قرارات
        [one] قرار واحد
        [two] قراران
        [few] { $choices } قرارات
        [many] { $choices } قرارًا
       *[other] { $choices } قرار
    } أمكن الحكم عليها بالتقدير فقط، ولا تُحسب فيما يلي.
tui-figures-cost = { $you ->
        [yes] في المتوسط كلّفك كل قرار
       *[no] في المتوسط كلّف كل قرار { $who }
    } { $amount } مقارنة بأفضل حركة.
tui-marks-inaccuracy = عدم دقة: { $n }
tui-marks-mistake = خطأ: { $n }
tui-marks-blunder = خطأ فادح: { $n }
tui-figures-marks = العلامات: { $marks }.
tui-figures-no-marks = لا عدم دقة ولا خطأ ولا خطأ فادح.
tui-figures-rating = نتيجة اللعب { $rating } (ليست تقييمًا): { $you ->
        [yes] لعبت
       *[no] لعب { $who }
    } مثل { $bot } ({ $ladder }).
tui-held = أوراق { $seat }:
tui-chosen = المختارة:
tui-better = الأفضل:
tui-the-best-move = أفضل حركة
tui-worth = { $action }، قيمتها { $value } ± { $error }
tui-worth-estimate = { $action }، قيمتها نحو { $value } (تقدير)

## المغادرة

tui-leave-the-match = تغادر المباراة؟
tui-saved-in = المباراة محفوظة في
    { $path }
tui-not-saved = المباراة غير محفوظة.

## المفاتيح (التذييل)

tui-key-choose = اختيار
tui-key-suit = النوع
tui-key-play = العب
tui-key-last-card = آخر ورقة
tui-key-hint = تلميح
tui-key-rules = القواعد
tui-key-save = حفظ
tui-key-bot-speed = السرعة
tui-key-slower = أبطأ
tui-key-next-seat = المقعد التالي
tui-key-pause = إيقاف
tui-key-quit = خروج
tui-key-continue = متابعة
tui-key-review = مراجعة لعبي
tui-key-back-to-summary = رجوع إلى الملخص
tui-key-again = مرة أخرى
tui-key-leave = مغادرة
tui-key-save-and-quit = حفظ وخروج
tui-key-keep-playing = متابعة اللعب
tui-key-answer = أجب
tui-key-next = التالي
tui-key-previous = السابق

## المفاتيح (تحت القواعد)

tui-help-keys = المفاتيح
tui-help-key = المفتاح
tui-help-does = عمله
tui-help-move = التنقل بين الحركات المسموحة لك (المميّزة)
tui-help-jump = الانتقال إلى النوع السابق أو التالي
tui-help-enter = لعب الاختيار المميّز (أو انقر عليه)
tui-help-say = قل "{ $saying }" مع لعبك، حيث تسمح القواعد
tui-help-hint = تلميح من الآلي الصعب (`search`)
tui-help-save = حفظ المباراة سجلًا (للمتابعة `majlis play --resume FILE`)
tui-help-pace = الآليون يلعبون أسرع أو أبطأ؛ المسافة توقفهم
tui-help-rules = هذه القواعد؛ Esc يغلقها
tui-help-quit = مغادرة المباراة (يعرض الحفظ أولًا)
tui-help-viewpoint = عرض ما يراه المقعد التالي وأوراقه
tui-help-pause = إيقاف الآليين أو تركهم يتابعون
tui-help-pace-watching = الآليون يلعبون أسرع أو أبطأ
tui-help-save-record = حفظ المباراة سجلًا (لـ `majlis replay FILE` أو `majlis verify FILE`)
tui-help-stop-watching = إيقاف المشاهدة
tui-esc-back-to-table = Esc: رجوع إلى الطاولة

## التعلم والألغاز

tui-learn-title = تعلّم لعب { $game }
tui-learn-hand-over = انتهت الجولة
tui-learn-real-table = العب على طاولة حقيقية: majlis play { $game }   · q: خروج
tui-puzzle-title = { $game } · اللغز { $n } من { $of } · { $id } · أنت { $seat }
tui-puzzle-find = حركة واحدة هي الأفضل بوضوح هنا. جدها: { $asked }
tui-puzzle-right = صحيح: { $best } هي أفضل حركة.
tui-puzzle-wrong = ليست { $chosen }: أفضل حركة هي { $best }.
tui-puzzle-why = السبب: { $best } (قيمتها { $value }) تتفوق على التالية { $second } (قيمتها { $second_value }) بفارق { $gap }{ $exact }: لعب التالية خطأ على الأقل.
tui-puzzle-exact = { " " }(محسوبة بدقة)
tui-puzzle-themes = المواضيع: { $themes }.
tui-puzzle-keys = n: اللغز التالي · p: السابق · q: خروج
