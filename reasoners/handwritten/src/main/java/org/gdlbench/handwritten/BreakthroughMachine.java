package org.gdlbench.handwritten;

import java.util.List;
import java.util.random.RandomGenerator;
import org.gdlbench.gdl.Game;
import org.gdlbench.machine.GameRuleException;
import org.gdlbench.machine.MachineState;
import org.gdlbench.machine.MoveList;

/**
 * Breakthrough as written in {@code corpus/games/breakthrough}: roles white (moving up, towards
 * row 8) and black (moving down) on an 8x8 board.
 *
 * <p>Square (x, y) is bit {@code 8(y-1) + (x-1)} of each role's board; control is one bit per
 * role. Every set of the game's fluents is a state, and the rules below are the rule sheet's
 * for any such state (two roles in control, a square held by both, ...). A pawn move is
 * {@code 64 * direction + from} with direction 0 towards column x-1, 1 straight ahead, 2 towards
 * column x+1; {@code noop} is 192. {@link #legalMoves} lists them in id order: all moves towards
 * x-1 by their start square, then the straight ones, then those towards x+1, then noop.
 */
final class BreakthroughMachine extends BitboardMachine {
    static final class State implements MachineState {
        long white;
        long black;
        /** Bit r: role r is in control. */
        int control;
    }

    private static final int WHITE = 0;
    private static final int BLACK = 1;
    private static final int LEFT = 0;
    private static final int STRAIGHT = 1;
    private static final int RIGHT = 2;
    private static final int NOOP = 192;
    private static final long FILE_1 = 0x0101010101010101L;
    private static final long FILE_8 = FILE_1 << 7;
    private static final long ROW_1 = 0xFFL;
    private static final long ROW_8 = ROW_1 << 56;

    BreakthroughMachine(Game game) {
        super(game, List.of("white", "black"), NOOP + 1);
        String[] roleNames = {"white", "black"};
        for (int square = 0; square < 64; square++) {
            for (int role = WHITE; role <= BLACK; role++) {
                declareFluent("(cell " + (square % 8 + 1) + " " + (square / 8 + 1) + " " + roleNames[role] + ")",
                        role, square);
                for (int direction = LEFT; direction <= RIGHT; direction++) {
                    int to = square + offset(role, direction);
                    if (to >= 0 && to < 64 && Math.abs(to % 8 - square % 8) == Math.abs(direction - STRAIGHT)) {
                        declareMove(role, 64 * direction + square, "(move " + (square % 8 + 1) + " " + (square / 8 + 1)
                                + " " + (to % 8 + 1) + " " + (to / 8 + 1) + ")");
                    }
                }
            }
        }
        for (int role = WHITE; role <= BLACK; role++) {
            declareFluent("(control " + roleNames[role] + ")", 2, role);
            declareMove(role, NOOP, "noop");
        }
    }

    /** How far a role's pawn moves in bits: a row forward (up for white), and a column aside. */
    private static int offset(int role, int direction) {
        return (role == WHITE ? 8 : -8) + direction - STRAIGHT;
    }

    @Override
    public MachineState initialState() {
        State state = new State();
        state.white = ROW_1 | ROW_1 << 8;
        state.black = ROW_8 | ROW_8 >>> 8;
        state.control = 1 << WHITE;
        return state;
    }

    @Override
    public MachineState newState() {
        return new State();
    }

    @Override
    public void copy(MachineState from, MachineState to) {
        State source = (State) from;
        State target = (State) to;
        target.white = source.white;
        target.black = source.black;
        target.control = source.control;
    }

    @Override
    public boolean isTerminal(MachineState state) {
        State s = (State) state;
        return wins(WHITE, s.white, s.black, s.control) || wins(BLACK, s.white, s.black, s.control);
    }

    @Override
    public void legalMoves(MachineState state, int role, MoveList out) {
        State s = (State) state;
        out.clear();
        if (inControl(s.control, role)) {
            for (int direction = LEFT; direction <= RIGHT; direction++) {
                for (long from = movers(role, direction, s.white, s.black); from != 0; from &= from - 1) {
                    out.add(64 * direction + Long.numberOfTrailingZeros(from));
                }
            }
        }
        if (inControl(s.control, 1 - role)) {
            out.add(NOOP);
        }
    }

    @Override
    public void next(MachineState state, int[] jointMove, MachineState out) {
        State s = (State) state;
        State result = (State) out;
        int whiteMove = jointMove[WHITE];
        int blackMove = jointMove[BLACK];
        long touched = touched(WHITE, whiteMove) | touched(BLACK, blackMove);
        result.white = (s.white & ~touched) | arrival(WHITE, whiteMove);
        result.black = (s.black & ~touched) | arrival(BLACK, blackMove);
        result.control = swapControl(s.control);
    }

    @Override
    public int goal(MachineState state, int role) {
        State s = (State) state;
        return goal(role, s.white, s.black, s.control);
    }

    @Override
    public int playout(MachineState start, RandomGenerator random, int[] goals) {
        State s = (State) start;
        long white = s.white;
        long black = s.black;
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
     * the pawns that can move each way (empty unless the role is on turn), then noop when the
     * other role is on turn.
     */
    private int randomMove(long left, long straight, long right, boolean noop, int role,
                           RandomGenerator random, int depth) {
        int lefts = Long.bitCount(left);
        int straights = Long.bitCount(straight);
        int rights = Long.bitCount(right);
        int pawnMoves = lefts + straights + rights;
        int count = pawnMoves + (noop ? 1 : 0);
        if (count == 0) {
            throw noLegalMove(role, depth);
        }
        int chosen = random.nextInt(count);
        if (chosen == pawnMoves) {
            return NOOP;
        }
        // Selects rather than branches: the chosen move is random, so a branch would often be mispredicted.
        boolean isLeft = chosen < lefts;
        boolean isStraight = !isLeft && chosen < lefts + straights;
        int direction = isLeft ? LEFT : isStraight ? STRAIGHT : RIGHT;
        long movers = isLeft ? left : isStraight ? straight : right;
        int before = isLeft ? 0 : isStraight ? lefts : lefts + straights;
        return 64 * direction + Bits.nthSetBit(movers, chosen - before);
    }

    /**
     * The squares of {@code role}'s pawns that can move in {@code direction}: straight onto an
     * empty square, diagonally onto a square without a pawn of their own. {@code (x >>> 8)}
     * moves the square ahead of each white square onto it, {@code (x << 8)} does so for black.
     */
    private static long movers(int role, int direction, long white, long black) {
        if (role == WHITE) {
            long fromSquares = white & ~ROW_8;
            return switch (direction) {
                case LEFT -> fromSquares & ~FILE_1 & ~(white >>> 7);
                case STRAIGHT -> fromSquares & ~((white | black) >>> 8);
                default -> fromSquares & ~FILE_8 & ~(white >>> 9);
            };
        }
        long fromSquares = black & ~ROW_1;
        return switch (direction) {
            case LEFT -> fromSquares & ~FILE_1 & ~(black << 9);
            case STRAIGHT -> fromSquares & ~((white | black) << 8);
            default -> fromSquares & ~FILE_8 & ~(black << 7);
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
        int from = move & 63;
        return 1L << from | 1L << (from + offset(role, move >>> 6));
    }

    /** The square a role's move brings its pawn to. */
    private static long arrival(int role, int move) {
        if (move == NOOP) {
            return 0;
        }
        int from = move & 63;
        return 1L << (from + offset(role, move >>> 6));
    }

    private static boolean inControl(int control, int role) {
        return (control & (1 << role)) != 0;
    }

    private static int swapControl(int control) {
        return ((control & 1) << 1) | ((control >> 1) & 1);
    }

    @Override
    long[] words(MachineState state) {
        State s = (State) state;
        return new long[] {s.white, s.black, s.control};
    }

    @Override
    MachineState fromWords(long[] words) {
        State state = new State();
        state.white = words[0];
        state.black = words[1];
        state.control = (int) words[2];
        return state;
    }

    @Override
    int wordCount() {
        return 3;
    }
}
