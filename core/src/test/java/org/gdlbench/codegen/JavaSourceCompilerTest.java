package org.gdlbench.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class JavaSourceCompilerTest {
    /** Package-private, as the types generated code extends are: the hidden class must still see it. */
    interface Step {
        int apply(int value);
    }

    @BeforeAll
    static void needsACompiler() {
        Assumptions.assumeTrue(JavaSourceCompiler.available(), "this Java runtime has no compiler");
    }

    @Test
    void aGeneratedClassRunsAndSeesItsPackage() throws Throwable {
        String source = """
                package org.gdlbench.codegen;
                final class Twice implements JavaSourceCompilerTest.Step {
                    public int apply(int value) { return 2 * value; }
                }
                """;
        MethodHandles.Lookup defined = JavaSourceCompiler.define(MethodHandles.lookup(), "Twice", source,
                List.of(JavaSourceCompilerTest.class));
        assertTrue(defined.lookupClass().isHidden());
        Step step = (Step) defined.findConstructor(defined.lookupClass(), MethodType.methodType(void.class)).invoke();
        assertEquals(42, step.apply(21));
    }

    @Test
    void sourceThatDoesNotCompileSaysWhereAndWhy() {
        String source = "package org.gdlbench.codegen;\nfinal class Broken { int x = ; }\n";
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> JavaSourceCompiler.define(MethodHandles.lookup(), "Broken", source,
                        List.of(JavaSourceCompilerTest.class)));
        assertTrue(e.getMessage().startsWith("generated class org.gdlbench.codegen.Broken does not compile: line 2: "),
                e.getMessage());
    }
}
