/* The games of the compiled core for the binding: each found by its id, its options checked
 * by its table of options, and what its search reads that is particular to it (its
 * reading) parsed from Python into the game's own type.  Bad input raises ValueError or
 * TypeError and changes nothing.  binding.c and vector_binding.c both read the games
 * through this file; it calls neither. */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdarg.h>

#include "binding.h"
#include "cards.h"

const CoreGame *find_game(const char *id) {
    for (size_t i = 0; i < core_game_count; i++) {
        if (strcmp(core_games[i].rules->id, id) == 0) return &core_games[i];
    }
    PyErr_Format(PyExc_ValueError, "the core has no game %s", id);
    return NULL;
}

const Rules *parse_game(const char *id, PyObject *values, Options *opts) {
    const CoreGame *game = find_game(id);
    if (game == NULL) return NULL;
    const Rules *rules = game->rules;
    if (!PyTuple_Check(values) || PyTuple_GET_SIZE(values) != rules->option_count) {
        PyErr_Format(PyExc_ValueError, "%s takes a tuple of %d option ints", id,
                     rules->option_count);
        return NULL;
    }
    memset(opts, 0, sizeof *opts);
    for (int i = 0; i < rules->option_count; i++) {
        const OptionSpec *spec = &rules->options[i];
        long v = PyLong_AsLong(PyTuple_GET_ITEM(values, i));
        if (v == -1 && PyErr_Occurred()) return NULL;
        if (v < spec->low || v > spec->high) {
            PyErr_Format(PyExc_ValueError, "%s's option %s must be %d..%d, not %ld", id,
                         spec->name, spec->low, spec->high, v);
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

int parse_masks(PyObject *items, uint64_t *out, int count, const char *what) {
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

int parse_ints(PyObject *items, int *out, int most, int high, const char *what) {
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

/* -- Badam Saat and Sab'at Al-Deemin: the hand reader's --------------------------------- */

/* The seats' past choices: (seat, open, later, card) each. */
static int parse_points(PyObject *items, const Options *opts, HandReading *r) {
    if (!PyTuple_Check(items) || PyTuple_GET_SIZE(items) > MOST_POINTS) {
        PyErr_SetString(PyExc_ValueError, "points: a tuple, and not too many");
        return -1;
    }
    r->point_count = (int)PyTuple_GET_SIZE(items);
    for (int i = 0; i < r->point_count; i++) {
        uint64_t parts[4];
        if (parse_masks(PyTuple_GET_ITEM(items, i), parts, 4,
                        "a point (seat, open, later, card)") < 0) {
            return -1;
        }
        if (parts[0] >= (uint64_t)opts->seats || parts[3] >= CARD_SLOTS) {
            PyErr_SetString(PyExc_ValueError, "a point's seat or card is out of range");
            return -1;
        }
        r->points[i] = (Point){(int)parts[0], parts[1], parts[2], (int)parts[3]};
    }
    return 0;
}

/* (cannot, points, burn_in, thin, miss) */
static int read_hands(PyObject *items, const Options *opts, Reading *out) {
    HandReading *r = &out->hand;
    PyObject *cannot, *points;
    if (parse_item(items, "the reading", "O!O!iid;the reading is (cannot, points, burn_in, thin, "
                   "miss)", &PyTuple_Type, &cannot, &PyTuple_Type, &points, &r->burn_in,
                   &r->thin, &r->miss) < 0
        || parse_masks(cannot, r->cannot, opts->seats, "cannot") < 0
        || parse_points(points, opts, r) < 0) {
        return -1;
    }
    if (r->burn_in < 0 || r->burn_in > 1000000 || r->thin < 0 || r->thin > 1000000
        || !(r->miss >= 0.0 && r->miss <= 1.0)) {
        PyErr_SetString(PyExc_ValueError, "burn_in, thin or miss out of range");
        return -1;
    }
    return 0;
}

/* -- Asymmetric Badam Saat: (cannot,), what the opponent cannot hold -------------------- */

static int read_cannot(PyObject *items, const Options *opts, Reading *out) {
    (void)opts;
    return parse_masks(items, &out->cannot, 1, "the reading (cannot,)");
}

/* -- Bint Al-Sbeet: its sampler's tiers, the answers and the cards played --------------- */

/* One placement: (weight, fixed cards per seat, needs, order). */
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

/* One tier: (may_hold, ((weight, fixed, need, order), ...)). */
static int parse_tier(PyObject *item, SbeetTier *tier) {
    PyObject *may_hold, *placements;
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
        if (parse_placement(PyTuple_GET_ITEM(placements, i), &tier->placements[i]) < 0) return -1;
    }
    return 0;
}

static int parse_tiers(PyObject *items, SbeetDeals *d) {
    if (!PyTuple_Check(items) || PyTuple_GET_SIZE(items) < 1
        || PyTuple_GET_SIZE(items) > SBEET_MOST_TIERS) {
        PyErr_SetString(PyExc_ValueError, "no tier of deals, or too many");
        return -1;
    }
    d->tier_count = (int)PyTuple_GET_SIZE(items);
    for (int t = 0; t < d->tier_count; t++) {
        if (parse_tier(PyTuple_GET_ITEM(items, t), &d->tiers[t]) < 0) return -1;
    }
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

/* (tiers, (reveal answers, minus answers), played_by) */
static int read_deals(PyObject *items, const Options *opts, Reading *out) {
    (void)opts;
    SbeetDeals *d = &out->sbeet;
    PyObject *tiers, *answers, *played, *reveals, *minus;
    if (parse_item(items, "the reading", "OOO;the reading is (tiers, answers, played_by)",
                   &tiers, &answers, &played) < 0
        || parse_tiers(tiers, d) < 0
        || parse_item(answers, "the answers", "O!O!;the answers are (reveals, minus)",
                      &PyTuple_Type, &reveals, &PyTuple_Type, &minus) < 0
        || parse_masks(played, d->played_by, SBEET_SEATS, "played_by") < 0) {
        return -1;
    }
    d->reveal_count = parse_answers(reveals, d->reveals);
    d->minus_count = d->reveal_count < 0 ? -1 : parse_answers(minus, d->minus);
    return d->minus_count < 0 ? -1 : 0;
}

/* -- Sedma: (reading_tries, deal_tries, match_scale, match_offset) ----------------------- */

static int read_tries(PyObject *items, const Options *opts, Reading *out) {
    (void)opts;
    SedmaReading *r = &out->sedma;
    if (parse_item(items, "the reading", "iidd;the reading is (reading_tries, deal_tries, "
                   "match_scale, match_offset)", &r->reading_tries, &r->deal_tries,
                   &r->match_scale, &r->match_offset) < 0) {
        return -1;
    }
    if (r->reading_tries < 1 || r->reading_tries > 10000 || r->deal_tries < 1
        || r->deal_tries > 10000 || !(r->match_scale >= 0.0 && r->match_scale < 1e6)
        || !(r->match_offset > 0.0 && r->match_offset < 1e6)) {
        PyErr_SetString(PyExc_ValueError, "tries or the match model out of range");
        return -1;
    }
    return 0;
}

const CoreGame core_games[] = {
    {&sabat_al_deemin_rules, read_hands}, {&bint_al_sbeet_rules, read_deals},
    {&badam_saat_rules, read_hands}, {&asymmetric_badam_saat_rules, read_cannot},
    {&sedma_rules, read_tries},
};

const size_t core_game_count = sizeof core_games / sizeof core_games[0];
