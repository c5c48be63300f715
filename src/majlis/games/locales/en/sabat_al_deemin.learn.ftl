### sabat_al_deemin: the lesson's words (majlis learn, the page's lesson).

learn-intro = Sab'at Al-Deemin: four players in two teams; your partner sits across from you. The first team to play out all the cards of one player wins the hand. Let's play one hand together.
learn-end = That is a hand of Sab'at Al-Deemin: the 7♦ opens, each suit grows one card at a time from its seven, and the team that goes out first scores the opponents' cards. A match goes to 500 points.
learn-move_2-say = You hold three Kings (K♣ K♥ K♠). A player with three Kings or three Aces may ask for a redeal; everyone is asked, so the question gives nothing away. This hand is good for you: keep it. Choose Pass.
learn-move_2-why = A redeal would throw this hand in, and with it your 7♦, which gives your team the lead. Keep it: choose Pass.
learn-move_4-note = Your partner doubled: whichever team wins this hand scores double. The opponents could have trebled; they passed.
learn-move_7-say = You hold the 7♦: in Sab'at the seven of diamonds opens the game, so you lead it.
learn-move_11-say = A card fits when it is the next one up in a suit already started, or the 7 of a new suit. Nothing of yours fits now, so you pass (jella). Choose Pass.
learn-move_15-say = The 7♥ has opened hearts, so your 8♥ fits: a player who can play must. Play the 8♥.
learn-move_23-say = Two cards fit: the J♦ and the 10♠. Only you can play the J♦ (the 10♦ is down and you hold the jack), so it will wait for a later turn. Play the 10♠ now.
learn-move_23-why = The J♦ can wait: no one else can play it. Play the 10♠ first, and keep the J♦ for a turn when nothing else fits.
learn-move_35-note = You have one card left: majlis announces your last card to the table for you.
learn-move_45-note = Your partner played their last card: your team wins the hand. It scores only the cards left in the opponents' hands (Ace 20; King, Queen and Jack 10 each; the rest nothing): A♦, A♥ and Q♥ make 50, doubled to 100.
