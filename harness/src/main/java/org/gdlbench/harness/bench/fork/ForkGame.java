package org.gdlbench.harness.bench.fork;

import org.gdlbench.gdl.Game;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The game of a fork, parsed once and shared by the fork's benchmark threads, each of which
 * prepares a machine of its own from it ({@link BenchmarkSubject}): so that N threads measure N
 * machines of the same game, never one machine shared.
 */
@State(Scope.Benchmark)
public class ForkGame {
    /** Game name: {@code <gamesDir>/<game>.kif}. */
    @Param("tictactoe")
    public String game;

    /** Folder of the games' rules; empty for the bundled corpus. */
    @Param("")
    public String gamesDir;

    Game parsed;

    @Setup(Level.Trial)
    public void load() {
        parsed = GameFiles.load(gamesDir, game);
    }
}
