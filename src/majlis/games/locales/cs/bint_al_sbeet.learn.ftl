### bint_al_sbeet: the lesson's words (majlis learn, the page's lesson).
### Czech card words (piky, srdce, káry, kříže; eso, král, dáma, kluk); a native speaker's read is wanted.

learn-intro = Bint al-Sbít: čtyři hráči, každý sám za sebe, třináct štychů. Body jsou špatné: každé vzaté srdce je 1, 10♦ je 10 a piková dáma (bint) 13. Vyhrává nejnižší součet.
learn-end = To bylo kolo Bint al-Sbít: předejte nebezpečné karty, přiznávejte barvu a vyhýbejte se štychům se srdci, s 10♦ a s pikovou dámou. Zápas končí, když některý součet dosáhne 151; vyhrává nejnižší.
learn-move_9-say = Nejdřív každý předá tři karty, v tomto kole doleva. Předejte nebezpečné karty: vysoké srdce bere štychy plné bodů. Nejdřív předejte K♥.
learn-move_9-why = Nízké karty si nechte: bezpečně prohrávají štychy. K♥ by vzal srdcový štych i s body: předejte ho.
learn-move_10-say = Teď 10♥, vaše druhé vysoké srdce.
learn-move_10-why = 10♥ je vysoké srdce, které by bralo body: předejte ho.
learn-move_11-say = A K♣: vysoký kříž může vzít štych, do kterého někdo přihodí srdce nebo dámu.
learn-move_11-why = K♣ je nejnebezpečnější karta, která vám zbyla: předejte ho.
learn-move_18-say = Kdo má pikovou dámu a 10♦, smí je odkrýt, a tím zdvojnásobit jejich cenu pro toho, kdo je vezme. Ptáme se všech, takže otázka nic neprozradí. Nemáte ani jednu: pas.
learn-move_23-say = Můžete ohlásit minus: slib, že nevezmete žádný štych, za -20. Vezmete-li jeden, vaše body se zdvojí. S K♠, J♠ a vysokými kříži štych vezmete: pas.
learn-move_23-why = Minus je jen pro ruku nízkých karet; vaše vezme štych a zdvojí body. Pas.
learn-move_27-say = Vynesla se srdce a vy už žádné nemáte, takže smíte zahrát jakoukoli kartu. Odhoďte K♠: pik nad dámou by ji později mohl být nucen vzít.
learn-move_27-why = Když nemůžete přiznat barvu, odhoďte nejnebezpečnější kartu: K♠.
learn-move_29-say = Vynesly se kříže: musíte přiznat barvu. Hrajte nízko, 3♣, abyste štych nevzali.
learn-move_29-why = Vysoký kříž by mohl štych vzít; 3♣ nemůže.
learn-move_63-note = Hráč 2 zahrál pikovou dámu a právě jí ten štych vzal: bint je 13 bodů proti němu.
learn-move_75-note = Poslední štych je sehrán. Brali jste štychy, ale ani jedno srdce, 10♦ ani dámu: 0 bodů pro vás.
