### Every refusal, by its code (wire.CODES) or the table's key (seats.TABLE_REFUSALS), with the fields it carries: one sentence wherever it shows.


## The table's own refusals (a game's come with its words), spoken to the player.

refusal-not_your_turn = ليس دورك.
refusal-stale = تغيّرت الطاولة: انظر إليها وحاول مرة أخرى.
refusal-no_bot = لا يلعب عنك أي آلي.
refusal-not_over = لم تنتهِ المباراة بعد.
refusal-unknown_action = هذه ليست حركة في هذه اللعبة.
refusal-earlier_rules = بدأت هذه الطاولة على نسخة سابقة من القوانين، فأُغلقت.

## Words added with the page's fixes: picked cards, the list option's buttons, and the summary of how a hand ended.

refusal-bad_name = الاسم من حرف إلى { $letters } حرفًا ظاهرًا

## The server's refusals by code (ui.refusal.CODE), and by the fields it sent with one (ui.refusal.CODE+FIELD+...: see refusalWords), so that none reaches a page in English (the table's own refusals come with a key, worded as refusal.KEY above).

refusal-malformed = تعذّر على الخادم فهم هذا الطلب.
refusal-too_big = هذا أكبر مما يقبله الخادم.
refusal-bad_options--option = لا يوجد في هذه اللعبة خيار { $option }.
refusal-bad_options--option--value = لا تسمح القواعد بأن يكون { $option }: { $value }.
refusal-bad_options--option--value--low = { $option } لا يقل عن { $low }، وليس { $value }.
refusal-bad_options--option--value--low--high = { $option } من { $low } إلى { $high }، وليس { $value }.
refusal-bad_options--option--value--choices = { $option } واحد من: { $choices }، وليس { $value }.
refusal-bad_options--values = خيار القائمة لا يتجاوز { $values } قيمة.
refusal-too_many_tables = طاولاتك المفتوحة كثيرة: يلزم إنهاء واحدة قبل فتح أخرى.
refusal-busy = الخادم مشغول الآن: أعد المحاولة بعد قليل.
refusal-foreign_origin = تُفتح الطاولات من صفحة هذا الخادم نفسها.
refusal-server_error = تعذّر على الخادم الرد: أعد المحاولة.
refusal-not_allowed = لا يسمح الخادم بهذا الطلب هنا.
refusal-not_found = لا توجد طاولة بهذا الرابط.
refusal-bad_token = هذا الرابط لا يعطي مقعدًا في هذه الطاولة.
refusal-illegal = القواعد لا تسمح بهذه الحركة.
refusal-rate_limited = رسائل كثيرة في وقت قصير: تمهّل قليلًا.
refusal-unknown_type = لا يعرف الخادم هذه الرسالة.
refusal-no_hint = التلميح متاح فقط في طاولة فيها لاعب واحد.
refusal-bad_chat = الرسالة فيها كلام، ولا تتجاوز 200 حرف.
refusal-bad_chat--letters = الرسالة فيها كلام، ولا تتجاوز { $letters } حرف.
refusal-silenced = أوقف المضيف كلامك في الدردشة لفترة.
refusal-banned = حظر المضيف هذا اللاعب.
refusal-not_admin = هذا ليس مفتاح المضيف.
refusal-closed = أغلق المضيف هذه الطاولة.

## Players, quick play, open tables, a player's page and the leaderboards (player.js, community.js, profile.js).

refusal-name_taken = الاسم مأخوذ للاعب ثاني: يلزم اسم غيره.
refusal-bad_player = لاعب هذا المتصفح غير معروف هنا: يلزم اختيار اسم من جديد.
refusal-bad_code = الرمز غير معروف أو مستخدم أو أقدم من 15 دقيقة.
refusal-opening = الطاولة تنتظر وصول لاعبين: «بدء اللعب الآن» يبدأ اللعب فورًا.
refusal-already_seated = عندك مقعد بانتظار اللعب في طاولة مفتوحة لهذي اللعبة (تنفتح من طاولاتك).
refusal-full = ما بقى مقعد فاضي في هذي الطاولة.

## The refusals of the server that had only the table's own words (refusal.KEY), and a request too slow to come: every code of the server's refusals is worded here or above (ui.refusal.CODE), so that none reaches a page in English.

refusal-over = انتهت المباراة.
refusal-too_slow = وصل الطلب ببطء شديد: أعد المحاولة.

## A server that cannot reach its database (a restart of the database): the page shows that it is reconnecting, and does.

refusal-unavailable = الخادم ما يقدر يوصل لقاعدة البيانات: نعيد الاتصال…

## The name rule, said under the name box, and the refusals of a name that breaks it (majlis.server.names): marks piled on a letter, padding, a bot's name, a look-alike of a player's, and more players from one address than an hour allows.

refusal-bad_name--marks =
    الحرف ما يحمل أكثر من { $marks ->
        [zero] { $marks } علامة
        [one] علامة واحدة
        [two] علامتين
        [few] { $marks } علامات
        [many] { $marks } علامة
       *[other] { $marks } علامة
    }، مثل الحركة والشدة.
refusal-bad_name--padding = الاسم ما فيه تطويل (ـ) ولا حرف فاضي ولا فراغين ورا بعض.
refusal-name_reserved = هذا اسم آلي (اسم فيه كلمة «آلي») أو اسم مقعد بلا اسم («لاعب 2»): يلزم اسم غيره.
refusal-name_taken--like = هذا الاسم هو اسم { $like } أو يشبهه: يلزم اسم غيره.
refusal-too_many_players = انسوّى لاعبين كثير من هذا العنوان في الساعة الأخيرة: أعد المحاولة بعدين.
refusal-too_many_players--players =
    هذا العنوان سوّى { $players ->
        [zero] { $players } لاعبًا
        [one] لاعبًا واحدًا
        [two] لاعبَين
        [few] { $players } لاعبين
        [many] { $players } لاعبًا
       *[other] { $players } لاعبًا
    } في الساعة الأخيرة، وهذا الحد: أعد المحاولة بعدين.

## Friends, their presence and invitations (friends.js).

refusal-not_friends = الدعوة للأصدقاء: اطلب صداقته أول.
refusal-too_many_friends = الأصدقاء أو الطلبات اللي بالانتظار وصلت الحد.
refusal-too_many_friends--most = للاعب { $most } صديق بالأكثر، ومثلهم طلبات بالانتظار.

## Events (events.js, event.js; docs/events.md): the list, the form, an event's page.

refusal-not_creator = على هذا الخادم، لا ينشئ الفعاليات إلا من اختارهم المضيف.
refusal-event_over = انتهت هذه الفعالية.
refusal-blocked = أحدكما حظر الآخر: لا طلب صداقة ولا دعوة بينكما.

## Refusals added with duplicate events and the host's removal of an event.

refusal-bad_options = هذه الخيارات غير مسموحة هنا.
refusal-removed = أزال المضيف هذه الفعالية.
