/* Flat states field by field (core.h's Field): what majlis/fast.py reads through each
 * game's layout, so that a field renamed, added or moved on one side fails by name. */
#include <string.h>

#include "core.h"

/* How many ints a field of fixed length takes. */
static int fixed_length(const Field *field, int seats) {
    return field->length == PER_SEAT ? seats : field->length;
}

const char *split_fields(const Field *layout, int fields, int seats, const int64_t *flat,
                         int n, Span *spans, const char **field) {
    int at = 0;
    for (int i = 0; i < fields; i++) {
        const Field *f = &layout[i];
        int length = fixed_length(f, seats);
        *field = f->name;
        if (f->length == COUNTED) {
            if (at >= n || flat[at] < 0 || flat[at] > n - at - 1) return "count out of range";
            length = (int)flat[at++];
        }
        if (length > n - at) return "is cut short: the state is shorter than its fields";
        for (int k = at; k < at + length; k++) {
            if (flat[k] < f->low || flat[k] > f->high) return "out of range";
        }
        spans[i] = (Span){flat + at, length};
        at += length;
    }
    *field = NULL;
    return at == n ? NULL : "a state is longer than its fields";
}

void put_field(FlatWriter *out, int field, const int64_t *values, int count) {
    const Field *f = &out->layout[field];
    /* Fields are written in the layout's order, each of its length. */
    if (field != out->next++ || (f->length != COUNTED && count != fixed_length(f, out->seats))) {
        __builtin_trap();
    }
    if (f->length == COUNTED) out->flat[out->n++] = count;
    memcpy(out->flat + out->n, values, (size_t)count * sizeof *values);
    out->n += count;
}

void put_masks(FlatWriter *out, int field, const uint64_t *masks, int count) {
    int64_t values[FLAT_MOST];
    for (int i = 0; i < count; i++) values[i] = (int64_t)masks[i];
    put_field(out, field, values, count);
}

void put_ints(FlatWriter *out, int field, const int *values, int count) {
    int64_t wide[FLAT_MOST];
    for (int i = 0; i < count; i++) wide[i] = values[i];
    put_field(out, field, wide, count);
}

void put_int(FlatWriter *out, int field, int64_t value) { put_field(out, field, &value, 1); }

void put_each(FlatWriter *out, const int64_t *values, int until) {
    for (int field = out->next; field < until; field++) put_field(out, field, &values[field], 1);
}
