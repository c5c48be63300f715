# Slova terminálového stolu (majlis play, watch, learn, puzzle): panely, výzvy, zprávy
# a klávesy. Slova her dávají hry samy.
# Překlad ke kontrole rodilým mluvčím: chce se přečíst, hlavně zkratky v zápatí
# (musí se vejít do 80 sloupců) a oslovení (vykání).

## Místa a boti

tui-you = Vy
tui-seat = Místo { $n }
tui-level-easy = Lehký
tui-level-medium = Střední
tui-level-hard = Těžký
tui-level-expert = Expert
tui-level-beta = Beta
tui-bot-easy = lehký bot
tui-bot-medium = střední bot
tui-bot-hard = těžký bot
tui-bot-expert = expertní bot
tui-bot-beta = bot beta
tui-partner = spoluhráč
tui-opponent = soupeř

## Panely

tui-panel-players = Hráči
tui-panel-table = Stůl
tui-panel-log = Záznam
tui-panel-your-hand = Vaše ruka
tui-panel-hand-of = Ruka: { $seat }
tui-column-player = hráč
tui-column-bot = bot
tui-column-cards = karty
tui-column-tiles = kostky
tui-column-tricks = štychy
tui-column-last-action = poslední tah
tui-column-hand = kolo
tui-column-total = celkem
tui-no-cards = (žádné karty)
tui-announce-on = (l) říct „{ $saying }“: ANO
tui-announce-off = (l) říct „{ $saying }“: ne

## Řádek s názvem

tui-title-hand = kolo { $n }
tui-title-you-are = jste na místě { $n }
tui-title-seat = místo { $n }
tui-title-watching = díváte se
tui-title-seed = seed { $seed }
tui-title-paused = boti stojí
tui-title-pace = boti { $seconds } s na tah

## Stůl

tui-on-the-table = Na stole:
tui-trick = Štych:
tui-train = Řada:
tui-open-end = ▸ volný konec { $end }
tui-led = vynesl
tui-choose = Vyberte: { $actions }.
tui-your-turn = Jste na tahu: { $asked }
tui-your-turn-forced = Jste na tahu: { $asked } (hraje se samo…)
tui-paused-to-move = Pauza: na tahu je { $seat } ({ $bot }). Mezerník pokračuje.
tui-thinking = { $seat } ({ $bot }) přemýšlí…

## Stavový řádek

tui-bot-failed = Bot nemohl hrát: { $error }
tui-not-allowed = Nelze: { $why }
tui-not-offered = { $action } teď nelze zahrát.
tui-wait-for-your-turn = { $action }: počkejte, až budete na tahu.
tui-says-nothing-more = l: tah ve hře { $game } nic dalšího neohlašuje.
tui-cannot-say-now = l: žádný tah, který teď můžete zahrát, nemůže ohlásit „{ $saying }“.
tui-hints-on-your-turn = Rady dostanete, až budete na tahu.
tui-asking = Ptám se: { $bot }…
tui-no-hint = Žádná rada: { $error }
tui-hint-from = Rada ({ $bot }): { $words }
tui-could-not-save = Nelze uložit: { $error }
tui-saved-replay = Uloženo. Přehrát: majlis replay { $path }
tui-saved-resume = Uloženo. Pokračovat: majlis play --resume { $path }
tui-new-match = Nový zápas.
tui-new-match-recorded = Nový zápas, zapisuje se do { $path } (minulý zůstává v { $last }).

## Konec kola a zápasu

tui-hand-over = Kolo { $n } skončilo
tui-hand-void = Kolo je neplatné: bez bodů.
tui-tricks = { $n ->
        [one] { $n } štych
        [few] { $n } štychy
       *[other] { $n } štychů
    }
tui-nothing = nic
tui-column-this-hand = toto kolo
tui-column-match-total = celkem v zápase
tui-lower-is-better = méně je lépe
tui-higher-is-better = více je lépe
tui-match-over = Zápas skončil po { $hands ->
        [one] { $hands } kole
        [few] { $hands } kolech
       *[other] { $hands } kolech
    }: { $winners ->
        [you] vyhráli jste!
        [one] vítěz { $who }!
       *[other] vítězové { $who }!
    }
tui-on-to-result = Enter: na výsledek · r: rozbor { $whose ->
        [seat] hry tohoto místa
       *[mine] mé hry
    }
tui-on-to-next-hand = Enter: na další kolo · r: rozbor { $whose ->
        [seat] hry tohoto místa
       *[mine] mé hry
    }
tui-play-again = hrát znovu? y: ano · n: konec
tui-watch-again = dívat se znovu? y: ano · n: konec
tui-reviewing = Rozbor kola { $n } …
tui-review-keys = ↑ ↓: jiné vaše rozhodnutí · Esc: zpět na souhrn
tui-no-choice = { $you ->
        [yes] V tomto kole jste nemuseli nic rozhodovat.
       *[no] { $who }: v tomto kole nebylo co rozhodovat.
    }
tui-esc-back = Esc: zpět

## Rozbor kola

tui-review-heading = Rozbor kola { $n }: { $you ->
        [yes] vaše rozhodnutí, posouzená podle toho, co jste tehdy mohli vidět
       *[no] rozhodnutí ({ $who }), posouzená podle toho, co bylo tehdy vidět z tohoto místa
    }
tui-worth-chance = Hodnota tahu je { $partners ->
        [yes] { $you ->
            [yes] šance vaší dvojice
           *[no] šance dvojice ({ $who })
        }
       *[no] { $you ->
            [yes] vaše šance
           *[no] šance ({ $who })
        }
    } na výhru v zápase, na stupnici od -1 (jistá prohra) do +1 (jistá výhra); ± říká, jak je to jisté.
tui-worth-points = Hodnota tahu jsou body, které přinese { $partners ->
        [yes] { $you ->
            [yes] vaší dvojici
           *[no] dvojici ({ $who })
        }
       *[no] { $you ->
            [yes] vám
           *[no] hráči ({ $who })
        }
    }, oproti průměru ostatních{ $lower ->
        [yes] , trestné body počítané jako minus
       *[no] {""}
    }; ± říká, jak je to jisté.
tui-ladder = na této stupnici { $rungs }
tui-ladder-rung = { $bot } má { $rating }
tui-decision = Tah { $turn }: { $why }{ $did }
tui-did-play = { $you ->
        [yes] { $start ->
            [yes] Zahráli
           *[no] zahráli
        } jste { $action }
       *[no] { $who } zahrálo { $action }
    }
tui-did-choose = { $you ->
        [yes] { $start ->
            [yes] Zvolili
           *[no] zvolili
        } jste { $action }
       *[no] { $who } zvolilo { $action }
    }
tui-did-pick = { $you ->
        [yes] { $start ->
            [yes] Vy
           *[no] vy
        }
       *[no] { $who }
    }: { $words }
tui-and = a
tui-decision-best = { $said }, nejlepší tah
tui-decision-as-good = { $said }, stejně dobré jako { $best }
tui-decision-worse = { $said }; { $best } bylo lepší o { $amount }{ $mark ->
        [inaccuracy] {" "}(nepřesnost)
        [mistake] {" "}(chyba)
        [blunder] {" "}(hrubá chyba)
       *[none] {""}
    }
tui-decision-estimate-best = { $said }; jen odhadem nejlepší (neposouzeno: chybu nešlo změřit)
tui-decision-estimate = { $said }; jen odhadem vypadalo { $best } lépe asi o { $amount } (neposouzeno: chybu nešlo změřit)
tui-points = { $n } bodu
tui-figures-turns = V kole { $n } { $you ->
        [yes] jste měli
       *[no] mělo { $who }
    } { $turns ->
        [one] { $turns } tah
        [few] { $turns } tahy
       *[other] { $turns } tahů
    }: { $unforced } s volbou, { $forced } jen s jediným možným tahem.
tui-figures-estimated = { $choices ->
        [one] { $choices } rozhodnutí šlo
        [few] { $choices } rozhodnutí šla
       *[other] { $choices } rozhodnutí šlo
    } posoudit jen odhadem a níže se nepočítají.
tui-figures-cost = { $you ->
        [yes] Rozhodnutí vás v průměru stálo
       *[no] Rozhodnutí ({ $who }) v průměru stálo
    } { $amount } oproti nejlepšímu tahu.
tui-marks-inaccuracy = { $n ->
        [one] { $n } nepřesnost
        [few] { $n } nepřesnosti
       *[other] { $n } nepřesností
    }
tui-marks-mistake = { $n ->
        [one] { $n } chyba
        [few] { $n } chyby
       *[other] { $n } chyb
    }
tui-marks-blunder = { $n ->
        [one] { $n } hrubá chyba
        [few] { $n } hrubé chyby
       *[other] { $n } hrubých chyb
    }
tui-figures-marks = Známky: { $marks }.
tui-figures-no-marks = Žádná nepřesnost, chyba ani hrubá chyba.
tui-figures-rating = Herní skóre { $rating } (není to rating): { $you ->
        [yes] hráli jste
       *[no] { $who } hrálo
    } jako { $bot } ({ $ladder }).
tui-held = V ruce ({ $seat }):
tui-chosen = zvoleno:
tui-better = lepší:
tui-the-best-move = nejlepší tah
tui-worth = { $action }, hodnota { $value } ± { $error }
tui-worth-estimate = { $action }, hodnota asi { $value } (odhad)

## Odchod

tui-leave-the-match = Opustit zápas?
tui-saved-in = Zápas je uložen v
    { $path }
tui-not-saved = Zápas není uložen.

## Klávesy (zápatí)

tui-key-choose = výběr
tui-key-suit = barva
tui-key-play = hrát
tui-key-last-card = poslední karta
tui-key-hint = tip
tui-key-rules = pravidla
tui-key-save = uložit
tui-key-bot-speed = tempo
tui-key-slower = pomaleji
tui-key-next-seat = další místo
tui-key-pause = pauza
tui-key-quit = konec
tui-key-continue = dál
tui-key-review = rozbor mé hry
tui-key-back-to-summary = zpět na souhrn
tui-key-again = znovu
tui-key-leave = odejít
tui-key-save-and-quit = uložit a skončit
tui-key-keep-playing = hrát dál
tui-key-answer = odpovědět
tui-key-next = další
tui-key-previous = předchozí

## Klávesy (pod pravidly)

tui-help-keys = Klávesy
tui-help-key = klávesa
tui-help-does = co dělá
tui-help-move = přechod mezi tahy, které smíte zahrát (zvýrazněné)
tui-help-jump = skok na předchozí nebo další barvu
tui-help-enter = zahrát zvýrazněnou volbu (nebo na ni klepněte)
tui-help-say = ohlásit „{ $saying }“ se svým tahem, kde to pravidla nabízejí
tui-help-hint = rada od těžkého bota (`search`)
tui-help-save = uložit zápas jako záznam (pokračovat `majlis play --resume SOUBOR`)
tui-help-pace = boti hrají rychleji nebo pomaleji; mezerník je zastaví
tui-help-rules = tato pravidla; Esc zavře
tui-help-quit = opustit zápas (nejdřív nabídne uložení)
tui-help-viewpoint = pohled a ruka dalšího místa
tui-help-pause = zastavit boty, nebo je nechat hrát dál
tui-help-pace-watching = boti hrají rychleji nebo pomaleji
tui-help-save-record = uložit zápas jako záznam (pro `majlis replay SOUBOR` nebo `majlis verify SOUBOR`)
tui-help-stop-watching = přestat se dívat
tui-esc-back-to-table = Esc: zpět ke stolu

## Výuka a hádanky

tui-learn-title = Naučte se hrát { $game }
tui-learn-hand-over = Kolo skončilo
tui-learn-real-table = Zahrajte si u skutečného stolu: majlis play { $game }   · q: konec
tui-puzzle-title = { $game } · hádanka { $n } z { $of } · { $id } · jste { $seat }
tui-puzzle-find = Jeden tah je tu jasně nejlepší. Najděte ho: { $asked }
tui-puzzle-right = Správně: { $best } je nejlepší tah.
tui-puzzle-wrong = { $chosen } ne: nejlepší tah je { $best }.
tui-puzzle-why = Proč: { $best } (hodnota { $value }) poráží druhý nejlepší tah { $second } (hodnota { $second_value }) o { $gap }{ $exact }: zahrát ten by byla přinejmenším chyba.
tui-puzzle-exact = { " " }(spočítáno přesně)
tui-puzzle-themes = Témata: { $themes }.
tui-puzzle-keys = n: další hádanka · p: předchozí · q: konec
