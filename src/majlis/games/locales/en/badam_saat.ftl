### badam_saat: the game's own words.

about = Indian Sevens: cards are laid in runs from the sevens; the first to go out wins the hand.
option-players = Players
option-ace = Ace
choice-low = low
choice-high = high
refusal-not_next_to_run = That card is neither a seven of a new suit nor next to a run on the table.
part-cards_left =
    { $count ->
        [one] { $count } card left
       *[other] { $count } cards left
    }: { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
theme-block_the_run = block the run
