# Learn Oware: the course, the puzzles and their screens. English.

## The Learn screen
learn-title = Learn Oware
learn-open = Learn
learn-open-tip = Lessons from the first sowing to a first win, and puzzles
learn-lessons = Lessons
learn-continue = Continue learning
learn-start = Start the first lesson
learn-stars = { $stars } of { $tasks } ★
learn-done-all = Every lesson done. Well played!
learn-puzzles = Puzzles
learn-puzzle-of-the-day = Puzzle of the day
learn-next-puzzle = A puzzle for me
learn-your-rating = Your puzzle rating: { $rating } (± { $deviation })
learn-tried = Puzzles tried: { $tried } · solved: { $solved }
learn-theme = Theme:
learn-theme-any = Any
learn-history = Your rating over time
learn-no-history = Solve a puzzle to see your rating here.
learn-close = Close
learn-not-read = Your lessons and puzzles could not be read ({ $error }); this session's are not saved.
learn-not-saved = Your lessons and puzzles could not be saved: { $error }

## A lesson on the board
lesson-of = Lesson { $number } of { $count }: { $title }
lesson-task-of = Task { $task } of { $tasks }
lesson-right = ★ Right!
lesson-try-again = Not this one. The board is back as it was: try again.
lesson-next-task = Next (Enter)
lesson-next-lesson = Next lesson (Enter)
lesson-play-game = Play your first game
lesson-back = Back to the lessons
lesson-done = Lesson done: { $stars } of { $tasks } ★
lesson-game-won = You won your first game. You can play Oware!

## Why a move is not the answer
learn-why-empty = Pit { $pit } is empty: only a pit with seeds can be sown.
learn-why-not-yours = Pit { $pit } is { $side }'s. You sow your own pits, in the row nearest you.
learn-why-must-feed = { $opponent } has no seeds. { $pit } does not reach them, and a move that does must be played.
learn-why-grand-slam-forbidden = { $pit } would take all of the other side's seeds, which these rules forbid.
learn-why-game-over = The game is over.
learn-why-other-pit = The task asks for pit { $asked }.
learn-why-landed = The last seed lands in { $landed }, not in { $wanted }. Count one pit for each seed, starting with the next pit.
learn-why-captures-only = This move captures { $got }, not { $wanted }. A capture needs the last seed in North's pit making 2 or 3 there.
learn-why-grand-slam = This move would take every seed North has: a grand slam. Under Abapa it captures nothing.
learn-why-not-the-most = This move captures { $got }; another one captures { $most }.
learn-why-gives-away = After this move North can capture { $seeds }. Look at the pits North can reach.
learn-why-store-short = After this move you have { $have }; you need { $wanted }.
learn-why-game-goes-on = After this move the game goes on.

## The lessons
lesson-board = The board and the seeds
lesson-board-1 = This is the board. Your six pits are the bottom row, A to F. North's six are the top row. Every pit starts with 4 seeds. Click pit A to sow it.
lesson-board-1-then = You took the 4 seeds of A and dropped them one by one: B, C, D and E got one each.
lesson-board-2 = Sowing always goes to the right along your row. Now sow pit F, the last of your row.
lesson-board-3 = Only a pit with seeds can be sown. Which of your pits has seeds? Sow it.
lesson-board-3-then = Right: empty pits cannot be played.

lesson-sowing = Sowing, one seed a pit
lesson-sowing-1 = B holds 3 seeds. Sowing B drops one in C, one in D and one in E. Sow B.
lesson-sowing-1-then = One seed in each pit, never two, never skipping one.
lesson-sowing-2 = After F the seeds go on into North's row: a, b, c… Sow F and watch them cross.
lesson-sowing-2-then = The board is a circle: your row, then North's, then yours again.
lesson-sowing-3 = Make the last seed land in North's pit a, the first pit after F.

lesson-counting = Where will the last seed land?
lesson-counting-1 = Count before you sow: C has 5 seeds, so they go to D, E, F, a and b. Which pit puts its last seed in North's pit b?
lesson-counting-2 = Find the pit whose last seed lands in North's pit d. Count the seeds of each pit.
lesson-counting-3 = Sometimes the last seed stays on your side. Make the last seed land in your own pit F.
lesson-counting-3-then = Counting the seeds of a pit tells you where its last seed goes, before you sow.

lesson-lap = Twelve seeds or more: a lap
lesson-lap-1 = A has 12 seeds: one in each of the 11 other pits, then the twelfth. The pit you sow from is skipped, so the 12th seed goes on to B. Make the last seed land in your pit B.
lesson-lap-1-then = A stayed empty: the pit you sow from is always skipped.
lesson-lap-2 = E has 14 seeds. Count them round the board, skipping E. Make the last seed land in North's pit b.
lesson-lap-3 = A big pit gives two seeds to pits it passes twice. Capture at least 4 seeds.
lesson-lap-3-then = After a lap, North's pits had 2 or 3 seeds each: a big capture.

lesson-capture = Capturing 2 or 3
lesson-capture-1 = When your last seed lands in one of North's pits and makes 2 or 3 seeds there, you capture them. North's pit a has 1 seed. Capture 2 seeds.
lesson-capture-1-then = The captured seeds go to your store.
lesson-capture-2 = North's pit c has 2 seeds: one more makes 3. Capture 3 seeds.
lesson-capture-3 = Only 2 or 3: a pit that ends with 1 or with 4 is not captured. Find the move that captures.
lesson-capture-3-then = Count the seeds of the last pit after your seed lands: 2 or 3 is a capture.

lesson-chain = Chained captures
lesson-chain-1 = After a capture, look at the pit before it. If it has 2 or 3 too, it is captured as well, and so on backwards. Capture 7 seeds in one move.
lesson-chain-1-then = c, b and a were captured together: a chain.
lesson-chain-2 = A chain stops at the first pit that does not hold 2 or 3. Play the move that captures the most seeds.
lesson-chain-3 = A chain stays in North's row: your own pits are never captured. Capture 6 seeds.
lesson-chain-3-then = The chain took c, b and a, and stopped at your pit F.

lesson-grand-slam = The grand slam
lesson-grand-slam-1 = A move that would capture every seed North has is a grand slam. Sow F: it would take both of North's pits.
lesson-grand-slam-1-then = Under Abapa, the rules played here, a grand slam captures nothing: the seeds stay where they fell.
lesson-grand-slam-2 = One move here is a grand slam and captures nothing. Another captures 4 and leaves North a seed. Capture at least 2 seeds.
lesson-grand-slam-2-then = Leave North at least one seed when you capture.
lesson-grand-slam-3 = Some players play other rules. Under "grand slam captures all", a grand slam takes everything. Under these rules, capture 4 seeds.
lesson-grand-slam-3-then = The variant in play is in the new-game window: Abapa is the one used in Ghana and in tournaments.

lesson-feeding = Feeding your opponent
lesson-feeding-1 = North has no seeds at all. When you can give them seeds, you must. Find the move that feeds North.
lesson-feeding-1-then = A move that would leave North with nothing is not allowed while a move that feeds exists.
lesson-feeding-2 = North is empty again. Only one of your pits reaches North's row. Feed North.
lesson-feeding-3 = E and F both feed North. After F, North's pit f can sow into your pit A and capture. Feed North without giving them a capture.
lesson-feeding-3-then = Before you sow, look at what North could capture next.

lesson-game-end = How a game ends
lesson-game-end-1 = There are 48 seeds. Whoever captures more than half, 25 or more, wins at once. You have 23: capture 2 more and win.
lesson-game-end-1-then = 25 seeds: you win!
lesson-game-end-2 = You have one seed left, in F. When a player cannot move — an empty row, or no move that reaches the other side — the game ends and each player takes the seeds on their own side. Sow F.
lesson-game-end-2-then = North could not give you any seeds, so the game ended. North took the 6 seeds of their row: 24–24, a draw.
lesson-game-end-3 = You have 22. Capture 3 or more to pass 24 and win.
lesson-game-end-3-then = A game can also end when the same position comes back again and again: then each player takes the seeds on their side.

lesson-first-game = Your first game
lesson-first-game-1 = Before your first game, three habits. One: capture when you can. Capture 2 or more.
lesson-first-game-2 = Two: before you sow, look at what North could capture next. North's pit f has 2 seeds and reaches your pits A and B. Play the move that gives North nothing.
lesson-first-game-2-then = Your pits with 1 or 2 seeds are the ones North can capture.
lesson-first-game-3 = Three: when several moves capture, count which takes the most. Capture the most seeds.
lesson-first-game-3-then = Now play a whole game against the gentlest computer, with hints on. Good luck!

## Puzzles
puzzle-title = Puzzle { $id } · rated { $rating }
puzzle-goal-win = { $side } to play and win the game.
puzzle-goal-draw = { $side } to play: the only move that does not lose.
puzzle-goal-gain = { $side } to play and win { $seeds } seeds more.
puzzle-goal-save = { $side } to play: the only move that keeps { $seeds } seeds more than any other.
puzzle-goal-win-child = { $side } to play: find the move that wins the game!
puzzle-goal-draw-child = { $side } to play: find the one move that does not lose.
puzzle-goal-gain-child = { $side } to play: find the move that wins { $seeds } seeds!
puzzle-goal-save-child = { $side } to play: find the best move. Every other move loses seeds.
puzzle-moves = { $moves } moves to find
puzzle-your-move = Your move.
puzzle-reply = { $side } answers { $move }. Your move again.
puzzle-refuted = After { $tried }, { $side } plays { $reply } and captures { $seeds }.
puzzle-refuted-wins = After { $tried }, { $side } plays { $reply }, captures { $seeds } and wins the game.
puzzle-refuted-quiet = After { $tried }, { $side } answers { $reply }, and the puzzle's move does better.
puzzle-wrong-ends = That move ends the game, and not as well as the puzzle's move.
puzzle-illegal = { $move } cannot be played. { $why }
puzzle-take-back = Take back and try again (Enter)
puzzle-try-again = Taken back. Your move again.
puzzle-solution-playing = The solution, played on the board: { $moves }. Your rating: { $rating } ({ $change })
puzzle-solved = ★ Solved! Your rating: { $rating } ({ $change })
puzzle-failed = Your rating: { $rating } ({ $change })
puzzle-solution = Show the solution
puzzle-solution-is = Solution: { $moves }
puzzle-next = Next puzzle (Enter)
puzzle-back = Back to Learn
puzzle-themes = Themes: { $themes }
puzzle-proof-tables = Proven by the endgame tables.
puzzle-proof-search = Proven by two searches of the engine.

theme-chain = chained capture
theme-grand-slam = grand slam avoided
theme-feeding = feeding
theme-starving = starving
theme-big-pit = the big pit's lap
theme-ending = counting to the end
theme-quiet-move = a quiet move
theme-defence = defence
