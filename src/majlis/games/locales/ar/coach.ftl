### The coach's own words, where a lesson says nothing of its own: what to try, and why a move was not taken.

coach-try = دورك: العب { $move }.
coach-other = القوانين تسمح بـ{ $tried }، لكن هذا الدرس يلعب { $move } هنا: جرّب { $move }.
coach-refused = القوانين ترفض { $tried }: { $reason }
coach-unknown = { $tried } ليست حركة في هذه اللعبة.
