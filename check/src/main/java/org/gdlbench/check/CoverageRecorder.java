package org.gdlbench.check;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.IntConsumer;
import org.gdlbench.gdl.Compound;
import org.gdlbench.gdl.Constant;
import org.gdlbench.gdl.Game;
import org.gdlbench.gdl.GdlException;
import org.gdlbench.gdl.GoalValues;
import org.gdlbench.gdl.Rule;
import org.gdlbench.gdl.SourcePosition;
import org.gdlbench.gdl.Symbols;
import org.gdlbench.gdl.Term;
import org.gdlbench.gdl.parse.KifParser;
import org.gdlbench.gdl.parse.KifPrinter;
import org.gdlbench.machine.RuleDerivations;
import org.gdlbench.machine.StateMachine;

/**
 * Collects a game's {@link Coverage} while the reference answers for the compared states: rule
 * derivations from the reference's hook, goal values, terminal and move forms from each state's
 * answers ({@link #observe}). What there is to exercise comes from the rules: the sheet's rules
 * by their position, the goal values and move forms written in goal and legal heads (a value or
 * move that is a variable there adds what play reaches).
 */
final class CoverageRecorder {
    private final Game game;
    private final KifPrinter printer;
    private final List<String> roles;
    private final boolean rulesReported;
    /** The sheet's rules by position, with their text as written; a normalised rule maps back by its position. */
    private final Map<SourcePosition, String> rules = new LinkedHashMap<>();
    private final Set<SourcePosition> derived = new LinkedHashSet<>();
    /** The game's rules (as normalised) behind {@link #rules}, in order, for steering toward those not yet exercised. */
    private final List<Rule> playRules = new ArrayList<>();
    /** Per role: goal value -> reached. */
    private final List<TreeMap<Integer, Boolean>> goals = new ArrayList<>();
    /** Per role: move form -> seen legal. */
    private final List<TreeMap<String, Boolean>> forms = new ArrayList<>();
    private boolean terminal;
    private int exercised;

    /** Listens to {@code reference}'s derivations when it can report them. */
    CoverageRecorder(Game game, StateMachine reference) {
        this.game = game;
        this.printer = new KifPrinter(game.symbols());
        this.roles = reference.roles();
        for (int role = 0; role < roles.size(); role++) {
            goals.add(new TreeMap<>());
            forms.add(new TreeMap<>());
        }
        Map<SourcePosition, Rule> written = new LinkedHashMap<>();
        for (Rule rule : game.description().rules()) {
            written.putIfAbsent(rule.position(), rule);
        }
        for (Rule rule : game.rules()) {
            int predicate = rule.head().functor();
            if (predicate == Symbols.GOAL && rule.head().arity() == 2) {
                Term value = rule.head().arg(1);
                if (value instanceof Constant) {
                    int parsed = GoalValues.parse(value, game.symbols());
                    if (parsed != GoalValues.UNDEFINED) {
                        forRoles(rule.head().arg(0), printer, role -> goals.get(role).putIfAbsent(parsed, false));
                    }
                }
            } else if (predicate == Symbols.LEGAL && rule.head().arity() == 2) {
                String form = formOf(rule.head().arg(1), printer);
                if (form != null) {
                    forRoles(rule.head().arg(0), printer, role -> forms.get(role).putIfAbsent(form, false));
                }
            }
            if (rule.isFact() || predicate == Symbols.BASE || predicate == Symbols.INPUT) {
                continue;
            }
            Rule source = written.getOrDefault(rule.position(), rule);
            rules.putIfAbsent(rule.position(), printer.rule(source.isFact() ? rule : source));
            playRules.add(rule);
        }
        if (reference instanceof RuleDerivations hook) {
            rulesReported = true;
            hook.onDerivation(this::derived);
        } else {
            rulesReported = false;
        }
    }

    private void forRoles(Term role, KifPrinter printer, IntConsumer action) {
        if (!role.isGround()) {
            for (int index = 0; index < roles.size(); index++) {
                action.accept(index);
            }
            return;
        }
        int index = roles.indexOf(printer.term(role));
        if (index >= 0) {
            action.accept(index);
        }
    }

    /** "mark/2" for a compound move, the constant itself for a constant, null for a variable. */
    private static String formOf(Term move, KifPrinter printer) {
        if (move instanceof Constant) {
            return printer.term(move);
        }
        if (move instanceof Compound) {
            return printer.term(new Constant(move.functor())) + "/" + move.arity();
        }
        return null;
    }

    /** The form of a move the reference listed, as KIF text. */
    private String formOf(String moveText) {
        try {
            String form = formOf(KifParser.parseGroundTerm(moveText, game.symbols()), printer);
            return form == null ? moveText : form;
        } catch (GdlException e) {
            return moveText;
        }
    }

    private synchronized void derived(Rule rule) {
        if (derived.add(rule.position()) && rules.containsKey(rule.position())) {
            exercised++;
        }
    }

    /** Up to {@code most} of the game's rules (as normalised) that have not derived anything yet, in the sheet's order; none when rules are not reported. */
    synchronized List<Rule> unexercised(int most) {
        List<Rule> left = new ArrayList<>();
        for (Rule rule : playRules) {
            if (!rulesReported || left.size() == most) {
                break;
            }
            if (!derived.contains(rule.position())) {
                left.add(rule);
            }
        }
        return left;
    }

    /** Records what one compared state's answers exercise. */
    synchronized void observe(ReferencePath.Step step) {
        if (step.terminal() && !terminal) {
            terminal = true;
            exercised++;
        }
        for (int role = 0; role < roles.size(); role++) {
            int value = step.goals()[role];
            if (value != GoalValues.UNDEFINED && !Boolean.TRUE.equals(goals.get(role).put(value, true))) {
                exercised++;
            }
            for (String move : step.legal().get(role)) {
                if (!Boolean.TRUE.equals(forms.get(role).put(formOf(move), true))) {
                    exercised++;
                }
            }
        }
    }

    /** How many items have been exercised so far: it grows exactly when something new is exercised. */
    synchronized int exercised() {
        return exercised;
    }

    /** Whether everything known to exercise has been. */
    synchronized boolean complete() {
        return snapshot().complete();
    }

    synchronized Coverage snapshot() {
        List<String> never = new ArrayList<>();
        int rulesHit = 0;
        for (Map.Entry<SourcePosition, String> rule : rules.entrySet()) {
            if (derived.contains(rule.getKey())) {
                rulesHit++;
            } else if (rulesReported) {
                never.add("line " + rule.getKey().line() + " " + rule.getValue());
            }
        }
        int goalsHit = 0;
        int goalsTotal = 0;
        for (int role = 0; role < roles.size(); role++) {
            for (Map.Entry<Integer, Boolean> value : goals.get(role).entrySet()) {
                goalsTotal++;
                if (value.getValue()) {
                    goalsHit++;
                } else {
                    never.add("goal " + value.getKey() + " of " + roles.get(role));
                }
            }
        }
        if (!terminal) {
            never.add("terminal");
        }
        int formsHit = 0;
        int formsTotal = 0;
        for (int role = 0; role < roles.size(); role++) {
            for (Map.Entry<String, Boolean> form : forms.get(role).entrySet()) {
                formsTotal++;
                if (form.getValue()) {
                    formsHit++;
                } else {
                    never.add("move " + form.getKey() + " of " + roles.get(role));
                }
            }
        }
        Coverage.Count ruleCount = rulesReported ? new Coverage.Count(rulesHit, rules.size()) : null;
        return new Coverage(ruleCount, new Coverage.Count(goalsHit, goalsTotal), terminal,
                new Coverage.Count(formsHit, formsTotal), never);
    }
}
