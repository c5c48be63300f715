### sedma: the game's own words.
### Czech domino words as Czech players say them (kostka a tile, dublet a double, had the train); a native speaker's read is wanted.

title = Sedma
about = České domino, každý sám za sebe: body se získávají kladením dubletů do jediného hada.
word-dealer = výnos
meaning-dealer = Výnos se nabízí nejdřív tady, pak dokola: první hráč s dubletem položí dublet podle své volby a začne hada.
fact-last_card--seat = { $seat }: poslední kostka!
option-forced_play = Povinná hra
help-forced_play = kdo může hrát, musí (ne: smí i tak dát pas)
option-finish_hand = Dohrát kolo
help-finish_hand = kolo se při dosažení cíle dohraje; vyhrává nejvyšší součet (ne: kdo ho dosáhne první)
fact-reached--seat--value = { $seat } dosáhl(a) cíle { $value }
fact-four_passes = Čtyři pasy po sobě ukončily kolo
fact-blocked--value = Zablokováno: nikdo nemá kostku k volnému konci { $value }
asked-set_double = Vyneste dublet podle své volby.
asked-play--value = Zahrajte kostku k volnému konci { $value }.
asked-pass_only--value = Nic z vaší ruky nepasuje k volnému konci { $value }: pas.
refusal-not_a_tile = To není kostka.
refusal-must_lead_double = Musíte vynést dublet: máte { $item }.
refusal-lead_double = Vynáší se dublet.
refusal-no_match = Tahle kostka nepasuje k volnému konci { $value }.
part-doubles_set =
    { $count ->
        [one] { $count } položený dublet
        [few] { $count } položené dublety
       *[other] { $count } položených dubletů
    }: { $points ->
        [one] { $points } bod
        [few] { $points } body
       *[other] { $points } bodů
    }
why-sets_double--item--value = položí dublet { $item } za { $value }
why-opens_own--item = nechá konec otevřený pro vaši { $item }
why-opens--item = nechá konec otevřený pro cizí { $item }
theme-set_the_double = polož dublet
theme-count_the_cards = počítej kostky
# the common words say cards; Sedma's players hold tiles
fact-went_out--seat = { $seat } se zbavil(a) všech kostek
