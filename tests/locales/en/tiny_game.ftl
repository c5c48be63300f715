### tiny_game: the test game's own words.

option-players = Players
option-doubling = Doubling
option-hands = Hands
stage-bidding = Tiny bidding
word-double = Double it
fact-multiplier--value = Every trick counts { $value }
asked-double = Double the tiny stakes, or pass?
asked-lead = Lead any card.
asked-follow--value = Follow the { $suit } if you can.
part-tricks = tricks won
part-multiplier = doubled tricks
