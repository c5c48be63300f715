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
