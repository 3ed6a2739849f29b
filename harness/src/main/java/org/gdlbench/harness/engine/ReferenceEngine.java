package org.gdlbench.harness.engine;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import org.gdlbench.engine.EngineProcess;
import org.gdlbench.gdl.GdlException;
import org.gdlbench.gdl.frontend.FrontEnd;
import org.gdlbench.harness.match.MatchRecord;
import org.gdlbench.machine.MachineState;
import org.gdlbench.machine.PlayoutResult;
import org.gdlbench.machine.Reasoners;
import org.gdlbench.machine.StateMachine;

/**
 * The engine protocol (docs/PROTOCOL.md) served by the reference interpreter, as a program of its
 * own: {@code java -cp gdlbench.jar org.gdlbench.harness.engine.ReferenceEngine [--fault KIND --step N]
 * [--rules FILE]}. With a fault it goes wrong on purpose in states {@code N} joint moves deep, for
 * tests; a crash, hang or garbage at step 0 strikes at the bulk playouts request instead. With
 * {@code --rules} it plays the rules in FILE whatever rules it is sent: an engine whose game has a
 * bug, as an engine author's might, for tests of what verify catches.
 */
public final class ReferenceEngine {
    /** The ways to go wrong on purpose. */
    enum Fault { NONE, WRONG_MOVE, CRASH, HANG, GARBAGE }

    private final Fault fault;
    private final int faultStep;
    /** The rules played instead of those sent, or null. */
    private final String ownRules;
    private final BufferedReader in;
    private final PrintStream out;
    private StateMachine machine;
    /** States by handle, and how deep each is. */
    private final List<MachineState> states = new ArrayList<>();
    private final List<Integer> depths = new ArrayList<>();

    ReferenceEngine(Fault fault, int faultStep, BufferedReader in, PrintStream out) {
        this(fault, faultStep, null, in, out);
    }

    ReferenceEngine(Fault fault, int faultStep, String ownRules, BufferedReader in, PrintStream out) {
        this.fault = fault;
        this.faultStep = faultStep;
        this.ownRules = ownRules;
        this.in = in;
        this.out = out;
    }

    public static void main(String[] args) throws IOException {
        Fault fault = Fault.NONE;
        int step = 0;
        String rules = null;
        for (int i = 0; i + 1 < args.length; i += 2) {
            switch (args[i]) {
                case "--fault" -> fault = Fault.valueOf(args[i + 1].toUpperCase(Locale.ROOT).replace('-', '_'));
                case "--step" -> step = Integer.parseInt(args[i + 1]);
                case "--rules" -> rules = Files.readString(Path.of(args[i + 1]));
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        new ReferenceEngine(fault, step, rules, in, out).serve();
    }

    void serve() throws IOException {
        out.println(EngineProcess.GREETING);
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            if (line.strip().equals("quit")) {
                return;
            }
            String answer;
            try {
                answer = answer(line.strip());
            } catch (RuntimeException e) {
                answer = "error " + String.valueOf(e.getMessage()).replace('\n', ' ');
            }
            out.println(answer);
        }
    }

    private String answer(String line) throws IOException {
        int space = line.indexOf(' ');
        String request = space < 0 ? line : line.substring(0, space);
        List<String> words = space < 0 ? List.of() : MatchRecord.terms(line.substring(space + 1), "request");
        if (request.equals("rules")) {
            return load(Integer.parseInt(words.get(0)));
        }
        if (machine == null) {
            return "error no rules loaded";
        }
        return switch (request) {
            case "roles" -> "roles " + String.join(" ", machine.roles());
            case "initial" -> "state " + keep(machine.initialState(), 0);
            case "state" -> "state " + keep(machine.stateOf(words), 0);
            case "fluents" -> "fluents " + String.join(" ", machine.fluents(state(words.get(0))));
            case "terminal" -> "terminal " + machine.isTerminal(state(words.get(0)));
            case "goals" -> goals(state(words.get(0)));
            case "legal" -> legal(state(words.get(0)), Integer.parseInt(words.get(1)), depthOf(words.get(0)));
            case "next" -> next(words);
            case "playouts" -> playouts(Long.parseLong(words.get(0)), Long.parseLong(words.get(1)));
            default -> "error unknown request " + request;
        };
    }

    private String load(int lines) throws IOException {
        StringBuilder rules = new StringBuilder();
        for (int i = 0; i < lines; i++) {
            String line = in.readLine();
            if (line == null) {
                throw new IOException("the rules end early");
            }
            rules.append(line).append('\n');
        }
        try {
            String played = ownRules != null ? ownRules : rules.toString();
            machine = Reasoners.create(Reasoners.REFERENCE, FrontEnd.load("game", "<rules>", played));
        } catch (GdlException e) {
            return "error " + e.getMessage();
        }
        states.clear();
        depths.clear();
        return "ok";
    }

    private String goals(MachineState state) {
        StringBuilder text = new StringBuilder("goals");
        for (int goal : machine.goals(state)) {
            text.append(' ').append(goal);
        }
        return text.toString();
    }

    private String legal(MachineState state, int role, int depth) {
        List<String> moves = new ArrayList<>(machine.legalMoveTexts(state, role));
        if (fault == Fault.WRONG_MOVE && depth == faultStep && role == 0 && !moves.isEmpty()) {
            moves.remove(0);
        }
        return ("legal " + String.join(" ", moves)).strip();
    }

    private String next(List<String> words) {
        MachineState state = state(words.get(0));
        int depth = depthOf(words.get(0)) + 1;
        String broken = strike(depth);
        if (broken != null) {
            return broken;
        }
        int[] joint = new int[machine.roles().size()];
        for (int role = 0; role < joint.length; role++) {
            joint[role] = machine.moveId(role, words.get(role + 1));
        }
        MachineState next = machine.newState();
        machine.next(state, joint, next);
        return "state " + keep(next, depth);
    }

    /** Goes wrong as asked when {@code step} is the fault's step: exits, hangs, or gives the garbage to answer. */
    private String strike(int step) {
        if (step == faultStep) {
            switch (fault) {
                case CRASH -> System.exit(3);
                case HANG -> sleepForever();
                case GARBAGE -> {
                    return "%%% ((";
                }
                default -> { }
            }
        }
        return null;
    }

    /** Step 0 of a crash, hang or garbage fault is the bulk playouts request (no next leads to step 0). */
    private String playouts(long millis, long seed) {
        String broken = strike(0);
        if (broken != null) {
            return broken;
        }
        SplittableRandom random = new SplittableRandom(seed);
        long end = System.nanoTime() + millis * 1_000_000;
        long count = 0;
        long depths = 0;
        MachineState initial = machine.initialState();
        do {
            PlayoutResult result = machine.playout(initial, random);
            count++;
            depths += result.depth();
        } while (System.nanoTime() < end);
        return "playouts " + count + " " + depths;
    }

    private int keep(MachineState state, int depth) {
        states.add(state);
        depths.add(depth);
        return states.size() - 1;
    }

    private MachineState state(String handle) {
        return states.get(Integer.parseInt(handle));
    }

    private int depthOf(String handle) {
        return depths.get(Integer.parseInt(handle));
    }

    private static void sleepForever() {
        while (true) {
            try {
                Thread.sleep(Long.MAX_VALUE);
            } catch (InterruptedException e) {
                // keep hanging: that is the fault
            }
        }
    }
}
