package org.gdlbench.gdl.parse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.gdlbench.gdl.GdlException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SheetTextTest {
    @TempDir
    Path folder;

    @Test
    void utf8TextIsRead() throws Exception {
        Path file = folder.resolve("ok.kif");
        Files.writeString(file, "(role ünïcode)\n", StandardCharsets.UTF_8);
        assertEquals("(role ünïcode)\n", SheetText.read(file));
    }

    @Test
    void latin1TextIsRefusedWithItsPlace() throws Exception {
        Path file = folder.resolve("latin1.kif");
        Files.write(file, "(role white)\n(role bl\u00e9)\n".getBytes(StandardCharsets.ISO_8859_1));
        GdlException e = assertThrows(GdlException.class, () -> SheetText.read(file));
        assertEquals("encoding", e.kind());
        assertEquals(file + ":2:9: encoding: not UTF-8 text at byte 21", e.getMessage());
    }

    @Test
    void aBinaryFileIsRefusedAsBinary() throws Exception {
        Path file = folder.resolve("binary.kif");
        Files.write(file, new byte[] {'(', 'r', 0, 1, 2});
        GdlException e = assertThrows(GdlException.class, () -> SheetText.read(file));
        assertEquals(file + ":1:3: encoding: a binary file, not text (a NUL byte at byte 2)", e.getMessage());
    }
}
