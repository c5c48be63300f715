### The pages the server writes itself, where no script runs: an error page for an address with nothing at it.
### Hindi, with the card names Indian players use (हुकुम, पान, ईंट, चिड़ी; इक्का, बादशाह, बेगम, गुलाम): written by a non-native speaker, and a native speaker's read is wanted.

error-404-title = यहाँ कुछ नहीं
error-404 = इस पते पर कोई पेज नहीं है।
error-405-title = अनुमति नहीं
error-405 = यह पता इस तरह के अनुरोध का जवाब नहीं देता।
error-413-title = बहुत बड़ा
error-413 = अनुरोध सर्वर की सीमा से बड़ा था।
error-title = कुछ गड़बड़ हो गई
error = सर्वर इस अनुरोध का जवाब नहीं दे सका।
error-back = टेबलों पर लौटें

## The rules page of a game (/rules/GAME), around the game's own text and words, and the page of a game that does not exist.

rules-page-rules = नियम
rules-page-players = { $n } खिलाड़ी
rules-page-players_range = { $low } से { $high } खिलाड़ी
rules-page-minutes = लगभग { $n } मिनट
rules-page-options = नई टेबल के घरेलू नियम
rules-page-option = विकल्प
rules-page-default = मूल
rules-page-means = मतलब
rules-page-no_options = इस खेल में चुनने के लिए कोई घरेलू नियम नहीं है।
rules-page-lobby = टेबल शुरू करें
rules-page-learn = खेलना सीखें
rules-page-missing = ऐसा कोई खेल नहीं
rules-page-missing_text = { $game } नाम का कोई खेल नहीं है। खेल:

## The page's HTML until its script draws it (a browser without JavaScript).

page-needs-script = मजलिस पर खेलने के लिए JavaScript चाहिए।
