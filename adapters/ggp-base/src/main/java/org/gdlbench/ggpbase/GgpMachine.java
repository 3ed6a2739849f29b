package org.gdlbench.ggpbase;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import org.gdlbench.gdl.Game;
import org.gdlbench.gdl.GoalValues;
import org.gdlbench.gdl.Symbols;
import org.gdlbench.ggpbase.api.GdlConstant;
import org.gdlbench.ggpbase.api.GdlFunction;
import org.gdlbench.ggpbase.api.GdlRelation;
import org.gdlbench.ggpbase.api.GdlSentence;
import org.gdlbench.ggpbase.api.GdlTerm;
import org.gdlbench.ggpbase.api.GgpState;
import org.gdlbench.ggpbase.api.GgpStateMachine;
import org.gdlbench.ggpbase.api.GoalDefinitionException;
import org.gdlbench.ggpbase.api.Move;
import org.gdlbench.ggpbase.api.Role;
import org.gdlbench.machine.MachineState;
import org.gdlbench.machine.MoveList;
import org.gdlbench.machine.TextMovesMachine;

/**
 * An engine written against the ggp-base state machine API, seen as a gdlbench state machine.
 * A state is the engine's own state object; move ids are given per role as the engine first
 * names the moves; legal moves are listed in the order of their KIF text, so playouts are the
 * same sequence whatever order the engine lists them in. Every query converts terms: this is
 * for checking and measuring engines as they are, not a fast path.
 */
final class GgpMachine extends TextMovesMachine<GgpMachine.Handle> {
    private static final GdlConstant TRUE = new GdlConstant("true");

    /** A state: the engine's state object, null until written. Engine states are values, so copying shares them. */
    static final class Handle implements MachineState {
        GgpState state;
    }

    private final GgpStateMachine engine;
    private final List<Role> roles;
    /** Each role's moves as the engine's objects, in step with {@link #moveTexts}. */
    private final List<List<Move>> moves = new ArrayList<>();
    /** Whether the engine writes fluents wrapped in {@code true}, as states made by {@link #stateOf} must be. */
    private final boolean wrapsInTrue;

    /** Hands the engine the game's rules. */
    GgpMachine(Game game, GgpStateMachine engine) {
        this(game, engine, initialize(game, engine));
    }

    private GgpMachine(Game game, GgpStateMachine engine, List<Role> roles) {
        super(game, roles.stream().map(GgpMachine::canonical).toList(), Handle::new);
        this.engine = engine;
        this.roles = roles;
        for (int role = 0; role < roles.size(); role++) {
            moves.add(new ArrayList<>());
        }
        wrapsInTrue = engine.getInitialState().getContents().stream().anyMatch(GgpMachine::isTrueSentence);
    }

    /** Hands the engine the rules; returns the roles it names. */
    private static List<Role> initialize(Game game, GgpStateMachine engine) {
        engine.initialize(GdlTranslation.of(game.description()));
        return List.copyOf(engine.getRoles());
    }

    @Override
    public MachineState initialState() {
        Handle handle = new Handle();
        handle.state = engine.getInitialState();
        return handle;
    }

    @Override
    protected void copyState(Handle from, Handle to) {
        to.state = state(from);
    }

    @Override
    public boolean isTerminal(MachineState state) {
        return engine.isTerminal(state(state));
    }

    @Override
    public void legalMoves(MachineState state, int role, MoveList out) {
        // sorted by KIF text: the order every reasoner lists moves in
        TreeMap<String, Move> byText = new TreeMap<>();
        for (Move move : engine.getLegalMoves(state(state), roles.get(role))) {
            byText.put(canonical(move), move);
        }
        out.clear();
        for (Map.Entry<String, Move> move : byText.entrySet()) {
            out.add(id(role, move.getKey(), move.getValue()));
        }
    }

    @Override
    public void next(MachineState state, int[] jointMove, MachineState out) {
        List<Move> joint = new ArrayList<>(jointMove.length);
        for (int role = 0; role < jointMove.length; role++) {
            joint.add(moves.get(role).get(jointMove[role]));
        }
        ((Handle) out).state = engine.getNextState(state(state), joint);
    }

    @Override
    public int goal(MachineState state, int role) {
        try {
            return engine.getGoal(state(state), roles.get(role));
        } catch (GoalDefinitionException e) {
            // ggp-base's machines also throw for several values; the contract then wants the highest
            return GoalValues.UNDEFINED;
        }
    }

    @Override
    public SortedSet<String> fluents(MachineState state) {
        SortedSet<String> fluents = new TreeSet<>();
        for (GdlSentence sentence : state(state).getContents()) {
            fluents.add(canonical(isTrueSentence(sentence) ? sentence.get(0) : sentence));
        }
        return fluents;
    }

    @Override
    public MachineState stateOf(Collection<String> fluents) {
        Set<GdlSentence> contents = new HashSet<>();
        for (String fluent : fluents) {
            contents.add(wrapsInTrue ? new GdlRelation(TRUE, List.of(KifTerms.term(fluent))) : KifTerms.sentence(fluent));
        }
        Handle handle = new Handle();
        handle.state = new GgpState(contents);
        return handle;
    }

    @Override
    public int moveId(int role, String text) {
        GdlTerm term;
        try {
            term = KifTerms.term(Symbols.normalise(text));
        } catch (IllegalArgumentException e) {
            return -1;
        }
        if (!usesOnlyGameWords(term)) {
            return -1; // a word the rules never use: it cannot be a move of this game
        }
        return id(role, term.toString(), new Move(term));
    }

    private boolean usesOnlyGameWords(GdlTerm term) {
        if (term instanceof GdlFunction function) {
            return usesOnlyGameWords(function.name()) && function.body().stream().allMatch(this::usesOnlyGameWords);
        }
        return game.symbols().lookup(((GdlConstant) term).value()) >= 0;
    }

    /** The canonical text of what the engine wrote: single spaces, lower case as gdlbench reads rules. */
    private static String canonical(Object written) {
        return KifTerms.canonical(Symbols.normalise(written.toString()));
    }

    private int id(int role, String text, Move move) {
        int id = moveTexts(role).id(text);
        if (id == moves.get(role).size()) {
            moves.get(role).add(move);
        }
        return id;
    }

    private static GgpState state(MachineState state) {
        GgpState held = ((Handle) state).state;
        if (held == null) {
            throw new IllegalArgumentException("a state buffer that holds no state yet");
        }
        return held;
    }

    private static boolean isTrueSentence(GdlSentence sentence) {
        return sentence.arity() == 1 && sentence.getName().value().equalsIgnoreCase(TRUE.value());
    }
}
