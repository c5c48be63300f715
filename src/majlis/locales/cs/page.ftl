### The page's own words (src/majlis/server/static/js): its buttons, labels and sentences.
### Czech, with the French-suited card words Czech players use (srdce, káry, kříže, piky; eso, král, dáma, kluk): written by a non-native speaker, and a native speaker's read is wanted.

## The lobby and the table: starting a table, its seats, turns, scores, records, reactions.

ui-title = Majlis
ui-table_id = Stůl { $id }
ui-language = Jazyk
ui-four_colour = Čtyři barvy
ui-new_table = Založit stůl
ui-game = Hra
ui-options = Možnosti
ui-seats = Místa
ui-human = Hráč
ui-name = Jméno
ui-turn_clock = Hodiny na tah (za hráče, který se zdrží, táhne bot)
ui-create = Založit stůl
ui-your_tables = Vaše stoly
ui-copy = Kopírovat odkaz
ui-copied = Zkopírováno
ui-forget = Zapomenout
ui-watch_link = Diváci
ui-seat_link = Místo { $n }
ui-sit = Sednout si sem
ui-links = Pošlete každému kamarádovi jeho odkaz
ui-seat_n = Místo { $n }
ui-you = Vy
ui-turn = Čeká se na: { $seat }…
ui-your_turn = Jste na tahu
ui-cards = v ruce { $n }
ui-tricks = štychy: { $n }
ui-away = mimo stůl
ui-partner = spoluhráč
ui-take_back = Vrátit se na své místo
ui-bot_has_seat = Za vás teď hraje bot.
ui-spectating = Díváte se.
ui-connecting = Připojování…
ui-reconnecting = Spojení ztraceno, připojuji znovu…
ui-hand_n = Hra { $n }
ui-totals = Celkem
ui-scores = Body
ui-log = Tahy této hry
ui-continue = Pokračovat
ui-winners =
    { $n ->
        [one] Vítěz
        [few] Vítězové
       *[other] Vítězové
    }: { $names }
ui-no_winner = Zápas skončil.
ui-leading = Zápas vede: { $names }, celkem { $total } ({ $rule }).
ui-all_level = Všichni nastejno, každý { $total } ({ $rule }).
ui-play_again = Hrát znovu
ui-wants_again = chce další zápas
ui-waiting_again = Čeká se, až ostatní souhlasí…
ui-download = Stáhnout záznam
ui-match_over = Zápas skončil
ui-clock = zbývá { $n } s
ui-open_record = Otevřít soubor se záznamem
ui-record_viewer = Prohlížeč záznamů
ui-bad_record = Tento soubor není záznam: { $reason }
ui-record_error = Záznam porušuje pravidlo ve hře { $hand }, tah { $index } ({ $seat }: { $action }): { $reason }
ui-record_turn = Záznam porušuje pravidlo ve hře { $hand }, tah { $index }: na tahu je { $to_move }, ne { $seat } ({ $action }).
ui-not_json = Tento soubor není záznam: záznam je soubor JSON, který dohraný stůl nabízí ke stažení.
ui-nothing_played = Zatím se nic nehrálo: karty tak, jak byly rozdány.
ui-deal = Rozdání
ui-previous = Předchozí hra
ui-next = Další hra
ui-holds = { $seat } drží

## The table's own refusals (a game's come with its words), spoken to the player.

ui-took = bere { $seat }
ui-open_end = volný konec { $n }
ui-table_cards = Na stole
ui-hand = Vaše ruka
ui-error = Něco se pokazilo: { $message }
ui-keys = Klávesy: šipky vybírají kartu, Enter ji zahraje, písmena mačkají tlačítka.
ui-play = Zahrát { $item }
ui-status-playing = hraje se
ui-status-over = dohráno
reaction-hello = Ahoj!
reaction-well_played = Dobře zahráno
reaction-oops = Jejda
reaction-thanks = Díky
reaction-hurry = Pospěš si
reaction-good_game = Pěkná hra

## Words added with the page's fixes: picked cards, the list option's buttons, and the summary of how a hand ended.

ui-picked = vybraná
ui-list_add = Přidat
ui-list_remove = Odebrat
ui-how_ended = Jak hra skončila
ui-key = Klávesa: { $key }
ui-type_number = Napište číslo od { $low } do { $high }.

## Words of a turn without friction: a choice confirmed, a move that plays itself, and links that lead nowhere.

ui-chosen = Vybráno { $n } z { $of }.
ui-change_mind = Vybranou kartu vrátíte dalším stisknutím.
ui-confirm = Potvrdit
ui-confirm_prompt = Vše vybráno: stiskněte Potvrdit.
ui-autoplay = hraje se
ui-not_a_seat = Tento odkaz nepatří k žádnému místu u tohoto stolu: možná je pro jiný stůl.
ui-watch_table = Dívat se na tento stůl
ui-to_lobby = Do předsálí
ui-actions = Tah po tahu
ui-action_n = Tah { $n } z { $of }
ui-first_action = První
ui-previous_action = Předchozí tah
ui-next_action = Další tah
ui-last_action = Poslední
ui-every_hand = Jsou vidět karty všech míst: záznam obsahuje celé rozdání.
ui-cut_off = Tento odkaz byl useknutý, a tak se stůl otevřel jen pro diváky: požádejte o celý odkaz, abyste si sedli na své místo.

## The server's refusals by code (ui.refusal.CODE), and by the fields it sent with one (ui.refusal.CODE+FIELD+...: see refusalWords), so that none reaches a page in English (the table's own refusals come with a key, worded as refusal.KEY above).

ui-hint = Nápověda
ui-talk = Chat
ui-talk_none = Zatím nikdo nic neřekl.
ui-talk_watcher = divák
ui-talk_more = Více
ui-talk_say = Napište něco
ui-talk_send = Odeslat
ui-talk_as_player = Abyste tu mohli psát, staňte se v předsálí hráčem.
ui-mute = Ztlumit
ui-block = Blokovat
ui-report = Nahlásit
ui-muted = { $name } je ztlumen(a): jeho či její zprávy už neuvidíte.
ui-blocked = { $name } je zablokován(a): jeho či její zprávy už neuvidíte a nebudete spolu sedět u stolu.
ui-reported = Nahlášeno správci. Děkujeme.

## Words of the rules: a game's card in the lobby (how many play, how long a match takes, its rules page) and the table's Rules dialog.

ui-players = hráči: { $n }
ui-players_range = hráči: { $low } až { $high }
ui-minutes = zápas trvá asi { $n } min
ui-rules = Pravidla
ui-rules_of = Pravidla: { $game }
ui-options_here = Domácí pravidla u tohoto stolu
ui-rules_page = Otevřít pravidla jako stránku
ui-close = Zavřít

## Words of the board that shows what just happened: a seat's last card, the trick taken last, what each seat was left holding, and the sounds switch.

ui-played = zahráno: { $item }
ui-last_trick = Poslední štych
ui-cards_left = Zbylo v ruce
ui-none_left = nic nezbylo
ui-sounds = Zvuky

## The review of play (review.js): its button, each decision, each seat, the luck.

ui-review = Rozbor
ui-reviewing = Rozbor probíhá…
ui-review_failed = Rozbor se nepovedl: { $reason }
ui-review_values = Hodnoty: body, které strana mohla čekat (± směrodatná chyba), posouzené jen podle toho, co místo tehdy vidělo; ≈ značí odhad, jehož chybu nešlo změřit: ten se nikdy neoznačuje.
ui-review_estimate = odhad: neoznačeno ani neomluveno
ui-review_estimated = { $n } posouzeno jen odhadem (bez značek)
ui-review_no_choice = Žádné rozhodnutí s výběrem.
ui-review_decision = { $seat }, tah { $n }: { $played } ({ $value }); nejlepší { $best } ({ $best_value }); ztráta { $loss }
ui-review_hindsight = Se znalostí všech karet (nespravedlivé měřítko): nejlepší { $best }
ui-review_seat = { $seat }: rozhodnutí { $decisions } ({ $forced } bez výběru), průměrná ztráta { $loss }; { $marks }
ui-review_level = hraje nejvíc jako { $bot } (herní skóre { $rating } z 1500 na žebříčku botů: není to rating)
ui-review_luck = { $seat }: štěstí { $luck }, výsledek { $result }, bez štěstí { $adjusted }
ui-mark-inaccuracy = nepřesnost
ui-mark-mistake = chyba
ui-mark-blunder = hrubá chyba

## The sentence a reviewed decision leads with (issue 37), and its fold of figures.

ui-review_why = { $action } { $reasons }
ui-review_and = { " " }a{ " " }
ui-review_then = { "; " }
ui-review_lead_best = { $played } byl nejlepší tah
ui-review_lead_better = { $best } byl lepší tah: { $played } ztratil { $loss }
ui-review_lead_even = { $played } byl stejně dobrý jako { $best }
ui-review_lead_about = { $best } vypadal jako lepší tah: { $played } ztratil asi { $loss }
ui-review_by_estimate = { " " }(odhad z nahraných her)
ui-review_details = podrobnosti

## Puzzles (puzzles.js)

ui-puzzles = Hádanky ze skutečných her
ui-puzzle_every_game = Všechny hry
ui-puzzle_daily = Hádanka dne
ui-puzzle_previous = Předchozí hádanka
ui-puzzle_next = Další hádanka
ui-puzzle_ask = { $game }: jeden tah je tu jasně nejlepší. Najděte ho.
ui-puzzle_solved = Správně: to je nejlepší tah.
ui-puzzle_failed = { $tried } ne: nejlepší tah je { $answer }.
ui-puzzle_themes = Témata:
ui-puzzle_rating = Váš rating v hádankách: { $before } → { $after }
ui-puzzle_tried = Už jste ji zkoušeli: váš rating v hádankách zůstává { $rating }.
ui-puzzle_unrated = Staňte se hráčem, abyste měli rating v hádankách.
ui-puzzle_why = Proč: { $best } (hodnota { $value }) poráží druhý nejlepší tah { $second } (hodnota { $second_value }) o { $gap }{ $exact }: zahrát ten by byla přinejmenším chyba.
ui-puzzle_exact = { " " }(spočítáno přesně)

## The guided first hand (learn.js)

ui-learn = Naučit se hrát
ui-learn_title = Naučte se hrát { $game }
ui-learn_summary = Hra skončila
ui-learn_play = Hrát u skutečného stolu
ui-learn_again = Začít lekci znovu

## How seats and bots are called, every word of it here. A bot's level (its id on the wire and in records: random, rules, search ...) is said as a difficulty a newcomer knows, with "bot" beside it; a bot's seat nobody named has a friendly name by its place at the table (the same in both languages, so that two people at one table speak of one "Salem"); a person's seat nobody named is "Player 2".

bot-random = Snadný
bot-rules = Střední
bot-search = Těžký
bot-search-strong = Expert
bot-learned = Beta
ui-bot = { $level } bot
ui-bot_for = { $level } bot hraje
ui-default_player = Hráč { $n }
ui-bot_name-1 = Latifa
ui-bot_name-2 = Salem
ui-bot_name-3 = Mariam
ui-bot_name-4 = Rašíd
ui-bot_name-5 = Hessa
ui-bot_name-6 = Chálid
ui-bot_name-7 = Amna
ui-bot_name-8 = Jusuf

## A shuffle anyone can check (shuffle.js): the commitment at the table, the viewer's check.

ui-shuffle_sealed = Míchání zapečetěno před rozdáním
ui-commitment = Otisk semínka (jeho SHA-256):
ui-shuffle_explained = Před prvním rozdáním bylo míchání tohoto zápasu určeno semínkem a každé místo dostalo tento jeho otisk. Po konci zápasu je semínko v záznamu, který si stáhnete: otevřete ho v prohlížeči záznamů (nebo spusťte majlis verify) a ověřte, že semínko odpovídá otisku a rozdalo každou hru, takže rozdání nikdo nenaaranžoval.
ui-shuffle_checked = Míchání ověřeno: každé rozdání odpovídá semínku zapečetěnému před prvním rozdáním.
ui-shuffle_unchecked = Tento záznam nemá otisk svého semínka, takže jeho míchání nelze ověřit.

## Players, quick play, open tables, a player's page and the leaderboards (player.js, community.js, profile.js).

ui-player_help = Vyberte si jednou jméno a budeme si pamatovat vaše zápasy, výsledky a rating. Žádné heslo ani e-mail; váš klíč drží tento prohlížeč.
ui-become = Vzít si toto jméno
ui-have_code = Kód z jiného zařízení:
ui-code = Kód
ui-use_code = Použít kód
ui-playing_as = Hrajete jako
ui-move_device = Kód pro jiné zařízení
ui-code_help = Napište tento kód na druhém zařízení do 15 minut; platí jen jednou.
ui-quick_play = Rychlá hra
ui-quick_help = Jedním stisknutím si sednete k otevřenému stolu této hry, který čeká nejdéle, nebo k novému, kde boti drží místa pro další lidi.
ui-quick_needs_name = Nejdřív si vyberte jméno (nahoře).
ui-rated = Hodnocená
ui-unrated = Přátelská
ui-free_seat = volné místo
ui-watch = Dívat se
ui-open_tables = Otevřené stoly
ui-waiting_tables = Čekají na lidi
ui-none_waiting = Žádný otevřený stůl nečeká.
ui-playing_tables = Hraje se
ui-leaderboards = Žebříčky:
ui-start_now = Začít hned
ui-leave_match = Opustit zápas
ui-done_start = Teď hrají boti.
ui-done_leave = Opustili jste zápas; dál hraje bot.
ui-leaderboard = Žebříček
ui-played_won = Zápasy: { $played }, výhry: { $won }
ui-no_rating = Zatím žádný hodnocený zápas.
ui-result_won = výhra
ui-result_place = { $place }. místo
ui-result_left = odchod: počítá se jako prohra
ui-download_record = Záznam
ui-no_matches = Zatím žádný odehraný zápas.
ui-no_player = Hráč s tímto jménem neexistuje.
ui-no_game = Hra s tímto jménem neexistuje.
ui-matches = Zápasy
ui-leaderboard_of = Žebříček: { $game }
ui-who = Hráč
ui-rating = Rating
ui-rated_matches = Hodnocené zápasy

## The review's table at each decision (review.js): the played and the better move.

ui-review_board = Stůl v tu chvíli
ui-review_played = zahráno: { $item }
ui-review_better = lépe: { $item }

## The lobby's open tables before their listing comes, while none can be had, and with no table waiting: quick play offered as the way in (community.js).

ui-open_looking = Hledají se otevřené stoly…
ui-open_unreachable = Otevřené stoly teď nejde vypsat: zkouším znovu…
ui-open_none = Teď není otevřený žádný stůl, ani k sezení, ani na dívání.
ui-open_quick_play = Rychlá hra vám jeden otevře: boti drží volná místa, dokud nepřijdou lidé.
ui-to_quick_play = Na rychlou hru
ui-sit_needs_name = Abyste si mohli sednout ke stolu, vyberte si nejdřív jméno (nahoře).

## The name rule, said under the name box, and the refusals of a name that breaks it (majlis.server.names): marks piled on a letter, padding, a bot's name, a look-alike of a player's, and more players from one address than an hour allows.

ui-name_rule =
    Jméno má 1 až { $letters } písmen, nanejvýš { $marks ->
        [one] { $marks } znaménko
        [few] { $marks } znaménka
       *[other] { $marks } znamének
    } na písmeni, žádné tatwíl ani mezery na vyplnění, a nepodobá se jménu jiného hráče ani bota.

## Ratings on the familiar scale, provisional until settled, and leaving a rated match (profile.js, community.js, board.js): the server gives every figure; the page words it.

ui-rating_settled = rating { $rating } (asi { $pm })
ui-rating_provisional = rating { $rating } (předběžný: asi { $pm }, dokud neproběhne pár dalších hodnocených zápasů)
ui-rating_after = rating { $rating }
ui-provisional = předběžný
ui-provisional_pm = předběžný, { $pm }
ui-uncertainty = Nejistota
ui-rating_plot = Rating po každém z { $n } hodnocených zápasů hry { $game }, teď { $rating }
ui-leaderboard_help = Seřazeno podle ratingu na stupnici, kterou používají šachové weby: nový hráč začíná na 1500? a je předběžný (označený ?, uvedený za ostatními), dokud rating neupřesní pár hodnocených zápasů. Boti stojí na stejné stupnici, podle svých naměřených výsledků.
ui-rated_leaving = V hodnoceném zápase se odchod počítá jako prohra. Když vám vypadne spojení, vaše místo na vás čeká s odpočtem, který vidí všichni; vrátíte-li se dřív, než doběhne, hrajete dál jako předtím.
ui-leave_rated = Dál za vás bude hrát bot a tento hodnocený zápas se započítá jako prohra. Odejít?
ui-grace_left = spojení ztraceno: { $seconds } s na návrat

## The host after Start: the table's waiting room with the friends' links to copy or share, and Start's progress and the outage it may meet (lobby.js).

ui-table_ready = Váš stůl ({ $game }) je připraven
ui-share = Sdílet
ui-share_text = Pojď si se mnou zahrát { $game } na majlis
ui-go_to_seat = Na své místo
ui-starting = Zakládám stůl…
ui-start_refused-unavailable = Server se teď nedostane ke své databázi, takže se žádný stůl nezaložil: zkuste to za minutu.

## Friends, their presence and invitations (friends.js).

ui-friends = Přátelé
ui-friends_help = Požádejte hráče podle jména o přátelství: přátelé vidí, kde jsou ti druzí, a zvou se navzájem ke svým stolům.
ui-friend_name = Jméno hráče
ui-ask_friend = Požádat o přátelství
ui-friend_outcome-asked = Požádáno: { $name } vaši žádost uvidí.
ui-friend_outcome-friends = Vy a { $name } jste teď přátelé.
ui-friend_outcome-already = Už požádáno, nebo už jste přátelé.
ui-asking_you = Žádají vás o přátelství
ui-accept = Přijmout
ui-decline = Odmítnout
ui-you_asked = Čeká se na odpověď:
ui-presence-lobby = online, v předsálí
ui-presence-table = u stolu: { $game }
ui-presence-away = pryč
ui-remove_friend = Odebrat
ui-remove_friend_sure = Ukončit přátelství s { $name }?
ui-hide_presence = Skrýt před přáteli, kde jsem
ui-notify_why = Když vás přítel pozve ke stolu, zatímco je tato karta skrytá, majlis vám to může oznámit upozorněním.
ui-notify_allow = Povolit upozornění
ui-notify_later = Teď ne
ui-notification_title = majlis: pozvánka
ui-invited_you = { $name } vás zve na { $game }
ui-join = Přidat se
ui-invite_friend = Pozvat přítele
ui-invite = Pozvat
ui-invite_seat = na místo { $seat }
ui-invite_table = k tomuto stolu
ui-invite_sent = Pozváno: { $name } to hned uvidí.

## Events (events.js, event.js; docs/events.md): the list, the form, an event's page.

ui-events = Akce
ui-events_help = Arény: přidejte se během časového okna, odehrajte, kolik zápasů stihnete, a každý zápas se počítá.
ui-events_running = Právě běží
ui-events_upcoming = Chystají se
ui-events_finished = Skončily
ui-events_none = Žádné.
ui-kind_arena = Aréna
ui-create_event = Vytvořit akci
ui-event_needs_name = Nejdřív si v předsálí vezměte jméno:
ui-event_title = Název
ui-event_start_after = Začne za (minut)
ui-event_length = Délka (minut)
ui-event_starts_in = Začne za { $left }
ui-event_ends_in = Skončí za { $left }
ui-event_last_matches = Čas vypršel: hrají se poslední zápasy.
ui-event_finished_at = Skončila { $when }
ui-event_by = pořádá { $name }
ui-event_window-arena = Aréna běží { $length }.
ui-event_register = Přihlásit se
ui-event_unregister = Odhlásit se
ui-event_registered = Jste přihlášeni.
ui-event_join = Přidat se
ui-event_pause = Pauza (neposazovat mě)
ui-event_playing = Jste ve hře.
ui-event_call = Váš stůl je připraven!
ui-go_to_table = Ke svému stolu
ui-event_rules = Pravidla a bodování
ui-event_kind_rules-arena = Přidat se a odejít můžete kdykoli, dokud aréna běží. Kdo je volný, hned se posadí s ostatními volnými; když { $wait } sekund nikdo další volný není, zbylá místa obsadí boti (boti nikdy nebodují). Po vypršení času se už nikdo neposadí; rozehrané zápasy se ale počítají.
ui-scoring-arena-place_points = Každý zápas dá bod za každé místo nad posledním: ze čtyř první 3, druhý 2, třetí 1, poslední 0 (odchod ze zápasu se počítá jako poslední místo). Dvě první místa za sebou vás rozpálí: každý zápas odehraný v zápalu se počítá dvojnásob, dokud nějaký nevyhrajete.
ui-standings = Pořadí
ui-points = Body
ui-firsts = První místa
ui-fire = v zápalu
ui-on_fire = V zápalu: další zápasy se počítají dvojnásob
ui-at_table = u stolu
ui-waiting = čeká
ui-paused = pauza
ui-no_entrants = Zatím se nikdo nepřihlásil.
ui-event_tables = Stoly
ui-event_bots =
    { $n ->
        [one] { $n } bot
        [few] { $n } boti
       *[other] { $n } botů
    }
ui-no_event = Taková akce neexistuje.

## The language's own name, as the language choice offers it; the names of cards and suits, a card named in a sentence, and the comma between the items of a list.

language-name = Čeština
suit-C = kříže
suit-D = káry
suit-H = srdce
suit-S = piky
rank-2 = dvojka
rank-3 = trojka
rank-4 = čtyřka
rank-5 = pětka
rank-6 = šestka
rank-7 = sedma
rank-8 = osma
rank-9 = devítka
rank-T = desítka
rank-J = kluk
rank-Q = dáma
rank-K = král
rank-A = eso
card = { $rank } ({ $suit })
list-comma = { ", " }

## Duplicate events, an event's removal, and a friend in an event (event.js, events.js, friends.js).

ui-presence-event = na akci: { $title }
ui-kind_duplicate = Duplikát
ui-event_kind = Druh
ui-event_rounds = Kola
ui-event_round_minutes = Minut na kolo
ui-event_rounds_of =
    { $rounds ->
        [one] { $rounds } kolo
        [few] { $rounds } kola
       *[other] { $rounds } kol
    }, v každém se u všech stolů hrají stejná rozdání.
ui-event_round = Kolo { $round } z { $rounds }: dohráno { $over } z { $boards } rozdání.
ui-event_commitment = Závazek k semínku rozdání:
ui-event_seed = Semínko:
ui-event_top = Z
ui-a_bot = bot
ui-event_boards = Rozdání
ui-event_board = Kolo { $round }, rozdání { $board }
ui-event_window-duplicate = Čas na každé kolo: { $length }.
ui-duplicate_alone = Každé rozdání se zatím hrálo jen u jednoho stolu: stejné karty nedržel nikdo jiný, a tak jsou všechny srovnávací body 0.
ui-event_kind_rules-duplicate = Přihlaste se před začátkem. V každém kole se hráči rozlosují ke stolům a všechny stoly hrají stejná rozdání, každé jedním zápasem; hráči se u stolu od rozdání k rozdání posouvají, takže každý jednou drží karty každého místa. Kolo končí, když každý stůl odehraje všechna rozdání, nebo když vyprší jeho čas: pak za opozdilce dohrají boti a rozdání se počítají tak, jak je boti odehráli. Stoly kola nikdo neuvidí, dokud kolo neskončí.
ui-scoring-duplicate-matchpoints = Srovnávací body: u každého rozdání se součet vašeho zápasu porovná se součty všech, kdo u ostatních stolů drželi karty stejného místa: 1 bod za každého, koho porazíte (nižší součet tam, kde je nižší lepší), ½ za každou shodu. Body kola se do pořadí přičtou, až kolo skončí; „z“ je nejvíc, kolik jste mohli získat.
ui-event_removed = Hostitel tuto akci zrušil.

## Stránka hostitele (/admin): hlášení, záznam zásahů a zásahy samy.

ui-admin_title = Hostitel
ui-admin_key = Klíč hostitele
ui-admin_name = Vaše jméno
ui-admin_show = Ukázat hlášení
ui-admin_acts = Zásah
ui-admin_player = Hráč
ui-admin_minutes = Minuty
ui-admin_table = Stůl
ui-admin_event = Akce
ui-admin_reason = Důvod
ui-admin_act_silence = Umlčet
ui-admin_act_ban = Zakázat
ui-admin_act_unban = Zrušit zákaz
ui-admin_act_close = Zavřít stůl
ui-admin_act_remove_event = Zrušit akci
ui-admin_done = Hotovo: { $act }, { $detail }
ui-admin_reports = Hlášení
ui-admin_log_title = Záznam
ui-admin_report = #{ $id } od { $reporter }
ui-admin_against = proti { $player }
ui-admin_at_table = u stolu { $place }
ui-admin_in_event = v akci { $place }
ui-admin_report_line = { $who }: { $reason }
ui-admin_no_reason = (bez udání důvodu)
ui-admin_watching = divák
ui-admin_seat = místo { $seat }
ui-admin_said = { $name } ({ $where }, zápas { $match }): { $text }
ui-admin_said_event = { $name } (v akci): { $text }
ui-admin_log = { $at } { $by }: { $act } { $subject } { $detail }

## Offline practice: a table against bots played in the browser, with no server.

ui-practice_offline = Trénovat offline
ui-offline_practice = Trénink proti botům offline: tento stůl se hraje ve vašem prohlížeči a jeho zápas se uloží v tomto zařízení.
ui-offline_starting = Připravuje se offline stůl…
ui-kept_offline = Hráno offline na tomto zařízení
