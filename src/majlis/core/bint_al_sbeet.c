/* Bint Al-Sbeet, as majlis/games/bint_al_sbeet.py (the authority).  Options: target,
 * pass_count, minus_condition (1: no penalty card), the pass cycle's length and its
 * directions in base 4 (0 none, 1 left, 2 right; the first hand's lowest). */
#include <string.h>

#include "cards.h"
#include "core.h"

#define SEATS 4
#define PASS 64
#define REVEAL 68
#define MINUS 69
#define QUEEN_OF_SPADES 60
#define TEN_OF_DIAMONDS 26
#define QS_BIT (1ULL << QUEEN_OF_SPADES)
#define TD_BIT (1ULL << TEN_OF_DIAMONDS)
#define HEARTS (SUIT_CARDS << 32)
#define PENALTY_CARDS (HEARTS | QS_BIT | TD_BIT)
#define QUESTIONS (SEATS * 2)
#define MAX_CYCLE 15

enum Phase { PASSING, REVEALING, MINUS_PHASE, PLAYING, OVER };
enum { TARGET, PASS_COUNT, NO_PENALTY_CARD, CYCLE_LENGTH, CYCLE };

typedef struct {
    uint64_t hands[SEATS], passed[SEATS], received[SEATS], taken[SEATS];
    int tricks[SEATS];
    int trick[SEATS];
    int trick_length;
    int revealed[2][2]; /* (seat, card) in order */
    int revealed_count;
    int dealer, offset, phase, turn, question, minus, leader; /* offset: -1 left, 1 right */
} SbeetState;

_Static_assert(sizeof(SbeetState) <= sizeof(State), "the state fits");

static const char *check(Options *opts) {
    const int *o = opts->option;
    if (o[TARGET] < 1) return "target must be at least 1";
    if (o[PASS_COUNT] < 0 || o[PASS_COUNT] > 13) return "pass_count must be 0..13";
    if (o[NO_PENALTY_CARD] < 0 || o[NO_PENALTY_CARD] > 1) return "minus_condition is 0 or 1";
    if (o[CYCLE_LENGTH] < 1 || o[CYCLE_LENGTH] > MAX_CYCLE) return "the pass cycle is 1..15 long";
    if (o[CYCLE] < 0) return "the pass cycle code is out of range";
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

static void question(const SbeetState *s, int number, int *seat, int *asked) {
    *seat = (s->dealer + 1 + number / 2) % SEATS;
    *asked = number % 2 ? TEN_OF_DIAMONDS : QUEEN_OF_SPADES;
}

static uint64_t playable(const SbeetState *s) {
    uint64_t hand = s->hands[s->turn];
    if (!s->trick_length) return hand;
    uint64_t suit = hand & SUIT_CARDS << (16 * suit_of(s->trick[0]));
    return suit ? suit : hand;
}

static int trick_winner(const SbeetState *s) {
    int led = suit_of(s->trick[0]), best = 0;
    for (int i = 1; i < SEATS; i++) {
        if (suit_of(s->trick[i]) == led && s->trick[i] > s->trick[best]) best = i;
    }
    return (s->leader + best) % SEATS;
}

static int64_t rollout_passing(const Options *opts, SbeetState *s, Rng *rng, Log *log) {
    int64_t actions = 0;
    for (int seat = s->turn;;) {
        int c = pick(s->hands[seat] & ~s->passed[seat], rng);
        log_add(log, seat, c);
        actions++;
        s->passed[seat] |= 1ULL << c;
        if (bit_count(s->passed[seat]) == opts->option[PASS_COUNT]) {
            if (seat == s->dealer) break;
            seat = (seat + 1) % SEATS;
        }
    }
    for (int seat = 0; seat < SEATS; seat++) {
        s->received[seat] = s->passed[(seat - s->offset + SEATS) % SEATS];
    }
    for (int seat = 0; seat < SEATS; seat++) {
        s->hands[seat] = (s->hands[seat] & ~s->passed[seat]) | s->received[seat];
    }
    begin_revealing(s);
    return actions;
}

static int64_t rollout_questions(SbeetState *s, Rng *rng, Log *log) {
    int64_t actions = 0;
    int seat = s->turn;
    if (s->phase == REVEALING) {
        for (int number = s->question; number < QUESTIONS; number++) {
            int asked;
            question(s, number, &seat, &asked);
            actions++;
            if (rng_below(rng, 1 + (int)(s->hands[seat] >> asked & 1))) {
                s->revealed[s->revealed_count][0] = seat;
                s->revealed[s->revealed_count++][1] = asked;
                log_add(log, seat, REVEAL);
            } else {
                log_add(log, seat, PASS);
            }
        }
        seat = (s->dealer + 1) % SEATS;
    }
    for (;; seat = (seat + 1) % SEATS) {
        actions++;
        if (rng_below(rng, 2)) {
            s->minus |= 1 << seat;
            log_add(log, seat, MINUS);
        } else {
            log_add(log, seat, PASS);
        }
        if (seat == s->dealer) break;
    }
    s->phase = PLAYING;
    s->question = 0;
    s->turn = s->leader = (s->dealer + 1) % SEATS;
    return actions;
}

static int64_t rollout_play(SbeetState *s, Rng *rng, Log *log) {
    int64_t actions = 0;
    for (;;) {
        int c = pick(playable(s), rng);
        log_add(log, s->turn, c);
        actions++;
        s->hands[s->turn] ^= 1ULL << c;
        s->trick[s->trick_length++] = c;
        if (s->trick_length < SEATS) {
            s->turn = (s->turn + 1) % SEATS;
            continue;
        }
        int winner = s->leader = s->turn = trick_winner(s);
        for (int i = 0; i < SEATS; i++) s->taken[winner] |= 1ULL << s->trick[i];
        s->tricks[winner]++;
        s->trick_length = 0;
        if (!s->hands[winner]) {
            s->turn = -1;
            s->phase = OVER;
            return actions;
        }
    }
}

static int64_t play_random(const Options *opts, State *raw, Rng *rng, Log *log) {
    SbeetState *s = (SbeetState *)raw;
    int64_t actions = 0;
    if (s->phase == PASSING) actions += rollout_passing(opts, s, rng, log);
    if (s->phase == REVEALING || s->phase == MINUS_PHASE) actions += rollout_questions(s, rng, log);
    if (s->phase == PLAYING) actions += rollout_play(s, rng, log);
    return actions;
}

static int card_points(uint64_t taken, uint64_t revealed) {
    int both = (revealed & (QS_BIT | TD_BIT)) == (QS_BIT | TD_BIT);
    int points = bit_count(taken & HEARTS) * (both ? 2 : 1);
    if (taken & QS_BIT) points += revealed & QS_BIT ? 26 : 13;
    if (taken & TD_BIT) points += revealed & TD_BIT ? 20 : 10;
    return points;
}

static void scores(const Options *opts, const State *raw, int *out) {
    const SbeetState *s = (const SbeetState *)raw;
    uint64_t revealed = 0;
    for (int i = 0; i < s->revealed_count; i++) revealed |= 1ULL << s->revealed[i][1];
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

/* Flat: dealer, offset, phase, turn, question, minus, leader, hands[4], passed[4],
 * received[4], taken[4], tricks[4], the trick's length, the trick, revealed pairs. */
#define FIXED 28

static const char *load(const Options *opts, State *raw, const int64_t *flat, int n) {
    SbeetState *s = (SbeetState *)raw;
    if (n < FIXED) return "a Bint Al-Sbeet state is too short";
    memset(s, 0, sizeof *s);
    if (flat[0] < 0 || flat[0] >= SEATS) return "dealer out of range";
    if (flat[1] < -1 || flat[1] > 1) return "the pass offset is -1, 0 or 1";
    if (flat[2] < PASSING || flat[2] > OVER) return "phase out of range";
    if (flat[3] < -1 || flat[3] >= SEATS || (flat[3] < 0) != (flat[2] == OVER)) {
        return "the seat to act does not fit the phase";
    }
    if (flat[4] < 0 || flat[4] >= QUESTIONS) return "question out of range";
    if (flat[5] < 0 || flat[5] > 15) return "minus out of range";
    if (flat[6] < 0 || flat[6] >= SEATS) return "leader out of range";
    s->dealer = (int)flat[0];
    s->offset = (int)flat[1];
    s->phase = (int)flat[2];
    s->turn = (int)flat[3];
    s->question = (int)flat[4];
    s->minus = (int)flat[5];
    s->leader = (int)flat[6];
    uint64_t seen = 0;
    for (int seat = 0; seat < SEATS; seat++) {
        int64_t hand = flat[7 + seat], picks = flat[11 + seat], got = flat[15 + seat];
        int64_t taken = flat[19 + seat], tricks = flat[23 + seat];
        if (hand < 0 || picks < 0 || got < 0 || taken < 0
            || (((uint64_t)hand | (uint64_t)picks | (uint64_t)got | (uint64_t)taken) & ~FULL_DECK)) {
            return "a hand holds a non-card";
        }
        if (tricks < 0 || tricks > 13) return "tricks out of range";
        if (((uint64_t)hand | (uint64_t)taken) & seen) return "a card is in two places";
        if ((uint64_t)hand & (uint64_t)taken) return "a card is in two places";
        seen |= (uint64_t)hand | (uint64_t)taken;
        s->hands[seat] = (uint64_t)hand;
        s->passed[seat] = (uint64_t)picks;
        s->received[seat] = (uint64_t)got;
        s->taken[seat] = (uint64_t)taken;
        s->tricks[seat] = (int)tricks;
    }
    s->trick_length = (int)flat[27];
    if (flat[27] < 0 || flat[27] >= SEATS || n < FIXED + s->trick_length) {
        return "the trick is out of range";
    }
    for (int i = 0; i < s->trick_length; i++) {
        int64_t c = flat[FIXED + i];
        if (c < 0 || c >= CARD_SLOTS || !(FULL_DECK >> c & 1)) return "the trick holds a non-card";
        if (seen >> c & 1) return "a card is in two places";
        seen |= 1ULL << c;
        s->trick[i] = (int)c;
    }
    if (seen != FULL_DECK) return "cards are missing";
    int rest = n - FIXED - s->trick_length;
    if (rest % 2 || rest > 4) return "revealed cards come as at most two (seat, card) pairs";
    s->revealed_count = rest / 2;
    for (int i = 0; i < s->revealed_count; i++) {
        int64_t seat = flat[FIXED + s->trick_length + 2 * i], c = flat[FIXED + s->trick_length + 2 * i + 1];
        if (seat < 0 || seat >= SEATS || (c != QUEEN_OF_SPADES && c != TEN_OF_DIAMONDS)) {
            return "a revealed card is out of range";
        }
        s->revealed[i][0] = (int)seat;
        s->revealed[i][1] = (int)c;
    }
    if (s->phase < PLAYING) {
        if (s->trick_length) return "a trick before the play";
        for (int seat = 0; seat < SEATS; seat++) {
            if (bit_count(s->hands[seat]) != 13) return "the hands are not full before the play";
        }
    }
    if (s->phase == PASSING) {
        /* Seats pick in turn from the seat after the dealer: those before the seat to
         * act have picked them all, those after it none. */
        int position = (s->turn - s->dealer - 1 + SEATS) % SEATS;
        for (int k = 0; k < SEATS; k++) {
            int seat = (s->dealer + 1 + k) % SEATS, picks = bit_count(s->passed[seat]);
            if (s->passed[seat] & ~s->hands[seat]) return "a seat picked a card it does not hold";
            if (k < position ? picks != opts->option[PASS_COUNT]
                : k > position ? picks != 0 : picks >= opts->option[PASS_COUNT]) {
                return "the picks do not fit the seat to act";
            }
        }
    }
    return s->phase == PLAYING ? check_trick(s) : NULL;
}

static int save(const Options *opts, const State *raw, int64_t *flat) {
    (void)opts;
    const SbeetState *s = (const SbeetState *)raw;
    int64_t head[7] = {s->dealer, s->offset, s->phase, s->turn, s->question, s->minus, s->leader};
    memcpy(flat, head, sizeof head);
    for (int seat = 0; seat < SEATS; seat++) {
        flat[7 + seat] = (int64_t)s->hands[seat];
        flat[11 + seat] = (int64_t)s->passed[seat];
        flat[15 + seat] = (int64_t)s->received[seat];
        flat[19 + seat] = (int64_t)s->taken[seat];
        flat[23 + seat] = s->tricks[seat];
    }
    flat[27] = s->trick_length;
    int n = FIXED;
    for (int i = 0; i < s->trick_length; i++) flat[n++] = s->trick[i];
    for (int i = 0; i < s->revealed_count; i++) {
        flat[n++] = s->revealed[i][0];
        flat[n++] = s->revealed[i][1];
    }
    return n;
}

const Rules bint_al_sbeet_rules = {
    "bint-al-sbeet", 5, check, deal, play_random, scores, never_void, next_seat,
    unique_lowest, load, save, NULL,
};
