/* Playing cards as in majlis/cards.py: card = suit * 16 + rank, ranks 2..14. */
#ifndef MAJLIS_CARDS_H
#define MAJLIS_CARDS_H

#include <stdint.h>

#define CARD_SLOTS 64
#define SUIT_CARDS 0x7FFCULL
#define FULL_DECK 0x7FFC7FFC7FFC7FFCULL
#define SEVENS 0x0080008000800080ULL
#define TWOS 0x0004000400040004ULL
#define ACES 0x4000400040004000ULL
#define ACE 14

static inline int card_of(int suit, int rank) { return suit * 16 + rank; }
static inline int rank_of(int card) { return card & 15; }
static inline int suit_of(int card) { return card >> 4; }

/* The cards one rank away, in the same suit, from any card of table (cards.adjacent). */
static inline uint64_t adjacent(uint64_t table, int ace_low) {
    uint64_t near;
    if (ace_low) {
        uint64_t plain = table & ~ACES;
        near = ((plain << 1) & ~ACES) | (plain >> 1);
        near |= ((table & TWOS) << 12) | ((table & ACES) >> 12);
    } else {
        near = (table << 1) | (table >> 1);
    }
    return near & FULL_DECK & ~table;
}

/* Penalty value in the Sevens family: pip value, J 11, Q 12, K 13, Ace 1 or 14. */
static inline int rank_value(int card, int ace_low) {
    return rank_of(card) == ACE && ace_low ? 1 : rank_of(card);
}

/* The ranks left in a hand, summed (games.badam_saat.penalties). */
static inline int penalty(uint64_t hand, int ace_low) {
    int sum = 0;
    for (; hand; hand &= hand - 1) sum += rank_value(__builtin_ctzll(hand), ace_low);
    return sum;
}

/* Masks of cards from a flat state (count of them, from ints already checked >= 0) into
 * out, each within deck and none holding a card already seen (seen gains them); NULL, or
 * the error. */
static inline const char *take_masks(const int64_t *masks, int count, uint64_t deck,
                                     uint64_t *seen, uint64_t *out) {
    for (int i = 0; i < count; i++) {
        uint64_t mask = (uint64_t)masks[i];
        if (mask & ~deck) return "a hand or the table holds a non-card";
        if (mask & *seen) return "a card is in two places";
        *seen |= mask;
        out[i] = mask;
    }
    return NULL;
}

/* Card ids from a flat state (count of them, each already checked 0..CARD_SLOTS - 1) into
 * out, each a card of the pack not seen before (seen gains them); NULL, or the error. */
static inline const char *take_cards(const int64_t *ids, int count, uint64_t *seen, int *out) {
    for (int i = 0; i < count; i++) {
        if (!(FULL_DECK >> ids[i] & 1)) return "a card id is a non-card";
        if (*seen >> ids[i] & 1) return "a card is in two places";
        *seen |= 1ULL << ids[i];
        out[i] = (int)ids[i];
    }
    return NULL;
}

/* The 52 card ids in id order, as list(bits(FULL_DECK)); returns 52. */
static inline int deck_cards(int *out) {
    int n = 0;
    for (uint64_t m = FULL_DECK; m; m &= m - 1) out[n++] = __builtin_ctzll(m);
    return n;
}

#endif
