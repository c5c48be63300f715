### sabat_al_deemin: the lesson's words (majlis learn, the page's lesson).
### Czech card words (piky, srdce, káry, kříže; eso, král, dáma, kluk); a native speaker's read is wanted.

learn-intro = Sab'at ad-Dímin: čtyři hráči ve dvou týmech; váš spoluhráč sedí naproti. Tým, jehož hráč první vyhraje všechny své karty, vyhrává kolo. Zahrajme si jedno kolo spolu.
learn-end = To bylo kolo Sab'at ad-Dímin: 7♦ otevírá hru, každá barva roste po jedné kartě od své sedmy a tým, který první dohraje, získá body za karty soupeřů. Zápas se hraje do 500 bodů.
learn-move_2-say = Máte tři krále (K♣ K♥ K♠). Kdo má tři krále nebo tři esa, smí žádat nové rozdání; ptáme se všech, takže otázka nic neprozradí. Tahle ruka je pro vás dobrá: nechte si ji. Zvolte Pas.
learn-move_2-why = Nové rozdání by tuhle ruku zahodilo a s ní i vaši 7♦, která dává vašemu týmu výnos. Nechte si ji: zvolte Pas.
learn-move_4-note = Váš spoluhráč zdvojil: tým, který toto kolo vyhraje, bere dvojnásobek. Soupeři mohli ztrojit; dali pas.
learn-move_7-say = Máte 7♦: v Sab'atu kárová sedma otevírá hru, takže ji vynášíte.
learn-move_11-say = Karta pasuje, když je o jednu výš v už rozehrané barvě, nebo je to sedma nové barvy. Teď vám nic nepasuje, takže dáváte pas (džella). Zvolte Pas.
learn-move_15-say = 7♥ otevřela srdce, takže vaše 8♥ pasuje: kdo může hrát, musí. Zahrajte 8♥.
learn-move_23-say = Pasují dvě karty: J♦ a 10♠. J♦ můžete zahrát jen vy (10♦ leží a kluka máte vy), takže počká na pozdější tah. Teď zahrajte 10♠.
learn-move_23-why = J♦ může počkat: nikdo jiný ho zahrát nemůže. Zahrajte nejdřív 10♠ a J♦ si nechte na tah, kdy nic jiného nepasuje.
learn-move_35-note = Zbývá vám jedna karta: majlis za vás ohlásí poslední kartu.
learn-move_45-note = Váš spoluhráč zahrál poslední kartu: váš tým vyhrává kolo. Počítají se jen karty, které zbyly soupeřům v ruce (eso 20; král, dáma a kluk po 10; ostatní nic): A♦, A♥ a Q♥ dělají 50, zdvojeno 100.
