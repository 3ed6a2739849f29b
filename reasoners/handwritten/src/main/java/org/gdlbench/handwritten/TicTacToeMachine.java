package org.gdlbench.handwritten;

import java.util.List;
import java.util.random.RandomGenerator;
import org.gdlbench.gdl.Game;
import org.gdlbench.gdl.GoalValues;
import org.gdlbench.machine.GameRuleException;
import org.gdlbench.machine.MoveList;

/**
 * Tic-tac-toe as written in {@code corpus/games/tictactoe}: roles white (x) and black (o).
 *
 * <p>Cell (m, n) is bit {@code 3(m-1) + (n-1)} of three independent 9-bit sets, one per mark
 * x, o and b, and control is one bit per role; so every set of the game's fluents is a state,
 * and the rules below are the rule sheet's, for any such state (two roles in control, a cell
 * both x and o, ...), not only for those reached in play. Move ids 0..8 are {@code (mark m n)}
 * on the cell of that bit, 9 is {@code noop}; {@link #legalMoves} lists them in id order.
 */
final class TicTacToeMachine extends BitboardMachine {
    private static final int WHITE = 0;
    private static final int BLACK = 1;
    private static final int NOOP = 9;
    private static final String[] MARKS = {"x", "o", "b"};
    private static final int[] LINES = {
        0b000_000_111, 0b000_111_000, 0b111_000_000,
        0b001_001_001, 0b010_010_010, 0b100_100_100,
        0b100_010_001, 0b001_010_100,
    };
    /** Whether a set of cells holds a row, column or diagonal. */
    private static final boolean[] HAS_LINE = new boolean[1 << 9];

    /** Entry {@code 16 * cells + k}: the k-th lowest cell of a set of cells. */
    private static final byte[] NTH_CELL = Bits.selectTable(9);

    static {
        for (int cells = 0; cells < HAS_LINE.length; cells++) {
            for (int line : LINES) {
                HAS_LINE[cells] |= (cells & line) == line;
            }
        }
    }

    TicTacToeMachine(Game game) {
        // words: the cells marked x (white's), marked o (black's), blank; control
        super(game, List.of("white", "black"), NOOP + 1, new long[] {0, 0, 0x1FF, 1 << WHITE, 0});
        for (int cell = 0; cell < 9; cell++) {
            String position = (cell / 3 + 1) + " " + (cell % 3 + 1);
            for (int word = 0; word < MARKS.length; word++) {
                declareFluent("(cell " + position + " " + MARKS[word] + ")", word, cell);
            }
            for (int role = WHITE; role <= BLACK; role++) {
                declareMove(role, cell, "(mark " + position + ")");
            }
        }
        declareFluent("(control white)", 3, WHITE);
        declareFluent("(control black)", 3, BLACK);
        declareMove(WHITE, NOOP, "noop");
        declareMove(BLACK, NOOP, "noop");
    }

    @Override
    boolean terminal(BoardState s) {
        return isTerminal((int) s.first, (int) s.second, (int) s.extra);
    }

    @Override
    void ownMoves(BoardState s, int role, MoveList out) {
        for (int cells = (int) s.extra; cells != 0; cells &= cells - 1) {
            out.add(Integer.numberOfTrailingZeros(cells));
        }
    }

    @Override
    void successor(BoardState s, int[] jointMove, BoardState result) {
        int whiteMove = jointMove[WHITE];
        int blackMove = jointMove[BLACK];
        int blank = (int) s.extra;
        result.first = s.first | (blank & markedCell(whiteMove));
        result.second = s.second | (blank & markedCell(blackMove));
        result.extra = blank & blanksKept(whiteMove, blackMove);
        result.control = swapControl(s.control);
    }

    @Override
    int goalValue(BoardState s, int role) {
        return goal((int) s.first, (int) s.second, role);
    }

    @Override
    int playoutFrom(BoardState s, RandomGenerator random, int[] goals) {
        int x = (int) s.first;
        int o = (int) s.second;
        int blank = (int) s.extra;
        int control = s.control;
        int depth = 0;
        while (!isTerminal(x, o, blank)) {
            if (depth >= MAX_PLAYOUT_DEPTH) {
                throw GameRuleException.noTerminalState(depth);
            }
            int whiteMove = randomMove(blank, control, WHITE, random, depth);
            int blackMove = randomMove(blank, control, BLACK, random, depth);
            x |= blank & markedCell(whiteMove);
            o |= blank & markedCell(blackMove);
            blank &= blanksKept(whiteMove, blackMove);
            control = swapControl(control);
            depth++;
        }
        goals[WHITE] = goal(x, o, WHITE);
        goals[BLACK] = goal(x, o, BLACK);
        return depth;
    }

    /** Draws one of {@code role}'s legal moves as the default playout would from {@link #legalMoves}. */
    private int randomMove(int blank, int control, int role, RandomGenerator random, int depth) {
        int marks = inControl(control, role) ? Integer.bitCount(blank) : 0;
        int count = marks + (inControl(control, 1 - role) ? 1 : 0);
        if (count == 0) {
            throw noLegalMove(role, depth);
        }
        int chosen = random.nextInt(count);
        return chosen < marks ? NTH_CELL[blank << 4 | chosen] : NOOP;
    }

    /** The cell a move marks, as a bit; none for noop. */
    private static int markedCell(int move) {
        return move == NOOP ? 0 : 1 << move;
    }

    /**
     * The blank cells that stay blank: by the rules, a blank cell stays blank when some role marks
     * another cell, so with no mark at all every blank disappears.
     */
    private static int blanksKept(int whiteMove, int blackMove) {
        int kept = 0;
        if (whiteMove != NOOP) {
            kept |= ~(1 << whiteMove);
        }
        if (blackMove != NOOP) {
            kept |= ~(1 << blackMove);
        }
        return kept;
    }

    private static boolean isTerminal(int x, int o, int blank) {
        return HAS_LINE[x] || HAS_LINE[o] || blank == 0;
    }

    /** White wins with a line of x and no line of o, black the other way round; no line is a draw. */
    private static int goal(int x, int o, int role) {
        boolean own = HAS_LINE[role == WHITE ? x : o];
        boolean other = HAS_LINE[role == WHITE ? o : x];
        if (own && other) {
            return GoalValues.UNDEFINED;
        }
        return own ? 100 : other ? 0 : 50;
    }
}
