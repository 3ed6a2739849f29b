package org.gdlbench.prolog;

import alice.tuprolog.Struct;
import alice.tuprolog.Term;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Numbers distinct ground terms (fluents, or one role's moves) and finds a Prolog answer's
 * number without converting it: the table hashes and compares tuProlog terms by structure, which
 * tuProlog's own {@code equals} does not offer with a matching {@code hashCode}. An answer seen
 * before costs a hash and a comparison, no allocation; a new one is converted once and kept.
 *
 * <p>Each entry keeps the term three ways: as the game's GDL term (for the canonical texts), as
 * a canonical Prolog term (to put into queries and facts), and as {@code wrapped}, the Prolog
 * term inside a fixed wrapper such as {@code state(F)} (built once, so asserting needs no
 * allocation).
 */
final class TermTable {
    private final PrologNames names;
    private final String wrapper;
    private final Term[] leading;
    private final List<org.gdlbench.gdl.Term> gdlTerms = new ArrayList<>();
    private final List<Term> prologTerms = new ArrayList<>();
    private final List<Struct> wrapped = new ArrayList<>();
    private final Map<org.gdlbench.gdl.Term, Integer> idsByGdl = new HashMap<>();
    /** Open addressing: slot holds id + 1, 0 when empty. Capacity is a power of two. */
    private int[] slots = new int[64];
    private int[] hashes = new int[0];

    /**
     * @param wrapper the functor of the wrapper term
     * @param leading the wrapper's arguments before the term, e.g. the role in {@code does(R, M)}
     */
    TermTable(PrologNames names, String wrapper, Term... leading) {
        this.names = names;
        this.wrapper = wrapper;
        this.leading = leading.clone();
    }

    int size() {
        return gdlTerms.size();
    }

    org.gdlbench.gdl.Term gdl(int id) {
        return gdlTerms.get(id);
    }

    Term prolog(int id) {
        return prologTerms.get(id);
    }

    /** The term in its wrapper, e.g. {@code state(F)} or {@code does(R, M)}. */
    Struct wrapped(int id) {
        return wrapped.get(id);
    }

    /** The id of a ground Prolog term, adding it when new. */
    int idOf(Term answer) {
        Term term = answer.getTerm();
        int hash = hash(term);
        int mask = slots.length - 1;
        for (int slot = hash & mask; ; slot = (slot + 1) & mask) {
            int entry = slots[slot];
            if (entry == 0) {
                return add(names.toGdl(term), slot, hash);
            }
            int id = entry - 1;
            if (hashes[id] == hash && same(prologTerms.get(id), term)) {
                return id;
            }
        }
    }

    /** The id of a ground GDL term, adding it when new. */
    int idOf(org.gdlbench.gdl.Term gdlTerm) {
        Integer known = idsByGdl.get(gdlTerm);
        if (known != null) {
            return known;
        }
        Term term = names.ground(gdlTerm);
        int hash = hash(term);
        int mask = slots.length - 1;
        int slot = hash & mask;
        while (slots[slot] != 0) {
            slot = (slot + 1) & mask;
        }
        return add(gdlTerm, slot, hash);
    }

    private int add(org.gdlbench.gdl.Term gdlTerm, int slot, int hash) {
        int id = gdlTerms.size();
        Term canonical = names.ground(gdlTerm);
        gdlTerms.add(gdlTerm);
        prologTerms.add(canonical);
        Term[] args = Arrays.copyOf(leading, leading.length + 1);
        args[leading.length] = canonical;
        wrapped.add(new Struct(wrapper, args));
        idsByGdl.put(gdlTerm, id);
        if (id == hashes.length) {
            hashes = Arrays.copyOf(hashes, Math.max(16, id * 2));
        }
        hashes[id] = hash;
        slots[slot] = id + 1;
        if (2 * gdlTerms.size() > slots.length) {
            rehash();
        }
        return id;
    }

    private void rehash() {
        int[] grown = new int[slots.length * 2];
        int mask = grown.length - 1;
        for (int id = 0; id < gdlTerms.size(); id++) {
            int slot = hashes[id] & mask;
            while (grown[slot] != 0) {
                slot = (slot + 1) & mask;
            }
            grown[slot] = id + 1;
        }
        slots = grown;
    }

    private static int hash(Term term) {
        Term t = term.getTerm();
        if (!(t instanceof Struct struct)) {
            throw new IllegalStateException("Prolog answered a non-ground term: " + t);
        }
        int hash = struct.getName().hashCode();
        for (int i = 0; i < struct.getArity(); i++) {
            hash = 31 * hash + hash(struct.getArg(i));
        }
        return hash ^ (hash >>> 16);
    }

    private static boolean same(Term canonical, Term answer) {
        Term a = canonical.getTerm();
        Term b = answer.getTerm();
        if (!(a instanceof Struct left) || !(b instanceof Struct right)) {
            return false;
        }
        if (left.getArity() != right.getArity() || !left.getName().equals(right.getName())) {
            return false;
        }
        for (int i = 0; i < left.getArity(); i++) {
            if (!same(left.getArg(i), right.getArg(i))) {
                return false;
            }
        }
        return true;
    }
}
