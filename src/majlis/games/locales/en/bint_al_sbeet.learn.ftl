### bint_al_sbeet: the lesson's words (majlis learn, the page's lesson).

learn-intro = Bint Al-Sbeet: four players, each for themselves, thirteen tricks. Points are bad: each heart you take is 1, the 10♦ is 10 and the Queen of spades (the bint) is 13. The lowest total wins.
learn-end = That is a hand of Bint Al-Sbeet: pass your dangerous cards, follow suit, and keep out of the tricks that hold hearts, the 10♦ and the Queen of spades. A match ends when a total reaches 151; the lowest total wins.
learn-move_9-say = First everyone passes three cards, this hand to the left. Pass your dangerous cards: a high heart wins tricks full of points. Pass the K♥ first.
learn-move_9-why = Keep your low cards: they lose tricks safely. The K♥ would win a heart trick and its points: pass it.
learn-move_10-say = Now the 10♥, your other high heart.
learn-move_10-why = The 10♥ is a high heart that would take points: pass it.
learn-move_11-say = And the K♣: a high club could win a trick that someone fills with hearts or the Queen.
learn-move_11-why = The K♣ is the most dangerous card you have left: pass it.
learn-move_18-say = The holders of the Queen of spades and the 10♦ may reveal them, which doubles what they are worth to whoever takes them. Everyone is asked, so the question tells nothing. You hold neither: Pass.
learn-move_23-say = You may declare minus: a promise to take no trick at all, worth -20. Take one and your points double. With the K♠, the J♠ and high clubs you will take a trick: Pass.
learn-move_23-why = Minus is for a hand of low cards only; yours will take a trick and double its points. Pass.
learn-move_27-say = Hearts were led and you have none left, so you may play any card. Throw the K♠: a spade above the Queen could later be forced to take her.
learn-move_27-why = When you cannot follow suit, throw your most dangerous card: the K♠.
learn-move_29-say = Clubs were led: you must follow suit. Play low, the 3♣, so as not to win the trick.
learn-move_29-why = A high club might win the trick; the 3♣ cannot.
learn-move_63-note = Seat 2 played the Queen of spades and won that trick with her: the bint is 13 points against them.
learn-move_75-note = The last trick is played. You took tricks, but not one heart, the 10♦ or the Queen: 0 points for you.
