package org.gdlbench.check.mutants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.gdlbench.gdl.GdlException;
import org.gdlbench.gdl.frontend.FrontEnd;
import org.gdlbench.gdl.parse.KifParser;
import org.junit.jupiter.api.Test;

class MutatorTest {
    /** A counter game small enough to list its every mutation by hand. */
    private static final String SHEET = String.join("\n",
            "(role p)",
            "(succ 0 1)",
            "(init (count 0))",
            "(<= (legal p inc) (not (true (count 1))))",
            "(<= (next (count ?y)) (true (count ?x)) (succ ?x ?y))",
            "(<= terminal (true (count 1)))",
            "(<= (goal p 100) (or (true (count 1)) (distinct p q)))",
            "");

    private static final String LEGAL = "(<= (legal p inc) (not (true (count 1))))";
    private static final String NEXT = "(<= (next (count ?y)) (true (count ?x)) (succ ?x ?y))";
    private static final String TERMINAL = "(<= terminal (true (count 1)))";
    private static final String GOAL = "(<= (goal p 100) (or (true (count 1)) (distinct p q)))";

    private final Mutator mutator = new Mutator(KifParser.parse("counter.kif", SHEET));

    @Test
    void everyMutationOfASmallSheetIsListedInSheetOrder() {
        List<String> expected = List.of(
                "1 drop-init 3 (init (count 0)) -> ",
                "2 drop-rule 4 " + LEGAL + " -> ",
                "3 drop-literal 4 (not (true (count 1))) -> ",
                "4 un-negate 4 (not (true (count 1))) -> (true (count 1))",
                "5 constant+1 4 (not (true (count 1))) -> (not (true (count 2)))",
                "6 constant-1 4 (not (true (count 1))) -> (not (true (count 0)))",
                "7 drop-rule 5 " + NEXT + " -> ",
                "8 drop-literal 5 (true (count ?x)) -> ",
                "9 negate 5 (true (count ?x)) -> (not (true (count ?x)))",
                "10 drop-literal 5 (succ ?x ?y) -> ",
                "11 negate 5 (succ ?x ?y) -> (not (succ ?x ?y))",
                "12 drop-rule 6 " + TERMINAL + " -> ",
                "13 drop-literal 6 (true (count 1)) -> ",
                "14 negate 6 (true (count 1)) -> (not (true (count 1)))",
                "15 constant+1 6 (true (count 1)) -> (true (count 2))",
                "16 constant-1 6 (true (count 1)) -> (true (count 0))",
                "17 drop-rule 7 " + GOAL + " -> ",
                "18 goal-value 7 (goal p 100) -> (goal p 0)",
                "19 drop-literal 7 (or (true (count 1)) (distinct p q)) -> ",
                "20 drop-literal 7 (true (count 1)) -> ",
                "21 negate 7 (true (count 1)) -> (not (true (count 1)))",
                "22 constant+1 7 (true (count 1)) -> (true (count 2))",
                "23 constant-1 7 (true (count 1)) -> (true (count 0))",
                "24 drop-literal 7 (distinct p q) -> ",
                "25 negate 7 (distinct p q) -> (not (distinct p q))");
        assertEquals(expected, mutator.mutations().stream().map(mutation -> mutation.number() + " "
                + mutation.kind().label() + " " + mutation.line() + " " + mutation.original() + " -> "
                + mutation.mutated()).toList());
    }

    @Test
    void theMutatedRuleIsTheWholeRuleWithTheOneChange() {
        List<Mutation> mutations = mutator.mutations();
        assertEquals("", mutations.get(0).mutatedRule(), "a dropped init fact leaves nothing");
        assertEquals("(legal p inc)", mutations.get(2).mutatedRule(), "a rule without its only literal is a fact");
        assertEquals("(<= (next (count ?y)) (not (true (count ?x))) (succ ?x ?y))", mutations.get(8).mutatedRule());
        assertEquals("(<= (goal p 0) (or (true (count 1)) (distinct p q)))", mutations.get(17).mutatedRule());
        assertEquals("(<= (goal p 100) (distinct p q))", mutations.get(19).mutatedRule(),
                "an or left with one disjunct is that disjunct");
        assertEquals("(<= (goal p 100) (or (true (count 2)) (distinct p q)))", mutations.get(21).mutatedRule());
        for (Mutation mutation : mutations) {
            assertEquals(SHEET.lines().toList().get(mutation.line() - 1), mutation.rule());
        }
    }

    @Test
    void theMutatedSheetKeepsEveryOtherRuleOnItsLine() {
        Mutation orDisjunct = mutator.mutations().get(19);
        List<String> lines = mutator.sheet(orDisjunct).lines().toList();
        List<String> original = SHEET.lines().toList();
        assertEquals(original.size(), lines.size());
        for (int line = 0; line < original.size(); line++) {
            assertEquals(line == 6 ? "(<= (goal p 100) (distinct p q))" : original.get(line), lines.get(line));
        }
        List<String> dropped = mutator.sheet(mutator.mutations().get(0)).lines().toList();
        assertEquals("", dropped.get(2), "the dropped fact's line is left empty");
        assertEquals(NEXT, dropped.get(4));
    }

    @Test
    void theFrontEndNamesTheSheetsLineOfAnInvalidMutant() {
        Mutation unsafe = mutator.mutations().get(9); // next without (succ ?x ?y): ?y unsafe
        GdlException refused = assertThrows(GdlException.class,
                () -> FrontEnd.load("counter", "counter.kif", mutator.sheet(unsafe)));
        assertEquals(5, refused.position().line());
        assertEquals("unsafe rule", refused.kind());
        FrontEnd.load("counter", "counter.kif", mutator.sheet(mutator.mutations().get(20)));
    }

    @Test
    void rulesWrittenOnOneLineStayOnIt() {
        Mutator packed = new Mutator(KifParser.parse("packed.kif",
                "(role p) (index 1) (index 2)\n(<= (legal p (a ?x)) (index ?x))\n"));
        Mutation dropIndex = packed.mutations().get(1);
        assertEquals("drop (index ?x)", dropIndex.change());
        assertEquals(List.of("(role p) (index 1) (index 2)", "(legal p (a ?x))"), packed.sheet(dropIndex).lines().toList());
    }

    @Test
    void aRuleChangedTwiceIntoTheSameTextIsListedOnce() {
        Mutator twice = new Mutator(KifParser.parse("twice.kif",
                "(role p)\n(<= (legal p a) (true (on 2)) (true (on 2)))\n"));
        assertEquals(List.of("drop-rule", "drop-literal", "negate", "constant+1", "constant-1", "negate",
                        "constant+1", "constant-1"),
                twice.mutations().stream().map(mutation -> mutation.kind().label()).toList(),
                "dropping either copy of the literal gives one rule; negating or moving either does not");
    }

    @Test
    void aLongListIsThinnedEvenlyAndKeepsItsNumbers() {
        List<Mutation> all = mutator.mutations();
        List<Mutation> five = Mutator.evenly(all, 5);
        assertEquals(List.of(1, 6, 11, 16, 21), five.stream().map(Mutation::number).toList());
        assertEquals(all, Mutator.evenly(all, all.size()));
    }
}
