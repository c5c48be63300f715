### The coach's own words, where a lesson says nothing of its own: what to try, and why a move was not taken.
### A native speaker's read is wanted.

coach-try = आपकी बारी: { $move } चलें।
coach-other = नियम { $tried } की अनुमति देते हैं, पर यह पाठ यहाँ { $move } चलता है: { $move } आज़माएँ।
coach-refused = नियम { $tried } नहीं मानते: { $reason }
coach-unknown = { $tried } इस खेल की कोई चाल नहीं है।
