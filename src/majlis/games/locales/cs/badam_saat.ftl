### badam_saat: the game's own words.
### Czech card words (piky, srdce, káry, kříže; eso, král, dáma, kluk; sedma the seven); a native speaker's read is wanted.

title = Badam Saat
about = Indické sedmy: karty se kladou do řad od sedmiček; kdo se první zbaví karet, vyhrává kolo.
option-players = Hráči
help-players = počet hráčů u stolu
option-ace = Eso
help-ace = eso pod dvojkou (za 1) nebo nad králem (za 14)
choice-low = nízké
choice-high = vysoké
refusal-not_next_to_run = Tahle karta není sedma nové barvy ani nenavazuje na řadu na stole.
part-cards_left =
    { $count ->
        [one] zbývá { $count } karta
        [few] zbývají { $count } karty
       *[other] zbývá { $count } karet
    }: { $points ->
        [one] { $points } bod
        [few] { $points } body
       *[other] { $points } bodů
    }
theme-block_the_run = zablokuj řadu
