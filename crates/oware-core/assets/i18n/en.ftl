# Oware — English. Every message the app shows; the other languages have the same ids.
# Plurals use Fluent's selectors: { $count -> [one] … *[other] … }.

## Sides and players

side-south = South
side-north = North
computer-level = Computer (level { $level })

## Match formats, variants, speeds, themes

format-single = Single game
format-best-of-3 = Best of 3
format-best-of-5 = Best of 5
format-first-to-5 = First to 5 wins (Kumasi)
format-antigua = Antigua: first to 6 or 3 ahead
format-three-in-a-row = Three in a row (Yoruba)
next-winner-starts = winner starts
next-alternate = alternate
grand-slam-forfeit = Forfeit: a grand slam captures nothing
grand-slam-allowed-if-winning = Allowed when it wins
grand-slam-illegal = Illegal
grand-slam-capture-all = Captures everything
grand-slam-opponent-takes = The opponent takes the rest
cycle-automatic = end automatically
cycle-by-agreement = by agreement
speed-slow = Slow
speed-normal = Normal
speed-fast = Fast
speed-instant = Instant
theme-wood = Classic wood
theme-dark = Dark
theme-high-contrast = High contrast

## Review marks

quality-good = good
quality-inaccuracy = inaccuracy
quality-mistake = mistake
quality-blunder = blunder
count-inaccuracies = { $count ->
    [one] { $count } inaccuracy
   *[other] { $count } inaccuracies
}
count-mistakes = { $count ->
    [one] { $count } mistake
   *[other] { $count } mistakes
}
count-blunders = { $count ->
    [one] { $count } blunder
   *[other] { $count } blunders
}
review-no-mistakes = no mistakes
list-separator = {", "}

## The end of a game, refused moves

end-majority = more than half of the seeds captured
end-no-moves = no legal move left: the seeds on the board were taken
end-cycle = the position repeated: each player took their own seeds
refused-not-your-pit = { $pit } is { $owner }'s pit: it is { $mover }'s turn
refused-empty-pit = { $pit } is empty: choose a pit with seeds
refused-must-feed = { $opponent } has no seeds: you must feed them
refused-grand-slam = { $pit } would capture all of { $opponent }'s seeds (grand slam), which these rules forbid
refused-game-over = The game is over

## Counting exercises

exercise-count-title = Count the seeds
exercise-last-seed-title = Where does the last seed land?
exercise-capture-title = How many does it capture?
exercise-most-title = Which move captures the most?
exercise-after-title = How many after the move?
exercise-count-question = How many seeds are in pit { $pit }?
exercise-last-seed-question = Where does the last seed land if { $move } is sown? Click the pit.
exercise-capture-question = How many seeds does sowing pit { $move } capture?
exercise-most-question = Which move of { $side } captures the most seeds? Click its pit.
exercise-after-question = How many seeds will pit { $pit } hold after { $move } is sown?

## Hint reasons

hint-captures = captures { $count }
hint-leaves-capturable = { $count ->
    [one] leaves { $count } seed capturable next move
   *[other] leaves { $count } seeds capturable next move
}
hint-feeds = feeds the opponent
hint-forced-by-feeding = forced: the opponent has no seeds and must be fed
hint-proven-won = reaches a won position
hint-proven-drawn = reaches a drawn position
hint-proven-lost = reaches a lost position
hint-grand-slam = grand slam

## Menu bar

menu-game = Game
menu-view = View
menu-match-score = { $format }: { $south } { $south_wins } – { $north_wins } { $north } (draws { $draws })
menu-tables-progress = tables { $done }/{ $seeds }
menu-tables-progress-tip = Endgame tables are being built for the computer and the hints, each size kept as soon as it is done: play goes on meanwhile, and closing the game loses nothing of them
menu-new-game = New game…
menu-play-again = Play again
menu-practice = Counting practice
menu-practice-tip = Count seeds, find where the last one lands, count captures
menu-review = Review the game
menu-review-tip = Every move marked: good, inaccuracy, mistake or blunder
menu-open = Open…
menu-open-tip = A saved match (.ron) or a game record from any Oware program (.ogn)
menu-open-recent = Open recent
menu-open-recent-none = nothing yet
menu-save-as = Save as…
menu-save-as-tip = The whole match, to continue later (.ron)
menu-export = Export as OGN…
menu-export-tip = The game as a record other Oware programs read (.ogn)
menu-save = Save
menu-load = Load saved game
menu-settings = Settings…
menu-rules = How to play
menu-quit = Quit
view-counts = Seed counts (Shift+C)
view-always-hints = Always show hints
settings-turn-board = Turn the board when I play North
settings-turn-board-tip = Playing North against the computer, your own row is at the bottom (online, each player always sees their own row at the bottom)
view-history = Move history
view-sound = Sound (Ctrl+M)
view-speed = Animation speed
view-tables = Endgame tables
view-tables-size = { $seeds } seeds
tables-confirm-title = Larger endgame tables
tables-confirm-text = The { $seeds }-seed tables make the computer and the hints exact in more endings.
    They are built once, in the background, while you play: { $cost }.
    Building takes about ten minutes on a two-core computer.
tables-confirm-build = Build them
tables-confirm-not-now = Not now
tables-cost = { $disk } on disk, about { $memory } of memory while building
turn-undo = ⟲ Undo
turn-redo = ⟳ Redo
turn-end-by-agreement = End by agreement
turn-end-by-agreement-tip = The position has repeated: each player takes the seeds on their side
turn-hints = 💡 Hints
turn-hints-tip = H: the value of every move, the best one, the threats, and why
status-wins = { $name } wins { $won }–{ $lost }
status-wins-because = { $name } wins: { $why }
status-draw = Draw { $south }–{ $north }
status-thinking = Thinking…
status-to-move = { $name } to move
status-hint-depth = {" "}· hints at depth { $depth }

## The end of a game

banner-title = Game over
banner-wins = { $name } wins!
banner-draw = A draw
banner-match-won = { $name } wins the match
banner-match-over = The match is over
banner-play-again = Play again
banner-new-match = New match
banner-next-game = Next game
banner-look = Look at the board
banner-review-moves = Review the moves
banner-reviewing = Reviewing the moves… { $done }/{ $total }
review-player-summary = { $name }: { $summary }

## New game

new-game-title = New game
new-game-abapa = Abapa (standard)
new-game-start = Start
new-game-replaces-game-in-play = The game on the board is not over: a new game ends it unfinished.
new-game-start-anyway = Start anyway
number-refused = “{ $typed }” is not a number from { $low } to { $high }: the value is kept.
key-enter = Enter
new-game-person = person
new-game-computer = computer
new-game-level = level
new-game-who-starts = Who starts
new-game-random-starter = drawn at random
new-game-match = Match
new-game-next-game = Next game
new-game-grand-slam = Grand slam
new-game-cycles = Cycles
new-game-seeds-per-pit = Seeds per pit
new-game-stores = Stores
new-game-stores-shown = shown (otherwise captured seeds lie beside the board)

## Move history and review mode

history-title = Moves
history-tip = Click a move to see its position
history-start = start
history-review = Review
history-at-start = the start
history-after-move = after move { $shown } of { $last }
back-to-game = Back to the game
back-to-game-esc = Back to the game (Esc)
key-esc = Esc
history-earlier-position = The board shows an earlier position: it cannot be played.

## Counting practice

practice-title = Counting practice
practice-pit = pit { $pit }
practice-kind-difficulty = { $kind } · difficulty { $difficulty } of { $max }
practice-click-pit = Click the pit on the board.
practice-or-type = Or type it:
practice-then-enter = then Enter
practice-right = ✔ Right!
practice-not-quite = Not quite: { $given }
practice-answer-is = The answer is { $answer }.
practice-or = {" "}or{" "}
practice-watch = Watch the seeds: each one is numbered as it drops.
practice-harder = Well done: the next exercises are harder.
practice-easier = The next exercises are a little easier.
practice-next = Next (Enter)
practice-streak = Streak { $streak } · best { $best } · difficulty { $difficulty }
practice-choose-kind = Click a kind to practise only it:
practice-any-kind = Any kind
practice-accuracy = { $percent } % of { $asked }

## Hints on the board and the Why panel

hint-value-win = Win { $seeds }
hint-value-loss = Loss { $seeds }
hint-value-draw = Draw
why-title = Why
why-caption = Seeds expected at the end, depth { $depth }
why-caption-thinking = Seeds expected at the end, depth { $depth }, still thinking
why-waiting = Hints for a move appear here when it is your turn.
why-working = Working out the moves…
why-line = line
why-line-tip = Step through { $line } on the board (the game is not changed)
why-threatened = Threatened next move: { $pits }
hint-word-takes = takes { $count }
hint-word-gives = gives { $count }
hint-word-safe = safe
why-words-takes-safe = { $move } captures { $count ->
    [one] 1 seed
   *[other] { $count } seeds
} and leaves nothing to take.
why-words-takes-gives = { $move } captures { $count ->
    [one] 1 seed
   *[other] { $count } seeds
}, but then { $side } can take { $gives }.
why-words-safe = { $move } is safe: it captures nothing and leaves nothing to take.
why-words-gives = { $move } captures nothing, and then { $side } can take { $gives ->
    [one] 1 seed
   *[other] { $gives } seeds
}.
why-words-must-feed = It gives { $side } seeds, as a player with none must be given.
why-words-wins = With the best play after it, you win.
why-words-draws = With the best play after it, the game is drawn.
why-words-loses = Even with the best play after it, you lose.
why-words-best = Best: { $sentence }
why-show-numbers = Show numbers
why-show-words = Say it in words
why-words-caption = What each move does
preview-title = Preview
preview-progress = { $played }  ({ $shown } of { $total })
preview-note = The game is not changed: this only shows where the line goes.

## Scoreboard

progress-score = { $south } { $south_wins }, { $north } { $north_wins }
progress-single = A single game
progress-best-of-3 = Best of 3, first to 2 wins — { $score }
progress-best-of-5 = Best of 5, first to 3 wins — { $score }
progress-first-to-5 = First to 5 wins (Kumasi) — { $score }
progress-antigua = Antigua, first to 6 or 3 ahead — { $score }
progress-three-in-a-row = Three in a row (Yoruba) — { $name } has won { $run } in a row
progress-three-in-a-row-none = Three in a row (Yoruba) — no run yet
reason-majority = majority
reason-no-moves = no moves
reason-cycle = cycle
score-games = games
score-seeds = seeds
score-draws = draws
table-game = game
table-winner = winner
table-score = score
table-end = end
table-moves = moves
table-draw = draw

## Start screen and in-game menu

start-tagline = Abapa, the game of Ghana — sow, count, capture
start-handed-over = Oware is already open: its window was brought forward (with the file asked for).
start-not-answered = Oware is already open but does not answer. Close it, or wait a moment, and start it again.
start-continue = Continue
start-earlier = Earlier match: { $what }
start-earlier-continue = Continue it
start-rejoin = Rejoin the match with { $name }
start-new-game = New game
start-settings = Settings
start-recent = Recent:
start-cannot-continue = The last game cannot be continued: { $error }. The file is left as it is.
continue-score = { $south } { $south_wins } – { $north_wins } { $north }
continue-score-format = { $score }, { $format }
continue-to-move = { $score } · { $moves ->
    [one] { $moves } move played
   *[other] { $moves } moves played
}, { $name } to move
continue-over = { $score } · the game is over after { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}
in-game-menu-title = Menu
in-game-menu-start-screen = Start screen

## Settings

settings-title = Settings
settings-close = Close (Esc)
settings-saved = Saved at once, kept for next time.
settings-board = Board
settings-size = Size of writing
settings-animation = Animation
settings-reduced-motion = Reduced motion: moves appear at once, nothing flies, seed counts always shown
settings-counting = Counting
settings-count-by-hand = Count by hand: hide counts above a number
settings-count-by-hand-tip = Hold Space to see every count
settings-seeds-shown = seeds shown
settings-sound = Sound
settings-sound-on = On (Ctrl+M)
settings-volume = volume
settings-help = Help
settings-history = Move history beside the board
settings-language = Language
settings-language-system = System ({ $language })

## Review window

review-title = Review
review-row = { $lost } seeds; better { $better } ({ $best }, { $how })
review-note = Each move against the best one, eight plies deep, or exactly where the result is known; a move is called worse only than one shown better at least as surely.
review-how-exact = exact
review-how-depth = depth { $depth }
review-looked-best = { $move } looked best to the hints at depth { $depth }; a deeper look shows { $better } is better.

## Notices and file dialogs

notice-saved = Saved to { $path }
notice-not-saved = Not saved: { $error }
notice-loaded = Saved game loaded
notice-not-loaded = Could not load: { $error }
notice-opened = Opened { $path }
notice-autosave-aside = The saved game could not be read by this version of Oware; it was kept as { $path }.
notice-opened-kept-earlier = Opened { $path }. Your match in progress was kept: the start screen offers it as the earlier match.
notice-opening = Opening { $name }…
notice-not-opened = Could not open: { $error }
notice-no-file = No file chosen
notice-not-autosaved = The game could not be autosaved: { $error }
notice-tables-ready = Endgame tables of { $seeds } seeds ready
notice-tables-unavailable = Endgame tables unavailable: { $error }
notice-tables-rebuilt = The saved endgame tables could not be used and were built again ({ $error })
notice-book-passed-over = An opening book was passed over: { $error }
notice-practice-not-read = Practice progress not read ({ $error }); this session's is not saved
notice-settings-not-read = Settings not read ({ $error }); the defaults are in use
notice-practice-not-saved = Practice progress not saved: { $error }
dialog-open-title = Open a game
dialog-oware-games = Oware games
dialog-all-files = All files
dialog-save-title = Save the game as

## How to play

rules-summary = Each player owns the six pits on their side. On your turn, pick one of your pits with seeds, lift them all and drop them one by one into the next pits, counter-clockwise. If the last seed lands in one of your opponent's pits and makes it hold 2 or 3, you capture them, and the pits just before it too while they are your opponent's and hold 2 or 3. Capture more than half of the seeds (25 of 48) to win. If your opponent has no seeds, you must give them some. When nobody can go on, or the same position comes back, each player takes the seeds on their own side.
rules-lap-title = Twelve seeds or more: the lap skips its own pit
rules-lap-text = D holds 15: one seed in each of the other eleven pits, then four more from E on. D itself stays empty. The last seed makes b and a hold 2: both are captured.
rules-chain-title = A chained capture
rules-chain-text = E's last seed makes e hold 3: captured; then d (2) and c (3) before it. b holds 4 and stops the chain.
rules-grand-slam-title = Grand slam: nothing is captured
rules-grand-slam-text = a and b would both be captured, leaving North no seeds at all. Under Abapa that captures nothing: the seeds stay.
rules-feeding-title = Feeding
rules-feeding-text = North has no seeds, so South must give some: only F reaches North. A would not, so A may not be played.
rules-variant-allowed-if-winning = A grand slam captures only when it brings the mover to a winning total.
rules-variant-illegal = A grand slam may not be played while another move is legal.
rules-variant-capture-all = A grand slam captures everything; the opponent, left with nothing, loses the seeds on the board to the mover.
rules-variant-opponent-takes = A grand slam captures, then the opponent takes the seeds left on the mover's side and the game ends.
rules-variant-by-agreement = A repeated position does not end the game: the players may agree to end it.
rules-variant-seeds = { $seeds } seeds per pit ({ $total } in all): { $win } captured seeds win.
rules-variant-no-stores = The stores are not drawn: captured seeds lie beside the board.
rules-abapa = This game is played under Abapa, the tournament rules.
rules-variant-changes = This game's variant changes:

## Counts

score-seeds-count = { $count ->
    [one] { $count } seed
   *[other] { $count } seeds
}

## The game in words

view-log = Game in words
view-log-tip = Every move as a sentence under the move list, to follow the game without watching the seeds
log-title = In words
log-empty = No move yet.
log-sow = { $name } sows { $pit }: { $count ->
    [one] { $count } seed
   *[other] { $count } seeds
}, the last lands in { $last }
log-capture = captures { $count ->
    [one] { $count } seed
   *[other] { $count } seeds
} ({ $pits })
log-no-capture = no capture
log-grand-slam = a grand slam: nothing is captured
log-sentence = { $sowing }; { $outcome }
log-end = { $result }: { $reason }.


## Start-up failures (shown in the terminal, and in a message box on Windows and macOS)
launch-no-display = Oware needs a graphical desktop to open its window, and none was found ({ $detail }). Start it from a desktop session; over SSH, forward X or use a virtual display such as Xvfb.
launch-no-graphics = Oware could not start its graphics: no graphics driver it can use was found ({ $detail }). Install or update your graphics drivers; on Linux, Mesa's software renderer (mesa-vulkan-drivers) also works.

## The About window
menu-about = About Oware
about-title = About Oware
about-version = Version { $version }
about-tagline = Oware (Abapa rules), Ghana's national game: play a friend or the computer, learn with hints and reviews, practise counting.
about-licence = Oware is free software under the MIT licence or the Apache licence 2.0, at your choice.
about-credits = Built into the program
about-used-text = the game's letters
about-used-egui = letters of the menus and windows (egui)
about-used-bevy = the default letters of the board (Bevy)
about-engine = The board is drawn with Bevy and the windows with egui, both under MIT or Apache 2.0. The sounds, the icon, the opening book and the engine are the project's own.
about-licence-texts = Licence texts

# Errors the player can meet, in words
error-in-file = { $path }: { $error }
error-no-such-record = it holds { $count ->
    [one] { $count } game
   *[other] { $count } games
}: there is no game { $number }
error-io-missing = the file does not exist
error-io-denied = permission denied
error-io-other = the system refused it
error-file-read = cannot read { $path }: { $reason }
error-file-write = cannot write { $path }: { $reason }
error-file-not-a-file = will not replace { $path }: it is not a regular file
error-file-no-data-folder = no folder for this user's data could be found
error-file-not-regular = will not read { $path }: it is not a regular file (a folder, a device or a pipe)
error-file-too-large = will not read { $path }: it is larger than a file of this kind can be
error-save-format = this is not a valid save file
error-save-version = the save was made by a newer version of the program (format { $version })
error-save-inconsistent = the saved game is inconsistent
error-save-match = the saved match's results cannot be (a game's score, its winner, or a game after the match was won)
error-save-encode = the save could not be made into text
error-record-syntax = line { $line }, column { $column }: this is not how a game record is written
error-record-tag = the tag [{ $tag }] has a value that cannot be used
error-record-illegal = line { $line }, column { $column }: move { $played } (ply { $ply }) is not legal: { $reason }
error-record-capture-mark = line { $line }, column { $column }: move { $played } (ply { $ply }) is marked +{ $marked } but captures { $actual }
error-slot-empty = there is no saved game yet
error-autosave-missing = there is no game to continue
error-table-damaged = the endgame table file { $path } could not be used
error-table-size = endgame tables of { $seeds } seeds cannot be built
error-table-memory = endgame tables of { $seeds } seeds need about { $needed } of memory to build, and this machine has { $available } available
error-book-damaged = the opening book { $path } could not be used
error-settings-invalid = { $path } is not a valid file of this kind
error-settings-encode = the settings could not be made into text

## Setting up a position
menu-set-up = Set up a position…
menu-set-up-tip = Put any position on the board, then analyse it or play it
setup-title = Set up a position
setup-help = Click a pit or a store to add a seed, right-click to take one, or turn the wheel; drag from one pit to another to move a seed. Keys: the arrows choose a pit, digits type its count, + and − add and take, S or N chooses who moves.
setup-total = Seeds: { $found } of { $expected }
setup-ready = A game can start from here.
setup-to-move = To move
setup-stores = Stores
setup-clear = Clear the board
setup-start-position = Start position
setup-string = Position string
setup-use-string = Use
setup-copy = Copy
setup-copied = Position string copied
setup-analyse = Analyse (Enter)
setup-analyse-tip = Both sides are played here, with the hints on
setup-play = Play this position…
setup-refused = Not read: { $error }
new-game-from-position = From the position set up: { $position }
error-setup-total = the pits and stores hold { $found } seeds; this variant plays with { $expected }
error-setup-won = { $side } has already captured { $seeds } seeds, more than half: the game is over
error-setup-nothing-to-sow = { $side } is to move with no seeds: the game is over
error-setup-cannot-feed = { $side } is to move and no move reaches the empty side: the game is over
error-notation-move = '{ $found }' at character { $at } is not a move
error-notation-fields = a position has 15 fields (12 pits, 2 stores, S or N) joined by '-'; this one has { $found }
error-notation-count = field { $field } ('{ $text }') is not a seed count from 0 to { $max }
error-notation-side = the side to move must be S or N, not '{ $text }'
menu-copy-position = Copy the position
menu-copy-position-tip = Its position string, to paste into another program or share
menu-copy-game = Copy the game (OGN)
menu-copy-game-tip = The game as a record, with where it started
notice-game-copied = Game copied as OGN
setup-paste = Paste
history-side-lines = Side lines
history-side-line-tip = Go to this line: the game continues from there
start-play-online = Play online
menu-play-online = Play online…
menu-play-online-tip = Play a friend on another computer: host a match and give them its code, or join theirs
menu-leave-online = Leave the online match
online-title = Play a friend online
online-your-name = Your name
online-default-name = Player
online-host-heading = Host a match
online-host-explained = You get a code to give your friend.
online-you-play = You play
online-host = Host
online-join-heading = Join a match
online-join-explained = Type or paste the code your friend gives you.
online-join = Join
online-relay-label = Relay server:
online-reaching-network = Reaching the network…
online-give-code = Give your friend this code:
online-copy = Copy
online-waiting = Waiting for your friend to join…
online-relay-unreachable = The relay server ({ $relay }) cannot be reached.
online-same-network-only = Only players on this network can join: the code carries this computer's addresses.
online-joining = Connecting to the match…
online-cancel = Cancel
online-cancelled = Online match cancelled
online-playing = Playing { $name } online.
online-connected = Connected: the match begins
online-undo-title = Take back?
online-undo-question = { $name } asks to take back their last move.
online-undo-allow = Allow
online-undo-refuse = Refuse
online-undo-granted = { $name } allowed the move to be taken back
online-undo-refused = { $name } refused to take the move back
online-undo-nothing = You have no move to take back
online-undo-asked = Asked { $name } to take your move back…
online-next-game-host = { $name } hosts the match and starts the next game
online-you-left = You left the online match; the game stays on the board
online-left = { $name } left the match; the game stays on the board
online-status-hosting = Online: code { $code }
online-status-connecting = Online: connecting…
online-status-playing = Online with { $name }
online-status-silent = { $name } has not answered for { $seconds } s
online-status-ended = Online match ended
online-status-tip = The online match (click for details)
online-error-relay-setting = The relay server in Settings cannot be used: '{ $relay }' (give public, off or its URL)
online-error-code-length = A match code has 16 letters and digits; this one has { $count }.
online-error-code-character = '{ $character }' cannot be in a match code.
online-error-code-address = '{ $address }' after the @ is not an address (IP:port).
online-error-network = The network cannot be used: { $detail }
online-error-no-relay = The relay server ({ $relay }) cannot be reached. Are you online?
online-error-no-relay-no-address = The relay server ({ $relay }) cannot be reached, and the code has no address part to reach your friend directly. If their code goes on after an @ (…@192.168.1.20:41641), type all of it.
online-error-no-host = No match answers to this code. Is your friend still waiting, with the same relay server?
online-error-garbled = The other program sent something unreadable: { $detail }
online-error-lost = The connection was lost.
online-error-silent-plain = The other side has not answered for { $seconds } s.
online-error-refused = The other program ended the match: { $reason }
online-error-version = The other program speaks version { $theirs } of the online protocol, this one version 1: both need the same version of Oware.
online-error-bad-message = The other program sent a message that was refused ({ $detail }); the game is unchanged.
settings-online-relay = Relay server for online play
settings-online-relay-tip = public (the default), off (same network only) or the URL of your own iroh-relay
relay-public = Public (over the internet)
relay-off = None (the same network only)
relay-own = My own server…
online-reconnecting = The connection to { $name } dropped: reconnecting…
online-reconnected = Reconnected to { $name }: the match goes on
online-connected-again = Connected again: the match goes on where it stopped
online-back-for-next-game = { $name } is back: start the next game when you are ready
online-status-reconnecting = Reconnecting to { $name }… ({ $seconds } s)
online-reconnecting-explained = The game waits here; it goes on where it stopped as soon as the line is back.
online-error-not-back = { $name } did not come back within { $minutes } minutes: the online match ends.
menu-resign = Resign
menu-resign-tip = Give up the game in play: the other side wins it
quit-online-title = Quit in the middle of the match?
quit-online-text = You are playing { $name } online. Keep your seat to come back to the match, or leave it.
quit-online-keep-seat = Keep my seat
quit-online-keep-seat-tip = { $name } waits for you; when you start the game again, Rejoin brings you back.
quit-online-leave = Leave the match
quit-online-leave-tip = { $name } is told you left; the match ends for both.
quit-online-play-on = Play on
resign-confirm-title = Resign this game?
resign-confirm-text = { $winner } will win it.
resign-confirm-online = Your friend is told at once: an online resignation cannot be taken back.
resign-confirm-yes = Resign
resign-confirm-no = Keep playing
resign-undo-notice = You resigned. Undo (Ctrl+Z) takes the resignation back.
reason-resignation = resignation
end-resignation = the other player resigned
end-resigned = { $name } resigned
online-resigned = { $name } resigned: you win the game
online-lan-announce = List it on this network
online-lan-announce-tip = Players on the same network see the match and can join it without the code
online-hints-offer = Allow hints to both players
online-clock-on = Clocks: { $control } a side; the other program keeps the same within 2 seconds
online-hints-offer-tip = Both of you may show the hints and the computer's values during the match; your friend is told when the match starts
online-hints-allowed = Hints are allowed in this match, to both players
online-hints-off = No hints in this match: neither player sees the computer's values
online-hints-refused = No hints in this online match: the match was offered without them
online-lan-heading = Matches on this network
online-lan-none = Listening for matches hosted on this network…
online-continue = Continue the match on the board
online-continue-tip = Your friend gets this match as it stands (a saved one, say): its games so far and the moves of the game in play
online-error-cannot-continue = This game cannot be continued online: it starts from a position set up by hand.
online-end-title = End the game?
online-end-question = The position has repeated. { $name } asks to end the game, each player taking the seeds on their side.
online-end-asked = Asked { $name } to end the game…
online-end-refused = { $name } wants to play on

## Clocks
new-game-clock = Clock
clock-none = No clock
clock-sudden = { $minutes } min
clock-fischer = { $minutes } min + { $seconds } s
clock-per-move = { $seconds } s a move
clock-pause = Pause
clock-resume = Resume
clock-paused = Paused
clock-paused-no-move = The game is paused: press Resume to play on.
reason-time = time
end-time = time ran out, and the other player could not win: a draw
end-flagged = { $name } ran out of time

## The library
library-title = Library
library-tip = Every game you finished here: replay, review, delete
library-games = { $count ->
    [one] { $count } game
   *[other] { $count } games
}
library-filter = Name:
library-undo = Undo delete
library-empty = No game yet: each game you finish is kept here.
library-open = Open
library-delete = Delete
library-date = Date
library-result = Result
library-length = Plies
library-not-kept = The game could not be kept in the library: { $error }
library-tab-games = Games
library-tab-statistics = Statistics
library-select-all = Tick all shown
library-select-none = Tick none
library-export = Export ticked ({ $count })
library-export-title = Export games as one OGN file
library-exported = { $count } { $count ->
        [one] game
       *[other] games
    } written to { $path }
library-added = The game was added to the library.
library-added-records = Added to the library: { $added ->
    [one] one game
   *[other] { $added } games
} ({ $there } already there, { $unreadable } that do not read).
file-games-stop = Stop
file-games-adding = Adding the games to the library… { $percent } %
library-busy-adding = The library is busy adding a file's games: try again when it is done.
file-games-title = The games of { $name }
file-games-intro = This file holds { $count } games. Choose one to open, or add them all to your library.
file-games-number = Game
file-games-result = Result
file-games-moves = Moves
file-games-open = Open
file-games-unreadable = does not read: { $why }
file-games-add-all = Add all to the library
file-games-close = Close
library-already = This game is already in the library.
library-add-board = Add to library
library-add-board-tip = Keep the game on the board (a record opened from a file, say) in your library
stats-rating-heading = Your rating
stats-rating-levels = Against the computer: { $rating } ± { $error } after { $count } { $count ->
        [one] game
       *[other] games
    }
stats-rating-none = Play the computer to get a rating: each finished game against a level counts.
stats-fair-level = A fair game for you: level { $level } (rated { $rating })
stats-play-fair = Play it
stats-rating-people = Against people (rated apart): { $rating } ± { $error } after { $count } { $count ->
        [one] game
       *[other] games
    }
stats-rating-plot = Your rating after each game against the computer (the band: ± 2 deviations)
stats-results-heading = Results
stats-opponent = Opponent
stats-won = Won
stats-drawn = Drawn
stats-lost = Lost
stats-score = Score
stats-level = Level { $level } (≈ { $rating })
stats-by-month = Results month by month
stats-all = all opponents
stats-mistakes = Your mistakes and blunders in each reviewed game
stats-mistakes-none = No reviewed game yet: the review after each game counts your mistakes.
stats-empty = No game of yours yet.
new-game-level-rating = ≈ { $rating }
new-game-level-rating-tip = The level's rating, from a round robin of the eight levels (docs/engine.md)
new-game-fair = Fair for you: level { $level }
new-game-fair-tip = The level nearest your rating against the computer (see the Library)

## Players (profiles)

players-who = Who is playing?
players-guest = Play as a guest
players-guest-tip = A guest's stars, practice and games are not kept.
players-new = New player
players-name = Name
players-add = Add
players-rename = Rename
players-remove = Remove
players-remove-confirm = Remove { $name }, with their stars, practice and games?
players-remove-yes = Yes, remove
players-keep = Keep
players-done = Done
players-edit = Change the players
players-grown-up-ask = A question for a grown-up, before the players are changed: how much is { $a } × { $b }?
players-grown-up-ok = OK
players-grown-up-needed = A grown-up answers a question first (Change the players).
players-grown-up-wrong = Not quite: here is another question.
players-playing = Playing: { $name }
players-playing-guest = Playing as a guest: nothing is kept
players-change = Change player
profile-first-name = Player
notice-profiles-not-read = The players could not be read ({ $error }); playing as a guest, nothing is kept
notice-profiles-not-saved = The players could not be saved: { $error }
notice-player-files-left = { $count ->
    [one] One file the game did not write was left where it was, in { $folder }.
   *[other] { $count } files the game did not write were left where they were, in { $folder }.
}
error-profile-no-name = A player needs a name
error-profile-name-taken = There is already a player named { $name }
error-profile-missing = There is no such player
error-profile-too-many = At most { $most } players
error-profile-only-one = The only player stays
error-profile-no-number = No number is left for a new player: the list of players was edited by hand.
players-child = A child
players-child-tip = The child's mode: bigger pits and counts, numbers written as words while seeds drop, hints in words, stars instead of rating numbers, and no online play unless a grown-up allows it.
players-online-allowed = May play online
online-not-allowed-for-child = A grown-up can let this player play online: Change player, then Change the players.
counting-last-pit-holds = The last seed landed in pit { $pit }: it holds { $words } now.
counting-last-pit-captured = The last seed landed in pit { $pit }: { $words } seeds there, captured!
child-good-try = Good try! Let's look at it together:
puzzle-title-child = Puzzle { $id }
puzzle-solved-child = ★ Solved! Well done!
puzzle-failed-child = Not this time: here is the way. Try the next one!
puzzle-solution-playing-child = Watch the way: { $moves }
learn-child-solved = { $solved ->
    [one] ★ One puzzle solved
   *[other] ★ { $solved } puzzles solved
}
learn-child-run = { $run } solved in a row!
players-progress = Progress
players-progress-tip = What this player has done: lessons, puzzles, practice day by day, time and games
progress-title = { $name }'s progress
progress-title-none = Progress
progress-guest = A guest's progress is not kept.
progress-learning = Lessons and puzzles
progress-lessons = { $done } of { $lessons } lessons finished · { $stars } of { $all } stars
progress-puzzles = { $solved ->
    [one] One puzzle solved
   *[other] { $solved } puzzles solved
} of { $tried } tried
progress-practice = Counting practice
progress-kind-score = { $percent } % right of { $asked }
progress-plot = Right answers (%) of each kind, day by day
progress-no-practice = No practice yet.
progress-time-and-games = Time and games
progress-time = Time in the game: { $week } in the last 7 days, { $all } in all
progress-minutes = { $minutes } min
progress-hours = { $hours } h { $minutes } min
progress-games = { $games ->
    [one] One game
   *[other] { $games } games
} in the Library, { $won } won
practice-path = Levels
practice-path-tip = Practise at level { $level } and stay there: 4, 10 and 20 right answers earn its stars
practice-path-locked = Level { $level } opens with a star at the level before it
practice-path-free = Go up by myself again

## A tournament on the network, as one of its players
tournament-title = Tournament
menu-tournament = Tournament…
menu-tournament-tip = Join a club's tournament: your games open by themselves, round after round
tournament-join-explained = Join a tournament run on this network, or by its organizer's code. Each round, your game opens by itself; between rounds you see the standings.
tournament-join = Join the tournament
tournament-lan-heading = Tournaments on this network
tournament-lan-none = Listening for tournaments on this network…
tournament-entering = Entering the tournament…
tournament-you-are = { $name }: player { $number } of { $players }, { $rounds } rounds
tournament-over = The tournament is over.
tournament-reconnecting = The line to the organizer dropped: getting it back…
tournament-playing-now = Round { $round }, board { $board }: your game is on the board.
tournament-waiting = Waiting for the organizer to start the next round.
tournament-your-rounds = Your rounds
tournament-standings-after = Standings after round { $round }
tournament-close = Close
tournament-leave = Leave the tournament
tournament-leave-tip = The organizer is told that you left; your seat stays until they withdraw you
tournament-round = Round { $round }
tournament-no-game-short = No game
tournament-board-against = Board { $board }, against { $name }
tournament-drew = Drawn
tournament-won = Won
tournament-lost-game = Lost
tournament-decided-short = decided: { $reason }
tournament-disputed-short = The reports differ: the organizer decides
tournament-stopped-short = Stopped: the organizer decides
tournament-pending = Waiting for the result
tournament-finish-match-first = Finish or leave the online match first.
tournament-left = You left the tournament.
tournament-lost = The line to the organizer could not be made again: the tournament is lost here.
tournament-reported = Your result went to the organizer.
tournament-back = Back in { $name }.
tournament-entered = You are in { $name }.
tournament-refused = The organizer refused: { $reason }
tournament-no-game = Round { $round }: no game for you this round.
tournament-disputed = Round { $round }, board { $board }: the two reports differ; the organizer decides.
tournament-decided = Round { $round }, board { $board }: the organizer decided ({ $reason }).
tournament-paired = Round { $round }, board { $board }: you play { $name }.

## A tournament hosted here, for its organizer
menu-host-tournament = Host a tournament…
menu-host-tournament-tip = Run a club's tournament from this computer: players join with its code, every board is seen live
host-tournament-title = Host a tournament
host-tournament-explained = Players join from their own computers, in the Tournament window, with the code this window gives. You start each round; their games open by themselves.
host-tournament-name = Name
host-tournament-name-hint = Club night
host-tournament-name-needed = The tournament needs a name.
host-tournament-system = Pairings
host-tournament-rounds = Rounds
host-tournament-host = Host the tournament
host-tournament-kept = Tournaments not finished
host-tournament-resume = Host again
host-tournament-give-code = Give the players this code:
host-tournament-play-too = Play in it too
host-tournament-play-too-tip = Join this tournament as a player from this computer
host-tournament-players = Players ({ $count })
host-tournament-withdraw = Withdraw
host-tournament-withdrawn = withdrawn
host-tournament-not-started = { $rounds } rounds: start the first when everyone is in.
host-tournament-round-of = Round { $round } of { $rounds }
host-tournament-start = Start round { $round }
host-tournament-pause = Pause the round
host-tournament-go = Go on
host-tournament-paused = The round is paused: results wait until it goes on.
host-tournament-end = End the tournament
host-tournament-boards = Boards of round { $round }
host-tournament-board-names = Board { $board }: { $first } – { $second }
host-tournament-agreed = agreed
host-tournament-forfeit = forfeit
host-tournament-waiting-players = Waiting for both players
host-tournament-in-play = In play: game { $game }, { $plies } moves
host-tournament-decide = Set the result
host-tournament-reason = The reason both players will read
host-tournament-open = Open large
host-tournament-standings = Standings
system-swiss = Swiss
system-round-robin = Round robin
system-double-round-robin = Double round robin
system-knockout = Knockout
tournament-kept-seat = Your seat in { $tournament } (as { $name }) is kept from before.
tournament-take-back = Take my seat back
tournament-no-kept-seat = There is no seat kept to take back.
host-tournament-connected = Connected
host-tournament-away = Away: their line is down
menu-tournament-board = Round { $round }, board { $board }
