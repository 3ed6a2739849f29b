package org.gdlbench.reports.results;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;
import java.util.Map;

/**
 * Where and how a run was made, so result folders of different machines can be told apart and
 * loaded together.
 *
 * @param memoryBytes physical memory of the machine, or null when unknown
 * @param jvmOptions the options of the benchmark JVMs (the forks)
 * @param hostJvmOptions the options of the JVM that ran the harness
 * @param gameHashes each game measured, by name: the SHA-256 of its normalised rules
 * @param date when the run started, ISO-8601 in UTC
 * @param threadsPerCore hardware threads per physical core (2 with SMT, hyper-threading, on), or null
 *                       when unknown (results written before it was recorded)
 * @param governor the CPU frequency governor of the first core ({@code performance}, {@code powersave},
 *                 ...), or null where the OS does not expose one (most virtual machines, non-Linux)
 * @param physicalCores the machine's physical cores, whatever gdlbench may run on ({@code cores} is
 *                      the processors it may use, hardware threads counted); null when unknown
 *                      (results written before it was recorded)
 */
@JsonPropertyOrder({"date", "profile", "command", "cpu", "cores", "memoryBytes", "os", "jdkVendor", "jdkVersion",
        "vm", "jvmOptions", "hostJvmOptions", "gdlbenchVersion", "gitCommit", "gitDirty", "jmhVersion", "gameHashes", "threadsPerCore", "governor",
        "physicalCores"})
public record Environment(String date, String profile, String command, String cpu, int cores, Long memoryBytes,
                          String os, String jdkVendor, String jdkVersion, String vm, List<String> jvmOptions,
                          List<String> hostJvmOptions, String gdlbenchVersion, String gitCommit, Boolean gitDirty,
                          String jmhVersion, Map<String, String> gameHashes,
                          @JsonInclude(JsonInclude.Include.NON_NULL) Integer threadsPerCore,
                          @JsonInclude(JsonInclude.Include.NON_NULL) String governor,
                          @JsonInclude(JsonInclude.Include.NON_NULL) Integer physicalCores) {
    /** An environment without the physical cores. */
    public Environment(String date, String profile, String command, String cpu, int cores, Long memoryBytes,
                       String os, String jdkVendor, String jdkVersion, String vm, List<String> jvmOptions,
                       List<String> hostJvmOptions, String gdlbenchVersion, String gitCommit, Boolean gitDirty,
                       String jmhVersion, Map<String, String> gameHashes, Integer threadsPerCore, String governor) {
        this(date, profile, command, cpu, cores, memoryBytes, os, jdkVendor, jdkVersion, vm, jvmOptions, hostJvmOptions,
                gdlbenchVersion, gitCommit, gitDirty, jmhVersion, gameHashes, threadsPerCore, governor, null);
    }

    /** An environment without the processor's threads per core and frequency governor. */
    public Environment(String date, String profile, String command, String cpu, int cores, Long memoryBytes,
                       String os, String jdkVendor, String jdkVersion, String vm, List<String> jvmOptions,
                       List<String> hostJvmOptions, String gdlbenchVersion, String gitCommit, Boolean gitDirty,
                       String jmhVersion, Map<String, String> gameHashes) {
        this(date, profile, command, cpu, cores, memoryBytes, os, jdkVendor, jdkVersion, vm, jvmOptions, hostJvmOptions,
                gdlbenchVersion, gitCommit, gitDirty, jmhVersion, gameHashes, null, null);
    }
}
