package org.gdlbench.gdl.parse;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.gdlbench.gdl.GdlException;
import org.gdlbench.gdl.SourcePosition;

/**
 * A rule sheet's text, read as UTF-8. A file that is not text is the author's problem, said in
 * one line with its place ({@code file:line:column: encoding: not UTF-8 text at byte 130}), not
 * a decoder's message.
 */
public final class SheetText {
    private SheetText() {
    }

    /**
     * @throws GdlException (kind {@code encoding}) when the file holds a NUL byte or bytes that are not UTF-8
     * @throws UncheckedIOException when the file cannot be read
     */
    public static String read(Path file) {
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file + ": " + e.getMessage(), e);
        }
        return decode(file.toString(), bytes);
    }

    static String decode(String source, byte[] bytes) {
        for (int i = 0; i < bytes.length; i++) {
            if (bytes[i] == 0) {
                throw problem(source, bytes, i, "a binary file, not text (a NUL byte at byte " + i + ")");
            }
        }
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(bytes.length);
        CoderResult result = decoder.decode(in, out, true);
        if (result.isError()) {
            throw problem(source, bytes, in.position(), "not UTF-8 text at byte " + in.position());
        }
        decoder.flush(out);
        return out.flip().toString();
    }

    private static GdlException problem(String source, byte[] bytes, int offset, String message) {
        int line = 1;
        int lineStart = 0;
        for (int i = 0; i < offset; i++) {
            if (bytes[i] == '\n') {
                line++;
                lineStart = i + 1;
            }
        }
        return new GdlException(new SourcePosition(source, line, offset - lineStart + 1), "encoding", message);
    }
}
