/* Sab'at Al-Deemin, as majlis/games/sabat_al_deemin.py (the authority), and the rules
 * policy and search of majlis/bots/sabat_al_deemin.py.  Options: target,
 * redeal_on_three, strict_warning.  Partners 0-2 against 1-3; 32 cards 7..A. */
#include <math.h>
#include <string.h>

#include "cards.h"
#include "core.h"
#include "games.h"
#include "reader.h"
#include "vector.h"

#define SEATS 4
#define PASS 64
#define DOUBLE 65
#define TREBLE 66
#define REDEAL 67
#define ANNOUNCE 128
#define DECK 0x7F807F807F807F80ULL     /* ranks 7..A of every suit */
#define PICTURES 0x3800380038003800ULL /* J, Q, K */
#define KINGS 0x2000200020002000ULL
#define SEVEN_OF_DIAMONDS 23

enum Phase { REDEAL_PHASE, DOUBLE_PHASE, TREBLE_PHASE, PLAY, OVER, VOID };
#define OPTIONS(X)                           \
    X(TARGET, "target", 1, MAX_COUNT)           \
    X(REDEAL_ON_THREE, "redeal_on_three", 0, 1) \
    X(STRICT_WARNING, "strict_warning", 0, 1)
DECLARE_OPTIONS(OPTIONS);

typedef struct {
    uint64_t hands[SEATS];
    uint64_t table;
    int dealer, phase, turn, doubler, trebler; /* turn -1 once over or void */
    int points[2];
} DeeminState;

_Static_assert(sizeof(DeeminState) <= sizeof(State), "the state fits");

static const char *check(Options *opts) {
    opts->seats = SEATS;
    return NULL;
}

static int may_demand_redeal(uint64_t hand) {
    return bit_count(hand & KINGS) >= 3 || bit_count(hand & ACES) >= 3;
}

/* Whether the seat to act may say the phase's word: anyone may double or treble when
 * asked, only three Kings or three Aces may demand a redeal (every seat is asked). */
static int may_say_yes(const DeeminState *s) {
    return s->phase != REDEAL_PHASE || may_demand_redeal(s->hands[s->turn]);
}

static void deal(const Options *opts, State *raw, Rng *rng, int dealer, const int *totals,
                 int number) {
    (void)totals;
    (void)number;
    DeeminState *s = (DeeminState *)raw;
    int cards[32], n = 0;
    for (uint64_t m = DECK; m; m &= m - 1) cards[n++] = lowest_bit(m);
    shuffle(cards, n, rng);
    memset(s, 0, sizeof *s);
    deal_round(cards, n, SEATS, dealer, s->hands);
    s->dealer = dealer;
    s->doubler = s->trebler = -1;
    s->phase = opts->option[REDEAL_ON_THREE] ? REDEAL_PHASE : DOUBLE_PHASE;
    s->turn = (dealer + 1) % SEATS;
}

static void begin_play(DeeminState *s) {
    s->phase = PLAY;
    for (int seat = 0; seat < SEATS; seat++) {
        if (s->hands[seat] >> SEVEN_OF_DIAMONDS & 1) s->turn = seat;
    }
}

/* The word of each bidding phase: what a seat says when it does not pass. */
static const int words[] = {REDEAL, DOUBLE, TREBLE};

/* One answer of the bidding: yes is the phase's own word (redeal, double, treble). */
static void bid(DeeminState *s, int yes) {
    int seat = s->turn;
    if (s->phase == REDEAL_PHASE) {
        if (yes) { /* the hand is void: nobody else is asked */
            s->phase = VOID;
            s->turn = -1;
            return;
        }
        if (seat == s->dealer) s->phase = DOUBLE_PHASE; /* the dealer is asked last */
        s->turn = (seat + 1) % SEATS;
    } else if (s->phase == DOUBLE_PHASE) {
        if (yes) {
            s->phase = TREBLE_PHASE;
            s->doubler = seat;
            s->turn = (seat + 1) % SEATS;
        } else if (seat == s->dealer) { /* the dealer bids last: all four passed */
            begin_play(s);
        } else {
            s->turn = (seat + 1) % SEATS;
        }
    } else if (yes) {
        s->trebler = seat;
        begin_play(s);
    } else if (seat == (s->doubler + 1) % SEATS) { /* the doubler's other opponent next */
        s->turn = (seat + 2) % SEATS;
    } else {
        begin_play(s);
    }
}

static uint64_t playable(uint64_t hand, uint64_t table) {
    if (!table) return hand & 1ULL << SEVEN_OF_DIAMONDS;
    return hand & (table << 1 | SEVENS);
}

static int multiplier(const DeeminState *s) {
    return s->doubler < 0 ? 1 : s->trebler >= 0 ? 3 : 2;
}

static int hand_points(uint64_t losers, int last_card, int times) {
    int points = 20 * bit_count(losers & ACES) + 10 * bit_count(losers & PICTURES);
    if (rank_of(last_card) == 7) points += 200;
    return points * times;
}

/* One action of the play by the seat to act: a card, announced or not, or a pass. */
static void play(const Options *opts, DeeminState *s, int action, Log *log) {
    int seat = s->turn;
    log_add(log, seat, action);
    if (action == PASS) {
        s->turn = (seat + 1) % SEATS;
        return;
    }
    int played = action >= ANNOUNCE ? action - ANNOUNCE : action;
    s->hands[seat] ^= 1ULL << played;
    s->table |= 1ULL << played;
    int left = bit_count(s->hands[seat]);
    if (opts->option[STRICT_WARNING] && left == 1 && action < ANNOUNCE) {
        s->points[1 - seat % 2] += 100;
    }
    if (left) {
        s->turn = (seat + 1) % SEATS;
        return;
    }
    uint64_t losers = s->hands[(seat + 1) % SEATS] | s->hands[(seat + 3) % SEATS];
    s->points[seat % 2] += hand_points(losers, played, multiplier(s));
    s->phase = OVER;
    s->turn = -1;
}

static int64_t play_random(const Options *opts, State *raw, Rng *rng, Log *log) {
    DeeminState *s = (DeeminState *)raw;
    int64_t actions = 0;
    for (; s->turn >= 0 && s->phase != PLAY; actions++) {
        int yes = rng_below(rng, 1 + may_say_yes(s)); /* the legal actions sort PASS first */
        log_add(log, s->turn, yes ? words[s->phase] : PASS);
        bid(s, yes);
    }
    int forms = opts->option[STRICT_WARNING] ? 2 : 1; /* the plain and the announced form */
    for (; s->turn >= 0; actions++) {
        uint64_t can = playable(s->hands[s->turn], s->table);
        if (!can) {
            rng_next(rng);
            play(opts, s, PASS, log);
            continue;
        }
        int count = bit_count(can);
        int choice = rng_below(rng, count * forms);
        int played = nth_bit(can, choice % count);
        play(opts, s, choice >= count ? played + ANNOUNCE : played, log);
    }
    return actions;
}

/* -- the rules policy (majlis.bots.sabat_al_deemin) ------------------------------------- */

#define RUN 2.0
#define FAR 1.5
#define RELEASE 1.0
#define POINTS 0.02
#define DOUBLE_AT 0.6
#define TREBLE_AT 0.65
#define REDEAL_BELOW 0.45

static int card_points(int c) {
    return ACES >> c & 1 ? 20 : PICTURES >> c & 1 ? 10 : 0;
}

/* How much the rules like playing candidate from hand (card_score). */
static double card_score(int candidate, uint64_t hand) {
    double score = POINTS * card_points(candidate);
    int released = 0, run = 0, far = 0, far_points = 0, gap = 0;
    for (int c = candidate + 1; rank_of(c) <= ACE; c++) {
        if (hand >> c & 1) {
            if (gap) {
                far++;
                far_points += card_points(c);
            } else {
                run++;
            }
        } else {
            if (!(run || far)) released++;
            gap = 1;
        }
    }
    return score + RUN * run + FAR * far + POINTS * far_points - RELEASE * released;
}

static int choose_card(uint64_t hand, uint64_t can) {
    int best = -1;
    double best_score = -1e9;
    for (; can; can &= can - 1) {
        int c = lowest_bit(can);
        double score = card_score(c, hand);
        if (score > best_score) {
            best = c;
            best_score = score;
        }
    }
    return best;
}

/* The logistic weights of strength(): constant, sevens, 7D, reach, points, ranks. */
static const double STRENGTH[] = {8.4867, -0.1866, -0.1628, 0.0069, -0.0025, -0.0986};

/* The estimated chance that the team of a seat holding hand wins the hand. */
static double strength(uint64_t hand) {
    int lows = 0, points = 0, ranks = 0;
    for (int suit = 0; suit < 4; suit++) {
        uint64_t cards = hand & SUIT_CARDS << 16 * suit;
        lows += 15 - (cards ? rank_of(lowest_bit(cards)) : 15);
    }
    for (uint64_t m = hand; m; m &= m - 1) {
        points += card_points(lowest_bit(m));
        ranks += rank_of(lowest_bit(m));
    }
    int features[] = {bit_count(hand & SEVENS), (int)(hand >> SEVEN_OF_DIAMONDS & 1), lows,
                      points, ranks};
    double logit = STRENGTH[0];
    for (int i = 0; i < 5; i++) logit += STRENGTH[i + 1] * features[i];
    return 1.0 / (1.0 + exp(-logit));
}

/* The rules' answer in the bidding: whether to say the phase's word. */
static int bid_yes(const DeeminState *s) {
    if (!may_say_yes(s)) return 0;
    double chance = strength(s->hands[s->turn]);
    if (s->phase == REDEAL_PHASE) return chance < REDEAL_BELOW;
    return chance >= (s->phase == DOUBLE_PHASE ? DOUBLE_AT : TREBLE_AT);
}

/* The rules' action in the play for the seat to act. */
static int rules_play(const Options *opts, const DeeminState *s) {
    uint64_t hand = s->hands[s->turn], can = playable(hand, s->table);
    if (!can) return PASS;
    int c = (can & (can - 1)) == 0 ? lowest_bit(can) : choose_card(hand, can);
    return opts->option[STRICT_WARNING] && bit_count(hand) == 2 ? c + ANNOUNCE : c;
}

static int64_t play_rules(const Options *opts, State *raw, Rng *rng, Log *log) {
    (void)rng;
    DeeminState *s = (DeeminState *)raw;
    int64_t actions = 0;
    for (; s->turn >= 0 && s->phase != PLAY; actions++) {
        int yes = bid_yes(s);
        log_add(log, s->turn, yes ? words[s->phase] : PASS);
        bid(s, yes);
    }
    for (; s->turn >= 0; actions++) play(opts, s, rules_play(opts, s), log);
    return actions;
}

/* -- scores, the match, flat states -------------------------------------------------- */

static void scores(const Options *opts, const State *raw, int *out) {
    (void)opts;
    const DeeminState *s = (const DeeminState *)raw;
    for (int seat = 0; seat < SEATS; seat++) out[seat] = s->points[seat % 2];
}

static int is_void(const Options *opts, const State *raw) {
    (void)opts;
    return ((const DeeminState *)raw)->phase == VOID;
}

static int next_dealer(const Options *opts, int dealer, const State *raw) {
    return is_void(opts, raw) ? dealer : (dealer + 1) % SEATS;
}

static unsigned winning_team(const Options *opts, const int (*standings)[MAX_SEATS],
                             int count) {
    int team0 = standings[count - 1][0], team1 = standings[count - 1][1];
    if ((team0 > team1 ? team0 : team1) < opts->option[TARGET] || team0 == team1) return 0;
    return team0 > team1 ? 0x5u : 0xAu;
}

/* The flat state (majlis/fast.py): the fields of DeeminState. */
enum { F_DEALER, F_PHASE, F_TURN, F_DOUBLER, F_TREBLER, F_POINTS, F_TABLE, F_HANDS, FIELDS };

static const Field layout[FIELDS] = {
    [F_DEALER] = {"dealer", 1, 0, SEATS - 1}, [F_PHASE] = {"phase", 1, REDEAL_PHASE, VOID},
    [F_TURN] = {"turn", 1, -1, SEATS - 1}, [F_DOUBLER] = {"doubler", 1, -1, SEATS - 1},
    [F_TREBLER] = {"trebler", 1, -1, SEATS - 1}, [F_POINTS] = {"points", 2, -MAX_COUNT, MAX_COUNT},
    [F_TABLE] = {"table", 1, ANY_MASK}, [F_HANDS] = {"hands", SEATS, ANY_MASK},
};

/* The cards of the table and the hands: every card of the pack in one place. */
static const char *load_cards(DeeminState *s, const Span *f) {
    uint64_t seen = 0;
    const char *error = take_masks(f[F_TABLE].at, 1, DECK, &seen, &s->table);
    if (!error) error = take_masks(f[F_HANDS].at, SEATS, DECK, &seen, s->hands);
    return error ? error : seen == DECK ? NULL : "cards are missing";
}

static const char *load(const Options *opts, State *raw, const Span *f) {
    (void)opts;
    DeeminState *s = (DeeminState *)raw;
    memset(s, 0, sizeof *s);
    s->points[0] = (int)f[F_POINTS].at[0];
    s->points[1] = (int)f[F_POINTS].at[1];
    s->dealer = (int)*f[F_DEALER].at;
    s->phase = (int)*f[F_PHASE].at;
    s->turn = (int)*f[F_TURN].at;
    s->doubler = (int)*f[F_DOUBLER].at;
    s->trebler = (int)*f[F_TREBLER].at;
    if ((s->phase >= OVER) != (s->turn < 0)) return "the seat to act does not fit the phase";
    if (s->phase == TREBLE_PHASE && s->doubler < 0) return "a treble needs a doubler";
    const char *error = load_cards(s, f);
    if (error != NULL) return error;
    for (int seat = 0; seat < SEATS && s->phase == PLAY; seat++) {
        if (!s->hands[seat]) return "a seat went out but the hand goes on";
    }
    if (s->phase == PLAY && !s->table && !((s->hands[0] | s->hands[1] | s->hands[2] | s->hands[3])
                                            >> SEVEN_OF_DIAMONDS & 1)) {
        return "7D is missing";
    }
    return NULL;
}

static void save(const Options *opts, const State *raw, FlatWriter *out) {
    (void)opts;
    const DeeminState *s = (const DeeminState *)raw;
    int64_t head[F_POINTS] = {[F_DEALER] = s->dealer, [F_PHASE] = s->phase, [F_TURN] = s->turn,
                              [F_DOUBLER] = s->doubler, [F_TREBLER] = s->trebler};
    put_each(out, head, F_POINTS);
    put_ints(out, F_POINTS, s->points, 2);
    put_int(out, F_TABLE, (int64_t)s->table);
    put_masks(out, F_HANDS, s->hands, SEATS);
}

/* -- the search (majlis.bots.search on majlis.bots.sabat_al_deemin.sampler) ------------- */

static int reader_choice(const Reader *r, uint64_t held, uint64_t can) {
    (void)r;
    return choose_card(held, can);
}

/* The value for seat's team, as majlis.bots.search._Judge.side_values: its points less
 * the opponents', plus the bonus when it has the more (or as many). */
static double side_value(const DeeminState *s, int seat, double win_bonus) {
    double own = s->points[seat % 2], other = s->points[1 - seat % 2];
    return win_bonus != 0.0 && own >= other ? own - other + win_bonus : own - other;
}

/* SabatAlDeemin.legal_actions into actions, in its order, and the seat to act (-1 once
 * the hand is over): the moves of the exact search. */
static int moves(const Exact *e, const State *raw, int *seat, int *actions) {
    const DeeminState *s = (const DeeminState *)raw;
    int n = 0;
    *seat = s->turn;
    if (s->turn < 0) return 0;
    if (s->phase < PLAY) {
        actions[n++] = PASS;
        if (may_say_yes(s)) actions[n++] = words[s->phase];
        return n;
    }
    uint64_t can = playable(s->hands[s->turn], s->table);
    if (!can) actions[n++] = PASS;
    for (uint64_t m = can; m; m &= m - 1) actions[n++] = lowest_bit(m);
    for (uint64_t m = e->opts->option[STRICT_WARNING] ? can : 0; m; m &= m - 1) {
        actions[n++] = ANNOUNCE + lowest_bit(m);
    }
    return n;
}

/* SabatAlDeemin.apply: a bid before the play, else a play. */
static void act(const Options *opts, DeeminState *s, int action) {
    if (s->phase < PLAY) {
        bid(s, action != PASS);
    } else {
        play(opts, s, action, NULL);
    }
}

static void exact_apply(const Exact *e, State *raw, int action) {
    act(e->opts, (DeeminState *)raw, action);
}

/* _Judge.side_values: each seat's value (its team's) of a finished hand, for the exact
 * search (game is the budget). */
static void exact_values(const Exact *e, const State *raw, double *values) {
    for (int seat = 0; seat < SEATS; seat++) {
        values[seat] = side_value((const DeeminState *)raw, seat,
                                  ((const Budget *)e->game)->win_bonus);
    }
}

/* The values of the legal actions on one deal after their rules playouts (_Judge.after,
 * the search planning none of the seat's later turns). */
static void play_out(const Deals *d, const State *deal, double *values) {
    for (int i = 0; i < d->legal_count; i++) {
        DeeminState s = *(const DeeminState *)deal;
        act(d->opts, &s, d->legal[i]);
        play_rules(d->opts, (State *)&s, d->rng, NULL);
        values[i] = side_value(&s, ((const DeeminState *)deal)->turn, d->win_bonus);
    }
}

/* The hand reader's chain over the first deal's other hands, and how far it walks between
 * two deals. */
typedef struct {
    Reader reader;
    const DeeminState *first;
    int thin, drawn;
} Chain;

static int draw(const Deals *d, State *deal) {
    Chain *c = d->game;
    DeeminState *s = (DeeminState *)deal;
    if (c->drawn++) reader_walk(&c->reader, c->thin);
    *s = *c->first;
    memcpy(s->hands, c->reader.hands, sizeof s->hands);
    return 1;
}

/* The search from the hand reader's first deal raw (its reading a HandReading); every
 * later turn is played by the rules. */
static const char *search(const Options *opts, const State *raw, const void *reading,
                          const Budget *budget, const int *legal, int legal_count, Rng *rng,
                          double *totals) {
    const DeeminState *template = (const DeeminState *)raw;
    int seat = template->turn;
    if (budget->planned_turns) return "this search plans no turns";
    Exact solver = {opts, budget, sizeof(DeeminState), moves, exact_apply, exact_values,
                    seat, budget->exact_nodes, 0, 0x5u << (seat & 1)};
    const char *error = start_search(&solver, raw, legal, legal_count, totals);
    if (error != NULL) return error;
    const HandReading *read = reading;
    Chain chain = {{.rng = rng, .choose = reader_choice}, template, read->thin, 0};
    reader_start(&chain.reader, read, template->hands, SEATS, seat);
    Deals deals = {draw, play_out, &chain, opts, legal, legal_count, budget->win_bonus, rng};
    return sum_deals(&solver, &deals, budget->samples, totals);
}

const Rules sabat_al_deemin_rules = {
    .id = "sabat-al-deemin", .options = option_specs, .option_count = OPTION_COUNT,
    .check = check, .deal = deal, .play_random = play_random, .scores = scores,
    .is_void = is_void, .next_dealer = next_dealer, .winners = winning_team, .load = load,
    .save = save, .play_rules = play_rules, .layout = layout, .fields = FIELDS,
    .search = search, .max_action = ANNOUNCE + CARD_SLOTS - 1,
};

/* -- the batched environment (vector.h; majlis.rl.adapters.sabat_al_deemin) ------------ */

static int vec_obs_size(const Options *opts) {
    (void)opts;
    return 64 + 4 * SEATS + 6 + 3 + 2 * SEATS;
}

/* SabatAlDeemin.legal_actions: the pass and, where the seat may say it, the phase's word;
 * or the cards (then their announced forms with strict_warning), or the pass. */
static int vec_legal(const Options *opts, const State *raw, int *seat, int *actions) {
    const DeeminState *s = (const DeeminState *)raw;
    *seat = s->turn;
    if (s->turn < 0) return 0;
    if (s->phase != PLAY) {
        actions[0] = PASS;
        if (!may_say_yes(s)) return 1;
        actions[1] = words[s->phase];
        return 2;
    }
    int n = 0;
    uint64_t can = playable(s->hands[s->turn], s->table);
    for (uint64_t left = can; left; left &= left - 1) actions[n++] = lowest_bit(left);
    for (uint64_t left = opts->option[STRICT_WARNING] ? can : 0; left; left &= left - 1) {
        actions[n++] = ANNOUNCE + lowest_bit(left);
    }
    if (!n) actions[n++] = PASS;
    return n;
}

static void vec_apply(const Options *opts, State *raw, Memo *memo, int action) {
    DeeminState *s = (DeeminState *)raw;
    if (s->phase != PLAY) {
        bid(s, action != PASS);
        return;
    }
    vec_note_pass(memo, s->turn, action == PASS);
    play(opts, s, action, NULL);
}

static int vec_rules_action(const Options *opts, const State *raw, const int *legal,
                            int count) {
    (void)legal;
    (void)count;
    const DeeminState *s = (const DeeminState *)raw;
    if (s->phase != PLAY) return bid_yes(s) ? words[s->phase] : PASS;
    return rules_play(opts, s);
}

/* The cards of mask as 1s in their pack slots (suit * 8 + rank - 7). */
static void put_cards(float *out, uint64_t mask) {
    for (; mask; mask &= mask - 1) {
        int c = lowest_bit(mask);
        out[suit_of(c) * 8 + rank_of(c) - 7] = 1.0f;
    }
}

/* DeeminEncoder: the hand, the table, passed, counts, to_move, dealer, the phase, the
 * multiplier, the doubler and the trebler (seats relative to seat). */
static void vec_encode(const Options *opts, const State *raw, const Memo *memo, int seat,
                       float *out) {
    (void)opts;
    const DeeminState *s = (const DeeminState *)raw;
    put_cards(out, s->hands[seat]);
    put_cards(out + 32, s->table);
    vec_put_seats(out + 64, memo->word[0], seat, SEATS);
    vec_put_seat_blocks(out + 64 + SEATS, s->hands, 8, s->turn, s->dealer, seat, SEATS);
    float *phase = out + 64 + 4 * SEATS, *times = phase + 6, *doubler = times + 3;
    float *trebler = doubler + SEATS;
    phase[s->phase] = 1.0f;
    times[multiplier(s) - 1] = 1.0f;
    if (s->doubler >= 0) doubler[vec_relative(s->doubler, seat, SEATS)] = 1.0f;
    if (s->trebler >= 0) trebler[vec_relative(s->trebler, seat, SEATS)] = 1.0f;
}

const VecGame sabat_al_deemin_vec = {
    &sabat_al_deemin_rules, ANNOUNCE + CARD_SLOTS, 1, vec_obs_size, vec_legal,
    vec_apply, vec_rules_action, vec_encode,
};
