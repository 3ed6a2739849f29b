package org.gdlbench.engine;

import java.util.Collection;
import java.util.List;
import java.util.SortedSet;
import java.util.TreeSet;
import org.gdlbench.gdl.Game;
import org.gdlbench.gdl.parse.KifPrinter;
import org.gdlbench.gdl.parse.KifTerms;
import org.gdlbench.machine.MachineState;
import org.gdlbench.machine.MoveList;
import org.gdlbench.machine.MoveOrder;
import org.gdlbench.machine.TextMovesMachine;

/**
 * A game's state machine answered by an engine process over the line protocol. States are the
 * engine's handles; move ids are given here, in the order the engine first names the moves.
 */
public final class EngineMachine extends TextMovesMachine<EngineMachine.Handle> {
    /** A state: the engine's handle on it, -1 until written. */
    static final class Handle implements MachineState {
        int id = -1;
    }

    private final EngineProcess engine;

    /** Sends the rules and reads the roles. @throws EngineException when the engine fails or refuses */
    public EngineMachine(Game game, EngineProcess engine) {
        super(game, sendRules(game, engine), Handle::new);
        this.engine = engine;
    }

    /** Sends the rules; returns the roles the engine names. */
    private static List<String> sendRules(Game game, EngineProcess engine) {
        List<String> rules = KifPrinter.print(game.description()).lines().toList();
        engine.prepare("rules " + rules.size(), rules, "ok");
        return terms(engine, engine.ask("roles", "roles"), "roles");
    }

    public EngineProcess engine() {
        return engine;
    }

    @Override
    public MachineState initialState() {
        return handle(engine.ask("initial", "state"), "initial");
    }

    @Override
    protected void copyState(Handle from, Handle to) {
        to.id = from.id;
    }

    @Override
    public boolean isTerminal(MachineState state) {
        String request = "terminal " + id(state);
        String answer = engine.ask(request, "terminal");
        return switch (answer) {
            case "true" -> true;
            case "false" -> false;
            default -> throw engine.fail("it answered 'terminal " + answer + "' to '" + request + "'");
        };
    }

    @Override
    public void legalMoves(MachineState state, int role, MoveList out) {
        String request = "legal " + id(state) + " " + role;
        out.clear();
        for (String move : terms(engine.ask(request, "legal"), request)) {
            out.add(moveTexts(role).id(move));
        }
        // the engine may answer in any order; the contract wants the canonical one
        MoveOrder.sort(out, moveTexts(role)::value);
    }

    @Override
    public void next(MachineState state, int[] jointMove, MachineState out) {
        StringBuilder request = new StringBuilder("next ").append(id(state));
        for (int role = 0; role < jointMove.length; role++) {
            request.append(' ').append(moveText(role, jointMove[role]));
        }
        ((Handle) out).id = ((Handle) handle(engine.ask(request.toString(), "state"), request.toString())).id;
    }

    @Override
    public int goal(MachineState state, int role) {
        return goals(state)[role];
    }

    @Override
    public int[] goals(MachineState state) {
        String request = "goals " + id(state);
        List<String> words = terms(engine.ask(request, "goals"), request);
        if (words.size() != roles().size()) {
            throw engine.fail("it gave " + words.size() + " goals for " + roles().size() + " roles to '" + request + "'");
        }
        int[] goals = new int[words.size()];
        for (int role = 0; role < goals.length; role++) {
            goals[role] = integer(words.get(role), request);
        }
        return goals;
    }

    @Override
    public SortedSet<String> fluents(MachineState state) {
        String request = "fluents " + id(state);
        return new TreeSet<>(terms(engine.ask(request, "fluents"), request));
    }

    @Override
    public MachineState stateOf(Collection<String> fluents) {
        String request = ("state " + String.join(" ", fluents)).strip();
        try {
            return handle(engine.ask(request, "state"), request);
        } catch (EngineException e) {
            if (engine.isAlive()) {
                // it answered "error": a state it cannot hold, as the contract says
                throw new IllegalArgumentException(e.getMessage(), e);
            }
            throw e;
        }
    }

    /**
     * The id of a move the engine named or may name: -1 for a text that cannot be a move of this
     * game (not one balanced KIF term, or a symbol the rules never use), as the contract says.
     */
    @Override
    public int moveId(int role, String text) {
        int id = moveTexts(role).find(text);
        return id >= 0 || !couldBeMove(text) ? id : moveTexts(role).id(text);
    }

    private boolean couldBeMove(String text) {
        try {
            if (KifTerms.split(text).size() != 1) {
                return false;
            }
        } catch (IllegalArgumentException e) {
            return false;
        }
        for (String word : text.replace('(', ' ').replace(')', ' ').trim().split("\\s+")) {
            if (game.symbols().lookup(word) < 0) {
                return false;
            }
        }
        return true;
    }

    private static int id(MachineState state) {
        int id = ((Handle) state).id;
        if (id < 0) {
            throw new IllegalArgumentException("a state buffer that holds no state yet");
        }
        return id;
    }

    private MachineState handle(String answer, String request) {
        Handle handle = new Handle();
        handle.id = integer(answer, request);
        if (handle.id < 0) {
            throw engine.fail("it gave the state handle " + answer + " to '" + request + "'");
        }
        return handle;
    }

    private int integer(String word, String request) {
        try {
            return Integer.parseInt(word);
        } catch (NumberFormatException e) {
            throw engine.fail("it answered '" + EngineProcess.shorten(word) + "' where a number belongs, to '"
                    + EngineProcess.shorten(request) + "'");
        }
    }

    private List<String> terms(String words, String request) {
        return terms(engine, words, request);
    }

    private static List<String> terms(EngineProcess engine, String words, String request) {
        try {
            return KifTerms.split(words);
        } catch (IllegalArgumentException e) {
            throw engine.fail("its answer to '" + EngineProcess.shorten(request) + "' is not KIF: " + e.getMessage());
        }
    }
}
