package org.gdlbench.handwritten;

import java.util.List;
import java.util.random.RandomGenerator;
import org.gdlbench.gdl.Game;
import org.gdlbench.machine.GameRuleException;
import org.gdlbench.machine.MoveList;

/**
 * Breakthrough as written in {@code corpus/games/breakthrough}: roles white (moving up, towards
 * row 8) and black (moving down) on an 8x8 board.
 *
 * <p>Square (x, y) is bit {@code 8(x-1) + (y-1)} of each role's board, column by column, so that
 * squares in bit order are in the order of their texts; control is one bit per role. Every set of
 * the game's fluents is a state, and the rules below are the rule sheet's for any such state (two
 * roles in control, a square held by both, ...). A pawn move is {@code 4 * from + direction} with
 * direction 0 towards column x-1, 1 straight ahead, 2 towards column x+1; {@code noop} is 256.
 * The text {@code (move x y x' y')} sorts by start square, then by x', so ids ascend in the
 * canonical order of the texts, in which {@link #legalMoves} lists them: the pawns by square,
 * each pawn's moves by direction, then noop.
 */
final class BreakthroughMachine extends BitboardMachine {
    private static final int WHITE = 0;
    private static final int BLACK = 1;
    private static final int LEFT = 0;
    private static final int STRAIGHT = 1;
    private static final int RIGHT = 2;
    private static final int NOOP = 256;
    private static final long FILE_1 = 0xFFL;
    private static final long FILE_8 = FILE_1 << 56;
    private static final long ROW_1 = 0x0101010101010101L;
    private static final long ROW_8 = ROW_1 << 7;
    /**
     * Entry {@code 4 * present + r}: the r-th direction (from LEFT) among those whose bit is set
     * in {@code present} (bit d for direction d).
     */
    private static final byte[] NTH_DIRECTION = Bits.selectTable(3);

    BreakthroughMachine(Game game) {
        // words: the white and black pawns, none, control
        super(game, List.of("white", "black"), NOOP + 1,
                new long[] {ROW_1 | ROW_1 << 1, ROW_8 | ROW_8 >>> 1, 0, 1 << WHITE, 0});
        String[] roleNames = {"white", "black"};
        for (int square = 0; square < 64; square++) {
            int x = square / 8 + 1;
            int y = square % 8 + 1;
            for (int role = WHITE; role <= BLACK; role++) {
                declareFluent("(cell " + x + " " + y + " " + roleNames[role] + ")", role, square);
                int toY = y + (role == WHITE ? 1 : -1);
                for (int direction = LEFT; direction <= RIGHT; direction++) {
                    int toX = x + direction - STRAIGHT;
                    if (toX >= 1 && toX <= 8 && toY >= 1 && toY <= 8) {
                        declareMove(role, 4 * square + direction, "(move " + x + " " + y + " " + toX + " " + toY + ")");
                    }
                }
            }
        }
        for (int role = WHITE; role <= BLACK; role++) {
            declareFluent("(control " + roleNames[role] + ")", 3, role);
            declareMove(role, NOOP, "noop");
        }
    }

    /** How far a role's pawn moves in bits: a row forward (up for white), and a column aside. */
    private static int offset(int role, int direction) {
        return (role == WHITE ? 1 : -1) + 8 * (direction - STRAIGHT);
    }

    @Override
    boolean terminal(BoardState s) {
        return wins(WHITE, s.first, s.second, s.control) || wins(BLACK, s.first, s.second, s.control);
    }

    @Override
    void ownMoves(BoardState s, int role, MoveList out) {
        long left = movers(role, LEFT, s.first, s.second);
        long straight = movers(role, STRAIGHT, s.first, s.second);
        long right = movers(role, RIGHT, s.first, s.second);
        for (long from = left | straight | right; from != 0; from &= from - 1) {
            int square = Long.numberOfTrailingZeros(from);
            long bit = from & -from;
            if ((left & bit) != 0) {
                out.add(4 * square + LEFT);
            }
            if ((straight & bit) != 0) {
                out.add(4 * square + STRAIGHT);
            }
            if ((right & bit) != 0) {
                out.add(4 * square + RIGHT);
            }
        }
    }

    @Override
    void successor(BoardState s, int[] jointMove, BoardState result) {
        int whiteMove = jointMove[WHITE];
        int blackMove = jointMove[BLACK];
        long touched = touched(WHITE, whiteMove) | touched(BLACK, blackMove);
        result.first = (s.first & ~touched) | arrival(WHITE, whiteMove);
        result.second = (s.second & ~touched) | arrival(BLACK, blackMove);
        result.control = swapControl(s.control);
    }

    @Override
    int goalValue(BoardState s, int role) {
        return goal(role, s.first, s.second, s.control);
    }

    @Override
    int playoutFrom(BoardState s, RandomGenerator random, int[] goals) {
        long white = s.first;
        long black = s.second;
        int control = s.control;
        int depth = 0;
        while (true) {
            // Legal pawn moves, found once for the terminal test and the draw.
            boolean whiteOnTurn = inControl(control, WHITE);
            boolean blackOnTurn = inControl(control, BLACK);
            long whiteLeft = 0;
            long whiteStraight = 0;
            long whiteRight = 0;
            long blackLeft = 0;
            long blackStraight = 0;
            long blackRight = 0;
            if (whiteOnTurn) {
                whiteLeft = movers(WHITE, LEFT, white, black);
                whiteStraight = movers(WHITE, STRAIGHT, white, black);
                whiteRight = movers(WHITE, RIGHT, white, black);
            }
            if (blackOnTurn) {
                blackLeft = movers(BLACK, LEFT, white, black);
                blackStraight = movers(BLACK, STRAIGHT, white, black);
                blackRight = movers(BLACK, RIGHT, white, black);
            }
            boolean whiteStuck = whiteOnTurn && (whiteLeft | whiteStraight | whiteRight) == 0;
            boolean blackStuck = blackOnTurn && (blackLeft | blackStraight | blackRight) == 0;
            if (reachedLastRowOrCapturedAll(white, black) || whiteStuck || blackStuck) {
                break;
            }
            if (depth >= MAX_PLAYOUT_DEPTH) {
                throw GameRuleException.noTerminalState(depth);
            }
            int whiteMove = randomMove(whiteLeft, whiteStraight, whiteRight, blackOnTurn, WHITE, random, depth);
            int blackMove = randomMove(blackLeft, blackStraight, blackRight, whiteOnTurn, BLACK, random, depth);
            long touched = touched(WHITE, whiteMove) | touched(BLACK, blackMove);
            white = (white & ~touched) | arrival(WHITE, whiteMove);
            black = (black & ~touched) | arrival(BLACK, blackMove);
            control = swapControl(control);
            depth++;
        }
        goals[WHITE] = goal(WHITE, white, black, control);
        goals[BLACK] = goal(BLACK, white, black, control);
        return depth;
    }

    /**
     * Draws one of a role's legal moves as the default playout would from {@link #legalMoves}:
     * the pawns' moves by square and direction (none unless the role is on turn), then noop when
     * the other role is on turn.
     */
    private int randomMove(long left, long straight, long right, boolean noop, int role,
                           RandomGenerator random, int depth) {
        int pawnMoves = Long.bitCount(left) + Long.bitCount(straight) + Long.bitCount(right);
        int count = pawnMoves + (noop ? 1 : 0);
        if (count == 0) {
            throw noLegalMove(role, depth);
        }
        int chosen = random.nextInt(count);
        return chosen == pawnMoves ? NOOP : nthPawnMove(left, straight, right, chosen);
    }

    /**
     * The {@code n}-th (from 0) pawn move in the listing order, given the squares whose pawn can
     * move each way. The move's square is the highest one with at most n moves on the squares
     * below it, found by binary search on prefix counts; then a table picks its direction. The
     * steps select rather than branch: n is random, so branches would often be mispredicted.
     */
    static int nthPawnMove(long left, long straight, long right, int n) {
        int square = 0;
        for (int step = 32; step > 0; step >>>= 1) {
            long below = (1L << (square + step)) - 1;
            int movesBelow = Long.bitCount(left & below) + Long.bitCount(straight & below)
                    + Long.bitCount(right & below);
            square += movesBelow <= n ? step : 0;
        }
        long below = (1L << square) - 1;
        int rank = n - (Long.bitCount(left & below) + Long.bitCount(straight & below) + Long.bitCount(right & below));
        int present = (int) (left >>> square & 1) | (int) (straight >>> square & 1) << 1
                | (int) (right >>> square & 1) << 2;
        return 4 * square + NTH_DIRECTION[4 * present + rank];
    }

    /**
     * The squares of {@code role}'s pawns that can move in {@code direction}: straight onto an
     * empty square, diagonally onto a square without a pawn of their own. {@code (x >>> 1)}
     * moves the square ahead of each white square onto it, {@code (x << 1)} does so for black.
     */
    private static long movers(int role, int direction, long white, long black) {
        if (role == WHITE) {
            long fromSquares = white & ~ROW_8;
            return switch (direction) {
                case LEFT -> fromSquares & ~FILE_1 & ~(white << 7);
                case STRAIGHT -> fromSquares & ~((white | black) >>> 1);
                default -> fromSquares & ~FILE_8 & ~(white >>> 9);
            };
        }
        long fromSquares = black & ~ROW_1;
        return switch (direction) {
            case LEFT -> fromSquares & ~FILE_1 & ~(black << 9);
            case STRAIGHT -> fromSquares & ~((white | black) << 1);
            default -> fromSquares & ~FILE_8 & ~(black >>> 7);
        };
    }

    private static boolean canMove(int role, long white, long black) {
        return (movers(role, LEFT, white, black) | movers(role, STRAIGHT, white, black)
                | movers(role, RIGHT, white, black)) != 0;
    }

    /**
     * A role wins by a pawn on the far row, by capturing every enemy pawn, or when the other
     * role is on turn and cannot move.
     */
    private static boolean wins(int role, long white, long black, int control) {
        int other = 1 - role;
        if (role == WHITE ? (white & ROW_8) != 0 || black == 0 : (black & ROW_1) != 0 || white == 0) {
            return true;
        }
        return inControl(control, other) && !canMove(other, white, black);
    }

    /** A role that wins gets 100, one whose opponent wins gets 0, and 50 while no one wins. */
    private static int goal(int role, long white, long black, int control) {
        if (wins(role, white, black, control)) {
            return 100;
        }
        return wins(1 - role, white, black, control) ? 0 : 50;
    }

    /** The wins of either role that do not depend on who is on turn. */
    private static boolean reachedLastRowOrCapturedAll(long white, long black) {
        return (white & ROW_8) != 0 || black == 0 || (black & ROW_1) != 0 || white == 0;
    }

    /** The squares a move leaves and enters, which every role's pawn leaves. */
    private static long touched(int role, int move) {
        if (move == NOOP) {
            return 0;
        }
        int from = move >>> 2;
        return 1L << from | 1L << (from + offset(role, move & 3));
    }

    /** The square a role's move brings its pawn to. */
    private static long arrival(int role, int move) {
        if (move == NOOP) {
            return 0;
        }
        int from = move >>> 2;
        return 1L << (from + offset(role, move & 3));
    }
}
