### sedma: the lesson's words (majlis learn, the page's lesson).
### Czech domino words (kostka, dublet, had); a native speaker's read is wanted.

learn-intro = Sedma: domino pro čtyři, každý sám za sebe, každý sedm kostek. Kostky se přikládají k jednomu konci jediného hada. Body přinášejí jen položené dublety.
learn-end = To bylo kolo Sedmy: přikládejte k volnému konci a dublety si šetřete, až budou v hadovi nižší dublety. Kdo první dosáhne 60 bodů, vyhrává zápas.
learn-move_0-note = Hráči 2 byl nabídnut výnos a položil 2-2: každé kolo začíná dubletem a jeho položení dává 1 bod.
learn-move_3-say = Na volném konci je 1: zahrajte kostku s jedničkou. Pasují tři; zahrajte 1-4 a nechte si 0-1, cestu k vašemu prázdnému dubletu.
learn-move_3-why = Nechte si 0-1: může přivést hada k nule pro váš dublet 0-0. Zahrajte 1-4.
learn-move_4-note = Hráč 2 položil 4-4: dublet dává 1 bod a navíc 1 za každý nižší dublet, který už v hadovi je. Nad 2-2 dává 2.
learn-move_7-say = Na volném konci je 6 a žádná vaše kostka šestku nemá: pas.
learn-move_27-say = Na volném konci je 0 a vy máte prázdný dublet. Položený platí jako nejvyšší dublet: 1 bod a 1 za každý dublet v hadovi (2-2, 4-4, 6-6, 1-1). Položte 0-0 za 5!
learn-move_27-why = Kostka 0-1 nic nedá; 0-0 je tu dublet za 5. Položte ho.
