# كلمات أمر majlis نفسه: الرفض والرسائل (مساعدة Typer تبقى بالإنجليزية).

cli-error = خطأ:
cli-usage = { $mistake } (انظر { $command } --help)
cli-interrupted = قوطع.
cli-aborted = أُلغي.
cli-cannot-write-output = تعذّرت الكتابة إلى المخرج القياسي: { $why }
cli-version-alone = ‏--version يعمل وحده، لا قبل أمر

## ما يُعطى للخيار

cli-empty-path = مسار فارغ
cli-empty-value = قيمة فارغة
cli-not-a-network = { $given } ليس عنوانًا ولا شبكة، مثل 10.0.0.5 أو 10.0.0.0/8
cli-not-an-origin = { $given } ليس http:// أو https:// ومضيفًا (مع منفذ عند الحاجة)، مثل http://10.0.0.1:8001
cli-not-a-whole-number = { $given } ليس عددًا صحيحًا
cli-seed-too-long = البذرة { $digits } رقمًا على الأكثر
cli-not-a-number = { $given } ليس عددًا
cli-number-out-of-range = { $given } ليس عددًا من { $low } إلى { $high }
cli-unknown-language = { $given } ليست لغة يتكلمها majlis ({ $languages })
cli-unknown-game = لعبة غير معروفة { $game } (الألعاب: { $games })
cli-unknown-depth = عمق غير معروف { $depth } (الأعماق: { $depths })

## الملفات

cli-it = هو
cli-folder-is-a-file = تعذّرت الكتابة في { $path }: { $where } ملف وليس مجلدًا
cli-cannot-write-to = تعذّرت الكتابة في { $path }: { $why }
cli-cannot-write = تعذّرت كتابة { $path }: { $why }
cli-file-is-a-folder = تعذّرت كتابة { $path }: إنه مجلد
cli-file-read-only = تعذّرت كتابة { $path }: إنه للقراءة فقط
cli-not-a-record = { $path } ليس سجلًا صالحًا: { $why }
cli-not-finished = { $path } ليست مباراة منتهية
cli-no-database = لا قاعدة بيانات في { $path }: أعطِ التي يخدمها `majlis serve --db`

## اللعب والتعلم والألغاز

cli-trust-bots-without-resume = ‏--trust-bots يأتي مع --resume: المباراة الجديدة تحمّل الآليين الذين يسميهم --bots، بما فيها مسارات الاستيراد
cli-name-a-game = سمِّ لعبة لتلعبها (أو تابع مباراة محفوظة بـ --resume)
cli-seat-out-of-range = ‏--seat يجب أن يكون مقعدًا من 0 إلى { $last }
cli-no-such-seat = المقعد { $seat } ليس على الطاولة (في { $game } المقاعد من 0 إلى { $last })
cli-cannot-write-record = تعذّرت كتابة السجل { $path }: { $why }
cli-not-with-resume = لا يُعطى { $options } مع --resume: المباراة المحفوظة تحتفظ بما لها (وتُحفظ في ملفها نفسه)
cli-resume-keeps-seats = ‏--seat و--bots لا يغيّران من يلعب مباراة محفوظة: تبقى مقاعدها كما حُفظت
cli-cannot-resume = تعذّرت متابعة { $path }: { $why }
cli-other-game = في { $path } مباراة { $held } وليست { $game }
cli-no-lesson = ليس لـ { $game } جولة أولى موجَّهة بعد
cli-no-puzzles-of = لا ألغاز لـ { $game } (الألعاب ذات الألغاز: { $games })
cli-no-puzzles = هذه الحزمة بلا ألغاز

## الخادم والتشغيل

cli-admin-key-length = ‏{ $name } من { $length } حرفًا أو أكثر
cli-cannot-listen = تعذّر الاستماع على { $host } المنفذ { $port }: { $why }
cli-cannot-serve-metrics = تعذّر تقديم المقاييس على { $host } المنفذ { $port }: { $why }
cli-nothing-to-play = لا شيء للعب: أعطِ --hands أو --matches أكبر من 0
cli-ray-missing = واجهة ray تحتاج ray:‏ pip install 'majlis[ray]'
cli-catalogue-problems = { $n ->
        [zero] لا مشاكل في فهارس { $languages }
        [one] مشكلة واحدة في فهارس { $languages }
        [two] مشكلتان في فهارس { $languages }
        [few] { $n } مشاكل في فهارس { $languages }
        [many] { $n } مشكلة في فهارس { $languages }
       *[other] { $n } مشكلة في فهارس { $languages }
    }

## majlis verify-event
cli-not-an-event = { $address } ليس عنوان فعالية (https://HOST/e/EVENT)
cli-address-answered = ردّ { $address } بـ { $status }
cli-address-unread = تعذّرت قراءة { $address }: { $why }
cli-address-not-json = لم يردّ { $address } بـ JSON

## خيارات لعبة مرفوضة
cli-unknown-game = لعبة غير معروفة { $game } (المعروفة: { $known })
cli-unknown-option = لا يوجد خيار { $option } (الخيارات: { $options })
cli-options-mapping = الخيارات أسماء وقيمها
cli-option-text = اكتب الخيارات بصيغة KEY=VALUE، لا { $item }
cli-option-twice = الخيار { $option } مكرر
cli-option-value = القيمة { $option }={ $value } غير مسموحة (true أو false)
cli-option-value--low--high = القيمة { $option }={ $value } غير مسموحة (عدد صحيح من { $low } إلى { $high })
cli-option-value--low = القيمة { $option }={ $value } غير مسموحة (عدد صحيح من { $low } فأكثر)
cli-option-value--high = القيمة { $option }={ $value } غير مسموحة (عدد صحيح حتى { $high })
cli-option-value--choices = القيمة { $option }={ $value } غير مسموحة (واحدة من: { $choices })
cli-unknown-bot = آلي غير معروف { $bot } (المستويات: { $levels }؛ أو package.module:ClassName)
cli-bot-unloadable = تعذّر تحميل الآلي { $bot }: { $why }
cli-bot-unmade = تعذّر إنشاء الآلي { $bot }: { $why }
cli-not-a-bot = { $bot } ليس آليًا (يلزمه التابع act(game, view, legal, rng))
cli-untrusted-bot = السجل يسمّي الآلي { $bot }، وهو ليس من المستويات المدمجة ({ $levels })؛ تحميله يشغّل شيفرة: أضف --trust-bots إن كنت تثق بالملف
cli-seat-range = --seat مقعد من 0 إلى { $last }
cli-bots-empty = في --bots خانة فارغة
cli-bots-count = --bots يحتاج { $counts } أو { $most } آليات لهذه اللعبة، لا { $given }

## majlis games
cli-games-option = الخيار
cli-games-default = الافتراضي
cli-games-values = القيم
cli-games-meaning = المعنى
cli-allowed-flag = true أو false
cli-allowed-number--low--high = عدد صحيح من { $low } إلى { $high }
cli-allowed-number--low = عدد صحيح من { $low } فأكثر
cli-allowed-number--high = عدد صحيح حتى { $high }
cli-allowed-one-of = واحدة من: { $choices }
cli-allowed-list = قائمة مفصولة بفواصل من { $choices }
