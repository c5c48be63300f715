### bint_al_sbeet: the game's own words.

about = A Saudi trick-taking game, everyone for themselves: keep clear of the Queen of spades, the 10 of diamonds and the hearts.
option-pass_count = Cards passed
option-pass_cycle = Pass directions
option-minus_condition = Minus condition
choice-left = left
choice-right = right
choice-none = no pass
choice-no_trick = no trick
choice-no_penalty_card = no penalty card
stage-passing = Passing
stage-revealing = Revealing
stage-minus = Minus
word-pick = Chose { $item } to pass
word-pick_hidden = Chose a card to pass
word-reveal = Reveal
word-minus = Minus
fact-pass_left--seat--value = This hand passes to the left, to { $seat }: { $value } each
fact-pass_right--seat--value = This hand passes to the right, to { $seat }: { $value } each
fact-passed--seat--item = { $seat } gets { $item } from you
fact-received--seat--item = { $seat } gave you { $item }
fact-revealed--seat--item = { $seat } revealed { $item }
fact-hearts_double = Both revealed: every heart counts double
fact-minus--seat = { $seat } declared minus
fact-took--seat--item = { $seat } took { $item }
asked-pass_cards--seat--value = Choose the cards to pass to { $seat }: { $value } to go.
confirm-pass_cards--seat = Press Confirm to pass these cards to { $seat }.
asked-reveal--item = Reveal { $item }? It counts double for whoever takes it.
asked-pass_only--item = You do not hold { $item }: pass.
asked-minus = Declare minus (to take no trick), or pass?
asked-minus_no_penalty_card = Declare minus (to take no penalty card), or pass?
asked-lead = Your lead: play any card.
asked-follow--value = Follow suit: { $suit }.
asked-discard--value = You hold no { $suit }: play any card.
refusal-choose_to_pass = First choose the cards to pass ({ $value } chosen so far).
refusal-already_chosen = You have already chosen { $item } to pass.
refusal-answer_reveal = You are asked whether to reveal { $item }: reveal or pass.
refusal-answer_reveal_pass = You are asked whether to reveal { $item }, which you do not hold: pass.
refusal-answer_minus = You are asked whether to declare minus: minus or pass.
refusal-must_play_card = Play a card.
refusal-must_follow = Follow suit: you hold { $suit }.
part-cards_taken =
    { $count ->
        [one] { $count } penalty card taken
       *[other] { $count } penalty cards taken
    }: { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
part-revealed_double =
    Doubled by the reveals: { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
part-minus_doubled =
    Minus failed, so doubled: { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
part-no_trick_bonus =
    A clean hand: { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
part-minus_bonus =
    Minus made: { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
why-takes_trick--value = takes the trick and its { $value } penalty points
why-goes_over--item = goes over { $item } and leads the trick for now
why-ducks--item = ducks under { $item }
why-gives--seat--item = gives { $seat } { $item }
why-gives--item = gives { $item } away
why-keeps--item = keeps { $item } in your hand
theme-duck_the_queen = duck the Queen
