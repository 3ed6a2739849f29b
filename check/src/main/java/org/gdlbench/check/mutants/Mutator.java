package org.gdlbench.check.mutants;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import org.gdlbench.check.mutants.Mutation.Kind;
import org.gdlbench.gdl.Compound;
import org.gdlbench.gdl.Constant;
import org.gdlbench.gdl.GameDescription;
import org.gdlbench.gdl.Literal;
import org.gdlbench.gdl.Rule;
import org.gdlbench.gdl.Symbols;
import org.gdlbench.gdl.Term;
import org.gdlbench.gdl.parse.KifPrinter;

/**
 * The single-point bugs of a rule sheet, planted in its rules as written (before normalisation,
 * so lines and texts are the sheet's own), one list in sheet order, the same on every run.
 *
 * <p>The bugs are those an engine author makes when evaluating the rules: a rule or a body
 * literal lost, a negation turned, an index off by one, a wrong goal value, an initial fact
 * lost. So every rule with a body is mutated, and of the facts only {@code init} ones (dropped),
 * goal ones (dropped, value changed) and those of {@code legal}, {@code next} and
 * {@code terminal} (dropped); tables of static facts are data, not evaluation, and are left
 * alone, as are {@code role}, {@code base} and {@code input}, which no check asks about. Numbers
 * move by one only where rules use them, never in facts. The list grows with the sheet's size
 * (a few per literal), never combinatorially; {@link #evenly} thins a long one.
 */
public final class Mutator {
    private static final Set<Integer> UNMUTATED = Set.of(Symbols.ROLE, Symbols.BASE, Symbols.INPUT);
    private static final Set<Integer> DROPPABLE_FACTS = Set.of(Symbols.LEGAL, Symbols.NEXT, Symbols.GOAL,
            Symbols.TERMINAL, Symbols.INIT);

    private final GameDescription description;
    /** The sheet's symbols under the same ids, plus the numbers the mutations move to. */
    private final Symbols symbols = new Symbols();
    private final KifPrinter printer = new KifPrinter(symbols);
    private final List<String> printed = new ArrayList<>();
    private final List<Mutation> mutations = new ArrayList<>();
    private final Set<String> seen = new HashSet<>();

    public Mutator(GameDescription description) {
        this.description = description;
        for (int id = 0; id < description.symbols().size(); id++) {
            symbols.intern(description.symbols().name(id));
        }
        for (Rule rule : description.rules()) {
            printed.add(printer.rule(rule));
        }
        for (int index = 0; index < description.rules().size(); index++) {
            mutate(index, description.rules().get(index));
        }
    }

    /** Every mutation of the sheet, numbered from 1 in sheet order. */
    public List<Mutation> mutations() {
        return List.copyOf(mutations);
    }

    /**
     * The mutated rule sheet: the rules printed back, each on the line where the original has it
     * (so the front end's messages name the sheet's lines), with the one change made.
     */
    public String sheet(Mutation mutation) {
        StringBuilder text = new StringBuilder();
        int line = 1;
        for (int index = 0; index < printed.size(); index++) {
            String rule = index == mutation.ruleIndex() ? mutation.mutatedRule() : printed.get(index);
            if (rule.isEmpty()) {
                continue;
            }
            int target = description.rules().get(index).position().line();
            boolean word = !rule.startsWith("(");
            if (text.length() > 0 && line >= target) {
                // rules written on one line stay on it, but a bare word goes on its own: the
                // reader refuses a word beside another on a line (KifParser, not KIF)
                boolean afterWord = text.charAt(text.length() - 1) != ')';
                target = word || afterWord ? line + 1 : line;
                if (target == line) {
                    text.append(' ');
                }
            }
            for (; line < target; line++) {
                text.append('\n');
            }
            text.append(rule);
        }
        return text.append('\n').toString();
    }

    /** At most {@code max} of {@code all}, spread evenly over it so every part of the sheet is sampled. */
    public static List<Mutation> evenly(List<Mutation> all, int max) {
        if (all.size() <= max) {
            return all;
        }
        List<Mutation> chosen = new ArrayList<>();
        for (int i = 0; i < max; i++) {
            chosen.add(all.get((int) ((long) i * all.size() / max)));
        }
        return chosen;
    }

    private void mutate(int index, Rule rule) {
        int relation = rule.head().functor();
        if (UNMUTATED.contains(relation) || rule.isFact() && !DROPPABLE_FACTS.contains(relation)) {
            return;
        }
        add(index, rule, relation == Symbols.INIT ? Kind.DROP_INIT : Kind.DROP_RULE, printed.get(index), "", "");
        boolean goal = relation == Symbols.GOAL && rule.head().arity() == 2 && number(rule.head().arg(1)) >= 0;
        if (goal) {
            long value = number(rule.head().arg(1));
            Term changed = new Compound(Symbols.GOAL, rule.head().arg(0), numberTerm(value == 0 ? 100 : 0));
            add(index, rule, Kind.GOAL_VALUE, printer.term(rule.head()), printer.term(changed),
                    printer.rule(new Rule(changed, rule.body(), rule.position())));
        }
        if (rule.isFact()) {
            return;
        }
        if (!goal) {
            for (int at = 0; at < countNumbers(List.of(rule.head())); at++) {
                for (int delta : new int[] {1, -1}) {
                    List<Term> changed = shift(List.of(rule.head()), at, delta);
                    if (changed != null) {
                        Term head = changed.get(0);
                        add(index, rule, delta > 0 ? Kind.CONSTANT_UP : Kind.CONSTANT_DOWN, printer.term(rule.head()),
                                printer.term(head), printer.rule(new Rule(head, rule.body(), rule.position())));
                    }
                }
            }
        }
        literals(index, rule, rule.body(), rule::withBody, true);
    }

    /**
     * The mutations of each literal of {@code literals}, a rule's body or an {@code or}'s
     * disjuncts; {@code rebuild} makes the whole rule from a changed list. A disjunct is dropped
     * only from an {@code or} of two or more, and an {@code or} left with one is that disjunct.
     */
    private void literals(int index, Rule rule, List<Literal> literals, Function<List<Literal>, Rule> rebuild,
                          boolean body) {
        for (int i = 0; i < literals.size(); i++) {
            Literal literal = literals.get(i);
            String text = printer.literal(literal);
            int at = i;
            Function<Literal, Rule> replace = changed -> {
                List<Literal> copy = new ArrayList<>(literals);
                copy.set(at, changed);
                return rebuild.apply(copy);
            };
            if (body || literals.size() > 1) {
                List<Literal> without = new ArrayList<>(literals);
                without.remove(i);
                add(index, rule, Kind.DROP_LITERAL, text, "", printer.rule(rebuild.apply(without)));
            }
            if (literal instanceof Literal.Or or) {
                literals(index, rule, or.disjuncts(), disjuncts -> replace.apply(disjuncts.size() == 1
                        ? disjuncts.get(0) : new Literal.Or(disjuncts)), false);
                continue;
            }
            if (literal instanceof Literal.Not not) {
                add(index, rule, Kind.UN_NEGATE, text, printer.literal(not.body()),
                        printer.rule(replace.apply(not.body())));
            } else {
                Literal negated = new Literal.Not(literal);
                add(index, rule, Kind.NEGATE, text, printer.literal(negated), printer.rule(replace.apply(negated)));
            }
            List<Term> terms = terms(literal);
            for (int number = 0; number < countNumbers(terms); number++) {
                for (int delta : new int[] {1, -1}) {
                    List<Term> changed = shift(terms, number, delta);
                    if (changed != null) {
                        Literal edited = withTerms(literal, changed);
                        add(index, rule, delta > 0 ? Kind.CONSTANT_UP : Kind.CONSTANT_DOWN, text,
                                printer.literal(edited), printer.rule(replace.apply(edited)));
                    }
                }
            }
        }
    }

    /** Records a mutation unless the same rule was already changed into the same text. */
    private void add(int index, Rule rule, Kind kind, String original, String mutated, String mutatedRule) {
        if (mutatedRule.equals(printed.get(index)) || !seen.add(index + "\n" + mutatedRule)) {
            return;
        }
        mutations.add(new Mutation(mutations.size() + 1, kind, rule.position().line(), printed.get(index), original,
                mutated, index, mutatedRule));
    }

    /** The terms of a literal, left to right; none for a negated {@code or}, whose disjuncts are not reached. */
    private static List<Term> terms(Literal literal) {
        if (literal instanceof Literal.Atom atom) {
            return List.of(atom.atom());
        }
        if (literal instanceof Literal.Distinct distinct) {
            return List.of(distinct.left(), distinct.right());
        }
        if (literal instanceof Literal.Not not) {
            return terms(not.body());
        }
        return List.of();
    }

    private static Literal withTerms(Literal literal, List<Term> terms) {
        if (literal instanceof Literal.Atom) {
            return new Literal.Atom(terms.get(0));
        }
        if (literal instanceof Literal.Distinct) {
            return new Literal.Distinct(terms.get(0), terms.get(1));
        }
        return new Literal.Not(withTerms(((Literal.Not) literal).body(), terms));
    }

    private int countNumbers(List<Term> terms) {
        int count = 0;
        for (Term term : terms) {
            if (number(term) >= 0) {
                count++;
            } else if (term instanceof Compound compound) {
                count += countNumbers(compound.args());
            }
        }
        return count;
    }

    /**
     * {@code terms} with their {@code which}-th number (depth first, left to right) moved by
     * {@code delta}; null when that would make it negative.
     */
    private List<Term> shift(List<Term> terms, int which, int delta) {
        List<Term> copy = new ArrayList<>(terms);
        int skipped = 0;
        for (int i = 0; i < copy.size(); i++) {
            Term term = copy.get(i);
            int inside = number(term) >= 0 ? 1 : term instanceof Compound compound ? countNumbers(compound.args()) : 0;
            if (which >= skipped + inside) {
                skipped += inside;
                continue;
            }
            if (number(term) >= 0) {
                long moved = number(term) + delta;
                if (moved < 0) {
                    return null;
                }
                copy.set(i, numberTerm(moved));
            } else {
                Compound compound = (Compound) term;
                List<Term> args = shift(compound.args(), which - skipped, delta);
                if (args == null) {
                    return null;
                }
                copy.set(i, new Compound(compound.functor(), args));
            }
            return copy;
        }
        throw new IndexOutOfBoundsException("no number " + which + " in " + terms);
    }

    /** The value of a constant written in decimal digits, or -1 for any other term. */
    private long number(Term term) {
        if (!(term instanceof Constant constant)) {
            return -1;
        }
        String name = symbols.name(constant.symbol());
        if (name.isEmpty() || name.length() > 18 || !name.chars().allMatch(Character::isDigit)) {
            return -1;
        }
        return Long.parseLong(name);
    }

    private Term numberTerm(long value) {
        return new Constant(symbols.intern(Long.toString(value)));
    }
}
