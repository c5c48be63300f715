/* What Bint Al-Sbeet's search reads (bint_al_sbeet.c), filled by the binding. */
#ifndef MAJLIS_BINT_AL_SBEET_H
#define MAJLIS_BINT_AL_SBEET_H

#include "core.h"

extern const Rules bint_al_sbeet_rules;

/* What majlis.bots.bint_al_sbeet.sampler reads once per decision.
 * A tier is one set of constraints on the deal (_Tier): what each seat may hold and, per
 * placement of QS and TD, its weight, the cards it fixes in each hand, the cards each hand
 * still needs and the unseen cards left to deal, in order; before the exchange there is one
 * tier of one placement (_DealsBefore).  The answers are the other seats' (_Answers): to a
 * reveal question (seat, card asked, whether it revealed), or to minus (seat, whether it
 * leads the first trick, whether it declared minus).  The search's state is any deal the
 * sampler could draw. */
#define SBEET_SEATS 4
#define SBEET_MOST_TIERS 3
#define SBEET_MOST_PLACEMENTS 16
#define SBEET_MOST_ANSWERS 8

typedef struct {
    int weight, need[SBEET_SEATS], count;
    uint64_t fixed[SBEET_SEATS];
    int order[52];
} SbeetPlacement;

typedef struct {
    uint64_t may_hold[SBEET_SEATS];
    SbeetPlacement placements[SBEET_MOST_PLACEMENTS];
    int count;
} SbeetTier;

typedef struct {
    int seat, asked, yes;
} SbeetAnswer;

typedef struct {
    SbeetTier tiers[SBEET_MOST_TIERS];
    int tier_count;
    SbeetAnswer reveals[SBEET_MOST_ANSWERS], minus[SBEET_MOST_ANSWERS];
    int reveal_count, minus_count;
    uint64_t played_by[SBEET_SEATS]; /* the cards each seat has played */
} SbeetDeals;

#endif
