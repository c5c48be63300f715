### tiny_game: the lesson's words (majlis learn, the page's lesson).

learn-intro = Tiny Tricks: twelve cards, three players.
learn-end = That is a hand of Tiny Tricks.
learn-move_0-say = You may double the hand; pass this time.
learn-move_0-why = Keep the stakes low in a first hand: pass.
learn-move_3-say = Lead the A♠: it wins the trick.
learn-move_8-note = The K♠ took the trick.
