/* majlis._core: the thin CPython binding of the compiled core.  Every argument is
 * checked here (a state by its game's layout, fields.c), by readings.c (what a search
 * reads that is its game's own) or by the game's own check/load; bad input raises
 * ValueError or TypeError and changes nothing.  Only majlis/fast.py imports this module.
 *
 * The searches run without the GIL (a bot thinking at one table of the server leaves
 * the others and the event loop running): they touch only their own C arguments, and
 * the rules' lookup tables are built by each game's check, which runs under the GIL. */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdlib.h>

#include "binding.h"
#include "cards.h"

/* A state of the game from its flat ints, read by the game's layout. */
static int parse_state(const Rules *rules, const Options *opts, PyObject *flat, State *state) {
    int64_t values[FLAT_MOST];
    if (!PyTuple_Check(flat) || PyTuple_GET_SIZE(flat) > FLAT_MOST) {
        PyErr_SetString(PyExc_ValueError, "a state is a tuple of ints");
        return -1;
    }
    int n = (int)PyTuple_GET_SIZE(flat);
    for (int i = 0; i < n; i++) {
        values[i] = PyLong_AsLongLong(PyTuple_GET_ITEM(flat, i));
        if (values[i] == -1 && PyErr_Occurred()) return -1;
    }
    Span fields[FLAT_MOST];
    const char *field, *error = split_fields(rules->layout, rules->fields, opts->seats, values,
                                             n, fields, &field);
    if (error != NULL && field != NULL) {
        PyErr_Format(PyExc_ValueError, "%s %s", field, error);
        return -1;
    }
    if (error == NULL) error = rules->load(opts, state, fields);
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

/* The flat ints of a state, field by field of the game's layout. */
static PyObject *state_tuple(const Rules *rules, const Options *opts, const State *state) {
    int64_t values[FLAT_MOST];
    FlatWriter writer = {values, 0, 0, rules->layout, opts->seats};
    rules->save(opts, state, &writer);
    PyObject *out = PyTuple_New(writer.n);
    if (out == NULL) return NULL;
    for (int i = 0; i < writer.n; i++) {
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

/* A hand played out from a state, for rollout and playout_scores. */
typedef struct {
    Options opts;
    State state;
    Rng rng;
} Playout;

/* (id, options, state, rng_state, rules_policy) parsed into p and the hand played to its end
 * by the policy asked for (its pairs into log, NULL for none); the rules, or NULL with an
 * exception set. */
static const Rules *play_out(PyObject *args, Playout *p, Log *log) {
    const char *id;
    PyObject *values, *flat;
    unsigned long long rng_state;
    int policy;
    if (!PyArg_ParseTuple(args, "sO!O!Kp", &id, &PyTuple_Type, &values, &PyTuple_Type, &flat,
                          &rng_state, &policy)) {
        return NULL;
    }
    const Rules *rules = parse_game_state(id, values, flat, &p->opts, &p->state);
    if (rules == NULL) return NULL;
    if (policy && rules->play_rules == NULL) {
        PyErr_Format(PyExc_ValueError, "the core has no rules policy for %s", id);
        return NULL;
    }
    p->rng.state = rng_state;
    (policy ? rules->play_rules : rules->play_random)(&p->opts, &p->state, &p->rng, log);
    return rules;
}

/* rollout(id, options, state, rng_state, rules_policy) -> (state, pairs, rng_state) */
static PyObject *rollout(PyObject *self, PyObject *args) {
    (void)self;
    Playout p;
    Log log = {0};
    const Rules *rules = play_out(args, &p, &log);
    PyObject *pairs = rules == NULL ? NULL : pairs_list(&log);
    free(log.pairs);
    if (pairs == NULL) return NULL;
    return Py_BuildValue("NNK", state_tuple(rules, &p.opts, &p.state), pairs,
                         (unsigned long long)p.rng.state);
}

/* playout_scores(id, options, state, rng_state, rules_policy) -> scores: the hot path
 * of the search bots, one playout from a state to the hand's scores. */
static PyObject *playout_scores(PyObject *self, PyObject *args) {
    (void)self;
    Playout p;
    const Rules *rules = play_out(args, &p, NULL);
    if (rules == NULL) return NULL;
    int scores[MAX_SEATS];
    rules->scores(&p.opts, &p.state, scores);
    PyObject *out = PyTuple_New(p.opts.seats);
    if (out == NULL) return NULL;
    for (int s = 0; s < p.opts.seats; s++) PyTuple_SET_ITEM(out, s, PyLong_FromLong(scores[s]));
    return out;
}

#define MOST_LEGAL (CARD_SLOTS + 1)

/* (samples, win_bonus, exact_nodes, planned_turns) into budget; -1 with the error set. */
static int parse_budget(PyObject *items, Budget *b) {
    if (!PyTuple_Check(items)
        || !PyArg_ParseTuple(items, "idii;a budget is (samples, win_bonus, exact_nodes, "
                             "planned_turns)", &b->samples, &b->win_bonus, &b->exact_nodes,
                             &b->planned_turns)) {
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_TypeError, "a budget is a tuple");
        return -1;
    }
    if (b->samples < 0 || b->samples > 10000000 || b->exact_nodes < 0
        || b->exact_nodes > 100000000 || b->planned_turns < 0 || b->planned_turns > MOST_PLANNED) {
        PyErr_SetString(PyExc_ValueError, "samples, exact_nodes or planned turns out of range");
        return -1;
    }
    return 0;
}

/* The legal actions of a search (1 to MOST_LEGAL ints, each 0..max_action) into legal;
 * their count, or -1 with the error set. */
static int parse_legal(PyObject *items, int max_action, int *legal) {
    if (!PyTuple_Check(items) || PyTuple_GET_SIZE(items) < 1
        || PyTuple_GET_SIZE(items) > MOST_LEGAL) {
        PyErr_SetString(PyExc_ValueError, "no legal action, or too many");
        return -1;
    }
    return parse_ints(items, legal, MOST_LEGAL, max_action, "an action");
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

/* Everything a search reads, parsed. */
typedef struct {
    Options opts;
    State state;
    int legal[MOST_LEGAL], legal_count;
    Budget budget;
    Reading reading;
    Rng rng;
} SearchArgs;

static const Rules *parse_search(PyObject *args, SearchArgs *a) {
    const char *id;
    PyObject *values, *flat, *legal, *budget, *reading;
    unsigned long long rng_state;
    if (!PyArg_ParseTuple(args, "sO!O!OOOK", &id, &PyTuple_Type, &values, &PyTuple_Type, &flat,
                          &legal, &budget, &reading, &rng_state)) {
        return NULL;
    }
    const CoreGame *game = find_game(id);
    if (game == NULL) return NULL;
    if (game->read == NULL || game->rules->search == NULL) {
        PyErr_Format(PyExc_ValueError, "the core has no search for %s", id);
        return NULL;
    }
    if (parse_game(id, values, &a->opts) == NULL
        || parse_state(game->rules, &a->opts, flat, &a->state) < 0
        || (a->legal_count = parse_legal(legal, game->rules->max_action, a->legal)) < 0
        || parse_budget(budget, &a->budget) < 0 || game->read(reading, &a->opts, &a->reading) < 0) {
        return NULL;
    }
    a->rng.state = rng_state;
    return game->rules;
}

/* search(game, options, state, legal, budget, reading, rng_state) -> (totals, rng_state):
 * one decision of the game's search in the core, its reading the game's own.  A number too
 * big for its C type is out of range like any other: a ValueError. */
static PyObject *search(PyObject *self, PyObject *args) {
    (void)self;
    SearchArgs *a = PyMem_Malloc(sizeof *a);
    if (a == NULL) return PyErr_NoMemory();
    PyObject *out = NULL;
    const Rules *rules = parse_search(args, a);
    if (rules != NULL) {
        double totals[MOST_LEGAL];
        const char *error;
        Py_BEGIN_ALLOW_THREADS
        error = rules->search(&a->opts, &a->state, &a->reading, &a->budget, a->legal,
                              a->legal_count, &a->rng, totals);
        Py_END_ALLOW_THREADS
        out = search_result(error, a->legal_count, &a->rng, totals);
    }
    PyMem_Free(a);
    if (out == NULL && PyErr_ExceptionMatches(PyExc_OverflowError)) {
        PyErr_SetString(PyExc_ValueError, "a number is out of range");
    }
    return out;
}

/* tuple with item at i, or NULL (the tuple released) where item is NULL. */
static PyObject *with_item(PyObject *tuple, Py_ssize_t i, PyObject *item) {
    if (item == NULL) {
        Py_DECREF(tuple);
        return NULL;
    }
    PyTuple_SET_ITEM(tuple, i, item);
    return tuple;
}

/* layout(game) -> ((option name, ...), ((field name, length), ...)): what each option int
 * of the game is, and the fields of its flat states in order, each of length ints, or
 * PER_SEAT (one a seat), or COUNTED (a count, then that many). */
static PyObject *layout(PyObject *self, PyObject *args) {
    (void)self;
    const char *id;
    if (!PyArg_ParseTuple(args, "s", &id)) return NULL;
    const CoreGame *game = find_game(id);
    if (game == NULL) return NULL;
    const Rules *rules = game->rules;
    PyObject *options = PyTuple_New(rules->option_count), *fields = PyTuple_New(rules->fields);
    for (int i = 0; options != NULL && i < rules->option_count; i++) {
        options = with_item(options, i, PyUnicode_FromString(rules->options[i].name));
    }
    for (int i = 0; fields != NULL && i < rules->fields; i++) {
        const Field *f = &rules->layout[i];
        fields = with_item(fields, i, Py_BuildValue("si", f->name, f->length));
    }
    return Py_BuildValue("NN", options, fields);
}

static PyObject *has_rules_policy(PyObject *self, PyObject *args) {
    (void)self;
    const char *id;
    if (!PyArg_ParseTuple(args, "s", &id)) return NULL;
    for (size_t i = 0; i < core_game_count; i++) {
        const Rules *rules = core_games[i].rules;
        if (strcmp(rules->id, id) == 0) return PyBool_FromLong(rules->play_rules != NULL);
    }
    Py_RETURN_FALSE;
}

static PyObject *game_ids(PyObject *self, PyObject *unused) {
    (void)self;
    (void)unused;
    PyObject *out = PyTuple_New((Py_ssize_t)core_game_count);
    if (out == NULL) return NULL;
    for (size_t i = 0; i < core_game_count; i++) {
        PyTuple_SET_ITEM(out, (Py_ssize_t)i, PyUnicode_FromString(core_games[i].rules->id));
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
    {"search", search, METH_VARARGS,
     "search(game, options, state, legal, budget, reading, rng_state): the game's search "
     "totals per action, and where the generator stands"},
    {"layout", layout, METH_VARARGS,
     "layout(game): the names of its option ints and the fields of its flat states"},
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
