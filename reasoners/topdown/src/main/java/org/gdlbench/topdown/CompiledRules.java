package org.gdlbench.topdown;

import java.util.Arrays;
import java.util.concurrent.CancellationException;

/**
 * The base of every generated class: the buffers and tables generated code reads, and the four
 * queries it implements. Everything is an int: terms are {@link TermPool} ids.
 *
 * <p>Answers travel on two stacks. A call that enumerates pushes its answers (its free
 * arguments, {@code width} ints each) on {@code res} at {@code sp}; the caller loops over them
 * and pops them by resetting {@code sp}. While a call runs, the answers its rules find gather on
 * {@code ans}, since {@code res} above them is busy with the calls its rules make; at the end
 * they move to {@code res} without duplicates ({@link #finish}). So a query allocates nothing
 * once the stacks have grown.
 */
abstract class CompiledRules {
    /** What a generated class is made from: the pool and the tables its code refers to by number. */
    record Setup(TermPool pool, int[] roleTerms, TupleIndex[] facts, long[] factBits, int[] trueSigs,
                 TupleIndex[] trueIndexes, CallTable[] tables, TupleIndex[] answerIndexes) {
    }

    final TermPool pool;
    int[] res = new int[1024];
    int sp;
    int[] ans = new int[1024];
    int at;

    /** The loaded state: its fluents, as a bit set, and grouped by signature. */
    int[] fluents = new int[64];
    int fluentCount;
    private long[] inState = new long[64];
    private int[][] bySig = new int[0][];
    private int[] bySigCount = new int[0];
    private final int[] trueSigs;
    private final TupleIndex[] trueIndexes;
    private long generation;

    /** The loaded joint move: the move term of each role. */
    final int[] roleTerms;
    final int[] joint;

    final TupleIndex[] facts;
    private final long[] factBits;
    final CallTable[] tables;
    /** Indexes over call tables' answers, for relations read whole with some arguments bound. */
    final TupleIndex[] answerIndexes;
    /** The tabled calls open on the stack. */
    final CallStack stack = new CallStack();
    /** Calls since the thread's interrupt flag was last looked at (see {@link #pollInterrupt}). */
    private int sincePoll;

    private int[] seen = new int[256];
    private int seenStamp;
    private TupleSet[] scratchSets = new TupleSet[8];

    CompiledRules(Setup setup) {
        this.pool = setup.pool();
        this.roleTerms = setup.roleTerms();
        this.joint = new int[roleTerms.length];
        this.facts = setup.facts();
        this.factBits = setup.factBits();
        this.trueSigs = setup.trueSigs();
        this.trueIndexes = setup.trueIndexes();
        this.tables = setup.tables();
        this.answerIndexes = setup.answerIndexes();
    }

    /** Pushes the legal moves (terms) of the role whose term is {@code role} on {@code res}. */
    abstract void legal(int role);

    /** Pushes the fluents of the next state on {@code res}. */
    abstract void next();

    /** Pushes the goal values (terms) of the role whose term is {@code role} on {@code res}. */
    abstract void goal(int role);

    abstract boolean terminal();

    // ---- context

    /** Makes {@code state[0..count)} the state queries see. */
    void load(int[] state, int count) {
        for (int i = 0; i < fluentCount; i++) {
            int fluent = fluents[i];
            inState[fluent >>> 6] &= ~(1L << fluent);
            bySigCount[pool.sig(fluent)] = 0;
        }
        if (fluents.length < count) {
            fluents = new int[count];
        }
        System.arraycopy(state, 0, fluents, 0, count);
        fluentCount = count;
        if (bySig.length < pool.sigCount()) {
            int grown = Math.max(pool.sigCount(), bySig.length * 2);
            bySig = Arrays.copyOf(bySig, grown);
            bySigCount = Arrays.copyOf(bySigCount, grown);
        }
        for (int i = 0; i < count; i++) {
            int fluent = state[i];
            if ((fluent >>> 6) >= inState.length) {
                inState = Arrays.copyOf(inState, Math.max(inState.length * 2, (fluent >>> 6) + 1));
            }
            inState[fluent >>> 6] |= 1L << fluent;
            int sig = pool.sig(fluent);
            int[] group = bySig[sig];
            if (group == null || bySigCount[sig] == group.length) {
                bySig[sig] = group = group == null ? new int[8] : Arrays.copyOf(group, group.length * 2);
            }
            group[bySigCount[sig]++] = fluent;
        }
        generation++;
        for (CallTable table : tables) {
            table.clear();
        }
    }

    /** Makes {@code moveTerms} (one per role) the joint move {@code does} sees. */
    void setMoves(int[] moveTerms) {
        System.arraycopy(moveTerms, 0, joint, 0, joint.length);
        for (CallTable table : tables) {
            if (table.dependsOnMoves) {
                table.clear();
            }
        }
    }

    // ---- what generated code reads

    final boolean holds(int fluent) {
        return fluent >= 0 && (fluent >>> 6) < inState.length && (inState[fluent >>> 6] & (1L << fluent)) != 0;
    }

    final boolean fact(int atom) {
        return atom >= 0 && (atom >>> 6) < factBits.length && (factBits[atom >>> 6] & (1L << atom)) != 0;
    }

    /** The fluents of the state with signature {@code sig}: {@code sigRows(sig)[0..sigSize(sig))}. */
    final int[] sigRows(int sig) {
        return sig < bySig.length && bySig[sig] != null ? bySig[sig] : NONE;
    }

    final int sigSize(int sig) {
        return sig < bySigCount.length ? bySigCount[sig] : 0;
    }

    private static final int[] NONE = new int[0];

    /** Per-state index {@code k} over {@code true}, built the first time the state asks for it. */
    final TupleIndex trueIndex(int k) {
        TupleIndex index = trueIndexes[k];
        if (index.builtFor != generation) {
            int sig = trueSigs[k];
            index.build(sigRows(sig), sigSize(sig));
            index.builtFor = generation;
        }
        return index;
    }

    /** Whether the role whose term is {@code role} plays {@code move} in the loaded joint move. */
    final boolean did(int role, int move) {
        int index = roleIndex(role);
        return index >= 0 && joint[index] == move;
    }

    final int roleIndex(int term) {
        for (int role = 0; role < roleTerms.length; role++) {
            if (roleTerms[role] == term) {
                return role;
            }
        }
        return -1;
    }

    // ---- the answer stacks

    final void push(int value) {
        if (sp == res.length) {
            res = Arrays.copyOf(res, sp * 2);
        }
        res[sp++] = value;
    }

    final void give(int value) {
        if (at == ans.length) {
            ans = Arrays.copyOf(ans, at * 2);
        }
        ans[at++] = value;
    }

    /** Moves the answers {@code ans[from..at)} to {@code res}, each once, and pops them from {@code ans}. */
    final void finish(int from, int width) {
        pollInterrupt();
        int n = at - from;
        if (sp + n > res.length) {
            res = Arrays.copyOf(res, Math.max(res.length * 2, sp + n));
        }
        if (width == 1) {
            if (++seenStamp == Integer.MAX_VALUE) {
                Arrays.fill(seen, 0);
                seenStamp = 1;
            }
            for (int i = from; i < at; i++) {
                int value = ans[i];
                if (value >= seen.length) {
                    seen = Arrays.copyOf(seen, Math.max(seen.length * 2, value + 1));
                }
                if (seen[value] != seenStamp) {
                    seen[value] = seenStamp;
                    res[sp++] = value;
                }
            }
        } else if (width == 0 || n <= width) {
            System.arraycopy(ans, from, res, sp, n);
            sp += n;
        } else {
            TupleSet set = scratch(width);
            set.clear();
            for (int i = from; i < at; i += width) {
                if (set.add(ans, i)) {
                    System.arraycopy(ans, i, res, sp, width);
                    sp += width;
                }
            }
        }
        at = from;
    }

    private TupleSet scratch(int width) {
        if (width >= scratchSets.length) {
            scratchSets = Arrays.copyOf(scratchSets, width + 1);
        }
        if (scratchSets[width] == null) {
            scratchSets[width] = new TupleSet(width);
        }
        return scratchSets[width];
    }

    /**
     * Under a poor rule order one query can run for minutes: every few thousand calls (and rounds
     * of a recursive call), a query whose thread was interrupted (its caller's time cap passed) stops.
     */
    final void pollInterrupt() {
        if ((++sincePoll & 0xFFF) == 0 && Thread.currentThread().isInterrupted()) {
            throw new CancellationException("query interrupted");
        }
    }

    // ---- tabling (see CallStack)

    /** Pushes a tabled call's answers on {@code res}. */
    final void pushAll(TupleSet answers) {
        pushFrom(answers, 0);
    }

    /** Pushes a tabled call's answers from the {@code first}th on. */
    final void pushFrom(TupleSet answers, int first) {
        int n = (answers.size() - first) * answers.width();
        if (sp + n > res.length) {
            res = Arrays.copyOf(res, Math.max(res.length * 2, sp + n));
        }
        sp = answers.copyTo(res, sp, first);
    }
}
