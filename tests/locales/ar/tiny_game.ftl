### tiny_game: the test game's own words.

title = الحيل الصغيرة
option-players = عدد اللاعبين
option-doubling = التدبيل
option-hands = الجولات
help-players = عدد اللاعبين
help-doubling = لكل لاعب أن يدبّل الجولة قبل اللعب
help-hands = عدد جولات المباراة
stage-bidding = مزايدة صغيرة
word-double = دبّلها
fact-multiplier--value = كل لمّة بـ{ $value }
asked-double = تدبّل الرهان الصغير أم باس؟
asked-lead = ابدأ بأي ورقة.
asked-follow--value = العب { $suit } إن استطعت.
part-tricks = لمّات مكسوبة
part-multiplier = لمّات مدبّلة
