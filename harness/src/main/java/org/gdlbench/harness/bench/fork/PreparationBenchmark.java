package org.gdlbench.harness.bench.fork;

import java.util.concurrent.TimeUnit;
import org.gdlbench.gdl.Game;
import org.gdlbench.gdl.frontend.FrontEnd;
import org.gdlbench.machine.Reasoners;
import org.gdlbench.machine.StateMachine;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Preparation time, parse to reasoner ready, measured single-shot in fresh forks (a cold start,
 * as a player meets a new game), apart from every throughput figure.
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class PreparationBenchmark {
    /** The game's text, read before the measurement. */
    @State(Scope.Thread)
    public static class Source {
        @Param("tictactoe")
        public String game;

        @Param(Reasoners.REFERENCE)
        public String reasoner;

        @Param("")
        public String gamesDir;

        String text;

        @Setup(Level.Trial)
        public void read() {
            text = GameFiles.text(gamesDir, game);
        }
    }

    @Benchmark
    public StateMachine prepare(Source source) {
        Game game = FrontEnd.load(source.game, source.game + ".kif", source.text);
        StateMachine machine = Reasoners.create(source.reasoner, game);
        machine.initialState();
        return machine;
    }
}
