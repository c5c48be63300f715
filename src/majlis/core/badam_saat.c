/* Badam Saat, as majlis/games/badam_saat.py (the authority) and the rules policy of
 * majlis/bots/badam_saat.py. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "cards.h"
#include "core.h"
#include "games.h"
#include "reader.h"
#include "vector.h"

#define PASS 64
#define SEVEN_OF_HEARTS 39

typedef struct {
    uint64_t hands[MAX_SEATS];
    uint64_t table;
    int dealer, turn, winner; /* turn -1 once someone has gone out */
} Sevens;

_Static_assert(sizeof(Sevens) <= sizeof(State), "the state fits");

#define OPTIONS(X)                   \
    X(PLAYERS, "players", 2, MAX_SEATS) \
    X(ACE_LOW, "ace_low", 0, 1)         \
    X(GAMES, "games", 1, MAX_COUNT)
DECLARE_OPTIONS(OPTIONS);

static void deal(const Options *opts, State *raw, Rng *rng, int dealer, const int *totals,
                 int number) {
    (void)totals;
    (void)number;
    Sevens *s = (Sevens *)raw;
    int cards[52];
    int n = deck_cards(cards);
    shuffle(cards, n, rng);
    memset(s, 0, sizeof *s);
    deal_round(cards, n, opts->seats, dealer, s->hands);
    s->dealer = dealer;
    s->winner = -1;
    for (int seat = 0; seat < opts->seats; seat++) {
        if (s->hands[seat] >> SEVEN_OF_HEARTS & 1) s->turn = seat;
    }
}

static uint64_t playable(const Sevens *s, int ace_low) {
    if (!s->table) return 1ULL << SEVEN_OF_HEARTS;
    return s->hands[s->turn] & (adjacent(s->table, ace_low) | SEVENS);
}

/* Plays card c (or passes, c == PASS) for the seat to act; true when the hand ends. */
static int play(const Options *opts, Sevens *s, int c, Log *log) {
    int seat = s->turn;
    log_add(log, seat, c);
    if (c != PASS) {
        s->hands[seat] ^= 1ULL << c;
        s->table |= 1ULL << c;
        if (!s->hands[seat]) {
            s->turn = -1;
            s->winner = seat;
            return 1;
        }
    }
    s->turn = (seat + 1) % opts->seats;
    return 0;
}

static int64_t play_random(const Options *opts, State *raw, Rng *rng, Log *log) {
    Sevens *s = (Sevens *)raw;
    int64_t actions = 0;
    int ace_low = opts->option[ACE_LOW];
    while (s->turn >= 0) {
        uint64_t can = playable(s, ace_low);
        int c;
        if (can) {
            c = pick(can, rng);
        } else {
            rng_next(rng); /* the lone legal pass still costs a draw, as in Python */
            c = PASS;
        }
        actions++;
        if (play(opts, s, c, log)) break;
    }
    return actions;
}

/* -- the rules policy (majlis.bots.badam_saat.card_score) ------------------------- */

#define RUN 2.0
#define FAR 4.0
#define MINE_RANK 0.2
#define RELEASE 0.5
#define SHED 0.01

typedef struct {
    int count;          /* chains behind the card: 0, 1 or 2 (a seven) */
    int length[2];
    int8_t card[2][12];
} Behind;

static Behind behind[2][CARD_SLOTS]; /* [ace_low][card] */
static int behind_ready;

static void build_behind(void) {
    for (int ace_low = 0; ace_low < 2; ace_low++) {
        int ranks[13], n = 0;
        if (ace_low) ranks[n++] = ACE;
        for (int r = 2; r <= (ace_low ? 13 : 14); r++) ranks[n++] = r;
        int seven = ace_low ? 6 : 5;
        for (int suit = 0; suit < 4; suit++) {
            for (int i = 0; i < 13; i++) {
                Behind *b = &behind[ace_low][card_of(suit, ranks[i])];
                b->count = 0;
                if (i <= seven) { /* outwards downwards */
                    int k = 0;
                    for (int j = i - 1; j >= 0; j--) b->card[b->count][k++] = (int8_t)card_of(suit, ranks[j]);
                    b->length[b->count++] = k;
                }
                if (i >= seven) { /* outwards upwards */
                    int k = 0;
                    for (int j = i + 1; j < 13; j++) b->card[b->count][k++] = (int8_t)card_of(suit, ranks[j]);
                    b->length[b->count++] = k;
                }
                if (i == 0 || i == 12) { /* the end of its suit: nothing behind */
                    if (b->length[b->count - 1] == 0) b->count--;
                }
            }
        }
    }
    behind_ready = 1;
}

static const char *check(Options *opts) {
    if (!behind_ready) build_behind(); /* under the GIL, before any search runs */
    opts->seats = opts->option[PLAYERS];
    return NULL;
}

static double card_score(int candidate, uint64_t hand, int ace_low) {
    const Behind *b = &behind[ace_low][candidate];
    double score = SHED * rank_value(candidate, ace_low);
    for (int k = 0; k < b->count; k++) {
        int released = 0, run = 0, far = 0, far_ranks = 0, gap = 0;
        for (int i = 0; i < b->length[k]; i++) {
            int c = b->card[k][i];
            if (hand >> c & 1) {
                if (gap) {
                    far++;
                    far_ranks += rank_value(c, ace_low);
                } else {
                    run++;
                }
            } else {
                if (!(run || far)) released++;
                gap = 1;
            }
        }
        score += RUN * run + FAR * far + MINE_RANK * far_ranks - RELEASE * released;
    }
    return score;
}

static int choose_card(uint64_t hand, uint64_t can, int ace_low) {
    int best = -1;
    double best_score = -1e9;
    for (; can; can &= can - 1) {
        int c = lowest_bit(can);
        double score = card_score(c, hand, ace_low);
        if (score > best_score) {
            best = c;
            best_score = score;
        }
    }
    return best;
}

static int64_t play_rules(const Options *opts, State *raw, Rng *rng, Log *log) {
    (void)rng;
    Sevens *s = (Sevens *)raw;
    int64_t actions = 0;
    int ace_low = opts->option[ACE_LOW];
    while (s->turn >= 0) {
        uint64_t can = playable(s, ace_low);
        int c = !can ? PASS
                : (can & (can - 1)) == 0 ? lowest_bit(can)
                : choose_card(s->hands[s->turn], can, ace_low);
        actions++;
        if (play(opts, s, c, log)) break;
    }
    return actions;
}

/* -- scores, the match, flat states -------------------------------------------------- */

static void scores(const Options *opts, const State *raw, int *out) {
    const Sevens *s = (const Sevens *)raw;
    for (int seat = 0; seat < opts->seats; seat++) {
        out[seat] = s->winner >= 0 ? penalty(s->hands[seat], opts->option[ACE_LOW]) : 0;
    }
}

static unsigned lowest_after(const Options *opts, const int (*standings)[MAX_SEATS],
                             int count) {
    return count < opts->option[GAMES] ? 0 : lowest_seats(standings[count - 1], opts->seats);
}

/* The flat state (majlis/fast.py): the fields of Sevens. */
enum { F_DEALER, F_TURN, F_WINNER, F_TABLE, F_HANDS, FIELDS };

static const Field layout[FIELDS] = {
    [F_DEALER] = {"dealer", 1, 0, MAX_SEATS - 1}, [F_TURN] = {"turn", 1, -1, MAX_SEATS - 1},
    [F_WINNER] = {"winner", 1, -1, MAX_SEATS - 1}, [F_TABLE] = {"table", 1, ANY_MASK},
    [F_HANDS] = {"hands", PER_SEAT, ANY_MASK},
};

static const char *load(const Options *opts, State *raw, const Span *f) {
    Sevens *s = (Sevens *)raw;
    int players = opts->seats;
    int64_t dealer = *f[F_DEALER].at, turn = *f[F_TURN].at, winner = *f[F_WINNER].at;
    memset(s, 0, sizeof *s);
    if (dealer >= players) return "dealer out of range";
    if (turn >= players) return "turn out of range";
    if (winner >= players) return "winner out of range";
    s->dealer = (int)dealer;
    s->turn = (int)turn;
    s->winner = (int)winner;
    uint64_t seen = 0;
    const char *error = take_masks(f[F_TABLE].at, 1, FULL_DECK, &seen, &s->table);
    if (!error) error = take_masks(f[F_HANDS].at, players, FULL_DECK, &seen, s->hands);
    if (error) return error;
    if (seen != FULL_DECK) return "cards are missing";
    for (int seat = 0; seat < players && s->turn >= 0; seat++) {
        if (!s->hands[seat] || s->winner >= 0) return "a seat went out but the hand goes on";
    }
    if (!s->table && s->turn >= 0 && !(s->hands[s->turn] >> SEVEN_OF_HEARTS & 1)) {
        return "the first card must be 7H";
    }
    return NULL;
}

static void save(const Options *opts, const State *raw, FlatWriter *out) {
    const Sevens *s = (const Sevens *)raw;
    int64_t head[F_HANDS] = {[F_DEALER] = s->dealer, [F_TURN] = s->turn,
                             [F_WINNER] = s->winner, [F_TABLE] = (int64_t)s->table};
    put_each(out, head, F_HANDS);
    put_masks(out, F_HANDS, s->hands, opts->seats);
}

/* -- the search (majlis.bots.search on majlis.bots.badam_saat.sampler) ------------------ */

/* The rules' pick, for the hand reader (whose game is the options). */
static int reader_choice(const Reader *r, uint64_t held, uint64_t can) {
    return choose_card(held, can, ((const Options *)r->game)->option[ACE_LOW]);
}

/* The value for seat's side, as majlis.bots.search._Judge.side_values. */
static double side_value(const Options *opts, const Sevens *s, int seat, double win_bonus) {
    int scores_out[MAX_SEATS];
    scores((const Options *)opts, (const State *)s, scores_out);
    return penalty_side_value(scores_out, opts->seats, seat, win_bonus);
}

/* -- the later turns planned by what the seat will see ---------------------------- */

#define MOST_LEGAL 16

typedef struct {
    uint64_t seen;             /* the others' actions since the action before, 7 bits each */
    int before;                /* the turn before (an index), or -1 - the root action's */
    int action;                /* the index of the action taken there */
    int actions;
    double sums[MOST_LEGAL];   /* per our action at this turn, summed over deals */
} Turn;

/* Every later turn of one decision, as majlis.bots.search._Plan: a turn is the seat's
 * decision after the turn (or root action) before, one action of its own and what the others
 * did since; the slots hash them. */
typedef struct {
    Turn *turns;
    int count, capacity;
    int *slots, size;          /* indices of turns, -1 free; size a power of two */
} Plan;

static int slot_of(const Plan *p, int before, int action, uint64_t seen) {
    uint64_t key = seen * 0x9E3779B97F4A7C15ULL ^ (uint64_t)(int64_t)before * 0xBF58476D1CE4E5B9ULL
                   ^ (uint64_t)action * 0x94D049BB133111EBULL;
    int i = (int)(key >> 40) & (p->size - 1);
    while (p->slots[i] >= 0) {
        const Turn *t = &p->turns[p->slots[i]];
        if (t->seen == seen && t->before == before && t->action == action) break;
        i = (i + 1) & (p->size - 1);
    }
    return i;
}

static int grow(Plan *p) {
    if (p->count < p->capacity) return 0;
    int capacity = p->capacity ? 2 * p->capacity : 1024;
    Turn *turns = realloc(p->turns, (size_t)capacity * sizeof(Turn));
    int *slots = malloc((size_t)(2 * capacity) * sizeof(int));
    if (turns == NULL || slots == NULL) {
        free(slots);
        if (turns != NULL) p->turns = turns;
        return -1;
    }
    p->turns = turns;
    p->capacity = capacity;
    free(p->slots);
    p->slots = slots;
    p->size = 2 * capacity;
    for (int i = 0; i < p->size; i++) p->slots[i] = -1;
    for (int n = 0; n < p->count; n++) {
        const Turn *t = &p->turns[n];
        p->slots[slot_of(p, t->before, t->action, t->seen)] = n;
    }
    return 0;
}

/* The turn after (before, action) where the others did seen, made if new; NULL without memory. */
static Turn *turn_of(Plan *p, int before, int action, uint64_t seen) {
    if (grow(p) < 0) return NULL;
    int i = slot_of(p, before, action, seen);
    if (p->slots[i] < 0) {
        Turn *t = &p->turns[p->count];
        memset(t, 0, sizeof *t);
        t->seen = seen;
        t->before = before;
        t->action = action;
        p->slots[i] = p->count++;
    }
    return &p->turns[p->slots[i]];
}

/* From s (after our action), the others play their rules up to our next turn; each of our
 * actions there is planned in turn, turns - 1 more deep, or played out by the rules, and
 * added to the turn of what we saw on the way (majlis.bots.search._Judge.after).  Sets
 * *value and returns 1 if the hand ended first; -1 without memory; else 0. */
static int plan_turns(const Options *opts, Sevens *s, int seat, double win_bonus, Rng *rng,
                      Plan *p, int before, int action, int turns, double *value) {
    int ace_low = opts->option[ACE_LOW];
    uint64_t seen = 0;
    while (s->turn >= 0 && s->turn != seat) {
        uint64_t can = playable(s, ace_low);
        int c = !can ? PASS : (can & (can - 1)) == 0 ? lowest_bit(can)
                : choose_card(s->hands[s->turn], can, ace_low);
        seen = seen << 7 | (uint64_t)(c + 1);
        play(opts, s, c, NULL);
    }
    if (s->turn < 0) {
        *value = side_value(opts, s, seat, win_bonus);
        return 1;
    }
    Turn *t = turn_of(p, before, action, seen);
    if (t == NULL) return -1;
    int here = (int)(t - p->turns);
    uint64_t can = playable(s, ace_low);
    int k = 0;
    for (uint64_t left = can ? can : 1; left && k < MOST_LEGAL; left &= left - 1, k++) {
        Sevens next = *s;
        double v;
        if (play(opts, &next, can ? lowest_bit(left) : PASS, NULL)) {
            v = side_value(opts, &next, seat, win_bonus);
        } else if (turns > 1) {
            int ended = plan_turns(opts, &next, seat, win_bonus, rng, p, here, k, turns - 1, &v);
            if (ended < 0) return -1;
            if (!ended) continue;
        } else {
            play_rules(opts, (State *)&next, rng, NULL);
            v = side_value(opts, &next, seat, win_bonus);
        }
        p->turns[here].sums[k] += v;
    }
    p->turns[here].actions = k;
    return 0;
}

/* Each turn's best action taken: its summed value goes to the turn (or root action) before,
 * latest turns first, so that a turn holds its later turns' values when it is read. */
static void settle(Plan *p, double *totals) {
    for (int n = p->count - 1; n >= 0; n--) {
        const Turn *t = &p->turns[n];
        double best = t->sums[0];
        for (int k = 1; k < t->actions; k++) best = t->sums[k] > best ? t->sums[k] : best;
        if (t->before < 0) totals[-1 - t->before] += best;
        else p->turns[t->before].sums[t->action] += best;
    }
}

/* Badam Saat's hooks of the exact search (core.h's Exact): BadamSaat.legal_actions in its
 * order and the seat to act (-1 once the hand is over), BadamSaat.apply, and every seat's
 * value of a finished hand (_Judge.side_values; game is the budget). */
static int exact_moves(const Exact *e, const State *raw, int *seat, int *actions) {
    const Sevens *s = (const Sevens *)raw;
    *seat = s->turn;
    if (s->turn < 0) return 0;
    int n = 0;
    for (uint64_t can = playable(s, e->opts->option[ACE_LOW]); can; can &= can - 1) {
        actions[n++] = lowest_bit(can);
    }
    if (!n) actions[n++] = PASS;
    return n;
}

static void exact_apply(const Exact *e, State *raw, int action) {
    play(e->opts, (Sevens *)raw, action, NULL);
}

static void exact_values(const Exact *e, const State *raw, double *values) {
    int out[MAX_SEATS];
    scores(e->opts, raw, out);
    penalty_side_values(out, e->opts->seats, ((const Budget *)e->game)->win_bonus, values);
}

/* Each legal action on one deal after its rules playout, or with the seat's next turns
 * planned (_Judge.after): its value added to totals, or to the plan's turns.  NULL, or
 * the error. */
static const char *played_out(const Options *opts, const Sevens *deal, const int *legal,
                              int legal_count, const Budget *budget, Rng *rng, Plan *plan,
                              double *totals) {
    int seat = deal->turn;
    for (int i = 0; i < legal_count; i++) {
        Sevens s = *deal;
        double value;
        if (play(opts, &s, legal[i], NULL)) {
            value = side_value(opts, &s, seat, budget->win_bonus);
        } else if (budget->planned_turns) {
            int ended = plan_turns(opts, &s, seat, budget->win_bonus, rng, plan, -1 - i, 0,
                                   budget->planned_turns, &value);
            if (ended < 0) return "out of memory";
            if (!ended) continue;
        } else {
            play_rules(opts, (State *)&s, rng, NULL);
            value = side_value(opts, &s, seat, budget->win_bonus);
        }
        totals[i] += value;
    }
    return NULL;
}

/* The search from the hand reader's first deal raw (its reading a HandReading). */
static const char *search(const Options *opts, const State *raw, const void *reading,
                          const Budget *budget, const int *legal, int legal_count, Rng *rng,
                          double *totals) {
    const Sevens *template = (const Sevens *)raw;
    int seat = template->turn;
    /* Alpha-beta with two seats, max-n with more (_Judge.solve_children). */
    Exact solver = {opts, budget, sizeof(Sevens), exact_moves, exact_apply, exact_values, seat,
                    budget->exact_nodes, 0, opts->seats == 2 ? 1u << (seat & 1) : 0};
    const char *error = start_search(&solver, raw, legal, legal_count, totals);
    if (error != NULL) return error;
    const HandReading *read = reading;
    Reader r = {.rng = rng, .choose = reader_choice, .game = opts};
    reader_start(&r, read, template->hands, opts->seats, seat);
    Plan plan = {0};
    int exact = budget->exact_nodes > 0;
    for (int sample = 0; sample < budget->samples && error == NULL; sample++) {
        if (sample) reader_walk(&r, read->thin);
        rng_next(rng); /* the playouts' seed, unused by the deterministic rules */
        Sevens deal = *template;
        double values[MOST_ACTIONS];
        memcpy(deal.hands, r.hands, sizeof deal.hands);
        /* Past the cap on one deal, this deal and the later ones are played out. */
        exact = exact && solve_children(&solver, (const State *)&deal, legal, legal_count, values);
        if (exact) {
            for (int i = 0; i < legal_count; i++) totals[i] += values[i];
        } else {
            error = played_out(opts, &deal, legal, legal_count, budget, rng, &plan, totals);
        }
    }
    if (error == NULL) settle(&plan, totals);
    free(plan.turns);
    free(plan.slots);
    return error;
}

const Rules badam_saat_rules = {
    .id = "badam-saat", .options = option_specs, .option_count = OPTION_COUNT, .check = check,
    .deal = deal, .play_random = play_random, .scores = scores, .is_void = never_void,
    .next_dealer = next_seat, .winners = lowest_after, .load = load, .save = save,
    .play_rules = play_rules, .layout = layout, .fields = FIELDS, .search = search,
    .max_action = PASS,
};

/* -- the batched environment (vector.h; majlis.rl.adapters.badam_saat) ----------------- */

static int vec_obs_size(const Options *opts) { return 104 + 4 * opts->seats; }

static int vec_legal(const Options *opts, const State *raw, int *seat, int *actions) {
    const Sevens *s = (const Sevens *)raw;
    *seat = s->turn;
    if (s->turn < 0) return 0;
    int n = 0;
    for (uint64_t can = playable(s, opts->option[ACE_LOW]); can; can &= can - 1) {
        actions[n++] = lowest_bit(can);
    }
    if (!n) actions[n++] = PASS;
    return n;
}

static void vec_apply(const Options *opts, State *raw, Memo *memo, int action) {
    Sevens *s = (Sevens *)raw;
    vec_note_pass(memo, s->turn, action == PASS);
    play(opts, s, action, NULL);
}

static int vec_rules_action(const Options *opts, const State *raw, const int *legal,
                            int count) {
    const Sevens *s = (const Sevens *)raw;
    uint64_t can = 0;
    for (int i = 0; i < count; i++) can |= 1ULL << legal[i];
    return choose_card(s->hands[s->turn], can, opts->option[ACE_LOW]);
}

/* SevensEncoder: hand, table, passed, counts, to_move, dealer (seats relative to seat). */
static void vec_encode(const Options *opts, const State *raw, const Memo *memo, int seat,
                       float *out) {
    const Sevens *s = (const Sevens *)raw;
    int seats = opts->seats;
    vec_put_cards(out, s->hands[seat]);
    vec_put_cards(out + 52, s->table);
    vec_put_seats(out + 104, memo->word[0], seat, seats);
    vec_put_seat_blocks(out + 104 + seats, s->hands, (52 + seats - 1) / seats, s->turn,
                        s->dealer, seat, seats);
}

const VecGame badam_saat_vec = {
    &badam_saat_rules, PASS + 1, -1, vec_obs_size, vec_legal, vec_apply,
    vec_rules_action, vec_encode,
};
