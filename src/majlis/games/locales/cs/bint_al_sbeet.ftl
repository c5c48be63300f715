### bint_al_sbeet: the game's own words.
### Czech card words (štych a trick; piková dáma, kárová desítka, srdce); a native speaker's read is wanted.

title = Bint al-Sbít
about = Saúdská štychová hra, každý sám za sebe: vyhněte se pikové dámě, kárové desítce a srdcím.
help-target = trestné body, kterými zápas končí; vyhrává nejnižší součet
option-pass_count = Předávané karty
help-pass_count = kolik karet každý hráč předá
option-pass_cycle = Směry předávání
help-pass_cycle = směry předávání, opakované kolo po kole
option-minus_condition = Podmínka minusu
help-minus_condition = čím se získá -10 a minus: žádným štychem, nebo žádnou trestnou kartou
choice-left = doleva
choice-right = doprava
choice-none = bez předávání
choice-no_trick = žádný štych
choice-no_penalty_card = žádná trestná karta
stage-passing = Předávání
stage-revealing = Odkrývání
stage-minus = Minus
word-pick = K předání zvolena { $item }
word-pick_hidden = K předání zvolena karta
word-reveal = Odkrýt
word-minus = Minus
fact-pass_left--seat--value = V tomto kole se předává doleva, hráči { $seat }: po { $value }
fact-pass_right--seat--value = V tomto kole se předává doprava, hráči { $seat }: po { $value }
fact-passed--seat--item = { $seat } od vás dostane { $item }
fact-received--seat--item = { $seat } vám dal(a) { $item }
fact-revealed--seat--item = { $seat } odkryl(a) { $item }
fact-hearts_double = Obě odkryty: každé srdce se počítá dvakrát
fact-minus--seat = { $seat } ohlásil(a) minus
fact-took--seat--item = { $seat } vzal(a) { $item }
asked-pass_cards--seat--value = Vyberte karty k předání hráči { $seat }: zbývá { $value }.
confirm-pass_cards--seat = Stiskněte Potvrdit a předejte tyto karty hráči { $seat }.
asked-reveal--item = Odkrýt { $item }? Tomu, kdo ji vezme, se počítá dvakrát.
asked-pass_only--item = { $item } nemáte: pas.
asked-minus = Ohlásit minus (nevzít žádný štych), nebo pas?
asked-minus_no_penalty_card = Ohlásit minus (nevzít žádnou trestnou kartu), nebo pas?
asked-lead = Vynášíte: zahrajte jakoukoli kartu.
asked-follow--value = Přiznejte barvu: { $suit }.
asked-discard--value = Nemáte { $suit }: zahrajte jakoukoli kartu.
refusal-choose_to_pass = Nejdřív vyberte karty k předání (zatím vybráno { $value }).
refusal-already_chosen = { $item } už máte vybranou k předání.
refusal-answer_reveal = Ptáme se, zda odkryjete { $item }: odkrýt, nebo pas.
refusal-answer_reveal_pass = Ptáme se, zda odkryjete { $item }, kterou nemáte: pas.
refusal-answer_minus = Ptáme se, zda ohlásíte minus: minus, nebo pas.
refusal-must_play_card = Zahrajte kartu.
refusal-must_follow = Přiznejte barvu: máte { $suit }.
part-cards_taken =
    { $count ->
        [one] { $count } vzatá trestná karta
        [few] { $count } vzaté trestné karty
       *[other] { $count } vzatých trestných karet
    }: { $points ->
        [one] { $points } bod
        [few] { $points } body
       *[other] { $points } bodů
    }
part-revealed_double =
    Zdvojeno odkrytím: { $points ->
        [one] { $points } bod
        [few] { $points } body
       *[other] { $points } bodů
    }
part-minus_doubled =
    Minus nevyšel, proto dvojnásobek: { $points ->
        [one] { $points } bod
        [few] { $points } body
       *[other] { $points } bodů
    }
part-no_trick_bonus =
    Čisté kolo: { $points ->
        [one] { $points } bod
        [few] { $points } body
       *[other] { $points } bodů
    }
part-minus_bonus =
    Minus splněn: { $points ->
        [one] { $points } bod
        [few] { $points } body
       *[other] { $points } bodů
    }
why-takes_trick--value = bere štych a jeho { $value } trestných bodů
why-goes_over--item = přebije { $item } a zatím štych vede
why-ducks--item = podleze { $item }
why-gives--seat--item = dá hráči { $seat } { $item }
why-gives--item = zbaví se { $item }
why-keeps--item = nechá si { $item } v ruce
theme-duck_the_queen = podlez dámu
