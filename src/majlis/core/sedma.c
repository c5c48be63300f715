/* Sedma, as majlis/games/sedma.py (the authority), and the rules policy of
 * majlis/bots/sedma.py.  Options: target, forced_play, finish_hand.  Tiles 0..27 low
 * end first (majlis/dominoes.py); PASS is 28. */
#include <math.h>
#include <string.h>

#include "core.h"
#include "sedma.h"
#include "vector.h"

#define SEATS 4
#define TILES 28
#define PASS 28
#define ALL_TILES ((1ULL << TILES) - 1)

#define PASSES_SHIFT 5 /* a train entry is tile | passes before it << PASSES_SHIFT */
#define TILE_BITS ((1 << PASSES_SHIFT) - 1)

typedef struct {
    uint64_t hands[SEATS];
    int train[TILES]; /* the tiles set, each with the passes just before it */
    int train_length;
    int dealer, leader, end, turn, passes; /* end -1 before the lead; turn -1 once over */
    uint64_t doubles;
    int scores[SEATS], totals[SEATS];
    uint64_t lacks[SEATS]; /* what each seat's play shows it lacks (bots.sedma.cannot_hold) */
} SedmaState;

_Static_assert(sizeof(SedmaState) <= sizeof(State), "the state fits");

#define OPTIONS(X)                   \
    X(TARGET, "target", 1, MAX_COUNT)   \
    X(FORCED_PLAY, "forced_play", 0, 1) \
    X(FINISH_HAND, "finish_hand", 0, 1)
DECLARE_OPTIONS(OPTIONS);

static int low_end[TILES], high_end[TILES], double_of[7];
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
            if (low == high) {
                doubles_mask |= 1ULL << t;
                double_of[low] = t;
            }
        }
    }
    tables_ready = 1;
}

static const char *check(Options *opts) {
    if (!tables_ready) build_tables();
    opts->seats = SEATS;
    return NULL;
}

/* FUTURE of bots.sedma: the most lower doubles a double of these pips can find in
 * the train when set (0-0, high when set, counts all six others). */
static const int future[7] = {6, 1, 2, 3, 4, 5, 6};

static int pips_of(int double_tile) { return low_end[double_tile]; }

/* What a seat shows it lacks by taking action on end (-1: the lead) with doubles in
 * the train, read as rules players play (bots.sedma.shown_lacking). */
static uint64_t shown_lacking(int action, int end, uint64_t doubles) {
    if (action == PASS) return with_pips[end];
    if (end < 0) {
        uint64_t lacks = 0;
        for (int p = 0; p < 7; p++) {
            if (future[p] < future[pips_of(action)]) lacks |= 1ULL << double_of[p];
        }
        return lacks;
    }
    int double_here = double_of[end];
    return action != double_here && !(doubles >> double_here & 1) ? 1ULL << double_here : 0;
}

/* The seats the lead offer passed by hold no double. */
static void read_lead_offer(SedmaState *s) {
    for (int k = s->dealer; k % SEATS != s->leader; k++) s->lacks[k % SEATS] |= doubles_mask;
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
            s->turn = s->leader = k % SEATS;
            break;
        }
    }
    read_lead_offer(s);
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
    s->lacks[s->turn] |= shown_lacking(PASS, s->end, s->doubles);
    s->passes++;
    s->turn = s->passes == SEATS ? -1 : (s->turn + 1) % SEATS;
}

static void set_tile(const Options *opts, SedmaState *s, int tile, Log *log) {
    int seat = s->turn;
    log_add(log, seat, tile);
    s->lacks[seat] |= shown_lacking(tile, s->end, s->doubles);
    s->hands[seat] ^= 1ULL << tile;
    s->end = low_end[tile] == s->end ? high_end[tile] : low_end[tile];
    if (doubles_mask >> tile & 1) {
        s->scores[seat] += points(tile, s->doubles);
        s->doubles |= 1ULL << tile;
    }
    s->train[s->train_length++] = tile | s->passes << PASSES_SHIFT;
    s->passes = 0;
    uint64_t remaining = s->hands[0] | s->hands[1] | s->hands[2] | s->hands[3];
    int over = !s->hands[seat] || !(remaining & with_pips[s->end])
               || (s->totals[seat] + s->scores[seat] >= opts->option[TARGET]
                   && !opts->option[FINISH_HAND]);
    s->turn = over ? -1 : (seat + 1) % SEATS;
}

static void act(const Options *opts, SedmaState *s, int action, Log *log) {
    if (action == PASS) {
        pass(s, log);
    } else {
        set_tile(opts, s, action, log);
    }
}

static int64_t play_random(const Options *opts, State *raw, Rng *rng, Log *log) {
    SedmaState *s = (SedmaState *)raw;
    int64_t actions = 0;
    while (s->turn >= 0) {
        uint64_t fits = playable(s->hands[s->turn], s->end);
        int count = bit_count(fits);
        int choice = rng_below(rng, may_pass(opts, fits, s->end) ? count + 1 : count);
        act(opts, s, choice == count ? PASS : nth_bit(fits, choice), log); /* PASS sorts last */
        actions++;
    }
    return actions;
}

/* -- the rules policy (majlis.bots.sedma.choose) ------------------------------------ */

#define SAFE_END 0.95
#define OWN_END 0.55
#define OPEN_TILE 0.23
#define GIVE 2.07
#define OUT_DOUBLE 0.45
#define EARLY 0.36
#define END 0.21
#define END_DOUBLE 1.48
#define PASS_MARGIN 0.0
#define LEAD_PIPS 0.5

/* The lead: the double worth least later, from the pips held most of; the lowest tile
 * on equal terms. */
static int lead_double(uint64_t hand) {
    int best = -1;
    double best_key = 0.0;
    for (uint64_t ds = hand & doubles_mask; ds; ds &= ds - 1) {
        int d = lowest_bit(ds), p = pips_of(d);
        double key = -future[p] + LEAD_PIPS * bit_count(hand & with_pips[p]);
        if (best < 0 || key > best_key) {
            best = d;
            best_key = key;
        }
    }
    return best;
}

/* bots.sedma.Odds: rough chances of who holds the unseen tiles. */
typedef struct {
    int others[SEATS - 1];
    int counts[SEATS];
    uint64_t may_hold[SEATS];
} Odds;

static double room_for(const Odds *o, int tile) {
    int room = 0;
    for (int i = 0; i < SEATS - 1; i++) {
        if (o->may_hold[o->others[i]] >> tile & 1) room += o->counts[o->others[i]];
    }
    return room;
}

static double holds(const Odds *o, int seat, int tile) {
    if (!(o->may_hold[seat] >> tile & 1)) return 0.0;
    return o->counts[seat] / room_for(o, tile);
}

static double lacks_pips(const Odds *o, int seat, int pips) {
    double p = 1.0;
    for (uint64_t tiles = o->may_hold[seat] & with_pips[pips]; tiles; tiles &= tiles - 1) {
        p *= 1.0 - o->counts[seat] / room_for(o, lowest_bit(tiles));
    }
    return p;
}

static int nobody_holds(const Odds *o, int pips) {
    for (int i = 0; i < SEATS - 1; i++) {
        if (o->may_hold[o->others[i]] & with_pips[pips]) return 0;
    }
    return 1;
}

static double tile_value(int t, uint64_t hand, int end, uint64_t doubles, uint64_t unseen,
                         const Odds *o) {
    uint64_t after = doubles | (1ULL << t & doubles_mask);
    uint64_t left = hand & ~(1ULL << t);
    int x = low_end[t] == end ? high_end[t] : low_end[t];
    int here = double_of[end];
    double value = points(t, doubles);
    if ((hand >> here & 1) && t != here) value -= points(here, doubles);
    if (!left || (!(left & with_pips[x]) && nobody_holds(o, x))) {
        return value + END + END_DOUBLE * (bit_count(unseen & doubles_mask)
                                           - bit_count(left & doubles_mask));
    }
    value -= OPEN_TILE * bit_count(unseen & with_pips[x]);
    int xx = double_of[x];
    if (after >> xx & 1) return value + SAFE_END;
    if (left >> xx & 1) return nobody_holds(o, x) ? value + points(xx, after) : value - OWN_END;
    double sets = 0.0, reach = 1.0;
    for (int i = 0; i < SEATS - 1; i++) {
        sets += reach * holds(o, o->others[i], xx);
        reach *= lacks_pips(o, o->others[i], x);
    }
    int gain = points(xx, after);
    return value - gain * (GIVE * sets - OUT_DOUBLE)
           + EARLY * bit_count(doubles_mask & ~after);
}

/* The rules' action for the seat to move in s, from its tiles and what it has seen. */
static int choose(const Options *opts, const SedmaState *s) {
    int seat = s->turn;
    uint64_t hand = s->hands[seat], fits = playable(hand, s->end);
    if (s->end < 0) return lead_double(hand);
    if (!fits) return PASS;
    Odds o;
    uint64_t unseen = 0;
    for (int k = 0; k < SEATS; k++) {
        o.counts[k] = bit_count(s->hands[k]);
        if (k != seat) unseen |= s->hands[k];
    }
    for (int i = 0; i < SEATS - 1; i++) o.others[i] = (seat + 1 + i) % SEATS;
    for (int k = 0; k < SEATS; k++) o.may_hold[k] = unseen & ~s->lacks[k];
    int best = -1;
    double best_value = -1e9;
    for (; fits; fits &= fits - 1) {
        int t = lowest_bit(fits);
        double v = tile_value(t, hand, s->end, s->doubles, unseen, &o);
        if (v > best_value) {
            best = t;
            best_value = v;
        }
    }
    return !opts->option[FORCED_PLAY] && best_value < -PASS_MARGIN ? PASS : best;
}

static int64_t play_rules(const Options *opts, State *raw, Rng *rng, Log *log) {
    (void)rng;
    SedmaState *s = (SedmaState *)raw;
    int64_t actions = 0;
    while (s->turn >= 0) {
        uint64_t fits = playable(s->hands[s->turn], s->end);
        int lone = fits && !(fits & (fits - 1)) && (s->end < 0 || opts->option[FORCED_PLAY]);
        act(opts, s, lone ? lowest_bit(fits) : choose(opts, s), log);
        actions++;
    }
    return actions;
}

/* -- scores, the match, flat states -------------------------------------------------- */

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

#define MAX_HISTORY (SEATS * TILES + SEATS)

/* The hand's (seat, action) pairs, from the train, the passes before each tile and
 * the passes since the last; returns how many. */
static int history_of(const SedmaState *s, int *who, int *action) {
    int n = 0, seat = s->leader;
    for (int i = 0; i <= s->train_length; i++) {
        int passes = i < s->train_length ? s->train[i] >> PASSES_SHIFT : s->passes;
        for (int k = 0; k < passes; k++, n++, seat = (seat + 1) % SEATS) {
            who[n] = seat;
            action[n] = PASS;
        }
        if (i == s->train_length) break;
        who[n] = seat;
        action[n++] = s->train[i] & TILE_BITS;
        seat = (seat + 1) % SEATS;
    }
    return n;
}

/* What the history shows each seat lacks, as bots.sedma.cannot_hold reads it; with
 * certain_only, what the rules make certain (Sedma.cannot_hold in play: the lead offer
 * and, with forced play, the passes). */
static void read_history(const Options *opts, const SedmaState *s, int certain_only,
                         uint64_t *lacks) {
    int who[MAX_HISTORY], action[MAX_HISTORY], n = history_of(s, who, action);
    SedmaState replay = {.dealer = s->dealer, .leader = s->leader, .end = -1};
    read_lead_offer(&replay);
    for (int i = 0; i < n; i++) {
        if (!certain_only || (opts->option[FORCED_PLAY] && action[i] == PASS)) {
            replay.lacks[who[i]] |= shown_lacking(action[i], replay.end, replay.doubles);
        }
        if (action[i] != PASS) {
            replay.end = low_end[action[i]] == replay.end ? high_end[action[i]]
                                                          : low_end[action[i]];
            replay.doubles |= 1ULL << action[i] & doubles_mask;
        }
    }
    memcpy(lacks, replay.lacks, sizeof replay.lacks);
}

/* The flat state (majlis/fast.py): the fields of SedmaState, the train's entries each a
 * tile | the passes just before it << PASSES_SHIFT (the history of what the rules players
 * have seen). */
enum {
    F_DEALER, F_LEADER, F_TURN, F_END, F_DOUBLES, F_PASSES, F_HANDS, F_SCORES, F_TOTALS,
    F_TRAIN, FIELDS
};

static const Field layout[FIELDS] = {
    [F_DEALER] = {"dealer", 1, 0, SEATS - 1}, [F_LEADER] = {"leader", 1, 0, SEATS - 1},
    [F_TURN] = {"turn", 1, -1, SEATS - 1}, [F_END] = {"end", 1, -1, 6},
    [F_DOUBLES] = {"doubles", 1, ANY_MASK}, [F_PASSES] = {"passes", 1, 0, SEATS},
    [F_HANDS] = {"hands", SEATS, ANY_MASK}, [F_SCORES] = {"scores", SEATS, 0, 1000},
    [F_TOTALS] = {"totals", SEATS, -MAX_COUNT, MAX_COUNT}, [F_TRAIN] = {"train", COUNTED, ANY_MASK},
};

static const char *load_train(SedmaState *s, const Span *train, uint64_t seen) {
    int n = train->length;
    if (n > TILES) return "the train holds too many tiles";
    s->train_length = n;
    for (int i = 0; i < n; i++) {
        int64_t entry = train->at[i], tile = entry & TILE_BITS, before = entry >> PASSES_SHIFT;
        if (tile >= TILES || before >= (i ? SEATS : 1)) {
            return "the train holds a non-tile, or too many passes before one";
        }
        if (seen >> tile & 1) return "a tile is in two places";
        seen |= 1ULL << tile;
        s->train[i] = (int)entry;
    }
    if (seen != ALL_TILES) return "tiles are missing";
    if ((n == 0) != (s->end < 0)) return "the open end is -1 exactly before the lead";
    if (s->end < 0 && s->turn >= 0 && !(s->hands[s->turn] & doubles_mask)) {
        return "the seat to lead holds no double";
    }
    return NULL;
}

static const char *load(const Options *opts, State *raw, const Span *f) {
    SedmaState *s = (SedmaState *)raw;
    int64_t turn = *f[F_TURN].at, passes = *f[F_PASSES].at;
    memset(s, 0, sizeof *s);
    if ((uint64_t)*f[F_DOUBLES].at & ~doubles_mask) return "doubles must be doubles";
    if ((passes == SEATS && turn >= 0) || (passes && !f[F_TRAIN].length)) {
        return "passes do not fit the hand";
    }
    s->dealer = (int)*f[F_DEALER].at;
    s->leader = (int)*f[F_LEADER].at;
    s->turn = (int)turn;
    s->end = (int)*f[F_END].at;
    s->doubles = (uint64_t)*f[F_DOUBLES].at;
    s->passes = (int)passes;
    uint64_t seen = 0;
    for (int k = 0; k < SEATS; k++) {
        int64_t hand = f[F_HANDS].at[k], score = f[F_SCORES].at[k], total = f[F_TOTALS].at[k];
        if ((uint64_t)hand & ~ALL_TILES) return "a hand holds a non-tile";
        if ((uint64_t)hand & seen) return "a tile is in two places";
        seen |= (uint64_t)hand;
        s->hands[k] = (uint64_t)hand;
        s->scores[k] = (int)score;
        s->totals[k] = (int)total;
    }
    const char *error = load_train(s, &f[F_TRAIN], seen);
    if (error != NULL) return error;
    read_history(opts, s, 0, s->lacks);
    return NULL;
}

static void save(const Options *opts, const State *raw, FlatWriter *out) {
    (void)opts;
    const SedmaState *s = (const SedmaState *)raw;
    int64_t head[F_HANDS] = {[F_DEALER] = s->dealer, [F_LEADER] = s->leader, [F_TURN] = s->turn,
                             [F_END] = s->end, [F_DOUBLES] = (int64_t)s->doubles,
                             [F_PASSES] = s->passes};
    put_each(out, head, F_HANDS);
    put_masks(out, F_HANDS, s->hands, SEATS);
    put_ints(out, F_SCORES, s->scores, SEATS);
    put_ints(out, F_TOTALS, s->totals, SEATS);
    put_ints(out, F_TRAIN, s->train, s->train_length);
}

/* -- the search (majlis.bots.search on majlis.bots.sedma.sampler) ------------------ */

/* One set of constraints of the sampler: what each seat may hold, and the unseen
 * tiles in the order to deal them (those the fewest seats may hold first). */
typedef struct {
    uint64_t may_hold[SEATS];
    int order[TILES], count;
} Tier;

static void make_tier(Tier *t, uint64_t unseen, const uint64_t *cannot) {
    for (int k = 0; k < SEATS; k++) t->may_hold[k] = ALL_TILES & ~cannot[k];
    t->count = 0;
    for (int seats = 0; seats <= SEATS; seats++) {
        for (uint64_t m = unseen; m; m &= m - 1) {
            int tile = lowest_bit(m), able = 0;
            for (int k = 0; k < SEATS; k++) able += (int)(t->may_hold[k] >> tile & 1);
            if (able == seats) t->order[t->count++] = tile;
        }
    }
}

/* bots.sedma.choices_missed: how many of the other seats' choices the rules would not
 * have made holding hands (and the tiles each has set since); stops at limit. */
static int choices_missed(const Options *opts, const SedmaState *view, int seat,
                          const uint64_t *hands, int limit) {
    int who[MAX_HISTORY], action[MAX_HISTORY], n = history_of(view, who, action), missed = 0;
    SedmaState r = {.dealer = view->dealer, .leader = view->leader, .end = -1};
    memcpy(r.totals, view->totals, sizeof r.totals);
    memcpy(r.hands, hands, sizeof r.hands);
    for (int i = 0; i < n; i++) {
        if (action[i] != PASS) r.hands[who[i]] |= 1ULL << action[i];
    }
    read_lead_offer(&r);
    for (int i = 0; i < n; i++) {
        r.turn = who[i];
        uint64_t fits = playable(r.hands[who[i]], r.end);
        int free = r.end >= 0 && !opts->option[FORCED_PLAY];
        if (who[i] != seat && ((fits & (fits - 1)) || (free && fits))) {
            missed += choose(opts, &r) != action[i];
            if (missed >= limit) return missed;
        }
        act(opts, &r, action[i], NULL);
    }
    return missed;
}

/* bots.sedma.match_worth: each seat's chance to win the match after the hand. */
static void match_worth(const Options *opts, const SedmaState *s, const SedmaReading *b,
                        double *worth) {
    int after[1][MAX_SEATS] = {{0}}, distance[SEATS], least = 0;
    for (int k = 0; k < SEATS; k++) {
        after[0][k] = s->totals[k] + s->scores[k];
        distance[k] = after[0][k] < opts->option[TARGET] ? opts->option[TARGET] - after[0][k] : 0;
        least = k == 0 || distance[k] < least ? distance[k] : least;
    }
    unsigned winners = unique_leader(opts, (const int(*)[MAX_SEATS])after, 1);
    double scale = b->match_scale / sqrt(least + b->match_offset), total = 0.0;
    for (int k = 0; k < SEATS; k++) {
        worth[k] = winners ? (double)(winners >> k & 1) : exp(-scale * distance[k]);
        total += worth[k];
    }
    for (int k = 0; k < SEATS && !winners; k++) worth[k] /= total;
}

/* How the search values a finished hand: the reading's match model and the win bonus. */
typedef struct {
    const SedmaReading *model;
    double win_bonus;
} Judge;

/* Every seat's value, as majlis.bots.search._Judge.score_values with the kit's worth. */
static void side_values(const Options *opts, const SedmaState *s, const Judge *b,
                        double *values) {
    double worth[SEATS], total = 0.0, best = -1e300;
    match_worth(opts, s, b->model, worth);
    for (int k = 0; k < SEATS; k++) total += worth[k];
    for (int k = 0; k < SEATS; k++) {
        values[k] = worth[k] - (total - worth[k]) / (SEATS - 1);
        best = values[k] > best ? values[k] : best;
    }
    for (int k = 0; k < SEATS && b->win_bonus != 0.0; k++) {
        if (values[k] == best) values[k] += b->win_bonus;
    }
}

/* The hooks of the exact search (core.h's Exact) on Sedma's states: Sedma.legal_actions
 * and the seat to act, Sedma.apply, and the side values of a finished hand. */
static int exact_moves(const Exact *e, const State *raw, int *seat, int *actions) {
    const SedmaState *s = (const SedmaState *)raw;
    *seat = s->turn;
    if (s->turn < 0) return 0;
    uint64_t fits = playable(s->hands[s->turn], s->end);
    int n = 0, pass_too = may_pass(e->opts, fits, s->end);
    for (; fits; fits &= fits - 1) actions[n++] = lowest_bit(fits);
    if (pass_too) actions[n++] = PASS; /* the game's legal_actions, in order */
    return n;
}

static void exact_apply(const Exact *e, State *raw, int action) {
    act(e->opts, (SedmaState *)raw, action, NULL);
}

static void exact_values(const Exact *e, const State *raw, double *values) {
    side_values(e->opts, (const SedmaState *)raw, e->game, values);
}

/* The search for the seat to move in raw, whose other hands only give their counts (its
 * reading a SedmaReading), each deal valued by the match model. */
static const char *search(const Options *opts, const State *raw, const void *reading,
                          const Budget *budget, const int *legal, int legal_count, Rng *rng,
                          double *totals) {
    const SedmaState *view = (const SedmaState *)raw;
    const SedmaReading *read = reading;
    int seat = view->turn, need[SEATS], who[MAX_HISTORY], action[MAX_HISTORY];
    if (budget->planned_turns) return "this search plans no turns";
    if (legal_count > TILES + 1) return "too many legal actions, or none";
    Judge judge = {read, budget->win_bonus};
    Exact solver = {opts, &judge, sizeof(SedmaState), exact_moves, exact_apply, exact_values,
                    seat, budget->exact_nodes, 0, 0};
    const char *error = start_search(&solver, raw, legal, legal_count, totals);
    if (error != NULL) return error;
    uint64_t unseen = 0, cannot[SEATS], none[SEATS] = {0};
    for (int k = 0; k < SEATS; k++) {
        need[k] = k == seat ? 0 : bit_count(view->hands[k]);
        if (k != seat) unseen |= view->hands[k];
    }
    Tier tiers[3];
    read_history(opts, view, 0, cannot);
    make_tier(&tiers[0], unseen, cannot);
    read_history(opts, view, 1, cannot);
    make_tier(&tiers[1], unseen, cannot);
    make_tier(&tiers[2], unseen, none);
    int history = history_of(view, who, action), exact = budget->exact_nodes > 0;
    for (int sample = 0; sample < budget->samples; sample++) {
        uint64_t best[SEATS], hands[SEATS];
        int fewest = history + 1;
        for (int k = 0; k < read->reading_tries && fewest; k++) {
            for (int t = 0; t < 3; t++) {
                int dealt = 0;
                for (int d = 0; d < read->deal_tries && !dealt; d++) {
                    dealt = deal_once(tiers[t].order, tiers[t].count, tiers[t].may_hold, need,
                                      SEATS, rng, hands);
                }
                if (dealt) break;
            }
            hands[seat] = view->hands[seat];
            int missed = choices_missed(opts, view, seat, hands, fewest);
            if (missed < fewest) {
                memcpy(best, hands, sizeof best);
                fewest = missed;
            }
        }
        rng_next(rng); /* the playouts' seed, unused by the deterministic rules */
        SedmaState deal = *view;
        memcpy(deal.hands, best, sizeof deal.hands);
        double values[TILES + 1];
        exact = exact && solve_children(&solver, (const State *)&deal, legal, legal_count, values);
        for (int i = 0; i < legal_count && !exact; i++) {
            SedmaState s = deal;
            act(opts, &s, legal[i], NULL);
            if (s.turn >= 0) play_rules(opts, (State *)&s, rng, NULL);
            double all[SEATS];
            side_values(opts, &s, &judge, all);
            values[i] = all[seat];
        }
        for (int i = 0; i < legal_count; i++) totals[i] += values[i];
    }
    return NULL;
}

const Rules sedma_rules = {
    .id = "sedma", .options = option_specs, .option_count = OPTION_COUNT, .check = check,
    .deal = deal, .play_random = play_random, .scores = scores, .is_void = never_void,
    .next_dealer = next_seat, .winners = unique_leader, .load = load, .save = save,
    .play_rules = play_rules, .layout = layout, .fields = FIELDS, .search = search,
    .max_action = PASS,
};

/* -- the batched environment (vector.h; majlis.rl.adapters.sedma) ----------------------- */

#define MOST_POINTS 28 /* Sedma.score_bounds: the most points one hand gives a seat */

static int vec_obs_size(const Options *opts) {
    (void)opts;
    return 2 * TILES + 8 + 5 * SEATS;
}

/* Sedma.legal_actions: the tiles that fit, then the pass where it is allowed. */
static int vec_legal(const Options *opts, const State *raw, int *seat, int *actions) {
    const SedmaState *s = (const SedmaState *)raw;
    *seat = s->turn;
    if (s->turn < 0) return 0;
    uint64_t fits = playable(s->hands[s->turn], s->end);
    int n = 0;
    for (uint64_t left = fits; left; left &= left - 1) actions[n++] = lowest_bit(left);
    if (may_pass(opts, fits, s->end)) actions[n++] = PASS;
    return n;
}

static void vec_apply(const Options *opts, State *raw, Memo *memo, int action) {
    SedmaState *s = (SedmaState *)raw;
    vec_note_pass(memo, s->turn, action == PASS);
    act(opts, s, action, NULL);
}

static int vec_rules_action(const Options *opts, const State *raw, const int *legal,
                            int count) {
    (void)legal;
    (void)count;
    return choose(opts, (const SedmaState *)raw);
}

/* SedmaEncoder: hand, train, end, passed, counts, to_move, dealer, scores (seats relative
 * to seat). */
static void vec_encode(const Options *opts, const State *raw, const Memo *memo, int seat,
                       float *out) {
    (void)opts;
    const SedmaState *s = (const SedmaState *)raw;
    for (uint64_t hand = s->hands[seat]; hand; hand &= hand - 1) out[lowest_bit(hand)] = 1.0f;
    for (int i = 0; i < s->train_length; i++) out[TILES + (s->train[i] & TILE_BITS)] = 1.0f;
    out[2 * TILES + s->end + 1] = 1.0f;
    float *passed = out + 2 * TILES + 8, *points = passed + 4 * SEATS;
    vec_put_seats(passed, memo->word[0], seat, SEATS);
    vec_put_seat_blocks(passed + SEATS, s->hands, TILES / SEATS, s->turn, s->dealer, seat, SEATS);
    for (int other = 0; other < SEATS; other++) {
        double scored = (double)s->scores[other] / MOST_POINTS;
        points[vec_relative(other, seat, SEATS)] = (float)(scored < 1.0 ? scored : 1.0);
    }
}

const VecGame sedma_vec = {
    &sedma_rules, PASS + 1, 1, vec_obs_size, vec_legal, vec_apply,
    vec_rules_action, vec_encode,
};
