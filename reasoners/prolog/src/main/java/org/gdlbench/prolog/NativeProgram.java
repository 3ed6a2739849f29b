package org.gdlbench.prolog;

import alice.tuprolog.Struct;
import alice.tuprolog.Term;
import alice.tuprolog.Var;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.gdlbench.gdl.Constant;
import org.gdlbench.gdl.Game;
import org.gdlbench.gdl.GameAnalysis;
import org.gdlbench.gdl.Predicate;
import org.gdlbench.gdl.Symbols;
import org.gdlbench.gdl.parse.KifPrinter;
import org.gdlbench.grounding.GroundingOptions;
import org.gdlbench.grounding.StaticRelations;
import org.gdlbench.machine.UnsupportedGameException;

/**
 * The whole program a native Prolog system runs for one game as an engine process: the game
 * translated by {@link Translator} (the same translation as on tuProlog), every static relation
 * that fits computed before play by {@link StaticRelations} and written as facts, the bridge from
 * the engine's queries to the translated relations, the symbol table for reading and writing KIF,
 * then the encoding's part ({@code assert.pl} or {@code threaded.pl}), the protocol loop with its
 * random playouts ({@code engine.pl}) and the system's dialect file ({@code swi.pl},
 * {@code gprolog.pl}).
 *
 * <p>Clauses are grouped by predicate (GNU Prolog's compiler wants a predicate's clauses
 * together), and a relation the program calls but never defines is declared dynamic, so calling
 * it fails as GDL wants rather than raising an error (or, in {@code gplc}, failing to link).
 */
final class NativeProgram {
    /** Static relations may hold this many atoms in all before the largest are left to their rules. */
    static final int MAX_STATIC_ATOMS = 1_000_000;
    /** The time computing the static relations may take. */
    static final double STATIC_SECONDS = 30;

    private static final Predicate INIT = new Predicate(Symbols.INIT, 1);
    private static final Predicate LEGAL = new Predicate(Symbols.LEGAL, 2);
    private static final Predicate NEXT = new Predicate(Symbols.NEXT, 1);
    private static final Predicate GOAL = new Predicate(Symbols.GOAL, 2);
    private static final Predicate TERMINAL = new Predicate(Symbols.TERMINAL, 0);
    /** Goals the translated rules may call that every Prolog system defines, or engine.pl does. */
    private static final Set<String> BUILT_INS = Set.of("','/2", "';'/2", "'->'/2", "'\\\\+'/1", "once/1",
            "'\\\\=='/2", "'=='/2", "'='/2", "ground/1", "true/0", "memberchk/2", "'!'/0", "retractall/1",
            "arg/3", "findall/3", "sort/2", "fail/0", "e_groups/3",
            "e_table_context/1", "e_table_context_now/1", "abolish_all_tables/0");

    /** The program's text and what it holds, for the preparation record. */
    record Program(String text, int clauses, int staticFacts, Set<Predicate> staticByRules) {
    }

    private final Game game;
    private final Encoding encoding;
    private final PrologSystem system;
    private final PrologNames names;
    private final Translator translator;
    /** The static relations that fit the budgets, or null when computing them ran out of time. */
    private final StaticRelations computed;
    /** The static relations defined by rules: facts here, computed before play, but those left out. */
    private final Set<Predicate> asFacts;
    /** Each predicate's clauses, as text, in the order first met. */
    private final Map<String, List<String>> clauses = new LinkedHashMap<>();
    private final Set<String> called = new LinkedHashSet<>();
    private final List<String> directives = new ArrayList<>();

    private NativeProgram(Game game, Encoding encoding, PrologSystem system) {
        this.game = game;
        this.encoding = encoding;
        this.system = system;
        this.names = new PrologNames(game.symbols());
        GameAnalysis analysis = game.analysis();
        Set<Predicate> statics = new LinkedHashSet<>();
        for (Predicate relation : analysis.predicates()) {
            if (analysis.isStatic(relation) && !analysis.rulesFor(relation).isEmpty()) {
                statics.add(relation);
            }
        }
        this.computed = computeStatics(statics);
        this.asFacts = new LinkedHashSet<>(statics);
        if (computed == null) {
            asFacts.clear();
        } else {
            asFacts.removeAll(computed.leftOut());
        }
        // the static facts tell which dynamic recursion can never meet itself
        this.translator = new Translator(game, names, encoding, true, system == PrologSystem.SWI,
                relation -> asFacts.contains(relation) ? computed.facts(relation) : null);
    }

    /** The program for {@code game} in {@code encoding}, for {@code system}. */
    static Program write(Game game, Encoding encoding, PrologSystem system) {
        return new NativeProgram(game, encoding, system).write();
    }

    private Program write() {
        GameAnalysis analysis = game.analysis();
        Set<Predicate> byRules = new LinkedHashSet<>();
        for (Predicate relation : analysis.predicates()) {
            if (analysis.isStatic(relation) && !analysis.rulesFor(relation).isEmpty() && !asFacts.contains(relation)) {
                byRules.add(relation);
            }
        }
        int facts = 0;
        for (Predicate relation : asFacts) {
            for (org.gdlbench.gdl.Term fact : computed.facts(relation)) {
                add(names.fact(fact));
                facts++;
            }
        }
        for (Struct clause : translator.clausesWithout(asFacts)) {
            add(clause);
        }
        if (system == PrologSystem.SWI) {
            // SWI-Prolog's tabling keeps a static recursive relation left to its rules from looping.
            for (Predicate relation : byRules) {
                if (analysis.isRecursive(relation)) {
                    directives.add(":- table " + PrologText.atom(names.relation(relation.symbol())) + "/"
                            + relation.arity() + ".\n");
                }
            }
        }
        // dynamic recursion tabled per state (SWI-Prolog): the tables hold for one state and joint move
        for (Predicate relation : translator.tabledPerState()) {
            directives.add(":- table " + PrologText.atom(translator.tabledName(relation)) + "/"
                    + relation.arity() + ".\n");
        }
        int gameClauses = clauses.values().stream().mapToInt(List::size).sum();
        // the assert encoding's facts changed: tables kept per state are stale (assert.pl)
        add(translator.tabledPerState().isEmpty() ? new Struct("e_state_changed")
                : new Struct(":-", new Struct("e_state_changed"), new Struct("abolish_all_tables")));
        addQueries();
        StringBuilder text = new StringBuilder();
        text.append("% Generated by gdlbench's NativeProgram for the game ").append(game.name().replace('\n', ' '))
                .append(" (").append(encoding.name().toLowerCase()).append(" encoding, ").append(system.title())
                .append("). Do not edit.\n\n");
        directives.forEach(text::append);
        Set<String> defined = new HashSet<>(clauses.keySet());
        if (encoding == Encoding.ASSERT) {
            defined.add(key(Translator.DOES, 2));
            for (Struct fact : translator.fluentFacts().relations()) {
                String relation = key(fact.getName(), fact.getArity());
                text.append(":- dynamic(").append(relation).append(").\n");
                defined.add(relation);
            }
        }
        for (String call : called) {
            if (!defined.contains(call) && !BUILT_INS.contains(call)) {
                text.append(":- dynamic(").append(call).append(").\n");
            }
        }
        for (List<String> predicate : clauses.values()) {
            text.append('\n');
            predicate.forEach(text::append);
        }
        text.append('\n').append(symbolTable());
        text.append('\n').append(resource(encoding == Encoding.ASSERT ? "assert.pl" : "threaded.pl"));
        text.append('\n').append(resource("engine.pl"));
        text.append('\n').append(resource(system.dialectFile()));
        return new Program(text.toString(), gameClauses, facts, byRules);
    }

    /** The static relations that fit the budgets, or null when computing them ran out of time. */
    private StaticRelations computeStatics(Set<Predicate> statics) {
        try {
            return StaticRelations.computeWhatFits(game, statics,
                    new GroundingOptions(MAX_STATIC_ATOMS, Integer.MAX_VALUE, STATIC_SECONDS));
        } catch (UnsupportedGameException e) {
            return null;
        }
    }

    /**
     * {@code q_init(F)}, {@code q_legal(R, M, S)}, {@code q_next(F, S, Joint)},
     * {@code q_goal(R, V, S)}, {@code q_terminal(S)}: the four queries and init as the translator
     * calls them in this encoding (the state and moves passed where a relation takes them), and
     * {@code e_roles/1}.
     */
    private void addQueries() {
        Var f = new Var("F");
        Var r = new Var("R");
        Var m = new Var("M");
        Var v = new Var("V");
        Var s = new Var("S");
        Var joint = new Var("J");
        Struct none = new Struct();
        add(new Struct(":-", new Struct("q_init", f), translator.call(INIT, new Term[] {f}, none, none)));
        add(new Struct(":-", new Struct("q_legal", r, m, s), translator.call(LEGAL, new Term[] {r, m}, s, none)));
        add(new Struct(":-", new Struct("q_next", f, s, joint), translator.call(NEXT, new Term[] {f}, s, joint)));
        add(new Struct(":-", new Struct("q_goal", r, v, s), translator.call(GOAL, new Term[] {r, v}, s, none)));
        add(new Struct(":-", new Struct("q_terminal", s), translator.call(TERMINAL, new Term[0], s, none)));
        Term roles = new Struct();
        for (int i = game.roles().size() - 1; i >= 0; i--) {
            roles = new Struct(names.ground(game.roles().get(i)), roles);
        }
        add(new Struct("e_roles", roles));
        // legal moves that no state changes are found once per playouts request (engine.pl)
        add(game.analysis().isStatic(LEGAL) ? new Struct("e_static_legal")
                : new Struct(":-", new Struct("e_static_legal"), new Struct("fail")));
        for (Struct clause : translator.groupedState().clauses()) {
            add(clause);
        }
    }

    /**
     * {@code e_kif(Text, Atom)} and {@code e_text(Atom, Text)} for every symbol (two tables, so
     * both directions are read through a first-argument index), and {@code e_goal_value(Atom, N)}
     * for the symbols that are numbers 0..100.
     */
    private String symbolTable() {
        KifPrinter printer = new KifPrinter(game.symbols());
        StringBuilder kif = new StringBuilder();
        StringBuilder text = new StringBuilder();
        StringBuilder values = new StringBuilder();
        for (int symbol = 0; symbol < game.symbols().size(); symbol++) {
            String written = PrologText.atom(printer.term(new Constant(symbol)));
            String atom = PrologText.atom(names.data(symbol));
            kif.append("e_kif(").append(written).append(", ").append(atom).append(").\n");
            text.append("e_text(").append(atom).append(", ").append(written).append(").\n");
            String name = game.symbols().name(symbol);
            if (name.matches("0|[1-9][0-9]?|100")) {
                values.append("e_goal_value(").append(atom).append(", ").append(name).append(").\n");
            }
        }
        if (values.length() == 0) {
            values.append(":- dynamic(e_goal_value/2).\n");
        }
        return kif + "\n" + text + "\n" + values;
    }

    /** Adds a clause under its predicate, and notes what its body calls. */
    private void add(Struct clause) {
        Struct head = clause;
        if (clause.getName().equals(":-") && clause.getArity() == 2) {
            head = (Struct) clause.getArg(0).getTerm();
            noteCalls(clause.getArg(1).getTerm());
        }
        clauses.computeIfAbsent(key(head.getName(), head.getArity()), k -> new ArrayList<>()).add(PrologText.clause(clause));
    }

    private void noteCalls(Term goal) {
        if (!(goal instanceof Struct struct)) {
            return;
        }
        String name = struct.getName();
        if ((name.equals(",") || name.equals(";") || name.equals("->")) && struct.getArity() == 2) {
            noteCalls(struct.getArg(0).getTerm());
            noteCalls(struct.getArg(1).getTerm());
        } else if ((name.equals("\\+") || name.equals("once")) && struct.getArity() == 1) {
            noteCalls(struct.getArg(0).getTerm());
        } else {
            called.add(key(name, struct.getArity()));
        }
    }

    /** {@code 'name'/arity}, as a directive names a predicate. */
    private static String key(String name, int arity) {
        String quoted = PrologText.atom(name);
        return (quoted.equals("'" + name + "'") && name.matches("[a-z][A-Za-z0-9_]*") ? name : quoted) + "/" + arity;
    }

    private static String resource(String name) {
        try (InputStream in = NativeProgram.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("resource " + name + " is missing from the build");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read resource " + name, e);
        }
    }
}
