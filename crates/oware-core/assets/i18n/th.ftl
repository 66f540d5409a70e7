# Oware — ภาษาไทย รหัสข้อความเหมือนกับไฟล์ภาษาอังกฤษ
# ภาษาไทยไม่มีรูปพหูพจน์: ตัวเลขเปลี่ยน คำไม่เปลี่ยน

## Sides and players

side-south = ฝ่ายใต้
side-north = ฝ่ายเหนือ
computer-level = คอมพิวเตอร์ (ระดับ { $level })

## Match formats, variants, speeds, themes

format-single = เกมเดียว
format-best-of-3 = ชนะ 2 ใน 3 เกม
format-best-of-5 = ชนะ 3 ใน 5 เกม
format-first-to-5 = ใครชนะครบ 5 เกมก่อน (กุมาซี)
format-antigua = แอนติกา: ชนะครบ 6 เกมก่อน หรือนำ 3 เกม
format-three-in-a-row = ชนะติดกัน 3 เกม (โยรูบา)
next-winner-starts = ผู้ชนะเริ่มก่อน
next-alternate = ผลัดกันเริ่ม
grand-slam-forfeit = ไม่มีผล: แกรนด์สแลมไม่กินอะไรเลย
grand-slam-allowed-if-winning = เล่นได้เมื่อทำให้ชนะ
grand-slam-illegal = ห้ามเล่น
grand-slam-capture-all = กินทั้งหมด
grand-slam-opponent-takes = ฝ่ายตรงข้ามเก็บเมล็ดที่เหลือ
cycle-automatic = จบเกมเองอัตโนมัติ
cycle-by-agreement = จบเมื่อตกลงกัน
speed-slow = ช้า
speed-normal = ปกติ
speed-fast = เร็ว
speed-instant = ทันที
theme-wood = ไม้คลาสสิก
theme-dark = สีเข้ม
theme-high-contrast = คอนทราสต์สูง

## Review marks

quality-good = ดี
quality-inaccuracy = ไม่แม่นยำ
quality-mistake = ผิดพลาด
quality-blunder = พลาดร้ายแรง
count-inaccuracies = ไม่แม่นยำ { $count } ครั้ง
count-mistakes = ผิดพลาด { $count } ครั้ง
count-blunders = พลาดร้ายแรง { $count } ครั้ง
review-no-mistakes = ไม่มีข้อผิดพลาด
list-separator = {", "}

## The end of a game, refused moves

end-majority = กินเมล็ดได้เกินครึ่ง
end-no-moves = ไม่มีตาเดินเหลือ: เมล็ดบนกระดานถูกเก็บไปแล้ว
end-cycle = ตำแหน่งซ้ำเดิม: แต่ละฝ่ายเก็บเมล็ดฝั่งของตน
refused-not-your-pit = { $pit } เป็นหลุมของ{ $owner }: ตอนนี้เป็นตาของ{ $mover }
refused-empty-pit = หลุม { $pit } ว่าง: เลือกหลุมที่มีเมล็ด
refused-must-feed = { $opponent }ไม่มีเมล็ดเหลือ: คุณต้องให้เมล็ดแก่ฝ่ายนั้น
refused-grand-slam = { $pit } จะกินเมล็ดทั้งหมดของ{ $opponent } (แกรนด์สแลม) ซึ่งกติกานี้ห้ามไว้
refused-game-over = เกมจบแล้ว

## Counting exercises

exercise-count-title = นับเมล็ด
exercise-last-seed-title = เมล็ดสุดท้ายตกที่ไหน?
exercise-capture-title = กินได้กี่เมล็ด?
exercise-most-title = ตาไหนกินได้มากที่สุด?
exercise-after-title = หลังเดินแล้วมีกี่เมล็ด?
exercise-count-question = หลุม { $pit } มีเมล็ดกี่เมล็ด?
exercise-last-seed-question = ถ้าหยอดหลุม { $move } เมล็ดสุดท้ายจะตกที่ไหน? คลิกที่หลุมนั้น
exercise-capture-question = ตา { $move } กินได้กี่เมล็ด?
exercise-most-question = ตาไหนของ{ $side }กินเมล็ดได้มากที่สุด? คลิกที่หลุมนั้น
exercise-after-question = หลังหยอดหลุม { $move } แล้ว หลุม { $pit } จะมีกี่เมล็ด?

## Hint reasons

hint-captures = กิน { $count }
hint-leaves-capturable = เหลือ { $count } เมล็ดให้ถูกกินในตาถัดไป
hint-feeds = ให้เมล็ดแก่ฝ่ายตรงข้าม
hint-forced-by-feeding = ถูกบังคับ: ฝ่ายตรงข้ามไม่มีเมล็ดเหลือ ต้องให้เมล็ดแก่เขา
hint-proven-won = ไปสู่ตำแหน่งที่ชนะแน่นอน
hint-proven-drawn = ไปสู่ตำแหน่งที่เสมอแน่นอน
hint-proven-lost = ไปสู่ตำแหน่งที่แพ้แน่นอน
hint-grand-slam = แกรนด์สแลม

## Menu bar

menu-game = เกม
menu-view = มุมมอง
menu-match-score = { $format }: { $south } { $south_wins } – { $north_wins } { $north } (เสมอ { $draws })
menu-tables-progress = ตาราง { $done }/{ $seeds }
menu-tables-progress-tip = กำลังสร้างตารางช่วงท้ายเกมให้คอมพิวเตอร์และคำแนะนำ แต่ละขนาดจะถูกเก็บไว้ทันทีที่เสร็จ เล่นต่อได้ระหว่างนี้ และปิดเกมก็ไม่เสียส่วนที่สร้างแล้ว
menu-new-game = เกมใหม่…
menu-play-again = เล่นอีกครั้ง
menu-practice = ฝึกนับ
menu-practice-tip = นับเมล็ด หาว่าเมล็ดสุดท้ายตกที่ไหน นับเมล็ดที่กินได้
menu-review = วิเคราะห์เกม
menu-review-tip = ทุกตาได้รับการประเมิน: ดี ไม่แม่นยำ ผิดพลาด หรือพลาดร้ายแรง
menu-open = เปิด…
menu-open-tip = แมตช์ที่บันทึกไว้ (.ron) หรือบันทึกเกมจากโปรแกรมโอวาเร่ใดก็ได้ (.ogn)
menu-open-recent = เปิดไฟล์ล่าสุด
menu-open-recent-none = ยังไม่มี
menu-save-as = บันทึกเป็น…
menu-save-as-tip = ทั้งแมตช์ เพื่อเล่นต่อภายหลัง (.ron)
menu-export = ส่งออกเป็น OGN…
menu-export-tip = บันทึกเกมที่โปรแกรมโอวาเร่อื่นอ่านได้ (.ogn)
menu-save = บันทึก
menu-load = โหลดเกมที่บันทึกไว้
menu-settings = การตั้งค่า…
menu-rules = วิธีเล่น
menu-quit = ออก
view-counts = จำนวนเมล็ด (Shift+C)
view-always-hints = แสดงคำแนะนำเสมอ
settings-turn-board = หมุนกระดานเมื่อฉันเล่นฝ่ายเหนือ
settings-turn-board-tip = เมื่อเล่นฝ่ายเหนือกับคอมพิวเตอร์ แถวของคุณจะอยู่ด้านล่าง (เมื่อเล่นออนไลน์ ผู้เล่นแต่ละคนเห็นแถวของตนอยู่ด้านล่างเสมอ)
view-history = ประวัติการเดิน
view-sound = เสียง (Ctrl+M)
view-speed = ความเร็วภาพเคลื่อนไหว
view-tables = ตารางช่วงท้ายเกม
view-tables-size = { $seeds } เมล็ด
tables-confirm-title = ตารางช่วงท้ายเกมที่ใหญ่ขึ้น
tables-confirm-text = ตาราง { $seeds } เมล็ดทำให้คอมพิวเตอร์และคำแนะนำแม่นยำในช่วงท้ายเกมได้มากขึ้น
    สร้างเพียงครั้งเดียว อยู่เบื้องหลังขณะที่คุณเล่น: { $cost }
    การสร้างใช้เวลาประมาณสิบนาทีบนคอมพิวเตอร์สองคอร์
tables-confirm-build = สร้างเลย
tables-confirm-not-now = ไว้ทีหลัง
tables-cost = { $disk } บนดิสก์ ใช้หน่วยความจำประมาณ { $memory } ระหว่างสร้าง
turn-undo = ⟲ ย้อนกลับ
turn-redo = ⟳ ทำซ้ำ
turn-end-by-agreement = จบเกมโดยตกลงกัน
turn-end-by-agreement-tip = ตำแหน่งซ้ำเดิมแล้ว: แต่ละฝ่ายเก็บเมล็ดฝั่งของตน
turn-hints = 💡 คำแนะนำ
turn-hints-tip = H: ค่าของทุกตา ตาที่ดีที่สุด ภัยคุกคาม และเหตุผล
status-wins = { $name } ชนะ { $won }–{ $lost }
status-wins-because = { $name } ชนะ: { $why }
status-draw = เสมอ { $south }–{ $north }
status-thinking = กำลังคิด…
status-to-move = ตาของ{ $name }
status-hint-depth = {" "}· คำแนะนำที่ความลึก { $depth }

## The end of a game

banner-title = จบเกม
banner-wins = { $name } ชนะ!
banner-draw = เสมอ
banner-match-won = { $name } ชนะแมตช์
banner-match-over = แมตช์จบแล้ว
banner-play-again = เล่นอีกครั้ง
banner-new-match = แมตช์ใหม่
banner-next-game = เกมถัดไป
banner-look = ดูกระดาน
banner-review-moves = ดูผลวิเคราะห์
banner-reviewing = กำลังวิเคราะห์… { $done }/{ $total }
review-player-summary = { $name }: { $summary }

## New game

new-game-title = เกมใหม่
new-game-abapa = อาบาปา (มาตรฐาน)
new-game-start = เริ่ม
new-game-replaces-game-in-play = เกมบนกระดานยังไม่จบ เกมใหม่จะทำให้เกมนี้จบโดยไม่เสร็จ
new-game-start-anyway = เริ่มเลย
number-refused = “{ $typed }” ไม่ใช่ตัวเลขตั้งแต่ { $low } ถึง { $high } จึงใช้ค่าเดิม
key-enter = Enter
new-game-person = คน
new-game-computer = คอมพิวเตอร์
new-game-level = ระดับ
new-game-who-starts = ใครเริ่มก่อน
new-game-random-starter = สุ่ม
new-game-match = แมตช์
new-game-next-game = เกมถัดไป
new-game-grand-slam = แกรนด์สแลม
new-game-cycles = ตำแหน่งซ้ำ
new-game-seeds-per-pit = เมล็ดต่อหลุม
new-game-stores = ยุ้ง
new-game-stores-shown = แสดง (ถ้าไม่แสดง เมล็ดที่กินได้จะวางไว้ข้างกระดาน)

## Move history and review mode

history-title = การเดิน
history-tip = คลิกตาเดินเพื่อดูตำแหน่งนั้น
history-start = เริ่ม
history-review = ทบทวน
history-at-start = จุดเริ่มต้น
history-after-move = หลังตาที่ { $shown } จาก { $last }
back-to-game = กลับไปที่เกม
back-to-game-esc = กลับไปที่เกม (Esc)
key-esc = Esc
history-earlier-position = กระดานแสดงตำแหน่งก่อนหน้า: เล่นไม่ได้

## Counting practice

practice-title = ฝึกนับ
practice-pit = หลุม { $pit }
practice-kind-difficulty = { $kind } · ระดับความยาก { $difficulty } จาก { $max }
practice-click-pit = คลิกที่หลุมบนกระดาน
practice-or-type = หรือพิมพ์:
practice-then-enter = แล้วกด Enter
practice-right = ✔ ถูกต้อง!
practice-not-quite = ยังไม่ใช่: { $given }
practice-answer-is = คำตอบคือ { $answer }
practice-or = {" "}หรือ{" "}
practice-watch = ดูเมล็ด: แต่ละเมล็ดมีหมายเลขกำกับขณะตกลงหลุม
practice-harder = เก่งมาก: แบบฝึกหัดถัดไปยากขึ้น
practice-easier = แบบฝึกหัดถัดไปง่ายลงเล็กน้อย
practice-next = ถัดไป (Enter)
practice-streak = ถูกติดกัน { $streak } · สูงสุด { $best } · ระดับความยาก { $difficulty }
practice-choose-kind = คลิกแบบฝึกเพื่อฝึกเฉพาะแบบนั้น
practice-any-kind = ทุกแบบ
practice-accuracy = { $percent } % จาก { $asked }

## Hints on the board and the Why panel

hint-value-win = ชนะ { $seeds }
hint-value-loss = แพ้ { $seeds }
hint-value-draw = เสมอ
why-title = เพราะอะไร
why-caption = เมล็ดที่คาดว่าจะได้เมื่อจบเกม ความลึก { $depth }
why-caption-thinking = เมล็ดที่คาดว่าจะได้เมื่อจบเกม ความลึก { $depth } กำลังคิดต่อ
why-waiting = คำแนะนำจะแสดงที่นี่เมื่อถึงตาของคุณ
why-working = กำลังคิดตาเดิน…
why-line = แนวเดิน
why-line-tip = ดูแนวเดิน { $line } ทีละตาบนกระดาน (เกมไม่เปลี่ยน)
why-threatened = ถูกคุกคามในตาถัดไป: { $pits }
hint-word-takes = จับ { $count }
hint-word-gives = เสีย { $count }
hint-word-safe = ปลอดภัย
why-words-takes-safe = { $move } จับได้ { $count } เมล็ด และไม่เหลืออะไรให้อีกฝ่ายจับ
why-words-takes-gives = { $move } จับได้ { $count } เมล็ด แต่จากนั้น{ $side }จับคืนได้ { $gives } เมล็ด
why-words-safe = { $move } ปลอดภัย: ไม่ได้จับอะไร และไม่เหลืออะไรให้อีกฝ่ายจับ
why-words-gives = { $move } ไม่ได้จับอะไร และจากนั้น{ $side }จับได้ { $gives } เมล็ด
why-words-must-feed = ตานี้ให้เมล็ดแก่{ $side }ซึ่งไม่มีเมล็ดเหลือ ตามที่กติกาบังคับ
why-words-wins = ถ้าเดินดีที่สุดต่อจากนี้ คุณชนะ
why-words-draws = ถ้าเดินดีที่สุดต่อจากนี้ เกมจะเสมอ
why-words-loses = แม้เดินดีที่สุดต่อจากนี้ คุณก็แพ้
why-words-best = ดีที่สุด: { $sentence }
why-show-numbers = แสดงเป็นตัวเลข
why-show-words = บอกเป็นคำพูด
why-words-caption = แต่ละตาเดินทำอะไร
preview-title = ดูตัวอย่าง
preview-progress = { $played }  ({ $shown } จาก { $total })
preview-note = เกมไม่เปลี่ยน: นี่แสดงเพียงว่าแนวเดินนำไปสู่อะไร

## Scoreboard

progress-score = { $south } { $south_wins }, { $north } { $north_wins }
progress-single = เกมเดียว
progress-best-of-3 = ชนะ 2 ใน 3 เกม — { $score }
progress-best-of-5 = ชนะ 3 ใน 5 เกม — { $score }
progress-first-to-5 = ใครชนะครบ 5 เกมก่อน (กุมาซี) — { $score }
progress-antigua = แอนติกา ชนะครบ 6 เกมก่อน หรือนำ 3 เกม — { $score }
progress-three-in-a-row = ชนะติดกัน 3 เกม (โยรูบา) — { $name } ชนะติดกัน { $run } เกม
progress-three-in-a-row-none = ชนะติดกัน 3 เกม (โยรูบา) — ยังไม่มีใครชนะติดกัน
reason-majority = ได้เกินครึ่ง
reason-no-moves = ไม่มีตาเดิน
reason-cycle = ตำแหน่งซ้ำ
score-games = เกม
score-seeds = เมล็ด
score-draws = เสมอ
table-game = เกม
table-winner = ผู้ชนะ
table-score = คะแนน
table-end = จบด้วย
table-moves = ตาเดิน
table-draw = เสมอ

## Start screen and in-game menu

start-tagline = อาบาปา เกมของกานา — หยอด นับ กิน
start-handed-over = Oware เปิดอยู่แล้ว: นำหน้าต่างขึ้นมาด้านหน้าแล้ว (พร้อมไฟล์ที่ขอ)
start-not-answered = Oware เปิดอยู่แล้วแต่ไม่ตอบสนอง ปิดโปรแกรมหรือรอสักครู่ แล้วเปิดใหม่อีกครั้ง
start-continue = เล่นต่อ
start-earlier = เกมก่อนหน้า: { $what }
start-earlier-continue = เล่นต่อ
start-rejoin = กลับเข้าแข่งกับ { $name }
start-new-game = เกมใหม่
start-settings = การตั้งค่า
start-recent = ล่าสุด:
start-cannot-continue = เล่นเกมล่าสุดต่อไม่ได้: { $error } ไฟล์ยังคงอยู่เหมือนเดิม
continue-score = { $south } { $south_wins } – { $north_wins } { $north }
continue-score-format = { $score }, { $format }
continue-to-move = { $score } · เดินไปแล้ว { $moves } ตา ตาของ{ $name }
continue-over = { $score } · เกมจบแล้วหลังจาก { $moves } ตา
in-game-menu-title = เมนู
in-game-menu-start-screen = หน้าแรก

## Settings

settings-title = การตั้งค่า
settings-close = ปิด (Esc)
settings-saved = บันทึกทันที และจำไว้ใช้ครั้งหน้า
settings-board = กระดาน
settings-size = ขนาดตัวอักษร
settings-animation = ภาพเคลื่อนไหว
settings-reduced-motion = ลดการเคลื่อนไหว: แสดงผลตาเดินทันที ไม่มีเมล็ดลอย แสดงจำนวนเมล็ดเสมอ
settings-counting = การนับ
settings-count-by-hand = นับเอง: ซ่อนจำนวนที่มากกว่าค่าที่กำหนด
settings-count-by-hand-tip = กด Space ค้างไว้เพื่อดูจำนวนทั้งหมด
settings-seeds-shown = เมล็ดที่แสดง
settings-sound = เสียง
settings-sound-on = เปิด (Ctrl+M)
settings-volume = ระดับเสียง
settings-help = ความช่วยเหลือ
settings-history = ประวัติการเดินข้างกระดาน
settings-language = ภาษา
settings-language-system = ตามระบบ ({ $language })

## Review window

review-title = ผลวิเคราะห์
review-row = { $lost } เมล็ด; ดีกว่าคือ { $better } ({ $best }, { $how })
review-note = เทียบแต่ละตากับตาที่ดีที่สุด ลึกแปดตาเดิน หรือแม่นยำเมื่อรู้ผลแน่นอน ตาเดินจะถูกบอกว่าแย่กว่าก็ต่อเมื่อมีตาที่ดีกว่าซึ่งแน่ใจได้อย่างน้อยเท่ากัน
review-how-exact = แน่นอน
review-how-depth = ความลึก { $depth }
review-looked-best = คำแนะนำที่ความลึก { $depth } เห็นว่า { $move } ดีที่สุด แต่เมื่อมองลึกกว่านั้น { $better } ดีกว่า

## Notices and file dialogs

notice-saved = บันทึกไว้ที่ { $path }
notice-not-saved = บันทึกไม่สำเร็จ: { $error }
notice-loaded = โหลดเกมที่บันทึกไว้แล้ว
notice-not-loaded = โหลดไม่ได้: { $error }
notice-opened = เปิด { $path } แล้ว
notice-autosave-aside = Oware รุ่นนี้อ่านเกมที่บันทึกไว้ไม่ได้ จึงเก็บไว้เป็น { $path }
notice-opened-kept-earlier = เปิด { $path } แล้ว เกมที่กำลังเล่นถูกเก็บไว้: หน้าแรกมีให้เล่นต่อในชื่อเกมก่อนหน้า
notice-opening = กำลังเปิด { $name }…
notice-not-opened = เปิดไม่ได้: { $error }
notice-no-file = ไม่ได้เลือกไฟล์
notice-not-autosaved = บันทึกเกมอัตโนมัติไม่สำเร็จ: { $error }
notice-tables-ready = ตารางช่วงท้ายเกม { $seeds } เมล็ดพร้อมแล้ว
notice-tables-unavailable = ใช้ตารางช่วงท้ายเกมไม่ได้: { $error }
notice-tables-rebuilt = ใช้ตารางช่วงท้ายเกมที่บันทึกไว้ไม่ได้ จึงสร้างใหม่แล้ว ({ $error })
notice-book-passed-over = ข้ามตำราเปิดเกมไป: { $error }
notice-practice-not-read = อ่านความคืบหน้าการฝึกไม่ได้ ({ $error }) ความคืบหน้าครั้งนี้จะไม่ถูกบันทึก
notice-settings-not-read = อ่านการตั้งค่าไม่ได้ ({ $error }) จึงใช้ค่าเริ่มต้น
notice-practice-not-saved = บันทึกความคืบหน้าการฝึกไม่สำเร็จ: { $error }
dialog-open-title = เปิดเกม
dialog-oware-games = เกมโอวาเร่
dialog-all-files = ทุกไฟล์
dialog-save-title = บันทึกเกมเป็น

## How to play

rules-summary = ผู้เล่นแต่ละคนเป็นเจ้าของหกหลุมฝั่งของตน เมื่อถึงตาคุณ ให้เลือกหลุมของคุณที่มีเมล็ด หยิบเมล็ดทั้งหมดขึ้นมาแล้วหยอดลงหลุมถัดไปทีละเมล็ด ทวนเข็มนาฬิกา ถ้าเมล็ดสุดท้ายตกในหลุมของฝ่ายตรงข้ามและทำให้หลุมนั้นมี 2 หรือ 3 เมล็ด คุณกินเมล็ดเหล่านั้น รวมทั้งหลุมก่อนหน้าที่เป็นของฝ่ายตรงข้ามและมี 2 หรือ 3 เมล็ดต่อเนื่องกันไป กินให้ได้เกินครึ่งของเมล็ดทั้งหมด (25 จาก 48) เพื่อชนะ ถ้าฝ่ายตรงข้ามไม่มีเมล็ดเหลือ คุณต้องให้เมล็ดแก่เขา เมื่อไม่มีใครเดินต่อได้ หรือตำแหน่งเดิมกลับมาอีก แต่ละฝ่ายเก็บเมล็ดฝั่งของตน
rules-lap-title = สิบสองเมล็ดขึ้นไป: รอบที่หยอดข้ามหลุมของตัวเอง
rules-lap-text = หลุม D มี 15 เมล็ด: หยอดหลุมละเมล็ดในอีกสิบเอ็ดหลุม แล้วอีกสี่เมล็ดตั้งแต่ E ไป หลุม D ยังว่างอยู่ เมล็ดสุดท้ายทำให้ b และ a มี 2 เมล็ด: ถูกกินทั้งสองหลุม
rules-chain-title = การกินต่อเนื่อง
rules-chain-text = เมล็ดสุดท้ายของ E ทำให้ e มี 3 เมล็ด: ถูกกิน แล้วต่อด้วย d (2) และ c (3) ที่อยู่ก่อนหน้า b มี 4 เมล็ด จึงหยุดการกิน
rules-grand-slam-title = แกรนด์สแลม: ไม่กินอะไรเลย
rules-grand-slam-text = a และ b จะถูกกินทั้งคู่ ทำให้ฝ่ายเหนือไม่มีเมล็ดเหลือเลย ตามกติกาอาบาปา ตานี้จึงไม่กินอะไร เมล็ดยังอยู่ที่เดิม
rules-feeding-title = การให้เมล็ด
rules-feeding-text = ฝ่ายเหนือไม่มีเมล็ด ฝ่ายใต้จึงต้องให้เมล็ด: มีเพียง F ที่หยอดถึงฝั่งเหนือ A หยอดไม่ถึง จึงเดิน A ไม่ได้
rules-variant-allowed-if-winning = แกรนด์สแลมกินได้เฉพาะเมื่อทำให้ผู้เดินมีเมล็ดครบจำนวนที่ชนะ
rules-variant-illegal = ห้ามเล่นแกรนด์สแลมเมื่อยังมีตาเดินอื่นที่เล่นได้
rules-variant-capture-all = แกรนด์สแลมกินทั้งหมด ฝ่ายตรงข้ามที่ไม่มีอะไรเหลือเสียเมล็ดบนกระดานให้ผู้เดิน
rules-variant-opponent-takes = แกรนด์สแลมกินตามปกติ แล้วฝ่ายตรงข้ามเก็บเมล็ดที่เหลือฝั่งผู้เดิน และเกมจบลง
rules-variant-by-agreement = ตำแหน่งซ้ำไม่ทำให้เกมจบ: ผู้เล่นตกลงกันจบเกมได้
rules-variant-seeds = หลุมละ { $seeds } เมล็ด (รวม { $total } เมล็ด): กินได้ { $win } เมล็ดชนะ
rules-variant-no-stores = ไม่วาดยุ้ง: เมล็ดที่กินได้วางไว้ข้างกระดาน
rules-abapa = เกมนี้เล่นตามกติกาอาบาปา ซึ่งเป็นกติกาการแข่งขัน
rules-variant-changes = กติกาที่ต่างไปในเกมนี้:

## Counts

score-seeds-count = { $count } เมล็ด

## The game in words

view-log = เกมเป็นคำบรรยาย
view-log-tip = บรรยายทุกตาเดินเป็นประโยคใต้รายการการเดิน เพื่อติดตามเกมโดยไม่ต้องดูเมล็ด
log-title = คำบรรยาย
log-empty = ยังไม่มีการเดิน
log-sow = { $name }หยอดหลุม { $pit }: { $count } เมล็ด เมล็ดสุดท้ายตกที่ { $last }
log-capture = กิน { $count } เมล็ด ({ $pits })
log-no-capture = ไม่ได้กิน
log-grand-slam = แกรนด์สแลม: ไม่กินอะไรเลย
log-sentence = { $sowing }; { $outcome }
log-end = { $result }: { $reason }

## การเริ่มโปรแกรมล้มเหลว
launch-no-display = Oware ต้องใช้เดสก์ท็อปแบบกราฟิกเพื่อเปิดหน้าต่าง แต่ไม่พบ ({ $detail }) โปรดเปิดจากเซสชันเดสก์ท็อป หากใช้ SSH ให้ส่งต่อ X หรือใช้จอเสมือนเช่น Xvfb
launch-no-graphics = Oware เริ่มระบบกราฟิกไม่ได้: ไม่พบไดรเวอร์กราฟิกที่ใช้ได้ ({ $detail }) โปรดติดตั้งหรืออัปเดตไดรเวอร์กราฟิก บน Linux ตัวเรนเดอร์ซอฟต์แวร์ของ Mesa (mesa-vulkan-drivers) ก็ใช้ได้

## The About window
menu-about = เกี่ยวกับ Oware
about-title = เกี่ยวกับ Oware
about-version = รุ่น { $version }
about-tagline = โอวาเร (กติกาอาบาปา) เกมประจำชาติของกานา: เล่นกับเพื่อนหรือคอมพิวเตอร์ เรียนรู้ด้วยคำแนะนำและการทบทวนเกม ฝึกนับเมล็ด
about-licence = Oware เป็นซอฟต์แวร์เสรีภายใต้สัญญาอนุญาต MIT หรือ Apache 2.0 ตามที่คุณเลือก
about-credits = สิ่งที่รวมอยู่ในโปรแกรม
about-used-text = ตัวอักษรของเกม
about-used-egui = ตัวอักษรของเมนูและหน้าต่าง (egui)
about-used-bevy = ตัวอักษรตั้งต้นของกระดาน (Bevy)
about-engine = กระดานวาดด้วย Bevy และหน้าต่างวาดด้วย egui ทั้งสองใช้สัญญาอนุญาต MIT หรือ Apache 2.0 เสียง ไอคอน ตำราเปิดเกม และเอนจินเป็นผลงานของโครงการเอง
about-licence-texts = ข้อความสัญญาอนุญาต

# Errors the player can meet, in words
error-in-file = { $path }: { $error }
error-no-such-record = ไฟล์นี้มี { $count } เกม ไม่มีเกมที่ { $number }
error-io-missing = ไม่มีไฟล์นี้
error-io-denied = ไม่ได้รับอนุญาต
error-io-other = ระบบปฏิเสธ
error-file-read = อ่าน { $path } ไม่ได้: { $reason }
error-file-write = เขียน { $path } ไม่ได้: { $reason }
error-file-not-a-file = จะไม่เขียนทับ { $path }: ไม่ใช่ไฟล์ธรรมดา
error-file-no-data-folder = ไม่พบโฟลเดอร์ข้อมูลของผู้ใช้นี้
error-file-not-regular = จะไม่อ่าน { $path }: ไม่ใช่ไฟล์ธรรมดา (เป็นโฟลเดอร์ อุปกรณ์ หรือไปป์)
error-file-too-large = จะไม่อ่าน { $path }: ไฟล์ใหญ่เกินกว่าไฟล์ชนิดนี้จะเป็นได้
error-save-format = ไฟล์นี้ไม่ใช่ไฟล์บันทึกเกมที่ถูกต้อง
error-save-version = ไฟล์บันทึกนี้มาจากโปรแกรมรุ่นใหม่กว่า (รูปแบบ { $version })
error-save-inconsistent = เกมที่บันทึกไว้ไม่สอดคล้องกัน
error-save-match = ผลการแข่งที่บันทึกไว้เป็นไปไม่ได้ (คะแนนของเกม ผู้ชนะ หรือเกมหลังจากการแข่งจบแล้ว)
error-save-encode = แปลงเกมที่บันทึกเป็นข้อความไม่ได้
error-record-syntax = บรรทัด { $line } คอลัมน์ { $column }: ไม่ใช่รูปแบบการเขียนบันทึกเกม
error-record-tag = แท็ก [{ $tag }] มีค่าที่ใช้ไม่ได้
error-record-illegal = บรรทัด { $line } คอลัมน์ { $column }: การเดิน { $played } (ตาที่ { $ply }) ผิดกติกา: { $reason }
error-record-capture-mark = บรรทัด { $line } คอลัมน์ { $column }: การเดิน { $played } (ตาที่ { $ply }) ระบุว่า +{ $marked } แต่จับได้ { $actual }
error-slot-empty = ยังไม่มีเกมที่บันทึกไว้
error-autosave-missing = ไม่มีเกมให้เล่นต่อ
error-table-damaged = ใช้ไฟล์ตารางช่วงท้ายเกม { $path } ไม่ได้
error-table-size = สร้างตารางช่วงท้ายเกมขนาด { $seeds } เมล็ดไม่ได้
error-table-memory = ตารางช่วงท้ายเกมขนาด { $seeds } เมล็ดต้องใช้หน่วยความจำประมาณ { $needed } ในการสร้าง แต่เครื่องนี้มีว่างอยู่ { $available }
error-book-damaged = ใช้ตำราเปิดเกม { $path } ไม่ได้
error-settings-invalid = { $path } ไม่ใช่ไฟล์ชนิดนี้ที่ถูกต้อง
error-settings-encode = แปลงการตั้งค่าเป็นข้อความไม่ได้

## Setting up a position
menu-set-up = จัดตำแหน่งเอง…
menu-set-up-tip = วางตำแหน่งใดก็ได้บนกระดาน แล้ววิเคราะห์หรือเล่นต่อจากตรงนั้น
setup-title = จัดตำแหน่งเอง
setup-help = คลิกหลุมหรือยุ้งเพื่อเพิ่มเมล็ด คลิกขวาเพื่อเอาออก หรือหมุนล้อเมาส์ ลากจากหลุมหนึ่งไปอีกหลุมเพื่อย้ายเมล็ด แป้นพิมพ์: ลูกศรเลือกหลุม ตัวเลขพิมพ์จำนวน + และ − เพิ่มและลด S หรือ N เลือกฝ่ายที่เดิน
setup-total = เมล็ด: { $found } จาก { $expected }
setup-ready = เริ่มเกมจากตรงนี้ได้
setup-to-move = ฝ่ายที่เดิน
setup-stores = ยุ้ง
setup-clear = ล้างกระดาน
setup-start-position = ตำแหน่งเริ่มต้น
setup-string = สตริงตำแหน่ง
setup-use-string = ใช้
setup-copy = คัดลอก
setup-copied = คัดลอกสตริงตำแหน่งแล้ว
setup-analyse = วิเคราะห์ (Enter)
setup-analyse-tip = เล่นทั้งสองฝ่ายที่นี่ พร้อมคำแนะนำ
setup-play = เล่นตำแหน่งนี้…
setup-refused = อ่านไม่ได้: { $error }
new-game-from-position = เริ่มจากตำแหน่งที่จัดไว้: { $position }
error-setup-total = หลุมและยุ้งมีเมล็ด { $found } เมล็ด แต่รูปแบบนี้ใช้ { $expected } เมล็ด
error-setup-won = { $side } เก็บได้แล้ว { $seeds } เมล็ด เกินครึ่ง เกมจบแล้ว
error-setup-nothing-to-sow = { $side } ต้องเดินแต่ไม่มีเมล็ด เกมจบแล้ว
error-setup-cannot-feed = { $side } ต้องเดินแต่ไม่มีตาใดไปถึงฝั่งที่ว่าง เกมจบแล้ว
error-notation-move = '{ $found }' ที่ตัวอักษรที่ { $at } ไม่ใช่ตาเดิน
error-notation-fields = ตำแหน่งมี 15 ช่อง (12 หลุม 2 ยุ้ง และ S หรือ N) คั่นด้วย '-' แต่อันนี้มี { $found } ช่อง
error-notation-count = ช่องที่ { $field } ('{ $text }') ไม่ใช่จำนวนเมล็ดตั้งแต่ 0 ถึง { $max }
error-notation-side = ฝ่ายที่เดินต้องเป็น S หรือ N ไม่ใช่ '{ $text }'
menu-copy-position = คัดลอกตำแหน่ง
menu-copy-position-tip = สตริงตำแหน่ง สำหรับวางในโปรแกรมอื่นหรือแบ่งปัน
menu-copy-game = คัดลอกเกม (OGN)
menu-copy-game-tip = บันทึกเกม พร้อมตำแหน่งที่เริ่ม
notice-game-copied = คัดลอกเกมเป็น OGN แล้ว
setup-paste = วาง
history-side-lines = แนวทางอื่น
history-side-line-tip = ไปที่แนวทางนี้ เกมจะเล่นต่อจากตรงนั้น
start-play-online = เล่นออนไลน์
menu-play-online = เล่นออนไลน์…
menu-play-online-tip = เล่นกับเพื่อนบนคอมพิวเตอร์อีกเครื่อง: เปิดเกมแล้วให้รหัสแก่เพื่อน หรือเข้าร่วมเกมของเพื่อน
menu-leave-online = ออกจากเกมออนไลน์
online-title = เล่นกับเพื่อนทางออนไลน์
online-your-name = ชื่อของคุณ
online-default-name = ผู้เล่น
online-host-heading = เปิดเกม
online-host-explained = คุณจะได้รหัสเพื่อให้เพื่อนของคุณ
online-you-play = คุณเล่นฝั่ง
online-host = เปิดเกม
online-join-heading = เข้าร่วมเกม
online-join-explained = พิมพ์หรือวางรหัสที่เพื่อนให้คุณ
online-join = เข้าร่วม
online-relay-label = เซิร์ฟเวอร์รีเลย์:
online-reaching-network = กำลังเชื่อมต่อเครือข่าย…
online-give-code = ให้รหัสนี้แก่เพื่อนของคุณ:
online-copy = คัดลอก
online-waiting = กำลังรอเพื่อนของคุณเข้าร่วม…
online-relay-unreachable = ติดต่อเซิร์ฟเวอร์รีเลย์ ({ $relay }) ไม่ได้
online-same-network-only = เฉพาะผู้เล่นในเครือข่ายเดียวกันเท่านั้นที่เข้าร่วมได้: รหัสนี้มีที่อยู่ของคอมพิวเตอร์เครื่องนี้
online-joining = กำลังเชื่อมต่อกับเกม…
online-cancel = ยกเลิก
online-cancelled = ยกเลิกเกมออนไลน์แล้ว
online-playing = กำลังเล่นกับ { $name } ทางออนไลน์
online-connected = เชื่อมต่อแล้ว: เกมเริ่ม
online-undo-title = ย้อนตา?
online-undo-question = { $name } ขอย้อนตาที่เดินล่าสุด
online-undo-allow = อนุญาต
online-undo-refuse = ปฏิเสธ
online-undo-granted = { $name } อนุญาตให้ย้อนตาแล้ว
online-undo-refused = { $name } ไม่อนุญาตให้ย้อนตา
online-undo-nothing = คุณไม่มีตาที่จะย้อน
online-undo-asked = ขอให้ { $name } ย้อนตาของคุณแล้ว…
online-next-game-host = { $name } เป็นผู้เปิดเกม และจะเริ่มเกมถัดไป
online-you-left = คุณออกจากเกมออนไลน์แล้ว เกมยังอยู่บนกระดาน
online-left = { $name } ออกจากเกมแล้ว เกมยังอยู่บนกระดาน
online-status-hosting = ออนไลน์: รหัส { $code }
online-status-connecting = ออนไลน์: กำลังเชื่อมต่อ…
online-status-playing = ออนไลน์กับ { $name }
online-status-silent = { $name } ไม่ตอบมา { $seconds } วินาทีแล้ว
online-status-ended = เกมออนไลน์จบแล้ว
online-status-tip = เกมออนไลน์ (คลิกเพื่อดูรายละเอียด)
online-error-relay-setting = ใช้เซิร์ฟเวอร์รีเลย์ในการตั้งค่าไม่ได้: '{ $relay }' (ใส่ public, off หรือ URL ของมัน)
online-error-code-length = รหัสเกมมีตัวอักษรและตัวเลข 16 ตัว แต่รหัสนี้มี { $count } ตัว
online-error-code-character = '{ $character }' ไม่อยู่ในรหัสเกม
online-error-code-address = '{ $address }' หลัง @ ไม่ใช่ที่อยู่ (IP:พอร์ต)
online-error-network = ใช้เครือข่ายไม่ได้: { $detail }
online-error-no-relay = ติดต่อเซิร์ฟเวอร์รีเลย์ ({ $relay }) ไม่ได้ คุณเชื่อมต่ออินเทอร์เน็ตอยู่หรือไม่?
online-error-no-relay-no-address = ติดต่อเซิร์ฟเวอร์รีเลย์ ({ $relay }) ไม่ได้ และรหัสนี้ไม่มีส่วนที่อยู่สำหรับติดต่อเพื่อนโดยตรง ถ้ารหัสของเพื่อนมีต่อหลัง @ (…@192.168.1.20:41641) ให้พิมพ์ทั้งหมด
online-error-no-host = ไม่มีเกมที่ตอบรหัสนี้ เพื่อนของคุณยังรออยู่และใช้เซิร์ฟเวอร์รีเลย์เดียวกันหรือไม่?
online-error-garbled = โปรแกรมอีกฝั่งส่งข้อมูลที่อ่านไม่ได้: { $detail }
online-error-lost = การเชื่อมต่อขาดหาย
online-error-silent-plain = อีกฝั่งไม่ตอบมา { $seconds } วินาทีแล้ว
online-error-refused = โปรแกรมอีกฝั่งจบเกม: { $reason }
online-error-version = โปรแกรมอีกฝั่งใช้โพรโทคอลออนไลน์รุ่น { $theirs } โปรแกรมนี้ใช้รุ่น 1: ทั้งสองฝั่งต้องใช้ Oware รุ่นเดียวกัน
online-error-bad-message = โปรแกรมอีกฝั่งส่งข้อความที่ถูกปฏิเสธ ({ $detail }) เกมไม่เปลี่ยนแปลง
settings-online-relay = เซิร์ฟเวอร์รีเลย์สำหรับเล่นออนไลน์
settings-online-relay-tip = public (ค่าเริ่มต้น), off (เครือข่ายเดียวกันเท่านั้น) หรือ URL ของ iroh-relay ของคุณเอง
relay-public = สาธารณะ (ผ่านอินเทอร์เน็ต)
relay-off = ไม่ใช้ (เครือข่ายเดียวกันเท่านั้น)
relay-own = เซิร์ฟเวอร์ของฉันเอง…
online-reconnecting = การเชื่อมต่อกับ { $name } ขาดหาย: กำลังเชื่อมต่อใหม่…
online-reconnected = เชื่อมต่อกับ { $name } อีกครั้งแล้ว: เกมเล่นต่อ
online-connected-again = เชื่อมต่ออีกครั้งแล้ว: การแข่งขันเล่นต่อจากที่ค้างไว้
online-back-for-next-game = { $name } กลับมาแล้ว: เริ่มเกมถัดไปเมื่อคุณพร้อม
online-status-reconnecting = กำลังเชื่อมต่อกับ { $name } ใหม่… ({ $seconds } วินาที)
online-reconnecting-explained = เกมรออยู่ตรงนี้ และจะเล่นต่อจากจุดที่หยุดทันทีที่การเชื่อมต่อกลับมา
online-error-not-back = { $name } ไม่กลับมาภายใน { $minutes } นาที: เกมออนไลน์จบลง
menu-resign = ยอมแพ้
menu-resign-tip = ยอมแพ้เกมที่กำลังเล่น: อีกฝ่ายชนะเกมนี้
quit-online-title = ออกระหว่างการแข่งขันหรือไม่
quit-online-text = คุณกำลังเล่นกับ { $name } ออนไลน์ เก็บที่นั่งไว้เพื่อกลับมาเล่นต่อ หรือออกจากการแข่งขัน
quit-online-keep-seat = เก็บที่นั่งไว้
quit-online-keep-seat-tip = { $name } จะรอคุณ เมื่อเปิดเกมอีกครั้ง ปุ่มกลับเข้าร่วมจะพาคุณกลับมา
quit-online-leave = ออกจากการแข่งขัน
quit-online-leave-tip = { $name } จะได้รับแจ้งว่าคุณออกแล้ว การแข่งขันจบสำหรับทั้งสองฝ่าย
quit-online-play-on = เล่นต่อ
resign-confirm-title = ยอมแพ้เกมนี้ไหม
resign-confirm-text = { $winner } จะชนะเกมนี้
resign-confirm-online = เพื่อนของคุณจะรู้ทันที การยอมแพ้ออนไลน์ย้อนกลับไม่ได้
resign-confirm-yes = ยอมแพ้
resign-confirm-no = เล่นต่อ
resign-undo-notice = คุณยอมแพ้แล้ว กด ย้อนกลับ (Ctrl+Z) เพื่อถอนการยอมแพ้
reason-resignation = ยอมแพ้
end-resignation = ผู้เล่นอีกฝ่ายยอมแพ้
end-resigned = { $name } ยอมแพ้
online-resigned = { $name } ยอมแพ้: คุณชนะเกมนี้
online-lan-announce = ประกาศในเครือข่ายนี้
online-lan-announce-tip = ผู้เล่นในเครือข่ายเดียวกันจะเห็นเกมนี้และเข้าร่วมได้โดยไม่ต้องใช้รหัส
online-hints-offer = อนุญาตคำแนะนำให้ผู้เล่นทั้งสองฝ่าย
online-clock-on = นาฬิกา: ฝ่ายละ { $control } อีกโปรแกรมหนึ่งนับเวลาเดียวกันโดยคลาดไม่เกิน 2 วินาที
online-hints-offer-tip = ทั้งสองฝ่ายดูคำแนะนำและค่าที่คอมพิวเตอร์ประเมินได้ระหว่างแข่ง เพื่อนของคุณจะได้รับแจ้งเมื่อเริ่มแข่ง
online-hints-allowed = การแข่งนี้อนุญาตคำแนะนำให้ผู้เล่นทั้งสองฝ่าย
online-hints-off = การแข่งนี้ไม่มีคำแนะนำ: ไม่มีฝ่ายใดเห็นค่าที่คอมพิวเตอร์ประเมิน
online-hints-refused = การแข่งออนไลน์นี้ไม่มีคำแนะนำ: การแข่งถูกเสนอโดยไม่มีคำแนะนำ
online-lan-heading = เกมในเครือข่ายนี้
online-lan-none = กำลังฟังหาเกมที่เปิดในเครือข่ายนี้…
online-continue = เล่นแมตช์บนกระดานต่อ
online-continue-tip = เพื่อนของคุณจะได้แมตช์นี้ตามที่เป็นอยู่ (เช่น แมตช์ที่บันทึกไว้): เกมที่เล่นไปแล้วและตาเดินของเกมที่กำลังเล่น
online-error-cannot-continue = เล่นเกมนี้ต่อทางออนไลน์ไม่ได้ เพราะเริ่มจากตำแหน่งที่จัดวางเอง
online-end-title = จบเกม?
online-end-question = ตำแหน่งซ้ำเดิมแล้ว { $name } ขอจบเกม โดยแต่ละฝ่ายเก็บเมล็ดฝั่งของตน
online-end-asked = ขอให้ { $name } จบเกมแล้ว…
online-end-refused = { $name } ต้องการเล่นต่อ

## นาฬิกา
new-game-clock = นาฬิกา
clock-none = ไม่จับเวลา
clock-sudden = { $minutes } นาที
clock-fischer = { $minutes } นาที + { $seconds } วินาที
clock-per-move = ตาละ { $seconds } วินาที
clock-pause = หยุดชั่วคราว
clock-resume = เล่นต่อ
clock-paused = หยุดชั่วคราวอยู่
clock-paused-no-move = เกมหยุดชั่วคราวอยู่ กด เล่นต่อ เพื่อเดินต่อ
reason-time = หมดเวลา
end-time = หมดเวลา และอีกฝ่ายไม่มีทางชนะ: เสมอ
end-flagged = { $name } หมดเวลา

## คลังเกม
library-title = คลังเกม
library-tip = ทุกเกมที่คุณเล่นจบที่นี่: ดูซ้ำ วิเคราะห์ ลบ
library-games = { $count } เกม
library-filter = ชื่อ:
library-undo = เลิกลบ
library-empty = ยังไม่มีเกม: ทุกเกมที่คุณเล่นจบจะเก็บไว้ที่นี่
library-open = เปิด
library-delete = ลบ
library-date = วันที่
library-result = ผล
library-length = จำนวนตา
library-not-kept = เก็บเกมไว้ในคลังไม่ได้: { $error }
library-tab-games = เกม
library-tab-statistics = สถิติ
library-select-all = เลือกทั้งหมดที่แสดง
library-select-none = ไม่เลือกเลย
library-export = ส่งออกเกมที่เลือก ({ $count })
library-export-title = ส่งออกเกมเป็นไฟล์ OGN ไฟล์เดียว
library-exported = เขียน { $count } เกมลงใน { $path } แล้ว
library-added = เพิ่มเกมลงในคลังแล้ว
library-added-records = เพิ่มในคลังแล้ว { $added } เกม (มีอยู่แล้ว { $there } เกม อ่านไม่ได้ { $unreadable } เกม)
file-games-stop = หยุด
file-games-adding = กำลังเพิ่มเกมลงในคลัง… { $percent } %
library-busy-adding = คลังกำลังเพิ่มเกมจากไฟล์อยู่ ลองอีกครั้งเมื่อเสร็จแล้ว
file-games-title = เกมใน { $name }
file-games-intro = ไฟล์นี้มี { $count } เกม เลือกเกมที่จะเปิด หรือเพิ่มทั้งหมดลงในคลังของคุณ
file-games-number = เกม
file-games-result = ผล
file-games-moves = จำนวนตา
file-games-open = เปิด
file-games-unreadable = อ่านไม่ได้: { $why }
file-games-add-all = เพิ่มทั้งหมดลงในคลัง
file-games-close = ปิด
library-already = เกมนี้อยู่ในคลังแล้ว
library-add-board = เพิ่มลงคลัง
library-add-board-tip = เก็บเกมบนกระดาน (เช่น ไฟล์ที่เปิด) ไว้ในคลังของคุณ
stats-rating-heading = ระดับคะแนนของคุณ
stats-rating-levels = เมื่อเล่นกับคอมพิวเตอร์: { $rating } ± { $error } หลังจาก { $count } เกม
stats-rating-none = เล่นกับคอมพิวเตอร์เพื่อให้ได้ระดับคะแนน: ทุกเกมที่จบกับระดับใดก็ตามนับ
stats-fair-level = เกมที่สูสีสำหรับคุณ: ระดับ { $level } (คะแนน { $rating })
stats-play-fair = เล่นเลย
stats-rating-people = เมื่อเล่นกับคน (นับแยก): { $rating } ± { $error } หลังจาก { $count } เกม
stats-rating-plot = ระดับคะแนนของคุณหลังแต่ละเกมกับคอมพิวเตอร์ (แถบ: ± 2 ส่วนเบี่ยงเบน)
stats-results-heading = ผลการเล่น
stats-opponent = คู่แข่ง
stats-won = ชนะ
stats-drawn = เสมอ
stats-lost = แพ้
stats-score = คะแนน
stats-level = ระดับ { $level } (≈ { $rating })
stats-by-month = ผลการเล่นรายเดือน
stats-all = คู่แข่งทั้งหมด
stats-mistakes = ความผิดพลาดของคุณในแต่ละเกมที่ทบทวนแล้ว
stats-mistakes-none = ยังไม่มีเกมที่ทบทวน: การทบทวนหลังแต่ละเกมจะนับความผิดพลาดของคุณ
stats-empty = ยังไม่มีเกมของคุณ
new-game-level-rating = ≈ { $rating }
new-game-level-rating-tip = ระดับคะแนนของระดับนี้ จากการแข่งพบกันหมดของแปดระดับ (docs/engine.md)
new-game-fair = สูสีสำหรับคุณ: ระดับ { $level }
new-game-fair-tip = ระดับที่ใกล้ระดับคะแนนของคุณที่สุดเมื่อเล่นกับคอมพิวเตอร์ (ดูในคลัง)

## ผู้เล่น (โปรไฟล์)

players-who = ใครจะเล่น
players-guest = เล่นแบบผู้เยี่ยมชม
players-guest-tip = ดาว การฝึก และเกมของผู้เยี่ยมชมจะไม่ถูกเก็บไว้
players-new = ผู้เล่นใหม่
players-name = ชื่อ
players-add = เพิ่ม
players-rename = เปลี่ยนชื่อ
players-remove = ลบ
players-remove-confirm = ลบ { $name } พร้อมดาว การฝึก และเกมของเขาหรือไม่
players-remove-yes = ใช่ ลบเลย
players-keep = เก็บไว้
players-done = เสร็จ
players-edit = แก้ไขผู้เล่น
players-grown-up-ask = คำถามสำหรับผู้ใหญ่ก่อนเปลี่ยนผู้เล่น: { $a } × { $b } เท่ากับเท่าไร
players-grown-up-ok = ตกลง
players-grown-up-needed = ผู้ใหญ่ต้องตอบคำถามก่อน (เปลี่ยนผู้เล่น)
players-grown-up-wrong = ยังไม่ถูก: นี่คือคำถามใหม่
players-playing = ผู้เล่น: { $name }
players-playing-guest = ผู้เยี่ยมชมกำลังเล่น: ไม่มีอะไรถูกเก็บไว้
players-change = เปลี่ยนผู้เล่น
profile-first-name = ผู้เล่น
notice-profiles-not-read = อ่านรายชื่อผู้เล่นไม่ได้ ({ $error }) เล่นแบบผู้เยี่ยมชม ไม่มีอะไรถูกเก็บไว้
notice-profiles-not-saved = บันทึกรายชื่อผู้เล่นไม่ได้: { $error }
notice-player-files-left = ไฟล์ { $count } ไฟล์ที่เกมไม่ได้เขียนยังอยู่ที่เดิม ใน { $folder }
error-profile-no-name = ผู้เล่นต้องมีชื่อ
error-profile-name-taken = มีผู้เล่นชื่อ { $name } อยู่แล้ว
error-profile-missing = ไม่มีผู้เล่นคนนี้
error-profile-too-many = ผู้เล่นได้ไม่เกิน { $most } คน
error-profile-only-one = ผู้เล่นคนเดียวที่มีอยู่ลบไม่ได้
error-profile-no-number = ไม่เหลือหมายเลขสำหรับผู้เล่นใหม่: รายชื่อผู้เล่นถูกแก้ไขด้วยมือ
players-child = เด็ก
players-child-tip = โหมดเด็ก: หลุมและตัวเลขใหญ่ขึ้น เขียนตัวเลขเป็นคำขณะที่เมล็ดตกลง คำแนะนำเป็นคำพูด ใช้ดาวแทนคะแนน และไม่เล่นออนไลน์เว้นแต่ผู้ใหญ่อนุญาต
players-online-allowed = เล่นออนไลน์ได้
online-not-allowed-for-child = ผู้ใหญ่อนุญาตให้ผู้เล่นคนนี้เล่นออนไลน์ได้ที่ เปลี่ยนผู้เล่น แล้ว แก้ไขผู้เล่น
counting-last-pit-holds = เมล็ดสุดท้ายตกลงในหลุม { $pit }: ตอนนี้มี { $words } เมล็ด
counting-last-pit-captured = เมล็ดสุดท้ายตกลงในหลุม { $pit }: มี { $words } เมล็ด กินได้!
child-good-try = พยายามดีมาก! มาดูด้วยกันนะ:
puzzle-title-child = โจทย์ { $id }
puzzle-solved-child = ★ แก้ได้แล้ว! เก่งมาก!
puzzle-failed-child = ครั้งนี้ยังไม่ได้ นี่คือวิธี ลองข้อต่อไปนะ!
puzzle-solution-playing-child = ดูวิธีนะ: { $moves }
learn-child-solved = ★ แก้โจทย์ได้ { $solved } ข้อ
learn-child-run = แก้ได้ติดกัน { $run } ข้อ!
players-progress = ความก้าวหน้า
players-progress-tip = สิ่งที่ผู้เล่นคนนี้ทำแล้ว: บทเรียน โจทย์ การฝึกแต่ละวัน เวลา และเกม
progress-title = ความก้าวหน้าของ { $name }
progress-title-none = ความก้าวหน้า
progress-guest = ความก้าวหน้าของผู้เยี่ยมชมจะไม่ถูกเก็บไว้
progress-learning = บทเรียนและโจทย์
progress-lessons = เรียนจบ { $done } จาก { $lessons } บท · ได้ดาว { $stars } จาก { $all } ดวง
progress-puzzles = แก้โจทย์ได้ { $solved } จาก { $tried } ข้อที่ลอง
progress-practice = การฝึกนับ
progress-kind-score = ตอบถูก { $percent } % จาก { $asked } ข้อ
progress-plot = คำตอบที่ถูก (%) ของแต่ละแบบ ในแต่ละวัน
progress-no-practice = ยังไม่ได้ฝึก
progress-time-and-games = เวลาและเกม
progress-time = เวลาในเกม: { $week } ใน 7 วันที่ผ่านมา รวมทั้งหมด { $all }
progress-minutes = { $minutes } นาที
progress-hours = { $hours } ชั่วโมง { $minutes } นาที
progress-games = มี { $games } เกมในคลังเกม ชนะ { $won } เกม
practice-path = ระดับ
practice-path-tip = ฝึกที่ระดับ { $level } และอยู่ที่นี่: ตอบถูก 4, 10 และ 20 ข้อจะได้ดาว
practice-path-locked = ระดับ { $level } จะเปิดเมื่อได้ดาวที่ระดับก่อนหน้า
practice-path-free = ให้ขึ้นระดับเองอีกครั้ง

## การแข่งขันบนเครือข่าย สำหรับผู้เล่น
tournament-title = การแข่งขัน
menu-tournament = การแข่งขัน…
menu-tournament-tip = เข้าร่วมการแข่งขันของชมรม: เกมของคุณจะเปิดขึ้นเองทีละรอบ
tournament-join-explained = เข้าร่วมการแข่งขันในเครือข่ายนี้ หรือใช้รหัสจากผู้จัด ทุกรอบเกมของคุณจะเปิดขึ้นเอง ระหว่างรอบคุณจะเห็นตารางคะแนน
tournament-join = เข้าร่วมการแข่งขัน
tournament-lan-heading = การแข่งขันในเครือข่ายนี้
tournament-lan-none = กำลังฟังหาการแข่งขันในเครือข่ายนี้…
tournament-entering = กำลังเข้าร่วมการแข่งขัน…
tournament-you-are = { $name }: ผู้เล่นคนที่ { $number } จาก { $players } คน { $rounds } รอบ
tournament-over = การแข่งขันจบแล้ว
tournament-reconnecting = การเชื่อมต่อกับผู้จัดขาดหาย: กำลังเชื่อมต่อใหม่…
tournament-playing-now = รอบที่ { $round } กระดานที่ { $board }: เกมของคุณอยู่บนกระดาน
tournament-waiting = กำลังรอผู้จัดเริ่มรอบถัดไป
tournament-your-rounds = รอบของคุณ
tournament-standings-after = ตารางคะแนนหลังรอบที่ { $round }
tournament-close = ปิด
tournament-leave = ออกจากการแข่งขัน
tournament-leave-tip = ผู้จัดจะรู้ว่าคุณออกไปแล้ว ที่นั่งของคุณยังอยู่จนกว่าผู้จัดจะถอนชื่อคุณ
tournament-round = รอบที่ { $round }
tournament-no-game-short = ไม่มีเกม
tournament-board-against = กระดานที่ { $board } พบกับ { $name }
tournament-drew = เสมอ
tournament-won = ชนะ
tournament-lost-game = แพ้
tournament-decided-short = ผู้จัดตัดสิน: { $reason }
tournament-disputed-short = ผลที่แจ้งไม่ตรงกัน: ผู้จัดจะตัดสิน
tournament-stopped-short = เกมหยุดกลางคัน: ผู้จัดจะตัดสิน
tournament-pending = กำลังรอผล
tournament-finish-match-first = เล่นเกมออนไลน์ให้จบ หรือออกจากเกมนั้นก่อน
tournament-left = คุณออกจากการแข่งขันแล้ว
tournament-lost = เชื่อมต่อกับผู้จัดอีกครั้งไม่ได้: เครื่องนี้หลุดจากการแข่งขันแล้ว
tournament-reported = ส่งผลของคุณให้ผู้จัดแล้ว
tournament-back = กลับเข้าสู่ { $name } แล้ว
tournament-entered = คุณอยู่ใน { $name } แล้ว
tournament-refused = ผู้จัดปฏิเสธ: { $reason }
tournament-no-game = รอบที่ { $round }: รอบนี้คุณไม่มีเกม
tournament-disputed = รอบที่ { $round } กระดานที่ { $board }: ผลที่แจ้งมาไม่ตรงกัน ผู้จัดจะตัดสิน
tournament-decided = รอบที่ { $round } กระดานที่ { $board }: ผู้จัดตัดสินแล้ว ({ $reason })
tournament-paired = รอบที่ { $round } กระดานที่ { $board }: คุณพบกับ { $name }

## การแข่งขันที่จัดจากเครื่องนี้ สำหรับผู้จัด
menu-host-tournament = จัดการแข่งขัน…
menu-host-tournament-tip = จัดการแข่งขันของชมรมจากคอมพิวเตอร์เครื่องนี้: ผู้เล่นเข้าร่วมด้วยรหัส และดูทุกกระดานได้สด
host-tournament-title = จัดการแข่งขัน
host-tournament-explained = ผู้เล่นเข้าร่วมจากคอมพิวเตอร์ของตนในหน้าต่างการแข่งขัน ด้วยรหัสที่หน้าต่างนี้ให้ คุณเป็นผู้เริ่มแต่ละรอบ แล้วเกมของผู้เล่นจะเปิดขึ้นเอง
host-tournament-name = ชื่อ
host-tournament-name-hint = คืนแข่งของชมรม
host-tournament-name-needed = การแข่งขันต้องมีชื่อ
host-tournament-system = การจับคู่
host-tournament-rounds = จำนวนรอบ
host-tournament-host = เปิดการแข่งขัน
host-tournament-kept = การแข่งขันที่ยังไม่จบ
host-tournament-resume = เปิดอีกครั้ง
host-tournament-give-code = ให้รหัสนี้แก่ผู้เล่น:
host-tournament-play-too = ร่วมเล่นด้วย
host-tournament-play-too-tip = เข้าร่วมการแข่งขันนี้ในฐานะผู้เล่นจากเครื่องนี้
host-tournament-players = ผู้เล่น ({ $count } คน)
host-tournament-withdraw = ถอนชื่อ
host-tournament-withdrawn = ถอนชื่อแล้ว
host-tournament-not-started = { $rounds } รอบ: เริ่มรอบแรกเมื่อทุกคนเข้ามาแล้ว
host-tournament-round-of = รอบที่ { $round } จาก { $rounds }
host-tournament-start = เริ่มรอบที่ { $round }
host-tournament-pause = พักรอบนี้
host-tournament-go = เล่นต่อ
host-tournament-paused = รอบนี้พักอยู่: ผลจะรอจนกว่าจะเล่นต่อ
host-tournament-end = จบการแข่งขัน
host-tournament-boards = กระดานของรอบที่ { $round }
host-tournament-board-names = กระดานที่ { $board }: { $first } – { $second }
host-tournament-agreed = ตรงกัน
host-tournament-forfeit = ชนะบาย
host-tournament-waiting-players = กำลังรอผู้เล่นทั้งสองคน
host-tournament-in-play = กำลังเล่น: เกมที่ { $game } เดินแล้ว { $plies } ตา
host-tournament-decide = ตัดสินผล
host-tournament-reason = เหตุผลที่ผู้เล่นทั้งสองจะได้อ่าน
host-tournament-open = ขยายใหญ่
host-tournament-standings = ตารางคะแนน
system-swiss = สวิส
system-round-robin = พบกันหมด
system-double-round-robin = พบกันหมดสองครั้ง
system-knockout = แพ้คัดออก
tournament-kept-seat = ที่นั่งของคุณใน { $tournament } (ในชื่อ { $name }) ยังเก็บไว้อยู่
tournament-take-back = กลับไปนั่งที่เดิม
tournament-no-kept-seat = ไม่มีที่นั่งที่เก็บไว้ให้กลับไปนั่ง
host-tournament-connected = เชื่อมต่ออยู่
host-tournament-away = ไม่อยู่: การเชื่อมต่อขาดหาย
menu-tournament-board = รอบที่ { $round } กระดานที่ { $board }
