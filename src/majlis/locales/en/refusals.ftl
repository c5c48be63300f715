### Every refusal, by its code (wire.CODES) or the table's key (seats.TABLE_REFUSALS), with the fields it carries: one sentence wherever it shows.


## The table's own refusals (a game's come with its words), spoken to the player.

refusal-not_your_turn = It is not your turn.
refusal-stale = The table has moved on: look again and retry.
refusal-no_bot = No bot is playing for you.
refusal-not_over = The match is not over yet.
refusal-unknown_action = That is not an action of this game.
refusal-earlier_rules = This table began under an earlier version of the rules and was closed.

## Words added with the page's fixes: picked cards, the list option's buttons, and the summary of how a hand ended.

refusal-bad_name = a name has 1 to { $letters } letters that can be seen

## The server's refusals by code (ui.refusal.CODE), and by the fields it sent with one (ui.refusal.CODE+FIELD+...: see refusalWords), so that none reaches a page in English (the table's own refusals come with a key, worded as refusal.KEY above).

refusal-malformed = The server could not read this request.
refusal-too_big = This is more than the server takes.
refusal-bad_options--option = This game has no option { $option }.
refusal-bad_options--option--value = { $option } cannot be { $value }.
refusal-bad_options--option--value--low = { $option } is at least { $low }, not { $value }.
refusal-bad_options--option--value--low--high = { $option } is from { $low } to { $high }, not { $value }.
refusal-bad_options--option--value--choices = { $option } is one of: { $choices }; not { $value }.
refusal-bad_options--values = A list option holds at most { $values } values.
refusal-too_many_tables = Too many of your tables are open: finish one before opening another.
refusal-busy = The server is busy: try again in a moment.
refusal-foreign_origin = Tables are opened from this server's own page.
refusal-server_error = The server failed to answer: try again.
refusal-not_allowed = The server does not allow this request here.
refusal-not_found = There is no such table.
refusal-bad_token = This link holds no seat at this table.
refusal-illegal = The rules do not allow that move.
refusal-rate_limited = Too many messages at once: slow down.
refusal-unknown_type = The server does not know this message.
refusal-no_hint = Hints are given only at a table with one person.
refusal-bad_chat = A message says something, in at most 200 characters.
refusal-bad_chat--letters = A message says something, in at most { $letters } characters.
refusal-silenced = The host silenced your chat for a while.
refusal-banned = The host banned this player.
refusal-not_admin = This is not the host key.
refusal-closed = The host closed this table.

## Players, quick play, open tables, a player's page and the leaderboards (player.js, community.js, profile.js).

refusal-name_taken = Another player has this name: pick another.
refusal-bad_player = This browser's player is not known here: pick a name again.
refusal-bad_code = This code is unknown, used or more than 15 minutes old.
refusal-opening = The table waits for people to come: press Start now to play at once.
refusal-already_seated = You wait at an open table of this game already (open it from your tables).
refusal-full = No seat is free at this table any more.

## The refusals of the server that had only the table's own words (refusal.KEY), and a request too slow to come: every code of the server's refusals is worded here or above (ui.refusal.CODE), so that none reaches a page in English.

refusal-over = The match is over.
refusal-too_slow = The request came too slowly: try again.

## A server that cannot reach its database (a restart of the database): the page shows that it is reconnecting, and does.

refusal-unavailable = The server cannot reach its database: reconnecting…

## The name rule, said under the name box, and the refusals of a name that breaks it (majlis.server.names): marks piled on a letter, padding, a bot's name, a look-alike of a player's, and more players from one address than an hour allows.

refusal-bad_name--marks =
    A letter carries at most { $marks ->
        [one] { $marks } mark
       *[other] { $marks } marks
    }, as a vowel and a shadda.
refusal-bad_name--padding = A name has no tatweel, blank filler or two blanks in a row.
refusal-name_reserved = This is a bot's name (a name with the word “bot” in it) or an unnamed seat's (“Player 2”): pick another.
refusal-name_taken--like = This name is { $like }'s, or looks like it: pick another.
refusal-too_many_players = Too many players were made from this address in the last hour: try again later.
refusal-too_many_players--players = This address made { $players } players in the last hour, the most it may: try again later.

## Friends, their presence and invitations (friends.js).

refusal-not_friends = Invite a friend: ask them to be friends first.
refusal-too_many_friends = Too many friends, or requests waiting.
refusal-too_many_friends--most = A player has at most { $most } friends, and as many requests waiting.

## Events (events.js, event.js; docs/events.md): the list, the form, an event's page.

refusal-not_creator = On this server, only the host's chosen players create events.
refusal-event_over = This event is over.
refusal-blocked = One of you has blocked the other: no friend request or invitation between you.

## Refusals added with duplicate events and the host's removal of an event.

refusal-bad_options = These options are not allowed here.
refusal-removed = The host removed this event.
