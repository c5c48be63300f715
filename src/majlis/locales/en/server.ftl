### The pages the server writes itself, where no script runs: an error page for an address with nothing at it.

error-404-title = Nothing here
error-404 = There is no page at this address.
error-405-title = Not allowed
error-405 = This address does not answer this kind of request.
error-413-title = Too big
error-413 = The request was more than the server takes.
error-title = Something went wrong
error = The server could not answer this request.
error-back = Back to the tables

## The rules page of a game (/rules/GAME), around the game's own text and words, and the page of a game that does not exist.

rules-page-rules = Rules
rules-page-players = { $n } players
rules-page-players_range = { $low } to { $high } players
rules-page-minutes = about { $n } minutes
rules-page-options = House rules at a new table
rules-page-option = Option
rules-page-default = Default
rules-page-means = What it means
rules-page-no_options = This game has no house rules to choose.
rules-page-lobby = Start a table
rules-page-learn = Learn to play
rules-page-missing = No such game
rules-page-missing_text = There is no game called { $game }. The games:

## The page's HTML until its script draws it (a browser without JavaScript).

page-needs-script = majlis needs JavaScript to play.
