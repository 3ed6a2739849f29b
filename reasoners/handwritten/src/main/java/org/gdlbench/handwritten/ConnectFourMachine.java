package org.gdlbench.handwritten;

import java.util.List;
import java.util.random.RandomGenerator;
import org.gdlbench.gdl.Game;
import org.gdlbench.machine.GameRuleException;
import org.gdlbench.machine.MoveList;

/**
 * Connect four as written in {@code corpus/games/connectfour}: roles red and black, 7 columns
 * of 6 rows.
 *
 * <p>Each column owns 7 bits of a word: in the red and black boards bit {@code 7(c-1) + (r-1)}
 * is the disc at column c, row r, and bit 6 of the column stays clear, so a line of four never
 * runs across two columns; in the heights word bit {@code 7(c-1) + h} is {@code (height c h)},
 * h from 0 to 6. A disc dropped on height h lands on row h + 1, which is the same bit in the
 * boards as the height is in the heights word. Every set of the game's fluents is a state, and
 * the rules below are the rule sheet's for any such state (several heights in a column, two
 * roles in control, ...). Move ids 0..6 are {@code (drop c)} for c = id + 1, 7 is {@code noop};
 * {@link #legalMoves} lists them in id order.
 */
final class ConnectFourMachine extends BitboardMachine {
    private static final int RED = 0;
    private static final int BLACK = 1;
    private static final int NOOP = 7;
    private static final int COLUMNS = 7;
    private static final int ROWS = 6;
    private static final long COLUMN = 0x7FL;
    /** Heights 0 to 5 of every column: a disc can still be dropped there. */
    private static final long DROPPABLE = everyColumn(0x3FL);
    /** Bit 6 of every column. */
    private static final long TOPS = everyColumn(0x40L);
    /** Bits 0, 6, 12, ..., 36: see {@link #openColumns}. */
    private static final long GATHER = 0x1041041041L;
    /** Entry {@code 8 * columns + k}: the k-th lowest column of a set of columns. */
    private static final byte[] NTH_COLUMN = Bits.selectTable(COLUMNS);

    ConnectFourMachine(Game game) {
        // words: the red and black discs, the heights, control, winner
        super(game, List.of("red", "black"), NOOP + 1, new long[] {0, 0, everyColumn(1), 1 << RED, 0});
        String[] roleNames = {"red", "black"};
        for (int column = 0; column < COLUMNS; column++) {
            for (int row = 0; row < ROWS; row++) {
                for (int role = RED; role <= BLACK; role++) {
                    declareFluent("(cell " + (column + 1) + " " + (row + 1) + " " + roleNames[role] + ")",
                            role, 7 * column + row);
                }
            }
            for (int height = 0; height <= ROWS; height++) {
                declareFluent("(height " + (column + 1) + " " + height + ")", 2, 7 * column + height);
            }
            for (int role = RED; role <= BLACK; role++) {
                declareMove(role, column, "(drop " + (column + 1) + ")");
            }
        }
        for (int role = RED; role <= BLACK; role++) {
            declareFluent("(control " + roleNames[role] + ")", 3, role);
            declareFluent("(winner " + roleNames[role] + ")", 4, role);
            declareMove(role, NOOP, "noop");
        }
    }

    private static long everyColumn(long bits) {
        long all = 0;
        for (int column = 0; column < COLUMNS; column++) {
            all |= bits << (7 * column);
        }
        return all;
    }

    @Override
    boolean terminal(BoardState s) {
        return isTerminal(s.extra, s.winner);
    }

    @Override
    void ownMoves(BoardState s, int role, MoveList out) {
        for (int open = openColumns(s.extra); open != 0; open &= open - 1) {
            out.add(Integer.numberOfTrailingZeros(open));
        }
    }

    @Override
    void successor(BoardState s, int[] jointMove, BoardState result) {
        int redMove = jointMove[RED];
        int blackMove = jointMove[BLACK];
        long heights = s.extra;
        long redLanding = heights & DROPPABLE & column(redMove);
        long blackLanding = heights & DROPPABLE & column(blackMove);
        result.winner = s.winner | winnerBits(s.first, redLanding, s.second, blackLanding);
        result.first = s.first | redLanding;
        result.second = s.second | blackLanding;
        result.extra = raise(heights, column(redMove) | column(blackMove));
        result.control = swapControl(s.control);
    }

    @Override
    int goalValue(BoardState s, int role) {
        return goal(s.winner, role);
    }

    @Override
    int playoutFrom(BoardState s, RandomGenerator random, int[] goals) {
        long red = s.first;
        long black = s.second;
        long heights = s.extra;
        int control = s.control;
        int winner = s.winner;
        int depth = 0;
        while (!isTerminal(heights, winner)) {
            if (depth >= MAX_PLAYOUT_DEPTH) {
                throw GameRuleException.noTerminalState(depth);
            }
            int open = openColumns(heights);
            int redMove = randomMove(open, control, RED, random, depth);
            int blackMove = randomMove(open, control, BLACK, random, depth);
            long redLanding = heights & DROPPABLE & column(redMove);
            long blackLanding = heights & DROPPABLE & column(blackMove);
            winner |= winnerBits(red, redLanding, black, blackLanding);
            red |= redLanding;
            black |= blackLanding;
            heights = raise(heights, column(redMove) | column(blackMove));
            control = swapControl(control);
            depth++;
        }
        goals[RED] = goal(winner, RED);
        goals[BLACK] = goal(winner, BLACK);
        return depth;
    }

    /** Draws one of {@code role}'s legal moves as the default playout would from {@link #legalMoves}. */
    private int randomMove(int open, int control, int role, RandomGenerator random, int depth) {
        int drops = inControl(control, role) ? Integer.bitCount(open) : 0;
        int count = drops + (inControl(control, 1 - role) ? 1 : 0);
        if (count == 0) {
            throw noLegalMove(role, depth);
        }
        int chosen = random.nextInt(count);
        return chosen < drops ? NTH_COLUMN[open << 3 | chosen] : NOOP;
    }

    /**
     * The columns that have a height from 0 to 5, as bit c for column c + 1. Adding 63 to a
     * column's six low bits carries into its bit 6 exactly when one of them is set, and never
     * beyond; multiplying by {@link #GATHER} then moves bit 6 + 7c, shifted down to 7c, to bit
     * 36 + c, as 7c + 6(6 - c) = 36 + c, while no other product lands on bits 36 to 42 and no
     * two products share a bit, so nothing carries.
     */
    private static int openColumns(long heights) {
        long tops = ((heights & DROPPABLE) + DROPPABLE) & TOPS;
        return (int) (((tops >>> 6) * GATHER) >>> 36) & 0x7F;
    }

    private static long column(int move) {
        return move == NOOP ? 0 : COLUMN << (7 * move);
    }

    /** Heights after drops in {@code dropped}: each height below 6 there goes up one, the rest is dropped. */
    private static long raise(long heights, long dropped) {
        return (heights & ~dropped) | ((heights & dropped & DROPPABLE) << 1);
    }

    private static boolean isTerminal(long heights, int winner) {
        return winner != 0 || (heights & DROPPABLE) == 0;
    }

    /** The winner bits the landing discs earn: a role wins when one of its new discs completes a line. */
    private static int winnerBits(long red, long redLanding, long black, long blackLanding) {
        return (completesLine(red, redLanding) ? 1 << RED : 0) | (completesLine(black, blackLanding) ? 1 << BLACK : 0);
    }

    /** Whether some disc of {@code landing} has, with {@code own}, four in a line through it. */
    private static boolean completesLine(long own, long landing) {
        for (long rest = landing; rest != 0; rest &= rest - 1) {
            if (lineThrough(own, rest & -rest)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the cell {@code disc} and three cells of {@code own} make four in a line: up,
     * right-down, right or right-up, 1, 6, 7 or 8 bits apart.
     */
    private static boolean lineThrough(long own, long disc) {
        long board = own | disc;
        return (foursThrough(board, disc, 1) | foursThrough(board, disc, 6) | foursThrough(board, disc, 7)
                | foursThrough(board, disc, 8)) != 0;
    }

    /**
     * The starts of the lines of four in {@code board} that pass {@code disc}, in the direction
     * {@code step}. A line starting at bit i holds bits i, i+step, i+2 step and i+3 step; it
     * passes the disc when it starts on it or up to three steps before it.
     */
    private static long foursThrough(long board, long disc, int step) {
        long pairs = board & (board >>> step);
        long fours = pairs & (pairs >>> (2 * step));
        long starts = disc | (disc >>> step) | (disc >>> (2 * step)) | (disc >>> (3 * step));
        return fours & starts;
    }

    /** A role wins 100 when it has won, 0 when only the other has, 50 when no one has. */
    private static int goal(int winner, int role) {
        if ((winner & (1 << role)) != 0) {
            return 100;
        }
        return winner != 0 ? 0 : 50;
    }
}
