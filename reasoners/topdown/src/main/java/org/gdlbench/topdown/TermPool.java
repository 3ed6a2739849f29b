package org.gdlbench.topdown;

import java.util.Arrays;
import org.gdlbench.gdl.Compound;
import org.gdlbench.gdl.Constant;
import org.gdlbench.gdl.Term;

/**
 * Every ground term of a game interned to an int, hash-consed so that equal terms have equal
 * ids: a distinct test is an int comparison and a term is taken apart by array reads. A term is
 * its signature (the functor and arity interned together) and its argument ids. Constants are
 * interned with arity 0, so a constant's id alone identifies it.
 *
 * <p>Rules may build terms no state held before (a head made of bound variables), so the pool
 * grows while a game is played; looking up a term that exists allocates nothing. Generated code
 * builds and looks up compound terms through each signature's {@link ArgumentGrid}, a dense
 * array over its argument ids, rather than the hash table, which stays complete for the rest.
 */
final class TermPool {
    private int[] sigOf = new int[256];
    private int[] argStart = new int[256];
    private int[] args = new int[512];
    private int size;
    private int argsSize;

    /** Signatures: functor symbol and arity, packed into a long, interned to small ints. */
    private long[] sigKeys = new long[64];
    private int sigCount;
    private int[] sigTable = new int[128];

    /** Open addressing from a term's structure to its id; slots hold id + 1, 0 is empty. */
    private int[] table = new int[1024];

    /** The most cells all grids together may have (ints: 32 MB). */
    private static final int MAX_GRID_CELLS = 1 << 23;
    /**
     * Per signature of arity 1 or more, the dense grid finding its terms by their arguments
     * (see {@link ArgumentGrid}); null for a signature with no term yet or given up, then hashed.
     */
    private ArgumentGrid[] grids = new ArgumentGrid[64];
    private boolean[] hashedOnly = new boolean[64];
    private int gridCells;

    int size() {
        return size;
    }

    int sigCount() {
        return sigCount;
    }

    int sig(int term) {
        return sigOf[term];
    }

    int arg(int term, int i) {
        return args[argStart[term] + i];
    }

    int functor(int term) {
        return (int) (sigKeys[sigOf[term]] >>> 8);
    }

    int arity(int term) {
        return (int) (sigKeys[sigOf[term]] & 0xff);
    }

    /** The signature id of a functor with an arity, made when new. */
    int signature(int functor, int arity) {
        if (arity > 255) {
            throw new IllegalArgumentException("arity over 255");
        }
        long key = ((long) functor << 8) | arity;
        int mask = sigTable.length - 1;
        int slot = Long.hashCode(key * 0x9E3779B97F4A7C15L) & mask;
        while (sigTable[slot] != 0) {
            if (sigKeys[sigTable[slot] - 1] == key) {
                return sigTable[slot] - 1;
            }
            slot = (slot + 1) & mask;
        }
        if (sigCount == sigKeys.length) {
            sigKeys = Arrays.copyOf(sigKeys, sigCount * 2);
        }
        sigKeys[sigCount] = key;
        sigTable[slot] = ++sigCount;
        if (sigCount * 2 > sigTable.length) {
            rehashSignatures();
        }
        return sigCount - 1;
    }

    private void rehashSignatures() {
        sigTable = new int[sigTable.length * 2];
        int mask = sigTable.length - 1;
        for (int s = 0; s < sigCount; s++) {
            int slot = Long.hashCode(sigKeys[s] * 0x9E3779B97F4A7C15L) & mask;
            while (sigTable[slot] != 0) {
                slot = (slot + 1) & mask;
            }
            sigTable[slot] = s + 1;
        }
    }

    int constant(int symbol) {
        return intern(signature(symbol, 0), null, 0, true);
    }

    /** The id of a term with signature {@code sig} and these arguments, made when new. */
    int make(int sig, int a0) {
        ArgumentGrid grid = sig < grids.length ? grids[sig] : null;
        if (grid != null) {
            int c = grid.cell(a0);
            if (c >= 0 && grid.term(c) >= 0) {
                return grid.term(c);
            }
        }
        scratch[0] = a0;
        return intern(sig, scratch, 1, true);
    }

    int make(int sig, int a0, int a1) {
        ArgumentGrid grid = sig < grids.length ? grids[sig] : null;
        if (grid != null) {
            int c = grid.cell(a0, a1);
            if (c >= 0 && grid.term(c) >= 0) {
                return grid.term(c);
            }
        }
        scratch[0] = a0;
        scratch[1] = a1;
        return intern(sig, scratch, 2, true);
    }

    int make(int sig, int a0, int a1, int a2) {
        ArgumentGrid grid = sig < grids.length ? grids[sig] : null;
        if (grid != null) {
            int c = grid.cell(a0, a1, a2);
            if (c >= 0 && grid.term(c) >= 0) {
                return grid.term(c);
            }
        }
        scratch[0] = a0;
        scratch[1] = a1;
        scratch[2] = a2;
        return intern(sig, scratch, 3, true);
    }

    /** A term of any arity; {@code argIds} is read, not kept. */
    int make(int sig, int[] argIds, int arity) {
        ArgumentGrid grid = sig < grids.length ? grids[sig] : null;
        if (grid != null) {
            int c = grid.cell(argIds);
            if (c >= 0 && grid.term(c) >= 0) {
                return grid.term(c);
            }
        }
        return intern(sig, argIds, arity, true);
    }

    /** The id of the term, or -1 when no such term exists (so nothing can hold of it). */
    int find(int sig, int[] argIds, int arity) {
        ArgumentGrid grid = sig < grids.length ? grids[sig] : null;
        if (grid != null) {
            int c = grid.cell(argIds);
            return c < 0 ? -1 : grid.term(c);
        }
        return intern(sig, argIds, arity, false);
    }

    int find(int sig, int a0) {
        ArgumentGrid grid = sig < grids.length ? grids[sig] : null;
        if (grid != null) {
            int c = grid.cell(a0);
            return c < 0 ? -1 : grid.term(c);
        }
        scratch[0] = a0;
        return intern(sig, scratch, 1, false);
    }

    int find(int sig, int a0, int a1) {
        ArgumentGrid grid = sig < grids.length ? grids[sig] : null;
        if (grid != null) {
            int c = grid.cell(a0, a1);
            return c < 0 ? -1 : grid.term(c);
        }
        scratch[0] = a0;
        scratch[1] = a1;
        return intern(sig, scratch, 2, false);
    }

    int find(int sig, int a0, int a1, int a2) {
        ArgumentGrid grid = sig < grids.length ? grids[sig] : null;
        if (grid != null) {
            int c = grid.cell(a0, a1, a2);
            return c < 0 ? -1 : grid.term(c);
        }
        scratch[0] = a0;
        scratch[1] = a1;
        scratch[2] = a2;
        return intern(sig, scratch, 3, false);
    }

    private final int[] scratch = new int[3];

    private int intern(int sig, int[] argIds, int arity, boolean add) {
        int hash = sig * 0x9E3779B1;
        for (int i = 0; i < arity; i++) {
            hash = (hash + argIds[i]) * 0x9E3779B1;
        }
        hash ^= hash >>> 15;
        int mask = table.length - 1;
        int slot = hash & mask;
        while (table[slot] != 0) {
            int id = table[slot] - 1;
            if (sigOf[id] == sig && sameArgs(id, argIds, arity)) {
                return id;
            }
            slot = (slot + 1) & mask;
        }
        if (!add) {
            return -1;
        }
        int id = append(sig, argIds, arity);
        table[slot] = id + 1;
        if (size * 2 > table.length) {
            rehash();
        }
        if (arity > 0) {
            enterGrid(sig, id, argIds, arity);
        }
        return id;
    }

    /** Registers a new compound term in its signature's grid, making the grid or giving it up as needed. */
    private void enterGrid(int sig, int id, int[] argIds, int arity) {
        if (sig >= grids.length) {
            grids = Arrays.copyOf(grids, Math.max(grids.length * 2, sig + 1));
            hashedOnly = Arrays.copyOf(hashedOnly, grids.length);
        }
        if (hashedOnly[sig]) {
            return;
        }
        ArgumentGrid grid = grids[sig];
        if (grid == null) {
            grid = new ArgumentGrid(this, arity);
            grids[sig] = grid;
            gridCells += grid.cellCount();
        }
        int before = grid.cellCount();
        if (grid.add(id, argIds, MAX_GRID_CELLS - (gridCells - before))) {
            gridCells += grid.cellCount() - before;
        } else {
            grids[sig] = null;
            hashedOnly[sig] = true;
            gridCells -= before;
        }
    }

    private boolean sameArgs(int id, int[] argIds, int arity) {
        int start = argStart[id];
        for (int i = 0; i < arity; i++) {
            if (args[start + i] != argIds[i]) {
                return false;
            }
        }
        return true;
    }

    private int append(int sig, int[] argIds, int arity) {
        if (size == sigOf.length) {
            sigOf = Arrays.copyOf(sigOf, size * 2);
            argStart = Arrays.copyOf(argStart, size * 2);
        }
        if (argsSize + arity > args.length) {
            args = Arrays.copyOf(args, Math.max(args.length * 2, argsSize + arity));
        }
        sigOf[size] = sig;
        argStart[size] = argsSize;
        for (int i = 0; i < arity; i++) {
            args[argsSize++] = argIds[i];
        }
        return size++;
    }

    private void rehash() {
        table = new int[table.length * 2];
        int mask = table.length - 1;
        for (int id = 0; id < size; id++) {
            int arity = arity(id);
            int hash = sigOf[id] * 0x9E3779B1;
            for (int i = 0; i < arity; i++) {
                hash = (hash + arg(id, i)) * 0x9E3779B1;
            }
            hash ^= hash >>> 15;
            int slot = hash & mask;
            while (table[slot] != 0) {
                slot = (slot + 1) & mask;
            }
            table[slot] = id + 1;
        }
    }

    /** Interns a ground model term. */
    int intern(Term term) {
        if (term instanceof Constant constant) {
            return constant(constant.symbol());
        }
        if (!(term instanceof Compound compound) || !term.isGround()) {
            throw new IllegalArgumentException("not a ground term: " + term);
        }
        int[] ids = new int[compound.arity()];
        for (int i = 0; i < ids.length; i++) {
            ids[i] = intern(compound.arg(i));
        }
        return make(signature(compound.functor(), ids.length), ids, ids.length);
    }

    /** The id of a ground model term, or -1 when it was never interned. */
    int lookup(Term term) {
        if (term instanceof Constant constant) {
            int[] none = {};
            return find(signature(constant.symbol(), 0), none, 0);
        }
        int[] ids = new int[term.arity()];
        for (int i = 0; i < ids.length; i++) {
            ids[i] = lookup(term.arg(i));
            if (ids[i] < 0) {
                return -1;
            }
        }
        return find(signature(term.functor(), ids.length), ids, ids.length);
    }

    /** The model term of an id, for the canonical text view. */
    Term term(int id) {
        int arity = arity(id);
        if (arity == 0) {
            return new Constant(functor(id));
        }
        Term[] terms = new Term[arity];
        for (int i = 0; i < arity; i++) {
            terms[i] = term(arg(id, i));
        }
        return new Compound(functor(id), terms);
    }
}
