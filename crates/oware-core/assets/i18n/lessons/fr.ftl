# Apprendre l'awalé : le cours, les problèmes et leurs écrans. Français.

## L'écran Apprendre
learn-title = Apprendre l'awalé
learn-open = Apprendre
learn-open-tip = Des leçons, du premier semis à la première victoire, et des problèmes
learn-lessons = Leçons
learn-continue = Continuer d'apprendre
learn-start = Commencer la première leçon
learn-stars = { $stars } sur { $tasks } ★
learn-done-all = Toutes les leçons sont faites. Bravo !
learn-puzzles = Problèmes
learn-puzzle-of-the-day = Le problème du jour
learn-next-puzzle = Un problème pour moi
learn-your-rating = Votre classement aux problèmes : { $rating } (± { $deviation })
learn-tried = Problèmes essayés : { $tried } · résolus : { $solved }
learn-theme = Thème :
learn-theme-any = Tous
learn-history = Votre classement au fil du temps
learn-no-history = Résolvez un problème pour voir ici votre classement.
learn-close = Fermer
learn-not-read = Vos leçons et problèmes n'ont pas pu être lus ({ $error }) ; ceux de cette séance ne seront pas enregistrés.
learn-not-saved = Vos leçons et problèmes n'ont pas pu être enregistrés : { $error }

## Une leçon sur le plateau
lesson-of = Leçon { $number } sur { $count } : { $title }
lesson-task-of = Exercice { $task } sur { $tasks }
lesson-right = ★ Bravo !
lesson-try-again = Pas celui-ci. Le plateau est remis comme avant : essayez encore.
lesson-next-task = Suivant (Entrée)
lesson-next-lesson = Leçon suivante (Entrée)
lesson-play-game = Jouer votre première partie
lesson-back = Retour aux leçons
lesson-done = Leçon terminée : { $stars } sur { $tasks } ★
lesson-game-won = Vous avez gagné votre première partie. Vous savez jouer à l'awalé !

## Pourquoi un coup n'est pas la réponse
learn-why-empty = Le trou { $pit } est vide : on ne sème qu'un trou qui a des graines.
learn-why-not-yours = Le trou { $pit } est à { $side }. Vous semez vos propres trous, dans la rangée la plus proche de vous.
learn-why-must-feed = { $opponent } n'a plus de graines. { $pit } ne l'atteint pas, et un coup qui l'atteint doit être joué.
learn-why-grand-slam-forbidden = { $pit } prendrait toutes les graines de l'autre camp, ce que ces règles interdisent.
learn-why-game-over = La partie est finie.
learn-why-other-pit = L'exercice demande le trou { $asked }.
learn-why-landed = La dernière graine tombe en { $landed }, pas en { $wanted }. Comptez un trou par graine, en commençant par le trou suivant.
learn-why-captures-only = Ce coup prend { $got }, pas { $wanted }. Pour prendre, la dernière graine doit tomber chez Nord et y faire 2 ou 3.
learn-why-grand-slam = Ce coup prendrait toutes les graines de Nord : un grand chelem. À l'abapa, il ne prend rien.
learn-why-not-the-most = Ce coup prend { $got } ; un autre en prend { $most }.
learn-why-gives-away = Après ce coup, Nord peut prendre { $seeds }. Regardez les trous que Nord peut atteindre.
learn-why-store-short = Après ce coup vous avez { $have } ; il en faut { $wanted }.
learn-why-game-goes-on = Après ce coup, la partie continue.

## Les leçons
lesson-board = Le plateau et les graines
lesson-board-1 = Voici le plateau. Vos six trous forment la rangée du bas, de A à F. Les six de Nord forment celle du haut. Chaque trou commence avec 4 graines. Cliquez sur le trou A pour le semer.
lesson-board-1-then = Vous avez pris les 4 graines de A et les avez posées une à une : B, C, D et E en ont reçu une chacun.
lesson-board-2 = On sème toujours vers la droite le long de sa rangée. Semez maintenant le trou F, le dernier de votre rangée.
lesson-board-3 = On ne sème qu'un trou qui a des graines. Lequel de vos trous en a ? Semez-le.
lesson-board-3-then = Exact : un trou vide ne se joue pas.

lesson-sowing = Semer, une graine par trou
lesson-sowing-1 = B a 3 graines. Semer B en pose une en C, une en D et une en E. Semez B.
lesson-sowing-1-then = Une graine dans chaque trou, jamais deux, sans en sauter.
lesson-sowing-2 = Après F, les graines continuent dans la rangée de Nord : a, b, c… Semez F et regardez-les passer.
lesson-sowing-2-then = Le plateau est un cercle : votre rangée, puis celle de Nord, puis la vôtre.
lesson-sowing-3 = Faites tomber la dernière graine dans le trou a de Nord, le premier après F.

lesson-counting = Où tombera la dernière graine ?
lesson-counting-1 = Comptez avant de semer : C a 5 graines, elles vont en D, E, F, a et b. Quel trou pose sa dernière graine dans le trou b de Nord ?
lesson-counting-2 = Trouvez le trou dont la dernière graine tombe dans le trou d de Nord. Comptez les graines de chaque trou.
lesson-counting-3 = Parfois la dernière graine reste de votre côté. Faites-la tomber dans votre trou F.
lesson-counting-3-then = Compter les graines d'un trou dit où ira la dernière, avant de semer.

lesson-lap = Douze graines ou plus : un tour
lesson-lap-1 = A a 12 graines : une dans chacun des 11 autres trous, puis la douzième. Le trou de départ est sauté : la 12e graine va en B. Faites tomber la dernière graine dans votre trou B.
lesson-lap-1-then = A est resté vide : le trou de départ est toujours sauté.
lesson-lap-2 = E a 14 graines. Comptez-les tout autour du plateau, sans compter E. Faites tomber la dernière dans le trou b de Nord.
lesson-lap-3 = Un gros trou donne deux graines aux trous qu'il passe deux fois. Prenez au moins 4 graines.
lesson-lap-3-then = Après un tour, les trous de Nord avaient 2 ou 3 graines chacun : une grosse prise.

lesson-capture = Prendre 2 ou 3
lesson-capture-1 = Quand votre dernière graine tombe dans un trou de Nord et y fait 2 ou 3 graines, vous les prenez. Le trou a de Nord a 1 graine. Prenez 2 graines.
lesson-capture-1-then = Les graines prises vont dans votre grenier.
lesson-capture-2 = Le trou c de Nord a 2 graines : une de plus fait 3. Prenez 3 graines.
lesson-capture-3 = Seulement 2 ou 3 : un trou qui finit à 1 ou à 4 n'est pas pris. Trouvez le coup qui prend.
lesson-capture-3-then = Comptez les graines du dernier trou après votre graine : 2 ou 3, c'est une prise.

lesson-chain = Les prises en chaîne
lesson-chain-1 = Après une prise, regardez le trou d'avant. S'il a aussi 2 ou 3 graines, il est pris aussi, et ainsi de suite en arrière. Prenez 7 graines d'un coup.
lesson-chain-1-then = c, b et a ont été pris ensemble : une chaîne.
lesson-chain-2 = Une chaîne s'arrête au premier trou qui n'a pas 2 ou 3 graines. Jouez le coup qui prend le plus.
lesson-chain-3 = Une chaîne reste chez Nord : vos propres trous ne sont jamais pris. Prenez 6 graines.
lesson-chain-3-then = La chaîne a pris c, b et a, et s'est arrêtée à votre trou F.

lesson-grand-slam = Le grand chelem
lesson-grand-slam-1 = Un coup qui prendrait toutes les graines de Nord est un grand chelem. Semez F : il prendrait les deux trous de Nord.
lesson-grand-slam-1-then = À l'abapa, la règle jouée ici, un grand chelem ne prend rien : les graines restent où elles sont tombées.
lesson-grand-slam-2 = Ici, un coup est un grand chelem et ne prend rien. Un autre prend 4 graines et laisse une graine à Nord. Prenez au moins 2 graines.
lesson-grand-slam-2-then = Quand vous prenez, laissez au moins une graine à Nord.
lesson-grand-slam-3 = Certains jouent d'autres règles. Avec « le grand chelem prend tout », il prend tout. Avec ces règles, prenez 4 graines.
lesson-grand-slam-3-then = La variante jouée se choisit dans la fenêtre de nouvelle partie : l'abapa est celle du Ghana et des tournois.

lesson-feeding = Nourrir l'adversaire
lesson-feeding-1 = Nord n'a plus aucune graine. Quand vous pouvez lui en donner, vous le devez. Trouvez le coup qui nourrit Nord.
lesson-feeding-1-then = Un coup qui laisserait Nord sans rien est interdit tant qu'un coup qui le nourrit existe.
lesson-feeding-2 = Nord est encore vide. Un seul de vos trous atteint sa rangée. Nourrissez Nord.
lesson-feeding-3 = E et F nourrissent tous deux Nord. Après F, le trou f de Nord peut semer dans votre trou A et prendre. Nourrissez Nord sans lui donner de prise.
lesson-feeding-3-then = Avant de semer, regardez ce que Nord pourrait prendre ensuite.

lesson-game-end = Comment finit une partie
lesson-game-end-1 = Il y a 48 graines. Celui qui en prend plus de la moitié, 25 ou plus, gagne aussitôt. Vous en avez 23 : prenez-en 2 et gagnez.
lesson-game-end-1-then = 25 graines : vous gagnez !
lesson-game-end-2 = Il vous reste une graine, en F. Quand un joueur ne peut pas jouer — une rangée vide, ou aucun coup qui atteint l'autre camp — la partie finit et chacun prend les graines de son côté. Semez F.
lesson-game-end-2-then = Nord ne pouvait pas vous donner de graines : la partie est finie. Nord a pris les 6 graines de sa rangée : 24 à 24, partie nulle.
lesson-game-end-3 = Vous en avez 22. Prenez-en 3 ou plus pour dépasser 24 et gagner.
lesson-game-end-3-then = Une partie finit aussi quand la même position revient encore et encore : chacun prend alors les graines de son côté.

lesson-first-game = Votre première partie
lesson-first-game-1 = Avant votre première partie, trois habitudes. Un : prenez quand vous pouvez. Prenez 2 graines ou plus.
lesson-first-game-2 = Deux : avant de semer, regardez ce que Nord pourrait prendre ensuite. Le trou f de Nord a 2 graines et atteint vos trous A et B. Jouez le coup qui ne donne rien à Nord.
lesson-first-game-2-then = Vos trous à 1 ou 2 graines sont ceux que Nord peut prendre.
lesson-first-game-3 = Trois : quand plusieurs coups prennent, comptez lequel prend le plus. Prenez le plus de graines.
lesson-first-game-3-then = Jouez maintenant une partie entière contre l'ordinateur le plus doux, avec les conseils. Bonne chance !

## Problèmes
puzzle-title = Problème { $id } · classé { $rating }
puzzle-goal-win = { $side } joue et gagne la partie.
puzzle-goal-draw = { $side } joue : le seul coup qui ne perd pas.
puzzle-goal-gain = { $side } joue et gagne { $seeds } graines de plus.
puzzle-goal-save = { $side } joue : le seul coup qui garde { $seeds } graines de plus que tout autre.
puzzle-goal-win-child = { $side } joue : trouve le coup qui gagne la partie !
puzzle-goal-draw-child = { $side } joue : trouve le seul coup qui ne perd pas.
puzzle-goal-gain-child = { $side } joue : trouve le coup qui gagne { $seeds } graines !
puzzle-goal-save-child = { $side } joue : trouve le meilleur coup. Tous les autres font perdre des graines.
puzzle-moves = { $moves } coups à trouver
puzzle-your-move = À vous.
puzzle-reply = { $side } répond { $move }. À vous de nouveau.
puzzle-refuted = Après { $tried }, { $side } joue { $reply } et capture { $seeds }.
puzzle-refuted-wins = Après { $tried }, { $side } joue { $reply }, capture { $seeds } et gagne la partie.
puzzle-refuted-quiet = Après { $tried }, { $side } répond { $reply }, et le coup du problème fait mieux.
puzzle-wrong-ends = Ce coup termine la partie, moins bien que le coup du problème.
puzzle-illegal = { $move } ne peut pas être joué. { $why }
puzzle-take-back = Reprendre et essayer encore (Entrée)
puzzle-try-again = Repris. À vous de jouer.
puzzle-solution-playing = La solution, jouée sur le plateau : { $moves }. Votre classement : { $rating } ({ $change })
puzzle-solved = ★ Résolu ! Votre classement : { $rating } ({ $change })
puzzle-failed = Votre classement : { $rating } ({ $change })
puzzle-solution = Voir la solution
puzzle-solution-is = Solution : { $moves }
puzzle-next = Problème suivant (Entrée)
puzzle-back = Retour à Apprendre
puzzle-themes = Thèmes : { $themes }
puzzle-proof-tables = Prouvé par les tables de finales.
puzzle-proof-search = Prouvé par deux recherches du moteur.

theme-chain = prise en chaîne
theme-grand-slam = grand chelem évité
theme-feeding = nourrir
theme-starving = affamer
theme-big-pit = le tour du gros trou
theme-ending = compter jusqu'au bout
theme-quiet-move = un coup tranquille
theme-defence = défense
