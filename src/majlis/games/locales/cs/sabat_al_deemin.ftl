### sabat_al_deemin: the game's own words.
### Czech card words (sedma, král, eso); a native speaker's read is wanted.

title = Sab'at ad-Dímin
about = Saúdská hra ve dvojicích: každá barva se staví vzhůru od své sedmy; kdo se první zbaví karet, vyhrává kolo pro svůj tým.
option-redeal_on_three = Nové rozdání při třech
help-redeal_on_three = každý hráč je dotázán, zda si rozdání nechá; kdo má tři a více králů, nebo tři a více es, smí žádat nové rozdání
option-strict_warning = Přísné hlášení poslední karty
help-strict_warning = poslední kartu je třeba ohlásit s předposlední, jinak soupeři získají 100
stage-redeal = Nové rozdání
stage-bidding = Zdvojování
word-redeal = Rozdat znovu
word-double = Zdvojit
word-treble = Ztrojit
flag-announce = poslední karta!
fact-multiplier--value = Sázka ×{ $value }
fact-doubled--seat = { $seat } zdvojil(a)
fact-trebled--seat = { $seat } ztrojil(a)
fact-demanded_redeal--seat = { $seat } žádá nové rozdání
asked-redeal = Nechat si tyto karty, nebo žádat nové rozdání? Kdo má tři krále nebo tři esa, smí o ně požádat.
asked-double = Zdvojit sázku, nebo pas?
asked-treble--seat = { $seat } zdvojil(a): ztrojit sázku, nebo pas?
refusal-redeal_refused = Nové rozdání smí žádat jen hráč se třemi a více králi, nebo třemi a více esy, a jen před zdvojováním.
refusal-nobody_doubled = Nikdo nezdvojil: není co ztrojit.
refusal-answer_redeal = Nejdřív žádejte nové rozdání, nebo dejte pas.
refusal-answer_double = Nejdřív zdvojte, nebo dejte pas.
refusal-answer_treble = Nejdřív ztrojte, nebo dejte pas.
refusal-bidding_over = Zdvojování skončilo.
refusal-not_an_action = To není tah této hry.
refusal-suit_start = Barva { $suit } musí začít kartou { $item }.
refusal-only_next = Na barvu { $suit } smí jen { $item }.
part-opponents_cards =
    { $count ->
        [one] soupeřům zbylo { $count } eso nebo figura
        [few] soupeřům zbyla { $count } esa a figury
       *[other] soupeřům zbylo { $count } es a figur
    }: { $points ->
        [one] { $points } bod
        [few] { $points } body
       *[other] { $points } bodů
    }
part-seven_bonus =
    Dohráno sedmou: { $points ->
        [one] { $points } bod
        [few] { $points } body
       *[other] { $points } bodů
    }
part-warning_penalty =
    { $count ->
        [one] { $count } hlášení poslední karty soupeřům uniklo
        [few] { $count } hlášení poslední karty soupeřům unikla
       *[other] { $count } hlášení poslední karty soupeřům uniklo
    }: { $points ->
        [one] { $points } bod
        [few] { $points } body
       *[other] { $points } bodů
    }
part-multiplier =
    Sázka ×{ $count }: { $points ->
        [one] o { $points } bod víc
        [few] o { $points } body víc
       *[other] o { $points } bodů víc
    }
theme-keep_the_seven = nech si sedmu
