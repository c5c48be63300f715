# Vlastní slova příkazu majlis: odmítnutí a zprávy (nápověda Typeru zůstává anglicky).
# Ke kontrole rodilým mluvčím.

cli-error = chyba:
cli-usage = { $mistake } (viz { $command } --help)
cli-interrupted = Přerušeno.
cli-aborted = Zrušeno.
cli-cannot-write-output = nelze zapisovat na standardní výstup: { $why }
cli-version-alone = --version se spouští samo, ne před příkazem

## Co dostane volba

cli-empty-path = prázdná cesta
cli-empty-value = prázdná hodnota
cli-not-a-network = { $given } není adresa ani síť, jako 10.0.0.5 nebo 10.0.0.0/8
cli-not-an-origin = { $given } není http:// nebo https:// a hostitel (případně s portem), jako http://10.0.0.1:8001
cli-not-a-whole-number = { $given } není celé číslo
cli-seed-too-long = seed má nejvýše { $digits } číslic
cli-not-a-number = { $given } není číslo
cli-number-out-of-range = { $given } není číslo od { $low } do { $high }
cli-unknown-language = { $given } není jazyk, kterým majlis mluví ({ $languages })
cli-unknown-game = neznámá hra { $game } (hry: { $games })
cli-unknown-depth = neznámá hloubka { $depth } (hloubky: { $depths })

## Soubory

cli-it = to
cli-folder-is-a-file = nelze zapisovat do { $path }: { $where } je soubor, ne složka
cli-cannot-write-to = nelze zapisovat do { $path }: { $why }
cli-cannot-write = nelze zapsat { $path }: { $why }
cli-file-is-a-folder = nelze zapsat { $path }: je to složka
cli-file-read-only = nelze zapsat { $path }: je jen pro čtení
cli-not-a-record = { $path } není platný záznam: { $why }
cli-not-finished = { $path } není dohraný zápas
cli-no-database = v { $path } není databáze: zadejte tu, kterou obsluhuje `majlis serve --db`

## Hra, výuka, hádanky

cli-trust-bots-without-resume = --trust-bots patří k --resume: nový zápas načte boty, které jmenuje --bots, včetně cest k importu
cli-name-a-game = zadejte hru (nebo --resume s uloženým zápasem)
cli-seat-out-of-range = --seat musí být místo od 0 do { $last }
cli-no-such-seat = místo { $seat } u stolu není ({ $game } má místa 0 až { $last })
cli-cannot-write-record = nelze zapsat záznam { $path }: { $why }
cli-not-with-resume = { $options } nelze zadat s --resume: uložený zápas má své vlastní (ukládá se zpět do svého souboru)
cli-resume-keeps-seats = --seat a --bots nemohou změnit, kdo hraje uložený zápas: zůstávají místa, se kterými byl uložen
cli-cannot-resume = nelze pokračovat v { $path }: { $why }
cli-other-game = { $path } obsahuje zápas hry { $held }, ne { $game }
cli-no-lesson = { $game } zatím nemá řízené první kolo
cli-no-puzzles-of = žádné hádanky ke hře { $game } (hry s hádankami: { $games })
cli-no-puzzles = tento balíček nemá žádné hádanky

## Server a běhy

cli-admin-key-length = { $name } má { $length } znaků nebo více
cli-cannot-listen = nelze naslouchat na { $host }, port { $port }: { $why }
cli-cannot-serve-metrics = nelze poskytovat metriky na { $host }, port { $port }: { $why }
cli-nothing-to-play = není co hrát: zadejte --hands nebo --matches větší než 0
cli-ray-missing = backend ray potřebuje ray: pip install 'majlis[ray]'
cli-catalogue-problems = { $n ->
        [one] { $n } problém v katalozích jazyků { $languages }
        [few] { $n } problémy v katalozích jazyků { $languages }
       *[other] { $n } problémů v katalozích jazyků { $languages }
    }

## majlis verify-event
cli-not-an-event = { $address } není adresa akce (https://HOST/e/EVENT)
cli-address-answered = { $address } odpověděla { $status }
cli-address-unread = { $address } nelze přečíst: { $why }
cli-address-not-json = { $address } neodpověděla v JSON

## Odmítnuté volby hry
cli-unknown-game = neznámá hra { $game } (známé: { $known })
cli-unknown-option = volba { $option } neexistuje (volby: { $options })
cli-options-mapping = volby jsou názvy s hodnotami
cli-option-text = volby pište jako KEY=VALUE, ne { $item }
cli-option-twice = volba { $option } je zadána dvakrát
cli-option-value = volba { $option }={ $value } není povolena (true nebo false)
cli-option-value--low--high = volba { $option }={ $value } není povolena (celé číslo od { $low } do { $high })
cli-option-value--low = volba { $option }={ $value } není povolena (celé číslo od { $low })
cli-option-value--high = volba { $option }={ $value } není povolena (celé číslo do { $high })
cli-option-value--choices = volba { $option }={ $value } není povolena (jedna z: { $choices })
cli-unknown-bot = neznámý bot { $bot } (úrovně: { $levels }; nebo package.module:ClassName)
cli-bot-unloadable = bota { $bot } nelze načíst: { $why }
cli-bot-unmade = bota { $bot } nelze vytvořit: { $why }
cli-not-a-bot = { $bot } není bot (potřebuje metodu act(game, view, legal, rng))
cli-untrusted-bot = záznam jmenuje bota { $bot }, který není vestavěná úroveň ({ $levels }); jeho načtení by spustilo kód: zadejte --trust-bots, pokud souboru věříte
cli-seat-range = --seat musí být místo od 0 do { $last }
cli-bots-empty = --bots má prázdnou položku
cli-bots-count = --bots potřebuje pro tuto hru { $counts } nebo { $most } botů, ne { $given }

## majlis games
cli-games-option = volba
cli-games-default = výchozí
cli-games-values = hodnoty
cli-games-meaning = význam
cli-allowed-flag = true nebo false
cli-allowed-number--low--high = celé číslo od { $low } do { $high }
cli-allowed-number--low = celé číslo od { $low }
cli-allowed-number--high = celé číslo do { $high }
cli-allowed-one-of = jedna z: { $choices }
cli-allowed-list = seznam oddělený čárkami z: { $choices }
