package org.ggp.base.util.statemachine;

/** Test stand-in: a role. */
public class Role {
    private final String name;

    public Role(String name) {
        this.name = name;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Role role && role.name.equals(name);
    }

    @Override
    public int hashCode() {
        return name.hashCode();
    }

    @Override
    public String toString() {
        return name;
    }
}
