# Oware — français. Les mêmes identifiants que le fichier anglais.
# Pluriels : en français, 0 et 1 sont au singulier ([one]).

## Sides and players

side-south = Sud
side-north = Nord
computer-level = Ordinateur (niveau { $level })

## Match formats, variants, speeds, themes

format-single = Partie unique
format-best-of-3 = En 3 manches
format-best-of-5 = En 5 manches
format-first-to-5 = Le premier à 5 victoires (Kumasi)
format-antigua = Antigua : le premier à 6, ou 3 d'avance
format-three-in-a-row = Trois d'affilée (Yoruba)
next-winner-starts = le gagnant commence
next-alternate = chacun son tour
grand-slam-forfeit = Sans effet : un grand chelem ne prend rien
grand-slam-allowed-if-winning = Permis s'il fait gagner
grand-slam-illegal = Interdit
grand-slam-capture-all = Prend tout
grand-slam-opponent-takes = L'adversaire prend le reste
cycle-automatic = fin automatique
cycle-by-agreement = d'un commun accord
speed-slow = Lente
speed-normal = Normale
speed-fast = Rapide
speed-instant = Instantanée
theme-wood = Bois classique
theme-dark = Sombre
theme-high-contrast = Contraste élevé

## Review marks

quality-good = bon
quality-inaccuracy = imprécision
quality-mistake = erreur
quality-blunder = gaffe
count-inaccuracies = { $count ->
    [one] { $count } imprécision
   *[other] { $count } imprécisions
}
count-mistakes = { $count ->
    [one] { $count } erreur
   *[other] { $count } erreurs
}
count-blunders = { $count ->
    [one] { $count } gaffe
   *[other] { $count } gaffes
}
review-no-mistakes = aucune erreur
list-separator = {", "}

## The end of a game, refused moves

end-majority = plus de la moitié des graines capturées
end-no-moves = plus aucun coup possible : les graines du plateau ont été prises
end-cycle = la position s'est répétée : chacun a pris ses propres graines
refused-not-your-pit = { $pit } est un trou de { $owner } : { $mover } doit jouer
refused-empty-pit = { $pit } est vide : choisissez un trou qui a des graines
refused-must-feed = { $opponent } n'a plus de graines : vous devez le nourrir
refused-grand-slam = { $pit } prendrait toutes les graines de { $opponent } (grand chelem), ce que ces règles interdisent
refused-game-over = La partie est finie

## Counting exercises

exercise-count-title = Compter les graines
exercise-last-seed-title = Où tombe la dernière graine ?
exercise-capture-title = Combien prend-il ?
exercise-most-title = Quel coup prend le plus ?
exercise-after-title = Combien après le coup ?
exercise-count-question = Combien de graines y a-t-il dans le trou { $pit } ?
exercise-last-seed-question = Où tombe la dernière graine si l'on sème { $move } ? Cliquez sur le trou.
exercise-capture-question = Combien de graines { $move } prend-il ?
exercise-most-question = Quel coup de { $side } prend le plus de graines ? Cliquez sur son trou.
exercise-after-question = Combien de graines le trou { $pit } aura-t-il après avoir semé { $move } ?

## Hint reasons

hint-captures = prend { $count }
hint-leaves-capturable = { $count ->
    [one] laisse { $count } graine à prendre au coup suivant
   *[other] laisse { $count } graines à prendre au coup suivant
}
hint-feeds = nourrit l'adversaire
hint-forced-by-feeding = imposé : l'adversaire n'a plus de graines et doit être nourri
hint-proven-won = mène à une position gagnée
hint-proven-drawn = mène à une position nulle
hint-proven-lost = mène à une position perdue
hint-grand-slam = grand chelem

## Menu bar

menu-game = Partie
menu-view = Affichage
menu-match-score = { $format } : { $south } { $south_wins } – { $north_wins } { $north } (nulles { $draws })
menu-tables-progress = tables { $done }/{ $seeds }
menu-tables-progress-tip = Les tables de finales se construisent pour l'ordinateur et les conseils, chaque taille gardée dès qu'elle est prête : le jeu continue, et fermer le programme n'en perd rien
menu-new-game = Nouvelle partie…
menu-play-again = Rejouer
menu-practice = Entraînement au calcul
menu-practice-tip = Compter les graines, trouver où tombe la dernière, compter les prises
menu-review = Analyser la partie
menu-review-tip = Chaque coup noté : bon, imprécision, erreur ou gaffe
menu-open = Ouvrir…
menu-open-tip = Un match enregistré (.ron) ou la notation d'une partie de n'importe quel programme d'awélé (.ogn)
menu-open-recent = Ouvrir un fichier récent
menu-open-recent-none = rien pour l'instant
menu-save-as = Enregistrer sous…
menu-save-as-tip = Le match entier, pour le reprendre plus tard (.ron)
menu-export = Exporter en OGN…
menu-export-tip = La partie dans une notation que lisent les autres programmes d'awélé (.ogn)
menu-save = Enregistrer
menu-load = Charger la partie enregistrée
menu-settings = Réglages…
menu-rules = Comment jouer
menu-quit = Quitter
view-counts = Nombre de graines (Maj+C)
view-always-hints = Toujours montrer les conseils
settings-turn-board = Tourner le plateau quand je joue Nord
settings-turn-board-tip = Quand vous jouez Nord contre l'ordinateur, votre rangée est en bas (en ligne, chaque joueur voit toujours sa rangée en bas)
view-history = Historique des coups
view-sound = Son (Ctrl+M)
view-speed = Vitesse de l'animation
view-tables = Tables de finales
view-tables-size = { $seeds } graines
tables-confirm-title = Tables de finales plus grandes
tables-confirm-text = Les tables à { $seeds } graines rendent l'ordinateur et les conseils exacts dans plus de finales.
    Elles sont construites une fois, en arrière-plan, pendant que vous jouez : { $cost }.
    La construction prend une dizaine de minutes sur un ordinateur à deux cœurs.
tables-confirm-build = Les construire
tables-confirm-not-now = Pas maintenant
tables-cost = { $disk } sur le disque, environ { $memory } de mémoire pendant la construction
turn-undo = ⟲ Annuler
turn-redo = ⟳ Rétablir
turn-end-by-agreement = Finir d'un commun accord
turn-end-by-agreement-tip = La position s'est répétée : chacun prend les graines de son côté
turn-hints = 💡 Conseils
turn-hints-tip = H : la valeur de chaque coup, le meilleur, les menaces, et pourquoi
status-wins = { $name } gagne { $won }–{ $lost }
status-wins-because = { $name } gagne : { $why }
status-draw = Nulle { $south }–{ $north }
status-thinking = Réflexion…
status-to-move = { $name } joue
status-hint-depth = {" "}· conseils à la profondeur { $depth }

## The end of a game

banner-title = Partie terminée
banner-wins = { $name } gagne !
banner-draw = Match nul
banner-match-won = { $name } gagne le match
banner-match-over = Le match est terminé
banner-play-again = Rejouer
banner-new-match = Nouveau match
banner-next-game = Partie suivante
banner-look = Regarder le plateau
banner-review-moves = Voir l'analyse des coups
banner-reviewing = Analyse des coups… { $done }/{ $total }
review-player-summary = { $name } : { $summary }

## New game

new-game-title = Nouvelle partie
new-game-abapa = Abapa (standard)
new-game-start = Commencer
new-game-replaces-game-in-play = La partie en cours n'est pas finie : une nouvelle partie l'arrête inachevée.
new-game-start-anyway = Commencer quand même
number-refused = « { $typed } » n'est pas un nombre de { $low } à { $high } : la valeur reste.
key-enter = Entrée
new-game-person = personne
new-game-computer = ordinateur
new-game-level = niveau
new-game-who-starts = Qui commence
new-game-random-starter = tiré au sort
new-game-match = Match
new-game-next-game = Partie suivante
new-game-grand-slam = Grand chelem
new-game-cycles = Cycles
new-game-seeds-per-pit = Graines par trou
new-game-stores = Greniers
new-game-stores-shown = visibles (sinon les graines prises sont posées à côté du plateau)

## Move history and review mode

history-title = Coups
history-tip = Cliquez sur un coup pour voir sa position
history-start = début
history-review = Revue
history-at-start = le début
history-after-move = après le coup { $shown } sur { $last }
back-to-game = Retour à la partie
back-to-game-esc = Retour à la partie (Échap)
key-esc = Échap
history-earlier-position = Le plateau montre une position antérieure : on ne peut pas y jouer.

## Counting practice

practice-title = Entraînement au calcul
practice-pit = trou { $pit }
practice-kind-difficulty = { $kind } · difficulté { $difficulty } sur { $max }
practice-click-pit = Cliquez sur le trou, sur le plateau.
practice-or-type = Ou tapez-le :
practice-then-enter = puis Entrée
practice-right = ✔ Juste !
practice-not-quite = Pas tout à fait : { $given }
practice-answer-is = La réponse est { $answer }.
practice-or = {" "}ou{" "}
practice-watch = Regardez les graines : chacune est numérotée en tombant.
practice-harder = Bravo : les exercices suivants sont plus difficiles.
practice-easier = Les exercices suivants sont un peu plus faciles.
practice-next = Suivant (Entrée)
practice-streak = Série { $streak } · record { $best } · difficulté { $difficulty }
practice-choose-kind = Cliquez sur un type pour ne travailler que lui :
practice-any-kind = Tous les types
practice-accuracy = { $percent } % sur { $asked }

## Hints on the board and the Why panel

hint-value-win = Gain { $seeds }
hint-value-loss = Perte { $seeds }
hint-value-draw = Nulle
why-title = Pourquoi
why-caption = Graines attendues à la fin, profondeur { $depth }
why-caption-thinking = Graines attendues à la fin, profondeur { $depth }, réflexion en cours
why-waiting = Les conseils pour un coup s'affichent ici quand c'est votre tour.
why-working = Calcul des coups…
why-line = suite
why-line-tip = Parcourir { $line } sur le plateau (la partie n'est pas modifiée)
why-threatened = Menacés au prochain coup : { $pits }
hint-word-takes = prend { $count }
hint-word-gives = donne { $count }
hint-word-safe = sûr
why-words-takes-safe = { $move } capture { $count ->
    [one] 1 graine
   *[other] { $count } graines
} et ne laisse rien à prendre.
why-words-takes-gives = { $move } capture { $count ->
    [one] 1 graine
   *[other] { $count } graines
}, mais ensuite { $side } peut en prendre { $gives }.
why-words-safe = { $move } est sûr : il ne capture rien et ne laisse rien à prendre.
why-words-gives = { $move } ne capture rien, et ensuite { $side } peut prendre { $gives ->
    [one] 1 graine
   *[other] { $gives } graines
}.
why-words-must-feed = Il donne des graines à { $side }, qui n'en a plus : c'est obligatoire.
why-words-wins = En jouant au mieux ensuite, vous gagnez.
why-words-draws = En jouant au mieux ensuite, la partie est nulle.
why-words-loses = Même en jouant au mieux ensuite, vous perdez.
why-words-best = Le meilleur : { $sentence }
why-show-numbers = Afficher les nombres
why-show-words = Dire en mots
why-words-caption = Ce que fait chaque coup
preview-title = Aperçu
preview-progress = { $played }  ({ $shown } sur { $total })
preview-note = La partie n'est pas modifiée : ceci montre seulement où mène la suite.

## Scoreboard

progress-score = { $south } { $south_wins }, { $north } { $north_wins }
progress-single = Une seule partie
progress-best-of-3 = En 3 manches, le premier à 2 victoires — { $score }
progress-best-of-5 = En 5 manches, le premier à 3 victoires — { $score }
progress-first-to-5 = Le premier à 5 victoires (Kumasi) — { $score }
progress-antigua = Antigua, le premier à 6 ou 3 d'avance — { $score }
progress-three-in-a-row = Trois d'affilée (Yoruba) — { $name } a gagné { $run } fois de suite
progress-three-in-a-row-none = Trois d'affilée (Yoruba) — pas encore de série
reason-majority = majorité
reason-no-moves = plus de coups
reason-cycle = cycle
score-games = parties
score-seeds = graines
score-draws = nulles
table-game = partie
table-winner = gagnant
table-score = score
table-end = fin
table-moves = coups
table-draw = nulle

## Start screen and in-game menu

start-tagline = Abapa, le jeu du Ghana — semer, compter, prendre
start-handed-over = Oware est déjà ouvert : sa fenêtre est passée au premier plan (avec le fichier demandé).
start-not-answered = Oware est déjà ouvert mais ne répond pas. Fermez-le, ou attendez un instant, puis relancez-le.
start-continue = Continuer
start-earlier = Match précédent : { $what }
start-earlier-continue = Le reprendre
start-rejoin = Reprendre le match avec { $name }
start-new-game = Nouvelle partie
start-settings = Réglages
start-recent = Récents :
start-cannot-continue = La dernière partie ne peut pas être reprise : { $error }. Le fichier est laissé tel quel.
continue-score = { $south } { $south_wins } – { $north_wins } { $north }
continue-score-format = { $score }, { $format }
continue-to-move = { $score } · { $moves ->
    [one] { $moves } coup joué
   *[other] { $moves } coups joués
}, { $name } doit jouer
continue-over = { $score } · la partie est finie après { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
}
in-game-menu-title = Menu
in-game-menu-start-screen = Écran d'accueil

## Settings

settings-title = Réglages
settings-close = Fermer (Échap)
settings-saved = Enregistrés aussitôt, gardés pour la prochaine fois.
settings-board = Plateau
settings-size = Taille du texte
settings-animation = Animation
settings-reduced-motion = Mouvement réduit : les coups s'affichent d'un coup, rien ne vole, les nombres de graines toujours visibles
settings-counting = Compter
settings-count-by-hand = Compter soi-même : cacher les nombres au-delà d'une limite
settings-count-by-hand-tip = Maintenez Espace pour voir tous les nombres
settings-seeds-shown = graines affichées
settings-sound = Son
settings-sound-on = Activé (Ctrl+M)
settings-volume = volume
settings-help = Aide
settings-history = Historique des coups à côté du plateau
settings-language = Langue
settings-language-system = Celle du système ({ $language })

## Review window

review-title = Analyse
review-row = { $lost } graines ; mieux : { $better } ({ $best }, { $how })
review-note = Chaque coup comparé au meilleur, à huit demi-coups de profondeur, ou exactement quand le résultat est connu ; un coup n'est dit moins bon que face à un coup montré meilleur avec au moins autant de certitude.
review-how-exact = exact
review-how-depth = profondeur { $depth }
review-looked-best = { $move } semblait le meilleur aux conseils à la profondeur { $depth } ; un regard plus profond montre que { $better } est meilleur.

## Notices and file dialogs

notice-saved = Enregistré dans { $path }
notice-not-saved = Non enregistré : { $error }
notice-loaded = Partie enregistrée chargée
notice-not-loaded = Chargement impossible : { $error }
notice-opened = { $path } ouvert
notice-autosave-aside = La partie enregistrée ne peut pas être lue par cette version d’Oware ; elle a été gardée sous { $path }.
notice-opened-kept-earlier = { $path } ouvert. Votre match en cours a été gardé : l’écran d’accueil le propose comme match précédent.
notice-opening = Ouverture de { $name }…
notice-not-opened = Ouverture impossible : { $error }
notice-no-file = Aucun fichier choisi
notice-not-autosaved = La partie n'a pas pu être enregistrée automatiquement : { $error }
notice-tables-ready = Tables de finales à { $seeds } graines prêtes
notice-tables-unavailable = Tables de finales indisponibles : { $error }
notice-tables-rebuilt = Les tables de finales enregistrées étaient inutilisables et ont été reconstruites ({ $error })
notice-book-passed-over = Un livre d'ouvertures a été ignoré : { $error }
notice-practice-not-read = Progrès de l'entraînement illisibles ({ $error }) ; ceux de cette séance ne seront pas enregistrés
notice-settings-not-read = Réglages illisibles ({ $error }) ; les réglages par défaut sont utilisés
notice-practice-not-saved = Progrès de l'entraînement non enregistrés : { $error }
dialog-open-title = Ouvrir une partie
dialog-oware-games = Parties d'awélé
dialog-all-files = Tous les fichiers
dialog-save-title = Enregistrer la partie sous

## How to play

rules-summary = Chaque joueur possède les six trous de son côté. À votre tour, choisissez un de vos trous qui contient des graines, prenez-les toutes et déposez-les une à une dans les trous suivants, dans le sens inverse des aiguilles d'une montre. Si la dernière graine tombe dans un trou de votre adversaire et qu'il en contient alors 2 ou 3, vous les prenez, ainsi que celles des trous juste avant, tant qu'ils sont à votre adversaire et en contiennent 2 ou 3. Prenez plus de la moitié des graines (25 sur 48) pour gagner. Si votre adversaire n'a plus de graines, vous devez lui en donner. Quand personne ne peut continuer, ou que la même position revient, chacun prend les graines de son côté.
rules-lap-title = Douze graines ou plus : le tour saute son propre trou
rules-lap-text = D contient 15 graines : une dans chacun des onze autres trous, puis quatre de plus à partir de E. D lui-même reste vide. La dernière graine porte b et a à 2 : les deux sont pris.
rules-chain-title = Une prise en chaîne
rules-chain-text = La dernière graine de E porte e à 3 : pris ; puis d (2) et c (3) juste avant. b en contient 4 et arrête la chaîne.
rules-grand-slam-title = Grand chelem : rien n'est pris
rules-grand-slam-text = a et b seraient pris tous les deux, et Nord n'aurait plus aucune graine. En Abapa, ce coup ne prend rien : les graines restent.
rules-feeding-title = Nourrir
rules-feeding-text = Nord n'a plus de graines, donc Sud doit lui en donner : seul F atteint Nord. A ne l'atteindrait pas, donc A ne peut pas être joué.
rules-variant-allowed-if-winning = Un grand chelem ne prend que s'il amène le joueur à un total gagnant.
rules-variant-illegal = Un grand chelem ne peut pas être joué tant qu'un autre coup est possible.
rules-variant-capture-all = Un grand chelem prend tout ; l'adversaire, sans rien, perd au profit du joueur les graines qui restent sur le plateau.
rules-variant-opponent-takes = Un grand chelem prend, puis l'adversaire prend les graines restées du côté du joueur et la partie s'arrête.
rules-variant-by-agreement = Une position répétée ne termine pas la partie : les joueurs peuvent convenir de l'arrêter.
rules-variant-seeds = { $seeds } graines par trou ({ $total } en tout) : { $win } graines prises font gagner.
rules-variant-no-stores = Les greniers ne sont pas dessinés : les graines prises sont posées à côté du plateau.
rules-abapa = Cette partie se joue selon l'Abapa, les règles des tournois.
rules-variant-changes = La variante de cette partie change :

## Counts

score-seeds-count = { $count ->
    [one] { $count } graine
   *[other] { $count } graines
}

## The game in words

view-log = La partie en toutes lettres
view-log-tip = Chaque coup en une phrase sous la liste des coups, pour suivre la partie sans regarder les graines
log-title = En toutes lettres
log-empty = Aucun coup pour l'instant.
log-sow = { $name } sème { $pit } : { $count ->
    [one] { $count } graine
   *[other] { $count } graines
}, la dernière tombe en { $last }
log-capture = prend { $count ->
    [one] { $count } graine
   *[other] { $count } graines
} ({ $pits })
log-no-capture = aucune prise
log-grand-slam = un grand chelem : rien n'est pris
log-sentence = { $sowing } ; { $outcome }
log-end = { $result } : { $reason }.

## Échecs au démarrage
launch-no-display = Oware a besoin d'un bureau graphique pour ouvrir sa fenêtre, et aucun n'a été trouvé ({ $detail }). Lancez-le depuis une session de bureau ; par SSH, redirigez X ou utilisez un affichage virtuel comme Xvfb.
launch-no-graphics = Oware n'a pas pu démarrer ses graphismes : aucun pilote graphique utilisable n'a été trouvé ({ $detail }). Installez ou mettez à jour vos pilotes graphiques ; sous Linux, le rendu logiciel de Mesa (mesa-vulkan-drivers) convient aussi.

## The About window
menu-about = À propos d'Oware
about-title = À propos d'Oware
about-version = Version { $version }
about-tagline = L'awalé (règles abapa), jeu national du Ghana : jouez contre un ami ou l'ordinateur, apprenez avec des conseils et des revues de partie, entraînez-vous à compter.
about-licence = Oware est un logiciel libre sous licence MIT ou Apache 2.0, au choix.
about-credits = Inclus dans le programme
about-used-text = les lettres du jeu
about-used-egui = les lettres des menus et des fenêtres (egui)
about-used-bevy = les lettres par défaut du plateau (Bevy)
about-engine = Le plateau est dessiné avec Bevy et les fenêtres avec egui, tous deux sous MIT ou Apache 2.0. Les sons, l'icône, le livre d'ouvertures et le moteur sont ceux du projet.
about-licence-texts = Textes des licences

# Errors the player can meet, in words
error-in-file = { $path } : { $error }
error-no-such-record = il contient { $count ->
    [one] { $count } partie
   *[other] { $count } parties
} : il n'y a pas de partie { $number }
error-io-missing = le fichier n'existe pas
error-io-denied = accès refusé
error-io-other = le système l'a refusé
error-file-read = impossible de lire { $path } : { $reason }
error-file-write = impossible d'écrire { $path } : { $reason }
error-file-not-a-file = { $path } n'est pas remplacé : ce n'est pas un fichier ordinaire
error-file-no-data-folder = aucun dossier de données n'a été trouvé pour cet utilisateur
error-file-not-regular = { $path } n'est pas lu : ce n'est pas un fichier ordinaire (un dossier, un périphérique ou un tube)
error-file-too-large = { $path } n'est pas lu : il est plus grand qu'un fichier de ce genre ne peut l'être
error-save-format = ce n'est pas un fichier de sauvegarde valide
error-save-version = la sauvegarde vient d'une version plus récente du programme (format { $version })
error-save-inconsistent = la partie sauvegardée est incohérente
error-save-match = les résultats du match enregistré sont impossibles (le score d'une partie, son vainqueur, ou une partie après la fin du match)
error-save-encode = la sauvegarde n'a pas pu être mise en texte
error-record-syntax = ligne { $line }, colonne { $column } : ce n'est pas ainsi qu'on écrit une partie
error-record-tag = l'étiquette [{ $tag }] a une valeur inutilisable
error-record-illegal = ligne { $line }, colonne { $column } : le coup { $played } (demi-coup { $ply }) n'est pas permis : { $reason }
error-record-capture-mark = ligne { $line }, colonne { $column } : le coup { $played } (demi-coup { $ply }) est marqué +{ $marked } mais prend { $actual }
error-slot-empty = il n'y a pas encore de partie sauvegardée
error-autosave-missing = il n'y a pas de partie à reprendre
error-table-damaged = le fichier de tables de finales { $path } est inutilisable
error-table-size = des tables de finales de { $seeds } graines ne peuvent pas être construites
error-table-memory = des tables de finales de { $seeds } graines demandent environ { $needed } de mémoire pour être construites, et cette machine n’en a que { $available } de disponible
error-book-damaged = le livre d'ouvertures { $path } est inutilisable
error-settings-invalid = { $path } n'est pas un fichier valide de ce genre
error-settings-encode = les réglages n'ont pas pu être mis en texte

## Setting up a position
menu-set-up = Placer une position…
menu-set-up-tip = Mettre n'importe quelle position sur le plateau, puis l'analyser ou la jouer
setup-title = Placer une position
setup-help = Cliquez sur un trou ou un grenier pour ajouter une graine, clic droit pour en retirer une, ou tournez la molette ; glissez d'un trou à l'autre pour déplacer une graine. Clavier : les flèches choisissent un trou, les chiffres tapent son nombre, + et − ajoutent et retirent, S ou N choisit qui joue.
setup-total = Graines : { $found } sur { $expected }
setup-ready = Une partie peut commencer ici.
setup-to-move = Au trait
setup-stores = Greniers
setup-clear = Vider le plateau
setup-start-position = Position de départ
setup-string = Chaîne de position
setup-use-string = Utiliser
setup-copy = Copier
setup-copied = Chaîne de position copiée
setup-analyse = Analyser (Entrée)
setup-analyse-tip = Les deux camps se jouent ici, avec les conseils
setup-play = Jouer cette position…
setup-refused = Illisible : { $error }
new-game-from-position = À partir de la position placée : { $position }
error-setup-total = les trous et les greniers contiennent { $found } graines ; cette variante se joue avec { $expected }
error-setup-won = { $side } a déjà pris { $seeds } graines, plus de la moitié : la partie est finie
error-setup-nothing-to-sow = { $side } a le trait sans aucune graine : la partie est finie
error-setup-cannot-feed = { $side } a le trait et aucun coup n'atteint le camp vide : la partie est finie
error-notation-move = « { $found } » au caractère { $at } n'est pas un coup
error-notation-fields = une position a 15 champs (12 trous, 2 greniers, S ou N) reliés par « - » ; celle-ci en a { $found }
error-notation-count = le champ { $field } (« { $text } ») n'est pas un nombre de graines de 0 à { $max }
error-notation-side = le camp au trait doit être S ou N, pas « { $text } »
menu-copy-position = Copier la position
menu-copy-position-tip = Sa chaîne de position, à coller dans un autre programme ou à partager
menu-copy-game = Copier la partie (OGN)
menu-copy-game-tip = La notation de la partie, avec sa position de départ
notice-game-copied = Partie copiée en OGN
setup-paste = Coller
history-side-lines = Variantes
history-side-line-tip = Aller à cette variante : la partie continue à partir de là
start-play-online = Jouer en ligne
menu-play-online = Jouer en ligne…
menu-play-online-tip = Jouer contre un ami sur un autre ordinateur : héberger une partie et lui donner son code, ou rejoindre la sienne
menu-leave-online = Quitter la partie en ligne
online-title = Jouer contre un ami en ligne
online-your-name = Votre nom
online-default-name = Joueur
online-host-heading = Héberger une partie
online-host-explained = Vous obtenez un code à donner à votre ami.
online-you-play = Vous jouez
online-host = Héberger
online-join-heading = Rejoindre une partie
online-join-explained = Tapez ou collez le code que votre ami vous donne.
online-join = Rejoindre
online-relay-label = Serveur relais :
online-reaching-network = Connexion au réseau…
online-give-code = Donnez ce code à votre ami :
online-copy = Copier
online-waiting = En attente de votre ami…
online-relay-unreachable = Le serveur relais ({ $relay }) est injoignable.
online-same-network-only = Seuls les joueurs de ce réseau peuvent rejoindre : le code porte les adresses de cet ordinateur.
online-joining = Connexion à la partie…
online-cancel = Annuler
online-cancelled = Partie en ligne annulée
online-playing = Partie en ligne contre { $name }.
online-connected = Connecté : la partie commence
online-undo-title = Reprendre ?
online-undo-question = { $name } demande à reprendre son dernier coup.
online-undo-allow = Accepter
online-undo-refuse = Refuser
online-undo-granted = { $name } a accepté de reprendre le coup
online-undo-refused = { $name } a refusé de reprendre le coup
online-undo-nothing = Vous n'avez aucun coup à reprendre
online-undo-asked = Demande envoyée à { $name } pour reprendre votre coup…
online-next-game-host = { $name } héberge le match et lance la partie suivante
online-you-left = Vous avez quitté la partie en ligne ; la partie reste sur le plateau
online-left = { $name } a quitté la partie ; elle reste sur le plateau
online-status-hosting = En ligne : code { $code }
online-status-connecting = En ligne : connexion…
online-status-playing = En ligne avec { $name }
online-status-silent = { $name } ne répond plus depuis { $seconds } s
online-status-ended = Partie en ligne terminée
online-status-tip = La partie en ligne (cliquer pour le détail)
online-error-relay-setting = Le serveur relais des Réglages est inutilisable : « { $relay } » (donner public, off ou son URL)
online-error-code-length = Un code de partie a 16 lettres et chiffres ; celui-ci en a { $count }.
online-error-code-character = « { $character } » ne peut pas figurer dans un code de partie.
online-error-code-address = « { $address } » après le @ n'est pas une adresse (IP:port).
online-error-network = Le réseau est inutilisable : { $detail }
online-error-no-relay = Le serveur relais ({ $relay }) est injoignable. Êtes-vous connecté ?
online-error-no-relay-no-address = Le serveur relais ({ $relay }) est injoignable, et le code n'a pas de partie adresse pour joindre votre ami directement. Si son code continue après un @ (…@192.168.1.20:41641), tapez-le en entier.
online-error-no-host = Aucune partie ne répond à ce code. Votre ami attend-il toujours, avec le même serveur relais ?
online-error-garbled = L'autre programme a envoyé quelque chose d'illisible : { $detail }
online-error-lost = La connexion a été perdue.
online-error-silent-plain = L'autre côté ne répond plus depuis { $seconds } s.
online-error-refused = L'autre programme a mis fin à la partie : { $reason }
online-error-version = L'autre programme parle la version { $theirs } du protocole en ligne, celui-ci la version 1 : il faut la même version d'Oware des deux côtés.
online-error-bad-message = L'autre programme a envoyé un message refusé ({ $detail }) ; la partie est inchangée.
settings-online-relay = Serveur relais du jeu en ligne
settings-online-relay-tip = public (par défaut), off (même réseau seulement) ou l'URL de votre propre iroh-relay
relay-public = Public (par internet)
relay-off = Aucun (même réseau seulement)
relay-own = Mon propre serveur…
online-reconnecting = La connexion avec { $name } est coupée : reconnexion…
online-reconnected = Reconnecté à { $name } : la partie continue
online-connected-again = De nouveau connecté : le match reprend là où il s’était arrêté
online-back-for-next-game = { $name } est de retour : lancez la partie suivante quand vous voulez
online-status-reconnecting = Reconnexion à { $name }… ({ $seconds } s)
online-reconnecting-explained = La partie attend ici ; elle reprend là où elle s'était arrêtée dès que la ligne revient.
online-error-not-back = { $name } n'est pas revenu en { $minutes } minutes : la partie en ligne s'arrête.
menu-resign = Abandonner
menu-resign-tip = Abandonner la partie en cours : l'autre camp la gagne
quit-online-title = Quitter au milieu de la partie ?
quit-online-text = Vous jouez contre { $name } en ligne. Gardez votre place pour revenir à la partie, ou quittez-la.
quit-online-keep-seat = Garder ma place
quit-online-keep-seat-tip = { $name } vous attend ; quand vous relancez le jeu, Rejoindre vous y ramène.
quit-online-leave = Quitter la partie
quit-online-leave-tip = { $name } apprend que vous êtes parti ; la partie s'arrête pour les deux.
quit-online-play-on = Continuer
resign-confirm-title = Abandonner cette partie ?
resign-confirm-text = { $winner } la gagnera.
resign-confirm-online = Votre ami en est averti aussitôt : un abandon en ligne ne peut pas être annulé.
resign-confirm-yes = Abandonner
resign-confirm-no = Continuer à jouer
resign-undo-notice = Vous avez abandonné. Annuler (Ctrl+Z) reprend l'abandon.
reason-resignation = abandon
end-resignation = l'autre joueur a abandonné
end-resigned = { $name } a abandonné
online-resigned = { $name } abandonne : vous gagnez la partie
online-lan-announce = L'annoncer sur ce réseau
online-lan-announce-tip = Les joueurs du même réseau voient la partie et peuvent la rejoindre sans le code
online-hints-offer = Autoriser les conseils aux deux joueurs
online-clock-on = Pendules : { $control } par joueur ; l'autre programme tient les mêmes à 2 secondes près
online-hints-offer-tip = Chacun de vous pourra afficher les conseils et les valeurs de l'ordinateur pendant la partie ; votre ami en est informé au début du match
online-hints-allowed = Les conseils sont autorisés dans ce match, pour les deux joueurs
online-hints-off = Pas de conseils dans ce match : aucun joueur ne voit les valeurs de l'ordinateur
online-hints-refused = Pas de conseils dans ce match en ligne : il a été proposé sans eux
online-lan-heading = Parties sur ce réseau
online-lan-none = À l'écoute des parties hébergées sur ce réseau…
online-continue = Continuer le match du plateau
online-continue-tip = Votre ami reçoit ce match tel qu'il est (un match sauvegardé, par exemple) : ses parties jouées et les coups de la partie en cours
online-error-cannot-continue = Cette partie ne peut pas être continuée en ligne : elle part d'une position posée à la main.
online-end-title = Arrêter la partie ?
online-end-question = La position s'est répétée. { $name } demande d'arrêter la partie, chacun prenant les graines de son côté.
online-end-asked = Demande envoyée à { $name } pour arrêter la partie…
online-end-refused = { $name } veut continuer

## Pendules
new-game-clock = Pendule
clock-none = Sans pendule
clock-sudden = { $minutes } min
clock-fischer = { $minutes } min + { $seconds } s
clock-per-move = { $seconds } s par coup
clock-pause = Pause
clock-resume = Reprendre
clock-paused = En pause
clock-paused-no-move = La partie est en pause : appuyez sur Reprendre pour continuer.
reason-time = temps
end-time = le temps est écoulé, et l'autre joueur ne pouvait plus gagner : partie nulle
end-flagged = { $name } n'a plus de temps

## La bibliothèque
library-title = Bibliothèque
library-tip = Chaque partie finie ici : la rejouer, l'analyser, l'effacer
library-games = { $count ->
    [one] { $count } partie
   *[other] { $count } parties
}
library-filter = Nom :
library-undo = Annuler l'effacement
library-empty = Aucune partie encore : chaque partie finie est gardée ici.
library-open = Ouvrir
library-delete = Effacer
library-date = Date
library-result = Résultat
library-length = Demi-coups
library-not-kept = La partie n'a pas pu être gardée dans la bibliothèque : { $error }
library-tab-games = Parties
library-tab-statistics = Statistiques
library-select-all = Cocher tout ce qui est affiché
library-select-none = Tout décocher
library-export = Exporter les parties cochées ({ $count })
library-export-title = Exporter des parties en un fichier OGN
library-exported = { $count } { $count ->
        [one] partie
       *[other] parties
    } écrites dans { $path }
library-added = La partie a été ajoutée à la bibliothèque.
library-added-records = Ajoutées à la bibliothèque : { $added ->
    [one] une partie
   *[other] { $added } parties
} ({ $there } déjà là, { $unreadable } illisibles).
file-games-stop = Arrêter
file-games-adding = Ajout des parties à la bibliothèque… { $percent } %
library-busy-adding = La bibliothèque ajoute les parties d'un fichier : réessayez quand ce sera fini.
file-games-title = Les parties de { $name }
file-games-intro = Ce fichier contient { $count } parties. Choisissez-en une à ouvrir, ou ajoutez-les toutes à votre bibliothèque.
file-games-number = Partie
file-games-result = Résultat
file-games-moves = Coups
file-games-open = Ouvrir
file-games-unreadable = illisible : { $why }
file-games-add-all = Tout ajouter à la bibliothèque
file-games-close = Fermer
library-already = Cette partie est déjà dans la bibliothèque.
library-add-board = Ajouter à la bibliothèque
library-add-board-tip = Garder la partie du plateau (un fichier ouvert, par exemple) dans votre bibliothèque
stats-rating-heading = Votre classement
stats-rating-levels = Contre l'ordinateur : { $rating } ± { $error } après { $count } { $count ->
        [one] partie
       *[other] parties
    }
stats-rating-none = Jouez contre l'ordinateur pour obtenir un classement : chaque partie finie contre un niveau compte.
stats-fair-level = Une partie équilibrée pour vous : niveau { $level } (classé { $rating })
stats-play-fair = La jouer
stats-rating-people = Contre des personnes (classement à part) : { $rating } ± { $error } après { $count } { $count ->
        [one] partie
       *[other] parties
    }
stats-rating-plot = Votre classement après chaque partie contre l'ordinateur (la bande : ± 2 écarts)
stats-results-heading = Résultats
stats-opponent = Adversaire
stats-won = Gagnées
stats-drawn = Nulles
stats-lost = Perdues
stats-score = Score
stats-level = Niveau { $level } (≈ { $rating })
stats-by-month = Résultats mois par mois
stats-all = tous les adversaires
stats-mistakes = Vos erreurs et gaffes dans chaque partie analysée
stats-mistakes-none = Aucune partie analysée pour l'instant : l'analyse après chaque partie compte vos erreurs.
stats-empty = Aucune partie à vous pour l'instant.
new-game-level-rating = ≈ { $rating }
new-game-level-rating-tip = Le classement du niveau, d'après un tournoi entre les huit niveaux (docs/engine.md)
new-game-fair = Équilibré pour vous : niveau { $level }
new-game-fair-tip = Le niveau le plus proche de votre classement contre l'ordinateur (voir la Bibliothèque)

## Joueurs (profils)

players-who = Qui joue ?
players-guest = Jouer en invité
players-guest-tip = Les étoiles, l'entraînement et les parties d'un invité ne sont pas gardés.
players-new = Nouveau joueur
players-name = Nom
players-add = Ajouter
players-rename = Renommer
players-remove = Retirer
players-remove-confirm = Retirer { $name }, avec ses étoiles, son entraînement et ses parties ?
players-remove-yes = Oui, retirer
players-keep = Garder
players-done = Terminé
players-edit = Changer les joueurs
players-grown-up-ask = Une question pour un adulte, avant de changer les joueurs : combien font { $a } × { $b } ?
players-grown-up-ok = OK
players-grown-up-needed = Un adulte répond d'abord à une question (Changer les joueurs).
players-grown-up-wrong = Pas tout à fait : voici une autre question.
players-playing = Joue : { $name }
players-playing-guest = Un invité joue : rien n'est gardé
players-change = Changer de joueur
profile-first-name = Joueur
notice-profiles-not-read = Les joueurs n'ont pas pu être lus ({ $error }) ; un invité joue, rien n'est gardé
notice-profiles-not-saved = Les joueurs n'ont pas pu être enregistrés : { $error }
notice-player-files-left = { $count ->
    [one] Un fichier que le jeu n'a pas écrit est resté à sa place, dans { $folder }.
   *[other] { $count } fichiers que le jeu n'a pas écrits sont restés à leur place, dans { $folder }.
}
error-profile-no-name = Un joueur a besoin d'un nom
error-profile-name-taken = Il y a déjà un joueur nommé { $name }
error-profile-missing = Ce joueur n'existe pas
error-profile-too-many = { $most } joueurs au plus
error-profile-only-one = Le seul joueur reste
error-profile-no-number = Il ne reste aucun numéro pour un nouveau joueur : la liste des joueurs a été modifiée à la main.
players-child = Un enfant
players-child-tip = Le mode enfant : des trous et des nombres plus grands, les nombres écrits en lettres pendant que les graines tombent, les conseils en mots, des étoiles au lieu des classements, et pas de jeu en ligne sauf si un adulte le permet.
players-online-allowed = Peut jouer en ligne
online-not-allowed-for-child = Un adulte peut permettre à ce joueur de jouer en ligne : Changer de joueur, puis Changer les joueurs.
counting-last-pit-holds = La dernière graine est tombée dans le trou { $pit } : il en contient { $words } maintenant.
counting-last-pit-captured = La dernière graine est tombée dans le trou { $pit } : { $words } graines, prises !
child-good-try = Bien essayé ! Regardons ensemble :
puzzle-title-child = Problème { $id }
puzzle-solved-child = ★ Résolu ! Bravo !
puzzle-failed-child = Pas cette fois : voici le chemin. Essaie le suivant !
puzzle-solution-playing-child = Regarde le chemin : { $moves }
learn-child-solved = { $solved ->
    [one] ★ { $solved } problème résolu
   *[other] ★ { $solved } problèmes résolus
}
learn-child-run = { $run } résolus d'affilée !
players-progress = Progrès
players-progress-tip = Ce que ce joueur a fait : leçons, problèmes, entraînement jour après jour, temps et parties
progress-title = Les progrès de { $name }
progress-title-none = Progrès
progress-guest = Les progrès d'un invité ne sont pas gardés.
progress-learning = Leçons et problèmes
progress-lessons = { $done } leçons terminées sur { $lessons } · { $stars } étoiles sur { $all }
progress-puzzles = { $solved ->
    [one] { $solved } problème résolu
   *[other] { $solved } problèmes résolus
} sur { $tried } essayés
progress-practice = Entraînement au calcul
progress-kind-score = { $percent } % de bonnes réponses sur { $asked }
progress-plot = Bonnes réponses (%) de chaque sorte, jour après jour
progress-no-practice = Pas encore d'entraînement.
progress-time-and-games = Temps et parties
progress-time = Temps de jeu : { $week } ces 7 derniers jours, { $all } en tout
progress-minutes = { $minutes } min
progress-hours = { $hours } h { $minutes } min
progress-games = { $games ->
    [one] { $games } partie
   *[other] { $games } parties
} dans la bibliothèque, { $won } gagnées
practice-path = Niveaux
practice-path-tip = S'entraîner au niveau { $level } et y rester : 4, 10 et 20 bonnes réponses gagnent ses étoiles
practice-path-locked = Le niveau { $level } s'ouvre avec une étoile au niveau d'avant
practice-path-free = Monter de nouveau tout seul

## Un tournoi sur le réseau, pour l'un de ses joueurs
tournament-title = Tournoi
menu-tournament = Tournoi…
menu-tournament-tip = Rejoindre le tournoi d'un club : vos parties s'ouvrent d'elles-mêmes, ronde après ronde
tournament-join-explained = Rejoignez un tournoi organisé sur ce réseau, ou avec le code de son organisateur. À chaque ronde, votre partie s'ouvre d'elle-même ; entre les rondes, vous voyez le classement.
tournament-join = Rejoindre le tournoi
tournament-lan-heading = Tournois sur ce réseau
tournament-lan-none = À l'écoute des tournois sur ce réseau…
tournament-entering = Entrée dans le tournoi…
tournament-you-are = { $name } : joueur { $number } sur { $players }, { $rounds } rondes
tournament-over = Le tournoi est terminé.
tournament-reconnecting = La liaison avec l'organisateur est coupée : reconnexion…
tournament-playing-now = Ronde { $round }, table { $board } : votre partie est sur le plateau.
tournament-waiting = En attente de la ronde suivante, que l'organisateur lancera.
tournament-your-rounds = Vos rondes
tournament-standings-after = Classement après la ronde { $round }
tournament-close = Fermer
tournament-leave = Quitter le tournoi
tournament-leave-tip = L'organisateur apprend votre départ ; votre place reste jusqu'à ce qu'il vous retire
tournament-round = Ronde { $round }
tournament-no-game-short = Pas de partie
tournament-board-against = Table { $board }, contre { $name }
tournament-drew = Nulle
tournament-won = Gagné
tournament-lost-game = Perdu
tournament-decided-short = décidé : { $reason }
tournament-disputed-short = Les résultats diffèrent : l'organisateur décide
tournament-stopped-short = Interrompu : l'organisateur décide
tournament-pending = En attente du résultat
tournament-finish-match-first = Terminez ou quittez d'abord le match en ligne.
tournament-left = Vous avez quitté le tournoi.
tournament-lost = La liaison avec l'organisateur n'a pas pu être rétablie : le tournoi est perdu ici.
tournament-reported = Votre résultat est parti chez l'organisateur.
tournament-back = De retour dans { $name }.
tournament-entered = Vous êtes dans { $name }.
tournament-refused = L'organisateur a refusé : { $reason }
tournament-no-game = Ronde { $round } : pas de partie pour vous cette ronde.
tournament-disputed = Ronde { $round }, table { $board } : les deux résultats diffèrent ; l'organisateur décide.
tournament-decided = Ronde { $round }, table { $board } : l'organisateur a décidé ({ $reason }).
tournament-paired = Ronde { $round }, table { $board } : vous jouez contre { $name }.

## Un tournoi organisé ici, pour son organisateur
menu-host-tournament = Organiser un tournoi…
menu-host-tournament-tip = Diriger le tournoi d'un club depuis cet ordinateur : les joueurs entrent avec son code, chaque table se suit en direct
host-tournament-title = Organiser un tournoi
host-tournament-explained = Les joueurs entrent depuis leur ordinateur, dans la fenêtre Tournoi, avec le code que donne cette fenêtre. Vous lancez chaque ronde ; leurs parties s'ouvrent d'elles-mêmes.
host-tournament-name = Nom
host-tournament-name-hint = Soirée du club
host-tournament-name-needed = Le tournoi a besoin d'un nom.
host-tournament-system = Appariements
host-tournament-rounds = Rondes
host-tournament-host = Organiser le tournoi
host-tournament-kept = Tournois non terminés
host-tournament-resume = Reprendre
host-tournament-give-code = Donnez ce code aux joueurs :
host-tournament-play-too = Y jouer aussi
host-tournament-play-too-tip = Entrer dans ce tournoi comme joueur depuis cet ordinateur
host-tournament-players = Joueurs ({ $count })
host-tournament-withdraw = Retirer
host-tournament-withdrawn = retiré
host-tournament-not-started = { $rounds } rondes : lancez la première quand tout le monde est là.
host-tournament-round-of = Ronde { $round } sur { $rounds }
host-tournament-start = Lancer la ronde { $round }
host-tournament-pause = Suspendre la ronde
host-tournament-go = Reprendre
host-tournament-paused = La ronde est suspendue : les résultats attendent qu'elle reprenne.
host-tournament-end = Terminer le tournoi
host-tournament-boards = Tables de la ronde { $round }
host-tournament-board-names = Table { $board } : { $first } – { $second }
host-tournament-agreed = accord
host-tournament-forfeit = forfait
host-tournament-waiting-players = En attente des deux joueurs
host-tournament-in-play = En jeu : partie { $game }, { $plies } coups
host-tournament-decide = Fixer le résultat
host-tournament-reason = La raison que les deux joueurs liront
host-tournament-open = Agrandir
host-tournament-standings = Classement
system-swiss = Suisse
system-round-robin = Toutes rondes
system-double-round-robin = Toutes rondes, aller-retour
system-knockout = Élimination directe
tournament-kept-seat = Votre place dans { $tournament } (sous le nom { $name }) est gardée.
tournament-take-back = Reprendre ma place
tournament-no-kept-seat = Aucune place gardée à reprendre.
host-tournament-connected = Connecté
host-tournament-away = Absent : sa liaison est coupée
menu-tournament-board = Ronde { $round }, table { $board }
