### asymmetric_badam_saat: the game's own words.
### Hindi as Badam Saat's players say it; a native speaker's read is wanted.

title = असमान बदाम सात
about = दो के लिए बदाम सात: कुछ पत्ते मेज़ पर खुले और बाक़ी छिपी गड्डी में।
deal-table = खुले पत्ते
deal-stock = गड्डी
fact-stock--value = गड्डी में उल्टे पत्ते: { $value }
fact-missing_open = जो रंग मेज़ पर नहीं, वे अब खुले हैं
fact-missing_closed = जो रंग मेज़ पर नहीं, वे तब तक बंद हैं जब तक दोनों लगातार पास न करें
fact-drew = दोनों ने पास किया: हर एक ने गड्डी से एक पत्ता उठाया
flag-drew = हर एक ने पत्ता उठाया
refusal-suit_closed = मेज़ पर अभी { $suit } का कोई पत्ता नहीं: जो रंग मेज़ पर नहीं, वे दोनों के लगातार पास के बाद ही खुलते हैं।
refusal-not_next_to_suit = यह पत्ता मेज़ पर अपने रंग के किसी पत्ते के बगल का नहीं है।
part-stock =
    { $count ->
        [one] गड्डी में { $count } पत्ता बचा
       *[other] गड्डी में { $count } पत्ते बचे
    }: { $points ->
        [one] { $points } अंक
       *[other] { $points } अंक
    }
theme-block_the_run = लाइन रोको
