/* Sedma, as majlis/games/sedma.py (the authority).  Options: target, forced_play,
 * finish_hand.  Tiles 0..27 low end first (majlis/dominoes.py); PASS is 28. */
#include <string.h>

#include "core.h"

#define SEATS 4
#define TILES 28
#define PASS 28
#define ALL_TILES ((1ULL << TILES) - 1)

typedef struct {
    uint64_t hands[SEATS];
    int train[TILES];
    int train_length;
    int dealer, end, turn, passes; /* end -1 before the lead; turn -1 once over */
    uint64_t doubles;
    int scores[SEATS], totals[SEATS];
} SedmaState;

_Static_assert(sizeof(SedmaState) <= sizeof(State), "the state fits");

enum { TARGET, FORCED_PLAY, FINISH_HAND };

static int low_end[TILES], high_end[TILES];
static uint64_t with_pips[7], doubles_mask;
static int tables_ready;

static void build_tables(void) {
    int t = 0;
    for (int low = 0; low < 7; low++) {
        for (int high = low; high < 7; high++, t++) {
            low_end[t] = low;
            high_end[t] = high;
            with_pips[low] |= 1ULL << t;
            with_pips[high] |= 1ULL << t;
            if (low == high) doubles_mask |= 1ULL << t;
        }
    }
    tables_ready = 1;
}

static const char *check(Options *opts) {
    if (opts->option[TARGET] < 1) return "target must be at least 1";
    if (opts->option[FORCED_PLAY] < 0 || opts->option[FORCED_PLAY] > 1) return "forced_play is 0 or 1";
    if (opts->option[FINISH_HAND] < 0 || opts->option[FINISH_HAND] > 1) return "finish_hand is 0 or 1";
    if (!tables_ready) build_tables();
    opts->seats = SEATS;
    return NULL;
}

static void deal(const Options *opts, State *raw, Rng *rng, int dealer, const int *totals,
                 int number) {
    (void)opts;
    (void)number;
    SedmaState *s = (SedmaState *)raw;
    int tiles[TILES];
    for (int t = 0; t < TILES; t++) tiles[t] = t;
    shuffle(tiles, TILES, rng);
    memset(s, 0, sizeof *s);
    deal_round(tiles, TILES, SEATS, dealer, s->hands);
    s->dealer = dealer;
    s->end = -1;
    for (int k = 0; k < SEATS; k++) s->totals[k] = totals[k];
    for (int k = dealer; k < dealer + SEATS; k++) {
        if (s->hands[k % SEATS] & doubles_mask) {
            s->turn = k % SEATS;
            break;
        }
    }
}

static uint64_t playable(uint64_t hand, int end) {
    return hand & (end >= 0 ? with_pips[end] : doubles_mask);
}

static int may_pass(const Options *opts, uint64_t fits, int end) {
    return !fits || (end >= 0 && !opts->option[FORCED_PLAY]);
}

static int points(int tile, uint64_t doubles) {
    if (!(doubles_mask >> tile & 1)) return 0;
    uint64_t below = tile ? doubles_mask & ((1ULL << tile) - 1) : doubles_mask;
    return 1 + bit_count(doubles & below);
}

static void pass(SedmaState *s, Log *log) {
    log_add(log, s->turn, PASS);
    s->passes++;
    s->turn = s->passes == SEATS ? -1 : (s->turn + 1) % SEATS;
}

static void set_tile(const Options *opts, SedmaState *s, int tile, Log *log) {
    int seat = s->turn;
    log_add(log, seat, tile);
    s->hands[seat] ^= 1ULL << tile;
    s->end = low_end[tile] == s->end ? high_end[tile] : low_end[tile];
    if (doubles_mask >> tile & 1) {
        s->scores[seat] += points(tile, s->doubles);
        s->doubles |= 1ULL << tile;
    }
    s->train[s->train_length++] = tile;
    s->passes = 0;
    uint64_t remaining = s->hands[0] | s->hands[1] | s->hands[2] | s->hands[3];
    int over = !s->hands[seat] || !(remaining & with_pips[s->end])
               || (s->totals[seat] + s->scores[seat] >= opts->option[TARGET]
                   && !opts->option[FINISH_HAND]);
    s->turn = over ? -1 : (seat + 1) % SEATS;
}

static int64_t play_random(const Options *opts, State *raw, Rng *rng, Log *log) {
    SedmaState *s = (SedmaState *)raw;
    int64_t actions = 0;
    while (s->turn >= 0) {
        uint64_t fits = playable(s->hands[s->turn], s->end);
        int count = bit_count(fits);
        int choice = rng_below(rng, may_pass(opts, fits, s->end) ? count + 1 : count);
        if (choice == count) {
            pass(s, log); /* PASS sorts after every tile */
        } else {
            set_tile(opts, s, nth_bit(fits, choice), log);
        }
        actions++;
    }
    return actions;
}

static void scores(const Options *opts, const State *raw, int *out) {
    (void)opts;
    const SedmaState *s = (const SedmaState *)raw;
    for (int k = 0; k < SEATS; k++) out[k] = s->scores[k];
}

static unsigned unique_leader(const Options *opts, const int (*standings)[MAX_SEATS],
                              int count) {
    const int *totals = standings[count - 1];
    int best = totals[0];
    for (int k = 1; k < SEATS; k++) best = totals[k] > best ? totals[k] : best;
    unsigned leaders = 0;
    for (int k = 0; k < SEATS; k++) leaders |= (unsigned)(totals[k] == best) << k;
    return best >= opts->option[TARGET] && bit_count(leaders) == 1 ? leaders : 0;
}

/* Flat: dealer, turn, end, doubles, passes, hands[4], scores[4], totals[4], train... */
#define FIXED 17

static const char *load(const Options *opts, State *raw, const int64_t *flat, int n) {
    (void)opts;
    SedmaState *s = (SedmaState *)raw;
    if (n < FIXED || n > FIXED + TILES) {
        return "a Sedma state is dealer, turn, end, doubles, passes, hands, scores, totals, train";
    }
    memset(s, 0, sizeof *s);
    if (flat[0] < 0 || flat[0] >= SEATS) return "dealer out of range";
    if (flat[1] < -1 || flat[1] >= SEATS) return "turn out of range";
    if (flat[2] < -1 || flat[2] > 6) return "the open end is out of range";
    if (flat[3] < 0 || ((uint64_t)flat[3] & ~doubles_mask)) return "doubles must be doubles";
    if (flat[4] < 0 || flat[4] > SEATS || (flat[4] == SEATS && flat[1] >= 0)) {
        return "passes out of range";
    }
    s->dealer = (int)flat[0];
    s->turn = (int)flat[1];
    s->end = (int)flat[2];
    s->doubles = (uint64_t)flat[3];
    s->passes = (int)flat[4];
    uint64_t seen = 0;
    for (int k = 0; k < SEATS; k++) {
        int64_t hand = flat[5 + k], score = flat[9 + k], total = flat[13 + k];
        if (hand < 0 || ((uint64_t)hand & ~ALL_TILES)) return "a hand holds a non-tile";
        if ((uint64_t)hand & seen) return "a tile is in two places";
        if (score < 0 || score > 1000 || total < -1000000 || total > 1000000) {
            return "a score is out of range";
        }
        seen |= (uint64_t)hand;
        s->hands[k] = (uint64_t)hand;
        s->scores[k] = (int)score;
        s->totals[k] = (int)total;
    }
    s->train_length = n - FIXED;
    for (int i = 0; i < s->train_length; i++) {
        int64_t tile = flat[FIXED + i];
        if (tile < 0 || tile >= TILES) return "the train holds a non-tile";
        if (seen >> tile & 1) return "a tile is in two places";
        seen |= 1ULL << tile;
        s->train[i] = (int)tile;
    }
    if (seen != ALL_TILES) return "tiles are missing";
    return NULL;
}

static int save(const Options *opts, const State *raw, int64_t *flat) {
    (void)opts;
    const SedmaState *s = (const SedmaState *)raw;
    flat[0] = s->dealer;
    flat[1] = s->turn;
    flat[2] = s->end;
    flat[3] = (int64_t)s->doubles;
    flat[4] = s->passes;
    for (int k = 0; k < SEATS; k++) {
        flat[5 + k] = (int64_t)s->hands[k];
        flat[9 + k] = s->scores[k];
        flat[13 + k] = s->totals[k];
    }
    for (int i = 0; i < s->train_length; i++) flat[FIXED + i] = s->train[i];
    return FIXED + s->train_length;
}

const Rules sedma_rules = {
    "sedma", 3, check, deal, play_random, scores, never_void, next_seat, unique_leader,
    load, save, NULL,
};
