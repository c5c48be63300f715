### The coach's own words, where a lesson says nothing of its own: what to try, and why a move was not taken.
### A native speaker's read is wanted.

coach-try = Jste na tahu: zahrajte { $move }.
coach-other = Pravidla dovolují { $tried }, ale tato lekce zde hraje { $move }: zkuste { $move }.
coach-refused = Pravidla odmítají { $tried }: { $reason }
coach-unknown = { $tried } není tah této hry.
