### Every refusal, by its code (wire.CODES) or the table's key (seats.TABLE_REFUSALS), with the fields it carries: one sentence wherever it shows.
### Czech, with the French-suited card words Czech players use (srdce, káry, kříže, piky; eso, král, dáma, kluk): written by a non-native speaker, and a native speaker's read is wanted.

## The table's own refusals (a game's come with its words), spoken to the player.

refusal-not_your_turn = Nejste na tahu.
refusal-stale = Stůl se mezitím pohnul: podívejte se znovu a zkuste to znovu.
refusal-no_bot = Za vás nehraje žádný bot.
refusal-not_over = Zápas ještě neskončil.
refusal-unknown_action = To není tah této hry.
refusal-earlier_rules = Tento stůl začal podle starší verze pravidel, a tak byl zavřen.

## Words added with the page's fixes: picked cards, the list option's buttons, and the summary of how a hand ended.

refusal-bad_name = jméno má 1 až { $letters } viditelných písmen

## The server's refusals by code (ui.refusal.CODE), and by the fields it sent with one (ui.refusal.CODE+FIELD+...: see refusalWords), so that none reaches a page in English (the table's own refusals come with a key, worded as refusal.KEY above).

refusal-malformed = Server tomuto požadavku nerozuměl.
refusal-too_big = To je víc, než server přijme.
refusal-bad_options--option = Tato hra nemá možnost { $option }.
refusal-bad_options--option--value = { $option } nemůže být { $value }.
refusal-bad_options--option--value--low = { $option } je nejméně { $low }, ne { $value }.
refusal-bad_options--option--value--low--high = { $option } je od { $low } do { $high }, ne { $value }.
refusal-bad_options--option--value--choices = { $option } je jedno z: { $choices }; ne { $value }.
refusal-bad_options--values = Možnost se seznamem má nanejvýš { $values } hodnot.
refusal-too_many_tables = Máte otevřeno příliš mnoho stolů: než otevřete další, jeden dohrajte.
refusal-busy = Server je zaneprázdněný: zkuste to za chvíli.
refusal-foreign_origin = Stoly se zakládají z vlastní stránky tohoto serveru.
refusal-server_error = Server nedokázal odpovědět: zkuste to znovu.
refusal-not_allowed = Server tu tento požadavek nedovoluje.
refusal-not_found = Takový stůl neexistuje.
refusal-bad_token = Tento odkaz nedává žádné místo u tohoto stolu.
refusal-illegal = Pravidla tento tah nedovolují.
refusal-rate_limited = Příliš mnoho zpráv najednou: zpomalte.
refusal-unknown_type = Server tuto zprávu nezná.
refusal-no_hint = Nápověda je jen u stolu s jediným člověkem.
refusal-bad_chat = Zpráva něco říká, a to nanejvýš 200 znaky.
refusal-bad_chat--letters = Zpráva něco říká, a to nanejvýš { $letters } znaky.
refusal-silenced = Správce vám na chvíli ztlumil chat.
refusal-banned = Správce tohoto hráče vykázal.
refusal-not_admin = To není klíč správce.
refusal-closed = Správce tento stůl zavřel.

## Players, quick play, open tables, a player's page and the leaderboards (player.js, community.js, profile.js).

refusal-name_taken = Toto jméno má jiný hráč: vyberte si jiné.
refusal-bad_player = Hráč tohoto prohlížeče tu není znám: vyberte si jméno znovu.
refusal-bad_code = Tento kód je neznámý, použitý nebo starší než 15 minut.
refusal-opening = Stůl čeká, až přijdou lidé: stiskněte Začít hned a hrajte hned.
refusal-already_seated = Už čekáte u otevřeného stolu této hry (otevřete ho ze svých stolů).
refusal-full = U tohoto stolu už není volné místo.

## The refusals of the server that had only the table's own words (refusal.KEY), and a request too slow to come: every code of the server's refusals is worded here or above (ui.refusal.CODE), so that none reaches a page in English.

refusal-over = Zápas skončil.
refusal-too_slow = Požadavek přišel příliš pomalu: zkuste to znovu.

## A server that cannot reach its database (a restart of the database): the page shows that it is reconnecting, and does.

refusal-unavailable = Server se nedostane ke své databázi: připojuji znovu…

## The name rule, said under the name box, and the refusals of a name that breaks it (majlis.server.names): marks piled on a letter, padding, a bot's name, a look-alike of a player's, and more players from one address than an hour allows.

refusal-bad_name--marks =
    Písmeno nese nanejvýš { $marks ->
        [one] { $marks } znaménko
        [few] { $marks } znaménka
       *[other] { $marks } znamének
    }, jako samohlásku a šaddu.
refusal-bad_name--padding = Jméno nemá tatwíl, prázdnou výplň ani dvě mezery za sebou.
refusal-name_reserved = To je jméno bota (jméno se slovem „bot“) nebo nepojmenovaného místa („Hráč 2“): vyberte si jiné.
refusal-name_taken--like = Toto jméno patří hráči { $like }, nebo se mu podobá: vyberte si jiné.
refusal-too_many_players = Z této adresy vzniklo za poslední hodinu příliš mnoho hráčů: zkuste to později.
refusal-too_many_players--players =
    Z této adresy { $players ->
        [one] vznikl za poslední hodinu { $players } hráč
        [few] vznikli za poslední hodinu { $players } hráči
       *[other] vzniklo za poslední hodinu { $players } hráčů
    }, víc nelze: zkuste to později.

## Friends, their presence and invitations (friends.js).

refusal-not_friends = Pozvat jde přítele: nejdřív ho požádejte o přátelství.
refusal-too_many_friends = Příliš mnoho přátel nebo čekajících žádostí.
refusal-too_many_friends--most = Hráč má nanejvýš { $most } přátel a stejně tolik čekajících žádostí.

## Events (events.js, event.js; docs/events.md): the list, the form, an event's page.

refusal-not_creator = Na tomto serveru zakládají akce jen hráči vybraní správcem.
refusal-event_over = Tato akce skončila.
refusal-blocked = Jeden z vás toho druhého zablokoval: mezi vámi žádná žádost o přátelství ani pozvánka.

## Refusals added with duplicate events and the host's removal of an event.

refusal-bad_options = Tyto možnosti tu nejsou povoleny.
refusal-removed = Hostitel tuto akci zrušil.
