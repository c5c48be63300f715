/* The hand reader (reader.c, majlis.bots.badam_saat.HandReader), for the games whose search
 * reads the others' card choices with their rules (Badam Saat, Sab'at Al-Deemin). */
#ifndef MAJLIS_READER_H
#define MAJLIS_READER_H

#include "core.h"

/* A seat's past choice (majlis.bots.badam_saat.Point): the cards open to it, those it held
 * for later, and the card it chose. */
typedef struct {
    int seat;
    uint64_t open, later;
    int card;
} Point;

#define MOST_POINTS 512

/* What these games' searches read once per decision: what each seat cannot hold, the
 * seats' past choices, and the chain's burn-in, thinning and chance to keep a worse swap. */
typedef struct {
    uint64_t cannot[MAX_SEATS];
    Point points[MOST_POINTS];
    int point_count;
    int burn_in, thin;
    double miss;
} HandReading;

/* A chain over the other seats' hands that swaps one card at a time between two of them,
 * within cannot, and keeps a swap that explains no fewer of their past choices (points),
 * else with chance miss per choice lost.  choose is the game's rules pick among can from
 * held; game is what it reads. */
typedef struct Reader Reader;
struct Reader {
    uint64_t hands[MAX_SEATS];
    const uint64_t *cannot;
    const Point *points;
    int point_count;
    int others[MAX_SEATS], other_count;
    int misses[MAX_SEATS];
    double miss;
    Rng *rng;
    int (*choose)(const Reader *r, uint64_t held, uint64_t can);
    const void *game;
};

/* Starts the chain of reading on hands (seat's own hand stays put) and walks its burn-in. */
void reader_start(Reader *r, const HandReading *reading, const uint64_t *hands, int seats,
                  int seat);
void reader_walk(Reader *r, int steps);

#endif
