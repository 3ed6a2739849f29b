package org.gdlbench.handwritten;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.gdlbench.corpus.Corpus;
import org.gdlbench.gdl.Game;
import org.gdlbench.machine.Reasoners;
import org.gdlbench.machine.StateMachine;

/** The bundled rule sheets of the hand-written games, read once for all tests. */
final class BundledGames {
    private static final Corpus CORPUS = Corpus.bundled();
    private static final Map<HandwrittenGame, Game> GAMES = new ConcurrentHashMap<>();

    private BundledGames() {
    }

    static Corpus corpus() {
        return CORPUS;
    }

    /** The text of a bundled rule sheet, read from the class path like the corpus itself. */
    static String ruleSheet(HandwrittenGame known) {
        String resource = "gdlbench/games/" + known.corpusName() + "/" + known.corpusName() + ".kif";
        try (InputStream in = BundledGames.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException(resource + " is not on the class path");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Game game(HandwrittenGame known) {
        return GAMES.computeIfAbsent(known, k -> CORPUS.entry(k.corpusName()).game());
    }

    /** The hand-written machine, made without the hash check so it can be checked against changed rules. */
    static BitboardMachine machine(HandwrittenGame known) {
        return (BitboardMachine) known.machineFor(game(known));
    }

    static StateMachine reference(HandwrittenGame known) {
        return Reasoners.create("reference", game(known));
    }
}
