### badam_saat: the lesson's words (majlis learn, the page's lesson).

learn-intro = Badam Saat: the sevens start each suit, and the suits grow up and down from them. The first player to empty their hand wins; the others are charged the ranks left in their hands.
learn-end = That is a hand of Badam Saat: open suits with sevens, grow them one card at a time, and keep the cards that only you can follow. A match is seven hands; the lowest total wins.
learn-move_0-note = Seat 2 held the 7♥, so they had to lead it.
learn-move_3-say = A card fits when it is a 7 of a new suit, or next to the lowest or highest card of a started suit. The 7♣ and the 8♠ fit. You hold six clubs: open clubs with the 7♣.
learn-move_3-why = With six clubs in your hand, opening clubs lets you play on them turn after turn: play the 7♣.
learn-move_7-say = The 8♠ fits above the 7♠, and clubs can grow both ways. Play the 8♠: your spades run on to the J♠.
learn-move_7-why = Your clubs will wait for you; play the 8♠ to move your spades on.
learn-move_47-say = Two cards left. Play the A♦ (with the ace low it sits below the 2♦), and majlis announces your last card.
learn-move_51-note = You played your last card: you win the hand with 0. Each other player is charged the ranks left in their hand (Jack 11, Queen 12, King 13, Ace 1).
