### badam_saat: the lesson's words (majlis learn, the page's lesson).
### Czech card words (piky, srdce, káry, kříže; eso, král, dáma, kluk); a native speaker's read is wanted.

learn-intro = Badam Saat: sedmy otevírají každou barvu a barvy od nich rostou nahoru i dolů. Kdo první vyprázdní ruku, vyhrává; ostatním se počítají hodnoty karet, které jim zbyly.
learn-end = To bylo kolo Badam Saat: otevírejte barvy sedmami, prodlužujte je po jedné kartě a nechte si karty, na které navážete jen vy. Zápas má sedm kol; vyhrává nejnižší součet.
learn-move_0-note = Hráč 2 měl srdcovou sedmu 7♥, takže ji musel vynést.
learn-move_3-say = Karta pasuje, když je to sedma nové barvy, nebo navazuje na nejnižší či nejvyšší kartu rozehrané barvy. Pasují 7♣ a 8♠. Máte šest křížů: otevřete kříže sedmou 7♣.
learn-move_3-why = Se šesti kříži v ruce vám otevření křížů dovolí hrát na ně tah za tahem: zahrajte 7♣.
learn-move_7-say = 8♠ pasuje nad pikovou sedmu a kříže mohou růst oběma směry. Zahrajte 8♠: vaše piky pokračují až k J♠.
learn-move_7-why = Kříže na vás počkají; zahrajte 8♠ a posuňte piky.
learn-move_47-say = Zbývají dvě karty. Zahrajte A♦ (s nízkým esem leží pod 2♦) a majlis za vás ohlásí poslední kartu.
learn-move_51-note = Zahráli jste poslední kartu: vyhráváte kolo s 0. Každému dalšímu hráči se počítají hodnoty karet v ruce (kluk 11, dáma 12, král 13, eso 1).
