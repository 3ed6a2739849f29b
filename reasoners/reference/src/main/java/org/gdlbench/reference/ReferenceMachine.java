package org.gdlbench.reference;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.function.Consumer;
import org.gdlbench.gdl.Compound;
import org.gdlbench.gdl.Constant;
import org.gdlbench.gdl.Game;
import org.gdlbench.gdl.GoalValues;
import org.gdlbench.gdl.Rule;
import org.gdlbench.gdl.Symbols;
import org.gdlbench.gdl.Term;
import org.gdlbench.gdl.Variable;
import org.gdlbench.gdl.parse.KifPrinter;
import org.gdlbench.machine.GoalAudit;
import org.gdlbench.machine.MachineState;
import org.gdlbench.machine.MoveList;
import org.gdlbench.machine.Numbering;
import org.gdlbench.machine.RuleDerivations;
import org.gdlbench.machine.RuleProgress;
import org.gdlbench.machine.TermMovesMachine;
import org.gdlbench.plan.PlannedMachine;
import org.gdlbench.plan.RulePlan;

/** The reference state machine: every query is a {@link Prover} query; states are sets of fluent terms. */
final class ReferenceMachine extends TermMovesMachine<ReferenceMachine.State> implements GoalAudit, RuleDerivations, RuleProgress, PlannedMachine {

    /** A state: the set of its fluents (the arguments of {@code true}), never modified once made. */
    static final class State implements MachineState {
        Set<Term> fluents = Set.of();
    }

    private static final Variable X = new Variable("x");

    private final Prover prover;
    private final KifPrinter printer;
    private final List<Term> roles;
    /** Each role's moves, numbered as the prover answers them. */
    private final List<Numbering<Term>> moves = new ArrayList<>();

    ReferenceMachine(Game game) {
        this(game, new Prover(game));
    }

    private ReferenceMachine(Game game, Prover prover) {
        this(game, prover, provedRoles(prover), new KifPrinter(game.symbols()));
    }

    private ReferenceMachine(Game game, Prover prover, List<Term> roles, KifPrinter printer) {
        super(game, roles.stream().map(printer::term).toList(), State::new);
        this.prover = prover;
        this.printer = printer;
        this.roles = roles;
        for (Term role : roles) {
            moves.add(new Numbering<>());
        }
    }

    /** The roles as the prover answers {@code (role ?x)}: the oracle asks its own rules even this. */
    private static List<Term> provedRoles(Prover prover) {
        List<Term> found = new ArrayList<>();
        prover.setContext(Set.of(), List.of());
        for (Term answer : prover.ask(new Compound(Symbols.ROLE, X))) {
            found.add(answer.arg(0));
        }
        return List.copyOf(found);
    }

    @Override
    public void onDerivation(Consumer<Rule> listener) {
        prover.onDerivation(listener);
    }

    @Override
    public List<RulePlan> plans() {
        return prover.plans();
    }

    @Override
    public String statistics() {
        return "none: the written order needs none";
    }

    @Override
    public int literalsHeld(MachineState state, Rule rule) {
        prover.setContext(((State) state).fluents, List.of());
        return prover.literalsHeld(rule);
    }

    @Override
    public MachineState initialState() {
        prover.setContext(Set.of(), List.of());
        State state = new State();
        state.fluents = argumentsOf(prover.ask(new Compound(Symbols.INIT, X)));
        return state;
    }

    @Override
    protected void copyState(State from, State to) {
        to.fluents = from.fluents;
    }

    @Override
    public boolean isTerminal(MachineState state) {
        prover.setContext(((State) state).fluents, List.of());
        return !prover.ask(new Constant(Symbols.TERMINAL)).isEmpty();
    }

    @Override
    public void legalMoves(MachineState state, int role, MoveList out) {
        prover.setContext(((State) state).fluents, List.of());
        out.clear();
        for (Term answer : prover.ask(new Compound(Symbols.LEGAL, roles.get(role), X))) {
            out.add(moveId(role, answer.arg(1)));
        }
        // the prover answers in proof order; the contract wants the canonical order
        sortMoves(role, out);
    }

    @Override
    public void next(MachineState state, int[] jointMove, MachineState out) {
        List<Term> does = new ArrayList<>(roles.size());
        for (int role = 0; role < roles.size(); role++) {
            does.add(new Compound(Symbols.DOES, roles.get(role), moves.get(role).value(jointMove[role])));
        }
        prover.setContext(((State) state).fluents, does);
        ((State) out).fluents = argumentsOf(prover.ask(new Compound(Symbols.NEXT, X)));
    }

    @Override
    public int goal(MachineState state, int role) {
        SortedSet<Integer> values = goalValues(state, role);
        return values.isEmpty() ? GoalValues.UNDEFINED : values.last();
    }

    @Override
    public SortedSet<Integer> goalValues(MachineState state, int role) {
        prover.setContext(((State) state).fluents, List.of());
        SortedSet<Integer> values = new TreeSet<>();
        for (Term answer : prover.ask(new Compound(Symbols.GOAL, roles.get(role), X))) {
            int value = GoalValues.parse(answer.arg(1), game.symbols());
            if (value != GoalValues.UNDEFINED) {
                values.add(value);
            }
        }
        return values;
    }

    @Override
    public SortedSet<String> fluents(MachineState state) {
        SortedSet<String> texts = new TreeSet<>();
        for (Term fluent : ((State) state).fluents) {
            texts.add(printer.term(fluent));
        }
        return texts;
    }

    @Override
    public MachineState stateOf(Collection<String> fluents) {
        Set<Term> terms = new LinkedHashSet<>();
        for (String text : fluents) {
            terms.add(groundTerm(text));
        }
        State state = new State();
        state.fluents = Collections.unmodifiableSet(terms);
        return state;
    }

    @Override
    protected Term moveTerm(int role, int move) {
        return moves.get(role).value(move);
    }

    /** The id of {@code role}'s move {@code move}, numbering it now when it is met for the first time. */
    @Override
    protected int moveId(int role, Term move) {
        return moves.get(role).id(move);
    }

    private static Set<Term> argumentsOf(List<Term> atoms) {
        Set<Term> arguments = new LinkedHashSet<>();
        for (Term atom : atoms) {
            arguments.add(atom.arg(0));
        }
        return Collections.unmodifiableSet(arguments);
    }
}
