package org.gdlbench.machine;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.gdlbench.gdl.Game;

/**
 * A machine whose moves come from another program as text (an engine process, a wrapped
 * machine): each role's move texts are numbered in the order they are first met, and a move id
 * stands for its text. The subclass says how a text it is given becomes an id.
 *
 * @param <S> the subclass's state type
 */
public abstract class TextMovesMachine<S extends MachineState> extends AbstractMachine<S> {
    private final List<Numbering<String>> moves = new ArrayList<>();

    /** A machine whose roles the other program named. */
    protected TextMovesMachine(Game game, List<String> roles, Supplier<? extends S> states) {
        super(game, roles, states);
        for (int role = 0; role < roles.size(); role++) {
            moves.add(new Numbering<>());
        }
    }

    /** {@code role}'s move texts, numbered as met. */
    protected final Numbering<String> moveTexts(int role) {
        return moves.get(role);
    }

    @Override
    public final String moveText(int role, int move) {
        return moves.get(role).value(move);
    }
}
