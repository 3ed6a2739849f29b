package org.gdlbench.harness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.gdlbench.check.mutants.DefaultCheck;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;

/** {@code mutants} measures the check that {@code verify} runs by default, not another one. */
class DefaultCheckTest {
    @Test
    void theCheckMutantsMeasuresIsVerifysDefault() {
        CommandSpec verify = new CommandLine(new VerifyCommand()).getCommandSpec();
        String because = "DefaultCheck must follow verify's defaults: change it when they change";
        assertNull(verify.findOption("--playouts").defaultValue(), "verify aims at coverage unless --playouts is given");
        assertEquals(String.valueOf(DefaultCheck.SEED), verify.findOption("--seed").defaultValue(), because);
        assertEquals(DefaultCheck.TIME_CAP.toSeconds(), Double.parseDouble(verify.findOption("--time-cap").defaultValue()),
                because);
    }
}
