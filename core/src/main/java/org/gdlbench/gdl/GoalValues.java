package org.gdlbench.gdl;


/** Reads goal values, which GDL writes as the constants 0 to 100. */
public final class GoalValues {
    /** What every reasoner reports for a role whose goal is not defined in a state. */
    public static final int UNDEFINED = -1;

    private GoalValues() {
    }

    /** The value of a goal constant, or {@link #UNDEFINED} when it is not an integer 0..100. */
    public static int parse(Term value, Symbols symbols) {
        if (!(value instanceof Constant constant)) {
            return UNDEFINED;
        }
        String name = symbols.name(constant.symbol());
        if (name.isEmpty() || name.length() > 3) {
            return UNDEFINED;
        }
        for (int i = 0; i < name.length(); i++) {
            if (!Character.isDigit(name.charAt(i))) {
                return UNDEFINED;
            }
        }
        int parsed = Integer.parseInt(name);
        return parsed <= 100 ? parsed : UNDEFINED;
    }
}
