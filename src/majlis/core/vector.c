/* Batched environments: majlis/rl/episode.py's episodes (one hand each, a voided hand
 * followed by its redeal) for many envs at once, with the bots of majlis/bots at the
 * seats that do not learn and autoreset; see vector.h. */
#include <stdio.h>
#include <string.h>

#include "vector.h"

uint64_t vec_episode_seed(uint64_t seed, int env, uint64_t episode) {
    char key[80];
    snprintf(key, sizeof key, "%llu/%d/%llu", (unsigned long long)seed, env,
             (unsigned long long)episode);
    return key_seed(key) >> 1;
}

/* majlis.rng.stream(seed, name): the stream of key "seed/name". */
static Rng stream_of(uint64_t seed, const char *name) {
    char key[80];
    snprintf(key, sizeof key, "%llu/%s", (unsigned long long)seed, name);
    return (Rng){key_seed(key)};
}

/* The seat to act and its legal actions, read anew. */
static void read_moves(const Vec *v, VecSlot *s) {
    s->legal_count = v->game->legal(&v->opts, &s->state, &s->seat, s->legal);
}

/* Hand number of the episode dealt by dealer, as Match.deal does (stream "hand/number"). */
static void deal_hand(const Vec *v, VecSlot *s, int dealer, int number) {
    static const int zeros[MAX_SEATS];
    char name[32];
    snprintf(name, sizeof name, "hand/%d", number);
    Rng rng = stream_of(s->episode_seed, name);
    v->game->rules->deal(&v->opts, &s->state, &rng, dealer, zeros, number);
    memset(&s->memo, 0, sizeof s->memo);
    s->dealer = dealer;
    read_moves(v, s);
}

/* The next episode of env: its seed, the first dealer, the first hand, the random bots'
 * streams (majlis.play.Players.streams(bots, seed, "bot")). */
static void new_episode(const Vec *v, int env) {
    VecSlot *s = &v->slots[env];
    s->episode_seed = vec_episode_seed(v->seed, env, s->episodes++);
    Rng first = stream_of(s->episode_seed, "first dealer");
    memset(s->paid, 0, sizeof s->paid);
    s->number = 0;
    for (int seat = 0; seat < v->opts.seats; seat++) {
        char name[32];
        snprintf(name, sizeof name, "bot/%d", seat);
        if (v->player[seat] == VEC_RANDOM) s->bots[seat] = stream_of(s->episode_seed, name);
    }
    deal_hand(v, s, rng_below(&first, v->opts.seats), 0);
}

/* Each seat's signed points gained since they were last paid, added to rewards (if any). */
static void pay(const Vec *v, VecSlot *s, float *rewards) {
    int scores[MAX_SEATS];
    v->game->rules->scores(&v->opts, &s->state, scores);
    for (int seat = 0; seat < v->opts.seats; seat++) {
        int now = v->game->sign * scores[seat];
        if (rewards != NULL) rewards[seat] += (float)(now - s->paid[seat]);
        s->paid[seat] = now;
    }
}

/* Plays action (legal) for the seat to act; a voided hand is followed by its redeal. */
static void act(const Vec *v, VecSlot *s, int action, float *rewards) {
    v->game->apply(&v->opts, &s->state, &s->memo, action);
    read_moves(v, s);
    if (s->seat < 0 && v->game->rules->is_void(&v->opts, &s->state)) {
        int dealer = v->game->rules->next_dealer(&v->opts, s->dealer, &s->state);
        deal_hand(v, s, dealer, ++s->number);
    }
    pay(v, s, rewards);
}

/* The bots play until a learning seat is to act or the hand is over. */
static void bots_play(const Vec *v, VecSlot *s, float *rewards) {
    while (s->seat >= 0 && v->player[s->seat] != VEC_LEARNER) {
        int choice;
        if (v->player[s->seat] == VEC_RANDOM) {
            choice = s->legal[rng_below(&s->bots[s->seat], s->legal_count)];
        } else {
            choice = s->legal_count == 1 ? s->legal[0]
                     : v->game->rules_action(&v->opts, &s->state, s->legal, s->legal_count);
        }
        act(v, s, choice, rewards);
    }
}

/* The next episode of env in which a learning seat gets to act, as MajlisGymEnv.reset. */
static const char *start(const Vec *v, int env) {
    for (int attempt = 0; attempt < 1000; attempt++) {
        new_episode(v, env);
        bots_play(v, &v->slots[env], NULL);
        if (v->slots[env].seat >= 0) return NULL;
    }
    return "the learner's seat never got to act";
}

static void encode(const Vec *v, const VecSlot *s, int seat, float *out) {
    memset(out, 0, (size_t)v->obs_size * sizeof *out);
    v->game->encode(&v->opts, &s->state, &s->memo, seat, out);
}

/* Env's decision: the view of the seat to act, its mask and seat, the episode's seed. */
static void put_decision(const Vec *v, int env, const VecOut *out) {
    const VecSlot *s = &v->slots[env];
    if (out->obs != NULL) encode(v, s, s->seat, out->obs + (size_t)env * v->obs_size);
    if (out->mask != NULL) {
        int8_t *mask = out->mask + (size_t)env * v->game->num_actions;
        memset(mask, 0, (size_t)v->game->num_actions);
        for (int i = 0; i < s->legal_count; i++) mask[s->legal[i]] = 1;
    }
    if (out->seat != NULL) out->seat[env] = s->seat;
    if (out->episode_seed != NULL) out->episode_seed[env] = (int64_t)s->episode_seed;
}

const char *vec_reset(Vec *v, uint64_t seed, const VecOut *out) {
    v->seed = seed;
    for (int env = 0; env < v->count; env++) {
        v->slots[env].episodes = 0;
        const char *error = start(v, env);
        if (error != NULL) return error;
        put_decision(v, env, out);
    }
    return NULL;
}

static int is_legal(const VecSlot *s, int64_t action) {
    for (int i = 0; i < s->legal_count; i++) {
        if (s->legal[i] == action) return 1;
    }
    return 0;
}

/* One env's step: its action, the bots' replies, and a new episode once it is over. */
static const char *step_one(Vec *v, int env, int64_t action, const VecOut *out) {
    VecSlot *s = &v->slots[env];
    float *rewards = out->rewards + (size_t)env * v->opts.seats;
    memset(rewards, 0, (size_t)v->opts.seats * sizeof *rewards);
    int illegal = !is_legal(s, action);
    if (illegal) {
        rewards[s->seat] = v->worst;
        s->seat = -1;
    } else {
        act(v, s, (int)action, rewards);
        bots_play(v, s, rewards);
    }
    out->illegal[env] = (int8_t)illegal;
    out->terminated[env] = s->seat < 0;
    if (s->seat >= 0) return NULL;
    if (v->learner >= 0 && out->final_obs != NULL) {
        encode(v, s, v->learner, out->final_obs + (size_t)env * v->obs_size);
    }
    return start(v, env);
}

const char *vec_step(Vec *v, const int64_t *actions, const VecOut *out) {
    for (int env = 0; env < v->count; env++) {
        const char *error = step_one(v, env, actions[env], out);
        if (error != NULL) return error;
        put_decision(v, env, out);
    }
    return NULL;
}
