package org.gdlbench.prolog;

import alice.tuprolog.Struct;
import alice.tuprolog.Term;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.Map;
import java.util.SortedSet;
import java.util.TreeSet;
import org.gdlbench.gdl.Game;
import org.gdlbench.gdl.GoalValues;
import org.gdlbench.gdl.Predicate;
import org.gdlbench.gdl.Symbols;
import org.gdlbench.gdl.parse.KifPrinter;
import org.gdlbench.machine.MachineState;
import org.gdlbench.machine.MoveList;
import org.gdlbench.machine.Preparation;
import org.gdlbench.machine.TermMovesMachine;

/**
 * What the two Prolog encodings share: the translated program in its own engine, fluents and
 * moves numbered by {@link TermTable}s, the queries built once, and the canonical views. A
 * subclass says only how a state and a joint move are made visible to a query.
 *
 * <p>Every query is a {@code findall} (or, for {@code terminal}, a plain goal), like a
 * CadiaPlayer or FluxPlayer call; answers are deduplicated here, since Prolog finds an answer
 * once per proof. One machine owns one engine and serves one thread.
 */
abstract class PrologMachine extends TermMovesMachine<PrologMachine.State> {
    private static final Predicate INIT = new Predicate(Symbols.INIT, 1);
    private static final Predicate LEGAL = new Predicate(Symbols.LEGAL, 2);
    private static final Predicate NEXT = new Predicate(Symbols.NEXT, 1);
    private static final Predicate GOAL = new Predicate(Symbols.GOAL, 2);
    private static final Predicate TERMINAL = new Predicate(Symbols.TERMINAL, 0);
    /** Tabling static relations may take this many query budgets in all. */
    private static final int TABLING_BUDGET_FACTOR = 2;
    /** Stands for "no moves" in queries on relations that (against GDL's rules) take them. */
    private final Struct noMoves = new Struct();

    /** A state: its fluents' ids, in the order Prolog found them; the array is never modified. */
    static final class State implements MachineState {
        private static final int[] EMPTY = new int[0];

        int[] fluents = EMPTY;
        /** The threaded encoding's state list, built when first needed; null until then. */
        Struct list;

        void set(int[] newFluents) {
            fluents = newFluents;
            list = null;
        }
    }

    final PrologEngine engine;
    final TermTable fluentTable;
    final TermTable[] moveTables;
    private final PrologNames names;
    private final KifPrinter printer;
    private final Query initQuery;
    private final Query terminalQuery;
    private final Query nextQuery;
    private final Query[] legalQueries;
    private final Query[] goalQueries;
    private final Map<String, Integer> goalValues = new HashMap<>();
    /** Deduplication marks: an id was seen in the current answer list when its mark equals {@link #round}. */
    private int[] fluentMarks = new int[64];
    private final int[][] moveMarks;
    private int round;
    private final Preparation preparation;

    PrologMachine(Game game, Encoding encoding, long budgetNanos) {
        super(game, State::new);
        this.names = new PrologNames(game.symbols());
        this.printer = new KifPrinter(game.symbols());
        long start = System.nanoTime();
        Translator translator = new Translator(game, names, encoding);
        long translated = System.nanoTime();
        this.engine = new PrologEngine(translator.clauses(), budgetNanos, encoding.reasonerName());
        long consulted = System.nanoTime();
        StaticTabling.run(game, translator, names, engine, TABLING_BUDGET_FACTOR * budgetNanos, StaticTabling.MAX_FACTS);
        this.preparation = Preparation.builder()
                .phase("translate", translated - start)
                .phase("consult", consulted - translated)
                .phase("table static relations", System.nanoTime() - consulted)
                .size("clauses", translator.clauses().size())
                .build();
        this.fluentTable = new TermTable(names, Translator.STATE);
        int roleCount = game.roles().size();
        this.moveTables = new TermTable[roleCount];
        this.moveMarks = new int[roleCount][];
        this.legalQueries = new Query[roleCount];
        this.goalQueries = new Query[roleCount];
        for (int role = 0; role < roleCount; role++) {
            String roleName = printer.term(game.roles().get(role));
            Term roleAtom = names.ground(game.roles().get(role));
            TermTable table = new TermTable(names, Translator.DOES, roleAtom);
            moveTables[role] = table;
            moveMarks[role] = new int[16];
            legalQueries[role] = Query.findall(translator, LEGAL, new Term[] {roleAtom}, "legal(" + roleName + ", M)");
            goalQueries[role] = Query.findall(translator, GOAL, new Term[] {roleAtom}, "goal(" + roleName + ", V)");
        }
        this.initQuery = Query.findall(translator, INIT, new Term[0], "init(F)");
        this.nextQuery = Query.findall(translator, NEXT, new Term[0], "next(F)");
        this.terminalQuery = Query.holds(translator, TERMINAL, "terminal");
    }

    @Override
    public Preparation preparation() {
        return preparation;
    }

    /** Makes {@code state} the one queries see; returns the term to pass as the state argument, if any. */
    abstract Term present(State state);

    /** Makes the joint move the one queries see; returns the term to pass as the move argument, if any. */
    abstract Term presentMoves(int[] jointMove);

    /** Undoes {@link #presentMoves}. */
    abstract void withdrawMoves();

    @Override
    public MachineState initialState() {
        State state = new State();
        state.set(distinctFluents(engine.findall(initQuery.with(noMoves, noMoves), initQuery.what())));
        return state;
    }

    @Override
    protected void copyState(State from, State to) {
        to.fluents = from.fluents;
        to.list = from.list;
    }

    @Override
    public boolean isTerminal(MachineState state) {
        Term stateTerm = present((State) state);
        return engine.solve(terminalQuery.with(stateTerm, noMoves), terminalQuery.what()) != null;
    }

    @Override
    public void legalMoves(MachineState state, int role, MoveList out) {
        Query query = legalQueries[role];
        Struct answers = engine.findall(query.with(present((State) state), noMoves), query.what());
        TermTable table = moveTables[role];
        int mark = nextRound();
        out.clear();
        for (Struct list = answers; !list.isEmptyList(); list = list.listTail()) {
            int move = table.idOf(list.listHead());
            if (move >= moveMarks[role].length) {
                moveMarks[role] = Arrays.copyOf(moveMarks[role], Math.max(move + 1, 2 * moveMarks[role].length));
            }
            if (moveMarks[role][move] != mark) {
                moveMarks[role][move] = mark;
                out.add(move);
            }
        }
        // Prolog answers in proof order; the contract wants the canonical order
        sortMoves(role, out);
    }

    @Override
    public void next(MachineState state, int[] jointMove, MachineState out) {
        Term stateTerm = present((State) state);
        Struct answers;
        try {
            Term movesTerm = presentMoves(jointMove);
            answers = engine.findall(nextQuery.with(stateTerm, movesTerm), nextQuery.what());
        } finally {
            withdrawMoves();
        }
        ((State) out).set(distinctFluents(answers));
    }

    @Override
    public int goal(MachineState state, int role) {
        Query query = goalQueries[role];
        Struct answers = engine.findall(query.with(present((State) state), noMoves), query.what());
        int best = GoalValues.UNDEFINED;
        for (Struct list = answers; !list.isEmptyList(); list = list.listTail()) {
            best = Math.max(best, goalValue(list.listHead()));
        }
        return best;
    }

    @Override
    public SortedSet<String> fluents(MachineState state) {
        SortedSet<String> texts = new TreeSet<>();
        for (int fluent : ((State) state).fluents) {
            texts.add(printer.term(fluentTable.gdl(fluent)));
        }
        return texts;
    }

    @Override
    public MachineState stateOf(Collection<String> fluents) {
        int[] ids = new int[fluents.size()];
        int count = 0;
        int mark = nextRound();
        for (String text : fluents) {
            int fluent = fluentTable.idOf(groundTerm(text));
            if (markFluent(fluent, mark)) {
                ids[count++] = fluent;
            }
        }
        State state = new State();
        state.set(Arrays.copyOf(ids, count));
        return state;
    }

    @Override
    protected org.gdlbench.gdl.Term moveTerm(int role, int move) {
        return moveTables[role].gdl(move);
    }

    @Override
    protected int moveId(int role, org.gdlbench.gdl.Term move) {
        return moveTables[role].idOf(move);
    }

    /** The fluent ids of a Prolog answer list, each once, in the order found. */
    private int[] distinctFluents(Struct answers) {
        int[] ids = new int[answers.listSize()];
        int count = 0;
        int mark = nextRound();
        for (Struct list = answers; !list.isEmptyList(); list = list.listTail()) {
            int fluent = fluentTable.idOf(list.listHead());
            if (markFluent(fluent, mark)) {
                ids[count++] = fluent;
            }
        }
        return count == ids.length ? ids : Arrays.copyOf(ids, count);
    }

    /** Marks a fluent as seen in this round; false when it already was. */
    private boolean markFluent(int fluent, int mark) {
        if (fluent >= fluentMarks.length) {
            fluentMarks = Arrays.copyOf(fluentMarks, Math.max(fluent + 1, 2 * fluentMarks.length));
        }
        if (fluentMarks[fluent] == mark) {
            return false;
        }
        fluentMarks[fluent] = mark;
        return true;
    }

    private int nextRound() {
        return ++round;
    }

    private int goalValue(Term answer) {
        Term value = answer.getTerm();
        if (!(value instanceof Struct atom) || atom.getArity() != 0) {
            return GoalValues.UNDEFINED;
        }
        return goalValues.computeIfAbsent(atom.getName(), name -> GoalValues.parse(names.toGdl(atom), game.symbols()));
    }
}
