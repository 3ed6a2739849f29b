package org.gdlbench.machine;

import java.util.List;
import java.util.function.Supplier;
import java.util.random.RandomGenerator;
import org.gdlbench.gdl.Game;
import org.gdlbench.gdl.GdlException;
import org.gdlbench.gdl.Term;
import org.gdlbench.gdl.parse.KifParser;
import org.gdlbench.gdl.parse.KifPrinter;

/**
 * What every machine holds alike: its game, its role names, the state buffers' type and where
 * they come from, and a playout on buffers made once for a machine to offer as its own. A
 * subclass writes the rules' queries, and {@link #copyState} on its own state type, so that
 * {@link #copy} casts in one place.
 *
 * <p>Nothing here sits between a caller and the queries: {@code isTerminal}, {@code legalMoves},
 * {@code next} and {@code goal} are the subclass's own, and {@link ReusablePlayout}'s loop calls
 * them directly.
 *
 * @param <S> the subclass's state type
 */
public abstract class AbstractMachine<S extends MachineState> implements StateMachine {
    protected final Game game;
    private final List<String> roles;
    private final Supplier<? extends S> states;
    /** Made on first use: a subclass's fields are not yet set while this constructor runs. */
    private ReusablePlayout playout;

    /**
     * A machine whose roles are those the rules declare, in their order, as KIF text.
     *
     * @param states makes a new state buffer each call, for {@link #newState}
     */
    protected AbstractMachine(Game game, Supplier<? extends S> states) {
        this(game, roleTexts(game), states);
    }

    /** A machine whose roles someone else named (an engine process, a wrapped machine). */
    protected AbstractMachine(Game game, List<String> roles, Supplier<? extends S> states) {
        this.game = game;
        this.roles = List.copyOf(roles);
        this.states = states;
    }

    /** The roles the rules declare, in their order, as KIF text. */
    public static List<String> roleTexts(Game game) {
        KifPrinter printer = new KifPrinter(game.symbols());
        return game.roles().stream().map(printer::term).toList();
    }

    @Override
    public final Game game() {
        return game;
    }

    @Override
    public final List<String> roles() {
        return roles;
    }

    @Override
    public final S newState() {
        return states.get();
    }

    /** Makes {@code to} hold the same state as {@code from}. */
    protected abstract void copyState(S from, S to);

    @SuppressWarnings("unchecked")
    @Override
    public final void copy(MachineState from, MachineState to) {
        copyState((S) from, (S) to);
    }

    /**
     * {@link DefaultPlayout}'s algorithm on buffers made once, for a machine whose queries allocate
     * nothing to return from {@code playout}. Not the default: {@code verify} compares a playout
     * of a machine's own with the default algorithm, which a slow machine should not pay for.
     */
    protected final int playoutOnBuffers(MachineState start, RandomGenerator random, int[] goals) {
        if (playout == null) {
            playout = new ReusablePlayout(this);
        }
        return playout.run(start, random, goals);
    }

    /**
     * The ground term written {@code text}, in this game's symbols, for {@link #stateOf}.
     *
     * @throws IllegalArgumentException when it is not one ground KIF term
     */
    protected final Term groundTerm(String text) {
        try {
            return KifParser.parseGroundTerm(text, game.symbols());
        } catch (GdlException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
    }
}
