package org.gdlbench.grounding;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;
import java.util.TreeSet;
import org.gdlbench.gdl.Compound;
import org.gdlbench.gdl.Game;
import org.gdlbench.gdl.GdlException;
import org.gdlbench.gdl.Symbols;
import org.gdlbench.gdl.Term;
import org.gdlbench.gdl.parse.KifParser;
import org.gdlbench.gdl.parse.KifPrinter;

/**
 * A game grounded and pruned: a propositional program over three kinds of atoms, numbered in
 * one id space.
 * <ul>
 *   <li>fluents {@code [0, fluentCount)}: {@code (true f)}, sorted by the text of f;</li>
 *   <li>inputs {@code [fluentCount, firstView)}: {@code (does r m)}, role by role, each role's
 *       moves sorted by text; move {@code m} of role {@code r} is atom {@code firstInput(r) + m};</li>
 *   <li>views {@code [firstView, atomCount)}: every other atom still needed, in an evaluation
 *       order: each view after the views it depends on, except within a recursive component.</li>
 * </ul>
 * Each view has rules; a rule body is a list of literals {@code atom << 1 | negated}. Static
 * relations are folded away, so bodies hold only fluents, inputs and views. The outputs (legal,
 * next, goal, terminal) are refs: an atom id, {@link #ALWAYS} or {@link #NEVER}.
 */
public final class GroundProgram {
    /** A ref to an output that holds in every state. */
    public static final int ALWAYS = -1;
    /** A ref to an output that holds in no state. */
    public static final int NEVER = -2;

    private final Game game;
    private final List<String> roleNames;
    private final Term[] fluents;
    private final String[] fluentTexts;
    private final Map<Term, Integer> fluentIds = new HashMap<>();
    private final Term[][] moves;
    private final String[][] moveTexts;
    private final List<Map<Term, Integer>> moveIds = new ArrayList<>();
    private final int[] firstInput;
    private final Term[] views;
    private final int[] ruleStart;
    private final int[] bodyStart;
    private final int[] body;
    private final int[] componentStart;
    private final int[][] legal;
    private final int[] next;
    private final int terminal;
    private final int[][] goalValues;
    private final int[][] goalRefs;
    private final BitSet initial;
    private final GroundingStats stats;

    GroundProgram(Game game, Term[] fluents, Term[][] moves, Term[] views, int[] ruleStart, int[] bodyStart,
                  int[] body, int[] componentStart, int[][] legal, int[] next, int terminal,
                  int[][] goalValues, int[][] goalRefs, BitSet initial, GroundingStats stats) {
        this.game = game;
        KifPrinter printer = new KifPrinter(game.symbols());
        List<String> names = new ArrayList<>();
        for (Term role : game.roles()) {
            names.add(printer.term(role));
        }
        this.roleNames = Collections.unmodifiableList(names);
        this.fluents = fluents;
        this.fluentTexts = new String[fluents.length];
        for (int f = 0; f < fluents.length; f++) {
            fluentTexts[f] = printer.term(fluents[f]);
            fluentIds.put(fluents[f], f);
        }
        this.moves = moves;
        this.moveTexts = new String[moves.length][];
        this.firstInput = new int[moves.length + 1];
        firstInput[0] = fluents.length;
        for (int r = 0; r < moves.length; r++) {
            moveTexts[r] = new String[moves[r].length];
            Map<Term, Integer> ids = new HashMap<>();
            for (int m = 0; m < moves[r].length; m++) {
                moveTexts[r][m] = printer.term(moves[r][m]);
                ids.put(moves[r][m], m);
            }
            moveIds.add(ids);
            firstInput[r + 1] = firstInput[r] + moves[r].length;
        }
        this.views = views;
        this.ruleStart = ruleStart;
        this.bodyStart = bodyStart;
        this.body = body;
        this.componentStart = componentStart;
        this.legal = legal;
        this.next = next;
        this.terminal = terminal;
        this.goalValues = goalValues;
        this.goalRefs = goalRefs;
        this.initial = initial;
        this.stats = stats;
    }

    public Game game() {
        return game;
    }

    public List<String> roles() {
        return roleNames;
    }

    public int roleCount() {
        return roleNames.size();
    }

    public GroundingStats stats() {
        return stats;
    }

    public int fluentCount() {
        return fluents.length;
    }

    public int inputCount() {
        return firstInput[moves.length] - fluents.length;
    }

    public int firstView() {
        return firstInput[moves.length];
    }

    public int atomCount() {
        return firstView() + views.length;
    }

    public int ruleCount() {
        return bodyStart.length - 1;
    }

    /** The atom of role {@code role}'s first move; its moves are consecutive atoms. */
    public int firstInput(int role) {
        return firstInput[role];
    }

    public int moveCount(int role) {
        return moves[role].length;
    }

    /** The fluents of the initial state. */
    public BitSet initial() {
        return (BitSet) initial.clone();
    }

    /** The rules of view atom {@code view}: indexes {@code [rulesStart(view), rulesStart(view + 1))}. */
    public int rulesStart(int view) {
        return ruleStart[view - firstView()];
    }

    public int bodyStart(int rule) {
        return bodyStart[rule];
    }

    public int bodyEnd(int rule) {
        return bodyStart[rule + 1];
    }

    /** A body literal: {@code atom << 1 | negated}. */
    public int literal(int index) {
        return body[index];
    }

    /**
     * The recursive components and single views in evaluation order: component {@code c} is the
     * views {@code [componentStart(c), componentStart(c + 1))}; one of more than one view is
     * recursive (its views depend on each other positively), a single view never is.
     */
    public int componentCount() {
        return componentStart.length - 1;
    }

    public int componentStart(int component) {
        return componentStart[component];
    }

    /** The ref of {@code (legal role move)}: an atom, or {@link #ALWAYS}. */
    public int legal(int role, int move) {
        return legal[role][move];
    }

    /** The ref of {@code (next f)} for fluent {@code fluent}. */
    public int next(int fluent) {
        return next[fluent];
    }

    public int terminal() {
        return terminal;
    }

    /** The goal values defined for {@code role}, highest first; {@link #goalRefs} gives their atoms. */
    public int[] goalValues(int role) {
        return goalValues[role].clone();
    }

    public int[] goalRefs(int role) {
        return goalRefs[role].clone();
    }

    public String fluentText(int fluent) {
        return fluentTexts[fluent];
    }

    public String moveText(int role, int move) {
        return moveTexts[role][move];
    }

    /** The fluent written {@code text}, or -1 when no state of this game can hold it. */
    public int fluentId(String text) {
        try {
            return fluentIds.getOrDefault(KifParser.parseGroundTerm(text, game.symbols()), -1);
        } catch (GdlException e) {
            return -1;
        }
    }

    /** The move of {@code role} written {@code text}, or -1 when it is never legal. */
    public int moveId(int role, String text) {
        try {
            return moveIds.get(role).getOrDefault(KifParser.parseGroundTerm(text, game.symbols()), -1);
        } catch (GdlException e) {
            return -1;
        }
    }

    /** A state holding the initial fluents. */
    public FluentState initialState() {
        FluentState state = new FluentState(fluents.length);
        for (int f = initial.nextSetBit(0); f >= 0; f = initial.nextSetBit(f + 1)) {
            state.set(f);
        }
        return state;
    }

    /** The sorted texts of the fluents {@code state} holds. */
    public SortedSet<String> fluents(FluentState state) {
        SortedSet<String> texts = new TreeSet<>();
        for (int f = 0; f < fluents.length; f++) {
            if (state.holds(f)) {
                texts.add(fluentTexts[f]);
            }
        }
        return texts;
    }

    /**
     * The state holding the fluents written {@code texts}.
     *
     * @throws IllegalArgumentException when one of them can hold in no reachable state
     */
    public FluentState stateOf(Collection<String> texts) {
        FluentState state = new FluentState(fluents.length);
        List<String> unknown = new ArrayList<>();
        for (String text : texts) {
            int fluent = fluentId(text);
            if (fluent < 0) {
                unknown.add(text);
            } else {
                state.set(fluent);
            }
        }
        if (!unknown.isEmpty()) {
            throw new IllegalArgumentException("no reachable state holds " + unknown);
        }
        return state;
    }

    /** The ground atom an id stands for, e.g. {@code (true (cell 1 1 b))}, for display and debugging. */
    public String atomText(int atom) {
        KifPrinter printer = new KifPrinter(game.symbols());
        if (atom < fluents.length) {
            return printer.term(new Compound(Symbols.TRUE, fluents[atom]));
        }
        if (atom < firstView()) {
            int role = 0;
            while (firstInput[role + 1] <= atom) {
                role++;
            }
            return printer.term(new Compound(Symbols.DOES, game.roles().get(role), moves[role][atom - firstInput[role]]));
        }
        return viewText(views[atom - firstView()], printer);
    }

    /** A view's text; the grounder's auxiliary relations, which have no name in the game, print as {@code aux<n>}. */
    private static String viewText(Term view, KifPrinter printer) {
        if (!RuleSplitter.isAuxiliary(view.functor())) {
            return printer.term(view);
        }
        StringBuilder text = new StringBuilder("aux").append(RuleSplitter.index(view.functor()));
        if (view.arity() == 0) {
            return text.toString();
        }
        text.insert(0, '(');
        for (int i = 0; i < view.arity(); i++) {
            text.append(' ').append(printer.term(view.arg(i)));
        }
        return text.append(')').toString();
    }
}
