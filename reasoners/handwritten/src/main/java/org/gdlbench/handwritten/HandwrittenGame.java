package org.gdlbench.handwritten;

import java.util.Optional;
import java.util.function.Function;
import org.gdlbench.gdl.Game;
import org.gdlbench.machine.StateMachine;

/**
 * The games with a hand-written machine, each known by the SHA-256 of its normalised rules in
 * our bundled corpus. A machine encodes one exact rule sheet, so any change to that sheet
 * changes the hash and the machine stops accepting it until its rules are checked again and
 * the hash here is updated.
 */
enum HandwrittenGame {
    TICTACTOE("tictactoe", "0324cf18dcbe645dad1901f16c1332196cef60103aaf188229d7157fee1b1fa0", TicTacToeMachine::new),
    CONNECTFOUR("connectfour", "a0a39d4f1c4c2e64d86c830f62d6a3838c4f56c3c1a31c99501127fb57437a82", ConnectFourMachine::new),
    BREAKTHROUGH("breakthrough", "f85dcf3fa169de481cad20540937d61c8d87d78c4113652b47eb110a7b38d3c4", BreakthroughMachine::new);

    private final String corpusName;
    private final String rulesHash;
    private final Function<Game, StateMachine> machine;

    HandwrittenGame(String corpusName, String rulesHash, Function<Game, StateMachine> machine) {
        this.corpusName = corpusName;
        this.rulesHash = rulesHash;
        this.machine = machine;
    }

    /** The name of the rule sheet in the bundled corpus, {@code corpus/games/<name>/<name>.kif}. */
    String corpusName() {
        return corpusName;
    }

    /** The {@link Game#hash()} of the rules the machine plays. */
    String rulesHash() {
        return rulesHash;
    }

    StateMachine machineFor(Game game) {
        return machine.apply(game);
    }

    static Optional<HandwrittenGame> withRulesHash(String hash) {
        for (HandwrittenGame game : values()) {
            if (game.rulesHash.equals(hash)) {
                return Optional.of(game);
            }
        }
        return Optional.empty();
    }
}
