# The majlis command's own words: its refusals and messages (Typer's help stays English).

cli-error = error:
cli-usage = { $mistake } (see { $command } --help)
cli-interrupted = Interrupted.
cli-aborted = Aborted.
cli-cannot-write-output = cannot write to standard output: { $why }
cli-version-alone = --version runs alone, not before a command

## What an option is given

cli-empty-path = an empty path
cli-empty-value = an empty value
cli-not-a-network = { $given } is not an address or network, as 10.0.0.5 or 10.0.0.0/8
cli-not-an-origin = { $given } is not http:// or https:// and a host (with a port if need be), as http://10.0.0.1:8001
cli-not-a-whole-number = { $given } is not a whole number
cli-seed-too-long = a seed has at most { $digits } digits
cli-not-a-number = { $given } is not a number
cli-number-out-of-range = { $given } is not a number from { $low } to { $high }
cli-unknown-language = { $given } is not a language majlis speaks ({ $languages })
cli-unknown-game = unknown game { $game } (games: { $games })
cli-unknown-depth = unknown depth { $depth } (depths: { $depths })

## Files

cli-it = it
cli-folder-is-a-file = cannot write to { $path }: { $where } is a file, not a folder
cli-cannot-write-to = cannot write to { $path }: { $why }
cli-cannot-write = cannot write { $path }: { $why }
cli-file-is-a-folder = cannot write { $path }: it is a folder
cli-file-read-only = cannot write { $path }: it is read-only
cli-not-a-record = { $path } is not a valid record: { $why }
cli-not-finished = { $path } is not a finished match
cli-no-database = no database at { $path }: give the one `majlis serve --db` serves

## Playing, learning, puzzles

cli-trust-bots-without-resume = --trust-bots goes with --resume: a new match loads the bots --bots names, import paths included
cli-name-a-game = name a game to play (or --resume a saved match)
cli-seat-out-of-range = --seat must be a seat from 0 to { $last }
cli-no-such-seat = seat { $seat } is not at the table ({ $game } has seats 0 to { $last })
cli-cannot-write-record = cannot write the record { $path }: { $why }
cli-not-with-resume = { $options } cannot be given with --resume: the saved match keeps its own (it is saved back to the file it came from)
cli-resume-keeps-seats = --seat and --bots cannot change who plays a saved match: it keeps the seats it was saved with
cli-cannot-resume = cannot resume { $path }: { $why }
cli-other-game = { $path } holds a match of { $held }, not { $game }
cli-no-lesson = { $game } has no guided first hand yet
cli-no-puzzles-of = no puzzles of { $game } (games with puzzles: { $games })
cli-no-puzzles = this package ships no puzzles

## Serving and running

cli-admin-key-length = { $name } is { $length } characters or more
cli-cannot-listen = cannot listen on { $host } port { $port }: { $why }
cli-cannot-serve-metrics = cannot serve metrics on { $host } port { $port }: { $why }
cli-nothing-to-play = nothing to play: give --hands or --matches above 0
cli-ray-missing = the ray backend needs ray: pip install 'majlis[ray]'
cli-catalogue-problems = { $n } problem(s) in the catalogues of { $languages }

## majlis verify-event
cli-not-an-event = { $address } is not an event's address (https://HOST/e/EVENT)
cli-address-answered = { $address } answered { $status }
cli-address-unread = cannot read { $address }: { $why }
cli-address-not-json = { $address } did not answer JSON

## A game's options refused
cli-unknown-game = unknown game { $game } (known: { $known })
cli-unknown-option = there is no option { $option } (the options: { $options })
cli-options-mapping = options are a mapping of names to values
cli-option-text = write options as KEY=VALUE, not { $item }
cli-option-twice = option { $option } is given twice
cli-option-value = option { $option }={ $value } is not allowed (true or false)
cli-option-value--low--high = option { $option }={ $value } is not allowed (a whole number from { $low } to { $high })
cli-option-value--low = option { $option }={ $value } is not allowed (a whole number from { $low })
cli-option-value--high = option { $option }={ $value } is not allowed (a whole number up to { $high })
cli-option-value--choices = option { $option }={ $value } is not allowed (one of: { $choices })
cli-unknown-bot = unknown bot { $bot } (levels: { $levels }; or package.module:ClassName)
cli-bot-unloadable = cannot load bot { $bot }: { $why }
cli-bot-unmade = cannot make bot { $bot }: { $why }
cli-not-a-bot = { $bot } is not a bot (it needs an act(game, view, legal, rng) method)
cli-untrusted-bot = the record names the bot { $bot }, which is not a built-in level ({ $levels }); loading it would import code: pass --trust-bots if you trust the file
cli-seat-range = --seat must be a seat from 0 to { $last }
cli-bots-empty = --bots has an empty entry
cli-bots-count = --bots needs { $counts } or { $most } bots for this game, not { $given }

## majlis games
cli-games-option = option
cli-games-default = default
cli-games-values = values
cli-games-meaning = meaning
cli-allowed-flag = true or false
cli-allowed-number--low--high = a whole number from { $low } to { $high }
cli-allowed-number--low = a whole number from { $low }
cli-allowed-number--high = a whole number up to { $high }
cli-allowed-one-of = one of: { $choices }
cli-allowed-list = a comma-separated list of { $choices }
