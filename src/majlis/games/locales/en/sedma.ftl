### sedma: the game's own words.

about = Czech dominoes, everyone for themselves: points come from setting doubles on a single train.
word-dealer = lead offer
meaning-dealer = The lead is offered here first, then round the table: the first seat holding a double sets one of its choice to start the train.
fact-last_card--seat = { $seat }: last tile!
option-forced_play = Forced play
option-finish_hand = Finish the hand
fact-reached--seat--value = { $seat } reached the target of { $value }
fact-four_passes = Four passes in a row ended the hand
fact-blocked--value = Blocked: nobody can match the open end { $value }
asked-set_double = Lead a double of your choice.
asked-play--value = Play a tile that matches the open end { $value }.
asked-pass_only--value = Nothing in your hand matches the open end { $value }: pass.
refusal-not_a_tile = That is not a tile.
refusal-must_lead_double = You must lead a double: you hold { $item }.
refusal-lead_double = The lead must be a double.
refusal-no_match = That tile does not match the open end { $value }.
part-doubles_set =
    { $count ->
        [one] { $count } double set
       *[other] { $count } doubles set
    }: { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
why-sets_double--item--value = sets the double { $item }, scoring { $value }
why-opens_own--item = leaves the end open for your { $item }
why-opens--item = leaves the end open for someone else's { $item }
theme-set_the_double = set the double
theme-count_the_cards = count the tiles
# the common words say cards; Sedma's players hold tiles
fact-went_out--seat = { $seat } went out
