package org.gdlbench.propnet.codegen;

import org.gdlbench.grounding.GroundProgram;
import org.gdlbench.propnet.net.Bits;
import org.gdlbench.propnet.net.NetBuilder;
import org.gdlbench.propnet.net.Propnet;

/**
 * A comment for a dumped generated source mapping the slots its code reads and writes to the GDL
 * atoms they hold: {@code c[i]} (counters) of bases and inputs, bit {@code b} of {@code s[w]}
 * (state words) and of {@code o[w]} (output words: legal moves, their guards, the next state,
 * terminal), and the components goals read. Gates of the optimised net hold no atom of their own.
 */
final class SlotLegend {
    private SlotLegend() {}

    static String of(Propnet net, GroundProgram program) {
        StringBuilder out = new StringBuilder("\n/*\n * Slots and the GDL atoms they hold.\n");
        for (int f = 0; f < net.fluents; f++) {
            String fluent = text(program.fluentText(f));
            out.append(" * c[").append(f).append("], s[").append(Bits.word(f)).append("] bit ")
                    .append(Bits.bitInWord(f)).append(": (true ").append(fluent).append(")\n");
        }
        int roles = program.roleCount();
        for (int r = 0; r < roles; r++) {
            String role = text(program.roles().get(r));
            for (int m = 0; m < program.moveCount(r); m++) {
                String move = text(program.moveText(r, m));
                out.append(" * c[").append(net.firstInput[r] + m).append("]: (does ").append(role).append(' ')
                        .append(move).append(")\n");
                out.append(" * ").append(bit(net.legalStart[r] + m)).append(": (legal ").append(role).append(' ')
                        .append(move).append(")\n");
            }
            for (int i = 0; i < net.guardedMask[r].length; i++) {
                out.append(" * ").append(bit(net.guardStart + r * NetBuilder.MAX_GUARDS + i)).append(": guard ")
                        .append(i).append(" of ").append(role).append("'s legal moves\n");
            }
            int[] values = program.goalValues(r);
            for (int g = 0; g < net.goalSource[r].length; g++) {
                int source = net.goalSource[r][g];
                String read = source == Propnet.ALWAYS ? "always" : source == Propnet.NEVER ? "never"
                        : ((source & 1) != 0 ? "not " : "") + "c[" + (source >>> 1) + "]";
                out.append(" * (goal ").append(role).append(' ').append(values[g]).append("): ").append(read)
                        .append('\n');
            }
        }
        for (int f = 0; f < net.fluents; f++) {
            out.append(" * ").append(bit(net.nextStart + f)).append(": (next ").append(text(program.fluentText(f)))
                    .append(")\n");
        }
        out.append(" * ").append(bit(net.terminalBit)).append(": terminal\n */\n");
        return out.toString();
    }

    /** An atom's text, kept from closing the comment. */
    private static String text(String atom) {
        return atom.replace("*/", "* /");
    }

    private static String bit(int bit) {
        return "o[" + Bits.word(bit) + "] bit " + Bits.bitInWord(bit);
    }
}
