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
