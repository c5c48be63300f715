### asymmetric_badam_saat: the game's own words.
### Czech card words; a native speaker's read is wanted.

title = Asymetrický Badam Saat
about = Badam Saat pro dva: karty lícem nahoru na stole a skrytý talon.
deal-table = Lícem nahoru
deal-stock = Talon
fact-stock--value = Karet lícem dolů v talonu: { $value }
fact-missing_open = Chybějící barvy jsou otevřené
fact-missing_closed = Chybějící barvy jsou zavřené, dokud oba nedají pas po sobě
fact-drew = Oba dali pas: každý si líznul kartu z talonu
flag-drew = každý si líznul kartu
refusal-suit_closed = Na stole ještě nejsou žádné { $suit }: chybějící barvy se otevírají, až oba hráči dají pas po sobě.
refusal-not_next_to_suit = Tahle karta nenavazuje na žádnou kartu své barvy na stole.
part-stock =
    { $count ->
        [one] v talonu zbývá { $count } karta
        [few] v talonu zbývají { $count } karty
       *[other] v talonu zbývá { $count } karet
    }: { $points ->
        [one] { $points } bod
        [few] { $points } body
       *[other] { $points } bodů
    }
theme-block_the_run = zablokuj řadu
