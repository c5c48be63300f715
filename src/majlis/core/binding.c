/* majlis._core: the thin CPython binding of the compiled core.  Every argument is
 * checked here or by the game's own check/load; bad input raises ValueError or
 * TypeError and changes nothing.  Only majlis/fast.py imports this module.
 *
 * The searches run without the GIL (a bot thinking at one table of the server leaves
 * the others and the event loop running): they touch only their own C arguments, and
 * the rules' lookup tables are built by each game's check, which runs under the GIL. */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdarg.h>
#include <stdlib.h>

#include "binding.h"
#include "cards.h"
#include "core.h"

static const Rules *const games[] = {
    &sabat_al_deemin_rules, &bint_al_sbeet_rules, &badam_saat_rules,
    &asymmetric_badam_saat_rules, &sedma_rules,
};

static const Rules *find_rules(const char *id) {
    for (size_t i = 0; i < sizeof games / sizeof games[0]; i++) {
        if (strcmp(games[i]->id, id) == 0) return games[i];
    }
    PyErr_Format(PyExc_ValueError, "the core has no game %s", id);
    return NULL;
}

/* The largest option int: room for a bit field such as Bint Al-Sbeet's pass cycle (two
 * bits a hand, 15 hands); each game's check bounds its counts far below it. */
#define OPTION_LIMIT (1L << 30)

/* The rules and options from (game id, tuple of option ints). */
const Rules *parse_game(const char *id, PyObject *values, Options *opts) {
    const Rules *rules = find_rules(id);
    if (rules == NULL) return NULL;
    if (!PyTuple_Check(values) || PyTuple_GET_SIZE(values) != rules->options) {
        PyErr_Format(PyExc_ValueError, "%s takes a tuple of %d option ints", id, rules->options);
        return NULL;
    }
    memset(opts, 0, sizeof *opts);
    for (int i = 0; i < rules->options; i++) {
        long v = PyLong_AsLong(PyTuple_GET_ITEM(values, i));
        if (v == -1 && PyErr_Occurred()) return NULL;
        if (v < -OPTION_LIMIT || v > OPTION_LIMIT) {
            PyErr_SetString(PyExc_ValueError, "an option is out of range");
            return NULL;
        }
        opts->option[i] = (int)v;
    }
    const char *error = rules->check(opts);
    if (error != NULL) {
        PyErr_SetString(PyExc_ValueError, error);
        return NULL;
    }
    return rules;
}

static int parse_state(const Rules *rules, const Options *opts, PyObject *flat, State *state) {
    int64_t values[STATE_WORDS * 2];
    if (!PyTuple_Check(flat) || PyTuple_GET_SIZE(flat) > STATE_WORDS * 2) {
        PyErr_SetString(PyExc_ValueError, "a state is a tuple of ints");
        return -1;
    }
    int n = (int)PyTuple_GET_SIZE(flat);
    for (int i = 0; i < n; i++) {
        values[i] = PyLong_AsLongLong(PyTuple_GET_ITEM(flat, i));
        if (values[i] == -1 && PyErr_Occurred()) return -1;
    }
    const char *error = rules->load(opts, state, values, n);
    if (error != NULL) {
        PyErr_SetString(PyExc_ValueError, error);
        return -1;
    }
    return 0;
}

/* The rules of game id with its options and a state of it, or NULL with an exception set. */
static const Rules *parse_game_state(const char *id, PyObject *values, PyObject *flat,
                                     Options *opts, State *state) {
    const Rules *rules = parse_game(id, values, opts);
    if (rules == NULL || parse_state(rules, opts, flat, state) < 0) return NULL;
    return rules;
}

static PyObject *state_tuple(const Rules *rules, const Options *opts, const State *state) {
    int64_t values[STATE_WORDS * 2];
    int n = rules->save(opts, state, values);
    PyObject *out = PyTuple_New(n);
    if (out == NULL) return NULL;
    for (int i = 0; i < n; i++) {
        PyObject *item = PyLong_FromLongLong(values[i]);
        if (item == NULL) {
            Py_DECREF(out);
            return NULL;
        }
        PyTuple_SET_ITEM(out, i, item);
    }
    return out;
}

static PyObject *pairs_list(const Log *log) {
    if (log->failed) return PyErr_NoMemory();
    PyObject *out = PyList_New((Py_ssize_t)log->len);
    if (out == NULL) return NULL;
    for (size_t i = 0; i < log->len; i++) {
        PyObject *item = PyLong_FromLong(log->pairs[i]);
        if (item == NULL) {
            Py_DECREF(out);
            return NULL;
        }
        PyList_SET_ITEM(out, (Py_ssize_t)i, item);
    }
    return out;
}

static PyObject *stats_tuple(const Stats *s, int seats) {
    PyObject *wins = PyTuple_New(seats);
    if (wins == NULL) return NULL;
    for (int i = 0; i < seats; i++) PyTuple_SET_ITEM(wins, i, PyLong_FromLongLong(s->wins[i]));
    return Py_BuildValue("LLLLLLLLLLLN", (long long)s->matches, (long long)s->hands,
                         (long long)s->voided,
                         (long long)s->action_sum, (long long)s->action_min,
                         (long long)s->action_max, (long long)s->score_count,
                         (long long)s->score_sum, (long long)s->score_squares,
                         (long long)s->score_min, (long long)s->score_max, wins);
}

static PyObject *simulate(PyObject *self, PyObject *args) {
    (void)self;
    const char *id, *seed;
    PyObject *values;
    long long first, count;
    if (!PyArg_ParseTuple(args, "sO!sLL", &id, &PyTuple_Type, &values, &seed, &first, &count)) {
        return NULL;
    }
    Options opts;
    const Rules *rules = parse_game(id, values, &opts);
    if (rules == NULL) return NULL;
    if (first < 0 || count < 0 || strlen(seed) > 400) {
        PyErr_SetString(PyExc_ValueError, "first and count must be >= 0, the seed short");
        return NULL;
    }
    Stats stats = {0};
    const char *error = NULL;
    for (long long number = first; number < first + count && error == NULL; number++) {
        /* Ctrl-C stops a long run, as it stops the pure path. */
        if ((number - first) % 256 == 255 && PyErr_CheckSignals() < 0) return NULL;
        char key[440];
        snprintf(key, sizeof key, "%s/%lld", seed, number);
        error = random_match(rules, &opts, key, &stats, NULL);
    }
    if (error != NULL) {
        PyErr_SetString(PyExc_ValueError, error);
        return NULL;
    }
    return stats_tuple(&stats, opts.seats);
}

static PyObject *match_log(PyObject *self, PyObject *args) {
    (void)self;
    const char *id, *seed;
    PyObject *values;
    if (!PyArg_ParseTuple(args, "sO!s", &id, &PyTuple_Type, &values, &seed)) return NULL;
    Options opts;
    const Rules *rules = parse_game(id, values, &opts);
    if (rules == NULL) return NULL;
    Stats stats = {0};
    Log log = {0};
    const char *error = random_match(rules, &opts, seed, &stats, &log);
    PyObject *out = error ? NULL : pairs_list(&log);
    free(log.pairs);
    if (error != NULL) PyErr_SetString(PyExc_ValueError, error);
    return out;
}

static PyObject *random_hands(PyObject *self, PyObject *args) {
    (void)self;
    const char *id;
    PyObject *values;
    unsigned long long seed;
    long long count;
    if (!PyArg_ParseTuple(args, "sO!KL", &id, &PyTuple_Type, &values, &seed, &count)) {
        return NULL;
    }
    Options opts;
    const Rules *rules = parse_game(id, values, &opts);
    if (rules == NULL) return NULL;
    if (count < 0) {
        PyErr_SetString(PyExc_ValueError, "count must be >= 0");
        return NULL;
    }
    Rng rng = {seed};
    int64_t actions = 0;
    static const int zeros[MAX_SEATS];
    for (long long k = 0; k < count; k++) {
        State state;
        rules->deal(&opts, &state, &rng, (int)(k % opts.seats), zeros, 0);
        actions += rules->play_random(&opts, &state, &rng, NULL);
    }
    return PyLong_FromLongLong(actions);
}

/* The arguments of rollout and playout_scores: (id, options, state, rng_state, rules);
 * the rules and the hook that plays the hand out, or NULL with an exception set. */
typedef int64_t (*Player)(const Options *opts, State *state, Rng *rng, Log *log);

static const Rules *parse_playout(PyObject *args, Options *opts, State *state, Rng *rng,
                                  Player *player) {
    const char *id;
    PyObject *values, *flat;
    unsigned long long rng_state;
    int policy;
    if (!PyArg_ParseTuple(args, "sO!O!Kp", &id, &PyTuple_Type, &values, &PyTuple_Type, &flat,
                          &rng_state, &policy)) {
        return NULL;
    }
    const Rules *rules = parse_game_state(id, values, flat, opts, state);
    if (rules == NULL) return NULL;
    if (policy && rules->play_rules == NULL) {
        PyErr_Format(PyExc_ValueError, "the core has no rules policy for %s", id);
        return NULL;
    }
    rng->state = rng_state;
    *player = policy ? rules->play_rules : rules->play_random;
    return rules;
}

/* rollout(id, options, state, rng_state, rules_policy) -> (state, pairs, rng_state) */
static PyObject *rollout(PyObject *self, PyObject *args) {
    (void)self;
    Options opts;
    State state;
    Rng rng;
    Player player;
    const Rules *rules = parse_playout(args, &opts, &state, &rng, &player);
    if (rules == NULL) return NULL;
    Log log = {0};
    player(&opts, &state, &rng, &log);
    PyObject *pairs = pairs_list(&log);
    free(log.pairs);
    if (pairs == NULL) return NULL;
    return Py_BuildValue("NNK", state_tuple(rules, &opts, &state), pairs,
                         (unsigned long long)rng.state);
}

/* playout_scores(id, options, state, rng_state, rules_policy) -> scores: the hot path
 * of the search bots, one playout from a state to the hand's scores. */
static PyObject *playout_scores(PyObject *self, PyObject *args) {
    (void)self;
    Options opts;
    State state;
    Rng rng;
    Player player;
    const Rules *rules = parse_playout(args, &opts, &state, &rng, &player);
    if (rules == NULL) return NULL;
    player(&opts, &state, &rng, NULL);
    int scores[MAX_SEATS];
    rules->scores(&opts, &state, scores);
    PyObject *out = PyTuple_New(opts.seats);
    if (out == NULL) return NULL;
    for (int s = 0; s < opts.seats; s++) PyTuple_SET_ITEM(out, s, PyLong_FromLong(scores[s]));
    return out;
}

static int parse_masks(PyObject *items, uint64_t *out, int count, const char *what) {
    if (!PyTuple_Check(items) || PyTuple_GET_SIZE(items) != count) {
        PyErr_Format(PyExc_ValueError, "%s must be a tuple of %d ints", what, count);
        return -1;
    }
    for (int i = 0; i < count; i++) {
        out[i] = PyLong_AsUnsignedLongLong(PyTuple_GET_ITEM(items, i));
        if (PyErr_Occurred()) return -1;
    }
    return 0;
}

#define MAX_POINTS 512
#define MAX_LEGAL (CARD_SLOTS + 1)

/* What every compiled search reads besides its game's own: the seat, what each seat
 * cannot hold, the seats' past choices, the legal actions and the budget. */
typedef struct {
    int seat;
    uint64_t cannot[MAX_SEATS];
    SevensPoint points[MAX_POINTS];
    int point_count;
    int legal[MAX_LEGAL];
    int legal_count;
    SevensBudget budget;
    Rng rng;
} SearchArgs;

/* A tuple of at most most ints, each 0..high, into out; their count, or -1 with the error
 * set (what names one of them). */
static int parse_ints(PyObject *items, int *out, int most, int high, const char *what) {
    if (!PyTuple_Check(items) || PyTuple_GET_SIZE(items) > most) {
        PyErr_Format(PyExc_ValueError, "%s: a tuple of at most %d ints", what, most);
        return -1;
    }
    Py_ssize_t count = PyTuple_GET_SIZE(items);
    for (Py_ssize_t i = 0; i < count; i++) {
        long v = PyLong_AsLong(PyTuple_GET_ITEM(items, i));
        if (v == -1 && PyErr_Occurred()) return -1;
        if (v < 0 || v > high) {
            PyErr_Format(PyExc_ValueError, "%s is out of range", what);
            return -1;
        }
        out[i] = (int)v;
    }
    return (int)count;
}

/* The legal actions of a search (1 to MAX_LEGAL ints, each 0..max_action) into legal;
 * their count, or -1 with the error set. */
static int parse_legal(PyObject *items, int max_action, int *legal) {
    Py_ssize_t count = PyTuple_GET_SIZE(items);
    if (count < 1 || count > MAX_LEGAL) {
        PyErr_SetString(PyExc_ValueError, "no legal action, or too many");
        return -1;
    }
    return parse_ints(items, legal, MAX_LEGAL, max_action, "an action");
}

static int parse_search(const Options *opts, PyObject *cannot_items, PyObject *point_items,
                        PyObject *legal_items, int max_action, SearchArgs *a) {
    const SevensBudget *b = &a->budget;
    if (a->seat < 0 || a->seat >= opts->seats || b->samples < 0 || b->samples > 10000000
        || b->burn_in < 0 || b->burn_in > 1000000 || b->thin < 0 || b->thin > 1000000
        || b->planned_turns < 0 || b->planned_turns > MOST_PLANNED || b->exact_nodes < 0
        || b->exact_nodes > 100000000 || !(b->miss >= 0.0 && b->miss <= 1.0)) {
        PyErr_SetString(PyExc_ValueError, "seat, samples, burn_in, thin, planned turns, "
                                          "exact_nodes or miss out of range");
        return -1;
    }
    if (parse_masks(cannot_items, a->cannot, opts->seats, "cannot") < 0) return -1;
    Py_ssize_t point_count = PyTuple_GET_SIZE(point_items);
    if (point_count > MAX_POINTS) {
        PyErr_SetString(PyExc_ValueError, "too many points");
        return -1;
    }
    for (Py_ssize_t i = 0; i < point_count; i++) {
        PyObject *item = PyTuple_GET_ITEM(point_items, i);
        uint64_t parts[4];
        if (parse_masks(item, parts, 4, "a point (seat, open, later, card)") < 0) return -1;
        if (parts[0] >= (uint64_t)opts->seats || parts[3] >= CARD_SLOTS) {
            PyErr_SetString(PyExc_ValueError, "a point's seat or card is out of range");
            return -1;
        }
        a->points[i] = (SevensPoint){(int)parts[0], parts[1], parts[2], (int)parts[3]};
    }
    a->point_count = (int)point_count;
    a->legal_count = parse_legal(legal_items, max_action, a->legal);
    return a->legal_count < 0 ? -1 : 0;
}

/* (totals, rng_state) once a search has run, or NULL with the search's error set. */
static PyObject *search_result(const char *error, int legal_count, const Rng *rng,
                               const double *totals) {
    if (error != NULL) {
        PyErr_SetString(PyExc_ValueError, error);
        return NULL;
    }
    PyObject *out = PyTuple_New(legal_count);
    if (out == NULL) return NULL;
    for (int i = 0; i < legal_count; i++) PyTuple_SET_ITEM(out, i, PyFloat_FromDouble(totals[i]));
    return Py_BuildValue("NK", out, (unsigned long long)rng->state);
}

/* sevens_search(options, state, seat, cannot, points, legal, samples, burn_in, thin,
 * planned_turns, exact_nodes, miss, win_bonus, rng_state) -> (totals, rng_state): Badam
 * Saat's search in the core. */
static PyObject *sevens_search_py(PyObject *self, PyObject *args) {
    (void)self;
    PyObject *values, *flat, *cannot_items, *point_items, *legal_items;
    SearchArgs a;
    unsigned long long rng_state;
    if (!PyArg_ParseTuple(args, "O!O!iO!O!O!iiiiiddK", &PyTuple_Type, &values, &PyTuple_Type,
                          &flat, &a.seat, &PyTuple_Type, &cannot_items, &PyTuple_Type,
                          &point_items, &PyTuple_Type, &legal_items, &a.budget.samples,
                          &a.budget.burn_in, &a.budget.thin, &a.budget.planned_turns,
                          &a.budget.exact_nodes, &a.budget.miss, &a.budget.win_bonus,
                          &rng_state)) {
        return NULL;
    }
    Options opts;
    State state;
    if (parse_game_state("badam-saat", values, flat, &opts, &state) == NULL) return NULL;
    if (parse_search(&opts, cannot_items, point_items, legal_items, CARD_SLOTS, &a) < 0) {
        return NULL;
    }
    a.rng.state = rng_state;
    double totals[MAX_LEGAL];
    const char *error;
    Py_BEGIN_ALLOW_THREADS
    error = sevens_search(&opts, &state, a.seat, a.cannot, a.points, a.point_count, a.legal,
                          a.legal_count, &a.budget, &a.rng, totals);
    Py_END_ALLOW_THREADS
    return search_result(error, a.legal_count, &a.rng, totals);
}

/* deemin_search(options, state, seat, cannot, points, legal, samples, burn_in, thin,
 * exact_nodes, miss, win_bonus, rng_state) -> (totals, rng_state): Sab'at Al-Deemin's
 * search. */
static PyObject *deemin_search_py(PyObject *self, PyObject *args) {
    (void)self;
    PyObject *values, *flat, *cannot_items, *point_items, *legal_items;
    SearchArgs a;
    unsigned long long rng_state;
    if (!PyArg_ParseTuple(args, "O!O!iO!O!O!iiiiddK", &PyTuple_Type, &values, &PyTuple_Type,
                          &flat, &a.seat, &PyTuple_Type, &cannot_items, &PyTuple_Type,
                          &point_items, &PyTuple_Type, &legal_items, &a.budget.samples, &a.budget.burn_in, &a.budget.thin,
                          &a.budget.exact_nodes, &a.budget.miss, &a.budget.win_bonus,
                          &rng_state)) {
        return NULL;
    }
    a.budget.planned_turns = 0; /* Sab'at's search plays every later turn by the rules */
    Options opts;
    State state;
    if (parse_game_state("sabat-al-deemin", values, flat, &opts, &state) == NULL) return NULL;
    /* the highest action is an announced play, 128 + card */
    if (parse_search(&opts, cannot_items, point_items, legal_items, 3 * CARD_SLOTS, &a) < 0) {
        return NULL;
    }
    a.rng.state = rng_state;
    double totals[MAX_LEGAL];
    const char *error;
    Py_BEGIN_ALLOW_THREADS
    error = deemin_search(&opts, &state, a.seat, a.cannot, a.points, a.point_count, a.legal,
                          a.legal_count, &a.budget, &a.rng, totals);
    Py_END_ALLOW_THREADS
    return search_result(error, a.legal_count, &a.rng, totals);
}

/* Whether a SearchBudget is out of range (the error set). */
static int bad_budget(const SearchBudget *b) {
    if (b->samples < 0 || b->samples > 10000000 || b->exact_nodes < 0
        || b->exact_nodes > 100000000) {
        PyErr_SetString(PyExc_ValueError, "samples or exact_nodes out of range");
        return 1;
    }
    return 0;
}

/* asymmetric_search(options, state, seat, cannot, legal, samples, exact_nodes, win_bonus,
 * rng_state) -> (totals, rng_state): Asymmetric Badam Saat's search in the core. */
static PyObject *asymmetric_search_py(PyObject *self, PyObject *args) {
    (void)self;
    PyObject *values, *flat, *legal_items;
    SearchBudget budget;
    int seat, legal[MAX_LEGAL];
    unsigned long long cannot, rng_state;
    if (!PyArg_ParseTuple(args, "O!O!iKO!iidK", &PyTuple_Type, &values, &PyTuple_Type, &flat,
                          &seat, &cannot, &PyTuple_Type, &legal_items, &budget.samples,
                          &budget.exact_nodes, &budget.win_bonus, &rng_state)) {
        return NULL;
    }
    Options opts;
    State state;
    if (parse_game_state("asymmetric-badam-saat", values, flat, &opts, &state) == NULL) return NULL;
    if (bad_budget(&budget)) return NULL;
    if (seat < 0 || seat >= opts.seats) {
        PyErr_SetString(PyExc_ValueError, "seat out of range");
        return NULL;
    }
    int legal_count = parse_legal(legal_items, CARD_SLOTS, legal);
    if (legal_count < 0) return NULL;
    Rng rng = {rng_state};
    double totals[MAX_LEGAL];
    const char *error;
    Py_BEGIN_ALLOW_THREADS
    error = asymmetric_search(&opts, &state, seat, cannot, legal, legal_count, &budget, &rng,
                              totals);
    Py_END_ALLOW_THREADS
    return search_result(error, legal_count, &rng, totals);
}

/* sedma_search(options, state, legal, samples, reading_tries, deal_tries, exact_nodes,
 * win_bonus, match_scale, match_offset, rng_state) -> (totals, rng_state): Sedma's search. */
static PyObject *sedma_search_py(PyObject *self, PyObject *args) {
    (void)self;
    PyObject *values, *flat, *legal_items;
    SedmaBudget budget;
    unsigned long long rng_state;
    if (!PyArg_ParseTuple(args, "O!O!O!iiiidddK", &PyTuple_Type, &values, &PyTuple_Type, &flat,
                          &PyTuple_Type, &legal_items, &budget.samples, &budget.reading_tries,
                          &budget.deal_tries, &budget.exact_nodes, &budget.win_bonus,
                          &budget.match_scale,
                          &budget.match_offset, &rng_state)) {
        return NULL;
    }
    Options opts;
    State state;
    if (parse_game_state("sedma", values, flat, &opts, &state) == NULL) return NULL;
    if (budget.samples < 0 || budget.samples > 10000000 || budget.reading_tries < 1
        || budget.reading_tries > 10000 || budget.deal_tries < 1 || budget.deal_tries > 10000
        || budget.exact_nodes < 0 || budget.exact_nodes > 100000000
        || !(budget.match_scale >= 0.0 && budget.match_scale < 1e6)
        || !(budget.match_offset > 0.0 && budget.match_offset < 1e6)) {
        PyErr_SetString(PyExc_ValueError, "samples, tries or the match model out of range");
        return NULL;
    }
    int legal[MAX_LEGAL];
    int legal_count = parse_legal(legal_items, 28, legal); /* 28 tiles, then the pass */
    if (legal_count < 0) return NULL;
    Rng rng = {rng_state};
    double totals[MAX_LEGAL];
    const char *error;
    Py_BEGIN_ALLOW_THREADS
    error = sedma_search(&opts, &state, legal, legal_count, &budget, &rng, totals);
    Py_END_ALLOW_THREADS
    return search_result(error, legal_count, &rng, totals);
}

/* item, a tuple, parsed by format; -1 with the error set if it is not one or does not fit. */
static int parse_item(PyObject *item, const char *what, const char *format, ...) {
    if (!PyTuple_Check(item)) {
        PyErr_Format(PyExc_TypeError, "%s must be a tuple", what);
        return -1;
    }
    va_list va;
    va_start(va, format);
    int ok = PyArg_VaParse(item, format, va);
    va_end(va);
    return ok ? 0 : -1;
}

/* Exactly count ints of a tuple, each 0..high, into out; -1 with the error set. */
static int parse_exactly(PyObject *items, int *out, int count, int high, const char *what) {
    int found = parse_ints(items, out, count, high, what);
    if (found >= 0 && found != count) {
        PyErr_Format(PyExc_ValueError, "%s: a tuple of %d ints", what, count);
        return -1;
    }
    return found < 0 ? -1 : 0;
}

/* One placement of Bint's sampler: (weight, fixed cards per seat, needs, order). */
static int parse_placement(PyObject *item, SbeetPlacement *p) {
    PyObject *fixed, *need, *order;
    if (parse_item(item, "a placement", "iO!O!O!;a placement is (weight, fixed, need, order)",
                   &p->weight, &PyTuple_Type, &fixed, &PyTuple_Type, &need, &PyTuple_Type,
                   &order) < 0
        || parse_masks(fixed, p->fixed, SBEET_SEATS, "fixed") < 0
        || parse_exactly(need, p->need, SBEET_SEATS, CARD_SLOTS, "a need") < 0) {
        return -1;
    }
    if (p->weight < 1 || p->weight > 1000000) {
        PyErr_SetString(PyExc_ValueError, "a placement's weight is out of range");
        return -1;
    }
    p->count = parse_ints(order, p->order, 52, CARD_SLOTS - 1, "a card to deal");
    return p->count < 0 ? -1 : 0;
}

/* Bint's sampler tiers: ((may_hold, ((weight, fixed, need, order), ...)), ...). */
static int parse_tiers(PyObject *items, SbeetDeals *d) {
    Py_ssize_t count = PyTuple_GET_SIZE(items);
    if (count < 1 || count > SBEET_MOST_TIERS) {
        PyErr_SetString(PyExc_ValueError, "no tier of deals, or too many");
        return -1;
    }
    for (Py_ssize_t t = 0; t < count; t++) {
        SbeetTier *tier = &d->tiers[t];
        PyObject *may_hold, *placements;
        PyObject *item = PyTuple_GET_ITEM(items, t);
        if (parse_item(item, "a tier", "O!O!;a tier is (may_hold, placements)", &PyTuple_Type,
                       &may_hold, &PyTuple_Type, &placements) < 0
            || parse_masks(may_hold, tier->may_hold, SBEET_SEATS, "may_hold") < 0) {
            return -1;
        }
        tier->count = (int)PyTuple_GET_SIZE(placements);
        if (tier->count < 1 || tier->count > SBEET_MOST_PLACEMENTS) {
            PyErr_SetString(PyExc_ValueError, "a tier has no placement, or too many");
            return -1;
        }
        for (int i = 0; i < tier->count; i++) {
            if (parse_placement(PyTuple_GET_ITEM(placements, i), &tier->placements[i]) < 0) {
                return -1;
            }
        }
    }
    d->tier_count = (int)count;
    return 0;
}

/* A tuple of (seat, card asked or whether it leads, answer) triples into out; their count,
 * or -1 with the error set. */
static int parse_answers(PyObject *items, SbeetAnswer *out) {
    Py_ssize_t count = PyTuple_GET_SIZE(items);
    if (count > SBEET_MOST_ANSWERS) {
        PyErr_SetString(PyExc_ValueError, "too many answers");
        return -1;
    }
    for (Py_ssize_t i = 0; i < count; i++) {
        int parts[3];
        if (parse_exactly(PyTuple_GET_ITEM(items, i), parts, 3, CARD_SLOTS - 1, "an answer") < 0) {
            return -1;
        }
        out[i] = (SbeetAnswer){parts[0], parts[1], parts[2]};
    }
    return (int)count;
}

/* What Bint's sampler reads once per decision: its tiers, the (reveal, minus) answers and
 * the cards each seat has played. */
static int parse_deals(PyObject *tier_items, PyObject *answer_items, PyObject *played_items,
                       SbeetDeals *d) {
    PyObject *reveal_items, *minus_items;
    if (parse_tiers(tier_items, d) < 0
        || parse_item(answer_items, "the answers", "O!O!;the answers are (reveals, minus)",
                      &PyTuple_Type, &reveal_items, &PyTuple_Type, &minus_items) < 0
        || parse_masks(played_items, d->played_by, SBEET_SEATS, "played_by") < 0) {
        return -1;
    }
    d->reveal_count = parse_answers(reveal_items, d->reveals);
    d->minus_count = d->reveal_count < 0 ? -1 : parse_answers(minus_items, d->minus);
    return d->minus_count < 0 ? -1 : 0;
}

static PyObject *sbeet_search_call(PyObject *args) {
    PyObject *values, *flat, *tier_items, *answer_items, *played_items, *legal_items;
    SearchBudget budget;
    unsigned long long rng_state;
    if (!PyArg_ParseTuple(args, "O!O!O!O!O!O!iidK", &PyTuple_Type, &values, &PyTuple_Type,
                          &flat, &PyTuple_Type, &tier_items, &PyTuple_Type, &answer_items,
                          &PyTuple_Type, &played_items, &PyTuple_Type, &legal_items,
                          &budget.samples, &budget.exact_nodes, &budget.win_bonus,
                          &rng_state)) {
        return NULL;
    }
    Options opts;
    State state;
    if (parse_game_state("bint-al-sbeet", values, flat, &opts, &state) == NULL) return NULL;
    if (bad_budget(&budget)) return NULL;
    SbeetDeals deals;
    int legal[MAX_LEGAL];
    int legal_count = parse_legal(legal_items, 2 * CARD_SLOTS, legal);
    if (legal_count < 0 || parse_deals(tier_items, answer_items, played_items, &deals) < 0) {
        return NULL;
    }
    Rng rng = {rng_state};
    double totals[MAX_LEGAL];
    const char *error;
    Py_BEGIN_ALLOW_THREADS
    error = sbeet_search(&opts, &state, &deals, legal, legal_count, &budget, &rng, totals);
    Py_END_ALLOW_THREADS
    return search_result(error, legal_count, &rng, totals);
}

/* sbeet_search(options, state, tiers, answers, played_by, legal, samples, exact_nodes,
 * win_bonus, rng_state) -> (totals, rng_state): Bint Al-Sbeet's search in the core.  A
 * number too big for its C type is out of range like any other: a ValueError. */
static PyObject *sbeet_search_py(PyObject *self, PyObject *args) {
    (void)self;
    PyObject *out = sbeet_search_call(args);
    if (out == NULL && PyErr_ExceptionMatches(PyExc_OverflowError)) {
        PyErr_SetString(PyExc_ValueError, "a number is out of range");
    }
    return out;
}

static PyObject *has_rules_policy(PyObject *self, PyObject *args) {
    (void)self;
    const char *id;
    if (!PyArg_ParseTuple(args, "s", &id)) return NULL;
    for (size_t i = 0; i < sizeof games / sizeof games[0]; i++) {
        if (strcmp(games[i]->id, id) == 0) return PyBool_FromLong(games[i]->play_rules != NULL);
    }
    Py_RETURN_FALSE;
}

static PyObject *game_ids(PyObject *self, PyObject *unused) {
    (void)self;
    (void)unused;
    PyObject *out = PyTuple_New(sizeof games / sizeof games[0]);
    if (out == NULL) return NULL;
    for (size_t i = 0; i < sizeof games / sizeof games[0]; i++) {
        PyTuple_SET_ITEM(out, (Py_ssize_t)i, PyUnicode_FromString(games[i]->id));
    }
    return out;
}

static PyObject *stream_seed(PyObject *self, PyObject *args) {
    (void)self;
    const char *key;
    if (!PyArg_ParseTuple(args, "s", &key)) return NULL;
    return PyLong_FromUnsignedLongLong(key_seed(key));
}

static PyMethodDef methods[] = {
    {"simulate", simulate, METH_VARARGS,
     "simulate(game, options, seed, first, count): figures of random matches"},
    {"match_log", match_log, METH_VARARGS,
     "match_log(game, options, seed): the (seat, action) pairs of one random match"},
    {"random_hands", random_hands, METH_VARARGS,
     "random_hands(game, options, rng_seed, count): deal and play out; the actions"},
    {"rollout", rollout, METH_VARARGS,
     "rollout(game, options, state, rng_state, rules): (state, pairs, rng_state)"},
    {"playout_scores", playout_scores, METH_VARARGS,
     "playout_scores(game, options, state, rng_state, rules): the hand's scores"},
    {"sevens_search", sevens_search_py, METH_VARARGS,
     "sevens_search(options, state, seat, cannot, points, legal, samples, burn_in, thin, "
     "planned_turns, exact_nodes, miss, win_bonus, rng_state): Badam Saat's search totals per "
     "action"},
    {"deemin_search", deemin_search_py, METH_VARARGS,
     "deemin_search(options, state, seat, cannot, points, legal, samples, burn_in, thin, "
     "exact_nodes, miss, win_bonus, rng_state): Sab'at Al-Deemin's search totals per "
     "action"},
    {"asymmetric_search", asymmetric_search_py, METH_VARARGS,
     "asymmetric_search(options, state, seat, cannot, legal, samples, exact_nodes, win_bonus, "
     "rng_state): Asymmetric Badam Saat's search totals per action"},
    {"sedma_search", sedma_search_py, METH_VARARGS,
     "sedma_search(options, state, legal, samples, reading_tries, deal_tries, exact_nodes, "
     "win_bonus, match_scale, match_offset, rng_state): Sedma's search totals per action"},
    {"sbeet_search", sbeet_search_py, METH_VARARGS,
     "sbeet_search(options, state, tiers, answers, played_by, legal, samples, exact_nodes, "
     "win_bonus, rng_state): Bint Al-Sbeet's search totals per action"},
    {"has_rules_policy", has_rules_policy, METH_VARARGS, "has_rules_policy(game)"},
    {"game_ids", game_ids, METH_NOARGS, "the games the core plays"},
    {"stream_seed", stream_seed, METH_VARARGS, "stream_seed(key): the seed of a stream"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "majlis._core", "The compiled core of majlis.", -1, methods,
    NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__core(void) {
    PyObject *out = PyModule_Create(&module);
    if (out != NULL && add_vector_env(out) < 0) Py_CLEAR(out);
    return out;
}
