package org.gdlbench.reports.report;

/** Input a report cannot be made from; the message is one line naming the file (and line). */
public final class ReportException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public ReportException(String message) {
        super(message);
    }
}
