/* The exact search of majlis.bots.search._Judge (_max_n, solve_children) over the hooks
 * of one game (core.h's Exact). */
#include <string.h>

#include "core.h"

static int max_n(Exact *e, const State *s, double *values);

/* Every seat's value after action in s (_max_n of game.apply); 0 past the cap. */
static int after(Exact *e, const State *s, int action, double *values) {
    State child;
    memcpy(&child, s, e->size);
    e->apply(e, &child, action);
    return max_n(e, &child, values);
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
        if (!after(e, s, legal[i], values)) return 0;
        out[i] = values[e->seat];
    }
    return 1;
}

int is_move(const Exact *e, const State *s, int action) {
    int actions[MOST_ACTIONS], seat, n = e->moves(e, s, &seat, actions);
    for (int i = 0; i < n; i++) {
        if (actions[i] == action) return 1;
    }
    return 0;
}
