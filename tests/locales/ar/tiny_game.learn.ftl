### tiny_game: the lesson's words (majlis learn, the page's lesson).

learn-intro = الحيل الصغيرة: اثنتا عشرة ورقة وثلاثة لاعبين.
learn-end = هذه جولة من الحيل الصغيرة.
learn-move_0-say = يجوز لك مضاعفة الجولة؛ قل باس هذه المرة.
learn-move_0-why = أبقِ الرهان منخفضًا في أول جولة: باس.
learn-move_3-say = ابدأ بـA♠: تكسب اللمّة.
learn-move_8-note = K♠ أخذت اللمّة.
