### asymmetric_badam_saat: the game's own words.

about = Badam Saat for two, with cards face up on the table and a hidden stock.
deal-table = Face up
deal-stock = Stock
fact-stock--value = Cards face down in the stock: { $value }
fact-missing_open = Missing suits are open
fact-missing_closed = Missing suits are closed until both pass in a row
fact-drew = Both passed: each drew a card from the stock
flag-drew = each drew a card
refusal-suit_closed = No { $suit } are on the table yet: missing suits open only once both players have passed in a row.
refusal-not_next_to_suit = That card is not next to a card of its suit on the table.
part-stock =
    { $count ->
        [one] { $count } card left in the stock
       *[other] { $count } cards left in the stock
    }: { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
theme-block_the_run = block the run
