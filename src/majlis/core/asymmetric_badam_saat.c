/* Asymmetric Badam Saat, as majlis/games/asymmetric_badam_saat.py (the authority).
 * Options: ace_low, games.  Two seats, four cards each, four on the table, a stock. */
#include <string.h>

#include "cards.h"
#include "core.h"

#define SEATS 2
#define HAND_SIZE 4
#define TABLE_SIZE 4
#define STOCK_SIZE (52 - SEATS * HAND_SIZE - TABLE_SIZE)
#define PASS 64

typedef struct {
    uint64_t hands[SEATS];
    uint64_t table;
    int stock[STOCK_SIZE]; /* top first, from stock_top on */
    int stock_top, stock_end;
    int dealer, turn, winner, passes, missing_open;
} AsymmetricState;

_Static_assert(sizeof(AsymmetricState) <= sizeof(State), "the state fits");

enum { ACE_LOW, GAMES };

static const char *check(Options *opts) {
    if (opts->option[ACE_LOW] < 0 || opts->option[ACE_LOW] > 1) return "ace_low must be 0 or 1";
    if (opts->option[GAMES] < 1) return "games must be at least 1";
    opts->seats = SEATS;
    return NULL;
}

static void deal(const Options *opts, State *raw, Rng *rng, int dealer, const int *totals,
                 int number) {
    (void)opts;
    (void)totals;
    (void)number;
    AsymmetricState *s = (AsymmetricState *)raw;
    int deck[52];
    deck_cards(deck);
    shuffle(deck, 52, rng);
    memset(s, 0, sizeof *s);
    deal_round(deck, SEATS * HAND_SIZE, SEATS, dealer, s->hands);
    for (int i = 0; i < TABLE_SIZE; i++) s->table |= 1ULL << deck[SEATS * HAND_SIZE + i];
    memcpy(s->stock, deck + SEATS * HAND_SIZE + TABLE_SIZE, sizeof s->stock);
    s->stock_end = STOCK_SIZE;
    s->dealer = dealer;
    s->turn = (dealer + 1) % SEATS;
    s->winner = -1;
}

static uint64_t missing_suits(uint64_t table) {
    uint64_t missing = 0;
    for (int suit = 0; suit < 4; suit++) {
        uint64_t cards = SUIT_CARDS << (16 * suit);
        if (!(table & cards)) missing |= cards;
    }
    return missing;
}

static uint64_t reach(uint64_t table, int missing_open, int ace_low) {
    uint64_t cards = adjacent(table, ace_low);
    return missing_open ? cards | missing_suits(table) : cards;
}

/* An all-pass opens the missing suits; if that lets nobody play, each seat in deal
 * order draws the top card while any is left. */
static void all_pass(AsymmetricState *s) {
    uint64_t missing = missing_suits(s->table);
    if ((s->hands[0] | s->hands[1]) & missing) return;
    for (int i = 0; i < SEATS && s->stock_top < s->stock_end; i++) {
        s->hands[(s->dealer + 1 + i) % SEATS] |= 1ULL << s->stock[s->stock_top++];
    }
}

static int64_t play_random(const Options *opts, State *raw, Rng *rng, Log *log) {
    AsymmetricState *s = (AsymmetricState *)raw;
    int ace_low = opts->option[ACE_LOW];
    int64_t actions = 0;
    if (s->turn < 0) return 0;
    uint64_t open_cards = reach(s->table, s->missing_open, ace_low);
    for (;; s->turn = (s->turn + 1) % SEATS) {
        int seat = s->turn;
        uint64_t cards = s->hands[seat] & open_cards;
        actions++;
        if (cards) {
            int c = pick(cards, rng);
            log_add(log, seat, c);
            s->hands[seat] &= ~(1ULL << c);
            s->table |= 1ULL << c;
            open_cards = reach(s->table, s->missing_open, ace_low);
            s->passes = 0;
            if (!s->hands[seat]) {
                s->turn = -1;
                s->winner = seat;
                return actions;
            }
        } else {
            rng_next(rng); /* the choice of the lone legal pass */
            log_add(log, seat, PASS);
            if (++s->passes == SEATS) {
                all_pass(s);
                s->passes = 0;
                s->missing_open = 1;
                open_cards = reach(s->table, 1, ace_low);
            }
        }
    }
}

static void scores(const Options *opts, const State *raw, int *out) {
    const AsymmetricState *s = (const AsymmetricState *)raw;
    uint64_t stock = 0;
    for (int i = s->stock_top; i < s->stock_end; i++) stock |= 1ULL << s->stock[i];
    for (int seat = 0; seat < SEATS; seat++) {
        out[seat] = s->winner >= 0 && seat != s->winner
                        ? penalty(s->hands[seat] | stock, opts->option[ACE_LOW]) : 0;
    }
}

static unsigned lowest_after(const Options *opts, const int (*standings)[MAX_SEATS],
                             int count) {
    return count < opts->option[GAMES] ? 0 : lowest_seats(standings[count - 1], SEATS);
}

/* Flat: dealer, turn, winner, passes, missing_open, table, hands[2], stock (top first). */
#define FIXED 8

static const char *load(const Options *opts, State *raw, const int64_t *flat, int n) {
    (void)opts;
    AsymmetricState *s = (AsymmetricState *)raw;
    if (n < FIXED || n > FIXED + STOCK_SIZE) {
        return "an Asymmetric Badam Saat state is dealer, turn, winner, passes, "
               "missing_open, table, hands, stock";
    }
    memset(s, 0, sizeof *s);
    if (flat[0] < 0 || flat[0] >= SEATS) return "dealer out of range";
    if (flat[1] < -1 || flat[1] >= SEATS) return "turn out of range";
    if (flat[2] < -1 || flat[2] >= SEATS) return "winner out of range";
    if (flat[3] < 0 || flat[3] >= SEATS) return "passes out of range";
    if (flat[4] < 0 || flat[4] > 1) return "missing_open is 0 or 1";
    s->dealer = (int)flat[0];
    s->turn = (int)flat[1];
    s->winner = (int)flat[2];
    s->passes = (int)flat[3];
    s->missing_open = (int)flat[4];
    uint64_t seen = 0;
    for (int i = 5; i < FIXED; i++) {
        if (flat[i] < 0 || ((uint64_t)flat[i] & ~FULL_DECK)) return "a hand holds a non-card";
        if ((uint64_t)flat[i] & seen) return "a card is in two places";
        seen |= (uint64_t)flat[i];
    }
    s->table = (uint64_t)flat[5];
    s->hands[0] = (uint64_t)flat[6];
    s->hands[1] = (uint64_t)flat[7];
    s->stock_end = n - FIXED;
    for (int i = 0; i < s->stock_end; i++) {
        int64_t c = flat[FIXED + i];
        if (c < 0 || c >= CARD_SLOTS || !(FULL_DECK >> c & 1)) return "the stock holds a non-card";
        if (seen >> c & 1) return "a card is in two places";
        seen |= 1ULL << c;
        s->stock[i] = (int)c;
    }
    if (seen != FULL_DECK) return "cards are missing";
    if (s->turn >= 0 && (!s->hands[0] || !s->hands[1] || s->winner >= 0)) {
        return "a seat went out but the hand goes on";
    }
    return NULL;
}

static int save(const Options *opts, const State *raw, int64_t *flat) {
    (void)opts;
    const AsymmetricState *s = (const AsymmetricState *)raw;
    int64_t fixed[FIXED] = {s->dealer, s->turn, s->winner, s->passes, s->missing_open,
                            (int64_t)s->table, (int64_t)s->hands[0], (int64_t)s->hands[1]};
    memcpy(flat, fixed, sizeof fixed);
    int n = FIXED;
    for (int i = s->stock_top; i < s->stock_end; i++) flat[n++] = s->stock[i];
    return n;
}

const Rules asymmetric_badam_saat_rules = {
    "asymmetric-badam-saat", 2, check, deal, play_random, scores, never_void, next_seat,
    lowest_after, load, save, NULL,
};
