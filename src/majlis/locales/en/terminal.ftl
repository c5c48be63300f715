# The terminal table's own words (majlis play, watch, learn, puzzle): its panels,
# prompts, messages and keys. The games' words come from the games.

## The seats and the bots

tui-you = You
tui-seat = Seat { $n }
tui-level-easy = Easy
tui-level-medium = Medium
tui-level-hard = Hard
tui-level-expert = Expert
tui-level-beta = Beta
tui-bot-easy = Easy bot
tui-bot-medium = Medium bot
tui-bot-hard = Hard bot
tui-bot-expert = Expert bot
tui-bot-beta = Beta bot
tui-partner = partner
tui-opponent = opponent

## The panels

tui-panel-players = Players
tui-panel-table = Table
tui-panel-log = Log
tui-panel-your-hand = Your hand
tui-panel-hand-of = { $seat }'s hand
tui-column-player = player
tui-column-bot = bot
tui-column-cards = cards
tui-column-tiles = tiles
tui-column-tricks = tricks
tui-column-last-action = last action
tui-column-hand = hand
tui-column-total = total
tui-no-cards = (no cards)
tui-announce-on = (l) say "{ $saying }": ON
tui-announce-off = (l) say "{ $saying }": off

## The title line

tui-title-hand = hand { $n }
tui-title-you-are = you are seat { $n }
tui-title-seat = seat { $n }
tui-title-watching = watching
tui-title-seed = seed { $seed }
tui-title-paused = bots paused
tui-title-pace = bots { $seconds }s a move

## The table

tui-on-the-table = On the table:
tui-trick = Trick:
tui-train = Train:
tui-open-end = ▸ open end { $end }
tui-led = led
tui-choose = Choose: { $actions }.
tui-your-turn = Your turn: { $asked }
tui-your-turn-forced = Your turn: { $asked } (playing by itself…)
tui-paused-to-move = Paused: { $seat } ({ $bot }) is to move. Space goes on.
tui-thinking = { $seat } ({ $bot }) is thinking…

## The status line

tui-bot-failed = A bot could not play: { $error }
tui-not-allowed = Not allowed: { $why }
tui-not-offered = { $action } is not offered now.
tui-wait-for-your-turn = { $action }: wait for your turn.
tui-says-nothing-more = l: a play of { $game } says nothing more.
tui-cannot-say-now = l: no play on offer now can say "{ $saying }".
tui-hints-on-your-turn = Hints are given on your turn.
tui-asking = Asking the { $bot }…
tui-no-hint = No hint: { $error }
tui-hint-from = Hint from the { $bot }: { $words }
tui-could-not-save = Could not save: { $error }
tui-saved-replay = Saved. Replay with: majlis replay { $path }
tui-saved-resume = Saved. Resume with: majlis play --resume { $path }
tui-new-match = A new match.
tui-new-match-recorded = A new match, recorded in { $path } (the last one stays in { $last }).

## A hand's end and the match's

tui-hand-over = Hand { $n } is over
tui-hand-void = The hand was void: no score.
tui-tricks = { $n ->
        [one] { $n } trick
       *[other] { $n } tricks
    }
tui-nothing = nothing
tui-column-this-hand = this hand
tui-column-match-total = match total
tui-lower-is-better = lower is better
tui-higher-is-better = higher is better
tui-match-over = Match over after { $hands ->
        [one] { $hands } hand
       *[other] { $hands } hands
    }: { $who } { $winners ->
        [one] wins
       *[other] win
    }!
tui-on-to-result = Enter: on to the result · r: review { $whose ->
        [seat] this seat's
       *[mine] my
    } play
tui-on-to-next-hand = Enter: on to the next hand · r: review { $whose ->
        [seat] this seat's
       *[mine] my
    } play
tui-play-again = play again? y: yes · n: quit
tui-watch-again = watch again? y: yes · n: quit
tui-reviewing = Reviewing hand { $n } …
tui-review-keys = ↑ ↓: another of your choices · Esc: back to the summary
tui-no-choice = { $you ->
        [yes] You
       *[no] { $who }
    } had no choice to make in this hand.
tui-esc-back = Esc: back

## The review of a hand

tui-review-heading = Review of hand { $n }: { $you ->
        [yes] your choices, judged from what you
       *[no] { $who }'s choices, judged from what { $who }
    } could see then
tui-worth-chance = A move's worth is { $partners ->
        [yes] { $you ->
            [yes] your side's
           *[no] { $who }'s side's
        }
       *[no] { $you ->
            [yes] your
           *[no] { $who }'s
        }
    } chance to win the match, on a scale from -1 (sure to lose) to +1 (sure to win); ± says how sure that is.
tui-worth-points = A move's worth is the points { $partners ->
        [yes] { $you ->
            [yes] your side
           *[no] { $who }'s side
        }
       *[no] { $you ->
            [yes] you
           *[no] { $who }
        }
    } could expect from it, against the others' average{ $lower ->
        [yes] , penalty points counted as minus
       *[no] {""}
    }; ± says how sure that is.
tui-ladder = on this scale { $rungs }
tui-ladder-rung = the { $bot } rates { $rating }
tui-decision = Turn { $turn }: { $why }{ $did }
tui-did-play = { $you ->
        [yes] { $start ->
            [yes] You
           *[no] you
        }
       *[no] { $who }
    } played { $action }
tui-did-choose = { $you ->
        [yes] { $start ->
            [yes] You
           *[no] you
        }
       *[no] { $who }
    } chose { $action }
tui-did-pick = { $you ->
        [yes] { $start ->
            [yes] You
           *[no] you
        }
       *[no] { $who }
    } { $words }
tui-and = and
tui-decision-best = { $said }, the best move
tui-decision-as-good = { $said }, as good as { $best }
tui-decision-worse = { $said }; { $best } was better by { $amount }{ $mark ->
        [inaccuracy] {" "}(an inaccuracy)
        [mistake] {" "}(a mistake)
        [blunder] {" "}(a blunder)
       *[none] {""}
    }
tui-decision-estimate-best = { $said }; by estimate only, the best (not judged: no error could be measured)
tui-decision-estimate = { $said }; by estimate only, { $best } looked better by about { $amount } (not judged: no error could be measured)
tui-points = { $n } points
tui-figures-turns = In hand { $n } { $you ->
        [yes] you
       *[no] { $who }
    } had { $turns ->
        [one] { $turns } turn
       *[other] { $turns } turns
    }: { $unforced } with a choice, { $forced } with only one move.
tui-figures-estimated = { $choices ->
        [one] { $choices } choice
       *[other] { $choices } choices
    } could be judged by estimate only, and count for nothing below.
tui-figures-cost = On average a choice cost { $you ->
        [yes] you
       *[no] { $who }
    } { $amount } against the best move.
tui-marks-inaccuracy = { $n ->
        [one] { $n } inaccuracy
       *[other] { $n } inaccuracies
    }
tui-marks-mistake = { $n ->
        [one] { $n } mistake
       *[other] { $n } mistakes
    }
tui-marks-blunder = { $n ->
        [one] { $n } blunder
       *[other] { $n } blunders
    }
tui-figures-marks = Marks: { $marks }.
tui-figures-no-marks = No inaccuracy, mistake or blunder.
tui-figures-rating = Play score { $rating } (not a rating): { $you ->
        [yes] you
       *[no] { $who }
    } played like the { $bot } ({ $ladder }).
tui-held = { $seat } held:
tui-chosen = chosen:
tui-better = better:
tui-the-best-move = the best move
tui-worth = { $action }, worth { $value } ± { $error }
tui-worth-estimate = { $action }, worth about { $value } (estimate)

## Leaving

tui-leave-the-match = Leave the match?
tui-saved-in = The match is saved in
    { $path }
tui-not-saved = The match is not saved.

## The keys (the footer)

tui-key-choose = choose
tui-key-suit = suit
tui-key-play = play
tui-key-last-card = last card
tui-key-hint = hint
tui-key-rules = rules
tui-key-save = save
tui-key-bot-speed = bot speed
tui-key-slower = slower
tui-key-next-seat = next seat
tui-key-pause = pause
tui-key-quit = quit
tui-key-continue = continue
tui-key-review = review my play
tui-key-back-to-summary = back to the summary
tui-key-again = again
tui-key-leave = leave
tui-key-save-and-quit = save and quit
tui-key-keep-playing = keep playing
tui-key-answer = answer
tui-key-next = next
tui-key-previous = previous

## The keys (under the rules)

tui-help-keys = Keys
tui-help-key = key
tui-help-does = does
tui-help-move = move between the actions you may take (highlighted)
tui-help-jump = jump to the previous or next suit
tui-help-enter = play the highlighted choice (or click it)
tui-help-say = say "{ $saying }" with your play, where the rules offer it
tui-help-hint = a hint from the Hard bot (`search`)
tui-help-save = save the match as a record (resume with `majlis play --resume FILE`)
tui-help-pace = bots play faster or slower; space pauses them
tui-help-rules = these rules; Esc closes
tui-help-quit = leave the match (offers to save first)
tui-help-viewpoint = show the next seat's view and hand
tui-help-pause = pause the bots, or let them go on
tui-help-pace-watching = bots play faster or slower
tui-help-save-record = save the match as a record (for `majlis replay FILE` or `majlis verify FILE`)
tui-help-stop-watching = stop watching
tui-esc-back-to-table = Esc: back to the table

## Learning and puzzles

tui-learn-title = Learn to play { $game }
tui-learn-hand-over = The hand is over
tui-learn-real-table = Play a real table: majlis play { $game }   · q: quit
tui-puzzle-title = { $game } · puzzle { $n } of { $of } · { $id } · you are { $seat }
tui-puzzle-find = One move is clearly best here. Find it: { $asked }
tui-puzzle-right = Right: { $best } is the best move.
tui-puzzle-wrong = Not { $chosen }: the best move is { $best }.
tui-puzzle-why = Why: { $best } (worth { $value }) beats the next best, { $second } (worth { $second_value }), by { $gap }{ $exact }: playing it would be at least a mistake.
tui-puzzle-exact = { " " }(solved exactly)
tui-puzzle-themes = Themes: { $themes }.
tui-puzzle-keys = n: next puzzle · p: previous · q: quit
