package org.gdlbench.topdown;

import java.io.IOException;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.gdlbench.codegen.JavaSourceCompiler;
import org.gdlbench.gdl.Game;
import org.gdlbench.gdl.GameAnalysis;
import org.gdlbench.gdl.Predicate;
import org.gdlbench.gdl.Rule;
import org.gdlbench.gdl.Sha256;
import org.gdlbench.gdl.Symbols;
import org.gdlbench.gdl.Term;
import org.gdlbench.grounding.GroundingOptions;
import org.gdlbench.grounding.StaticRelations;
import org.gdlbench.machine.Preparation;
import org.gdlbench.machine.ReasonerSpecException;
import org.gdlbench.machine.StateMachine;
import org.gdlbench.machine.UnsupportedGameException;
import org.gdlbench.plan.Ordering;
import org.gdlbench.util.Plural;

/**
 * Prepares a topdown machine: generates the game's class, computes the static relations it
 * reads, interns their facts into tables, compiles the class in memory and makes the machine.
 * Compiled classes are kept by the hash of their source, so machines of one game and ordering
 * compile once per JVM.
 */
final class TopdownBuilder {
    /** Generated source beyond this many characters is refused rather than compiled. */
    static final int MAX_SOURCE_CHARS = 6_000_000;
    private static final String CLASS_NAME = "GeneratedRules";
    /** How long the first plan plays random playouts to sample states for the cost model. */
    private static final long SAMPLE_NANOS = 300_000_000L;
    private static final Predicate INIT = new Predicate(Symbols.INIT, 1);
    private static final List<Predicate> QUERIES = List.of(new Predicate(Symbols.LEGAL, 2),
            new Predicate(Symbols.NEXT, 1), new Predicate(Symbols.GOAL, 2), new Predicate(Symbols.TERMINAL, 0), INIT);
    private static final MethodType CONSTRUCTOR = MethodType.methodType(void.class, CompiledRules.Setup.class);
    private static final Map<String, MethodHandle> CACHE = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, MethodHandle> eldest) {
            return size() > 32;
        }
    };

    /** How relations asked in several modes are answered (see {@link CallModes#readWhole}). */
    enum Relations {
        /** Both plans timed on random playouts, the faster kept. */
        TRIAL,
        /** Derived whole once per state, every mode reading the whole table. */
        WHOLE,
        /** Each mode by its own rules. */
        PER_MODE;

        /** As the option {@code relations} names it: {@code trial}, {@code whole}, {@code per-mode}. */
        String optionName() {
            return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
        }
    }

    private final Game game;
    private final Ordering ordering;
    private final Relations relations;
    private final boolean sampleStates;
    private final boolean raceOriginal;
    private final Path dump;
    private final boolean memo;
    private final GroundingOptions budgets;
    private final Preparation.Builder preparation = Preparation.builder();
    private final TermPool pool = new TermPool();
    /** Which static relations are tables, once they are computed. */
    private Tabling tabling;

    /**
     * @param sampleStates whether {@code best} costs {@code true} over sampled states (see
     *     {@link FluentSample}) rather than by the initial state. {@code worst} keeps the initial
     *     state's figures: with measured ones its plans for chess are too slow to verify.
     * @param raceOriginal whether {@code best}'s plans are timed against the original order's, the
     *     faster kept: the cost model can misjudge a game, and the order as written is a plan too
     */
    TopdownBuilder(Game game, Ordering ordering, boolean memo, Relations relations, boolean sampleStates,
                   boolean raceOriginal, GroundingOptions budgets, Path dump) {
        this.game = game;
        this.raceOriginal = raceOriginal;
        this.relations = relations;
        this.sampleStates = sampleStates;
        this.budgets = budgets;
        this.memo = memo;
        this.ordering = ordering;
        this.dump = dump;
    }

    StateMachine build() {
        GameAnalysis analysis = game.analysis();
        int[] roleTerms = new int[game.roles().size()];
        for (int role = 0; role < roleTerms.length; role++) {
            roleTerms[role] = pool.intern(game.roles().get(role));
        }
        long start = System.nanoTime();
        Set<Predicate> reachable = new HashSet<>();
        for (Predicate query : QUERIES) {
            if (analysis.predicates().contains(query)) {
                reachable.addAll(analysis.dependencies(query));
            }
        }
        StaticRelations statics;
        try {
            statics = StaticRelations.computeWhatFits(game, staticOnly(analysis, reachable), budgets);
        } catch (UnsupportedGameException e) {
            throw new UnsupportedGameException("computing the static relations: " + e.getMessage(), e);
        }
        tabling = new Tabling(analysis, statics.leftOut());
        Map<Predicate, List<Term>> staticFacts = new HashMap<>();
        for (Predicate relation : staticOnly(analysis, reachable)) {
            if (tabling.isTable(relation)) {
                staticFacts.put(relation, statics.facts(relation));
            }
        }
        int[] initial = initialState(analysis, statics);
        preparation.phase("static relations", System.nanoTime() - start);

        start = System.nanoTime();
        TopdownStatistics statistics = new TopdownStatistics(tabling, staticFacts, initial.length, roleTerms.length);
        String sampled = "";
        int sampledStates = 0;
        if (sampleStates && ordering == Ordering.BEST) {
            // The plan the initial state's figures give plays the sample; the plan is then made
            // again from what the sample measured (compiled again only where its source changed).
            Plan sampler = plan(generator(ordering, statistics, firstPass(ordering, statistics).keep(), Set.of()),
                    statics, roleTerms, ordering, "sampler");
            FluentSample sample = FluentSample.of(machine(sampler, roleTerms, initial, Preparation.builder().build()),
                    SAMPLE_NANOS);
            statistics = statistics.sampled(sample);
            preparation.phase("sample states for the cost model", System.nanoTime() - start);
            sampled = ", true costed over " + sample.states() + " sampled states";
            sampledStates = sample.states();
            start = System.nanoTime();
        }
        List<Candidate> candidates = new ArrayList<>(candidates(ordering, statistics, statics, roleTerms, ""));
        if (ordering == Ordering.BEST && raceOriginal) {
            candidates.addAll(candidates(Ordering.ORIGINAL, statistics, statics, roleTerms, ", original order"));
        }
        Candidate chosen = candidates.get(0);
        if (candidates.size() > 1) {
            start = System.nanoTime();
            List<StateMachine> machines = new ArrayList<>();
            for (Candidate candidate : candidates) {
                machines.add(machine(candidate.plan(), roleTerms, initial, Preparation.builder().build()));
            }
            chosen = candidates.get(PlanTrial.fastest(machines));
            preparation.phase("trial of the plans", System.nanoTime() - start);
        }
        String choice = chosen.wholeRelations() == 0 ? "" : ", " + Plural.count(chosen.wholeRelations(), "relation")
                + " asked in several modes read " + (chosen.readWhole() ? "whole" : "per mode");
        if (candidates.stream().anyMatch(candidate -> candidate.wholeRelations() > 0 && candidate.readWhole())
                && candidates.stream().anyMatch(candidate -> !candidate.readWhole())) {
            choice += " (faster in a trial)";
        }
        if (candidates.stream().anyMatch(candidate -> candidate.ordering() != ordering)) {
            choice += chosen.ordering() == ordering
                    ? ", faster in a trial than the original order"
                    : ", but the original order was faster in a trial and is kept";
        }
        preparation.backend("compiled-topdown")
                .size(Preparation.Sizes.GENERATED_CODE_BYTES, chosen.plan().sourceLength())
                .size("methods", chosen.plan().methods())
                .size("tabledCalls", chosen.plan().tables())
                .size("terms", pool.size())
                .reason("ordering " + ordering.optionName() + sampled + (memo ? "" : ", no memo") + choice
                        + derivedStatics());
        String costed = chosen.ordering() == Ordering.ORIGINAL ? "none: the original order needs none"
                : sampled.isEmpty() ? "estimated from the initial state and the static relations"
                : "sampled: true costed over " + sampledStates + " random states";
        return machine(chosen.plan(), roleTerms, initial, preparation.build()).plannedWith(costed);
    }

    /** One compiled plan the trial may keep: its ordering, and whether its relations asked in several modes are read whole. */
    private record Candidate(Plan plan, Ordering ordering, boolean readWhole, int wholeRelations) {
    }

    /**
     * The plans of one ordering: per mode, read whole, or both when {@code relations=trial} and
     * some relation is asked in several modes, its free one included. Each is generated and
     * compiled in a preparation phase named with {@code label}.
     */
    private List<Candidate> candidates(Ordering order, TopdownStatistics statistics, StaticRelations statics,
                                       int[] roleTerms, String label) {
        long start = System.nanoTime();
        Asked asked = firstPass(order, statistics);
        Set<CallMode> keep = asked.keep();
        Set<Predicate> whole = asked.whole();
        List<Candidate> plans = new ArrayList<>();
        if (whole.isEmpty() || relations != Relations.WHOLE) {
            plans.add(new Candidate(plan(generator(order, statistics, keep, Set.of()), statics, roleTerms,
                    order, "per-mode"), order, false, whole.size()));
            preparation.phase("generate and compile" + label, System.nanoTime() - start);
            start = System.nanoTime();
        }
        if (!whole.isEmpty() && relations != Relations.PER_MODE) {
            Candidate readWhole = new Candidate(plan(generator(order, statistics, keep, whole), statics, roleTerms,
                    order, "whole"), order, true, whole.size());
            preparation.phase("generate and compile" + label + (plans.isEmpty() ? "" : ", relations read whole"),
                    System.nanoTime() - start);
            plans.add(readWhole);
        }
        return plans;
    }

    /** The note on static relations too large to table, derived by their rules instead; empty when none. */
    private String derivedStatics() {
        List<String> names = tabling.leftOut().stream().filter(game.analysis().predicates()::contains)
                .map(relation -> relation.describe(game.symbols())).sorted().toList();
        return names.isEmpty() ? "" : ", " + Plural.count(names.size(), "static relation") + " over the budget derived on demand: "
                + String.join(", ", names);
    }

    /** What a first generation shows of the call modes a plan asks (see {@link #firstPass}). */
    private record Asked(Set<CallMode> keep, Set<Predicate> whole) {
    }

    /**
     * Generates the class once to learn which call modes the plan asks: those worth keeping per
     * state, and the relations worth reading whole (none under {@code memo=none}, none read whole
     * under {@code relations=per-mode}).
     */
    private Asked firstPass(Ordering order, TopdownStatistics statistics) {
        Generator generator = generator(order, statistics, Set.of(), Set.of());
        generator.generate(CLASS_NAME);
        Set<CallMode> keep = memo ? generator.worthKeeping() : Set.of();
        Set<Predicate> whole = memo && relations != Relations.PER_MODE ? generator.readWhole() : Set.of();
        return new Asked(keep, whole);
    }

    private Generator generator(Ordering order, TopdownStatistics statistics, Set<CallMode> keep,
                                Set<Predicate> whole) {
        return new Generator(tabling, game.symbols(), order, statistics, pool, keep, whole);
    }

    /**
     * The generated rules of one plan, compiled and started, with what the preparation reports of
     * them and the rule methods written (each rule's plan in each mode).
     */
    private record Plan(CompiledRules rules, int sourceLength, int methods, int tables,
                        List<RelationWriter.WrittenRule> written) {
    }

    private TopdownMachine machine(Plan plan, int[] roleTerms, int[] initial, Preparation prepared) {
        return new TopdownMachine(game, pool, plan.rules(), roleTerms, initial, prepared, plan.written());
    }

    /** Generates the game's class with {@code generator}, interns the facts it reads, compiles and starts it. */
    private Plan plan(Generator generator, StaticRelations statics, int[] roleTerms, Ordering order, String name) {
        GameAnalysis analysis = game.analysis();
        String className = CLASS_NAME + (name.equals("whole") ? "ReadWhole" : "");
        String source = generator.generate(className);
        Map<Predicate, int[]> facts = new HashMap<>();
        List<Integer> factIds = new ArrayList<>();
        for (Predicate relation : generator.catalog().staticUsed()) {
            int[] atoms = factsOf(relation, analysis, statics);
            facts.put(relation, atoms);
            for (int atom : atoms) {
                factIds.add(atom);
            }
        }
        if (dump != null) {
            dump(source, order, name);
        }
        if (source.length() > MAX_SOURCE_CHARS) {
            throw new UnsupportedGameException("the generated code has " + source.length()
                    + " characters, over the " + MAX_SOURCE_CHARS + " topdown compiles");
        }
        MethodHandle constructor = compile(className, source);
        CompiledRules.Setup setup = setup(generator, roleTerms, facts, factIds);
        try {
            CompiledRules rules = (CompiledRules) constructor.invoke(setup);
            return new Plan(rules, source.length(), generator.methodCount(), generator.catalog().tables().size(),
                    generator.written());
        } catch (Throwable e) {
            throw new IllegalStateException("the generated rules of " + game.name() + " failed to start", e);
        }
    }

    private static Set<Predicate> staticOnly(GameAnalysis analysis, Set<Predicate> relations) {
        Set<Predicate> only = new HashSet<>();
        for (Predicate relation : relations) {
            if (analysis.predicates().contains(relation) && analysis.isStatic(relation)) {
                only.add(relation);
            }
        }
        return only;
    }

    /** The relation's ground facts interned: all of a static relation, the written facts of another. */
    private int[] factsOf(Predicate relation, GameAnalysis analysis, StaticRelations statics) {
        if (!analysis.predicates().contains(relation)) {
            return new int[0];
        }
        List<Term> atoms = new ArrayList<>();
        if (tabling.isTable(relation)) {
            atoms.addAll(statics.facts(relation));
        } else {
            for (Rule rule : analysis.rulesFor(relation)) {
                if (rule.isFact()) {
                    atoms.add(rule.head());
                }
            }
        }
        return atoms.stream().mapToInt(pool::intern).distinct().toArray();
    }

    private int[] initialState(GameAnalysis analysis, StaticRelations statics) {
        if (analysis.predicates().contains(INIT) && !analysis.isStatic(INIT)) {
            throw new UnsupportedGameException("init depends on the state or the moves");
        }
        if (statics.leftOut().contains(INIT)) {
            throw new UnsupportedGameException("the initial state is over the static relations' budget");
        }
        TreeSet<Integer> fluents = new TreeSet<>();
        if (analysis.predicates().contains(INIT)) {
            for (Term atom : statics.facts(INIT)) {
                fluents.add(pool.intern(atom.arg(0)));
            }
        }
        return fluents.stream().mapToInt(Integer::intValue).toArray();
    }

    private CompiledRules.Setup setup(Generator generator, int[] roleTerms, Map<Predicate, int[]> facts,
                                      List<Integer> factIds) {
        long[] factBits = new long[(pool.size() >>> 6) + 1];
        for (int atom : factIds) {
            factBits[atom >>> 6] |= 1L << atom;
        }
        TableCatalog catalog = generator.catalog();
        List<TableCatalog.IndexSpec> factSpecs = catalog.factIndexes();
        TupleIndex[] factIndexes = new TupleIndex[factSpecs.size()];
        for (int i = 0; i < factIndexes.length; i++) {
            TableCatalog.IndexSpec spec = factSpecs.get(i);
            int[] atoms = facts.getOrDefault(spec.relation(), new int[0]);
            factIndexes[i] = new TupleIndex(pool, spec.positions());
            factIndexes[i].build(atoms, atoms.length);
        }
        List<TableCatalog.IndexSpec> trueSpecs = catalog.trueIndexes();
        int[] trueSigs = new int[trueSpecs.size()];
        TupleIndex[] trueIndexes = new TupleIndex[trueSpecs.size()];
        for (int i = 0; i < trueIndexes.length; i++) {
            trueSigs[i] = trueSpecs.get(i).sig();
            trueIndexes[i] = new TupleIndex(pool, trueSpecs.get(i).positions());
        }
        List<TableCatalog.TableSpec> tableSpecs = catalog.tables();
        CallTable[] tables = new CallTable[tableSpecs.size()];
        for (int i = 0; i < tables.length; i++) {
            TableCatalog.TableSpec spec = tableSpecs.get(i);
            tables[i] = new CallTable(spec.keyWidth(), spec.answerWidth(), spec.dependsOnMoves());
        }
        TupleIndex[] answerIndexes = catalog.answerIndexes().stream()
                .map(positions -> new TupleIndex(pool, positions)).toArray(TupleIndex[]::new);
        return new CompiledRules.Setup(pool, roleTerms, factIndexes, factBits, trueSigs, trueIndexes, tables,
                answerIndexes);
    }

    private MethodHandle compile(String className, String source) {
        String key = Sha256.of(source);
        synchronized (CACHE) {
            MethodHandle cached = CACHE.get(key);
            if (cached != null) {
                return cached;
            }
        }
        MethodHandles.Lookup defined;
        try {
            defined = JavaSourceCompiler.define(MethodHandles.lookup(), className, source,
                    List.of(CompiledRules.class, StateMachine.class));
        } catch (IllegalStateException e) {
            String message = String.valueOf(e.getMessage());
            if (message.contains("too large") || message.contains("too many")) {
                throw new UnsupportedGameException("the generated code is too large for the JVM: " + message);
            }
            throw e;
        }
        MethodHandle constructor;
        try {
            constructor = defined.findConstructor(defined.lookupClass(), CONSTRUCTOR);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("the generated rules have no constructor", e);
        }
        synchronized (CACHE) {
            CACHE.put(key, constructor);
        }
        return constructor;
    }

    private void dump(String source, Ordering order, String plan) {
        Path file = dump.resolve(game.name().replaceAll("[^A-Za-z0-9_.-]", "_") + "-" + order.optionName()
                + "-" + plan + ".java");
        try {
            Files.createDirectories(dump);
            Files.writeString(file, source);
        } catch (IOException e) {
            throw new ReasonerSpecException("option dump: cannot write " + file + ": " + e.getMessage());
        }
    }
}
