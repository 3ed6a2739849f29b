package org.gdlbench.forward;

/** One rule, ready to derive its results from the knowledge base into it. */
interface RuleProcessor {
    /** Derives every result the knowledge base supports now and writes it there. */
    void run(KnowledgeBase kb);

    /** The bytes of the reference tables behind this rule; 0 for a rule processed without them. */
    long tableBytes();
}
