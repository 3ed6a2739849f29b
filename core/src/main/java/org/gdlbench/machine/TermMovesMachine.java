package org.gdlbench.machine;

import java.util.List;
import java.util.function.Supplier;
import org.gdlbench.gdl.Game;
import org.gdlbench.gdl.GdlException;
import org.gdlbench.gdl.Term;
import org.gdlbench.gdl.parse.KifParser;
import org.gdlbench.gdl.parse.KifPrinter;

/**
 * A machine that numbers each role's moves as ground terms of its game. The subclass says which
 * term a move id stands for and which id a term has; this class writes each move's text once,
 * reads texts back into ids, and sorts listed moves into the contract's canonical order by text.
 *
 * @param <S> the subclass's state type
 */
public abstract class TermMovesMachine<S extends MachineState> extends AbstractMachine<S> {
    private final MoveOrder.Texts[] moveTexts;

    /** A machine whose roles are those the rules declare, in their order. */
    protected TermMovesMachine(Game game, Supplier<? extends S> states) {
        this(game, roleTexts(game), states);
    }

    /** A machine whose roles someone else named, as the reference's prover answers them. */
    protected TermMovesMachine(Game game, List<String> roles, Supplier<? extends S> states) {
        super(game, roles, states);
        KifPrinter printer = new KifPrinter(game.symbols());
        moveTexts = new MoveOrder.Texts[roles.size()];
        for (int r = 0; r < moveTexts.length; r++) {
            int role = r;
            // printed when first asked: the subclass numbers its moves after this constructor
            moveTexts[r] = new MoveOrder.Texts(move -> printer.term(moveTerm(role, move)));
        }
    }

    /** The ground term {@code role}'s move {@code move} stands for. */
    protected abstract Term moveTerm(int role, int move);

    /** The id of {@code role}'s move {@code move}, or -1 when it is none of the role's moves. */
    protected abstract int moveId(int role, Term move);

    @Override
    public final String moveText(int role, int move) {
        return moveTexts[role].apply(move);
    }

    @Override
    public final int moveId(int role, String text) {
        Term move;
        try {
            move = KifParser.parseGroundTerm(text, game.symbols());
        } catch (GdlException e) {
            return -1;
        }
        return moveId(role, move);
    }

    /** Sorts {@code role}'s moves in {@code moves}, listed in any order, into the canonical order. */
    protected final void sortMoves(int role, MoveList moves) {
        MoveOrder.sort(moves, moveTexts[role]);
    }
}
