package org.gdlbench.prolog;

import alice.tuprolog.InvalidLibraryException;
import alice.tuprolog.InvalidTheoryException;
import alice.tuprolog.NoSolutionException;
import alice.tuprolog.Prolog;
import alice.tuprolog.SolveInfo;
import alice.tuprolog.Struct;
import alice.tuprolog.Term;
import alice.tuprolog.Theory;
import alice.tuprolog.TheoryManager;
import java.util.List;

/**
 * One tuProlog engine holding one translated game, with a time budget per query.
 *
 * <p>tuProlog engines are not reentrant: an engine (and so a machine) serves one thread at a
 * time and is never shared; each machine makes its own. Only the basic library is loaded (it
 * holds {@code findall/3} and {@code \+/1}), which keeps start-up short.
 */
final class PrologEngine {
    private static final String BASIC_LIBRARY = "alice.tuprolog.lib.BasicLibrary";

    private final Prolog prolog;
    private final TheoryManager theory;
    private final long budgetNanos;
    private final String reasoner;
    /** Guards {@link #deadline} and {@link #overdue}, shared with the watchdog thread. */
    private final Object lock = new Object();
    /** System.nanoTime() by which the running query must end; 0 when no query runs. */
    private long deadline;
    private boolean overdue;

    /**
     * @param budgetNanos how long one query may run before it is stopped
     * @param reasoner the reasoner's name, for messages
     */
    PrologEngine(List<Struct> clauses, long budgetNanos, String reasoner) {
        this.budgetNanos = budgetNanos;
        this.reasoner = reasoner;
        try {
            this.prolog = new Prolog(new String[] {BASIC_LIBRARY});
            prolog.setTheory(new Theory(new Struct(clauses.toArray(new Term[0]))));
        } catch (InvalidLibraryException | InvalidTheoryException e) {
            throw new IllegalStateException("tuProlog rejected the translated program: " + e.getMessage(), e);
        }
        this.theory = prolog.getTheoryManager();
        // The first solve creates the engine's state, which solveHalt() needs to exist.
        prolog.solve(Term.TRUE);
        QueryWatchdog.watch(this);
    }

    /**
     * Solves {@code goal} and returns it with the first solution's bindings, or null when it fails.
     *
     * @param what the query in words, for the message should it run over budget
     * @throws QueryBudgetException when the query runs over the budget or the thread's stack
     */
    Struct solve(Struct goal, String what) {
        synchronized (lock) {
            deadline = System.nanoTime() + budgetNanos;
            overdue = false;
        }
        SolveInfo info;
        boolean stopped;
        try {
            info = prolog.solve(goal);
        } catch (StackOverflowError e) {
            // tuProlog copies and unifies terms recursively; a huge state list can exhaust a small stack.
            throw new QueryBudgetException(reasoner + ": query " + what + " overflowed the thread's stack"
                    + " (tuProlog recurses on term depth; give the JVM a larger -Xss)");
        } finally {
            synchronized (lock) {
                deadline = 0;
                stopped = overdue;
            }
        }
        if (stopped) {
            throw new QueryBudgetException(reasoner + ": query " + what + " ran over its "
                    + budgetNanos / 1_000_000 + " ms budget (SLD resolution on tuProlog is too slow"
                    + " for this game, or loops in its recursive rules)");
        }
        if (info.hasOpenAlternatives()) {
            prolog.solveEnd();
        }
        if (!info.isSuccess()) {
            return null;
        }
        try {
            return (Struct) info.getSolution();
        } catch (NoSolutionException e) {
            throw new IllegalStateException("tuProlog reported success without a solution", e);
        }
    }

    /** Solves {@code findall(T, G, L)} and returns the list L. */
    Struct findall(Struct query, String what) {
        Struct solved = solve(query, what);
        if (solved == null) {
            throw new IllegalStateException("findall/3 failed on " + what);
        }
        return (Struct) solved.getArg(2).getTerm();
    }

    /** Adds clauses after those already there. */
    void addClauses(List<Struct> clauses) {
        try {
            prolog.addTheory(new Theory(new Struct(clauses.toArray(new Term[0]))));
        } catch (InvalidTheoryException e) {
            throw new IllegalStateException("tuProlog rejected translated clauses: " + e.getMessage(), e);
        }
    }

    /** Adds a fact at the end of its relation, as {@code assertz/1} does. */
    void assertFact(Struct fact) {
        theory.assertZ(fact, true, null, false);
    }

    /** Removes every clause of the relation {@code name/arity}, as {@code abolish/1} does. */
    void abolish(Struct indicator) {
        theory.abolish(indicator);
    }

    /** Called by the watchdog: stops the running query once it is past its deadline. */
    void haltIfOverdue(long now) {
        synchronized (lock) {
            if (deadline != 0 && now - deadline > 0) {
                overdue = true;
                // Repeated on every tick until the query ends, in case the first landed too early.
                prolog.solveHalt();
            }
        }
    }
}
