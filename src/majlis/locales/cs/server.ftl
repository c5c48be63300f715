### The pages the server writes itself, where no script runs: an error page for an address with nothing at it.
### Czech, with the French-suited card words Czech players use (srdce, káry, kříže, piky; eso, král, dáma, kluk): written by a non-native speaker, and a native speaker's read is wanted.

error-404-title = Nic tu není
error-404 = Na této adrese žádná stránka není.
error-405-title = Nepovoleno
error-405 = Tato adresa na tento druh požadavku neodpovídá.
error-413-title = Příliš velké
error-413 = Požadavek byl větší, než server přijme.
error-title = Něco se pokazilo
error = Server na tento požadavek nedokázal odpovědět.
error-back = Zpět ke stolům

## The rules page of a game (/rules/GAME), around the game's own text and words, and the page of a game that does not exist.

rules-page-rules = Pravidla
rules-page-players = hráči: { $n }
rules-page-players_range = hráči: { $low } až { $high }
rules-page-minutes = asi { $n } minut
rules-page-options = Domácí pravidla u nového stolu
rules-page-option = Možnost
rules-page-default = Výchozí
rules-page-means = Co znamená
rules-page-no_options = Tato hra nemá žádná domácí pravidla na výběr.
rules-page-lobby = Založit stůl
rules-page-learn = Naučit se hrát
rules-page-missing = Taková hra neexistuje
rules-page-missing_text = Hra jménem { $game } neexistuje. Hry:

## The page's HTML until its script draws it (a browser without JavaScript).

page-needs-script = Ke hře potřebuje majlis JavaScript.
