package org.gdlbench.ggpbase;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.gdlbench.ggpbase.api.Gdl;
import org.gdlbench.ggpbase.api.GdlConstant;
import org.gdlbench.ggpbase.api.GdlSentence;
import org.gdlbench.ggpbase.api.GgpState;
import org.gdlbench.ggpbase.api.GgpStateMachine;
import org.gdlbench.ggpbase.api.GoalDefinitionException;
import org.gdlbench.ggpbase.api.Move;
import org.gdlbench.ggpbase.api.Role;

/**
 * An engine built on ggp-base itself, bound by class name, so gdlbench needs no ggp-base jar to
 * build: its rules are made with ggp-base's own {@code GdlFactory} from their KIF text, and its
 * roles, moves and states are read back from their KIF text ({@code toString}). Each of the
 * engine's objects is kept beside the adapter's form of it, to be handed back as it was.
 */
final class ReflectiveMachine implements GgpStateMachine {
    static final String STATE_MACHINE = "org.ggp.base.util.statemachine.StateMachine";
    private static final String MACHINE_STATE = "org.ggp.base.util.statemachine.MachineState";
    private static final String MOVE = "org.ggp.base.util.statemachine.Move";
    private static final String GDL_FACTORY = "org.ggp.base.util.gdl.factory.GdlFactory";

    /** A state of the engine, its sentences read only when asked for. */
    private final class Bound extends GgpState {
        final Object state;
        private Set<GdlSentence> contents;

        Bound(Object state) {
            this.state = state;
        }

        @Override
        public Set<GdlSentence> getContents() {
            if (contents == null) {
                Set<GdlSentence> read = new HashSet<>();
                for (Object sentence : (Collection<?>) call(getContents, state)) {
                    read.add(KifTerms.sentence(sentence.toString()));
                }
                contents = read;
            }
            return contents;
        }
    }

    private final Object engine;
    private final Method initialize;
    private final Method getRoles;
    private final Method getInitialState;
    private final Method getLegalMoves;
    private final Method getNextState;
    private final Method isTerminal;
    private final Method getGoal;
    private final Method getContents;
    private final Method createGdl;
    private final Constructor<?> newMachineState;
    private final Method createMove;
    private final Map<Role, Object> engineRoles = new HashMap<>();
    private final Map<Object, Move> movesRead = new HashMap<>();
    private final Map<Move, Object> engineMoves = new HashMap<>();

    /** @throws IllegalArgumentException when {@code loader} lacks a ggp-base class or method the binding needs */
    ReflectiveMachine(Object engine, ClassLoader loader) {
        this.engine = engine;
        try {
            Class<?> machine = Class.forName(STATE_MACHINE, true, loader);
            Class<?> state = Class.forName(MACHINE_STATE, true, loader);
            initialize = method(machine, "initialize", 1);
            getRoles = method(machine, "getRoles", 0);
            getInitialState = method(machine, "getInitialState", 0);
            getLegalMoves = method(machine, "getLegalMoves", 2);
            getNextState = method(machine, "getNextState", 2);
            isTerminal = method(machine, "isTerminal", 1);
            getGoal = method(machine, "getGoal", 2);
            createGdl = Class.forName(GDL_FACTORY, true, loader).getMethod("create", String.class);
            newMachineState = state.getConstructor(Set.class);
            Method create;
            try {
                create = Class.forName(MOVE, true, loader).getMethod("create", String.class);
            } catch (NoSuchMethodException e) {
                create = null; // then only moves the engine has named can be played
            }
            createMove = create;
            getContents = state.getMethod("getContents");
        } catch (ClassNotFoundException | NoSuchMethodException e) {
            throw new IllegalArgumentException("not a ggp-base class path: " + e.getMessage() + " is missing", e);
        }
    }

    private static Method method(Class<?> owner, String name, int parameters) throws NoSuchMethodException {
        for (Method method : owner.getMethods()) {
            if (method.getName().equals(name) && method.getParameterCount() == parameters) {
                return method;
            }
        }
        throw new NoSuchMethodException(owner.getName() + "." + name);
    }

    @Override
    public void initialize(List<Gdl> description) {
        List<Object> rules = new ArrayList<>(description.size());
        for (Gdl gdl : description) {
            rules.add(call(createGdl, null, gdl.toString()));
        }
        call(initialize, engine, rules);
    }

    @Override
    public List<Role> getRoles() {
        List<Role> roles = new ArrayList<>();
        for (Object role : (List<?>) call(getRoles, engine)) {
            Role read = new Role(new GdlConstant(KifTerms.canonical(role.toString())));
            engineRoles.put(read, role);
            roles.add(read);
        }
        return roles;
    }

    @Override
    public GgpState getInitialState() {
        return new Bound(call(getInitialState, engine));
    }

    @Override
    public List<Move> getLegalMoves(GgpState state, Role role) {
        List<Move> moves = new ArrayList<>();
        for (Object move : (List<?>) call(getLegalMoves, engine, engineState(state), engineRoles.get(role))) {
            moves.add(movesRead.computeIfAbsent(move, key -> {
                Move read = new Move(KifTerms.term(key.toString()));
                engineMoves.put(read, key);
                return read;
            }));
        }
        return moves;
    }

    @Override
    public GgpState getNextState(GgpState state, List<Move> moves) {
        List<Object> joint = new ArrayList<>(moves.size());
        for (Move move : moves) {
            joint.add(engineMove(move));
        }
        return new Bound(call(getNextState, engine, engineState(state), joint));
    }

    @Override
    public boolean isTerminal(GgpState state) {
        return (Boolean) call(isTerminal, engine, engineState(state));
    }

    @Override
    public int getGoal(GgpState state, Role role) {
        return (Integer) call(getGoal, engine, engineState(state), engineRoles.get(role));
    }

    private Object engineMove(Move move) {
        Object known = engineMoves.get(move);
        if (known != null) {
            return known;
        }
        if (createMove == null) {
            throw new IllegalArgumentException("move " + move + " was never among the engine's legal moves");
        }
        Object made = call(createMove, null, move.toString());
        engineMoves.put(move, made);
        return made;
    }

    /** The engine's state for {@code state}; one made by the adapter (from fluents) is built with ggp-base's classes. */
    private Object engineState(GgpState state) {
        if (state instanceof Bound bound) {
            return bound.state;
        }
        Set<Object> sentences = new HashSet<>();
        for (GdlSentence sentence : state.getContents()) {
            sentences.add(call(createGdl, null, sentence.toString()));
        }
        try {
            return newMachineState.newInstance(sentences);
        } catch (InvocationTargetException e) {
            throw rethrown(newMachineState.getDeclaringClass().getSimpleName(), e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot make a ggp-base state: " + e, e);
        }
    }

    private static Object call(Method method, Object target, Object... arguments) {
        try {
            return method.invoke(target, arguments);
        } catch (InvocationTargetException e) {
            throw rethrown(method.getName(), e.getCause());
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("cannot call " + method + ": " + e.getMessage(), e);
        }
    }

    /** What the engine threw, unchecked; ggp-base's checked goal exception as the adapter's. */
    private static RuntimeException rethrown(String call, Throwable cause) {
        if (cause.getClass().getSimpleName().equals("GoalDefinitionException")) {
            return new GoalDefinitionException(String.valueOf(cause.getMessage()));
        }
        if (cause instanceof RuntimeException unchecked) {
            return unchecked;
        }
        if (cause instanceof Error error) {
            throw error;
        }
        return new IllegalStateException("the engine's " + call + " threw " + cause, cause);
    }
}
