### The page's own words (src/majlis/server/static/js): its buttons, labels and sentences.


## The lobby and the table: starting a table, its seats, turns, scores, records, reactions.

ui-title = Majlis
ui-table_id = Table { $id }
ui-language = Language
ui-four_colour = Four-colour deck
ui-new_table = Start a table
ui-game = Game
ui-options = Options
ui-seats = Seats
ui-human = Person
ui-name = Name
ui-turn_clock = Turn clock (a bot moves for a player who takes too long)
ui-create = Start the table
ui-your_tables = Your tables
ui-copy = Copy link
ui-copied = Copied
ui-forget = Forget
ui-watch_link = Spectators
ui-seat_link = Seat { $n }
ui-sit = Sit here
ui-links = Send each friend their link
ui-seat_n = Seat { $n }
ui-you = You
ui-turn = Waiting for { $seat }…
ui-your_turn = Your turn
ui-cards = { $n } in hand
ui-tricks = tricks taken: { $n }
ui-away = away
ui-partner = partner
ui-take_back = Take your seat back
ui-bot_has_seat = A bot is playing for you.
ui-spectating = You are watching.
ui-connecting = Connecting…
ui-reconnecting = Connection lost, reconnecting…
ui-hand_n = Hand { $n }
ui-totals = Totals
ui-scores = Scores
ui-log = Moves this hand
ui-continue = Continue
ui-winners =
    { $n ->
        [one] Winner
       *[other] Winners
    }: { $names }
ui-no_winner = The match is over.
ui-leading = Leading the match: { $names }, on { $total } ({ $rule }).
ui-all_level = All level, on { $total } each ({ $rule }).
ui-play_again = Play again
ui-wants_again = wants another match
ui-waiting_again = Waiting for the others to say yes…
ui-download = Download the record
ui-match_over = The match is over
ui-clock = { $n } s left
ui-open_record = Open a record file
ui-record_viewer = Record viewer
ui-bad_record = This file is not a record: { $reason }
ui-record_error = The record breaks a rule at hand { $hand }, action { $index } ({ $seat }: { $action }): { $reason }
ui-record_turn = The record breaks a rule at hand { $hand }, action { $index }: it is { $to_move }'s turn, not { $seat }'s ({ $action }).
ui-not_json = This file is not a record: a record is the JSON file a finished table gives to download.
ui-nothing_played = Nothing played yet: the hands as dealt.
ui-deal = The deal
ui-previous = Previous hand
ui-next = Next hand
ui-holds = { $seat } holds

## The table's own refusals (a game's come with its words), spoken to the player.

ui-took = { $seat } takes it
ui-open_end = open end { $n }
ui-table_cards = On the table
ui-hand = Your hand
ui-error = Something went wrong: { $message }
ui-keys = Keys: arrows choose a card, Enter plays it, letters press the buttons.
ui-play = Play { $item }
ui-status-playing = playing
ui-status-over = finished
reaction-hello = Hello!
reaction-well_played = Well played
reaction-oops = Oops
reaction-thanks = Thanks
reaction-hurry = Hurry up
reaction-good_game = Good game

## Words added with the page's fixes: picked cards, the list option's buttons, and the summary of how a hand ended.

ui-picked = picked
ui-list_add = Add
ui-list_remove = Remove
ui-how_ended = How the hand ended
ui-key = Key: { $key }
ui-type_number = Type a number from { $low } to { $high }.

## Words of a turn without friction: a choice confirmed, a move that plays itself, and links that lead nowhere.

ui-chosen = { $n } of { $of } chosen.
ui-change_mind = Press a chosen card again to put it back.
ui-confirm = Confirm
ui-confirm_prompt = All chosen: press Confirm.
ui-autoplay = playing
ui-not_a_seat = This link is not a seat at this table: it may be for another table.
ui-watch_table = Watch this table
ui-to_lobby = Go to the lobby
ui-actions = Action by action
ui-action_n = Action { $n } of { $of }
ui-first_action = First
ui-previous_action = Previous action
ui-next_action = Next action
ui-last_action = Last
ui-every_hand = Every seat's hand is shown: the record holds the deal.
ui-cut_off = This link was cut off, so it opened for watching: ask for the whole link to take your seat.

## The server's refusals by code (ui.refusal.CODE), and by the fields it sent with one (ui.refusal.CODE+FIELD+...: see refusalWords), so that none reaches a page in English (the table's own refusals come with a key, worded as refusal.KEY above).

ui-hint = Hint
ui-talk = Talk
ui-talk_none = Nothing said yet.
ui-talk_watcher = watching
ui-talk_more = More
ui-talk_say = Say something
ui-talk_send = Send
ui-talk_as_player = Become a player in the lobby to talk here.
ui-mute = Mute
ui-block = Block
ui-report = Report
ui-muted = { $name } is muted: you no longer see their messages.
ui-blocked = { $name } is blocked: you no longer see their messages, nor sit with them.
ui-reported = Reported to the host. Thank you.

## Words of the rules: a game's card in the lobby (how many play, how long a match takes, its rules page) and the table's Rules dialog.

ui-players = { $n } players
ui-players_range = { $low } to { $high } players
ui-minutes = about { $n } minutes a match
ui-rules = Rules
ui-rules_of = Rules of { $game }
ui-options_here = House rules at this table
ui-rules_page = Open the rules as a page
ui-close = Close

## Words of the board that shows what just happened: a seat's last card, the trick taken last, what each seat was left holding, and the sounds switch.

ui-played = played { $item }
ui-last_trick = Last trick
ui-cards_left = Left in hand
ui-none_left = nothing left
ui-sounds = Sounds

## The review of play (review.js): its button, each decision, each seat, the luck.

ui-review = Review
ui-reviewing = Reviewing…
ui-review_failed = The review failed: { $reason }
ui-review_values = Values: the points the side could expect (± standard error), judged from what the seat saw then; ≈ marks an estimate, whose error could not be measured: it is never marked.
ui-review_estimate = an estimate: not marked, nor cleared
ui-review_estimated = { $n } judged by estimate only (unmarked)
ui-review_no_choice = No decision with a choice.
ui-review_decision = { $seat }, move { $n }: { $played } ({ $value }); best { $best } ({ $best_value }); loss { $loss }
ui-review_hindsight = With every card known (not a fair judge): best { $best }
ui-review_seat = { $seat }: { $decisions } decisions ({ $forced } without a choice), mean loss { $loss }; { $marks }
ui-review_level = plays most like the { $bot } (play score { $rating } of 1500 on the bots' ladder: not a rating)
ui-review_luck = { $seat }: luck { $luck }, result { $result }, without the luck { $adjusted }
ui-mark-inaccuracy = inaccuracy
ui-mark-mistake = mistake
ui-mark-blunder = blunder

## The sentence a reviewed decision leads with (issue 37), and its fold of figures.

ui-review_why = { $action } { $reasons }
ui-review_and = { " " }and{ " " }
ui-review_then = ;{ " " }
ui-review_lead_best = { $played } was the best move
ui-review_lead_better = { $best } was the better move: { $played } lost { $loss }
ui-review_lead_even = { $played } was as good as { $best }
ui-review_lead_about = { $best } looked the better move: { $played } lost about { $loss }
ui-review_by_estimate = { " " }(an estimate, from playouts)
ui-review_details = details

## Puzzles (puzzles.js)

ui-puzzles = Puzzles from real hands
ui-puzzle_every_game = Every game
ui-puzzle_daily = Puzzle of the day
ui-puzzle_previous = Previous puzzle
ui-puzzle_next = Next puzzle
ui-puzzle_ask = { $game }: one move is clearly best here. Find it.
ui-puzzle_solved = Right: that is the best move.
ui-puzzle_failed = Not { $tried }: the best move is { $answer }.
ui-puzzle_themes = Themes:
ui-puzzle_rating = Your puzzle rating: { $before } → { $after }
ui-puzzle_tried = Tried before: your puzzle rating stays { $rating }.
ui-puzzle_unrated = Become a player to have a puzzle rating.
ui-puzzle_why = Why: { $best } (worth { $value }) beats the next best, { $second } (worth { $second_value }), by { $gap }{ $exact }: playing it would be at least a mistake.
ui-puzzle_exact = { " " }(solved exactly)

## The guided first hand (learn.js)

ui-learn = Learn to play
ui-learn_title = Learn to play { $game }
ui-learn_summary = The hand is over
ui-learn_play = Play a real table
ui-learn_again = Start the lesson again

## How seats and bots are called, every word of it here. A bot's level (its id on the wire and in records: random, rules, search ...) is said as a difficulty a newcomer knows, with "bot" beside it; a bot's seat nobody named has a friendly name by its place at the table (the same in both languages, so that two people at one table speak of one "Salem"); a person's seat nobody named is "Player 2".

bot-random = Easy
bot-rules = Medium
bot-search = Hard
bot-search-strong = Expert
bot-learned = Beta
ui-bot = { $level } bot
ui-bot_for = { $level } bot playing
ui-default_player = Player { $n }
ui-bot_name-1 = Latifa
ui-bot_name-2 = Salem
ui-bot_name-3 = Mariam
ui-bot_name-4 = Rashid
ui-bot_name-5 = Hessa
ui-bot_name-6 = Khalid
ui-bot_name-7 = Amna
ui-bot_name-8 = Yousef

## A shuffle anyone can check (shuffle.js): the commitment at the table, the viewer's check.

ui-shuffle_sealed = Shuffle sealed before the deal
ui-commitment = The seed's fingerprint (its SHA-256):
ui-shuffle_explained = Before the first deal, this match's shuffle was fixed by a seed, and every seat was sent this fingerprint of it. When the match is over, the record you download gives the seed: open it in the record viewer (or run majlis verify) to check that the seed matches the fingerprint and dealt every hand, so nobody arranged the deals.
ui-shuffle_checked = Shuffle checked: every deal matches the seed committed to before the first deal.
ui-shuffle_unchecked = This record carries no commitment to its seed, so its shuffle cannot be checked.

## Players, quick play, open tables, a player's page and the leaderboards (player.js, community.js, profile.js).

ui-player_help = Pick a name once to be remembered: your matches, results and rating. No password, no e-mail; this browser keeps your key.
ui-become = Take this name
ui-have_code = A code from another device:
ui-code = Code
ui-use_code = Use the code
ui-playing_as = Playing as
ui-move_device = A code for another device
ui-code_help = Type this code on the other device within 15 minutes; it works once.
ui-quick_play = Quick play
ui-quick_help = One press seats you at the open table of this game that has waited longest, or at a new one where bots keep the seats warm for the next people.
ui-quick_needs_name = Pick a name first (above).
ui-rated = Rated
ui-unrated = Friendly
ui-free_seat = free seat
ui-watch = Watch
ui-open_tables = Open tables
ui-waiting_tables = Waiting for people
ui-none_waiting = No open table is waiting.
ui-playing_tables = Being played
ui-leaderboards = Leaderboards:
ui-start_now = Start now
ui-leave_match = Leave the match
ui-done_start = The bots play now.
ui-done_leave = You left the match; a bot plays on.
ui-leaderboard = Leaderboard
ui-played_won = Matches: { $played }, won: { $won }
ui-no_rating = No rated match yet.
ui-result_won = won
ui-result_place = place { $place }
ui-result_left = left: counted as lost
ui-download_record = Record
ui-no_matches = No match played yet.
ui-no_player = There is no player of this name.
ui-no_game = There is no game of this name.
ui-matches = Matches
ui-leaderboard_of = Leaderboard: { $game }
ui-who = Player
ui-rating = Rating
ui-rated_matches = Rated matches

## The review's table at each decision (review.js): the played and the better move.

ui-review_board = The table then
ui-review_played = played: { $item }
ui-review_better = better: { $item }

## The lobby's open tables before their listing comes, while none can be had, and with no table waiting: quick play offered as the way in (community.js).

ui-open_looking = Looking for open tables…
ui-open_unreachable = The open tables cannot be listed right now: trying again…
ui-open_none = No table is open right now, to sit at or to watch.
ui-open_quick_play = Quick play opens one for you: bots keep the free seats warm until people come.
ui-to_quick_play = Go to quick play
ui-sit_needs_name = Pick a name first (above) to sit at a table.

## The name rule, said under the name box, and the refusals of a name that breaks it (majlis.server.names): marks piled on a letter, padding, a bot's name, a look-alike of a player's, and more players from one address than an hour allows.

ui-name_rule =
    A name is 1 to { $letters } letters, at most { $marks ->
        [one] { $marks } mark
       *[other] { $marks } marks
    } on a letter, with no tatweel or blanks for padding, and looks like no other player's name nor a bot's.

## Ratings on the familiar scale, provisional until settled, and leaving a rated match (profile.js, community.js, board.js): the server gives every figure; the page words it.

ui-rating_settled = rating { $rating } (about { $pm })
ui-rating_provisional = rating { $rating } (provisional: about { $pm } until a few more rated matches)
ui-rating_after = rating { $rating }
ui-provisional = provisional
ui-provisional_pm = provisional, { $pm }
ui-uncertainty = Uncertainty
ui-rating_plot = Rating after each of { $n } rated matches of { $game }, now { $rating }
ui-leaderboard_help = Ranked by rating, on the scale chess sites use: a new player starts at 1500? and is provisional (marked ?, listed after the others) until a few rated matches make the rating sure. The bots stand on the same scale, from their measured results.
ui-rated_leaving = In a rated match, leaving counts as a loss. If your connection drops, your seat waits for you with a countdown everyone sees; come back before it ends and you play on as before.
ui-leave_rated = A bot will play on for you, and this rated match will count as lost. Leave?
ui-grace_left = connection lost: { $seconds } s to come back

## The host after Start: the table's waiting room with the friends' links to copy or share, and Start's progress and the outage it may meet (lobby.js).

ui-table_ready = Your { $game } table is ready
ui-share = Share
ui-share_text = Come and play { $game } with me on majlis
ui-go_to_seat = Go to your seat
ui-starting = Starting the table…
ui-start_refused-unavailable = The server cannot reach its database just now, so no table was started: try again in a minute.

## Friends, their presence and invitations (friends.js).

ui-friends = Friends
ui-friends_help = Ask a player by name to be friends: friends see where each other is, and invite each other to their tables.
ui-friend_name = A player's name
ui-ask_friend = Ask to be friends
ui-friend_outcome-asked = Asked: { $name } sees your request.
ui-friend_outcome-friends = You and { $name } are friends now.
ui-friend_outcome-already = Asked already, or friends already.
ui-asking_you = Asking to be your friend
ui-accept = Accept
ui-decline = Decline
ui-you_asked = Waiting for an answer:
ui-presence-lobby = online, in the lobby
ui-presence-table = at a table: { $game }
ui-presence-away = away
ui-remove_friend = Remove
ui-remove_friend_sure = Stop being friends with { $name }?
ui-hide_presence = Hide where I am from my friends
ui-notify_why = When a friend invites you to a table while this tab is hidden, majlis can tell you with a notification.
ui-notify_allow = Allow notifications
ui-notify_later = Not now
ui-notification_title = majlis: an invitation
ui-invited_you = { $name } invites you to { $game }
ui-join = Join
ui-invite_friend = Invite a friend
ui-invite = Invite
ui-invite_seat = to seat { $seat }
ui-invite_table = to this table
ui-invite_sent = Invited: { $name } sees it at once.

## Events (events.js, event.js; docs/events.md): the list, the form, an event's page.

ui-events = Events
ui-events_help = Arenas: join during the time window, play as many matches as you can, and every match scores.
ui-events_running = Running now
ui-events_upcoming = Upcoming
ui-events_finished = Finished
ui-events_none = None.
ui-kind_arena = Arena
ui-create_event = Create an event
ui-event_needs_name = Take a name in the lobby first:
ui-event_title = Title
ui-event_start_after = Starts in (minutes)
ui-event_length = Length (minutes)
ui-event_starts_in = Starts in { $left }
ui-event_ends_in = Ends in { $left }
ui-event_last_matches = Time is up: the last matches are being played.
ui-event_finished_at = Finished { $when }
ui-event_by = by { $name }
ui-event_window-arena = The arena runs for { $length }.
ui-event_register = Register
ui-event_unregister = Unregister
ui-event_registered = You are registered.
ui-event_join = Join
ui-event_pause = Pause (stop being seated)
ui-event_playing = You are in.
ui-event_call = Your table is ready!
ui-go_to_table = Go to your table
ui-event_rules = Rules and scoring
ui-event_kind_rules-arena = Join and leave at any time while the arena runs. Whoever is free is seated at once with others who are free; after { $wait } seconds with nobody else free, bots fill the other seats (bots never score). Nobody is seated once time is up; matches already under way still count.
ui-scoring-arena-place_points = Each match scores a point for every place you finish above last: first of four 3, second 2, third 1, last 0 (leaving a match counts as last). Two first places in a row set you on fire: every match you play on fire scores double, until one you do not finish first.
ui-standings = Standings
ui-points = Points
ui-firsts = Firsts
ui-fire = on fire
ui-on_fire = On fire: the next matches score double
ui-at_table = at a table
ui-waiting = waiting
ui-paused = paused
ui-no_entrants = Nobody has registered yet.
ui-event_tables = Tables
ui-event_bots =
    { $n ->
        [one] { $n } bot
       *[other] { $n } bots
    }
ui-no_event = There is no such event.

## The language's own name, as the language choice offers it; the names of cards and suits, a card named in a sentence, and the comma between the items of a list.

language-name = English
suit-C = clubs
suit-D = diamonds
suit-H = hearts
suit-S = spades
rank-2 = two
rank-3 = three
rank-4 = four
rank-5 = five
rank-6 = six
rank-7 = seven
rank-8 = eight
rank-9 = nine
rank-T = ten
rank-J = jack
rank-Q = queen
rank-K = king
rank-A = ace
card = { $rank } of { $suit }
list-comma = {", "}

## Duplicate events, an event's removal, and a friend in an event (event.js, events.js, friends.js).

ui-presence-event = in an event: { $title }
ui-kind_duplicate = Duplicate
ui-event_kind = Kind
ui-event_rounds = Rounds
ui-event_round_minutes = Minutes a round
ui-event_rounds_of =
    { $rounds ->
        [one] { $rounds } round
       *[other] { $rounds } rounds
    }, each of the same deals at every table.
ui-event_round = Round { $round } of { $rounds }: { $over } of { $boards } boards over.
ui-event_commitment = Commitment to the deals' seed:
ui-event_seed = Seed:
ui-event_top = Of
ui-a_bot = a bot
ui-event_boards = Boards
ui-event_board = Round { $round }, board { $board }
ui-event_window-duplicate = Each round's clock: { $length }.
ui-duplicate_alone = Every board so far was played at one table only: nobody else held the same cards, so every matchpoint is 0.
ui-event_kind_rules-duplicate = Register before the start. In each round the players are drawn into tables, and every table plays the same deals (the boards), one match each, its players moving round the table from board to board so that each holds every seat's cards once. A round ends when every table has played every board, or when its clock runs out: then bots finish for those still playing, and the deals score as the bots played them. Nobody sees a round's tables until it is over.
ui-scoring-duplicate-matchpoints = Matchpoints: for each board, your match total is compared with that of everyone else who held the same seat's cards at the other tables: 1 point for each you beat (a lower total where lower is better), ½ for each you tie. The standings add a round's points once the round is over; "of" is the most you could have had.
ui-event_removed = The host removed this event.

## The host's page (/admin): reports, the log of acts, and the acts themselves.

ui-admin_title = The host
ui-admin_key = Host key
ui-admin_name = Your name
ui-admin_show = Show reports
ui-admin_acts = Act
ui-admin_player = Player
ui-admin_minutes = Minutes
ui-admin_table = Table
ui-admin_event = Event
ui-admin_reason = Because
ui-admin_act_silence = Silence
ui-admin_act_ban = Ban
ui-admin_act_unban = Lift the ban
ui-admin_act_close = Close the table
ui-admin_act_remove_event = Remove the event
ui-admin_done = Done: { $act }, { $detail }
ui-admin_reports = Reports
ui-admin_log_title = Log
ui-admin_report = #{ $id } by { $reporter }
ui-admin_against = against { $player }
ui-admin_at_table = at table { $place }
ui-admin_in_event = in event { $place }
ui-admin_report_line = { $who }: { $reason }
ui-admin_no_reason = (no reason given)
ui-admin_watching = watching
ui-admin_seat = seat { $seat }
ui-admin_said = { $name } ({ $where }, match { $match }): { $text }
ui-admin_said_event = { $name } (in the event): { $text }
ui-admin_log = { $at } { $by }: { $act } { $subject } { $detail }

## Offline practice: a table against bots played in the browser, with no server.

ui-practice_offline = Practise offline
ui-offline_practice = Offline practice against bots: this table plays in your browser, and its match is kept on this device.
ui-offline_starting = Preparing the offline table…
ui-kept_offline = Played offline on this device
