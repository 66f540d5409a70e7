# Oware — tiếng Việt. Các mã thông điệp giống hệt tệp tiếng Anh.
# Tiếng Việt không biến đổi theo số nhiều: con số thay đổi, từ giữ nguyên.

## Sides and players

side-south = Phía Nam
side-north = Phía Bắc
computer-level = Máy (cấp { $level })

## Match formats, variants, speeds, themes

format-single = Một ván
format-best-of-3 = Thắng 2 trong 3 ván
format-best-of-5 = Thắng 3 trong 5 ván
format-first-to-5 = Ai thắng 5 ván trước (Kumasi)
format-antigua = Antigua: thắng 6 ván trước hoặc dẫn 3 ván
format-three-in-a-row = Thắng 3 ván liên tiếp (Yoruba)
next-winner-starts = người thắng đi trước
next-alternate = lần lượt đi trước
grand-slam-forfeit = Vô hiệu: ăn trọn không ăn được gì
grand-slam-allowed-if-winning = Được phép khi giúp thắng
grand-slam-illegal = Không được đi
grand-slam-capture-all = Ăn tất cả
grand-slam-opponent-takes = Đối thủ lấy phần còn lại
cycle-automatic = tự động kết thúc
cycle-by-agreement = theo thỏa thuận
speed-slow = Chậm
speed-normal = Bình thường
speed-fast = Nhanh
speed-instant = Tức thì
theme-wood = Gỗ cổ điển
theme-dark = Tối
theme-high-contrast = Tương phản cao

## Review marks

quality-good = tốt
quality-inaccuracy = thiếu chính xác
quality-mistake = sai lầm
quality-blunder = sai lầm nghiêm trọng
count-inaccuracies = { $count } nước thiếu chính xác
count-mistakes = { $count } sai lầm
count-blunders = { $count } sai lầm nghiêm trọng
review-no-mistakes = không có sai lầm
list-separator = {", "}

## The end of a game, refused moves

end-majority = đã ăn hơn một nửa số hạt
end-no-moves = không còn nước đi hợp lệ: các hạt trên bàn đã được lấy
end-cycle = thế cờ lặp lại: mỗi bên lấy các hạt bên mình
refused-not-your-pit = { $pit } là ô của { $owner }: đang đến lượt { $mover }
refused-empty-pit = Ô { $pit } trống: hãy chọn một ô có hạt
refused-must-feed = { $opponent } không còn hạt: bạn phải cho hạt sang
refused-grand-slam = { $pit } sẽ ăn hết hạt của { $opponent } (ăn trọn), điều mà luật này cấm
refused-game-over = Ván đã kết thúc

## Counting exercises

exercise-count-title = Đếm hạt
exercise-last-seed-title = Hạt cuối cùng rơi vào đâu?
exercise-capture-title = Ăn được bao nhiêu?
exercise-most-title = Nước nào ăn được nhiều nhất?
exercise-after-title = Sau nước đi còn bao nhiêu?
exercise-count-question = Ô { $pit } có bao nhiêu hạt?
exercise-last-seed-question = Nếu rải ô { $move }, hạt cuối cùng rơi vào đâu? Hãy nhấn vào ô đó.
exercise-capture-question = Nước { $move } ăn được bao nhiêu hạt?
exercise-most-question = Nước nào của { $side } ăn được nhiều hạt nhất? Hãy nhấn vào ô đó.
exercise-after-question = Sau khi rải ô { $move }, ô { $pit } sẽ có bao nhiêu hạt?

## Hint reasons

hint-captures = ăn { $count }
hint-leaves-capturable = để { $count } hạt có thể bị ăn ở nước sau
hint-feeds = cho đối thủ thêm hạt
hint-forced-by-feeding = bắt buộc: đối thủ đã hết hạt và phải được cho hạt
hint-proven-won = dẫn tới thế chắc thắng
hint-proven-drawn = dẫn tới thế chắc hòa
hint-proven-lost = dẫn tới thế chắc thua
hint-grand-slam = ăn trọn

## Menu bar

menu-game = Ván chơi
menu-view = Hiển thị
menu-match-score = { $format }: { $south } { $south_wins } – { $north_wins } { $north } (hòa { $draws })
menu-tables-progress = bảng { $done }/{ $seeds }
menu-tables-progress-tip = Bảng tàn cuộc đang được xây cho máy và gợi ý, mỗi cỡ được giữ ngay khi xong: vẫn chơi tiếp được, và đóng trò chơi cũng không mất phần đã xây
menu-new-game = Ván mới…
menu-play-again = Chơi lại
menu-practice = Luyện đếm
menu-practice-tip = Đếm hạt, tìm nơi hạt cuối rơi, đếm số hạt ăn được
menu-review = Phân tích ván
menu-review-tip = Mỗi nước được đánh giá: tốt, thiếu chính xác, sai lầm hoặc sai lầm nghiêm trọng
menu-open = Mở…
menu-open-tip = Một trận đã lưu (.ron) hoặc biên bản ván từ bất kỳ chương trình Oware nào (.ogn)
menu-open-recent = Mở tệp gần đây
menu-open-recent-none = chưa có gì
menu-save-as = Lưu thành…
menu-save-as-tip = Cả trận, để chơi tiếp sau này (.ron)
menu-export = Xuất ra OGN…
menu-export-tip = Biên bản ván mà các chương trình Oware khác đọc được (.ogn)
menu-save = Lưu
menu-load = Mở ván đã lưu
menu-settings = Cài đặt…
menu-rules = Cách chơi
menu-quit = Thoát
view-counts = Số hạt (Shift+C)
view-always-hints = Luôn hiện gợi ý
settings-turn-board = Xoay bàn khi tôi chơi bên Bắc
settings-turn-board-tip = Khi chơi bên Bắc với máy, hàng của bạn nằm ở dưới (khi chơi trực tuyến, mỗi người luôn thấy hàng của mình ở dưới)
view-history = Lịch sử nước đi
view-sound = Âm thanh (Ctrl+M)
view-speed = Tốc độ hoạt ảnh
view-tables = Bảng tàn cuộc
view-tables-size = { $seeds } hạt
tables-confirm-title = Bảng tàn cuộc lớn hơn
tables-confirm-text = Bảng { $seeds } hạt giúp máy và phần gợi ý chính xác trong nhiều thế tàn cuộc hơn.
    Bảng được tạo một lần, chạy nền trong khi bạn chơi: { $cost }.
    Việc tạo mất khoảng mười phút trên máy tính hai nhân.
tables-confirm-build = Tạo ngay
tables-confirm-not-now = Để sau
tables-cost = { $disk } trên đĩa, khoảng { $memory } bộ nhớ khi tạo
turn-undo = ⟲ Hoàn tác
turn-redo = ⟳ Làm lại
turn-end-by-agreement = Kết thúc theo thỏa thuận
turn-end-by-agreement-tip = Thế cờ đã lặp lại: mỗi bên lấy các hạt bên mình
turn-hints = 💡 Gợi ý
turn-hints-tip = H: giá trị của mọi nước, nước tốt nhất, các mối đe dọa, và lý do
status-wins = { $name } thắng { $won }–{ $lost }
status-wins-because = { $name } thắng: { $why }
status-draw = Hòa { $south }–{ $north }
status-thinking = Đang suy nghĩ…
status-to-move = Đến lượt { $name }
status-hint-depth = {" "}· gợi ý ở độ sâu { $depth }

## The end of a game

banner-title = Hết ván
banner-wins = { $name } thắng!
banner-draw = Hòa
banner-match-won = { $name } thắng trận
banner-match-over = Trận đấu đã kết thúc
banner-play-again = Chơi lại
banner-new-match = Trận mới
banner-next-game = Ván tiếp theo
banner-look = Xem bàn cờ
banner-review-moves = Xem phân tích
banner-reviewing = Đang phân tích… { $done }/{ $total }
review-player-summary = { $name }: { $summary }

## New game

new-game-title = Ván mới
new-game-abapa = Abapa (chuẩn)
new-game-start = Bắt đầu
new-game-replaces-game-in-play = Ván trên bàn chưa xong: ván mới sẽ dừng nó khi chưa kết thúc.
new-game-start-anyway = Vẫn bắt đầu
number-refused = “{ $typed }” không phải số từ { $low } đến { $high }: giữ giá trị cũ.
key-enter = Enter
new-game-person = người
new-game-computer = máy
new-game-level = cấp
new-game-who-starts = Ai đi trước
new-game-random-starter = bốc thăm ngẫu nhiên
new-game-match = Trận
new-game-next-game = Ván sau
new-game-grand-slam = Ăn trọn
new-game-cycles = Thế lặp
new-game-seeds-per-pit = Số hạt mỗi ô
new-game-stores = Kho
new-game-stores-shown = hiện (nếu không, hạt ăn được đặt cạnh bàn)

## Move history and review mode

history-title = Nước đi
history-tip = Nhấn vào một nước để xem thế cờ đó
history-start = đầu ván
history-review = Xem lại
history-at-start = đầu ván
history-after-move = sau nước { $shown } trên { $last }
back-to-game = Quay lại ván chơi
back-to-game-esc = Quay lại ván chơi (Esc)
key-esc = Esc
history-earlier-position = Bàn cờ đang hiện một thế cờ trước đó: không thể đi ở đây.

## Counting practice

practice-title = Luyện đếm
practice-pit = ô { $pit }
practice-kind-difficulty = { $kind } · độ khó { $difficulty } trên { $max }
practice-click-pit = Hãy nhấn vào ô trên bàn cờ.
practice-or-type = Hoặc gõ số:
practice-then-enter = rồi nhấn Enter
practice-right = ✔ Đúng rồi!
practice-not-quite = Chưa đúng: { $given }
practice-answer-is = Đáp án là { $answer }.
practice-or = {" "}hoặc{" "}
practice-watch = Hãy nhìn các hạt: mỗi hạt được đánh số khi rơi xuống.
practice-harder = Giỏi lắm: các bài tiếp theo sẽ khó hơn.
practice-easier = Các bài tiếp theo sẽ dễ hơn một chút.
practice-next = Tiếp (Enter)
practice-streak = Chuỗi đúng { $streak } · cao nhất { $best } · độ khó { $difficulty }
practice-choose-kind = Bấm vào một loại để chỉ luyện loại đó:
practice-any-kind = Mọi loại
practice-accuracy = { $percent } % trên { $asked }

## Hints on the board and the Why panel

hint-value-win = Thắng { $seeds }
hint-value-loss = Thua { $seeds }
hint-value-draw = Hòa
why-title = Vì sao
why-caption = Số hạt dự kiến khi hết ván, độ sâu { $depth }
why-caption-thinking = Số hạt dự kiến khi hết ván, độ sâu { $depth }, đang tính tiếp
why-waiting = Gợi ý cho nước đi sẽ hiện ở đây khi đến lượt bạn.
why-working = Đang tính các nước đi…
why-line = chuỗi nước
why-line-tip = Xem từng bước { $line } trên bàn cờ (ván chơi không thay đổi)
why-threatened = Bị đe dọa ở nước sau: { $pits }
hint-word-takes = ăn { $count }
hint-word-gives = mất { $count }
hint-word-safe = an toàn
why-words-takes-safe = { $move } ăn { $count } hạt và không để lại gì cho đối thủ ăn.
why-words-takes-gives = { $move } ăn { $count } hạt, nhưng sau đó { $side } có thể ăn lại { $gives } hạt.
why-words-safe = { $move } an toàn: không ăn gì và không để lại gì cho đối thủ ăn.
why-words-gives = { $move } không ăn gì, và sau đó { $side } có thể ăn { $gives } hạt.
why-words-must-feed = Nước này cho { $side } hạt, vì bên đã hết hạt phải được cho.
why-words-wins = Nếu chơi tốt nhất sau đó, bạn thắng.
why-words-draws = Nếu chơi tốt nhất sau đó, ván hòa.
why-words-loses = Dù chơi tốt nhất sau đó, bạn vẫn thua.
why-words-best = Tốt nhất: { $sentence }
why-show-numbers = Hiện con số
why-show-words = Nói bằng lời
why-words-caption = Mỗi nước làm gì
preview-title = Xem trước
preview-progress = { $played }  ({ $shown } trên { $total })
preview-note = Ván chơi không thay đổi: đây chỉ cho thấy chuỗi nước dẫn tới đâu.

## Scoreboard

progress-score = { $south } { $south_wins }, { $north } { $north_wins }
progress-single = Một ván duy nhất
progress-best-of-3 = Thắng 2 trong 3 ván — { $score }
progress-best-of-5 = Thắng 3 trong 5 ván — { $score }
progress-first-to-5 = Ai thắng 5 ván trước (Kumasi) — { $score }
progress-antigua = Antigua, thắng 6 ván trước hoặc dẫn 3 ván — { $score }
progress-three-in-a-row = Thắng 3 ván liên tiếp (Yoruba) — { $name } đã thắng { $run } ván liên tiếp
progress-three-in-a-row-none = Thắng 3 ván liên tiếp (Yoruba) — chưa ai có chuỗi thắng
reason-majority = quá nửa
reason-no-moves = hết nước
reason-cycle = lặp lại
score-games = ván
score-seeds = hạt
score-draws = hòa
table-game = ván
table-winner = người thắng
table-score = tỉ số
table-end = kết thúc
table-moves = nước
table-draw = hòa

## Start screen and in-game menu

start-tagline = Abapa, trò chơi của Ghana — rải, đếm, ăn
start-handed-over = Oware đã mở sẵn: cửa sổ của nó đã được đưa lên trước (cùng tệp được yêu cầu).
start-not-answered = Oware đã mở sẵn nhưng không phản hồi. Hãy đóng nó, hoặc đợi một chút, rồi mở lại.
start-continue = Chơi tiếp
start-earlier = Trận trước: { $what }
start-earlier-continue = Chơi tiếp
start-rejoin = Vào lại trận với { $name }
start-new-game = Ván mới
start-settings = Cài đặt
start-recent = Gần đây:
start-cannot-continue = Không thể chơi tiếp ván trước: { $error }. Tệp vẫn được giữ nguyên.
continue-score = { $south } { $south_wins } – { $north_wins } { $north }
continue-score-format = { $score }, { $format }
continue-to-move = { $score } · đã đi { $moves } nước, đến lượt { $name }
continue-over = { $score } · ván đã kết thúc sau { $moves } nước
in-game-menu-title = Trình đơn
in-game-menu-start-screen = Màn hình đầu

## Settings

settings-title = Cài đặt
settings-close = Đóng (Esc)
settings-saved = Được lưu ngay, giữ cho lần sau.
settings-board = Bàn cờ
settings-size = Cỡ chữ
settings-animation = Hoạt ảnh
settings-reduced-motion = Giảm chuyển động: nước đi hiện ngay, không có hạt bay, luôn hiện số hạt
settings-counting = Đếm
settings-count-by-hand = Tự đếm: ẩn các số lớn hơn một mức
settings-count-by-hand-tip = Giữ phím Space để xem mọi con số
settings-seeds-shown = hạt được hiện
settings-sound = Âm thanh
settings-sound-on = Bật (Ctrl+M)
settings-volume = âm lượng
settings-help = Trợ giúp
settings-history = Lịch sử nước đi bên cạnh bàn cờ
settings-language = Ngôn ngữ
settings-language-system = Theo hệ thống ({ $language })

## Review window

review-title = Phân tích
review-row = { $lost } hạt; tốt hơn là { $better } ({ $best }, { $how })
review-note = Mỗi nước được so với nước tốt nhất, ở độ sâu tám nước, hoặc chính xác khi đã biết kết quả; một nước chỉ bị coi là kém hơn một nước được chứng tỏ tốt hơn với độ chắc chắn ít nhất bằng.
review-how-exact = chính xác
review-how-depth = độ sâu { $depth }
review-looked-best = Gợi ý ở độ sâu { $depth } thấy { $move } là tốt nhất; nhìn sâu hơn cho thấy { $better } tốt hơn.

## Notices and file dialogs

notice-saved = Đã lưu vào { $path }
notice-not-saved = Chưa lưu được: { $error }
notice-loaded = Đã mở ván đã lưu
notice-not-loaded = Không mở được: { $error }
notice-opened = Đã mở { $path }
notice-autosave-aside = Phiên bản Oware này không đọc được ván đã lưu; ván đó được giữ lại thành { $path }.
notice-opened-kept-earlier = Đã mở { $path }. Trận đang chơi của bạn được giữ lại: màn hình đầu cho chơi tiếp nó như trận trước.
notice-opening = Đang mở { $name }…
notice-not-opened = Không mở được: { $error }
notice-no-file = Chưa chọn tệp nào
notice-not-autosaved = Không tự động lưu được ván chơi: { $error }
notice-tables-ready = Bảng tàn cuộc { $seeds } hạt đã sẵn sàng
notice-tables-unavailable = Không dùng được bảng tàn cuộc: { $error }
notice-tables-rebuilt = Không dùng được bảng tàn cuộc đã lưu nên đã dựng lại ({ $error })
notice-book-passed-over = Đã bỏ qua một sách khai cuộc: { $error }
notice-practice-not-read = Không đọc được tiến độ luyện tập ({ $error }); tiến độ lần này sẽ không được lưu
notice-settings-not-read = Không đọc được cài đặt ({ $error }); đang dùng cài đặt mặc định
notice-practice-not-saved = Chưa lưu được tiến độ luyện tập: { $error }
dialog-open-title = Mở một ván
dialog-oware-games = Ván Oware
dialog-all-files = Mọi tệp
dialog-save-title = Lưu ván thành

## How to play

rules-summary = Mỗi người chơi sở hữu sáu ô ở phía mình. Đến lượt, bạn chọn một ô của mình có hạt, bốc hết lên và rải lần lượt từng hạt vào các ô tiếp theo, ngược chiều kim đồng hồ. Nếu hạt cuối cùng rơi vào một ô của đối thủ và làm ô đó có 2 hoặc 3 hạt, bạn ăn số hạt đó, cùng với các ô ngay trước nó nếu chúng thuộc đối thủ và có 2 hoặc 3 hạt. Ăn được hơn một nửa số hạt (25 trên 48) là thắng. Nếu đối thủ không còn hạt, bạn phải cho họ hạt. Khi không ai đi tiếp được, hoặc cùng một thế cờ quay lại, mỗi bên lấy các hạt ở phía mình.
rules-lap-title = Từ mười hai hạt trở lên: vòng rải bỏ qua ô xuất phát
rules-lap-text = Ô D có 15 hạt: mỗi ô trong mười một ô còn lại nhận một hạt, rồi thêm bốn hạt nữa từ E trở đi. Ô D vẫn trống. Hạt cuối cùng làm b và a có 2 hạt: cả hai đều bị ăn.
rules-chain-title = Ăn liên tiếp
rules-chain-text = Hạt cuối cùng của E làm e có 3 hạt: bị ăn; rồi đến d (2) và c (3) ngay trước đó. b có 4 hạt nên chuỗi ăn dừng lại.
rules-grand-slam-title = Ăn trọn: không ăn được gì
rules-grand-slam-text = a và b đều sẽ bị ăn, khiến phía Bắc không còn hạt nào. Theo luật Abapa, nước này không ăn gì cả: các hạt vẫn ở nguyên chỗ.
rules-feeding-title = Cho hạt
rules-feeding-text = Phía Bắc không còn hạt, nên phía Nam phải cho hạt sang: chỉ có F rải tới được phía Bắc. A thì không tới, nên không được đi A.
rules-variant-allowed-if-winning = Ăn trọn chỉ được ăn khi giúp người đi đạt đủ số hạt để thắng.
rules-variant-illegal = Không được đi nước ăn trọn khi vẫn còn nước khác hợp lệ.
rules-variant-capture-all = Ăn trọn thì ăn hết; đối thủ không còn gì nên mất các hạt còn trên bàn cho người đi.
rules-variant-opponent-takes = Ăn trọn vẫn ăn như thường, rồi đối thủ lấy các hạt còn lại phía người đi và ván kết thúc.
rules-variant-by-agreement = Thế cờ lặp lại không làm ván kết thúc: hai bên có thể thỏa thuận dừng.
rules-variant-seeds = Mỗi ô { $seeds } hạt (tổng cộng { $total }): ăn được { $win } hạt là thắng.
rules-variant-no-stores = Không vẽ kho: hạt ăn được đặt bên cạnh bàn cờ.
rules-abapa = Ván này chơi theo luật Abapa, luật thi đấu.
rules-variant-changes = Biến thể của ván này thay đổi:

## Counts

score-seeds-count = { $count } hạt

## The game in words

view-log = Diễn biến bằng lời
view-log-tip = Mỗi nước đi thành một câu dưới danh sách nước, để theo dõi ván mà không cần nhìn các hạt
log-title = Bằng lời
log-empty = Chưa có nước nào.
log-sow = { $name } rải ô { $pit }: { $count } hạt, hạt cuối rơi vào { $last }
log-capture = ăn { $count } hạt ({ $pits })
log-no-capture = không ăn
log-grand-slam = ăn trọn: không ăn được gì
log-sentence = { $sowing }; { $outcome }
log-end = { $result }: { $reason }.

## Lỗi khi khởi động
launch-no-display = Oware cần một màn hình đồ họa để mở cửa sổ nhưng không tìm thấy ({ $detail }). Hãy mở từ một phiên desktop; qua SSH, hãy chuyển tiếp X hoặc dùng màn hình ảo như Xvfb.
launch-no-graphics = Oware không khởi động được đồ họa: không tìm thấy trình điều khiển đồ họa dùng được ({ $detail }). Hãy cài hoặc cập nhật trình điều khiển đồ họa; trên Linux, bộ dựng hình phần mềm của Mesa (mesa-vulkan-drivers) cũng dùng được.

## The About window
menu-about = Giới thiệu Oware
about-title = Giới thiệu Oware
about-version = Phiên bản { $version }
about-tagline = Oware (luật Abapa), trò chơi quốc gia của Ghana: chơi với bạn hoặc máy, học qua gợi ý và xem lại ván, luyện đếm.
about-licence = Oware là phần mềm tự do theo giấy phép MIT hoặc Apache 2.0, tùy bạn chọn.
about-credits = Có sẵn trong chương trình
about-used-text = chữ của trò chơi
about-used-egui = chữ của menu và cửa sổ (egui)
about-used-bevy = chữ mặc định của bàn cờ (Bevy)
about-engine = Bàn cờ được vẽ bằng Bevy và các cửa sổ bằng egui, cả hai theo MIT hoặc Apache 2.0. Âm thanh, biểu tượng, sách khai cuộc và bộ máy là của chính dự án.
about-licence-texts = Nội dung giấy phép

# Errors the player can meet, in words
error-in-file = { $path }: { $error }
error-no-such-record = tệp có { $count } ván: không có ván { $number }
error-io-missing = tệp không tồn tại
error-io-denied = không có quyền truy cập
error-io-other = hệ thống từ chối
error-file-read = không đọc được { $path }: { $reason }
error-file-write = không ghi được { $path }: { $reason }
error-file-not-a-file = không thay thế { $path }: đây không phải là tệp thông thường
error-file-no-data-folder = không tìm thấy thư mục dữ liệu của người dùng này
error-file-not-regular = không đọc { $path }: đây không phải là tệp thông thường (một thư mục, một thiết bị hoặc một ống)
error-file-too-large = không đọc { $path }: tệp lớn hơn mức một tệp loại này có thể có
error-save-format = đây không phải là tệp lưu hợp lệ
error-save-version = tệp lưu được tạo bởi phiên bản mới hơn của chương trình (định dạng { $version })
error-save-inconsistent = ván đã lưu không nhất quán
error-save-match = kết quả trận đã lưu không thể đúng (tỉ số một ván, người thắng, hoặc một ván sau khi trận đã kết thúc)
error-save-encode = không chuyển được ván đã lưu thành văn bản
error-record-syntax = dòng { $line }, cột { $column }: biên bản ván đấu không được viết như thế này
error-record-tag = thẻ [{ $tag }] có giá trị không dùng được
error-record-illegal = dòng { $line }, cột { $column }: nước đi { $played } (lượt { $ply }) không hợp lệ: { $reason }
error-record-capture-mark = dòng { $line }, cột { $column }: nước đi { $played } (lượt { $ply }) được ghi +{ $marked } nhưng bắt được { $actual }
error-slot-empty = chưa có ván nào được lưu
error-autosave-missing = không có ván nào để chơi tiếp
error-table-damaged = không dùng được tệp bảng tàn cuộc { $path }
error-table-size = không thể xây bảng tàn cuộc { $seeds } hạt
error-table-memory = bảng tàn cuộc { $seeds } hạt cần khoảng { $needed } bộ nhớ để xây, và máy này chỉ còn { $available }
error-book-damaged = không dùng được sách khai cuộc { $path }
error-settings-invalid = { $path } không phải là tệp hợp lệ thuộc loại này
error-settings-encode = không chuyển được phần cài đặt thành văn bản

## Setting up a position
menu-set-up = Xếp thế cờ…
menu-set-up-tip = Đặt bất kỳ thế cờ nào lên bàn, rồi phân tích hoặc chơi tiếp
setup-title = Xếp thế cờ
setup-help = Bấm vào một ô hoặc kho để thêm một hạt, bấm chuột phải để bớt, hoặc lăn chuột; kéo từ ô này sang ô khác để chuyển một hạt. Bàn phím: mũi tên chọn ô, chữ số gõ số hạt, + và − thêm và bớt, S hoặc N chọn bên đi.
setup-total = Số hạt: { $found } trên { $expected }
setup-ready = Có thể bắt đầu ván từ đây.
setup-to-move = Bên đi
setup-stores = Kho
setup-clear = Xóa bàn
setup-start-position = Thế ban đầu
setup-string = Chuỗi thế cờ
setup-use-string = Dùng
setup-copy = Sao chép
setup-copied = Đã sao chép chuỗi thế cờ
setup-analyse = Phân tích (Enter)
setup-analyse-tip = Cả hai bên được chơi tại đây, có bật gợi ý
setup-play = Chơi thế cờ này…
setup-refused = Không đọc được: { $error }
new-game-from-position = Từ thế cờ đã xếp: { $position }
error-setup-total = các ô và kho có { $found } hạt; biến thể này chơi với { $expected } hạt
error-setup-won = { $side } đã ăn { $seeds } hạt, hơn một nửa: ván đã kết thúc
error-setup-nothing-to-sow = { $side } đến lượt mà không còn hạt: ván đã kết thúc
error-setup-cannot-feed = { $side } đến lượt nhưng không nước nào tới được bên trống: ván đã kết thúc
error-notation-move = '{ $found }' ở ký tự thứ { $at } không phải là nước đi
error-notation-fields = một thế cờ có 15 trường (12 ô, 2 kho, S hoặc N) nối bằng '-'; chuỗi này có { $found }
error-notation-count = trường { $field } ('{ $text }') không phải số hạt từ 0 đến { $max }
error-notation-side = bên đi phải là S hoặc N, không phải '{ $text }'
menu-copy-position = Sao chép thế cờ
menu-copy-position-tip = Chuỗi thế cờ, để dán vào chương trình khác hoặc chia sẻ
menu-copy-game = Sao chép ván (OGN)
menu-copy-game-tip = Biên bản ván, kèm thế bắt đầu
notice-game-copied = Đã sao chép ván dưới dạng OGN
setup-paste = Dán
history-side-lines = Nhánh phụ
history-side-line-tip = Đi tới nhánh này: ván tiếp tục từ đó
start-play-online = Chơi trực tuyến
menu-play-online = Chơi trực tuyến…
menu-play-online-tip = Chơi với bạn trên máy tính khác: mở một ván và đưa mã cho bạn, hoặc vào ván của bạn
menu-leave-online = Rời ván trực tuyến
online-title = Chơi với bạn qua mạng
online-your-name = Tên của bạn
online-default-name = Người chơi
online-host-heading = Mở một ván
online-host-explained = Bạn sẽ nhận một mã để đưa cho bạn của mình.
online-you-play = Bạn chơi bên
online-host = Mở ván
online-join-heading = Vào một ván
online-join-explained = Gõ hoặc dán mã mà bạn của bạn đưa.
online-join = Vào ván
online-relay-label = Máy chủ chuyển tiếp:
online-reaching-network = Đang kết nối mạng…
online-give-code = Đưa mã này cho bạn của bạn:
online-copy = Sao chép
online-waiting = Đang chờ bạn của bạn vào…
online-relay-unreachable = Không liên lạc được máy chủ chuyển tiếp ({ $relay }).
online-same-network-only = Chỉ người chơi trong cùng mạng này mới vào được: mã có kèm địa chỉ của máy tính này.
online-joining = Đang kết nối vào ván…
online-cancel = Hủy
online-cancelled = Đã hủy ván trực tuyến
online-playing = Đang chơi với { $name } qua mạng.
online-connected = Đã kết nối: ván bắt đầu
online-undo-title = Đi lại?
online-undo-question = { $name } xin đi lại nước vừa rồi.
online-undo-allow = Đồng ý
online-undo-refuse = Từ chối
online-undo-granted = { $name } đã đồng ý cho đi lại
online-undo-refused = { $name } không đồng ý cho đi lại
online-undo-nothing = Bạn không có nước nào để đi lại
online-undo-asked = Đã xin { $name } cho bạn đi lại…
online-next-game-host = { $name } mở ván nên sẽ bắt đầu ván tiếp theo
online-you-left = Bạn đã rời ván trực tuyến; ván cờ vẫn ở trên bàn
online-left = { $name } đã rời ván; ván cờ vẫn ở trên bàn
online-status-hosting = Trực tuyến: mã { $code }
online-status-connecting = Trực tuyến: đang kết nối…
online-status-playing = Trực tuyến với { $name }
online-status-silent = { $name } không trả lời đã { $seconds } giây
online-status-ended = Ván trực tuyến đã kết thúc
online-status-tip = Ván trực tuyến (bấm để xem chi tiết)
online-error-relay-setting = Không dùng được máy chủ chuyển tiếp trong Cài đặt: '{ $relay }' (ghi public, off hoặc URL của nó)
online-error-code-length = Mã ván có 16 chữ và số; mã này có { $count }.
online-error-code-character = '{ $character }' không thể có trong mã ván.
online-error-code-address = '{ $address }' sau @ không phải địa chỉ (IP:cổng).
online-error-network = Không dùng được mạng: { $detail }
online-error-no-relay = Không liên lạc được máy chủ chuyển tiếp ({ $relay }). Bạn có đang kết nối mạng không?
online-error-no-relay-no-address = Không kết nối được máy chủ chuyển tiếp ({ $relay }), và mã không có phần địa chỉ để kết nối trực tiếp với bạn của bạn. Nếu mã của họ còn tiếp sau dấu @ (…@192.168.1.20:41641), hãy gõ toàn bộ.
online-error-no-host = Không có ván nào trả lời mã này. Bạn của bạn có còn chờ, với cùng máy chủ chuyển tiếp không?
online-error-garbled = Chương trình bên kia gửi dữ liệu không đọc được: { $detail }
online-error-lost = Mất kết nối.
online-error-silent-plain = Bên kia không trả lời đã { $seconds } giây.
online-error-refused = Chương trình bên kia đã kết thúc ván: { $reason }
online-error-version = Chương trình bên kia dùng giao thức trực tuyến phiên bản { $theirs }, chương trình này phiên bản 1: hai bên cần cùng phiên bản Oware.
online-error-bad-message = Chương trình bên kia gửi một thông điệp bị từ chối ({ $detail }); ván cờ không thay đổi.
settings-online-relay = Máy chủ chuyển tiếp cho chơi trực tuyến
settings-online-relay-tip = public (mặc định), off (chỉ cùng mạng) hoặc URL của iroh-relay riêng của bạn
relay-public = Công cộng (qua internet)
relay-off = Không (chỉ cùng mạng)
relay-own = Máy chủ riêng của tôi…
online-reconnecting = Mất kết nối với { $name }: đang kết nối lại…
online-reconnected = Đã kết nối lại với { $name }: ván tiếp tục
online-connected-again = Đã kết nối lại: trận đấu tiếp tục từ chỗ dừng
online-back-for-next-game = { $name } đã quay lại: bắt đầu ván tiếp theo khi bạn sẵn sàng
online-status-reconnecting = Đang kết nối lại với { $name }… ({ $seconds } giây)
online-reconnecting-explained = Ván cờ chờ ở đây; nó sẽ tiếp tục từ chỗ dừng ngay khi có kết nối lại.
online-error-not-back = { $name } không quay lại trong { $minutes } phút: ván trực tuyến kết thúc.
menu-resign = Chịu thua
menu-resign-tip = Chịu thua ván đang chơi: bên kia thắng ván này
quit-online-title = Thoát giữa trận đấu?
quit-online-text = Bạn đang chơi với { $name } trực tuyến. Giữ chỗ để quay lại trận đấu, hoặc rời trận.
quit-online-keep-seat = Giữ chỗ của tôi
quit-online-keep-seat-tip = { $name } sẽ đợi bạn; khi mở lại trò chơi, Vào lại sẽ đưa bạn trở lại.
quit-online-leave = Rời trận đấu
quit-online-leave-tip = { $name } được báo là bạn đã rời đi; trận đấu kết thúc cho cả hai.
quit-online-play-on = Chơi tiếp
resign-confirm-title = Chịu thua ván này?
resign-confirm-text = { $winner } sẽ thắng ván này.
resign-confirm-online = Bạn của bạn được báo ngay: chịu thua khi chơi trực tuyến không thể hoàn tác.
resign-confirm-yes = Chịu thua
resign-confirm-no = Chơi tiếp
resign-undo-notice = Bạn đã chịu thua. Hoàn tác (Ctrl+Z) rút lại việc chịu thua.
reason-resignation = chịu thua
end-resignation = người chơi bên kia đã chịu thua
end-resigned = { $name } đã chịu thua
online-resigned = { $name } chịu thua: bạn thắng ván này
online-lan-announce = Thông báo trên mạng này
online-lan-announce-tip = Người chơi cùng mạng sẽ thấy ván và vào được mà không cần mã
online-hints-offer = Cho phép gợi ý cho cả hai người chơi
online-clock-on = Đồng hồ: { $control } mỗi bên; chương trình bên kia giữ cùng thời gian, lệch không quá 2 giây
online-hints-offer-tip = Cả hai bạn đều có thể xem gợi ý và đánh giá của máy trong trận; bạn của bạn được báo khi trận bắt đầu
online-hints-allowed = Trận này cho phép gợi ý, cho cả hai người chơi
online-hints-off = Trận này không có gợi ý: không ai thấy đánh giá của máy
online-hints-refused = Không có gợi ý trong trận trực tuyến này: trận được đề nghị không kèm gợi ý
online-lan-heading = Các ván trên mạng này
online-lan-none = Đang dò các ván được mở trên mạng này…
online-continue = Chơi tiếp trận trên bàn
online-continue-tip = Bạn của bạn nhận trận này như hiện tại (ví dụ một trận đã lưu): các ván đã chơi và các nước của ván đang chơi
online-error-cannot-continue = Không thể chơi tiếp ván này qua mạng: nó bắt đầu từ một thế cờ được bày tay.
online-end-title = Kết thúc ván?
online-end-question = Thế cờ đã lặp lại. { $name } xin kết thúc ván, mỗi bên lấy các hạt bên mình.
online-end-asked = Đã xin { $name } kết thúc ván…
online-end-refused = { $name } muốn chơi tiếp

## Đồng hồ
new-game-clock = Đồng hồ
clock-none = Không tính giờ
clock-sudden = { $minutes } phút
clock-fischer = { $minutes } phút + { $seconds } giây
clock-per-move = { $seconds } giây mỗi nước
clock-pause = Tạm dừng
clock-resume = Tiếp tục
clock-paused = Đang tạm dừng
clock-paused-no-move = Ván đang tạm dừng: bấm Tiếp tục để chơi tiếp.
reason-time = hết giờ
end-time = hết giờ, và người kia không thể thắng: hòa
end-flagged = { $name } hết giờ

## Thư viện
library-title = Thư viện
library-tip = Mọi ván bạn chơi xong ở đây: xem lại, phân tích, xóa
library-games = { $count } ván
library-filter = Tên:
library-undo = Hoàn tác xóa
library-empty = Chưa có ván nào: mỗi ván bạn chơi xong được giữ ở đây.
library-open = Mở
library-delete = Xóa
library-date = Ngày
library-result = Kết quả
library-length = Số nước
library-not-kept = Không giữ được ván trong thư viện: { $error }
library-tab-games = Ván
library-tab-statistics = Thống kê
library-select-all = Chọn mọi ván đang hiện
library-select-none = Bỏ chọn hết
library-export = Xuất các ván đã chọn ({ $count })
library-export-title = Xuất các ván thành một tệp OGN
library-exported = Đã ghi { $count } ván vào { $path }
library-added = Đã thêm ván vào thư viện.
library-added-records = Đã thêm vào thư viện: { $added } ván ({ $there } đã có, { $unreadable } không đọc được).
file-games-stop = Dừng
file-games-adding = Đang thêm các ván vào thư viện… { $percent } %
library-busy-adding = Thư viện đang thêm các ván của một tệp: hãy thử lại khi xong.
file-games-title = Các ván trong { $name }
file-games-intro = Tệp này có { $count } ván. Chọn một ván để mở, hoặc thêm tất cả vào thư viện của bạn.
file-games-number = Ván
file-games-result = Kết quả
file-games-moves = Nước đi
file-games-open = Mở
file-games-unreadable = không đọc được: { $why }
file-games-add-all = Thêm tất cả vào thư viện
file-games-close = Đóng
library-already = Ván này đã có trong thư viện.
library-add-board = Thêm vào thư viện
library-add-board-tip = Giữ ván trên bàn (chẳng hạn một tệp đã mở) trong thư viện của bạn
stats-rating-heading = Điểm xếp hạng của bạn
stats-rating-levels = Khi đấu máy: { $rating } ± { $error } sau { $count } ván
stats-rating-none = Hãy đấu với máy để có điểm xếp hạng: mỗi ván xong với một cấp độ đều được tính.
stats-fair-level = Ván cân sức cho bạn: cấp { $level } (điểm { $rating })
stats-play-fair = Chơi ngay
stats-rating-people = Khi đấu người (tính riêng): { $rating } ± { $error } sau { $count } ván
stats-rating-plot = Điểm của bạn sau mỗi ván đấu máy (dải: ± 2 độ lệch)
stats-results-heading = Kết quả
stats-opponent = Đối thủ
stats-won = Thắng
stats-drawn = Hòa
stats-lost = Thua
stats-score = Tỉ lệ điểm
stats-level = Cấp { $level } (≈ { $rating })
stats-by-month = Kết quả theo tháng
stats-all = mọi đối thủ
stats-mistakes = Số nước sai của bạn trong mỗi ván đã xem lại
stats-mistakes-none = Chưa có ván nào được xem lại: phần xem lại sau mỗi ván sẽ đếm nước sai của bạn.
stats-empty = Chưa có ván nào của bạn.
new-game-level-rating = ≈ { $rating }
new-game-level-rating-tip = Điểm của cấp độ, từ giải vòng tròn giữa tám cấp độ (docs/engine.md)
new-game-fair = Cân sức cho bạn: cấp { $level }
new-game-fair-tip = Cấp độ gần điểm của bạn nhất khi đấu máy (xem Thư viện)

## Người chơi (hồ sơ)

players-who = Ai đang chơi?
players-guest = Chơi với tư cách khách
players-guest-tip = Sao, tiến độ luyện tập và ván cờ của khách không được giữ lại.
players-new = Người chơi mới
players-name = Tên
players-add = Thêm
players-rename = Đổi tên
players-remove = Xóa
players-remove-confirm = Xóa { $name } cùng sao, tiến độ luyện tập và ván cờ của họ?
players-remove-yes = Có, xóa
players-keep = Giữ lại
players-done = Xong
players-edit = Sửa người chơi
players-grown-up-ask = Một câu hỏi cho người lớn, trước khi thay đổi người chơi: { $a } × { $b } bằng bao nhiêu?
players-grown-up-ok = OK
players-grown-up-needed = Người lớn cần trả lời một câu hỏi trước (Thay đổi người chơi).
players-grown-up-wrong = Chưa đúng: đây là một câu hỏi khác.
players-playing = Người chơi: { $name }
players-playing-guest = Khách đang chơi: không có gì được giữ lại
players-change = Đổi người chơi
profile-first-name = Người chơi
notice-profiles-not-read = Không đọc được danh sách người chơi ({ $error }); chơi với tư cách khách, không có gì được giữ lại
notice-profiles-not-saved = Không lưu được danh sách người chơi: { $error }
notice-player-files-left = { $count } tệp không do trò chơi ghi vẫn được giữ nguyên trong { $folder }.
error-profile-no-name = Người chơi cần có tên
error-profile-name-taken = Đã có người chơi tên { $name }
error-profile-missing = Không có người chơi này
error-profile-too-many = Tối đa { $most } người chơi
error-profile-only-one = Người chơi duy nhất được giữ lại
error-profile-no-number = Không còn số nào cho người chơi mới: danh sách người chơi đã bị sửa bằng tay.
players-child = Trẻ em
players-child-tip = Chế độ trẻ em: ô và số đếm to hơn, số được viết bằng chữ khi hạt rơi, gợi ý bằng lời, sao thay cho điểm xếp hạng, và không chơi trực tuyến trừ khi người lớn cho phép.
players-online-allowed = Được chơi trực tuyến
online-not-allowed-for-child = Người lớn có thể cho người chơi này chơi trực tuyến: Đổi người chơi, rồi Sửa người chơi.
counting-last-pit-holds = Hạt cuối cùng rơi vào ô { $pit }: giờ ô có { $words } hạt.
counting-last-pit-captured = Hạt cuối cùng rơi vào ô { $pit }: { $words } hạt, bị ăn!
child-good-try = Cố gắng tốt lắm! Cùng xem nhé:
puzzle-title-child = Câu đố { $id }
puzzle-solved-child = ★ Giải được rồi! Giỏi lắm!
puzzle-failed-child = Lần này chưa được: đây là cách giải. Thử câu tiếp nhé!
puzzle-solution-playing-child = Xem cách giải: { $moves }
learn-child-solved = ★ Đã giải { $solved } câu đố
learn-child-run = Giải liền { $run } câu!
players-progress = Tiến bộ
players-progress-tip = Những gì người chơi này đã làm: bài học, câu đố, luyện tập từng ngày, thời gian và ván cờ
progress-title = Tiến bộ của { $name }
progress-title-none = Tiến bộ
progress-guest = Tiến bộ của khách không được giữ lại.
progress-learning = Bài học và câu đố
progress-lessons = Xong { $done }/{ $lessons } bài học · { $stars }/{ $all } sao
progress-puzzles = Giải được { $solved } trong { $tried } câu đố đã thử
progress-practice = Luyện đếm
progress-kind-score = Đúng { $percent } % trong { $asked } câu
progress-plot = Tỉ lệ trả lời đúng (%) của từng loại, theo ngày
progress-no-practice = Chưa luyện tập.
progress-time-and-games = Thời gian và ván cờ
progress-time = Thời gian chơi: { $week } trong 7 ngày qua, tổng cộng { $all }
progress-minutes = { $minutes } phút
progress-hours = { $hours } giờ { $minutes } phút
progress-games = { $games } ván trong thư viện, thắng { $won } ván
practice-path = Cấp độ
practice-path-tip = Luyện ở cấp { $level } và ở lại đó: 4, 10 và 20 câu đúng sẽ được sao
practice-path-locked = Cấp { $level } mở khi có một sao ở cấp trước
practice-path-free = Tự lên cấp lại

## Giải đấu trên mạng, cho người chơi
tournament-title = Giải đấu
menu-tournament = Giải đấu…
menu-tournament-tip = Tham gia giải đấu của câu lạc bộ: ván của bạn tự mở, hết vòng này đến vòng khác
tournament-join-explained = Tham gia giải đấu trên mạng này, hoặc bằng mã của người tổ chức. Mỗi vòng, ván của bạn tự mở; giữa các vòng, bạn xem bảng xếp hạng.
tournament-join = Tham gia giải đấu
tournament-lan-heading = Giải đấu trên mạng này
tournament-lan-none = Đang tìm giải đấu trên mạng này…
tournament-entering = Đang vào giải đấu…
tournament-you-are = { $name }: người chơi { $number } trên { $players }, { $rounds } vòng
tournament-over = Giải đấu đã kết thúc.
tournament-reconnecting = Mất kết nối với người tổ chức: đang kết nối lại…
tournament-playing-now = Vòng { $round }, bàn { $board }: ván của bạn đang ở trên bàn cờ.
tournament-waiting = Đang chờ người tổ chức bắt đầu vòng tiếp theo.
tournament-your-rounds = Các vòng của bạn
tournament-standings-after = Bảng xếp hạng sau vòng { $round }
tournament-close = Đóng
tournament-leave = Rời giải đấu
tournament-leave-tip = Người tổ chức được báo là bạn đã rời đi; chỗ của bạn vẫn được giữ cho đến khi họ rút tên bạn
tournament-round = Vòng { $round }
tournament-no-game-short = Không có ván
tournament-board-against = Bàn { $board }, gặp { $name }
tournament-drew = Hòa
tournament-won = Thắng
tournament-lost-game = Thua
tournament-decided-short = đã quyết định: { $reason }
tournament-disputed-short = Hai kết quả báo về khác nhau: người tổ chức quyết định
tournament-stopped-short = Bị dừng: người tổ chức quyết định
tournament-pending = Đang chờ kết quả
tournament-finish-match-first = Hãy chơi xong hoặc rời ván trực tuyến trước.
tournament-left = Bạn đã rời giải đấu.
tournament-lost = Không thể kết nối lại với người tổ chức: giải đấu bị mất ở máy này.
tournament-reported = Kết quả của bạn đã được gửi cho người tổ chức.
tournament-back = Đã trở lại { $name }.
tournament-entered = Bạn đã vào { $name }.
tournament-refused = Người tổ chức từ chối: { $reason }
tournament-no-game = Vòng { $round }: bạn không có ván ở vòng này.
tournament-disputed = Vòng { $round }, bàn { $board }: hai kết quả báo về khác nhau; người tổ chức quyết định.
tournament-decided = Vòng { $round }, bàn { $board }: người tổ chức đã quyết định ({ $reason }).
tournament-paired = Vòng { $round }, bàn { $board }: bạn gặp { $name }.

## Giải đấu tổ chức từ máy này, cho người tổ chức
menu-host-tournament = Tổ chức giải đấu…
menu-host-tournament-tip = Điều hành giải đấu của câu lạc bộ từ máy này: người chơi vào bằng mã, mọi bàn đều xem trực tiếp
host-tournament-title = Tổ chức giải đấu
host-tournament-explained = Người chơi vào từ máy của mình, trong cửa sổ Giải đấu, bằng mã mà cửa sổ này đưa. Bạn bắt đầu từng vòng; ván của họ tự mở.
host-tournament-name = Tên
host-tournament-name-hint = Đêm thi đấu của câu lạc bộ
host-tournament-name-needed = Giải đấu cần có tên.
host-tournament-system = Cách xếp cặp
host-tournament-rounds = Số vòng
host-tournament-host = Tổ chức giải đấu
host-tournament-kept = Giải đấu chưa xong
host-tournament-resume = Tổ chức lại
host-tournament-give-code = Đưa mã này cho người chơi:
host-tournament-play-too = Cùng chơi
host-tournament-play-too-tip = Vào giải đấu này với tư cách người chơi từ máy này
host-tournament-players = Người chơi ({ $count })
host-tournament-withdraw = Rút tên
host-tournament-withdrawn = đã rút tên
host-tournament-not-started = { $rounds } vòng: bắt đầu vòng đầu khi mọi người đã vào.
host-tournament-round-of = Vòng { $round } trên { $rounds }
host-tournament-start = Bắt đầu vòng { $round }
host-tournament-pause = Tạm dừng vòng
host-tournament-go = Tiếp tục
host-tournament-paused = Vòng đang tạm dừng: kết quả chờ đến khi tiếp tục.
host-tournament-end = Kết thúc giải đấu
host-tournament-boards = Các bàn của vòng { $round }
host-tournament-board-names = Bàn { $board }: { $first } – { $second }
host-tournament-agreed = thống nhất
host-tournament-forfeit = xử thua
host-tournament-waiting-players = Đang chờ cả hai người chơi
host-tournament-in-play = Đang chơi: ván { $game }, { $plies } nước
host-tournament-decide = Định kết quả
host-tournament-reason = Lý do mà hai người chơi sẽ đọc
host-tournament-open = Phóng to
host-tournament-standings = Bảng xếp hạng
system-swiss = Hệ Thụy Sĩ
system-round-robin = Vòng tròn
system-double-round-robin = Vòng tròn hai lượt
system-knockout = Loại trực tiếp
tournament-kept-seat = Chỗ của bạn trong { $tournament } (tên { $name }) vẫn được giữ.
tournament-take-back = Lấy lại chỗ của tôi
tournament-no-kept-seat = Không có chỗ nào được giữ để lấy lại.
host-tournament-connected = Đang kết nối
host-tournament-away = Vắng mặt: mất kết nối
menu-tournament-board = Vòng { $round }, bàn { $board }
