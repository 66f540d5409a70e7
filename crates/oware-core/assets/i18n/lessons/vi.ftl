# Học Oware: bài học, câu đố và màn hình của chúng. Tiếng Việt.

## Màn hình Học
learn-title = Học Oware
learn-open = Học
learn-open-tip = Bài học từ lần rải đầu tiên đến ván thắng đầu tiên, và câu đố
learn-lessons = Bài học
learn-continue = Học tiếp
learn-start = Bắt đầu bài đầu tiên
learn-stars = { $stars } trên { $tasks } ★
learn-done-all = Đã học xong mọi bài. Giỏi lắm!
learn-puzzles = Câu đố
learn-puzzle-of-the-day = Câu đố hôm nay
learn-next-puzzle = Một câu đố cho tôi
learn-your-rating = Điểm câu đố của bạn: { $rating } (± { $deviation })
learn-tried = Đã thử: { $tried } · đã giải: { $solved }
learn-theme = Chủ đề:
learn-theme-any = Tất cả
learn-history = Điểm của bạn theo thời gian
learn-no-history = Giải một câu đố để thấy điểm của bạn ở đây.
learn-close = Đóng
learn-not-read = Không đọc được bài học và câu đố của bạn ({ $error }); phần của lần này sẽ không được lưu.
learn-not-saved = Không lưu được bài học và câu đố của bạn: { $error }

## Một bài học trên bàn
lesson-of = Bài { $number } trên { $count }: { $title }
lesson-task-of = Bài tập { $task } trên { $tasks }
lesson-right = ★ Đúng rồi!
lesson-try-again = Không phải nước này. Bàn đã trở lại như cũ: thử lại nhé.
lesson-next-task = Tiếp (Enter)
lesson-next-lesson = Bài tiếp theo (Enter)
lesson-play-game = Chơi ván đầu tiên
lesson-back = Về danh sách bài học
lesson-done = Xong bài: { $stars } trên { $tasks } ★
lesson-game-won = Bạn đã thắng ván đầu tiên. Bạn biết chơi Oware rồi!

## Vì sao nước này không phải đáp án
learn-why-empty = Ô { $pit } trống: chỉ rải được ô có hạt.
learn-why-not-yours = Ô { $pit } là của { $side }. Bạn rải các ô của mình, ở hàng gần bạn.
learn-why-must-feed = { $opponent } không còn hạt. { $pit } không tới được bên đó, và phải đi nước tới được.
learn-why-grand-slam-forbidden = { $pit } sẽ ăn hết hạt của bên kia, điều mà luật này cấm.
learn-why-game-over = Ván đã kết thúc.
learn-why-other-pit = Bài tập yêu cầu ô { $asked }.
learn-why-landed = Hạt cuối rơi vào { $landed }, không phải { $wanted }. Đếm mỗi hạt một ô, bắt đầu từ ô kế tiếp.
learn-why-captures-only = Nước này ăn { $got }, không phải { $wanted }. Muốn ăn, hạt cuối phải rơi vào ô của phía Bắc và làm ô đó có 2 hoặc 3 hạt.
learn-why-grand-slam = Nước này sẽ ăn hết hạt của phía Bắc: ăn trọn. Theo luật Abapa, nó không ăn được gì.
learn-why-not-the-most = Nước này ăn { $got }; một nước khác ăn { $most }.
learn-why-gives-away = Sau nước này phía Bắc ăn được { $seeds }. Hãy nhìn các ô mà phía Bắc rải tới được.
learn-why-store-short = Sau nước này bạn có { $have }; cần { $wanted }.
learn-why-game-goes-on = Sau nước này ván vẫn tiếp tục.

## Các bài học
lesson-board = Bàn và hạt
lesson-board-1 = Đây là bàn chơi. Sáu ô của bạn là hàng dưới, từ A đến F. Sáu ô của phía Bắc là hàng trên. Mỗi ô bắt đầu với 4 hạt. Bấm vào ô A để rải.
lesson-board-1-then = Bạn đã lấy 4 hạt của A và thả từng hạt một: B, C, D và E mỗi ô được một hạt.
lesson-board-2 = Luôn rải sang phải dọc theo hàng của bạn. Giờ hãy rải ô F, ô cuối hàng của bạn.
lesson-board-3 = Chỉ rải được ô có hạt. Ô nào của bạn có hạt? Hãy rải ô đó.
lesson-board-3-then = Đúng: ô trống không đi được.

lesson-sowing = Rải, mỗi ô một hạt
lesson-sowing-1 = B có 3 hạt. Rải B sẽ thả một hạt vào C, một vào D và một vào E. Rải B.
lesson-sowing-1-then = Mỗi ô một hạt, không bao giờ hai, không bỏ ô nào.
lesson-sowing-2 = Sau F, hạt đi tiếp sang hàng của phía Bắc: a, b, c… Rải F và xem hạt đi qua.
lesson-sowing-2-then = Bàn là một vòng tròn: hàng của bạn, rồi hàng phía Bắc, rồi lại hàng của bạn.
lesson-sowing-3 = Làm cho hạt cuối rơi vào ô a của phía Bắc, ô đầu tiên sau F.

lesson-counting = Hạt cuối sẽ rơi vào đâu?
lesson-counting-1 = Đếm trước khi rải: C có 5 hạt, chúng đi tới D, E, F, a và b. Ô nào đặt hạt cuối vào ô b của phía Bắc?
lesson-counting-2 = Tìm ô có hạt cuối rơi vào ô d của phía Bắc. Đếm hạt của từng ô.
lesson-counting-3 = Đôi khi hạt cuối ở lại bên bạn. Làm cho hạt cuối rơi vào ô F của chính bạn.
lesson-counting-3-then = Đếm hạt của một ô cho biết hạt cuối đi đâu, trước khi rải.

lesson-lap = Mười hai hạt trở lên: một vòng
lesson-lap-1 = A có 12 hạt: mỗi ô trong 11 ô còn lại một hạt, rồi hạt thứ mười hai. Ô đang rải bị bỏ qua, nên hạt thứ 12 đi tới B. Làm cho hạt cuối rơi vào ô B của bạn.
lesson-lap-1-then = A vẫn trống: ô đang rải luôn bị bỏ qua.
lesson-lap-2 = E có 14 hạt. Đếm chúng quanh bàn, bỏ qua E. Làm cho hạt cuối rơi vào ô b của phía Bắc.
lesson-lap-3 = Một ô lớn cho hai hạt vào những ô nó đi qua hai lần. Ăn ít nhất 4 hạt.
lesson-lap-3-then = Sau một vòng, các ô của phía Bắc mỗi ô có 2 hoặc 3 hạt: ăn được nhiều.

lesson-capture = Ăn 2 hoặc 3
lesson-capture-1 = Khi hạt cuối của bạn rơi vào một ô của phía Bắc và làm ô đó có 2 hoặc 3 hạt, bạn ăn chúng. Ô a của phía Bắc có 1 hạt. Ăn 2 hạt.
lesson-capture-1-then = Hạt ăn được vào kho của bạn.
lesson-capture-2 = Ô c của phía Bắc có 2 hạt: thêm một thành 3. Ăn 3 hạt.
lesson-capture-3 = Chỉ 2 hoặc 3: ô kết thúc với 1 hoặc 4 không bị ăn. Tìm nước ăn được.
lesson-capture-3-then = Đếm hạt của ô cuối sau khi hạt của bạn rơi vào: 2 hoặc 3 là ăn.

lesson-chain = Ăn liên tiếp
lesson-chain-1 = Sau khi ăn, nhìn ô ngay trước đó. Nếu nó cũng có 2 hoặc 3 hạt, nó cũng bị ăn, cứ thế lùi lại. Ăn 7 hạt trong một nước.
lesson-chain-1-then = c, b và a bị ăn cùng lúc: ăn liên tiếp.
lesson-chain-2 = Chuỗi ăn dừng ở ô đầu tiên không có 2 hoặc 3 hạt. Đi nước ăn được nhiều nhất.
lesson-chain-3 = Chuỗi ăn chỉ ở hàng của phía Bắc: các ô của bạn không bao giờ bị ăn. Ăn 6 hạt.
lesson-chain-3-then = Chuỗi ăn lấy c, b và a, rồi dừng ở ô F của bạn.

lesson-grand-slam = Ăn trọn
lesson-grand-slam-1 = Một nước sẽ ăn hết hạt của phía Bắc gọi là ăn trọn. Rải F: nó sẽ ăn cả hai ô của phía Bắc.
lesson-grand-slam-1-then = Theo luật Abapa được chơi ở đây, ăn trọn không ăn được gì: hạt nằm yên nơi chúng rơi.
lesson-grand-slam-2 = Ở đây một nước là ăn trọn và không ăn được gì. Một nước khác ăn 4 và để lại một hạt cho phía Bắc. Ăn ít nhất 2 hạt.
lesson-grand-slam-2-then = Khi ăn, hãy để lại cho phía Bắc ít nhất một hạt.
lesson-grand-slam-3 = Có người chơi luật khác. Với "ăn trọn ăn tất cả", ăn trọn lấy hết. Theo luật này, ăn 4 hạt.
lesson-grand-slam-3-then = Luật chơi được chọn trong cửa sổ ván mới: Abapa là luật của Ghana và của các giải đấu.

lesson-feeding = Cho đối thủ hạt
lesson-feeding-1 = Phía Bắc không còn hạt nào. Khi bạn cho được, bạn phải cho. Tìm nước cho phía Bắc hạt.
lesson-feeding-1-then = Nước để phía Bắc không còn gì là không được đi khi còn nước cho hạt.
lesson-feeding-2 = Phía Bắc lại trống. Chỉ một ô của bạn tới được hàng của họ. Cho phía Bắc hạt.
lesson-feeding-3 = Cả E và F đều cho phía Bắc hạt. Sau F, ô f của phía Bắc rải được vào ô A của bạn và ăn. Cho phía Bắc hạt mà không để họ ăn.
lesson-feeding-3-then = Trước khi rải, hãy xem phía Bắc có thể ăn gì ở nước sau.

lesson-game-end = Ván kết thúc thế nào
lesson-game-end-1 = Có 48 hạt. Ai ăn được hơn một nửa, từ 25 trở lên, thắng ngay. Bạn có 23: ăn thêm 2 và thắng.
lesson-game-end-1-then = 25 hạt: bạn thắng!
lesson-game-end-2 = Bạn còn một hạt, ở F. Khi một người không đi được — hàng trống, hoặc không nước nào tới được bên kia — ván kết thúc và mỗi người lấy hạt bên mình. Rải F.
lesson-game-end-2-then = Phía Bắc không cho bạn hạt được, nên ván kết thúc. Phía Bắc lấy 6 hạt ở hàng của họ: 24–24, hòa.
lesson-game-end-3 = Bạn có 22. Ăn từ 3 hạt trở lên để vượt 24 và thắng.
lesson-game-end-3-then = Ván cũng kết thúc khi cùng một thế cờ lặp lại mãi: khi đó mỗi người lấy hạt bên mình.

lesson-first-game = Ván đầu tiên của bạn
lesson-first-game-1 = Trước ván đầu tiên, ba thói quen. Một: ăn khi ăn được. Ăn từ 2 hạt trở lên.
lesson-first-game-2 = Hai: trước khi rải, xem phía Bắc có thể ăn gì ở nước sau. Ô f của phía Bắc có 2 hạt và tới được ô A và B của bạn. Đi nước không cho phía Bắc ăn gì.
lesson-first-game-2-then = Các ô có 1 hoặc 2 hạt của bạn là những ô phía Bắc ăn được.
lesson-first-game-3 = Ba: khi nhiều nước ăn được, đếm xem nước nào ăn nhiều nhất. Ăn nhiều hạt nhất.
lesson-first-game-3-then = Giờ hãy chơi trọn một ván với máy ở cấp dễ nhất, có gợi ý. Chúc may mắn!

## Câu đố
puzzle-title = Câu đố { $id } · điểm { $rating }
puzzle-goal-win = { $side } đi và thắng ván.
puzzle-goal-draw = { $side } đi: nước duy nhất không thua.
puzzle-goal-gain = { $side } đi và hơn { $seeds } hạt.
puzzle-goal-save = { $side } đi: nước duy nhất giữ hơn mọi nước khác { $seeds } hạt.
puzzle-goal-win-child = { $side } đi: tìm nước thắng ván!
puzzle-goal-draw-child = { $side } đi: tìm nước duy nhất không thua.
puzzle-goal-gain-child = { $side } đi: tìm nước ăn được { $seeds } hạt!
puzzle-goal-save-child = { $side } đi: tìm nước tốt nhất. Mọi nước khác đều mất hạt.
puzzle-moves = Cần tìm { $moves } nước
puzzle-your-move = Đến lượt bạn.
puzzle-reply = { $side } đáp { $move }. Lại đến lượt bạn.
puzzle-refuted = Sau { $tried }, { $side } đi { $reply } và ăn { $seeds } hạt.
puzzle-refuted-wins = Sau { $tried }, { $side } đi { $reply }, ăn { $seeds } hạt và thắng ván.
puzzle-refuted-quiet = Sau { $tried }, { $side } đáp { $reply }, và nước của câu đố tốt hơn.
puzzle-wrong-ends = Nước này kết thúc ván, và không tốt bằng nước của câu đố.
puzzle-illegal = Không thể đi { $move }. { $why }
puzzle-take-back = Đi lại và thử lần nữa (Enter)
puzzle-try-again = Đã đi lại. Đến lượt bạn.
puzzle-solution-playing = Lời giải, được đi trên bàn: { $moves }. Điểm của bạn: { $rating } ({ $change })
puzzle-solved = ★ Đã giải! Điểm của bạn: { $rating } ({ $change })
puzzle-failed = Điểm của bạn: { $rating } ({ $change })
puzzle-solution = Xem lời giải
puzzle-solution-is = Lời giải: { $moves }
puzzle-next = Câu đố tiếp (Enter)
puzzle-back = Về màn hình Học
puzzle-themes = Chủ đề: { $themes }
puzzle-proof-tables = Được chứng minh bằng bảng tàn cuộc.
puzzle-proof-search = Được chứng minh bằng hai lần tìm kiếm của máy.

theme-chain = ăn liên tiếp
theme-grand-slam = tránh ăn trọn
theme-feeding = cho hạt
theme-starving = bỏ đói
theme-big-pit = vòng của ô lớn
theme-ending = đếm đến cuối ván
theme-quiet-move = nước yên lặng
theme-defence = phòng thủ
