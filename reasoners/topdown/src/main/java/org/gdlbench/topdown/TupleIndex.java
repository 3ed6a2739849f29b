package org.gdlbench.topdown;

import java.util.Arrays;

/**
 * Ground atoms (term ids of one signature) hashed on the arguments at some positions: the index
 * a scan with those arguments bound reads. Atoms are bucketed by the hash of their key
 * arguments; generated code hashes the bound values the same way ({@link #mix}, {@link #bucket}),
 * walks the bucket and checks the key arguments itself, so collisions cost a comparison only.
 * With no key positions every atom is in bucket 0: a plain scan. Rebuilding reuses the arrays,
 * so the per-state indexes over {@code true} allocate nothing once grown. The same index serves
 * the answers of a call table ({@link #index(TupleSet)}): its rows are then tuple numbers.
 */
final class TupleIndex {
    private final TermPool pool;
    private final int[] positions;
    private int[] bucketStart = new int[2];
    private int[] rows = new int[0];
    private int[] hashes = new int[0];
    private int[] cursor = new int[0];
    private int mask;
    /** The generation this index was built for (used by per-state indexes). */
    long builtFor = -1;
    private TupleSet indexedSet;

    TupleIndex(TermPool pool, int[] positions) {
        this.pool = pool;
        this.positions = positions.clone();
    }

    static int mix(int hash, int value) {
        return (hash + value) * 0x9E3779B1;
    }

    int bucket(int hash) {
        return (hash ^ (hash >>> 15)) & mask;
    }

    int from(int bucket) {
        return bucketStart[bucket];
    }

    int to(int bucket) {
        return bucketStart[bucket + 1];
    }

    int row(int position) {
        return rows[position];
    }

    /** Indexes the {@code count} atoms {@code atoms[0..count)}. */
    void build(int[] atoms, int count) {
        prepare(count);
        for (int i = 0; i < count; i++) {
            int h = 0;
            for (int position : positions) {
                h = mix(h, pool.arg(atoms[i], position));
            }
            hashes[i] = bucket(h);
            bucketStart[hashes[i] + 1]++;
        }
        fill(atoms, count);
    }

    /** Indexes the tuples of {@code set} by number, unless it is indexed as it is already. */
    void index(TupleSet set) {
        if (set == indexedSet && set.version() == builtFor) {
            return;
        }
        int count = set.size();
        prepare(count);
        for (int i = 0; i < count; i++) {
            int h = 0;
            for (int position : positions) {
                h = mix(h, set.get(i, position));
            }
            hashes[i] = bucket(h);
            bucketStart[hashes[i] + 1]++;
        }
        fill(null, count);
        indexedSet = set;
        builtFor = set.version();
    }

    private void prepare(int count) {
        int buckets = positions.length == 0 ? 1 : Integer.highestOneBit(Math.max(1, count) * 2 - 1) * 2;
        mask = buckets - 1;
        if (bucketStart.length < buckets + 1) {
            bucketStart = new int[buckets + 1];
        } else {
            Arrays.fill(bucketStart, 0, buckets + 1, 0);
        }
        if (rows.length < count) {
            rows = new int[count];
            hashes = new int[count];
        }
    }

    /** Places rows {@code atoms[i]} (or {@code i} when atoms is null) in their buckets, counted in {@code bucketStart}. */
    private void fill(int[] atoms, int count) {
        int buckets = mask + 1;
        for (int b = 0; b < buckets; b++) {
            bucketStart[b + 1] += bucketStart[b];
        }
        if (cursor.length < buckets) {
            cursor = new int[buckets];
        }
        System.arraycopy(bucketStart, 0, cursor, 0, buckets);
        for (int i = 0; i < count; i++) {
            rows[cursor[hashes[i]]++] = atoms == null ? i : atoms[i];
        }
    }
}
