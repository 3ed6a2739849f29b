package org.gdlbench.propnet.batch;

import java.util.Arrays;
import java.util.List;
import org.gdlbench.gdl.GoalValues;
import org.gdlbench.machine.BatchedPlayouts;
import org.gdlbench.machine.GameRuleException;
import org.gdlbench.machine.PlayoutRandom;
import org.gdlbench.machine.StateMachine;
import org.gdlbench.machine.UnsupportedGameException;
import org.gdlbench.propnet.net.Bits;
import org.gdlbench.propnet.net.NetBuilder;
import org.gdlbench.propnet.net.Propnet;

/**
 * Random playouts of a {@link Propnet}, 64 at once: one word per component, lane {@code l} of
 * the batch in bit {@code l}, so each gate is worked out for every lane by one or per input
 * ({@link BatchGates}, generated code or {@link WordPass}). A step works out the gates of the
 * state, has each lane pick its own joint move among its legal ones (a lane with one takes it;
 * the others each draw the move of a rank, bit-sliced on their legal words, {@link SlicedDraw}, or
 * among over 255 moves on their legal words transposed to one word of moves per lane, {@link
 * BitMatrix}), marks the moves,
 * works out the gates of the moves and makes the next state every lane's. A lane that reaches a
 * terminal state reads its goals, tells the {@link BatchedPlayouts.Listener}, and starts its next
 * playout from the initial state, its gates set or cleared as in the initial state's, worked out
 * once.
 *
 * <p>Each lane's playout is a seeded random playout of the contract, numbered and seeded as
 * {@link BatchedPlayouts} says, drawing as {@link PlayoutRandom} does without allocating.
 *
 * <p>A step allocates nothing, moves recorded aside. An instance serves one thread.
 */
public final class BatchPlayouts implements BatchedPlayouts {
    public static final int LANES = 64;
    /** For each byte {@code b} and rank {@code r} below its count of bits, at {@code b << 3 | r}: the position of that bit. */
    private static final byte[] IN_BYTE = inByte();

    private final Propnet net;
    /** The initial state's words, as given. */
    private final long[] initial;
    private final List<String> roleNames;
    private final int roles;
    private final int fluents;
    private final int[][] goalValues;
    /** Per component, its word: lane {@code l}'s truth in bit {@code l}. */
    private final long[] value;
    /** The words of the bases and the state's gates in the initial state, every lane alike. */
    private final long[] initialValue;
    /**
     * The bases and state gates a step reads before the next state's pass works them out again:
     * the legal words' and guards' sources, the next words' and the move gates' inputs. A lane
     * that starts a playout needs only these blended in from the initial state: those true there
     * set, the others cleared, as the initial state is every lane's alike.
     */
    private final int[] setOnStart;
    private final int[] clearedOnStart;
    /** The gates of the state, of the moves and of the goals, compiled when the net allows. */
    private final BatchGates gates;
    /** Why the gates are interpreted, or null when they are compiled. */
    private final String whyInterpreted;
    /** Per role and move, its legal word this step. */
    private final long[][] legalWord;
    private final int terminalSource;
    private final long terminalFlip;
    /**
     * The legal words of the lanes that have a choice, 64 per block of moves, transposed in
     * place into one word of moves per lane: of one role per lane, so roles whose choosing lanes
     * differ, as players taking turns, share one transposition.
     */
    private final long[] laneMoves;
    /** The draw bit-sliced over {@link #laneMoves} untransposed, whenever the rows drawn among fit its digits. */
    private final SlicedDraw sliced;
    /**
     * The roles whose lanes {@link #laneMoves} holds, and per such role its lanes: each lane
     * holds one role's moves, so a draw reads the role's first input and random offset once for
     * all its lanes rather than per lane.
     */
    private final int[] gatheredRole;
    private final long[] gatheredLanes;
    private int gatheredRoles;
    /** Per role, what role {@code r}'s draw adds to a lane's random state at the step's start: {@code r + 1} advances. */
    private final long[] drawOffset;
    /** Per role and lane, the goal it reached, while the listener is told. */
    private final int[][] goals;
    /** Per lane, its random state at the step's start; each role's draw advances it once. */
    private final long[] random = new long[LANES];
    private final long[] seed = new long[LANES];
    private final long[] playout = new long[LANES];
    /** Steps since {@link #start}, and per lane the step its playout began at: its depth is the difference. */
    private int steps;
    private final int[] begunAt = new int[LANES];
    /** A step at or before which every lane's playout began, so that one comparison a step bounds every depth. */
    private int oldestBegin;
    private long runSeed;
    private long nextPlayout;
    private long finished;
    private Listener listener;
    /** Per lane, its playout's joint moves so far, role by role, or null when not recorded. */
    private int[][] recorded;

    /**
     * @param roleNames the roles, for the messages of a game that breaks in play
     * @param goalValues per role, its goal values in the order of {@link Propnet#goalSource}
     * @param initial the initial state's words
     * @throws UnsupportedGameException when a move decides more than the next state, or the
     *     initial state is terminal (a playout would play nothing)
     */
    public BatchPlayouts(Propnet net, List<String> roleNames, int[][] goalValues, long[] initial) {
        this(net, roleNames, goalValues, initial, BatchGatesCompiler.MAX_COMPILED_LINKS);
    }

    /** As the public constructor, with the gates compiled only up to {@code maxCompiledLinks} links. */
    BatchPlayouts(Propnet net, List<String> roleNames, int[][] goalValues, long[] initial, int maxCompiledLinks) {
        this.net = net;
        this.initial = initial;
        this.roleNames = roleNames;
        this.goalValues = goalValues;
        roles = roleNames.size();
        fluents = net.fluents;
        value = new long[net.components];
        int[][] inputsOf = inputsOf(net);
        boolean[] onMove = onMove(net, inputsOf);
        boolean[] stateGate = new boolean[net.components];
        for (int c = net.firstGate; c < net.firstGoalGate; c++) {
            stateGate[c] = !onMove[c];
        }
        WordPass statePass = WordPass.of(net, inputsOf, stateGate, net.firstGate, net.firstGoalGate);
        WordPass movePass = WordPass.of(net, inputsOf, onMove, net.firstGate, net.firstGoalGate);
        boolean[] all = new boolean[net.components];
        Arrays.fill(all, true);
        WordPass goalPass = WordPass.of(net, inputsOf, all, net.firstGoalGate, net.components);

        int[] sourceOf = new int[net.initialOutputs.length * 64];
        Arrays.fill(sourceOf, -1);
        for (int c = 0; c < net.components; c++) {
            for (int s = net.sinkOffsets[c]; s < net.sinkOffsets[c + 1]; s++) {
                sourceOf[net.sinks[s]] = c;
            }
        }
        int[][] legalSource = new int[roles][];
        long[][] legalFlip = new long[roles][];
        int[][] guardsOf = new int[roles][];
        int[][] guardSource = new int[roles][];
        long[][] guardFlip = new long[roles][];
        legalWord = new long[roles][];
        drawOffset = new long[roles];
        gatheredRole = new int[roles];
        gatheredLanes = new long[roles];
        int mostMoves = 0;
        for (int r = 0; r < roles; r++) {
            int moves = net.firstInput[r + 1] - net.firstInput[r];
            mostMoves = Math.max(mostMoves, moves);
            legalSource[r] = new int[moves];
            legalFlip[r] = new long[moves];
            legalWord[r] = new long[moves];
            guardsOf[r] = new int[moves];
            drawOffset[r] = PlayoutRandom.advance(r == 0 ? 0L : drawOffset[r - 1]);
            for (int m = 0; m < moves; m++) {
                legalSource[r][m] = sourceOf[net.legalStart[r] + m];
                legalFlip[r][m] = flipOf(net, net.legalStart[r] + m);
                for (int i = 0; i < net.guardedMask[r].length; i++) {
                    if ((net.guardedMask[r][i][Bits.word(m)] >>> m & 1) != 0) {
                        guardsOf[r][m] |= 1 << i;
                    }
                }
            }
            int guards = net.guardedMask[r].length;
            guardSource[r] = new int[guards];
            guardFlip[r] = new long[guards];
            for (int i = 0; i < guards; i++) {
                int bit = net.guardStart + r * NetBuilder.MAX_GUARDS + i;
                guardSource[r][i] = sourceOf[bit];
                guardFlip[r][i] = flipOf(net, bit);
            }
        }
        int[] nextSource = new int[fluents];
        long[] nextFlip = new long[fluents];
        for (int f = 0; f < fluents; f++) {
            nextSource[f] = sourceOf[net.nextStart + f];
            nextFlip[f] = flipOf(net, net.nextStart + f);
        }
        terminalSource = sourceOf[net.terminalBit];
        terminalFlip = flipOf(net, net.terminalBit);
        refuseMovesBeyondNext(onMove, legalSource, guardSource);
        LegalWords legal = new LegalWords(legalSource, legalFlip, guardsOf, guardSource, guardFlip);
        whyInterpreted = BatchGatesCompiler.whyNot(statePass, movePass, goalPass, maxCompiledLinks);
        NextWords next = new NextWords(nextSource, nextFlip);
        gates = whyInterpreted == null ? BatchGatesCompiler.compile(statePass, movePass, goalPass, legal, next)
                : new InterpretedGates(statePass, movePass, goalPass, legal, next);
        laneMoves = new long[Bits.words(Math.max(1, mostMoves)) * LANES];
        sliced = new SlicedDraw(laneMoves);
        goals = new int[roles][LANES];

        for (int f = 0; f < fluents; f++) {
            value[f] = (initial[Bits.word(f)] >>> f & 1) != 0 ? -1L : 0L;
        }
        gates.state(value);
        if (word(terminalSource, terminalFlip) != 0) {
            throw new UnsupportedGameException("the initial state is terminal, so a playout plays no move");
        }
        initialValue = Arrays.copyOf(value, net.firstGoalGate);
        int[] read = readBeforeStatePass(net, inputsOf, onMove, legalSource, guardSource, nextSource);
        setOnStart = Arrays.stream(read).filter(c -> initialValue[c] != 0).toArray();
        clearedOnStart = Arrays.stream(read).filter(c -> initialValue[c] == 0).toArray();
    }

    /** The bases and state gates a step reads before the state's pass (see {@link #setOnStart}), ascending. */
    private static int[] readBeforeStatePass(Propnet net, int[][] inputsOf, boolean[] onMove, int[][] legalSource,
                                             int[][] guardSource, int[] nextSource) {
        boolean[] read = new boolean[net.firstGoalGate];
        for (int c = net.firstGate; c < net.firstGoalGate; c++) {
            if (onMove[c]) {
                for (int input : inputsOf[c]) {
                    read[input >>> 1] = true;
                }
            }
        }
        for (int r = 0; r < legalSource.length; r++) {
            markRead(read, legalSource[r]);
            markRead(read, guardSource[r]);
        }
        markRead(read, nextSource);
        int[] components = new int[net.firstGoalGate];
        int count = 0;
        for (int c = 0; c < net.firstGoalGate; c++) {
            if (read[c] && !onMove[c]) {
                components[count++] = c;
            }
        }
        return Arrays.copyOf(components, count);
    }

    private static void markRead(boolean[] read, int[] sources) {
        for (int source : sources) {
            if (source >= 0) {
                read[source] = true;
            }
        }
    }

    /** Per gate, its inputs as {@code component << 1 | inverted}: from the fan-out, and the goal-only gates' own lists. */
    private static int[][] inputsOf(Propnet net) {
        int[][] inputsOf = net.inputsFromFanOut();
        for (int g = net.firstGoalGate; g < net.components; g++) {
            int first = net.goalInputOffsets[g - net.firstGoalGate];
            inputsOf[g] = Arrays.copyOfRange(net.goalInputs, first, net.goalInputOffsets[g - net.firstGoalGate + 1]);
        }
        return inputsOf;
    }

    /** Per component, whether a move decides it: inputs, and gates reading one, through cycles too. */
    private static boolean[] onMove(Propnet net, int[][] inputsOf) {
        boolean[] onMove = new boolean[net.components];
        Arrays.fill(onMove, net.firstInput[0], net.firstGate, true);
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int c = net.firstGate; c < net.components; c++) {
                for (int input : inputsOf[c]) {
                    if (!onMove[c] && onMove[input >>> 1]) {
                        onMove[c] = true;
                        changed = true;
                    }
                }
            }
        }
        return onMove;
    }

    /** -1 when output bit {@code bit} reads its source inverted (or is constantly true), else 0. */
    private static long flipOf(Propnet net, int bit) {
        return -(net.initialOutputs[Bits.word(bit)] >>> bit & 1);
    }

    /** GDL lets no move decide legality, terminal or goals; a net where one does is refused, not played wrongly. */
    private void refuseMovesBeyondNext(boolean[] onMove, int[][] legalSource, int[][] guardSource) {
        boolean decides = terminalSource >= 0 && onMove[terminalSource];
        for (int r = 0; r < roles; r++) {
            for (int source : legalSource[r]) {
                decides |= source >= 0 && onMove[source];
            }
            for (int source : guardSource[r]) {
                decides |= source >= 0 && onMove[source];
            }
            for (int source : net.goalSource[r]) {
                decides |= source >= 0 && onMove[source >>> 1];
            }
        }
        if (decides) {
            throw new UnsupportedGameException("a move decides more than the next state");
        }
    }

    /** Batched playouts of the same net, their gates compiled only up to {@code maxCompiledLinks} links. */
    BatchPlayouts compiledUpTo(int maxCompiledLinks) {
        return new BatchPlayouts(net, roleNames, goalValues, initial, maxCompiledLinks);
    }

    /** Why the gates are interpreted rather than compiled, or null when they are compiled. */
    public String whyInterpreted() {
        return whyInterpreted;
    }

    @Override
    public int lanes() {
        return LANES;
    }

    /** Tells {@code listener} of each playout finished from now on; null for none. */
    @Override
    public void listen(Listener listener) {
        this.listener = listener;
    }

    /** Whether each lane keeps its playout's joint moves, for {@link #move} (this allocates as playouts grow). */
    @Override
    public void recordMoves(boolean on) {
        recorded = on ? new int[LANES][roles * 64] : null;
    }

    /** Starts every lane afresh from the initial state: playouts 0 to 63 of the run seeded {@code seed}. */
    @Override
    public void start(long seed) {
        runSeed = seed;
        nextPlayout = 0;
        finished = 0;
        steps = 0;
        oldestBegin = 0;
        System.arraycopy(initialValue, 0, value, 0, initialValue.length);
        for (int lane = 0; lane < LANES; lane++) {
            begin(lane);
        }
    }

    /**
     * Plays steps until at least {@code states} states were reached, counting one per lane per
     * step (a playout of depth d reaches d states), and returns how many; lanes carry on from
     * where they were at the next call. Call {@link #start} first.
     *
     * @throws GameRuleException when a lane's role has no legal move or a playout runs past
     *     {@link StateMachine#MAX_PLAYOUT_DEPTH}
     */
    @Override
    public long run(long states) {
        long done = 0;
        while (done < states) {
            step();
            done += LANES;
        }
        return done;
    }

    /** Playouts finished since {@link #start}. */
    @Override
    public long playoutsFinished() {
        return finished;
    }

    /** The number in its run of the playout lane {@code lane} plays. */
    @Override
    public long playout(int lane) {
        return playout[lane];
    }

    /** The seed of the playout lane {@code lane} plays, for {@link PlayoutRandom}. */
    @Override
    public long seed(int lane) {
        return seed[lane];
    }

    /** The joint moves lane {@code lane} played in its playout so far. */
    @Override
    public int depth(int lane) {
        return steps - begunAt[lane];
    }

    /** The goal of {@code role} where lane {@code lane} finished, while the listener is told; or {@link GoalValues#UNDEFINED}. */
    @Override
    public int goal(int lane, int role) {
        return goals[role][lane];
    }

    /** {@code role}'s move (its index in the role's moves in move order) at step {@code step} of lane {@code lane}'s playout; with moves recorded. */
    @Override
    public int move(int lane, int step, int role) {
        if (recorded == null) {
            throw new IllegalStateException("moves are not recorded");
        }
        return recorded[lane][step * roles + role];
    }

    private void begin(int lane) {
        playout[lane] = nextPlayout;
        seed[lane] = PlayoutRandom.seedOf(runSeed, nextPlayout++);
        random[lane] = seed[lane];
        begunAt[lane] = steps;
    }

    /** One joint move in every lane, from a state whose gates are worked out, to the next one's. */
    private void step() {
        long terminal = word(terminalSource, terminalFlip);
        if (terminal != 0) {
            finish(terminal);
        }
        chooseMoves();
        if (recorded != null) {
            record();
        }
        long[] value = this.value;
        gates.advance(value);
        if (++steps - oldestBegin >= StateMachine.MAX_PLAYOUT_DEPTH) {
            tooDeep();
        }
        gates.state(value);
    }

    /** Finds the lane that began longest ago; throws when its playout is as deep as a playout may go. */
    private void tooDeep() {
        oldestBegin = steps;
        for (int lane = 0; lane < LANES; lane++) {
            oldestBegin = Math.min(oldestBegin, begunAt[lane]);
        }
        if (steps - oldestBegin >= StateMachine.MAX_PLAYOUT_DEPTH) {
            throw GameRuleException.noTerminalState(steps - oldestBegin);
        }
    }

    /** An output's word: its source's, read as the output reads it; a constant when it has no source. */
    private long word(int source, long flip) {
        return (source < 0 ? 0L : value[source]) ^ flip;
    }

    /**
     * Marks each role's move in every lane, drawn among the legal ones in the lane's bit. A lane
     * with one legal move takes it without drawing (it still advances its random numbers, as a
     * playout draws {@code nextInt(1)}), so its move word is its legal word. The lanes that have a
     * choice are gathered into one word of lanes per move and draw; roles gather in one set of
     * rows while their choosing lanes are apart, as when players take turns.
     */
    private void chooseMoves() {
        long[] value = this.value;
        long[] lanes = laneMoves;
        long gathered = 0;
        int rows = 0;
        for (int role = 0; role < roles; role++) {
            long several = legalWords(role);
            long[] words = legalWord[role];
            int first = net.firstInput[role];
            int moves = words.length;
            if (several == 0) {
                System.arraycopy(words, 0, value, first, moves);
                continue;
            }
            if ((gathered & several) != 0) {
                draw(rows);
                gathered = 0;
                rows = 0;
            }
            if (rows == 0) {
                // The last draw left bits in every row of a block; the rows past the moves must be zero.
                Arrays.fill(lanes, moves, Bits.words(moves) * LANES, 0L);
                for (int m = 0; m < moves; m++) {
                    lanes[m] = words[m] & several;
                }
                rows = moves;
            } else {
                if (moves > rows) {
                    Arrays.fill(lanes, rows, Bits.words(moves) * LANES, 0L);
                    rows = moves;
                }
                for (int m = 0; m < moves; m++) {
                    lanes[m] |= words[m] & several;
                }
            }
            gatheredRole[gatheredRoles] = role;
            gatheredLanes[gatheredRoles++] = several;
            gathered |= several;
        }
        if (gathered != 0) {
            draw(rows);
        }
        long[] random = this.random;
        long step = drawOffset[roles - 1];
        for (int lane = 0; lane < LANES; lane++) {
            random[lane] += step;
        }
    }

    /**
     * Works out {@code role}'s legal words, guards applied, and returns the lanes with more than
     * one legal move.
     *
     * @throws GameRuleException when the role has no legal move in some lane
     */
    private long legalWords(int role) {
        long[] words = legalWord[role];
        gates.legal(role, value, words);
        long some = 0;
        long several = 0;
        for (int m = 0; m < words.length; m++) {
            long legal = words[m];
            several |= some & legal;
            some |= legal;
        }
        if (some != -1L) {
            throw GameRuleException.noLegalMove(roleNames.get(role), depth(Long.numberOfTrailingZeros(~some)));
        }
        return several;
    }

    /**
     * Has each lane of the gathered roles draw its role's move from its row of {@link
     * #laneMoves} (the first {@code rows} moves, the rest zero), and marks it: bit-sliced up to
     * {@link SlicedDraw#MAX_ROWS} moves, else after transposing them, each lane on its own.
     */
    private void draw(int rows) {
        // Bit-sliced, the draw's work is a few word operations per move for all lanes at once;
        // per lane, each lane's selection cost more than that, few moves (tic-tac-toe's 10) too.
        if (sliced.fits(rows)) {
            drawSliced(rows);
            return;
        }
        long[] lanes = laneMoves;
        int blocks = Bits.words(rows);
        for (int b = 0; b < blocks; b++) {
            BitMatrix.transpose(lanes, b * LANES, Math.min(LANES, rows - b * LANES));
        }
        for (int i = 0; i < gatheredRoles; i++) {
            int role = gatheredRole[i];
            long[] words = legalWord[role];
            long drawing = gatheredLanes[i];
            for (int m = 0, first = net.firstInput[role]; m < words.length; m++) {
                value[first + m] = words[m] & ~drawing;
            }
            drawInBlocks(drawing, net.firstInput[role], drawOffset[role], blocks);
        }
        gatheredRoles = 0;
    }

    /**
     * The draw of {@link #draw} among more moves than a word holds: the lanes' counts and the
     * moves of their ranks worked out bit-sliced on the rows as they are ({@link SlicedDraw}),
     * only each lane's rank drawn on its own.
     */
    private void drawSliced(int rows) {
        SlicedDraw draw = sliced;
        draw.count(rows);
        long[] rank = draw.lane;
        long[] random = this.random;
        for (int i = 0; i < gatheredRoles; i++) {
            long offset = drawOffset[gatheredRole[i]];
            for (long bits = gatheredLanes[i]; bits != 0; bits &= bits - 1) {
                int lane = Long.numberOfTrailingZeros(bits);
                rank[lane] = PlayoutRandom.below(PlayoutRandom.mix(random[lane] + offset), (int) rank[lane]);
            }
        }
        int reached = draw.choose(rows);
        long[] chosen = laneMoves;
        long[] value = this.value;
        for (int i = 0; i < gatheredRoles; i++) {
            // The lanes that drew take their chosen move; the others their one legal move.
            long[] words = legalWord[gatheredRole[i]];
            int first = net.firstInput[gatheredRole[i]];
            int moves = words.length;
            int drawn = Math.min(reached, moves);
            long lanes = gatheredLanes[i];
            for (int m = 0; m < drawn; m++) {
                value[first + m] = words[m] & ~lanes | chosen[m] & lanes;
            }
            for (int m = drawn; m < moves; m++) {
                value[first + m] = words[m] & ~lanes;
            }
        }
        gatheredRoles = 0;
    }

    /** The draw of {@link #draw} for {@code lanes} of a role whose moves span {@code blocks} words. */
    private void drawInBlocks(long lanes, int firstInput, long offset, int blocks) {
        long[] moves = laneMoves;
        long[] random = this.random;
        long[] value = this.value;
        for (long bits = lanes; bits != 0; bits &= bits - 1) {
            int lane = Long.numberOfTrailingZeros(bits);
            int count = 0;
            for (int b = 0; b < blocks; b++) {
                count += Long.bitCount(moves[b * LANES + lane]);
            }
            int rank = PlayoutRandom.below(PlayoutRandom.mix(random[lane] + offset), count);
            // The block holding the move: past each block whose moves are at most the rank, without a branch.
            long legal = moves[lane];
            int block = 0;
            for (int b = 1; b < blocks; b++) {
                int inWord = Long.bitCount(legal);
                long past = (inWord - 1 - rank) >> 31;
                rank -= inWord & (int) past;
                block -= (int) past;
                legal = legal & ~past | moves[b * LANES + lane] & past;
            }
            value[firstInput + Bits.index(block, select(legal, rank))] |= 1L << lane;
        }
    }

    /**
     * The position of the set bit of {@code bits} that has {@code rank} set bits below it ({@code
     * rank} below their count), without a branch: each byte's count of bits, summed up to each
     * byte by one multiplication, compared with the rank in every byte at once by one
     * subtraction, so the bytes wholly below the bit are counted; then a table finds the bit in
     * its byte.
     */
    static int select(long bits, int rank) {
        long counts = bits - (bits >>> 1 & 0x5555555555555555L);
        counts = (counts & 0x3333333333333333L) + (counts >>> 2 & 0x3333333333333333L);
        counts = (counts + (counts >>> 4)) & 0x0F0F0F0F0F0F0F0FL;
        long upTo = counts * 0x0101010101010101L;
        // Per byte, 0x80 + rank - (bits up to it), never borrowing: its top bit says whether the rank is past the byte.
        long past = ((rank | 0x80) * 0x0101010101010101L - upTo) & 0x8080808080808080L;
        int shift = Long.bitCount(past) << 3;
        int before = (int) (upTo << 8 >>> shift) & 0xFF;
        return shift + IN_BYTE[(int) (bits >>> shift & 0xFF) << 3 | rank - before];
    }

    private static byte[] inByte() {
        byte[] table = new byte[256 << 3];
        for (int b = 0; b < 256; b++) {
            int rank = 0;
            for (int bit = 0; bit < 8; bit++) {
                if ((b >>> bit & 1) != 0) {
                    table[b << 3 | rank++] = (byte) bit;
                }
            }
        }
        return table;
    }

    /** Reads the goals of the lanes in {@code terminal}, tells the listener, and starts their next playouts. */
    private void finish(long terminal) {
        gates.goals(value);
        for (int role = 0; role < roles; role++) {
            goalsReached(role, terminal);
        }
        for (long lanes = terminal; lanes != 0; lanes &= lanes - 1) {
            int lane = Long.numberOfTrailingZeros(lanes);
            finished++;
            if (listener != null) {
                listener.finished(this, lane);
            }
            begin(lane);
        }
        long[] value = this.value;
        for (int c : setOnStart) {
            value[c] |= terminal;
        }
        for (int c : clearedOnStart) {
            value[c] &= ~terminal;
        }
    }

    /**
     * {@code role}'s goal in each lane of {@code lanes}: the first of its values, highest first,
     * whose source holds there, read a word at a time.
     */
    private void goalsReached(int role, long lanes) {
        int[] sources = net.goalSource[role];
        int[] reached = goals[role];
        long left = lanes;
        for (int i = 0; i < sources.length && left != 0; i++) {
            int source = sources[i];
            long holds = source == Propnet.ALWAYS ? -1L
                    : source >= 0 ? value[source >>> 1] ^ -(long) (source & 1) : 0L;
            for (long bits = holds & left; bits != 0; bits &= bits - 1) {
                reached[Long.numberOfTrailingZeros(bits)] = goalValues[role][i];
            }
            left &= ~holds;
        }
        for (long bits = left; bits != 0; bits &= bits - 1) {
            reached[Long.numberOfTrailingZeros(bits)] = GoalValues.UNDEFINED;
        }
    }

    /** Appends each lane's joint move of this step, read from the marked inputs, to its record. */
    private void record() {
        for (int lane = 0; lane < LANES; lane++) {
            int at = depth(lane) * roles;
            if (at + roles > recorded[lane].length) {
                recorded[lane] = Arrays.copyOf(recorded[lane], recorded[lane].length * 2);
            }
        }
        for (int role = 0; role < roles; role++) {
            for (int m = 0, first = net.firstInput[role]; first + m < net.firstInput[role + 1]; m++) {
                for (long bits = value[first + m]; bits != 0; bits &= bits - 1) {
                    int lane = Long.numberOfTrailingZeros(bits);
                    recorded[lane][depth(lane) * roles + role] = m;
                }
            }
        }
    }
}
