### asymmetric_badam_saat: the lesson's words (majlis learn, the page's lesson).

learn-intro = Asymmetric Badam Saat, for two: four cards each, four face up on the table and the rest in a stock. A card fits next to a card of its suit on the table, one rank up or down. The first to empty their hand wins.
learn-end = That is a hand of Asymmetric Badam Saat: play next to the table's cards, open missing suits after the first all-pass, and draw at each all-pass. The loser pays the cards in hand and those left in the stock.
learn-move_0-say = The table shows 9♦, 4♥, 4♠ and 10♠. None of your cards is next to one of them in its suit, so you must pass.
learn-move_3-note = You both passed in a row: an all-pass. From the first all-pass on, a card of a suit missing from the table may be played too.
learn-move_4-say = Clubs are missing from the table, so your 6♣ may open them now. Play it.
learn-move_7-note = Another all-pass: now each of you draws one card from the stock, and the first to pass plays on.
learn-move_88-note = You played your last card and won. Your opponent pays the ranks in their hand plus one point for each card left in the stock: 87.
