package org.gdlbench.machine;

import java.util.Arrays;

/**
 * A reusable list of move ids, filled by {@link StateMachine#legalMoves}. It grows as needed and
 * never shrinks, so after a few steps a playout fills it without allocating.
 */
public final class MoveList {
    private int[] moves = new int[16];
    private int size;

    public void clear() {
        size = 0;
    }

    public void add(int move) {
        if (size == moves.length) {
            moves = Arrays.copyOf(moves, size * 2);
        }
        moves[size++] = move;
    }

    public int get(int index) {
        if (index >= size) {
            throw new IndexOutOfBoundsException(index + " >= " + size);
        }
        return moves[index];
    }

    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    /** The backing array, valid up to {@link #size()}: for {@link MoveOrder#sort} to sort in place. */
    int[] elements() {
        return moves;
    }

    public int[] toArray() {
        return Arrays.copyOf(moves, size);
    }

    @Override
    public String toString() {
        return Arrays.toString(toArray());
    }
}
