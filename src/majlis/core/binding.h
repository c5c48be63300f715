/* What binding.c shares with vector_binding.c (both need Python.h first). */
#ifndef MAJLIS_BINDING_H
#define MAJLIS_BINDING_H

#include "core.h"

/* The rules of game id with its options (a tuple of ints) checked into opts, or NULL
 * with the error set. */
const Rules *parse_game(const char *id, PyObject *values, Options *opts);

/* Adds the type VecEnv (vector_binding.c) to the module; -1 with the error set. */
int add_vector_env(PyObject *module);

#endif
