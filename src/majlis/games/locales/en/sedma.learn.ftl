### sedma: the lesson's words (majlis learn, the page's lesson).

learn-intro = Sedma: dominoes for four, each for themselves, seven tiles each. Tiles join one end of a single train. Points come only from setting doubles.
learn-end = That is a hand of Sedma: match the open end, and save your doubles for when lower doubles are already in the train. The first to 60 points wins the match.
learn-move_0-note = Seat 2 was offered the lead and set the 2-2: every hand starts with a double, and setting it scores 1.
learn-move_3-say = The open end shows 1: play a tile with a 1. Three fit; play the 1-4 and keep the 0-1, a way to your double blank later.
learn-move_3-why = Keep the 0-1: it can bring the train to 0 for your 0-0. Play the 1-4.
learn-move_4-note = Seat 2 set the 4-4: a double scores 1, plus 1 for each lower double already in the train. Over the 2-2 it scores 2.
learn-move_7-say = The open end shows 6 and no tile of yours has a 6: pass.
learn-move_27-say = The open end shows 0 and you hold the double blank. Set, it counts as the highest double: 1 point plus 1 for each double in the train (2-2, 4-4, 6-6, 1-1). Set the 0-0 for 5!
learn-move_27-why = The 0-1 scores nothing; the 0-0 is a double worth 5 here. Set it.
