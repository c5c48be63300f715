/* Batched environments (vector.c): many hands of one game stepped at once, each seat's
 * observation encoded in C as majlis/rl/adapters/<game>.py encodes the seat's view.
 *
 * A game offers one VecGame table (additive hooks in its own file): besides its Rules,
 * what the observation reads that its state does not hold (a Memo, zero when a hand is
 * dealt and kept up as actions are applied), its legal actions in the order of the game's
 * legal_actions, its rules policy for one decision, and its encoder. */
#ifndef MAJLIS_VECTOR_H
#define MAJLIS_VECTOR_H

#include <stdint.h>

#include "cards.h"
#include "core.h"

#define VEC_MOST_ACTIONS 192 /* the largest num_actions of a game (Sab'at Al-Deemin's) */

typedef struct {
    uint64_t word[4];
} Memo;

typedef struct {
    const Rules *rules;
    int num_actions;
    int sign; /* what a point is worth to a learner: -1 in a game of penalties */
    int (*obs_size)(const Options *opts);
    /* The seat to act (-1 once the hand is over); its legal actions into actions, in the
     * order of the game's legal_actions, and their count (0 once the hand is over). */
    int (*legal)(const Options *opts, const State *state, int *seat, int *actions);
    /* Plays a legal action for the seat to act, keeping the memo up. */
    void (*apply)(const Options *opts, State *state, Memo *memo, int action);
    /* The rules bot's choice among legal[0..count), two or more (the game's rules_action:
     * no game's draws from its stream). */
    int (*rules_action)(const Options *opts, const State *state, const int *legal, int count);
    /* seat's observation into out (obs_size floats, zeroed by the caller). */
    void (*encode)(const Options *opts, const State *state, const Memo *memo, int seat,
                   float *out);
} VecGame;

/* The cards of mask as 1s in their slots of a 52-card deck (suit * 13 + rank - 2). */
static inline void vec_put_cards(float *out, uint64_t mask) {
    for (; mask; mask &= mask - 1) {
        int c = lowest_bit(mask);
        out[suit_of(c) * 13 + rank_of(c) - 2] = 1.0f;
    }
}

/* The memo of the games whose observation says who passed (Encoder.put_passes): word 0
 * the seats whose latest move since the first item was played is a pass, word 1 whether
 * an item has been played; after seat's move (passed: whether it was a pass). */
static inline void vec_note_pass(Memo *memo, int seat, int passed) {
    uint64_t bit = 1ULL << seat;
    memo->word[1] |= (uint64_t)!passed;
    memo->word[0] = passed && memo->word[1] ? memo->word[0] | bit : memo->word[0] & ~bit;
}

/* Seat other's entry in a block of seats entries, relative to the observer seat. */
static inline int vec_relative(int other, int seat, int seats) {
    return (other - seat + seats) % seats;
}

/* 1 for each seat of the seat mask (Encoder.put_seats of 0/1 values). */
static inline void vec_put_seats(float *out, uint64_t mask, int seat, int seats) {
    for (int other = 0; other < seats; other++) {
        out[vec_relative(other, seat, seats)] = (float)(mask >> other & 1);
    }
}

/* Encoder.put_seat_blocks from out on: counts (items held / most, at most 1), to_move
 * (all 0 once turn < 0) and dealer, each seats entries. */
static inline void vec_put_seat_blocks(float *out, const uint64_t *hands, int most, int turn,
                                       int dealer, int seat, int seats) {
    for (int other = 0; other < seats; other++) {
        double held = (double)bit_count(hands[other]) / most;
        out[vec_relative(other, seat, seats)] = (float)(held < 1.0 ? held : 1.0);
    }
    if (turn >= 0) out[seats + vec_relative(turn, seat, seats)] = 1.0f;
    out[2 * seats + vec_relative(dealer, seat, seats)] = 1.0f;
}

extern const VecGame badam_saat_vec;
extern const VecGame sedma_vec;
extern const VecGame bint_al_sbeet_vec;
extern const VecGame asymmetric_badam_saat_vec;
extern const VecGame sabat_al_deemin_vec;

/* The bots the batched environment plays at seats other than the learner's. */
enum { VEC_LEARNER, VEC_RULES, VEC_RANDOM };

/* One environment: its hand, the seed of its episode and how many it has played. */
typedef struct {
    State state;
    Memo memo;
    uint64_t episode_seed;
    uint64_t episodes;
    Rng bots[MAX_SEATS];  /* each random bot's stream */
    int paid[MAX_SEATS];  /* the signed points already given as rewards */
    int dealer, number;   /* the hand's dealer and its number in the episode */
    int seat;             /* the seat to act, -1 once the hand is over */
    int legal[MOST_ACTIONS > VEC_MOST_ACTIONS ? MOST_ACTIONS : VEC_MOST_ACTIONS];
    int legal_count;
} VecSlot;

typedef struct {
    const VecGame *game;
    Options opts;
    int count;
    int player[MAX_SEATS]; /* VEC_LEARNER, VEC_RULES or VEC_RANDOM per seat */
    int learner;           /* the one learning seat, or -1: every seat learns (self-play) */
    uint64_t seed;         /* the seed of the latest reset */
    float worst;           /* an illegal action's reward: the lowest a hand can give */
    int obs_size;
    VecSlot *slots;
} Vec;

/* The outputs of one reset or step, arrays of count rows each (NULL: not wanted). */
typedef struct {
    float *obs;          /* count x obs_size: the view of the seat to decide */
    int8_t *mask;        /* count x num_actions */
    int32_t *seat;       /* count: the seat to decide */
    float *rewards;      /* count x seats: rewards since the env's previous decision */
    int8_t *terminated;  /* count: an episode ended in this step (the env was reset) */
    int8_t *illegal;     /* count: it ended on an illegal action */
    float *final_obs;    /* count x obs_size: the learner's view of the ended hand */
    int64_t *episode_seed; /* count: the seed of each env's current episode */
} VecOut;

/* Every env starts its first episode of seed (env i's k-th episode deals as
 * Match(game, vec_episode_seed(seed, i, k)) does). */
const char *vec_reset(Vec *v, uint64_t seed, const VecOut *out);

/* One action per env for its seat to decide; ended episodes start anew (autoreset). */
const char *vec_step(Vec *v, const int64_t *actions, const VecOut *out);

uint64_t vec_episode_seed(uint64_t seed, int env, uint64_t episode);

#endif
