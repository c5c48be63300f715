/* The exact search of majlis.bots.search._Judge (_alpha_beta, _max_n, solve_children)
 * over the hooks of one game (core.h's Exact). */
#include <string.h>

#include "core.h"

static int max_n(Exact *e, const State *s, double *values);
static int alpha_beta(Exact *e, const State *s, double alpha, double beta, double *value);

/* game.apply(s, action) into child. */
static void child_of(const Exact *e, const State *s, int action, State *child) {
    memcpy(child, s, e->size);
    e->apply(e, child, action);
}

/* Every seat's value after action in s (_max_n of game.apply); 0 past the cap. */
static int after(Exact *e, const State *s, int action, double *values) {
    State child;
    child_of(e, s, action, &child);
    return max_n(e, &child, values);
}

/* The value for e->seat's side after action in s (_alpha_beta of game.apply); 0 past the
 * cap. */
static int after_ab(Exact *e, const State *s, int action, double alpha, double beta,
                    double *value) {
    State child;
    child_of(e, s, action, &child);
    return alpha_beta(e, &child, alpha, beta, value);
}

/* _Judge._alpha_beta: the value for e->seat's side of s within the window (alpha, beta),
 * its side maximising and the other minimising, the choice cut off as soon as alpha >=
 * beta; 0 past the cap.  A forced move (Python's shortcut) comes to the same here: its
 * child gets the window as is and its value is returned. */
static int alpha_beta(Exact *e, const State *s, double alpha, double beta, double *value) {
    if (++e->nodes > e->node_cap) return 0;
    int actions[MOST_ACTIONS], mover, n = e->moves(e, s, &mover, actions);
    if (mover < 0) {
        double values[MAX_SEATS];
        e->values(e, s, values);
        *value = values[e->seat];
        return 1;
    }
    int ours = e->allies >> mover & 1;
    double best = ours ? -1e18 : 1e18;
    for (int i = 0; i < n; i++) {
        double found;
        if (!after_ab(e, s, actions[i], alpha, beta, &found)) return 0;
        if (ours) {
            best = found > best ? found : best; /* Python's max and min keep the first of equals */
            alpha = best > alpha ? best : alpha;
        } else {
            best = found < best ? found : best;
            beta = best < beta ? best : beta;
        }
        if (alpha >= beta) break;
    }
    *value = best;
    return 1;
}

/* _Judge._max_n: every seat's value of s, each seat maximising its own and among its
 * equal choices taking the one worst for e->seat (a cautious max-n); 0 past the cap. */
static int max_n(Exact *e, const State *s, double *values) {
    if (++e->nodes > e->node_cap) return 0;
    int actions[MOST_ACTIONS], mover, n = e->moves(e, s, &mover, actions);
    if (mover < 0) {
        e->values(e, s, values);
        return 1;
    }
    for (int i = 0; i < n; i++) {
        double found[MAX_SEATS];
        if (!after(e, s, actions[i], found)) return 0;
        if (i == 0 || found[mover] > values[mover]
            || (found[mover] == values[mover] && found[e->seat] < values[e->seat])) {
            memcpy(values, found, sizeof found);
        }
    }
    return 1;
}

int solve_children(Exact *e, const State *s, const int *legal, int legal_count, double *out) {
    e->nodes = 0;
    for (int i = 0; i < legal_count; i++) {
        double values[MAX_SEATS];
        if (e->allies) {
            if (!after_ab(e, s, legal[i], -1e18, 1e18, &out[i])) return 0;
        } else {
            if (!after(e, s, legal[i], values)) return 0;
            out[i] = values[e->seat];
        }
    }
    return 1;
}

const char *sum_deals(Exact *e, const Deals *d, int samples, double *totals) {
    int exact = e->node_cap > 0;
    for (int sample = 0; sample < samples; sample++) {
        State deal;
        double values[MOST_ACTIONS];
        if (!d->draw(d, &deal)) return "no deal agrees with the view";
        rng_next(d->rng); /* the playouts' seed, unused by the deterministic rules */
        exact = exact && solve_children(e, &deal, d->legal, d->legal_count, values);
        if (!exact) d->play_out(d, &deal, values);
        for (int i = 0; i < d->legal_count; i++) totals[i] += values[i];
    }
    return NULL;
}

const char *start_search(const Exact *e, const State *s, const int *legal, int legal_count,
                         double *totals) {
    int actions[MOST_ACTIONS], seat, n = e->moves(e, s, &seat, actions);
    if (seat < 0) return "the hand is over";
    for (int i = 0; i < legal_count; i++) {
        int found = 0;
        for (int k = 0; k < n && !found; k++) found = actions[k] == legal[i];
        if (!found) return "an action is not legal";
        totals[i] = 0.0;
    }
    return NULL;
}
