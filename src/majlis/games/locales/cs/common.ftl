### The words several games share.
### Czech as card players say it (karta, kolo, pas); a native speaker's read is wanted.

word-pass = Pas
word-dealer = rozdává
stage-lead = Výnos
stage-play = Hra
fact-last_card--seat = { $seat }: poslední karta!
theme-count_the_cards = počítej karty
fact-went_out--seat = { $seat } se zbavil(a) všech karet
refusal-hand_over = Kolo skončilo.
refusal-can_play = Nemůžete dát pas: můžete zahrát { $item }.
refusal-not_held = { $item } nemáte v ruce.
refusal-not_a_card = To není karta.
refusal-first_card = První karta musí být { $item }.
asked-lead--item = Máte { $item }: vyneste ji.
asked-play = Zahrajte kartu, která pasuje.
asked-pass_only = Nic z vaší ruky nepasuje: pas.
option-target = Cíl
help-target = body, kterými zápas končí
option-games = Kola
help-games = počet kol zápasu
goal-target = zápas na { $value } bodů
goal-games = zápas na { $value } kol
goal-lowest_wins = vyhrává nejnižší součet
goal-highest_wins = vyhrává nejvyšší součet
choice-true = ano
choice-false = ne
why-opens_own--item = otevírá { $item } pro váš příští tah
why-opens--item = otevírá { $item } ostatním
why-lets_lay--seat--item = dovolí hráči { $seat } vyložit { $item }
why-keeps_shut--item = drží { $item } ostatním zavřené
