/* What every game shares: the stream keys, the shuffle, the deal and the match loop
 * (majlis/rng.py, majlis/protocol.py, majlis/match.py and majlis/simulate.py). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core.h"

uint64_t key_seed(const char *key) {
    uint64_t h = 0xCBF29CE484222325ULL;
    for (const unsigned char *p = (const unsigned char *)key; *p; p++) {
        h = (h ^ *p) * 0x100000001B3ULL;
    }
    Rng mixer = {h - 0x9E3779B97F4A7C15ULL}; /* one step adds the gamma back */
    return rng_next(&mixer);
}

void shuffle(int *items, int n, Rng *rng) {
    for (int i = n - 1; i > 0; i--) {
        int j = rng_below(rng, i + 1);
        int t = items[i];
        items[i] = items[j];
        items[j] = t;
    }
}

void deal_round(const int *items, int n, int seats, int dealer, uint64_t *hands) {
    for (int s = 0; s < seats; s++) hands[s] = 0;
    for (int i = 0; i < n; i++) hands[(dealer + 1 + i) % seats] |= 1ULL << items[i];
}

void log_add(Log *log, int seat, int action) {
    if (log == NULL || log->failed) return;
    if (log->len == log->cap) {
        size_t cap = log->cap ? 2 * log->cap : 256;
        int32_t *grown = realloc(log->pairs, cap * sizeof *grown);
        if (grown == NULL) {
            log->failed = 1;
            return;
        }
        log->pairs = grown;
        log->cap = cap;
    }
    log->pairs[log->len++] = seat * 1024 + action;
}

int never_void(const Options *opts, const State *state) {
    (void)opts;
    (void)state;
    return 0;
}

int next_seat(const Options *opts, int dealer, const State *state) {
    (void)state;
    return (dealer + 1) % opts->seats;
}

int deal_once(const int *order, int count, const uint64_t *may_hold, const int *need, int seats,
              Rng *rng, uint64_t *hands) {
    int left[MAX_SEATS];
    for (int s = 0; s < seats; s++) {
        left[s] = need[s];
        hands[s] = 0;
    }
    for (int i = 0; i < count; i++) {
        int item = order[i], able[MAX_SEATS], n = 0, room = 0;
        for (int s = 0; s < seats; s++) {
            if (left[s] && (may_hold[s] >> item & 1)) {
                able[n++] = s;
                room += left[s];
            }
        }
        if (!n) return 0;
        double x = rng_random(rng) * room;
        int seat = able[0];
        for (int j = 0; j < n; j++) {
            seat = able[j];
            x -= left[seat];
            if (x < 0) break;
        }
        hands[seat] |= 1ULL << item;
        left[seat]--;
    }
    return 1;
}

void penalty_side_values(const int *scores, int seats, double win_bonus, double *values) {
    double total = 0.0, best = -1e300;
    for (int s = 0; s < seats; s++) total += (double)scores[s];
    for (int s = 0; s < seats; s++) {
        double own = (double)scores[s];
        values[s] = -1.0 * (own - (total - own) / (seats - 1));
        best = values[s] > best ? values[s] : best;
    }
    for (int s = 0; s < seats && win_bonus != 0.0; s++) {
        if (values[s] == best) values[s] += win_bonus;
    }
}

double penalty_side_value(const int *scores, int seats, int seat, double win_bonus) {
    double values[MAX_SEATS];
    penalty_side_values(scores, seats, win_bonus, values);
    return values[seat];
}

unsigned lowest_seats(const int *totals, int seats) {
    int low = totals[0];
    for (int s = 1; s < seats; s++) low = totals[s] < low ? totals[s] : low;
    unsigned mask = 0;
    for (int s = 0; s < seats; s++) mask |= (unsigned)(totals[s] == low) << s;
    return mask;
}

static Rng named_stream(const char *seed, const char *name) {
    char key[600];
    snprintf(key, sizeof key, "%s/%s", seed, name);
    Rng rng = {key_seed(key)};
    return rng;
}

static void count_hand(const Rules *rules, const Options *opts, const State *state,
                       int64_t actions, Stats *stats) {
    int scores[MAX_SEATS];
    rules->scores(opts, state, scores);
    stats->hands++;
    stats->action_sum += actions;
    if (stats->hands == 1 || actions < stats->action_min) stats->action_min = actions;
    if (stats->hands == 1 || actions > stats->action_max) stats->action_max = actions;
    for (int s = 0; s < opts->seats; s++) {
        int64_t v = scores[s];
        if (stats->score_count == 0 || v < stats->score_min) stats->score_min = v;
        if (stats->score_count == 0 || v > stats->score_max) stats->score_max = v;
        stats->score_count++;
        stats->score_sum += v;
        stats->score_squares += v * v;
    }
}

const char *random_match(const Rules *rules, const Options *opts, const char *seed,
                         Stats *stats, Log *log) {
    if (strlen(seed) > 500) return "the seed text is too long";
    static int standings[MAX_HANDS][MAX_SEATS]; /* one caller at a time: the binding holds the GIL */
    int totals[MAX_SEATS] = {0};
    int scored = 0;
    Rng first = named_stream(seed, "first dealer");
    int dealer = rng_below(&first, opts->seats);
    Rng players = named_stream(seed, "players");
    for (int number = 0;; number++) {
        if (number >= MAX_HANDS) return "the match did not end";
        char name[32];
        snprintf(name, sizeof name, "hand/%d", number);
        Rng hand_rng = named_stream(seed, name);
        State state;
        log_add(log, -1, dealer);
        rules->deal(opts, &state, &hand_rng, dealer, totals, number);
        int64_t actions = rules->play_random(opts, &state, &players, log);
        if (log != NULL && log->failed) return "out of memory";
        int was_void = rules->is_void(opts, &state);
        if (was_void) {
            stats->voided++;
        } else {
            count_hand(rules, opts, &state, actions, stats);
        }
        int scores[MAX_SEATS];
        rules->scores(opts, &state, scores);
        for (int s = 0; s < opts->seats; s++) totals[s] += scores[s];
        dealer = rules->next_dealer(opts, dealer, &state);
        if (was_void) continue;
        memcpy(standings[scored++], totals, sizeof totals);
        unsigned won = rules->winners(opts, (const int (*)[MAX_SEATS])standings, scored);
        if (won) {
            stats->matches++;
            for (int s = 0; s < opts->seats; s++) stats->wins[s] += (won >> s) & 1;
            return NULL;
        }
    }
}
