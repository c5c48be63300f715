### asymmetric_badam_saat: the lesson's words (majlis learn, the page's lesson).
### Czech card words (piky, srdce, káry, kříže; eso, král, dáma, kluk); a native speaker's read is wanted.

learn-intro = Asymetrický Badam Saat pro dva: každý čtyři karty, čtyři lícem nahoru na stole a zbytek v talonu. Karta pasuje vedle karty své barvy na stole, o jednu výš nebo níž. Kdo první vyprázdní ruku, vyhrává.
learn-end = To bylo kolo asymetrického Badam Saat: hrajte vedle karet na stole, po prvním společném pasu otevírejte chybějící barvy a při každém společném pasu si lízněte. Poražený platí karty v ruce i ty, co zbyly v talonu.
learn-move_0-say = Na stole leží 9♦, 4♥, 4♠ a 10♠. Žádná vaše karta na ně ve své barvě nenavazuje, takže musíte dát pas.
learn-move_3-note = Oba jste dali pas po sobě: společný pas. Od prvního společného pasu smí přijít i karta barvy, která na stole chybí.
learn-move_4-say = Kříže na stole chybějí, takže je teď vaše 6♣ může otevřít. Zahrajte ji.
learn-move_7-note = Další společný pas: teď si každý z vás lízne jednu kartu z talonu a kdo dal pas první, hraje dál.
learn-move_88-note = Zahráli jste poslední kartu a vyhráli. Soupeř platí hodnoty karet v ruce a bod za každou kartu, která zbyla v talonu: 87.
