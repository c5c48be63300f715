/* Bint Al-Sbeet, as majlis/games/bint_al_sbeet.py (the authority), and the rules
 * policy of majlis/bots/bint_al_sbeet.py (its playout). */
#include <string.h>

#include "cards.h"
#include "bint_al_sbeet.h"
#include "core.h"
#include "vector.h"

#define SEATS 4
#define HAND_SIZE 13
#define PASS 64
#define REVEAL 68
#define MINUS 69
#define QUEEN_OF_SPADES 60
#define TEN_OF_DIAMONDS 26
#define QS_BIT (1ULL << QUEEN_OF_SPADES)
#define TD_BIT (1ULL << TEN_OF_DIAMONDS)
#define ASKED_BITS (QS_BIT | TD_BIT)
#define HEART_CARDS (SUIT_CARDS << 32)
#define PENALTY_CARDS (HEART_CARDS | ASKED_BITS)
#define QUESTIONS (SEATS * 2)
#define MAX_CYCLE 15

enum Suit { CLUBS, DIAMONDS, HEARTS, SPADES };
enum Phase { PASSING, REVEALING, MINUS_PHASE, PLAYING, OVER };
/* The minus condition is no_penalty_card (1) or no trick (0); the pass cycle's directions
 * are two bits a hand (0 none, 1 left, 2 right; the first hand's lowest). */
#define OPTIONS(X)                                 \
    X(TARGET, "target", 1, MAX_COUNT)               \
    X(PASS_COUNT, "pass_count", 0, HAND_SIZE)       \
    X(NO_PENALTY_CARD, "no_penalty_card", 0, 1)     \
    X(CYCLE_LENGTH, "cycle_length", 1, MAX_CYCLE)   \
    X(CYCLE, "cycle", 0, (1 << 2 * MAX_CYCLE) - 1)
DECLARE_OPTIONS(OPTIONS);

static const int ASKED[2] = {QUEEN_OF_SPADES, TEN_OF_DIAMONDS};

typedef struct {
    uint64_t hands[SEATS], passed[SEATS], received[SEATS], taken[SEATS];
    int tricks[SEATS];
    int voids[SEATS]; /* bit suit: the seat failed to follow that suit */
    int trick[SEATS];
    int trick_length;
    int revealed[2][2]; /* (seat, card) in order */
    int revealed_count;
    int dealer, offset, phase, turn, question, minus, leader; /* offset: -1 left, 1 right */
} SbeetState;

_Static_assert(sizeof(SbeetState) <= sizeof(State), "the state fits");

static uint64_t suit_cards(int suit) { return SUIT_CARDS << (16 * suit); }

static const char *check(Options *opts) {
    const int *o = opts->option;
    if (o[CYCLE] >> 2 * o[CYCLE_LENGTH]) return "the pass cycle code is longer than the cycle";
    for (int i = 0, code = o[CYCLE]; i < o[CYCLE_LENGTH]; i++, code >>= 2) {
        if ((code & 3) == 3) return "a pass direction is out of range";
    }
    opts->seats = SEATS;
    return NULL;
}

static int direction_of(const Options *opts, int number) {
    int step = number % opts->option[CYCLE_LENGTH];
    static const int offsets[] = {0, -1, 1};
    return offsets[(opts->option[CYCLE] >> (2 * step)) & 3];
}

static void begin_revealing(SbeetState *s) {
    s->phase = REVEALING;
    s->turn = s->leader = (s->dealer + 1) % SEATS;
    s->question = 0;
}

static void deal(const Options *opts, State *raw, Rng *rng, int dealer, const int *totals,
                 int number) {
    (void)totals;
    SbeetState *s = (SbeetState *)raw;
    int cards[52];
    deck_cards(cards);
    shuffle(cards, 52, rng);
    memset(s, 0, sizeof *s);
    deal_round(cards, 52, SEATS, dealer, s->hands);
    s->dealer = dealer;
    s->offset = direction_of(opts, number);
    if (s->offset == 0 || !opts->option[PASS_COUNT]) {
        begin_revealing(s);
    } else {
        s->phase = PASSING;
        s->turn = s->leader = (dealer + 1) % SEATS;
    }
}

/* The seat asked and the card asked about at reveal question number. */
static void question(const SbeetState *s, int number, int *seat, int *asked) {
    *seat = (s->dealer + 1 + number / 2) % SEATS;
    *asked = ASKED[number % 2];
}

static uint64_t playable(const SbeetState *s) {
    uint64_t hand = s->hands[s->turn];
    if (!s->trick_length) return hand;
    uint64_t suit = hand & suit_cards(suit_of(s->trick[0]));
    return suit ? suit : hand;
}

static int trick_winner(const SbeetState *s) {
    int led = suit_of(s->trick[0]), best = 0;
    for (int i = 1; i < SEATS; i++) {
        if (suit_of(s->trick[i]) == led && s->trick[i] > s->trick[best]) best = i;
    }
    return (s->leader + best) % SEATS;
}

/* -- one action of the seat to act (BintAlSbeet.apply on legal actions) ------------- */

/* A card picked to pass; after the dealer's last pick all the picks go over together. */
static void choose(const Options *opts, SbeetState *s, int c, Log *log) {
    int seat = s->turn;
    log_add(log, seat, c);
    s->passed[seat] |= 1ULL << c;
    if (bit_count(s->passed[seat]) < opts->option[PASS_COUNT]) return;
    if (seat != s->dealer) { /* the dealer chooses last */
        s->turn = (seat + 1) % SEATS;
        return;
    }
    for (int other = 0; other < SEATS; other++) {
        s->received[other] = s->passed[(other - s->offset + SEATS) % SEATS];
    }
    for (int other = 0; other < SEATS; other++) {
        s->hands[other] = (s->hands[other] & ~s->passed[other]) | s->received[other];
    }
    begin_revealing(s);
}

/* PASS or REVEAL to the reveal question being asked. */
static void answer(SbeetState *s, int action, Log *log) {
    int seat, asked;
    question(s, s->question, &seat, &asked);
    log_add(log, seat, action);
    if (action == REVEAL) {
        s->revealed[s->revealed_count][0] = seat;
        s->revealed[s->revealed_count++][1] = asked;
    }
    if (++s->question < QUESTIONS) {
        question(s, s->question, &s->turn, &asked);
        return;
    }
    s->phase = MINUS_PHASE;
    s->turn = (s->dealer + 1) % SEATS;
    s->question = 0;
}

/* PASS or MINUS; after the dealer's answer the seat after the dealer leads. */
static void declare(SbeetState *s, int action, Log *log) {
    int seat = s->turn;
    log_add(log, seat, action);
    if (action == MINUS) s->minus |= 1 << seat;
    if (seat != s->dealer) { /* the dealer is asked last */
        s->turn = (seat + 1) % SEATS;
        return;
    }
    s->phase = PLAYING;
    s->turn = s->leader = (s->dealer + 1) % SEATS;
}

/* A card played; a seat that does not follow shows a void in the suit led. */
static void play(SbeetState *s, int c, Log *log) {
    int seat = s->turn;
    log_add(log, seat, c);
    if (s->trick_length && suit_of(c) != suit_of(s->trick[0])) {
        s->voids[seat] |= 1 << suit_of(s->trick[0]);
    }
    s->hands[seat] ^= 1ULL << c;
    s->trick[s->trick_length++] = c;
    if (s->trick_length < SEATS) {
        s->turn = (seat + 1) % SEATS;
        return;
    }
    int winner = s->leader = s->turn = trick_winner(s);
    for (int i = 0; i < SEATS; i++) s->taken[winner] |= 1ULL << s->trick[i];
    s->tricks[winner]++;
    s->trick_length = 0;
    if (!s->hands[winner]) {
        s->turn = -1;
        s->phase = OVER;
    }
}

static void apply(const Options *opts, SbeetState *s, int action, Log *log) {
    switch (s->phase) {
    case PASSING: choose(opts, s, action, log); break;
    case REVEALING: answer(s, action, log); break;
    case MINUS_PHASE: declare(s, action, log); break;
    default: play(s, action, log);
    }
}

/* -- random play (BintAlSbeet.rollout): one draw per action ------------------------- */

static int random_action(const SbeetState *s, Rng *rng) {
    int seat = s->turn;
    switch (s->phase) {
    case PASSING: return pick(s->hands[seat] & ~s->passed[seat], rng);
    case REVEALING: {
        int asked;
        question(s, s->question, &seat, &asked);
        return rng_below(rng, 1 + (int)(s->hands[seat] >> asked & 1)) ? REVEAL : PASS;
    }
    case MINUS_PHASE: return rng_below(rng, 2) ? MINUS : PASS;
    default: return pick(playable(s), rng);
    }
}

static int64_t play_random(const Options *opts, State *raw, Rng *rng, Log *log) {
    SbeetState *s = (SbeetState *)raw;
    int64_t actions = 0;
    for (; s->phase != OVER; actions++) apply(opts, s, random_action(s, rng), log);
    return actions;
}

static int card_points(uint64_t taken, uint64_t revealed) {
    int both = (revealed & ASKED_BITS) == ASKED_BITS;
    int points = bit_count(taken & HEART_CARDS) * (both ? 2 : 1);
    if (taken & QS_BIT) points += revealed & QS_BIT ? 26 : 13;
    if (taken & TD_BIT) points += revealed & TD_BIT ? 20 : 10;
    return points;
}

static uint64_t revealed_cards(const SbeetState *s) {
    uint64_t revealed = 0;
    for (int i = 0; i < s->revealed_count; i++) revealed |= 1ULL << s->revealed[i][1];
    return revealed;
}

/* -- the rules policy (majlis.bots.bint_al_sbeet.playout) ---------------------------- */

#define COVER_TO_REVEAL 5
#define COVER_TO_KEEP 4
#define MINUS_RISK 8
#define MINUS_LEAD 2
#define TEN_POINTS 10
#define TRICK_COST 10

/* The cards of hand below c in its suit: what lets its holder duck with it. */
static int cover(uint64_t hand, int c) {
    return bit_count(hand & suit_cards(suit_of(c)) & ((1ULL << c) - 1));
}

/* Whether c is the cover of a QS or TD that hand holds (kept with it). */
static int covers_asked(uint64_t hand, int c) {
    for (int i = 0; i < 2; i++) {
        int q = ASKED[i];
        if (hand >> q & 1 && suit_of(q) == suit_of(c) && c < q) return 1;
    }
    return 0;
}

/* How badly hand wants rid of c when passing with left cards still to choose. */
static int pass_danger(int c, uint64_t hand, int left) {
    int suit = suit_of(c), rank = rank_of(c);
    if (c == QUEEN_OF_SPADES || c == TEN_OF_DIAMONDS) {
        return cover(hand, c) < COVER_TO_KEEP ? 100 : 0;
    }
    if (covers_asked(hand, c)) return 0;
    if (suit == SPADES && c > QUEEN_OF_SPADES && !(hand & QS_BIT)) {
        return cover(hand, QUEEN_OF_SPADES) < COVER_TO_KEEP - 1 ? 60 + rank : rank;
    }
    if (suit == DIAMONDS && c > TEN_OF_DIAMONDS && !(hand & TD_BIT)) {
        return cover(hand, TEN_OF_DIAMONDS) < COVER_TO_KEEP - 1 ? 40 + rank : rank;
    }
    if (suit == HEARTS) return rank >= 10 ? 30 + rank : rank;
    /* Passing every card of a short suit leaves a void to dump penalty cards on. */
    int short_suit = bit_count(hand & suit_cards(suit)) <= left;
    return rank + (short_suit ? 20 : 0);
}

/* The next card to pass: the most dangerous, ties to the higher card. */
static int pass_pick(uint64_t hand, int left) {
    int best = -1, best_danger = 0;
    for (uint64_t rest = hand; rest; rest &= rest - 1) {
        int c = lowest_bit(rest), danger = pass_danger(c, hand, left);
        if (best < 0 || danger >= best_danger) {
            best = c;
            best_danger = danger;
        }
    }
    return best;
}

/* Whether to reveal c (QS or TD): only behind enough cover, a void counting for two. */
static int reveals(uint64_t hand, int c) {
    int voids = 0;
    for (int suit = 0; suit < 4; suit++) voids += !(hand & suit_cards(suit));
    return cover(hand, c) + 2 * voids >= COVER_TO_REVEAL;
}

/* How exposed hand is to taking a trick (bots.minus_risk). */
static int minus_risk(uint64_t hand, int leads) {
    int risk = leads ? MINUS_LEAD : 0;
    for (int suit = 0; suit < 4; suit++) {
        uint64_t others = suit_cards(suit) & ~hand;
        int i = 0;
        for (uint64_t mine = hand & suit_cards(suit); mine; mine &= mine - 1, i++) {
            int exposed = bit_count(others & ((1ULL << lowest_bit(mine)) - 1)) - 2 * i;
            if (exposed > 0) risk += exposed;
        }
    }
    return risk;
}

/* The most risk with which a seat declares minus (bots._minus_safe): taking no penalty
 * card is easier than taking no trick. */
static int minus_safe(const Options *opts) {
    return MINUS_RISK + (opts->option[NO_PENALTY_CARD] ? 2 : 0);
}

/* The rules' answer before the play: the next pick, reveal or not, minus or not. */
static int bid(const Options *opts, const SbeetState *s) {
    int seat = s->turn;
    uint64_t hand = s->hands[seat] & ~s->passed[seat];
    if (s->phase == PASSING) {
        return pass_pick(hand, opts->option[PASS_COUNT] - (HAND_SIZE - bit_count(hand)));
    }
    if (s->phase == REVEALING) {
        int asked = ASKED[s->question % 2];
        return hand >> asked & 1 && reveals(hand, asked) ? REVEAL : PASS;
    }
    return minus_risk(hand, seat == (s->dealer + 1) % SEATS) <= minus_safe(opts) ? MINUS : PASS;
}

static int worth(int c, uint64_t revealed) { return card_points(1ULL << c, revealed); }

/* How badly a seat void in the suit led wants to dump c (out: the cards still out). */
static int danger(int c, uint64_t hand, uint64_t out, uint64_t revealed) {
    int points = worth(c, revealed);
    if (points >= TEN_POINTS) return 100 + points;
    int suit = suit_of(c), rank = rank_of(c);
    if (suit == SPADES && c > QUEEN_OF_SPADES && out & QS_BIT) return 60 + rank;
    if (suit == DIAMONDS && c > TEN_OF_DIAMONDS && out & TD_BIT) return 40 + rank;
    if (suit == HEARTS) return 20 + rank;
    /* Among plain cards the last ones of a suit go first: a void to dump on later. */
    return rank + 8 - 2 * bit_count(hand & suit_cards(suit));
}

/* The card a seat void in the suit led dumps: of each suit only QS or TD if held, else
 * the highest card, is weighed; ties go to the higher card. */
static int discard(uint64_t hand, uint64_t out, uint64_t revealed) {
    int best = -1, best_danger = 0;
    for (int suit = 0; suit < 4; suit++) {
        uint64_t mine = hand & suit_cards(suit);
        if (!mine) continue;
        int c = highest_bit(mine & ASKED_BITS ? mine & ASKED_BITS : mine);
        int d = danger(c, hand, out, revealed);
        if (best < 0 || d >= best_danger) {
            best = c;
            best_danger = d;
        }
    }
    return best;
}

/* Following suit with more than one card: stay under the winner with the costliest card
 * that can (QS or TD, else the highest); else the lowest, or the highest when last. */
static int follow(const SbeetState *s, uint64_t cards) {
    int led = suit_of(s->trick[0]), best = s->trick[0];
    for (int i = 1; i < s->trick_length; i++) {
        if (s->trick[i] > best && suit_of(s->trick[i]) == led) best = s->trick[i];
    }
    uint64_t under = cards & ((1ULL << best) - 1);
    if (under) return highest_bit(under & ASKED_BITS ? under & ASKED_BITS : under);
    uint64_t clean = cards & ~ASKED_BITS ? cards & ~ASKED_BITS : cards;
    return s->trick_length == SEATS - 1 ? highest_bit(clean) : lowest_bit(clean);
}

/* What leading c would cost if it won the trick (bots._lead); base: the first-trick
 * cost and the dumps to expect, out: the cards still out. */
static int lead_cost(int c, int base, uint64_t out, uint64_t revealed) {
    int cost = base + worth(c, revealed);
    int count = bit_count(out & suit_cards(suit_of(c)));
    if (suit_of(c) == HEARTS) cost += (count < 3 ? count : 3) * worth(c, revealed);
    /* A high spade or diamond led draws QS or TD from the seat that holds it. */
    if (c > QUEEN_OF_SPADES && out & QS_BIT) {
        cost += worth(QUEEN_OF_SPADES, revealed);
    } else if (suit_of(c) == DIAMONDS && c > TEN_OF_DIAMONDS && out & TD_BIT) {
        cost += worth(TEN_OF_DIAMONDS, revealed);
    }
    return cost;
}

/* The chance that c led wins: followers play under when they can, so the lead holds
 * only if each has a lower card, likelier the more lower cards are out. */
static double lead_wins(int c, uint64_t out) {
    uint64_t suit_out = out & suit_cards(suit_of(c));
    int count = bit_count(suit_out), higher = bit_count(suit_out >> c), lower = count - higher;
    if (!higher) return 1.0;
    return lower ? (double)lower / count : 0.0;
}

/* The lead whose trick costs least, weighed by the chance that it wins: of each suit
 * the lowest card, and the next when the lowest is QS or TD. */
static int lead(const SbeetState *s, uint64_t played, uint64_t revealed) {
    int seat = s->turn, factor = s->minus >> seat & 1 ? 2 : 1;
    uint64_t hand = s->hands[seat], out = FULL_DECK & ~played & ~hand;
    int first = s->tricks[seat] ? 0 : factor * TRICK_COST;
    int dump = card_points(out & ASKED_BITS, revealed);
    if (!dump) dump = card_points(out & HEART_CARDS, revealed) / 3;
    int shown_void = 0;
    for (int other = 0; other < SEATS; other++) {
        if (other != seat) shown_void |= s->voids[other];
    }
    int best = -1;
    double best_risk = 1e9;
    for (int suit = 0; suit < 4; suit++) {
        uint64_t mine = hand & suit_cards(suit);
        if (!mine) continue;
        /* A seat void in the suit dumps its costliest card on the trick. */
        int nearly_out = bit_count(out & suit_cards(suit)) < SEATS - 1;
        int base = first + (nearly_out || shown_void >> suit & 1 ? dump : 0);
        uint64_t low = mine & -mine, rest = mine ^ low;
        uint64_t candidates = low & ASKED_BITS && rest ? low | (rest & -rest) : low;
        for (; candidates; candidates &= candidates - 1) {
            int c = lowest_bit(candidates);
            double risk = lead_wins(c, out) * lead_cost(c, base, out, revealed) * factor
                          + rank_of(c) / 100.0;
            if (risk < best_risk) {
                best = c;
                best_risk = risk;
            }
        }
    }
    return best;
}

/* The rules' card for the seat to play (bots.play_card). */
static int play_card(const SbeetState *s) {
    uint64_t hand = s->hands[s->turn];
    uint64_t played = FULL_DECK & ~(s->hands[0] | s->hands[1] | s->hands[2] | s->hands[3]);
    uint64_t revealed = revealed_cards(s);
    if (!s->trick_length) return lead(s, played, revealed);
    uint64_t cards = hand & suit_cards(suit_of(s->trick[0]));
    if (!cards) return discard(hand, FULL_DECK & ~played & ~hand, revealed);
    if (!(cards & (cards - 1))) return lowest_bit(cards);
    return follow(s, cards);
}

/* Every seat following the rules on its own cards and what it has seen; no draws. */
static int64_t play_rules(const Options *opts, State *raw, Rng *rng, Log *log) {
    (void)rng;
    SbeetState *s = (SbeetState *)raw;
    int64_t actions = 0;
    for (; s->phase != OVER; actions++) {
        apply(opts, s, s->phase == PLAYING ? play_card(s) : bid(opts, s), log);
    }
    return actions;
}

/* -- scores, the match, flat states -------------------------------------------------- */

static void scores(const Options *opts, const State *raw, int *out) {
    const SbeetState *s = (const SbeetState *)raw;
    uint64_t revealed = revealed_cards(s);
    for (int seat = 0; seat < SEATS; seat++) {
        int minus = s->minus >> seat & 1;
        int clean = opts->option[NO_PENALTY_CARD] ? !(s->taken[seat] & PENALTY_CARDS)
                                                  : !s->tricks[seat];
        out[seat] = s->phase != OVER ? 0
                    : clean          ? (minus ? -20 : -10)
                                     : card_points(s->taken[seat], revealed) * (minus ? 2 : 1);
    }
}

/* Armed once any hand ended with a total at the target; then a unique lowest wins. */
static unsigned unique_lowest(const Options *opts, const int (*standings)[MAX_SEATS],
                              int count) {
    int armed = 0;
    for (int k = 0; k < count && !armed; k++) {
        for (int seat = 0; seat < SEATS; seat++) armed |= standings[k][seat] >= opts->option[TARGET];
    }
    if (!armed) return 0;
    unsigned best = lowest_seats(standings[count - 1], SEATS);
    return bit_count(best) == 1 ? best : 0;
}

/* Each card revealed once, by its holder, at a question already asked: no seat is
 * asked about a card it revealed. */
static const char *check_reveals(const SbeetState *s) {
    int seat, asked;
    question(s, s->question, &seat, &asked);
    if (s->phase == REVEALING && s->turn != seat) return "the seat to act is not the one asked";
    for (int i = 0; i < s->revealed_count; i++) {
        int revealer = s->revealed[i][0], c = s->revealed[i][1];
        int number = 2 * ((revealer - s->dealer - 1 + SEATS) % SEATS) + (c == TEN_OF_DIAMONDS);
        if (s->phase == PASSING || (s->phase == REVEALING && number >= s->question)) {
            return "a card revealed before it was asked about";
        }
        if (i && s->revealed[0][1] == c) return "a card revealed twice";
        if (s->phase < PLAYING && !(s->hands[revealer] >> c & 1)) {
            return "a card revealed by a seat that does not hold it";
        }
    }
    return NULL;
}

/* In play, the seat to act follows the trick and every hand can last the trick out. */
static const char *check_trick(const SbeetState *s) {
    if (s->turn != (s->leader + s->trick_length) % SEATS) return "the seat to play is not next";
    int cards = bit_count(s->hands[s->turn]);
    if (cards < 1) return "the seat to play holds no card";
    for (int i = 0; i < SEATS; i++) {
        int seat = (s->leader + i) % SEATS;
        if (bit_count(s->hands[seat]) != cards - (i < s->trick_length)) {
            return "the hands do not fit the trick";
        }
    }
    return NULL;
}

/* The flat state (majlis/fast.py): the fields of SbeetState, the direction as its offset,
 * the voids each seat has shown (bit suit), the revealed (seat, card) pairs in order. */
enum {
    F_DEALER, F_DIRECTION, F_PHASE, F_TURN, F_QUESTION, F_MINUS, F_LEADER, F_HANDS, F_PASSED,
    F_RECEIVED, F_TAKEN, F_TRICKS, F_VOIDS, F_TRICK, F_REVEALED, FIELDS
};

static const Field layout[FIELDS] = {
    [F_DEALER] = {"dealer", 1, 0, SEATS - 1}, [F_DIRECTION] = {"direction", 1, -1, 1},
    [F_PHASE] = {"phase", 1, PASSING, OVER}, [F_TURN] = {"turn", 1, -1, SEATS - 1},
    [F_QUESTION] = {"question", 1, 0, QUESTIONS - 1}, [F_MINUS] = {"minus", 1, 0, 15},
    [F_LEADER] = {"leader", 1, 0, SEATS - 1}, [F_HANDS] = {"hands", SEATS, ANY_MASK},
    [F_PASSED] = {"passed", SEATS, ANY_MASK}, [F_RECEIVED] = {"received", SEATS, ANY_MASK},
    [F_TAKEN] = {"taken", SEATS, ANY_MASK}, [F_TRICKS] = {"tricks", SEATS, 0, HAND_SIZE},
    [F_VOIDS] = {"voids", SEATS, 0, 15}, [F_TRICK] = {"trick", COUNTED, 0, CARD_SLOTS - 1},
    [F_REVEALED] = {"revealed", COUNTED, 0, CARD_SLOTS - 1},
};

/* The suits each seat failed to follow: none before the play.  A sampled deal may
 * still give a seat cards of a suit it showed void in (the search's sampler drops the
 * voids when no deal fits them); the policy plays such hands as the Python one does. */
static const char *load_voids(SbeetState *s, const int64_t *voids) {
    for (int seat = 0; seat < SEATS; seat++) {
        if (voids[seat] && s->phase < PLAYING) return "a void shown before the play";
        s->voids[seat] = (int)voids[seat];
    }
    return NULL;
}

/* The one-int fields, each in its range. */
static const char *load_head(SbeetState *s, const Span *f) {
    int64_t phase = *f[F_PHASE].at, turn = *f[F_TURN].at;
    if ((turn < 0) != (phase == OVER)) return "the seat to act does not fit the phase";
    s->dealer = (int)*f[F_DEALER].at;
    s->offset = (int)*f[F_DIRECTION].at;
    s->phase = (int)phase;
    s->turn = (int)turn;
    s->question = (int)*f[F_QUESTION].at;
    s->minus = (int)*f[F_MINUS].at;
    s->leader = (int)*f[F_LEADER].at;
    return NULL;
}

/* The hands, picks, cards received, cards taken and trick counts of every seat; the cards
 * seen so far into seen. */
static const char *load_seats(SbeetState *s, const Span *f, uint64_t *seen) {
    for (int seat = 0; seat < SEATS; seat++) {
        int64_t hand = f[F_HANDS].at[seat], picks = f[F_PASSED].at[seat];
        int64_t got = f[F_RECEIVED].at[seat];
        int64_t taken = f[F_TAKEN].at[seat], tricks = f[F_TRICKS].at[seat];
        if (((uint64_t)hand | (uint64_t)picks | (uint64_t)got | (uint64_t)taken) & ~FULL_DECK) {
            return "a hand holds a non-card";
        }
        if (((uint64_t)hand | (uint64_t)taken) & *seen) return "a card is in two places";
        if ((uint64_t)hand & (uint64_t)taken) return "a card is in two places";
        *seen |= (uint64_t)hand | (uint64_t)taken;
        s->hands[seat] = (uint64_t)hand;
        s->passed[seat] = (uint64_t)picks;
        s->received[seat] = (uint64_t)got;
        s->taken[seat] = (uint64_t)taken;
        s->tricks[seat] = (int)tricks;
    }
    return NULL;
}

/* The trick so far and the revealed pairs. */
static const char *load_trick(SbeetState *s, const Span *f, uint64_t seen) {
    if (f[F_TRICK].length >= SEATS) return "the trick is out of range";
    s->trick_length = f[F_TRICK].length;
    const char *error = take_cards(f[F_TRICK].at, s->trick_length, &seen, s->trick);
    if (error) return error;
    if (seen != FULL_DECK) return "cards are missing";
    int pairs = f[F_REVEALED].length;
    if (pairs % 2 || pairs > 4) return "revealed cards come as at most two (seat, card) pairs";
    s->revealed_count = pairs / 2;
    for (int i = 0; i < s->revealed_count; i++) {
        int64_t seat = f[F_REVEALED].at[2 * i], c = f[F_REVEALED].at[2 * i + 1];
        if (seat >= SEATS || (c != QUEEN_OF_SPADES && c != TEN_OF_DIAMONDS)) {
            return "a revealed card is out of range";
        }
        s->revealed[i][0] = (int)seat;
        s->revealed[i][1] = (int)c;
    }
    return check_reveals(s);
}

/* Seats pick in turn from the seat after the dealer: those before the seat to act have
 * picked them all, those after it none. */
static const char *check_picks(const Options *opts, const SbeetState *s) {
    int position = (s->turn - s->dealer - 1 + SEATS) % SEATS;
    for (int k = 0; k < SEATS; k++) {
        int seat = (s->dealer + 1 + k) % SEATS, picks = bit_count(s->passed[seat]);
        if (s->passed[seat] & ~s->hands[seat]) return "a seat picked a card it does not hold";
        if (k < position ? picks != opts->option[PASS_COUNT]
            : k > position ? picks != 0 : picks >= opts->option[PASS_COUNT]) {
            return "the picks do not fit the seat to act";
        }
    }
    return NULL;
}

static const char *load(const Options *opts, State *raw, const Span *f) {
    SbeetState *s = (SbeetState *)raw;
    uint64_t seen = 0;
    memset(s, 0, sizeof *s);
    const char *error = load_head(s, f);
    if (!error) error = load_seats(s, f, &seen);
    if (!error) error = load_voids(s, f[F_VOIDS].at);
    if (!error) error = load_trick(s, f, seen);
    if (error) return error;
    if (s->phase < PLAYING) {
        if (s->trick_length) return "a trick before the play";
        for (int seat = 0; seat < SEATS; seat++) {
            if (bit_count(s->hands[seat]) != 13) return "the hands are not full before the play";
        }
    }
    if (s->phase == PASSING) return check_picks(opts, s);
    return s->phase == PLAYING ? check_trick(s) : NULL;
}

static void save(const Options *opts, const State *raw, FlatWriter *out) {
    (void)opts;
    const SbeetState *s = (const SbeetState *)raw;
    int revealed[4];
    memcpy(revealed, s->revealed, sizeof revealed);
    int64_t head[F_HANDS] = {[F_DEALER] = s->dealer, [F_DIRECTION] = s->offset,
                             [F_PHASE] = s->phase, [F_TURN] = s->turn,
                             [F_QUESTION] = s->question, [F_MINUS] = s->minus,
                             [F_LEADER] = s->leader};
    put_each(out, head, F_HANDS);
    put_masks(out, F_HANDS, s->hands, SEATS);
    put_masks(out, F_PASSED, s->passed, SEATS);
    put_masks(out, F_RECEIVED, s->received, SEATS);
    put_masks(out, F_TAKEN, s->taken, SEATS);
    put_ints(out, F_TRICKS, s->tricks, SEATS);
    put_ints(out, F_VOIDS, s->voids, SEATS);
    put_ints(out, F_TRICK, s->trick, s->trick_length);
    put_ints(out, F_REVEALED, revealed, 2 * s->revealed_count);
}

/* -- the search (majlis.bots.search on majlis.bots.bint_al_sbeet.sampler) ------------- */

#define ANSWER_TRIES 12
#define DEAL_TRIES 4

_Static_assert(SBEET_SEATS == SEATS, "the search deals four hands");

/* BintAlSbeet.legal_actions into actions, in its order, and the seat to act (-1 once the
 * hand is over): the moves of the exact search. */
static int moves(const Exact *e, const State *raw, int *seat, int *actions) {
    (void)e;
    const SbeetState *s = (const SbeetState *)raw;
    int n = 0;
    *seat = s->turn;
    switch (s->phase) {
    case PASSING:
        for (uint64_t m = s->hands[s->turn] & ~s->passed[s->turn]; m; m &= m - 1) {
            actions[n++] = lowest_bit(m);
        }
        return n;
    case REVEALING:
        actions[n++] = PASS;
        if (s->hands[s->turn] >> ASKED[s->question % 2] & 1) actions[n++] = REVEAL;
        return n;
    case MINUS_PHASE:
        actions[n++] = PASS;
        actions[n++] = MINUS;
        return n;
    case PLAYING:
        for (uint64_t m = playable(s); m; m &= m - 1) actions[n++] = lowest_bit(m);
        return n;
    default: return 0;
    }
}

/* BintAlSbeet.apply, for the exact search. */
static void exact_apply(const Exact *e, State *raw, int action) {
    apply(e->opts, (SbeetState *)raw, action, NULL);
}

/* _Judge.side_values: every seat's value of a finished hand, for the exact search. */
static void exact_values(const Exact *e, const State *raw, double *values) {
    int out[SEATS];
    scores(e->opts, raw, out);
    penalty_side_values(out, SEATS, ((const Budget *)e->game)->win_bonus, values);
}

/* Whether placement p deals exactly the cards the other seats hold in view, each hand to
 * its size, so that every deal drawn is as whole a state as view. */
static const char *check_placement(const SbeetState *view, const SbeetPlacement *p) {
    uint64_t unseen = 0, fixed = 0, dealt = 0;
    if (p->weight < 1) return "a placement's weight is below 1";
    for (int i = 0; i < p->count; i++) {
        if (dealt >> p->order[i] & 1) return "a card is twice in a placement's order";
        dealt |= 1ULL << p->order[i];
    }
    for (int seat = 0; seat < SEATS; seat++) {
        int own = seat == view->turn;
        if (p->fixed[seat] & fixed) return "a placement fixes a card in two hands";
        fixed |= p->fixed[seat];
        if (own ? p->need[seat] || p->fixed[seat]
                : bit_count(p->fixed[seat]) + p->need[seat] != bit_count(view->hands[seat])) {
            return "a placement does not fill the hands to their sizes";
        }
        if (!own) unseen |= view->hands[seat];
    }
    if (fixed & dealt || (fixed | dealt) != unseen) {
        return "a placement does not deal the unseen cards";
    }
    return NULL;
}

/* Whether the answers name seats and the cards asked, and each seat's cards played, with
 * the hands they have since, hold the picks the exchange draws from them. */
static const char *check_reading(const Options *opts, const SbeetState *view,
                                 const SbeetDeals *d) {
    uint64_t held = view->hands[0] | view->hands[1] | view->hands[2] | view->hands[3];
    for (int seat = 0; seat < SEATS; seat++) {
        uint64_t played = d->played_by[seat];
        if (played & ~FULL_DECK || played & held) return "the cards played are out of range";
        if (bit_count(view->hands[seat] | played) < opts->option[PASS_COUNT]) {
            return "a seat has held too few cards to have passed them";
        }
    }
    for (int i = 0; i < d->reveal_count; i++) {
        const SbeetAnswer *a = &d->reveals[i];
        if (a->seat >= SEATS || (a->asked != QUEEN_OF_SPADES && a->asked != TEN_OF_DIAMONDS)
            || a->yes > 1) {
            return "a reveal answer is out of range";
        }
    }
    for (int i = 0; i < d->minus_count; i++) {
        const SbeetAnswer *a = &d->minus[i];
        if (a->seat >= SEATS || a->asked > 1 || a->yes > 1) return "a minus answer is out of range";
    }
    return NULL;
}

static const char *check_deals(const Options *opts, const SbeetState *view,
                               const SbeetDeals *d) {
    if (d->tier_count < 1) return "no tier of deals";
    for (int t = 0; t < d->tier_count; t++) {
        if (d->tiers[t].count < 1) return "a tier without placements";
        for (int i = 0; i < d->tiers[t].count; i++) {
            const char *error = check_placement(view, &d->tiers[t].placements[i]);
            if (error) return error;
        }
    }
    return check_reading(opts, view, d);
}

/* bots.sampling.deal_unseen: the first of tries deals of the placement's cards that finds
 * hands, the seat to act holding its own and the others the placement's fixed cards too;
 * 0 if none does. */
static int deal_unseen(const SbeetTier *tier, const SbeetPlacement *p, const SbeetState *view,
                       int tries, Rng *rng, uint64_t *hands) {
    int dealt = 0;
    for (int k = 0; k < tries && !dealt; k++) {
        dealt = deal_once(p->order, p->count, tier->may_hold, p->need, SEATS, rng, hands);
    }
    for (int seat = 0; seat < SEATS; seat++) {
        hands[seat] = seat == view->turn ? view->hands[seat] : hands[seat] | p->fixed[seat];
    }
    return dealt;
}

/* _Tier.placed: a placement drawn by its weight. */
static const SbeetPlacement *placed(const SbeetTier *tier, Rng *rng) {
    int total = 0;
    for (int i = 0; i < tier->count; i++) total += tier->placements[i].weight;
    double x = rng_random(rng) * total;
    for (int i = 0; i < tier->count; i++) {
        x -= tier->placements[i].weight;
        if (x < 0) return &tier->placements[i];
    }
    return &tier->placements[tier->count - 1];
}

/* _Answers.missed: how many of the others' answers the rules player would not have given
 * holding hands (with the cards each seat has played since). */
static int answers_missed(const SbeetDeals *d, int safe, const uint64_t *hands) {
    int missed = 0;
    for (int i = 0; i < d->reveal_count; i++) {
        const SbeetAnswer *a = &d->reveals[i];
        uint64_t held = hands[a->seat] | d->played_by[a->seat];
        if (held >> a->asked & 1) missed += reveals(held, a->asked) != a->yes;
    }
    for (int i = 0; i < d->minus_count; i++) {
        const SbeetAnswer *a = &d->minus[i];
        uint64_t held = hands[a->seat] | d->played_by[a->seat];
        missed += (minus_risk(held, a->asked) <= safe) != a->yes;
    }
    return missed;
}

/* _DealsAfter.draw: from the first tier that deals at all in ANSWER_TRIES tries, the deal
 * that misses the fewest answers (fewer than 2 * SEATS), the first that misses none. */
static int draw_after(const Options *opts, const SbeetDeals *d, const SbeetState *view,
                      Rng *rng, uint64_t *best) {
    int safe = minus_safe(opts);
    for (int t = 0; t < d->tier_count; t++) {
        const SbeetTier *tier = &d->tiers[t];
        int fewest = 2 * SEATS;
        for (int k = 0; k < ANSWER_TRIES && fewest; k++) {
            uint64_t hands[SEATS];
            if (!deal_unseen(tier, placed(tier, rng), view, DEAL_TRIES, rng, hands)) continue;
            int missed = answers_missed(d, safe, hands);
            if (missed < fewest) {
                memcpy(best, hands, sizeof hands);
                fewest = missed;
            }
        }
        if (fewest < 2 * SEATS) return 1;
    }
    return 0;
}

/* _sampled_picks: each other seat's picks so far, chosen as the rules player would have. */
static void sampled_picks(const Options *opts, SbeetState *s) {
    for (int seat = 0; seat < SEATS; seat++) {
        if (seat == s->turn) continue;
        uint64_t chosen = 0;
        for (int k = bit_count(s->passed[seat]); k > 0; k--) {
            int left = opts->option[PASS_COUNT] - bit_count(chosen);
            chosen |= 1ULL << pass_pick(s->hands[seat] & ~chosen, left);
        }
        s->passed[seat] = chosen;
    }
}

/* _sampled_exchange and _choose: the seat's own picks and receipts as it saw them, each
 * other seat's drawn uniformly, in random order, from the cards its receiver has held
 * since (its hand and the cards it played).  Those picks are never in the hands the rules
 * play on, so the totals show their draws, not which cards they are. */
static void sampled_exchange(const Options *opts, const uint64_t *played_by, SbeetState *s,
                             Rng *rng) {
    int count = opts->option[PASS_COUNT], seat = s->turn;
    int giver = (seat - s->offset + SEATS) % SEATS;
    if (!s->offset || !count) return;
    uint64_t picks[SEATS];
    picks[seat] = s->passed[seat];
    picks[giver] = s->received[seat];
    for (int other = 0; other < SEATS; other++) {
        if (other == seat || other == giver) continue;
        int receiver = (other + s->offset + SEATS) % SEATS, items[CARD_SLOTS], n = 0;
        for (uint64_t m = s->hands[receiver] | played_by[receiver]; m; m &= m - 1) {
            items[n++] = lowest_bit(m);
        }
        picks[other] = 0;
        for (int i = 0; i < count; i++) {
            int j = i + rng_below(rng, n - i), item = items[j];
            items[j] = items[i];
            items[i] = item;
            picks[other] |= 1ULL << item;
        }
    }
    for (int other = 0; other < SEATS; other++) {
        s->passed[other] = picks[other];
        s->received[other] = picks[(other - s->offset + SEATS) % SEATS];
    }
}

/* One state of the sampler's loop into s: view's table with a deal drawn, and the picks
 * before the exchange or the exchange after it; 0 if no deal agrees with the view. */
static int sampled(const Options *opts, const SbeetDeals *d, const SbeetState *view, Rng *rng,
                   SbeetState *s) {
    *s = *view;
    if (view->phase == PASSING) {
        const SbeetTier *tier = &d->tiers[0];
        if (!deal_unseen(tier, &tier->placements[0], view, 1, rng, s->hands)) return 0;
        sampled_picks(opts, s);
        return 1;
    }
    if (!draw_after(opts, d, view, rng, s->hands)) return 0;
    sampled_exchange(opts, d->played_by, s, rng);
    return 1;
}

/* The values of the legal actions on one deal after their rules playouts (_Judge.after,
 * the search planning none of the seat's later turns). */
static void play_out(const Deals *d, const State *deal, double *values) {
    for (int i = 0; i < d->legal_count; i++) {
        SbeetState s = *(const SbeetState *)deal;
        int out[SEATS];
        apply(d->opts, &s, d->legal[i], NULL);
        play_rules(d->opts, (State *)&s, d->rng, NULL);
        scores(d->opts, (const State *)&s, out);
        values[i] = penalty_side_value(out, SEATS, ((const SbeetState *)deal)->turn, d->win_bonus);
    }
}

/* What the sampler draws from: the view and what it reads of the history. */
typedef struct {
    const SbeetState *view;
    const SbeetDeals *deals;
} Sampler;

static int draw(const Deals *d, State *deal) {
    Sampler *s = d->game;
    return sampled(d->opts, s->deals, s->view, d->rng, (SbeetState *)deal);
}

/* The search for the seat to act in raw, any deal its sampler could draw (its reading
 * the sampler's SbeetDeals). */
static const char *search(const Options *opts, const State *raw, const void *reading,
                          const Budget *budget, const int *legal, int legal_count, Rng *rng,
                          double *totals) {
    const SbeetState *view = (const SbeetState *)raw;
    if (budget->planned_turns) return "this search plans no turns";
    Exact solver = {opts, budget, sizeof(SbeetState), moves, exact_apply, exact_values,
                    view->turn, budget->exact_nodes, 0, 0};
    const char *error = start_search(&solver, raw, legal, legal_count, totals);
    if (!error) error = check_deals(opts, view, reading);
    if (error) return error;
    Sampler sampler = {view, reading};
    Deals deals = {draw, play_out, &sampler, opts, legal, legal_count, budget->win_bonus, rng};
    return sum_deals(&solver, &deals, budget->samples, totals);
}

const Rules bint_al_sbeet_rules = {
    .id = "bint-al-sbeet", .options = option_specs, .option_count = OPTION_COUNT,
    .check = check, .deal = deal, .play_random = play_random, .scores = scores,
    .is_void = never_void, .next_dealer = next_seat, .winners = unique_lowest, .load = load,
    .save = save, .play_rules = play_rules, .layout = layout, .fields = FIELDS,
    .search = search, .max_action = 2 * CARD_SLOTS,
};

/* -- the batched environment (vector.h; majlis.rl.adapters.bint_al_sbeet) -------------- */

#define MOST_POINTS 72 /* SbeetEncoder.most_points: every penalty card, both asked revealed */

static int vec_obs_size(const Options *opts) {
    (void)opts;
    return 8 * 52 + 7 * SEATS + 5 + 3 + 2 + 2 * SEATS;
}

/* BintAlSbeet.legal_actions, phase by phase. */
static int vec_legal(const Options *opts, const State *raw, int *seat, int *actions) {
    (void)opts;
    const SbeetState *s = (const SbeetState *)raw;
    *seat = s->phase == OVER ? -1 : s->turn;
    int n = 0, asked;
    uint64_t cards = 0;
    switch (s->phase) {
    case PASSING: cards = s->hands[s->turn] & ~s->passed[s->turn]; break;
    case REVEALING:
        question(s, s->question, seat, &asked);
        actions[n++] = PASS;
        if (s->hands[s->turn] >> asked & 1) actions[n++] = REVEAL;
        return n;
    case MINUS_PHASE:
        actions[0] = PASS;
        actions[1] = MINUS;
        return 2;
    case PLAYING: cards = playable(s); break;
    default: return 0;
    }
    for (; cards; cards &= cards - 1) actions[n++] = lowest_bit(cards);
    return n;
}

/* Plays action; the memo keeps the cards each seat has played in the hand's tricks
 * (words 0..3). */
static void vec_apply(const Options *opts, State *raw, Memo *memo, int action) {
    SbeetState *s = (SbeetState *)raw;
    if (s->phase == PLAYING) memo->word[s->turn] |= 1ULL << action;
    apply(opts, s, action, NULL);
}

static int vec_rules_action(const Options *opts, const State *raw, const int *legal,
                            int count) {
    (void)legal;
    (void)count;
    const SbeetState *s = (const SbeetState *)raw;
    return s->phase == PLAYING ? play_card(s) : bid(opts, s);
}

/* SbeetEncoder: the seat's cards, what each seat played, the trick, the bidding and the
 * penalties (seats relative to seat). */
static void vec_encode(const Options *opts, const State *raw, const Memo *memo, int seat,
                       float *out) {
    (void)opts;
    const SbeetState *s = (const SbeetState *)raw;
    vec_put_cards(out, s->hands[seat]);
    vec_put_cards(out + 52, s->passed[seat]);
    vec_put_cards(out + 104, s->received[seat]);
    uint64_t trick = 0, revealed = revealed_cards(s);
    for (int i = 0; i < s->trick_length; i++) trick |= 1ULL << s->trick[i];
    vec_put_cards(out + 364, trick);
    float *leader = out + 416, *phase = leader + 4 * SEATS, *direction = phase + 5;
    float *asking = direction + 3, *shown = asking + 2, *minus = shown + 2 * SEATS;
    float *tricks = minus + SEATS, *points = tricks + SEATS;
    if (s->trick_length) leader[vec_relative(s->leader, seat, SEATS)] = 1.0f;
    vec_put_seat_blocks(leader + SEATS, s->hands, HAND_SIZE, s->phase == OVER ? -1 : s->turn,
                        s->dealer, seat, SEATS);
    vec_put_seats(minus, (uint64_t)s->minus, seat, SEATS);
    for (int other = 0; other < SEATS; other++) {
        int k = vec_relative(other, seat, SEATS);
        vec_put_cards(out + 156 + 52 * k, memo->word[other]);
        tricks[k] = (float)((double)s->tricks[other] / HAND_SIZE);
        points[k] = (float)((double)card_points(s->taken[other] & PENALTY_CARDS, revealed)
                            / MOST_POINTS);
    }
    phase[s->phase] = 1.0f;
    direction[s->offset < 0 ? 0 : s->offset > 0 ? 1 : 2] = 1.0f;
    if (s->phase == REVEALING) asking[s->question % 2] = 1.0f;
    for (int i = 0; i < s->revealed_count; i++) {
        int row = s->revealed[i][1] == TEN_OF_DIAMONDS;
        shown[SEATS * row + vec_relative(s->revealed[i][0], seat, SEATS)] = 1.0f;
    }
}

const VecGame bint_al_sbeet_vec = {
    &bint_al_sbeet_rules, MINUS + 1, -1, vec_obs_size, vec_legal, vec_apply,
    vec_rules_action, vec_encode,
};
