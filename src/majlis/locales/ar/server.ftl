### The pages the server writes itself, where no script runs: an error page for an address with nothing at it.

error-404-title = لا شيء هنا
error-404 = لا توجد صفحة على هذا العنوان.
error-405-title = غير مسموح
error-405 = هذا العنوان لا يجيب على هذا النوع من الطلبات.
error-413-title = أكبر من المسموح
error-413 = الطلب أكبر مما يقبله الخادم.
error-title = حدث خطأ
error = تعذّر على الخادم إجابة هذا الطلب.
error-back = العودة إلى الطاولات

## The rules page of a game (/rules/GAME), around the game's own text and words, and the page of a game that does not exist.

rules-page-rules = القوانين
rules-page-players = عدد اللاعبين: { $n }
rules-page-players_range = عدد اللاعبين: من { $low } إلى { $high }
rules-page-minutes = مدة المباراة بالدقائق: حوالي { $n }
rules-page-options = الخيارات عند فتح طاولة
rules-page-option = الخيار
rules-page-default = الأساس
rules-page-means = معناه
rules-page-no_options = ما في هذي اللعبة خيارات.
rules-page-lobby = افتح طاولة
rules-page-learn = تعلّم اللعب
rules-page-missing = ما فيه لعبة بهذا الاسم
rules-page-missing_text = ما فيه لعبة اسمها { $game }. الألعاب الموجودة:

## The page's HTML until its script draws it (a browser without JavaScript).

page-needs-script = مجلس يحتاج JavaScript للعب.
