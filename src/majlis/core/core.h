/* The compiled core: what every game file shares.
 *
 * The generator is splitmix64, bit for bit the one of majlis/rng.py: a draw becomes a
 * float as (next >> 11) / 2^53 and an index below n as (int)(float * n), both exact
 * in IEEE doubles, so the two paths make the same choices.  A game file offers one
 * Rules table (its hooks below); match.c plays hands and matches with any of them.
 */
#ifndef MAJLIS_CORE_H
#define MAJLIS_CORE_H

#include <stddef.h>
#include <stdint.h>

#define MAX_SEATS 8
#define MAX_OPTIONS 8
#define MAX_COUNT 1000000 /* the most points or hands an option may ask a match for */
#define STATE_WORDS 48

typedef struct {
    uint64_t state;
} Rng;

static inline uint64_t rng_next(Rng *rng) {
    uint64_t z = (rng->state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

static inline double rng_random(Rng *rng) {
    return (double)(rng_next(rng) >> 11) * (1.0 / 9007199254740992.0);
}

static inline int rng_below(Rng *rng, int n) {
    return (int)(rng_random(rng) * n);
}

/* The 64-bit seed of a stream key ("seed/hand/3"): FNV-1a, then the splitmix64 mix. */
uint64_t key_seed(const char *key);

static inline int bit_count(uint64_t mask) { return __builtin_popcountll(mask); }
static inline int lowest_bit(uint64_t mask) { return __builtin_ctzll(mask); }
static inline int highest_bit(uint64_t mask) { return 63 - __builtin_clzll(mask); }

/* The n-th set bit (from 0, lowest first) of mask. */
static inline int nth_bit(uint64_t mask, int n) {
    while (n-- > 0) mask &= mask - 1;
    return lowest_bit(mask);
}

/* A uniformly drawn set bit of a non-empty mask, as majlis.rng.pick. */
static inline int pick(uint64_t mask, Rng *rng) {
    return nth_bit(mask, rng_below(rng, bit_count(mask)));
}

/* Fisher-Yates on rng_random, as majlis.rng.shuffled. */
void shuffle(int *items, int n, Rng *rng);

/* Items dealt one at a time from the seat after the dealer, as protocol.deal_round. */
void deal_round(const int *items, int n, int seats, int dealer, uint64_t *hands);

/* The (seat, action) pairs of a hand, when the caller asks for them. */
typedef struct {
    int32_t *pairs; /* seat * 1024 + action */
    size_t len, cap;
    int failed;     /* out of memory */
} Log;

void log_add(Log *log, int seat, int action);

typedef struct {
    int seats;
    int option[MAX_OPTIONS];
} Options;

/* One option int of a game: its name (majlis/fast.py reads the game's attribute of that
 * name, or the codec it gives that name) and its range, which the binding checks, option by
 * option, before the game's own check sees the options together. */
typedef struct {
    const char *name;
    int low, high;
} OptionSpec;

/* A game declares its options once, as a list of X(INDEX, "name", low, high):
 * DECLARE_OPTIONS(LIST) makes of it the enum of their indices, OPTION_COUNT, and their
 * table option_specs (Rules's options). */
#define OPTION_INDEX(index, name, low, high) index,
#define OPTION_SPEC(index, name, low, high) [index] = {name, low, high},
#define DECLARE_OPTIONS(LIST)                                      \
    enum { LIST(OPTION_INDEX) OPTION_COUNT };                      \
    static const OptionSpec option_specs[] = {LIST(OPTION_SPEC)}; \
    _Static_assert(OPTION_COUNT <= MAX_OPTIONS, "the options fit in Options")

typedef struct {
    uint64_t word[STATE_WORDS];
} State;

/* A state as flat ints (what majlis/fast.py reads and writes, field by field): each game
 * declares its fields, by name, in its layout.  A field is length ints, or one per seat
 * (PER_SEAT), or a count and then that many (COUNTED), each int low..high. */
#define PER_SEAT (-1)
#define COUNTED 0
#define FLAT_MOST (2 * STATE_WORDS) /* the most ints of a flat state */
#define ANY_MASK 0, INT64_MAX       /* the range of a field of bit masks */

typedef struct {
    const char *name;
    int length;
    int64_t low, high;
} Field;

/* Where one field stands in a flat state. */
typedef struct {
    const int64_t *at;
    int length;
} Span;

/* The flat state being written, field after field (put_field). */
typedef struct {
    int64_t *flat;
    int n, next;        /* ints written, and the field they have reached */
    const Field *layout;
    int seats;
} FlatWriter;

/* The fields of flat[0..n) by layout into spans, each int in its field's range; error text
 * or NULL, and where the error is one field's, its name in *field. */
const char *split_fields(const Field *layout, int fields, int seats, const int64_t *flat,
                         int n, Span *spans, const char **field);

/* Writes field (the next of the layout) from values[0..count); a PER_SEAT field takes a
 * value a seat, a COUNTED one any count up to the caller's room. */
void put_field(FlatWriter *out, int field, const int64_t *values, int count);
void put_int(FlatWriter *out, int field, int64_t value);
/* Writes the next fields up to (not including) until, each one int: values[field]. */
void put_each(FlatWriter *out, const int64_t *values, int until);
void put_masks(FlatWriter *out, int field, const uint64_t *masks, int count);
void put_ints(FlatWriter *out, int field, const int *values, int count);

/* The budget of one decision of a search (majlis.bots.botkit.Budget): samples deals, each
 * solved exactly while exact_nodes > 0 suffices (else played out, the seat's next
 * planned_turns turns chosen by what it will have seen: at most MOST_PLANNED), win_bonus
 * added to the value of winning the hand. */
#define MOST_PLANNED 4

typedef struct {
    int samples, exact_nodes, planned_turns;
    double win_bonus;
} Budget;

/* One game's hooks.  States are the game's own struct inside State (checked by size). */
typedef struct {
    const char *id;
    const OptionSpec *options; /* the option ints in order (DECLARE_OPTIONS) */
    int option_count;
    /* Checks the options together (each is in its range) and sets seats; an error text or
     * NULL. */
    const char *(*check)(Options *opts);
    void (*deal)(const Options *opts, State *state, Rng *rng, int dealer,
                 const int *totals, int number);
    /* Random legal play to the end of the hand, one draw per choice; returns the
     * number of actions. */
    int64_t (*play_random)(const Options *opts, State *state, Rng *rng, Log *log);
    void (*scores)(const Options *opts, const State *state, int *out);
    int (*is_void)(const Options *opts, const State *state);
    int (*next_dealer)(const Options *opts, int dealer, const State *state);
    /* Winners as a seat mask after standings[0..count) (totals after each scored
     * hand), or 0 while the match goes on. */
    unsigned (*winners)(const Options *opts, const int (*standings)[MAX_SEATS], int count);
    /* A state from its flat ints, its fields found by the game's layout; error text or NULL. */
    const char *(*load)(const Options *opts, State *state, const Span *fields);
    void (*save)(const Options *opts, const State *state, FlatWriter *out);
    /* The rules policy of every seat to the end of the hand, or NULL if not written. */
    int64_t (*play_rules)(const Options *opts, State *state, Rng *rng, Log *log);
    const Field *layout; /* the fields of a flat state, in order */
    int fields;
    /* The search of one decision (NULL if not written): fills totals[legal_count] for the
     * seat to act in state as the Python SearchBot's loop over the game's sampler, whose
     * particular input is reading (the game's own type), and the rules playouts (or the
     * exact search, while budget->exact_nodes suffices) would; error text or NULL. */
    const char *(*search)(const Options *opts, const State *state, const void *reading,
                          const Budget *budget, const int *legal, int legal_count, Rng *rng,
                          double *totals);
    int max_action; /* the highest action the game has */
} Rules;

/* One try of majlis.bots.sampling.deal_once: the count items of order each to a seat that may
 * hold it and still needs one, with the chance of its need; 0 at a dead end. */
int deal_once(const int *order, int count, const uint64_t *may_hold, const int *need, int seats,
              Rng *rng, uint64_t *hands);

/* Each seat's value of a hand ending with scores when every seat is its own side and scores
 * are penalties, as majlis.bots.search._Judge.score_values: the mean of the others' scores
 * less its own, plus win_bonus where that is the best of the table's; and one seat's. */
void penalty_side_values(const int *scores, int seats, double win_bonus, double *values);
double penalty_side_value(const int *scores, int seats, int seat, double win_bonus);

/* The exact search of majlis.bots.search._Judge over one game's hooks: alpha-beta for two
 * sides (allies the seats of e->seat's), max-n for more (every seat its own).  moves gives
 * the seat to act (-1 once the hand is over) and fills actions in the order of the game's
 * legal_actions, returning their count; apply plays one; values gives every seat's value
 * (its side's) of a finished hand.  game is what the hooks read besides the state, size
 * the bytes of the game's state within State. */
#define MOST_ACTIONS 65 /* a card slot each, and a pass */

typedef struct Exact Exact;
struct Exact {
    const Options *opts;
    const void *game;
    size_t size;
    int (*moves)(const Exact *e, const State *s, int *seat, int *actions);
    void (*apply)(const Exact *e, State *s, int action);
    void (*values)(const Exact *e, const State *s, double *values);
    int seat, node_cap, nodes;
    unsigned allies; /* with two sides, the seats of e->seat's side; 0 for max-n */
};

/* _Judge.solve_children: each legal action's exact value for e->seat (into out), or 0 once
 * the search of this deal goes past e->node_cap nodes. */
int solve_children(Exact *e, const State *s, const int *legal, int legal_count, double *out);

/* What every search checks first: an error unless the hand goes on with e->seat to act and
 * each of legal[0..legal_count) is one of its moves; totals[0..legal_count) set to 0. */
const char *start_search(const Exact *e, const State *s, const int *legal, int legal_count,
                         double *totals);

/* The deals of one decision, for sum_deals: draw fills deal with the next sampled deal
 * (0 when none agrees with the view); play_out gives each legal action's value on a deal
 * after its rules playout. */
typedef struct Deals Deals;
struct Deals {
    int (*draw)(const Deals *d, State *deal);
    void (*play_out)(const Deals *d, const State *deal, double *values);
    void *game; /* the hooks' own, which draw may move on */
    const Options *opts;
    const int *legal;
    int legal_count;
    double win_bonus;
    Rng *rng;
};

/* The loop of the Python SearchBot over samples deals: each deal solved exactly by e while
 * its cap suffices (past the cap on one deal, that deal and the later ones played out), the
 * values added to totals; NULL, or an error. */
const char *sum_deals(Exact *e, const Deals *d, int samples, double *totals);

/* The hooks most games share: no hand is void, the deal passes to the next seat. */
int never_void(const Options *opts, const State *state);
int next_seat(const Options *opts, int dealer, const State *state);

/* The seats (a mask) with the lowest of totals[0..seats). */
unsigned lowest_seats(const int *totals, int seats);

/* Figures over random matches (majlis.simulate.Summary). */
typedef struct {
    int64_t matches, hands, voided;
    int64_t action_sum, action_min, action_max;
    int64_t score_count, score_sum, score_squares, score_min, score_max;
    int64_t wins[MAX_SEATS];
} Stats;

#define MAX_HANDS 4096

/* One random match from the seed text; hand logs go to log (NULL for none), each
 * hand's first pair preceded by a marker pair (seat -1, dealer).  Returns an error. */
const char *random_match(const Rules *rules, const Options *opts, const char *seed,
                         Stats *stats, Log *log);

#endif
