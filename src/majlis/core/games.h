/* The games of the compiled core, each a Rules table of its file. */
#ifndef MAJLIS_GAMES_H
#define MAJLIS_GAMES_H

#include "bint_al_sbeet.h"
#include "core.h"
#include "reader.h"
#include "sedma.h"

extern const Rules sabat_al_deemin_rules; /* reads a HandReading */
extern const Rules badam_saat_rules;      /* reads a HandReading */
extern const Rules asymmetric_badam_saat_rules; /* reads the cards (a mask) the opponent
                                                 * cannot hold */

#endif
