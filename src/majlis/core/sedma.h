/* What Sedma's search reads (sedma.c), filled by the binding. */
#ifndef MAJLIS_SEDMA_H
#define MAJLIS_SEDMA_H

#include "core.h"

extern const Rules sedma_rules;

/* The tries of majlis.bots.sedma.sampler (of reading the history, of dealing one tier)
 * and the kit's match model (match_worth: scale, offset). */
typedef struct {
    int reading_tries, deal_tries;
    double match_scale, match_offset;
} SedmaReading;

#endif
