package org.gdlbench.prolog;

import static org.junit.jupiter.api.Assertions.assertEquals;

import alice.tuprolog.Struct;
import alice.tuprolog.Var;
import java.util.ArrayList;
import java.util.List;
import org.gdlbench.gdl.Game;
import org.gdlbench.gdl.frontend.FrontEnd;
import org.junit.jupiter.api.Test;

/** Static recursive relations become facts, or keep their rules when tabling goes over a limit. */
class StaticTablingTest {
    private static final String LESS = """
            (role r)
            (succ 1 2) (succ 2 3) (succ 3 4)
            (<= (less ?x ?y) (succ ?x ?y))
            (<= (less ?x ?z) (succ ?x ?y) (less ?y ?z))
            """;

    private static final long SECOND = 1_000_000_000L;

    private static List<String> lessFacts(int maxFacts) {
        Game game = FrontEnd.loadFragment("less", "less.kif", LESS);
        PrologNames names = new PrologNames(game.symbols());
        Translator translator = new Translator(game, names, Encoding.ASSERT);
        PrologEngine engine = new PrologEngine(translator.clauses(), SECOND, "test");
        StaticTabling.run(game, translator, names, engine, SECOND, maxFacts);
        Var x = new Var("X");
        Var y = new Var("Y");
        Struct pairs = engine.findall(new Struct("findall", new Struct("p", x, y), new Struct("r_less", x, y), new Var("L")),
                "less(X, Y)");
        List<String> texts = new ArrayList<>();
        for (Struct list = pairs; !list.isEmptyList(); list = list.listTail()) {
            texts.add(list.listHead().toString());
        }
        return texts;
    }

    @Test
    void tabledRelationHoldsItsFactsInTheOrderTheRoundsFoundThem() {
        // Round by round: the succ pairs, then pairs two apart, then three apart.
        assertEquals(List.of("p(c_1,c_2)", "p(c_2,c_3)", "p(c_3,c_4)", "p(c_1,c_3)", "p(c_2,c_4)", "p(c_1,c_4)"),
                lessFacts(StaticTabling.MAX_FACTS));
    }

    @Test
    void relationOverTheFactLimitKeepsItsRules() {
        // The same six facts, in the order top-down proofs find them: all of 1's before 2's.
        assertEquals(List.of("p(c_1,c_2)", "p(c_2,c_3)", "p(c_3,c_4)", "p(c_1,c_3)", "p(c_1,c_4)", "p(c_2,c_4)"),
                lessFacts(2));
    }
}
