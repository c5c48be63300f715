/* The hand reader of majlis.bots.badam_saat.HandReader, for every game that reads the
 * others' card choices with its rules (Badam Saat, Sab'at Al-Deemin): a Markov chain over
 * the other seats' hands, drawn towards deals in which the rules explain their choices. */
#include <math.h>

#include "reader.h"

/* The choices of seat that the rules would not have made holding hand. */
static int count_misses(const Reader *r, int seat, uint64_t hand) {
    int n = 0;
    for (int i = 0; i < r->point_count; i++) {
        const Point *p = &r->points[i];
        if (p->seat != seat) continue;
        uint64_t held = hand | p->later, can = held & p->open;
        if ((can & (can - 1)) && r->choose(r, held, can) != p->card) n++;
    }
    return n;
}

void reader_start(Reader *r, const HandReading *reading, const uint64_t *hands, int seats,
                  int seat) {
    r->cannot = reading->cannot;
    r->points = reading->points;
    r->point_count = reading->point_count;
    r->miss = reading->miss;
    r->other_count = 0;
    for (int k = 0; k < seats; k++) {
        r->hands[k] = hands[k];
        if (k != seat && hands[k]) r->others[r->other_count++] = k;
    }
    for (int k = 0; k < seats; k++) r->misses[k] = count_misses(r, k, r->hands[k]);
    reader_walk(r, reading->burn_in);
}

void reader_walk(Reader *r, int steps) {
    if (r->other_count < 2) return;
    for (int k = 0; k < steps; k++) {
        int i = rng_below(r->rng, r->other_count), j = rng_below(r->rng, r->other_count - 1);
        int a = r->others[i], b = r->others[j >= i ? j + 1 : j];
        uint64_t give = r->hands[a] & ~r->cannot[b], take = r->hands[b] & ~r->cannot[a];
        if (!give || !take) continue;
        int x = pick(give, r->rng), y = pick(take, r->rng);
        uint64_t swap = 1ULL << x | 1ULL << y;
        uint64_t new_a = r->hands[a] ^ swap, new_b = r->hands[b] ^ swap;
        int miss_a = count_misses(r, a, new_a), miss_b = count_misses(r, b, new_b);
        int worse = miss_a + miss_b - r->misses[a] - r->misses[b];
        if (worse <= 0 || rng_random(r->rng) < pow(r->miss, worse)) {
            r->hands[a] = new_a;
            r->hands[b] = new_b;
            r->misses[a] = miss_a;
            r->misses[b] = miss_b;
        }
    }
}
