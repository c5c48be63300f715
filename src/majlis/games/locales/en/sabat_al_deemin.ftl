### sabat_al_deemin: the game's own words.

about = A Saudi partnership game: each suit is built up from its seven; the first to go out wins the hand for their team.
option-redeal_on_three = Redeal on three
option-strict_warning = Strict last-card warning
stage-redeal = Redeal
stage-bidding = Doubling
word-redeal = Redeal
word-double = Double
word-treble = Treble
flag-announce = last card!
fact-multiplier--value = Stakes ×{ $value }
fact-doubled--seat = { $seat } doubled
fact-trebled--seat = { $seat } trebled
fact-demanded_redeal--seat = { $seat } demanded a redeal
asked-redeal = Keep these cards, or demand a redeal? A player holding three Kings or three Aces may demand one.
asked-double = Double the stakes, or pass?
asked-treble--seat = { $seat } doubled: treble the stakes, or pass?
refusal-redeal_refused = Only a player holding three or more kings, or three or more aces, may demand a redeal, and only before the doubling.
refusal-nobody_doubled = Nobody has doubled: there is nothing to treble.
refusal-answer_redeal = First demand a redeal or pass.
refusal-answer_double = First double or pass.
refusal-answer_treble = First treble or pass.
refusal-bidding_over = The doubling is over.
refusal-not_an_action = That is not an action of this game.
refusal-suit_start = The { $suit } must start with { $item }.
refusal-only_next = Only { $item } may go on the { $suit }.
part-opponents_cards =
    { $count ->
        [one] { $count } Ace or picture card left with the opponents
       *[other] { $count } Aces and picture cards left with the opponents
    }: { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
part-seven_bonus =
    Went out with a seven: { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
part-warning_penalty =
    { $count ->
        [one] { $count } last-card warning missed by the opponents
       *[other] { $count } last-card warnings missed by the opponents
    }: { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
part-multiplier =
    Stakes ×{ $count }: { $points ->
        [one] { $points } point more
       *[other] { $points } points more
    }
theme-keep_the_seven = keep the seven
