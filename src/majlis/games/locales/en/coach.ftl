### The coach's own words, where a lesson says nothing of its own: what to try, and why a move was not taken.

coach-try = Your turn: play { $move }.
coach-other = The rules allow { $tried }, but this lesson plays { $move } here: try { $move }.
coach-refused = The rules refuse { $tried }: { $reason }
coach-unknown = { $tried } is no move of this game.
