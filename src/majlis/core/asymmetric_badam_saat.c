/* Asymmetric Badam Saat, as majlis/games/asymmetric_badam_saat.py (the authority), and
 * the rules policy of majlis/bots/asymmetric_badam_saat.py.  Options: ace_low, games.
 * Two seats, four cards each, four on the table, a stock. */
#include <stdlib.h>
#include <string.h>

#include "cards.h"
#include "core.h"
#include "games.h"
#include "vector.h"

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

#define OPTIONS(X)           \
    X(ACE_LOW, "ace_low", 0, 1) \
    X(GAMES, "games", 1, MAX_COUNT)
DECLARE_OPTIONS(OPTIONS);

static const char *check(Options *opts) {
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

/* Plays card c (or passes, c == PASS) for the seat to act, keeping *open (the cards that
 * may go on the table) up to date; true when the hand ends. */
static inline int play(AsymmetricState *s, int c, int ace_low, uint64_t *open, Log *log) {
    int seat = s->turn;
    log_add(log, seat, c);
    if (c == PASS) {
        if (++s->passes == SEATS) {
            all_pass(s);
            s->passes = 0;
            s->missing_open = 1;
            *open = reach(s->table, 1, ace_low);
        }
    } else {
        s->hands[seat] &= ~(1ULL << c);
        s->table |= 1ULL << c;
        s->passes = 0;
        *open = reach(s->table, s->missing_open, ace_low);
        if (!s->hands[seat]) {
            s->turn = -1;
            s->winner = seat;
            return 1;
        }
    }
    s->turn = (seat + 1) % SEATS;
    return 0;
}

/* -- the rules policy (majlis.bots.asymmetric_badam_saat.card_score) ------------------ */

#define RUN 1.0
#define FAR 2.0
#define RELEASE 1.0
#define SHED 0.05
#define LINE 13

/* A card's place in its suit's line of ranks (Ace first when low, last when high). */
static int place(int c, int ace_low) {
    int rank = rank_of(c);
    if (rank == ACE) return ace_low ? 0 : LINE - 1;
    return ace_low ? rank - 1 : rank - 2;
}

static int line_card(int suit, int i, int ace_low) {
    int rank = ace_low ? (i == 0 ? ACE : i + 1) : i + 2;
    return card_of(suit, rank);
}

/* The score of one chain behind the candidate at place i, growing by step. */
static double chain_score(int suit, int i, int step, uint64_t hand, uint64_t table,
                          int ace_low, double share) {
    int released = 0, run = 0, far = 0, gap = 0;
    for (int j = i + step; j >= 0 && j < LINE; j += step) {
        int c = line_card(suit, j, ace_low);
        if (table >> c & 1) break;
        if (hand >> c & 1) {
            if (gap) far++;
            else run++;
        } else {
            if (!(run || far)) released++;
            gap = 1;
        }
    }
    return RUN * run + FAR * far - RELEASE * share * released;
}

/* How much the rules like playing the candidate: the chains away from the table card
 * it joins (both ways for the first card of its suit), up to the next table card. */
static double card_score(int candidate, uint64_t hand, uint64_t table, int ace_low,
                         double share) {
    int suit = suit_of(candidate), i = place(candidate, ace_low);
    int started = (table & SUIT_CARDS << (16 * suit)) != 0;
    double score = SHED * rank_value(candidate, ace_low);
    for (int step = 1; step >= -1; step -= 2) {
        int back = i - step;
        if (started && !(back >= 0 && back < LINE && table >> line_card(suit, back, ace_low) & 1)) {
            continue; /* nothing on the table on the other side: not the way it grows */
        }
        score += chain_score(suit, i, step, hand, table, ace_low, share);
    }
    return score;
}

static int choose_card(const AsymmetricState *s, uint64_t can, int ace_low) {
    int opponent = bit_count(s->hands[1 - s->turn]), stock = s->stock_end - s->stock_top;
    double share = (double)opponent / (opponent + stock > 1 ? opponent + stock : 1);
    int best = -1;
    double best_score = -1e9;
    for (; can; can &= can - 1) {
        int c = lowest_bit(can);
        double score = card_score(c, s->hands[s->turn], s->table, ace_low, share);
        if (score > best_score) {
            best = c;
            best_score = score;
        }
    }
    return best;
}

/* Plays to the end of the hand, each choice by the rules or at random (one draw a choice,
 * the lone pass included); returns the number of actions. */
static int64_t play_to_end(const Options *opts, State *raw, Rng *rng, Log *log, int by_rules) {
    AsymmetricState *s = (AsymmetricState *)raw;
    int ace_low = opts->option[ACE_LOW];
    uint64_t open = reach(s->table, s->missing_open, ace_low);
    int64_t actions = 0;
    while (s->turn >= 0) {
        uint64_t can = s->hands[s->turn] & open;
        int c;
        if (by_rules) {
            c = !can ? PASS
                : (can & (can - 1)) == 0 ? lowest_bit(can)
                : choose_card(s, can, ace_low);
        } else if (can) {
            c = pick(can, rng);
        } else {
            rng_next(rng); /* the choice of the lone legal pass */
            c = PASS;
        }
        actions++;
        if (play(s, c, ace_low, &open, log)) break;
    }
    return actions;
}

static int64_t play_random(const Options *opts, State *raw, Rng *rng, Log *log) {
    return play_to_end(opts, raw, rng, log, 0);
}

static int64_t play_rules(const Options *opts, State *raw, Rng *rng, Log *log) {
    return play_to_end(opts, raw, rng, log, 1);
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

/* The flat state (majlis/fast.py): the fields of AsymmetricState, the stock top first. */
enum { F_DEALER, F_TURN, F_WINNER, F_PASSES, F_MISSING_OPEN, F_TABLE, F_HANDS, F_STOCK, FIELDS };

static const Field layout[FIELDS] = {
    [F_DEALER] = {"dealer", 1, 0, SEATS - 1}, [F_TURN] = {"turn", 1, -1, SEATS - 1},
    [F_WINNER] = {"winner", 1, -1, SEATS - 1}, [F_PASSES] = {"passes", 1, 0, SEATS - 1},
    [F_MISSING_OPEN] = {"missing_open", 1, 0, 1}, [F_TABLE] = {"table", 1, ANY_MASK},
    [F_HANDS] = {"hands", SEATS, ANY_MASK}, [F_STOCK] = {"stock", COUNTED, 0, CARD_SLOTS - 1},
};

/* The cards of the table, the hands and the stock: every card in one place. */
static const char *load_cards(AsymmetricState *s, const Span *f) {
    uint64_t seen = 0;
    if (f[F_STOCK].length > STOCK_SIZE) return "the stock holds too many cards";
    s->stock_end = f[F_STOCK].length;
    const char *error = take_masks(f[F_TABLE].at, 1, FULL_DECK, &seen, &s->table);
    if (!error) error = take_masks(f[F_HANDS].at, SEATS, FULL_DECK, &seen, s->hands);
    if (!error) error = take_cards(f[F_STOCK].at, s->stock_end, &seen, s->stock);
    return error ? error : seen == FULL_DECK ? NULL : "cards are missing";
}

static const char *load(const Options *opts, State *raw, const Span *f) {
    (void)opts;
    AsymmetricState *s = (AsymmetricState *)raw;
    memset(s, 0, sizeof *s);
    s->dealer = (int)*f[F_DEALER].at;
    s->turn = (int)*f[F_TURN].at;
    s->winner = (int)*f[F_WINNER].at;
    s->passes = (int)*f[F_PASSES].at;
    s->missing_open = (int)*f[F_MISSING_OPEN].at;
    const char *error = load_cards(s, f);
    if (error != NULL) return error;
    if (s->turn >= 0 && (!s->hands[0] || !s->hands[1] || s->winner >= 0)) {
        return "a seat went out but the hand goes on";
    }
    return NULL;
}

static void save(const Options *opts, const State *raw, FlatWriter *out) {
    (void)opts;
    const AsymmetricState *s = (const AsymmetricState *)raw;
    int64_t head[F_HANDS] = {[F_DEALER] = s->dealer, [F_TURN] = s->turn,
                             [F_WINNER] = s->winner, [F_PASSES] = s->passes,
                             [F_MISSING_OPEN] = s->missing_open, [F_TABLE] = (int64_t)s->table};
    put_each(out, head, F_HANDS);
    put_masks(out, F_HANDS, s->hands, SEATS);
    put_ints(out, F_STOCK, s->stock + s->stock_top, s->stock_end - s->stock_top);
}

/* -- the search (majlis.bots.search on majlis.bots.asymmetric_badam_saat.sample_state) -- */

#define PLACES 3 /* where unknown cards go: the two hands (ours needs none), the stock */
#define STOCK_PLACE 2
#define DEAL_TRIES 40

typedef struct {
    int holders; /* how many places may hold the card */
    double draw;
    int card;
} Ordered;

/* Fewest holders first, ties in the order of the draws (then of the cards, as a stable sort). */
static int by_holders(const void *a, const void *b) {
    const Ordered *x = a, *y = b;
    if (x->holders != y->holders) return x->holders - y->holders;
    if (x->draw != y->draw) return x->draw < y->draw ? -1 : 1;
    return x->card - y->card;
}

/* majlis.bots.sampling.deal_unknown: the unknown cards to the places in their needs, none
 * of cannot[p] to place p; 0 if the constrained deal keeps failing. */
static int deal_unknown(uint64_t unknown, const int *need, const uint64_t *cannot, Rng *rng,
                        uint64_t *places) {
    uint64_t may_hold[PLACES];
    for (int p = 0; p < PLACES; p++) may_hold[p] = need[p] ? unknown & ~cannot[p] : 0;
    Ordered order[52];
    for (int tries = 0; tries < DEAL_TRIES; tries++) {
        int n = 0, cards[52];
        for (uint64_t m = unknown; m; m &= m - 1) {
            int c = lowest_bit(m), holders = 0;
            for (int p = 0; p < PLACES; p++) holders += (int)(may_hold[p] >> c & 1);
            order[n++] = (Ordered){holders, rng_random(rng), c};
        }
        qsort(order, (size_t)n, sizeof order[0], by_holders);
        for (int i = 0; i < n; i++) cards[i] = order[i].card;
        if (deal_once(cards, n, may_hold, need, PLACES, rng, places)) return 1;
    }
    return 0;
}

/* The value for seat, as majlis.bots.search._Judge.score_values with two sides: the
 * other's score less its own, plus the bonus when it is the better. */
static double side_value(const Options *opts, const AsymmetricState *s, int seat,
                         double win_bonus) {
    int out[SEATS];
    scores(opts, (const State *)s, out);
    double value = -1.0 * ((double)out[seat] - (double)out[1 - seat]);
    return value >= -value && win_bonus != 0.0 ? value + win_bonus : value;
}

/* AsymmetricBadamSaat.legal_actions into actions, in its order, and the seat to act (-1
 * once the hand is over): the moves of the exact search. */
static int moves(const Exact *e, const State *raw, int *seat, int *actions) {
    const AsymmetricState *s = (const AsymmetricState *)raw;
    *seat = s->turn;
    if (s->turn < 0) return 0;
    uint64_t can = s->hands[s->turn] & reach(s->table, s->missing_open, e->opts->option[ACE_LOW]);
    int n = 0;
    for (; can; can &= can - 1) actions[n++] = lowest_bit(can);
    if (!n) actions[n++] = PASS;
    return n;
}

/* AsymmetricBadamSaat.apply, for the exact search. */
static void exact_apply(const Exact *e, State *raw, int action) {
    uint64_t open;
    play((AsymmetricState *)raw, action, e->opts->option[ACE_LOW], &open, NULL);
}

/* _Judge.side_values: each seat's value of a finished hand, for the exact search (game is
 * the win bonus). */
static void exact_values(const Exact *e, const State *raw, double *values) {
    for (int seat = 0; seat < SEATS; seat++) {
        values[seat] = side_value(e->opts, (const AsymmetricState *)raw, seat,
                                  *(const double *)e->game);
    }
}

/* The deal of one sample: the unknown cards placed as sample_state places them, the stock
 * shuffled. */
static void sampled(const AsymmetricState *template, uint64_t unknown, const int *need,
                    const uint64_t *barred, Rng *rng, AsymmetricState *dealt) {
    static const uint64_t free[PLACES] = {0, 0, 0};
    uint64_t places[PLACES];
    if (!deal_unknown(unknown, need, barred, rng, places)) {
        deal_unknown(unknown, need, free, rng, places); /* never fails unbarred */
    }
    int opponent = 1 - template->turn;
    *dealt = *template;
    dealt->hands[opponent] = places[opponent];
    dealt->stock_top = 0;
    dealt->stock_end = 0;
    for (uint64_t m = places[STOCK_PLACE]; m; m &= m - 1) {
        dealt->stock[dealt->stock_end++] = lowest_bit(m);
    }
    shuffle(dealt->stock, dealt->stock_end, rng);
}

/* The values of the legal actions on one deal after their rules playouts (_Judge.after,
 * the search planning none of the seat's later turns). */
/* The values of the legal actions on one deal after their rules playouts (_Judge.after,
 * the search planning none of the seat's later turns). */
static void play_out(const Deals *d, const State *raw, double *values) {
    const AsymmetricState *deal = (const AsymmetricState *)raw;
    int ace_low = d->opts->option[ACE_LOW];
    for (int i = 0; i < d->legal_count; i++) {
        AsymmetricState s = *deal;
        uint64_t open = reach(s.table, s.missing_open, ace_low);
        if (!play(&s, d->legal[i], ace_low, &open, NULL)) {
            play_rules(d->opts, (State *)&s, d->rng, NULL);
        }
        values[i] = side_value(d->opts, &s, deal->turn, d->win_bonus);
    }
}

/* Where the unknown cards may go: the opponent's hand (barred from what it cannot hold) and
 * the stock, each to its count. */
typedef struct {
    const AsymmetricState *template;
    uint64_t unknown, barred[PLACES];
    int need[PLACES];
} Unknown;

static int draw(const Deals *d, State *deal) {
    Unknown *u = d->game;
    sampled(u->template, u->unknown, u->need, u->barred, d->rng, (AsymmetricState *)deal);
    return 1;
}

/* The search from raw, which holds our hand and the public table with any placement of the
 * unknown cards (its reading: the cards, a mask, the opponent cannot hold). */
static const char *search(const Options *opts, const State *raw, const void *reading,
                          const Budget *budget, const int *legal, int legal_count, Rng *rng,
                          double *totals) {
    const AsymmetricState *template = (const AsymmetricState *)raw;
    int seat = template->turn, opponent = 1 - seat;
    if (budget->planned_turns) return "this search plans no turns";
    Exact solver = {opts, &budget->win_bonus, sizeof(AsymmetricState), moves, exact_apply,
                    exact_values, seat, budget->exact_nodes, 0, 1u << (seat & 1)};
    const char *error = start_search(&solver, raw, legal, legal_count, totals);
    if (error != NULL) return error;
    Unknown u = {template, template->hands[opponent], {0, 0, 0},
                 {0, 0, template->stock_end - template->stock_top}};
    for (int i = template->stock_top; i < template->stock_end; i++) {
        u.unknown |= 1ULL << template->stock[i];
    }
    u.need[opponent] = bit_count(template->hands[opponent]);
    u.barred[opponent] = *(const uint64_t *)reading;
    Deals deals = {draw, play_out, &u, opts, legal, legal_count, budget->win_bonus, rng};
    return sum_deals(&solver, &deals, budget->samples, totals);
}

const Rules asymmetric_badam_saat_rules = {
    .id = "asymmetric-badam-saat", .options = option_specs, .option_count = OPTION_COUNT,
    .check = check, .deal = deal, .play_random = play_random, .scores = scores,
    .is_void = never_void, .next_dealer = next_seat, .winners = lowest_after, .load = load,
    .save = save, .play_rules = play_rules, .layout = layout, .fields = FIELDS,
    .search = search, .max_action = PASS,
};

/* -- the batched environment (vector.h; majlis.rl.adapters.asymmetric_badam_saat) ------ */

#define MOST_HELD (HAND_SIZE + (STOCK_SIZE + SEATS - 1) / SEATS) /* AsymmetricEncoder */

static int vec_obs_size(const Options *opts) {
    (void)opts;
    return 104 + 4 * SEATS + 2;
}

static int vec_legal(const Options *opts, const State *raw, int *seat, int *actions) {
    const AsymmetricState *s = (const AsymmetricState *)raw;
    *seat = s->turn;
    if (s->turn < 0) return 0;
    uint64_t cards = s->hands[s->turn] & reach(s->table, s->missing_open, opts->option[ACE_LOW]);
    int n = 0;
    for (; cards; cards &= cards - 1) actions[n++] = lowest_bit(cards);
    if (!n) actions[n++] = PASS;
    return n;
}

static void vec_apply(const Options *opts, State *raw, Memo *memo, int action) {
    AsymmetricState *s = (AsymmetricState *)raw;
    vec_note_pass(memo, s->turn, action == PASS);
    uint64_t open;
    play(s, action, opts->option[ACE_LOW], &open, NULL);
}

static int vec_rules_action(const Options *opts, const State *raw, const int *legal,
                            int count) {
    uint64_t can = 0;
    for (int i = 0; i < count; i++) can |= 1ULL << legal[i];
    return choose_card((const AsymmetricState *)raw, can, opts->option[ACE_LOW]);
}

/* AsymmetricEncoder: Badam Saat's blocks, the stock's size and the open suits. */
static void vec_encode(const Options *opts, const State *raw, const Memo *memo, int seat,
                       float *out) {
    (void)opts;
    const AsymmetricState *s = (const AsymmetricState *)raw;
    vec_put_cards(out, s->hands[seat]);
    vec_put_cards(out + 52, s->table);
    vec_put_seats(out + 104, memo->word[0], seat, SEATS);
    vec_put_seat_blocks(out + 104 + SEATS, s->hands, MOST_HELD, s->turn, s->dealer, seat, SEATS);
    float *stock = out + 104 + 4 * SEATS;
    stock[0] = (float)((double)(s->stock_end - s->stock_top) / STOCK_SIZE);
    stock[1] = (float)s->missing_open;
}

const VecGame asymmetric_badam_saat_vec = {
    &asymmetric_badam_saat_rules, PASS + 1, -1, vec_obs_size, vec_legal, vec_apply,
    vec_rules_action, vec_encode,
};
