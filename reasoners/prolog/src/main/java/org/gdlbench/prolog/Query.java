package org.gdlbench.prolog;

import alice.tuprolog.Struct;
import alice.tuprolog.Term;
import alice.tuprolog.Var;
import org.gdlbench.gdl.Predicate;

/**
 * A query built once, when the machine is made: either {@code findall(X, G, L)} or a plain goal
 * G. Where G takes the state or move list (threaded encoding), {@link #with} puts the lists into
 * G's argument slots; tuProlog copies a goal before solving it, so the same object is reused
 * for every call and nothing is built or parsed per query.
 */
final class Query {
    private final Struct query;
    private final Struct goal;
    private final int stateSlot;
    private final int movesSlot;
    private final String what;

    private Query(Struct query, Struct goal, int stateSlot, int movesSlot, String what) {
        this.query = query;
        this.goal = goal;
        this.stateSlot = stateSlot;
        this.movesSlot = movesSlot;
        this.what = what;
    }

    /**
     * {@code findall(X, relation(args..., X), L)}, {@code X} the last argument; in words {@code what}.
     *
     * @param leading the arguments before {@code X}, e.g. the role of a {@code legal} query
     */
    static Query findall(Translator translator, Predicate relation, Term[] leading, String what) {
        Var answer = new Var("X");
        Term[] args = new Term[leading.length + 1];
        System.arraycopy(leading, 0, args, 0, leading.length);
        args[leading.length] = answer;
        Struct goal = goal(translator, relation, args);
        return new Query(new Struct("findall", answer, goal, new Var("L")), goal,
                slot(translator.takesState(relation), args.length),
                slot(translator.takesMoves(relation), args.length + (translator.takesState(relation) ? 1 : 0)),
                what);
    }

    /** The goal {@code relation(args...)} alone, to test whether it holds. */
    static Query holds(Translator translator, Predicate relation, String what) {
        Struct goal = goal(translator, relation, new Term[0]);
        return new Query(goal, goal, slot(translator.takesState(relation), 0),
                slot(translator.takesMoves(relation), translator.takesState(relation) ? 1 : 0), what);
    }

    private static Struct goal(Translator translator, Predicate relation, Term[] args) {
        // Placeholders; the real lists are put in by with().
        return translator.call(relation, args, new Struct(), new Struct());
    }

    private static int slot(boolean taken, int index) {
        return taken ? index : -1;
    }

    /** The query, its goal given {@code state} and {@code moves} where it takes them. */
    Struct with(Term state, Term moves) {
        if (stateSlot >= 0) {
            goal.setArg(stateSlot, state);
        }
        if (movesSlot >= 0) {
            goal.setArg(movesSlot, moves);
        }
        return query;
    }

    String what() {
        return what;
    }
}
