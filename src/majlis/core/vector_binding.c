/* majlis._core.VecEnv: the batched environments of vector.c for Python.  The object owns
 * its envs; the arrays it writes are numpy arrays given once when it is made (checked
 * here: C-contiguous, writable, of the right item size and length) and kept alive by it.
 * Only majlis/fast.py makes one. */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdlib.h>

#include "binding.h"
#include "vector.h"

static const VecGame *const vec_games[] = {
    &sabat_al_deemin_vec, &bint_al_sbeet_vec, &badam_saat_vec, &asymmetric_badam_saat_vec,
    &sedma_vec,
};

#define OUTPUTS 8
#define MOST_ENVS (1 << 20)

typedef struct {
    PyObject_HEAD
    Vec vec;
    Py_buffer views[OUTPUTS];
    int held; /* how many views are held */
    int busy; /* a reset or step runs (without the GIL) */
    VecOut out;
} VecEnvObject;

static void vecenv_dealloc(VecEnvObject *self) {
    for (int i = 0; i < self->held; i++) PyBuffer_Release(&self->views[i]);
    free(self->vec.slots);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

/* Holds a writable C-contiguous buffer of count items of size bytes, kind 'f' (float) or
 * 'i' (integer); its memory, or NULL with the error set. */
static void *hold(VecEnvObject *self, PyObject *array, Py_ssize_t count, Py_ssize_t size,
                  char kind, const char *what) {
    Py_buffer *view = &self->views[self->held];
    if (PyObject_GetBuffer(array, view, PyBUF_WRITABLE | PyBUF_C_CONTIGUOUS | PyBUF_FORMAT) < 0) {
        return NULL;
    }
    self->held++;
    char format = view->format[strlen(view->format) - 1];
    int is_float = format == 'f' || format == 'd';
    if (view->itemsize != size || view->len != count * size || is_float != (kind == 'f')) {
        PyErr_Format(PyExc_ValueError, "%s: an array of %zd %s of %zd bytes", what, count,
                     kind == 'f' ? "floats" : "ints", size);
        return NULL;
    }
    return view->buf;
}

/* The players ((0 learner, 1 rules, 2 random) per seat) into the Vec; -1 with the error. */
static int parse_players(PyObject *items, Vec *v) {
    int learners = 0;
    if (!PyTuple_Check(items) || PyTuple_GET_SIZE(items) != v->opts.seats) {
        PyErr_Format(PyExc_ValueError, "players: a tuple of %d ints", v->opts.seats);
        return -1;
    }
    for (int seat = 0; seat < v->opts.seats; seat++) {
        long kind = PyLong_AsLong(PyTuple_GET_ITEM(items, seat));
        if (kind == -1 && PyErr_Occurred()) return -1;
        if (kind < VEC_LEARNER || kind > VEC_RANDOM) {
            PyErr_SetString(PyExc_ValueError, "a player is 0 (learner), 1 (rules) or 2 (random)");
            return -1;
        }
        v->player[seat] = (int)kind;
        if (kind == VEC_LEARNER) v->learner = learners++ ? -1 : seat;
    }
    if (!learners) {
        PyErr_SetString(PyExc_ValueError, "no seat learns");
        return -1;
    }
    if (learners < v->opts.seats && v->learner < 0) {
        PyErr_SetString(PyExc_ValueError, "one seat learns, or every seat");
        return -1;
    }
    return 0;
}

static const VecGame *find_vec(const Rules *rules) {
    for (size_t i = 0; i < sizeof vec_games / sizeof vec_games[0]; i++) {
        if (vec_games[i]->rules == rules) return vec_games[i];
    }
    PyErr_Format(PyExc_ValueError, "the core has no batched environment of %s", rules->id);
    return NULL;
}

static int hold_outputs(VecEnvObject *self, PyObject **arrays) {
    Vec *v = &self->vec;
    Py_ssize_t n = v->count, seats = v->opts.seats;
    VecOut *o = &self->out;
    o->obs = hold(self, arrays[0], n * v->obs_size, 4, 'f', "obs");
    if (o->obs != NULL) o->mask = hold(self, arrays[1], n * v->game->num_actions, 1, 'i', "mask");
    if (o->mask != NULL) o->seat = hold(self, arrays[2], n, 4, 'i', "seat");
    if (o->seat != NULL) o->rewards = hold(self, arrays[3], n * seats, 4, 'f', "rewards");
    if (o->rewards != NULL) o->terminated = hold(self, arrays[4], n, 1, 'i', "terminated");
    if (o->terminated != NULL) o->illegal = hold(self, arrays[5], n, 1, 'i', "illegal");
    if (o->illegal != NULL) {
        o->final_obs = hold(self, arrays[6], n * v->obs_size, 4, 'f', "final_obs");
    }
    if (o->final_obs != NULL) o->episode_seed = hold(self, arrays[7], n, 8, 'i', "episode_seed");
    return o->episode_seed == NULL ? -1 : 0;
}

/* VecEnv(game, options, num_envs, players, worst, obs, mask, seat, rewards, terminated,
 * illegal, final_obs, episode_seed) */
static int vecenv_init(VecEnvObject *self, PyObject *args, PyObject *kwds) {
    (void)kwds;
    const char *id;
    PyObject *values, *players, *arrays[OUTPUTS];
    int count;
    float worst;
    if (self->held || self->vec.slots != NULL) {
        PyErr_SetString(PyExc_TypeError, "a VecEnv is made once");
        return -1;
    }
    if (!PyArg_ParseTuple(args, "sO!iO!fOOOOOOOO", &id, &PyTuple_Type, &values, &count,
                          &PyTuple_Type, &players, &worst, &arrays[0], &arrays[1], &arrays[2],
                          &arrays[3], &arrays[4], &arrays[5], &arrays[6], &arrays[7])) {
        return -1;
    }
    Vec *v = &self->vec;
    const Rules *rules = parse_game(id, values, &v->opts);
    if (rules == NULL || (v->game = find_vec(rules)) == NULL || parse_players(players, v) < 0) {
        return -1;
    }
    if (count < 1 || count > MOST_ENVS) {
        PyErr_Format(PyExc_ValueError, "num_envs must be 1..%d", MOST_ENVS);
        return -1;
    }
    v->count = count;
    v->worst = worst;
    v->obs_size = v->game->obs_size(&v->opts);
    if (hold_outputs(self, arrays) < 0) return -1;
    v->slots = calloc((size_t)count, sizeof *v->slots);
    if (v->slots == NULL) {
        PyErr_NoMemory();
        return -1;
    }
    return 0;
}

/* Runs a reset or a step without the GIL; None, or the error raised. */
static PyObject *run(VecEnvObject *self, uint64_t seed, const int64_t *actions) {
    if (self->vec.slots == NULL || self->busy) {
        PyErr_SetString(PyExc_RuntimeError, self->busy ? "the VecEnv is busy in another thread"
                                                       : "the VecEnv was not made");
        return NULL;
    }
    const char *error;
    self->busy = 1;
    Py_BEGIN_ALLOW_THREADS
    error = actions == NULL ? vec_reset(&self->vec, seed, &self->out)
                            : vec_step(&self->vec, actions, &self->out);
    Py_END_ALLOW_THREADS
    self->busy = 0;
    if (error != NULL) {
        PyErr_SetString(PyExc_RuntimeError, error);
        return NULL;
    }
    Py_RETURN_NONE;
}

static PyObject *vecenv_reset(VecEnvObject *self, PyObject *args) {
    unsigned long long seed;
    if (!PyArg_ParseTuple(args, "K", &seed)) return NULL;
    return run(self, seed, NULL);
}

/* step(actions): actions an int64 array of num_envs. */
static PyObject *vecenv_step(VecEnvObject *self, PyObject *args) {
    PyObject *array;
    if (!PyArg_ParseTuple(args, "O", &array)) return NULL;
    Py_buffer view;
    if (PyObject_GetBuffer(array, &view, PyBUF_C_CONTIGUOUS | PyBUF_FORMAT) < 0) return NULL;
    char format = view.format[strlen(view.format) - 1];
    PyObject *out;
    if (view.itemsize != 8 || view.len != (Py_ssize_t)self->vec.count * 8
        || (format != 'l' && format != 'q')) {
        PyErr_Format(PyExc_ValueError, "actions: an int64 array of %d", self->vec.count);
        out = NULL;
    } else if (self->vec.slots[0].episodes == 0) {
        PyErr_SetString(PyExc_RuntimeError, "reset() first");
        out = NULL;
    } else {
        out = run(self, 0, view.buf);
    }
    PyBuffer_Release(&view);
    return out;
}

static PyMethodDef vecenv_methods[] = {
    {"reset", (PyCFunction)vecenv_reset, METH_VARARGS, "reset(seed): every env anew"},
    {"step", (PyCFunction)vecenv_step, METH_VARARGS, "step(actions): one action per env"},
    {NULL, NULL, 0, NULL},
};

static PyTypeObject VecEnvType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "majlis._core.VecEnv",
    .tp_basicsize = sizeof(VecEnvObject),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "Batched environments of one game, stepped in C.",
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)vecenv_init,
    .tp_dealloc = (destructor)vecenv_dealloc,
    .tp_methods = vecenv_methods,
};

int add_vector_env(PyObject *module) {
    PyObject *ids = PyTuple_New(sizeof vec_games / sizeof vec_games[0]);
    if (ids == NULL) return -1;
    for (size_t i = 0; i < sizeof vec_games / sizeof vec_games[0]; i++) {
        PyTuple_SET_ITEM(ids, (Py_ssize_t)i, PyUnicode_FromString(vec_games[i]->rules->id));
    }
    if (PyModule_AddObject(module, "VECTOR_GAMES", ids) < 0) {
        Py_DECREF(ids);
        return -1;
    }
    if (PyType_Ready(&VecEnvType) < 0) return -1;
    Py_INCREF(&VecEnvType);
    if (PyModule_AddObject(module, "VecEnv", (PyObject *)&VecEnvType) < 0) {
        Py_DECREF(&VecEnvType);
        return -1;
    }
    return 0;
}
