package org.gdlbench.corpus;

/**
 * The METADATA file beside a game: name, number of roles, a short description and where the
 * rules come from. Every field may be missing for folders of bare .kif files.
 */
public record GameMetadata(String name, Integer roles, String description, String source) {
    public static final GameMetadata NONE = new GameMetadata(null, null, null, null);
}
