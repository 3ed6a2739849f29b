package org.gdlbench.corpus;

import org.gdlbench.gdl.Game;
import org.gdlbench.gdl.GameDescription;
import org.gdlbench.gdl.GdlException;
import org.gdlbench.gdl.frontend.FrontEnd;

/**
 * One rule sheet of a corpus: its name (file or folder name), where it came from, its text and
 * metadata. It is parsed once, when the corpus is read; {@link #game()} validates it.
 */
public final class CorpusEntry {
    private final String name;
    private final String source;
    private final GameMetadata metadata;
    private final GameDescription description;
    private final GdlException parseError;
    private final String hash;
    private Game game;
    private GdlException validationError;

    CorpusEntry(String name, String source, GameMetadata metadata, GameDescription description,
                GdlException parseError, String hash) {
        this.name = name;
        this.source = source;
        this.metadata = metadata;
        this.description = description;
        this.parseError = parseError;
        this.hash = hash;
    }

    public String name() {
        return name;
    }

    /** The file (or classpath resource) the rules were read from. */
    public String source() {
        return source;
    }

    public GameMetadata metadata() {
        return metadata;
    }

    /** SHA-256 of the normalised text (of the raw text when it does not parse). */
    public String hash() {
        return hash;
    }

    /** The validated game. @throws GdlException when the sheet is not valid GDL */
    public synchronized Game game() {
        if (parseError != null) {
            throw parseError;
        }
        if (validationError != null) {
            throw validationError;
        }
        if (game == null) {
            try {
                game = FrontEnd.fromDescription(name, description);
            } catch (GdlException e) {
                validationError = e;
                throw e;
            }
        }
        return game;
    }

    /** Null when the sheet is valid GDL, otherwise the first problem found. */
    public GdlException problem() {
        try {
            game();
            return null;
        } catch (GdlException e) {
            return e;
        }
    }

    /** Rules as written (before normalisation), or -1 when the sheet does not parse. */
    public int ruleCount() {
        return description == null ? -1 : description.rules().size();
    }
}
