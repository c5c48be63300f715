/* What the binding's files share (each needs Python.h first).  They depend one way:
 * binding.c (the module) on vector_binding.c (its VecEnv type), and both on readings.c
 * (the games, their options and their readings). */
#ifndef MAJLIS_BINDING_H
#define MAJLIS_BINDING_H

#include "games.h"

/* Adds the type VecEnv (vector_binding.c) to the module; -1 with the error set. */
int add_vector_env(PyObject *module);

/* What a search reads that is particular to its game (readings.c): the Python reading
 * parsed into the game's own type. */
typedef union {
    HandReading hand;
    SbeetDeals sbeet;
    SedmaReading sedma;
    uint64_t cannot;
} Reading;

/* One game of the core: its rules and how its search's reading is parsed (-1 with the error
 * set); read is NULL where the game has no search. */
typedef struct {
    const Rules *rules;
    int (*read)(PyObject *items, const Options *opts, Reading *out);
} CoreGame;

extern const CoreGame core_games[];
extern const size_t core_game_count;

/* The game of id, or NULL with the error set. */
const CoreGame *find_game(const char *id);

/* The rules of game id with its options (a tuple of ints, each in the range its table of
 * options gives, then checked together by the game) into opts, or NULL with the error
 * set. */
const Rules *parse_game(const char *id, PyObject *values, Options *opts);

/* count ints of a tuple, each an unsigned 64-bit mask, into out; -1 with the error set. */
int parse_masks(PyObject *items, uint64_t *out, int count, const char *what);

/* A tuple of at most most ints, each 0..high, into out; their count, or -1 with the error
 * set (what names one of them). */
int parse_ints(PyObject *items, int *out, int most, int high, const char *what);

#endif
